//! Command parsing: a pure function from a message's text to a [`Command`], tested
//! without any platform. Every command has an English and an Italian name.

/// Who a challenge is for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Opponent {
    /// The first user mentioned in the message.
    Mentioned,
    /// Anyone may accept.
    Open,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    Help(Option<String>),
    Games,
    /// The community's place in the network: `on <name>`, `off`, `communities`,
    /// `block <name>`, `unblock <name>`; nothing shows where it stands.
    Network(Vec<String>),
    /// The external engines one may challenge.
    Engines,
    /// A game's rules: its summary, or one topic of them.
    Rules {
        game: Option<String>,
        topic: Option<String>,
    },
    Challenge {
        opponent: Opponent,
        /// Seats for the computer opponent: each `ai` (Italian `ia`) before the game.
        ai: usize,
        /// Seats for external engines, by name: each `engine:<name>`.
        engines: Vec<String>,
        game: Option<String>,
        options: Vec<String>,
    },
    Accept,
    /// After a game, the same game again with the sides turned; or accepts such an offer.
    Rematch,
    Decline,
    Cancel,
    Move(String),
    Board,
    /// `board link`: a personal link, sent privately, to play the author's match from the
    /// website.
    BoardLink,
    Status,
    Moves,
    Resign,
    Draw,
    /// The record of the channel's last match, or of match `#id` of the community.
    Export(Option<String>),
    /// The channel's last match, or match `#id` of the community, as an animated GIF.
    Replay(Option<String>),
    /// A moderator deletes match `#id`'s damaged record.
    Delete(Option<String>),
    Lang(Option<String>),
    /// A moderator ends the channel's match without result.
    Abort,
    Takeback,
    /// Whose profile: the first mention, else the author.
    Profile,
    Leaderboard(Option<String>),
    /// Shows, or sets, the channel's default time control.
    Clock(Option<String>),
    /// A tournament subcommand and its words.
    Tournament(Vec<String>),
    /// The legal moves of the player (or players) to move.
    /// `hint`, or `hint d1` for one piece's moves.
    Hint(Option<String>),
    /// The last ply with dice, told in full (a LandOver combat round by round).
    Combat,
    /// The AI's review of a player's moves in the channel's last match: the first
    /// mention's, else the author's.
    Analyse,
    /// The author's running matches on this platform, answered privately.
    MyGames,
    /// A place in the community's queue: the game and its options.
    Seek(Vec<String>),
    /// The community's open seeks.
    Seeks,
    /// Withdraws the author's seeks.
    Unseek,
    /// Accepts a seek: its number, or the only one open.
    Join(Option<String>),
    /// A moderator names the lobby (`here`) or the role its announcements ping.
    Lobby(Vec<String>),
    /// Shows, or sets, where the author's notifications go (`digest 08:00 Europe/Rome`).
    Notify(Option<String>),
    /// Shows, starts (`7d`) or ends (`off`) the author's vacation.
    Vacation(Option<String>),
    /// Shows, or (moderators) turns on or off, the pickers under this channel's boards.
    Buttons(Option<String>),
    /// Shows, or (moderators) turns on or off, this community's web pages.
    Web(Option<String>),
}

/// What a message is to the bot.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Parsed {
    Command(Command),
    /// Prefixed, but no command of that name.
    Unknown(String),
    /// Not prefixed: chat, or a bare move while a match runs.
    Chat(String),
}

