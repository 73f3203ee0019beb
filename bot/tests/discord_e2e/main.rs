//! The Discord adapter end to end: the real serenity + poise client against the emulator
//! on 127.0.0.1 (see `discord_e2e/harness.rs`), with users simulated through it.

#[path = "../e2e/mod.rs"]
mod e2e;
mod finding;
mod harness;
mod names;
mod tapping;
#[path = "../common/taps.rs"]
mod taps;

use e2e::{ESCAPE, PNG_SIGNATURE};
use harness::{BotMessage, Harness};
use serde_json::json;

/// The attackers' and defenders' players of [`ESCAPE`].
fn mover<'a>(challenger_moves: bool, alice: &'a str, bob: &'a str) -> &'a str {
    if challenger_moves { alice } else { bob }
}

fn option(name: &str, kind: u8, value: &str) -> serde_json::Value {
    json!({"name": name, "type": kind, "value": value})
}

/// Alice challenges Bob in `channel` by text; Bob accepts with the button.
async fn text_match(h: &Harness, channel: &str) -> (String, String) {
    let (alice, bob) = (h.user("alice"), h.user("bob"));
    let challenge = h.exchange(channel, &alice, &format!("!challenge <@{bob}> hnefatafl"), 1).await;
    assert!(challenge[0].content.contains(&format!("alice challenges <@{bob}> to Hnefatafl")), "{:?}", challenge);
    let started = h.press(channel, &bob, &challenge[0].id, "cmd:accept", 1).await;
    assert!(started[0].content.contains("Match #") && started[0].attachment.is_some(), "{:?}", started);
    (alice, bob)
}

async fn assert_png(h: &Harness, message: &BotMessage) {
    let url = message.attachment.as_deref().unwrap_or_else(|| panic!("no board attached: {message:?}"));
    assert!(h.file(url).await.starts_with(PNG_SIGNATURE), "the attachment is a PNG");
}

#[tokio::test]
async fn a_full_hnefatafl_game_from_a_text_challenge_and_buttons() {
    let Some(h) = Harness::start().await else { return };
    let channel = h.channel("general");
    let (alice, bob, carol) = (h.user("alice"), h.user("bob"), h.user("carol"));
    let challenge = h.exchange(&channel, &alice, &format!("!challenge <@{bob}> hnefatafl"), 1).await;
    assert_eq!(challenge[0].buttons, vec!["cmd:accept", "cmd:decline"]);
    // Only the challenged user's press counts; another is told privately.
    let refused = h.press(&channel, &carol, &challenge[0].id, "cmd:accept", 1).await;
    assert!(refused[0].ephemeral && refused[0].content.contains("not for you"), "{:?}", refused[0]);
    let started = h.press(&channel, &bob, &challenge[0].id, "cmd:accept", 1).await;
    assert!(started[0].content.contains(&format!("attackers: <@{alice}>, defenders: bob")), "{:?}", started);
    assert_png(&h, &started[0]).await;
    let settled = h.bot_messages(&channel).await;
    assert!(settled[0].buttons.is_empty(), "the accepted challenge loses its buttons");

    // An illegal move and a stranger's move are refused, with one line each.
    let illegal = h.exchange(&channel, &alice, "!move a1 a2", 1).await;
    assert!(illegal[0].attachment.is_none() && !illegal[0].content.contains('\n'), "{:?}", illegal);
    let stranger = h.exchange(&channel, &carol, "!move a4 b4", 1).await;
    assert!(stranger[0].content.contains("not playing"), "{:?}", stranger);

    for (i, (challenger, text)) in ESCAPE.iter().enumerate() {
        // Prefixed and bare moves both work.
        let typed = if i % 2 == 0 { format!("!move {text}") } else { text.to_string() };
        let reply = h.exchange(&channel, mover(*challenger, &alice, &bob), &typed, 1).await;
        assert!(reply[0].attachment.is_some(), "move {text}: {:?}", reply);
        if i + 1 < ESCAPE.len() {
            assert!(reply[0].content.contains("to play"), "{:?}", reply);
        } else {
            assert!(reply[0].content.contains("(defenders) wins!"), "{:?}", reply);
            assert_png(&h, &reply[0]).await;
        }
    }
    let after = h.exchange(&channel, &alice, "!board", 1).await;
    assert!(after[0].content.contains("No match"), "the match is over: {:?}", after);
    // The Rematch button under the final board: bob offers, alice accepts with the same button.
    let messages = h.bot_messages(&channel).await;
    let last = messages.iter().rfind(|m| m.content.contains("wins!")).expect("the final board");
    assert_eq!(last.buttons, vec!["cmd:rematch"], "{last:?}");
    let offered = h.press(&channel, &bob, &last.id, "cmd:rematch", 1).await;
    assert!(
        offered[0].content.contains("offers") && offered[0].content.contains("a rematch of Hnefatafl"),
        "{offered:?}"
    );
    let again = h.press(&channel, &alice, &last.id, "cmd:rematch", 1).await;
    assert!(again[0].content.contains(&format!("attackers: <@{bob}>, defenders: alice")), "{again:?}");
}

