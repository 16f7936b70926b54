//! The security headers of every answer: what the browser may load and run for our pages, who may
//! frame them, and how much of the address leaks to other sites.

use axum::extract::{Request, State};
use axum::http::{HeaderName, HeaderValue, header};
use axum::middleware::Next;
use axum::response::Response;

/// Only our own scripts, styles, fonts, images, media and workers; `data:` images for the
/// small inline pictures CSS uses; nothing may frame the site. The app has no inline script
/// and no inline style but the content's colours, which a page's own policy names by hash
/// (`site/theme.rs`): keep it so.
pub const CONTENT_SECURITY_POLICY: &str = "default-src 'none'; script-src 'self'; style-src 'self'; \
    img-src 'self' data:; font-src 'self'; connect-src 'self'; media-src 'self'; worker-src 'self'; \
    manifest-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

/// Powerful browser features the site never uses, refused to anything it embeds too.
const PERMISSIONS_POLICY: &str =
    "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()";

/// Two years: long enough for browsers' preload lists.
const STRICT_TRANSPORT_SECURITY: &str = "max-age=63072000; includeSubDomains";

#[derive(Clone)]
pub struct SecurityHeaders {
    // Shared: the middleware's state is cloned for every request.
    headers: std::sync::Arc<[(HeaderName, HeaderValue)]>,
}

impl SecurityHeaders {
    /// The headers for a site served at `public_url` (HSTS only when it is https).
    pub fn for_site(public_url: Option<&str>) -> Self {
        let mut headers = vec![
            (
                header::CONTENT_SECURITY_POLICY,
                HeaderValue::from_static(CONTENT_SECURITY_POLICY),
            ),
            (header::X_CONTENT_TYPE_OPTIONS, HeaderValue::from_static("nosniff")),
            (header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY")),
            (
                header::REFERRER_POLICY,
                HeaderValue::from_static("strict-origin-when-cross-origin"),
            ),
            (
                HeaderName::from_static("permissions-policy"),
                HeaderValue::from_static(PERMISSIONS_POLICY),
            ),
            (
                HeaderName::from_static("cross-origin-opener-policy"),
                HeaderValue::from_static("same-origin"),
            ),
        ];
        if public_url.is_some_and(|url| url.trim().to_ascii_lowercase().starts_with("https://")) {
            headers.push((
                header::STRICT_TRANSPORT_SECURITY,
                HeaderValue::from_static(STRICT_TRANSPORT_SECURITY),
            ));
        }
        SecurityHeaders {
            headers: headers.into(),
        }
    }
}

/// Middleware: adds the headers to every answer that does not set its own.
pub async fn add(State(security): State<SecurityHeaders>, request: Request, next: Next) -> Response {
    let mut response = next.run(request).await;
    let headers = response.headers_mut();
    for (name, value) in security.headers.iter() {
        if !headers.contains_key(name) {
            headers.insert(name.clone(), value.clone());
        }
    }
    response
}
