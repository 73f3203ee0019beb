//! The AI in the chat core, on SQLite and PostgreSQL: it accepts at once, moves after a
//! restart, is never timed out, has a rating per level that the leaderboard marks (and
//! `humans` hides), enters tournaments, and plays promptly under the live driver.

mod common;

use std::sync::Arc;
use std::time::Duration;

use bot::core::{Core, Deliver, Incoming, Outgoing};
use bot::model::{ChannelKey, awaited};
use bot::storage::Storage;
use common::{ManualClock, core, core_with, database_urls, say, texts, unique_platform_channel, whisper};
use engine::Turn;

/// The message playing a legal move of the person the match in `channel` waits for (in
/// private when it is secret); `None` when no match runs or it waits for the AI alone.
async fn a_move(storage: &Storage, channel: &ChannelKey) -> Option<Incoming> {
    let stored = storage.active_match(channel).await.unwrap()?;
    let seat = awaited(&stored.game).into_iter().find(|s| !stored.players[s.index()].is_ai())?;
    let name = &stored.players[seat.index()].name;
    let text = stored.game.legal_moves(seat)[0].clone();
    let secret = matches!(stored.game.turn(), Turn::Simultaneous(_)) || stored.game.is_secret_text(&text);
    Some(if secret { whisper(channel, name, &text) } else { say(channel, name, &text) })
}

#[tokio::test]
async fn the_ai_accepts_at_once_and_moves_after_a_restart_whatever_the_clock_says() {
    let dir = tempfile::tempdir().unwrap();
    for url in database_urls(&dir).await {
        let clock = Arc::new(ManualClock::default());
        let hall = unique_platform_channel("hall");
        // The answer to a move does not wait for the AI's: the bot stops before the AI moves.
        let alone = bot::core::Settings { exchange_wait_ms: 0, ..Default::default() };
        let first = core_with(&url, clock.clone(), alone).await;
        let started =
            texts(&first.handle(&say(&hall, "alice", "!challenge ai hnefatafl rules=brandubh clock=5+0")).await);
        assert!(started.contains("Match #") && started.contains("defenders: AI 3"), "{started}");
        let storage = Storage::connect(&url).await.unwrap();
        let moved = texts(&first.handle(&a_move(&storage, &hall).await.unwrap()).await);
        assert!(moved.contains("AI 3 (defenders) to play"), "{moved}");
        // The bot stops before the AI moves; an hour passes: the AI is never timed out.
        drop(first);
        clock.advance_minutes(60);
        let again = core(&url, clock.clone()).await;
        again.rearm().await.unwrap();
        let swept = texts(&again.sweep(&hall.platform).await);
        assert!(!swept.contains("time"), "no clock runs for the AI: {swept}");
        let played = again.play_ai(&hall.platform).await;
        let said = texts(&played);
        assert!(said.contains("alice (attackers) to play"), "the AI moved after the restart: {said}");
        assert!(played.iter().any(|o| matches!(o, Outgoing::Channel { image: Some(_), .. })), "with its board");
        // Now alice's five minutes run.
        clock.advance_minutes(6);
        let swept = texts(&again.sweep(&hall.platform).await);
        assert!(swept.contains("alice") && swept.contains("time"), "{swept}");
    }
}

/// Plays `channel`'s match until it ends: people play their first legal move, the first
/// of them resigns instead of their move number `resign_at`, and the AI answers: each
/// call of `play_ai` plays every AI move up to a person's turn or the end.
async fn play_out(core: &Core, url: &str, channel: &ChannelKey, resign_at: usize) -> String {
    let storage = Storage::connect(url).await.unwrap();
    let mut said = String::new();
    let mut moves = 0;
    for _ in 0..2_000 {
        said.push_str(&texts(&core.play_ai(&channel.platform).await));
        if storage.active_match(channel).await.unwrap().is_none() {
            return said;
        }
        // `play_ai` plays until a person is awaited, however many moves the AI seats
        // make in a row.
        let Some(mut message) = a_move(&storage, channel).await else {
            panic!("the match still waits for the AI alone after play_ai: {said}");
        };
        moves += 1;
        if moves == resign_at {
            message = say(channel, &message.author.name, "!resign");
        }
        said.push_str(&texts(&core.handle(&message).await));
    }
    panic!("the match did not end: {said}");
}

