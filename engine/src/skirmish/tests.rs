//! One named test per rule, with the dice given explicitly (2d6 as their sum).

use super::dice::{self, Verdict};
use super::*;

fn battle(size: u8, amber: &[(Role, &str)], blue: &[(Role, &str)]) -> Skirmish {
    let options = SkirmishOptions { size, map: MapChoice::Open, ..Default::default() };
    let mut s = Skirmish::new(&options, 2).unwrap();
    for (side, list) in [(Side::Amber, amber), (Side::Blue, blue)] {
        s.bands[side.index()] = list
            .iter()
            .enumerate()
            .map(|(i, (role, sq))| Model { square: Some(Square::parse(sq).unwrap()), ..Model::new(i as u8 + 1, *role) })
            .collect();
    }
    s.stage = Stage::Battle { side: Side::Amber, phase: Phase::Movement };
    s.round = 1;
    s
}

fn phase(s: &mut Skirmish, side: Side, phase: Phase) {
    s.stage = Stage::Battle { side, phase };
}

/// Plays `text` for `side`, feeding exactly these dice to the chance nodes that follow;
/// decisions asked on the way get their defaults.
fn play(s: &mut Skirmish, side: Side, text: &str, dice: &[u16]) -> Vec<SkirmishEvent> {
    play_answering(s, side, text, dice, &[])
}

/// As [`play`], answering the decisions asked on the way with `answers` in order, then
/// with their defaults.
fn play_answering(s: &mut Skirmish, side: Side, text: &str, dice: &[u16], answers: &[&str]) -> Vec<SkirmishEvent> {
    let action = s.parse_action(text).unwrap();
    let seat = side.seat();
    s.check(seat, &action).unwrap_or_else(|e| panic!("{text}: {e}"));
    let mut events = s.apply_unchecked(seat, &action);
    let (mut dice, mut answers) = (dice.iter(), answers.iter());
    loop {
        match s.turn() {
            Turn::Chance => {
                let die = *dice.next().unwrap_or_else(|| panic!("{text}: needs more dice; so far {events:#?}"));
                assert!(s.chance_outcomes().iter().any(|(face, _)| *face == die), "{die} is not a face of this die");
                events.extend(s.apply_chance(&die));
            }
            Turn::Player(seat) if s.asked(seat).is_some() => {
                let answer = match answers.next() {
                    Some(text) => s.parse_action(text).unwrap(),
                    None => s.timeout_action(seat).expect("every decision has a default"),
                };
                s.check(seat, &answer).unwrap_or_else(|e| panic!("{answer:?}: {e}"));
                events.extend(s.apply_unchecked(seat, &answer));
            }
            _ => break,
        }
    }
    assert!(dice.next().is_none(), "{text}: dice left over: {events:#?}");
    assert!(answers.next().is_none(), "{text}: answers left over: {events:#?}");
    events
}

/// A copy of `s` after `text` and these dice, stopped at the decision they lead to.
fn until_asked(s: &Skirmish, side: Side, text: &str, dice: &[u16]) -> Skirmish {
    let mut s = s.clone();
    let action = s.parse_action(text).unwrap();
    s.apply_unchecked(side.seat(), &action);
    for die in dice {
        s.apply_chance(die);
    }
    assert!(matches!(s.turn(), Turn::Player(_)), "{text}: a decision is asked");
    s
}

fn refusal(s: &Skirmish, side: Side, text: &str) -> &'static str {
    let action = s.parse_action(text).unwrap();
    s.check(side.seat(), &action).expect_err(text).key
}

fn rolls(events: &[SkirmishEvent]) -> Vec<(String, Check)> {
    events
        .iter()
        .filter_map(|e| match e {
            SkirmishEvent::Roll { who, check, .. } => Some((who.clone(), *check)),
            _ => None,
        })
        .collect()
}

fn at(s: &Skirmish, side: Side, n: u8) -> Option<String> {
    s.model((side, n)).square.map(|sq| sq.to_string())
}

fn sq(text: &str) -> Square {
    Square::parse(text).unwrap()
}

const A: Side = Side::Amber;
const B: Side = Side::Blue;

#[test]
fn comparison_targets_are_seven_plus_x_minus_y_clamped() {
    assert_eq!(dice::target(4, 4), 7);
    assert_eq!(dice::target(5, 3), 9);
    assert_eq!(dice::target(1, 7), 2);
    assert_eq!(dice::target(7, 1), 12);
}

#[test]
fn comparison_cells_follow_the_two_notes() {
    assert_eq!(dice::compare(7, 2), Verdict::Critical);
    assert_eq!(dice::compare(7, 7), Verdict::Success);
    assert_eq!(dice::compare(7, 8), Verdict::Failure);
    assert_eq!(dice::compare(7, 12), Verdict::Fumble);
    // A 12 still fails where the target is 12, but is no fumble.
    assert_eq!(dice::compare(12, 12), Verdict::Failure);
    assert_eq!(dice::compare(12, 11), Verdict::Success);
    // A 2 is a plain success where the target is 2.
    assert_eq!(dice::compare(2, 2), Verdict::Success);
    assert_eq!(dice::compare(2, 3), Verdict::Failure);
}

#[test]
fn success_chances_enumerate_two_dice() {
    assert_eq!(dice::success_in_36(2), 1);
    assert_eq!(dice::success_in_36(7), 21);
    assert_eq!(dice::success_in_36(11), 35);
    assert_eq!(dice::success_in_36(12), 35);
}

#[test]
fn characteristic_tests_roll_under_with_one_and_six_special() {
    assert_eq!(dice::test(4, 1), Verdict::Critical);
    assert_eq!(dice::test(4, 4), Verdict::Success);
    assert_eq!(dice::test(4, 5), Verdict::Failure);
    assert_eq!(dice::test(7, 6), Verdict::Fumble);
    assert_eq!(dice::test(0, 1), Verdict::Critical);
}

#[test]
fn steps_cost_one_and_one_and_a_half_and_the_hypotenuse_between_levels() {
    let field = Field::open(16);
    assert_eq!(path::step_cost(&field, sq("c3"), sq("c4")), Some(10));
    assert_eq!(path::step_cost(&field, sq("c3"), sq("d4")), Some(15));
    let mut raised = Field::open(16);
    raised.set(2, 3, Ground::Level(1));
    raised.set(3, 3, Ground::Level(2));
    assert_eq!(path::step_cost(&raised, sq("c3"), sq("c4")), Some(14), "√(1² + 1²)");
    assert_eq!(path::step_cost(&raised, sq("c3"), sq("d4")), Some(25), "√(1.5² + 2²)");
    raised.set(3, 2, Ground::Impassable);
    assert_eq!(path::step_cost(&raised, sq("c3"), sq("d4")), None, "no cutting a wall's corner");
}

#[test]
fn a_step_across_levels_costs_its_rounded_hypotenuse_for_every_rise() {
    for rise in 0..=6u8 {
        let mut field = Field::open(16);
        field.set(3, 3, Ground::Level(rise));
        for (to, flat) in [("c4", 10.0f64), ("c3", 15.0)] {
            let expected = flat.hypot(f64::from(rise) * 10.0).round() as u32;
            assert_eq!(path::step_cost(&field, sq(to), sq("d4")), Some(expected), "{to} to d4, rise {rise}");
        }
    }
}

