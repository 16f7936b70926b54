//! What the person who runs the server watches: requests and their latency by route,
//! submissions by form, and rate-limit refusals, in Prometheus' text format. Served on its own
//! address (`--metrics-addr`), never on the public one.

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Instant;

use axum::extract::{MatchedPath, Request, State};
use axum::http::header::CONTENT_TYPE;
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use prometheus_client::encoding::EncodeLabelSet;
use prometheus_client::metrics::counter::Counter;
use prometheus_client::metrics::family::Family;
use prometheus_client::metrics::histogram::{Histogram, exponential_buckets};
use prometheus_client::registry::Registry;
use tokio::net::TcpListener;

#[derive(Debug, Clone, Hash, PartialEq, Eq, EncodeLabelSet)]
struct RequestLabels {
    method: String,
    route: String,
    status: u16,
}

#[derive(Debug, Clone, Hash, PartialEq, Eq, EncodeLabelSet)]
struct RouteLabels {
    method: String,
    route: String,
}

#[derive(Debug, Clone, Hash, PartialEq, Eq, EncodeLabelSet)]
struct FormLabels {
    form: String,
}

#[derive(Debug, Clone, Hash, PartialEq, Eq, EncodeLabelSet)]
struct LimitLabels {
    limit: String,
}

type LatencyFamily = Family<RouteLabels, Histogram, fn() -> Histogram>;

pub struct Metrics {
    registry: Registry,
    requests: Family<RequestLabels, Counter>,
    latency: LatencyFamily,
    submissions: Family<FormLabels, Counter>,
    refusals: Family<LimitLabels, Counter>,
    decoding: crate::media::DecodeGauges,
}

impl Default for Metrics {
    fn default() -> Self {
        let mut registry = Registry::default();
        let requests = Family::default();
        registry.register(
            "bilim_http_requests",
            "Requests answered, by method, route and status",
            requests.clone(),
        );
        // 1 ms to about 8 s.
        let latency: LatencyFamily =
            Family::new_with_constructor(|| Histogram::new(exponential_buckets(0.001, 2.0, 14)));
        registry.register(
            "bilim_http_request_duration_seconds",
            "Time to answer a request, by method and route",
            latency.clone(),
        );
        let submissions = Family::default();
        registry.register(
            "bilim_submissions",
            "Visitor submissions stored, by form",
            submissions.clone(),
        );
        let refusals = Family::default();
        registry.register(
            "bilim_rate_limit_refusals",
            "Requests refused with 429, by limit",
            refusals.clone(),
        );
        let decoding = crate::media::DecodeGauges::default();
        registry.register(
            "bilim_image_decodes",
            "Uploaded images being decoded, resized and encoded now",
            decoding.now.clone(),
        );
        registry.register(
            "bilim_image_decodes_peak",
            "The most uploaded images decoded at once since the server started (at most one per core)",
            decoding.peak.clone(),
        );
        registry.register(
            "bilim_image_decode_refusals",
            "Image uploads answered 503 because no decoding turn freed up in time",
            decoding.refusals.clone(),
        );
        Metrics {
            registry,
            requests,
            latency,
            submissions,
            refusals,
            decoding,
        }
    }
}

impl Metrics {
    /// The counter of a rate limit's refusals (`submissions`, `uploads`, `login`, `password-hashing`).
    pub fn refusals(&self, limit: &str) -> Counter {
        self.refusals
            .get_or_create(&LimitLabels {
                limit: limit.to_owned(),
            })
            .clone()
    }

    /// The gauges of the image decoding turns.
    pub fn decoding(&self) -> crate::media::DecodeGauges {
        self.decoding.clone()
    }

    pub fn submission_stored(&self, form: &str) {
        self.submissions
            .get_or_create(&FormLabels { form: form.to_owned() })
            .inc();
    }

    pub fn render(&self) -> String {
        let mut text = String::new();
        prometheus_client::encoding::text::encode(&mut text, &self.registry).expect("writing to a String cannot fail");
        text
    }
}

/// The route an answer came from, copied out of the router for `track` (which runs outside it).
#[derive(Clone)]
struct Route(String);

/// Route layer of the API: hands the matched route (`/api/v1/news/{slug}`) to `track`.
pub async fn mark_route(matched: MatchedPath, request: Request, next: Next) -> Response {
    let route = Route(matched.as_str().to_owned());
    let mut response = next.run(request).await;
    response.extensions_mut().insert(route);
    response
}

/// Counts and times every request. Routes outside the API are grouped (assets, pages), so a
/// crawler asking for a million paths makes no million series.
pub async fn track(State(metrics): State<Arc<Metrics>>, request: Request, next: Next) -> Response {
    let started = Instant::now();
    let method = request.method().as_str().to_owned();
    let group = match request.uri().path() {
        path if path.starts_with(crate::http::API_PREFIX) => "api (no route)",
        path if path.starts_with(crate::site::MEDIA_URL) => "media",
        path if path.starts_with("/assets/") => "assets",
        _ => "page",
    };
    let response = next.run(request).await;
    let route = response
        .extensions()
        .get::<Route>()
        .map_or_else(|| group.to_owned(), |route| route.0.clone());
    metrics
        .latency
        .get_or_create(&RouteLabels {
            method: method.clone(),
            route: route.clone(),
        })
        .observe(started.elapsed().as_secs_f64());
    metrics
        .requests
        .get_or_create(&RequestLabels {
            method,
            route,
            status: response.status().as_u16(),
        })
        .inc();
    response
}

/// Serves `/metrics` on `addr` until the process ends.
pub async fn serve(metrics: Arc<Metrics>, addr: SocketAddr) -> anyhow::Result<tokio::task::JoinHandle<()>> {
    let listener = TcpListener::bind(addr)
        .await
        .map_err(|err| anyhow::anyhow!("cannot listen for metrics on {addr}: {err}"))?;
    tracing::info!(addr = %listener.local_addr()?, "serving metrics");
    let app = axum::Router::new().route(
        "/metrics",
        axum::routing::get(move || {
            let metrics = metrics.clone();
            async move {
                (
                    [(
                        CONTENT_TYPE,
                        "application/openmetrics-text; version=1.0.0; charset=utf-8",
                    )],
                    metrics.render(),
                )
                    .into_response()
            }
        }),
    );
    Ok(tokio::spawn(async move {
        if let Err(err) = axum::serve(listener, app).await {
            tracing::error!(%err, "the metrics server stopped");
        }
    }))
}
