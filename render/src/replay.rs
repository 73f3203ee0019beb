//! Animated replays as GIFs, encoded the way lila-gif encodes games: one global palette
//! from our art (the start's background, squares and pieces, and the highlights and
//! lettering of a few positions spread over the game), then per ply only the rectangle
//! that changed, with unchanged pixels transparent. A frame is the board exactly as the
//! per-move PNG draws it, with a caption strip under it, so every colour is kept: a
//! rectangle whose colours are not all in the global palette brings a local one, and
//! one with more than 255 colours is split until each part fits.
//!
//! When both the board and the caption change and one rectangle around both would be
//! mostly unchanged rows, the caption's rectangle comes first as a frame without delay,
//! then the board's. Browsers show a frame without delay for a tenth of a second, so the
//! caption appears that much before its move; every picture that stays is exact.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use gif::{DisposalMethod, Encoder, Frame, Repeat};
use resvg::tiny_skia::Pixmap;

use crate::caption::Atlas;

/// How long each ply stays, in hundredths of a second.
pub const PLY_DELAY: u16 = 70;
/// How long the final position is held.
pub const FINAL_HOLD: u16 = 300;
/// GIF palettes hold 256 colours; one index is kept for "unchanged" (transparent).
const COLOURS: usize = 255;

/// A pixel as its RGBA bytes read little-endian (alpha is always 255: frames are
/// opaque).
type Rgb = u32;
type ColourMap<V> = HashMap<Rgb, V, BuildHasherDefault<ColourHasher>>;

/// A multiplicative hash for colours: the default SipHash costs more than the rest of
/// indexing a frame.
#[derive(Default)]
struct ColourHasher(u64);

impl Hasher for ColourHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 ^ u64::from(b)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        }
    }
    fn write_u32(&mut self, n: u32) {
        self.0 = u64::from(n).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    }
}

/// A rectangle of the canvas: left, top, width, height.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Rect {
    x: usize,
    y: usize,
    w: usize,
    h: usize,
}

/// What a viewer sees: the board with the caption strip under it.
struct Picture {
    board: Pixmap,
    strip: Pixmap,
}

impl Picture {
    fn width(&self) -> usize {
        self.board.width() as usize
    }

    fn height(&self) -> usize {
        (self.board.height() + self.strip.height()) as usize
    }

    /// Row `r`'s RGBA bytes.
    fn row(&self, r: usize) -> &[u8] {
        let bytes = self.width() * 4;
        let board_rows = self.board.height() as usize;
        if r < board_rows {
            &self.board.data()[r * bytes..(r + 1) * bytes]
        } else {
            &self.strip.data()[(r - board_rows) * bytes..(r - board_rows + 1) * bytes]
        }
    }

    /// The smallest rectangle of rows `rows` holding every pixel that differs from
    /// `before`; `None` when none does.
    fn changed_since(&self, before: &Picture, rows: std::ops::Range<usize>) -> Option<Rect> {
        let differs = |r: usize| self.row(r) != before.row(r);
        let top = rows.clone().find(|&r| differs(r))?;
        let bottom = (top..rows.end).rev().find(|&r| differs(r)).unwrap_or(top);
        let (mut left, mut right) = (self.width(), 0);
        for r in (top..=bottom).filter(|&r| differs(r)) {
            let (now, then) = (self.row(r).chunks_exact(4), before.row(r).chunks_exact(4));
            let mut differing = now.zip(then).enumerate().filter(|(_, (a, b))| rgb(a) != rgb(b)).map(|(c, _)| c);
            if let Some(first) = differing.next() {
                left = left.min(first);
                right = right.max(differing.next_back().unwrap_or(first));
            }
        }
        Some(Rect { x: left, y: top, w: right - left + 1, h: bottom - top + 1 })
    }
}

impl Rect {
    fn area(self) -> usize {
        self.w * self.h
    }

    /// The smallest rectangle holding both.
    fn union(self, other: Rect) -> Rect {
        let (x, y) = (self.x.min(other.x), self.y.min(other.y));
        let right = (self.x + self.w).max(other.x + other.w);
        let bottom = (self.y + self.h).max(other.y + other.h);
        Rect { x, y, w: right - x, h: bottom - y }
    }
}

/// Builds a replay frame by frame.
pub struct ReplayEncoder<'a> {
    atlas: &'a Atlas,
    /// What is on screen once the frames written so far and the pending ones are shown.
    shown: Option<Picture>,
    /// The last caption and its strip, drawn again only when the caption changes.
    caption: Option<(String, Pixmap)>,
    global: ColourMap<u8>,
    encoder: Option<Encoder<Vec<u8>>>,
    /// Frames of the last position, written once the next one shows how long it stays.
    pending: Vec<Frame<'static>>,
}

