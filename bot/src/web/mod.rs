//! The website: read-only pages of matches, tournaments and leaderboards, served by the
//! bot's own process with axum when `WEB_LISTEN` is set. Pages are addressed by
//! unguessable tokens ([`crate::storage::WebPage`]), show only what a spectator sees,
//! work without JavaScript, and follow a running match live through server-sent events
//! (`live`). A community whose moderators said `web off` has no pages: its links
//! answer 404.
//!
//! Players play from the board on their own page (`play`): a personal link (`board
//! link`) or Telegram's Mini App (`mini_app`) opens it. Those two pages may be shown
//! inside Telegram's web client, which frames them; every other page refuses framing.

mod live;
pub mod mini_app;
pub mod pages;
mod play;
pub mod player_page;
mod seat_page;
mod serve;

use std::collections::HashMap;
use std::net::{IpAddr, SocketAddr};
use std::sync::{Arc, Mutex};

use axum::Router;
use axum::extract::{ConnectInfo, DefaultBodyLimit, Path, Query, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{Html, IntoResponse, Response};
use axum::routing::{get, post};
use render::Renderer;
use serde::Deserialize;
use tower_governor::governor::GovernorConfigBuilder;
use tower_governor::key_extractor::KeyExtractor;
use tower_governor::{GovernorError, GovernorLayer};

use crate::core::{Clock, Core};
use crate::i18n::Lang;
use crate::model::StoredMatch;
use crate::storage::{PageKind, Storage, StoredTournament, WebPage};

/// Board images kept drawn, by match, version and ply, before the cache starts again.
const BOARDS_KEPT: usize = 512;

/// Connections the pages' database pool holds: the chat's pool is never theirs.
const POOL: u32 = 4;

/// A board drawn at a ply: by match id, the match's version (any write changes it) and ply.
type BoardCache = HashMap<(i64, i64, usize), Arc<Vec<u8>>>;

/// What the pages are drawn from.
pub struct Web {
    storage: Storage,
    renderer: Arc<Renderer>,
    boards: Mutex<BoardCache>,
    live: Arc<live::Watchers>,
    client: ClientAddress,
    limits: Limits,
    /// The chat core's clock: the pages' clocks read the time the matches are timed by.
    clock: Arc<dyn Clock>,
    /// The chat core, once it runs: presses on players' pages go through it.
    core: std::sync::OnceLock<Arc<Core>>,
    /// The key personal links are signed with, read from the database once.
    secret: tokio::sync::OnceCell<Vec<u8>>,
    /// The Telegram bot's token, which signs what Telegram tells the Mini App.
    telegram_token: std::sync::OnceLock<String>,
}

/// Marks a response that Telegram's web client may frame (see [`guarded`]).
#[derive(Clone, Copy)]
struct Framable;

type Shared = Arc<Web>;

impl Web {
    /// The site over `storage`'s database, read through a pool of its own, following
    /// other processes' writes where the database announces them; its clocks read `clock`.
    pub async fn open(
        storage: &Storage,
        renderer: Arc<Renderer>,
        limits: Limits,
        clock: Arc<dyn Clock>,
    ) -> anyhow::Result<Shared> {
        let storage = storage.web_pool(POOL).await?;
        let notified = storage.follow_other_processes();
        let live = Arc::new(live::Watchers::new(storage.clone(), notified, limits.max_live, limits.live_per_address));
        let client = ClientAddress { trusted_proxy: limits.trusted_proxy };
        Ok(Arc::new(Web {
            storage,
            renderer,
            boards: Mutex::default(),
            live,
            client,
            limits,
            clock,
            core: std::sync::OnceLock::new(),
            secret: tokio::sync::OnceCell::new(),
            telegram_token: std::sync::OnceLock::new(),
        }))
    }

    /// Players' presses go through `core` from now on; with `telegram_token`, the
    /// Telegram Mini App signs its users in.
    pub fn plays_through(&self, core: Arc<Core>, telegram_token: Option<String>) {
        let _ = self.core.set(core);
        if let Some(token) = telegram_token {
            let _ = self.telegram_token.set(token);
        }
    }

    /// The live connections open now.
    pub fn live_connections(&self) -> usize {
        self.live.open()
    }

    /// The matches live pages watch now: each has one poller.
    pub fn watched_matches(&self) -> usize {
        self.live.watched()
    }

    /// The page `token` addresses, if it is of `kind` and its community's pages are on.
    async fn page(&self, token: &str, kind: PageKind) -> Result<WebPage, Response> {
        // Tokens are 32 hexadecimal digits: anything else is not looked up.
        if token.len() != 32 || !token.bytes().all(|b| b.is_ascii_hexdigit()) {
            return Err(not_found().await);
        }
        match self.storage.web_page(token).await {
            Ok(Some(page)) if page.kind == kind => Ok(page),
            Ok(_) => Err(not_found().await),
            Err(e) => Err(failed(e.into())),
        }
    }

    async fn stored_match(&self, token: &str) -> Result<StoredMatch, Response> {
        let page = self.page(token, PageKind::Match).await?;
        let id = page.subject.parse().map_err(|_| StatusCode::NOT_FOUND.into_response())?;
        self.match_of(&page, id).await
    }

    /// Match `id`, which `page` shows.
    async fn match_of(&self, page: &WebPage, id: i64) -> Result<StoredMatch, Response> {
        match self.storage.match_by_id(id).await {
            Ok(Some(stored)) if stored.community == page.community => Ok(stored),
            Ok(_) => Err(not_found().await),
            Err(e) => Err(failed(e)),
        }
    }

    async fn tournament(&self, token: &str) -> Result<StoredTournament, Response> {
        let page = self.page(token, PageKind::Tournament).await?;
        let id = page.subject.parse().map_err(|_| StatusCode::NOT_FOUND.into_response())?;
        match self.storage.tournament_by_id(id).await {
            Ok(Some(stored)) if stored.community == page.community => Ok(stored),
            Ok(_) => Err(not_found().await),
            Err(e) => Err(failed(e)),
        }
    }

    /// The moment a match's page is drawn: the time, its live followers, and each
    /// player's page and rating.
    async fn moment(&self, stored: &StoredMatch) -> Result<pages::Moment, Response> {
        let ids: Vec<&str> = stored.players.iter().map(|p| p.id.as_str()).collect();
        let (platform, game) = (&stored.channel.platform, stored.game.rating_key());
        let links = self.storage.seat_links(platform, &stored.community, &game, &ids).await;
        let links = links.map_err(|e| failed(e.into()))?;
        let seats = links.into_iter().map(|(token, rating)| pages::SeatLink { token, rating }).collect();
        Ok(pages::Moment { now: self.clock.now_ms(), watching: self.live.watching(stored.id), seats })
    }

    /// A match's board at `ply` as the spectator saw it, drawn once: the cache is asked
    /// first, by the match's version, before the match is read, replayed or drawn (off
    /// the runtime's threads).
    async fn board(self: &Arc<Self>, token: &str, ply: usize) -> Result<Arc<Vec<u8>>, Response> {
        let page = self.page(token, PageKind::Match).await?;
        let id = page.subject.parse().map_err(|_| StatusCode::NOT_FOUND.into_response())?;
        let version = match self.storage.match_state(id).await {
            Ok(Some(state)) if state.community == page.community => state.version,
            Ok(_) => return Err(not_found().await),
            Err(e) => return Err(failed(e.into())),
        };
        if let Some(png) = self.boards.lock().expect("the board cache").get(&(id, version, ply)) {
            return Ok(png.clone());
        }
        let stored = self.match_of(&page, id).await?;
        let renderer = self.renderer.clone();
        let drawn = tokio::task::spawn_blocking(move || {
            let steps = stored.game.replay_steps().ok()?;
            let png = renderer.png_named(&steps.get(ply)?.view, &crate::model::names(&stored.players));
            Some((stored.version, Arc::new(png)))
        });
        let Some((version, png)) = drawn.await.ok().flatten() else { return Err(not_found().await) };
        let mut boards = self.boards.lock().expect("the board cache");
        if boards.len() >= BOARDS_KEPT {
            boards.clear();
        }
        boards.insert((id, version, ply), png.clone());
        Ok(png)
    }
}

/// A table's PNG, drawn off the runtime's threads.
async fn table_png(web: &Web, table: render::TableView) -> Response {
    let renderer = web.renderer.clone();
    match tokio::task::spawn_blocking(move || renderer.table_png(&table)).await {
        Ok(bytes) => png(&bytes),
        Err(e) => failed(e.into()),
    }
}

/// How many requests a client address may make: a burst, then one each `replenish_ms`;
/// behind `trusted_proxy` the client is the one it names. At most `max_live` live
/// connections are open (`WEB_MAX_LIVE`), `live_per_address` of them from one client,
/// and `max_connections` connections of any kind, each of which has `header_timeout` to
/// send a request's header (also while idle between requests).
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    pub burst: u32,
    pub replenish_ms: u64,
    pub trusted_proxy: Option<IpAddr>,
    pub max_live: usize,
    pub live_per_address: usize,
    pub max_connections: usize,
    pub header_timeout: std::time::Duration,
}

