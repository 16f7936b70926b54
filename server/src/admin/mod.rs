//! The admin API under `/api/v1/admin`: the staff calls (`staff`), and the content calls, the
//! same for every type because they are driven by the type definitions of `store::schema`.
//! Every call refuses cross-site requests and answers `Cache-Control: no-store`.

mod content;
mod media;
pub mod scheduler;

use axum::extract::{Request, State};
use axum::http::{HeaderValue, Uri, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use tower_http::csrf::CsrfLayer;
use tower_http::set_header::SetResponseHeaderLayer;
use utoipa_axum::router::OpenApiRouter;

use crate::http::{ApiError, AppState};

/// Every admin call, with the protections they all share; `site` is the site's own origin.
pub fn router(upload_limit: usize, site: SiteOrigin) -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .merge(crate::staff::router())
        .merge(media::router(upload_limit))
        .merge(content::router())
        .merge(crate::inbox::router())
        // A state-changing call from another site (by Sec-Fetch-Site, or Origin against Host)
        // is refused before it reaches a handler; the session cookie is SameSite=Strict too.
        .layer(site.csrf().with_rejection_response(|_| cross_site()))
        // tower-http compares an Origin with the Host, which carries no scheme: with the site's
        // address known, its scheme and port are held to it as well.
        .layer(axum::middleware::from_fn_with_state(site, refuse_other_origins))
        .layer(SetResponseHeaderLayer::overriding(
            header::CACHE_CONTROL,
            HeaderValue::from_static("no-store"),
        ))
}

fn cross_site() -> Response {
    ApiError::Refused {
        field: "origin".to_owned(),
        message: "cross-site requests are refused".to_owned(),
    }
    .into_response()
}

/// The site's origin (scheme, host and port) from `--public-url`, when it is set.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SiteOrigin(Option<(String, String, u16)>);

impl SiteOrigin {
    /// The origin of `public_url`; an address that is no http(s) URL is an error.
    pub fn of(public_url: Option<&str>) -> anyhow::Result<SiteOrigin> {
        let Some(url) = public_url else {
            return Ok(SiteOrigin(None));
        };
        let origin = parse_origin(url.trim())
            .ok_or_else(|| anyhow::anyhow!("--public-url {url:?} is not an http:// or https:// address"))?;
        Ok(SiteOrigin(Some(origin)))
    }

    /// Whether the site is served over https (its cookies are then `Secure`).
    pub fn is_https(&self) -> bool {
        self.0.as_ref().is_some_and(|(scheme, _, _)| scheme == "https")
    }

    /// tower-http's check, which also takes the site's own origin when a proxy in front rewrote
    /// the `Host` it compares an `Origin` with.
    fn csrf(&self) -> CsrfLayer {
        let layer = CsrfLayer::new();
        match &self.0 {
            Some((scheme, host, port)) => {
                let default_port = if scheme == "https" { 443 } else { 80 };
                // As a browser writes it: the scheme's default port left out.
                let origin = if *port == default_port {
                    format!("{scheme}://{host}")
                } else {
                    format!("{scheme}://{host}:{port}")
                };
                layer.clone().add_trusted_origin(&origin).unwrap_or_else(|err| {
                    tracing::warn!(%err, origin, "the site's origin is not one tower-http takes");
                    layer
                })
            }
            None => layer,
        }
    }

    /// Whether a request's `Origin` may make changes: any, when the site's address is not known
    /// (tower-http's check alone applies), else only the site's own.
    fn admits(&self, origin: &HeaderValue) -> bool {
        match &self.0 {
            None => true,
            Some(site) => origin
                .to_str()
                .ok()
                .and_then(parse_origin)
                .is_some_and(|origin| origin == *site),
        }
    }
}

/// Scheme, host and port (the scheme's default when none is written), lower-cased.
fn parse_origin(text: &str) -> Option<(String, String, u16)> {
    let uri: Uri = text.parse().ok()?;
    let scheme = uri.scheme_str()?.to_ascii_lowercase();
    let default_port = match scheme.as_str() {
        "https" => 443,
        "http" => 80,
        _ => return None,
    };
    let host = uri.host()?.to_ascii_lowercase();
    Some((scheme, host, uri.port_u16().unwrap_or(default_port)))
}

/// Refuses a state-changing call whose `Origin` is not the site's own (`SiteOrigin::admits`).
async fn refuse_other_origins(State(site): State<SiteOrigin>, request: Request, next: Next) -> Response {
    let foreign = !request.method().is_safe()
        && request
            .headers()
            .get(header::ORIGIN)
            .is_some_and(|origin| !site.admits(origin));
    if foreign {
        return cross_site();
    }
    next.run(request).await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_sites_own_scheme_host_and_port_may_make_changes() {
        let site = SiteOrigin::of(Some("https://Uni.example/")).unwrap();
        let admits = |origin: &str| site.admits(&HeaderValue::from_str(origin).unwrap());
        assert!(admits("https://uni.example"));
        assert!(admits("https://uni.example:443"));
        assert!(!admits("http://uni.example"), "another scheme");
        assert!(!admits("https://uni.example:8443"), "another port");
        assert!(!admits("https://evil.example"));
        assert!(!admits("null"));
        let anywhere = SiteOrigin::of(None).unwrap();
        assert!(anywhere.admits(&HeaderValue::from_static("http://uni.example")));
        assert!(SiteOrigin::of(Some("uni.example")).is_err());
    }
}
