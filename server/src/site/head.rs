//! Every page the server sends carries its own head: title, description, canonical URL,
//! hreflang alternates, Open Graph tags and `<html lang>`, so that search engines and link
//! previews see the page without running the app, and its content rendered on the server
//! (`render.rs`) when the renderer can. A path that is no page answers 404.

use std::fmt::Write;
use std::sync::Arc;

use axum::extract::{Request, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};

use super::render::PageParams;
use super::routes::{self, localized, split_lang};
use super::theme::Theme;
use crate::html::escape;
use crate::http::AppState;
use crate::http::cache::{AddressedPage, Entry, ORIGIN_MARK, sorted_query};
use crate::http::encoded::{Encoded, compress_in_background};
use crate::lang::{Lang, Tr};
use crate::store::Visibility;

/// The built app's `index.html`, read once at start.
pub struct Shell {
    html: Option<String>,
    /// The site's address for absolute links, when configured (else the request's Host).
    public_url: Option<String>,
}

impl Shell {
    pub fn load(web_dir: &std::path::Path, public_url: Option<String>) -> Shell {
        Shell {
            html: std::fs::read_to_string(web_dir.join("index.html")).ok(),
            public_url: public_url.map(|url| url.trim_end_matches('/').to_owned()),
        }
    }

    /// The shell as built, for the staff's app (whose pages have no public head).
    pub fn html(&self) -> Option<&str> {
        self.html.as_deref()
    }

    /// The site's origin for this request.
    pub fn origin(&self, headers: &HeaderMap) -> String {
        if let Some(url) = &self.public_url {
            return url.clone();
        }
        // Only a plain host[:port] is taken from the request; anything else is not echoed back.
        let host = headers
            .get(header::HOST)
            .and_then(|h| h.to_str().ok())
            .filter(|h| !h.is_empty() && h.chars().all(|c| c.is_ascii_alphanumeric() || ".:-[]".contains(c)))
            .unwrap_or("127.0.0.1:8080");
        format!("http://{host}")
    }
}

/// The language tag of `<html lang>` and hreflang (the API's `kz` is not one).
pub fn language_tag(lang: Lang) -> &'static str {
    match lang {
        Lang::Kz => "kk",
        Lang::Ru => "ru",
        Lang::En => "en",
    }
}

fn not_found_title() -> Tr {
    Tr {
        kz: "Бет табылмады".into(),
        ru: "Страница не найдена".into(),
        en: "Page not found".into(),
    }
}

