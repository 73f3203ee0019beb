//! Slash commands (poise). Each builds the chat core's [`command::Command`] from its
//! options, the command the text parser gives for the same words, so the chat core
//! decides everything; replies meant for the author alone (their view, a secret
//! choice, a private prompt) are ephemeral. Names and descriptions come from the catalog,
//! in English with Italian localizations.

use engine::GameKind;
use poise::CreateReply;
use serenity::all::{CreateAttachment, CreateAutocompleteResponse, User as DiscordUser};

use super::outgoing::{Keys, attachment, components, mentions, pieces, pinging};
use super::slash_options as built;
use super::{Data, Error, incoming, open_thread};
use crate::command::{self, Command as Run};
use crate::core::{Incoming, Outgoing};
use crate::i18n::Lang;
use crate::model::{ChannelKey, User};

type Context<'a> = poise::Context<'a, Data, Error>;
type Command = poise::Command<Data, Error>;

/// A game, offered as a choice: every game hosted, in the registry's order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameChoice(GameKind);

impl poise::ChoiceParameter for GameChoice {
    fn list() -> std::borrow::Cow<'static, [poise::CommandParameterChoice]> {
        let choice = |kind: &GameKind| poise::CommandParameterChoice {
            name: kind.name().into(),
            localizations: Vec::new().into(),
            __non_exhaustive: (),
        };
        GameKind::all().iter().map(choice).collect::<Vec<_>>().into()
    }

    fn from_index(index: usize) -> Option<GameChoice> {
        GameKind::all().get(index).copied().map(GameChoice)
    }

    fn from_name(name: &str) -> Option<GameChoice> {
        name.parse().ok().map(GameChoice)
    }

    fn name(&self) -> &'static str {
        self.0.name()
    }

    fn localized_name(&self, _locale: &str) -> Option<&'static str> {
        None
    }
}

/// What `/tournament` does; the text command's subcommand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, poise::ChoiceParameter)]
pub enum TournamentAction {
    #[name = "create"]
    Create,
    #[name = "join"]
    Join,
    #[name = "leave"]
    Leave,
    #[name = "start"]
    Start,
    #[name = "standings"]
    Standings,
    #[name = "pairings"]
    Pairings,
    #[name = "cancel"]
    Cancel,
}

/// What `/network` does; the text command's word.
#[derive(Clone, Copy, Debug, PartialEq, Eq, poise::ChoiceParameter)]
pub enum NetworkAction {
    #[name = "status"]
    Status,
    #[name = "on"]
    On,
    #[name = "off"]
    Off,
    #[name = "communities"]
    Communities,
    #[name = "block"]
    Block,
    #[name = "unblock"]
    Unblock,
}

/// Where a user's notifications go; the text command's word.
#[derive(Clone, Copy, Debug, PartialEq, Eq, poise::ChoiceParameter)]
pub enum NotifyChoice {
    #[name = "channel"]
    Channel,
    #[name = "dm"]
    Dm,
    #[name = "both"]
    Both,
    #[name = "off"]
    Off,
    #[name = "digest"]
    Digest,
}

/// A tafl record format for `/export`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, poise::ChoiceParameter)]
pub enum FormatChoice {
    #[name = "otn"]
    Otn,
    #[name = "pgn"]
    Pgn,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, poise::ChoiceParameter)]
pub enum ButtonsChoice {
    #[name = "on"]
    On,
    #[name = "off"]
    Off,
    #[name = "digest"]
    Digest,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, poise::ChoiceParameter)]
pub enum LangChoice {
    #[name = "English"]
    En,
    #[name = "Italiano"]
    It,
}

/// Commands only Discord has, with their Italian names and catalog descriptions.
const DISCORD_ONLY: [(&str, &str, &str); 2] =
    [("view", "vista", "command-view"), ("secret", "segreta", "command-secret")];

