//! The Quest map: 5 rows of 8 room cards with the doors between them. A card the viewer
//! has seen shows its kind's icon and its difficulty as a suit (hearts 1, diamonds 2,
//! clubs 3, spades 4); others show their back. Doors show their tile once known: green,
//! white or red with two lines when open and a bar when closed, locked doors in their
//! key's colour with a keyhole (open ones hollow). A door known only to the viewer has a
//! dotted frame. Players are coloured tokens with their seat's initials, ringed in gold
//! for knights and starred for wizards, crossed in red when mortally wounded. Keys lying
//! on the map are drawn on their room, and the last walk as a line.

use std::fmt::Write;

use engine::quest::{COLS, DoorId, DoorView, Key, QuestView, ROWS, Room, RoomCard, RoomKind, SEAT_NAMES, Tile};
use resvg::tiny_skia::Pixmap;

use crate::raster::{Fonts, PathStyle, RenderError, blend, coordinates, document, rasterize};

const CARD: u32 = 76;
const GAP: u32 = 16;
const STEP: u32 = CARD + GAP;
const MARGIN: u32 = 26;
const WIDTH: u32 = 2 * MARGIN + COLS as u32 * STEP - GAP;
const HEIGHT: u32 = 2 * MARGIN + ROWS as u32 * STEP - GAP;
/// A door tile's length along the gap.
const DOOR: u32 = 32;
const TOKEN: u32 = 20;

