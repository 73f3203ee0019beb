//! The LandOver board: 8×8 with a–h / 1–8 margins, seen from the viewer's side, in the
//! colours and artwork of the match's theme. Each piece shows its kind (chess glyphs for
//! the characters, icons for the warriors, the musician and the standard-bearer each their
//! own) and its current R, during a combat what the rounds so far left; resting pieces
//! carry a blue "z"; the last move is tinted yellow and a combat square red. A kidnapped
//! king rides on its kidnapper's square, ringed in orange, with green dots where it may be
//! set down.

use std::fmt::Write;

use engine::landover::{Kind, LandoverView, Piece, SIZE, Side, Square, Theme};
use resvg::tiny_skia::Pixmap;

use crate::Spots;
use crate::art::{Art, Picture};
use crate::canvas::{IndexedCanvas, Piece as ArtPiece};
use crate::palette::Palette;
use crate::raster::{Fonts, RenderError, blend, coordinates, copy_rect, document, rasterize};

const SQ: u32 = 60;
const MARGIN: u32 = 24;
const SIDE: u32 = 2 * MARGIN + SQ * SIZE as u32;
/// R badges are drawn for 0 to this value; higher values show as this one.
const MAX_BADGE: u8 = 60;
const BADGE_W: u32 = 24;
const BADGE_H: u32 = 15;

/// Board colours of a theme: frame, light squares, dark squares, coordinate ink.
fn palette(theme: Theme) -> [&'static str; 4] {
    match theme {
        Theme::Landover => ["#3b2416", "#efdfb9", "#a9794c", "#f3e6c8"],
        Theme::Metalegno => ["#26302a", "#e3dcc6", "#6f806a", "#e8e1cc"],
    }
}

/// Top-left pixel of a square with `bottom`'s back rank at the bottom of the picture.
fn origin(sq: Square, bottom: Side) -> (u32, u32) {
    let (col, row) = match bottom {
        Side::Lawful => (sq.file(), SIZE - 1 - sq.rank()),
        Side::Chaotic => (SIZE - 1 - sq.file(), sq.rank()),
    };
    (MARGIN + u32::from(col) * SQ, MARGIN + u32::from(row) * SQ)
}

fn background(theme: Theme, bottom: Side) -> String {
    let [frame, light, dark, ink] = palette(theme);
    let mut svg = format!(r#"<rect width="{SIDE}" height="{SIDE}" fill="{frame}"/>"#);
    for sq in Square::all() {
        let (x, y) = origin(sq, bottom);
        let fill = if is_dark(sq) { dark } else { light };
        let _ = write!(
            svg,
            r#"<rect x="{x}" y="{y}" width="{SQ}" height="{SQ}" fill="{fill}" shape-rendering="crispEdges"/>"#
        );
    }
    let squares = || (0..SIZE).map(|i| (i, Square::new(i, i).expect("on the board")));
    svg += &coordinates(
        SIDE,
        MARGIN,
        ink,
        15,
        squares().map(|(i, sq)| (origin(sq, bottom).0 + SQ / 2, char::from(b'a' + i).to_string())),
        squares().map(|(i, sq)| (origin(sq, bottom).1 + SQ / 2, (i + 1).to_string())),
    );
    svg
}

/// What a token shows: its kind, with the heralds told apart (`Kind(Herald)` is the
/// musician).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Icon {
    Kind(Kind),
    StandardBearer,
}

const ICONS: usize = Kind::ALL.len() + 1;

impl Icon {
    fn of(piece: Piece) -> Icon {
        if piece.kind == Kind::Herald && !piece.is_musician() { Icon::StandardBearer } else { Icon::Kind(piece.kind) }
    }

    fn all() -> impl Iterator<Item = Icon> {
        Kind::ALL.into_iter().map(Icon::Kind).chain([Icon::StandardBearer])
    }

    fn index(self) -> usize {
        match self {
            Icon::Kind(kind) => Kind::ALL.iter().position(|&k| k == kind).expect("every kind is listed"),
            Icon::StandardBearer => Kind::ALL.len(),
        }
    }

