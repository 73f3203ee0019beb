//! The website's addresses: an unguessable token per page (a match, a tournament, a
//! community's leaderboard of one game), and the communities whose pages are off.

use rand::RngCore;
use sqlx::Row;

use super::Storage;

/// What a page shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PageKind {
    Match,
    Tournament,
    Leaderboard,
    /// A player of one community on one platform: the subject is their user id.
    Player,
}

impl PageKind {
    fn name(self) -> &'static str {
        match self {
            PageKind::Match => "match",
            PageKind::Tournament => "tournament",
            PageKind::Leaderboard => "leaderboard",
            PageKind::Player => "player",
        }
    }

    fn named(name: &str) -> Option<PageKind> {
        [PageKind::Match, PageKind::Tournament, PageKind::Leaderboard, PageKind::Player]
            .into_iter()
            .find(|k| k.name() == name)
    }
}

/// A page's address, resolved.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WebPage {
    pub kind: PageKind,
    pub platform: String,
    pub community: String,
    /// The match's or tournament's id, or the leaderboard's rating key.
    pub subject: String,
}

/// 128 random bits, as 32 hexadecimal digits.
fn new_token() -> String {
    let mut bytes = [0u8; 16];
    rand::rng().fill_bytes(&mut bytes);
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

impl Storage {
    /// The site's signing key: 256 random bits made by the first process to ask, the same
    /// for every process on the database from then on.
    pub async fn site_secret(&self) -> sqlx::Result<Vec<u8>> {
        let mut bytes = [0u8; 32];
        rand::rng().fill_bytes(&mut bytes);
        let fresh: String = bytes.iter().map(|b| format!("{b:02x}")).collect();
        sqlx::query("INSERT INTO site_secrets (name, secret) VALUES ('links', $1) ON CONFLICT DO NOTHING")
            .bind(fresh)
            .execute(&self.pool)
            .await?;
        let row = sqlx::query("SELECT secret FROM site_secrets WHERE name = 'links'").fetch_one(&self.pool).await?;
        let hex: String = row.try_get(0)?;
        Ok((0..hex.len() / 2).filter_map(|i| u8::from_str_radix(hex.get(2 * i..2 * i + 2)?, 16).ok()).collect())
    }

    /// The token of a page, made the first time it is asked for.
    pub async fn web_token(&self, page: &WebPage, now: i64) -> sqlx::Result<String> {
        make_token_in(&self.pool, page, now).await?;
        self.page_token(page).await?.ok_or(sqlx::Error::RowNotFound)
    }

    /// The token of a page if it was made; a read, never a write.
    pub async fn page_token(&self, page: &WebPage) -> sqlx::Result<Option<String>> {
        let row = sqlx::query(
            "SELECT token FROM web_pages WHERE kind = $1 AND platform = $2 AND community = $3 AND subject = $4",
        )
        .bind(page.kind.name())
        .bind(&page.platform)
        .bind(&page.community)
        .bind(&page.subject)
        .fetch_optional(&self.pool)
        .await?;
        row.map(|r| r.try_get(0)).transpose()
    }

    /// The tokens of the pages of a tournament's games (made with the games), by match
    /// id; a read, never a write.
    pub async fn tournament_match_tokens(
        &self,
        tournament: i64,
    ) -> sqlx::Result<std::collections::HashMap<i64, String>> {
        let rows = sqlx::query(
            "SELECT m.id, p.token FROM matches m JOIN web_pages p ON p.kind = 'match' AND p.platform = m.platform \
             AND p.community = m.community AND p.subject = CAST(m.id AS TEXT) WHERE m.tournament_id = $1",
        )
        .bind(tournament)
        .fetch_all(&self.pool)
        .await?;
        rows.iter().map(|r| Ok((r.try_get(0)?, r.try_get(1)?))).collect()
    }

    /// The page a token addresses, unless its community turned its pages off.
    pub async fn web_page(&self, token: &str) -> sqlx::Result<Option<WebPage>> {
        let row = sqlx::query(
            "SELECT kind, platform, community, subject FROM web_pages p WHERE token = $1 AND NOT EXISTS \
             (SELECT 1 FROM web_off o WHERE o.platform = p.platform AND o.community = p.community)",
        )
        .bind(token)
        .fetch_optional(&self.pool)
        .await?;
        let Some(row) = row else { return Ok(None) };
        let kind: String = row.try_get(0)?;
        Ok(PageKind::named(&kind).map(|kind| WebPage {
            kind,
            platform: row.get(1),
            community: row.get(2),
            subject: row.get(3),
        }))
    }

    /// Whether a community's pages are on (the default).
    pub async fn web_on(&self, platform: &str, community: &str) -> sqlx::Result<bool> {
        let off = sqlx::query("SELECT 1 FROM web_off WHERE platform = $1 AND community = $2")
            .bind(platform)
            .bind(community)
            .fetch_optional(&self.pool)
            .await?;
        Ok(off.is_none())
    }

    /// Turns a community's pages on or off.
    pub async fn set_web(&self, platform: &str, community: &str, on: bool) -> sqlx::Result<()> {
        let sql = if on {
            "DELETE FROM web_off WHERE platform = $1 AND community = $2"
        } else {
            "INSERT INTO web_off (platform, community) VALUES ($1, $2) ON CONFLICT DO NOTHING"
        };
        sqlx::query(sql).bind(platform).bind(community).execute(&self.pool).await?;
        Ok(())
    }
}

/// Makes the token of `page` unless it has one, through `db` (a pool, or a transaction
/// making the page's subject).
pub(super) async fn make_token_in<'c>(
    db: impl sqlx::Executor<'c, Database = sqlx::Any>,
    page: &WebPage,
    now: i64,
) -> sqlx::Result<()> {
    sqlx::query(
        "INSERT INTO web_pages (token, kind, platform, community, subject, created_at) \
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING",
    )
    .bind(new_token())
    .bind(page.kind.name())
    .bind(&page.platform)
    .bind(&page.community)
    .bind(&page.subject)
    .bind(now)
    .execute(db)
    .await?;
    Ok(())
}
