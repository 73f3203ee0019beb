//! The website: a match page from request to HTML (the board image is another request),
//! and the memory that 1,000 open live connections (server-sent events) take.

use std::sync::Arc;
use std::time::Duration;

use bot::core::{Core, Outgoing, Settings};
use bot::model::ChannelKey;
use bot::storage::Storage;
use criterion::{Criterion, criterion_group, criterion_main};
use engine::Turn;

/// The process's resident memory, in bytes.
fn resident() -> u64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    let line = status.lines().find(|l| l.starts_with("VmRSS:")).unwrap_or("VmRSS: 0 kB");
    line.split_whitespace().nth(1).and_then(|kb| kb.parse::<u64>().ok()).unwrap_or(0) * 1024
}

fn say(channel: &ChannelKey, author: &str, text: &str) -> bot::core::Incoming {
    let mentions = text.split_whitespace().filter_map(|w| w.strip_prefix('@')).map(|n| bot::model::User::new(n, n));
    bot::core::Incoming {
        channel: channel.clone(),
        author: bot::model::User::new(author, author),
        text: text.to_owned(),
        mentions: mentions.collect(),
        private: false,
        handle: None,
        community: channel.channel.clone(),
        moderator: false,
        delivery: None,
        command: None,
    }
}

/// A site on a fresh SQLite database and the page of a Hnefatafl match 100 plies in.
async fn site_with_a_long_match(dir: &std::path::Path) -> String {
    let url = format!("sqlite://{}/web.db", dir.display());
    let storage = Storage::connect(&url).await.unwrap();
    let renderer = Arc::new(render::Renderer::new().unwrap());
    // No rate limit: the bench is one client asking as fast as it can.
    // Behind a trusted proxy (itself), so the live connections below are many clients.
    let proxy = Some(std::net::IpAddr::from([127, 0, 0, 1]));
    let unlimited = bot::web::Limits { burst: u32::MAX, replenish_ms: 1, trusted_proxy: proxy, ..Default::default() };
    let clock = Arc::new(bot::core::SystemClock);
    let web = bot::web::Web::open(&storage, renderer.clone(), unlimited, clock.clone()).await.unwrap();
    let bound = bot::web::start("127.0.0.1:0".parse().unwrap(), web).await.unwrap();
    let settings = Settings { public_url: Some(format!("http://{bound}")), ..Settings::default() };
    let core = Core::new(storage.clone(), renderer, settings, clock);
    let channel = ChannelKey::new("bench", "web", None);
    core.handle(&say(&channel, "alice", "!challenge @bob hnefatafl")).await;
    let started = core.handle(&say(&channel, "bob", "!accept")).await;
    let text: String = started
        .iter()
        .filter_map(|o| match o {
            Outgoing::Channel { text, .. } => Some(text.as_str()),
            _ => None,
        })
        .collect();
    let page = text.split_whitespace().find(|w| w.contains("/m/")).expect("the match's link").to_owned();
    for ply in 0..100 {
        let stored = storage.latest_match(&channel).await.unwrap().unwrap();
        let Turn::Player(seat) = stored.game.turn() else { break };
        let moves = stored.game.legal_moves(seat);
        let player = stored.players[seat.index()].id.clone();
        core.handle(&say(&channel, &player, &moves[(ply * 7919) % moves.len()])).await;
    }
    page
}

fn web(c: &mut Criterion) {
    let runtime = tokio::runtime::Runtime::new().unwrap();
    let dir = tempfile::tempdir().unwrap();
    let page = runtime.block_on(site_with_a_long_match(dir.path()));
    let http = reqwest::Client::new();
    c.bench_function("web: a match page 100 plies in, request to HTML (SQLite, image excluded)", |b| {
        b.to_async(&runtime).iter(|| async { http.get(&page).send().await.unwrap().bytes().await.unwrap() })
    });

    // 1,000 pages following the match live, held open: plain sockets that sent their
    // request and read the answer's head, so that what grows is the server's side. Each
    // is a client of its own (at most 16 live connections come from one).
    let address = page.trim_start_matches("http://").split('/').next().unwrap().to_owned();
    let path = format!("/{}/live", page.trim_start_matches("http://").split_once('/').unwrap().1);
    let before = resident();
    let held = runtime.block_on(async {
        use tokio::io::{AsyncReadExt, AsyncWriteExt};
        let mut held = Vec::new();
        for n in 0..1_000 {
            let mut socket = tokio::net::TcpStream::connect(&address).await.unwrap();
            let client = format!("10.0.{}.{}", n / 256, n % 256);
            let request = format!("GET {path} HTTP/1.1\r\nHost: {address}\r\nX-Forwarded-For: {client}\r\n\r\n");
            socket.write_all(request.as_bytes()).await.unwrap();
            let mut head = [0u8; 512];
            let read = socket.read(&mut head).await.unwrap();
            assert!(head[..read].starts_with(b"HTTP/1.1 200"), "{}", String::from_utf8_lossy(&head[..read]));
            held.push(socket);
        }
        tokio::time::sleep(Duration::from_millis(500)).await;
        held
    });
    let grown = resident().saturating_sub(before);
    eprintln!("1,000 open live connections: {} held, resident memory grew {:.1} MB", held.len(), grown as f64 / 1e6);
    drop(held);
}

criterion_group!(benches, web);
criterion_main!(benches);
