//! Seeded games between players (a level, uniformly random moves, or a player from
//! outside, such as an external engine) for the `arena` binary, the benchmarks and the
//! tests: the same path as the chat's, through [`AnyMatch::play_text`].

use engine::{AnyMatch, GameKind, Outcome, Seat, Seed, Turn};
use rand_chacha::ChaCha20Rng;
use rand_chacha::rand_core::SeedableRng;

use crate::mcts::pick;
use crate::{Level, Think, choose, seed_for};

/// Who plays a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Player {
    Random,
    Ai(Level),
    /// A player the arena does not think for, by its number among the series' own (see
    /// [`Series::outside`]).
    Outside(u8),
}

/// A player from outside the arena (an external engine, run by the `arena` binary): one
/// is made for each game it plays, and asked for each of its moves.
pub trait Outside {
    /// Its move for `seat` in `m`; `Err` says how it failed, and it loses the game.
    fn choose(&mut self, m: &AnyMatch, seat: Seat) -> Result<String, String>;

    /// The game ended with `outcome` (`None`: cut off).
    fn finish(&mut self, outcome: Option<&Outcome>);
}

/// Makes outside player number `n` for a game where it sits at `seat`.
pub type Outsiders<'a> = &'a (dyn Fn(u8, Seat) -> Box<dyn Outside> + Sync);

impl std::str::FromStr for Player {
    type Err = crate::LevelError;

    fn from_str(text: &str) -> Result<Player, crate::LevelError> {
        if text == "random" { Ok(Player::Random) } else { text.parse().map(Player::Ai) }
    }
}

impl std::fmt::Display for Player {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Player::Random => f.write_str("random"),
            Player::Ai(level) => write!(f, "level {level}"),
            Player::Outside(n) => write!(f, "outside player {n}"),
        }
    }
}

fn match_seed(game: u64) -> Seed {
    let mut bytes = [0x5a; 32];
    bytes[..8].copy_from_slice(&game.to_le_bytes());
    Seed::from_bytes(bytes)
}

/// The seat that acts next: the awaited player, or the first of several secret choices.
fn next_seat(m: &AnyMatch) -> Option<Seat> {
    match m.turn() {
        Turn::Player(seat) => Some(seat),
        Turn::Simultaneous(seats) => seats.first().copied(),
        Turn::Chance | Turn::Over(_) => None,
    }
}

/// A match of `kind` after `plies` uniformly random actions from the seeded start.
pub fn random_match(kind: GameKind, options: &[&str], seats: usize, game: u64, plies: usize) -> AnyMatch {
    let mut m = AnyMatch::new(kind, options, seats, match_seed(game)).expect("valid options");
    let mut rng = ChaCha20Rng::seed_from_u64(game);
    for _ in 0..plies {
        let Some(seat) = next_seat(&m) else { break };
        let moves = m.legal_moves(seat);
        m.play_text(seat, &moves[pick(&mut rng, moves.len())]).expect("a legal move plays");
    }
    m
}

/// The positions the think benchmark and `speed` measure: each game after some seeded
/// random plies, and the seat awaited there, with a choice to search (Quest's is a walk
/// after a six: some 3,600 of them).
pub const MIDGAMES: [(&str, GameKind, &[&str], usize, usize); 6] = [
    ("hnefatafl", GameKind::Hnefatafl, &[], 2, 30),
    ("brandubh", GameKind::Hnefatafl, &["rules=brandubh"], 2, 16),
    ("gype", GameKind::Gype, &[], 2, 20),
    ("landover", GameKind::Landover, &[], 2, 30),
    ("quest", GameKind::Quest, &[], 4, 41),
    ("skirmish", GameKind::Skirmish, &[], 2, 40),
];

/// A midgame position of [`MIDGAMES`] and the seat awaited there.
pub fn midgame(kind: GameKind, options: &[&str], seats: usize, plies: usize) -> (AnyMatch, Seat) {
    let m = random_match(kind, options, seats, 11, plies);
    let seat = next_seat(&m).expect("a midgame position awaits a player");
    (m, seat)
}

/// How a game ended and after how many plies.
#[derive(Clone, Debug, PartialEq)]
pub struct Played {
    /// `None` when the ply cap ended it first.
    pub outcome: Option<Outcome>,
    pub plies: usize,
    /// The seat of an outside player that failed, and how: it lost the game.
    pub failed: Option<(Seat, String)>,
}

/// What a game tells, and asks, outside the arena: `watch` sees each position where a
/// seat is awaited, `outside` gives the moves of the outside players' seats.
pub struct Hooks<'a> {
    pub watch: &'a mut dyn FnMut(&AnyMatch),
    pub outside: &'a mut dyn FnMut(&AnyMatch, Seat) -> Result<String, String>,
}

