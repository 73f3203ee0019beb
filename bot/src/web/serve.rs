//! The site's accept loop: at most so many connections at once (the next waits to be
//! accepted until one closes), and a client has a few seconds
//! ([`super::Limits::header_timeout`]) to send a request's header, also while a
//! kept-alive connection waits for its next request, so idle and trickling connections
//! do not hold places for ever.

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use axum::Router;
use axum::extract::ConnectInfo;
use hyper::body::Incoming;
use hyper_util::rt::{TokioIo, TokioTimer};
use tokio::net::TcpListener;
use tokio::sync::Semaphore;
use tower::ServiceExt;

/// How long the loop rests after failing to accept (out of file descriptors, say).
const ACCEPT_PAUSE: Duration = Duration::from_millis(100);

/// Serves `app` on `listener`, `max_connections` at a time, until the process ends.
pub async fn serve(listener: TcpListener, app: Router, max_connections: usize, header_timeout: Duration) {
    let places = Arc::new(Semaphore::new(max_connections.max(1)));
    loop {
        let Ok(place) = places.clone().acquire_owned().await else { return };
        let (stream, peer) = match listener.accept().await {
            Ok(accepted) => accepted,
            Err(e) => {
                tracing::warn!(error = %e, "cannot accept a web connection");
                tokio::time::sleep(ACCEPT_PAUSE).await;
                continue;
            }
        };
        let app = app.clone();
        let service = hyper::service::service_fn(move |mut request: hyper::Request<Incoming>| {
            request.extensions_mut().insert(ConnectInfo::<SocketAddr>(peer));
            app.clone().oneshot(request)
        });
        tokio::spawn(async move {
            let mut builder = hyper::server::conn::http1::Builder::new();
            builder.timer(TokioTimer::new()).header_read_timeout(header_timeout);
            if let Err(e) = builder.serve_connection(TokioIo::new(stream), service).await {
                tracing::debug!(%peer, error = %e, "a web connection ended in error");
            }
            drop(place);
        });
    }
}
