//! The header and footer menus, answered as trees.

use axum::extract::State;
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::http::{ApiResult, AppState, Data, LangParam};
use crate::lang::{Lang, Tr};
use crate::store::Visibility;
use crate::store::reads::MenuRow;

#[derive(Debug, Serialize, ToSchema)]
pub struct MenuItem {
    pub id: i64,
    pub title: Tr,
    /// A site path without the language prefix, e.g. `/education/bachelor`.
    pub url: String,
    #[schema(no_recursion)]
    pub children: Vec<MenuItem>,
}

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(header)).routes(routes!(footer))
}

/// The header menu.
#[utoipa::path(get, path = "/menus/header", tag = "menus", params(LangParam),
    responses((status = 200, body = Vec<MenuItem>)))]
async fn header(State(state): State<AppState>, visibility: Visibility, lang: Lang) -> ApiResult<Data<Vec<MenuItem>>> {
    menu(&state, "header", visibility, lang).await
}

/// The footer menu: columns with their links.
#[utoipa::path(get, path = "/menus/footer", tag = "menus", params(LangParam),
    responses((status = 200, body = Vec<MenuItem>)))]
async fn footer(State(state): State<AppState>, visibility: Visibility, lang: Lang) -> ApiResult<Data<Vec<MenuItem>>> {
    menu(&state, "footer", visibility, lang).await
}

#[tracing::instrument(skip(state))]
async fn menu(state: &AppState, name: &str, visibility: Visibility, lang: Lang) -> ApiResult<Data<Vec<MenuItem>>> {
    let rows = state.store.menu(visibility, name).await?;
    let short = crate::content::pages::short_name(&state.store).await?;
    Ok(lang.answer(tree(&rows, None, &short)))
}

/// The items under `parent`, each with its own; an item whose parent is not in `rows` (hidden) is
/// left out. A link to a short-named page's bare slug (`/history`) points at its path under the
/// short name, so menus follow a change of the short name.
fn tree(rows: &[MenuRow], parent: Option<i64>, short_name: &str) -> Vec<MenuItem> {
    rows.iter()
        .filter(|row| row.parent_id == parent)
        .map(|row| MenuItem {
            id: row.id,
            title: row.title.clone(),
            url: crate::content::pages::site_link(&row.url, short_name),
            children: tree(rows, Some(row.id), short_name),
        })
        .collect()
}
