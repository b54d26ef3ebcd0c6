//! What is drawn once per (variant, width, theme): the geometry; the empty
//! board with its frame, coordinates and caption background; every kind of
//! square, plain and tinted, with every piece, ghost and mark on it; the
//! caption's typefaces and blend tables. All in palette indices, so that
//! drawing a move is copying.

use std::sync::OnceLock;

use hnefi_engine::ruleset::SpaceKind;
use hnefi_engine::{Piece, Position, Side, Square, Variant};
use image::RgbImage;

use crate::art;
use crate::deflate::Segments;
use crate::quant::{Blend, Histogram, MAX_COLOURS, Quantizer};
use crate::raster::{Canvas, Sprite, fill_rect, sdf, tint_rect};
use crate::text::{Face, Typeface};
use crate::theme::{Palette, Theme};

/// Narrowest and widest images the renderer draws.
pub const MIN_WIDTH: u32 = 200;
pub const MAX_WIDTH: u32 = 4096;

/// The default width for a board of `n` x `n`: squares of about 58-80
/// pixels, fewer as the board grows, and pictures wider as it grows (480
/// pixels on 5x5, 1160 on 19x19), so that the whole picture, caption
/// included, stays within 1400 pixels each way.
pub fn default_width(n: u8) -> u32 {
    let square = match n {
        0..=7 => 80,
        8..=9 => 72,
        10..=11 => 64,
        12..=13 => 60,
        14..=15 => 62,
        16..=17 => 60,
        _ => 58,
    };
    ((n as u32 + 1) * square).min(1400)
}

/// Where everything is, in pixels.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Geometry {
    /// Squares per side.
    pub n: u32,
    /// Side of one square.
    pub square: u32,
    pub width: u32,
    pub height: u32,
    /// The caption strip spans the top of the image.
    pub caption_height: u32,
    /// Top-left corner of the board (of square a-N).
    pub board_left: u32,
    pub board_top: u32,
    /// Frame left and right of the board, where the coordinates stand.
    pub margin_left: u32,
    pub margin_right: u32,
}

impl Geometry {
    pub(crate) fn new(n: u8, width: u32) -> Geometry {
        let n = n as u32;
        let width = width.clamp(MIN_WIDTH, MAX_WIDTH);
        let square = ((width as f32 / (n as f32 + 1.0)).floor() as u32).max(4);
        let spare = width - n * square;
        let margin_left = spare / 2;
        let margin_right = spare - margin_left;
        let (title, body) = caption_sizes(width);
        let pad = (body * 0.55).round();
        let caption_height = (pad * 2.0 + title * 1.3 + body * 1.45 * 2.0).round() as u32;
        Geometry {
            n,
            square,
            width,
            height: caption_height + width,
            caption_height,
            board_left: margin_left,
            board_top: caption_height + margin_left,
            margin_left,
            margin_right,
        }
    }

    /// Top-left pixel of a square.
    pub fn square_origin(&self, sq: Square) -> (u32, u32) {
        let x = self.board_left + sq.file() as u32 * self.square;
        let y = self.board_top + (self.n - 1 - sq.rank() as u32) * self.square;
        (x, y)
    }

    /// Centre pixel of a square.
    pub fn square_centre(&self, sq: Square) -> (u32, u32) {
        let (x, y) = self.square_origin(sq);
        (x + self.square / 2, y + self.square / 2)
    }
}

/// Pixel sizes of the caption's title and body text for an image width.
fn caption_sizes(width: u32) -> (f32, f32) {
    let title = (width as f32 * 0.038).clamp(13.0, 48.0).round();
    let body = (title * 0.86).round();
    (title, body)
}

/// How a special square is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Special {
    Throne,
    Trollstone,
    /// An escape corner of the community games.
    Corner,
    /// King's Table's corner burgs.
    Burg,
    /// Alea Evangelii's red corners.
    Red,
    /// Squares nothing may enter.
    Unusable,
    /// Magpie's marked squares.
    Marked,
    /// Tafl's gold squares.
    Gold,
    /// A rule set's attackers' fort (`afor`).
    AttackerFort,
    /// A rule set's defenders' fort (`dfor`).
    DefenderFort,
}

impl Special {
    /// The drawing of a rule set's kind of square: corners and thrones as
    /// the community games draw theirs, wherever they stand.
    pub(crate) fn of_space(kind: SpaceKind) -> Special {
        match kind {
            SpaceKind::Corner => Special::Corner,
            SpaceKind::Throne => Special::Throne,
            SpaceKind::AttackerFort => Special::AttackerFort,
            SpaceKind::DefenderFort => Special::DefenderFort,
        }
    }
}

/// The drawing of a special square, from what the variant says of it: a
/// rule set's kind of square (docs/rules.md 5.1), or for a hand-written
/// variant its square group.
pub(crate) fn special(variant: &Variant, sq: Square) -> Option<Special> {
    if let Some(rules) = variant.rule_set() {
        return rules.kind_of(sq).map(Special::of_space);
    }
    let group = variant.square_group(sq)?;
    if group.unusable {
        return Some(Special::Unusable);
    }
    if variant.spec().mechanics.troll_king == Some(sq) {
        return Some(Special::Trollstone);
    }
    let name = group.name.to_ascii_lowercase();
    Some(if name.contains("red") {
        Special::Red
    } else if name.contains("gold") {
        Special::Gold
    } else if name.contains("marked") {
        Special::Marked
    } else if name.contains("burg") {
        Special::Burg
    } else if group.escape {
        Special::Corner
    } else {
        Special::Throne
    })
}