/// Answers a page of the site: the app's shell with the page's head and its content rendered on
/// the server, 200 or 404, kept in the answer cache until content changes. A preview and a 404
/// are left to the browser, and so is any page the server could not render (logged).
///
/// A page is made and kept once per address (path and the parameters it reads), whatever `Host`
/// a request names: its head's absolute links are written into a copy made for each other origin
/// (without `--public-url` the site names the host it is reached at), so a request naming
/// another host costs a string replacement, neither a render nor memory.
pub async fn page(State(state): State<AppState>, visibility: Visibility, request: Request) -> Response {
    let Some(shell_html) = state.shell.html.as_deref() else {
        return (StatusCode::NOT_FOUND, "The web app is not built: run `make build`.").into_response();
    };
    let preview = Visibility::asked(request.uri().query());
    let origin = state.shell.origin(request.headers());
    let url = page_url(request.uri(), state.renderer.page_params());
    if !preview && let Some(entry) = state.answers.get(&url) {
        return respond_kept(&entry, &origin, request.headers());
    }
    // Held until the page is kept: a request for the same page meanwhile waits, then finds it.
    let turn = if preview { None } else { state.answers.turn(&url).await };
    if turn.is_some()
        && let Some(entry) = state.answers.get(&url)
    {
        return respond_kept(&entry, &origin, request.headers());
    }
    let made = state.answers.generation();
    let (lang, path) = split_lang(request.uri().path());
    match routes::short_named_move(&state.store, &path).await {
        Ok(None) => {}
        Ok(Some(to)) => {
            // Temporary: the address follows the short name, which an editor may change again.
            let query = request.uri().query().map(|q| format!("?{q}")).unwrap_or_default();
            let location = localized(lang, &to) + &query;
            return (StatusCode::FOUND, [(header::LOCATION, location)]).into_response();
        }
        Err(err) => {
            tracing::error!(error = %format!("{err:#}"), path, "cannot read the short name");
            return crate::http::ApiError::Internal(err).into_response();
        }
    }
    let found = match routes::head(&state.store, visibility, &path, url.split_once('?').map(|(_, q)| q)).await {
        Ok(found) => found,
        Err(err) => {
            tracing::error!(error = %format!("{err:#}"), path, "cannot read a page's head");
            return crate::http::ApiError::Internal(err).into_response();
        }
    };
    let theme = match Theme::read(&state.store, visibility).await {
        Ok(theme) => theme,
        Err(err) => {
            tracing::error!(error = %err, path, "cannot read the content's colours");
            return crate::http::ApiError::Internal(err.into()).into_response();
        }
    };
    let general: Option<crate::content::settings::GeneralDoc> =
        state.store.setting(crate::content::settings::GENERAL).await.ok();
    let site_name = general
        .as_ref()
        .map(|g| g.name.get(lang).to_owned())
        .unwrap_or_default();
    let (status, head) = match found {
        Some(head) => (StatusCode::OK, head),
        None => (
            StatusCode::NOT_FOUND,
            routes::PageHead {
                title: not_found_title(),
                description: Tr::default(),
                image: None,
            },
        ),
    };
    let description = match crate::html::plain_text(head.description.get(lang)) {
        text if text.is_empty() => general
            .as_ref()
            .map(|g| g.description.get(lang).to_owned())
            .unwrap_or_default(),
        text => text,
    };
    let image = head.image.or_else(|| general.as_ref().map(|g| g.logo.clone()));
    let template = render(
        shell_html,
        &Rendered {
            lang,
            path: &path,
            origin: ORIGIN_MARK,
            title: head.title.get(lang),
            site_name: &site_name,
            description: &truncate(&description, 160),
            image: image.as_deref(),
            indexable: status == StatusCode::OK,
            style: &theme.element(),
        },
    );
    let (template, complete) = if status == StatusCode::OK && !preview {
        with_content(&state, template, &url).await
    } else {
        (template, true)
    };
    let body = page_body(&template, &origin);
    let uncached = |cache_control| {
        let mut response = body.respond(status, HeaderValue::from_static(cache_control), request.headers());
        response
            .headers_mut()
            .insert(header::CONTENT_SECURITY_POLICY, theme.policy.clone());
        response
    };
    if preview {
        return uncached("no-store");
    }
    // A page the renderer could not draw this time (busy, say) is not kept: the next request
    // tries again, rather than every visitor getting the bare shell until the entry expires.
    if status != StatusCode::OK || !complete {
        return uncached("no-cache");
    }
    let addressed = AddressedPage {
        origin,
        template: state.shell.public_url.is_none().then(|| template.into()),
    };
    let entry = Arc::new(
        Entry::new(body.kept_page())
            .with_policy(theme.policy.clone())
            .with_page(addressed),
    );
    state.answers.keep(url, made, entry.clone());
    let response = entry.respond(request.headers());
    let kept = Arc::downgrade(&entry);
    // Not for a page the cache has let go of meanwhile.
    compress_in_background(move || {
        if let Some(entry) = kept.upgrade() {
            entry.body.compress_kept();
        }
    });
    response
}

/// The page of `template` for `origin`.
fn page_body(template: &str, origin: &str) -> Encoded {
    let html = template.replace(ORIGIN_MARK, &escape(origin));
    Encoded::new(HeaderValue::from_static("text/html; charset=utf-8"), html.into())
}

/// A kept page, made for the request's origin when the kept body names another. That copy goes
/// out uncompressed: it is not kept, and compressing it would cost each such request more than
/// the copy itself (a site that sets `--public-url` has one origin, and never makes one).
fn respond_kept(entry: &Entry, origin: &str, request: &HeaderMap) -> Response {
    let Some(template) = entry.template_for(origin) else {
        return entry.respond(request);
    };
    let mut identity = request.clone();
    identity.remove(header::ACCEPT_ENCODING);
    let mut response =
        page_body(template, origin).respond(StatusCode::OK, HeaderValue::from_static("no-cache"), &identity);
    if let Some(policy) = entry.policy() {
        response
            .headers_mut()
            .insert(header::CONTENT_SECURITY_POLICY, policy.clone());
    }
    response
}

