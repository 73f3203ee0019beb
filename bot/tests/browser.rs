//! The website in a real browser: headless Chromium (Debian's `chromium`) loads each kind
//! of page from a real server, and the test checks the DOM it built (`--dump-dom`) and
//! keeps a screenshot of each (in `target/web-screenshots/`); whole games are played by
//! clicks on players' pages, driven over the DevTools protocol. Skipped, with a message,
//! where no Chromium is installed (`.ci/run` installs it when apt is allowed).

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;

use bot::model::{ChannelKey, Status};
use common::devtools::{Browser, Tab, chromium};
use common::site::{Site, TELEGRAM_TOKEN, board_link, init_data, link};
use common::{database_urls, say, texts, unique_channel};
use engine::{AnyMatch, Outcome, Turn};

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
    screenshot(&browser, &profile, &tournament, "tournament-phone.png", PHONE);

    // Alice's page, from her profile: her rating's chart is drawn without any script.
    let player = link(&site.core.handle(&say(&channel, "alice", "!profile")).await, "p");
    let dom = dump_dom(&browser, &profile, &player);
    assert!(dom.contains("<svg class=\"chart\"") && dom.contains("<h1>alice</h1>"), "{dom}");
    screenshot(&browser, &profile, &player, "player.png", DESKTOP);
    screenshot(&browser, &profile, &player, "player-phone.png", PHONE);
}

/// A short game from `game`'s position: each side takes a win when it has one, never
/// leaves one to the other when it can help it, and otherwise plays a seeded pick of its
/// legal moves; the first seed whose game ends within `plies` plies is kept.
fn short_game(game: &AnyMatch, plies: usize) -> Vec<String> {
    let wins = |game: &AnyMatch, seat| matches!(game.outcome(), Some(Outcome::Winner(s)) if s == seat);
    let after = |game: &AnyMatch, seat, text: &str| {
        let mut next = game.clone();
        next.play_text(seat, text).expect("a legal move");
        next
    };
    for seed in 0..500u64 {
        let (mut game, mut line) = (game.clone(), Vec::new());
        while let Turn::Player(seat) = game.turn() {
            if line.len() == plies {
                break;
            }
            let moves = game.legal_moves(seat);
            let safe: Vec<&String> = moves
                .iter()
                .filter(|m| {
                    let next = after(&game, seat, m);
                    let Turn::Player(other) = next.turn() else { return true };
                    !next.legal_moves(other).iter().any(|reply| wins(&after(&next, other, reply), other))
                })
                .collect();
            let winning = moves.iter().find(|m| wins(&after(&game, seat, m), seat));
            let pool: Vec<&String> = if safe.is_empty() { moves.iter().collect() } else { safe };
            let pick = winning.unwrap_or(pool[(seed as usize * 7919 + line.len() * 104_729) % pool.len()]).clone();
            game = after(&game, seat, &pick);
            line.push(pick);
        }
        if game.outcome().is_some() {
            return line;
        }
    }
    panic!("no game of {plies} plies among 500 seeds")
}

/// The squares a tafl move names (`d2-c2`, `d2-c2xc3`): where it starts and ends.
fn squares(text: &str) -> (String, String) {
    let names: Vec<&str> = text.split(|c: char| !c.is_ascii_alphanumeric()).filter(|w| !w.is_empty()).collect();
    (names[0].to_owned(), names[1].trim_start_matches('x').to_owned())
}

