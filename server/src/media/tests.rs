//! The media module's tests: images made here with the `image` crate, headers crafted by hand.

use std::fs;
use std::io::Cursor;
use std::path::Path;

use image::codecs::jpeg::JpegEncoder;
use image::{ImageEncoder, ImageFormat, Rgb, RgbImage, Rgba, RgbaImage};

use super::images::{jpeg_is_complete, variant_widths};
use super::*;

/// A picture with some detail, so that the encoders have work to do.
fn picture(width: u32, height: u32) -> RgbImage {
    RgbImage::from_fn(width, height, |x, y| {
        Rgb([
            (x * 255 / width) as u8,
            (y * 255 / height) as u8,
            ((x ^ y) & 0xff) as u8,
        ])
    })
}

fn png(width: u32, height: u32) -> Vec<u8> {
    let mut out = Cursor::new(Vec::new());
    picture(width, height).write_to(&mut out, ImageFormat::Png).unwrap();
    out.into_inner()
}

fn jpeg(width: u32, height: u32, exif: Option<Vec<u8>>) -> Vec<u8> {
    let mut out = Vec::new();
    let mut encoder = JpegEncoder::new_with_quality(&mut out, 85);
    if let Some(exif) = exif {
        encoder.set_exif_metadata(exif).unwrap();
    }
    let image = picture(width, height);
    encoder
        .write_image(&image, width, height, image::ExtendedColorType::Rgb8)
        .unwrap();
    out
}

/// An EXIF block (a little-endian TIFF header and one IFD entry) with the given orientation.
fn exif_orientation(value: u16) -> Vec<u8> {
    let mut exif = b"II*\0".to_vec();
    exif.extend_from_slice(&8u32.to_le_bytes()); // the first IFD follows the header
    exif.extend_from_slice(&1u16.to_le_bytes()); // one entry
    exif.extend_from_slice(&0x0112u16.to_le_bytes()); // Orientation
    exif.extend_from_slice(&3u16.to_le_bytes()); // SHORT
    exif.extend_from_slice(&1u32.to_le_bytes()); // one value
    exif.extend_from_slice(&value.to_le_bytes());
    exif.extend_from_slice(&[0, 0]);
    exif.extend_from_slice(&0u32.to_le_bytes()); // no next IFD
    exif
}

/// A PNG signature and IHDR chunk declaring `width`×`height` RGBA, the start of its pixel data
/// and an IEND: a few dozen bytes that would decode to gigabytes.
fn png_header_claiming(width: u32, height: u32) -> Vec<u8> {
    fn chunk(out: &mut Vec<u8>, kind: &[u8; 4], data: &[u8]) {
        out.extend_from_slice(&(data.len() as u32).to_be_bytes());
        let mut crc = flate2::Crc::new();
        crc.update(kind);
        crc.update(data);
        out.extend_from_slice(kind);
        out.extend_from_slice(data);
        out.extend_from_slice(&crc.sum().to_be_bytes());
    }
    let mut out = b"\x89PNG\r\n\x1a\n".to_vec();
    let mut ihdr = Vec::new();
    ihdr.extend_from_slice(&width.to_be_bytes());
    ihdr.extend_from_slice(&height.to_be_bytes());
    ihdr.extend_from_slice(&[8, 6, 0, 0, 0]); // 8 bits, RGBA, deflate, no filter, no interlace
    chunk(&mut out, b"IHDR", &ihdr);
    chunk(&mut out, b"IDAT", &[0x78, 0x9c, 0x63, 0x00, 0x00]);
    chunk(&mut out, b"IEND", &[]);
    out
}

const PDF: &[u8] = b"%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n\
2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n";

