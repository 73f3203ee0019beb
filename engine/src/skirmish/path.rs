//! Shortest paths over the field, in tenths of an inch: 10 for an orthogonal step, 15 for
//! a diagonal one, and across a change of level the hypotenuse of the step and the height.
//! Paths never cross models or impassable squares, nor cut a wall's corner diagonally.

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use super::field::{Field, MAX_SIZE, STEPS, Square};

pub const SQUARES: usize = MAX_SIZE as usize * MAX_SIZE as usize;

/// The cost of one step between touching squares, or `None` when the step cuts the
/// corner of an impassable square.
pub fn step_cost(field: &Field, a: Square, b: Square) -> Option<u32> {
    let (from, to) = ((a.file(), a.rank()), (b.file(), b.rank()));
    let diagonal = from.0 != to.0 && from.1 != to.1;
    if diagonal && cuts_corner(field, from, to) {
        return None;
    }
    Some(cost_between(diagonal, field.height(a), field.height(b)))
}

/// Whether a diagonal step cuts the corner of an impassable square.
fn cuts_corner(field: &Field, (x, y): (u8, u8), (nx, ny): (u8, u8)) -> bool {
    !(field.open_at(x, ny) && field.open_at(nx, y))
}

/// A step's cost between levels: 10 or 15 on the flat, the hypotenuse with the rise.
#[inline]
fn cost_between(diagonal: bool, from: u8, to: u8) -> u32 {
    let flat: u32 = if diagonal { 15 } else { 10 };
    let rise = u32::from(from.abs_diff(to)) * 10;
    if rise == 0 { flat } else { rounded_root(flat * flat + rise * rise) }
}

/// The square root of `n`, rounded to the nearest whole number (never a tie: `n` is whole).
fn rounded_root(n: u32) -> u32 {
    let root = n.isqrt();
    root + u32::from(n > root * root + root)
}

/// A square `from` reaches in a straight line whose cheapest path costs more than `low`
/// and at most `high` tenths: the line costs at most `high`, and no path there costs
/// `low` or less, since each of its at least `k` steps costs at least its flat cost (10k
/// tenths, 15k on a diagonal). `None` when no line proves one (a wall, a model or the
/// edge in the way, or the band too narrow): a search must tell.
pub fn straight_within(
    field: &Field,
    from: Square,
    (low, high): (u32, u32),
    blocked: impl Fn(Square) -> bool,
) -> Option<Square> {
    for (dx, dy) in STEPS {
        let flat: u32 = if dx != 0 && dy != 0 { 15 } else { 10 };
        let (mut at, mut spent) = (from, 0);
        for k in 1.. {
            let (x, y) = (i16::from(at.file()) + dx, i16::from(at.rank()) + dy);
            let next = (x >= 0 && y >= 0).then(|| field.square(x as u8, y as u8)).flatten();
            let Some(next) = next.filter(|&n| field.passable(n) && !blocked(n)) else { break };
            let Some(step) = step_cost(field, at, next) else { break };
            (at, spent) = (next, spent + step);
            if spent > high {
                break;
            }
            if flat * k > low {
                return Some(next);
            }
        }
    }
    None
}

/// The searches' queue of (cost, square) entries, each packed in one number, the cost
/// above the square's index: popped cheapest first and, among equals, by square, as a pair
/// would be.
type Queue = BinaryHeap<Reverse<u64>>;

fn entry(cost: u32, sq: Square) -> Reverse<u64> {
    Reverse(u64::from(cost) << 16 | sq.index() as u64)
}

fn unpack(Reverse(packed): Reverse<u64>) -> (u32, Square) {
    ((packed >> 16) as u32, Square::from_index((packed & 0xffff) as usize))
}

/// Calls `each` with every step out of `sq` into a square not `blocked`, and its cost, in
/// [`STEPS`]'s order: onto the field, never onto impassable ground nor cutting a wall's
/// corner.
#[inline(always)]
fn for_each_step(field: &Field, sq: Square, blocked: impl Fn(Square) -> bool, mut each: impl FnMut(Square, u32)) {
    let (x, y, size) = (i16::from(sq.file()), i16::from(sq.rank()), i16::from(field.size));
    let height = field.height(sq);
    for (dx, dy) in STEPS {
        let (nx, ny) = (x + dx, y + dy);
        if nx < 0 || ny < 0 || nx >= size || ny >= size {
            continue;
        }
        let (nx, ny) = (nx as u8, ny as u8);
        let diagonal = dx != 0 && dy != 0;
        if !field.open_at(nx, ny) || (diagonal && cuts_corner(field, (x as u8, y as u8), (nx, ny))) {
            continue;
        }
        if let Some(next) = Square::new(nx, ny).filter(|&next| !blocked(next)) {
            each(next, cost_between(diagonal, height, field.height(next)));
        }
    }
}

/// The cost of the cheapest path between two squares on open flat ground with nothing in
/// the way. It is never more than any path's, since walls only lengthen a path and a rise
/// only makes a step dearer; and never more than a step's cost plus the estimate from
/// where the step ends, so that an A* search with it settles each square at its cheapest.
fn octile(a: Square, b: Square) -> u32 {
    let (dx, dy) = (u32::from(a.file().abs_diff(b.file())), u32::from(a.rank().abs_diff(b.rank())));
    10 * dx.max(dy) + 5 * dx.min(dy)
}

