//! Study programmes, filtered by level, school, teaching language, period, entrance subjects and
//! form of study, and the values each filter offers.

use std::collections::HashMap;

use axum::extract::{Path, State};
use serde::{Deserialize, Serialize};
use sqlx::{QueryBuilder, Sqlite};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::db::Db;
use crate::http::{ApiError, ApiQuery, ApiResult, AppState, Data, LangParam};
use crate::lang::{Lang, Tr};

/// A level of education, as programmes are filtered by it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Education {
    Bachelor,
    Master,
    Doctoral,
}

impl Education {
    pub fn as_str(self) -> &'static str {
        match self {
            Education::Bachelor => "bachelor",
            Education::Master => "master",
            Education::Doctoral => "doctoral",
        }
    }
}
/// The filter dimensions stored as values (the school is a column of its own).
pub const DIMENSIONS: [&str; 4] = ["language", "period", "subject", "form"];

#[derive(Debug, Serialize, Deserialize, sqlx::FromRow, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct FilterValue {
    pub id: i64,
    pub title: Tr,
}

#[derive(Debug, Serialize, sqlx::FromRow, ToSchema)]
pub struct Program {
    pub id: i64,
    pub slug: String,
    /// bachelor, master or doctoral.
    pub education: String,
    /// The school's id.
    pub school: i64,
    pub code: String,
    pub title: Tr,
    pub desc: Tr,
    pub image: Option<String>,
    pub credits: i64,
    pub price: Tr,
    #[sqlx(skip)]
    pub language: Vec<FilterValue>,
    #[sqlx(skip)]
    pub period: Vec<FilterValue>,
    #[sqlx(skip)]
    pub subject: Vec<FilterValue>,
    #[sqlx(skip)]
    pub form: Vec<FilterValue>,
}

const PROGRAM_SELECT: &str = r#"SELECT p.id, p.slug, p.education, p.school, p.code, p.title, p."desc", p.image, p.credits, p.price FROM programs p"#;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(programs))
        .routes(routes!(program))
        .routes(routes!(filters))
}

#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ProgramsQuery {
    /// Only programmes of this level.
    #[param(inline)]
    pub education: Option<Education>,
    /// A school id.
    pub school: Option<i64>,
    /// A language filter value id.
    pub language: Option<i64>,
    /// A period filter value id.
    pub period: Option<i64>,
    /// A subject filter value id.
    pub subject: Option<i64>,
    /// A form filter value id.
    pub form: Option<i64>,
}

/// Programmes matching every filter given, by school and in the order the staff set.
#[utoipa::path(get, path = "/school-programs", tag = "education", params(ProgramsQuery, LangParam),
    responses((status = 200, body = Vec<Program>), (status = 422, body = crate::http::ErrorBody)))]
#[tracing::instrument(skip(state))]
async fn programs(
    State(state): State<AppState>,
    ApiQuery(query): ApiQuery<ProgramsQuery>,
    lang: Lang,
) -> ApiResult<Data<Vec<Program>>> {
    let mut sql = QueryBuilder::<Sqlite>::new(PROGRAM_SELECT);
    sql.push(" JOIN schools s ON s.id = p.school WHERE 1 = 1");
    if let Some(education) = query.education {
        sql.push(" AND p.education = ").push_bind(education.as_str());
    }
    if let Some(school) = query.school {
        sql.push(" AND p.school = ").push_bind(school);
    }
    for value in [query.language, query.period, query.subject, query.form]
        .into_iter()
        .flatten()
    {
        sql.push(" AND EXISTS (SELECT 1 FROM program_filters f WHERE f.program = p.id AND f.value = ")
            .push_bind(value)
            .push(")");
    }
    sql.push(" ORDER BY s.sort_order, p.sort_order, p.id");
    let mut programs: Vec<Program> = sql.build_query_as().fetch_all(&state.db).await?;
    attach_filters(&state.db, &mut programs).await?;
    Ok(lang.answer(programs))
}

