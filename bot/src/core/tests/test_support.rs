//! What the core's unit tests share: a core on a fresh SQLite file, a match as stored,
//! and a reply to its channel.

use std::sync::Arc;

use engine::{AnyMatch, GameKind, Seed};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

use crate::core::{Core, Reply, Settings, SystemClock};
use crate::i18n::Lang;
use crate::model::{ChannelKey, Status, StoredMatch, User, awaited};
use crate::storage::Storage;

/// A storage on a fresh SQLite file in `dir`.
pub(in crate::core) async fn storage(dir: &tempfile::TempDir) -> Storage {
    Storage::connect(&format!("sqlite://{}/core.db", dir.path().display())).await.unwrap()
}

pub(in crate::core) async fn core(dir: &tempfile::TempDir) -> Core {
    let storage = storage(dir).await;
    Core::new(storage, Arc::new(render::Renderer::new().unwrap()), Settings::default(), Arc::new(SystemClock))
}

pub(in crate::core) fn stored(game: AnyMatch) -> StoredMatch {
    let names = ["alice", "bob", "carol", "dave", "erin", "frank"];
    StoredMatch {
        id: 1,
        stored_log: game.log_len(),
        channel: ChannelKey::new("console", "table", None),
        players: names[..game.seats()].iter().map(|n| User::new(n, n)).collect(),
        game,
        status: Status::Active,
        end: None,
        draw_offer: None,
        version: 1,
        started_at: 0,
        deadline_at: None,
        community: String::new(),
        ranked: false,
        clock: None,
        takeback_offer: None,
        tournament_id: None,
    }
}

pub(in crate::core) fn reply() -> Reply {
    Reply::new(ChannelKey::new("console", "table", None), Lang::En, "!".into())
}

/// A message from `author` in [`reply`]'s channel, with no text: for parts that are
/// handed their command already read.
pub(in crate::core) fn asked_by(author: &str) -> crate::core::Incoming {
    crate::core::Incoming {
        channel: ChannelKey::new("console", "table", None),
        author: crate::model::User::new(author, author),
        text: String::new(),
        mentions: Vec::new(),
        private: false,
        handle: None,
        community: "table".into(),
        moderator: false,
        delivery: None,
        command: None,
    }
}

/// What a reply says in its channel, line by line.
pub(in crate::core) fn said(reply: &Reply) -> String {
    let texts = reply.out.iter().filter_map(|item| match item {
        crate::core::Outgoing::Channel { text, .. } => Some(text.as_str()),
        _ => None,
    });
    texts.collect::<Vec<_>>().join("\n")
}

/// The random moves and the new match of playout `seed`.
fn seeded(kind: GameKind, seats: usize, seed: u64) -> (StdRng, AnyMatch) {
    let mut bytes = [0; 32];
    bytes[..8].copy_from_slice(&seed.to_le_bytes());
    (StdRng::seed_from_u64(seed), AnyMatch::new(kind, &[], seats, Seed::from_bytes(bytes)).unwrap())
}

/// States met along seeded random playouts: every state with a player's decision
/// pending, and every tenth state besides.
pub(in crate::core) fn states(kind: GameKind, seats: usize, games: u64, plies: usize) -> Vec<AnyMatch> {
    let mut out = Vec::new();
    for seed in 0..games {
        let (mut rng, mut game) = seeded(kind, seats, seed);
        for ply in 0..plies {
            let seats = awaited(&game);
            if seats.is_empty() {
                break;
            }
            let deciding = seats.iter().any(|&s| game.decision_prompt(s).is_some());
            if deciding || ply % 10 == 0 {
                out.push(game.clone());
            }
            let seat = seats[rng.random_range(0..seats.len())];
            let moves = game.legal_moves(seat);
            if moves.is_empty() {
                break;
            }
            let text = moves[rng.random_range(0..moves.len())].clone();
            game.play_text(seat, &text).unwrap_or_else(|e| panic!("{text}: {e:?}"));
        }
    }
    out
}

/// Pairs of matches with the same public history and different secrets, met along seeded
/// random playouts: wherever a move is secret (a choice made in secret, an action by a
/// hidden room), the twin plays another move of the same seat instead, and everything
/// public after it alike. Where the two tell the channel different things (a secret
/// revealed, dice that fell differently), the twin is taken up again from the match.
/// Pairs are taken at every decision and every tenth state while the two differ.
pub(in crate::core) fn twins(kind: GameKind, seats: usize, games: u64, plies: usize) -> Vec<(AnyMatch, AnyMatch)> {
    let mut out = Vec::new();
    for seed in 0..games {
        let (mut rng, mut game) = seeded(kind, seats, seed);
        let mut twin = game.clone();
        let mut differ = false;
        for ply in 0..plies {
            let seats = awaited(&game);
            if seats.is_empty() {
                break;
            }
            let deciding = seats.iter().any(|&s| game.decision_prompt(s).is_some());
            if differ && (deciding || ply % 10 == 0) {
                out.push((game.clone(), twin.clone()));
            }
            let seat = seats[rng.random_range(0..seats.len())];
            let moves = game.legal_moves(seat);
            if moves.is_empty() {
                break;
            }
            let text = moves[rng.random_range(0..moves.len())].clone();
            let secret = matches!(game.turn(), engine::Turn::Simultaneous(_)) || game.is_secret_text(&text);
            let told = game.play_text(seat, &text).unwrap_or_else(|e| panic!("{text}: {e:?}"));
            // Another secret move of the same kind: a choice for a choice, not a deal.
            let free = game.is_out_of_turn_text(seat, &text);
            let alike = |m: &String| secret && *m != text && twin.is_out_of_turn_text(seat, m) == free;
            let others: Vec<String> = twin.legal_moves(seat).into_iter().filter(alike).collect();
            let instead = match others.is_empty() {
                true => text.clone(),
                false => others[rng.random_range(0..others.len())].clone(),
            };
            let public_events = |events: &[engine::EventReport]| {
                events.iter().filter(|e| e.private_to.is_none()).map(|e| e.message.clone()).collect::<Vec<_>>()
            };
            let same_news = twin.play_text(seat, &instead).is_ok_and(|e| public_events(&e) == public_events(&told));
            let public = |m: &AnyMatch| (m.view(engine::Viewer::Spectator), awaited(m));
            if !same_news || public(&twin) != public(&game) {
                (twin, differ) = (game.clone(), false);
            } else {
                differ |= instead != text;
            }
        }
    }
    out
}

/// Starts a match of `kind` between ann and bob in `msg`'s channel, as a challenge
/// accepted there would; its number.
pub(in crate::core) async fn started(storage: &Storage, msg: &crate::core::Incoming, kind: GameKind) -> i64 {
    let game = AnyMatch::new(kind, &[], 2, Seed::from_bytes([4; 32])).unwrap();
    let players = [User::new("ann", "ann"), User::new("bob", "bob")];
    let clock = crate::clock::MatchClock::start(crate::clock::TimeControl::default(), 2, vec![engine::Seat(0)], 0);
    let new = crate::model::NewMatch {
        channel: &msg.channel,
        community: &msg.community,
        players: &players,
        game: &game,
        ranked: false,
        clock: &clock,
    };
    storage.start_match(&new, None, None, 0).await.unwrap()
}
