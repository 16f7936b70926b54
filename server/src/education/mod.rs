//! Studying at the university: programmes and their filters, FAQ, grants, dual programmes,
//! partner universities and companies, ratings, admission stages.

pub mod programs;

use axum::extract::State;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::content::blocks::{self, Blocks, Owner};
use crate::html::SafeHtml;
use crate::http::list::{from_row, list_call, window};
use crate::http::{ApiError, ApiQuery, ApiResult, AppState, Data, LangParam, PageQuery, Paginated, Path, paginate};
use crate::lang::{Lang, Tr};
use crate::store::Visibility;
use crate::store::reads::{
    AdmissionStageRow, DualProgramRow, GrantRow, PartnerRow, QuestionRow, RatingRow, TitleRow, UniversityRow,
};

pub use programs::{FilterValue, Program, ProgramCard};

pub const QUESTIONS_PER_PAGE: u32 = 10;
pub const RATINGS_PER_PAGE: u32 = 6;
pub const PARTNERS_PER_PAGE: u32 = 12;

#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct QuestionCategory {
    pub id: i64,
    pub title: Tr,
}

#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Question {
    #[serde(default)]
    pub id: i64,
    pub question: Tr,
    pub answer: SafeHtml,
}

#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Grant {
    pub id: i64,
    pub slug: String,
    /// The grant-types handbook item.
    #[serde(rename = "type")]
    pub kind: i64,
    pub title: Tr,
    pub desc: Tr,
    pub amount: Tr,
    /// `YYYY-MM-DD`.
    pub deadline: String,
    pub image: Option<String>,
}

#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct DualProgramDetail {
    pub id: i64,
    pub slug: String,
    pub title: Tr,
    pub desc: Tr,
    pub partner: Tr,
    pub image: Option<String>,
    pub school: Option<i64>,
    pub degree: Tr,
    pub duration: Tr,
    pub languages: Tr,
}

#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct University {
    pub id: i64,
    pub title: Tr,
    pub country: Tr,
    /// ISO 3166-1 alpha-2.
    pub country_code: String,
    pub city: Tr,
    /// The university-groups handbook item.
    pub group: Option<i64>,
    pub logo: Option<String>,
    pub url: String,
    /// What the partnership offers.
    pub programs: Tr,
}

#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Partner {
    pub id: i64,
    pub title: Tr,
    pub logo: Option<String>,
    pub url: String,
}

#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Rating {
    pub id: i64,
    pub title: Tr,
    pub desc: Tr,
    pub year: i64,
    pub place: Tr,
    pub image: Option<String>,
}

#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct AdmissionStage {
    #[serde(default)]
    pub id: i64,
    pub title: Tr,
    pub desc: Tr,
    /// `YYYY-MM-DD`.
    pub starts: String,
    pub ends: String,
}

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .merge(programs::router())
        .routes(routes!(question_category))
        .routes(routes!(questions))
        .routes(routes!(grants))
        .routes(routes!(grant))
        .routes(routes!(grant_blocks))
        .routes(routes!(dual_programs_list))
        .routes(routes!(school_dual_programs))
        .routes(routes!(universities))
        .routes(routes!(partners))
        .routes(routes!(ratings))
        .routes(routes!(admission_stages))
}

/// A FAQ category (a tab of the education pages: 1, 4 and 7).
#[utoipa::path(get, path = "/question-categories/{id}", tag = "education",
    params(("id" = i64, Path), LangParam),
    responses((status = 200, body = QuestionCategory), (status = 404, body = crate::http::ErrorBody)))]
#[tracing::instrument(skip(state))]
async fn question_category(
    State(state): State<AppState>,
    Path(id): Path<String>,
    visibility: Visibility,
    lang: Lang,
) -> ApiResult<Data<QuestionCategory>> {
    let id: i64 = id.parse().map_err(|_| ApiError::NotFound)?;
    let category = state
        .store
        .question_category(visibility, id)
        .await?
        .ok_or(ApiError::NotFound)?;
    Ok(lang.answer(category.into()))
}

