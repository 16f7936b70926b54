//! Science: research projects and their activities, science grants, scientists, research teams,
//! partner projects, publications, olympiad results, providers, the SDGs, and the dissertation
//! committee's announcements.

use axum::extract::{Path, State};
use serde::{Deserialize, Serialize};
use sqlx::{QueryBuilder, Sqlite};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::html::SafeHtml;
use crate::http::list::list_call;
use crate::http::{ApiError, ApiQuery, ApiResult, AppState, Data, LangParam};
use crate::lang::{Lang, Tr};

#[derive(Debug, Serialize, Deserialize, sqlx::FromRow, ToSchema)]
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

#[derive(Debug, Serialize, Deserialize, sqlx::FromRow, ToSchema)]
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

#[derive(Debug, Serialize, Deserialize, sqlx::FromRow, ToSchema)]
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

#[derive(Debug, Serialize, Deserialize, sqlx::FromRow, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Scientist {
    pub id: i64,
    pub name: Tr,
    pub degree: Tr,
    pub position: Tr,
    pub photo: Option<String>,
    pub h_index: i64,
}

#[derive(Debug, Serialize, Deserialize, sqlx::FromRow, ToSchema)]
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
#[derive(Debug, Serialize, Deserialize, sqlx::FromRow, ToSchema)]
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

#[derive(Debug, Serialize, Deserialize, sqlx::FromRow, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Publication {
    pub id: i64,
    pub title: Tr,
    pub authors: Tr,
    pub journal: Tr,
    pub year: i64,
    pub url: String,
}

#[derive(Debug, Serialize, Deserialize, sqlx::FromRow, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct OlympiadResult {
    pub id: i64,
    pub title: Tr,
    pub student: Tr,
    pub place: Tr,
    pub year: i64,
}

#[derive(Debug, Serialize, Deserialize, sqlx::FromRow, ToSchema)]
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

#[derive(Debug, Serialize, Deserialize, sqlx::FromRow, ToSchema)]
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

#[derive(Debug, Serialize, Deserialize, sqlx::FromRow, ToSchema)]
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
    projects, "/projects", "science", Project,
    r#"SELECT id, slug, title, "desc", image, years FROM projects ORDER BY sort_order, id"#
);

/// A project's id from its slug (matched without regard to case) or its id.
async fn project_id(state: &AppState, slug: &str) -> ApiResult<i64> {
    let (id,): (i64,) = sqlx::query_as("SELECT id FROM projects WHERE slug = lower(?) OR CAST(id AS TEXT) = ?")
        .bind(slug)
        .bind(slug)
        .fetch_one(&state.db)
        .await?;
    Ok(id)
}

/// The activities of a project, the newest first.
#[utoipa::path(get, path = "/projects/{slug}/activities", tag = "science",
    params(("slug" = String, Path, description = "The project's slug or id"), LangParam),
    responses((status = 200, body = Vec<Activity>), (status = 404, body = crate::http::ErrorBody)))]
#[tracing::instrument(skip(state))]
async fn activities(
    State(state): State<AppState>,
    Path(slug): Path<String>,
    lang: Lang,
) -> ApiResult<Data<Vec<Activity>>> {
    let project = project_id(&state, &slug).await?;
    let activities = sqlx::query_as(
        r#"SELECT id, slug, title, "desc", date, image FROM project_activities WHERE project = ?
           ORDER BY date DESC, sort_order, id"#,
    )
    .bind(project)
    .fetch_all(&state.db)
    .await?;
    Ok(lang.answer(activities))
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
    lang: Lang,
) -> ApiResult<Data<Activity>> {
    let project = project_id(&state, &slug).await?;
    let activity = sqlx::query_as(
        r#"SELECT id, slug, title, "desc", date, image FROM project_activities
           WHERE project = ? AND (slug = ? OR CAST(id AS TEXT) = ?)"#,
    )
    .bind(project)
    .bind(&activity)
    .bind(&activity)
    .fetch_one(&state.db)
    .await?;
    Ok(lang.answer(activity))
}

list_call!(
    /// Science grants.
    science_grants, "/science-grants", "science", ScienceGrant,
    r#"SELECT id, slug, title, "desc", funder, years, amount, image FROM science_grants ORDER BY sort_order, id"#
);

/// One science grant by its slug.
#[utoipa::path(get, path = "/science-grants/{slug}", tag = "science", params(("slug" = String, Path), LangParam),
    responses((status = 200, body = ScienceGrant), (status = 404, body = crate::http::ErrorBody)))]
