//! A server's own rule sets (docs/discord.md, "/variant"): created from an
//! OTN rules string by an organiser, listed, shown, deleted; played like a
//! built-in variant under their key; and a game keeps its rules whatever
//! happens to the list later (docs/rules.md 5).

mod common;

use common::*;
use hnefi_app::*;

/// Saami Tablut with a twist (docs/rules.md 6's string, escape to the
/// edge, no corners), written as a club would.
const SAAMI: &str =
    "dim:9 esc:e atkf:y ks:c cor: start:/3ttt3/4t4/4T4/t3T3t/ttTTKTTtt/t3T3t/4T4/4t4/3ttt3/";

async fn create(h: &Harness, name: &str, rules: &str) -> Result<Created> {
    h.svc
        .rule_sets()
        .create(Some(GUILD), &alice(), true, name, rules)
        .await
}

async fn names(h: &Harness) -> Vec<String> {
    let list = h.svc.rule_sets().list(Some(GUILD)).await.unwrap();
    list.into_iter().map(|r| r.name).collect()
}

#[both_backends]
#[tokio::test]
async fn an_organiser_creates_a_rule_set_and_bad_requests_change_nothing() {
    let h = Harness::new("rule-sets-create").await;
    let created = create(&h, "  Saami_Plus ", &format!("rules {SAAMI} colour:red"))
        .await
        .unwrap();
    let view = &created.rule_set;
    assert_eq!(view.name, "Saami Plus", "spaces tidied, underscores read");
    assert!(is_rule_set_key(&view.key) && view.key.starts_with("rs-"));
    assert_eq!(view.key, rule_set_key(&view.rules));
    assert!(view.rules.contains("name:Saami_Plus"), "{}", view.rules);
    assert_eq!(view.variant.key(), view.key);
    assert_eq!(view.variant.name(), "Saami Plus");
    assert_eq!(view.variant.size(), 9);
    assert_eq!(created.warnings.len(), 2, "{:?}", created.warnings);

    // Found by name in any letter case, or by key.
    let shown = h
        .svc
        .rule_sets()
        .show(Some(GUILD), "saami PLUS")
        .await
        .unwrap();
    assert_eq!(shown.key, view.key);
    let by_key = h
        .svc
        .rule_sets()
        .show(Some(GUILD), &view.key)
        .await
        .unwrap();
    assert_eq!(by_key.name, "Saami Plus");

    // Each refusal is data and stores nothing.
    let taken = create(&h, "SAAMI plus", SAAMI).await.unwrap_err();
    assert!(
        matches!(&taken, Error::RuleSetNameTaken(n) if n == "SAAMI plus"),
        "{taken:?}"
    );
    let bad = create(&h, "Broken", "dim:9 ks:x start:/9/9/9/9/4K4/9/9/9/t8/")
        .await
        .unwrap_err();
    assert!(
        matches!(&bad, Error::BadRules(e) if e.key == "ks" && e.value == "x"),
        "{bad:?}"
    );
    let long = "x".repeat(65);
    for name in ["", "   ", long.as_str(), "bell\u{7}"] {
        let refused = create(&h, name, SAAMI).await.unwrap_err();
        assert!(
            matches!(refused, Error::RuleSetName { max: 64 }),
            "{name:?}: {refused:?}"
        );
    }
    let not_organiser = h
        .svc
        .rule_sets()
        .create(Some(GUILD), &bob(), false, "Bob's", SAAMI)
        .await
        .unwrap_err();
    assert!(matches!(not_organiser, Error::NotRuleSetManager));
    let outside = h
        .svc
        .rule_sets()
        .create(None, &alice(), true, "Direct", SAAMI)
        .await
        .unwrap_err();
    assert!(matches!(outside, Error::RuleSetNotInServer));
    let unknown = h
        .svc
        .rule_sets()
        .show(Some(GUILD), "Chess")
        .await
        .unwrap_err();
    assert!(matches!(&unknown, Error::UnknownRuleSet(n) if n == "Chess"));
    assert_eq!(names(&h).await, ["Saami Plus"]);
    // Another server has its own list.
    assert!(
        h.svc
            .rule_sets()
            .list(Some(GUILD + 1))
            .await
            .unwrap()
            .is_empty()
    );
}

#[both_backends]
#[tokio::test]
async fn a_server_holds_at_most_fifty_rule_sets() {
    let h = Harness::new("rule-sets-fifty").await;
    for n in 0..50 {
        create(&h, &format!("Club rules {n}"), SAAMI).await.unwrap();
    }
    let refused = create(&h, "One too many", SAAMI).await.unwrap_err();
    assert!(matches!(refused, Error::TooManyRuleSets(50)), "{refused:?}");
    assert_eq!(names(&h).await.len(), 50);
    // A deleted one makes room, and its name is free again.
    h.svc
        .rule_sets()
        .delete(Some(GUILD), &alice(), true, "club rules 7")
        .await
        .unwrap();
    create(&h, "Club rules 7", SAAMI).await.unwrap();
    let refused = create(&h, "One too many", SAAMI).await.unwrap_err();
    assert!(matches!(refused, Error::TooManyRuleSets(50)));
}

