//! Finding an opponent and keeping track: `mygames` through the chat core.

mod common;

use std::sync::Arc;

use bot::core::{Core, Incoming, Outgoing};
use bot::model::{ChannelKey, User};
use common::{ManualClock, core, database_urls, in_channel, say, texts, unique_platform_channel, whisper};

async fn ask(core: &Core, channel: &ChannelKey, who: &str, text: &str) -> Vec<Outgoing> {
    core.handle(&say(channel, who, text)).await
}

/// The private messages to `user` among `out`.
fn private_to(out: &[Outgoing], user: &str) -> String {
    let mine: Vec<Outgoing> =
        out.iter().filter(|o| matches!(o, Outgoing::Private { user: u, .. } if u.id == user)).cloned().collect();
    texts(&mine)
}

#[tokio::test]
async fn mygames_lists_every_running_match_privately_with_the_players_move_first() {
    let dir = tempfile::tempdir().unwrap();
    for url in database_urls(&dir).await {
        let core = core(&url, Arc::new(ManualClock::default())).await;
        let first = unique_platform_channel("north");
        let second = ChannelKey::new(&first.platform, "south", None);
        // North: alice has moved; bob is to play. South, started later: alice is to play.
        ask(&core, &first, "alice", "!challenge @bob hnefatafl clock=1d").await;
        ask(&core, &first, "bob", "!accept").await;
        ask(&core, &first, "alice", "a4-a3").await;
        ask(&core, &second, "alice", "!challenge @dave hnefatafl clock=1d").await;
        ask(&core, &second, "dave", "!accept").await;
        core.link_places(
            &first.platform,
            Arc::new(|c: &ChannelKey, _: &str, _: Option<&str>| {
                (c.channel == "south").then(|| "https://example.test/south".to_owned())
            }),
        );

        let out = ask(&core, &first, "alice", "!mygames").await;
        assert!(out.iter().all(|o| matches!(o, Outgoing::Private { .. })), "only privately: {out:?}");
        let listed = private_to(&out, "alice");
        let lines: Vec<&str> = listed.lines().collect();
        assert_eq!(lines[0], "Your running matches (2):", "{listed}");
        assert!(
            lines[1].contains("against dave: move 1, your move, 1 day left. https://example.test/south"),
            "{listed}"
        );
        assert!(lines[2].contains("against bob: move 1, bob to play, 1 day left. #north"), "{listed}");

        // By its Italian name, from a private chat, and for someone with no match.
        let italian = texts(&core.handle(&whisper(&first, "bob", "partite")).await);
        assert!(italian.contains("Your running matches (1):") && italian.contains("your move"), "{italian}");
        let none = texts(&core.handle(&whisper(&first, "erin", "mygames")).await);
        assert_eq!(none, "You play no running match here.");
    }
}

/// A message in a channel of the community `community`.
fn said_in(channel: &ChannelKey, community: &str, author: &str, text: &str) -> Incoming {
    Incoming { community: community.to_owned(), ..say(channel, author, text) }
}

/// Gives `user` a rating in a game, as finished matches would have.
async fn set_rating(url: &str, platform: &str, user: &str, game: &str, rating: f64) {
    use sqlx::Connection;
    let mut conn = sqlx::AnyConnection::connect(url).await.unwrap();
    sqlx::query(
        "INSERT INTO ratings (platform, user_id, game, name, rating, deviation, volatility) \
         VALUES ($1, $2, $3, $2, $4, 60.0, 0.06)",
    )
    .bind(platform)
    .bind(user)
    .bind(game)
    .bind(rating)
    .execute(&mut conn)
    .await
    .unwrap();
}

