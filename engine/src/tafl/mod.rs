//! Hnefatafl 11×11, the Viking game of attackers against a king.
//!
//! The attackers (seat 0, 24 pieces) move first; the defenders (seat 1) are 12 pieces and
//! the king on the throne. Every piece moves like a chess rook. Only the king may stop on
//! the throne (f6) or a corner. A piece is captured when the mover closes a sandwich
//! around it with another enemy or a hostile square; the king is captured when, after an
//! attacker's move, all four of its neighbours are attackers, the empty throne, a corner
//! or the board's edge. The king escaping to a corner wins for the defenders; a player
//! who cannot move loses. The rules live in [`rules`], the move text in [`notation`].

mod board;
mod notation;
mod rules;
#[cfg(test)]
mod tests;

use serde::{Deserialize, Serialize};

pub use board::{Board, Direction, Piece, SIZE, START, Side, Square};
pub use notation::{TaflMove, parse_square};

use crate::game::{Game, GameEvent, GameInfo, OptionError, Outcome, PlayError, Seat, Turn, Viewer};
use crate::message::Message;

/// The rules preset. The default is the seed's game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TaflOptions {
    /// The king takes part in captures as hammer and anvil (`king=armed`, the default),
    /// or never does (`king=unarmed`).
    pub king_armed: bool,
}

impl Default for TaflOptions {
    fn default() -> TaflOptions {
        TaflOptions { king_armed: true }
    }
}

/// What the last move did, kept for the board image.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LastMove {
    pub from: Square,
    pub to: Square,
    pub captured: Vec<Square>,
}

/// A Hnefatafl position with the side to move and the result, if any.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tafl {
    board: Board,
    to_move: Side,
    options: TaflOptions,
    last: Option<LastMove>,
    outcome: Option<Outcome>,
}

/// What a move did, in order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum TaflEvent {
    Moved { side: Side, from: Square, to: Square },
    Captured { square: Square },
    KingCaptured { square: Square },
    KingEscaped { square: Square },
    NoMoves { side: Side },
}

impl GameEvent for TaflEvent {
    fn message(&self) -> Message {
        match self {
            TaflEvent::Moved { side, from, to } => {
                Message::new("tafl-moved").with("side", side.name()).with("from", from).with("to", to)
            }
            TaflEvent::Captured { square } => Message::new("tafl-captured").with("square", square),
            TaflEvent::KingCaptured { square } => Message::new("tafl-king-captured").with("square", square),
            TaflEvent::KingEscaped { square } => Message::new("tafl-king-escaped").with("square", square),
            TaflEvent::NoMoves { side } => Message::new("tafl-no-moves").with("side", side.name()),
        }
    }

    fn captured_square(&self) -> Option<String> {
        match self {
            TaflEvent::Captured { square } | TaflEvent::KingCaptured { square } => Some(square.to_string()),
            _ => None,
        }
    }
}

/// Everything about Hnefatafl is public: every viewer sees the same.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TaflView {
    pub board: Board,
    pub to_move: Side,
    pub last: Option<LastMove>,
    pub over: bool,
}

impl Tafl {
    /// A position from OpenTafl-style text, with `to_move` to play.
    pub fn from_position(position: &str, to_move: Side, options: TaflOptions) -> Option<Tafl> {
        let board = Board::from_position(position)?;
        let mut tafl = Tafl { board, to_move, options, last: None, outcome: None };
        tafl.outcome = tafl.stalemate_outcome();
        Some(tafl)
    }

    pub fn board(&self) -> &Board {
        &self.board
    }

    pub fn to_move(&self) -> Side {
        self.to_move
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

    /// The side to move loses when it has no legal move.
    fn stalemate_outcome(&self) -> Option<Outcome> {
        (!rules::has_move(&self.board, self.to_move)).then(|| Outcome::Winner(Tafl::seat_of(self.to_move.other())))
    }
}

impl Game for Tafl {
    const INFO: GameInfo = GameInfo {
        name: "hnefatafl",
        min_players: 2,
        max_players: 2,
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
        let mut options = TaflOptions::default();
        for (key, value) in pairs {
            match (key.as_str(), value.as_str()) {
                ("king", "armed") => options.king_armed = true,
                ("king", "unarmed") => options.king_armed = false,
                ("king", _) => return Err(OptionError::bad_value(key, value, "armed, unarmed")),
                _ => return Err(OptionError::unknown(key, "king")),
            }
        }
        Ok(options)
    }

    fn format_options(options: &TaflOptions) -> Vec<String> {
        vec![format!("king={}", if options.king_armed { "armed" } else { "unarmed" })]
    }

    fn new(options: &TaflOptions, players: usize) -> Result<Tafl, OptionError> {
        Tafl::INFO.check_players(players)?;
        Ok(Tafl { board: Board::default(), to_move: Side::Attackers, options: *options, last: None, outcome: None })
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
        rules::legal_moves(&self.board, self.to_move)
    }

    fn check(&self, _seat: Seat, mv: &TaflMove) -> Result<(), Message> {
        rules::check(&self.board, self.to_move, *mv)
    }

    fn apply_unchecked(&mut self, _seat: Seat, mv: &TaflMove) -> Vec<TaflEvent> {
        let side = self.to_move;
        let mut events = vec![TaflEvent::Moved { side, from: mv.from, to: mv.to }];
        let captured = rules::apply(&mut self.board, *mv, self.options);
        events.extend(captured.iter().map(|&square| TaflEvent::Captured { square }));
        let mut last = LastMove { from: mv.from, to: mv.to, captured };
        if self.board.get(mv.to) == Some(Piece::King) && mv.to.is_corner() {
            events.push(TaflEvent::KingEscaped { square: mv.to });
            self.outcome = Some(Outcome::Winner(Tafl::seat_of(Side::Defenders)));
        } else if side == Side::Attackers
            && let Some(king) = rules::captured_king(&self.board, mv.to)
        {
            self.board.set(king, None);
            last.captured.push(king);
            events.push(TaflEvent::KingCaptured { square: king });
            self.outcome = Some(Outcome::Winner(Tafl::seat_of(Side::Attackers)));
        }
        self.last = Some(last);
        self.to_move = side.other();
        if self.outcome.is_none() {
            self.outcome = self.stalemate_outcome();
            if self.outcome.is_some() {
                events.push(TaflEvent::NoMoves { side: self.to_move });
            }
        }
        events
    }

    fn retire(&mut self, seat: Seat) -> Vec<TaflEvent> {
        self.outcome = Some(Outcome::Winner(Tafl::seat_of(Tafl::side_of(seat).other())));
        Vec::new()
    }

    fn chance_outcomes(&self) -> Vec<((), u32)> {
        Vec::new()
    }

    fn apply_chance(&mut self, _outcome: &()) -> Vec<TaflEvent> {
        Vec::new()
    }

    fn view(&self, _viewer: Viewer) -> TaflView {
        TaflView {
            board: self.board.clone(),
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
