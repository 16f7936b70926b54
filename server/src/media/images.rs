//! Images: decoded within limits, turned upright, and written as lossy WebP variants for a
//! `srcset`.
//!
//! Why the `webp` crate (libwebp, compiled from its C sources by libwebp-sys with the machine's C
//! compiler, nothing downloaded): the `image` crate encodes WebP only losslessly, and for a photo
//! that is many times larger (a 4000×2250 photo: 7.3 MB lossless against 0.53 MB at quality 80).
//! The pure-Rust lossy encoders are young; libwebp is the reference. It costs about 10 s of a
//! clean build (the `image` crate with its three codecs about 50 s more). Only its encoder is used: uploads are decoded by the `image` crate, in Rust.

use std::io::Cursor;
use std::path::Path;

use image::imageops::FilterType;
use image::metadata::Orientation;
use image::{DynamicImage, ImageDecoder, ImageError, ImageFormat, ImageReader, Limits};

use super::{ImageKind, MediaError, MediaKind, files, judge, random_name};

/// The widths of the variants, each capped at the original's width (never upscaled).
pub const VARIANT_WIDTHS: [u32; 3] = [480, 960, 1600];
/// The most pixels an image may have on a side...
pub const MAX_SIDE: u32 = 12_000;
/// ...and in all (a 40-megapixel photo decodes to 120 MB of RGB).
pub const MAX_PIXELS: u64 = 40_000_000;
/// The decoders' own allocation limit, room for [`MAX_PIXELS`] at 16 bits a channel with alpha.
const MAX_ALLOC: u64 = 512 * 1024 * 1024;
/// libwebp's quality scale, 0–100: 80 keeps photos clean at a fraction of the jpeg's size.
const WEBP_QUALITY: f32 = 80.0;

/// An image kept as WebP variants; the original itself is not kept.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredImage {
    /// The original's size, upright (after its EXIF orientation).
    pub width: u32,
    pub height: u32,
    /// Narrowest first.
    pub variants: Vec<Variant>,
}

/// One WebP file of a stored image.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Variant {
    pub width: u32,
    pub height: u32,
    /// `<32 hex digits>-<width>.webp`, in the folder given to [`store_image`]; the variants of
    /// one image share the hex stem. The public pages derive an upload's `srcset` from the widest
    /// one's name (web/src/lib/mediaVariants.ts): keep the two in step.
    pub file_name: String,
    pub bytes: u64,
}

/// Decodes an image, turns it upright by its EXIF orientation, and writes lossy WebP variants
/// [`VARIANT_WIDTHS`] wide (capped at the original's width, the aspect ratio kept) in `dir`
/// (created if missing). All variants are written or none.
///
/// Refuses anything but a jpeg, png or webp by its bytes ([`MediaError::UnsupportedType`]), an
/// image over [`MAX_SIDE`] a side or [`MAX_PIXELS`] in all, judged from its header before the
/// pixels are decoded ([`MediaError::TooLarge`]), and a corrupt one ([`MediaError::Unreadable`]).
///
/// Blocking and CPU-heavy (up to a second or two for a 40-megapixel photo): call it from
/// `spawn_blocking`.
pub fn store_image(dir: &Path, bytes: &[u8]) -> Result<StoredImage, MediaError> {
    let MediaKind::Image(kind) = judge(bytes)? else {
        return Err(MediaError::UnsupportedType);
    };
    let image = decode(bytes, kind)?;
    let (width, height) = (image.width(), image.height());
    let stem = random_name()?;
    let mut variants = Vec::new();
    let mut encoded = Vec::new();
    // Widest first, each narrower one resized from the one before: the original is resized once,
    // and each later step only halves or so, with little to lose in quality.
    let mut current = image;
    for target in variant_widths(width).into_iter().rev() {
        let target_height = scaled_height(width, height, target);
        if target != current.width() {
            current = current.resize_exact(target, target_height, FilterType::Lanczos3);
        }
        let webp = encode(&current)?;
        variants.push(Variant {
            width: target,
            height: target_height,
            file_name: format!("{stem}-{target}.webp"),
            bytes: webp.len() as u64,
        });
        encoded.push(webp);
    }
    variants.reverse();
    encoded.reverse();
    let set: Vec<(&str, &[u8])> = variants
        .iter()
        .zip(&encoded)
        .map(|(variant, webp)| (variant.file_name.as_str(), webp.as_slice()))
        .collect();
    files::write_new(dir, &set)?;
    Ok(StoredImage {
        width,
        height,
        variants,
    })
}

/// The variants' widths for an original `width` wide, narrowest first: a 700 px image gives 480
/// and 700, a 300 px one only 300.
pub(super) fn variant_widths(width: u32) -> Vec<u32> {
    let mut widths: Vec<u32> = VARIANT_WIDTHS.iter().map(|&target| target.min(width)).collect();
    widths.dedup();
    widths
}

