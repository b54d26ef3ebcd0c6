//! The drawings, in RGB, made once per cache entry: pieces with their
//! shadows, ghosts and marks, special squares, coordinates. Every shape is
//! a signed distance field, so every edge is anti-aliased.

use hnefi_engine::Piece;
use image::{ImageBuffer, Luma, RgbImage};

use crate::layers::{Geometry, Special};
use crate::raster::{Canvas, Rgb, Sprite, sdf};
use crate::text::{Face, Typeface};
use crate::theme::Palette;

/// A piece's radius as a share of the square.
pub(crate) fn radius(piece: Piece) -> f32 {
    match piece {
        Piece::King | Piece::TrollKing => 0.43,
        _ => 0.40,
    }
}

/// A piece without its shadow, on an `size` x `size` canvas, drawn for a
/// square of side `s`.
pub(crate) fn piece_body(pal: &Palette, piece: Piece, s: f32, size: usize) -> Canvas {
    let mut c = Canvas::new(size, size);
    let (cx, cy) = (size as f32 / 2.0, size as f32 / 2.0);
    let r = s * radius(piece);
    let dark = piece.side() == hnefi_engine::Side::Attackers;
    let (top, bottom, rim, inner) = if dark {
        (
            pal.attacker_top,
            pal.attacker_bottom,
            pal.attacker_rim,
            pal.attacker_inner,
        )
    } else {
        (
            pal.defender_top,
            pal.defender_bottom,
            pal.defender_rim,
            pal.defender_inner,
        )
    };
    let rim_w = (s * 0.05).max(1.3);
    // Body: one flat colour (a gradient would cost every pixel of every
    // piece in the PNG and the GIF), between the theme's top and bottom.
    c.fill(sdf::circle(cx, cy, r), top.mix(bottom, 0.5), 1.0);
    // A turned groove, as on a wooden game piece (the special pieces' large
    // emblems stand where it would be).
    if s >= 14.0 && !is_special(piece) {
        c.fill(
            sdf::ring(cx, cy, r * 0.70, (s * 0.022).max(1.0)),
            inner,
            0.9,
        );
    }
    c.fill(sdf::ring(cx, cy, r - rim_w / 2.0, rim_w), rim, 1.0);
    let at = |ux: f32, uy: f32| (cx + ux * r, cy + uy * r);
    let pts = |list: &[(f32, f32)]| list.iter().map(|&(x, y)| at(x, y)).collect::<Vec<_>>();
    let line = (s * 0.035).max(1.0);
    match piece {
        Piece::King => {
            c.fill(
                sdf::ring(cx, cy, r * 0.86, (s * 0.035).max(1.0)),
                pal.crown,
                1.0,
            );
            let crown = pts(&[
                (-0.50, 0.34),
                (-0.60, -0.30),
                (-0.27, -0.02),
                (0.0, -0.46),
                (0.27, -0.02),
                (0.60, -0.30),
                (0.50, 0.34),
            ]);
            let balls = [(-0.60, -0.34), (0.0, -0.50), (0.60, -0.34)];
            let ball_r = r * 0.085;
            let shape = {
                let poly = sdf::polygon(crown);
                let bs: Vec<(f32, f32)> = balls.iter().map(|&(x, y)| at(x, y)).collect();
                move |x: f32, y: f32| {
                    bs.iter()
                        .map(|&(bx, by)| (x - bx).hypot(y - by) - ball_r)
                        .fold(poly(x, y), f32::min)
                }
            };
            let shape = std::sync::Arc::new(shape);
            let s2 = std::sync::Arc::clone(&shape);
            c.fill(move |x, y| shape(x, y), pal.crown, 1.0);
            c.fill(sdf::stroke(move |x, y| s2(x, y), line), pal.crown_rim, 1.0);
            let (bx0, by) = at(-0.48, 0.16);
            let (bx1, _) = at(0.48, 0.16);
            c.fill(
                sdf::capsule(bx0, by, bx1, by, line * 0.9),
                pal.crown_rim,
                0.9,
            );
        }
        Piece::Evangelist => {
            let (w, arm_y) = (0.13, -0.20);
            let vertical = sdf::rounded_rect(cx, cy + 0.02 * r, w * r, 0.58 * r, r * 0.03);
            let (_, ay) = at(0.0, arm_y);
            let horizontal = sdf::rounded_rect(cx, ay, 0.40 * r, w * r, r * 0.03);
            let cross = std::sync::Arc::new(sdf::union(vertical, horizontal));
            let c2 = std::sync::Arc::clone(&cross);
            c.fill(move |x, y| cross(x, y), pal.cross, 1.0);
            c.fill(
                sdf::stroke(move |x, y| c2(x, y), line * 0.8),
                pal.defender_rim,
                1.0,
            );
        }
        Piece::TrollKing => {
            c.fill(
                sdf::ring(cx, cy, r * 0.86, (s * 0.04).max(1.0)),
                pal.troll_crown,
                1.0,
            );
            let crown = pts(&[
                (-0.52, 0.32),
                (-0.62, -0.42),
                (-0.34, -0.06),
                (-0.20, -0.52),
                (0.0, -0.10),
                (0.20, -0.52),
                (0.34, -0.06),
                (0.62, -0.42),
                (0.52, 0.32),
            ]);
            let shape = std::sync::Arc::new(sdf::polygon(crown));
            let s2 = std::sync::Arc::clone(&shape);
            c.fill(move |x, y| shape(x, y), pal.troll_crown, 1.0);
            c.fill(
                sdf::stroke(move |x, y| s2(x, y), line * 0.8),
                pal.attacker_rim,
                1.0,
            );
        }
        Piece::Commander(_) | Piece::Knight(_) | Piece::Guard(_) | Piece::Mercenary(_) => {
            special_emblem(&mut c, pal, piece, (cx, cy), r, s);
        }
        Piece::Attacker | Piece::Defender => {}
    }
    c
}

