//! Tap to move: the decision a match awaits, as a tree of choices built from the taps of
//! its legal actions (see [`engine::tap`]): a piece, then a square; LandOver's flee (then a
//! square) or fight; Gype's roll or a move. Each step shows only what can still lead to a
//! legal action, so a tap never makes an illegal move. The tree is never stored: a press
//! carries the match, its version and the path of choices (the button's data), and the
//! step is built again from the match as it is now. Adapters render a [`Picker`] within
//! their platform's limits; the core knows nothing of platforms.

use std::collections::HashMap;

use engine::tap::{Mark, Tap};
use engine::{AnyMatch, Known, Message, Seat, Viewer};

use crate::i18n::Lang;

/// Most choices one step shows (Discord's limit for a select menu; a Telegram keyboard of
/// four rows of eight holds them too). More are grouped by their first letter (a board's
/// file), then into runs.
pub const STEP_MAX: usize = 25;

/// Where a picker's data begins: `pk:<match>:<version>:<scope><path>`.
const PREFIX: &str = "pk:";

/// One path step per character: the index of the choice taken.
const DIGITS: &[u8] = b"0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";

/// The longest path a press may carry (Gype's set-up is the deepest: ten taps).
const PATH_MAX: usize = 16;

/// Which of a seat's actions a picker offers: those played in the channel, or the secret
/// ones (a set-up, a duel's hand, Quest's actions), offered in the private chat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scope {
    Channel,
    Private,
}

/// A step of a picker, ready for an adapter to render.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Picker {
    /// What the step asks, with what was chosen so far.
    pub title: String,
    pub choices: Vec<Choice>,
    /// The data of the step before; `None` at the first step.
    pub back: Option<String>,
    /// The data that shows this step again (Discord's Move button opens the first step).
    pub data: String,
    /// The texts of the button that opens the first step ("Move") and of the one that goes
    /// back a step.
    pub open_label: String,
    pub back_label: String,
    /// The text of the button that opens the match's board on the website to play there
    /// (Telegram's Mini App, in private chats).
    pub board_label: String,
}

/// One choice of a step: its button's text and the data a press on it sends.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choice {
    pub label: String,
    pub data: String,
    /// A decision word (roll, flee, fight, next) rather than a piece or a square: Discord
    /// shows the first step's words as buttons of their own under the board.
    pub word: bool,
}

/// Where a press points: a match at a version, and the choices taken from the first step.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Address {
    pub id: i64,
    pub version: i64,
    pub scope: Scope,
    pub path: Vec<usize>,
}

impl Address {
    pub fn data(&self) -> String {
        let scope = match self.scope {
            Scope::Channel => 'c',
            Scope::Private => 'p',
        };
        let path: String = self.path.iter().map(|&i| char::from(DIGITS[i])).collect();
        format!("{PREFIX}{}:{}:{scope}{path}", self.id, self.version)
    }

    /// Reads a press's data; `None` for anything the bot did not write.
    pub fn parse(data: &str) -> Option<Address> {
        let mut parts = data.strip_prefix(PREFIX)?.split(':');
        let (id, version, rest) = (parts.next()?, parts.next()?, parts.next()?);
        if parts.next().is_some() || rest.len() > PATH_MAX + 1 {
            return None;
        }
        let number = |text: &str| text.parse::<i64>().ok().filter(|n| *n >= 0 && text.len() <= 18);
        let scope = match rest.chars().next()? {
            'c' => Scope::Channel,
            'p' => Scope::Private,
            _ => return None,
        };
        let path = rest[1..].bytes().map(|b| DIGITS.iter().position(|&d| d == b)).collect::<Option<Vec<_>>>()?;
        Some(Address { id: number(id)?, version: number(version)?, scope, path })
    }

    fn child(&self, index: usize) -> Address {
        let mut path = self.path.clone();
        path.push(index);
        Address { path, ..self.clone() }
    }

    fn parent(&self) -> Option<Address> {
        let mut path = self.path.clone();
        path.pop()?;
        Some(Address { path, ..self.clone() })
    }
}

/// A legal action as a picker spells it: its text, and its taps.
type Entry = (String, Vec<Tap>);

