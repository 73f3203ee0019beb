//! Every message the engine builds renders in both languages: the announcements of every
//! move, decision prompts, private notes, answers and refusals met along seeded playouts
//! of every game, each with the arguments the engine gives it. A missing key, term or
//! argument fails here instead of reaching a player as a raw key.

use std::collections::BTreeMap;

use engine::{Arg, GameKind, Message, Seat};

use crate::core::tests::test_support::states;
use crate::i18n::Lang;

/// Texts every game refuses in some state, for their refusal messages.
const PROBES: &[&str] = &[
    "a1 a1",
    "z9 z9",
    "move",
    "next",
    "fight",
    "flee a1",
    "place a1",
    "roll a1",
    "setup x",
    "act",
    "play sword",
    "give:eagle:9gold",
    "potion:lion",
    "deploy #1 a1",
    "charge #1 B1",
    "parry",
];

/// Nouns that follow a count, singular and plural, in both languages.
const NOUNS: &[(&str, &str)] = &[
    ("game", "games"),
    ("move", "moves"),
    ("player", "players"),
    ("gold coin", "gold coins"),
    ("minute", "minutes"),
    ("model", "models"),
    ("action", "actions"),
    ("shot", "shots"),
    ("room", "rooms"),
    ("square", "squares"),
    ("hand", "hands"),
    ("opponent", "opponents"),
    ("position", "positions"),
    ("partita", "partite"),
    ("mossa", "mosse"),
    ("giocatore", "giocatori"),
    ("moneta", "monete"),
    ("minuto", "minuti"),
    ("modello", "modelli"),
    ("azione", "azioni"),
    ("tiro", "tiri"),
    ("stanza", "stanze"),
    ("casa", "case"),
    ("mano", "mani"),
    ("dado", "dadi"),
    ("avversario", "avversari"),
    ("vinta", "vinte"),
    ("persa", "perse"),
    ("patta", "patte"),
];

/// `message` with every count (its own and its parts') set to `n`.
fn with_counts(message: &Message, n: i64) -> Message {
    let mut message = message.clone();
    for (_, arg) in &mut message.args {
        match arg {
            Arg::Num(count) => *count = n,
            Arg::List { list } => *list = list.iter().map(|m| with_counts(m, n)).collect(),
            Arg::Text(_) | Arg::Term { .. } => {}
        }
    }
    message
}

/// A noun that disagrees with the count `n` before it ("1 games", "2 mossa"). A count
/// and its noun stand next to each other, with no sign between them.
fn disagreement(text: &str, n: i64) -> Option<String> {
    let trim = |w: &str| w.trim_end_matches(|c: char| !c.is_alphanumeric()).to_owned();
    let mut words: Vec<&str> = text.split(' ').collect();
    words.push("");
    let count = n.to_string();
    words.windows(3).find_map(|w| {
        let follows = |noun: &str| match noun.split_once(' ') {
            None => trim(w[1]) == noun,
            Some((first, second)) => w[1] == first && trim(w[2]) == second,
        };
        let bad = NOUNS.iter().find(|(one, many)| follows(if n == 1 { many } else { one }));
        (w[0] == count).then_some(bad).flatten().map(|_| trim(&w.join(" ")))
    })
}

/// Renders `message` in both languages, with its counts as given and as 0, 1 and 2,
/// noting by key a failure or a noun that disagrees with its count.
fn check(message: &Message, failures: &mut BTreeMap<&'static str, String>) {
    for lang in [Lang::En, Lang::It] {
        if lang.try_text(message).is_none() {
            failures.entry(message.key).or_insert_with(|| format!("{lang:?}: {message}"));
        }
        for n in [0, 1, 2] {
            match lang.try_text(&with_counts(message, n)) {
                None => {
                    failures.entry(message.key).or_insert_with(|| format!("{lang:?} with {n}: {message}"));
                }
                Some(text) => {
                    if let Some(words) = disagreement(&text, n).filter(|_| n > 0) {
                        failures.entry(message.key).or_insert_with(|| format!("{lang:?}: “{words}” in {text}"));
                    }
                }
            }
        }
    }
}

#[test]
fn every_message_the_engine_builds_renders_in_english_and_italian() {
    let mut failures = BTreeMap::new();
    let mut keys = std::collections::BTreeSet::new();
    for (kind, seats, games, plies) in [
        (GameKind::Hnefatafl, 2, 4, 200),
        (GameKind::Gype, 3, 4, 200),
        (GameKind::Landover, 2, 6, 300),
        (GameKind::Quest, 4, 6, 250),
        (GameKind::Skirmish, 2, 3, 400),
    ] {
        for game in states(kind, seats, games, plies) {
            for seat in (0..game.seats() as u8).map(Seat) {
                let mut messages: Vec<Message> = Vec::new();
                messages.extend(game.decision_prompt(seat));
                messages.extend(game.private_note(seat));
                messages.extend(game.answer(Some(seat), "info #1").into_iter().flatten());
                for text in game.legal_moves(seat).iter().take(8) {
                    let mut after = game.clone();
                    let events = after.play_text(seat, text).expect("a legal move plays");
                    messages.extend(events.into_iter().map(|e| e.message));
                }
                for probe in PROBES {
                    if let Err(e) = game.clone().play_text(seat, probe) {
                        messages.push(e.message());
                    }
                }
                for message in &messages {
                    keys.insert(message.key);
                    check(message, &mut failures);
                }
            }
        }
    }
    assert!(failures.is_empty(), "messages that do not render: {failures:#?}");
    assert!(keys.len() > 120, "only {} distinct messages met", keys.len());
    // The check itself: a missing argument, term or key is caught.
    assert_eq!(Lang::En.try_text(&Message::new("lo-resting").with("square", "a1")), None);
    assert_eq!(
        Lang::It.try_text(&Message::new("lo-resting").term("piece", "no-such-piece").with("square", "a1")),
        None
    );
    assert_eq!(Lang::En.try_text(&Message::new("no-such-key")), None);
    assert_eq!(disagreement("bob's 1 moves", 1).as_deref(), Some("1 moves"), "a count check that can fail");
    assert_eq!(disagreement("lion gives 2 gold coin.", 2).as_deref(), Some("2 gold coin"));
    assert_eq!(disagreement("1 vinte, 2 perse", 2), None);
    assert!(disagreement("1 vinte, 2 perse", 1).is_some());
}

