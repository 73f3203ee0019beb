//! Finding a game on Discord: a seek announced in the lobby (pinging its role) and
//! joined with its button, `mygames` with message links, a turn ping by DM, and a daily
//! digest edited in place.

use serde_json::json;

use super::harness::Harness;
use super::text_match;

/// The message id that a `discord.com/channels/<server>/<channel>/<message>` link in
/// `text` gives for `channel`.
fn linked_message(text: &str, channel: &str) -> String {
    let needle = format!("/{channel}/");
    let at = text.find(&needle).unwrap_or_else(|| panic!("no link to {channel} in {text}"));
    text[at + needle.len()..].chars().take_while(char::is_ascii_digit).collect()
}

#[tokio::test]
async fn a_seek_is_announced_in_the_lobby_with_its_role_and_joined_with_the_button() {
    let Some(h) = Harness::start().await else { return };
    let (lobby, general) = (h.channel("lobby"), h.channel("general"));
    let (alice, bob, dave) = (h.user("alice"), h.user("bob"), h.user("dave"));
    let refused = h.exchange(&lobby, &alice, "!lobby here", 1).await;
    assert!(refused[0].content.contains("Only a moderator"), "{refused:?}");
    h.exchange(&lobby, &dave, "!lobby here", 1).await;
    let role = h.exchange(&lobby, &dave, "!lobby role <@&777>", 1).await;
    assert!(role[0].content.contains("ping <@&777>"), "{role:?}");

    let since = h.bot_messages(&lobby).await.len();
    let queued = h.exchange(&general, &alice, "!seek hnefatafl", 1).await;
    assert!(queued[0].content.contains(&format!("announced in the lobby <#{lobby}>")), "{queued:?}");
    let announced = h.replies(&lobby, since, 1).await;
    assert!(announced[0].content.starts_with("<@&777> 🔎 alice (1500) seeks"), "{announced:?}");
    let join = announced[0].buttons.first().cloned().expect("a Join button");
    assert!(join.starts_with("cmd:join "), "{join}");
    let requests = h.get(&format!("/test/mentions/{lobby}")).await;
    let request =
        requests.as_array().expect("requests").iter().find(|r| r["content"].as_str().unwrap_or("").contains("🔎"));
    assert_eq!(
        request.expect("the announcement")["allowed_mentions"]["roles"],
        json!(["777"]),
        "the role alone is pinged"
    );

    // Bob presses Join in the lobby: the match starts in a thread of general, where alice
    // sought, and general says where.
    let since = h.bot_messages(&general).await.len();
    h.press(&lobby, &bob, &announced[0].id, &join, 0).await;
    let pointer = h.replies(&general, since, 1).await;
    let threads = h.threads(&general).await;
    let thread = threads[0]["id"].as_str().expect("a thread").to_owned();
    assert!(pointer[0].content.contains(&format!("their match is in <#{thread}>")), "{pointer:?}");
    let started = h.replies(&thread, 0, 1).await;
    assert!(started[0].content.contains(&format!("attackers: <@{alice}>, defenders: bob")), "{started:?}");
    assert!(started[0].attachment.is_some(), "with the board");
}

#[tokio::test]
async fn mygames_links_each_matchs_last_board_and_a_dm_ping_carries_the_board() {
    let Some(h) = Harness::start().await else { return };
    let (general, games) = (h.channel("general"), h.channel("games"));
    let (alice, bob) = text_match(&h, &general).await;
    text_match(&h, &games).await;
    h.exchange(&general, &alice, "a4-b4", 1).await;

    let since = h.direct_messages(&alice).await.len();
    h.post_message(&general, &alice, "!mygames").await;
    let listed = loop {
        let dms = h.direct_messages(&alice).await;
        if dms.len() > since {
            break dms[since].content.clone();
        }
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    };
    let lines: Vec<&str> = listed.lines().collect();
    assert_eq!(lines[0], "Your running matches (2):", "{listed}");
    assert!(lines[1].contains("your move") && lines[1].contains(&format!("/{games}/")), "{listed}");
    assert!(lines[2].contains("bob to play") && lines[2].contains(&format!("/{general}/")), "{listed}");
    for channel in [&general, &games] {
        let board = h.bot_messages(channel).await.into_iter().rev().find(|m| m.attachment.is_some()).expect("a board");
        assert_eq!(linked_message(&listed, channel), board.id, "the link opens the last board in {channel}");
    }
    // The slash command answers the author alone.
    let ephemeral = h.slash(&general, &alice, "mygames", json!([]), 1).await;
    assert!(ephemeral[0].ephemeral && ephemeral[0].content.contains("Your running matches (2):"), "{ephemeral:?}");

    // Bob's turn pings come by DM, with the board and the link.
    h.exchange(&general, &bob, "!notify dm", 1).await;
    h.exchange(&general, &bob, "g7-j7", 1).await;
    let since = h.direct_messages(&bob).await.len();
    h.exchange(&general, &alice, "b4-a4", 1).await;
    let ping = loop {
        let dms = h.direct_messages(&bob).await;
        if dms.len() > since {
            break dms[since].clone();
        }
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    };
    assert!(ping.content.starts_with("🔔") && ping.content.contains("bob (defenders) to play"), "{ping:?}");
    assert!(ping.attachment.is_some() && ping.content.contains(&format!("/{general}/")), "{ping:?}");
}

#[tokio::test]
async fn a_daily_digest_is_one_direct_message_then_edited_as_the_games_move() {
    let Some(h) = Harness::start().await else { return };
    let channel = h.channel("bench");
    let (alice, bob) = (h.user("alice"), h.user("bob"));
    let set = h.exchange(&channel, &alice, "!notify digest 08:00 Europe/Rome", 1).await;
    assert!(set[0].content.contains("Every day at 08:00 Europe/Rome"), "{set:?}");
    h.exchange(&channel, &alice, &format!("!challenge <@{bob}> hnefatafl clock=3d+6h"), 1).await;
    h.exchange(&channel, &bob, "!accept", 1).await;
    let before = h.direct_messages(&alice).await.len();
    super::e2e::digests_due_now(&h.database_url()).await;
    let wait = |what: &'static str| {
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(30);
        move || assert!(std::time::Instant::now() < deadline, "{what}")
    };
    let in_time = wait("no digest");
    let digest = loop {
        let dms = h.direct_messages(&alice).await;
        if let Some(digest) = dms.get(before) {
            break digest.clone();
        }
        in_time();
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    };
    assert!(digest.content.contains("Your games waiting for you (1)") && digest.content.contains("against bob"));
    // Alice moves: the same message now says nothing waits; no new message.
    h.exchange(&channel, &alice, "a4-a3", 1).await;
    let in_time = wait("the digest is not edited");
    loop {
        let dms = h.direct_messages(&alice).await;
        let now = dms.iter().find(|m| m.id == digest.id).expect("the digest stays");
        if now.content.contains("No game is waiting for your move") {
            assert_eq!(dms.len(), before + 1, "edited, not sent again: {dms:?}");
            break;
        }
        in_time();
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
}
