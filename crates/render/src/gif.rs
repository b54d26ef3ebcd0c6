//! Replays as animated GIFs: one frame for the start, one per move, the
//! last held for a pause. Every frame is drawn in the cache entry's palette,
//! which becomes the GIF's one global palette, reordered: transparent
//! first, then the colours the frames change pixels to, most used first
//! (so that most frames need a minimum code size of 7 bits rather than 8).
//! Each frame after the first carries only the rectangle that changed,
//! with unchanged pixels transparent, so a move costs a kilobyte and a
//! half. The frames show the pieces without marks of the last move (see
//! `compose::Mode`).

use std::borrow::Cow;
use std::sync::Arc;

use hnefi_engine::{Game, Position};

use crate::Style;
use crate::compose::{FRAME, LAST_FRAME, compose};
use crate::layers::Layers;
use crate::view::{BoardView, Caption, Players};
use crate::wording::{English, Wording};

/// How a replay is drawn and timed.
#[derive(Clone, Debug)]
pub struct GifOptions {
    pub style: Style,
    /// How long each move is shown, in milliseconds.
    pub frame_ms: u32,
    /// How long the final position is shown before the loop starts over.
    pub final_pause_ms: u32,
    /// The words of the captions.
    pub words: Arc<dyn Wording>,
}

impl Default for GifOptions {
    fn default() -> GifOptions {
        GifOptions {
            style: Style::default(),
            frame_ms: 900,
            final_pause_ms: 4000,
            words: English::shared(),
        }
    }
}

/// A rectangle of the image: x, y, width, height.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Rect {
    x: u32,
    y: u32,
    w: u32,
    h: u32,
}

/// The index left for "unchanged" in frames after the first: the GIF's
/// palette is the cache entry's (at most 255 colours) reordered after it.
const TRANSPARENT: u8 = 0;

/// Draws every frame of `game` in turn into one buffer and hands it to
/// `visit` with its index.
fn for_each_frame(
    layers: &Layers,
    game: &Game,
    players: &Players,
    words: &Arc<dyn Wording>,
    mut visit: impl FnMut(usize, &[u8]),
) {
    let mut img = Vec::with_capacity(layers.board.len());
    let mut map = Vec::new();
    let plies = game.plies();
    let start = game.start();
    let mut caption = Caption::for_position_in(start, words.clone());
    caption.players = players.clone();
    if plies.is_empty() {
        caption.outcome = game.outcome();
        if caption.outcome.is_some() {
            caption.to_move = None;
        }
    }
    let mut view = BoardView::position(start);
    view.caption = caption;
    let mode = if plies.is_empty() { LAST_FRAME } else { FRAME };
    compose(layers, &view, mode, &mut img, &mut map);
    visit(0, &img);
    let mut before: Position = start.clone();
    for (i, ply) in plies.iter().enumerate() {
        let mut after = before.clone();
        after.play_unchecked(ply.mv);
        let last = i + 1 == plies.len();
        let mut caption = Caption::for_position_in(&after, words.clone());
        caption.players = players.clone();
        caption.move_number = i + 1;
        caption.outcome = if last { game.outcome() } else { ply.outcome };
        caption.to_move = match caption.outcome {
            Some(_) => None,
            None => Some(after.turn()),
        };
        caption.announcement = ply.announcement.map(|a| words.announcement(a));
        let view = BoardView::after_ply(&before, ply, &after, caption);
        let mode = if last { LAST_FRAME } else { FRAME };
        compose(layers, &view, mode, &mut img, &mut map);
        visit(i + 1, &img);
        before = after;
    }
}

/// The smallest rectangle holding every pixel of `cur` that differs from
/// `prev` (both `width` wide).
fn changed(prev: &[u8], cur: &[u8], width: usize) -> Option<Rect> {
    let (mut x0, mut x1, mut y0, mut y1) = (usize::MAX, 0, usize::MAX, 0);
    for (y, (ra, rb)) in prev
        .chunks_exact(width)
        .zip(cur.chunks_exact(width))
        .enumerate()
    {
        if ra == rb {
            continue;
        }
        let first = ra.iter().zip(rb).position(|(p, q)| p != q).unwrap_or(0);
        let last = width
            - 1
            - ra.iter()
                .zip(rb)
                .rev()
                .position(|(p, q)| p != q)
                .unwrap_or(0);
        x0 = x0.min(first);
        x1 = x1.max(last + 1);
        y0 = y0.min(y);
        y1 = y + 1;
    }
    (y0 != usize::MAX).then(|| Rect {
        x: x0 as u32,
        y: y0 as u32,
        w: (x1 - x0) as u32,
        h: (y1 - y0) as u32,
    })
}

