//! Uncle Chestnut's Table Gype: dice are the pieces, and the face on top says how a die
//! moves. Two to four players race their eight dice across the 8×8 board to the opposite
//! home row.
//!
//! A turn rerolls one's own die in place, or moves one: a step, or a chain of jumps over
//! adjacent dice (each jumped die is rerolled once the move ends), or the hat's knight
//! leap, which rerolls the dice its path passes over. Players first arrange their dice
//! in secret; the orders are revealed together. `rules` holds the moves, `notation`
//! the text.

mod board;
mod notation;
mod rules;
#[cfg(test)]
mod tests;

use serde::{Deserialize, Serialize};

pub use board::{Board, Die, FRAME, Face, Region, Side, Square};
pub use notation::{Arrangement, DEFAULT_ORDER, GypeAction, Path, STARTING_FACES};

use crate::game::{Game, GameEvent, GameInfo, OptionError, Outcome, PlayError, Seat, Turn, Viewer};
use crate::message::Message;
use crate::options::{self, GameOption};
use crate::tap::Tap;

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct GypeOptions {
    /// All dice are rolled in place at the start instead of being arranged
    /// (`start=random`; the default is `start=chosen`).
    pub random_start: bool,
    /// No die crosses the middle of the board until all of its owner's dice have left
    /// the home row (`chaos=on`; default `off`).
    pub chaos: bool,
}

/// A player's secret set-up choice.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SetupChoice {
    Order(Arrangement),
    Random,
}

/// One outcome of chance: a die's new face, or the order of a `setup random`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum GypeChance {
    Face(Face),
    Order(Arrangement),
}

/// What the last action did, kept for the board image.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LastMove {
    /// The moving die's path (empty for a reroll in place).
    pub path: Vec<Square>,
    /// The dice rerolled by the action.
    pub rerolled: Vec<Square>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Gype {
    options: GypeOptions,
    /// The side of each seat.
    sides: Vec<Side>,
    board: Board,
    /// Each seat's set-up choice while the set-up is secret; `None` once revealed.
    setup: Option<Vec<Option<SetupChoice>>>,
    /// The seat to act once no chance is pending.
    to_move: usize,
    /// Dice still to be rolled, in order: chance nodes.
    pending: Vec<Square>,
    /// Seats that resigned: skipped in turn order; their dice stay where they are.
    retired: Vec<bool>,
    last: Option<LastMove>,
    outcome: Option<Outcome>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum GypeEvent {
    Chose { side: Side },
    Revealed { side: Side, order: Arrangement },
    Moved { side: Side, face: Face, path: Vec<Square>, jumped: Vec<Square> },
    Leaped { side: Side, path: Vec<Square>, passed: Vec<Square> },
    Rolled { square: Square, face: Face },
    Finished { side: Side, square: Square, count: usize },
}

fn squares_text(squares: &[Square], separator: &str) -> String {
    squares.iter().map(Square::to_string).collect::<Vec<_>>().join(separator)
}

impl GameEvent for GypeEvent {
    fn message(&self) -> Message {
        match self {
            GypeEvent::Chose { side } => Message::new("gype-chose").with("side", side.name()),
            GypeEvent::Revealed { side, order } => Message::new("gype-revealed")
                .with("side", side.name())
                .with("order", order.iter().map(|f| f.emoji()).collect::<Vec<_>>().join(" ")),
            GypeEvent::Moved { side, face, path, jumped } => Message::new("gype-moved")
                .with("side", side.name())
                .with("face", face.emoji())
                .with("path", squares_text(path, " → "))
                .with("jumped", squares_text(jumped, ", "))
                .num("count", jumped.len() as i64),
            GypeEvent::Leaped { side, path, passed } => Message::new("gype-leaped")
                .with("side", side.name())
                .with("face", Face::Hat.emoji())
                .with("from", path[0])
                .with("via", path[1])
                .with("to", path[2])
                .with("passed", squares_text(passed, ", "))
                .num("count", passed.len() as i64),
            GypeEvent::Rolled { square, face } => {
                Message::new("gype-rolled").with("square", square).with("face", face.name()).with("emoji", face.emoji())
            }
            GypeEvent::Finished { side, square, count } => Message::new("gype-finished")
                .with("side", side.name())
                .with("square", square)
                .num("count", *count as i64),
        }
    }

    fn is_roll(&self) -> bool {
        matches!(self, GypeEvent::Rolled { .. })
    }
}

/// A die as a viewer sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct DieView {
    pub square: Square,
    pub owner: Side,
    pub face: Face,
    /// In its goal row: it never moves again.
    pub finished: bool,
}

