//! The deflate writer of the indexed PNG: one dynamic-Huffman block whose
//! code is fixed in advance (tuned on filtered board rows: zeros and small
//! residues short), so nothing is counted or searched per picture. The
//! stream is literals and runs of zeros (a literal zero, then a match at
//! distance 1), written eight bytes at a time: a word of zeros only extends
//! the run, any other word is coded in one go from a table, its leading and
//! trailing zeros joining the runs around it. This is fdeflate's scheme
//! (the PNG crate's fast setting) with a code fitted to these pictures and
//! fewer branches per word.

use std::sync::LazyLock;

/// Code lengths of the literal/length alphabet (0..=285), from the symbol
/// counts of filtered boards of every size (package-merge, at most 15
/// bits): 0 takes 2 bits, 1 and 255 (-1) 3, the long tail 9 to 12.
const LITERAL_LENGTHS: [u8; 286] = [
    2, 3, 5, 6, 6, 7, 7, 8, 8, 9, 8, 9, 10, 9, 9, 9, 9, 9, 9, 9, 9, 10, 11, 10, 11, 10, 11, 11, 10,
    11, 10, 11, 11, 11, 11, 11, 11, 11, 11, 12, 11, 11, 10, 10, 10, 10, 9, 9, 9, 10, 10, 10, 11,
    11, 11, 10, 10, 10, 11, 11, 9, 11, 10, 10, 11, 11, 11, 10, 11, 11, 11, 11, 10, 10, 10, 12, 11,
    10, 10, 11, 10, 10, 11, 9, 10, 12, 12, 11, 12, 11, 12, 11, 11, 9, 10, 11, 11, 11, 10, 9, 9, 10,
    9, 10, 10, 9, 11, 11, 10, 10, 11, 10, 10, 10, 10, 11, 11, 10, 11, 10, 10, 10, 12, 11, 11, 10,
    10, 10, 10, 10, 10, 10, 10, 11, 10, 9, 9, 10, 10, 10, 12, 12, 9, 10, 10, 10, 10, 11, 10, 11,
    11, 9, 10, 10, 9, 10, 9, 9, 10, 11, 10, 11, 11, 9, 11, 11, 12, 11, 12, 11, 11, 11, 10, 10, 10,
    10, 10, 11, 10, 10, 11, 12, 10, 10, 11, 12, 11, 11, 11, 10, 11, 10, 10, 10, 9, 10, 10, 11, 11,
    10, 10, 10, 10, 11, 11, 10, 10, 10, 10, 9, 10, 10, 10, 10, 10, 10, 11, 12, 11, 11, 11, 11, 11,
    11, 11, 11, 10, 11, 10, 12, 10, 11, 10, 10, 11, 10, 10, 9, 10, 10, 9, 9, 9, 9, 10, 9, 9, 9, 8,
    7, 7, 7, 6, 5, 6, 3, 15, 14, 13, 15, 9, 8, 9, 8, 7, 8, 8, 8, 9, 8, 8, 8, 8, 8, 9, 7, 8, 8, 9,
    9, 8, 9, 9, 9, 9, 6,
];

/// Code lengths of the distance alphabet: distance 1 (the runs) takes one
/// bit; the others are unused here but the code must be complete.
const DISTANCE_LENGTHS: [u8; 30] = {
    let mut l = [6u8; 30];
    l[0] = 1;
    l[1] = 5;
    l[2] = 5;
    l[3] = 5;
    l
};

const END_OF_BLOCK: usize = 256;

/// Length symbols: the first length each codes and its extra bits.
const LENGTH_BASE: [u16; 29] = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131,
    163, 195, 227, 258,
];
const LENGTH_EXTRA: [u8; 29] = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
];

/// The order in which the code length code's lengths are sent.
const CODE_LENGTH_ORDER: [usize; 19] = [
    16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15,
];

