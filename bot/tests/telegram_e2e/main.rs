//! The Telegram adapter end to end: the real teloxide dispatcher against the emulator on
//! 127.0.0.1 (see `telegram_e2e/harness.rs`), with users simulated through it.

#[path = "../e2e/mod.rs"]
mod e2e;
mod finding;
mod harness;
mod tapping;
#[path = "../common/taps.rs"]
mod taps;

use e2e::{ESCAPE, PNG_SIGNATURE};
use harness::{Harness, group, private, user};
use serde_json::Value;

/// The player who plays the challenger's (`true`) or the challenged user's moves in [`ESCAPE`].
fn mover<'a>(challenger: &bool, alice: &'a Value, bob: &'a Value) -> &'a Value {
    if *challenger { alice } else { bob }
}

fn players() -> (Value, Value) {
    (user(101, "alice_p"), user(102, "bob_p"))
}

/// Alice challenges Bob with the `/command@bot` form; Bob accepts with the button.
async fn start_match(h: &mut Harness, chat: &Value, alice: &Value, bob: &Value) {
    let challenge = h.exchange(chat, alice, "/challenge@games_test_bot @bob_p hnefatafl", 1).await;
    assert!(challenge[0].text.contains("challenges @bob_p to Hnefatafl"), "{:?}", challenge[0]);
    assert_eq!(challenge[0].buttons, vec!["accept", "decline"]);
    let started = h.press(chat, bob, challenge[0].message_id, "accept", 1).await;
    assert!(started[0].text.contains("Match #") && started[0].text.contains("Seed commitment"), "{:?}", started[0]);
    assert!(started[0].photo.is_some(), "the match starts with the board");
}

#[tokio::test]
async fn a_full_hnefatafl_game_in_a_group() {
    let Some(mut h) = Harness::start(Harness::fast()).await else { return };
    let chat = group(-1001);
    let (alice, bob) = players();
    let stranger = user(103, "carol_p");
    // Only the challenged user's press counts.
    let challenge = h.exchange(&chat, &alice, "/challenge @bob_p hnefatafl", 1).await;
    let refused = h.press(&chat, &stranger, challenge[0].message_id, "accept", 1).await;
    assert!(refused[0].text.contains("@bob_p"), "a stranger's press is refused: {:?}", refused[0]);
    let started = h.press(&chat, &bob, challenge[0].message_id, "accept", 1).await;
    assert!(started[0].text.contains("attackers: @alice_p, defenders: @bob_p"), "{:?}", started[0]);

    // A wrong-turn attempt and an illegal move get clear one-line answers.
    let wrong_turn = h.exchange(&chat, &bob, "g7-j7", 1).await;
    assert!(wrong_turn[0].text.contains("It is @alice_p's turn"), "{:?}", wrong_turn[0]);
    let illegal = h.exchange(&chat, &alice, "/move a4-a1", 1).await;
    assert!(illegal[0].photo.is_none() && illegal[0].text.contains("a1"), "{:?}", illegal[0]);

    for (i, (who, text)) in ESCAPE.iter().enumerate() {
        let from = mover(who, &alice, &bob);
        let reply = h.exchange(&chat, from, text, 1).await;
        let photo = reply[0].photo.as_deref().unwrap_or_else(|| panic!("move {text}: no photo: {:?}", reply[0]));
        assert!(reply[0].text.contains(&text.replace('-', "–")), "the caption names the move: {:?}", reply[0]);
        if i == 0 {
            assert!(h.photo(photo).await.starts_with(PNG_SIGNATURE), "the photo is a PNG");
        }
    }
    let end = h.count(&chat).await;
    let last = h.replies(&chat, end - 1, 1).await;
    assert!(last[0].text.contains("@bob_p (defenders) wins"), "{:?}", last[0]);
    assert!(last[0].text.contains("Seed: "), "the seed is revealed: {:?}", last[0]);
    // The Rematch button under the final board: bob offers, alice accepts with the same button.
    assert_eq!(last[0].buttons, vec!["rematch"], "{:?}", last[0]);
    let offered = h.press(&chat, &bob, last[0].message_id, "rematch", 1).await;
    assert!(offered[0].text.contains("🔁 @bob_p offers @alice_p a rematch of Hnefatafl"), "{:?}", offered[0]);
    let again = h.press(&chat, &alice, last[0].message_id, "rematch", 1).await;
    assert!(again[0].text.contains("attackers: @bob_p, defenders: @alice_p"), "sides swapped: {:?}", again[0]);
    h.buttons_go(&chat, last[0].message_id).await;
}