pub(crate) fn encode(
    layers: &Layers,
    game: &Game,
    players: &Players,
    options: &GifOptions,
) -> Vec<u8> {
    let (w, h) = (layers.geo.width, layers.geo.height);
    let width = w as usize;
    let mut shown = vec![0u8; width * h as usize];

    // First pass: how often each colour is drawn by the frames after the
    // first. The GIF's palette lists them from the most used down, after
    // the transparent index 0, so that most frames use only the first 128
    // indices and their codes start a bit shorter.
    let mut uses = [0u64; 256];
    for_each_frame(layers, game, players, &options.words, |k, img| {
        if k > 0
            && let Some(rect) = changed(&shown, img, width)
        {
            for y in rect.y..rect.y + rect.h {
                let span = y as usize * width + rect.x as usize..;
                for (&new, &old) in img[span.clone()][..rect.w as usize]
                    .iter()
                    .zip(&shown[span][..rect.w as usize])
                {
                    if new != old {
                        uses[new as usize] += 1;
                    }
                }
            }
        }
        shown.copy_from_slice(img);
    });
    let colours = layers.palette.len().min(255);
    let mut order: Vec<usize> = (0..colours).collect();
    order.sort_by_key(|&i| std::cmp::Reverse(uses[i]));
    let mut index_of = [0u8; 256];
    let mut flat = vec![0u8; 256 * 3];
    for (new, &old) in order.iter().enumerate() {
        index_of[old] = (new + 1) as u8;
        flat[(new + 1) * 3..(new + 2) * 3].copy_from_slice(&layers.palette[old]);
    }

    let mut out = Vec::new();
    let Ok(mut encoder) = ::gif::Encoder::new(&mut out, w as u16, h as u16, &flat) else {
        return Vec::new();
    };
    let _ = encoder.set_repeat(::gif::Repeat::Infinite);
    let frames = game.plies().len() + 1;
    let delay = |ms: u32| (ms / 10).min(u16::MAX as u32) as u16;
    let mut buffer: Vec<u8> = Vec::new();
    let mut lzw = Lzw::new();
    let mut encoded: Vec<u8> = Vec::new();
    let mut failed = false;
    for_each_frame(layers, game, players, &options.words, |k, img| {
        if failed {
            return;
        }
        let rect = if k == 0 {
            Some(Rect { x: 0, y: 0, w, h })
        } else {
            changed(&shown, img, width)
        };
        // A move that changes nothing visible still gets its frame.
        let rect = rect.unwrap_or(Rect {
            x: 0,
            y: 0,
            w: 1,
            h: 1,
        });
        buffer.clear();
        for y in rect.y..rect.y + rect.h {
            let row = y as usize * width;
            let span = row + rect.x as usize..row + (rect.x + rect.w) as usize;
            if k == 0 {
                buffer.extend(img[span].iter().map(|&i| index_of[i as usize]));
            } else {
                buffer.extend(
                    img[span.clone()]
                        .iter()
                        .zip(&shown[span])
                        .map(|(&new, &old)| {
                            if new == old {
                                TRANSPARENT
                            } else {
                                index_of[new as usize]
                            }
                        }),
                );
            }
        }
        shown.copy_from_slice(img);
        // The fewest bits that hold every index of the frame (at least 2).
        let top = buffer.iter().copied().max().unwrap_or(0);
        let bits = (8 - top.leading_zeros()).max(2);
        lzw.encode(&buffer, bits, (k > 0).then_some(TRANSPARENT), &mut encoded);
        let frame = ::gif::Frame {
            width: rect.w as u16,
            height: rect.h as u16,
            left: rect.x as u16,
            top: rect.y as u16,
            delay: if k + 1 == frames {
                delay(options.final_pause_ms)
            } else {
                delay(options.frame_ms)
            },
            dispose: ::gif::DisposalMethod::Keep,
            transparent: (k > 0).then_some(TRANSPARENT),
            buffer: Cow::Borrowed(&encoded),
            ..::gif::Frame::default()
        };
        if encoder.write_lzw_pre_encoded_frame(&frame).is_err() {
            failed = true;
        }
    });
    if failed || encoder.into_inner().is_err() {
        return Vec::new();
    }
    out
}

