//! Anti-aliased drawing. Shapes are signed distance fields (negative
//! inside, in pixels), so every edge gets exact coverage without
//! supersampling. The slow, pretty work (sprites, the empty board) happens
//! once per cache entry; the per-move path only copies and blends.

use image::RgbImage;

/// An opaque colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rgb(pub u8, pub u8, pub u8);

impl Rgb {
    pub(crate) const fn hex(v: u32) -> Rgb {
        Rgb((v >> 16) as u8, (v >> 8) as u8, v as u8)
    }

    pub(crate) fn f(self) -> [f32; 3] {
        [
            self.0 as f32 / 255.0,
            self.1 as f32 / 255.0,
            self.2 as f32 / 255.0,
        ]
    }

    /// Linear mix: `t` = 0 gives `self`, 1 gives `other`.
    pub(crate) fn mix(self, other: Rgb, t: f32) -> Rgb {
        let m = |a: u8, b: u8| (a as f32 + (b as f32 - a as f32) * t).round() as u8;
        Rgb(m(self.0, other.0), m(self.1, other.1), m(self.2, other.2))
    }

    /// Relative luminance (sRGB weights, gamma ignored), 0..255.
    pub fn luma(self) -> f32 {
        0.2126 * self.0 as f32 + 0.7152 * self.1 as f32 + 0.0722 * self.2 as f32
    }
}

/// Coverage of a pixel whose centre lies `d` pixels from an edge.
#[inline]
fn coverage(d: f32) -> f32 {
    (0.5 - d).clamp(0.0, 1.0)
}

/// Signed distance fields of the shapes the renderer draws.
pub(crate) mod sdf {
    /// A disc.
    pub fn circle(cx: f32, cy: f32, r: f32) -> impl Fn(f32, f32) -> f32 + Copy {
        move |x, y| (x - cx).hypot(y - cy) - r
    }

    /// A ring of width `w` centred on radius `r`.
    pub fn ring(cx: f32, cy: f32, r: f32, w: f32) -> impl Fn(f32, f32) -> f32 + Copy {
        move |x, y| ((x - cx).hypot(y - cy) - r).abs() - w / 2.0
    }

    /// A segment with round caps, `w` wide.
    pub fn capsule(ax: f32, ay: f32, bx: f32, by: f32, w: f32) -> impl Fn(f32, f32) -> f32 + Copy {
        let (dx, dy) = (bx - ax, by - ay);
        let len2 = (dx * dx + dy * dy).max(1e-6);
        move |x, y| {
            let t = (((x - ax) * dx + (y - ay) * dy) / len2).clamp(0.0, 1.0);
            (x - ax - t * dx).hypot(y - ay - t * dy) - w / 2.0
        }
    }

    /// A rectangle centred on (cx, cy), half sizes `hw` x `hh`, corners
    /// rounded by `r`.
    pub fn rounded_rect(
        cx: f32,
        cy: f32,
        hw: f32,
        hh: f32,
        r: f32,
    ) -> impl Fn(f32, f32) -> f32 + Copy {
        move |x, y| {
            let qx = (x - cx).abs() - hw + r;
            let qy = (y - cy).abs() - hh + r;
            qx.max(0.0).hypot(qy.max(0.0)) + qx.max(qy).min(0.0) - r
        }
    }

    /// A closed polygon (any winding; even-odd inside).
    pub fn polygon(points: Vec<(f32, f32)>) -> impl Fn(f32, f32) -> f32 {
        move |x, y| {
            let n = points.len();
            let mut best = f32::MAX;
            let mut inside = false;
            for i in 0..n {
                let (ax, ay) = points[i];
                let (bx, by) = points[(i + 1) % n];
                let (dx, dy) = (bx - ax, by - ay);
                let len2 = (dx * dx + dy * dy).max(1e-9);
                let t = (((x - ax) * dx + (y - ay) * dy) / len2).clamp(0.0, 1.0);
                best = best.min((x - ax - t * dx).hypot(y - ay - t * dy));
                if (ay > y) != (by > y) && x < ax + (y - ay) * dx / dy {
                    inside = !inside;
                }
            }
            if inside { -best } else { best }
        }
    }

    /// The outline of a shape: a band `w` wide centred on its edge.
    pub fn stroke(shape: impl Fn(f32, f32) -> f32, w: f32) -> impl Fn(f32, f32) -> f32 {
        move |x, y| shape(x, y).abs() - w / 2.0
    }

    pub fn union(
        a: impl Fn(f32, f32) -> f32,
        b: impl Fn(f32, f32) -> f32,
    ) -> impl Fn(f32, f32) -> f32 {
        move |x, y| a(x, y).min(b(x, y))
    }
}

