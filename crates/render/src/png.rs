//! The indexed PNG writer of the per-move path. The deflate (see
//! `deflate`) is fdeflate's scheme, the PNG crate's fast setting: a fixed
//! Huffman code for small values and runs of zeros, so the file costs what
//! the filtered rows hold apart from zeros. Two things keep that small:
//! each row takes whichever of the Up and Sub filters leaves fewer non-zero
//! bytes (a board is made of horizontal and vertical edges), and the
//! palette is ordered so that colours that touch get neighbouring indices
//! (see `quant::order`), which keeps the residues that remain small.
//!
//! A picture is mostly squares copied from cached tiles, and a tile's rows
//! filtered Up compress the same wherever it stands: [`tiled`] splices in
//! each tile's rows compressed once, and compresses only the rest (the
//! caption, the frame, the first row of each rank of squares, squares
//! drawn over).

use crate::deflate::{Deflater, Segments};
use crate::layers::{FRAME, Layers, TileId};

const SUB: u8 = 1;
const UP: u8 = 2;

/// Filters `row` (with `prev` the row above, if any) into `out`: the
/// filter byte, then the residues. Up or Sub, whichever leaves fewer
/// non-zero bytes.
#[inline]
fn filter_row(prev: Option<&[u8]>, row: &[u8], out: &mut [u8]) {
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
    let (kind, residues) = out.split_at_mut(1);
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
}

