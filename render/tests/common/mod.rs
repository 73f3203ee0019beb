//! What the image tests share: decoding, and the comparison with the whole-SVG oracle.

#![allow(dead_code)]

use engine::AnyView;
use render::Renderer;

pub fn decode(png: &[u8]) -> image::RgbImage {
    image::load_from_memory_with_format(png, image::ImageFormat::Png).expect("a valid PNG").to_rgb8()
}

/// How many pixels differ noticeably between an image and an RGBA reference.
pub fn differing(fast: &image::RgbImage, reference: &[u8]) -> usize {
    fast.pixels()
        .zip(reference.chunks_exact(4))
        .filter(|(a, b)| (0..3).any(|i| (i32::from(a[i]) - i32::from(b[i])).abs() > 24))
        .count()
}

/// The fast path draws what the whole SVG rasterised at once draws: only anti-aliased
/// sprite edges may differ.
pub fn assert_matches_oracle(renderer: &Renderer, view: &AnyView) {
    let fast = decode(&renderer.png(view));
    let (w, h, reference) = renderer.reference_rgba(view).unwrap();
    assert_eq!((fast.width(), fast.height()), (w, h));
    let bad = differing(&fast, &reference);
    assert!(bad < (w * h / 200) as usize, "{bad} pixels differ");
}
