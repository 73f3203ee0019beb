//! What each game's pictures are to the renderer: art rasterised once, a board drawn
//! per view, and the slow reference drawing tests compare it with.

use engine::AnyView;
use resvg::tiny_skia::Pixmap;

use crate::Spots;
use crate::added::AddedArts;
use crate::canvas::IndexedCanvas;
use crate::caption::Atlas;
use crate::raster::{self, Fonts, RenderError};

/// A board as drawn: in RGBA, or in indices of the game's palette (see
/// [`crate::palette`]).
pub(crate) enum Picture<'a> {
    Rgba(Pixmap),
    Indexed(IndexedCanvas<'a>),
}

impl Picture<'_> {
    pub(crate) fn png(self) -> Vec<u8> {
        match self {
            Picture::Rgba(frame) => raster::encode_png(&frame),
            Picture::Indexed(canvas) => canvas.png(),
        }
    }

    /// The picture in RGBA (a replay's frame).
    pub(crate) fn rgba(self) -> Pixmap {
        match self {
            Picture::Rgba(frame) => frame,
            Picture::Indexed(canvas) => canvas.rgba(),
        }
    }
}

/// One game's pictures.
pub(crate) trait Art: Sized {
    /// What a viewer sees of the game.
    type View;

    /// Rasterises the game's static art (backgrounds, tiles) once.
    fn new(fonts: &Fonts) -> Result<Self, RenderError>;

    /// The board as `view` shows it; `names` name the seats' players where the picture
    /// says who is who, with the caption glyphs of `atlas`.
    fn draw<'a>(&'a self, view: &Self::View, names: &[&str], atlas: &Atlas) -> Picture<'a>;

    /// The board as a PNG: [`Art::draw`]'s picture, unless the game has a faster way to
    /// the same pixels.
    fn png(&self, view: &Self::View, names: &[&str], atlas: &Atlas) -> Vec<u8> {
        self.draw(view, names, atlas).png()
    }

    /// The same picture as one SVG, the oracle of the fast path.
    fn full_svg(view: &Self::View) -> String;

    /// Where the board's squares lie in the picture; none for a game without a grid.
    fn spots(_view: &Self::View) -> Spots {
        Spots::default()
    }
}

/// The renderer's column of the registry ([`engine::registry`]): [`Arts`], every game's
/// art, and the dispatch of an [`AnyView`] to its game.
macro_rules! arts {
    ($($variant:ident {
        rules: $_rules:path, view: $_view:path, art: $module:ident::$art:ident, ai: $_ai:ident,
        catalog: $_catalog:literal, aliases: [$($_alias:literal),* $(,)?], topics: [$($_topics:tt)*] $(,)?
    })*) => {
        $(use crate::$module::$art;)*

        /// Every game's art.
        #[allow(non_snake_case)]
        pub(crate) struct Arts {
            $($variant: $art,)*
        }

        impl Arts {
            pub(crate) fn new(fonts: &Fonts) -> Result<Arts, RenderError> {
                Ok(Arts { $($variant: <$art>::new(fonts)?,)* })
            }

            /// The board as its PNG shows it; an added game's is drawn by its `added` art.
            pub(crate) fn shown(
                &self,
                view: &AnyView,
                names: &[&str],
                atlas: &Atlas,
                added: &AddedArts,
                fonts: &Fonts,
            ) -> Pixmap {
                match view {
                    $(AnyView::$variant(view) => self.$variant.draw(view, names, atlas).rgba(),)*
                    AnyView::Added(view) => added.draw(view, fonts),
                }
            }

            /// The board as a PNG; an added game's drawing, encoded.
            pub(crate) fn png(
                &self,
                view: &AnyView,
                names: &[&str],
                atlas: &Atlas,
                added: &AddedArts,
                fonts: &Fonts,
            ) -> Vec<u8> {
                match view {
                    $(AnyView::$variant(view) => self.$variant.png(view, names, atlas),)*
                    AnyView::Added(view) => raster::encode_png(&added.draw(view, fonts)),
                }
            }

            /// Where `view`'s squares lie in its picture; none for an added game.
            pub(crate) fn spots(view: &AnyView) -> Spots {
                match view {
                    $(AnyView::$variant(view) => <$art>::spots(view),)*
                    AnyView::Added(_) => Spots::default(),
                }
            }

            /// The reference SVG of `view`; an added game's is its art's only drawing.
            pub(crate) fn full_svg(view: &AnyView, added: &AddedArts) -> Option<String> {
                match view {
                    $(AnyView::$variant(view) => Some(<$art>::full_svg(view)),)*
                    AnyView::Added(view) => added.svg(view),
                }
            }
        }
    };
}

engine::for_each_game!(arts);
