//! A results table as an image (a tournament's final standings): a title, a header row
//! and striped rows, drawn once per request with the embedded font.

use crate::raster::{self, Fonts};

/// What a table shows; every cell is text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableView {
    pub title: String,
    pub header: Vec<String>,
    pub rows: Vec<Vec<String>>,
}

const ROW: u32 = 30;
const PAD: u32 = 16;
const CHAR: u32 = 10;
/// Longest cell, in characters; longer text is cut with an ellipsis.
const MAX_CELL: usize = 24;
const MAX_ROWS: usize = 256;
/// Longest line of the title, in characters; a longer title wraps at a space.
const TITLE_LINE: usize = 40;
const TITLE_LINES: usize = 3;

fn escape(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

fn cut(text: &str) -> String {
    if text.chars().count() <= MAX_CELL {
        text.to_owned()
    } else {
        text.chars().take(MAX_CELL - 1).chain(['…']).collect()
    }
}

/// The title in lines of at most [`TITLE_LINE`] characters, broken at spaces; a word
/// longer than a line, or a title longer than [`TITLE_LINES`], is cut with an ellipsis.
fn title_lines(title: &str) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    for word in title.split_whitespace() {
        match lines.last_mut() {
            Some(line) if line.chars().count() + 1 + word.chars().count() <= TITLE_LINE => {
                line.push(' ');
                line.push_str(word);
            }
            _ => lines.push(word.chars().take(TITLE_LINE).collect()),
        }
    }
    if lines.len() > TITLE_LINES {
        lines.truncate(TITLE_LINES);
        lines[TITLE_LINES - 1].push('…');
    }
    lines
}

/// The table as an SVG document.
pub fn svg(view: &TableView) -> String {
    let rows: Vec<Vec<String>> = view.rows.iter().take(MAX_ROWS).map(|r| r.iter().map(|c| cut(c)).collect()).collect();
    let header: Vec<String> = view.header.iter().map(|c| cut(c)).collect();
    let columns = header.len().max(rows.iter().map(Vec::len).max().unwrap_or(0));
    let widths: Vec<u32> = (0..columns)
        .map(|c| {
            let longest = std::iter::once(&header).chain(&rows).filter_map(|r| r.get(c)).map(|t| t.chars().count());
            longest.max().unwrap_or(1).max(2) as u32 * CHAR + PAD
        })
        .collect();
    let title = title_lines(&view.title);
    let title_width = title.iter().map(|l| l.chars().count()).max().unwrap_or(0) as u32 * 12;
    let width = (widths.iter().sum::<u32>() + 2 * PAD).max(title_width + 2 * PAD);
    let extra = (title.len().max(1) as u32 - 1) * ROW;
    let height = (rows.len() as u32 + 2) * ROW + 2 * PAD + extra;
    let mut body = format!(r##"<rect width="{width}" height="{height}" fill="#f4efe4"/>"##);
    for (i, line) in title.iter().enumerate() {
        body += &format!(
            r##"<text x="{PAD}" y="{}" font-size="20" fill="#3b2f22">{}</text>"##,
            PAD + 20 + i as u32 * ROW,
            escape(line)
        );
    }
    let line = |y: u32, cells: &[String], ink: &str, size: u32| {
        let mut x = PAD;
        let mut out = String::new();
        for (cell, w) in cells.iter().zip(&widths) {
            out += &format!(
                r#"<text x="{}" y="{}" font-size="{size}" fill="{ink}">{}</text>"#,
                x + 6,
                y + 20,
                escape(cell)
            );
            x += w;
        }
        out
    };
    let top = PAD + ROW + extra;
    body += &format!(r##"<rect x="{PAD}" y="{top}" width="{}" height="{ROW}" fill="#6b5a45"/>"##, width - 2 * PAD);
    body += &line(top, &header, "#ffffff", 15);
    for (i, row) in rows.iter().enumerate() {
        let y = top + (i as u32 + 1) * ROW;
        let fill = if i % 2 == 0 { "#ffffff" } else { "#ebe3d3" };
        body += &format!(r##"<rect x="{PAD}" y="{y}" width="{}" height="{ROW}" fill="{fill}"/>"##, width - 2 * PAD);
        body += &line(y, row, "#3b2f22", 15);
    }
    raster::document(width, height, &body)
}

/// The table as a PNG. Our own SVG always parses; should it not, a blank pixel is drawn
/// rather than failing.
pub fn png(view: &TableView, fonts: &Fonts) -> Vec<u8> {
    match raster::rasterize(&svg(view), fonts) {
        Ok(pixmap) => raster::encode_png(&pixmap),
        Err(_) => raster::encode_png(&resvg::tiny_skia::Pixmap::new(1, 1).expect("a 1×1 pixmap")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_table_draws_every_row_and_escapes_text() {
        let view = TableView {
            title: "Tournament #1 <final>".into(),
            header: vec!["#".into(), "player".into(), "score".into()],
            rows: (1..=4).map(|i| vec![i.to_string(), format!("p&{i}"), "1½".into()]).collect(),
        };
        let svg = svg(&view);
        assert!(svg.contains("&lt;final&gt;") && svg.contains("p&amp;3"));
        let png = png(&view, &Fonts::embedded());
        let image = image::load_from_memory(&png).unwrap();
        assert_eq!(image.height(), 6 * ROW + 2 * PAD);
        assert!(image.width() > 200);
    }

    #[test]
    fn a_long_title_wraps_at_spaces_instead_of_being_cut() {
        let title = "Tournament #1 – Hnefatafl (Brandubh) – after round 3";
        assert_eq!(title_lines(title), ["Tournament #1 – Hnefatafl (Brandubh) –", "after round 3"]);
        let view = TableView { title: title.into(), header: vec!["#".into()], rows: vec![vec!["1".into()]] };
        let image = image::load_from_memory(&png(&view, &Fonts::embedded())).unwrap();
        assert_eq!(image.height(), 4 * ROW + 2 * PAD, "a second title line adds a row");
        assert!(svg(&view).contains(">after round 3</text>"));
        assert_eq!(title_lines(&"word ".repeat(40)).len(), TITLE_LINES);
    }
}
