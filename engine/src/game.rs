//! The core trait every game implements, after OpenSpiel's Game/State split: a few
//! required methods, and the checked `play` written once on top of them.

use std::fmt::{self, Debug};

use serde::{Deserialize, Serialize, de::DeserializeOwned};

use crate::message::Message;
use crate::tap::Tap;

/// A player's place at the table, 0-based, in turn order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Seat(pub u8);

impl Seat {
    pub fn index(self) -> usize {
        usize::from(self.0)
    }
}

/// Who looks at the game: a seated player, or everyone else (a shared channel).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Viewer {
    Spectator,
    Player(Seat),
}

/// What a viewer may know of a seat's actions (see [`Game::known_actions`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Known<A> {
    /// Every legal action: the viewer is the seat, or nothing about them is hidden.
    Exact(Vec<A>),
    /// Only the forms of action the public rules give the seat (`move`, `act`): its exact
    /// options depend on what the viewer cannot see.
    Forms(Vec<&'static str>),
}

/// How a finished game ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Outcome {
    Winner(Seat),
    Draw,
}

/// What the state waits for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Turn {
    /// One player must act.
    Player(Seat),
    /// Each listed player must still make a secret choice; the choices resolve together.
    Simultaneous(Vec<Seat>),
    /// Chance acts next: the match samples one of [`Game::chance_outcomes`].
    Chance,
    Over(Outcome),
}

impl Turn {
    /// Whether `seat` may act now.
    pub fn awaits(&self, seat: Seat) -> bool {
        match self {
            Turn::Player(s) => *s == seat,
            Turn::Simultaneous(seats) => seats.contains(&seat),
            Turn::Chance | Turn::Over(_) => false,
        }
    }
}

/// The fixed description of a game type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameInfo {
    /// Stable lower-case identifier, used in commands, records and storage.
    pub name: &'static str,
    pub min_players: usize,
    pub max_players: usize,
    /// The smallest table the game is designed for. It may be more than `min_players`:
    /// Quest is a game of 4 to 6 that the engine also lets 2 or 3 play.
    pub designed_players: usize,
    /// Chance nodes occur (dice, shuffles).
    pub chance: bool,
    /// Some information is hidden from some viewers.
    pub hidden_information: bool,
    /// Some decisions are simultaneous secret choices.
    pub simultaneous: bool,
}

/// Something that happened while applying an action, for announcements and records.
pub trait GameEvent: Clone + Debug + Serialize {
    /// The announcement, as a catalog message.
    fn message(&self) -> Message;
    /// The squares a capture emptied, in the game's own coordinates (none for other events).
    fn captured_squares(&self) -> Vec<String> {
        Vec::new()
    }
    /// The one seat that may hear this event; `None` for everyone.
    fn private_to(&self) -> Option<Seat> {
        None
    }
    /// This event is a die roll (or another chance outcome) that chat announces on its own,
    /// the moment it happens.
    fn is_roll(&self) -> bool {
        false
    }
    /// A short form of this event, for telling a run of like events in one line (a
    /// combat's rounds: `🎲 7 Troll −3, 🎲 2 Fairy −1`); `None` for an event told alone.
    fn short(&self) -> Option<Message> {
        None
    }
}

/// A game option was unknown or out of range.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OptionError(pub Message);

impl fmt::Display for OptionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}

impl std::error::Error for OptionError {}

impl OptionError {
    /// `value` is not one of the values `option` takes.
    pub fn bad_value(option: &str, value: &str, expected: &str) -> OptionError {
        OptionError(
            Message::new("option-bad-value").with("option", option).with("value", value).with("expected", expected),
        )
    }

    /// No option is called `option`; `known` lists those that exist.
    pub fn unknown(option: &str, known: &str) -> OptionError {
        OptionError(Message::new("option-unknown").with("option", option).with("known", known))
    }
}

