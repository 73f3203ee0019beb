//! The message catalog (Project Fluent), English and Italian. Every user-facing text goes
//! through [`Lang::text`]; engine messages and the bot's own share one catalog.

use std::borrow::Cow;
use std::collections::HashMap;
use std::fmt;
use std::str::FromStr;
use std::sync::{PoisonError, RwLock};

use engine::{Arg, Message};
use fluent_templates::fluent_bundle::concurrent::FluentBundle;
use fluent_templates::fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use fluent_templates::{LanguageIdentifier, Loader, langid, static_loader};

static_loader! {
    static LOCALES = {
        locales: "./locales",
        fallback_language: "en",
        // Chat clients show Unicode isolation marks as stray characters.
        customise: |bundle| {
            bundle.set_use_isolating(false);
            bundle.add_function("A", italian_a).expect("the catalog's one function");
        },
    };
}

/// Italian's "a" before a name: "ad" before one that starts with an a ("tocca ad alice",
/// "tocca a bob"), the euphonic d of written Italian.
fn italian_a<'a>(positional: &[FluentValue<'a>], _: &fluent_templates::fluent_bundle::FluentArgs) -> FluentValue<'a> {
    let starts_with_a = match positional.first() {
        Some(FluentValue::String(name)) => {
            name.trim_start_matches('@').chars().next().is_some_and(|c| matches!(c, 'a' | 'A' | 'à' | 'À'))
        }
        _ => false,
    };
    FluentValue::from(if starts_with_a { "ad" } else { "a" })
}

/// The catalog entries of games added at start-up (see [`crate::games::host`]), by
/// language: consulted for what the built-in catalog lacks.
static ADDED: RwLock<Vec<(Lang, FluentBundle<FluentResource>)>> = RwLock::new(Vec::new());

/// Adds `ftl`, an added game's entries in `lang`, to the catalog; `Err` with the
/// parser's complaint when it does not read.
pub fn add_catalog(lang: Lang, ftl: &str) -> Result<(), String> {
    let resource = FluentResource::try_new(ftl.to_owned()).map_err(|(_, errors)| format!("{errors:?}"))?;
    let mut bundle = FluentBundle::new_concurrent(vec![lang.id().clone()]);
    bundle.set_use_isolating(false);
    bundle.add_resource(resource).map_err(|errors| format!("{errors:?}"))?;
    ADDED.write().unwrap_or_else(PoisonError::into_inner).push((lang, bundle));
    Ok(())
}

/// `key` with `args` from the added games' entries in `lang`.
fn added_lookup(lang: Lang, key: &str, args: &HashMap<Cow<'static, str>, FluentValue>) -> Option<String> {
    let added = ADDED.read().unwrap_or_else(PoisonError::into_inner);
    let mut fluent_args = FluentArgs::new();
    for (name, value) in args {
        fluent_args.set(name.clone(), value.clone());
    }
    added.iter().filter(|(l, _)| *l == lang).find_map(|(_, bundle)| {
        let pattern = bundle.get_message(key)?.value()?;
        let mut errors = Vec::new();
        let text = bundle.format_pattern(pattern, Some(&fluent_args), &mut errors);
        errors.is_empty().then(|| text.into_owned())
    })
}

static EN: LanguageIdentifier = langid!("en");
static IT: LanguageIdentifier = langid!("it");

/// A language of the catalog.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Lang {
    #[default]
    En,
    It,
}

