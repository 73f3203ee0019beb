//! Playing from the board: a player's own page of a match (`/play/<key>`, the key a
//! signed, expiring [`SeatKey`]), their view of the board with its squares clickable, and
//! the presses that walk the chat's own pickers (`/play/<key>/press?data=…`). The move
//! goes through the chat core's path: the version is checked, the move committed, the
//! channel told; the page then follows the match live like any other.

use axum::extract::{Path, Query, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode};
use axum::response::{Html, IntoResponse, Response};
use engine::{Seat, Viewer};
use serde::Deserialize;

use super::pages::{self, PlayerPart};
use super::{PlyQuery, Shared, Web, failed, lang, not_found, png};
use crate::core::{Address, Picker, Pressed, Scope, first_step};
use crate::i18n::Lang;
use crate::model::{Status, StoredMatch};
use crate::seat_link::{Refused, SeatKey};
use crate::storage::{PageKind, WebPage};

/// The longest press read: a picker's data is far shorter.
const DATA_MAX: usize = 64;

/// A player's seat in a match, as a valid key names it.
pub(super) struct Seated {
    pub key: SeatKey,
    pub stored: StoredMatch,
    pub seat: Seat,
    /// The match's public page, whose token the player's page needs.
    pub page: WebPage,
}

impl Web {
    /// The site's signing key, read once.
    pub(super) async fn secret(&self) -> Result<&[u8], Response> {
        let secret = self.secret.get_or_try_init(|| self.storage.site_secret()).await;
        secret.map(Vec::as_slice).map_err(|e| failed(e.into()))
    }

    /// The seat `key` names, if the key is this site's, unexpired, and its user still
    /// plays that match in a community whose pages are on; refused with a page saying why.
    pub(super) async fn seated(&self, key: &str, lang: Lang) -> Result<Seated, Response> {
        let secret = self.secret().await?;
        let key = match SeatKey::verify(key, secret, self.clock.now_ms()) {
            Ok(key) => key,
            Err(refused) => return Err(refused_page(refused, lang)),
        };
        let stored = match self.storage.match_by_id(key.match_id).await {
            Ok(Some(stored)) if stored.channel.platform == key.platform => stored,
            Ok(_) => return Err(not_found().await),
            Err(e) => return Err(failed(e)),
        };
        let Some(seat) = stored.players.iter().position(|p| p.id == key.user_id).map(|i| Seat(i as u8)) else {
            return Err(refused_page(Refused::Forged, lang));
        };
        let page = WebPage {
            kind: PageKind::Match,
            platform: stored.channel.platform.clone(),
            community: stored.community.clone(),
            subject: stored.id.to_string(),
        };
        match self.storage.web_on(&page.platform, &page.community).await {
            Ok(true) => {}
            Ok(false) => return Err(not_found().await),
            Err(e) => return Err(failed(e.into())),
        }
        Ok(Seated { key, stored, seat, page })
    }
}

/// A refused key's page: forged and expired keys are told apart, nothing else is said.
fn refused_page(refused: Refused, lang: Lang) -> Response {
    let key = match refused {
        Refused::Forged => "web-key-forged",
        Refused::Expired => "web-key-expired",
    };
    (StatusCode::FORBIDDEN, Html(pages::refused(key, lang).into_string())).into_response()
}

/// The picker `seat` has now: its decision in the channel, else its secret one.
fn picker_now(stored: &StoredMatch, seat: Seat, lang: Lang) -> Option<Picker> {
    if stored.status != Status::Active {
        return None;
    }
    [Scope::Channel, Scope::Private]
        .into_iter()
        .find_map(|scope| first_step(lang, stored.id, stored.version, &stored.game, seat, scope))
}

/// `/play/<key>`: the match page as its player sees it.
pub(super) async fn player_page(
    State(web): State<Shared>,
    Path(key): Path<String>,
    Query(query): Query<PlyQuery>,
    headers: HeaderMap,
) -> Response {
    let lang = lang(&headers);
    let mut seated = match web.seated(&key, lang).await {
        Ok(seated) => seated,
        Err(response) => return response,
    };
    let platform = seated.stored.channel.platform.clone();
    if let Err(e) = web.storage.name_as_last_seen(&platform, &mut seated.stored.players).await {
        return failed(e.into());
    }
    // The token of the match's public page (its live updates, other plies' boards): made
    // with the match; a match older than that has it made at its first view.
    let token = match web.storage.page_token(&seated.page).await {
        Ok(Some(token)) => token,
        Ok(None) => match web.storage.web_token(&seated.page, web.clock.now_ms()).await {
            Ok(token) => token,
            Err(e) => return failed(e.into()),
        },
        Err(e) => return failed(e.into()),
    };
    let moment = match web.moment(&seated.stored).await {
        Ok(moment) => moment,
        Err(response) => return response,
    };
    let renderer = web.renderer.clone();
    let drawn = tokio::task::spawn_blocking(move || {
        let Seated { stored, seat, .. } = &seated;
        let steps = stored.game.replay_steps()?;
        let last = steps.len() - 1;
        let ply = query.ply.unwrap_or(last).min(last);
        let player = PlayerPart {
            key: &key,
            picker: picker_now(stored, *seat, lang),
            spots: renderer.spots(&stored.game.view(Viewer::Player(*seat))),
            note: None,
        };
        anyhow::Ok(pages::match_page(stored, &steps, ply, &token, &moment, Some(&player), lang).into_string())
    });
    match drawn.await {
        Ok(Ok(page)) => framable(Html(page).into_response()),
        Ok(Err(e)) => failed(e),
        Err(e) => failed(e.into()),
    }
}

