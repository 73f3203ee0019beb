//! What a translucent line covers on an indexed picture: for each of its shapes (the
//! line, its dot), the runs of pixels it touches with how much of each it covers. A line
//! is rasterised into a coverage mask of its bounds once; a turn's earlier paths, drawn
//! again on every board of the turn, are taken from a small cache of the lines drawn
//! last on the thread.

use std::cell::RefCell;
use std::rc::Rc;

use resvg::tiny_skia::{FillRule, Mask, Path, Transform};

use crate::raster::PathStyle;

/// One shape's cover: runs of covered pixels, each its first pixel's index in the
/// picture and its range in `covers`.
pub struct Coverage {
    pub runs: Vec<(usize, std::ops::Range<usize>)>,
    pub covers: Vec<u8>,
}

/// How many lines the cache keeps.
const KEPT: usize = 64;

/// A line as the cache knows it: its look, its points and the picture's size, in bits.
type Key = Vec<u32>;

/// The lines kept, and which is replaced next once there are [`KEPT`].
struct Kept {
    lines: Vec<(Key, Rc<Vec<Coverage>>)>,
    next: usize,
}

thread_local! {
    static LINES: RefCell<Kept> = const { RefCell::new(Kept { lines: Vec::new(), next: 0 }) };
}

/// The cover of each of `style`'s shapes through `points` on a `width`×`height` picture.
pub fn of_line(style: PathStyle, points: &[(f32, f32)], (width, height): (u32, u32)) -> Rc<Vec<Coverage>> {
    let (rgb, opacity) = style.overlay();
    let mut key: Key = vec![u32::from_le_bytes([rgb[0], rgb[1], rgb[2], opacity]), width, height];
    key.extend([style.width.to_bits(), style.dot.map_or(u32::MAX, f32::to_bits)]);
    key.extend(points.iter().flat_map(|&(x, y)| [x.to_bits(), y.to_bits()]));
    LINES.with_borrow_mut(|kept| {
        if let Some((_, found)) = kept.lines.iter().find(|(k, _)| *k == key) {
            return found.clone();
        }
        let shapes: Rc<Vec<Coverage>> =
            Rc::new(style.shapes(points).iter().map(|shape| of_shape(shape, (width, height))).collect());
        if kept.lines.len() < KEPT {
            kept.lines.push((key, shapes.clone()));
        } else {
            let next = kept.next;
            kept.lines[next] = (key, shapes.clone());
            kept.next = (next + 1) % KEPT;
        }
        shapes
    })
}

/// A shape filled into a mask of its bounds (cut at the picture's edges), read as runs.
fn of_shape(shape: &Path, (picture_width, picture_height): (u32, u32)) -> Coverage {
    let mut coverage = Coverage { runs: Vec::new(), covers: Vec::new() };
    let bounds = shape.bounds();
    let (x, y) = (bounds.left().max(0.0).floor() as u32, bounds.top().max(0.0).floor() as u32);
    let width = (bounds.right().ceil() as u32 + 1).min(picture_width).saturating_sub(x);
    let height = (bounds.bottom().ceil() as u32 + 1).min(picture_height).saturating_sub(y);
    let Some(mut mask) = Mask::new(width, height) else { return coverage };
    mask.fill_path(shape, FillRule::Winding, true, Transform::from_translate(-(x as f32), -(y as f32)));
    for (r, row) in mask.data().chunks_exact(width as usize).enumerate() {
        let at = (y as usize + r) * picture_width as usize + x as usize;
        let mut c = 0;
        while c < row.len() {
            // Most of a line's bounds is uncovered: skip eight pixels at a time.
            if row.get(c..c + 8).is_some_and(|eight| eight.iter().all(|&cover| cover == 0)) {
                c += 8;
                continue;
            }
            if row[c] == 0 {
                c += 1;
                continue;
            }
            let end = row[c..].iter().position(|&cover| cover == 0).map_or(row.len(), |n| c + n);
            let start = coverage.covers.len();
            coverage.covers.extend_from_slice(&row[c..end]);
            coverage.runs.push((at + c, start..coverage.covers.len()));
            c = end;
        }
    }
    coverage
}
