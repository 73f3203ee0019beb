//! A match: options, seats, seed and the log of actions and chance outcomes. The log is
//! the match's serialised form; loading it replays the log and checks every recorded
//! chance outcome against the seed.

use std::collections::VecDeque;
use std::fmt;

use rand_chacha::ChaCha20Rng;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::chance::{Seed, sample_index};
use crate::game::{Game, OptionError, PlayError, Seat, Turn, Viewer};

/// One step of the log.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound = "")]
pub enum Entry<G: Game> {
    Act {
        seat: Seat,
        action: G::Action,
    },
    Chance(G::Chance),
    /// A player resigned.
    Retire {
        seat: Seat,
    },
}

/// Everything needed to rebuild a match.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct Record<G: Game> {
    pub options: G::Options,
    pub seats: usize,
    pub seed: Seed,
    pub log: Vec<Entry<G>>,
}

/// Why a log could not be replayed.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum ReplayError {
    #[error("invalid options: {0}")]
    Options(OptionError),
    #[error("ply {ply}: {error}")]
    Illegal { ply: usize, error: PlayError },
    #[error("ply {ply}: the recorded chance outcome differs from the one the seed gives")]
    ChanceMismatch { ply: usize },
    #[error("ply {ply}: a chance outcome is missing and no seed is known")]
    MissingChance { ply: usize },
    #[error("ply {ply}: a chance outcome is recorded where none happens, or it is impossible")]
    UnexpectedChance { ply: usize },
    #[error("ply {ply}: cannot read {token:?}")]
    Unreadable { ply: usize, token: String },
    #[error("the game listed no outcome for a chance node")]
    EmptyChance,
}

/// Applies chance nodes until a player must act. Outcomes come from the seeded RNG when
/// there is one (and must then equal any recorded ones), otherwise from `recorded`.
fn settle<G: Game>(
    state: &mut G,
    mut rng: Option<&mut ChaCha20Rng>,
    recorded: Vec<G::Chance>,
    ply: usize,
    log: &mut Vec<Entry<G>>,
) -> Result<Vec<G::Event>, ReplayError> {
    let mut recorded = VecDeque::from(recorded);
    let mut events = Vec::new();
    while state.turn() == Turn::Chance {
        let outcomes = state.chance_outcomes();
        let outcome = match rng.as_deref_mut() {
            Some(rng) => {
                let weights: Vec<u32> = outcomes.iter().map(|(_, w)| *w).collect();
                let index = sample_index(rng, &weights).ok_or(ReplayError::EmptyChance)?;
                let drawn = outcomes[index].0.clone();
                match recorded.pop_front() {
                    Some(expected) if expected != drawn => return Err(ReplayError::ChanceMismatch { ply }),
                    _ => drawn,
                }
            }
            None => {
                let expected = recorded.pop_front().ok_or(ReplayError::MissingChance { ply })?;
                if !outcomes.iter().any(|(o, w)| *o == expected && *w > 0) {
                    return Err(ReplayError::UnexpectedChance { ply });
                }
                expected
            }
        };
        events.extend(state.apply_chance(&outcome));
        log.push(Entry::Chance(outcome));
    }
    if recorded.is_empty() { Ok(events) } else { Err(ReplayError::UnexpectedChance { ply }) }
}

/// Replays a log step by step, with or without the seed (an unfinished match's exported
/// record has only the seed's commitment).
pub struct Replayer<G: Game> {
    state: G,
    rng: Option<ChaCha20Rng>,
    log: Vec<Entry<G>>,
    plies: usize,
}

impl<G: Game> Replayer<G> {
    /// The start state, after the chance nodes that precede the first action.
    pub fn start(
        options: &G::Options,
        seats: usize,
        seed: Option<Seed>,
        recorded: Vec<G::Chance>,
    ) -> Result<(Replayer<G>, Vec<G::Event>), ReplayError> {
        let mut state = G::new(options, seats).map_err(ReplayError::Options)?;
        let mut rng = seed.map(|s| s.rng());
        let mut log = Vec::new();
        let events = settle(&mut state, rng.as_mut(), recorded, 0, &mut log)?;
        Ok((Replayer { state, rng, log, plies: 0 }, events))
    }

    /// Applies one action and the chance outcomes recorded after it.
    pub fn ply(
        &mut self,
        seat: Seat,
        action: &G::Action,
        recorded: Vec<G::Chance>,
    ) -> Result<Vec<G::Event>, ReplayError> {
        self.plies += 1;
        let ply = self.plies;
        let mut events = self.state.play(seat, action).map_err(|error| ReplayError::Illegal { ply, error })?;
        self.log.push(Entry::Act { seat, action: action.clone() });
        events.extend(settle(&mut self.state, self.rng.as_mut(), recorded, ply, &mut self.log)?);
        Ok(events)
    }

