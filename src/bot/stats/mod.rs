//! `/stats variant` (docs/discord.md): how the server's games of a
//! variant ended, in words and as a chart, beside the figures of the real
//! games of the corpora where there are some (Copenhagen, Brandubh).

use hnefi_app::Figures;
use hnefi_engine::Side;
use poise::serenity_prelude as serenity;

use super::context::{Context, Data, lang, place};
use super::errors::BotError;
use super::i18n::{Lang, t};
use super::pictures::drawn;
use super::variant_option::{complete_variant, rated_variant_key};
use super::words::{result_text, side_name, variant_name};

pub fn commands() -> Vec<poise::Command<Data, BotError>> {
    vec![stats()]
}

/// How the server's games of a variant ended, as a chart
#[poise::command(slash_command)]
pub async fn stats(
    ctx: Context<'_>,
    #[description = "Which game"]
    #[autocomplete = "complete_variant"]
    variant: String,
) -> Result<(), BotError> {
    let key = rated_variant_key(ctx, &variant).await?;
    let figures = ctx
        .data()
        .app
        .stats()
        .of_variant(place(ctx).guild, &key)
        .await?;
    let lang = lang(ctx);
    let name = variant_name(lang, &key);
    let mut embed =
        serenity::CreateEmbed::new().title(t!(lang, "stats-title", variant = name.as_str()));
    embed = embed.description(if figures.server.games == 0 {
        t!(lang, "stats-none", variant = name.as_str())
    } else {
        figures_text(lang, &key, &figures.server)
    });
    if let Some(corpus) = &figures.corpus {
        embed = embed.field(
            t!(lang, "stats-corpus-title", games = corpus.games),
            figures_text(lang, &key, corpus),
            false,
        );
    }
    let mut series = Vec::new();
    if figures.server.games > 0 {
        series.push((
            t!(lang, "stats-series-server", games = figures.server.games),
            figures.server.shares(),
        ));
    }
    if let Some(corpus) = &figures.corpus {
        series.push((
            t!(lang, "stats-series-corpus", games = corpus.games),
            corpus.shares(),
        ));
    }
    let mut reply = poise::CreateReply::default();
    if !series.is_empty() {
        let title = t!(lang, "stats-chart-title", variant = name.as_str());
        let groups = [
            t!(
                lang,
                "stats-group-wins",
                side = side_name(lang, &key, Side::Attackers)
            ),
            t!(
                lang,
                "stats-group-wins",
                side = side_name(lang, &key, Side::Defenders)
            ),
            t!(lang, "stats-group-draws"),
        ];
        let y_label = t!(lang, "stats-y-label");
        let png = drawn(&ctx.data().heavy_work, move || {
            hnefi_render::results_chart(&hnefi_render::ResultsChart {
                title: &title,
                groups: [&groups[0], &groups[1], &groups[2]],
                y_label: &y_label,
                series: &series,
            })
        })
        .await?;
        embed = embed.image("attachment://stats.png");
        reply = reply.attachment(serenity::CreateAttachment::bytes(png, "stats.png"));
    }
    ctx.send(reply.embed(embed)).await?;
    Ok(())
}

/// "12 games: Attackers 5 (42%), Defenders 6 (50%), draws 1 (8%); 48 moves
/// on average", then a line per way they ended.
fn figures_text(lang: Lang, key: &str, f: &Figures) -> String {
    let [a, d, draw] = f.shares();
    let mut text = t!(
        lang,
        "stats-summary",
        games = f.games,
        attackers = side_name(lang, key, Side::Attackers),
        attackers_won = f.attackers,
        attackers_share = format!("{a:.0}"),
        defenders = side_name(lang, key, Side::Defenders),
        defenders_won = f.defenders,
        defenders_share = format!("{d:.0}"),
        draws = f.draws,
        draws_share = format!("{draw:.0}"),
        plies = format!("{:.0}", f.average_plies)
    );
    for (winner, reason, n) in f.by_reason.iter().take(8) {
        let share = 100.0 * f64::from(*n) / f64::from(f.games.max(1));
        text.push('\n');
        text.push_str(&t!(
            lang,
            "stats-reason-line",
            result = result_text(lang, key, *winner, *reason),
            games = *n,
            share = format!("{share:.0}")
        ));
    }
    text
}
