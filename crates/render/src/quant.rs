//! The palette of a cache entry. Everything the per-move path can show is
//! drawn in RGB at build time (the board, every piece on every kind of
//! square, ghosts, marks, the colour ramps of text and trails), counted,
//! and reduced by median cut to at most 255 colours (index 255 stays free
//! for GIF transparency). When the drawing uses no more colours than that,
//! as it mostly does, the palette is exact and the indexed PNG lossless.
//! The per-move path then works on palette indices only.

use std::collections::HashMap;

use crate::raster::Rgb;

/// How many colours a palette may hold.
pub(crate) const MAX_COLOURS: usize = 255;

/// Exact colours and how often they occur.
#[derive(Default)]
pub(crate) struct Histogram {
    counts: HashMap<[u8; 3], u64>,
}

impl Histogram {
    pub fn add(&mut self, c: [u8; 3], weight: u64) {
        *self.counts.entry(c).or_default() += weight;
    }

    /// Adds RGB pixels (3 bytes each), counting runs of one colour at once.
    pub fn add_pixels(&mut self, raw: &[u8], weight: u64) {
        let mut run: Option<([u8; 3], u64)> = None;
        for p in raw.chunks_exact(3) {
            let c = [p[0], p[1], p[2]];
            match &mut run {
                Some((colour, n)) if *colour == c => *n += 1,
                _ => {
                    if let Some((colour, n)) = run {
                        self.add(colour, n * weight);
                    }
                    run = Some((c, 1));
                }
            }
        }
        if let Some((colour, n)) = run {
            self.add(colour, n * weight);
        }
    }

    /// The ramp from `from` to `to` in `levels` steps, each counted `weight` times.
    pub fn add_ramp(&mut self, from: Rgb, to: Rgb, alpha: f32, weight: u64) {
        for level in 1..LEVELS {
            let c = from.mix(to, level as f32 / (LEVELS - 1) as f32 * alpha);
            self.add([c.0, c.1, c.2], weight);
        }
    }

    /// Median cut: at most `max` colours, exact when there are no more.
    pub fn palette(&self, max: usize) -> Vec<[u8; 3]> {
        let mut colours: Vec<([u8; 3], u64)> = self.counts.iter().map(|(c, n)| (*c, *n)).collect();
        colours.sort_unstable();
        if colours.len() <= max {
            return colours.into_iter().map(|(c, _)| c).collect();
        }
        let mut boxes: Vec<Vec<([u8; 3], u64)>> = vec![colours];
        while boxes.len() < max {
            let mut best: Option<(usize, usize, f64)> = None;
            for (i, bx) in boxes.iter().enumerate() {
                if bx.len() < 2 {
                    continue;
                }
                let mut lo = [255u8; 3];
                let mut hi = [0u8; 3];
                let mut pixels = 0u64;
                for (c, n) in bx {
                    for k in 0..3 {
                        lo[k] = lo[k].min(c[k]);
                        hi[k] = hi[k].max(c[k]);
                    }
                    pixels += n;
                }
                // Green counts most to the eye, blue least.
                let ranges = [
                    (hi[0] - lo[0]) as f64 * 1.0,
                    (hi[1] - lo[1]) as f64 * 1.2,
                    (hi[2] - lo[2]) as f64 * 0.8,
                ];
                let (axis, range) = ranges
                    .iter()
                    .enumerate()
                    .fold((0, 0.0), |b, (k, &r)| if r > b.1 { (k, r) } else { b });
                if range == 0.0 {
                    continue;
                }
                // Range times a slowly growing function of the pixel count:
                // rare colours (edges, text) still get their share.
                let score = range * (pixels as f64).powf(0.3);
                if best.is_none_or(|(_, _, s)| score > s) {
                    best = Some((i, axis, score));
                }
            }
            let Some((i, axis, _)) = best else { break };
            let mut bx = boxes.swap_remove(i);
            bx.sort_unstable_by_key(|(c, _)| c[axis]);
            // Cut at the middle of the range (not of the pixels), so that a
            // huge flat area does not swallow the colours around it.
            let lo = bx[0].0[axis] as u32;
            let hi = bx[bx.len() - 1].0[axis] as u32;
            let mid = ((lo + hi) / 2) as u8;
            let cut = bx
                .iter()
                .position(|(c, _)| c[axis] > mid)
                .unwrap_or(bx.len() / 2)
                .clamp(1, bx.len() - 1);
            let rest = bx.split_off(cut);
            boxes.push(bx);
            boxes.push(rest);
        }
        boxes
            .iter()
            .map(|bx| {
                // The box's most frequent colour when it dominates (flat
                // areas stay exact), else the weighted mean.
                let total: u64 = bx.iter().map(|(_, n)| n).sum();
                let (top, top_n) = bx
                    .iter()
                    .max_by_key(|(_, n)| *n)
                    .copied()
                    .unwrap_or(([0; 3], 0));
                if top_n * 2 >= total {
                    return top;
                }
                let mut s = [0u64; 3];
                for (c, n) in bx {
                    for k in 0..3 {
                        s[k] += c[k] as u64 * n;
                    }
                }
                let t = total.max(1);
                [
                    ((s[0] + t / 2) / t) as u8,
                    ((s[1] + t / 2) / t) as u8,
                    ((s[2] + t / 2) / t) as u8,
                ]
            })
            .collect()
    }
}

