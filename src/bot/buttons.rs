//! Buttons (discord.md, "Buttons"): their custom ids carry everything they
//! need, so they keep working after a restart.

use hnefi_app::{ChallengeId, DrawOutcome, GameId, Player, PlayerId, TournamentId};
use poise::serenity_prelude as serenity;

use super::board::BoardMessage;
use super::commands::play::{agreed_text, offered_text, resigned_text};
use super::commands::{game_buttons, player_of};
use super::{BotError, Data};

/// What a custom id asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Press {
    Accept(ChallengeId),
    Decline(ChallengeId),
    Cancel(ChallengeId),
    /// Asks for confirmation first.
    Resign(GameId),
    ResignConfirmed(GameId),
    Draw(GameId),
    Join(TournamentId),
}

impl Press {
    pub fn parse(custom_id: &str) -> Option<Press> {
        let mut parts = custom_id.split(':');
        let (kind, id, action) = (parts.next()?, parts.next()?, parts.next()?);
        if parts.next().is_some() {
            return None;
        }
        let id: i64 = id.parse().ok()?;
        Some(match (kind, action) {
            ("challenge", "accept") => Press::Accept(ChallengeId(id)),
            ("challenge", "decline") => Press::Decline(ChallengeId(id)),
            ("challenge", "cancel") => Press::Cancel(ChallengeId(id)),
            ("game", "resign") => Press::Resign(GameId(id)),
            ("game", "resign-confirm") => Press::ResignConfirmed(GameId(id)),
            ("game", "draw") => Press::Draw(GameId(id)),
            ("tournament", "join") => Press::Join(TournamentId(id)),
            _ => return None,
        })
    }
}

pub async fn on_event(
    framework: poise::FrameworkContext<'_, Data, BotError>,
    event: &serenity::FullEvent,
) -> Result<(), BotError> {
    let serenity::FullEvent::InteractionCreate {
        interaction: serenity::Interaction::Component(press),
    } = event
    else {
        return Ok(());
    };
    let data = framework.user_data;
    let ctx = framework.serenity_context;
    let _running = data.in_flight.enter();
    let Some(action) = Press::parse(&press.data.custom_id) else {
        // Someone else's button (another bot's, or a future one): not ours.
        return Ok(());
    };
    if let Err(error) = on_press(ctx, data, press, action).await {
        error.log(press.id, &press.data.custom_id);
        let answer = error.answer(press.id);
        let response = serenity::CreateInteractionResponse::Message(
            serenity::CreateInteractionResponseMessage::new()
                .content(answer.clone())
                .ephemeral(true),
        );
        if press.create_response(ctx, response).await.is_err() {
            // Already answered: follow up instead.
            let follow = serenity::CreateInteractionResponseFollowup::new()
                .content(answer)
                .ephemeral(true);
            if let Err(e) = press.create_followup(ctx, follow).await {
                tracing::warn!(interaction = %press.id, "could not answer an error: {e}");
            }
        }
    }
    Ok(())
}

fn presser(press: &serenity::ComponentInteraction) -> Player {
    let mut player = player_of(&press.user);
    if let Some(nick) = press.member.as_ref().and_then(|m| m.nick.clone()) {
        player.name = nick;
    }
    player
}

/// Replaces the pressed message's text and removes its buttons.
fn update(text: String) -> serenity::CreateInteractionResponse {
    serenity::CreateInteractionResponse::UpdateMessage(
        serenity::CreateInteractionResponseMessage::new()
            .content(text)
            .components(Vec::new()),
    )
}

