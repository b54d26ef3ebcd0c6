//! The king's escape situation, shared by the evaluation and the search's
//! exact shortcuts: where he can go in one move, how many separate routes
//! reach a goal square in one move, and from how many of his reachable
//! squares a goal is one more move away. Also the attackers' capture of the
//! king in one move.

use hnefi_engine::{Bitboard, Direction, Move, Piece, Position, Side, Square};

use crate::board::{Board, KingMoves, KingTaken, Leap, VICTIM_KING};

/// What the king can do from where he stands.
#[derive(Clone, Copy, Debug)]
pub(crate) struct KingView {
    pub king: Square,
    /// Empty squares the king reaches in one move.
    pub reach: Bitboard,
    /// Separate open routes to a goal in one move (directions for sliding
    /// kings, long legs for leaps): one attacker move closes at most one.
    pub routes: u32,
    /// A move that reaches a goal square, when there is one.
    pub goal_move: Option<Move>,
}

/// The squares a sliding king crosses on `mv`, its end included: where
/// an attacker must land to close that route.
pub(crate) fn route_squares(board: &Board, mv: Move) -> Bitboard {
    let mut out = Bitboard::EMPTY;
    for dir in Direction::ALL {
        let ray = board.ray(mv.from, dir);
        if let Some(end) = ray.iter().position(|&s| s == mv.to) {
            for &s in &ray[..=end] {
                out.insert(s);
            }
            break;
        }
    }
    out
}

/// The king's view, or `None` when he is not on the board.
pub(crate) fn king_view(pos: &Position, board: &Board, occ: &Bitboard) -> Option<KingView> {
    let king = pos.king()?;
    let mut reach = Bitboard::EMPTY;
    let mut routes = 0;
    let mut goal_move = None;
    match board.king_moves {
        KingMoves::Rook => {
            for dir in Direction::ALL {
                let mut open = false;
                for &s in board.ray(king, dir).iter().take(board.king_speed) {
                    if occ.contains(s) {
                        break;
                    }
                    reach.insert(s);
                    if !open && board.escape.contains(s) {
                        open = true;
                        routes += 1;
                        goal_move.get_or_insert(Move::new(king, s));
                    }
                }
            }
        }
        KingMoves::OneStep => {
            for dir in Direction::ALL {
                let mut open = false;
                if let Some(n) = board.neighbour(king, dir) {
                    if !occ.contains(n) {
                        reach.insert(n);
                        if board.escape.contains(n) {
                            open = true;
                            goal_move.get_or_insert(Move::new(king, n));
                        }
                    }
                }
                if !open && board.swift_escape {
                    if let Some(end) = clear_line_end(board, occ, king, dir) {
                        open = true;
                        goal_move.get_or_insert(Move::new(king, end));
                    }
                }
                routes += open as u32;
            }
        }
        KingMoves::Knight => {
            let blockers = leap_blockers(pos, board);
            // Leaps along one long leg share their path: one troll there
            // closes them all, so they make one route.
            let mut open_legs = [false; 4];
            for leap in board.knight_leaps(king) {
                if open_leap(occ, &blockers, leap) {
                    reach.insert(leap.to);
                    if board.escape.contains(leap.to) {
                        open_legs[leap.leg as usize] = true;
                        goal_move.get_or_insert(Move::new(king, leap.to));
                    }
                }
            }
            routes = open_legs.iter().filter(|&&open| open).count() as u32;
        }
    }
    if board.king_jumps {
        // A rule set's jumping king (docs/rules.md 5.4): over an adjacent
        // attacker other than a commander or knight to the empty square
        // beyond. A direction whose slide was open already counts once.
        for dir in Direction::ALL {
            let Some(over) = board.neighbour(king, dir) else {
                continue;
            };
            let jumpable = pos.piece_at(over).is_some_and(|p| {
                p.side() == Side::Attackers && !matches!(p, Piece::Commander(_) | Piece::Knight(_))
            });
            let Some(to) = board
                .neighbour(over, dir)
                .filter(|&to| jumpable && !occ.contains(to) && board.king_lands.contains(to))
            else {
                continue;
            };
            if board
                .king_jump_ends
                .is_some_and(|ends| !ends.contains(king) && !ends.contains(to))
            {
                continue;
            }
            reach.insert(to);
            if board.escape.contains(to) {
                routes += 1;
                goal_move.get_or_insert(Move::new(king, to));
            }
        }
    }
    Some(KingView {
        king,
        reach,
        routes,
        goal_move,
    })
}

