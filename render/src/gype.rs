//! The Table Gype board: the 10×10 frame with each home row in its player's colour, dice
//! as rounded squares in their owner's colour with their face's icon, finished dice
//! badged, the last move's path drawn and the dice it rerolled ringed. During the secret
//! set-up, a home row still being chosen shows question marks, and a chosen but hidden
//! one shows the backs of its dice.

use std::fmt::Write;

use engine::gype::{FRAME, Face, GypeView, Region, Side, Square};
use resvg::tiny_skia::Pixmap;

use crate::Spots;
use crate::art::{Art, Picture};
use crate::canvas::{IndexedCanvas, Piece};
use crate::palette::Palette;
use crate::raster::{Fonts, PathStyle, RenderError, coordinates, document, rasterize};

const SQ: u32 = 44;
const MARGIN: u32 = 26;
const SIDE: u32 = 2 * MARGIN + SQ * FRAME as u32;

const WOOD: &str = "#4a2f1a";
const LIGHT: &str = "#ecd9ae";
const DARK: &str = "#d9bf8c";
const UNUSED: &str = "#a08a68";
const INK: &str = "#f5ead0";
const ICON: &str = "#fffaf0";
/// The last move's path.
const PATH: PathStyle = PathStyle { rgb: (32, 32, 32), opacity: 0.7, width: 4.0, dot: Some(5.0) };

fn colour(side: Side) -> &'static str {
    match side {
        Side::South => "#c0392b",
        Side::West => "#1e8449",
        Side::North => "#1f618d",
        Side::East => "#7d3c98",
    }
}

fn tint(side: Side) -> &'static str {
    match side {
        Side::South => "#f2c4bd",
        Side::West => "#bfe3cc",
        Side::North => "#bcd6ea",
        Side::East => "#dcc6e6",
    }
}

/// Top-left pixel of a square.
fn origin(sq: Square) -> (u32, u32) {
    (MARGIN + u32::from(sq.file()) * SQ, MARGIN + u32::from(FRAME - 1 - sq.rank()) * SQ)
}

fn centre(sq: Square) -> (f32, f32) {
    let (x, y) = origin(sq);
    ((x + SQ / 2) as f32, (y + SQ / 2) as f32)
}

/// Squares, home rows in the seated sides' colours, grid and coordinates.
fn background(seated: &[Side]) -> String {
    let mut svg = format!(r#"<rect width="{SIDE}" height="{SIDE}" fill="{WOOD}"/>"#);
    for sq in Square::all() {
        let (x, y) = origin(sq);
        let fill = match sq.region() {
            Region::Home(side) if seated.contains(&side) => tint(side),
            Region::Home(_) => UNUSED,
            Region::Board if (sq.file() + sq.rank()) % 2 == 0 => DARK,
            Region::Board => LIGHT,
        };
        let _ = write!(
            svg,
            r#"<rect x="{x}" y="{y}" width="{SQ}" height="{SQ}" fill="{fill}" shape-rendering="crispEdges"/>"#
        );
    }
    let length = SQ * u32::from(FRAME) + 1;
    for i in 0..=u32::from(FRAME) {
        let at = MARGIN + i * SQ;
        let _ = write!(
            svg,
            r#"<rect x="{at}" y="{MARGIN}" width="1" height="{length}" fill="{WOOD}" shape-rendering="crispEdges"/><rect x="{MARGIN}" y="{at}" width="{length}" height="1" fill="{WOOD}" shape-rendering="crispEdges"/>"#
        );
    }
    // The 8×8 board's edge.
    let (inner, span) = (MARGIN + SQ, 8 * SQ + 1);
    let _ = write!(
        svg,
        r#"<rect x="{inner}" y="{inner}" width="{span}" height="{span}" fill="none" stroke="{WOOD}" stroke-width="3"/>"#
    );
    let centres = || (0..u32::from(FRAME)).map(|i| MARGIN + i * SQ + SQ / 2);
    svg += &coordinates(
        SIDE,
        MARGIN,
        INK,
        13,
        centres().zip(0..FRAME).map(|(c, i)| (c, char::from(b'a' + i).to_string())),
        centres().zip((1..=FRAME).rev()).map(|(c, rank)| (c, rank.to_string())),
    );
    svg
}

/// What is drawn over a square.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Sprite {
    Die(Side, Face),
    /// A chosen but still secret die.
    Hidden(Side),
    /// A home-row square whose player is still choosing.
    Choosing,
    Finished,
    Rerolled,
}