/// Live connections at most, by default.
pub const MAX_LIVE: usize = 2_000;
/// Connections besides the live ones, by default.
const OTHER_CONNECTIONS: usize = 512;

impl Limits {
    /// The default limits with at most `max_live` live connections, and room besides
    /// them for as many other connections as by default.
    pub fn with_max_live(self, max_live: usize) -> Limits {
        Limits { max_live, max_connections: max_live + OTHER_CONNECTIONS, ..self }
    }
}

impl Default for Limits {
    /// A burst of 60 requests, then 10 a second, by peer address; 2,000 live connections,
    /// 16 from one client, 2,512 connections in all, and 10 s to send a header.
    fn default() -> Limits {
        Limits {
            burst: 60,
            replenish_ms: 100,
            trusted_proxy: None,
            max_live: MAX_LIVE,
            live_per_address: 16,
            max_connections: MAX_LIVE + OTHER_CONNECTIONS,
            header_timeout: std::time::Duration::from_secs(10),
        }
    }
}

/// How often the rate limiter forgets addresses whose allowance is whole again.
const PRUNE_EVERY: std::time::Duration = std::time::Duration::from_secs(60);

/// Who a request comes from, for the rate limit: the peer, or, when the peer is the
/// trusted reverse proxy, the address it appended last to `X-Forwarded-For` (the one it
/// saw connect; earlier ones are the client's word).
#[derive(Clone, Copy, Debug)]
pub struct ClientAddress {
    pub trusted_proxy: Option<IpAddr>,
}

