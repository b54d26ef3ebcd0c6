//! `/tournament create|join|leave|start|standings|pairings|cancel` (and
//! `organizers`, to name the role that may run tournaments).

use hnefi_app::{
    TimeControl, Tournament, TournamentAction, TournamentId, TournamentRequest, TournamentStatus,
};
use poise::serenity_prelude as serenity;

use super::notify::refresh_announcement;
use super::texts::{
    announcement, cancelled_text, fit, round_text, standing_lines, started_text, tie_break_note,
};
use crate::bot::choices::FormatChoice;
use crate::bot::context::{Context, caller, lang, place};
use crate::bot::errors::BotError;
use crate::bot::i18n::t;
use crate::bot::organizers::is_organizer;
use crate::bot::pictures::drawn;
use crate::bot::variant_option::{complete_variant, variant_key};
use crate::bot::words::mention;

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

/// The tournament a command means: the one given, else the newest of the
/// server in the first of `prefer` that has one.
async fn resolve(
    ctx: Context<'_>,
    given: Option<i64>,
    prefer: &[TournamentStatus],
    action: TournamentAction,
) -> Result<Tournament, BotError> {
    Ok(ctx
        .data()
        .app
        .tournaments()
        .resolve(place(ctx).guild, given.map(TournamentId), prefer, action)
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
#[poise::command(slash_command, guild_only, check = "is_organizer")]
#[allow(clippy::too_many_arguments)] // one argument per slash-command option
pub async fn create(
    ctx: Context<'_>,
    #[description = "Its name"] name: String,
    #[description = "Which game"]
    #[autocomplete = "complete_variant"]
    variant: String,
    #[description = "Swiss, round-robin or knockout"] format: FormatChoice,
    #[description = "Swiss only: number of rounds (default 4)"] rounds: Option<u32>,
    #[description = "Time per move: 10m, 2h, 3d, none (default 3d)"] time: Option<String>,
    #[description = "Most players (default 16 for round-robin, 64 otherwise)"] players: Option<u32>,
    #[description = "Sign-up closes (and it starts) after: 2h, 3d (default: when started)"]
    signup: Option<String>,
    #[description = "Whether vacations stop its clocks (default yes)"] vacation: Option<bool>,
) -> Result<(), BotError> {
    let key = variant_key(ctx, &variant).await?;
    let mut req = TournamentRequest::new(caller(ctx), place(ctx), &name, &key, format.into());
    req.rounds = rounds;
    if let Some(time) = time {
        req.time = time.parse().map_err(hnefi_app::Error::from)?;
    }
    req.max_players = players;
    req.vacation = vacation.unwrap_or(true);
    if let Some(signup) = signup {
        let parsed: TimeControl = signup.parse().map_err(hnefi_app::Error::from)?;
        req.signup = parsed.duration();
    }
    let tournaments = ctx.data().app.tournaments();
    // The check ran before: only organisers get here.
    let t = tournaments.create(req, true).await?;
    let (embed, buttons) = announcement(lang(ctx), &t);
    let reply = ctx
        .send(
            poise::CreateReply::default()
                .embed(embed)
                .components(buttons),
        )
        .await?;
    let message = reply.message().await?;
    tournaments
        .set_message(t.id, message.id.get() as i64)
        .await?;
    Ok(())
}

/// Join a tournament in sign-up
#[poise::command(slash_command, guild_only)]
pub async fn join(
    ctx: Context<'_>,
    #[description = "Tournament number (the newest open one if left out)"] tournament: Option<i64>,
) -> Result<(), BotError> {
    let t = resolve(ctx, tournament, OPEN, TournamentAction::Join).await?;
    let t = ctx
        .data()
        .app
        .tournaments()
        .join(t.id, &caller(ctx))
        .await?;
    refresh_announcement(lang(ctx), ctx.http(), &t).await;
    let lang = lang(ctx);
    ctx.say(t!(
        lang,
        "tournament-joined",
        player = mention(lang, caller(ctx).id),
        tournament = t.title(),
        count = t.active_players()
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
    let t = resolve(ctx, tournament, LIVE, TournamentAction::Leave).await?;
    let me = caller(ctx).id;
    let started = t.status == TournamentStatus::Running;
    let t = ctx.data().app.tournaments().leave(t.id, me).await?;
    let lang = lang(ctx);
    refresh_announcement(lang, ctx.http(), &t).await;
    let id = if started {
        "tournament-withdrew"
    } else {
        "tournament-left"
    };
    let text = t!(lang, id, player = mention(lang, me), tournament = t.title());
    ctx.say(text).await?;
    Ok(())
}

/// Start a tournament: pairs round 1 and opens its games (organisers)
#[poise::command(slash_command, guild_only)]
pub async fn start(
    ctx: Context<'_>,
    #[description = "Tournament number (the newest open one if left out)"] tournament: Option<i64>,
) -> Result<(), BotError> {
    let announced = resolve(ctx, tournament, OPEN, TournamentAction::Start).await?;
    let organizer = is_organizer(ctx).await?;
    let t = ctx
        .data()
        .app
        .tournaments()
        .start(announced.id, caller(ctx).id, organizer)
        .await?;
    ctx.say(started_text(lang(ctx), &announced, &t)).await?;
    Ok(())
}

/// A tournament's standings
#[poise::command(slash_command, guild_only)]
pub async fn standings(
    ctx: Context<'_>,
    #[description = "Tournament number (the newest one if left out)"] tournament: Option<i64>,
) -> Result<(), BotError> {
    let t = resolve(ctx, tournament, ANY, TournamentAction::Show).await?;
    let tournaments = ctx.data().app.tournaments();
    let (t, table) = tournaments.standings(t.id).await?;
    let lang = lang(ctx);
    let mut embed = serenity::CreateEmbed::new()
        .title(t!(
            lang,
            "tournament-standings-title",
            tournament = t.title()
        ))
        .description(fit(lang, &standing_lines(lang, t.format, &table)))
        .footer(serenity::CreateEmbedFooter::new(tie_break_note(
            lang, t.format,
        )));
    let mut reply = poise::CreateReply::default();
    // Once a game has been played: the crosstable as a picture.
    if table.iter().any(|s| s.wins + s.draws + s.losses > 0) {
        let cross = tournaments.crosstable(t.id).await?;
        let title = t!(lang, "tournament-crosstable-title", tournament = t.title());
        let (player, points) = (
            t!(lang, "tournament-crosstable-player"),
            t!(lang, "tournament-crosstable-points"),
        );
        let png = drawn(&ctx.data().heavy_work, move || {
            let lines: Vec<hnefi_render::CrossLine> = cross
                .rows
                .iter()
                .map(|r| hnefi_render::CrossLine {
                    rank: r.rank,
                    name: &r.name,
                    points: &r.points,
                    withdrawn: r.withdrawn,
                    results: &r.results,
                })
                .collect();
            hnefi_render::crosstable_png(&hnefi_render::CrosstablePicture {
                title: &title,
                player_header: &player,
                points_header: &points,
                lines: &lines,
            })
        })
        .await?;
        embed = embed.image("attachment://crosstable.png");
        reply = reply.attachment(serenity::CreateAttachment::bytes(png, "crosstable.png"));
    }
    ctx.send(reply.embed(embed)).await?;
    Ok(())
}

/// A round's pairings and results
#[poise::command(slash_command, guild_only)]
pub async fn pairings(
    ctx: Context<'_>,
    #[description = "Tournament number (the newest one if left out)"] tournament: Option<i64>,
    #[description = "Round (the current one if left out)"] round: Option<u32>,
) -> Result<(), BotError> {
    let t = resolve(ctx, tournament, ANY, TournamentAction::Show).await?;
    let view = ctx.data().app.tournaments().round(t.id, round).await?;
    let lang = lang(ctx);
    let embed = serenity::CreateEmbed::new()
        .title(t!(
            lang,
            "tournament-round-title",
            tournament = t.title(),
            round = view.round
        ))
        .description(round_text(lang, &t.variant, &view.games));
    ctx.send(poise::CreateReply::default().embed(embed)).await?;
    Ok(())
}

/// Cancel a tournament: its running games are aborted (organisers)
#[poise::command(slash_command, guild_only)]
pub async fn cancel(
    ctx: Context<'_>,
    #[description = "Tournament number (the newest one if left out)"] tournament: Option<i64>,
) -> Result<(), BotError> {
    let before = resolve(ctx, tournament, LIVE, TournamentAction::Cancel).await?;
    let organizer = is_organizer(ctx).await?;
    let t = ctx
        .data()
        .app
        .tournaments()
        .cancel(before.id, caller(ctx).id, organizer)
        .await?;
    ctx.say(cancelled_text(lang(ctx), &before, &t, caller(ctx).id))
        .await?;
    Ok(())
}

/// Name the role whose members may organise tournaments (Manage Server)
#[poise::command(slash_command, guild_only, required_permissions = "MANAGE_GUILD")]
pub async fn organizers(
    ctx: Context<'_>,
    #[description = "The role (leave out to allow only Manage Server)"] role: Option<
        serenity::Role,
    >,
) -> Result<(), BotError> {
    let guild = ctx.guild_id().map_or(0, |g| g.get() as i64);
    let id = role.as_ref().map(|r| r.id.get() as i64);
    ctx.data()
        .app
        .tournaments()
        .set_organizer_role(guild, id)
        .await?;
    let lang = lang(ctx);
    let text = match role {
        Some(role) => t!(lang, "tournament-organizer-role", role = &role.name),
        None => t!(lang, "tournament-organizer-none"),
    };
    ctx.send(poise::CreateReply::default().content(text).ephemeral(true))
        .await?;
    Ok(())
}
