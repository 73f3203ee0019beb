//! Playing from the board over HTTP, against a real server on 127.0.0.1: `board link`'s
//! personal key opens the player's page with their picker; presses walk it and play
//! through the chat's path (committed, the channel told); keys are checked (forged,
//! expired, another match's); the Telegram Mini App signs its users in by Telegram's
//! signature. The browser test plays whole games by clicks.

mod common;

use bot::model::{ChannelKey, User};
use common::site::{Site, TELEGRAM_TOKEN, board_link, init_data, link, page_rows};
use common::{database_urls, say, texts, unique_channel};

/// The `data-data` of the button labelled `label` in a page or a picker's section.
fn choice<'a>(html: &'a str, label: &str) -> Option<&'a str> {
    html.split("<button").find(|b| b.contains(&format!(">{label}</button>"))).and_then(|b| {
        let at = b.find("data-data=\"")? + "data-data=\"".len();
        Some(&b[at..at + b[at..].find('"')?])
    })
}

async fn press(site: &Site, link: &str, data: &str) -> (u16, bool, String) {
    let response = site.http.post(format!("{link}/press")).query(&[("data", data)]).send().await.unwrap();
    let played = response.headers().contains_key("x-played");
    (response.status().as_u16(), played, response.text().await.unwrap())
}

#[tokio::test]
async fn a_player_plays_from_their_page_through_the_chats_own_path() {
    let dir = tempfile::tempdir().unwrap();
    for url in database_urls(&dir).await {
        let site = Site::start(&url).await;
        let channel = unique_channel("web-play");
        site.core.handle(&say(&channel, "alice", "!challenge @bob hnefatafl rules=brandubh")).await;
        let started = site.core.handle(&say(&channel, "bob", "!accept")).await;
        let public = link(&started, "m");
        let out = site.core.handle(&say(&channel, "carol", "!board link")).await;
        assert_eq!(texts(&out), "Only the players of this match get a link to play it from the board.");

        // Alice (the attackers) opens her page: her picker is there, and the squares.
        let alice = board_link(&site, &channel, "alice").await;
        assert!(alice.contains("/play/"), "{alice}");
        let pages_before = page_rows(&url).await;
        let page = site.page(&alice).await;
        assert!(page.contains("id=\"play\"") && page.contains("class=\"spot\""), "{page}");
        assert!(page.contains("data-square=\"d1\""), "the squares are named as moves spell them");
        let spectators = site.page(&public).await;
        assert!(!spectators.contains("id=\"play\"") && !spectators.contains("/play/"), "no key on the public page");

        // d2 then c2: a picker's two steps, then the move is played and committed.
        let first = choice(&page, "d2").expect("the piece on d2 is offered").to_owned();
        let (status, played, step) = press(&site, &alice, &first).await;
        assert_eq!((status, played), (200, false), "{step}");
        let to = choice(&step, "c2").unwrap_or_else(|| panic!("d2 may go to c2: {step}")).to_owned();
        let (status, played, after) = press(&site, &alice, &to).await;
        assert_eq!((status, played), (200, true), "{after}");
        assert!(after.contains("Played d2-c2."), "{after}");
        assert_eq!(page_rows(&url).await, pages_before, "{url}: her page and presses wrote no page");
        let stored = site.storage.latest_match(&channel).await.unwrap().unwrap();
        assert_eq!(stored.game.replay_steps().unwrap().len(), 2, "the move is stored");
        let told = texts(&site.told.lock().unwrap());
        assert!(told.contains("Attackers: d2–c2"), "the channel is told as for any move: {told}");

        // The same press again is out of date; it is not her turn either.
        let (_, played, again) = press(&site, &alice, &to).await;
        assert!(!played && again.contains("out of date"), "{again}");
        assert_eq!(site.storage.latest_match(&channel).await.unwrap().unwrap().version, stored.version);

        // Bob's page now offers him his move; his key does not act in another match.
        let bob = board_link(&site, &channel, "bob").await;
        assert!(choice(&site.page(&bob).await, "d3").is_some(), "the defenders move now");
        let other = unique_channel("web-play-other");
        site.core.handle(&say(&other, "bob", "!challenge @dan hnefatafl rules=brandubh")).await;
        site.core.handle(&say(&other, "dan", "!accept")).await;
        let elsewhere = site.storage.latest_match(&other).await.unwrap().unwrap();
        let foreign = format!("pk:{}:{}:c", elsewhere.id, elsewhere.version);
        assert_eq!(press(&site, &bob, &foreign).await.0, 403, "a key acts in its own match only");
    }
}

