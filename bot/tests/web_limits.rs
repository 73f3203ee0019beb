//! The website under a hostile visitor, on a real server on 127.0.0.1, on SQLite and
//! PostgreSQL: live connections capped in all and per client, one poller per watched
//! match that stops at the match's end, silent connections closed, a cap on connections,
//! and a tournament page whose reading writes nothing.

mod common;

use std::sync::Arc;
use std::time::{Duration, Instant};

use bot::web::Limits;
use common::site::{Site, link, page_rows};
use common::{ManualClock, database_urls, say, texts, unique_channel};
use tokio::io::AsyncReadExt;

/// Limits for tests: the proxy on 127.0.0.1 is trusted, so `X-Forwarded-For` names the
/// client and one test can be many visitors.
fn behind_proxy() -> Limits {
    Limits { trusted_proxy: Some("127.0.0.1".parse().unwrap()), ..Limits::default() }
}

/// A live connection to `page` as `client`: its status, and the response to read.
async fn live(site: &Site, page: &str, client: &str) -> reqwest::Response {
    site.http.get(format!("{page}/live")).header("x-forwarded-for", client).send().await.unwrap()
}

/// Reads `events` until an `update` arrives (`true`) or the stream ends (`false`).
async fn next_update(events: &mut reqwest::Response) -> bool {
    let mut seen = String::new();
    let read = tokio::time::timeout(Duration::from_secs(5), async {
        while let Some(chunk) = events.chunk().await.unwrap() {
            seen.push_str(&String::from_utf8_lossy(&chunk));
            if seen.contains("event: update") {
                return true;
            }
        }
        false
    });
    read.await.expect("an update or the end within five seconds")
}

