//! The evaluation: a weighted sum of tafl features, seen from the defenders
//! and turned to the side to move. The weights are per variant, fitted to
//! the results of self-play games (see `TUNING.md` and `examples/tune.rs`);
//! the features are the same for every variant, and those that mean nothing
//! in a variant (goal guards where the whole edge is the goal) are zero there.

use hnefi_engine::{Bitboard, Direction, Piece, Position, Side, Square};

use crate::board::{Board, KingMoves, SQUARE_CLASSES, side_index, victim_class};
use crate::king::{
    KingView, goal_in_one_squares, goal_lines, king_routes_in_three, king_threats, leap_blockers,
    without_king,
};

/// Names of the features, in order (for the tuner's report).
pub const FEATURES: [&str; N_FEATURES] = [
    "bias",
    "attackers",
    "defenders",
    "evangelists",
    "king_routes",
    "king_routes_in_two",
    "king_goal_distance",
    "king_mobility",
    "king_attackers_adjacent",
    "king_defenders_adjacent",
    "king_free_sides",
    "attackers_near_king",
    "defenders_near_king",
    "goal_guards",
    "attackers_hanging_attackers_to_move",
    "attackers_hanging_defenders_to_move",
    "defenders_hanging_attackers_to_move",
    "defenders_hanging_defenders_to_move",
    "king_on_edge",
    "defenders_to_move",
    "king_capture_squares",
    "king_capture_attackers_to_move",
    "king_capture_defenders_to_move",
    "attacker_commanders_knights",
    "defender_commanders_knights",
    "king_routes_in_three",
    // The square tables: men of each side and the king on each place up to
    // the board's symmetries, named by the place's square on 11x11
    // (`board::square_class`).
    "attackers_like_a1",
    "attackers_like_a2",
    "attackers_like_b2",
    "attackers_like_a3",
    "attackers_like_b3",
    "attackers_like_c3",
    "attackers_like_a4",
    "attackers_like_b4",
    "attackers_like_c4",
    "attackers_like_d4",
    "attackers_like_a5",
    "attackers_like_b5",
    "attackers_like_c5",
    "attackers_like_d5",
    "attackers_like_e5",
    "attackers_like_a6",
    "attackers_like_b6",
    "attackers_like_c6",
    "attackers_like_d6",
    "attackers_like_e6",
    "attackers_like_f6",
    "defenders_like_a1",
    "defenders_like_a2",
    "defenders_like_b2",
    "defenders_like_a3",
    "defenders_like_b3",
    "defenders_like_c3",
    "defenders_like_a4",
    "defenders_like_b4",
    "defenders_like_c4",
    "defenders_like_d4",
    "defenders_like_a5",
    "defenders_like_b5",
    "defenders_like_c5",
    "defenders_like_d5",
    "defenders_like_e5",
    "defenders_like_a6",
    "defenders_like_b6",
    "defenders_like_c6",
    "defenders_like_d6",
    "defenders_like_e6",
    "defenders_like_f6",
    "king_like_a1",
    "king_like_a2",
    "king_like_b2",
    "king_like_a3",
    "king_like_b3",
    "king_like_c3",
    "king_like_a4",
    "king_like_b4",
    "king_like_c4",
    "king_like_d4",
    "king_like_a5",
    "king_like_b5",
    "king_like_c5",
    "king_like_d5",
    "king_like_e5",
    "king_like_a6",
    "king_like_b6",
    "king_like_c6",
    "king_like_d6",
    "king_like_e6",
    "king_like_f6",
];

/// Where `king_routes_in_three` stands in [`FEATURES`].
const ROUTES_IN_THREE: usize = 25;
/// The features every variant has; the square tables follow them.
pub const N_BASE: usize = 26;
/// Where each square table starts: attackers, defenders, the king.
const SQUARES_AT: [usize; 3] = [N_BASE, N_BASE + SQUARE_CLASSES, N_BASE + 2 * SQUARE_CLASSES];
/// The square tables' weights, all three.
pub const N_SQUARES: usize = 3 * SQUARE_CLASSES;
pub const N_FEATURES: usize = N_BASE + N_SQUARES;

