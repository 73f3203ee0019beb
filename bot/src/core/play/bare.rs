//! What an unprefixed line from a player of the channel's match means. A newcomer types
//! `move b1 c3`, `draw`, `a7–a5` from a phone, or `flee` without its square; these are
//! read as meant. Anything that is not clearly meant for the bot stays chat and gets no
//! answer: ordinary sentences with squares or the word "move" in them stay silent.

use engine::{AnyMatch, Message, Seat};

use crate::command::{self, Command, Parsed};
use crate::core::play::seat_of;
use crate::core::{Core, Incoming, Reply};

/// The longest line read as anything but chat.
const LONGEST: usize = 100;
/// Commands a player means when they type the word alone during their match.
const ALONE: [&str; 7] = ["draw", "resign", "board", "moves", "status", "hint", "takeback"];
/// How many examples an incomplete decision is answered with.
const EXAMPLES: usize = 3;

/// What a bare line is.
#[derive(Debug, PartialEq, Eq)]
pub(in crate::core) enum Bare {
    /// A move, as the game reads it (after phone substitutions are undone).
    Move(String),
    /// A command meant without its prefix.
    Command(Command),
    /// A decision word without its argument, or repeated: what the word may be followed by.
    Incomplete {
        word: String,
        examples: Vec<String>,
    },
    /// A move followed by other words (`a7 a5 please`): the move alone, for a hint.
    MoveAndWords(String),
    Chat,
}

impl Core {
    /// Whether unprefixed text in a channel is chat that gets no answer, read without the
    /// channel's lock: no plea for help, and either no match and nothing a newcomer may
    /// mean (see [`crate::core::information::newcomer`]), or no question about the match and no player's
    /// move, command or decision. A storage failure says no: the locked path reports it.
    pub(in crate::core) async fn is_idle_chat(&self, msg: &Incoming) -> bool {
        if crate::core::information::newcomer::is_plea(&msg.text) {
            return false;
        }
        let stored = match self.storage.active_match(&msg.channel).await {
            Ok(Some(stored)) => stored,
            // Where no match runs, a finished game's player or a challenge's may mean it.
            Ok(None) => return !crate::core::information::newcomer::may_be_meant(&msg.text),
            Err(_) => return false,
        };
        let (text, seat) = (msg.text.trim(), seat_of(&stored, &msg.author));
        if stored.game.answer(seat, text).is_some() {
            return false;
        }
        seat.is_none_or(|seat| read(&stored.game, seat, text, &self.settings.prefix) == Bare::Chat)
    }

    /// Unprefixed text in a match's channel: a player's move, command or incomplete
    /// decision, read as meant; anyone else's text, and anything unclear, is chat.
    pub(in crate::core) async fn bare_text(&self, msg: &Incoming, text: &str, reply: &mut Reply) -> anyhow::Result<()> {
        let Some(stored) = self.storage.active_match(&msg.channel).await? else { return Ok(()) };
        let Some(seat) = seat_of(&stored, &msg.author) else { return Ok(()) };
        match read(&stored.game, seat, text, &self.settings.prefix) {
            Bare::Move(text) => self.play_move(msg, &text, true, reply).await?,
            Bare::Command(command) => self.run(msg, command, reply).await?,
            Bare::Incomplete { word, examples } => {
                reply.say(Message::new("move-incomplete").with("word", word).with("examples", examples.join(", ")));
                if let Some(prompt) = stored.game.decision_prompt(seat) {
                    reply.say(prompt);
                }
            }
            Bare::MoveAndWords(text) => {
                if self.play.first_hint(stored.id, &msg.author.id) {
                    reply.say(Message::new("move-extra-words").with("move", text));
                }
            }
            Bare::Chat => {}
        }
        Ok(())
    }
}