const TABLE: &str = "#2e3b2c";
const INK: &str = "#efe6cf";
const BACK: &str = "#34495e";
const FACE: &str = "#f4ead2";
/// The last walk.
const PATH: PathStyle = PathStyle { rgb: (255, 214, 10), opacity: 0.8, width: 4.0, dot: None };

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
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
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

    fn index(self) -> usize {
        Look::ALL.iter().position(|&l| l == self).expect("every look is listed")
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
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Sprite {
    Room(RoomCard),
    /// A known door: its look, whether it joins left and right, whether it is public.
    Door(Look, bool, bool),
    Token(usize),
    Knight,
    Wizard,
    Wounded,
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
        all.extend((0..SEAT_NAMES.len()).map(Sprite::Token));
        all.extend([Sprite::Knight, Sprite::Wizard, Sprite::Wounded]);
        all.extend(Key::ALL.map(Sprite::Key));
        all
    }

    fn index(self) -> usize {
        match self {
            Sprite::Room(card) => card.kind as usize * 4 + usize::from(card.difficulty - 1),
            Sprite::Door(look, horizontal, public) => {
                40 + look.index() * 4 + usize::from(!horizontal) * 2 + usize::from(!public)
            }
            Sprite::Token(seat) => 84 + seat,
            Sprite::Knight => 90,
            Sprite::Wizard => 91,
            Sprite::Wounded => 92,
            Sprite::Key(key) => 93 + key as usize,
        }
    }

    fn size(self) -> (u32, u32) {
        match self {
            Sprite::Room(_) => (CARD, CARD),
            Sprite::Door(_, true, _) => (GAP, DOOR),
            Sprite::Door(_, false, _) => (DOOR, GAP),
            Sprite::Token(_) | Sprite::Knight | Sprite::Wizard | Sprite::Wounded => (TOKEN, TOKEN),
            Sprite::Key(_) => (20, 12),
        }
    }

    fn svg(self) -> String {
        match self {
            Sprite::Room(card) => room_svg(card),
            Sprite::Door(look, horizontal, public) => door_svg(look, horizontal, public),
            Sprite::Token(seat) => {
                let label = &SEAT_NAMES[seat][..2];
                let label = format!("{}{}", label[..1].to_uppercase(), &label[1..]);
                format!(
                    r##"<circle cx="10" cy="10" r="9" fill="{}" stroke="#111" stroke-width="1.2"/><text x="10" y="13.5" font-size="9" font-weight="bold" text-anchor="middle" fill="#fff">{label}</text>"##,
                    SEAT_COLOURS[seat]
                )
            }
            Sprite::Knight => r##"<circle cx="10" cy="10" r="9.3" fill="none" stroke="#f1c40f" stroke-width="2"/>"##.into(),
            Sprite::Wizard => r##"<path d="M16 0.5 L17.2 3.6 L20 3.8 L17.9 5.7 L18.6 8.6 L16 7 L13.4 8.6 L14.1 5.7 L12 3.8 L14.8 3.6 Z" fill="#f5f5f5" stroke="#6c3483" stroke-width="0.8"/>"##.into(),
            Sprite::Wounded => r##"<path d="M4 4 L16 16 M16 4 L4 16" stroke="#ff1744" stroke-width="3" stroke-linecap="round"/>"##.into(),
            Sprite::Key(key) => format!(
                r##"<circle cx="5" cy="6" r="4" fill="none" stroke="{c}" stroke-width="2.4"/><path d="M9 6 H19 M15 6 V10 M18 6 V9" stroke="{c}" stroke-width="2.4"/><circle cx="5" cy="6" r="5.6" fill="none" stroke="#000" stroke-opacity="0.35" stroke-width="0.8"/>"##,
                c = key_colour(key)
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
    // Drawn as a vertical tile (for a door between left and right), rotated otherwise.
    let (w, h) = (GAP, DOOR);
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
        w - 3,
        h - 3
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
    if horizontal { body } else { format!(r#"<g transform="translate({DOOR} 0) rotate(90)">{body}</g>"#) }
}

/// Table, card backs, unknown door slots and the coordinates.
fn background() -> String {
    let mut svg = format!(r#"<rect width="{WIDTH}" height="{HEIGHT}" fill="{TABLE}"/>"#);
    for room in Room::all() {
        let (x, y) = card_origin(room);
        let _ = write!(
            svg,
            r##"<rect x="{}" y="{}" width="74" height="74" rx="7" fill="{BACK}" stroke="#1b2631" stroke-width="2"/><path d="M{} {} l10 10 l-10 10 l-10 -10 Z" fill="none" stroke="#5d6d7e" stroke-width="2"/>"##,
            x + 1,
            y + 1,
            x + CARD / 2,
            y + CARD / 2 - 10
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
    svg
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
        out.push((x + 52, y + 38, Sprite::Key(key)));
    }
    let mut in_room = [0u32; 40];
    for p in view.players.iter().filter(|p| !p.out) {
        let Some(room) = p.room else { continue };
        let slot = &mut in_room[room.index()];
        let (x, y) = card_origin(room);
        let (tx, ty) = (x + 4 + (*slot % 3) * 23, y + 35 + (*slot / 3) * 19);
        *slot += 1;
        out.push((tx, ty, Sprite::Token(p.seat.index())));
        if p.knight {
            out.push((tx, ty, Sprite::Knight));
        }
        if p.wizard {
            out.push((tx, ty, Sprite::Wizard));
        }
        if p.wounded {
            out.push((tx, ty, Sprite::Wounded));
        }
    }
    out
}

fn path_points(view: &QuestView) -> Vec<(f32, f32)> {
    view.last_walk.iter().map(|&room| centre(room)).collect()
}

/// The whole picture as one SVG (the slow path, kept as the test oracle).
pub fn full_svg(view: &QuestView) -> String {
    let mut body = background();
    let points = path_points(view);
    for (x, y, sprite) in content(view) {
        let _ = write!(body, r#"<g transform="translate({x} {y})">{}</g>"#, sprite.svg());
    }
    body += &PATH.svg(&points);
    document(WIDTH, HEIGHT, &body)
}

/// The background and every sprite, rasterised once.
pub struct QuestArt {
    background: Pixmap,
    sprites: Vec<Pixmap>,
}

impl QuestArt {
    pub fn new(fonts: &Fonts) -> Result<QuestArt, RenderError> {
        let background = rasterize(&document(WIDTH, HEIGHT, &background()), fonts)?;
        let sprites = Sprite::all()
            .into_iter()
            .enumerate()
            .map(|(i, s)| {
                debug_assert_eq!(s.index(), i);
                let (w, h) = s.size();
                rasterize(&document(w, h, &s.svg()), fonts)
            })
            .collect::<Result<_, _>>()?;
        Ok(QuestArt { background, sprites })
    }

    pub fn draw(&self, view: &QuestView) -> Pixmap {
        let mut frame = self.background.clone();
        for (x, y, sprite) in content(view) {
            blend(&mut frame, &self.sprites[sprite.index()], x, y);
        }
        PATH.draw(&mut frame, &path_points(view));
        frame
    }
}