/// The catalog key describing each option.
const OPTIONS: [(&str, &str); 25] = [
    ("user", "discord-option-user"),
    ("user2", "discord-option-user2"),
    ("user3", "discord-option-user3"),
    ("game", "discord-option-game"),
    ("options", "discord-option-options"),
    ("thread", "discord-option-thread"),
    ("text", "discord-option-text"),
    ("choice", "discord-option-choice"),
    ("topic", "discord-option-topic"),
    ("part", "discord-option-part"),
    ("player", "discord-option-player"),
    ("control", "discord-option-control"),
    ("action", "discord-option-action"),
    ("details", "discord-option-details"),
    ("language", "discord-option-language"),
    ("rules", "discord-option-rules"),
    ("all", "discord-option-all"),
    ("number", "discord-option-number"),
    ("role", "discord-option-role"),
    ("mode", "discord-option-mode"),
    ("length", "discord-option-length"),
    ("format", "discord-option-format"),
    ("at", "discord-option-at"),
    ("zone", "discord-option-zone"),
    ("switch", "discord-option-switch"),
];

/// Commands without arguments: one action serves them all, by the name it was invoked as.
const PLAIN: [&str; 18] = [
    "accept", "decline", "rematch", "cancel", "board", "status", "moves", "hint", "resign", "draw", "games", "abort",
    "takeback", "analyse", "seeks", "unseek", "combat", "engines",
];

/// Every slash command, localized.
pub fn commands() -> Vec<Command> {
    let mut commands = vec![
        challenge(),
        move_(),
        secret(),
        view(),
        mygames(),
        seek(),
        join(),
        replay(),
        export(),
        delete(),
        lobby(),
        notify(),
        vacation(),
        buttons(),
        rules(),
        help(),
        lang(),
        profile(),
        leaderboard(),
        clock(),
        tournament(),
        network(),
    ];
    for name in PLAIN {
        let mut command = plain();
        command.name = name.into();
        command.qualified_name = name.into();
        command.identifying_name = name.into();
        commands.push(command);
    }
    for command in &mut commands {
        localize(command);
    }
    commands
}

/// Command and parameter descriptions from the catalog; the Italian command names.
fn localize(command: &mut Command) {
    let names = command::NAMES.iter().map(|(key, _, it, description)| (*key, *it, *description));
    let Some((_, italian, description)) = names.chain(DISCORD_ONLY).find(|(key, ..)| *key == command.name) else {
        return;
    };
    command.description = Some(Lang::En.key(description).into());
    command.description_localizations.to_mut().push(("it".into(), Lang::It.key(description).into()));
    command.name_localizations.to_mut().push(("it".into(), italian.into()));
    for parameter in &mut command.parameters {
        let Some((_, key)) = OPTIONS.iter().find(|(name, _)| *name == parameter.name) else { continue };
        parameter.description = Some(Lang::En.key(key).into());
        parameter.description_localizations.to_mut().push(("it".into(), Lang::It.key(key).into()));
    }
}

/// Whether the author of a slash command may manage messages where it was sent (Discord
/// computes the right for interactions).
fn moderates(ctx: Context<'_>) -> bool {
    match ctx {
        poise::Context::Application(app) => {
            app.interaction.member.as_ref().and_then(|m| m.permissions).is_some_and(|p| p.manage_messages())
        }
        poise::Context::Prefix(_) => false,
    }
}

/// The interaction's id, claimed so that it is handled once.
fn interaction_id(ctx: Context<'_>) -> Option<String> {
    match ctx {
        poise::Context::Application(app) => Some(app.interaction.id.to_string()),
        poise::Context::Prefix(_) => None,
    }
}

/// What the author asked: a command built from the options, or words they typed, read as
/// a private message is (a secret choice).
enum Said {
    Command(Run),
    Typed(String),
}

/// Runs what the author said in `channel` and answers the interaction.
async fn run(
    ctx: Context<'_>,
    channel: ChannelKey,
    said: Said,
    mentions: Vec<User>,
    private: bool,
) -> Result<(), Error> {
    let _in_hand = ctx.data().in_hand.token();
    // Discord drops an interaction not answered within 3 s, and a move may take longer
    // (its board, other channels' posts): the answer is deferred first, then followed up.
    // If even the deferral fails, the command still runs; its replies then go to the
    // channel.
    let deferred = if private { ctx.defer_ephemeral().await } else { ctx.defer().await };
    if let Err(e) = deferred {
        tracing::warn!(error = %e, "cannot defer a slash command's answer");
    }
    let (text, command) = match said {
        Said::Command(command) => (String::new(), Some(command)),
        Said::Typed(text) => (text, None),
    };
    let incoming = Incoming {
        channel,
        author: author(ctx),
        text,
        mentions,
        private: private || ctx.guild_id().is_none(),
        handle: None,
        community: incoming::community(ctx.guild_id(), ctx.channel_id()),
        moderator: moderates(ctx),
        delivery: interaction_id(ctx),
        command,
    };
    let out = ctx.data().core.handle(&incoming).await;
    let answered = answer(ctx, out, private).await;
    ctx.data().core.replied(&incoming);
    answered
}

