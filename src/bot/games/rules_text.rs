//! The short rules shown by `/rules`, one text per variant in the
//! catalogue's `rules.ftl` (`rules-<key>`), written from `docs/rules.md`
//! (sections 1, 3 and 4). Every choice that docs/rules.md calls an
//! "interpretation" is shown to players on a line of its own that starts
//! with the marker `rules-our-reading` ("*Our reading:*").

use crate::bot::i18n::{Lang, has, text};

/// The rules of a variant in short, for `/rules` (Discord markdown).
pub fn rules_text(lang: Lang, key: &str) -> Option<String> {
    let id = format!("rules-{key}");
    has(Lang::En, &id).then(|| text(lang, &id, &[]))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every variant key with its board size.
    const VARIANTS: [(&str, u8); 9] = [
        ("noggin", 9),
        ("knut", 9),
        ("thor", 9),
        ("kings-table", 13),
        ("alea-evangelii", 19),
        ("magpie", 7),
        ("tafl9", 9),
        ("copenhagen", 11),
        ("brandubh", 7),
    ];

    /// The variants whose own docs/rules.md section says "interpretation":
    /// 3.1 Noggin's Game (layout; armed Noggin, no hostile square),
    /// 3.3 Thor Nogson's Game (knight leaps), 3.4 King's Table (burg next to
    /// the king) and 3.7 Tafl (gold squares not hostile to the king).
    const INTERPRETED: [&str; 4] = ["noggin", "thor", "kings-table", "tafl9"];

    /// 3.2 Knut's Game is "As Noggin's Game ... except" and so inherits the
    /// interpretations of 3.1 (layout, armed Noggin) without naming them.
    const INHERITED: [&str; 1] = ["knut"];

    /// Discord's limit on an embed description is 4,096; we keep a margin.
    const MAX_CHARS: usize = 3_900;

    fn rules(lang: Lang, key: &str) -> String {
        rules_text(lang, key).unwrap_or_else(|| panic!("no rules text for {key}"))
    }

    fn our_reading(lang: Lang) -> String {
        format!("• {} ", text(lang, "rules-our-reading", &[]))
    }

    #[test]
    fn every_variant_has_a_text_that_fits_an_embed() {
        for lang in Lang::ALL {
            for (key, _) in VARIANTS {
                let chars = rules(lang, key).chars().count();
                assert!(chars <= MAX_CHARS, "{lang:?} {key}: {chars} characters");
                assert!(chars >= 400, "{lang:?} {key}: only {chars} characters");
            }
        }
    }

    #[test]
    fn unknown_keys_have_no_text() {
        for key in [
            "",
            "hnefatafl",
            "tablut",
            "Copenhagen",
            "kings_table",
            " noggin",
        ] {
            assert_eq!(rules_text(Lang::En, key), None, "{key:?}");
        }
    }

    #[test]
    fn texts_agree_with_the_engine_variants() {
        let all = hnefi_engine::variant::all();
        assert_eq!(all.len(), VARIANTS.len());
        for lang in Lang::ALL {
            for variant in all {
                let key = variant.key();
                let size = variant.size();
                let text = rules(lang, key);
                assert!(
                    text.contains(&format!("{size}x{size}")),
                    "{lang:?} {key}: size {size}"
                );
                assert!(!text.contains('×'), "{lang:?} {key}: spell sizes with x");
                for layout in variant.layouts() {
                    assert!(
                        text.contains(&format!("`{layout}`")),
                        "{lang:?} {key} does not name layout {layout}"
                    );
                }
            }
        }
    }

    #[test]
    fn interpretations_are_marked_where_rules_md_makes_them_only() {
        for lang in Lang::ALL {
            let marker = our_reading(lang);
            for (key, _) in VARIANTS {
                let marked = rules(lang, key).contains(&marker);
                let interpreted = INTERPRETED.contains(&key) || INHERITED.contains(&key);
                assert_eq!(marked, interpreted, "{lang:?} {key}: {marker}");
            }
        }
    }

    #[test]
    fn texts_are_bullet_lines_as_many_as_in_english() {
        for lang in Lang::ALL {
            for (key, _) in VARIANTS {
                let text = rules(lang, key);
                for line in text.lines() {
                    assert!(line.starts_with("• "), "{lang:?} {key}: {line:?}");
                    assert!(
                        !line.contains("  "),
                        "{lang:?} {key}: double space in {line:?}"
                    );
                }
                assert!(!text.ends_with('\n'), "{lang:?} {key}");
                let english = rules(Lang::En, key);
                assert_eq!(
                    text.lines().count(),
                    english.lines().count(),
                    "{lang:?} {key}: not line for line"
                );
                let marked = |t: &str, marker: &str| t.matches(marker).count();
                assert_eq!(
                    marked(&text, &our_reading(lang)),
                    marked(&english, &our_reading(Lang::En)),
                    "{lang:?} {key}"
                );
            }
        }
    }
}
