//! The one enum over all games, so the bot handles any game uniformly, and the move-list
//! text of records.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::chance::Seed;
use crate::game::{
    Game, GameEvent, GameInfo, Known, OptionError, Outcome, PlayError, Seat, Turn, Viewer, parse_option_pairs,
};
use crate::message::Message;
use crate::record::{Match, ReplayError, Replayer, TakebackError};

/// The catalog term of a game's name for people, from its rating key.
pub fn title_term(rating_key: &str) -> String {
    format!("title-{rating_key}")
}

/// A game's rating key: its name, and its ruleset where it has one.
fn rating_key(kind: GameKind, ruleset: Option<&str>) -> String {
    match ruleset {
        Some(ruleset) => format!("{}-{ruleset}", kind.name()),
        None => kind.name().to_owned(),
    }
}

impl GameKind {
    /// The rating key of a match of this game with `options` (see [`AnyMatch::rating_key`]).
    pub fn rating_key(self, options: &[&str]) -> Result<String, OptionError> {
        Ok(rating_key(self, self.def().ruleset(&parse_option_pairs(options)?)?))
    }

    /// The rulesets a game hosts (`rules=`), its default first; empty for a game with one.
    pub fn rulesets(self) -> Vec<&'static str> {
        self.def().rulesets()
    }

    pub fn info(self) -> GameInfo {
        self.def().info
    }

    pub fn name(self) -> &'static str {
        self.info().name
    }

    /// Other names users may type.
    pub fn aliases(self) -> &'static [&'static str] {
        self.def().aliases
    }
}

impl fmt::Display for GameKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The name matches no game.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("no game is called {0:?}")]
pub struct UnknownGame(pub String);

impl FromStr for GameKind {
    type Err = UnknownGame;

    fn from_str(s: &str) -> Result<GameKind, UnknownGame> {
        let s = s.trim().to_ascii_lowercase();
        GameKind::all()
            .into_iter()
            .find(|kind| kind.name() == s || kind.aliases().contains(&s.as_str()))
            .ok_or(UnknownGame(s))
    }
}

/// An event with everything the chat layer and the replay tool need.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct EventReport {
    pub message: Message,
    /// The event as data (`{"type": "captured", "square": "e5"}`).
    pub data: serde_json::Value,
    pub captured: Vec<String>,
    /// A die roll, announced on its own.
    pub roll: bool,
    /// The one seat that may hear it; `None` for the channel.
    pub private_to: Option<Seat>,
    /// Its short form, where a run of like events is told in one line (see
    /// [`GameEvent::short`]).
    pub short: Option<Message>,
}

fn reports<E: GameEvent>(events: &[E]) -> Vec<EventReport> {
    events
        .iter()
        .map(|e| EventReport {
            message: e.message(),
            data: serde_json::to_value(e).unwrap_or(serde_json::Value::Null),
            captured: e.captured_squares(),
            roll: e.is_roll(),
            private_to: e.private_to(),
            short: e.short(),
        })
        .collect()
}

/// One replayed ply.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PlyReport {
    pub ply: usize,
    pub seat: Seat,
    pub player: &'static str,
    pub notation: String,
    pub events: Vec<EventReport>,
    /// How many legal moves the player to act next has; 0 once the game is over.
    pub legal_moves: usize,
    /// `None` while the game goes on; else the winner's seat name, or `draw`.
    pub outcome: Option<&'static str>,
}

