//! `/rating` and `/leaderboard`: ratings per server and variant.

use poise::serenity_prelude as serenity;

use crate::bot::choices::VariantChoice;
use crate::bot::context::{Context, place};
use crate::bot::errors::BotError;
use crate::bot::words::{count, mention, variant_name};

/// A player's rating and record (yours if no user is given)
#[poise::command(slash_command)]
pub async fn rating(
    ctx: Context<'_>,
    #[description = "Whose rating (yours if left out)"] user: Option<serenity::User>,
    #[description = "Which game (every game rated if left out)"] variant: Option<VariantChoice>,
) -> Result<(), BotError> {
    let who = user.as_ref().unwrap_or_else(|| ctx.author());
    let player = hnefi_app::PlayerId::discord(who.id.get());
    let guild = place(ctx).guild;
    let ratings = ctx.data().app.ratings();
    let cards = match variant {
        Some(v) => ratings
            .of(guild, v.key(), player)
            .await?
            .into_iter()
            .collect(),
        None => ratings.all_of(guild, player).await?,
    };
    let name = who.global_name.as_deref().unwrap_or(&who.name);
    let mut embed = serenity::CreateEmbed::new().title(format!("Ratings of {name}"));
    if cards.is_empty() {
        let what = variant.map_or("any game".to_string(), |v| variant_name(v.key()));
        embed = embed.description(format!(
            "{} has no rated games of {what} in this server yet (everyone starts at 1500).",
            mention(player)
        ));
    }
    for card in cards.iter().take(25) {
        let r = &card.rating;
        let a = card.as_attacker;
        let d = card.as_defender;
        embed = embed.field(
            variant_name(&card.variant),
            format!(
                "**{}** (deviation {:.0}{})\nAs attacker: {}W {}L {}D\nAs defender: {}W {}L {}D",
                r.display(),
                r.deviation,
                if r.is_provisional() {
                    ", provisional"
                } else {
                    ""
                },
                a.wins,
                a.losses,
                a.draws,
                d.wins,
                d.losses,
                d.draws
            ),
            true,
        );
    }
    ctx.send(poise::CreateReply::default().embed(embed)).await?;
    Ok(())
}

/// The server's top players in a game
#[poise::command(slash_command)]
pub async fn leaderboard(
    ctx: Context<'_>,
    #[description = "Which game"] variant: VariantChoice,
) -> Result<(), BotError> {
    let guild = place(ctx).guild;
    let top = ctx
        .data()
        .app
        .ratings()
        .leaderboard(guild, variant.key(), 10)
        .await?;
    let lines: Vec<String> = top
        .iter()
        .enumerate()
        .map(|(i, card)| {
            let medal = ["🥇", "🥈", "🥉"].get(i).copied().unwrap_or("");
            format!(
                "**{}.** {medal} {} — **{}** · {}",
                i + 1,
                mention(card.player),
                card.rating.display(),
                count(card.games(), "game")
            )
        })
        .collect();
    let description = if lines.is_empty() {
        "No rated games yet: `/challenge` someone!".to_string()
    } else {
        format!(
            "{}\n`?` marks a provisional rating (few games yet).",
            lines.join("\n")
        )
    };
    let embed = serenity::CreateEmbed::new()
        .title(format!("🏆 {} leaderboard", variant_name(variant.key())))
        .description(description);
    ctx.send(poise::CreateReply::default().embed(embed)).await?;
    Ok(())
}
