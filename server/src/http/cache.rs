//! The answer cache: successful GET answers of the API and the site's pages, kept for a short
//! time, compressed once and revalidated by their tags.
//!
//! Content changes rarely and is read constantly, so a repeated call is answered from memory.
//! An entry lives at most `TTL` (answers that depend on the clock, like upcoming events, stay
//! fresh within it), the cache holds at most `CAPACITY_BYTES`, and a content write empties it
//! with `clear` (several processes would each clear their own when told of the write).
//!
//! An API answer is kept under its path and the query parameters its route reads (as the OpenAPI
//! document lists them, `lang` normalised): other parameters (a cache buster, a tracking tag)
//! do not change the answer, so they neither miss the cache nor fill it.
//!
//! With the cache off (`--answer-cache off`) every answer is made anew, and still goes out
//! compressed and tagged.

use std::borrow::Cow;
use std::collections::HashMap;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use axum::body::{Bytes, HttpBody};
use axum::extract::{MatchedPath, Request, State};
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

use super::encoded::Encoded;
use crate::config::Switch;
use crate::lang::Lang;
use crate::store::Visibility;

/// How long an answer is served from memory.
pub const TTL: Duration = Duration::from_secs(60);
/// The most memory the cached bodies take.
pub const CAPACITY_BYTES: u64 = 32 * 1024 * 1024;
/// Larger answers are not worth keeping.
const MAX_BODY_BYTES: usize = 512 * 1024;
/// What a browser may do with an answer: keep it, and ask whether it is still current (a 304
/// costs a few bytes) before using it again, so a published change is seen at once.
const REVALIDATE: HeaderValue = HeaderValue::from_static("no-cache");

/// A kept answer.
pub struct Entry {
    pub body: Encoded,
    cache_control: HeaderValue,
    /// A Content-Security-Policy of its own (a page's, naming its stylesheet), else the site's.
    policy: Option<HeaderValue>,
    /// A page: the origin its head names, and the page made for any other origin.
    page: Option<AddressedPage>,
    stored: Instant,
}

/// A page as made once, for whatever address the site is reached at: the origin its head's
/// absolute links name (canonical, alternates, `og:url`) is `ORIGIN_MARK` in `template`.
pub struct AddressedPage {
    /// The origin of the kept body.
    pub origin: String,
    /// The page with `ORIGIN_MARK` for the origin (none when the site's address is configured:
    /// every request names the same).
    pub template: Option<Arc<str>>,
}

/// Where a page's origin goes in its template: a private-use character no content holds.
pub const ORIGIN_MARK: &str = "\u{E000}origin\u{E000}";

impl Entry {
    pub fn new(body: Encoded) -> Entry {
        Entry {
            body,
            cache_control: REVALIDATE,
            policy: None,
            page: None,
            stored: Instant::now(),
        }
    }

    /// A page whose body was made for `page.origin`.
    pub fn with_page(self, page: AddressedPage) -> Entry {
        Entry {
            page: Some(page),
            ..self
        }
    }

    /// The Content-Security-Policy of its own, if any.
    pub fn policy(&self) -> Option<&HeaderValue> {
        self.policy.as_ref()
    }

    /// A page's template, when `origin` is not the one its body was made for.
    pub fn template_for(&self, origin: &str) -> Option<&str> {
        self.page
            .as_ref()
            .filter(|page| page.origin != origin)
            .and_then(|page| page.template.as_deref())
    }

    pub fn with_policy(self, policy: HeaderValue) -> Entry {
        Entry {
            policy: Some(policy),
            ..self
        }
    }

    /// The answer to `request`: 304 when the client holds it, else the body compressed as it
    /// accepts.
    pub fn respond(&self, request: &HeaderMap) -> Response {
        let mut response = self.body.respond(StatusCode::OK, self.cache_control.clone(), request);
        if let Some(policy) = &self.policy {
            response
                .headers_mut()
                .insert(header::CONTENT_SECURITY_POLICY, policy.clone());
        }
        response
    }
}