/// Canonical Huffman codes of `lengths`, bit-reversed (deflate sends codes
/// from their first bit, into the low end of the bit buffer).
fn codes(lengths: &[u8]) -> Vec<u16> {
    let mut count = [0u16; 16];
    for &l in lengths {
        count[l as usize] += 1;
    }
    count[0] = 0;
    let mut next = [0u16; 16];
    let mut code = 0u16;
    for bits in 1..16 {
        code = (code + count[bits - 1]) << 1;
        next[bits] = code;
    }
    lengths
        .iter()
        .map(|&l| {
            if l == 0 {
                return 0;
            }
            let c = next[l as usize];
            next[l as usize] += 1;
            c.reverse_bits() >> (16 - l)
        })
        .collect()
}

/// Whether `lengths` make a complete prefix code (the Kraft sum is one).
fn complete(lengths: &[u8]) -> bool {
    let sum: u64 = lengths
        .iter()
        .filter(|&&l| l > 0)
        .map(|&l| 1u64 << (15 - l))
        .sum();
    sum == 1 << 15
}

/// Huffman code lengths for `freq`, at most `max` bits (package-merge).
/// Symbols of frequency 0 get no code.
fn limited_lengths(freq: &[u64], max: u8) -> Vec<u8> {
    let mut leaves: Vec<(u64, usize)> = freq
        .iter()
        .enumerate()
        .filter(|(_, f)| **f > 0)
        .map(|(i, f)| (*f, i))
        .collect();
    let mut lengths = vec![0u8; freq.len()];
    if leaves.len() <= 1 {
        if let Some(&(_, i)) = leaves.first() {
            lengths[i] = 1;
        }
        return lengths;
    }
    leaves.sort_unstable();
    // Each item: weight and the leaves it holds.
    let base: Vec<(u64, Vec<usize>)> = leaves.iter().map(|&(f, i)| (f, vec![i])).collect();
    let mut current = base.clone();
    for _ in 1..max {
        let packages = current
            .chunks_exact(2)
            .map(|p| (p[0].0 + p[1].0, [p[0].1.clone(), p[1].1.clone()].concat()));
        let mut merged: Vec<(u64, Vec<usize>)> = base.iter().cloned().chain(packages).collect();
        merged.sort_by_key(|(w, _)| *w);
        current = merged;
    }
    for (_, symbols) in current.iter().take(2 * leaves.len() - 2) {
        for &s in symbols {
            lengths[s] += 1;
        }
    }
    lengths
}

/// A run of bits waiting to be written: the value and how many bits.
#[derive(Clone, Copy, Default)]
struct Bits {
    value: u64,
    len: u32,
}

/// Everything precomputed: the codes as (reversed code | length << 16),
/// the block header, and the cheapest coding of every short run of zeros.
struct Table {
    literal: [u32; 286],
    zero_len: u32,
    /// run[c]: the coding of c zeros after a non-zero byte (a literal zero
    /// and zeros[c - 1]), for c <= ZEROS; run[0] is nothing.
    run: Vec<Bits>,
    header: Vec<Bits>,
    /// zeros[m]: the coding of m zeros that follow a zero (m < ZEROS).
    zeros: Vec<Bits>,
}

/// Runs of zeros up to this long are coded from a table.
const ZEROS: usize = 512;

static TABLE: LazyLock<Table> = LazyLock::new(Table::new);

