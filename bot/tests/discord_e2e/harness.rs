//! The Discord end-to-end harness: an emulator per test (discord-digital-twin behind our
//! compatibility layer, `bot/tests/discord-emulator`) on 127.0.0.1, the real serenity +
//! poise client started in-process against it, and users simulated through the
//! emulator's test routes. Each test has its own emulator because the gateway tells every
//! connected bot about every message.

use std::sync::Arc;
use std::time::{Duration, Instant};

use bot::core::{Core, Settings, SystemClock};
use bot::discord::{DiscordConfig, Running};
use bot::storage::Storage;
use serde_json::{Value, json};

use super::e2e as emulator;

/// A message the bot posted, as the emulator stored it.
#[derive(Clone, Debug)]
pub struct BotMessage {
    pub id: String,
    pub content: String,
    /// Where the attached board can be downloaded.
    pub attachment: Option<String>,
    /// The custom ids of its buttons.
    pub buttons: Vec<String>,
    /// Shown to the interaction's user alone.
    pub ephemeral: bool,
    /// Its component rows, as Discord sends them (buttons' labels, menus' options).
    pub components: Value,
}

impl BotMessage {
    fn from_json(message: &Value) -> BotMessage {
        let buttons = message["components"]
            .as_array()
            .into_iter()
            .flatten()
            .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
            .filter_map(|b| b["custom_id"].as_str().map(str::to_owned))
            .collect();
        BotMessage {
            id: message["id"].as_str().expect("an id").to_owned(),
            content: message["content"].as_str().unwrap_or_default().to_owned(),
            attachment: message["attachments"][0]["url"].as_str().map(str::to_owned),
            buttons,
            ephemeral: message["flags"].as_u64().is_some_and(|f| f & 64 != 0),
            components: message["components"].clone(),
        }
    }
}

pub struct Harness {
    /// Runs as long as the harness.
    _emulator: emulator::Emulator,
    ids: Value,
    url: String,
    http: reqwest::Client,
    db: tempfile::TempDir,
    running: Option<Running>,
    /// The website's address, when [`Harness::start_with_site`] serves it.
    pub site: Option<String>,
}

impl Harness {
    /// An emulator and a bot connected to it; `None` (the test is skipped) without Node.js.
    pub async fn start() -> Option<Harness> {
        let mut harness = Harness::without_bot()?;
        harness.boot().await;
        Some(harness)
    }

    /// An emulator, the website on 127.0.0.1 on the bot's database, and a bot whose
    /// messages link to it.
    pub async fn start_with_site() -> Option<Harness> {
        let mut harness = Harness::without_bot()?;
        let storage = Storage::connect(&harness.database_url()).await.expect("storage");
        let renderer = Arc::new(render::Renderer::new().expect("renderer"));
        let clock = Arc::new(bot::core::SystemClock);
        let web =
            bot::web::Web::open(&storage, renderer, bot::web::Limits::default(), clock).await.expect("the site opens");
        let listen = "127.0.0.1:0".parse().expect("an address");
        let bound = bot::web::start(listen, web).await.expect("the site starts");
        harness.site = Some(format!("http://{bound}"));
        harness.boot().await;
        Some(harness)
    }

    /// An emulator with no bot connected: the test runs the bot's binary against it.
    pub fn without_bot() -> Option<Harness> {
        let emulator = emulator::start("discord-emulator", "emulator.js", "discord-digital-twin", "ready")?;
        let ids: Value = serde_json::from_str(&emulator.line).expect("the emulator's ids");
        let url = format!("http://127.0.0.1:{}", ids["port"]);
        let harness = Harness {
            _emulator: emulator,
            ids,
            url,
            http: reqwest::Client::new(),
            db: tempfile::tempdir().expect("a temporary folder"),
            running: None,
            site: None,
        };
        Some(harness)
    }

