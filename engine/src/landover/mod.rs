//! LandOver: chess in which moving onto an enemy starts a combat decided by d10 rolls.
//!
//! Chaotic (seat 0, the dark pieces, ranks 7–8) moves first; Lawful (seat 1) holds ranks
//! 1–2. Characters move as chess pieces (castling included); warriors are pawns that move
//! two squares forward or diagonally forward the first time, then one square in any
//! direction but sideways, and never promote. A piece moving onto an enemy fights it
//! round by round (see `combat`); a warrior moving onto the enemy king kidnaps it. A
//! winner that lost Resistance rests during its owner's next turn, then recovers; kings
//! never recover. Killing the enemy king wins; a side with no move draws. `rules` holds
//! movement and combat arithmetic, `position` the text format.

mod board;
mod combat;
mod events;
mod notation;
mod position;
mod rules;
#[cfg(test)]
mod tests;

use serde::{Deserialize, Serialize};

pub use board::{Board, DEFAULT_STATS, Kind, Piece, SIZE, START, Side, Square, StatTable, Stats, Unit, base_stats};
pub use events::{Figure, LandoverEvent, Theme};
pub use notation::LandoverAction;
pub use rules::{round_loss, targets};

use crate::game::{Game, GameInfo, OptionError, Outcome, PlayError, Seat, Turn, Viewer};
use crate::message::Message;
use crate::options::{self, GameOption};
use crate::tap::{Mark, Tap};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LandoverOptions {
    pub theme: Theme,
    /// C and R of every kind, in [`Kind::ALL`] order (`queen=9/26`).
    pub stats: StatTable,
}

impl Default for LandoverOptions {
    fn default() -> LandoverOptions {
        LandoverOptions { theme: Theme::Landover, stats: DEFAULT_STATS }
    }
}

/// The largest C and R an option may set.
const MAX_C: u8 = 20;
const MAX_R: u8 = 60;

/// What the state waits for besides an ordinary move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "phase", rename_all = "snake_case")]
enum Phase {
    Move,
    /// The piece on `to` is resting and attacked from `from`: its owner flees or fights.
    FleeOrFight {
        from: Square,
        to: Square,
    },
    /// The d10 of a flight to `flee`.
    FleeRoll {
        from: Square,
        to: Square,
        flee: Square,
    },
    Combat(combat::Combat),
    /// The d10 of a kidnapping: how far the king may be carried.
    KidnapRoll {
        from: Square,
        to: Square,
    },
    /// The kidnapper's owner sets the king down within `reach` steps of `from`.
    Place {
        king: Unit,
        from: Square,
        reach: u8,
    },
}

/// What the last turn did, for the board image.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LastMove {
    pub from: Square,
    pub to: Square,
    /// Where a combat took place.
    pub combat: Option<Square>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Landover {
    options: LandoverOptions,
    board: Board,
    to_move: Side,
    /// Turns are numbered from 1; resting uses the numbers.
    turn_no: u16,
    phase: Phase,
    /// The side whose king was kidnapped: −2 C during its next turn.
    demoralised: Option<Side>,
    last: Option<LastMove>,
    outcome: Option<Outcome>,
}

/// A piece as the image shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct UnitView {
    pub square: Square,
    pub piece: Piece,
    pub r: u8,
    pub max: u8,
    pub resting: bool,
}

/// A kidnapped king while its kidnapper chooses where to set it down: carried on the
/// kidnapper's square.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct KidnapView {
    pub king: UnitView,
    /// Where it may be set down.
    pub places: Vec<Square>,
}

/// Everything in LandOver is public; a viewer only changes which side is at the bottom.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LandoverView {
    pub theme: Theme,
    /// The side whose back rank is drawn at the bottom.
    pub bottom: Side,
    /// Every piece with its R now: during a combat, what the rounds fought so far left.
    pub units: Vec<UnitView>,
    pub to_move: Side,
    /// The last completed move; none while an attack is in progress.
    pub last: Option<LastMove>,
    /// The squares of a combat or decision in progress (attacker, defender).
    pub fighting: Option<(Square, Square)>,
    pub kidnapped: Option<KidnapView>,
}

fn seat_of(side: Side) -> Seat {
    Seat(side.index() as u8)
}

fn side_of(seat: Seat) -> Side {
    if seat == Seat(0) { Side::Chaotic } else { Side::Lawful }
}

