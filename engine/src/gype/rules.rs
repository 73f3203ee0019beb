//! Steps, jump chains and the hat's leap: checking one move, and listing them all.

use super::board::{Board, Face, KNIGHT, Region, Side, Square};
use super::notation::{GypeAction, Path};
use crate::message::Message;
use smallvec::smallvec;

/// Why a die may not end a step or a jump on a square.
enum Refusal {
    Occupied,
    /// Its own home row, once it has left it.
    ReenterHome,
    /// A home row neither its own nor its goal.
    ForeignHome,
    /// Beyond the middle while the chaos rule holds.
    Chaos,
}

/// What a checked move does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Effect {
    /// The squares the die passes through, from its start to its end; a hat's path has
    /// the corner of its L in the middle.
    pub path: Vec<Square>,
    /// The dice to reroll once the move ends, each once, in the order first passed.
    pub rerolled: Vec<Square>,
}

/// The mover and the restrictions that hold for this move.
struct Mover<'a> {
    board: &'a Board,
    side: Side,
    from: Square,
    face: Face,
    /// The chaos rule holds and a die of `side` is still in its home row.
    chaos_locked: bool,
}

/// A die of `side` in its home row keeps the chaos rule in force.
pub fn chaos_locked(board: &Board, side: Side, chaos: bool) -> bool {
    chaos && side.home_row().iter().any(|&sq| board.get(sq).is_some_and(|d| d.owner == side))
}

/// A set of squares as a bit mask.
fn bit(sq: Square) -> u128 {
    1 << sq.index()
}

/// The corners and passed squares of the two paths of a knight's leap by `delta`: the long
/// leg first, then the short leg first.
fn hat_paths(from: Square, (dx, dy): (i8, i8)) -> [(Option<Square>, [Option<Square>; 2]); 2] {
    let (long, short) = if dx.abs() == 2 { ((dx / 2, 0), (0, dy)) } else { ((0, dy / 2), (dx, 0)) };
    let long_corner = from.offset((long.0 * 2, long.1 * 2));
    let short_corner = from.offset(short);
    [
        (long_corner, [from.offset(long), long_corner]),
        (short_corner, [short_corner, from.offset((short.0 + long.0, short.1 + long.1))]),
    ]
}

