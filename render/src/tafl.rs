//! The tafl boards (7×7, 9×9 and 11×11, with the same art): squares with coordinates,
//! the ruleset's restricted squares marked, attackers dark, defenders light, the king
//! crowned, the last move highlighted and the squares it captured (shieldwalls too)
//! crossed out. Each ruleset's background is rasterised once, and kept as palette
//! indices too: the art has few colours, so a board's PNG is a palette PNG put together
//! from indexed tiles (see [`crate::indexed`]), identical in its pixels to the RGBA
//! drawing that replays and the reference use.

use std::fmt::Write;

use engine::tafl::{Board, Piece, Rules, Ruleset, Square, TaflView};
use resvg::tiny_skia::Pixmap;

use crate::Spots;
use crate::art::{Art, Picture};
use crate::indexed::TileSet;
use crate::raster::{Fonts, RenderError, blend, coordinates, copy_rect, document, rasterize};

const SQ: u32 = 44;
const MARGIN: u32 = 26;

fn side_px(size: u8) -> u32 {
    2 * MARGIN + SQ * u32::from(size)
}

const FRAME: &str = "#4a2f1a";
const LIGHT: &str = "#ecd9ae";
const DARK: &str = "#e0c997";
const SPECIAL: &str = "#a8693d";
const INK: &str = "#f5ead0";

/// Top-left pixel of a square on a board of `size`.
fn origin(size: u8, sq: Square) -> (u32, u32) {
    (MARGIN + u32::from(sq.file()) * SQ, MARGIN + u32::from(size - 1 - sq.rank()) * SQ)
}

