//! The periodic sweep of one platform: challenges that expired, clock alarms, matches set
//! aside, tournaments to move on, and the matches kept in memory that fell idle. Processes sharing a database take turns through a lease
//! per platform, so that one sweeper acts at a time and nothing is announced twice.

use engine::Message;

use crate::core::{Core, Outgoing};

/// How long a platform delivery id is remembered to ignore a second delivery.
const DELIVERY_MEMORY_MS: i64 = 24 * 60 * 60 * 1000;
/// How long a sweep lease lasts unless renewed; adapters sweep every 5 s, so a holder
/// that stopped is replaced within this.
const LEASE_MS: i64 = 15_000;
/// How long a running match nobody touched stays decoded in memory: an idle channel
/// costs nothing, and its match is read again when it is next needed.
const DECODED_IDLE: std::time::Duration = std::time::Duration::from_secs(10 * 60);

impl Core {
    /// Sweeps `platform` if this process holds its sweep lease (taking or renewing it):
    /// announces challenges that expired, rings due clock alarms, tells channels whose match
    /// was set aside, and moves tournaments on. Adapters call this periodically; a failure
    /// of one part is logged and never stops the others.
    pub async fn sweep(&self, platform: &str) -> Vec<Outgoing> {
        let mut out = self.notices.take_held(platform);
        let now = self.clock.now_ms();
        self.stay_alive(now).await;
        self.storage.forget_idle(DECODED_IDLE);
        match self.storage.hold_lease(&format!("sweep:{platform}"), &self.instance, now, now + LEASE_MS).await {
            Ok(true) => {}
            Ok(false) => return out,
            Err(e) => {
                tracing::error!(error = %e, "cannot take the sweep lease");
                return out;
            }
        }
        let parts = [
            ("sweeping expired challenges failed", self.expire_challenges(platform).await),
            ("sweeping seeks failed", self.sweep_seeks(platform).await),
            ("applying clock alarms failed", self.apply_alarms(platform).await),
            ("telling about suspended matches failed", self.tell_suspended(platform).await),
            ("resuming tournaments failed", self.resume_tournaments(platform).await),
            ("announcing moves left unsent failed", self.announce_unsent(platform).await),
            ("sending the daily digests failed", self.due_digests(platform).await),
        ];
        for (failure, part) in parts {
            match part {
                Ok(mut said) => out.append(&mut said),
                Err(e) => tracing::error!(error = format!("{e:#}"), "{failure}"),
            }
        }
        if let Err(e) = self.storage.forget_deliveries(now - DELIVERY_MEMORY_MS).await {
            tracing::error!(error = %e, "forgetting old deliveries failed");
        }
        self.route_pings(&mut out).await;
        out
    }

    /// Gives up this process's sweep leases on a clean exit, so that a process started
    /// next sweeps at once instead of waiting for them to lapse.
    pub async fn release_leases(&self) {
        self.write_sent_marks().await;
        if let Err(e) = self.storage.release_leases(&self.instance).await {
            tracing::error!(error = %e, "cannot release the sweep leases; they lapse in 15 s");
        }
    }

    /// Each channel whose match was quarantined is told so, once.
    async fn tell_suspended(&self, platform: &str) -> anyhow::Result<Vec<Outgoing>> {
        let mut out = Vec::new();
        for suspended in self.storage.newly_suspended(platform).await? {
            let mut reply = self.reply_for(&suspended.channel).await?;
            reply.say(Message::new("match-suspended").num("id", suspended.id));
            out.append(&mut reply.out);
        }
        Ok(out)
    }
}
