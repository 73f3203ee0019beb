//! Community play through the chat core: clocks and reminders driven by a test clock,
//! restarts, takebacks, ratings with profile and leaderboard, and aborts.

mod common;

use std::sync::Arc;

use bot::core::{Clock, Core};
use bot::model::ChannelKey;
use common::{ManualClock, core, database_urls, in_channel, say, texts, unique_platform_channel};

async fn ask(core: &Core, channel: &ChannelKey, who: &str, text: &str) -> String {
    texts(&core.handle(&say(channel, who, text)).await)
}

async fn start(core: &Core, channel: &ChannelKey, options: &str) -> String {
    ask(core, channel, "alice", &format!("!challenge @bob hnefatafl {options}")).await;
    ask(core, channel, "bob", "!accept").await
}

#[tokio::test]
async fn a_player_is_reminded_at_half_and_ninety_percent_then_loses_on_time() {
    let dir = tempfile::tempdir().unwrap();
    for url in database_urls(&dir).await {
        let clock = Arc::new(ManualClock::default());
        let core = core(&url, clock.clone()).await;
        let ch = unique_platform_channel("clock");
        let started = start(&core, &ch, "clock=10m").await;
        assert!(started.contains("Clock: 10m (10 minutes a move); rated."), "{started}");
        assert_eq!(in_channel(&core.sweep(&ch.platform).await, &ch), "");
        clock.advance_minutes(4);
        assert_eq!(in_channel(&core.sweep(&ch.platform).await, &ch), "", "not yet half");
        clock.advance_minutes(1);
        let first = in_channel(&core.sweep(&ch.platform).await, &ch);
        assert!(first.contains("⏰ alice: your turn in Hnefatafl #") && first.contains("5 minutes left"), "{first}");
        assert_eq!(in_channel(&core.sweep(&ch.platform).await, &ch), "", "one reminder at half");
        clock.advance_minutes(4);
        let second = in_channel(&core.sweep(&ch.platform).await, &ch);
        assert!(second.contains("1 minute left"), "{second}");
        clock.advance_minutes(1);
        let lost = in_channel(&core.sweep(&ch.platform).await, &ch);
        assert!(lost.contains("alice ran out of time."), "{lost}");
        assert!(lost.contains("bob (defenders) wins!"), "{lost}");
        assert_eq!(in_channel(&core.sweep(&ch.platform).await, &ch), "", "the loss is applied once");
        // A move resets the clock for the opponent.
        start(&core, &ch, "clock=10m").await;
        clock.advance_minutes(6);
        assert!(in_channel(&core.sweep(&ch.platform).await, &ch).contains("⏰ alice"));
        ask(&core, &ch, "alice", "a4-a3").await;
        clock.advance_minutes(6);
        let reminded = in_channel(&core.sweep(&ch.platform).await, &ch);
        assert!(reminded.contains("⏰ bob") && reminded.contains("4 minutes left"), "{reminded}");
    }
}

#[tokio::test]
async fn a_time_bank_warns_below_a_day_and_a_half_and_a_day_then_pays_the_increment_and_caps_a_move() {
    let dir = tempfile::tempdir().unwrap();
    for url in database_urls(&dir).await {
        let clock = Arc::new(ManualClock::default());
        let core = core(&url, clock.clone()).await;
        let ch = unique_platform_channel("bank");
        let started = start(&core, &ch, "clock=2d12h+10h max=2d min=2h").await;
        assert!(
            started.contains(
                "Clock: 2d12h+10h max=2d min=2h (a bank of 2 days 12 hours, +10 hours a move, at most 2 days on one \
             move, 2 hours always kept); rated."
            ),
            "{started}"
        );
        let minutes = |hours: i64| hours * 60;
        // The move has two days at most (the cap), so the warnings fall at 36 and 24 hours
        // left of those.
        clock.advance_minutes(minutes(11));
        assert_eq!(in_channel(&core.sweep(&ch.platform).await, &ch), "", "37 hours still left");
        clock.advance_minutes(minutes(1));
        let first = in_channel(&core.sweep(&ch.platform).await, &ch);
        assert!(
            first.contains("⏰ alice: your turn in Hnefatafl #")
                && first.contains("1 day 12 hours left, +10 hours a move"),
            "{first}"
        );
        assert_eq!(in_channel(&core.sweep(&ch.platform).await, &ch), "", "the first warning once");
        clock.advance_minutes(minutes(12));
        let second = in_channel(&core.sweep(&ch.platform).await, &ch);
        assert!(
            second.contains("⏰ alice") && second.contains("1 day left, +10 hours a move"),
            "a day before: {second}"
        );
        clock.advance_minutes(minutes(18));
        assert_eq!(in_channel(&core.sweep(&ch.platform).await, &ch), "", "the second warning once");
        // Alice moves after 42 hours: 18 hours left, plus 10.
        ask(&core, &ch, "alice", "a4-a3").await;
        let storage = bot::storage::Storage::connect(&url).await.unwrap();
        let stored = storage.latest_match(&ch).await.unwrap().unwrap();
        let bank = stored.clock.as_ref().unwrap();
        assert_eq!(bank.remaining[0], (18 + 10) * 3_600_000, "the bank after the move and its increment");
        assert_eq!(bank.remaining[1], 60 * 3_600_000, "bob's whole bank");
        let status = ask(&core, &ch, "carol", "!status").await;
        assert!(status.contains("alice: 1 day 4 hours; bob: 2 days 12 hours."), "each bank in words: {status}");
        clock.advance_minutes(minutes(48));
        let lost = in_channel(&core.sweep(&ch.platform).await, &ch);
        assert!(lost.contains("bob ran out of time."), "two days at most on one move: {lost}");
    }
}

