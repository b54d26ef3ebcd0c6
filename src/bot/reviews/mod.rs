//! `/review game` (docs/learning.md 1): the AI's review of a finished or
//! imported game: a summary per side, the marked moves with the better
//! ones, the evaluation graph (`review.png`) and the boards before the
//! moves that threw most away (`key-1.png` ...).
//!
//! Everything that can refuse is asked before the answer is deferred, so
//! a refusal stays private; the search then runs on the app's AI pool
//! while Discord shows "thinking".

use std::sync::Arc;

use hnefi_ai::review::{GameReview, Mark, PlyReview};
use hnefi_app::{Begun, GameScope, Reviewed};
use hnefi_engine::{Game, Side};
use hnefi_render::{BoardView, Players, Renderer, Style};
use poise::serenity_prelude as serenity;

use super::context::{Context, Data, caller_id, game_ref, lang};
use super::errors::BotError;
use super::games::texts::{game_title, sides_line};
use super::i18n::{Lang, t};
use super::pictures::{Picture, attachment_named, drawn, words};
use super::words::{mention, side_name};

pub fn commands() -> Vec<poise::Command<Data, BotError>> {
    vec![review()]
}

/// How many key positions are drawn.
const KEY_POSITIONS: usize = 3;
/// How many marked moves are listed in words (the worst, in game order).
const LISTED_MOVES: usize = 12;

/// The AI's review of a finished game: each move's evaluation, mistakes, better moves
#[poise::command(slash_command)]
pub async fn review(
    ctx: Context<'_>,
    #[description = "Game number (your last finished game here, if left out)"] game: Option<i64>,
) -> Result<(), BotError> {
    let data = ctx.data();
    let reviews = data.app.reviews();
    let which = game_ref(ctx, game, GameScope::LastFinished);
    let reviewed = match reviews.begin(which, caller_id(ctx)).await? {
        Begun::Stored(done) => {
            ctx.defer().await?;
            *done
        }
        Begun::Ticket(ticket) => {
            ctx.defer().await?;
            reviews.finish(ticket).await?
        }
    };
    let lang = lang(ctx);
    let reply = answer(lang, data, &reviewed).await?;
    ctx.send(reply).await?;
    Ok(())
}

/// The review as a message: the summary and moves, the graph, the boards.
async fn answer(
    lang: Lang,
    data: &Data,
    reviewed: &Reviewed,
) -> Result<poise::CreateReply, BotError> {
    let summary = &reviewed.board.summary;
    let review = &reviewed.review;
    let key = summary.variant.as_str();
    let mut embed = serenity::CreateEmbed::new()
        .title(t!(lang, "review-title", game = game_title(lang, summary)))
        .description(format!(
            "{}\n\n{}",
            sides_line(lang, summary),
            moves_text(lang, key, review)
        ))
        .footer(serenity::CreateEmbedFooter::new(t!(
            lang,
            "review-footer",
            seconds = seconds(reviewed.per_position)
        )));
    for side in [Side::Attackers, Side::Defenders] {
        let player = match side {
            Side::Attackers => summary.attacker,
            Side::Defenders => summary.defender,
        };
        embed = embed.field(
            side_name(lang, key, side),
            t!(
                lang,
                "review-side",
                player = mention(lang, player),
                blunders = review.count(side, Mark::Blunder),
                mistakes = review.count(side, Mark::Mistake),
                inaccuracies = review.count(side, Mark::Inaccuracy)
            ),
            true,
        );
    }
    let chart = graph(lang, data, reviewed).await?;
    embed = embed.image("attachment://review.png");
    let mut reply = poise::CreateReply::default()
        .embed(embed)
        .attachment(serenity::CreateAttachment::bytes(chart, "review.png"));
    let keys = review.key_plies(KEY_POSITIONS);
    let boards = key_boards(lang, &data.renderer, reviewed, &keys).await?;
    for (n, (ply, picture)) in keys.iter().zip(boards).enumerate() {
        let file = format!("key-{}.png", n + 1);
        let reviewed_ply = &review.plies[*ply];
        reply = reply
            .embed(
                serenity::CreateEmbed::new()
                    .title(key_title(lang, key, *ply, reviewed_ply))
                    .image(format!("attachment://{file}")),
            )
            .attachment(attachment_named(picture, &file));
    }
    Ok(reply)
}

