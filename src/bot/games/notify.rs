//! What the games feature says that no interaction answers: a started
//! game's thread and first board, reminders, timeouts and aborts, and the
//! AI's moves.

use hnefi_app::{GameSummary, PlayedMove, PlayerId, RatingChange, Timestamp, TournamentId};
use hnefi_engine::Reason;

use super::board::BoardMessage;
use super::texts::{game_header, move_message, next_line, sides_line, thread_name};
use crate::bot::errors::BotError;
use crate::bot::i18n::{Lang, t};
use crate::bot::post::Speaker;
use crate::bot::words::{mention, relative_time, side_name};

/// Opens the game's thread on the challenge message (the channel if the
/// thread cannot be made) and posts the first board there.
pub async fn started(
    lang: Lang,
    link: &Speaker<'_>,
    game: &GameSummary,
    challenge_message: Option<i64>,
    first_mover_drawn: bool,
) -> Result<(), BotError> {
    let mut board = link.app.games().board(game.id, game.attacker).await?;
    if board.summary.thread.is_none() {
        match link
            .open_thread(
                game.place.channel,
                challenge_message,
                thread_name(lang, game),
            )
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
    let mut header = game_header(lang, &board.summary, link.app.now());
    if first_mover_drawn {
        // docs/rules.md 3.7: the first mover is drawn by lot, and said.
        let side = side_name(lang, &game.variant, game.to_move);
        header.push('\n');
        header.push_str(&t!(lang, "game-first-mover-drawn", side = side));
    }
    if let Some(id) = game.tournament {
        // Tournament games begin without a challenge: ping both players.
        let name = match link.app.tournaments().get(TournamentId(id)).await {
            Ok(t) => t.title(),
            Err(_) => format!("#{id}"),
        };
        let pairing = t!(
            lang,
            "game-tournament-pairing",
            tournament = name,
            sides = sides_line(lang, game)
        );
        header = format!("{pairing}\n{header}");
    }
    let message = BoardMessage::new(lang, &link.renderer, &board, header).await?;
    link.post(board.summary.channel(), message.message()).await
}

pub async fn reminder(
    lang: Lang,
    link: &Speaker<'_>,
    game: &GameSummary,
    player: PlayerId,
    due_at: Timestamp,
) -> Result<(), BotError> {
    let text = t!(
        lang,
        "game-reminder",
        player = mention(lang, player),
        game = game.id.0,
        due = relative_time(due_at)
    );
    link.post_text(game.channel(), text).await
}

/// A player's clock ran out and their automatic vacation began
/// (docs/correspondence.md 2).
pub async fn auto_vacation(
    lang: Lang,
    link: &Speaker<'_>,
    game: &GameSummary,
    player: PlayerId,
    until: Timestamp,
    days: u32,
) -> Result<(), BotError> {
    let text = t!(
        lang,
        "game-auto-vacation",
        player = mention(lang, player),
        until = relative_time(until),
        days = days
    );
    link.post_text(game.channel(), text).await
}

/// The AI's moves answer no interaction: post them, after the answer to
/// the move they answer.
pub async fn ai_moved(
    lang: Lang,
    link: &Speaker<'_>,
    game: &GameSummary,
    mv: &PlayedMove,
) -> Result<(), BotError> {
    link.after_answers(game.channel()).await;
    let text = move_message(lang, game, mv, &[], link.app.now());
    post_board(lang, link, game, None, text).await
}

/// The AI declined a draw offer (it stands better): say so after the offer.
pub async fn ai_declined_draw(
    lang: Lang,
    link: &Speaker<'_>,
    game: &GameSummary,
    ai: PlayerId,
) -> Result<(), BotError> {
    link.after_answers(game.channel()).await;
    let text = t!(
        lang,
        "game-ai-declines-draw",
        ai = mention(lang, ai),
        game = game.id.0
    );
    link.post_text(game.channel(), text).await
}

/// Timeouts, aborts, and draws the AI accepted have no interaction to
/// answer them.
pub async fn finished(
    lang: Lang,
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
                "{}\n{}",
                t!(
                    lang,
                    "game-timeout",
                    player = mention(lang, late),
                    game = game.id.0
                ),
                next_line(lang, game)
            );
            post_board(lang, link, game, rating, text).await
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
            let text = format!(
                "{}\n{}",
                t!(lang, "game-ai-accepts-draw", ai = mention(lang, ai)),
                next_line(lang, game)
            );
            post_board(lang, link, game, rating, text).await
        }
        Reason::Aborted => {
            let text = t!(
                lang,
                "game-aborted",
                game = game.id.0,
                attacker = mention(lang, game.attacker),
                defender = mention(lang, game.defender)
            );
            link.post_text(game.channel(), text).await
        }
        _ => Ok(()),
    }
}

/// Posts the game's board as it stands under `text` where it is played.
async fn post_board(
    lang: Lang,
    link: &Speaker<'_>,
    game: &GameSummary,
    rating: Option<RatingChange>,
    text: String,
) -> Result<(), BotError> {
    let mut board = link.app.games().board(game.id, game.attacker).await?;
    board.rating = rating;
    let message = BoardMessage::new(lang, &link.renderer, &board, text).await?;
    link.post(game.channel(), message.message()).await
}
