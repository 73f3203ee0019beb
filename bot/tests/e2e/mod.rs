//! What the end-to-end suites share: a short game to play, and starting a platform
//! emulator (a Node.js program under `bot/tests/<dir>`): its pinned packages are installed
//! once per checkout (`npm ci`), it listens on 127.0.0.1 and its first line says where.
//! Without Node.js the tests are skipped, and say so on the terminal.

use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};

/// A running emulator; it exits when this is dropped (its standard input closes).
pub struct Emulator {
    /// Its first line, without the `word ` that starts it.
    pub line: String,
    _process: Child,
}

fn node_available() -> bool {
    let works = |program: &str| Command::new(program).arg("--version").output().is_ok_and(|o| o.status.success());
    works("node") && works("npm")
}

/// Starts `node <script> 0` in `bot/tests/<dir>` and waits for its line starting with
/// `word`; `None` when Node.js is missing, after telling the terminal the tests are skipped.
pub fn start(dir: &str, script: &str, installed: &str, word: &str) -> Option<Emulator> {
    if !node_available() {
        // Straight to the terminal: the test harness would hide a print from a passing test.
        let _ =
            writeln!(std::io::stderr(), "SKIPPED: the {dir} tests need Node.js 20 and npm, which are not installed");
        return None;
    }
    let dir: PathBuf = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests").join(dir);
    // Tests run side by side, and `npm ci` starts by removing `node_modules`: one installs
    // while the others wait (a fresh clone's CI run failed when two installed at once).
    static INSTALLING: std::sync::Mutex<()> = std::sync::Mutex::new(());
    let installing = INSTALLING.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    if !dir.join("node_modules").join(installed).exists() {
        let status =
            Command::new("npm").args(["ci", "--no-audit", "--no-fund"]).current_dir(&dir).status().expect("npm runs");
        assert!(status.success(), "npm ci failed in {}", dir.display());
    }
    drop(installing);
    let mut process = Command::new("node")
        .args([script, "0"])
        .current_dir(&dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("node starts the emulator");
    let mut line = String::new();
    BufReader::new(process.stdout.take().expect("piped")).read_line(&mut line).expect("the emulator speaks");
    let line = line.trim().strip_prefix(word).unwrap_or_else(|| panic!("the emulator said {line:?}")).trim().to_owned();
    Some(Emulator { line, _process: process })
}

/// A PNG file starts so.
pub const PNG_SIGNATURE: &[u8] = b"\x89PNG\r\n\x1a\n";

/// A short Hnefatafl game the defenders win: the attackers (the challenger) shuffle a4–b4
/// while the king walks out through g6, g9 and a9 to the corner a11. `true` for the
/// challenger's moves.
pub const ESCAPE: [(bool, &str); 12] = [
    (true, "a4-b4"),
    (false, "g7-j7"),
    (true, "b4-a4"),
    (false, "g6-g10"),
    (true, "a4-b4"),
    (false, "f6-g6"),
    (true, "b4-a4"),
    (false, "g6-g9"),
    (true, "a4-b4"),
    (false, "g9-a9"),
    (true, "b4-a4"),
    (false, "a9-a11"),
];

/// Stores, in the bot's database at `url`, a Hnefatafl match in `channel` of `community`
/// (a Telegram group's own id, a Discord server's) between `players` (id, name) whose
/// record is far longer than one chat message: 300 plies of seeded legal moves, or to
/// the game's end.
pub async fn store_long_match(
    url: &str,
    channel: &bot::model::ChannelKey,
    community: &str,
    players: [(&str, &str); 2],
) {
    use bot::clock::{MatchClock, TimeControl};
    use engine::{AnyMatch, GameKind, Seed};
    let mut game = AnyMatch::new(GameKind::Hnefatafl, &[], 2, Seed::from_bytes([7; 32])).expect("a match");
    for ply in 0..300 {
        if game.outcome().is_some() {
            break;
        }
        let seat = bot::model::awaited(&game)[0];
        let moves = game.legal_moves(seat);
        let choice = moves[(ply * 7919) % moves.len()].clone();
        game.play_text(seat, &choice).expect("a legal move");
    }
    let players: Vec<bot::model::User> = players.iter().map(|(id, name)| bot::model::User::new(id, name)).collect();
    // Started now, on a day's clock: the bot's sweep must find nothing due.
    let now =
        std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).expect("after 1970").as_millis() as i64;
    let clock = MatchClock::start(TimeControl::PerMove { limit_ms: 86_400_000 }, 2, bot::model::awaited(&game), now);
    let storage = bot::storage::Storage::connect(url).await.expect("the bot's database");
    let new = bot::model::NewMatch { channel, community, players: &players, game: &game, ranked: false, clock: &clock };
    storage.start_match(&new, None, None, now).await.expect("the match is stored");
}

/// Makes every daily digest in the bot's SQLite database at `url` due now, as if its
/// local hour had come: the bot's next sweep sends them.
pub async fn digests_due_now(url: &str) {
    use sqlx::Connection;
    let mut conn = sqlx::SqliteConnection::connect(url).await.expect("the bot's database");
    sqlx::query("UPDATE digests SET next_at = 0").execute(&mut conn).await.expect("digests made due");
}
