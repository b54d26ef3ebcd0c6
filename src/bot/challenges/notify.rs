//! What the challenges feature says by itself: an expired challenge's
//! message says so and loses its buttons.

use hnefi_app::Place;
use poise::serenity_prelude as serenity;

use crate::bot::errors::BotError;
use crate::bot::i18n::{Lang, t};
use crate::bot::post::Speaker;

pub async fn expired(
    lang: Lang,
    link: &Speaker<'_>,
    place: Place,
    message: i64,
) -> Result<(), BotError> {
    let edit = serenity::EditMessage::new()
        .content(t!(lang, "challenge-expired"))
        .components(Vec::new());
    link.edit(place.channel, message, edit).await
}
