//! The channel lock map keeps only the locks in use once it grows.

use super::test_support::core;
use crate::model::ChannelKey;

#[tokio::test]
async fn locks_nobody_holds_are_dropped_as_the_map_grows() {
    let dir = tempfile::tempdir().unwrap();
    let core = core(&dir).await;
    let held_key = ChannelKey::new("test", "busy", None);
    let held = core.lock(&held_key);
    let _guard = held.lock().await;
    for i in 0..5000 {
        drop(core.lock(&ChannelKey::new("test", &format!("quiet-{i}"), None)));
    }
    let size = core.locks.lock().unwrap().len();
    assert!(size <= super::LOCKS_BEFORE_PRUNING, "{size} locks kept");
    assert!(core.locks.lock().unwrap().contains_key(&held_key), "a held lock is never dropped");
    assert!(std::sync::Arc::ptr_eq(&held, &core.lock(&held_key)), "and the same lock is handed out again");
}