/// A rule set's special piece (docs/rules.md 5.1): commanders, knights,
/// mercenaries and guards of either side.
pub(crate) fn is_special(piece: Piece) -> bool {
    matches!(
        piece,
        Piece::Commander(_) | Piece::Knight(_) | Piece::Mercenary(_) | Piece::Guard(_)
    )
}

/// The emblem of a special piece on its body (radius `r`, centred at `c`),
/// drawn for a square of side `s`. Each kind has its own shape and its own
/// hue, so that a glance tells them apart even where a square is a few
/// millimetres on a phone: a red star for the commander, a blue lozenge for
/// the knight, a green shield for the guard, and for the mercenary, who
/// changes sides when captured, a coin half in either side's colour. The
/// shapes are large and outlined in the body's rim colour; on the
/// attackers' dark bodies their hues are lighter. On small squares they
/// shrink a little, so that enough of the body shows to tell the side.
fn special_emblem(
    c: &mut Canvas,
    pal: &Palette,
    piece: Piece,
    (cx, cy): (f32, f32),
    r: f32,
    s: f32,
) {
    let dark = piece.side() == hnefi_engine::Side::Attackers;
    let (own, other, rim) = if dark {
        (
            pal.attacker_top.mix(pal.attacker_bottom, 0.5),
            pal.defender_top.mix(pal.defender_bottom, 0.5),
            pal.attacker_rim,
        )
    } else {
        (
            pal.defender_top.mix(pal.defender_bottom, 0.5),
            pal.attacker_top.mix(pal.attacker_bottom, 0.5),
            pal.defender_rim,
        )
    };
    // On tiny squares (a 19x19 board a few hundred pixels wide) the emblem
    // shrinks and loses its outline, so that the body still shows: full
    // size from 40-pixel squares, 70% at 14 pixels.
    let outline = (s * 0.03).max(1.0) * ((s - 12.0) / 8.0).clamp(0.0, 1.0);
    let k = 0.7 + 0.3 * ((s - 14.0) / 26.0).clamp(0.0, 1.0);
    let at = |ux: f32, uy: f32| (cx + ux * r * k, cy + uy * r * k);
    let pts = |list: &[(f32, f32)]| list.iter().map(|&(x, y)| at(x, y)).collect::<Vec<_>>();
    let (outline_shape, [light, on_dark]): (Vec<(f32, f32)>, [Rgb; 2]) = match piece {
        Piece::Commander(_) => {
            let mut star = Vec::new();
            for i in 0..10 {
                let angle = std::f32::consts::PI * (i as f32 / 5.0 - 0.5);
                let radius = if i % 2 == 0 { 0.70 } else { 0.32 };
                star.push((radius * angle.cos(), radius * angle.sin() + 0.05));
            }
            (pts(&star), [pal.commander, pal.commander_on_dark])
        }
        Piece::Knight(_) => (
            pts(&[(0.0, -0.70), (0.48, 0.0), (0.0, 0.70), (-0.48, 0.0)]),
            [pal.knight, pal.knight_on_dark],
        ),
        Piece::Guard(_) => (
            pts(&[
                (-0.50, -0.50),
                (0.50, -0.50),
                (0.50, 0.04),
                (0.0, 0.62),
                (-0.50, 0.04),
            ]),
            [pal.guard, pal.guard_on_dark],
        ),
        _ => {
            // The mercenary: an inner coin, its left half the other side's.
            let inner = r * k * 0.58;
            c.fill(sdf::circle(cx, cy, inner + outline), rim, 1.0);
            c.fill(sdf::circle(cx, cy, inner), own, 1.0);
            c.fill(
                move |x, y| sdf::circle(cx, cy, inner)(x, y).max(x - cx),
                other,
                1.0,
            );
            c.fill(
                sdf::capsule(cx, cy - inner, cx, cy + inner, outline * 0.8),
                rim,
                1.0,
            );
            return;
        }
    };
    let colour = if dark { on_dark } else { light };
    let shape = std::sync::Arc::new(sdf::polygon(outline_shape));
    let s2 = std::sync::Arc::clone(&shape);
    c.fill(move |x, y| s2(x, y) - outline, rim, 1.0);
    c.fill(move |x, y| shape(x, y), colour, 1.0);
}

