//! Skirmish: a miniatures wargame on a square grid (one square is one inch), after an
//! Italian draft whose table, turns and initiative were missing; the gaps are filled as
//! docs/skirmish.md says.
//!
//! Two warbands (amber, seat 0, deploying at rank 1; blue at the far edge) of models with
//! V F R M C T profiles, armour and weapons. After deployment a roll-off decides who plays
//! first; then whole turns alternate, each of three phases: movement, assault, shooting,
//! each closed by `next`. Every roll is a recorded chance node: a resolution (`Job`)
//! runs as straight-line code over the dice recorded so far and stops where it needs
//! another one (see [`dice`]). Everything is public, so every viewer sees the same field;
//! the viewer's side is drawn at the bottom.

mod combat;
pub mod dice;
mod events;
pub mod field;
mod moving;
mod notation;
mod odds;
pub mod path;
mod roster;
mod setup;
mod shooting;
#[cfg(test)]
mod tests;
mod view;
mod weapons;

use serde::{Deserialize, Serialize};

pub use events::{Check, Phase, SkirmishEvent, Stat};
pub use field::{Field, Ground, MapChoice, Square};
pub use notation::{Edit, Side, SkirmishAction, Target};
pub use roster::{MAX_MODELS, Model, Pace, Preset, Profile, Role};
pub use view::{ModelView, Order, SkirmishView};
pub use weapons::Weapon;

use crate::game::{Game, GameInfo, OptionError, Outcome, PlayError, Seat, Turn, Viewer};
use crate::message::Message;
use crate::options::{self, GameOption};
use crate::tap::{Mark, Tap};
use dice::{Ask, Choice, Dice, Die, Need, Question};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SkirmishOptions {
    pub size: u8,
    pub map: MapChoice,
    /// Rounds before the game ends on models removed.
    pub rounds: u8,
    /// Each side's preset warband, amber's first.
    pub warbands: [Preset; 2],
}

impl Default for SkirmishOptions {
    fn default() -> SkirmishOptions {
        SkirmishOptions {
            size: field::DEFAULT_SIZE,
            map: MapChoice::Ruins,
            rounds: 8,
            warbands: [Preset::Militia, Preset::Mercenaries],
        }
    }
}

const MAX_ROUNDS: u8 = 30;

/// Where the battle stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "stage", rename_all = "snake_case")]
enum Stage {
    /// This side edits its warband and deploys.
    Setup {
        side: Side,
    },
    Battle {
        side: Side,
        phase: Phase,
    },
}

/// A model by side and number.
type Who = (Side, u8);

/// A resolution that may need dice.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "job", rename_all = "snake_case")]
enum Job {
    Map,
    RollOff,
    Walk { who: Who, path: Vec<Square>, pace: Pace, climb: bool },
    Charge { who: Who, target: Who, path: Vec<Square> },
    Break { who: Who },
    Shoot { who: Who, targets: Vec<Who> },
    Blast { who: Who, aim: Square },
    EndMovement,
    EndAssault,
    EndTurn,
}

/// A resolution waiting for its next die or decision, with those it has had.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
struct Pending {
    job: Job,
    dice: Vec<u16>,
    #[serde(default)]
    choices: Vec<Choice>,
    /// Events already reported.
    emitted: usize,
    need: Need,
}

impl Pending {
    fn new(job: Job, need: Die) -> Pending {
        Pending { job, dice: Vec::new(), choices: Vec::new(), emitted: 0, need: Need::Die(need) }
    }

