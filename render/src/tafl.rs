//! The Hnefatafl board: 11×11 squares with coordinates, throne and corners marked,
//! attackers dark, defenders light, the king crowned, the last move highlighted and the
//! squares it captured crossed out.

use std::fmt::Write;

use engine::tafl::{Piece, SIZE, Square, TaflView};
use resvg::tiny_skia::Pixmap;

use crate::raster::{Fonts, RenderError, blend, rasterize};

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

fn document(width: u32, height: u32, body: &str) -> String {
    format!(
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" viewBox="0 0 {width} {height}">{body}</svg>"#
    )
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
            r#"<rect x="{x}" y="{y}" width="{SQ}" height="{SQ}" fill="{fill}" stroke="{FRAME}" stroke-width="1"/>"#
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
    let font = r#"font-size="15" font-weight="bold" text-anchor="middle" fill=""#;
    for i in 0..u32::from(SIZE) {
        let c = MARGIN + i * SQ + SQ / 2;
        let file = char::from(b'a' + i as u8);
        let rank = u32::from(SIZE) - i;
        for y in [MARGIN / 2 + 6, SIDE - MARGIN / 2 + 6] {
            let _ = write!(svg, r#"<text x="{c}" y="{y}" {font}{INK}">{file}</text>"#);
        }
        for x in [MARGIN / 2, SIDE - MARGIN / 2] {
            let _ = write!(svg, r#"<text x="{x}" y="{}" {font}{INK}">{rank}</text>"#, c + 5);
        }
    }
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

/// What goes on each square of a view, in drawing order.
fn overlays(view: &TaflView) -> Vec<(Square, Sprite)> {
    let mut out = Vec::new();
    if let Some(last) = &view.last {
        out.push((last.from, Sprite::Highlight));
        out.push((last.to, Sprite::Highlight));
        out.extend(last.captured.iter().map(|&sq| (sq, Sprite::Captured)));
    }
    out.extend(view.board.pieces().map(|(sq, piece)| (sq, Sprite::piece(piece))));
    out
}

/// The whole picture as one SVG (the slow path, kept as the test oracle).
pub fn full_svg(view: &TaflView) -> String {
    let mut body = background();
    for (sq, sprite) in overlays(view) {
        let (x, y) = origin(sq);
        let _ = write!(body, r#"<g transform="translate({x} {y})">{}</g>"#, sprite.svg());
    }
    document(SIDE, SIDE, &body)
}

/// The rasterised background and sprites.
pub struct TaflArt {
    background: Pixmap,
    sprites: Vec<Pixmap>,
}

impl TaflArt {
    pub fn new(fonts: &Fonts) -> Result<TaflArt, RenderError> {
        let background = rasterize(&document(SIDE, SIDE, &background()), fonts)?;
        let sprites =
            Sprite::ALL.iter().map(|s| rasterize(&document(SQ, SQ, &s.svg()), fonts)).collect::<Result<_, _>>()?;
        Ok(TaflArt { background, sprites })
    }

    fn sprite(&self, sprite: Sprite) -> &Pixmap {
        &self.sprites[Sprite::ALL.iter().position(|&s| s == sprite).expect("every sprite is in ALL")]
    }

    pub fn draw(&self, view: &TaflView) -> Pixmap {
        let mut frame = self.background.clone();
        for (sq, sprite) in overlays(view) {
            let (x, y) = origin(sq);
            blend(&mut frame, self.sprite(sprite), x, y);
        }
        frame
    }
}