/// A command in the interaction's channel.
async fn run_here(ctx: Context<'_>, command: Run) -> Result<(), Error> {
    run(ctx, incoming::channel(ctx.channel_id()), Said::Command(command), Vec::new(), false).await
}

/// A command whose answer the author alone sees.
async fn run_alone(ctx: Context<'_>, said: Said) -> Result<(), Error> {
    run(ctx, incoming::ephemeral(ctx.author().id), said, Vec::new(), true).await
}

/// Replies for the interaction's channel follow up its deferred answer; those for the
/// author alone are ephemeral; anything else (a thread, a DM to another player) is posted
/// as usual. The first follow-up takes the deferred answer's place and its visibility
/// (`deferred_alone`): when the first reply's visibility differs, the deferred answer is
/// deleted and every reply follows up on its own. A follow-up that fails (the interaction
/// expired) is posted in the channel instead, unless it was for the author alone.
async fn answer(ctx: Context<'_>, out: Vec<Outgoing>, deferred_alone: bool) -> Result<(), Error> {
    let data = ctx.data();
    let here = incoming::channel(ctx.channel_id());
    let alone = incoming::ephemeral(ctx.author().id);
    let author = ctx.author().id.get().to_string();
    let mut deferred = true;
    for item in out {
        let (ephemeral, text, image, buttons, notify) = match item {
            // A board with its picker is posted as any board is, so that it is the channel's
            // latest picker.
            Outgoing::Channel { picker: Some(_), .. } => {
                data.sender.deliver(&data.core, vec![item], Some(&here)).await;
                continue;
            }
            Outgoing::Channel { channel, text, image, buttons, notify, .. } if channel == alone || channel == here => {
                (channel == alone, text, image, buttons, notify)
            }
            Outgoing::Private { user, text, image, .. } if user.id == author => {
                (true, text, image, Vec::new(), Vec::new())
            }
            Outgoing::File { channel, caption, name, body } if channel == here => {
                if deferred && deferred_alone {
                    delete_deferred(ctx).await;
                }
                deferred = false;
                let file = CreateAttachment::bytes(body.clone().into_bytes(), name.clone());
                if let Err(e) = ctx.send(CreateReply::default().content(caption.clone()).attachment(file)).await {
                    tracing::warn!(error = %e, "a slash command's follow-up failed");
                    let file = Outgoing::File { channel, caption, name, body };
                    data.sender.deliver(&data.core, vec![file], Some(&here)).await;
                }
                continue;
            }
            other => {
                data.sender.deliver(&data.core, vec![other], Some(&here)).await;
                continue;
            }
        };
        let text = pinging(&text, &notify);
        for piece in pieces(&text, image.as_deref(), Keys { buttons: &buttons, picker: None }) {
            if deferred && ephemeral != deferred_alone {
                delete_deferred(ctx).await;
            }
            deferred = false;
            let mut reply = CreateReply::default()
                .content(piece.content.clone())
                .components(components(piece.keys))
                .allowed_mentions(mentions(&notify))
                .ephemeral(ephemeral);
            if let Some(png) = piece.image {
                reply = reply.attachment(attachment(png));
            }
            match ctx.send(reply).await {
                Ok(sent) if !piece.keys.buttons.is_empty() => match sent.message().await {
                    Ok(message) => data.sender.track(ctx.channel_id(), message.id, piece.keys.buttons),
                    Err(e) => tracing::warn!(error = %e, "cannot read a follow-up with buttons"),
                },
                Ok(_) => {}
                Err(e) => {
                    tracing::warn!(error = %e, ephemeral, "a slash command's follow-up failed");
                    if !ephemeral {
                        let (content, image, keys) = (&piece.content, piece.image, piece.keys);
                        let _ = data.sender.post(ctx.channel_id(), content, image, keys, &notify).await;
                    }
                }
            }
        }
    }
    // Nothing to say: the deferred answer ("thinking…") goes.
    if deferred {
        delete_deferred(ctx).await;
    }
    data.sender.settle(&data.core, ctx.channel_id()).await;
    Ok(())
}

