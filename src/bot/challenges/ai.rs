//! `/ai`, and rematches against the AI: a challenge to the AI, which
//! accepts it at once. The answer is posted first, so that the game's
//! thread opens on it as on any accepted challenge; the AI then answers
//! each move by itself (the app's AI player).

use hnefi_app::{Challenge, SideChoice};

use crate::bot::choices::SideParam;
use crate::bot::context::{Context, caller, lang, place};
use crate::bot::errors::BotError;
use crate::bot::games::texts::sides_line;
use crate::bot::i18n::t;
use crate::bot::variant_option::{complete_variant, variant_key};
use crate::bot::words::{ai_name, mention, variant_name};

/// Play against the bot's AI
#[poise::command(slash_command)]
pub async fn ai(
    ctx: Context<'_>,
    #[description = "The game to play"]
    #[autocomplete = "complete_variant"]
    variant: String,
    #[description = "Your side (random if left out)"] side: Option<SideParam>,
    #[description = "1 (beginner) to 5 (strongest); 3 if left out"]
    #[min = 1]
    #[max = 5]
    level: Option<u8>,
) -> Result<(), BotError> {
    let side = side.map_or(SideChoice::Random, SideChoice::from);
    let key = variant_key(ctx, &variant).await?;
    let challenge = ctx
        .data()
        .app
        .challenges()
        .challenge_ai(caller(ctx), place(ctx), &key, side, level.unwrap_or(3))
        .await?;
    start_against_ai(ctx, &challenge).await
}

/// Answers with the game the AI accepts: the answer first (its message is
/// where the thread opens), then the game starts, then the answer says
/// which game it is.
pub async fn start_against_ai(ctx: Context<'_>, challenge: &Challenge) -> Result<(), BotError> {
    let challenges = ctx.data().app.challenges();
    ctx.defer().await?;
    if let poise::Context::Application(app) = ctx {
        let message = app.interaction.get_response(ctx.http()).await?;
        challenges
            .set_message(challenge.id, message.id.get() as i64)
            .await?;
    }
    let game = challenges.ai_accepts(challenge.id).await?;
    let level = challenge.opponent.and_then(|p| p.ai_level()).unwrap_or(3);
    let lang = lang(ctx);
    let text = t!(
        lang,
        "challenge-ai-game",
        player = mention(lang, challenge.author),
        variant = variant_name(lang, &game.variant),
        ai = ai_name(lang, level),
        game = game.id.0,
        sides = sides_line(lang, &game)
    );
    ctx.send(poise::CreateReply::default().content(text))
        .await?;
    Ok(())
}