#[derive(Clone)]
struct Weight;

impl quick_cache::Weighter<String, Arc<Entry>> for Weight {
    /// Must not change while the entry is kept (the cache subtracts it again on eviction).
    fn weight(&self, key: &String, entry: &Arc<Entry>) -> u64 {
        let template = entry
            .page
            .as_ref()
            .and_then(|page| page.template.as_ref())
            .map_or(0, |template| template.len());
        (key.len() + entry.body.weight() + template) as u64
    }
}

#[derive(Clone)]
pub struct AnswerCache {
    /// None when the cache is off.
    entries: Option<Arc<quick_cache::sync::Cache<String, Arc<Entry>, Weight>>>,
    /// One more on every `clear`: an answer read before a write but finished after it must not
    /// be kept, or the cache would hold the old content until its TTL.
    generation: Arc<AtomicU64>,
    /// The answers being made now, each by one request at a time (`turn`).
    making: Arc<Making>,
}

/// A lock per key whose answer is being made; forgotten once nobody holds or waits for it.
type Making = std::sync::Mutex<HashMap<String, std::sync::Weak<tokio::sync::Mutex<()>>>>;

impl Default for AnswerCache {
    fn default() -> Self {
        AnswerCache::new(Switch::On)
    }
}

/// A moment of the cache: an answer made after it may be kept only if no write came between.
#[derive(Clone, Copy)]
pub struct Generation(u64);

impl AnswerCache {
    pub fn new(switch: Switch) -> AnswerCache {
        AnswerCache {
            entries: (switch == Switch::On)
                .then(|| Arc::new(quick_cache::sync::Cache::with_weighter(8192, CAPACITY_BYTES, Weight))),
            generation: Arc::default(),
            making: Arc::default(),
        }
    }

    /// Waits while another request is making the answer under `key`, then holds the turn until
    /// the guard drops: the caller looks in the cache again and makes the answer only if it is
    /// still missing. After a content change, fifty visitors of the home page cost one render,
    /// not fifty queued on the renderers. None (no waiting) when the cache is off.
    pub async fn turn(&self, key: &str) -> Option<tokio::sync::OwnedMutexGuard<()>> {
        self.entries.as_ref()?;
        let lock = {
            let mut making = self.making.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
            making.retain(|_, lock| lock.strong_count() > 0);
            match making.get(key).and_then(std::sync::Weak::upgrade) {
                Some(lock) => lock,
                None => {
                    let lock = Arc::new(tokio::sync::Mutex::new(()));
                    making.insert(key.to_owned(), Arc::downgrade(&lock));
                    lock
                }
            }
        };
        Some(lock.lock_owned().await)
    }

    /// Forgets every answer: called on every content change.
    pub fn clear(&self) {
        self.generation.fetch_add(1, Ordering::SeqCst);
        if let Some(entries) = &self.entries {
            entries.clear();
        }
    }

    /// Taken before an answer is made, and given back to `keep` with it.
    pub fn generation(&self) -> Generation {
        Generation(self.generation.load(Ordering::SeqCst))
    }

    /// The memory the kept answers take, as the cache weighs them.
    pub fn kept_bytes(&self) -> u64 {
        self.entries.as_ref().map_or(0, |entries| entries.weight())
    }

    /// The answer kept under `key`, while fresh.
    pub fn get(&self, key: &str) -> Option<Arc<Entry>> {
        self.entries
            .as_ref()?
            .get(key)
            .filter(|entry| entry.stored.elapsed() < TTL)
    }

    /// Keeps `entry` under `key`, unless content changed since `made` (or the cache is off).
    pub fn keep(&self, key: String, made: Generation, entry: Arc<Entry>) {
        if let Some(entries) = &self.entries
            && self.generation.load(Ordering::SeqCst) == made.0
        {
            entries.insert(key, entry);
        }
    }
}

/// The query parameters each API route reads, by its route (`/api/v1/news/{slug}`), from the
/// OpenAPI document.
#[derive(Default)]
pub struct RouteParams(HashMap<String, Vec<String>>);