/// The engine's columns of the registry ([`crate::registry`]): each game's [`GameKind`],
/// its [`AnyMatch`] and [`AnyView`] variants, and its [`GameDef`].
macro_rules! games {
    ($($variant:ident {
        rules: $module:ident::$rules:ident, view: $view_module:ident::$view:ident, art: $_art:path, ai: $_ai:ident,
        catalog: $_catalog:literal, aliases: [$($alias:literal),* $(,)?], topics: [$($_topics:tt)*] $(,)?
    })*) => {
        $(use crate::$module::$rules; use crate::$view_module::$view;)*

        /// Every game the bot hosts.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum GameKind {
            $($variant,)*
            /// A game added at start-up (see [`host`]).
            Added(&'static GameDef),
        }

        /// What one viewer may see of any game: the input of rendering.
        #[derive(Clone, Debug, PartialEq, Serialize)]
        #[serde(tag = "game", content = "view", rename_all = "lowercase")]
        pub enum AnyView {
            $($variant($view),)*
            #[serde(untagged)]
            Added(AddedView),
        }

        /// A match of any game, stored as `{"game": name, "record": …}`.
        #[derive(Clone, Debug, PartialEq, Serialize)]
        #[serde(tag = "game", content = "record", rename_all = "lowercase")]
        pub enum AnyMatch {
            $($variant(Match<$rules>),)*
            /// A match of a game added at start-up (see [`host`]).
            #[serde(untagged)]
            Added(AddedMatch),
        }

        /// The record of a match of the game named `.0`, read straight into its type.
        struct RecordOf(String);

        impl<'de> serde::de::DeserializeSeed<'de> for RecordOf {
            type Value = AnyMatch;

            fn deserialize<D: serde::Deserializer<'de>>(self, record: D) -> Result<AnyMatch, D::Error> {
                match self.0.as_str() {
                    $(name if name == <$rules as Game>::INFO.name => {
                        Match::<$rules>::deserialize(record).map(AnyMatch::$variant)
                    })*
                    name => {
                        let def = hosted::added_named(name)
                            .ok_or_else(|| serde::de::Error::custom(format!("no game is called {name:?}")))?;
                        def.decode(serde_json::Value::deserialize(record)?).map_err(serde::de::Error::custom)
                    }
                }
            }
        }

        $(
            impl Hosted for $rules {
                fn any_match(m: Match<$rules>) -> AnyMatch {
                    AnyMatch::$variant(m)
                }

                fn any_view(view: $view) -> AnyView {
                    AnyView::$variant(view)
                }
            }
        )*

        impl GameKind {
            /// The engine's own games, in the registry's order.
            pub const ALL: [GameKind; [$(stringify!($variant)),*].len()] = [$(GameKind::$variant),*];

            /// Every game: the engine's own, then those added at start-up.
            pub fn all() -> Vec<GameKind> {
                Self::ALL.into_iter().chain(hosted::added().into_iter().map(GameKind::Added)).collect()
            }

            /// The game's definition.
            pub fn def(self) -> &'static GameDef {
                match self {
                    $(GameKind::$variant => {
                        static DEF: GameDef = GameDef::of::<$rules>(&[$($alias),*]);
                        &DEF
                    })*
                    GameKind::Added(def) => def,
                }
            }
        }

        impl AnyMatch {
            pub fn kind(&self) -> GameKind {
                match self {
                    $(AnyMatch::$variant(_) => GameKind::$variant,)*
                    AnyMatch::Added(m) => {
                        GameKind::Added(hosted::added_named(m.name()).expect("an added game's match names a hosted game"))
                    }
                }
            }

            /// The match behind the game-independent interface.
            fn erased(&self) -> &dyn DynMatch {
                match self {
                    $(AnyMatch::$variant(m) => m,)*
                    AnyMatch::Added(m) => m.dynamic(),
                }
            }

            fn erased_mut(&mut self) -> &mut dyn DynMatch {
                match self {
                    $(AnyMatch::$variant(m) => m,)*
                    AnyMatch::Added(m) => m.dynamic_mut(),
                }
            }
        }
    };
}

crate::for_each_game!(games);

impl<'de> Deserialize<'de> for AnyMatch {
    /// Reads the game's name, then its record straight into the game's type.
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<AnyMatch, D::Error> {
        use serde::de::{Error, IgnoredAny, MapAccess, Visitor};

        struct Stored;

        impl<'de> Visitor<'de> for Stored {
            type Value = AnyMatch;

            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a match: its game, then its record")
            }

            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<AnyMatch, A::Error> {
                if map.next_key::<String>()?.as_deref() != Some("game") {
                    return Err(A::Error::custom("a match names its game first"));
                }
                let game: String = map.next_value()?;
                if map.next_key::<String>()?.as_deref() != Some("record") {
                    return Err(A::Error::missing_field("record"));
                }
                let m = map.next_value_seed(RecordOf(game))?;
                match map.next_key::<IgnoredAny>()? {
                    None => Ok(m),
                    Some(_) => Err(A::Error::custom("a match holds its game and its record only")),
                }
            }
        }

        deserializer.deserialize_map(Stored)
    }
}

mod appended;
mod def;
mod erased;
mod hosted;
mod steps;

pub use def::GameDef;
pub use erased::DynMatch;
pub use hosted::{AddedMatch, AddedView, Hosted, host};
pub use steps::ReplayStep;

