//! What happened, for announcements: every move, every combat round, every roll.

use serde::{Deserialize, Serialize};

use super::board::{Piece, Side, Square};
use crate::game::GameEvent;
use crate::message::Message;

/// The two artworks and name sets; the rules are the same.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Theme {
    /// Chaotic against Lawful.
    #[default]
    Landover,
    /// Terre Alte (medieval-Celtic) against Terre Piane (steampunk and Belle Époque), the
    /// OBBEGAME project's version.
    Metalegno,
}

impl Theme {
    pub fn name(self) -> &'static str {
        match self {
            Theme::Landover => "landover",
            Theme::Metalegno => "metalegno",
        }
    }

    /// The seat name of a side in this theme, used in records and the catalog.
    pub fn side_name(self, side: Side) -> &'static str {
        match (self, side) {
            (Theme::Landover, Side::Chaotic) => "chaotic",
            (Theme::Landover, Side::Lawful) => "lawful",
            (Theme::Metalegno, Side::Chaotic) => "highlands",
            (Theme::Metalegno, Side::Lawful) => "lowlands",
        }
    }
}

/// A piece as it is named in a theme.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Figure {
    pub theme: Theme,
    pub piece: Piece,
}

impl Figure {
    /// The catalog key of its name, like `lo-landover-chaotic-c1`.
    pub fn key(self) -> String {
        let side = match self.piece.side {
            Side::Chaotic => "chaotic",
            Side::Lawful => "lawful",
        };
        format!("lo-{}-{side}-{}", self.theme.name(), self.piece.code().to_ascii_lowercase())
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum LandoverEvent {
    Moved {
        piece: Figure,
        from: Square,
        to: Square,
    },
    Castled {
        king: Figure,
        rook: Figure,
        king_to: Square,
        rook_to: Square,
    },
    /// A combat starts: C after modifiers, and the R each side fights with.
    Attacked {
        attacker: Figure,
        defender: Figure,
        square: Square,
        ratio: i16,
        c: [u8; 2],
        r: [u8; 2],
    },
    /// A resting piece is attacked; its owner chooses to flee or fight.
    Cornered {
        attacker: Figure,
        defender: Figure,
        square: Square,
    },
    FleeRolled {
        piece: Figure,
        roll: u8,
        to: Square,
        escaped: bool,
    },
    Round {
        roll: u8,
        loser: Figure,
        loss: u8,
        left: u8,
    },
    Won {
        winner: Figure,
        loser: Figure,
        /// Where the combat took place (the defender's square).
        square: Square,
        /// Where the loser stood, and is removed from.
        loser_square: Square,
        r: u8,
        max: u8,
        rests: bool,
    },
    KingFled {
        king: Figure,
        to: Square,
        r: u8,
        /// The piece it fought, and whether that piece now rests.
        foe: Figure,
        foe_rests: bool,
    },
    Kidnapped {
        pawn: Figure,
        king: Figure,
        square: Square,
        roll: u8,
    },
    Placed {
        king: Figure,
        square: Square,
    },
    Recovered {
        piece: Figure,
        square: Square,
        r: u8,
    },
    Victory {
        theme: Theme,
        side: Side,
    },
    NoMoves {
        theme: Theme,
        side: Side,
    },
}

impl GameEvent for LandoverEvent {
    fn message(&self) -> Message {
        match self {
            LandoverEvent::Moved { piece, from, to } => {
                Message::new("lo-moved").term("piece", piece.key()).with("from", from).with("to", to)
            }
            LandoverEvent::Castled { king, rook, king_to, rook_to } => Message::new("lo-castled")
                .term("king", king.key())
                .term("rook", rook.key())
                .with("king_to", king_to)
                .with("rook_to", rook_to),
            LandoverEvent::Attacked { attacker, defender, square, ratio, c, r } => Message::new("lo-attacked")
                .term("attacker", attacker.key())
                .term("defender", defender.key())
                .with("square", square)
                .with("ratio", signed(*ratio))
                .num("ac", i64::from(c[0]))
                .num("dc", i64::from(c[1]))
                .num("ar", i64::from(r[0]))
                .num("dr", i64::from(r[1])),
            LandoverEvent::Cornered { attacker, defender, square } => Message::new("lo-cornered")
                .term("attacker", attacker.key())
                .term("defender", defender.key())
                .with("square", square),
            LandoverEvent::FleeRolled { piece, roll, to, escaped } => {
                Message::new(if *escaped { "lo-fled" } else { "lo-flee-failed" })
                    .term("piece", piece.key())
                    .num("roll", i64::from(*roll))
                    .with("to", to)
            }
            LandoverEvent::Round { roll, loser, loss, left } => Message::new("lo-round")
                .num("roll", i64::from(*roll))
                .term("loser", loser.key())
                .num("loss", i64::from(*loss))
                .num("left", i64::from(*left)),
            LandoverEvent::Won { winner, loser, square, r, max, rests, .. } => Message::new("lo-won")
                .term("winner", winner.key())
                .term("loser", loser.key())
                .with("square", square)
                .num("r", i64::from(*r))
                .num("max", i64::from(*max))
                .with("rests", if *rests { "yes" } else { "no" }),
            LandoverEvent::KingFled { king, to, r, foe, foe_rests } => Message::new("lo-king-fled")
                .term("king", king.key())
                .with("to", to)
                .num("r", i64::from(*r))
                .term("foe", foe.key())
                .with("rests", if *foe_rests { "yes" } else { "no" }),
            LandoverEvent::Kidnapped { pawn, king, square, roll } => Message::new("lo-kidnapped")
                .term("pawn", pawn.key())
                .term("king", king.key())
                .with("square", square)
                .num("roll", i64::from(*roll)),
            LandoverEvent::Placed { king, square } => {
                Message::new("lo-placed").term("king", king.key()).with("square", square)
            }
            LandoverEvent::Recovered { piece, square, r } => {
                Message::new("lo-recovered").term("piece", piece.key()).with("square", square).num("r", i64::from(*r))
            }
            LandoverEvent::Victory { theme, side } => {
                Message::new("lo-victory").with("theme", theme.name()).with("side", theme.side_name(*side))
            }
            LandoverEvent::NoMoves { theme, side } => Message::new("lo-no-moves").with("side", theme.side_name(*side)),
        }
    }

    fn captured_squares(&self) -> Vec<String> {
        match self {
            LandoverEvent::Won { loser_square, .. } => vec![loser_square.to_string()],
            _ => Vec::new(),
        }
    }

    /// Every d10 of a combat, a flight or a kidnapping.
    fn is_roll(&self) -> bool {
        matches!(self, LandoverEvent::FleeRolled { .. } | LandoverEvent::Round { .. } | LandoverEvent::Kidnapped { .. })
    }

    /// A combat's rounds are told in one line: the roll, who lost R and how much.
    fn short(&self) -> Option<Message> {
        match self {
            LandoverEvent::Round { roll, loser, loss, .. } => Some(
                Message::new("lo-round-short")
                    .num("roll", i64::from(*roll))
                    .term("loser", loser.key())
                    .num("loss", i64::from(*loss)),
            ),
            _ => None,
        }
    }
}

/// A ratio with its sign, using the minus sign: `+2`, `0`, `−2`.
fn signed(n: i16) -> String {
    match n {
        0 => "0".to_owned(),
        n if n > 0 => format!("+{n}"),
        n => format!("−{}", -n),
    }
}