    /// The bot's binary, as an operator runs it, against the emulator and this harness's
    /// database; its log goes to `bot.log` beside the database.
    pub fn run_binary(&self) -> std::process::Child {
        let log = std::fs::File::create(self.db.path().join("bot.log")).expect("a log file");
        std::process::Command::new(env!("CARGO_BIN_EXE_bot"))
            .current_dir(self.db.path())
            .env_remove("TELEGRAM_TOKEN")
            .env("DISCORD_TOKEN", self.ids["token"].as_str().expect("a token"))
            .env("DISCORD_API_URL", &self.url)
            .env("DISCORD_GATEWAY_URL", format!("ws://127.0.0.1:{}/gateway", self.ids["port"]))
            .env("DISCORD_GUILD_ID", self.ids["guild"].as_str().expect("a guild"))
            .env("DATABASE_URL", self.database_url())
            .env("BOARD_DIR", self.db.path().join("boards"))
            .env("RUST_LOG", "bot=info")
            .stdin(std::process::Stdio::null())
            .stdout(std::process::Stdio::null())
            .stderr(log)
            .spawn()
            .expect("the bot's binary starts")
    }

    /// The log of [`Harness::run_binary`].
    pub fn binary_log(&self) -> String {
        std::fs::read_to_string(self.db.path().join("bot.log")).unwrap_or_default()
    }

    /// `user` changes their names: `{"global_name": …}`, `{"nick": …}` or both.
    pub async fn rename(&self, user: &str, names: Value) {
        let mut body = names;
        body["user"] = user.into();
        self.post("/test/rename", body).await;
    }

    /// The bot's token is revoked: Discord ends its session for good (close code 4004).
    pub async fn revoke(&self) {
        self.post("/test/revoke", json!({})).await;
    }

    pub fn config(&self) -> DiscordConfig {
        let mut config = DiscordConfig::new(self.ids["token"].as_str().expect("a token"));
        config.api_url = Some(self.url.clone());
        config.gateway_url = Some(format!("ws://127.0.0.1:{}/gateway", self.ids["port"]));
        config.guild = self.ids["guild"].as_str().and_then(|id| id.parse().ok());
        config
    }

    pub fn database_url(&self) -> String {
        format!("sqlite://{}", self.db.path().join("games.db").display())
    }

    async fn boot(&mut self) {
        // The bot's log, shown with a failing test's output.
        let _ = tracing_subscriber::fmt()
            .with_env_filter("bot=info,serenity=warn,poise=warn")
            .with_test_writer()
            .try_init();
        let storage = Storage::connect(&self.database_url()).await.expect("storage");
        let renderer = Arc::new(render::Renderer::new().expect("renderer"));
        // Dave moderates (BOT_ADMINS): the platform's permissions are not emulated.
        let settings = Settings {
            admins: vec![format!("discord:{}", self.user("dave"))],
            public_url: self.site.clone(),
            ..Settings::default()
        };
        let core = Arc::new(Core::new(storage, renderer, settings, Arc::new(SystemClock)));
        self.running = Some(bot::discord::start(core, &self.config()).await.expect("the bot starts"));
    }

    /// Stops the bot and starts a new one on the same database, as a process restart does.
    pub async fn restart(&mut self) {
        if let Some(running) = self.running.take() {
            running.stop().await;
        }
        self.boot().await;
    }

    pub fn user(&self, name: &str) -> String {
        self.ids["users"][name].as_str().expect("a seeded user").to_owned()
    }

    pub fn channel(&self, name: &str) -> String {
        self.ids["channels"][name].as_str().expect("a seeded channel").to_owned()
    }

    /// The server's id: its channels' community.
    pub fn guild(&self) -> String {
        self.ids["guild"].as_str().expect("a guild").to_owned()
    }

    pub fn bot_id(&self) -> &str {
        self.ids["bot"].as_str().expect("the bot's id")
    }

    async fn post(&self, route: &str, body: Value) -> Value {
        let response = self.http.post(format!("{}{route}", self.url)).json(&body).send().await.expect("an answer");
        assert!(response.status().is_success(), "{route}: {}", response.text().await.unwrap_or_default());
        response.json().await.expect("JSON")
    }

    pub async fn get(&self, route: &str) -> Value {
        let response = self.http.get(format!("{}{route}", self.url)).send().await.expect("an answer");
        response.json().await.expect("JSON")
    }

    /// Everything the bot posted in a channel (or a DM channel), in order.
    pub async fn bot_messages(&self, channel: &str) -> Vec<BotMessage> {
        let all = self.get(&format!("/test/messages/{channel}")).await;
        let bot = self.bot_id();
        let mine = all.as_array().expect("messages").iter().filter(|m| m["author"]["id"] == bot);
        mine.map(BotMessage::from_json).collect()
    }

