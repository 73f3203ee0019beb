//! One whole move through the chat core on SQLite: parse → rules → commit → render.

use std::sync::Arc;
use std::time::{Duration, Instant};

use bot::core::{Core, Incoming, Settings, SystemClock};
use bot::model::{ChannelKey, User};
use bot::storage::Storage;
use criterion::{Criterion, criterion_group, criterion_main};

/// Four plies that bring the position back, so a match can go on for ever.
const CYCLE: [(&str, &str); 4] = [("alice", "a4-a3"), ("bob", "f4-f3"), ("alice", "a3-a4"), ("bob", "f3-f4")];
/// Matches are restarted (untimed) after this many plies, so records stay game-sized.
const PLIES_PER_MATCH: usize = 80;

fn say(channel: &ChannelKey, who: &str, text: &str) -> Incoming {
    Incoming {
        channel: channel.clone(),
        author: User::new(who, who),
        text: text.into(),
        mentions: vec![User::new("bob", "bob")],
        private: false,
        handle: None,
        community: "bench".into(),
        moderator: false,
        delivery: None,
        command: None,
    }
}

async fn new_match(core: &Core, channel: &ChannelKey) {
    core.handle(&say(channel, "alice", "!resign")).await;
    core.handle(&say(channel, "alice", "!challenge @bob hnefatafl")).await;
    core.handle(&say(channel, "bob", "!accept")).await;
}

fn chat_move(c: &mut Criterion) {
    let rt = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}/bench.db", dir.path().display());
    let core = rt.block_on(async {
        let storage = Storage::connect(&url).await.unwrap();
        Core::new(storage, Arc::new(render::Renderer::new().unwrap()), Settings::default(), Arc::new(SystemClock))
    });
    let channel = ChannelKey::new("bench", "hall", None);
    let mut ply = 0usize;
    c.bench_function("chat core: one move on SQLite (parse, rules, commit, render)", |b| {
        b.iter_custom(|iters| {
            rt.block_on(async {
                let mut total = Duration::ZERO;
                for _ in 0..iters {
                    if ply.is_multiple_of(PLIES_PER_MATCH) {
                        new_match(&core, &channel).await;
                    }
                    let (who, mv) = CYCLE[ply % CYCLE.len()];
                    let msg = say(&channel, who, mv);
                    let start = Instant::now();
                    let out = core.handle(&msg).await;
                    total += start.elapsed();
                    assert!(matches!(out.as_slice(), [bot::core::Outgoing::Channel { image: Some(_), .. }]), "{out:?}");
                    ply += 1;
                }
                total
            })
        })
    });
}

criterion_group!(benches, chat_move);
criterion_main!(benches);