impl ClientAddress {
    /// The client of a request from `peer` with `headers`.
    pub fn of(&self, peer: IpAddr, headers: &HeaderMap) -> IpAddr {
        if Some(peer) != self.trusted_proxy {
            return peer;
        }
        let forwarded = headers.get_all("x-forwarded-for").iter().filter_map(|v| v.to_str().ok());
        let named = forwarded.flat_map(|v| v.split(',')).filter_map(|a| a.trim().parse::<IpAddr>().ok()).next_back();
        named.unwrap_or(peer)
    }
}

impl KeyExtractor for ClientAddress {
    type Key = IpAddr;

    fn extract<T>(&self, request: &axum::http::Request<T>) -> Result<IpAddr, GovernorError> {
        let peer = request.extensions().get::<ConnectInfo<SocketAddr>>().map(|c| c.0.ip());
        let peer = peer.ok_or(GovernorError::UnableToExtractKey)?;
        Ok(self.of(peer, request.headers()))
    }
}

/// The site's routes, rate-limited per client address and refusing request bodies.
pub fn router(web: Shared) -> Router {
    let limits = GovernorConfigBuilder::default()
        .key_extractor(web.client)
        .per_millisecond(web.limits.replenish_ms.max(1))
        .burst_size(web.limits.burst.max(1))
        .finish()
        .expect("a valid rate limit");
    let limiter = limits.limiter().clone();
    tokio::spawn(async move {
        loop {
            tokio::time::sleep(PRUNE_EVERY).await;
            limiter.retain_recent();
            limiter.shrink_to_fit();
        }
    });
    Router::new()
        .route("/m/{token}", get(match_page))
        .route("/m/{token}/ply/{ply}", get(match_board))
        .route("/m/{token}/record", get(match_record))
        .route("/m/{token}/{format}", get(match_file))
        .route("/m/{token}/live", get(live::events))
        .route("/t/{token}", get(tournament_page))
        .route("/t/{token}/png", get(tournament_png))
        .route("/l/{token}", get(leaderboard_page))
        .route("/l/{token}/png", get(leaderboard_png))
        .route("/p/{token}", get(player))
        .route("/play/{key}", get(play::player_page))
        .route("/play/{key}/board", get(play::player_board))
        .route("/play/{key}/press", post(play::press))
        .route("/app/{token}", get(mini_app::app_page))
        .route("/app/{token}/session", post(mini_app::session))
        .fallback(not_found)
        .layer(axum::middleware::map_response(guarded))
        .layer(DefaultBodyLimit::max(0))
        .layer(GovernorLayer::new(limits))
        .with_state(web)
}

