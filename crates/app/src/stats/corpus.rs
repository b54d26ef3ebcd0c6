//! The figures of the real games of the corpora (CC0: 1,752 Copenhagen
//! and 525 Brandubh games), derived once from them and kept here, since
//! the corpora themselves are not part of the repository. Counted are the
//! games the engine plays to an end by rule from their moves (a game
//! whose record stops earlier ended off the board, unknown how). The test
//! `corpus_figures_are_those_of_the_corpora` (crates/app/tests/stats.rs)
//! derives them again when the corpora are at hand.

use hnefi_engine::{Reason, Winner};

use super::Figures;

/// What the corpus figures count, for the words beside them.
pub const CORPUS_NOTE: &str = "games that ended on the board by rule";

/// (variant, [(winner, reason, games)], plies of those games in all).
type Corpus = (&'static str, &'static [(Winner, Reason, u32)], u64);

const CORPORA: &[Corpus] = &[
    (
        "copenhagen",
        &[
            (Winner::Defenders, Reason::KingEscaped, 233),
            (Winner::Defenders, Reason::ExitFort, 48),
            (Winner::Attackers, Reason::KingCaptured, 45),
            (Winner::Attackers, Reason::Encircled, 24),
            (Winner::Attackers, Reason::NoLegalMoves, 20),
        ],
        19_727,
    ),
    (
        "brandubh",
        &[
            (Winner::Attackers, Reason::KingCaptured, 67),
            (Winner::Defenders, Reason::KingEscaped, 37),
            (Winner::Attackers, Reason::NoLegalMoves, 1),
        ],
        2_384,
    ),
];

/// The corpus figures of a variant, if it has a corpus.
pub fn corpus_figures(variant: &str) -> Option<Figures> {
    let (_, counts, plies) = CORPORA.iter().find(|(key, _, _)| *key == variant)?;
    let mut figures = Figures::of(
        counts
            .iter()
            .flat_map(|&(w, r, n)| std::iter::repeat_n((w, r, 0), n as usize)),
    );
    figures.average_plies = *plies as f64 / f64::from(figures.games.max(1));
    Some(figures)
}