#[tokio::test]
async fn the_same_game_with_slash_commands() {
    let Some(h) = Harness::start().await else { return };
    let commands = h.commands().await;
    let names: Vec<&str> = commands.iter().filter_map(|c| c["name"].as_str()).collect();
    for name in
        ["challenge", "move", "board", "resign", "draw", "status", "moves", "export", "rules", "help", "lang", "view"]
    {
        assert!(names.contains(&name), "/{name} is registered: {names:?}");
    }
    let channel = h.channel("games");
    let (alice, bob) = (h.user("alice"), h.user("bob"));
    let options = json!([option("user", 6, &bob), h.choice("challenge", "game", "hnefatafl").await]);
    let challenge = h.slash(&channel, &alice, "challenge", options, 1).await;
    assert!(challenge[0].content.contains(&format!("challenges <@{bob}> to Hnefatafl")), "{:?}", challenge);
    assert_eq!(challenge[0].buttons, vec!["cmd:accept", "cmd:decline"]);
    let started = h.slash(&channel, &bob, "accept", json!([]), 1).await;
    assert!(started[0].content.contains("Match #"), "{:?}", started);
    assert_png(&h, &started[0]).await;

    // Autocomplete offers the player's legal moves, and nothing to someone else.
    let offered = h.autocomplete(&channel, &alice, "move", json!([option("text", 3, "a4")])).await;
    assert!(!offered.is_empty() && offered.iter().all(|m| m.starts_with("a4")), "{offered:?}");
    assert!(offered.iter().any(|m| m.replace(' ', "-") == "a4-b4"), "{offered:?}");
    assert!(h.autocomplete(&channel, &bob, "move", json!([option("text", 3, "a4")])).await.is_empty());

    for (challenger, text) in ESCAPE {
        let reply =
            h.slash(&channel, mover(challenger, &alice, &bob), "move", json!([option("text", 3, text)]), 1).await;
        assert!(reply[0].attachment.is_some() && !reply[0].ephemeral, "{text}: {:?}", reply);
    }
    let last = h.bot_messages(&channel).await.pop().expect("a last move");
    assert!(last.content.contains("(defenders) wins!"), "{last:?}");
    let status = h.slash(&channel, &alice, "status", json!([]), 1).await;
    assert!(status[0].content.contains("No match"), "{:?}", status);
    // The leaderboard of the seed's rules holds the game; Copenhagen's is a table apart.
    let game = h.choice("leaderboard", "game", "hnefatafl").await;
    let classic = h.slash(&channel, &bob, "leaderboard", json!([game.clone()]), 1).await;
    assert!(classic[0].content.starts_with("Hnefatafl: the top players here"), "{:?}", classic);
    let options = json!([game, option("rules", 3, "copenhagen")]);
    let copenhagen = h.slash(&channel, &bob, "leaderboard", options, 1).await;
    assert_eq!(copenhagen[0].content, "No rated Hnefatafl (Copenhagen) games in this community yet.");
}