/// A premultiplied RGBA canvas in floats, for building sprites.
pub(crate) struct Canvas {
    pub w: usize,
    pub h: usize,
    px: Vec<[f32; 4]>,
}

impl Canvas {
    pub fn new(w: usize, h: usize) -> Canvas {
        Canvas {
            w,
            h,
            px: vec![[0.0; 4]; w * h],
        }
    }

    /// Paints `colour(x, y)` with opacity `alpha` wherever `shape` covers.
    pub fn paint(
        &mut self,
        shape: impl Fn(f32, f32) -> f32,
        colour: impl Fn(f32, f32) -> Rgb,
        alpha: f32,
    ) {
        for y in 0..self.h {
            for x in 0..self.w {
                let (fx, fy) = (x as f32 + 0.5, y as f32 + 0.5);
                let a = coverage(shape(fx, fy)) * alpha;
                if a <= 0.0 {
                    continue;
                }
                let c = colour(fx, fy).f();
                let p = &mut self.px[y * self.w + x];
                let keep = 1.0 - a;
                *p = [
                    c[0] * a + p[0] * keep,
                    c[1] * a + p[1] * keep,
                    c[2] * a + p[2] * keep,
                    a + p[3] * keep,
                ];
            }
        }
    }

    /// Paints a solid colour.
    pub fn fill(&mut self, shape: impl Fn(f32, f32) -> f32, colour: Rgb, alpha: f32) {
        self.paint(shape, |_, _| colour, alpha);
    }

    /// Paints black through an alpha mask (a soft shadow).
    pub fn shade(&mut self, mask: &[f32], alpha: f32) {
        for (p, &m) in self.px.iter_mut().zip(mask) {
            let a = (m * alpha).clamp(0.0, 1.0);
            let keep = 1.0 - a;
            *p = [p[0] * keep, p[1] * keep, p[2] * keep, a + p[3] * keep];
        }
    }

    /// Composites `top` (same size) over this canvas.
    pub fn over(&mut self, top: &Canvas) {
        for (p, t) in self.px.iter_mut().zip(&top.px) {
            let keep = 1.0 - t[3];
            *p = [
                t[0] + p[0] * keep,
                t[1] + p[1] * keep,
                t[2] + p[2] * keep,
                t[3] + p[3] * keep,
            ];
        }
    }

    /// The canvas scaled in opacity (for ghosts).
    pub fn faded(&self, alpha: f32) -> Canvas {
        Canvas {
            w: self.w,
            h: self.h,
            px: self
                .px
                .iter()
                .map(|p| [p[0] * alpha, p[1] * alpha, p[2] * alpha, p[3] * alpha])
                .collect(),
        }
    }

    pub fn sprite(&self) -> Sprite {
        let q = |v: f32| (v * 255.0).round().clamp(0.0, 255.0) as u8;
        let data: Vec<[u8; 4]> = self
            .px
            .iter()
            .map(|p| {
                let a = q(p[3]);
                // Premultiplied colour never exceeds its alpha.
                [q(p[0]).min(a), q(p[1]).min(a), q(p[2]).min(a), a]
            })
            .collect();
        let spans = (0..self.h)
            .map(|y| {
                let row = &data[y * self.w..(y + 1) * self.w];
                let first = row.iter().position(|p| p[3] != 0);
                match first {
                    None => (0, 0),
                    Some(first) => {
                        let last = row.iter().rposition(|p| p[3] != 0).unwrap_or(first);
                        (first as u16, last as u16 + 1)
                    }
                }
            })
            .collect();
        Sprite {
            w: self.w,
            h: self.h,
            data,
            spans,
        }
    }
}

/// Coverage of `shape` over a `w` x `h` grid, as a float mask.
pub(crate) fn mask(w: usize, h: usize, shape: impl Fn(f32, f32) -> f32) -> Vec<f32> {
    let mut out = vec![0.0; w * h];
    for y in 0..h {
        for x in 0..w {
            out[y * w + x] = coverage(shape(x as f32 + 0.5, y as f32 + 0.5));
        }
    }
    out
}

/// A premultiplied RGBA image ready to blend, with the span of visible
/// pixels of each row so that blending skips the transparent corners.
pub(crate) struct Sprite {
    pub w: usize,
    pub h: usize,
    data: Vec<[u8; 4]>,
    spans: Vec<(u16, u16)>,
}

/// `v * (255 - a) / 255`, rounded, without a division.
#[inline]
fn scale(v: u8, keep: u32) -> u32 {
    let t = v as u32 * keep + 128;
    (t + (t >> 8)) >> 8
}

impl Sprite {
    /// Per row, the span of visible pixels.
    pub fn spans(&self) -> &[(u16, u16)] {
        &self.spans
    }