/// Waits until `done` holds, for two seconds at most.
async fn eventually(mut done: impl FnMut() -> bool) -> bool {
    for _ in 0..200 {
        if done() {
            return true;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    done()
}

#[tokio::test]
async fn live_connections_are_capped_in_all_and_per_client_and_counted_until_they_close() {
    let dir = tempfile::tempdir().unwrap();
    for url in database_urls(&dir).await {
        let limits = Limits { max_live: 3, live_per_address: 2, ..behind_proxy() };
        let (site, web) = Site::start_with(&url, limits).await;
        let channel = unique_channel("web-live-caps");
        site.core.handle(&say(&channel, "alice", "!challenge @bob hnefatafl")).await;
        let page = link(&site.core.handle(&say(&channel, "bob", "!accept")).await, "m");

        let first = live(&site, &page, "203.0.113.1").await;
        let second = live(&site, &page, "203.0.113.1").await;
        assert_eq!((first.status().as_u16(), second.status().as_u16()), (200, 200), "{url}");
        let third = live(&site, &page, "203.0.113.1").await;
        assert_eq!(third.status().as_u16(), 429, "{url}: a third from one client is too many");
        let other = live(&site, &page, "203.0.113.2").await;
        assert_eq!(other.status().as_u16(), 200, "{url}: another client has places of its own");
        let over = live(&site, &page, "203.0.113.3").await;
        assert_eq!(over.status().as_u16(), 503, "{url}: three in all is the cap");
        assert_eq!(web.live_connections(), 3, "{url}");

        drop((first, second, other));
        assert!(eventually(|| web.live_connections() == 0).await, "{url}: closed connections give their places back");
        assert_eq!(live(&site, &page, "203.0.113.3").await.status().as_u16(), 200, "{url}: there is room again");
    }
}

#[tokio::test]
async fn the_watchers_of_a_match_share_one_poller_and_are_closed_when_it_ends() {
    let dir = tempfile::tempdir().unwrap();
    for url in database_urls(&dir).await {
        let (site, web) = Site::start_with(&url, behind_proxy()).await;
        let channel = unique_channel("web-live-one-poller");
        site.core.handle(&say(&channel, "alice", "!challenge @bob hnefatafl")).await;
        let page = link(&site.core.handle(&say(&channel, "bob", "!accept")).await, "m");
        let mut watchers = Vec::new();
        for n in 1..=5 {
            watchers.push(live(&site, &page, &format!("198.51.100.{n}")).await);
        }
        assert_eq!(web.watched_matches(), 1, "{url}: five watchers, one poller");

        site.play(&channel, 1).await;
        for events in &mut watchers {
            assert!(next_update(events).await, "{url}: every watcher hears of the move");
        }
        assert!(texts(&site.core.handle(&say(&channel, "bob", "!resign")).await).contains("wins"));
        for events in &mut watchers {
            assert!(next_update(events).await, "{url}: the end is announced");
            assert!(!next_update(events).await, "{url}: then the stream is closed");
        }
        assert!(eventually(|| web.watched_matches() == 0).await, "{url}: the poller stopped");
        assert_eq!(web.live_connections(), 0, "{url}");
        let after = live(&site, &page, "198.51.100.9").await;
        assert_eq!(after.status().as_u16(), 204, "{url}: a finished match tells the browser to stop asking");
    }
}

#[tokio::test]
async fn a_silent_connection_is_closed_and_connections_past_the_cap_wait_their_turn() {
    let dir = tempfile::tempdir().unwrap();
    let url = database_urls(&dir).await.remove(0);
    let limits = Limits { max_connections: 2, header_timeout: Duration::from_millis(400), ..Limits::default() };
    let (site, _) = Site::start_with(&url, limits).await;
    let address = site.base.trim_start_matches("http://").to_owned();
    let mut silent = Vec::new();
    for _ in 0..2 {
        silent.push(tokio::net::TcpStream::connect(&address).await.unwrap());
    }
    let asked = Instant::now();
    let (status, _) = site.get("/m/0123456789abcdef0123456789abcdef").await;
    let waited = asked.elapsed();
    assert_eq!(status, 404);
    assert!(waited >= Duration::from_millis(300), "the third waited for a place: {waited:?}");
    for mut stream in silent {
        let mut byte = [0u8; 1];
        let read = tokio::time::timeout(Duration::from_secs(2), stream.read(&mut byte)).await;
        assert!(matches!(read, Ok(Ok(0)) | Ok(Err(_))), "a silent connection is closed: {read:?}");
    }
}

#[tokio::test]
async fn a_tournaments_games_have_pages_from_the_start_and_reading_its_page_writes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    for url in database_urls(&dir).await {
        let (site, _) = Site::start_with(&url, Limits::default()).await;
        // The chat here links no pages: whatever page a game has, its start made it.
        let chat = common::core(&url, Arc::new(ManualClock::default())).await;
        let channel = unique_channel("web-tournament-tokens");
        chat.handle(&say(&channel, "alice", "!tournament create hnefatafl round-robin")).await;
        for name in ["alice", "bob", "carol", "dave"] {
            chat.handle(&say(&channel, name, "!tournament join")).await;
        }
        let started = texts(&chat.handle(&say(&channel, "alice", "!tournament start")).await);
        assert!(started.contains("round 1"), "{started}");
        let tournament = site.storage.latest_tournament(&channel).await.unwrap().expect("the tournament");
        let games: Vec<i64> = tournament.state.games.iter().filter_map(|g| g.match_id).collect();
        assert!(!games.is_empty(), "{url}: round 1's first game is played");
        let tokens = site.storage.tournament_match_tokens(tournament.id).await.unwrap();
        assert_eq!(tokens.len(), games.len(), "{url}: each game's page was made with it");

        let page = bot::storage::WebPage {
            kind: bot::storage::PageKind::Tournament,
            platform: channel.platform.clone(),
            community: tournament.community.clone(),
            subject: tournament.id.to_string(),
        };
        let token = site.storage.web_token(&page, 0).await.unwrap();
        let before = page_rows(&url).await;
        let html = site.page(&format!("/t/{token}")).await;
        for game in &games {
            assert!(html.contains(&format!("/m/{}", tokens[game])), "{url}: game {game} is linked");
        }
        assert_eq!(page_rows(&url).await, before, "{url}: reading the page wrote no page");
    }
}

#[tokio::test]
async fn another_processs_move_reaches_a_live_page_through_postgresqls_notifications_or_the_poll() {
    let dir = tempfile::tempdir().unwrap();
    for url in database_urls(&dir).await {
        let (site, _) = Site::start_with(&url, behind_proxy()).await;
        // Another process: a chat core with a storage of its own on the same database.
        let other = common::core(&url, Arc::new(ManualClock::default())).await;
        let channel = unique_channel("web-live-other-process");
        other.handle(&say(&channel, "alice", "!challenge @bob hnefatafl")).await;
        other.handle(&say(&channel, "bob", "!accept")).await;
        let stored = site.storage.latest_match(&channel).await.unwrap().expect("the match");
        let page = bot::storage::WebPage {
            kind: bot::storage::PageKind::Match,
            platform: channel.platform.clone(),
            community: stored.community.clone(),
            subject: stored.id.to_string(),
        };
        let page = format!("{}/m/{}", site.base, site.storage.web_token(&page, 0).await.unwrap());
        let mut events = live(&site, &page, "192.0.2.1").await;
        let mv = stored.game.legal_moves(engine::Seat(0)).remove(0);
        let moved = Instant::now();
        assert!(!texts(&other.handle(&say(&channel, "alice", &mv)).await).is_empty());
        assert!(next_update(&mut events).await, "{url}: the move is announced");
        let within = if url.starts_with("postgres") { Duration::from_secs(1) } else { Duration::from_secs(3) };
        assert!(moved.elapsed() < within, "{url}: announced after {:?}", moved.elapsed());
    }
}
