//! The skirmish battlefield: the grid with terrain shaded by height and walls drawn,
//! models as round tokens (28 px across) in side colours with their labels and a row of
//! pips for the R they have left, a short red bar linking each pair of models in base
//! contact, a dashed ring round routed models, and this turn's orders: move paths, charge
//! lines, shots marked hit or miss, the blunderbuss's cone. The view says which side is at
//! the bottom. Terrain tiles, tokens, pips, marks and coordinate labels are rasterised
//! once; a frame copies tiles, draws the orders and blends the sprites over them.

use std::fmt::Write;

use engine::skirmish::{Ground, MAX_MODELS, ModelView, Order, Side, SkirmishView, Square};
use resvg::tiny_skia::Pixmap;

use crate::Spots;
use crate::art::{Art, Picture};
use crate::canvas::{IndexedCanvas, Piece};
use crate::palette::Palette;
use crate::raster::{Fonts, PathStyle, RenderError, document, rasterize};

const CELL: u32 = 36;
const MARGIN: u32 = 24;
/// A token's radius, and its centre's height in its cell (the pips go under it).
const TOKEN_R: f32 = 14.0;
const TOKEN_Y: f32 = 16.0;
/// Labels exist for every model a warband may have.
const MAX_NUMBER: u8 = MAX_MODELS as u8;
const MAX_PIPS: i8 = 7;
const BACKGROUND: (u8, u8, u8) = (43, 43, 40);
const INK: &str = "#e4e0d4";

fn side_px(size: u8) -> u32 {
    2 * MARGIN + u32::from(size) * CELL
}

fn rgb(side: Side) -> (u8, u8, u8) {
    match side {
        Side::Amber => (217, 154, 30),
        Side::Blue => (47, 111, 209),
    }
}

fn hex((r, g, b): (u8, u8, u8)) -> String {
    format!("#{r:02x}{g:02x}{b:02x}")
}

/// The top-left pixel of a square, with `bottom`'s edge at the bottom.
fn origin(view: &SkirmishView, sq: Square) -> (u32, u32) {
    let last = view.size - 1;
    let (col, row) = match view.bottom {
        Side::Amber => (sq.file(), last - sq.rank()),
        Side::Blue => (last - sq.file(), sq.rank()),
    };
    (MARGIN + u32::from(col) * CELL, MARGIN + u32::from(row) * CELL)
}

fn centre(view: &SkirmishView, sq: Square) -> (f32, f32) {
    let (x, y) = origin(view, sq);
    ((x + CELL / 2) as f32, (y + CELL / 2) as f32)
}

/// The centre of the token standing on `sq`.
fn token_centre(view: &SkirmishView, sq: Square) -> (f32, f32) {
    let (x, y) = origin(view, sq);
    ((x + CELL / 2) as f32, y as f32 + TOKEN_Y)
}

const GROUNDS: [Ground; 8] = [
    Ground::Level(0),
    Ground::Level(1),
    Ground::Level(2),
    Ground::Level(3),
    Ground::Level(4),
    Ground::Level(5),
    Ground::Level(6),
    Ground::Impassable,
];

fn ground_index(ground: Ground) -> usize {
    match ground {
        Ground::Level(h) => usize::from(h.min(6)),
        Ground::Impassable => 7,
    }
}

fn tile_svg(ground: Ground) -> String {
    const LEVELS: [&str; 7] = ["#c6d6a0", "#b6c68a", "#c2b77c", "#b4a068", "#a28a55", "#8e7546", "#79613a"];
    let c = CELL;
    match ground {
        Ground::Level(h) => {
            let mut svg = format!(
                r##"<rect width="{c}" height="{c}" fill="{}"/><rect x="0.5" y="0.5" width="{}" height="{}" fill="none" stroke="#000" stroke-opacity="0.18"/>"##,
                LEVELS[usize::from(h.min(6))],
                c - 1,
                c - 1
            );
            if h > 0 {
                let _ = write!(
                    svg,
                    r##"<text x="{}" y="11" font-size="10" text-anchor="end" fill="#3b2f1a">{h}</text>"##,
                    c - 3
                );
            }
            svg
        }
        Ground::Impassable => format!(
            r##"<rect width="{c}" height="{c}" fill="#4b4843"/><path d="M0 {c} L{c} 0 M0 {h} L{h} 0 M{h} {c} L{c} {h}" stroke="#77726a" stroke-width="2"/>"##,
            h = c / 2
        ),
    }
}

