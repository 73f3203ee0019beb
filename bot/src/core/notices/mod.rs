//! Notifications and pickers: where a user's pings go, the tap-to-move pickers and their
//! presses, the buttons and pickers an adapter must retire, announcements lost in a
//! crash, and the periodic sweep that rings clocks and moves tournaments on.

pub(super) mod latest_pickers;
pub(super) mod notify;
pub(super) mod picker;
pub(super) mod picker_cases;
pub(super) mod press;
pub(super) mod sent_buttons;
pub(super) mod sweep;
pub(super) mod unsent;