/// One weight per feature, in evaluation units (a man is about 100).
/// Positive weights favour the defenders.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Weights(pub [i32; N_FEATURES]);

impl Weights {
    /// The tuned weights of a variant (by key), or the generic set; the
    /// square tables are zero where they were not fitted.
    pub fn for_variant(key: &str) -> Weights {
        let base = crate::weights::tuned(key).unwrap_or(GENERIC);
        let squares = crate::weights::tuned_squares(key).unwrap_or([0; N_SQUARES]);
        Weights::from_parts(base, squares)
    }

    /// The hand-set starting point the tuner begins from, kept as the
    /// baseline the tuned weights are matched against.
    pub fn generic() -> Weights {
        Weights::from_parts(GENERIC, [0; N_SQUARES])
    }

    /// The weights of the features every variant has, then the square
    /// tables.
    pub fn from_parts(base: [i32; N_BASE], squares: [i32; N_SQUARES]) -> Weights {
        let mut all = [0; N_FEATURES];
        all[..N_BASE].copy_from_slice(&base);
        all[N_BASE..].copy_from_slice(&squares);
        Weights(all)
    }

    /// Whether any square table has a weight (the tuner writes out only
    /// the tables that have).
    pub fn has_squares(&self) -> bool {
        self.0[N_BASE..].iter().any(|&w| w != 0)
    }
}

/// See [`Weights::generic`].
const GENERIC: [i32; N_BASE] = [
    0,    // bias
    -100, // attackers
    120,  // defenders
    200,  // evangelists
    300,  // king_routes
    120,  // king_routes_in_two
    -15,  // king_goal_distance
    4,    // king_mobility
    -60,  // king_attackers_adjacent
    10,   // king_defenders_adjacent
    15,   // king_free_sides
    -10,  // attackers_near_king
    5,    // defenders_near_king
    -30,  // goal_guards
    40,   // attackers_hanging_attackers_to_move
    60,   // attackers_hanging_defenders_to_move
    -60,  // defenders_hanging_attackers_to_move
    -40,  // defenders_hanging_defenders_to_move
    20,   // king_on_edge
    0,    // defenders_to_move
    -40,  // king_capture_squares
    -800, // king_capture_attackers_to_move
    -150, // king_capture_defenders_to_move
    -40,  // attacker_commanders_knights
    40,   // defender_commanders_knights
    0,    // king_routes_in_three
];

/// The features of a position whose king is on the board, from the
/// defenders' side.
pub(crate) fn features(
    pos: &Position,
    board: &Board,
    occ: &Bitboard,
    view: &KingView,
    out: &mut [i32; N_FEATURES],
) {
    let mut base = [0; N_BASE];
    base_features(pos, board, occ, view, true, &mut base);
    out[..N_BASE].copy_from_slice(&base);
    // The square tables: where each side's men and the king stand.
    out[N_BASE..].fill(0);
    for_each_square_feature(pos, board, view.king, |i| out[i] += 1);
}

/// Calls `f` with the index of one square-table feature per man on the
/// board: his side's table at his square's class.
#[inline]
fn for_each_square_feature(pos: &Position, board: &Board, king: Square, mut f: impl FnMut(usize)) {
    let class = |sq: Square| board.square_class[sq.index()] as usize;
    for sq in pos.pieces(Side::Attackers).iter() {
        f(SQUARES_AT[0] + class(sq));
    }
    for sq in pos.pieces(Side::Defenders).iter() {
        if sq != king {
            f(SQUARES_AT[1] + class(sq));
        }
    }
    f(SQUARES_AT[2] + class(king));
}