/// What the king may not leap over (3.3): trolls, and the troll king, who
/// stands on the trollstone whenever the king is not on it.
pub(crate) fn leap_blockers(pos: &Position, board: &Board) -> Bitboard {
    let mut out = pos.pieces(Side::Attackers);
    if let Some(stone) = board.troll_stone {
        out.insert(stone);
    }
    out
}

/// Whether the king may make `leap`: an empty landing square and no troll
/// on the path.
#[inline]
fn open_leap(occ: &Bitboard, blockers: &Bitboard, leap: &Leap) -> bool {
    !occ.contains(leap.to) && !leap.path.iter().any(|&s| blockers.contains(s))
}

/// 3.1's clear line: every square from the king's neighbour to the edge is
/// empty; the edge square ending it. None on the edge itself.
#[inline]
fn clear_line_end(board: &Board, occ: &Bitboard, king: Square, dir: Direction) -> Option<Square> {
    if board.edge.contains(king) {
        return None;
    }
    let ray = board.ray(king, dir);
    let last = *ray.last()?;
    ray.iter().all(|&s| !occ.contains(s)).then_some(last)
}

/// The occupied squares once the king has left his square (where the
/// troll king then appears on the trollstone).
pub(crate) fn without_king(board: &Board, occ: &Bitboard, king: Square) -> Bitboard {
    let mut out = *occ;
    if board.troll_stone != Some(king) {
        out.remove(king);
    }
    out
}

/// How many squares of the king's reach lead to a goal in two more rook
/// moves (the board standing still) and not in one: routes in three, the
/// danger a corner variant's attackers must see before it is a threat.
/// `occ` leaves the king out; `one` is [`goal_lines`] of `occ`, which the
/// caller has anyway. Zero where the king does not slide to a corner goal
/// (the edge is the goal, or he steps or leaps).
pub(crate) fn king_routes_in_three(
    board: &Board,
    occ: &Bitboard,
    reach: &Bitboard,
    one: &Bitboard,
) -> i32 {
    if board.king_moves != KingMoves::Rook || board.edge_escape {
        return 0;
    }
    // A clear line runs both ways, so walking out from the king's reach (at
    // most twenty squares) finds the same squares as walking in from every
    // goal line, at a fraction of the cost: this runs at every leaf.
    let mut count = 0;
    for t in (*reach & !*one).iter() {
        let leads_to_one = Direction::ALL.iter().any(|&dir| {
            for &u in board.ray(t, dir).iter().take(board.king_speed) {
                if occ.contains(u) {
                    return false;
                }
                if one.contains(u) {
                    return true;
                }
            }
            false
        });
        if leads_to_one {
            count += 1;
            if count == 6 {
                break;
            }
        }
    }
    count
}

/// Squares from which a sliding king reaches an empty goal square in one
/// move, the goals themselves excluded.
pub(crate) fn goal_lines(board: &Board, occ: &Bitboard) -> Bitboard {
    let mut out = Bitboard::EMPTY;
    for &(goal, dir) in &board.inward {
        if occ.contains(goal) {
            continue;
        }
        for &s in board.ray(goal, dir).iter().take(board.king_speed) {
            if occ.contains(s) {
                break;
            }
            out.insert(s);
        }
    }
    out
}

/// Squares from which the king reaches a goal square in one move (goal
/// squares themselves excluded), restricted to `within` where the answer is
/// found square by square. `blockers` are what a leaping king may not leap
/// over ([`leap_blockers`]).
pub(crate) fn goal_in_one_squares(
    board: &Board,
    occ: &Bitboard,
    blockers: &Bitboard,
    within: &Bitboard,
) -> Bitboard {
    let mut out = Bitboard::EMPTY;
    match board.king_moves {
        KingMoves::Rook => out = goal_lines(board, occ) & *within,
        KingMoves::OneStep | KingMoves::Knight => {
            for s in within.iter() {
                if board.escape.contains(s) {
                    continue;
                }
                let step = |t: Square| board.escape.contains(t) && !occ.contains(t);
                let moves = if board.king_moves == KingMoves::OneStep {
                    Direction::ALL
                        .iter()
                        .filter_map(|&d| board.neighbour(s, d))
                        .any(step)
                } else {
                    board.knight_leaps(s).iter().any(|leap| {
                        board.escape.contains(leap.to) && open_leap(occ, blockers, leap)
                    })
                };
                let swift = board.swift_escape
                    && Direction::ALL
                        .iter()
                        .any(|&d| clear_line_end(board, occ, s, d).is_some());
                if moves || swift {
                    out.insert(s);
                }
            }
        }
    }
    out
}