/// Deletes the deferred answer of the interaction.
async fn delete_deferred(ctx: Context<'_>) {
    if let poise::Context::Application(app) = ctx
        && let Err(e) = app.interaction.delete_response(ctx.http()).await
    {
        tracing::warn!(error = %e, "cannot delete a deferred answer");
    }
}

/// Challenge someone (choose me to play the AI), optionally in a new thread.
#[poise::command(slash_command)]
async fn challenge(
    ctx: Context<'_>,
    user: DiscordUser,
    game: GameChoice,
    #[max_length = 200] options: Option<String>,
    thread: Option<bool>,
    user2: Option<DiscordUser>,
    user3: Option<DiscordUser>,
) -> Result<(), Error> {
    use poise::ChoiceParameter as _;
    let bot = ctx.framework().bot_id();
    let chosen: Vec<DiscordUser> = [Some(user), user2, user3].into_iter().flatten().collect();
    let mentions: Vec<User> = chosen.iter().filter(|u| u.id != bot).map(|u| incoming::user(u, None)).collect();
    let ai = chosen.len() - mentions.len();
    let command = built::challenge(game.name(), ai, options.as_deref());
    let channel = incoming::channel(ctx.channel_id());
    if thread == Some(true) && ctx.guild_id().is_some() {
        let data = ctx.data();
        let _in_hand = data.in_hand.token();
        if let Err(e) = ctx.defer().await {
            tracing::warn!(error = %e, "cannot defer a slash command's answer");
        }
        let challenge = Incoming {
            channel: channel.clone(),
            author: author(ctx),
            text: String::new(),
            mentions: mentions.clone(),
            private: false,
            handle: None,
            community: incoming::community(ctx.guild_id(), ctx.channel_id()),
            moderator: moderates(ctx),
            delivery: interaction_id(ctx),
            command: Some(command.clone()),
        };
        match open_thread(data, ctx.channel_id(), ctx.author(), game.name(), &challenge).await {
            Err(refusal) => return answer(ctx, refusal, false).await,
            Ok(Some((thread, pointer))) => {
                ctx.send(CreateReply::default().content(pointer)).await?;
                data.run(&Incoming { channel: incoming::channel(thread), ..challenge }).await;
                return Ok(());
            }
            Ok(None) => {}
        }
    }
    run(ctx, channel, Said::Command(command), mentions, false).await
}

/// The legal moves starting with what the player typed.
async fn suggest_moves(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let channel = incoming::channel(ctx.channel_id());
    let moves = ctx.data().core.move_suggestions(&channel, &author(ctx), partial).await;
    CreateAutocompleteResponse::new().set_choices(moves.into_iter().map(Into::into).collect())
}

#[poise::command(slash_command, rename = "move")]
async fn move_(
    ctx: Context<'_>,
    #[autocomplete = "suggest_moves"]
    #[max_length = 100]
    text: String,
) -> Result<(), Error> {
    run_here(ctx, Run::Move(text.trim().to_owned())).await
}

/// A secret choice, answered to the author alone.
#[poise::command(slash_command)]
async fn secret(ctx: Context<'_>, #[max_length = 100] choice: String) -> Result<(), Error> {
    run_alone(ctx, Said::Typed(choice.trim().to_owned())).await
}

/// The author's own view of their matches, shown to them alone.
#[poise::command(slash_command)]
async fn view(ctx: Context<'_>) -> Result<(), Error> {
    run_alone(ctx, Said::Command(Run::Board)).await
}

/// The author's running matches, shown to them alone.
#[poise::command(slash_command)]
async fn mygames(ctx: Context<'_>) -> Result<(), Error> {
    run_alone(ctx, Said::Command(Run::MyGames)).await
}

