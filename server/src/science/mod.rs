//! Science: research projects and their activities, science grants, scientists, research teams,
//! partner projects, publications, olympiad results, providers, the SDGs, and the dissertation
//! committee's announcements.

use axum::extract::State;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::html::SafeHtml;
use crate::http::list::{from_row, list_call};
use crate::http::{ApiError, ApiQuery, ApiResult, AppState, Data, LangParam, Path};
use crate::lang::{Lang, Tr};
use crate::store::Visibility;
use crate::store::reads::{
    ActivityRow, AnnouncementRow, OlympiadResultRow, PartnerProjectRow, ProjectPartnerRow, ProjectRow, ProviderRow,
    PublicationRow, ResearchTeamRow, ScienceGrantRow, ScientistRow, SdgRow,
};

#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Project {
    pub id: i64,
    pub slug: String,
    pub title: Tr,
    pub desc: SafeHtml,
    pub image: Option<String>,
    /// e.g. "2024–2027".
    pub years: Tr,
}

#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Activity {
    pub id: i64,
    pub slug: String,
    pub title: Tr,
    pub desc: SafeHtml,
    /// `YYYY-MM-DD`.
    pub date: String,
    pub image: Option<String>,
}

#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ScienceGrant {
    pub id: i64,
    pub slug: String,
    pub title: Tr,
    pub desc: SafeHtml,
    pub funder: Tr,
    pub years: Tr,
    pub amount: Tr,
    pub image: Option<String>,
}

#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Scientist {
    pub id: i64,
    pub name: Tr,
    pub degree: Tr,
    pub position: Tr,
    pub photo: Option<String>,
    pub h_index: i64,
}

#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ResearchTeam {
    pub id: i64,
    pub title: Tr,
    pub leader: Tr,
    pub desc: Tr,
    pub email: String,
    pub phone: String,
}

/// An international or RG-gold project.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct PartnerProject {
    pub id: i64,
    pub title: Tr,
    pub leader: Tr,
    pub desc: Tr,
    pub email: String,
    pub phone: String,
    pub partner: Tr,
    pub years: Tr,
    pub image: Option<String>,
}

#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Publication {
    pub id: i64,
    pub title: Tr,
    pub authors: Tr,
    pub journal: Tr,
    pub year: i64,
    pub url: String,
}

#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct OlympiadResult {
    pub id: i64,
    pub title: Tr,
    pub student: Tr,
    pub place: Tr,
    pub year: i64,
}

/// An organisation a research project works with.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ProjectPartner {
    pub id: i64,
    pub title: Tr,
    /// What the partner brings to the project.
    pub role: Tr,
    pub country: Tr,
    pub logo: Option<String>,
    /// The partner's site; empty when it has none.
    pub url: String,
}

#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Provider {
    pub id: i64,
    pub title: Tr,
    pub logo: Option<String>,
    pub url: String,
    /// The project it serves.
    #[serde(default)]
    pub project: Option<i64>,
}

#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Sdg {
    /// The goal's number, 1 to 17.
    pub id: i64,
    pub slug: String,
    pub title: Tr,
    pub desc: Tr,
    /// The goal's colour, `#rrggbb`.
    pub color: String,
}

#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Announcement {
    pub id: i64,
    pub title: Tr,
    pub candidate: Tr,
    pub specialty: Tr,
    /// Local time of the university, `YYYY-MM-DDTHH:MM:SS`.
    pub defense_at: String,
    pub body: SafeHtml,
}

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(projects))
        .routes(routes!(activities))
        .routes(routes!(activity))
        .routes(routes!(project_partners))
        .routes(routes!(science_grants))
        .routes(routes!(science_grant))
        .routes(routes!(scientists))
        .routes(routes!(research_teams))
        .routes(routes!(international_projects))
        .routes(routes!(rg_gold_projects))
        .routes(routes!(publications))
        .routes(routes!(olympiad_results))
        .routes(routes!(providers))
        .routes(routes!(sdgs))
        .routes(routes!(announcements))
        .routes(routes!(announcement))
}

