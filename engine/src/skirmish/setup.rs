//! Before the battle: each side in turn edits its warband (a preset, or models added,
//! removed, re-profiled and re-equipped) and deploys in the three rows at its own edge.

use super::field::DEPLOY_ROWS;
use super::notation::{Edit, Side, SkirmishAction};
use super::roster::{MAX_ARMOUR, MAX_MODELS, Model, Preset, Role};
use super::{Job, Skirmish, SkirmishEvent, Square, Stage, label, refusal};
use crate::message::Message;

impl Skirmish {
    /// Whether a square lies in a side's deployment rows.
    pub fn deploy_zone(&self, side: Side, sq: Square) -> bool {
        let size = self.field.size;
        self.field.contains(sq)
            && match side {
                Side::Amber => sq.rank() < DEPLOY_ROWS,
                Side::Blue => sq.rank() >= size - DEPLOY_ROWS,
            }
    }

    fn any_deployed(&self, side: Side) -> bool {
        self.bands[side.index()].iter().any(|m| m.square.is_some())
    }

    pub(super) fn check_edit(&self, side: Side, edit: &Edit) -> Result<(), Message> {
        if self.any_deployed(side) {
            return Err(Message::new("sk-warband-deployed"));
        }
        let band = &self.bands[side.index()];
        let model = match edit {
            Edit::Preset { .. } => return Ok(()),
            Edit::Add { .. } if band.len() >= MAX_MODELS => {
                return Err(Message::new("sk-warband-full").num("max", MAX_MODELS as i64));
            }
            Edit::Add { .. } => return Ok(()),
            Edit::Remove { model } | Edit::Profile { model, .. } | Edit::Equip { model, .. } => *model,
        };
        self.own(side, model)?;
        match edit {
            Edit::Remove { .. } if band.len() == 1 => Err(Message::new("sk-warband-last")),
            Edit::Profile { profile, armour, .. } if !profile.valid() || *armour > MAX_ARMOUR => {
                Err(Message::new("sk-profile-range"))
            }
            Edit::Equip { weapons, shield, .. } if !Model::kit_allowed(weapons, *shield) => {
                Err(Message::new("sk-kit-hands"))
            }
            _ => Ok(()),
        }
    }

    pub(super) fn edit(&mut self, side: Side, edit: &Edit) -> Vec<SkirmishEvent> {
        let band = &mut self.bands[side.index()];
        match edit {
            Edit::Preset { preset } => *band = preset.models(),
            Edit::Add { role } => band.push(Model::new(band.len() as u8 + 1, *role)),
            Edit::Remove { model } => {
                band.remove(usize::from(*model) - 1);
                for (i, m) in band.iter_mut().enumerate() {
                    m.number = i as u8 + 1;
                }
            }
            Edit::Profile { model, profile, armour } => {
                let m = &mut band[usize::from(*model) - 1];
                m.profile = *profile;
                m.r = profile.r;
                m.armour = *armour;
            }
            Edit::Equip { model, weapons, shield } => {
                let m = &mut band[usize::from(*model) - 1];
                m.weapons = weapons.clone();
                m.shield = *shield;
            }
        }
        vec![SkirmishEvent::Warband { side, models: band.len() as u8 }]
    }

    pub(super) fn check_deploy(&self, side: Side, model: u8, to: Square) -> Result<(), Message> {
        let who = self.own(side, model)?;
        if self.model(who).square.is_some() {
            return Err(refusal("sk-already-deployed", who));
        }
        if !self.deploy_zone(side, to) {
            return Err(Message::new("sk-deploy-zone").with("square", to));
        }
        if !self.field.passable(to) || self.occupant(to).is_some() {
            return Err(Message::new("sk-square-taken").with("square", to));
        }
        Ok(())
    }

