//! What the image shows (everything in a skirmish is public; a player's side is at the
//! bottom of their own view, and the channel's view keeps amber at the bottom for the
//! whole match), and `info` about a model.

use serde::{Deserialize, Serialize};

use super::events::Phase;
use super::field::{Ground, Square};
use super::notation::{self, Side, Target};
use super::weapons::Strength;
use super::{Skirmish, Who, label};
use crate::game::Viewer;
use crate::message::Message;

/// An order of the turn under way, drawn on the image.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "order", rename_all = "snake_case")]
pub enum Order {
    Path { side: Side, squares: Vec<Square> },
    Charge { side: Side, from: Square, to: Square, reached: bool },
    Shot { side: Side, from: Square, to: Square, hit: bool },
    Cone { side: Side, from: Square, aim: Square },
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ModelView {
    pub side: Side,
    pub number: u8,
    pub square: Square,
    pub r: i8,
    pub max_r: i8,
    pub engaged: bool,
    pub fleeing: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SkirmishView {
    pub size: u8,
    /// Rank by rank from rank 1.
    pub ground: Vec<Ground>,
    pub models: Vec<ModelView>,
    pub orders: Vec<Order>,
    /// The side drawn at the bottom.
    pub bottom: Side,
    /// Each amber model in base contact with a blue one, as their two squares.
    pub engagements: Vec<(Square, Square)>,
    /// The side to play and its phase, once the battle has begun.
    pub to_play: Option<(Side, Phase)>,
    pub round: u8,
}

impl Skirmish {
    pub(super) fn view_for(&self, viewer: Viewer) -> SkirmishView {
        let to_play = self.battle();
        let bottom = match viewer {
            Viewer::Player(seat) => Side::of_seat(seat),
            Viewer::Spectator => Side::Amber,
        };
        let engagements = self
            .living()
            .filter(|((side, _), _)| *side == Side::Amber)
            .flat_map(|(who, m)| {
                let at = m.square.expect("alive");
                self.foes_touching(who).into_iter().filter_map(move |foe| Some((at, self.model(foe).square?)))
            })
            .collect();
        let models = self
            .living()
            .map(|((side, number), m)| ModelView {
                side,
                number,
                square: m.square.expect("alive"),
                r: m.r,
                max_r: m.profile.r,
                engaged: self.engaged((side, number)),
                fleeing: m.rout.is_some(),
            })
            .collect();
        SkirmishView {
            size: self.field.size,
            ground: self.field.squares().map(|sq| self.field.ground(sq)).collect(),
            models,
            orders: self.orders.clone(),
            bottom,
            engagements,
            to_play,
            round: self.round,
        }
    }

    /// `info #3` / `info B7`: a model's profile, kit and state, one message a line.
    pub(super) fn info(&self, side: Option<Side>, text: &str) -> Option<Vec<Message>> {
        let mut words = text.split_whitespace();
        let keyword = words.next()?.to_ascii_lowercase();
        if keyword != "info" && keyword != "scheda" {
            return None;
        }
        let Some(word) = words.next().filter(|_| words.next().is_none()) else {
            return Some(vec![Message::new("sk-info-usage")]);
        };
        let who: Option<Who> = match word.strip_prefix('#') {
            Some(n) => side.zip(n.parse().ok()),
            None => match notation::target(word) {
                Ok(Target::Label(s, n)) => Some((s, n)),
                Ok(Target::At(sq)) => self.occupant(sq),
                Err(_) => None,
            },
        };
        let Some(who) = who.filter(|&w| self.exists(w)) else {
            return Some(vec![Message::new("sk-no-model").with("model", word)]);
        };
        let m = self.model(who);
        let p = m.profile;
        let state = if m.square.is_none() && m.r > 0 {
            "sk-state-undeployed"
        } else if !m.alive() {
            "sk-state-removed"
        } else if m.rout.is_some() {
            "sk-state-routed"
        } else if self.engaged(who) {
            "sk-state-engaged"
        } else {
            "sk-state-ready"
        };
        let place = m.square.map_or_else(|| "—".to_string(), |sq| sq.to_string());
        let mut lines = vec![
            Message::new("sk-info")
                .with("model", label(who))
                .term("role", format!("sk-role-{}", m.role.name()))
                .with("profile", format!("V{} F{} R{}/{} M{} C{} T{}", p.v, p.f, m.r, p.r, p.m, p.c, p.t))
                .num("armour", i64::from(m.armour))
                .num("shield", i64::from(m.shield))
                .with("square", place)
                .term("state", state),
        ];
        for &weapon in &m.weapons {
            let stats = weapon.stats();
            let strength = match stats.strength {
                Strength::Bearer(0) => "F".to_string(),
                Strength::Bearer(n) => format!("F{n:+}"),
                Strength::Fixed(n) => n.to_string(),
            };
            lines.push(
                Message::new("sk-info-weapon")
                    .term("weapon", weapon.term())
                    .with("strength", strength)
                    .num("penetration", i64::from(stats.penetration))
                    .num("reach", i64::from(m.range(weapon))),
            );
        }
        Some(lines)
    }
}
