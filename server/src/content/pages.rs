//! Pages: their titles, SEO texts and banners, and the blocks placed on them.

use axum::extract::State;
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::blocks::{self, Blocks, Owner};
use super::settings::{GENERAL, GeneralDoc};
use crate::http::{ApiError, ApiResult, AppState, Data, LangParam, Path};
use crate::lang::{Lang, Tr};
use crate::store::reads::PageRow;
use crate::store::{Store, Visibility};

#[derive(Debug, Serialize, ToSchema)]
pub struct Page {
    pub id: i64,
    /// The page family: static, school, education, …
    #[serde(rename = "type")]
    pub kind: String,
    pub slug: String,
    pub title: Tr,
    pub seo: Seo,
    pub banner: Option<String>,
    pub image: Option<String>,
    /// A muted, looping mp4 shown in the banner, with the banner image as its poster.
    pub video: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct Seo {
    pub title: Tr,
    pub description: Tr,
}

impl From<PageRow> for Page {
    fn from(row: PageRow) -> Self {
        Page {
            id: row.id,
            kind: row.kind,
            slug: row.slug,
            title: row.title,
            seo: Seo {
                title: row.seo_title,
                description: row.seo_description,
            },
            banner: row.banner,
            image: row.image,
            video: row.video,
        }
    }
}

/// Static pages whose path carries the site's short name (a setting): the page `history` is at
/// `/history-dbu` while the short name is DBU, so renaming the university moves the pages.
pub const SHORT_NAMED: [&str; 2] = ["history", "management"];

/// The path of a short-named page: `/{slug}-` and the short name lower-cased, anything but Latin
/// letters and digits made a hyphen; `/{slug}` when nothing is left. The web app's
/// `shortNamedPath` (web/src/staticPages.ts) follows the same rule.
pub fn short_named_path(slug: &str, short_name: &str) -> String {
    let lowered = short_name.to_lowercase();
    let short = lowered
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|part| !part.is_empty())
        .collect::<Vec<_>>()
        .join("-");
    if short.is_empty() {
        format!("/{slug}")
    } else {
        format!("/{slug}-{short}")
    }
}

/// The short-named page at `path` (e.g. `/history-dbu`) under the short name, if any.
pub fn short_named_at(path: &str, short_name: &str) -> Option<&'static str> {
    SHORT_NAMED
        .into_iter()
        .find(|slug| short_named_path(slug, short_name) == path)
}

/// A link as the site shows it: a short-named page's bare path (`/history`, what an editor may
/// write in a menu) becomes its path under the short name, keeping a query or fragment.
pub fn site_link(url: &str, short_name: &str) -> String {
    let end = url.find(['?', '#']).unwrap_or(url.len());
    let (path, rest) = url.split_at(end);
    match path.strip_prefix('/') {
        Some(slug) if SHORT_NAMED.contains(&slug) => short_named_path(slug, short_name) + rest,
        _ => url.to_owned(),
    }
}

/// The site's short name, which the short-named pages' paths carry ("" before content is loaded).
pub async fn short_name(store: &Store) -> anyhow::Result<String> {
    let Some(value) = store.setting_value(GENERAL).await? else {
        return Ok(String::new());
    };
    Ok(serde_json::from_str::<GeneralDoc>(&value)?.short_name)
}

/// The site path of a page of `kind` with `slug` (without the language prefix) while the site's
/// short name is `short_name`; `None` for a type whose pages are records of another list.
pub fn page_path(kind: &str, slug: &str, short_name: &str) -> Option<String> {
    Some(match kind {
        "static" if slug == "main" => "/".to_owned(),
        "static" if SHORT_NAMED.contains(&slug) => short_named_path(slug, short_name),
        "static" => format!("/{slug}"),
        "school" | "education" | "student-life" | "science" | "business-advice" | "center" | "publication" => {
            format!("/{kind}/{slug}")
        }
        _ => return None,
    })
}

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(show))
        .routes(routes!(static_blocks))
        .routes(routes!(page_blocks))
}

