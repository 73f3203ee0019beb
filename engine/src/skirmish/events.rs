//! What happens in a battle, each as a catalog message; every roll is its own event with
//! its target.

use serde::Serialize;

use super::dice::Verdict;
use super::field::Square;
use super::notation::Side;
use super::path::inches;
use super::roster::Pace;
use super::weapons::Weapon;
use crate::game::GameEvent;
use crate::message::Message;

/// What a roll decides.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Check {
    Hit,
    Shot,
    Parry,
    Save,
    Wound,
    Jump,
    Climb,
    Drop,
    Fall,
    Morale,
    Rally,
    Catch,
    Break,
    Stun,
}

impl Check {
    fn name(self) -> &'static str {
        match self {
            Check::Hit => "hit",
            Check::Shot => "shot",
            Check::Parry => "parry",
            Check::Save => "save",
            Check::Wound => "wound",
            Check::Jump => "jump",
            Check::Climb => "climb",
            Check::Drop => "drop",
            Check::Fall => "fall",
            Check::Morale => "morale",
            Check::Rally => "rally",
            Check::Catch => "catch",
            Check::Break => "break",
            Check::Stun => "stun",
        }
    }
}

/// The characteristic a roll uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Stat {
    V,
    F,
    R,
    M,
    C,
    T,
    Armour,
}

impl Stat {
    fn term(self) -> &'static str {
        match self {
            Stat::V => "sk-stat-v",
            Stat::F => "sk-stat-f",
            Stat::R => "sk-stat-r",
            Stat::M => "sk-stat-m",
            Stat::C => "sk-stat-c",
            Stat::T => "sk-stat-t",
            Stat::Armour => "sk-stat-armour",
        }
    }
}

/// A phase of a turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    Movement,
    Assault,
    Shooting,
}