/// Every answer's guards: the pages' content policy, no type sniffing, no framing (but by
/// Telegram's web client, for the pages it shows), and no referrer (the page tokens and
/// personal keys are in the addresses).
async fn guarded(mut response: Response) -> Response {
    let framable = response.extensions().get::<Framable>().is_some();
    let headers = response.headers_mut();
    let policy = header::HeaderValue::from_static(pages::content_security_policy(framable));
    headers.insert(header::CONTENT_SECURITY_POLICY, policy);
    headers.insert(header::X_CONTENT_TYPE_OPTIONS, header::HeaderValue::from_static("nosniff"));
    if !framable {
        headers.insert(header::X_FRAME_OPTIONS, header::HeaderValue::from_static("DENY"));
    }
    headers.insert(header::REFERRER_POLICY, header::HeaderValue::from_static("no-referrer"));
    response
}

/// Binds `listen` and serves the site there, in the background, until the process ends;
/// returns the bound address (a port of 0 picks a free one).
pub async fn start(listen: SocketAddr, web: Shared) -> anyhow::Result<SocketAddr> {
    let listener = tokio::net::TcpListener::bind(listen).await?;
    let bound = listener.local_addr()?;
    tracing::warn!(%bound, "web pages served");
    let limits = web.limits;
    tokio::spawn(serve::serve(listener, router(web), limits.max_connections, limits.header_timeout));
    Ok(bound)
}

/// The reader's language: Italian when their browser prefers it, else English.
fn lang(headers: &HeaderMap) -> Lang {
    let accepted = headers.get(header::ACCEPT_LANGUAGE).and_then(|v| v.to_str().ok()).unwrap_or_default();
    if accepted.trim_start().to_ascii_lowercase().starts_with("it") { Lang::It } else { Lang::En }
}

async fn not_found() -> Response {
    (StatusCode::NOT_FOUND, Html(pages::not_found().into_string())).into_response()
}

fn failed(error: anyhow::Error) -> Response {
    if error.is::<crate::storage::Newer>() {
        // A newer version of the bot, starting up beside this one, wrote it last.
        return StatusCode::SERVICE_UNAVAILABLE.into_response();
    }
    if let Some(damaged) = error.downcast_ref::<crate::storage::Damaged>() {
        return (StatusCode::INTERNAL_SERVER_ERROR, Html(pages::damaged(damaged.id).into_string())).into_response();
    }
    tracing::error!(error = format!("{error:#}"), "a web page failed");
    StatusCode::INTERNAL_SERVER_ERROR.into_response()
}

