//! The caption strip under a replay's frames (the move, the dice, the combats), set from
//! a glyph atlas: every character is rasterised once at start-up with the embedded font,
//! so a caption costs a few copies instead of a text layout per frame.

use std::collections::HashMap;

use resvg::tiny_skia::{Color, Pixmap, PremultipliedColorU8};

use crate::raster::{Fonts, RenderError, document, rasterize};

/// The strip's height in pixels.
pub const HEIGHT: u32 = 30;
const SIZE: u32 = 15;
const BASELINE: u32 = 20;
const PAD: u32 = 10;
const CELL: u32 = 40;
const INK: &str = "#f3ecdc";
pub const PAPER: (u8, u8, u8) = (0x2e, 0x29, 0x24);

/// Characters with a glyph: ASCII, Italian accents and the signs our messages use.
/// Anything else is set as `?`.
const EXTRA: &str = "àèéìòùÀÈÉÌÒÙ×–—→←·…°’‘“”«»±✓";

struct Glyph {
    pixmap: Pixmap,
    advance: u32,
}

/// Every glyph of the caption font.
pub struct Atlas {
    glyphs: HashMap<char, Glyph>,
    ellipsis_width: u32,
}

impl Atlas {
    pub fn new(fonts: &Fonts) -> Result<Atlas, RenderError> {
        let ink_right = |text: &str| -> Result<u32, RenderError> {
            let pixmap = rasterize(&text_svg(&xml_escape(text), CELL * 3), fonts)?;
            Ok(rightmost(&pixmap, |p| p.alpha() > 0))
        };
        let pair = ink_right("HH")?;
        let mut glyphs = HashMap::new();
        for c in (' '..='~').chain(EXTRA.chars()) {
            let advance = ink_right(&format!("H{c}H"))?.saturating_sub(pair);
            let pixmap = rasterize(&text_svg(&xml_escape(&c.to_string()), CELL), fonts)?;
            glyphs.insert(c, Glyph { pixmap, advance });
        }
        let ellipsis_width = glyphs[&'…'].advance;
        Ok(Atlas { glyphs, ellipsis_width })
    }

    fn glyph(&self, c: char) -> &Glyph {
        self.glyphs.get(&c).unwrap_or_else(|| &self.glyphs[&'?'])
    }

    /// `text` on a strip `width` pixels wide, cut with an ellipsis where it does not fit.
    pub fn strip(&self, text: &str, width: u32) -> Pixmap {
        let mut strip = Pixmap::new(width, HEIGHT).expect("a caption strip has a size");
        strip.fill(Color::from_rgba8(PAPER.0, PAPER.1, PAPER.2, 255));
        let room = width.saturating_sub(2 * PAD);
        let chars: Vec<char> = text.chars().filter(|c| !c.is_control()).collect();
        let total: u32 = chars.iter().map(|&c| self.glyph(c).advance).sum();
        let mut pen = PAD;
        let mut used = 0;
        for &c in &chars {
            let glyph = self.glyph(c);
            if total > room && used + glyph.advance + self.ellipsis_width > room {
                over(&mut strip, &self.glyph('…').pixmap, pen);
                break;
            }
            over(&mut strip, &glyph.pixmap, pen);
            pen += glyph.advance;
            used += glyph.advance;
        }
        strip
    }
}

/// Lays a glyph (premultiplied ink over transparency, as tall as the strip) over the
/// opaque strip from column `x`, clipped at its right edge: integer "source over", which
/// costs a tenth of a general pixmap draw.
fn over(strip: &mut Pixmap, glyph: &Pixmap, x: u32) {
    let width = glyph.width().min(strip.width().saturating_sub(x)) as usize;
    let (strip_row, glyph_row) = (strip.width() as usize * 4, glyph.width() as usize * 4);
    let (x, glyph_data) = (x as usize * 4, glyph.data());
    for (r, row) in strip.data_mut().chunks_exact_mut(strip_row).enumerate() {
        let ink = &glyph_data[r * glyph_row..][..width * 4];
        for (dst, src) in row[x..x + width * 4].chunks_exact_mut(4).zip(ink.chunks_exact(4)) {
            let keep = 255 - u32::from(src[3]);
            if keep == 255 {
                continue;
            }
            for c in 0..3 {
                dst[c] = src[c] + ((u32::from(dst[c]) * keep + 127) / 255) as u8;
            }
        }
    }
}

fn text_svg(text: &str, width: u32) -> String {
    document(
        width,
        HEIGHT,
        &format!(r#"<text x="0" y="{BASELINE}" font-size="{SIZE}" font-weight="bold" fill="{INK}">{text}</text>"#),
    )
}

fn xml_escape(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;")
}

/// One past the rightmost column with an `inked` pixel (0 for none).
fn rightmost(pixmap: &Pixmap, inked: impl Fn(PremultipliedColorU8) -> bool) -> u32 {
    let width = pixmap.width() as usize;
    let columns = pixmap.pixels().iter().enumerate().filter(|(_, p)| inked(**p)).map(|(i, _)| i % width + 1);
    columns.max().unwrap_or(0) as u32
}

#[cfg(test)]
mod tests {
    use super::*;

    fn atlas() -> Atlas {
        Atlas::new(&Fonts::embedded()).unwrap()
    }

    fn inked_columns(strip: &Pixmap) -> u32 {
        let paper = Color::from_rgba8(PAPER.0, PAPER.1, PAPER.2, 255).premultiply().to_color_u8();
        rightmost(strip, |p| p != paper)
    }

    #[test]
    fn glyphs_advance_by_their_width_so_a_longer_word_reaches_further() {
        let atlas = atlas();
        assert!(atlas.glyph('W').advance > atlas.glyph('i').advance);
        assert!(atlas.glyph(' ').advance > 0, "a space advances without ink");
        assert!(inked_columns(&atlas.strip("e5-e8 ×f8", 400)) > inked_columns(&atlas.strip("e5-e8", 400)));
    }

    #[test]
    fn a_caption_too_long_for_its_strip_is_cut_inside_the_margin() {
        let atlas = atlas();
        let strip = atlas.strip(&"attackers roll 6 and win the combat ".repeat(8), 300);
        assert!(inked_columns(&strip) <= 300 - PAD + 2);
        assert!(inked_columns(&strip) > 200);
    }

    #[test]
    fn an_unknown_character_is_set_as_a_question_mark() {
        let atlas = atlas();
        assert_eq!(atlas.strip("a\u{1F600}b", 200).data(), atlas.strip("a?b", 200).data());
    }
}