    /// The decision awaited, if the resolution waits for one.
    fn ask(&self) -> Option<&Ask> {
        match &self.need {
            Need::Choice(ask) => Some(ask),
            Need::Die(_) => None,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Skirmish {
    options: SkirmishOptions,
    field: Field,
    bands: [Vec<Model>; 2],
    stage: Stage,
    /// Who played the first turn; a round ends after the other side's turn.
    first: Side,
    round: u8,
    /// Enemy models each side removed.
    kills: [u8; 2],
    /// This turn's orders, for the image.
    orders: Vec<Order>,
    pending: Option<Pending>,
    outcome: Option<Outcome>,
}

/// A refusal naming the model.
fn refusal(key: &'static str, who: Who) -> Message {
    Message::new(key).with("model", label(who))
}

/// A model's label as the channel sees it: `B7`.
fn label((side, n): Who) -> String {
    format!("{}{n}", side.letter())
}

impl Skirmish {
    pub fn options(&self) -> &SkirmishOptions {
        &self.options
    }

    pub fn field(&self) -> &Field {
        &self.field
    }

    pub fn models(&self, side: Side) -> &[Model] {
        &self.bands[side.index()]
    }

    fn model(&self, (side, n): Who) -> &Model {
        &self.bands[side.index()][usize::from(n) - 1]
    }

    fn model_mut(&mut self, (side, n): Who) -> &mut Model {
        &mut self.bands[side.index()][usize::from(n) - 1]
    }

    fn exists(&self, (side, n): Who) -> bool {
        (1..=self.bands[side.index()].len()).contains(&usize::from(n))
    }

    /// Every model on the field, as (who, model).
    fn living(&self) -> impl Iterator<Item = (Who, &Model)> + '_ {
        Side::BOTH.into_iter().flat_map(move |side| {
            self.bands[side.index()].iter().filter(|m| m.alive()).map(move |m| ((side, m.number), m))
        })
    }

    /// The living models of `side`'s enemy.
    fn enemies(&self, side: Side) -> impl Iterator<Item = (Who, &Model)> + '_ {
        self.living().filter(move |((s, _), _)| *s != side)
    }

    fn occupant(&self, sq: Square) -> Option<Who> {
        self.living().find(|(_, m)| m.square == Some(sq)).map(|(who, _)| who)
    }

    /// The living enemies touching a model.
    fn foes_touching(&self, who: Who) -> Vec<Who> {
        let Some(sq) = self.model(who).square else { return Vec::new() };
        self.enemies(who.0).filter(|(_, m)| m.square.is_some_and(|s| s.touches(sq))).map(|(w, _)| w).collect()
    }

    fn engaged(&self, who: Who) -> bool {
        self.model(who).alive() && !self.foes_touching(who).is_empty()
    }

    /// The side and phase under way, if the battle has begun.
    pub fn battle(&self) -> Option<(Side, Phase)> {
        match self.stage {
            Stage::Battle { side, phase } => Some((side, phase)),
            Stage::Setup { .. } => None,
        }
    }

    pub fn round(&self) -> u8 {
        self.round
    }

    /// `seat`'s legal actions less those that cannot succeed: a charge beyond the
    /// charger's reach is legal but fails where it stands. What a player weighs, and the
    /// AI's candidates.
    pub fn hopeful_actions(&self, seat: Seat) -> Vec<SkirmishAction> {
        self.actions(seat, true)
    }

    /// `seat`'s legal actions, only the hopeful ones with `hopeful` (see
    /// [`Skirmish::hopeful_actions`]).
    fn actions(&self, seat: Seat, hopeful: bool) -> Vec<SkirmishAction> {
        if !self.turn().awaits(seat) {
            return Vec::new();
        }
        if let Some(ask) = self.asked(seat) {
            return Skirmish::answers(ask);
        }
        match self.stage {
            Stage::Setup { side } => self.setup_actions(side),
            Stage::Battle { side, phase } => {
                let mut actions = match phase {
                    Phase::Movement => self.move_actions(side),
                    Phase::Assault => self.assault_actions(side, hopeful),
                    Phase::Shooting => self.shoot_actions(side),
                };
                actions.push(SkirmishAction::Next);
                actions
            }
        }
    }

    fn start(&mut self, job: Job) -> Vec<SkirmishEvent> {
        self.pending = Some(Pending::new(job, Die::D6));
        self.advance()
    }

    /// Runs the pending resolution from its start over its dice and decisions: it either
    /// completes and becomes the state, or stops for one more. Only events not reported
    /// before are returned.
    fn advance(&mut self) -> Vec<SkirmishEvent> {
        let Some(pending) = self.pending.take() else { return Vec::new() };
        let mut trial = self.clone();
        let mut events = Vec::new();
        let result = trial.run(&pending.job, &mut Dice::new(&pending.dice, &pending.choices), &mut events);
        let fresh = events.split_off(pending.emitted.min(events.len()));
        match result {
            Ok(()) => *self = trial,
            Err(need) => self.pending = Some(Pending { emitted: pending.emitted + fresh.len(), need, ..pending }),
        }
        fresh
    }

    /// The battle as it stands in the middle of a resolution waiting for a decision (the
    /// blows and flights so far); the state itself otherwise.
    fn current(&self) -> std::borrow::Cow<'_, Skirmish> {
        let Some(pending) = self.pending.as_ref().filter(|p| p.ask().is_some()) else {
            return std::borrow::Cow::Borrowed(self);
        };
        let mut trial = self.clone();
        trial.pending = None;
        let _stopped = trial.run(&pending.job, &mut Dice::new(&pending.dice, &pending.choices), &mut Vec::new());
        std::borrow::Cow::Owned(trial)
    }