/// The PNG filter type Up.
const UP_FILTER: u8 = 2;

/// The frame around the board as the empty board has it, filtered Up and
/// compressed: beside the board on every row across it (`left` and
/// `right`, row `d` being the picture's row `board_top + d`), and whole
/// rows, filter type first, above the board (`above`: all but the first
/// row under the caption) and below it (`below`: all but the first row
/// under the squares). Those first rows depend on what is above them.
pub(crate) struct Frame {
    pub left: Segments,
    pub right: Segments,
    pub above: Segments,
    pub below: Segments,
}

/// Which tile of a cache entry: an index into `Layers::tiles`.
pub(crate) type TileId = u16;

/// The last entry of a map of tiles (after the squares) stands for the
/// frame around the board: this while it is as the empty board has it.
pub(crate) const FRAME: TileId = TileId::MAX;

/// A block of palette indices copied onto the picture: per row, only the
/// span between `spans[row].0` and `spans[row].1` (a piece and its shadow,
/// a mark) or the whole row (a square).
pub(crate) struct Tile {
    pub w: usize,
    pub h: usize,
    data: Vec<u8>,
    spans: Vec<(u16, u16)>,
    /// The tile this one was drawn over (a piece over its square): copying
    /// only the spans onto that tile leaves exactly this one. None for a
    /// tile copied whole.
    base: Option<TileId>,
    /// The rows filtered Up and compressed, built on first use.
    encoded: OnceLock<Segments>,
}

impl Tile {
    fn full(w: usize, h: usize, data: Vec<u8>) -> Tile {
        Tile {
            w,
            h,
            data,
            spans: vec![(0, w as u16); h],
            base: None,
            encoded: OnceLock::new(),
        }
    }

    /// Row `r` (r >= 1) filtered Up (less row r - 1) and compressed, as
    /// the PNG writer splices it in; row 0 depends on what is above.
    pub fn encoded(&self) -> &Segments {
        self.encoded.get_or_init(|| {
            let rows = self.data.chunks_exact(self.w.max(1));
            let residues: Vec<Vec<u8>> = std::iter::once(vec![0; self.w])
                .chain(rows.clone().zip(rows.skip(1)).map(|(above, row)| {
                    row.iter()
                        .zip(above)
                        .map(|(a, b)| a.wrapping_sub(*b))
                        .collect()
                }))
                .collect();
            Segments::new(residues.iter().map(|r| r.as_slice()))
        })
    }

    /// Copies the tile with its top-left corner at (x, y), clipped.
    #[inline]
    pub fn put(&self, out: &mut [u8], width: usize, x: i32, y: i32) {
        let height = (out.len() / width.max(1)) as i32;
        for row in 0..self.h as i32 {
            let ty = y + row;
            if ty < 0 || ty >= height {
                continue;
            }
            let (s0, s1) = self.spans[row as usize];
            let x0 = (x + s0 as i32).max(0);
            let x1 = (x + s1 as i32).min(width as i32);
            if x0 >= x1 {
                continue;
            }
            let src = row as usize * self.w + (x0 - x) as usize;
            let dst = ty as usize * width + x0 as usize;
            let len = (x1 - x0) as usize;
            out[dst..dst + len].copy_from_slice(&self.data[src..src + len]);
        }
    }
}

/// Everything cached for one (variant, width, theme), in palette indices.
pub(crate) struct Layers {
    pub geo: Geometry,
    /// At most 255 colours; index 255 is never used (GIF transparency).
    pub palette: Vec<[u8; 3]>,
    /// The empty board: caption background, frame, coordinates, squares.
    pub board: Vec<u8>,
    /// The background kind of every square, by `rank * n + file`: 0 and 1
    /// the two plain squares, then one per kind of special square.
    kind_of: Vec<u8>,
    /// Every square, piece, ghost and badge tile; the tables below index it.
    tiles: Vec<Tile>,
    /// Per kind: the square plain and tinted for the last move.
    squares: Vec<[TileId; 2]>,
    /// The pieces drawn.
    drawn: PieceSet,
    /// The place of each piece (by [`piece_index`]) among those drawn; a
    /// piece not drawn has its side's man's.
    slot: [u8; 13],
    /// Per kind and piece drawn (at `kind * drawn.len() + slot`): the
    /// piece (with shadow) on the square, plain and tinted.
    pieces: Vec<[TileId; 2]>,
    /// Per kind and piece drawn: the square with a faint ghost and a
    /// capture cross.
    ghosts: Vec<TileId>,
    /// Per kind and piece drawn: a small capture cross in the corner, over
    /// the piece.
    badges: Vec<TileId>,
    /// The tile each square of `board` shows, by `rank * n + file`, then
    /// the frame ([`FRAME`]).
    board_tiles: Vec<Option<TileId>>,
    /// The frame around the board, filtered Up and compressed; built on
    /// first use.
    frame: OnceLock<Frame>,
    /// Small discs for the caption: attackers, defenders.
    pub legend: [Tile; 2],
    pub trail: Blend,
    pub leap: Blend,
    pub text: Blend,
    pub muted: Blend,
    pub result: Blend,
    pub pill: Blend,
    pub pill_text: Blend,
    pub title: Typeface,
    pub body: Typeface,
    pub body_bold: Typeface,
    /// Baselines of the caption's three lines and its left and right edges.
    pub lines: [f32; 3],
    pub text_left: f32,
    pub text_right: f32,
}

