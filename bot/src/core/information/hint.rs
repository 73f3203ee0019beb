//! `hint`: the legal moves of whoever is to move, grouped by the piece or word they start
//! with. The channel is told what a spectator may know (see [`engine::Game::known_actions`]):
//! the moves themselves where nothing about them is hidden, otherwise only their forms
//! (Quest's `move, act, look, attack, give, allow`), and the exact list goes to the player
//! in private, as does a choice made in secret. In a private chat `hint` lists the
//! player's own options in each of their matches that awaits them.

use engine::{AnyMatch, Known, Message, Seat, Turn, Viewer};

use crate::core::play::bare::typed;
use crate::core::play::seat_of;
use crate::core::{Core, Incoming, Outgoing, Reply};
use crate::model::{StoredMatch, User, awaited};

/// The most pieces (or words) a hint lists, one line each, so it fits a phone's screen.
const GROUPS: usize = 10;
/// The most destinations a piece's line lists; the rest are counted.
const TAILS: usize = 12;

/// Where a typed move splits into what it starts with and what varies: `a4-a1` at the
/// dash; `move #1 c4` and `go D1 C1` before their last word; a single word not at all.
fn split(text: &str) -> (&str, &str) {
    match (text.contains(' '), text.find('-')) {
        (false, Some(at)) => (&text[..at], &text[at + 1..]),
        _ => text.rsplit_once(' ').unwrap_or((text, "")),
    }
}

/// The moves grouped by what they start with, in order of first appearance: a word
/// that is a move alone is a group without tails (`act`, then `act: sword`).
fn groups(moves: &[String]) -> Vec<(String, Vec<String>)> {
    let mut groups: Vec<(String, Vec<String>)> = Vec::new();
    for text in moves.iter().map(|m| typed(m)) {
        let (head, tail) = split(&text);
        match groups.iter_mut().find(|(h, _)| h == head) {
            Some((_, tails)) => tails.push(tail.to_owned()),
            None => groups.push((head.to_owned(), vec![tail.to_owned()])),
        }
    }
    groups
}

/// One group as lines: `a4: a1, a2, a3`, with at most [`TAILS`] tails and the rest
/// counted (`+5`); a word that is a move alone first on its own line (`act`, then
/// `act: sword`).
fn group_lines(head: &str, tails: &[String]) -> Vec<String> {
    let mut lines = Vec::new();
    if tails.iter().any(String::is_empty) {
        lines.push(head.to_owned());
    }
    let tails: Vec<&str> = tails.iter().map(String::as_str).filter(|t| !t.is_empty()).collect();
    if !tails.is_empty() {
        let shown: Vec<&str> = tails.iter().copied().take(TAILS).collect();
        let more = if tails.len() > TAILS { format!(" +{}", tails.len() - TAILS) } else { String::new() };
        lines.push(format!("{head}: {}{more}", shown.join(", ")));
    }
    lines
}

/// The moves as at most [`GROUPS`] lines, one per piece or word, and how many groups
/// were left out.
pub(in crate::core) fn grouped(moves: &[String]) -> (String, usize) {
    let groups = groups(moves);
    let lines: Vec<String> = groups.iter().take(GROUPS).flat_map(|(h, t)| group_lines(h, t)).collect();
    (lines.join("\n"), groups.len().saturating_sub(GROUPS))
}

/// The moves of the piece or word `from` (`d1`, `#1`, `move #1`, `go`): those whose
/// head is it, or ends with it as a word.
fn from_piece<'a>(moves: &'a [String], from: &str) -> Vec<&'a String> {
    let from = from.trim().to_lowercase();
    let matches = |m: &String| {
        let text = typed(m).to_lowercase();
        let (head, _) = split(&text);
        head == from || head.rsplit(' ').next() == Some(from.as_str()) || head.split(' ').next() == Some(from.as_str())
    };
    moves.iter().filter(|m| matches(m)).collect()
}

/// Quest's walk after a roll: the paths number in thousands, so the hint names where
/// they lead and where they start (`go:B4,C4` ends on C4, starts to B4).
fn walk_summary(moves: &[String]) -> Option<(Vec<String>, Vec<String>)> {
    let paths: Vec<Vec<&str>> =
        moves.iter().filter_map(|m| m.strip_prefix("go:")).map(|p| p.split(',').collect()).collect();
    if paths.len() < GROUPS {
        return None;
    }
    let mut ends: Vec<String> = paths.iter().filter_map(|p| p.last()).map(|r| r.to_string()).collect();
    let mut firsts: Vec<String> = paths.iter().filter_map(|p| p.first()).map(|r| r.to_string()).collect();
    for list in [&mut ends, &mut firsts] {
        list.sort();
        list.dedup();
    }
    Some((ends, firsts))
}

