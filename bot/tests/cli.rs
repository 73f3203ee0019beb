//! The binary itself: `replay --json` prints only JSON, the console reads a script from
//! standard input, and with no platform configured the bot says how to start.

use std::io::Write;
use std::process::{Command, Stdio};

fn bot() -> Command {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_bot"));
    cmd.env_remove("DATABASE_URL").env_remove("BOT_PREFIX").env_remove("BOT_LANG").env("RUST_LOG", "off");
    cmd
}

#[test]
fn replay_json_prints_one_object_per_ply_and_nothing_else() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("moves.txt");
    std::fs::write(&file, "d1-d3\nf4-f3\na4-a3\nf3-f4\na3-a4\n").unwrap();
    let out = bot().args(["replay"]).arg(&file).args(["--game", "hnefatafl", "--json"]).output().unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let stdout = String::from_utf8(out.stdout).unwrap();
    let plies: Vec<serde_json::Value> =
        stdout.lines().map(|l| serde_json::from_str(l).expect("every line is JSON")).collect();
    assert_eq!(plies.len(), 5);
    for (i, ply) in plies.iter().enumerate() {
        assert_eq!(ply["ply"], i + 1);
        for key in ["player", "move", "events", "captured", "legal_moves", "outcome"] {
            assert!(ply.get(key).is_some(), "ply {} lacks {key}", i + 1);
        }
    }
    assert_eq!(plies[1]["player"], "defenders");
    assert_eq!(plies[4]["events"][0]["type"], "moved");
}

#[test]
fn replay_reports_an_illegal_move_and_fails() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("bad.txt");
    std::fs::write(&file, "d1-d3 d3-d4").unwrap();
    let out = bot().arg("replay").arg(&file).args(["--game", "tafl"]).output().unwrap();
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("ply 2"));
}

#[test]
fn the_console_plays_a_script_from_standard_input() {
    let (stdout, dir) =
        console_script(b"alice: !challenge @bob hnefatafl\nbob: !accept\nalice: d1 d3\n/as bob\nf4-f3\n/quit\n");
    assert!(stdout.contains("[#general] Attackers: d1–d3"), "{stdout}");
    assert!(stdout.contains("[#general] Defenders: f4–f3"), "{stdout}");
    assert_eq!(std::fs::read_dir(dir.path().join("boards")).unwrap().count(), 3);
}

#[test]
fn a_restarted_console_never_overwrites_an_earlier_image() {
    let (_, dir) = console_script(b"alice: !challenge @bob hnefatafl\nbob: !accept\nalice: d1 d3\n/quit\n");
    let boards = dir.path().join("boards");
    let files = || -> Vec<(String, Vec<u8>)> {
        let mut files: Vec<(String, Vec<u8>)> = std::fs::read_dir(&boards)
            .unwrap()
            .map(|e| e.unwrap())
            .map(|e| (e.file_name().to_string_lossy().into_owned(), std::fs::read(e.path()).unwrap()))
            .collect();
        files.sort();
        files
    };
    let before = files();
    assert_eq!(before.len(), 2, "the start and the move");
    // After a restart, the same channel's board and a new match's boards are new files.
    let script = b"bob: f4-f3\nalice: !resign\nalice: !challenge @bob hnefatafl\nbob: !accept\n/quit\n";
    let stdout = console_in(&dir, script);
    assert_eq!(stdout.matches("(board image: ").count(), 2, "{stdout}");
    let after = files();
    assert_eq!(after.len(), 4, "{:?}", after.iter().map(|f| &f.0).collect::<Vec<_>>());
    assert!(before.iter().all(|file| after.contains(file)), "the earlier images are kept as they were");
}

/// Runs the console on `script` (bytes, not necessarily UTF-8) with its own database and
/// board folder; returns what it printed and the folder.
fn console_script(script: &[u8]) -> (String, tempfile::TempDir) {
    let dir = tempfile::tempdir().unwrap();
    (console_in(&dir, script), dir)
}

/// Runs the console on `script` with the database and board folder in `dir`.
fn console_in(dir: &tempfile::TempDir, script: &[u8]) -> String {
    let mut child = bot()
        .arg("console")
        .env("DATABASE_URL", format!("sqlite://{}/db/games.db", dir.path().display()))
        .env("BOARD_DIR", dir.path().join("boards"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(script).unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success());
    String::from_utf8(out.stdout).expect("the console prints UTF-8")
}

#[test]
fn the_console_survives_bytes_that_are_not_utf8_and_goes_on_with_the_script() {
    let (stdout, _dir) = console_script(
        b"alice: !challenge @bob hnefatafl\nbob: \xff\xfe!accept \xc3\nbob: !accept\nalice: d1 d3\n/quit\n",
    );
    assert!(stdout.contains("Match #1"), "{stdout}");
    assert!(stdout.contains("[#general] Attackers: d1–d3"), "the rest of the script is played: {stdout}");
}

#[test]
fn the_console_takes_long_names_and_nul_in_channel_names() {
    let long = "c".repeat(250);
    let player = "p".repeat(250);
    let script = format!(
        "/channel {long}\nalice: !challenge @{player} hnefatafl\n{player}: !accept\n/channel a\0b\nalice: !challenge @bob hnefatafl\nbob: !accept\nalice: d1 d3\n/quit\n"
    );
    let (stdout, dir) = console_script(script.as_bytes());
    assert_eq!(stdout.matches("(board image: ").count(), 3, "{stdout}");
    assert!(stdout.contains("Attackers: d1–d3"), "the script goes on after both: {stdout}");
    let names: Vec<String> = std::fs::read_dir(dir.path().join("boards"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(names.len(), 3);
    assert!(names.iter().all(|n| n.len() < 80 && !n.contains('\0')), "{names:?}");
}

#[test]
fn a_private_move_from_a_chat_keyed_like_a_channel_does_not_hang_the_console() {
    let script =
        b"/channel dm-alice\nalice: !challenge @bob hnefatafl\nbob: !accept\nalice: /dm d1-d4\nalice: d1 d3\n/quit\n";
    let (stdout, _dir) = console_script(script);
    assert!(stdout.contains("[#dm-alice] Attackers: d1–d4"), "the private move is played: {stdout}");
    assert!(stdout.contains("[dm @alice] Done (match #1"), "{stdout}");
}

#[test]
fn with_no_platform_configured_the_bot_points_to_the_console() {
    let dir = tempfile::tempdir().unwrap();
    let out = bot().current_dir(dir.path()).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains(".env.example") && stderr.contains("console"), "{stderr}");
}