impl GameInfo {
    /// Refuses a number of players outside the game's range.
    pub fn check_players(&self, given: usize) -> Result<(), OptionError> {
        if (self.min_players..=self.max_players).contains(&given) {
            return Ok(());
        }
        Err(OptionError(
            Message::new("option-players")
                .num("min", self.min_players as i64)
                .num("max", self.max_players as i64)
                .num("given", given as i64),
        ))
    }
}

/// Options whose values are read as written; every other value is read in lower case.
const CASED: [&str; 2] = ["position", "posizione"];

/// Splits `key=value` (or `key:value`) words; a word without a separator is an error.
pub fn parse_option_pairs(words: &[&str]) -> Result<Vec<(String, String)>, OptionError> {
    words
        .iter()
        .map(|word| {
            word.split_once(['=', ':'])
                .filter(|(k, v)| !k.is_empty() && !v.is_empty())
                .map(|(k, v)| {
                    let key = k.to_ascii_lowercase();
                    // A tafl position's letters say whose each piece is (`t`, `T`): kept.
                    let value = if CASED.contains(&key.as_str()) { v.to_owned() } else { v.to_ascii_lowercase() };
                    (key, value)
                })
                .ok_or_else(|| OptionError(Message::new("option-malformed").with("option", word)))
        })
        .collect()
}

/// Why an action was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayError {
    /// The text is not an action of this game; the message gives the expected form.
    NotAMove(Message),
    /// The text has the shape of an action but names something that does not exist,
    /// such as a square off the board.
    BadNotation(Message),
    /// The game is over.
    GameOver,
    /// It is not this seat's turn.
    NotYourTurn,
    /// A well-formed action that the rules forbid here, with the reason.
    Illegal(Message),
}

impl PlayError {
    pub fn message(&self) -> Message {
        match self {
            PlayError::NotAMove(m) | PlayError::BadNotation(m) | PlayError::Illegal(m) => m.clone(),
            PlayError::GameOver => Message::new("play-game-over"),
            PlayError::NotYourTurn => Message::new("play-not-your-turn"),
        }
    }
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.message(), f)
    }
}

impl std::error::Error for PlayError {}

/// A game state. Implementors write the rules; [`Game::play`] and [`Match`](crate::Match)
/// are provided on top.
pub trait Game: Clone + Debug + PartialEq + Serialize + DeserializeOwned {
    const INFO: GameInfo;
    /// Options are data, validated by [`Game::new`].
    type Options: Clone + Debug + Default + PartialEq + Serialize + DeserializeOwned;
    type Action: Clone + Debug + Eq + std::hash::Hash + Serialize + DeserializeOwned;
    /// One outcome of a chance node (a die face, a shuffle).
    type Chance: Clone + Debug + PartialEq + Serialize + DeserializeOwned;
    type Event: GameEvent;
    /// What one viewer may see; the only input of rendering.
    type View: Clone + Debug + Serialize;

    /// Parses options from `key=value` pairs.
    fn parse_options(pairs: &[(String, String)]) -> Result<Self::Options, OptionError>;
    /// Formats options as `key=value` words, the inverse of [`Game::parse_options`].
    fn format_options(options: &Self::Options) -> Vec<String>;
    /// The start state, after validating the options against the number of players.
    fn new(options: &Self::Options, players: usize) -> Result<Self, OptionError>;

    fn turn(&self) -> Turn;
    /// Every legal action of `seat` now (empty when it is not this seat's turn).
    fn legal_actions(&self, seat: Seat) -> Vec<Self::Action>;
    /// Why `action` is illegal for `seat`, who is awaited; `Ok` when it is legal.
    fn check(&self, seat: Seat, action: &Self::Action) -> Result<(), Message>;
    /// Applies an action that [`Game::check`] accepted.
    fn apply_unchecked(&mut self, seat: Seat, action: &Self::Action) -> Vec<Self::Event>;
    /// `seat` resigns. With two players the other one wins; with more, the game goes on
    /// without that seat where its rules allow, and ends when one player is left. Called
    /// only while the game is not over.
    fn retire(&mut self, seat: Seat) -> Vec<Self::Event>;
    /// The outcomes of the current chance node with their integer weights; none in a game
    /// without chance (the default).
    fn chance_outcomes(&self) -> Vec<(Self::Chance, u32)> {
        Vec::new()
    }

