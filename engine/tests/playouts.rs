//! The generic seeded random-playout check, for every game the bot hosts, and the
//! uniform handling of any game through `AnyMatch`.

use engine::playout::{PlayoutCheck, check_random_playouts, random_game};
use engine::tafl::{Tafl, TaflOptions};
use engine::{AnyMatch, Game, GameKind, Seat, Seed, Viewer};

#[test]
fn random_playouts_of_every_game() {
    for kind in GameKind::ALL {
        match kind {
            GameKind::Hnefatafl => {
                let check = PlayoutCheck { games: 2000, max_plies: 400, replay_every_ply_games: 5 };
                check_random_playouts::<Tafl>(&TaflOptions::default(), 2, check);
                let unarmed = PlayoutCheck { games: 300, ..check };
                check_random_playouts::<Tafl>(&TaflOptions { king_armed: false }, 2, unarmed);
            }
        }
    }
}

#[test]
fn random_tafl_games_end_with_every_kind_of_result() {
    let mut endings = std::collections::HashSet::new();
    for seed in 0..300 {
        let m = random_game::<Tafl>(&TaflOptions::default(), 2, seed, 2000);
        if let Some(outcome) = m.state().outcome() {
            endings.insert(format!("{outcome:?}"));
        }
    }
    assert_eq!(endings.len(), 2, "both sides win some random games: {endings:?}");
}

#[test]
fn any_match_round_trips_and_its_move_list_replays() {
    for kind in GameKind::ALL {
        let mut m = AnyMatch::new(kind, &[], 2, Seed::from_bytes([9; 32])).unwrap();
        for _ in 0..30 {
            let Some(seat) = (0..2).map(Seat).find(|&s| m.turn().awaits(s)) else { break };
            let moves = m.legal_moves(seat);
            let pick = moves[m.plies() * 7 % moves.len()].clone();
            m.play_text(seat, &pick).unwrap();
        }
        let json = serde_json::to_string(&m).unwrap();
        assert_eq!(serde_json::from_str::<AnyMatch>(&json).unwrap(), m);
        let options: Vec<String> = m.options();
        let options: Vec<&str> = options.iter().map(String::as_str).collect();
        let plies = AnyMatch::replay_movetext(kind, &options, 2, Some(m.seed()), &m.movetext()).unwrap();
        assert_eq!(plies.len(), m.plies());
        let spectator = m.view(Viewer::Spectator);
        assert_eq!(serde_json::to_value(&spectator).unwrap()["game"], kind.name());
    }
}

#[test]
fn game_names_and_aliases_parse() {
    assert_eq!("Hnefatafl".parse(), Ok(GameKind::Hnefatafl));
    assert_eq!("tafl".parse(), Ok(GameKind::Hnefatafl));
    assert!("chess".parse::<GameKind>().is_err());
}

#[test]
fn bad_options_are_refused_when_a_match_is_created() {
    let seed = Seed::from_bytes([0; 32]);
    assert_eq!(AnyMatch::new(GameKind::Hnefatafl, &["king"], 2, seed).unwrap_err().0.key, "option-malformed");
    assert_eq!(AnyMatch::new(GameKind::Hnefatafl, &["king=weak"], 2, seed).unwrap_err().0.key, "option-bad-value");
    assert_eq!(AnyMatch::new(GameKind::Hnefatafl, &[], 3, seed).unwrap_err().0.key, "option-players");
    assert!(AnyMatch::new(GameKind::Hnefatafl, &["king=unarmed"], 2, seed).is_ok());
}
