//! What a player's web page shows of one identity (a platform's user) in one community:
//! ratings per game with their history, recent games, the record against each opponent,
//! and the pages of running matches. Reads only: the pages it links were made with their
//! matches, and a player's own page with their first match (or `profile`).

use sqlx::Row;

use super::Storage;
use super::web::{PageKind, WebPage, make_token_in};
use crate::model::User;

/// One rated game's rating now, and after each rated result, oldest first.
#[derive(Clone, Debug, PartialEq)]
pub struct RatingLine {
    pub game: String,
    pub rating: f64,
    pub deviation: f64,
    /// (when, rating after the result), at most the last 200 results.
    pub history: Vec<(i64, f64)>,
}

/// A finished game of the player's.
#[derive(Clone, Debug, PartialEq)]
pub struct PlayedGame {
    pub match_id: i64,
    pub game: String,
    pub verdict: String,
    pub opponents: String,
    pub ended_at: i64,
    /// The match's page, if it has one.
    pub token: Option<String>,
}

/// The player's results against one opponent.
#[derive(Clone, Debug, PartialEq)]
pub struct Record {
    pub name: String,
    pub wins: i64,
    pub draws: i64,
    pub losses: i64,
    /// The opponent's own page, if they have one.
    pub token: Option<String>,
}

/// Everything a player's page shows.
#[derive(Clone, Debug, PartialEq)]
pub struct PlayerRecord {
    pub ratings: Vec<RatingLine>,
    pub recent: Vec<PlayedGame>,
    pub opponents: Vec<Record>,
    /// Running matches in the community: (match id, game's rating key, page token).
    pub running: Vec<(i64, String, Option<String>)>,
}

/// How many rated results a rating chart draws, the latest.
const HISTORY: i64 = 200;
/// How many recent games and opponents are listed.
const LISTED: i64 = 20;

impl Storage {
    /// The pages of the players of a match that starts, made with it, so that its page
    /// and the leaderboards can link them without writing.
    pub(super) async fn make_player_pages_in(
        tx: &mut sqlx::Transaction<'_, sqlx::Any>,
        platform: &str,
        community: &str,
        players: &[User],
        now: i64,
    ) -> sqlx::Result<()> {
        for player in players {
            let page = WebPage {
                kind: PageKind::Player,
                platform: platform.to_owned(),
                community: community.to_owned(),
                subject: player.id.clone(),
            };
            make_token_in(&mut **tx, &page, now).await?;
        }
        Ok(())
    }

    /// For each of `users` (in order), their page in a community and their rating in
    /// `game`, if they have them: two reads, whatever the number of players.
    pub async fn seat_links(
        &self,
        platform: &str,
        community: &str,
        game: &str,
        users: &[&str],
    ) -> sqlx::Result<Vec<(Option<String>, Option<f64>)>> {
        let list = |from: usize| (0..users.len()).map(|i| format!("${}", from + i)).collect::<Vec<_>>().join(", ");
        let sql = format!(
            "SELECT subject, token FROM web_pages WHERE kind = 'player' AND platform = $1 AND community = $2 \
             AND subject IN ({})",
            list(3)
        );
        let mut tokens = sqlx::query(&sql).bind(platform).bind(community);
        for user in users {
            tokens = tokens.bind(*user);
        }
        let tokens = tokens.fetch_all(&self.pool).await?;
        let sql = format!(
            "SELECT user_id, rating FROM ratings WHERE platform = $1 AND game = $2 AND user_id IN ({})",
            list(3)
        );
        let mut ratings = sqlx::query(&sql).bind(platform).bind(game);
        for user in users {
            ratings = ratings.bind(*user);
        }
        let ratings = ratings.fetch_all(&self.pool).await?;
        let token = |user: &str| tokens.iter().find(|r| r.get::<String, _>(0) == user).map(|r| r.get::<String, _>(1));
        let rating = |user: &str| ratings.iter().find(|r| r.get::<String, _>(0) == user).map(|r| r.get::<f64, _>(1));
        Ok(users.iter().map(|user| (token(user), rating(user))).collect())
    }