/// `/seek game [options]`: a place in the server's queue.
#[poise::command(slash_command)]
async fn seek(ctx: Context<'_>, game: GameChoice, #[max_length = 200] options: Option<String>) -> Result<(), Error> {
    use poise::ChoiceParameter as _;
    run_here(ctx, built::seek(game.name(), options.as_deref())).await
}

/// `/join [number]`: plays a seek.
#[poise::command(slash_command)]
async fn join(ctx: Context<'_>, #[min = 1] number: Option<i64>) -> Result<(), Error> {
    run_here(ctx, built::join(number)).await
}

/// `/replay [number]`: a match as an animation.
#[poise::command(slash_command)]
async fn replay(ctx: Context<'_>, #[min = 1] number: Option<i64>) -> Result<(), Error> {
    run_here(ctx, Run::Replay(built::numbered(number))).await
}

/// `/export [number] [format]`: a match's record, in ours or a tafl format.
#[poise::command(slash_command)]
async fn export(ctx: Context<'_>, #[min = 1] number: Option<i64>, format: Option<FormatChoice>) -> Result<(), Error> {
    use poise::ChoiceParameter as _;
    run_here(ctx, built::export(number, format.map(|f| f.name()))).await
}

/// `/delete number`: a moderator deletes a damaged record.
#[poise::command(slash_command)]
async fn delete(ctx: Context<'_>, #[min = 1] number: i64) -> Result<(), Error> {
    run_here(ctx, Run::Delete(built::numbered(Some(number)))).await
}

/// `/lobby [role]`: this channel becomes the lobby; with a role, seeks ping it.
#[poise::command(slash_command)]
async fn lobby(ctx: Context<'_>, role: Option<serenity::all::Role>) -> Result<(), Error> {
    run_here(ctx, built::lobby(role.map(|role| role.id.get()))).await
}

/// `/notify [mode]`: where the author's notifications go, shown to them alone.
#[poise::command(slash_command)]
async fn notify(
    ctx: Context<'_>,
    mode: Option<NotifyChoice>,
    #[max_length = 5] at: Option<String>,
    #[max_length = 40] zone: Option<String>,
) -> Result<(), Error> {
    use poise::ChoiceParameter as _;
    let words: Vec<String> = mode.map(|m| m.name().to_owned()).into_iter().chain(at).chain(zone).collect();
    run_alone(ctx, Said::Command(Run::Notify((!words.is_empty()).then(|| words.join(" "))))).await
}

// The author's vacation, shown to them alone (opponents are told in their games' channels).
/// `/vacation [length]`: `7d` starts a vacation, `off` ends it.
#[poise::command(slash_command)]
async fn vacation(ctx: Context<'_>, #[max_length = 16] length: Option<String>) -> Result<(), Error> {
    run_alone(ctx, Said::Command(Run::Vacation(length))).await
}

/// `/buttons [on|off]`: the pickers under this channel's boards (moderators switch them).
#[poise::command(slash_command)]
async fn buttons(ctx: Context<'_>, switch: Option<ButtonsChoice>) -> Result<(), Error> {
    use poise::ChoiceParameter as _;
    run_here(ctx, Run::Buttons(switch.map(|m| m.name().to_owned()))).await
}

#[poise::command(slash_command)]
async fn rules(
    ctx: Context<'_>,
    game: Option<GameChoice>,
    #[max_length = 32] part: Option<String>,
) -> Result<(), Error> {
    use poise::ChoiceParameter as _;
    run_here(ctx, built::rules(game.map(|g| g.name()), part.as_deref())).await
}

#[poise::command(slash_command)]
async fn help(ctx: Context<'_>, #[max_length = 32] topic: Option<String>) -> Result<(), Error> {
    run_here(ctx, built::help(topic.as_deref())).await
}

#[poise::command(slash_command)]
async fn lang(ctx: Context<'_>, language: LangChoice) -> Result<(), Error> {
    let code = match language {
        LangChoice::En => Lang::En,
        LangChoice::It => Lang::It,
    };
    run_here(ctx, Run::Lang(Some(code.code().to_owned()))).await
}

/// The command's author, named as the server shows them.
fn author(ctx: Context<'_>) -> User {
    let nick = match ctx {
        poise::Context::Application(app) => app.interaction.member.as_ref().and_then(|m| m.nick.as_deref()),
        poise::Context::Prefix(prefix) => prefix.msg.member.as_ref().and_then(|m| m.nick.as_deref()),
    };
    incoming::user(ctx.author(), nick)
}