impl Landover {
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// A piece's Combativeness and full Resistance under this match's table of values,
    /// before bonuses.
    pub fn stats(&self, piece: Piece) -> Stats {
        base_stats(&self.options.stats, piece.kind)
    }

    fn figure(&self, piece: Piece) -> Figure {
        Figure { theme: self.options.theme, piece }
    }

    /// The full R of a piece.
    fn max_r(&self, piece: Piece) -> u8 {
        self.stats(piece).r
    }

    /// Whether `side` has any ordinary move.
    fn has_move(&self, side: Side) -> bool {
        self.board.units().any(|(sq, u)| u.side() == side && !u.is_resting() && rules::can_move(&self.board, sq))
    }

    /// Ends the current side's turn: its pieces that rested through it recover, its
    /// demoralisation ends, and the other side moves, or draws when it cannot.
    fn end_turn(&mut self, events: &mut Vec<LandoverEvent>) {
        let side = self.to_move;
        for sq in Square::all() {
            let Some(unit) = self.board.get(sq).copied() else { continue };
            if unit.side() == side && unit.resting_since.is_some_and(|t| t < self.turn_no) {
                let r = self.max_r(unit.piece);
                self.board.set(sq, Some(Unit { r, resting_since: None, ..unit }));
                events.push(LandoverEvent::Recovered { piece: self.figure(unit.piece), square: sq, r });
            }
        }
        if self.demoralised == Some(side) {
            self.demoralised = None;
        }
        self.phase = Phase::Move;
        self.to_move = side.other();
        self.turn_no += 1;
        if !self.has_move(self.to_move) {
            self.outcome = Some(Outcome::Draw);
            events.push(LandoverEvent::NoMoves { theme: self.options.theme, side: self.to_move });
        }
    }

    /// Castling written as `O-O` becomes the king's two-square move.
    fn resolve(&self, action: &LandoverAction) -> LandoverAction {
        match *action {
            LandoverAction::Castle { long } => {
                let rank = self.to_move.back_rank();
                let from = Square::new(4, rank).expect("on the board");
                let to = Square::new(if long { 2 } else { 6 }, rank).expect("on the board");
                LandoverAction::Move { from, to }
            }
            other => other,
        }
    }

    /// Why an ordinary move is refused.
    fn check_move(&self, from: Square, to: Square) -> Result<(), Message> {
        let side = self.to_move;
        if from == to {
            return Err(Message::new("lo-same-square").with("square", from));
        }
        let Some(unit) = self.board.get(from) else {
            return Err(Message::new("lo-no-piece").with("square", from));
        };
        if unit.side() != side {
            return Err(Message::new("lo-not-yours").with("square", from));
        }
        let figure = self.figure(unit.piece);
        if unit.is_resting() {
            return Err(Message::new("lo-resting").term("piece", figure.key()).with("square", from));
        }
        if unit.kind() == Kind::King
            && let Some(castling) = rules::castling_shape(side, from, to)
        {
            return match rules::castling_refusal(&self.board, side, castling) {
                Some(key) => Err(Message::new(key)),
                None => Ok(()),
            };
        }
        if rules::reaches(&self.board, from, to) {
            return Ok(());
        }
        let piece = |key: &'static str| Message::new(key).term("piece", figure.key()).with("from", from).with("to", to);
        Err(match self.board.get(to) {
            Some(other) if other.side() == side => Message::new("lo-own-piece").with("square", to),
            Some(other) if unit.kind() == Kind::King && other.kind().is_pawn() => piece("lo-king-pawn"),
            _ if unit.kind().is_pawn() && !unit.moved => piece("lo-pawn-first"),
            _ if unit.kind().is_pawn() => piece("lo-pawn-step"),
            _ => piece("lo-cannot-reach"),
        })
    }

