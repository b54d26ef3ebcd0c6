//! What the games feature says that no interaction answers: a started
//! game's thread and first board, reminders, timeouts and aborts, and the
//! AI's moves.

use hnefi_app::{GameSummary, PlayedMove, PlayerId, RatingChange, Timestamp, TournamentId};
use hnefi_engine::Reason;

use super::board::BoardMessage;
use super::texts::{game_header, move_message, next_line, thread_name};
use crate::bot::errors::BotError;
use crate::bot::post::Speaker;
use crate::bot::words::{mention, relative_time, side_of};

/// Opens the game's thread on the challenge message (the channel if the
/// thread cannot be made) and posts the first board there.
pub async fn started(
    link: &Speaker<'_>,
    game: &GameSummary,
    challenge_message: Option<i64>,
    first_mover_drawn: bool,
) -> Result<(), BotError> {
    let mut board = link.app.games().board(game.id, game.attacker).await?;
    if board.summary.thread.is_none() {
        match link
            .open_thread(game.place.channel, challenge_message, thread_name(game))
            .await
        {
            Ok(thread) => {
                link.app.games().set_thread(game.id, thread).await?;
                board.summary.thread = Some(thread);
            }
            Err(e) => {
                tracing::info!(game = game.id.0, "no thread, playing in the channel: {e}");
            }
        }
    }
    let mut header = game_header(&board.summary);
    if first_mover_drawn {
        // docs/rules.md 3.7: the first mover is drawn by lot, and said.
        header.push_str(&format!(
            "\n🎲 The {} move first: drawn by lot.",
            side_of(&game.variant, game.to_move)
        ));
    }
    if let Some(id) = game.tournament {
        // Tournament games begin without a challenge: ping both players.
        let name = match link.app.tournaments().get(TournamentId(id)).await {
            Ok(t) => t.title(),
            Err(_) => format!("#{id}"),
        };
        header = format!(
            "🏆 **{name}**: {} (attackers) vs {} (defenders)\n{header}",
            mention(game.attacker),
            mention(game.defender)
        );
    }
    let message = BoardMessage::new(&link.renderer, &board, header).await?;
    link.post(board.summary.channel(), message.message()).await
}

pub async fn reminder(
    link: &Speaker<'_>,
    game: &GameSummary,
    player: PlayerId,
    due_at: Timestamp,
) -> Result<(), BotError> {
    let text = format!(
        "⏰ {}, your move in game #{} is due {}.",
        mention(player),
        game.id.0,
        relative_time(due_at)
    );
    link.post_text(game.channel(), text).await
}

/// The AI's moves answer no interaction: post them, after the answer to
/// the move they answer.
pub async fn ai_moved(
    link: &Speaker<'_>,
    game: &GameSummary,
    mv: &PlayedMove,
) -> Result<(), BotError> {
    link.after_answers(game.channel()).await;
    post_board(link, game, None, move_message(game, mv)).await
}

/// The AI declined a draw offer (it stands better): say so after the offer.
pub async fn ai_declined_draw(
    link: &Speaker<'_>,
    game: &GameSummary,
    ai: PlayerId,
) -> Result<(), BotError> {
    link.after_answers(game.channel()).await;
    let text = format!(
        "{} declines the draw offer in game #{}: play on.",
        mention(ai),
        game.id.0
    );
    link.post_text(game.channel(), text).await
}

/// Timeouts, aborts, and draws the AI accepted have no interaction to
/// answer them.
pub async fn finished(
    link: &Speaker<'_>,
    game: &GameSummary,
    rating: Option<RatingChange>,
) -> Result<(), BotError> {
    let Some(result) = game.result else {
        return Ok(());
    };
    match result.reason {
        Reason::Timeout => {
            let late = game.player(game.to_move);
            let text = format!(
                "⌛ {} ran out of time in game #{}.\n{}",
                mention(late),
                game.id.0,
                next_line(game)
            );
            post_board(link, game, rating, text).await
        }
        Reason::DrawAgreed => {
            // People agree by command or button, which answers; the AI
            // accepts by itself.
            let Some(ai) = [game.attacker, game.defender]
                .into_iter()
                .find(|p| p.ai_level().is_some())
            else {
                return Ok(());
            };
            link.after_answers(game.channel()).await;
            let text = format!("🤝 {} accepts the draw.\n{}", mention(ai), next_line(game));
            post_board(link, game, rating, text).await
        }
        Reason::Aborted => {
            let text = format!(
                "Game #{} is aborted: it does not count. {} · {}",
                game.id.0,
                mention(game.attacker),
                mention(game.defender)
            );
            link.post_text(game.channel(), text).await
        }
        _ => Ok(()),
    }
}

/// Posts the game's board as it stands under `text` where it is played.
async fn post_board(
    link: &Speaker<'_>,
    game: &GameSummary,
    rating: Option<RatingChange>,
    text: String,
) -> Result<(), BotError> {
    let mut board = link.app.games().board(game.id, game.attacker).await?;
    board.rating = rating;
    let message = BoardMessage::new(&link.renderer, &board, text).await?;
    link.post(game.channel(), message.message()).await
}