impl Table {
    fn new() -> Table {
        debug_assert!(complete(&LITERAL_LENGTHS) && complete(&DISTANCE_LENGTHS));
        let lit_codes = codes(&LITERAL_LENGTHS);
        let mut literal = [0u32; 286];
        for (i, slot) in literal.iter_mut().enumerate() {
            *slot = lit_codes[i] as u32 | (LITERAL_LENGTHS[i] as u32) << 16;
        }
        let dist_codes = codes(&DISTANCE_LENGTHS);
        let distance_one = Bits {
            value: dist_codes[0] as u64,
            len: DISTANCE_LENGTHS[0] as u32,
        };
        let header = header();
        let sym = |s: usize| Bits {
            value: (literal[s] & 0xffff) as u64,
            len: literal[s] >> 16,
        };
        // The coding of a match of `len` (3..=258) at distance 1.
        let run = |len: usize| -> Bits {
            let i = LENGTH_BASE
                .iter()
                .rposition(|&b| b as usize <= len)
                .unwrap_or(0);
            let code = sym(257 + i);
            let extra = (len - LENGTH_BASE[i] as usize) as u64;
            let mut b = code;
            b.value |= extra << b.len;
            b.len += LENGTH_EXTRA[i] as u32;
            b.value |= distance_one.value << b.len;
            b.len += distance_one.len;
            b
        };
        let zero = sym(0);
        let mut zeros: Vec<Bits> = Vec::with_capacity(ZEROS);
        for m in 0..ZEROS {
            // Literal zeros (whose code is all zero bits), or matches of at
            // most 258 with literal zeros for a remainder under 3.
            let literals = Bits {
                value: 0,
                len: zero.len * m as u32,
            };
            let mut best = literals;
            if m >= 3 {
                let mut parts = Bits::default();
                let mut rest = m;
                while rest > 0 {
                    let take = if rest >= 258 + 3 {
                        258
                    } else if rest > 258 {
                        rest - 3
                    } else {
                        rest
                    };
                    let b = if take >= 3 {
                        run(take)
                    } else {
                        Bits {
                            value: 0,
                            len: zero.len * take as u32,
                        }
                    };
                    parts.value |= b.value << parts.len;
                    parts.len += b.len;
                    rest -= take;
                }
                if parts.len < best.len {
                    best = parts;
                }
            }
            zeros.push(best);
        }
        let run = std::iter::once(Bits::default())
            .chain(zeros.iter().map(|z| Bits {
                value: z.value << zero.len,
                len: z.len + zero.len,
            }))
            .collect();
        Table {
            literal,
            zero_len: zero.len,
            run,
            header,
            zeros,
        }
    }
}

/// The block header: final block, dynamic codes, and the two codes'
/// lengths sent through the code length code (with its run symbols).
fn header() -> Vec<Bits> {
    let bits = |value: u64, len: u32| Bits { value, len };
    let lengths: Vec<u8> = LITERAL_LENGTHS
        .iter()
        .chain(DISTANCE_LENGTHS.iter())
        .copied()
        .collect();
    // Run-length code the lengths: (symbol, extra value, extra bits).
    let mut symbols: Vec<(usize, u64, u32)> = Vec::new();
    let mut i = 0;
    while i < lengths.len() {
        let l = lengths[i];
        let mut n = 1;
        while i + n < lengths.len() && lengths[i + n] == l {
            n += 1;
        }
        let mut left = n;
        if l == 0 {
            while left >= 11 {
                let take = left.min(138);
                symbols.push((18, (take - 11) as u64, 7));
                left -= take;
            }
            if left >= 3 {
                symbols.push((17, (left - 3) as u64, 3));
                left = 0;
            }
        } else {
            symbols.push((l as usize, 0, 0));
            left -= 1;
            while left >= 3 {
                let take = left.min(6);
                symbols.push((16, (take - 3) as u64, 2));
                left -= take;
            }
        }
        for _ in 0..left {
            symbols.push((l as usize, 0, 0));
        }
        i += n;
    }
    let mut freq = [0u64; 19];
    for &(s, _, _) in &symbols {
        freq[s] += 1;
    }
    let cl_lengths = limited_lengths(&freq, 7);
    let cl_codes = codes(&cl_lengths);
    let hclen = CODE_LENGTH_ORDER
        .iter()
        .rposition(|&s| cl_lengths[s] > 0)
        .map_or(4, |p| (p + 1).max(4));
    let mut out = vec![
        bits(1, 1), // final block
        bits(2, 2), // dynamic Huffman codes
        bits((LITERAL_LENGTHS.len() - 257) as u64, 5),
        bits((DISTANCE_LENGTHS.len() - 1) as u64, 5),
        bits((hclen - 4) as u64, 4),
    ];
    for &s in &CODE_LENGTH_ORDER[..hclen] {
        out.push(bits(cl_lengths[s] as u64, 3));
    }
    for (s, extra, extra_bits) in symbols {
        out.push(bits(cl_codes[s] as u64, cl_lengths[s] as u32));
        if extra_bits > 0 {
            out.push(bits(extra, extra_bits));
        }
    }
    out
}