/// `hint <square>`: the moves of one piece (or word) of whoever is to move, where a
/// spectator may know them; the rest as `hint` alone says them.
fn piece_hint(stored: &StoredMatch, piece: &str, reply: &mut Reply) {
    for seat in awaited(&stored.game) {
        let name = &stored.players[seat.index()].name;
        let secret = matches!(stored.game.turn(), Turn::Simultaneous(_)) || stored.game.private_prompt(seat);
        let Known::Exact(moves) = stored.game.known_moves(Viewer::Spectator, seat) else {
            reply.say(Message::new("hint-piece-hidden").with("name", name));
            continue;
        };
        if secret {
            reply.say(Message::new("hint-secret").with("name", name));
            continue;
        }
        let chosen: Vec<String> = from_piece(&moves, piece).into_iter().cloned().collect();
        let Some((head, tails)) = groups(&chosen).into_iter().next() else {
            reply.say(Message::new("hint-piece-none").with("name", name).with("piece", piece));
            continue;
        };
        let all: Vec<String> = tails.iter().filter(|t| !t.is_empty()).cloned().collect();
        reply.say(
            Message::new("hint-piece")
                .with("name", name)
                .with("piece", head)
                .num("count", chosen.len() as i64)
                .with("kind", if all.is_empty() { "alone" } else { "list" })
                .with("moves", all.join(", ")),
        );
    }
}

/// The channel's `hint` for `stored`, asked by `author` (seated at `asker`): what a
/// spectator may know of each awaited seat's moves, and the asker's own exact list
/// in private where the channel hears only its forms.
pub(in crate::core) fn hint_for(stored: &StoredMatch, asker: Option<Seat>, author: &User, reply: &mut Reply) {
    for seat in awaited(&stored.game) {
        let name = &stored.players[seat.index()].name;
        let secret = matches!(stored.game.turn(), Turn::Simultaneous(_)) || stored.game.private_prompt(seat);
        let public = match stored.game.known_moves(Viewer::Spectator, seat) {
            _ if secret => Message::new("hint-secret").with("name", name),
            Known::Exact(moves) => {
                let text = hint_text(reply, &stored.game, seat, name, &moves);
                reply.post(text, None);
                continue;
            }
            Known::Forms(forms) => Message::new("hint-forms")
                .with("name", name)
                .with("side", stored.game.seat_name(seat))
                .with("forms", forms.join(", ")),
        };
        reply.say(public);
        if asker == Some(seat) {
            let text = own_hint(reply, &stored.game, seat, name);
            let platform = reply.channel.platform.clone();
            reply.out.push(Outgoing::Private { platform, user: author.clone(), text, image: None, picker: None });
        }
    }
}

impl Core {
    pub(in crate::core) async fn hint(
        &self,
        msg: &Incoming,
        piece: Option<&str>,
        reply: &mut Reply,
    ) -> anyhow::Result<()> {
        let Some(stored) = self.storage.active_match(&msg.channel).await? else {
            reply.say(Message::new("no-match"));
            return Ok(());
        };
        match piece {
            Some(piece) => piece_hint(&stored, piece, reply),
            None => hint_for(&stored, seat_of(&stored, &msg.author), &msg.author, reply),
        }
        Ok(())
    }

    /// `hint` in a private chat: the author's exact options in each of their matches that
    /// awaits them.
    pub(in crate::core) async fn private_hint(&self, msg: &Incoming, reply: &mut Reply) -> anyhow::Result<()> {
        let matches = self.storage.player_matches(&msg.channel.platform, &msg.author.id).await?;
        let mut hinted = false;
        for stored in &matches {
            let Some(seat) = seat_of(stored, &msg.author).filter(|&s| stored.game.turn().awaits(s)) else { continue };
            if matches.len() > 1 {
                reply.say(Message::new("hint-in-match").num("id", stored.id).term("game", stored.game.title()));
            }
            let text = own_hint(reply, &stored.game, seat, &stored.players[seat.index()].name);
            reply.post(text, None);
            hinted = true;
        }
        if !hinted {
            reply.say(Message::new("private-nothing-awaits"));
        }
        Ok(())
    }
}

/// `seat`'s own exact options, for its player alone: a seat knows its own moves.
fn own_hint(reply: &Reply, game: &AnyMatch, seat: Seat, name: &str) -> String {
    hint_text(reply, game, seat, name, &game.legal_moves(seat))
}

