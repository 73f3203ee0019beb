//! A game added from outside the engine (see `engine::host`): a one-heap Nim, whose
//! matches are `AnyMatch::Added`, start, play, store, read, replay and show like the
//! engine's own.

use engine::{
    AnyMatch, AnyView, Game, GameDef, GameEvent, GameInfo, GameKind, Message, OptionError, PlayError, Seat, Seed, Turn,
    Viewer,
};
use serde::{Deserialize, Serialize};

/// Take one to three stones from the heap; whoever takes the last wins.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
struct Nim {
    stones: u32,
    to_move: Seat,
    winner: Option<Seat>,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
struct Taken {
    count: u32,
}

impl GameEvent for Taken {
    fn message(&self) -> Message {
        Message::new("nim-taken").num("count", i64::from(self.count))
    }
}

impl Game for Nim {
    const INFO: GameInfo = GameInfo {
        name: "nim",
        min_players: 2,
        max_players: 2,
        designed_players: 2,
        chance: false,
        hidden_information: false,
        simultaneous: false,
    };
    type Options = u32;
    type Action = u32;
    type Chance = ();
    type Event = Taken;
    type View = u32;

    fn parse_options(pairs: &[(String, String)]) -> Result<u32, OptionError> {
        match pairs {
            [] => Ok(10),
            [(name, value)] if name == "stones" => value.parse().map_err(|_| OptionError(Message::new("nim-stones"))),
            _ => Err(OptionError(Message::new("nim-options"))),
        }
    }

    fn format_options(stones: &u32) -> Vec<String> {
        vec![format!("stones={stones}")]
    }

    fn new(stones: &u32, players: usize) -> Result<Nim, OptionError> {
        match players {
            2 => Ok(Nim { stones: *stones, to_move: Seat(0), winner: None }),
            _ => Err(OptionError(Message::new("nim-players"))),
        }
    }

    fn turn(&self) -> Turn {
        match self.winner {
            Some(seat) => Turn::Over(engine::Outcome::Winner(seat)),
            None => Turn::Player(self.to_move),
        }
    }

    fn legal_actions(&self, seat: Seat) -> Vec<u32> {
        if self.turn() != Turn::Player(seat) {
            return Vec::new();
        }
        (1..=3).filter(|&n| n <= self.stones).collect()
    }

    fn check(&self, seat: Seat, taken: &u32) -> Result<(), Message> {
        match self.legal_actions(seat).contains(taken) {
            true => Ok(()),
            false => Err(Message::new("nim-illegal")),
        }
    }

    fn apply_unchecked(&mut self, seat: Seat, taken: &u32) -> Vec<Taken> {
        self.stones -= taken;
        if self.stones == 0 {
            self.winner = Some(seat);
        }
        self.to_move = Seat(1 - seat.0);
        vec![Taken { count: *taken }]
    }

    fn retire(&mut self, seat: Seat) -> Vec<Taken> {
        self.winner = Some(Seat(1 - seat.0));
        Vec::new()
    }

    fn view(&self, _viewer: Viewer) -> u32 {
        self.stones
    }

    fn parse_action(&self, text: &str) -> Result<u32, PlayError> {
        let count = text.strip_prefix("take ").unwrap_or(text);
        count.parse().map_err(|_| PlayError::NotAMove(Message::new("nim-move")))
    }

    /// One token, as every move-list token is: the stones taken.
    fn format_action(taken: &u32) -> String {
        taken.to_string()
    }

    fn seat_name(&self, seat: Seat) -> &'static str {
        ["first", "second"][usize::from(seat.0)]
    }

    fn seats(&self) -> usize {
        2
    }
}

engine::hosted!(Nim);

static NIM: GameDef = GameDef::of::<Nim>(&["heap"]);

fn nim(options: &[&str]) -> AnyMatch {
    engine::host(&NIM);
    let kind: GameKind = "heap".parse().expect("the added game answers to its alias");
    AnyMatch::new(kind, options, 2, Seed::from_bytes([5; 32])).unwrap()
}

#[test]
fn an_added_game_is_named_started_and_played_through_any_match() {
    let mut m = nim(&["stones=5"]);
    assert!(matches!(m, AnyMatch::Added(_)));
    assert_eq!((m.kind().name(), m.kind(), m.options()), ("nim", GameKind::Added(&NIM), vec!["stones=5".to_owned()]));
    assert!(GameKind::all().contains(&m.kind()), "listed with the engine's own games");
    assert_eq!(m.legal_moves(Seat(0)), ["1", "2", "3"]);
    assert_eq!(m.play_text(Seat(1), "take 1"), Err(PlayError::NotYourTurn));
    m.play_text(Seat(0), "take 3").unwrap();
    assert_eq!(m.view(Viewer::Spectator), AnyView::Added(engine::AddedView::new::<Nim>(2)));
    let events = m.play_text(Seat(1), "2").unwrap();
    assert_eq!(events[0].message, Message::new("nim-taken").num("count", 2));
    assert_eq!(m.outcome(), Some(engine::Outcome::Winner(Seat(1))));
    assert_eq!(m.numbered_movetext(), "1. 3 2");
}

#[test]
fn an_added_games_match_is_stored_read_and_replayed() {
    let mut m = nim(&[]);
    m.play_text(Seat(0), "take 2").unwrap();
    let stored = serde_json::to_string(&m).unwrap();
    assert!(stored.starts_with(r#"{"game":"nim","record":"#), "{stored}");
    let read: AnyMatch = serde_json::from_str(&stored).unwrap();
    assert_eq!(read, m);
    let before = m.log_len();
    m.play_text(Seat(1), "take 1").unwrap();
    let batch = m.log_batch_from(before).unwrap();
    assert_eq!(AnyMatch::from_record_and_batches(&stored, &batch).unwrap(), m);
    let plies = AnyMatch::replay_movetext(m.kind(), &[], 2, None, &m.movetext()).unwrap();
    assert_eq!(plies.len(), 2);
    assert_eq!(m.replay_steps().unwrap().len(), 3, "the start and each ply");
    assert_eq!(m.kind().rating_key(&["stones=7"]).unwrap(), "nim");
}

#[test]
fn an_unknown_game_in_a_record_is_refused() {
    let stored = r#"{"game":"go","record":{}}"#;
    assert!(serde_json::from_str::<AnyMatch>(stored).is_err());
}