/// Command names, English first, then Italian, and the catalog key of a one-line
/// description (for platform command menus).
pub const NAMES: [(&str, &str, &str, &str); 39] = [
    ("help", "help", "aiuto", "command-help"),
    ("games", "games", "giochi", "command-games"),
    ("rules", "rules", "regole", "command-rules"),
    ("challenge", "challenge", "sfida", "command-challenge"),
    ("accept", "accept", "accetta", "command-accept"),
    ("decline", "decline", "rifiuta", "command-decline"),
    ("rematch", "rematch", "rivincita", "command-rematch"),
    ("cancel", "cancel", "annulla", "command-cancel"),
    ("move", "move", "mossa", "command-move"),
    ("board", "board", "scacchiera", "command-board"),
    ("status", "status", "stato", "command-status"),
    ("moves", "moves", "mosse", "command-moves"),
    ("hint", "hint", "suggerisci", "command-hint"),
    ("combat", "combat", "combattimento", "command-combat"),
    ("resign", "resign", "abbandona", "command-resign"),
    ("draw", "draw", "patta", "command-draw"),
    ("export", "export", "esporta", "command-export"),
    ("replay", "replay", "rivedi", "command-replay"),
    ("delete", "delete", "elimina", "command-delete"),
    ("lang", "lang", "lingua", "command-lang"),
    ("abort", "abort", "interrompi", "command-abort"),
    ("takeback", "takeback", "indietro", "command-takeback"),
    ("profile", "profile", "profilo", "command-profile"),
    ("leaderboard", "leaderboard", "classifica", "command-leaderboard"),
    ("clock", "clock", "orologio", "command-clock"),
    ("tournament", "tournament", "torneo", "command-tournament"),
    ("analyse", "analyse", "analizza", "command-analyse"),
    ("mygames", "mygames", "partite", "command-mygames"),
    ("seek", "seek", "cerca", "command-seek"),
    ("seeks", "seeks", "ricerche", "command-seeks"),
    ("unseek", "unseek", "ritira", "command-unseek"),
    ("join", "join", "unisciti", "command-join"),
    ("lobby", "lobby", "sala", "command-lobby"),
    ("notify", "notify", "avvisi", "command-notify"),
    ("vacation", "vacation", "vacanza", "command-vacation"),
    ("buttons", "buttons", "pulsanti", "command-buttons"),
    ("engines", "engines", "motori", "command-engines"),
    ("network", "network", "rete", "command-network"),
    ("web", "web", "web", "command-web"),
];

/// The canonical (English) name of a command word in either language.
pub fn canonical(word: &str) -> Option<&'static str> {
    let word = word.to_lowercase();
    NAMES.iter().find(|(_, en, it, _)| *en == word || *it == word).map(|(name, ..)| *name)
}

fn is_mention(word: &str) -> bool {
    word.starts_with('@') || word.starts_with("<@")
}

/// The engine a challenge's `engine:<name>` seats (its name in lowercase).
pub fn engine_named(word: &str) -> Option<String> {
    let (head, name) = word.split_once(':')?;
    (head.eq_ignore_ascii_case("engine") && !name.is_empty()).then(|| name.to_lowercase())
}

/// The word that seats the computer opponent in a challenge.
fn is_ai(word: &str) -> bool {
    matches!(word.to_lowercase().as_str(), "ai" | "ia")
}

pub fn parse(text: &str, prefix: &str) -> Parsed {
    let text = text.trim();
    let Some(body) = text.strip_prefix(prefix).filter(|_| !prefix.is_empty()) else {
        return Parsed::Chat(text.to_owned());
    };
    let mut words = body.split_whitespace();
    let Some(word) = words.next() else { return Parsed::Unknown(String::new()) };
    let rest: Vec<&str> = words.collect();
    let first = rest.first().map(|w| w.to_string());
    let command = match canonical(word) {
        Some("help") => Command::Help(first),
        Some("rules") => Command::Rules { game: first, topic: rest.get(1).map(|w| w.to_string()) },
        Some("challenge") => {
            let open = rest.first().is_some_and(|w| matches!(w.to_lowercase().as_str(), "open" | "aperta"));
            let engines: Vec<String> = rest.iter().filter_map(|w| engine_named(w)).collect();
            let mut plain =
                rest.iter().skip(usize::from(open)).filter(|w| !is_mention(w) && engine_named(w).is_none()).peekable();
            let mut ai = 0;
            while plain.next_if(|w| is_ai(w)).is_some() {
                ai += 1;
            }
            let game = plain.next().map(|w| w.to_string());
            let options = plain.map(|w| w.to_string()).collect();
            let opponent = if open { Opponent::Open } else { Opponent::Mentioned };
            Command::Challenge { opponent, ai, engines, game, options }
        }
        Some("move") => Command::Move(rest.join(" ")),
        Some("board")
            if first.as_deref().is_some_and(|w| matches!(w.to_lowercase().as_str(), "link" | "collegamento")) =>
        {
            Command::BoardLink
        }
        Some("hint") => Command::Hint((!rest.is_empty()).then(|| rest.join(" "))),
        // `export otn #12`: a format, a match, or both.
        Some("export") => Command::Export((!rest.is_empty()).then(|| rest.join(" "))),
        Some("delete") => Command::Delete(first),
        Some("replay") => Command::Replay(first),
        Some("lang") => Command::Lang(first),
        Some("profile") => Command::Profile,
        // `leaderboard hnefatafl copenhagen`: the game and its ruleset.
        Some("leaderboard") => Command::Leaderboard((!rest.is_empty()).then(|| rest.join(" "))),
        Some("clock") => Command::Clock(first),
        Some("tournament") => Command::Tournament(rest.iter().map(|w| w.to_string()).collect()),
        Some("seek") => Command::Seek(rest.iter().map(|w| w.to_string()).collect()),
        Some("join") => Command::Join(first.map(|w| w.trim_start_matches('#').to_owned())),
        Some("lobby") => Command::Lobby(rest.iter().map(|w| w.to_string()).collect()),
        Some("notify") => Command::Notify((!rest.is_empty()).then(|| rest.join(" "))),
        Some("vacation") => Command::Vacation(first),
        Some("buttons") => Command::Buttons(first),
        Some("web") => Command::Web(first),
        Some("network") => Command::Network(rest.iter().map(|w| w.to_string()).collect()),
        // The commands that take no words ignore any given.
        Some(name) if let Some(command) = Command::without_words(name) => command,
        _ => return Parsed::Unknown(word.to_owned()),
    };
    Parsed::Command(command)
}

