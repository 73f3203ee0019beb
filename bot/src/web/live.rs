//! A running match's page follows it through server-sent events: an `update` event each
//! time the match is written, after which the page's script fetches the page again.
//!
//! However many pages watch a match, one poller follows it: it wakes on this process's
//! writes (and, on PostgreSQL, every process's, through `NOTIFY`), reads the match's
//! version, and hands it to every watcher through a `watch` channel. Without
//! notifications from other processes (SQLite) it also reads the version every two
//! seconds; with them, every thirty, in case a notification was lost with a connection.
//! The poller stops when its last watcher leaves, and when the match ends: its watchers
//! get a last `update` and are closed, and a page of a finished match is answered
//! `204 No Content`, which tells the browser to stop asking.
//!
//! Live connections are counted: at most [`super::Limits::max_live`] in all and
//! [`super::Limits::live_per_address`] per client address; past that the answer is `503`
//! or `429`, and the page simply stays as it is.

use std::collections::HashMap;
use std::convert::Infallible;
use std::net::{IpAddr, SocketAddr};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::extract::{ConnectInfo, Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use tokio::sync::broadcast::error::RecvError;
use tokio::sync::watch;

use super::Shared;
use crate::storage::{MatchState, PageKind, Storage};

/// How often a poller reads its match's version when nothing tells it of other
/// processes' writes.
const POLL: Duration = Duration::from_secs(2);
/// How often it does when PostgreSQL's notifications do.
const POLL_NOTIFIED: Duration = Duration::from_secs(30);

/// What a watcher is told: the match's version, and whether it still runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Seen {
    version: i64,
    running: bool,
}

impl From<&MatchState> for Seen {
    fn from(state: &MatchState) -> Seen {
        Seen { version: state.version, running: state.running }
    }
}

/// The live connections open, in all and by client address.
#[derive(Default)]
struct Open {
    total: usize,
    by_address: HashMap<IpAddr, usize>,
}

/// The matches watched and the connections watching.
pub struct Watchers {
    storage: Storage,
    poll: Duration,
    max_total: usize,
    per_address: usize,
    /// One poller's channel per watched match.
    watched: Mutex<HashMap<i64, Arc<watch::Sender<Seen>>>>,
    open: Arc<Mutex<Open>>,
}

/// A live connection's place among those counted, given back when it closes.
struct Place {
    open: Arc<Mutex<Open>>,
    address: IpAddr,
}

impl Drop for Place {
    fn drop(&mut self) {
        let mut open = self.open.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        open.total -= 1;
        if let Some(count) = open.by_address.get_mut(&self.address) {
            *count -= 1;
            if *count == 0 {
                open.by_address.remove(&self.address);
            }
        }
    }
}

/// Why a live connection was refused.
enum Refused {
    Full,
    TooManyFromAddress,
}

impl Watchers {
    /// Watchers reading `storage`; `notified` when it carries other processes' writes.
    pub fn new(storage: Storage, notified: bool, max_total: usize, per_address: usize) -> Watchers {
        Watchers {
            storage,
            poll: if notified { POLL_NOTIFIED } else { POLL },
            max_total,
            per_address,
            watched: Mutex::default(),
            open: Arc::default(),
        }
    }

    /// The live connections open now.
    pub fn open(&self) -> usize {
        self.open.lock().unwrap_or_else(std::sync::PoisonError::into_inner).total
    }

    /// The matches watched now.
    pub fn watched(&self) -> usize {
        self.watched.lock().unwrap_or_else(std::sync::PoisonError::into_inner).len()
    }

    /// How many pages follow match `id` live now.
    pub fn watching(&self, id: i64) -> usize {
        let watched = self.watched.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        watched.get(&id).map_or(0, |sender| sender.receiver_count())
    }

    /// A place for one more connection from `address`, unless the caps are reached.
    fn admit(&self, address: IpAddr) -> Result<Place, Refused> {
        let mut open = self.open.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        if open.total >= self.max_total {
            return Err(Refused::Full);
        }
        let count = open.by_address.entry(address).or_default();
        if *count >= self.per_address {
            return Err(Refused::TooManyFromAddress);
        }
        *count += 1;
        open.total += 1;
        Ok(Place { open: self.open.clone(), address })
    }

