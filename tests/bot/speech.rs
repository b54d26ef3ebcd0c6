//! Which language the bot speaks, told by its own message catalogue
//! (src/bot/i18n/ftl): a line speaks a language when every word in it is a
//! word of that language's messages. Lines are often built of several
//! messages (a move, its captures, an announcement), so words, not whole
//! messages, are what is checked; an English word left in a German line is
//! no word of the German catalogue.

use std::collections::BTreeSet;
use std::path::Path;

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};

const CATALOGUE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/src/bot/i18n/ftl");

/// The words of one language's messages, in lower case.
pub struct Speech {
    words: BTreeSet<String>,
}

impl Speech {
    /// The catalogue of `lang` (a folder name: `de`, `sv`, `en`...).
    pub fn of(lang: &str) -> Speech {
        let mut words = BTreeSet::new();
        let dir = Path::new(CATALOGUE).join(lang);
        for entry in std::fs::read_dir(&dir).unwrap_or_else(|e| panic!("{dir:?}: {e}")) {
            let text = std::fs::read_to_string(entry.unwrap().path()).unwrap();
            let resource = fluent_syntax::parser::parse(text.as_str()).unwrap_or_else(|(r, _)| r);
            for entry in &resource.body {
                if let Entry::Message(m) = entry {
                    if let Some(value) = &m.value {
                        collect(value, &mut words);
                    }
                }
            }
        }
        Speech { words }
    }

    /// The words of `line` that are none of this language's.
    pub fn foreign_words(&self, line: &str) -> Vec<String> {
        words_of(&said(line))
            .into_iter()
            .filter(|w| !self.words.contains(w))
            .collect()
    }
}

/// Whether `line` says anything in words (beyond mentions, timestamps,
/// code spans and numbers).
pub fn has_words(line: &str) -> bool {
    !words_of(&said(line)).is_empty()
}

fn collect(pattern: &Pattern<&str>, words: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        match element {
            PatternElement::TextElement { value } => words.extend(words_of(value)),
            PatternElement::Placeable { expression } => match expression {
                Expression::Select { variants, .. } => {
                    for v in variants {
                        collect(&v.value, words);
                    }
                }
                Expression::Inline(InlineExpression::StringLiteral { value }) => {
                    words.extend(words_of(value))
                }
                Expression::Inline(_) => {}
            },
        }
    }
}

/// `line` without mentions (`<@1>`, `<#2>`, `<t:3:R>`), code spans and
/// links, which are no language's words.
fn said(line: &str) -> String {
    let mut out = String::new();
    let mut rest = line;
    while let Some(c) = rest.chars().next() {
        if c == '<' {
            if let Some(end) = rest.find('>') {
                rest = &rest[end + 1..];
                continue;
            }
        }
        if c == '`' {
            rest = rest[1..].find('`').map_or("", |end| &rest[end + 2..]);
            continue;
        }
        if rest.starts_with("http") {
            rest = rest.find(' ').map_or("", |end| &rest[end..]);
            continue;
        }
        out.push(c);
        rest = &rest[c.len_utf8()..];
    }
    out
}

/// Words of two letters or more, lower case; numbers and square names
/// (`e5`, `11x11`) are not words.
fn words_of(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_alphanumeric())
        .filter(|w| w.chars().count() >= 2 && w.chars().all(char::is_alphabetic))
        .map(str::to_lowercase)
        .collect()
}
