//! Study programmes, filtered by level, school, teaching language, period, entrance subjects and
//! form of study, and the values each filter offers.

use std::sync::Arc;

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
use crate::store::reads::{ProgramFilter, ProgramFilterRow, ProgramRow, TitleRow};

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

#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct FilterValue {
    pub id: i64,
    pub title: Tr,
}

/// A programme as the lists show it: without its description, which only its own page shows (the
/// descriptions were half of the list).
#[derive(Debug, Serialize, ToSchema)]
pub struct ProgramCard {
    pub id: i64,
    pub slug: String,
    /// bachelor, master or doctoral.
    pub education: String,
    /// The school's id.
    pub school: i64,
    pub code: String,
    pub title: Tr,
    pub image: Option<String>,
    pub credits: i64,
    pub price: Tr,
    // Shared with every programme that has the value: cloning each value's titles for each of
    // its programmes was a tenth of an uncached list.
    pub language: Vec<Arc<FilterValue>>,
    pub period: Vec<Arc<FilterValue>>,
    pub subject: Vec<Arc<FilterValue>>,
    pub form: Vec<Arc<FilterValue>>,
}

/// A programme with its description, on its own page.
#[derive(Debug, Serialize, ToSchema)]
pub struct Program {
    #[serde(flatten)]
    pub card: ProgramCard,
    pub desc: Tr,
}

/// A programme without its filter values yet (`cards` adds them).
impl From<ProgramRow> for ProgramCard {
    fn from(row: ProgramRow) -> Self {
        ProgramCard {
            id: row.id,
            slug: row.slug,
            education: row.education,
            school: row.school,
            code: row.code,
            title: row.title,
            image: row.image,
            credits: row.credits,
            price: row.price,
            language: Vec::new(),
            period: Vec::new(),
            subject: Vec::new(),
            form: Vec::new(),
        }
    }
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

/// The cards of `rows`, each with those of `values` it has, in the values' order.
pub fn cards(values: Vec<ProgramFilterRow>, rows: Vec<ProgramRow>) -> Vec<ProgramCard> {
    let values: Vec<(String, Arc<FilterValue>)> = values
        .into_iter()
        .map(|ProgramFilterRow { dimension, id, title }| (dimension, Arc::new(FilterValue { id, title })))
        .collect();
    // foldhash, not std's SipHash: hashing the values' ids was a twentieth of an uncached list.
    let value_at: foldhash::HashMap<i64, usize> = values.iter().enumerate().map(|(at, (_, v))| (v.id, at)).collect();
    let mut held = Vec::new();
    let cards = rows.into_iter().map(|row| {
        held.clear();
        held.extend(row.filter_values.0.iter().filter_map(|id| value_at.get(id).copied()));
        held.sort_unstable();
        let mut card = ProgramCard::from(row);
        for &at in &held {
            let (dimension, value) = &values[at];
            let list = match dimension.as_str() {
                "language" => &mut card.language,
                "period" => &mut card.period,
                "subject" => &mut card.subject,
                _ => &mut card.form,
            };
            list.push(value.clone());
        }
        card
    });
    cards.collect()
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
