//! SVG rasterisation with the embedded font, sprite blending and PNG encoding.

use std::sync::Arc;

use image::ImageEncoder;
use image::codecs::png::{CompressionType, FilterType, PngEncoder};
use resvg::tiny_skia::{Pixmap, PixmapPaint, Transform};
use resvg::usvg;

/// Start-up failed: an SVG of ours did not parse or had no size.
#[derive(Debug, thiserror::Error)]
pub enum RenderError {
    #[error("built-in SVG did not parse: {0}")]
    Svg(#[from] usvg::Error),
    #[error("built-in SVG has an empty size")]
    EmptySize,
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

/// Blends `sprite` onto `frame` with its top-left corner at (x, y).
pub fn blend(frame: &mut Pixmap, sprite: &Pixmap, x: u32, y: u32) {
    frame.draw_pixmap(x as i32, y as i32, sprite.as_ref(), &PixmapPaint::default(), Transform::identity(), None);
}

/// Copies the `size`×`size` square at `at` of `from` into `to` at `to_at`, row by row
/// (opaque tiles need no blending).
pub fn copy_rect(from: &Pixmap, at: (u32, u32), to: &mut Pixmap, to_at: (u32, u32), size: u32) {
    let (fw, tw, row) = (from.width() as usize * 4, to.width() as usize * 4, size as usize * 4);
    let (src, dst) = (from.data(), to.data_mut());
    for r in 0..size as usize {
        let s = (at.1 as usize + r) * fw + at.0 as usize * 4;
        let d = (to_at.1 as usize + r) * tw + to_at.0 as usize * 4;
        dst[d..d + row].copy_from_slice(&src[s..s + row]);
    }
}

/// Encodes an opaque frame as a PNG with fast compression and adaptive filtering. The
/// frame is opaque, so its premultiplied RGBA equals straight RGBA.
pub fn encode_png(frame: &Pixmap) -> Vec<u8> {
    let mut out = Vec::with_capacity(frame.data().len() / 4);
    PngEncoder::new_with_quality(&mut out, CompressionType::Fast, FilterType::Adaptive)
        .write_image(frame.data(), frame.width(), frame.height(), image::ExtendedColorType::Rgba8)
        .expect("encoding a well-sized frame into memory cannot fail");
    out
}
