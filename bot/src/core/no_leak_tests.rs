//! No secret reaches a shared channel through the chat: everything the channel receives
//! (turn lines with their prompts, refusals, announcements and board images) is the same,
//! byte for byte, when everything the channel has not seen is dealt again. Views alone
//! are covered by the engine and render tests; this covers the core's own text.

use engine::{AnyMatch, GameKind, Seat, Viewer};

use super::play::{Origin, Told, attempt, refuse};
use super::test_support::{core, reply, states, stored};
use super::{Core, Outgoing};
use crate::model::{StoredMatch, awaited};

/// Texts a player might try besides the legal ones: duel hands and decisions, secret
/// choices and set-ups, and chat.
const PROBES: &[&str] = &[
    "play sword",
    "play lance",
    "play axe",
    "play dagger",
    "armour",
    "wear",
    "keep",
    "rock",
    "take sword",
    "steal gold",
    "act",
    "move",
    "go n e",
    "stop",
    "setup FFBBSSTT",
    "setup random",
    "roll b1",
    "a2 b3",
    "hello",
    "give:eagle:1gold",
    "give:lion:rope",
    "give:stag:sword",
    "potion:lion",
    "look:eagle",
];

/// What the channel holds: texts and images of its messages, private ones left out.
fn channel_part(out: &[Outgoing]) -> Vec<(String, Option<Vec<u8>>)> {
    out.iter()
        .filter_map(|o| match o {
            Outgoing::Channel { text, image, .. } => Some((text.clone(), image.clone())),
            Outgoing::File { caption, body, .. } => Some((caption.clone(), Some(body.clone().into_bytes()))),
            Outgoing::Private { .. } => None,
        })
        .collect()
}

/// What sending `text` to the channel as `seat` does, before anything is said.
struct Sent {
    game: StoredMatch,
    seat: Seat,
    before: Vec<Seat>,
    phase: Option<u32>,
    result: Result<Vec<engine::EventReport>, Option<super::play::Refusal>>,
}

fn send(game: &AnyMatch, seat: Seat, text: &str) -> Sent {
    let mut stored = stored(game.clone());
    let (before, phase) = (awaited(&stored.game), stored.game.phase_number());
    let players = stored.players.clone();
    let result = attempt(&mut stored.game, &players, seat, text, Origin::Channel { bare: false });
    Sent { game: stored, seat, before, phase, result }
}

/// Everything the channel receives of a sent text.
fn channel_answer(core: &Core, sent: Sent) -> Vec<(String, Option<Vec<u8>>)> {
    let mut reply = reply();
    match sent.result {
        Ok(events) => {
            let outcome = sent.game.game.outcome();
            let told = Told { mover: Some(sent.seat), before: &sent.before, phase: sent.phase, start: false };
            core.announce(&sent.game, &events, outcome.as_ref(), told, &mut reply);
        }
        Err(Some(refusal)) => {
            let author = sent.game.players[sent.seat.index()].clone();
            refuse(&mut reply, refusal, Origin::Channel { bare: false }, &author);
        }
        Err(None) => {}
    }
    channel_part(&reply.out)
}

/// What the channel is shown of the match without anyone acting: the turn line (with
/// any prompt) and the board.
fn shown(core: &Core, game: &AnyMatch) -> (String, Vec<u8>) {
    let stored = stored(game.clone());
    (core.turn_line(&stored.game, &stored.players, &reply()), core.board_png(&stored.game))
}

/// For each state and a re-deal of what the channel has not seen: the same turn line and
/// board; every text any player might send there refused in both gets the same channel
/// answer, and every text played in both the same announcement. A text played in one
/// deal and refused in the other tells what its sender tried, not a secret of the bot's.
/// Returns how many answers were compared, and the decisions met (their prompts' keys).
async fn assert_no_leak(kind: GameKind, seats: usize, games: u64, plies: usize) -> (usize, Vec<&'static str>) {
    let dir = tempfile::tempdir().unwrap();
    let core = core(&dir).await;
    let mut compared = 0;
    let mut decisions = Vec::new();
    for (i, game) in states(kind, seats, games, plies).into_iter().enumerate() {
        decisions.extend(awaited(&game).into_iter().filter_map(|s| game.decision_prompt(s)).map(|m| m.key));
        let other = game.redeal_unseen(Viewer::Spectator, i as u64);
        let (line, board) = shown(&core, &game);
        let (other_line, other_board) = shown(&core, &other);
        assert_eq!(line, other_line, "{kind:?} state {i}: the turn line");
        assert!(board == other_board, "{kind:?} state {i}: the board images differ");
        for seat in (0..game.seats() as u8).map(Seat) {
            let mut texts: Vec<String> = game.legal_moves(seat);
            texts.extend(other.legal_moves(seat));
            texts.extend(PROBES.iter().map(|p| p.to_string()));
            texts.sort();
            texts.dedup();
            // Playing renders images; one per seat is enough, refusals are all tried.
            let mut played_both = 0;
            for text in &texts {
                let (mine, theirs) = (send(&game, seat, text), send(&other, seat, text));
                if mine.result.is_ok() != theirs.result.is_ok() {
                    continue;
                }
                if mine.result.is_ok() {
                    played_both += 1;
                    if played_both > 1 {
                        continue;
                    }
                }
                let (mine, theirs) = (channel_answer(&core, mine), channel_answer(&core, theirs));
                let as_text =
                    |out: &[(String, Option<Vec<u8>>)]| out.iter().map(|(t, _)| t.clone()).collect::<Vec<_>>();
                assert_eq!(as_text(&mine), as_text(&theirs), "{kind:?} state {i}, seat {}, {text:?}", seat.0);
                assert!(mine == theirs, "{kind:?} state {i}, seat {}, {text:?}: the images differ", seat.0);
                compared += 1;
            }
        }
    }
    decisions.sort();
    decisions.dedup();
    (compared, decisions)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 1)]
async fn quest_channel_output_is_the_same_after_a_redeal_of_the_unseen() {
    let (compared, decisions) = assert_no_leak(GameKind::Quest, 4, 10, 160).await;
    assert!(compared > 500, "only {compared} answers compared");
    // Armour offers and spoils are asked the same way (every duel decision is private);
    // the engine's tests build them by hand.
    for key in ["quest-hand-prompt", "quest-rps-prompt"] {
        assert!(decisions.contains(&key), "no state asked {key}: {decisions:?}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 1)]
async fn gype_channel_output_is_the_same_after_a_redeal_of_the_secret_setups() {
    let (compared, decisions) = assert_no_leak(GameKind::Gype, 3, 6, 12).await;
    assert!(compared > 100, "only {compared} answers compared");
    assert!(decisions.contains(&"gype-setup-prompt"), "{decisions:?}");
}