/// `/play/<key>/board`: the board now, as its player sees it (their secrets too).
pub(super) async fn player_board(State(web): State<Shared>, Path(key): Path<String>, headers: HeaderMap) -> Response {
    let Seated { stored, seat, .. } = match web.seated(&key, lang(&headers)).await {
        Ok(seated) => seated,
        Err(response) => return response,
    };
    let renderer = web.renderer.clone();
    let drawn = tokio::task::spawn_blocking(move || {
        renderer.png_named(&stored.game.view(Viewer::Player(seat)), &crate::model::names(&stored.players))
    });
    match drawn.await {
        Ok(bytes) => {
            let mut response = png(&bytes);
            // The player's own view: never kept by a cache shared with others.
            response.headers_mut().insert("cache-control", HeaderValue::from_static("private, no-store"));
            response
        }
        Err(e) => failed(e.into()),
    }
}

#[derive(Deserialize)]
pub(super) struct PressQuery {
    data: String,
}

/// `POST /play/<key>/press?data=…`: one press on the player's picker. Answers the
/// picker's section of the page, as it is after the press; a move played is marked by
/// the `x-played` header (the page then reloads its board and moves).
pub(super) async fn press(
    State(web): State<Shared>,
    Path(key): Path<String>,
    Query(query): Query<PressQuery>,
    headers: HeaderMap,
) -> Response {
    let lang = lang(&headers);
    let seated = match web.seated(&key, lang).await {
        Ok(seated) => seated,
        Err(response) => return response,
    };
    // A key acts in its own match only.
    let address = Address::parse(&query.data).filter(|_| query.data.len() <= DATA_MAX);
    if address.is_none_or(|address| address.id != seated.key.match_id) {
        return refused_page(Refused::Forged, lang);
    }
    let Some(core) = web.core.get() else {
        return (StatusCode::SERVICE_UNAVAILABLE, "the chat core is not running").into_response();
    };
    let author = seated.stored.players[seated.seat.index()].clone();
    let pressed = core.press_on_page(&seated.key.platform, &seated.stored.community, author, &query.data).await;
    let (picker, note, played) = match pressed {
        Pressed::Step(step) => (Some(step), None, false),
        Pressed::Private { step, text } => (Some(step), Some(text), false),
        Pressed::Note { text, fresh } => (fresh, Some(text), false),
        Pressed::Over(text) => (None, Some(text), true),
        Pressed::Played { out, text } => {
            let said: Vec<String> = out.iter().filter_map(said_text).collect();
            let note = std::iter::once(text).chain(said).collect::<Vec<_>>().join("\n");
            let fresh = match web.storage.match_by_id(seated.key.match_id).await {
                Ok(Some(stored)) => picker_now(&stored, seated.seat, lang),
                Ok(None) => None,
                Err(e) => return failed(e),
            };
            (fresh, Some(note), true)
        }
    };
    let player = PlayerPart { key: &key, picker, spots: render::Spots::default(), note };
    let mut response = Html(pages::play_section(&player, lang).into_string()).into_response();
    if played {
        response.headers_mut().insert("x-played", HeaderValue::from_static("1"));
    }
    response
}

/// The text of a reply said to the presser.
fn said_text(item: &crate::core::Outgoing) -> Option<String> {
    match item {
        crate::core::Outgoing::Channel { text, .. } => Some(text.clone()),
        crate::core::Outgoing::File { caption, .. } => Some(caption.clone()),
        crate::core::Outgoing::Private { .. } | crate::core::Outgoing::Summary { .. } => None,
    }
}

/// Marks a page that Telegram may show inside its apps (the Mini App, and the player's
/// page it opens): see [`super::guarded`].
pub(super) fn framable(mut response: Response) -> Response {
    response.extensions_mut().insert(super::Framable);
    response
}