#[test]
fn distances_are_the_hypotenuse_of_the_flat_distance_and_the_rise_on_every_pair() {
    let mut field = Field::open(field::MAX_SIZE);
    for (i, sq) in field.squares().collect::<Vec<_>>().into_iter().enumerate() {
        field.set(sq.file(), sq.rank(), Ground::Level((i * 7 % 13 % 7) as u8));
    }
    let squares: Vec<Square> = field.squares().collect();
    for &a in &squares {
        for &b in &squares {
            let (dx, dy) = (f32::from(a.file()) - f32::from(b.file()), f32::from(a.rank()) - f32::from(b.rank()));
            let dh = f32::from(field.height(a)) - f32::from(field.height(b));
            assert_eq!(a.flat_distance(b), dx.hypot(dy), "{a} to {b}");
            assert_eq!(field.distance(a, b), dx.hypot(dy).hypot(dh), "{a} to {b}");
        }
    }
}

#[test]
fn an_impassable_square_on_the_line_between_centres_blocks_sight() {
    let mut field = Field::open(16);
    assert!(field.sight(sq("a1"), sq("a10")));
    assert!(field.sight(sq("a1"), sq("d4")));
    field.set(0, 5, Ground::Impassable);
    field.set(1, 1, Ground::Impassable);
    assert!(!field.sight(sq("a1"), sq("a10")), "a6 is on the file");
    assert!(!field.sight(sq("a10"), sq("a1")), "both ways");
    assert!(!field.sight(sq("a1"), sq("d4")), "b2 is on the diagonal");
    assert!(field.sight(sq("c1"), sq("c10")), "another file is clear");
    assert!(field.sight(sq("a1"), sq("a5")), "a6 lies beyond");
}

#[test]
fn sight_walks_the_line_as_the_library_rounding_would_on_every_pair() {
    let mut field = Field::open(16);
    for (i, sq) in field.squares().collect::<Vec<_>>().into_iter().enumerate() {
        if i * 37 % 11 == 0 {
            field.set(sq.file(), sq.rank(), Ground::Impassable);
        }
    }
    let walked = |a: Square, b: Square| {
        let (ax, ay, bx, by) = (f32::from(a.file()), f32::from(a.rank()), f32::from(b.file()), f32::from(b.rank()));
        let steps = (a.flat_distance(b) * 4.0).ceil() as u32;
        (1..steps).all(|i| {
            let t = i as f32 / steps as f32;
            let at = Square::new((ax + (bx - ax) * t).round() as u8, (ay + (by - ay) * t).round() as u8);
            at.is_none_or(|at| at == a || at == b || field.ground(at) != Ground::Impassable)
        })
    };
    let squares: Vec<Square> = field.squares().collect();
    for &a in &squares {
        for &b in &squares {
            assert_eq!(field.sight(a, b), walked(a, b), "{a} to {b}");
        }
    }
}

#[test]
fn simple_moves_march_and_run_reach_v_two_v_and_three_v() {
    let mut s =
        battle(16, &[(Role::Recruit, "a1"), (Role::Recruit, "c1"), (Role::Recruit, "e1")], &[(Role::Recruit, "p16")]);
    assert_eq!(refusal(&s, A, "move #1 a6"), "sk-too-far");
    play(&mut s, A, "move #1 a5", &[]);
    assert_eq!(at(&s, A, 1).as_deref(), Some("a5"));
    assert_eq!(refusal(&s, A, "march #2 c10"), "sk-too-far");
    play(&mut s, A, "march #2 c9", &[]);
    play(&mut s, A, "run #3 e13", &[]);
    assert_eq!(at(&s, A, 3).as_deref(), Some("e13"));
    assert_eq!(refusal(&s, A, "move #1 a6"), "sk-already-moved");
}

#[test]
fn paths_go_around_walls_and_via_forces_a_square() {
    let mut s = battle(16, &[(Role::Recruit, "c2"), (Role::Recruit, "h2")], &[(Role::Recruit, "p16")]);
    for x in 1..=3 {
        s.field.set(x, 2, Ground::Impassable);
    }
    // c2 to c4 is 2 inches straight, but round the wall b3–d3 (no cutting its corners)
    // it is 6.
    assert_eq!(refusal(&s, A, "move #1 c4"), "sk-too-far");
    s.model_mut((A, 1)).profile.v = 6;
    play(&mut s, A, "move #1 c4", &[]);
    assert_eq!(at(&s, A, 1).as_deref(), Some("c4"));
    let Order::Path { squares, .. } = &s.orders[0] else { panic!() };
    assert!(squares.iter().all(|q| s.field.passable(*q)));
    let direct = s.plan_walk(A, 2, sq("h6"), Pace::Simple, None, false).unwrap();
    let bent = s.plan_walk(A, 2, sq("h6"), Pace::March, Some(sq("j4")), false).unwrap();
    assert_eq!(path::length(&s.field, &direct), 40);
    assert!(bent.contains(&sq("j4")) && path::length(&s.field, &bent) > 40);
    assert_eq!(refusal(&s, A, "move #2 h6 via j4"), "sk-too-far");
}

#[test]
fn passing_an_enemy_gives_it_one_free_attack() {
    let mut s = battle(16, &[(Role::Recruit, "f1")], &[(Role::Recruit, "g4")]);
    // B1 strikes once as A1 enters f3 (it stays touching at f4 and f5 but strikes no more):
    // hit C4 vs 4 (6), unarmed against armour 0 saves on 2 (3), wound F4 vs R4 (5).
    let events = play(&mut s, A, "move #1 f5", &[6, 3, 5]);
    assert_eq!(events.iter().filter(|e| matches!(e, SkirmishEvent::FreeAttack { .. })).count(), 1);
    assert_eq!(
        rolls(&events),
        vec![("B1".into(), Check::Hit), ("A1".into(), Check::Save), ("B1".into(), Check::Wound)]
    );
    assert_eq!(s.model((A, 1)).r, 3);
    assert_eq!(at(&s, A, 1).as_deref(), Some("f5"));
}

#[test]
fn runners_draw_a_free_shot_within_half_range() {
    let mut s = battle(16, &[(Role::Recruit, "h2")], &[(Role::Archer, "h10")]);
    // The longbow reaches 18 (F3 × 6); h3 is 7 away, within 9. T5 vs V4 + 1 (running): 7.
    let events = play(&mut s, A, "run #1 h7", &[9]);
    assert!(matches!(&events[0], SkirmishEvent::FreeShot { by, on } if by == "B1" && on == "A1"));
    assert!(matches!(events[1], SkirmishEvent::Roll { check: Check::Shot, value: 5, against: Some(5), target: 7, .. }));
    assert_eq!(rolls(&events).len(), 1, "one free shot only");
}

#[test]
fn a_failed_jump_stays_low_and_may_wound() {
    let mut s = battle(16, &[(Role::Recruit, "c3")], &[(Role::Recruit, "p16")]);
    s.field.set(2, 3, Ground::Level(2));
    // F4 vs height 2: target 9, rolled 10. The fall: F2 vs R4, target 5, rolled 3: a wound.
    let events = play(&mut s, A, "move #1 c4", &[10, 3]);
    assert_eq!(rolls(&events), vec![("A1".into(), Check::Jump), ("A1".into(), Check::Fall)]);
    assert_eq!(at(&s, A, 1).as_deref(), Some("c3"));
    assert_eq!(s.model((A, 1)).r, 3);
}

