//! `/rating` and `/leaderboard`: ratings per server and variant.

use poise::serenity_prelude as serenity;

use crate::bot::context::{Context, lang, place};
use crate::bot::errors::BotError;
use crate::bot::i18n::t;
use crate::bot::pictures::drawn;
use crate::bot::variant_option::{complete_variant, rated_variant_key};
use crate::bot::words::{mention, variant_name};

/// A player's rating and record (yours if no user is given)
#[poise::command(slash_command)]
pub async fn rating(
    ctx: Context<'_>,
    #[description = "Whose rating (yours if left out)"] user: Option<serenity::User>,
    #[description = "Which game (every game rated if left out)"]
    #[autocomplete = "complete_variant"]
    variant: Option<String>,
) -> Result<(), BotError> {
    let variant = match variant {
        Some(given) => Some(rated_variant_key(ctx, &given).await?),
        None => None,
    };
    let who = user.as_ref().unwrap_or_else(|| ctx.author());
    let player = hnefi_app::PlayerId::discord(who.id.get());
    let guild = place(ctx).guild;
    let ratings = ctx.data().app.ratings();
    let cards = match &variant {
        Some(key) => ratings.of(guild, key, player).await?.into_iter().collect(),
        None => ratings.all_of(guild, player).await?,
    };
    let lang = lang(ctx);
    let name = who.global_name.as_deref().unwrap_or(&who.name);
    let mut embed = serenity::CreateEmbed::new().title(t!(lang, "ratings-title", name = name));
    if cards.is_empty() {
        let player = mention(lang, player);
        embed = embed.description(match &variant {
            Some(key) => t!(
                lang,
                "ratings-none",
                player = player,
                variant = variant_name(lang, key)
            ),
            None => t!(lang, "ratings-none-any", player = player),
        });
    }
    for card in cards.iter().take(25) {
        let r = &card.rating;
        let (a, d) = (card.as_attacker, card.as_defender);
        let rating = t!(
            lang,
            "ratings-rating",
            rating = r.display(),
            deviation = format!("{:.0}", r.deviation),
            provisional = if r.is_provisional() { "yes" } else { "no" }
        );
        let attacker = t!(
            lang,
            "ratings-as-attacker",
            wins = a.wins,
            losses = a.losses,
            draws = a.draws
        );
        let defender = t!(
            lang,
            "ratings-as-defender",
            wins = d.wins,
            losses = d.losses,
            draws = d.draws
        );
        embed = embed.field(
            variant_name(lang, &card.variant),
            format!("{rating}\n{attacker}\n{defender}"),
            true,
        );
    }
    let mut reply = poise::CreateReply::default();
    // One variant asked: its history as a chart (docs/discord.md "/rating").
    if let Some(key) = &variant {
        let history = ratings.history(guild, key, player).await?;
        if history.len() >= 2 {
            let title = t!(
                lang,
                "ratings-chart-title",
                name = name,
                variant = variant_name(lang, key)
            );
            let (x_label, y_label) = (
                t!(lang, "ratings-chart-games"),
                t!(lang, "ratings-chart-rating"),
            );
            let png = drawn(&ctx.data().heavy_work, move || {
                hnefi_render::rating_chart(&hnefi_render::RatingChart {
                    title: &title,
                    x_label: &x_label,
                    y_label: &y_label,
                    ratings: &history,
                })
            })
            .await?;
            embed = embed.image("attachment://rating.png");
            reply = reply.attachment(serenity::CreateAttachment::bytes(png, "rating.png"));
        }
    }
    ctx.send(reply.embed(embed)).await?;
    Ok(())
}

/// The server's top players in a game
#[poise::command(slash_command)]
pub async fn leaderboard(
    ctx: Context<'_>,
    #[description = "Which game"]
    #[autocomplete = "complete_variant"]
    variant: String,
) -> Result<(), BotError> {
    let key = rated_variant_key(ctx, &variant).await?;
    let guild = place(ctx).guild;
    let lang = lang(ctx);
    let top = ctx
        .data()
        .app
        .ratings()
        .leaderboard(guild, &key, 10)
        .await?;
    let lines: Vec<String> = top
        .iter()
        .enumerate()
        .map(|(i, card)| {
            let medal = ["🥇", "🥈", "🥉"].get(i).copied().unwrap_or("");
            format!(
                "**{}.** {medal} {} — **{}** · {}",
                i + 1,
                mention(lang, card.player),
                card.rating.display(),
                t!(lang, "leaderboard-games", count = card.games())
            )
        })
        .collect();
    let description = if lines.is_empty() {
        t!(lang, "leaderboard-empty")
    } else {
        format!(
            "{}\n{}",
            lines.join("\n"),
            t!(lang, "leaderboard-provisional")
        )
    };
    let variant = variant_name(lang, &key);
    let embed = serenity::CreateEmbed::new()
        .title(t!(lang, "leaderboard-title", variant = variant))
        .description(description);
    ctx.send(poise::CreateReply::default().embed(embed)).await?;
    Ok(())
}