#[tokio::test]
async fn a_live_clock_charges_the_mover_and_adds_the_increment() {
    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(ManualClock::default());
    let core = core(&format!("sqlite://{}/g.db", dir.path().display()), clock.clone()).await;
    let ch = unique_platform_channel("live");
    assert!(start(&core, &ch, "clock=3+2").await.contains("Clock: 3+2"));
    clock.advance_minutes(2);
    ask(&core, &ch, "alice", "a4-a3").await;
    // Bob has his full 3 minutes; alice has 1 minute and 2 seconds left.
    clock.advance_minutes(2);
    ask(&core, &ch, "bob", "f4-f3").await;
    clock.advance_minutes(1);
    let out = in_channel(&core.sweep(&ch.platform).await, &ch);
    assert!(out.contains("⏰ alice") && out.contains("2 seconds left"), "the increment shows: {out}");
    clock.advance_minutes(1);
    let out = in_channel(&core.sweep(&ch.platform).await, &ch);
    assert!(out.contains("alice ran out of time."), "{out}");
}

#[tokio::test]
async fn a_deadline_missed_while_down_is_resolved_at_start_up_before_any_command() {
    let dir = tempfile::tempdir().unwrap();
    for url in database_urls(&dir).await {
        let clock = Arc::new(ManualClock::default());
        let ch = unique_platform_channel("restart");
        let late = unique_platform_channel("restart-later");
        let many: Vec<ChannelKey> =
            (0..100).map(|i| ChannelKey::new(&ch.platform, &format!("many-{i}"), None)).collect();
        {
            let core = core(&url, clock.clone()).await;
            start(&core, &ch, "clock=1+0").await;
            ask(&core, &ch, "alice", "d1-d4").await;
            start(&core, &late, "clock=1d").await;
            for channel in &many {
                start(&core, channel, "clock=10m").await;
            }
        }
        // Down for 75 seconds: bob's minute runs out; then for 20 minutes, all hundred
        // matches' reminders and deadlines pass.
        clock.advance_seconds(75);
        clock.advance_minutes(20);
        let core = core(&url, clock.clone()).await;
        assert!(core.rearm().await.unwrap() >= 101, "every overdue match is resolved at start-up");
        // The first command after the start finds the match over: bob's move is not played.
        let refused = ask(&core, &ch, "bob", "f4-f3").await;
        assert!(!refused.contains("alice (attackers) to play"), "{refused}");
        assert!(ask(&core, &ch, "alice", "!status").await.contains("No match"), "the match ended");
        // What the start-up resolved is said at the first sweep, once, without the
        // reminders missed meanwhile.
        let swept = core.sweep(&ch.platform).await;
        let said = in_channel(&swept, &ch);
        assert!(said.contains("bob ran out of time.") && said.contains("alice (attackers) wins"), "{said}");
        for channel in &many {
            let said = in_channel(&swept, channel);
            assert_eq!(said.matches("alice ran out of time.").count(), 1, "{said}");
            assert!(!said.contains('⏰'), "missed reminders are skipped: {said}");
        }
        assert_eq!(in_channel(&core.sweep(&ch.platform).await, &ch), "", "said once");
        // The other match keeps its day: its first reminder comes at 12 hours.
        assert_eq!(in_channel(&core.sweep(&late.platform).await, &late), "");
        clock.advance_minutes(12 * 60);
        assert!(in_channel(&core.sweep(&late.platform).await, &late).contains("⏰ alice"));
    }
}