#[test]
fn climbing_tests_half_the_height_at_half_speed() {
    let mut s = battle(16, &[(Role::Recruit, "c3")], &[(Role::Recruit, "p16")]);
    s.field.set(2, 3, Ground::Level(3));
    // √(1 + 9) = 3.2 inches: beyond V4 / 2.
    assert_eq!(refusal(&s, A, "move #1 c4 climb"), "sk-too-far");
    s.model_mut((A, 1)).profile.v = 7;
    let events = play(&mut s, A, "move #1 c4 climb", &[9]);
    assert!(matches!(
        events[0],
        SkirmishEvent::Roll { check: Check::Climb, value: 4, against: Some(2), target: 9, .. }
    ));
    assert_eq!(at(&s, A, 1).as_deref(), Some("c4"));
}

#[test]
fn a_failed_drop_lands_below_and_ends_the_move() {
    let mut s = battle(16, &[(Role::Recruit, "c4")], &[(Role::Recruit, "p16")]);
    s.field.set(2, 3, Ground::Level(2));
    // V4 vs 2: target 9, rolled 11; the fall F2 vs R4 rolled 6: no wound.
    let events = play(&mut s, A, "move #1 c2", &[11, 6]);
    assert_eq!(rolls(&events), vec![("A1".into(), Check::Drop), ("A1".into(), Check::Fall)]);
    assert_eq!(at(&s, A, 1).as_deref(), Some("c3"));
    assert_eq!(s.model((A, 1)).r, 4);
}

#[test]
fn the_fastest_model_attacks_first_and_attacks_alternate() {
    let mut s = battle(16, &[(Role::Recruit, "e5")], &[(Role::Recruit, "e6")]);
    s.model_mut((A, 1)).profile.v = 5;
    phase(&mut s, A, Phase::Assault);
    let events = play(&mut s, A, "next", &[8, 8, 8, 8]);
    let who: Vec<String> = rolls(&events).into_iter().map(|(w, _)| w).collect();
    assert_eq!(who, ["A1", "B1", "A1", "B1"], "C4 gives two attacks each");
}

#[test]
fn equal_speeds_roll_for_the_order_of_attacks() {
    let mut s = battle(16, &[(Role::Recruit, "e5")], &[(Role::Recruit, "e6")]);
    phase(&mut s, A, Phase::Assault);
    let events = play(&mut s, A, "next", &[2, 5, 8, 8, 8, 8]);
    let who: Vec<String> = rolls(&events).into_iter().map(|(w, _)| w).collect();
    assert_eq!(who, ["B1", "A1", "B1", "A1"]);
}

#[test]
fn a_parry_spends_an_attack_to_cancel_a_hit() {
    let mut s = battle(16, &[(Role::Recruit, "e5")], &[(Role::Swordsman, "e6")]);
    phase(&mut s, A, Phase::Assault);
    // A1 first (6 to 1); hits (5); B1 parries C4 vs 4 (6); B1's one attack left misses;
    // A1's second misses.
    let events = play(&mut s, A, "next", &[6, 1, 5, 6, 8, 8]);
    assert!(events.iter().any(|e| matches!(e, SkirmishEvent::Parried { who } if who == "B1")));
    let checks: Vec<Check> = rolls(&events).into_iter().map(|(_, c)| c).collect();
    assert_eq!(checks, [Check::Hit, Check::Parry, Check::Hit, Check::Hit]);
    assert_eq!(s.model((B, 1)).r, 4);
}

#[test]
fn a_critical_parry_strikes_back() {
    let mut s = battle(16, &[(Role::Recruit, "e5")], &[(Role::Swordsman, "e6")]);
    phase(&mut s, A, Phase::Assault);
    // A1 hits (5); parry critical (2): B1 strikes back, hits (7), A1 (armour 0, sword
    // penetration 0) has no save, wound 7 fails; then B1's and A1's last attacks miss.
    let events = play(&mut s, A, "next", &[6, 1, 5, 2, 7, 9, 8, 8]);
    assert!(events.iter().any(|e| matches!(e, SkirmishEvent::StrikesBack { who } if who == "B1")));
}

#[test]
fn stunned_models_lose_their_next_attack() {
    let mut s = battle(16, &[(Role::Recruit, "e5")], &[(Role::Recruit, "e6")]);
    s.model_mut((A, 1)).weapons = vec![Weapon::Mace];
    s.model_mut((A, 1)).profile.v = 5;
    phase(&mut s, A, Phase::Assault);
    // A1 hits (5); no armour to save; B1 tests R4 for the stun and rolls 5; the wound
    // fails (9). B1's first attack is lost; then A1 and B1 miss.
    let events = play(&mut s, A, "next", &[5, 5, 9, 8, 8]);
    assert!(events.iter().any(|e| matches!(e, SkirmishEvent::LosesAttack { who } if who == "B1")));
    let by_b: Vec<_> = rolls(&events).into_iter().filter(|(w, c)| w == "B1" && *c == Check::Hit).collect();
    assert_eq!(by_b.len(), 1);
}

#[test]
fn armour_saves_lose_penetration_and_flails_pierce_only_shields() {
    let sergeant = Model::new(1, Role::Sergeant); // armour 2 and a shield
    assert_eq!(sergeant.save_value(&Weapon::Sword.stats(), 0), 3);
    assert_eq!(sergeant.save_value(&Weapon::Axe.stats(), 0), 2);
    assert_eq!(sergeant.save_value(&Weapon::Flail.stats(), 0), 1);
    assert_eq!(sergeant.save_value(&weapons::UNARMED, 0), 5);
    assert_eq!(sergeant.save_value(&Weapon::Crossbow.stats(), 1), 2, "long range lowers penetration");
    let captain = Model::new(1, Role::Captain); // armour 3, no shield
    assert_eq!(captain.save_value(&Weapon::Flail.stats(), 0), 3);
}

#[test]
fn a_critical_hit_ignores_armour() {
    let mut s = battle(16, &[(Role::Recruit, "e5")], &[(Role::Sergeant, "e6")]);
    s.model_mut((A, 1)).profile.v = 5;
    s.model_mut((A, 1)).profile.c = 2;
    phase(&mut s, A, Phase::Assault);
    // A1 has one attack: 2 is critical; B1's parry C4 vs 2 fails (10); no save; the wound
    // (6) succeeds. B1's one attack left misses (10); B1, wounded, passes morale (3).
    let events = play(&mut s, A, "next", &[2, 10, 6, 10, 3]);
    assert!(events.iter().any(|e| matches!(e, SkirmishEvent::ArmourIgnored { .. })));
    assert_eq!(s.model((B, 1)).r, 3);
}

#[test]
fn wounds_add_one_for_every_two_points_of_strength_over_resistance() {
    assert_eq!(combat::damage(4, 4, Verdict::Success), 1);
    assert_eq!(combat::damage(5, 2, Verdict::Success), 2);
    assert_eq!(combat::damage(6, 2, Verdict::Success), 3);
    assert_eq!(combat::damage(6, 2, Verdict::Critical), 4);
    assert_eq!(combat::damage(2, 5, Verdict::Success), 1);
}

