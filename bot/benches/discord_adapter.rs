//! The Discord adapter's overhead per message: a move sent through the emulator's gateway
//! until the bot's HTTP request for the reply reaches the emulator (timed by the
//! emulator), next to the chat core's own time for the same move. The difference is what
//! the adapter adds: event decoding, the framework, the reply's upload. Needs Node.js; is
//! skipped, with a message, without it.

use std::sync::Arc;
use std::time::Duration;

use bot::core::{Core, Incoming, Settings, SystemClock};
use bot::discord::DiscordConfig;
use bot::model::{ChannelKey, User};
use bot::storage::Storage;
use criterion::{Criterion, criterion_group, criterion_main};
use serde_json::{Value, json};

// The test suites' emulator launcher; its game script is not used here.
#[allow(dead_code)]
#[path = "../tests/e2e/mod.rs"]
mod e2e;

/// Four plies that bring the position back, so a match can go on for ever: the
/// challenger's (`true`) and the challenged user's.
const CYCLE: [(bool, &str); 4] = [(true, "a4-a3"), (false, "f4-f3"), (true, "a3-a4"), (false, "f3-f4")];
/// Matches are restarted (untimed) after this many plies, so records stay game-sized.
const PLIES_PER_MATCH: usize = 80;

/// Plies `start..start + count` of an endless series of matches: whether a new match
/// starts before the ply, whose move it is (the challenger's: `true`) and the move.
fn plies(start: usize, count: u64) -> impl Iterator<Item = (bool, bool, &'static str)> {
    (start..start + count as usize).map(|at| {
        let (challenger, text) = CYCLE[at % CYCLE.len()];
        (at.is_multiple_of(PLIES_PER_MATCH), challenger, text)
    })
}

struct Emulated {
    url: String,
    http: reqwest::Client,
    ids: Value,
}

impl Emulated {
    async fn post(&self, route: &str, body: Value) -> Value {
        let response = self.http.post(format!("{}{route}", self.url)).json(&body).send().await.unwrap();
        response.json().await.unwrap()
    }

    async fn say(&self, channel: &str, user: &str, text: &str) {
        self.post("/test/message", json!({"channel": channel, "user": user, "content": text})).await;
    }

    /// Waits for the next reply; the milliseconds from the message's gateway dispatch to
    /// the reply's request.
    async fn timing(&self) -> f64 {
        let timings = self.http.get(format!("{}/test/timings?wait=1", self.url)).send().await.unwrap();
        let timings: Vec<f64> = timings.json().await.unwrap();
        timings[0]
    }

    /// Sends `text` and waits until its reply has been requested (and stored).
    async fn exchange(&self, channel: &str, user: &str, text: &str) -> f64 {
        self.say(channel, user, text).await;
        self.timing().await
    }
}

fn discord_adapter(c: &mut Criterion) {
    let Some(emulator) = e2e::start("discord-emulator", "emulator.js", "discord-digital-twin", "ready") else { return };
    let rt = tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build().unwrap();
    let ids: Value = serde_json::from_str(&emulator.line).unwrap();
    let port = ids["port"].clone();
    let emulated = Emulated { url: format!("http://127.0.0.1:{port}"), http: reqwest::Client::new(), ids };
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}/bench.db", dir.path().display());
    let core = || async {
        let storage = Storage::connect(&url).await.unwrap();
        Arc::new(Core::new(
            storage,
            Arc::new(render::Renderer::new().unwrap()),
            Settings::default(),
            Arc::new(SystemClock),
        ))
    };
    let mut config = DiscordConfig::new(emulated.ids["token"].as_str().unwrap());
    config.api_url = Some(emulated.url.clone());
    config.gateway_url = Some(format!("ws://127.0.0.1:{port}/gateway"));
    let _running = rt.block_on(async { bot::discord::start(core().await, &config).await.unwrap() });
    let channel = emulated.ids["channels"]["bench"].as_str().unwrap().to_owned();
    let alice = emulated.ids["users"]["alice"].as_str().unwrap().to_owned();
    let bob = emulated.ids["users"]["bob"].as_str().unwrap().to_owned();
    let player = |challenger: bool| if challenger { alice.as_str() } else { bob.as_str() };

    let mut group = c.benchmark_group("discord");
    group.sample_size(30).measurement_time(Duration::from_secs(20));
    let mut ply = 0usize;
    group.bench_function("gateway event to reply request (one move)", |b| {
        b.to_async(&rt).iter_custom(|iters| {
            let (emulated, channel) = (&emulated, &channel);
            let start_ply = ply;
            ply += iters as usize;
            async move {
                let mut total = Duration::ZERO;
                for (new_match, challenger, text) in plies(start_ply, iters) {
                    if new_match {
                        emulated.exchange(channel, player(true), "!resign").await;
                        emulated
                            .exchange(channel, player(true), &format!("!challenge <@{}> hnefatafl", player(false)))
                            .await;
                        emulated.exchange(channel, player(false), "!accept").await;
                    }
                    total +=
                        Duration::from_secs_f64(emulated.exchange(channel, player(challenger), text).await / 1000.0);
                }
                total
            }
        })
    });

    // The same moves through the chat core alone, on the same database.
    let core = rt.block_on(core());
    let here = ChannelKey::new("discord", "core-only", None);
    let say = |challenger: bool, text: &str| Incoming {
        channel: here.clone(),
        author: User::new(player(challenger), player(challenger)),
        text: text.into(),
        mentions: vec![User::new(player(false), player(false))],
        private: false,
        handle: None,
        community: "bench".into(),
        moderator: false,
        delivery: None,
        command: None,
    };
    let mut ply = 0usize;
    group.bench_function("chat core alone (the same move)", |b| {
        b.to_async(&rt).iter_custom(|iters| {
            let (core, say) = (&core, &say);
            let start_ply = ply;
            ply += iters as usize;
            async move {
                let mut total = Duration::ZERO;
                for (new_match, challenger, text) in plies(start_ply, iters) {
                    if new_match {
                        core.handle(&say(true, "!resign")).await;
                        core.handle(&say(true, "!challenge @bob hnefatafl")).await;
                        core.handle(&say(false, "!accept")).await;
                    }
                    let start = std::time::Instant::now();
                    let out = core.handle(&say(challenger, text)).await;
                    total += start.elapsed();
                    assert!(matches!(out.as_slice(), [bot::core::Outgoing::Channel { image: Some(_), .. }]), "{out:?}");
                }
                total
            }
        })
    });
    group.finish();
}

criterion_group!(benches, discord_adapter);
criterion_main!(benches);