    /// Applies a resignation and the chance outcomes recorded after it.
    pub fn retire(&mut self, seat: Seat, recorded: Vec<G::Chance>) -> Result<Vec<G::Event>, ReplayError> {
        let ply = self.plies;
        let mut events = retire(&mut self.state, seat).map_err(|error| ReplayError::Illegal { ply, error })?;
        self.log.push(Entry::Retire { seat });
        events.extend(settle(&mut self.state, self.rng.as_mut(), recorded, ply, &mut self.log)?);
        Ok(events)
    }

    pub fn state(&self) -> &G {
        &self.state
    }
}

/// A resignation, refused once the game is over or from a seat that does not exist.
fn retire<G: Game>(state: &mut G, seat: Seat) -> Result<Vec<G::Event>, PlayError> {
    match state.turn() {
        Turn::Over(_) => Err(PlayError::GameOver),
        _ if seat.index() >= state.seats() => Err(PlayError::NotYourTurn),
        _ => Ok(state.retire(seat)),
    }
}

/// Why a takeback is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TakebackError {
    #[error("the game is over")]
    GameOver,
    #[error("the player has made no move")]
    NoMove,
    #[error("another player has acted since")]
    OpponentMoved,
    #[error("a chance outcome followed the move")]
    ChanceFollowed,
}

/// A live match. Serialises as its [`Record`]; deserialising replays it.
#[derive(Clone)]
pub struct Match<G: Game> {
    state: G,
    record: Record<G>,
    rng: ChaCha20Rng,
}

impl<G: Game> Match<G> {
    pub fn new(options: G::Options, seats: usize, seed: Seed) -> Result<Match<G>, OptionError> {
        let mut state = G::new(&options, seats)?;
        let mut rng = seed.rng();
        let mut log = Vec::new();
        settle(&mut state, Some(&mut rng), Vec::new(), 0, &mut log).expect("every chance node lists an outcome");
        Ok(Match { state, record: Record { options, seats, seed, log }, rng })
    }

    /// Rebuilds a match from its record, verifying every chance outcome against the seed.
    pub fn replay(record: Record<G>) -> Result<Match<G>, ReplayError> {
        Match::replay_visiting(record, |_, _, _| {})
    }

    /// [`Match::replay`], calling `visit` with the state after the start and after each
    /// action or resignation (with the chance that followed it), the entry (`None` at the
    /// start) and the events it caused.
    pub fn replay_visiting(
        record: Record<G>,
        mut visit: impl FnMut(&G, Option<&Entry<G>>, &[G::Event]),
    ) -> Result<Match<G>, ReplayError> {
        let Record { options, seats, seed, log } = record;
        let mut groups = log.into_iter().peekable();
        let chance_run = |groups: &mut std::iter::Peekable<std::vec::IntoIter<Entry<G>>>| {
            let mut run = Vec::new();
            while let Some(Entry::Chance(c)) = groups.next_if(|e| matches!(e, Entry::Chance(_))) {
                run.push(c);
            }
            run
        };
        let first = chance_run(&mut groups);
        let (mut replayer, events) = Replayer::<G>::start(&options, seats, Some(seed), first)?;
        visit(replayer.state(), None, &events);
        while let Some(entry) = groups.next() {
            let recorded = chance_run(&mut groups);
            let events = match &entry {
                Entry::Act { seat, action } => replayer.ply(*seat, action, recorded)?,
                Entry::Retire { seat } => replayer.retire(*seat, recorded)?,
                Entry::Chance(_) => return Err(ReplayError::UnexpectedChance { ply: replayer.plies }),
            };
            visit(replayer.state(), Some(&entry), &events);
        }
        let Replayer { state, rng, log, .. } = replayer;
        let rng = rng.expect("replay with a seed keeps its rng");
        Ok(Match { state, record: Record { options, seats, seed, log }, rng })
    }

    /// This match with what `viewer` has not seen dealt again (see
    /// [`Game::redeal_unseen`]), for no-leak tests: the record no longer rebuilds the
    /// state, and the chance still to come is drawn as in this match.
    pub fn redeal_unseen(&self, viewer: Viewer, seed: u64) -> Match<G> {
        Match { state: self.state.redeal_unseen(viewer, seed), record: self.record.clone(), rng: self.rng.clone() }
    }