#[tokio::test]
async fn forged_altered_and_expired_keys_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}/keys.db", dir.path().display());
    let site = Site::start(&url).await;
    let channel = unique_channel("web-keys");
    site.core.handle(&say(&channel, "alice", "!challenge @bob hnefatafl rules=brandubh")).await;
    site.core.handle(&say(&channel, "bob", "!accept")).await;
    let alice = board_link(&site, &channel, "alice").await;
    let key = alice.rsplit('/').next().unwrap();
    let (payload, signature) = key.split_once('.').unwrap();

    // Bob's seat named in Alice's signed key: the signature no longer matches.
    use base64::Engine as _;
    let b64 = base64::engine::general_purpose::URL_SAFE_NO_PAD;
    let fields = String::from_utf8(b64.decode(payload).unwrap()).unwrap().replace("alice", "bob");
    let forged = format!("{}/play/{}.{signature}", site.base, b64.encode(fields));
    for bad in [forged, format!("{}/play/{payload}.AAAA", site.base), format!("{}/play/nonsense", site.base)] {
        let (status, body) = site.get(&bad).await;
        assert_eq!(status, 403, "{bad}");
        assert!(String::from_utf8(body).unwrap().contains("not one this bot gave"));
        let stored = site.storage.latest_match(&channel).await.unwrap().unwrap();
        assert_eq!(press(&site, &bad, &format!("pk:{}:{}:c0", stored.id, stored.version)).await.0, 403);
    }

    // A week later the real key has expired.
    site.clock.advance_minutes(7 * 24 * 60);
    let (status, body) = site.get(&alice).await;
    assert_eq!(status, 403);
    assert!(String::from_utf8(body).unwrap().contains("has expired"));
}

#[tokio::test]
async fn the_mini_app_signs_in_players_by_telegrams_signature_and_sends_others_to_watch() {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}/app.db", dir.path().display());
    let site = Site::start(&url).await;
    let group = ChannelKey::new("telegram", "-1001234", None);
    let speak = |id: &str, name: &str, text: &str| bot::core::Incoming {
        author: User::new(id, name),
        mentions: if text.contains('@') { vec![User::new("202", "bob")] } else { Vec::new() },
        ..say(&group, id, text)
    };
    site.core.handle(&speak("101", "ann", "!challenge @bob hnefatafl rules=brandubh")).await;
    let started = site.core.handle(&speak("202", "bob", "!accept")).await;
    let public = link(&started, "m");
    let token = public.rsplit('/').next().unwrap();
    let app = site.page(&format!("/app/{token}")).await;
    assert!(app.contains(&format!("data-session=\"/app/{token}/session\"")), "{app}");

    let now = 1_790_000_000;
    let session = |init: String| {
        let request = site.http.post(format!("{}/app/{token}/session", site.base));
        async move {
            let response = request.header("x-telegram-init-data", init).send().await.unwrap();
            (response.status().as_u16(), response.text().await.unwrap())
        }
    };
    let (status, to) = session(init_data(101, now, TELEGRAM_TOKEN)).await;
    assert_eq!(status, 200);
    assert!(to.starts_with("/play/"), "a player goes to their own page: {to}");
    assert!(site.page(&to).await.contains("id=\"play\""), "and plays there");
    let (status, to) = session(init_data(303, now, TELEGRAM_TOKEN)).await;
    assert_eq!((status, to), (200, format!("/m/{token}")), "a spectator goes to the public page");
    let (status, _) = session(init_data(101, now, "654321:another-bot")).await;
    assert_eq!(status, 403, "signed with another bot's token");
    let (status, _) = session(String::new()).await;
    assert_eq!(status, 403, "nothing from Telegram at all");
    let (status, _) = session(init_data(101, now - 3 * 86_400, TELEGRAM_TOKEN)).await;
    assert_eq!(status, 403, "Telegram's word of three days ago");
}