fn token_svg(side: Side, number: u8) -> String {
    let (c, l) = (CELL / 2, side.letter());
    format!(
        r##"<circle cx="{c}" cy="{TOKEN_Y}" r="{TOKEN_R}" fill="{}" stroke="#161616" stroke-width="1.6"/><text x="{c}" y="{}" font-size="12" font-weight="bold" text-anchor="middle" fill="#fff" stroke="#161616" stroke-width="0.6">{l}{number}</text>"##,
        hex(rgb(side)),
        TOKEN_Y + 4.5
    )
}

/// A row of white pips under the token, one per R left.
fn pips_svg(r: i8) -> String {
    let spacing = 4.9;
    let start = CELL as f32 / 2.0 - spacing * f32::from(r - 1) / 2.0;
    (0..r)
        .map(|i| {
            let x = start + spacing * f32::from(i);
            format!(
                r##"<circle cx="{x}" cy="{}" r="2.5" fill="#fff" stroke="#111" stroke-width="0.9"/>"##,
                TOKEN_Y + TOKEN_R + 3.2
            )
        })
        .collect()
}

/// The marks blended over tokens and targets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Mark {
    Fleeing,
    Hit,
    Miss,
}

const MARKS: [Mark; 3] = [Mark::Fleeing, Mark::Hit, Mark::Miss];

fn mark_svg(mark: Mark) -> String {
    let (c, y) = (CELL / 2, TOKEN_Y);
    match mark {
        Mark::Fleeing => format!(
            r##"<circle cx="{c}" cy="{y}" r="15.4" fill="none" stroke="#fff" stroke-width="2" stroke-dasharray="4 3"/>"##
        ),
        Mark::Hit => format!(
            r##"<path d="M{a} {t} L{b} {u} M{a} {u} L{b} {t}" stroke="#e01010" stroke-width="3.2" stroke-linecap="round"/>"##,
            a = c - 7,
            b = c + 7,
            t = y - 7.0,
            u = y + 7.0
        ),
        Mark::Miss => {
            format!(r##"<circle cx="{c}" cy="{y}" r="7" fill="none" stroke="#f4f4f4" stroke-width="2.2"/>"##)
        }
    }
}

/// A coordinate label on its own square of background, so it is opaque and copied.
fn label_svg(text: &str) -> String {
    format!(
        r#"<rect width="{MARGIN}" height="{MARGIN}" fill="{}"/><text x="{}" y="{}" font-size="13" font-weight="bold" text-anchor="middle" fill="{INK}">{text}</text>"#,
        hex(BACKGROUND),
        MARGIN / 2,
        MARGIN / 2 + 5
    )
}

/// Where each coordinate label goes: (x, y, file letter or rank number).
fn labels(view: &SkirmishView) -> Vec<(u32, u32, Label)> {
    let far = MARGIN + u32::from(view.size) * CELL;
    let mut out = Vec::new();
    for i in 0..view.size {
        let Some(sq) = Square::new(i, i) else { continue };
        let (x, y) = origin(view, sq);
        for edge in [0, far] {
            out.push((x, edge, Label::File(i)));
            out.push((edge, y, Label::Rank(i)));
        }
    }
    out
}

#[derive(Clone, Copy, Debug)]
enum Label {
    File(u8),
    Rank(u8),
}

impl Label {
    fn text(self) -> String {
        match self {
            Label::File(i) => char::from(b'a' + i).to_string(),
            Label::Rank(i) => (i + 1).to_string(),
        }
    }

    fn index(self) -> usize {
        match self {
            Label::File(i) => usize::from(i),
            Label::Rank(i) => 26 + usize::from(i),
        }
    }
}

const LABELS: usize = 52;

fn all_labels() -> impl Iterator<Item = Label> {
    (0..26).map(Label::File).chain((0..26).map(Label::Rank))
}

/// The squares of the field, rank by rank from rank 1.
fn squares(view: &SkirmishView) -> impl Iterator<Item = (Square, Ground)> + '_ {
    let size = view.size;
    view.ground.iter().enumerate().filter_map(move |(i, &g)| {
        let (x, y) = ((i % usize::from(size)) as u8, (i / usize::from(size)) as u8);
        Square::new(x, y).map(|sq| (sq, g))
    })
}

/// A line to draw: its style and its points in pixels.
type Stroke = (PathStyle, Vec<(f32, f32)>);

/// A move's path, in its side's colour.
fn walk_style(side: Side) -> PathStyle {
    PathStyle { rgb: rgb(side), opacity: 0.6, width: 3.0, dot: Some(3.0) }
}

const CHARGE_REACHED: PathStyle = PathStyle { rgb: (200, 30, 30), opacity: 0.85, width: 2.5, dot: Some(2.5) };
const CHARGE_SHORT: PathStyle = PathStyle { rgb: (110, 110, 110), ..CHARGE_REACHED };
const SHOT: PathStyle = PathStyle { rgb: (250, 250, 250), opacity: 0.8, width: 1.2, dot: None };
const CONE: PathStyle = PathStyle { rgb: (235, 120, 20), opacity: 0.7, width: 2.0, dot: None };
/// The bar joining two models in base contact.
const ENGAGED: PathStyle = PathStyle { rgb: (214, 40, 40), opacity: 1.0, width: 5.0, dot: None };

