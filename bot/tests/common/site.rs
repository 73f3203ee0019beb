//! The chat core and the website on one database, the site served on 127.0.0.1 with links
//! to it in the chat: what the web tests and the browser test share.

use std::sync::Arc;

use bot::core::{Core, Outgoing, Settings};
use bot::model::{ChannelKey, User};
use bot::storage::{PageKind, Storage, StoredTournament, WebPage};
use bot::tournament::{Format, Tournament};
use engine::Turn;

use super::{ManualClock, say, texts};

/// The Telegram bot token the test site's Mini App checks signatures with.
pub const TELEGRAM_TOKEN: &str = "123456:test-token-of-the-site";

pub struct Site {
    pub core: Arc<Core>,
    /// What moves played on the website told the chat, in order.
    pub told: Arc<std::sync::Mutex<Vec<Outgoing>>>,
    pub clock: Arc<ManualClock>,
    pub storage: Storage,
    pub base: String,
    pub http: reqwest::Client,
}

impl Site {
    pub async fn start(url: &str) -> Site {
        Site::start_with(url, bot::web::Limits::default()).await.0
    }

    /// A site with `limits`, and its web state (to count its live connections).
    pub async fn start_with(url: &str, limits: bot::web::Limits) -> (Site, Arc<bot::web::Web>) {
        let storage = Storage::connect(url).await.expect("the test database opens");
        let renderer = Arc::new(render::Renderer::new().unwrap());
        let clock = Arc::new(ManualClock::default());
        let web = bot::web::Web::open(&storage, renderer.clone(), limits, clock.clone()).await.expect("the site opens");
        let listen = "127.0.0.1:0".parse().unwrap();
        let bound = bot::web::start(listen, web.clone()).await.expect("the site starts");
        let base = format!("http://{bound}");
        let settings = Settings { public_url: Some(base.clone()), ..Settings::default() };
        let core = Arc::new(Core::new(storage.clone(), renderer, settings, clock.clone()));
        web.plays_through(core.clone(), Some(TELEGRAM_TOKEN.to_owned()));
        let told = Arc::new(std::sync::Mutex::new(Vec::new()));
        let sink = told.clone();
        core.provide_delivery(
            "test",
            Arc::new(move |out| {
                sink.lock().unwrap().extend(out);
                Box::pin(std::future::ready(()))
            }),
        );
        (Site { core, told, clock, storage, base, http: reqwest::Client::new() }, web)
    }

    /// The status and body of a page (`path` on the site, or a whole address).
    pub async fn get(&self, path: &str) -> (u16, Vec<u8>) {
        let url = if path.starts_with("http") { path.to_owned() } else { format!("{}{path}", self.base) };
        let response = self.http.get(url).send().await.expect("the site answers");
        (response.status().as_u16(), response.bytes().await.expect("a body").to_vec())
    }

    /// A page that must be there, as text.
    pub async fn page(&self, path: &str) -> String {
        let (status, body) = self.get(path).await;
        assert_eq!(status, 200, "{path}");
        String::from_utf8(body).expect("HTML is text")
    }

    /// Stores a tournament of `channel` after two rounds ([`two_rounds_played`]), as the
    /// chat would; returns its id and its page's token.
    pub async fn tournament_after_two_rounds(&self, channel: &ChannelKey) -> (i64, String) {
        let stored = StoredTournament {
            id: 0,
            channel: channel.clone(),
            community: channel.channel.clone(),
            creator: User::new("u0", "ann"),
            game: "hnefatafl".into(),
            options: Vec::new(),
            state: two_rounds_played(),
            version: 0,
        };
        let id = self.storage.create_tournament(&stored, 0).await.unwrap().expect("stored");
        let page = WebPage {
            kind: PageKind::Tournament,
            platform: channel.platform.clone(),
            community: channel.channel.clone(),
            subject: id.to_string(),
        };
        (id, self.storage.web_token(&page, 0).await.unwrap())
    }