/// Whether the king's side towards `n` (his neighbour, or `None` off the
/// board) is closed for a four-sided capture.
#[inline]
fn closed(pos: &Position, board: &Board, occ: &Bitboard, n: Option<Square>) -> bool {
    match n {
        None => board.edge_counts,
        Some(n) => {
            if occ.contains(n) {
                matches!(
                    pos.piece_at(n),
                    Some(Piece::Attacker) | Some(Piece::TrollKing)
                )
            } else {
                board.encloses_king.contains(n)
            }
        }
    }
}

/// A move with which the attackers (to move) capture the king at once by
/// arriving next to him, if there is one. Captures where the mover does not
/// touch the king (3.4's double trap) are left to the search.
pub(crate) fn capture_in_one(pos: &Position, board: &Board, occ: &Bitboard) -> Option<Move> {
    debug_assert_eq!(pos.turn(), Side::Attackers);
    let king = pos.king()?;
    let sides: [Option<Square>; 4] = Direction::ALL.map(|d| board.neighbour(king, d));
    // For the edge: a neighbour that is off the board reads as None, but
    // so does an unusable square; the difference never matters next to a
    // king that is still in play.
    let four = match board.king_taken {
        KingTaken::FourSides => true,
        KingTaken::Custodial => board.four_sides.contains(king),
        KingTaken::TrollKing => {
            let trolls = sides
                .iter()
                .filter(|n| {
                    n.is_some_and(|n| {
                        occ.contains(n)
                            && matches!(
                                pos.piece_at(n),
                                Some(Piece::Attacker) | Some(Piece::TrollKing)
                            )
                    })
                })
                .count();
            let on_stone = board.troll_stone == Some(king);
            if !on_stone && trolls >= 3 {
                // Any trolls' move brings the leap.
                let mut first = None;
                let _ = pos.for_each_legal_move(|mv| {
                    first = Some(mv);
                    std::ops::ControlFlow::Break(())
                });
                return first;
            }
            let needed = if on_stone { 4 } else { 3 };
            if trolls + 1 < needed {
                return None;
            }
            false
        }
    };
    let closed_count = if four {
        sides
            .iter()
            .filter(|&&n| closed(pos, board, occ, n))
            .count()
    } else {
        0
    };
    if four && closed_count < 3 {
        return None;
    }
    for (d, &dir) in Direction::ALL.iter().enumerate() {
        let Some(target) = sides[d] else { continue };
        if occ.contains(target) || !board.others_stop.contains(target) {
            continue;
        }
        let worth = match board.king_taken {
            KingTaken::TrollKing => true,
            _ if four => true,
            _ => {
                // Custodial: the square beyond the king must close the pair.
                match board.neighbour(king, dir.opposite()) {
                    None => false,
                    Some(o) => {
                        if occ.contains(o) {
                            matches!(
                                pos.piece_at(o),
                                Some(Piece::Attacker) | Some(Piece::TrollKing)
                            ) || board.hostile(o, VICTIM_KING, false)
                        } else {
                            board.hostile(o, VICTIM_KING, true)
                        }
                    }
                }
            }
        };
        if !worth {
            continue;
        }
        let mut found = None;
        let mut try_from = |from: Square| {
            if found.is_some() || pos.piece_at(from) != Some(Piece::Attacker) {
                return;
            }
            let mv = Move::new(from, target);
            if !pos.is_legal(mv) {
                return;
            }
            let mut next = pos.clone();
            if next.play_unchecked(mv).king_captured {
                found = Some(mv);
            }
        };
        if board.knight_men {
            for leap in board.knight_leaps(target) {
                try_from(leap.to);
            }
        } else {
            for dir in Direction::ALL {
                for &s in board.ray(target, dir) {
                    if occ.contains(s) {
                        try_from(s);
                        break;
                    }
                    if board.others_no_pass.contains(s) {
                        break;
                    }
                }
            }
        }
        if found.is_some() {
            return found;
        }
    }
    None
}

