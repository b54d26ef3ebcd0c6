//! Languages (docs/discord.md "Languages"): the locale each person last
//! used and the one each server prefers, remembered from interactions,
//! the person's first; nonsense is not kept, the AI has none, and a
//! restart forgets nothing.

mod common;

use common::*;
use hnefi_app::*;

async fn preferred(h: &Harness, player: Option<PlayerId>, guild: Option<i64>) -> Vec<String> {
    h.svc.locales().preferred(player, guild).await.unwrap()
}

#[both_backends]
#[tokio::test]
async fn a_persons_locale_comes_before_their_servers() {
    let h = Harness::new("locales").await;
    let (alice, bob) = (alice().id, bob().id);
    assert!(preferred(&h, Some(alice), Some(GUILD)).await.is_empty());
    h.svc
        .locales()
        .remember(alice, "de", Some(GUILD), Some("sv-SE"))
        .await
        .unwrap();
    assert_eq!(
        preferred(&h, Some(alice), Some(GUILD)).await,
        ["de", "sv-SE"]
    );
    // Someone the bot never heard: the server's; a direct message: theirs.
    assert_eq!(preferred(&h, Some(bob), Some(GUILD)).await, ["sv-SE"]);
    assert_eq!(preferred(&h, Some(alice), None).await, ["de"]);
    assert_eq!(preferred(&h, None, Some(GUILD)).await, ["sv-SE"]);
    // The latest is remembered, the person's and the server's.
    h.svc
        .locales()
        .remember(alice, "fr", Some(GUILD), Some("da"))
        .await
        .unwrap();
    assert_eq!(preferred(&h, Some(alice), Some(GUILD)).await, ["fr", "da"]);
    // Nothing, or no Discord locale: not kept.
    h.svc.locales().remember(bob, "", None, None).await.unwrap();
    let long = "x".repeat(40);
    h.svc
        .locales()
        .remember(bob, &long, None, None)
        .await
        .unwrap();
    assert!(preferred(&h, Some(bob), None).await.is_empty());
    // The AI speaks to whoever reads: it has no locale of its own.
    h.svc
        .locales()
        .remember(PlayerId::ai(3), "ru", None, None)
        .await
        .unwrap();
    assert!(preferred(&h, Some(PlayerId::ai(3)), None).await.is_empty());
    // A restart forgets nothing.
    let h = h.restart().await;
    assert_eq!(preferred(&h, Some(alice), Some(GUILD)).await, ["fr", "da"]);
}
