//! The skirmish game for the tree search. A battle is won by removing more enemy models
//! than one loses, so a position is scored in models: each standing model is worth one,
//! and a little more while its Resistance lasts. To that the estimate adds the harm each
//! side can do before the other answers: the fights under way (both sides strike in the
//! next assault phase), and the threats, enemies within a model's charge or shot, counted
//! in full for the side whose turn it is and in part for the side that plays next. A
//! model that closes in is then worth something only where it strikes first or harder:
//! the tempo the game turns on.

use engine::Seat;
use engine::skirmish::{Model, Pace, Phase, Side, Skirmish, SkirmishAction};

use crate::Estimate;
use crate::mcts::{awaited, shares};
use crate::plan::Plan;

/// What a model's full Resistance adds to its standing, in models.
const HEALTH: f64 = 0.5;
/// The share of its threats the side not playing now is credited with: it strikes next,
/// after the side playing has had its say.
const NEXT: f64 = 0.6;
/// The share of the fights under way each side is credited with (they are resolved in
/// the next assault phase, whoever's it is).
const FIGHTS: f64 = 1.0;
/// Inches within which a model counts as closing on the enemy, fading with distance,
/// and what closing in with every model is worth: a small pull, so that a battle with no
/// threat in sight still moves.
const REACH: f64 = 24.0;
const PRESSURE: f64 = 0.05;
/// The spread of the shares: a lead of this many models is worth e to 1.
const SCALE: f64 = 0.6;

impl Estimate for Skirmish {
    const ROLLOUT_PLIES: usize = 0;
    const ITERATIONS: [u32; 5] = [20, 120, 1_200, 4_000, 10_000];
    const WIDEN: bool = true;
    const EXPLORATION: f64 = 0.15;
    const PLANS: [Option<Plan>; 5] = [
        None,
        None,
        None,
        Some(Plan { orders: 4, playouts: 48, menu: 12, sample: 200, turns: 3, tree: 1_200 }),
        Some(Plan { orders: 4, playouts: 80, menu: 12, sample: 200, turns: 3, tree: 1_200 }),
    ];

    /// Without the charges that cannot reach: one fails where it stands, and scores the
    /// same as `next`.
    fn candidates(&self, seat: Seat) -> Vec<SkirmishAction> {
        self.hopeful_actions(seat)
    }

    /// The side whose turn it is, though a decision within it (a parry, a flight) may be
    /// the other side's.
    fn turn_of(&self) -> Option<Seat> {
        match self.battle() {
            Some((side, _)) => Some(side.seat()),
            None => awaited(self),
        }
    }

    fn estimate(&self) -> Vec<f64> {
        let playing = self.battle();
        let living = |side: Side| -> Vec<&Model> { self.models(side).iter().filter(|m| m.alive()).collect() };
        let bands = [living(Side::Amber), living(Side::Blue)];
        let score = |side: Side| {
            let enemies = &bands[side.other().index()];
            let tempo = match playing {
                Some((now, phase)) if now == side => Tempo::Now(phase),
                _ => Tempo::Next,
            };
            let weight = if matches!(tempo, Tempo::Now(_)) { 1.0 } else { NEXT };
            self.standing(side)
                + weight * self.threats(side, enemies, tempo)
                + FIGHTS * self.fights(side, enemies)
                + self.pressure(side, enemies)
        };
        // Seat 0 commands Amber.
        shares(&[score(Side::Amber), score(Side::Blue)], SCALE)
    }
}

/// When a side's threats will be carried out: in the phase under way of its own turn, or
/// in its whole next turn.
#[derive(Clone, Copy)]
enum Tempo {
    Now(Phase),
    Next,
}

/// The estimate's terms, each in models; `enemies` are the other side's living models.
trait Battle {
    fn standing(&self, side: Side) -> f64;
    fn threats(&self, side: Side, enemies: &[&Model], tempo: Tempo) -> f64;
    fn fights(&self, side: Side, enemies: &[&Model]) -> f64;
    fn pressure(&self, side: Side, enemies: &[&Model]) -> f64;
}

impl Battle for Skirmish {
    /// One for each model standing, and up to [`HEALTH`] more for its Resistance left.
    /// Before the battle, when no model stands yet, a warband is also worth the kill each
    /// of its models is expected to make in a fight, on average over the enemy's models:
    /// which warband, and which troops added, hit hardest.
    fn standing(&self, side: Side) -> f64 {
        let worth = |m: &Model| 1.0 + HEALTH * f64::from(m.r) / f64::from(m.profile.r.max(1));
        if self.battle().is_some() {
            return self.models(side).iter().filter(|m| m.alive()).map(worth).sum();
        }
        let enemies = self.models(side.other());
        let hitting = |m: &Model| enemies.iter().map(|e| fight_kill(m, e)).sum::<f64>() / enemies.len().max(1) as f64;
        self.models(side).iter().map(|m| worth(m) + hitting(m)).sum()
    }

