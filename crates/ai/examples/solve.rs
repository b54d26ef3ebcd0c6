//! Puzzle checker for the tactical suite: for every legal move of a
//! position, whether it forces a win (or allows a forced loss) within N
//! plies, by exhaustive search with the engine alone (no evaluation, no
//! repetition). `cargo run --release -p hnefi-ai --example solve -- KEY "POSITION" N`
use hnefi_engine::{Position, Side, Winner, variant};

/// Whether `winner` can force a win within `plies` plies from `pos`.
fn forced(pos: &Position, winner: Side, plies: u32) -> bool {
    if plies == 0 {
        return false;
    }
    let mover = pos.turn();
    let moves = pos.legal_moves();
    if moves.is_empty() {
        return mover != winner;
    }
    let mut all = true;
    for mv in moves {
        let mut next = pos.clone();
        let effects = next.play_unchecked(mv);
        let good = match next.result_of_move(mover, &effects) {
            Some(o) => o.winner == Winner::side(winner),
            None => forced(&next, winner, plies - 1),
        };
        if mover == winner && good {
            return true;
        }
        if mover != winner && !good {
            all = false;
            break;
        }
    }
    mover != winner && all
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let v = variant::by_key(&args[1]).unwrap();
    let text = &args[2];
    let pos = if !std::path::Path::new(text).exists() {
        Position::parse(&v, text).unwrap()
    } else {
        let diagram = std::fs::read_to_string(text).unwrap();
        let side = if args.get(4).map(String::as_str) == Some("a") {
            Side::Attackers
        } else {
            Side::Defenders
        };
        Position::from_diagram(&v, &diagram, side).unwrap()
    };
    let plies: u32 = args[3].parse().unwrap();
    println!("{pos}");
    let mover = pos.turn();
    let mut winning = Vec::new();
    let mut losing = Vec::new();
    let mut other = Vec::new();
    for mv in pos.legal_moves() {
        let mut next = pos.clone();
        let effects = next.play_unchecked(mv);
        match next.result_of_move(mover, &effects) {
            Some(o) if o.winner == Winner::side(mover) => winning.push(format!("{mv}!")),
            Some(_) => losing.push(mv.to_string()),
            None => {
                if forced(&next, mover, plies.saturating_sub(1)) {
                    winning.push(mv.to_string());
                } else if forced(&next, mover.other(), plies.saturating_sub(1)) {
                    losing.push(mv.to_string());
                } else {
                    other.push(mv.to_string());
                }
            }
        }
    }
    println!("wins within {plies}: {winning:?}");
    println!(
        "unclear: {} moves {:?}",
        other.len(),
        other.iter().take(40).collect::<Vec<_>>()
    );
    println!(
        "loses within {}: {} moves",
        plies.saturating_sub(1),
        losing.len()
    );
}