/// A page by its path (`main` for the home page): title, SEO texts, banner and its video.
#[utoipa::path(get, path = "/pages/{path}", tag = "pages", operation_id = "page",
    params(("path" = String, Path, description = "The page's slug, e.g. `main`, `news`"), LangParam),
    responses((status = 200, body = Page), (status = 404, body = crate::http::ErrorBody)))]
#[tracing::instrument(skip(state))]
async fn show(
    State(state): State<AppState>,
    Path(path): Path<String>,
    visibility: Visibility,
    lang: Lang,
) -> ApiResult<Data<Page>> {
    let row = state.store.page(visibility, &path).await?.ok_or(ApiError::NotFound)?;
    Ok(lang.answer(row.into()))
}

/// The blocks of a static page, by the page's slug.
#[utoipa::path(get, path = "/pages/static/{slug}", tag = "pages",
    params(("slug" = String, Path), LangParam),
    responses((status = 200, body = Blocks), (status = 404, body = crate::http::ErrorBody)))]
#[tracing::instrument(skip(state))]
async fn static_blocks(
    State(state): State<AppState>,
    Path(slug): Path<String>,
    visibility: Visibility,
    lang: Lang,
) -> ApiResult<Data<Blocks>> {
    let id = state
        .store
        .page_id(visibility, "static", &slug)
        .await?
        .ok_or(ApiError::NotFound)?;
    Ok(lang.answer(blocks::load(&state.store, Owner::Page, id, &slug).await?))
}

/// The blocks of a page of the given family by the page's id (the main page is static 1).
#[utoipa::path(get, path = "/pages/{type}/blocks/{id}", tag = "pages",
    params(("type" = String, Path, description = "static, science, sdg, school-program, publication, project, science-grant, business-advice, school, education, student-life, center, dual-program"),
        ("id" = String, Path, description = "The page id"), LangParam),
    responses((status = 200, body = Blocks), (status = 404, body = crate::http::ErrorBody)))]
#[tracing::instrument(skip(state))]
async fn page_blocks(
    State(state): State<AppState>,
    Path((kind, id)): Path<(String, String)>,
    visibility: Visibility,
    lang: Lang,
) -> ApiResult<Data<Blocks>> {
    // An unknown type, or an id that is not a number, names no page: 404, like any unknown id.
    let owner = Owner::of_page_type(&kind).ok_or(ApiError::NotFound)?;
    let id: i64 = id.parse().map_err(|_| ApiError::NotFound)?;
    let slug = if owner == Owner::Page {
        state.store.page_slug(visibility, &kind, id).await?
    } else {
        state.store.owner_slug(visibility, owner, id).await?
    };
    let slug = slug.ok_or(ApiError::NotFound)?;
    Ok(lang.answer(blocks::load(&state.store, owner, id, &slug).await?))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_short_name_makes_the_history_and_management_paths() {
        assert_eq!(short_named_path("history", "DBU"), "/history-dbu");
        assert_eq!(short_named_path("management", " Dala U. "), "/management-dala-u");
        assert_eq!(short_named_path("history", "ДБУ"), "/history");
        assert_eq!(short_named_at("/history-dbu", "DBU"), Some("history"));
        assert_eq!(short_named_at("/history-xyz", "DBU"), None);
        assert_eq!(short_named_at("/history", "DBU"), None);
        assert_eq!(
            page_path("static", "management", "KazBU").as_deref(),
            Some("/management-kazbu")
        );
        assert_eq!(page_path("static", "library", "KazBU").as_deref(), Some("/library"));
        assert_eq!(site_link("/history", "DBU"), "/history-dbu");
        assert_eq!(site_link("/management#rectorate", "DBU"), "/management-dbu#rectorate");
        assert_eq!(site_link("/history-dbu", "DBU"), "/history-dbu");
        assert_eq!(site_link("/historyx", "DBU"), "/historyx");
    }
}