#[test]
fn the_side_that_took_more_wounds_tests_morale_and_flees() {
    let mut s = battle(16, &[(Role::Recruit, "e5")], &[(Role::Recruit, "e6")]);
    s.model_mut((A, 1)).profile = Profile::new([4, 7, 4, 4, 4, 4]);
    phase(&mut s, A, Phase::Assault);
    // Equal V: a die each (4 to 1, A1 first). A1 hits critically (2), wounds F7 vs R4 (4):
    // 2 damage. Three misses. Blue took more: B1 tests M4 (5) and fails; A1 tests V4 to
    // catch it (5) and fails; B1 flees 4" (to the farthest square, by default).
    let events = play(&mut s, A, "next", &[4, 1, 2, 4, 8, 8, 8, 5, 5]);
    assert!(events.iter().any(|e| matches!(e, SkirmishEvent::Fled { who, .. } if who == "B1")));
    assert!(!s.engaged((B, 1)));
    assert_eq!(s.model((B, 1)).square.unwrap().flat_distance(sq("e5")), 5.0);
}

#[test]
fn a_fugitive_flees_one_and_a_half_v_when_the_catcher_fumbles() {
    let mut s = battle(16, &[(Role::Recruit, "e5")], &[(Role::Recruit, "e6")]);
    s.model_mut((A, 1)).profile = Profile::new([5, 7, 4, 4, 4, 4]);
    phase(&mut s, A, Phase::Assault);
    // As above, but A1's catch test is a fumble (6): the fugitive's critical, 6" away.
    let events = play(&mut s, A, "next", &[2, 4, 8, 8, 8, 5, 6]);
    assert!(events.iter().any(|e| matches!(e, SkirmishEvent::Fled { who, .. } if who == "B1")));
    assert_eq!(s.model((B, 1)).square.unwrap().flat_distance(sq("e5")), 7.0);
}

#[test]
fn a_catchers_critical_lands_the_free_blow_without_a_hit_roll() {
    let mut s = battle(16, &[(Role::Recruit, "e5")], &[(Role::Recruit, "e6")]);
    s.model_mut((A, 1)).profile = Profile::new([5, 7, 4, 4, 4, 4]);
    phase(&mut s, A, Phase::Assault);
    // A1 catches it on a critical (1): no hit roll; save 2 (4) fails, F7 vs R2 rolls 12.
    let events = play(&mut s, A, "next", &[2, 4, 8, 8, 8, 5, 1, 4, 12]);
    assert!(events.iter().any(|e| matches!(e, SkirmishEvent::SureBlow { who } if who == "A1")));
    let checks: Vec<Check> = rolls(&events).into_iter().map(|(_, c)| c).collect();
    assert_eq!(checks[checks.len() - 3..], [Check::Catch, Check::Save, Check::Wound]);
}

#[test]
fn the_owner_chooses_whether_to_parry_or_to_keep_the_attack() {
    let mut s = battle(16, &[(Role::Recruit, "e5")], &[(Role::Swordsman, "e6")]);
    phase(&mut s, A, Phase::Assault);
    // A1 first (6 to 1) hits (5): blue is asked whether B1 parries. Answering strike, B1
    // keeps its attack and the blow goes on to the save (4) and the wound (4); then the
    // three attacks left miss (8).
    let probe = until_asked(&s, A, "next", &[6, 1, 5]);
    assert_eq!(probe.turn(), Turn::Player(B.seat()), "the parry is blue's decision");
    assert_eq!(probe.decision_prompt(B.seat()).map(|m| m.key), Some("sk-ask-parry"));
    assert_eq!(probe.timeout_action(B.seat()), Some(SkirmishAction::Parry { parry: true }));
    assert_eq!(refusal(&probe, B, "stay"), "sk-ask-parry");
    let events = play_answering(&mut s, A, "next", &[6, 1, 5, 4, 4, 8, 8, 8], &["strike"]);
    assert!(events.iter().any(|e| matches!(e, SkirmishEvent::NoParry { who } if who == "B1")));
    let checks: Vec<Check> = rolls(&events).into_iter().map(|(_, c)| c).collect();
    assert!(!checks.contains(&Check::Parry), "{checks:?}");
}

#[test]
fn the_owner_chooses_the_fight_target_among_touching_enemies() {
    let mut s = battle(16, &[(Role::Recruit, "e5")], &[(Role::Recruit, "d6"), (Role::Recruit, "f6")]);
    s.model_mut((A, 1)).profile = Profile::new([6, 7, 4, 4, 2, 4]);
    s.model_mut((B, 1)).r = 1;
    phase(&mut s, A, Phase::Assault);
    // B1 and B2 tie on V: a die each (1, 2). A1 (V6) first with one attack (C2): by
    // default it would strike B1 (R 1); amber names B2. Hit (2, critical: no save), wound
    // F7 vs R4 (4): 2 damage. Blue's four attacks miss (11); blue took more wounds, and
    // both pass morale (1, 1).
    let events = play_answering(&mut s, A, "next", &[1, 2, 2, 4, 11, 11, 11, 11, 1, 1], &["target B2"]);
    assert!(events.iter().any(|e| matches!(e, SkirmishEvent::Wounded { who, .. } if who == "B2")));
    assert_eq!((s.model((B, 1)).r, s.model((B, 2)).r), (1, 2));
}

#[test]
fn the_owner_chooses_the_flight_square_within_reach() {
    let mut s = battle(16, &[(Role::Recruit, "e5")], &[(Role::Recruit, "e6"), (Role::Archer, "f6")]);
    phase(&mut s, A, Phase::Assault);
    let events = play_answering(&mut s, A, "break #1", &[6], &["flee b3"]);
    assert!(events.iter().any(|e| matches!(e, SkirmishEvent::BrokeOff { to, .. } if *to == sq("b3"))));
    assert_eq!(at(&s, A, 1).as_deref(), Some("b3"));
    // A square out of reach, or touching an enemy, is refused with the question.
    let mut s = battle(16, &[(Role::Recruit, "e5")], &[(Role::Recruit, "e6"), (Role::Archer, "f6")]);
    phase(&mut s, A, Phase::Assault);
    let s = until_asked(&s, A, "break #1", &[6]);
    assert_eq!(refusal(&s, A, "flee e12"), "sk-ask-flight");
    assert_eq!(refusal(&s, A, "flee d7"), "sk-ask-flight");
    assert!(matches!(s.timeout_action(A.seat()), Some(SkirmishAction::Flee { .. })));
}

#[test]
fn a_model_that_won_its_fight_may_move_half_v() {
    let mut s =
        battle(16, &[(Role::Recruit, "e5"), (Role::Recruit, "a1")], &[(Role::Recruit, "e6"), (Role::Recruit, "p16")]);
    s.model_mut((A, 1)).profile = Profile::new([5, 7, 4, 4, 4, 4]);
    s.model_mut((B, 1)).r = 1;
    phase(&mut s, A, Phase::Assault);
    // Hit (5), save fails (4), wound (4): B1 is removed. A1 may move 2" (V/2) or stay.
    let probe = until_asked(&s, A, "next", &[5, 4, 4]);
    assert_eq!(probe.decision_prompt(A.seat()).map(|m| m.key), Some("sk-ask-advance"));
    assert_eq!(probe.timeout_action(A.seat()), Some(SkirmishAction::Stay));
    assert_eq!(refusal(&probe, A, "advance e9"), "sk-ask-advance", "more than V/2");
    let events = play_answering(&mut s, A, "next", &[5, 4, 4], &["advance e7"]);
    assert!(events.iter().any(|e| matches!(e, SkirmishEvent::Advances { who, .. } if who == "A1")));
    assert_eq!(at(&s, A, 1).as_deref(), Some("e7"));
}

