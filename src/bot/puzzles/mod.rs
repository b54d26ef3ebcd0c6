//! `/puzzle next|solve|daily` (docs/learning.md 2, docs/discord.md): a
//! position from a real game where one move wins, answered move by move
//! or as a whole line, the bot playing the other side's replies; a puzzle
//! rating per player; a daily puzzle in a channel a server names, with a
//! button to take it up. Moves of answers are hidden behind spoiler tags
//! and the boards after them are spoiler attachments, so a channel's
//! other solvers are not given the solution.

pub mod buttons;
pub mod notify;
mod show;

use hnefi_app::{Answered, Verdict};
use poise::serenity_prelude as serenity;

use super::context::{Context, Data, caller_id, lang, place};
use super::errors::{BotError, BotRefusal};
use super::i18n::{Lang, t};
use super::organizers::is_manager;
use super::pictures::{attachment_named, position_png};
use super::variant_option::{complete_variant, variant_key};
use show::{posed_message, rating_change, spoiler};

pub fn commands() -> Vec<poise::Command<Data, BotError>> {
    vec![puzzle()]
}

/// The variant of `/puzzle next` when none is given: the one most played.
const DEFAULT_VARIANT: &str = "copenhagen";

/// The board after an answer: a spoiler, so it does not give the line away.
const SPOILER_BOARD: &str = "SPOILER_board.png";

/// Puzzles from real games, with a puzzle rating
#[poise::command(
    slash_command,
    subcommands("next", "solve", "daily"),
    subcommand_required
)]
pub async fn puzzle(_ctx: Context<'_>) -> Result<(), BotError> {
    Ok(())
}

/// A puzzle to solve: a position from a real game where one move wins
#[poise::command(slash_command)]
pub async fn next(
    ctx: Context<'_>,
    #[description = "Which game (Copenhagen, if left out)"]
    #[autocomplete = "complete_variant"]
    variant: Option<String>,
) -> Result<(), BotError> {
    let key = variant_key(ctx, variant.as_deref().unwrap_or(DEFAULT_VARIANT)).await?;
    let data = ctx.data();
    let posed = data
        .app
        .puzzles()
        .next(caller_id(ctx), place(ctx), &key)
        .await?;
    let (embed, board) = posed_message(lang(ctx), data, &posed).await?;
    ctx.send(poise::CreateReply::default().embed(embed).attachment(board))
        .await?;
    Ok(())
}

/// Answer your puzzle: your move, or your whole line of moves
#[poise::command(slash_command)]
pub async fn solve(
    ctx: Context<'_>,
    #[description = "Your move (e4-e7), or your moves in turn (e4-e7 e7-e9)"]
    #[rename = "move"]
    line: String,
) -> Result<(), BotError> {
    let data = ctx.data();
    let answered = data.app.puzzles().solve(caller_id(ctx), &line).await?;
    let lang = lang(ctx);
    let picture = position_png(lang, &data.renderer, answered.position.clone()).await?;
    let reply = poise::CreateReply::default()
        .content(answer_text(lang, &answered))
        .attachment(attachment_named(picture, SPOILER_BOARD));
    ctx.send(reply).await?;
    Ok(())
}

/// Post a puzzle every day in a channel, or stop (Manage Server)
#[poise::command(slash_command, guild_only)]
pub async fn daily(
    ctx: Context<'_>,
    #[description = "Where (left out: the daily puzzle stops)"] channel: Option<
        serenity::ChannelId,
    >,
) -> Result<(), BotError> {
    if !is_manager(ctx) {
        return Err(BotError::Refused(BotRefusal::NotServerManager));
    }
    let guild = place(ctx).guild.unwrap_or(0);
    let channel = channel.map(|c| c.get() as i64);
    ctx.data().app.puzzles().set_daily(guild, channel).await?;
    let lang = lang(ctx);
    let said = match channel {
        Some(channel) => t!(lang, "puzzle-daily-set", channel = format!("<#{channel}>")),
        None => t!(lang, "puzzle-daily-stopped"),
    };
    ctx.send(poise::CreateReply::default().content(said).ephemeral(true))
        .await?;
    Ok(())
}

/// What an answer did, its moves in spoilers.
fn answer_text(lang: Lang, answered: &Answered) -> String {
    let steps: Vec<String> = answered
        .steps
        .iter()
        .map(|s| match s.reply {
            Some(reply) => t!(
                lang,
                "puzzle-step",
                move = spoiler(&[s.mv]),
                reply = spoiler(&[reply])
            ),
            None => spoiler(&[s.mv]),
        })
        .collect();
    let steps = steps.join(", ");
    let mut text = match (answered.verdict, &answered.change) {
        (Verdict::Going { plies_left }, _) => t!(
            lang,
            "puzzle-right",
            steps = steps,
            moves = plies_left.div_ceil(2)
        ),
        (Verdict::Solved, Some(change)) => t!(
            lang,
            "puzzle-solved",
            steps = steps,
            change = rating_change(change)
        ),
        (Verdict::Failed { expected }, Some(change)) => t!(
            lang,
            "puzzle-failed",
            steps = steps,
            expected = spoiler(&[expected]),
            solution = spoiler(&answered.puzzle.solution),
            change = rating_change(change)
        ),
        // A finished answer always carries its rating change.
        (_, None) => steps,
    };
    if answered.ignored > 0 {
        text.push('\n');
        text.push_str(&t!(lang, "puzzle-ignored", count = answered.ignored));
    }
    text
}
