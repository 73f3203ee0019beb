//! What each game's pictures are to the renderer: art rasterised once, a board drawn
//! per view, and the slow reference drawing tests compare it with.

use engine::AnyView;
use resvg::tiny_skia::Pixmap;

use crate::caption::Atlas;
use crate::raster::{Fonts, RenderError};

/// One game's pictures.
pub(crate) trait Art: Sized {
    /// What a viewer sees of the game.
    type View;

    /// Rasterises the game's static art (backgrounds, tiles) once.
    fn new(fonts: &Fonts) -> Result<Self, RenderError>;

    /// The board as `view` shows it; `names` name the seats' players where the picture
    /// says who is who, with the caption glyphs of `atlas`.
    fn draw(&self, view: &Self::View, names: &[&str], atlas: &Atlas) -> Pixmap;

    /// The same picture as one SVG, the oracle of the fast path.
    fn full_svg(view: &Self::View) -> String;
}

/// The registry of the games' art: one line per game gives [`Arts`], every game's art,
/// and the dispatch of an [`AnyView`] to its game.
macro_rules! arts {
    ($($variant:ident: $art:ty;)*) => {
        /// Every game's art.
        #[allow(non_snake_case)]
        pub(crate) struct Arts {
            $($variant: $art,)*
        }

        impl Arts {
            pub(crate) fn new(fonts: &Fonts) -> Result<Arts, RenderError> {
                Ok(Arts { $($variant: <$art>::new(fonts)?,)* })
            }

            pub(crate) fn draw(&self, view: &AnyView, names: &[&str], atlas: &Atlas) -> Pixmap {
                match view {
                    $(AnyView::$variant(view) => self.$variant.draw(view, names, atlas),)*
                }
            }

            pub(crate) fn full_svg(view: &AnyView) -> String {
                match view {
                    $(AnyView::$variant(view) => <$art>::full_svg(view),)*
                }
            }
        }
    };
}

arts! {
    Hnefatafl: crate::tafl::TaflArt;
    Gype: crate::gype::GypeArt;
    Landover: crate::landover::LandoverArt;
    Quest: crate::quest::QuestArt;
    Skirmish: crate::skirmish::SkirmishArt;
}