#[tokio::test]
async fn two_seeks_of_the_same_terms_pair_at_once_and_others_wait() {
    let dir = tempfile::tempdir().unwrap();
    for url in database_urls(&dir).await {
        let core = core(&url, Arc::new(ManualClock::default())).await;
        let north = unique_platform_channel("north");
        let south = ChannelKey::new(&north.platform, "south", None);
        let west = ChannelKey::new(&north.platform, "west", None);
        let waiting = core.handle(&said_in(&north, "guild", "alice", "!seek hnefatafl clock=1d")).await;
        let announced = in_channel(&waiting, &north);
        assert!(announced.contains("🔎 alice (1500) seeks a game of Hnefatafl (clock=1d)"), "{announced}");
        let join = waiting.iter().find_map(|o| match o {
            Outgoing::Channel { buttons, .. } => buttons.first().map(|b| b.command.clone()),
            _ => None,
        });
        assert!(join.is_some_and(|c| c.starts_with("join ")), "a Join button");
        // Another ruleset, or casual, or another community: no pair.
        core.handle(&said_in(&west, "guild", "carol", "!seek hnefatafl rules=brandubh")).await;
        core.handle(&said_in(&west, "guild", "erin", "!seek hnefatafl casual")).await;
        core.handle(&said_in(&west, "elsewhere", "frank", "!seek hnefatafl")).await;
        let open = texts(&core.handle(&said_in(&west, "guild", "carol", "!seeks")).await);
        assert!(open.starts_with("Open seeks (3):"), "{open}");

        // Bob's seek takes any clock: it pairs with alice's at once, in bob's channel.
        let paired = core.handle(&said_in(&south, "guild", "bob", "!seek hnefatafl")).await;
        let started = in_channel(&paired, &south);
        assert!(started.contains("attackers: alice, defenders: bob"), "{started}");
        assert!(started.contains("Clock: 1d (1 day a move); rated."), "{started}");
        let told = in_channel(&paired, &north);
        assert!(told.contains("alice: your seek for Hnefatafl found bob; the match is in #south"), "{told}");
        let open = texts(&core.handle(&said_in(&west, "guild", "carol", "!seeks")).await);
        assert!(open.starts_with("Open seeks (2):") && !open.contains("alice"), "{open}");

        // A seek from a channel with a running match is refused.
        let busy = texts(&core.handle(&said_in(&south, "guild", "gina", "!seek hnefatafl")).await);
        assert_eq!(busy, "A match is running in this channel; seek from another channel or a thread.");
        let unseek = texts(&core.handle(&said_in(&west, "guild", "carol", "!unseek")).await);
        assert_eq!(unseek, "carol's seek is withdrawn.");
        let none = texts(&core.handle(&said_in(&west, "guild", "carol", "!unseek")).await);
        assert_eq!(none, "You have no seek here.");
    }
}

#[tokio::test]
async fn the_rating_window_widens_as_a_seek_waits() {
    let dir = tempfile::tempdir().unwrap();
    for url in database_urls(&dir).await {
        let clock = Arc::new(ManualClock::default());
        let core = core(&url, clock.clone()).await;
        let north = unique_platform_channel("north");
        let south = ChannelKey::new(&north.platform, "south", None);
        set_rating(&url, &north.platform, "alice", "hnefatafl", 1500.0).await;
        set_rating(&url, &north.platform, "bob", "hnefatafl", 1650.0).await;
        set_rating(&url, &north.platform, "carol", "hnefatafl", 1950.0).await;
        core.handle(&said_in(&north, "guild", "alice", "!seek hnefatafl")).await;
        // 150 apart: too far for a new seek (±100).
        let waits = core.handle(&said_in(&south, "guild", "bob", "!seek hnefatafl")).await;
        assert!(in_channel(&waits, &south).contains("🔎 bob (1650)"), "{}", texts(&waits));
        assert_eq!(in_channel(&core.sweep(&north.platform).await, &south), "");
        // After a minute the window is ±200: the sweep pairs them, in bob's channel.
        clock.advance_seconds(61);
        let paired = core.sweep(&north.platform).await;
        assert!(in_channel(&paired, &south).contains("attackers: alice, defenders: bob"), "{}", texts(&paired));
        // 450 apart pairs only after two minutes.
        let west = ChannelKey::new(&north.platform, "west", None);
        core.handle(&said_in(&north, "guild", "alice", "!unseek")).await;
        core.handle(&said_in(&west, "guild", "carol", "!seek hnefatafl")).await;
        let east = ChannelKey::new(&north.platform, "east", None);
        set_rating(&url, &north.platform, "dave", "hnefatafl", 1500.0).await;
        core.handle(&said_in(&east, "guild", "dave", "!seek hnefatafl")).await;
        clock.advance_seconds(90);
        assert_eq!(in_channel(&core.sweep(&north.platform).await, &east), "", "not yet");
        clock.advance_seconds(31);
        let paired = core.sweep(&north.platform).await;
        assert!(in_channel(&paired, &east).contains("attackers: carol, defenders: dave"), "{}", texts(&paired));
    }
}

