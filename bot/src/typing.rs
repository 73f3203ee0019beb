//! The platform's typing indicator while a message takes long to answer (a think of the
//! computer's, mostly): shown after [`SHOW_AFTER`], again every [`REPEAT`] (Telegram's and
//! Discord's last about five seconds and ten), until the answer is ready.

use std::time::Duration;

use futures::future::BoxFuture;

/// How long an answer may take before the channel sees the bot typing.
pub const SHOW_AFTER: Duration = Duration::from_secs(1);
/// How often the indicator is sent again while the answer is not ready.
pub const REPEAT: Duration = Duration::from_secs(4);

/// Runs `answer`, calling `typing` after [`SHOW_AFTER`] and every [`REPEAT`] until it is
/// done; the answer's result.
pub async fn while_typing<T>(answer: impl Future<Output = T>, typing: impl Fn() -> BoxFuture<'static, ()>) -> T {
    let answer = std::pin::pin!(answer);
    let indicator = async {
        tokio::time::sleep(SHOW_AFTER).await;
        loop {
            // Sent on its own: an answer ready meanwhile does not cut the request short.
            tokio::spawn(typing());
            tokio::time::sleep(REPEAT).await;
        }
    };
    tokio::select! {
        done = answer => done,
        () = indicator => unreachable!("the indicator repeats until the answer is ready"),
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;
    use std::sync::atomic::{AtomicUsize, Ordering};

    use super::*;

    #[tokio::test(start_paused = true)]
    async fn a_quick_answer_shows_no_indicator_and_a_slow_one_shows_it_until_done() {
        let shown = Arc::new(AtomicUsize::new(0));
        let count = || {
            let shown = shown.clone();
            move || -> BoxFuture<'static, ()> {
                shown.fetch_add(1, Ordering::SeqCst);
                Box::pin(async {})
            }
        };
        assert_eq!(while_typing(tokio::time::sleep(Duration::from_millis(900)), count()).await, ());
        assert_eq!(shown.load(Ordering::SeqCst), 0, "an answer within a second types nothing");
        while_typing(tokio::time::sleep(Duration::from_millis(9_500)), count()).await;
        assert_eq!(shown.load(Ordering::SeqCst), 3, "at 1 s, 5 s and 9 s");
    }
}