#[test]
fn decisions_are_read_in_english_and_italian() {
    let s = Skirmish::new(&SkirmishOptions::default(), 2).unwrap();
    for (text, action) in [
        ("parry", SkirmishAction::Parry { parry: true }),
        ("colpisci", SkirmishAction::Parry { parry: false }),
        ("target B2", SkirmishAction::Target { target: Target::Label(B, 2) }),
        ("fuggi c4", SkirmishAction::Flee { to: sq("c4") }),
        ("advance c4", SkirmishAction::Advance { to: sq("c4") }),
        ("resta", SkirmishAction::Stay),
    ] {
        assert_eq!(s.parse_action(text), Ok(action.clone()), "{text}");
        assert_eq!(s.parse_action(&Skirmish::format_action(&action)), Ok(action));
    }
    assert_eq!(refusal(&s, A, "stay"), "sk-nothing-asked");
}

#[test]
fn a_caught_fugitive_takes_a_free_blow() {
    let mut s = battle(16, &[(Role::Recruit, "e5")], &[(Role::Recruit, "e6")]);
    s.model_mut((A, 1)).profile = Profile::new([5, 7, 4, 4, 4, 4]);
    phase(&mut s, A, Phase::Assault);
    // As above, but A1 catches it (3) and strikes: hit (5), save 2 (4), and F7 vs R2
    // (target 12) rolls 12, a plain failure.
    let events = play(&mut s, A, "next", &[2, 4, 8, 8, 8, 5, 3, 5, 4, 12]);
    assert!(events.iter().any(|e| matches!(e, SkirmishEvent::Caught { who, .. } if who == "B1")));
    assert_eq!(at(&s, B, 1).as_deref(), Some("e6"));
}

#[test]
fn halved_by_shooting_tests_morale_and_runs_next_turn() {
    let mut s = battle(16, &[(Role::Archer, "e3")], &[(Role::Recruit, "e9")]);
    phase(&mut s, A, Phase::Shooting);
    // Three shots (no move, no fight): hit, wound, hit, wound, then a fumbled 12 jams.
    let events = play(&mut s, A, "shoot #1 B1", &[3, 7, 3, 7, 12]);
    assert!(events.iter().any(|e| matches!(e, SkirmishEvent::Jammed { .. })));
    assert_eq!(s.model((B, 1)).r, 2);
    // B1 at R 2 of 4 tests M4 (5): it routs, and runs when blue's turn begins.
    let events = play(&mut s, A, "next", &[5]);
    assert!(events.iter().any(|e| matches!(e, SkirmishEvent::Routs { who } if who == "B1")));
    assert!(events.iter().any(|e| matches!(e, SkirmishEvent::RunsAway { who } if who == "B1")));
    assert!(s.model((B, 1)).square.unwrap().flat_distance(sq("e3")) > 12.0);
    assert_eq!(refusal(&s, B, "move #1 e14"), "sk-routed");
}

#[test]
fn beyond_half_range_shots_lose_one() {
    let mut s = battle(24, &[(Role::Crossbowman, "e3")], &[(Role::Recruit, "e15"), (Role::Recruit, "h24")]);
    phase(&mut s, A, Phase::Shooting);
    // 12 inches, beyond half of 20: T4 − 1 against V4, target 6.
    let events = play(&mut s, A, "shoot #1 B1", &[9]);
    assert!(matches!(events[0], SkirmishEvent::Roll { check: Check::Shot, value: 3, against: Some(4), target: 6, .. }));
}

#[test]
fn a_shot_declared_at_a_target_out_of_range_is_wasted() {
    let mut s = battle(24, &[(Role::Crossbowman, "e3")], &[(Role::Recruit, "e15"), (Role::Recruit, "h24")]);
    phase(&mut s, A, Phase::Shooting);
    // 21.21 inches, beyond the crossbow's 20: declared, measured, missed, no die rolled.
    let events = play(&mut s, A, "shoot #1 B2", &[]);
    let wasted = SkirmishEvent::ShotWasted {
        who: "A1".into(),
        target: "B2".into(),
        weapon: Weapon::Crossbow,
        tenths: 213,
        reach: 20,
    };
    assert_eq!(events.first(), Some(&wasted), "{events:?}");
    assert!(!events.iter().any(|e| matches!(e, SkirmishEvent::Roll { .. })));
    assert!(!s.model((Side::Amber, 1)).loaded, "the bolt is spent: the crossbow must reload");
    // Just beyond the reach, the distance reads beyond it: 18.03 inches is 18.1, not 18.0.
    let mut s = battle(24, &[(Role::Archer, "e3")], &[(Role::Recruit, "f21")]);
    phase(&mut s, A, Phase::Shooting);
    let events = play(&mut s, A, "shoot #1 B1", &[]);
    assert!(matches!(events[0], SkirmishEvent::ShotWasted { tenths: 181, reach: 18, .. }), "{events:?}");
}

#[test]
fn quick_shot_gives_three_shots_standing_and_two_after_moving() {
    let mut s = battle(16, &[(Role::Archer, "e3"), (Role::Crossbowman, "g3")], &[(Role::Recruit, "e12")]);
    assert_eq!(s.shots((A, 1)), 3);
    assert_eq!(s.shots((A, 2)), 1);
    play(&mut s, A, "move #1 e4", &[]);
    assert_eq!(s.shots((A, 1)), 2);
}

#[test]
fn slow_reload_needs_a_phase_given_up() {
    let mut s = battle(16, &[(Role::Crossbowman, "e3"), (Role::Pistoleer, "g3")], &[(Role::Recruit, "e12")]);
    phase(&mut s, A, Phase::Shooting);
    play(&mut s, A, "shoot #1 B1", &[9]);
    assert!(!s.model((A, 1)).loaded);
    s.model_mut((A, 2)).loaded = false;
    for _ in 0..4 {
        let side = s.battle().unwrap().0;
        play(&mut s, side, "next", &[]);
    }
    assert_eq!(s.battle(), Some((A, Phase::Movement)));
    play(&mut s, A, "move #2 g4", &[]);
    let events = play(&mut s, A, "next", &[]);
    assert!(s.model((A, 1)).loaded, "the crossbow reloads by giving up the movement phase: {events:?}");
    play(&mut s, A, "next", &[]);
    assert!(!s.model((A, 2)).loaded, "the pistol needs both phases, and #2 moved");
    assert_eq!(refusal(&s, A, "shoot #2 B1"), "sk-not-loaded");
}

#[test]
fn the_blunderbuss_hits_every_model_in_its_cone_once() {
    let mut s = battle(
        16,
        &[(Role::Blunderbusser, "e5")],
        &[(Role::Recruit, "e9"), (Role::Recruit, "f8"), (Role::Recruit, "h6"), (Role::Recruit, "e14")],
    );
    assert_eq!(s.cone((A, 1), sq("e9")), vec![(B, 2), (B, 1)]);
    phase(&mut s, A, Phase::Shooting);
    // No save against penetration 1 with armour 0; F6 vs R4 wounds on 9: B2 (4) takes
    // 2, B1 (10) nothing.
    let events = play(&mut s, A, "shoot #1 B1", &[4, 10]);
    assert!(events.iter().any(|e| matches!(e, SkirmishEvent::Blast { caught: 2, .. })));
    assert_eq!(s.model((B, 2)).r, 2);
    assert!(s.model((A, 1)).spent);
}