#[tokio::test]
async fn secrets_go_by_direct_message_or_ephemeral_replies_when_dms_are_closed() {
    let Some(h) = Harness::start().await else { return };
    let channel = h.channel("lobby");
    let (alice, bob) = (h.user("alice"), h.user("bob"));
    h.close_direct_messages(&bob, true).await;
    let challenge = h.exchange(&channel, &alice, &format!("!challenge <@{bob}> gype"), 1).await;
    // The match starts; Bob's set-up prompt cannot reach him, and the channel says how to
    // get it anyway.
    let started = h.press(&channel, &bob, &challenge[0].id, "cmd:accept", 2).await;
    assert!(started[0].content.contains("Match #"), "{:?}", started);
    assert!(started[1].content.contains(&format!("<@{bob}>")) && started[1].content.contains("/view"), "{:?}", started);
    let prompt = h.direct_messages(&alice).await;
    assert_eq!(prompt.len(), 1, "Alice's set-up prompt comes by DM");
    assert!(prompt[0].content.contains("setup"), "{:?}", prompt);
    assert_png(&h, &prompt[0]).await;

    // Bob's view and secret choice, shown to him alone.
    let view = h.slash(&channel, &bob, "view", json!([]), 1).await;
    assert!(view[0].ephemeral && view[0].attachment.is_some(), "{:?}", view);
    let chosen = h.slash(&channel, &bob, "secret", json!([option("choice", 3, "setup random")]), 2).await;
    let public: Vec<&BotMessage> = chosen.iter().filter(|m| !m.ephemeral).collect();
    let private: Vec<&BotMessage> = chosen.iter().filter(|m| m.ephemeral).collect();
    assert!(public.len() == 1 && public[0].content.contains("has chosen a set-up"), "{chosen:?}");
    assert!(private.len() == 1 && private[0].attachment.is_some(), "{chosen:?}");

    // Alice answers in her DMs; the channel hears that she chose, and the game begins.
    let done = h.direct(&alice, "setup random", 1).await;
    assert!(done[0].content.contains("Done (match #") && done[0].attachment.is_some(), "{done:?}");
    let channel_news = h.bot_messages(&channel).await;
    assert!(channel_news.iter().any(|m| m.content.contains("south has chosen")), "{channel_news:?}");
}

#[tokio::test]
async fn a_restart_mid_game_resumes_it() {
    let Some(mut h) = Harness::start().await else { return };
    let channel = h.channel("bench");
    let (alice, bob) = text_match(&h, &channel).await;
    for (challenger, text) in &ESCAPE[..5] {
        h.exchange(&channel, mover(*challenger, &alice, &bob), text, 1).await;
    }
    h.restart().await;
    let board = h.exchange(&channel, &alice, "!board", 1).await;
    assert!(board[0].content.contains("bob (defenders) to play") && board[0].attachment.is_some(), "{board:?}");
    for (challenger, text) in &ESCAPE[5..] {
        let reply = h.exchange(&channel, mover(*challenger, &alice, &bob), text, 1).await;
        assert!(reply[0].attachment.is_some(), "{text}: {reply:?}");
    }
    let last = h.bot_messages(&channel).await.pop().expect("a last move");
    assert!(last.content.contains("(defenders) wins!"), "{last:?}");
}

#[tokio::test]
async fn a_challenge_can_open_a_thread_and_a_rate_limited_reply_is_not_lost() {
    let Some(h) = Harness::start().await else { return };
    let channel = h.channel("general");
    let (alice, bob) = (h.user("alice"), h.user("bob"));
    let pointer = h.exchange(&channel, &alice, &format!("!challenge <@{bob}> hnefatafl thread:yes"), 1).await;
    let threads = h.threads(&channel).await;
    assert_eq!(threads.len(), 1, "{threads:?}");
    let thread = threads[0]["id"].as_str().expect("a thread id").to_owned();
    assert!(pointer[0].content.contains(&format!("<#{thread}>")), "{pointer:?}");
    // The thread's challenge may land after the channel's pointer: wait for it.
    let challenge = h.replies(&thread, 0, 1).await;
    assert!(challenge[0].content.contains("challenges"), "{challenge:?}");
    h.press(&thread, &bob, &challenge[0].id, "cmd:accept", 1).await;
    // Discord answers 429 twice: the move's reply still arrives, once.
    h.flood(&thread, 2).await;
    let reply = h.exchange(&thread, &alice, "a4-b4", 1).await;
    assert!(reply[0].attachment.is_some(), "{reply:?}");
    let status = h.exchange(&channel, &alice, "!status", 1).await;
    assert!(status[0].content.contains("No match"), "the match is the thread's, not the channel's: {status:?}");
    // A challenge that does not read well opens no thread; nor does a second one within a minute.
    let bad = h.exchange(&channel, &alice, &format!("!challenge <@{bob}> chess thread:yes"), 1).await;
    assert!(bad[0].content.contains("chess"), "{bad:?}");
    let again = h.exchange(&channel, &alice, &format!("!challenge <@{bob}> gype thread:yes"), 1).await;
    assert!(again[0].content.contains("wait") && again[0].content.contains(" s,"), "{again:?}");
    assert_eq!(h.threads(&channel).await.len(), 1, "still the one thread");
}

