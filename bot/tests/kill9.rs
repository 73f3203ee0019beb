//! Kill -9 under load. The real `bot` binary runs in console mode and plays random legal
//! moves in 20 channels, each a Hnefatafl match on a clock, with one challenge left
//! waiting. It is killed with SIGKILL at 10 random points, each up to 12 ms after a move
//! was sent (so that kills land before, while and after the move is committed), and
//! started again on the same database each time.
//!
//! After every restart, and at the end, each match's record is read from the database:
//! every move whose reply was printed before a kill is in it, the move in flight is in it
//! or not but never half-way, and the record replays to the state the moves make. At the
//! end the waiting challenge is accepted and every running match still has its clock.

mod common;

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin};
use std::sync::mpsc::{Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

use bot::model::{ChannelKey, Status, StoredMatch};
use bot::storage::Storage;
use engine::{AnyMatch, GameKind, Seat, Turn};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

const CHANNELS: usize = 20;
const KILLS: usize = 10;
/// Moves sent in all, kills included.
const MOVES: usize = 120;
/// The longest wait for a reply.
const PATIENCE: Duration = Duration::from_secs(30);

/// The bot process, its input, and its output lines as they come.
struct Bot {
    child: Child,
    input: ChildStdin,
    lines: Receiver<String>,
}

impl Bot {
    fn start(url: &str, boards: &std::path::Path) -> Bot {
        let mut child = common::spawn_console(url, boards);
        let input = child.stdin.take().expect("its input");
        let output = BufReader::new(child.stdout.take().expect("its output"));
        let (sender, lines) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            for line in output.lines() {
                let Ok(line) = line else { break };
                if sender.send(line).is_err() {
                    break;
                }
            }
        });
        let mut bot = Bot { child, input, lines };
        bot.wait_for(|l| l.starts_with("Console ready"));
        bot
    }

    fn send(&mut self, line: &str) {
        writeln!(self.input, "{line}").and_then(|()| self.input.flush()).expect("the bot reads its input");
    }

    /// Reads lines until one satisfies `done`; panics with what came after [`PATIENCE`].
    fn wait_for(&mut self, done: impl Fn(&str) -> bool) -> String {
        let started = Instant::now();
        let mut seen = Vec::new();
        while let Some(left) = PATIENCE.checked_sub(started.elapsed()) {
            match self.lines.recv_timeout(left) {
                Ok(line) if done(&line) => return line,
                Ok(line) => seen.push(line),
                Err(RecvTimeoutError::Timeout) => break,
                Err(RecvTimeoutError::Disconnected) => panic!("the bot stopped; it printed:\n{}", seen.join("\n")),
            }
        }
        panic!("no awaited line in {PATIENCE:?}; the bot printed:\n{}", seen.join("\n"))
    }

    /// Kills the process with SIGKILL; returns every line it had printed.
    fn kill(mut self) -> Vec<String> {
        self.child.kill().expect("SIGKILL");
        self.child.wait().expect("the bot's end");
        self.lines.iter().collect()
    }

    /// `who` says `text` in `channel`, and the reply's board image is awaited.
    fn play(&mut self, channel: &str, who: &str, text: &str) {
        self.send(&format!("/channel {channel}"));
        self.send(&format!("{who}: {text}"));
        let image = board_line(channel);
        self.wait_for(|l| l.starts_with(&image));
    }
}

/// The start of the line that shows a board image in `channel`.
fn board_line(channel: &str) -> String {
    format!("[#{channel}] (board image:")
}

/// One channel's match as the test knows it: the moves acknowledged so far.
struct Table {
    channel: String,
    players: [String; 2],
    id: i64,
    mirror: AnyMatch,
}

impl Table {
    fn key(&self) -> ChannelKey {
        ChannelKey::new("console", &self.channel, None)
    }

    /// A random legal move: the seat to play, and the move's text.
    fn random_move(&self, rng: &mut StdRng) -> (Seat, String) {
        let Turn::Player(seat) = self.mirror.turn() else { panic!("a tafl match awaits one player") };
        let moves = self.mirror.legal_moves(seat);
        (seat, moves[rng.random_range(0..moves.len())].clone())
    }
}

/// Opens a new match in `table`'s channel (a challenge, accepted) and follows it.
async fn open(bot: &mut Bot, storage: &Storage, table: &mut Table) {
    let [attacker, defender] = &table.players;
    bot.send(&format!("/channel {}", table.channel));
    bot.send(&format!("{attacker}: !challenge @{defender} hnefatafl clock=24h"));
    bot.play(&table.channel, defender, "!accept");
    let stored = storage.active_match(&table.key()).await.unwrap().expect("the accepted challenge started a match");
    table.players = [stored.players[0].name.clone(), stored.players[1].name.clone()];
    (table.id, table.mirror) = (stored.id, stored.game);
}