    /// Checks and applies an action, then resolves any chance that follows it.
    pub fn play(&mut self, seat: Seat, action: &G::Action) -> Result<Vec<G::Event>, PlayError> {
        let mut events = self.state.play(seat, action)?;
        self.record.log.push(Entry::Act { seat, action: action.clone() });
        let ply = self.plies();
        let chance = settle(&mut self.state, Some(&mut self.rng), Vec::new(), ply, &mut self.record.log);
        events.extend(chance.expect("every chance node lists an outcome"));
        Ok(events)
    }

    /// `seat` resigns (see [`Game::retire`]); chance that follows is resolved.
    pub fn retire(&mut self, seat: Seat) -> Result<Vec<G::Event>, PlayError> {
        let mut events = retire(&mut self.state, seat)?;
        self.record.log.push(Entry::Retire { seat });
        let ply = self.plies();
        let chance = settle(&mut self.state, Some(&mut self.rng), Vec::new(), ply, &mut self.record.log);
        events.extend(chance.expect("every chance node lists an outcome"));
        Ok(events)
    }

    /// Takes back `seat`'s last action: allowed while it is the log's last entry, and not
    /// once a chance outcome followed it (the seed's draws would be known in advance).
    pub fn takeback(&mut self, seat: Seat) -> Result<(), TakebackError> {
        if matches!(self.state.turn(), Turn::Over(_)) {
            return Err(TakebackError::GameOver);
        }
        let log = &self.record.log;
        let last = log.iter().rposition(|e| !matches!(e, Entry::Chance(_)));
        match last.map(|i| (i, &log[i])) {
            Some((i, Entry::Act { seat: s, .. })) if *s == seat => {
                if i + 1 < log.len() {
                    return Err(TakebackError::ChanceFollowed);
                }
                let mut record = self.record.clone();
                record.log.truncate(i);
                *self = Match::replay(record).expect("a prefix of a replayable log replays");
                Ok(())
            }
            _ if log.iter().any(|e| matches!(e, Entry::Act { seat: s, .. } if *s == seat)) => {
                Err(TakebackError::OpponentMoved)
            }
            _ => Err(TakebackError::NoMove),
        }
    }

    /// The seats that left the game (resigned, lost on time), in the order they left.
    pub fn retired(&self) -> Vec<Seat> {
        let seats = self.record.log.iter().filter_map(|e| match e {
            Entry::Retire { seat } => Some(*seat),
            _ => None,
        });
        seats.collect()
    }

    /// Parses and plays a move's text.
    pub fn play_text(&mut self, seat: Seat, text: &str) -> Result<Vec<G::Event>, PlayError> {
        let action = self.state.parse_action(text)?;
        self.play(seat, &action)
    }

    /// [`Match::play_text`] for a text sent in private (see [`Game::sent_privately`]).
    pub fn play_private_text(&mut self, seat: Seat, text: &str) -> Result<Vec<G::Event>, PlayError> {
        let action = G::sent_privately(self.state.parse_action(text)?);
        self.play(seat, &action)
    }

    pub fn state(&self) -> &G {
        &self.state
    }

    pub fn record(&self) -> &Record<G> {
        &self.record
    }

    /// How many actions the log holds.
    pub fn plies(&self) -> usize {
        self.record.log.iter().filter(|e| matches!(e, Entry::Act { .. })).count()
    }

    /// How many moves players count (see [`Game::is_counted`]).
    pub fn moves(&self) -> usize {
        self.record.log.iter().filter(|e| matches!(e, Entry::Act { action, .. } if G::is_counted(action))).count()
    }

    /// The number of the move now being played, as players count it: in a game of two a
    /// full move (1. attackers, defenders; 2. …), in a larger game each player's turn.
    pub fn move_number(&self) -> usize {
        full_move(self.moves(), self.record.seats)
    }
}

/// The number of the move after `counted` counted moves among `seats` players.
pub(crate) fn full_move(counted: usize, seats: usize) -> usize {
    if seats == 2 { counted / 2 + 1 } else { counted + 1 }
}

impl<G: Game> fmt::Debug for Match<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Match").field("state", &self.state).field("plies", &self.plies()).finish()
    }
}

impl<G: Game> PartialEq for Match<G> {
    fn eq(&self, other: &Match<G>) -> bool {
        self.record == other.record && self.state == other.state
    }
}

impl<G: Game> Serialize for Match<G> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.record.serialize(serializer)
    }
}

impl<'de, G: Game> Deserialize<'de> for Match<G> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Match<G>, D::Error> {
        let record = Record::<G>::deserialize(deserializer)?;
        Match::replay(record).map_err(serde::de::Error::custom)
    }
}