/// The body over a soft shadow falling down and to the right.
pub(crate) fn with_shadow(body: &Canvas, piece: Piece, s: f32) -> Canvas {
    let (w, h) = (body.w, body.h);
    let r = s * (radius(piece) - 0.01);
    let (cx, cy) = (w as f32 / 2.0 + s * 0.025, h as f32 / 2.0 + s * 0.045);
    let disc = crate::raster::mask(w, h, sdf::circle(cx, cy, r));
    let img: ImageBuffer<Luma<f32>, Vec<f32>> =
        ImageBuffer::from_raw(w as u32, h as u32, disc).expect("mask fits its size");
    let blurred = imageproc::filter::gaussian_blur_f32(&img, (s * 0.035).max(0.6));
    let mut out = Canvas::new(w, h);
    out.shade(blurred.as_raw(), 0.45);
    out.over(body);
    out
}

/// The capture cross: centred at (fx, fy) of the square, scaled by `k`.
pub(crate) fn capture_mark(pal: &Palette, s: usize, fx: f32, fy: f32, k: f32) -> Sprite {
    let sf = s as f32;
    let mut c = Canvas::new(s, s);
    let (cx, cy) = (sf * fx, sf * fy);
    let arm = sf * 0.17 * k;
    let w = (sf * 0.085 * k).max(1.5);
    let rim = (sf * 0.03 * k).max(1.0);
    for width in [w + 2.0 * rim, w] {
        let colour = if width > w {
            pal.capture_rim
        } else {
            pal.capture
        };
        c.fill(
            sdf::capsule(cx - arm, cy - arm, cx + arm, cy + arm, width),
            colour,
            1.0,
        );
        c.fill(
            sdf::capsule(cx - arm, cy + arm, cx + arm, cy - arm, width),
            colour,
            1.0,
        );
    }
    c.sprite()
}