#[tokio::test]
async fn an_expired_seek_is_announced_and_ai_after_hands_a_seek_to_the_ai() {
    let dir = tempfile::tempdir().unwrap();
    for url in database_urls(&dir).await {
        let clock = Arc::new(ManualClock::default());
        let core = core(&url, clock.clone()).await;
        let north = unique_platform_channel("north");
        let south = ChannelKey::new(&north.platform, "south", None);
        core.handle(&said_in(&north, "guild", "alice", "!seek hnefatafl")).await;
        let refused = texts(&core.handle(&said_in(&south, "guild", "bob", "!seek hnefatafl ai=after:soon")).await);
        assert!(refused.contains("“soon”") || refused.contains("soon"), "{refused}");
        core.handle(&said_in(&south, "guild", "bob", "!seek hnefatafl rules=brandubh ai=after:10m")).await;
        clock.advance_minutes(10);
        let taken = core.sweep(&north.platform).await;
        let south_said = in_channel(&taken, &south);
        assert!(south_said.contains("Nobody took bob's seek in time: AI 3 takes it."), "{south_said}");
        assert!(south_said.contains("defenders: AI 3"), "{south_said}");
        clock.advance_minutes(21);
        let expired = in_channel(&core.sweep(&north.platform).await, &north);
        assert_eq!(expired, "alice's seek for Hnefatafl expired: nobody took it in 30 minutes.");
        let open = texts(&core.handle(&said_in(&north, "guild", "alice", "!seeks")).await);
        assert!(open.starts_with("Nobody is seeking"), "{open}");
    }
}

#[tokio::test]
async fn a_seek_is_announced_in_the_lobby_with_its_role_and_joined_there() {
    let dir = tempfile::tempdir().unwrap();
    for url in database_urls(&dir).await {
        let core = core(&url, Arc::new(ManualClock::default())).await;
        let lobby = unique_platform_channel("lobby");
        let north = ChannelKey::new(&lobby.platform, "north", None);
        let refused = texts(&core.handle(&said_in(&lobby, "guild", "alice", "!lobby here")).await);
        assert_eq!(refused, "Only a moderator can name the lobby.");
        let moderator = |text: &str| Incoming { moderator: true, ..said_in(&lobby, "guild", "mod", text) };
        assert!(texts(&core.handle(&moderator("!lobby here")).await).contains("now the lobby"));
        let role = texts(&core.handle(&moderator("!lobby role <@&42>")).await);
        assert_eq!(role, "New seeks will ping <@&42> in the lobby.");

        let out = core.handle(&said_in(&north, "guild", "alice", "!seek landover")).await;
        let announcement = out.iter().find_map(|o| match o {
            Outgoing::Channel { channel, text, buttons, notify, .. } if *channel == lobby => {
                Some((text.clone(), buttons.clone(), notify.clone()))
            }
            _ => None,
        });
        let (text, buttons, notify) = announcement.expect("announced in the lobby");
        assert!(text.starts_with("<@&42> 🔎 alice (1500) seeks a game of LandOver"), "{text}");
        assert_eq!(notify, vec![User::new("<@&42>", "<@&42>")]);
        assert!(in_channel(&out, &north).contains("announced in the lobby #lobby"), "{}", texts(&out));
        // Pressing Join in the lobby: the match starts where alice sought.
        let own = texts(&core.handle(&said_in(&lobby, "guild", "alice", &format!("!{}", buttons[0].command))).await);
        assert!(own.contains("your own seek"), "{own}");
        let joined = core.handle(&said_in(&lobby, "guild", "bob", &format!("!{}", buttons[0].command))).await;
        assert!(in_channel(&joined, &north).contains("bob"), "{}", texts(&joined));
        assert!(in_channel(&joined, &north).contains("Match #"), "{}", texts(&joined));
        let gone = texts(&core.handle(&said_in(&lobby, "guild", "carol", &format!("!{}", buttons[0].command))).await);
        assert!(gone.contains("There is no open seek #"), "{gone}");
    }
}