/// The features every variant has (all but the square tables).
/// `routes_in_three` false leaves that feature at 0: only Copenhagen
/// weighs it, and elsewhere the search need not pay for it.
fn base_features(
    pos: &Position,
    board: &Board,
    occ: &Bitboard,
    view: &KingView,
    routes_in_three: bool,
    out: &mut [i32; N_BASE],
) {
    let attackers = pos.pieces(Side::Attackers);
    let defenders = pos.pieces(Side::Defenders);
    let king = view.king;
    // The revealed troll king stands on the trollstone for good.
    let troll = board.troll_stone.is_some_and(|s| attackers.contains(s));
    let attacker_men = attackers.count() as i32 - troll as i32;
    let evangelists = if board.evangelists {
        pos.pieces_of(Piece::Evangelist).count() as i32
    } else {
        0
    };
    let defender_men = defenders.count() as i32 - 1 - evangelists;

    let king_free = without_king(board, occ, king);
    // A sliding king's goal lines serve two features: found once (they are
    // a good part of the evaluation's cost).
    let (in_two, in_three) = if board.king_moves == KingMoves::Rook {
        let one = goal_lines(board, &king_free);
        let in_three = if routes_in_three {
            king_routes_in_three(board, &king_free, &view.reach, &one)
        } else {
            0
        };
        (one & view.reach, in_three)
    } else {
        let blockers = leap_blockers(pos, board);
        (
            goal_in_one_squares(board, &king_free, &blockers, &view.reach),
            0,
        )
    };
    let mut att_adjacent = 0;
    let mut def_adjacent = 0;
    let mut free = 0;
    for dir in Direction::ALL {
        match board.neighbour(king, dir) {
            Some(n) if occ.contains(n) => {
                if attackers.contains(n) {
                    att_adjacent += 1;
                } else {
                    def_adjacent += 1;
                }
            }
            Some(_) => free += 1,
            None => {}
        }
    }
    let near = &board.near[king.index()];
    let (att_hanging, _) = exposed(pos, board, Side::Attackers, occ);
    let (def_hanging, _) = exposed(pos, board, Side::Defenders, occ);
    let attackers_to_move = pos.turn() == Side::Attackers;

    out[0] = 1;
    out[1] = attacker_men;
    out[2] = defender_men;
    out[3] = evangelists;
    out[4] = view.routes as i32;
    out[5] = (in_two.count() as i32).min(4);
    out[6] = board.goal_distance[king.index()] as i32;
    out[7] = (view.reach.count() as i32).min(20);
    out[8] = att_adjacent;
    out[9] = def_adjacent;
    out[10] = free;
    out[11] = (attackers & *near).count() as i32;
    out[12] = (defenders & *near).count() as i32;
    out[13] = (attackers & board.guards).count() as i32;
    out[14] = if attackers_to_move { att_hanging } else { 0 };
    out[15] = if attackers_to_move { 0 } else { att_hanging };
    out[16] = if attackers_to_move { def_hanging } else { 0 };
    out[17] = if attackers_to_move { 0 } else { def_hanging };
    out[18] = (!board.edge_escape && board.edge.contains(king)) as i32;
    out[19] = !attackers_to_move as i32;
    // What only rule sets have (docs/rules.md 5): the king's own capture
    // rule where he stands, and the special pieces. The hand-written
    // variants leave these at zero (their tuned weights never saw them;
    // the search's exact shortcuts cover the king there).
    if board.rule_set {
        let threats = king_threats(pos, board, occ, king);
        out[20] = threats.squares;
        out[21] = if attackers_to_move {
            (threats.reachable > 0) as i32
        } else {
            0
        };
        out[22] = if attackers_to_move {
            0
        } else {
            threats.reachable
        };
        let count = |side: Side| {
            (pos.pieces_of(Piece::Commander(side)) | pos.pieces_of(Piece::Knight(side))).count()
                as i32
        };
        out[23] = count(Side::Attackers);
        out[24] = count(Side::Defenders);
    } else {
        out[20..N_BASE].fill(0);
    }
    out[ROUTES_IN_THREE] = in_three;
}

/// The evaluation from the side to move's point of view.
#[inline]
pub(crate) fn evaluate(
    pos: &Position,
    board: &Board,
    weights: &Weights,
    occ: &Bitboard,
    view: &KingView,
) -> i32 {
    // The same sum as over `features`, without counting the square tables
    // out first: each man adds his square's weight.
    let mut base = [0i32; N_BASE];
    let routes_in_three = weights.0[ROUTES_IN_THREE] != 0;
    base_features(pos, board, occ, view, routes_in_three, &mut base);
    let mut defenders: i32 = base.iter().zip(weights.0.iter()).map(|(a, b)| a * b).sum();
    for_each_square_feature(pos, board, view.king, |i| defenders += weights.0[i]);
    match pos.turn() {
        Side::Defenders => defenders,
        Side::Attackers => -defenders,
    }
}