/// One programme by its slug.
#[utoipa::path(get, path = "/school-programs/{slug}", tag = "education", params(("slug" = String, Path), LangParam),
    responses((status = 200, body = Program), (status = 404, body = crate::http::ErrorBody)))]
#[tracing::instrument(skip(state))]
async fn program(State(state): State<AppState>, Path(slug): Path<String>, lang: Lang) -> ApiResult<Data<Program>> {
    let program: Program = sqlx::query_as(sqlx::AssertSqlSafe(format!("{PROGRAM_SELECT} WHERE p.slug = ?")))
        .bind(&slug)
        .fetch_one(&state.db)
        .await?;
    let mut programs = vec![program];
    attach_filters(&state.db, &mut programs).await?;
    Ok(lang.answer(programs.remove(0)))
}

/// Fills each programme's filter values in one query.
async fn attach_filters(db: &Db, programs: &mut [Program]) -> sqlx::Result<()> {
    if programs.is_empty() {
        return Ok(());
    }
    let mut sql = QueryBuilder::<Sqlite>::new(
        "SELECT f.program, v.dimension, v.id, v.title FROM program_filters f
         JOIN program_filter_values v ON v.id = f.value WHERE f.program IN (",
    );
    let mut ids = sql.separated(", ");
    for p in programs.iter() {
        ids.push_bind(p.id);
    }
    sql.push(") ORDER BY v.sort_order, v.id");
    let rows: Vec<(i64, String, i64, Tr)> = sql.build_query_as().fetch_all(db).await?;
    let mut by_program: HashMap<i64, &mut Program> = programs.iter_mut().map(|p| (p.id, p)).collect();
    for (program, dimension, id, title) in rows {
        let Some(p) = by_program.get_mut(&program) else {
            continue;
        };
        let list = match dimension.as_str() {
            "language" => &mut p.language,
            "period" => &mut p.period,
            "subject" => &mut p.subject,
            _ => &mut p.form,
        };
        list.push(FilterValue { id, title });
    }
    Ok(())
}

#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct FiltersQuery {
    /// Only values used by programmes of this level.
    #[param(inline)]
    pub education: Option<Education>,
}

/// The values a programme filter offers: those used by at least one programme (of the level).
#[utoipa::path(get, path = "/school-programs-filters/{filter}", tag = "education", operation_id = "program_filters",
    params(("filter" = String, Path, description = "school, language, period, subject or form"), FiltersQuery, LangParam),
    responses((status = 200, body = Vec<FilterValue>), (status = 404, body = crate::http::ErrorBody),
        (status = 422, body = crate::http::ErrorBody)))]
#[tracing::instrument(skip(state))]
async fn filters(
    State(state): State<AppState>,
    Path(filter): Path<String>,
    ApiQuery(query): ApiQuery<FiltersQuery>,
    lang: Lang,
) -> ApiResult<Data<Vec<FilterValue>>> {
    let education = query.education.map_or("", Education::as_str);
    let values = if filter == "school" {
        sqlx::query_as(
            "SELECT s.id, s.title FROM schools s WHERE EXISTS (SELECT 1 FROM programs p
             WHERE p.school = s.id AND (? = '' OR p.education = ?)) ORDER BY s.sort_order, s.id",
        )
        .bind(education)
        .bind(education)
        .fetch_all(&state.db)
        .await?
    } else if DIMENSIONS.contains(&filter.as_str()) {
        sqlx::query_as(
            "SELECT v.id, v.title FROM program_filter_values v WHERE v.dimension = ? AND EXISTS (
                SELECT 1 FROM program_filters f JOIN programs p ON p.id = f.program
                WHERE f.value = v.id AND (? = '' OR p.education = ?)) ORDER BY v.sort_order, v.id",
        )
        .bind(&filter)
        .bind(education)
        .bind(education)
        .fetch_all(&state.db)
        .await?
    } else {
        return Err(ApiError::NotFound);
    };
    Ok(lang.answer(values))
}
