//! Tic-tac-toe, hosted from outside the engine (see docs/adding-a-game.md): its rules
//! implement [`engine::Game`], its pictures [`render::AddedArt`], the tree search plays
//! it through [`ai::Estimate`], and its words are `locales/`. [`host`] tells the engine,
//! the AI and the chat of it; the renderer is given [`Art`] by its builder.

mod art;

use engine::{Game, GameDef, GameEvent, GameInfo, Message, OptionError, Outcome, PlayError, Seat, Turn, Viewer};
use serde::{Deserialize, Serialize};

pub use art::Art;

/// A square, 0 to 8, row by row from `a1`.
pub type Square = u8;

/// Noughts and crosses on a 3×3 board: crosses move first; three in a row wins; a full
/// board is a draw.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TicTacToe {
    board: [Option<Seat>; 9],
    to_move: Seat,
    outcome: Option<Outcome>,
}

/// What a viewer sees: the marks on the board (nothing is hidden).
pub type View = [Option<Seat>; 9];

/// A mark was placed.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Placed {
    pub seat: Seat,
    pub square: Square,
}

impl GameEvent for Placed {
    fn message(&self) -> Message {
        let side = if self.seat == Seat(0) { "crosses" } else { "noughts" };
        Message::new("tictactoe-placed").with("side", side).with("square", square_name(self.square))
    }
}

/// The lines that win.
const LINES: [[usize; 3]; 8] = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]];

/// `a1` … `c3`: the file, then the rank.
pub fn square_name(square: Square) -> String {
    format!("{}{}", char::from(b'a' + square % 3), square / 3 + 1)
}

impl TicTacToe {
    pub fn board(&self) -> &View {
        &self.board
    }
}

impl Game for TicTacToe {
    const INFO: GameInfo = GameInfo {
        name: "tictactoe",
        min_players: 2,
        max_players: 2,
        designed_players: 2,
        chance: false,
        hidden_information: false,
        simultaneous: false,
    };
    type Options = ();
    type Action = Square;
    type Chance = ();
    type Event = Placed;
    type View = View;

    fn parse_options(pairs: &[(String, String)]) -> Result<(), OptionError> {
        match pairs.first() {
            None => Ok(()),
            Some(_) => Err(OptionError(Message::new("tictactoe-no-options"))),
        }
    }

    fn format_options(_: &()) -> Vec<String> {
        Vec::new()
    }

    fn new(_: &(), players: usize) -> Result<TicTacToe, OptionError> {
        match players {
            2 => Ok(TicTacToe { board: [None; 9], to_move: Seat(0), outcome: None }),
            _ => Err(OptionError(Message::new("tictactoe-players"))),
        }
    }

    fn turn(&self) -> Turn {
        match &self.outcome {
            Some(outcome) => Turn::Over(outcome.clone()),
            None => Turn::Player(self.to_move),
        }
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Square> {
        if self.turn() != Turn::Player(seat) {
            return Vec::new();
        }
        (0..9).filter(|&square| self.board[usize::from(square)].is_none()).collect()
    }

    fn check(&self, _seat: Seat, square: &Square) -> Result<(), Message> {
        match self.board[usize::from(*square)] {
            None => Ok(()),
            Some(_) => Err(Message::new("tictactoe-taken").with("square", square_name(*square))),
        }
    }

    fn apply_unchecked(&mut self, seat: Seat, square: &Square) -> Vec<Placed> {
        self.board[usize::from(*square)] = Some(seat);
        if LINES.iter().any(|line| line.iter().all(|&at| self.board[at] == Some(seat))) {
            self.outcome = Some(Outcome::Winner(seat));
        } else if self.board.iter().all(Option::is_some) {
            self.outcome = Some(Outcome::Draw);
        }
        self.to_move = Seat(1 - seat.0);
        vec![Placed { seat, square: *square }]
    }

    fn retire(&mut self, seat: Seat) -> Vec<Placed> {
        self.outcome = Some(Outcome::Winner(Seat(1 - seat.0)));
        Vec::new()
    }

    fn view(&self, _viewer: Viewer) -> View {
        self.board
    }

    fn parse_action(&self, text: &str) -> Result<Square, PlayError> {
        let not_a_move = || PlayError::NotAMove(Message::new("tictactoe-move"));
        let mut chars = text.trim().chars();
        let (Some(file), Some(rank), None) = (chars.next(), chars.next(), chars.next()) else {
            return Err(not_a_move());
        };
        let file = u8::try_from(u32::from(file.to_ascii_lowercase()).wrapping_sub(u32::from('a'))).ok();
        let rank = rank.to_digit(10).and_then(|r| u8::try_from(r).ok()).and_then(|r| r.checked_sub(1));
        match (file, rank) {
            (Some(file @ 0..3), Some(rank @ 0..3)) => Ok(rank * 3 + file),
            (Some(_), Some(_)) => Err(PlayError::BadNotation(Message::new("tictactoe-move"))),
            _ => Err(not_a_move()),
        }
    }

    fn format_action(square: &Square) -> String {
        square_name(*square)
    }

    fn seat_name(&self, seat: Seat) -> &'static str {
        ["crosses", "noughts"][usize::from(seat.0).min(1)]
    }