    /// Waits until the bot has posted `count` more messages than `since` in `channel`.
    pub async fn replies(&self, channel: &str, since: usize, count: usize) -> Vec<BotMessage> {
        let deadline = Instant::now() + Duration::from_secs(30);
        loop {
            let seen = self.bot_messages(channel).await;
            if seen.len() >= since + count {
                // Anything more would come at once: a short wait shows it.
                tokio::time::sleep(Duration::from_millis(150)).await;
                let seen = self.bot_messages(channel).await;
                assert_eq!(seen.len(), since + count, "more replies than expected: {:?}", &seen[since..]);
                return seen[since..].to_vec();
            }
            assert!(Instant::now() < deadline, "{} of {count} replies after 30 s: {:?}", seen.len() - since, seen);
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }

    async fn count(&self, channel: &str) -> usize {
        self.bot_messages(channel).await.len()
    }

    /// The channels the bot showed "typing…" in, in order.
    pub async fn typing(&self) -> Vec<String> {
        let channels = self.post("/test/typing", json!({})).await;
        channels.as_array().cloned().unwrap_or_default().iter().filter_map(|c| c.as_str().map(str::to_owned)).collect()
    }

    /// `user` writes `text` in `channel`, whatever the bot answers.
    pub async fn post_message(&self, channel: &str, user: &str, text: &str) {
        self.post("/test/message", json!({"channel": channel, "user": user, "content": text})).await;
    }

    /// `user` writes `text` in `channel` and the bot answers with `count` messages.
    pub async fn exchange(&self, channel: &str, user: &str, text: &str, count: usize) -> Vec<BotMessage> {
        let since = self.count(channel).await;
        self.post("/test/message", json!({"channel": channel, "user": user, "content": text})).await;
        self.replies(channel, since, count).await
    }

    /// `user` presses the button `custom_id` under `message`; the bot acknowledges the press
    /// and posts `count` messages.
    pub async fn press(
        &self,
        channel: &str,
        user: &str,
        message: &str,
        custom_id: &str,
        count: usize,
    ) -> Vec<BotMessage> {
        let since = self.count(channel).await;
        let body = json!({"channel": channel, "user": user, "message": message, "custom_id": custom_id});
        let interaction = self.post("/test/button", body).await;
        self.acknowledged(interaction["id"].as_str().expect("an interaction id")).await;
        self.replies(channel, since, count).await
    }

    /// `user` presses `custom_id` under `message`; the interaction's answer, which only the
    /// presser sees when it is ephemeral.
    pub async fn press_answer(&self, channel: &str, user: &str, message: &str, custom_id: &str) -> Value {
        let body = json!({"channel": channel, "user": user, "message": message, "custom_id": custom_id});
        let interaction = self.post("/test/button", body).await;
        self.acknowledged(interaction["id"].as_str().expect("an interaction id")).await
    }

    /// `user` presses the button `custom_id` under `message`, or with `values` chooses them in
    /// its select menu `custom_id`; the interaction's stored answer, its data decoded.
    pub async fn interact(
        &self,
        channel: &str,
        user: &str,
        message: &str,
        custom_id: &str,
        values: Option<&[&str]>,
    ) -> Value {
        let mut body = json!({"channel": channel, "user": user, "message": message, "custom_id": custom_id});
        let route = match values {
            Some(values) => {
                body["values"] = json!(values);
                "/test/select"
            }
            None => "/test/button",
        };
        let interaction = self.post(route, body).await;
        let mut answer = self.acknowledged(interaction["id"].as_str().expect("an interaction id")).await;
        if let Some(data) = answer["data"].as_str() {
            answer["data"] = serde_json::from_str(data).expect("JSON data");
        }
        answer
    }

    /// `user` runs the slash command `name` with `options` (`[{name, type, value}]`); the
    /// interaction is answered and the channel gets `count` messages.
    pub async fn slash(&self, channel: &str, user: &str, name: &str, options: Value, count: usize) -> Vec<BotMessage> {
        let since = self.count(channel).await;
        let body = json!({"channel": channel, "user": user, "name": name, "options": options});
        let interaction = self.post("/test/slash", body).await;
        self.acknowledged(interaction["id"].as_str().expect("an interaction id")).await;
        self.replies(channel, since, count).await
    }

    /// The choices offered while `user` types the option `options`' last value.
    pub async fn autocomplete(&self, channel: &str, user: &str, name: &str, options: Value) -> Vec<String> {
        let body = json!({"channel": channel, "user": user, "name": name, "options": options});
        let interaction = self.post("/test/autocomplete", body).await;
        let response = self.acknowledged(interaction["id"].as_str().expect("an id")).await;
        assert_eq!(response["type"], 8, "an autocomplete answer: {response}");
        let data: Value = serde_json::from_str(response["data"].as_str().expect("data")).expect("JSON");
        data["choices"].as_array().expect("choices").iter().map(|c| c["value"].as_str().unwrap().to_owned()).collect()
    }

    /// Waits until the bot answered an interaction; its stored response.
    /// The answer to interaction `id`: its callback, or, once the bot handled it, what a
    /// deferred one (acknowledged with type 6) showed afterwards.
    async fn acknowledged(&self, id: &str) -> Value {
        let deadline = Instant::now() + Duration::from_secs(30);
        loop {
            let response = self.get(&format!("/test/interaction/{id}")).await;
            if response["acknowledged"] == true && (response["type"] != 6 || self.idle()) {
                // A deferred answer's follow-up is read after the bot finished its work.
                return if response["type"] == 6 {
                    self.get(&format!("/test/interaction/{id}")).await
                } else {
                    response
                };
            }
            assert!(Instant::now() < deadline, "interaction {id} not answered: {response}");
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }

    /// Whether the bot handles no event.
    fn idle(&self) -> bool {
        self.running.as_ref().is_none_or(|running| running.in_hand() == 0)
    }

    /// `user` writes to the bot in a direct message; the bot answers there with `count`.
    pub async fn direct(&self, user: &str, text: &str, count: usize) -> Vec<BotMessage> {
        let since = self.direct_messages(user).await.len();
        self.post("/test/dm", json!({"user": user, "content": text})).await;
        let deadline = Instant::now() + Duration::from_secs(30);
        loop {
            let seen = self.direct_messages(user).await;
            if seen.len() >= since + count {
                return seen[since..].to_vec();
            }
            assert!(Instant::now() < deadline, "no DM answer: {seen:?}");
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }

    /// What the bot sent `user` by direct message, in order.
    pub async fn direct_messages(&self, user: &str) -> Vec<BotMessage> {
        let all = self.get(&format!("/test/dm/{user}")).await;
        let bot = self.bot_id();
        all.as_array()
            .expect("messages")
            .iter()
            .filter(|m| m["author"]["id"] == bot)
            .map(BotMessage::from_json)
            .collect()
    }

    /// `user` accepts no direct messages from now on (or again, with `false`).
    pub async fn close_direct_messages(&self, user: &str, closed: bool) {
        self.post("/test/dm-closed", json!({"user": user, "closed": closed})).await;
    }

    /// The next `count` posts to `channel` answer 429.
    pub async fn flood(&self, channel: &str, count: u32) {
        self.post("/test/flood", json!({"channel": channel, "count": count})).await;
    }

    /// The next `count` posts to `channel` are made, but their answers are lost (a 500).
    pub async fn lose_answers(&self, channel: &str, count: u32) {
        self.post("/test/lose-answers", json!({"channel": channel, "count": count})).await;
    }

    pub async fn file(&self, url: &str) -> Vec<u8> {
        self.http.get(url).send().await.expect("a file").bytes().await.expect("bytes").to_vec()
    }

    /// The slash commands the bot registered.
    pub async fn commands(&self) -> Vec<Value> {
        self.get("/test/commands").await.as_array().expect("commands").clone()
    }

    /// The option `option` of the command `command` set to its choice named `name` (poise
    /// registers choices as integers).
    pub async fn choice(&self, command: &str, option: &str, name: &str) -> Value {
        let commands = self.commands().await;
        let command = commands.iter().find(|c| c["name"] == command).expect("a registered command");
        let options = command["options"].as_array().expect("options");
        let choices = options.iter().find(|o| o["name"] == option).expect("the option")["choices"].clone();
        let choice =
            choices.as_array().expect("choices").iter().find(|c| c["name"] == name).expect("the choice").clone();
        json!({"name": option, "type": 4, "value": choice["value"]})
    }

    /// The threads opened under `channel`.
    pub async fn threads(&self, channel: &str) -> Vec<Value> {
        self.get(&format!("/test/threads/{channel}")).await.as_array().expect("threads").clone()
    }
}
