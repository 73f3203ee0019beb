//! The website against a real server on 127.0.0.1, on SQLite and PostgreSQL: match pages
//! ply by ply with the chat's own board images, a tournament after two rounds, a
//! leaderboard, pages off, private information kept off the web, and live updates.

mod common;

use std::time::Duration;

use bot::core::Incoming;
use bot::model::ChannelKey;
use common::site::{Site, board_of, link};
use common::{database_urls, say, texts, unique_channel};
use engine::Turn;

#[tokio::test]
async fn a_match_page_shows_every_ply_with_the_board_the_chat_posted() {
    let dir = tempfile::tempdir().unwrap();
    for url in database_urls(&dir).await {
        let site = Site::start(&url).await;
        let channel = unique_channel("web-match");
        site.core.handle(&say(&channel, "<b>eve</b>", "!challenge @bob hnefatafl")).await;
        let started = site.core.handle(&say(&channel, "bob", "!accept")).await;
        let page = link(&started, "m");
        let token = page.rsplit('/').next().unwrap().to_owned();
        assert_eq!(token.len(), 32, "128 random bits");
        let mut boards = vec![board_of(&started)];
        boards.extend(site.play(&channel, 4).await);

        let html = site.page(&page).await;
        assert!(html.contains("&lt;b&gt;eve&lt;/b&gt;") && !html.contains("<b>eve</b>"), "names are escaped");
        assert!(html.contains("Running.") && html.contains("data-live="), "a running match is followed live");
        // Four plies: the attackers moved first, so two full moves of two plies each.
        assert!(html.contains("To move: &lt;b&gt;eve&lt;/b&gt; (attackers)"), "whose turn it is: {html}");
        // The time left counts down on the page, from the core's clock.
        let clock =
            r#"<span class="tick" data-left="86400000" data-running="">1d 0h</span> left for this move (1 day a move)"#;
        assert!(html.contains(clock), "the clock: {html}");
        let moves = between(&html, "<ol class=\"plies\">", "</ol>");
        assert!(moves.contains("<span class=\"n\">1.</span>") && moves.contains("<span class=\"n\">2.</span>"));
        assert!(!moves.contains("<span class=\"n\">3.</span>"), "numbered by full moves: {moves}");
        assert!(html.contains("id=\"previous\" href=\"?ply=3\"") && !html.contains("id=\"next\""), "{html}");
        let start = site.page(&format!("{page}?ply=0")).await;
        assert!(start.contains("id=\"next\" href=\"?ply=1\"") && start.contains("id=\"last\" href=\"?ply=4\""));
        assert!(!start.contains("id=\"previous\""), "nothing before the start");
        for (ply, board) in boards.iter().enumerate() {
            let at = site.page(&format!("{page}?ply={ply}")).await;
            assert!(at.contains(&format!("/m/{token}/ply/{ply}\"")), "ply {ply}'s page shows ply {ply}'s board");
            let (status, png) = site.get(&format!("/m/{token}/ply/{ply}")).await;
            assert_eq!(status, 200);
            assert!(&png == board, "ply {ply}: the page's image is the chat's");
        }
        let (status, record) = site.get(&format!("/m/{token}/record")).await;
        assert_eq!(status, 200);
        assert!(String::from_utf8(record).unwrap().contains("[Game \"hnefatafl\"]"));
        // The tafl world's formats: OpenTafl's for every ruleset, hnefatafl.org's for Copenhagen.
        let html = site.page(&page).await;
        assert!(html.contains(&format!("/m/{token}/otn")) && !html.contains(&format!("/m/{token}/pgn")), "{html}");
        let (status, otg) = site.get(&format!("/m/{token}/otn")).await;
        let otg = String::from_utf8(otg).unwrap();
        assert!(status == 200 && otg.contains("[rules:dim:11 name:Hnefatafl atkf:y tfr:i start:/"), "{otg}");
        assert_eq!(site.get(&format!("/m/{token}/pgn")).await.0, 404, "hnefatafl.org's files are Copenhagen's");

        let out = site.core.handle(&say(&channel, "bob", "!resign")).await;
        assert!(texts(&out).contains("wins"));
        let over = site.page(&page).await;
        assert!(over.contains("Result: attackers (resignation)") && over.contains("Seed: "), "{over}");
        assert!(!over.contains("data-live="), "a finished match is not followed");
        assert!(!over.contains("To move:"), "nobody is to move once it is over");
        assert!(over.contains("ArrowLeft"), "the arrow keys step through a finished game too");
        assert!(over.contains("bot replay"), "how to check the dice");
    }
}

