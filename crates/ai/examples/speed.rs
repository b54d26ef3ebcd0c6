//! Speed check: `cargo run --release -p hnefi-ai --example speed [variant] [depth] [repeat]`,
//! or `... --example speed all [millis]`: one search of every variant's
//! start for one second (or `millis`), as a table of nodes per second and
//! the depth completed, by the wall clock and by the process's CPU time
//! (what one unshared core does, for a machine shared with other work).
use std::time::Duration;

use hnefi_ai::{SearchLimits, choose_in_position};
use hnefi_engine::variant;

/// CPU time of this process so far (user and system), from
/// `/proc/self/stat` on Linux; `None` elsewhere.
fn cpu_seconds() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    // Fields after the command name (which is in parentheses).
    let rest = &stat[stat.rfind(')')? + 2..];
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let utime: f64 = fields.get(11)?.parse().ok()?;
    let stime: f64 = fields.get(12)?.parse().ok()?;
    // Clock ticks are 100 a second on Linux.
    Some((utime + stime) / 100.0)
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let key = args.get(1).map(String::as_str).unwrap_or("copenhagen");
    if key == "all" {
        let millis: u64 = args.get(2).and_then(|m| m.parse().ok()).unwrap_or(1000);
        println!(
            "| variant | board | nodes/s (wall) | depth in {millis} ms (wall) | nodes/s (CPU) | depth in {millis} ms of one core |"
        );
        println!("|---|---|---|---|---|---|");
        for v in variant::all() {
            let start = v.start_position(None, None).unwrap();
            let limits = SearchLimits::time(Duration::from_millis(millis));
            let cpu_before = cpu_seconds();
            let r = choose_in_position(&start, limits, 0).unwrap();
            let cpu = cpu_seconds().zip(cpu_before).map(|(a, b)| a - b);
            // On a shared machine the wall clock undercounts: nodes per
            // second of CPU time, and the depth a node budget of one such
            // second reaches (deterministic), say what one core does.
            let (cpu_rate, cpu_depth) = match cpu {
                Some(cpu) if cpu > 0.05 => {
                    let rate = r.nodes as f64 / cpu;
                    let budget = (rate * millis as f64 / 1000.0) as u64;
                    let limits = SearchLimits {
                        time: None,
                        ..SearchLimits::default()
                    }
                    .with_nodes(budget);
                    let d = choose_in_position(&start, limits, 0).unwrap().depth;
                    (format!("{rate:.0}"), d.to_string())
                }
                _ => ("-".into(), "-".into()),
            };
            println!(
                "| {} | {}x{} | {:.0} | {} | {cpu_rate} | {cpu_depth} |",
                v.key(),
                v.size(),
                v.size(),
                r.nodes_per_second(),
                r.depth,
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
