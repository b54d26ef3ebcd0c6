//! The per-move path, in palette indices: copy the cached board, copy the
//! tinted squares of the last move, ghosts and pieces (each already drawn
//! on its kind of square), blend the trail and the caption's text through
//! lookup tables.

use hnefi_engine::{Piece, Side, Square, Winner};

use crate::layers::{Layers, TileId};
use crate::quant::{Blend, LEVELS, level};
use crate::raster::sdf;
use crate::view::BoardView;

/// What differs between a still picture and a frame of a replay. A replay
/// shows motion by itself, and each frame pays for the rectangle around
/// everything it changes: a mark of the last move (tint, trail, even a dot)
/// or a move number has to be wiped by the next frame, away from that
/// frame's move, and the LZW codes for the unchanged pixels in between add
/// a third to a half to the frame (a 60-move 11x11 replay: 169 KB without
/// marks, 198 KB with a dot where the piece came from, 219 KB with the
/// trail, 274 KB with the trail and the move number). So the frames show
/// the pieces only (captures still leave their ghosts, and announcements
/// their badge), and the held last frame has the whole caption.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Mode {
    /// The squares of the last move tinted.
    pub tint: bool,
    /// The trail of the last move (and of the troll king's leap): its width
    /// as a share of the square.
    pub trail: Option<f32>,
    /// The caption's per-move parts: the move number, whose move it is.
    pub per_move: bool,
}

pub(crate) const STILL: Mode = Mode {
    tint: true,
    trail: Some(0.12),
    per_move: true,
};

/// A frame of a replay but the last.
pub(crate) const FRAME: Mode = Mode {
    tint: false,
    trail: None,
    per_move: false,
};

/// The last frame of a replay, held on the final position.
pub(crate) const LAST_FRAME: Mode = Mode {
    per_move: true,
    ..FRAME
};

/// Draws `view` into `out` (palette indices, the layers' size). `map`
/// receives the tile each square shows exactly, if any (by `rank * n +
/// file`), for the PNG writer.
pub(crate) fn compose(
    layers: &Layers,
    view: &BoardView,
    mode: Mode,
    out: &mut Vec<u8>,
    map: &mut Vec<Option<TileId>>,
) {
    out.clear();
    out.extend_from_slice(&layers.board);
    map.clear();
    map.extend_from_slice(layers.board_tiles());
    let n = layers.geo.n as u8;
    let on_board = |sq: &Square| sq.is_on(n);
    let position = view.position;
    let last = view
        .last_move
        .filter(|m| on_board(&m.from) && on_board(&m.to));

    if let Some(mv) = last.filter(|_| mode.tint) {
        layers.put_square(out, map, mv.from, true);
        layers.put_square(out, map, mv.to, true);
    }
    for &(sq, piece) in view.captured.iter().filter(|(sq, _)| on_board(sq)) {
        if position.piece_at(sq).is_none() {
            layers.put_ghost(out, map, sq, piece);
        }
    }
    if let Some(sq) = view.king_captured.filter(on_board)
        && !view.captured.iter().any(|(c, _)| *c == sq)
        && position.piece_at(sq).is_none()
    {
        layers.put_ghost(out, map, sq, Piece::King);
    }
    if let (Some(mv), Some(width)) = (last, mode.trail) {
        trail(out, map, layers, mv.from, mv.to, &layers.trail, width);
    }
    if let (Some(to), Some(width)) = (view.troll_king_leap.filter(on_board), mode.trail) {
        let stone = position.variant().spec().mechanics.troll_king;
        if let Some(from) = stone.filter(|st| *st != to && on_board(st)) {
            trail(out, map, layers, from, to, &layers.leap, width);
        }
    }
    for side in Side::BOTH {
        for sq in position.pieces(side).iter().filter(on_board) {
            if let Some(piece) = position.piece_at(sq) {
                let tint = mode.tint && last.is_some_and(|m| m.to == sq || m.from == sq);
                layers.put_piece(out, map, sq, piece, tint);
            }
        }
    }
    // A captured square that is occupied again (the troll king's leap):
    // a small cross in its corner.
    for &(sq, _) in view.captured.iter().filter(|(sq, _)| on_board(sq)) {
        if let Some(piece) = position.piece_at(sq) {
            layers.put_badge(out, map, sq, piece);
        }
    }
    caption(layers, view, mode, out, map);
}