/// GIF's LZW. The dictionary is a small open-addressed hash table (it
/// stays in cache: one probe per pixel, mostly), cleared when full (on
/// these pictures that does a little better than keeping it while it
/// compresses well, compress(1)'s rule, and much better than keeping it).
struct Lzw {
    /// (prefix code << 8 | byte) + 1 of each slot; 0 for empty.
    keys: Vec<u32>,
    codes: Vec<u16>,
    /// runs[k]: the code of k transparent pixels, for every k learnt.
    runs: Vec<u16>,
}

const MAX_CODES: u16 = 4096;
const SLOTS: usize = 1 << 13;

struct Bits<'a> {
    out: &'a mut Vec<u8>,
    acc: u64,
    n: u32,
}

impl Bits<'_> {
    #[inline]
    fn put(&mut self, code: u16, bits: u32) {
        self.acc |= (code as u64) << self.n;
        self.n += bits;
        if self.n >= 32 {
            self.out.extend_from_slice(&(self.acc as u32).to_le_bytes());
            self.acc >>= 32;
            self.n -= 32;
        }
    }

    fn flush(&mut self) {
        while self.n > 0 {
            self.out.push(self.acc as u8);
            self.acc >>= 8;
            self.n = self.n.saturating_sub(8);
        }
    }
}

/// Where a new dictionary entry goes.
enum Entry {
    /// (prefix, byte) at this hash slot.
    Hash(usize, u32),
    /// The transparent run one longer than the longest known.
    Run,
}

/// The encoder's running state for one image block.
struct Coder<'a> {
    bits: Bits<'a>,
    /// The minimum code size: codes below 1 << min are the indices, then
    /// come the clear and end codes.
    min: u32,
    size: u32,
    free: u16,
}

impl Coder<'_> {
    fn clear_code(&self) -> u16 {
        1 << self.min
    }

    /// Back to an empty dictionary (after a clear code).
    fn restart(&mut self) {
        self.free = self.clear_code() + 2;
        self.size = self.min + 1;
    }
}

impl Lzw {
    fn new() -> Lzw {
        Lzw {
            keys: vec![0; SLOTS],
            codes: vec![0; SLOTS],
            runs: Vec::with_capacity(MAX_CODES as usize),
        }
    }

    fn reset(&mut self, transparent: Option<u8>) {
        self.keys.fill(0);
        self.runs.clear();
        // runs[k] is the code of k transparent pixels; one is the index itself.
        if let Some(t) = transparent {
            self.runs.extend_from_slice(&[0, t as u16]);
        }
    }

    #[inline]
    fn slot(key: u32) -> usize {
        (key.wrapping_mul(0x9E37_79B1) >> (32 - 13)) as usize
    }

    /// Emits `code`, then records the entry it makes, or clears the
    /// dictionary when it is full.
    fn emit(&mut self, c: &mut Coder, code: u16, entry: Entry, transparent: Option<u8>) {
        c.bits.put(code, c.size);
        if c.free < MAX_CODES {
            match entry {
                Entry::Hash(slot, key) => {
                    self.keys[slot] = key;
                    self.codes[slot] = c.free;
                }
                Entry::Run => self.runs.push(c.free),
            }
            c.free += 1;
            if c.free as u32 > (1 << c.size) && c.size < 12 {
                c.size += 1;
            }
        } else {
            c.bits.put(c.clear_code(), c.size);
            self.reset(transparent);
            c.restart();
        }
    }

