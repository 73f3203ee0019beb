//! Storage on both backends (SQLite always, PostgreSQL when TEST_DATABASE_URL is set):
//! a restart resumes matches and challenges exactly; concurrent writers never corrupt.

mod common;

use std::sync::Arc;

use bot::storage::{Claiming, Storage};
use common::{ManualClock, core, database_urls, images, say, texts, unique_channel};

#[tokio::test]
async fn a_restart_mid_game_resumes_it_exactly() {
    let dir = tempfile::tempdir().unwrap();
    for url in database_urls(&dir).await {
        let clock = Arc::new(ManualClock::default());
        let ch = unique_channel("restart");
        let before = {
            let core = core(&url, clock.clone()).await;
            core.handle(&say(&ch, "alice", "!challenge @bob hnefatafl king=unarmed")).await;
            core.handle(&say(&ch, "bob", "!accept")).await;
            for (who, mv) in [("alice", "d1-d3"), ("bob", "f4-f3"), ("alice", "a4-b4")] {
                assert_eq!(images(&core.handle(&say(&ch, who, mv)).await), 1, "{url}: {mv} is accepted");
            }
            texts(&core.handle(&say(&ch, "bob", "!export")).await)
        };
        // A new process on the same database.
        let core = core(&url, clock.clone()).await;
        assert_eq!(texts(&core.handle(&say(&ch, "bob", "!export")).await), before, "{url}");
        assert!(before.contains("[Options \"rules=classic king=unarmed\"]"), "{before}");
        let status = texts(&core.handle(&say(&ch, "bob", "!status")).await);
        assert!(status.contains("Move 2: bob (defenders)"), "{url}: {status}");
        assert!(texts(&core.handle(&say(&ch, "alice", "d3-d2")).await).contains("It is bob's turn"));
        assert_eq!(images(&core.handle(&say(&ch, "bob", "f3-f2")).await), 0, "{url}: f2 is occupied");
        assert_eq!(images(&core.handle(&say(&ch, "bob", "e5-e4")).await), 1, "{url}: play goes on");
    }
}