/// The cheapest path from `from` to `to`, both included, and the very one
/// [`Reach::search`] gives, at a fraction of its cost: Dijkstra enters each square from
/// the neighbour it settled first among those a cheapest path comes through, which is the
/// cheapest of them, the lowest index among equals. An A* search settles every square on
/// any cheapest path to `to` (and few others) at its cheapest cost, and the walk back from
/// `to` makes the same choice at each square. `None` when nothing reaches `to`.
pub fn route(field: &Field, from: Square, to: Square, blocked: impl Fn(Square) -> bool) -> Option<Vec<Square>> {
    let mut cost = [u32::MAX; SQUARES];
    let mut settled = [false; SQUARES];
    let mut queue = Queue::with_capacity(64);
    let mut cheapest = u32::MAX;
    cost[from.index()] = 0;
    queue.push(entry(octile(from, to), from));
    while let Some((estimate, sq)) = queue.pop().map(unpack) {
        // Past the cheapest cost to `to`, no square lies on a cheapest path there.
        if estimate > cheapest {
            break;
        }
        if std::mem::replace(&mut settled[sq.index()], true) {
            continue;
        }
        let spent = cost[sq.index()];
        if sq == to {
            cheapest = spent;
            continue;
        }
        for_each_step(field, sq, &blocked, |next, step| {
            let total = spent + step;
            if total < cost[next.index()] {
                cost[next.index()] = total;
                queue.push(entry(total + octile(next, to), next));
            }
        });
    }
    if cheapest == u32::MAX {
        return None;
    }
    let mut path = vec![to];
    let mut at = to;
    while at != from {
        // Steps cost the same both ways, so the ways in are the ways out, reversed.
        let mut before: Option<Square> = None;
        for_each_step(
            field,
            at,
            |_| false,
            |sq, step| {
                let key = |sq: Square| (cost[sq.index()], sq.index());
                if settled[sq.index()]
                    && cost[sq.index()] + step == cost[at.index()]
                    && before.is_none_or(|b| key(sq) < key(b))
                {
                    before = Some(sq);
                }
            },
        );
        let before = before?;
        path.push(before);
        at = before;
    }
    path.reverse();
    Some(path)
}

/// Every square reachable from a start within a limit, with the cheapest way there.
#[derive(Clone, Debug)]
pub struct Reach {
    from: Square,
    cost: Vec<u32>,
    previous: Vec<Option<Square>>,
}

impl Reach {
    /// Dijkstra from `from` up to `limit` tenths; `blocked` squares (other models) are
    /// never entered.
    pub fn search(field: &Field, from: Square, limit: u32, blocked: impl Fn(Square) -> bool) -> Reach {
        Reach::search_until(field, from, limit, blocked, |_, _| false)
    }

    /// As [`Reach::search`], stopping as soon as `stop` is true of a square as its
    /// cheapest cost is settled (cheapest squares first, the start first of all).
    pub fn search_until(
        field: &Field,
        from: Square,
        limit: u32,
        blocked: impl Fn(Square) -> bool,
        mut stop: impl FnMut(Square, u32) -> bool,
    ) -> Reach {
        let mut cost = vec![u32::MAX; SQUARES];
        let mut previous = vec![None; SQUARES];
        let mut queue = Queue::with_capacity(64);
        cost[from.index()] = 0;
        queue.push(entry(0, from));
        while let Some((spent, sq)) = queue.pop().map(unpack) {
            if spent > cost[sq.index()] {
                continue;
            }
            if stop(sq, spent) {
                break;
            }
            for_each_step(field, sq, &blocked, |next, step| {
                let total = spent + step;
                if total <= limit && total < cost[next.index()] {
                    cost[next.index()] = total;
                    previous[next.index()] = Some(sq);
                    queue.push(entry(total, next));
                }
            });
        }
        Reach { from, cost, previous }
    }

    /// The cheapest cost to `to` in tenths, if it is reachable.
    pub fn cost(&self, to: Square) -> Option<u32> {
        Some(self.cost[to.index()]).filter(|&c| c != u32::MAX)
    }

    /// The squares from the start to `to`, both included.
    pub fn path(&self, to: Square) -> Option<Vec<Square>> {
        self.cost(to)?;
        let mut path = vec![to];
        let mut at = to;
        while at != self.from {
            at = self.previous[at.index()]?;
            path.push(at);
        }
        path.reverse();
        Some(path)
    }

    /// The reachable squares, cheapest first.
    pub fn squares(&self) -> impl Iterator<Item = (Square, u32)> + '_ {
        (0..SQUARES).filter_map(|i| {
            let sq = Square::from_index(i);
            self.cost(sq).map(|c| (sq, c))
        })
    }
}

/// The length of a path in tenths.
pub fn length(field: &Field, path: &[Square]) -> u32 {
    path.windows(2).map(|w| step_cost(field, w[0], w[1]).unwrap_or(u32::MAX / 64)).sum()
}

/// Tenths of an inch as text: `4.5`.
pub fn inches(tenths: u32) -> String {
    format!("{}.{}", tenths / 10, tenths % 10)
}