    /// The decision awaited from `seat`, if any.
    fn asked(&self, seat: Seat) -> Option<&Ask> {
        self.pending.as_ref().and_then(Pending::ask).filter(|ask| ask.who.0.seat() == seat)
    }

    /// A decision as a recorded choice, or why it does not answer `ask`.
    fn choice(&self, ask: &Ask, action: &SkirmishAction) -> Result<Choice, Message> {
        let choice = match action {
            SkirmishAction::Parry { parry } => Some(Choice::Parry(*parry)),
            SkirmishAction::Target { target } => self.resolve(*target).ok().map(Choice::Target),
            SkirmishAction::Flee { to } | SkirmishAction::Advance { to } => Some(Choice::Square(Some(*to))),
            SkirmishAction::Stay => Some(Choice::Square(None)),
            _ => None,
        };
        choice.filter(|&c| ask.allows(c)).ok_or_else(|| self.ask_prompt(ask))
    }

    /// Every answer to `ask`.
    fn answers(ask: &Ask) -> Vec<SkirmishAction> {
        match &ask.question {
            Question::Parry { .. } => {
                vec![SkirmishAction::Parry { parry: true }, SkirmishAction::Parry { parry: false }]
            }
            Question::Target { foes } => {
                foes.iter().map(|&(side, n)| SkirmishAction::Target { target: Target::Label(side, n) }).collect()
            }
            Question::Flight { squares, .. } => squares.iter().map(|&to| SkirmishAction::Flee { to }).collect(),
            Question::Advance { squares } => std::iter::once(SkirmishAction::Stay)
                .chain(squares.iter().map(|&to| SkirmishAction::Advance { to }))
                .collect(),
        }
    }

    /// The action a recorded choice stands for.
    fn answer_of(choice: Choice, flight: bool) -> SkirmishAction {
        match choice {
            Choice::Parry(parry) => SkirmishAction::Parry { parry },
            Choice::Target((side, n)) => SkirmishAction::Target { target: Target::Label(side, n) },
            Choice::Square(Some(to)) if flight => SkirmishAction::Flee { to },
            Choice::Square(Some(to)) => SkirmishAction::Advance { to },
            Choice::Square(None) => SkirmishAction::Stay,
        }
    }

    /// What the owner is asked, with the default on time-out.
    fn ask_prompt(&self, ask: &Ask) -> Message {
        let model = label(ask.who);
        match &ask.question {
            Question::Parry { attacker } => {
                Message::new("sk-ask-parry").with("model", model).with("attacker", label(*attacker))
            }
            Question::Target { foes } => Message::new("sk-ask-target")
                .with("model", model)
                .with("foes", foes.iter().map(|&f| label(f)).collect::<Vec<_>>().join(", ")),
            Question::Flight { squares, default } => Message::new("sk-ask-flight")
                .with("model", model)
                .num("count", squares.len() as i64)
                .with("default", default),
            Question::Advance { squares } => {
                Message::new("sk-ask-advance").with("model", model).num("count", squares.len() as i64)
            }
        }
    }

    fn run(&mut self, job: &Job, dice: &mut Dice, ev: &mut Vec<SkirmishEvent>) -> Result<(), Need> {
        match job {
            Job::Map => {
                let number = dice.roll(Die::Map)?;
                self.field = Field::generate(self.options.size, number);
                ev.push(SkirmishEvent::MapNumbered { number });
            }
            Job::RollOff => self.roll_off(dice, ev)?,
            Job::Walk { who, path, pace, climb } => {
                self.model_mut(*who).deeds.moved = Some(*pace);
                self.walk(
                    *who,
                    path,
                    moving::Stride { pace: *pace, climb: *climb, free: true, charge: false },
                    dice,
                    ev,
                )?;
            }
            Job::Charge { who, target, path } => self.charge(*who, *target, path, dice, ev)?,
            Job::Break { who } => self.break_off(*who, dice, ev)?,
            Job::Shoot { who, targets } => self.volley(*who, targets, dice, ev)?,
            Job::Blast { who, aim } => self.blast(*who, *aim, dice, ev)?,
            Job::EndMovement => {
                self.reload_step(|m| m.deeds.moved.is_none() && !m.deeds.rallied, ev);
                self.begin_phase(Phase::Assault, ev);
            }
            Job::EndAssault => {
                self.fight(dice, ev)?;
                self.reload_step(|m| !m.deeds.assaulted && !m.deeds.fought, ev);
                self.begin_phase(Phase::Shooting, ev);
            }
            Job::EndTurn => self.end_turn(dice, ev)?,
        }
        self.check_end(ev);
        Ok(())
    }