#[tokio::test]
async fn a_rated_game_gives_each_level_a_rating_the_leaderboard_shows_only_when_asked() {
    let dir = tempfile::tempdir().unwrap();
    for url in database_urls(&dir).await {
        let core = core(&url, Arc::new(ManualClock::default())).await;
        let hall = unique_platform_channel("hall");
        core.handle(&say(&hall, "alice", "!challenge ai hnefatafl rules=brandubh level=1 rated")).await;
        let running = texts(&core.handle(&say(&hall, "alice", "!analyse")).await);
        assert!(running.contains("still running"), "never during a game: {running}");
        let ended = play_out(&core, &url, &hall, 3).await;
        assert!(ended.contains("AI 1 (defenders) wins!"), "{ended}");
        let board = texts(&core.handle(&say(&hall, "alice", "!leaderboard hnefatafl brandubh all")).await);
        assert!(board.contains("1. AI 1 (computer)"), "{board}");
        assert!(board.contains("2. alice"), "{board}");
        let people = texts(&core.handle(&say(&hall, "alice", "!classifica hnefatafl brandubh")).await);
        assert!(people.contains("1. alice") && !people.contains("AI 1"), "the AI is left out unless asked: {people}");
        let profile = texts(&core.handle(&say(&hall, "alice", "!profile")).await);
        assert!(profile.contains("AI 1"), "the opponent is named: {profile}");
        let review = texts(&core.handle(&say(&hall, "alice", "!analizza")).await);
        assert!(review.contains("The AI (level 3) on alice's 2 moves in match #"), "{review}");
        // The review is thought once: four more asking at once get the same one.
        let thought = core.thinks().reviews;
        let asks: Vec<Incoming> = ["dan", "eve", "fay", "gus"].map(|who| say(&hall, who, "!analyse @alice")).into();
        let answers = futures::future::join_all(asks.iter().map(|ask| core.handle(ask))).await;
        for answer in &answers {
            assert_eq!(texts(answer), review, "the same review");
        }
        assert_eq!(core.thinks().reviews, thought, "not thought again");
        let theirs = texts(&core.handle(&say(&hall, "bob", "!analyse @bob")).await);
        assert!(theirs.contains("bob did not play in match"), "{theirs}");
    }
}

#[tokio::test]
async fn a_game_against_the_computer_is_casual_unless_rated_and_takes_back_at_once() {
    let dir = tempfile::tempdir().unwrap();
    let url = database_urls(&dir).await.remove(0);
    let core = core(&url, Arc::new(ManualClock::default())).await;
    let storage = Storage::connect(&url).await.unwrap();
    let hall = unique_platform_channel("hall");
    let started = texts(&core.handle(&say(&hall, "alice", "!challenge ai hnefatafl level=1 side=defenders")).await);
    assert!(started.contains("attackers: AI 1, defenders: alice"), "side= seats the challenger: {started}");
    assert!(started.contains("casual"), "casual against the computer: {started}");
    core.play_ai(&hall.platform).await;
    let moves = || async { texts(&core.handle(&say(&hall, "alice", "!moves")).await) };
    let before = moves().await;
    assert!(before.contains("1."), "the AI opened as the attackers: {before}");
    core.handle(&a_move(&storage, &hall).await.unwrap()).await;
    core.play_ai(&hall.platform).await;
    assert_ne!(moves().await, before);
    let back = texts(&core.handle(&say(&hall, "alice", "!takeback")).await);
    assert!(back.contains("alice's last move is taken back"), "the computer agrees at once: {back}");
    assert_eq!(moves().await, before, "the AI's answer and the player's move are both undone");
    let rated_hall = unique_platform_channel("rated");
    let rated = say(&rated_hall, "alice", "!challenge ai hnefatafl level=1 side=attackers rated");
    let rated = texts(&core.handle(&rated).await);
    assert!(rated.contains("attackers: alice") && rated.contains("; rated"), "{rated}");
    core.handle(&a_move(&storage, &rated_hall).await.unwrap()).await;
    core.play_ai(&rated_hall.platform).await;
    let refused = texts(&core.handle(&say(&rated_hall, "alice", "!takeback")).await);
    assert!(refused.contains("takes no takebacks in a rated game"), "{refused}");
    let bad =
        texts(&core.handle(&say(&unique_platform_channel("x"), "bob", "!challenge ai hnefatafl side=kings")).await);
    assert!(bad.contains("side") && bad.contains("attackers, defenders, random"), "{bad}");
    let random = say(&unique_platform_channel("y"), "bob", "!challenge ai hnefatafl lato=casuale");
    assert!(texts(&core.handle(&random).await).contains(": bob"), "a random side still seats bob");
}

