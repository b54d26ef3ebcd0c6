//! The per-move path, in palette indices: copy the cached board, copy the
//! tinted squares of the last move, ghosts and pieces (each already drawn
//! on its kind of square), blend the trail and the caption's text through
//! lookup tables.

use hnefi_engine::{Piece, Side, Square, Winner};

use crate::layers::Layers;
use crate::quant::{Blend, level};
use crate::raster::sdf;
use crate::view::BoardView;

/// What differs between a still picture and a frame of a replay. A replay
/// shows motion by itself and pays for every changed pixel, so its frames
/// leave out the tinted squares (the trail stays) and keep the caption's
/// per-move part small: a disc for the side to move and the move number.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Mode {
    pub tint: bool,
    pub compact: bool,
    /// Width of the trail, as a share of the square.
    pub trail: f32,
}

pub(crate) const STILL: Mode = Mode {
    tint: true,
    compact: false,
    trail: 0.12,
};

pub(crate) const FRAME: Mode = Mode {
    tint: false,
    compact: true,
    trail: 0.08,
};

/// Draws `view` into `out` (palette indices, the layers' size).
pub(crate) fn compose(layers: &Layers, view: &BoardView, mode: Mode, out: &mut Vec<u8>) {
    out.clear();
    out.extend_from_slice(&layers.board);
    let n = layers.geo.n as u8;
    let on_board = |sq: &Square| sq.is_on(n);
    let position = view.position;
    let last = view
        .last_move
        .filter(|m| on_board(&m.from) && on_board(&m.to));

    if let Some(mv) = last.filter(|_| mode.tint) {
        layers.put_square(out, mv.from, true);
        layers.put_square(out, mv.to, true);
    }
    for &(sq, piece) in view.captured.iter().filter(|(sq, _)| on_board(sq)) {
        if position.piece_at(sq).is_none() {
            layers.put_ghost(out, sq, piece);
        }
    }
    if let Some(sq) = view.king_captured.filter(on_board)
        && !view.captured.iter().any(|(c, _)| *c == sq)
        && position.piece_at(sq).is_none()
    {
        layers.put_ghost(out, sq, Piece::King);
    }
    if let Some(mv) = last {
        trail(out, layers, mv.from, mv.to, &layers.trail, mode);
    }
    if let Some(to) = view.troll_king_leap.filter(on_board) {
        let stone = position.variant().spec().mechanics.troll_king;
        if let Some(from) = stone.filter(|st| *st != to && on_board(st)) {
            trail(out, layers, from, to, &layers.leap, mode);
        }
    }
    for side in Side::BOTH {
        for sq in position.pieces(side).iter().filter(on_board) {
            if let Some(piece) = position.piece_at(sq) {
                let tint = mode.tint && last.is_some_and(|m| m.to == sq || m.from == sq);
                layers.put_piece(out, sq, piece, tint);
            }
        }
    }
    // A captured square that is occupied again (the troll king's leap):
    // a small cross in its corner.
    for &(sq, _) in view.captured.iter().filter(|(sq, _)| on_board(sq)) {
        if let Some(piece) = position.piece_at(sq) {
            layers.put_badge(out, sq, piece);
        }
    }
    caption(layers, view, mode, out);
}

/// Blends the shape `shape` inside `bounds` through `blend` (at most `alpha`).
fn paint(
    out: &mut [u8],
    width: usize,
    bounds: (i32, i32, i32, i32),
    shape: impl Fn(f32, f32) -> f32,
    blend: &Blend,
) {
    let height = (out.len() / width) as i32;
    let (x0, y0) = (bounds.0.max(0), bounds.1.max(0));
    let (x1, y1) = (bounds.2.min(width as i32), bounds.3.min(height));
    for y in y0..y1 {
        let row = y as usize * width;
        for x in x0..x1 {
            let d = shape(x as f32 + 0.5, y as f32 + 0.5);
            let l = level((0.5 - d).clamp(0.0, 1.0));
            if l > 0 {
                let i = row + x as usize;
                out[i] = blend.apply(out[i], l);
            }
        }
    }
}

fn centre(layers: &Layers, sq: Square) -> (f32, f32) {
    let (x, y) = layers.geo.square_origin(sq);
    let h = layers.geo.square as f32 / 2.0;
    (x as f32 + h, y as f32 + h)
}

/// A trail from the centre of `from` to the centre of `to`, under the
/// pieces: the moved piece covers its end, a dot marks where it started.
fn trail(out: &mut [u8], layers: &Layers, from: Square, to: Square, blend: &Blend, mode: Mode) {
    let s = layers.geo.square as f32;
    let width = layers.geo.width as usize;
    let (ax, ay) = centre(layers, from);
    let (bx, by) = centre(layers, to);
    let w = (s * mode.trail).max(2.0);
    let r = s * (mode.trail + 0.01);
    let dot = sdf::circle(ax, ay, r);
    let line = sdf::capsule(ax, ay, bx, by, w);
    let pad = r.ceil() as i32 + 2;
    let bounds = (
        ax.min(bx) as i32 - pad,
        ay.min(by) as i32 - pad,
        ax.max(bx) as i32 + pad + 1,
        ay.max(by) as i32 + pad + 1,
    );
    paint(
        out,
        width,
        bounds,
        move |x, y| line(x, y).min(dot(x, y)),
        blend,
    );
}

