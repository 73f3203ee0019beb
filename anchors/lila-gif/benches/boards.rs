//! Our board PNGs against lila-gif's own renderer, in one process: each round times every
//! subject in turn for about a second (so a change of the machine's load touches all of
//! them alike), and the table gives each subject's median over the rounds, with the
//! ratio to lila-gif's image per image and per pixel, and the lowest ratio of any round.
//!
//! `cargo bench` (here, in `anchors/lila-gif`); `ROUNDS=9` for more rounds.

#[path = "../../../render/benches/shared/positions.rs"]
mod positions;

use std::hint::black_box;
use std::time::{Duration, Instant};

use engine::{AnyView, GameKind, Viewer};
use lila_gif::api::RequestParams;
use lila_gif::render::Render;
use lila_gif::theme::Themes;
use render::Renderer;

/// A middlegame position as lila-gif is asked for it (a FEN and the last move), the way
/// lichess asks for a game's thumbnail.
const LILA_QUERY: &str =
    r#"{"fen": "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R2QKB1R w KQ - 0 9", "lastMove": "e7e6"}"#;

/// One thing timed: a name, and one image of it (returned, so it is not optimised away).
struct Subject<'a> {
    name: String,
    pixels: usize,
    draw: Box<dyn FnMut() -> usize + 'a>,
}

/// The mean time of one image, drawing for about `span`.
fn time(subject: &mut Subject, span: Duration) -> Duration {
    let start = Instant::now();
    let mut images = 0u32;
    while start.elapsed() < span {
        black_box((subject.draw)());
        images += 1;
    }
    start.elapsed() / images
}

/// Our boards of a game, one after another as a channel sees them, a move apart.
fn ours<'a>(renderer: &'a Renderer, name: &str, views: Vec<AnyView>) -> Subject<'a> {
    let (width, height) = png_size(&renderer.png(&views[0]));
    let mut next = 0;
    let draw = move || {
        next = (next + 1) % views.len();
        renderer.png(&views[next]).len()
    };
    Subject { name: format!("{name} ({width}x{height})"), pixels: width * height, draw: Box::new(draw) }
}

/// The width and height of a PNG, from its header.
fn png_size(png: &[u8]) -> (usize, usize) {
    let word = |at: usize| u32::from_be_bytes(png[at..at + 4].try_into().expect("a PNG header")) as usize;
    (word(16), word(20))
}

fn lila(themes: &'static Themes) -> Subject<'static> {
    let image = move || {
        let params: RequestParams = serde_json::from_str(LILA_QUERY).expect("a lila-gif query");
        Render::new_image(themes, params).map(|chunk| chunk.len()).sum::<usize>()
    };
    Subject { name: "lila-gif: board GIF (720x720)".into(), pixels: 720 * 720, draw: Box::new(image) }
}

fn median(mut times: Vec<Duration>) -> Duration {
    times.sort();
    times[times.len() / 2]
}

fn main() {
    let rounds: usize = std::env::var("ROUNDS").ok().and_then(|r| r.parse().ok()).unwrap_or(5);
    let themes: &'static Themes = Box::leak(Box::new(Themes::new()));
    let renderer = Renderer::new().expect("our art");
    // Each game's boards as a channel sees them, move after move.
    let walk = |kind, options: &[&str], seats, count| positions::walk(kind, options, seats, Viewer::Spectator, count);
    let mut subjects = vec![
        lila(themes),
        ours(&renderer, "tafl 11x11", walk(GameKind::Hnefatafl, &[], 2, 3_000)),
        ours(&renderer, "tafl brandubh", walk(GameKind::Hnefatafl, &["rules=brandubh"], 2, 5_000)),
        ours(&renderer, "gype, 4 players", walk(GameKind::Gype, &["start=random"], 4, 2_000)),
        ours(&renderer, "landover", walk(GameKind::Landover, &[], 2, 2_000)),
        ours(&renderer, "quest public map", walk(GameKind::Quest, &[], 5, 1_500)),
        ours(&renderer, "skirmish 26x26", walk(GameKind::Skirmish, &["size=26", "map=random"], 2, 1_000)),
    ];
    for subject in &mut subjects {
        time(subject, Duration::from_millis(300));
    }
    let mut times: Vec<Vec<Duration>> = vec![Vec::new(); subjects.len()];
    for round in 0..rounds {
        for (subject, times) in subjects.iter_mut().zip(&mut times) {
            times.push(time(subject, Duration::from_secs(1)));
        }
        eprintln!("round {} of {rounds} done", round + 1);
    }
    let anchor_times = times[0].clone();
    let anchor = median(anchor_times.clone());
    let anchor_pixels = subjects[0].pixels as f64;
    println!("| image | ms per image | × lila-gif per image (lowest round) | × per pixel |");
    println!("|---|---|---|---|");
    for (i, (subject, times)) in subjects.iter().zip(&times).enumerate() {
        let ms = median(times.clone()).as_secs_f64() * 1e3;
        if i == 0 {
            println!("| {} | {ms:.2} | anchor | anchor |", subject.name);
            continue;
        }
        let ratio = anchor.as_secs_f64() * 1e3 / ms;
        let lowest = times
            .iter()
            .zip(&anchor_times)
            .map(|(t, a)| a.as_secs_f64() / t.as_secs_f64())
            .fold(f64::INFINITY, f64::min);
        let per_pixel = ratio * subject.pixels as f64 / anchor_pixels;
        println!("| {} | {ms:.2} | {ratio:.1}× ({lowest:.1}×) | {per_pixel:.1}× |", subject.name);
    }
}