/// Every line's look, for the palette.
fn line_styles() -> [PathStyle; 7] {
    [walk_style(Side::Amber), walk_style(Side::Blue), CHARGE_REACHED, CHARGE_SHORT, SHOT, CONE, ENGAGED]
}

/// Every order as the lines to draw, and the hit/miss marks.
fn order_paths(view: &SkirmishView) -> (Vec<Stroke>, Vec<(Square, Mark)>) {
    let mut paths = Vec::new();
    let mut marks = Vec::new();
    for order in &view.orders {
        match order {
            Order::Path { side, squares } => {
                paths.push((walk_style(*side), squares.iter().map(|&sq| centre(view, sq)).collect()));
            }
            Order::Charge { from, to, reached, .. } => {
                let style = if *reached { CHARGE_REACHED } else { CHARGE_SHORT };
                paths.push((style, vec![centre(view, *from), centre(view, *to)]));
            }
            Order::Shot { from, to, hit, .. } => {
                paths.push((SHOT, vec![centre(view, *from), centre(view, *to)]));
                marks.push((*to, if *hit { Mark::Hit } else { Mark::Miss }));
            }
            Order::Cone { from, aim, .. } => {
                let (fx, fy) = centre(view, *from);
                let (ax, ay) = centre(view, *aim);
                let (dx, dy) = (ax - fx, ay - fy);
                let norm = dx.hypot(dy).max(1.0);
                let length = 8.0 * CELL as f32;
                let (ux, uy) = (dx / norm * length, dy / norm * length);
                let turn = |angle: f32| {
                    let (s, c) = angle.sin_cos();
                    (fx + ux * c - uy * s, fy + ux * s + uy * c)
                };
                let quarter = std::f32::consts::FRAC_PI_4;
                paths.push((CONE, vec![turn(-quarter), (fx, fy), turn(quarter)]));
            }
        }
    }
    (paths, marks)
}

/// A short red bar joining each pair of models in base contact, drawn over their tokens
/// and under their pips.
fn engagement_links(view: &SkirmishView) -> Vec<Stroke> {
    let inset = TOKEN_R - 5.0;
    view.engagements
        .iter()
        .map(|&(a, b)| {
            let ((ax, ay), (bx, by)) = (token_centre(view, a), token_centre(view, b));
            let length = (bx - ax).hypot(by - ay).max(1.0);
            let (ux, uy) = ((bx - ax) / length * inset, (by - ay) / length * inset);
            (ENGAGED, vec![(ax + ux, ay + uy), (bx - ux, by - uy)])
        })
        .collect()
}

fn token_index(m: &ModelView) -> Option<usize> {
    (1..=MAX_NUMBER).contains(&m.number).then(|| m.side as usize * usize::from(MAX_NUMBER) + usize::from(m.number - 1))
}

fn model_marks(m: &ModelView) -> impl Iterator<Item = Mark> {
    m.fleeing.then_some(Mark::Fleeing).into_iter()
}

