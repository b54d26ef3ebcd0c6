//! Text: DejaVu Sans embedded in the binary, glyphs rasterised once per
//! size and then only blended. Left-to-right with kerning; no shaping.

use std::collections::HashMap;
use std::sync::{Arc, LazyLock, RwLock};

use ab_glyph::{Font, FontArc, GlyphId, PxScale, ScaleFont, point};
use image::RgbImage;

use crate::raster::Rgb;

static BOOK: LazyLock<FontArc> = LazyLock::new(|| {
    FontArc::try_from_slice(include_bytes!("../../../fonts/DejaVuSans.ttf"))
        .expect("the embedded DejaVu Sans is a valid font")
});
static BOLD: LazyLock<FontArc> = LazyLock::new(|| {
    FontArc::try_from_slice(include_bytes!("../../../fonts/DejaVuSans-Bold.ttf"))
        .expect("the embedded DejaVu Sans Bold is a valid font")
});

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Face {
    Book,
    Bold,
}

/// One rasterised glyph, placed relative to the pen on the baseline.
struct Glyph {
    id: GlyphId,
    advance: f32,
    left: i32,
    top: i32,
    w: usize,
    h: usize,
    coverage: Vec<u8>,
    /// The coverage as blend levels (see `quant::level`).
    levels: Vec<u8>,
}

/// A face at one pixel size, with its glyph cache.
pub(crate) struct Typeface {
    font: FontArc,
    px: f32,
    pub ascent: f32,
    pub descent: f32,
    /// Printable ASCII, rasterised up front: no lock on the common path.
    ascii: Vec<Arc<Glyph>>,
    /// Anything else, rasterised on first use.
    other: RwLock<HashMap<char, Arc<Glyph>>>,
}

impl Typeface {
    pub fn new(face: Face, px: f32) -> Typeface {
        let font = match face {
            Face::Book => BOOK.clone(),
            Face::Bold => BOLD.clone(),
        };
        let scaled = font.as_scaled(PxScale::from(px));
        let (ascent, descent) = (scaled.ascent(), scaled.descent());
        let ascii = (b' '..=b'~')
            .map(|c| Arc::new(rasterise(&font, px, c as char)))
            .collect();
        Typeface {
            font,
            px,
            ascent,
            descent,
            ascii,
            other: RwLock::new(HashMap::new()),
        }
    }

    pub fn px(&self) -> f32 {
        self.px
    }

    fn glyph(&self, c: char) -> Arc<Glyph> {
        if (' '..='~').contains(&c) {
            return Arc::clone(&self.ascii[c as usize - ' ' as usize]);
        }
        if let Some(g) = self.other.read().ok().and_then(|m| m.get(&c).cloned()) {
            return g;
        }
        let g = Arc::new(rasterise(&self.font, self.px, c));
        if let Ok(mut map) = self.other.write() {
            // Names are user text: keep the cache from growing without end.
            if map.len() > 4096 {
                map.clear();
            }
            map.insert(c, Arc::clone(&g));
        }
        g
    }

    fn kern(&self, prev: Option<GlyphId>, id: GlyphId) -> f32 {
        match prev {
            Some(p) => self.font.as_scaled(PxScale::from(self.px)).kern(p, id),
            None => 0.0,
        }
    }

    /// The advance width of `text`.
    pub fn measure(&self, text: &str) -> f32 {
        let mut x = 0.0;
        let mut prev = None;
        for c in text.chars() {
            let g = self.glyph(c);
            x += self.kern(prev, g.id) + g.advance;
            prev = Some(g.id);
        }
        x
    }

    /// `text`, shortened with an ellipsis to fit `max` pixels.
    pub fn fit(&self, text: &str, max: f32) -> String {
        if self.measure(text) <= max {
            return text.to_string();
        }
        let mut chars: Vec<char> = text.chars().collect();
        while !chars.is_empty() {
            chars.pop();
            let candidate: String = chars.iter().collect::<String>().trim_end().to_string() + "…";
            if self.measure(&candidate) <= max {
                return candidate;
            }
        }
        "…".to_string()
    }

