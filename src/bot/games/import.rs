//! `/import record|text variant|rules` (docs/discord.md "/import"): a game
//! record (OpenTafl's `.otg`, or Hnefi's own export) or a line of moves
//! becomes an unrated imported game, shown at once with its final board;
//! `/board`, `/replay` and `/export` then show it as any game.
//!
//! Imports share the heavy-work pool with replays and records, and do not
//! queue: when every slot is busy the caller is told to try again, so
//! nobody starts imports faster than the pool serves them.

use poise::serenity_prelude as serenity;

use super::board::BoardMessage;
use super::texts::game_header;
use crate::bot::context::{Context, caller, caller_id, lang, place};
use crate::bot::errors::{BotError, BotRefusal};
use crate::bot::i18n::t;
use crate::bot::variant_option::{chosen_variant, complete_variant};

/// The largest record file read (1 MB).
pub const MAX_BYTES: u32 = 1024 * 1024;

/// Import a game record, or a line of moves, as an unrated game
#[poise::command(slash_command)]
pub async fn import(
    ctx: Context<'_>,
    #[description = "A record file: OpenTafl's .otg, or Hnefi's own export"] record: Option<
        serenity::Attachment,
    >,
    #[description = "Or a line of moves, like e1-e4 d5-d2 (with the variant)"] text: Option<String>,
    #[description = "The game the line of moves is played in"]
    #[autocomplete = "complete_variant"]
    variant: Option<String>,
    #[description = "Or the line's rules, as an OpenTafl rules string"] rules: Option<String>,
) -> Result<(), BotError> {
    let data = ctx.data();
    let slot = data
        .heavy_work
        .clone()
        .try_acquire_owned()
        .map_err(|_| BotError::Refused(BotRefusal::Busy))?;
    let games = data.app.games();
    let imported = match (record, text) {
        (Some(file), _) => {
            if file.size > MAX_BYTES {
                return Err(BotError::Refused(BotRefusal::RecordTooLarge {
                    max_kb: MAX_BYTES / 1024,
                }));
            }
            let bytes = file.download().await?;
            let text =
                String::from_utf8(bytes).map_err(|_| BotError::Refused(BotRefusal::NotARecord))?;
            games.import(&text, &caller(ctx), place(ctx)).await?
        }
        (None, Some(line)) => match (variant, rules) {
            (Some(variant), _) => {
                let variant = chosen_variant(ctx, &variant).await?;
                games
                    .import_moves(&line, &variant, &caller(ctx), place(ctx))
                    .await?
            }
            (None, Some(rules)) => {
                games
                    .import_moves_under(&line, &rules, &caller(ctx), place(ctx))
                    .await?
            }
            (None, None) => return Err(BotError::Refused(BotRefusal::ImportNeedsVariant)),
        },
        (None, None) => return Err(BotError::Refused(BotRefusal::ImportNothing)),
    };
    let board = games.board(imported.id, caller_id(ctx)).await?;
    let lang = lang(ctx);
    let text = format!(
        "{}\n{}",
        t!(
            lang,
            "import-done",
            game = imported.id.0,
            moves = imported.plies
        ),
        game_header(lang, &board.summary, data.app.now())
    );
    let message = BoardMessage::new(lang, &data.renderer, &board, text).await?;
    // The picture is drawn: the slot is free before the answer travels,
    // or the next import would be refused as busy while it does.
    drop(slot);
    ctx.send(message.reply()).await?;
    Ok(())
}
