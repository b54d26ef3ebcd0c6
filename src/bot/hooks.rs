//! What every command goes through, as poise hooks: the in-flight count
//! a shutdown waits for, timing, and the answer to a command that failed
//! or was refused (by the app, or by poise's checks).

use std::time::Instant;

use poise::serenity_prelude as serenity;

use super::answering::Answer;
use super::context::{Context, Data, lang, remember_locales};
use super::errors::{BotError, BotRefusal};
use super::flight::Running;

/// Kept with the invocation: it ends with it, whatever way the command
/// ends (errors included, once they are answered).
struct Invocation {
    _running: Running,
    _answer: Answer,
    started: Instant,
}

/// `pre_command`: the command counts as in flight, and as being answered
/// in its channel, until it is done.
pub fn pre_command(ctx: Context<'_>) -> poise::BoxFuture<'_, ()> {
    Box::pin(async move {
        let data = ctx.data();
        let invocation = Invocation {
            _running: data.in_flight.enter(),
            _answer: data.answering.begin(ctx.channel_id().get()),
            started: Instant::now(),
        };
        ctx.set_invocation_data(invocation).await;
        if let poise::Context::Application(app) = ctx {
            let interaction = app.interaction;
            remember_locales(
                &data.app,
                interaction.user.id,
                &interaction.locale,
                interaction.guild_id,
                interaction.guild_locale.as_deref(),
            );
        }
    })
}

/// `post_command`: how long a successful command took.
pub fn post_command(ctx: Context<'_>) -> poise::BoxFuture<'_, ()> {
    Box::pin(async move {
        if let Some(invocation) = ctx.invocation_data::<Invocation>().await {
            tracing::debug!(
                command = %ctx.command().qualified_name,
                millis = invocation.started.elapsed().as_secs_f64() * 1000.0,
                "done"
            );
        }
    })
}

/// `on_error`: a refusal gets its words, privately; a failure is logged
/// and apologised for with a reference.
pub fn on_error(error: poise::FrameworkError<'_, Data, BotError>) -> poise::BoxFuture<'_, ()> {
    Box::pin(async move {
        let (ctx, error) = match error {
            poise::FrameworkError::Command { error, ctx, .. } => (ctx, error),
            poise::FrameworkError::CommandCheckFailed { error, ctx, .. } => {
                // The only check is the organiser check of `create`.
                let error = error.unwrap_or(BotError::App(hnefi_app::Error::NotOrganizer));
                (ctx, error)
            }
            poise::FrameworkError::MissingUserPermissions { ctx, .. } => {
                (ctx, BotError::Refused(BotRefusal::NotServerManager))
            }
            other => {
                if let Err(e) = poise::builtins::on_error(other).await {
                    tracing::warn!("while handling an error: {e}");
                }
                return;
            }
        };
        let id = match ctx {
            poise::Context::Application(app) => app.interaction.id,
            poise::Context::Prefix(_) => serenity::InteractionId::new(1),
        };
        error.log(id, &ctx.command().qualified_name);
        let reply = poise::CreateReply::default()
            .content(error.answer(lang(ctx), id))
            .ephemeral(true);
        if let Err(e) = ctx.send(reply).await {
            tracing::warn!(%id, "could not answer an error: {e}");
        }
    })
}