/// The questions of a FAQ category, 10 a page.
#[utoipa::path(get, path = "/questions/{category}", tag = "education",
    params(("category" = i64, Path), PageQuery, LangParam),
    responses((status = 200, body = Paginated<Question>), (status = 404, body = crate::http::ErrorBody),
        (status = 422, body = crate::http::ErrorBody)))]
#[tracing::instrument(skip(state))]
async fn questions(
    State(state): State<AppState>,
    Path(category): Path<String>,
    ApiQuery(query): ApiQuery<PageQuery>,
    visibility: Visibility,
    lang: Lang,
) -> ApiResult<Data<Paginated<Question>>> {
    let category: i64 = category.parse().map_err(|_| ApiError::NotFound)?;
    let page = state
        .store
        .questions(visibility, category, window(query.page, QUESTIONS_PER_PAGE))
        .await?
        .ok_or(ApiError::NotFound)?;
    Ok(lang.answer(paginate(page)))
}

#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct GrantsQuery {
    /// Only grants of this grant-types handbook item.
    #[serde(rename = "type")]
    #[param(rename = "type")]
    pub kind: Option<i64>,
}

/// Grants and discounts.
#[utoipa::path(get, path = "/grants", tag = "education", params(GrantsQuery, LangParam),
    responses((status = 200, body = Vec<Grant>), (status = 422, body = crate::http::ErrorBody)))]
#[tracing::instrument(skip(state))]
async fn grants(
    State(state): State<AppState>,
    ApiQuery(query): ApiQuery<GrantsQuery>,
    visibility: Visibility,
    lang: Lang,
) -> ApiResult<Data<Vec<Grant>>> {
    let rows = state.store.grants(visibility, query.kind).await?;
    Ok(lang.answer(rows.into_iter().map(Grant::from).collect()))
}

/// One grant by its slug (or id).
#[utoipa::path(get, path = "/grants/{slug}", tag = "education", params(("slug" = String, Path), LangParam),
    responses((status = 200, body = Grant), (status = 404, body = crate::http::ErrorBody)))]
#[tracing::instrument(skip(state))]
async fn grant(
    State(state): State<AppState>,
    Path(slug): Path<String>,
    visibility: Visibility,
    lang: Lang,
) -> ApiResult<Data<Grant>> {
    let grant = state.store.grant(visibility, &slug).await?.ok_or(ApiError::NotFound)?;
    Ok(lang.answer(grant.into()))
}

/// The blocks of a grant's page, by the grant's id.
#[utoipa::path(get, path = "/grants/blocks/{id}", tag = "education", params(("id" = i64, Path), LangParam),
    responses((status = 200, body = Blocks), (status = 404, body = crate::http::ErrorBody)))]
#[tracing::instrument(skip(state))]
async fn grant_blocks(
    State(state): State<AppState>,
    Path(id): Path<String>,
    visibility: Visibility,
    lang: Lang,
) -> ApiResult<Data<Blocks>> {
    let id: i64 = id.parse().map_err(|_| ApiError::NotFound)?;
    let slug = state
        .store
        .owner_slug(visibility, Owner::Grant, id)
        .await?
        .ok_or(ApiError::NotFound)?;
    Ok(lang.answer(blocks::load(&state.store, Owner::Grant, id, &slug).await?))
}

list_call!(
    /// Every dual and double-degree programme with its degree, duration and languages.
    dual_programs_list, "/dual-programs-list", "education", DualProgramDetail, dual_programs
);

/// The dual programmes of one school.
#[utoipa::path(get, path = "/school-dual-programs/{id}", tag = "education",
    params(("id" = i64, Path, description = "A school id"), LangParam),
    responses((status = 200, body = Vec<DualProgramDetail>), (status = 404, body = crate::http::ErrorBody)))]
