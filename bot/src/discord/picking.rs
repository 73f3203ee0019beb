//! Pickers on Discord. Under a board: a Move button, and the first step's decision words
//! (Roll, Flee, Fight, Next…) as buttons of their own. Move opens an ephemeral message,
//! seen by the presser alone, with one select menu per step (a piece, then a square) and a
//! Back button; each choice updates that message in place, and the last one plays. Custom
//! ids are a picker's data (the match, its version and the path), so a restart loses
//! nothing and a stale press is recognised.

use serenity::all::{
    ButtonStyle, ComponentInteraction, ComponentInteractionDataKind, CreateActionRow, CreateButton,
    CreateInteractionResponse, CreateInteractionResponseFollowup, CreateSelectMenu, CreateSelectMenuKind,
    CreateSelectMenuOption, EditInteractionResponse, MessageFlags,
};

use super::{Data, incoming, outgoing};
use crate::core::{Address, Incoming, Picker, Pressed, Scope};

/// Discord's most buttons in a row, and rows in a message.
pub const ROW_MAX: usize = 5;
pub const ROWS_MAX: usize = 5;
/// Discord's longest custom id, and option value, in characters.
pub const CUSTOM_ID_MAX: usize = 100;
/// Discord's most options in a select menu.
pub const SELECT_MAX: usize = 25;
/// Discord's longest button or option label, in characters.
pub const LABEL_MAX: usize = 80;

/// Whether a custom id is a picker's (see [`crate::core::Picker`]).
pub fn is_picker_data(data: &str) -> bool {
    data.starts_with("pk:")
}

fn label(text: &str) -> String {
    text.chars().take(LABEL_MAX).collect()
}

/// The buttons under a board: the first step's words, then Move when other choices (the
/// pieces) remain; in rows of five, at most four rows of words.
pub fn board_rows(picker: &Picker) -> Vec<CreateActionRow> {
    let words: Vec<_> = picker.choices.iter().filter(|c| c.word).take(ROW_MAX * (ROWS_MAX - 1)).collect();
    let mut buttons: Vec<CreateButton> = words
        .iter()
        .map(|c| CreateButton::new(c.data.clone()).label(label(&c.label)).style(ButtonStyle::Secondary))
        .collect();
    if words.len() < picker.choices.len() {
        let open = CreateButton::new(picker.data.clone()).label(label(&picker.open_label)).style(ButtonStyle::Primary);
        buttons.insert(0, open);
    }
    buttons.chunks(ROW_MAX).map(|row| CreateActionRow::Buttons(row.to_vec())).collect()
}

/// A step in the ephemeral message: one select menu of its choices, and Back.
pub fn step_rows(picker: &Picker) -> Vec<CreateActionRow> {
    let options =
        picker.choices.iter().take(SELECT_MAX).map(|c| CreateSelectMenuOption::new(label(&c.label), c.data.clone()));
    let menu = CreateSelectMenu::new(picker.data.clone(), CreateSelectMenuKind::String { options: options.collect() })
        .placeholder(label(&picker.title));
    let mut rows = vec![CreateActionRow::SelectMenu(menu)];
    if let Some(back) = &picker.back {
        let button = CreateButton::new(back.clone()).label(label(&picker.back_label)).style(ButtonStyle::Secondary);
        rows.push(CreateActionRow::Buttons(vec![button]));
    }
    rows
}