/// A bit writer over a byte buffer kept longer than what is written, so
/// that every write stores a whole word.
struct Cursor<'a> {
    buf: &'a mut [u8],
    pos: usize,
    acc: u64,
    n: u32,
}

impl Cursor<'_> {
    /// Appends the `len` (at most 56) low bits of `value`; bits above
    /// `len` must be zero. Needs 8 bytes of room.
    #[inline(always)]
    fn put(&mut self, value: u64, len: u32) {
        self.acc |= value << self.n;
        self.n += len;
        self.buf[self.pos..self.pos + 8].copy_from_slice(&self.acc.to_le_bytes());
        let whole = self.n & !7;
        self.pos += (whole >> 3) as usize;
        // At most 63 bits are held, so `whole` is at most 56.
        self.acc >>= whole;
        self.n &= 7;
    }

    #[inline(always)]
    fn put_bits(&mut self, b: Bits) {
        self.put(b.value, b.len);
    }

    /// Appends 64 bits.
    #[inline(always)]
    fn put_word(&mut self, w: u64) {
        self.acc |= w << self.n;
        self.buf[self.pos..self.pos + 8].copy_from_slice(&self.acc.to_le_bytes());
        self.pos += 8;
        // The bits of `w` that did not fit (none when n is 0).
        self.acc = (w >> 1) >> (63 - self.n);
    }

    /// Writes `count` zeros that follow a non-zero byte (or start the
    /// stream): a literal zero, then matches at distance 1.
    #[inline(always)]
    fn zeros(&mut self, t: &Table, count: usize) {
        if count == 0 {
            return;
        }
        if count <= ZEROS {
            self.put_bits(t.run[count]);
            return;
        }
        self.put(0, t.zero_len);
        let mut m = count - 1;
        while m >= ZEROS {
            self.put_bits(t.zeros[258]);
            m -= 258;
        }
        self.put_bits(t.zeros[m]);
    }

    /// Writes the word `v` (its bytes, first lowest) after `run` pending
    /// zeros; returns the zeros now pending.
    #[inline(always)]
    fn word(&mut self, t: &Table, run: usize, v: u64) -> usize {
        if v == 0 {
            return run + 8;
        }
        let lead = v.trailing_zeros() >> 3;
        let trail = v.leading_zeros() >> 3;
        self.zeros(t, run + lead as usize);
        // The codes of the bytes, first lowest, in two halves of at most
        // 48 bits. Zero bytes code as zero bits, so the leading and
        // trailing ones are left out by shifting and shortening.
        let code = |k: u32| t.literal[(v >> (8 * k)) as usize & 0xff];
        let (mut lo, mut lo_len) = (0u64, 0u32);
        for k in 0..4 {
            let c = code(k);
            lo |= ((c & 0xffff) as u64) << lo_len;
            lo_len += c >> 16;
        }
        let (mut hi, mut hi_len) = (0u64, 0u32);
        for k in 4..8 {
            let c = code(k);
            hi |= ((c & 0xffff) as u64) << hi_len;
            hi_len += c >> 16;
        }
        let z = t.zero_len;
        let (lead_lo, trail_hi) = (lead.min(4), trail.min(4));
        let (lo_skip, hi_skip) = (lead_lo * z, (lead - lead_lo) * z);
        self.put(lo >> lo_skip, lo_len - lo_skip - (trail - trail_hi) * z);
        self.put(hi >> hi_skip, hi_len - hi_skip - trail_hi * z);
        trail as usize
    }

    /// Writes one byte after `run` pending zeros; returns the zeros pending.
    #[inline(always)]
    fn byte(&mut self, t: &Table, run: usize, x: u8) -> usize {
        if x == 0 {
            return run + 1;
        }
        self.zeros(t, run);
        let c = t.literal[x as usize];
        self.put((c & 0xffff) as u64, c >> 16);
        0
    }
}