/// Coverage levels of the per-move blends (text, trails, badges).
pub(crate) const LEVELS: usize = 16;

/// Maps colours to the nearest palette entry, remembering its answers.
pub(crate) struct Quantizer {
    pub palette: Vec<[u8; 3]>,
    memo: HashMap<[u8; 3], u8>,
}

impl Quantizer {
    pub fn new(palette: Vec<[u8; 3]>) -> Quantizer {
        let memo = palette
            .iter()
            .enumerate()
            .map(|(i, c)| (*c, i as u8))
            .collect();
        Quantizer { palette, memo }
    }

    pub fn index(&mut self, c: [u8; 3]) -> u8 {
        if let Some(&i) = self.memo.get(&c) {
            return i;
        }
        let mut best = (u32::MAX, 0usize);
        for (i, p) in self.palette.iter().enumerate() {
            let d = |k: usize| {
                let v = c[k] as i32 - p[k] as i32;
                (v * v) as u32
            };
            let dist = 3 * d(0) + 4 * d(1) + 2 * d(2);
            if dist < best.0 {
                best = (dist, i);
            }
        }
        self.memo.insert(c, best.1 as u8);
        best.1 as u8
    }

    /// Indices of RGB pixels.
    pub fn indices(&mut self, raw: &[u8]) -> Vec<u8> {
        let mut out = Vec::with_capacity(raw.len() / 3);
        let mut last: Option<([u8; 3], u8)> = None;
        for p in raw.chunks_exact(3) {
            let c = [p[0], p[1], p[2]];
            let i = match last {
                Some((lc, li)) if lc == c => li,
                _ => self.index(c),
            };
            last = Some((c, i));
            out.push(i);
        }
        out
    }

    /// A blend table: for every palette index and coverage level, the
    /// index nearest to that colour mixed towards `colour` (at most `alpha`).
    pub fn blend(&mut self, colour: Rgb, alpha: f32) -> Blend {
        let mut table = vec![0u8; 256 * LEVELS];
        // Level 0 leaves any index as it is (the per-move loops apply the
        // table without testing the level).
        for idx in 0..256 {
            table[idx * LEVELS] = idx as u8;
        }
        for idx in 0..self.palette.len() {
            let [r, g, b] = self.palette[idx];
            let base = Rgb(r, g, b);
            table[idx * LEVELS] = idx as u8;
            for level in 1..LEVELS {
                let c = base.mix(colour, level as f32 / (LEVELS - 1) as f32 * alpha);
                table[idx * LEVELS + level] = self.index([c.0, c.1, c.2]);
            }
        }
        Blend { table }
    }
}

/// See [`Quantizer::blend`].
pub(crate) struct Blend {
    table: Vec<u8>,
}

impl Blend {
    /// `index` covered to `level` (0..LEVELS); level 0 is `index` itself.
    #[inline]
    pub fn apply(&self, index: u8, level: usize) -> u8 {
        self.table[index as usize * LEVELS + level]
    }
}