impl Mover<'_> {
    /// Whether `sq` holds a die other than the mover, which has left its square.
    fn occupied(&self, sq: Square) -> bool {
        sq != self.from && self.board.get(sq).is_some()
    }

    /// Why the die may not end a step or a jump on `to`, if it may not; `still_home`
    /// says that every square so far lay in its own home row.
    fn refusal(&self, to: Square, still_home: bool) -> Option<Refusal> {
        if self.occupied(to) {
            return Some(Refusal::Occupied);
        }
        match to.region() {
            Region::Home(s) if s == self.side.opposite() => {}
            Region::Home(s) if s == self.side && still_home => {}
            Region::Home(s) if s == self.side => return Some(Refusal::ReenterHome),
            Region::Home(_) => return Some(Refusal::ForeignHome),
            Region::Board => {}
        }
        (self.chaos_locked && self.side.is_far_half(to)).then_some(Refusal::Chaos)
    }

    /// [`Mover::refusal`] as the player is told it.
    fn landing(&self, to: Square, still_home: bool) -> Result<(), Message> {
        match self.refusal(to, still_home) {
            None => Ok(()),
            Some(Refusal::Occupied) => Err(Message::new("gype-occupied").with("square", to)),
            Some(Refusal::ReenterHome) => Err(Message::new("gype-reenter-home").with("square", self.from)),
            Some(Refusal::ForeignHome) => Err(Message::new("gype-foreign-home").with("square", to)),
            Some(Refusal::Chaos) => Err(Message::new("gype-chaos").with("side", self.side.name())),
        }
    }

    /// Whether the die may end a step or a jump on `to` (the listing asks this of every
    /// square it tries, so no refusal is worded).
    fn may_land(&self, to: Square, still_home: bool) -> bool {
        self.refusal(to, still_home).is_none()
    }

    fn direction_error(&self) -> Message {
        let key = match self.face {
            Face::Flame => "gype-direction-flame",
            Face::Book => "gype-direction-book",
            Face::Swords => "gype-direction-swords",
            Face::Tree => "gype-direction-tree",
            Face::Hat => "gype-direction-hat",
            Face::Ear => "gype-ear-still",
        };
        Message::new(key).with("square", self.from)
    }

    fn step(&self, to: Square) -> Result<Effect, Message> {
        if !self.face.directions(self.side).contains(&self.from.delta(to)) {
            return Err(self.direction_error());
        }
        self.landing(to, self.side.is_home(self.from))?;
        Ok(Effect { path: vec![self.from, to], rerolled: Vec::new() })
    }

    fn jumps(&self, landings: &[Square]) -> Result<Effect, Message> {
        let mut path = vec![self.from];
        let mut rerolled = Vec::new();
        let mut visited = bit(self.from);
        let mut still_home = self.side.is_home(self.from);
        for &to in landings {
            let at = *path.last().expect("the path starts at the die");
            let (dx, dy) = at.delta(to);
            if dx.abs().max(dy.abs()) == 1 {
                return Err(Message::new("gype-step-in-chain").with("from", at).with("to", to));
            }
            if !matches!(dx, -2 | 0 | 2) || !matches!(dy, -2 | 0 | 2) || (dx, dy) == (0, 0) {
                return Err(Message::new("gype-not-a-jump").with("from", at).with("to", to));
            }
            let unit = (dx / 2, dy / 2);
            if !self.face.directions(self.side).contains(&unit) {
                return Err(self.direction_error());
            }
            let over = at.offset(unit).filter(|&sq| self.occupied(sq));
            let Some(over) = over else {
                return Err(Message::new("gype-nothing-to-jump").with("from", at).with("to", to));
            };
            if visited & bit(to) != 0 {
                return Err(Message::new("gype-revisit").with("square", to));
            }
            self.landing(to, still_home)?;
            still_home &= self.side.is_home(to);
            visited |= bit(to);
            if !rerolled.contains(&over) {
                rerolled.push(over);
            }
            path.push(to);
        }
        Ok(Effect { path, rerolled })
    }

    /// The passed dice of each path that stays on the frame, with its corner.
    fn hat_options(&self, to: Square) -> Vec<(Square, Vec<Square>)> {
        hat_paths(self.from, self.from.delta(to))
            .into_iter()
            .filter_map(|(corner, passed)| {
                let corner = corner?;
                let passed: Vec<Square> = passed.into_iter().collect::<Option<Vec<_>>>()?;
                Some((corner, passed.into_iter().filter(|&sq| self.occupied(sq)).collect()))
            })
            .collect()
    }

    fn hat(&self, to: Square, via: Option<Square>) -> Result<Effect, Message> {
        if !KNIGHT.contains(&self.from.delta(to)) {
            return Err(self.direction_error());
        }
        self.landing(to, self.side.is_home(self.from))?;
        let options = self.hat_options(to);
        let (corner, passed) = match (via, options.as_slice()) {
            (Some(via), _) => options.iter().find(|(corner, _)| *corner == via).cloned().ok_or_else(|| {
                Message::new("gype-via-not-corner").with("via", via).with("from", self.from).with("to", to)
            })?,
            (None, [only]) => only.clone(),
            (None, [(a, passed_a), (b, passed_b)]) if passed_a != passed_b => {
                return Err(Message::new("gype-hat-ambiguous").with("first", a).with("second", b));
            }
            (None, [first, _]) => first.clone(),
            (None, _) => return Err(Message::new("gype-hat-off-frame").with("to", to)),
        };
        Ok(Effect { path: vec![self.from, corner, to], rerolled: passed })
    }

    fn check(&self, path: &[Square], via: Option<Square>) -> Result<Effect, Message> {
        match (self.face, path) {
            (Face::Ear, _) => Err(self.direction_error()),
            (Face::Hat, [to]) => self.hat(*to, via),
            (Face::Hat, _) => Err(Message::new("gype-hat-no-chain")),
            (_, _) if via.is_some() => Err(Message::new("gype-via-hat-only")),
            (_, [to]) if self.from.delta(*to).0.abs().max(self.from.delta(*to).1.abs()) == 1 => self.step(*to),
            (_, landings) => self.jumps(landings),
        }
    }

    /// Every move of this die: steps, hat leaps, and jump chains (one per end square and
    /// set of jumped dice).
    fn moves(&self, out: &mut Vec<GypeAction>) {
        let action = |path: Path, via| GypeAction::Move { from: self.from, path, via };
        if self.face == Face::Hat {
            for to in KNIGHT.iter().filter_map(|&d| self.from.offset(d)) {
                if !self.may_land(to, self.side.is_home(self.from)) {
                    continue;
                }
                let options = self.hat_options(to);
                match options.as_slice() {
                    [] => {}
                    [(_, a), (_, b)] if a != b => {
                        out.extend(options.iter().map(|(corner, _)| action(smallvec![to], Some(*corner))))
                    }
                    _ => out.push(action(smallvec![to], None)),
                }
            }
            return;
        }
        let still_home = self.side.is_home(self.from);
        for &d in self.face.directions(self.side) {
            if let Some(to) = self.from.offset(d).filter(|&to| !self.occupied(to) && self.may_land(to, still_home)) {
                out.push(action(smallvec![to], None));
            }
        }
        // The chains listed, by end square and dice jumped: a few, so a list.
        let mut seen = Vec::new();
        let mut path = Vec::new();
        self.chains(self.from, bit(self.from), 0, still_home, &mut path, &mut seen, out);
    }

    #[allow(clippy::too_many_arguments)]
    fn chains(
        &self,
        at: Square,
        visited: u128,
        jumped: u128,
        still_home: bool,
        path: &mut Vec<Square>,
        seen: &mut Vec<(Square, u128)>,
        out: &mut Vec<GypeAction>,
    ) {
        for &(dx, dy) in self.face.directions(self.side) {
            let Some(over) = at.offset((dx, dy)).filter(|&sq| self.occupied(sq)) else { continue };
            let Some(to) = at.offset((2 * dx, 2 * dy)) else { continue };
            if visited & bit(to) != 0 || !self.may_land(to, still_home) {
                continue;
            }
            let jumped = jumped | bit(over);
            path.push(to);
            if !seen.contains(&(to, jumped)) {
                seen.push((to, jumped));
                out.push(GypeAction::Move { from: self.from, path: Path::from_slice(path), via: None });
            }
            self.chains(to, visited | bit(to), jumped, still_home && self.side.is_home(to), path, seen, out);
            path.pop();
        }
    }
}

