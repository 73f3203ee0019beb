//! Orders as text. Squares are lower case (`f7`); one's own models are `#3`, and any
//! model is its side's capital letter and number (`B7`), so a label is never a square.
//! The canonical form joins the words with `:` (`march:#3:f9:via:e5`).

use serde::{Deserialize, Serialize};

use super::field::Square;
use super::roster::{Pace, Preset, Profile, Role};
use super::weapons::Weapon;
use crate::game::{PlayError, Seat};
use crate::message::Message;

/// The two sides: amber (seat 0, deploying at rank 1) and blue.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Side {
    Amber,
    Blue,
}

impl Side {
    pub const BOTH: [Side; 2] = [Side::Amber, Side::Blue];

    pub fn index(self) -> usize {
        self as usize
    }

    /// Amber sits in seat 0, blue in seat 1.
    pub fn seat(self) -> Seat {
        Seat(self as u8)
    }

    /// The side sitting in `seat`.
    pub fn of_seat(seat: Seat) -> Side {
        if seat == Seat(0) { Side::Amber } else { Side::Blue }
    }

    pub fn other(self) -> Side {
        match self {
            Side::Amber => Side::Blue,
            Side::Blue => Side::Amber,
        }
    }

    pub fn letter(self) -> char {
        match self {
            Side::Amber => 'A',
            Side::Blue => 'B',
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Side::Amber => "amber",
            Side::Blue => "blue",
        }
    }
}

/// A model named in an order: one's own (`#3`), or by side (`B7`), or by the square it
/// stands on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Hash)]
#[serde(rename_all = "snake_case")]
pub enum Target {
    Label(Side, u8),
    At(Square),
}

impl std::fmt::Display for Target {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Target::Label(side, n) => write!(f, "{}{n}", side.letter()),
            Target::At(sq) => write!(f, "{sq}"),
        }
    }
}

/// A change to a warband before it deploys.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, Hash)]
#[serde(rename_all = "snake_case", tag = "edit")]
pub enum Edit {
    Preset { preset: Preset },
    Add { role: Role },
    Remove { model: u8 },
    Profile { model: u8, profile: Profile, armour: u8 },
    Equip { model: u8, weapons: Vec<Weapon>, shield: bool },
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, Hash)]
#[serde(rename_all = "snake_case", tag = "order")]
pub enum SkirmishAction {
    Warband(Edit),
    Deploy {
        model: u8,
        to: Square,
    },
    DeployAuto,
    Move {
        model: u8,
        to: Square,
        pace: Pace,
        via: Option<Square>,
        climb: bool,
    },
    Charge {
        model: u8,
        target: Target,
    },
    Break {
        model: u8,
    },
    Shoot {
        model: u8,
        targets: Vec<Target>,
    },
    Next,
    /// Answers to a decision asked in the middle of a resolution: parry a blow or keep the
    /// attack to strike with, the enemy an attack strikes, where to flee, where to
    /// advance after a won fight, or stay.
    Parry {
        parry: bool,
    },
    Target {
        target: Target,
    },
    Flee {
        to: Square,
    },
    Advance {
        to: Square,
    },
    Stay,
}

const EXPECTED: &str = "move|march|run #3 f7 [via e5] [climb], charge #3 B7, break #3, shoot #2 B7, next, deploy #3 c2|auto, warband …; when asked: parry, strike, target B7, flee f9, advance f9, stay";

fn not_a_move() -> PlayError {
    PlayError::NotAMove(Message::new("sk-expected").with("expected", EXPECTED))
}

fn bad(key: &'static str, word: &str) -> PlayError {
    PlayError::BadNotation(Message::new(key).with("word", word))
}

/// `#3` (or `A3`/`B3`, for one's own side too) as a model number.
fn own(word: &str) -> Result<u8, PlayError> {
    let digits =
        word.strip_prefix('#').or_else(|| word.strip_prefix(['A', 'B'])).ok_or_else(|| bad("sk-bad-model", word))?;
    digits.parse().ok().filter(|n| (1..=99).contains(n)).ok_or_else(|| bad("sk-bad-model", word))
}

fn square(word: &str) -> Result<Square, PlayError> {
    Square::parse(word).ok_or_else(|| bad("sk-bad-square", word))
}

