//! `/tournament create|join|leave|start|standings|pairings|cancel` (and
//! `organizers`, to name the role that may run tournaments).

use hnefi_app::{Format, TimeControl, TournamentId, TournamentRequest, TournamentStatus};
use poise::serenity_prelude as serenity;

use super::{VariantChoice, caller, place};
use crate::bot::tournament_text::{announcement, fit, round_text, standing_lines};
use crate::bot::{BotError, Context, texts};

#[derive(Clone, Copy, Debug, PartialEq, Eq, poise::ChoiceParameter)]
pub enum FormatChoice {
    #[name = "Swiss"]
    Swiss,
    #[name = "Round-robin"]
    RoundRobin,
    #[name = "Knockout"]
    Knockout,
}

impl From<FormatChoice> for Format {
    fn from(f: FormatChoice) -> Format {
        match f {
            FormatChoice::Swiss => Format::Swiss,
            FormatChoice::RoundRobin => Format::RoundRobin,
            FormatChoice::Knockout => Format::Knockout,
        }
    }
}

/// Server tournaments
#[poise::command(
    slash_command,
    guild_only,
    subcommands(
        "create",
        "join",
        "leave",
        "start",
        "standings",
        "pairings",
        "cancel",
        "organizers"
    ),
    subcommand_required
)]
pub async fn tournament(_ctx: Context<'_>) -> Result<(), BotError> {
    Ok(())
}

/// Whether the caller may organise: Manage Server (or Administrator), or
/// the role the server named with `/tournament organizers`.
async fn is_organizer(ctx: Context<'_>) -> Result<bool, BotError> {
    if manages_server(ctx) {
        return Ok(true);
    }
    let poise::Context::Application(app) = ctx else {
        return Ok(false);
    };
    let Some(member) = app.interaction.member.as_ref() else {
        return Ok(false);
    };
    let Some(guild) = ctx.guild_id() else {
        return Ok(false);
    };
    let role = ctx
        .data()
        .service
        .organizer_role(guild.get() as i64)
        .await?;
    Ok(role.is_some_and(|role| member.roles.iter().any(|r| r.get() as i64 == role)))
}

/// Whether the caller has Manage Server (or Administrator) here.
fn manages_server(ctx: Context<'_>) -> bool {
    match ctx {
        poise::Context::Application(app) => app
            .interaction
            .member
            .as_ref()
            .and_then(|m| m.permissions)
            .is_some_and(|p| p.manage_guild() || p.administrator()),
        poise::Context::Prefix(_) => false,
    }
}

async fn resolve(
    ctx: Context<'_>,
    given: Option<i64>,
    prefer: &[TournamentStatus],
    what: &'static str,
) -> Result<hnefi_app::Tournament, BotError> {
    Ok(ctx
        .data()
        .service
        .resolve_tournament(place(ctx).guild, given.map(TournamentId), prefer, what)
        .await?)
}

const OPEN: &[TournamentStatus] = &[TournamentStatus::Signup];
const LIVE: &[TournamentStatus] = &[TournamentStatus::Running, TournamentStatus::Signup];
const ANY: &[TournamentStatus] = &[
    TournamentStatus::Running,
    TournamentStatus::Signup,
    TournamentStatus::Finished,
];

/// Create a tournament (organisers)
#[poise::command(slash_command, guild_only)]
#[allow(clippy::too_many_arguments)] // one argument per slash-command option
pub async fn create(
    ctx: Context<'_>,
    #[description = "Its name"] name: String,
    #[description = "Which game"] variant: VariantChoice,
    #[description = "Swiss, round-robin or knockout"] format: FormatChoice,
    #[description = "Swiss only: number of rounds (default 4)"] rounds: Option<u32>,
    #[description = "Time per move: 10m, 2h, 3d, none (default 3d)"] time: Option<String>,
    #[description = "Most players (default 16 for round-robin, 64 otherwise)"] players: Option<u32>,
    #[description = "Sign-up closes (and it starts) after: 2h, 3d (default: when started)"]
    signup: Option<String>,
) -> Result<(), BotError> {
    let _running = ctx.data().in_flight.enter();
    let organizer = is_organizer(ctx).await?;
    let mut req =
        TournamentRequest::new(caller(ctx), place(ctx), &name, variant.key(), format.into());
    req.rounds = rounds;
    if let Some(time) = time {
        req.time = time.parse().map_err(hnefi_app::Error::from)?;
    }
    req.max_players = players;
    if let Some(signup) = signup {
        let parsed: TimeControl = signup.parse().map_err(hnefi_app::Error::from)?;
        req.signup = parsed.duration();
    }
    let service = &ctx.data().service;
    let t = service.create_tournament(req, organizer).await?;
    let (embed, buttons) = announcement(&t);
    let reply = ctx
        .send(
            poise::CreateReply::default()
                .embed(embed)
                .components(buttons),
        )
        .await?;
    let message = reply.message().await?;
    service
        .set_tournament_message(t.id, message.id.get() as i64)
        .await?;
    Ok(())
}

/// Join a tournament in sign-up
#[poise::command(slash_command, guild_only)]
pub async fn join(
    ctx: Context<'_>,
    #[description = "Tournament number (the newest open one if left out)"] tournament: Option<i64>,
) -> Result<(), BotError> {
    let _running = ctx.data().in_flight.enter();
    let t = resolve(ctx, tournament, OPEN, "open for sign-up").await?;
    let t = ctx
        .data()
        .service
        .join_tournament(t.id, &caller(ctx))
        .await?;
    ctx.say(format!(
        "✅ {} joined **{}**: {} players.",
        texts::mention(caller(ctx).id),
        t.title(),
        t.active_players()
    ))
    .await?;
    Ok(())
}

