//! The website in a real browser: headless Chromium (Debian's `chromium`) loads each kind
//! of page from a real server, and the test checks the DOM it built (`--dump-dom`) and
//! keeps a screenshot of each (in `target/web-screenshots/`). Skipped, with a message,
//! where no Chromium is installed (`.ci/run` installs it when apt is allowed).

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;

use bot::model::ChannelKey;
use common::site::{Site, link};
use common::{database_urls, say, unique_channel};

fn chromium() -> Option<PathBuf> {
    ["chromium", "chromium-browser", "google-chrome"].iter().find_map(|name| {
        let found = Command::new("which").arg(name).output().ok()?;
        found.status.success().then(|| PathBuf::from(String::from_utf8_lossy(&found.stdout).trim()))
    })
}

/// Chromium without a display, stopped after 30 s whatever happens. `--timeout` ends the
/// page's load after 3 s: a running match's page keeps its live connection open.
fn headless(browser: &Path, profile: &Path) -> Command {
    let mut command = Command::new("timeout");
    command.arg("30").arg(browser);
    command.args(["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run"]);
    command.arg("--timeout=3000");
    command.arg(format!("--user-data-dir={}", profile.display()));
    command
}

/// The DOM Chromium builds from `url`, scripts run.
fn dump_dom(browser: &Path, profile: &Path, url: &str) -> String {
    let out = headless(browser, profile).args(["--dump-dom", url]).output().unwrap();
    assert!(out.status.success(), "chromium failed: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// A screenshot of `url` in a window of `size` (width, height), saved as `name`.
fn screenshot(browser: &Path, profile: &Path, url: &str, name: &str, (width, height): (u32, u32)) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("web-screenshots");
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    let out = headless(browser, profile)
        .args([&format!("--window-size={width},{height}"), &format!("--screenshot={}", path.display()), url])
        .output()
        .unwrap();
    assert!(out.status.success(), "chromium failed: {}", String::from_utf8_lossy(&out.stderr));
    path
}

/// A desktop window, and a phone's (a 390 px wide screen).
const DESKTOP: (u32, u32) = (1000, 1400);
const PHONE: (u32, u32) = (390, 1400);

// Chromium is run blocking: the server needs threads of its own meanwhile.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn chromium_renders_every_kind_of_page() {
    let Some(browser) = chromium() else {
        eprintln!("SKIPPED: no Chromium here (apt-get install chromium); the browser test did not run");
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let url = database_urls(&dir).await.remove(0);
    let site = Site::start(&url).await;
    let profile = dir.path().join("chromium-profile");

    // A match some moves in.
    let channel = unique_channel("browser");
    site.core.handle(&say(&channel, "alice", "!challenge @bob hnefatafl")).await;
    let page = link(&site.core.handle(&say(&channel, "bob", "!accept")).await, "m");
    site.play(&channel, 6).await;
    let dom = dump_dom(&browser, &profile, &page);
    assert!(dom.contains("<h1>Match #1: Hnefatafl</h1>"), "{dom}");
    assert_eq!(dom.matches("<span class=\"n\">").count(), 3, "six plies in three full moves: {dom}");
    assert!(dom.contains("href=\"?ply=6\""), "every ply has its link: {dom}");
    assert!(dom.contains("class=\"board\""), "{dom}");
    let dom = dump_dom(&browser, &profile, &format!("{page}?ply=2"));
    assert!(dom.contains("class=\"now\" href=\"?ply=2\""), "ply 2 is the one shown: {dom}");
    let shot = screenshot(&browser, &profile, &page, "match.png", DESKTOP);
    assert!(std::fs::metadata(&shot).unwrap().len() > 20_000, "a real picture of the page");
    screenshot(&browser, &profile, &page, "match-phone.png", PHONE);

    // A tournament after two rounds.
    let home = ChannelKey::new("test", "browser-club", None);
    let (_, token) = site.tournament_after_two_rounds(&home).await;
    let tournament = format!("{}/t/{token}", site.base);
    let dom = dump_dom(&browser, &profile, &tournament);
    assert!(dom.contains("Crosstable") && dom.matches("<table").count() == 2, "{dom}");
    screenshot(&browser, &profile, &tournament, "tournament.png", DESKTOP);

    // The leaderboard, once two matches were rated.
    let out = site.core.handle(&say(&channel, "carol", "!leaderboard hnefatafl")).await;
    assert!(common::texts(&out).contains("No rated"), "nothing rated yet");
    site.core.handle(&say(&channel, "bob", "!resign")).await;
    let out = site.core.handle(&say(&channel, "carol", "!leaderboard hnefatafl")).await;
    let leaderboard = link(&out, "l");
    let dom = dump_dom(&browser, &profile, &leaderboard);
    assert!(dom.contains("Hnefatafl: leaderboard") && dom.contains(">alice<"), "{dom}");
    screenshot(&browser, &profile, &leaderboard, "leaderboard.png", DESKTOP);
}
