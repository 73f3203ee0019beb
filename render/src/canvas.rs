//! Boards drawn in palette indices, one byte a pixel (see [`crate::palette`]): a quarter
//! of the bytes of RGBA to copy, blend, filter and compress, so the PNG of a large board
//! (Skirmish's field, Quest's map) is several times faster to make. The art is kept as
//! [`Piece`]s, indexed once at start-up, and a replay's frames are these pictures turned
//! back to RGBA, so they are the PNGs pixel for pixel.

use std::cell::Cell;

use resvg::tiny_skia::Pixmap;

use crate::coverage;
use crate::palette::{Palette, Rgb, over, premultiplied};
use crate::raster::{PathStyle, blend, encode_indexed};

/// A picture of the art as palette entries: an opaque one as its entries, copied row by
/// row; a sprite as each pixel's entry (opaque), premultiplied colour to blend
/// (translucent) or nothing.
pub struct Piece {
    width: u32,
    height: u32,
    look: Look,
}

enum Look {
    Solid(Vec<u8>),
    Sprite(Vec<Pixel>),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Pixel {
    Clear,
    Solid(u8),
    Blend([u8; 4]),
}

impl Piece {
    /// `rgba` as indices of `palette`.
    pub fn new(rgba: &Pixmap, palette: &Palette) -> Piece {
        let pixels: Vec<Pixel> = rgba
            .data()
            .chunks_exact(4)
            .map(|p| match p[3] {
                0 => Pixel::Clear,
                255 => Pixel::Solid(palette.index([p[0], p[1], p[2]])),
                _ => Pixel::Blend([p[0], p[1], p[2], p[3]]),
            })
            .collect();
        let solid: Option<Vec<u8>> =
            pixels.iter().map(|p| if let Pixel::Solid(i) = p { Some(*i) } else { None }).collect();
        let look = solid.map_or(Look::Sprite(pixels), Look::Solid);
        Piece { width: rgba.width(), height: rgba.height(), look }
    }
}

/// Where glyphs are set: an RGBA caption strip, or a board in palette indices.
pub trait Glyphs {
    /// Blends premultiplied RGBA (a glyph) over what is drawn, from (x, y), cut at the
    /// edges.
    fn blend_rgba(&mut self, picture: &Pixmap, x: u32, y: u32);
}

impl Glyphs for Pixmap {
    fn blend_rgba(&mut self, picture: &Pixmap, x: u32, y: u32) {
        blend(self, picture, x, y);
    }
}

/// A picture of palette indices.
pub struct IndexedCanvas<'a> {
    palette: &'a Palette,
    width: u32,
    height: u32,
    pixels: Vec<u8>,
    /// The last blends worked out: (premultiplied colour, entry under it) to the entry.
    memo: Vec<(u64, u8)>,
}

thread_local! {
    /// The last picture's pixels, kept for the next one: a fresh megabyte for every
    /// picture costs the system's pages again each time.
    static SPARE: Cell<Vec<u8>> = const { Cell::new(Vec::new()) };
}

impl Drop for IndexedCanvas<'_> {
    fn drop(&mut self) {
        SPARE.set(std::mem::take(&mut self.pixels));
    }
}

/// The memo's size (a power of two).
const MEMO: usize = 1024;
const NO_MEMO: u64 = u64::MAX;

