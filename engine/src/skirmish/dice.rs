//! Rolls. A comparison of X against Y is a 2d6 roll under a target from the table that
//! replaces the seed's lost one; a characteristic test is a 1d6 roll under the value. A
//! resolution (a move, a fight, a volley) is written as straight-line code that takes its
//! dice from a [`Dice`] cursor: when the recorded dice run out it stops with [`Need`], the
//! match samples that die, and the resolution runs again from its start with one die more.

use serde::{Deserialize, Serialize};

use super::Who;
use super::field::Square;

/// A kind of chance node.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Die {
    D6,
    /// The sum of two six-sided dice.
    TwoD6,
    /// The number of a generated map.
    Map,
}

/// How many maps the generator numbers.
pub const MAP_NUMBERS: u16 = 1024;

impl Die {
    /// The faces and their weights.
    pub fn outcomes(self) -> Vec<(u16, u32)> {
        match self {
            Die::D6 => (1..=6).map(|face| (face, 1)).collect(),
            Die::TwoD6 => (2..=12u16).map(|sum| (sum, 6 - u32::from(sum.abs_diff(7)))).collect(),
            Die::Map => (0..MAP_NUMBERS).map(|n| (n, 1)).collect(),
        }
    }
}

/// What a resolution waits for once its recorded dice or choices run out.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Need {
    Die(Die),
    /// A decision the draft leaves to a model's owner, asked in the middle of a resolution.
    Choice(Ask),
}

/// A decision asked of `who`'s owner.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ask {
    pub who: Who,
    pub question: Question,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "question", rename_all = "snake_case")]
pub enum Question {
    /// A hit from `attacker` landed: spend an attack on a parry, or keep it.
    Parry { attacker: Who },
    /// Which of the touching enemies the next attack strikes.
    Target { foes: Vec<Who> },
    /// Where a fleeing model goes: `squares` within its reach, `default` the farthest
    /// from the enemy.
    Flight { squares: Vec<Square>, default: Square },
    /// A fight won: move up to V/2 to one of `squares`, or stay.
    Advance { squares: Vec<Square> },
}

/// A decision as recorded.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Choice {
    Parry(bool),
    Target(Who),
    /// A square, or staying put (an advance declined).
    Square(Option<Square>),
}

impl Ask {
    /// What is played when the owner's time runs out: parry, strike the touching enemy
    /// with the least R left, flee to the farthest square, stay.
    pub fn default_choice(&self, r_of: impl Fn(Who) -> i8) -> Choice {
        match &self.question {
            Question::Parry { .. } => Choice::Parry(true),
            Question::Target { foes } => Choice::Target(
                foes.iter().copied().min_by_key(|&f| (r_of(f), f.0.index(), f.1)).expect("asked with foes"),
            ),
            Question::Flight { default, .. } => Choice::Square(Some(*default)),
            Question::Advance { .. } => Choice::Square(None),
        }
    }

    /// Whether `choice` answers this question.
    pub fn allows(&self, choice: Choice) -> bool {
        match (&self.question, choice) {
            (Question::Parry { .. }, Choice::Parry(_)) => true,
            (Question::Target { foes }, Choice::Target(who)) => foes.contains(&who),
            (Question::Flight { squares, .. }, Choice::Square(Some(sq))) => squares.contains(&sq),
            (Question::Advance { squares }, Choice::Square(sq)) => sq.is_none_or(|sq| squares.contains(&sq)),
            _ => false,
        }
    }
}

/// The dice and decisions recorded so far for one resolution, handed out in order.
#[derive(Debug)]
pub struct Dice<'a> {
    rolls: &'a [u16],
    used: usize,
    choices: &'a [Choice],
    chosen: usize,
}

impl<'a> Dice<'a> {
    pub fn new(rolls: &'a [u16], choices: &'a [Choice]) -> Dice<'a> {
        Dice { rolls, used: 0, choices, chosen: 0 }
    }

    pub fn roll(&mut self, die: Die) -> Result<u16, Need> {
        let roll = *self.rolls.get(self.used).ok_or(Need::Die(die))?;
        self.used += 1;
        Ok(roll)
    }

    /// The owner's answer to `ask`, once recorded.
    pub fn choose(&mut self, ask: Ask) -> Result<Choice, Need> {
        let choice = *self.choices.get(self.chosen).ok_or(Need::Choice(ask))?;
        self.chosen += 1;
        Ok(choice)
    }
}

/// How a roll went.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Verdict {
    Critical,
    Success,
    Failure,
    Fumble,
}

impl Verdict {
    pub fn success(self) -> bool {
        matches!(self, Verdict::Critical | Verdict::Success)
    }

    pub fn critical(self) -> bool {
        self == Verdict::Critical
    }

    pub fn fumble(self) -> bool {
        self == Verdict::Fumble
    }
}

/// The 2d6 target of X against Y.
pub fn target(x: i8, y: i8) -> u8 {
    (7 + i16::from(x) - i16::from(y)).clamp(2, 12) as u8
}

/// A 2d6 roll against a target: at most the target succeeds, but 12 always fails; a 2 is
/// critical and a 12 a fumble, except where the target is 2 or 12 (the seed's two notes).
pub fn compare(target: u8, roll: u8) -> Verdict {
    match roll {
        12 if target == 12 => Verdict::Failure,
        12 => Verdict::Fumble,
        2 if target == 2 => Verdict::Success,
        2 => Verdict::Critical,
        r if r <= target => Verdict::Success,
        _ => Verdict::Failure,
    }
}

/// A 1d6 test against a value: a 1 is critical, a 6 a fumble.
pub fn test(value: i8, roll: u8) -> Verdict {
    match roll {
        1 => Verdict::Critical,
        6 => Verdict::Fumble,
        r if i16::from(r) <= i16::from(value) => Verdict::Success,
        _ => Verdict::Failure,
    }
}

/// The chance of success of a comparison with this target, in 36ths, by enumerating the
/// 36 throws of two dice.
pub fn success_in_36(target: u8) -> u32 {
    let throws = (1..=6u8).flat_map(|a| (1..=6u8).map(move |b| a + b));
    throws.filter(|&sum| compare(target, sum).success()).count() as u32
}

/// The comparison table as text: X across, Y down, each cell its target and its chance of
/// success (enumerated), as `rules skirmish` prints it.
pub fn table() -> String {
    let mut lines = vec![format!("Y\\X{}", (1..=7).map(|x| format!("{x:>9}")).collect::<String>())];
    for y in 1..=7i8 {
        let cells: String = (1..=7i8)
            .map(|x| {
                let target = target(x, y);
                let chance = f64::from(success_in_36(target)) * 100.0 / 36.0;
                format!("{:>9}", format!("{target}:{chance:.1}%"))
            })
            .collect();
        lines.push(format!("{y:>4}{cells}"));
    }
    lines.join("\n")
}