/// The frame as one viewer sees it: during the secret set-up, a player sees only their
/// own chosen order, and everyone else's home row is empty.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct GypeView {
    pub sides: Vec<Side>,
    pub dice: Vec<DieView>,
    /// The sides that still have to choose their set-up.
    pub choosing: Vec<Side>,
    pub to_move: Option<Side>,
    pub last: Option<LastMove>,
}

fn place(board: &mut Board, side: Side, order: &Arrangement) {
    for (sq, face) in side.home_row().into_iter().zip(order) {
        board.set(sq, Some(Die { owner: side, face: *face }));
    }
}

/// Every distinct order of the starting faces (8! / 2!⁴ = 2,520), in lexicographic order.
fn all_orders() -> Vec<Arrangement> {
    fn extend(prefix: &mut Vec<Face>, left: &mut [usize; 4], out: &mut Vec<Arrangement>) {
        if prefix.len() == 8 {
            out.push(prefix.clone().try_into().expect("eight faces"));
            return;
        }
        for i in 0..4 {
            if left[i] > 0 {
                left[i] -= 1;
                prefix.push(STARTING_FACES[i]);
                extend(prefix, left, out);
                prefix.pop();
                left[i] += 1;
            }
        }
    }
    let mut out = Vec::with_capacity(2520);
    extend(&mut Vec::with_capacity(8), &mut [2; 4], &mut out);
    out
}

/// For a picker, the set-up orders that begin with `placed` (indices into
/// [`STARTING_FACES`]) and differ in their next two faces: one order for each way to go on.
fn orders_after(placed: &[usize]) -> Vec<Arrangement> {
    let mut left = [2usize; 4];
    for &i in placed {
        match left.get_mut(i) {
            Some(n) if *n > 0 => *n -= 1,
            _ => return Vec::new(),
        }
    }
    // The faces still to place, in order, after `placed` and then `next`.
    let order = |next: &[usize]| -> Option<Arrangement> {
        let mut rest = left;
        for &i in next {
            rest[i] = rest[i].checked_sub(1)?;
        }
        let tail = (0..4).flat_map(|i| std::iter::repeat_n(i, rest[i]));
        let faces: Vec<Face> = placed.iter().chain(next).copied().chain(tail).map(|i| STARTING_FACES[i]).collect();
        faces.try_into().ok()
    };
    let mut orders = Vec::new();
    for a in (0..4).filter(|&a| left[a] > 0) {
        let seconds: Vec<usize> = (0..4).filter(|&b| left[b] > usize::from(a == b)).collect();
        if seconds.is_empty() {
            orders.extend(order(&[a]));
        }
        orders.extend(seconds.into_iter().filter_map(|b| order(&[a, b])));
    }
    if placed.len() == 8 {
        orders.extend(order(&[]));
    }
    orders
}

impl Gype {
    pub fn board(&self) -> &Board {
        &self.board
    }

    pub fn side(&self, seat: Seat) -> Side {
        self.sides[seat.index()]
    }

    /// A position for tests and analysis: `dice` on the frame, `to_move` to play.
    pub fn from_board(options: GypeOptions, players: usize, board: Board, to_move: Side) -> Option<Gype> {
        let sides = Side::seated(players).to_vec();
        let to_move = sides.iter().position(|&s| s == to_move)?;
        let retired = vec![false; sides.len()];
        Some(Gype {
            options,
            sides,
            board,
            setup: None,
            to_move,
            pending: Vec::new(),
            retired,
            last: None,
            outcome: None,
        })
    }

    /// Places every order once all are known, and reveals them.
    fn reveal(&mut self) -> Vec<GypeEvent> {
        let Some(choices) = &self.setup else { return Vec::new() };
        let orders: Option<Vec<Arrangement>> = choices
            .iter()
            .map(|c| match c {
                Some(SetupChoice::Order(order)) => Some(*order),
                _ => None,
            })
            .collect();
        let Some(orders) = orders else { return Vec::new() };
        self.setup = None;
        let mut events = Vec::new();
        for (side, order) in self.sides.clone().into_iter().zip(orders) {
            place(&mut self.board, side, &order);
            events.push(GypeEvent::Revealed { side, order });
        }
        events
    }

