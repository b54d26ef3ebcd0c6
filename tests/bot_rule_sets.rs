// The double builds large JSON literals.
#![recursion_limit = "256"]
//! `/variant create|list|show|delete` (docs/discord.md, "/variant"), end to
//! end against the Discord double: an organiser saves a rule set and sees
//! its start board; bad strings, a taken name and a member without Manage
//! Server are refused privately and change nothing; autocomplete offers
//! the server's rule sets; a delete takes it off the list.

mod bot;
mod discord;

use bot::{T, World, assert_decodes, embed_text, sub};
use discord::{ALICE, CHANNEL_ID, DAVE, Message, User};
use serde_json::json;

const SAAMI: &str =
    "dim:9 esc:e atkf:y ks:c cor: start:/3ttt3/4t4/4T4/t3T3t/ttTTKTTtt/t3T3t/4T4/4t4/3ttt3/";

async fn create(world: &World, user: User, name: &str, rules: &str) -> Message {
    world
        .slash(
            user,
            CHANNEL_ID,
            "variant",
            sub(
                "create",
                json!([
                    {"name": "name", "type": 3, "value": name},
                    {"name": "rules", "type": 3, "value": rules},
                ]),
            ),
        )
        .await
}

async fn list(world: &World) -> String {
    let listed = world
        .slash(ALICE, CHANNEL_ID, "variant", sub("list", json!([])))
        .await;
    embed_text(&listed)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_organiser_saves_shows_and_deletes_a_rule_set() {
    let world = World::new().await;
    world.double.wait_commands(T).await;
    assert!(list(&world).await.contains("no rule sets yet"));

    // Saved: the name, the canonical string, the key and the start board,
    // with what the string said that was ignored.
    let saved = create(&world, ALICE, "Saami Plus", &format!("{SAAMI} colour:red")).await;
    assert!(!saved.ephemeral, "{}", saved.content);
    assert!(saved.content.contains("Saami Plus"), "{}", saved.content);
    assert!(
        saved.content.contains("unknown key `colour` ignored"),
        "{}",
        saved.content
    );
    let shown = embed_text(&saved);
    assert!(shown.contains("name:Saami_Plus"), "{shown}");
    assert!(shown.contains("`rs-"), "{shown}");
    assert!(shown.contains("9x9"), "{shown}");
    assert_eq!(saved.attachments.len(), 1);
    assert_decodes(&saved);

    // Refused privately, nothing stored: a member without Manage Server,
    // a string that cannot be read, a name already taken.
    let dave = create(&world, DAVE, "Dave's rules", SAAMI).await;
    assert!(dave.ephemeral, "{}", dave.content);
    assert!(dave.content.contains("Manage Server"), "{}", dave.content);
    let bad = create(
        &world,
        ALICE,
        "Broken",
        "dim:9 ks:x start:/9/9/9/9/4K4/9/9/9/t8/",
    )
    .await;
    assert!(bad.ephemeral, "{}", bad.content);
    assert!(
        bad.content.contains("`ks:x`: expected s, c, m or w"),
        "{}",
        bad.content
    );
    let taken = create(&world, ALICE, "saami plus", SAAMI).await;
    assert!(
        taken.ephemeral && taken.content.contains("saami plus"),
        "{}",
        taken.content
    );
    let listed = list(&world).await;
    assert!(
        listed.contains("Saami Plus") && listed.contains("(1 of 50)"),
        "{listed}"
    );
    assert!(
        !listed.contains("Dave") && !listed.contains("Broken"),
        "{listed}"
    );

    // Autocomplete offers the server's rule sets by what was typed.
    let offered = world
        .double
        .autocomplete(
            ALICE,
            CHANNEL_ID,
            "variant",
            sub(
                "show",
                json!([{"name": "variant", "type": 3, "value": "saa", "focused": true}]),
            ),
        )
        .await;
    let values: Vec<&str> = offered.iter().filter_map(|c| c["value"].as_str()).collect();
    assert_eq!(values, ["Saami Plus"]);
    let shown = world
        .slash(
            DAVE,
            CHANNEL_ID,
            "variant",
            sub(
                "show",
                json!([{"name": "variant", "type": 3, "value": "SAAMI PLUS"}]),
            ),
        )
        .await;
    assert!(!shown.ephemeral, "anyone may look: {}", shown.content);
    assert!(embed_text(&shown).contains("name:Saami_Plus"));
    assert_decodes(&shown);

    // Only an organiser deletes; then it is gone from the list.
    let delete = |user| {
        world.slash(
            user,
            CHANNEL_ID,
            "variant",
            sub(
                "delete",
                json!([{"name": "variant", "type": 3, "value": "Saami Plus"}]),
            ),
        )
    };
    let refused = delete(DAVE).await;
    assert!(refused.ephemeral, "{}", refused.content);
    assert!(list(&world).await.contains("Saami Plus"));
    let deleted = delete(ALICE).await;
    assert!(!deleted.ephemeral, "{}", deleted.content);
    assert!(
        deleted.content.contains("Saami Plus"),
        "{}",
        deleted.content
    );
    assert!(list(&world).await.contains("no rule sets yet"));
    let again = delete(ALICE).await;
    assert!(again.ephemeral, "{}", again.content);
    world.assert_clean();
}