/// A special square's drawing: the grid line around it, its tile and its
/// emblem.
pub(crate) fn special_square(pal: &Palette, kind: Special, s: usize, grid: usize) -> Sprite {
    let sf = s as f32;
    let mut c = Canvas::new(s, s);
    let (cx, cy) = (sf / 2.0, sf / 2.0);
    c.fill(
        sdf::rounded_rect(cx, cy, cx + 1.0, cy + 1.0, 0.0),
        pal.grid,
        1.0,
    );
    let half = sf / 2.0 - grid as f32;
    let tile = sdf::rounded_rect(cx, cy, half, half, 0.0);
    let stroke = (sf * 0.045).max(1.2);
    let clip = move |d: f32, x: f32, y: f32| d.max(tile(x, y));
    match kind {
        Special::Throne => {
            c.fill(tile, pal.throne, 1.0);
            // A dais seen from above: steps to a seat.
            let k = half * 0.62;
            for (fx, fy) in [(-1.0, -1.0), (1.0, -1.0), (-1.0, 1.0), (1.0, 1.0)] {
                c.fill(
                    sdf::capsule(
                        cx + fx * half,
                        cy + fy * half,
                        cx + fx * k,
                        cy + fy * k,
                        stroke * 0.7,
                    ),
                    pal.throne_mark,
                    0.7,
                );
            }
            c.fill(
                sdf::stroke(sdf::rounded_rect(cx, cy, k, k, sf * 0.04), stroke),
                pal.throne_mark,
                1.0,
            );
            c.fill(
                sdf::polygon(vec![
                    (cx, cy - k * 0.55),
                    (cx + k * 0.55, cy),
                    (cx, cy + k * 0.55),
                    (cx - k * 0.55, cy),
                ]),
                pal.throne_mark,
                0.85,
            );
        }
        Special::Trollstone => {
            c.fill(tile, pal.stone, 1.0);
            let stone: Vec<(f32, f32)> = [
                (-0.62, 0.10),
                (-0.50, -0.48),
                (-0.08, -0.70),
                (0.46, -0.56),
                (0.66, -0.04),
                (0.52, 0.52),
                (0.02, 0.70),
                (-0.48, 0.56),
            ]
            .iter()
            .map(|&(x, y)| (cx + x * half * 0.92, cy + y * half * 0.92))
            .collect();
            let shape = std::sync::Arc::new(sdf::polygon(stone));
            let s2 = std::sync::Arc::clone(&shape);
            c.fill(move |x, y| shape(x, y) + sf * 0.03, pal.stone_face, 1.0);
            c.fill(
                sdf::stroke(move |x, y| s2(x, y) + sf * 0.03, stroke * 0.8),
                pal.stone_mark,
                1.0,
            );
            // The rune Tiwaz, cut into the stone.
            let h = half * 0.46;
            let w = stroke * 0.9;
            c.fill(sdf::capsule(cx, cy - h, cx, cy + h, w), pal.stone_mark, 1.0);
            c.fill(
                sdf::capsule(cx, cy - h, cx - h * 0.5, cy - h * 0.45, w),
                pal.stone_mark,
                1.0,
            );
            c.fill(
                sdf::capsule(cx, cy - h, cx + h * 0.5, cy - h * 0.45, w),
                pal.stone_mark,
                1.0,
            );
        }
        Special::Corner | Special::Red => {
            let (fill, mark) = if kind == Special::Red {
                (pal.red, pal.red_mark)
            } else {
                (pal.corner, pal.corner_mark)
            };
            c.fill(tile, fill, 1.0);
            let period = sf / 5.0;
            let w = (sf * 0.04).max(1.0);
            c.fill(
                move |x, y| {
                    let u = (x - y) / std::f32::consts::SQRT_2;
                    clip((u - period * (u / period).round()).abs() - w / 2.0, x, y)
                },
                mark,
                if kind == Special::Red { 0.75 } else { 0.5 },
            );
            c.fill(
                sdf::stroke(
                    sdf::rounded_rect(cx, cy, half * 0.78, half * 0.78, 0.0),
                    stroke,
                ),
                mark,
                1.0,
            );
        }
        Special::Burg => {
            c.fill(tile, pal.corner, 1.0);
            // A tower with three merlons and a gate.
            let u = half * 0.62;
            let body = sdf::rounded_rect(cx, cy + u * 0.22, u * 0.78, u * 0.78, 0.0);
            let merlon = move |x: f32, y: f32| {
                [-0.62f32, 0.0, 0.62]
                    .iter()
                    .map(|&m| {
                        sdf::rounded_rect(cx + m * u, cy - u * 0.70, u * 0.17, u * 0.18, 0.0)(x, y)
                    })
                    .fold(f32::MAX, f32::min)
            };
            let gate = sdf::union(
                sdf::rounded_rect(cx, cy + u * 0.72, u * 0.24, u * 0.30, 0.0),
                sdf::circle(cx, cy + u * 0.42, u * 0.24),
            );
            let tower = std::sync::Arc::new(move |x: f32, y: f32| {
                body(x, y).min(merlon(x, y)).max(-gate(x, y))
            });
            let t2 = std::sync::Arc::clone(&tower);
            c.fill(move |x, y| tower(x, y), pal.corner_mark, 1.0);
            c.fill(
                sdf::stroke(move |x, y| t2(x, y), stroke * 0.5),
                pal.border,
                0.6,
            );
        }
        Special::AttackerFort | Special::DefenderFort => {
            // A fort seen from above: a square wall with a tower at each
            // corner, in the colours of its side's pieces; the towers
            // still show round a piece standing in it.
            let (ground, wall, rim) = if kind == Special::AttackerFort {
                (
                    pal.fort_attackers,
                    pal.attacker_top.mix(pal.attacker_bottom, 0.5),
                    pal.attacker_rim,
                )
            } else {
                (
                    pal.fort_defenders,
                    pal.defender_top.mix(pal.defender_bottom, 0.5),
                    pal.defender_rim,
                )
            };
            c.fill(tile, ground, 1.0);
            let k = half * 0.82;
            let wall_w = (half * 0.12).max(1.5);
            let tower = half * 0.19;
            let shape = std::sync::Arc::new(move |x: f32, y: f32| {
                let ring = sdf::stroke(sdf::rounded_rect(cx, cy, k, k, 0.0), wall_w)(x, y);
                let (dx, dy) = ((x - cx).abs(), (y - cy).abs());
                let towers = sdf::rounded_rect(k, k, tower, tower, tower * 0.25)(dx, dy);
                ring.min(towers)
            });
            let s2 = std::sync::Arc::clone(&shape);
            let edge = (stroke * 0.5).max(1.0);
            c.fill(move |x, y| s2(x, y) - edge, rim, 1.0);
            c.fill(move |x, y| shape(x, y), wall, 1.0);
        }
        Special::Unusable => {
            c.fill(tile, pal.unusable, 1.0);
            let k = half * 0.55;
            for (a, b) in [((-k, -k), (k, k)), ((-k, k), (k, -k))] {
                c.fill(
                    sdf::capsule(cx + a.0, cy + a.1, cx + b.0, cy + b.1, stroke),
                    pal.unusable_mark,
                    1.0,
                );
            }
        }
        Special::Marked => {
            c.fill(tile, pal.marked, 1.0);
            c.fill(
                sdf::ring(cx, cy, half * 0.56, stroke * 1.1),
                pal.marked_mark,
                1.0,
            );
            c.fill(sdf::circle(cx, cy, half * 0.16), pal.marked_mark, 1.0);
        }
        Special::Gold => {
            c.paint(
                tile,
                |x, y| {
                    let t = ((x + y) / (2.0 * sf)).clamp(0.0, 1.0);
                    pal.gold_light.mix(pal.gold, (t * 1.6).min(1.0))
                },
                1.0,
            );
            let k = half * 0.66;
            let q = k * 0.28;
            let star = vec![
                (cx, cy - k),
                (cx + q, cy - q),
                (cx + k, cy),
                (cx + q, cy + q),
                (cx, cy + k),
                (cx - q, cy + q),
                (cx - k, cy),
                (cx - q, cy - q),
            ];
            let shape = std::sync::Arc::new(sdf::polygon(star));
            let s2 = std::sync::Arc::clone(&shape);
            c.fill(move |x, y| shape(x, y), pal.gold_light, 1.0);
            c.fill(
                sdf::stroke(move |x, y| s2(x, y), stroke * 0.7),
                pal.gold_mark,
                1.0,
            );
        }
    }
    c.sprite()
}