/// Men of `side` that stand with an enemy (or a square hostile to them)
/// on one side and, on the other side of the same line, an empty square an
/// enemy could stop on: one move from capture if an enemy can get there.
/// Returns how many, and the squares where an arriving enemy would capture.
pub(crate) fn exposed(
    pos: &Position,
    board: &Board,
    side: Side,
    occ: &Bitboard,
) -> (i32, Bitboard) {
    let enemy = side.other();
    let enemies = pos.pieces(enemy);
    let enemy_stop = board.stop_for[side_index(enemy)];
    let mine = pos.pieces(side);
    // Only men touching an enemy or a hostile square can be exposed.
    let candidates = mine & (enemies.dilate() | board.near_hostile);
    let mut count = 0;
    let mut landings = Bitboard::EMPTY;
    for sq in candidates.iter() {
        let Some(piece) = pos.piece_at(sq) else {
            continue;
        };
        // Kings have their own rule; guards are never captured.
        if matches!(piece, Piece::King | Piece::TrollKing | Piece::Guard(_)) {
            continue;
        }
        let class = victim_class(piece);
        let anvil = |n: Option<Square>| match n {
            None => false,
            Some(n) => {
                if occ.contains(n) {
                    enemies.contains(n) && pos.piece_at(n).is_some_and(|p| board.takes_part(p))
                        || board.hostile(n, class, false)
                } else {
                    board.hostile(n, class, true)
                }
            }
        };
        let landing = |n: Option<Square>| n.filter(|&n| !occ.contains(n) && enemy_stop.contains(n));
        let mut hit = false;
        for (a, b) in [
            (Direction::North, Direction::South),
            (Direction::East, Direction::West),
        ] {
            let (na, nb) = (board.neighbour(sq, a), board.neighbour(sq, b));
            if anvil(na) {
                if let Some(l) = landing(nb) {
                    landings.insert(l);
                    hit = true;
                }
            }
            if anvil(nb) {
                if let Some(l) = landing(na) {
                    landings.insert(l);
                    hit = true;
                }
            }
        }
        count += hit as i32;
    }
    (count, landings)
}

/// Features of the positions of one variant, for the tuner.
pub struct Evaluator {
    board: Board,
}

impl Evaluator {
    pub fn new(variant: &std::sync::Arc<hnefi_engine::Variant>) -> Evaluator {
        Evaluator {
            board: Board::new(variant),
        }
    }

