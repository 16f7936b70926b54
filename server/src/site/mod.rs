//! The site around the API: the built web app, its hashed assets and the content images.

use axum::Router;
use axum::http::{HeaderValue, header};
use tower_http::services::{ServeDir, ServeFile};
use tower_http::set_header::SetResponseHeaderLayer;

use crate::http::Paths;

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

pub fn router<S: Clone + Send + Sync + 'static>(paths: &Paths) -> Router<S> {
    let media = ServeDir::new(paths.data_dir.join(MEDIA_DIR)).precompressed_gzip();
    let assets = ServeDir::new(paths.web_dir.join("assets"))
        .precompressed_br()
        .precompressed_gzip();
    // Every other path is a page of the SPA: files of the build root (favicon), else index.html.
    let spa = ServeDir::new(&paths.web_dir)
        .precompressed_br()
        .precompressed_gzip()
        .fallback(
            ServeFile::new(paths.web_dir.join("index.html"))
                .precompressed_br()
                .precompressed_gzip(),
        );
    Router::new()
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
            tower::ServiceBuilder::new()
                .layer(SetResponseHeaderLayer::overriding(
                    header::CACHE_CONTROL,
                    HeaderValue::from_static("no-cache"),
                ))
                .service(spa),
        )
}
