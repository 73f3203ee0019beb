//! The tafl family, the Viking games of attackers against a king: the seed's Hnefatafl
//! 11×11 (`classic`), Copenhagen Hnefatafl, Brandubh 7×7 and Tablut 9×9.
//!
//! The attackers (seat 0) move first; the defenders (seat 1) guard the king, who starts on
//! the central throne. Every piece moves like a chess rook. A piece is captured when the
//! mover closes a sandwich around it with another enemy or a hostile square. How the king
//! is taken and how he wins, which squares are restricted, and what repetition means are
//! the ruleset's (`ruleset`); the rules live in `rules`, the move text in `notation`.

mod bits;
mod board;
#[cfg(test)]
mod family_tests;
mod notation;
pub mod otn;
mod rules;
mod ruleset;
mod start;
#[cfg(test)]
mod tests;

use serde::{Deserialize, Serialize};

pub use bits::{area_and_edge, bit, corners, flood, mix, shift, squares};
pub use board::{Board, Direction, MAX_SIZE, Piece, START, Side, Square};
pub use notation::{TaflMove, parse_square};
pub use ruleset::{Escape, KingCapture, Repetition, Rules, Ruleset};
pub use start::Start;

use crate::game::{Game, GameEvent, GameInfo, OptionError, Outcome, PlayError, Seat, Turn, Viewer};
use crate::message::Message;
use crate::options::{self, GameOption};

/// The ruleset (`rules=`, the seed's `classic` by default) and the king's arms.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TaflOptions {
    /// Records made before the family came are the seed's game.
    #[serde(default)]
    pub ruleset: Ruleset,
    /// The king takes part in captures as hammer and anvil (`king=armed`, the default),
    /// or never does (`king=unarmed`).
    pub king_armed: bool,
    /// A position of the game's own to start from (`position=`), else the ruleset's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub start: Option<Start>,
}

impl Default for TaflOptions {
    fn default() -> TaflOptions {
        TaflOptions { ruleset: Ruleset::Classic, king_armed: true, start: None }
    }
}

impl TaflOptions {
    pub fn rules(self) -> Rules {
        Rules { king_armed: self.king_armed, ..self.ruleset.rules() }
    }
}

/// What the last move did, kept for the board image.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LastMove {
    pub from: Square,
    pub to: Square,
    pub captured: Vec<Square>,
}

/// A position with the side to move and the result, if any.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tafl {
    board: Board,
    to_move: Side,
    options: TaflOptions,
    last: Option<LastMove>,
    outcome: Option<Outcome>,
    /// Each position so far (the board and the side to move), hashed; a capture empties
    /// it, as no position before one can recur. Where the ruleset counts repetitions
    /// they are counted here; searches read it through [`Tafl::history`].
    #[serde(default)]
    seen: Vec<u64>,
}

/// What a move did, in order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum TaflEvent {
    Moved {
        side: Side,
        from: Square,
        to: Square,
    },
    Captured {
        square: Square,
    },
    /// A row along the edge captured at once (Copenhagen).
    Shieldwall {
        squares: Vec<Square>,
    },
    KingCaptured {
        square: Square,
    },
    KingEscaped {
        square: Square,
    },
    /// The king stands on the edge in a fort the attackers cannot break (Copenhagen).
    ExitFort {
        square: Square,
    },
    /// No defender can reach the edge any more (Copenhagen).
    Encircled,
    /// The position came back a third time: the defenders lose, or it is a draw.
    Repetition {
        draw: bool,
    },
    /// The side to move has no legal move: it loses, or it is a draw.
    NoMoves {
        side: Side,
        draw: bool,
    },
}

impl GameEvent for TaflEvent {
    fn message(&self) -> Message {
        match self {
            TaflEvent::Moved { side, from, to } => {
                Message::new("tafl-moved").with("side", side.name()).with("from", from).with("to", to)
            }
            TaflEvent::Captured { square } => Message::new("tafl-captured").with("square", square),
            TaflEvent::Shieldwall { squares } => {
                let names: Vec<String> = squares.iter().map(Square::to_string).collect();
                Message::new("tafl-shieldwall").with("squares", names.join(", "))
            }
            TaflEvent::KingCaptured { square } => Message::new("tafl-king-captured").with("square", square),
            TaflEvent::KingEscaped { square } => Message::new("tafl-king-escaped").with("square", square),
            TaflEvent::ExitFort { square } => Message::new("tafl-exit-fort").with("square", square),
            TaflEvent::Encircled => Message::new("tafl-encircled"),
            TaflEvent::Repetition { draw } => Message::new("tafl-repetition").num("draw", i64::from(*draw)),
            TaflEvent::NoMoves { side, draw } => {
                Message::new("tafl-no-moves").with("side", side.name()).num("draw", i64::from(*draw))
            }
        }
    }

    fn captured_squares(&self) -> Vec<String> {
        match self {
            TaflEvent::Captured { square } | TaflEvent::KingCaptured { square } => vec![square.to_string()],
            TaflEvent::Shieldwall { squares } => squares.iter().map(Square::to_string).collect(),
            _ => Vec::new(),
        }
    }
}