/// The seat whose turn it is, or the first of several simultaneous ones.
fn first_to_act(turn: &Turn) -> Option<Seat> {
    match turn {
        Turn::Player(seat) => Some(*seat),
        Turn::Simultaneous(seats) => seats.first().copied(),
        Turn::Chance | Turn::Over(_) => None,
    }
}

fn legal_count<G: Game>(state: &G) -> usize {
    first_to_act(&state.turn()).map_or(0, |seat| state.legal_actions(seat).len())
}

/// The move-list word of a resignation, after the seat's name: `defenders:resigns`.
const RESIGNS: &str = "resigns";

/// The seat called `name`.
fn seat_named<G: Game>(state: &G, name: &str) -> Option<Seat> {
    (0..state.seats() as u8).map(Seat).find(|&s| state.seat_name(s) == name)
}

/// An action's token (none for the chance before the first move) and the chance outcomes
/// recorded after it.
type TokenGroup<'a, G> = (Option<&'a str>, Vec<<G as Game>::Chance>);

/// The move-list tokens grouped per action.
fn group_tokens<G: Game>(text: &str) -> Result<Vec<TokenGroup<'_, G>>, ReplayError> {
    let mut groups: Vec<TokenGroup<'_, G>> = vec![(None, Vec::new())];
    for token in text.split_whitespace() {
        let ply = groups.len() - 1;
        if let Some(inner) = token.strip_prefix('{').and_then(|t| t.strip_suffix('}')) {
            let outcome =
                serde_json::from_str(inner).map_err(|_| ReplayError::Unreadable { ply, token: token.to_owned() })?;
            groups.last_mut().expect("never empty").1.push(outcome);
        } else {
            groups.push((Some(token), Vec::new()));
        }
    }
    Ok(groups)
}

fn replay_text<G: Game>(
    options: &G::Options,
    seats: usize,
    seed: Option<Seed>,
    text: &str,
) -> Result<Vec<PlyReport>, ReplayError> {
    let mut groups = group_tokens::<G>(text)?.into_iter();
    let (_, first) = groups.next().expect("the first group always exists");
    let (mut replayer, _) = Replayer::<G>::start(options, seats, seed, first)?;
    let mut plies = Vec::new();
    for (ply, (token, recorded)) in groups.enumerate().map(|(i, g)| (i + 1, g)) {
        let token = token.expect("later groups start with an action");
        let unreadable = || ReplayError::Unreadable { ply, token: token.to_owned() };
        if let Some(name) = token.strip_suffix(RESIGNS).and_then(|t| t.strip_suffix(':')) {
            let seat = seat_named(replayer.state(), name).ok_or_else(unreadable)?;
            let events = replayer.retire(seat, recorded)?;
            plies.push(report::<G>(replayer.state(), ply, seat, RESIGNS.to_owned(), &events));
            continue;
        }
        let state = replayer.state();
        let (seat, action_text) = match state.turn() {
            Turn::Chance | Turn::Over(_) => return Err(ReplayError::Illegal { ply, error: PlayError::GameOver }),
            // Tokens name their seat (see `action_token`); `play` checks that it is awaited.
            _ if G::INFO.simultaneous => {
                let (name, action) = token.split_once(':').ok_or_else(unreadable)?;
                (seat_named(state, name).ok_or_else(unreadable)?, action)
            }
            Turn::Player(seat) => (seat, token),
            Turn::Simultaneous(_) => return Err(unreadable()),
        };
        let action = state.parse_action(action_text).map_err(|error| ReplayError::Illegal { ply, error })?;
        let events = replayer.ply(seat, &action, recorded)?;
        plies.push(report::<G>(replayer.state(), ply, seat, G::format_action(&action), &events));
    }
    Ok(plies)
}

fn report<G: Game>(state: &G, ply: usize, seat: Seat, notation: String, events: &[G::Event]) -> PlyReport {
    PlyReport {
        ply,
        seat,
        player: state.seat_name(seat),
        notation,
        events: reports(events),
        legal_moves: legal_count(state),
        outcome: state.outcome().map(|o| erased::outcome_name(state, &o)),
    }
}