#[tokio::test]
async fn a_move_after_the_deadline_is_refused_with_the_time_out() {
    let dir = tempfile::tempdir().unwrap();
    for url in database_urls(&dir).await {
        let clock = Arc::new(ManualClock::default());
        let core = core(&url, clock.clone()).await;
        let ch = unique_platform_channel("too-late");
        start(&core, &ch, "clock=1+0").await;
        ask(&core, &ch, "alice", "d1-d4").await;
        // No sweep ran since bob's minute ran out: his move arrives after it.
        clock.advance_seconds(61);
        let refused = ask(&core, &ch, "bob", "f4-f3").await;
        let (too_late, result) = (refused.find("Too late, bob"), refused.find("bob ran out of time."));
        assert!(too_late.is_some() && too_late < result, "{refused}");
        assert!(refused.contains("alice (attackers) wins"), "{refused}");
        assert!(ask(&core, &ch, "bob", "!status").await.contains("No match"), "the match ended");
        assert_eq!(in_channel(&core.sweep(&ch.platform).await, &ch), "", "the time-out is applied once");
    }
}

#[tokio::test]
async fn takebacks_are_asked_agreed_and_refused_with_a_reason() {
    let dir = tempfile::tempdir().unwrap();
    for url in database_urls(&dir).await {
        let clock = Arc::new(ManualClock::default());
        let core = core(&url, clock.clone()).await;
        let ch = unique_platform_channel("takeback");
        start(&core, &ch, "").await;
        assert!(ask(&core, &ch, "alice", "!takeback").await.contains("no move of yours"));
        ask(&core, &ch, "alice", "a4-a3").await;
        let asked = ask(&core, &ch, "alice", "!takeback").await;
        assert!(asked.contains("alice asks to take back their last move. bob: say !takeback"), "{asked}");
        assert!(ask(&core, &ch, "alice", "!takeback").await.contains("asked already"));
        let done = ask(&core, &ch, "bob", "!takeback").await;
        assert!(done.contains("alice's last move is taken back.") && done.contains("Move 1: alice"), "{done}");
        ask(&core, &ch, "alice", "a4-a3").await;
        ask(&core, &ch, "bob", "f4-f3").await;
        let refused = ask(&core, &ch, "alice", "!takeback").await;
        assert!(refused.contains("Too late: bob has moved since your last move."), "{refused}");
        // Asking is withdrawn by the next move.
        assert!(ask(&core, &ch, "bob", "!indietro").await.contains("bob asks"));
        ask(&core, &ch, "alice", "a3-a4").await;
        assert!(ask(&core, &ch, "alice", "!takeback").await.contains("alice asks"));
    }
}

#[tokio::test]
async fn a_takeback_is_refused_past_a_die_roll_in_the_chat() {
    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(ManualClock::default());
    let core = core(&format!("sqlite://{}/g.db", dir.path().display()), clock).await;
    let ch = unique_platform_channel("takeback-roll");
    ask(&core, &ch, "alice", "!challenge @bob gype start=random").await;
    ask(&core, &ch, "bob", "!accept").await;
    // A reroll is a die roll at once.
    let rolled = ask(&core, &ch, "alice", "!roll b1").await;
    assert!(rolled.contains("b1 rerolled"), "{rolled}");
    let refused = ask(&core, &ch, "alice", "!takeback").await;
    assert!(refused.contains("a die was rolled after that move"), "{refused}");
}