/// The place of a piece in [`Piece::ALL`].
pub(crate) const fn piece_index(piece: Piece) -> usize {
    match piece {
        Piece::Attacker => 0,
        Piece::TrollKing => 1,
        Piece::Defender => 2,
        Piece::Evangelist => 3,
        Piece::King => 4,
        Piece::Commander(side) => 5 + side as usize,
        Piece::Knight(side) => 7 + side as usize,
        Piece::Mercenary(side) => 9 + side as usize,
        Piece::Guard(side) => 11 + side as usize,
    }
}

/// Which pieces a cache entry draws (bit `i` for `Piece::ALL[i]`): those
/// the variant can have, and any other a picture shows. Each piece costs
/// its sprite on every kind of square, plain, tinted, ghosted and badged,
/// so a variant pays only for its own.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct PieceSet(u16);

impl PieceSet {
    /// The pieces of the hand-written variants, which are all drawn for
    /// each of them (their pictures stay exactly as they were before rule
    /// sets brought special pieces).
    const HAND_WRITTEN: PieceSet = PieceSet(0b1_1111);

    pub(crate) const fn contains(self, piece: Piece) -> bool {
        self.0 & (1 << piece_index(piece)) != 0
    }

    /// The set with `piece`, and with a mercenary's turncoat too (a
    /// mercenary changes sides when captured, docs/rules.md 5.6).
    #[must_use]
    pub(crate) fn with(self, piece: Piece) -> PieceSet {
        let with = PieceSet(self.0 | 1 << piece_index(piece));
        match piece {
            Piece::Mercenary(side) => {
                PieceSet(with.0 | 1 << piece_index(Piece::Mercenary(side.other())))
            }
            _ => with,
        }
    }

    /// What a variant can have: the five pieces of the hand-written
    /// variants for them; for a rule set the taflmen, the king and
    /// whatever its start holds.
    pub(crate) fn of_variant(variant: &Variant) -> PieceSet {
        match variant.rule_set() {
            None => PieceSet::HAND_WRITTEN,
            Some(rules) => rules.start.pieces.iter().fold(
                PieceSet::NONE
                    .with(Piece::Attacker)
                    .with(Piece::Defender)
                    .with(Piece::King),
                |set, &(_, piece)| set.with(piece),
            ),
        }
    }

    /// `self` with every piece on `position`.
    #[must_use]
    pub(crate) fn with_position(self, position: &Position) -> PieceSet {
        Side::BOTH
            .into_iter()
            .flat_map(|side| position.pieces(side).iter())
            .filter_map(|sq| position.piece_at(sq))
            .fold(self, PieceSet::with)
    }

    const NONE: PieceSet = PieceSet(0);

    /// The pieces, in the order of [`Piece::ALL`].
    pub(crate) fn pieces(self) -> impl Iterator<Item = Piece> {
        Piece::ALL.into_iter().filter(move |&p| self.contains(p))
    }

    pub(crate) fn len(self) -> usize {
        self.0.count_ones() as usize
    }
}

/// An RGB block with the span of rows it covers.
struct RgbTile {
    raw: Vec<u8>,
    spans: Vec<(u16, u16)>,
}

/// `sprite` blended over an RGB square `under`: the result and its spans.
fn over(under: &[u8], s: usize, sprite: &Sprite) -> RgbTile {
    let mut img =
        RgbImage::from_raw(s as u32, s as u32, under.to_vec()).expect("a square tile has its size");
    sprite.blend(&mut img, 0, 0);
    RgbTile {
        raw: img.into_raw(),
        spans: sprite.spans().to_vec(),
    }
}

fn tinted(raw: &[u8], colour: crate::raster::Rgb, alpha: u8) -> Vec<u8> {
    let s = ((raw.len() / 3) as f64).sqrt() as u32;
    let mut img = RgbImage::from_raw(s, s, raw.to_vec()).expect("square tile");
    tint_rect(&mut img, 0, 0, s, s, colour, alpha);
    img.into_raw()
}

/// Opacity of the last move's tint, out of 255.
pub(crate) const TINT: u8 = 120;

impl Layers {
    /// The layers of `variant` with the pieces it can have.
    #[cfg(test)]
    pub fn build(variant: &Variant, width: u32, theme: Theme) -> Layers {
        Layers::build_with(variant, width, theme, PieceSet::of_variant(variant))
    }