    /// Chess symbols for characters, icons for warriors.
    fn glyph(self) -> &'static str {
        match self {
            Icon::Kind(Kind::Rook) => "♜",
            Icon::Kind(Kind::Knight) => "♞",
            Icon::Kind(Kind::Bishop) => "♝",
            Icon::Kind(Kind::Queen) => "♛",
            Icon::Kind(Kind::King) => "♚",
            Icon::Kind(Kind::Soldier) => "⚔",
            Icon::Kind(Kind::Squire) => "✦",
            Icon::Kind(Kind::Herald) => "♫",
            Icon::Kind(Kind::Dwarf) => "⚒",
            Icon::Kind(Kind::Spy) => "☽",
            Icon::StandardBearer => "⚑",
        }
    }

    fn is_character(self) -> bool {
        matches!(self, Icon::Kind(kind) if !kind.is_pawn())
    }
}

/// What is drawn over a square, and where inside it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Sprite {
    LastMove,
    Combat,
    Piece(Theme, Side, Icon),
    /// The current R; `wounded` when below full.
    Badge {
        r: u8,
        wounded: bool,
    },
    Resting,
    /// A kidnapped king, small, in the corner of its kidnapper's square.
    Kidnapped(Theme, Side),
    /// A square where a kidnapped king may be set down.
    Place,
}

const THEMES: [Theme; 2] = [Theme::Landover, Theme::Metalegno];
const SIDES: [Side; 2] = [Side::Chaotic, Side::Lawful];
const PIECES: usize = 2 * 2 * ICONS;
/// Where a kidnapped king is drawn, and its size.
const CARRIED: u32 = 30;
const PLACE_DOT: u32 = 16;
const BADGES: usize = MAX_BADGE as usize + 1;

impl Sprite {
    fn all() -> Vec<Sprite> {
        let mut all = vec![Sprite::LastMove, Sprite::Combat];
        for theme in THEMES {
            for side in SIDES {
                all.extend(Icon::all().map(|icon| Sprite::Piece(theme, side, icon)));
            }
        }
        for wounded in [false, true] {
            all.extend((0..=MAX_BADGE).map(|r| Sprite::Badge { r, wounded }));
        }
        all.push(Sprite::Resting);
        for theme in THEMES {
            all.extend(SIDES.map(|side| Sprite::Kidnapped(theme, side)));
        }
        all.push(Sprite::Place);
        all
    }

    fn index(self) -> usize {
        match self {
            Sprite::LastMove => 0,
            Sprite::Combat => 1,
            Sprite::Piece(theme, side, icon) => 2 + (theme as usize * 2 + side.index()) * ICONS + icon.index(),
            Sprite::Badge { r, wounded } => 2 + PIECES + usize::from(wounded) * BADGES + usize::from(r.min(MAX_BADGE)),
            Sprite::Resting => 2 + PIECES + 2 * BADGES,
            Sprite::Kidnapped(theme, side) => 3 + PIECES + 2 * BADGES + theme as usize * 2 + side.index(),
            Sprite::Place => 7 + PIECES + 2 * BADGES,
        }
    }

    /// Size and offset inside the square.
    fn frame(self) -> (u32, u32, u32, u32) {
        match self {
            Sprite::Badge { .. } => (BADGE_W, BADGE_H, SQ - BADGE_W - 1, SQ - BADGE_H - 1),
            Sprite::Resting => (16, 16, SQ - 17, 1),
            Sprite::Kidnapped(..) => (CARRIED, CARRIED, 0, 0),
            Sprite::Place => (PLACE_DOT, PLACE_DOT, (SQ - PLACE_DOT) / 2, (SQ - PLACE_DOT) / 2),
            _ => (SQ, SQ, 0, 0),
        }
    }

