//! Models and warbands: profiles (V F R M C T), armour, equipment, the troop types and
//! the preset warbands, and what a model carries through the battle.

use serde::{Deserialize, Serialize};

use super::field::Square;
use super::weapons::{self, Reach, Stats, Weapon};

/// The six characteristics, each 1 to 7.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Hash)]
pub struct Profile {
    pub v: i8,
    pub f: i8,
    pub r: i8,
    pub m: i8,
    pub c: i8,
    pub t: i8,
}

impl Profile {
    pub const fn new([v, f, r, m, c, t]: [i8; 6]) -> Profile {
        Profile { v, f, r, m, c, t }
    }

    pub fn values(self) -> [i8; 6] {
        [self.v, self.f, self.r, self.m, self.c, self.t]
    }

    pub fn valid(self) -> bool {
        self.values().iter().all(|v| (1..=7).contains(v))
    }
}

pub const MAX_ARMOUR: u8 = 5;
pub const MAX_MODELS: usize = 8;

/// The troop types a warband is built from; a new model starts with its type's profile
/// and equipment.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Role {
    Recruit,
    Sergeant,
    Spearman,
    Pikeman,
    Crossbowman,
    Captain,
    Swordsman,
    Axeman,
    Hammerer,
    Pistoleer,
    Warden,
    Archer,
    Blade,
    Gunmaster,
    Musketeer,
    Blunderbusser,
    Guard,
    Chief,
    Brute,
    Flailer,
    Slinger,
}

/// A troop type's starting kit.
pub struct Kit {
    pub profile: Profile,
    pub armour: u8,
    pub weapons: &'static [Weapon],
    pub shield: bool,
}

impl Role {
    pub const ALL: [Role; 21] = [
        Role::Recruit,
        Role::Sergeant,
        Role::Spearman,
        Role::Pikeman,
        Role::Crossbowman,
        Role::Captain,
        Role::Swordsman,
        Role::Axeman,
        Role::Hammerer,
        Role::Pistoleer,
        Role::Warden,
        Role::Archer,
        Role::Blade,
        Role::Gunmaster,
        Role::Musketeer,
        Role::Blunderbusser,
        Role::Guard,
        Role::Chief,
        Role::Brute,
        Role::Flailer,
        Role::Slinger,
    ];

    pub fn kit(self) -> Kit {
        use Weapon::*;
        let kit = |p: [i8; 6], armour, weapons, shield| Kit { profile: Profile::new(p), armour, weapons, shield };
        match self {
            Role::Recruit => kit([4, 4, 4, 4, 4, 4], 0, &[], false),
            Role::Sergeant => kit([4, 4, 4, 5, 4, 3], 2, &[Sword], true),
            Role::Spearman => kit([4, 4, 4, 4, 4, 3], 1, &[Spear], true),
            Role::Pikeman => kit([4, 4, 4, 4, 4, 3], 1, &[Pike], false),
            Role::Crossbowman => kit([4, 3, 4, 4, 3, 4], 1, &[Crossbow], false),
            Role::Captain => kit([4, 4, 4, 5, 5, 4], 3, &[Greatsword], false),
            Role::Swordsman => kit([4, 4, 4, 4, 4, 3], 2, &[Sword], true),
            Role::Axeman => kit([4, 4, 4, 4, 4, 3], 2, &[Greataxe], false),
            Role::Hammerer => kit([4, 4, 4, 4, 4, 3], 2, &[Warhammer], true),
            Role::Pistoleer => kit([4, 3, 4, 4, 4, 4], 2, &[Pistol, Rapier], false),
            Role::Warden => kit([5, 4, 3, 5, 5, 5], 1, &[Longsword], false),
            Role::Archer => kit([5, 3, 3, 4, 4, 5], 0, &[Longbow], false),
            Role::Blade => kit([5, 4, 3, 4, 5, 4], 1, &[Rapier, Dagger], false),
            Role::Gunmaster => kit([4, 4, 4, 5, 4, 4], 2, &[Pistol, Sword], false),
            Role::Musketeer => kit([4, 3, 4, 4, 3, 4], 1, &[Musket], false),
            Role::Blunderbusser => kit([4, 3, 4, 4, 3, 4], 1, &[Blunderbuss], false),
            Role::Guard => kit([4, 4, 4, 4, 4, 3], 2, &[Greathammer], false),
            Role::Chief => kit([4, 5, 4, 5, 4, 3], 1, &[Greataxe], false),
            Role::Brute => kit([4, 5, 5, 3, 4, 2], 0, &[Greatflail], false),
            Role::Flailer => kit([4, 4, 4, 4, 4, 3], 1, &[Flail], true),
            Role::Slinger => kit([5, 3, 3, 4, 3, 4], 0, &[Sling, Dagger], false),
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Role::Recruit => "recruit",
            Role::Sergeant => "sergeant",
            Role::Spearman => "spearman",
            Role::Pikeman => "pikeman",
            Role::Crossbowman => "crossbowman",
            Role::Captain => "captain",
            Role::Swordsman => "swordsman",
            Role::Axeman => "axeman",
            Role::Hammerer => "hammerer",
            Role::Pistoleer => "pistoleer",
            Role::Warden => "warden",
            Role::Archer => "archer",
            Role::Blade => "blade",
            Role::Gunmaster => "gunmaster",
            Role::Musketeer => "musketeer",
            Role::Blunderbusser => "blunderbusser",
            Role::Guard => "guard",
            Role::Chief => "chief",
            Role::Brute => "brute",
            Role::Flailer => "flailer",
            Role::Slinger => "slinger",
        }
    }