fn png(bytes: &[u8]) -> Response {
    ([(header::CONTENT_TYPE, "image/png"), (header::CACHE_CONTROL, "max-age=60")], bytes.to_vec()).into_response()
}

#[derive(Deserialize)]
struct PlyQuery {
    ply: Option<usize>,
}

async fn match_page(
    State(web): State<Shared>,
    Path(token): Path<String>,
    Query(query): Query<PlyQuery>,
    headers: HeaderMap,
) -> Response {
    let mut stored = match web.stored_match(&token).await {
        Ok(stored) => stored,
        Err(response) => return response,
    };
    // The page names players as they were last seen; its board images and record, like
    // the chat's, as they were when the match was played.
    let platform = stored.channel.platform.clone();
    if let Err(e) = web.storage.name_as_last_seen(&platform, &mut stored.players).await {
        return failed(e.into());
    }
    // Replaying the record is the page's work, done off the runtime's threads.
    let lang = lang(&headers);
    let moment = match web.moment(&stored).await {
        Ok(moment) => moment,
        Err(response) => return response,
    };
    let drawn = tokio::task::spawn_blocking(move || {
        let steps = stored.game.replay_steps()?;
        let last = steps.len() - 1;
        let ply = query.ply.unwrap_or(last).min(last);
        anyhow::Ok(pages::match_page(&stored, &steps, ply, &token, &moment, None, lang).into_string())
    });
    match drawn.await {
        Ok(Ok(page)) => Html(page).into_response(),
        Ok(Err(e)) => failed(e),
        Err(e) => failed(e.into()),
    }
}

async fn match_board(State(web): State<Shared>, Path((token, ply)): Path<(String, usize)>) -> Response {
    match web.board(&token, ply).await {
        Ok(bytes) => png(&bytes),
        Err(response) => response,
    }
}

async fn match_record(State(web): State<Shared>, Path(token): Path<String>) -> Response {
    let stored = match web.stored_match(&token).await {
        Ok(stored) => stored,
        Err(response) => return response,
    };
    // A running game with secrets in its move list shows it only at the end, as the chat does.
    if stored.game.secret_movetext() {
        return not_found().await;
    }
    let name = format!("attachment; filename=\"match-{}.txt\"", stored.id);
    let headers = [(header::CONTENT_TYPE, "text/plain; charset=utf-8".to_owned()), (header::CONTENT_DISPOSITION, name)];
    (headers, crate::record_text::export(&stored)).into_response()
}

/// `/m/<token>/otn`, `/m/<token>/pgn`: a tafl match's record in OpenTafl's or
/// hnefatafl.org's format.
async fn match_file(State(web): State<Shared>, Path((token, format)): Path<(String, String)>) -> Response {
    let Some(format) = crate::tafl_formats::Format::named(&format) else { return not_found().await };
    let stored = match web.stored_match(&token).await {
        Ok(stored) => stored,
        Err(response) => return response,
    };
    let Ok(text) = crate::tafl_formats::export(&stored, format) else { return not_found().await };
    let name = format!("attachment; filename=\"match-{}.{}\"", stored.id, format.extension());
    let headers = [(header::CONTENT_TYPE, "text/plain; charset=utf-8".to_owned()), (header::CONTENT_DISPOSITION, name)];
    (headers, text).into_response()
}