    fn svg(self) -> String {
        match self {
            Sprite::LastMove => format!(r##"<rect width="{SQ}" height="{SQ}" fill="#f2c200" fill-opacity="0.45"/>"##),
            Sprite::Combat => format!(r##"<rect width="{SQ}" height="{SQ}" fill="#d7261e" fill-opacity="0.5"/>"##),
            Sprite::Piece(theme, side, icon) => piece(theme, side, icon),
            Sprite::Kidnapped(theme, side) => format!(
                r##"<g transform="scale({scale})">{}</g><circle cx="{c}" cy="{c}" r="{r}" fill="none" stroke="#ff8c00" stroke-width="3"/>"##,
                piece(theme, side, Icon::Kind(Kind::King)),
                scale = f64::from(CARRIED) / f64::from(SQ),
                c = CARRIED / 2,
                r = CARRIED / 2 - 2,
            ),
            Sprite::Place => format!(
                r##"<circle cx="{c}" cy="{c}" r="{r}" fill="#2e9e44" fill-opacity="0.85" stroke="#ffffff" stroke-width="2"/>"##,
                c = PLACE_DOT / 2,
                r = PLACE_DOT / 2 - 1,
            ),
            Sprite::Badge { r, wounded } => {
                let fill = if wounded { "#b3201a" } else { "#202020" };
                format!(
                    r##"<rect x="0.5" y="0.5" width="{w}" height="{h}" rx="4" fill="{fill}" fill-opacity="0.9"/><text x="{cx}" y="12" font-size="11" font-weight="bold" text-anchor="middle" fill="#ffffff">{r}</text>"##,
                    w = BADGE_W - 1,
                    h = BADGE_H - 1,
                    cx = BADGE_W / 2,
                )
            }
            Sprite::Resting => r##"<circle cx="8" cy="8" r="7.5" fill="#2f6fd6" stroke="#ffffff" stroke-width="1"/><text x="8" y="12" font-size="11" font-weight="bold" text-anchor="middle" fill="#ffffff">z</text>"##.to_owned(),
        }
    }
}

/// A piece token. LandOver: round tokens, Chaotic dark with a red rim, Lawful ivory with
/// a blue rim. MetaLegno: Terre Alte on green Celtic shields with gold, Terre Piane on
/// brass cogs with steel. Characters are larger than warriors.
fn piece(theme: Theme, side: Side, icon: Icon) -> String {
    let c = SQ / 2;
    let big = icon.is_character();
    let radius = if big { 24 } else { 19 };
    let (body, ink) = match (theme, side) {
        (Theme::Landover, Side::Chaotic) => (
            format!(r##"<circle cx="{c}" cy="{c}" r="{radius}" fill="#34192f" stroke="#c0392b" stroke-width="3"/>"##),
            "#f6d7cf",
        ),
        (Theme::Landover, Side::Lawful) => (
            format!(r##"<circle cx="{c}" cy="{c}" r="{radius}" fill="#fbf4e2" stroke="#2e5e9e" stroke-width="3"/>"##),
            "#1d2b44",
        ),
        (Theme::Metalegno, Side::Chaotic) => {
            let (w, top, bottom) = (radius, c - radius + 1, c + radius);
            (
                format!(
                    r##"<path d="M{l} {top} H{r} V{mid} Q{r} {low} {c} {bottom} Q{l} {low} {l} {mid} Z" fill="#2f5a32" stroke="#d4af37" stroke-width="3" stroke-linejoin="round"/><circle cx="{c}" cy="{c}" r="{inner}" fill="none" stroke="#d4af37" stroke-width="1.2" stroke-dasharray="3 2"/>"##,
                    l = c - w + 2,
                    r = c + w - 2,
                    mid = c,
                    low = bottom - 6,
                    inner = radius - 7,
                ),
                "#f3e7b3",
            )
        }
        (Theme::Metalegno, Side::Lawful) => {
            let teeth: String = (0..8)
                .map(|i| {
                    format!(
                        r##"<rect x="{x}" y="{y}" width="8" height="8" fill="#b5893b" stroke="#3b3f46" stroke-width="1.5" transform="rotate({a} {c} {c})"/>"##,
                        x = c - 4,
                        y = c - radius - 3,
                        a = i * 45,
                    )
                })
                .collect();
            (
                format!(
                    r##"{teeth}<circle cx="{c}" cy="{c}" r="{radius}" fill="#c99a45" stroke="#3b3f46" stroke-width="2.5"/>"##
                ),
                "#2a2d33",
            )
        }
    };
    let size = if big { 30 } else { 22 };
    format!(
        r#"{body}<text x="{c}" y="{y}" font-size="{size}" font-weight="bold" text-anchor="middle" fill="{ink}">{}</text>"#,
        icon.glyph(),
        y = c + size * 7 / 20,
    )
}

/// What a square shows under its marks: a highlight and a piece. Each combination is one
/// opaque tile.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Cell {
    highlight: Option<Sprite>,
    piece: Option<Sprite>,
}

/// The cells that differ from the bare board.
fn cells(view: &LandoverView) -> Vec<(Square, Cell)> {
    let mut cells = [Cell::default(); 64];
    let mut light = |sq: Square, sprite: Sprite| {
        let cell = &mut cells[sq.index()];
        if cell.highlight != Some(Sprite::Combat) {
            cell.highlight = Some(sprite);
        }
    };
    if let Some(last) = view.last {
        light(last.from, Sprite::LastMove);
        light(last.to, if last.combat == Some(last.to) { Sprite::Combat } else { Sprite::LastMove });
    }
    if let Some((from, to)) = view.fighting {
        light(from, Sprite::LastMove);
        light(to, Sprite::Combat);
    }
    for unit in &view.units {
        cells[unit.square.index()].piece = Some(Sprite::Piece(view.theme, unit.piece.side, Icon::of(unit.piece)));
    }
    Square::all().map(|sq| (sq, cells[sq.index()])).filter(|(_, cell)| *cell != Cell::default()).collect()
}

/// The small marks over pieces: R badges, resting marks, and a kidnapped king with the
/// squares it may be set down on.
fn marks(view: &LandoverView) -> Vec<(Square, Sprite)> {
    let mut out = Vec::new();
    for unit in &view.units {
        out.push((unit.square, Sprite::Badge { r: unit.r.min(MAX_BADGE), wounded: unit.r < unit.max }));
        if unit.resting {
            out.push((unit.square, Sprite::Resting));
        }
    }
    if let Some(kidnap) = &view.kidnapped {
        out.extend(kidnap.places.iter().map(|&sq| (sq, Sprite::Place)));
        out.push((kidnap.king.square, Sprite::Kidnapped(view.theme, kidnap.king.piece.side)));
    }
    out
}

/// Light or dark: h1 is light, so a square is dark when file and rank have the same parity.
fn is_dark(sq: Square) -> bool {
    (sq.file() + sq.rank()).is_multiple_of(2)
}

/// The whole picture as one SVG (the slow path, kept as the test oracle).
fn svg(view: &LandoverView) -> String {
    let mut body = background(view.theme, view.bottom);
    let mut put = |sq: Square, sprite: Sprite| {
        let (x, y) = origin(sq, view.bottom);
        let (_, _, dx, dy) = sprite.frame();
        let _ = write!(body, r#"<g transform="translate({} {})">{}</g>"#, x + dx, y + dy, sprite.svg());
    };
    for (sq, cell) in cells(view) {
        cell.highlight.into_iter().chain(cell.piece).for_each(|sprite| put(sq, sprite));
    }
    for (sq, sprite) in marks(view) {
        put(sq, sprite);
    }
    document(SIDE, SIDE, &body)
}

const HIGHLIGHTS: [Option<Sprite>; 3] = [None, Some(Sprite::LastMove), Some(Sprite::Combat)];
/// Tiles per theme and square colour: every highlight with no piece or each of the 22.
const TILES_PER_COLOUR: usize = HIGHLIGHTS.len() * (1 + 2 * ICONS);

fn tile_index(theme: Theme, dark: bool, cell: Cell) -> usize {
    let highlight = HIGHLIGHTS.iter().position(|&h| h == cell.highlight).expect("every highlight is listed");
    let piece = match cell.piece {
        Some(Sprite::Piece(_, side, icon)) => 1 + side.index() * ICONS + icon.index(),
        _ => 0,
    };
    (theme as usize * 2 + usize::from(dark)) * TILES_PER_COLOUR + highlight * (1 + 2 * ICONS) + piece
}

/// The backgrounds per theme and orientation, an opaque tile for every cell on either
/// square colour, and the marks, with the palette of the PNGs (one for both themes).
pub struct LandoverArt {
    palette: Palette,
    /// `backgrounds[theme * 2 + bottom]`.
    backgrounds: Vec<ArtPiece>,
    tiles: Vec<ArtPiece>,
    sprites: Vec<ArtPiece>,
}

impl LandoverArt {
    fn background(&self, view: &LandoverView) -> &ArtPiece {
        &self.backgrounds[view.theme as usize * 2 + view.bottom.index()]
    }

    /// The cells (their squares, highlights and pieces) and the marks over them.
    fn paint(&self, view: &LandoverView, canvas: &mut IndexedCanvas) {
        for (sq, cell) in cells(view) {
            let (x, y) = origin(sq, view.bottom);
            canvas.copy(&self.tiles[tile_index(view.theme, is_dark(sq), cell)], x, y);
        }
        for (sq, sprite) in marks(view) {
            let (x, y) = origin(sq, view.bottom);
            let (_, _, dx, dy) = sprite.frame();
            canvas.blend(&self.sprites[sprite.index()], x + dx, y + dy);
        }
    }
}

impl Art for LandoverArt {
    type View = LandoverView;

    fn new(fonts: &Fonts) -> Result<LandoverArt, RenderError> {
        let mut backgrounds = Vec::new();
        for theme in THEMES {
            for bottom in SIDES {
                backgrounds.push(rasterize(&document(SIDE, SIDE, &background(theme, bottom)), fonts)?);
            }
        }
        let sprites: Vec<Pixmap> = Sprite::all()
            .into_iter()
            .enumerate()
            .map(|(i, s)| {
                debug_assert_eq!(s.index(), i);
                let (w, h, _, _) = s.frame();
                rasterize(&document(w, h, &s.svg()), fonts)
            })
            .collect::<Result<_, _>>()?;
        let mut tiles = Vec::with_capacity(2 * 2 * TILES_PER_COLOUR);
        for theme in THEMES {
            let board = &backgrounds[theme as usize * 2];
            for dark in [false, true] {
                let sq = Square::all().find(|&sq| is_dark(sq) == dark).expect("both colours exist");
                let pieces = std::iter::once(None).chain(
                    SIDES
                        .into_iter()
                        .flat_map(|side| Icon::all().map(move |icon| Some(Sprite::Piece(theme, side, icon)))),
                );
                let pieces: Vec<Option<Sprite>> = pieces.collect();
                for highlight in HIGHLIGHTS {
                    for &piece in &pieces {
                        let mut tile = Pixmap::new(SQ, SQ).ok_or(RenderError::EmptySize)?;
                        copy_rect(board, origin(sq, SIDES[0]), &mut tile, (0, 0), (SQ, SQ));
                        for sprite in highlight.into_iter().chain(piece) {
                            blend(&mut tile, &sprites[sprite.index()], 0, 0);
                        }
                        debug_assert_eq!(tile_index(theme, dark, Cell { highlight, piece }), tiles.len());
                        tiles.push(tile);
                    }
                }
            }
        }
        let opaque: Vec<&Pixmap> = backgrounds.iter().chain(&tiles).collect();
        let palette = Palette::new(&opaque, &sprites.iter().collect::<Vec<_>>(), &[]);
        let pieces = |pictures: Vec<Pixmap>| pictures.into_iter().map(|p| ArtPiece::new(&p, &palette)).collect();
        Ok(LandoverArt { backgrounds: pieces(backgrounds), tiles: pieces(tiles), sprites: pieces(sprites), palette })
    }

    fn spots(view: &LandoverView) -> Spots {
        let squares = Square::all().map(|sq| {
            let (x, y) = origin(sq, view.bottom);
            (sq.to_string(), x, y)
        });
        Spots { width: SIDE, height: SIDE, cell: SQ, squares: squares.collect() }
    }

    fn full_svg(view: &LandoverView) -> String {
        svg(view)
    }

    /// The board drawn in the palette's indices.
    fn draw(&self, view: &LandoverView, _names: &[&str], _atlas: &crate::caption::Atlas) -> Picture<'_> {
        let mut canvas = IndexedCanvas::of(&self.palette, self.background(view));
        self.paint(view, &mut canvas);
        Picture::Indexed(canvas)
    }
}
