//! Long replies cut to a platform's message size.

/// Splits text into pieces of at most `max` characters, at line ends where possible.
pub fn split(text: &str, max: usize) -> Vec<String> {
    let mut pieces = vec![String::new()];
    for line in text.split_inclusive('\n') {
        let mut line = line;
        while !line.is_empty() {
            let current = pieces.last_mut().expect("never empty");
            let room = max - current.chars().count();
            let fits = line.chars().count() <= room;
            if !fits && !current.is_empty() {
                pieces.push(String::new());
                continue;
            }
            let cut = if fits { line.len() } else { line.char_indices().nth(room).map_or(line.len(), |(i, _)| i) };
            current.push_str(&line[..cut]);
            line = &line[cut..];
        }
    }
    pieces.retain(|p| !p.trim().is_empty());
    pieces
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_text_splits_at_line_ends_and_never_exceeds_the_limit() {
        let text = format!("{}\n{}\n{}", "a".repeat(6), "b".repeat(3), "c".repeat(12));
        let pieces = split(&text, 10);
        assert_eq!(pieces, vec!["aaaaaa\n".to_owned(), "bbb\n".into(), "cccccccccc".into(), "cc".into()]);
        assert!(split("", 10).is_empty());
        let accents = "è".repeat(25);
        assert!(split(&accents, 10).iter().all(|p| p.chars().count() <= 10));
    }
}