    /// The next seat clockwise that has not resigned.
    fn pass_turn(&mut self) {
        let n = self.sides.len();
        if let Some(next) = (1..=n).map(|k| (self.to_move + k) % n).find(|&i| !self.retired[i]) {
            self.to_move = next;
        }
    }

    fn finish_move(&mut self, side: Side, end: Square) -> Vec<GypeEvent> {
        let mut events = Vec::new();
        if side.is_goal(end) {
            let count = self.board.finished(side);
            events.push(GypeEvent::Finished { side, square: end, count });
            if count == 8 {
                self.outcome = Some(Outcome::Winner(Seat(self.to_move as u8)));
                self.pending.clear();
            }
        }
        events
    }
}

/// Table Gype's options: who arranges the dice, and the chaos rule.
const OPTIONS: [GameOption<GypeOptions>; 2] = [
    GameOption {
        name: "start",
        aliases: &[],
        expected: "chosen, random",
        set: |o, _, v| {
            o.random_start = options::either(v, "random", "chosen")?;
            Some(())
        },
    },
    GameOption {
        name: "chaos",
        aliases: &[],
        expected: "on, off",
        set: |o, _, v| {
            o.chaos = options::either(v, "on", "off")?;
            Some(())
        },
    },
];

impl Game for Gype {
    const INFO: GameInfo = GameInfo {
        name: "gype",
        min_players: 2,
        max_players: 4,
        designed_players: 2,
        chance: true,
        hidden_information: true,
        simultaneous: true,
    };
    type Options = GypeOptions;
    type Action = GypeAction;
    type Chance = GypeChance;
    type Event = GypeEvent;
    type View = GypeView;

    fn parse_options(pairs: &[(String, String)]) -> Result<GypeOptions, OptionError> {
        options::parse(pairs, &OPTIONS)
    }

    fn format_options(options: &GypeOptions) -> Vec<String> {
        vec![
            format!("start={}", if options.random_start { "random" } else { "chosen" }),
            format!("chaos={}", if options.chaos { "on" } else { "off" }),
        ]
    }

    fn new(options: &GypeOptions, players: usize) -> Result<Gype, OptionError> {
        Gype::INFO.check_players(players)?;
        let sides = Side::seated(players).to_vec();
        let mut board = Board::empty();
        let (setup, pending) = if options.random_start {
            for &side in &sides {
                place(&mut board, side, &DEFAULT_ORDER);
            }
            (None, sides.iter().flat_map(|s| s.home_row()).collect())
        } else {
            (Some(vec![None; players]), Vec::new())
        };
        let retired = vec![false; players];
        Ok(Gype { options: *options, sides, board, setup, to_move: 0, pending, retired, last: None, outcome: None })
    }

    fn turn(&self) -> Turn {
        if let Some(outcome) = &self.outcome {
            return Turn::Over(outcome.clone());
        }
        if let Some(choices) = &self.setup {
            let waiting: Vec<Seat> =
                (0..choices.len()).filter(|&i| choices[i].is_none()).map(|i| Seat(i as u8)).collect();
            return if waiting.is_empty() { Turn::Chance } else { Turn::Simultaneous(waiting) };
        }
        if self.pending.is_empty() { Turn::Player(Seat(self.to_move as u8)) } else { Turn::Chance }
    }

    fn legal_actions(&self, seat: Seat) -> Vec<GypeAction> {
        if !self.turn().awaits(seat) {
            return Vec::new();
        }
        if self.setup.is_some() {
            let mut actions: Vec<GypeAction> =
                all_orders().into_iter().map(|order| GypeAction::Setup { order }).collect();
            actions.push(GypeAction::SetupRandom);
            return actions;
        }
        rules::legal_actions(&self.board, self.side(seat), self.options.chaos)
    }

    fn check(&self, seat: Seat, action: &GypeAction) -> Result<(), Message> {
        let side = self.side(seat);
        match (action, self.setup.is_some()) {
            (GypeAction::Setup { .. } | GypeAction::SetupRandom, true) => Ok(()),
            (GypeAction::Setup { .. } | GypeAction::SetupRandom, false) => Err(Message::new("gype-setup-over")),
            (_, true) => Err(Message::new("gype-setup-first")),
            (GypeAction::Roll { square }, false) => rules::check_roll(&self.board, side, *square),
            (GypeAction::Move { from, path, via }, false) => {
                rules::check_move(&self.board, side, self.options.chaos, *from, path, *via).map(|_| ())
            }
        }
    }

