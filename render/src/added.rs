//! Pictures of games added at start-up (see [`engine::host`]): the game's art draws a
//! view as one SVG, which the renderer rasterises with the embedded font. An added game
//! gets no pre-rasterised tiles; a view it cannot draw, or of a game given no art, is
//! drawn as a blank board, so that drawing never fails (the game's own tests check its
//! SVG draws, with [`crate::Renderer::reference_rgba`]).

use engine::AddedView;
use resvg::tiny_skia::{Color, Pixmap};

use crate::raster::{self, Fonts};

/// The pictures of a game added at start-up.
pub trait AddedArt: Send + Sync {
    /// The game's name, as its [`engine::GameDef`] gives it.
    fn game(&self) -> &'static str;

    /// `view` as one SVG document (text in the embedded DejaVu Sans).
    fn svg(&self, view: &AddedView) -> String;
}

/// Side of the blank board drawn in place of a picture that cannot be drawn.
const BLANK: u32 = 256;

/// The added games' art.
#[derive(Default)]
pub(crate) struct AddedArts(Vec<Box<dyn AddedArt>>);

impl AddedArts {
    pub(crate) fn add(&mut self, art: Box<dyn AddedArt>) {
        self.0.retain(|known| known.game() != art.game());
        self.0.push(art);
    }

    /// The SVG of `view`, if its game was given art.
    pub(crate) fn svg(&self, view: &AddedView) -> Option<String> {
        self.0.iter().find(|art| art.game() == view.game()).map(|art| art.svg(view))
    }

    pub(crate) fn draw(&self, view: &AddedView, fonts: &Fonts) -> Pixmap {
        match self.svg(view).map(|svg| raster::rasterize(&svg, fonts)) {
            Some(Ok(pixmap)) => pixmap,
            _ => {
                let mut blank = Pixmap::new(BLANK, BLANK).expect("a square of positive size");
                blank.fill(Color::from_rgba8(0xe8, 0xe2, 0xd0, 0xff));
                blank
            }
        }
    }
}