    fn roll_off(&mut self, dice: &mut Dice, ev: &mut Vec<SkirmishEvent>) -> Result<(), Need> {
        loop {
            let (amber, blue) = (dice.roll(Die::D6)?, dice.roll(Die::D6)?);
            ev.push(SkirmishEvent::RollOff { amber, blue });
            if amber != blue {
                self.first = if amber > blue { Side::Amber } else { Side::Blue };
                ev.push(SkirmishEvent::FirstTurn { side: self.first });
                self.round = 1;
                return self.begin_turn(self.first, dice, ev);
            }
        }
    }

    fn begin_phase(&mut self, phase: Phase, ev: &mut Vec<SkirmishEvent>) {
        let Stage::Battle { side, .. } = self.stage else { return };
        self.stage = Stage::Battle { side, phase };
        ev.push(SkirmishEvent::PhaseBegins { side, phase, round: self.round });
    }

    /// A side's turn begins: what its models did last turn is forgotten, jams clear, and
    /// routed models run or try to rally.
    fn begin_turn(&mut self, side: Side, dice: &mut Dice, ev: &mut Vec<SkirmishEvent>) -> Result<(), Need> {
        self.orders.clear();
        for m in &mut self.bands[side.index()] {
            m.deeds = Default::default();
            m.jammed = false;
            m.cover = false;
            m.reloading = 0;
        }
        self.stage = Stage::Battle { side, phase: Phase::Movement };
        ev.push(SkirmishEvent::PhaseBegins { side, phase: Phase::Movement, round: self.round });
        self.rally_or_run(side, dice, ev)
    }

    /// Slow-reload weapons of the side to play progress when a model gave up a phase
    /// (`idle`) and is not engaged.
    fn reload_step(&mut self, idle: impl Fn(&Model) -> bool, ev: &mut Vec<SkirmishEvent>) {
        let Some((side, _)) = self.battle() else { return };
        for n in 1..=self.bands[side.index()].len() as u8 {
            let who = (side, n);
            let m = self.model(who);
            let Some(weapon) = m.ranged() else { continue };
            if m.loaded || !m.alive() || m.rout.is_some() || !idle(m) || self.engaged(who) {
                continue;
            }
            let m = self.model_mut(who);
            m.reloading += 1;
            if m.reloading >= weapon.stats().slow_reload {
                m.loaded = true;
                ev.push(SkirmishEvent::Reloaded { who: label(who), weapon });
            }
        }
    }

    /// Shooting morale, then the other side's turn, or the end at the round limit.
    fn end_turn(&mut self, dice: &mut Dice, ev: &mut Vec<SkirmishEvent>) -> Result<(), Need> {
        self.shooting_morale(dice, ev)?;
        let Some((side, _)) = self.battle() else { return Ok(()) };
        if side != self.first {
            if self.round >= self.options.rounds {
                let [amber, blue] = self.kills;
                ev.push(SkirmishEvent::RoundLimit { amber, blue });
                self.outcome = Some(match amber.cmp(&blue) {
                    std::cmp::Ordering::Greater => Outcome::Winner(Side::Amber.seat()),
                    std::cmp::Ordering::Less => Outcome::Winner(Side::Blue.seat()),
                    std::cmp::Ordering::Equal => Outcome::Draw,
                });
                return Ok(());
            }
            self.round += 1;
        }
        self.begin_turn(side.other(), dice, ev)
    }