/// Coverage (0..=1) to a blend level.
#[inline]
pub(crate) fn level(coverage: f32) -> usize {
    (coverage * (LEVELS - 1) as f32 + 0.5) as usize
}

/// An order of `n` palette entries in which entries that often touch in
/// the picture sit next to each other: `touch[i * n + j]` counts how often
/// colour `i` is next to colour `j`. The greedy path heuristic of the
/// travelling salesman: take pairs from the most frequent down, joining two
/// path ends that are not yet one path. Returns the old indices in their new
/// order. Filtered rows then hold small residues, which the fast deflate's
/// fixed code writes in fewer bits.
pub(crate) fn order(n: usize, touch: &[u64]) -> Vec<usize> {
    let mut pairs: Vec<(u64, usize, usize)> = Vec::new();
    for i in 0..n {
        for j in i + 1..n {
            let w = touch[i * n + j] + touch[j * n + i];
            if w > 0 {
                pairs.push((w, i, j));
            }
        }
    }
    pairs.sort_unstable_by(|a, b| b.0.cmp(&a.0).then((a.1, a.2).cmp(&(b.1, b.2))));
    let mut parent: Vec<usize> = (0..n).collect();
    fn root(parent: &mut [usize], mut i: usize) -> usize {
        while parent[i] != i {
            parent[i] = parent[parent[i]];
            i = parent[i];
        }
        i
    }
    let mut links: Vec<Vec<usize>> = vec![Vec::new(); n];
    for (_, i, j) in pairs {
        if links[i].len() >= 2 || links[j].len() >= 2 {
            continue;
        }
        let (ri, rj) = (root(&mut parent, i), root(&mut parent, j));
        if ri == rj {
            continue;
        }
        parent[ri] = rj;
        links[i].push(j);
        links[j].push(i);
    }
    let mut seen = vec![false; n];
    let mut out = Vec::with_capacity(n);
    for start in 0..n {
        if seen[start] || links[start].len() == 2 {
            continue;
        }
        let (mut prev, mut cur) = (usize::MAX, start);
        loop {
            seen[cur] = true;
            out.push(cur);
            match links[cur].iter().find(|&&x| x != prev && !seen[x]) {
                Some(&next) => {
                    prev = cur;
                    cur = next;
                }
                None => break,
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn colours_that_touch_are_ordered_side_by_side() {
        // 0-3, 3-1 and 1-2 touch often; 0-2 rarely.
        let n = 4;
        let mut touch = vec![0u64; n * n];
        touch[3] = 100;
        touch[3 * n + 1] = 90;
        touch[n + 2] = 80;
        touch[2] = 1;
        let order = order(n, &touch);
        let mut sorted = order.clone();
        sorted.sort();
        assert_eq!(sorted, [0, 1, 2, 3], "a permutation");
        let at = |c: usize| order.iter().position(|&x| x == c).unwrap() as i32;
        assert_eq!((at(0) - at(3)).abs(), 1);
        assert_eq!((at(3) - at(1)).abs(), 1);
        assert_eq!((at(1) - at(2)).abs(), 1);
    }

    #[test]
    fn few_colours_stay_exact() {
        let mut h = Histogram::default();
        for i in 0..200u8 {
            h.add([i, 255 - i, i / 2], 1 + i as u64);
        }
        let p = h.palette(MAX_COLOURS);
        assert_eq!(p.len(), 200);
        let mut q = Quantizer::new(p);
        let i = q.index([10, 245, 5]) as usize;
        assert_eq!(q.palette[i], [10, 245, 5]);
    }

    #[test]
    fn many_colours_are_reduced_and_flat_areas_kept() {
        let mut h = Histogram::default();
        h.add([230, 200, 150], 1_000_000);
        for r in 0..64u8 {
            for g in 0..16u8 {
                h.add([r * 4, g * 16, 100], 3);
            }
        }
        let p = h.palette(MAX_COLOURS);
        assert!(p.len() <= MAX_COLOURS);
        assert!(p.contains(&[230, 200, 150]), "the dominant colour is exact");
    }
}
