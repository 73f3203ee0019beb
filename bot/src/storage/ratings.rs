//! Results and ratings: written when a match ends, in its transaction; read by
//! `profile` and `leaderboard`.

use sqlx::Row;
use sqlx::any::AnyRow;

use super::Storage;
use crate::model::{AI_PREFIX, ENGINE_PREFIX, StoredMatch, User};
use crate::rating::{self, Rating};

/// How many moves a match needs before its result counts for ratings.
const RATED_AFTER_PLIES: usize = 2;

/// Records every player's result of a match that just ended (not an aborted one) and,
/// when it is ranked and lasted more than two moves, their new ratings.
pub(super) async fn record_results_in(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    m: &StoredMatch,
    now: i64,
) -> sqlx::Result<()> {
    let Some(outcome) = m.end_outcome() else { return Ok(()) };
    let key = m.game.rating_key();
    let game = key.as_str();
    let places = rating::places(&m.game, &outcome);
    let rated = m.ranked && m.game.plies() > RATED_AFTER_PLIES;
    if rated {
        lock_ratings(tx, &m.channel.platform, &m.players, game).await?;
    }
    let mut before = Vec::new();
    for player in &m.players {
        before.push(rating_in(tx, &m.channel.platform, &player.id, game).await?.unwrap_or_default());
    }
    let after = if rated { rating::update(&before, &places) } else { before };
    for (seat, player) in m.players.iter().enumerate() {
        let opponents: Vec<&str> = m.players.iter().filter(|p| p.id != player.id).map(|p| p.name.as_str()).collect();
        let verdict = rating::verdict(&places, engine::Seat(seat as u8));
        sqlx::query(
            "INSERT INTO results (match_id, seat, platform, community, game, user_id, name, verdict, rated, \
             rating_after, opponents, ended_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)",
        )
        .bind(m.id)
        .bind(seat as i64)
        .bind(&m.channel.platform)
        .bind(&m.community)
        .bind(game)
        .bind(&player.id)
        .bind(&player.name)
        .bind(verdict)
        .bind(i64::from(rated))
        .bind(rated.then_some(after[seat].rating))
        .bind(opponents.join(", "))
        .bind(now)
        .execute(&mut **tx)
        .await?;
        // One identity in several seats (two AI seats of a level) keeps its rating: the
        // match rates everyone else.
        let seats_held = m.players.iter().filter(|p| p.id == player.id).count();
        if rated && seats_held == 1 {
            put_rating(tx, &m.channel.platform, player, game, &after[seat], true).await?;
            sqlx::query(
                "INSERT INTO community_players (platform, community, game, user_id) VALUES ($1, $2, $3, $4) \
                 ON CONFLICT DO NOTHING",
            )
            .bind(&m.channel.platform)
            .bind(&m.community)
            .bind(game)
            .bind(&player.id)
            .execute(&mut **tx)
            .await?;
        }
    }
    Ok(())
}

/// Locks the players' rating rows, creating missing ones at the starting rating, in
/// user-id order, so that two matches of one player ending at once in different channels
/// update the rating one after the other instead of both from the same old value (and
/// two such transactions cannot deadlock). On SQLite the transaction already holds the
/// database's write lock; `FOR UPDATE` is PostgreSQL's.
async fn lock_ratings(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    platform: &str,
    players: &[User],
    game: &str,
) -> sqlx::Result<()> {
    let mut players: Vec<&User> = players.iter().collect();
    players.sort_by(|a, b| a.id.cmp(&b.id));
    let postgres = tx.backend_name() == "PostgreSQL";
    for player in players {
        put_rating(tx, platform, player, game, &Rating::default(), false).await?;
        if postgres {
            sqlx::query("SELECT 1 FROM ratings WHERE platform = $1 AND user_id = $2 AND game = $3 FOR UPDATE")
                .bind(platform)
                .bind(&player.id)
                .bind(game)
                .execute(&mut **tx)
                .await?;
        }
    }
    Ok(())
}

async fn rating_in(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    platform: &str,
    user_id: &str,
    game: &str,
) -> sqlx::Result<Option<Rating>> {
    let row = sqlx::query(
        "SELECT rating, deviation, volatility FROM ratings WHERE platform = $1 AND user_id = $2 AND game = $3",
    )
    .bind(platform)
    .bind(user_id)
    .bind(game)
    .fetch_optional(&mut **tx)
    .await?;
    Ok(row.map(|r| Rating { rating: r.get(0), deviation: r.get(1), volatility: r.get(2) }))
}

