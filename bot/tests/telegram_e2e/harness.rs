//! The Telegram end-to-end harness: the emulator (telegram-test-api behind our
//! compatibility layer, `bot/tests/telegram-emulator`) started once on 127.0.0.1, the
//! real teloxide dispatcher started in-process against it, and users simulated through
//! the emulator's test routes.

use std::sync::{Arc, OnceLock};
use std::time::{Duration, Instant};

use bot::core::{Core, Settings, SystemClock};
use bot::storage::Storage;
use bot::telegram::{Running, TelegramConfig, Webhook};
use serde_json::{Value, json};
use teloxide::adaptors::throttle::Limits;

use super::e2e;

/// The emulator, started once per test run; `None` without Node.js.
fn emulator_url() -> Option<&'static str> {
    static EMULATOR: OnceLock<Option<(e2e::Emulator, String)>> = OnceLock::new();
    let started = EMULATOR.get_or_init(|| {
        let emulator = e2e::start("telegram-emulator", "emulator.js", "telegram-test-api", "listening")?;
        let url = format!("http://127.0.0.1:{}", emulator.line);
        Some((emulator, url))
    });
    started.as_ref().map(|(_, url)| url.as_str())
}

/// The emulator's address, once a harness has started it.
fn emulator() -> &'static str {
    emulator_url().expect("the emulator runs")
}

/// A message the bot sent, as the emulator stored it.
#[derive(Clone, Debug)]
pub struct BotMessage {
    pub message_id: i64,
    /// The forum topic it was sent to.
    pub topic: Option<i64>,
    pub text: String,
    pub photo: Option<String>,
    /// A file's name and id.
    pub document: Option<(String, String)>,
    /// An animation's id (sent with `sendAnimation`).
    pub animation: Option<String>,
    pub buttons: Vec<String>,
}

/// One bot (its own token and database) and the users who talk to it.
pub struct Harness {
    pub token: String,
    http: reqwest::Client,
    db: tempfile::TempDir,
    running: Option<Running>,
    /// Where the bot's webhook listens, when it takes updates by webhook.
    webhook: Option<std::net::SocketAddr>,
    /// The website the bot's chat links to, if any.
    public_url: Option<String>,
    /// What each chat has received so far, in order.
    seen: std::collections::HashMap<i64, Vec<BotMessage>>,
}

pub fn user(id: i64, name: &str) -> Value {
    json!({"id": id, "is_bot": false, "first_name": name, "username": name})
}

pub fn group(id: i64) -> Value {
    json!({"id": id, "type": "supergroup", "title": format!("Games {id}")})
}

/// A supergroup with topics.
pub fn forum(id: i64) -> Value {
    json!({"id": id, "type": "supergroup", "title": format!("Forum {id}"), "is_forum": true})
}

pub fn private(user: &Value) -> Value {
    json!({"id": user["id"], "type": "private", "first_name": user["first_name"]})
}

impl Harness {
    /// A new bot on the emulator; `limits` are Telegram's own unless a test needs speed.
    /// `None` (the test is skipped) without Node.js.
    pub async fn start(limits: Limits) -> Option<Harness> {
        Harness::started(limits, None).await
    }

    /// A bot whose chat links to a website at `public_url` (it need not be served: the
    /// tests read the links the bot sends).
    pub async fn start_with_pages(public_url: &str) -> Option<Harness> {
        Harness::started(Harness::fast(), Some(public_url.to_owned())).await
    }

    async fn started(limits: Limits, public_url: Option<String>) -> Option<Harness> {
        emulator_url()?;
        let token = format!("{}:test-{:016x}", rand::random::<u32>(), rand::random::<u64>());
        let mut harness = Harness {
            token,
            http: reqwest::Client::new(),
            db: tempfile::tempdir().expect("a temporary folder"),
            running: None,
            webhook: None,
            public_url,
            seen: Default::default(),
        };
        harness.boot(limits).await;
        Some(harness)
    }

    /// A bot that takes its updates by webhook on a free local port instead of polling.
    pub async fn start_webhook() -> Option<Harness> {
        emulator_url()?;
        let free = std::net::TcpListener::bind("127.0.0.1:0").expect("a free port");
        let address = free.local_addr().expect("an address");
        drop(free);
        let mut harness = Harness {
            token: format!("{}:hook-{:016x}", rand::random::<u32>(), rand::random::<u64>()),
            http: reqwest::Client::new(),
            db: tempfile::tempdir().expect("a temporary folder"),
            running: None,
            webhook: Some(address),
            public_url: None,
            seen: Default::default(),
        };
        harness.boot(Harness::fast()).await;
        Some(harness)
    }