/// Plays game number `game` with `players[i]` at seat `i`, for at most `max_plies`
/// actions, showing `hooks.watch` each position where a seat is awaited; a draw when the arena
/// adjudicates it (see `adjudicated`). The game starts with `opening` seeded
/// random plies, and it is dealt the match seed, of its deal: `game` over the seats, so
/// the games of one deal differ only by who sits where. `hooks.outside` asks the outside
/// player of a seat for its move; one that fails loses the game (in a game of two).
pub fn play(
    kind: GameKind,
    options: &[&str],
    players: &[Player],
    game: u64,
    opening: usize,
    max_plies: usize,
    hooks: Hooks,
) -> Played {
    let mut m = random_match(kind, options, players.len(), game / players.len() as u64, opening);
    let mut rng = ChaCha20Rng::seed_from_u64(game);
    for _ in m.plies()..max_plies {
        let Some(seat) = next_seat(&m) else { break };
        if adjudicated(&m, players) {
            return Played { outcome: Some(Outcome::Draw), plies: m.plies(), failed: None };
        }
        (hooks.watch)(&m);
        let text = match players[seat.index()] {
            Player::Random => {
                let mut moves = m.legal_moves(seat);
                moves.swap_remove(pick(&mut rng, moves.len()))
            }
            Player::Ai(level) => {
                let think = Think { level, seed: seed_for(&m, seat), stop: &|| false };
                choose(&m, seat, &think).expect("an awaited seat has a legal action").action
            }
            Player::Outside(_) => match (hooks.outside)(&m, seat) {
                Ok(text) if m.clone().play_text(seat, &text).is_ok() => text,
                Ok(text) => return forfeit(&m, seat, format!("illegal move {text}")),
                Err(why) => return forfeit(&m, seat, why),
            },
        };
        m.play_text(seat, &text).unwrap_or_else(|e| panic!("{text} was chosen but refused: {e}"));
    }
    Played { outcome: m.outcome(), plies: m.plies(), failed: None }
}

/// `seat`'s outside player failed in `m`: the next seat wins.
fn forfeit(m: &AnyMatch, seat: Seat, why: String) -> Played {
    let next = Seat(((seat.index() + 1) % m.seats()) as u8);
    Played { outcome: Some(Outcome::Winner(next)), plies: m.plies(), failed: Some((seat, why)) }
}

/// Plies in a row without a capture after which the arena calls a tafl game drawn.
const QUIET_PLIES: usize = 200;

/// Whether the arena calls `m` drawn, where the rules would let the game run to the ply
/// cap.
///
/// A tafl game: when a position (the board and the side to move) comes back a third
/// time, as engine tournaments adjudicate, or after [`QUIET_PLIES`] plies without a
/// capture, where two searches that avoid repeating (the contempt) go on shuffling.
/// Both are read from the engine's record of the positions since the last capture (since
/// the start, opening plies included, if nothing was captured). Rulesets with a
/// repetition rule have ended a repeating game by then.
///
/// A Quest at a table of levels: when no living player has a way left to the title
/// ([`engine::quest::Quest::anyone_has_a_way`]). Quest's doors are dealt at random and never
/// turn, so a deal can wall players off from the castles, or from the rooms that fetch
/// what a castle asks, while others take the last ropes. Such a game goes on for ever unless a duel
/// leaves one player standing, which the levels hardly seek, or a gift, which they never
/// make (random players do, so a table with one is left to the cap). Deal 9 of the
/// four-player arena walls everyone off from the start: its games used to run to the ply
/// cap, half a series' time.
fn adjudicated(m: &AnyMatch, players: &[Player]) -> bool {
    match m {
        AnyMatch::Hnefatafl(m) => {
            let history = m.state().history();
            let now = history.last();
            history.len() > QUIET_PLIES || history.iter().filter(|&key| Some(key) == now).count() >= 3
        }
        AnyMatch::Quest(m) => players.iter().all(|p| matches!(p, Player::Ai(_))) && !m.state().anyone_has_a_way(),
        _ => false,
    }
}

/// A contender's results over a series.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Tally {
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
}

/// Series' results together.
impl std::iter::Sum for Tally {
    fn sum<I: Iterator<Item = Tally>>(tallies: I) -> Tally {
        tallies.fold(Tally::default(), |a, b| Tally {
            wins: a.wins + b.wins,
            draws: a.draws + b.draws,
            losses: a.losses + b.losses,
        })
    }
}