/// Appends `svg` to `body`, moved to `(x, y)`.
fn place(body: &mut String, (x, y): (u32, u32), svg: &str) {
    let _ = write!(body, r#"<g transform="translate({x} {y})">{svg}</g>"#);
}

/// The whole picture as one SVG (the slow path, kept as the test oracle).
fn svg(view: &SkirmishView) -> String {
    let side = side_px(view.size);
    let mut body = format!(r#"<rect width="{side}" height="{side}" fill="{}"/>"#, hex(BACKGROUND));
    for (x, y, label) in labels(view) {
        place(&mut body, (x, y), &label_svg(&label.text()));
    }
    for (sq, ground) in squares(view) {
        place(&mut body, origin(view, sq), &tile_svg(ground));
    }
    let (paths, marks) = order_paths(view);
    for (style, points) in &paths {
        body += &style.svg(points);
    }
    for m in &view.models {
        place(&mut body, origin(view, m.square), &token_svg(m.side, m.number));
    }
    for (style, points) in &engagement_links(view) {
        body += &style.svg(points);
    }
    for m in &view.models {
        place(&mut body, origin(view, m.square), &pips_svg(m.r.clamp(0, MAX_PIPS)));
        for mark in model_marks(m) {
            place(&mut body, origin(view, m.square), &mark_svg(mark));
        }
    }
    for (sq, mark) in marks {
        place(&mut body, origin(view, sq), &mark_svg(mark));
    }
    document(side, side, &body)
}

/// Everything static, rasterised once, with the palette of the PNGs.
pub struct SkirmishArt {
    palette: Palette,
    tiles: Vec<Piece>,
    tokens: Vec<Piece>,
    /// `pips[r]` for 0 to 7.
    pips: Vec<Piece>,
    marks: Vec<Piece>,
    labels: Vec<Piece>,
}

impl SkirmishArt {
    fn mark(&self, mark: Mark) -> &Piece {
        &self.marks[MARKS.iter().position(|&m| m == mark).expect("every mark is listed")]
    }

    /// Everything over the background: the labels, the squares, the orders, the models.
    fn paint(&self, view: &SkirmishView, canvas: &mut IndexedCanvas) {
        for (x, y, label) in labels(view) {
            canvas.copy(&self.labels[label.index()], x, y);
        }
        for (sq, ground) in squares(view) {
            let (x, y) = origin(view, sq);
            canvas.copy(&self.tiles[ground_index(ground)], x, y);
        }
        let (paths, marks) = order_paths(view);
        for (style, points) in &paths {
            canvas.stroke(*style, points);
        }
        for m in &view.models {
            let (x, y) = origin(view, m.square);
            if let Some(token) = token_index(m).and_then(|i| self.tokens.get(i)) {
                canvas.blend(token, x, y);
            }
        }
        for (style, points) in &engagement_links(view) {
            canvas.stroke(*style, points);
        }
        for m in &view.models {
            let (x, y) = origin(view, m.square);
            canvas.blend(&self.pips[m.r.clamp(0, MAX_PIPS) as usize], x, y);
            for mark in model_marks(m) {
                canvas.blend(self.mark(mark), x, y);
            }
        }
        for (sq, mark) in marks {
            let (x, y) = origin(view, sq);
            canvas.blend(self.mark(mark), x, y);
        }
    }
}

impl Art for SkirmishArt {
    type View = SkirmishView;

    fn new(fonts: &Fonts) -> Result<SkirmishArt, RenderError> {
        let cell = |svg: String| rasterize(&document(CELL, CELL, &svg), fonts);
        let tiles: Vec<Pixmap> = GROUNDS.iter().map(|&g| cell(tile_svg(g))).collect::<Result<_, _>>()?;
        let tokens: Vec<Pixmap> = [Side::Amber, Side::Blue]
            .into_iter()
            .flat_map(|side| (1..=MAX_NUMBER).map(move |n| token_svg(side, n)))
            .map(cell)
            .collect::<Result<_, _>>()?;
        let pips: Vec<Pixmap> = (0..=MAX_PIPS).map(|r| cell(pips_svg(r))).collect::<Result<_, _>>()?;
        let marks: Vec<Pixmap> = MARKS.iter().map(|&m| cell(mark_svg(m))).collect::<Result<_, _>>()?;
        let labels: Vec<Pixmap> = all_labels()
            .map(|label| rasterize(&document(MARGIN, MARGIN, &label_svg(&label.text())), fonts))
            .collect::<Result<_, _>>()?;
        debug_assert_eq!(labels.len(), LABELS);
        let opaque: Vec<&Pixmap> = tiles.iter().chain(&labels).collect();
        let sprites: Vec<&Pixmap> = tokens.iter().chain(&pips).chain(&marks).collect();
        let palette = Palette::new(&opaque, &sprites, &line_styles().map(PathStyle::overlay));
        let pieces = |pictures: Vec<Pixmap>| pictures.into_iter().map(|p| Piece::new(&p, &palette)).collect();
        Ok(SkirmishArt {
            tiles: pieces(tiles),
            tokens: pieces(tokens),
            pips: pieces(pips),
            marks: pieces(marks),
            labels: pieces(labels),
            palette,
        })
    }

    fn spots(view: &SkirmishView) -> Spots {
        let grid = (0..view.size).flat_map(|rank| (0..view.size).filter_map(move |file| Square::new(file, rank)));
        let squares = grid.map(|sq| {
            let (x, y) = origin(view, sq);
            (sq.to_string(), x, y)
        });
        let side = side_px(view.size);
        Spots { width: side, height: side, cell: CELL, squares: squares.collect() }
    }

    fn full_svg(view: &SkirmishView) -> String {
        svg(view)
    }

    /// The field drawn in the palette's indices.
    fn draw(&self, view: &SkirmishView, _names: &[&str], _atlas: &crate::caption::Atlas) -> Picture<'_> {
        let side = side_px(view.size);
        let (r, g, b) = BACKGROUND;
        let mut canvas = IndexedCanvas::new(&self.palette, side, side, [r, g, b]);
        self.paint(view, &mut canvas);
        Picture::Indexed(canvas)
    }
}