/// Blends the shape `shape` inside `bounds` through `blend` (at most `alpha`).
fn paint(
    out: &mut [u8],
    map: &mut [Option<TileId>],
    layers: &Layers,
    bounds: (i32, i32, i32, i32),
    shape: impl Fn(f32, f32) -> f32,
    blend: &Blend,
) {
    layers.touch(map, bounds.0, bounds.1, bounds.2, bounds.3);
    let width = layers.geo.width as usize;
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
fn trail(
    out: &mut [u8],
    map: &mut [Option<TileId>],
    layers: &Layers,
    from: Square,
    to: Square,
    blend: &Blend,
    width: f32,
) {
    let s = layers.geo.square as f32;
    let (ax, ay) = centre(layers, from);
    let (bx, by) = centre(layers, to);
    let w = (s * width).max(2.0);
    let r = s * (width + 0.01);
    let pad = r.ceil() as i32 + 2;
    let bounds = (
        ax.min(bx) as i32 - pad,
        ay.min(by) as i32 - pad,
        ax.max(bx) as i32 + pad + 1,
        ay.max(by) as i32 + pad + 1,
    );
    layers.touch(map, bounds.0, bounds.1, bounds.2, bounds.3);
    // The distance fields of `sdf::capsule` and `sdf::circle`, squared
    // first: most pixels are well inside or outside both, and need no root.
    let width = layers.geo.width as usize;
    let height = (out.len() / width) as i32;
    let (dx, dy) = (bx - ax, by - ay);
    let len2 = (dx * dx + dy * dy).max(1e-6);
    let hw = w / 2.0;
    let squared = |d: f32| if d > 0.0 { d * d } else { -1.0 };
    let (line_in, line_out) = (squared(hw - 0.5), (hw + 0.5) * (hw + 0.5));
    let (dot_in, dot_out) = (squared(r - 0.5), (r + 0.5) * (r + 0.5));
    // Moves run along ranks and files: beside the segment (not past its
    // ends), the distance to it is the distance across.
    let (horizontal, vertical) = (dy == 0.0, dx == 0.0 && dy != 0.0);
    let (x_lo, x_hi) = (ax.min(bx), ax.max(bx));
    let (y_lo, y_hi) = (ay.min(by), ay.max(by));
    let (x0, y0) = (bounds.0.max(0), bounds.1.max(0));
    let (x1, y1) = (bounds.2.min(width as i32), bounds.3.min(height));
    for y in y0..y1 {
        let yc = y as f32 + 0.5;
        let py = yc - ay;
        let beside_rows = vertical && (y_lo..=y_hi).contains(&yc);
        let row = &mut out[y as usize * width..][x0 as usize..x1 as usize];
        for (x, o) in (x0..x1).zip(row) {
            let xc = x as f32 + 0.5;
            let px = xc - ax;
            let line = if horizontal && (x_lo..=x_hi).contains(&xc) {
                py * py
            } else if beside_rows {
                px * px
            } else {
                let t = ((px * dx + py * dy) / len2).clamp(0.0, 1.0);
                let (qx, qy) = (px - t * dx, py - t * dy);
                qx * qx + qy * qy
            };
            let dot = px * px + py * py;
            let l = if line <= line_in || dot <= dot_in {
                LEVELS - 1
            } else if line >= line_out && dot >= dot_out {
                0
            } else {
                let d = (line.sqrt() - hw).min(dot.sqrt() - r);
                level((0.5 - d).clamp(0.0, 1.0))
            };
            *o = blend.apply(*o, l);
        }
    }
}

/// Where the caption draws: the picture, its map of tiles, the layers.
struct Draw<'a> {
    out: &'a mut [u8],
    map: &'a mut [Option<TileId>],
    layers: &'a Layers,
}

/// Draws `text` through `blend` with its pen at `x` on baseline `y`.
fn text(
    d: &mut Draw,
    face: &crate::text::Typeface,
    x: f32,
    y: f32,
    text: &str,
    blend: &Blend,
) -> f32 {
    let (out, layers) = (&mut *d.out, d.layers);
    let width = layers.geo.width as i32;
    let height = (out.len() / width as usize) as i32;
    let mut reach = (i32::MAX, i32::MAX, i32::MIN, i32::MIN);
    let end = face.draw_rows(x, y, text, |gx, gy, levels| {
        let (x0, x1) = (gx.max(0), (gx + levels.len() as i32).min(width));
        if gy < 0 || gy >= height || x0 >= x1 {
            return;
        }
        let row = &mut out[(gy * width + x0) as usize..(gy * width + x1) as usize];
        for (o, &l) in row.iter_mut().zip(&levels[(x0 - gx) as usize..]) {
            *o = blend.apply(*o, l as usize);
        }
        reach = (
            reach.0.min(x0),
            reach.1.min(gy),
            reach.2.max(x1),
            reach.3.max(gy + 1),
        );
    });
    if reach.0 < reach.2 {
        layers.touch(d.map, reach.0, reach.1, reach.2, reach.3);
    }
    end
}