/// The text between `open` and `close` in `html`.
fn between<'a>(html: &'a str, open: &str, close: &str) -> &'a str {
    let from = html.find(open).unwrap_or_else(|| panic!("no {open}")) + open.len();
    &html[from..from + html[from..].find(close).expect("closed")]
}

#[tokio::test]
async fn every_answer_carries_a_content_policy_that_allows_only_the_pages_own_style_and_script() {
    use base64::Engine as _;
    use sha2::Digest as _;
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}/csp.db", dir.path().display());
    let site = Site::start(&url).await;
    let channel = unique_channel("web-csp");
    site.core.handle(&say(&channel, "alice", "!challenge @bob hnefatafl")).await;
    let page = link(&site.core.handle(&say(&channel, "bob", "!accept")).await, "m");
    for address in [page.clone(), format!("{page}/ply/0"), format!("{}/nowhere", site.base)] {
        let response = site.http.get(&address).send().await.unwrap();
        let header = |name: &str| response.headers().get(name).map(|v| v.to_str().unwrap().to_owned());
        assert_eq!(header("x-content-type-options").as_deref(), Some("nosniff"), "{address}");
        assert_eq!(header("referrer-policy").as_deref(), Some("no-referrer"), "{address}");
        assert_eq!(header("x-frame-options").as_deref(), Some("DENY"), "{address}");
        let policy = header("content-security-policy").expect("a content policy");
        assert!(policy.contains("default-src 'none'") && policy.contains("frame-ancestors 'none'"), "{policy}");
    }
    // The running match's page has its style and its live script: both are allowed by hash.
    let response = site.http.get(&page).send().await.unwrap();
    let policy = response.headers()["content-security-policy"].to_str().unwrap().to_owned();
    let html = response.text().await.unwrap();
    let hash = |text: &str| base64::engine::general_purpose::STANDARD.encode(sha2::Sha256::digest(text));
    for (open, close, directive) in [("<style>", "</style>", "style-src"), ("<script>", "</script>", "script-src")] {
        let allowed = format!("{directive} 'sha256-{}'", hash(between(&html, open, close)));
        assert!(policy.contains(&allowed), "{allowed} not in {policy}");
    }
}

#[tokio::test]
async fn unknown_addresses_and_pages_turned_off_answer_not_found() {
    let dir = tempfile::tempdir().unwrap();
    for url in database_urls(&dir).await {
        let site = Site::start(&url).await;
        let channel = unique_channel("web-off");
        site.core.handle(&say(&channel, "alice", "!challenge @bob hnefatafl")).await;
        let page = link(&site.core.handle(&say(&channel, "bob", "!accept")).await, "m");
        for path in ["/m/0123456789abcdef0123456789abcdef", "/m/not-a-token", "/x", "/t/00", "/"] {
            assert_eq!(site.get(path).await.0, 404, "{path}");
        }
        let off = site.core.handle(&say(&channel, "alice", "!web off")).await;
        assert_eq!(texts(&off), "Only a moderator can turn this community's web pages on or off.");
        let moderator = |text: &str| Incoming { moderator: true, ..say(&channel, "mod", text) };
        let off = site.core.handle(&moderator("!web off")).await;
        assert!(texts(&off).starts_with("This community's web pages are off"), "{}", texts(&off));
        let (status, body) = site.get(&page).await;
        assert_eq!(status, 404);
        assert!(String::from_utf8(body).unwrap().contains("turned its pages off"));
        // No new links while off.
        let other = unique_channel("web-off-2");
        let started = site
            .core
            .handle(&Incoming { community: channel.channel.clone(), ..say(&other, "a", "!challenge @b hnefatafl") })
            .await;
        assert!(!texts(&started).contains("http"), "{}", texts(&started));
        site.core.handle(&moderator("!web on")).await;
        assert_eq!(site.get(&page).await.0, 200, "on again, the same link works");
    }
}

