//! Rematches: after a game, `rematch` (or the button under its final board) offers its
//! players the same game, options and clock, rated or casual as it was, with the sides
//! turned: each player takes the next seat (in a two-player game, the sides swap). The
//! others accept by saying `rematch` or `accept`, or by pressing, as any challenge.

use engine::{Message, Seat};

use super::challenges::Proposal;
use crate::core::play::seat_of;
use crate::core::{Core, Incoming, Reply};
use crate::model::{Status, StoredMatch, User};

/// A rematch's words: the game's options, the seat the asker takes, the clock, and
/// rated or casual; and the words among them that the offer shows.
fn rematch_terms(last: &StoredMatch, asker: Seat) -> (Vec<String>, Vec<String>) {
    let seats = last.players.len();
    let next = Seat(((asker.index() + 1) % seats) as u8);
    // The control as typed: the clock, then a bank's `max=` and `min=` as words of their own.
    let clock = last.clock.as_ref().map(|clock| format!("clock={}", clock.control));
    let mut shown: Vec<String> = clock.iter().flat_map(|c| c.split_whitespace().map(str::to_owned)).collect();
    shown.push(if last.ranked { "rated" } else { "casual" }.to_owned());
    let mut options = last.game.options();
    options.push(format!("side={}", last.game.seat_name(next)));
    options.extend(shown.iter().cloned());
    (options, shown)
}

/// The players of a rematch in the order a challenge seats them (the asker first, then
/// those invited), so that once the asker trades places with the holder of the seat
/// asked for, everyone sits one seat on from where they sat.
fn rematch_order(last: &StoredMatch, asker: Seat) -> Vec<User> {
    let seats = last.players.len();
    let mut order: Vec<User> = (0..seats).map(|i| last.players[(i + seats - 1) % seats].clone()).collect();
    order.swap(0, (asker.index() + 1) % seats);
    order
}

impl Core {
    /// `rematch`: answers an offer awaiting the author, else offers a rematch of the
    /// channel's last game to its other players.
    pub(in crate::core) async fn rematch(&self, msg: &Incoming, reply: &mut Reply) -> anyhow::Result<()> {
        let now = self.clock.now_ms();
        if let Some(mut pending) = self.storage.challenge(&msg.channel).await?.filter(|c| c.expires_at > now) {
            pending.claim(&msg.author, msg.handle.as_deref());
            if pending.awaits(&msg.author) {
                return self.accept(msg, reply).await;
            }
        }
        let Some(last) = self.storage.latest_match(&msg.channel).await? else {
            reply.say(Message::new("rematch-none"));
            return Ok(());
        };
        let refusal = match seat_of(&last, &msg.author) {
            _ if last.status == Status::Active => Message::new("rematch-running"),
            _ if last.tournament_id.is_some() => Message::new("rematch-tournament"),
            None => Message::new("rematch-not-player"),
            Some(seat) => {
                let (options, shown) = rematch_terms(&last, seat);
                let invited = rematch_order(&last, seat).split_off(1);
                let proposal = Proposal { kind: last.game.kind(), invited, seats: last.players.len() };
                return self.offer(msg, proposal, &options, Some(&shown), reply).await;
            }
        };
        reply.say(refusal.num("id", last.id));
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::tests::test_support::stored;
    use engine::{AnyMatch, GameKind, Seed};

    fn names(users: &[User]) -> Vec<&str> {
        users.iter().map(|u| u.name.as_str()).collect()
    }

    /// The seats a rematch ends with: the order, with its asker moved to the seat asked.
    fn seated(last: &StoredMatch, asker: Seat) -> Vec<User> {
        let mut order = rematch_order(last, asker);
        order.swap(0, (asker.index() + 1) % last.players.len());
        order
    }

    #[test]
    fn a_rematch_swaps_two_players_sides_whoever_asks() {
        let game = AnyMatch::new(GameKind::Hnefatafl, &["rules=brandubh"], 2, Seed::from_bytes([1; 32])).unwrap();
        let mut last = stored(game);
        last.ranked = true;
        assert_eq!(names(&last.players), ["alice", "bob"]);
        for asker in [Seat(0), Seat(1)] {
            assert_eq!(names(&seated(&last, asker)), ["bob", "alice"]);
        }
        let (options, shown) = rematch_terms(&last, Seat(0));
        assert!(options.contains(&"rules=brandubh".to_owned()), "{options:?}");
        assert!(options.contains(&"side=defenders".to_owned()), "{options:?}");
        assert_eq!(shown, ["rated"]);
    }

    #[test]
    fn a_rematch_of_more_players_moves_each_one_seat_on() {
        let game = AnyMatch::new(GameKind::Gype, &[], 3, Seed::from_bytes([1; 32])).unwrap();
        let last = stored(game);
        assert_eq!(names(&last.players), ["alice", "bob", "carol"]);
        for asker in 0..3 {
            assert_eq!(names(&seated(&last, Seat(asker))), ["carol", "alice", "bob"]);
        }
    }

    #[test]
    fn a_rematch_keeps_the_bank_and_its_limits_as_words_of_their_own() {
        let game = AnyMatch::new(GameKind::Hnefatafl, &[], 2, Seed::from_bytes([1; 32])).unwrap();
        let mut last = stored(game);
        let bank: crate::clock::TimeControl = "6d12h+10h".parse().unwrap();
        let control = bank.with_limits(Some("3d"), Some("2h")).unwrap();
        last.clock = Some(crate::clock::MatchClock::start(control, 2, vec![Seat(0)], 0));
        let (_, shown) = rematch_terms(&last, Seat(1));
        assert_eq!(shown, ["clock=6d12h+10h", "max=3d", "min=2h", "casual"]);
    }
}
