//! What a blow or a shot is expected to take from a model, by the rules' own chances: the
//! hit, the armour save and the wound with its damage. Parries, stuns and the criticals'
//! extras are left out. For evaluations (the AI's estimate of a battle), never for play.

use super::combat::{damage, strength};
use super::dice::{Verdict, success_in_36, target};
use super::roster::Model;
use super::weapons::{Stats, Weapon};

impl Model {
    /// The Resistance one melee blow of this model is expected to take from `foe`: C
    /// against C to hit, then the save and the wound; a fresh charger strikes at F + 1.
    pub fn expected_blow(&self, foe: &Model) -> f64 {
        let weapon = self.melee();
        let charging = i8::from(self.deeds.charged && self.deeds.fresh);
        let hit = chance(target(self.profile.c, foe.profile.c));
        hit * expected_wound(&weapon, strength(&weapon, self.profile.f + charging), foe)
    }

    /// The Resistance one shot of `weapon` at short range is expected to take from
    /// `foe`: T against V to hit, then the save and the wound.
    pub fn expected_shot(&self, weapon: Weapon, foe: &Model) -> f64 {
        let stats = weapon.stats();
        let hit = chance(target(self.profile.t, foe.profile.v));
        hit * expected_wound(&stats, strength(&stats, self.profile.f), foe)
    }
}

/// A hit's expected damage: the save fails (a 1d6 at most the armour value saves, a 1
/// always and a 6 never), the wound roll F against R succeeds, and its damage.
fn expected_wound(weapon: &Stats, force: i8, foe: &Model) -> f64 {
    let save = foe.save_value(weapon, 0);
    let unsaved = if save <= 0 { 1.0 } else { 1.0 - f64::from(save.clamp(1, 5)) / 6.0 };
    let wound = chance(target(force, foe.r));
    unsaved * wound * f64::from(damage(force, foe.r, Verdict::Success))
}

/// A comparison's chance of success, 0 to 1.
fn chance(target: u8) -> f64 {
    f64::from(success_in_36(target)) / 36.0
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::skirmish::Role;

    #[test]
    fn a_blow_is_expected_to_take_the_hit_times_the_failed_save_times_the_wound_and_its_damage() {
        let recruit = Model::new(1, Role::Recruit);
        // C 4 against C 4 hits on 7 or less: 21 throws of 36. Fists (penetration −2)
        // against no armour leave a save of 2: 4 in 6 fail. F 4 against R 4 wounds on 7
        // or less, for 1.
        let expected = 21.0 / 36.0 * (4.0 / 6.0) * (21.0 / 36.0);
        assert!((recruit.expected_blow(&recruit) - expected).abs() < 1e-12);
    }

    #[test]
    fn a_fresh_charger_is_expected_to_harm_more_than_it_does_standing() {
        let mut charger = Model::new(1, Role::Recruit);
        let recruit = Model::new(2, Role::Recruit);
        let standing = charger.expected_blow(&recruit);
        charger.deeds.charged = true;
        charger.deeds.fresh = true;
        // F 5 against R 4 wounds on 8 or less, 26 throws of 36, still for 1.
        let expected = 21.0 / 36.0 * (4.0 / 6.0) * (26.0 / 36.0);
        assert!((charger.expected_blow(&recruit) - expected).abs() < 1e-12);
        assert!(charger.expected_blow(&recruit) > standing);
    }

    #[test]
    fn a_crossbow_shot_hits_on_t_against_v_and_pierces_an_unarmoured_target() {
        let crossbowman = Model::new(1, Role::Crossbowman);
        let recruit = Model::new(2, Role::Recruit);
        // T 4 against V 4 hits on 7 or less (21 of 36); penetration 2 leaves no save; the
        // bolt's fixed F 5 against R 4 wounds on 8 or less (26 of 36), for 1.
        let expected = 21.0 / 36.0 * (26.0 / 36.0);
        assert!((crossbowman.expected_shot(Weapon::Crossbow, &recruit) - expected).abs() < 1e-12);
    }
}
