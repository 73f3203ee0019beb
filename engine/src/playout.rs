//! Seeded random playouts: the generic check every game runs, and the benchmark driver.

use rand_chacha::ChaCha20Rng;
use rand_chacha::rand_core::{RngCore, SeedableRng};

use crate::chance::Seed;
use crate::game::{Game, Seat, Turn, Viewer};
use crate::record::Match;

/// Picks the seat to act and one of its legal actions at random; `None` when the game is
/// over. Panics if an awaited seat has no legal action: a game must never wait for a
/// player who cannot act.
pub fn random_action<G: Game>(state: &G, rng: &mut ChaCha20Rng) -> Option<(Seat, G::Action)> {
    let seat = match state.turn() {
        Turn::Over(_) => return None,
        Turn::Player(seat) => seat,
        Turn::Simultaneous(seats) => seats[rng.next_u32() as usize % seats.len()],
        Turn::Chance => panic!("a match never rests on a chance node"),
    };
    let actions = state.legal_actions(seat);
    assert!(!actions.is_empty(), "{:?} is awaited but has no legal action in {state:?}", seat);
    let index = rng.next_u32() as usize % actions.len();
    Some((seat, actions.into_iter().nth(index).expect("index is in range")))
}

/// Plays one random game of at most `max_plies` actions; returns the match.
pub fn random_game<G: Game>(options: &G::Options, seats: usize, seed: u64, max_plies: usize) -> Match<G> {
    let mut bytes = [0u8; 32];
    bytes[..8].copy_from_slice(&seed.to_le_bytes());
    let mut m = Match::<G>::new(options.clone(), seats, Seed::from_bytes(bytes)).expect("valid options");
    let mut rng = ChaCha20Rng::seed_from_u64(seed);
    for _ in 0..max_plies {
        let Some((seat, action)) = random_action(m.state(), &mut rng) else { break };
        m.play(seat, &action).expect("a listed legal action applies");
    }
    m
}

/// What [`check_random_playouts`] does.
#[derive(Clone, Copy, Debug)]
pub struct PlayoutCheck {
    pub games: u64,
    pub max_plies: usize,
    /// For the first this many games, the whole match is serialised and replayed after
    /// every ply (quadratic, so only for a few); every game is replayed once at its end.
    pub replay_every_ply_games: u64,
}

/// Random games from fixed seeds. At every ply: each listed action passes `check`, the
/// chosen one applies, the state survives a JSON round trip, and every viewer's view
/// serialises. At the end, replaying the record rebuilds the same match.
pub fn check_random_playouts<G: Game>(options: &G::Options, seats: usize, check: PlayoutCheck) {
    for game in 0..check.games {
        let mut m = Match::<G>::new(options.clone(), seats, Seed::from_bytes([game as u8; 32])).expect("valid options");
        let mut rng = ChaCha20Rng::seed_from_u64(game);
        for _ in 0..check.max_plies {
            let state = m.state();
            for seat in (0..seats as u8).map(Seat) {
                if state.turn().awaits(seat) {
                    for action in state.legal_actions(seat) {
                        assert_eq!(state.check(seat, &action), Ok(()), "listed action {action:?} is refused");
                    }
                }
            }
            let Some((seat, action)) = random_action(state, &mut rng) else { break };
            m.play(seat, &action).unwrap_or_else(|e| panic!("game {game}: legal {action:?} refused: {e}"));
            let state = m.state();
            let json = serde_json::to_string(state).expect("a state serialises");
            assert_eq!(&serde_json::from_str::<G>(&json).expect("a state deserialises"), state);
            serde_json::to_string(&state.view(Viewer::Spectator)).expect("the spectator view serialises");
            for seat in (0..seats as u8).map(Seat) {
                serde_json::to_string(&state.view(Viewer::Player(seat))).expect("a player's view serialises");
            }
            if game < check.replay_every_ply_games {
                assert_round_trip(&m);
            }
        }
        assert_round_trip(&m);
    }
}

fn assert_round_trip<G: Game>(m: &Match<G>) {
    let json = serde_json::to_string(m).expect("a match serialises");
    let back: Match<G> = serde_json::from_str(&json).expect("a match record replays");
    assert_eq!(&back, m, "replaying the log rebuilds the match");
}
