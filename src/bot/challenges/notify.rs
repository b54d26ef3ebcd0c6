//! What the challenges feature says by itself: an expired challenge's
//! message says so and loses its buttons.

use hnefi_app::Place;
use poise::serenity_prelude as serenity;

use crate::bot::errors::BotError;
use crate::bot::post::Speaker;

pub async fn expired(link: &Speaker<'_>, place: Place, message: i64) -> Result<(), BotError> {
    let edit = serenity::EditMessage::new()
        .content("⌛ This challenge expired.")
        .components(Vec::new());
    link.edit(place.channel, message, edit).await
}