/// A message's arguments as `name=value`.
fn prompt_args(message: &crate::Message) -> Vec<String> {
    let value = |arg: &crate::message::Arg| match arg {
        crate::message::Arg::Num(n) => n.to_string(),
        crate::message::Arg::Text(text) => text.clone(),
        crate::message::Arg::Term { term } => term.clone(),
        crate::message::Arg::List { list } => format!("{list:?}"),
    };
    message.args.iter().map(|(name, arg)| format!("{name}={}", value(arg))).collect()
}

#[test]
fn a_charge_reaches_half_v_and_fails_beyond() {
    let mut s =
        battle(16, &[(Role::Recruit, "e2"), (Role::Recruit, "k2")], &[(Role::Recruit, "e5"), (Role::Recruit, "k6")]);
    phase(&mut s, A, Phase::Assault);
    let prompt = s.decision_prompt(Seat(0)).unwrap();
    assert_eq!(prompt_args(&prompt), ["round=1", "rounds=8", "model=1", "target=B1", "reach=2.0"]);
    let events = play(&mut s, A, "charge #1 B1", &[]);
    // Announced as a charge, with how far it goes and may go, never as a simple move.
    let declared = SkirmishEvent::ChargeDeclared { who: "A1".into(), target: "B1".into(), tenths: 20, reach: 20 };
    assert_eq!(events.first(), Some(&declared), "{events:?}");
    assert!(events.iter().any(|e| matches!(e, SkirmishEvent::Charged { .. })));
    assert!(!events.iter().any(|e| matches!(e, SkirmishEvent::Moved { .. })), "{events:?}");
    assert_eq!(at(&s, A, 1).as_deref(), Some("e4"));
    assert!(s.model((A, 1)).deeds.charged);
    assert!(s.model((B, 1)).deeds.fresh);
}

#[test]
fn a_charge_out_of_reach_fails_where_it_stands() {
    let mut s = battle(16, &[(Role::Recruit, "k2")], &[(Role::Recruit, "k6")]);
    phase(&mut s, B, Phase::Assault);
    let prompt = s.decision_prompt(Seat(1)).unwrap();
    assert!(prompt_args(&prompt).contains(&"target=A1".to_owned()), "blue's examples name amber: {prompt:?}");
    phase(&mut s, A, Phase::Assault);
    let events = play(&mut s, A, "charge #1 B1", &[]);
    assert!(matches!(&events[0], SkirmishEvent::ChargeFailed { tenths: 30, reach: 20, .. }));
    assert_eq!(at(&s, A, 1).as_deref(), Some("k2"));
    assert_eq!(refusal(&s, A, "charge #1 B1"), "sk-already-assaulted");
}

#[test]
fn the_hopeful_orders_leave_out_only_the_charges_that_cannot_reach() {
    let mut s =
        battle(16, &[(Role::Recruit, "e2"), (Role::Recruit, "k2")], &[(Role::Recruit, "e5"), (Role::Recruit, "k6")]);
    phase(&mut s, A, Phase::Assault);
    let listed = |actions: Vec<SkirmishAction>| -> Vec<String> { actions.iter().map(notation::format).collect() };
    let legal = listed(s.legal_actions(A.seat()));
    assert_eq!(legal, ["charge:#1:B1", "charge:#1:B2", "charge:#2:B1", "charge:#2:B2", "next"]);
    assert_eq!(listed(s.hopeful_actions(A.seat())), ["charge:#1:B1", "next"]);
}

#[test]
fn the_listed_charges_are_those_a_path_leads_to_and_the_hopeful_ones_those_within_reach() {
    let mut s = battle(26, &[], &[]);
    s.field = Field::generate(26, 7);
    let open: Vec<Square> = s.field.squares().filter(|&sq| s.field.passable(sq)).collect();
    let mut charges = [0, 0];
    for trial in 0..40 {
        // Six different squares, a few inches apart at most for some pairs.
        let squares: Vec<Square> = (0..6).map(|k| open[(trial * 131 + k * 23) % open.len()]).collect();
        for band in 0..2 {
            s.bands[band] = (0..3)
                .map(|i| Model { square: Some(squares[band * 3 + i]), ..Model::new(i as u8 + 1, Role::Recruit) })
                .collect();
        }
        phase(&mut s, A, Phase::Assault);
        let (legal, hopeful) = (s.legal_actions(A.seat()), s.hopeful_actions(A.seat()));
        for model in s.bands[0].iter().map(|m| m.number) {
            for foe in s.bands[1].iter().map(|m| m.number) {
                let target = Target::Label(B, foe);
                let charge = SkirmishAction::Charge { model, target };
                let plan = s.plan_charge(A, model, target);
                // A recruit's V is 4: its charge goes 2 inches.
                let reaches = plan.as_ref().is_ok_and(|(_, route)| path::length(&s.field, route) <= 20);
                assert_eq!(legal.contains(&charge), plan.is_ok(), "trial {trial}: {}", notation::format(&charge));
                assert_eq!(hopeful.contains(&charge), reaches, "trial {trial}: {}", notation::format(&charge));
                charges[0] += usize::from(plan.is_ok());
                charges[1] += usize::from(reaches);
            }
        }
    }
    assert!(charges[0] > 200 && charges[1] > 20, "charges listed, and hopeful: {charges:?}");
}

#[test]
fn marching_gives_up_shooting_after_an_assault_and_running_gives_up_both() {
    let mut s = battle(16, &[(Role::Pistoleer, "e2"), (Role::Archer, "h2")], &[(Role::Recruit, "e11")]);
    play(&mut s, A, "march #1 e8", &[]);
    play(&mut s, A, "run #2 h8", &[]);
    play(&mut s, A, "next", &[]);
    assert_eq!(refusal(&s, A, "charge #2 B1"), "sk-ran");
    play(&mut s, A, "charge #1 B1", &[]);
    s.model_mut((B, 1)).square = Some(sq("a16"));
    play(&mut s, A, "next", &[]);
    assert_eq!(refusal(&s, A, "shoot #1 B1"), "sk-marched-assaulted");
    assert_eq!(refusal(&s, A, "shoot #2 B1"), "sk-ran");
}

#[test]
fn breaking_off_compares_v_with_the_fastest_enemy() {
    let mut s = battle(16, &[(Role::Recruit, "e5")], &[(Role::Recruit, "e6"), (Role::Archer, "f6")]);
    phase(&mut s, A, Phase::Assault);
    // V4 against the archer's V5: target 6, rolled 6: away 4 inches.
    let events = play(&mut s, A, "break #1", &[6]);
    assert!(matches!(
        events[0],
        SkirmishEvent::Roll { check: Check::Break, value: 4, against: Some(5), target: 6, .. }
    ));
    assert!(!s.engaged((A, 1)));
}

#[test]
fn a_side_with_no_models_left_loses() {
    let mut s = battle(16, &[(Role::Recruit, "e5")], &[(Role::Recruit, "e6")]);
    s.model_mut((A, 1)).profile = Profile::new([5, 7, 4, 4, 4, 4]);
    s.model_mut((B, 1)).r = 1;
    phase(&mut s, A, Phase::Assault);
    // Hit (5), save 2 against fists fails (4), F7 vs R1 wounds (4).
    let events = play(&mut s, A, "next", &[5, 4, 4]);
    assert!(events.iter().any(|e| matches!(e, SkirmishEvent::Wiped { side: Side::Blue })));
    assert_eq!(s.turn(), Turn::Over(Outcome::Winner(Seat(0))));
}