    fn apply_chance(&mut self, _outcome: &Self::Chance) -> Vec<Self::Event> {
        Vec::new()
    }

    fn view(&self, viewer: Viewer) -> Self::View;

    /// Parses a move's text; errors are syntax only (`NotAMove`, `BadNotation`).
    fn parse_action(&self, text: &str) -> Result<Self::Action, PlayError>;
    /// Formats an action with no whitespace, so that move lists split on spaces.
    fn format_action(action: &Self::Action) -> String;
    /// The stable name of a seat ("attackers"), used in records and catalog keys.
    fn seat_name(&self, seat: Seat) -> &'static str;
    /// How many seats the state was created with.
    fn seats(&self) -> usize;

    /// How a picker spells `action` tap by tap (see [`crate::tap`]): by default the
    /// pieces of its text. Games override it to note where a tap leads (a combat, a
    /// distance).
    fn taps(&self, action: &Self::Action) -> Vec<Tap> {
        crate::tap::split(&Self::format_action(action))
    }

    /// For a picker's step after the taps `prefix` (their keys): legal actions of `seat`
    /// that begin so, where a game can list fewer than all of them. For every tap that
    /// may come next, the list holds the action that ends with it (if one does) and one
    /// action that goes on after it (if any does); actions that do not begin with
    /// `prefix` may be included. `None` (the default): the picker filters every legal
    /// action. Games whose actions multiply (Quest's walks, Gype's set-ups, Skirmish's
    /// moves) answer, so that a step costs what it shows.
    fn actions_after(&self, _seat: Seat, _prefix: &[&str]) -> Option<Vec<Self::Action>> {
        None
    }

    /// The documented default played for an awaited `seat` whose time for a pending
    /// decision ran out (a secret set-up choice, a flee-or-fight); `None` where the game
    /// has none, as for ordinary moves.
    fn timeout_action(&self, _seat: Seat) -> Option<Self::Action> {
        None
    }

    /// What an awaited `seat` is asked when a decision is pending (how to write its
    /// choice): privately for secret simultaneous choices, in the channel otherwise;
    /// `None` for ordinary moves.
    fn decision_prompt(&self, _seat: Seat) -> Option<Message> {
        None
    }

    /// Whether `seat` may take `action` whoever's turn it is (a deal, a standing choice);
    /// [`Game::check`] still decides whether it is legal.
    fn out_of_turn(&self, _seat: Seat, _action: &Self::Action) -> bool {
        false
    }

    /// Whether the action's text or its refusal would tell the channel a secret (an action
    /// by a hidden room, a secret choice): such actions are sent in private.
    fn is_secret(_action: &Self::Action) -> bool {
        false
    }

    /// The action a player means by `action` when they send it in private: an action with
    /// a secret form becomes it (Quest's `give` sent privately is a secret deal). Most
    /// actions mean the same wherever they are sent.
    fn sent_privately(action: Self::Action) -> Self::Action {
        action
    }

    /// Whether the awaited `seat`'s pending decision is secret, so asked in private:
    /// simultaneous choices always are.
    fn private_prompt(&self, _seat: Seat) -> bool {
        matches!(self.turn(), Turn::Simultaneous(_))
    }