    /// Telegram's limits raised so that a long game runs fast; the throttle stays in place.
    pub fn fast() -> Limits {
        Limits {
            messages_per_sec_chat: 50,
            messages_per_min_chat: 1000,
            messages_per_min_channel_or_supergroup: 1000,
            messages_per_sec_overall: 100,
        }
    }

    pub fn database_url(&self) -> String {
        format!("sqlite://{}", self.db.path().join("games.db").display())
    }

    async fn boot(&mut self, limits: Limits) {
        // The bot's log, shown with a failing test's output.
        let _ = tracing_subscriber::fmt().with_env_filter("bot=info").with_test_writer().try_init();
        let url = self.database_url();
        let storage = Storage::connect(&url).await.expect("storage");
        let renderer = Arc::new(render::Renderer::new().expect("renderer"));
        let settings = Settings { public_url: self.public_url.clone(), ..Settings::default() };
        let core = Arc::new(Core::new(storage, renderer, settings, Arc::new(SystemClock)));
        let mut config = TelegramConfig::new(&self.token);
        config.api_url = Some(emulator().parse().expect("a URL"));
        config.limits = limits;
        config.webhook = self
            .webhook
            .map(|listen| Webhook { url: format!("http://{listen}/telegram").parse().expect("a URL"), listen });
        self.running = Some(bot::telegram::start(core, &config).await.expect("the bot starts"));
    }

    /// Stops the bot and starts a new one on the same database, as a process restart does.
    pub async fn restart(&mut self, limits: Limits) {
        if let Some(running) = self.running.take() {
            running.stop().await;
        }
        self.boot(limits).await;
    }

    async fn post(&self, route: &str, body: Value) -> Value {
        let response =
            self.http.post(format!("{}{route}", emulator())).json(&body).send().await.expect("the emulator answers");
        response.json().await.expect("the emulator answers JSON")
    }

    /// `from` writes `text` in `chat`; returns the update id.
    pub async fn say(&self, chat: &Value, from: &Value, text: &str) -> i64 {
        self.say_in_topic(chat, from, text, None).await
    }

    pub async fn say_in_topic(&self, chat: &Value, from: &Value, text: &str, topic: Option<i64>) -> i64 {
        let mut body = json!({"token": self.token, "chat": chat, "from": from, "text": text});
        if let Some(topic) = topic {
            body["message_thread_id"] = json!(topic);
        }
        self.post("/test/message", body).await["result"].as_i64().expect("an update id")
    }

    /// `from` presses the button `data` under the bot's message `message_id` in `chat`, and
    /// the bot answers with `count` messages.
    pub async fn press(
        &mut self,
        chat: &Value,
        from: &Value,
        message_id: i64,
        data: &str,
        count: usize,
    ) -> Vec<BotMessage> {
        let since = self.count(chat).await;
        self.tap(chat, from, message_id, data).await;
        self.replies(chat, since, count).await
    }

    /// The buttons under the bot's message `message_id` in `chat` now.
    pub async fn buttons_now(&self, chat: &Value, message_id: i64) -> Vec<String> {
        let body = json!({"token": self.token, "chat_id": chat["id"], "message_id": message_id});
        let markup = self.post("/test/markup", body).await["result"].clone();
        let rows = markup["inline_keyboard"].as_array().cloned().unwrap_or_default();
        rows.iter()
            .flat_map(|row| row.as_array().cloned().unwrap_or_default())
            .filter_map(|b| b["callback_data"].as_str().map(str::to_owned))
            .collect()
    }

    /// The text of the bot's message `message_id` in `chat` now, and how many times it was
    /// edited.
    pub async fn text_now(&self, chat: &Value, message_id: i64) -> (String, u64) {
        let body = json!({"token": self.token, "chat_id": chat["id"], "message_id": message_id});
        let found = self.post("/test/text", body).await["result"].clone();
        (found["text"].as_str().unwrap_or_default().to_owned(), found["edits"].as_u64().unwrap_or(0))
    }

