//! Study programmes, filtered by level, school, teaching language, period, entrance subjects and
//! form of study, and the values each filter offers.

use axum::extract::State;
use axum::response::{IntoResponse, Response};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::http::list::from_row;
use crate::http::{ApiError, ApiQuery, ApiResult, AppState, Data, LangParam, Path};
use crate::lang::{Lang, Tr};
use crate::store::Visibility;
use crate::store::cards::stored;
pub use crate::store::cards::{FilterValue, ProgramCard, cards};
use crate::store::reads::{ProgramFilter, TitleRow};

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

/// A programme with its description, on its own page.
#[derive(Debug, Serialize, ToSchema)]
pub struct Program {
    #[serde(flatten)]
    pub card: ProgramCard,
    pub desc: Tr,
}

from_row!(TitleRow => FilterValue { id, title });

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
    responses((status = 200, body = Vec<ProgramCard>), (status = 422, body = crate::http::ErrorBody)))]
#[tracing::instrument(skip(state))]
async fn programs(
    State(state): State<AppState>,
    ApiQuery(query): ApiQuery<ProgramsQuery>,
    visibility: Visibility,
    lang: Lang,
) -> ApiResult<Response> {
    let filter = ProgramFilter {
        education: query.education.map(Education::as_str),
        school: query.school,
        values: [query.language, query.period, query.subject, query.form]
            .into_iter()
            .flatten()
            .collect(),
        id: None,
    };
    // The public list from the cards stored in the answer's language (`store/cards.rs`), a
    // preview from the rows.
    if visibility == Visibility::Public
        && let Some(cards) = stored(state.store.program_cards(lang, &filter).await?)
    {
        return Ok(lang.answer(cards).into_response());
    }
    let rows = state.store.programs(visibility, &filter).await?;
    let values = state.store.program_filters(visibility).await?;
    Ok(lang.answer(cards(values, rows)).into_response())
}

/// One programme by its slug.
#[utoipa::path(get, path = "/school-programs/{slug}", tag = "education", params(("slug" = String, Path), LangParam),
    responses((status = 200, body = Program), (status = 404, body = crate::http::ErrorBody)))]
#[tracing::instrument(skip(state))]
async fn program(
    State(state): State<AppState>,
    Path(slug): Path<String>,
    visibility: Visibility,
    lang: Lang,
) -> ApiResult<Data<Program>> {
    let row = state
        .store
        .program(visibility, &slug)
        .await?
        .ok_or(ApiError::NotFound)?;
    let values = state.store.program_filters(visibility).await?;
    let mut cards = cards(values, vec![row.card]);
    Ok(lang.answer(Program {
        card: cards.remove(0),
        desc: row.desc,
    }))
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
    visibility: Visibility,
    lang: Lang,
) -> ApiResult<Data<Vec<FilterValue>>> {
    let education = query.education.map(Education::as_str);
    let values = if filter == "school" {
        state.store.program_schools(visibility, education).await?
    } else if DIMENSIONS.contains(&filter.as_str()) {
        state
            .store
            .program_filter_values(visibility, &filter, education)
            .await?
    } else {
        return Err(ApiError::NotFound);
    };
    Ok(lang.answer(values.into_iter().map(FilterValue::from).collect()))
}
