//! `hint`: the legal moves of whoever is to move, grouped by the piece or word they start
//! with. The channel is told what a spectator may know (see [`engine::Game::known_actions`]):
//! the moves themselves where nothing about them is hidden, otherwise only their forms
//! (Quest's `move, act, look, attack, give, allow`), and the exact list goes to the player
//! in private, as does a choice made in secret. In a private chat `hint` lists the
//! player's own options in each of their matches that awaits them.

use engine::{AnyMatch, Known, Message, Seat, Turn, Viewer};

use super::bare::typed;
use super::play::seat_of;
use super::{Core, Incoming, Outgoing, Reply};
use crate::model::{StoredMatch, User, awaited};

/// The longest list of moves shown; the rest are counted.
const LONGEST: usize = 1_200;

/// Where a typed move splits into what it starts with and what varies: `a4-a1` at the
/// dash; `move #1 c4` and `go D1 C1` before their last word; a single word not at all.
fn split(text: &str) -> (&str, &str) {
    match (text.contains(' '), text.find('-')) {
        (false, Some(at)) => (&text[..at], &text[at + 1..]),
        _ => text.rsplit_once(' ').unwrap_or((text, "")),
    }
}

fn append(shown: &mut String, piece: &str) {
    if !shown.is_empty() {
        shown.push_str("; ");
    }
    shown.push_str(piece);
}

/// The moves grouped by what they start with (`a4: a1, a2; d1: d2; move #1: c4, c5`), cut
/// to [`LONGEST`] characters with the number left out. A word that is a move alone and
/// also starts others is listed alone first (`act; act: sword`).
pub(super) fn grouped(moves: &[String]) -> (String, usize) {
    let moves: Vec<String> = moves.iter().map(|m| typed(m)).collect();
    let mut groups: Vec<(&str, Vec<&str>)> = Vec::new();
    for text in &moves {
        let (head, tail) = split(text);
        match groups.iter_mut().find(|(h, _)| *h == head) {
            Some((_, tails)) => tails.push(tail),
            None => groups.push((head, vec![tail])),
        }
    }
    let (mut shown, mut left) = (String::new(), 0);
    for (head, tails) in groups {
        if tails.contains(&"") {
            if shown.len() + head.len() + 2 > LONGEST {
                left += 1;
            } else {
                append(&mut shown, head);
            }
        }
        let tails: Vec<&str> = tails.into_iter().filter(|t| !t.is_empty()).collect();
        let mut group = format!("{head}: ");
        let mut taken = 0;
        for tail in &tails {
            if shown.len() + group.len() + tail.len() + 4 > LONGEST {
                break;
            }
            if taken > 0 {
                group.push_str(", ");
            }
            group.push_str(tail);
            taken += 1;
        }
        left += tails.len() - taken;
        if taken > 0 {
            append(&mut shown, &group);
        }
    }
    (shown, left)
}

impl Core {
    pub(super) async fn hint(&self, msg: &Incoming, reply: &mut Reply) -> anyhow::Result<()> {
        let Some(stored) = self.storage.active_match(&msg.channel).await? else {
            reply.say(Message::new("no-match"));
            return Ok(());
        };
        self.hint_for(&stored, seat_of(&stored, &msg.author), &msg.author, reply);
        Ok(())
    }

