//! The site around the API: the built web app with each page rendered on the server (head and
//! content), its hashed assets, the content images, the sitemap and robots.txt.

pub mod head;
pub mod render;
pub mod routes;
mod sitemap;

use axum::Router;
use axum::http::{HeaderName, HeaderValue, StatusCode, header};
use tower_http::services::ServeDir;
use tower_http::set_header::SetResponseHeaderLayer;

use crate::http::AppState;

/// Hashed build output never changes under its name.
const IMMUTABLE: &str = "public, max-age=31536000, immutable";
/// Content images keep their names when staff replace them, so they are cached briefly.
const MEDIA_CACHE: &str = "public, max-age=3600";

/// Where content images live inside the data dir, and where they are served.
pub const MEDIA_DIR: &str = "media";
pub const MEDIA_URL: &str = "/assets/media";

pub fn media_url(file: &str) -> String {
    format!("{MEDIA_URL}/{file}")
}

pub fn router(state: AppState) -> Router {
    let paths = state.paths.clone();
    let media = ServeDir::new(paths.data_dir.join(MEDIA_DIR)).precompressed_gzip();
    let assets = ServeDir::new(paths.web_dir.join("assets"))
        .precompressed_br()
        .precompressed_gzip();
    // Every other path is a page: files of the build root (favicon) as they are, else the app's
    // shell with that page's head.
    let pages = axum::handler::Handler::with_state(head::page, state.clone());
    let spa = ServeDir::new(&paths.web_dir)
        .append_index_html_on_directories(false)
        .precompressed_br()
        .precompressed_gzip()
        .fallback(pages);
    Router::new()
        .route("/admin", axum::routing::get(admin_shell))
        .route("/admin/{*screen}", axum::routing::get(admin_shell))
        .route("/sitemap.xml", axum::routing::get(sitemap::sitemap))
        .route("/robots.txt", axum::routing::get(sitemap::robots))
        .with_state(state)
        .nest_service(
            MEDIA_URL,
            tower::ServiceBuilder::new()
                .layer(SetResponseHeaderLayer::overriding(
                    header::CACHE_CONTROL,
                    HeaderValue::from_static(MEDIA_CACHE),
                ))
                .service(media),
        )
        .nest_service(
            "/assets",
            tower::ServiceBuilder::new()
                .layer(SetResponseHeaderLayer::overriding(
                    header::CACHE_CONTROL,
                    HeaderValue::from_static(IMMUTABLE),
                ))
                .service(assets),
        )
        .fallback_service(
            // The page handler says its own (a preview is no-store); files get no-cache.
            tower::ServiceBuilder::new()
                .layer(SetResponseHeaderLayer::if_not_present(
                    header::CACHE_CONTROL,
                    HeaderValue::from_static("no-cache"),
                ))
                .service(spa),
        )
}

/// Every screen of the staff's app: the shell as built (the app draws its own screens after the
/// sign-in), never indexed, never cached.
async fn admin_shell(axum::extract::State(state): axum::extract::State<AppState>) -> axum::response::Response {
    use axum::response::IntoResponse;
    let Some(html) = state.shell.html() else {
        return (StatusCode::NOT_FOUND, "The web app is not built: run `make build`.").into_response();
    };
    (
        [
            (
                header::CONTENT_TYPE,
                HeaderValue::from_static("text/html; charset=utf-8"),
            ),
            (header::CACHE_CONTROL, HeaderValue::from_static("no-store")),
            (
                HeaderName::from_static("x-robots-tag"),
                HeaderValue::from_static("noindex, nofollow"),
            ),
        ],
        html.to_owned(),
    )
        .into_response()
}