/// Whether the command may need the author's moderator right (abort, setting the
/// channel's clock, running a tournament): adapters that must ask the platform for it
/// ask only then.
pub fn may_need_moderator(text: &str, prefix: &str) -> bool {
    matches!(
        parse(text, prefix),
        Parsed::Command(
            Command::Abort
                | Command::Delete(_)
                | Command::Clock(Some(_))
                | Command::Tournament(_)
                | Command::Lobby(_)
                | Command::Buttons(Some(_))
                | Command::Web(Some(_))
                | Command::Network(_)
        )
    )
}

impl Command {
    /// The command named `name` (canonical, as [`canonical`] gives it) when it takes no
    /// words: what a platform's button or menu entry of that name runs.
    pub fn without_words(name: &str) -> Option<Command> {
        Some(match name {
            "games" => Command::Games,
            "engines" => Command::Engines,
            "accept" => Command::Accept,
            "rematch" => Command::Rematch,
            "decline" => Command::Decline,
            "cancel" => Command::Cancel,
            "board" => Command::Board,
            "status" => Command::Status,
            "moves" => Command::Moves,
            "hint" => Command::Hint(None),
            "combat" => Command::Combat,
            "resign" => Command::Resign,
            "draw" => Command::Draw,
            "abort" => Command::Abort,
            "takeback" => Command::Takeback,
            "analyse" => Command::Analyse,
            "mygames" => Command::MyGames,
            "seeks" => Command::Seeks,
            "unseek" => Command::Unseek,
            _ => return None,
        })
    }

