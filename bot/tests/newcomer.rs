//! A newcomer plays each game to its end knowing only what the bot tells them: the
//! challenge says how to accept; each turn line says who is to play; `hint` lists the
//! moves, which they type back as a person would (bare, without the prefix, and in a
//! private message when the bot says the choice is secret). The engine is never asked:
//! every move comes from the bot's messages.
//!
//! The players choose with a fixed pseudo-random sequence and a little sense a newcomer
//! gets from the rules' summary (race dice forwards in Table Gype; in Quest, try the
//! room's action, and walk on when it failed). The core deals repeatable seeds, so each
//! game plays the same every run.

mod common;

use std::sync::Arc;

use bot::core::{Core, Outgoing};
use bot::model::ChannelKey;
use common::{ManualClock, core, say, unique_platform_channel, whisper};

/// The most actions a game may take before the test calls it stuck.
const LIMIT: usize = 4_000;

struct Newcomers {
    _dir: tempfile::TempDir,
    core: Core,
    hall: ChannelKey,
    players: Vec<&'static str>,
    /// The test's own choices, never the engine's.
    choice: u64,
    /// Each side's last move.
    last: std::collections::HashMap<String, String>,
}

/// Who the bot's last lines say is awaited (their side, and the line itself, which may
/// name actions), or that the game is over.
#[derive(Debug, PartialEq)]
enum Turn {
    Awaits { name: String, side: String, line: String },
    Over(String),
}

fn channel_text(out: &[Outgoing]) -> String {
    let lines = out.iter().filter_map(|o| match o {
        Outgoing::Channel { text, .. } => Some(text.as_str()),
        _ => None,
    });
    lines.collect::<Vec<_>>().join("\n")
}

fn private_text(out: &[Outgoing], to: &str) -> Option<String> {
    out.iter().find_map(|o| match o {
        Outgoing::Private { user, text, .. } if user.id == to => Some(text.clone()),
        _ => None,
    })
}