#[tokio::test]
async fn results_change_ratings_shown_in_profiles_and_leaderboards() {
    let dir = tempfile::tempdir().unwrap();
    for url in database_urls(&dir).await {
        let clock = Arc::new(ManualClock::default());
        let core = core(&url, clock.clone()).await;
        let ch = unique_platform_channel("rated");
        assert!(ask(&core, &ch, "alice", "!profile").await.contains("alice has no finished games yet."));
        // A rated game of three moves: alice wins.
        start(&core, &ch, "").await;
        for (who, step) in [("alice", "a4-a3"), ("bob", "f4-f3"), ("alice", "a3-a4")] {
            ask(&core, &ch, who, step).await;
        }
        ask(&core, &ch, "bob", "!resign").await;
        let profile = ask(&core, &ch, "alice", "!profile").await;
        assert!(profile.contains("Hnefatafl: 1662 ±290, 1 game: 1 won, 0 lost, 0 drawn."), "{profile}");
        assert!(profile.contains("Last results: won against bob (Hnefatafl)."), "{profile}");
        let bob = ask(&core, &ch, "alice", "!profile @bob").await;
        assert!(bob.contains("Hnefatafl: 1338 ±290") && bob.contains("lost against alice"), "{bob}");

        // Decided within two moves: recorded, but no rating change.
        start(&core, &ch, "").await;
        ask(&core, &ch, "alice", "a4-a3").await;
        ask(&core, &ch, "alice", "!resign").await;
        let profile = ask(&core, &ch, "alice", "!profile").await;
        assert!(profile.contains("1662 ±290, 2 games: 1 won, 1 lost"), "{profile}");

        // Casual: no rating change either.
        let started = start(&core, &ch, "casual").await;
        assert!(started.contains("casual (no rating change)"), "{started}");
        for (who, step) in [("alice", "a4-a3"), ("bob", "f4-f3"), ("alice", "a3-a4")] {
            ask(&core, &ch, who, step).await;
        }
        ask(&core, &ch, "alice", "!resign").await;
        assert!(ask(&core, &ch, "alice", "!profile").await.contains("1662 ±290, 3 games: 1 won, 2 lost"));

        let board = ask(&core, &ch, "bob", "!leaderboard tafl").await;
        assert!(board.contains("1. alice 1662 ±290\n2. bob 1338 ±290"), "{board}");
        assert!(board.contains("You are #2 with 1338."), "{board}");
        assert!(ask(&core, &ch, "carol", "!leaderboard hnefatafl").await.contains("no rated Hnefatafl game here"));
        assert!(ask(&core, &ch, "carol", "!leaderboard").await.contains("Name a game"));
        let elsewhere = unique_platform_channel("elsewhere");
        assert!(ask(&core, &elsewhere, "bob", "!leaderboard tafl").await.contains("No rated Hnefatafl games"));
    }
}

#[tokio::test]
async fn only_moderators_abort_and_an_aborted_match_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(ManualClock::default());
    let url = format!("sqlite://{}/g.db", dir.path().display());
    let storage = bot::storage::Storage::connect(&url).await.unwrap();
    let settings = bot::core::Settings { admins: vec!["test-admins:mod".into()], ..Default::default() };
    let core = Core::new(storage, Arc::new(render::Renderer::new().unwrap()), settings, clock);
    let ch = ChannelKey::new("test-admins", "abort", None);
    start(&core, &ch, "").await;
    for (who, step) in [("alice", "a4-a3"), ("bob", "f4-f3"), ("alice", "a3-a4")] {
        ask(&core, &ch, who, step).await;
    }
    assert!(ask(&core, &ch, "alice", "!abort").await.contains("Only a moderator"));
    let mut by_platform = say(&ch, "carol", "!abort");
    by_platform.moderator = true;
    let aborted = texts(&core.handle(&by_platform).await);
    assert!(aborted.contains("was aborted by carol; no rating changes."), "{aborted}");
    assert!(ask(&core, &ch, "alice", "!profile").await.contains("no finished games"));
    start(&core, &ch, "").await;
    assert!(ask(&core, &ch, "mod", "!interrompi").await.contains("aborted by mod"));
    // Setting the channel's default clock is for moderators too.
    assert!(ask(&core, &ch, "alice", "!clock 2d").await.contains("Only a moderator"));
    assert!(ask(&core, &ch, "mod", "!clock 2d").await.contains("now 2d"));
    assert!(ask(&core, &ch, "alice", "!clock").await.contains("default clock: 2d"));
    assert!(start(&core, &ch, "").await.contains("Clock: 2d"));
    assert!(ask(&core, &ch, "mod", "!clock 3m").await.contains("“3m” is not a value of clock"));
}

