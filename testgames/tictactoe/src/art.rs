//! The board as one SVG: a 3×3 grid with its coordinates, crosses and noughts.

use engine::{AddedView, Seat};

use crate::{TicTacToe, View};

/// Side of a square, in pixels.
const CELL: u32 = 96;
/// The margin that holds the coordinates.
const MARGIN: u32 = 24;

/// Tic-tac-toe's pictures.
pub struct Art;

impl render::AddedArt for Art {
    fn game(&self) -> &'static str {
        <TicTacToe as engine::Game>::INFO.name
    }

    fn svg(&self, view: &AddedView) -> String {
        view.downcast::<View>().map_or_else(String::new, svg)
    }
}

fn svg(board: &View) -> String {
    let side = 3 * CELL + 2 * MARGIN;
    let mut body = format!(r##"<rect width="{side}" height="{side}" fill="#f3ecd8"/>"##);
    for i in 0..=3 {
        let at = MARGIN + i * CELL;
        let end = MARGIN + 3 * CELL;
        body += &format!(r##"<path d="M{at} {MARGIN}V{end}M{MARGIN} {at}H{end}" stroke="#4a4135" stroke-width="3"/>"##);
    }
    for i in 0..3u32 {
        let centre = MARGIN + i * CELL + CELL / 2;
        let file = char::from(b'a' + i as u8);
        let (rank_y, file_y) = (MARGIN + (2 - i) * CELL + CELL / 2 + 5, side - 7);
        body += &format!(r##"<text x="{centre}" y="{file_y}" font-size="15" text-anchor="middle">{file}</text>"##);
        body += &format!(r##"<text x="12" y="{rank_y}" font-size="15" text-anchor="middle">{}</text>"##, i + 1);
    }
    for (square, mark) in board.iter().enumerate() {
        let (file, rank) = (square as u32 % 3, square as u32 / 3);
        let (x, y) = (MARGIN + file * CELL + CELL / 2, MARGIN + (2 - rank) * CELL + CELL / 2);
        let r = CELL / 3;
        body += &match mark {
            Some(Seat(0)) => format!(
                r##"<path d="M{} {}L{} {}M{} {}L{} {}" stroke="#b03a2e" stroke-width="10" stroke-linecap="round"/>"##,
                x - r,
                y - r,
                x + r,
                y + r,
                x + r,
                y - r,
                x - r,
                y + r
            ),
            Some(_) => {
                format!(r##"<circle cx="{x}" cy="{y}" r="{r}" fill="none" stroke="#2e5b9e" stroke-width="10"/>"##)
            }
            None => String::new(),
        };
    }
    format!(
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{side}" height="{side}" font-family="DejaVu Sans">{body}</svg>"#
    )
}