impl Newcomers {
    async fn new(game: &str, players: &[&'static str], seed: u64) -> Newcomers {
        let dir = tempfile::tempdir().unwrap();
        let url = format!("sqlite://{}/newcomer.db", dir.path().display());
        let core = core(&url, Arc::new(ManualClock::default())).await;
        core.seed_matches_from(seed);
        let hall = unique_platform_channel(game);
        Newcomers { _dir: dir, core, hall, players: players.to_vec(), choice: seed, last: Default::default() }
    }

    fn pick(&mut self, n: usize) -> usize {
        self.choice = self.choice.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
        (self.choice >> 33) as usize % n
    }

    async fn say(&self, who: &str, text: &str) -> Vec<Outgoing> {
        self.core.handle(&say(&self.hall, who, text)).await
    }

    async fn whisper(&self, who: &str, text: &str) -> Vec<Outgoing> {
        self.core.handle(&whisper(&self.hall, who, text)).await
    }

    /// The turn the bot announced last in `text`, if it announced one.
    fn turn(&self, text: &str) -> Option<Turn> {
        for line in text.lines().rev() {
            if line.ends_with(" wins!") || line == "The game is drawn." {
                return Some(Turn::Over(line.to_owned()));
            }
            if let Some(names) = line.strip_prefix("Waiting for a private choice from ") {
                let first = names.trim_end_matches('.').split(", ").next().unwrap_or_default();
                return Some(Turn::Awaits { name: first.to_owned(), side: String::new(), line: line.to_owned() });
            }
            // "Move 3: alice (south) to play…" and "bob (blue): round 1 of 1, …".
            let named = line.split_once(": ").filter(|(head, _)| head.starts_with("Move ")).map_or(line, |(_, r)| r);
            if let Some((name, rest)) = named.split_once(" (")
                && self.players.contains(&name)
                && let Some((side, after)) = rest.split_once(')')
                && (after.starts_with(" to play") || after.starts_with(": "))
            {
                return Some(Turn::Awaits { name: name.to_owned(), side: side.to_owned(), line: line.to_owned() });
            }
        }
        None
    }

    /// Starts the match the way the challenge's own text says to.
    async fn start(&self, game: &str, options: &str) -> Turn {
        let others: Vec<String> = self.players[1..].iter().map(|p| format!("@{p}")).collect();
        let challenge = format!("!challenge {} {game} {options}", others.join(" "));
        let text = channel_text(&self.say(self.players[0], &challenge).await);
        let mut last = None;
        for player in &self.players[1..] {
            let accept = text
                .split_whitespace()
                .find(|w| w.ends_with("accept"))
                .unwrap_or_else(|| panic!("the challenge says how to accept: {text}"));
            last = Some(channel_text(&self.say(player, accept).await));
        }
        let text = last.expect("someone accepted");
        self.turn(&text).unwrap_or_else(|| panic!("the start says whose turn it is: {text}"))
    }

    /// The moves `hint` offers `who`, read from the channel or, for a secret choice, from
    /// the private message it sends; `true` when they came in private.
    async fn hinted(&self, who: &str) -> (Vec<String>, bool) {
        let out = self.say(who, "hint").await;
        let (text, private) = match private_text(&out, who) {
            Some(text) => (text, true),
            None => (channel_text(&out), false),
        };
        // A Quest walk is told by its first steps: "First steps: B4 C5."
        if let Some((_, firsts)) = text.split_once("First steps: ") {
            let firsts = firsts.split('.').next().unwrap_or_default();
            let mut moves: Vec<String> = firsts.split_whitespace().map(|room| format!("go {room}")).collect();
            moves.push("stay".to_owned());
            return (moves, private);
        }
        // "alice (attackers) can play 57 moves:", then one line per piece, then "… and".
        let lines: Vec<&str> = text.lines().collect();
        let start = lines
            .iter()
            .position(|l| l.ends_with(" moves:") || l.ends_with(" move:"))
            .unwrap_or_else(|| panic!("hint lists {who}'s moves: {text}"));
        let mut moves = Vec::new();
        for group in lines[start + 1..].iter().take_while(|l| !l.starts_with('…') && !l.is_empty()) {
            let group = group.rsplit_once(" +").filter(|(_, n)| n.parse::<usize>().is_ok()).map_or(*group, |(g, _)| g);
            match group.split_once(": ") {
                Some((head, tails)) => moves.extend(tails.split(", ").map(|tail| format!("{head} {tail}"))),
                None => moves.push(group.to_owned()),
            }
        }
        (moves, private)
    }

    /// Sends `text` as `who` would: in the channel, or in private when the hint came there
    /// or the bot asks for it. Returns what the channel was told.
    async fn send(&self, who: &str, text: &str, private: bool) -> String {
        let out = if private { self.whisper(who, text).await } else { self.say(who, text).await };
        let told = channel_text(&out);
        if told.contains("send it to me in a private message") {
            return channel_text(&self.whisper(who, text).await);
        }
        assert!(!out.is_empty(), "{who}'s {text} got no answer");
        told
    }

    /// Plays the match to its end, each awaited player choosing with `choose` among what
    /// `hint` offered them; returns the result line and the number of actions.
    async fn play(
        &mut self,
        mut turn: Turn,
        choose: impl Fn(&mut Newcomers, &str, &[String]) -> usize,
    ) -> (String, usize) {
        for actions in 0..LIMIT {
            let (who, side, line) = match &turn {
                Turn::Over(result) => return (result.clone(), actions),
                Turn::Awaits { name, side, line } => (name.clone(), side.clone(), line.clone()),
            };
            let (mut moves, private) = self.hinted(&who).await;
            // The turn line names `next` where a phase ends with it, even when the hint's
            // list is cut before it.
            if line.contains(" then next") && !moves.iter().any(|m| m == "next") {
                moves.push("next".to_owned());
            }
            assert!(!moves.is_empty(), "{who} was offered nothing");
            let chosen = moves[choose(self, &side, &moves)].clone();
            self.last.insert(side, chosen.clone());
            let told = self.send(&who, &chosen, private).await;
            turn = match self.turn(&told) {
                Some(next) => next,
                // The channel heard no new turn (a secret choice while others still choose):
                // ask whose turn it is, as a player would.
                None => {
                    let status = channel_text(&self.say(&who, "status").await);
                    self.turn(&status).unwrap_or_else(|| panic!("status says whose turn: {status}"))
                }
            };
        }
        panic!("the game did not end in {LIMIT} actions");
    }
}

fn anything(game: &mut Newcomers, _side: &str, moves: &[String]) -> usize {
    game.pick(moves.len())
}

/// A square's rank in a typed move (`c1`, `d3/c3`), if the word is a square.
fn rank(word: &str) -> Option<i32> {
    let square = word.split('/').next()?;
    let mut chars = square.chars();
    chars.next().filter(char::is_ascii_lowercase)?;
    chars.as_str().parse().ok()
}

/// Table Gype is a race: move a die as far towards the far row as the hint allows
/// (south runs up the ranks, north down), and reroll only when no die gains ground.
fn race(game: &mut Newcomers, side: &str, moves: &[String]) -> usize {
    let forward = if side == "north" { -1 } else { 1 };
    let gain = |m: &String| {
        let words: Vec<&str> = m.split_whitespace().collect();
        match (words.first().and_then(|w| rank(w)), words.last().and_then(|w| rank(w))) {
            (Some(from), Some(to)) if words.len() > 1 => (to - from) * forward,
            _ => 0,
        }
    };
    let best = moves.iter().map(gain).max().unwrap_or(0);
    let ahead: Vec<usize> = (0..moves.len()).filter(|&i| gain(&moves[i]) == best).collect();
    if best > 0 { ahead[game.pick(ahead.len())] } else { game.pick(moves.len()) }
}

/// Quest: try the room's action, and walk on when it was tried last turn; deals and
/// permissions only when nothing else is offered.
fn explore(game: &mut Newcomers, side: &str, moves: &[String]) -> usize {
    let acted = game.last.get(side).is_some_and(|m| m.starts_with("act"));
    let turn: Vec<usize> = (0..moves.len())
        .filter(|&i| !["give", "allow", "look", "potion"].iter().any(|w| moves[i].starts_with(w)))
        .collect();
    if let Some(&act) = turn.iter().find(|&&i| moves[i].starts_with("act")).filter(|_| !acted) {
        return act;
    }
    let others: Vec<usize> = turn.iter().copied().filter(|&i| !moves[i].starts_with("act")).collect();
    match (others.is_empty(), turn.is_empty()) {
        (false, _) => others[game.pick(others.len())],
        (true, false) => turn[game.pick(turn.len())],
        (true, true) => game.pick(moves.len()),
    }
}

async fn newcomers_finish(
    game: &str,
    options: &str,
    players: &[&'static str],
    seed: u64,
    choose: fn(&mut Newcomers, &str, &[String]) -> usize,
) -> (String, usize) {
    let mut table = Newcomers::new(game, players, seed).await;
    let turn = table.start(game, options).await;
    table.play(turn, choose).await
}

fn assert_finished((result, actions): (String, usize)) {
    eprintln!("{result} after {actions} actions");
    assert!(result.ends_with(" wins!") || result == "The game is drawn.", "{result} after {actions}");
}

#[tokio::test]
async fn a_newcomer_finishes_hnefatafl_from_the_bots_messages_alone() {
    assert_finished(newcomers_finish("hnefatafl", "", &["alice", "bob"], 1, anything).await);
}

#[tokio::test]
async fn a_newcomer_finishes_landover_from_the_bots_messages_alone() {
    assert_finished(newcomers_finish("landover", "", &["alice", "bob"], 2, anything).await);
}

#[tokio::test]
async fn newcomers_finish_table_gype_from_the_bots_messages_alone() {
    assert_finished(newcomers_finish("gype", "", &["alice", "bob"], 3, race).await);
}

#[tokio::test]
async fn newcomers_finish_quest_from_the_bots_messages_alone() {
    assert_finished(newcomers_finish("quest", "", &["alice", "bob", "carol"], 4, explore).await);
}

#[tokio::test]
async fn a_newcomer_finishes_a_skirmish_from_the_bots_messages_alone() {
    assert_finished(newcomers_finish("skirmish", "rounds=1 size=16 map=open", &["alice", "bob"], 5, anything).await);
}
