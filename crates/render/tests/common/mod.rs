//! Helpers shared by the renderer's tests: squares, what a pixel shows,
//! and deterministic "random" games.
#![allow(dead_code)]

use hnefi_engine::{Game, Square};
use hnefi_render::image::{Rgb, RgbImage};

pub fn sq(name: &str) -> Square {
    Square::parse(name).unwrap()
}

pub fn luma(p: Rgb<u8>) -> f32 {
    0.2126 * p.0[0] as f32 + 0.7152 * p.0[1] as f32 + 0.0722 * p.0[2] as f32
}

pub fn at(img: &RgbImage, xy: (u32, u32)) -> Rgb<u8> {
    *img.get_pixel(xy.0, xy.1)
}

/// Dark, neutral: an attacker's body.
pub fn is_attacker(p: Rgb<u8>) -> bool {
    luma(p) < 90.0
}

/// Light and nearly neutral: a defender's ivory body.
pub fn is_defender(p: Rgb<u8>) -> bool {
    luma(p) > 200.0 && (p.0[0] as i32 - p.0[2] as i32) < 40
}

/// The same moves on every run for the same seed (xorshift), so that a
/// test's "random" game never changes.
pub struct Lot(u64);

impl Lot {
    pub fn new(seed: u64) -> Lot {
        Lot(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    /// Plays one of `game`'s legal moves.
    pub fn play(&mut self, game: &mut Game) {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        let moves = game.legal_moves();
        game.play(moves[(self.0 % moves.len() as u64) as usize])
            .unwrap();
    }
}
