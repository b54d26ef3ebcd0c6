//! Who organises a server's games: members with Manage Server (or
//! Administrator), or with the role the server named through
//! `/tournament organizers`. They create tournaments (`create` runs this as
//! a poise check; `start` and `cancel` pass it to the app, where a
//! tournament's creator may act too) and manage the server's rule sets
//! (`/variant create` and `delete`). `organizers` itself needs Manage
//! Server (poise's `required_permissions`).

use crate::bot::context::Context;
use crate::bot::errors::BotError;

/// Whether the caller may organise here.
pub async fn is_organizer(ctx: Context<'_>) -> Result<bool, BotError> {
    let poise::Context::Application(app) = ctx else {
        return Ok(false);
    };
    let (Some(member), Some(guild)) = (app.interaction.member.as_ref(), ctx.guild_id()) else {
        return Ok(false);
    };
    if member
        .permissions
        .is_some_and(|p| p.manage_guild() || p.administrator())
    {
        return Ok(true);
    }
    let role = ctx
        .data()
        .app
        .tournaments()
        .organizer_role(guild.get() as i64)
        .await?;
    Ok(role.is_some_and(|role| member.roles.iter().any(|r| r.get() as i64 == role)))
}

/// Whether the caller manages the server (Manage Server or Administrator).
pub fn is_manager(ctx: Context<'_>) -> bool {
    let poise::Context::Application(app) = ctx else {
        return false;
    };
    app.interaction
        .member
        .as_ref()
        .and_then(|m| m.permissions)
        .is_some_and(|p| p.manage_guild() || p.administrator())
}