pub(super) fn target(word: &str) -> Result<Target, PlayError> {
    let mut chars = word.chars();
    let first = chars.next().ok_or_else(|| bad("sk-bad-target", word))?;
    let number = || chars.as_str().parse::<u8>().ok().filter(|n| (1..=99).contains(n));
    match first {
        'A' | 'B' => {
            let side = if first == 'A' { Side::Amber } else { Side::Blue };
            number().map(|n| Target::Label(side, n)).ok_or_else(|| bad("sk-bad-target", word))
        }
        c if c.is_ascii_lowercase() => Square::parse(word).map(Target::At).ok_or_else(|| bad("sk-bad-target", word)),
        _ => Err(bad("sk-bad-target", word)),
    }
}

fn number(word: &str, range: std::ops::RangeInclusive<i8>) -> Result<i8, PlayError> {
    word.parse().ok().filter(|n| range.contains(n)).ok_or_else(|| bad("sk-bad-value", word))
}

fn pace(word: &str) -> Option<Pace> {
    match word {
        "move" | "muovi" => Some(Pace::Simple),
        "march" | "marcia" => Some(Pace::March),
        "run" | "corri" | "corsa" => Some(Pace::Run),
        _ => None,
    }
}

fn parse_move(model: u8, pace: Pace, words: &[&str]) -> Result<SkirmishAction, PlayError> {
    let [to, rest @ ..] = words else { return Err(not_a_move()) };
    let (mut via, mut climb) = (None, false);
    let mut rest = rest.iter();
    while let Some(word) = rest.next() {
        match word.to_ascii_lowercase().as_str() {
            "via" | "per" => via = Some(square(&rest.next().ok_or_else(not_a_move)?.to_ascii_lowercase())?),
            "climb" | "scala" | "scalando" => climb = true,
            _ => return Err(not_a_move()),
        }
    }
    Ok(SkirmishAction::Move { model, to: square(&to.to_ascii_lowercase())?, pace, via, climb })
}

fn parse_warband(words: &[&str]) -> Result<Edit, PlayError> {
    let lower: Vec<String> = words.iter().map(|w| w.to_ascii_lowercase()).collect();
    let lower: Vec<&str> = lower.iter().map(String::as_str).collect();
    match lower.as_slice() {
        [name] => Preset::parse(name).map(|preset| Edit::Preset { preset }).ok_or_else(|| bad("sk-bad-preset", name)),
        ["add" | "aggiungi", role] => {
            Role::parse(role).map(|role| Edit::Add { role }).ok_or_else(|| bad("sk-bad-role", role))
        }
        ["remove" | "togli", _] => Ok(Edit::Remove { model: own(words[1])? }),
        ["set" | "profilo", _, values @ ..] if values.len() == 7 => {
            let v: Vec<i8> = values[..6].iter().map(|w| number(w, 1..=7)).collect::<Result<_, _>>()?;
            let armour = number(values[6], 0..=5)? as u8;
            Ok(Edit::Profile {
                model: own(words[1])?,
                profile: Profile::new([v[0], v[1], v[2], v[3], v[4], v[5]]),
                armour,
            })
        }
        ["equip" | "arma", _, kit @ ..] if !kit.is_empty() && kit.len() <= 4 => {
            let (mut weapons, mut shield) = (Vec::new(), false);
            for word in kit.iter().flat_map(|w| w.split('+')) {
                match word {
                    "shield" | "scudo" => shield = true,
                    "none" | "nulla" => {}
                    w => weapons.push(Weapon::parse(w).ok_or_else(|| {
                        let message = Message::new("sk-bad-weapon").with("word", w);
                        let message = message.with("weapons", Weapon::words(false)).with("armi", Weapon::words(true));
                        PlayError::BadNotation(message)
                    })?),
                }
            }
            Ok(Edit::Equip { model: own(words[1])?, weapons, shield })
        }
        _ => Err(PlayError::NotAMove(Message::new("sk-warband-expected"))),
    }
}

