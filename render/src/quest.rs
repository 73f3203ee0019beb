//! The Quest map: 5 rows of 8 room cards with the doors between them. A card the viewer
//! has seen shows its kind's icon and its difficulty as a suit (hearts 1, diamonds 2,
//! clubs 3, spades 4); others show their back. Doors show their tile once known: green,
//! white or red with two lines when open and a bar when closed, locked doors in their
//! key's colour with a keyhole (open ones hollow). A door known only to the viewer has a
//! dotted frame. Players are coloured tokens with their seat's initials, ringed in gold
//! for knights and starred for wizards, crossed in red when mortally wounded: large while
//! at most two share a room, smaller when more do. Keys lying on the map are drawn on
//! their room, and the last walk as a line. Under the map, a legend says who is who: each
//! seat's token, the keys its player holds, and the player's name (set from the caption
//! atlas, so any name costs a few copies), a ▶ before the player to move.

use std::collections::HashMap;
use std::fmt::Write;

use engine::quest::{
    COLS, DoorId, DoorView, Key, PlayerView, QuestView, ROWS, Room, RoomCard, RoomKind, SEAT_NAMES, Tile,
};
use resvg::tiny_skia::Pixmap;

use crate::art::{Art, Picture};
use crate::canvas::{IndexedCanvas, Piece};
use crate::caption::Atlas;
use crate::palette::Palette;
use crate::raster::{Fonts, PathStyle, RenderError, coordinates, document, rasterize};

/// A room card's side. Cards, doors and tokens are drawn in the units of a 76-pixel card
/// and scaled up to it.
const CARD: u32 = 96;
const CARD_SCALE: f32 = CARD as f32 / 76.0;
const GAP: u32 = 22;
const STEP: u32 = CARD + GAP;
const MARGIN: u32 = 28;
const WIDTH: u32 = 2 * MARGIN + COLS as u32 * STEP - GAP;
const MAP_HEIGHT: u32 = 2 * MARGIN + ROWS as u32 * STEP - GAP;
/// The legend's rows, three seats to a row.
const LEGEND_ROW: u32 = 48;
const LEGEND_COLUMNS: u32 = 3;
const LEGEND_COLUMN: u32 = (WIDTH - 2 * MARGIN) / LEGEND_COLUMNS;
const HEIGHT: u32 = MAP_HEIGHT + 2 * LEGEND_ROW + 8;
/// A door tile's length along the gap, and its scale from the 16×32 tile it is drawn as.
const DOOR: u32 = 44;
const DOOR_SCALE: f32 = DOOR as f32 / 32.0;
/// A token's side: large while at most two share a room, small when more do.
const TOKEN: u32 = 40;
const SMALL_TOKEN: u32 = 30;
const KEY: (u32, u32) = (28, 17);

const TABLE: &str = "#2e3b2c";
const INK: &str = "#efe6cf";
const BACK: &str = "#34495e";
const FACE: &str = "#f4ead2";
/// The last walk.
const PATH: PathStyle = PathStyle { rgb: (255, 214, 10), opacity: 0.8, width: 5.0, dot: None };

const SEAT_COLOURS: [&str; 6] = ["#c0392b", "#2471a3", "#1e8449", "#7d3c98", "#ca6f1e", "#5d4037"];

fn card_origin(room: Room) -> (u32, u32) {
    (MARGIN + u32::from(room.col()) * STEP, MARGIN + u32::from(room.row()) * STEP)
}

fn centre(room: Room) -> (f32, f32) {
    let (x, y) = card_origin(room);
    ((x + CARD / 2) as f32, (y + CARD / 2) as f32)
}

/// Where a door's tile goes: in the gap right of its first room, or below it.
fn door_origin(door: DoorId) -> (u32, u32) {
    let (a, _) = door.rooms();
    let (x, y) = card_origin(a);
    if door.is_horizontal() { (x + CARD, y + (CARD - DOOR) / 2) } else { (x + (CARD - DOOR) / 2, y + CARD) }
}

/// A door as drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Look {
    Green,
    White(bool),
    Red(bool),
    Locked(Key, bool),
}