/// Writes a player's rating in a game: replacing the one there, or only where none is.
async fn put_rating(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    platform: &str,
    player: &User,
    game: &str,
    rating: &Rating,
    replace: bool,
) -> sqlx::Result<()> {
    let on_conflict = if replace {
        "DO UPDATE SET name = excluded.name, rating = excluded.rating, deviation = excluded.deviation, \
         volatility = excluded.volatility"
    } else {
        "DO NOTHING"
    };
    sqlx::query(&format!(
        "INSERT INTO ratings (platform, user_id, game, name, rating, deviation, volatility) \
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (platform, user_id, game) {on_conflict}"
    ))
    .bind(platform)
    .bind(&player.id)
    .bind(game)
    .bind(&player.name)
    .bind(rating.rating)
    .bind(rating.deviation)
    .bind(rating.volatility)
    .execute(&mut **tx)
    .await?;
    Ok(())
}

/// One game's line of a profile.
#[derive(Clone, Debug, PartialEq)]
pub struct ProfileGame {
    pub game: String,
    /// `None` until a ranked game of it was played.
    pub rating: Option<(f64, f64)>,
    pub wins: i64,
    pub losses: i64,
    pub draws: i64,
}

#[derive(Clone, Debug, PartialEq)]
pub struct RecentResult {
    pub game: String,
    pub verdict: String,
    pub opponents: String,
    pub ended_at: i64,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Profile {
    pub games: Vec<ProfileGame>,
    pub recent: Vec<RecentResult>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Leaderboard {
    /// The best ten, best first.
    pub top: Vec<Ranked>,
    /// The caller's rank (1-based) and rating, when rated here.
    pub own: Option<(i64, f64)>,
}

/// A rated player on a leaderboard.
#[derive(Clone, Debug, PartialEq)]
pub struct Ranked {
    pub name: String,
    pub rating: f64,
    pub deviation: f64,
    /// Rated games of the game played in the community.
    pub games: i64,
    /// One of the AI's levels.
    pub ai: bool,
    /// Their page in the community, if they have one.
    pub token: Option<String>,
}

impl Storage {
    /// A user's ratings, records per game and last five results on a platform.
    pub async fn profile(&self, platform: &str, user_id: &str) -> sqlx::Result<Profile> {
        let counts = sqlx::query(
            "SELECT game, verdict, COUNT(*) FROM results WHERE platform = $1 AND user_id = $2 \
             GROUP BY game, verdict ORDER BY game",
        )
        .bind(platform)
        .bind(user_id)
        .fetch_all(&self.pool)
        .await?;
        let ratings = sqlx::query("SELECT game, rating, deviation FROM ratings WHERE platform = $1 AND user_id = $2")
            .bind(platform)
            .bind(user_id)
            .fetch_all(&self.pool)
            .await?;
        let mut games: Vec<ProfileGame> = Vec::new();
        for row in &counts {
            let game: String = row.get(0);
            if games.last().is_none_or(|g| g.game != game) {
                let rating = ratings.iter().find(|r| r.get::<String, _>(0) == game).map(|r| (r.get(1), r.get(2)));
                games.push(ProfileGame { game, rating, wins: 0, losses: 0, draws: 0 });
            }
            let line = games.last_mut().expect("pushed above");
            let count: i64 = row.get(2);
            match row.get::<String, _>(1).as_str() {
                "win" => line.wins = count,
                "loss" => line.losses = count,
                _ => line.draws = count,
            }
        }
        let recent = sqlx::query(
            "SELECT game, verdict, opponents, ended_at FROM results WHERE platform = $1 AND user_id = $2 \
             ORDER BY ended_at DESC, match_id DESC LIMIT 5",
        )
        .bind(platform)
        .bind(user_id)
        .fetch_all(&self.pool)
        .await?;
        let recent = recent.iter().map(|r: &AnyRow| RecentResult {
            game: r.get(0),
            verdict: r.get(1),
            opponents: r.get(2),
            ended_at: r.get(3),
        });
        Ok(Profile { games, recent: recent.collect() })
    }

    /// The user who played under `name` (an @-name without an id), if any.
    pub async fn user_named(&self, platform: &str, name: &str) -> sqlx::Result<Option<User>> {
        let row = sqlx::query(
            "SELECT user_id, name FROM results WHERE platform = $1 AND LOWER(name) = LOWER($2) \
             ORDER BY ended_at DESC LIMIT 1",
        )
        .bind(platform)
        .bind(name)
        .fetch_optional(&self.pool)
        .await?;
        Ok(row.map(|r| User { id: r.get(0), name: r.get(1) }))
    }

    /// A user's rating in a game, if rated.
    pub async fn rating(&self, platform: &str, user_id: &str, game: &str) -> sqlx::Result<Option<Rating>> {
        let mut tx = self.pool.begin().await?;
        let rating = rating_in(&mut tx, platform, user_id, game).await?;
        tx.commit().await?;
        Ok(rating)
    }

    /// A community's ten best rated players of a game, and the caller's rank; the AI's
    /// levels are left out when `humans`.
    pub async fn leaderboard(
        &self,
        platform: &str,
        community: &str,
        game: &str,
        caller: &str,
        humans: bool,
    ) -> sqlx::Result<Leaderboard> {
        let members = members(humans);
        let members = members.as_str();
        let top = self.ranking(platform, community, game, humans, 10).await?;
        let own = sqlx::query(&format!("SELECT r.rating {members} AND p.user_id = $4"))
            .bind(platform)
            .bind(community)
            .bind(game)
            .bind(caller)
            .fetch_optional(&self.pool)
            .await?;
        let own = match own {
            Some(row) => {
                let rating: f64 = row.get(0);
                let above = sqlx::query(&format!("SELECT COUNT(*) {members} AND r.rating > $4"))
                    .bind(platform)
                    .bind(community)
                    .bind(game)
                    .bind(rating)
                    .fetch_one(&self.pool)
                    .await?;
                Some((above.get::<i64, _>(0) + 1, rating))
            }
            None => None,
        };
        Ok(Leaderboard { top, own })
    }

    /// A community's `limit` best rated players of a game, with their rated games there;
    /// the AI's levels are left out when `humans`.
    pub async fn ranking(
        &self,
        platform: &str,
        community: &str,
        game: &str,
        humans: bool,
        limit: i64,
    ) -> sqlx::Result<Vec<Ranked>> {
        let games = "(SELECT COUNT(*) FROM results x WHERE x.platform = p.platform AND x.community = p.community \
                     AND x.game = p.game AND x.user_id = p.user_id AND x.rated = 1)";
        let members = members(humans);
        let rows = sqlx::query(&format!(
            "SELECT COALESCE(n.name, r.name), r.rating, r.deviation, r.user_id, {games}, \
             (SELECT w.token FROM web_pages w WHERE w.kind = 'player' AND w.platform = p.platform \
             AND w.community = p.community AND w.subject = p.user_id) {members} ORDER BY r.rating DESC LIMIT $4"
        ))
        .bind(platform)
        .bind(community)
        .bind(game)
        .bind(limit)
        .fetch_all(&self.pool)
        .await?;
        let ranked = rows.iter().map(|r| Ranked {
            name: r.get(0),
            rating: r.get(1),
            deviation: r.get(2),
            ai: User::new(&r.get::<String, _>(3), "").is_ai(),
            games: r.get(4),
            token: r.get(5),
        });
        Ok(ranked.collect())
    }
}

/// The `FROM … WHERE` of a community's rated players of a game (`$1` platform, `$2`
/// community, `$3` game) with the names they were last seen with (`n`), the AI's levels
/// left out when `humans`.
fn members(humans: bool) -> String {
    let people = if humans {
        format!(" AND r.user_id NOT LIKE '{AI_PREFIX}%' AND r.user_id NOT LIKE '{ENGINE_PREFIX}%'")
    } else {
        String::new()
    };
    format!(
        "FROM community_players p JOIN ratings r ON r.platform = p.platform AND r.user_id = p.user_id \
         AND r.game = p.game LEFT JOIN people n ON n.platform = p.platform AND n.user_id = p.user_id \
         WHERE p.platform = $1 AND p.community = $2 AND p.game = $3{people}"
    )
}
