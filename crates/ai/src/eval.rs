//! The evaluation: a weighted sum of tafl features, seen from the defenders
//! and turned to the side to move. The weights are per variant, fitted to
//! the results of self-play games (see `TUNING.md` and `examples/tune.rs`);
//! the features are the same for every variant, and those that mean nothing
//! in a variant (goal guards where the whole edge is the goal) are zero there.

use hnefi_engine::{Bitboard, Direction, Piece, Position, Side, Square};

use crate::board::{Board, side_index, victim_class};
use crate::king::{KingView, goal_in_one_squares, king_threats, leap_blockers, without_king};

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
];

pub const N_FEATURES: usize = 25;

/// One weight per feature, in evaluation units (a man is about 100).
/// Positive weights favour the defenders.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Weights(pub [i32; N_FEATURES]);

impl Weights {
    /// The tuned weights of a variant (by key), or the generic set.
    pub fn for_variant(key: &str) -> Weights {
        crate::weights::tuned(key).unwrap_or_else(Weights::generic)
    }

    /// The hand-set starting point the tuner begins from, kept as the
    /// baseline the tuned weights are matched against.
    pub fn generic() -> Weights {
        Weights([
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
        ])
    }
}

/// The features of a position whose king is on the board, from the
/// defenders' side.
pub(crate) fn features(
    pos: &Position,
    board: &Board,
    occ: &Bitboard,
    view: &KingView,
    out: &mut [i32; N_FEATURES],
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

    let in_two = goal_in_one_squares(
        board,
        &without_king(board, occ, king),
        &leap_blockers(pos, board),
        &view.reach,
    );
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
        out[20..].fill(0);
    }
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
    let mut f = [0i32; N_FEATURES];
    features(pos, board, occ, view, &mut f);
    let defenders: i32 = f.iter().zip(weights.0.iter()).map(|(a, b)| a * b).sum();
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
