//! `hnefi render` and `hnefi gif` (docs/cli.md), end to end through the binary.

mod common;

use std::path::PathBuf;

use common::*;
use hnefi_render::image::{self, AnimationDecoder};

/// A fresh path in the system's temporary folder.
fn temp(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("hnefi-cli-render-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name)
}

fn decode_png(path: &PathBuf) -> image::RgbImage {
    let bytes = std::fs::read(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    assert_eq!(&bytes[..8], b"\x89PNG\r\n\x1a\n", "a PNG file");
    image::load_from_memory_with_format(&bytes, image::ImageFormat::Png)
        .expect("the PNG decodes")
        .to_rgb8()
}

#[test]
fn render_writes_the_start_position_as_a_png() {
    let out = temp("start.png");
    let stdout = hnefi_ok(
        &[
            "render",
            "--variant",
            "copenhagen",
            "-o",
            out.to_str().unwrap(),
        ],
        "",
    );
    assert!(stdout.is_empty(), "nothing on stdout: {stdout}");
    let img = decode_png(&out);
    assert_eq!(img.width(), hnefi_render::default_width(11));
    let size = std::fs::metadata(&out).unwrap().len();
    assert!(size < 150_000, "{size} bytes");
}

#[test]
fn render_marks_moves_and_honours_size_layout_and_position() {
    let out = temp("moves.png");
    hnefi_ok(
        &[
            "render",
            "--variant",
            "brandubh",
            "--moves",
            "d2-e2 d3-d2",
            "--size",
            "500",
            "--attackers",
            "Ada",
            "--defenders",
            "Brian",
            "-o",
            out.to_str().unwrap(),
        ],
        "",
    );
    let marked = decode_png(&out);
    assert_eq!(marked.width(), 500);
    let bare_out = temp("bare.png");
    hnefi_ok(
        &[
            "render",
            "--variant",
            "brandubh",
            "--position",
            "3a3/3a3/3d3/aadkdaa/7/3da2/3a3 a",
            "--size",
            "500",
            "-o",
            bare_out.to_str().unwrap(),
        ],
        "",
    );
    let bare = decode_png(&bare_out);
    assert_eq!(marked.dimensions(), bare.dimensions());
    assert_ne!(marked, bare, "the last move is marked");
    let layout = temp("layout.png");
    hnefi_ok(
        &[
            "render",
            "--variant",
            "magpie",
            "--layout",
            "ballinderry-2",
            "--theme",
            "slate",
            "-o",
            layout.to_str().unwrap(),
        ],
        "",
    );
    decode_png(&layout);
}

#[test]
fn render_and_gif_fail_in_one_line() {
    let out = temp("never.png");
    let o = out.to_str().unwrap();
    for args in [
        vec!["render", "--variant", "nope", "-o", o],
        vec![
            "render",
            "--variant",
            "brandubh",
            "--layout",
            "nope",
            "-o",
            o,
        ],
        vec![
            "render",
            "--variant",
            "brandubh",
            "--position",
            "garbage",
            "-o",
            o,
        ],
        vec![
            "render",
            "--variant",
            "brandubh",
            "--moves",
            "d2-e2 zz",
            "-o",
            o,
        ],
        vec![
            "render",
            "--variant",
            "brandubh",
            "--moves",
            "d1-d2",
            "-o",
            o,
        ],
        vec!["render", "--variant", "brandubh", "--size", "10", "-o", o],
        vec![
            "render",
            "--variant",
            "brandubh",
            "--size",
            "99999",
            "-o",
            o,
        ],
        vec![
            "render",
            "--variant",
            "brandubh",
            "--theme",
            "neon",
            "-o",
            o,
        ],
        vec!["render", "--variant", "brandubh"],
        vec![
            "render",
            "--variant",
            "brandubh",
            "-o",
            "/nonexistent-folder/x.png",
        ],
        vec!["gif", "--variant", "brandubh", "-o", o],
        vec!["gif", "--variant", "brandubh", "--moves", "e1-e2", "-o", o],
    ] {
        hnefi_fails(&args, "");
    }
    assert!(!out.exists(), "nothing written on failure");
}

#[test]
fn gif_writes_one_frame_per_ply_plus_the_start() {
    let out = temp("replay.gif");
    let moves = "d2-e2 d3-d2 e2-e3 c4-c2 b4-c4";
    hnefi_ok(
        &[
            "gif",
            "--variant",
            "brandubh",
            "--moves",
            moves,
            "-o",
            out.to_str().unwrap(),
        ],
        "",
    );
    let bytes = std::fs::read(&out).unwrap();
    assert_eq!(&bytes[..6], b"GIF89a");
    let decoder = image::codecs::gif::GifDecoder::new(std::io::Cursor::new(bytes)).unwrap();
    let frames = decoder
        .into_frames()
        .collect_frames()
        .expect("the GIF decodes");
    assert_eq!(frames.len(), moves.split_whitespace().count() + 1);
    assert_eq!(frames[0].buffer().width(), hnefi_render::default_width(7));
}
