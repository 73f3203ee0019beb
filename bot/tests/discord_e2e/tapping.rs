//! Tap to move on Discord: whole games played with the Move button under each board and
//! the ephemeral select menus it opens (a piece, then a square), LandOver's Flee and Fight
//! and Gype's Roll buttons included; presses by a stranger, by the player not to move, on a
//! stale picker and after a restart.

use std::time::{Duration, Instant};

use bot::model::ChannelKey;
use bot::storage::Storage;
use engine::{AnyMatch, Seat};
use serde_json::Value;

use super::e2e::ESCAPE;
use super::harness::{BotMessage, Harness};
use super::taps::{is_group, names, opening, tap_labels};

/// Each button of some component rows: its label and custom id.
fn buttons(rows: &Value) -> Vec<(String, String)> {
    let all =
        rows.as_array().into_iter().flatten().flat_map(|row| row["components"].as_array().cloned().unwrap_or_default());
    all.filter(|c| c["type"] == 2)
        .map(|c| {
            (c["label"].as_str().unwrap_or_default().to_owned(), c["custom_id"].as_str().unwrap_or_default().to_owned())
        })
        .collect()
}

/// The select menu of some component rows: its custom id, and each option's label and value.
fn menu(rows: &Value) -> (String, Vec<(String, String)>) {
    let menu = &rows[0]["components"][0];
    assert_eq!(menu["type"], 3, "a select menu: {rows}");
    let options = menu["options"].as_array().expect("options").iter();
    let options = options.map(|o| (o["label"].as_str().unwrap().to_owned(), o["value"].as_str().unwrap().to_owned()));
    (menu["custom_id"].as_str().unwrap().to_owned(), options.collect())
}

/// The latest board the bot posted in `channel`.
async fn latest_board(h: &Harness, channel: &str) -> BotMessage {
    let all = h.bot_messages(channel).await;
    all.into_iter().rev().find(|m| m.attachment.is_some() && !m.ephemeral).expect("a board")
}

