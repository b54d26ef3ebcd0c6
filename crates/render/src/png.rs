//! The indexed PNG writer of the per-move path. The deflate is fdeflate,
//! the PNG crate's fast setting: a fixed Huffman code for small values and
//! runs of zeros, so the file costs what the filtered rows hold apart from
//! zeros. Two things keep that small: each row takes whichever of the Up
//! and Sub filters leaves fewer non-zero bytes (a board is made of
//! horizontal and vertical edges), and the palette is ordered so that
//! colours that touch get neighbouring indices (see `quant::order`), which
//! keeps the residues that remain small.

use std::io::Write;

const SUB: u8 = 1;
const UP: u8 = 2;

/// Filters `indices` (`width` per row) into `out`: a filter byte per row,
/// then the row's residues.
fn filter_rows(width: usize, indices: &[u8], out: &mut Vec<u8>) {
    let rows = indices.len() / width.max(1);
    out.clear();
    out.resize(rows * (width + 1), 0);
    let mut prev: Option<&[u8]> = None;
    for (row, dst) in indices
        .chunks_exact(width)
        .zip(out.chunks_exact_mut(width + 1))
    {
        let up_nonzero = match prev {
            Some(p) => differ(p, row),
            None => usize::MAX,
        };
        // A row like the one above (most rows of a board) needs no second look.
        let sub_nonzero = if up_nonzero == 0 {
            usize::MAX
        } else {
            differ(&row[1..], &row[..row.len() - 1]) + (row[0] != 0) as usize
        };
        let (kind, residues) = dst.split_at_mut(1);
        match prev {
            Some(p) if up_nonzero <= sub_nonzero => {
                kind[0] = UP;
                for ((r, a), b) in residues.iter_mut().zip(row).zip(p) {
                    *r = a.wrapping_sub(*b);
                }
            }
            _ => {
                kind[0] = SUB;
                residues[0] = row[0];
                for ((r, a), b) in residues[1..].iter_mut().zip(&row[1..]).zip(row) {
                    *r = a.wrapping_sub(*b);
                }
            }
        }
        prev = Some(row);
    }
}

/// How many bytes of `a` and `b` differ; counted in blocks with byte
/// counters, which the compiler turns into wide vector code.
fn differ(a: &[u8], b: &[u8]) -> usize {
    let mut total = 0;
    for (ca, cb) in a.chunks(128).zip(b.chunks(128)) {
        let mut n = 0u8;
        for (x, y) in ca.iter().zip(cb) {
            n += (x != y) as u8;
        }
        total += n as usize;
    }
    total
}

fn chunk(out: &mut Vec<u8>, kind: &[u8; 4], data: &[u8]) {
    out.extend_from_slice(&(data.len() as u32).to_be_bytes());
    let start = out.len();
    out.extend_from_slice(kind);
    out.extend_from_slice(data);
    let crc = crc32fast::hash(&out[start..]);
    out.extend_from_slice(&crc.to_be_bytes());
}

/// An 8-bit indexed PNG of `indices` (row by row, `width` wide).
pub(crate) fn indexed(width: u32, height: u32, indices: &[u8], palette: &[[u8; 3]]) -> Vec<u8> {
    let w = width as usize;
    if w == 0 || height == 0 || indices.len() != w * height as usize || palette.is_empty() {
        return Vec::new();
    }
    let mut filtered = Vec::new();
    filter_rows(w, indices, &mut filtered);
    let mut out = Vec::with_capacity(indices.len() / 8 + 1024);
    out.extend_from_slice(b"\x89PNG\r\n\x1a\n");
    let mut header = Vec::with_capacity(13);
    header.extend_from_slice(&width.to_be_bytes());
    header.extend_from_slice(&height.to_be_bytes());
    // Bit depth 8, colour type 3 (indexed), deflate, adaptive filters, no interlace.
    header.extend_from_slice(&[8, 3, 0, 0, 0]);
    chunk(&mut out, b"IHDR", &header);
    let flat: Vec<u8> = palette.iter().take(256).flatten().copied().collect();
    chunk(&mut out, b"PLTE", &flat);
    // IDAT: length first, filled in once the stream is written.
    let at = out.len();
    out.extend_from_slice(&[0, 0, 0, 0]);
    out.extend_from_slice(b"IDAT");
    let compressed = fdeflate::Compressor::new(std::mem::take(&mut out))
        .and_then(|mut c| c.write_data(&filtered).map(|()| c))
        .and_then(|c| c.finish());
    let Ok(mut out) = compressed else {
        return Vec::new();
    };
    let len = (out.len() - at - 8) as u32;
    out[at..at + 4].copy_from_slice(&len.to_be_bytes());
    let crc = crc32fast::hash(&out[at + 4..]);
    let _ = out.write_all(&crc.to_be_bytes());
    chunk(&mut out, b"IEND", &[]);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn written_files_decode_to_the_same_pixels() {
        let (w, h) = (37u32, 23u32);
        let palette: Vec<[u8; 3]> = (0..200u8).map(|i| [i, 255 - i, i / 3]).collect();
        let indices: Vec<u8> = (0..w * h)
            .map(|i| {
                let (x, y) = (i % w, i / w);
                if y % 7 == 0 || x % 5 == 0 {
                    (x * 3 + y) as u8 % 200
                } else {
                    17
                }
            })
            .collect();
        let file = indexed(w, h, &indices, &palette);
        let img = image::load_from_memory_with_format(&file, image::ImageFormat::Png)
            .expect("decodes")
            .to_rgb8();
        assert_eq!(img.dimensions(), (w, h));
        for (i, p) in img.pixels().enumerate() {
            assert_eq!(p.0, palette[indices[i] as usize], "pixel {i}");
        }
    }

    #[test]
    fn each_row_takes_the_filter_with_fewer_non_zero_bytes() {
        // Row 0: Sub (no row above). Row 1 equals row 0: Up. Row 2 is flat: Sub.
        let rows = [[1u8, 2, 3, 4], [1, 2, 3, 4], [9, 9, 9, 9]];
        let mut out = Vec::new();
        filter_rows(4, &rows.concat(), &mut out);
        assert_eq!(out, [SUB, 1, 1, 1, 1, UP, 0, 0, 0, 0, SUB, 9, 0, 0, 0]);
    }
}
