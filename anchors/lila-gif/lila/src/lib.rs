//! lila-gif's renderer as a library: its modules, unchanged (see `Cargo.toml`).
#![allow(clippy::all)]

pub mod api;
pub mod assets;
pub mod render;
pub mod theme;