/// Filters `indices` (`width` per row) into `out`: a filter byte per row,
/// then the row's residues.
#[cfg(test)]
fn filter_rows(width: usize, indices: &[u8], out: &mut Vec<u8>) {
    out.clear();
    out.resize(indices.len() / width * (width + 1), 0);
    let mut prev: Option<&[u8]> = None;
    for (row, dst) in indices
        .chunks_exact(width)
        .zip(out.chunks_exact_mut(width + 1))
    {
        filter_row(prev, row, dst);
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

/// The signature, IHDR and PLTE, and the start of the IDAT chunk (its
/// length is filled in by [`end`]).
fn start(width: u32, height: u32, palette: &[[u8; 3]], capacity: usize) -> (Vec<u8>, usize) {
    let mut out = Vec::with_capacity(capacity);
    out.extend_from_slice(b"\x89PNG\r\n\x1a\n");
    let mut header = [0u8; 13];
    header[..4].copy_from_slice(&width.to_be_bytes());
    header[4..8].copy_from_slice(&height.to_be_bytes());
    // Bit depth 8, colour type 3 (indexed), deflate, adaptive filters, no interlace.
    header[8..].copy_from_slice(&[8, 3, 0, 0, 0]);
    chunk(&mut out, b"IHDR", &header);
    let mut flat = [0u8; 256 * 3];
    let colours = palette.len().min(256);
    for (dst, c) in flat.chunks_exact_mut(3).zip(palette) {
        dst.copy_from_slice(c);
    }
    chunk(&mut out, b"PLTE", &flat[..colours * 3]);
    let at = out.len();
    out.extend_from_slice(&[0, 0, 0, 0]);
    out.extend_from_slice(b"IDAT");
    (out, at)
}

/// Closes the IDAT chunk that starts at `at` and adds IEND.
fn end(mut out: Vec<u8>, at: usize) -> Vec<u8> {
    let len = (out.len() - at - 8) as u32;
    out[at..at + 4].copy_from_slice(&len.to_be_bytes());
    let crc = crc32fast::hash(&out[at + 4..]);
    out.extend_from_slice(&crc.to_be_bytes());
    chunk(&mut out, b"IEND", &[]);
    out
}

/// An 8-bit indexed PNG of `indices` (row by row, `width` wide). Each row
/// is filtered into a small buffer and compressed at once.
pub(crate) fn indexed(width: u32, height: u32, indices: &[u8], palette: &[[u8; 3]]) -> Vec<u8> {
    let w = width as usize;
    if w == 0 || height == 0 || indices.len() != w * height as usize || palette.is_empty() {
        return Vec::new();
    }
    let (out, at) = start(width, height, palette, indices.len() / 8 + 1024);
    let mut z = Deflater::new(out);
    let mut filtered = vec![0u8; w + 1];
    let mut prev: Option<&[u8]> = None;
    for row in indices.chunks_exact(w) {
        filter_row(prev, row, &mut filtered);
        z.write(&filtered);
        prev = Some(row);
    }
    end(z.finish(), at)
}

/// The PNG of a composed picture: as [`indexed`], except that inside a
/// square that shows a cached tile exactly (`map`, by `rank * n + file`)
/// every row but the first is filtered Up and spliced in from the tile's
/// rows compressed beforehand. Rows across the board are filtered Up
/// throughout, the rest of them (frame, squares drawn over) as they come.
pub(crate) fn tiled(layers: &Layers, indices: &[u8], map: &[Option<TileId>]) -> Vec<u8> {
    let g = layers.geo;
    let (w, n, s) = (g.width as usize, g.n as usize, g.square as usize);
    let (left, top) = (g.board_left as usize, g.board_top as usize);
    let right = left + n * s;
    if indices.len() != w * g.height as usize || map.len() != n * n + 1 || right > w {
        return indexed(g.width, g.height, indices, &layers.palette);
    }
    let frame = (map[n * n] == Some(FRAME)).then(|| layers.frame());
    let (out, at) = start(g.width, g.height, &layers.palette, indices.len() / 8 + 1024);
    let mut z = Deflater::new(out);
    let mut filtered = vec![0u8; w + 1];
    let rows: Vec<&[u8]> = indices.chunks_exact(w).collect();
    let generic = |z: &mut Deflater, y: usize, filtered: &mut [u8]| {
        filter_row(y.checked_sub(1).map(|a| rows[a]), rows[y], filtered);
        z.write(filtered);
    };
    // Above the board: the caption as it comes, the frame (but its first
    // row) spliced in when nothing was drawn on it.
    let caption = g.caption_height as usize;
    for y in 0..top {
        match frame {
            Some(f) if y > caption => z.session(w + 1, |z| z.segment(&f.above, y - caption - 1)),
            _ => generic(&mut z, y, &mut filtered),
        }
    }
    // Rank by rank: the tiles' compressed rows, found once a rank.
    let mut tiles: Vec<Option<&Segments>> = Vec::with_capacity(n);
    for band in 0..n {
        let rank = n - 1 - band;
        tiles.clear();
        tiles.extend(
            map[rank * n..][..n]
                .iter()
                .map(|t| t.map(|id| layers.tile(id).encoded())),
        );
        let y0 = top + band * s;
        // The first row of squares takes the frame's row above: as it comes.
        generic(&mut z, y0, &mut filtered);
        for r in 1..s {
            let (row, above, d) = (rows[y0 + r], rows[y0 + r - 1], band * s + r);
            z.session(w + 1, |z| {
                z.byte(UP);
                // Up residues of what is not spliced in, `from` up to each tile.
                let mut from = 0;
                if let Some(frame) = frame {
                    z.segment(&frame.left, d);
                    from = left;
                }
                for (file, tile) in tiles.iter().enumerate() {
                    let Some(tile) = tile else { continue };
                    let to = left + file * s;
                    if to > from {
                        up(&row[from..to], &above[from..to], &mut filtered);
                        z.write(&filtered[..to - from]);
                    }
                    z.segment(tile, r);
                    from = to + s;
                }
                let to = if frame.is_some() { right } else { w };
                if to > from {
                    up(&row[from..to], &above[from..to], &mut filtered);
                    z.write(&filtered[..to - from]);
                }
                if let Some(frame) = frame {
                    z.segment(&frame.right, d);
                }
            });
        }
    }
    let bottom = top + n * s;
    for y in bottom..rows.len() {
        match frame {
            Some(f) if y > bottom => z.session(w + 1, |z| z.segment(&f.below, y - bottom - 1)),
            _ => generic(&mut z, y, &mut filtered),
        }
    }
    end(z.finish(), at)
}

/// `row` less `above`, byte by byte, into the start of `out`.
#[inline]
fn up(row: &[u8], above: &[u8], out: &mut [u8]) {
    for ((r, a), b) in out.iter_mut().zip(row).zip(above) {
        *r = a.wrapping_sub(*b);
    }
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

    /// The chunks of a PNG file, each checked against its CRC.
    fn chunks(file: &[u8]) -> Vec<([u8; 4], Vec<u8>)> {
        assert_eq!(&file[..8], b"\x89PNG\r\n\x1a\n");
        let mut out = Vec::new();
        let mut at = 8;
        while at < file.len() {
            let len = u32::from_be_bytes(file[at..at + 4].try_into().unwrap()) as usize;
            let kind: [u8; 4] = file[at + 4..at + 8].try_into().unwrap();
            let data = file[at + 8..at + 8 + len].to_vec();
            let crc = u32::from_be_bytes(file[at + 8 + len..at + 12 + len].try_into().unwrap());
            assert_eq!(crc, crc32fast::hash(&file[at + 4..at + 8 + len]), "CRC");
            out.push((kind, data));
            at += 12 + len;
        }
        out
    }

    #[test]
    fn spliced_files_have_their_checksums_and_every_row_in_full() {
        use hnefi_engine::{Game, variant};
        let r = crate::Renderer::new();
        for (key, moves) in [
            ("copenhagen", "d1-d3 f4-f3 a4-c4"),
            ("brandubh", "d2-e2"),
            ("alea-evangelii", ""),
        ] {
            let v = variant::by_key(key).unwrap();
            let mut game = Game::new(v.start_position(None, None).unwrap());
            for m in moves.split_whitespace() {
                game.play_text(m).unwrap();
            }
            let view = crate::BoardView::game(&game, &crate::Players::new("A", "B"));
            let file = r.png(&view, crate::Style::default());
            let chunks = chunks(&file);
            let kinds: Vec<&[u8; 4]> = chunks.iter().map(|(k, _)| k).collect();
            assert_eq!(kinds, [b"IHDR", b"PLTE", b"IDAT", b"IEND"]);
            // fdeflate checks the Adler-32 the splicing summed.
            let raw = fdeflate::decompress_to_vec(&chunks[2].1).expect("a valid zlib stream");
            let picture = r.picture(&view, crate::Style::default());
            let w = picture.width as usize;
            assert_eq!(raw.len(), (w + 1) * picture.height as usize);
            // Undo the filters: the rows are the picture's.
            let mut prev = vec![0u8; w];
            for (y, row) in raw.chunks_exact(w + 1).enumerate() {
                let mut pixels = vec![0u8; w];
                for x in 0..w {
                    pixels[x] = match row[0] {
                        UP => row[1 + x].wrapping_add(prev[x]),
                        SUB => row[1 + x].wrapping_add(if x > 0 { pixels[x - 1] } else { 0 }),
                        other => panic!("filter {other}"),
                    };
                }
                assert_eq!(pixels, picture.indices[y * w..][..w], "{key} row {y}");
                prev = pixels;
            }
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