impl AnyMatch {
    /// The ruleset, in a game that hosts several (see [`Game::ruleset`]).
    fn ruleset(&self) -> Option<&'static str> {
        self.erased().ruleset()
    }

    /// The catalog term of the game's name for people, with its ruleset where it has one
    /// (`title-hnefatafl-brandubh`, "Hnefatafl (Brandubh)").
    pub fn title(&self) -> String {
        title_term(&self.rating_key())
    }

    /// What ratings and leaderboards are kept under: the game's name, with the ruleset
    /// where the game hosts several (`hnefatafl-copenhagen`).
    pub fn rating_key(&self) -> String {
        rating_key(self.kind(), self.ruleset())
    }

    /// Starts a match; `options` are `key=value` words, validated here.
    pub fn new(kind: GameKind, options: &[&str], seats: usize, seed: Seed) -> Result<AnyMatch, OptionError> {
        kind.def().start(&parse_option_pairs(options)?, seats, seed)
    }

    /// Replays a move list (actions and `{outcome}` chance tokens separated by white
    /// space), reporting each ply. With the seed, chance is recomputed and checked.
    pub fn replay_movetext(
        kind: GameKind,
        options: &[&str],
        seats: usize,
        seed: Option<Seed>,
        text: &str,
    ) -> Result<Vec<PlyReport>, ReplayError> {
        kind.def().replay(&parse_option_pairs(options).map_err(ReplayError::Options)?, seats, seed, text)
    }

    pub fn turn(&self) -> Turn {
        self.erased().turn()
    }

    pub fn outcome(&self) -> Option<Outcome> {
        self.erased().outcome()
    }

    /// `seat` resigns; the game may go on without it (see [`Game::retire`]).
    pub fn retire(&mut self, seat: Seat) -> Result<Vec<EventReport>, PlayError> {
        self.erased_mut().retire(seat)
    }

    /// Takes back `seat`'s last move (see [`Match::takeback`]).
    pub fn takeback(&mut self, seat: Seat) -> Result<(), TakebackError> {
        self.erased_mut().takeback(seat)
    }

    /// The seats that left the game, in the order they left.
    pub fn retired(&self) -> Vec<Seat> {
        self.erased().retired()
    }

    /// Parses and plays a move's text for `seat`.
    pub fn play_text(&mut self, seat: Seat, text: &str) -> Result<Vec<EventReport>, PlayError> {
        self.erased_mut().play_text(seat, text)
    }

    /// Plays `text` sent in private, where an action may mean its secret form (see
    /// [`Game::sent_privately`]).
    pub fn play_private_text(&mut self, seat: Seat, text: &str) -> Result<Vec<EventReport>, PlayError> {
        self.erased_mut().play_private_text(seat, text)
    }

    pub fn view(&self, viewer: Viewer) -> AnyView {
        self.erased().view(viewer)
    }

    /// The game's answer to a question that is not an action (`info #3`), if `text` is one.
    pub fn answer(&self, seat: Option<Seat>, text: &str) -> Option<Vec<Message>> {
        self.erased().answer(seat, text)
    }

    /// Whether `text` has the shape of a move of this game (a bad square still counts;
    /// legality is not checked).
    pub fn is_move_text(&self, text: &str) -> bool {
        self.erased().is_move_text(text)
    }

    /// Whether `text` is an action `seat` may take out of turn (see [`Game::out_of_turn`]).
    pub fn is_out_of_turn_text(&self, seat: Seat, text: &str) -> bool {
        self.erased().is_out_of_turn_text(seat, text)
    }

    /// Whether `text` is an action that must be sent in private (see [`Game::is_secret`]).
    pub fn is_secret_text(&self, text: &str) -> bool {
        self.erased().is_secret_text(text)
    }

    /// Whether `seat`'s pending decision is asked in private.
    /// See [`Match::redeal_unseen`].
    pub fn redeal_unseen(&self, viewer: Viewer, seed: u64) -> AnyMatch {
        self.erased().redeal_unseen(viewer, seed)
    }

    /// Whether `seat`'s exact moves are hidden from everyone else now (see
    /// [`Game::public_forms`]): the channel is told only their forms, and refusals of the
    /// seat's moves go to its player alone, since a reason may name what only they hold.
    pub fn moves_hidden(&self, seat: Seat) -> bool {
        self.erased().moves_hidden(seat)
    }

    pub fn private_prompt(&self, seat: Seat) -> bool {
        self.erased().private_prompt(seat)
    }

    /// What `seat` is told privately about their own hidden state.
    pub fn private_note(&self, seat: Seat) -> Option<Message> {
        self.erased().private_note(seat)
    }

    /// What the awaited `seat` may do now, for the turn line (see [`Game::turn_options`]).
    pub fn turn_options(&self, seat: Seat) -> Option<Message> {
        self.erased().turn_options(seat)
    }

    /// The phase under way in games played in phases (see [`Game::phase_number`]).
    pub fn phase_number(&self) -> Option<u32> {
        self.erased().phase_number()
    }

    /// What `seat` is told privately when its turn comes (see [`Game::private_turn_note`]).
    pub fn private_turn_note(&self, seat: Seat) -> Option<Message> {
        self.erased().private_turn_note(seat)
    }

    /// Whether the move list holds secrets now (see [`Game::secret_log`]): it is then
    /// shown only later.
    pub fn secret_movetext(&self) -> bool {
        self.erased().secret_movetext()
    }

    /// What is played for `seat` when its time for a pending decision runs out, as text.
    pub fn timeout_move(&self, seat: Seat) -> Option<String> {
        self.erased().timeout_move(seat)
    }

    /// The awaited seats whose pending decision has a documented default (a secret set-up,
    /// a flight or a fight): these are the decisions with a deadline.
    pub fn deciding(&self) -> Vec<Seat> {
        let awaited = match self.turn() {
            Turn::Player(seat) => vec![seat],
            Turn::Simultaneous(seats) => seats,
            Turn::Chance | Turn::Over(_) => Vec::new(),
        };
        awaited.into_iter().filter(|&seat| self.timeout_move(seat).is_some()).collect()
    }

    /// The prompt for `seat`'s pending decision, if any: sent privately for secret
    /// choices, said in the channel otherwise.
    pub fn decision_prompt(&self, seat: Seat) -> Option<Message> {
        self.erased().decision_prompt(seat)
    }

    /// The legal moves of `seat`, as text.
    pub fn legal_moves(&self, seat: Seat) -> Vec<String> {
        self.erased().legal_moves(seat)
    }

    /// What `viewer` may know of `seat`'s moves (see [`Game::known_actions`]), as text.
    pub fn known_moves(&self, viewer: Viewer, seat: Seat) -> Known<String> {
        self.erased().known_moves(viewer, seat)
    }

    /// The legal actions of `seat` as a picker offers them.
    pub fn picks(&self, seat: Seat) -> Vec<crate::tap::Pick> {
        self.erased().picks(seat)
    }

    /// Fewer legal actions for a picker's step after the taps `prefix`, where the game
    /// can list them (see [`Game::actions_after`]); `None`: use [`AnyMatch::picks`].
    pub fn picks_after(&self, seat: Seat, prefix: &[&str]) -> Option<Vec<crate::tap::Pick>> {
        self.erased().picks_after(seat, prefix)
    }

    pub fn seat_name(&self, seat: Seat) -> &'static str {
        self.erased().seat_name(seat)
    }

    pub fn seats(&self) -> usize {
        self.erased().seats()
    }

    pub fn plies(&self) -> usize {
        self.erased().plies()
    }

    pub fn seed(&self) -> Seed {
        self.erased().seed()
    }

    /// The options as `key=value` words.
    pub fn options(&self) -> Vec<String> {
        self.erased().options()
    }

    /// The move list: actions (and `{outcome}` tokens for chance) separated by spaces.
    pub fn movetext(&self) -> String {
        self.erased().movetext(false)
    }

    /// The move list with the moves numbered as players count them (see [`Match::moves`]).
    pub fn numbered_movetext(&self) -> String {
        self.erased().movetext(true)
    }

    /// Whether `seat`'s decision now belongs to the set-up before the first move (every
    /// action it may take is one, see [`Game::is_setup`]): a Skirmish deployment, a Table
    /// Gype arrangement.
    pub fn in_setup(&self, seat: Seat) -> bool {
        self.erased().in_setup(seat)
    }

    /// Whether `seat` is in the middle of a move: it is to act, and nothing it may do now
    /// opens a move players count (Quest's walk after its roll, a door's choice, placing
    /// a kidnapped king), so the move goes on.
    pub fn continues_move(&self, seat: Seat) -> bool {
        self.erased().continues_move(seat)
    }

    /// How many moves players count so far: set-ups, decisions and chance are left out.
    pub fn moves(&self) -> usize {
        self.erased().moves()
    }

    /// The number of the move now being played, as players count it (see
    /// [`Match::move_number`]).
    pub fn move_number(&self) -> usize {
        self.erased().move_number()
    }

    /// A short name for the result: the winner's seat name, or `draw`.
    pub fn outcome_name(&self, outcome: &Outcome) -> &'static str {
        self.erased().outcome_name(outcome)
    }
}
