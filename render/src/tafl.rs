//! The Hnefatafl board: 11×11 squares with coordinates, throne and corners marked,
//! attackers dark, defenders light, the king crowned, the last move highlighted and the
//! squares it captured crossed out.

use std::fmt::Write;

use engine::tafl::{Piece, SIZE, Square, TaflView};
use resvg::tiny_skia::Pixmap;

use crate::raster::{Fonts, RenderError, blend, coordinates, copy_rect, document, rasterize};

const SQ: u32 = 44;
const MARGIN: u32 = 26;
const SIDE: u32 = 2 * MARGIN + SQ * SIZE as u32;

const FRAME: &str = "#4a2f1a";
const LIGHT: &str = "#ecd9ae";
const DARK: &str = "#e0c997";
const SPECIAL: &str = "#a8693d";
const INK: &str = "#f5ead0";

/// Top-left pixel of a square.
fn origin(sq: Square) -> (u32, u32) {
    (MARGIN + u32::from(sq.file()) * SQ, MARGIN + u32::from(SIZE - 1 - sq.rank()) * SQ)
}

/// Squares, marks and coordinates: everything that never changes.
fn background() -> String {
    let mut svg = format!(r#"<rect width="{SIDE}" height="{SIDE}" fill="{FRAME}"/>"#);
    for sq in Square::all() {
        let (x, y) = origin(sq);
        let fill = if sq.is_restricted() {
            SPECIAL
        } else if (sq.file() + sq.rank()) % 2 == 0 {
            DARK
        } else {
            LIGHT
        };
        let _ = write!(
            svg,
            r#"<rect x="{x}" y="{y}" width="{SQ}" height="{SQ}" fill="{fill}" shape-rendering="crispEdges"/>"#
        );
        if sq.is_restricted() {
            let (a, b) = (6, SQ - 6);
            let _ = write!(
                svg,
                r#"<path d="M{} {} L{} {} M{} {} L{} {}" stroke="{LIGHT}" stroke-width="3" stroke-linecap="round" transform="translate({x} {y})"/>"#,
                a, a, b, b, b, a, a, b
            );
        }
    }
    // Pixel-aligned grid lines: each square owns the line on its left and top, so all
    // squares of one kind have identical pixels and can share tiles.
    let length = SQ * u32::from(SIZE) + 1;
    for i in 0..=u32::from(SIZE) {
        let at = MARGIN + i * SQ;
        let _ = write!(
            svg,
            r#"<rect x="{at}" y="{MARGIN}" width="1" height="{length}" fill="{FRAME}" shape-rendering="crispEdges"/>"#
        );
        let _ = write!(
            svg,
            r#"<rect x="{MARGIN}" y="{at}" width="{length}" height="1" fill="{FRAME}" shape-rendering="crispEdges"/>"#
        );
    }
    let centres = || (0..u32::from(SIZE)).map(|i| MARGIN + i * SQ + SQ / 2);
    svg += &coordinates(
        SIDE,
        MARGIN,
        INK,
        15,
        centres().zip(0..SIZE).map(|(c, i)| (c, char::from(b'a' + i).to_string())),
        centres().zip((1..=SIZE).rev()).map(|(c, rank)| (c, rank.to_string())),
    );
    svg
}

/// The sprites drawn over squares, each an SVG fragment of one square's size.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Sprite {
    Highlight,
    Captured,
    Attacker,
    Defender,
    King,
}

impl Sprite {
    const ALL: [Sprite; 5] = [Sprite::Highlight, Sprite::Captured, Sprite::Attacker, Sprite::Defender, Sprite::King];

    fn piece(piece: Piece) -> Sprite {
        match piece {
            Piece::Attacker => Sprite::Attacker,
            Piece::Defender => Sprite::Defender,
            Piece::King => Sprite::King,
        }
    }

