//! Tic-tac-toe, added from outside the workspace's tables, played through the console
//! adapter and the chat core as a newcomer would: its rules, a challenge, `hint`, the
//! picker, moves to a win, the replay, and its web page.

use std::sync::Arc;

use bot::console::Console;
use bot::core::{Core, Scope, Settings, SystemClock, first_step};
use bot::i18n::Lang;
use bot::storage::Storage;
use engine::{AnyMatch, GameKind, Seat, Seed};
use render::Renderer;

/// A console on a fresh database, with the site served on 127.0.0.1 and linked from the
/// chat; the folder holds the database, the boards and the files.
async fn console(dir: &std::path::Path) -> Console {
    tictactoe::host().expect("its catalog reads");
    let storage = Storage::connect(&format!("sqlite://{}/games.db", dir.display())).await.unwrap();
    let renderer = Arc::new(Renderer::new().unwrap().hosting(Box::new(tictactoe::Art)));
    let clock = Arc::new(SystemClock);
    let web =
        bot::web::Web::open(&storage, renderer.clone(), bot::web::Limits::default(), clock.clone()).await.unwrap();
    let bound = bot::web::start("127.0.0.1:0".parse().unwrap(), web).await.unwrap();
    let settings = Settings { public_url: Some(format!("http://{bound}")), ..Settings::default() };
    let core = Core::new(storage, renderer, settings, clock);
    Console::new(core, dir.join("boards"), "general")
}

/// The last path the console printed after `label` (`board image`, `file`).
fn printed_path(out: &str, label: &str) -> std::path::PathBuf {
    let line = out.lines().rev().find(|l| l.contains(&format!("({label}: "))).unwrap_or_else(|| panic!("{out}"));
    let start = line.find(&format!("({label}: ")).unwrap() + label.len() + 3;
    line[start..line.len() - 1].into()
}

#[tokio::test]
async fn tic_tac_toe_is_played_through_the_console_with_hint_replay_and_its_web_page() {
    let dir = tempfile::tempdir().unwrap();
    let mut console = console(dir.path()).await;
    let games = console.line("alice: !games").await.unwrap();
    assert!(games.contains("tictactoe (2 players)"), "{games}");
    let rules = console.line("alice: !rules ttt").await.unwrap();
    assert!(rules.contains("Three of your marks in a row"), "{rules}");

    console.line("alice: !challenge @bob tictactoe").await.unwrap();
    let started = console.line("bob: !accept").await.unwrap();
    assert!(started.contains("Tic-tac-toe") && started.contains("crosses: alice"), "{started}");
    let board = std::fs::read(printed_path(&started, "board image")).unwrap();
    assert_eq!(image::load_from_memory(&board).unwrap().width(), 336, "drawn by its own art");

    let hint = console.line("alice: !hint").await.unwrap();
    assert!(["a1", "b2", "c3"].iter().all(|square| hint.contains(square)), "{hint}");
    let refused = console.line("alice: !move d4").await.unwrap();
    assert!(refused.contains("A move is a square, a1 to c3"), "{refused}");

    let mut last = String::new();
    for (player, square) in [("alice", "a1"), ("bob", "a2"), ("alice", "b1"), ("bob", "b2"), ("alice", "c1")] {
        last = console.line(&format!("{player}: {square}")).await.unwrap();
    }
    assert!(last.contains("Crosses mark c1") && last.contains("alice"), "{last}");
    assert!(last.to_lowercase().contains("wins"), "{last}");

    let replay = console.line("alice: !replay").await.unwrap();
    assert!(replay.contains("6 positions"), "{replay}");
    let gif = std::fs::read(printed_path(&replay, "file")).unwrap();
    assert!(gif.starts_with(b"GIF89a"), "an animated replay: {replay}");

    let page = started.split_whitespace().find(|w| w.contains("/m/")).expect("a link to the match page");
    let html = reqwest::get(page.trim_end_matches(['.', ')', ','])).await.unwrap().text().await.unwrap();
    assert!(html.contains("<h1>Match #1: Tic-tac-toe</h1>") && html.contains("Result: crosses"), "{html}");
    assert!(html.contains("href=\"?ply=5\">c1</a>"), "every ply listed: {html}");
    assert!(html.contains("<span class=\"n\">3.</span>"), "five plies in three full moves: {html}");
    let image = format!("{}/ply/5", page.trim_end_matches(['.', ')', ',']));
    let png = reqwest::get(&image).await.unwrap().bytes().await.unwrap();
    assert_eq!(image::load_from_memory(&png).unwrap().width(), 336, "the page's board is the game's art");
}

#[test]
fn the_picker_offers_tic_tac_toes_empty_squares() {
    tictactoe::host().expect("its catalog reads");
    let kind: GameKind = "tictactoe".parse().unwrap();
    let mut game = AnyMatch::new(kind, &[], 2, Seed::from_bytes([4; 32])).unwrap();
    game.play_text(Seat(0), "b2").unwrap();
    let picker = first_step(Lang::En, 1, 1, &game, Seat(1), Scope::Channel).expect("a picker");
    let labels: Vec<&str> = picker.choices.iter().map(|c| c.label.as_str()).collect();
    assert_eq!(labels.len(), 8, "{labels:?}");
    assert!(!labels.contains(&"b2") && labels.contains(&"a1"), "{labels:?}");
}

#[tokio::test]
async fn an_italian_channel_names_the_seats_by_the_games_own_entries() {
    let dir = tempfile::tempdir().unwrap();
    let mut console = console(dir.path()).await;
    console.line("alice: !lang it").await.unwrap();
    console.line("alice: !sfida @bob tictactoe").await.unwrap();
    let started = console.line("bob: !accetta").await.unwrap();
    assert!(started.contains("croci: alice") && started.contains("cerchi: bob"), "{started}");
    let turn = console.line("alice: b2").await.unwrap();
    assert!(turn.contains("bob (cerchi)"), "{turn}");
}
