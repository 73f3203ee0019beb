//! A match replayed ply by ply as a spectator saw it: the frames of an animated replay.

use super::hosted::Hosted;
use super::{AnyMatch, AnyView};
use crate::game::{GameEvent, Turn, Viewer};
use crate::message::Message;
use crate::record::{Entry, Match, ReplayError};

/// The position after the start or after one ply, as the channel saw it.
#[derive(Clone, Debug, PartialEq)]
pub struct ReplayStep {
    /// 0 for the start, then one per action or resignation.
    pub ply: usize,
    pub view: AnyView,
    /// The seat that acted (`None` at the start).
    pub player: Option<&'static str>,
    /// The action's text, `None` where the channel was not told it: a secret action or
    /// choice while the match runs, a resignation, and the start.
    pub notation: Option<String>,
    /// What the channel heard: dice, combats, captures (private events are left out).
    pub events: Vec<Message>,
    /// Dice were rolled in it (a combat's rounds, a walk's die).
    pub rolled: bool,
    /// The same events as the channel was told them, a combat's rounds in one message
    /// (see [`crate::message::join_runs`]): a replay's captions.
    pub told: Vec<Message>,
}

impl AnyMatch {
    /// The start and every ply, each with the spectator's view: hidden information stays
    /// hidden, and a finished match's last step shows what its end reveals.
    pub fn replay_steps(&self) -> Result<Vec<ReplayStep>, ReplayError> {
        self.erased().replay_steps()
    }
}

pub(super) fn steps<G: Hosted>(m: &Match<G>) -> Result<Vec<ReplayStep>, ReplayError> {
    let finished = m.state().outcome().is_some();
    let secret_log = m.state().secret_log();
    let mut steps = Vec::new();
    let mut chosen_in_secret = false;
    Match::replay_visiting(m.record().clone(), |state, entry, events| {
        let (player, notation) = match entry {
            None => (None, None),
            Some(Entry::Act { seat, action }) => {
                let told = finished || !(secret_log || chosen_in_secret || G::is_secret(action));
                (Some(state.seat_name(*seat)), told.then(|| G::format_action(action)))
            }
            Some(Entry::Retire { seat }) => (Some(state.seat_name(*seat)), None),
            Some(Entry::Chance(_)) => unreachable!("chance entries are replayed with the ply before them"),
        };
        steps.push(ReplayStep {
            ply: steps.len(),
            view: G::any_view(state.view(Viewer::Spectator)),
            player,
            notation,
            events: events.iter().filter(|e| e.private_to().is_none()).map(GameEvent::message).collect(),
            rolled: events.iter().any(|e| e.private_to().is_none() && e.is_roll()),
            told: crate::message::join_runs(
                events.iter().filter(|e| e.private_to().is_none()).map(|e| (e.message(), e.short(), e.is_roll())),
            )
            .into_iter()
            .map(|(message, _)| message)
            .collect(),
        });
        chosen_in_secret = matches!(state.turn(), Turn::Simultaneous(_));
    })?;
    Ok(steps)
}

#[cfg(test)]
mod tests {
    use crate::any::first_to_act;
    use crate::{AnyMatch, GameKind, Seed, Viewer};

    fn played(kind: GameKind, seats: usize, plies: usize) -> AnyMatch {
        let mut m = AnyMatch::new(kind, &[], seats, Seed::from_bytes([3; 32])).unwrap();
        for _ in 0..plies {
            let Some(seat) = first_to_act(&m.turn()) else { break };
            let text = m.legal_moves(seat).remove(0);
            m.play_text(seat, &text).unwrap();
        }
        m
    }

    #[test]
    fn a_replay_has_the_start_and_one_step_per_ply_ending_on_the_current_spectator_view() {
        let m = played(GameKind::Hnefatafl, 2, 12);
        let steps = m.replay_steps().unwrap();
        assert_eq!(steps.len(), 13);
        assert_eq!(steps[0].player, None);
        assert_eq!(steps[12].view, m.view(Viewer::Spectator));
        assert_eq!(steps[1].notation.as_deref(), Some(m.movetext().split(' ').next().unwrap()));
    }

    #[test]
    fn a_running_gypes_secret_set_up_choices_are_not_named_in_its_replay() {
        let m = played(GameKind::Gype, 2, 1);
        let steps = m.replay_steps().unwrap();
        assert_eq!(steps.len(), 2);
        assert_eq!(steps[1].notation, None, "a set-up choice is secret until both are made");
    }

    #[test]
    fn a_running_quests_replay_names_no_action_and_ends_on_the_spectator_view() {
        let m = played(GameKind::Quest, 4, 20);
        let steps = m.replay_steps().unwrap();
        assert!(steps.iter().all(|s| s.notation.is_none()));
        assert_eq!(steps.last().unwrap().view, m.view(Viewer::Spectator));
    }
}