/// Coordinates on all four sides: letters above and below, numbers left
/// and right.
pub(crate) fn draw_coordinates(img: &mut RgbImage, geo: &Geometry, pal: &Palette) {
    let s = geo.square as f32;
    let margin = geo.margin_left.min(geo.margin_right) as f32;
    let px = (margin * 0.62).min(s * 0.42).max(7.0);
    let face = Typeface::new(Face::Bold, px);
    let cap = face.ascent * 0.72; // height of a digit or capital, roughly
    let board_bottom = geo.board_top as f32 + geo.n as f32 * s;
    let board_right = geo.board_left as f32 + geo.n as f32 * s;
    for i in 0..geo.n {
        let letter = ((b'a' + i as u8) as char).to_string();
        let x = geo.board_left as f32 + (i as f32 + 0.5) * s - face.measure(&letter) / 2.0;
        let top = geo.board_top as f32 - geo.margin_left as f32 / 2.0 + cap * 0.45;
        let bottom = board_bottom + geo.margin_right as f32 / 2.0 + cap * 0.45;
        face.draw(img, x, top, &letter, pal.frame_text);
        face.draw(img, x, bottom, &letter, pal.frame_text);
        let number = (geo.n - i).to_string();
        let y = geo.board_top as f32 + (i as f32 + 0.5) * s + cap * 0.5;
        let w = face.measure(&number);
        let left = geo.margin_left as f32 / 2.0 - w / 2.0;
        let right = board_right + geo.margin_right as f32 / 2.0 - w / 2.0;
        face.draw(img, left, y, &number, pal.frame_text);
        face.draw(img, right, y, &number, pal.frame_text);
    }
}
