//! No secret reaches a shared place through the chat: everything the channel receives
//! (turn lines with their prompts, the channel's `hint`, every step of the picker under
//! the board, refusals, announcements and board images) is the same, byte for byte, when
//! everything the channel has not seen is dealt again. What is drawn from the record (the
//! web match page, its board image, the replay GIF of a running match) is compared on
//! twins: matches with the same public history whose secret moves differ. Views alone are
//! covered by the engine and render tests, the AI's choices by `ai/tests/no_cheat.rs`.

use engine::{AnyMatch, GameKind, Seat, Viewer};

use crate::core::notices::picker::{Scope, Source, every_step};
use crate::core::play::{Origin, Told, attempt, refuse};
use crate::core::tests::test_support::{core, reply, states, stored, twins};
use crate::core::{Core, Outgoing};
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
            Outgoing::Private { .. } | Outgoing::Summary { .. } => None,
        })
        .collect()
}

/// What sending `text` to the channel as `seat` does, before anything is said.
struct Sent {
    game: StoredMatch,
    seat: Seat,
    before: Vec<Seat>,
    phase: Option<u32>,
    result: Result<Vec<engine::EventReport>, Option<crate::core::play::Refusal>>,
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
/// any prompt), the board, a spectator's `hint`, and every step of each awaited seat's
/// picker under the board.
fn shown(core: &Core, game: &AnyMatch) -> (String, Vec<u8>) {
    let stored = stored(game.clone());
    let mut hint = reply();
    crate::core::information::hint::hint_for(&stored, None, &crate::model::User::new("zoe", "zoe"), &mut hint);
    let mut line = crate::core::play::lines::turn_line(&stored.game, &stored.players, &reply());
    for (text, _) in channel_part(&hint.out) {
        line.push_str(&format!("\nhint: {text}"));
    }
    for seat in awaited(game) {
        let source = Source::new(game, seat, Scope::Channel);
        for step in every_step(crate::i18n::Lang::En, 1, 1, &source) {
            line.push_str(&format!("\npicker {}: {step:?}", seat.0));
        }
    }
    (line, core.board_png(&stored.game, &stored.players))
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
        assert_eq!(line, other_line, "{kind:?} state {i}: the turn line, hint and picker");
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

/// What is drawn from a match's record for everyone: the web match page at its last ply,
/// that ply's board image, and the replay GIF with its caption.
async fn from_record(core: &Core, game: &AnyMatch) -> (String, Vec<u8>, Vec<(String, Option<Vec<u8>>)>) {
    let stored = stored(game.clone());
    let steps = stored.game.replay_steps().expect("a playout replays");
    let last = steps.len() - 1;
    let moment = crate::web::pages::Moment { now: 0, watching: 0, seats: Vec::new() };
    let page = crate::web::pages::match_page(&stored, &steps, last, "token", &moment, None, crate::i18n::Lang::En)
        .into_string();
    let board = core.view_png(&steps[last].view, &stored.players);
    let mut gif = reply();
    core.post_replay(&stored, &mut gif).await.expect("a replay");
    (page, board, channel_part(&gif.out))
}

/// For twins (the same public history, different secret moves): the same channel view,
/// hint and picker, web page, board image and replay GIF. Returns how many were compared.
async fn assert_twins_alike(kind: GameKind, seats: usize, games: u64, plies: usize) -> usize {
    let dir = tempfile::tempdir().unwrap();
    let core = core(&dir).await;
    let pairs = twins(kind, seats, games, plies);
    for (i, (game, twin)) in pairs.iter().enumerate() {
        assert_ne!(game, twin, "{kind:?} pair {i}: twins differ in their records");
        let (line, board) = shown(&core, game);
        let (twin_line, twin_board) = shown(&core, twin);
        assert_eq!(line, twin_line, "{kind:?} {seats} seats, pair {i}: the turn line, hint and picker");
        assert!(board == twin_board, "{kind:?} {seats} seats, pair {i}: the board images differ");
        // The record-drawn outputs of every fifth pair: a GIF draws every ply.
        if i % 5 == 0 {
            let (page, board, gif) = from_record(&core, game).await;
            let (twin_page, twin_board, twin_gif) = from_record(&core, twin).await;
            assert_eq!(page, twin_page, "{kind:?} {seats} seats, pair {i}: the web match page");
            assert!(board == twin_board, "{kind:?} {seats} seats, pair {i}: the web board image");
            assert!(gif == twin_gif, "{kind:?} {seats} seats, pair {i}: the replay GIF");
        }
    }
    pairs.len()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 1)]
async fn quest_channel_output_is_the_same_after_a_redeal_of_the_unseen() {
    let mut decisions = Vec::new();
    for (seats, games) in [(2, 3), (3, 3), (4, 6), (5, 3), (6, 3)] {
        let (compared, met) = assert_no_leak(GameKind::Quest, seats, games, 160).await;
        assert!(compared > 50 * games as usize, "{seats} seats: only {compared} answers compared");
        decisions.extend(met);
    }
    // Armour offers and spoils are asked the same way (every duel decision is private);
    // the engine's tests build them by hand.
    for key in ["quest-hand-prompt", "quest-rps-prompt"] {
        assert!(decisions.contains(&key), "no state asked {key}: {decisions:?}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 1)]
async fn gype_channel_output_is_the_same_after_a_redeal_of_the_secret_setups() {
    let mut decisions = Vec::new();
    for seats in 2..=4 {
        let (compared, met) = assert_no_leak(GameKind::Gype, seats, 4, 12).await;
        assert!(compared > 50, "{seats} seats: only {compared} answers compared");
        decisions.extend(met);
    }
    assert!(decisions.contains(&"gype-setup-prompt"), "{decisions:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 1)]
async fn quest_twins_with_different_secret_moves_look_the_same_everywhere_shared() {
    let mut pairs = 0;
    for seats in 2..=6 {
        pairs += assert_twins_alike(GameKind::Quest, seats, 3, 120).await;
    }
    assert!(pairs > 20, "only {pairs} pairs of twins");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 1)]
async fn gype_twins_with_different_secret_setups_look_the_same_everywhere_shared() {
    let mut pairs = 0;
    for seats in 2..=4 {
        pairs += assert_twins_alike(GameKind::Gype, seats, 6, 6).await;
    }
    assert!(pairs > 5, "only {pairs} pairs of twins");
}