#[tokio::test]
async fn a_tournament_page_after_two_rounds_has_standings_pairings_and_a_crosstable() {
    let dir = tempfile::tempdir().unwrap();
    for url in database_urls(&dir).await {
        let site = Site::start(&url).await;
        let channel = unique_channel("web-tournament");
        let (id, token) = site.tournament_after_two_rounds(&channel).await;
        let html = site.page(&format!("/t/{token}")).await;
        assert!(html.contains(&format!("Tournament #{id}: Hnefatafl, round-robin")), "{html}");
        assert!(html.contains("Options: rules=classic"), "the ruleset is named, defaults and all: {html}");
        assert!(html.contains("Round 1") && html.contains("Round 2") && html.contains("Round 3"), "{html}");
        assert!(html.contains("Buchholz") && html.contains("Crosstable"), "{html}");
        assert!(html.contains("&lt;cy&gt;") && !html.contains("<cy>"), "names are escaped");
        assert!(html.contains("1–0") && html.contains("½–½"), "results are shown: {html}");
        let (status, png) = site.get(&format!("/t/{token}/png")).await;
        assert_eq!(status, 200);
        assert!(png.starts_with(b"\x89PNG"), "the standings as an image");
    }
}

#[tokio::test]
async fn the_leaderboard_page_lists_rated_players_with_rating_deviation_and_games() {
    let dir = tempfile::tempdir().unwrap();
    for url in database_urls(&dir).await {
        let site = Site::start(&url).await;
        let channel = unique_channel("web-leaderboard");
        for _ in 0..2 {
            site.core.handle(&say(&channel, "alice", "!challenge @bob hnefatafl")).await;
            site.core.handle(&say(&channel, "bob", "!accept")).await;
            site.play(&channel, 6).await;
            site.core.handle(&say(&channel, "bob", "!resign")).await;
        }
        let out = site.core.handle(&say(&channel, "carol", "!leaderboard hnefatafl")).await;
        let page = link(&out, "l");
        let html = site.page(&page).await;
        assert!(html.contains("Hnefatafl: leaderboard"), "{html}");
        assert!(html.contains("href=\"?all=1\""), "people only at first, with a link to the AI's rows: {html}");
        let all = site.page(&format!("{page}?all=1")).await;
        assert!(all.contains(">alice<") && all.contains("People only") && all.contains("/png?all=1"), "{all}");
        let alice = html.find(">alice<").expect("alice is listed");
        let bob = html.find(">bob<").expect("bob is listed");
        assert!(alice < bob, "the winner ranks first");
        assert!(html.contains(" ±"), "rating ± deviation");
        assert!(html.contains("<td>2</td>"), "two games each: {html}");
        let (status, png) = site.get(&format!("{page}/png")).await;
        assert_eq!(status, 200);
        assert!(png.starts_with(b"\x89PNG"));
    }
}

