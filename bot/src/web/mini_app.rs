//! The Telegram Mini App: the page Telegram opens inside the chat from a "Play on the
//! board" button (`/app/<match token>`). Telegram hands the page what it vouches for about
//! the user (`initData`), signed with a key derived from the bot's token; the page passes
//! it to `/app/<token>/session` in a header, where the signature is checked as Telegram
//! documents ("Validating data received via the Mini App"), and the user is sent to their
//! own page as a player (a personal key, as `board link` gives) or to the spectators'.

use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{Html, IntoResponse, Response};
use hmac::{Hmac, Mac};
use sha2::Sha256;

use super::play::framable;
use super::{Shared, failed, lang, pages};
use crate::seat_link::{LIFETIME_MS, SeatKey};
use crate::storage::PageKind;

/// How long Telegram's word about a user is believed after it was given (`auth_date`).
pub const INIT_DATA_MAX_AGE_S: i64 = 24 * 3600;

/// The longest `initData` read.
const INIT_DATA_MAX: usize = 4096;

/// Why `initData` is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InitDataRefused {
    /// Not signed with this bot's token, altered, or not `initData` at all.
    BadSignature,
    /// Signed, but given too long ago.
    Stale,
    /// Signed, but names no user.
    NoUser,
}

fn hmac_sha256(key: &[u8], message: &[u8]) -> Hmac<Sha256> {
    let mut mac = Hmac::<Sha256>::new_from_slice(key).expect("HMAC takes a key of any length");
    mac.update(message);
    mac
}

/// The id of the Telegram user that `init_data` (the query string Telegram gives a Mini
/// App) names, if it is signed for `bot_token` and was given within a day of `now_s`
/// (seconds since the epoch). The check is Telegram's: the key is HMAC-SHA-256 of the
/// bot's token keyed with `WebAppData`; the signature (`hash`) is HMAC-SHA-256 with that
/// key of every other field as `key=value`, sorted by key, one per line.
pub fn telegram_user(init_data: &str, bot_token: &str, now_s: i64) -> Result<String, InitDataRefused> {
    if init_data.len() > INIT_DATA_MAX {
        return Err(InitDataRefused::BadSignature);
    }
    let mut fields: Vec<(String, String)> = url::form_urlencoded::parse(init_data.as_bytes()).into_owned().collect();
    let at = fields.iter().position(|(k, _)| k == "hash").ok_or(InitDataRefused::BadSignature)?;
    let hash = fields.remove(at).1;
    let signature = hex(&hash).ok_or(InitDataRefused::BadSignature)?;
    fields.sort();
    let check: Vec<String> = fields.iter().map(|(k, v)| format!("{k}={v}")).collect();
    let key = hmac_sha256(b"WebAppData", bot_token.as_bytes()).finalize().into_bytes();
    hmac_sha256(&key, check.join("\n").as_bytes())
        .verify_slice(&signature)
        .map_err(|_| InitDataRefused::BadSignature)?;
    let field = |name: &str| fields.iter().find(|(k, _)| k == name).map(|(_, v)| v.as_str());
    let given: i64 = field("auth_date").and_then(|d| d.parse().ok()).ok_or(InitDataRefused::Stale)?;
    if now_s - given > INIT_DATA_MAX_AGE_S {
        return Err(InitDataRefused::Stale);
    }
    let user: serde_json::Value =
        field("user").and_then(|u| serde_json::from_str(u).ok()).ok_or(InitDataRefused::NoUser)?;
    user.get("id").and_then(serde_json::Value::as_i64).map(|id| id.to_string()).ok_or(InitDataRefused::NoUser)
}

fn hex(text: &str) -> Option<Vec<u8>> {
    if text.len() != 64 {
        return None;
    }
    (0..32).map(|i| u8::from_str_radix(text.get(2 * i..2 * i + 2)?, 16).ok()).collect()
}

/// `/app/<token>`: the page Telegram opens; its script signs the user in.
pub(super) async fn app_page(State(web): State<Shared>, Path(token): Path<String>, headers: HeaderMap) -> Response {
    if let Err(response) = web.page(&token, PageKind::Match).await {
        return response;
    }
    framable(Html(pages::app_page(&token, lang(&headers)).into_string()).into_response())
}

