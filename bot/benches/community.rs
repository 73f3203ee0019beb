//! Community play at scale: a Swiss round for 256 players, and a community leaderboard
//! over 100,000 stored results on SQLite.

use std::collections::HashSet;

use bot::model::User;
use bot::storage::Storage;
use bot::tournament::{SwissEntry, swiss};
use criterion::{Criterion, criterion_group, criterion_main};
use rand::{Rng, SeedableRng};

const PLAYERS: usize = 256;
const RESULTS: usize = 100_000;

/// 256 players after five random rounds: scores, opponents, byes and seat balances.
fn swiss_field() -> Vec<SwissEntry> {
    let mut rng = rand::rngs::StdRng::seed_from_u64(7);
    let mut entries: Vec<SwissEntry> = (0..PLAYERS)
        .map(|player| SwissEntry {
            player,
            score: 0.0,
            rating: rng.random_range(1200.0..2200.0),
            opponents: HashSet::new(),
            had_bye: false,
            first_seat_balance: 0,
            last_first_seat: None,
        })
        .collect();
    for _ in 0..5 {
        for (first, second) in swiss(&entries) {
            let Some(second) = second else { continue };
            let points: f64 = [0.0, 0.5, 1.0][rng.random_range(0..3)];
            entries[first].score += points;
            entries[second].score += 1.0 - points;
            entries[first].opponents.insert(second);
            entries[second].opponents.insert(first);
            entries[first].first_seat_balance += 1;
            entries[second].first_seat_balance -= 1;
            entries[first].last_first_seat = Some(true);
            entries[second].last_first_seat = Some(false);
        }
    }
    entries
}

/// A SQLite database holding 100,000 results of 2,000 players in one community.
async fn stored_results(dir: &tempfile::TempDir) -> Storage {
    let url = format!("sqlite://{}/bench.db", dir.path().display());
    let storage = Storage::connect(&url).await.unwrap();
    let pool = sqlx::AnyPool::connect(&format!("{url}?mode=rwc")).await.unwrap();
    let mut tx = pool.begin().await.unwrap();
    let mut rng = rand::rngs::StdRng::seed_from_u64(11);
    for player in 0..2_000 {
        let user = User::new(&format!("u{player}"), &format!("player{player}"));
        sqlx::query("INSERT INTO ratings VALUES ('bench', $1, 'hnefatafl', $2, $3, 60.0, 0.06)")
            .bind(&user.id)
            .bind(&user.name)
            .bind(rng.random_range(1000.0..2400.0))
            .execute(&mut *tx)
            .await
            .unwrap();
        sqlx::query("INSERT INTO community_players VALUES ('bench', 'guild', 'hnefatafl', $1)")
            .bind(&user.id)
            .execute(&mut *tx)
            .await
            .unwrap();
    }
    for i in 0..RESULTS {
        sqlx::query(
            "INSERT INTO results VALUES ($1, $2, 'bench', 'guild', 'hnefatafl', $3, $4, 'win', 1, 1500.0, 'x', $5)",
        )
        .bind((i / 2) as i64)
        .bind((i % 2) as i64)
        .bind(format!("u{}", i % 2_000))
        .bind(format!("player{}", i % 2_000))
        .bind(i as i64)
        .execute(&mut *tx)
        .await
        .unwrap();
    }
    tx.commit().await.unwrap();
    storage
}

fn bench(c: &mut Criterion) {
    let field = swiss_field();
    c.bench_function("swiss round, 256 players after 5 rounds", |b| b.iter(|| swiss(&field)));

    let rt = tokio::runtime::Runtime::new().unwrap();
    let dir = tempfile::tempdir().unwrap();
    let storage = rt.block_on(stored_results(&dir));
    c.bench_function("leaderboard, 100,000 results on SQLite", |b| {
        b.to_async(&rt)
            .iter(|| async { storage.leaderboard("bench", "guild", "hnefatafl", "u1234", false).await.unwrap() })
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
