//! Matchmaking at scale: pairing a new seek against 10,000 open seeks of one game and
//! options in one community, on SQLite (target: at most 1 ms).

use bot::model::{ChannelKey, User};
use bot::storage::{Seek, Storage};
use criterion::{Criterion, criterion_group, criterion_main};
use rand::{Rng, SeedableRng};

const OPEN: usize = 10_000;
const NOW: i64 = 1_790_000_000_000;

fn seek(user: usize, rating: f64, clock: &str, created_at: i64) -> Seek {
    Seek {
        id: 0,
        channel: ChannelKey::new("bench", &format!("c{user}"), None),
        community: "guild".into(),
        user: User::new(&format!("u{user}"), &format!("player{user}")),
        game: "hnefatafl".into(),
        options: Vec::new(),
        terms: "hnefatafl||rated".into(),
        clock: clock.into(),
        rating,
        created_at,
        expires_at: created_at + 30 * 60_000,
        ai_after: None,
    }
}

/// A SQLite database holding 10,000 open seeks, each asking for its own clock (so that a
/// seek with another clock pairs with none of them) and made in the last 50 seconds.
async fn open_seeks(dir: &tempfile::TempDir) -> Storage {
    let url = format!("sqlite://{}/bench.db", dir.path().display());
    let storage = Storage::connect(&url).await.unwrap();
    let pool = sqlx::AnyPool::connect(&format!("{url}?mode=rwc")).await.unwrap();
    let mut tx = pool.begin().await.unwrap();
    let mut rng = rand::rngs::StdRng::seed_from_u64(5);
    for user in 0..OPEN {
        let s = seek(user, rng.random_range(800.0..2400.0_f64).round(), &format!("{}d", user % 7 + 1), NOW - 50_000);
        sqlx::query(
            "INSERT INTO seeks (platform, channel, thread, community, user_id, user_name, game, options, terms, \
             clock, rating, created_at, expires_at) VALUES ('bench', $1, '', 'guild', $2, $3, 'hnefatafl', '', $4, \
             $5, $6, $7, $8)",
        )
        .bind(&s.channel.channel)
        .bind(&s.user.id)
        .bind(&s.user.name)
        .bind(&s.terms)
        .bind(&s.clock)
        .bind(s.rating)
        .bind(s.created_at)
        .bind(s.expires_at)
        .execute(&mut *tx)
        .await
        .unwrap();
    }
    tx.commit().await.unwrap();
    storage
}

fn bench(c: &mut Criterion) {
    let rt = tokio::runtime::Runtime::new().unwrap();
    let dir = tempfile::tempdir().unwrap();
    let storage = rt.block_on(open_seeks(&dir));
    let any_clock = seek(OPEN, 1500.0, "", NOW);
    let found = rt.block_on(storage.seek_partner(&any_clock, NOW)).unwrap();
    assert!(found.is_some_and(|p| (p.rating - 1500.0).abs() <= 100.0), "a partner within ±100");
    c.bench_function("seek partner among 10,000 open seeks (SQLite)", |b| {
        b.to_async(&rt).iter(|| async { storage.seek_partner(&any_clock, NOW).await.unwrap() })
    });
    let other_clock = seek(OPEN, 1500.0, "10+5", NOW);
    assert!(rt.block_on(storage.seek_partner(&other_clock, NOW)).unwrap().is_none());
    c.bench_function("no partner among 10,000 open seeks (SQLite)", |b| {
        b.to_async(&rt).iter(|| async { storage.seek_partner(&other_clock, NOW).await.unwrap() })
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