    /// The layers of `variant` with the pieces of `drawn`.
    pub fn build_with(variant: &Variant, width: u32, theme: Theme, drawn: PieceSet) -> Layers {
        let geo = Geometry::new(variant.size(), width);
        let pal = theme.palette();
        let s = geo.square as usize;
        let sf = s as f32;
        let grid = ((sf / 64.0).round() as usize).max(1);

        // The board in RGB.
        let mut board = RgbImage::new(geo.width, geo.height);
        fill_rect(&mut board, 0, 0, geo.width, geo.height, pal.frame);
        fill_rect(&mut board, 0, 0, geo.width, geo.caption_height, pal.caption);
        let n = geo.n;
        let side = n * geo.square;
        let border = (geo.square / 20).max(2);
        fill_rect(
            &mut board,
            geo.board_left - border,
            geo.board_top - border,
            side + 2 * border,
            side + 2 * border,
            pal.border,
        );
        let mut kinds: Vec<Option<Special>> = vec![None, None];
        let mut square_art: Vec<Sprite> = [pal.square_dark, pal.square_light]
            .into_iter()
            .map(|colour| plain_square(&pal, colour, s, grid))
            .collect();
        let mut kind_of = vec![0u8; (n * n) as usize];
        for sq in variant.board().iter() {
            let kind = match special(variant, sq) {
                None => ((sq.file() + sq.rank()) % 2) as usize,
                Some(k) => match kinds.iter().position(|x| *x == Some(k)) {
                    Some(i) => i,
                    None => {
                        kinds.push(Some(k));
                        square_art.push(art::special_square(&pal, k, s, grid));
                        kinds.len() - 1
                    }
                },
            };
            kind_of[sq.rank() as usize * n as usize + sq.file() as usize] = kind as u8;
            let (x, y) = geo.square_origin(sq);
            square_art[kind].blend(&mut board, x as i32, y as i32);
        }
        art::draw_coordinates(&mut board, &geo, &pal);

        // Every square kind, plain and tinted, with every piece, ghost and badge.
        let squares_rgb: Vec<[Vec<u8>; 2]> = square_art
            .iter()
            .map(|a| {
                let mut img = RgbImage::from_pixel(s as u32, s as u32, image::Rgb([0, 0, 0]));
                a.blend(&mut img, 0, 0);
                let plain = img.into_raw();
                let tint = tinted(&plain, pal.last_move, TINT);
                [plain, tint]
            })
            .collect();
        let bodies: Vec<Canvas> = drawn
            .pieces()
            .map(|p| art::piece_body(&pal, p, sf, s))
            .collect();
        let sprites: Vec<Sprite> = drawn
            .pieces()
            .zip(&bodies)
            .map(|(p, b)| art::with_shadow(b, p, sf).sprite())
            .collect();
        let capture = art::capture_mark(&pal, s, 0.5, 0.5, 1.0);
        let badge = art::capture_mark(&pal, s, 0.80, 0.20, 0.55);
        let ghost_sprites: Vec<Sprite> = bodies.iter().map(|b| b.faded(0.38).sprite()).collect();
        let mut pieces_rgb = Vec::new();
        let mut ghosts_rgb = Vec::new();
        let mut badges_rgb = Vec::new();
        for sq in &squares_rgb {
            let on: Vec<[RgbTile; 2]> = sprites
                .iter()
                .map(|sp| [over(&sq[0], s, sp), over(&sq[1], s, sp)])
                .collect();
            ghosts_rgb.push(
                ghost_sprites
                    .iter()
                    .map(|g| {
                        let ghost = over(&sq[0], s, g);
                        over(&ghost.raw, s, &capture).raw
                    })
                    .collect::<Vec<_>>(),
            );
            badges_rgb.push(
                on.iter()
                    .map(|t| over(&t[0].raw, s, &badge))
                    .collect::<Vec<_>>(),
            );
            pieces_rgb.push(on);
        }
        // The caption's legend discs.
        let (title_px, body_px) = caption_sizes(geo.width);
        let legend_size = (body_px * 0.95).round().max(6.0) as usize;
        let caption_bg =
            [pal.caption.0, pal.caption.1, pal.caption.2].repeat(legend_size * legend_size);
        let legend_rgb: Vec<RgbTile> = [Piece::Attacker, Piece::Defender]
            .iter()
            .map(|&p| {
                // A light halo keeps the dark disc visible on the dark strip.
                let ls = legend_size as f32;
                let mut halo = Canvas::new(legend_size, legend_size);
                halo.fill(
                    sdf::circle(ls / 2.0, ls / 2.0, ls * 0.40 + 1.2),
                    pal.caption_muted,
                    1.0,
                );
                halo.over(&art::piece_body(&pal, p, ls, legend_size));
                let sprite = halo.sprite();
                over(&caption_bg, legend_size, &sprite)
            })
            .collect();

        // The palette: everything above, and the ramps drawn per move.
        let mut hist = Histogram::default();
        hist.add_pixels(board.as_raw(), 1);
        for (i, sq) in squares_rgb.iter().enumerate() {
            hist.add_pixels(&sq[1], 2);
            for t in &pieces_rgb[i] {
                hist.add_pixels(&t[0].raw, 4);
                hist.add_pixels(&t[1].raw, 2);
            }
            for g in &ghosts_rgb[i] {
                hist.add_pixels(g, 1);
            }
            for b in &badges_rgb[i] {
                hist.add_pixels(&b.raw, 1);
            }
        }
        for l in &legend_rgb {
            hist.add_pixels(&l.raw, 8);
        }
        let trail_alpha = 0.8;
        let under_trail = [
            pal.square_light,
            pal.square_dark,
            pal.square_light.mix(pal.last_move, TINT as f32 / 255.0),
            pal.square_dark.mix(pal.last_move, TINT as f32 / 255.0),
            pal.grid,
        ];
        for c in under_trail {
            hist.add_ramp(c, pal.trail, trail_alpha, 60);
            hist.add_ramp(c, pal.leap, trail_alpha, 20);
        }
        hist.add(
            {
                let c = pal.square_light.mix(pal.last_move, TINT as f32 / 255.0);
                let t = c.mix(pal.trail, 0.95);
                [t.0, t.1, t.2]
            },
            200,
        );
        for colour in [pal.caption_text, pal.caption_muted, pal.crown, pal.announce] {
            hist.add_ramp(pal.caption, colour, 1.0, 40);
        }
        hist.add_ramp(pal.announce, pal.badge_text_dark, 1.0, 40);
        let mut quant = Quantizer::new(hist.palette(MAX_COLOURS));

        let full = |q: &mut Quantizer, raw: &[u8]| Tile::full(s, s, q.indices(raw));
        let spanned = |q: &mut Quantizer, t: &RgbTile, w: usize| Tile {
            w,
            h: t.spans.len(),
            data: q.indices(&t.raw),
            spans: t.spans.clone(),
            base: None,
            encoded: OnceLock::new(),
        };
        let board_idx = quant.indices(board.as_raw());
        let squares = squares_rgb
            .iter()
            .map(|sq| [full(&mut quant, &sq[0]), full(&mut quant, &sq[1])])
            .collect();
        let pieces = pieces_rgb
            .iter()
            .map(|on| {
                on.iter()
                    .map(|t| [spanned(&mut quant, &t[0], s), spanned(&mut quant, &t[1], s)])
                    .collect()
            })
            .collect();
        let ghosts = ghosts_rgb
            .iter()
            .map(|g| g.iter().map(|raw| full(&mut quant, raw)).collect())
            .collect();
        let badges = badges_rgb
            .iter()
            .map(|b| b.iter().map(|t| spanned(&mut quant, t, s)).collect())
            .collect();
        let mut legend: [Tile; 2] =
            std::array::from_fn(|i| spanned(&mut quant, &legend_rgb[i], legend_size));
        let mut board_idx = board_idx;
        let mut squares: Vec<[Tile; 2]> = squares;
        let mut pieces: Vec<Vec<[Tile; 2]>> = pieces;
        let mut ghosts: Vec<Vec<Tile>> = ghosts;
        let mut badges: Vec<Vec<Tile>> = badges;

        // Order the palette so that colours that touch are neighbours.
        let n = quant.palette.len();
        let mut touch = vec![0u64; n * n];
        count_touches(&mut touch, n, &board_idx, geo.width as usize, 1);
        for t in squares.iter().flatten() {
            count_touches(&mut touch, n, &t.data, t.w, 2);
        }
        for t in pieces.iter().flatten().flatten() {
            count_touches(&mut touch, n, &t.data, t.w, 4);
        }
        let order = crate::quant::order(n, &touch);
        let mut new_of = [0u8; 256];
        for (new, &old) in order.iter().enumerate() {
            new_of[old] = new as u8;
        }
        let remap = |data: &mut Vec<u8>| data.iter_mut().for_each(|i| *i = new_of[*i as usize]);
        remap(&mut board_idx);
        for t in squares
            .iter_mut()
            .flatten()
            .chain(pieces.iter_mut().flatten().flatten())
            .chain(ghosts.iter_mut().flatten())
            .chain(badges.iter_mut().flatten())
            .chain(legend.iter_mut())
        {
            remap(&mut t.data);
        }
        let mut quant = Quantizer::new(order.iter().map(|&old| quant.palette[old]).collect());

        // One list of tiles; a piece remembers the square it was drawn
        // over, a badge the piece.
        let mut tiles: Vec<Tile> = Vec::new();
        let mut add = |mut tile: Tile, base: Option<TileId>| {
            tile.base = base;
            tiles.push(tile);
            (tiles.len() - 1) as TileId
        };
        let mut square_ids: Vec<[TileId; 2]> = Vec::new();
        let mut piece_ids: Vec<[TileId; 2]> = Vec::new();
        let mut ghost_ids: Vec<TileId> = Vec::new();
        let mut badge_ids: Vec<TileId> = Vec::new();
        for (((sq, on), gh), ba) in squares.into_iter().zip(pieces).zip(ghosts).zip(badges) {
            let [plain, tint] = sq;
            let sq = [add(plain, None), add(tint, None)];
            let on_ids: Vec<[TileId; 2]> = on
                .into_iter()
                .map(|[p0, p1]| [add(p0, Some(sq[0])), add(p1, Some(sq[1]))])
                .collect();
            ghost_ids.extend(gh.into_iter().map(|g| add(g, None)));
            badge_ids.extend(
                ba.into_iter()
                    .zip(&on_ids)
                    .map(|(b, on)| add(b, Some(on[0]))),
            );
            square_ids.push(sq);
            piece_ids.extend(on_ids);
        }
        // Where each piece's tiles are; a piece not drawn (no picture
        // should ask for one) borrows its side's man.
        let mut slot = [0u8; 13];
        for (i, piece) in Piece::ALL.into_iter().enumerate() {
            let man = match piece.side() {
                Side::Attackers => Piece::Attacker,
                Side::Defenders => Piece::Defender,
            };
            let shown = if drawn.contains(piece) || !drawn.contains(man) {
                piece
            } else {
                man
            };
            slot[i] = drawn.pieces().position(|p| p == shown).unwrap_or(0) as u8;
        }
        // Which squares of the empty board are their plain tile exactly.
        let side = geo.n as usize;
        let board_tiles = (0..side * side)
            .map(|i| {
                let sq = Square::new((i % side) as u8, (i / side) as u8)?;
                let id = square_ids[kind_of[i] as usize][0];
                let tile = &tiles[id as usize];
                let (x, y) = geo.square_origin(sq);
                let w = geo.width as usize;
                let same = tile.data.chunks_exact(tile.w).enumerate().all(|(r, row)| {
                    let at = (y as usize + r) * w + x as usize;
                    board_idx.get(at..at + tile.w) == Some(row)
                });
                same.then_some(id)
            })
            .chain([Some(FRAME)])
            .collect();

        let trail = quant.blend(pal.trail, trail_alpha);
        let leap = quant.blend(pal.leap, trail_alpha);
        let text = quant.blend(pal.caption_text, 1.0);
        let muted = quant.blend(pal.caption_muted, 1.0);
        let result = quant.blend(pal.crown, 1.0);
        let pill = quant.blend(pal.announce, 1.0);
        let pill_text = quant.blend(pal.badge_text_dark, 1.0);

        let title = Typeface::new(Face::Bold, title_px);
        let body = Typeface::new(Face::Book, body_px);
        let body_bold = Typeface::new(Face::Bold, body_px);
        let pad = (body_px * 0.55).round();
        let first = pad + title.ascent;
        let second = first - title.descent + body_px * 0.45 + body.ascent;
        let third = second + body_px * 1.45;
        Layers {
            geo,
            palette: quant.palette,
            board: board_idx,
            kind_of,
            tiles,
            squares: square_ids,
            drawn,
            slot,
            pieces: piece_ids,
            ghosts: ghost_ids,
            badges: badge_ids,
            board_tiles,
            frame: OnceLock::new(),
            legend,
            trail,
            leap,
            text,
            muted,
            result,
            pill,
            pill_text,
            title,
            body,
            body_bold,
            lines: [first, second, third],
            text_left: (geo.margin_left as f32).max(pad),
            text_right: geo.width as f32 - (geo.margin_right as f32).max(pad),
        }
    }