/// Makes the last move recorded in `channel`'s match illegal, as a rules change could.
async fn corrupt_last_move(url: &str, channel: &ChannelKey, from: &str, to: &str) {
    use sqlx::Connection;
    sqlx::any::install_default_drivers();
    let mut conn = sqlx::AnyConnection::connect(url).await.unwrap();
    let (from, to) = (format!("\"to\":\"{from}\""), format!("\"to\":\"{to}\""));
    let id: i64 = sqlx::query_scalar("SELECT id FROM matches WHERE platform = $1 AND channel = $2")
        .bind(&channel.platform)
        .bind(&channel.channel)
        .fetch_one(&mut conn)
        .await
        .unwrap();
    // The record as written whole, then the batches appended to it move by move.
    let mut changed = 0;
    for sql in [
        "UPDATE matches SET record = REPLACE(record, $1, $2) WHERE id = $3 AND record LIKE '%' || $1 || '%'",
        "UPDATE match_log SET entries = REPLACE(entries, $1, $2) WHERE match_id = $3 AND entries LIKE '%' || $1 || '%'",
    ] {
        let done = sqlx::query(sql).bind(&from).bind(&to).bind(id).execute(&mut conn).await.unwrap();
        changed += done.rows_affected();
    }
    assert!(changed >= 1, "no recorded move went to {from}");
}

#[tokio::test]
async fn a_match_whose_record_no_longer_replays_is_suspended_and_stops_nothing_else() {
    let dir = tempfile::tempdir().unwrap();
    for url in database_urls(&dir).await {
        let clock = Arc::new(ManualClock::default());
        let core = core(&url, clock.clone()).await;
        let bad = unique_platform_channel("bad");
        let good = ChannelKey::new(&bad.platform, "good", None);
        start(&core, &bad, "clock=10m").await;
        start(&core, &good, "clock=10m").await;
        ask(&core, &bad, "alice", "a4-b4").await;
        corrupt_last_move(&url, &bad, "b4", "a1").await;
        // Both deadlines pass: the sweep goes on for the good match, the bad one is set
        // aside and its channel told once.
        clock.advance_minutes(11);
        let out = core.sweep(&bad.platform).await;
        assert!(in_channel(&out.clone(), &good).contains("alice ran out of time."), "{}", texts(&out));
        let told = in_channel(&out, &bad);
        assert!(told.contains("is suspended") && told.contains("!abort"), "{told}");
        assert_eq!(in_channel(&core.sweep(&bad.platform).await, &bad), "", "told once");
        // A restart re-arms the rest and leaves it out.
        let again = common::core(&url, clock.clone()).await;
        again.rearm().await.unwrap();
        let text = texts(&again.handle(&say(&bad, "alice", "!board")).await);
        assert!(text.contains("is suspended"), "{text}");
        // A player cannot abort; a moderator can, and the channel is free again.
        let text = texts(&again.handle(&say(&bad, "bob", "!abort")).await);
        assert!(!text.contains("aborted by"), "{text}");
        let moderator = bot::core::Incoming { moderator: true, ..say(&bad, "mod", "!abort") };
        let text = texts(&again.handle(&moderator).await);
        assert!(text.contains("was aborted by mod"), "{text}");
        // Aborted, its record is still damaged: reading it says so.
        assert!(ask(&again, &bad, "alice", "!export").await.contains("is damaged and cannot be read"));
        assert!(start(&again, &bad, "clock=10m").await.contains("Match #"));
    }
}

/// The number of the match `started` announced.
fn match_id(started: &str) -> i64 {
    let after = started.split("Match #").nth(1).expect("a match number");
    after.chars().take_while(char::is_ascii_digit).collect::<String>().parse().unwrap()
}