/// Bits collected in words, for [`Segments`].
#[derive(Default)]
struct BitVec {
    words: Vec<u64>,
    acc: u64,
    n: u32,
}

impl BitVec {
    fn put(&mut self, value: u64, len: u32) {
        if len == 0 {
            return;
        }
        self.acc |= value << self.n;
        if self.n + len >= 64 {
            self.words.push(self.acc);
            let used = 64 - self.n;
            self.acc = if used < 64 { value >> used } else { 0 };
            self.n = self.n + len - 64;
        } else {
            self.n += len;
        }
    }

    fn put_bits(&mut self, b: Bits) {
        self.put(b.value, b.len);
    }

    /// Pads the last word; returns how many bits were written.
    fn close(&mut self, start: usize) -> u32 {
        let bits = ((self.words.len() - start) * 64) as u32 + self.n;
        if self.n > 0 {
            self.words.push(self.acc);
        }
        self.acc = 0;
        self.n = 0;
        bits
    }
}

/// One compressed segment of a row: its bits start at `word`.
#[derive(Clone, Copy, Debug)]
struct Segment {
    word: u32,
    /// How many bits; 0 when the segment is all zeros.
    bits: u32,
    /// Zeros before the first non-zero byte and after the last.
    lead: u32,
    trail: u32,
    /// Adler-32 parts: the byte sum and the sum weighted by the distance
    /// to the segment's end (len for the first byte, 1 for the last).
    sum: u32,
    weighted: u32,
}

/// Rows of equal length compressed once, to be spliced into streams: the
/// zeros at either end are left for the stream to join with its own runs.
pub(crate) struct Segments {
    len: usize,
    words: Vec<u64>,
    rows: Vec<Segment>,
}

impl Segments {
    pub fn new<'a>(rows: impl Iterator<Item = &'a [u8]>) -> Segments {
        let t = &*TABLE;
        let mut out = BitVec::default();
        let mut segments = Vec::new();
        let mut len = 0;
        for row in rows {
            len = row.len();
            let lead = row.iter().take_while(|&&x| x == 0).count();
            let trail = row[lead..].iter().rev().take_while(|&&x| x == 0).count();
            let word = out.words.len();
            let mut run = 0;
            for &x in &row[lead..row.len() - trail] {
                if x == 0 {
                    run += 1;
                    continue;
                }
                if run > 0 {
                    out.put(0, t.zero_len);
                    let mut m = run - 1;
                    while m >= ZEROS {
                        out.put_bits(t.zeros[258]);
                        m -= 258;
                    }
                    out.put_bits(t.zeros[m]);
                    run = 0;
                }
                let c = t.literal[x as usize];
                out.put((c & 0xffff) as u64, c >> 16);
            }
            let bits = out.close(word);
            let n = row.len() as u32;
            let (sum, weighted) = row
                .iter()
                .enumerate()
                .fold((0u32, 0u32), |(s, w), (i, &x)| {
                    (s + x as u32, w + (n - i as u32) * x as u32)
                });
            segments.push(Segment {
                word: word as u32,
                bits,
                lead: lead as u32,
                trail: trail as u32,
                sum,
                weighted,
            });
        }
        Segments {
            len,
            words: out.words,
            rows: segments,
        }
    }
}

const ADLER_MOD: u64 = 65521;

