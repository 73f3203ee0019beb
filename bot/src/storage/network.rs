//! The network of communities: who joined it, under what name, and who blocks whom.

use sqlx::Row;

use super::Storage;

/// A community, on its platform.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Place {
    pub platform: String,
    pub community: String,
}

/// A community in the network.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Member {
    pub place: Place,
    /// The name the directory shows (`Tafl Club`).
    pub name: String,
    pub joined_at: i64,
}

fn member(row: &sqlx::any::AnyRow) -> sqlx::Result<Member> {
    Ok(Member {
        place: Place { platform: row.try_get(0)?, community: row.try_get(1)? },
        name: row.try_get(2)?,
        joined_at: row.try_get(3)?,
    })
}

impl Storage {
    /// `place` as a member of the network, if it joined.
    pub async fn network_member(&self, place: &Place) -> sqlx::Result<Option<Member>> {
        let row = sqlx::query(
            "SELECT platform, community, name, joined_at FROM network_members \
             WHERE platform = $1 AND community = $2",
        )
        .bind(&place.platform)
        .bind(&place.community)
        .fetch_optional(&self.pool)
        .await?;
        row.as_ref().map(member).transpose()
    }

    /// Every member, by name.
    pub async fn network_members(&self) -> sqlx::Result<Vec<Member>> {
        let rows =
            sqlx::query("SELECT platform, community, name, joined_at FROM network_members ORDER BY name, platform")
                .fetch_all(&self.pool)
                .await?;
        rows.iter().map(member).collect()
    }

    /// `place` joins the network as `name`, or takes that name if it is in already.
    pub async fn join_network(&self, place: &Place, name: &str, now: i64) -> sqlx::Result<()> {
        sqlx::query(
            "INSERT INTO network_members (platform, community, name, joined_at) VALUES ($1, $2, $3, $4) \
             ON CONFLICT (platform, community) DO UPDATE SET name = excluded.name",
        )
        .bind(&place.platform)
        .bind(&place.community)
        .bind(name)
        .bind(now)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// `place` leaves the network; its blocks go with it.
    pub async fn leave_network(&self, place: &Place) -> sqlx::Result<()> {
        let mut tx = self.pool.begin().await?;
        for sql in [
            "DELETE FROM network_members WHERE platform = $1 AND community = $2",
            "DELETE FROM network_blocks WHERE platform = $1 AND community = $2",
        ] {
            sqlx::query(sql).bind(&place.platform).bind(&place.community).execute(&mut *tx).await?;
        }
        tx.commit().await
    }

    /// `place` blocks `other`.
    pub async fn block_community(&self, place: &Place, other: &Place, now: i64) -> sqlx::Result<()> {
        sqlx::query(
            "INSERT INTO network_blocks (platform, community, blocked_platform, blocked_community, created_at) \
             VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING",
        )
        .bind(&place.platform)
        .bind(&place.community)
        .bind(&other.platform)
        .bind(&other.community)
        .bind(now)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// `place` no longer blocks `other`.
    pub async fn unblock_community(&self, place: &Place, other: &Place) -> sqlx::Result<()> {
        sqlx::query(
            "DELETE FROM network_blocks WHERE platform = $1 AND community = $2 AND blocked_platform = $3 \
             AND blocked_community = $4",
        )
        .bind(&place.platform)
        .bind(&place.community)
        .bind(&other.platform)
        .bind(&other.community)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// The communities `place` blocks.
    pub async fn network_blocks(&self, place: &Place) -> sqlx::Result<Vec<Place>> {
        let rows = sqlx::query(
            "SELECT blocked_platform, blocked_community FROM network_blocks WHERE platform = $1 AND community = $2",
        )
        .bind(&place.platform)
        .bind(&place.community)
        .fetch_all(&self.pool)
        .await?;
        rows.iter().map(|r| Ok(Place { platform: r.try_get(0)?, community: r.try_get(1)? })).collect()
    }

    /// Whether either community blocks the other.
    pub async fn network_blocked(&self, a: &Place, b: &Place) -> sqlx::Result<bool> {
        let row = sqlx::query(
            "SELECT 1 FROM network_blocks WHERE (platform = $1 AND community = $2 AND blocked_platform = $3 \
             AND blocked_community = $4) OR (platform = $3 AND community = $4 AND blocked_platform = $1 \
             AND blocked_community = $2)",
        )
        .bind(&a.platform)
        .bind(&a.community)
        .bind(&b.platform)
        .bind(&b.community)
        .fetch_optional(&self.pool)
        .await?;
        Ok(row.is_some())
    }
}