    /// The channel's `hint` for `stored`, asked by `author` (seated at `asker`): what a
    /// spectator may know of each awaited seat's moves, and the asker's own exact list
    /// in private where the channel hears only its forms.
    pub(super) fn hint_for(&self, stored: &StoredMatch, asker: Option<Seat>, author: &User, reply: &mut Reply) {
        for seat in awaited(&stored.game) {
            let name = &stored.players[seat.index()].name;
            let secret = matches!(stored.game.turn(), Turn::Simultaneous(_)) || stored.game.private_prompt(seat);
            let public = match stored.game.known_moves(Viewer::Spectator, seat) {
                _ if secret => Message::new("hint-secret").with("name", name),
                Known::Exact(moves) => {
                    reply.say(hint_line(&stored.game, seat, name, &moves));
                    continue;
                }
                Known::Forms(forms) => Message::new("hint-forms")
                    .with("name", name)
                    .with("side", stored.game.seat_name(seat))
                    .with("forms", forms.join(", ")),
            };
            reply.say(public);
            if asker == Some(seat) {
                let text = reply.text(own_hint(&stored.game, seat, name));
                let platform = reply.channel.platform.clone();
                reply.out.push(Outgoing::Private { platform, user: author.clone(), text, image: None, picker: None });
            }
        }
    }

    /// `hint` in a private chat: the author's exact options in each of their matches that
    /// awaits them.
    pub(super) async fn private_hint(&self, msg: &Incoming, reply: &mut Reply) -> anyhow::Result<()> {
        let matches = self.storage.player_matches(&msg.channel.platform, &msg.author.id).await?;
        let mut hinted = false;
        for stored in &matches {
            let Some(seat) = seat_of(stored, &msg.author).filter(|&s| stored.game.turn().awaits(s)) else { continue };
            if matches.len() > 1 {
                reply.say(Message::new("hint-in-match").num("id", stored.id).term("game", stored.game.title()));
            }
            reply.say(own_hint(&stored.game, seat, &stored.players[seat.index()].name));
            hinted = true;
        }
        if !hinted {
            reply.say(Message::new("private-nothing-awaits"));
        }
        Ok(())
    }
}

/// `seat`'s own exact options, for its player alone: a seat knows its own moves.
fn own_hint(game: &AnyMatch, seat: Seat, name: &str) -> Message {
    hint_line(game, seat, name, &game.legal_moves(seat))
}

/// The moves `moves` of `seat`'s player `name`, grouped, in one line.
fn hint_line(game: &AnyMatch, seat: Seat, name: &str, moves: &[String]) -> Message {
    if moves.is_empty() {
        return Message::new("hint-none").with("name", name);
    }
    let (shown, left) = grouped(moves);
    Message::new("hint-list")
        .with("name", name)
        .with("side", game.seat_name(seat))
        .num("count", moves.len() as i64)
        .with("moves", shown)
        .num("left", left as i64)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_are_grouped_by_what_they_start_with() {
        let moves: Vec<String> =
            ["a4-a1", "a4-a2", "d1-d2", "roll:d4", "go:D1,C1", "go:D1", "stay", "act", "act:sword"]
                .iter()
                .map(|m| m.to_string())
                .collect();
        let expected = "a4: a1, a2; d1: d2; roll: d4; go D1: C1; go: D1; stay; act; act: sword";
        assert_eq!(grouped(&moves), (expected.to_owned(), 0));
        let orders: Vec<String> =
            ["move:#1:f1", "move:#1:g1", "move:#2:f2", "next"].iter().map(|m| m.to_string()).collect();
        assert_eq!(grouped(&orders), ("move #1: f1, g1; move #2: f2; next".to_owned(), 0));
    }

    #[test]
    fn a_long_list_is_cut_and_the_rest_counted() {
        let moves: Vec<String> = (0..400).map(|i| format!("p{i}-q{i}")).collect();
        let (shown, left) = grouped(&moves);
        assert!(shown.len() <= LONGEST, "{}", shown.len());
        assert!(left > 0 && shown.matches(';').count() + 1 + left == 400, "{left}");
        // One long group is cut within itself rather than left out.
        let moves: Vec<String> = (0..600).map(|i| format!("move:#1:x{i}")).collect();
        let (shown, left) = grouped(&moves);
        assert!(shown.starts_with("move #1: x0, x1, ") && shown.len() <= LONGEST, "{shown}");
        assert_eq!(shown.matches(", ").count() + 1 + left, 600);
    }
}