/// `POST /app/<token>/session` with Telegram's `initData` in `x-telegram-init-data`:
/// where the user goes, as text (their own page as a player, else the spectators').
pub(super) async fn session(State(web): State<Shared>, Path(token): Path<String>, headers: HeaderMap) -> Response {
    let page = match web.page(&token, PageKind::Match).await {
        Ok(page) => page,
        Err(response) => return response,
    };
    let Some(bot_token) = web.telegram_token.get() else {
        return (StatusCode::NOT_FOUND, "this bot runs no Telegram Mini App").into_response();
    };
    let init_data = headers.get("x-telegram-init-data").and_then(|v| v.to_str().ok()).unwrap_or_default();
    let now = web.clock.now_ms();
    let user = match telegram_user(init_data, bot_token, now / 1000) {
        Ok(user) => user,
        Err(refused) => {
            tracing::info!(?refused, "a Mini App's initData was refused");
            return (StatusCode::FORBIDDEN, "Telegram's signature does not check out").into_response();
        }
    };
    let Ok(id) = page.subject.parse::<i64>() else { return StatusCode::NOT_FOUND.into_response() };
    let stored = match web.match_of(&page, id).await {
        Ok(stored) => stored,
        Err(response) => return response,
    };
    let plays = page.platform == "telegram" && stored.players.iter().any(|p| p.id == user);
    if !plays {
        return format!("/m/{token}").into_response();
    }
    let secret = match web.secret().await {
        Ok(secret) => secret,
        Err(response) => return response,
    };
    let key = SeatKey { match_id: id, platform: page.platform, user_id: user, expires: now + LIFETIME_MS };
    match key.sign(secret) {
        signed if signed.len() <= crate::seat_link::KEY_MAX => format!("/play/{signed}").into_response(),
        _ => failed(anyhow::anyhow!("a personal key is too long")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const TOKEN: &str = "123456:ABC-DEF1234ghIkl-zyx57W2v1u123ew11";

    /// `initData` as Telegram builds it: the fields URL-encoded, and `hash` computed as
    /// its documentation says, independently of [`telegram_user`]'s code.
    fn signed(fields: &[(&str, &str)], bot_token: &str) -> String {
        let mut sorted: Vec<String> = fields.iter().map(|(k, v)| format!("{k}={v}")).collect();
        sorted.sort();
        let mut key = Hmac::<Sha256>::new_from_slice(b"WebAppData").unwrap();
        key.update(bot_token.as_bytes());
        let mut mac = Hmac::<Sha256>::new_from_slice(&key.finalize().into_bytes()).unwrap();
        mac.update(sorted.join("\n").as_bytes());
        let hash: String = mac.finalize().into_bytes().iter().map(|b| format!("{b:02x}")).collect();
        let mut query = url::form_urlencoded::Serializer::new(String::new());
        for (k, v) in fields {
            query.append_pair(k, v);
        }
        query.append_pair("hash", &hash);
        query.finish()
    }

    const USER: &str = r#"{"id":279058397,"first_name":"Vladislav","last_name":"Kibenko","username":"vdkfrost","language_code":"ru","is_premium":true,"allows_write_to_pm":true}"#;

    fn fields(auth_date: &str) -> Vec<(&'static str, String)> {
        vec![
            ("query_id", "AAHdF6IQAAAAAN0XohDhrOrc".to_owned()),
            ("user", USER.to_owned()),
            ("auth_date", auth_date.to_owned()),
            ("signature", "6fbdaab833d39f54518bd5c3eb3f511d035e68cb".to_owned()),
        ]
    }

    fn data(fields: &[(&'static str, String)], bot_token: &str) -> String {
        let borrowed: Vec<(&str, &str)> = fields.iter().map(|(k, v)| (*k, v.as_str())).collect();
        signed(&borrowed, bot_token)
    }

    #[test]
    fn init_data_signed_with_the_bots_token_names_its_user() {
        let init = data(&fields("1700000000"), TOKEN);
        assert_eq!(telegram_user(&init, TOKEN, 1_700_000_100), Ok("279058397".to_owned()));
    }

    #[test]
    fn init_data_signed_with_another_token_or_altered_is_refused() {
        let init = data(&fields("1700000000"), "654321:another-bot");
        assert_eq!(telegram_user(&init, TOKEN, 1_700_000_100), Err(InitDataRefused::BadSignature));
        // Another user's id put in place of the signed one.
        let good = data(&fields("1700000000"), TOKEN);
        let forged = good.replace("279058397", "279058398");
        assert_eq!(telegram_user(&forged, TOKEN, 1_700_000_100), Err(InitDataRefused::BadSignature));
        for junk in ["", "hash=00", "user=%7B%7D", &"a".repeat(INIT_DATA_MAX + 1)] {
            assert_eq!(telegram_user(junk, TOKEN, 0), Err(InitDataRefused::BadSignature), "{junk}");
        }
    }

    #[test]
    fn init_data_older_than_a_day_is_refused() {
        let init = data(&fields("1700000000"), TOKEN);
        let later = 1_700_000_000 + INIT_DATA_MAX_AGE_S + 1;
        assert_eq!(telegram_user(&init, TOKEN, later), Err(InitDataRefused::Stale));
    }

    #[test]
    fn init_data_without_a_user_names_nobody() {
        let mut without = fields("1700000000");
        without.retain(|(k, _)| *k != "user");
        assert_eq!(telegram_user(&data(&without, TOKEN), TOKEN, 1_700_000_000), Err(InitDataRefused::NoUser));
    }
}