list_call!(
    /// Research projects.
    projects, "/projects", "science", Project, projects
);

/// The activities of a project, the newest first.
#[utoipa::path(get, path = "/projects/{slug}/activities", tag = "science",
    params(("slug" = String, Path, description = "The project's slug or id"), LangParam),
    responses((status = 200, body = Vec<Activity>), (status = 404, body = crate::http::ErrorBody)))]
#[tracing::instrument(skip(state))]
async fn activities(
    State(state): State<AppState>,
    Path(slug): Path<String>,
    visibility: Visibility,
    lang: Lang,
) -> ApiResult<Data<Vec<Activity>>> {
    let rows = state
        .store
        .project_activities(visibility, &slug)
        .await?
        .ok_or(ApiError::NotFound)?;
    Ok(lang.answer(rows.into_iter().map(Activity::from).collect()))
}

/// The organisations a project works with, in the staff's order.
#[utoipa::path(get, path = "/projects/{slug}/partners", tag = "science",
    params(("slug" = String, Path, description = "The project's slug or id"), LangParam),
    responses((status = 200, body = Vec<ProjectPartner>), (status = 404, body = crate::http::ErrorBody)))]
#[tracing::instrument(skip(state))]
async fn project_partners(
    State(state): State<AppState>,
    Path(slug): Path<String>,
    visibility: Visibility,
    lang: Lang,
) -> ApiResult<Data<Vec<ProjectPartner>>> {
    let rows = state
        .store
        .project_partners(visibility, &slug)
        .await?
        .ok_or(ApiError::NotFound)?;
    Ok(lang.answer(rows.into_iter().map(ProjectPartner::from).collect()))
}

/// One activity of a project.
#[utoipa::path(get, path = "/projects/{slug}/activities/{activity}", tag = "science",
    params(("slug" = String, Path, description = "The project's slug or id"),
        ("activity" = String, Path, description = "The activity's slug or id"), LangParam),
    responses((status = 200, body = Activity), (status = 404, body = crate::http::ErrorBody)))]
#[tracing::instrument(skip(state))]
async fn activity(
    State(state): State<AppState>,
    Path((slug, activity)): Path<(String, String)>,
    visibility: Visibility,
    lang: Lang,
) -> ApiResult<Data<Activity>> {
    let row = state
        .store
        .project_activity(visibility, &slug, &activity)
        .await?
        .ok_or(ApiError::NotFound)?;
    Ok(lang.answer(row.into()))
}

list_call!(
    /// Science grants.
    science_grants, "/science-grants", "science", ScienceGrant, science_grants
);

/// One science grant by its slug.
#[utoipa::path(get, path = "/science-grants/{slug}", tag = "science", params(("slug" = String, Path), LangParam),
    responses((status = 200, body = ScienceGrant), (status = 404, body = crate::http::ErrorBody)))]
#[tracing::instrument(skip(state))]
async fn science_grant(
    State(state): State<AppState>,
    Path(slug): Path<String>,
    visibility: Visibility,
    lang: Lang,
) -> ApiResult<Data<ScienceGrant>> {
    let row = state
        .store
        .science_grant(visibility, &slug)
        .await?
        .ok_or(ApiError::NotFound)?;
    Ok(lang.answer(row.into()))
}

#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ScientistsQuery {
    /// Only the scientists of this project (an id).
    pub project: Option<i64>,
    /// Only the scientists of this science grant (an id).
    pub grant: Option<i64>,
}

/// Scientists, optionally of one project or science grant.
#[utoipa::path(get, path = "/scientists", tag = "science", params(ScientistsQuery, LangParam),
    responses((status = 200, body = Vec<Scientist>), (status = 422, body = crate::http::ErrorBody)))]