/// Reads a bare line of `seat`'s player in `game`; `prefix` is the command prefix.
pub(in crate::core) fn read(game: &AnyMatch, seat: Seat, text: &str, prefix: &str) -> Bare {
    let text = text.trim();
    if text.chars().count() > LONGEST {
        return Bare::Chat;
    }
    let words: Vec<&str> = text.split_whitespace().collect();
    // `draw!` is meant; `resign?` is a question to the opponent.
    let Some(first) = words.first().map(|w| w.trim_end_matches(['!', '.'])) else { return Bare::Chat };
    if let Some(played) = as_move(game, text) {
        return incomplete(game, seat, &played).unwrap_or(Bare::Move(played));
    }
    match command::canonical(first) {
        Some("move") if words.len() > 1 => {
            return as_move(game, &words[1..].join(" ")).map_or(Bare::Chat, Bare::Move);
        }
        Some(name) if words.len() == 1 && ALONE.contains(&name) => {
            if let Parsed::Command(command) = command::parse(&format!("{prefix}{name}"), prefix) {
                return Bare::Command(command);
            }
        }
        _ => {}
    }
    if !game.turn().awaits(seat) {
        return Bare::Chat;
    }
    for taken in [2, 1] {
        if words.len() > taken
            && let Some(played) = as_move(game, &words[..taken].join(" "))
        {
            return Bare::MoveAndWords(played);
        }
    }
    incomplete(game, seat, text).unwrap_or(Bare::Chat)
}

/// A short text (one or two words) from the awaited player that the game would refuse,
/// whose first word starts some of their legal moves: what it may be followed by.
fn incomplete(game: &AnyMatch, seat: Seat, text: &str) -> Option<Bare> {
    let words: Vec<&str> = text.split_whitespace().collect();
    if words.len() > 2 || !game.turn().awaits(seat) || game.clone().play_text(seat, text).is_ok() {
        return None;
    }
    let word = words.first()?.to_lowercase();
    let examples: Vec<String> = game
        .legal_moves(seat)
        .iter()
        .map(|m| typed(m))
        .filter(|m| m.split_whitespace().next().is_some_and(|w| w.eq_ignore_ascii_case(&word)))
        .take(EXAMPLES)
        .collect();
    (!examples.is_empty()).then_some(Bare::Incomplete { word, examples })
}

/// A legal move as a player types it: the engines' `roll:b1` and `go:D1,C1` are
/// `roll b1` and `go D1 C1`.
pub(in crate::core) fn typed(legal: &str) -> String {
    legal.replace([':', ','], " ")
}

/// `text` as the game's move: with a phone's substitutions undone, else as typed.
fn as_move(game: &AnyMatch, text: &str) -> Option<String> {
    let plain = unphoned(text);
    // Upper-case squares (`D1-D3`) are read lower-case; other words keep their case
    // (Skirmish names models with capitals: `charge #3 B7`).
    let squares_only = plain.split(['-', ' ']).filter(|w| !w.is_empty()).all(is_square);
    let mut candidates = vec![plain.clone(), text.to_owned()];
    if squares_only {
        candidates.insert(0, plain.to_lowercase());
    }
    candidates.into_iter().find(|t| game.is_move_text(t))
}

/// Undoes what phones and habits put in a move: full-width letters and digits, en and em
/// dashes, and `x` or `to` between two squares (`a7 x a5`, `a7xa5`, `a7 to a5`).
fn unphoned(text: &str) -> String {
    let narrow: String = text
        .chars()
        .map(|c| match c {
            '\u{FF01}'..='\u{FF5E}' => char::from_u32(c as u32 - 0xFEE0).unwrap_or(c),
            '\u{2013}' | '\u{2014}' | '\u{2212}' => '-',
            '\u{3000}' => ' ',
            c => c,
        })
        .collect();
    let words: Vec<&str> = narrow.split_whitespace().collect();
    match words.as_slice() {
        [from, joiner, to] if is_square(from) && is_square(to) && matches!(*joiner, "x" | "X" | "to" | "TO") => {
            format!("{from}-{to}")
        }
        [one] => match one.split_once(['x', 'X']) {
            Some((from, to)) if is_square(from) && is_square(to) => format!("{from}-{to}"),
            _ => narrow.clone(),
        },
        _ => narrow.clone(),
    }
}

/// A square name: a letter and a number (`a7`, `K11`).
fn is_square(word: &str) -> bool {
    let mut chars = word.chars();
    chars.next().is_some_and(|c| c.is_ascii_alphabetic())
        && !chars.as_str().is_empty()
        && chars.as_str().chars().all(|c| c.is_ascii_digit())
}