impl Look {
    const ALL: [Look; 11] = [
        Look::Green,
        Look::White(true),
        Look::White(false),
        Look::Red(true),
        Look::Red(false),
        Look::Locked(Key::Gold, false),
        Look::Locked(Key::Gold, true),
        Look::Locked(Key::Silver, false),
        Look::Locked(Key::Silver, true),
        Look::Locked(Key::Black, false),
        Look::Locked(Key::Black, true),
    ];

    fn of(tile: Tile, unlocked: bool) -> Look {
        match tile {
            Tile::Green => Look::Green,
            Tile::White(open) => Look::White(open),
            Tile::Red(open) => Look::Red(open),
            Tile::Locked(key) => Look::Locked(key, unlocked),
        }
    }
}

fn key_colour(key: Key) -> &'static str {
    match key {
        Key::Gold => "#d4ac0d",
        Key::Silver => "#bdc3c7",
        Key::Black => "#17202a",
    }
}

/// What is drawn over the background.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Sprite {
    Room(RoomCard),
    /// A known door: its look, whether it joins left and right, whether it is public.
    Door(Look, bool, bool),
    /// A seat's token and the marks over it; `true` for the large size.
    Token(usize, bool),
    Knight(bool),
    Wizard(bool),
    Wounded(bool),
    Key(Key),
}

impl Sprite {
    fn all() -> Vec<Sprite> {
        let mut all: Vec<Sprite> = RoomCard::deck().into_iter().map(Sprite::Room).collect();
        for look in Look::ALL {
            for horizontal in [true, false] {
                for public in [true, false] {
                    all.push(Sprite::Door(look, horizontal, public));
                }
            }
        }
        for large in [true, false] {
            all.extend((0..SEAT_NAMES.len()).map(|seat| Sprite::Token(seat, large)));
            all.extend([Sprite::Knight(large), Sprite::Wizard(large), Sprite::Wounded(large)]);
        }
        all.extend(Key::ALL.map(Sprite::Key));
        all
    }

    fn size(self) -> (u32, u32) {
        match self {
            Sprite::Room(_) => (CARD, CARD),
            Sprite::Door(_, true, _) => (GAP, DOOR),
            Sprite::Door(_, false, _) => (DOOR, GAP),
            Sprite::Token(_, large) | Sprite::Knight(large) | Sprite::Wizard(large) | Sprite::Wounded(large) => {
                let side = if large { TOKEN } else { SMALL_TOKEN };
                (side, side)
            }
            Sprite::Key(_) => KEY,
        }
    }