impl Lang {
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::It => "it",
        }
    }

    fn id(self) -> &'static LanguageIdentifier {
        match self {
            Lang::En => &EN,
            Lang::It => &IT,
        }
    }

    /// Translates a message. A key, term or argument missing from the catalog is a bug:
    /// it is logged and the message's key and arguments are shown rather than nothing.
    pub fn text(self, message: &Message) -> String {
        self.try_text(message).unwrap_or_else(|| {
            tracing::error!(message = %message, "message missing from the catalog, or an argument it needs");
            message.to_string()
        })
    }

    /// The translation, or `None` when the key, a term it names (a piece's name) or an
    /// argument its pattern needs is missing.
    pub fn try_text(self, message: &Message) -> Option<String> {
        let mut args: HashMap<Cow<'static, str>, FluentValue> = HashMap::new();
        for (name, value) in &message.args {
            let value = match value {
                Arg::Num(n) => FluentValue::from(*n),
                Arg::Text(t) => FluentValue::from(shown(t)),
                Arg::Term { term } => FluentValue::from(self.lookup(term, &HashMap::new())?),
                Arg::List { list } => {
                    let texts: Option<Vec<String>> = list.iter().map(|m| self.try_text(m)).collect();
                    FluentValue::from(texts?.join(", "))
                }
            };
            args.insert(Cow::Borrowed(*name), value);
        }
        // The shared `side` message names the engine's seats itself, and an added game's
        // as its own entries do (`seat-crosses`), given as `$seat`.
        if let Some((_, Arg::Text(side))) = message.args.iter().find(|(name, _)| *name == "side") {
            let seat = added_lookup(self, &format!("seat-{side}"), &HashMap::new()).unwrap_or_else(|| shown(side));
            args.insert(Cow::Borrowed("seat"), FluentValue::from(seat));
        }
        self.lookup(message.key, &args)
    }

    /// `key` with `args`, from the catalog or an added game's entries.
    fn lookup(self, key: &str, args: &HashMap<Cow<'static, str>, FluentValue>) -> Option<String> {
        LOCALES.try_lookup_with_args(self.id(), key, args).or_else(|| added_lookup(self, key, args))
    }

    /// A term's translation (a game's title, `title-hnefatafl-brandubh`); a term the
    /// catalog lacks is logged and shown as it is.
    pub fn term(self, term: &str) -> String {
        self.lookup(term, &HashMap::new()).unwrap_or_else(|| {
            tracing::error!(term, "term missing from the catalog");
            term.to_owned()
        })
    }

    /// Shorthand for a message without arguments.
    pub fn key(self, key: &'static str) -> String {
        self.text(&Message::new(key))
    }

    /// A duration in words, its two largest units, the smaller rounded: "2 days 4 hours",
    /// "5 hours 10 minutes", "12 minutes", "40 seconds" ("2 giorni 4 ore"); a bank of 3
    /// days a few seconds after it started is "3 days".
    pub fn duration(self, ms: i64) -> String {
        const UNITS: [(&str, i64); 4] =
            [("unit-days", 86_400_000), ("unit-hours", 3_600_000), ("unit-minutes", 60_000), ("unit-seconds", 1000)];
        let largest = |ms: i64| UNITS.iter().position(|&(_, size)| ms >= size).unwrap_or(UNITS.len() - 1);
        let ms = ms.max(0);
        let smaller = UNITS[(largest(ms) + 1).min(UNITS.len() - 1)].1;
        let ms = (ms + smaller / 2) / smaller * smaller;
        let first = largest(ms);
        let (key, size) = UNITS[first];
        let mut words = vec![self.text(&Message::new(key).num("count", ms / size))];
        if let Some(&(key, smaller)) = UNITS.get(first + 1)
            && ms % size >= smaller
        {
            words.push(self.text(&Message::new(key).num("count", ms % size / smaller)));
        }
        words.join(" ")
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

impl FromStr for Lang {
    type Err = ();

    fn from_str(s: &str) -> Result<Lang, ()> {
        match s.trim().to_ascii_lowercase().as_str() {
            "en" | "english" | "inglese" => Ok(Lang::En),
            "it" | "italian" | "italiano" => Ok(Lang::It),
            _ => Err(()),
        }
    }
}

/// A text argument as shown. Characters that print nothing and join nothing (a zero-width
/// space, a word joiner, invisible operators, a byte-order mark, a soft hyphen) and control
/// characters other than a line break are written out as `\u{200b}`, so that a user whose
/// text was refused sees what was in it and no text can move a terminal's cursor. Joiners
/// and direction marks, which names in many scripts and emoji need, are kept. Mass mentions
/// (`@everyone`, `@here`) get a zero-width space after the `@`, so that echoing a user's
/// text cannot ping a crowd even where a platform would let it. A Discord role's `<@&id>`
/// is left as it is: the lobby's role is shown that way, and Discord's allowed mentions
/// (users only, and the lobby's role in a seek's announcement) keep any other from pinging.
fn shown(text: &str) -> String {
    let hidden = |c: char| {
        matches!(c, '\u{00AD}' | '\u{200B}' | '\u{2060}'..='\u{2064}' | '\u{FEFF}') || (c.is_control() && c != '\n')
    };
    let mut shown = String::with_capacity(text.len());
    for c in text.chars() {
        if hidden(c) {
            shown.push_str(&format!("\\u{{{:x}}}", c as u32));
        } else {
            shown.push(c);
        }
    }
    for crowd in ["@everyone", "@here"] {
        if shown.contains(crowd) {
            shown = shown.replace(crowd, &crowd.replacen('@', "@\u{200B}", 1));
        }
    }
    shown
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn durations_are_said_in_their_two_largest_units_in_either_language() {
        const HOUR: i64 = 3_600_000;
        assert_eq!(Lang::En.duration(2 * 24 * HOUR + 4 * HOUR + 29 * 60_000), "2 days 4 hours");
        assert_eq!(Lang::It.duration(2 * 24 * HOUR + 4 * HOUR), "2 giorni 4 ore");
        assert_eq!(Lang::En.duration(24 * HOUR), "1 day");
        assert_eq!(Lang::It.duration(HOUR + 60_000), "1 ora 1 minuto");
        assert_eq!(Lang::En.duration(12 * 60_000), "12 minutes");
        assert_eq!(Lang::En.duration(40_000), "40 seconds");
        assert_eq!(Lang::En.duration(-5), "0 seconds", "time run out");
        assert_eq!(Lang::En.duration(3 * 24 * HOUR - 2_000), "3 days", "rounded, carried into days");
        assert_eq!(Lang::En.duration(24 * HOUR - 20_000), "1 day");
        assert_eq!(Lang::En.duration(HOUR + 29 * 60_000 + 40_000), "1 hour 30 minutes");
        assert_eq!(Lang::En.duration(59 * 60_000 + 40_000), "59 minutes 40 seconds");
    }

    #[test]
    fn invisible_characters_in_a_users_text_are_written_out() {
        let message = engine::Message::new("unknown-command").with("command", "\u{200b}mvoe");
        assert!(Lang::En.text(&message).contains("\\u{200b}mvoe"), "{}", Lang::En.text(&message));
        assert_eq!(shown("a7-a5 ⚔️ 🔥"), "a7-a5 ⚔️ 🔥", "visible text, emoji included, is kept");
        assert_eq!(shown("Anna 👩\u{200d}💻"), "Anna 👩\u{200d}💻", "a joiner inside an emoji is kept");
        assert_eq!(shown("\u{200f}נועה"), "\u{200f}נועה", "a direction mark is kept");
    }

    #[test]
    fn control_characters_in_a_users_text_are_written_out_and_line_breaks_kept() {
        assert_eq!(shown("a1\u{1b}[2Jb2\r\tc3\0"), "a1\\u{1b}[2Jb2\\u{d}\\u{9}c3\\u{0}");
        assert_eq!(shown("\u{85}x"), "\\u{85}x", "a C1 control too");
        assert_eq!(shown("one\ntwo"), "one\ntwo", "the bot's own lists keep their lines");
    }

    #[test]
    fn mass_mentions_in_a_users_text_cannot_ping() {
        let message = engine::Message::new("unknown-command").with("command", "@everyone").with("prefix", "!");
        let text = Lang::En.text(&message);
        assert!(!text.contains("@everyone") && text.contains("@\u{200B}everyone"), "{text}");
        assert_eq!(shown("hi @here and <@&42>"), "hi @\u{200B}here and <@&42>");
        assert_eq!(shown("<@42> @bob"), "<@42> @bob", "a user's mention is left to the platform's allowed list");
    }

    fn keys(ftl: &str) -> std::collections::BTreeSet<&str> {
        ftl.lines()
            .filter(|l| l.chars().next().is_some_and(|c| c.is_ascii_lowercase()))
            .filter_map(|l| l.split_once(" =").map(|(k, _)| k))
            .collect()
    }

    #[test]
    fn english_and_italian_have_the_same_messages() {
        let en = keys(include_str!("../locales/en/main.ftl"));
        let it = keys(include_str!("../locales/it/main.ftl"));
        assert!(en.len() > 50);
        assert_eq!(en, it);
    }

    #[test]
    fn every_landover_piece_has_a_name_in_both_themes_and_languages() {
        use engine::landover::{Board, DEFAULT_STATS, Figure, START, Theme};
        let board = Board::from_text(START, &DEFAULT_STATS).unwrap();
        for theme in [Theme::Landover, Theme::Metalegno] {
            for (_, unit) in board.units() {
                let key = Figure { theme, piece: unit.piece }.key();
                for lang in [Lang::En, Lang::It] {
                    let named = Message::new("lo-resting").term("piece", key.clone()).with("square", "a1");
                    assert!(lang.try_text(&named).is_some(), "{key} in {lang}");
                }
            }
        }
        let attack = Message::new("lo-attacked")
            .term("attacker", "lo-landover-chaotic-c1")
            .term("defender", "lo-landover-lawful-d")
            .with("square", "d5")
            .with("ratio", "−2")
            .num("ac", 7)
            .num("dc", 9)
            .num("ar", 22)
            .num("dr", 26);
        assert_eq!(Lang::En.text(&attack), "⚔ Troll attacks Fairy on d5: ratio −2 (C 7 against 9, R 22 against 26).");
        assert!(Lang::It.text(&attack).starts_with("⚔ Troll attacca Fata in d5"));
        let won = |rests| {
            Message::new("lo-won")
                .term("winner", "lo-landover-lawful-d")
                .term("loser", "lo-landover-chaotic-c1")
                .with("square", "d5")
                .num("r", 14)
                .num("max", 26)
                .with("rests", rests)
        };
        assert_eq!(Lang::En.text(&won("yes")), "Fairy defeats Troll on d5 with R 14/26 and rests next turn.");
        assert_eq!(Lang::En.text(&won("no")), "Fairy defeats Troll on d5 with R 14/26.");
    }

    #[test]
    fn every_game_and_ruleset_has_a_name_for_people_in_both_languages() {
        for kind in engine::GameKind::ALL {
            let rulesets = kind.rulesets();
            let options: Vec<String> = rulesets.iter().map(|r| format!("rules={r}")).collect();
            let keys = std::iter::once(kind.rating_key(&[]).unwrap())
                .chain(options.iter().map(|o| kind.rating_key(&[o.as_str()]).unwrap()));
            for key in keys {
                for lang in [Lang::En, Lang::It] {
                    let title = LOCALES.try_lookup(lang.id(), &engine::title_term(&key));
                    assert!(title.as_ref().is_some_and(|t| !t.contains('-') || t.contains(' ')), "{key} in {lang}");
                }
            }
        }
        assert_eq!(Lang::En.term(&engine::title_term("hnefatafl-brandubh")), "Hnefatafl (Brandubh)");
        assert_eq!(Lang::It.term(&engine::title_term("skirmish")), "Schermaglia");
    }

    #[test]
    fn a_hand_and_a_gift_read_as_words_with_their_article_and_plural() {
        let hand = Message::new("quest-final-hand").with("player", "lion").list(
            "hand",
            vec![
                Message::new("quest-hand-gold").num("count", 1),
                Message::new("quest-hand-item").term("item", "quest-key-gold"),
            ],
        );
        assert_eq!(Lang::En.text(&hand), "lion held: one gold coin, gold key.");
        assert_eq!(Lang::It.text(&hand), "lion possedeva: una moneta d'oro, chiave d'oro.");
        let gave = |count| {
            Message::new("quest-gave")
                .with("from", "lion")
                .with("to", "stag")
                .with("gift", "gold")
                .num("count", count)
                .with("item", "")
        };
        assert_eq!(Lang::It.text(&gave(1)), "lion dà a stag una moneta d'oro.");
        assert_eq!(Lang::It.text(&gave(2)), "lion dà a stag 2 monete d'oro.");
        assert_eq!(Lang::En.text(&gave(2)), "lion gives stag 2 gold coins.");
        let key =
            Message::new("quest-gave").with("from", "lion").with("to", "stag").with("gift", "item").num("count", 1);
        assert_eq!(Lang::It.text(&key.term("item", "quest-key-gold.a")), "lion dà a stag la chiave d'oro.");
    }

    #[test]
    fn arguments_and_side_names_are_filled_in_both_languages() {
        let m = Message::new("not-your-turn").with("name", "bob").with("side", "defenders");
        assert_eq!(Lang::En.text(&m), "It is bob's turn (defenders).");
        assert_eq!(Lang::It.text(&m), "È il turno di bob (difensori).");
        let blocked = Message::new("tafl-blocked").with("square", "f4");
        assert_eq!(Lang::En.text(&blocked), "A piece stands on f4; pieces never jump.");
    }

    #[test]
    fn an_added_games_seats_are_named_by_its_own_entries_in_each_language() {
        add_catalog(Lang::It, "seat-zz-crosses = croci-zz").unwrap();
        let m = Message::new("not-your-turn").with("name", "bob").with("side", "zz-crosses");
        assert_eq!(Lang::It.text(&m), "È il turno di bob (croci-zz).");
        assert_eq!(Lang::En.text(&m), "It is bob's turn (zz-crosses).", "no English entry: the seat as named");
    }

    #[test]
    fn every_skirmish_message_and_term_exists_in_both_languages() {
        use engine::skirmish::{Role, Weapon};
        let sources = [
            include_str!("../../engine/src/skirmish/combat.rs"),
            include_str!("../../engine/src/skirmish/events.rs"),
            include_str!("../../engine/src/skirmish/mod.rs"),
            include_str!("../../engine/src/skirmish/moving.rs"),
            include_str!("../../engine/src/skirmish/notation.rs"),
            include_str!("../../engine/src/skirmish/setup.rs"),
            include_str!("../../engine/src/skirmish/shooting.rs"),
            include_str!("../../engine/src/skirmish/view.rs"),
        ];
        let named = sources
            .iter()
            .flat_map(|text| text.split('"').filter(|w| w.starts_with("sk-") && !w.ends_with('-') && !w.contains('{')));
        let mut wanted: Vec<String> = named.map(String::from).collect();
        let checks = [
            "hit", "shot", "parry", "save", "wound", "jump", "climb", "drop", "fall", "morale", "rally", "catch",
            "break", "stun",
        ];
        wanted.extend(checks.iter().flat_map(|c| [format!("sk-{c}-yes"), format!("sk-{c}-no")]));
        wanted.extend(Weapon::ALL.map(Weapon::term));
        wanted.extend(Role::ALL.map(|r| format!("sk-role-{}", r.name())));
        wanted.extend(
            ["sk-side-amber", "sk-side-blue", "sk-pace-move", "sk-pace-march", "sk-pace-run"].map(String::from),
        );
        assert!(wanted.len() > 150, "{}", wanted.len());
        let en = keys(include_str!("../locales/en/main.ftl"));
        for key in &wanted {
            assert!(en.contains(key.as_str()), "{key} is missing");
        }
        let roll = Message::new("sk-roll")
            .with("who", "A3")
            .term("stat", "sk-stat-c")
            .num("value", 4)
            .num("against", 5)
            .num("target", 6)
            .num("roll", 5)
            .term("result", "sk-hit-yes");
        assert_eq!(Lang::En.text(&roll), "A3 hits: C 4 vs 5: target 6, rolled 5.");
    }

    #[test]
    fn a_missing_key_shows_the_key_rather_than_nothing() {
        assert_eq!(Lang::En.key("no-such-key"), "no-such-key");
    }
}