impl Sprite {
    fn all() -> Vec<Sprite> {
        let mut all: Vec<Sprite> =
            Side::ALL.iter().flat_map(|&side| Face::ALL.iter().map(move |&face| Sprite::Die(side, face))).collect();
        all.extend(Side::ALL.map(Sprite::Hidden));
        all.extend([Sprite::Choosing, Sprite::Finished, Sprite::Rerolled]);
        all
    }

    fn index(self) -> usize {
        match self {
            Sprite::Die(side, face) => side as usize * Face::ALL.len() + face as usize,
            Sprite::Hidden(side) => 24 + side as usize,
            Sprite::Choosing => 28,
            Sprite::Finished => 29,
            Sprite::Rerolled => 30,
        }
    }

    fn svg(self) -> String {
        let body =
            r##"<rect x="5" y="5" width="34" height="34" rx="7" fill="{c}" stroke="#1d1d1d" stroke-width="1.5"/>"##;
        match self {
            Sprite::Die(side, face) => body.replace("{c}", colour(side)) + &icon(face, colour(side)),
            Sprite::Hidden(side) => body.replace("{c}", colour(side)).replace("fill=", r#"fill-opacity="0.55" fill="#)
                + &format!(r#"<text x="22" y="30" font-size="20" font-weight="bold" text-anchor="middle" fill="{ICON}">?</text>"#),
            Sprite::Choosing => {
                r##"<text x="22" y="30" font-size="20" font-weight="bold" text-anchor="middle" fill="#6b5a45">?</text>"##.into()
            }
            Sprite::Finished => r##"<circle cx="36" cy="8" r="6.5" fill="#f4c430" stroke="#5a4500" stroke-width="1.2"/><path d="M33 8 L35.3 10.3 L39 6" stroke="#5a4500" stroke-width="1.8" fill="none" stroke-linecap="round" stroke-linejoin="round"/>"##.into(),
            Sprite::Rerolled => r##"<rect x="2.5" y="2.5" width="39" height="39" rx="9" fill="none" stroke="#ff2d95" stroke-width="3.5"/>"##.into(),
        }
    }
}

/// A face's icon, drawn in light ink over a die of colour `die`.
fn icon(face: Face, die: &str) -> String {
    match face {
        Face::Flame => format!(
            r#"<path d="M22 10 C27 16 30 20 29 26 C28 31 25 33 22 33 C19 33 16 31 15 26 C14 21 18 19 19 14 C21 17 21 19 22 21 C23 17 22 13 22 10 Z" fill="{ICON}"/>"#
        ),
        Face::Book => format!(
            r#"<path d="M11 14 Q16 12 21 15 V31 Q16 28 11 30 Z M33 14 Q28 12 23 15 V31 Q28 28 33 30 Z" fill="{ICON}"/>"#
        ),
        Face::Swords => format!(
            r#"<path d="M12 12 L31 31 M32 12 L13 31 M25 32 L32 25 M12 25 L19 32" stroke="{ICON}" stroke-width="3" stroke-linecap="round"/>"#
        ),
        Face::Tree => format!(
            r#"<path d="M22 9 L30 20 H26 L32 28 H12 L18 20 H14 Z" fill="{ICON}"/><rect x="20" y="28" width="4" height="6" fill="{ICON}"/>"#
        ),
        Face::Hat => format!(
            r#"<rect x="15" y="11" width="14" height="15" rx="1.5" fill="{ICON}"/><rect x="15" y="21" width="14" height="3" fill="{die}"/><rect x="10" y="26" width="24" height="4" rx="2" fill="{ICON}"/>"#
        ),
        Face::Ear => format!(
            r#"<path d="M16 17 C16 9 30 8 30 18 C30 23 26 24 25 28 C24 32 20 34 17 31" fill="none" stroke="{ICON}" stroke-width="3" stroke-linecap="round"/><path d="M21 18 C21 14 26 14 26 18 C26 20 23 21 23 24" fill="none" stroke="{ICON}" stroke-width="2.2" stroke-linecap="round"/>"#
        ),
    }
}

/// Every sprite to draw, square by square, in drawing order.
fn content(view: &GypeView) -> Vec<(Square, Sprite)> {
    let mut out = Vec::new();
    if !view.choosing.is_empty() {
        for &side in &view.sides {
            let shown = view.dice.iter().any(|d| d.owner == side);
            let sprite = if view.choosing.contains(&side) { Sprite::Choosing } else { Sprite::Hidden(side) };
            if !shown {
                out.extend(side.home_row().map(|sq| (sq, sprite)));
            }
        }
    }
    for die in &view.dice {
        out.push((die.square, Sprite::Die(die.owner, die.face)));
        if die.finished {
            out.push((die.square, Sprite::Finished));
        }
    }
    if let Some(last) = &view.last {
        out.extend(last.rerolled.iter().map(|&sq| (sq, Sprite::Rerolled)));
    }
    out
}

/// The centres the last move's path runs through.
fn path_points(view: &GypeView) -> Vec<(f32, f32)> {
    view.last.as_ref().map_or_else(Vec::new, |last| last.path.iter().map(|&sq| centre(sq)).collect())
}

/// The whole picture as one SVG (the slow path, kept as the test oracle).
fn svg(view: &GypeView) -> String {
    let mut body = background(&view.sides);
    for (sq, sprite) in content(view) {
        let (x, y) = origin(sq);
        let _ = write!(body, r#"<g transform="translate({x} {y})">{}</g>"#, sprite.svg());
    }
    body += &PATH.svg(&path_points(view));
    document(SIDE, SIDE, &body)
}

/// The backgrounds for two, three and four players, and every sprite, with the palette
/// of the PNGs.
pub struct GypeArt {
    palette: Palette,
    backgrounds: Vec<Piece>,
    sprites: Vec<Piece>,
}

impl GypeArt {
    fn background(&self, view: &GypeView) -> &Piece {
        &self.backgrounds[view.sides.len().clamp(2, 4) - 2]
    }

    /// The dice and marks, and the last move's path.
    fn paint(&self, view: &GypeView, canvas: &mut IndexedCanvas) {
        for (sq, sprite) in content(view) {
            let (x, y) = origin(sq);
            canvas.blend(&self.sprites[sprite.index()], x, y);
        }
        canvas.stroke(PATH, &path_points(view));
    }
}

impl Art for GypeArt {
    type View = GypeView;

    fn new(fonts: &Fonts) -> Result<GypeArt, RenderError> {
        let backgrounds: Vec<Pixmap> = (2..=4)
            .map(|players| rasterize(&document(SIDE, SIDE, &background(Side::seated(players))), fonts))
            .collect::<Result<_, _>>()?;
        let sprites: Vec<Pixmap> = Sprite::all()
            .into_iter()
            .enumerate()
            .map(|(i, s)| {
                debug_assert_eq!(s.index(), i);
                rasterize(&document(SQ, SQ, &s.svg()), fonts)
            })
            .collect::<Result<_, _>>()?;
        let palette = Palette::new(
            &backgrounds.iter().collect::<Vec<_>>(),
            &sprites.iter().collect::<Vec<_>>(),
            &[PATH.overlay()],
        );
        let pieces = |pictures: Vec<Pixmap>| pictures.into_iter().map(|p| Piece::new(&p, &palette)).collect();
        Ok(GypeArt { backgrounds: pieces(backgrounds), sprites: pieces(sprites), palette })
    }

    fn spots(_view: &GypeView) -> Spots {
        let squares = Square::all().map(|sq| {
            let (x, y) = origin(sq);
            (sq.to_string(), x, y)
        });
        Spots { width: SIDE, height: SIDE, cell: SQ, squares: squares.collect() }
    }

    fn full_svg(view: &GypeView) -> String {
        svg(view)
    }

    /// The board drawn in the palette's indices.
    fn draw(&self, view: &GypeView, _names: &[&str], _atlas: &crate::caption::Atlas) -> Picture<'_> {
        let mut canvas = IndexedCanvas::of(&self.palette, self.background(view));
        self.paint(view, &mut canvas);
        Picture::Indexed(canvas)
    }
}