    /// The information boundary for actions: when `seat`'s exact legal actions depend on
    /// what only `seat` knows (a hidden room, a hand, a secret set-up), the forms of action
    /// the public rules give `seat` now (Quest's `move`, `act`, `look`, `attack`, `give`,
    /// `allow`), computed from what everyone sees; `None` (the default) when its legal
    /// actions are public knowledge. Games with hidden information answer for every state
    /// where a seat may act; see [`Game::known_actions`].
    fn public_forms(&self, _seat: Seat) -> Option<Vec<&'static str>> {
        None
    }

    /// What `viewer` may know of `seat`'s actions now: the exact legal actions for the seat
    /// itself and wherever nothing about them is hidden, otherwise only their public forms.
    /// Every output for a shared place (a hint, a picker, a refusal) reads the spectator's
    /// side of this, never [`Game::legal_actions`] or [`Game::check`] directly.
    fn known_actions(&self, viewer: Viewer, seat: Seat) -> Known<Self::Action> {
        match self.public_forms(seat) {
            Some(forms) if viewer != Viewer::Player(seat) => Known::Forms(forms),
            _ => Known::Exact(self.legal_actions(seat)),
        }
    }

    /// Whether the move list now holds something some player must not see: by default
    /// while secret simultaneous choices are pending (a chosen order is logged before it
    /// is revealed). Such a move list is shown only later.
    fn secret_log(&self) -> bool {
        matches!(self.turn(), Turn::Simultaneous(_))
    }

    /// What `seat` is told privately about their own hidden state after each of their
    /// actions (their hand, where they stand); `None` in games without one.
    fn private_note(&self, _seat: Seat) -> Option<Message> {
        None
    }

    /// The actions open to the awaited `seat` at an ordinary move, named in one short
    /// line for the channel's turn line (Quest's move, act, look or attack; Gype's roll
    /// when no die can move), from what everyone may see; `None` where a move is all
    /// there is.
    fn turn_options(&self, _seat: Seat) -> Option<Message> {
        None
    }

    /// A private word for `seat` when its turn comes and what only it knows narrows its
    /// options (Quest's player shut in by doors closed to them); `None` otherwise.
    fn private_turn_note(&self, _seat: Seat) -> Option<Message> {
        None
    }

    /// The ruleset, in games that host several played and rated apart (the tafl family);
    /// `None` for a game's only or default rules.
    fn ruleset(_options: &Self::Options) -> Option<&'static str> {
        None
    }

    /// Every ruleset the game hosts (`rules=`), its default first; empty for a game with
    /// one.
    fn rulesets() -> Vec<&'static str> {
        Vec::new()
    }

    /// Games whose turns are phases of many orders (Skirmish) number the phase under
    /// way; the number changes when a phase closes, and the channel sees the board once
    /// per phase instead of after every order. `None`: the board follows every move.
    fn phase_number(&self) -> Option<u32> {
        None
    }

    /// Whether `action` belongs to the set-up before the first move (a secret
    /// arrangement, a deployment): move numbers count only what comes after.
    fn is_setup(_action: &Self::Action) -> bool {
        false
    }

    /// Whether `action` is a move players count: by default everything after the set-up.
    /// A decision inside a move (flee or fight, where a walk ends, a duel's hand) is not.
    fn is_counted(action: &Self::Action) -> bool {
        !Self::is_setup(action)
    }

    /// The same state with everything `viewer` has not seen dealt again at random from
    /// `seed`: hidden hands and maps, secret choices not yet revealed. No-leak tests
    /// compare what `viewer` is told about both. Games without secrets return a copy.
    fn redeal_unseen(&self, _viewer: Viewer, _seed: u64) -> Self {
        self.clone()
    }

    /// Answers a question about the game that is not an action (`info #3`), from what
    /// everyone may see, in the asker's terms (`seat` when a player asks); `None` when the
    /// text is no such question. Answering never changes the state.
    fn answer(&self, _seat: Option<Seat>, _text: &str) -> Option<Vec<Message>> {
        None
    }

    /// Checks turn and legality, then applies.
    fn play(&mut self, seat: Seat, action: &Self::Action) -> Result<Vec<Self::Event>, PlayError> {
        match self.turn() {
            Turn::Over(_) => return Err(PlayError::GameOver),
            turn if !turn.awaits(seat) && !self.out_of_turn(seat, action) => return Err(PlayError::NotYourTurn),
            _ => {}
        }
        self.check(seat, action).map_err(PlayError::Illegal)?;
        Ok(self.apply_unchecked(seat, action))
    }

    fn outcome(&self) -> Option<Outcome> {
        match self.turn() {
            Turn::Over(outcome) => Some(outcome),
            _ => None,
        }
    }
}