#[tokio::test]
async fn a_player_without_a_private_chat_is_told_to_open_one() {
    let Some(mut h) = Harness::start(Harness::fast()).await else { return };
    let chat = group(-1002);
    let (alice, bob) = players();
    // Gype sends secret set-ups by private message: alice has no private chat yet.
    let refused = h.exchange(&chat, &alice, "/challenge @bob_p gype", 1).await;
    assert!(refused[0].text.contains("@alice_p must open a private chat"), "{:?}", refused[0]);
    assert!(refused[0].text.contains("https://t.me/games_test_bot?start=play"), "{:?}", refused[0]);
    let welcome = h.exchange(&private(&alice), &alice, "/start play", 1).await;
    assert!(welcome[0].text.contains("private chat with me is open"), "{:?}", welcome[0]);
    let challenge = h.exchange(&chat, &alice, "/challenge @bob_p gype", 1).await;
    assert!(challenge[0].text.contains("challenges @bob_p to Uncle Chestnut's Table Gype"), "{:?}", challenge[0]);
    // Bob has not opened his: his acceptance waits until he does.
    let told = h.press(&chat, &bob, challenge[0].message_id, "accept", 1).await;
    assert!(told[0].text.contains("@bob_p must open a private chat"), "{:?}", told[0]);
    h.exchange(&private(&bob), &bob, "/start play", 1).await;
    let started = h.press(&chat, &bob, challenge[0].message_id, "accept", 1).await;
    assert!(started[0].text.contains("Match #"), "{:?}", started[0]);
    // Each player's secret set-up prompt arrives privately.
    for player in [&alice, &bob] {
        let prompt = h.replies(&private(player), 1, 1).await;
        assert!(prompt[0].text.contains("your secret choice") && prompt[0].photo.is_some(), "{:?}", prompt[0]);
    }
    // A private message that is a game command goes to the sender's match.
    let done = h.exchange(&private(&alice), &alice, "setup random", 1).await;
    assert!(done[0].text.contains("Done (match #"), "{:?}", done[0]);
}

#[tokio::test]
async fn a_restart_mid_game_resumes_the_match() {
    let Some(mut h) = Harness::start(Harness::fast()).await else { return };
    let chat = group(-1003);
    let (alice, bob) = players();
    start_match(&mut h, &chat, &alice, &bob).await;
    for (who, text) in &ESCAPE[..4] {
        let from = mover(who, &alice, &bob);
        h.exchange(&chat, from, text, 1).await;
    }
    h.restart(Harness::fast()).await;
    let status = h.exchange(&chat, &alice, "/status", 1).await;
    assert!(status[0].text.contains("Move 3: @alice_p (attackers)"), "{:?}", status[0]);
    let reply = h.exchange(&chat, &alice, "a4-b4", 1).await;
    assert!(reply[0].photo.is_some() && reply[0].text.contains("@bob_p (defenders) to play"), "{:?}", reply[0]);
}