/// Adler-32 sums, reduced now and then, with the zeros not yet added.
#[derive(Clone, Copy)]
struct Adler {
    a: u64,
    b: u64,
    /// Zeros seen since the last sum: they leave `a` as it is and add it
    /// to `b` once each.
    owed: u64,
    words: u32,
}

impl Adler {
    /// Adds the word `v` (bytes first lowest) after the zeros owed.
    #[inline(always)]
    fn word(&mut self, v: u64) {
        if v == 0 {
            self.owed += 8;
            return;
        }
        // Byte sums in 16-bit lanes: the plain sum, and the sum weighted 8
        // for the first byte down to 1 for the last.
        const LANES: u64 = 0x00FF_00FF_00FF_00FF;
        let even = v & LANES;
        let odd = (v >> 8) & LANES;
        let sum = (even + odd).wrapping_mul(0x0001_0001_0001_0001) >> 48;
        let weighted = (even.wrapping_mul(0x0008_0006_0004_0002) >> 48)
            + (odd.wrapping_mul(0x0007_0005_0003_0001) >> 48);
        self.b += (self.owed + 8) * self.a + weighted;
        self.a += sum;
        self.owed = 0;
        self.words += 1;
        if self.words & 63 == 0 {
            self.a %= ADLER_MOD;
            self.b %= ADLER_MOD;
        }
    }

    #[inline(always)]
    fn byte(&mut self, x: u8) {
        if x == 0 {
            self.owed += 1;
            return;
        }
        self.b += (self.owed + 1) * self.a + x as u64;
        self.a += x as u64;
        self.owed = 0;
        self.words += 1;
        if self.words & 63 == 0 {
            self.a %= ADLER_MOD;
            self.b %= ADLER_MOD;
        }
    }

    /// Adds `len` bytes whose sums are `sum` and `weighted` (see [`Segment`]).
    #[inline(always)]
    fn block(&mut self, len: u64, sum: u64, weighted: u64) {
        self.b += (self.owed + len) * self.a + weighted;
        self.a += sum;
        self.owed = 0;
        // `a` grows by at most 2^21 a block (8K bytes), `b` by 2^13 times
        // `a` and 2^32: reducing every 64 blocks keeps both far from 2^64.
        self.words += 1;
        if self.words & 63 == 0 {
            self.a %= ADLER_MOD;
            self.b %= ADLER_MOD;
        }
    }

    fn value(&self) -> u32 {
        let b = (self.b + self.owed * self.a) % ADLER_MOD;
        ((b << 16) | (self.a % ADLER_MOD)) as u32
    }
}

/// A zlib stream being written: the data goes in by pieces of any length
/// (parts of rows), coded a word at a time and summed on the way, or as
/// segments compressed beforehand.
pub(crate) struct Deflater {
    table: &'static Table,
    /// The output, longer than what is written; `pos` bytes and `n` bits
    /// (in `acc`) are.
    buf: Vec<u8>,
    pos: usize,
    acc: u64,
    n: u32,
    /// Zeros seen and not yet written. They always follow a non-zero byte
    /// (or start the stream): the first is a literal.
    run: usize,
    adler: Adler,
}

impl Deflater {
    /// Starts a stream at the end of `out`.
    pub fn new(mut out: Vec<u8>) -> Deflater {
        let table = &*TABLE;
        // The zlib header: deflate, 32K window, no dictionary, fastest.
        out.extend_from_slice(&[0x78, 0x01]);
        let pos = out.len();
        let mut d = Deflater {
            table,
            buf: out,
            pos,
            acc: 0,
            n: 0,
            run: 0,
            adler: Adler {
                a: 1,
                b: 0,
                owed: 0,
                words: 0,
            },
        };
        d.with_cursor(1024, |c, _, _| {
            for &b in &table.header {
                c.put_bits(b);
            }
        });
        d
    }