    fn svg(self) -> String {
        let c = SQ / 2;
        match self {
            Sprite::Highlight => format!(r##"<rect width="{SQ}" height="{SQ}" fill="#f2c200" fill-opacity="0.5"/>"##),
            Sprite::Captured => format!(
                r##"<circle cx="{c}" cy="{c}" r="14" fill="none" stroke="#c81e1e" stroke-width="3"/><path d="M{a} {a} L{b} {b} M{b} {a} L{a} {b}" stroke="#c81e1e" stroke-width="4" stroke-linecap="round"/>"##,
                a = c - 8,
                b = c + 8
            ),
            Sprite::Attacker => format!(
                r##"<circle cx="{c}" cy="{c}" r="16" fill="#1f1f1f" stroke="#8a8a8a" stroke-width="2.5"/><circle cx="{c}" cy="{c}" r="8" fill="none" stroke="#5a5a5a" stroke-width="2"/>"##
            ),
            Sprite::Defender => {
                format!(r##"<circle cx="{c}" cy="{c}" r="16" fill="#fbf8ef" stroke="#2a2a2a" stroke-width="2.5"/>"##)
            }
            Sprite::King => format!(
                r##"<circle cx="{c}" cy="{c}" r="18" fill="#fbf8ef" stroke="#b8860b" stroke-width="3.5"/><path d="M{c} {t} V{u} M{l} {m} H{r}" stroke="#b8860b" stroke-width="4.5" stroke-linecap="round"/>"##,
                t = c - 11,
                u = c + 11,
                l = c - 9,
                r = c + 9,
                m = c - 2
            ),
        }
    }
}

/// The whole picture as one SVG (the slow path, kept as the test oracle).
pub fn full_svg(view: &TaflView) -> String {
    let mut body = background();
    for sq in Square::all() {
        for sprite in content(view, sq).into_iter().flatten() {
            let (x, y) = origin(sq);
            let _ = write!(body, r#"<g transform="translate({x} {y})">{}</g>"#, sprite.svg());
        }
    }
    document(SIDE, SIDE, &body)
}

/// Squares whose empty pixels are identical: each class shares its tiles.
fn class(sq: Square) -> usize {
    if sq.is_corner() {
        0
    } else if sq.is_throne() {
        1
    } else {
        2 + usize::from((sq.file() + sq.rank()) % 2)
    }
}

const CLASSES: usize = 4;

/// What a square shows besides its background.
fn content(view: &TaflView, sq: Square) -> [Option<Sprite>; 2] {
    let highlight = view.last.as_ref().is_some_and(|l| l.from == sq || l.to == sq).then_some(Sprite::Highlight);
    let top = match view.board.get(sq) {
        Some(piece) => Some(Sprite::piece(piece)),
        None => view.last.as_ref().is_some_and(|l| l.captured.contains(&sq)).then_some(Sprite::Captured),
    };
    [highlight, top]
}

/// Every combination of (highlight, top sprite) a square can show, in tile order.
const CONTENTS: [[Option<Sprite>; 2]; 10] = {
    const TOPS: [Option<Sprite>; 5] =
        [None, Some(Sprite::Captured), Some(Sprite::Attacker), Some(Sprite::Defender), Some(Sprite::King)];
    let mut all = [[None, None]; 10];
    let mut i = 0;
    while i < 10 {
        all[i] = [if i >= 5 { Some(Sprite::Highlight) } else { None }, TOPS[i % 5]];
        i += 1;
    }
    all
};

/// The rasterised background, and an opaque tile for every square class and content.
pub struct TaflArt {
    background: Pixmap,
    /// `tiles[class * CONTENTS.len() + content]`.
    tiles: Vec<Pixmap>,
}

/// Copies the square at (x, y) of `from` into `to` at (tx, ty).
fn copy_square(from: &Pixmap, x: u32, y: u32, to: &mut Pixmap, tx: u32, ty: u32) {
    copy_rect(from, (x, y), to, (tx, ty), SQ);
}

impl TaflArt {
    pub fn new(fonts: &Fonts) -> Result<TaflArt, RenderError> {
        let background = rasterize(&document(SIDE, SIDE, &background()), fonts)?;
        let sprites: Vec<Pixmap> =
            Sprite::ALL.iter().map(|s| rasterize(&document(SQ, SQ, &s.svg()), fonts)).collect::<Result<_, _>>()?;
        let sprite = |s: Sprite| &sprites[Sprite::ALL.iter().position(|&t| t == s).expect("every sprite is in ALL")];
        let mut tiles = Vec::with_capacity(CLASSES * CONTENTS.len());
        for c in 0..CLASSES {
            let (x, y) = origin(Square::all().find(|&sq| class(sq) == c).expect("every class has a square"));
            for layers in CONTENTS {
                let mut tile = Pixmap::new(SQ, SQ).ok_or(RenderError::EmptySize)?;
                copy_square(&background, x, y, &mut tile, 0, 0);
                for s in layers.into_iter().flatten() {
                    blend(&mut tile, sprite(s), 0, 0);
                }
                tiles.push(tile);
            }
        }
        Ok(TaflArt { background, tiles })
    }

    pub fn draw(&self, view: &TaflView) -> Pixmap {
        let mut frame = self.background.clone();
        for sq in Square::all() {
            let layers = content(view, sq);
            if layers != [None, None] {
                let index = CONTENTS.iter().position(|&c| c == layers).expect("every content has a tile");
                let (x, y) = origin(sq);
                copy_square(&self.tiles[class(sq) * CONTENTS.len() + index], 0, 0, &mut frame, x, y);
            }
        }
        frame
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_of_one_class_have_identical_backgrounds() {
        let art = TaflArt::new(&Fonts::embedded()).unwrap();
        let crop = |sq: Square| {
            let mut tile = Pixmap::new(SQ, SQ).unwrap();
            let (x, y) = origin(sq);
            copy_square(&art.background, x, y, &mut tile, 0, 0);
            tile.data().to_vec()
        };
        for c in 0..CLASSES {
            let squares: Vec<Square> = Square::all().filter(|&sq| class(sq) == c).collect();
            let first = crop(squares[0]);
            for &sq in &squares[1..] {
                let other = crop(sq);
                let differing = first.chunks(4).zip(other.chunks(4)).filter(|(a, b)| a != b).count();
                assert_eq!(differing, 0, "{sq} differs from {} in class {c}", squares[0]);
            }
        }
    }
}