    /// A watch on match `id`, last seen as `seen`: its poller's, started if none runs.
    fn watch(self: &Arc<Self>, id: i64, seen: Seen) -> watch::Receiver<Seen> {
        let mut watched = self.watched.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        if let Some(sender) = watched.get(&id) {
            return sender.subscribe();
        }
        let (sender, receiver) = watch::channel(seen);
        let sender = Arc::new(sender);
        watched.insert(id, sender.clone());
        tokio::spawn(self.clone().follow(id, sender));
        receiver
    }

    /// The poller of match `id`: until its last watcher leaves or the match ends.
    async fn follow(self: Arc<Self>, id: i64, sender: Arc<watch::Sender<Seen>>) {
        let mut changes = self.storage.match_changes();
        let mut poll = tokio::time::interval(self.poll);
        poll.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        poll.tick().await;
        loop {
            tokio::select! {
                () = sender.closed() => {
                    if self.forget_unwatched(id) {
                        return;
                    }
                    // Someone started watching as the last one left: follow on for them.
                    continue;
                }
                change = changes.recv() => match change {
                    Ok(changed) if changed != id => continue,
                    // A lagging poller may have missed its match's write: it reads anyway.
                    Ok(_) | Err(RecvError::Lagged(_)) => {}
                    Err(RecvError::Closed) => return self.forget(id),
                },
                _ = poll.tick() => {}
            }
            match self.storage.match_state(id).await {
                Ok(Some(state)) => {
                    let seen = Seen::from(&state);
                    sender.send_if_modified(|last| std::mem::replace(last, seen) != seen);
                    if !seen.running {
                        // The watchers read the last version, then their streams end.
                        return self.forget(id);
                    }
                }
                Ok(None) => return self.forget(id),
                Err(e) => tracing::warn!(id, error = %e, "a live page cannot read its match"),
            }
        }
    }

    /// Stops following `id` if nobody watches it; whether it stopped.
    fn forget_unwatched(&self, id: i64) -> bool {
        let mut watched = self.watched.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        let unwatched = watched.get(&id).is_none_or(|sender| sender.receiver_count() == 0);
        if unwatched {
            watched.remove(&id);
        }
        unwatched
    }

    fn forget(&self, id: i64) {
        self.watched.lock().unwrap_or_else(std::sync::PoisonError::into_inner).remove(&id);
    }
}

pub async fn events(
    State(web): State<Shared>,
    Path(token): Path<String>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
) -> Response {
    let page = match web.page(&token, PageKind::Match).await {
        Ok(page) => page,
        Err(response) => return response,
    };
    let Ok(id) = page.subject.parse::<i64>() else { return StatusCode::NOT_FOUND.into_response() };
    let place = match web.live.admit(web.client.of(peer.ip(), &headers)) {
        Ok(place) => place,
        Err(Refused::Full) => return StatusCode::SERVICE_UNAVAILABLE.into_response(),
        Err(Refused::TooManyFromAddress) => return StatusCode::TOO_MANY_REQUESTS.into_response(),
    };
    let state = match web.storage.match_state(id).await {
        Ok(Some(state)) if state.community == page.community => state,
        Ok(_) => return super::not_found().await,
        Err(e) => return super::failed(e.into()),
    };
    if !state.running {
        // Nothing more will happen: the browser stops asking.
        return StatusCode::NO_CONTENT.into_response();
    }
    let receiver = web.live.watch(id, Seen::from(&state));
    let updates = futures::stream::unfold(
        (receiver, state.version, Some(place)),
        move |(mut receiver, mut version, place)| async move {
            // After the last update of a finished match, the stream ends.
            let place = place?;
            loop {
                let seen = *receiver.borrow_and_update();
                if seen.version != version {
                    version = seen.version;
                    let event = Event::default().event("update").data(id.to_string());
                    let place = seen.running.then_some(place);
                    return Some((Ok::<_, Infallible>(event), (receiver, version, place)));
                }
                // The poller stopped (the match ended, or vanished): nothing more comes.
                receiver.changed().await.ok()?;
            }
        },
    );
    Sse::new(updates).keep_alive(KeepAlive::default()).into_response()
}