    /// Runs `f` on a cursor with room for `bytes` more bytes of output,
    /// with the pending zeros and the checksum, all in locals.
    #[inline(always)]
    fn with_cursor(&mut self, bytes: usize, f: impl FnOnce(&mut Cursor, &mut usize, &mut Adler)) {
        let need = self.pos + bytes + 16;
        if self.buf.len() < need {
            self.buf.resize(need.max(self.buf.len() * 2), 0);
        }
        let mut c = Cursor {
            buf: &mut self.buf,
            pos: self.pos,
            acc: self.acc,
            n: self.n,
        };
        let mut run = self.run;
        let mut adler = self.adler;
        f(&mut c, &mut run, &mut adler);
        (self.pos, self.acc, self.n) = (c.pos, c.acc, c.n);
        self.run = run;
        self.adler = adler;
    }

    /// Adds `data` to the stream.
    pub fn write(&mut self, data: &[u8]) {
        self.session(data.len(), |s| s.write(data));
    }

    /// Runs `f` with room for about `bytes` bytes of input: plain bytes
    /// and segments, written without leaving the session's locals.
    #[inline(always)]
    pub fn session(&mut self, bytes: usize, f: impl FnOnce(&mut Session)) {
        let table = self.table;
        // At most 15 bytes of output for a word of input (its zeros and
        // its codes), a little more for a segment's ends.
        self.with_cursor(bytes * 2 + 256, |cursor, run, adler| {
            f(&mut Session {
                cursor,
                run,
                adler,
                table,
            })
        });
    }

    /// Ends the stream: the pending zeros, the end of the block and the
    /// checksum. Returns the buffer given to [`Deflater::new`], extended.
    pub fn finish(mut self) -> Vec<u8> {
        let t = self.table;
        self.with_cursor(64, |c, run, _| {
            c.zeros(t, *run);
            *run = 0;
            let eob = t.literal[END_OF_BLOCK];
            c.put((eob & 0xffff) as u64, eob >> 16);
            if c.n > 0 {
                c.put(0, 8 - c.n);
            }
        });
        let mut buf = self.buf;
        buf.truncate(self.pos);
        buf.extend_from_slice(&self.adler.value().to_be_bytes());
        buf
    }
}

/// A stretch of writing into a [`Deflater`], see [`Deflater::session`].
pub(crate) struct Session<'s, 'b> {
    cursor: &'s mut Cursor<'b>,
    run: &'s mut usize,
    adler: &'s mut Adler,
    table: &'static Table,
}

impl Session<'_, '_> {
    /// Adds `data` to the stream.
    #[inline]
    pub fn write(&mut self, data: &[u8]) {
        let (t, c, adler) = (self.table, &mut *self.cursor, &mut *self.adler);
        let mut run = *self.run;
        let word = |w: &[u8]| u64::from_le_bytes(w.try_into().unwrap_or([0; 8]));
        // Four words at a time: all zeros (most of a board) only add to
        // the run.
        let mut groups = data.chunks_exact(32);
        for group in &mut groups {
            let v = [
                word(&group[..8]),
                word(&group[8..16]),
                word(&group[16..24]),
                word(&group[24..]),
            ];
            if v[0] | v[1] | v[2] | v[3] == 0 {
                run += 32;
                adler.owed += 32;
                continue;
            }
            for v in v {
                adler.word(v);
                run = c.word(t, run, v);
            }
        }
        let mut words = groups.remainder().chunks_exact(8);
        for w in &mut words {
            let v = word(w);
            adler.word(v);
            run = c.word(t, run, v);
        }
        for &x in words.remainder() {
            adler.byte(x);
            run = c.byte(t, run, x);
        }
        *self.run = run;
    }

    /// Adds one byte.
    #[inline(always)]
    pub fn byte(&mut self, x: u8) {
        self.adler.byte(x);
        *self.run = self.cursor.byte(self.table, *self.run, x);
    }