/// Leave a tournament (after the start: withdraw, forfeiting your games)
#[poise::command(slash_command, guild_only)]
pub async fn leave(
    ctx: Context<'_>,
    #[description = "Tournament number (the newest one if left out)"] tournament: Option<i64>,
) -> Result<(), BotError> {
    let _running = ctx.data().in_flight.enter();
    let t = resolve(ctx, tournament, LIVE, "to leave").await?;
    let me = caller(ctx).id;
    let started = t.status == TournamentStatus::Running;
    let t = ctx.data().service.leave_tournament(t.id, me).await?;
    let text = if started {
        format!(
            "🚪 {} withdrew from **{}**: their running games are resigned and the rest forfeited.",
            texts::mention(me),
            t.title()
        )
    } else {
        format!("🚪 {} left **{}**.", texts::mention(me), t.title())
    };
    ctx.say(text).await?;
    Ok(())
}

/// Start a tournament: pairs round 1 and opens its games (organisers)
#[poise::command(slash_command, guild_only)]
pub async fn start(
    ctx: Context<'_>,
    #[description = "Tournament number (the newest open one if left out)"] tournament: Option<i64>,
) -> Result<(), BotError> {
    let _running = ctx.data().in_flight.enter();
    let t = resolve(ctx, tournament, OPEN, "open for sign-up").await?;
    let organizer = is_organizer(ctx).await?;
    let t = ctx
        .data()
        .service
        .start_tournament(t.id, caller(ctx).id, organizer)
        .await?;
    ctx.say(format!(
        "🏁 **{}** has started with {} players: round 1's pairings follow, each game in its own thread.",
        t.title(),
        t.active_players()
    ))
    .await?;
    Ok(())
}

/// A tournament's standings
#[poise::command(slash_command, guild_only)]
pub async fn standings(
    ctx: Context<'_>,
    #[description = "Tournament number (the newest one if left out)"] tournament: Option<i64>,
) -> Result<(), BotError> {
    let _running = ctx.data().in_flight.enter();
    let t = resolve(ctx, tournament, ANY, "").await?;
    let (t, table) = ctx.data().service.tournament_standings(t.id).await?;
    let embed = serenity::CreateEmbed::new()
        .title(format!("🏆 {} — standings", t.title()))
        .description(fit(&standing_lines(t.format, &table)))
        .footer(serenity::CreateEmbedFooter::new(tie_break_note(t.format)));
    ctx.send(poise::CreateReply::default().embed(embed)).await?;
    Ok(())
}

pub fn tie_break_note(format: Format) -> &'static str {
    match format {
        Format::RoundRobin => "Ties: Sonneborn-Berger (SB), then start rating.",
        Format::Swiss => {
            "Ties: Buchholz, then Sonneborn-Berger (SB), then start rating. A bye counts as a win."
        }
        Format::Knockout => {
            "Each match: two games, sides swapped; a tie goes to the faster win, then the higher rating."
        }
    }
}

/// A round's pairings and results
#[poise::command(slash_command, guild_only)]
pub async fn pairings(
    ctx: Context<'_>,
    #[description = "Tournament number (the newest one if left out)"] tournament: Option<i64>,
    #[description = "Round (the current one if left out)"] round: Option<u32>,
) -> Result<(), BotError> {
    let _running = ctx.data().in_flight.enter();
    let t = resolve(ctx, tournament, ANY, "").await?;
    let service = &ctx.data().service;
    let round = round.unwrap_or(t.round);
    let games: Vec<_> = service
        .tournament_games(t.id)
        .await?
        .into_iter()
        .filter(|g| g.round == round)
        .collect();
    let embed = serenity::CreateEmbed::new()
        .title(format!("🏆 {} — round {round}", t.title()))
        .description(round_text(service, &games).await?);
    ctx.send(poise::CreateReply::default().embed(embed)).await?;
    Ok(())
}

/// Cancel a tournament: its running games are aborted (organisers)
#[poise::command(slash_command, guild_only)]
pub async fn cancel(
    ctx: Context<'_>,
    #[description = "Tournament number (the newest one if left out)"] tournament: Option<i64>,
) -> Result<(), BotError> {
    let _running = ctx.data().in_flight.enter();
    let t = resolve(ctx, tournament, LIVE, "to cancel").await?;
    let organizer = is_organizer(ctx).await?;
    let t = ctx
        .data()
        .service
        .cancel_tournament(t.id, caller(ctx).id, organizer)
        .await?;
    ctx.say(format!(
        "🛑 **{}** was cancelled by {}; its running games are aborted.",
        t.title(),
        texts::mention(caller(ctx).id)
    ))
    .await?;
    Ok(())
}

/// Name the role whose members may organise tournaments (Manage Server)
#[poise::command(slash_command, guild_only)]
pub async fn organizers(
    ctx: Context<'_>,
    #[description = "The role (leave out to allow only Manage Server)"] role: Option<
        serenity::Role,
    >,
) -> Result<(), BotError> {
    let _running = ctx.data().in_flight.enter();
    if !manages_server(ctx) {
        return Err(hnefi_app::Error::NotOrganizer.into());
    }
    let guild = ctx.guild_id().map_or(0, |g| g.get() as i64);
    let id = role.as_ref().map(|r| r.id.get() as i64);
    ctx.data().service.set_organizer_role(guild, id).await?;
    let text = match role {
        Some(role) => format!(
            "Members with the role **{}** may now organise tournaments.",
            role.name
        ),
        None => "Only members with Manage Server may organise tournaments now.".to_string(),
    };
    ctx.send(poise::CreateReply::default().content(text).ephemeral(true))
        .await?;
    Ok(())
}
