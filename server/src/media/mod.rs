//! What staff upload to the site: images (jpeg, png, webp) become responsive lossy WebP variants,
//! PDF documents are kept as they are. The type is judged by the bytes, never by a name.
//!
//! Everything here but the turns blocks (decoding, resizing and encoding pixels, fsync): take a
//! [`Decoding`] turn, then call it from `tokio::task::spawn_blocking`. No HTTP here; the admin's
//! media handler maps [`MediaError`].

mod files;
mod images;
#[cfg(test)]
mod tests;
mod turns;

use std::io;
use std::path::Path;

pub use images::{MAX_PIXELS, MAX_SIDE, StoredImage, VARIANT_WIDTHS, Variant, store_image};
pub use turns::{DecodeGauges, DecodeTurn, Decoding};

/// What an upload is, judged from its first bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MediaKind {
    Image(ImageKind),
    /// A PDF.
    Document,
}

/// The image formats staff may upload.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ImageKind {
    Jpeg,
    Png,
    Webp,
}

impl MediaKind {
    /// The upload's MIME type.
    pub fn mime(self) -> &'static str {
        match self {
            MediaKind::Image(ImageKind::Jpeg) => "image/jpeg",
            MediaKind::Image(ImageKind::Png) => "image/png",
            MediaKind::Image(ImageKind::Webp) => "image/webp",
            MediaKind::Document => "application/pdf",
        }
    }
}

#[derive(Debug, thiserror::Error)]
pub enum MediaError {
    /// Not a jpeg, png, webp or PDF by its bytes (an .exe renamed .jpg, svg, gif, html...): 415.
    #[error("only jpeg, png and webp images and PDF documents are accepted")]
    UnsupportedType,
    /// An image over [`MAX_SIDE`] pixels a side or [`MAX_PIXELS`] in all: 413.
    #[error("the image is too large: at most {MAX_SIDE} pixels a side and {} megapixels", MAX_PIXELS / 1_000_000)]
    TooLarge,
    /// The right type by its first bytes, but corrupt or truncated: 422.
    #[error("the file is damaged or incomplete: {0}")]
    Unreadable(String),
    /// Every core was decoding other images for the whole wait ([`Decoding::WAIT`]): 503.
    #[error("the server is busy with other images")]
    Busy,
    /// The server's side failed (disk, randomness, the WebP encoder): 500, nothing was kept.
    #[error("cannot store the file: {0}")]
    Io(#[from] io::Error),
}

/// Judges an upload by its bytes: a jpeg, png or webp image, or a PDF document; anything else is
/// [`MediaError::UnsupportedType`]. Cheap: reads only the first bytes; decoding an image or finding
/// a PDF's end marker is left to the `store_` functions.
pub fn judge(bytes: &[u8]) -> Result<MediaKind, MediaError> {
    // `infer` alone is too lenient in two places: its webp test skips the RIFF header, and its
    // PDF test finds "%PDF" anywhere in the first kilobyte (an HTML page could say it).
    if infer::image::is_jpeg(bytes) {
        Ok(MediaKind::Image(ImageKind::Jpeg))
    } else if infer::image::is_png(bytes) {
        Ok(MediaKind::Image(ImageKind::Png))
    } else if bytes.starts_with(b"RIFF") && infer::image::is_webp(bytes) {
        Ok(MediaKind::Image(ImageKind::Webp))
    } else if bytes.starts_with(b"%PDF-") {
        Ok(MediaKind::Document)
    } else {
        Err(MediaError::UnsupportedType)
    }
}

/// A PDF kept under a random name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredDocument {
    /// `<32 hex digits>.pdf`, in the folder given to [`store_document`].
    pub file_name: String,
    pub bytes: u64,
}

/// Keeps a PDF in `dir` (created if missing) under a random name, written whole or not at all.
/// Anything but a PDF by its bytes is [`MediaError::UnsupportedType`]; a PDF without its end
/// marker (an upload cut short) is [`MediaError::Unreadable`].
///
/// Blocking (file writes and fsync): call it from `spawn_blocking`.
pub fn store_document(dir: &Path, bytes: &[u8]) -> Result<StoredDocument, MediaError> {
    if judge(bytes)? != MediaKind::Document {
        return Err(MediaError::UnsupportedType);
    }
    // Readers look for the end marker in the last kilobyte; a file without one was cut short.
    let tail = &bytes[bytes.len().saturating_sub(1024)..];
    if !tail.windows(5).any(|window| window == b"%%EOF") {
        return Err(MediaError::Unreadable("the PDF has no end marker".to_owned()));
    }
    let file_name = format!("{}.pdf", random_name()?);
    files::write_new(dir, &[(file_name.as_str(), bytes)])?;
    Ok(StoredDocument {
        file_name,
        bytes: bytes.len() as u64,
    })
}

/// 32 random hex digits, the stem of every stored name.
fn random_name() -> Result<String, MediaError> {
    crate::random_hex().map_err(|err| MediaError::Io(io::Error::other(format!("{err:#}"))))
}