/// The address a page is made from and kept under: its path and the query parameters its head
/// and the app's pages read (`params`, from the server bundle), sorted by name. Any other
/// (`utm_source`, `fbclid`, a cache buster) would change nothing on the page: left out, it
/// neither renders the page again nor keeps another copy, and no link on the page carries one
/// visitor's tags to the next. With `params` unknown (a bundle that does not list them), the
/// whole query.
fn page_url(uri: &axum::http::Uri, params: Option<&PageParams>) -> String {
    let (path, query) = (uri.path(), uri.query().unwrap_or_default());
    let Some(params) = params else {
        return uri.path_and_query().map_or(path, |p| p.as_str()).to_owned();
    };
    let kept = form_urlencoded::parse(query.as_bytes())
        .filter(|(name, _)| routes::HEAD_PARAMS.contains(&name.as_ref()) || params.reads(name))
        .collect();
    match sorted_query(kept) {
        query if query.is_empty() => path.to_owned(),
        query => format!("{path}?{query}"),
    }
}

/// The page with its content rendered on the server, or as it is (the browser renders it) when
/// the render fails; and whether it is the page the server means to send (rendered, or server
/// rendering is off).
async fn with_content(state: &AppState, page: String, url: &str) -> (String, bool) {
    if !state.renderer.is_on() {
        return (page, true);
    }
    let started = std::time::Instant::now();
    match state.renderer.render(url).await {
        Ok(rendered) => match super::render::compose(&page, &rendered) {
            Some(composed) => {
                tracing::debug!(path = url, ms = started.elapsed().as_millis() as u64, "rendered");
                (composed, true)
            }
            None => {
                tracing::error!(path = url, "the shell has no empty root to render into");
                (page, false)
            }
        },
        Err(err) => {
            tracing::warn!(path = url, error = %err, "cannot render the page on the server: the browser renders it");
            (page, false)
        }
    }
}

struct Rendered<'a> {
    lang: Lang,
    path: &'a str,
    origin: &'a str,
    title: &'a str,
    site_name: &'a str,
    description: &'a str,
    image: Option<&'a str>,
    indexable: bool,
    /// The content's colours (theme.rs).
    style: &'a str,
}

fn truncate(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_owned();
    }
    let cut: String = text.chars().take(max - 1).collect();
    format!("{}…", cut.trim_end())
}