#[tokio::test]
async fn an_update_delivered_twice_is_applied_once() {
    let Some(mut h) = Harness::start(Harness::fast()).await else { return };
    let chat = group(-1004);
    let (alice, bob) = players();
    start_match(&mut h, &chat, &alice, &bob).await;
    let since = h.count(&chat).await;
    let update = h.say(&chat, &alice, "a4-b4").await;
    h.replies(&chat, since, 1).await;
    h.redeliver(update).await;
    // Had it been applied again, the reply would be a refusal ("not your turn"); the
    // next message is the status, and it shows one move played.
    let status = h.exchange(&chat, &alice, "/status", 1).await;
    assert!(status[0].text.contains("Move 1: @bob_p (defenders)"), "only the status follows: {:?}", status[0]);
    assert_eq!(h.fetches(update).await, 2, "the bot received the update twice");
}

#[tokio::test]
async fn a_burst_of_moves_across_ten_chats_is_answered_in_order() {
    // Telegram's real limits: one message a second per chat, twenty a minute per group.
    let Some(mut h) = Harness::start(bot::telegram::TELEGRAM_LIMITS).await else { return };
    let (alice, bob) = players();
    let chats: Vec<Value> = (0..10).map(|i| group(-2000 - i)).collect();
    for chat in &chats {
        let challenge = h.exchange(chat, &alice, "/challenge @bob_p hnefatafl", 1).await;
        h.press(chat, &bob, challenge[0].message_id, "accept", 1).await;
    }
    let mut since = Vec::new();
    for chat in &chats {
        since.push(h.count(chat).await);
    }
    // 30 moves, three per chat, sent as fast as the emulator takes them.
    for (who, text) in &ESCAPE[..3] {
        for chat in &chats {
            h.say(chat, mover(who, &alice, &bob), text).await;
        }
    }
    for (chat, since) in chats.iter().zip(since) {
        let replies = h.replies(chat, since, 3).await;
        for ((_, text), reply) in ESCAPE[..3].iter().zip(&replies) {
            assert!(reply.photo.is_some() && reply.text.contains(&text.replace('-', "–")), "in order: {replies:?}");
        }
    }
}

#[tokio::test]
async fn flood_control_is_waited_out_and_nothing_is_lost_or_reordered() {
    let Some(mut h) = Harness::start(Harness::fast()).await else { return };
    let chat = group(-1005);
    let (alice, bob) = players();
    start_match(&mut h, &chat, &alice, &bob).await;
    h.flood(&chat, 2).await;
    let since = h.count(&chat).await;
    let start = std::time::Instant::now();
    h.say(&chat, &alice, "a4-b4").await;
    h.say(&chat, &bob, "g7-j7").await;
    let replies = h.replies(&chat, since, 2).await;
    assert!(replies[0].text.contains("a4–b4") && replies[1].text.contains("g7–j7"), "{replies:?}");
    assert!(start.elapsed() >= std::time::Duration::from_secs(2), "two 429s, each waited out for a second");
}

#[tokio::test]
async fn topics_are_separate_matches_and_the_menu_is_registered_in_two_languages() {
    let Some(mut h) = Harness::start(Harness::fast()).await else { return };
    let chat = group(-1006);
    let (alice, _) = players();
    let since = h.count(&chat).await;
    h.say_in_topic(&chat, &alice, "/challenge open hnefatafl", Some(7)).await;
    h.replies(&chat, since, 1).await;
    let other_topic = h.count(&chat).await;
    h.say_in_topic(&chat, &alice, "/challenge open hnefatafl", Some(8)).await;
    let reply = h.replies(&chat, other_topic, 1).await;
    assert!(reply[0].text.contains("offers an open game"), "a second topic has its own challenge: {:?}", reply[0]);
    let menus = h.command_menus().await;
    let names = |lang: &str| -> Vec<String> {
        menus[lang].as_array().unwrap().iter().map(|c| c["command"].as_str().unwrap().to_owned()).collect()
    };
    assert!(names("").contains(&"challenge".to_owned()) && names("").contains(&"resign".to_owned()));
    assert!(names("it").contains(&"sfida".to_owned()) && names("it").contains(&"abbandona".to_owned()));
    assert_eq!(names("").len(), names("it").len());
}