    /// The features of a quiet position, from the defenders' side: `None`
    /// when the search would not evaluate it (the king is gone, or a win
    /// in one or two is certain: the search scores those exactly).
    pub fn quiet_features(&self, pos: &Position) -> Option<[i32; N_FEATURES]> {
        let occ = pos.occupied();
        let view = crate::king::king_view(pos, &self.board, &occ)?;
        let decided = match pos.turn() {
            Side::Defenders => view.routes > 0,
            Side::Attackers => {
                view.routes >= 2 || crate::king::capture_in_one(pos, &self.board, &occ).is_some()
            }
        };
        if decided {
            return None;
        }
        let mut out = [0; N_FEATURES];
        features(pos, &self.board, &occ, &view, &mut out);
        Some(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use hnefi_engine::variant;

    fn features_of(key: &str, diagram: &str, to_move: Side) -> [i32; N_FEATURES] {
        let v = variant::by_key(key).unwrap();
        let pos = Position::from_diagram(&v, diagram, to_move).unwrap();
        Evaluator::new(&v)
            .quiet_features(&pos)
            .expect("a quiet position")
    }

    fn index(name: &str) -> usize {
        FEATURES.iter().position(|f| *f == name).unwrap()
    }

    #[test]
    fn square_tables_count_men_by_place_up_to_symmetry() {
        // b3, c2 and i10 are one place (one line from an edge, two from
        // the other: "like b3"); j2 is like b2; a2 and k10 are one place; the
        // king stands on the throne.
        let f = features_of(
            "copenhagen",
            "
            11 . . . . . . . . . . .
            10 . . . . . . . . A . D
             9 . . . . . . . . . . .
             8 . . . . . . . . . . .
             7 . . . . . . . . . . .
             6 . . . . . K . . . . .
             5 . . . . . . . . . . .
             4 . . . . . . . . . . .
             3 . A . . . . . . . . .
             2 D . A . . . . . . A .
             1 . . . . . . . . . . .
               a b c d e f g h i j k",
            Side::Attackers,
        );
        assert_eq!(f[index("attackers_like_b3")], 3, "b3 c2 i10");
        assert_eq!(f[index("attackers_like_b2")], 1, "j2");
        assert_eq!(f[index("defenders_like_a2")], 2, "a2 k10");
        assert_eq!(f[index("king_like_f6")], 1);
        let attackers: i32 = f[N_BASE..N_BASE + SQUARE_CLASSES].iter().sum();
        assert_eq!(attackers, 4, "every attacker in one place");
    }

    #[test]
    fn routes_in_three_count_the_squares_two_king_moves_from_a_corner() {
        // Copenhagen's king wins on a corner. From f6 he reaches sixteen
        // squares, none on a line to a corner, and from each of them one
        // slide reaches such a line: sixteen routes in three, counted up
        // to six.
        let open = features_of(
            "copenhagen",
            "
            11 . . . . . A . . . . .
            10 . . . . . . . . . . .
             9 . . . . . . . . . . .
             8 . . . . . . . . . . .
             7 . . . . . . . . . . .
             6 A . . . . K . . . . A
             5 . . . . . . . . . . .
             4 . . . . . . . . . . .
             3 . . . . . . . . . . .
             2 . . . . . . . . . . .
             1 . . . . . A . . . . .
               a b c d e f g h i j k",
            Side::Attackers,
        );
        let three = index("king_routes_in_three");
        assert_eq!(open[three], 6, "capped at six");
        // Boxed in by his own men: no square to go to, no routes.
        let boxed = features_of(
            "copenhagen",
            "
            11 . . . . . . . . . . .
            10 . . . . . . . . . . .
             9 . . . . . . . . . . .
             8 . . . . . . . . . . .
             7 . . . . . D . . . . .
             6 . . . . D K D . . . .
             5 . . . . . D . . . . .
             4 . . . . . . . . . . .
             3 . . . . . . . . . . .
             2 . . . . . . . . . . .
             1 . . . . . A . . . . .
               a b c d e f g h i j k",
            Side::Attackers,
        );
        assert_eq!(boxed[three], 0);
        // Where the whole edge is the goal (Noggin's Game) there are none:
        // the edge variants' features stay as they were.
        let edge = features_of(
            "noggin",
            "
             9 . . . . A . . . .
             8 . . . . . . . . .
             7 A . . . . . . . .
             6 . . . . . . . . .
             5 . . . . K . . . A
             4 . . . . . . . . .
             3 . . . . A . . . .
             2 . . . . . . . . .
             1 . . . . . . . . .
               a b c d e f g h i",
            Side::Attackers,
        );
        assert_eq!(edge[three], 0);
    }

    #[test]
    fn the_evaluation_is_the_weighted_sum_of_the_features() {
        // The search adds the square tables' weights man by man and skips
        // features weighted 0; the tuner fits the features as a vector.
        // Both must mean the same number, on every variant.
        assert_eq!(FEATURES[ROUTES_IN_THREE], "king_routes_in_three");
        for v in variant::all() {
            let board = Board::new(v);
            let weights = Weights::for_variant(v.key());
            let mut checked = 0;
            for pos in crate::checks::random_positions_of(v, 12, 120, 27) {
                let pos = &pos;
                let occ = pos.occupied();
                let Some(view) = crate::king::king_view(pos, &board, &occ) else {
                    continue;
                };
                let mut f = [0; N_FEATURES];
                features(pos, &board, &occ, &view, &mut f);
                let sum: i32 = f.iter().zip(weights.0.iter()).map(|(a, b)| a * b).sum();
                let expected = match pos.turn() {
                    Side::Defenders => sum,
                    Side::Attackers => -sum,
                };
                let found = evaluate(pos, &board, &weights, &occ, &view);
                assert_eq!(found, expected, "{pos:?}");
                checked += 1;
            }
            assert!(checked > 100, "{}: {checked}", v.key());
        }
    }
}