#[tokio::test]
async fn a_damaged_finished_record_is_named_to_every_reader_and_a_moderator_deletes_it() {
    let dir = tempfile::tempdir().unwrap();
    for url in database_urls(&dir).await {
        let clock = Arc::new(ManualClock::default());
        let core = core(&url, clock.clone()).await;
        let ch = unique_platform_channel("damaged");
        let id = match_id(&start(&core, &ch, "").await);
        ask(&core, &ch, "alice", "a4-b4").await;
        ask(&core, &ch, "bob", "!resign").await;
        corrupt_last_move(&url, &ch, "b4", "a1").await;
        let damaged = format!(
            "The record of match #{id} is damaged and cannot be read. A moderator can delete it with !delete #{id}."
        );
        for asked in ["!export".to_owned(), format!("!export #{id}"), "!replay".into(), format!("!replay #{id}")] {
            assert_eq!(ask(&core, &ch, "carol", &asked).await, damaged, "{asked}");
        }
        assert!(ask(&core, &ch, "bob", &format!("!delete #{id}")).await.contains("Only a moderator"));
        let moderator = |text: &str| bot::core::Incoming { moderator: true, ..say(&ch, "mod", text) };
        let refused = texts(&core.handle(&moderator("!delete #999999999")).await);
        assert!(refused.contains("has no damaged record"), "{refused}");
        let deleted = texts(&core.handle(&moderator(&format!("!delete #{id}"))).await);
        assert_eq!(deleted, format!("The damaged record of match #{id} was deleted by mod."));
        clock.advance_seconds(10);
        let gone = ask(&core, &ch, "carol", &format!("!export #{id}")).await;
        assert!(gone.contains(&format!("No match #{id} was played")), "{gone}");
        assert!(start(&core, &ch, "").await.contains("Match #"), "the channel plays on");
    }
}

#[tokio::test]
async fn export_gives_the_match_whose_number_it_is_asked() {
    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(ManualClock::default());
    let core = core(&format!("sqlite://{}/g.db", dir.path().display()), clock).await;
    let ch = unique_platform_channel("export-id");
    let first = match_id(&start(&core, &ch, "").await);
    ask(&core, &ch, "alice", "a4-b4").await;
    ask(&core, &ch, "bob", "!resign").await;
    let second = match_id(&start(&core, &ch, "").await);
    let asked = ask(&core, &ch, "carol", &format!("!export #{first}")).await;
    assert!(asked.contains(&format!("[Match \"{first}\"]")) && asked.contains("a4-b4"), "{asked}");
    let last = ask(&core, &ch, "carol", "!export").await;
    assert!(last.contains(&format!("[Match \"{second}\"]")), "{last}");
    let elsewhere = ChannelKey::new("test-elsewhere", "general", None);
    let theirs = ask(&core, &elsewhere, "carol", &format!("!export #{first}")).await;
    assert!(theirs.contains(&format!("No match #{first} was played in this community")), "{theirs}");
    assert!(ask(&core, &ch, "carol", "!export twelve").await.contains("!export #12 for match #12"));
}

#[tokio::test]
async fn one_sweep_applies_every_due_time_up_not_a_fixed_few() {
    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(ManualClock::default());
    let core = core(&format!("sqlite://{}/g.db", dir.path().display()), clock.clone()).await;
    let platform = unique_platform_channel("due").platform;
    let channels: Vec<ChannelKey> = (0..30).map(|i| ChannelKey::new(&platform, &format!("due-{i}"), None)).collect();
    for channel in &channels {
        start(&core, channel, "clock=10m").await;
    }
    clock.advance_minutes(11);
    let out = core.sweep(&platform).await;
    for channel in &channels {
        assert!(in_channel(&out.clone(), channel).contains("ran out of time"), "{channel:?}: {}", texts(&out));
    }
}

#[tokio::test]
async fn one_process_sweeps_a_platform_at_a_time_and_another_takes_over_when_it_stops() {
    let dir = tempfile::tempdir().unwrap();
    for url in database_urls(&dir).await {
        // Two processes on one database; two matches on one platform, due at 10 and 15 minutes.
        let clock = Arc::new(ManualClock::default());
        let (first, second) = (core(&url, clock.clone()).await, core(&url, clock.clone()).await);
        let soon = unique_platform_channel("lease-soon");
        let later = ChannelKey::new(&soon.platform, "lease-later", None);
        start(&first, &soon, "clock=10m").await;
        start(&first, &later, "clock=15m").await;
        clock.advance_seconds(10 * 60 - 2);
        first.sweep(&soon.platform).await;
        clock.advance_seconds(5);
        assert_eq!(in_channel(&second.sweep(&soon.platform).await, &soon), "", "the first process holds the sweep");
        let swept = in_channel(&first.sweep(&soon.platform).await, &soon);
        assert!(swept.contains("alice ran out of time."), "{swept}");
        // The first process stops; once its lease lapses the second sweeps.
        clock.advance_minutes(5);
        let swept = in_channel(&second.sweep(&soon.platform).await, &later);
        assert!(swept.contains("alice ran out of time."), "{swept}");
        assert_eq!(in_channel(&first.sweep(&soon.platform).await, &later), "", "the second holds it now");
    }
}

