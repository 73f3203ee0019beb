//! Combat round by round, flights, and kidnapping.
//!
//! A combat compares the two pieces' C (after modifiers) once, as the ratio; then each
//! round rolls a d10 and takes R from one side (see [`rules::round_loss`]) until one
//! falls. Before every round, a wounded king in the combat may flee instead.

use serde::{Deserialize, Serialize};

use super::board::{Board, Kind, Square, Unit};
use super::events::LandoverEvent;
use super::{Landover, LastMove, Phase, rules};
use crate::game::Outcome;

/// What a wounded king's flight costs.
pub const KING_FLIGHT_COST: u8 = 3;

/// A combat in progress between the attacker on `from` and the defender on `to`
/// (index 0 and 1 of the arrays).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(super) struct Combat {
    pub from: Square,
    pub to: Square,
    pub ratio: i16,
    /// Each combatant's R now, and at the start of the combat.
    pub r: [u8; 2],
    pub start: [u8; 2],
    /// Each combatant's full R: a king below it is wounded.
    pub full: [u8; 2],
    /// The wounded kings that chose to fight the coming round.
    pub answered: [bool; 2],
    /// Rounds fought so far: an attacking king may break off only after the first.
    #[serde(default)]
    pub rounds: u8,
}

impl Combat {
    fn square(&self, k: usize) -> Square {
        if k == 0 { self.from } else { self.to }
    }

    /// Whether combatant `k` is a wounded king that can afford a flight and has room: an
    /// attacked king before any round, an attacking one once a round has been fought (its
    /// combat turn; otherwise attacking and fleeing at once would be a free jump).
    fn can_flee(&self, board: &Board, k: usize) -> bool {
        board.get(self.square(k)).is_some_and(|u| u.kind() == Kind::King)
            && (k == 1 || self.rounds > 0)
            && self.r[k] < self.full[k]
            && self.r[k] > KING_FLIGHT_COST
            && !rules::king_flights(board, self.square(k)).is_empty()
    }

    /// The combatant whose choice is awaited before the next round.
    fn choosing(&self, board: &Board) -> Option<usize> {
        (0..2).find(|&k| !self.answered[k] && self.can_flee(board, k))
    }

    /// The side that must choose to flee or fight before the next round, if any.
    pub fn chooser(&self, board: &Board) -> Option<super::Side> {
        self.choosing(board).and_then(|k| board.side_at(self.square(k)))
    }

    /// The wounded king asked to choose: its square and R.
    pub fn wounded_king(&self, board: &Board) -> Option<(Square, u8)> {
        self.choosing(board).map(|k| (self.square(k), self.r[k]))
    }

    pub fn king_flights(&self, board: &Board) -> Vec<Square> {
        self.choosing(board).map(|k| rules::king_flights(board, self.square(k))).unwrap_or_default()
    }

    /// The choosing king fights this round.
    pub fn answered(mut self, board: &Board) -> Combat {
        if let Some(k) = self.choosing(board) {
            self.answered[k] = true;
        }
        self
    }
}

/// Where a resting piece on `at` may flee: empty squares it reaches by its movement.
pub(super) fn flee_squares(board: &Board, at: Square) -> Vec<Square> {
    rules::targets(board, at).into_iter().filter(|&sq| board.get(sq).is_none()).collect()
}

/// Where a kidnapped king taken from `from` may be set down.
pub(super) fn place_squares(board: &Board, from: Square, reach: u8) -> Vec<Square> {
    Square::all().filter(|&sq| sq.distance(from) <= reach && board.get(sq).is_none()).collect()
}

impl Landover {
    fn unit(&self, sq: Square) -> Unit {
        *self.board.get(sq).expect("a combatant stands on its square")
    }

    pub(super) fn start_combat(&mut self, from: Square, to: Square) -> LandoverEvent {
        let (attacker, defender) = (self.unit(from), self.unit(to));
        let demoralised = |u: &Unit| self.demoralised == Some(u.side()) && self.to_move == u.side();
        let a = rules::fighting_stats(&self.board, &self.options.stats, from, &attacker, demoralised(&attacker));
        let d = rules::fighting_stats(&self.board, &self.options.stats, to, &defender, demoralised(&defender));
        let ratio = i16::from(a.c) - i16::from(d.c);
        let combat = Combat {
            from,
            to,
            ratio,
            r: [a.r, d.r],
            start: [a.r, d.r],
            full: [self.max_r(attacker.piece), self.max_r(defender.piece)],
            answered: [false; 2],
            rounds: 0,
        };
        self.phase = Phase::Combat(combat);
        LandoverEvent::Attacked {
            attacker: self.figure(attacker.piece),
            defender: self.figure(defender.piece),
            square: to,
            ratio,
            c: [a.c, d.c],
            r: [a.r, d.r],
        }
    }