#[tokio::test]
async fn webhook_mode_takes_updates_posted_to_the_bot() {
    let Some(mut h) = Harness::start_webhook().await else { return };
    let chat = group(-1007);
    let (alice, bob) = players();
    start_match(&mut h, &chat, &alice, &bob).await;
    let reply = h.exchange(&chat, &alice, "a4-b4", 1).await;
    assert!(reply[0].photo.is_some() && reply[0].text.contains("a4–b4"), "{:?}", reply[0]);
}

#[tokio::test]
async fn a_group_upgraded_to_a_supergroup_keeps_its_match() {
    let Some(mut h) = Harness::start(Harness::fast()).await else { return };
    let (alice, bob) = players();
    // Told by the service message.
    let (old, new) = (group(-1010), group(-100_1010));
    start_match(&mut h, &old, &alice, &bob).await;
    h.migrate(&old, &new, &alice, true).await;
    let status = h.exchange(&new, &alice, "/status", 1).await;
    assert!(status[0].text.contains("Move 1: @alice_p (attackers)"), "{:?}", status[0]);
    h.exchange(&new, &alice, "/resign", 1).await;
    // Learnt from Telegram's refusal of a message to the old id: a move sent privately is
    // announced in the new supergroup.
    let (old, new) = (group(-1011), group(-100_1011));
    start_match(&mut h, &old, &alice, &bob).await;
    h.exchange(&private(&alice), &alice, "/start", 1).await;
    h.migrate(&old, &new, &alice, false).await;
    let since = h.count(&new).await;
    h.say(&private(&alice), &alice, "a4-b4").await;
    let announced = h.replies(&new, since, 1).await;
    assert!(announced[0].text.contains("a4–b4") && announced[0].photo.is_some(), "{:?}", announced[0]);
    let status = h.exchange(&new, &bob, "/status", 1).await;
    assert!(status[0].text.contains("Move 1: @bob_p (defenders)"), "{:?}", status[0]);
}

/// The tournament's four players, by their @-names.
fn four() -> Vec<Value> {
    ["alice_t", "bob_t", "carol_t", "dave_t"].iter().enumerate().map(|(i, n)| user(201 + i as i64, n)).collect()
}

/// Opens a Swiss tournament of Hnefatafl in `chat` with four entrants; returns what the
/// creation said.
async fn swiss_of_four(h: &mut Harness, chat: &Value, players: &[Value]) -> String {
    let since = h.count(chat).await;
    h.say(chat, &players[0], "/tournament create hnefatafl swiss:2").await;
    let created = h.replies(chat, since, 2).await;
    for player in players {
        h.exchange(chat, player, "/tournament join", 1).await;
    }
    created.iter().map(|m| m.text.clone()).collect::<Vec<_>>().join("\n")
}

#[tokio::test]
async fn in_a_forum_a_rounds_games_get_topics_of_their_own() {
    let Some(mut h) = Harness::start(Harness::fast()).await else { return };
    let chat = harness::forum(-1001009);
    h.make_forum(&chat, true).await;
    let players = four();
    let created = swiss_of_four(&mut h, &chat, &players).await;
    assert!(created.contains("side by side, each in its own thread or topic"), "{created}");
    h.say(&chat, &players[0], "/tournament start").await;
    let pairings = h.sent(&chat, "Tournament #1, round 1:\n").await;
    assert_eq!(pairings.topic, None, "the pairings go to the tournament's own place");
    let started: Vec<harness::BotMessage> = {
        h.sent(&chat, "Match #").await;
        let all = h.all(&chat).await;
        all.into_iter().filter(|m| m.text.contains("Match #")).collect()
    };
    assert_eq!(started.len(), 2, "both games start at once: {started:?}");
    let mut games = Vec::new();
    for game in &started {
        let topic = game.topic.expect("each game in a topic of its own");
        assert!(pairings.text.contains(&format!("https://t.me/c/1009/{topic}")), "{}", pairings.text);
        let attacker = game.text.split("attackers: @").nth(1).and_then(|t| t.split(',').next()).expect("a name");
        let player = players.iter().find(|p| p["username"] == attacker).expect("an entrant").clone();
        games.push((topic, player));
    }
    assert_ne!(games[0].0, games[1].0);
    h.say_in_topic(&chat, &games[0].1, "/resign", Some(games[0].0)).await;
    let result = h.sent(&chat, "0–1").await;
    assert!(result.text.starts_with("Tournament #1, round 1: ") && result.topic.is_none(), "{result:?}");
    h.say_in_topic(&chat, &games[1].1, "/resign", Some(games[1].0)).await;
    let next = h.sent(&chat, "Tournament #1, round 2:\n").await;
    assert_eq!(next.text.matches("https://t.me/c/1009/").count(), 2, "{}", next.text);
}