#[tracing::instrument(skip(state))]
async fn school_dual_programs(
    State(state): State<AppState>,
    Path(id): Path<String>,
    visibility: Visibility,
    lang: Lang,
) -> ApiResult<Data<Vec<DualProgramDetail>>> {
    let id: i64 = id.parse().map_err(|_| ApiError::NotFound)?;
    let rows = state
        .store
        .school_dual_programs(visibility, id)
        .await?
        .ok_or(ApiError::NotFound)?;
    Ok(lang.answer(rows.into_iter().map(DualProgramDetail::from).collect()))
}

#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct UniversitiesQuery {
    /// Only universities of this country (ISO 3166-1 alpha-2, e.g. `DE`).
    pub country: Option<String>,
    /// Only universities of this university-groups handbook item.
    pub group: Option<i64>,
}

/// Partner universities, optionally of one country or group.
#[utoipa::path(get, path = "/universities", tag = "education", params(UniversitiesQuery, LangParam),
    responses((status = 200, body = Vec<University>), (status = 422, body = crate::http::ErrorBody)))]
#[tracing::instrument(skip(state))]
async fn universities(
    State(state): State<AppState>,
    ApiQuery(query): ApiQuery<UniversitiesQuery>,
    visibility: Visibility,
    lang: Lang,
) -> ApiResult<Data<Vec<University>>> {
    let country = query.country.as_deref().map(str::to_uppercase);
    let rows = state
        .store
        .universities(visibility, country.as_deref(), query.group)
        .await?;
    Ok(lang.answer(rows.into_iter().map(University::from).collect()))
}

/// Partner companies and organisations, 12 a page.
#[utoipa::path(get, path = "/partners", tag = "education", params(PageQuery, LangParam),
    responses((status = 200, body = Paginated<Partner>), (status = 422, body = crate::http::ErrorBody)))]
#[tracing::instrument(skip(state))]
async fn partners(
    State(state): State<AppState>,
    ApiQuery(query): ApiQuery<PageQuery>,
    visibility: Visibility,
    lang: Lang,
) -> ApiResult<Data<Paginated<Partner>>> {
    let page = state
        .store
        .partners(visibility, window(query.page, PARTNERS_PER_PAGE))
        .await?;
    Ok(lang.answer(paginate(page)))
}

/// Rankings and accreditations, newest first, 6 a page.
#[utoipa::path(get, path = "/ratings", tag = "education", params(PageQuery, LangParam),
    responses((status = 200, body = Paginated<Rating>), (status = 422, body = crate::http::ErrorBody)))]
#[tracing::instrument(skip(state))]
async fn ratings(
    State(state): State<AppState>,
    ApiQuery(query): ApiQuery<PageQuery>,
    visibility: Visibility,
    lang: Lang,
) -> ApiResult<Data<Paginated<Rating>>> {
    let page = state
        .store
        .ratings(visibility, window(query.page, RATINGS_PER_PAGE))
        .await?;
    Ok(lang.answer(paginate(page)))
}

list_call!(
    /// The stages of the admission campaign, in order.
    admission_stages, "/admission-stages", "education", AdmissionStage, admission_stages
);

from_row!(TitleRow => QuestionCategory { id, title });
from_row!(QuestionRow => Question { id, question, answer });
from_row!(GrantRow => Grant { id, slug, kind, title, desc, amount, deadline, image });
from_row!(DualProgramRow => DualProgramDetail {
    id, slug, title, desc, partner, image, school, degree, duration, languages
});
from_row!(UniversityRow => University { id, title, country, country_code, city, group, logo, url, programs });
from_row!(PartnerRow => Partner { id, title, logo, url });
from_row!(RatingRow => Rating { id, title, desc, year, place, image });
from_row!(AdmissionStageRow => AdmissionStage { id, title, desc, starts, ends });