#[cfg(test)]
mod tests {
    use engine::{GameKind, Seed};

    use super::*;

    fn tafl() -> AnyMatch {
        AnyMatch::new(GameKind::Hnefatafl, &[], 2, Seed::from_bytes([1; 32])).unwrap()
    }

    fn attacker(text: &str) -> Bare {
        read(&tafl(), Seat(0), text, "!")
    }

    #[test]
    fn a_players_bare_command_words_are_the_commands() {
        assert_eq!(attacker("move d1 d3"), Bare::Move("d1 d3".into()));
        assert_eq!(attacker("mossa d1-d3"), Bare::Move("d1-d3".into()));
        assert_eq!(attacker("draw"), Bare::Command(Command::Draw));
        assert_eq!(attacker("Patta!"), Bare::Command(Command::Draw));
        assert_eq!(attacker("resign"), Bare::Command(Command::Resign));
        assert_eq!(attacker("board"), Bare::Command(Command::Board));
        assert_eq!(attacker("moves"), Bare::Command(Command::Moves));
        assert_eq!(attacker("hint"), Bare::Command(Command::Hint(None)));
        // Defenders wait: still their commands, not their moves' hints.
        assert_eq!(read(&tafl(), Seat(1), "draw", "!"), Bare::Command(Command::Draw));
    }

    #[test]
    fn moves_typed_on_a_phone_are_read_as_moves() {
        for (typed, read) in [
            ("d1–d3", "d1-d3"),
            ("d1—d3", "d1-d3"),
            ("d1 x d3", "d1-d3"),
            ("d1xd3", "d1-d3"),
            ("d1 to d3", "d1-d3"),
            ("D1-D3", "d1-d3"),
            ("ｄ１－ｄ３", "d1-d3"),
        ] {
            assert_eq!(attacker(typed), Bare::Move(read.into()), "{typed}");
        }
    }

    #[test]
    fn a_move_followed_by_words_is_kept_for_a_hint() {
        assert_eq!(attacker("d1 d3 please"), Bare::MoveAndWords("d1 d3".into()));
        assert_eq!(attacker("d1-d3 please!"), Bare::MoveAndWords("d1-d3".into()));
        assert_eq!(read(&tafl(), Seat(1), "f4 f3 please", "!"), Bare::Chat, "not the defenders' turn");
    }

    #[test]
    fn ordinary_chat_with_squares_or_command_words_stays_chat() {
        for line in [
            "move faster please",
            "I think d1 is a good square",
            "e4 was a great move",
            "good move!",
            "let's draw next time",
            "the board looks nice",
            "resign? never",
            "resign?",
            "draw?",
            "who wants to move first",
            "move it move it",
            "ok",
            "gg",
            "hahaha",
            "d1",
            "",
        ] {
            assert_eq!(attacker(line), Bare::Chat, "{line:?}");
        }
    }

    #[test]
    fn a_decision_word_without_its_argument_or_repeated_is_answered_with_examples() {
        let gype = AnyMatch::new(GameKind::Gype, &["start=random"], 2, Seed::from_bytes([3; 32])).unwrap();
        let seat = crate::model::awaited(&gype)[0];
        for typed in ["roll", "roll roll", "Roll"] {
            match read(&gype, seat, typed, "!") {
                Bare::Incomplete { word, examples } => {
                    assert_eq!(word, "roll");
                    assert!(!examples.is_empty() && examples.iter().all(|e| e.starts_with("roll ")), "{examples:?}");
                }
                other => panic!("{typed}: {other:?}"),
            }
        }
        let example = match read(&gype, seat, "roll", "!") {
            Bare::Incomplete { examples, .. } => examples[0].clone(),
            other => panic!("{other:?}"),
        };
        assert_eq!(read(&gype, seat, &example, "!"), Bare::Move(example.clone()), "an example is a move as typed");
        // Not the other player's turn: their "roll" is theirs to get wrong.
        let other = Seat(1 - seat.0);
        assert!(!matches!(read(&gype, other, "roll", "!"), Bare::Incomplete { .. }));
    }
}