impl Tally {
    pub fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }

    /// Wins plus half the draws, over the games.
    pub fn score(&self) -> f64 {
        (f64::from(self.wins) + f64::from(self.draws) / 2.0) / f64::from(self.games().max(1))
    }

    /// The 95% Wilson interval of the win rate counting a draw as half a win.
    pub fn interval(&self) -> (f64, f64) {
        let n = f64::from(self.games().max(1));
        let (p, z) = (self.score(), 1.96);
        let centre = (p + z * z / (2.0 * n)) / (1.0 + z * z / n);
        let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / (1.0 + z * z / n);
        (centre - half, centre + half)
    }
}

/// How one game of a series went for the contender.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    /// The game's number in the series.
    pub number: u64,
    /// The contender's seat.
    pub seat: Seat,
    pub result: Finish,
    pub plies: usize,
    /// An outside player's failure that ended the game, and its seat.
    pub failed: Option<(Seat, String)>,
}

/// A game's end for the contender.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Finish {
    Won,
    Drew,
    Lost,
}

/// A contender against a field: `contender` in one seat and `field` in every other, for
/// `games` games; the contender moves to the next seat each game. A game cut off by
/// `max_plies` counts as a draw. Each game opens with `opening` random plies (see
/// [`play`]), so that players who never vary do not replay one game. The games are
/// shared among `threads` threads; each game is seeded by its number, so the results do
/// not depend on the threads. `each` hears every game as it ends (the arena prints it,
/// so a long series shows its progress and its games' lengths).
pub struct Series<'a> {
    pub kind: GameKind,
    pub options: &'a [&'a str],
    pub seats: usize,
    pub contender: Player,
    pub field: Player,
    /// The games played: numbers `from` to `from + games - 1`, so that a long series
    /// can be played in parts and the parts added up.
    pub from: u64,
    pub games: u64,
    pub opening: usize,
    pub max_plies: usize,
    pub threads: usize,
    pub each: &'a (dyn Fn(Game) + Sync),
    /// Makes the outside players ([`Player::Outside`]), if the series has any.
    pub outside: Option<Outsiders<'a>>,
}

