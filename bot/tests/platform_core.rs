//! What the chat core offers platform adapters: buttons under a challenge, invitations by
//! @-name claimed by their owner, games with secrets held back until every player opened
//! a private chat (where the platform requires it), and deliveries handled once.

mod common;

use std::sync::Arc;

use bot::core::{Button, Incoming, Outgoing};
use bot::model::{ChannelKey, User};
use common::{ManualClock, core, database_urls, say, texts, unique_platform_channel, whisper};

fn buttons(out: &[Outgoing]) -> Vec<Button> {
    out.iter()
        .flat_map(|o| match o {
            Outgoing::Channel { buttons, .. } => buttons.clone(),
            Outgoing::Private { .. } | Outgoing::File { .. } | Outgoing::Summary { .. } => Vec::new(),
        })
        .collect()
}

/// `author` (whose @-name is `handle`) writes `text`, mentioning `@names` without ids.
fn by_handle(incoming: Incoming, handle: &str) -> Incoming {
    let mentions = incoming.text.split_whitespace().filter_map(|w| w.strip_prefix('@')).map(User::unresolved).collect();
    Incoming { mentions, handle: Some(handle.to_owned()), ..incoming }
}

#[tokio::test]
async fn a_challenge_carries_accept_and_decline_buttons() {
    let dir = tempfile::tempdir().unwrap();
    let core = core(&database_urls(&dir).await[0], Arc::new(ManualClock::default())).await;
    let hall = unique_platform_channel("hall");
    let out = core.handle(&say(&hall, "alice", "!challenge @bob hnefatafl")).await;
    let commands: Vec<String> = buttons(&out).into_iter().map(|b| b.command).collect();
    assert_eq!(commands, vec!["accept", "decline"]);
    assert_eq!(buttons(&out)[0].label, "Accept");
    core.handle(&say(&hall, "alice", "!cancel")).await;
    let out = core.handle(&say(&hall, "alice", "!challenge open hnefatafl")).await;
    let commands: Vec<String> = buttons(&out).into_iter().map(|b| b.command).collect();
    assert_eq!(commands, vec!["accept"], "an open challenge has no one to decline it");
}

#[tokio::test]
async fn an_invitation_by_at_name_is_claimed_by_the_user_with_that_name() {
    let dir = tempfile::tempdir().unwrap();
    for url in database_urls(&dir).await {
        let core = core(&url, Arc::new(ManualClock::default())).await;
        let hall = unique_platform_channel("hall");
        let out = core.handle(&by_handle(say(&hall, "11", "!challenge @Bob_B hnefatafl"), "alice_a")).await;
        assert!(texts(&out).contains("challenges @Bob_B"), "{}", texts(&out));
        // Someone else cannot take bob's place.
        let out = core.handle(&by_handle(say(&hall, "13", "!accept"), "carol_c")).await;
        assert!(texts(&out).contains("for @Bob_B"), "{}", texts(&out));
        // Bob (id 12) has the handle bob_b, in any case: the invitation is his.
        let out = core.handle(&by_handle(say(&hall, "12", "!accept"), "bob_b")).await;
        assert!(texts(&out).contains("attackers: 11, defenders: 12"), "{}", texts(&out));
        // The match knows bob by his id from now on.
        let out = core.handle(&say(&hall, "12", "!resign")).await;
        assert!(texts(&out).contains("11 (attackers) wins"), "{}", texts(&out));
    }
}

#[tokio::test]
async fn a_challenge_to_yourself_by_at_name_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let core = core(&database_urls(&dir).await[0], Arc::new(ManualClock::default())).await;
    let hall = unique_platform_channel("hall");
    let out = core.handle(&by_handle(say(&hall, "11", "!challenge @alice_a hnefatafl"), "alice_a")).await;
    assert!(texts(&out).contains("yourself"), "{}", texts(&out));
}