    pub fn parse(word: &str) -> Option<Role> {
        Role::ALL.into_iter().find(|r| r.name() == word)
    }
}

/// The preset warbands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Preset {
    Militia,
    Mercenaries,
    Elves,
    Gunners,
    Raiders,
}

impl Preset {
    pub const ALL: [Preset; 5] =
        [Preset::Militia, Preset::Mercenaries, Preset::Elves, Preset::Gunners, Preset::Raiders];

    pub fn roles(self) -> &'static [Role] {
        use Role::*;
        match self {
            Preset::Militia => &[Sergeant, Spearman, Spearman, Pikeman, Crossbowman, Crossbowman],
            Preset::Mercenaries => &[Captain, Swordsman, Swordsman, Axeman, Hammerer, Pistoleer],
            Preset::Elves => &[Warden, Archer, Archer, Archer, Blade, Blade],
            Preset::Gunners => &[Gunmaster, Musketeer, Musketeer, Musketeer, Blunderbusser, Guard],
            Preset::Raiders => &[Chief, Brute, Brute, Flailer, Flailer, Slinger, Slinger],
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Preset::Militia => "militia",
            Preset::Mercenaries => "mercenaries",
            Preset::Elves => "elves",
            Preset::Gunners => "gunners",
            Preset::Raiders => "raiders",
        }
    }

    pub fn parse(word: &str) -> Option<Preset> {
        match word {
            "milizia" => Some(Preset::Militia),
            "mercenari" => Some(Preset::Mercenaries),
            "elfi" => Some(Preset::Elves),
            "archibugieri" => Some(Preset::Gunners),
            "predoni" => Some(Preset::Raiders),
            _ => Preset::ALL.into_iter().find(|p| p.name() == word),
        }
    }

    pub fn models(self) -> Vec<Model> {
        self.roles().iter().enumerate().map(|(i, &role)| Model::new(i as u8 + 1, role)).collect()
    }
}

/// The pace of a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Hash)]
#[serde(rename_all = "snake_case")]
pub enum Pace {
    Simple,
    March,
    Run,
}

impl Pace {
    pub const ALL: [Pace; 3] = [Pace::Simple, Pace::March, Pace::Run];

    pub fn multiple(self) -> u32 {
        match self {
            Pace::Simple => 1,
            Pace::March => 2,
            Pace::Run => 3,
        }
    }

    pub fn word(self) -> &'static str {
        match self {
            Pace::Simple => "move",
            Pace::March => "march",
            Pace::Run => "run",
        }
    }
}

/// A model that failed morale after shooting: it runs in its next movement phase, and
/// tests M to rally in each one after that.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Rout {
    MustRun,
    Running,
}