    fn kind(&self, sq: Square) -> usize {
        self.kind_of[self.square_index(sq)] as usize
    }

    /// Where the tiles of `piece` on the square `sq` are in `pieces`,
    /// `ghosts` and `badges`.
    fn piece_at(&self, sq: Square, piece: Piece) -> usize {
        self.kind(sq) * self.drawn.len() + self.slot[piece_index(piece)] as usize
    }

    /// The tile `id` at square `sq`; `map` (the tile each square shows,
    /// see [`Layers::board_tiles`]) follows.
    fn place(&self, out: &mut [u8], map: &mut [Option<TileId>], sq: Square, id: TileId) {
        let (x, y) = self.geo.square_origin(sq);
        let tile = &self.tiles[id as usize];
        tile.put(out, self.geo.width as usize, x as i32, y as i32);
        let at = self.square_index(sq);
        map[at] = match tile.base {
            None => Some(id),
            Some(base) if map[at] == Some(base) => Some(id),
            Some(_) => None,
        };
    }

    fn square_index(&self, sq: Square) -> usize {
        sq.rank() as usize * self.geo.n as usize + sq.file() as usize
    }

    /// The square, tinted or not, at its place.
    pub fn put_square(&self, out: &mut [u8], map: &mut [Option<TileId>], sq: Square, tint: bool) {
        self.place(out, map, sq, self.squares[self.kind(sq)][tint as usize]);
    }