/// Everything about a tafl game is public: every viewer sees the same.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TaflView {
    pub board: Board,
    pub ruleset: Ruleset,
    pub to_move: Side,
    pub last: Option<LastMove>,
    pub over: bool,
}

impl Tafl {
    /// A position from OpenTafl-style text, with `to_move` to play; `None` unless the
    /// board's size is the ruleset's.
    pub fn from_position(position: &str, to_move: Side, options: TaflOptions) -> Option<Tafl> {
        let board = Board::from_position(position)?;
        if board.size() != options.rules().start_board().size() {
            return None;
        }
        Some(Tafl::from_board(board, to_move, options))
    }

    /// A board of the ruleset's size, with `to_move` to play.
    fn from_board(board: Board, to_move: Side, options: TaflOptions) -> Tafl {
        let mut tafl = Tafl { board, to_move, options, last: None, outcome: None, seen: Vec::new() };
        tafl.seen.push(tafl.key());
        tafl.outcome = tafl.stalemate().map(|(outcome, _)| outcome);
        tafl
    }

    pub fn rules(&self) -> Rules {
        self.options.rules()
    }

    /// The keys ([`Tafl::key`]) of the positions since the last capture, this one last.
    pub fn history(&self) -> &[u64] {
        &self.seen
    }

    pub fn board(&self) -> &Board {
        &self.board
    }

    pub fn to_move(&self) -> Side {
        self.to_move
    }

    /// The legal moves of the side to move that end on a square of `onto` (bit
    /// [`Square::index`]), in the order of `legal_actions`: a search's likely captures,
    /// say, without listing every move.
    pub fn moves_onto(&self, onto: u128) -> Vec<TaflMove> {
        if self.outcome.is_some() {
            return Vec::new();
        }
        rules::moves_onto(&self.rules(), &self.board, self.to_move, onto)
    }

    fn seat_of(side: Side) -> Seat {
        match side {
            Side::Attackers => Seat(0),
            Side::Defenders => Seat(1),
        }
    }

    fn side_of(seat: Seat) -> Side {
        if seat == Seat(0) { Side::Attackers } else { Side::Defenders }
    }

    /// The side to move has no legal move: it loses, or the game is drawn (Tablut).
    fn stalemate(&self) -> Option<(Outcome, bool)> {
        if rules::has_move(&self.rules(), &self.board, self.to_move) {
            return None;
        }
        Some(if self.rules().no_move_loses {
            (Outcome::Winner(Tafl::seat_of(self.to_move.other())), false)
        } else {
            (Outcome::Draw, true)
        })
    }

    /// The position's Zobrist key: the board's hash, kept up to date by every move, and
    /// the side to move. Repetitions are counted by it, and searches key their tables
    /// with it.
    pub fn key(&self) -> u64 {
        self.board.hash() ^ if self.to_move == Side::Defenders { bits::DEFENDERS_TO_MOVE } else { 0 }
    }

    fn win(&mut self, side: Side) {
        self.outcome = Some(Outcome::Winner(Tafl::seat_of(side)));
    }
}

/// The tafl family's options: the ruleset, and whether the king captures.
const OPTIONS: [GameOption<TaflOptions>; 3] = [
    GameOption {
        name: "rules",
        aliases: &[],
        expected: "classic, copenhagen, brandubh, tablut",
        set: |o, _, v| {
            o.ruleset = Ruleset::parse(v)?;
            Some(())
        },
    },
    GameOption {
        name: "king",
        aliases: &[],
        expected: "armed, unarmed",
        set: |o, _, v| {
            o.king_armed = options::either(v, "armed", "unarmed")?;
            Some(())
        },
    },
    GameOption {
        name: "position",
        aliases: &["posizione"],
        expected: "an OpenTafl position, rank 1 first, and the side to move: /3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/:d",
        set: |o, _, v| {
            o.start = Some(Start::parse(v)?);
            Some(())
        },
    },
];

impl Game for Tafl {
    const INFO: GameInfo = GameInfo {
        name: "hnefatafl",
        min_players: 2,
        max_players: 2,
        designed_players: 2,
        chance: false,
        hidden_information: false,
        simultaneous: false,
    };
    type Options = TaflOptions;
    type Action = TaflMove;
    type Chance = ();
    type Event = TaflEvent;
    type View = TaflView;

    fn parse_options(pairs: &[(String, String)]) -> Result<TaflOptions, OptionError> {
        options::parse(pairs, &OPTIONS)
    }

    fn format_options(options: &TaflOptions) -> Vec<String> {
        let king = if options.king_armed { "armed" } else { "unarmed" };
        let mut words = vec![format!("rules={}", options.ruleset), format!("king={king}")];
        words.extend(options.start.map(|start| format!("position={start}")));
        words
    }

