//! `/sitemap.xml` (every public page in three languages, with alternates and last changes) and
//! `/robots.txt` naming it.

use std::fmt::Write;

use axum::extract::State;
use axum::http::{HeaderMap, HeaderValue, header};
use axum::response::{IntoResponse, Response};

use super::head::language_tag;
use super::routes::{all_pages, localized};
use crate::http::{ApiResult, AppState};
use crate::lang::Lang;

pub async fn sitemap(State(state): State<AppState>, headers: HeaderMap) -> ApiResult<Response> {
    let origin = state.shell.origin(&headers);
    let updated = state.store.setting_value("content_updated_at").await?;
    let content_day = updated.map(|v| v.trim_matches('"').chars().take(10).collect::<String>());
    let mut xml = String::from(
        r#"<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
"#,
    );
    for (path, changed) in all_pages(&state.store).await? {
        let lastmod = changed.or_else(|| content_day.clone());
        for lang in Lang::ALL {
            let _ = write!(xml, "<url><loc>{origin}{}</loc>", localized(lang, &path));
            if let Some(day) = &lastmod {
                let _ = write!(xml, "<lastmod>{day}</lastmod>");
            }
            for alternate in Lang::ALL {
                let _ = write!(
                    xml,
                    r#"<xhtml:link rel="alternate" hreflang="{}" href="{origin}{}"/>"#,
                    language_tag(alternate),
                    localized(alternate, &path)
                );
            }
            let _ = write!(
                xml,
                r#"<xhtml:link rel="alternate" hreflang="x-default" href="{origin}{path}"/>"#
            );
            xml.push_str("</url>\n");
        }
    }
    xml.push_str("</urlset>\n");
    Ok((
        [(
            header::CONTENT_TYPE,
            HeaderValue::from_static("application/xml; charset=utf-8"),
        )],
        xml,
    )
        .into_response())
}

pub async fn robots(State(state): State<AppState>, headers: HeaderMap) -> Response {
    let origin = state.shell.origin(&headers);
    let body = format!("User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /admin\n\nSitemap: {origin}/sitemap.xml\n");
    (
        [(
            header::CONTENT_TYPE,
            HeaderValue::from_static("text/plain; charset=utf-8"),
        )],
        body,
    )
        .into_response()
}