    /// What `user_id`'s page in `community` shows.
    pub async fn player_record(&self, platform: &str, community: &str, user_id: &str) -> anyhow::Result<PlayerRecord> {
        let ratings = sqlx::query(
            "SELECT game, rating, deviation FROM ratings WHERE platform = $1 AND user_id = $2 ORDER BY game",
        )
        .bind(platform)
        .bind(user_id)
        .fetch_all(&self.pool)
        .await?;
        let mut lines = Vec::new();
        for row in &ratings {
            let game: String = row.try_get(0)?;
            let history = sqlx::query(
                "SELECT ended_at, rating_after FROM results WHERE platform = $1 AND user_id = $2 AND game = $3 \
                 AND rated = 1 AND rating_after IS NOT NULL ORDER BY ended_at DESC, match_id DESC LIMIT $4",
            )
            .bind(platform)
            .bind(user_id)
            .bind(&game)
            .bind(HISTORY)
            .fetch_all(&self.pool)
            .await?;
            let mut history: Vec<(i64, f64)> =
                history.iter().map(|r| Ok((r.try_get(0)?, r.try_get(1)?))).collect::<sqlx::Result<_>>()?;
            history.reverse();
            lines.push(RatingLine { game, rating: row.try_get(1)?, deviation: row.try_get(2)?, history });
        }
        let recent = sqlx::query(
            "SELECT r.match_id, r.game, r.verdict, r.opponents, r.ended_at, p.token FROM results r \
             LEFT JOIN web_pages p ON p.kind = 'match' AND p.platform = r.platform AND p.community = r.community \
             AND p.subject = CAST(r.match_id AS TEXT) \
             WHERE r.platform = $1 AND r.community = $2 AND r.user_id = $3 \
             ORDER BY r.ended_at DESC, r.match_id DESC LIMIT $4",
        )
        .bind(platform)
        .bind(community)
        .bind(user_id)
        .bind(LISTED)
        .fetch_all(&self.pool)
        .await?;
        let recent = recent
            .iter()
            .map(|r| {
                Ok(PlayedGame {
                    match_id: r.try_get(0)?,
                    game: r.try_get(1)?,
                    verdict: r.try_get(2)?,
                    opponents: r.try_get(3)?,
                    ended_at: r.try_get(4)?,
                    token: r.try_get(5)?,
                })
            })
            .collect::<sqlx::Result<_>>()?;
        let opponents = sqlx::query(
            "SELECT o.user_id, MAX(COALESCE(n.name, o.name)), \
             SUM(CASE WHEN r.verdict = 'win' THEN 1 ELSE 0 END), SUM(CASE WHEN r.verdict = 'draw' THEN 1 ELSE 0 END), \
             SUM(CASE WHEN r.verdict = 'loss' THEN 1 ELSE 0 END), MAX(p.token) FROM results r \
             JOIN results o ON o.match_id = r.match_id AND o.user_id <> r.user_id \
             LEFT JOIN people n ON n.platform = o.platform AND n.user_id = o.user_id \
             LEFT JOIN web_pages p ON p.kind = 'player' AND p.platform = o.platform AND p.community = o.community \
             AND p.subject = o.user_id \
             WHERE r.platform = $1 AND r.community = $2 AND r.user_id = $3 \
             GROUP BY o.user_id ORDER BY COUNT(*) DESC, MAX(o.ended_at) DESC LIMIT $4",
        )
        .bind(platform)
        .bind(community)
        .bind(user_id)
        .bind(LISTED)
        .fetch_all(&self.pool)
        .await?;
        let opponents = opponents
            .iter()
            .map(|r| {
                Ok(Record {
                    name: r.try_get(1)?,
                    wins: r.try_get(2)?,
                    draws: r.try_get(3)?,
                    losses: r.try_get(4)?,
                    token: r.try_get(5)?,
                })
            })
            .collect::<sqlx::Result<_>>()?;
        let mut running = Vec::new();
        for stored in self.player_matches(platform, user_id).await? {
            if stored.community != community {
                continue;
            }
            let page = WebPage {
                kind: PageKind::Match,
                platform: platform.to_owned(),
                community: community.to_owned(),
                subject: stored.id.to_string(),
            };
            let token = self.page_token(&page).await?;
            running.push((stored.id, stored.game.rating_key(), token));
        }
        Ok(PlayerRecord { ratings: lines, recent, opponents, running })
    }
}
