use serde::Deserialize;

#[derive(Deserialize, Debug, Default, Copy, Clone)]
#[serde(rename_all = "lowercase")]
pub enum BoardTheme {
    #[serde(alias = "blue2")]
    #[serde(alias = "blue3")]
    #[serde(alias = "blue-marble")]
    #[serde(alias = "canvas")]
    Blue,
    #[serde(alias = "wood")]
    #[serde(alias = "wood2")]
    #[serde(alias = "wood3")]
    #[serde(alias = "wood4")]
    #[serde(alias = "maple")]
    #[serde(alias = "maple2")]
    #[serde(alias = "marble")]
    #[serde(alias = "grey")]
    #[serde(alias = "metal")]
    #[serde(alias = "olive")]
    #[serde(alias = "newspaper")]
    #[serde(alias = "horsey")]
    #[default]
    Brown,
    #[serde(alias = "green-plastic")]
    Green,
    #[serde(alias = "leather")]
    Ic,
    Pink,
    #[serde(alias = "purple-diag")]
    Purple,
}

pub struct ByBoardTheme<T> {
    inner: [T; 6],
}

impl<T> ByBoardTheme<T> {
    pub fn new<F>(f: F) -> ByBoardTheme<T>
    where
        F: FnMut(BoardTheme) -> T,
    {
        use BoardTheme::*;
        ByBoardTheme {
            inner: [Blue, Brown, Green, Ic, Pink, Purple].map(f),
        }
    }

    pub fn by_board_theme(&self, board: BoardTheme) -> &T {
        &self.inner[board as usize]
    }
}

#[derive(Deserialize, Debug, Default, Copy, Clone, Eq, PartialEq)]
#[serde(rename_all = "lowercase")]
pub enum PieceSet {
    Alpha,
    Anarcandy,
    Caliente,
    California,
    Cardinal,
    #[default]
    Cburnett,
    Celtic,
    Chess7,
    Chessnut,
    Companion,
    Cooke,
    Disguised,
    Dubrovny,
    Fantasy,
    Firi,
    Fresca,
    Gioco,
    Governor,
    Horsey,
    Icpieces,
    #[serde(rename = "kiwen-suwi")]
    KiwenSuwi,
    Kosal,
    Leipzig,
    Letter,
    Maestro,
    Merida,
    Monarchy,
    Mpchess,
    Pirouetti,
    Pixel,
    Reillycraig,
    Rhosgfx,
    Riohacha,
    Shapes,
    Spatial,
    Staunty,
    Tatiana,
    Xkcd,
}

pub struct ByPieceSet<T> {
    inner: [T; 38],
}

impl<T> ByPieceSet<T> {
    pub fn new<F>(f: F) -> ByPieceSet<T>
    where
        F: FnMut(PieceSet) -> T,
    {
        use PieceSet::*;
        ByPieceSet {
            inner: [
                Alpha,
                Anarcandy,
                Caliente,
                California,
                Cardinal,
                Cburnett,
                Celtic,
                Chess7,
                Chessnut,
                Companion,
                Cooke,
                Disguised,
                Dubrovny,
                Fantasy,
                Firi,
                Fresca,
                Gioco,
                Governor,
                Horsey,
                Icpieces,
                KiwenSuwi,
                Kosal,
                Leipzig,
                Letter,
                Maestro,
                Merida,
                Monarchy,
                Mpchess,
                Pirouetti,
                Pixel,
                Reillycraig,
                Rhosgfx,
                Riohacha,
                Shapes,
                Spatial,
                Staunty,
                Tatiana,
                Xkcd,
            ]
            .map(f),
        }
    }

    pub fn by_piece_set(&self, piece_set: PieceSet) -> &T {
        &self.inner[piece_set as usize]
    }
}

// lila-anchor: the one sprite sheet vendored (brown board, cburnett pieces, lila-gif's
// defaults) stands for every theme; the original table includes all 240 sheets (24 MB).
pub fn sprite_data(_board: BoardTheme, _pieces: PieceSet) -> &'static [u8] {
    include_bytes!("../theme/sprites/brown-cburnett.gif")
}

#[cfg(test)]
mod tests {
    use std::convert::identity;

    use super::*;

    #[test]
    fn test_by_piece_set() {
        assert_eq!(
            ByPieceSet::new(identity).by_piece_set(PieceSet::Tatiana),
            &PieceSet::Tatiana
        );
    }
}