#[tokio::test]
async fn a_clean_exit_gives_up_the_sweep_lease_for_the_next_process() {
    let dir = tempfile::tempdir().unwrap();
    for url in database_urls(&dir).await {
        let clock = Arc::new(ManualClock::default());
        let ch = unique_platform_channel("lease-release");
        let first = core(&url, clock.clone()).await;
        start(&first, &ch, "clock=10m").await;
        first.sweep(&ch.platform).await;
        first.release_leases().await;
        drop(first);
        // Restarted within a second of the exit, the next process sweeps at once.
        clock.advance_seconds(1);
        let next = core(&url, clock.clone()).await;
        clock.advance_minutes(10);
        let swept = in_channel(&next.sweep(&ch.platform).await, &ch);
        assert!(swept.contains("alice ran out of time."), "{swept}");
    }
}

#[tokio::test]
async fn an_alarm_that_panics_is_logged_and_every_other_alarm_still_rings() {
    // The failpoint panics while ringing the alarm of a channel named "failpoint…".
    fail::cfg("sweep-ring", "panic").unwrap();
    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(ManualClock::default());
    let core = core(&format!("sqlite://{}/g.db", dir.path().display()), clock.clone()).await;
    let good = unique_platform_channel("good");
    let bad = ChannelKey::new(&good.platform, "failpoint", None);
    start(&core, &bad, "clock=10m").await;
    start(&core, &good, "clock=10m").await;
    clock.advance_minutes(11);
    let out = core.sweep(&good.platform).await;
    assert!(in_channel(&out.clone(), &good).contains("alice ran out of time."), "{}", texts(&out));
    assert_eq!(in_channel(&out, &bad), "");
    // The sweeper lives on: once the fault is gone the alarm rings.
    fail::remove("sweep-ring");
    let out = core.sweep(&good.platform).await;
    assert!(in_channel(&out, &bad).contains("alice ran out of time."));
}

#[tokio::test]
async fn move_suggestions_go_to_the_player_to_move_and_are_worked_out_once_per_move() {
    let dir = tempfile::tempdir().unwrap();
    for url in database_urls(&dir).await {
        let core = core(&url, Arc::new(ManualClock::default())).await;
        let ch = unique_platform_channel("suggest");
        start(&core, &ch, "").await;
        ask(&core, &ch, "alice", "d1-d3").await;
        let (alice, bob) = (bot::model::User::new("alice", "alice"), bot::model::User::new("bob", "bob"));
        let offered = core.move_suggestions(&ch, &bob, "f4").await;
        assert!(!offered.is_empty() && offered.iter().all(|m| m.starts_with("f4")), "{url}: {offered:?}");
        assert!(core.move_suggestions(&ch, &alice, "").await.is_empty(), "{url}: not alice's turn");
        // The record is damaged behind the bot's back at the same version: the next keystroke
        // is still answered, from what was worked out, without replaying the match.
        corrupt_last_move(&url, &ch, "d3", "a1").await;
        assert_eq!(core.move_suggestions(&ch, &bob, "f4").await, offered, "{url}");
        // A process without that memory replays it (and sets the damaged match aside).
        let fresh = common::core(&url, Arc::new(ManualClock::default())).await;
        assert!(fresh.move_suggestions(&ch, &bob, "f4").await.is_empty(), "{url}");
    }
}