#[tracing::instrument(skip(state))]
async fn science_grant(
    State(state): State<AppState>,
    Path(slug): Path<String>,
    lang: Lang,
) -> ApiResult<Data<ScienceGrant>> {
    let grant = sqlx::query_as(
        r#"SELECT id, slug, title, "desc", funder, years, amount, image FROM science_grants WHERE slug = ?"#,
    )
    .bind(&slug)
    .fetch_one(&state.db)
    .await?;
    Ok(lang.answer(grant))
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
    lang: Lang,
) -> ApiResult<Data<Vec<Scientist>>> {
    let mut sql = QueryBuilder::<Sqlite>::new(
        "SELECT s.id, s.name, s.degree, s.position, s.photo, s.h_index FROM scientists s WHERE 1 = 1",
    );
    if let Some(project) = query.project {
        sql.push(" AND EXISTS (SELECT 1 FROM scientist_projects x WHERE x.scientist = s.id AND x.project = ")
            .push_bind(project)
            .push(")");
    }
    if let Some(grant) = query.grant {
        sql.push(" AND EXISTS (SELECT 1 FROM scientist_grants x WHERE x.scientist = s.id AND x.science_grant = ")
            .push_bind(grant)
            .push(")");
    }
    sql.push(" ORDER BY s.sort_order, s.id");
    let scientists = sql.build_query_as().fetch_all(&state.db).await?;
    Ok(lang.answer(scientists))
}

list_call!(
    /// Research teams with their contacts.
    research_teams, "/research-teams", "science", ResearchTeam,
    r#"SELECT id, title, leader, "desc", email, phone FROM research_teams ORDER BY sort_order, id"#
);
list_call!(
    /// International projects.
    international_projects, "/international-projects", "science", PartnerProject,
    r#"SELECT id, title, leader, "desc", email, phone, partner, years, image FROM international_projects
       ORDER BY sort_order, id"#
);
list_call!(
    /// RG-gold (programme-targeted) research projects.
    rg_gold_projects, "/rg-gold-projects", "science", PartnerProject,
    r#"SELECT id, title, leader, "desc", email, phone, partner, years, image FROM rg_gold_projects
       ORDER BY sort_order, id"#
);
list_call!(
    /// Publications, the newest first.
    publications, "/publications", "science", Publication,
    "SELECT id, title, authors, journal, year, url FROM publications ORDER BY year DESC, sort_order, id"
);
list_call!(
    /// Students' olympiad results, the newest first.
    olympiad_results, "/olympiad-results", "science", OlympiadResult,
    "SELECT id, title, student, place, year FROM olympiad_results ORDER BY year DESC, sort_order, id"
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
    lang: Lang,
) -> ApiResult<Data<Vec<Provider>>> {
    let mut sql = QueryBuilder::<Sqlite>::new("SELECT id, title, logo, url, project FROM providers");
    if let Some(project) = query.project {
        sql.push(" WHERE project = ").push_bind(project);
    }
    sql.push(" ORDER BY sort_order, id");
    let providers = sql.build_query_as().fetch_all(&state.db).await?;
    Ok(lang.answer(providers))
}

list_call!(
    /// The seventeen sustainable development goals and what the university does for each.
    sdgs, "/sdgs", "science", Sdg,
    r#"SELECT id, slug, title, "desc", color FROM sdgs ORDER BY id"#
);
list_call!(
    /// The dissertation committee's announcements, the latest defence first.
    announcements, "/dissertation-committee/announcements", "science", Announcement,
    "SELECT id, title, candidate, specialty, defense_at, body FROM announcements ORDER BY defense_at DESC, id"
);

/// One announcement of the dissertation committee.
#[utoipa::path(get, path = "/dissertation-committee/announcements/{id}", tag = "science",
    params(("id" = i64, Path), LangParam),
    responses((status = 200, body = Announcement), (status = 404, body = crate::http::ErrorBody)))]
#[tracing::instrument(skip(state))]
async fn announcement(
    State(state): State<AppState>,
    Path(id): Path<String>,
    lang: Lang,
) -> ApiResult<Data<Announcement>> {
    let id: i64 = id.parse().map_err(|_| ApiError::NotFound)?;
    let announcement =
        sqlx::query_as("SELECT id, title, candidate, specialty, defense_at, body FROM announcements WHERE id = ?")
            .bind(id)
            .fetch_one(&state.db)
            .await?;
    Ok(lang.answer(announcement))
}
