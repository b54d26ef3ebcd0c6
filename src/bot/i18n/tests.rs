//! The catalogue is whole: every file of every language parses, every
//! message exists in every language with the same placeables, every id the
//! code asks for exists with the arguments it needs, and every command is
//! named and described within Discord's limits.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use fluent_syntax::ast;

use super::*;

/// A message's variables (`$game`) and the messages it refers to.
#[derive(Debug, Default, PartialEq, Eq)]
struct Placeables {
    variables: BTreeSet<String>,
    references: BTreeSet<String>,
}

/// Every message of one file, by id.
fn messages(lang: Lang, part: usize) -> BTreeMap<String, Placeables> {
    let source = lang.sources()[part];
    let resource = match fluent_syntax::parser::parse(source) {
        Ok(resource) => resource,
        Err((_, errors)) => panic!("{lang:?} {}.ftl: {errors:?}", PARTS[part]),
    };
    let mut found = BTreeMap::new();
    for entry in resource.body {
        match entry {
            ast::Entry::Message(message) => {
                let mut placeables = Placeables::default();
                let value = message.value.as_ref();
                assert!(
                    value.is_some(),
                    "{lang:?}: {} has no value",
                    message.id.name
                );
                if let Some(pattern) = value {
                    walk_pattern(pattern, &mut placeables);
                }
                assert!(
                    message.attributes.is_empty(),
                    "{lang:?}: {} has attributes",
                    message.id.name
                );
                let id = message.id.name.to_string();
                assert!(
                    found.insert(id.clone(), placeables).is_none(),
                    "{lang:?}: {id} twice"
                );
            }
            ast::Entry::Term(term) => panic!("{lang:?}: term -{} (use messages)", term.id.name),
            ast::Entry::Junk { content } => panic!("{lang:?}: cannot read {content:?}"),
            _ => {}
        }
    }
    found
}

fn walk_pattern(pattern: &ast::Pattern<&str>, found: &mut Placeables) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            walk_expression(expression, found);
        }
    }
}

fn walk_expression(expression: &ast::Expression<&str>, found: &mut Placeables) {
    match expression {
        ast::Expression::Select { selector, variants } => {
            walk_inline(selector, found);
            for variant in variants {
                walk_pattern(&variant.value, found);
            }
        }
        ast::Expression::Inline(inline) => walk_inline(inline, found),
    }
}

fn walk_inline(inline: &ast::InlineExpression<&str>, found: &mut Placeables) {
    match inline {
        ast::InlineExpression::VariableReference { id } => {
            found.variables.insert(id.name.to_string());
        }
        ast::InlineExpression::MessageReference { id, .. } => {
            found.references.insert(id.name.to_string());
        }
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            for argument in &arguments.positional {
                walk_inline(argument, found);
            }
            for named in &arguments.named {
                walk_inline(&named.value, found);
            }
        }
        ast::InlineExpression::Placeable { expression } => walk_expression(expression, found),
        ast::InlineExpression::TermReference { .. }
        | ast::InlineExpression::StringLiteral { .. }
        | ast::InlineExpression::NumberLiteral { .. } => {}
    }
}

/// Every message of every file of `lang`.
fn catalogue(lang: Lang) -> BTreeMap<String, Placeables> {
    let mut all = BTreeMap::new();
    for part in 0..PARTS.len() {
        for (id, placeables) in messages(lang, part) {
            assert!(!all.contains_key(&id), "{lang:?}: {id} in two files");
            all.insert(id, placeables);
        }
    }
    all
}

#[test]
fn every_message_exists_in_every_language_with_the_same_placeables() {
    for (part, file) in PARTS.iter().enumerate() {
        let english = messages(Lang::En, part);
        assert!(!english.is_empty(), "{file}.ftl is empty");
        for lang in Lang::ALL {
            let theirs = messages(lang, part);
            for (id, placeables) in &english {
                let Some(translated) = theirs.get(id) else {
                    panic!("{lang:?} {file}.ftl lacks {id}");
                };
                assert_eq!(translated, placeables, "{lang:?} {file}.ftl: {id}");
            }
            for id in theirs.keys() {
                assert!(
                    english.contains_key(id),
                    "{lang:?} {file}.ftl: {id} is not English's"
                );
            }
        }
    }
}

#[test]
fn references_name_messages_that_exist() {
    let english = catalogue(Lang::En);
    for (id, placeables) in &english {
        for reference in &placeables.references {
            assert!(
                english.contains_key(reference),
                "{id} refers to {reference}"
            );
        }
    }
}

#[test]
fn every_language_is_loaded_whole() {
    for lang in Lang::ALL {
        for id in catalogue(Lang::En).keys() {
            assert!(has(lang, id), "{lang:?} did not load {id}");
        }
    }
}