#[test]
fn at_the_round_limit_more_models_removed_wins() {
    let mut s = battle(16, &[(Role::Recruit, "a1")], &[(Role::Recruit, "p16")]);
    s.options.rounds = 1;
    s.kills = [0, 1];
    for side in [A, A, A, B, B] {
        play(&mut s, side, "next", &[]);
    }
    let events = play(&mut s, B, "next", &[]);
    assert!(events.iter().any(|e| matches!(e, SkirmishEvent::RoundLimit { amber: 0, blue: 1 })));
    assert_eq!(s.turn(), Turn::Over(Outcome::Winner(Seat(1))));
}

#[test]
fn labels_are_never_squares() {
    let charge = |text| match notation::parse(text).unwrap() {
        SkirmishAction::Charge { target, .. } => target,
        other => panic!("{other:?}"),
    };
    assert_eq!(charge("charge #3 B7"), Target::Label(Side::Blue, 7));
    assert_eq!(charge("charge #3 b7"), Target::At(sq("b7")));
    assert_eq!(charge("carica #3 A2"), Target::Label(Side::Amber, 2));
    assert!(matches!(notation::parse("#3 f7"), Ok(SkirmishAction::Move { model: 3, pace: Pace::Simple, .. })));
    let march = notation::parse("march #3 f9 via e5 climb").unwrap();
    assert_eq!(notation::parse(&notation::format(&march)).unwrap(), march);
    assert!(matches!(notation::parse("move #x f7"), Err(PlayError::BadNotation(_))));
    assert!(matches!(notation::parse("dance"), Err(PlayError::NotAMove(_))));
}

#[test]
fn sides_deploy_in_their_three_rows_then_roll_off() {
    let mut s = Skirmish::new(&SkirmishOptions { map: MapChoice::Open, ..Default::default() }, 2).unwrap();
    assert_eq!(refusal(&s, A, "deploy #1 c4"), "sk-deploy-zone");
    play(&mut s, A, "deploy #1 c3", &[]);
    assert_eq!(refusal(&s, A, "deploy #2 c3"), "sk-square-taken");
    assert_eq!(refusal(&s, A, "warband elves"), "sk-warband-deployed");
    play(&mut s, A, "deploy auto", &[]);
    assert_eq!(refusal(&s, B, "deploy #1 c3"), "sk-deploy-zone");
    // Blue deploys; the roll-off ties (3, 3), then blue wins it (2, 5).
    let events = play(&mut s, B, "deploy auto", &[3, 3, 2, 5]);
    assert!(events.iter().any(|e| matches!(e, SkirmishEvent::FirstTurn { side: Side::Blue })));
    assert_eq!(s.battle(), Some((B, Phase::Movement)));
}

#[test]
fn warbands_are_edited_before_deploying() {
    let mut s = Skirmish::new(&SkirmishOptions::default(), 2).unwrap();
    play(&mut s, A, "warband elves", &[]);
    assert_eq!(s.models(A).len(), 6);
    play(&mut s, A, "warband add archer", &[]);
    play(&mut s, A, "warband add archer", &[]);
    assert_eq!(refusal(&s, A, "warband add archer"), "sk-warband-full");
    play(&mut s, A, "warband remove #1", &[]);
    assert_eq!(s.models(A)[0].role, Role::Archer);
    assert_eq!(s.models(A)[6].number, 7);
    play(&mut s, A, "warband set #2 5 5 5 5 5 5 3", &[]);
    assert_eq!(s.models(A)[1].profile, Profile::new([5; 6]));
    assert!(matches!(s.parse_action("warband set #2 8 5 5 5 5 5 3"), Err(PlayError::BadNotation(_))));
    play(&mut s, A, "warband equip #2 sword shield", &[]);
    assert!(s.models(A)[1].shield);
    assert_eq!(refusal(&s, A, "warband equip #2 longbow dagger"), "sk-kit-hands");
}

#[test]
fn a_shield_takes_one_of_the_two_hands() {
    let mut s = Skirmish::new(&SkirmishOptions::default(), 2).unwrap();
    play(&mut s, A, "warband elves", &[]);
    assert_eq!(refusal(&s, A, "warband equip #1 greatsword shield"), "sk-kit-hands", "two hands and a shield");
    assert_eq!(refusal(&s, A, "warband equip #2 sword sword shield"), "sk-kit-hands", "three hands");
    assert_eq!(refusal(&s, A, "warband equip #2 longbow shield"), "sk-kit-hands");
    for kit in ["sword shield", "sword sword", "greatsword", "shield", "dagger"] {
        let mut s = s.clone();
        play(&mut s, A, &format!("warband equip #2 {kit}"), &[]);
    }
    for role in Role::ALL {
        let kit = role.kit();
        assert!(Model::kit_allowed(kit.weapons, kit.shield), "{}'s kit fits two hands", role.name());
    }
}

#[test]
fn generated_maps_are_mirrored_and_open_at_both_edges() {
    for n in [0, 7, 500, 1023] {
        let field = Field::generate(24, n);
        for square in field.squares() {
            let mirror = Square::new(23 - square.file(), 23 - square.rank()).unwrap();
            assert_eq!(field.ground(square), field.ground(mirror), "map {n} at {square}");
        }
        assert!(
            field.squares().filter(|q| q.rank() < 3 || q.rank() >= 21).all(|q| field.ground(q) == Ground::Level(0))
        );
        assert!(field.connected());
    }
}

#[test]
fn info_shows_profile_kit_and_state() {
    let s = battle(16, &[(Role::Sergeant, "e5")], &[(Role::Archer, "e9")]);
    let own = s.info(Some(A), "info #1").unwrap();
    assert_eq!(own[0].key, "sk-info");
    assert!(own[0].to_string().contains("V4 F4 R4/4 M5 C4 T3"), "{}", own[0]);
    assert_eq!(own.len(), 2, "the sword");
    let enemy = s.info(Some(A), "info B1").unwrap();
    assert!(enemy[1].to_string().contains("reach=18"), "{}", enemy[1]);
    assert!(s.info(None, "move #1 e6").is_none());
}

#[test]
fn a_model_without_a_ranged_weapon_has_nothing_to_shoot_with_whatever_it_did() {
    let mut s = battle(16, &[(Role::Recruit, "e2")], &[(Role::Recruit, "e11")]);
    play(&mut s, A, "march #1 e8", &[]);
    play(&mut s, A, "next", &[]);
    play(&mut s, A, "charge #1 B1", &[]);
    s.model_mut((B, 1)).square = Some(sq("a16"));
    play(&mut s, A, "next", &[]);
    assert_eq!(refusal(&s, A, "shoot #1 B1"), "sk-no-ranged");
}

#[test]
fn a_model_not_yet_deployed_is_shown_so_not_as_removed() {
    let mut s = battle(16, &[(Role::Sergeant, "e5")], &[(Role::Archer, "e9")]);
    s.model_mut((A, 1)).square = None;
    let own = s.info(Some(A), "info #1").unwrap();
    assert!(own[0].to_string().contains("sk-state-undeployed"), "{}", own[0]);
}

#[test]
fn the_channel_sees_amber_at_the_bottom_and_each_pair_in_contact_once() {
    let mut s =
        battle(16, &[(Role::Recruit, "c3"), (Role::Recruit, "h8")], &[(Role::Recruit, "c4"), (Role::Recruit, "m12")]);
    let view = s.view(Viewer::Spectator);
    assert_eq!(view.bottom, A);
    assert_eq!(view.engagements, vec![(sq("c3"), sq("c4"))]);
    phase(&mut s, B, Phase::Movement);
    assert_eq!(s.view(Viewer::Spectator).bottom, A, "whoever is to play");
    assert_eq!(s.view(Viewer::Player(B.seat())).bottom, B, "a player's own view faces them");
}

