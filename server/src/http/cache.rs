//! The answer cache: successful GET answers of the API, kept by their URI for a short time.
//!
//! Content changes rarely and is read constantly, so a repeated call is answered from memory.
//! An entry lives at most `TTL` (answers that depend on the clock, like upcoming events, stay
//! fresh within it), the cache holds at most `CAPACITY_BYTES`, and a content write empties it
//! with `clear` (several processes would each clear their own when told of the write).

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use axum::body::{Body, Bytes, HttpBody};
use axum::extract::{Request, State};
use axum::http::{HeaderValue, Method, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

use crate::store::Visibility;

/// How long an answer is served from memory.
pub const TTL: Duration = Duration::from_secs(60);
/// The most memory the cached bodies take.
pub const CAPACITY_BYTES: u64 = 16 * 1024 * 1024;
/// Larger answers are not worth keeping.
const MAX_BODY_BYTES: usize = 512 * 1024;

#[derive(Clone)]
struct Entry {
    body: Bytes,
    stored: Instant,
}

#[derive(Clone)]
struct BodySize;

impl quick_cache::Weighter<String, Entry> for BodySize {
    fn weight(&self, key: &String, entry: &Entry) -> u64 {
        (key.len() + entry.body.len()) as u64
    }
}

#[derive(Clone)]
pub struct AnswerCache {
    entries: Arc<quick_cache::sync::Cache<String, Entry, BodySize>>,
    /// One more on every `clear`: an answer read before a write but finished after it must not
    /// be kept, or the cache would hold the old content until its TTL.
    generation: Arc<AtomicU64>,
}

impl Default for AnswerCache {
    fn default() -> Self {
        AnswerCache {
            entries: Arc::new(quick_cache::sync::Cache::with_weighter(4096, CAPACITY_BYTES, BodySize)),
            generation: Arc::default(),
        }
    }
}

impl AnswerCache {
    /// Forgets every answer: called on every content change.
    pub fn clear(&self) {
        self.generation.fetch_add(1, Ordering::SeqCst);
        self.entries.clear();
    }
}

/// Middleware: answers a cached GET from memory, and keeps a fresh 200 answer.
pub async fn answer_from_cache(State(cache): State<AnswerCache>, request: Request, next: Next) -> Response {
    if request.method() != Method::GET {
        return next.run(request).await;
    }
    // A preview shows drafts to the editor who asked: kept by no cache, here or on the way.
    if Visibility::asked(request.uri().query()) {
        let mut response = next.run(request).await;
        response
            .headers_mut()
            .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
        return response;
    }
    let generation = cache.generation.load(Ordering::SeqCst);
    let key = request.uri().to_string();
    if let Some(entry) = cache.entries.get(&key)
        && entry.stored.elapsed() < TTL
    {
        return json(entry.body);
    }
    let response = next.run(request).await;
    // An answer made for one caller (a challenge, say) says so and is never kept.
    let no_store = response
        .headers()
        .get(header::CACHE_CONTROL)
        .and_then(|value| value.to_str().ok())
        .is_some_and(|value| value.contains("no-store"));
    if response.status() != StatusCode::OK || no_store {
        return response;
    }
    let (parts, body) = response.into_parts();
    // Only answers of a known, small size are kept; others go out as they are.
    let size = HttpBody::size_hint(&body).exact();
    if size.is_none_or(|size| size > MAX_BODY_BYTES as u64) {
        return Response::from_parts(parts, body);
    }
    match axum::body::to_bytes(body, MAX_BODY_BYTES).await {
        Ok(body) => {
            if cache.generation.load(Ordering::SeqCst) != generation {
                return Response::from_parts(parts, Body::from(body));
            }
            cache.entries.insert(
                key,
                Entry {
                    body: body.clone(),
                    stored: Instant::now(),
                },
            );
            Response::from_parts(parts, Body::from(body))
        }
        // The body said its size and then failed: the client gets an error, not half an answer.
        Err(err) => super::ApiError::Internal(anyhow::anyhow!("cannot read an answer: {err}")).into_response(),
    }
}

fn json(body: Bytes) -> Response {
    (
        [(header::CONTENT_TYPE, HeaderValue::from_static("application/json"))],
        body,
    )
        .into_response()
}