    fn svg(self) -> String {
        let (w, _) = self.size();
        let scaled = |units: f32, body: &str| format!(r#"<g transform="scale({})">{body}</g>"#, w as f32 / units);
        match self {
            Sprite::Room(card) => scaled(76.0, &room_svg(card)),
            Sprite::Door(look, horizontal, public) => door_svg(look, horizontal, public),
            Sprite::Token(seat, _) => {
                let label = &SEAT_NAMES[seat][..2];
                let label = format!("{}{}", label[..1].to_uppercase(), &label[1..]);
                let body = format!(
                    r##"<circle cx="10" cy="10" r="9" fill="{}" stroke="#111" stroke-width="1.2"/><text x="10" y="13.3" font-size="9.5" font-weight="bold" text-anchor="middle" fill="#fff">{label}</text>"##,
                    SEAT_COLOURS[seat]
                );
                scaled(20.0, &body)
            }
            Sprite::Knight(_) => {
                scaled(20.0, r##"<circle cx="10" cy="10" r="9.3" fill="none" stroke="#f1c40f" stroke-width="2"/>"##)
            }
            Sprite::Wizard(_) => scaled(
                20.0,
                r##"<path d="M16 0.5 L17.2 3.6 L20 3.8 L17.9 5.7 L18.6 8.6 L16 7 L13.4 8.6 L14.1 5.7 L12 3.8 L14.8 3.6 Z" fill="#f5f5f5" stroke="#6c3483" stroke-width="0.8"/>"##,
            ),
            Sprite::Wounded(_) => scaled(
                20.0,
                r##"<path d="M4 4 L16 16 M16 4 L4 16" stroke="#ff1744" stroke-width="3" stroke-linecap="round"/>"##,
            ),
            Sprite::Key(key) => scaled(
                20.0,
                &format!(
                    r##"<circle cx="5" cy="6" r="4" fill="none" stroke="{c}" stroke-width="2.4"/><path d="M9 6 H19 M15 6 V10 M18 6 V9" stroke="{c}" stroke-width="2.4"/><circle cx="5" cy="6" r="5.6" fill="none" stroke="#000" stroke-opacity="0.35" stroke-width="0.8"/>"##,
                    c = key_colour(key)
                ),
            ),
        }
    }
}

/// The suit and colour of a difficulty.
fn suit(difficulty: u8) -> (&'static str, &'static str) {
    match difficulty {
        1 => ("♥", "#c0392b"),
        2 => ("♦", "#c0392b"),
        3 => ("♣", "#1c1c1c"),
        _ => ("♠", "#1c1c1c"),
    }
}

fn kind_colour(kind: RoomKind) -> &'static str {
    match kind {
        RoomKind::Castle => "#7b241c",
        RoomKind::Desert => "#d68910",
        RoomKind::Forest => "#196f3d",
        RoomKind::City => "#5d6d7e",
        RoomKind::Tower => "#6c3483",
        RoomKind::Field => "#a04000",
        RoomKind::Church => "#1a5276",
        RoomKind::Countryside => "#7d8f2a",
        RoomKind::Port => "#117a8b",
        RoomKind::Cave => "#2c2c2c",
    }
}

/// A kind's icon in a 36×36 box.
fn icon(kind: RoomKind) -> String {
    let c = kind_colour(kind);
    match kind {
        RoomKind::Castle => format!(
            r#"<path d="M6 32 V12 H10 V16 H14 V12 H18 V16 H22 V12 H26 V16 H30 V12 H34 V32 Z" fill="{c}"/><rect x="17" y="23" width="6" height="9" rx="3" fill="{FACE}"/>"#
        ),
        RoomKind::Desert => format!(
            r#"<circle cx="25" cy="12" r="6" fill="{c}"/><path d="M2 32 Q12 18 22 28 Q28 22 36 30 V32 Z" fill="{c}" fill-opacity="0.7"/>"#
        ),
        RoomKind::Forest => format!(
            r#"<path d="M12 6 L20 20 H15 L21 28 H3 L9 20 H4 Z M26 10 L33 22 H29 L34 29 H18 L23 22 H19 Z" fill="{c}"/><rect x="11" y="28" width="2" height="5" fill="{c}"/><rect x="25" y="29" width="2" height="4" fill="{c}"/>"#
        ),
        RoomKind::City => format!(
            r#"<path d="M4 32 V18 L10 12 L16 18 V32 Z M18 32 V10 H27 V32 Z M28 32 V20 H34 V32 Z" fill="{c}"/><rect x="21" y="14" width="3" height="3" fill="{FACE}"/><rect x="21" y="21" width="3" height="3" fill="{FACE}"/>"#
        ),
        RoomKind::Tower => format!(
            r#"<path d="M13 33 L15 11 H12 V6 H15 V8 H18 V6 H21 V8 H24 V6 H27 V11 H24 L26 33 Z" fill="{c}"/><rect x="18" y="14" width="3" height="5" rx="1.5" fill="{FACE}"/>"#
        ),
        RoomKind::Field => format!(
            r#"<path d="M7 7 L29 29 M29 7 L7 29" stroke="{c}" stroke-width="3.2" stroke-linecap="round"/><path d="M10 24 L15 29 M21 29 L26 24" stroke="{c}" stroke-width="3" stroke-linecap="round"/>"#
        ),
        RoomKind::Church => format!(
            r#"<path d="M7 33 V19 L18 11 L29 19 V33 Z" fill="{c}"/><path d="M18 2 V11 M14 5.5 H22" stroke="{c}" stroke-width="2.5"/><rect x="15.5" y="24" width="5" height="9" fill="{FACE}"/>"#
        ),
        RoomKind::Countryside => format!(
            r#"<path d="M11 8 H25 Q25 20 18 21 Q11 20 11 8 Z" fill="{c}"/><rect x="17" y="21" width="2" height="7" fill="{c}"/><rect x="12" y="28" width="12" height="3" rx="1" fill="{c}"/>"#
        ),
        RoomKind::Port => format!(
            r#"<circle cx="18" cy="7" r="3" fill="none" stroke="{c}" stroke-width="2.2"/><path d="M18 10 V31 M11 15 H25 M7 22 Q8 31 18 31 Q28 31 29 22" fill="none" stroke="{c}" stroke-width="2.6" stroke-linecap="round"/>"#
        ),
        RoomKind::Cave => format!(
            r##"<path d="M2 33 Q4 8 18 7 Q32 8 34 33 Z" fill="{c}"/><path d="M9 33 Q11 18 18 17 Q25 18 27 33 Z" fill="#000"/><circle cx="15" cy="25" r="1.6" fill="#e74c3c"/><circle cx="21" cy="25" r="1.6" fill="#e74c3c"/>"##
        ),
    }
}

fn room_svg(card: RoomCard) -> String {
    let (glyph, colour) = suit(card.difficulty);
    let border = kind_colour(card.kind);
    format!(
        r#"<rect x="1" y="1" width="74" height="74" rx="7" fill="{FACE}" stroke="{border}" stroke-width="2.5"/><g transform="translate(3 2)">{}</g><text x="62" y="19" font-size="15" font-weight="bold" text-anchor="middle" fill="{colour}">{glyph}</text><text x="62" y="33" font-size="11" font-weight="bold" text-anchor="middle" fill="{colour}">{}</text>"#,
        icon(card.kind),
        card.difficulty
    )
}

fn door_svg(look: Look, horizontal: bool, public: bool) -> String {
    // Drawn as a vertical 16×32 tile (for a door between left and right), scaled to the
    // gap and rotated for a door between up and down.
    let (fill, mark) = match look {
        Look::Green => ("#27ae60", "open"),
        Look::White(open) => ("#fdfefe", if open { "open" } else { "closed" }),
        Look::Red(open) => ("#e74c3c", if open { "open" } else { "closed" }),
        Look::Locked(key, open) => (key_colour(key), if open { "unlocked" } else { "locked" }),
    };
    let ink = if matches!(look, Look::Locked(Key::Black, _)) { "#ecf0f1" } else { "#1c1c1c" };
    let frame = if public { String::new() } else { r#" stroke-dasharray="3 2""#.to_owned() };
    let mut body = format!(
        r##"<rect x="1.5" y="1.5" width="{}" height="{}" rx="3" fill="{fill}" stroke="#111" stroke-width="1.6"{frame}/>"##,
        16 - 3,
        32 - 3
    );
    body += &match mark {
        "open" => format!(r#"<path d="M5.5 8 V24 M10.5 8 V24" stroke="{ink}" stroke-width="2"/>"#),
        "closed" => format!(r#"<path d="M3.5 16 H12.5" stroke="{ink}" stroke-width="3"/>"#),
        "locked" => format!(
            r#"<circle cx="8" cy="13" r="2.6" fill="{ink}"/><path d="M8 14 V21" stroke="{ink}" stroke-width="2.4"/>"#
        ),
        _ => format!(
            r#"<circle cx="8" cy="13" r="2.6" fill="none" stroke="{ink}" stroke-width="1.4"/><path d="M8 16 V21" stroke="{ink}" stroke-width="1.4"/>"#
        ),
    };
    let body = format!(r#"<g transform="scale({DOOR_SCALE})">{body}</g>"#);
    if horizontal { body } else { format!(r#"<g transform="translate({DOOR} 0) rotate(90)">{body}</g>"#) }
}

/// Table, card backs, unknown door slots, the coordinates and the legend's rule.
fn background() -> String {
    let mut svg = format!(r#"<rect width="{WIDTH}" height="{HEIGHT}" fill="{TABLE}"/>"#);
    for room in Room::all() {
        let (x, y) = card_origin(room);
        let _ = write!(
            svg,
            r##"<g transform="translate({x} {y}) scale({CARD_SCALE})"><rect x="1" y="1" width="74" height="74" rx="7" fill="{BACK}" stroke="#1b2631" stroke-width="2"/><path d="M38 28 l10 10 l-10 10 l-10 -10 Z" fill="none" stroke="#4a5d70" stroke-width="2"/></g>"##
        );
    }
    for door in DoorId::all() {
        let (x, y) = door_origin(door);
        let (w, h) = if door.is_horizontal() { (GAP, DOOR) } else { (DOOR, GAP) };
        let _ = write!(
            svg,
            r##"<rect x="{}" y="{}" width="{}" height="{}" rx="3" fill="#566573" stroke="#1b2631" stroke-width="1.2"/>"##,
            x + 2,
            y + 2,
            w - 4,
            h - 4
        );
    }
    let cols = (0..u32::from(COLS)).map(|c| (MARGIN + c * STEP + CARD / 2, (c + 1).to_string()));
    let rows = (0..u32::from(ROWS)).map(|r| (MARGIN + r * STEP + CARD / 2, char::from(b'A' + r as u8).to_string()));
    // `coordinates` is square: labels go on both sides of each axis of a WIDTH box, so
    // the rows' labels are placed by hand for the shorter height.
    svg += &coordinates(WIDTH, MARGIN, INK, 15, cols, std::iter::empty());
    for (y, label) in rows {
        for x in [MARGIN / 2, WIDTH - MARGIN / 2] {
            let _ = write!(
                svg,
                r#"<text x="{x}" y="{}" font-size="15" font-weight="bold" text-anchor="middle" fill="{INK}">{label}</text>"#,
                y + 5
            );
        }
    }
    let _ = write!(
        svg,
        r#"<path d="M{MARGIN} {} H{}" stroke="{INK}" stroke-opacity="0.3" stroke-width="1"/>"#,
        MAP_HEIGHT - 6,
        WIDTH - MARGIN
    );
    svg
}

/// Where seat `index`'s line of the legend starts: its token's top-left pixel.
fn legend_origin(index: usize) -> (u32, u32) {
    let (column, row) = (index as u32 % LEGEND_COLUMNS, index as u32 / LEGEND_COLUMNS);
    (MARGIN + 22 + column * LEGEND_COLUMN, MAP_HEIGHT + 4 + row * LEGEND_ROW)
}

/// Every sprite with its top-left pixel, in drawing order.
fn content(view: &QuestView) -> Vec<(u32, u32, Sprite)> {
    let mut out = Vec::new();
    for room in Room::all() {
        if let Some(card) = view.rooms[room.index()] {
            let (x, y) = card_origin(room);
            out.push((x, y, Sprite::Room(card)));
        }
    }
    for door in DoorId::all() {
        if let DoorView::Seen { tile, unlocked, public } = view.doors[door.index()] {
            let (x, y) = door_origin(door);
            out.push((x, y, Sprite::Door(Look::of(tile, unlocked), door.is_horizontal(), public)));
        }
    }
    for &(key, room) in &view.keys {
        let (x, y) = card_origin(room);
        out.push((x + 50, y + 5, Sprite::Key(key)));
    }
    let present = |p: &&PlayerView| !p.out && p.room.is_some();
    let mut sharing = [0u32; 40];
    for room in view.players.iter().filter(present).filter_map(|p| p.room) {
        sharing[room.index()] += 1;
    }
    let mut in_room = [0u32; 40];
    for p in view.players.iter().filter(present) {
        let Some(room) = p.room else { continue };
        let large = sharing[room.index()] <= 2;
        let slot = &mut in_room[room.index()];
        let (x, y) = card_origin(room);
        let (tx, ty) = if large {
            (x + 6 + *slot * (TOKEN + 4), y + CARD - TOKEN - 6)
        } else {
            (x + 2 + (*slot % 3) * (SMALL_TOKEN + 2), y + 32 + (*slot / 3) * (SMALL_TOKEN + 2))
        };
        *slot += 1;
        token(&mut out, p, tx, ty, large);
    }
    for (index, p) in view.players.iter().enumerate() {
        let (x, y) = legend_origin(index);
        token(&mut out, p, x, y, true);
        for (i, &key) in p.keys.iter().enumerate() {
            out.push((x + TOKEN + 6 + i as u32 * (KEY.0 + 4), y + (TOKEN - KEY.1) / 2, Sprite::Key(key)));
        }
    }
    out
}

/// A player's token with their marks; one out of the game is crossed.
fn token(out: &mut Vec<(u32, u32, Sprite)>, p: &PlayerView, x: u32, y: u32, large: bool) {
    out.push((x, y, Sprite::Token(p.seat.index(), large)));
    if p.knight {
        out.push((x, y, Sprite::Knight(large)));
    }
    if p.wizard {
        out.push((x, y, Sprite::Wizard(large)));
    }
    if p.wounded || p.out {
        out.push((x, y, Sprite::Wounded(large)));
    }
}

/// The legend's words: each player's name after their token and keys, and a ▶ before
/// the player to move. `names` are in seat order; a seat without one is left unnamed.
fn legend_text(view: &QuestView, names: &[&str], atlas: &Atlas, frame: &mut IndexedCanvas) {
    for (index, p) in view.players.iter().enumerate() {
        let (x, y) = legend_origin(index);
        let text_y = y + (TOKEN - crate::caption::LINE) / 2;
        if view.to_move == Some(p.seat) && !view.over {
            atlas.write(frame, "▶", x - 20, text_y, 18);
        }
        let Some(name) = names.get(index) else { continue };
        let from = x + TOKEN + 8 + p.keys.len() as u32 * (KEY.0 + 4);
        atlas.write(frame, name, from, text_y, (x - 22 + LEGEND_COLUMN).saturating_sub(from + 8));
    }
}

fn path_points(view: &QuestView) -> Vec<(f32, f32)> {
    view.last_walk.iter().map(|&room| centre(room)).collect()
}

/// The whole picture as one SVG (the slow path, kept as the test oracle), without the
/// legend's words.
fn svg(view: &QuestView) -> String {
    let mut body = background();
    let points = path_points(view);
    for (x, y, sprite) in content(view) {
        let _ = write!(body, r#"<g transform="translate({x} {y})">{}</g>"#, sprite.svg());
    }
    body += &PATH.svg(&points);
    document(WIDTH, HEIGHT, &body)
}

/// The background and every sprite, rasterised once, with the palette of the PNGs.
pub struct QuestArt {
    palette: Palette,
    background: Piece,
    sprites: HashMap<Sprite, Piece>,
}

impl QuestArt {
    /// Everything over the background: the cards, doors, keys and tokens, the last walk,
    /// the legend's words.
    fn paint(&self, view: &QuestView, names: &[&str], atlas: &Atlas, canvas: &mut IndexedCanvas) {
        for (x, y, sprite) in content(view) {
            canvas.blend(&self.sprites[&sprite], x, y);
        }
        canvas.stroke(PATH, &path_points(view));
        legend_text(view, names, atlas, canvas);
    }
}

impl Art for QuestArt {
    type View = QuestView;

    fn new(fonts: &Fonts) -> Result<QuestArt, RenderError> {
        let background = rasterize(&document(WIDTH, HEIGHT, &background()), fonts)?;
        let sprites: Vec<(Sprite, Pixmap)> = Sprite::all()
            .into_iter()
            .map(|s| {
                let (w, h) = s.size();
                Ok((s, rasterize(&document(w, h, &s.svg()), fonts)?))
            })
            .collect::<Result<_, RenderError>>()?;
        let pictures: Vec<&Pixmap> = sprites.iter().map(|(_, p)| p).collect();
        let palette = Palette::new(&[&background], &pictures, &[PATH.overlay(), (crate::caption::INK, 255)]);
        Ok(QuestArt {
            background: Piece::new(&background, &palette),
            sprites: sprites.into_iter().map(|(s, p)| (s, Piece::new(&p, &palette))).collect(),
            palette,
        })
    }

    /// The map and its legend, naming the seats' players by `names` (in seat order).
    fn full_svg(view: &QuestView) -> String {
        svg(view)
    }

    /// The map drawn in the palette's indices.
    fn draw(&self, view: &QuestView, names: &[&str], atlas: &Atlas) -> Picture<'_> {
        let mut canvas = IndexedCanvas::of(&self.palette, &self.background);
        self.paint(view, names, atlas, &mut canvas);
        Picture::Indexed(canvas)
    }
}
