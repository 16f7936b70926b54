//! The schools of the university and the dual programmes, as lists.

use axum::extract::State;
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::http::{ApiResult, AppState, Data, LangParam};
use crate::lang::{Lang, Tr};

#[derive(Debug, Serialize, ToSchema)]
pub struct School {
    pub id: i64,
    pub slug: String,
    pub title: String,
    pub short_title: String,
    pub desc: String,
    pub image: Option<String>,
    /// The school's accent colour, `#rrggbb`.
    pub color: String,
}

#[derive(sqlx::FromRow)]
struct SchoolRow {
    id: i64,
    slug: String,
    title: Tr,
    short_title: Tr,
    description: Tr,
    image: Option<String>,
    color: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct DualProgram {
    pub id: i64,
    pub slug: String,
    pub title: String,
    pub desc: String,
    /// The partner university.
    pub partner: String,
    pub image: Option<String>,
}

#[derive(sqlx::FromRow)]
struct DualProgramRow {
    id: i64,
    slug: String,
    title: Tr,
    description: Tr,
    partner: Tr,
    image: Option<String>,
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
    let rows: Vec<SchoolRow> = sqlx::query_as(
        "SELECT id, slug, title, short_title, description, image, color FROM schools ORDER BY position, id",
    )
    .fetch_all(&state.db)
    .await?;
    Ok(Data(
        rows.into_iter()
            .map(|r| School {
                id: r.id,
                slug: r.slug,
                title: r.title.pick(lang),
                short_title: r.short_title.pick(lang),
                desc: r.description.pick(lang),
                image: r.image,
                color: r.color,
            })
            .collect(),
    ))
}

/// The dual programmes shown on the home page.
#[utoipa::path(get, path = "/dual-programs", tag = "schools", params(LangParam),
    responses((status = 200, body = Vec<DualProgram>)))]
#[tracing::instrument(skip(state))]
async fn dual_programs(State(state): State<AppState>, lang: Lang) -> ApiResult<Data<Vec<DualProgram>>> {
    let rows: Vec<DualProgramRow> =
        sqlx::query_as("SELECT id, slug, title, description, partner, image FROM dual_programs ORDER BY position, id")
            .fetch_all(&state.db)
            .await?;
    Ok(Data(
        rows.into_iter()
            .map(|r| DualProgram {
                id: r.id,
                slug: r.slug,
                title: r.title.pick(lang),
                desc: r.description.pick(lang),
                partner: r.partner.pick(lang),
                image: r.image,
            })
            .collect(),
    ))
}