/// The shell with the page's `<html lang>`, `<title>`, description and the tags of its head.
fn render(shell: &str, page: &Rendered) -> String {
    let tag = language_tag(page.lang);
    let title = escape(page.title);
    let description = escape(page.description);
    let url = |lang: Lang| format!("{}{}", page.origin, localized(lang, page.path));
    let mut tags = String::new();
    let _ = write!(tags, r#"<link rel="canonical" href="{}" />"#, escape(&url(page.lang)));
    for lang in Lang::ALL {
        let _ = write!(
            tags,
            r#"<link rel="alternate" hreflang="{}" href="{}" />"#,
            language_tag(lang),
            escape(&url(lang))
        );
    }
    let _ = write!(
        tags,
        r#"<link rel="alternate" hreflang="x-default" href="{}" />"#,
        escape(&url(Lang::Kz))
    );
    let _ = write!(
        tags,
        r#"<meta property="og:type" content="website" /><meta property="og:site_name" content="{}" /><meta property="og:title" content="{title}" /><meta property="og:description" content="{description}" /><meta property="og:url" content="{}" /><meta property="og:locale" content="{}" />"#,
        escape(page.site_name),
        escape(&url(page.lang)),
        match page.lang {
            Lang::Kz => "kk_KZ",
            Lang::Ru => "ru_RU",
            Lang::En => "en_GB",
        }
    );
    if let Some(image) = page.image {
        let _ = write!(
            tags,
            r#"<meta property="og:image" content="{}{}" />"#,
            page.origin,
            escape(image)
        );
    }
    if !page.indexable {
        tags.push_str(r#"<meta name="robots" content="noindex" />"#);
    }
    tags.push_str(page.style);

    let mut html = shell.replacen(r#"<html lang="kk">"#, &format!(r#"<html lang="{tag}">"#), 1);
    if let (Some(start), Some(end)) = (html.find("<title>"), html.find("</title>")) {
        html.replace_range(start..end + "</title>".len(), &format!("<title>{title}</title>"));
    }
    html = html.replacen(
        r#"<meta name="description" content="" />"#,
        &format!(r#"<meta name="description" content="{description}" />"#),
        1,
    );
    html.replacen("</head>", &format!("{tags}</head>"), 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    const SHELL: &str = r#"<!doctype html><html lang="kk"><head><title>Dala</title><meta name="description" content="" /></head><body></body></html>"#;

    #[test]
    fn a_page_is_kept_under_its_path_and_the_parameters_pages_read() {
        let params = PageParams {
            names: vec!["page".into(), "query".into(), "year".into()],
            numbered: vec!["docs".into()],
        };
        let url = |uri: &str, params: Option<&PageParams>| page_url(&uri.parse().unwrap(), params);
        let cases = [
            ("/news", "/news"),
            ("/news?utm_source=telegram&fbclid=x&_=1732550000", "/news"),
            ("/news?year=2025&utm_medium=email&page=2", "/news?page=2&year=2025"),
            ("/news?page=2&year=2025", "/news?page=2&year=2025"),
            // Repeated, they keep their order; a document list's page; a project's head (`p`).
            ("/a?year=2&year=1&docs12=3&docsx=1", "/a?docs12=3&year=2&year=1"),
            ("/ru/project-activity/x?p=4&ref=mail", "/ru/project-activity/x?p=4"),
            (
                "/search?query=%D2%9B%D0%B0%D0%B7+%C3%BC",
                "/search?query=%D2%9B%D0%B0%D0%B7+%C3%BC",
            ),
            ("/search?query=a%20b", "/search?query=a+b"),
        ];
        for (uri, kept) in cases {
            assert_eq!(url(uri, Some(&params)), kept, "{uri}");
        }
        // Rendered in the browser, a page's server HTML reads only what its head reads.
        assert_eq!(url("/news?page=2&p=4", Some(&PageParams::default())), "/news?p=4");
        // A bundle that does not say: the whole query, as asked.
        assert_eq!(url("/news?utm_source=x&page=2", None), "/news?utm_source=x&page=2");
    }

    #[test]
    fn the_shell_gets_the_pages_head() {
        let html = render(
            SHELL,
            &Rendered {
                lang: Lang::Ru,
                path: "/news/x",
                origin: "https://dbu.edu.kz",
                title: "Выпуск \"2026\"",
                site_name: "DBU",
                description: "Описание <b>",
                image: Some("/assets/media/a.svg"),
                indexable: true,
                style: "<style>[data-sdg=\"1\"]{--sdg:#e5243b}</style>",
            },
        );
        assert!(html.contains(r#"<style>[data-sdg="1"]{--sdg:#e5243b}</style></head>"#));
        assert!(html.contains(r#"<html lang="ru">"#));
        assert!(html.contains("<title>Выпуск &quot;2026&quot;</title>"));
        assert!(html.contains(r#"<meta name="description" content="Описание &lt;b&gt;" />"#));
        assert!(html.contains(r#"<link rel="canonical" href="https://dbu.edu.kz/ru/news/x" />"#));
        assert!(html.contains(r#"hreflang="kk" href="https://dbu.edu.kz/news/x""#));
        assert!(html.contains(r#"hreflang="x-default" href="https://dbu.edu.kz/news/x""#));
        assert!(html.contains(r#"<meta property="og:image" content="https://dbu.edu.kz/assets/media/a.svg" />"#));
        assert!(!html.contains("noindex"));
    }

    #[test]
    fn long_descriptions_are_cut_at_a_word() {
        assert_eq!(truncate("abc", 5), "abc");
        assert_eq!(truncate("abcdef ghij", 8).chars().count(), 7);
    }
}
