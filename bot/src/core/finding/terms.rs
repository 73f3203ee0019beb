//! A challenge's words that the bot reads itself, before the game's own options:
//! `players=N`, `clock=24h` or `clock=10+5`, `rated` or `casual` (`ranked=yes|no`), the
//! challenger's `side=` (a seat's name, or `random`), the AI's `level=1..5`, and
//! `vacation=no` (players' vacations do not pause the clock). `=` and
//! `:` both separate a name from its value; Italian names work too. A game against the
//! computer is casual unless the challenge says `rated`; any other is rated unless it
//! says `casual`.

use engine::Message;

use crate::clock::{self, TimeControl};

#[derive(Clone, Debug, PartialEq)]
pub struct Terms {
    pub players: Option<String>,
    pub clock: Option<TimeControl>,
    /// Rated or casual as the challenge says; `None` when it does not say.
    pub ranked: Option<bool>,
    /// The seat the challenger asks for, by its name, or `random`.
    pub side: Option<String>,
    /// The strength of the AI's seats, if any.
    pub level: ai::Level,
    /// Whether players' vacations pause the clock (`vacation=no` says they do not).
    pub vacations: bool,
    /// The game's options.
    pub game: Vec<String>,
}

impl Terms {
    /// Whether a match of `players` on these terms is rated: as the challenge says, else
    /// casual against the computer and rated between people.
    pub fn rated(&self, players: &[crate::model::User]) -> bool {
        self.ranked.unwrap_or(!players.iter().any(crate::model::User::is_ai)) && !self.starts_elsewhere()
    }

    /// Whether the game starts from a position of its own (`position=`), never rated:
    /// ratings compare games from the ruleset's start.
    pub fn starts_elsewhere(&self) -> bool {
        self.game.iter().any(|w| {
            let lower = w.to_ascii_lowercase();
            ["position=", "position:", "posizione=", "posizione:"].iter().any(|p| lower.starts_with(p))
        })
    }

    /// The seat `side=` asks for in `game`: one whose name it is, or, for `random`, the
    /// one `pick` chooses; `Err` with the names it could be.
    pub fn side_seat(
        &self,
        game: &engine::AnyMatch,
        pick: impl FnOnce(usize) -> usize,
    ) -> Result<Option<engine::Seat>, Message> {
        let Some(side) = self.side.as_deref() else { return Ok(None) };
        let seats = game.seats();
        if matches!(side, "random" | "casuale") {
            return Ok(Some(engine::Seat((pick(seats) % seats) as u8)));
        }
        let names: Vec<&str> = (0..seats as u8).map(|s| game.seat_name(engine::Seat(s))).collect();
        // A side's name in either language ("defenders", "difensori").
        let called = |name: &str| {
            let said = |lang: crate::i18n::Lang| lang.text(&Message::new("side").with("side", name));
            [name.to_owned(), said(crate::i18n::Lang::En), said(crate::i18n::Lang::It)]
                .iter()
                .any(|n| n.to_lowercase() == side.to_lowercase())
        };
        match names.iter().position(|n| called(n)) {
            Some(at) => Ok(Some(engine::Seat(at as u8))),
            None => Err(bad_value("side", side, &format!("{}, random", names.join(", ")))),
        }
    }
}

/// The catalog term of a game's name for people, with the ruleset `options` (a
/// challenge's or a tournament's words) choose: "Hnefatafl (Brandubh)". The game's own
/// name where the options do not read.
pub fn title(game: &str, options: &[String]) -> String {
    let Ok(kind) = game.parse::<engine::GameKind>() else { return engine::title_term(game) };
    let game_options = split(options).map(|terms| terms.game).unwrap_or_default();
    let game_options: Vec<&str> = game_options.iter().map(String::as_str).collect();
    engine::title_term(&kind.rating_key(&game_options).unwrap_or_else(|_| kind.name().to_owned()))
}

/// Every option of `game` as its matches are played with `options` (the defaults
/// written out: `rules=copenhagen king=armed …`), then the bot's own terms among them
/// (a clock, rated or casual), as given.
pub fn spelled_out(game: &str, options: &[String]) -> Vec<String> {
    let Ok(kind) = game.parse::<engine::GameKind>() else { return options.to_vec() };
    let Ok(terms) = split(options) else { return options.to_vec() };
    let chosen: Vec<&str> = terms.game.iter().map(String::as_str).collect();
    let seats = kind.info().designed_players;
    let played = engine::AnyMatch::new(kind, &chosen, seats, engine::Seed::from_bytes([0; 32]));
    let mut words = played.map(|m| m.options()).unwrap_or_else(|_| terms.game.clone());
    words.extend(options.iter().filter(|w| !terms.game.contains(w)).cloned());
    words
}

