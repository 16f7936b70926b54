//! The admin API under `/api/v1/admin`: the staff calls (`staff`), and the content calls, the
//! same for every type because they are driven by the type definitions of `store::schema`.
//! Every call refuses cross-site requests and answers `Cache-Control: no-store`.

mod content;
mod media;
pub mod scheduler;

use axum::http::{HeaderValue, header};
use axum::response::IntoResponse;
use tower_http::csrf::CsrfLayer;
use tower_http::set_header::SetResponseHeaderLayer;
use utoipa_axum::router::OpenApiRouter;

use crate::http::{ApiError, AppState};

/// Every admin call, with the protections they all share.
pub fn router(upload_limit: usize) -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .merge(crate::staff::router())
        .merge(media::router(upload_limit))
        .merge(content::router())
        .merge(crate::inbox::router())
        // A state-changing call from another site (by Sec-Fetch-Site, or Origin against Host)
        // is refused before it reaches a handler; the session cookie is SameSite=Strict too.
        .layer(CsrfLayer::new().with_rejection_response(|_| {
            ApiError::Refused {
                field: "origin".to_owned(),
                message: "cross-site requests are refused".to_owned(),
            }
            .into_response()
        }))
        .layer(SetResponseHeaderLayer::overriding(
            header::CACHE_CONTROL,
            HeaderValue::from_static("no-store"),
        ))
}