/// Draws `text` through `blend` with its pen at `x` on baseline `y`.
fn text(
    out: &mut [u8],
    width: usize,
    face: &crate::text::Typeface,
    x: f32,
    y: f32,
    text: &str,
    blend: &Blend,
) -> f32 {
    let height = (out.len() / width) as i32;
    face.draw_with(x, y, text, |px, py, a| {
        if px < 0 || py < 0 || px >= width as i32 || py >= height {
            return;
        }
        let l = level(a as f32 / 255.0);
        if l > 0 {
            let i = py as usize * width + px as usize;
            out[i] = blend.apply(out[i], l);
        }
    })
}

/// Three lines: the variant and the move number; the players; whose move
/// it is (or the result) and any announcement.
fn caption(layers: &Layers, view: &BoardView, mode: Mode, out: &mut [u8]) {
    let width = layers.geo.width as usize;
    let cap = &view.caption;
    let (left, right) = (layers.text_left, layers.text_right);
    let [first, second, third] = layers.lines;
    let gap = layers.body.px() * 0.5;

    // Line 1: variant name, move number on the right.
    let moves = cap.move_text();
    let moves_w = if mode.compact {
        0.0
    } else {
        let w = layers.body.measure(&moves);
        text(
            out,
            width,
            &layers.body,
            right - w,
            first,
            &moves,
            &layers.muted,
        );
        w
    };
    let title = layers
        .title
        .fit(&cap.variant, right - left - moves_w - gap * 2.0);
    text(out, width, &layers.title, left, first, &title, &layers.text);

    // Line 2: who plays whom.
    let legend_w = layers.legend[0].w as f32;
    let half = (right - left) / 2.0;
    let mut x = left;
    for (i, side) in Side::BOTH.into_iter().enumerate() {
        let player = match side {
            Side::Attackers => cap.players.attackers.as_deref(),
            Side::Defenders => cap.players.defenders.as_deref(),
        };
        let space = half - legend_w - gap * 1.5;
        legend(layers, out, i, x, second);
        let tx = x + legend_w + gap * 0.6;
        match player.map(clean).filter(|p| !p.is_empty()) {
            Some(name) => {
                let side_text = format!(" · {}", cap.side(side));
                let side_w = layers.body.measure(&side_text);
                let name = layers
                    .body_bold
                    .fit(&name, (space - side_w).max(space * 0.5));
                let end = text(
                    out,
                    width,
                    &layers.body_bold,
                    tx,
                    second,
                    &name,
                    &layers.text,
                );
                let side_text = layers.body.fit(&side_text, (tx + space - end).max(0.0));
                if side_text != "…" {
                    text(
                        out,
                        width,
                        &layers.body,
                        end,
                        second,
                        &side_text,
                        &layers.muted,
                    );
                }
            }
            None => {
                let name = layers.body_bold.fit(cap.side(side), space);
                text(
                    out,
                    width,
                    &layers.body_bold,
                    tx,
                    second,
                    &name,
                    &layers.text,
                );
            }
        }
        x = left + half;
    }

    // Line 3: whose move, or the result; then any announcement.
    let status = if mode.compact && cap.outcome.is_none() {
        moves
    } else {
        cap.status()
    };
    let mut x = left;
    let badge = cap.announcement.as_deref().map(|a| {
        let w = layers.body_bold.measure(a) + gap * 1.6;
        (a, w)
    });
    let room = right - left - badge.map_or(0.0, |(_, w)| w + gap);
    match (cap.outcome, cap.to_move) {
        (Some(outcome), _) => {
            let winner = match outcome.winner {
                Winner::Attackers => Some(0),
                Winner::Defenders => Some(1),
                Winner::Draw => None,
            };
            if let Some(i) = winner {
                legend(layers, out, i, x, third);
                x += legend_w + gap * 0.6;
            }
            let t = layers.body_bold.fit(&status, room - (x - left));
            x = text(out, width, &layers.body_bold, x, third, &t, &layers.result);
        }
        (None, Some(side)) => {
            let i = if side == Side::Attackers { 0 } else { 1 };
            legend(layers, out, i, x, third);
            x += legend_w + gap * 0.6;
            let t = layers.body.fit(&status, room - (x - left));
            x = text(out, width, &layers.body, x, third, &t, &layers.text);
        }
        (None, None) => {}
    }
    if let Some((label, w)) = badge {
        let x0 = if x > left { x + gap } else { x };
        let face = &layers.body_bold;
        let h = face.ascent - face.descent;
        let cy = third - face.ascent - h * 0.12 + h * 0.62;
        let (cx, hw, hh) = (x0 + w / 2.0, w / 2.0, h * 0.62);
        paint(
            out,
            width,
            (
                x0 as i32 - 1,
                (cy - hh) as i32 - 1,
                (x0 + w) as i32 + 2,
                (cy + hh) as i32 + 2,
            ),
            sdf::rounded_rect(cx, cy, hw, hh, hh * 0.6),
            &layers.pill,
        );
        text(
            out,
            width,
            face,
            x0 + gap * 0.8,
            third,
            label,
            &layers.pill_text,
        );
    }
}

/// The small disc of side `i` (0 attackers, 1 defenders), centred on the
/// text's x-height at `baseline`.
fn legend(layers: &Layers, out: &mut [u8], i: usize, x: f32, baseline: f32) {
    let tile = &layers.legend[i];
    let mid = baseline - layers.body.ascent * 0.36;
    tile.put(
        out,
        layers.geo.width as usize,
        x as i32,
        (mid - tile.h as f32 / 2.0).round() as i32,
    );
}

/// A player's name without control characters or surrounding space.
fn clean(name: &str) -> String {
    name.chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect::<String>()
        .trim()
        .to_string()
}