fn scaled_height(width: u32, height: u32, target: u32) -> u32 {
    let scaled = (u64::from(height) * u64::from(target) + u64::from(width) / 2) / u64::from(width);
    u32::try_from(scaled).unwrap_or(u32::MAX).max(1)
}

/// Reads the header first and refuses a too-large image there, before a pixel buffer exists (a
/// decompression bomb of a few kilobytes can declare gigapixels).
fn decode(bytes: &[u8], kind: ImageKind) -> Result<DynamicImage, MediaError> {
    let format = match kind {
        ImageKind::Jpeg => ImageFormat::Jpeg,
        ImageKind::Png => ImageFormat::Png,
        ImageKind::Webp => ImageFormat::WebP,
    };
    // The jpeg decoder quietly fills in what is missing from a file cut short (a grey lower half).
    if kind == ImageKind::Jpeg && !jpeg_is_complete(bytes) {
        return Err(MediaError::Unreadable("the jpeg is cut short".to_owned()));
    }
    let mut limits = Limits::default();
    limits.max_image_width = Some(MAX_SIDE);
    limits.max_image_height = Some(MAX_SIDE);
    limits.max_alloc = Some(MAX_ALLOC);
    let mut reader = ImageReader::with_format(Cursor::new(bytes), format);
    reader.limits(limits);
    let mut decoder = reader.into_decoder().map_err(refusal)?;
    let (width, height) = decoder.dimensions();
    if u64::from(width) * u64::from(height) > MAX_PIXELS {
        return Err(MediaError::TooLarge);
    }
    // A broken EXIF block costs the orientation, not the picture.
    let orientation = decoder.orientation().unwrap_or(Orientation::NoTransforms);
    let image = DynamicImage::from_decoder(decoder).map_err(refusal)?;
    // 8 bits a channel from here on: all WebP holds, and half the work for a 16-bit png.
    let mut image = if image.color().has_alpha() {
        DynamicImage::ImageRgba8(image.into_rgba8())
    } else {
        DynamicImage::ImageRgb8(image.into_rgb8())
    };
    image.apply_orientation(orientation);
    Ok(image)
}

/// Whether a JPEG's segments and scans run on to its end-of-image marker. Each header segment
/// is skipped by its length (so an EXIF thumbnail's own end marker is not mistaken for the
/// image's); a scan's data runs to the next marker that is neither a stuffed 0xFF nor a restart.
/// Bytes after the end marker (a motion photo's video, a camera's trailer) are allowed.
pub(super) fn jpeg_is_complete(bytes: &[u8]) -> bool {
    const END_OF_IMAGE: u8 = 0xD9;
    const START_OF_SCAN: u8 = 0xDA;
    let restart = 0xD0..=0xD7;
    if !bytes.starts_with(&[0xFF, 0xD8]) {
        return false;
    }
    let mut at = 2;
    loop {
        let (Some(&0xFF), Some(&marker)) = (bytes.get(at), bytes.get(at + 1)) else {
            return false;
        };
        match marker {
            END_OF_IMAGE => return true,
            // Fill bytes before a marker.
            0xFF => at += 1,
            // Markers without a length.
            0x01 => at += 2,
            _ if restart.contains(&marker) => at += 2,
            _ => {
                let Some(length) = bytes.get(at + 2..at + 4) else {
                    return false;
                };
                let length = usize::from(u16::from_be_bytes([length[0], length[1]]));
                if length < 2 {
                    return false;
                }
                at += 2 + length;
                if marker == START_OF_SCAN {
                    loop {
                        match (bytes.get(at), bytes.get(at + 1)) {
                            (Some(&0xFF), Some(&next)) if next != 0 && !restart.contains(&next) => break,
                            (Some(_), Some(_)) => at += 1,
                            _ => return false,
                        }
                    }
                }
            }
        }
    }
}

fn refusal(err: ImageError) -> MediaError {
    match err {
        ImageError::Limits(_) => MediaError::TooLarge,
        other => MediaError::Unreadable(other.to_string()),
    }
}

/// Lossy WebP of the image (alpha kept, and compressed too).
fn encode(image: &DynamicImage) -> Result<Vec<u8>, MediaError> {
    let webp = match image {
        DynamicImage::ImageRgb8(rgb) => {
            webp::Encoder::from_rgb(rgb, rgb.width(), rgb.height()).encode_simple(false, WEBP_QUALITY)
        }
        other => {
            let rgba = other.to_rgba8();
            webp::Encoder::from_rgba(&rgba, rgba.width(), rgba.height()).encode_simple(false, WEBP_QUALITY)
        }
    };
    let webp = webp.map_err(|err| MediaError::Io(std::io::Error::other(format!("WebP encoding failed: {err:?}"))))?;
    Ok(webp.to_vec())
}
