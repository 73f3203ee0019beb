//! The assault phase: charges, breaking off, and the fights of every engaged model, then
//! morale. Also the blow itself (hit, parry, armour, stun, wound), which free attacks and
//! shots share.

use super::dice::{Ask, Choice, Dice, Need, Question, Verdict};
use super::events::{Check, Stat};
use super::moving::{NO_LIMIT, Stride};
use super::notation::{Side, SkirmishAction, Target};
use super::path::{self, Reach};
use super::view::Order;
use super::weapons::{Stats, Strength};
use super::{Skirmish, SkirmishEvent, Square, Who, label, refusal};
use crate::message::Message;

/// How a melee blow comes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Blow {
    /// One of a model's attacks in a fight: it can be parried, and a fumble gives the
    /// defender an extra attack.
    Fight,
    /// A free attack (a model passing, a fleeing model caught, a failed break-off).
    Free,
    /// The answer to a critical parry: never parried in turn.
    Back,
    /// A fleeing model caught on the catcher's critical: it lands without a hit roll.
    Sure,
}

/// Damage from a successful wound roll: 1, plus 1 for every 2 points of F over R, plus 1
/// on a critical.
pub fn damage(strength: i8, r: i8, verdict: Verdict) -> i8 {
    1 + (strength - r).max(0) / 2 + i8::from(verdict.critical())
}

/// The strength a weapon strikes with for a bearer of F `f`.
pub(super) fn strength(weapon: &Stats, f: i8) -> i8 {
    match weapon.strength {
        Strength::Bearer(plus) => f + plus,
        Strength::Fixed(n) => n,
    }
}

impl Skirmish {
    /// V for the order of attacks: weapons' initiative, the first round's bonuses (the
    /// charger's +1, spear and pike).
    fn initiative(&self, who: Who) -> i8 {
        let m = self.model(who);
        let weapon = m.melee();
        let first = if m.deeds.fresh { weapon.first_round_initiative + i8::from(m.deeds.charged) } else { 0 };
        m.profile.v + weapon.initiative + first
    }

    /// A melee blow from `by` on `on`.
    pub(super) fn strike(
        &mut self,
        by: Who,
        on: Who,
        blow: Blow,
        dice: &mut Dice,
        ev: &mut Vec<SkirmishEvent>,
    ) -> Result<(), Need> {
        let (a, d) = (self.model(by), self.model(on));
        let weapon = a.melee();
        let charging = i8::from(a.deeds.charged && a.deeds.fresh);
        let c = a.profile.c - i8::from(a.clumsy);
        let force = strength(&weapon, a.profile.f + charging);
        let defence = d.profile.c;
        self.model_mut(by).clumsy = false;
        let hit = if blow == Blow::Sure {
            ev.push(SkirmishEvent::SureBlow { who: label(by) });
            super::dice::Verdict::Success
        } else {
            self.compare(by, Check::Hit, (Stat::C, c, defence), dice, ev)?
        };
        if hit.fumble() && blow == Blow::Fight {
            self.model_mut(on).attacks += 1;
            ev.push(SkirmishEvent::ExtraAttack { who: label(on) });
        }
        if !hit.success() {
            return Ok(());
        }
        let d = self.model(on);
        if blow == Blow::Fight && d.melee().parry && d.attacks > 0 {
            // Parrying spends one of the defender's attacks: its owner decides.
            let ask = Ask { who: on, question: Question::Parry { attacker: by } };
            if dice.choose(ask)? == Choice::Parry(false) {
                ev.push(SkirmishEvent::NoParry { who: label(on) });
                return self.land(by, on, (&weapon, force, 0), hit.critical(), false, dice, ev);
            }
            self.model_mut(on).attacks -= 1;
            let parry = self.compare(on, Check::Parry, (Stat::C, defence, c), dice, ev)?;
            if parry.success() {
                ev.push(SkirmishEvent::Parried { who: label(on) });
                if parry.critical() {
                    ev.push(SkirmishEvent::StrikesBack { who: label(on) });
                    self.strike(on, by, Blow::Back, dice, ev)?;
                }
                return Ok(());
            }
        }
        self.land(by, on, (&weapon, force, 0), hit.critical(), false, dice, ev)
    }

