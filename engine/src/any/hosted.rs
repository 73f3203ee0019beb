//! Games added at start-up from outside this crate. The games of the registry
//! ([`crate::registry`]) are [`AnyMatch`] variants of their own; any other [`Game`] is
//! hosted by implementing [`Hosted`] with the [`hosted!`](crate::hosted) macro and giving
//! its [`GameDef`] to [`host`] before its first match is started or read. Its matches are then
//! [`AnyMatch::Added`], stored, read, replayed and shown like any other.

use std::any::Any;
use std::fmt;
use std::sync::{PoisonError, RwLock};

use serde::{Serialize, Serializer};
use serde_json::Value;

use super::erased::DynMatch;
use super::{AnyMatch, AnyView, GameDef};
use crate::game::Game;
use crate::record::Match;

/// A game the bot hosts: how its matches and views become an [`AnyMatch`] and an
/// [`AnyView`]. The games of the registry implement it with their own variants;
/// any other game with [`hosted!`](crate::hosted).
pub trait Hosted: Game + Send + Sync + 'static {
    fn any_match(m: Match<Self>) -> AnyMatch;
    fn any_view(view: Self::View) -> AnyView;
}

/// Implements [`Hosted`] for a game added from outside the engine: its matches are
/// [`AnyMatch::Added`] and its views [`AnyView::Added`].
#[macro_export]
macro_rules! hosted {
    ($game:ty) => {
        impl $crate::Hosted for $game {
            fn any_match(m: $crate::Match<$game>) -> $crate::AnyMatch {
                $crate::AnyMatch::Added($crate::AddedMatch::new(m))
            }

            fn any_view(view: <$game as $crate::Game>::View) -> $crate::AnyView {
                $crate::AnyView::Added($crate::AddedView::new::<$game>(view))
            }
        }
    };
}

/// The games added at start-up.
static ADDED: RwLock<Vec<&'static GameDef>> = RwLock::new(Vec::new());

/// Hosts the game `def` describes, from now on (once; a second call is ignored).
pub fn host(def: &'static GameDef) {
    let mut added = ADDED.write().unwrap_or_else(PoisonError::into_inner);
    if !added.iter().any(|known| known.info.name == def.info.name) {
        added.push(def);
    }
}

/// The games added at start-up, in the order they were.
pub(super) fn added() -> Vec<&'static GameDef> {
    ADDED.read().unwrap_or_else(PoisonError::into_inner).clone()
}

/// The added game called `name`.
pub(super) fn added_named(name: &str) -> Option<&'static GameDef> {
    added().into_iter().find(|def| def.info.name == name)
}

/// A match of an added game.
trait Erased: DynMatch + Send + Sync {
    fn boxed(&self) -> Box<dyn Erased>;
    fn same(&self, other: &dyn Erased) -> bool;
    fn json(&self) -> serde_json::Result<Value>;
    fn name(&self) -> &'static str;
    fn as_any(&self) -> &dyn Any;
    fn debug(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result;
    fn dynamic(&self) -> &dyn DynMatch;
    fn dynamic_mut(&mut self) -> &mut dyn DynMatch;
}

impl<G: Hosted> Erased for Match<G>
where
    Match<G>: Send + Sync,
{
    fn boxed(&self) -> Box<dyn Erased> {
        Box::new(self.clone())
    }

    fn same(&self, other: &dyn Erased) -> bool {
        other.as_any().downcast_ref::<Match<G>>() == Some(self)
    }

    fn json(&self) -> serde_json::Result<Value> {
        serde_json::to_value(self)
    }

    fn name(&self) -> &'static str {
        G::INFO.name
    }

    fn as_any(&self) -> &dyn Any {
        self
    }

    fn debug(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self, f)
    }

    fn dynamic(&self) -> &dyn DynMatch {
        self
    }

    fn dynamic_mut(&mut self) -> &mut dyn DynMatch {
        self
    }
}

/// A match of an added game: stored as `{"game": name, "record": …}`, like the others.
pub struct AddedMatch(Box<dyn Erased>);

impl AddedMatch {
    pub fn new<G: Hosted>(m: Match<G>) -> AddedMatch
    where
        Match<G>: Send + Sync,
    {
        AddedMatch(Box::new(m))
    }

    /// The game's name.
    pub fn name(&self) -> &'static str {
        self.0.name()
    }

    /// The match, if its game is `G`.
    pub fn downcast<G: Hosted>(&self) -> Option<&Match<G>> {
        self.0.as_any().downcast_ref()
    }

    pub(super) fn dynamic(&self) -> &dyn DynMatch {
        self.0.dynamic()
    }

    pub(super) fn dynamic_mut(&mut self) -> &mut dyn DynMatch {
        self.0.dynamic_mut()
    }
}

impl Clone for AddedMatch {
    fn clone(&self) -> AddedMatch {
        AddedMatch(self.0.boxed())
    }
}

impl PartialEq for AddedMatch {
    fn eq(&self, other: &AddedMatch) -> bool {
        self.0.same(other.0.as_ref())
    }
}

impl fmt::Debug for AddedMatch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.debug(f)
    }
}

/// An added match as stored: its game's name and its record.
#[derive(Serialize)]
struct Stored {
    game: &'static str,
    record: Value,
}

impl Serialize for AddedMatch {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let record = self.0.json().map_err(serde::ser::Error::custom)?;
        Stored { game: self.name(), record }.serialize(serializer)
    }
}

/// A view of an added game, which its renderer reads with [`AddedView::downcast`].
pub struct AddedView {
    view: Box<dyn Any + Send + Sync>,
    game: &'static str,
    clone: fn(&(dyn Any + Send + Sync)) -> Box<dyn Any + Send + Sync>,
    same: fn(&(dyn Any + Send + Sync), &(dyn Any + Send + Sync)) -> bool,
    json: fn(&(dyn Any + Send + Sync)) -> Value,
}

impl AddedView {
    pub fn new<G: Hosted>(view: G::View) -> AddedView
    where
        G::View: PartialEq + Send + Sync,
    {
        AddedView {
            view: Box::new(view),
            game: G::INFO.name,
            clone: |v| Box::new(v.downcast_ref::<G::View>().expect("its own view").clone()),
            same: |a, b| a.downcast_ref::<G::View>() == b.downcast_ref::<G::View>(),
            json: |v| serde_json::to_value(v.downcast_ref::<G::View>()).unwrap_or(Value::Null),
        }
    }

    /// The game's name.
    pub fn game(&self) -> &'static str {
        self.game
    }

    /// The view, if it is a `V`.
    pub fn downcast<V: 'static>(&self) -> Option<&V> {
        self.view.downcast_ref()
    }
}

impl Clone for AddedView {
    fn clone(&self) -> AddedView {
        AddedView { view: (self.clone)(self.view.as_ref()), ..*self }
    }
}

impl PartialEq for AddedView {
    fn eq(&self, other: &AddedView) -> bool {
        self.game == other.game && (self.same)(self.view.as_ref(), other.view.as_ref())
    }
}

impl fmt::Debug for AddedView {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "AddedView({}: {})", self.game, (self.json)(self.view.as_ref()))
    }
}

impl Serialize for AddedView {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        #[derive(Serialize)]
        struct Shown<'a> {
            game: &'a str,
            view: Value,
        }
        Shown { game: self.game, view: (self.json)(self.view.as_ref()) }.serialize(serializer)
    }
}