/// Waits for a board posted after the first `since` messages; the messages since.
async fn next_board(h: &Harness, channel: &str, since: usize) -> Vec<BotMessage> {
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let said = h.bot_messages(channel).await.split_off(since);
        if said.iter().any(|m| m.attachment.is_some() && !m.ephemeral) {
            return said;
        }
        assert!(Instant::now() < deadline, "no board came: {said:?}");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

/// `user` taps `text` through the latest board's buttons and the menus they open; the
/// bot's messages up to the next board.
async fn tap_move(h: &Harness, channel: &str, user: &str, text: &str) -> Vec<BotMessage> {
    let board = latest_board(h, channel).await;
    let since = h.bot_messages(channel).await.len();
    let labels = tap_labels(text);
    let under = buttons(&board.components);
    // A decision word has a button of its own; anything else starts with Move.
    let (mut answer, mut next) = match under.iter().find(|(label, _)| names(label, &labels[0])) {
        Some((_, id)) => (h.interact(channel, user, &board.id, id, None).await, 1),
        None => (h.interact(channel, user, &board.id, &under[0].1, None).await, 0),
    };
    loop {
        let content = answer["data"]["content"].as_str().unwrap_or_default().to_owned();
        if answer["type"] == 6 || content.starts_with("Played") {
            return next_board(h, channel, since).await;
        }
        let rows = answer["data"]["components"].clone();
        let message = answer["messageId"].as_str().expect("the ephemeral message").to_owned();
        let (id, options) = menu(&rows);
        let wanted = match labels.get(next) {
            Some(label) => options.iter().find(|(l, _)| names(l, label)).map(|(_, v)| v.clone()),
            None => options.iter().find(|(l, _)| *l == format!("▶ {text}")).map(|(_, v)| v.clone()),
        };
        answer = match wanted {
            Some(value) => {
                next += 1;
                h.interact(channel, user, &message, &id, Some(&[&value])).await
            }
            None => open_group(h, channel, user, &message, &id, &options, &labels[next]).await,
        };
    }
}

/// Opens each group of a menu (going back when it does not hold `label`) until one does.
async fn open_group(
    h: &Harness,
    channel: &str,
    user: &str,
    message: &str,
    id: &str,
    options: &[(String, String)],
    label: &str,
) -> Value {
    for (_, group) in options.iter().filter(|(l, _)| is_group(l)) {
        let answer = h.interact(channel, user, message, id, Some(&[group])).await;
        let (_, inner) = menu(&answer["data"]["components"]);
        if inner.iter().any(|(l, _)| names(l, label)) {
            return answer;
        }
        let back = buttons(&answer["data"]["components"]).pop().expect("a Back button").1;
        h.interact(channel, user, message, &back, None).await;
    }
    panic!("no option or group holds {label}: {options:?}");
}

async fn stored_game(h: &Harness, channel: &str) -> AnyMatch {
    let storage = Storage::connect(&h.database_url()).await.unwrap();
    let key = ChannelKey::new("discord", channel, None);
    storage.active_match(&key).await.unwrap().expect("a running match").game
}

/// alice challenges bob to `game`, who accepts with the button; the first board.
async fn start(h: &Harness, channel: &str, game: &str) -> BotMessage {
    let (alice, bob) = (h.user("alice"), h.user("bob"));
    let challenge = h.exchange(channel, &alice, &format!("!challenge <@{bob}> {game}"), 1).await;
    h.press(channel, &bob, &challenge[0].id, "cmd:accept", 1).await;
    latest_board(h, channel).await
}

/// Plays `path` by taps, each move by its seat's player.
async fn play(h: &Harness, channel: &str, path: &[(Seat, String)]) -> Vec<BotMessage> {
    let players = [h.user("alice"), h.user("bob")];
    let mut said = Vec::new();
    for (seat, text) in path {
        said = tap_move(h, channel, &players[seat.index()], text).await;
    }
    said
}

#[tokio::test]
async fn a_whole_hnefatafl_game_is_played_by_taps_on_discord() {
    let Some(h) = Harness::start().await else { return };
    let channel = h.channel("games");
    let first = start(&h, &channel, "hnefatafl").await;
    let labels: Vec<String> = buttons(&first.components).into_iter().map(|(l, _)| l).collect();
    assert_eq!(labels, ["Move"], "the pieces are behind Move");
    let players = [h.user("alice"), h.user("bob")];
    for (challenger, text) in ESCAPE {
        let said = tap_move(&h, &channel, &players[usize::from(!challenger)], text).await;
        let board = said.iter().rev().find(|m| m.attachment.is_some()).unwrap();
        assert!(board.content.contains(&text.replace('-', "–")), "the message names the move: {board:?}");
    }
    let last = latest_board(&h, &channel).await;
    assert!(last.content.contains("wins"), "{last:?}");
    let labels: Vec<String> = buttons(&last.components).into_iter().map(|(l, _)| l).collect();
    assert_eq!(labels, ["Rematch"], "a finished match offers a rematch, no move");
    let first_now = h.bot_messages(&channel).await.into_iter().find(|m| m.id == first.id).unwrap();
    assert!(buttons(&first_now.components).is_empty(), "older boards lose theirs");
}

#[tokio::test]
async fn strangers_players_out_of_turn_stale_pickers_and_restarts_on_discord() {
    let Some(mut h) = Harness::start().await else { return };
    let channel = h.channel("games");
    let (alice, bob, carol) = (h.user("alice"), h.user("bob"), h.user("carol"));
    let first = start(&h, &channel, "hnefatafl").await;
    let open = buttons(&first.components)[0].1.clone();
    let answer = h.interact(&channel, &carol, &first.id, &open, None).await;
    assert_eq!(answer["data"]["content"], "This is not your match.");
    assert_eq!(answer["data"]["flags"], 64, "said to carol alone");
    let answer = h.interact(&channel, &bob, &first.id, &open, None).await;
    assert_eq!(answer["data"]["content"], "It is not your turn.");

    // alice opens her picker, then types her move instead: the picker is out of date.
    let step = h.interact(&channel, &alice, &first.id, &open, None).await;
    let ephemeral = step["messageId"].as_str().unwrap().to_owned();
    let (menu_id, pieces) = menu(&step["data"]["components"]);
    let a4 = pieces.iter().find(|(l, _)| l == "a4").unwrap().1.clone();
    h.exchange(&channel, &alice, "a4-b4", 1).await;
    let stale = h.interact(&channel, &alice, &ephemeral, &menu_id, Some(&[&a4])).await;
    assert_eq!(stale["type"], 7, "the ephemeral message is updated in place");
    assert!(stale["data"]["content"].as_str().unwrap().contains("out of date"), "{stale}");

    // After a restart, the board posted before it still plays.
    h.restart().await;
    let said = tap_move(&h, &channel, &bob, "g7-j7").await;
    assert!(said.iter().any(|m| m.content.contains("attackers) to play")), "{said:?}");
    assert_eq!(stored_game(&h, &channel).await.movetext(), "a4-b4 g7-j7");
}

#[tokio::test]
async fn landover_flee_or_fight_and_gype_rolls_are_tapped_on_discord() {
    let Some(h) = Harness::start().await else { return };
    let channel = h.channel("games");
    start(&h, &channel, "landover").await;
    let answered_decision =
        |path: &[(Seat, String)]| path.last().is_some_and(|(_, mv)| mv == "fight" || mv.starts_with("flee-"));
    let path = opening(&stored_game(&h, &channel).await, 300, 3_000, answered_decision);
    let (to_decision, decision) = path.split_at(path.len() - 1);
    play(&h, &channel, to_decision).await;
    let board = latest_board(&h, &channel).await;
    let labels: Vec<String> = buttons(&board.components).into_iter().map(|(l, _)| l).collect();
    assert_eq!(labels, ["Fight", "Flee"], "the decision's buttons, and no Move");
    let said = play(&h, &channel, decision).await;
    assert!(said.iter().any(|m| m.content.contains("🎲")), "the decision is rolled: {said:?}");

    let channel = h.channel("bench");
    start(&h, &channel, "gype start=random").await;
    let board = latest_board(&h, &channel).await;
    assert!(buttons(&board.components).iter().any(|(l, _)| l == "Roll"), "a Roll button: {:?}", board.components);
    let rolls = |path: &[(Seat, String)]| path.iter().filter(|(_, mv)| mv.starts_with("roll")).count() >= 2;
    let path = opening(&stored_game(&h, &channel).await, 40, 3_000, rolls);
    play(&h, &channel, &path).await;
    assert_eq!(stored_game(&h, &channel).await.moves(), path.len());
}

/// In Quest the buttons under the board are the forms a turn allows, the same whatever
/// the player holds; a press opens the exact options in an ephemeral menu, and what is
/// played from it answers the player by direct message, never in the channel.
#[tokio::test]
async fn quests_buttons_are_its_forms_and_their_menus_are_ephemeral_on_discord() {
    let Some(h) = Harness::start().await else { return };
    let channel = h.channel("games");
    let [alice, bob, carol, dave] = ["alice", "bob", "carol", "dave"].map(|n| h.user(n));
    let text = format!("!challenge <@{bob}> <@{carol}> <@{dave}> quest");
    let challenge = h.exchange(&channel, &alice, &text, 1).await;
    for user in [&bob, &carol, &dave] {
        h.press(&channel, user, &challenge[0].id, "cmd:accept", 1).await;
    }
    let board = latest_board(&h, &channel).await;
    let under: Vec<(String, String)> = buttons(&board.components);
    let labels: Vec<&str> = under.iter().map(|(l, _)| l.as_str()).collect();
    assert_eq!(labels, ["Act", "Allow", "Attack", "Give", "Look", "Move"], "{:?}", board.components);
    let give = &under[3].1;
    let since = h.bot_messages(&channel).await.len();
    let answer = h.interact(&channel, &alice, &board.id, give, None).await;
    assert_eq!(answer["data"]["flags"], 64, "an ephemeral menu: {answer}");
    let (id, whom) = menu(&answer["data"]["components"]);
    let message = answer["messageId"].as_str().expect("the ephemeral message").to_owned();
    let eagle = whom.iter().find(|(l, _)| l == "eagle").expect("the eagle").1.clone();
    let answer = h.interact(&channel, &alice, &message, &id, Some(&[&eagle])).await;
    let (id, gifts) = menu(&answer["data"]["components"]);
    let coin = gifts.iter().find(|(l, _)| l.contains("1gold")).expect("one coin").1.clone();
    let answer = h.interact(&channel, &alice, &message, &id, Some(&[&coin])).await;
    assert!(answer["data"]["content"].as_str().unwrap_or_default().starts_with("Played"), "{answer}");
    let said = next_board(&h, &channel, since).await;
    assert!(said.iter().all(|m| !m.content.contains("Done (match")), "{said:?}");
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let dms = h.direct_messages(&alice).await;
        if dms.iter().any(|m| m.content.contains("Done (match")) {
            break;
        }
        assert!(Instant::now() < deadline, "alice's own view by DM: {dms:?}");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}