    /// Adds row `row` of `segments`.
    #[inline(always)]
    pub fn segment(&mut self, segments: &Segments, row: usize) {
        let s = segments.rows[row];
        let len = segments.len;
        if s.bits == 0 {
            *self.run += len;
            self.adler.owed += len as u64;
            return;
        }
        let c = &mut *self.cursor;
        self.adler
            .block(len as u64, s.sum as u64, s.weighted as u64);
        c.zeros(self.table, *self.run + s.lead as usize);
        let words = &segments.words[s.word as usize..][..(s.bits as usize).div_ceil(64)];
        let (full, last) = words.split_at(words.len() - 1);
        for &w in full {
            c.put_word(w);
        }
        // The last word holds the rest, its unused bits zero.
        let rest = s.bits - full.len() as u32 * 64;
        let lo = rest.min(32);
        c.put(last[0] & 0xffff_ffff, lo);
        c.put(last[0] >> 32, rest - lo);
        *self.run = s.trail as usize;
    }
}

/// Appends to `out` a zlib stream of `data`.
#[cfg(test)]
pub(crate) fn compress(data: &[u8], out: &mut Vec<u8>) {
    let mut d = Deflater::new(std::mem::take(out));
    d.write(data);
    *out = d.finish();
}

#[cfg(test)]
mod tests {
    use super::*;

    fn inflate(stream: &[u8]) -> Vec<u8> {
        fdeflate::decompress_to_vec(stream).expect("a valid zlib stream, checksum included")
    }

    #[test]
    fn the_codes_are_complete() {
        assert!(complete(&LITERAL_LENGTHS));
        assert!(complete(&DISTANCE_LENGTHS));
        assert!(LITERAL_LENGTHS.iter().all(|&l| (1..=15).contains(&l)));
        // A word's codes are written in halves of at most 48 bits, and
        // runs of zeros in one piece of at most 56.
        assert!(LITERAL_LENGTHS[..256].iter().all(|&l| l <= 12));
        let t = &*TABLE;
        assert!(t.run.iter().chain(&t.zeros).all(|b| b.len <= 56));
        let freq = [5u64, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 90, 3];
        let l = limited_lengths(&freq, 4);
        assert!(l.iter().all(|&x| x <= 4));
        assert!(complete(&l));
        assert_eq!(l[1], 0);
    }

    #[test]
    fn streams_inflate_to_their_data() {
        let mut x = 0x1234_5678u32;
        let mut noise = || {
            x ^= x << 13;
            x ^= x >> 17;
            x ^= x << 5;
            x
        };
        let mut cases: Vec<Vec<u8>> = vec![
            vec![],
            vec![0],
            vec![7],
            vec![0; 5],
            vec![0; 100_000],
            (0..=255u8).collect(),
            vec![1, 0, 0, 0, 0, 0, 0, 0, 0, 2],
        ];
        for len in [
            1usize, 3, 8, 9, 258, 259, 260, 261, 262, 1023, 1024, 1025, 5000,
        ] {
            let mut v = vec![0u8; len + 2];
            v[0] = 9;
            v[len + 1] = 3;
            cases.push(v.clone());
            v[0] = 0;
            cases.push(v);
        }
        for density in [1u32, 3, 10, 50] {
            let v: Vec<u8> = (0..20_000)
                .map(|_| {
                    let r = noise();
                    if r % 100 < density { (r >> 8) as u8 } else { 0 }
                })
                .collect();
            cases.push(v);
        }
        for case in cases {
            let mut out = vec![0xAB];
            compress(&case, &mut out);
            assert_eq!(out[0], 0xAB, "appends");
            let mut d = fdeflate::Decompressor::new();
            d.ignore_adler32();
            let mut buf = vec![0u8; case.len() + 100];
            let (_, n) = d.read(&out[1..], &mut buf, 0, true).unwrap();
            assert_eq!(&buf[..n], &case[..], "content {}", case.len());
            assert_eq!(
                inflate(&out[1..]),
                case,
                "{} bytes {:?}",
                case.len(),
                &case[..case.len().min(12)]
            );
        }
    }
}
