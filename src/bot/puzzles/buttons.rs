//! The daily puzzle's button, `puzzle:<key>:take`: takes the puzzle up as
//! the presser's own (answered with `/puzzle solve`), shown to them alone.

use hnefi_app::Place;
use poise::serenity_prelude as serenity;

use super::show::posed_message;
use crate::bot::errors::BotError;
use crate::bot::press::Press;

/// The custom id of the button that takes up puzzle `key`.
pub fn take_id(key: &str) -> String {
    format!("puzzle:{key}:take")
}

/// The puzzle a custom id takes up (keys hold colons themselves).
pub fn parse(custom_id: &str) -> Option<&str> {
    custom_id
        .strip_prefix("puzzle:")?
        .strip_suffix(":take")
        .filter(|key| !key.is_empty())
}

pub async fn on_press(press: &Press<'_>, key: &str) -> Result<(), BotError> {
    let interaction = press.interaction;
    let place = Place::new(
        interaction.guild_id.map(|g| g.get() as i64),
        interaction.channel_id.get() as i64,
    );
    let posed = press
        .data
        .app
        .puzzles()
        .take(press.by.id, place, key)
        .await?;
    let (embed, board) = posed_message(press.lang, press.data, &posed).await?;
    press
        .respond(serenity::CreateInteractionResponse::Message(
            serenity::CreateInteractionResponseMessage::new()
                .embed(embed)
                .add_file(board)
                .ephemeral(true),
        ))
        .await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_take_button_carries_its_puzzle() {
        for key in ["copenhagen.csv:123:45", "game:7:31"] {
            assert_eq!(parse(&take_id(key)), Some(key));
        }
        assert!(take_id("copenhagen.csv:1752:200").len() <= 100);
        for other in [
            "puzzle::take",
            "puzzle:x:solve",
            "game:1:resign",
            "puzzle:x",
        ] {
            assert_eq!(parse(other), None, "{other}");
        }
    }
}