#[tokio::test]
async fn without_the_right_to_manage_topics_or_in_a_plain_group_games_are_played_one_by_one() {
    let Some(mut h) = Harness::start(Harness::fast()).await else { return };
    let players = four();
    let forum = harness::forum(-1001010);
    h.make_forum(&forum, false).await;
    let created = swiss_of_four(&mut h, &forum, &players).await;
    assert!(created.contains("give me the right to manage topics"), "{created}");
    let plain = group(-1011);
    let created = swiss_of_four(&mut h, &plain, &players).await;
    assert!(created.contains("played here one after another"), "{created}");
    h.say(&plain, &players[0], "/tournament start").await;
    h.sent(&plain, "Match #").await;
    let all = h.all(&plain).await;
    let started = all.iter().filter(|m| m.text.contains("Match #")).count();
    assert_eq!(started, 1, "one game at a time, in the group itself");
    assert!(all.iter().all(|m| m.topic.is_none()));
}

#[tokio::test]
async fn one_busy_chat_never_stalls_a_move_in_another() {
    let Some(mut h) = Harness::start(Harness::fast()).await else { return };
    let (alice, bob) = players();
    let (busy, quiet) = (group(-3001), group(-3002));
    start_match(&mut h, &quiet, &alice, &bob).await;
    // Telegram's own limits from now on: twenty messages a minute to a group. A hundred
    // requests in the busy group are far more than its replies can keep up with.
    h.restart(bot::telegram::TELEGRAM_LIMITS).await;
    let spammer = user(104, "dave_p");
    for _ in 0..100 {
        h.say(&busy, &spammer, "/help").await;
    }
    let since = h.count(&quiet).await;
    let started = std::time::Instant::now();
    let (who, text) = ESCAPE[0];
    h.say(&quiet, mover(&who, &alice, &bob), text).await;
    let reply = h.replies(&quiet, since, 1).await;
    let waited = started.elapsed();
    assert!(reply[0].photo.is_some() && reply[0].text.contains(&text.replace('-', "–")), "{reply:?}");
    assert!(waited < std::time::Duration::from_secs(1), "the quiet chat's move was answered after {waited:?}");
    assert!(!h.all(&busy).await.is_empty(), "the busy chat is answered too, at its own pace");
}

#[tokio::test]
async fn a_handler_that_panics_leaves_its_chat_and_every_other_chat_working() {
    fail::cfg("chat-handle", "panic").unwrap();
    let Some(mut h) = Harness::start(Harness::fast()).await else { return };
    let (alice, bob) = players();
    let (broken, other) = (group(-3003), group(-3004));
    let apology = h.exchange(&broken, &alice, bot::core::PANIC_ON, 1).await;
    assert!(apology[0].text.starts_with("Sorry, something went wrong"), "{apology:?}");
    // The same chat's next update, and another chat's, are handled as usual.
    let help = h.exchange(&broken, &alice, "/help", 1).await;
    assert!(help[0].text.contains("challenge"), "{help:?}");
    start_match(&mut h, &other, &alice, &bob).await;
}