/// The moves `moves` of `seat`'s player `name`: a line saying how many, then one line
/// per piece or word (at most [`GROUPS`]), then how many pieces were left out and how
/// to ask for one. Quest's walk is told by where it leads.
fn hint_text(reply: &Reply, game: &AnyMatch, seat: Seat, name: &str, moves: &[String]) -> String {
    if moves.is_empty() {
        return reply.text(Message::new("hint-none").with("name", name));
    }
    if let Some((ends, firsts)) = walk_summary(moves) {
        let walk = Message::new("hint-walk")
            .with("name", name)
            .num("count", ends.len() as i64)
            .with("rooms", ends.join(", "))
            .with("firsts", firsts.join(" "));
        // What the player may do besides walking (a free action, a gift) follows.
        let others: Vec<String> =
            moves.iter().filter(|m| !m.starts_with("go:") && m.as_str() != "stay").cloned().collect();
        let mut lines = vec![reply.text(walk)];
        if !others.is_empty() {
            lines.push(grouped(&others).0);
        }
        return lines.join("\n");
    }
    let (shown, left) = grouped(moves);
    let head = Message::new("hint-list")
        .with("name", name)
        .with("side", game.seat_name(seat))
        .num("count", moves.len() as i64);
    let mut lines = vec![reply.text(head), shown];
    if left > 0 {
        let example = groups(moves).get(GROUPS).map(|(head, _)| head.clone()).unwrap_or_default();
        lines.push(reply.text(Message::new("hint-more").num("left", left as i64).with("example", example)));
    }
    lines.join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_are_grouped_by_what_they_start_with_one_line_each() {
        let moves: Vec<String> =
            ["a4-a1", "a4-a2", "d1-d2", "roll:d4", "go:D1,C1", "go:D1", "stay", "act", "act:sword"]
                .iter()
                .map(|m| m.to_string())
                .collect();
        let expected = "a4: a1, a2\nd1: d2\nroll: d4\ngo D1: C1\ngo: D1\nstay\nact\nact: sword";
        assert_eq!(grouped(&moves), (expected.to_owned(), 0));
        let orders: Vec<String> =
            ["move:#1:f1", "move:#1:g1", "move:#2:f2", "next"].iter().map(|m| m.to_string()).collect();
        assert_eq!(grouped(&orders), ("move #1: f1, g1\nmove #2: f2\nnext".to_owned(), 0));
    }

    #[test]
    fn a_long_list_fits_a_phone_the_rest_counted_and_one_piece_asked_by_its_square() {
        let moves: Vec<String> = (0..400).map(|i| format!("p{}-q{i}", i % 30)).collect();
        let (shown, left) = grouped(&moves);
        assert_eq!(shown.lines().count(), GROUPS, "{shown}");
        assert_eq!(left, 20, "thirty pieces, ten shown");
        assert!(shown.lines().all(|l| l.split(", ").count() <= TAILS), "{shown}");
        assert!(shown.starts_with("p0: q0, q30, q60") && shown.lines().next().unwrap().ends_with(" +2"), "{shown}");
        let one = from_piece(&moves, "p7");
        assert_eq!(one.len(), 14);
        assert!(one.iter().all(|m| m.starts_with("p7-")));
        let orders: Vec<String> = ["move:#1:f1", "move:#2:f2"].iter().map(|m| m.to_string()).collect();
        assert_eq!(from_piece(&orders, "#2"), [&orders[1]]);
        assert!(from_piece(&moves, "z9").is_empty());
    }

    #[test]
    fn a_quest_walk_is_told_by_where_it_leads_not_by_its_thousands_of_paths() {
        let mut moves: Vec<String> = Vec::new();
        for first in ["B4", "C5"] {
            for end in ["A1", "A2", "A3", "A4", "A5", "A6"] {
                moves.push(format!("go:{first},{end}"));
            }
        }
        moves.push("stay".into());
        let (ends, firsts) = walk_summary(&moves).expect("a walk");
        assert_eq!(firsts, ["B4", "C5"]);
        assert_eq!(ends, ["A1", "A2", "A3", "A4", "A5", "A6"]);
        assert_eq!(walk_summary(&moves[..3]), None, "a short list is listed as it is");
        moves.extend(["give:eagle:1gold".to_owned(), "allow:all".to_owned()]);
        assert!(walk_summary(&moves).is_some(), "free actions beside the walk do not hide it");
    }
}