/// Plays `text` on `tab`'s board as a person would, once the page shows the match as it
/// is now (`first`, its picker's first step): a tap on the piece, then on the square.
async fn tap_move(tab: &mut Tab, text: &str, first: &str) {
    let (from, to) = squares(text);
    tab.wait_for(&format!("document.querySelector('#play [data-first=\"{first}\"]')")).await;
    tab.wait_for(
        "document.querySelector('img.board').complete && document.querySelector('img.board').naturalWidth > 0",
    )
    .await;
    tab.wait_for(&format!("document.querySelector('.spot.can[data-square=\"{from}\"]')")).await;
    tab.click(&format!(".spot[data-square=\"{from}\"]")).await;
    tab.wait_for(&format!("document.querySelector('#play button[data-square=\"{to}\"]')")).await;
    tab.click(&format!(".spot[data-square=\"{to}\"]")).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_brandubh_game_is_played_by_clicks_on_the_players_pages() {
    let Some(browser) = chromium() else {
        eprintln!("SKIPPED: no Chromium here (apt-get install chromium); the browser test did not run");
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}/clicks.db", dir.path().display());
    // Two players' pages from one address: more requests than one person's allowance.
    let limits = bot::web::Limits { burst: 10_000, ..bot::web::Limits::default() };
    let site = Site::start_with(&url, limits).await.0;
    let channel = unique_channel("clicks");
    site.core.handle(&say(&channel, "alice", "!challenge @bob hnefatafl rules=brandubh")).await;
    let public = link(&site.core.handle(&say(&channel, "bob", "!accept")).await, "m");
    let stored = site.storage.latest_match(&channel).await.unwrap().unwrap();
    let line = short_game(&stored.game, 40);

    let browser = Browser::launch(&browser, &dir.path().join("profile")).await;
    let mut alice = browser.open(&board_link(&site, &channel, "alice").await, PHONE).await;
    let mut bob = browser.open(&board_link(&site, &channel, "bob").await, DESKTOP).await;
    // Bob turns the board round (his side at the bottom) and plays it so: the squares
    // turn with the picture.
    bob.click("#flip").await;
    assert_eq!(bob.eval("document.body.classList.contains('flipped')").await, serde_json::json!(true));
    let (a1, g7) = (
        "document.querySelector('.spot[data-square=\"a1\"]').getBoundingClientRect().top",
        "document.querySelector('.spot[data-square=\"g7\"]').getBoundingClientRect().top",
    );
    assert!(bob.eval(a1).await.as_f64() < bob.eval(g7).await.as_f64(), "a1 at the top once flipped");
    for (ply, text) in line.iter().enumerate() {
        let tab = if ply % 2 == 0 { &mut alice } else { &mut bob };
        let now = site.storage.latest_match(&channel).await.unwrap().unwrap();
        tap_move(tab, text, &format!("pk:{}:{}:c", now.id, now.version)).await;
        // Committed before the page heard back; the other player's page follows live.
        for _ in 0..200 {
            let now = site.storage.latest_match(&channel).await.unwrap().unwrap();
            if now.game.plies() > ply {
                break;
            }
            tokio::time::sleep(std::time::Duration::from_millis(50)).await;
        }
        let now = site.storage.latest_match(&channel).await.unwrap().unwrap();
        assert_eq!(now.game.plies(), ply + 1, "ply {ply} ({text}) was played by clicks");
        if ply == 3 {
            alice.screenshot("play-phone.png").await;
            bob.screenshot("play-desktop.png").await;
        }
    }
    let over = site.storage.latest_match(&channel).await.unwrap().unwrap();
    assert_eq!(over.status, Status::Finished, "the game ended on the board: {line:?}");
    // The end is committed before its announcement is delivered: the channel hears it a
    // moment later.
    let mut told = String::new();
    for _ in 0..100 {
        told = texts(&site.told.lock().unwrap());
        if told.contains("wins") {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(told.contains("wins"), "the channel heard the end: {told}");
    for tab in [&mut alice, &mut bob] {
        tab.wait_for("document.body.textContent.includes('Result:')").await;
    }
    let page = site.page(&public).await;
    assert!(page.contains("Result:"), "{page}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_table_gype_set_up_is_made_on_the_page_and_stays_private() {
    let Some(browser) = chromium() else {
        eprintln!("SKIPPED: no Chromium here (apt-get install chromium); the browser test did not run");
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}/gype.db", dir.path().display());
    let site = Site::start(&url).await;
    let channel = unique_channel("gype-page");
    site.core.handle(&say(&channel, "alice", "!challenge @bob gype")).await;
    let public = link(&site.core.handle(&say(&channel, "bob", "!accept")).await, "m");
    let before = site.storage.latest_match(&channel).await.unwrap().unwrap();
    assert!(before.game.in_setup(engine::Seat(0)), "Gype starts with each player's secret set-up");

    let browser = Browser::launch(&browser, &dir.path().join("profile")).await;
    let alice_link = board_link(&site, &channel, "alice").await;
    let mut alice = browser.open(&alice_link, DESKTOP).await;
    // Each step: the first piece or square, else the first word but `random`, until the
    // set-up is made.
    for _ in 0..20 {
        let version = site.storage.latest_match(&channel).await.unwrap().unwrap().version;
        if version != before.version {
            break;
        }
        alice.wait_for("document.querySelector('#play .choices button')").await;
        let step = alice.eval("document.getElementById('play').textContent").await;
        let pick = "var b=[].slice.call(document.querySelectorAll('#play .choices button:not(.back)'));\
                    var c=b.filter(function(x){return !x.hasAttribute('data-word')})[0]||\
                    b.filter(function(x){return !/random/i.test(x.textContent)})[0];c.id='pick';true";
        alice.eval(pick).await;
        alice.click("#pick").await;
        alice
            .wait_for(&format!(
                "document.getElementById('play') && document.getElementById('play').textContent !== {step}"
            ))
            .await;
    }
    let after = site.storage.latest_match(&channel).await.unwrap().unwrap();
    assert_ne!(after.version, before.version, "the set-up was made by clicks");
    assert!(!after.game.in_setup(engine::Seat(0)) && after.game.in_setup(engine::Seat(1)), "alice's only");
    alice.screenshot("play-gype-setup.png").await;

    // Her own board shows her dice; the spectators' board is the spectators' view.
    let key = alice_link.rsplit('/').next().unwrap();
    let (_, own) = site.get(&format!("/play/{key}/board")).await;
    let token = public.rsplit('/').next().unwrap();
    let last = after.game.replay_steps().unwrap().len() - 1;
    let (_, shown) = site.get(&format!("/m/{token}/ply/{last}")).await;
    let renderer = render::Renderer::new().unwrap();
    let (names, seat) = (["alice", "bob"], engine::Seat(0));
    assert!(own == renderer.png_named(&after.game.view(engine::Viewer::Player(seat)), &names), "her view");
    assert!(shown == renderer.png_named(&after.game.view(engine::Viewer::Spectator), &names), "theirs");
    assert!(own != shown, "her set-up is on her page only");
    let told = texts(&site.told.lock().unwrap());
    assert!(told.contains("has chosen a set-up"), "the channel heard that she chose: {told}");
    let page = site.page(&public).await;
    assert!(!page.contains("id=\"play\""), "no picker on the public page");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_mini_app_signs_a_player_in_and_refuses_wrong_signatures_and_keys() {
    let Some(browser) = chromium() else {
        eprintln!("SKIPPED: no Chromium here (apt-get install chromium); the browser test did not run");
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}/app.db", dir.path().display());
    let site = Site::start(&url).await;
    let group = ChannelKey::new("telegram", "-1005", None);
    let speak = |id: &str, name: &str, text: &str| bot::core::Incoming {
        author: bot::model::User::new(id, name),
        mentions: if text.contains('@') { vec![bot::model::User::new("202", "bob")] } else { Vec::new() },
        ..say(&group, id, text)
    };
    site.core.handle(&speak("101", "ann", "!challenge @bob hnefatafl rules=brandubh")).await;
    let public = link(&site.core.handle(&speak("202", "bob", "!accept")).await, "m");
    let token = public.rsplit('/').next().unwrap();
    let browser = Browser::launch(&browser, &dir.path().join("profile")).await;
    let now = 1_790_000_000;

    // Telegram opens the Mini App with its word about the user in the fragment.
    let app = format!("{}/app/{token}#tgWebAppData={}", site.base, urlencode(&init_data(101, now, TELEGRAM_TOKEN)));
    let mut tab = browser.open(&app, PHONE).await;
    tab.wait_for("location.pathname.startsWith('/play/') && document.getElementById('play')").await;
    tab.wait_for("document.querySelector('#play button[data-square]')").await;
    tab.screenshot("mini-app.png").await;

    // Signed with another bot's token: the page says it cannot play, and stays.
    let forged = format!("{}/app/{token}#tgWebAppData={}", site.base, urlencode(&init_data(101, now, "9:other")));
    tab.go(&forged).await;
    tab.wait_for("document.getElementById('app').textContent.includes('could not be checked')").await;
    assert!(tab.eval("location.pathname").await.as_str().unwrap().starts_with("/app/"));

    // A key altered by hand, and a real one a week later.
    let key = board_link(&site, &group, "101").await;
    let altered = key.replacen("/play/M", "/play/N", 1);
    tab.go(&altered).await;
    tab.wait_for("document.body.textContent.includes('not one this bot gave')").await;
    site.clock.advance_minutes(7 * 24 * 60 + 1);
    tab.go(&key).await;
    tab.wait_for("document.body.textContent.includes('has expired')").await;
    assert!(!tab.eval("document.body.innerHTML").await.as_str().unwrap().contains("id=\"play\""));
}

/// `text` as a URL's fragment carries it.
fn urlencode(text: &str) -> String {
    url::form_urlencoded::byte_serialize(text.as_bytes()).collect()
}
