//! Ratings as people see them: `profile [@user]` and `leaderboard <game>`.

use engine::{Message, title_term};

use super::site::Site;
use crate::core::information::info::{game_named, game_names};
use crate::core::{Incoming, Reply};
use crate::storage::{PageKind, Storage, WebPage};

/// Profiles and leaderboards: they take the storage, and the site for a leaderboard's
/// page.
pub(in crate::core) struct Standings {
    storage: Storage,
}

impl Standings {
    pub(in crate::core) fn new(storage: Storage) -> Standings {
        Standings { storage }
    }

    /// `profile [@user]`: ratings, records and recent results, with a link to the player's
    /// page in this community.
    pub(in crate::core) async fn profile(&self, msg: &Incoming, site: &Site, reply: &mut Reply) -> anyhow::Result<()> {
        let platform = &msg.channel.platform;
        let mut user = msg.mentions.first().cloned().unwrap_or_else(|| msg.author.clone());
        // An @-name without an id is found by the name it played under.
        if user.is_unresolved()
            && let Some(known) = self.storage.user_named(platform, &user.name).await?
        {
            user = known;
        }
        let profile = self.storage.profile(platform, &user.id).await?;
        if profile.games.is_empty() {
            reply.say(Message::new("profile-none").with("name", &user.name));
            return Ok(());
        }
        let mut lines = vec![reply.text(Message::new("profile-head").with("name", &user.name))];
        for game in &profile.games {
            let rating = game.rating.map_or_else(
                || reply.lang.key("profile-unrated"),
                |(r, d)| format!("{} ±{}", r.round() as i64, d.round() as i64),
            );
            lines.push(
                reply.text(
                    Message::new("profile-game")
                        .term("game", title_term(&game.game))
                        .with("rating", rating)
                        .num("games", game.wins + game.losses + game.draws)
                        .num("wins", game.wins)
                        .num("losses", game.losses)
                        .num("draws", game.draws),
                ),
            );
        }
        let recent: Vec<String> = profile
            .recent
            .iter()
            .map(|r| {
                reply.text(
                    Message::new("profile-result")
                        .with("verdict", &r.verdict)
                        .with("opponents", &r.opponents)
                        .term("game", title_term(&r.game)),
                )
            })
            .collect();
        lines.push(reply.text(Message::new("profile-recent").with("results", recent.join("; "))));
        let page = WebPage {
            kind: PageKind::Player,
            platform: platform.clone(),
            community: msg.community.clone(),
            subject: user.id,
        };
        lines.extend(site.link_line("web-player-link", page, reply).await?);
        reply.post(lines.join("\n"), None);
        Ok(())
    }

    pub(in crate::core) async fn leaderboard(
        &self,
        msg: &Incoming,
        game: Option<&str>,
        site: &Site,
        reply: &mut Reply,
    ) -> anyhow::Result<()> {
        let Some(game) = game else {
            reply.say(Message::new("leaderboard-needs-game").with("games", game_names()));
            return Ok(());
        };
        // `hnefatafl`, or a ruleset: `hnefatafl rules=copenhagen` or `hnefatafl copenhagen`.
        // The AI's levels are left out unless asked for with `all` (Italian `tutti`);
        // `humans` (`umani`), the former way to leave them out, is still understood.
        let word_is = |w: &str, words: &[&str]| words.contains(&w.to_lowercase().as_str());
        let is_all = |w: &str| word_is(w, &["all", "tutti"]);
        let is_humans = |w: &str| word_is(w, &["humans", "umani"]);
        let humans = !game.split_whitespace().any(is_all);
        let mut words = game.split_whitespace().filter(|w| !is_all(w) && !is_humans(w));
        let Some(kind) = game_named(words.next().unwrap_or_default(), reply) else { return Ok(()) };
        let options: Vec<String> =
            words.map(|w| if w.contains('=') { w.to_owned() } else { format!("rules={w}") }).collect();
        let options: Vec<&str> = options.iter().map(String::as_str).collect();
        let key = match kind.rating_key(&options) {
            Ok(key) => key,
            Err(e) => {
                reply.say(e.0);
                return Ok(());
            }
        };
        let platform = &msg.channel.platform;
        let board = self.storage.leaderboard(platform, &msg.community, &key, &msg.author.id, humans).await?;
        if board.top.is_empty() {
            reply.say(Message::new("leaderboard-empty").term("game", title_term(&key)));
            return Ok(());
        }
        let mut lines = vec![reply.text(Message::new("leaderboard-head").term("game", title_term(&key)))];
        for (rank, ranked) in board.top.iter().enumerate() {
            lines.push(
                reply.text(
                    Message::new(if ranked.ai { "leaderboard-line-ai" } else { "leaderboard-line" })
                        .num("rank", rank as i64 + 1)
                        .with("name", &ranked.name)
                        .num("rating", ranked.rating.round() as i64)
                        .num("deviation", ranked.deviation.round() as i64),
                ),
            );
        }
        lines.push(match board.own {
            Some((rank, rating)) => {
                reply.text(Message::new("leaderboard-own").num("rank", rank).num("rating", rating.round() as i64))
            }
            None => reply.text(Message::new("leaderboard-own-none").term("game", title_term(&key))),
        });
        let page = WebPage {
            kind: PageKind::Leaderboard,
            platform: platform.clone(),
            community: msg.community.clone(),
            subject: key.clone(),
        };
        lines.extend(site.link_line("web-leaderboard-link", page, reply).await?);
        reply.post(lines.join("\n"), None);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::tests::test_support::{asked_by as asked, reply, said, storage};

    #[tokio::test]
    async fn standings_answer_from_the_storage_alone() {
        let dir = tempfile::tempdir().unwrap();
        let storage = storage(&dir).await;
        let site = Site::new(storage.clone(), None, std::sync::Arc::new(crate::core::SystemClock));
        let standings = Standings::new(storage);
        let mut answer = reply();
        standings.profile(&asked("ann"), &site, &mut answer).await.unwrap();
        assert_eq!(said(&answer), "ann has no finished games yet.");
        let mut answer = reply();
        standings.leaderboard(&asked("ann"), Some("hnefatafl tutti"), &site, &mut answer).await.unwrap();
        assert_eq!(said(&answer), "No rated Hnefatafl games in this community yet.");
        let mut answer = reply();
        standings.leaderboard(&asked("ann"), Some("hnefatafl rules=go"), &site, &mut answer).await.unwrap();
        assert!(said(&answer).starts_with("“go” is not a value of rules"), "{}", said(&answer));
    }
}
