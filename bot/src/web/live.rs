//! A running match's page follows it through server-sent events: an `update` event each
//! time the match is written. This process's writes are announced at once; every two
//! seconds the stored version is checked too, for writes by another process sharing the
//! database. The page's script then fetches the page again.

use std::convert::Infallible;
use std::time::Duration;

use axum::extract::{Path, State};
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use tokio::sync::broadcast::error::RecvError;

use super::Shared;

/// How often a live page also checks the stored version, for moves another process wrote.
const POLL: Duration = Duration::from_secs(2);

pub async fn events(State(web): State<Shared>, Path(token): Path<String>) -> Response {
    let (id, version) = match web.stored_match(&token).await {
        Ok(stored) => (stored.id, stored.version),
        Err(response) => return response,
    };
    let changes = web.storage.match_changes();
    let mut poll = tokio::time::interval(POLL);
    poll.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    let state = (changes, poll, version, web);
    let updates = futures::stream::unfold(state, move |(mut changes, mut poll, mut version, web)| async move {
        loop {
            let changed = tokio::select! {
                change = changes.recv() => match change {
                    Ok(changed) => changed == id,
                    // A lagging page may have missed its match's write: it fetches anyway.
                    Err(RecvError::Lagged(_)) => true,
                    Err(RecvError::Closed) => return None,
                },
                _ = poll.tick() => match web.storage.match_version(id).await {
                    Ok(Some(stored)) => stored != version,
                    Ok(None) | Err(_) => false,
                },
            };
            if changed {
                version = web.storage.match_version(id).await.ok().flatten().unwrap_or(version);
                let event = Event::default().event("update").data(id.to_string());
                return Some((Ok::<_, Infallible>(event), (changes, poll, version, web)));
            }
        }
    });
    Sse::new(updates).keep_alive(KeepAlive::default()).into_response()
}
