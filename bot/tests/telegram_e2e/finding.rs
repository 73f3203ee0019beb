//! Finding a game on Telegram: a seek announced in the lobby and joined with its button,
//! `mygames` with working `t.me/c` links, a turn ping delivered privately, and a daily
//! digest edited in place.

use super::harness::{Harness, group, private, user};
use super::start_match;

/// The message id at the end of a `t.me/c/<chat>/<message>` link in `text` for `chat`.
fn linked_message(text: &str, chat: &str) -> i64 {
    let prefix = format!("https://t.me/c/{chat}/");
    let at = text.find(&prefix).unwrap_or_else(|| panic!("no link to {chat} in {text}"));
    let rest = &text[at + prefix.len()..];
    rest.split(|c: char| !c.is_ascii_digit()).next().and_then(|id| id.parse().ok()).expect("a message id")
}

#[tokio::test]
async fn a_seek_is_announced_in_the_lobby_and_joined_with_its_button() {
    let Some(mut h) = Harness::start(Harness::fast()).await else { return };
    let chat = group(-1009000000001);
    let (owner, alice, bob) = (user(901, "owner_p"), user(101, "alice_p"), user(102, "bob_p"));
    let refused = h.exchange(&chat, &alice, "/lobby here", 1).await;
    assert!(refused[0].text.contains("Only a moderator"), "{:?}", refused[0]);
    let lobby = h.exchange(&chat, &owner, "/lobby here", 1).await;
    assert!(lobby[0].text.contains("now the lobby"), "{:?}", lobby[0]);
    let announced = h.exchange(&chat, &alice, "/seek hnefatafl clock=1d", 1).await;
    assert!(
        announced[0].text.contains("🔎 @alice_p (1500) seeks a game of Hnefatafl (clock=1d)"),
        "{:?}",
        announced[0]
    );
    let join = announced[0].buttons.first().cloned().expect("a Join button");
    assert!(join.starts_with("join "), "{join}");
    let listed = h.exchange(&chat, &bob, "/seeks", 1).await;
    assert!(listed[0].text.contains("@alice_p (1500) Hnefatafl"), "{:?}", listed[0]);
    let started = h.press(&chat, &bob, announced[0].message_id, &join, 1).await;
    assert!(started[0].text.contains("attackers: @alice_p, defenders: @bob_p"), "{:?}", started[0]);
    assert!(started[0].photo.is_some(), "the match starts with the board");
    let none = h.exchange(&chat, &bob, "/seeks", 1).await;
    assert!(none[0].text.contains("Nobody is seeking"), "{:?}", none[0]);
}

#[tokio::test]
async fn mygames_links_each_match_and_a_dm_ping_carries_the_board() {
    let Some(mut h) = Harness::start(Harness::fast()).await else { return };
    let (north, south) = (group(-1009000000002), group(-1009000000003));
    let (alice, bob) = (user(101, "alice_p"), user(102, "bob_p"));
    start_match(&mut h, &north, &alice, &bob).await;
    start_match(&mut h, &south, &alice, &bob).await;
    h.exchange(&north, &alice, "a4-b4", 1).await;
    // The answer is private: alice opens her private chat first.
    let asked = h.exchange(&north, &alice, "/mygames", 1).await;
    assert!(asked[0].text.contains("must open a private chat"), "{:?}", asked[0]);
    h.exchange(&private(&alice), &alice, "/start play", 1).await;
    let since = h.count(&private(&alice)).await;
    h.say(&north, &alice, "/mygames").await;
    let listed = h.replies(&private(&alice), since, 1).await;
    let text = &listed[0].text;
    assert!(text.starts_with("Your running matches (2):"), "{text}");
    let lines: Vec<&str> = text.lines().collect();
    assert!(lines[1].contains("your move") && lines[1].contains("t.me/c/9000000003/"), "south first: {text}");
    assert!(lines[2].contains("@bob_p to play") && lines[2].contains("t.me/c/9000000002/"), "{text}");
    // Each link opens that chat's last board.
    for (chat, id) in [(&north, "9000000002"), (&south, "9000000003")] {
        let message = linked_message(text, id);
        let all = h.all(chat).await;
        let board = all.iter().rev().find(|m| m.photo.is_some()).expect("a board");
        assert_eq!(board.message_id, message, "the link opens the last board in {id}");
    }

    // Bob chooses private pings: his turn in the north arrives by DM with the board.
    h.exchange(&private(&bob), &bob, "/start play", 1).await;
    let set = h.exchange(&north, &bob, "/notify dm", 1).await;
    assert!(set[0].text.contains("by private message"), "{:?}", set[0]);
    h.exchange(&north, &bob, "g7-j7", 1).await;
    let since = h.count(&private(&bob)).await;
    h.exchange(&north, &alice, "b4-a4", 1).await;
    let ping = h.replies(&private(&bob), since, 1).await;
    assert!(ping[0].text.starts_with("🔔") && ping[0].text.contains("@bob_p (defenders) to play"), "{:?}", ping[0]);
    assert!(ping[0].photo.is_some(), "the ping carries the board");
    assert!(ping[0].text.contains("https://t.me/c/9000000002/"), "and the link: {:?}", ping[0]);
}

#[tokio::test]
async fn a_daily_digest_is_one_private_message_then_edited_as_the_games_move() {
    let Some(mut h) = Harness::start(Harness::fast()).await else { return };
    let chat = group(-4101);
    let (alice, bob) = (user(121, "alice_d"), user(122, "bob_d"));
    h.exchange(&private(&alice), &alice, "/start", 1).await;
    let set = h.exchange(&chat, &alice, "/notify digest 08:00 Europe/Rome", 1).await;
    assert!(set[0].text.contains("Every day at 08:00 Europe/Rome"), "{:?}", set[0]);
    h.exchange(&chat, &alice, "/challenge @bob_d hnefatafl clock=3d+6h", 1).await;
    h.exchange(&chat, &bob, "/accept", 1).await;
    super::e2e::digests_due_now(&h.database_url()).await;
    let digest = h.sent(&private(&alice), "Your games waiting for you (1)").await;
    assert!(digest.text.contains("against @bob_d") && digest.text.contains("+6 hours a move"), "{digest:?}");
    let private_messages = h.count(&private(&alice)).await;
    // Alice moves: her summary is edited in place to say nothing waits; no new message.
    h.exchange(&chat, &alice, "a4-a3", 1).await;
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    loop {
        let (text, edits) = h.text_now(&private(&alice), digest.message_id).await;
        if text.contains("No game is waiting for your move") {
            assert_eq!(edits, 1, "{text}");
            break;
        }
        assert!(std::time::Instant::now() < deadline, "the summary is not edited: {text}");
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    // Bob answers: edited again, to list the game.
    h.exchange(&chat, &bob, "f4-f3", 1).await;
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    while h.text_now(&private(&alice), digest.message_id).await.1 < 2 {
        assert!(std::time::Instant::now() < deadline, "the summary is not edited again");
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(h.text_now(&private(&alice), digest.message_id).await.0.contains("waiting for you (1)"));
    assert_eq!(h.count(&private(&alice)).await, private_messages, "no ping per move, no new message");
}
