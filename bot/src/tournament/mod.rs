//! Tournaments, pure: entrants, rounds, pairings, results and standings. The chat core
//! stores a tournament as one document and plays its games as matches.

mod pairing;
mod standings;
mod table;

use std::collections::HashSet;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

pub use pairing::{Pair, SwissEntry, bracket_order, elimination_first_round, round_robin, swiss};
pub use standings::{Standing, score_text, standings};
pub use table::{standing_rows, standings_table};

use crate::model::User;

/// The most entrants a tournament takes.
pub const MAX_ENTRANTS: usize = 256;
/// The most Swiss rounds.
pub const MAX_SWISS_ROUNDS: usize = 20;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Format {
    RoundRobin { double: bool },
    Swiss { rounds: usize },
    Elimination,
}

/// What the format word should look like.
pub const FORMATS: &str = "round-robin, double-round-robin, swiss:N (N rounds), elimination";

impl FromStr for Format {
    type Err = ();

    fn from_str(s: &str) -> Result<Format, ()> {
        let s = s.to_lowercase();
        if let Some(rounds) = s.strip_prefix("swiss:").or_else(|| s.strip_prefix("svizzero:")) {
            let rounds: usize = rounds.parse().map_err(|_| ())?;
            return (1..=MAX_SWISS_ROUNDS).contains(&rounds).then_some(Format::Swiss { rounds }).ok_or(());
        }
        match s.as_str() {
            "round-robin" | "roundrobin" | "girone" => Ok(Format::RoundRobin { double: false }),
            "double-round-robin" | "girone-doppio" => Ok(Format::RoundRobin { double: true }),
            "elimination" | "knockout" | "eliminazione" => Ok(Format::Elimination),
            _ => Err(()),
        }
    }
}

impl std::fmt::Display for Format {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Format::RoundRobin { double: false } => f.write_str("round-robin"),
            Format::RoundRobin { double: true } => f.write_str("double-round-robin"),
            Format::Swiss { rounds } => write!(f, "swiss:{rounds}"),
            Format::Elimination => f.write_str("elimination"),
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Phase {
    Open,
    Running,
    Finished,
    Cancelled,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Entrant {
    pub user: User,
    /// The rating when the tournament started (seeding and Swiss ranking).
    pub rating: f64,
    pub withdrawn: bool,
}

/// One game: `first` takes the first seat; without `second` it is a bye.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Game {
    /// 1-based.
    pub round: usize,
    pub first: usize,
    pub second: Option<usize>,
    /// The first player's points (1, ½ or 0) once decided.
    pub first_points: Option<f64>,
    /// The match playing it, once started.
    pub match_id: Option<i64>,
    /// A link to the thread or topic it is played in, when played side by side.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub venue: Option<String>,
}

impl Game {
    pub fn is_decided(&self) -> bool {
        self.second.is_none() || self.first_points.is_some()
    }