/// A press on a picker's button or a choice in its menu.
/// Acknowledged first, within Discord's 3 s whatever the work costs; what the press
/// shows follows: the ephemeral message edited in place, or a new one for the presser.
pub async fn on_press(data: &Data, press: &ComponentInteraction) {
    let http = &data.sender.http;
    if let Err(e) = outgoing::retrying(|| press.create_response(http, CreateInteractionResponse::Acknowledge)).await {
        tracing::warn!(error = %e, "cannot acknowledge a press on a picker");
    }
    let chosen = match &press.data.kind {
        ComponentInteractionDataKind::StringSelect { values } => values.first().cloned().unwrap_or_default(),
        _ => press.data.custom_id.clone(),
    };
    // A private step walked in an ephemeral message under a board plays as if typed in
    // the presser's direct messages, so that what it tells them alone goes there.
    let private_scope = Address::parse(&chosen).is_some_and(|a| a.scope == Scope::Private);
    let channel = match private_scope && press.guild_id.is_some() {
        true => match data.sender.dm_channel(press.user.id).await {
            Ok(dm) => dm,
            Err(e) => {
                tracing::warn!(error = %e, "cannot open a direct message channel for a private step");
                return;
            }
        },
        false => press.channel_id,
    };
    let incoming = Incoming {
        channel: incoming::channel(channel),
        author: incoming::presser(press),
        text: chosen,
        mentions: Vec::new(),
        private: press.guild_id.is_none() || channel != press.channel_id,
        handle: None,
        community: incoming::community(press.guild_id, press.channel_id),
        moderator: false,
        delivery: Some(press.id.to_string()),
        command: None,
    };
    // The ephemeral message walks on in place; a press under a board opens one.
    let in_place = press.message.flags.is_some_and(|f| f.contains(MessageFlags::EPHEMERAL));
    let (shown, out) = match data.core.press(&incoming).await {
        Pressed::Step(step) | Pressed::Private { step, .. } => {
            (Some((step.title.clone(), step_rows(&step))), Vec::new())
        }
        Pressed::Note { text, fresh } => (Some((text, fresh.as_ref().map(step_rows).unwrap_or_default())), Vec::new()),
        Pressed::Played { out, text } if in_place => (Some((text, Vec::new())), out),
        Pressed::Played { out, .. } => (None, out),
        Pressed::Over(text) => {
            if !in_place {
                let removed = serenity::all::EditMessage::new().components(Vec::new());
                if let Err(e) = press.channel_id.edit_message(http, press.message.id, removed).await {
                    tracing::warn!(error = %e, "cannot remove the picker of a finished match");
                }
            }
            (Some((text, Vec::new())), Vec::new())
        }
    };
    if let Some((content, rows)) = shown {
        let shown = match in_place {
            true => {
                let edit = EditInteractionResponse::new().content(content).components(rows);
                outgoing::retrying(|| press.edit_response(http, edit.clone())).await.map(drop)
            }
            false => {
                let new = CreateInteractionResponseFollowup::new().content(content).components(rows).ephemeral(true);
                outgoing::retrying(|| press.create_followup(http, new.clone())).await.map(drop)
            }
        };
        if let Err(e) = shown {
            tracing::warn!(error = %e, "cannot answer a press on a picker");
        }
    }
    data.sender.deliver(&data.core, out, Some(&incoming.channel)).await;
    data.core.replied(&incoming);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::largest_steps;

    /// Every component of some rows, as Discord receives them.
    fn components(rows: &[CreateActionRow]) -> Vec<serde_json::Value> {
        let rows = serde_json::to_value(rows).expect("rows serialise");
        rows.as_array().unwrap().iter().flat_map(|row| row["components"].as_array().unwrap().clone()).collect()
    }

    fn within_limits(rows: &[CreateActionRow], what: &str) {
        assert!(rows.len() <= ROWS_MAX, "{what}: {} rows", rows.len());
        let json = serde_json::to_value(rows).unwrap();
        for row in json.as_array().unwrap() {
            assert!(row["components"].as_array().unwrap().len() <= ROW_MAX, "{what}");
        }
        for component in components(rows) {
            let id = component["custom_id"].as_str().unwrap();
            assert!(id.len() <= CUSTOM_ID_MAX, "{what}: {id}");
            for label in [&component["label"], &component["placeholder"]].into_iter().filter_map(|l| l.as_str()) {
                assert!(label.chars().count() <= LABEL_MAX, "{what}: {label}");
            }
            let options = component["options"].as_array().cloned().unwrap_or_default();
            assert!(options.len() <= SELECT_MAX, "{what}: {} options", options.len());
            for option in options {
                assert!(option["value"].as_str().unwrap().len() <= CUSTOM_ID_MAX, "{what}");
            }
        }
    }

    #[test]
    fn every_component_of_the_largest_cases_keeps_discords_limits() {
        for (what, steps) in largest_steps() {
            if let Some(first) = steps.first() {
                within_limits(&board_rows(first), what);
                assert!(!board_rows(first).is_empty(), "{what}: the board offers a way in");
            }
            for step in steps {
                within_limits(&step_rows(step), what);
            }
        }
    }
}
