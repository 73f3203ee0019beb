//! Tap to move on Telegram: whole games played by tapping the keyboard under each board
//! (a piece, then a square), LandOver's flee-or-fight and Gype's rolls included; presses by
//! a stranger, by the player not to move, on a stale board and after a restart.

use std::time::{Duration, Instant};

use bot::model::ChannelKey;
use bot::storage::Storage;
use engine::{AnyMatch, Seat};
use serde_json::Value;

use super::e2e::ESCAPE;
use super::harness::{BotMessage, Harness, group, private, user};
use super::taps::{is_group, names, opening, tap_labels};

/// The latest board the bot posted in `chat`.
async fn latest_board(h: &mut Harness, chat: &Value) -> BotMessage {
    h.all(chat).await.into_iter().rev().find(|m| m.photo.is_some()).expect("a board")
}

/// Waits until the keyboard under `message` is no longer `before`; returns it.
async fn changed(h: &Harness, chat: &Value, message: i64, before: &[(String, String)]) -> Vec<(String, String)> {
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let now = h.keyboard_now(chat, message).await;
        if now != before {
            return now;
        }
        assert!(Instant::now() < deadline, "the keyboard under {message} never changed: {before:?}");
        tokio::time::sleep(Duration::from_millis(15)).await;
    }
}

/// The data of the key that stands for `label` under `message`, opening groups (a file)
/// until one holds it; `keys` follows the keyboard.
async fn key_for(
    h: &Harness,
    chat: &Value,
    from: &Value,
    message: i64,
    keys: &mut Vec<(String, String)>,
    label: &str,
) -> String {
    if let Some((_, data)) = keys.iter().find(|(text, _)| names(text, label)) {
        return data.clone();
    }
    let groups: Vec<String> = keys.iter().filter(|(text, _)| is_group(text)).map(|(_, d)| d.clone()).collect();
    for group in groups {
        h.tap(chat, from, message, &group).await;
        *keys = changed(h, chat, message, keys).await;
        if let Some((_, data)) = keys.iter().find(|(text, _)| names(text, label)) {
            return data.clone();
        }
        let back = keys.last().expect("a back key").1.clone();
        h.tap(chat, from, message, &back).await;
        *keys = changed(h, chat, message, keys).await;
    }
    panic!("no key or group stands for {label}: {keys:?}");
}