    /// The winner of a decided game with a winner.
    fn winner(&self) -> Option<usize> {
        match (self.second, self.first_points) {
            (None, _) => Some(self.first),
            (Some(s), Some(p)) if p < 0.5 => Some(s),
            (Some(_), Some(p)) if p > 0.5 => Some(self.first),
            _ => None,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TournamentError {
    #[error("the tournament has started")]
    Started,
    #[error("the tournament is not running")]
    NotRunning,
    #[error("already joined")]
    AlreadyJoined,
    #[error("not an entrant")]
    NotEntrant,
    #[error("the tournament is full")]
    Full,
    #[error("too few entrants")]
    TooFew,
}

/// What happened when a round's last game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Advance {
    /// The round goes on.
    Same,
    /// A new round was paired.
    NewRound(usize),
    Finished,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Tournament {
    pub format: Format,
    pub phase: Phase,
    pub entrants: Vec<Entrant>,
    pub games: Vec<Game>,
    /// The round being played, 1-based; 0 before the start.
    pub round: usize,
    /// Entrant indexes, best seed first (by rating at the start).
    pub seeds: Vec<usize>,
    /// A round's games are played at once, each in a place of its own (a thread, a
    /// topic); otherwise one after another in the tournament's channel.
    #[serde(default)]
    pub side_by_side: bool,
}

impl Tournament {
    pub fn new(format: Format) -> Tournament {
        Tournament {
            format,
            phase: Phase::Open,
            entrants: Vec::new(),
            games: Vec::new(),
            round: 0,
            seeds: Vec::new(),
            side_by_side: false,
        }
    }

    pub fn entrant(&self, user_id: &str) -> Option<usize> {
        self.entrants.iter().position(|e| e.user.id == user_id)
    }

    pub fn join(&mut self, user: User, rating: f64) -> Result<(), TournamentError> {
        if self.phase != Phase::Open {
            return Err(TournamentError::Started);
        }
        if self.entrant(&user.id).is_some() {
            return Err(TournamentError::AlreadyJoined);
        }
        if self.entrants.len() >= MAX_ENTRANTS {
            return Err(TournamentError::Full);
        }
        self.entrants.push(Entrant { user, rating, withdrawn: false });
        Ok(())
    }

    /// Leaves an open tournament; from a running one, withdraws: every game of theirs not
    /// started yet is forfeited (lost), and they are paired no more.
    pub fn leave(&mut self, user_id: &str) -> Result<(), TournamentError> {
        let who = self.entrant(user_id).ok_or(TournamentError::NotEntrant)?;
        match self.phase {
            Phase::Open => {
                self.entrants.remove(who);
            }
            Phase::Running => {
                self.entrants[who].withdrawn = true;
                for game in self.games.iter_mut().filter(|g| !g.is_decided() && g.match_id.is_none()) {
                    if game.first == who {
                        game.first_points = Some(0.0);
                    } else if game.second == Some(who) {
                        game.first_points = Some(1.0);
                    }
                }
            }
            Phase::Finished | Phase::Cancelled => return Err(TournamentError::NotRunning),
        }
        Ok(())
    }

    /// Seeds the entrants by rating and pairs the first round.
    pub fn start(&mut self) -> Result<(), TournamentError> {
        if self.phase != Phase::Open {
            return Err(TournamentError::Started);
        }
        if self.entrants.len() < 2 {
            return Err(TournamentError::TooFew);
        }
        let mut seeds: Vec<usize> = (0..self.entrants.len()).collect();
        seeds.sort_by(|&a, &b| self.entrants[b].rating.total_cmp(&self.entrants[a].rating).then(a.cmp(&b)));
        self.seeds = seeds;
        self.phase = Phase::Running;
        match self.format {
            Format::RoundRobin { double } => {
                let seeds = self.seeds.clone();
                for (r, round) in round_robin(seeds.len(), double).into_iter().enumerate() {
                    self.add_round(r + 1, round.into_iter().map(|(a, b)| (seeds[a], b.map(|b| seeds[b]))));
                }
            }
            Format::Swiss { .. } => self.pair_swiss(1),
            Format::Elimination => {
                let pairs = elimination_first_round(&self.seeds);
                self.add_round(1, pairs.into_iter());
            }
        }
        self.round = 1;
        Ok(())
    }

    fn add_round(&mut self, round: usize, pairs: impl Iterator<Item = Pair>) {
        for (first, second) in pairs {
            self.games.push(Game { round, first, second, first_points: None, match_id: None, venue: None });
        }
    }

    fn pair_swiss(&mut self, round: usize) {
        let scores: Vec<f64> = self.score_table();
        let entries: Vec<SwissEntry> = (0..self.entrants.len())
            .filter(|&p| !self.entrants[p].withdrawn)
            .map(|p| {
                let mine: Vec<&Game> = self.games.iter().filter(|g| g.first == p || g.second == Some(p)).collect();
                let played: Vec<&&Game> = mine.iter().filter(|g| g.second.is_some()).collect();
                let firsts = played.iter().filter(|g| g.first == p).count() as i32;
                SwissEntry {
                    player: p,
                    score: scores[p],
                    rating: self.entrants[p].rating,
                    opponents: played
                        .iter()
                        .map(|g| if g.first == p { g.second.unwrap_or(p) } else { g.first })
                        .collect(),
                    had_bye: mine.iter().any(|g| g.second.is_none()),
                    first_seat_balance: firsts - (played.len() as i32 - firsts),
                    last_first_seat: played.last().map(|g| g.first == p),
                }
            })
            .collect();
        let pairs = swiss(&entries);
        self.add_round(round, pairs.into_iter());
    }

    /// The games of the rounds that have started: a round-robin holds every round (and its
    /// byes, and a withdrawn player's forfeits) from the start, but they count only once
    /// their round is played.
    fn started_games(&self) -> Vec<Game> {
        self.games.iter().filter(|g| g.round <= self.round).cloned().collect()
    }

    /// How many games of the current round are still undecided.
    pub fn undecided_in_round(&self) -> usize {
        self.round_games(self.round).filter(|(_, g)| !g.is_decided()).count()
    }

    /// Each entrant's score so far.
    fn score_table(&self) -> Vec<f64> {
        let mut scores = vec![0.0; self.entrants.len()];
        for row in standings(self.entrants.len(), &self.started_games(), &self.seeds) {
            scores[row.player] = row.score;
        }
        scores
    }

    pub fn round_games(&self, round: usize) -> impl Iterator<Item = (usize, &Game)> {
        self.games.iter().enumerate().filter(move |(_, g)| g.round == round)
    }

    /// The games whose matches are running.
    pub fn playing(&self) -> Vec<usize> {
        (0..self.games.len()).filter(|&i| self.games[i].match_id.is_some() && !self.games[i].is_decided()).collect()
    }

    /// The games to start now: side by side, every game of the round not started yet;
    /// one after another, the next one once none is being played.
    pub fn to_start(&self) -> Vec<usize> {
        if self.phase != Phase::Running || (!self.side_by_side && !self.playing().is_empty()) {
            return Vec::new();
        }
        let waiting = self.round_games(self.round).filter(|(_, g)| !g.is_decided() && g.match_id.is_none());
        let waiting = waiting.map(|(i, _)| i);
        if self.side_by_side { waiting.collect() } else { waiting.take(1).collect() }
    }

    pub fn game_of_match(&self, match_id: i64) -> Option<usize> {
        self.games.iter().position(|g| g.match_id == Some(match_id))
    }

    /// Records a game's result (the first player's points), then moves on when the round
    /// is complete: pairs the next one, or ends the tournament.
    pub fn record(&mut self, game: usize, first_points: f64) -> Advance {
        self.games[game].first_points = Some(first_points);
        self.advance()
    }

    /// Pairs the next round, or finishes, once every game of the current round is decided.
    pub fn advance(&mut self) -> Advance {
        if self.phase != Phase::Running || self.round_games(self.round).any(|(_, g)| !g.is_decided()) {
            return Advance::Same;
        }
        let next = self.round + 1;
        let more = match self.format {
            Format::RoundRobin { .. } => self.games.iter().any(|g| g.round == next),
            Format::Swiss { rounds } => {
                let more = next <= rounds && self.entrants.iter().filter(|e| !e.withdrawn).count() >= 2;
                if more {
                    self.pair_swiss(next);
                }
                more
            }
            Format::Elimination => {
                let advancing: Vec<usize> = self.round_games(self.round).map(|(_, g)| self.advancing(g)).collect();
                let more = advancing.len() > 1;
                if more {
                    let pairs: Vec<Pair> = advancing.chunks(2).map(|p| (p[0], p.get(1).copied())).collect();
                    self.add_round(next, pairs.into_iter());
                }
                more
            }
        };
        if more {
            self.round = next;
            // Games against withdrawn players are forfeited at once.
            let withdrawn: HashSet<usize> = (0..self.entrants.len()).filter(|&p| self.entrants[p].withdrawn).collect();
            for game in self.games.iter_mut().filter(|g| g.round == next && !g.is_decided()) {
                match (withdrawn.contains(&game.first), game.second.is_some_and(|s| withdrawn.contains(&s))) {
                    (true, _) => game.first_points = Some(0.0),
                    (false, true) => game.first_points = Some(1.0),
                    (false, false) => {}
                }
            }
            if self.round_games(next).all(|(_, g)| g.is_decided()) {
                return self.advance();
            }
            Advance::NewRound(next)
        } else {
            self.phase = Phase::Finished;
            Advance::Finished
        }
    }

    /// Who goes through an elimination game: its winner, or on a draw the better seed.
    fn advancing(&self, game: &Game) -> usize {
        game.winner().unwrap_or_else(|| {
            let seed = |p: usize| self.seeds.iter().position(|&s| s == p).unwrap_or(usize::MAX);
            let second = game.second.unwrap_or(game.first);
            if seed(game.first) <= seed(second) { game.first } else { second }
        })
    }

    /// The standings over the rounds started so far (a bye counts from its round's start,
    /// a game once it ends), best first. An elimination ranks by the round reached, then
    /// seed.
    pub fn standings(&self) -> Vec<Standing> {
        let mut table = standings(self.entrants.len(), &self.started_games(), &self.seeds);
        if self.format == Format::Elimination {
            let reached = |p: usize| {
                let last = self.games.iter().filter(|g| g.first == p || g.second == Some(p)).map(|g| g.round).max();
                let champion = self.phase == Phase::Finished
                    && self.games.iter().filter(|g| g.round == self.round).any(|g| self.advancing(g) == p);
                (last.unwrap_or(0), champion)
            };
            let seed = |p: usize| self.seeds.iter().position(|&s| s == p).unwrap_or(usize::MAX);
            table.sort_by(|a, b| {
                let (ra, ca) = reached(a.player);
                let (rb, cb) = reached(b.player);
                cb.cmp(&ca).then(rb.cmp(&ra)).then(seed(a.player).cmp(&seed(b.player)))
            });
        }
        table
    }
}

#[cfg(test)]
mod tests;
