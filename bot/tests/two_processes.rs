//! Two processes on one database. The periodic work (clock reminders, loss on time,
//! tournament rounds) happens exactly once whoever does it: a sweep lease makes one
//! process the sweeper of a platform, and every change a sweep makes is a versioned
//! write that a second writer loses. These tests make the two sweep at the same moment,
//! with the lease changing hands while a sweep is still running, as it does when a
//! process stalls past its lease; two processes with AI matches waiting, each of whose
//! moves is thought once; then two real `bot console` processes on one database.

mod common;

use std::collections::HashMap;
use std::io::{BufRead, BufReader, Write};
use std::sync::Arc;
use std::time::Duration;

use bot::core::{Core, Outgoing};
use bot::model::ChannelKey;
use common::{ManualClock, core, database_urls, say, texts, unique_platform_channel};

/// More than a sweep lease lasts: a process that waited this long has lost it.
const PAST_THE_LEASE_S: i64 = 16;

async fn ask(core: &Core, channel: &ChannelKey, who: &str, text: &str) -> String {
    texts(&core.handle(&say(channel, who, text)).await)
}

/// Two processes on the database at `url`, timed by `clock`; the first's answers to
/// challenges do not wait for the AI, so the matches it starts are left waiting.
async fn two_cores(url: &str, clock: &Arc<ManualClock>) -> (Core, Core) {
    let settings = bot::core::Settings { exchange_wait_ms: 0, ..bot::core::Settings::default() };
    (common::core_with(url, clock.clone(), settings).await, core(url, clock.clone()).await)
}

/// Every channel message of `out`, by channel name.
fn by_channel(out: &[Outgoing], into: &mut HashMap<String, Vec<String>>) {
    for item in out {
        if let Outgoing::Channel { channel, text, .. } = item {
            into.entry(channel.channel.clone()).or_default().extend(text.lines().map(str::to_owned));
        }
    }
}