#[tokio::test]
async fn a_long_record_is_sent_as_a_file() {
    let Some(mut h) = Harness::start(Harness::fast()).await else { return };
    let chat = group(-3005);
    let (alice, _) = players();
    let channel = bot::model::ChannelKey::new("telegram", "-3005", None);
    e2e::store_long_match(&h.database_url(), &channel, &channel.channel, [("101", "alice_p"), ("102", "bob_p")]).await;
    let export = h.exchange(&chat, &alice, "/export", 1).await;
    assert!(export[0].text.starts_with("The record of match #1 is in the attached file"), "{export:?}");
    let (name, id) = export[0].document.clone().expect("a file");
    assert_eq!(name, "match-1.txt");
    let record = String::from_utf8(h.photo(&id).await).expect("text");
    assert!(record.len() > 1_500 && record.contains("[Game \"hnefatafl\"]"), "{record}");
    let moves = h.exchange(&chat, &alice, "/moves", 1).await;
    assert!(moves[0].document.as_ref().is_some_and(|(name, _)| name == "match-1-moves.txt"), "{moves:?}");
}

#[tokio::test]
async fn a_replay_is_sent_as_an_animation() {
    let Some(mut h) = Harness::start(Harness::fast()).await else { return };
    let chat = group(-3008);
    let (alice, _) = players();
    let channel = bot::model::ChannelKey::new("telegram", "-3008", None);
    e2e::store_long_match(&h.database_url(), &channel, &channel.channel, [("101", "alice_p"), ("102", "bob_p")]).await;
    let replay = h.exchange(&chat, &alice, "/replay", 1).await;
    assert!(replay[0].text.starts_with("Replay of match #1 (alice_p – bob_p): "), "{replay:?}");
    let id = replay[0].animation.clone().unwrap_or_else(|| panic!("sent with sendAnimation: {replay:?}"));
    assert!(h.photo(&id).await.starts_with(b"GIF89a"), "the animation is a GIF");
    assert_eq!(replay[0].document.as_ref().map(|(name, _)| name.as_str()), Some("match-1.gif"));
}

