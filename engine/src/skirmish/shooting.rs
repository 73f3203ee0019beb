//! The shooting phase: volleys at models in range and sight (quick shot, slow reload,
//! thrown weapons, long range), the blunderbuss's cone, and morale for models whose R
//! was halved.

use super::combat::strength;
use super::dice::{Dice, Need};
use super::events::{Check, Stat};
use super::notation::{Side, SkirmishAction, Target};
use super::path;
use super::roster::{Pace, Rout};
use super::view::Order;
use super::weapons::{Reach, Weapon};
use super::{Skirmish, SkirmishEvent, Square, Who, label, refusal};
use crate::message::Message;

/// One shot: the weapon, and whether the target is beyond half range (−1 to T, F and
/// penetration).
#[derive(Clone, Copy, Debug)]
pub(super) struct Fire {
    pub weapon: Weapon,
    pub long: bool,
}

/// What a `shoot` order resolves to.
pub(super) enum Plan {
    /// One target per shot.
    Volley(Vec<Who>),
    /// A cone aimed at a square.
    Blast(Square),
}

/// The half angle of the blunderbuss's cone: 45°.
const CONE_COS: f32 = std::f32::consts::FRAC_1_SQRT_2;

impl Skirmish {
    /// How many shots `who` has: quick-shot weapons add one if it did not fight this
    /// turn and one if it did not move.
    pub fn shots(&self, who: Who) -> u8 {
        let m = self.model(who);
        match m.ranged() {
            Some(w) if w.stats().quick_shot => 1 + u8::from(!m.deeds.fought) + u8::from(m.deeds.moved.is_none()),
            _ => 1,
        }
    }

    /// Why `who` may not shoot now, or its weapon.
    fn may_shoot(&self, who: Who) -> Result<Weapon, Message> {
        let m = self.in_order(who)?;
        // A model without a ranged weapon has nothing to shoot with, whatever it did.
        let Some(weapon) = m.ranged() else { return Err(refusal("sk-no-ranged", who)) };
        let blocked = if m.deeds.shot {
            Some("sk-already-shot")
        } else if m.deeds.moved == Some(Pace::Run) {
            Some("sk-ran")
        } else if m.deeds.moved == Some(Pace::March) && m.deeds.assaulted {
            Some("sk-marched-assaulted")
        } else if self.engaged(who) {
            Some("sk-engaged-no-shoot")
        } else {
            None
        };
        if let Some(key) = blocked {
            return Err(refusal(key, who));
        }
        let jammed = if m.spent {
            Some("sk-weapon-spent")
        } else if m.jammed {
            Some("sk-weapon-jammed")
        } else if !m.loaded {
            Some("sk-not-loaded")
        } else {
            None
        };
        match jammed {
            Some(key) => Err(refusal(key, who).term("weapon", weapon.term())),
            None => Ok(weapon),
        }
    }

    /// How far beyond `reach` a target stands, in tenths of an inch rounded up (so the
    /// figure shown always reads beyond the reach); `None` within it.
    fn beyond_reach(&self, who: Who, foe: Who, reach: u8) -> Option<u32> {
        let from = self.model(who).square.expect("alive");
        let at = self.model(foe).square.expect("alive");
        let distance = self.field.distance(from, at);
        (distance > f32::from(reach)).then(|| (distance * 10.0).ceil() as u32)
    }

    /// Checks sight to one target, and for a cone, whose aim must lie within it, range.
    fn in_range(&self, who: Who, weapon: Weapon, foe: Who, reach: u8) -> Result<(), Message> {
        let (from, at) = (self.model(who).square.expect("alive"), self.model(foe).square.expect("alive"));
        let cone = matches!(weapon.stats().reach, Some(Reach::Cone(_)));
        if let Some(tenths) = self.beyond_reach(who, foe, reach).filter(|_| cone) {
            return Err(Message::new("sk-out-of-range")
                .with("target", label(foe))
                .with("inches", path::inches(tenths))
                .term("weapon", weapon.term())
                .num("reach", i64::from(reach)));
        }
        if !self.field.sight(from, at) {
            return Err(Message::new("sk-no-sight").with("target", label(foe)));
        }
        Ok(())
    }