impl Series<'_> {
    /// The contender's results in each seat.
    pub fn run(&self) -> Vec<Tally> {
        let next = std::sync::atomic::AtomicU64::new(self.from);
        let per_thread = std::thread::scope(|scope| {
            let workers: Vec<_> = (0..self.threads.max(1)).map(|_| scope.spawn(|| self.play_from(&next))).collect();
            workers.into_iter().map(|w| w.join().expect("an arena game does not panic")).collect::<Vec<_>>()
        });
        (0..self.seats).map(|seat| per_thread.iter().map(|t| t[seat]).sum()).collect()
    }

    /// Plays the games not yet taken by another thread.
    fn play_from(&self, next: &std::sync::atomic::AtomicU64) -> Vec<Tally> {
        let mut tallies = vec![Tally::default(); self.seats];
        loop {
            let game = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            if game >= self.from + self.games {
                return tallies;
            }
            let at = (game % self.seats as u64) as usize;
            let players: Vec<Player> =
                (0..self.seats).map(|i| if i == at { self.contender } else { self.field }).collect();
            let mut outsiders: Vec<Option<Box<dyn Outside>>> = players
                .iter()
                .enumerate()
                .map(|(seat, player)| match (player, self.outside) {
                    (Player::Outside(n), Some(make)) => Some(make(*n, Seat(seat as u8))),
                    _ => None,
                })
                .collect();
            let mut ask = |m: &AnyMatch, seat: Seat| match outsiders[seat.index()].as_mut() {
                Some(outside) => outside.choose(m, seat),
                None => Err("no outside player was made for this seat".to_owned()),
            };
            let hooks = Hooks { watch: &mut |_| (), outside: &mut ask };
            let played = play(self.kind, self.options, &players, game, self.opening, self.max_plies, hooks);
            for outside in outsiders.iter_mut().flatten() {
                outside.finish(played.outcome.as_ref());
            }
            let result = match played.outcome {
                Some(Outcome::Winner(seat)) if seat.index() == at => Finish::Won,
                Some(Outcome::Winner(_)) => Finish::Lost,
                Some(Outcome::Draw) | None => Finish::Drew,
            };
            let tally = &mut tallies[at];
            match result {
                Finish::Won => tally.wins += 1,
                Finish::Drew => tally.draws += 1,
                Finish::Lost => tally.losses += 1,
            }
            (self.each)(Game {
                number: game,
                seat: Seat(at as u8),
                result,
                plies: played.plies,
                failed: played.failed,
            });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_benchmark_position_gives_the_search_a_choice() {
        // A seat with one candidate answers without searching, and would time nothing.
        for (name, kind, options, seats, plies) in MIDGAMES {
            let (m, seat) = midgame(kind, options, seats, plies);
            let think = Think { level: Level::MIN, seed: 1, stop: &|| false };
            let choice = choose(&m, seat, &think).expect("the awaited seat acts");
            assert!(choice.iterations > 0 && choice.nodes > 0, "{name}: {choice:?}");
        }
    }

    #[test]
    fn a_series_reports_each_game_once_as_its_tally_counts_it() {
        let heard = std::sync::Mutex::new(Vec::new());
        let series = Series {
            kind: GameKind::Hnefatafl,
            options: &["rules=brandubh"],
            seats: 2,
            contender: Player::Ai(Level::MIN),
            field: Player::Random,
            from: 10,
            games: 6,
            opening: 4,
            max_plies: 1_000,
            threads: 2,
            each: &|game| heard.lock().unwrap().push(game),
            outside: None,
        };
        let tally: Tally = series.run().into_iter().sum();
        let mut heard = heard.into_inner().unwrap();
        heard.sort_by_key(|game| game.number);
        assert_eq!(heard.iter().map(|game| game.number).collect::<Vec<_>>(), (10..16).collect::<Vec<_>>());
        assert!(heard.iter().all(|game| game.seat == Seat((game.number % 2) as u8) && game.plies > 4), "{heard:?}");
        let count = |finish| heard.iter().filter(|game| game.result == finish).count() as u32;
        assert_eq!(
            (count(Finish::Won), count(Finish::Drew), count(Finish::Lost)),
            (tally.wins, tally.draws, tally.losses)
        );
    }

    #[test]
    fn a_quest_of_levels_in_which_no_living_player_has_a_way_to_the_title_is_adjudicated_a_draw() {
        // The doors of the four-player arena's deal 9 wall every player off from every
        // castle; deal 8's do not. A random player might give what another lacks.
        let levels = [Player::Ai(Level::ALL[0]); 4];
        let walled = random_match(GameKind::Quest, &[], 4, 9, 0);
        assert_eq!(walled.outcome(), None, "the rules themselves go on");
        assert!(adjudicated(&walled, &levels));
        assert!(!adjudicated(&walled, &[Player::Random, levels[1], levels[2], levels[3]]));
        assert!(!adjudicated(&random_match(GameKind::Quest, &[], 4, 8, 0), &levels));
    }

    #[test]
    fn a_classic_tafl_position_seen_a_third_time_is_adjudicated_a_draw() {
        // The classic rules have no repetition rule: the arena's count ends the shuffle.
        let mut m = AnyMatch::new(GameKind::Hnefatafl, &[], 2, match_seed(0)).unwrap();
        assert!(!adjudicated(&m, &[]));
        for round in 0..2 {
            for (seat, text) in [(0, "a4-b4"), (1, "f4-g4"), (0, "b4-a4"), (1, "g4-f4")] {
                m.play_text(Seat(seat), text).unwrap();
                assert_eq!(adjudicated(&m, &[]), round == 1 && text == "g4-f4", "{round} {text}");
            }
        }
        assert_eq!(m.outcome(), None, "the rules themselves go on");
    }

    #[test]
    fn a_tafl_game_without_a_capture_for_the_quiet_plies_is_adjudicated_a_draw() {
        // Seeded random moves that capture nothing and end nothing: on 11x11 they never
        // bring a position back three times, so only the quiet count can end the game.
        let mut m = AnyMatch::new(GameKind::Hnefatafl, &[], 2, match_seed(0)).unwrap();
        let mut rng = ChaCha20Rng::seed_from_u64(3);
        let pieces = |m: &AnyMatch| match m {
            AnyMatch::Hnefatafl(m) => m.state().board().occupied().count_ones(),
            _ => unreachable!("a tafl match"),
        };
        for ply in 0..QUIET_PLIES {
            assert!(!adjudicated(&m, &[]), "drawn before the quiet plies ran out, at ply {ply}");
            let seat = next_seat(&m).expect("the game goes on");
            let mut moves = m.legal_moves(seat);
            loop {
                let text = moves.swap_remove(pick(&mut rng, moves.len()));
                let mut next = m.clone();
                next.play_text(seat, &text).unwrap();
                if pieces(&next) == pieces(&m) && next.outcome().is_none() {
                    m = next;
                    break;
                }
            }
        }
        assert!(adjudicated(&m, &[]), "the quiet plies' last position is drawn");
    }
}
