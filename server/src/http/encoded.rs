//! An answer body ready to go out in whichever encoding the client accepts, with the validator
//! that lets a client revalidate it.
//!
//! A cached answer is compressed once, the first time a client asks for that encoding, and sent
//! compressed from memory afterwards. `If-None-Match` with the body's tag answers 304 with no
//! body. The tag is weak (`W/"…"`): the same content goes out plain, gzip or br under it.

use std::sync::OnceLock;
use std::sync::mpsc;

use axum::body::Bytes;
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};

/// Bodies smaller than this go out plain: compression would save less than its headers cost.
const MIN_COMPRESSED: usize = 1024;
/// Brotli's quality (0–11) and gzip's level (0–9): close to the best ratio for JSON and HTML at
/// a few milliseconds for the largest answer, which matters when the answer cache is off.
const BROTLI_QUALITY: u32 = 6;
/// Brotli's quality for a page kept in the cache, compressed once for every visitor after: 10
/// makes pages 10 % smaller than 6 (the bachelor page's 15.7 KB: 14.0 KB), which brings most
/// pages, headers and all, within 14.6 KB, the first flight of a new TCP connection (ten
/// segments, RFC 6928): a phone on a slow network has the page a round trip sooner (Lighthouse
/// models exactly that). It takes 60-90 ms a page, so it is done in the background, one page at a
/// time (`compress_in_background`), and the page goes out at the usual quality meanwhile
/// (`compress_kept`); 11 took twice that for 1 %.
const KEPT_PAGE_BROTLI_QUALITY: u32 = 10;
const GZIP_LEVEL: u32 = 6;

/// The content codings the server sends.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Coding {
    Identity,
    Gzip,
    Brotli,
}

impl Coding {
    /// The best coding the request accepts (`Accept-Encoding`, with q-values): br, then gzip.
    pub fn accepted(request: &HeaderMap) -> Coding {
        let (mut brotli, mut gzip, mut any) = (None, None, None);
        for value in request.get_all(header::ACCEPT_ENCODING) {
            for item in value.to_str().unwrap_or_default().split(',') {
                let mut parts = item.split(';');
                let name = parts.next().unwrap_or_default().trim().to_ascii_lowercase();
                let accepted = parts
                    .filter_map(|param| param.trim().strip_prefix("q="))
                    .all(|q| q.trim().parse::<f32>().is_ok_and(|q| q > 0.0));
                match name.as_str() {
                    "br" => brotli = Some(accepted),
                    "gzip" | "x-gzip" => gzip = Some(accepted),
                    "*" => any = Some(accepted),
                    _ => {}
                }
            }
        }
        // A coding named outright wins over `*`, whether it is accepted or refused.
        if brotli.or(any) == Some(true) {
            Coding::Brotli
        } else if gzip.or(any) == Some(true) {
            Coding::Gzip
        } else {
            Coding::Identity
        }
    }

    fn header(self) -> Option<HeaderValue> {
        match self {
            Coding::Identity => None,
            Coding::Gzip => Some(HeaderValue::from_static("gzip")),
            Coding::Brotli => Some(HeaderValue::from_static("br")),
        }
    }
}

/// A body with its type, its tag and its compressed forms (made when first asked for).
pub struct Encoded {
    content_type: HeaderValue,
    etag: HeaderValue,
    plain: Bytes,
    gzip: OnceLock<Bytes>,
    brotli: OnceLock<Bytes>,
    /// A page the cache keeps: its br form is made harder, once (`compress_kept`).
    kept_page: bool,
}

impl Encoded {
    pub fn new(content_type: HeaderValue, plain: Bytes) -> Encoded {
        // A tag only has to change when the body does: a 128-bit xxh3 does that at a fraction of
        // SHA-256's cost, which was 3 % of an answer made anew.
        let hash = xxhash_rust::xxh3::xxh3_128(&plain);
        Encoded {
            content_type,
            etag: HeaderValue::from_str(&format!("W/\"{hash:032x}\"")).expect("hex digits make a header value"),
            plain,
            gzip: OnceLock::new(),
            brotli: OnceLock::new(),
            kept_page: false,
        }
    }

    /// The body of a page the cache keeps: worth compressing harder (`KEPT_PAGE_BROTLI_QUALITY`).
    pub fn kept_page(self) -> Encoded {
        Encoded {
            kept_page: true,
            ..self
        }
    }

    /// Makes a kept page's br form, the slow way (`compress_in_background`); until it exists, each
    /// br request gets the page compressed at the usual quality, which takes a few milliseconds.
    pub fn compress_kept(&self) {
        self.brotli
            .get_or_init(|| brotli_compressed(&self.plain, KEPT_PAGE_BROTLI_QUALITY));
    }

    /// The memory this body may come to take: the plain bytes and room for both compressed
    /// forms (together well under half of them). Fixed when the body is made, as a cache's
    /// accounting needs: the forms themselves are made later, when first asked for.
    pub fn weight(&self) -> usize {
        self.plain.len() + self.plain.len() / 2
    }