    fn apply_move(&mut self, from: Square, to: Square) -> Vec<LandoverEvent> {
        let mut events = Vec::new();
        let mut unit = *self.board.get(from).expect("checked: a piece moves");
        if unit.kind() == Kind::King
            && let Some(c) = rules::castling_shape(self.to_move, from, to)
        {
            let mut rook = self.board.take(c.rook_from).expect("checked: the rook is there");
            self.board.take(from);
            unit.moved = true;
            rook.moved = true;
            self.board.set(c.king_to, Some(unit));
            self.board.set(c.rook_to, Some(rook));
            events.push(LandoverEvent::Castled {
                king: self.figure(unit.piece),
                rook: self.figure(rook.piece),
                king_to: c.king_to,
                rook_to: c.rook_to,
            });
            self.last = Some(LastMove { from, to, combat: None });
            self.end_turn(&mut events);
            return events;
        }
        match self.board.get(to).copied() {
            None => {
                self.board.take(from);
                unit.moved = true;
                self.board.set(to, Some(unit));
                events.push(LandoverEvent::Moved { piece: self.figure(unit.piece), from, to });
                self.last = Some(LastMove { from, to, combat: None });
                self.end_turn(&mut events);
            }
            Some(enemy) if unit.kind().is_pawn() && enemy.kind() == Kind::King => {
                self.phase = Phase::KidnapRoll { from, to };
            }
            Some(enemy) if enemy.is_resting() => {
                self.phase = Phase::FleeOrFight { from, to };
                events.push(LandoverEvent::Cornered {
                    attacker: self.figure(unit.piece),
                    defender: self.figure(enemy.piece),
                    square: to,
                });
            }
            Some(_) => events.push(self.start_combat(from, to)),
        }
        events
    }
}

impl Game for Landover {
    /// Moves and castling are counted; flee or fight and placing a kidnapped king are
    /// decisions inside a move.
    fn is_counted(action: &LandoverAction) -> bool {
        matches!(action, LandoverAction::Move { .. } | LandoverAction::Castle { .. })
    }

    const INFO: GameInfo = GameInfo {
        name: "landover",
        min_players: 2,
        max_players: 2,
        designed_players: 2,
        chance: true,
        hidden_information: false,
        simultaneous: false,
    };
    type Options = LandoverOptions;
    type Action = LandoverAction;
    type Chance = u8;
    type Event = LandoverEvent;
    type View = LandoverView;

    fn parse_options(pairs: &[(String, String)]) -> Result<LandoverOptions, OptionError> {
        let theme = GameOption {
            name: "theme",
            aliases: &[],
            expected: "landover, metalegno",
            set: |o: &mut LandoverOptions, _, v| {
                o.theme = match v {
                    "landover" => Theme::Landover,
                    "metalegno" => Theme::Metalegno,
                    _ => return None,
                };
                Some(())
            },
        };
        // Each kind of piece's combat values, `queen=10/28`.
        let stats = Kind::ALL.iter().map(|kind| GameOption {
            name: kind.name(),
            aliases: &[],
            expected: "C/R, with C 1–20 and R 1–60, like 9/26",
            set: |o: &mut LandoverOptions, key, v| {
                let i = Kind::ALL.iter().position(|k| k.name() == key)?;
                o.stats[i] = v
                    .split_once('/')
                    .and_then(|(c, r)| Some(Stats { c: c.parse().ok()?, r: r.parse().ok()? }))
                    .filter(|s| (1..=MAX_C).contains(&s.c) && (1..=MAX_R).contains(&s.r))?;
                Some(())
            },
        });
        options::parse(pairs, &std::iter::once(theme).chain(stats).collect::<Vec<_>>())
    }

    fn format_options(options: &LandoverOptions) -> Vec<String> {
        let mut words = vec![format!("theme={}", options.theme.name())];
        for (i, kind) in Kind::ALL.iter().enumerate() {
            let s = options.stats[i];
            if s != DEFAULT_STATS[i] {
                words.push(format!("{}={}/{}", kind.name(), s.c, s.r));
            }
        }
        words
    }

    fn new(options: &LandoverOptions, players: usize) -> Result<Landover, OptionError> {
        Landover::INFO.check_players(players)?;
        let board = Board::from_text(START, &options.stats).expect("the start position is valid");
        Ok(Landover {
            options: *options,
            board,
            to_move: Side::Chaotic,
            turn_no: 1,
            phase: Phase::Move,
            demoralised: None,
            last: None,
            outcome: None,
        })
    }

    fn turn(&self) -> Turn {
        if let Some(outcome) = &self.outcome {
            return Turn::Over(outcome.clone());
        }
        match &self.phase {
            Phase::Move | Phase::Place { .. } => Turn::Player(seat_of(self.to_move)),
            Phase::FleeOrFight { .. } => Turn::Player(seat_of(self.to_move.other())),
            Phase::FleeRoll { .. } | Phase::KidnapRoll { .. } => Turn::Chance,
            Phase::Combat(c) => match c.chooser(&self.board) {
                Some(side) => Turn::Player(seat_of(side)),
                None => Turn::Chance,
            },
        }
    }