/// Reads an order; errors are about its shape only.
pub fn parse(text: &str) -> Result<SkirmishAction, PlayError> {
    let spaced = text.replace(':', " ");
    let words: Vec<&str> = spaced.split_whitespace().collect();
    let Some(first) = words.first() else { return Err(not_a_move()) };
    let keyword = first.to_ascii_lowercase();
    if let Some(pace) = pace(&keyword) {
        let [_, model, rest @ ..] = words.as_slice() else { return Err(not_a_move()) };
        return parse_move(own(model)?, pace, rest);
    }
    match (keyword.as_str(), &words[1..]) {
        ("next" | "avanti" | "fine", []) => Ok(SkirmishAction::Next),
        ("parry" | "para", []) => Ok(SkirmishAction::Parry { parry: true }),
        ("strike" | "colpisci", []) => Ok(SkirmishAction::Parry { parry: false }),
        ("target" | "bersaglio", [t]) => Ok(SkirmishAction::Target { target: target(t)? }),
        ("flee" | "fuggi", [to]) => Ok(SkirmishAction::Flee { to: square(&to.to_ascii_lowercase())? }),
        ("advance" | "avanza", [to]) => Ok(SkirmishAction::Advance { to: square(&to.to_ascii_lowercase())? }),
        ("stay" | "resta", []) => Ok(SkirmishAction::Stay),
        (w, [_, ..]) if w.starts_with('#') => parse_move(own(first)?, Pace::Simple, &words[1..]),
        ("charge" | "carica", [model, t]) => Ok(SkirmishAction::Charge { model: own(model)?, target: target(t)? }),
        ("break" | "sganciati", [model]) => Ok(SkirmishAction::Break { model: own(model)? }),
        ("shoot" | "tira", [model, targets @ ..]) if (1..=3).contains(&targets.len()) => Ok(SkirmishAction::Shoot {
            model: own(model)?,
            targets: targets.iter().map(|t| target(t)).collect::<Result<_, _>>()?,
        }),
        ("deploy" | "schiera", [auto]) if matches!(auto.to_ascii_lowercase().as_str(), "auto" | "tutti") => {
            Ok(SkirmishAction::DeployAuto)
        }
        ("deploy" | "schiera", [model, to]) => {
            Ok(SkirmishAction::Deploy { model: own(model)?, to: square(&to.to_ascii_lowercase())? })
        }
        ("warband" | "banda", [_, ..]) => parse_warband(&words[1..]).map(SkirmishAction::Warband),
        _ => Err(not_a_move()),
    }
}

/// The canonical text, with no spaces.
pub fn format(action: &SkirmishAction) -> String {
    match action {
        SkirmishAction::Warband(edit) => format!("warband:{}", format_edit(edit)),
        SkirmishAction::Deploy { model, to } => format!("deploy:#{model}:{to}"),
        SkirmishAction::DeployAuto => "deploy:auto".into(),
        SkirmishAction::Move { model, to, pace, via, climb } => {
            let via = via.map(|v| format!(":via:{v}")).unwrap_or_default();
            format!("{}:#{model}:{to}{via}{}", pace.word(), if *climb { ":climb" } else { "" })
        }
        SkirmishAction::Charge { model, target } => format!("charge:#{model}:{target}"),
        SkirmishAction::Break { model } => format!("break:#{model}"),
        SkirmishAction::Shoot { model, targets } => {
            let targets: Vec<String> = targets.iter().map(Target::to_string).collect();
            format!("shoot:#{model}:{}", targets.join(":"))
        }
        SkirmishAction::Next => "next".into(),
        SkirmishAction::Parry { parry: true } => "parry".into(),
        SkirmishAction::Parry { parry: false } => "strike".into(),
        SkirmishAction::Target { target } => format!("target:{target}"),
        SkirmishAction::Flee { to } => format!("flee:{to}"),
        SkirmishAction::Advance { to } => format!("advance:{to}"),
        SkirmishAction::Stay => "stay".into(),
    }
}

fn format_edit(edit: &Edit) -> String {
    match edit {
        Edit::Preset { preset } => preset.name().into(),
        Edit::Add { role } => format!("add:{}", role.name()),
        Edit::Remove { model } => format!("remove:#{model}"),
        Edit::Profile { model, profile, armour } => {
            let values: Vec<String> = profile.values().iter().map(i8::to_string).collect();
            format!("set:#{model}:{}:{armour}", values.join(":"))
        }
        Edit::Equip { model, weapons, shield } => {
            let mut kit: Vec<&str> = weapons.iter().map(|w| w.name()).collect();
            if *shield {
                kit.push("shield");
            }
            if kit.is_empty() {
                kit.push("none");
            }
            format!("equip:#{model}:{}", kit.join("+"))
        }
    }
}
