//! Tap to move through the chat core: every decision made by pressing pickers, from the
//! board's first step to the move played, with stale presses, strangers, players out of
//! turn, a restart between the board and the press, secret decisions offered in private,
//! and the per-channel switch.

mod common;

use std::sync::Arc;

use bot::core::{Core, Incoming, Outgoing, Picker, Pressed};
use bot::model::ChannelKey;
use bot::storage::Storage;
use common::taps::{is_group, names, opening, plan, tap_labels};
use common::{ManualClock, core, database_urls, say, texts, unique_channel, unique_platform_channel, whisper};
use engine::{AnyMatch, Seat, Turn};

const NAMES: [&str; 2] = ["alice", "bob"];

/// The picker of the last message in `out` that carries one (to the channel, or privately
/// to `to` when given).
fn picker(out: &[Outgoing], to: Option<&str>) -> Option<Picker> {
    out.iter().rev().find_map(|o| match (o, to) {
        (Outgoing::Channel { picker, .. }, None) => picker.clone(),
        (Outgoing::Private { user, picker, .. }, Some(name)) if user.id == name => picker.clone(),
        _ => None,
    })
}

/// A press by `user` on the button whose data is `data`, in `channel`.
async fn press(core: &Core, channel: &ChannelKey, user: &str, data: &str) -> Pressed {
    let private = channel.channel.starts_with("dm-");
    core.press(&Incoming { private, ..say(channel, user, data) }).await
}

/// `user` taps `text` from the picker's step `step`, opening groups (a file) as needed;
/// returns the move's replies.
async fn tap_move(core: &Core, channel: &ChannelKey, user: &str, mut step: Picker, text: &str) -> Vec<Outgoing> {
    let labels = tap_labels(text);
    let mut next = 0;
    loop {
        // A move that others go on from is played by its own choice (`▶ a1-a2`).
        let Some(label) = labels.get(next) else {
            let play = step.choices.iter().find(|c| c.label == format!("▶ {text}")).expect("a choice that plays");
            let Pressed::Played { out, .. } = press(core, channel, user, &play.data).await else { panic!("{text}") };
            return out;
        };
        let data = match step.choices.iter().find(|c| names(&c.label, label)) {
            Some(choice) => {
                next += 1;
                choice.data.clone()
            }
            None => group_holding(core, channel, user, &step, label).await,
        };
        match press(core, channel, user, &data).await {
            Pressed::Step(shown) => step = shown,
            Pressed::Played { out, text: played } => {
                assert!(played.contains(text), "{played} for {text}");
                return out;
            }
            Pressed::Private { text: note, .. } | Pressed::Note { text: note, .. } | Pressed::Over(note) => {
                panic!("tapping {text} as {user}: {note}")
            }
        }
    }
}

/// The data of the group of `step` whose choices include `label`.
async fn group_holding(core: &Core, channel: &ChannelKey, user: &str, step: &Picker, label: &str) -> String {
    for group in step.choices.iter().filter(|c| is_group(&c.label)) {
        if let Pressed::Step(inner) = press(core, channel, user, &group.data).await
            && inner.choices.iter().any(|c| names(&c.label, label))
        {
            return group.data.clone();
        }
    }
    panic!("no choice or group of {:?} holds {label}", step.choices);
}

async fn stored_game(url: &str, channel: &ChannelKey) -> AnyMatch {
    let storage = Storage::connect(url).await.unwrap();
    storage.active_match(channel).await.unwrap().expect("the match runs").game
}

/// Plays `path` by taps alone, each move from the picker the move before it posted.
async fn play_by_taps(
    core: &Core,
    channel: &ChannelKey,
    mut out: Vec<Outgoing>,
    path: &[(Seat, String)],
) -> Vec<Outgoing> {
    for (seat, text) in path {
        let step = picker(&out, None).unwrap_or_else(|| panic!("a picker before {text}: {}", texts(&out)));
        out = tap_move(core, channel, NAMES[seat.index()], step, text).await;
    }
    out
}

async fn two_player_match(core: &Core, channel: &ChannelKey, game: &str) -> Vec<Outgoing> {
    core.handle(&say(channel, "alice", &format!("!challenge @bob {game}"))).await;
    core.handle(&say(channel, "bob", "!accept")).await
}

