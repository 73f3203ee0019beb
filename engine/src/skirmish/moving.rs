//! The movement phase: simple moves, marches and runs along the shortest legal path (or
//! through a `via` square), jumps, climbs and drops between levels, the free attacks of
//! enemies passed within an inch and the free shots at runners, and routed models running
//! away or rallying.

use super::dice::{Ask, Choice, Dice, Need, Question};
use super::events::{Check, Stat};
use super::notation::{Side, SkirmishAction};
use super::path::{self, Reach};
use super::roster::{Pace, Rout};
use super::shooting::Fire;
use super::view::Order;
use super::weapons::Reach as WeaponReach;
use super::{Skirmish, SkirmishEvent, Square, Who, label, refusal};
use crate::message::Message;

/// How a model walks a path: its pace, climbing (half pace, half height), and whether
/// enemies passed get their free attacks and shots (not for a charge).
#[derive(Clone, Copy, Debug)]
pub(super) struct Stride {
    pub pace: Pace,
    pub climb: bool,
    pub free: bool,
    /// A charge's walk: announced as the charge, not as a move.
    pub charge: bool,
}

/// Any search limit beyond every field's longest path.
pub(super) const NO_LIMIT: u32 = 1_000_000;

impl Skirmish {
    /// Squares other models stand on, for `who`'s paths.
    pub(super) fn blocked_for(&self, who: Who) -> impl Fn(Square) -> bool + '_ {
        let mut taken = [false; path::SQUARES];
        for sq in self.living().filter(|(w, _)| *w != who).filter_map(|(_, m)| m.square) {
            taken[sq.index()] = true;
        }
        move |sq| taken[sq.index()]
    }

    /// A model's allowance in tenths for a pace.
    pub(super) fn allowance(&self, who: Who, pace: Pace, climb: bool) -> u32 {
        let v = self.model(who).profile.v.max(0) as u32 * 10 * pace.multiple();
        if climb { v / 2 } else { v }
    }

    /// Why `who` may not move now.
    fn may_move(&self, who: Who) -> Result<(), Message> {
        let m = self.in_order(who)?;
        if m.deeds.rallied {
            Err(refusal("sk-rallied-still", who))
        } else if m.deeds.moved.is_some() {
            Err(refusal("sk-already-moved", who))
        } else if self.engaged(who) {
            Err(refusal("sk-engaged-no-move", who))
        } else {
            Ok(())
        }
    }

    /// The path of a move, or why it cannot be made.
    pub(super) fn plan_walk(
        &self,
        side: Side,
        model: u8,
        to: Square,
        pace: Pace,
        via: Option<Square>,
        climb: bool,
    ) -> Result<Vec<Square>, Message> {
        let who = self.own(side, model)?;
        self.may_move(who)?;
        let from = self.model(who).square.expect("alive");
        for sq in via.into_iter().chain([to]) {
            if !self.field.contains(sq) {
                return Err(Message::new("sk-off-field").with("square", sq));
            }
            if !self.field.passable(sq) {
                return Err(Message::new("sk-impassable").with("square", sq));
            }
            if self.occupant(sq).is_some_and(|w| w != who) {
                return Err(Message::new("sk-square-taken").with("square", sq));
            }
        }
        if to == from {
            return Err(refusal("sk-already-there", who));
        }
        let blocked = self.blocked_for(who);
        let mut route = vec![from];
        for leg in via.into_iter().chain([to]) {
            let start = *route.last().expect("starts somewhere");
            let part = path::route(&self.field, start, leg, &blocked)
                .ok_or_else(|| Message::new("sk-no-path").with("square", leg))?;
            route.extend(&part[1..]);
        }
        let length = path::length(&self.field, &route);
        let allowance = self.allowance(who, pace, climb);
        if length > allowance {
            return Err(Message::new("sk-too-far")
                .with("model", label(who))
                .with("square", to)
                .with("inches", path::inches(length))
                .with("allowance", path::inches(allowance))
                .term("pace", format!("sk-pace-{}", pace.word())));
        }
        Ok(route)
    }

    /// Every move to every reachable square, each at the slowest pace that reaches it.
    pub(super) fn move_actions(&self, side: Side) -> Vec<SkirmishAction> {
        self.movable(side).flat_map(|who| self.model_moves(who, None)).collect()
    }

    /// The models of `side` that may move now.
    fn movable(&self, side: Side) -> impl Iterator<Item = Who> + '_ {
        self.bands[side.index()].iter().map(move |m| (side, m.number)).filter(|&who| self.may_move(who).is_ok())
    }

    /// A move of `who` to every square it reaches, each at the slowest pace that gets
    /// there (`only` at that pace, when given).
    fn model_moves(&self, who: Who, only: Option<Pace>) -> Vec<SkirmishAction> {
        let from = self.model(who).square.expect("alive");
        let limit = self.allowance(who, only.unwrap_or(Pace::Run), false);
        let reach = Reach::search(&self.field, from, limit, self.blocked_for(who));
        let paced = reach.squares().filter(|&(sq, _)| sq != from).map(|(to, cost)| (to, self.slowest(who, cost)));
        paced
            .filter(|(_, pace)| only.is_none_or(|only| only == *pace))
            .map(|(to, pace)| self.move_at(who, to, pace))
            .collect()
    }

    /// The slowest pace whose allowance covers `cost`.
    fn slowest(&self, who: Who, cost: u32) -> Pace {
        Pace::ALL.into_iter().find(|&p| cost <= self.allowance(who, p, false)).expect("within the run's allowance")
    }

    fn move_at(&self, (_, model): Who, to: Square, pace: Pace) -> SkirmishAction {
        SkirmishAction::Move { model, to, pace, via: None, climb: false }
    }

    /// For each pace (simple, march, run), one square `who` reaches at that pace and no
    /// slower, if any: a straight line proves most; else a search, which stops at the
    /// first square a run needs.
    fn pace_samples(&self, who: Who) -> [Option<Square>; 3] {
        let from = self.model(who).square.expect("alive");
        let [simple, march, run] = Pace::ALL.map(|p| self.allowance(who, p, false));
        let blocked = self.blocked_for(who);
        let found = [(0, simple), (simple, march), (march, run)]
            .map(|band| path::straight_within(&self.field, from, band, &blocked));
        if found.iter().all(Option::is_some) {
            return found;
        }
        let mut found = [None; 3];
        Reach::search_until(&self.field, from, run, blocked, |sq, cost| {
            if sq != from {
                found[self.slowest(who, cost) as usize].get_or_insert(sq);
            }
            found[Pace::Run as usize].is_some()
        });
        found
    }

    /// The moves a picker's step needs after the taps `prefix` in the movement phase (see
    /// [`crate::Game::actions_after`]): after a pace and a model, that model's moves at
    /// that pace; after a pace, one move of each model that can go at it; at first, one
    /// move at each pace, searching the fewest models that show them all. `next` too.
    pub(super) fn moves_after(&self, side: Side, prefix: &[&str]) -> Vec<SkirmishAction> {
        let mut actions = vec![SkirmishAction::Next];
        let model_key = |(_, n): Who| format!(":#{n}");
        let pace_of = |word: &str| Pace::ALL.into_iter().find(|p| p.word() == word);
        match prefix {
            [] => {
                let mut firsts: [Option<SkirmishAction>; 3] = [None, None, None];
                for who in self.movable(side) {
                    for (pace, sample) in Pace::ALL.into_iter().zip(self.pace_samples(who)) {
                        if let Some(to) = sample {
                            firsts[pace as usize].get_or_insert(self.move_at(who, to, pace));
                        }
                    }
                    if firsts.iter().all(Option::is_some) {
                        break;
                    }
                }
                actions.extend(firsts.into_iter().flatten());
            }
            [word] => {
                let Some(pace) = pace_of(word) else { return actions };
                for who in self.movable(side) {
                    if let Some(to) = self.pace_samples(who)[pace as usize] {
                        actions.push(self.move_at(who, to, pace));
                    }
                }
            }
            [word, model, ..] => {
                let who = self.movable(side).find(|&who| model_key(who) == *model);
                let (Some(pace), Some(who)) = (pace_of(word), who) else { return actions };
                actions.extend(self.model_moves(who, Some(pace)));
            }
        }
        actions
    }

    /// Walks `who` along `path` step by step: tests at every change of level (a failure
    /// ends the move, with a fall), and when `free` the free attacks of enemies touched
    /// and, for a run, the free shots of enemies whose half range it enters.
    pub(super) fn walk(
        &mut self,
        who: Who,
        path: &[Square],
        Stride { pace, climb, free, charge }: Stride,
        dice: &mut Dice,
        ev: &mut Vec<SkirmishEvent>,
    ) -> Result<(), Need> {
        let (mut struck, mut shot): (Vec<Who>, Vec<Who>) = (Vec::new(), Vec::new());
        let mut walked = vec![path[0]];
        for &next in &path[1..] {
            let at = *walked.last().expect("starts somewhere");
            let (low, high) = (self.field.height(at), self.field.height(next));
            let m = self.model(who);
            if high > low {
                let rise = (high - low) as i8;
                let (check, against) = if climb { (Check::Climb, (rise + 1) / 2) } else { (Check::Jump, rise) };
                if !self.compare(who, check, (Stat::F, m.profile.f, against), dice, ev)?.success() {
                    ev.push(SkirmishEvent::Stopped { who: label(who), at });
                    self.fall(who, rise, dice, ev)?;
                    break;
                }
            } else if high < low {
                let drop = (low - high) as i8;
                if !self.compare(who, Check::Drop, (Stat::V, m.profile.v, drop), dice, ev)?.success() {
                    self.model_mut(who).square = Some(next);
                    walked.push(next);
                    ev.push(SkirmishEvent::Stopped { who: label(who), at: next });
                    self.fall(who, drop, dice, ev)?;
                    break;
                }
            }
            self.model_mut(who).square = Some(next);
            walked.push(next);
            if free {
                self.free_attacks(who, &mut struck, dice, ev)?;
                if pace == Pace::Run && self.model(who).alive() {
                    self.free_shots(who, &mut shot, dice, ev)?;
                }
                if !self.model(who).alive() {
                    return Ok(());
                }
            }
        }
        if self.model(who).alive() && !charge {
            let to = *walked.last().expect("starts somewhere");
            ev.push(SkirmishEvent::Moved { who: label(who), pace, to, tenths: path::length(&self.field, &walked) });
        }
        Ok(())
    }

    /// Enemies newly touching a moving model strike it once each.
    fn free_attacks(
        &mut self,
        who: Who,
        struck: &mut Vec<Who>,
        dice: &mut Dice,
        ev: &mut Vec<SkirmishEvent>,
    ) -> Result<(), Need> {
        for foe in self.foes_touching(who) {
            if struck.contains(&foe) || self.model(foe).rout.is_some() || !self.model(who).alive() {
                continue;
            }
            struck.push(foe);
            ev.push(SkirmishEvent::FreeAttack { by: label(foe), on: label(who) });
            self.strike(foe, who, super::combat::Blow::Free, dice, ev)?;
        }
        Ok(())
    }

    /// Enemies with a ready ranged weapon whose half range a runner enters shoot once.
    fn free_shots(
        &mut self,
        who: Who,
        shot: &mut Vec<Who>,
        dice: &mut Dice,
        ev: &mut Vec<SkirmishEvent>,
    ) -> Result<(), Need> {
        let at = self.model(who).square.expect("alive");
        let shooters: Vec<Who> = self.enemies(who.0).map(|(w, _)| w).collect();
        for foe in shooters {
            let m = self.model(foe);
            let Some(weapon) = m.ready_weapon() else { continue };
            let from = m.square.expect("alive");
            let half = f32::from(m.range(weapon)) / 2.0;
            if shot.contains(&foe)
                || m.rout.is_some()
                || matches!(weapon.stats().reach, Some(WeaponReach::Cone(_)))
                || self.engaged(foe)
                || self.field.distance(from, at) > half
                || !self.field.sight(from, at)
            {
                continue;
            }
            shot.push(foe);
            ev.push(SkirmishEvent::FreeShot { by: label(foe), on: label(who) });
            self.fire(foe, who, Fire { weapon, long: false }, dice, ev)?;
            self.after_firing(foe, weapon, ev);
            if !self.model(who).alive() {
                break;
            }
        }
        Ok(())
    }

    /// A failed jump or drop: a wound of strength equal to the height may follow.
    fn fall(&mut self, who: Who, height: i8, dice: &mut Dice, ev: &mut Vec<SkirmishEvent>) -> Result<(), Need> {
        let r = self.model(who).r;
        let verdict = self.compare(who, Check::Fall, (Stat::F, height, r), dice, ev)?;
        if verdict.success() {
            let damage = super::combat::damage(height, r, verdict);
            self.damage(who, who.0, damage, ev);
        }
        Ok(())
    }

    /// Where `who` may flee within `limit` tenths: every reachable square touching no
    /// enemy (ignoring levels and blows), and the default, the one farthest from every
    /// enemy (ties: the nearer square, then the lower one); the reach gives the paths.
    fn flight_squares(&self, who: Who, limit: u32) -> (Reach, Vec<Square>, Square) {
        let from = self.model(who).square.expect("alive");
        let foes: Vec<Square> = self.enemies(who.0).filter_map(|(_, m)| m.square).collect();
        let distance = |sq: Square| foes.iter().map(|&f| sq.flat_distance(f)).fold(f32::MAX, f32::min);
        let reach = Reach::search(&self.field, from, limit, self.blocked_for(who));
        let squares: Vec<Square> =
            reach.squares().map(|(sq, _)| sq).filter(|&sq| !foes.iter().any(|f| f.touches(sq))).collect();
        let default = reach
            .squares()
            .max_by(|(a, ca), (b, cb)| distance(*a).total_cmp(&distance(*b)).then(cb.cmp(ca)).then(b.cmp(a)))
            .map_or(from, |(sq, _)| sq);
        (reach, squares, default)
    }

    /// The path of a flight within `limit` tenths to the square its owner chooses (by
    /// default the farthest from the enemy).
    fn flight_path(&self, who: Who, limit: u32, dice: &mut Dice) -> Result<Vec<Square>, Need> {
        let from = self.model(who).square.expect("alive");
        let (reach, mut squares, default) = self.flight_squares(who, limit);
        if !squares.contains(&default) {
            squares.push(default);
        }
        let to = match squares.as_slice() {
            [only] => *only,
            _ => match dice.choose(Ask { who, question: Question::Flight { squares, default } })? {
                Choice::Square(Some(sq)) => sq,
                _ => default,
            },
        };
        Ok(reach.path(to).unwrap_or_else(|| vec![from]))
    }

    /// Flees `tenths` away from the enemy at once (morale, breaking off), to the square
    /// the owner chooses.
    pub(super) fn flee(&mut self, who: Who, tenths: u32, dice: &mut Dice) -> Result<Square, Need> {
        let route = self.flight_path(who, tenths, dice)?;
        let to = *route.last().expect("starts somewhere");
        self.orders.push(Order::Path { side: who.0, squares: route });
        self.model_mut(who).square = Some(to);
        Ok(to)
    }

    /// After a won fight a model may move up to V/2 in any direction, or stay.
    pub(super) fn advance_after_fight(
        &mut self,
        who: Who,
        dice: &mut Dice,
        ev: &mut Vec<SkirmishEvent>,
    ) -> Result<(), Need> {
        let from = self.model(who).square.expect("alive");
        let reach =
            Reach::search(&self.field, from, self.allowance(who, Pace::Simple, false) / 2, self.blocked_for(who));
        let squares: Vec<Square> = reach.squares().map(|(sq, _)| sq).filter(|&sq| sq != from).collect();
        if squares.is_empty() {
            return Ok(());
        }
        let Choice::Square(Some(to)) = dice.choose(Ask { who, question: Question::Advance { squares } })? else {
            return Ok(());
        };
        let route = reach.path(to).unwrap_or_else(|| vec![from]);
        self.orders.push(Order::Path { side: who.0, squares: route.clone() });
        ev.push(SkirmishEvent::Advances { who: label(who), to });
        self.walk(who, &route, Stride { pace: Pace::Simple, climb: false, free: true, charge: false }, dice, ev)
    }

    /// At the start of a side's movement phase its routed models run from the enemy, or,
    /// having run once, test M to rally (then they act again from the assault phase).
    pub(super) fn rally_or_run(
        &mut self,
        side: Side,
        dice: &mut Dice,
        ev: &mut Vec<SkirmishEvent>,
    ) -> Result<(), Need> {
        for n in 1..=self.bands[side.index()].len() as u8 {
            let who = (side, n);
            let m = self.model(who);
            if !m.alive() {
                continue;
            }
            match m.rout {
                None => continue,
                Some(Rout::Running) => {
                    if self.test(who, Check::Rally, (Stat::M, m.profile.m), dice, ev)?.success() {
                        let m = self.model_mut(who);
                        m.rout = None;
                        m.deeds.rallied = true;
                        ev.push(SkirmishEvent::Rallied { who: label(who) });
                        continue;
                    }
                }
                Some(Rout::MustRun) => {}
            }
            ev.push(SkirmishEvent::RunsAway { who: label(who) });
            let route = self.flight_path(who, self.allowance(who, Pace::Run, false), dice)?;
            self.orders.push(Order::Path { side, squares: route.clone() });
            let m = self.model_mut(who);
            m.rout = Some(Rout::Running);
            m.deeds.moved = Some(Pace::Run);
            self.walk(who, &route, Stride { pace: Pace::Run, climb: false, free: true, charge: false }, dice, ev)?;
        }
        Ok(())
    }
}