async fn on_press(
    ctx: &serenity::Context,
    data: &Data,
    press: &serenity::ComponentInteraction,
    action: Press,
) -> Result<(), BotError> {
    let me = presser(press);
    let service = &data.service;
    let mention = super::texts::mention;
    match action {
        Press::Accept(id) => {
            // A quick accept can beat `/challenge` storing its message; the
            // thread opens on the message, so the button's own says which.
            if service.challenge(id).await?.message.is_none() {
                service
                    .set_challenge_message(id, press.message.id.get() as i64)
                    .await?;
            }
            let game = service.accept_challenge(id, &me).await?;
            // The thread and first board come from the notifier (GameStarted).
            let text = format!(
                "✅ {} accepted: game #{} has begun.",
                mention(me.id),
                game.id.0
            );
            press.create_response(ctx, update(text)).await?;
        }
        Press::Decline(id) => {
            service.decline_challenge(id, me.id).await?;
            let text = format!("❌ {} declined the challenge.", mention(me.id));
            press.create_response(ctx, update(text)).await?;
        }
        Press::Cancel(id) => {
            service.cancel_challenge(id, me.id).await?;
            let text = format!("The challenge was cancelled by {}.", mention(me.id));
            press.create_response(ctx, update(text)).await?;
        }
        Press::Resign(id) => {
            // Check before asking: a bystander gets the refusal, not a question.
            let game = service.game(id).await?;
            check_player(&game, me.id)?;
            let confirm = serenity::CreateActionRow::Buttons(vec![
                serenity::CreateButton::new(format!("game:{}:resign-confirm", id.0))
                    .label("Yes, resign")
                    .style(serenity::ButtonStyle::Danger),
            ]);
            let ask = serenity::CreateInteractionResponse::Message(
                serenity::CreateInteractionResponseMessage::new()
                    .content(format!(
                        "Resign game #{}? Your opponent wins; this cannot be undone.",
                        id.0
                    ))
                    .components(vec![confirm])
                    .ephemeral(true),
            );
            press.create_response(ctx, ask).await?;
        }
        Press::ResignConfirmed(id) => {
            let over = service.resign(id, me.id).await?;
            press
                .create_response(ctx, update(format!("You resigned game #{}.", id.0)))
                .await?;
            let board = BoardMessage::of_game(
                &data.service,
                &data.renderer,
                id,
                resigned_text(&over, me.id),
            )
            .await?;
            serenity::ChannelId::new(over.channel() as u64)
                .send_message(ctx, board.message())
                .await?;
        }
        Press::Join(id) => {
            // The announcement itself shows the new list of players.
            let t = service.join_tournament(id, &me).await?;
            let (embed, buttons) = super::tournament_text::announcement(&t);
            let response = serenity::CreateInteractionResponse::UpdateMessage(
                serenity::CreateInteractionResponseMessage::new()
                    .embed(embed)
                    .components(buttons),
            );
            press.create_response(ctx, response).await?;
        }
        Press::Draw(id) => match service.offer_draw(id, me.id).await? {
            DrawOutcome::Offered(game) => {
                let response = serenity::CreateInteractionResponse::Message(
                    serenity::CreateInteractionResponseMessage::new()
                        .content(offered_text(&game, me.id))
                        .components(game_buttons(id)),
                );
                press.create_response(ctx, response).await?;
            }
            DrawOutcome::Agreed(game) => {
                let board =
                    BoardMessage::of_game(&data.service, &data.renderer, id, agreed_text(&game))
                        .await?;
                press.create_response(ctx, board.response()).await?;
            }
        },
    }
    Ok(())
}

fn check_player(game: &hnefi_app::GameSummary, me: PlayerId) -> Result<(), BotError> {
    if game.side_of(me).is_none() {
        return Err(hnefi_app::Error::NotAPlayer(game.id).into());
    }
    if !game.is_active() {
        return Err(BotError::refused(format!(
            "Game #{} is already over.",
            game.id.0
        )));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn custom_ids_of_discord_md_parse() {
        assert_eq!(
            Press::parse("challenge:7:accept"),
            Some(Press::Accept(ChallengeId(7)))
        );
        assert_eq!(
            Press::parse("challenge:7:decline"),
            Some(Press::Decline(ChallengeId(7)))
        );
        assert_eq!(
            Press::parse("challenge:7:cancel"),
            Some(Press::Cancel(ChallengeId(7)))
        );
        assert_eq!(
            Press::parse("game:12:resign"),
            Some(Press::Resign(GameId(12)))
        );
        assert_eq!(Press::parse("game:12:draw"), Some(Press::Draw(GameId(12))));
        assert_eq!(
            Press::parse("tournament:3:join"),
            Some(Press::Join(TournamentId(3)))
        );
        assert_eq!(
            Press::parse("game:12:resign-confirm"),
            Some(Press::ResignConfirmed(GameId(12)))
        );
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
        ] {
            assert_eq!(Press::parse(id), None, "{id}");
        }
    }
}
