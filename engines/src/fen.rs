//! TaflZero's FEN of a board: the rows from the top, `a` an attacker, `d` a defender, `k`
//! the king, numbers for runs of empty squares (OpenTafl's letters are `t`, `T`, `K`).

use engine::tafl::Board;

/// `board` as FEN rows.
pub fn write(board: &Board) -> String {
    board
        .to_position()
        .chars()
        .map(|c| match c {
            't' => 'a',
            'T' => 'd',
            'K' => 'k',
            other => other,
        })
        .collect()
}

/// FEN rows as a board; `None` unless they are one of ours.
pub fn read(rows: &str) -> Option<Board> {
    if rows.contains(['t', 'T', 'K']) {
        return None;
    }
    let ours: String = rows
        .chars()
        .map(|c| match c {
            'a' => 't',
            'd' => 'T',
            'k' => 'K',
            other => other,
        })
        .collect();
    Board::from_position(&ours)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn brandubhs_start_reads_back_from_its_fen() {
        let start = engine::tafl::Ruleset::Brandubh.rules().start_board();
        let fen = write(&start);
        assert_eq!(fen, "3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3");
        assert_eq!(read(&fen), Some(start));
        assert_eq!(read("3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3"), None, "OpenTafl's letters are not FEN");
    }
}
