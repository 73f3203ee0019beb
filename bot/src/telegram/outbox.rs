//! Per-chat outboxes. Telegram lets a bot send about 20 messages a minute to a group, and
//! teloxide's `Throttle` holds back a request until its chat may be written to. Replies
//! therefore wait in their chat's outbox and are sent by that chat's own task: handling
//! updates never waits on sending, so one busy chat never stalls the dispatcher or any
//! other chat.
//!
//! When a chat's replies back up, the answers to requests that only show something (help,
//! the board, a record…) beyond a few waiting are dropped; the replies to moves,
//! challenges and clock events are never dropped.

use std::collections::{HashMap, VecDeque};
use std::panic::AssertUnwindSafe;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use futures::FutureExt;
use tokio::sync::Notify;

use super::buttons::Buttons;
use super::outgoing::{self, TgBot};
use super::picking::Pickers;
use crate::core::{Core, Incoming, Outgoing};

/// The most answers to "show me" requests that wait in one chat's outbox; more are dropped.
const SHOWN_WAITING: usize = 4;
/// How long an empty outbox's task lingers before it ends.
const IDLE: Duration = Duration::from_secs(60);

/// Whether a reply may be dropped when its chat backs up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Answers a request that changed nothing.
    Shown,
    /// Tells of a change: a move, a challenge, a clock event. Never dropped.
    Change,
}

/// One chat's share of a reply.
struct Item {
    out: Vec<Outgoing>,
    kind: Kind,
    /// The message this item answers in its own chat: the core is told once it is sent.
    answers: Option<Incoming>,
}

#[derive(Default)]
struct Queue {
    items: Mutex<VecDeque<Item>>,
    ready: Notify,
}

pub struct Outboxes {
    bot: TgBot,
    core: Arc<Core>,
    /// The messages sent with buttons.
    pub buttons: Buttons,
    /// Each chat's latest picker.
    pickers: Pickers,
    chats: Mutex<HashMap<String, Arc<Queue>>>,
    /// Items queued or being sent, in every chat.
    pending: AtomicUsize,
    /// Told whenever `pending` reaches zero.
    drained: Notify,
}

impl Outboxes {
    pub fn new(bot: TgBot, core: Arc<Core>) -> Arc<Outboxes> {
        Arc::new(Outboxes {
            bot,
            core,
            buttons: Buttons::default(),
            pickers: Pickers::default(),
            chats: Default::default(),
            pending: AtomicUsize::new(0),
            drained: Notify::new(),
        })
    }

    /// Each chat's latest picker.
    pub fn pickers(&self) -> &Pickers {
        &self.pickers
    }

    /// Queues a reply: each message goes to its chat's outbox, in order.
    pub fn post(self: &Arc<Self>, out: Vec<Outgoing>, kind: Kind) {
        self.post_answer(out, kind, None);
    }

    /// Queues the reply to `answers`, which the core is told was answered once its own
    /// chat's share is sent ([`Core::replied`]).
    pub fn post_answer(self: &Arc<Self>, out: Vec<Outgoing>, kind: Kind, answers: Option<&Incoming>) {
        let by_chat = Outgoing::by_chat(out);
        let mut answers = answers.cloned();
        if let Some(msg) = answers.take_if(|msg| by_chat.iter().all(|(chat, _)| *chat != msg.channel.channel)) {
            self.core.replied(&msg);
        }
        let mut chats = self.chats.lock().unwrap_or_else(|p| p.into_inner());
        for (chat, out) in by_chat {
            let answers = answers.take_if(|msg| msg.channel.channel == chat);
            let queue = chats.entry(chat.clone()).or_insert_with(|| {
                let queue = Arc::new(Queue::default());
                tokio::spawn(self.clone().send_from(chat.clone(), queue.clone()));
                queue
            });
            let mut items = queue.items.lock().unwrap_or_else(|p| p.into_inner());
            if kind == Kind::Shown && items.iter().filter(|i| i.kind == Kind::Shown).count() >= SHOWN_WAITING {
                tracing::warn!(chat, "a busy chat's outbox is full: an answer that only shows something is dropped");
                continue;
            }
            items.push_back(Item { out, kind, answers });
            self.pending.fetch_add(1, Ordering::SeqCst);
            queue.ready.notify_one();
        }
    }

    /// One chat's task: sends its outbox in order; ends once the outbox stayed empty a while.
    async fn send_from(self: Arc<Self>, chat: String, queue: Arc<Queue>) {
        loop {
            let next = queue.items.lock().unwrap_or_else(|p| p.into_inner()).pop_front();
            let Some(item) = next else {
                if tokio::time::timeout(IDLE, queue.ready.notified()).await.is_err() {
                    let mut chats = self.chats.lock().unwrap_or_else(|p| p.into_inner());
                    if queue.items.lock().unwrap_or_else(|p| p.into_inner()).is_empty() {
                        chats.remove(&chat);
                        return;
                    }
                }
                continue;
            };
            let sent =
                AssertUnwindSafe(outgoing::deliver(&self.bot, &self.core, (&self.buttons, &self.pickers), item.out));
            if sent.catch_unwind().await.is_err() {
                tracing::error!(chat, "sending a reply panicked: the chat's next replies go on");
            }
            if let Some(msg) = &item.answers {
                self.core.replied(msg);
            }
            if self.pending.fetch_sub(1, Ordering::SeqCst) == 1 {
                self.drained.notify_waiters();
            }
        }
    }

    /// Waits until every outbox is empty, or `within` passed; whether they all emptied.
    pub async fn flush(&self, within: Duration) -> bool {
        tokio::time::timeout(within, async {
            while self.pending.load(Ordering::SeqCst) > 0 {
                let drained = self.drained.notified();
                if self.pending.load(Ordering::SeqCst) == 0 {
                    break;
                }
                drained.await;
            }
        })
        .await
        .is_ok()
    }
}