/// `from` taps `text` on the keyboard under the latest board of `chat`; the bot's messages
/// up to the next board.
async fn tap_move(h: &mut Harness, chat: &Value, from: &Value, text: &str) -> Vec<BotMessage> {
    let board = latest_board(h, chat).await.message_id;
    let since = h.count(chat).await;
    let labels = tap_labels(text);
    let mut keys = h.keyboard_now(chat, board).await;
    for (i, label) in labels.iter().enumerate() {
        let data = key_for(h, chat, from, board, &mut keys, label).await;
        h.tap(chat, from, board, &data).await;
        if i + 1 < labels.len() {
            keys = changed(h, chat, board, &keys).await;
        }
    }
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let said = h.all(chat).await.split_off(since);
        if said.iter().any(|m| m.photo.is_some()) {
            return said;
        }
        // A move that others go on from is played by its own key (`▶ a1-a2`).
        let now = h.keyboard_now(chat, board).await;
        if let Some((_, data)) = now.iter().find(|(label, _)| *label == format!("▶ {text}")) {
            h.tap(chat, from, board, data).await;
        }
        assert!(Instant::now() < deadline, "{text} was not played: {said:?}");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

/// The bot's latest answers to presses include `text` (within a few seconds).
async fn answered(h: &Harness, text: &str) {
    let deadline = Instant::now() + Duration::from_secs(20);
    while !h.callback_answers().await.iter().rev().take(20).any(|a| a.as_deref() == Some(text)) {
        assert!(Instant::now() < deadline, "no press was answered {text:?}");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

async fn stored_game(h: &Harness, chat: &Value) -> AnyMatch {
    let storage = Storage::connect(&h.database_url()).await.unwrap();
    let channel = ChannelKey::new("telegram", &chat["id"].to_string(), None);
    storage.active_match(&channel).await.unwrap().expect("a running match").game
}

/// alice challenges bob to `game`, who accepts with the button; the first board.
async fn start(h: &mut Harness, chat: &Value, players: &[Value; 2], game: &str) -> BotMessage {
    let challenge = h.exchange(chat, &players[0], &format!("/challenge @bob_t {game}"), 1).await;
    h.press(chat, &players[1], challenge[0].message_id, "accept", 1).await;
    latest_board(h, chat).await
}

fn players() -> [Value; 2] {
    [user(201, "alice_t"), user(202, "bob_t")]
}

/// Plays `path` by taps, each move by its seat's player.
async fn play(h: &mut Harness, chat: &Value, players: &[Value; 2], path: &[(Seat, String)]) -> Vec<BotMessage> {
    let mut said = Vec::new();
    for (seat, text) in path {
        said = tap_move(h, chat, &players[seat.index()], text).await;
    }
    said
}

#[tokio::test]
async fn a_whole_hnefatafl_game_is_played_by_taps_on_telegram() {
    let Some(mut h) = Harness::start(Harness::fast()).await else { return };
    let chat = group(-3001);
    let players = players();
    let first = start(&mut h, &chat, &players, "hnefatafl").await;
    assert_eq!(first.buttons.len(), 20, "the attackers' movable pieces: {:?}", first.buttons);
    for (challenger, text) in ESCAPE {
        let said = tap_move(&mut h, &chat, &players[usize::from(!challenger)], text).await;
        let board = said.last().expect("a board");
        assert!(board.text.contains(&text.replace('-', "–")), "the caption names the move: {board:?}");
    }
    let last = latest_board(&mut h, &chat).await;
    assert!(last.text.contains("wins"), "{last:?}");
    assert_eq!(last.buttons, ["rematch"], "a finished match offers a rematch, no move");
    assert!(h.keyboard_now(&chat, first.message_id).await.is_empty(), "older boards lose theirs");
}

#[tokio::test]
async fn strangers_players_out_of_turn_stale_boards_and_restarts_on_telegram() {
    let Some(mut h) = Harness::start(Harness::fast()).await else { return };
    let chat = group(-3002);
    let players = players();
    let first = start(&mut h, &chat, &players, "hnefatafl").await;
    let keys = h.keyboard_now(&chat, first.message_id).await;
    let (_, a4) = keys.iter().find(|(label, _)| label == "a4").cloned().expect("the a4 attacker");
    h.tap(&chat, &user(203, "carol_t"), first.message_id, &a4).await;
    answered(&h, "This is not your match.").await;
    h.tap(&chat, &players[1], first.message_id, &a4).await;
    answered(&h, "It is not your turn.").await;
    h.tap(&chat, &players[0], first.message_id, &a4).await;
    let squares = changed(&h, &chat, first.message_id, &keys).await;
    assert!(squares.iter().any(|(label, _)| label == "« Back"), "{squares:?}");
    let (_, b4) = squares.iter().find(|(label, _)| label == "b4").cloned().expect("b4");

    // alice types her move instead: the board she was tapping is out of date.
    h.exchange(&chat, &players[0], "a4-b4", 1).await;
    // The old board loses its keyboard once the new one is out (a moment after the reply).
    h.buttons_go(&chat, first.message_id).await;
    h.tap(&chat, &players[0], first.message_id, &b4).await;
    answered(&h, "This board is out of date: the match has moved on. The latest board carries the current buttons.")
        .await;
    // The old board gets no fresh keyboard: only the latest board carries buttons.
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert!(h.keyboard_now(&chat, first.message_id).await.is_empty(), "the old board stays without buttons");
    let latest = latest_board(&mut h, &chat).await;
    assert!(!h.keyboard_now(&chat, latest.message_id).await.is_empty(), "the latest board has them");

    // After a restart, the board posted before it still plays.
    h.restart(Harness::fast()).await;
    let said = tap_move(&mut h, &chat, &players[1], "g7-j7").await;
    assert!(said.last().unwrap().text.contains("@alice_t (attackers) to play"), "{said:?}");
    assert_eq!(stored_game(&h, &chat).await.movetext(), "a4-b4 g7-j7");

    // Once the match is over, the last board's keyboard goes at the first press.
    h.exchange(&chat, &players[0], "/resign", 1).await;
    let last = latest_board(&mut h, &chat).await;
    let (_, key) = h.keyboard_now(&chat, last.message_id).await.first().cloned().expect("a key");
    h.tap(&chat, &players[0], last.message_id, &key).await;
    answered(&h, "That match is over.").await;
    let deadline = Instant::now() + Duration::from_secs(20);
    while !h.keyboard_now(&chat, last.message_id).await.is_empty() {
        assert!(Instant::now() < deadline, "the finished match's keyboard stays");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

#[tokio::test]
async fn landover_flee_or_fight_and_gype_rolls_are_tapped_on_telegram() {
    let Some(mut h) = Harness::start(Harness::fast()).await else { return };
    let players = players();

    let chat = group(-3003);
    start(&mut h, &chat, &players, "landover").await;
    let answered_decision =
        |path: &[(Seat, String)]| path.last().is_some_and(|(_, mv)| mv == "fight" || mv.starts_with("flee-"));
    let path = opening(&stored_game(&h, &chat).await, 300, 3_000, answered_decision);
    let (to_decision, decision) = path.split_at(path.len() - 1);
    play(&mut h, &chat, &players, to_decision).await;
    let board = latest_board(&mut h, &chat).await;
    let words: Vec<String> = h.keyboard_now(&chat, board.message_id).await.into_iter().map(|(l, _)| l).collect();
    assert!(words.starts_with(&["Fight".to_owned(), "Flee".to_owned()]), "{words:?}");
    let said = play(&mut h, &chat, &players, decision).await;
    assert!(said.iter().any(|m| m.text.contains("🎲")), "the decision is rolled: {said:?}");

    // Gype sends secrets by private message: both players open their private chat first.
    for player in &players {
        h.exchange(&private(player), player, "/start", 1).await;
    }
    let chat = group(-3004);
    start(&mut h, &chat, &players, "gype start=random").await;
    let board = latest_board(&mut h, &chat).await;
    assert!(h.keyboard_now(&chat, board.message_id).await.iter().any(|(l, _)| l == "Roll"), "a Roll key");
    let rolls = |path: &[(Seat, String)]| path.iter().filter(|(_, mv)| mv.starts_with("roll")).count() >= 2;
    let path = opening(&stored_game(&h, &chat).await, 40, 3_000, rolls);
    play(&mut h, &chat, &players, &path).await;
    assert_eq!(stored_game(&h, &chat).await.moves(), path.len());
}

#[tokio::test]
async fn a_private_picker_offers_the_board_as_a_mini_app_and_a_groups_does_not() {
    let Some(mut h) = Harness::start_with_pages("https://games.example.org").await else { return };
    let players = players();
    for player in &players {
        h.exchange(&private(player), player, "/start", 1).await;
    }
    // Gype's set-up is chosen in secret: each player's picker comes privately.
    let chat = group(-3101);
    let board = start(&mut h, &chat, &players, "gype").await;
    assert!(h.web_apps_now(&chat, board.message_id).await.is_empty(), "Telegram allows none in a group");
    let dm = private(&players[0]);
    let deadline = Instant::now() + Duration::from_secs(20);
    let picker = loop {
        if let Some(found) = h.all(&dm).await.into_iter().find(|m| !m.buttons.is_empty()) {
            break found;
        }
        assert!(Instant::now() < deadline, "no private picker came");
        tokio::time::sleep(Duration::from_millis(50)).await;
    };
    let apps = h.web_apps_now(&dm, picker.message_id).await;
    assert_eq!(apps.len(), 1, "one Play on the board button: {apps:?}");
    let token = apps[0].strip_prefix("https://games.example.org/app/").expect("the match's Mini App");
    assert!(token.len() == 32 && token.bytes().all(|b| b.is_ascii_hexdigit()), "{token}");
    let keys = h.keyboard_now(&dm, picker.message_id).await;
    assert!(!keys.is_empty(), "the picker's own keys stay: {keys:?}");
}