#[tokio::test]
async fn a_hnefatafl_game_is_played_to_its_end_by_taps_alone() {
    let dir = tempfile::tempdir().unwrap();
    for url in database_urls(&dir).await {
        let core = core(&url, Arc::new(ManualClock::default())).await;
        let hall = unique_channel("taps-tafl");
        let out = two_player_match(&core, &hall, "hnefatafl").await;
        let first = picker(&out, None).expect("the first board carries a picker");
        assert!(first.back.is_none());
        assert!(first.choices.iter().all(|c| !c.word), "attackers' pieces only: {:?}", first.choices);
        let path = plan(&stored_game(&url, &hall).await, 120, 2_000, |_| true);
        let out = play_by_taps(&core, &hall, out, &path).await;
        let text = texts(&out);
        assert!(text.contains("wins"), "{text}");
        assert_eq!(picker(&out, None), None, "a finished match offers no picker");
        let storage = Storage::connect(&url).await.unwrap();
        assert!(storage.active_match(&hall).await.unwrap().is_none(), "the match ended");
    }
}

#[tokio::test]
async fn stale_presses_strangers_and_players_out_of_turn_are_told_privately() {
    let dir = tempfile::tempdir().unwrap();
    for url in database_urls(&dir).await {
        let core = core(&url, Arc::new(ManualClock::default())).await;
        let hall = unique_channel("taps-refusals");
        let out = two_player_match(&core, &hall, "hnefatafl").await;
        let first = picker(&out, None).unwrap();
        let piece = first.choices[0].data.clone();

        let Pressed::Note { text, fresh: None } = press(&core, &hall, "carol", &piece).await else { panic!() };
        assert_eq!(text, "This is not your match.");
        let Pressed::Note { text, fresh: None } = press(&core, &hall, "bob", &piece).await else { panic!() };
        assert_eq!(text, "It is not your turn.");
        let Pressed::Note { text, .. } = press(&core, &hall, "alice", "pk:nonsense").await else { panic!() };
        assert!(text.contains("settled"), "{text}");

        // alice's piece opens its squares; the back button returns to the pieces.
        let Pressed::Step(squares) = press(&core, &hall, "alice", &piece).await else { panic!("a step") };
        assert!(squares.title.contains("→"), "{}", squares.title);
        let Pressed::Step(back) = press(&core, &hall, "alice", squares.back.as_ref().unwrap()).await else { panic!() };
        assert_eq!(back.choices, first.choices);

        // alice types her move: the picker she held is out of date now.
        let out = core.handle(&say(&hall, "alice", "d1-d4")).await;
        let latest = picker(&out, None).expect("bob's picker");
        let Pressed::Note { text, fresh: None } = press(&core, &hall, "alice", &squares.choices[0].data).await else {
            panic!("alice is told, with no picker: it is bob's turn")
        };
        assert!(text.contains("out of date"), "{text}");
        let Pressed::Note { text, fresh: Some(fresh) } = press(&core, &hall, "bob", &piece).await else {
            panic!("bob gets a fresh picker")
        };
        assert!(text.contains("out of date"), "{text}");
        assert_eq!(fresh, latest);
        assert!(fresh.choices.iter().any(|c| c.label == "f4"), "the defenders' pieces: {:?}", fresh.choices);

        // Once the match is over, a press on its last picker says so.
        core.handle(&say(&hall, "bob", "!resign")).await;
        let pressed = press(&core, &hall, "bob", &latest.choices[0].data).await;
        assert_eq!(pressed, Pressed::Over("That match is over.".into()));
    }
}

#[tokio::test]
async fn a_press_after_a_restart_plays_from_the_picker_posted_before_it() {
    let dir = tempfile::tempdir().unwrap();
    for url in database_urls(&dir).await {
        let hall = unique_channel("taps-restart");
        let out = {
            let before = core(&url, Arc::new(ManualClock::default())).await;
            two_player_match(&before, &hall, "hnefatafl").await
        };
        let after = core(&url, Arc::new(ManualClock::default())).await;
        let out = tap_move(&after, &hall, "alice", picker(&out, None).unwrap(), "d1-d4").await;
        assert!(texts(&out).contains("bob (defenders) to play"), "{}", texts(&out));
        assert_eq!(stored_game(&url, &hall).await.movetext(), "d1-d4");
    }
}