    /// Whether a request's `If-None-Match` names this body (weak comparison, as GET allows).
    pub fn is_current(&self, request: &HeaderMap) -> bool {
        let ours = opaque(self.etag.as_bytes());
        request
            .get_all(header::IF_NONE_MATCH)
            .iter()
            .flat_map(|value| value.as_bytes().split(|byte| *byte == b','))
            .map(|tag| tag.trim_ascii())
            .any(|tag| tag == b"*" || opaque(tag) == ours)
    }

    /// The answer to `request`: 304 when the client holds this body (for a 200), else the body
    /// in the best coding the client accepts.
    pub fn respond(&self, status: StatusCode, cache_control: HeaderValue, request: &HeaderMap) -> Response {
        let compressible = self.plain.len() >= MIN_COMPRESSED;
        let mut response = if status == StatusCode::OK && self.is_current(request) {
            StatusCode::NOT_MODIFIED.into_response()
        } else {
            let coding = if compressible {
                Coding::accepted(request)
            } else {
                Coding::Identity
            };
            let mut response = (status, self.body(coding)).into_response();
            let headers = response.headers_mut();
            headers.insert(header::CONTENT_TYPE, self.content_type.clone());
            if let Some(coding) = coding.header() {
                headers.insert(header::CONTENT_ENCODING, coding);
            }
            response
        };
        let headers = response.headers_mut();
        headers.insert(header::ETAG, self.etag.clone());
        headers.insert(header::CACHE_CONTROL, cache_control);
        if compressible {
            headers.insert(header::VARY, HeaderValue::from_static("accept-encoding"));
        }
        response
    }

    fn body(&self, coding: Coding) -> Bytes {
        match coding {
            Coding::Identity => self.plain.clone(),
            Coding::Gzip => self.gzip.get_or_init(|| gzipped(&self.plain)).clone(),
            Coding::Brotli if self.kept_page => match self.brotli.get() {
                Some(kept) => kept.clone(),
                None => brotli_compressed(&self.plain, BROTLI_QUALITY),
            },
            Coding::Brotli => self
                .brotli
                .get_or_init(|| brotli_compressed(&self.plain, BROTLI_QUALITY))
                .clone(),
        }
    }
}

/// A tag without its weakness marker: `W/"x"` and `"x"` name the same content.
fn opaque(tag: &[u8]) -> &[u8] {
    tag.strip_prefix(b"W/").unwrap_or(tag)
}

fn gzipped(plain: &[u8]) -> Bytes {
    use std::io::Write;
    let mut encoder = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::new(GZIP_LEVEL));
    encoder
        .write_all(plain)
        .and_then(|()| encoder.finish())
        .map(Bytes::from)
        .expect("compressing into memory cannot fail")
}

/// Slow compressions waiting for the thread that makes them, at most this many; past it a page
/// keeps its usual br form.
const WAITING_COMPRESSIONS: usize = 256;

/// Runs `compress` on the one thread that makes kept pages' harder forms, one after another: a
/// burst of newly kept pages (after a content change, or a crawler's visit) then takes one core
/// from the visitors' requests, not every thread of the blocking pool, and the memory of one
/// compression (6 MB for a 100 KB page).
pub fn compress_in_background(compress: impl FnOnce() + Send + 'static) {
    type Job = Box<dyn FnOnce() + Send>;
    static QUEUE: OnceLock<mpsc::SyncSender<Job>> = OnceLock::new();
    let queue = QUEUE.get_or_init(|| {
        let (queue, jobs) = mpsc::sync_channel::<Job>(WAITING_COMPRESSIONS);
        std::thread::Builder::new()
            .name("compress-kept".into())
            .spawn(move || {
                for job in jobs {
                    job();
                    give_back_freed_memory();
                }
            })
            .expect("the compression thread starts");
        queue
    });
    // A full queue drops the job: the page it was for still goes out, at the usual quality.
    let _ = queue.try_send(Box::new(compress));
}

/// Returns the memory a compression freed to the system. A harder compression allocates some
/// megabytes in large blocks; glibc, once such a block is freed, raises the size from which it
/// maps blocks of their own and keeps the later ones in its heap instead: after 100 pages the
/// server held 17 MB more than without them (bench: 110 against 93 MB peak), 3 MB with this.
fn give_back_freed_memory() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: malloc_trim only releases free pages of the allocator's own heaps; it can be
    // called from any thread at any time.
    unsafe {
        libc::malloc_trim(0);
    }
}