/// Waits until the bot has posted in `channel` a message containing `needle`; returns it.
async fn posted(h: &Harness, channel: &str, needle: &str) -> BotMessage {
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(30);
    loop {
        let seen = h.bot_messages(channel).await;
        if let Some(found) = seen.iter().find(|m| m.content.contains(needle)) {
            return found.clone();
        }
        assert!(std::time::Instant::now() < deadline, "no message with {needle:?} in 30 s: {seen:?}");
        tokio::time::sleep(std::time::Duration::from_millis(30)).await;
    }
}

/// The attacker of the match started in `thread` (its first player).
async fn attacker(h: &Harness, thread: &str) -> String {
    let started = posted(h, thread, "Match #").await;
    let after = started.content.split("attackers: <@").nth(1).expect("the attackers' player");
    after.split('>').next().expect("a mention").to_owned()
}

#[tokio::test]
async fn a_swiss_rounds_games_run_side_by_side_in_threads() {
    let Some(h) = Harness::start().await else { return };
    let channel = h.channel("tournaments");
    let (alice, bob, carol, dave) = (h.user("alice"), h.user("bob"), h.user("carol"), h.user("dave"));
    h.exchange(&channel, &alice, "!tournament create hnefatafl swiss:2", 2).await;
    posted(&h, &channel, "side by side, each in its own thread or topic").await;
    for player in [&alice, &bob, &carol, &dave] {
        h.exchange(&channel, player, "!tournament join", 1).await;
    }
    h.post_message(&channel, &alice, "!tournament start").await;
    let pairings = posted(&h, &channel, "Tournament #1, round 1:").await.content;
    let threads: Vec<String> =
        h.threads(&channel).await.iter().map(|t| t["id"].as_str().expect("an id").to_owned()).collect();
    assert_eq!(threads.len(), 2, "one thread per game of the round");
    // Both games run at once, each in its thread, linked from the pairings.
    let mut attackers = Vec::new();
    for thread in &threads {
        assert!(pairings.contains(&format!("<#{thread}>")), "{pairings}");
        attackers.push(attacker(&h, thread).await);
    }
    let status = h.exchange(&channel, &alice, "!status", 1).await;
    assert!(status[0].content.contains("No match"), "the games are the threads', not the channel's: {status:?}");
    // The first game ends: its result reaches the tournament channel at once, while the
    // other game goes on.
    h.post_message(&threads[0], &attackers[0], "!resign").await;
    let result = posted(&h, &channel, "0–1").await;
    assert!(result.content.starts_with("Tournament #1, round 1: "), "{result:?}");
    assert_eq!(h.threads(&channel).await.len(), 2, "round 2 waits for the round's last game");
    h.post_message(&threads[1], &attackers[1], "!resign").await;
    posted(&h, &channel, "Tournament #1, round 2:").await;
    let all = h.threads(&channel).await;
    assert_eq!(all.len(), 4, "round 2's games open threads of their own: {all:?}");
    for thread in all.iter().filter_map(|t| t["id"].as_str()).filter(|id| !threads.iter().any(|t| t == id)) {
        posted(&h, thread, "Match #").await;
    }
}