    /// Blends the sprite onto `img` with its top-left corner at (x, y),
    /// clipped to the image.
    pub fn blend(&self, img: &mut RgbImage, x: i32, y: i32) {
        let (iw, ih) = (img.width() as i32, img.height() as i32);
        let stride = iw as usize * 3;
        let buf: &mut [u8] = img;
        for row in 0..self.h as i32 {
            let ty = y + row;
            if ty < 0 || ty >= ih {
                continue;
            }
            let (s0, s1) = self.spans[row as usize];
            let x0 = (x + s0 as i32).max(0);
            let x1 = (x + s1 as i32).min(iw);
            if x0 >= x1 {
                continue;
            }
            let src = &self.data[row as usize * self.w + (x0 - x) as usize..];
            let dst = &mut buf[ty as usize * stride + x0 as usize * 3..][..(x1 - x0) as usize * 3];
            for (d, s) in dst.chunks_exact_mut(3).zip(src) {
                match s[3] {
                    0 => {}
                    255 => d.copy_from_slice(&s[..3]),
                    a => {
                        let keep = 255 - a as u32;
                        d[0] = (s[0] as u32 + scale(d[0], keep)) as u8;
                        d[1] = (s[1] as u32 + scale(d[1], keep)) as u8;
                        d[2] = (s[2] as u32 + scale(d[2], keep)) as u8;
                    }
                }
            }
        }
    }
}

/// Blends `colour` at opacity `alpha` (0..=255) over a rectangle of `img`.
pub(crate) fn tint_rect(
    img: &mut RgbImage,
    x: u32,
    y: u32,
    w: u32,
    h: u32,
    colour: Rgb,
    alpha: u8,
) {
    let (iw, ih) = (img.width(), img.height());
    let (x1, y1) = ((x + w).min(iw), (y + h).min(ih));
    if x >= x1 || y >= y1 {
        return;
    }
    let a = alpha as u32;
    let keep = 255 - a;
    let pre = [
        (colour.0 as u32 * a + 127) / 255,
        (colour.1 as u32 * a + 127) / 255,
        (colour.2 as u32 * a + 127) / 255,
    ];
    let stride = iw as usize * 3;
    let buf: &mut [u8] = img;
    for row in y..y1 {
        let line = &mut buf
            [row as usize * stride + x as usize * 3..row as usize * stride + x1 as usize * 3];
        for d in line.chunks_exact_mut(3) {
            d[0] = (pre[0] + scale(d[0], keep)) as u8;
            d[1] = (pre[1] + scale(d[1], keep)) as u8;
            d[2] = (pre[2] + scale(d[2], keep)) as u8;
        }
    }
}

/// Fills a rectangle of `img` with a solid colour.
pub(crate) fn fill_rect(img: &mut RgbImage, x: u32, y: u32, w: u32, h: u32, colour: Rgb) {
    let (x1, y1) = ((x + w).min(img.width()), (y + h).min(img.height()));
    for yy in y..y1 {
        for xx in x..x1 {
            img.put_pixel(xx, yy, image::Rgb([colour.0, colour.1, colour.2]));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn disc_edges_are_anti_aliased() {
        let mut canvas = Canvas::new(32, 32);
        canvas.fill(sdf::circle(16.0, 16.0, 10.0), Rgb(0, 0, 0), 1.0);
        let sprite = canvas.sprite();
        let alphas: Vec<u8> = sprite.data.iter().map(|p| p[3]).collect();
        assert_eq!(alphas[16 * 32 + 16], 255, "the centre is opaque");
        assert_eq!(alphas[0], 0, "the corner is clear");
        let partial = alphas.iter().filter(|&&a| a > 0 && a < 255).count();
        assert!(
            partial > 20,
            "the rim has partial coverage: {partial} pixels"
        );
    }

    #[test]
    fn blending_keeps_the_background_where_clear_and_covers_where_opaque() {
        let mut canvas = Canvas::new(8, 8);
        canvas.fill(
            sdf::rounded_rect(4.0, 4.0, 2.0, 2.0, 0.0),
            Rgb(10, 20, 30),
            1.0,
        );
        let sprite = canvas.sprite();
        let mut img = RgbImage::from_pixel(10, 10, image::Rgb([200, 200, 200]));
        sprite.blend(&mut img, -1, 3);
        assert_eq!(img.get_pixel(3, 7).0, [10, 20, 30]);
        assert_eq!(img.get_pixel(9, 9).0, [200, 200, 200]);
    }

    #[test]
    fn polygon_distance_is_negative_inside() {
        let square = sdf::polygon(vec![(0.0, 0.0), (10.0, 0.0), (10.0, 10.0), (0.0, 10.0)]);
        assert!(square(5.0, 5.0) < -4.9);
        assert!((square(15.0, 5.0) - 5.0).abs() < 1e-4);
    }
}
