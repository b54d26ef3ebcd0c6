//! The buttons of a challenge message: `challenge:<id>:accept`,
//! `challenge:<id>:decline`, `challenge:<id>:cancel`.

use hnefi_app::ChallengeId;

use crate::bot::errors::BotError;
use crate::bot::i18n::t;
use crate::bot::press::Press;
use crate::bot::words::mention;

/// What a challenge button asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChallengePress {
    Accept(ChallengeId),
    Decline(ChallengeId),
    Cancel(ChallengeId),
}

impl ChallengePress {
    /// `challenge:<id>:<action>` of docs/discord.md.
    pub fn parse(id: i64, action: &str) -> Option<ChallengePress> {
        let challenge = ChallengeId(id);
        Some(match action {
            "accept" => ChallengePress::Accept(challenge),
            "decline" => ChallengePress::Decline(challenge),
            "cancel" => ChallengePress::Cancel(challenge),
            _ => return None,
        })
    }
}

pub async fn on_press(press: &Press<'_>, action: ChallengePress) -> Result<(), BotError> {
    let challenges = press.data.app.challenges();
    let me = &press.by;
    let lang = press.lang;
    let player = mention(lang, me.id);
    let text = match action {
        ChallengePress::Accept(id) => {
            // A quick accept can beat `/challenge` storing its message; the
            // thread opens on the message, so the button's own says which.
            if challenges.get(id).await?.message.is_none() {
                let message = press.interaction.message.id.get() as i64;
                challenges.set_message(id, message).await?;
            }
            let game = challenges.accept(id, me).await?;
            // The thread and first board come from the notifier (GameStarted).
            t!(
                lang,
                "challenge-accepted",
                player = player,
                game = game.id.0
            )
        }
        ChallengePress::Decline(id) => {
            challenges.decline(id, me.id).await?;
            t!(lang, "challenge-declined", player = player)
        }
        ChallengePress::Cancel(id) => {
            challenges.cancel(id, me.id).await?;
            t!(lang, "challenge-cancelled", player = player)
        }
    };
    press.update(text).await
}