#[tokio::test]
async fn two_processes_never_pair_one_seek_twice() {
    let dir = tempfile::tempdir().unwrap();
    for url in database_urls(&dir).await {
        let first = core(&url, Arc::new(ManualClock::default())).await;
        let second = core(&url, Arc::new(ManualClock::default())).await;
        let north = unique_platform_channel("north");
        first.handle(&said_in(&north, "guild", "alice", "!seek hnefatafl")).await;
        for round in 0..5 {
            let (a, b) = (format!("east{round}"), format!("west{round}"));
            let (east, west) = (ChannelKey::new(&north.platform, &a, None), ChannelKey::new(&north.platform, &b, None));
            let bob = said_in(&east, "guild", &format!("bob{round}"), "!seek hnefatafl");
            let carol = said_in(&west, "guild", &format!("carol{round}"), "!seek hnefatafl");
            let (one, two) = tokio::join!(first.handle(&bob), second.handle(&carol));
            let started = [&one, &two].iter().filter(|out| texts(out).contains("Match #")).count();
            assert_eq!(started, 1, "round {round}: {} / {}", texts(&one), texts(&two));
            // Alice's seek went to one of them; the other waits.
            let open = texts(&first.handle(&said_in(&north, "guild", "zed", "!seeks")).await);
            let waiting = open.lines().count().saturating_sub(1);
            assert_eq!(waiting, 1, "round {round}: {open}");
            for user in ["alice", &format!("bob{round}"), &format!("carol{round}")] {
                first.handle(&said_in(&north, "guild", user, "!unseek")).await;
            }
            first.handle(&said_in(&north, "guild", "alice", "!seek hnefatafl")).await;
        }
    }
}

/// The users a channel message in `channel` pings.
fn pinged(out: &[Outgoing], channel: &ChannelKey) -> Vec<String> {
    out.iter()
        .filter_map(|o| match o {
            Outgoing::Channel { channel: c, notify, .. } if c == channel => {
                Some(notify.iter().map(|u| u.id.clone()).collect::<Vec<_>>())
            }
            _ => None,
        })
        .flatten()
        .collect()
}

/// Whether `user` got a private message with an image.
fn private_board(out: &[Outgoing], user: &str) -> bool {
    out.iter().any(|o| matches!(o, Outgoing::Private { user: u, image: Some(_), .. } if u.id == user))
}

