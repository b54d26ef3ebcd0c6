//! Board images for Hnefi: a position (with the last move, its captures and
//! a caption) to PNG, a whole game to an animated GIF.
//!
//! Everything that does not change from move to move (the board with its
//! special squares, frame and coordinates, every anti-aliased piece on every
//! kind of square, the caption's glyphs) is drawn once per (variant, width,
//! theme), reduced to one palette of at most 255 colours and cached. Drawing
//! a move then works in palette indices only: copy the board, copy the
//! prepared squares and pieces, blend the trail and the caption's text
//! through lookup tables. The PNG is 8-bit indexed, rows filtered Up or
//! Sub, one deflate block with a fixed code (fdeflate's scheme, the PNG
//! crate's fast setting); a square that shows a cached tile as it is goes
//! in already compressed. The GIF shares the same palette and codes only
//! what changed in each frame.
//!
//! Rule sets (docs/rules.md 5) are drawn on boards of every odd size from
//! 5x5 to 19x19: corners and thrones wherever they stand, as the community
//! games draw theirs; the attackers' forts walled in dark, the defenders'
//! in ivory, like their pieces; commanders (a red star), knights (a blue
//! lozenge), guards (a green shield) and mercenaries (a coin half in
//! either side's colour) on their side's body. A cache entry draws only
//! the pieces its variant can have (and any other a picture shows), so the
//! hand-written variants pay nothing for the special pieces.
//!
//! To look at the pictures, the gallery writes every built-in variant and
//! standard, every piece on every kind of square at every size (also
//! shrunk to a phone's width), and made-up and random rule sets, with an
//! index (`index.html`, `index.md`):
//!
//! ```text
//! cargo run --release -p hnefi-render --example gallery -- /tmp/gallery
//! ```
//!
//! ```
//! use hnefi_engine::{variant, Game};
//! use hnefi_render::{BoardView, Players, Renderer, Style};
//!
//! let renderer = Renderer::new();
//! let brandubh = variant::by_key("brandubh").unwrap();
//! let mut game = Game::new(brandubh.start_position(None, None).unwrap());
//! game.play_text("d2-e2").unwrap();
//! let view = BoardView::game(&game, &Players::new("Ada", "Brian"));
//! let png = renderer.png(&view, Style::default());
//! assert_eq!(&png[1..4], b"PNG");
//! ```

mod art;
mod chart;
mod compose;
mod deflate;
mod eval_chart;
mod gif;
mod layers;
mod png;
mod quant;
mod raster;
mod table;
mod text;
mod theme;
mod view;
mod wording;

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, RwLock};

use hnefi_engine::Variant;
use image::RgbImage;

/// The `image` crate, whose `RgbImage` [`Renderer::image`] returns.
pub use image;

pub use crate::chart::{
    CHART_HEIGHT, CHART_WIDTH, RatingChart, ResultsChart, rating_chart, results_chart,
};
pub use crate::eval_chart::{EvalChart, MARK_COLOURS, eval_chart};
pub use crate::gif::GifOptions;
use crate::layers::PieceSet;
pub use crate::layers::{Geometry, MAX_WIDTH, MIN_WIDTH, default_width};
pub use crate::raster::Rgb;
pub use crate::table::{
    CROSSTABLE_MAX_PLAYERS, CrossLine, CrosstablePicture, crosstable_png, crosstable_size,
};
pub use crate::theme::Theme;
pub use crate::view::{BoardView, Caption, Players, announcement_text};
pub use crate::wording::{English, Wording};

/// How a picture is drawn: its width (the default suits the board size)
/// and its theme.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Style {
    /// Image width in pixels, clamped to [`MIN_WIDTH`]..=[`MAX_WIDTH`];
    /// `None` for [`default_width`] of the board.
    pub width: Option<u32>,
    pub theme: Theme,
}

impl Style {
    pub fn width(width: u32) -> Style {
        Style {
            width: Some(width),
            ..Style::default()
        }
    }

    fn resolved_width(&self, variant: &Variant) -> u32 {
        self.width
            .unwrap_or_else(|| default_width(variant.size()))
            .clamp(MIN_WIDTH, MAX_WIDTH)
    }
}

#[derive(Clone, PartialEq, Eq, Hash)]
struct Key {
    variant: String,
    fingerprint: u64,
    width: u32,
    theme: Theme,
    pieces: PieceSet,
}

struct Entry {
    layers: Arc<layers::Layers>,
    used: AtomicU64,
}

/// How many (variant, width, theme, pieces) entries the cache keeps.
const CACHE_ENTRIES: usize = 32;

/// Draws boards. Cheap to share (`Arc<Renderer>`); every method takes
/// `&self` and is safe to call from many threads at once.
pub struct Renderer {
    cache: RwLock<HashMap<Key, Entry>>,
    clock: AtomicU64,
}

impl Default for Renderer {
    fn default() -> Renderer {
        Renderer::new()
    }
}

impl std::fmt::Debug for Renderer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let entries = self.cache.read().map(|c| c.len()).unwrap_or(0);
        f.debug_struct("Renderer")
            .field("cached", &entries)
            .finish()
    }
}

impl Renderer {
    pub fn new() -> Renderer {
        Renderer {
            cache: RwLock::new(HashMap::new()),
            clock: AtomicU64::new(0),
        }
    }