    fn seats(&self) -> usize {
        2
    }
}

engine::hosted!(TicTacToe);

/// The tree search's defaults: a rollout plays to the end, which is near.
impl ai::Estimate for TicTacToe {}

/// The game's definition; `ttt` is its other name.
pub static DEF: GameDef = GameDef::of::<TicTacToe>(&["ttt"]);

/// The chat's line: its rules' catalog key (no topics beyond the summary).
static CHAT: bot::games::ChatGame =
    bot::games::ChatGame { kind: engine::GameKind::Added(&DEF), rules: "rules-tictactoe", topics: &[] };

/// Hosts tic-tac-toe in the engine, the AI and the chat, with its catalog entries; the
/// renderer is given [`Art`] by its builder (`Renderer::new()?.hosting(Box::new(Art))`).
pub fn host() -> Result<(), String> {
    engine::host(&DEF);
    ai::host::<TicTacToe>();
    bot::games::host(&CHAT, include_str!("../locales/en.ftl"), include_str!("../locales/it.ftl"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn played(moves: &[&str]) -> engine::Match<TicTacToe> {
        let mut m = engine::Match::<TicTacToe>::new((), 2, engine::Seed::from_bytes([1; 32])).unwrap();
        for (ply, text) in moves.iter().enumerate() {
            m.play_text(Seat((ply % 2) as u8), text).unwrap();
        }
        m
    }

    #[test]
    fn three_in_a_row_wins() {
        let m = played(&["a1", "a2", "b1", "b2", "c1"]);
        assert_eq!(m.state().outcome(), Some(Outcome::Winner(Seat(0))));
    }

    #[test]
    fn a_full_board_without_a_line_is_a_draw() {
        let m = played(&["a1", "b1", "c1", "b2", "a2", "c2", "b3", "a3", "c3"]);
        assert_eq!(m.state().outcome(), Some(Outcome::Draw));
    }

    #[test]
    fn a_taken_square_is_refused_with_its_name() {
        let mut m = played(&["b2"]);
        let refused = m.play_text(Seat(1), "b2").unwrap_err();
        assert_eq!(refused, PlayError::Illegal(Message::new("tictactoe-taken").with("square", "b2")));
    }

    #[test]
    fn squares_are_a1_to_c3_and_anything_else_is_not_a_move() {
        let state = played(&[]).state().clone();
        assert_eq!(state.parse_action("C3"), Ok(8));
        assert!(matches!(state.parse_action("d1"), Err(PlayError::BadNotation(_))));
        assert!(matches!(state.parse_action("hello"), Err(PlayError::NotAMove(_))));
        assert_eq!((0..9).map(square_name).collect::<Vec<_>>().join(" "), "a1 b1 c1 a2 b2 c2 a3 b3 c3");
    }
}