impl<'a> IndexedCanvas<'a> {
    /// A `width`×`height` picture of `fill`.
    pub fn new(palette: &'a Palette, width: u32, height: u32, fill: Rgb) -> IndexedCanvas<'a> {
        let mut pixels = SPARE.take();
        pixels.clear();
        pixels.resize(width as usize * height as usize, palette.index(fill));
        IndexedCanvas { palette, width, height, pixels, memo: vec![(NO_MEMO, 0); MEMO] }
    }

    /// A picture of an opaque piece.
    pub fn of(palette: &'a Palette, piece: &Piece) -> IndexedCanvas<'a> {
        let mut canvas = IndexedCanvas::new(palette, piece.width, piece.height, [0, 0, 0]);
        canvas.copy(piece, 0, 0);
        canvas
    }

    /// The picture as a palette PNG.
    pub fn png(&self) -> Vec<u8> {
        encode_indexed(self.width, self.height, self.palette.colours(), &self.pixels)
    }

    /// The picture in RGBA.
    pub fn rgba(&self) -> Pixmap {
        let mut rgba = Pixmap::new(self.width, self.height).expect("a canvas has a size");
        for (out, &index) in rgba.data_mut().chunks_exact_mut(4).zip(&self.pixels) {
            let [r, g, b] = self.palette.rgb(index);
            out.copy_from_slice(&[r, g, b, 255]);
        }
        rgba
    }

    /// The entry of `pixel` (premultiplied) laid over entry `under`.
    fn over(&mut self, pixel: [u8; 4], under: u8) -> u8 {
        let key = u64::from(u32::from_le_bytes(pixel)) << 8 | u64::from(under);
        let slot = (key.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 54) as usize % MEMO;
        if self.memo[slot].0 == key {
            return self.memo[slot].1;
        }
        let index = self.palette.index(over(pixel, self.palette.rgb(under)));
        self.memo[slot] = (key, index);
        index
    }

    /// Lays `pixel(column, row)` over each pixel of the `width`×`height` rectangle from
    /// (x, y), cut at the edges.
    fn lay(&mut self, (x, y): (u32, u32), (width, height): (u32, u32), pixel: impl Fn(usize, usize) -> Pixel) {
        let columns = width.min(self.width.saturating_sub(x)) as usize;
        let rows = height.min(self.height.saturating_sub(y)) as usize;
        for r in 0..rows {
            let at = (y as usize + r) * self.width as usize + x as usize;
            for c in 0..columns {
                match pixel(c, r) {
                    Pixel::Clear => {}
                    Pixel::Solid(index) => self.pixels[at + c] = index,
                    Pixel::Blend(p) => self.pixels[at + c] = self.over(p, self.pixels[at + c]),
                }
            }
        }
    }
}

/// A premultiplied RGBA pixel as a piece's pixel would be, its colour not yet indexed.
fn unindexed(p: &[u8]) -> Pixel {
    if p[3] == 0 { Pixel::Clear } else { Pixel::Blend([p[0], p[1], p[2], p[3]]) }
}

impl IndexedCanvas<'_> {
    /// Copies an opaque piece (a sprite is blended) with its top-left corner at (x, y),
    /// cut at the edges.
    pub fn copy(&mut self, piece: &Piece, x: u32, y: u32) {
        let Look::Solid(entries) = &piece.look else { return self.blend(piece, x, y) };
        let columns = piece.width.min(self.width.saturating_sub(x)) as usize;
        let rows = piece.height.min(self.height.saturating_sub(y)) as usize;
        for (r, line) in entries.chunks_exact(piece.width as usize).take(rows).enumerate() {
            let at = (y as usize + r) * self.width as usize + x as usize;
            self.pixels[at..at + columns].copy_from_slice(&line[..columns]);
        }
    }

    /// Blends a piece over what is drawn, from (x, y), cut at the edges.
    pub fn blend(&mut self, piece: &Piece, x: u32, y: u32) {
        let width = piece.width as usize;
        let size = (piece.width, piece.height);
        match &piece.look {
            Look::Solid(entries) => self.lay((x, y), size, |c, r| Pixel::Solid(entries[r * width + c])),
            Look::Sprite(pixels) => self.lay((x, y), size, |c, r| pixels[r * width + c]),
        }
    }

    /// Draws a translucent line: its colour laid over the picture at each pixel's cover,
    /// shape by shape.
    pub fn stroke(&mut self, style: PathStyle, points: &[(f32, f32)]) {
        let (rgb, opacity) = style.overlay();
        for shape in coverage::of_line(style, points, (self.width, self.height)).iter() {
            for (at, range) in &shape.runs {
                for (i, &cover) in shape.covers[range.clone()].iter().enumerate() {
                    let alpha = (u32::from(cover) * u32::from(opacity) / 255) as u8;
                    self.pixels[at + i] = self.over(premultiplied(rgb, alpha), self.pixels[at + i]);
                }
            }
        }
    }
}

impl Glyphs for IndexedCanvas<'_> {
    fn blend_rgba(&mut self, picture: &Pixmap, x: u32, y: u32) {
        let (width, data) = (picture.width() as usize, picture.data());
        self.lay((x, y), (picture.width(), picture.height()), |c, r| unindexed(&data[(r * width + c) * 4..]));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::palette::Palette;

    const LINE: PathStyle = PathStyle { rgb: (200, 40, 40), opacity: 0.7, width: 3.0, dot: Some(3.0) };

    fn palette() -> Palette {
        let mut ground = Pixmap::new(4, 4).unwrap();
        ground.fill(resvg::tiny_skia::Color::from_rgba8(90, 160, 90, 255));
        Palette::new(&[&ground], &[], &[LINE.overlay()])
    }

    fn drawn(palette: &Palette, size: u32, points: &[(f32, f32)]) -> Vec<u8> {
        let mut canvas = IndexedCanvas::new(palette, size, size, [90, 160, 90]);
        canvas.stroke(LINE, points);
        canvas.pixels.clone()
    }

    #[test]
    fn a_line_drawn_again_from_the_cache_covers_what_it_covered_and_another_size_is_cut_anew() {
        let palette = palette();
        let points = [(5.0, 5.0), (60.0, 40.0), (20.0, 70.0)];
        let first = drawn(&palette, 80, &points);
        assert!(first.iter().any(|&p| p != first[0]), "the line was drawn");
        assert_eq!(drawn(&palette, 80, &points), first, "the cached line draws the same");
        // On a smaller picture the same line is cut at its edges, not read from the cache.
        let small = drawn(&palette, 30, &points);
        let rows: Vec<&[u8]> = first.chunks_exact(80).take(30).map(|row| &row[..30]).collect();
        assert_eq!(small.chunks_exact(30).collect::<Vec<_>>(), rows);
    }

    #[test]
    fn a_piece_placed_over_an_edge_is_cut_there() {
        let palette = palette();
        let mut solid = Pixmap::new(10, 10).unwrap();
        solid.fill(resvg::tiny_skia::Color::from_rgba8(200, 40, 40, 255));
        let piece = Piece::new(&solid, &palette);
        let mut canvas = IndexedCanvas::new(&palette, 12, 12, [90, 160, 90]);
        canvas.copy(&piece, 8, 8);
        canvas.blend(&piece, 11, 0);
        let red = palette.index([200, 40, 40]);
        let reds = canvas.pixels.iter().filter(|&&p| p == red).count();
        assert_eq!(reds, 4 * 4 + 8, "a 4×4 corner and a 1×8 column (one pixel shared)");
    }
}