impl<'a> ReplayEncoder<'a> {
    /// An encoder whose global palette holds the most common colours of `samples`:
    /// boards (as drawn for the per-move PNGs) and their captions, spread over the
    /// replay, the first position first. The first gives the fixed art (background,
    /// squares, pieces); the others add what only play shows (highlights, lettering).
    pub fn new<'c>(atlas: &'a Atlas, samples: impl IntoIterator<Item = (Pixmap, &'c str)>) -> ReplayEncoder<'a> {
        let mut encoder = ReplayEncoder {
            atlas,
            shown: None,
            caption: None,
            global: ColourMap::default(),
            encoder: None,
            pending: Vec::new(),
        };
        let mut samples = samples.into_iter().map(|(board, caption)| encoder.picture(board, caption));
        let Some(first) = samples.next() else { return encoder };
        let mut counts: ColourMap<u32> = ColourMap::default();
        let whole = Rect { x: 0, y: 0, w: first.width(), h: first.height() };
        for sample in std::iter::once(None).chain(samples.map(Some)) {
            let (picture, shown) = match &sample {
                None => (&first, None),
                Some(picture) => (picture, Some(&first)),
            };
            each_change(picture, shown, whole, |pixel, _| {
                if let Some(colour) = pixel {
                    *counts.entry(colour).or_default() += 1;
                }
                true
            });
        }
        let mut common: Vec<(Rgb, u32)> = counts.into_iter().collect();
        common.sort_unstable_by_key(|&(colour, count)| (std::cmp::Reverse(count), colour));
        common.truncate(COLOURS);
        let mut palette = palette_bytes(common.iter().map(|&(c, _)| c));
        palette.resize(3 * (COLOURS + 1), 0);
        encoder.global = common.iter().enumerate().map(|(i, &(c, _))| (c, i as u8)).collect();
        let (width, height) = (first.width() as u16, first.height() as u16);
        let mut gif = Encoder::new(Vec::new(), width, height, &palette).expect("writing to memory cannot fail");
        gif.set_repeat(Repeat::Infinite).expect("writing to memory cannot fail");
        encoder.encoder = Some(gif);
        encoder
    }

    /// The picture of `board` with `caption` under it; the strip is drawn again only
    /// when the caption changes.
    fn picture(&mut self, board: Pixmap, caption: &str) -> Picture {
        if self.caption.as_ref().is_none_or(|(text, _)| text != caption) {
            self.caption = Some((caption.to_owned(), self.atlas.strip(caption, board.width())));
        }
        let strip = self.caption.as_ref().expect("just set").1.clone();
        Picture { board, strip }
    }

    /// Adds a position: `board` as drawn for the per-move PNG, and its caption. Every
    /// board of one replay has the same size.
    pub fn push(&mut self, board: Pixmap, caption: &str) {
        if self.encoder.is_none() {
            return;
        }
        let picture = self.picture(board, caption);
        match &self.shown {
            None => {
                let whole = Rect { x: 0, y: 0, w: picture.width(), h: picture.height() };
                self.pending = self.frames(&picture, None, whole);
            }
            Some(shown) => {
                debug_assert_eq!((shown.width(), shown.height()), (picture.width(), picture.height()));
                let board_rows = picture.board.height() as usize;
                let board = picture.changed_since(shown, 0..board_rows);
                let strip = picture.changed_since(shown, board_rows..picture.height());
                let rects = match (board, strip) {
                    (None, None) => Vec::new(),
                    (Some(one), None) | (None, Some(one)) => vec![one],
                    // A move far from the caption: the caption first, then the board,
                    // rather than one rectangle holding all the rows between them.
                    (Some(board), Some(strip)) if board.union(strip).area() > 2 * (board.area() + strip.area()) => {
                        vec![strip, board]
                    }
                    (Some(board), Some(strip)) => vec![board.union(strip)],
                };
                if rects.is_empty() {
                    self.extend_pending(PLY_DELAY);
                } else {
                    let frames = rects.into_iter().flat_map(|rect| self.frames(&picture, Some(shown), rect)).collect();
                    self.flush(PLY_DELAY);
                    self.pending = frames;
                }
            }
        }
        self.shown = Some(picture);
    }

    /// The GIF, with the last position held for [`FINAL_HOLD`].
    pub fn finish(mut self) -> Vec<u8> {
        self.flush(FINAL_HOLD);
        match self.encoder {
            Some(encoder) => encoder.into_inner().expect("writing to memory cannot fail"),
            None => Vec::new(),
        }
    }

    /// Writes the pending frames, the last one staying `delay`.
    fn flush(&mut self, delay: u16) {
        self.extend_pending(delay);
        let Some(encoder) = self.encoder.as_mut() else { return };
        for frame in self.pending.drain(..) {
            encoder.write_frame(&frame).expect("writing to memory cannot fail");
        }
    }

    fn extend_pending(&mut self, delay: u16) {
        if let Some(last) = self.pending.last_mut() {
            last.delay = last.delay.saturating_add(delay);
        }
    }

    /// The frames repainting `rect` of `shown` (nothing, at the start) into `picture`:
    /// one frame when the changed pixels have at most 255 colours, against the global
    /// palette when it has them all, else with a local one; else the rectangle split in
    /// two.
    fn frames(&self, picture: &Picture, shown: Option<&Picture>, rect: Rect) -> Vec<Frame<'static>> {
        if let Some(frame) = self.frame(picture, shown, rect) {
            return vec![frame];
        }
        let (first, second) = if rect.h > 1 {
            let half = rect.h / 2;
            (Rect { h: half, ..rect }, Rect { y: rect.y + half, h: rect.h - half, ..rect })
        } else {
            let half = rect.w / 2;
            (Rect { w: half, ..rect }, Rect { x: rect.x + half, w: rect.w - half, ..rect })
        };
        let mut frames = self.frames(picture, shown, first);
        frames.extend(self.frames(picture, shown, second));
        frames
    }