#[tracing::instrument(skip(state))]
async fn scientists(
    State(state): State<AppState>,
    ApiQuery(query): ApiQuery<ScientistsQuery>,
    visibility: Visibility,
    lang: Lang,
) -> ApiResult<Data<Vec<Scientist>>> {
    let rows = state.store.scientists(visibility, query.project, query.grant).await?;
    Ok(lang.answer(rows.into_iter().map(Scientist::from).collect()))
}

list_call!(
    /// Research teams with their contacts.
    research_teams, "/research-teams", "science", ResearchTeam, research_teams
);
list_call!(
    /// International projects.
    international_projects, "/international-projects", "science", PartnerProject, international_projects
);
list_call!(
    /// RG-gold (programme-targeted) research projects.
    rg_gold_projects, "/rg-gold-projects", "science", PartnerProject, rg_gold_projects
);
list_call!(
    /// Publications, the newest first.
    publications, "/publications", "science", Publication, publications
);
list_call!(
    /// Students' olympiad results, the newest first.
    olympiad_results, "/olympiad-results", "science", OlympiadResult, olympiad_results
);

#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ProvidersQuery {
    /// Only the providers of this project (an id).
    pub project: Option<i64>,
}

/// Technology and data providers, optionally of one project.
#[utoipa::path(get, path = "/providers", tag = "science", params(ProvidersQuery, LangParam),
    responses((status = 200, body = Vec<Provider>), (status = 422, body = crate::http::ErrorBody)))]
#[tracing::instrument(skip(state))]
async fn providers(
    State(state): State<AppState>,
    ApiQuery(query): ApiQuery<ProvidersQuery>,
    visibility: Visibility,
    lang: Lang,
) -> ApiResult<Data<Vec<Provider>>> {
    let rows = state.store.providers(visibility, query.project).await?;
    Ok(lang.answer(rows.into_iter().map(Provider::from).collect()))
}

list_call!(
    /// The seventeen sustainable development goals and what the university does for each.
    sdgs, "/sdgs", "science", Sdg, sdgs
);
list_call!(
    /// The dissertation committee's announcements, the latest defence first.
    announcements, "/dissertation-committee/announcements", "science", Announcement, announcements
);

/// One announcement of the dissertation committee.
#[utoipa::path(get, path = "/dissertation-committee/announcements/{id}", tag = "science",
    params(("id" = i64, Path), LangParam),
    responses((status = 200, body = Announcement), (status = 404, body = crate::http::ErrorBody)))]
#[tracing::instrument(skip(state))]
async fn announcement(
    State(state): State<AppState>,
    Path(id): Path<String>,
    visibility: Visibility,
    lang: Lang,
) -> ApiResult<Data<Announcement>> {
    let id: i64 = id.parse().map_err(|_| ApiError::NotFound)?;
    let row = state
        .store
        .announcement(visibility, id)
        .await?
        .ok_or(ApiError::NotFound)?;
    Ok(lang.answer(row.into()))
}

from_row!(ProjectRow => Project { id, slug, title, desc, image, years });
from_row!(ActivityRow => Activity { id, slug, title, desc, date, image });
from_row!(ScienceGrantRow => ScienceGrant { id, slug, title, desc, funder, years, amount, image });
from_row!(ScientistRow => Scientist { id, name, degree, position, photo, h_index });
from_row!(ResearchTeamRow => ResearchTeam { id, title, leader, desc, email, phone });
from_row!(PartnerProjectRow => PartnerProject { id, title, leader, desc, email, phone, partner, years, image });
from_row!(PublicationRow => Publication { id, title, authors, journal, year, url });
from_row!(OlympiadResultRow => OlympiadResult { id, title, student, place, year });
from_row!(ProviderRow => Provider { id, title, logo, url, project });
from_row!(ProjectPartnerRow => ProjectPartner { id, title, role, country, logo, url });
from_row!(SdgRow => Sdg { id, slug, title, desc, color });
from_row!(AnnouncementRow => Announcement { id, title, candidate, specialty, defense_at, body });