    /// A side with no model left loses (both at once: a draw).
    fn check_end(&mut self, ev: &mut Vec<SkirmishEvent>) {
        if self.outcome.is_some() || self.battle().is_none() {
            return;
        }
        let wiped: Vec<Side> =
            Side::BOTH.into_iter().filter(|s| !self.bands[s.index()].iter().any(Model::alive)).collect();
        for &side in &wiped {
            ev.push(SkirmishEvent::Wiped { side });
        }
        self.outcome = match wiped.as_slice() {
            [] => None,
            [side] => Some(Outcome::Winner(side.other().seat())),
            _ => Some(Outcome::Draw),
        };
    }

    /// Removes damage from a model; at R 0 it leaves the field and counts for `by`'s side.
    fn damage(&mut self, who: Who, by: Side, amount: i8, ev: &mut Vec<SkirmishEvent>) {
        let m = self.model_mut(who);
        m.r = (m.r - amount).max(0);
        let r = m.r;
        ev.push(SkirmishEvent::Wounded { who: label(who), damage: amount, r });
        if r == 0 {
            self.model_mut(who).square = None;
            if by != who.0 {
                self.kills[by.index()] += 1;
            }
            ev.push(SkirmishEvent::Removed { who: label(who) });
        }
    }

    /// A comparison roll, announced.
    fn compare(
        &self,
        who: Who,
        check: Check,
        (stat, x, y): (Stat, i8, i8),
        dice: &mut Dice,
        ev: &mut Vec<SkirmishEvent>,
    ) -> Result<dice::Verdict, Need> {
        let target = dice::target(x, y);
        let roll = dice.roll(Die::TwoD6)?;
        let verdict = dice::compare(target, roll as u8);
        ev.push(SkirmishEvent::Roll {
            who: label(who),
            check,
            stat,
            value: x,
            against: Some(y),
            target,
            roll,
            verdict,
        });
        Ok(verdict)
    }

    /// A characteristic test, announced.
    fn test(
        &self,
        who: Who,
        check: Check,
        (stat, value): (Stat, i8),
        dice: &mut Dice,
        ev: &mut Vec<SkirmishEvent>,
    ) -> Result<dice::Verdict, Need> {
        let roll = dice.roll(Die::D6)?;
        let verdict = dice::test(value, roll as u8);
        let target = value.clamp(0, 6) as u8;
        ev.push(SkirmishEvent::Roll { who: label(who), check, stat, value, against: None, target, roll, verdict });
        Ok(verdict)
    }

    /// Resolves a model's own number against the side ordering it.
    fn own(&self, side: Side, n: u8) -> Result<Who, Message> {
        let who = (side, n);
        if !self.exists(who) {
            return Err(Message::new("sk-no-model").with("model", format!("#{n}")));
        }
        Ok(who)
    }

    /// A model that can take orders at all (on the field, not routed), or why not.
    fn in_order(&self, who: Who) -> Result<&Model, Message> {
        let m = self.model(who);
        if !m.alive() {
            return Err(refusal("sk-model-down", who));
        }
        if m.rout.is_some() {
            return Err(refusal("sk-routed", who));
        }
        Ok(m)
    }

    /// Resolves a target to a living model.
    fn resolve(&self, target: Target) -> Result<Who, Message> {
        let who = match target {
            Target::Label(side, n) => Some((side, n)).filter(|&w| self.exists(w) && self.model(w).alive()),
            Target::At(sq) => self.occupant(sq),
        };
        who.ok_or_else(|| Message::new("sk-no-target").with("target", target))
    }
}

/// Skirmish's options: the field's size, its map, the rounds, and each side's warband.
const OPTIONS: [GameOption<SkirmishOptions>; 5] = [
    GameOption {
        name: "size",
        aliases: &["lato"],
        expected: "16 to 26",
        set: |o, _, v| {
            o.size = v.parse().ok().filter(|s| (field::MIN_SIZE..=field::MAX_SIZE).contains(s))?;
            Some(())
        },
    },
    GameOption {
        name: "map",
        aliases: &["mappa"],
        expected: "open, ruins, hill, random, random-N",
        set: |o, _, v| {
            o.map = MapChoice::parse(v)?;
            Some(())
        },
    },
    GameOption {
        name: "rounds",
        aliases: &["round"],
        expected: "1 to 30",
        set: |o, _, v| {
            o.rounds = v.parse().ok().filter(|r| (1..=MAX_ROUNDS).contains(r))?;
            Some(())
        },
    },
    GameOption { name: "amber", aliases: &["ambra"], expected: WARBANDS, set: |o, _, v| set_warband(o, 0, v) },
    GameOption { name: "blue", aliases: &["blu"], expected: WARBANDS, set: |o, _, v| set_warband(o, 1, v) },
];