    /// A hit lands: the armour save (skipped when `pierce`), stun, and the wound roll.
    /// `less` lowers penetration (long range). Ranged hits mark the target for morale.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn land(
        &mut self,
        by: Who,
        on: Who,
        (weapon, force, less): (&Stats, i8, i8),
        pierce: bool,
        ranged: bool,
        dice: &mut Dice,
        ev: &mut Vec<SkirmishEvent>,
    ) -> Result<(), Need> {
        let mut automatic = false;
        if pierce {
            ev.push(SkirmishEvent::ArmourIgnored { who: label(on) });
        } else {
            let value = self.model(on).save_value(weapon, less);
            if value > 0 {
                let save = self.test(on, Check::Save, (Stat::Armour, value), dice, ev)?;
                if save.critical() && ranged {
                    self.model_mut(on).cover = true;
                    ev.push(SkirmishEvent::InCover { who: label(on) });
                } else if save.critical() {
                    self.model_mut(by).skip += 1;
                    ev.push(SkirmishEvent::LosesAttack { who: label(by) });
                }
                if save.success() {
                    return Ok(());
                }
                automatic = save.fumble();
            }
        }
        if weapon.stun && !ranged {
            let r = self.model(on).r;
            if !self.test(on, Check::Stun, (Stat::R, r), dice, ev)?.success() {
                self.model_mut(on).skip += 1;
                ev.push(SkirmishEvent::LosesAttack { who: label(on) });
            }
        }
        let r = self.model(on).r;
        let verdict =
            if automatic { Verdict::Success } else { self.compare(by, Check::Wound, (Stat::F, force, r), dice, ev)? };
        if verdict.fumble() {
            self.model_mut(by).clumsy = true;
            ev.push(SkirmishEvent::Clumsy { who: label(by) });
        }
        if verdict.success() {
            self.damage(on, by.0, damage(force, r, verdict), ev);
            if ranged {
                self.model_mut(on).shot_at = true;
            }
        }
        Ok(())
    }

    /// Why `who` may not assault now.
    fn may_assault(&self, who: Who) -> Result<(), Message> {
        let m = self.in_order(who)?;
        if m.deeds.assaulted {
            Err(refusal("sk-already-assaulted", who))
        } else if m.deeds.moved == Some(super::Pace::Run) {
            Err(refusal("sk-ran", who))
        } else {
            Ok(())
        }
    }

    /// The charged model and the cheapest path into contact with it.
    pub(super) fn plan_charge(&self, side: Side, model: u8, target: Target) -> Result<(Who, Vec<Square>), Message> {
        let who = self.own(side, model)?;
        self.may_assault(who)?;
        if self.engaged(who) {
            return Err(refusal("sk-engaged-charge", who));
        }
        let foe = self.resolve(target)?;
        if foe.0 == side {
            return Err(Message::new("sk-own-model").with("target", label(foe)));
        }
        let from = self.model(who).square.expect("alive");
        let at = self.model(foe).square.expect("alive");
        let contact = |sq: Square| self.in_contact(sq, at);
        // Settled as far as the cheapest square in contact, and every square as cheap.
        let mut cheapest = u32::MAX;
        let reach = Reach::search_until(&self.field, from, NO_LIMIT, self.blocked_for(who), |sq, cost| {
            if contact(sq) {
                cheapest = cheapest.min(cost);
            }
            cost > cheapest
        });
        self.field
            .neighbours(at)
            .filter(|&sq| contact(sq))
            .filter_map(|sq| reach.cost(sq).map(|c| (c, sq)))
            .min()
            .and_then(|(_, sq)| reach.path(sq))
            .map(|route| (foe, route))
            .ok_or_else(|| Message::new("sk-no-path-to").with("target", label(foe)))
    }

    /// Whether a charger may end on `sq`, in contact with the enemy at `at`.
    fn in_contact(&self, sq: Square, at: Square) -> bool {
        sq.touches(at) && self.field.passable(sq) && self.occupant(sq).is_none()
    }

    /// How far a charge goes, in tenths: half a simple move.
    pub(super) fn charge_reach(&self, who: Who) -> u32 {
        self.allowance(who, super::Pace::Simple, false) / 2
    }

    /// A charge: up to V/2 into contact, else it fails where it stands.
    pub(super) fn charge(
        &mut self,
        who: Who,
        foe: Who,
        route: &[Square],
        dice: &mut Dice,
        ev: &mut Vec<SkirmishEvent>,
    ) -> Result<(), Need> {
        self.model_mut(who).deeds.assaulted = true;
        let length = path::length(&self.field, route);
        let reach = self.charge_reach(who);
        let from = route[0];
        let at = self.model(foe).square.expect("alive");
        if length > reach {
            ev.push(SkirmishEvent::ChargeFailed { who: label(who), target: label(foe), tenths: length, reach });
            self.orders.push(Order::Charge { side: who.0, from, to: at, reached: false });
            return Ok(());
        }
        ev.push(SkirmishEvent::ChargeDeclared { who: label(who), target: label(foe), tenths: length, reach });
        self.walk(who, route, Stride { pace: super::Pace::Simple, climb: false, free: false, charge: true }, dice, ev)?;
        let Some(to) = self.model(who).square else {
            // Struck down on the way by a free attack: the charge ends with the charger.
            self.orders.push(Order::Charge { side: who.0, from, to: at, reached: false });
            return Ok(());
        };
        let reached = to.touches(at);
        self.orders.push(Order::Charge { side: who.0, from, to: at, reached });
        if reached {
            self.model_mut(who).deeds.charged = true;
            self.model_mut(who).deeds.fresh = true;
            self.model_mut(foe).deeds.fresh = true;
            ev.push(SkirmishEvent::Charged { who: label(who), target: label(foe), to });
        }
        Ok(())
    }

    pub(super) fn check_break(&self, side: Side, model: u8) -> Result<(), Message> {
        let who = self.own(side, model)?;
        self.may_assault(who)?;
        if !self.engaged(who) {
            return Err(refusal("sk-not-fighting", who));
        }
        Ok(())
    }

    /// Breaking off: V against the fastest enemy's V. A success flees V (1.5 V on a
    /// critical); a fumble gives that enemy a free attack.
    pub(super) fn break_off(&mut self, who: Who, dice: &mut Dice, ev: &mut Vec<SkirmishEvent>) -> Result<(), Need> {
        self.model_mut(who).deeds.assaulted = true;
        let foes = self.foes_touching(who);
        let Some(&fastest) = foes.iter().max_by_key(|&&f| (self.model(f).profile.v, std::cmp::Reverse(f.1))) else {
            return Ok(());
        };
        let v = self.model(who).profile.v;
        let verdict = self.compare(who, Check::Break, (Stat::V, v, self.model(fastest).profile.v), dice, ev)?;
        if verdict.success() {
            let stride = self.allowance(who, super::Pace::Simple, false);
            let tenths = if verdict.critical() { stride * 3 / 2 } else { stride };
            let to = self.flee(who, tenths, dice)?;
            ev.push(SkirmishEvent::BrokeOff { who: label(who), to });
        } else if verdict.fumble() {
            ev.push(SkirmishEvent::FreeAttack { by: label(fastest), on: label(who) });
            self.strike(fastest, who, Blow::Free, dice, ev)?;
        }
        Ok(())
    }

    /// Every engaged model fights: C/2 attacks each (at least 1), one at a time in order
    /// of V (ties rolled off), until all are spent; then morale for the side that took
    /// more wounds.
    pub(super) fn fight(&mut self, dice: &mut Dice, ev: &mut Vec<SkirmishEvent>) -> Result<(), Need> {
        let fighters: Vec<Who> = self.living().map(|(w, _)| w).filter(|&w| self.engaged(w)).collect();
        if fighters.is_empty() {
            return Ok(());
        }
        let order = self.attack_order(&fighters, dice, ev)?;
        let before: Vec<i8> = fighters.iter().map(|&w| self.model(w).r).collect();
        for &w in &fighters {
            let m = self.model_mut(w);
            m.attacks = m.attacks_per_fight();
            m.deeds.fought = true;
        }
        loop {
            let mut struck = false;
            for &w in &order {
                if !self.model(w).alive() || self.model(w).attacks == 0 {
                    continue;
                }
                let foes = self.foes_touching(w);
                if foes.is_empty() {
                    self.model_mut(w).attacks = 0;
                    continue;
                }
                struck = true;
                let m = self.model_mut(w);
                m.attacks -= 1;
                if m.skip > 0 {
                    m.skip -= 1;
                    continue;
                }
                let target = match foes.as_slice() {
                    [only] => *only,
                    _ => match dice.choose(Ask { who: w, question: Question::Target { foes: foes.clone() } })? {
                        Choice::Target(target) if foes.contains(&target) => target,
                        _ => foes[0],
                    },
                };
                self.strike(w, target, Blow::Fight, dice, ev)?;
            }
            if !struck {
                break;
            }
        }
        let mut wounds = [0i32; 2];
        let mut removed = [0i8; 2];
        for (&w, &r) in fighters.iter().zip(&before) {
            let m = self.model_mut(w);
            m.attacks = 0;
            m.deeds.fresh = false;
            wounds[w.0.index()] += i32::from(r - m.r);
            removed[w.0.index()] += i8::from(m.r == 0);
        }
        let loser = match wounds[0].cmp(&wounds[1]) {
            std::cmp::Ordering::Greater => Some(Side::Amber),
            std::cmp::Ordering::Less => Some(Side::Blue),
            std::cmp::Ordering::Equal => None,
        };
        let mut fled = Vec::new();
        for &w in fighters.iter().filter(|w| Some(w.0) == loser) {
            let m = self.model(w);
            if !m.alive() || !self.engaged(w) {
                continue;
            }
            let value = m.profile.m - removed[w.0.index()] - i8::from(m.r == 1);
            if !self.test(w, Check::Morale, (Stat::M, value), dice, ev)?.success() {
                fled.push(w);
                self.flee_fight(w, dice, ev)?;
            }
        }
        // Whoever has no enemy left in contact may move V/2, in order of side and number.
        for &w in &fighters {
            let m = self.model(w);
            let battle_goes_on = self.enemies(w.0).next().is_some();
            if m.alive() && m.rout.is_none() && !fled.contains(&w) && !self.engaged(w) && battle_goes_on {
                self.advance_after_fight(w, dice, ev)?;
            }
        }
        Ok(())
    }

    /// Highest initiative first; equal values roll a die each (higher first, then amber,
    /// then the lower number).
    fn attack_order(&self, fighters: &[Who], dice: &mut Dice, ev: &mut Vec<SkirmishEvent>) -> Result<Vec<Who>, Need> {
        let mut keyed = Vec::with_capacity(fighters.len());
        for &w in fighters {
            let value = self.initiative(w);
            let tied = fighters.iter().filter(|&&o| self.initiative(o) == value).count() > 1;
            let roll = if tied { dice.roll(super::dice::Die::D6)? } else { 0 };
            if tied {
                ev.push(SkirmishEvent::Initiative { who: label(w), value, roll });
            }
            keyed.push(((std::cmp::Reverse(value), std::cmp::Reverse(roll), w.0.index(), w.1), w));
        }
        keyed.sort_by_key(|(key, _)| *key);
        Ok(keyed.into_iter().map(|(_, w)| w).collect())
    }

    /// A model that failed morale flees V away; each enemy touching it tests V, and each
    /// that passes strikes it once for free and holds it. A catcher's critical is the
    /// fugitive's critical failure: the blow lands without a hit roll; a catcher's fumble
    /// is the fugitive's critical success: it flees 1.5 V.
    fn flee_fight(&mut self, who: Who, dice: &mut Dice, ev: &mut Vec<SkirmishEvent>) -> Result<(), Need> {
        let (mut caught, mut far) = (false, false);
        for foe in self.foes_touching(who) {
            let v = self.model(foe).profile.v;
            let verdict = self.test(foe, Check::Catch, (Stat::V, v), dice, ev)?;
            far |= verdict.fumble();
            if verdict.success() {
                caught = true;
                ev.push(SkirmishEvent::Caught { who: label(who), by: label(foe) });
                let blow = if verdict.critical() { Blow::Sure } else { Blow::Free };
                self.strike(foe, who, blow, dice, ev)?;
                if !self.model(who).alive() {
                    return Ok(());
                }
            }
        }
        if !caught {
            let stride = self.allowance(who, super::Pace::Simple, false);
            let to = self.flee(who, if far { stride * 3 / 2 } else { stride }, dice)?;
            ev.push(SkirmishEvent::Fled { who: label(who), to });
        }
        Ok(())
    }

    /// The assault phase's orders for `side`: breaks from fights, and a charge at every
    /// enemy a path leads to; only those within the charger's reach when `hopeful` (a
    /// charge beyond it is legal, and fails where it stands). One path search a charger.
    pub(super) fn assault_actions(&self, side: Side, hopeful: bool) -> Vec<SkirmishAction> {
        let mut actions = Vec::new();
        let foes: Vec<(Who, Square)> = self.enemies(side).filter_map(|(w, m)| Some((w, m.square?))).collect();
        for m in self.bands[side.index()].iter().filter(|m| m.alive()) {
            let who = (side, m.number);
            if self.check_break(side, m.number).is_ok() {
                actions.push(SkirmishAction::Break { model: m.number });
            }
            let Some(from) = m.square else { continue };
            if self.may_assault(who).is_err() || self.engaged(who) {
                continue;
            }
            let limit = if hopeful { self.charge_reach(who) } else { NO_LIMIT };
            let reach = Reach::search(&self.field, from, limit, self.blocked_for(who));
            // A square the search reaches is passable and free of other models, and it is
            // not the charger's own, which touches no enemy: reached is in contact.
            for &((s, n), at) in &foes {
                if self.field.neighbours(at).any(|sq| reach.cost(sq).is_some()) {
                    actions.push(SkirmishAction::Charge { model: m.number, target: Target::Label(s, n) });
                }
            }
        }
        actions
    }
}