#[tokio::test]
async fn messages_ping_only_the_player_to_move_or_the_challenged_user() {
    let Some(h) = Harness::start().await else { return };
    let channel = h.channel("lobby");
    let (alice, bob) = (h.user("alice"), h.user("bob"));
    let challenge = h.exchange(&channel, &alice, &format!("!challenge <@{bob}> hnefatafl"), 1).await;
    h.press(&channel, &bob, &challenge[0].id, "cmd:accept", 1).await;
    h.exchange(&channel, &alice, "a4-b4", 1).await;
    h.exchange(&channel, &alice, "!lang @here", 1).await;
    h.exchange(&channel, &alice, "!lang @everyone", 1).await;
    h.exchange(&channel, &alice, "!help <@&123456>", 1).await;
    let requests = h.get(&format!("/test/mentions/{channel}")).await;
    let requests = requests.as_array().expect("requests").clone();
    assert!(requests.len() >= 5, "{requests:?}");
    let users = |needle: &str| -> Vec<String> {
        let request = requests.iter().find(|r| r["content"].as_str().unwrap_or_default().contains(needle));
        let request = request.unwrap_or_else(|| panic!("no message with {needle:?}: {requests:?}"));
        request["allowed_mentions"]["users"]
            .as_array()
            .expect("a user list")
            .iter()
            .map(|u| u.as_str().unwrap().to_owned())
            .collect()
    };
    for request in &requests {
        let allowed = &request["allowed_mentions"];
        assert!(allowed.is_object(), "every message says whom it pings: {request}");
        assert_eq!(allowed["parse"], serde_json::json!([]), "no @everyone, @here, role or all-users ping: {request}");
    }
    assert_eq!(users("challenges"), vec![bob.clone()], "the challenged user");
    assert_eq!(users("Match #"), vec![alice.clone()], "the player to move when it starts");
    assert_eq!(users("Attackers: a4"), vec![bob.clone()], "the player to move next");
    // Echoed mass mentions are broken by a zero-width space besides.
    for echoed in ["@\u{200b}here", "@\u{200b}everyone", "<@&123456>"] {
        assert!(users(echoed).is_empty(), "echoed text pings nobody: {echoed}");
    }
}

#[tokio::test]
async fn a_post_retried_after_its_answer_was_lost_appears_once() {
    let Some(h) = Harness::start().await else { return };
    let channel = h.channel("bench");
    let alice = h.user("alice");
    // Discord makes the message but the answer is lost: the bot retries with the same
    // nonce, and Discord returns the message it made instead of a second one.
    h.lose_answers(&channel, 1).await;
    let before = h.bot_messages(&channel).await.len();
    let help = h.exchange(&channel, &alice, "!help", 1).await;
    assert!(help[0].content.contains("challenge"), "{help:?}");
    tokio::time::sleep(std::time::Duration::from_secs(2)).await;
    assert_eq!(h.bot_messages(&channel).await.len(), before + 1, "posted once");
}

