//! The load generator's short run: every game, a few channels and two senders, with no
//! move refused and every move the generator sent in its match's record, on SQLite and on
//! PostgreSQL when `TEST_DATABASE_URL` is set.

mod common;

use bot::load::{LoadOptions, run};
use engine::GameKind;

fn options(game: GameKind, database: Option<String>) -> LoadOptions {
    LoadOptions {
        channels: 3,
        senders: 2,
        seconds: 0.6,
        database,
        game,
        plies: 4,
        seed: 7,
        flood: false,
        live: 0,
        ai_crowd: false,
        ai_threads: 1,
        rearm: false,
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_game_takes_load_with_no_refusal_and_every_move_recorded() {
    for game in GameKind::ALL {
        let report = run(&options(game, None)).await.unwrap();
        assert!(report.moves > 0, "{}: {report}", game.name());
        assert_eq!(report.refusals, 0, "{}: {report}", game.name());
        assert_eq!(report.mismatched, 0, "{}: {report}", game.name());
        assert!(report.quantile(0.5) <= report.quantile(0.99) && report.database_bytes > 0, "{report}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_load_generator_runs_on_the_database_it_is_given() {
    let dir = tempfile::tempdir().unwrap();
    for url in common::database_urls(&dir).await {
        let report = run(&options(GameKind::Hnefatafl, Some(url.clone()))).await.unwrap();
        assert!(report.moves > 0 && report.refusals == 0 && report.mismatched == 0, "{url}: {report}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_user_flooding_their_private_chat_with_boards_leaves_the_others_playing() {
    let report = run(&LoadOptions { flood: true, ..options(GameKind::Hnefatafl, None) }).await.unwrap();
    assert!(report.flooded >= 20, "about 60 commands in 0.6 s: {report}");
    // The cooldown answers a burst, then says "slow down" once, then nothing within 0.6 s.
    assert_eq!(report.flood_answered, bot::core::COOLDOWN_BURST as usize + 1, "{report}");
    assert!(report.moves > 0 && report.refusals == 0 && report.mismatched == 0, "{report}");
}

#[tokio::test]
async fn a_crowd_of_live_connections_past_the_cap_is_refused_while_the_moves_go_on() {
    let crowd = bot::web::MAX_LIVE + 100;
    let report = run(&LoadOptions { live: crowd, ..options(GameKind::Hnefatafl, None) }).await.unwrap();
    let met = report.crowd.expect("the crowd's report");
    assert_eq!(met.admitted, bot::web::MAX_LIVE, "{report}");
    assert_eq!(met.refused, 100, "past WEB_MAX_LIVE, refused: {report}");
    assert_eq!(met.live_open, bot::web::MAX_LIVE, "{report}");
    assert!(report.moves > 0 && report.refusals == 0 && report.mismatched == 0, "{report}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_ai_keeps_answering_a_channel_while_one_user_asks_for_analyses_and_level_five_games() {
    let options = LoadOptions { ai_crowd: true, ai_threads: 2, seconds: 8.0, ..options(GameKind::Hnefatafl, None) };
    let report = run(&options).await.unwrap();
    let ai = report.ai_crowd.clone().expect("the prober's report");
    assert!(ai.alone.len() >= 3 && ai.crowded.len() >= 3, "the AI answered the prober in both halves: {report}");
    // Four analyses of one game by one player are thought once.
    assert_eq!(ai.reviews, 1, "{report}");
    // The greedy user's level-5 game kept the AI thinking beside the prober's.
    assert!(ai.thinks as usize > ai.alone.len() + ai.crowded.len(), "{report}");
    assert!(report.moves > 0 && report.refusals == 0 && report.mismatched == 0, "{report}");
}