    /// Plays `plies` moves (a seeded pick of the mover's legal moves); returns the board
    /// PNG the chat posted after each.
    pub async fn play(&self, channel: &ChannelKey, plies: usize) -> Vec<Vec<u8>> {
        let mut boards = Vec::new();
        for ply in 0..plies {
            let stored = self.storage.latest_match(channel).await.unwrap().expect("a match");
            let Turn::Player(seat) = stored.game.turn() else { break };
            let moves = stored.game.legal_moves(seat);
            let player = &stored.players[seat.index()].id;
            let out = self.core.handle(&say(channel, player, &moves[(ply * 7919) % moves.len()])).await;
            boards.push(board_of(&out));
        }
        boards
    }
}

/// The last board image among replies.
pub fn board_of(out: &[Outgoing]) -> Vec<u8> {
    let mut images = out.iter().filter_map(|o| match o {
        Outgoing::Channel { image: Some(png), .. } => Some(png.clone()),
        _ => None,
    });
    images.next_back().expect("a board was posted")
}

/// The link to a `kind` page ("m", "t", "l") among replies.
pub fn link(out: &[Outgoing], kind: &str) -> String {
    let text = texts(out);
    let at = text.find(&format!("/{kind}/")).unwrap_or_else(|| panic!("no /{kind}/ link in: {text}"));
    let start = text[..at].rfind("http").expect("an absolute link");
    text[start..].split_whitespace().next().unwrap().to_owned()
}

/// A four-player round robin after two rounds (the first game of each round won by its
/// first player, the others drawn), one entrant named with markup.
pub fn two_rounds_played() -> Tournament {
    let mut t = Tournament::new(Format::RoundRobin { double: false });
    for (i, name) in ["ann", "ben", "<cy>", "dee"].iter().enumerate() {
        t.join(User::new(&format!("u{i}"), name), 1500.0 + 10.0 * i as f64).unwrap();
    }
    t.start().unwrap();
    for _ in 0..2 {
        let open: Vec<usize> = t.round_games(t.round).map(|(i, _)| i).collect();
        for (k, game) in open.into_iter().enumerate() {
            t.record(game, if k == 0 { 1.0 } else { 0.5 });
        }
        t.advance();
    }
    t
}

/// The personal link `board link` sent `player` (a user id) privately, to play the match
/// of `channel` from the board.
pub async fn board_link(site: &Site, channel: &ChannelKey, player: &str) -> String {
    let out = site.core.handle(&super::say(channel, player, "!board link")).await;
    let private = out.iter().find_map(|o| match o {
        Outgoing::Private { user, text, .. } if user.id == player => Some(text.clone()),
        _ => None,
    });
    let text = private.unwrap_or_else(|| panic!("no private link: {}", texts(&out)));
    assert!(texts(&out).contains("I sent you a personal link"), "{}", texts(&out));
    let at = text.find("http").expect("a link");
    text[at..].split_whitespace().next().unwrap().to_owned()
}

/// `initData` as Telegram signs it for `bot_token` (Telegram's "Validating data received
/// via the Mini App"), naming user `id`, given at `auth_date` (seconds).
pub fn init_data(id: i64, auth_date: i64, bot_token: &str) -> String {
    use hmac::{Hmac, Mac};
    let user = format!(r#"{{"id":{id},"first_name":"Ann","username":"ann"}}"#);
    let mut fields = [("auth_date", auth_date.to_string()), ("query_id", "AAF".to_owned()), ("user", user)];
    fields.sort();
    let check: Vec<String> = fields.iter().map(|(k, v)| format!("{k}={v}")).collect();
    let mut key = Hmac::<sha2::Sha256>::new_from_slice(b"WebAppData").unwrap();
    key.update(bot_token.as_bytes());
    let mut mac = Hmac::<sha2::Sha256>::new_from_slice(&key.finalize().into_bytes()).unwrap();
    mac.update(check.join("\n").as_bytes());
    let hash: String = mac.finalize().into_bytes().iter().map(|b| format!("{b:02x}")).collect();
    let mut query = url::form_urlencoded::Serializer::new(String::new());
    for (k, v) in &fields {
        query.append_pair(k, v);
    }
    query.append_pair("hash", &hash).finish()
}

/// How many pages the database at `url` has addresses for.
pub async fn page_rows(url: &str) -> i64 {
    use sqlx::Row;
    sqlx::any::install_default_drivers();
    let pool = sqlx::AnyPool::connect(url).await.unwrap();
    let rows = sqlx::query("SELECT COUNT(*) FROM web_pages").fetch_one(&pool).await.unwrap();
    rows.get(0)
}