/// "Nothing about a game may change because an admin later edits or
/// deletes a rule set": the game keeps its rules through a delete and a
/// restart, and is rated under the rule set's key.
#[both_backends]
#[tokio::test]
async fn a_game_keeps_its_rules_through_a_delete_and_a_restart() {
    let h = Harness::new("rule-sets-game").await;
    let key = create(&h, "Saami Plus", SAAMI).await.unwrap().rule_set.key;
    let game = h.game(&key, "1d").await;
    assert_eq!(game.variant, key);
    h.play_any(game.id).await;
    h.play_any(game.id).await;

    // The organiser deletes the rule set mid-game: it is offered no more...
    let deleted = h
        .svc
        .rule_sets()
        .delete(Some(GUILD), &alice(), true, "Saami Plus")
        .await
        .unwrap();
    assert_eq!(deleted.key, key);
    assert!(names(&h).await.is_empty());
    let again = h
        .svc
        .rule_sets()
        .delete(Some(GUILD), &alice(), true, "Saami Plus")
        .await
        .unwrap_err();
    assert!(matches!(again, Error::UnknownRuleSet(_)));

    // ...but the game plays on in its rules, after a restart too.
    let h = h.restart().await;
    let played = h.play_any(game.id).await;
    assert_eq!(played.board.game.start().variant().key(), key);
    assert_eq!(played.board.game.plies().len(), 3);
    let view = h.svc.games().load(game.id).await.unwrap();
    assert_eq!(view.board.game.start().variant().name(), "Saami Plus");
    h.svc.games().resign(game.id, bob().id).await.unwrap();
    let rating = h
        .svc
        .ratings()
        .of(Some(GUILD), &key, alice().id)
        .await
        .unwrap()
        .expect("rated under the rule set's key");
    assert!(rating.rating.rating > 1500.0, "{rating:?}");
    let board = h
        .svc
        .ratings()
        .leaderboard(Some(GUILD), &key, 10)
        .await
        .unwrap();
    assert_eq!(board.len(), 2);
}

#[both_backends]
#[tokio::test]
async fn a_rule_set_in_a_running_tournament_cannot_be_deleted() {
    let h = Harness::new("rule-sets-tournament").await;
    let key = create(&h, "Saami Plus", SAAMI).await.unwrap().rule_set.key;
    let req = TournamentRequest::new(alice(), place(), "Winter cup", &key, Format::RoundRobin);
    let tournament = h.svc.tournaments().create(req, true).await.unwrap();
    let refused = h
        .svc
        .rule_sets()
        .delete(Some(GUILD), &alice(), true, "saami plus")
        .await
        .unwrap_err();
    assert!(
        matches!(&refused, Error::RuleSetInUse { name, tournament: t, tournament_name }
            if name == "Saami Plus" && *t == tournament.id && tournament_name == "Winter cup"),
        "{refused:?}"
    );
    assert_eq!(names(&h).await, ["Saami Plus"]);
    let not_organiser = h
        .svc
        .rule_sets()
        .delete(Some(GUILD), &bob(), false, "saami plus")
        .await
        .unwrap_err();
    assert!(matches!(not_organiser, Error::NotRuleSetManager));
}

/// docs/discord.md "Slash commands": a `variant` option names a built-in
/// variant or standard by key or name, or one of the server's live rule
/// sets by name or key; a deleted rule set, another server's and anything
/// else is no game here.
#[both_backends]
#[tokio::test]
async fn a_variant_option_names_a_built_in_game_or_a_live_rule_set_of_the_server() {
    let h = Harness::new("rule-sets-named").await;
    let rule_sets = h.svc.rule_sets();
    let key_of = |which: &'static str| {
        let rule_sets = h.svc.rule_sets();
        async move {
            rule_sets
                .named(Some(GUILD), which)
                .await
                .map(|v| v.key().to_string())
        }
    };
    assert_eq!(key_of("copenhagen").await.unwrap(), "copenhagen");
    assert_eq!(key_of(" Brandubh ").await.unwrap(), "brandubh");
    assert_eq!(key_of("Fetlar Hnefatafl").await.unwrap(), "fetlar");
    assert_eq!(key_of("sea-battle").await.unwrap(), "sea-battle");

    let created = create(&h, "Saami Plus", SAAMI).await.unwrap();
    let key = created.rule_set.key.clone();
    assert_eq!(key_of("saami plus").await.unwrap(), key);
    let by_key = rule_sets.named(Some(GUILD), &key).await.unwrap();
    assert_eq!(by_key.key(), key);
    // Another server has no such rule set, nor has a direct message.
    for guild in [Some(GUILD + 1), None] {
        let refused = rule_sets.named(guild, "Saami Plus").await.unwrap_err();
        assert!(
            matches!(&refused, Error::NoSuchVariant(n) if n == "Saami Plus"),
            "{refused:?}"
        );
    }
    let refused = key_of("chess").await.unwrap_err();
    assert!(
        matches!(&refused, Error::NoSuchVariant(n) if n == "chess"),
        "{refused:?}"
    );

    rule_sets
        .delete(Some(GUILD), &alice(), true, "Saami Plus")
        .await
        .unwrap();
    for which in ["Saami Plus", key.as_str()] {
        let refused = rule_sets.named(Some(GUILD), which).await.unwrap_err();
        assert!(
            matches!(refused, Error::NoSuchVariant(_)),
            "{which}: {refused:?}"
        );
    }
}