/// Three lines: the variant and the move number; the players; whose move
/// it is (or the result) and any announcement.
fn caption(
    layers: &Layers,
    view: &BoardView,
    mode: Mode,
    out: &mut [u8],
    map: &mut [Option<TileId>],
) {
    let d = &mut Draw { out, map, layers };
    let cap = &view.caption;
    let (left, right) = (layers.text_left, layers.text_right);
    let [first, second, third] = layers.lines;
    let gap = layers.body.px() * 0.5;

    // Line 1: variant name, move number on the right.
    let moves = cap.move_text();
    let moves_w = if !mode.per_move {
        0.0
    } else {
        let w = layers.body.measure(&moves);
        text(d, &layers.body, right - w, first, &moves, &layers.muted);
        w
    };
    let title = layers
        .title
        .fit(&cap.variant, right - left - moves_w - gap * 2.0);
    text(d, &layers.title, left, first, &title, &layers.text);

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
        legend(d, i, x, second);
        let tx = x + legend_w + gap * 0.6;
        match player.map(clean).filter(|p| !p.is_empty()) {
            Some(name) => {
                let side_text = format!(" · {}", cap.side(side));
                let side_w = layers.body.measure(&side_text);
                let name = layers
                    .body_bold
                    .fit(&name, (space - side_w).max(space * 0.5));
                let end = text(d, &layers.body_bold, tx, second, &name, &layers.text);
                let side_text = layers.body.fit(&side_text, (tx + space - end).max(0.0));
                if side_text != "…" {
                    text(d, &layers.body, end, second, &side_text, &layers.muted);
                }
            }
            None => {
                let name = layers.body_bold.fit(cap.side(side), space);
                text(d, &layers.body_bold, tx, second, &name, &layers.text);
            }
        }
        x = left + half;
    }

    // Line 3: whose move, or the result; then any announcement.
    let status = cap.status();
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
                legend(d, i, x, third);
                x += legend_w + gap * 0.6;
            }
            let t = layers.body_bold.fit(&status, room - (x - left));
            x = text(d, &layers.body_bold, x, third, &t, &layers.result);
        }
        (None, Some(side)) if mode.per_move => {
            let i = if side == Side::Attackers { 0 } else { 1 };
            legend(d, i, x, third);
            x += legend_w + gap * 0.6;
            let t = layers.body.fit(&status, room - (x - left));
            x = text(d, &layers.body, x, third, &t, &layers.text);
        }
        (None, _) => {}
    }
    if let Some((label, w)) = badge {
        let x0 = if x > left { x + gap } else { x };
        let face = &layers.body_bold;
        let h = face.ascent - face.descent;
        let cy = third - face.ascent - h * 0.12 + h * 0.62;
        let (cx, hw, hh) = (x0 + w / 2.0, w / 2.0, h * 0.62);
        paint(
            d.out,
            d.map,
            layers,
            (
                x0 as i32 - 1,
                (cy - hh) as i32 - 1,
                (x0 + w) as i32 + 2,
                (cy + hh) as i32 + 2,
            ),
            sdf::rounded_rect(cx, cy, hw, hh, hh * 0.6),
            &layers.pill,
        );
        text(d, face, x0 + gap * 0.8, third, label, &layers.pill_text);
    }
}

/// The small disc of side `i` (0 attackers, 1 defenders), centred on the
/// text's x-height at `baseline`.
fn legend(d: &mut Draw, i: usize, x: f32, baseline: f32) {
    let layers = d.layers;
    let tile = &layers.legend[i];
    let mid = baseline - layers.body.ascent * 0.36;
    let (x, y) = (x as i32, (mid - tile.h as f32 / 2.0).round() as i32);
    tile.put(d.out, layers.geo.width as usize, x, y);
    let (w, h) = (tile.w as i32, tile.h as i32);
    layers.touch(d.map, x, y, x + w, y + h);
}

/// A player's name without control characters or surrounding space.
fn clean(name: &str) -> String {
    name.chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect::<String>()
        .trim()
        .to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Theme;
    use hnefi_engine::variant;

    #[test]
    fn the_trail_is_its_distance_fields_painted() {
        // The trail's loop takes shortcuts (squared distances, the distance
        // across beside the segment); it must paint what the distance
        // fields say, as `paint` does with them.
        for (key, width, share) in [
            ("copenhagen", 768, 0.12),
            ("copenhagen", 333, 0.12),
            ("brandubh", 517, 0.08),
        ] {
            let v = variant::by_key(key).unwrap();
            let layers = Layers::build(&v, width, Theme::Wood);
            let n = v.size();
            let sq = |file: u8, rank: u8| Square::new(file, rank).unwrap();
            let mut pairs = Vec::new();
            for from in [sq(0, 0), sq(n / 2, n / 2), sq(n - 1, 1), sq(2, n - 1)] {
                for i in 0..n {
                    pairs.push((from, sq(i, from.rank())));
                    pairs.push((from, sq(from.file(), i)));
                }
                pairs.push((from, sq(n - 1 - from.file(), n - 1 - from.rank())));
            }
            for (from, to) in pairs {
                let mut map = layers.board_tiles().to_vec();
                let mut fast = layers.board.clone();
                trail(&mut fast, &mut map, &layers, from, to, &layers.trail, share);
                let mut slow = layers.board.clone();
                let s = layers.geo.square as f32;
                let (ax, ay) = centre(&layers, from);
                let (bx, by) = centre(&layers, to);
                let (w, r) = ((s * share).max(2.0), s * (share + 0.01));
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
                    &mut slow,
                    &mut map,
                    &layers,
                    bounds,
                    |x, y| line(x, y).min(dot(x, y)),
                    &layers.trail,
                );
                assert!(fast == slow, "{key} {width}: {from} to {to}");
            }
        }
    }
}