#[tokio::test]
async fn a_turn_pinged_by_private_message_is_played_by_tapping_there() {
    let dir = tempfile::tempdir().unwrap();
    for url in database_urls(&dir).await {
        let core = core(&url, Arc::new(ManualClock::default())).await;
        let hall = unique_platform_channel("taps-dm");
        core.handle(&say(&hall, "bob", "!notify dm")).await;
        two_player_match(&core, &hall, "hnefatafl").await;
        let out = core.handle(&say(&hall, "alice", "d1-d4")).await;
        let step = picker(&out, Some("bob")).expect("bob's ping carries his picker");
        assert_eq!(Some(&step), picker(&out, None).as_ref(), "the same as the channel's");
        let dm = ChannelKey::new(&hall.platform, "dm-bob", None);
        let out = tap_move(&core, &dm, "bob", step, "g7-j7").await;
        assert!(texts(&out).contains("alice (attackers) to play"), "{}", texts(&out));
        assert_eq!(stored_game(&url, &hall).await.movetext(), "d1-d4 g7-j7");
    }
}

#[tokio::test]
async fn a_moderator_turns_the_pickers_off_and_boards_come_without_them() {
    let dir = tempfile::tempdir().unwrap();
    for url in database_urls(&dir).await {
        let core = core(&url, Arc::new(ManualClock::default())).await;
        let hall = unique_channel("taps-switch");
        assert!(texts(&core.handle(&say(&hall, "bob", "!buttons")).await).contains("carry tap-to-move buttons"));
        let out = core.handle(&say(&hall, "bob", "!buttons off")).await;
        assert_eq!(texts(&out), "Only a moderator can switch the tap-to-move buttons.");
        let out = core.handle(&say(&hall, "bob", "!buttons maybe")).await;
        assert_eq!(texts(&out), "Say !buttons on or !buttons off.");
        let moderator = |text: &str| Incoming { moderator: true, ..say(&hall, "mod", text) };
        let out = core.handle(&moderator("!buttons off")).await;
        assert_eq!(texts(&out), "Tap-to-move buttons are off here; type moves as usual.");
        let out = two_player_match(&core, &hall, "hnefatafl").await;
        assert_eq!(picker(&out, None), None);
        assert_eq!(picker(&core.handle(&say(&hall, "alice", "!board")).await, None), None);
        core.handle(&moderator("!pulsanti sì")).await;
        assert!(picker(&core.handle(&say(&hall, "alice", "!board")).await, None).is_some());
    }
}

#[tokio::test]
async fn landover_marks_combats_and_a_flee_or_fight_decision_is_tapped() {
    let dir = tempfile::tempdir().unwrap();
    for url in database_urls(&dir).await {
        let core = core(&url, Arc::new(ManualClock::default())).await;
        let hall = unique_channel("taps-landover");
        let out = two_player_match(&core, &hall, "landover").await;
        // The h8 rook's squares include the spy on h7: a combat.
        let rook = picker(&out, None).unwrap().choices.into_iter().find(|c| c.label == "h8").expect("the h8 rook");
        let Pressed::Step(squares) = press(&core, &hall, "alice", &rook.data).await else { panic!() };
        assert!(squares.choices.iter().any(|c| c.label == "h7 ⚔"), "{:?}", squares.choices);
        // A game until someone must flee or fight, then the decision by taps too.
        let game = stored_game(&url, &hall).await;
        let path = opening(&game, 400, 2_000, |path| path.last().is_some_and(|(_, mv)| mv == "fight"));
        let (asked, rest) = path.split_at(path.len() - 1);
        let out = play_by_taps(&core, &hall, out, asked).await;
        let decision = picker(&out, None).expect("the decision's picker");
        let words: Vec<&str> = decision.choices.iter().filter(|c| c.word).map(|c| c.label.as_str()).collect();
        assert_eq!(words, ["Fight", "Flee"], "{:?}", decision.choices);
        let out = play_by_taps(&core, &hall, out, rest).await;
        assert!(texts(&out).contains("🎲"), "the fight is rolled: {}", texts(&out));
    }
}