    pub(super) fn round(&mut self, mut c: Combat, roll: u8) -> Vec<LandoverEvent> {
        let (defender_loses, loss) = rules::round_loss(c.ratio, roll);
        let k = usize::from(defender_loses);
        c.r[k] = c.r[k].saturating_sub(loss);
        let loser = self.unit(c.square(k));
        let mut events = vec![LandoverEvent::Round { roll, loser: self.figure(loser.piece), loss, left: c.r[k] }];
        if c.r[k] == 0 {
            events.extend(self.finish_combat(c, 1 - k));
        } else {
            c.answered = [false; 2];
            c.rounds = c.rounds.saturating_add(1);
            self.phase = Phase::Combat(c);
        }
        events
    }

    /// A surviving combatant keeps what R it has left (at most its full R); one that lost
    /// R rests, except kings, which neither rest nor recover.
    fn settle(&self, mut unit: Unit, r: u8, start: u8) -> (Unit, bool) {
        let rests = unit.kind() != Kind::King && r < start;
        unit.r = if unit.kind() == Kind::King { r } else { r.min(self.max_r(unit.piece)) };
        if rests {
            unit.resting_since = Some(self.turn_no);
        }
        (unit, rests)
    }

    /// Combatant `winner` (0 attacker, 1 defender) won: the loser is removed, a winning
    /// attacker takes the square.
    fn finish_combat(&mut self, c: Combat, winner: usize) -> Vec<LandoverEvent> {
        let attacker = self.board.take(c.from).expect("the attacker stands on its square");
        let defender = self.board.take(c.to).expect("the defender stands on its square");
        let (won, lost, loser_square) =
            if winner == 0 { (attacker, defender, c.to) } else { (defender, attacker, c.from) };
        let (mut unit, rests) = self.settle(won, c.r[winner], c.start[winner]);
        unit.moved |= winner == 0;
        self.board.set(c.to, Some(unit));
        let mut events = vec![LandoverEvent::Won {
            winner: self.figure(won.piece),
            loser: self.figure(lost.piece),
            square: c.to,
            loser_square,
            r: unit.r,
            max: self.max_r(won.piece),
            rests,
        }];
        self.last = Some(LastMove { from: c.from, to: c.to, combat: Some(c.to) });
        if lost.kind() == Kind::King {
            self.outcome = Some(Outcome::Winner(super::seat_of(won.side())));
            events.push(LandoverEvent::Victory { theme: self.options.theme, side: won.side() });
        } else {
            self.end_turn(&mut events);
        }
        events
    }

    /// The awaited wounded king flees to `to`, ending the combat; if it was the defender,
    /// the attacker takes its square.
    pub(super) fn king_flight(&mut self, c: Combat, to: Square) -> Vec<LandoverEvent> {
        let k = c.choosing(&self.board).expect("checked: a king is choosing");
        let mut king = self.board.take(c.square(k)).expect("the king stands on its square");
        king.r = c.r[k] - KING_FLIGHT_COST;
        king.moved = true;
        self.board.set(to, Some(king));
        let other = 1 - k;
        let (unit, foe_rests) = self.settle(self.unit(c.square(other)), c.r[other], c.start[other]);
        if other == 0 {
            self.board.take(c.from);
            self.board.set(c.to, Some(Unit { moved: true, ..unit }));
        } else {
            self.board.set(c.to, Some(unit));
        }
        let mut events = vec![LandoverEvent::KingFled {
            king: self.figure(king.piece),
            to,
            r: king.r,
            foe: self.figure(unit.piece),
            foe_rests,
        }];
        self.last = Some(LastMove { from: c.from, to: c.to, combat: Some(c.to) });
        self.end_turn(&mut events);
        events
    }

    pub(super) fn flee_roll(&mut self, from: Square, to: Square, flee: Square, roll: u8) -> Vec<LandoverEvent> {
        let defender = self.unit(to);
        let escaped = roll >= 6;
        let mut events =
            vec![LandoverEvent::FleeRolled { piece: self.figure(defender.piece), roll, to: flee, escaped }];
        if escaped {
            let attacker = self.board.take(from).expect("the attacker stands on its square");
            self.board.set(flee, Some(Unit { moved: true, ..defender }));
            self.board.set(to, Some(Unit { moved: true, ..attacker }));
            self.last = Some(LastMove { from, to, combat: None });
            self.end_turn(&mut events);
        } else {
            events.push(self.start_combat(from, to));
        }
        events
    }

    pub(super) fn kidnap(&mut self, from: Square, to: Square, roll: u8) -> Vec<LandoverEvent> {
        let king = self.board.take(to).expect("the king stands on its square");
        let pawn = self.board.take(from).expect("the kidnapper stands on its square");
        self.board.set(to, Some(Unit { moved: true, ..pawn }));
        self.phase = Phase::Place { king, from: to, reach: roll };
        self.last = Some(LastMove { from, to, combat: None });
        vec![LandoverEvent::Kidnapped {
            pawn: self.figure(pawn.piece),
            king: self.figure(king.piece),
            square: to,
            roll,
        }]
    }

    pub(super) fn place_king(&mut self, king: Unit, to: Square) -> Vec<LandoverEvent> {
        self.board.set(to, Some(king));
        self.demoralised = Some(king.side());
        let mut events = vec![LandoverEvent::Placed { king: self.figure(king.piece), square: to }];
        self.end_turn(&mut events);
        events
    }
}