/// Squares, marks and coordinates of a ruleset's board: everything that never changes.
fn background(rules: &Rules) -> String {
    let board = rules.start_board();
    let size = board.size();
    let side = side_px(size);
    let mut svg = format!(r#"<rect width="{side}" height="{side}" fill="{FRAME}"/>"#);
    for sq in board.squares() {
        let (x, y) = origin(size, sq);
        let restricted = rules.restricts(&board, sq);
        let fill = if restricted {
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
        if restricted {
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
    let length = SQ * u32::from(size) + 1;
    for i in 0..=u32::from(size) {
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
    let centres = || (0..u32::from(size)).map(|i| MARGIN + i * SQ + SQ / 2);
    svg += &coordinates(
        side,
        MARGIN,
        INK,
        15,
        centres().zip(0..size).map(|(c, i)| (c, char::from(b'a' + i).to_string())),
        centres().zip((1..=size).rev()).map(|(c, rank)| (c, rank.to_string())),
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
fn svg(view: &TaflView) -> String {
    let size = view.board.size();
    let mut body = background(&view.ruleset.rules());
    for sq in view.board.squares() {
        for sprite in content(view, sq).into_iter().flatten() {
            let (x, y) = origin(size, sq);
            let _ = write!(body, r#"<g transform="translate({x} {y})">{}</g>"#, sprite.svg());
        }
    }
    document(side_px(size), side_px(size), &body)
}

/// Squares whose empty pixels are identical: each class shares its tiles.
fn class(rules: &Rules, board: &Board, sq: Square) -> usize {
    if rules.restricts(board, sq) { 0 } else { 1 + usize::from((sq.file() + sq.rank()) % 2) }
}

const CLASSES: usize = 3;

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

/// The rasterised background of each ruleset, and an opaque tile for every square class
/// and content.
pub struct TaflArt {
    /// In [`Ruleset::ALL`]'s order.
    backgrounds: Vec<Pixmap>,
    /// `tiles[class * CONTENTS.len() + content]`.
    tiles: Vec<Pixmap>,
    /// Each ruleset's background and the tiles, as indices of their colours, in
    /// [`Ruleset::ALL`]'s order (none for a background of over 256 colours).
    indexed: Vec<Option<TileSet>>,
}

/// Copies the square at (x, y) of `from` into `to` at (tx, ty).
fn copy_square(from: &Pixmap, x: u32, y: u32, to: &mut Pixmap, tx: u32, ty: u32) {
    copy_rect(from, (x, y), to, (tx, ty), (SQ, SQ));
}

impl Art for TaflArt {
    type View = TaflView;

    fn new(fonts: &Fonts) -> Result<TaflArt, RenderError> {
        let backgrounds: Vec<Pixmap> = Ruleset::ALL
            .iter()
            .map(|ruleset| {
                let rules = ruleset.rules();
                let side = side_px(rules.start_board().size());
                rasterize(&document(side, side, &background(&rules)), fonts)
            })
            .collect::<Result<_, _>>()?;
        let sprites: Vec<Pixmap> =
            Sprite::ALL.iter().map(|s| rasterize(&document(SQ, SQ, &s.svg()), fonts)).collect::<Result<_, _>>()?;
        let sprite = |s: Sprite| &sprites[Sprite::ALL.iter().position(|&t| t == s).expect("every sprite is in ALL")];
        // Every class's tiles come from the classic board, which has them all.
        let (rules, background) = (Ruleset::Classic.rules(), &backgrounds[0]);
        let board = rules.start_board();
        let mut tiles = Vec::with_capacity(CLASSES * CONTENTS.len());
        for c in 0..CLASSES {
            let square = board.squares().find(|&sq| class(&rules, &board, sq) == c).expect("every class has a square");
            let (x, y) = origin(board.size(), square);
            for layers in CONTENTS {
                let mut tile = Pixmap::new(SQ, SQ).ok_or(RenderError::EmptySize)?;
                copy_square(background, x, y, &mut tile, 0, 0);
                for s in layers.into_iter().flatten() {
                    blend(&mut tile, sprite(s), 0, 0);
                }
                tiles.push(tile);
            }
        }
        let indexed = backgrounds.iter().map(|background| TileSet::new(background, &tiles, SQ)).collect();
        Ok(TaflArt { backgrounds, tiles, indexed })
    }

    fn spots(view: &TaflView) -> Spots {
        let size = view.board.size();
        let squares = view.board.squares().map(|sq| {
            let (x, y) = origin(size, sq);
            (sq.to_string(), x, y)
        });
        Spots { width: side_px(size), height: side_px(size), cell: SQ, squares: squares.collect() }
    }

    fn full_svg(view: &TaflView) -> String {
        svg(view)
    }

    fn draw(&self, view: &TaflView, _names: &[&str], _atlas: &crate::caption::Atlas) -> Picture<'_> {
        let mut frame = self.backgrounds[ruleset_index(view)].clone();
        for (tile, (x, y)) in placed(view) {
            copy_square(&self.tiles[tile], 0, 0, &mut frame, x, y);
        }
        Picture::Rgba(frame)
    }

    /// The board as an exact palette PNG (see [`TileSet`]).
    fn png(&self, view: &TaflView, names: &[&str], atlas: &crate::caption::Atlas) -> Vec<u8> {
        let indexed = self.indexed[ruleset_index(view)].as_ref().and_then(|art| art.png(placed(view)));
        indexed.unwrap_or_else(|| self.draw(view, names, atlas).png())
    }
}

fn ruleset_index(view: &TaflView) -> usize {
    Ruleset::ALL.iter().position(|&r| r == view.ruleset).expect("every ruleset is in ALL")
}

/// The tiles a view puts over its background, and where (the squares left plain have
/// none).
fn placed(view: &TaflView) -> impl Iterator<Item = (usize, (u32, u32))> + '_ {
    let (rules, board) = (view.ruleset.rules(), &view.board);
    board.squares().filter_map(move |sq| {
        let layers = content(view, sq);
        let index = CONTENTS.iter().position(|&c| c == layers).expect("every content has a tile");
        (layers != [None, None]).then(|| (class(&rules, board, sq) * CONTENTS.len() + index, origin(board.size(), sq)))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_rulesets_palette_is_exact_so_the_png_shows_the_drawing_pixel_for_pixel() {
        let art = TaflArt::new(&Fonts::embedded()).unwrap();
        let atlas = crate::caption::Atlas::new(&Fonts::embedded()).unwrap();
        for (i, ruleset) in Ruleset::ALL.iter().enumerate() {
            let indexed = art.indexed[i].as_ref().expect("the background has few colours");
            let options = engine::tafl::TaflOptions { ruleset: *ruleset, ..Default::default() };
            let game = engine::playout::random_game::<engine::tafl::Tafl>(&options, 2, i as u64, 40);
            let view = engine::Game::view(game.state(), engine::Viewer::Spectator);
            assert!(view.last.is_some(), "a move is highlighted");
            let png = indexed.png(placed(&view)).expect("a real board needs under 256 colours");
            let decoded = image::load_from_memory(&png).unwrap().to_rgba8();
            assert_eq!(decoded.as_raw(), art.draw(&view, &[], &atlas).rgba().data(), "{ruleset}");
        }
    }

    #[test]
    fn squares_of_one_class_have_identical_backgrounds_in_every_ruleset() {
        let art = TaflArt::new(&Fonts::embedded()).unwrap();
        let classic = Ruleset::Classic.rules().start_board();
        let reference = |c: usize| {
            let rules = Ruleset::Classic.rules();
            let sq = classic.squares().find(|&sq| class(&rules, &classic, sq) == c).unwrap();
            crop(&art.backgrounds[0], classic.size(), sq)
        };
        for (i, ruleset) in Ruleset::ALL.iter().enumerate() {
            let (rules, board) = (ruleset.rules(), ruleset.rules().start_board());
            for sq in board.squares() {
                let c = class(&rules, &board, sq);
                let differing = crop(&art.backgrounds[i], board.size(), sq)
                    .chunks(4)
                    .zip(reference(c).chunks(4))
                    .filter(|(a, b)| a != b)
                    .count();
                assert_eq!(differing, 0, "{ruleset}: {sq} differs from class {c}");
            }
        }
    }

    fn crop(background: &Pixmap, size: u8, sq: Square) -> Vec<u8> {
        let mut tile = Pixmap::new(SQ, SQ).unwrap();
        let (x, y) = origin(size, sq);
        copy_square(background, x, y, &mut tile, 0, 0);
        tile.data().to_vec()
    }
}