    pub fn put_piece(
        &self,
        out: &mut [u8],
        map: &mut [Option<TileId>],
        sq: Square,
        piece: Piece,
        tint: bool,
    ) {
        let id = self.pieces[self.piece_at(sq, piece)][tint as usize];
        self.place(out, map, sq, id);
    }

    pub fn put_ghost(&self, out: &mut [u8], map: &mut [Option<TileId>], sq: Square, piece: Piece) {
        let id = self.ghosts[self.piece_at(sq, piece)];
        self.place(out, map, sq, id);
    }

    pub fn put_badge(&self, out: &mut [u8], map: &mut [Option<TileId>], sq: Square, piece: Piece) {
        let id = self.badges[self.piece_at(sq, piece)];
        self.place(out, map, sq, id);
    }

    /// The tile each square of the empty board shows exactly (by `rank *
    /// n + file`), if any, then [`FRAME`]: the start of a picture's map.
    pub fn board_tiles(&self) -> &[Option<TileId>] {
        &self.board_tiles
    }

    /// The frame around the board filtered Up and compressed (see
    /// [`Frame`]).
    pub fn frame(&self) -> &Frame {
        self.frame.get_or_init(|| {
            let g = &self.geo;
            let (w, top, h) = (g.width as usize, g.board_top as usize, g.height as usize);
            let bottom = top + (g.n * g.square) as usize;
            let (left, right) = (
                g.board_left as usize,
                (g.board_left + g.n * g.square) as usize,
            );
            let up = |y: usize, range: std::ops::Range<usize>| -> Vec<u8> {
                let row = &self.board[y * w..][range.clone()];
                let above = &self.board[(y - 1) * w..][range];
                row.iter()
                    .zip(above)
                    .map(|(a, b)| a.wrapping_sub(*b))
                    .collect()
            };
            let whole = |y: usize| [&[UP_FILTER][..], &up(y, 0..w)].concat();
            let segments = |rows: Vec<Vec<u8>>| Segments::new(rows.iter().map(|r| r.as_slice()));
            Frame {
                left: segments((top..bottom).map(|y| up(y, 0..left)).collect()),
                right: segments((top..bottom).map(|y| up(y, right..w)).collect()),
                above: segments((g.caption_height as usize + 1..top).map(whole).collect()),
                below: segments((bottom + 1..h).map(whole).collect()),
            }
        })
    }

