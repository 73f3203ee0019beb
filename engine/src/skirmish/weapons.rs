//! The seed's weapons: melee or ranged (or both), the strength they strike with, their
//! penetration, range and special rules.

use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Weapon {
    Dagger,
    Shortsword,
    Sword,
    Rapier,
    Longsword,
    Greatsword,
    Axe,
    Greataxe,
    Mace,
    Warhammer,
    Greathammer,
    Spear,
    Pike,
    Flail,
    Greatflail,
    Shortbow,
    Compositebow,
    Longbow,
    Crossbow,
    Heavycrossbow,
    Sling,
    Pistol,
    Musket,
    Blunderbuss,
}

/// How far a ranged weapon reaches.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reach {
    /// The bearer's F times this many inches.
    Strength(u8),
    Inches(u8),
    /// The blunderbuss: every model in a 90° cone this many inches long.
    Cone(u8),
}

/// The strength a weapon strikes with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Strength {
    /// The bearer's F plus this.
    Bearer(i8),
    Fixed(i8),
}

/// One weapon's rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Stats {
    pub melee: bool,
    pub reach: Option<Reach>,
    pub strength: Strength,
    /// Subtracted from the target's armour (negative adds to it).
    pub penetration: i8,
    /// Penetration only against a shield (the flails).
    pub against_shield: bool,
    pub parry: bool,
    pub stun: bool,
    /// Added to V for the order of attacks, always.
    pub initiative: i8,
    /// Added to V for the order of attacks in the first round of a fight.
    pub first_round_initiative: i8,
    pub quick_shot: bool,
    /// Phases (movement, assault) given up to reload after a shot.
    pub slow_reload: u8,
    /// Thrown: gone once used at range.
    pub ammunition: bool,
    /// Fires once in the game.
    pub one_shot: bool,
    pub two_handed: bool,
}

const MELEE: Stats = Stats {
    melee: true,
    reach: None,
    strength: Strength::Bearer(0),
    penetration: 0,
    against_shield: false,
    parry: false,
    stun: false,
    initiative: 0,
    first_round_initiative: 0,
    quick_shot: false,
    slow_reload: 0,
    ammunition: false,
    one_shot: false,
    two_handed: false,
};

const RANGED: Stats = Stats { melee: false, ..MELEE };

/// Fists: F of the bearer, penetration −2.
pub const UNARMED: Stats = Stats { penetration: -2, ..MELEE };

impl Weapon {
    pub const ALL: [Weapon; 24] = [
        Weapon::Dagger,
        Weapon::Shortsword,
        Weapon::Sword,
        Weapon::Rapier,
        Weapon::Longsword,
        Weapon::Greatsword,
        Weapon::Axe,
        Weapon::Greataxe,
        Weapon::Mace,
        Weapon::Warhammer,
        Weapon::Greathammer,
        Weapon::Spear,
        Weapon::Pike,
        Weapon::Flail,
        Weapon::Greatflail,
        Weapon::Shortbow,
        Weapon::Compositebow,
        Weapon::Longbow,
        Weapon::Crossbow,
        Weapon::Heavycrossbow,
        Weapon::Sling,
        Weapon::Pistol,
        Weapon::Musket,
        Weapon::Blunderbuss,
    ];