#[tokio::test]
async fn pings_go_where_each_player_chose_and_back_to_the_channel_when_dms_close() {
    let dir = tempfile::tempdir().unwrap();
    for url in database_urls(&dir).await {
        let clock = Arc::new(ManualClock::default());
        let core = core(&url, clock.clone()).await;
        let north = unique_platform_channel("north");
        let bad = texts(&ask(&core, &north, "bob", "!notify sometimes").await);
        assert!(bad.contains("notify") && bad.contains("channel, dm, both, off"), "{bad}");
        assert_eq!(
            texts(&ask(&core, &north, "bob", "!notify").await),
            "Your notifications go to the channel, with a mention."
        );
        let set = texts(&ask(&core, &north, "bob", "!avvisi privato").await);
        assert_eq!(set, "bob: your notifications now go by private message, with the board and the link.");
        ask(&core, &north, "alice", "!challenge @bob hnefatafl clock=10m").await;
        ask(&core, &north, "bob", "!accept").await;

        // Bob's turn: no mention in the channel, a private message with the board and link.
        let moved = ask(&core, &north, "alice", "a4-a3").await;
        assert!(pinged(&moved, &north).is_empty(), "{moved:?}");
        assert!(private_board(&moved, "bob"), "{moved:?}");
        let dm = private_to(&moved, "bob");
        assert_eq!(dm, "🔔 Attackers: a4–a3\nMove 1: bob (defenders) to play.\n#north");
        // A clock reminder goes the same way.
        clock.advance_minutes(5);
        let reminded = core.sweep(&north.platform).await;
        assert!(private_to(&reminded, "bob").contains("⏰ bob"), "{reminded:?}");
        assert!(pinged(&reminded, &north).is_empty());

        // Both: the mention and the private message. Off: neither.
        ask(&core, &north, "alice", "!notify both").await;
        let moved = ask(&core, &north, "bob", "h6-h5").await;
        assert_eq!(pinged(&moved, &north), vec!["alice".to_string()], "{}", texts(&moved));
        assert!(private_board(&moved, "alice"));
        ask(&core, &north, "alice", "!notify off").await;
        let moved = ask(&core, &north, "alice", "a3-a4").await;
        assert!(private_board(&moved, "bob") && pinged(&moved, &north).is_empty());
        let moved = ask(&core, &north, "bob", "h5-h6").await;
        assert!(pinged(&moved, &north).is_empty() && private_to(&moved, "alice").is_empty(), "{moved:?}");

        // Bob's private messages fail: the channel is told once, and pings him again.
        core.private_chat_closed(&north.platform, "bob").await;
        let moved = ask(&core, &north, "alice", "a4-a3").await;
        assert_eq!(pinged(&moved, &north), vec!["bob".to_string()]);
        assert!(private_to(&moved, "bob").is_empty());
        assert!(
            texts(&moved).contains("(bob: private messages to you failed, so your notifications come here again.)")
        );
        let moved = ask(&core, &north, "bob", "h6-h5").await;
        ask(&core, &north, "alice", "!notify channel").await;
        let moved_again = ask(&core, &north, "alice", "a3-a4").await;
        assert!(!texts(&moved).contains("failed") && !texts(&moved_again).contains("failed"));
        assert_eq!(pinged(&moved_again, &north), vec!["bob".to_string()]);
        assert_eq!(
            texts(&ask(&core, &north, "bob", "!notify").await),
            "Your notifications go to the channel, with a mention."
        );
    }
}

#[tokio::test]
async fn a_player_who_left_a_match_is_never_pinged_or_reminded_about_it() {
    let dir = tempfile::tempdir().unwrap();
    for url in database_urls(&dir).await {
        let clock = Arc::new(ManualClock::default());
        let core = core(&url, clock.clone()).await;
        let hall = unique_platform_channel("hall");
        ask(&core, &hall, "alice", "!challenge @bob @carol gype clock=10m").await;
        ask(&core, &hall, "bob", "!accept").await;
        ask(&core, &hall, "carol", "!accept").await;
        for player in ["alice", "bob", "carol"] {
            core.handle(&whisper(&hall, player, "setup default")).await;
        }
        // Carol wants every ping twice, then leaves the match.
        ask(&core, &hall, "carol", "!notify both").await;
        let left = ask(&core, &hall, "carol", "!resign").await;
        assert!(
            texts(&left).contains("carol resigns") && !pinged(&left, &hall).contains(&"carol".to_string()),
            "{}",
            texts(&left)
        );
        let mut seen = Vec::new();
        for _ in 0..4 {
            clock.advance_minutes(3);
            seen.extend(core.sweep(&hall.platform).await);
        }
        assert!(texts(&seen).contains("⏰"), "the others are reminded: {}", texts(&seen));
        assert!(!pinged(&seen, &hall).contains(&"carol".to_string()), "{seen:?}");
        assert!(private_to(&seen, "carol").is_empty(), "{seen:?}");
        // Each reminder pings once.
        let reminders: Vec<&Outgoing> =
            seen.iter().filter(|o| matches!(o, Outgoing::Channel { text, .. } if text.contains("⏰"))).collect();
        for reminder in reminders {
            let Outgoing::Channel { notify, .. } = reminder else { unreachable!() };
            let mut unique = notify.clone();
            unique.dedup();
            assert_eq!(&unique, notify, "one ping per player");
        }
    }
}
