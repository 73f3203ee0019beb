//! A small test game proving the core carries what later games need: simultaneous secret
//! choices, explicit chance (a die settles ties), and per-viewer views.

use engine::playout::{PlayoutCheck, check_random_playouts};
use engine::{
    Entry, Game, GameEvent, GameInfo, Match, Message, OptionError, Outcome, PlayError, Seat, Seed, Turn, Viewer,
};
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
enum Hand {
    Rock,
    Paper,
    Scissors,
}

impl Hand {
    fn beats(self, other: Hand) -> bool {
        matches!(
            (self, other),
            (Hand::Rock, Hand::Scissors) | (Hand::Paper, Hand::Rock) | (Hand::Scissors, Hand::Paper)
        )
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
struct Rps {
    hands: [Option<Hand>; 2],
    die: Option<u8>,
    resigned: Option<Seat>,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
enum RpsEvent {
    Chose { seat: u8 },
    Revealed { hands: [Hand; 2] },
    Rolled { face: u8 },
}

impl GameEvent for RpsEvent {
    fn message(&self) -> Message {
        match self {
            RpsEvent::Chose { seat } => Message::new("rps-chose").num("seat", i64::from(*seat)),
            RpsEvent::Revealed { .. } => Message::new("rps-revealed"),
            RpsEvent::Rolled { face } => Message::new("rps-rolled").num("face", i64::from(*face)),
        }
    }
}

/// What one viewer sees: their own hand, and only whether the others have chosen.
#[derive(Clone, Debug, PartialEq, Serialize)]
struct RpsView {
    own: Option<Hand>,
    chosen: [bool; 2],
    revealed: Option<[Hand; 2]>,
}

impl Game for Rps {
    const INFO: GameInfo = GameInfo {
        name: "rps",
        min_players: 2,
        max_players: 2,
        designed_players: 2,
        chance: true,
        hidden_information: true,
        simultaneous: true,
    };
    type Options = ();
    type Action = Hand;
    type Chance = u8;
    type Event = RpsEvent;
    type View = RpsView;

    fn parse_options(pairs: &[(String, String)]) -> Result<(), OptionError> {
        match pairs.first() {
            None => Ok(()),
            Some((k, _)) => Err(OptionError(Message::new("option-unknown").with("option", k))),
        }
    }

    fn format_options(_: &()) -> Vec<String> {
        Vec::new()
    }

    fn new(_: &(), players: usize) -> Result<Rps, OptionError> {
        if players == 2 {
            Ok(Rps { hands: [None; 2], die: None, resigned: None })
        } else {
            Err(OptionError(Message::new("option-players")))
        }
    }

    fn turn(&self) -> Turn {
        if let Some(seat) = self.resigned {
            return Turn::Over(Outcome::Winner(Seat(1 - seat.0)));
        }
        match (self.hands, self.die) {
            ([Some(a), Some(b)], _) if a.beats(b) => Turn::Over(Outcome::Winner(Seat(0))),
            ([Some(a), Some(b)], _) if b.beats(a) => Turn::Over(Outcome::Winner(Seat(1))),
            ([Some(_), Some(_)], None) => Turn::Chance,
            ([Some(_), Some(_)], Some(face)) => Turn::Over(Outcome::Winner(Seat(face % 2))),
            (hands, _) => Turn::Simultaneous((0..2).filter(|&i| hands[i].is_none()).map(|i| Seat(i as u8)).collect()),
        }
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Hand> {
        if self.turn().awaits(seat) { vec![Hand::Rock, Hand::Paper, Hand::Scissors] } else { Vec::new() }
    }

    fn check(&self, _: Seat, _: &Hand) -> Result<(), Message> {
        Ok(())
    }

    fn apply_unchecked(&mut self, seat: Seat, hand: &Hand) -> Vec<RpsEvent> {
        self.hands[seat.index()] = Some(*hand);
        let mut events = vec![RpsEvent::Chose { seat: seat.0 }];
        if let [Some(a), Some(b)] = self.hands {
            events.push(RpsEvent::Revealed { hands: [a, b] });
        }
        events
    }

    fn retire(&mut self, seat: Seat) -> Vec<RpsEvent> {
        self.resigned = Some(seat);
        Vec::new()
    }

    fn chance_outcomes(&self) -> Vec<(u8, u32)> {
        (1..=6).map(|face| (face, 1)).collect()
    }

    fn apply_chance(&mut self, face: &u8) -> Vec<RpsEvent> {
        self.die = Some(*face);
        vec![RpsEvent::Rolled { face: *face }]
    }

    fn view(&self, viewer: Viewer) -> RpsView {
        let revealed = match self.hands {
            [Some(a), Some(b)] => Some([a, b]),
            _ => None,
        };
        let own = match viewer {
            Viewer::Player(seat) => self.hands[seat.index()],
            Viewer::Spectator => None,
        };
        RpsView { own, chosen: self.hands.map(|h| h.is_some()), revealed }
    }

    fn parse_action(&self, text: &str) -> Result<Hand, PlayError> {
        serde_json::from_value(serde_json::Value::String(text.trim().to_lowercase()))
            .map_err(|_| PlayError::NotAMove(Message::new("rps-expected")))
    }

    fn format_action(hand: &Hand) -> String {
        serde_json::to_value(hand).ok().and_then(|v| v.as_str().map(str::to_owned)).unwrap_or_default()
    }

    fn seat_name(&self, seat: Seat) -> &'static str {
        ["first", "second"][seat.index().min(1)]
    }

    fn seats(&self) -> usize {
        2
    }
}

fn new_match(seed: u8) -> Match<Rps> {
    Match::new((), 2, Seed::from_bytes([seed; 32])).unwrap()
}

#[test]
fn both_players_choose_at_once_and_either_may_go_first() {
    let mut m = new_match(1);
    assert_eq!(m.state().turn(), Turn::Simultaneous(vec![Seat(0), Seat(1)]));
    m.play_text(Seat(1), "paper").unwrap();
    assert_eq!(m.state().turn(), Turn::Simultaneous(vec![Seat(0)]));
    assert_eq!(m.play_text(Seat(1), "rock"), Err(PlayError::NotYourTurn));
    m.play_text(Seat(0), "rock").unwrap();
    assert_eq!(m.state().outcome(), Some(Outcome::Winner(Seat(1))));
}

#[test]
fn a_pending_secret_choice_reaches_only_its_owner() {
    let mut m = new_match(2);
    m.play_text(Seat(0), "scissors").unwrap();
    let spectator = serde_json::to_string(&m.state().view(Viewer::Spectator)).unwrap();
    let opponent = serde_json::to_string(&m.state().view(Viewer::Player(Seat(1)))).unwrap();
    let owner = serde_json::to_string(&m.state().view(Viewer::Player(Seat(0)))).unwrap();
    assert!(!spectator.contains("scissors") && !opponent.contains("scissors"), "{spectator} {opponent}");
    assert!(owner.contains("scissors"));
}

#[test]
fn a_tie_is_settled_by_a_recorded_die_roll_that_replays_from_the_seed() {
    let mut m = new_match(3);
    m.play_text(Seat(0), "rock").unwrap();
    let events = m.play_text(Seat(1), "rock").unwrap();
    let Some(RpsEvent::Rolled { face }) = events.last().cloned() else { panic!("a tie rolls the die: {events:?}") };
    assert!((1..=6).contains(&face));
    assert_eq!(m.record().log.last(), Some(&Entry::Chance(face)));
    assert_eq!(m.state().outcome(), Some(Outcome::Winner(Seat(face % 2))));
    let replayed = Match::<Rps>::replay(m.record().clone()).unwrap();
    assert_eq!(replayed, m);
}

#[test]
fn a_rigged_roll_in_a_record_is_detected() {
    let mut m = new_match(4);
    m.play_text(Seat(0), "paper").unwrap();
    m.play_text(Seat(1), "paper").unwrap();
    let mut record = m.record().clone();
    let Some(Entry::Chance(face)) = record.log.last_mut() else { panic!("a roll is recorded") };
    *face = if *face == 6 { 1 } else { *face + 1 };
    assert!(matches!(Match::<Rps>::replay(record), Err(engine::ReplayError::ChanceMismatch { ply: 2 })));
}

#[test]
fn different_seeds_roll_differently() {
    let faces: std::collections::HashSet<u8> = (0..40)
        .map(|seed| {
            let mut m = new_match(seed);
            m.play_text(Seat(0), "rock").unwrap();
            m.play_text(Seat(1), "rock").unwrap();
            match m.record().log.last() {
                Some(Entry::Chance(face)) => *face,
                other => panic!("{other:?}"),
            }
        })
        .collect();
    assert!(faces.len() >= 5, "{faces:?}");
}

#[test]
fn random_playouts_of_the_test_game() {
    check_random_playouts::<Rps>(&(), 2, PlayoutCheck { games: 500, max_plies: 10, replay_every_ply_games: 500 });
}
