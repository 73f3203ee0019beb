//! `network`: a community's place in the network of communities (docs/network.md).
//! A moderator joins it under a name (`network on Tafl Club`), leaves it (`network off`:
//! nothing running ends), and blocks or unblocks another community by its name
//! (`network block Viking Hall`). Members read
//! the directory (`network communities`); a community outside the network sees nothing
//! of it but how to join.

use engine::Message;

use crate::core::notices::press::switch;
use crate::core::{Core, Incoming, Reply};
use crate::storage::{Member, Place};

/// The community a message comes from.
fn place_of(msg: &Incoming) -> Place {
    Place { platform: msg.channel.platform.clone(), community: msg.community.clone() }
}

/// A platform's name as the directory shows it.
pub(in crate::core) fn platform_title(platform: &str) -> String {
    match platform {
        "telegram" => "Telegram".into(),
        "discord" => "Discord".into(),
        other => other.to_owned(),
    }
}

/// `Tafl Club (Telegram)`.
pub(in crate::core) fn member_title(member: &Member) -> String {
    format!("{} ({})", member.name, platform_title(&member.place.platform))
}

impl Core {
    pub(in crate::core) async fn network(
        &self,
        msg: &Incoming,
        words: &[String],
        reply: &mut Reply,
    ) -> anyhow::Result<()> {
        let here = place_of(msg);
        let member = self.storage.network_member(&here).await?;
        let (first, rest) = match words.split_first() {
            Some((first, rest)) => (Some(first.to_lowercase()), rest),
            None => (None, &[][..]),
        };
        let moderating = matches!(
            first.as_deref(),
            Some("on" | "off" | "si" | "sì" | "no" | "block" | "blocca" | "unblock" | "sblocca")
        );
        if moderating && !self.is_moderator(msg) {
            reply.say(Message::new("network-not-moderator"));
            return Ok(());
        }
        match (first.as_deref(), &member) {
            (None, None) => reply.say(Message::new("network-state-out")),
            (None, Some(member)) => reply.say(Message::new("network-state-in").with("name", member_title(member))),
            (Some(word), _) if switch(word) == Some(true) => {
                return self.join_network(msg, &here, member.as_ref(), rest, reply).await;
            }
            (Some(word), None) if switch(word) == Some(false) => reply.say(Message::new("network-state-out")),
            (Some(word), Some(_)) if switch(word) == Some(false) => {
                self.storage.leave_network(&here).await?;
                reply.say(Message::new("network-left"));
            }
            (Some(_), None) => reply.say(Message::new("network-outside")),
            (Some("communities" | "comunità" | "comunita"), Some(_)) => self.network_directory(&here, reply).await?,
            (Some(word @ ("block" | "blocca" | "unblock" | "sblocca")), Some(_)) => {
                let block = matches!(word, "block" | "blocca");
                self.network_block(&here, &rest.join(" "), block, reply).await?;
            }
            (Some(_), Some(_)) => reply.say(Message::new("network-usage")),
        }
        Ok(())
    }

    /// `network on <name>`: joins, or renames; the name is needed to join.
    async fn join_network(
        &self,
        msg: &Incoming,
        here: &Place,
        member: Option<&Member>,
        name: &[String],
        reply: &mut Reply,
    ) -> anyhow::Result<()> {
        let name = crate::model::capped_name(&name.join(" "));
        let name = match (name.trim(), member) {
            ("", Some(member)) => member.name.clone(),
            ("", None) => {
                reply.say(Message::new("network-needs-name"));
                return Ok(());
            }
            (name, _) => name.to_owned(),
        };
        let taken = self.storage.network_members().await?.into_iter().any(|other| {
            other.place != *here && other.name.eq_ignore_ascii_case(&name) && other.place.platform == here.platform
        });
        if taken {
            reply.say(Message::new("network-name-taken").with("name", &name));
            return Ok(());
        }
        self.storage.join_network(here, &name, self.clock.now_ms()).await?;
        let title = format!("{name} ({})", platform_title(&msg.channel.platform));
        reply
            .say(Message::new(if member.is_some() { "network-renamed" } else { "network-joined" }).with("name", title));
        Ok(())
    }

    /// `network communities`: the directory, those `here` blocks marked.
    async fn network_directory(&self, here: &Place, reply: &mut Reply) -> anyhow::Result<()> {
        let blocked = self.storage.network_blocks(here).await?;
        let lines: Vec<String> = self
            .storage
            .network_members()
            .await?
            .iter()
            .map(|member| {
                let key = if member.place == *here {
                    "network-directory-here"
                } else if blocked.contains(&member.place) {
                    "network-directory-blocked"
                } else {
                    "network-directory-line"
                };
                reply.text(Message::new(key).with("name", member_title(member)))
            })
            .collect();
        reply.say(
            Message::new("network-directory").num("count", lines.len() as i64).with("communities", lines.join("\n")),
        );
        Ok(())
    }

    /// `network block|unblock <name>`: another member, by its name (and platform, when
    /// two platforms have one of that name: `Tafl Club (Telegram)`).
    async fn network_block(&self, here: &Place, name: &str, block: bool, reply: &mut Reply) -> anyhow::Result<()> {
        let name = name.trim();
        if name.is_empty() {
            reply.say(Message::new("network-usage"));
            return Ok(());
        }
        let members = self.storage.network_members().await?;
        let named: Vec<&Member> = members
            .iter()
            .filter(|m| m.place != *here)
            .filter(|m| m.name.eq_ignore_ascii_case(name) || member_title(m).eq_ignore_ascii_case(name))
            .collect();
        let other = match named.as_slice() {
            [other] => *other,
            [] => {
                reply.say(Message::new("network-unknown").with("name", name));
                return Ok(());
            }
            several => {
                let titles: Vec<String> = several.iter().map(|m| member_title(m)).collect();
                reply.say(Message::new("network-ambiguous").with("name", name).with("communities", titles.join(", ")));
                return Ok(());
            }
        };
        if block {
            self.storage.block_community(here, &other.place, self.clock.now_ms()).await?;
        } else {
            self.storage.unblock_community(here, &other.place).await?;
        }
        let key = if block { "network-blocked" } else { "network-unblocked" };
        reply.say(Message::new(key).with("name", member_title(other)));
        Ok(())
    }
}