#[tokio::test]
async fn settled_challenge_buttons_are_removed_and_a_stale_press_is_answered_privately() {
    let Some(mut h) = Harness::start(Harness::fast()).await else { return };
    let chat = group(-3006);
    let (alice, bob) = players();
    let challenge = h.exchange(&chat, &alice, "/challenge @bob_p hnefatafl", 1).await;
    assert_eq!(h.buttons_now(&chat, challenge[0].message_id).await, vec!["accept", "decline"]);
    // Accepted by typing, not by the button: the buttons go all the same.
    h.exchange(&chat, &bob, "/accept", 1).await;
    h.buttons_go(&chat, challenge[0].message_id).await;
    // A press on the old button (a client that had not refreshed): a private answer only.
    let before = h.count(&chat).await;
    h.press(&chat, &bob, challenge[0].message_id, "accept", 0).await;
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    while !h.callback_answers().await.iter().flatten().any(|t| t.contains("already settled")) {
        assert!(std::time::Instant::now() < deadline, "no private answer to a stale press");
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    assert_eq!(h.count(&chat).await, before, "nothing is said in the chat");
}

#[tokio::test]
async fn a_revoked_token_ends_the_adapter_so_that_the_process_stops() {
    let Some(mut h) = Harness::start(Harness::fast()).await else { return };
    let chat = group(-3007);
    let (alice, _) = players();
    h.exchange(&chat, &alice, "/help", 1).await;
    h.revoke().await;
    assert!(h.adapter_ends_within(std::time::Duration::from_secs(20)).await, "polling went on with a revoked token");
}

#[tokio::test]
async fn mentioning_the_bot_challenges_the_ai_and_its_moves_arrive_like_a_persons() {
    let Some(mut h) = Harness::start(Harness::fast()).await else { return };
    let chat = group(-1090);
    let (alice, _) = players();
    let started = h.exchange(&chat, &alice, "/challenge @games_test_bot hnefatafl rules=brandubh level=1", 1).await;
    assert!(
        started[0].text.contains("attackers: @alice_p, defenders: AI 1"),
        "the AI accepts at once: {:?}",
        started[0]
    );
    assert!(started[0].photo.is_some(), "{:?}", started[0]);
    // Alice's move and the AI's answer come as one post, with the board after both.
    let moved = h.exchange(&chat, &alice, "b4-b6", 1).await;
    let text = &moved[0].text;
    assert!(text.starts_with("Attackers: b4–b6\nDefenders: "), "both moves: {text}");
    assert!(!text.contains("AI 1 (defenders) to play"), "the turn line that named the AI is left out: {text}");
    assert!(text.contains("Move 2: @alice_p (attackers) to play"), "{text}");
    assert!(moved[0].photo.is_some(), "the board after both moves: {:?}", moved[0]);
}

#[tokio::test]
async fn a_long_think_shows_the_typing_indicator_and_still_makes_one_post() {
    let Some(mut h) = Harness::start(Harness::fast()).await else { return };
    let chat = group(-1091);
    let (alice, _) = players();
    h.exchange(&chat, &alice, "/challenge @games_test_bot hnefatafl level=5", 1).await;
    // Level 5 thinks the bot's whole budget (2 s): the chat sees the bot typing.
    let started = std::time::Instant::now();
    let moved = h.exchange(&chat, &alice, "d1-d3", 1).await;
    let thought = started.elapsed();
    assert!(moved[0].text.starts_with("Attackers: d1–d3\nDefenders: "), "one post: {:?}", moved[0]);
    assert!(moved[0].photo.is_some());
    // The indicator is asked for once the answer took a second (level 5 thinks 2 s unless
    // its search ends sooner); on a loaded machine its request may still be on its way
    // when the answer is read.
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(5);
    while thought > bot::typing::SHOW_AFTER + std::time::Duration::from_millis(200)
        && !h.typing_chats().await.contains(&-1091)
    {
        assert!(std::time::Instant::now() < deadline, "typing shown while the AI thought");
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
}

/// The measurement: a 40-ply game at one move every 3 s in a supergroup, under
/// Telegram's own limits (20 messages a minute to a group), each move answered by its
/// board within 10 s. The slowest answer is printed (`--nocapture`) for docs/telegram.md.
#[tokio::test]
async fn forty_plies_at_a_move_every_three_seconds_are_each_answered_within_ten() {
    let Some(mut h) = Harness::start(bot::telegram::TELEGRAM_LIMITS).await else { return };
    let chat = group(-4040);
    let (alice, bob) = players();
    start_match(&mut h, &chat, &alice, &bob).await;
    let mut game =
        engine::AnyMatch::new(engine::GameKind::Hnefatafl, &[], 2, engine::Seed::from_bytes([4; 32])).unwrap();
    let mut slowest = std::time::Duration::ZERO;
    for ply in 0..40 {
        let seat = engine::Seat((ply % 2) as u8);
        let moves = game.legal_moves(seat);
        // Quiet moves far from the king, so that the game runs its 40 plies.
        let text = moves[(ply * 7) % moves.len()].clone();
        game.play_text(seat, &text).unwrap();
        let who = if seat.0 == 0 { &alice } else { &bob };
        let sent = std::time::Instant::now();
        let answered = h.exchange(&chat, who, &text, 1).await;
        let took = sent.elapsed();
        slowest = slowest.max(took);
        assert!(answered[0].photo.is_some(), "ply {ply}: the board: {:?}", answered[0]);
        assert!(took <= std::time::Duration::from_secs(10), "ply {ply} answered after {took:?}");
        if game.outcome().is_some() {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_secs(3).saturating_sub(took)).await;
    }
    println!("slowest answer of 40 plies at one move per 3 s: {slowest:?}");
}
