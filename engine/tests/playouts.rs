//! The generic seeded random-playout check, for every game the bot hosts, and the
//! uniform handling of any game through `AnyMatch`.

use engine::gype::{Gype, GypeEvent, GypeOptions};
use engine::landover::{Landover, LandoverOptions, Theme};
use engine::playout::{PlayoutCheck, check_random_playouts, random_game};
use engine::quest::{Quest, QuestOptions};
use engine::skirmish::{MapChoice, Preset, Skirmish, SkirmishOptions};
use engine::tafl::{Ruleset, Tafl, TaflOptions};
use engine::{AnyMatch, Game, GameKind, Match, Seat, Seed, Turn, Viewer};

#[test]
fn random_playouts_of_every_game() {
    for kind in GameKind::ALL {
        match kind {
            GameKind::Hnefatafl => {
                let check = PlayoutCheck { games: 2000, max_plies: 400, replay_every_ply_games: 5 };
                check_random_playouts::<Tafl>(&TaflOptions::default(), 2, check);
                let unarmed = PlayoutCheck { games: 300, ..check };
                let options = TaflOptions { king_armed: false, ..TaflOptions::default() };
                check_random_playouts::<Tafl>(&options, 2, unarmed);
                for ruleset in [Ruleset::Copenhagen, Ruleset::Brandubh, Ruleset::Tablut] {
                    let family = PlayoutCheck { games: 120, ..check };
                    check_random_playouts::<Tafl>(&TaflOptions { ruleset, ..TaflOptions::default() }, 2, family);
                }
            }
            GameKind::Gype => {
                let check = PlayoutCheck { games: 100, max_plies: 300, replay_every_ply_games: 2 };
                let variants = [
                    GypeOptions::default(),
                    GypeOptions { random_start: true, chaos: false },
                    GypeOptions { random_start: false, chaos: true },
                ];
                for players in 2..=4 {
                    for options in &variants {
                        check_random_playouts::<Gype>(options, players, check);
                    }
                }
            }
            GameKind::Landover => {
                let check = PlayoutCheck { games: 150, max_plies: 600, replay_every_ply_games: 2 };
                check_random_playouts::<Landover>(&LandoverOptions::default(), 2, check);
                let metalegno = LandoverOptions { theme: Theme::Metalegno, ..LandoverOptions::default() };
                check_random_playouts::<Landover>(&metalegno, 2, PlayoutCheck { games: 30, ..check });
            }
            GameKind::Quest => {
                let check = PlayoutCheck { games: 25, max_plies: 500, replay_every_ply_games: 1 };
                for players in 2..=6 {
                    check_random_playouts::<Quest>(&QuestOptions::default(), players, check);
                    check_random_playouts::<Quest>(&QuestOptions { advanced: true }, players, check);
                }
            }
            GameKind::Skirmish => {
                let maps = [MapChoice::Open, MapChoice::Ruins, MapChoice::Hill, MapChoice::Random(None)];
                for (i, map) in maps.into_iter().enumerate() {
                    let warbands = [Preset::ALL[i], Preset::ALL[i + 1]];
                    let options = SkirmishOptions { map, size: 16 + 3 * i as u8, warbands, ..Default::default() };
                    let replay = u64::from(i == 0);
                    let check = PlayoutCheck { games: 2, max_plies: 400, replay_every_ply_games: replay };
                    check_random_playouts::<Skirmish>(&options, 2, check);
                }
            }
            GameKind::Added(def) => unreachable!("{def:?} is not one of the engine's own games"),
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
fn random_landover_games_reach_every_kind_of_result() {
    let mut endings = std::collections::HashSet::new();
    for seed in 0..200 {
        let m = random_game::<Landover>(&LandoverOptions::default(), 2, seed, 5_000);
        if let Some(outcome) = m.state().outcome() {
            endings.insert(format!("{outcome:?}"));
        }
    }
    assert!(endings.len() >= 2, "both sides win random games: {endings:?}");
}

#[test]
fn random_gype_games_are_won_by_each_seat() {
    for players in 2..=4 {
        let mut winners = std::collections::HashSet::new();
        for seed in 0..40 {
            let m = random_game::<Gype>(&GypeOptions::default(), players, seed, 20_000);
            if let Some(outcome) = m.state().outcome() {
                winners.insert(format!("{outcome:?}"));
            }
        }
        assert!(winners.len() >= 2, "{players} players: several seats win random games: {winners:?}");
    }
}

#[test]
fn gype_rerolls_show_each_face_about_one_time_in_six() {
    let mut m =
        Match::<Gype>::new(GypeOptions { random_start: true, chaos: false }, 2, Seed::from_bytes([3; 32])).unwrap();
    let mut counts = std::collections::HashMap::new();
    let rolls = 12_000;
    for _ in 0..rolls {
        let Turn::Player(seat) = m.state().turn() else { panic!("a player is to move") };
        let square = m.state().board().dice().find(|(_, d)| d.owner == m.state().side(seat)).expect("a die").0;
        for event in m.play_text(seat, &format!("roll {square}")).unwrap() {
            if let GypeEvent::Rolled { face, .. } = event {
                *counts.entry(face).or_insert(0) += 1;
            }
        }
    }
    assert_eq!(counts.len(), 6);
    // Expected 2,000 each, standard deviation about 41: allow five of them.
    for (face, count) in counts {
        assert!((count as i64 - 2000).abs() < 205, "{face:?} came up {count} times in {rolls}");
    }
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
    assert_eq!("Gype".parse(), Ok(GameKind::Gype));
    assert_eq!("uctg".parse(), Ok(GameKind::Gype));
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

#[test]
fn a_resignation_is_recorded_and_replays() {
    let mut m = AnyMatch::new(GameKind::Gype, &["start=random"], 3, Seed::from_bytes([6; 32])).unwrap();
    m.retire(Seat(1)).unwrap();
    assert_eq!(m.turn(), Turn::Player(Seat(0)));
    let roll = m.legal_moves(Seat(0)).into_iter().find(|mv| mv.starts_with("roll")).unwrap();
    m.play_text(Seat(0), &roll).unwrap();
    assert_eq!(m.turn(), Turn::Player(Seat(2)), "west is skipped");
    assert!(m.movetext().contains("west:resigns"), "{}", m.movetext());
    let json = serde_json::to_string(&m).unwrap();
    assert_eq!(serde_json::from_str::<AnyMatch>(&json).unwrap(), m);
    let options: Vec<String> = m.options();
    let options: Vec<&str> = options.iter().map(String::as_str).collect();
    let plies = AnyMatch::replay_movetext(GameKind::Gype, &options, 3, Some(m.seed()), &m.movetext()).unwrap();
    assert_eq!(plies[0].notation, "resigns");
    assert_eq!(plies[0].player, "west");
    m.retire(Seat(2)).unwrap();
    assert_eq!(m.outcome_name(&m.outcome().unwrap()), "south");
    assert_eq!(m.retire(Seat(0)), Err(engine::PlayError::GameOver));
}

#[test]
fn every_game_is_designed_for_a_table_it_allows_and_quest_for_four() {
    for kind in GameKind::ALL {
        let info = kind.info();
        assert!((info.min_players..=info.max_players).contains(&info.designed_players), "{kind:?}");
        let designed = if kind == GameKind::Quest { 4 } else { 2 };
        assert_eq!(info.designed_players, designed, "{kind:?}");
    }
}