/// Checks `table`'s record against the moves acknowledged; a move `in_flight` when the
/// bot was killed may be in it too (then it is followed). Returns whether an
/// acknowledged move is missing.
async fn check(storage: &Storage, table: &mut Table, in_flight: Option<(Seat, &str)>) -> bool {
    let stored = storage.match_by_id(table.id).await.unwrap().expect("no match is lost");
    assert_replays(&stored);
    if stored.game == table.mirror {
        return false;
    }
    if let Some((seat, text)) = in_flight {
        let mut after = table.mirror.clone();
        after.play_text(seat, text).expect("the move sent was legal");
        if stored.game == after {
            table.mirror = after;
            return false;
        }
    }
    assert!(
        stored.game.plies() < table.mirror.plies(),
        "#{}: the record holds moves nobody acknowledged:\n{}\nacknowledged:\n{}",
        table.channel,
        stored.game.movetext(),
        table.mirror.movetext()
    );
    true
}

/// The stored record, written out and read back by `bot replay`'s path, replays cleanly,
/// and replaying its moves from the start rebuilds the stored state exactly.
fn assert_replays(stored: &StoredMatch) {
    let record = bot::record_text::export(stored);
    bot::replay::replay_text(&record, None, None, false).unwrap_or_else(|e| panic!("{e:#}\n{record}"));
    let game = &stored.game;
    let options = game.options();
    let options: Vec<&str> = options.iter().map(String::as_str).collect();
    let mut fresh = AnyMatch::new(GameKind::Hnefatafl, &options, 2, game.seed()).unwrap();
    let mut seat = Seat(0);
    for text in game.movetext().split_whitespace() {
        fresh.play_text(seat, text).unwrap_or_else(|e| panic!("{text}: {e:?}"));
        seat = Seat(1 - seat.0);
    }
    assert!(fresh == *game, "the record replays to another state:\n{record}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn kill_9_at_random_points_under_load_loses_no_acknowledged_move_and_corrupts_no_match() {
    let dir = tempfile::tempdir().unwrap();
    for url in common::database_urls(&dir).await {
        let boards = dir.path().join("boards");
        let storage = Storage::connect(&url).await.unwrap();
        let mut rng = StdRng::seed_from_u64(0x6b69_6c6c);
        let kills_at: Vec<usize> = rand::seq::index::sample(&mut rng, MOVES, KILLS).into_iter().collect();
        let mut bot = Bot::start(&url, &boards);
        let mut tables: Vec<Table> = Vec::new();
        for i in 0..CHANNELS {
            let mut table = Table {
                channel: format!("k{i}"),
                players: [format!("a{i}"), format!("d{i}")],
                id: 0,
                mirror: AnyMatch::new(GameKind::Hnefatafl, &[], 2, engine::Seed::from_bytes([0; 32])).unwrap(),
            };
            open(&mut bot, &storage, &mut table).await;
            tables.push(table);
        }
        bot.send("/channel waiting");
        bot.send("wanda: !challenge @walt hnefatafl");
        bot.wait_for(|l| l.starts_with("[#waiting]"));

        let (mut acknowledged, mut kills, mut lost, mut in_flight_kept) = (0, 0, 0, 0);
        for step in 0..MOVES {
            let index = rng.random_range(0..CHANNELS);
            let (seat, text) = tables[index].random_move(&mut rng);
            let table = &mut tables[index];
            let who = table.players[seat.index()].clone();
            if kills_at.contains(&step) {
                // The move goes out; the kill follows within a few milliseconds.
                bot.send(&format!("/channel {}", table.channel));
                bot.send(&format!("{who}: {text}"));
                std::thread::sleep(Duration::from_micros(rng.random_range(0..12_000)));
                let printed = bot.kill();
                kills += 1;
                let replied = printed.iter().any(|l| l.starts_with(&board_line(&table.channel)));
                let before = table.mirror.plies();
                lost += usize::from(check(&storage, table, Some((seat, &text))).await);
                let committed = table.mirror.plies() > before;
                assert!(committed || !replied, "#{}: {text} was acknowledged, then lost", table.channel);
                acknowledged += usize::from(replied);
                in_flight_kept += usize::from(committed);
                bot = Bot::start(&url, &boards);
                for other in &mut tables {
                    lost += usize::from(check(&storage, other, None).await);
                }
            } else {
                bot.play(&table.channel, &who, &text);
                table.mirror.play_text(seat, &text).unwrap();
                acknowledged += 1;
            }
            let table = &mut tables[index];
            let ended = storage.match_by_id(table.id).await.unwrap().is_some_and(|m| m.status == Status::Finished);
            if ended {
                open(&mut bot, &storage, table).await;
            }
        }
        for table in &mut tables {
            lost += usize::from(check(&storage, table, None).await);
            let stored = storage.active_match(&table.key()).await.unwrap().expect("every channel's match runs");
            assert!(stored.clock.is_some() && stored.deadline_at.is_some(), "#{}: the clock runs on", table.channel);
        }
        // The challenge made before the first kill is still there to accept.
        bot.play("waiting", "walt", "!accept");
        bot.kill();
        println!(
            "kill -9 on {url}: {acknowledged} acknowledged moves, {kills} kills ({in_flight_kept} with their move \
             in flight committed), {lost} moves lost"
        );
        assert_eq!(kills, KILLS);
        assert_eq!(lost, 0);
    }
}
