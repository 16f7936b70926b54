//! The site around the API: the built web app with each page rendered on the server (head and
//! content), its hashed assets, the content images, the sitemap and robots.txt.

pub mod head;
pub mod render;
pub mod routes;
mod sitemap;
mod theme;

use axum::Router;
use axum::http::{HeaderName, HeaderValue, StatusCode, header};
use tower_http::services::{ServeDir, ServeFile};
use tower_http::set_header::{SetResponseHeader, SetResponseHeaderLayer};

use crate::http::{ApiError, AppState};

/// Hashed build output never changes under its name.
const IMMUTABLE: &str = "public, max-age=31536000, immutable";
/// Content images keep their names when staff replace them, so they are cached briefly.
const MEDIA_CACHE: &str = "public, max-age=3600";

pub use crate::store::media::{MEDIA_DIR, MEDIA_URL};

pub fn media_url(file: &str) -> String {
    format!("{MEDIA_URL}/{file}")
}

pub fn router(state: AppState) -> Router {
    let paths = state.paths.clone();
    let media = ServeDir::new(paths.data_dir.join(MEDIA_DIR)).precompressed_gzip();
    let assets = ServeDir::new(paths.web_dir.join("assets"))
        .precompressed_br()
        .precompressed_gzip();
    // A page is read, never written to: any other method is refused (axum adds `Allow`).
    let pages = axum::routing::get(head::page)
        .fallback(method_not_allowed)
        .with_state(state.clone());
    Router::new()
        .route("/admin", axum::routing::get(admin_shell))
        .route("/admin/{*screen}", axum::routing::get(admin_shell))
        .route("/sitemap.xml", axum::routing::get(sitemap::sitemap))
        .route("/robots.txt", axum::routing::get(sitemap::robots))
        .method_not_allowed_fallback(method_not_allowed)
        .with_state(state)
        .nest_service(MEDIA_URL, with_file_headers(MEDIA_CACHE, media))
        .nest_service("/assets", with_file_headers(IMMUTABLE, assets))
        .merge(root_files(&paths.web_dir))
        // Every other path is a page. Paths are not looked up on disk first: that lookup (three
        // file checks on the blocking pool) cost more than sending the page from the cache.
        .fallback_service(pages)
}

/// What makes a file response's `Vary` (`with_file_headers`).
type VaryOf<B> = fn(&axum::http::Response<B>) -> Option<HeaderValue>;
/// A file service with the headers of `with_file_headers`.
type FileService<S, B> = SetResponseHeader<SetResponseHeader<S, VaryOf<B>>, HeaderValue>;

/// A service of files (served precompressed) with their `Cache-Control`, and their `Vary` on a
/// 304 too: tower-http names `Vary: accept-encoding` on the 200 but not on the 304, which must
/// carry it too (RFC 9110 section 15.4.5), or a cache may keep one encoding for every client.
fn with_file_headers<S, B>(cache_control: &'static str, files: S) -> FileService<S, B> {
    let vary_of_not_modified: VaryOf<B> =
        |response| (response.status() == StatusCode::NOT_MODIFIED).then(|| HeaderValue::from_static("accept-encoding"));
    tower::ServiceBuilder::new()
        .layer(SetResponseHeaderLayer::overriding(
            header::CACHE_CONTROL,
            HeaderValue::from_static(cache_control),
        ))
        .layer(SetResponseHeaderLayer::if_not_present(
            header::VARY,
            vary_of_not_modified,
        ))
        .service(files)
}

/// The files of the build root (a favicon, say), each at its name, as they are and
/// revalidated; the shell and the build's own records (dot files) are not among them.
fn root_files(web_dir: &std::path::Path) -> Router {
    let names = std::fs::read_dir(web_dir)
        .into_iter()
        .flatten()
        .flatten()
        .filter(|entry| entry.file_type().is_ok_and(|kind| kind.is_file()))
        .filter_map(|entry| entry.file_name().into_string().ok())
        .filter(|name| !name.starts_with('.') && !name.starts_with("index.html"))
        .filter(|name| !name.ends_with(".br") && !name.ends_with(".gz"))
        // The server makes these itself.
        .filter(|name| name != "sitemap.xml" && name != "robots.txt");
    names.fold(Router::new(), |router, name| {
        let file = ServeFile::new(web_dir.join(&name))
            .precompressed_br()
            .precompressed_gzip();
        router.route_service(&format!("/{name}"), with_file_headers("no-cache", file))
    })
}

/// The answer to a method a page does not take, in the page's language.
async fn method_not_allowed(uri: axum::http::Uri) -> ApiError {
    ApiError::MethodNotAllowed {
        lang: routes::split_lang(uri.path()).0,
    }
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