    fn new(options: &TaflOptions, players: usize) -> Result<Tafl, OptionError> {
        Tafl::INFO.check_players(players)?;
        let Some(start) = options.start else {
            let start = options.rules().start;
            return Ok(Tafl::from_position(start, Side::Attackers, *options).expect("every ruleset's start is valid"));
        };
        let refused = |why: &str| OptionError::bad_value("position", &start.to_string(), why);
        start.check(&options.rules()).map_err(|why| refused(&why))?;
        let tafl = Tafl::from_board(start.board(), start.to_move, *options);
        match tafl.outcome {
            Some(_) => Err(refused("a game not over already: the side to move has no move")),
            None => Ok(tafl),
        }
    }

    fn ruleset(options: &TaflOptions) -> Option<&'static str> {
        (options.ruleset != Ruleset::Classic).then(|| options.ruleset.name())
    }

    fn rulesets() -> Vec<&'static str> {
        Ruleset::ALL.iter().map(|r| r.name()).collect()
    }

    fn turn(&self) -> Turn {
        match &self.outcome {
            Some(outcome) => Turn::Over(outcome.clone()),
            None => Turn::Player(Tafl::seat_of(self.to_move)),
        }
    }

    fn legal_actions(&self, seat: Seat) -> Vec<TaflMove> {
        if self.outcome.is_some() || Tafl::side_of(seat) != self.to_move {
            return Vec::new();
        }
        rules::legal_moves(&self.rules(), &self.board, self.to_move)
    }

    fn check(&self, _seat: Seat, mv: &TaflMove) -> Result<(), Message> {
        rules::check(&self.rules(), &self.board, self.to_move, *mv)
    }

    fn apply_unchecked(&mut self, _seat: Seat, mv: &TaflMove) -> Vec<TaflEvent> {
        let (side, rules) = (self.to_move, self.rules());
        let mut events = vec![TaflEvent::Moved { side, from: mv.from, to: mv.to }];
        let (mut captured, walls) = rules::apply(&rules, &mut self.board, *mv);
        events.extend(captured.iter().map(|&square| TaflEvent::Captured { square }));
        if !walls.is_empty() {
            events.push(TaflEvent::Shieldwall { squares: walls.clone() });
            captured.extend(walls);
        }
        let mut last = LastMove { from: mv.from, to: mv.to, captured };
        let king_moved = self.board.get(mv.to) == Some(Piece::King);
        let escaped = match rules.escape {
            Escape::Corner => self.board.is_corner(mv.to),
            Escape::Edge => self.board.is_edge(mv.to),
        };
        if king_moved && escaped {
            events.push(TaflEvent::KingEscaped { square: mv.to });
            self.win(Side::Defenders);
        } else if side == Side::Attackers
            && let Some(king) = rules::captured_king(&rules, &self.board, mv.to)
        {
            self.board.set(king, None);
            last.captured.push(king);
            events.push(TaflEvent::KingCaptured { square: king });
            self.win(Side::Attackers);
        } else if side == Side::Defenders && rules.exit_fort && rules::exit_fort(&rules, &self.board) {
            events.push(TaflEvent::ExitFort { square: self.board.king().expect("the king is in his fort") });
            self.win(Side::Defenders);
        } else if side == Side::Attackers && rules.encirclement && rules::encircled(&self.board) {
            events.push(TaflEvent::Encircled);
            self.win(Side::Attackers);
        }
        if !last.captured.is_empty() {
            self.seen.clear();
        }
        self.last = Some(last);
        self.to_move = side.other();
        let position = self.key();
        self.seen.push(position);
        if self.outcome.is_none() && rules.repetition != Repetition::Allowed {
            // The side to move alternates, and is in the key: only every other position
            // back can be this one.
            let times = self.seen.iter().rev().step_by(2).filter(|&&p| p == position).count();
            if times >= 3 {
                let draw = rules.repetition == Repetition::Draw;
                events.push(TaflEvent::Repetition { draw });
                self.outcome = Some(if draw { Outcome::Draw } else { Outcome::Winner(Tafl::seat_of(Side::Attackers)) });
            }
        }
        if self.outcome.is_none()
            && let Some((outcome, draw)) = self.stalemate()
        {
            events.push(TaflEvent::NoMoves { side: self.to_move, draw });
            self.outcome = Some(outcome);
        }
        events
    }

    fn retire(&mut self, seat: Seat) -> Vec<TaflEvent> {
        self.outcome = Some(Outcome::Winner(Tafl::seat_of(Tafl::side_of(seat).other())));
        Vec::new()
    }

    fn view(&self, _viewer: Viewer) -> TaflView {
        TaflView {
            board: self.board.clone(),
            ruleset: self.options.ruleset,
            to_move: self.to_move,
            last: self.last.clone(),
            over: self.outcome.is_some(),
        }
    }

    fn parse_action(&self, text: &str) -> Result<TaflMove, PlayError> {
        text.parse()
    }

    fn format_action(mv: &TaflMove) -> String {
        mv.to_string()
    }

    fn seat_name(&self, seat: Seat) -> &'static str {
        Tafl::side_of(seat).name()
    }

    fn seats(&self) -> usize {
        2
    }
}