#[test]
fn the_phase_number_changes_when_a_phase_closes_and_not_with_each_order() {
    let mut s = battle(16, &[(Role::Recruit, "c3"), (Role::Recruit, "h3")], &[(Role::Recruit, "c14")]);
    let movement = s.phase_number();
    play(&mut s, A, "move #1 c4", &[]);
    assert_eq!(s.phase_number(), movement, "an order within the phase");
    play(&mut s, A, "next", &[]);
    assert_ne!(s.phase_number(), movement, "next closes the movement phase");
}

/// Found by the AI's rollouts: a charger that dies on its way (here blue's swordsman,
/// from s10 towards amber's model on c13, falls to the roll on its path) ends its charge
/// where it fell; the rules once assumed it always arrived and panicked.
#[test]
fn a_charger_struck_down_on_its_way_ends_the_charge_without_arriving() {
    let mut s: Skirmish = serde_json::from_str(include_str!("testdata/charger_struck_down.json")).unwrap();
    let blue_one = s.bands[Side::Blue.index()][0].clone();
    assert!(blue_one.square.is_some(), "the charger stands on the field before the roll");
    let events = s.apply_chance(&5);
    assert_eq!(s.bands[Side::Blue.index()][0].square, None, "the charger fell: {events:#?}");
    assert!(
        matches!(s.orders.last(), Some(Order::Charge { side: Side::Blue, reached: false, .. })),
        "the charge is drawn as not reached: {:?}",
        s.orders.last()
    );
    assert!(!events.iter().any(|e| matches!(e, SkirmishEvent::Charged { .. })), "{events:#?}");
}

#[test]
fn a_picker_notes_how_far_a_target_stands() {
    let mut s = battle(16, &[(Role::Archer, "e3")], &[(Role::Recruit, "e9")]);
    phase(&mut s, A, Phase::Shooting);
    let taps = s.taps(&s.parse_action("shoot #1 B1").unwrap());
    let labels: Vec<&str> = taps.iter().map(|t| t.label()).collect();
    assert_eq!(labels, ["shoot", "#1", "B1"]);
    assert_eq!(taps[2].mark, Some(crate::tap::Mark::Distance(6)));
    assert_eq!(taps[1].mark, None);
}

#[test]
fn a_picker_step_lists_a_move_per_pace_and_model_then_every_square_of_the_model_tapped() {
    // #1 is walled into a corner of four squares: it can only make simple moves.
    let mut s = battle(16, &[(Role::Recruit, "a1"), (Role::Recruit, "h1")], &[(Role::Recruit, "p16")]);
    for (file, rank) in [(2, 0), (2, 1), (0, 2), (1, 2), (2, 2)] {
        s.field.set(file, rank, Ground::Impassable);
    }
    let seat = A.seat();
    let legal: Vec<String> = s.legal_actions(seat).iter().map(notation::format).collect();
    let after = |prefix: &[&str]| -> Vec<String> {
        let listed: Vec<String> = s.actions_after(seat, prefix).unwrap().iter().map(notation::format).collect();
        assert!(listed.iter().all(|a| legal.contains(a)), "only legal moves: {listed:?}");
        listed
    };
    // The `count` first pieces of the actions that begin with `begin`, each once.
    let pieces = |actions: &[String], begin: &str, count: usize| -> Vec<String> {
        let mut found: Vec<String> = actions
            .iter()
            .filter(|a| a.starts_with(begin))
            .map(|a| a.split(':').take(count).collect::<Vec<_>>().join(":"))
            .collect();
        found.sort();
        found.dedup();
        found
    };
    assert_eq!(pieces(&after(&[]), "", 1), ["march", "move", "next", "run"]);
    assert_eq!(pieces(&after(&[]), "", 1), pieces(&legal, "", 1));
    for pace in ["move", "march", "run"] {
        assert_eq!(pieces(&after(&[pace]), pace, 2), pieces(&legal, pace, 2), "the models that can {pace}");
    }
    assert_eq!(pieces(&after(&["run"]), "run", 2), ["run:#2"], "#1 cannot run out of its corner");
    assert_eq!(pieces(&after(&["move"]), "move", 2), ["move:#1", "move:#2"]);
    for (pace, model) in [("run", ":#2"), ("move", ":#1"), ("march", ":#2")] {
        let begin = format!("{pace}{model}:");
        let every = pieces(&legal, &begin, 3);
        assert!(!every.is_empty());
        assert_eq!(pieces(&after(&[pace, model]), &begin, 3), every, "every square of {begin}");
    }
}

#[test]
fn a_route_is_the_very_path_the_full_search_gives() {
    use rand_chacha::ChaCha8Rng;
    use rand_chacha::rand_core::{RngCore, SeedableRng};
    let maps = [MapChoice::Open, MapChoice::Ruins, MapChoice::Hill]
        .into_iter()
        .chain((0..5).map(|n| MapChoice::Random(Some(n))));
    let mut rng = ChaCha8Rng::seed_from_u64(20);
    let (mut routes, mut climbs) = (0, 0);
    for (i, map) in maps.enumerate() {
        let size = [26, 24, 16][i % 3];
        let field = Field::build(map, size);
        let open: Vec<Square> = field.squares().filter(|&sq| field.passable(sq)).collect();
        let pick = |rng: &mut ChaCha8Rng| open[rng.next_u32() as usize % open.len()];
        let climbs_somewhere =
            |p: &Vec<Square>| p.windows(2).any(|w| !matches!(path::step_cost(&field, w[0], w[1]), Some(10 | 15)));
        for _ in 0..12 {
            let from = pick(&mut rng);
            // Other models in the way, as many as two full warbands.
            let mut taken = [false; path::SQUARES];
            for _ in 0..rng.next_u32() % 13 {
                taken[pick(&mut rng).index()] = true;
            }
            taken[from.index()] = false;
            let blocked = |sq: Square| taken[sq.index()];
            let reach = path::Reach::search(&field, from, u32::MAX / 4, blocked);
            for to in field.squares() {
                let (full, route) = (reach.path(to), path::route(&field, from, to, blocked));
                assert_eq!(route, full, "{map:?} {size}×{size}: {from} to {to}");
                routes += usize::from(full.is_some());
                climbs += usize::from(full.as_ref().is_some_and(climbs_somewhere));
            }
        }
    }
    assert!(routes > 40_000 && climbs > 5_000, "{routes} routes, {climbs} over rises");
}

#[test]
fn a_straight_line_proves_a_pace_only_when_the_cheapest_path_costs_within_it() {
    let field = Field::generate(26, 7);
    let mut proved = 0;
    for from in field.squares().filter(|&sq| field.passable(sq)).step_by(7) {
        let reach = path::Reach::search(&field, from, u32::MAX / 4, |_| false);
        for band in [(0, 40), (40, 80), (80, 120), (55, 60)] {
            if let Some(to) = path::straight_within(&field, from, band, |_| false) {
                let cost = reach.cost(to).unwrap();
                assert!(band.0 < cost && cost <= band.1, "{from} to {to} costs {cost}, outside {band:?}");
                proved += 1;
            }
        }
    }
    assert!(proved > 100, "lines prove most bands on a generated map: {proved}");
}
