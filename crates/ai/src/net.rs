//! A small network meant as a learned correction to the evaluation (issue
//! 27, `TUNING.md`, "Third round: a learned correction"): one hidden layer over where
//! every man and the king stand, to be added to the weighted features. The
//! linear features see places one at a time; the network sees men together
//! (which blockade holds, which corner is open). `examples/net.rs` trains
//! it on self-play results. No net plays yet: the ones trained so far did
//! not beat the evaluation without them (figures in `TUNING.md`), so the
//! evaluation does not read one.

use hnefi_engine::{Piece, Position, Side};

/// Hidden units: small enough that evaluating from scratch at every leaf
/// costs less than the features do.
pub const HIDDEN: usize = 32;
/// The most men a position can have on the largest board the net serves.
const MAX_ACTIVE: usize = 64;

/// The network's parameters, in evaluation units from the defenders' side.
#[derive(Clone, Debug, PartialEq)]
pub struct Net {
    /// Squares of the board the net was trained for (one side's length).
    pub size: usize,
    /// Per input: its hidden-layer weights.
    pub w1: Vec<[f32; HIDDEN]>,
    pub b1: [f32; HIDDEN],
    pub w2: [f32; HIDDEN],
    pub b2: f32,
}

/// The inputs that are on in a position: attackers, defenders and the king
/// each by square, and the side to move.
#[derive(Clone, Copy)]
pub struct Active {
    pub index: [u16; MAX_ACTIVE],
    pub len: usize,
}

impl Active {
    pub fn as_slice(&self) -> &[u16] {
        &self.index[..self.len]
    }
}

const MAGIC: &[u8; 4] = b"HNN1";

impl Net {
    /// A net whose output is zero everywhere (the trainer's start).
    pub fn zero(size: usize) -> Net {
        Net {
            size,
            w1: vec![[0.0; HIDDEN]; Net::inputs_for(size)],
            b1: [0.0; HIDDEN],
            w2: [0.0; HIDDEN],
            b2: 0.0,
        }
    }

    /// How many inputs a net for a board of `size` has.
    pub fn inputs_for(size: usize) -> usize {
        3 * size * size + 1
    }

    /// The inputs on in `pos`; `None` when the board is not the net's or
    /// holds more men than it can count.
    #[inline]
    pub fn active(&self, pos: &Position) -> Option<Active> {
        let size = pos.variant().size() as usize;
        if size != self.size {
            return None;
        }
        let cells = size * size;
        let mut out = Active {
            index: [0; MAX_ACTIVE],
            len: 0,
        };
        let mut push = |i: usize| {
            if out.len < MAX_ACTIVE {
                out.index[out.len] = i as u16;
                out.len += 1;
                true
            } else {
                false
            }
        };
        let dense = |sq: hnefi_engine::Square| sq.rank() as usize * size + sq.file() as usize;
        for sq in pos.pieces(Side::Attackers).iter() {
            if !push(dense(sq)) {
                return None;
            }
        }
        for sq in pos.pieces(Side::Defenders).iter() {
            let kind = if pos.piece_at(sq) == Some(Piece::King) {
                2
            } else {
                1
            };
            if !push(kind * cells + dense(sq)) {
                return None;
            }
        }
        if pos.turn() == Side::Defenders && !push(3 * cells) {
            return None;
        }
        Some(out)
    }

    /// The hidden layer's activations before the rectifier.
    #[inline]
    pub fn hidden(&self, active: &[u16]) -> [f32; HIDDEN] {
        let mut acc = self.b1;
        for &i in active {
            for (a, w) in acc.iter_mut().zip(&self.w1[i as usize]) {
                *a += w;
            }
        }
        acc
    }

    /// The output layer over the hidden layer's activations.
    #[inline]
    pub fn head(&self, hidden: &[f32; HIDDEN]) -> f32 {
        let sum: f32 = hidden
            .iter()
            .zip(&self.w2)
            .map(|(a, w)| a.max(0.0) * w)
            .sum();
        self.b2 + sum
    }

    /// The correction, in evaluation units from the defenders' side.
    #[inline]
    pub fn output(&self, active: &[u16]) -> f32 {
        self.head(&self.hidden(active))
    }

    /// Little-endian: magic, size, hidden units, then w1 by input, b1, w2, b2.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::new();
        out.extend_from_slice(MAGIC);
        out.extend_from_slice(&(self.size as u32).to_le_bytes());
        out.extend_from_slice(&(HIDDEN as u32).to_le_bytes());
        let floats = self
            .w1
            .iter()
            .flatten()
            .chain(self.b1.iter())
            .chain(self.w2.iter())
            .chain(std::iter::once(&self.b2));
        for f in floats {
            out.extend_from_slice(&f.to_le_bytes());
        }
        out
    }

    /// Reads [`Net::to_bytes`]' format; `None` if it is not one.
    pub fn from_bytes(bytes: &[u8]) -> Option<Net> {
        let word = |at: usize| -> Option<[u8; 4]> { bytes.get(at..at + 4)?.try_into().ok() };
        if word(0)? != *MAGIC {
            return None;
        }
        let size = u32::from_le_bytes(word(4)?) as usize;
        let hidden = u32::from_le_bytes(word(8)?) as usize;
        if hidden != HIDDEN || !(1..=19).contains(&size) {
            return None;
        }
        let inputs = Net::inputs_for(size);
        let count = inputs * HIDDEN + 2 * HIDDEN + 1;
        if bytes.len() != 12 + 4 * count {
            return None;
        }
        let mut floats = bytes[12..]
            .chunks_exact(4)
            .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]));
        let mut net = Net::zero(size);
        for row in net.w1.iter_mut() {
            for w in row.iter_mut() {
                *w = floats.next()?;
            }
        }
        for w in net.b1.iter_mut().chain(net.w2.iter_mut()) {
            *w = floats.next()?;
        }
        net.b2 = floats.next()?;
        Some(net)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use hnefi_engine::variant;

    #[test]
    fn bytes_round_trip_and_garbage_is_refused() {
        let mut net = Net::zero(11);
        net.w1[5][3] = 1.5;
        net.b2 = -2.0;
        let bytes = net.to_bytes();
        assert_eq!(Net::from_bytes(&bytes), Some(net));
        assert_eq!(Net::from_bytes(&bytes[..bytes.len() - 1]), None);
        assert_eq!(Net::from_bytes(b"nonsense"), None);
    }

    #[test]
    fn inputs_are_every_man_by_square_and_the_side_to_move() {
        let net = Net::zero(11);
        let v = variant::by_key("copenhagen").unwrap();
        let start = v.start_position(None, None).unwrap();
        let active = net.active(&start).unwrap();
        // 24 attackers, 12 defenders and the king; the attackers move
        // first, so the side-to-move input is off.
        assert_eq!(active.len, 37);
        let cells = 121;
        let king = active
            .as_slice()
            .iter()
            .filter(|&&i| (2 * cells..3 * cells).contains(&(i as usize)));
        assert_eq!(
            king.copied().collect::<Vec<_>>(),
            vec![(2 * cells + 5 * 11 + 5) as u16],
            "f6"
        );
        assert_eq!(net.output(active.as_slice()), 0.0);
        // Another board size is not the net's.
        let brandubh = variant::by_key("brandubh").unwrap();
        assert!(
            net.active(&brandubh.start_position(None, None).unwrap())
                .is_none()
        );
    }
}