fn brotli_compressed(plain: &[u8], quality: u32) -> Bytes {
    let mut out = Vec::with_capacity(plain.len() / 4);
    let params = brotli::enc::BrotliEncoderParams {
        quality: quality as i32,
        ..Default::default()
    };
    brotli::BrotliCompress(&mut &plain[..], &mut out, &params).expect("compressing into memory cannot fail");
    Bytes::from(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn unbrotli(body: &[u8]) -> Vec<u8> {
        let mut out = Vec::new();
        brotli::BrotliDecompress(&mut &body[..], &mut out).unwrap();
        out
    }

    fn headers(pairs: &[(header::HeaderName, &str)]) -> HeaderMap {
        pairs
            .iter()
            .map(|(name, value)| (name.clone(), HeaderValue::from_str(value).unwrap()))
            .collect()
    }

    fn accepted(value: &str) -> Coding {
        Coding::accepted(&headers(&[(header::ACCEPT_ENCODING, value)]))
    }

    #[test]
    fn the_best_accepted_coding_is_chosen() {
        assert_eq!(accepted("gzip, deflate, br, zstd"), Coding::Brotli);
        assert_eq!(accepted("gzip"), Coding::Gzip);
        assert_eq!(accepted("br;q=0, gzip;q=0.5"), Coding::Gzip);
        assert_eq!(accepted("identity"), Coding::Identity);
        assert_eq!(accepted("*"), Coding::Brotli);
        assert_eq!(accepted("br;q=0, *"), Coding::Gzip);
        assert_eq!(accepted("gzip;q=0"), Coding::Identity);
        assert_eq!(Coding::accepted(&HeaderMap::new()), Coding::Identity);
    }

    #[test]
    fn compressed_forms_decode_to_the_plain_body() {
        use std::io::Read;
        let plain = Bytes::from("{\"data\":\"Жаңалықтар\"}".repeat(200));
        let encoded = Encoded::new(HeaderValue::from_static("application/json"), plain.clone());
        let mut from_gzip = Vec::new();
        flate2::read::GzDecoder::new(&encoded.body(Coding::Gzip)[..])
            .read_to_end(&mut from_gzip)
            .unwrap();
        assert_eq!(from_gzip, plain);
        assert_eq!(unbrotli(&encoded.body(Coding::Brotli)), plain);
        let forms = encoded.body(Coding::Gzip).len() + encoded.body(Coding::Brotli).len();
        assert!(
            forms < plain.len() / 2,
            "the weight leaves room for both forms: {forms}"
        );
    }

    #[test]
    fn a_kept_page_goes_out_as_usual_until_its_harder_compressed_form_is_made() {
        let page: String = (0..400)
            .map(|i| {
                format!(
                    r#"<li><a href="/news/item-{i}">Жаңалық {i}: {} оқу жылы</a></li>"#,
                    i * 7 % 13
                )
            })
            .collect();
        let plain = Bytes::from(page);
        let usual = Encoded::new(HeaderValue::from_static("text/html"), plain.clone()).body(Coding::Brotli);
        let kept = Encoded::new(HeaderValue::from_static("text/html"), plain.clone()).kept_page();
        assert_eq!(kept.body(Coding::Brotli), usual);
        kept.compress_kept();
        let harder = kept.body(Coding::Brotli);
        assert_eq!(unbrotli(&harder), plain);
        assert!(harder.len() < usual.len(), "{} against {}", harder.len(), usual.len());
    }

    #[test]
    fn a_client_holding_the_body_gets_304_and_others_the_body() {
        let encoded = Encoded::new(HeaderValue::from_static("text/html"), Bytes::from("x".repeat(2000)));
        let tag = encoded.etag.to_str().unwrap().to_owned();
        let strong = tag.trim_start_matches("W/").to_owned();
        let no_cache = HeaderValue::from_static("no-cache");
        for held in [tag.clone(), strong, format!("\"other\", {tag}"), "*".to_owned()] {
            let request = headers(&[(header::IF_NONE_MATCH, &held)]);
            let response = encoded.respond(StatusCode::OK, no_cache.clone(), &request);
            assert_eq!(response.status(), StatusCode::NOT_MODIFIED, "{held}");
            assert_eq!(response.headers()[header::ETAG], tag);
        }
        let stale = headers(&[(header::IF_NONE_MATCH, "W/\"0123\""), (header::ACCEPT_ENCODING, "gzip")]);
        let response = encoded.respond(StatusCode::OK, no_cache.clone(), &stale);
        assert_eq!(response.status(), StatusCode::OK);
        assert_eq!(response.headers()[header::CONTENT_ENCODING], "gzip");
        assert_eq!(response.headers()[header::VARY], "accept-encoding");
        // A page that is not found is never "not modified".
        let held = headers(&[(header::IF_NONE_MATCH, &tag)]);
        assert_eq!(
            encoded.respond(StatusCode::NOT_FOUND, no_cache, &held).status(),
            StatusCode::NOT_FOUND
        );
    }

    #[test]
    fn small_bodies_go_out_plain() {
        let encoded = Encoded::new(HeaderValue::from_static("application/json"), Bytes::from("{}"));
        let request = headers(&[(header::ACCEPT_ENCODING, "br")]);
        let response = encoded.respond(StatusCode::OK, HeaderValue::from_static("no-cache"), &request);
        assert!(response.headers().get(header::CONTENT_ENCODING).is_none());
        assert!(response.headers().get(header::VARY).is_none());
    }
}