    /// For each free model of `side` (not engaged, not routed), the larger of the kills
    /// its charge or its shots are expected to make on the best enemy within reach (a
    /// kill's fraction: the Resistance expected to be taken over what the enemy has
    /// left). The charge reaches V/2 beyond contact, V more before the model moves; a
    /// runner neither charges nor shoots, and each does what its deeds this turn allow.
    fn threats(&self, side: Side, enemies: &[&Model], tempo: Tempo) -> f64 {
        let field = self.field();
        let free = |m: &&Model| m.alive() && m.rout.is_none() && !touching(m, enemies);
        let mut total = 0.0;
        for m in self.models(side).iter().filter(free) {
            let Some(at) = m.square else { continue };
            let (charge, shoot) = options(m, tempo);
            let v = f64::from(m.profile.v);
            let reach = 1.0 + v / 2.0 + if charge == Charge::AfterAMove { v } else { 0.0 };
            let weapon = m.ready_weapon().filter(|_| shoot);
            let best = enemies
                .iter()
                .filter_map(|e| {
                    let to = e.square?;
                    let distance = f64::from(field.distance(at, to));
                    let melee = (charge != Charge::No && distance <= reach).then(|| fight_kill(m, e));
                    let shot = weapon
                        .filter(|&w| distance <= f64::from(m.range(w)) && field.sight(at, to))
                        .map(|w| kill(m.expected_shot(w, e), e));
                    Some(melee.into_iter().chain(shot).fold(0.0, f64::max))
                })
                .fold(0.0, f64::max);
            total += best;
        }
        total
    }

    /// For each model of `side` in a fight, the kill its attacks are expected to make on
    /// the enemy it touches that it is likeliest to kill.
    fn fights(&self, side: Side, enemies: &[&Model]) -> f64 {
        self.models(side)
            .iter()
            .filter(|m| m.alive())
            .filter_map(|m| {
                let at = m.square?;
                enemies
                    .iter()
                    .filter(|e| e.square.is_some_and(|s| s.touches(at)))
                    .map(|e| fight_kill(m, e))
                    .reduce(f64::max)
            })
            .sum()
    }

    /// How close `side`'s models stand to their nearest enemies, fading out at [`REACH`].
    fn pressure(&self, side: Side, enemies: &[&Model]) -> f64 {
        let field = self.field();
        let enemies: Vec<_> = enemies.iter().filter_map(|m| m.square).collect();
        let closeness: f64 = self
            .models(side)
            .iter()
            .filter(|m| m.alive())
            .filter_map(|m| {
                let at = m.square?;
                let nearest = enemies.iter().map(|&e| f64::from(field.distance(at, e))).fold(f64::INFINITY, f64::min);
                Some((1.0 - nearest / REACH).max(0.0))
            })
            .sum();
        PRESSURE * closeness
    }
}

/// Whether `m` touches any of `enemies`.
fn touching(m: &Model, enemies: &[&Model]) -> bool {
    m.square.is_some_and(|at| enemies.iter().any(|e| e.square.is_some_and(|s| s.touches(at))))
}

/// How far a model's charge may start from.
#[derive(Clone, Copy, PartialEq)]
enum Charge {
    No,
    /// From where it stands.
    FromHere,
    /// After a move of V.
    AfterAMove,
}

/// What `m` may still do in `tempo`: its charge, and whether it may shoot.
fn options(m: &Model, tempo: Tempo) -> (Charge, bool) {
    let deeds = &m.deeds;
    let ran = deeds.moved == Some(Pace::Run);
    match tempo {
        Tempo::Next => (Charge::AfterAMove, true),
        Tempo::Now(Phase::Movement) if deeds.moved.is_none() && !deeds.rallied => (Charge::AfterAMove, true),
        Tempo::Now(Phase::Movement | Phase::Assault) => {
            let charge = if ran || deeds.assaulted { Charge::No } else { Charge::FromHere };
            (charge, !(ran || deeds.shot))
        }
        Tempo::Now(Phase::Shooting) => {
            let marched_and_assaulted = deeds.moved == Some(Pace::March) && deeds.assaulted;
            (Charge::No, !(ran || deeds.shot || marched_and_assaulted))
        }
    }
}

/// The kill `m`'s attacks in one round of a fight are expected to make on `enemy`.
fn fight_kill(m: &Model, enemy: &Model) -> f64 {
    kill(f64::from(m.attacks_per_fight()) * m.expected_blow(enemy), enemy)
}