#[tokio::test]
async fn a_game_with_secrets_starts_only_once_every_player_opened_a_private_chat() {
    let dir = tempfile::tempdir().unwrap();
    for url in database_urls(&dir).await {
        let core = core(&url, Arc::new(ManualClock::default())).await;
        let hall = unique_platform_channel("hall");
        core.require_private_chat(&hall.platform, "https://t.me/games_bot?start=play");
        let out = core.handle(&say(&hall, "alice", "!challenge @bob gype")).await;
        assert_eq!(
            texts(&out),
            "alice, bob must each open a private chat with me first: this game sends secrets by private \
             message. Open it here: https://t.me/games_bot?start=play then try again."
        );
        // `mygames` answers privately: the reason is that the list is private.
        let out = core.handle(&say(&hall, "carol", "!mygames")).await;
        assert_eq!(
            texts(&out),
            "carol must open a private chat with me first: the list of your matches is private, so it comes by \
             private message. Open it here: https://t.me/games_bot?start=play then try again."
        );
        // Hnefatafl has no secrets: no private chat is needed.
        let out = core.handle(&say(&hall, "alice", "!challenge @bob hnefatafl")).await;
        assert!(texts(&out).contains("alice challenges bob"), "{}", texts(&out));
        core.handle(&say(&hall, "alice", "!cancel")).await;

        let out = core.handle(&whisper(&hall, "alice", "start play")).await;
        assert!(texts(&out).contains("private chat with me is open"), "{}", texts(&out));
        let out = core.handle(&say(&hall, "alice", "!challenge @bob gype")).await;
        let text = texts(&out);
        assert!(text.contains("alice challenges bob to Uncle Chestnut's Table Gype"), "{text}");
        assert!(text.contains("bob must open a private chat"), "the invited player is told at once: {text}");
        let out = core.handle(&say(&hall, "bob", "!accept")).await;
        assert!(texts(&out).starts_with("bob must open a private chat"), "{}", texts(&out));
        core.handle(&whisper(&hall, "bob", "help")).await;
        let out = core.handle(&say(&hall, "bob", "!accept")).await;
        assert!(texts(&out).contains("Match #"), "{}", texts(&out));
        let private = out.iter().filter(|o| matches!(o, Outgoing::Private { .. })).count();
        assert_eq!(private, 2, "both players get their secret prompt");

        // A platform that refused a private message closes the chat again.
        core.private_chat_closed(&hall.platform, "alice").await;
        core.handle(&say(&hall, "alice", "!resign")).await;
        let out = core.handle(&say(&hall, "alice", "!challenge @bob gype")).await;
        assert!(texts(&out).starts_with("alice must open a private chat"), "{}", texts(&out));
    }
}

#[tokio::test]
async fn a_delivery_is_handled_once() {
    let dir = tempfile::tempdir().unwrap();
    for url in database_urls(&dir).await {
        let core = core(&url, Arc::new(ManualClock::default())).await;
        let (hall, elsewhere) = (unique_platform_channel("hall"), unique_platform_channel("hall"));
        let delivered =
            |channel: &ChannelKey, id: &str| Incoming { delivery: Some(id.into()), ..say(channel, "alice", "!games") };
        assert!(!core.handle(&delivered(&hall, "update-1")).await.is_empty());
        assert!(core.handle(&delivered(&hall, "update-1")).await.is_empty(), "the second delivery is ignored");
        assert!(!core.handle(&delivered(&hall, "update-2")).await.is_empty());
        assert!(!core.handle(&delivered(&elsewhere, "update-1")).await.is_empty(), "ids are per platform");
    }
}

#[tokio::test]
async fn a_channel_that_changes_id_keeps_its_match_and_language() {
    let dir = tempfile::tempdir().unwrap();
    for url in database_urls(&dir).await {
        let core = core(&url, Arc::new(ManualClock::default())).await;
        let old = unique_platform_channel("group");
        let new = bot::model::ChannelKey::new(&old.platform, "supergroup", None);
        core.handle(&say(&old, "alice", "!lang it")).await;
        core.handle(&say(&old, "alice", "!challenge @bob hnefatafl")).await;
        core.handle(&say(&old, "bob", "!accept")).await;
        core.channel_moved(&old.platform, &old.channel, &new.channel).await;
        let out = core.handle(&say(&new, "alice", "a4-b4")).await;
        assert!(texts(&out).contains("a4–b4") && texts(&out).contains("Mossa 1: tocca a bob"), "{}", texts(&out));
        let out = core.handle(&say(&old, "alice", "!status")).await;
        assert!(!texts(&out).contains("Mossa"), "the old id has nothing left: {}", texts(&out));
    }
}