#[test]
fn languages_follow_discords_locales() {
    assert_eq!(Lang::pick([Some("de"), Some("fr")]), Lang::De);
    assert_eq!(Lang::pick([Some("ja"), Some("sv-SE")]), Lang::Sv);
    assert_eq!(Lang::pick([Some("es-419"), None]), Lang::Es);
    assert_eq!(Lang::pick([Some("en-GB")]), Lang::En);
    assert_eq!(Lang::pick([Some("pt-BR"), None]), Lang::En);
    assert_eq!(Lang::pick([None, None]), Lang::En);
    for lang in Lang::ALL {
        assert_eq!(Lang::from_locale(lang.discord()), Some(lang));
    }
}

#[test]
fn missing_messages_fall_back_and_show_their_id() {
    assert_eq!(text(Lang::De, "no-such-message", &[]), "no-such-message");
    let said = t!(Lang::En, "refusal-unknown-game", game = 12);
    assert_eq!(said, "There is no game #12.");
    let plural = |n: u32| t!(Lang::En, "leaderboard-games", count = n);
    assert_eq!(plural(1), "1 game");
    assert_eq!(plural(2), "2 games");
    let russian = |n: u32| t!(Lang::Ru, "leaderboard-games", count = n);
    assert_ne!(russian(2), russian(5), "Russian counts have three forms");
}

/// The `t!(lang, "id", name = value, ...)` calls of the bot's source: the
/// id, and the names of the arguments given.
fn calls_in(source: &str) -> Vec<(String, BTreeSet<String>)> {
    let mut calls = Vec::new();
    let mut rest = source;
    while let Some(at) = rest.find("t!(") {
        // `assert!(` ends in `t!(` too.
        let whole_word = !rest[..at]
            .chars()
            .next_back()
            .is_some_and(|c| c.is_alphanumeric() || c == '_');
        rest = &rest[at + 3..];
        if !whole_word {
            continue;
        }
        let Some(end) = closing_paren(rest) else {
            break;
        };
        let args = split_top_level(&rest[..end]);
        if let Some(id) = args.get(1).and_then(|a| a.trim().strip_prefix('"')) {
            if let Some(id) = id.strip_suffix('"') {
                let names = args[2..]
                    .iter()
                    .filter_map(|a| a.split_once('=').map(|(n, _)| n.trim().to_string()))
                    .collect();
                calls.push((id.to_string(), names));
            }
        }
    }
    calls
}

fn closing_paren(text: &str) -> Option<usize> {
    let mut depth = 0usize;
    let mut in_string = false;
    let mut escaped = false;
    for (i, c) in text.char_indices() {
        match (in_string, c) {
            (true, '\\') if !escaped => {
                escaped = true;
                continue;
            }
            (true, '"') if !escaped => in_string = false,
            (false, '"') => in_string = true,
            (false, '(' | '[' | '{') => depth += 1,
            (false, ')') if depth == 0 => return Some(i),
            (false, ')' | ']' | '}') => depth = depth.saturating_sub(1),
            _ => {}
        }
        escaped = false;
    }
    None
}

fn split_top_level(text: &str) -> Vec<String> {
    let mut parts = vec![String::new()];
    let mut depth = 0usize;
    let mut in_string = false;
    let mut escaped = false;
    for c in text.chars() {
        match (in_string, c) {
            (true, '\\') if !escaped => {
                escaped = true;
                parts.last_mut().unwrap().push(c);
                continue;
            }
            (true, '"') if !escaped => in_string = false,
            (false, '"') => in_string = true,
            (false, '(' | '[' | '{') => depth += 1,
            (false, ')' | ']' | '}') => depth = depth.saturating_sub(1),
            (false, ',') if depth == 0 => {
                parts.push(String::new());
                continue;
            }
            _ => {}
        }
        escaped = false;
        parts.last_mut().unwrap().push(c);
    }
    parts
}

fn rust_files(dir: &Path, found: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, found);
        } else if path.extension().is_some_and(|e| e == "rs") {
            found.push(path);
        }
    }
}

#[test]
fn every_id_the_code_asks_for_exists_with_its_arguments() {
    let english = catalogue(Lang::En);
    let mut files = Vec::new();
    rust_files(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("src/bot"),
        &mut files,
    );
    let mut checked = 0;
    for file in files.iter().filter(|f| !f.ends_with("i18n/tests.rs")) {
        // Comments show calls by way of example.
        let source: String = std::fs::read_to_string(file)
            .unwrap()
            .lines()
            .filter(|line| !line.trim_start().starts_with("//"))
            .map(|line| format!("{line}\n"))
            .collect();
        for (id, given) in calls_in(&source) {
            let Some(message) = english.get(&id) else {
                panic!("{}: no message {id}", file.display());
            };
            for needed in &message.variables {
                assert!(
                    given.contains(needed),
                    "{}: {id} needs ${needed}, given {given:?}",
                    file.display()
                );
            }
            checked += 1;
        }
    }
    assert!(checked > 150, "only {checked} calls found");
}