impl RouteParams {
    pub fn of(spec: &utoipa::openapi::OpenApi) -> RouteParams {
        use utoipa::openapi::RefOr;
        use utoipa::openapi::path::ParameterIn;
        let routes = spec.paths.paths.iter().filter_map(|(path, item)| {
            let names = item
                .get
                .as_ref()?
                .parameters
                .iter()
                .flatten()
                .filter_map(|param| match param {
                    RefOr::T(param) if param.parameter_in == ParameterIn::Query => Some(param.name.clone()),
                    _ => None,
                })
                .collect();
            Some((format!("{}{path}", super::API_PREFIX), names))
        });
        RouteParams(routes.collect())
    }

    /// The key of a GET answer: its path and the parameters its route reads, sorted, with
    /// `lang` as the language it selects. A route the document does not list keeps its query.
    pub fn key(&self, route: &str, path: &str, query: Option<&str>) -> String {
        let Some(known) = self.0.get(route) else {
            return query.map_or_else(|| path.to_owned(), |query| format!("{path}?{query}"));
        };
        let mut lang = None;
        let mut pairs = Vec::new();
        for (name, value) in form_urlencoded::parse(query.unwrap_or_default().as_bytes()) {
            if name == "lang" {
                lang.get_or_insert(value);
            } else if known.iter().any(|known| known == &name) {
                pairs.push((name, value));
            }
        }
        if known.iter().any(|known| known == "lang") {
            let lang = Lang::from_code(lang.as_deref());
            pairs.push(("lang".into(), lang.code().into()));
        }
        format!("{path}?{}", sorted_query(pairs))
    }
}

/// `pairs` as a query string sorted by name (repeated parameters keep their order): the same
/// parameters in another order are the same key.
pub fn sorted_query(mut pairs: Vec<(Cow<'_, str>, Cow<'_, str>)>) -> String {
    pairs.sort_by(|a, b| a.0.cmp(&b.0));
    form_urlencoded::Serializer::new(String::new())
        .extend_pairs(pairs)
        .finish()
}

/// What the API's caching middleware holds.
#[derive(Clone)]
pub struct ApiAnswers {
    pub cache: AnswerCache,
    pub params: Arc<RouteParams>,
}

/// Middleware on the API's routes: answers a cached GET from memory, keeps a fresh 200 answer,
/// and sends every 200 answer compressed and tagged.
pub async fn answer_from_cache(
    State(answers): State<ApiAnswers>,
    route: MatchedPath,
    request: Request,
    next: Next,
) -> Response {
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
    let key = answers
        .params
        .key(route.as_str(), request.uri().path(), request.uri().query());
    if let Some(entry) = answers.cache.get(&key) {
        return entry.respond(request.headers());
    }
    let made = answers.cache.generation();
    let asked = negotiation_headers(request.headers());
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
    let body: Bytes = match axum::body::to_bytes(body, MAX_BODY_BYTES).await {
        Ok(body) => body,
        // The body said its size and then failed: the client gets an error, not half an answer.
        Err(err) => {
            return super::ApiError::Internal(anyhow::anyhow!("cannot read an answer: {err}")).into_response();
        }
    };
    let content_type = parts
        .headers
        .get(header::CONTENT_TYPE)
        .cloned()
        .unwrap_or(HeaderValue::from_static("application/json"));
    let mut entry = Entry::new(Encoded::new(content_type, body));
    if let Some(cache_control) = parts.headers.get(header::CACHE_CONTROL) {
        entry.cache_control = cache_control.clone();
    }
    let entry = Arc::new(entry);
    answers.cache.keep(key, made, entry.clone());
    entry.respond(&asked)
}