    /// The cached drawing of a variant at a width and theme, with the
    /// pieces of `pieces`, built on first use. A lock is held only to look
    /// up or insert, never while drawing.
    fn layers(&self, variant: &Variant, style: Style, pieces: PieceSet) -> Arc<layers::Layers> {
        let key = Key {
            variant: variant.key().to_string(),
            fingerprint: view::board_fingerprint(variant),
            width: style.resolved_width(variant),
            theme: style.theme,
            pieces,
        };
        let now = self.clock.fetch_add(1, Ordering::Relaxed);
        if let Ok(cache) = self.cache.read()
            && let Some(entry) = cache.get(&key)
        {
            entry.used.store(now, Ordering::Relaxed);
            return Arc::clone(&entry.layers);
        }
        let built = Arc::new(layers::Layers::build_with(
            variant, key.width, key.theme, key.pieces,
        ));
        let Ok(mut cache) = self.cache.write() else {
            return built;
        };
        if let Some(entry) = cache.get(&key) {
            return Arc::clone(&entry.layers);
        }
        if cache.len() >= CACHE_ENTRIES {
            let oldest = cache
                .iter()
                .min_by_key(|(_, e)| e.used.load(Ordering::Relaxed))
                .map(|(k, _)| k.clone());
            if let Some(oldest) = oldest {
                cache.remove(&oldest);
            }
        }
        cache.insert(
            key,
            Entry {
                layers: Arc::clone(&built),
                used: AtomicU64::new(now),
            },
        );
        built
    }

    /// The layers for a picture: those of its variant, with every piece it
    /// shows (its position's and its ghosts').
    fn view_layers(&self, view: &BoardView, style: Style) -> Arc<layers::Layers> {
        let variant = view.position.variant();
        let pieces = view
            .captured
            .iter()
            .fold(PieceSet::of_variant(variant), |set, &(_, piece)| {
                set.with(piece)
            })
            .with_position(view.position);
        self.layers(variant, style, pieces)
    }

    /// Builds the cache entry of a variant ahead of its first picture.
    pub fn warm(&self, variant: &Variant, style: Style) {
        self.layers(variant, style, PieceSet::of_variant(variant));
    }

    /// Where the squares and the caption are in a picture of `variant`.
    pub fn geometry(&self, variant: &Variant, style: Style) -> Geometry {
        layers::Geometry::new(variant.size(), style.resolved_width(variant))
    }

    /// The picture in palette indices.
    pub fn picture(&self, view: &BoardView, style: Style) -> Picture {
        let layers = self.view_layers(view, style);
        let mut indices = Vec::with_capacity(layers.board.len());
        compose::compose(&layers, view, compose::STILL, &mut indices, &mut Vec::new());
        Picture {
            width: layers.geo.width,
            height: layers.geo.height,
            indices,
            layers,
        }
    }

    /// The picture as RGB pixels.
    pub fn image(&self, view: &BoardView, style: Style) -> RgbImage {
        self.picture(view, style).to_rgb()
    }

    /// The picture as a PNG file. Squares that show a cached tile as it
    /// is (most of them) are spliced in already compressed.
    pub fn png(&self, view: &BoardView, style: Style) -> Vec<u8> {
        let layers = self.view_layers(view, style);
        let mut indices = Vec::with_capacity(layers.board.len());
        let mut map = Vec::new();
        compose::compose(&layers, view, compose::STILL, &mut indices, &mut map);
        png::tiled(&layers, &indices, &map)
    }

    /// A game as an animated GIF: the start, one frame per move, and a
    /// pause on the final position.
    pub fn gif(
        &self,
        game: &hnefi_engine::Game,
        players: &Players,
        options: &GifOptions,
    ) -> Vec<u8> {
        // Pieces are never added during a game; a mercenary changes sides,
        // and its turncoat is always drawn with it.
        let variant = game.start().variant();
        let pieces = PieceSet::of_variant(variant).with_position(game.start());
        let layers = self.layers(variant, options.style, pieces);
        gif::encode(&layers, game, players, options)
    }
}

/// A drawn board: palette indices and the palette they index.
pub struct Picture {
    pub width: u32,
    pub height: u32,
    /// One palette index per pixel, row by row.
    pub indices: Vec<u8>,
    layers: Arc<layers::Layers>,
}

impl Picture {
    /// At most 255 colours.
    pub fn palette(&self) -> &[[u8; 3]] {
        &self.layers.palette
    }

    pub fn to_rgb(&self) -> RgbImage {
        let palette = self.palette();
        let raw: Vec<u8> = self
            .indices
            .iter()
            .flat_map(|&i| palette.get(i as usize).copied().unwrap_or([0; 3]))
            .collect();
        RgbImage::from_raw(self.width, self.height, raw).unwrap_or_default()
    }

    /// An 8-bit indexed PNG, fast deflate with filtered rows (unfiltered,
    /// fast deflate would find almost nothing to compress). Every row is
    /// compressed here; [`Renderer::png`] splices in cached squares.
    pub fn png(&self) -> Vec<u8> {
        encode_indexed_png(self.width, self.height, &self.indices, self.palette())
    }
}

/// An 8-bit indexed PNG of `indices` (row by row): fast deflate, each row
/// filtered Up or Sub, whichever leaves fewer non-zero bytes.
pub fn encode_indexed_png(width: u32, height: u32, indices: &[u8], palette: &[[u8; 3]]) -> Vec<u8> {
    png::indexed(width, height, indices, palette)
}

/// PNG, RGB 8-bit, fast deflate with the adaptive filter (the setting the
/// floor of `hnefi bench` is measured with).
pub fn encode_png(img: &RgbImage) -> Vec<u8> {
    use image::ImageEncoder;
    use image::codecs::png::{CompressionType, FilterType, PngEncoder};
    let mut out = Vec::with_capacity(img.len() / 8);
    let encoder =
        PngEncoder::new_with_quality(&mut out, CompressionType::Fast, FilterType::Adaptive);
    // Writing to memory fails only for sizes the renderer never makes.
    if encoder
        .write_image(
            img.as_raw(),
            img.width(),
            img.height(),
            image::ExtendedColorType::Rgb8,
        )
        .is_err()
    {
        out.clear();
    }
    out
}