    fn legal_actions(&self, seat: Seat) -> Vec<LandoverAction> {
        if !self.turn().awaits(seat) {
            return Vec::new();
        }
        let flights = |squares: Vec<Square>| {
            std::iter::once(LandoverAction::Fight)
                .chain(squares.into_iter().map(|to| LandoverAction::Flee { to }))
                .collect()
        };
        match &self.phase {
            Phase::Move => {
                let mut actions = Vec::new();
                for (from, unit) in self.board.units() {
                    if unit.side() != self.to_move || unit.is_resting() {
                        continue;
                    }
                    rules::any_target(&self.board, from, |to| {
                        actions.push(LandoverAction::Move { from, to });
                        false
                    });
                    if unit.kind() == Kind::King {
                        for to_file in [2, 6] {
                            let to = Square::new(to_file, from.rank()).expect("on the board");
                            if let Some(c) = rules::castling_shape(self.to_move, from, to)
                                && rules::castling_refusal(&self.board, self.to_move, c).is_none()
                            {
                                actions.push(LandoverAction::Move { from, to });
                            }
                        }
                    }
                }
                actions
            }
            Phase::FleeOrFight { to, .. } => flights(combat::flee_squares(&self.board, *to)),
            Phase::Combat(c) => flights(c.king_flights(&self.board)),
            Phase::Place { from, reach, .. } => combat::place_squares(&self.board, *from, *reach)
                .into_iter()
                .map(|to| LandoverAction::Place { to })
                .collect(),
            Phase::FleeRoll { .. } | Phase::KidnapRoll { .. } => Vec::new(),
        }
    }

    fn check(&self, seat: Seat, action: &LandoverAction) -> Result<(), Message> {
        let action = self.resolve(action);
        match (&self.phase, action) {
            (Phase::Move, LandoverAction::Move { from, to }) => self.check_move(from, to),
            (Phase::Move, _) => Err(Message::new("lo-no-decision")),
            (Phase::FleeOrFight { .. } | Phase::Combat(_), LandoverAction::Fight) => Ok(()),
            (Phase::FleeOrFight { to: at, .. }, LandoverAction::Flee { to }) => {
                if combat::flee_squares(&self.board, *at).contains(&to) {
                    Ok(())
                } else {
                    Err(Message::new("lo-flee-square").with("square", to))
                }
            }
            (Phase::Combat(c), LandoverAction::Flee { to }) => {
                if c.king_flights(&self.board).contains(&to) {
                    Ok(())
                } else {
                    Err(Message::new("lo-king-flight-square").with("square", to))
                }
            }
            (Phase::Place { from, reach, .. }, LandoverAction::Place { to }) => {
                if combat::place_squares(&self.board, *from, *reach).contains(&to) {
                    Ok(())
                } else {
                    Err(Message::new("lo-place-square")
                        .with("square", to)
                        .with("from", from)
                        .num("reach", i64::from(*reach)))
                }
            }
            _ => Err(self.decision_prompt(seat).unwrap_or_else(|| Message::new("lo-no-decision"))),
        }
    }

    fn apply_unchecked(&mut self, _seat: Seat, action: &LandoverAction) -> Vec<LandoverEvent> {
        let action = self.resolve(action);
        match (self.phase, action) {
            (Phase::Move, LandoverAction::Move { from, to }) => self.apply_move(from, to),
            (Phase::FleeOrFight { from, to }, LandoverAction::Fight) => vec![self.start_combat(from, to)],
            (Phase::FleeOrFight { from, to }, LandoverAction::Flee { to: flee }) => {
                self.phase = Phase::FleeRoll { from, to, flee };
                Vec::new()
            }
            (Phase::Combat(c), LandoverAction::Fight) => {
                self.phase = Phase::Combat(c.answered(&self.board));
                Vec::new()
            }
            (Phase::Combat(c), LandoverAction::Flee { to }) => self.king_flight(c, to),
            (Phase::Place { king, .. }, LandoverAction::Place { to }) => self.place_king(king, to),
            _ => Vec::new(),
        }
    }

    fn retire(&mut self, seat: Seat) -> Vec<LandoverEvent> {
        self.outcome = Some(Outcome::Winner(seat_of(side_of(seat).other())));
        Vec::new()
    }

    fn chance_outcomes(&self) -> Vec<(u8, u32)> {
        (1..=10).map(|roll| (roll, 1)).collect()
    }