/// Reads the bot's terms out of a challenge's option words; a bad value is refused.
pub fn split(options: &[String]) -> Result<Terms, Message> {
    let mut terms = Terms {
        players: None,
        clock: None,
        ranked: None,
        side: None,
        level: ai::Level::default(),
        vacations: true,
        game: Vec::new(),
    };
    // A time bank's limits, read whatever their place among the words.
    let (mut max, mut min) = (None, None);
    for word in options {
        let lower = word.to_lowercase();
        let rated = match lower.as_str() {
            "casual" | "amichevole" => Some(false),
            "rated" | "ranked" | "classificata" => Some(true),
            _ => None,
        };
        if rated.is_some() {
            terms.ranked = rated;
            continue;
        }
        match lower.split_once(['=', ':']) {
            Some(("players" | "giocatori", value)) => terms.players = Some(value.to_owned()),
            Some(("clock" | "tempo", value)) => match value.parse() {
                Ok(control) => terms.clock = Some(control),
                Err(()) => return Err(bad_value("clock", value, clock::EXPECTED)),
            },
            Some(("max", value)) => max = Some(value.to_owned()),
            Some(("min", value)) => min = Some(value.to_owned()),
            Some(("ranked" | "classificata", value)) => match value {
                "yes" | "si" | "sì" => terms.ranked = Some(true),
                "no" => terms.ranked = Some(false),
                _ => return Err(bad_value("ranked", value, "yes, no")),
            },
            // Italian `lato` is also Skirmish's size (`lato=20`): a number is never a side.
            Some(("lato", value)) if value.parse::<u32>().is_ok() => terms.game.push(word.clone()),
            Some(("side" | "lato", value)) => terms.side = Some(value.to_owned()),
            Some(("vacation" | "vacanza" | "vacanze", value)) => match value {
                "yes" | "si" | "sì" => terms.vacations = true,
                "no" => terms.vacations = false,
                _ => return Err(bad_value("vacation", value, "yes, no")),
            },
            Some(("level" | "livello", value)) => match value.parse() {
                Ok(level) => terms.level = level,
                Err(_) => return Err(bad_value("level", value, "1–5")),
            },
            _ => terms.game.push(word.clone()),
        }
    }
    if terms.ranked == Some(true) && terms.starts_elsewhere() {
        return Err(Message::new("position-unrated"));
    }
    if max.is_some() || min.is_some() {
        let limited = terms.clock.and_then(|clock| clock.with_limits(max.as_deref(), min.as_deref()));
        let Some(limited) = limited else {
            let given =
                [("max", &max), ("min", &min)].into_iter().find_map(|(k, v)| Some(format!("{k}={}", v.as_ref()?)));
            return Err(bad_value("clock", &given.unwrap_or_default(), clock::BANK_LIMITS));
        };
        terms.clock = Some(limited);
    }
    Ok(terms)
}

/// [`split`], saying a refusal to `reply`.
pub(in crate::core) fn read(options: &[String], reply: &mut crate::core::Reply) -> Option<Terms> {
    split(options).map_err(|refusal| reply.say(refusal)).ok()
}

fn bad_value(option: &str, value: &str, expected: &str) -> Message {
    Message::new("option-bad-value").with("option", option).with("value", value).with("expected", expected)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(text: &str) -> Vec<String> {
        text.split_whitespace().map(str::to_owned).collect()
    }

    #[test]
    fn the_bots_terms_are_read_and_the_rest_goes_to_the_game() {
        let terms = split(&words("players=3 clock:10+5 casual king=unarmed")).unwrap();
        assert_eq!(terms.players.as_deref(), Some("3"));
        assert_eq!(terms.clock, Some(TimeControl::Live { base_ms: 600_000, increment_ms: 5000 }));
        assert_eq!(terms.ranked, Some(false));
        assert_eq!(terms.game, words("king=unarmed"));
        assert_eq!(split(&words("tempo=3d classificata=sì")).unwrap().ranked, Some(true));
        assert_eq!(split(&words("rated side=defenders")).unwrap().ranked, Some(true));
        assert_eq!(split(&words("rated side=defenders")).unwrap().side.as_deref(), Some("defenders"));
        assert_eq!(split(&words("lato:casuale")).unwrap().side.as_deref(), Some("casuale"));
        assert_eq!(split(&words("")).unwrap().ranked, None);
        assert_eq!(split(&words("level=5")).unwrap().level.get(), 5);
        assert_eq!(split(&words("livello:1")).unwrap().level.get(), 1);
        assert_eq!(split(&words("")).unwrap().level.get(), 3);
        assert!(split(&words("")).unwrap().vacations);
        assert!(!split(&words("vacanza=no")).unwrap().vacations);
    }

    #[test]
    fn italian_lato_with_a_number_is_skirmishs_size_and_with_a_name_the_challengers_side() {
        let sized = split(&words("lato=20 lato=difensori")).unwrap();
        assert_eq!(sized.game, words("lato=20"));
        assert_eq!(sized.side.as_deref(), Some("difensori"));
        assert_eq!(split(&words("side=20")).unwrap().side.as_deref(), Some("20"), "side= is always the side");
    }

    #[test]
    fn bad_terms_name_the_option_and_what_is_expected() {
        let wtf = split(&words("clock=6d12h+10h max=3d min=2h")).unwrap().clock.expect("a bank");
        assert_eq!(wtf.to_string(), "6d12h+10h max=3d min=2h");
        assert!(split(&words("max=3d clock=3d+6h")).unwrap().clock.is_some(), "in any order");
        assert!(split(&words("clock=24h max=3d")).is_err(), "limits go with a bank");
        let refused = split(&words("clock=2m")).unwrap_err();
        assert_eq!(refused.key, "option-bad-value");
        assert!(split(&words("ranked=maybe")).is_err());
        let refused = split(&words("level=6")).unwrap_err();
        assert_eq!((refused.key, refused.args.len()), ("option-bad-value", 3));
    }
}
