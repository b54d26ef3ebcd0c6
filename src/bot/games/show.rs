//! `/board`, `/games`, `/export`, `/replay`: looking at games.

use hnefi_app::{GameScope, PlayerId, RecordFormat};
use hnefi_engine::Side;
use poise::serenity_prelude as serenity;

use super::board::BoardMessage;
use super::texts::{game_header, game_title, sides_line};
use crate::bot::choices::RecordFormatChoice;
use crate::bot::context::{Context, caller_id, game_ref, lang};
use crate::bot::errors::BotError;
use crate::bot::i18n::t;
use crate::bot::pictures::replay_gif;
use crate::bot::words::{mention, relative_time, variant_name};

/// Show a game's current board
#[poise::command(slash_command)]
pub async fn board(
    ctx: Context<'_>,
    #[description = "Game number (needed only if you play several games here)"] game: Option<i64>,
) -> Result<(), BotError> {
    let which = game_ref(ctx, game, GameScope::Active);
    let board = ctx.data().app.games().board(which, caller_id(ctx)).await?;
    let header = game_header(lang(ctx), &board.summary, ctx.data().app.now());
    BoardMessage::send(ctx, &board, header).await
}

/// List active games (yours, or another player's)
#[poise::command(slash_command)]
pub async fn games(
    ctx: Context<'_>,
    #[description = "Whose games (yours if left out)"] user: Option<serenity::User>,
) -> Result<(), BotError> {
    let who = user.as_ref().unwrap_or_else(|| ctx.author());
    let player = PlayerId::discord(who.id.get());
    let games = ctx.data().app.games().active_of(player).await?;
    let lang = lang(ctx);
    let now = ctx.data().app.now();
    let mut lines = Vec::new();
    for g in games.iter().take(20) {
        let opponent = if g.attacker == player {
            g.defender
        } else {
            g.attacker
        };
        let turn = match (g.player_to_move(), g.deadline) {
            (Some(p), Some(due)) if p == player => {
                t!(lang, "games-to-move-due", due = relative_time(due))
            }
            (Some(p), None) if p == player => t!(lang, "games-to-move"),
            _ => t!(lang, "games-waiting"),
        };
        // docs/correspondence.md 2: a player away is shown to all.
        let away = [Side::Attackers, Side::Defenders]
            .into_iter()
            .filter_map(|side| {
                g.away_until(side, now).map(|until| {
                    t!(
                        lang,
                        "games-away",
                        player = mention(lang, g.player(side)),
                        until = relative_time(until)
                    )
                })
            })
            .collect::<Vec<_>>();
        let turn = if away.is_empty() {
            turn
        } else {
            format!("{turn} · {}", away.join(" · "))
        };
        lines.push(t!(
            lang,
            "games-line",
            game = g.id.0,
            variant = variant_name(lang, &g.variant),
            opponent = mention(lang, opponent),
            move = g.plies + 1,
            turn = turn,
            channel = g.channel().to_string()
        ));
    }
    if games.len() > lines.len() {
        lines.push(t!(lang, "games-more", count = games.len() - lines.len()));
    }
    let description = if lines.is_empty() {
        t!(lang, "games-none", player = mention(lang, player))
    } else {
        lines.join("\n")
    };
    let name = who.global_name.as_deref().unwrap_or(&who.name);
    let embed = serenity::CreateEmbed::new()
        .title(t!(lang, "games-title", name = name))
        .description(description);
    ctx.send(poise::CreateReply::default().embed(embed)).await?;
    Ok(())
}

/// Attach a game's record (docs/rules.md 2 notation)
#[poise::command(slash_command)]
pub async fn export(
    ctx: Context<'_>,
    #[description = "Game number (your game here, or the latest game here, if left out)"]
    game: Option<i64>,
    #[description = "Hnefi's own record, or OpenTafl's .otg (Hnefi's if left out)"] format: Option<
        RecordFormatChoice,
    >,
) -> Result<(), BotError> {
    let which = game_ref(ctx, game, GameScope::ActiveOrLatest);
    let data = ctx.data();
    let slot = data.heavy_work.acquire().await.map_err(busy)?;
    let format = format.map_or(RecordFormat::Native, RecordFormat::from);
    let record = data
        .app
        .games()
        .export_as(which, caller_id(ctx), format)
        .await?;
    // Free for others before the answer travels to Discord.
    drop(slot);
    let id = record.game.id.0;
    let file = serenity::CreateAttachment::bytes(
        record.text.into_bytes(),
        format!("game-{id}.{}", record.extension),
    );
    ctx.send(
        poise::CreateReply::default()
            .content(t!(lang(ctx), "export-answer", game = id))
            .attachment(file),
    )
    .await?;
    Ok(())
}

/// Attach an animated replay of a game
#[poise::command(slash_command)]
pub async fn replay(
    ctx: Context<'_>,
    #[description = "Game number (your game here, or the latest game here, if left out)"]
    game: Option<i64>,
) -> Result<(), BotError> {
    let which = game_ref(ctx, game, GameScope::ActiveOrLatest);
    let data = ctx.data();
    // Load first: a refusal must stay private, and after a public defer
    // every answer is public.
    let board = data.app.games().board(which, caller_id(ctx)).await?;
    ctx.defer().await?;
    let slot = data.heavy_work.acquire().await.map_err(busy)?;
    let lang = lang(ctx);
    let gif = replay_gif(lang, &data.renderer, &board).await?;
    drop(slot);
    let game = &board.summary;
    let file = serenity::CreateAttachment::bytes(gif, format!("game-{}.gif", game.id.0));
    ctx.send(
        poise::CreateReply::default()
            .content(format!(
                "**{}** · {} · {}",
                game_title(lang, game),
                sides_line(lang, game),
                t!(lang, "replay-moves", moves = game.plies)
            ))
            .attachment(file),
    )
    .await?;
    Ok(())
}

/// The slots closed: the bot is stopping.
fn busy(_: tokio::sync::AcquireError) -> BotError {
    BotError::Internal("the bot is stopping".into())
}