    /// Waits, up to 10 s, for the buttons under the bot's message `message_id` in `chat`
    /// to be removed, as settled buttons are after the reply that settled them.
    pub async fn buttons_go(&self, chat: &Value, message_id: i64) {
        let deadline = std::time::Instant::now() + Duration::from_secs(10);
        while !self.buttons_now(chat, message_id).await.is_empty() {
            assert!(std::time::Instant::now() < deadline, "the settled buttons of message {message_id} stay");
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }

    /// The keyboard under the bot's message `message_id` in `chat` now: each button's text
    /// and data, row after row.
    pub async fn keyboard_now(&self, chat: &Value, message_id: i64) -> Vec<(String, String)> {
        let body = json!({"token": self.token, "chat_id": chat["id"], "message_id": message_id});
        let markup = self.post("/test/markup", body).await["result"].clone();
        let rows = markup["inline_keyboard"].as_array().cloned().unwrap_or_default();
        rows.iter()
            .flat_map(|row| row.as_array().cloned().unwrap_or_default())
            .filter_map(|b| Some((b["text"].as_str()?.to_owned(), b["callback_data"].as_str()?.to_owned())))
            .collect()
    }

    /// The Mini App addresses of the buttons under the bot's message `message_id` in `chat`.
    pub async fn web_apps_now(&self, chat: &Value, message_id: i64) -> Vec<String> {
        let body = json!({"token": self.token, "chat_id": chat["id"], "message_id": message_id});
        let markup = self.post("/test/markup", body).await["result"].clone();
        let rows = markup["inline_keyboard"].as_array().cloned().unwrap_or_default();
        rows.iter()
            .flat_map(|row| row.as_array().cloned().unwrap_or_default())
            .filter_map(|b| b["web_app"]["url"].as_str().map(str::to_owned))
            .collect()
    }

    /// `from` presses `data` under the bot's message `message_id` in `chat`, whatever follows.
    pub async fn tap(&self, chat: &Value, from: &Value, message_id: i64, data: &str) {
        let body =
            json!({"token": self.token, "chat": chat["id"], "from": from, "message_id": message_id, "data": data});
        self.post("/test/callback", body).await;
    }

    /// The texts the bot answered button presses with, in order (`None`: a silent answer).
    pub async fn callback_answers(&self) -> Vec<Option<String>> {
        let answers = self.post("/test/callback-answers", json!({})).await["result"].clone();
        answers.as_array().cloned().unwrap_or_default().iter().map(|a| a["text"].as_str().map(str::to_owned)).collect()
    }

    /// The chats the bot showed "typing…" in, in order.
    pub async fn typing_chats(&self) -> Vec<i64> {
        let actions = self.post("/test/chat-actions", json!({"token": self.token})).await["result"].clone();
        let actions = actions.as_array().cloned().unwrap_or_default();
        actions.iter().filter(|a| a["action"] == "typing").filter_map(|a| a["chat_id"].as_i64()).collect()
    }

    /// The bot's token is revoked: Telegram answers everything with 401 Unauthorized.
    pub async fn revoke(&self) {
        self.post("/test/revoke", json!({"token": self.token})).await;
    }

    /// Whether the running bot's adapter ends by itself within `within`.
    pub async fn adapter_ends_within(&mut self, within: Duration) -> bool {
        let running = self.running.as_mut().expect("a running bot");
        tokio::time::timeout(within, running.ended()).await.is_ok()
    }

    pub async fn redeliver(&self, update_id: i64) {
        assert_eq!(
            self.post("/test/redeliver", json!({"token": self.token, "update_id": update_id})).await["ok"],
            true
        );
    }

    /// The next `count` messages the bot sends to `chat` answer 429 (retry after 1 s).
    pub async fn flood(&self, chat: &Value, count: u32) {
        let body = json!({"token": self.token, "chat_id": chat["id"], "count": count, "retry_after": 1});
        self.post("/test/flood", body).await;
    }

    /// The group `from` is upgraded to the supergroup `to`; with `notify` the bot gets the
    /// service message, without it the bot learns only when it next writes to `from`.
    pub async fn migrate(&self, from: &Value, to: &Value, by: &Value, notify: bool) {
        let body = json!({"token": self.token, "from": from["id"], "to": to["id"], "user": by, "notify": notify});
        self.post("/test/migrate", body).await;
    }

    /// How many times the bot fetched update `update_id`.
    pub async fn fetches(&self, update_id: i64) -> i64 {
        self.post("/test/fetches", json!({"update_id": update_id})).await["result"].as_i64().expect("a count")
    }

    pub async fn command_menus(&self) -> Value {
        self.post("/test/commands", json!({"token": self.token})).await["result"].clone()
    }

    /// A photo's or a document's bytes.
    pub async fn photo(&self, file_id: &str) -> Vec<u8> {
        let response = self.http.get(format!("{}/test/file/{file_id}", emulator())).send().await.expect("a file");
        response.bytes().await.expect("bytes").to_vec()
    }

    /// Reads what the bot sent to `chat` since the last read.
    async fn fetch(&mut self, chat: &Value) {
        let id = chat["id"].as_i64().expect("a chat id");
        let answer = self.post("/getUpdates", json!({"token": self.token, "chatId": id})).await;
        let fresh = answer["result"].as_array().cloned().unwrap_or_default().into_iter().map(|stored| {
            let message = &stored["message"];
            let text = message["text"].as_str().or(message["caption"].as_str()).unwrap_or_default().to_owned();
            let buttons = message["reply_markup"]["inline_keyboard"]
                .as_array()
                .into_iter()
                .flatten()
                .flat_map(|row| row.as_array().cloned().unwrap_or_default())
                .filter_map(|b| b["callback_data"].as_str().map(str::to_owned))
                .collect();
            let photo = message["photo"][0]["file_id"].as_str().map(str::to_owned);
            let animation = message["animation"]["file_id"].as_str().map(str::to_owned);
            let document = &message["document"];
            let document = document["file_id"]
                .as_str()
                .map(|id| (document["file_name"].as_str().unwrap_or_default().to_owned(), id.to_owned()));
            // A photo's fields come as form text.
            let topic = &message["message_thread_id"];
            let topic = topic.as_i64().or_else(|| topic.as_str().and_then(|t| t.parse().ok()));
            BotMessage {
                message_id: stored["messageId"].as_i64().expect("an id"),
                topic,
                text,
                photo,
                document,
                animation,
                buttons,
            }
        });
        self.seen.entry(id).or_default().extend(fresh);
    }

    /// Waits until the bot has sent `chat` `count` more messages than `since`; returns them.
    pub async fn replies(&mut self, chat: &Value, since: usize, count: usize) -> Vec<BotMessage> {
        let id = chat["id"].as_i64().expect("a chat id");
        let deadline = Instant::now() + Duration::from_secs(30);
        loop {
            self.fetch(chat).await;
            let seen = self.seen.get(&id).map_or(0, Vec::len);
            if seen >= since + count {
                return self.seen[&id][since..].to_vec();
            }
            assert!(
                Instant::now() < deadline,
                "chat {id}: {} of {count} replies after 30 s: {:?}",
                seen - since.min(seen),
                self.seen.get(&id)
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }

    /// How many messages `chat` has received so far.
    pub async fn count(&mut self, chat: &Value) -> usize {
        self.fetch(chat).await;
        self.seen.get(&chat["id"].as_i64().expect("an id")).map_or(0, Vec::len)
    }

    /// `chat` is a forum where the bot may manage topics, or not.
    pub async fn make_forum(&self, chat: &Value, manage: bool) {
        self.post("/test/forum", json!({"chat_id": chat["id"], "manage": manage})).await;
    }

    /// Waits until the bot has sent `chat` a message containing `needle`; returns it.
    pub async fn sent(&mut self, chat: &Value, needle: &str) -> BotMessage {
        let id = chat["id"].as_i64().expect("a chat id");
        let deadline = Instant::now() + Duration::from_secs(30);
        loop {
            self.fetch(chat).await;
            if let Some(found) = self.seen.get(&id).into_iter().flatten().find(|m| m.text.contains(needle)) {
                return found.clone();
            }
            assert!(Instant::now() < deadline, "chat {id}: no {needle:?} after 30 s: {:?}", self.seen.get(&id));
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }

    /// Every message `chat` has received so far.
    pub async fn all(&mut self, chat: &Value) -> Vec<BotMessage> {
        self.fetch(chat).await;
        self.seen.get(&chat["id"].as_i64().expect("an id")).cloned().unwrap_or_default()
    }

    /// `from` says `text` in `chat` and the bot answers with `count` messages.
    pub async fn exchange(&mut self, chat: &Value, from: &Value, text: &str, count: usize) -> Vec<BotMessage> {
        let since = self.count(chat).await;
        self.say(chat, from, text).await;
        self.replies(chat, since, count).await
    }
}