fn files_in(dir: &Path) -> Vec<String> {
    if !dir.exists() {
        return Vec::new();
    }
    let mut names: Vec<String> = fs::read_dir(dir)
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

/// Reads a stored variant back: its size, and whether it is lossy WebP (a "VP8 " chunk, where
/// lossless has "VP8L").
fn read_variant(dir: &Path, variant: &Variant) -> (u32, u32, bool) {
    let bytes = fs::read(dir.join(&variant.file_name)).unwrap();
    assert_eq!(bytes.len() as u64, variant.bytes);
    assert_eq!(judge(&bytes).unwrap(), MediaKind::Image(ImageKind::Webp));
    let lossy = bytes.windows(4).any(|window| window == b"VP8 ");
    let image = image::load_from_memory_with_format(&bytes, ImageFormat::WebP).unwrap();
    (image.width(), image.height(), lossy)
}

#[test]
fn the_type_is_judged_by_the_bytes() {
    assert_eq!(judge(&png(4, 4)).unwrap(), MediaKind::Image(ImageKind::Png));
    assert_eq!(judge(&jpeg(4, 4, None)).unwrap(), MediaKind::Image(ImageKind::Jpeg));
    assert_eq!(judge(PDF).unwrap(), MediaKind::Document);
    assert_eq!(judge(PDF).unwrap().mime(), "application/pdf");
    let mut webp = Vec::new();
    image::codecs::webp::WebPEncoder::new_lossless(&mut webp)
        .write_image(&picture(4, 4), 4, 4, image::ExtendedColorType::Rgb8)
        .unwrap();
    assert_eq!(judge(&webp).unwrap(), MediaKind::Image(ImageKind::Webp));
}

#[test]
fn programs_svg_gif_html_and_noise_are_refused() {
    let mut exe = b"MZ\x90\0\x03\0\0\0\x04\0\0\0\xff\xff\0\0".to_vec();
    exe.resize(512, 0);
    let elf = b"\x7fELF\x02\x01\x01\0\0\0\0\0\0\0\0\0".to_vec();
    let svg = br#"<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>"#;
    let gif =
        b"GIF89a\x01\0\x01\0\x80\0\0\0\0\0\xff\xff\xff!\xf9\x04\x01\0\0\0\0,\0\0\0\0\x01\0\x01\0\0\x02\x02D\x01\0;";
    let html = b"<!DOCTYPE html><html><body>%PDF-1.4 is not at the start</body></html>";
    let noise: Vec<u8> = (0u32..4096)
        .map(|i| (i.wrapping_mul(2_654_435_761) >> 13) as u8)
        .collect();
    // A RIFF file that is not WebP (a wav), and "WEBP" without RIFF before it.
    let wav = b"RIFF\x24\0\0\0WAVEfmt \x10\0\0\0".to_vec();
    let fake_webp = b"\0\0\0\0\0\0\0\0WEBPVP8 ".to_vec();
    for (name, bytes) in [
        ("exe", &exe[..]),
        ("elf", &elf[..]),
        ("svg", &svg[..]),
        ("gif", &gif[..]),
        ("html", &html[..]),
        ("noise", &noise[..]),
        ("wav", &wav[..]),
        ("fake webp", &fake_webp[..]),
        ("empty", &[][..]),
    ] {
        assert!(
            matches!(judge(bytes), Err(MediaError::UnsupportedType)),
            "{name} was accepted"
        );
        let dir = tempfile::tempdir().unwrap();
        assert!(
            matches!(store_image(dir.path(), bytes), Err(MediaError::UnsupportedType)),
            "{name}"
        );
        assert!(
            matches!(store_document(dir.path(), bytes), Err(MediaError::UnsupportedType)),
            "{name}"
        );
        assert!(files_in(dir.path()).is_empty());
    }
}

#[test]
fn a_large_png_gives_three_variants_keeping_the_aspect_ratio() {
    let dir = tempfile::tempdir().unwrap();
    let stored = store_image(dir.path(), &png(2000, 1000)).unwrap();
    assert_eq!((stored.width, stored.height), (2000, 1000));
    let sizes: Vec<(u32, u32)> = stored.variants.iter().map(|v| (v.width, v.height)).collect();
    assert_eq!(sizes, [(480, 240), (960, 480), (1600, 800)]);
    let stem = stored.variants[0].file_name.strip_suffix("-480.webp").unwrap();
    assert_eq!(stem.len(), 32);
    assert!(stem.bytes().all(|b| b.is_ascii_hexdigit()));
    let mut expected: Vec<String> = stored.variants.iter().map(|v| v.file_name.clone()).collect();
    expected.sort();
    assert_eq!(files_in(dir.path()), expected, "only the variants, no temporary files");
    for variant in &stored.variants {
        assert!(variant.file_name.starts_with(stem));
        assert!(variant.file_name.ends_with(&format!("-{}.webp", variant.width)));
        assert_eq!(read_variant(dir.path(), variant), (variant.width, variant.height, true));
    }
}

#[test]
fn a_jpeg_is_stored_and_a_small_one_is_not_upscaled() {
    let dir = tempfile::tempdir().unwrap();
    let stored = store_image(dir.path(), &jpeg(700, 350, None)).unwrap();
    let sizes: Vec<(u32, u32)> = stored.variants.iter().map(|v| (v.width, v.height)).collect();
    assert_eq!(sizes, [(480, 240), (700, 350)]);
    for variant in &stored.variants {
        assert_eq!(read_variant(dir.path(), variant), (variant.width, variant.height, true));
    }

    let tiny = store_image(dir.path(), &jpeg(300, 7, None)).unwrap();
    let sizes: Vec<(u32, u32)> = tiny.variants.iter().map(|v| (v.width, v.height)).collect();
    assert_eq!(sizes, [(300, 7)]);
    assert_eq!(files_in(dir.path()).len(), 3);
}

#[test]
fn variant_widths_are_capped_at_the_original() {
    assert_eq!(variant_widths(5000), [480, 960, 1600]);
    assert_eq!(variant_widths(1600), [480, 960, 1600]);
    assert_eq!(variant_widths(1000), [480, 960, 1000]);
    assert_eq!(variant_widths(700), [480, 700]);
    assert_eq!(variant_widths(480), [480]);
    assert_eq!(variant_widths(1), [1]);
}

#[test]
fn the_exif_orientation_turns_the_image_upright() {
    let dir = tempfile::tempdir().unwrap();
    // Stored 600×300 on its side; orientation 6 says "rotate 90° clockwise to view".
    let stored = store_image(dir.path(), &jpeg(600, 300, Some(exif_orientation(6)))).unwrap();
    assert_eq!((stored.width, stored.height), (300, 600));
    let sizes: Vec<(u32, u32)> = stored.variants.iter().map(|v| (v.width, v.height)).collect();
    assert_eq!(sizes, [(300, 600)]);
}

#[test]
fn transparency_is_kept() {
    let dir = tempfile::tempdir().unwrap();
    let see_through = RgbaImage::from_fn(600, 400, |x, _| Rgba([200, 30, 30, if x < 300 { 0 } else { 255 }]));
    let mut bytes = Cursor::new(Vec::new());
    see_through.write_to(&mut bytes, ImageFormat::Png).unwrap();
    let stored = store_image(dir.path(), bytes.get_ref()).unwrap();
    let small = fs::read(dir.path().join(&stored.variants[0].file_name)).unwrap();
    let decoded = image::load_from_memory_with_format(&small, ImageFormat::WebP)
        .unwrap()
        .to_rgba8();
    assert_eq!(decoded.get_pixel(10, 10)[3], 0);
    assert_eq!(decoded.get_pixel(470, 10)[3], 255);
}

#[test]
fn a_webp_upload_is_stored_as_lossy_variants() {
    let dir = tempfile::tempdir().unwrap();
    let mut webp = Vec::new();
    image::codecs::webp::WebPEncoder::new_lossless(&mut webp)
        .write_image(&picture(1000, 500), 1000, 500, image::ExtendedColorType::Rgb8)
        .unwrap();
    let stored = store_image(dir.path(), &webp).unwrap();
    let widths: Vec<u32> = stored.variants.iter().map(|v| v.width).collect();
    assert_eq!(widths, [480, 960, 1000]);
    assert!(read_variant(dir.path(), &stored.variants[2]).2, "lossy");
}

#[test]
fn a_pdf_is_a_document_and_not_an_image() {
    let dir = tempfile::tempdir().unwrap();
    let stored = store_document(dir.path(), PDF).unwrap();
    assert_eq!(stored.bytes, PDF.len() as u64);
    assert!(stored.file_name.ends_with(".pdf"));
    assert_eq!(stored.file_name.len(), 32 + 4);
    assert_eq!(fs::read(dir.path().join(&stored.file_name)).unwrap(), PDF);
    assert_eq!(files_in(dir.path()), std::slice::from_ref(&stored.file_name));

    assert!(matches!(store_image(dir.path(), PDF), Err(MediaError::UnsupportedType)));
    assert!(matches!(
        store_document(dir.path(), &png(10, 10)),
        Err(MediaError::UnsupportedType)
    ));
    assert_eq!(files_in(dir.path()).len(), 1);
}

#[test]
fn a_pdf_cut_short_is_unreadable() {
    let dir = tempfile::tempdir().unwrap();
    let cut = &PDF[..PDF.len() - 10];
    assert!(matches!(
        store_document(dir.path(), cut),
        Err(MediaError::Unreadable(_))
    ));
    assert!(files_in(dir.path()).is_empty());
}

#[test]
fn a_huge_declared_size_is_refused_before_decoding() {
    let dir = tempfile::tempdir().unwrap();
    // 100000² RGBA would be 40 GB: had the decoder allocated it, the test would have died.
    assert!(png_header_claiming(100_000, 100_000).len() < 100);
    // Over the side limit; within it but 121 megapixels in all; too long on one side only.
    for (width, height) in [(100_000, 100_000), (11_000, 11_000), (12_001, 10)] {
        let result = store_image(dir.path(), &png_header_claiming(width, height));
        assert!(
            matches!(result, Err(MediaError::TooLarge)),
            "{width}×{height}: {result:?}"
        );
    }
    assert!(files_in(dir.path()).is_empty());
}

#[test]
fn a_truncated_image_is_unreadable_and_leaves_no_file() {
    let dir = tempfile::tempdir().unwrap();
    let whole_jpeg = jpeg(800, 600, None);
    let whole_png = png(800, 600);
    let mut whole_webp = Vec::new();
    image::codecs::webp::WebPEncoder::new_lossless(&mut whole_webp)
        .write_image(&picture(800, 600), 800, 600, image::ExtendedColorType::Rgb8)
        .unwrap();
    for (name, whole) in [("jpeg", &whole_jpeg), ("png", &whole_png), ("webp", &whole_webp)] {
        for cut in [whole.len() / 2, 200, 20] {
            let result = store_image(dir.path(), &whole[..cut]);
            assert!(
                matches!(result, Err(MediaError::Unreadable(_))),
                "{name} cut at {cut}: {result:?}"
            );
        }
    }
    assert!(files_in(dir.path()).is_empty());
}

#[test]
fn a_jpeg_is_complete_when_its_markers_reach_the_end_of_image() {
    let whole = jpeg(64, 48, Some(exif_orientation(1)));
    assert!(jpeg_is_complete(&whole));
    // Data after the end (a phone's motion-photo video, a trailer) does not matter.
    let mut trailed = whole.clone();
    trailed.extend_from_slice(b"\0\0\0\x18ftypmp42 and a video follows");
    assert!(jpeg_is_complete(&trailed));
    for cut in 0..whole.len() {
        assert!(!jpeg_is_complete(&whole[..cut]), "cut at {cut}");
    }
}

#[test]
fn the_folder_is_created_when_missing() {
    let root = tempfile::tempdir().unwrap();
    let dir = root.path().join("media").join("2026");
    let stored = store_image(&dir, &png(10, 10)).unwrap();
    assert_eq!(files_in(&dir), std::slice::from_ref(&stored.variants[0].file_name));
}
