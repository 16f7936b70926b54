//! The HTTP API: shared state, the envelope, errors, extractors, and the table of contents
//! of every resource's router.

pub mod cache;
pub mod client;
pub mod encoded;
mod envelope;
mod error;
mod extract;
pub mod headers;
pub mod list;
pub mod openapi;
pub mod server;

use std::path::PathBuf;
use std::sync::Arc;

use axum::Router;
use utoipa_axum::router::OpenApiRouter;

pub use crate::store::cards::RawJson;
pub use envelope::{Data, PageMeta, Paginated};
pub use error::{ApiError, ApiResult, ErrorBody, FieldErrors};
pub use extract::{ApiQuery, Json, LangParam, Limit, PageNo, Path, lang_of, parse_query};
pub use list::{Order, OrderQuery, PageQuery, paginate};

/// What every handler can reach: one pointer, because axum clones the state for every
/// extractor and middleware of every request (cloning a dozen `Arc`s per request showed as 8%
/// of a cached answer's time).
#[derive(Clone)]
pub struct AppState(Arc<Services>);

impl AppState {
    pub fn new(services: Services) -> AppState {
        AppState(Arc::new(services))
    }
}

impl std::ops::Deref for AppState {
    type Target = Services;

    fn deref(&self) -> &Services {
        &self.0
    }
}

pub struct Services {
    /// The content: every read and write of it goes through here.
    pub store: crate::store::Store,
    pub paths: Arc<Paths>,
    /// Answers of GET calls; cleared on every content change.
    pub answers: cache::AnswerCache,
    pub forms: Arc<crate::forms::FormsState>,
    /// Turns at decoding uploaded images, one per core.
    pub decoding: Arc<crate::media::Decoding>,
    pub staff: Arc<crate::staff::StaffState>,
    pub search: Arc<crate::search::SearchIndex>,
    /// Notification mail of new submissions.
    pub outbox: Arc<crate::inbox::outbox::Outbox>,
    /// The web app's shell, for pages rendered with their head.
    pub shell: Arc<crate::site::head::Shell>,
    /// The pages' content rendered on the server.
    pub renderer: Arc<crate::site::render::Renderer>,
    /// Timeouts, body limits and the proxies whose word is taken.
    pub http: Arc<crate::config::HttpConfig>,
    pub proxies: Arc<client::TrustedProxies>,
    pub metrics: Arc<crate::metrics::Metrics>,
    pub security: headers::SecurityHeaders,
}

/// Where the server finds its files.
#[derive(Debug, Clone)]
pub struct Paths {
    pub data_dir: PathBuf,
    pub web_dir: PathBuf,
}

pub const API_PREFIX: &str = "/api/v1";

/// Every API resource, in the order of the spec's list of calls; the calls that take files
/// accept files of up to `upload_limit` bytes, and the admin's changes come only from `site`.
pub fn api(upload_limit: usize, site: crate::admin::SiteOrigin) -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .merge(crate::content::settings::router())
        .merge(crate::content::menus::router())
        .merge(crate::content::pages::router())
        .merge(crate::content::schools::router())
        .merge(crate::news::router())
        .merge(crate::content::handbooks::router())
        .merge(crate::content::history::router())
        .merge(crate::people::router())
        .merge(crate::education::router())
        .merge(crate::campus::router())
        .merge(crate::library::router())
        .merge(crate::science::router())
        .merge(crate::search::router())
        .merge(crate::forms::router(upload_limit))
        .merge(crate::admin::router(upload_limit, site))
}

/// The whole application: the API under `/api/v1`, then the site (assets and the SPA).
pub fn app(state: AppState) -> Router {
    let (api, spec) = OpenApiRouter::with_openapi(openapi::base())
        .merge(api(state.forms.upload_limit, state.staff.site.clone()))
        .split_for_parts();
    let spec = Arc::new(openapi::finish(spec));
    let answers = cache::ApiAnswers {
        cache: state.answers.clone(),
        params: Arc::new(cache::RouteParams::of(&spec)),
    };
    let api = api
        .route(
            "/openapi.json",
            axum::routing::get(move || {
                let spec = spec.clone();
                async move { axum::Json(spec.as_ref().clone()) }
            }),
        )
        .route_layer(axum::middleware::from_fn_with_state(answers, cache::answer_from_cache))
        .route_layer(axum::middleware::from_fn(crate::metrics::mark_route))
        // axum's own answers to an unknown path or a method a path does not take are empty or
        // plain text; the API's are its JSON error (axum keeps adding `Allow` to a 405).
        .method_not_allowed_fallback(|lang: crate::lang::Lang| async move { ApiError::MethodNotAllowed { lang } })
        .fallback(|| async { ApiError::NotFound })
        // Calls without files get small bodies; the file calls set their own limit.
        .layer(axum::extract::DefaultBodyLimit::max(state.http.body_limit))
        .with_state(state.clone());
    // The server's renders read the same API, in-process, answer cache included.
    state.renderer.set_api(Router::new().nest(API_PREFIX, api.clone()));
    Router::new()
        .route("/healthz", axum::routing::get(|| async { "ok" }))
        .nest(API_PREFIX, api)
        .merge(crate::site::router(state.clone()))
        // A deadline for the whole body, not between its chunks: a client trickling a byte a
        // second must not hold a connection for ever.
        .layer(tower_http::timeout::RequestBodyDeadlineLayer::new(
            std::time::Duration::from_secs(state.http.body_timeout.max(1)),
        ))
        .layer(axum::middleware::from_fn_with_state(
            state.security.clone(),
            headers::add,
        ))
        .layer(axum::middleware::from_fn_with_state(
            state.metrics.clone(),
            crate::metrics::track,
        ))
        .layer(tower_http::trace::TraceLayer::new_for_http())
}
