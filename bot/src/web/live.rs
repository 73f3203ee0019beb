//! A running match's page follows it through server-sent events: an `update` event each
//! time this process writes the match. The page's script then fetches the page again.
//! Moves written by another process sharing the database reach a page served here on the
//! next reload.

use std::convert::Infallible;

use axum::extract::{Path, State};
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use tokio::sync::broadcast::error::RecvError;

use super::Shared;

pub async fn events(State(web): State<Shared>, Path(token): Path<String>) -> Response {
    let id = match web.stored_match(&token).await {
        Ok(stored) => stored.id,
        Err(response) => return response,
    };
    let changes = web.storage.match_changes();
    let updates = futures::stream::unfold(changes, move |mut changes| async move {
        loop {
            match changes.recv().await {
                Ok(changed) if changed != id => continue,
                // A lagging page may have missed its match's write: it fetches anyway.
                Ok(_) | Err(RecvError::Lagged(_)) => {
                    return Some((Ok::<_, Infallible>(Event::default().event("update").data(id.to_string())), changes));
                }
                Err(RecvError::Closed) => return None,
            }
        }
    });
    Sse::new(updates).keep_alive(KeepAlive::default()).into_response()
}
