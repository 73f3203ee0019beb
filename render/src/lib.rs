//! Board images drawn from what a viewer may see ([`engine::AnyView`]), never from hidden
//! state.
//!
//! Everything static is rasterised once by [`Renderer::new`] with resvg: each game's
//! background (squares, marks, coordinates in the embedded DejaVu Sans font) and an
//! opaque tile for every kind of square with every sprite (pieces, highlights, capture
//! marks) already blended on it. Drawing a position copies the background, copies the
//! tiles of the occupied or highlighted squares row by row, and encodes a PNG with fast
//! compression. A game drawn from tiles alone (tafl) keeps its art as palette indices
//! too, and its boards are palette PNGs of the same pixels (see `indexed`). After
//! start-up, rendering cannot fail.

mod added;
mod art;
mod canvas;
mod caption;
mod coverage;
mod gype;
mod indexed;
mod landover;
mod palette;
mod quest;
mod raster;
mod replay;
mod skirmish;
mod table;
mod tafl;

use engine::AnyView;
use resvg::tiny_skia::Pixmap;

pub use added::AddedArt;
pub use raster::RenderError;
pub use replay::{FINAL_HOLD, PLY_DELAY};
pub use table::TableView;

/// Where a board's squares lie in its picture, in pixels: each square's name (as moves
/// spell it, `d4`) and top-left corner, all squares `cell` pixels wide. Pages lay
/// clickable squares over the image with it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Spots {
    pub width: u32,
    pub height: u32,
    pub cell: u32,
    pub squares: Vec<(String, u32, u32)>,
}

/// Holds every game's pre-rasterised art.
pub struct Renderer {
    fonts: raster::Fonts,
    captions: caption::Atlas,
    arts: art::Arts,
    added: added::AddedArts,
}

impl Renderer {
    /// Loads the embedded font and rasterises all static art.
    pub fn new() -> Result<Renderer, RenderError> {
        let fonts = raster::Fonts::embedded();
        Ok(Renderer {
            arts: art::Arts::new(&fonts)?,
            added: added::AddedArts::default(),
            captions: caption::Atlas::new(&fonts)?,
            fonts,
        })
    }

    /// Draws the game added at start-up that `art` names with it (see [`AddedArt`]).
    pub fn hosting(mut self, art: Box<dyn AddedArt>) -> Renderer {
        self.added.add(art);
        self
    }

    /// A table (standings) as a PNG.
    pub fn table_png(&self, view: &TableView) -> Vec<u8> {
        table::png(view, &self.fonts)
    }

    /// The board as a PNG, its seats unnamed.
    pub fn png(&self, view: &AnyView) -> Vec<u8> {
        self.png_named(view, &[])
    }

    /// The board as a PNG, naming the seats' players (`names`, in seat order) where the
    /// picture says who is who: Quest's legend.
    pub fn png_named(&self, view: &AnyView, names: &[&str]) -> Vec<u8> {
        self.arts.png(view, names, &self.captions, &self.added, &self.fonts)
    }

    /// An animated replay (GIF) of positions, each with a caption under the board (the
    /// move, the dice, the combats; cut to fit). Every position shows the board exactly
    /// as [`Renderer::png`] draws it; the last is held for [`FINAL_HOLD`] hundredths of a
    /// second, the others for [`PLY_DELAY`]. All views must be of one game and size;
    /// `names` names the seats as in [`Renderer::png_named`].
    pub fn replay_gif(&self, frames: &[(&AnyView, &str)], names: &[&str]) -> Vec<u8> {
        // The palette's samples: the start, and four more spread to the end.
        let mut samples: Vec<usize> = (0..=4).map(|i| i * frames.len().saturating_sub(1) / 4).collect();
        samples.dedup();
        let samples =
            samples.into_iter().filter_map(|i| frames.get(i)).map(|(view, caption)| (self.draw(view, names), *caption));
        let mut encoder = replay::ReplayEncoder::new(&self.captions, samples);
        for (view, caption) in frames {
            encoder.push(self.draw(view, names), caption);
        }
        encoder.finish()
    }

    fn draw(&self, view: &AnyView, names: &[&str]) -> Pixmap {
        self.arts.shown(view, names, &self.captions, &self.added, &self.fonts)
    }

    /// Where the squares of `view`'s board lie in its picture.
    pub fn spots(&self, view: &AnyView) -> Spots {
        art::Arts::spots(view)
    }

    /// The same picture drawn the slow way, as one SVG rasterised whole: the oracle that
    /// tests compare the fast path with.
    pub fn reference_rgba(&self, view: &AnyView) -> Result<(u32, u32, Vec<u8>), RenderError> {
        let svg = art::Arts::full_svg(view, &self.added).ok_or(RenderError::NoArt)?;
        let pixmap = raster::rasterize(&svg, &self.fonts)?;
        Ok((pixmap.width(), pixmap.height(), pixmap.data().to_vec()))
    }
}