    pub fn tile(&self, id: TileId) -> &Tile {
        &self.tiles[id as usize]
    }

    /// Forgets the tiles of the squares that pixels `x0..x1` x `y0..y1`
    /// touch (something was drawn over them).
    pub fn touch(&self, map: &mut [Option<TileId>], x0: i32, y0: i32, x1: i32, y1: i32) {
        let g = &self.geo;
        let (left, top, s, n) = (
            g.board_left as i32,
            g.board_top as i32,
            g.square as i32,
            g.n as i32,
        );
        let (right, bottom) = (left + n * s, top + n * s);
        // Below the caption, anything off the squares is on the frame.
        let y0_frame = y0.max(g.caption_height as i32);
        if x0 < x1 && y0_frame < y1 && (x0 < left || x1 > right || y0_frame < top || y1 > bottom) {
            map[(n * n) as usize] = None;
        }
        if x0 >= x1 || y0 >= y1 || x1 <= left || y1 <= top || x0 >= right || y0 >= bottom {
            return;
        }
        let col = |x: i32| ((x - left).max(0) / s).min(n - 1);
        let row = |y: i32| ((y - top).max(0) / s).min(n - 1);
        for r in row(y0)..=row(y1 - 1) {
            let rank = n - 1 - r;
            for file in col(x0)..=col(x1 - 1) {
                map[(rank * n + file) as usize] = None;
            }
        }
    }
}

/// Counts, for palette indices, how often each touches another (to the
/// right and below) in an image `w` wide.
fn count_touches(touch: &mut [u64], n: usize, data: &[u8], w: usize, weight: u64) {
    let h = data.len() / w.max(1);
    for y in 0..h {
        let row = &data[y * w..(y + 1) * w];
        for x in 0..w {
            let a = row[x] as usize;
            if x + 1 < w && row[x + 1] as usize != a {
                touch[a * n + row[x + 1] as usize] += weight;
            }
            if y + 1 < h && data[(y + 1) * w + x] as usize != a {
                touch[a * n + data[(y + 1) * w + x] as usize] += weight;
            }
        }
    }
}

/// A plain square: the grid line around it and its tile.
fn plain_square(pal: &Palette, colour: crate::raster::Rgb, s: usize, grid: usize) -> Sprite {
    let mut c = Canvas::new(s, s);
    let h = s as f32 / 2.0;
    c.fill(
        sdf::rounded_rect(h, h, h + 1.0, h + 1.0, 0.0),
        pal.grid,
        1.0,
    );
    let inner = h - grid as f32;
    c.fill(sdf::rounded_rect(h, h, inner, inner, 0.0), colour, 1.0);
    c.sprite()
}

#[cfg(test)]
mod tests {
    use super::*;
    use hnefi_engine::variant;

    #[test]
    fn default_widths_read_well_in_discord() {
        for (n, low, high) in [
            (5, 400, 560),
            (7, 560, 800),
            (9, 560, 800),
            (11, 560, 800),
            (13, 560, 900),
            (15, 900, 1100),
            (17, 1000, 1160),
            (19, 1000, 1400),
        ] {
            let w = default_width(n);
            assert!((low..=high).contains(&w), "{n}x{n}: {w}");
            let geo = Geometry::new(n, w);
            assert_eq!(geo.width, w);
            assert!(geo.height <= 1400, "{n}x{n}: {} px tall", geo.height);
            assert_eq!(geo.board_left + n as u32 * geo.square + geo.margin_right, w);
        }
    }