    pub(super) fn plan_shot(&self, side: Side, model: u8, targets: &[Target]) -> Result<Plan, Message> {
        let who = self.own(side, model)?;
        let weapon = self.may_shoot(who)?;
        let reach = self.model(who).range(weapon);
        let foes: Vec<Who> = targets.iter().map(|&t| self.resolve(t)).collect::<Result<_, _>>()?;
        if let Some(own) = foes.iter().find(|f| f.0 == side) {
            return Err(Message::new("sk-own-model").with("target", label(*own)));
        }
        let shots = usize::from(self.shots(who));
        if foes.len() > shots {
            return Err(refusal("sk-too-many-targets", who).num("shots", shots as i64));
        }
        for &foe in &foes {
            self.in_range(who, weapon, foe, reach)?;
        }
        if matches!(weapon.stats().reach, Some(Reach::Cone(_))) {
            return Ok(Plan::Blast(self.model(foes[0]).square.expect("alive")));
        }
        let mut volley = foes.clone();
        volley.resize(shots, *foes.last().expect("at least one target"));
        Ok(Plan::Volley(volley))
    }

    /// A volley, shot by shot; a jam ends it, a target already down is skipped.
    pub(super) fn volley(
        &mut self,
        who: Who,
        targets: &[Who],
        dice: &mut Dice,
        ev: &mut Vec<SkirmishEvent>,
    ) -> Result<(), Need> {
        self.model_mut(who).deeds.shot = true;
        let m = self.model(who);
        let weapon = m.ranged().expect("checked: it has a ranged weapon");
        let reach = m.range(weapon);
        let (from, half) = (m.square.expect("alive"), f32::from(reach) / 2.0);
        for &foe in targets {
            if self.model(who).jammed {
                break;
            }
            let Some(at) = self.model(foe).square.filter(|_| self.model(foe).alive()) else { continue };
            // Targets are declared first and measured after: one out of reach is missed.
            if let Some(tenths) = self.beyond_reach(who, foe, reach) {
                ev.push(SkirmishEvent::ShotWasted { who: label(who), target: label(foe), weapon, tenths, reach });
                self.orders.push(Order::Shot { side: who.0, from, to: at, hit: false });
                continue;
            }
            let long = self.field.distance(from, at) > half;
            let hit = self.fire(who, foe, Fire { weapon, long }, dice, ev)?;
            self.orders.push(Order::Shot { side: who.0, from, to: at, hit });
        }
        self.after_firing(who, weapon, ev);
        Ok(())
    }

    /// One shot: T against the target's V (+1 if it ran, +2 if engaged, +1 in cover); a
    /// critical passes armour, a fumble jams the weapon. Returns whether it hit.
    pub(super) fn fire(
        &mut self,
        by: Who,
        on: Who,
        fire: Fire,
        dice: &mut Dice,
        ev: &mut Vec<SkirmishEvent>,
    ) -> Result<bool, Need> {
        let less = i8::from(fire.long);
        let (a, d) = (self.model(by), self.model(on));
        let stats = fire.weapon.stats();
        let t = a.profile.t - less;
        let force = strength(&stats, a.profile.f) - less;
        let v = d.profile.v
            + i8::from(d.deeds.moved == Some(Pace::Run))
            + 2 * i8::from(self.engaged(on))
            + i8::from(d.cover);
        let hit = self.compare(by, Check::Shot, (Stat::T, t, v), dice, ev)?;
        if hit.fumble() {
            self.model_mut(by).jammed = true;
            ev.push(SkirmishEvent::Jammed { who: label(by), weapon: fire.weapon });
        }
        if !hit.success() {
            return Ok(false);
        }
        self.land(by, on, (&stats, force, less), hit.critical(), true, dice, ev)?;
        Ok(true)
    }

    /// After firing: a thrown weapon is gone, a slow one must reload, a one-shot is spent.
    pub(super) fn after_firing(&mut self, who: Who, weapon: Weapon, ev: &mut Vec<SkirmishEvent>) {
        let stats = weapon.stats();
        let m = self.model_mut(who);
        if stats.ammunition {
            if let Some(i) = m.weapons.iter().position(|&w| w == weapon) {
                m.weapons.remove(i);
            }
            ev.push(SkirmishEvent::Thrown { who: label(who), weapon });
        }
        if stats.slow_reload > 0 {
            m.loaded = false;
            m.reloading = 0;
        }
        if stats.one_shot {
            m.spent = true;
            ev.push(SkirmishEvent::Spent { who: label(who), weapon });
        }
    }

