//! SVG rasterisation with the embedded font, sprite blending and PNG encoding.

use std::sync::Arc;

use image::ImageEncoder;
use image::codecs::png::{CompressionType, FilterType, PngEncoder};
use png::{BitDepth, ColorType, Encoder};
use resvg::tiny_skia::{LineCap, LineJoin, Path, PathBuilder, Pixmap, Stroke, Transform};
use resvg::usvg;

use crate::palette::Overlay;

/// Start-up failed: an SVG of ours did not parse or had no size.
#[derive(Debug, thiserror::Error)]
pub enum RenderError {
    #[error("built-in SVG did not parse: {0}")]
    Svg(#[from] usvg::Error),
    #[error("built-in SVG has an empty size")]
    EmptySize,
    #[error("no art was given for the game")]
    NoArt,
}

/// The font database with DejaVu Sans, embedded in the binary: no system fonts are used,
/// so images are identical on every machine.
pub struct Fonts(Arc<usvg::fontdb::Database>);

pub const FONT_FAMILY: &str = "DejaVu Sans";

impl Fonts {
    pub fn embedded() -> Fonts {
        let mut db = usvg::fontdb::Database::new();
        db.load_font_data(dejavu::sans::bold().to_vec());
        Fonts(Arc::new(db))
    }
}

/// An SVG document of the given pixel size around `body`.
pub fn document(width: u32, height: u32, body: &str) -> String {
    format!(
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" viewBox="0 0 {width} {height}">{body}</svg>"#
    )
}

/// The coordinates around a `side`-pixel board with a `margin`: file letters above and
/// below (15 px), rank labels left and right (`rank_size` px), in bold `ink`. `files` and
/// `ranks` pair each label with its centre along its axis.
pub fn coordinates(
    side: u32,
    margin: u32,
    ink: &str,
    rank_size: u32,
    files: impl IntoIterator<Item = (u32, String)>,
    ranks: impl IntoIterator<Item = (u32, String)>,
) -> String {
    let font = |size: u32| format!(r#"font-size="{size}" font-weight="bold" text-anchor="middle" fill="{ink}""#);
    let mut svg = String::new();
    for (x, label) in files {
        for y in [margin / 2 + 6, side - margin / 2 + 6] {
            svg += &format!(r#"<text x="{x}" y="{y}" {}>{label}</text>"#, font(15));
        }
    }
    for (y, label) in ranks {
        for x in [margin / 2, side - margin / 2] {
            svg += &format!(r#"<text x="{x}" y="{}" {}>{label}</text>"#, y + 5, font(rank_size));
        }
    }
    svg
}

/// Rasterises an SVG document at its own size.
pub fn rasterize(svg: &str, fonts: &Fonts) -> Result<Pixmap, RenderError> {
    let options =
        usvg::Options { fontdb: fonts.0.clone(), font_family: FONT_FAMILY.to_owned(), ..usvg::Options::default() };
    let tree = usvg::Tree::from_str(svg, &options)?;
    let size = tree.size().to_int_size();
    let mut pixmap = Pixmap::new(size.width(), size.height()).ok_or(RenderError::EmptySize)?;
    resvg::render(&tree, Transform::identity(), &mut pixmap.as_mut());
    Ok(pixmap)
}

/// Blends `sprite` onto `frame` with its top-left corner at (x, y), cut at the frame's
/// edges: source-over on premultiplied pixels, as tiny-skia blends an unscaled pixmap,
/// in integers (the general pipeline, with its sampler, took most of a frame's drawing).
pub fn blend(frame: &mut Pixmap, sprite: &Pixmap, x: u32, y: u32) {
    let (fw, fh) = (frame.width() as usize, frame.height() as usize);
    let (x, y) = (x as usize, y as usize);
    let width = (sprite.width() as usize).min(fw.saturating_sub(x));
    let height = (sprite.height() as usize).min(fh.saturating_sub(y));
    let (src, dst) = (sprite.data(), frame.data_mut());
    for r in 0..height {
        let s = &src[r * sprite.width() as usize * 4..][..width * 4];
        let d = &mut dst[((y + r) * fw + x) * 4..][..width * 4];
        for (d, s) in d.chunks_exact_mut(4).zip(s.chunks_exact(4)) {
            let keep = 255 - u16::from(s[3]);
            for (d, s) in d.iter_mut().zip(s) {
                let t = u16::from(*d) * keep + 128;
                *d = s.saturating_add(((t + (t >> 8)) >> 8) as u8);
            }
        }
    }
}

/// Copies the `width`×`height` rectangle at `at` of `from` into `to` at `to_at`, row by
/// row (opaque tiles need no blending).
pub fn copy_rect(from: &Pixmap, at: (u32, u32), to: &mut Pixmap, to_at: (u32, u32), (width, height): (u32, u32)) {
    let (fw, tw, row) = (from.width() as usize * 4, to.width() as usize * 4, width as usize * 4);
    let (src, dst) = (from.data(), to.data_mut());
    for r in 0..height as usize {
        let s = (at.1 as usize + r) * fw + at.0 as usize * 4;
        let d = (to_at.1 as usize + r) * tw + to_at.0 as usize * 4;
        dst[d..d + row].copy_from_slice(&src[s..s + row]);
    }
}

/// Encodes an opaque frame as a PNG with fast compression and the Paeth filter on every
/// row: on the 984-px battlefield it is a fifth faster than adaptive filtering for files
/// 2% larger (Sub and Up are faster still, but make files 2.3–2.8 times larger). The
/// frame is opaque, so its premultiplied RGBA equals straight RGBA.
pub fn encode_png(frame: &Pixmap) -> Vec<u8> {
    let mut out = Vec::with_capacity(frame.data().len() / 4);
    PngEncoder::new_with_quality(&mut out, CompressionType::Fast, FilterType::Paeth)
        .write_image(frame.data(), frame.width(), frame.height(), image::ExtendedColorType::Rgba8)
        .expect("encoding a well-sized frame into memory cannot fail");
    out
}

/// A palette PNG, compressed fast: each row filtered by its difference from the row above
/// (Up) or from the pixel to its left (Sub), whichever leaves fewer bytes that are not
/// zero, and deflated by fdeflate, which codes runs of zeros and little else. Squares'
/// edges are rows that Up leaves full and Sub nearly empty, so choosing per row leaves
/// 2.6 times fewer bytes to code on Skirmish's field than Up alone, for a file half the
/// size, at a small part of the cost of the png crate's adaptive filter.
pub fn encode_indexed(width: u32, height: u32, palette: &[[u8; 3]], picture: &[u8]) -> Vec<u8> {
    let deflate = deflated(width as usize, picture).expect("compressing into memory cannot fail");
    let mut out = Vec::with_capacity(deflate.len() + 3 * palette.len() + 64);
    let mut encoder = Encoder::new(&mut out, width, height);
    encoder.set_color(ColorType::Indexed);
    encoder.set_depth(BitDepth::Eight);
    encoder.set_palette(palette.concat());
    let written = encoder.write_header().and_then(|mut writer| {
        writer.write_chunk(png::chunk::IDAT, &deflate)?;
        writer.finish()
    });
    written.expect("encoding a well-sized picture into memory cannot fail");
    out
}

/// How many bytes of `a` differ from `b`'s, counted sixteen at a time in bytes (the
/// counts of a row fit: rows are far shorter than 255 × 16 bytes).
fn differing(a: &[u8], b: &[u8]) -> u32 {
    let mut total = 0;
    for (a, b) in a.chunks(255 * 16).zip(b.chunks(255 * 16)) {
        let mut lanes = [0u8; 16];
        let (whole, rest) = (a.chunks_exact(16), b.chunks_exact(16));
        let (tail_a, tail_b) = (whole.remainder(), rest.remainder());
        for (a, b) in whole.zip(rest) {
            for ((lane, a), b) in lanes.iter_mut().zip(a).zip(b) {
                *lane += u8::from(a != b);
            }
        }
        total += lanes.iter().map(|&n| u32::from(n)).sum::<u32>();
        total += tail_a.iter().zip(tail_b).map(|(a, b)| u32::from(a != b)).sum::<u32>();
    }
    total
}

/// PNG's filter types.
const SUB: u8 = 1;
const UP: u8 = 2;

/// The zlib stream of a picture one byte a pixel, row by row: each row's filter type, then
/// the row filtered by Up or, where Up leaves more than a sixteenth of it, by Sub if that
/// leaves fewer non-zero bytes (the first row's Up is the row itself).
fn deflated(width: usize, picture: &[u8]) -> std::io::Result<Vec<u8>> {
    let mut deflate = fdeflate::Compressor::new(Vec::with_capacity(picture.len() / 16))?;
    let mut line = vec![0; width + 1];
    let blank = vec![0; width];
    let mut above = &blank[..];
    for row in picture.chunks_exact(width) {
        // Sub is looked at only where Up leaves much: most rows are like the one above.
        let ups = differing(row, above);
        let sub_fewer =
            ups > (width / 16) as u32 && u32::from(row[0] != 0) + differing(&row[1..], &row[..width - 1]) < ups;
        if !sub_fewer {
            line[0] = UP;
            for (out, (a, b)) in line[1..].iter_mut().zip(row.iter().zip(above)) {
                *out = a.wrapping_sub(*b);
            }
        } else {
            (line[0], line[1]) = (SUB, row[0]);
            for (out, (a, b)) in line[2..].iter_mut().zip(row[1..].iter().zip(row)) {
                *out = a.wrapping_sub(*b);
            }
        }
        deflate.write_data(&line)?;
        above = row;
    }
    deflate.finish()
}

/// A translucent line through `points` (a move's or a walk's path), with an optional dot
/// of radius `dot` at its start.
#[derive(Clone, Copy, Debug)]
pub struct PathStyle {
    pub rgb: (u8, u8, u8),
    pub opacity: f32,
    pub width: f32,
    pub dot: Option<f32>,
}

impl PathStyle {
    /// The path as SVG (the oracle's slow path); empty for fewer than two points.
    pub fn svg(self, points: &[(f32, f32)]) -> String {
        let [(x0, y0), rest @ ..] = points else { return String::new() };
        if rest.is_empty() {
            return String::new();
        }
        let (r, g, b) = self.rgb;
        let (opacity, width) = (self.opacity, self.width);
        let d: String = rest.iter().map(|(x, y)| format!(" L{x} {y}")).collect();
        let mut svg = format!(
            r#"<g opacity="{opacity}"><path d="M{x0} {y0}{d}" fill="none" stroke="rgb({r},{g},{b})" stroke-width="{width}" stroke-linecap="round" stroke-linejoin="round"/></g>"#
        );
        if let Some(dot) = self.dot {
            svg +=
                &format!(r#"<circle cx="{x0}" cy="{y0}" r="{dot}" fill="rgb({r},{g},{b})" fill-opacity="{opacity}"/>"#);
        }
        svg
    }

    /// The line's colour and opacity, for a palette.
    pub fn overlay(self) -> Overlay {
        let (r, g, b) = self.rgb;
        ([r, g, b], (self.opacity * 255.0).round() as u8)
    }

    /// What the line paints, as shapes to fill with its colour at its opacity: the
    /// line's outline, and its dot.
    pub fn shapes(self, points: &[(f32, f32)]) -> Vec<Path> {
        let [(x0, y0), rest @ ..] = points else { return Vec::new() };
        if rest.is_empty() {
            return Vec::new();
        }
        let mut line = PathBuilder::new();
        line.move_to(*x0, *y0);
        for &(x, y) in rest {
            line.line_to(x, y);
        }
        let stroke =
            Stroke { width: self.width, line_cap: LineCap::Round, line_join: LineJoin::Round, ..Stroke::default() };
        let outline = line.finish().and_then(|line| line.stroke(&stroke, 1.0));
        let dot = self.dot.and_then(|r| PathBuilder::from_circle(*x0, *y0, r));
        outline.into_iter().chain(dot).collect()
    }
}

#[cfg(test)]
mod tests {
    use resvg::tiny_skia::{Color, PixmapPaint};

    use super::*;

    /// A translucent disc with a soft edge over a striped frame, the frame's edges cut.
    fn sprite_and_frame() -> (Pixmap, Pixmap) {
        let fonts = Fonts::embedded();
        let sprite = rasterize(
            &document(
                20,
                20,
                r##"<circle cx="10" cy="10" r="9" fill="#3070d0" fill-opacity="0.7" stroke="#101010" stroke-width="1.5"/>"##,
            ),
            &fonts,
        )
        .unwrap();
        let mut frame = Pixmap::new(30, 30).unwrap();
        frame.fill(Color::from_rgba8(200, 180, 90, 255));
        for (i, pixel) in frame.data_mut().chunks_exact_mut(4).enumerate().filter(|(i, _)| i % 7 == 0) {
            pixel.copy_from_slice(&[(i % 256) as u8, 40, 250, 255]);
        }
        (sprite, frame)
    }

    #[test]
    fn blending_a_sprite_draws_what_tiny_skia_draws_to_within_one_level() {
        let (sprite, frame) = sprite_and_frame();
        for (x, y) in [(0, 0), (5, 3), (20, 25)] {
            let (mut ours, mut theirs) = (frame.clone(), frame.clone());
            blend(&mut ours, &sprite, x, y);
            let paint = PixmapPaint::default();
            theirs.draw_pixmap(x as i32, y as i32, sprite.as_ref(), &paint, Transform::identity(), None);
            let most = ours.data().iter().zip(theirs.data()).map(|(a, b)| a.abs_diff(*b)).max();
            assert!(most <= Some(1), "at ({x}, {y}) a level differs by {most:?}");
            assert_ne!(ours.data(), frame.data(), "the sprite was drawn");
        }
    }

    /// A palette PNG's pixels and palette, read back.
    fn decoded(png: &[u8]) -> (Vec<u8>, Vec<u8>) {
        let mut decoder = png::Decoder::new(std::io::Cursor::new(png));
        decoder.set_transformations(png::Transformations::IDENTITY);
        let mut reader = decoder.read_info().expect("a PNG header");
        let palette = reader.info().palette.as_deref().expect("a palette").to_vec();
        let mut pixels = vec![0; reader.output_buffer_size().expect("a size")];
        let frame = reader.next_frame(&mut pixels).expect("a valid picture");
        pixels.truncate(frame.buffer_size());
        (pixels, palette)
    }

    #[test]
    fn a_palette_png_reads_back_as_drawn_whichever_filter_each_row_took() {
        let (width, height) = (37, 23);
        // Rows like the one above (Up), rows that vary along themselves but are flat runs
        // (Sub), and rows of noise.
        let picture: Vec<u8> = (0..height)
            .flat_map(|y| {
                (0..width).map(move |x| match y % 3 {
                    0 => (x / 9) as u8,
                    1 => (y * 7) as u8,
                    _ => ((x * 31 + y * 17) % 5) as u8,
                })
            })
            .collect();
        let palette: Vec<[u8; 3]> = (0..8u8).map(|i| [i * 30, 255 - i * 20, i]).collect();
        let png = encode_indexed(width, height, &palette, &picture);
        let (pixels, colours) = decoded(&png);
        assert_eq!(pixels, picture);
        assert_eq!(colours, palette.concat());
    }
}