    /// `data` (every value below `1 << min_size`, 2 <= min_size <= 8) as
    /// a GIF image block's LZW data: the minimum code size, then the
    /// packed codes (the GIF writer splits them into sub-blocks).
    ///
    /// Runs of the `transparent` index take the fast lane: the codes of
    /// runs of every learnt length are kept in order, so a run costs one
    /// step per code written rather than one per pixel.
    fn encode(&mut self, data: &[u8], min_size: u32, transparent: Option<u8>, out: &mut Vec<u8>) {
        let min = min_size.clamp(2, 8);
        self.reset(transparent);
        out.clear();
        out.push(min as u8);
        let mut c = Coder {
            bits: Bits { out, acc: 0, n: 0 },
            min,
            size: 0,
            free: 0,
        };
        c.restart();
        let clear = c.clear_code();
        c.bits.put(clear, c.size);
        let Some(&first) = data.first() else {
            c.bits.put(clear + 1, c.size);
            c.bits.flush();
            return;
        };
        let t = transparent.unwrap_or(0);
        let lane = transparent.is_some();
        let mut cur = first as u16;
        // The run length `cur` codes, when it codes a transparent run.
        let mut run = (lane && first == t).then_some(1usize);
        let mut i = 1;
        while i < data.len() {
            let b = data[i];
            if b == t
                && let Some(k) = run
            {
                let longest = self.runs.len() - 1;
                // No need to look further than one past the longest run.
                let look = (longest + 1 - k).min(data.len() - i);
                let ahead = leading_run(&data[i..i + look], t);
                if k + ahead <= longest {
                    cur = self.runs[k + ahead];
                    run = Some(k + ahead);
                    i += ahead;
                    continue;
                }
                // Extend to the longest known run, then one more is new.
                i += longest - k;
                self.emit(&mut c, self.runs[longest], Entry::Run, transparent);
                cur = t as u16;
                run = Some(1);
                i += 1;
                continue;
            }
            let key = ((cur as u32) << 8 | b as u32) + 1;
            let mut s = Self::slot(key);
            while self.keys[s] != key && self.keys[s] != 0 {
                s = (s + 1) & (SLOTS - 1);
            }
            if self.keys[s] == key {
                cur = self.codes[s];
                run = None;
            } else {
                self.emit(&mut c, cur, Entry::Hash(s, key), transparent);
                cur = b as u16;
                run = (lane && b == t).then_some(1);
            }
            i += 1;
        }
        c.bits.put(cur, c.size);
        // The decoder adds an entry on reading that last code, and may
        // widen its codes before reading the end code.
        if c.free < MAX_CODES && c.free as u32 >= (1 << c.size) && c.size < 12 {
            c.size += 1;
        }
        c.bits.put(clear + 1, c.size);
        c.bits.flush();
    }
}