/// The warbands a side may bring.
const WARBANDS: &str = "militia, mercenaries, elves, gunners, raiders";

fn set_warband(options: &mut SkirmishOptions, side: usize, value: &str) -> Option<()> {
    options.warbands[side] = Preset::parse(value)?;
    Some(())
}

impl Game for Skirmish {
    const INFO: GameInfo = GameInfo {
        name: "skirmish",
        min_players: 2,
        max_players: 2,
        designed_players: 2,
        chance: true,
        hidden_information: false,
        simultaneous: false,
    };
    type Options = SkirmishOptions;
    type Action = SkirmishAction;
    type Chance = u16;
    type Event = SkirmishEvent;
    type View = SkirmishView;

    fn parse_options(pairs: &[(String, String)]) -> Result<SkirmishOptions, OptionError> {
        options::parse(pairs, &OPTIONS)
    }

    fn format_options(options: &SkirmishOptions) -> Vec<String> {
        let default = SkirmishOptions::default();
        let mut words = Vec::new();
        if options.size != default.size {
            words.push(format!("size={}", options.size));
        }
        if options.map != default.map {
            words.push(format!("map={}", options.map.name()));
        }
        if options.rounds != default.rounds {
            words.push(format!("rounds={}", options.rounds));
        }
        for (side, (preset, default)) in Side::BOTH.into_iter().zip(options.warbands.iter().zip(default.warbands)) {
            if *preset != default {
                words.push(format!("{}={}", side.name(), preset.name()));
            }
        }
        words
    }

    fn new(options: &SkirmishOptions, players: usize) -> Result<Skirmish, OptionError> {
        Skirmish::INFO.check_players(players)?;
        let mut state = Skirmish {
            options: options.clone(),
            field: Field::build(options.map, options.size),
            bands: options.warbands.map(Preset::models),
            stage: Stage::Setup { side: Side::Amber },
            first: Side::Amber,
            round: 0,
            kills: [0, 0],
            orders: Vec::new(),
            pending: None,
            outcome: None,
        };
        if options.map == MapChoice::Random(None) {
            state.pending = Some(Pending::new(Job::Map, Die::Map));
        }
        Ok(state)
    }

    fn turn(&self) -> Turn {
        if let Some(outcome) = &self.outcome {
            return Turn::Over(outcome.clone());
        }
        if let Some(pending) = &self.pending {
            return match pending.ask() {
                Some(ask) => Turn::Player(ask.who.0.seat()),
                None => Turn::Chance,
            };
        }
        match self.stage {
            Stage::Setup { side } | Stage::Battle { side, .. } => Turn::Player(side.seat()),
        }
    }

    fn legal_actions(&self, seat: Seat) -> Vec<SkirmishAction> {
        self.actions(seat, false)
    }

    fn check(&self, seat: Seat, action: &SkirmishAction) -> Result<(), Message> {
        let side = Side::of_seat(seat);
        if let Some(ask) = self.asked(seat) {
            return self.choice(ask, action).map(drop);
        }
        match (self.stage, action) {
            (
                _,
                SkirmishAction::Parry { .. }
                | SkirmishAction::Target { .. }
                | SkirmishAction::Flee { .. }
                | SkirmishAction::Advance { .. }
                | SkirmishAction::Stay,
            ) => Err(Message::new("sk-nothing-asked")),
            (Stage::Setup { .. }, SkirmishAction::Warband(edit)) => self.check_edit(side, edit),
            (Stage::Setup { .. }, SkirmishAction::Deploy { model, to }) => self.check_deploy(side, *model, *to),
            (Stage::Setup { .. }, SkirmishAction::DeployAuto) => self.check_deploy_auto(side),
            (Stage::Setup { .. }, _) => Err(Message::new("sk-deploy-first")),
            (
                Stage::Battle { .. },
                SkirmishAction::Warband(_) | SkirmishAction::Deploy { .. } | SkirmishAction::DeployAuto,
            ) => Err(Message::new("sk-battle-begun")),
            (Stage::Battle { .. }, SkirmishAction::Next) => Ok(()),
            (Stage::Battle { phase, .. }, SkirmishAction::Move { model, to, pace, via, climb }) => {
                self.in_phase(phase, Phase::Movement)?;
                self.plan_walk(side, *model, *to, *pace, *via, *climb).map(drop)
            }
            (Stage::Battle { phase, .. }, SkirmishAction::Charge { model, target }) => {
                self.in_phase(phase, Phase::Assault)?;
                self.plan_charge(side, *model, *target).map(drop)
            }
            (Stage::Battle { phase, .. }, SkirmishAction::Break { model }) => {
                self.in_phase(phase, Phase::Assault)?;
                self.check_break(side, *model)
            }
            (Stage::Battle { phase, .. }, SkirmishAction::Shoot { model, targets }) => {
                self.in_phase(phase, Phase::Shooting)?;
                self.plan_shot(side, *model, targets).map(drop)
            }
        }
    }

