//! Zobrist keys, fixed at compile time so hashes are stable across runs
//! (repetition detection now, the AI's transposition table later).

use crate::piece::{Piece, Side};
use crate::square::{GRID, Square};

const fn splitmix(state: u64) -> (u64, u64) {
    let state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (state, z ^ (z >> 31))
}

const PIECE_KINDS: usize = Piece::ALL.len();

static KEYS: [[u64; GRID]; PIECE_KINDS] = {
    let mut keys = [[0u64; GRID]; PIECE_KINDS];
    let mut state = 0x6E65_6669_7461_666C; // "hnefitafl", any fixed seed will do
    let mut kind = 0;
    while kind < PIECE_KINDS {
        let mut i = 0;
        while i < GRID {
            let (next, key) = splitmix(state);
            state = next;
            keys[kind][i] = key;
            i += 1;
        }
        kind += 1;
    }
    keys
};

/// One key per square where a berserker stands (docs/rules.md 5.8), drawn
/// after the piece keys so that those stay as they were.
static BERSERKER: [u64; GRID] = {
    let mut keys = [0u64; GRID];
    let mut state = 0x6265_7273_6572_6B21; // "berserk!"
    let mut i = 0;
    while i < GRID {
        let (next, key) = splitmix(state);
        state = next;
        keys[i] = key;
        i += 1;
    }
    keys
};

#[inline]
pub fn berserker_key(sq: Square) -> u64 {
    BERSERKER[sq.index()]
}

/// Toggled when the defenders are to move.
pub const DEFENDERS_TO_MOVE: u64 = 0x2F6B_4C1D_93A5_E781;

#[inline]
pub fn piece_key(piece: Piece, sq: Square) -> u64 {
    KEYS[piece.index()][sq.index()]
}

#[inline]
pub fn side_key(side: Side) -> u64 {
    match side {
        Side::Attackers => 0,
        Side::Defenders => DEFENDERS_TO_MOVE,
    }
}
