//! What the channel is told of a match in words: whose turn it is, who plays which side,
//! and the result.

use engine::{AnyMatch, Message, Outcome, Seat, Turn};

use super::ABANDONED;
use crate::clock::{MatchClock, TimeControl};
use crate::core::Reply;
use crate::model::{StoredMatch, User};

/// The name of `seat`'s side in `game` (attackers, defenders).
pub(super) fn side(game: &AnyMatch, seat: Seat) -> &'static str {
    game.seat_name(seat)
}

/// "Move 12: bob (defenders) to play.", or who still has to choose in private.
pub(in crate::core) fn turn_line(game: &AnyMatch, players: &[User], reply: &Reply) -> String {
    match game.turn() {
        Turn::Player(seat) => match game.decision_prompt(seat) {
            Some(_) if game.private_prompt(seat) => {
                reply.text(Message::new("to-choose").with("names", &players[seat.index()].name))
            }
            Some(prompt) => reply.text(
                Message::new("to-decide")
                    .with("name", &players[seat.index()].name)
                    .with("side", side(game, seat))
                    .with("prompt", reply.text(prompt)),
            ),
            None => {
                let line = match game.turn_options(seat) {
                    Some(options) => Message::new("to-move-options").with("options", reply.text(options)),
                    None => Message::new("to-move"),
                };
                reply.text(
                    line.num("ply", game.move_number() as i64)
                        .with("name", &players[seat.index()].name)
                        .with("side", side(game, seat)),
                )
            }
        },
        Turn::Simultaneous(seats) => {
            let names: Vec<&str> = seats.iter().map(|s| players[s.index()].name.as_str()).collect();
            reply.text(Message::new("to-choose").with("names", names.join(", ")))
        }
        Turn::Chance | Turn::Over(_) => String::new(),
    }
}

/// The time the awaited players have left on `clock` at `now`, in words, with what a
/// move adds to a bank: "2 days 4 hours left, +10 hours a move".
pub(in crate::core) fn time_left(clock: &MatchClock, now: i64, reply: &Reply) -> String {
    let left = reply.lang.duration(clock.left(now));
    match clock.control {
        TimeControl::Bank { increment_ms, .. } if increment_ms > 0 => reply.text(
            Message::new("time-left-bank").with("left", left).with("increment", reply.lang.duration(increment_ms)),
        ),
        _ => reply.text(Message::new("time-left").with("left", left)),
    }
}

/// A match's clock for `status`: its control in words, then each player's bank (or live
/// time), or the time left for the move: "Clock: 3d+6h (a bank of 3 days, +6 hours a
/// move). alice: 2 days 4 hours; bob: 3 days."
pub(in crate::core) fn clock_status(clock: &MatchClock, players: &[User], now: i64, reply: &Reply) -> String {
    let times = match clock.control {
        TimeControl::PerMove { .. } => time_left(clock, now, reply),
        TimeControl::Live { .. } | TimeControl::Bank { .. } => {
            let each = players
                .iter()
                .enumerate()
                .map(|(i, p)| format!("{}: {}", p.name, reply.lang.duration(clock.remaining_at(Seat(i as u8), now))));
            each.collect::<Vec<_>>().join("; ")
        }
    };
    reply.text(Message::new("status-clock").with("clock", control_words(&clock.control, reply)).with("times", times))
}

/// A time control as typed, then in words: "6d12h+10h max=3d (a bank of 6 days 12
/// hours, +10 hours a move, at most 3 days on one move)".
pub(in crate::core) fn control_words(control: &TimeControl, reply: &Reply) -> String {
    let words = |ms: i64| reply.lang.duration(ms);
    let spoken = match *control {
        TimeControl::PerMove { limit_ms } => {
            reply.text(Message::new("control-per-move").with("limit", words(limit_ms)))
        }
        TimeControl::Live { base_ms, increment_ms } => {
            reply.text(Message::new("control-live").with("base", words(base_ms)).with("increment", words(increment_ms)))
        }
        TimeControl::Bank { bank_ms, increment_ms, max_ms, min_ms } => {
            let mut text = reply
                .text(Message::new("control-bank").with("bank", words(bank_ms)).with("increment", words(increment_ms)));
            if let Some(max) = max_ms {
                text += &reply.text(Message::new("control-bank-max").with("max", words(max)));
            }
            if min_ms > 0 {
                text += &reply.text(Message::new("control-bank-min").with("min", words(min_ms)));
            }
            text
        }
    };
    format!("{control} ({spoken})")
}

/// "attackers: alice, defenders: bob", in seat order.
pub(in crate::core) fn seat_lines(game: &AnyMatch, players: &[User], reply: &Reply) -> String {
    let lines: Vec<String> = players
        .iter()
        .enumerate()
        .map(|(i, p)| {
            reply.text(Message::new("seat-line").with("side", side(game, Seat(i as u8))).with("name", &p.name))
        })
        .collect();
    lines.join(", ")
}

/// The result and the revealed seed of a finished match.
pub(in crate::core) fn result_lines(stored: &StoredMatch, outcome: &Outcome, reply: &Reply) -> String {
    let result = reply.text(result_message(stored, outcome));
    let seed = stored.game.seed();
    let reveal =
        reply.text(Message::new("seed-revealed").with("seed", seed.to_string()).with("commitment", seed.commitment()));
    format!("{result}\n{reveal}")
}

/// Who won, or that it is drawn.
pub(in crate::core) fn result_message(stored: &StoredMatch, outcome: &Outcome) -> Message {
    match outcome {
        Outcome::Winner(seat) => Message::new("game-won")
            .with("name", &stored.players[seat.index()].name)
            .with("side", side(&stored.game, *seat)),
        Outcome::Draw if stored.end.as_ref().is_some_and(|end| end.reason == ABANDONED) => {
            Message::new("game-left-to-the-ai")
        }
        Outcome::Draw => Message::new("game-drawn"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::tests::test_support::{reply, stored};
    use engine::{GameKind, Seed};

    #[test]
    fn the_lines_name_each_player_with_their_side() {
        let game = AnyMatch::new(GameKind::Hnefatafl, &[], 2, Seed::from_bytes([1; 32])).unwrap();
        let table = stored(game);
        let reply = reply();
        assert_eq!(turn_line(&table.game, &table.players, &reply), "Move 1: alice (attackers) to play.");
        assert_eq!(seat_lines(&table.game, &table.players, &reply), "attackers: alice, defenders: bob");
        let result = result_lines(&table, &Outcome::Winner(Seat(1)), &reply);
        let (won, seed) = result.split_once('\n').expect("two lines");
        assert_eq!(won, "bob (defenders) wins!");
        assert!(seed.starts_with("Seed: ") && seed.contains(&table.game.seed().commitment()), "{seed}");
    }
}