    fn apply_unchecked(&mut self, seat: Seat, action: &SkirmishAction) -> Vec<SkirmishEvent> {
        let side = Side::of_seat(seat);
        if let Some(ask) = self.asked(seat) {
            let Ok(choice) = self.choice(ask, action) else { return Vec::new() };
            let pending = self.pending.as_mut().expect("a decision is pending");
            pending.choices.push(choice);
            return self.advance();
        }
        match action {
            SkirmishAction::Warband(edit) => self.edit(side, edit),
            SkirmishAction::Deploy { model, to } => self.deploy(side, *model, *to),
            SkirmishAction::DeployAuto => self.deploy_auto(side),
            SkirmishAction::Move { model, to, pace, via, climb } => {
                let Ok(path) = self.plan_walk(side, *model, *to, *pace, *via, *climb) else { return Vec::new() };
                self.orders.push(Order::Path { side, squares: path.clone() });
                self.start(Job::Walk { who: (side, *model), path, pace: *pace, climb: *climb })
            }
            SkirmishAction::Charge { model, target } => {
                let Ok((target, path)) = self.plan_charge(side, *model, *target) else { return Vec::new() };
                self.start(Job::Charge { who: (side, *model), target, path })
            }
            SkirmishAction::Break { model } => self.start(Job::Break { who: (side, *model) }),
            SkirmishAction::Shoot { model, targets } => match self.plan_shot(side, *model, targets) {
                Ok(shooting::Plan::Volley(targets)) => self.start(Job::Shoot { who: (side, *model), targets }),
                Ok(shooting::Plan::Blast(aim)) => self.start(Job::Blast { who: (side, *model), aim }),
                Err(_) => Vec::new(),
            },
            SkirmishAction::Next => match self.battle() {
                Some((_, Phase::Movement)) => self.start(Job::EndMovement),
                Some((_, Phase::Assault)) => self.start(Job::EndAssault),
                Some((_, Phase::Shooting)) => self.start(Job::EndTurn),
                None => Vec::new(),
            },
            SkirmishAction::Parry { .. }
            | SkirmishAction::Target { .. }
            | SkirmishAction::Flee { .. }
            | SkirmishAction::Advance { .. }
            | SkirmishAction::Stay => Vec::new(),
        }
    }

    fn retire(&mut self, seat: Seat) -> Vec<SkirmishEvent> {
        self.pending = None;
        self.outcome = Some(Outcome::Winner(Side::of_seat(seat).other().seat()));
        Vec::new()
    }

    fn chance_outcomes(&self) -> Vec<(u16, u32)> {
        match self.pending.as_ref().map(|p| &p.need) {
            Some(Need::Die(die)) => die.outcomes(),
            _ => Vec::new(),
        }
    }

    fn apply_chance(&mut self, outcome: &u16) -> Vec<SkirmishEvent> {
        let Some(pending) = self.pending.as_mut().filter(|p| p.ask().is_none()) else { return Vec::new() };
        pending.dice.push(*outcome);
        self.advance()
    }

    fn view(&self, viewer: Viewer) -> SkirmishView {
        self.current().view_for(viewer)
    }

    fn parse_action(&self, text: &str) -> Result<SkirmishAction, PlayError> {
        notation::parse(text)
    }

