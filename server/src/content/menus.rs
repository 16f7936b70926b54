//! The header and footer menus, answered as trees.

use axum::extract::State;
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::http::{ApiResult, AppState, Data, LangParam};
use crate::lang::{Lang, Tr};

#[derive(Debug, Serialize, ToSchema)]
pub struct MenuItem {
    pub id: i64,
    pub title: Tr,
    /// A site path without the language prefix, e.g. `/education/bachelor`.
    pub url: String,
    #[schema(no_recursion)]
    pub children: Vec<MenuItem>,
}

#[derive(sqlx::FromRow)]
struct MenuRow {
    id: i64,
    parent_id: Option<i64>,
    title: Tr,
    url: String,
}

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(header)).routes(routes!(footer))
}

/// The header menu.
#[utoipa::path(get, path = "/menus/header", tag = "menus", params(LangParam),
    responses((status = 200, body = Vec<MenuItem>)))]
async fn header(State(state): State<AppState>, lang: Lang) -> ApiResult<Data<Vec<MenuItem>>> {
    menu(&state, "header", lang).await
}

/// The footer menu: columns with their links.
#[utoipa::path(get, path = "/menus/footer", tag = "menus", params(LangParam),
    responses((status = 200, body = Vec<MenuItem>)))]
async fn footer(State(state): State<AppState>, lang: Lang) -> ApiResult<Data<Vec<MenuItem>>> {
    menu(&state, "footer", lang).await
}

#[tracing::instrument(skip(state))]
async fn menu(state: &AppState, name: &str, lang: Lang) -> ApiResult<Data<Vec<MenuItem>>> {
    let rows: Vec<MenuRow> =
        sqlx::query_as("SELECT id, parent_id, title, url FROM menu_items WHERE menu = ? ORDER BY sort_order, id")
            .bind(name)
            .fetch_all(&state.db)
            .await?;
    Ok(lang.answer(tree(&rows, None)))
}

fn tree(rows: &[MenuRow], parent: Option<i64>) -> Vec<MenuItem> {
    rows.iter()
        .filter(|row| row.parent_id == parent)
        .map(|row| MenuItem {
            id: row.id,
            title: row.title.clone(),
            url: row.url.clone(),
            children: tree(rows, Some(row.id)),
        })
        .collect()
}