    pub fn stats(self) -> Stats {
        use Strength::{Bearer, Fixed};
        match self {
            Weapon::Dagger => Stats { reach: Some(Reach::Strength(1)), penetration: -1, ammunition: true, ..MELEE },
            Weapon::Shortsword => MELEE,
            Weapon::Sword => Stats { parry: true, ..MELEE },
            Weapon::Rapier => Stats { parry: true, initiative: 1, ..MELEE },
            Weapon::Longsword => Stats { strength: Bearer(1), penetration: 1, parry: true, two_handed: true, ..MELEE },
            Weapon::Greatsword => {
                Stats { strength: Bearer(1), penetration: 1, parry: true, initiative: 1, two_handed: true, ..MELEE }
            }
            Weapon::Axe => Stats { penetration: 1, ..MELEE },
            Weapon::Greataxe => Stats { strength: Bearer(1), penetration: 2, two_handed: true, ..MELEE },
            Weapon::Mace => Stats { stun: true, ..MELEE },
            Weapon::Warhammer => Stats { strength: Bearer(1), penetration: 1, stun: true, ..MELEE },
            Weapon::Greathammer => Stats { strength: Bearer(1), penetration: 2, stun: true, two_handed: true, ..MELEE },
            Weapon::Spear => {
                Stats { reach: Some(Reach::Strength(1)), first_round_initiative: 1, ammunition: true, ..MELEE }
            }
            Weapon::Pike => Stats { strength: Bearer(1), first_round_initiative: 2, two_handed: true, ..MELEE },
            Weapon::Flail => Stats { penetration: 2, against_shield: true, ..MELEE },
            Weapon::Greatflail => {
                Stats { strength: Bearer(1), penetration: 2, against_shield: true, two_handed: true, ..MELEE }
            }
            Weapon::Shortbow => {
                Stats { reach: Some(Reach::Strength(4)), penetration: 1, quick_shot: true, two_handed: true, ..RANGED }
            }
            Weapon::Compositebow => Stats {
                reach: Some(Reach::Strength(5)),
                strength: Bearer(1),
                penetration: 1,
                quick_shot: true,
                two_handed: true,
                ..RANGED
            },
            Weapon::Longbow => Stats {
                reach: Some(Reach::Strength(6)),
                strength: Bearer(1),
                penetration: 2,
                quick_shot: true,
                two_handed: true,
                ..RANGED
            },
            Weapon::Crossbow => Stats {
                reach: Some(Reach::Inches(20)),
                strength: Fixed(5),
                penetration: 2,
                slow_reload: 1,
                two_handed: true,
                ..RANGED
            },
            Weapon::Heavycrossbow => Stats {
                reach: Some(Reach::Inches(40)),
                strength: Fixed(6),
                penetration: 3,
                slow_reload: 2,
                two_handed: true,
                ..RANGED
            },
            Weapon::Sling => Stats { reach: Some(Reach::Strength(3)), strength: Bearer(1), ..RANGED },
            Weapon::Pistol => {
                Stats { reach: Some(Reach::Inches(15)), strength: Fixed(5), penetration: 3, slow_reload: 2, ..RANGED }
            }
            Weapon::Musket => Stats {
                reach: Some(Reach::Inches(30)),
                strength: Fixed(6),
                penetration: 3,
                slow_reload: 2,
                two_handed: true,
                ..RANGED
            },
            Weapon::Blunderbuss => Stats {
                reach: Some(Reach::Cone(8)),
                strength: Fixed(6),
                penetration: 1,
                one_shot: true,
                two_handed: true,
                ..RANGED
            },
        }
    }

    /// The word used in commands and records.
    pub fn name(self) -> &'static str {
        WORDS.iter().find(|(w, ..)| *w == self).map(|(_, en, _)| *en).expect("every weapon has a word")
    }

    /// Reads a weapon's English or Italian word.
    pub fn parse(word: &str) -> Option<Weapon> {
        WORDS.iter().find(|(_, en, it)| *en == word || *it == word).map(|(w, ..)| *w)
    }

    /// Every weapon's word, in English or in Italian, separated by commas.
    pub fn words(italian: bool) -> String {
        let words = WORDS.iter().map(|(_, en, it)| if italian { *it } else { *en });
        words.collect::<Vec<_>>().join(", ")
    }

    /// The catalog term of its name.
    pub fn term(self) -> String {
        format!("sk-weapon-{}", self.name())
    }
}

const WORDS: [(Weapon, &str, &str); 24] = [
    (Weapon::Dagger, "dagger", "pugnale"),
    (Weapon::Shortsword, "shortsword", "daga"),
    (Weapon::Sword, "sword", "spada"),
    (Weapon::Rapier, "rapier", "stocco"),
    (Weapon::Longsword, "longsword", "spadalunga"),
    (Weapon::Greatsword, "greatsword", "spadone"),
    (Weapon::Axe, "axe", "ascia"),
    (Weapon::Greataxe, "greataxe", "asciapesante"),
    (Weapon::Mace, "mace", "mazza"),
    (Weapon::Warhammer, "warhammer", "martello"),
    (Weapon::Greathammer, "greathammer", "martellopesante"),
    (Weapon::Spear, "spear", "lancia"),
    (Weapon::Pike, "pike", "picca"),
    (Weapon::Flail, "flail", "mazzafrusto"),
    (Weapon::Greatflail, "greatflail", "mazzafrustopesante"),
    (Weapon::Shortbow, "shortbow", "arcocorto"),
    (Weapon::Compositebow, "compositebow", "arcocomposito"),
    (Weapon::Longbow, "longbow", "arcolungo"),
    (Weapon::Crossbow, "crossbow", "balestra"),
    (Weapon::Heavycrossbow, "heavycrossbow", "balestrapesante"),
    (Weapon::Sling, "sling", "frombola"),
    (Weapon::Pistol, "pistol", "pistola"),
    (Weapon::Musket, "musket", "fucile"),
    (Weapon::Blunderbuss, "blunderbuss", "trombone"),
];