/// The bot's own messages with counts, rendered with 1 and 2 in both languages.
#[test]
fn the_bots_counted_messages_agree_with_their_nouns_in_both_languages() {
    let messages = [
        Message::new("profile-game")
            .with("game", "Hnefatafl")
            .with("rating", "1500")
            .num("games", 1)
            .num("wins", 1)
            .num("losses", 1)
            .num("draws", 1),
        Message::new("tournament-standing")
            .num("rank", 1)
            .with("name", "bob")
            .with("score", "1")
            .num("wins", 1)
            .num("draws", 1)
            .num("losses", 1)
            .with("buchholz", "0")
            .with("sb", "0"),
        Message::new("analysis-cut-short").num("moves", 1),
        Message::new("challenge-too-many").num("invited", 1).num("seats", 1),
        Message::new("seek-expired").with("name", "bob").with("game", "Quest").num("minutes", 1),
        Message::new("hint-list")
            .with("name", "bob")
            .with("side", "attackers")
            .num("count", 1)
            .with("moves", "a")
            .num("left", 1),
    ];
    let mut failures = BTreeMap::new();
    for message in &messages {
        check(message, &mut failures);
    }
    assert!(failures.is_empty(), "{failures:#?}");
    let profile = |lang: Lang| lang.text(&with_counts(&messages[0], 1));
    assert_eq!(profile(Lang::En), "Hnefatafl: 1500, 1 game: 1 won, 1 lost, 1 drawn.");
    assert_eq!(profile(Lang::It), "Hnefatafl: 1500, 1 partita: 1 vinta, 1 persa, 1 patta.");
}

#[test]
fn select_expressions_keep_their_spaces_and_counts_agree_with_their_nouns() {
    let walked =
        |halt: &str| Message::new("quest-walked").with("player", "stag").with("path", "C4 → C5").with("halt", halt);
    assert_eq!(Lang::En.text(&walked("door")), "stag walks C4 → C5 and stops at a closed door.");
    assert_eq!(Lang::It.text(&walked("occupied")), "stag cammina C4 → C5 e si ferma davanti a una stanza occupata.");
    assert_eq!(Lang::En.text(&walked("done")), "stag walks C4 → C5.");
    assert_eq!(Lang::En.text(&Message::new("quest-stayed").with("player", "stag")), "stag stays in the same room.");
    let prompt = |steps: i64| Message::new("quest-path-prompt").num("steps", steps);
    assert_eq!(Lang::En.text(&prompt(1)), "the die allows up to one room: go B4 C4, go s e, or stay.");
    assert_eq!(Lang::En.text(&prompt(3)), "the die allows up to 3 rooms: go B4 C4, go s e, or stay.");
    assert_eq!(Lang::It.text(&prompt(1)), "il dado permette fino a una stanza: go B4 C4, go s e, oppure stay.");
    let bought = Message::new("quest-act-result")
        .with("room", "B2")
        .with("kind", "field of Mars")
        .num("difficulty", 2)
        .num("roll", 5)
        .with("gain", "weapon")
        .with("card", "sword")
        .term("a_card", "quest-card-sword.a")
        .num("paid", 1);
    assert!(
        Lang::En.text(&bought).ends_with("the smith gives you a sword for one gold."),
        "{}",
        Lang::En.text(&bought)
    );
}

#[test]
fn nouns_carry_their_own_article_in_each_language() {
    use engine::quest::RoomKind;
    let seen = |lang: Lang, kind: RoomKind| {
        let message =
            Message::new("quest-room-seen").with("room", "B4").term("a_kind", kind.with_article()).num("difficulty", 2);
        lang.try_text(&message)
    };
    assert_eq!(seen(Lang::En, RoomKind::Forest).as_deref(), Some("B4 is an enchanted forest, difficulty 2."));
    assert_eq!(seen(Lang::En, RoomKind::Castle).as_deref(), Some("B4 is a castle, difficulty 2."));
    assert_eq!(seen(Lang::It, RoomKind::Forest).as_deref(), Some("B4 è una foresta incantata, difficoltà 2."));
    assert_eq!(seen(Lang::It, RoomKind::Castle).as_deref(), Some("B4 è un castello, difficoltà 2."));
}

#[test]
fn a_duel_names_the_winner_first_and_a_score_only_when_hands_were_played() {
    use engine::GameEvent;
    use engine::quest::{Decider, QuestEvent};
    let won = |decider, hands| {
        let event = QuestEvent::DuelWon { winner: Seat(2), loser: Seat(1), decider, hands };
        Lang::En.try_text(&event.message())
    };
    assert_eq!(won(Decider::Hands, Some([2, 0])).as_deref(), Some("stag beats eagle 2–0 on hands and holds the room."));
    assert_eq!(won(Decider::Rps, None).as_deref(), Some("stag beats eagle by rock-paper-scissors and holds the room."));
}
