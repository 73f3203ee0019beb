//! Animated replays as GIFs, encoded the way lila-gif encodes games: one global palette
//! taken from the first frame (our fixed art: the background, the squares and the
//! pieces at the start), then per ply only the rectangle that changed, with unchanged
//! pixels transparent. A frame is the board exactly as the per-move PNG draws it, with a
//! caption strip under it, so every colour is kept: a rectangle whose colours are not
//! all in the global palette brings a local one, and one with more than 255 new colours
//! is split until each part fits.

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

    /// The pixels of `rect`, row by row, as RGBA chunks.
    fn pixels(&self, rect: Rect) -> impl Iterator<Item = &[u8]> {
        (rect.y..rect.y + rect.h).flat_map(move |r| self.row(r)[rect.x * 4..(rect.x + rect.w) * 4].chunks_exact(4))
    }

    /// The smallest rectangle holding every pixel that differs from `before`; `None`
    /// when none does.
    fn changed_since(&self, before: &Picture) -> Option<Rect> {
        let height = self.height();
        let differs = |r: usize| self.row(r) != before.row(r);
        let top = (0..height).find(|&r| differs(r))?;
        let bottom = (top..height).rev().find(|&r| differs(r)).unwrap_or(top);
        let (mut left, mut right) = (self.width(), 0);
        for r in (top..=bottom).filter(|&r| differs(r)) {
            let (now, then) = (self.row(r).chunks_exact(4), before.row(r).chunks_exact(4));
            let mut differing = now.zip(then).enumerate().filter(|(_, (a, b))| a != b).map(|(c, _)| c);
            if let Some(first) = differing.next() {
                left = left.min(first);
                right = right.max(differing.next_back().unwrap_or(first));
            }
        }
        Some(Rect { x: left, y: top, w: right - left + 1, h: bottom - top + 1 })
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
    pub fn new(atlas: &'a Atlas) -> ReplayEncoder<'a> {
        ReplayEncoder {
            atlas,
            shown: None,
            caption: None,
            global: ColourMap::default(),
            encoder: None,
            pending: Vec::new(),
        }
    }

    /// Adds a position: `board` as drawn for the per-move PNG, and its caption. Every
    /// board of one replay has the same size.
    pub fn push(&mut self, board: Pixmap, caption: &str) {
        if self.caption.as_ref().is_none_or(|(text, _)| text != caption) {
            self.caption = Some((caption.to_owned(), self.atlas.strip(caption, board.width())));
        }
        let strip = self.caption.as_ref().expect("just set").1.clone();
        let picture = Picture { board, strip };
        match &self.shown {
            None => {
                self.start(&picture);
                let whole = Rect { x: 0, y: 0, w: picture.width(), h: picture.height() };
                self.pending = self.frames(&picture, None, whole);
            }
            Some(shown) => {
                debug_assert_eq!((shown.width(), shown.height()), (picture.width(), picture.height()));
                match picture.changed_since(shown) {
                    Some(rect) => {
                        let frames = self.frames(&picture, Some(shown), rect);
                        self.flush(PLY_DELAY);
                        self.pending = frames;
                    }
                    None => self.extend_pending(PLY_DELAY),
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

    /// The first picture fixes the size and the global palette: its most common colours.
    fn start(&mut self, first: &Picture) {
        let mut counts: ColourMap<u32> = ColourMap::default();
        let whole = Rect { x: 0, y: 0, w: first.width(), h: first.height() };
        for p in first.pixels(whole) {
            *counts.entry(rgb(p)).or_default() += 1;
        }
        let mut common: Vec<(Rgb, u32)> = counts.into_iter().collect();
        common.sort_unstable_by_key(|&(colour, count)| (std::cmp::Reverse(count), colour));
        common.truncate(COLOURS);
        let mut palette = palette_bytes(common.iter().map(|&(c, _)| c));
        palette.resize(3 * (COLOURS + 1), 0);
        self.global = common.iter().enumerate().map(|(i, &(c, _))| (c, i as u8)).collect();
        let (width, height) = (first.width() as u16, first.height() as u16);
        let mut encoder = Encoder::new(Vec::new(), width, height, &palette).expect("writing to memory cannot fail");
        encoder.set_repeat(Repeat::Infinite).expect("writing to memory cannot fail");
        self.encoder = Some(encoder);
    }

    /// Writes the pending frames, the last one staying `delay`.
    fn flush(&mut self, delay: u16) {
        self.extend_pending(delay);
        let encoder = self.encoder.as_mut().expect("frames follow the start");
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
    /// one against the global palette when it has every changed colour, else one with a
    /// local palette, else the rectangle split in two.
    fn frames(&self, picture: &Picture, shown: Option<&Picture>, rect: Rect) -> Vec<Frame<'static>> {
        let mut in_global = true;
        let mut last = u32::MAX;
        each_change(picture, shown, rect, |pixel| {
            if let Some(colour) = pixel.filter(|&c| c != last) {
                last = colour;
                in_global = self.global.contains_key(&colour);
            }
            in_global
        });
        if in_global {
            return vec![frame(picture, shown, rect, &self.global, None)];
        }
        let mut local: ColourMap<u8> = ColourMap::default();
        each_change(picture, shown, rect, |pixel| {
            if let Some(colour) = pixel {
                let next = local.len();
                local.entry(colour).or_insert_with(|| next as u8);
            }
            local.len() <= COLOURS
        });
        if local.len() <= COLOURS {
            let mut ordered: Vec<(Rgb, u8)> = local.iter().map(|(&c, &i)| (c, i)).collect();
            ordered.sort_unstable_by_key(|&(_, i)| i);
            let palette = palette_bytes(ordered.into_iter().map(|(c, _)| c));
            return vec![frame(picture, shown, rect, &local, Some(palette))];
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
}

/// Calls `visit` with each pixel of `rect` in `picture`, row by row: its colour, or
/// `None` where `shown` already has the same; stops when `visit` returns false.
fn each_change(picture: &Picture, shown: Option<&Picture>, rect: Rect, mut visit: impl FnMut(Option<Rgb>) -> bool) {
    let columns = rect.x * 4..(rect.x + rect.w) * 4;
    for r in rect.y..rect.y + rect.h {
        let now = &picture.row(r)[columns.clone()];
        match shown {
            Some(shown) => {
                let then = &shown.row(r)[columns.clone()];
                for (a, b) in now.chunks_exact(4).zip(then.chunks_exact(4)) {
                    if !visit((a != b).then(|| rgb(a))) {
                        return;
                    }
                }
            }
            None => {
                for a in now.chunks_exact(4) {
                    if !visit(Some(rgb(a))) {
                        return;
                    }
                }
            }
        }
    }
}

/// One frame over `rect`: changed pixels by their index in `map`, unchanged ones
/// transparent (index 255, or the palette's length when local).
fn frame(
    picture: &Picture,
    shown: Option<&Picture>,
    rect: Rect,
    map: &ColourMap<u8>,
    palette: Option<Vec<u8>>,
) -> Frame<'static> {
    let transparent = match &palette {
        Some(bytes) => (bytes.len() / 3) as u8,
        None => COLOURS as u8,
    };
    let mut last = (u32::MAX, transparent);
    let mut indices = Vec::with_capacity(rect.w * rect.h);
    each_change(picture, shown, rect, |pixel| {
        indices.push(match pixel {
            None => transparent,
            Some(colour) => {
                if colour != last.0 {
                    last = (colour, map[&colour]);
                }
                last.1
            }
        });
        true
    });
    let palette = palette.map(|mut bytes| {
        bytes.extend([0, 0, 0]);
        bytes
    });
    Frame {
        dispose: DisposalMethod::Keep,
        transparent: Some(transparent),
        left: rect.x as u16,
        top: rect.y as u16,
        width: rect.w as u16,
        height: rect.h as u16,
        palette,
        buffer: indices.into(),
        ..Frame::default()
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