    /// The free squares of a side's zone in the order automatic deployment fills them:
    /// the middle row outwards from the centre, then the front row, then the back row.
    fn deploy_squares(&self, side: Side) -> Vec<Square> {
        let size = self.field.size;
        let rows = match side {
            Side::Amber => [1, 2, 0],
            Side::Blue => [size - 2, size - 3, size - 1],
        };
        let centre = i16::from(size / 2);
        let mut files: Vec<u8> = (0..size).collect();
        files.sort_by_key(|&f| ((i16::from(f) - centre).abs(), f));
        rows.iter()
            .flat_map(|&y| files.iter().filter_map(move |&x| self.field.square(x, y)))
            .filter(|&sq| self.field.passable(sq) && self.occupant(sq).is_none())
            .collect()
    }

    pub(super) fn check_deploy_auto(&self, side: Side) -> Result<(), Message> {
        let waiting = self.bands[side.index()].iter().filter(|m| m.square.is_none()).count();
        if waiting == 0 {
            return Err(Message::new("sk-all-deployed"));
        }
        if self.deploy_squares(side).len() < waiting {
            return Err(Message::new("sk-zone-full"));
        }
        Ok(())
    }

    pub(super) fn deploy(&mut self, side: Side, model: u8, to: Square) -> Vec<SkirmishEvent> {
        self.model_mut((side, model)).square = Some(to);
        let mut events = vec![SkirmishEvent::Deployed { who: label((side, model)), to }];
        events.extend(self.setup_done(side));
        events
    }

    pub(super) fn deploy_auto(&mut self, side: Side) -> Vec<SkirmishEvent> {
        let mut free = self.deploy_squares(side).into_iter();
        let mut events = Vec::new();
        for m in &mut self.bands[side.index()] {
            if m.square.is_none() {
                let to = free.next().expect("checked: the zone has room");
                m.square = Some(to);
                events.push(SkirmishEvent::Deployed { who: label((side, m.number)), to });
            }
        }
        events.extend(self.setup_done(side));
        events
    }

    /// Once a side has deployed every model the other side sets up, then the roll-off.
    fn setup_done(&mut self, side: Side) -> Vec<SkirmishEvent> {
        if self.bands[side.index()].iter().any(|m| m.square.is_none()) {
            return Vec::new();
        }
        match side {
            Side::Amber => {
                self.stage = Stage::Setup { side: Side::Blue };
                Vec::new()
            }
            Side::Blue => self.start(Job::RollOff),
        }
    }

    pub(super) fn setup_actions(&self, side: Side) -> Vec<SkirmishAction> {
        self.setup_list(side, |_| true)
    }

    /// The set-up orders a picker's step needs after the taps `prefix` (see
    /// [`crate::Game::actions_after`]): each model's deployment to one square, or to
    /// every square once that model is tapped; the other orders whole.
    pub(super) fn setup_after(&self, side: Side, prefix: &[&str]) -> Vec<SkirmishAction> {
        self.setup_list(side, |model| matches!(prefix, ["deploy", key, ..] if *key == format!(":#{model}")))
    }

    /// The set-up orders, with deployments to every square of the zone for the models
    /// `everywhere` names and to its first square for the others.
    fn setup_list(&self, side: Side, everywhere: impl Fn(u8) -> bool) -> Vec<SkirmishAction> {
        let mut actions = vec![SkirmishAction::DeployAuto];
        let zone: Vec<Square> = self.deploy_squares(side);
        for m in self.bands[side.index()].iter().filter(|m| m.square.is_none()) {
            let squares = if everywhere(m.number) { &zone[..] } else { &zone[..zone.len().min(1)] };
            actions.extend(squares.iter().map(|&to| SkirmishAction::Deploy { model: m.number, to }));
        }
        if !self.any_deployed(side) {
            let band = &self.bands[side.index()];
            actions.extend(Preset::ALL.map(|preset| SkirmishAction::Warband(Edit::Preset { preset })));
            if band.len() < MAX_MODELS {
                actions.extend(Role::ALL.map(|role| SkirmishAction::Warband(Edit::Add { role })));
            }
            if band.len() > 1 {
                actions.extend(band.iter().map(|m| SkirmishAction::Warband(Edit::Remove { model: m.number })));
            }
        }
        actions
    }
}
