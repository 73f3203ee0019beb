//! Boards put together from tiles of few colours, encoded one byte a pixel: a palette PNG.
//!
//! A game whose every board is a background with tiles copied over it (tafl: each
//! ruleset's board and the square tiles) knows all its colours at start-up. Its art is
//! kept then as indices of those colours, and a board's PNG holds a byte a pixel instead
//! of four: a quarter of the bytes to filter and compress. All the art together has more
//! than 256 colours (the anti-aliased edges of every piece on every kind of square), but
//! one board shows far fewer: the palette of a board is the background's colours and
//! those of the tiles it uses, so it is exact. A board that would need more than 256
//! (none of the real ones comes close) is left to the RGBA encoder.

use std::collections::HashMap;

use resvg::tiny_skia::Pixmap;

use crate::raster::encode_indexed;

/// The most colours of a palette.
const MAX_COLOURS: usize = 256;
/// Marks a colour not yet in a board's palette.
const UNSET: u16 = u16::MAX;

/// A background and same-sized square tiles, as indices of every colour they have.
pub struct TileSet {
    /// Every colour of the art (RGB), the background's first.
    colours: Vec<[u8; 3]>,
    /// How many of `colours` are the background's: its pixels' indices are below this.
    in_background: usize,
    width: u32,
    height: u32,
    /// The background's pixels, as indices of `colours`.
    background: Vec<u8>,
    tile_side: u32,
    /// Each tile's pixels, as indices of `colours`.
    tiles: Vec<Vec<u16>>,
}

impl TileSet {
    /// The art of opaque pictures; `None` if the background alone has more than 256
    /// colours.
    pub fn new(background: &Pixmap, tiles: &[Pixmap], tile_side: u32) -> Option<TileSet> {
        let mut colours: Vec<[u8; 3]> = Vec::new();
        let mut index: HashMap<[u8; 4], u16> = HashMap::new();
        let mut indices = |picture: &Pixmap| -> (Vec<u16>, usize) {
            let data = picture.data().chunks_exact(4);
            let pixels = data
                .map(|p| {
                    *index.entry([p[0], p[1], p[2], p[3]]).or_insert_with(|| {
                        colours.push([p[0], p[1], p[2]]);
                        (colours.len() - 1) as u16
                    })
                })
                .collect();
            (pixels, colours.len())
        };
        let (background_indices, in_background) = indices(background);
        let tiles = tiles.iter().map(|tile| indices(tile).0).collect();
        (in_background <= MAX_COLOURS).then(|| TileSet {
            colours,
            in_background,
            width: background.width(),
            height: background.height(),
            background: background_indices.into_iter().map(|i| i as u8).collect(),
            tile_side,
            tiles,
        })
    }

    /// The PNG of the background with `placed` tiles (index, top-left pixel) copied over
    /// it; `None` if it would need more than 256 colours.
    pub fn png(&self, placed: impl IntoIterator<Item = (usize, (u32, u32))>) -> Option<Vec<u8>> {
        let mut picture = self.background.clone();
        let mut palette: Vec<[u8; 3]> = self.colours[..self.in_background].to_vec();
        let mut local: Vec<u16> =
            (0..self.colours.len()).map(|i| if i < self.in_background { i as u16 } else { UNSET }).collect();
        let mut converted: Vec<Option<Vec<u8>>> = vec![None; self.tiles.len()];
        let side = self.tile_side as usize;
        for (tile, (x, y)) in placed {
            if converted[tile].is_none() {
                let mut pixels = Vec::with_capacity(side * side);
                for &colour in &self.tiles[tile] {
                    let slot = &mut local[usize::from(colour)];
                    if *slot == UNSET {
                        *slot = palette.len() as u16;
                        palette.push(self.colours[usize::from(colour)]);
                    }
                    pixels.push(*slot as u8);
                }
                if palette.len() > MAX_COLOURS {
                    return None;
                }
                converted[tile] = Some(pixels);
            }
            let pixels = converted[tile].as_deref().expect("converted above");
            let width = self.width as usize;
            for (r, row) in pixels.chunks_exact(side).enumerate() {
                let at = (y as usize + r) * width + x as usize;
                picture[at..at + side].copy_from_slice(row);
            }
        }
        Some(encode_indexed(self.width, self.height, &palette, &picture))
    }
}