#[tokio::test]
async fn quests_channel_picker_offers_the_forms_and_a_press_opens_the_exact_options_in_private() {
    let dir = tempfile::tempdir().unwrap();
    let url = &database_urls(&dir).await[0];
    let core = core(url, Arc::new(ManualClock::default())).await;
    // The deal is seeded: alice holds one coin and nothing she could act with.
    core.seed_matches_from(3);
    let hall = unique_platform_channel("taps-quest");
    core.handle(&say(&hall, "alice", "!challenge @bob @carol @dave quest")).await;
    let mut out = Vec::new();
    for name in ["bob", "carol", "dave"] {
        out = core.handle(&say(&hall, name, "!accept")).await;
    }
    let board = picker(&out, None).expect("a picker under the board");
    let forms: Vec<&str> = board.choices.iter().map(|c| c.label.as_str()).collect();
    assert_eq!(forms, ["Act", "Allow", "Attack", "Give", "Look", "Move"], "the public forms, whatever alice holds");
    // The channel's hint names the same forms; alice's exact list goes to her alone, and
    // `hint` in the private chat gives it too.
    let hinted = core.handle(&say(&hall, "alice", "!hint")).await;
    let (shared, private): (Vec<&Outgoing>, Vec<&Outgoing>) =
        hinted.iter().partition(|o| matches!(o, Outgoing::Channel { .. }));
    assert!(texts(&shared.into_iter().cloned().collect::<Vec<_>>()).contains("move, act, look, attack, give, allow"));
    assert!(texts(&private.into_iter().cloned().collect::<Vec<_>>()).contains("give eagle: 1gold"));
    let own = core.handle(&whisper(&hall, "alice", "hint")).await;
    assert!(
        texts(&own).contains("alice (lion) can play") && texts(&own).contains("give eagle: 1gold"),
        "{}",
        texts(&own)
    );
    // A form opens alice's exact options for her alone; nothing is said in the channel.
    let give = board.choices.iter().find(|c| c.label == "Give").unwrap();
    let Pressed::Private { step, text } = press(&core, &hall, "alice", &give.data).await else { panic!("private") };
    assert!(text.contains("private chat"), "{text}");
    let whom: Vec<&str> = step.choices.iter().map(|c| c.label.as_str()).collect();
    assert_eq!(whom, ["boar", "eagle", "stag"], "alice holds one coin: she may give it to any of three");
    // An action that alice cannot take now is not offered, but its form still is: a
    // press on it opens what she can do.
    let act = board.choices.iter().find(|c| c.label == "Act").unwrap();
    let Pressed::Private { step, .. } = press(&core, &hall, "alice", &act.data).await else { panic!("private") };
    let game = stored_game(url, &hall).await;
    let exact = game.legal_moves(Seat(0));
    assert!(step.choices.iter().any(|c| c.label == "Move"), "{:?}", step.choices);
    // Played from the private step, through the private chat: the channel hears the move.
    let dm = ChannelKey::new(&hall.platform, "dm-alice", None);
    let moving = step.choices.iter().find(|c| c.label == "Move").unwrap();
    let Pressed::Played { out, .. } = press(&core, &dm, "alice", &moving.data).await else { panic!("played") };
    assert!(exact.contains(&"move".to_owned()));
    let channel: Vec<&Outgoing> =
        out.iter().filter(|o| matches!(o, Outgoing::Channel { channel, .. } if *channel == hall)).collect();
    assert!(!channel.is_empty(), "{}", texts(&out));
    assert_eq!(stored_game(url, &hall).await.plies(), game.plies() + 1, "the move is played");
    // Someone else's press on the forms is refused.
    let Pressed::Note { .. } = press(&core, &hall, "bob", &give.data).await else { panic!("bob is not to move") };
}