#[tokio::test]
async fn two_ai_seats_of_one_level_rate_the_people_but_not_the_ai_and_stop_when_the_people_leave() {
    let dir = tempfile::tempdir().unwrap();
    let url = database_urls(&dir).await.remove(0);
    let core = core(&url, Arc::new(ManualClock::default())).await;
    let hall = unique_platform_channel("hall");
    let started = texts(&core.handle(&say(&hall, "alice", "!challenge ai ai gype level=1 rated")).await);
    assert!(started.contains("Match #"), "the AI takes both seats at once: {started}");
    let ended = play_out(&core, &url, &hall, 2).await;
    // alice resigned: the AI's two seats do not play on among themselves.
    assert!(ended.contains("alice resigns.\nOnly the AI is left in play: the match ends here"), "{ended}");
    let storage = Storage::connect(&url).await.unwrap();
    let over = storage.latest_match(&hall).await.unwrap().expect("the match");
    assert_eq!(over.end.as_ref().map(|e| e.reason.as_str()), Some("abandoned"));
    let board = texts(&core.handle(&say(&hall, "alice", "!leaderboard gype")).await);
    assert!(board.contains("alice") && !board.contains("AI 1"), "{board}");
    let profile = texts(&core.handle(&say(&hall, "alice", "!profile")).await);
    assert!(profile.contains("0 won, 1 lost, 0 drawn"), "the one who left ranks last: {profile}");
}

#[tokio::test]
async fn a_moderator_enters_the_ai_in_a_tournament_and_it_plays_its_games() {
    let dir = tempfile::tempdir().unwrap();
    let url = database_urls(&dir).await.remove(0);
    let core = core(&url, Arc::new(ManualClock::default())).await;
    let hall = unique_platform_channel("hall");
    let created =
        texts(&core.handle(&say(&hall, "alice", "!tournament create hnefatafl round-robin rules=brandubh")).await);
    assert!(created.contains("tournament #"), "{created}");
    core.handle(&say(&hall, "alice", "!tournament join")).await;
    let refused = texts(&core.handle(&say(&hall, "bob", "!tournament add ai level=2")).await);
    assert!(refused.contains("Only alice"), "only the organiser or a moderator: {refused}");
    let usage = texts(&core.handle(&say(&hall, "alice", "!tournament add robot")).await);
    assert!(usage.contains("tournament add ai [level=1..5]"), "{usage}");
    let added = texts(&core.handle(&say(&hall, "alice", "!torneo aggiungi ia livello=2")).await);
    assert!(added.contains("AI 2 joins tournament"), "{added}");
    let started = texts(&core.handle(&say(&hall, "alice", "!tournament start")).await);
    assert!(started.contains("AI 2"), "{started}");
    let ended = play_out(&core, &url, &hall, 4).await;
    assert!(ended.contains("AI 2"), "{ended}");
    let standings = texts(&core.handle(&say(&hall, "alice", "!tournament standings")).await);
    assert!(standings.contains("AI 2"), "{standings}");
}

#[tokio::test]
async fn the_live_driver_answers_a_move_at_once_and_stops_cleanly() {
    let dir = tempfile::tempdir().unwrap();
    let url = database_urls(&dir).await.remove(0);
    let core = Arc::new(core(&url, Arc::new(ManualClock::default())).await);
    let hall = unique_platform_channel("hall");
    let (sent, mut received) = tokio::sync::mpsc::unbounded_channel();
    let deliver: Deliver = Arc::new(move |said| {
        let _ = sent.send(said);
        Box::pin(std::future::ready(()))
    });
    let stop = tokio_util::sync::CancellationToken::new();
    let driver = tokio::spawn(core.clone().drive_ai(hall.platform.clone().leak(), stop.clone(), deliver));
    core.handle(&say(&hall, "alice", "!challenge ai hnefatafl rules=brandubh level=1")).await;
    let storage = Storage::connect(&url).await.unwrap();
    for _ in 0..3 {
        // The answer to alice's move carries the AI's: one post, and nothing for the driver.
        let moved = core.handle(&a_move(&storage, &hall).await.expect("alice's turn")).await;
        assert!(texts(&moved).contains("alice (attackers) to play"), "{}", texts(&moved));
        assert!(!texts(&moved).contains("AI 1 (defenders) to play"), "{}", texts(&moved));
    }
    assert!(received.try_recv().is_err(), "the driver had nothing to play");
    // Two AI seats: the challenge's answer plays the first move, the driver the rest.
    let table = unique_platform_channel("table");
    let (sent_table, mut received_table) = tokio::sync::mpsc::unbounded_channel();
    let deliver_table: Deliver = Arc::new(move |said| {
        let _ = sent_table.send(said);
        Box::pin(std::future::ready(()))
    });
    let driver_table = tokio::spawn(core.clone().drive_ai(table.platform.clone().leak(), stop.clone(), deliver_table));
    core.handle(&say(&table, "alice", "!challenge ai ai gype level=1")).await;
    let said = tokio::time::timeout(Duration::from_secs(5), received_table.recv()).await;
    assert!(!texts(&said.expect("the driver played within 5 s").unwrap()).is_empty(), "the AI seats play on");
    stop.cancel();
    tokio::time::timeout(Duration::from_secs(5), driver).await.expect("the driver stops").unwrap();
    tokio::time::timeout(Duration::from_secs(5), driver_table).await.expect("the driver stops").unwrap();
}
