//! AI figures for `hnefi bench`: search speed (nodes per second) and the
//! depth reached in the budget (one second, or less with `--quick`) from
//! the Copenhagen and the 19x19 Alea Evangelii starts, and the time to
//! finish depth 4 from the Copenhagen opening.

use std::time::Duration;

use super::Failure;
use super::bench::Figure;
use hnefi_ai::{SearchLimits, SearchResult, choose_in_position};
use hnefi_engine::variant;

pub(crate) fn figures(figures: &mut Vec<Figure>, budget: Duration) -> Result<(), Failure> {
    for (key, name) in [
        ("copenhagen", "copenhagen_start"),
        ("alea-evangelii", "alea_evangelii_start"),
    ] {
        let found = search(key, SearchLimits::time(budget))?;
        let seconds = budget.as_secs_f64();
        figures.push(Figure {
            bench: format!("ai.{name}.nodes_per_s"),
            value: found.nodes_per_second(),
            unit: "nodes/s",
            note: format!(
                "{} nodes in {} ms (budget {seconds} s), best {}",
                found.nodes,
                found.elapsed.as_millis(),
                found.best
            ),
        });
        figures.push(Figure {
            bench: format!("ai.{name}.depth"),
            value: found.depth as f64,
            unit: "plies",
            note: format!("deepest iteration completed within {seconds} s"),
        });
    }
    // Several runs within the budget (at least one): the fastest counts.
    let mut best: Option<SearchResult> = None;
    let mut spent = Duration::ZERO;
    while best.is_none() || spent < budget {
        let found = search("copenhagen", SearchLimits::depth(4))?;
        spent += found.elapsed;
        if best.as_ref().is_none_or(|b| found.elapsed < b.elapsed) {
            best = Some(found);
        }
    }
    let best = best.expect("one run at least");
    figures.push(Figure {
        bench: "ai.copenhagen_start.time_to_depth_4".into(),
        value: best.elapsed.as_secs_f64() * 1000.0,
        unit: "ms",
        note: format!(
            "{} nodes, {:.0} nodes/s, best {} (target: under 300 ms)",
            best.nodes,
            best.nodes_per_second(),
            best.best
        ),
    });
    Ok(())
}

fn search(key: &str, limits: SearchLimits) -> Result<SearchResult, Failure> {
    let v = variant::by_key(key).map_err(|e| e.to_string())?;
    let start = v.start_position(None, None).map_err(|e| e.to_string())?;
    choose_in_position(&start, limits, 0).map_err(|e| e.to_string())
}