#[tokio::test]
async fn gype_offers_its_secret_set_up_in_private_and_its_rolls_in_the_channel() {
    let dir = tempfile::tempdir().unwrap();
    for url in database_urls(&dir).await {
        let core = core(&url, Arc::new(ManualClock::default())).await;
        let hall = unique_platform_channel("taps-gype");
        let out = two_player_match(&core, &hall, "gype").await;
        assert_eq!(picker(&out, None), None, "set-ups are secret: no picker in the channel");
        for (name, order) in [("alice", "setup:FFBBSSTT"), ("bob", "setup:random")] {
            let step = picker(&out, Some(name)).unwrap_or_else(|| panic!("{name}'s private picker"));
            let words: Vec<&str> = step.choices.iter().map(|c| c.label.as_str()).collect();
            assert_eq!(words, ["Set up"], "{name}");
            let dm = ChannelKey::new(&hall.platform, &format!("dm-{name}"), None);
            let pressed = press(&core, &dm, name, &step.choices[0].data).await;
            let Pressed::Step(step) = pressed else { panic!("{pressed:?}") };
            let faces: Vec<&str> = step.choices.iter().map(|c| c.label.as_str()).collect();
            assert_eq!(faces, ["Random", "B", "F", "S", "T"], "{name}");
            let choice = if order.ends_with("random") { &step.choices[0] } else { &step.choices[2] };
            let mut pressed = press(&core, &dm, name, &choice.data).await;
            for face in order.trim_start_matches("setup:").chars().skip(1).take_while(|_| !order.ends_with("random")) {
                let Pressed::Step(step) = pressed else { panic!("{name}: more faces to tap") };
                let choice = step.choices.iter().find(|c| c.label == face.to_string()).expect("the face");
                pressed = press(&core, &dm, name, &choice.data).await;
            }
            let Pressed::Played { out: said, .. } = pressed else { panic!("{name}'s set-up is played") };
            assert!(texts(&said).contains("has chosen a set-up"), "{}", texts(&said));
            if name == "bob" {
                // The game begins: rolls and moves, tapped in the channel.
                let first = picker(&said, None).expect("the channel's picker");
                assert!(first.choices.iter().any(|c| c.label == "Roll"), "{:?}", first.choices);
                let game = stored_game(&url, &hall).await;
                let path =
                    opening(&game, 12, 5_000, |p| p.iter().filter(|(_, mv)| mv.starts_with("roll")).count() >= 2);
                let out = play_by_taps(&core, &hall, said, &path).await;
                assert_eq!(stored_game(&url, &hall).await.moves(), path.len(), "{}", texts(&out));
            }
        }
    }
}

#[tokio::test]
async fn a_skirmish_warband_deploys_then_runs_marches_and_moves_by_taps() {
    let dir = tempfile::tempdir().unwrap();
    for url in database_urls(&dir).await {
        let core = core(&url, Arc::new(ManualClock::default())).await;
        let hall = unique_channel("taps-skirmish");
        let mut out = two_player_match(&core, &hall, "skirmish map=open").await;
        for name in NAMES {
            let first = picker(&out, None).unwrap_or_else(|| panic!("{name}'s set-up picker: {}", texts(&out)));
            let deploy = first.choices.iter().find(|c| c.label == "Deploy").expect("a Deploy choice");
            let Pressed::Step(step) = press(&core, &hall, name, &deploy.data).await else { panic!("the models") };
            let auto = step.choices.iter().find(|c| c.label == "Automatic").expect("an automatic deployment");
            assert!(step.choices.iter().any(|c| c.label == "#1"), "each model may be placed: {:?}", step.choices);
            let Pressed::Played { out: said, .. } = press(&core, &hall, name, &auto.data).await else {
                panic!("{name} deploys")
            };
            out = said;
        }
        // The side the roll-off chose runs one model, marches another and moves a third.
        let game = stored_game(&url, &hall).await;
        let Turn::Player(seat) = game.turn() else { panic!("a side is to move") };
        let mut path: Vec<(Seat, String)> = Vec::new();
        let mut trial = game.clone();
        for pace in ["run:", "march:", "move:"] {
            let moved: Vec<String> = path.iter().map(|(_, m)| m.split(':').nth(1).unwrap().to_owned()).collect();
            let legal = trial.legal_moves(seat);
            let order = legal
                .iter()
                .find(|m| m.starts_with(pace) && !moved.iter().any(|model| m.split(':').nth(1) == Some(model)))
                .unwrap_or_else(|| panic!("a {pace} order among {legal:?}"))
                .clone();
            trial.play_text(seat, &order).unwrap();
            path.push((seat, order));
        }
        let first = picker(&out, None).expect("the battle's first picker");
        let words: Vec<&str> = first.choices.iter().map(|c| c.label.as_str()).collect();
        assert_eq!(words, ["March", "Move", "Next", "Run"], "the paces, and the end of the phase");
        let out = play_by_taps(&core, &hall, out, &path).await;
        assert_eq!(stored_game(&url, &hall).await.moves(), game.moves() + 3, "{}", texts(&out));
    }
}
