//! Refusals of reviews (docs/learning.md 1).

use hnefi_app::Error;

use crate::bot::i18n::{Lang, t};

pub fn refusal(lang: Lang, error: &Error) -> String {
    match error {
        Error::ReviewUnfinished(game) => t!(lang, "refusal-review-unfinished", game = game.0),
        Error::NothingToReview(game) => t!(lang, "refusal-review-nothing", game = game.0),
        Error::ReviewRunning => t!(lang, "refusal-review-running"),
        Error::ReviewUnderWay(game) => t!(lang, "refusal-review-under-way", game = game.0),
        Error::ReviewsBusy => t!(lang, "refusal-reviews-busy"),
        other => other.to_string(),
    }
}
