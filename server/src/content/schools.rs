//! The schools of the university and the dual programmes, as lists.

use axum::extract::State;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::http::{ApiResult, AppState, Data, LangParam};
use crate::lang::{Lang, Tr};

#[derive(Debug, Serialize, Deserialize, sqlx::FromRow, ToSchema)]
pub struct School {
    pub id: i64,
    pub slug: String,
    pub title: Tr,
    pub short_title: Tr,
    pub desc: Tr,
    pub image: Option<String>,
    /// The school's accent colour, `#rrggbb`.
    pub color: String,
}

#[derive(Debug, Serialize, Deserialize, sqlx::FromRow, ToSchema)]
pub struct DualProgram {
    pub id: i64,
    pub slug: String,
    pub title: Tr,
    pub desc: Tr,
    /// The partner university.
    pub partner: Tr,
    pub image: Option<String>,
}

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(schools))
        .routes(routes!(dual_programs))
}

/// The five schools, in their order on the site.
#[utoipa::path(get, path = "/schools", tag = "schools", params(LangParam),
    responses((status = 200, body = Vec<School>)))]
#[tracing::instrument(skip(state))]
async fn schools(State(state): State<AppState>, lang: Lang) -> ApiResult<Data<Vec<School>>> {
    let schools = sqlx::query_as(
        r#"SELECT id, slug, title, short_title, "desc", image, color FROM schools ORDER BY sort_order, id"#,
    )
    .fetch_all(&state.db)
    .await?;
    Ok(lang.answer(schools))
}

/// The dual programmes shown on the home page.
#[utoipa::path(get, path = "/dual-programs", tag = "schools", params(LangParam),
    responses((status = 200, body = Vec<DualProgram>)))]
#[tracing::instrument(skip(state))]
async fn dual_programs(State(state): State<AppState>, lang: Lang) -> ApiResult<Data<Vec<DualProgram>>> {
    let programs =
        sqlx::query_as(r#"SELECT id, slug, title, "desc", partner, image FROM dual_programs ORDER BY sort_order, id"#)
            .fetch_all(&state.db)
            .await?;
    Ok(lang.answer(programs))
}
