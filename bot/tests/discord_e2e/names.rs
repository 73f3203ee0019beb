//! Discord users are named as the server shows them, off Discord too: on the match page,
//! the leaderboard page and its image, the replay and in records; a mention only where a
//! ping is meant.

use bot::i18n::Lang;
use bot::storage::Storage;
use serde_json::json;

use super::harness::Harness;

/// The address after `label` in a message (`Watch it on the web: http://…`).
fn link_after(text: &str, label: &str) -> String {
    let at = text.find(label).unwrap_or_else(|| panic!("no {label:?} in {text}"));
    text[at + label.len()..].split_whitespace().next().expect("an address").to_owned()
}

#[tokio::test]
async fn players_are_named_as_the_server_shows_them_on_the_web_the_leaderboard_and_the_replay() {
    let Some(h) = Harness::start_with_site().await else { return };
    let (channel, alice, bob) = (h.channel("general"), h.user("alice"), h.user("bob"));
    h.rename(&alice, json!({"nick": "Alice Liddell"})).await;
    let challenge = h.exchange(&channel, &alice, &format!("!challenge <@{bob}> hnefatafl rules=brandubh"), 1).await;
    let text = &challenge[0].content;
    assert!(text.contains(&format!("Alice Liddell challenges <@{bob}> to Hnefatafl (Brandubh)")), "{text}");
    let started = h.exchange(&channel, &bob, "!accept", 1).await;
    let text = &started[0].content;
    assert!(text.contains(&format!("attackers: <@{alice}>, defenders: bob")), "the mover is pinged: {text}");
    let page = link_after(text, "Watch it on the web: ");
    let moved = h.exchange(&channel, &alice, "b4-b6", 1).await;
    assert!(moved[0].content.contains(&format!("<@{bob}> (defenders) to play")), "{:?}", moved[0].content);
    h.exchange(&channel, &bob, "c4-c2", 1).await;
    h.exchange(&channel, &alice, "b6-b5", 1).await;
    h.exchange(&channel, &bob, "!resign", 1).await;

    // Names off Discord: the match page, the record, the leaderboard page and its image.
    let http = reqwest::Client::new();
    let get = |url: String| {
        let http = http.clone();
        async move { http.get(url).send().await.expect("the site answers").bytes().await.expect("a body").to_vec() }
    };
    let html = String::from_utf8(get(page.clone()).await).expect("HTML");
    assert!(html.contains("Alice Liddell") && html.contains("bob"), "{html}");
    assert!(!html.contains(&alice) && !html.contains(&bob), "no raw ids on the match page");
    let record = String::from_utf8(get(format!("{page}/record")).await).expect("a record");
    assert!(record.contains("\"Alice Liddell\"") && !record.contains(&alice), "{record}");

    // Alice takes another name; the next message she sends carries it everywhere.
    h.rename(&alice, json!({"nick": "Alice L."})).await;
    let board = h.exchange(&channel, &alice, "!leaderboard hnefatafl brandubh", 1).await;
    let text = &board[0].content;
    assert!(text.contains("1. Alice L. ") && text.contains("2. bob "), "{text}");
    assert!(!text.contains("<@"), "a leaderboard pings nobody: {text}");
    let leaderboard = link_after(text, "The top hundred on the web: ");
    let html = String::from_utf8(get(leaderboard.clone()).await).expect("HTML");
    assert!(html.contains("Alice L.") && !html.contains(&alice) && !html.contains("Alice Liddell"), "{html}");
    let png = get(format!("{leaderboard}/png")).await;
    let storage = Storage::connect(&h.database_url()).await.expect("storage");
    let rows = storage.ranking("discord", &h.guild(), "hnefatafl-brandubh", true, 100).await.expect("a ranking");
    let names: Vec<&str> = rows.iter().map(|r| r.name.as_str()).collect();
    assert_eq!(names, ["Alice L.", "bob"]);
    let renderer = render::Renderer::new().expect("a renderer");
    let drawn = |rows: &[bot::storage::Ranked]| {
        renderer.table_png(&bot::web::pages::leaderboard_table("hnefatafl-brandubh", rows, Lang::En))
    };
    assert!(png == drawn(&rows), "the image draws the names of the page");
    let mut raw = rows.clone();
    raw[0].name = format!("<@{alice}>");
    assert!(png != drawn(&raw), "a name drawn otherwise is another image");

    // The replay: its caption names the players, its last frame the result.
    let replay = h.exchange(&channel, &alice, "!replay", 1).await;
    let caption = &replay[0].content;
    assert!(caption.contains("(Alice Liddell – bob)") && !caption.contains("<@"), "{caption}");
    assert!(replay[0].attachment.is_some(), "{replay:?}");
}