/// The marked moves that threw most away, in game order, one per line.
fn moves_text(lang: Lang, key: &str, review: &GameReview) -> String {
    let listed = review.key_plies(LISTED_MOVES);
    if listed.is_empty() {
        return t!(lang, "review-clean");
    }
    let lines: Vec<String> = listed
        .iter()
        .map(|&i| {
            let p = &review.plies[i];
            t!(
                lang,
                "review-move",
                number = i + 1,
                side = side_name(lang, key, p.side),
                played = p.played.to_string(),
                mark = mark_word(lang, p.mark),
                chance = percent(p.win_chance),
                best = p.best.to_string(),
                best_chance = percent(p.best_win_chance)
            )
        })
        .collect();
    lines.join("\n")
}

fn key_title(lang: Lang, key: &str, ply: usize, p: &PlyReview) -> String {
    t!(
        lang,
        "review-key",
        number = ply + 1,
        side = side_name(lang, key, p.side),
        played = p.played.to_string(),
        mark = mark_word(lang, p.mark),
        best = p.best.to_string()
    )
}

fn mark_word(lang: Lang, mark: Option<Mark>) -> String {
    match mark {
        Some(Mark::Blunder) => t!(lang, "review-mark-blunder"),
        Some(Mark::Mistake) => t!(lang, "review-mark-mistake"),
        Some(Mark::Inaccuracy) => t!(lang, "review-mark-inaccuracy"),
        None => String::new(),
    }
}

/// "0.45", "1.5": two decimals below a second, where they matter.
fn seconds(d: std::time::Duration) -> String {
    let s = d.as_secs_f64();
    if s < 1.0 {
        format!("{s:.2}")
    } else {
        format!("{s:.1}")
    }
}

fn percent(chance: f64) -> String {
    format!("{:.0}", chance * 100.0)
}

/// The evaluation graph, drawn in the heavy-work pool.
async fn graph(lang: Lang, data: &Data, reviewed: &Reviewed) -> Result<Vec<u8>, BotError> {
    let summary = &reviewed.board.summary;
    let title = game_title(lang, &reviewed.board.summary);
    let x_label = t!(lang, "review-chart-moves");
    let y_label = t!(
        lang,
        "review-chart-chance",
        side = side_name(lang, &summary.variant, Side::Attackers)
    );
    let names = [
        t!(lang, "review-mark-inaccuracy"),
        t!(lang, "review-mark-mistake"),
        t!(lang, "review-mark-blunder"),
    ];
    let chances = reviewed.review.attackers_chances();
    // A dot's place on the graph: after its move, one along when the
    // graph starts before the first move.
    let offset = usize::from(reviewed.review.start_chance.is_some());
    let marks: Vec<(usize, u8)> = reviewed
        .review
        .plies
        .iter()
        .enumerate()
        .filter_map(|(i, p)| p.mark.map(|m| (i + offset, m as u8)))
        .collect();
    drawn(&data.heavy_work, move || {
        hnefi_render::eval_chart(&hnefi_render::EvalChart {
            title: &title,
            x_label: &x_label,
            y_label: &y_label,
            chances: &chances,
            marks: &marks,
            mark_names: [&names[0], &names[1], &names[2]],
        })
    })
    .await
}

/// The boards just before each key move, the move before it marked.
async fn key_boards(
    lang: Lang,
    renderer: &Arc<Renderer>,
    reviewed: &Reviewed,
    plies: &[usize],
) -> Result<Vec<Picture>, BotError> {
    let renderer = renderer.clone();
    let game = reviewed.board.game.clone();
    let players = Players::new(
        reviewed.board.summary.attacker_name.clone(),
        reviewed.board.summary.defender_name.clone(),
    );
    let plies = plies.to_vec();
    let pictures = tokio::task::spawn_blocking(move || {
        plies
            .iter()
            .filter_map(|&ply| {
                let before = game_before(&game, ply)?;
                let view = BoardView::game_in(&before, &players, words(lang));
                Some(Picture {
                    png: renderer.png(&view, Style::default()),
                    alt: view.caption.alt_text(),
                })
            })
            .collect()
    })
    .await?;
    Ok(pictures)
}

/// The game as it stood before ply `ply`.
fn game_before(game: &Game, ply: usize) -> Option<Game> {
    let mut before = Game::new(game.start().clone());
    for p in game.plies().get(..ply)? {
        before.play(p.mv).ok()?;
    }
    Some(before)
}