/// How many pixels of index `t` `data` starts with.
fn leading_run(data: &[u8], t: u8) -> usize {
    let splat = t as u64 * 0x0101_0101_0101_0101;
    let mut n = 0;
    let mut chunks = data.chunks_exact(8);
    for chunk in &mut chunks {
        let word = u64::from_le_bytes(chunk.try_into().unwrap_or([0; 8])) ^ splat;
        if word == 0 {
            n += 8;
        } else {
            return n + word.trailing_zeros() as usize / 8;
        }
    }
    n + chunks.remainder().iter().take_while(|&&b| b == t).count()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Theme;
    use hnefi_engine::variant;

    /// A deterministic random game of up to `plies` moves.
    fn game(key: &str, seed: u64, plies: usize) -> Game {
        let v = variant::by_key(key).unwrap();
        let mut game = Game::new(v.start_position(None, None).unwrap());
        let mut state = seed | 1;
        while game.plies().len() < plies && !game.is_over() {
            let moves = game.legal_moves();
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            game.play(moves[(state % moves.len() as u64) as usize])
                .unwrap();
        }
        game
    }

    #[test]
    fn every_frame_decodes_to_the_picture_drawn_for_it() {
        for (key, seed, plies, width) in [
            ("brandubh", 7, 40, 420),
            ("copenhagen", 11, 14, 600),
            ("noggin", 5, 30, 333),
            ("brandubh", 3, 0, 300),
        ] {
            let v = variant::by_key(key).unwrap();
            let layers = Layers::build(&v, width, Theme::Wood);
            let game = game(key, seed, plies);
            let players = Players::new("Ada", "Brian");
            let options = GifOptions {
                style: Style::width(width),
                ..GifOptions::default()
            };
            let file = encode(&layers, &game, &players, &options);
            let mut expected = Vec::new();
            for_each_frame(&layers, &game, &players, &English::shared(), |_, img| {
                expected.push(img.to_vec())
            });
            let decoder = image::codecs::gif::GifDecoder::new(std::io::Cursor::new(&file)).unwrap();
            let frames = image::AnimationDecoder::into_frames(decoder)
                .collect_frames()
                .expect("every frame decodes");
            assert_eq!(frames.len(), game.plies().len() + 1, "{key}");
            for (k, (frame, want)) in frames.iter().zip(&expected).enumerate() {
                let got = frame.buffer();
                assert_eq!(got.dimensions(), (layers.geo.width, layers.geo.height));
                for (i, (p, &index)) in got.pixels().zip(want).enumerate() {
                    let colour = layers.palette[index as usize];
                    assert!(
                        p.0 == [colour[0], colour[1], colour[2], 255],
                        "{key} frame {k} pixel {i}: {:?}, drawn {colour:?}",
                        p.0
                    );
                }
            }
        }
    }

    /// Encodes `data`, wraps it in a one-frame GIF and decodes that with
    /// the `gif` crate.
    fn roundtrip(data: &[u8], width: u16) {
        roundtrip_with(data, width, 8, Some(TRANSPARENT));
    }

    fn roundtrip_with(data: &[u8], width: u16, min_size: u32, transparent: Option<u8>) {
        let mut lzw = Lzw::new();
        let mut encoded = Vec::new();
        lzw.encode(data, min_size, transparent, &mut encoded);
        let height = (data.len() / width as usize) as u16;
        let palette = vec![0u8; 256 * 3];
        let mut file = Vec::new();
        {
            let mut enc = ::gif::Encoder::new(&mut file, width, height, &palette).unwrap();
            let frame = ::gif::Frame {
                width,
                height,
                buffer: Cow::Borrowed(&encoded),
                ..::gif::Frame::default()
            };
            enc.write_lzw_pre_encoded_frame(&frame).unwrap();
        }
        let mut options = ::gif::DecodeOptions::new();
        options.set_color_output(::gif::ColorOutput::Indexed);
        let mut decoder = options.read_info(file.as_slice()).unwrap();
        let frame = decoder.read_next_frame().unwrap().unwrap();
        assert_eq!(&frame.buffer[..], data, "{} pixels", data.len());
    }

    #[test]
    fn lzw_round_trips_runs_noise_and_full_tables() {
        roundtrip(&[7; 64], 8);
        roundtrip(&[1, 2, 3, 4], 4);
        let mut x = 12345u32;
        let noise: Vec<u8> = (0..200 * 300)
            .map(|_| {
                x ^= x << 13;
                x ^= x >> 17;
                x ^= x << 5;
                (x % 7) as u8 * 30
            })
            .collect();
        roundtrip(&noise, 200);
        let mut mixed = vec![255u8; 300 * 400];
        for (i, p) in mixed.iter_mut().enumerate() {
            if (i / 300) % 50 < 3 || i % 97 < 2 {
                *p = (i % 251) as u8;
            }
        }
        roundtrip(&mixed, 300);
        let mut sparse = vec![TRANSPARENT; 700 * 400];
        for (i, p) in sparse.iter_mut().enumerate() {
            let (x, y) = (i % 700, i / 700);
            if (x / 64 + y / 64) % 5 == 0 && (x + y) % 3 != 0 {
                *p = ((x * 7 + y) % 200) as u8;
            }
        }
        roundtrip(&sparse, 700);
        roundtrip(&[TRANSPARENT; 100_000], 1000);
        let steps: Vec<u8> = (0..50_000usize)
            .map(|i| {
                if (i * i) % 37 < 30 {
                    TRANSPARENT
                } else {
                    (i % 3) as u8
                }
            })
            .collect();
        roundtrip(&steps, 500);
        // Every code width boundary.
        for n in [
            255usize, 256, 257, 510, 511, 512, 513, 1022, 1023, 1024, 2047, 2048, 4093, 4094, 4095,
            4096, 4097,
        ] {
            let data: Vec<u8> = (0..n).map(|i| (i * 7 % 256) as u8).collect();
            roundtrip(&data, n as u16);
        }
    }

    #[test]
    fn lzw_round_trips_every_code_size() {
        for bits in 2..=8u32 {
            let top = 1u32 << bits;
            let mut x = 99u32;
            let data: Vec<u8> = (0..30_000)
                .map(|i| {
                    x ^= x << 13;
                    x ^= x >> 17;
                    x ^= x << 5;
                    if i % 100 < 60 { 0 } else { (x % top) as u8 }
                })
                .collect();
            roundtrip_with(&data, 300, bits, Some(0));
            roundtrip_with(&data, 300, bits, None);
            let ramp: Vec<u8> = (0..5000u32).map(|i| (i / 7 % top) as u8).collect();
            roundtrip_with(&ramp, 100, bits, Some((top - 1) as u8));
            roundtrip_with(&[(top - 1) as u8; 9000], 90, bits, Some((top - 1) as u8));
        }
    }
}