    /// One frame over `rect`, unchanged pixels transparent (index 255); `None` when the
    /// changed pixels have more than 255 colours. The pixels are indexed once, in the
    /// order their colours come, then mapped onto the global palette when it has them.
    fn frame(&self, picture: &Picture, shown: Option<&Picture>, rect: Rect) -> Option<Frame<'static>> {
        const UNCHANGED: u8 = COLOURS as u8;
        let mut local: ColourMap<u8> = ColourMap::default();
        let mut colours: Vec<Rgb> = Vec::new();
        // The last colour met: runs of one colour need no lookup. (No opaque colour is 0.)
        let mut last = (0, UNCHANGED);
        let mut indices = Vec::with_capacity(rect.w * rect.h);
        each_change(picture, shown, rect, |pixel, count| {
            let index = match pixel {
                None => {
                    indices.resize(indices.len() + count, UNCHANGED);
                    return true;
                }
                Some(colour) if colour == last.0 => last.1,
                Some(colour) => {
                    let index = *local.entry(colour).or_insert_with(|| {
                        colours.push(colour);
                        (colours.len() - 1) as u8
                    });
                    last = (colour, index);
                    index
                }
            };
            indices.push(index);
            colours.len() <= COLOURS
        });
        if colours.len() > COLOURS {
            return None;
        }
        // Local palettes have 256 entries too: 8-bit LZW codes encode faster here than
        // the short codes of a small palette, for files about a quarter larger.
        let global: Option<Vec<u8>> = colours.iter().map(|c| self.global.get(c).copied()).collect();
        let palette = match global {
            Some(table) => {
                indices.iter_mut().filter(|i| **i != UNCHANGED).for_each(|i| *i = table[usize::from(*i)]);
                None
            }
            None => {
                let mut bytes = palette_bytes(colours.into_iter());
                bytes.resize(3 * (COLOURS + 1), 0);
                Some(bytes)
            }
        };
        Some(Frame {
            dispose: DisposalMethod::Keep,
            transparent: Some(UNCHANGED),
            left: rect.x as u16,
            top: rect.y as u16,
            width: rect.w as u16,
            height: rect.h as u16,
            palette,
            buffer: indices.into(),
            ..Frame::default()
        })
    }
}

/// Calls `visit` with the pixels of `rect` in `picture`, row by row: a changed pixel's
/// colour and 1, or `None` and how many unchanged pixels (those `shown` already has)
/// come in a row; stops when `visit` returns false.
fn each_change(
    picture: &Picture,
    shown: Option<&Picture>,
    rect: Rect,
    mut visit: impl FnMut(Option<Rgb>, usize) -> bool,
) {
    let columns = rect.x * 4..(rect.x + rect.w) * 4;
    for r in rect.y..rect.y + rect.h {
        let now = &picture.row(r)[columns.clone()];
        match shown.map(|shown| &shown.row(r)[columns.clone()]) {
            Some(then) if then == now => {
                if !visit(None, rect.w) {
                    return;
                }
            }
            Some(then) => {
                for (a, b) in now.chunks_exact(4).zip(then.chunks_exact(4)) {
                    let (a, b) = (rgb(a), rgb(b));
                    if !visit((a != b).then_some(a), 1) {
                        return;
                    }
                }
            }
            None => {
                for a in now.chunks_exact(4) {
                    if !visit(Some(rgb(a)), 1) {
                        return;
                    }
                }
            }
        }
    }
}

/// A pixel's colour from its RGBA bytes.
fn rgb(pixel: &[u8]) -> Rgb {
    u32::from_le_bytes([pixel[0], pixel[1], pixel[2], pixel[3]])
}

fn palette_bytes(colours: impl Iterator<Item = Rgb>) -> Vec<u8> {
    colours
        .flat_map(|c| {
            let [r, g, b, _] = c.to_le_bytes();
            [r, g, b]
        })
        .collect()
}
