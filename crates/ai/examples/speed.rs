//! Speed check: `cargo run --release -p hnefi-ai --example speed [variant] [depth] [repeat]`,
//! or `... --example speed all [millis]`: one search of every variant's
//! start for one second (or `millis`), as a table of nodes per second and
//! the depth completed.
use std::time::Duration;

use hnefi_ai::{SearchLimits, choose_in_position};
use hnefi_engine::variant;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let key = args.get(1).map(String::as_str).unwrap_or("copenhagen");
    if key == "all" {
        let millis: u64 = args.get(2).and_then(|m| m.parse().ok()).unwrap_or(1000);
        println!("| variant | board | nodes/s | depth in {millis} ms | best |");
        println!("|---|---|---|---|---|");
        for v in variant::all() {
            let start = v.start_position(None, None).unwrap();
            let limits = SearchLimits::time(Duration::from_millis(millis));
            let r = choose_in_position(&start, limits, 0).unwrap();
            println!(
                "| {} | {}x{} | {:.0} | {} | {} |",
                v.key(),
                v.size(),
                v.size(),
                r.nodes_per_second(),
                r.depth,
                r.best
            );
        }
        return;
    }
    let max: u8 = args.get(2).and_then(|d| d.parse().ok()).unwrap_or(5);
    let repeat: usize = args.get(3).and_then(|d| d.parse().ok()).unwrap_or(0);
    let v = variant::by_key(key).unwrap();
    let start = v.start_position(None, None).unwrap();
    if repeat > 0 {
        let mut best = f64::MAX;
        for _ in 0..repeat {
            let r = choose_in_position(&start, SearchLimits::depth(max), 0).unwrap();
            best = best.min(r.elapsed.as_secs_f64());
            println!(
                "depth {max}: {} nodes {} time {:.4}s {:.0} n/s",
                r.best,
                r.nodes,
                r.elapsed.as_secs_f64(),
                r.nodes_per_second()
            );
        }
        println!("best {best:.4}s");
        return;
    }
    for depth in 1..=max {
        let r = choose_in_position(&start, SearchLimits::depth(depth), 0).unwrap();
        println!(
            "depth {depth}: {} score {} nodes {} time {:.3}s {:.0} n/s pv {:?}",
            r.best,
            r.score,
            r.nodes,
            r.elapsed.as_secs_f64(),
            r.nodes_per_second(),
            r.pv
        );
    }
}