#[tokio::test]
async fn a_pending_challenge_survives_a_restart_with_its_expiry() {
    let dir = tempfile::tempdir().unwrap();
    for url in database_urls(&dir).await {
        let clock = Arc::new(ManualClock::default());
        let ch = unique_channel("challenge-restart");
        core(&url, clock.clone()).await.handle(&say(&ch, "alice", "!challenge @bob hnefatafl")).await;
        let core = core(&url, clock.clone()).await;
        clock.advance_minutes(9);
        assert!(
            texts(&core.handle(&say(&ch, "carol", "!accept")).await).contains("This challenge is for bob"),
            "{url}"
        );
        clock.advance_minutes(1);
        assert!(texts(&core.handle(&say(&ch, "bob", "!accept")).await).contains("has expired"), "{url}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn concurrent_writers_never_apply_a_move_twice() {
    let dir = tempfile::tempdir().unwrap();
    for url in database_urls(&dir).await {
        let clock = Arc::new(ManualClock::default());
        let ch = unique_channel("race");
        // Two bot processes sharing one database: separate pools and channel locks.
        let first = core(&url, clock.clone()).await;
        let second = core(&url, clock.clone()).await;
        first.handle(&say(&ch, "alice", "!challenge @bob hnefatafl")).await;
        first.handle(&say(&ch, "bob", "!accept")).await;
        for round in 0..5 {
            let msg = say(&ch, "alice", "!move d1-d2");
            let (a, b) = tokio::join!(first.handle(&msg), second.handle(&msg));
            let accepted = images(&a) + images(&b);
            let answers = format!("{}\n{}", texts(&a), texts(&b));
            if round == 0 {
                assert_eq!(accepted, 1, "{url}: exactly one process applies the move: {answers}");
                assert!(answers.contains("It is bob's turn") || answers.contains("send it again"), "{url}: {answers}");
            } else {
                assert_eq!(accepted, 0, "{url}: {answers}");
            }
        }
        let moves = texts(&second.handle(&say(&ch, "bob", "!moves")).await);
        assert_eq!(moves, "Moves: 1. d1-d2", "{url}");
    }
}

#[tokio::test]
async fn a_stale_version_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    for url in database_urls(&dir).await {
        let clock = Arc::new(ManualClock::default());
        let ch = unique_channel("version");
        let core = core(&url, clock.clone()).await;
        core.handle(&say(&ch, "alice", "!challenge @bob hnefatafl")).await;
        core.handle(&say(&ch, "bob", "!accept")).await;
        let storage = Storage::connect(&url).await.unwrap();
        let mut a = storage.active_match(&ch).await.unwrap().unwrap();
        let mut b = a.clone();
        a.game.play_text(engine::Seat(0), "d1-d2").unwrap();
        b.game.play_text(engine::Seat(0), "e1-e2").unwrap();
        assert!(storage.update_match(&mut a, 1).await.unwrap(), "{url}");
        assert!(!storage.update_match(&mut b, 2).await.unwrap(), "{url}: the stale writer loses");
        let stored = storage.active_match(&ch).await.unwrap().unwrap();
        assert_eq!(stored.game.movetext(), "d1-d2", "{url}");
        assert_eq!(stored.version, a.version);
    }
}

#[tokio::test]
async fn within_one_command_a_match_is_read_once_and_a_write_from_another_process_is_still_caught() {
    let dir = tempfile::tempdir().unwrap();
    for url in database_urls(&dir).await {
        let clock = Arc::new(ManualClock::default());
        let ch = unique_channel("one-command");
        let core = core(&url, clock.clone()).await;
        core.handle(&say(&ch, "alice", "!challenge @bob hnefatafl")).await;
        core.handle(&say(&ch, "bob", "!accept")).await;
        let (ours, theirs) = (Storage::connect(&url).await.unwrap(), Storage::connect(&url).await.unwrap());
        bot::storage::one_command(async {
            let mut first = ours.active_match(&ch).await.unwrap().unwrap();
            // Another process moves meanwhile (a task of its own, outside this command).
            let (theirs, channel) = (theirs.clone(), ch.clone());
            let other = tokio::spawn(async move {
                let mut other = theirs.active_match(&channel).await.unwrap().unwrap();
                other.game.play_text(engine::Seat(0), "e1-e2").unwrap();
                assert!(theirs.update_match(&mut other, 1).await.unwrap());
                other
            });
            let other = other.await.unwrap();
            // Read again in the same command: the copy found first (no second lookup).
            let again = ours.active_match(&ch).await.unwrap().unwrap();
            assert_eq!((again.version, again.game.movetext()), (first.version, String::new()), "{url}");
            // Writing it is refused for its version, and the next lookup reads the database.
            first.game.play_text(engine::Seat(0), "d1-d2").unwrap();
            assert!(!ours.update_match(&mut first, 2).await.unwrap(), "{url}: the stale write loses");
            let fresh = ours.active_match(&ch).await.unwrap().unwrap();
            assert_eq!((fresh.version, fresh.game.movetext()), (other.version, "e1-e2".to_owned()), "{url}");
            // Our own write is noted: the match read after it is the one written.
            let mut next = fresh.clone();
            let reply = next.game.legal_moves(engine::Seat(1)).remove(0);
            next.game.play_text(engine::Seat(1), &reply).unwrap();
            assert!(ours.update_match(&mut next, 3).await.unwrap());
            let written = ours.active_match(&ch).await.unwrap().unwrap();
            assert_eq!((written.version, written.game.movetext()), (next.version, next.game.movetext()), "{url}");
            assert_eq!(written.game.plies(), 2);
        })
        .await;
        // Outside a command every lookup checks the database.
        let mut other = theirs.active_match(&ch).await.unwrap().unwrap();
        other.game.play_text(engine::Seat(0), "d1-d2").unwrap();
        assert!(theirs.update_match(&mut other, 4).await.unwrap());
        assert_eq!(ours.active_match(&ch).await.unwrap().unwrap().version, other.version, "{url}");
    }
}

#[tokio::test]
async fn a_match_nobody_touched_leaves_memory_and_is_read_again_when_needed() {
    let dir = tempfile::tempdir().unwrap();
    for url in database_urls(&dir).await {
        let clock = Arc::new(ManualClock::default());
        let ch = unique_channel("idle");
        let core = core(&url, clock.clone()).await;
        core.handle(&say(&ch, "alice", "!challenge @bob hnefatafl")).await;
        core.handle(&say(&ch, "bob", "!accept")).await;
        let storage = Storage::connect(&url).await.unwrap();
        let mut stored = storage.active_match(&ch).await.unwrap().unwrap();
        assert_eq!(storage.forget_idle(std::time::Duration::from_secs(600)), 0, "{url}: just used");
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
        assert_eq!(storage.forget_idle(std::time::Duration::from_millis(10)), 1, "{url}: idle for 20 ms");
        assert_eq!(storage.forget_idle(std::time::Duration::ZERO), 0, "{url}: nothing left to forget");
        let again = storage.active_match(&ch).await.unwrap().unwrap();
        assert_eq!((again.id, again.version, again.game.movetext()), (stored.id, stored.version, String::new()));
        stored.game.play_text(engine::Seat(0), "d1-d2").unwrap();
        assert!(storage.update_match(&mut stored, 1).await.unwrap(), "{url}: the match read again is written");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn concurrent_writes_committed_together_each_win_or_lose_alone() {
    let dir = tempfile::tempdir().unwrap();
    for url in database_urls(&dir).await {
        let core = core(&url, Arc::new(ManualClock::default())).await;
        let storage = Storage::connect(&url).await.unwrap();
        let channels: Vec<_> = (0..24).map(|i| unique_channel(&format!("group-{i}"))).collect();
        for ch in &channels {
            core.handle(&say(ch, "alice", "!challenge @bob hnefatafl")).await;
            core.handle(&say(ch, "bob", "!accept")).await;
        }
        // At once, on one storage (on SQLite, queued for one commit): a fresh write per
        // match, a stale one for every third match, and one delivery claimed twice.
        let mut writes = Vec::new();
        for (i, ch) in channels.iter().enumerate() {
            let mut fresh = storage.active_match(ch).await.unwrap().unwrap();
            let mut stale = fresh.clone();
            fresh.game.play_text(engine::Seat(0), "d1-d2").unwrap();
            stale.game.play_text(engine::Seat(0), "e1-e2").unwrap();
            stale.version -= 1;
            let delivery = if i < 2 { Some("same-update") } else { None };
            writes.push((fresh, delivery, true));
            if i % 3 == 0 {
                writes.push((stale, None, false));
            }
        }
        let platform_delivery = |d: Option<&str>| d.map(|d| format!("{d}-{}", channels[0].channel));
        let results = futures::future::join_all(writes.into_iter().map(|(mut m, delivery, _)| {
            let storage = storage.clone();
            let delivery = platform_delivery(delivery);
            async move {
                let claiming = delivery.as_deref().map(|delivery| Claiming { delivery, holder: "test" });
                storage.update_match_claiming(&mut m, 1, claiming).await.unwrap()
            }
        }))
        .await;
        let won = results.iter().filter(|&&w| w).count();
        assert_eq!(won, channels.len() - 1, "{url}: every fresh write but the second claim of one delivery");
        let mut claimed = 0;
        for (i, ch) in channels.iter().enumerate() {
            let moved = storage.active_match(ch).await.unwrap().unwrap().game.movetext();
            if i < 2 {
                claimed += usize::from(moved == "d1-d2");
                assert!(moved.is_empty() || moved == "d1-d2", "{url}: #{i}: {moved}");
            } else {
                assert_eq!(moved, "d1-d2", "{url}: #{i}: a stale write undid nothing and won nothing");
            }
        }
        assert_eq!(claimed, 1, "{url}: one of the two writes claiming one delivery is kept");
    }
}

/// SQLite's plan for a query, one line per step.
async fn plan(url: &str, query: &str) -> String {
    use sqlx::{Connection, Row};
    let mut conn = sqlx::SqliteConnection::connect(url).await.unwrap();
    let rows = sqlx::query(&format!("EXPLAIN QUERY PLAN {query}")).fetch_all(&mut conn).await.unwrap();
    rows.iter().map(|r| r.get::<String, _>(3)).collect::<Vec<_>>().join("\n")
}

#[tokio::test]
async fn a_channels_latest_match_and_names_are_found_by_index_not_by_scanning() {
    let dir = tempfile::tempdir().unwrap();
    let url = database_urls(&dir).await.remove(0);
    Storage::connect(&url).await.unwrap();
    for (query, index) in [
        (
            "SELECT id FROM matches WHERE platform = 'p' AND channel = 'c' AND thread = '' ORDER BY id DESC LIMIT 1",
            "matches_by_channel",
        ),
        (
            "SELECT id FROM tournaments WHERE platform = 'p' AND channel = 'c' AND thread = '' ORDER BY id DESC LIMIT 1",
            "tournaments_by_channel",
        ),
        ("SELECT user_id FROM results WHERE platform = 'p' AND LOWER(name) = LOWER('Bob')", "results_by_name"),
    ] {
        let plan = plan(&url, query).await;
        assert!(plan.contains(index) && !plan.contains("SCAN"), "{query}: {plan}");
    }
}

/// Alice's rating after each of her rated results, in the order they were written.
async fn ratings_after(url: &str, user: &str) -> Vec<f64> {
    use sqlx::Row;
    sqlx::any::install_default_drivers();
    let pool = sqlx::AnyPool::connect(url).await.unwrap();
    let rows = sqlx::query("SELECT rating_after FROM results WHERE user_id = $1 ORDER BY match_id")
        .bind(user)
        .fetch_all(&pool)
        .await
        .unwrap();
    rows.iter().map(|r| r.get::<f64, _>(0)).collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_matches_of_one_player_ending_at_once_both_count_in_her_rating() {
    let dir = tempfile::tempdir().unwrap();
    for url in database_urls(&dir).await {
        // Two processes; alice plays one opponent in one channel and another in another,
        // and both resign at once; three times, since the race is one of timing.
        let clock = Arc::new(ManualClock::default());
        let first = core(&url, clock.clone()).await;
        let second = core(&url, clock.clone()).await;
        for round in 0..3 {
            let opponents = [format!("bob{round}"), format!("carol{round}")];
            let channels = [unique_channel("rating-a"), unique_channel("rating-b")];
            for (ch, opponent) in channels.iter().zip(&opponents) {
                first.handle(&say(ch, "alice", &format!("!challenge @{opponent} hnefatafl"))).await;
                first.handle(&say(ch, opponent, "!accept")).await;
                for (who, mv) in [("alice", "d1-d3"), (opponent.as_str(), "f4-f3"), ("alice", "a4-b4")] {
                    assert_eq!(images(&first.handle(&say(ch, who, mv)).await), 1, "{url}: {mv}");
                }
            }
            let resign = [say(&channels[0], &opponents[0], "!resign"), say(&channels[1], &opponents[1], "!resign")];
            let (a, b) = tokio::join!(first.handle(&resign[0]), second.handle(&resign[1]));
            assert!(
                texts(&a).contains("resign") && texts(&b).contains("resign"),
                "{url}: {}\n{}",
                texts(&a),
                texts(&b)
            );
        }
        let after = ratings_after(&url, "alice").await;
        assert_eq!(after.len(), 6, "{url}");
        for pair in after.chunks(2) {
            assert!(
                (pair[0] - pair[1]).abs() > 1.0,
                "{url}: the second win starts from the first's rating, not from the same old one: {after:?}"
            );
        }
    }
}

#[tokio::test]
async fn matches_are_timed_by_the_database_servers_clock() {
    use bot::core::{Clock, DatabaseClock};
    let dir = tempfile::tempdir().unwrap();
    for url in database_urls(&dir).await {
        let storage = Storage::connect(&url).await.unwrap();
        let clock = DatabaseClock::new(&storage).await.unwrap();
        // The server runs on this machine: the offset is the measuring error only.
        let offset = clock.measure(&storage).await.unwrap();
        assert!(offset.abs() < 2_000, "{url}: {offset} ms");
        let system = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().as_millis() as i64;
        assert!((clock.now_ms() - system).abs() < 2_000, "{url}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_delivery_handed_to_two_processes_is_answered_once() {
    let dir = tempfile::tempdir().unwrap();
    for url in database_urls(&dir).await {
        // A rolling deploy: two processes receive the same platform event.
        let clock = Arc::new(ManualClock::default());
        let (first, second) = (core(&url, clock.clone()).await, core(&url, clock.clone()).await);
        let ch = unique_channel("twice");
        first.handle(&say(&ch, "alice", "!challenge @bob hnefatafl")).await;
        first.handle(&say(&ch, "bob", "!accept")).await;
        for (id, who, text) in [("m1", "alice", "d1-d2"), ("m2", "bob", "!board"), ("m3", "bob", "f4-f3")] {
            let msg = bot::core::Incoming { delivery: Some(id.to_owned()), ..say(&ch, who, text) };
            let (a, b) = tokio::join!(first.handle(&msg), second.handle(&msg));
            assert_eq!(usize::from(!a.is_empty()) + usize::from(!b.is_empty()), 1, "{url}: {text}: {a:?} {b:?}");
            assert_eq!(images(&a) + images(&b), 1, "{url}: {text}");
            // Delivered again later: ignored.
            assert!(first.handle(&msg).await.is_empty(), "{url}: {text}");
        }
        let moves = texts(&second.handle(&say(&ch, "bob", "!moves")).await);
        assert_eq!(moves, "Moves: 1. d1-d2 f4-f3", "{url}");
        // A draw accepted by a message both processes receive: agreed once, by one of them.
        first.handle(&say(&ch, "bob", "!draw")).await;
        let accept = bot::core::Incoming { delivery: Some("m4".to_owned()), ..say(&ch, "alice", "!draw") };
        let (a, b) = tokio::join!(first.handle(&accept), second.handle(&accept));
        let answers = [texts(&a), texts(&b)];
        assert_eq!(answers.iter().filter(|t| !t.is_empty()).count(), 1, "{url}: {answers:?}");
        assert!(answers.iter().any(|t| t.contains("Draw agreed.")), "{url}: {answers:?}");
    }
}

/// How many batches are appended to the channel's latest match record, and whether its
/// record as written whole holds `text`.
async fn stored_parts(url: &str, channel: &str, text: &str) -> (i64, bool) {
    use sqlx::Row;
    sqlx::any::install_default_drivers();
    let pool = sqlx::AnyPool::connect(url).await.unwrap();
    let row = sqlx::query(
        "SELECT (SELECT COUNT(*) FROM match_log WHERE match_id = m.id), record FROM matches m \
         WHERE channel = $1 ORDER BY id DESC LIMIT 1",
    )
    .bind(channel)
    .fetch_one(&pool)
    .await
    .unwrap();
    (row.get::<i64, _>(0), row.get::<String, _>(1).contains(text))
}

#[tokio::test]
async fn a_move_appends_to_the_stored_log_and_a_takeback_or_the_end_writes_the_record_whole() {
    let dir = tempfile::tempdir().unwrap();
    for url in database_urls(&dir).await {
        let clock = Arc::new(ManualClock::default());
        let ch = unique_channel("appended");
        let first = core(&url, clock.clone()).await;
        first.handle(&say(&ch, "alice", "!challenge @bob hnefatafl")).await;
        first.handle(&say(&ch, "bob", "!accept")).await;
        for (who, mv) in [("alice", "d1-d3"), ("bob", "f4-f3"), ("alice", "a4-b4"), ("bob", "e5-e4")] {
            assert_eq!(images(&first.handle(&say(&ch, who, mv)).await), 1, "{url}: {mv}");
        }
        assert_eq!(stored_parts(&url, &ch.channel, "\"b4\"").await, (4, false), "{url}: one batch a move");
        // A restart reads the record and its batches: the same match, which plays on.
        let second = core(&url, clock.clone()).await;
        let export = texts(&second.handle(&say(&ch, "bob", "!export")).await);
        assert!(export.contains("1. d1-d3 f4-f3 2. a4-b4 e5-e4"), "{url}: {export}");
        assert_eq!(images(&second.handle(&say(&ch, "alice", "b4-b3")).await), 1, "{url}");
        assert_eq!(stored_parts(&url, &ch.channel, "\"b3\"").await, (5, false), "{url}");
        // A take-back shortens the log: the record is written whole again.
        second.handle(&say(&ch, "alice", "!takeback")).await;
        second.handle(&say(&ch, "bob", "!takeback")).await;
        assert_eq!(stored_parts(&url, &ch.channel, "\"b4\"").await, (0, true), "{url}: whole after a take-back");
        assert!(!stored_parts(&url, &ch.channel, "\"b3\"").await.1, "{url}: b3 is taken back");
        second.handle(&say(&ch, "alice", "b4-b2")).await;
        assert_eq!(stored_parts(&url, &ch.channel, "\"b2\"").await, (1, false), "{url}");
        // The end of the match writes it whole, in one row.
        second.handle(&say(&ch, "bob", "!resign")).await;
        assert_eq!(stored_parts(&url, &ch.channel, "\"b2\"").await, (0, true), "{url}: whole at the end");
        let export = texts(&core(&url, clock.clone()).await.handle(&say(&ch, "bob", "!export")).await);
        assert!(export.contains("2. a4-b4 e5-e4 3. b4-b2"), "{url}: {export}");
    }
}

#[tokio::test]
async fn a_delivery_claimed_by_many_at_once_is_first_for_one_of_them_only() {
    let dir = tempfile::tempdir().unwrap();
    for url in database_urls(&dir).await {
        let storage = Storage::connect(&url).await.unwrap();
        // On SQLite the claims queue for the group commit, with each other.
        let claims = (0..40).map(|n| {
            let storage = storage.clone();
            async move { storage.first_delivery("test", &format!("update-{}", n % 10), 0).await.unwrap() }
        });
        let firsts = futures::future::join_all(claims).await;
        assert_eq!(firsts.iter().filter(|&&first| first).count(), 10, "{url}: one claim of each of ten deliveries");
    }
}