/// What a model did in its side's current (or last) turn.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Deeds {
    pub moved: Option<Pace>,
    /// Charged or broke off.
    pub assaulted: bool,
    pub fought: bool,
    pub shot: bool,
    /// Charged this turn: +1 F and +1 V in the first round.
    pub charged: bool,
    /// In its first round of a fight (charger or charged).
    pub fresh: bool,
    /// Rallied this movement phase: acts again from the assault phase.
    pub rallied: bool,
}

/// A model: its type, profile and kit, and its state in the battle.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Model {
    pub number: u8,
    pub role: Role,
    pub profile: Profile,
    pub armour: u8,
    pub weapons: Vec<Weapon>,
    pub shield: bool,
    pub square: Option<Square>,
    /// Resistance left; 0 once removed.
    pub r: i8,
    pub loaded: bool,
    /// Phases given up towards reloading this turn.
    pub reloading: u8,
    pub jammed: bool,
    /// A one-shot weapon was fired.
    pub spent: bool,
    pub rout: Option<Rout>,
    pub deeds: Deeds,
    /// Attacks left in the fight under way.
    pub attacks: u8,
    /// Attacks it will lose (stunned, or its last attack was saved critically).
    pub skip: u8,
    /// −1 C on its next attack (a fumbled wound).
    pub clumsy: bool,
    /// +1 V against ranged attacks until its side's next turn (a critical save).
    pub cover: bool,
    /// Damage taken from shots in the shooting phase under way.
    pub shot_at: bool,
}

impl Model {
    pub fn new(number: u8, role: Role) -> Model {
        let kit = role.kit();
        Model {
            number,
            role,
            profile: kit.profile,
            armour: kit.armour,
            weapons: kit.weapons.to_vec(),
            shield: kit.shield,
            square: None,
            r: kit.profile.r,
            loaded: true,
            reloading: 0,
            jammed: false,
            spent: false,
            rout: None,
            deeds: Deeds::default(),
            attacks: 0,
            skip: 0,
            clumsy: false,
            cover: false,
            shot_at: false,
        }
    }

    /// On the field and not removed.
    pub fn alive(&self) -> bool {
        self.r > 0 && self.square.is_some()
    }

    /// The weapon it fights with: the first melee weapon that is not thrown, else a
    /// thrown one, else its fists.
    pub fn melee(&self) -> Stats {
        let melee = || self.weapons.iter().map(|w| w.stats()).filter(|s| s.melee);
        melee().find(|s| !s.ammunition).or_else(|| melee().next()).unwrap_or(weapons::UNARMED)
    }

    /// The weapon it shoots with: the first with a range.
    pub fn ranged(&self) -> Option<Weapon> {
        self.weapons.iter().copied().find(|w| w.stats().reach.is_some())
    }

    /// The ranged weapon if it can fire now: loaded, not jammed, not spent.
    pub fn ready_weapon(&self) -> Option<Weapon> {
        self.ranged().filter(|_| self.loaded && !self.jammed && !self.spent)
    }

    /// How far its ranged weapon reaches in inches (a cone's length).
    pub fn range(&self, weapon: Weapon) -> u8 {
        match weapon.stats().reach {
            Some(Reach::Strength(k)) => (self.profile.f.max(0) as u8).saturating_mul(k),
            Some(Reach::Inches(n) | Reach::Cone(n)) => n,
            None => 0,
        }
    }

    /// Its armour against a weapon: body armour, +1 for a shield, less penetration.
    pub fn save_value(&self, weapon: &Stats, less: i8) -> i8 {
        let shield = i8::from(self.shield);
        let penetration = if weapon.against_shield && !self.shield { 0 } else { weapon.penetration - less };
        self.armour as i8 + shield - penetration
    }

    /// Whether its kit fits two hands: a two-handed weapon takes both, a one-handed
    /// weapon or a shield one. So one or two one-handed weapons, or one two-handed weapon,
    /// or a shield and at most one one-handed weapon (or nothing).
    pub fn kit_allowed(weapons: &[Weapon], shield: bool) -> bool {
        let hands: usize = weapons.iter().map(|w| if w.stats().two_handed { 2 } else { 1 }).sum();
        hands + usize::from(shield) <= 2
    }

    /// Attacks in a fight: C/2, at least 1.
    pub fn attacks_per_fight(&self) -> u8 {
        (self.profile.c / 2).max(1) as u8
    }
}