    /// The models in the cone from `from` towards `aim`: within its length, at most 45°
    /// off the aim, in sight; nearest first.
    pub fn cone(&self, who: Who, aim: Square) -> Vec<Who> {
        let m = self.model(who);
        let from = m.square.expect("alive");
        let length = f32::from(m.ranged().map_or(0, |w| m.range(w)));
        let (ax, ay) = (f32::from(aim.file()) - f32::from(from.file()), f32::from(aim.rank()) - f32::from(from.rank()));
        let norm = from.flat_distance(aim);
        let mut caught: Vec<(f32, Who)> = self
            .living()
            .filter(|(w, _)| *w != who)
            .filter_map(|(w, o)| {
                let sq = o.square?;
                let (dx, dy) =
                    (f32::from(sq.file()) - f32::from(from.file()), f32::from(sq.rank()) - f32::from(from.rank()));
                let d = from.flat_distance(sq);
                let inside = d <= length && norm > 0.0 && (dx * ax + dy * ay) / (d * norm) >= CONE_COS - 1e-4;
                (inside && self.field.sight(from, sq)).then_some((d, w))
            })
            .collect();
        caught.sort_by(|a, b| a.0.total_cmp(&b.0).then(a.1.0.index().cmp(&b.1.0.index())).then(a.1.1.cmp(&b.1.1)));
        caught.into_iter().map(|(_, w)| w).collect()
    }

    /// The blunderbuss: every model in the cone is hit; each saves and is wounded as by
    /// any shot.
    pub(super) fn blast(
        &mut self,
        who: Who,
        aim: Square,
        dice: &mut Dice,
        ev: &mut Vec<SkirmishEvent>,
    ) -> Result<(), Need> {
        self.model_mut(who).deeds.shot = true;
        let weapon = self.model(who).ranged().expect("checked: it has a blunderbuss");
        let stats = weapon.stats();
        let caught = self.cone(who, aim);
        ev.push(SkirmishEvent::Blast { who: label(who), caught: caught.len() as u8 });
        self.orders.push(Order::Cone { side: who.0, from: self.model(who).square.expect("alive"), aim });
        let force = strength(&stats, self.model(who).profile.f);
        for target in caught {
            if self.model(target).alive() {
                self.land(who, target, (&stats, force, 0), false, true, dice, ev)?;
            }
        }
        self.after_firing(who, weapon, ev);
        Ok(())
    }

    /// End of the shooting phase: each model that lost R to shots and is at half its R or
    /// less tests M (−1 at R 1); failing, it runs in its next movement phase.
    pub(super) fn shooting_morale(&mut self, dice: &mut Dice, ev: &mut Vec<SkirmishEvent>) -> Result<(), Need> {
        let hit: Vec<Who> = self.living().filter(|(_, m)| m.shot_at).map(|(w, _)| w).collect();
        for who in hit {
            let m = self.model(who);
            if m.r * 2 > m.profile.r || m.rout.is_some() {
                continue;
            }
            let value = m.profile.m - i8::from(m.r == 1);
            if !self.test(who, Check::Morale, (Stat::M, value), dice, ev)?.success() {
                self.model_mut(who).rout = Some(Rout::MustRun);
                ev.push(SkirmishEvent::Routs { who: label(who) });
            }
        }
        for side in Side::BOTH {
            for m in &mut self.bands[side.index()] {
                m.shot_at = false;
            }
        }
        Ok(())
    }

    pub(super) fn shoot_actions(&self, side: Side) -> Vec<SkirmishAction> {
        let mut actions = Vec::new();
        let foes: Vec<Who> = self.enemies(side).map(|(w, _)| w).collect();
        for m in self.bands[side.index()].iter().filter(|m| m.alive()) {
            if self.may_shoot((side, m.number)).is_err() {
                continue;
            }
            let weapon = m.ranged().expect("may shoot: it has a ranged weapon");
            // A shot out of reach may be declared, and is wasted: it is never offered.
            for &(s, n) in
                foes.iter().filter(|&&foe| self.beyond_reach((side, m.number), foe, m.range(weapon)).is_none())
            {
                let targets = vec![Target::Label(s, n)];
                if self.plan_shot(side, m.number, &targets).is_ok() {
                    actions.push(SkirmishAction::Shoot { model: m.number, targets });
                }
            }
        }
        actions
    }
}