/// `/p/<token>`: a player's page in a community.
async fn player(State(web): State<Shared>, Path(token): Path<String>, headers: HeaderMap) -> Response {
    let page = match web.page(&token, PageKind::Player).await {
        Ok(page) => page,
        Err(response) => return response,
    };
    let record = match web.storage.player_record(&page.platform, &page.community, &page.subject).await {
        Ok(record) => record,
        Err(e) => return failed(e),
    };
    let mut user = [crate::model::User::new(&page.subject, &page.subject)];
    match user[0].computer() {
        Some(crate::model::Computer::Level(level)) => user[0] = crate::model::User::ai(level),
        Some(crate::model::Computer::Engine(name)) => user[0] = crate::model::User::engine(&name),
        None => {}
    }
    if let Err(e) = web.storage.name_as_last_seen(&page.platform, &mut user).await {
        return failed(e.into());
    }
    Html(player_page::player_page(&user[0].name, &record, lang(&headers)).into_string()).into_response()
}

async fn tournament_page(State(web): State<Shared>, Path(token): Path<String>, headers: HeaderMap) -> Response {
    let stored = match web.tournament(&token).await {
        Ok(stored) => stored,
        Err(response) => return response,
    };
    // The games' pages were made with the games: reading this page writes nothing.
    let links = match web.storage.tournament_match_tokens(stored.id).await {
        Ok(links) => links,
        Err(e) => return failed(e.into()),
    };
    Html(pages::tournament_page(&stored, &links, &token, lang(&headers)).into_string()).into_response()
}

async fn tournament_png(State(web): State<Shared>, Path(token): Path<String>, headers: HeaderMap) -> Response {
    match web.tournament(&token).await {
        Ok(stored) => table_png(&web, pages::standings_table(&stored, lang(&headers))).await,
        Err(response) => response,
    }
}

/// A leaderboard's rows: people only, unless `?all=1` asks for the AI's rows too.
#[derive(Deserialize)]
struct RankingQuery {
    all: Option<u8>,
}

impl RankingQuery {
    fn humans(&self) -> bool {
        self.all.is_none_or(|all| all == 0)
    }
}

async fn ranking(web: &Web, token: &str, humans: bool) -> Result<(WebPage, Vec<crate::storage::Ranked>), Response> {
    let page = web.page(token, PageKind::Leaderboard).await?;
    match web.storage.ranking(&page.platform, &page.community, &page.subject, humans, 100).await {
        Ok(rows) => Ok((page, rows)),
        Err(e) => Err(failed(e.into())),
    }
}

async fn leaderboard_page(
    State(web): State<Shared>,
    Path(token): Path<String>,
    Query(query): Query<RankingQuery>,
    headers: HeaderMap,
) -> Response {
    let humans = query.humans();
    match ranking(&web, &token, humans).await {
        Ok((page, rows)) => {
            let html = pages::leaderboard_page(&page.subject, &rows, &token, humans, lang(&headers));
            Html(html.into_string()).into_response()
        }
        Err(response) => response,
    }
}

async fn leaderboard_png(
    State(web): State<Shared>,
    Path(token): Path<String>,
    Query(query): Query<RankingQuery>,
    headers: HeaderMap,
) -> Response {
    match ranking(&web, &token, query.humans()).await {
        Ok((page, rows)) => table_png(&web, pages::leaderboard_table(&page.subject, &rows, lang(&headers))).await,
        Err(response) => response,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_trusted_proxy_may_name_the_client() {
        let (proxy, client): (IpAddr, IpAddr) = ("10.0.0.1".parse().unwrap(), "203.0.113.7".parse().unwrap());
        let liar = "198.51.100.9";
        let mut headers = HeaderMap::new();
        headers.insert("x-forwarded-for", format!("{liar}, {client}").parse().unwrap());
        let behind = ClientAddress { trusted_proxy: Some(proxy) };
        assert_eq!(behind.of(proxy, &headers), client, "the address the proxy appended, not the client's word");
        let stranger: IpAddr = "192.0.2.44".parse().unwrap();
        assert_eq!(behind.of(stranger, &headers), stranger, "anyone else's header is ignored");
        assert_eq!(ClientAddress { trusted_proxy: None }.of(proxy, &headers), proxy, "no proxy trusted by default");
        assert_eq!(behind.of(proxy, &HeaderMap::new()), proxy, "no header: the proxy itself");
    }
}