/// Discord's rule for command and option names, lower case.
fn is_valid_name(name: &str) -> bool {
    let chars = name.chars().count();
    (1..=32).contains(&chars)
        && name
            .chars()
            .all(|c| c == '-' || c == '_' || c.is_alphanumeric())
        && name.to_lowercase() == name
}

fn check_command<U, E>(
    command: &poise::Command<U, E>,
    path: &str,
    english: &BTreeMap<String, Placeables>,
) {
    let id = commands::command_id(path);
    for needed in [id.clone(), format!("{id}-name")] {
        assert!(english.contains_key(&needed), "no {needed}");
    }
    assert_eq!(text(Lang::En, &format!("{id}-name"), &[]), command.name);
    let mut names: BTreeMap<Lang, BTreeSet<String>> = BTreeMap::new();
    for lang in Lang::ALL {
        let description = text(lang, &id, &[]);
        let chars = description.chars().count();
        assert!((1..=100).contains(&chars), "{lang:?} {id}: {description}");
    }
    for parameter in &command.parameters {
        let id = commands::option_id(path, &parameter.name);
        assert_eq!(text(Lang::En, &format!("{id}-name"), &[]), parameter.name);
        for lang in Lang::ALL {
            let name = text(lang, &format!("{id}-name"), &[]);
            assert!(is_valid_name(&name), "{lang:?} {id}-name: {name:?}");
            assert!(
                names.entry(lang).or_default().insert(name.clone()),
                "{lang:?}: two options of {path} are called {name}"
            );
            let description = text(lang, &id, &[]);
            let chars = description.chars().count();
            assert!((1..=100).contains(&chars), "{lang:?} {id}: {description}");
        }
    }
    let mut subs: BTreeMap<Lang, BTreeSet<String>> = BTreeMap::new();
    for sub in &command.subcommands {
        let sub_path = format!("{path}-{}", sub.name);
        for lang in Lang::ALL {
            let name = text(
                lang,
                &format!("{}-name", commands::command_id(&sub_path)),
                &[],
            );
            assert!(
                subs.entry(lang).or_default().insert(name.clone()),
                "{lang:?}: two subcommands of {path} are called {name}"
            );
        }
        check_command(sub, &sub_path, english);
    }
}

#[test]
fn every_command_is_named_and_described_within_discords_limits() {
    let english = catalogue(Lang::En);
    let commands = crate::bot::commands();
    let mut top: BTreeMap<Lang, BTreeSet<String>> = BTreeMap::new();
    for command in &commands {
        check_command(command, &command.name, &english);
        for lang in Lang::ALL {
            let name = text(
                lang,
                &format!("{}-name", commands::command_id(&command.name)),
                &[],
            );
            assert!(is_valid_name(&name), "{lang:?} {}: {name:?}", command.name);
            assert!(
                top.entry(lang).or_default().insert(name.clone()),
                "{lang:?}: two commands are called {name}"
            );
        }
        // What is registered: English descriptions from the catalogue,
        // every other language as a localisation.
        assert_eq!(
            command.description.as_deref(),
            Some(text(Lang::En, &commands::command_id(&command.name), &[]).as_str())
        );
        assert_eq!(command.name_localizations.len(), Lang::ALL.len() - 1);
    }
    // Every command id of the catalogue belongs to a command.
    let mut known = BTreeSet::new();
    fn ids<U, E>(c: &poise::Command<U, E>, path: &str, known: &mut BTreeSet<String>) {
        let id = commands::command_id(path);
        known.insert(id.clone());
        known.insert(format!("{id}-name"));
        for p in &c.parameters {
            let id = commands::option_id(path, &p.name);
            known.insert(format!("{id}-name"));
            known.insert(id);
        }
        for s in &c.subcommands {
            ids(s, &format!("{path}-{}", s.name), known);
        }
    }
    for command in &commands {
        ids(command, &command.name, &mut known);
    }
    for id in english.keys().filter(|id| id.starts_with("cmd-")) {
        assert!(known.contains(id), "{id} belongs to no command or option");
    }
}

#[test]
fn the_parsers_of_the_source_scan_read_calls() {
    let calls =
        calls_in(r#"let x = t!(lang, "a-b", game = f(1, 2), name = "x,y"); t!(lang, "c");"#);
    assert_eq!(calls.len(), 2);
    assert_eq!(calls[0].0, "a-b");
    assert_eq!(
        calls[0].1,
        ["game", "name"].map(String::from).into_iter().collect()
    );
    assert!(calls[1].1.is_empty());
}