    /// Draws `text` with its pen starting at `x` on the baseline `y`,
    /// handing every covered pixel to `plot(x, y, coverage)`; returns where
    /// the pen ends.
    pub fn draw_with(&self, x: f32, y: f32, text: &str, mut plot: impl FnMut(i32, i32, u8)) -> f32 {
        let mut pen = x;
        let mut prev = None;
        let base = y.round() as i32;
        for c in text.chars() {
            let g = self.glyph(c);
            pen += self.kern(prev, g.id);
            let (gx, gy) = (pen.round() as i32 + g.left, base + g.top);
            for row in 0..g.h {
                for col in 0..g.w {
                    let a = g.coverage[row * g.w + col];
                    if a != 0 {
                        plot(gx + col as i32, gy + row as i32, a);
                    }
                }
            }
            pen += g.advance;
            prev = Some(g.id);
        }
        pen
    }

    /// Draws `text` with its pen starting at `x` on the baseline `y`,
    /// handing each row of each glyph to `row(x, y, levels)` (blend levels,
    /// see `quant::level`, 0 where the glyph does not cover); returns where
    /// the pen ends.
    pub fn draw_rows(
        &self,
        x: f32,
        y: f32,
        text: &str,
        mut row: impl FnMut(i32, i32, &[u8]),
    ) -> f32 {
        let mut pen = x;
        let mut prev = None;
        let base = y.round() as i32;
        for c in text.chars() {
            let g = self.glyph(c);
            pen += self.kern(prev, g.id);
            let (gx, gy) = (pen.round() as i32 + g.left, base + g.top);
            for (r, levels) in g.levels.chunks_exact(g.w.max(1)).enumerate() {
                row(gx, gy + r as i32, levels);
            }
            pen += g.advance;
            prev = Some(g.id);
        }
        pen
    }

    /// Draws `text` in `colour` onto an RGB image (at build time).
    pub fn draw(&self, img: &mut RgbImage, x: f32, y: f32, text: &str, colour: Rgb) -> f32 {
        let (w, h) = (img.width() as i32, img.height() as i32);
        let c = [colour.0 as i32, colour.1 as i32, colour.2 as i32];
        self.draw_with(x, y, text, |px, py, a| {
            if px < 0 || py < 0 || px >= w || py >= h {
                return;
            }
            let p = img.get_pixel_mut(px as u32, py as u32);
            for (d, c) in p.0.iter_mut().zip(c) {
                *d = (*d as i32 + ((c - *d as i32) * a as i32 + 127) / 255) as u8;
            }
        })
    }
}

fn rasterise(font: &FontArc, px: f32, c: char) -> Glyph {
    let scaled = font.as_scaled(PxScale::from(px));
    let id = scaled.glyph_id(c);
    let advance = scaled.h_advance(id);
    let glyph = id.with_scale_and_position(PxScale::from(px), point(0.0, 0.0));
    match scaled.outline_glyph(glyph) {
        None => Glyph {
            id,
            advance,
            left: 0,
            top: 0,
            w: 0,
            h: 0,
            coverage: Vec::new(),
            levels: Vec::new(),
        },
        Some(outlined) => {
            let bounds = outlined.px_bounds();
            let (w, h) = (bounds.width() as usize, bounds.height() as usize);
            let mut coverage = vec![0u8; w * h];
            outlined.draw(|x, y, v| {
                let (x, y) = (x as usize, y as usize);
                if x < w && y < h {
                    coverage[y * w + x] = (v.clamp(0.0, 1.0) * 255.0).round() as u8;
                }
            });
            let levels = coverage
                .iter()
                .map(|&a| crate::quant::level(a as f32 / 255.0) as u8)
                .collect();
            Glyph {
                id,
                advance,
                left: bounds.min.x as i32,
                top: bounds.min.y as i32,
                w,
                h,
                coverage,
                levels,
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_is_measured_drawn_and_shortened() {
        let face = Typeface::new(Face::Bold, 20.0);
        let width = face.measure("Copenhagen");
        assert!(width > 60.0 && width < 200.0, "{width}");
        let mut img = RgbImage::from_pixel(240, 40, image::Rgb([0, 0, 0]));
        let end = face.draw(&mut img, 4.0, 28.0, "Copenhagen Ø", Rgb(255, 255, 255));
        assert!(end > width);
        let lit = img.pixels().filter(|p| p.0[0] > 128).count();
        assert!(lit > 100, "{lit} pixels drawn");
        let short = face.fit("A very long player name indeed", 100.0);
        assert!(
            short.ends_with('…') && face.measure(&short) <= 100.0,
            "{short}"
        );
    }
}