    #[test]
    fn every_special_square_gets_a_drawing() {
        let expect = [
            ("noggin", "e5", Special::Trollstone),
            ("knut", "e5", Special::Throne),
            ("kings-table", "a1", Special::Burg),
            ("kings-table", "g7", Special::Throne),
            ("alea-evangelii", "a1", Special::Unusable),
            ("alea-evangelii", "b1", Special::Red),
            ("alea-evangelii", "j10", Special::Throne),
            ("magpie", "d4", Special::Marked),
            ("magpie", "g7", Special::Marked),
            ("tafl9", "e5", Special::Gold),
            ("tafl9", "i1", Special::Gold),
            ("copenhagen", "k11", Special::Corner),
            ("copenhagen", "f6", Special::Throne),
            ("brandubh", "a7", Special::Corner),
        ];
        for (key, square, kind) in expect {
            let v = variant::by_key(key).unwrap();
            let sq = Square::parse(square).unwrap();
            assert_eq!(special(&v, sq), Some(kind), "{key} {square}");
        }
        let v = variant::by_key("copenhagen").unwrap();
        assert_eq!(special(&v, Square::parse("e5").unwrap()), None);

        // A rule set's four kinds, wherever they stand; Fetlar's corners
        // and throne as Copenhagen's, though its escape is by the edge in
        // Sea Battle.
        let rules =
            "dim:7 esc:e cor:a4,g1, cen:d4,b6, afor:a1,c3, dfor:g7,e5, start:/3t3/7/7/1t1K3/7/7/7/";
        let v = hnefi_engine::RuleSet::parse(rules)
            .unwrap()
            .rules
            .compile("custom")
            .unwrap();
        for (square, kind) in [
            ("a4", Some(Special::Corner)),
            ("g1", Some(Special::Corner)),
            ("d4", Some(Special::Throne)),
            ("b6", Some(Special::Throne)),
            ("a1", Some(Special::AttackerFort)),
            ("c3", Some(Special::AttackerFort)),
            ("g7", Some(Special::DefenderFort)),
            ("e5", Some(Special::DefenderFort)),
            ("a7", None),
            ("b4", None),
        ] {
            assert_eq!(
                special(&v, Square::parse(square).unwrap()),
                kind,
                "{square}"
            );
        }
        let fetlar = variant::by_key("fetlar").unwrap();
        assert_eq!(
            special(&fetlar, Square::parse("k11").unwrap()),
            Some(Special::Corner)
        );
        assert_eq!(
            special(&fetlar, Square::parse("f6").unwrap()),
            Some(Special::Throne)
        );
    }

    #[test]
    fn piece_indices_follow_every_piece_in_order() {
        for (i, piece) in Piece::ALL.into_iter().enumerate() {
            assert_eq!(piece_index(piece), i, "{piece:?}");
        }
    }

    #[test]
    fn a_variant_draws_only_the_pieces_it_can_have() {
        use hnefi_engine::Side::{Attackers, Defenders};
        // The hand-written variants: their five pieces, never the special
        // pieces of rule sets.
        for v in variant::all() {
            let layers = Layers::build(v, 400, Theme::Wood);
            let drawn: Vec<Piece> = layers.drawn.pieces().collect();
            assert_eq!(drawn, Piece::ALL[..5], "{}", v.key());
            assert_eq!(layers.pieces.len(), layers.squares.len() * 5);
        }
        // Fetlar: taflmen and the king; Berserk adds its commanders and
        // the defenders' knight.
        let fetlar = variant::by_key("fetlar").unwrap();
        let set = PieceSet::of_variant(&fetlar);
        assert_eq!(
            set.pieces().collect::<Vec<_>>(),
            [Piece::Attacker, Piece::Defender, Piece::King]
        );
        let berserk = variant::by_key("berserk").unwrap();
        let set = PieceSet::of_variant(&berserk);
        assert_eq!(
            set.pieces().collect::<Vec<_>>(),
            [
                Piece::Attacker,
                Piece::Defender,
                Piece::King,
                Piece::Commander(Attackers),
                Piece::Knight(Defenders),
            ]
        );
        // A mercenary brings its turncoat.
        let set = set.with(Piece::Mercenary(Defenders));
        assert!(set.contains(Piece::Mercenary(Attackers)));
        assert_eq!(set.len(), 7);
        // A position with pieces the variant does not start with.
        let position = Position::parse(
            &fetlar,
            "3aaaaa3/5a5/11/a4d4a/a3ddd3a/aa1ddkdd1aa/a3ddd3a/a4d4a/11/5G5/3aagaa3 a",
        )
        .unwrap();
        let set = PieceSet::of_variant(&fetlar).with_position(&position);
        assert_eq!(
            set.pieces().collect::<Vec<_>>(),
            [
                Piece::Attacker,
                Piece::Defender,
                Piece::King,
                Piece::Guard(Attackers),
                Piece::Guard(Defenders),
            ]
        );
        let layers = Layers::build_with(&fetlar, 400, Theme::Wood, set);
        assert_eq!(layers.pieces.len(), layers.squares.len() * 5);
        // A piece that is not drawn (no picture asks for one) borrows its
        // side's man rather than failing.
        let plain = Layers::build(&fetlar, 400, Theme::Wood);
        let e5 = Square::parse("e5").unwrap();
        assert_eq!(
            plain.piece_at(e5, Piece::Knight(Attackers)),
            plain.piece_at(e5, Piece::Attacker)
        );
        assert_eq!(
            plain.piece_at(e5, Piece::Guard(Defenders)),
            plain.piece_at(e5, Piece::Defender)
        );
    }
}
