//! A match of any game behind one object-safe trait: every operation the bot needs of a
//! match, written once over the [`Game`] trait. [`AnyMatch`] reaches it through a single
//! match of its variants, so a game gets all of it by implementing [`Game`].

use super::hosted::Hosted;
use super::steps::{ReplayStep, steps};
use super::{AnyMatch, AnyView, EventReport, RESIGNS, reports};
use crate::chance::Seed;
use crate::game::{Game, Known, Outcome, PlayError, Seat, Turn, Viewer};
use crate::message::Message;
use crate::record::{Entry, Match, ReplayError, TakebackError};
use crate::tap::Pick;

/// A match whose game is known only at run time. See the [`AnyMatch`] methods of the
/// same names.
pub trait DynMatch {
    fn turn(&self) -> Turn;
    fn outcome(&self) -> Option<Outcome>;
    fn retire(&mut self, seat: Seat) -> Result<Vec<EventReport>, PlayError>;
    fn takeback(&mut self, seat: Seat) -> Result<(), TakebackError>;
    fn retired(&self) -> Vec<Seat>;
    fn play_text(&mut self, seat: Seat, text: &str) -> Result<Vec<EventReport>, PlayError>;
    fn play_private_text(&mut self, seat: Seat, text: &str) -> Result<Vec<EventReport>, PlayError>;
    fn view(&self, viewer: Viewer) -> AnyView;
    fn answer(&self, seat: Option<Seat>, text: &str) -> Option<Vec<Message>>;
    fn is_move_text(&self, text: &str) -> bool;
    fn is_out_of_turn_text(&self, seat: Seat, text: &str) -> bool;
    fn is_secret_text(&self, text: &str) -> bool;
    fn redeal_unseen(&self, viewer: Viewer, seed: u64) -> AnyMatch;
    fn moves_hidden(&self, seat: Seat) -> bool;
    fn private_prompt(&self, seat: Seat) -> bool;
    fn private_note(&self, seat: Seat) -> Option<Message>;
    fn turn_options(&self, seat: Seat) -> Option<Message>;
    fn phase_number(&self) -> Option<u32>;
    fn private_turn_note(&self, seat: Seat) -> Option<Message>;
    fn secret_movetext(&self) -> bool;
    fn timeout_move(&self, seat: Seat) -> Option<String>;
    fn decision_prompt(&self, seat: Seat) -> Option<Message>;
    fn legal_moves(&self, seat: Seat) -> Vec<String>;
    fn known_moves(&self, viewer: Viewer, seat: Seat) -> Known<String>;
    fn picks(&self, seat: Seat) -> Vec<Pick>;
    fn picks_after(&self, seat: Seat, prefix: &[&str]) -> Option<Vec<Pick>>;
    fn seat_name(&self, seat: Seat) -> &'static str;
    fn seats(&self) -> usize;
    fn plies(&self) -> usize;
    fn seed(&self) -> Seed;
    fn options(&self) -> Vec<String>;
    fn ruleset(&self) -> Option<&'static str>;
    fn movetext(&self, numbered: bool) -> String;
    fn in_setup(&self, seat: Seat) -> bool;
    fn continues_move(&self, seat: Seat) -> bool;
    fn moves(&self) -> usize;
    fn move_number(&self) -> usize;
    fn outcome_name(&self, outcome: &Outcome) -> &'static str;
    fn log_len(&self) -> usize;
    fn log_batch_from(&self, from: usize) -> Option<String>;
    fn replay_steps(&self) -> Result<Vec<ReplayStep>, ReplayError>;
}

/// An action as a picker offers it.
fn pick<G: Game>(state: &G, action: &G::Action) -> Pick {
    Pick { text: G::format_action(action), taps: state.taps(action), secret: G::is_secret(action) }
}

/// In games with simultaneous choices, a move-list token names its seat: `seat:action`.
fn action_token<G: Game>(state: &G, seat: Seat, action: &G::Action) -> String {
    let text = G::format_action(action);
    if G::INFO.simultaneous { format!("{}:{text}", state.seat_name(seat)) } else { text }
}

pub(super) fn outcome_name<G: Game>(state: &G, outcome: &Outcome) -> &'static str {
    match outcome {
        Outcome::Winner(seat) => state.seat_name(*seat),
        Outcome::Draw => "draw",
    }
}

impl<G: Hosted> DynMatch for Match<G> {
    fn turn(&self) -> Turn {
        self.state().turn()
    }

    fn outcome(&self) -> Option<Outcome> {
        self.state().outcome()
    }

    fn retire(&mut self, seat: Seat) -> Result<Vec<EventReport>, PlayError> {
        Match::retire(self, seat).map(|events| reports(&events))
    }

    fn takeback(&mut self, seat: Seat) -> Result<(), TakebackError> {
        Match::takeback(self, seat)
    }

    fn retired(&self) -> Vec<Seat> {
        Match::retired(self)
    }

    fn play_text(&mut self, seat: Seat, text: &str) -> Result<Vec<EventReport>, PlayError> {
        Match::play_text(self, seat, text).map(|events| reports(&events))
    }

    fn play_private_text(&mut self, seat: Seat, text: &str) -> Result<Vec<EventReport>, PlayError> {
        Match::play_private_text(self, seat, text).map(|events| reports(&events))
    }

    fn view(&self, viewer: Viewer) -> AnyView {
        G::any_view(self.state().view(viewer))
    }

