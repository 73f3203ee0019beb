//! The caption strip under a replay's frames (the move, the dice, the combats), set from
//! a glyph atlas: every character is rasterised once at start-up with the embedded font,
//! so a caption costs a few copies instead of a text layout per frame.

use std::collections::HashMap;

use resvg::tiny_skia::{Color, Pixmap, PremultipliedColorU8};

use crate::canvas::Glyphs;
use crate::palette::Rgb;
use crate::raster::{Fonts, RenderError, document, rasterize};

/// One line's height in pixels; the strip holds two.
pub const LINE: u32 = 22;
/// The strip's height in pixels.
pub const HEIGHT: u32 = 2 * LINE + 6;
const SIZE: u32 = 15;
const BASELINE: u32 = 16;
const PAD: u32 = 10;
const CELL: u32 = 40;
/// The letters' colour.
pub const INK: Rgb = [0xf3, 0xec, 0xdc];
pub const PAPER: (u8, u8, u8) = (0x2e, 0x29, 0x24);

/// Characters with a glyph besides ASCII and the Latin letters of [`LATIN`]: the signs
/// our messages use.
const EXTRA: &str = "×–—→←·…°’‘“”«»±✓−″≤≥⚔☠♥♦♣♠▶⚄♔⚗★";

/// The accented Latin letters (Latin-1 and Latin Extended-A): Italian's, and those of the
/// names people give themselves.
const LATIN: [std::ops::RangeInclusive<char>; 2] = ['À'..='ÿ', 'Ā'..='ž'];

/// Emoji the font lacks, drawn as a sign it has; other emoji are left out (with the
/// space after them), and any other character without a glyph is set as `?`.
const STAND_INS: [(char, char); 4] = [('🎲', '⚄'), ('👑', '♔'), ('🧪', '⚗'), ('✨', '★')];

/// A character as the caption sets it: itself, its stand-in, or nothing.
fn settable(c: char) -> Option<char> {
    if let Some(&(_, sign)) = STAND_INS.iter().find(|(emoji, _)| *emoji == c) {
        return Some(sign);
    }
    let emoji = matches!(c as u32, 0x1F000..=0x1FAFF | 0x2300..=0x23FF);
    (!emoji).then_some(c)
}

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
        for c in (' '..='~').chain(LATIN.into_iter().flatten()).chain(EXTRA.chars()) {
            let advance = ink_right(&format!("H{c}H"))?.saturating_sub(pair);
            let pixmap = rasterize(&text_svg(&xml_escape(&c.to_string()), CELL), fonts)?;
            glyphs.insert(c, Glyph { pixmap, advance });
        }
        let ellipsis_width = glyphs[&'…'].advance;
        Ok(Atlas { glyphs, ellipsis_width })
    }

    /// The characters of `text` as set, emoji left out with the space after them.
    fn set(&self, text: &str) -> Vec<char> {
        let mut chars = Vec::new();
        let mut dropped = false;
        // Controls, emoji selectors and joiners are invisible parts of what they follow.
        let invisible = |c: char| c.is_control() || matches!(c as u32, 0xFE00..=0xFE0F | 0x200D);
        for c in text.chars().filter(|&c| !invisible(c)) {
            match settable(c) {
                Some(' ') if dropped => {}
                Some(c) => chars.push(if self.glyphs.contains_key(&c) { c } else { '?' }),
                None => {
                    dropped = true;
                    continue;
                }
            }
            dropped = false;
        }
        chars
    }

    fn width(&self, chars: &[char]) -> u32 {
        chars.iter().map(|&c| self.glyphs[&c].advance).sum()
    }

    /// `text` on a strip `width` pixels wide: on one line where it fits, else broken
    /// at a space onto a second line, cut with an ellipsis only where two do not hold it.
    pub fn strip(&self, text: &str, width: u32) -> Pixmap {
        let mut strip = Pixmap::new(width, HEIGHT).expect("a caption strip has a size");
        strip.fill(Color::from_rgba8(PAPER.0, PAPER.1, PAPER.2, 255));
        let room = width.saturating_sub(2 * PAD);
        let chars = self.set(text);
        if self.width(&chars) <= room {
            self.line(&mut strip, &chars, (HEIGHT - LINE) / 2, room);
            return strip;
        }
        // The first line ends at the last space that lets it fit.
        let mut used = 0;
        let mut cut = None;
        for (i, &c) in chars.iter().enumerate() {
            used += self.glyphs[&c].advance;
            if used > room {
                break;
            }
            if c == ' ' {
                cut = Some(i);
            }
        }
        let (first, second) = match cut {
            Some(at) => (&chars[..at], &chars[at + 1..]),
            None => (&chars[..], &[][..]),
        };
        self.line(&mut strip, first, 3, room);
        self.line(&mut strip, second, 3 + LINE, room);
        strip
    }

    /// `text` on one line over an opaque `picture`, from its pixel (`x`, `y`), cut with an
    /// ellipsis where it is wider than `room`.
    pub fn write(&self, picture: &mut impl Glyphs, text: &str, x: u32, y: u32, room: u32) {
        self.line_at(picture, &self.set(text), x, y, room);
    }

    /// One line of glyphs from the top row `y`, cut with an ellipsis where it overflows.
    fn line(&self, strip: &mut Pixmap, chars: &[char], y: u32, room: u32) {
        self.line_at(strip, chars, PAD, y, room);
    }

    fn line_at(&self, strip: &mut impl Glyphs, chars: &[char], x: u32, y: u32, room: u32) {
        let total = self.width(chars);
        let mut pen = x;
        let mut used = 0;
        for &c in chars {
            let glyph = &self.glyphs[&c];
            if total > room && used + glyph.advance + self.ellipsis_width > room {
                strip.blend_rgba(&self.glyphs[&'…'].pixmap, pen, y);
                break;
            }
            strip.blend_rgba(&glyph.pixmap, pen, y);
            pen += glyph.advance;
            used += glyph.advance;
        }
    }
}

