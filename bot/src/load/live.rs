//! The hostile crowd of `load --live N`: the site is served on 127.0.0.1 behind a trusted
//! proxy (itself), and N live connections are opened to one running match's page, each
//! naming a client address of its own in `X-Forwarded-For`, as a crowd behind a reverse
//! proxy would. Every connection is held open, refused or not, as an attacker would hold
//! it; the site's caps and header timeout decide how many stay.

use std::net::SocketAddr;
use std::sync::Arc;

use anyhow::Context;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

use crate::storage::{PageKind, Storage, WebPage};
use crate::web::{Limits, Web};

/// Connections being opened at once.
const OPENING_AT_ONCE: usize = 64;

/// What the crowd met.
#[derive(Clone, Copy, Debug, Default)]
pub struct Crowd {
    pub asked: usize,
    /// Answered with a stream.
    pub admitted: usize,
    /// Answered 503 (all live places taken) or 429 (too many from one client).
    pub refused: usize,
    /// Not answered with a status (a connection refused or reset).
    pub failed: usize,
    /// Live connections the site counted once the crowd was in.
    pub live_open: usize,
    /// The process's resident memory before and after the crowd came in, in KiB.
    pub rss_before_kib: u64,
    pub rss_after_kib: u64,
}

/// The site and the crowd's connections, held until dropped.
pub struct Held {
    pub web: Arc<Web>,
    pub crowd: Crowd,
    _streams: Vec<TcpStream>,
}

/// Serves the site on `storage`, opens `count` live connections to match `id`'s page
/// (of `platform` and `community`), and holds them.
pub async fn crowd(
    storage: &Storage,
    renderer: Arc<render::Renderer>,
    (platform, community, id): (&str, &str, i64),
    count: usize,
) -> anyhow::Result<Held> {
    let limits = Limits { trusted_proxy: Some([127, 0, 0, 1].into()), ..Limits::default() };
    let web = Web::open(storage, renderer, limits, Arc::new(crate::core::SystemClock)).await?;
    let bound = crate::web::start("127.0.0.1:0".parse().expect("an address"), web.clone()).await?;
    let page = WebPage {
        kind: PageKind::Match,
        platform: platform.to_owned(),
        community: community.to_owned(),
        subject: id.to_string(),
    };
    let token = storage.web_token(&page, 0).await?;
    let rss_before_kib = super::current_rss_kib().unwrap_or_default();
    let mut crowd = Crowd { asked: count, rss_before_kib, ..Crowd::default() };
    let mut streams = Vec::with_capacity(count);
    for first in (0..count).step_by(OPENING_AT_ONCE) {
        let opening = (first..count.min(first + OPENING_AT_ONCE)).map(|n| open(bound, &token, n));
        for opened in futures::future::join_all(opening).await {
            match opened {
                Ok((200, stream)) => {
                    crowd.admitted += 1;
                    streams.push(stream);
                }
                Ok((_, stream)) => {
                    crowd.refused += 1;
                    streams.push(stream);
                }
                Err(_) => crowd.failed += 1,
            }
        }
    }
    crowd.live_open = web.live_connections();
    crowd.rss_after_kib = super::current_rss_kib().unwrap_or_default();
    Ok(Held { web, crowd, _streams: streams })
}

/// Opens the `n`th live connection and reads its answer's status.
async fn open(site: SocketAddr, token: &str, n: usize) -> anyhow::Result<(u16, TcpStream)> {
    let mut stream = TcpStream::connect(site).await?;
    let client = format!("10.{}.{}.{}", (n >> 16) & 255, (n >> 8) & 255, n & 255);
    let request = format!("GET /m/{token}/live HTTP/1.1\r\nHost: load\r\nX-Forwarded-For: {client}\r\n\r\n");
    stream.write_all(request.as_bytes()).await?;
    let mut head = [0u8; 12];
    stream.read_exact(&mut head).await?;
    let status = std::str::from_utf8(&head[9..12])?.parse().context("a status")?;
    Ok((status, stream))
}
