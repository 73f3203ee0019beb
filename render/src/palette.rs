//! A game's fixed palette of 256 colours, for boards drawn in palette indices (see
//! [`crate::canvas`]). Every colour the art shows at full cover (squares, cards, the fill
//! of tokens and lettering) is a palette entry of its own, taken by how many pixels show
//! it, so a board's solid areas are exact. What is left of the 256 goes to the shades the
//! art makes when it is blended (the anti-aliased rims of tokens and letters over each
//! ground, translucent lines): a weighted median cut of them, so a rim pixel takes the
//! nearest of those shades. Lookups are the exact colour first, then the nearest entry of
//! a 32,768-cell table (five bits a channel), computed once.

use std::collections::HashMap;

use resvg::tiny_skia::Pixmap;

/// The most colours of a palette.
const COLOURS: usize = 256;
/// How many entries go to the commonest colours, exact; the rest are the median cut's.
const EXACT: usize = 176;
/// The grounds a sprite's rim and a line are blended over: the commonest colours of the
/// opaque art.
const GROUNDS: usize = 16;
/// How much an opaque pixel weighs against one blended over one ground.
const SOLID_WEIGHT: u64 = GROUNDS as u64;
/// The covers at which a translucent line's colour is blended over each ground, with
/// their weights (a line's body is common, its rim rare).
const COVERS: [(u32, u64); 4] = [(255, 64), (191, 4), (128, 4), (64, 4)];

/// An opaque colour, as red, green and blue.
pub type Rgb = [u8; 3];

/// A translucent colour to plan for: a line's colour and its opacity (0 to 255).
pub type Overlay = (Rgb, u8);

/// A game's palette, with the lookups of a colour's index.
pub struct Palette {
    colours: Vec<Rgb>,
    exact: HashMap<Rgb, u8>,
    /// The nearest entry for each colour cut to five bits a channel.
    nearest: Box<[u8]>,
}

impl Palette {
    /// The palette of art whose `opaque` pictures are copied and whose `sprites` are
    /// blended over them, with lines of the `overlays`' colours drawn over them too.
    pub fn new(opaque: &[&Pixmap], sprites: &[&Pixmap], overlays: &[Overlay]) -> Palette {
        let mut weights: HashMap<Rgb, u64> = HashMap::new();
        for picture in opaque {
            for p in picture.data().chunks_exact(4) {
                *weights.entry([p[0], p[1], p[2]]).or_default() += SOLID_WEIGHT;
            }
        }
        let mut grounds: Vec<(Rgb, u64)> = weights.iter().map(|(&c, &w)| (c, w)).collect();
        grounds.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
        grounds.truncate(GROUNDS);
        for sprite in sprites {
            for p in sprite.data().chunks_exact(4) {
                let pixel = [p[0], p[1], p[2], p[3]];
                match p[3] {
                    0 => {}
                    255 => *weights.entry([p[0], p[1], p[2]]).or_default() += SOLID_WEIGHT,
                    _ => {
                        for (ground, _) in &grounds {
                            *weights.entry(over(pixel, *ground)).or_default() += 1;
                        }
                    }
                }
            }
        }
        for &(rgb, opacity) in overlays {
            for (cover, weight) in COVERS {
                let alpha = u32::from(opacity) * cover / 255;
                let pixel = premultiplied(rgb, alpha as u8);
                for (ground, _) in &grounds {
                    *weights.entry(over(pixel, *ground)).or_default() += weight;
                }
            }
        }
        Palette::choose(weights.into_iter().collect())
    }

    /// The palette of these weighted colours: all of them if they fit, else the
    /// commonest exact and the median cut of the others.
    fn choose(mut weighted: Vec<(Rgb, u64)>) -> Palette {
        weighted.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
        let colours = if weighted.len() <= COLOURS {
            weighted.into_iter().map(|(c, _)| c).collect()
        } else {
            let rest = weighted.split_off(EXACT);
            let mut colours: Vec<Rgb> = weighted.into_iter().map(|(c, _)| c).collect();
            colours.extend(median_cut(rest, COLOURS - EXACT));
            colours
        };
        Palette::of(colours)
    }

    fn of(colours: Vec<Rgb>) -> Palette {
        let exact = colours.iter().enumerate().rev().map(|(i, &c)| (c, i as u8)).collect();
        let nearest = (0..1u32 << 15)
            .map(|cell| {
                let centre = [(cell >> 10) & 31, (cell >> 5) & 31, cell & 31].map(|v| (v << 3 | 4) as u8);
                nearest_of(&colours, centre)
            })
            .collect();
        Palette { colours, exact, nearest }
    }

    /// The entries, in index order.
    pub fn colours(&self) -> &[Rgb] {
        &self.colours
    }

