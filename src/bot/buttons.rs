//! Button presses: a small dispatcher from a custom id to the feature that
//! owns the button. A failed press is answered here, privately, once.

use poise::serenity_prelude as serenity;

use super::challenges::buttons::ChallengePress;
use super::context::{Data, remember_locales};
use super::errors::BotError;
use super::games::buttons::GamePress;
use super::press::Press;
use super::tournaments::buttons::TournamentPress;
use super::{challenges, games, puzzles, tournaments};

/// What a custom id asks for (docs/discord.md "Buttons").
#[derive(Clone, Debug, PartialEq, Eq)]
enum Action {
    Challenge(ChallengePress),
    Game(GamePress),
    Tournament(TournamentPress),
    /// Take up a daily puzzle (its key).
    Puzzle(String),
}

impl Action {
    /// `<kind>:<id>:<action>`, or `puzzle:<key>:take`; `None` for
    /// anything else.
    fn parse(custom_id: &str) -> Option<Action> {
        if let Some(key) = puzzles::buttons::parse(custom_id) {
            return Some(Action::Puzzle(key.to_string()));
        }
        let mut parts = custom_id.split(':');
        let (kind, id, action) = (parts.next()?, parts.next()?, parts.next()?);
        if parts.next().is_some() {
            return None;
        }
        let id: i64 = id.parse().ok()?;
        match kind {
            "challenge" => ChallengePress::parse(id, action).map(Action::Challenge),
            "game" => GamePress::parse(id, action).map(Action::Game),
            "tournament" => TournamentPress::parse(id, action).map(Action::Tournament),
            _ => None,
        }
    }
}

pub async fn on_event(
    framework: poise::FrameworkContext<'_, Data, BotError>,
    event: &serenity::FullEvent,
) -> Result<(), BotError> {
    let serenity::FullEvent::InteractionCreate {
        interaction: serenity::Interaction::Component(interaction),
    } = event
    else {
        return Ok(());
    };
    let Some(action) = Action::parse(&interaction.data.custom_id) else {
        // Someone else's button (another bot's, or a future one): not ours.
        return Ok(());
    };
    let data = framework.user_data;
    let _running = data.in_flight.enter();
    let _answer = data.answering.begin(interaction.channel_id.get());
    remember_locales(
        &data.app,
        interaction.user.id,
        &interaction.locale,
        interaction.guild_id,
        interaction.guild_locale.as_deref(),
    );
    let press = Press::new(framework.serenity_context, data, interaction);
    let done = match action {
        Action::Challenge(a) => challenges::buttons::on_press(&press, a).await,
        Action::Game(a) => games::buttons::on_press(&press, a).await,
        Action::Tournament(a) => tournaments::buttons::on_press(&press, a).await,
        Action::Puzzle(key) => puzzles::buttons::on_press(&press, &key).await,
    };
    if let Err(error) = done {
        answer_failure(&press, &error).await;
    }
    Ok(())
}

/// Says privately why a press did nothing.
async fn answer_failure(press: &Press<'_>, error: &BotError) {
    let interaction = press.interaction;
    error.log(interaction.id, &interaction.data.custom_id);
    let answer = error.answer(press.lang, interaction.id);
    let response = serenity::CreateInteractionResponse::Message(
        serenity::CreateInteractionResponseMessage::new()
            .content(answer.clone())
            .ephemeral(true),
    );
    if press.respond(response).await.is_err() {
        // Already answered: follow up instead.
        let follow = serenity::CreateInteractionResponseFollowup::new()
            .content(answer)
            .ephemeral(true);
        if let Err(e) = interaction.create_followup(press.ctx, follow).await {
            tracing::warn!(interaction = %interaction.id, "could not answer an error: {e}");
        }
    }
}

#[cfg(test)]
mod tests {
    use hnefi_app::{ChallengeId, GameId, TournamentId};

    use super::*;

    #[test]
    fn custom_ids_of_discord_md_parse() {
        let cases = [
            (
                "challenge:7:accept",
                Action::Challenge(ChallengePress::Accept(ChallengeId(7))),
            ),
            (
                "challenge:7:decline",
                Action::Challenge(ChallengePress::Decline(ChallengeId(7))),
            ),
            (
                "challenge:7:cancel",
                Action::Challenge(ChallengePress::Cancel(ChallengeId(7))),
            ),
            (
                "game:12:resign",
                Action::Game(GamePress::Resign(GameId(12))),
            ),
            ("game:12:draw", Action::Game(GamePress::Draw(GameId(12)))),
            (
                "game:12:resign-confirm",
                Action::Game(GamePress::ResignConfirmed(GameId(12))),
            ),
            (
                "tournament:3:join",
                Action::Tournament(TournamentPress::Join(TournamentId(3))),
            ),
        ];
        for (id, action) in cases {
            assert_eq!(Action::parse(id), Some(action), "{id}");
        }
    }

    #[test]
    fn foreign_or_broken_ids_are_ignored() {
        for id in [
            "",
            "game",
            "game:x:draw",
            "game:1:dance",
            "game:1:draw:extra",
            "tournament:1:leave",
            "tournament:x:join",
            "player:1:join",
        ] {
            assert_eq!(Action::parse(id), None, "{id}");
        }
    }
}
