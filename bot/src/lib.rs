//! The chat bot: a platform-neutral chat core ([`core`]), its storage ([`storage`]), the
//! message catalog ([`i18n`]), match records as text ([`record_text`]) and the adapters:
//! the local [`console`], [`telegram`] and [`discord`].

pub mod allocator;
pub mod clock;
pub mod command;
pub mod config;
pub mod console;
pub mod core;
pub mod discord;
pub mod engine_server;
pub mod fair_pool;
pub mod fuzzing;
pub mod games;
pub mod i18n;
pub mod load;
pub mod local_time;
pub mod model;
pub mod rating;
pub mod record_text;
pub mod replay;
pub mod seat_link;
pub mod split;
pub mod storage;
pub mod tafl_formats;
pub mod telegram;
pub mod thinking;
pub mod tournament;
pub mod typing;
pub mod web;