    fn apply_unchecked(&mut self, seat: Seat, action: &GypeAction) -> Vec<GypeEvent> {
        let side = self.side(seat);
        let mut events = Vec::new();
        match action {
            GypeAction::Setup { order } => {
                self.setup.as_mut().expect("checked: set-up phase")[seat.index()] = Some(SetupChoice::Order(*order));
                events.push(GypeEvent::Chose { side });
                events.extend(self.reveal());
                return events;
            }
            GypeAction::SetupRandom => {
                self.setup.as_mut().expect("checked: set-up phase")[seat.index()] = Some(SetupChoice::Random);
                return vec![GypeEvent::Chose { side }];
            }
            GypeAction::Roll { square } => {
                self.pending = vec![*square];
                self.last = Some(LastMove { path: Vec::new(), rerolled: vec![*square] });
            }
            GypeAction::Move { from, path, via } => {
                let effect = rules::check_move(&self.board, side, self.options.chaos, *from, path, *via)
                    .expect("apply_unchecked follows check");
                let die = self.board.get(*from).expect("checked: a die moves");
                let end = *effect.path.last().expect("a path has an end");
                self.board.set(*from, None);
                self.board.set(end, Some(die));
                events.push(match die.face {
                    Face::Hat => GypeEvent::Leaped { side, path: effect.path.clone(), passed: effect.rerolled.clone() },
                    face => GypeEvent::Moved { side, face, path: effect.path.clone(), jumped: effect.rerolled.clone() },
                });
                self.pending = effect.rerolled.clone();
                self.last = Some(LastMove { path: effect.path, rerolled: effect.rerolled });
                events.extend(self.finish_move(side, end));
            }
        }
        if self.outcome.is_none() {
            self.pass_turn();
        }
        events
    }

    fn retire(&mut self, seat: Seat) -> Vec<GypeEvent> {
        self.retired[seat.index()] = true;
        let active: Vec<usize> = (0..self.sides.len()).filter(|&i| !self.retired[i]).collect();
        if let [winner] = active[..] {
            self.outcome = Some(Outcome::Winner(Seat(winner as u8)));
            self.pending.clear();
            return Vec::new();
        }
        // A set-up still being chosen goes on with the default order for the leaver.
        let mut events = Vec::new();
        if let Some(choice) = self.setup.as_mut().and_then(|choices| choices.get_mut(seat.index()))
            && choice.is_none()
        {
            *choice = Some(SetupChoice::Order(DEFAULT_ORDER));
            events.extend(self.reveal());
        }
        if self.to_move == seat.index() {
            self.pass_turn();
        }
        events
    }

    fn chance_outcomes(&self) -> Vec<(GypeChance, u32)> {
        if self.setup.is_some() {
            return all_orders().into_iter().map(|order| (GypeChance::Order(order), 1)).collect();
        }
        Face::ALL.into_iter().map(|face| (GypeChance::Face(face), 1)).collect()
    }

    fn apply_chance(&mut self, outcome: &GypeChance) -> Vec<GypeEvent> {
        match (outcome, &mut self.setup) {
            (GypeChance::Order(order), Some(choices)) => {
                if let Some(choice) = choices.iter_mut().find(|c| **c == Some(SetupChoice::Random)) {
                    *choice = Some(SetupChoice::Order(*order));
                }
                self.reveal()
            }
            (GypeChance::Face(face), None) if !self.pending.is_empty() => {
                let square = self.pending.remove(0);
                if let Some(die) = self.board.get(square) {
                    self.board.set(square, Some(Die { face: *face, ..die }));
                }
                vec![GypeEvent::Rolled { square, face: *face }]
            }
            _ => Vec::new(),
        }
    }

    fn view(&self, viewer: Viewer) -> GypeView {
        let mut board = self.board.clone();
        let mut choosing = Vec::new();
        if let Some(choices) = &self.setup {
            for (i, choice) in choices.iter().enumerate() {
                if choice.is_none() {
                    choosing.push(self.sides[i]);
                }
                if let (Some(SetupChoice::Order(order)), Viewer::Player(seat)) = (choice, viewer)
                    && seat.index() == i
                {
                    place(&mut board, self.sides[i], order);
                }
            }
        }
        let dice = board
            .dice()
            .map(|(square, die)| DieView {
                square,
                owner: die.owner,
                face: die.face,
                finished: die.owner.is_goal(square),
            })
            .collect();
        let to_move = match self.turn() {
            Turn::Player(seat) => Some(self.side(seat)),
            _ => None,
        };
        GypeView { sides: self.sides.clone(), dice, choosing, to_move, last: self.last.clone() }
    }