fn text_svg(text: &str, width: u32) -> String {
    document(
        width,
        LINE,
        &format!(
            r#"<text x="0" y="{BASELINE}" font-size="{SIZE}" font-weight="bold" fill="rgb({},{},{})">{text}</text>"#,
            INK[0], INK[1], INK[2]
        ),
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
        assert!(atlas.glyphs[&'W'].advance > atlas.glyphs[&'i'].advance);
        assert!(atlas.glyphs[&' '].advance > 0, "a space advances without ink");
        assert!(inked_columns(&atlas.strip("e5-e8 ×f8", 400)) > inked_columns(&atlas.strip("e5-e8", 400)));
    }

    /// The inked rows of a strip: (first, one past the last).
    fn inked_rows(strip: &Pixmap) -> (u32, u32) {
        let paper = Color::from_rgba8(PAPER.0, PAPER.1, PAPER.2, 255).premultiply().to_color_u8();
        let width = strip.width() as usize;
        let rows: Vec<u32> =
            strip.pixels().iter().enumerate().filter(|(_, p)| **p != paper).map(|(i, _)| (i / width) as u32).collect();
        (rows.iter().copied().min().unwrap_or(0), rows.iter().copied().max().map_or(0, |r| r + 1))
    }

    #[test]
    fn a_caption_too_long_for_one_line_wraps_onto_a_second_instead_of_being_cut() {
        let atlas = atlas();
        let long = "a1 attacks b2: rolls 7 + 2 against 5 + 1, ratio +2 (C 8 against 6): b2 falls";
        let wide = atlas.width(&atlas.set(long)) * 2 / 3;
        let one = atlas.strip("a1 attacks b2", wide);
        let two = atlas.strip(long, wide);
        assert!(inked_rows(&one).1 <= HEIGHT / 2 + LINE / 2 + 2, "a short caption keeps to one line");
        assert!(inked_rows(&two).0 < LINE && inked_rows(&two).1 > LINE + 3, "two lines: {:?}", inked_rows(&two));
        assert!(inked_columns(&two) <= wide - PAD + 2);
        let shorter = atlas.strip(long.trim_end_matches(" falls"), wide);
        assert_ne!(two.data(), shorter.data(), "the last word is shown, not cut");
    }

    #[test]
    fn a_caption_too_long_for_two_lines_is_cut_inside_the_margin() {
        let atlas = atlas();
        let strip = atlas.strip(&"attackers roll 6 and win the combat ".repeat(8), 300);
        assert!(inked_columns(&strip) <= 300 - PAD + 2);
        assert!(inked_columns(&strip) > 200);
    }

    #[test]
    fn signs_of_our_messages_are_drawn_and_emoji_stand_in_or_leave() {
        let atlas = atlas();
        assert_eq!(atlas.set("⚔ c3 ≤ 5″ ☠"), "⚔ c3 ≤ 5″ ☠".chars().collect::<Vec<_>>(), "no sign becomes ?");
        assert_eq!(atlas.set("🎲 6"), "⚄ 6".chars().collect::<Vec<_>>());
        assert_eq!(atlas.set("🩸 bob is wounded"), "bob is wounded".chars().collect::<Vec<_>>());
        assert_eq!(atlas.set("☠️ bob"), "☠ bob".chars().collect::<Vec<_>>(), "the emoji selector is left out");
        assert!(inked_columns(&atlas.strip("⚔", 200)) > PAD, "the sword is inked");
    }

    #[test]
    fn an_unknown_character_is_set_as_a_question_mark() {
        let atlas = atlas();
        assert_eq!(atlas.strip("a\u{4E00}b", 200).data(), atlas.strip("a?b", 200).data());
    }
}