#[tokio::test]
async fn a_players_page_has_ratings_with_charts_games_and_records_linked_from_the_chat_and_the_pages() {
    let dir = tempfile::tempdir().unwrap();
    for url in database_urls(&dir).await {
        let site = Site::start(&url).await;
        let channel = unique_channel("web-player");
        let mut pages = Vec::new();
        for _ in 0..3 {
            site.core.handle(&say(&channel, "alice", "!challenge @bob hnefatafl")).await;
            pages.push(link(&site.core.handle(&say(&channel, "bob", "!accept")).await, "m"));
            site.play(&channel, 6).await;
            site.core.handle(&say(&channel, "bob", "!resign")).await;
        }
        site.core.handle(&say(&channel, "alice", "!challenge @carol hnefatafl")).await;
        let running = link(&site.core.handle(&say(&channel, "carol", "!accept")).await, "m");

        // `profile` links the page; the page is the same one the match pages link.
        let out = site.core.handle(&say(&channel, "alice", "!profile")).await;
        let page = link(&out, "p");
        let html = site.page(&page).await;
        assert!(html.contains("<h1>alice</h1>"), "{html}");
        let rating = between(&html, "<h3>Hnefatafl: ", "</h3>");
        let (now, deviation) = rating.split_once(" ±").expect("rating ± deviation");
        assert!(now.parse::<i64>().unwrap() > 1500 && deviation.parse::<i64>().is_ok(), "three wins: {rating}");
        let chart = between(&html, "<svg", "</svg>");
        let points = between(chart, "points=\"", "\"");
        assert_eq!(points.split(' ').count(), 3, "a point for each of three rated games: {chart}");
        assert!(chart.contains("<title>Hnefatafl rating over the last 3 rated games</title>"), "{chart}");
        for finished in &pages {
            let token = finished.rsplit('/').next().unwrap();
            assert!(html.contains(&format!("href=\"/m/{token}\"")), "each game links its page");
        }
        assert!(html.contains("won against bob (Hnefatafl)"), "{html}");
        let record = between(&html, "Against each opponent", "</table>");
        assert!(record.contains(">bob</a></td><td>3</td><td>0</td><td>0</td>"), "3 won against bob: {record}");
        let running_token = running.rsplit('/').next().unwrap();
        assert!(between(&html, "Playing now", "</ul>").contains(running_token), "the running match: {html}");

        // The match page links each player to their page, with their rating.
        let token = page.rsplit('/').next().unwrap();
        let match_page = site.page(&pages[2]).await;
        assert!(match_page.contains(&format!("<a href=\"/p/{token}\">alice</a> ({now})")), "{match_page}");
        // So does the leaderboard, marking the AI's levels.
        let board = link(&site.core.handle(&say(&channel, "carol", "!leaderboard hnefatafl")).await, "l");
        assert!(site.page(&board).await.contains(&format!("<a href=\"/p/{token}\">alice</a>")));
        let bob = between(record, "href=\"/p/", "\"").to_owned();
        let bobs = site.page(&format!("/p/{bob}")).await;
        assert!(bobs.contains("<h1>bob</h1>") && bobs.contains("lost against alice"), "{bobs}");
    }
}

#[tokio::test]
async fn a_move_in_the_chat_reaches_an_open_match_page_within_a_second() {
    let dir = tempfile::tempdir().unwrap();
    for url in database_urls(&dir).await {
        let site = Site::start(&url).await;
        let channel = unique_channel("web-live");
        site.core.handle(&say(&channel, "alice", "!challenge @bob hnefatafl")).await;
        let page = link(&site.core.handle(&say(&channel, "bob", "!accept")).await, "m");
        let mut events = site.http.get(format!("{page}/live")).send().await.unwrap();
        assert_eq!(events.headers()["content-type"], "text/event-stream");
        site.play(&channel, 1).await;
        let update = tokio::time::timeout(Duration::from_secs(1), async {
            let mut seen = String::new();
            while let Some(chunk) = events.chunk().await.unwrap() {
                seen.push_str(&String::from_utf8_lossy(&chunk));
                if seen.contains("event: update") {
                    return seen;
                }
            }
            seen
        })
        .await
        .expect("the update arrives within a second");
        assert!(update.contains("event: update"), "{update}");
        let watched = site.page(&page).await;
        assert!(watched.contains("1 person is watching live."), "the open live page is counted: {watched}");
    }
}

#[tokio::test]
async fn a_gype_match_in_secret_set_up_serves_the_same_bytes_whatever_was_chosen() {
    let dir = tempfile::tempdir().unwrap();
    let mut served = Vec::new();
    for (k, choice) in [0usize, 7].into_iter().enumerate() {
        let url = format!("sqlite://{}/gype-{k}.db", dir.path().display());
        let site = Site::start(&url).await;
        site.core.seed_matches_from(42);
        let channel = ChannelKey::new("test", "gype-secret", None);
        site.core.handle(&say(&channel, "alice", "!challenge @bob gype")).await;
        let page = link(&site.core.handle(&say(&channel, "bob", "!accept")).await, "m");
        let stored = site.storage.latest_match(&channel).await.unwrap().unwrap();
        let Turn::Simultaneous(seats) = stored.game.turn() else { panic!("the set-up is secret") };
        let moves = stored.game.legal_moves(seats[0]);
        let player = stored.players[seats[0].index()].clone();
        let chosen = site.core.handle(&common::whisper(&channel, &player.id, &moves[choice % moves.len()])).await;
        assert!(texts(&chosen).contains("Done"), "{}", texts(&chosen));
        let token = page.rsplit('/').next().unwrap().to_owned();
        let mut bytes = Vec::new();
        for path in [
            format!("/m/{token}"),
            format!("/m/{token}?ply=1"),
            format!("/m/{token}/ply/1"),
            format!("/m/{token}/record"),
            format!("/m/{token}/otn"),
        ] {
            let (status, body) = site.get(&path).await;
            bytes.push((status, tokens_out(&String::from_utf8_lossy(&body).replace(&token, "TOKEN"))));
        }
        assert_eq!(bytes[3].0, 404, "no record while the set-up is secret");
        assert_eq!(bytes[4].0, 404, "a Table Gype match has no tafl record");
        served.push(bytes);
    }
    assert_eq!(served[0], served[1], "the site shows nothing of the secret choice");
}