/// Where a picker's actions come from: a match, and the seat and scope it is for.
#[derive(Clone, Copy)]
pub struct Source<'a> {
    pub game: &'a AnyMatch,
    pub seat: Seat,
    pub scope: Scope,
    /// Each step asks the game for the few actions it needs (see
    /// [`engine::Game::actions_after`]); off, every step filters all the legal actions
    /// (the tests compare both ways).
    pub narrow: bool,
}

impl<'a> Source<'a> {
    pub fn new(game: &'a AnyMatch, seat: Seat, scope: Scope) -> Source<'a> {
        Source { game, seat, scope, narrow: true }
    }

    /// Every action offered.
    fn all(&self) -> Vec<Entry> {
        self.offered(self.game.picks(self.seat))
    }

    /// The actions the step after the taps `prefix` needs, where the game can list fewer
    /// than all; `None`: the caller narrows every action down.
    fn after(&self, prefix: &[String]) -> Option<Vec<Entry>> {
        let keys: Vec<&str> = prefix.iter().map(String::as_str).collect();
        let picks = self.game.picks_after(self.seat, &keys).filter(|_| self.narrow)?;
        let mut entries = self.offered(picks);
        entries.retain(|(_, taps)| taps.len() >= prefix.len() && taps.iter().zip(prefix).all(|(t, k)| t.key == *k));
        Some(entries)
    }

    /// The picks this picker's scope offers, from what the scope's audience may know (see
    /// [`engine::Game::known_actions`]). Where the seat's exact moves are hidden from the
    /// channel, the channel is offered their forms alone (a press on one opens the exact
    /// options in private) and the private chat every move. Elsewhere the channel is
    /// offered the moves played there and the private chat the secret ones; a decision
    /// asked in private is offered there whole.
    fn offered(&self, picks: Vec<engine::tap::Pick>) -> Vec<Entry> {
        let private = self.game.private_prompt(self.seat);
        if private && self.scope == Scope::Channel {
            return Vec::new();
        }
        let hidden = self.game.moves_hidden(self.seat);
        if hidden && self.scope == Scope::Channel {
            let Known::Forms(forms) = self.game.known_moves(Viewer::Spectator, self.seat) else { return Vec::new() };
            return forms.into_iter().map(|form| (form.to_owned(), engine::tap::split(form))).collect();
        }
        let offered =
            picks.into_iter().filter(|pick| private || hidden || pick.secret == (self.scope == Scope::Private));
        offered.map(|pick| (pick.text, pick.taps)).collect()
    }
}

/// One slot of a step: a tap (leading to more, or to an action), an action complete here
/// while others go on, or a group of slots (a file, a run).
#[derive(Clone, Debug)]
enum Slot {
    Tap { tap: Tap, entries: Vec<usize> },
    Play(usize),
    Group { label: String, members: Vec<Slot> },
}

impl Slot {
    fn label(&self) -> &str {
        match self {
            Slot::Tap { tap, .. } => tap.label(),
            Slot::Group { label, .. } => label,
            Slot::Play(_) => "",
        }
    }
}

/// Where a path leads: a step to show, or an action to play.
#[derive(Debug)]
enum Walked {
    Step { slots: Vec<Slot>, chosen: Vec<String> },
    Action(String),
}

/// Follows `path` from the first step; `None` when it leads nowhere (the actions changed).
/// An action it reaches is its text.
fn walk(source: &Source, path: &[usize]) -> Option<(Walked, Vec<Entry>)> {
    let mut prefix: Vec<String> = Vec::new();
    let mut entries = source.after(&prefix).unwrap_or_else(|| source.all());
    let mut slots = step(&entries, &(0..entries.len()).collect::<Vec<_>>(), 0);
    let mut chosen = Vec::new();
    for (i, &index) in path.iter().enumerate() {
        let last = i + 1 == path.len();
        match slots.get(index)?.clone() {
            Slot::Group { members, .. } => slots = members,
            Slot::Play(e) => return last.then(|| (Walked::Action(entries[e].0.clone()), entries)),
            Slot::Tap { tap, entries: picked } => {
                if let [only] = picked[..]
                    && entries[only].1.len() == prefix.len() + 1
                {
                    return last.then(|| (Walked::Action(entries[only].0.clone()), entries));
                }
                chosen.push(tap.label().to_owned());
                prefix.push(tap.key);
                let among = match source.after(&prefix) {
                    Some(narrowed) => {
                        entries = narrowed;
                        (0..entries.len()).collect()
                    }
                    None => picked,
                };
                slots = step(&entries, &among, prefix.len());
            }
        }
    }
    (!slots.is_empty()).then_some((Walked::Step { slots, chosen }, entries))
}

/// The slots of a step: the taps at `depth` of the entries `among`, in a natural order,
/// after the action complete here (if one is), grouped to fit [`STEP_MAX`].
fn step(entries: &[Entry], among: &[usize], depth: usize) -> Vec<Slot> {
    let mut taps: Vec<Slot> = Vec::new();
    let mut slot_of: HashMap<&str, usize> = HashMap::new();
    let mut complete = None;
    for &e in among {
        let Some(tap) = entries[e].1.get(depth) else {
            complete = complete.or(Some(e));
            continue;
        };
        match slot_of.get(tap.key.as_str()).map(|&i| &mut taps[i]) {
            Some(Slot::Tap { entries, .. }) => entries.push(e),
            _ => {
                slot_of.insert(&tap.key, taps.len());
                taps.push(Slot::Tap { tap: tap.clone(), entries: vec![e] });
            }
        }
    }
    taps.sort_by_cached_key(|slot| natural(slot.label()));
    taps.splice(0..0, complete.map(Slot::Play));
    fit(taps)
}

/// A label's sort key: words before pieces, then by letters, then by number, so that
/// `a2` comes before `a10`.
fn natural(label: &str) -> (bool, String, u32, String) {
    let letters: String = label.chars().take_while(|c| !c.is_ascii_digit()).collect();
    let digits: String = label[letters.len()..].chars().take_while(char::is_ascii_digit).collect();
    (!is_word(label), letters, digits.parse().unwrap_or(0), label.to_owned())
}

/// Whether a label is a decision word (`roll`, `flee`) rather than a piece or a square.
fn is_word(label: &str) -> bool {
    label.len() > 1 && label.chars().all(|c| c.is_ascii_lowercase() || c == '-')
}

/// Slots grouped to fit a step: by first letter when there are too many, then in runs.
fn fit(slots: Vec<Slot>) -> Vec<Slot> {
    if slots.len() <= STEP_MAX {
        return slots;
    }
    let first = |slot: &Slot| slot.label().chars().next().unwrap_or(' ');
    let mut letters: Vec<char> = Vec::new();
    for letter in slots.iter().map(first) {
        if !letters.contains(&letter) {
            letters.push(letter);
        }
    }
    if letters.len() > 1 && letters.len() <= STEP_MAX {
        let mut groups: Vec<Vec<Slot>> = letters.iter().map(|_| Vec::new()).collect();
        for slot in slots {
            let at = letters.iter().position(|&l| l == first(&slot)).expect("every letter is listed");
            groups[at].push(slot);
        }
        return groups.into_iter().map(grouped).collect();
    }
    let size = slots.len().div_ceil(STEP_MAX);
    let mut rest = slots.into_iter().peekable();
    let mut runs = Vec::new();
    while rest.peek().is_some() {
        runs.push(grouped(rest.by_ref().take(size).collect()));
    }
    fit(runs)
}

/// One slot for `members`: itself when alone, else a group labelled by its range.
fn grouped(mut members: Vec<Slot>) -> Slot {
    if members.len() == 1 {
        return members.remove(0);
    }
    let first = members.first().map(|s| s.label().to_owned()).unwrap_or_default();
    let last = members.last().map(|s| s.label().to_owned()).unwrap_or_default();
    Slot::Group { label: format!("{first}–{last}"), members: fit(members) }
}

/// The decision words a button names in the player's language; other words (a card, a
/// seat) show as the game writes them, which is also how they are typed.
const WORDS: &[(&str, &str)] = &[
    ("roll", "tap-roll"),
    ("flee", "tap-flee"),
    ("fight", "tap-fight"),
    ("next", "tap-next"),
    ("move", "tap-move"),
    ("act", "tap-act"),
    ("look", "tap-look"),
    ("attack", "tap-attack"),
    ("go", "tap-go"),
    ("stay", "tap-stay"),
    ("stop", "tap-stop"),
    ("place", "tap-place"),
    ("setup", "tap-setup"),
    ("random", "tap-random"),
    ("march", "tap-march"),
    ("run", "tap-run"),
    ("charge", "tap-charge"),
    ("break", "tap-break"),
    ("shoot", "tap-shoot"),
    ("deploy", "tap-deploy"),
    ("auto", "tap-auto"),
    ("parry", "tap-parry"),
    ("strike", "tap-strike"),
    ("target", "tap-target"),
    ("advance", "tap-advance"),
    ("climb", "tap-climb"),
    ("give", "tap-give"),
    ("allow", "tap-allow"),
    ("open", "tap-open"),
    ("close", "tap-close"),
];

/// A tap's button text in `lang`, with its mark.
fn tap_label(lang: Lang, label: &str, mark: Option<Mark>) -> String {
    let base = match WORDS.iter().find(|(word, _)| *word == label) {
        Some((_, key)) => lang.key(key),
        None => label.to_owned(),
    };
    match mark {
        None => base,
        Some(Mark::Combat) => lang.text(&Message::new("tap-combat").with("label", base)),
        Some(Mark::Distance(inches)) => {
            lang.text(&Message::new("tap-distance").with("label", base).num("inches", i64::from(inches)))
        }
        Some(Mark::Via) => lang.text(&Message::new("tap-via").with("label", base)),
    }
}

/// Where a press leads: a step to show, or the text of the action to play.
#[derive(Debug, PartialEq, Eq)]
pub enum Opened {
    Step(Picker),
    Action(String),
}

/// What `address` opens, in `lang` (`title` names the match); `None` when its path leads
/// nowhere (the actions changed under it).
pub fn open(lang: Lang, source: &Source, address: &Address, title: &str) -> Option<Opened> {
    let (slots, chosen, entries) = match walk(source, &address.path)? {
        (Walked::Action(text), _) => return Some(Opened::Action(text)),
        (Walked::Step { slots, chosen }, entries) => (slots, chosen, entries),
    };
    let choices = slots
        .iter()
        .enumerate()
        .map(|(i, slot)| {
            let (label, word) = match slot {
                Slot::Tap { tap, .. } => (tap_label(lang, tap.label(), tap.mark), is_word(tap.label())),
                Slot::Group { label, .. } => (label.clone(), false),
                Slot::Play(e) => (lang.text(&Message::new("tap-play").with("move", &entries[*e].0)), true),
            };
            Choice { label, data: address.child(i).data(), word }
        })
        .collect();
    let title = match chosen.is_empty() {
        true => lang.text(&Message::new("picker-first").with("match", title)),
        false => lang.text(&Message::new("picker-chosen").with("match", title).with("chosen", chosen.join(" → "))),
    };
    Some(Opened::Step(Picker {
        title,
        choices,
        back: address.parent().map(|a| a.data()),
        data: address.data(),
        open_label: lang.key("picker-open"),
        back_label: lang.key("picker-back"),
        board_label: lang.key("picker-board"),
    }))
}

/// The first step of `seat`'s picker in `scope` for version `version` of match `id`;
/// `None` when it offers nothing.
pub fn first_step(lang: Lang, id: i64, version: i64, game: &AnyMatch, seat: Seat, scope: Scope) -> Option<Picker> {
    let address = Address { id, version, scope, path: Vec::new() };
    match open(lang, &Source::new(game, seat, scope), &address, &title(lang, id, game))? {
        Opened::Step(step) => Some(step),
        Opened::Action(_) => None,
    }
}

/// The private step a press on the channel's `form` opens for `seat` (see
/// [`Source::offered`]): the step after that form among the seat's exact moves, or the
/// first step of them all where the form plays at once or is not open to the seat now.
pub fn private_step_for(lang: Lang, id: i64, version: i64, game: &AnyMatch, seat: Seat, form: &str) -> Option<Picker> {
    let source = Source::new(game, seat, Scope::Private);
    let root = Address { id, version, scope: Scope::Private, path: Vec::new() };
    let (Walked::Step { slots, .. }, _) = walk(&source, &[])? else { return None };
    let at = slots.iter().position(|slot| matches!(slot, Slot::Tap { tap, .. } if tap.key == form));
    let deep = at.and_then(|i| match open(lang, &source, &root.child(i), &title(lang, id, game))? {
        Opened::Step(step) => Some(step),
        Opened::Action(_) => None,
    });
    deep.or_else(|| first_step(lang, id, version, game, seat, Scope::Private))
}

/// The words a picker's title names its match by.
pub fn title(lang: Lang, id: i64, game: &AnyMatch) -> String {
    format!("#{id} {}", lang.term(&game.title()))
}

/// Every step `seat`'s picker in `scope` can show, first step first: the platform limits
/// are checked on them all.
pub fn every_step(lang: Lang, id: i64, version: i64, source: &Source) -> Vec<Picker> {
    let mut steps = Vec::new();
    let mut open_paths = vec![Address { id, version, scope: source.scope, path: Vec::new() }];
    while let Some(address) = open_paths.pop() {
        if let Some(Opened::Step(step)) = open(lang, source, &address, &title(lang, id, source.game)) {
            open_paths.extend((0..step.choices.len()).map(|i| address.child(i)));
            steps.push(step);
        }
    }
    steps
}

/// Every step of every [`crate::core::notices::picker_cases::largest_cases`], named, with the longest ids: built once for all
/// the tests that check them.
#[cfg(test)]
pub fn largest_steps() -> &'static [(String, Vec<Picker>)] {
    static STEPS: std::sync::OnceLock<Vec<(String, Vec<Picker>)>> = std::sync::OnceLock::new();
    STEPS.get_or_init(|| {
        let steps = crate::core::notices::picker_cases::largest_cases().into_iter().map(|(game, seat, scope)| {
            let name = format!("{} {scope:?} for seat {}", game.rating_key(), seat.0);
            (name, every_step(Lang::It, 999_999_999_999, 9_999_999, &Source::new(&game, seat, scope)))
        });
        steps.collect()
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::{GameKind, Seed};

    fn game(kind: GameKind, options: &[&str], seats: usize) -> AnyMatch {
        AnyMatch::new(kind, options, seats, Seed::from_bytes([3; 32])).expect("a valid game")
    }

    fn first(game: &AnyMatch, seat: Seat, scope: Scope) -> Picker {
        first_step(Lang::En, 1, 1, game, seat, scope).expect("a first step")
    }

    #[test]
    fn a_press_reads_back_the_address_it_was_written_from() {
        let address = Address { id: 123_456_789, version: 4321, scope: Scope::Private, path: vec![0, 24, 9, 35] };
        assert_eq!(Address::parse(&address.data()), Some(address));
        for bad in
            ["", "pk:", "pk:1:2:x0", "pk:1:2:c!", "pk:-1:2:c", "pk:1:2:c0:3", "cmd:accept", "pk:1:2:c00000000000000000"]
        {
            assert_eq!(Address::parse(bad), None, "{bad}");
        }
    }

    #[test]
    fn a_tafl_move_is_a_piece_then_a_square_and_every_path_is_legal() {
        let game = game(GameKind::Hnefatafl, &[], 2);
        let source = Source::new(&game, Seat(0), Scope::Channel);
        let step = first(&game, Seat(0), Scope::Channel);
        assert!(step.choices.iter().any(|c| c.label == "d1"), "{:?}", step.choices);
        let Some((Walked::Step { slots, .. }, _)) = walk(&source, &[0]) else { panic!("a piece leads to squares") };
        for i in 0..slots.len() {
            let Some((Walked::Action(text), _)) = walk(&source, &[0, i]) else { panic!("a square plays") };
            assert!(game.legal_moves(Seat(0)).contains(&text), "{text}");
        }
    }

    #[test]
    fn every_step_of_the_largest_cases_fits_one_step_and_64_bytes_of_data() {
        for (name, steps) in largest_steps() {
            for step in steps {
                assert!(step.choices.len() <= STEP_MAX, "{name}: {} choices", step.choices.len());
                let data = step.choices.iter().map(|c| &c.data).chain(step.back.as_ref()).chain([&step.data]);
                for data in data {
                    assert!(data.len() <= 64, "{name}: {data}");
                    assert!(Address::parse(data).is_some(), "{name}: {data}");
                }
            }
        }
    }

    #[test]
    fn the_largest_first_steps_are_what_their_games_offer() {
        let cases = crate::core::notices::picker_cases::largest_cases();
        let first = |i: usize| first_step(Lang::En, 1, 1, &cases[i].0, cases[i].1, cases[i].2).expect("a step");
        assert_eq!(first(0).choices.len(), 20, "the attackers' movable pieces at the 11×11 opening");
        assert_eq!(first(3).choices.iter().map(|c| c.label.as_str()).collect::<Vec<_>>(), ["Set up"]);
        let battle = cases.iter().find(|(g, ..)| {
            g.kind() == engine::GameKind::Skirmish && g.legal_moves(Seat(0)).contains(&"next".to_owned())
        });
        let (game, seat, scope) = battle.expect("a Skirmish battle");
        let labels: Vec<String> =
            first_step(Lang::En, 1, 1, game, *seat, *scope).unwrap().choices.into_iter().map(|c| c.label).collect();
        assert!(labels.contains(&"Next".to_owned()) && labels.contains(&"March".to_owned()), "{labels:?}");
    }

    #[test]
    fn too_many_choices_are_grouped_by_their_first_letter() {
        let labels: Vec<String> = (0..30).map(|i| format!("{}{}", ['a', 'b', 'c'][i % 3], i)).collect();
        let entries: Vec<Entry> = labels.iter().map(|l| (l.clone(), engine::tap::split(l))).collect();
        let slots = step(&entries, &(0..entries.len()).collect::<Vec<_>>(), 0);
        let labels: Vec<&str> = slots.iter().map(Slot::label).collect();
        assert_eq!(labels, ["a0–a27", "b1–b28", "c2–c29"]);
        let Slot::Group { members, .. } = &slots[1] else { panic!("a group") };
        assert_eq!(members.iter().map(Slot::label).collect::<Vec<_>>()[..2], ["b1", "b4"]);
        assert_eq!(members.len(), 10);
    }

    #[test]
    fn a_game_listing_a_few_actions_per_step_offers_the_same_steps_as_all_of_them() {
        let cases = crate::core::notices::picker_cases::largest_cases();
        let narrowing = cases.iter().filter(|(game, seat, _)| {
            game.picks_after(*seat, &[]).is_some_and(|few| few.len() < game.legal_moves(*seat).len())
        });
        // The steps of the first three taps (walking them all without narrowing takes long).
        let steps = |source: &Source| {
            let mut steps = Vec::new();
            let mut paths = vec![Vec::new()];
            while let Some(path) = paths.pop() {
                let address = Address { id: 1, version: 1, scope: source.scope, path };
                if let Some(Opened::Step(step)) = open(Lang::En, source, &address, "#1") {
                    if address.path.len() < 3 {
                        paths.extend((0..step.choices.len()).map(|i| address.child(i).path));
                    }
                    steps.push(step);
                }
            }
            steps
        };
        // The first and the last narrowing case of each game: Skirmish's set-up and its
        // movement phase, Quest's first and last walks.
        let narrowing: Vec<_> = narrowing.collect();
        let mut compared = Vec::new();
        for (i, (game, seat, scope)) in narrowing.iter().enumerate() {
            let same = |other: Option<&&(AnyMatch, Seat, Scope)>| other.is_some_and(|o| o.0.kind() == game.kind());
            if same(i.checked_sub(1).and_then(|j| narrowing.get(j))) && same(narrowing.get(i + 1)) {
                continue;
            }
            let few = steps(&Source::new(game, *seat, *scope));
            let all = steps(&Source { narrow: false, ..Source::new(game, *seat, *scope) });
            assert_eq!(few, all, "{} for seat {}", game.rating_key(), seat.0);
            compared.push(game.kind());
        }
        compared.dedup();
        let narrowed = [GameKind::Gype, GameKind::Skirmish, GameKind::Quest];
        assert_eq!(compared, narrowed, "Gype's set-up, Skirmish's set-up and moves, and Quest's walks narrow");
    }
}