/// How near the king is to capture where he stands, by his capture rule:
/// the empty squares next to him where an attacker's arrival would capture
/// him (`squares`), and how many of those an attacker can reach in one
/// rook move (`reachable`). Rule sets only (docs/rules.md 5.5); the
/// commanders' two-piece capture of a strong king and jumps are left out.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct KingThreats {
    pub squares: i32,
    pub reachable: i32,
}

pub(crate) fn king_threats(
    pos: &Position,
    board: &Board,
    occ: &Bitboard,
    king: Square,
) -> KingThreats {
    let mut out = KingThreats::default();
    let sides: [Option<Square>; 4] = Direction::ALL.map(|d| board.neighbour(king, d));
    // An attacker that captures (not a guard) on `n`.
    let captor = |n: Square| {
        pos.piece_at(n)
            .is_some_and(|p| p.side() == Side::Attackers && !matches!(p, Piece::Guard(_)))
    };
    let landing =
        |n: Option<Square>| n.filter(|&n| !occ.contains(n) && board.stop_for[0].contains(n));
    let mut targets = [None; 4];
    let four = match board.king_taken {
        KingTaken::FourSides => true,
        KingTaken::Custodial => board.four_sides.contains(king),
        KingTaken::TrollKing => return out,
    };
    if four {
        let mut closed_sides = 0;
        let mut open = None;
        for &n in &sides {
            let shut = match n {
                // Off the board (an unusable square reads the same).
                None => board.edge_counts,
                Some(n) if occ.contains(n) => captor(n),
                Some(n) => board.encloses_king.contains(n),
            };
            if shut {
                closed_sides += 1;
            } else if n.is_none() {
                // A strong king on the edge is never captured.
                return out;
            } else {
                open = n;
            }
        }
        if closed_sides == 3 {
            targets[0] = landing(open);
        }
    } else {
        let anvil = |n: Option<Square>| match n {
            None => false,
            Some(n) if occ.contains(n) => captor(n) || board.hostile(n, VICTIM_KING, false),
            Some(n) => board.hostile(n, VICTIM_KING, true),
        };
        for (d, dir) in Direction::ALL.into_iter().enumerate() {
            let beyond = board.neighbour(king, dir.opposite());
            if anvil(beyond) {
                targets[d] = landing(sides[d]);
            }
        }
    }
    for target in targets.into_iter().flatten() {
        out.squares += 1;
        let reached = Direction::ALL.into_iter().any(|dir| {
            for (i, &s) in board.ray(target, dir).iter().enumerate() {
                if occ.contains(s) {
                    return captor(s) && pos.piece_at(s).is_some_and(|p| board.speed(p) > i);
                }
                if board.no_pass_for[0].contains(s) {
                    return false;
                }
            }
            false
        });
        out.reachable += reached as i32;
    }
    out
}

#[cfg(test)]
mod tests {
    use hnefi_engine::variant;

    use super::*;

    /// Routes in three as the feature defines them: the squares one slide
    /// away from a goal line, walked out from every goal line.
    fn routes_in_three_by_definition(board: &Board, occ: &Bitboard, reach: &Bitboard) -> i32 {
        let one = goal_lines(board, occ);
        let mut two = Bitboard::EMPTY;
        for s in one.iter() {
            for dir in Direction::ALL {
                for &t in board.ray(s, dir).iter().take(board.king_speed) {
                    if occ.contains(t) {
                        break;
                    }
                    two.insert(t);
                }
            }
        }
        ((*reach & two & !one).count() as i32).min(6)
    }

    #[test]
    fn routes_in_three_walked_from_the_king_are_the_definitions_count() {
        // Positions of random Copenhagen games, the king wandering far
        // from the throne in many of them.
        let v = variant::by_key("copenhagen").unwrap();
        let board = Board::new(&v);
        let (mut checked, mut nonzero) = (0, 0);
        for pos in crate::checks::random_positions_of(&v, 60, 150, 2026) {
            let occ = pos.occupied();
            let Some(view) = king_view(&pos, &board, &occ) else {
                continue;
            };
            let free = without_king(&board, &occ, view.king);
            let one = goal_lines(&board, &free);
            let fast = king_routes_in_three(&board, &free, &view.reach, &one);
            assert_eq!(
                fast,
                routes_in_three_by_definition(&board, &free, &view.reach),
                "{pos:?}"
            );
            checked += 1;
            nonzero += (fast > 0) as i32;
        }
        // The comparison means something only if the count is often not 0.
        assert!(checked > 3000 && nonzero > 300, "{checked} {nonzero}");
    }
}