/// The fraction of a kill that `harm` expected Resistance makes on `enemy`.
fn kill(harm: f64, enemy: &Model) -> f64 {
    (harm / f64::from(enemy.r.max(1))).min(1.0)
}

#[cfg(test)]
mod tests {
    use engine::skirmish::{Edit, Role, SkirmishAction};
    use engine::{AnyMatch, Game, GameKind, Match, Seat, Seed, Turn};

    use super::*;

    /// Mercenaries against mercenaries on an open 16×16 field, at set-up.
    fn mirror() -> Match<Skirmish> {
        let options = ["size=16", "map=open", "amber=mercenaries", "blue=mercenaries"];
        match AnyMatch::new(GameKind::Skirmish, &options, 2, Seed::from_bytes([3; 32])).unwrap() {
            AnyMatch::Skirmish(m) => m,
            _ => unreachable!("a skirmish"),
        }
    }

    #[test]
    fn before_the_battle_a_warband_is_worth_its_models_and_how_hard_they_hit() {
        let mut m = mirror();
        assert_eq!(m.state().estimate(), vec![0.5, 0.5]);
        let before = m.state().estimate()[0];
        m.play(Seat(0), &SkirmishAction::Warband(Edit::Add { role: Role::Recruit })).unwrap();
        let recruit = m.state().estimate()[0];
        assert!(recruit > before, "a recruit more: {recruit} against {before}");
        let mut captain = mirror();
        captain.play(Seat(0), &SkirmishAction::Warband(Edit::Add { role: Role::Captain })).unwrap();
        assert!(captain.state().estimate()[0] > recruit, "a captain hits harder than a recruit");
    }

    #[test]
    fn a_turn_stays_the_sides_own_while_the_other_side_decides_within_it() {
        // Random battles, until the side not playing is asked a decision (a parry, the
        // enemy its attack strikes, where to flee).
        let mut decisions = 0;
        for game in 0..20u8 {
            let options = ["size=16", "map=open", "amber=mercenaries", "blue=mercenaries"];
            let seed = Seed::from_bytes([game; 32]);
            let AnyMatch::Skirmish(mut m) = AnyMatch::new(GameKind::Skirmish, &options, 2, seed).unwrap() else {
                unreachable!("a skirmish")
            };
            for ply in 0..600u64 {
                let Turn::Player(seat) = m.state().turn() else { break };
                let state = m.state();
                if let Some((side, _)) = state.battle() {
                    let playing = side.seat();
                    assert_eq!(state.turn_of(), Some(playing), "game {game}, ply {ply}");
                    decisions += usize::from(seat != playing);
                }
                let mut actions = state.legal_actions(seat);
                let action = actions.swap_remove((ply * 7919 + u64::from(game)) as usize % actions.len());
                m.play(seat, &action).unwrap();
            }
        }
        assert!(decisions > 0, "some decision was the other side's");
    }

    #[test]
    fn marching_into_the_enemys_reach_but_short_of_ones_own_charge_costs_the_side_that_moved() {
        let mut m = mirror();
        m.play(Seat(0), &SkirmishAction::DeployAuto).unwrap();
        m.play(Seat(1), &SkirmishAction::DeployAuto).unwrap();
        let Turn::Player(seat) = m.state().turn() else { panic!("the roll-off gives the first turn") };
        let state = m.state();
        let side = Side::of_seat(seat);
        let enemies: Vec<&Model> = state.models(side.other()).iter().collect();
        let nearest = |to| {
            enemies
                .iter()
                .filter_map(|e| e.square)
                .map(|e| f64::from(state.field().distance(to, e)))
                .fold(f64::INFINITY, f64::min)
        };
        // Every model here has V 4: its charge reaches 3 inches after a march, and the
        // enemy's move and charge next turn reach 7.
        assert!(state.models(side).iter().chain(enemies.iter().copied()).all(|m| m.profile.v == 4));
        let exposed = state.legal_actions(seat).into_iter().find(
            |a| matches!(a, SkirmishAction::Move { to, pace: Pace::March, .. } if (4.0..=6.5).contains(&nearest(*to))),
        );
        let exposed = exposed.expect("a march to 4 to 6.5 inches from the nearest enemy");
        let before = state.estimate()[seat.index()];
        assert!((before - 0.5).abs() < 0.05, "the mirror starts near even: {before}");
        m.play(seat, &exposed).unwrap();
        let after = m.state().estimate()[seat.index()];
        assert!(
            after < before,
            "{} moved its side's share from {before} to {after}",
            Skirmish::format_action(&exposed)
        );
    }
}