    fn parse_action(&self, text: &str) -> Result<GypeAction, PlayError> {
        notation::parse(text)
    }

    /// While set-ups are chosen, a picker's step lists one order for each way to go on,
    /// not all 2,520.
    fn actions_after(&self, seat: Seat, prefix: &[&str]) -> Option<Vec<GypeAction>> {
        self.setup.as_ref()?;
        if !self.turn().awaits(seat) {
            return Some(Vec::new());
        }
        let placed: Option<Vec<usize>> = match prefix {
            [] | ["setup"] => Some(Vec::new()),
            ["setup", ":random", ..] => None,
            ["setup", faces @ ..] => faces
                .iter()
                .map(|key| STARTING_FACES.iter().position(|f| key.len() == 1 && key.starts_with(f.letter())))
                .collect(),
            _ => return Some(Vec::new()),
        };
        let mut actions = vec![GypeAction::SetupRandom];
        if let Some(placed) = placed {
            actions.extend(orders_after(&placed).into_iter().map(|order| GypeAction::Setup { order }));
        }
        Some(actions)
    }

    /// A set-up order is tapped face by face, from the first square of the home row.
    fn taps(&self, action: &GypeAction) -> Vec<Tap> {
        let GypeAction::Setup { order } = action else { return crate::tap::split(&action.to_string()) };
        let letters = notation::order_letters(order);
        let faces = letters.chars().map(|c| Tap { key: c.to_string(), mark: None });
        crate::tap::split("setup").into_iter().chain(faces).collect()
    }

    fn format_action(action: &GypeAction) -> String {
        action.to_string()
    }

    fn seat_name(&self, seat: Seat) -> &'static str {
        self.side(seat).name()
    }

    fn seats(&self) -> usize {
        self.sides.len()
    }

    fn decision_prompt(&self, seat: Seat) -> Option<Message> {
        let row = self.side(seat).home_row();
        self.timeout_action(seat).map(|_| {
            Message::new("gype-setup-prompt")
                .with("side", self.side(seat).name())
                .with("first", row[0])
                .with("last", row[7])
        })
    }

    fn is_setup(action: &GypeAction) -> bool {
        matches!(action, GypeAction::Setup { .. } | GypeAction::SetupRandom)
    }

    /// A set-up is chosen in secret: while they are being chosen, others know only that.
    fn public_forms(&self, seat: Seat) -> Option<Vec<&'static str>> {
        self.setup.as_ref().map(|_| if self.turn().awaits(seat) { vec!["setup"] } else { Vec::new() })
    }

    /// When none of the seat's dice can move, the turn line says a die must be rerolled.
    fn turn_options(&self, seat: Seat) -> Option<Message> {
        if self.setup.is_some() {
            return None;
        }
        let actions = self.legal_actions(seat);
        let mut rolls = actions.iter().map(|a| match a {
            GypeAction::Roll { square } => Some(*square),
            _ => None,
        });
        let first = rolls.next()??;
        rolls.all(|r| r.is_some()).then(|| Message::new("gype-turn-roll").with("square", first))
    }

    fn timeout_action(&self, seat: Seat) -> Option<GypeAction> {
        (self.setup.is_some() && self.turn().awaits(seat)).then_some(GypeAction::Setup { order: DEFAULT_ORDER })
    }

    /// The other players' chosen set-ups, secret until all have chosen, are chosen again.
    fn redeal_unseen(&self, viewer: Viewer, seed: u64) -> Gype {
        let mut g = self.clone();
        // Once the set-ups are revealed nothing is hidden (and the search asks this once
        // an iteration, so the 2,520 orders are only listed while there are set-ups).
        let Some(choices) = g.setup.as_mut() else { return g };
        let orders = all_orders();
        let mut bytes = [0; 32];
        bytes[..8].copy_from_slice(&seed.to_le_bytes());
        let mut rng = crate::chance::Seed::from_bytes(bytes).rng();
        let weights = vec![1; orders.len()];
        for (i, choice) in choices.iter_mut().enumerate() {
            if viewer != Viewer::Player(Seat(i as u8)) && matches!(choice, Some(SetupChoice::Order(_))) {
                *choice = Some(SetupChoice::Order(
                    orders[crate::chance::sample_index(&mut rng, &weights).expect("orders exist")],
                ));
            }
        }
        g
    }
}