/// The request headers an answer's form depends on, kept while the handler runs.
pub fn negotiation_headers(request: &HeaderMap) -> HeaderMap {
    [header::ACCEPT_ENCODING, header::IF_NONE_MATCH]
        .into_iter()
        .flat_map(|name| {
            request
                .get_all(&name)
                .iter()
                .map(move |value| (name.clone(), value.clone()))
                .collect::<Vec<_>>()
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn params() -> RouteParams {
        RouteParams(HashMap::from([(
            "/api/v1/news".to_owned(),
            vec!["lang".to_owned(), "page".to_owned(), "school".to_owned()],
        )]))
    }

    #[test]
    fn only_the_parameters_a_route_reads_make_its_key() {
        let params = params();
        let key = |query| params.key("/api/v1/news", "/api/v1/news", query);
        assert_eq!(
            key(Some("page=2&lang=ru&utm_source=x&_=17")),
            "/api/v1/news?lang=ru&page=2"
        );
        assert_eq!(key(Some("lang=ru&page=2")), key(Some("page=2&_=1&lang=ru")));
        // Missing and unknown languages both answer in Kazakh.
        assert_eq!(key(None), key(Some("lang=fr")));
        assert_eq!(key(Some("lang=kz")), key(Some("")));
        assert_ne!(key(Some("page=2")), key(Some("page=3")));
        // Values keep their meaning through the key's encoding.
        assert_eq!(key(Some("school=a%26b")), "/api/v1/news?lang=kz&school=a%26b");
        // A route the document does not describe keeps its whole query.
        assert_eq!(
            params.key("/api/v1/other", "/api/v1/other", Some("b=1&a=2")),
            "/api/v1/other?b=1&a=2"
        );
    }

    #[tokio::test]
    async fn one_request_at_a_time_makes_an_answer_and_the_others_find_it_made() {
        let cache = AnswerCache::default();
        let first = cache.turn("/").await.expect("the cache is on");
        let waiting = tokio::spawn({
            let cache = cache.clone();
            async move {
                let _turn = cache.turn("/").await;
                cache.get("/").is_some()
            }
        });
        // Another key does not wait.
        drop(cache.turn("/news").await);
        tokio::time::sleep(Duration::from_millis(20)).await;
        assert!(!waiting.is_finished(), "the second request waits for the first");
        let entry = Arc::new(Entry::new(Encoded::new(
            HeaderValue::from_static("text/html"),
            Bytes::from("x"),
        )));
        cache.keep("/".to_owned(), cache.generation(), entry);
        drop(first);
        assert!(waiting.await.unwrap(), "and then finds the answer made");
        assert!(
            cache
                .making
                .lock()
                .unwrap()
                .values()
                .all(|lock| lock.strong_count() == 0)
        );
        assert!(AnswerCache::new(Switch::Off).turn("/").await.is_none());
    }

    #[test]
    fn an_answer_made_before_a_write_is_not_kept_after_it() {
        let cache = AnswerCache::default();
        let entry = || {
            Arc::new(Entry::new(Encoded::new(
                HeaderValue::from_static("text/plain"),
                Bytes::from("x"),
            )))
        };
        let made = cache.generation();
        cache.clear();
        cache.keep("a".to_owned(), made, entry());
        assert!(cache.get("a").is_none());
        cache.keep("a".to_owned(), cache.generation(), entry());
        assert!(cache.get("a").is_some());

        // An entry compressed while kept is weighed as when it came in, so replacing it balances.
        let big = || {
            Arc::new(Entry::new(Encoded::new(
                HeaderValue::from_static("text/plain"),
                Bytes::from("Жаңалықтар ".repeat(500)),
            )))
        };
        let kept = big();
        cache.keep("b".to_owned(), cache.generation(), kept.clone());
        let brotli = HeaderMap::from_iter([(header::ACCEPT_ENCODING, HeaderValue::from_static("br"))]);
        assert_eq!(kept.respond(&brotli).headers()[header::CONTENT_ENCODING], "br");
        cache.keep("b".to_owned(), cache.generation(), big());
        cache.clear();

        let off = AnswerCache::new(Switch::Off);
        off.keep("a".to_owned(), off.generation(), entry());
        assert!(off.get("a").is_none());
    }
}
