//! An engine playing one side of one game: its process is started at its first move
//! (or again after a failure), greeted, brought to the position, and asked for a move
//! within a budget. Whatever goes wrong — it cannot start, it exits, it is silent past
//! its time, it answers a move the game refuses or none at all — is a [`Failure`], and
//! its process is killed at once; the next game, or the next ask, starts a new one.

use std::time::{Duration, Instant};

use engine::tafl::{Side, TaflMove};
use engine::{AnyMatch, Outcome};

use crate::Spec;
use crate::dialect::{Dialect, Heard, Step};
use crate::game::{Told, seat};
use crate::process::{Process, Silence};

/// How much later than its budget an engine's move may come: the time to read and
/// write the lines.
pub const GRACE: Duration = Duration::from_millis(500);
/// How long an engine may take to start and greet us, unless its move budget is longer.
pub const STARTUP: Duration = Duration::from_secs(10);

/// How an engine failed to give a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Failure {
    /// Its program could not be started.
    NotStarted,
    /// It exited, or closed its input or output.
    Crashed,
    /// It gave no answer within its time.
    Hung,
    /// It answered a move the game refuses (the squares, when it read as a move).
    Illegal(Option<TaflMove>),
    /// It said it had no move, or reported an error of its own.
    NoMove,
    /// It resigned.
    Resigned,
    /// The game is not tafl, or one its protocol cannot tell.
    Unplayable,
}

impl Failure {
    fn of(silence: Silence) -> Failure {
        match silence {
            Silence::Gone => Failure::Crashed,
            Silence::Late => Failure::Hung,
        }
    }
}

/// An engine's side of a game.
pub struct Player {
    spec: Spec,
    side: Side,
    dialect: Dialect,
    running: Option<Running>,
}

struct Running {
    process: Process,
    /// The moves the engine knows.
    known: Vec<TaflMove>,
}

impl Player {
    pub fn new(spec: Spec, side: Side) -> Player {
        let dialect = Dialect::new(spec.protocol);
        Player { spec, side, dialect, running: None }
    }

    /// Whether its process runs.
    pub fn is_running(&self) -> bool {
        self.running.is_some()
    }

    /// The engine's move in `m`, checked legal, within `budget` (and [`GRACE`]); on a
    /// failure the process is gone.
    pub fn choose(&mut self, m: &AnyMatch, budget: Duration) -> Result<TaflMove, Failure> {
        let told = Told::of(m).ok_or(Failure::Unplayable)?;
        self.spec.protocol.tells(&told.options).map_err(|_| Failure::Unplayable)?;
        let chosen = self.ask(m, &told, budget);
        if chosen.is_err() {
            self.stop();
        }
        chosen
    }

    fn ask(&mut self, m: &AnyMatch, told: &Told, budget: Duration) -> Result<TaflMove, Failure> {
        // A game taken back past what the engine knows is told afresh.
        if self.running.as_ref().is_some_and(|running| !told.moves.starts_with(&running.known)) {
            self.stop();
        }
        if self.running.is_none() {
            self.running = Some(self.start(told, budget)?);
        }
        let running = self.running.as_mut().expect("started");
        for line in self.dialect.ask(told, running.known.len(), self.side, budget) {
            running.process.say(&line).map_err(Failure::of)?;
        }
        let deadline = Instant::now() + budget + GRACE;
        let mv = loop {
            let line = running.process.next_line(deadline).map_err(Failure::of)?;
            match self.dialect.heard(&line) {
                Heard::Nothing => continue,
                Heard::Move(mv) => break mv,
                Heard::Resigned => return Err(Failure::Resigned),
                Heard::Failed => return Err(Failure::NoMove),
            }
        };
        let mut after = m.clone();
        if after.play_text(seat(self.side), &mv.to_string()).is_err() {
            for line in self.dialect.refused() {
                let _ = running.process.say(&line);
            }
            return Err(Failure::Illegal(Some(mv)));
        }
        let after = Told::of(&after).expect("still tafl");
        for line in self.dialect.accepted(&after) {
            running.process.say(&line).map_err(Failure::of)?;
        }
        running.known = after.moves;
        Ok(mv)
    }

    /// Starts the process and greets it.
    fn start(&self, told: &Told, budget: Duration) -> Result<Running, Failure> {
        let mut process = Process::start(&self.spec).map_err(|_| Failure::NotStarted)?;
        let deadline = Instant::now() + STARTUP.max(budget);
        for step in self.dialect.greet(told, self.side) {
            match step {
                Step::Say(line) => process.say(&line).map_err(Failure::of)?,
                Step::Await(start) => while !process.next_line(deadline).map_err(Failure::of)?.starts_with(start) {},
            }
        }
        Ok(Running { process, known: Vec::new() })
    }

    /// Tells the engine the game ended with `outcome` and stops its process.
    pub fn finish(&mut self, outcome: Option<&Outcome>) {
        let winner = match outcome {
            Some(Outcome::Winner(engine::Seat(0))) => Some(Side::Attackers),
            Some(Outcome::Winner(_)) => Some(Side::Defenders),
            _ => None,
        };
        if let Some(running) = self.running.as_mut() {
            for line in self.dialect.goodbye(winner) {
                if running.process.say(&line).is_err() {
                    break;
                }
            }
        }
        self.stop();
    }

    /// Kills the process.
    pub fn stop(&mut self) {
        self.running = None;
    }
}