#[tokio::test]
async fn each_tafl_ruleset_has_its_own_ratings_and_leaderboard() {
    let dir = tempfile::tempdir().unwrap();
    for url in database_urls(&dir).await {
        let core = core(&url, Arc::new(ManualClock::default())).await;
        let ch = unique_platform_channel("brandubh");
        let started = start(&core, &ch, "rules=brandubh").await;
        assert!(started.contains(": Hnefatafl (Brandubh). attackers: alice"), "{started}");
        assert!(started.contains("Move 1: alice (attackers) to play."), "{started}");
        let refused = ask(&core, &ch, "alice", "h1-h2").await;
        assert_eq!(refused, "h1 is not on this 7×7 board.");
        for (who, step) in [("alice", "a4-a3"), ("bob", "c4-c3"), ("alice", "a3-a4")] {
            ask(&core, &ch, who, step).await;
        }
        ask(&core, &ch, "bob", "!resign").await;
        let profile = ask(&core, &ch, "alice", "!profile").await;
        assert!(profile.contains("Hnefatafl (Brandubh): 1662 ±290, 1 game: 1 won"), "{profile}");
        let board = ask(&core, &ch, "bob", "!leaderboard hnefatafl brandubh").await;
        assert!(board.starts_with("Hnefatafl (Brandubh): the top players here\n1. alice 1662"), "{board}");
        assert_eq!(
            ask(&core, &ch, "bob", "!leaderboard hnefatafl rules=brandubh").await,
            board,
            "the option's own spelling works too"
        );
        let classic = ask(&core, &ch, "bob", "!leaderboard hnefatafl").await;
        assert_eq!(classic, "No rated Hnefatafl games in this community yet.");
        let unknown = ask(&core, &ch, "bob", "!leaderboard hnefatafl fetlar").await;
        assert!(unknown.contains("fetlar") && unknown.contains("copenhagen"), "{unknown}");
    }
}

#[tokio::test]
async fn a_vacation_pauses_correspondence_clocks_within_the_allowance_and_ends_early() {
    let dir = tempfile::tempdir().unwrap();
    for url in database_urls(&dir).await {
        let clock = Arc::new(ManualClock::default());
        let settings = bot::core::Settings { vacation_days: 10, ..Default::default() };
        let core = common::core_with(&url, clock.clone(), settings).await;
        let banked = unique_platform_channel("vacation");
        let live = ChannelKey::new(&banked.platform, "live", None);
        let barred = ChannelKey::new(&banked.platform, "barred", None);
        start(&core, &banked, "clock=2d+0").await;
        start(&core, &live, "clock=10+5").await;
        start(&core, &barred, "clock=3d vacation=no").await;
        let hours = |n: i64| n * 60;
        clock.advance_minutes(hours(12));
        let too_long = ask(&core, &banked, "alice", "!vacation 15d").await;
        assert!(too_long.contains("A vacation of 15 days is more than the 10 days left"), "{too_long}");
        let out = core.handle(&say(&banked, "alice", "!vacanza 3d")).await;
        let started = in_channel(&out, &banked);
        assert!(started.contains("the clock of 1 game is paused; 2 games (live, or in tournaments"), "{started}");
        assert!(started.contains("7 days of vacation left this year"), "{started}");
        assert!(started.contains("their clock in match #"), "the opponents are told in the game's channel: {started}");
        assert_eq!(in_channel(&out, &live), "", "a live game's opponent hears nothing");
        assert_eq!(in_channel(&out, &barred), "");
        // Two days later the bank of two days would have run out; the live game has.
        clock.advance_minutes(hours(48));
        let swept = core.sweep(&banked.platform).await;
        assert!(in_channel(&swept, &live).contains("alice ran out of time."), "{}", in_channel(&swept, &live));
        assert_eq!(in_channel(&swept, &banked), "", "paused");
        let status = ask(&core, &banked, "alice", "!vacation").await;
        assert!(status.contains("alice is on vacation until") && status.contains("7 days"), "{status}");
        let back = ask(&core, &banked, "alice", "!vacation off").await;
        assert!(back.contains("Welcome back, alice") && back.contains("8 days of vacation left"), "{back}");
        let storage = bot::storage::Storage::connect(&url).await.unwrap();
        let stored = storage.active_match(&banked).await.unwrap().unwrap();
        assert_eq!(stored.clock.unwrap().left(clock.now_ms()), hours(36) * 60_000, "12 hours of the bank were spent");
        clock.advance_minutes(hours(36));
        assert!(in_channel(&core.sweep(&banked.platform).await, &banked).contains("alice ran out of time."));
        // A game started during a vacation starts paused for the player on it.
        ask(&core, &banked, "alice", "!vacation 1d").await;
        let fresh = ChannelKey::new(&banked.platform, "fresh", None);
        start(&core, &fresh, "clock=2d+0").await;
        let stored = storage.active_match(&fresh).await.unwrap().unwrap();
        assert_eq!(stored.clock.unwrap().deadline(), Some(clock.now_ms() + hours(72) * 60_000));
        let again = ask(&core, &banked, "alice", "!vacation 2d").await;
        assert!(again.contains("You are on vacation until") && again.contains("already"), "{again}");
    }
}