    /// The targets of a charge or a shot note how far they stand from the model.
    fn taps(&self, action: &SkirmishAction) -> Vec<Tap> {
        let mut taps = crate::tap::split(&notation::format(action));
        let (model, targets) = match action {
            SkirmishAction::Charge { model, target } => (*model, std::slice::from_ref(target)),
            SkirmishAction::Shoot { model, targets } => (*model, targets.as_slice()),
            _ => return taps,
        };
        let Stage::Battle { side, .. } = self.stage else { return taps };
        let Some(from) = self.exists((side, model)).then(|| self.model((side, model)).square).flatten() else {
            return taps;
        };
        let first = taps.len() - targets.len();
        for (tap, target) in taps[first..].iter_mut().zip(targets) {
            let to = self.resolve(*target).ok().and_then(|who| self.model(who).square);
            tap.mark = to.map(|to| Mark::Distance(self.field.distance(from, to).round() as u32));
        }
        taps
    }

    /// In the set-up and the movement phase, a picker's step lists one order for each
    /// way to go on, not one for each square every model can reach.
    fn actions_after(&self, seat: Seat, prefix: &[&str]) -> Option<Vec<SkirmishAction>> {
        if !self.turn().awaits(seat) || self.asked(seat).is_some() {
            return None;
        }
        match self.stage {
            Stage::Setup { side } => Some(self.setup_after(side, prefix)),
            Stage::Battle { side, phase: Phase::Movement } => Some(self.moves_after(side, prefix)),
            Stage::Battle { .. } => None,
        }
    }

    fn format_action(action: &SkirmishAction) -> String {
        notation::format(action)
    }

    fn seat_name(&self, seat: Seat) -> &'static str {
        Side::of_seat(seat).name()
    }

    fn seats(&self) -> usize {
        2
    }

    /// A decision defaults as [`Ask::default_choice`] says.
    /// Each side's set-up is a phase, then each side's movement, assault and shooting in
    /// every round.
    fn phase_number(&self) -> Option<u32> {
        Some(match self.stage {
            Stage::Setup { side } => side.index() as u32,
            Stage::Battle { side, phase } => 2 + (u32::from(self.round) * 2 + side.index() as u32) * 3 + phase as u32,
        })
    }

    fn is_setup(action: &SkirmishAction) -> bool {
        matches!(action, SkirmishAction::Warband(_) | SkirmishAction::Deploy { .. } | SkirmishAction::DeployAuto)
    }

    fn timeout_action(&self, seat: Seat) -> Option<SkirmishAction> {
        if let Some(ask) = self.asked(seat) {
            let now = self.current();
            let choice = ask.default_choice(|who| now.model(who).r);
            return Some(Skirmish::answer_of(choice, matches!(ask.question, Question::Flight { .. })));
        }
        match self.stage {
            Stage::Setup { side } if side == Side::of_seat(seat) => Some(SkirmishAction::DeployAuto),
            _ => None,
        }
    }

    /// What the side to play may do now: deploy, or the phase's orders.
    fn decision_prompt(&self, seat: Seat) -> Option<Message> {
        if !self.turn().awaits(seat) {
            return None;
        }
        if let Some(ask) = self.asked(seat) {
            return Some(self.ask_prompt(ask));
        }
        Some(match self.stage {
            Stage::Setup { .. } => Message::new("sk-prompt-setup"),
            Stage::Battle { phase, .. } => {
                let key = match phase {
                    Phase::Movement => "sk-prompt-movement",
                    Phase::Assault => "sk-prompt-assault",
                    Phase::Shooting => "sk-prompt-shooting",
                };
                // The examples name one of the side's own models and one of its enemies.
                let side = Side::of_seat(seat);
                let own = self.bands[side.index()].iter().find(|m| m.alive()).map_or(1, |m| m.number);
                let foe = self.enemies(side).next().map_or_else(|| label((side.other(), 1)), |(w, _)| label(w));
                Message::new(key)
                    .num("round", i64::from(self.round))
                    .num("rounds", i64::from(self.options.rounds))
                    .num("model", i64::from(own))
                    .with("target", foe)
                    .with("reach", path::inches(self.charge_reach((side, own))))
            }
        })
    }

    fn answer(&self, seat: Option<Seat>, text: &str) -> Option<Vec<Message>> {
        self.current().info(seat.map(Side::of_seat), text)
    }
}

impl Skirmish {
    fn in_phase(&self, now: Phase, wanted: Phase) -> Result<(), Message> {
        if now == wanted {
            return Ok(());
        }
        Err(Message::new("sk-wrong-phase").term("phase", now.term()).term("wanted", wanted.term()))
    }
}