#[poise::command(slash_command)]
async fn profile(ctx: Context<'_>, player: Option<DiscordUser>) -> Result<(), Error> {
    let mentions: Vec<User> = player.iter().map(|u| incoming::user(u, None)).collect();
    run(ctx, incoming::channel(ctx.channel_id()), Said::Command(Run::Profile), mentions, false).await
}

/// `/leaderboard game [rules] [all]`: a ruleset (copenhagen); all shows the AI's levels too.
#[poise::command(slash_command)]
async fn leaderboard(
    ctx: Context<'_>,
    game: GameChoice,
    #[max_length = 16] rules: Option<String>,
    all: Option<bool>,
) -> Result<(), Error> {
    use poise::ChoiceParameter as _;
    run_here(ctx, built::leaderboard(game.name(), rules.as_deref(), all == Some(true))).await
}

#[poise::command(slash_command)]
async fn clock(ctx: Context<'_>, #[max_length = 16] control: Option<String>) -> Result<(), Error> {
    run_here(ctx, built::clock(control.as_deref())).await
}

/// `/tournament action [details]`: details are the game, format and options of `create`.
#[poise::command(slash_command)]
async fn tournament(
    ctx: Context<'_>,
    action: TournamentAction,
    #[max_length = 200] details: Option<String>,
) -> Result<(), Error> {
    use poise::ChoiceParameter as _;
    run_here(ctx, built::tournament(action.name(), details.as_deref())).await
}

/// `/network action [details]`: details are the community's name (`on`, `block`,
/// `unblock`).
#[poise::command(slash_command)]
async fn network(
    ctx: Context<'_>,
    action: NetworkAction,
    #[max_length = 100] details: Option<String>,
) -> Result<(), Error> {
    use poise::ChoiceParameter as _;
    run_here(ctx, built::network(action.name(), details.as_deref())).await
}

/// Every command of [`PLAIN`], by the name it was invoked as.
#[poise::command(slash_command)]
async fn plain(ctx: Context<'_>) -> Result<(), Error> {
    match Run::without_words(&ctx.command().name) {
        Some(command) => run_here(ctx, command).await,
        None => Err(anyhow::anyhow!("/{} is not a command without options", ctx.command().name)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use poise::ChoiceParameter as _;

    #[test]
    fn every_game_is_a_choice() {
        let choices: Vec<String> = GameChoice::list().iter().map(|c| c.name.to_string()).collect();
        let names: Vec<&str> = GameKind::ALL.iter().map(|kind| kind.name()).collect();
        assert_eq!(choices, names);
        for (index, kind) in GameKind::ALL.into_iter().enumerate() {
            assert_eq!(GameChoice::from_index(index), Some(GameChoice(kind)));
            assert_eq!(GameChoice::from_name(kind.name()), Some(GameChoice(kind)));
        }
        assert_eq!(GameChoice::from_index(GameKind::ALL.len()), None);
    }

    #[test]
    fn every_command_without_options_runs_the_command_its_name_types() {
        for name in PLAIN {
            let typed = match command::parse(&format!("!{name}"), "!") {
                command::Parsed::Command(command) => command,
                other => panic!("{name}: {other:?}"),
            };
            assert_eq!(Run::without_words(name), Some(typed), "{name}");
        }
    }

    #[test]
    fn every_command_is_described_in_both_languages_with_an_italian_name() {
        for command in commands() {
            let english = command.description.clone().unwrap_or_default();
            assert!(
                !english.is_empty() && english.len() <= 100 && !english.starts_with("command-"),
                "{}",
                command.name
            );
            let italian = &command.description_localizations;
            assert!(italian.iter().any(|(l, d)| l == "it" && !d.is_empty() && *d != english), "{}", command.name);
            assert!(command.name_localizations.iter().any(|(l, _)| l == "it"), "{}", command.name);
            for parameter in &command.parameters {
                let text = parameter.description.clone().unwrap_or_default();
                assert!(
                    !text.is_empty() && !text.starts_with("discord-option-"),
                    "{}: {}",
                    command.name,
                    parameter.name
                );
            }
        }
    }
}