    fn answer(&self, seat: Option<Seat>, text: &str) -> Option<Vec<Message>> {
        self.state().answer(seat, text)
    }

    fn is_move_text(&self, text: &str) -> bool {
        !matches!(self.state().parse_action(text), Err(PlayError::NotAMove(_)))
    }

    fn is_out_of_turn_text(&self, seat: Seat, text: &str) -> bool {
        self.state().parse_action(text).is_ok_and(|a| self.state().out_of_turn(seat, &a))
    }

    fn is_secret_text(&self, text: &str) -> bool {
        self.state().parse_action(text).is_ok_and(|a| G::is_secret(&a))
    }

    fn redeal_unseen(&self, viewer: Viewer, seed: u64) -> AnyMatch {
        G::any_match(Match::redeal_unseen(self, viewer, seed))
    }

    fn moves_hidden(&self, seat: Seat) -> bool {
        self.state().public_forms(seat).is_some()
    }

    fn private_prompt(&self, seat: Seat) -> bool {
        self.state().private_prompt(seat)
    }

    fn private_note(&self, seat: Seat) -> Option<Message> {
        self.state().private_note(seat)
    }

    fn turn_options(&self, seat: Seat) -> Option<Message> {
        self.state().turn_options(seat)
    }

    fn phase_number(&self) -> Option<u32> {
        self.state().phase_number()
    }

    fn private_turn_note(&self, seat: Seat) -> Option<Message> {
        self.state().private_turn_note(seat)
    }

    fn secret_movetext(&self) -> bool {
        self.state().secret_log()
    }

    fn timeout_move(&self, seat: Seat) -> Option<String> {
        self.state().timeout_action(seat).map(|a| G::format_action(&a))
    }

    fn decision_prompt(&self, seat: Seat) -> Option<Message> {
        self.state().decision_prompt(seat)
    }

    fn legal_moves(&self, seat: Seat) -> Vec<String> {
        self.state().legal_actions(seat).iter().map(G::format_action).collect()
    }

    fn known_moves(&self, viewer: Viewer, seat: Seat) -> Known<String> {
        match self.state().known_actions(viewer, seat) {
            Known::Exact(actions) => Known::Exact(actions.iter().map(G::format_action).collect()),
            Known::Forms(forms) => Known::Forms(forms),
        }
    }

    fn picks(&self, seat: Seat) -> Vec<Pick> {
        self.state().legal_actions(seat).iter().map(|a| pick(self.state(), a)).collect()
    }

    fn picks_after(&self, seat: Seat, prefix: &[&str]) -> Option<Vec<Pick>> {
        let actions = self.state().actions_after(seat, prefix)?;
        Some(actions.iter().map(|a| pick(self.state(), a)).collect())
    }

    fn seat_name(&self, seat: Seat) -> &'static str {
        self.state().seat_name(seat)
    }

    fn seats(&self) -> usize {
        self.record().seats
    }

    fn plies(&self) -> usize {
        Match::plies(self)
    }

    fn seed(&self) -> Seed {
        self.record().seed
    }

    fn options(&self) -> Vec<String> {
        G::format_options(&self.record().options)
    }

    fn ruleset(&self) -> Option<&'static str> {
        G::ruleset(&self.record().options)
    }

    /// The move list; with `numbered`, the moves players count carry their number as
    /// players count them (`1. d1-d4 f4-f3 2. …` in a game of two, each turn in a larger
    /// one), set-up actions, decisions and chance outcomes none.
    fn movetext(&self, numbered: bool) -> String {
        let mut tokens = Vec::new();
        let mut counted = 0;
        let seats = self.record().seats;
        for entry in &self.record().log {
            match entry {
                Entry::Act { seat, action } => {
                    let token = action_token(self.state(), *seat, action);
                    let number = crate::record::full_move(counted, seats);
                    let opens = numbered && G::is_counted(action) && (seats != 2 || counted % 2 == 0);
                    if numbered && G::is_counted(action) {
                        counted += 1;
                    }
                    if opens {
                        tokens.push(format!("{number}. {token}"));
                    } else {
                        tokens.push(token);
                    }
                }
                Entry::Chance(c) => tokens.push(format!("{{{}}}", serde_json::to_string(c).unwrap_or_default())),
                Entry::Retire { seat } => tokens.push(format!("{}:{RESIGNS}", self.state().seat_name(*seat))),
            }
        }
        tokens.join(" ")
    }

    fn in_setup(&self, seat: Seat) -> bool {
        let legal = self.state().legal_actions(seat);
        !legal.is_empty() && legal.iter().all(G::is_setup)
    }

    fn continues_move(&self, seat: Seat) -> bool {
        let legal = self.state().legal_actions(seat);
        self.state().turn() == Turn::Player(seat) && !legal.is_empty() && !legal.iter().any(G::is_counted)
    }

    fn moves(&self) -> usize {
        Match::moves(self)
    }

    fn move_number(&self) -> usize {
        Match::move_number(self)
    }

    fn outcome_name(&self, outcome: &Outcome) -> &'static str {
        outcome_name(self.state(), outcome)
    }

    fn log_len(&self) -> usize {
        self.record().log.len()
    }

    fn log_batch_from(&self, from: usize) -> Option<String> {
        let entries: &[Entry<G>] = self.record().log.get(from..)?;
        Some(serde_json::to_string(entries).expect("log entries serialise"))
    }

    fn replay_steps(&self) -> Result<Vec<ReplayStep>, ReplayError> {
        steps(self)
    }
}