/// Starts the bot's binary and waits until it is connected (its slash commands registered).
async fn run_binary(h: &Harness) -> std::process::Child {
    let bot = h.run_binary();
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(60);
    while h.commands().await.is_empty() {
        assert!(std::time::Instant::now() < deadline, "the bot did not connect: {}", h.binary_log());
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    bot
}

/// Waits up to `within` for a process to end.
async fn exit_of(child: &mut std::process::Child, within: std::time::Duration) -> Option<std::process::ExitStatus> {
    let deadline = std::time::Instant::now() + within;
    while std::time::Instant::now() < deadline {
        if let Some(status) = child.try_wait().expect("the process can be waited on") {
            return Some(status);
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    let _ = child.kill();
    None
}

#[tokio::test]
async fn the_process_exits_non_zero_when_discord_ends_its_session_for_good() {
    let Some(h) = Harness::without_bot() else { return };
    let mut bot = run_binary(&h).await;
    let (channel, alice) = (h.channel("general"), h.user("alice"));
    h.exchange(&channel, &alice, "!help", 1).await;
    h.revoke().await;
    let status = exit_of(&mut bot, std::time::Duration::from_secs(30)).await;
    let status = status.unwrap_or_else(|| panic!("the bot kept running without Discord: {}", h.binary_log()));
    assert!(!status.success(), "exits non-zero for its supervisor: {status:?}");
    assert!(h.binary_log().contains("the Discord adapter stopped"), "{}", h.binary_log());
}

#[tokio::test]
async fn sigterm_answers_every_message_taken_in_and_exits_cleanly() {
    let Some(h) = Harness::without_bot() else { return };
    let mut bot = run_binary(&h).await;
    let (channel, alice) = (h.channel("general"), h.user("alice"));
    h.exchange(&channel, &alice, "!help", 1).await;
    let before = h.bot_messages(&channel).await.len();
    for _ in 0..5 {
        h.post_message(&channel, &alice, "!games").await;
    }
    let killed = std::process::Command::new("kill").args(["-TERM", &bot.id().to_string()]).status().unwrap();
    assert!(killed.success());
    let status = exit_of(&mut bot, std::time::Duration::from_secs(30)).await;
    let status = status.unwrap_or_else(|| panic!("the bot did not stop on SIGTERM: {}", h.binary_log()));
    assert!(status.success(), "{status:?}: {}", h.binary_log());
    // Every message the bot took in (claimed) was answered before it exited.
    let claimed = claimed_deliveries(&h.database_url()).await;
    let answered = h.bot_messages(&channel).await.len() - before;
    assert_eq!(answered, claimed - 1, "the !help before, then the messages taken in: {}", h.binary_log());
}

async fn claimed_deliveries(url: &str) -> usize {
    use sqlx::Connection;
    let mut conn = sqlx::SqliteConnection::connect(url).await.expect("the bot's database");
    let (count,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM deliveries").fetch_one(&mut conn).await.unwrap();
    count as usize
}

#[tokio::test]
async fn a_slash_command_slower_than_three_seconds_is_deferred_then_answered() {
    // The core takes 3.5 s over this command; Discord forgets an interaction unanswered for 3.
    fail::cfg("chat-slow", "sleep(3500)").unwrap();
    let Some(h) = Harness::start().await else { return };
    let (channel, alice) = (h.channel("lobby"), h.user("alice"));
    let text = format!("a1-a2 {}", bot::core::SLOW_ON);
    let reply = h.slash(&channel, &alice, "move", json!([option("text", 3, &text)]), 1).await;
    assert!(reply[0].content.starts_with("No match is running in this channel"), "{reply:?}");
}

#[tokio::test]
async fn a_replay_is_posted_as_a_gif_attachment_by_text_and_by_slash_command() {
    let Some(h) = Harness::start().await else { return };
    let (channel, alice, bob) = (h.channel("bench"), h.user("alice"), h.user("bob"));
    let key = bot::model::ChannelKey::new("discord", &channel, None);
    e2e::store_long_match(&h.database_url(), &key, &h.guild(), [(&alice, "alice"), (&bob, "bob")]).await;
    let replay = h.exchange(&channel, &alice, "!replay", 1).await;
    assert!(replay[0].content.starts_with("Replay of match #1 (alice – bob): "), "{replay:?}");
    let gif = h.file(replay[0].attachment.as_deref().expect("a GIF attached")).await;
    assert!(gif.starts_with(b"GIF89a"), "the attachment is a GIF");
    let slash = h.slash(&channel, &bob, "replay", json!([{"name": "number", "type": 4, "value": 1}]), 1).await;
    assert!(slash[0].content.starts_with("Replay of match #1 (alice – bob): ") && !slash[0].ephemeral, "{slash:?}");
    assert_eq!(h.file(slash[0].attachment.as_deref().expect("a GIF attached")).await, gif);
}

#[tokio::test]
async fn a_long_record_is_posted_as_a_file() {
    let Some(h) = Harness::start().await else { return };
    let (channel, alice, bob) = (h.channel("games"), h.user("alice"), h.user("bob"));
    let key = bot::model::ChannelKey::new("discord", &channel, None);
    e2e::store_long_match(&h.database_url(), &key, &h.guild(), [(&alice, "alice"), (&bob, "bob")]).await;
    let export = h.exchange(&channel, &alice, "!export", 1).await;
    assert!(export[0].content.starts_with("The record of match #1 is in the attached file"), "{export:?}");
    let record = String::from_utf8(h.file(export[0].attachment.as_deref().expect("a file")).await).expect("text");
    assert!(record.len() > 1_500 && record.contains("[Game \"hnefatafl\"]"), "{record}");
}

#[tokio::test]
async fn settled_challenge_buttons_are_removed_and_a_stale_press_is_answered_privately() {
    let Some(h) = Harness::start().await else { return };
    let (channel, alice, bob) = (h.channel("bench"), h.user("alice"), h.user("bob"));
    let challenge = h.exchange(&channel, &alice, &format!("!challenge <@{bob}> hnefatafl"), 1).await;
    assert_eq!(challenge[0].buttons, vec!["cmd:accept", "cmd:decline"]);
    // Accepted by typing, not by the button: the buttons go all the same.
    h.exchange(&channel, &bob, "!accept", 1).await;
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    loop {
        let now = h.bot_messages(&channel).await;
        if now.iter().find(|m| m.id == challenge[0].id).is_some_and(|m| m.buttons.is_empty()) {
            break;
        }
        assert!(std::time::Instant::now() < deadline, "the buttons of a settled challenge stay: {now:?}");
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    // A press on the old button: an answer for the presser alone, nothing in the channel.
    let public = |all: Vec<BotMessage>| all.into_iter().filter(|m| !m.ephemeral).count();
    let before = public(h.bot_messages(&channel).await);
    let answer = h.press_answer(&channel, &bob, &challenge[0].id, "cmd:accept").await;
    let data: serde_json::Value = serde_json::from_str(answer["data"].as_str().unwrap_or("{}")).unwrap_or_default();
    assert!(data["content"].as_str().unwrap_or_default().contains("already settled"), "{answer}");
    assert_eq!(data["flags"].as_u64().unwrap_or_default() & 64, 64, "ephemeral: {answer}");
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    assert_eq!(public(h.bot_messages(&channel).await), before, "nothing public is said");
}

#[tokio::test]
async fn the_ai_is_challenged_by_mentioning_the_bot_or_choosing_it_in_the_slash_command() {
    let Some(h) = Harness::start().await else { return };
    let channel = h.channel("general");
    let alice = h.user("alice");
    let text = format!("!challenge <@{}> hnefatafl rules=brandubh level=1", h.bot_id());
    let started = h.exchange(&channel, &alice, &text, 1).await;
    assert!(started[0].content.contains(&format!("attackers: <@{alice}>, defenders: AI 1")), "{:?}", started);
    // Alice's move and the AI's answer: one post, the board after both.
    let moved = h.exchange(&channel, &alice, "b4-b6", 1).await;
    assert!(moved[0].content.starts_with("Attackers: b4–b6\nDefenders: "), "{:?}", moved);
    assert!(!moved[0].content.contains("AI 1 (defenders) to play"), "{:?}", moved);
    assert!(moved[0].content.contains(&format!("Move 2: <@{alice}> (attackers) to play")), "{:?}", moved);
    assert_png(&h, &moved[0]).await;
    h.exchange(&channel, &alice, "!resign", 1).await;
    // Level 5 thinks the whole budget: the channel sees the bot typing, then one post.
    h.exchange(&channel, &alice, "!challenge ai hnefatafl level=5", 1).await;
    let started = std::time::Instant::now();
    let moved = h.exchange(&channel, &alice, "d1-d3", 1).await;
    let thought = started.elapsed();
    assert!(moved[0].content.starts_with("Attackers: d1–d3\nDefenders: "), "{:?}", moved);
    // The indicator is asked for once the answer took a second (level 5 thinks 2 s unless
    // its search ends sooner); on a loaded machine its request may still be on its way
    // when the answer is read.
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(5);
    while thought > bot::typing::SHOW_AFTER + std::time::Duration::from_millis(200)
        && !h.typing().await.contains(&channel)
    {
        assert!(std::time::Instant::now() < deadline, "typing shown while the AI thought");
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    h.exchange(&channel, &alice, "!resign", 1).await;
    // The slash command's user may be the bot itself.
    let bot = h.bot_id().to_owned();
    let options = json!([option("user", 6, &bot), h.choice("challenge", "game", "hnefatafl").await]);
    let started = h.slash(&channel, &alice, "challenge", options, 1).await;
    assert!(started[0].content.contains("defenders: AI 3"), "{:?}", started);
}