    /// Whether the command only asks for something to be shown (help, rules, the board, a
    /// record, a profile, …) and changes nothing: its answer may be dropped when a chat's
    /// replies back up, where a move's or a challenge's may not.
    pub fn only_asks(&self) -> bool {
        matches!(
            self,
            Command::Help(_)
                | Command::Games
                | Command::Engines
                | Command::Rules { .. }
                | Command::Board
                | Command::BoardLink
                | Command::Status
                | Command::Moves
                | Command::Hint(_)
                | Command::Combat
                | Command::Analyse
                | Command::MyGames
                | Command::Seeks
                | Command::Notify(None)
                | Command::Vacation(None)
                | Command::Buttons(None)
                | Command::Web(None)
                | Command::Export(_)
                | Command::Replay(_)
                | Command::Profile
                | Command::Leaderboard(_)
                | Command::Lang(None)
                | Command::Clock(None)
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cmd(text: &str) -> Command {
        match parse(text, "!") {
            Parsed::Command(c) => c,
            other => panic!("{text}: {other:?}"),
        }
    }

    #[test]
    fn commands_parse_in_english_and_italian() {
        assert_eq!(cmd("!help"), Command::Help(None));
        assert_eq!(cmd("!aiuto sfida"), Command::Help(Some("sfida".into())));
        assert_eq!(cmd("!MOSSA d1 d4"), Command::Move("d1 d4".into()));
        assert_eq!(cmd("!patta"), Command::Draw);
        assert_eq!(cmd("!rivincita"), Command::Rematch);
        assert_eq!(cmd("!rematch"), Command::Rematch);
        assert_eq!(cmd("!vacanza 7d"), Command::Vacation(Some("7d".into())));
        assert_eq!(cmd("!esporta"), Command::Export(None));
        assert_eq!(cmd("!export #3"), Command::Export(Some("#3".into())));
        assert_eq!(cmd("!elimina #3"), Command::Delete(Some("#3".into())));
        assert_eq!(cmd("!rivedi #12"), Command::Replay(Some("#12".into())));
        assert_eq!(cmd("!replay"), Command::Replay(None));
        assert_eq!(cmd("  !board  "), Command::Board);
        assert_eq!(cmd("!board link"), Command::BoardLink);
        assert_eq!(cmd("!scacchiera collegamento"), Command::BoardLink);
        assert_eq!(cmd("!indietro"), Command::Takeback);
        assert_eq!(cmd("!analizza @bob"), Command::Analyse);
        assert_eq!(cmd("!partite"), Command::MyGames);
        assert_eq!(
            cmd("!cerca tafl clock=1d casual"),
            Command::Seek(vec!["tafl".into(), "clock=1d".into(), "casual".into()])
        );
        assert_eq!(cmd("!unisciti #12"), Command::Join(Some("12".into())));
        assert_eq!(cmd("!ritira"), Command::Unseek);
        assert_eq!(cmd("!avvisi privato"), Command::Notify(Some("privato".into())));
        assert_eq!(cmd("!sala qui"), Command::Lobby(vec!["qui".into()]));
        assert_eq!(cmd("!pulsanti no"), Command::Buttons(Some("no".into())));
        assert_eq!(cmd("!classifica tafl"), Command::Leaderboard(Some("tafl".into())));
        assert_eq!(cmd("!leaderboard hnefatafl copenhagen"), Command::Leaderboard(Some("hnefatafl copenhagen".into())));
        assert_eq!(
            cmd("!torneo crea tafl swiss:3"),
            Command::Tournament(vec!["crea".into(), "tafl".into(), "swiss:3".into()])
        );
    }

    #[test]
    fn a_challenge_names_a_mention_or_open_a_game_and_options() {
        assert_eq!(
            cmd("!challenge @bob hnefatafl king=unarmed"),
            Command::Challenge {
                opponent: Opponent::Mentioned,
                ai: 0,
                engines: vec![],
                game: Some("hnefatafl".into()),
                options: vec!["king=unarmed".into()]
            }
        );
        assert_eq!(
            cmd("!sfida aperta tafl"),
            Command::Challenge {
                opponent: Opponent::Open,
                ai: 0,
                engines: vec![],
                game: Some("tafl".into()),
                options: vec![]
            }
        );
        assert_eq!(
            cmd("!challenge <@123> tafl"),
            Command::Challenge {
                opponent: Opponent::Mentioned,
                ai: 0,
                engines: vec![],
                game: Some("tafl".into()),
                options: vec![]
            }
        );
        assert_eq!(
            cmd("!challenge"),
            Command::Challenge { opponent: Opponent::Mentioned, ai: 0, engines: vec![], game: None, options: vec![] }
        );
    }

    #[test]
    fn each_engine_word_seats_that_engine_wherever_it_stands() {
        let Command::Challenge { ai, engines, game, options, .. } =
            cmd("!challenge engine:TaflZero hnefatafl rules=copenhagen")
        else {
            panic!("a challenge")
        };
        assert_eq!(
            (ai, engines, game.as_deref(), options),
            (0, vec!["taflzero".to_owned()], Some("hnefatafl"), vec!["rules=copenhagen".to_owned()])
        );
        let Command::Challenge { engines, game, .. } = cmd("!sfida hnefatafl engine:a engine:b") else { panic!() };
        assert_eq!((engines, game.as_deref()), (vec!["a".to_owned(), "b".to_owned()], Some("hnefatafl")));
        assert_eq!(engine_named("engine:"), None);
    }

    #[test]
    fn each_ai_before_the_game_seats_the_computer() {
        assert_eq!(
            cmd("!challenge ai hnefatafl level=5"),
            Command::Challenge {
                opponent: Opponent::Mentioned,
                ai: 1,
                engines: vec![],
                game: Some("hnefatafl".into()),
                options: vec!["level=5".into()]
            }
        );
        assert_eq!(
            cmd("!sfida @bob IA ia gype"),
            Command::Challenge {
                opponent: Opponent::Mentioned,
                ai: 2,
                engines: vec![],
                game: Some("gype".into()),
                options: vec![]
            }
        );
        assert_eq!(
            cmd("!challenge ai"),
            Command::Challenge { opponent: Opponent::Mentioned, ai: 1, engines: vec![], game: None, options: vec![] }
        );
    }

    #[test]
    fn unprefixed_text_is_chat_and_unknown_words_are_reported() {
        assert_eq!(parse("d1 d4", "!"), Parsed::Chat("d1 d4".into()));
        assert_eq!(parse("!fly away", "!"), Parsed::Unknown("fly".into()));
        assert_eq!(parse("!", "!"), Parsed::Unknown(String::new()));
        assert_eq!(parse("/board", "/"), Parsed::Command(Command::Board));
    }
}