    fn apply_chance(&mut self, roll: &u8) -> Vec<LandoverEvent> {
        match self.phase {
            Phase::FleeRoll { from, to, flee } => self.flee_roll(from, to, flee, *roll),
            Phase::KidnapRoll { from, to } => self.kidnap(from, to, *roll),
            Phase::Combat(c) => self.round(c, *roll),
            _ => Vec::new(),
        }
    }

    fn view(&self, viewer: Viewer) -> LandoverView {
        let combat_r = |sq: Square| match self.phase {
            Phase::Combat(c) if sq == c.from => Some(c.r[0]),
            Phase::Combat(c) if sq == c.to => Some(c.r[1]),
            _ => None,
        };
        let unit_view = |square: Square, u: &Unit| UnitView {
            square,
            piece: u.piece,
            r: combat_r(square).unwrap_or(u.r),
            max: self.max_r(u.piece),
            resting: u.is_resting(),
        };
        let units = self.board.units().map(|(square, u)| unit_view(square, u)).collect();
        let kidnapped = match self.phase {
            Phase::Place { king, from, reach } => Some(KidnapView {
                king: unit_view(from, &king),
                places: combat::place_squares(&self.board, from, reach),
            }),
            _ => None,
        };
        let fighting = match self.phase {
            Phase::FleeOrFight { from, to } | Phase::FleeRoll { from, to, .. } | Phase::KidnapRoll { from, to } => {
                Some((from, to))
            }
            Phase::Combat(c) => Some((c.from, c.to)),
            Phase::Move | Phase::Place { .. } => None,
        };
        let bottom = match viewer {
            Viewer::Player(seat) => side_of(seat),
            Viewer::Spectator => Side::Lawful,
        };
        // While an attack waits for a roll or a decision, only that attack is shown.
        let last = if fighting.is_some() { None } else { self.last };
        LandoverView { theme: self.options.theme, bottom, units, to_move: self.to_move, last, fighting, kidnapped }
    }

    fn parse_action(&self, text: &str) -> Result<LandoverAction, PlayError> {
        text.parse()
    }

    /// A move onto an enemy marks its destination: it starts a combat.
    fn taps(&self, action: &LandoverAction) -> Vec<Tap> {
        let mut taps = crate::tap::split(&action.to_string());
        if let LandoverAction::Move { to, .. } = action
            && self.board.get(*to).is_some_and(|unit| unit.side() != self.to_move)
            && let Some(last) = taps.last_mut()
        {
            last.mark = Some(Mark::Combat);
        }
        taps
    }

    fn format_action(action: &LandoverAction) -> String {
        action.to_string()
    }

    fn seat_name(&self, seat: Seat) -> &'static str {
        self.options.theme.side_name(side_of(seat))
    }

    fn seats(&self) -> usize {
        2
    }

    /// Pending decisions default to fighting; a kidnapped king is set down on the nearest
    /// empty square.
    fn timeout_action(&self, seat: Seat) -> Option<LandoverAction> {
        if !self.turn().awaits(seat) {
            return None;
        }
        match self.phase {
            Phase::FleeOrFight { .. } | Phase::Combat(_) => Some(LandoverAction::Fight),
            Phase::Place { from, reach, .. } => combat::place_squares(&self.board, from, reach)
                .into_iter()
                .min_by_key(|sq| (sq.distance(from), sq.index()))
                .map(|to| LandoverAction::Place { to }),
            _ => None,
        }
    }

    fn decision_prompt(&self, seat: Seat) -> Option<Message> {
        if !self.turn().awaits(seat) {
            return None;
        }
        let name = |sq: Square| self.board.get(sq).map(|u| self.figure(u.piece).key()).unwrap_or_default();
        match self.phase {
            Phase::FleeOrFight { to, .. } => {
                Some(Message::new("lo-prompt-flee").term("piece", name(to)).with("square", to))
            }
            Phase::Combat(c) => {
                let (sq, r) = c.wounded_king(&self.board)?;
                Some(Message::new("lo-prompt-king").term("king", name(sq)).with("square", sq).num("r", i64::from(r)))
            }
            Phase::Place { king, from, reach } => Some(
                Message::new("lo-prompt-place")
                    .term("king", self.figure(king.piece).key())
                    .with("square", from)
                    .num("reach", i64::from(reach)),
            ),
            _ => None,
        }
    }
}