/// Why `side` may not move or reroll the die on a square.
enum Unmovable {
    NoDie,
    NotYours(Side),
    Finished,
}

impl Unmovable {
    fn message(&self, square: Square) -> Message {
        match self {
            Unmovable::NoDie => Message::new("gype-no-die").with("square", square),
            Unmovable::NotYours(owner) => {
                Message::new("gype-not-yours").with("square", square).with("owner", owner.name())
            }
            Unmovable::Finished => Message::new("gype-finished-die").with("square", square),
        }
    }
}

/// The face of `side`'s die on `from` if `side` may move or reroll it: a die of its own
/// that has not reached its goal.
fn movable(board: &Board, side: Side, from: Square) -> Result<Face, Unmovable> {
    let die = board.get(from).ok_or(Unmovable::NoDie)?;
    if die.owner != side {
        return Err(Unmovable::NotYours(die.owner));
    }
    if side.is_goal(from) {
        return Err(Unmovable::Finished);
    }
    Ok(die.face)
}

fn mover(board: &Board, side: Side, from: Square, chaos: bool) -> Result<Mover<'_>, Message> {
    let face = movable(board, side, from).map_err(|why| why.message(from))?;
    Ok(Mover { board, side, from, face, chaos_locked: chaos_locked(board, side, chaos) })
}

/// Checks a move of `side`'s die on `from` along `path` (the landing squares).
pub fn check_move(
    board: &Board,
    side: Side,
    chaos: bool,
    from: Square,
    path: &[Square],
    via: Option<Square>,
) -> Result<Effect, Message> {
    mover(board, side, from, chaos)?.check(path, via)
}

/// Checks a reroll of `side`'s die on `square`.
pub fn check_roll(board: &Board, side: Side, square: Square) -> Result<(), Message> {
    mover(board, side, square, false).map(|_| ())
}

/// Every move and reroll of `side`.
pub fn legal_actions(board: &Board, side: Side, chaos: bool) -> Vec<GypeAction> {
    let mut out = Vec::new();
    let locked = chaos_locked(board, side, chaos);
    for (from, _) in board.dice() {
        if let Ok(face) = movable(board, side, from) {
            out.push(GypeAction::Roll { square: from });
            Mover { board, side, from, face, chaos_locked: locked }.moves(&mut out);
        }
    }
    out
}