fn count(lines: &[String], part: &str) -> usize {
    lines.iter().filter(|l| l.contains(part)).count()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_processes_starting_together_resolve_a_missed_deadline_once() {
    let dir = tempfile::tempdir().unwrap();
    for url in database_urls(&dir).await {
        let clock = Arc::new(ManualClock::default());
        let (first, second) = (core(&url, clock.clone()).await, core(&url, clock.clone()).await);
        let channel = unique_platform_channel("restart");
        ask(&first, &channel, "alice", "!challenge @bob hnefatafl clock=10m").await;
        ask(&first, &channel, "bob", "!accept").await;
        // Both were down past the deadline, and start at the same moment.
        clock.advance_minutes(11);
        let (a, b) = tokio::join!(first.rearm(), second.rearm());
        assert_eq!(a.unwrap() + b.unwrap(), 1, "{url}: one process resolves it, under the lease");
        let mut said = HashMap::new();
        for core in [&first, &second] {
            by_channel(&core.sweep(&channel.platform).await, &mut said);
        }
        let lines = said.remove(&channel.channel).unwrap_or_default();
        assert_eq!(count(&lines, "alice ran out of time."), 1, "{url}: said once: {lines:?}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_processes_with_ai_matches_waiting_think_each_move_once_and_commit_it_once() {
    let dir = tempfile::tempdir().unwrap();
    for url in database_urls(&dir).await {
        let clock = Arc::new(ManualClock::default());
        let (first, second) = two_cores(&url, &clock).await;
        let platform = unique_platform_channel("ai").platform;
        let channels: Vec<ChannelKey> = (0..6).map(|n| ChannelKey::new(&platform, &format!("ai-{n}"), None)).collect();
        for (n, channel) in channels.iter().enumerate() {
            // The AI opens as the attackers; each person plays their own three games at most.
            let who = format!("player-{}", n / 2);
            let started =
                ask(&first, channel, &who, "!challenge ai hnefatafl rules=brandubh side=defenders level=2").await;
            assert!(started.contains("Match #"), "{url}: {started}");
        }
        assert_eq!(first.thinks().moves, 0, "{url}: the AI has not moved yet");
        let (a, b) = tokio::join!(first.play_ai(&platform), second.play_ai(&platform));
        let thinks = first.thinks().moves + second.thinks().moves;
        assert_eq!(thinks, 6, "{url}: one think per waiting match, in either process");
        let storage = bot::storage::Storage::connect(&url).await.unwrap();
        for channel in &channels {
            let stored = storage.active_match(channel).await.unwrap().expect("the match runs");
            assert_eq!(stored.game.log_len(), 1, "{url}: the AI moved once in {}", channel.channel);
        }
        let said: usize =
            [a, b].iter().map(|out| out.iter().filter(|o| matches!(o, Outgoing::Channel { .. })).count()).sum();
        assert!(said >= 6, "{url}: every move was announced: {said}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_processes_sweeping_at_once_remind_once_time_out_once_and_pair_each_round_once() {
    let dir = tempfile::tempdir().unwrap();
    for url in database_urls(&dir).await {
        let clock = Arc::new(ManualClock::default());
        let (first, second) = two_cores(&url, &clock).await;
        let platform = unique_platform_channel("two").platform;
        let channels: Vec<ChannelKey> = (0..24).map(|i| ChannelKey::new(&platform, &format!("m{i}"), None)).collect();
        for channel in &channels {
            ask(&first, channel, "alice", "!challenge @bob hnefatafl clock=10m").await;
            assert!(ask(&second, channel, "bob", "!accept").await.contains("Match #"));
        }
        // A round robin of four whose every game runs out of time: six games, three rounds.
        let hall = ChannelKey::new(&platform, "hall", None);
        ask(&first, &hall, "ann", "!tournament create hnefatafl round-robin clock=10m").await;
        for name in ["ann", "ben", "cat", "dan"] {
            ask(&second, &hall, name, "!tournament join").await;
        }
        let mut said: HashMap<String, Vec<String>> = HashMap::new();
        let started = first.handle(&say(&hall, "ann", "!tournament start")).await;
        by_channel(&started, &mut said);

        // Ninety minutes in steps of 30 s. At every step both processes sweep at once;
        // every other step the second comes a moment later with the clock moved past the
        // lease, so that it takes the lease over while the first is still sweeping.
        for step in 0..180 {
            let late = step % 2 == 1;
            let (one, two) = tokio::join!(first.sweep(&platform), async {
                if late {
                    tokio::time::sleep(Duration::from_millis(2)).await;
                    clock.advance_seconds(PAST_THE_LEASE_S);
                }
                second.sweep(&platform).await
            });
            by_channel(&one, &mut said);
            by_channel(&two, &mut said);
            clock.advance_seconds(if late { 30 - PAST_THE_LEASE_S } else { 30 });
        }

        for channel in &channels {
            let lines = &said[&channel.channel];
            assert_eq!(
                count(lines, "⏰ alice: your turn"),
                2,
                "#{}: reminders at 5 and 9 minutes\n{lines:#?}",
                channel.channel
            );
            assert_eq!(count(lines, "alice ran out of time."), 1, "#{}:\n{lines:#?}", channel.channel);
        }
        let hall_lines = &said["hall"];
        let mut games: HashMap<&str, usize> = HashMap::new();
        for line in hall_lines.iter().filter(|l| l.ends_with(" is next.")) {
            *games.entry(line.as_str()).or_default() += 1;
        }
        assert_eq!(games.len(), 6, "every pairing of four is played:\n{hall_lines:#?}");
        assert!(games.values().all(|&n| n == 1), "each game starts once:\n{hall_lines:#?}");
        for round in 1..=3 {
            let heading = format!(", round {round}:");
            let paired = hall_lines.iter().filter(|l| l.ends_with(&heading)).count();
            assert_eq!(paired, 1, "round {round} is paired once:\n{hall_lines:#?}");
        }
        assert_eq!(count(hall_lines, "is over."), 1, "{hall_lines:#?}");
    }
}

/// A `bot console` process whose output is collected as it comes, and which is sent a
/// harmless line every 50 ms (each line makes the console sweep) until it is stopped.
struct Process {
    child: std::process::Child,
    input: Arc<std::sync::Mutex<std::process::ChildStdin>>,
    printed: Arc<std::sync::Mutex<Vec<String>>>,
    ticking: Arc<std::sync::atomic::AtomicBool>,
}

impl Process {
    fn start(url: &str, boards: &std::path::Path) -> Process {
        let mut child = common::spawn_console(url, boards);
        let input = Arc::new(std::sync::Mutex::new(child.stdin.take().expect("its input")));
        let output = BufReader::new(child.stdout.take().expect("its output"));
        let printed = Arc::new(std::sync::Mutex::new(Vec::new()));
        let into = printed.clone();
        std::thread::spawn(move || {
            for line in output.lines().map_while(Result::ok) {
                into.lock().unwrap().push(line);
            }
        });
        let ticking = Arc::new(std::sync::atomic::AtomicBool::new(false));
        let process = Process { child, input, printed, ticking };
        process.wait_for(|l| l.starts_with("Console ready"), 1);
        process
    }

    fn send(&self, line: &str) {
        let mut input = self.input.lock().unwrap();
        writeln!(input, "{line}").and_then(|()| input.flush()).expect("the bot reads its input");
    }

    /// Waits (at most 30 s) until `n` printed lines satisfy `done`.
    fn wait_for(&self, done: impl Fn(&str) -> bool, n: usize) {
        let started = std::time::Instant::now();
        while self.printed.lock().unwrap().iter().filter(|l| done(l)).count() < n {
            assert!(started.elapsed() < Duration::from_secs(30), "{:#?}", self.printed.lock().unwrap());
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// Sends a chat line in a quiet channel every 50 ms, from a thread, until [`Process::stop`].
    fn tick(&self) {
        self.ticking.store(true, std::sync::atomic::Ordering::SeqCst);
        let (input, ticking) = (self.input.clone(), self.ticking.clone());
        std::thread::spawn(move || {
            while ticking.load(std::sync::atomic::Ordering::SeqCst) {
                let mut input = input.lock().unwrap();
                if writeln!(input, "/channel quiet\nzed: tick").and_then(|()| input.flush()).is_err() {
                    break;
                }
                drop(input);
                std::thread::sleep(Duration::from_millis(50));
            }
        });
    }

    /// Stops ticking and kills the process with SIGKILL.
    fn kill(mut self) -> Vec<String> {
        self.ticking.store(false, std::sync::atomic::Ordering::SeqCst);
        self.child.kill().expect("SIGKILL");
        self.child.wait().expect("the end");
        std::thread::sleep(Duration::from_millis(100));
        self.printed.lock().unwrap().clone()
    }
}

/// Moves the clocks of the matches in `channels` back 11 minutes, so that their 10-minute
/// deadline has passed.
async fn run_out(storage: &bot::storage::Storage, channels: &[ChannelKey]) {
    let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().as_millis() as i64;
    for channel in channels {
        let mut stored = storage.active_match(channel).await.unwrap().expect("the match runs");
        let clock = stored.clock.as_mut().expect("a clock");
        clock.since -= 11 * 60 * 1000;
        stored.deadline_at = clock.next_alarm();
        assert!(storage.update_match(&mut stored, now).await.unwrap());
    }
}

/// Each of `channels`' time-outs, counted in the lines of both processes.
fn time_outs(channels: &[ChannelKey], lines: &[String]) -> Vec<usize> {
    channels.iter().map(|c| count(lines, &format!("[#{}] alice ran out of time.", c.channel))).collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_bot_processes_on_one_database_apply_each_timeout_once_and_one_takes_over_when_the_other_dies() {
    let dir = tempfile::tempdir().unwrap();
    for url in database_urls(&dir).await {
        let boards = dir.path().join("boards");
        let storage = bot::storage::Storage::connect(&url).await.unwrap();
        let (first, second) = (Process::start(&url, &boards), Process::start(&url, &boards));
        let channels: Vec<ChannelKey> = (0..20).map(|i| ChannelKey::new("console", &format!("c{i}"), None)).collect();
        for (i, channel) in channels.iter().enumerate() {
            let process = if i % 2 == 0 { &first } else { &second };
            process.send(&format!(
                "/channel {}\nalice: !challenge @bob hnefatafl clock=10m\nbob: !accept",
                channel.channel
            ));
        }
        first.wait_for(|l| l.contains("(board image:"), 10);
        second.wait_for(|l| l.contains("(board image:"), 10);
        let (together, alone) = channels.split_at(10);
        // Both sweep at once while the first ten run out.
        first.tick();
        second.tick();
        run_out(&storage, together).await;
        let both = || [first.printed.lock().unwrap().clone(), second.printed.lock().unwrap().clone()].concat();
        let started = std::time::Instant::now();
        while time_outs(together, &both()).contains(&0) && started.elapsed() < Duration::from_secs(20) {
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        // The other process had its chances to apply them a second time.
        tokio::time::sleep(Duration::from_secs(1)).await;
        assert_eq!(time_outs(together, &both()), vec![1; 10], "{:#?}", both());
        // The sweeper dies; the other takes the lease over once it lapses, and applies the rest.
        let holder_printed_them = count(&first.printed.lock().unwrap(), "ran out of time") > 0;
        let (dead, living) = if holder_printed_them { (first, second) } else { (second, first) };
        let dead_printed = dead.kill();
        run_out(&storage, alone).await;
        let started = std::time::Instant::now();
        while time_outs(alone, &living.printed.lock().unwrap()).contains(&0)
            && started.elapsed() < Duration::from_secs(40)
        {
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        tokio::time::sleep(Duration::from_secs(1)).await;
        let all = [dead_printed, living.kill()].concat();
        assert_eq!(time_outs(alone, &all), vec![1; 10], "{all:#?}");
        assert_eq!(time_outs(together, &all), vec![1; 10], "{all:#?}");
    }
}