impl Phase {
    pub fn term(self) -> &'static str {
        match self {
            Phase::Movement => "sk-phase-movement",
            Phase::Assault => "sk-phase-assault",
            Phase::Shooting => "sk-phase-shooting",
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum SkirmishEvent {
    MapNumbered {
        number: u16,
    },
    Warband {
        side: Side,
        models: u8,
    },
    Deployed {
        who: String,
        to: Square,
    },
    RollOff {
        amber: u16,
        blue: u16,
    },
    FirstTurn {
        side: Side,
    },
    PhaseBegins {
        side: Side,
        phase: Phase,
        round: u8,
    },
    /// A comparison (`against` is Y) or a characteristic test (`against` is `None`).
    Roll {
        who: String,
        check: Check,
        stat: Stat,
        value: i8,
        against: Option<i8>,
        target: u8,
        roll: u16,
        verdict: Verdict,
    },
    /// Models with the same V roll a die for the order of attacks.
    Initiative {
        who: String,
        value: i8,
        roll: u16,
    },
    Moved {
        who: String,
        pace: Pace,
        to: Square,
        tenths: u32,
    },
    /// A jump, climb or drop failed: the move ends here.
    Stopped {
        who: String,
        at: Square,
    },
    FreeAttack {
        by: String,
        on: String,
    },
    FreeShot {
        by: String,
        on: String,
    },
    Charged {
        who: String,
        target: String,
        to: Square,
    },
    ChargeFailed {
        who: String,
        target: String,
        tenths: u32,
        reach: u32,
    },
    Parried {
        who: String,
    },
    StrikesBack {
        who: String,
    },
    ArmourIgnored {
        who: String,
    },
    ExtraAttack {
        who: String,
    },
    LosesAttack {
        who: String,
    },
    Clumsy {
        who: String,
    },
    Wounded {
        who: String,
        damage: i8,
        r: i8,
    },
    Removed {
        who: String,
    },
    Jammed {
        who: String,
        weapon: Weapon,
    },
    /// A charge within reach: `tenths` of path to its target, of the `reach` it may charge.
    ChargeDeclared {
        who: String,
        target: String,
        tenths: u32,
        reach: u32,
    },
    /// A declared shot at a target beyond the weapon's reach: measured after declaring,
    /// it misses. `tenths`: the distance, rounded up, so it always reads beyond `reach`.
    ShotWasted {
        who: String,
        target: String,
        weapon: Weapon,
        tenths: u32,
        reach: u8,
    },
    Reloaded {
        who: String,
        weapon: Weapon,
    },
    Thrown {
        who: String,
        weapon: Weapon,
    },
    Spent {
        who: String,
        weapon: Weapon,
    },
    InCover {
        who: String,
    },
    Blast {
        who: String,
        caught: u8,
    },
    Caught {
        who: String,
        by: String,
    },
    NoParry {
        who: String,
    },
    SureBlow {
        who: String,
    },
    Advances {
        who: String,
        to: Square,
    },
    Fled {
        who: String,
        to: Square,
    },
    BrokeOff {
        who: String,
        to: Square,
    },
    Routs {
        who: String,
    },
    RunsAway {
        who: String,
    },
    Rallied {
        who: String,
    },
    Wiped {
        side: Side,
    },
    RoundLimit {
        amber: u8,
        blue: u8,
    },
}

fn side_term(side: Side) -> String {
    format!("sk-side-{}", side.name())
}

fn weapon(message: Message, weapon: Weapon) -> Message {
    message.term("weapon", weapon.term())
}

impl GameEvent for SkirmishEvent {
    fn message(&self) -> Message {
        use SkirmishEvent::*;
        let who = |key, who: &String| Message::new(key).with("who", who);
        match self {
            MapNumbered { number } => Message::new("sk-map-numbered").num("number", i64::from(*number)),
            Warband { side, models } => {
                Message::new("sk-warband-set").term("side", side_term(*side)).num("models", i64::from(*models))
            }
            Deployed { who: w, to } => who("sk-deployed", w).with("to", to),
            RollOff { amber, blue } => {
                Message::new("sk-roll-off").num("amber", i64::from(*amber)).num("blue", i64::from(*blue))
            }
            FirstTurn { side } => Message::new("sk-first-turn").term("side", side_term(*side)),
            PhaseBegins { side, phase, round } => Message::new("sk-phase-begins")
                .term("side", side_term(*side))
                .term("phase", phase.term())
                .num("round", i64::from(*round)),
            Roll { who: w, check, stat, value, against, target, roll, verdict } => {
                let ok = if verdict.success() { "yes" } else { "no" };
                let key = match (against.is_some(), verdict) {
                    (true, Verdict::Critical) => "sk-roll-critical",
                    (true, Verdict::Fumble) => "sk-roll-fumble",
                    (true, _) => "sk-roll",
                    (false, Verdict::Critical) => "sk-test-critical",
                    (false, Verdict::Fumble) => "sk-test-fumble",
                    (false, _) => "sk-test",
                };
                let message = who(key, w)
                    .term("stat", stat.term())
                    .num("value", i64::from(*value))
                    .num("target", i64::from(*target))
                    .num("roll", i64::from(*roll))
                    .term("result", format!("sk-{}-{ok}", check.name()));
                match against {
                    Some(y) => message.num("against", i64::from(*y)),
                    None => message,
                }
            }
            Initiative { who: w, value, roll } => {
                who("sk-initiative", w).num("value", i64::from(*value)).num("roll", i64::from(*roll))
            }
            Moved { who: w, pace, to, tenths } => who("sk-moved", w)
                .term("pace", format!("sk-pace-{}", pace.word()))
                .with("to", to)
                .with("inches", inches(*tenths)),
            Stopped { who: w, at } => who("sk-stopped", w).with("at", at),
            FreeAttack { by, on } => Message::new("sk-free-attack").with("by", by).with("on", on),
            FreeShot { by, on } => Message::new("sk-free-shot").with("by", by).with("on", on),
            ChargeDeclared { who: w, target, tenths, reach } => who("sk-charge-declared", w)
                .with("target", target)
                .with("inches", inches(*tenths))
                .with("reach", inches(*reach)),
            Charged { who: w, target, to } => who("sk-charged", w).with("target", target).with("to", to),
            ChargeFailed { who: w, target, tenths, reach } => who("sk-charge-failed", w)
                .with("target", target)
                .with("inches", inches(*tenths))
                .with("reach", inches(*reach)),
            Parried { who: w } => who("sk-parried", w),
            StrikesBack { who: w } => who("sk-strikes-back", w),
            ArmourIgnored { who: w } => who("sk-armour-ignored", w),
            ExtraAttack { who: w } => who("sk-extra-attack", w),
            LosesAttack { who: w } => who("sk-loses-attack", w),
            Clumsy { who: w } => who("sk-clumsy", w),
            Wounded { who: w, damage, r } => {
                who("sk-wounded", w).num("damage", i64::from(*damage)).num("r", i64::from(*r))
            }
            Removed { who: w } => who("sk-removed", w),
            Jammed { who: w, weapon: x } => weapon(who("sk-jammed", w), *x),
            ShotWasted { who: w, target, weapon: x, tenths, reach } => weapon(who("sk-shot-wasted", w), *x)
                .with("target", target)
                .with("inches", inches(*tenths))
                .num("reach", i64::from(*reach)),
            Reloaded { who: w, weapon: x } => weapon(who("sk-reloaded", w), *x),
            Thrown { who: w, weapon: x } => weapon(who("sk-thrown", w), *x),
            Spent { who: w, weapon: x } => weapon(who("sk-spent", w), *x),
            InCover { who: w } => who("sk-in-cover", w),
            Blast { who: w, caught } => who("sk-blast", w).num("caught", i64::from(*caught)),
            Caught { who: w, by } => who("sk-caught", w).with("by", by),
            NoParry { who: w } => who("sk-no-parry", w),
            SureBlow { who: w } => who("sk-sure-blow", w),
            Advances { who: w, to } => who("sk-advances", w).with("to", to),
            Fled { who: w, to } => who("sk-fled", w).with("to", to),
            BrokeOff { who: w, to } => who("sk-broke-off", w).with("to", to),
            Routs { who: w } => who("sk-routs", w),
            RunsAway { who: w } => who("sk-runs-away", w),
            Rallied { who: w } => who("sk-rallied", w),
            Wiped { side } => Message::new("sk-wiped").term("side", side_term(*side)),
            RoundLimit { amber, blue } => {
                Message::new("sk-round-limit").num("amber", i64::from(*amber)).num("blue", i64::from(*blue))
            }
        }
    }

    fn is_roll(&self) -> bool {
        matches!(self, SkirmishEvent::Roll { .. } | SkirmishEvent::RollOff { .. } | SkirmishEvent::Initiative { .. })
    }
}