    /// The RGB of entry `index`.
    pub fn rgb(&self, index: u8) -> Rgb {
        self.colours[usize::from(index)]
    }

    /// The index of `rgb`: its own entry, or the nearest.
    pub fn index(&self, rgb: Rgb) -> u8 {
        match self.exact.get(&rgb) {
            Some(&index) => index,
            None => {
                let [r, g, b] = rgb.map(|v| usize::from(v >> 3));
                self.nearest[r << 10 | g << 5 | b]
            }
        }
    }
}

/// A premultiplied pixel of `rgb` at `alpha`.
pub fn premultiplied(rgb: Rgb, alpha: u8) -> [u8; 4] {
    let [r, g, b] = rgb.map(|v| ((u32::from(v) * u32::from(alpha) + 127) / 255) as u8);
    [r, g, b, alpha]
}

/// A premultiplied pixel laid over an opaque colour (source over).
pub fn over(pixel: [u8; 4], under: Rgb) -> Rgb {
    let keep = 255 - u32::from(pixel[3]);
    std::array::from_fn(|c| pixel[c].saturating_add(((u32::from(under[c]) * keep + 127) / 255) as u8))
}

fn distance(a: Rgb, b: Rgb) -> u32 {
    a.iter().zip(b).map(|(&x, y)| u32::from(x.abs_diff(y)).pow(2)).sum()
}

fn nearest_of(colours: &[Rgb], rgb: Rgb) -> u8 {
    let closest = colours.iter().enumerate().min_by_key(|&(_, &c)| distance(c, rgb));
    closest.map_or(0, |(i, _)| i as u8)
}

/// `boxes` colours standing for the weighted `colours`: the box with the widest channel
/// is split at its weighted median until there are `boxes`, and each box gives its
/// weighted mean.
fn median_cut(colours: Vec<(Rgb, u64)>, boxes: usize) -> Vec<Rgb> {
    let widest = |part: &[(Rgb, u64)]| -> (usize, u8) {
        (0..3)
            .map(|c| {
                let (low, high) = part.iter().fold((255, 0), |(l, h), (rgb, _)| (rgb[c].min(l), rgb[c].max(h)));
                (c, high.saturating_sub(low))
            })
            .max_by_key(|&(_, range)| range)
            .unwrap_or((0, 0))
    };
    let mut parts = vec![colours];
    while parts.len() < boxes {
        let Some((at, channel)) = parts
            .iter()
            .enumerate()
            .filter(|(_, part)| part.len() > 1)
            .map(|(i, part)| (i, widest(part)))
            .max_by_key(|&(_, (_, range))| range)
            .map(|(i, (channel, _))| (i, channel))
        else {
            break;
        };
        let mut part = parts.swap_remove(at);
        part.sort_by_key(|(rgb, _)| rgb[channel]);
        let half = part.iter().map(|(_, w)| w).sum::<u64>() / 2;
        let mut running = 0;
        let cut = part.iter().position(|(_, w)| {
            running += w;
            running >= half
        });
        let cut = cut.unwrap_or(0).clamp(0, part.len() - 2) + 1;
        let upper = part.split_off(cut);
        parts.push(part);
        parts.push(upper);
    }
    parts
        .iter()
        .map(|part| {
            let total = part.iter().map(|(_, w)| w).sum::<u64>().max(1);
            std::array::from_fn(|c| {
                let sum: u64 = part.iter().map(|(rgb, w)| u64::from(rgb[c]) * w).sum();
                ((sum + total / 2) / total) as u8
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn colours_that_fit_are_all_kept_exactly() {
        let colours: Vec<(Rgb, u64)> = (0..200u8).map(|i| ([i, 255 - i, i / 2], 1)).collect();
        let palette = Palette::choose(colours.clone());
        for (rgb, _) in colours {
            assert_eq!(palette.rgb(palette.index(rgb)), rgb);
        }
    }

    #[test]
    fn the_commonest_colours_stay_exact_and_a_rare_one_takes_a_near_entry() {
        let mut colours: Vec<(Rgb, u64)> = (0..EXACT as u32).map(|i| ([i as u8, 0, 200], 1_000)).collect();
        colours.extend((0..4_000u32).map(|i| ([(i % 251) as u8, (i * 7 % 253) as u8, (i * 13 % 255) as u8], 1)));
        let palette = Palette::choose(colours.clone());
        assert_eq!(palette.colours().len(), COLOURS);
        for i in 0..EXACT as u8 {
            assert_eq!(palette.rgb(palette.index([i, 0, 200])), [i, 0, 200], "common colour {i} is exact");
        }
        let rare = [120, 77, 30];
        let got = palette.rgb(palette.index(rare));
        assert!(distance(got, rare) < 40 * 40, "{rare:?} became {got:?}");
    }
}