#[tokio::test]
async fn a_client_asking_too_fast_is_told_to_slow_down() {
    let dir = tempfile::tempdir().unwrap();
    let url = database_urls(&dir).await.remove(0);
    let site = Site::start(&url).await;
    let mut statuses = Vec::new();
    for _ in 0..80 {
        statuses.push(site.get("/m/0123456789abcdef0123456789abcdef").await.0);
    }
    assert!(statuses[..60].iter().all(|&s| s == 404), "a burst of 60 is answered: {statuses:?}");
    assert!(statuses[60..].contains(&429), "then the client is slowed down: {statuses:?}");
}

#[tokio::test]
async fn a_private_chat_has_no_match_and_so_no_page() {
    let dir = tempfile::tempdir().unwrap();
    let url = database_urls(&dir).await.remove(0);
    let site = Site::start(&url).await;
    let channel = unique_channel("web-private");
    let out = site.core.handle(&common::whisper(&channel, "alice", "!challenge @bob hnefatafl")).await;
    assert!(texts(&out).starts_with("That command works in the match's channel"), "{}", texts(&out));
    assert!(!texts(&out).contains("http"), "no link from a private chat: {}", texts(&out));
    assert!(site.storage.latest_match(&ChannelKey::new(&channel.platform, "dm-alice", None)).await.unwrap().is_none());
}

/// A Quest match played (seeded, random) until a duellist must choose in secret (rock,
/// paper or scissors), and that duellist.
fn quest_at_a_secret_duel_choice() -> (engine::AnyMatch, engine::Seat) {
    for game in 0..40u8 {
        let mut m =
            engine::AnyMatch::new(engine::GameKind::Quest, &[], 4, engine::Seed::from_bytes([game; 32])).unwrap();
        for ply in 0..400 {
            let awaited = bot::model::awaited(&m);
            let choosing = awaited.iter().copied().find(|&s| {
                m.decision_prompt(s).is_some_and(|p| p.key == "quest-rps-prompt") && m.legal_moves(s).len() >= 2
            });
            if let Some(seat) = choosing.filter(|_| awaited.len() >= 2) {
                return (m, seat);
            }
            let Some(&seat) = awaited.first() else { break };
            let moves = m.legal_moves(seat);
            m.play_text(seat, &moves[(ply * 7919) % moves.len()]).unwrap();
        }
    }
    panic!("no secret duel choice in 40 games");
}

/// `html` with the players' page tokens (random in each database) written out.
fn tokens_out(html: &str) -> String {
    let mut out = String::with_capacity(html.len());
    let mut rest = html;
    while let Some(at) = rest.find("/p/") {
        let token = rest[at + 3..].chars().take(32).collect::<String>();
        let is_token = token.len() == 32 && token.bytes().all(|b| b.is_ascii_hexdigit());
        out.push_str(&rest[..at + 3]);
        rest = &rest[at + 3..];
        if is_token {
            out.push_str("PLAYER");
            rest = &rest[32..];
        }
    }
    out.push_str(rest);
    out
}

/// Stores `game` in a fresh database and returns what the site serves of it (the page,
/// the record, and the page and image of its last plies), the page's token written out.
async fn served(dir: &std::path::Path, name: &str, game: &engine::AnyMatch) -> Vec<(u16, String)> {
    use bot::clock::{MatchClock, TimeControl};
    let site = Site::start(&format!("sqlite://{}/{name}.db", dir.display())).await;
    let channel = ChannelKey::new("test", "quest-secret", None);
    let players: Vec<bot::model::User> =
        (0..game.seats()).map(|i| bot::model::User::new(&format!("p{i}"), &format!("p{i}"))).collect();
    let clock =
        MatchClock::start(TimeControl::PerMove { limit_ms: 86_400_000 }, game.seats(), bot::model::awaited(game), 0);
    let new = bot::model::NewMatch {
        channel: &channel,
        community: "quest-secret",
        players: &players,
        game,
        ranked: false,
        clock: &clock,
    };
    let id = site.storage.start_match(&new, None, None, 0).await.unwrap();
    let page = bot::storage::WebPage {
        kind: bot::storage::PageKind::Match,
        platform: "test".into(),
        community: "quest-secret".into(),
        subject: id.to_string(),
    };
    let token = site.storage.web_token(&page, 0).await.unwrap();
    let mut paths = vec![format!("/m/{token}"), format!("/m/{token}/record")];
    // The last plies, up to the secret choice (the site allows a client a burst of 60).
    for ply in game.plies().saturating_sub(25)..=game.plies() {
        paths.push(format!("/m/{token}?ply={ply}"));
        paths.push(format!("/m/{token}/ply/{ply}"));
    }
    let mut served = Vec::new();
    for path in paths {
        let (status, body) = site.get(&path).await;
        served.push((status, tokens_out(&String::from_utf8_lossy(&body).replace(&token, "TOKEN"))));
    }
    served
}

#[tokio::test]
async fn a_quest_duellists_secret_choice_changes_nothing_the_site_serves() {
    let (before, seat) = quest_at_a_secret_duel_choice();
    let choices = before.legal_moves(seat);
    let dir = tempfile::tempdir().unwrap();
    let mut pages = Vec::new();
    for (k, choice) in choices.iter().take(2).enumerate() {
        let mut game = before.clone();
        game.play_text(seat, choice).unwrap();
        assert!(game.outcome().is_none() && !bot::model::awaited(&game).is_empty(), "the duel still waits");
        pages.push(served(dir.path(), &format!("quest-{k}"), &game).await);
    }
    assert_eq!(pages[0][1].0, 404, "no record while the move list holds secrets");
    assert!(pages[0].len() > 10, "every ply's page and image");
    let statuses: Vec<u16> = pages[0].iter().map(|(status, _)| *status).collect();
    assert!(statuses.iter().enumerate().all(|(i, &s)| i == 1 || s == 200), "all served: {statuses:?}");
    for (i, (a, b)) in pages[0].iter().zip(&pages[1]).enumerate() {
        if a != b {
            let at = a.1.chars().zip(b.1.chars()).position(|(x, y)| x != y).unwrap_or(0);
            let near = |t: &str| t.chars().skip(at.saturating_sub(80)).take(200).collect::<String>();
            panic!("served item {i} differs ({} / {}): {:?}\n vs {:?}", a.0, b.0, near(&a.1), near(&b.1));
        }
    }
}

#[tokio::test]
async fn a_match_whose_record_is_damaged_has_a_page_saying_so() {
    use sqlx::Connection;
    let dir = tempfile::tempdir().unwrap();
    let url = &database_urls(&dir).await[0];
    let site = Site::start(url).await;
    let channel = unique_channel("web-damaged");
    site.core.handle(&say(&channel, "alice", "!challenge @bob hnefatafl")).await;
    let started = site.core.handle(&say(&channel, "bob", "!accept")).await;
    let page = link(&started, "m");
    site.core.handle(&say(&channel, "bob", "!resign")).await;
    sqlx::any::install_default_drivers();
    let mut conn = sqlx::AnyConnection::connect(url).await.unwrap();
    let damaged = sqlx::query("UPDATE matches SET record = '{' WHERE channel = $1").bind(&channel.channel);
    assert_eq!(damaged.execute(&mut conn).await.unwrap().rows_affected(), 1);
    let (status, body) = site.get(&page).await;
    let html = String::from_utf8(body).unwrap();
    assert_eq!(status, 500, "{html}");
    assert!(html.contains("record damaged") && html.contains("delete"), "{html}");
}
