//! Student life: its sections, organisations, awards, sports clubs, events and vacancies.

use axum::extract::State;
use serde::{Deserialize, Serialize};
use sqlx::{QueryBuilder, Sqlite};
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::content::handbooks::HandbookItem;
use crate::html::SafeHtml;
use crate::http::list::list_call;
use crate::http::{ApiQuery, ApiResult, AppState, Data, LangParam, Paginated, paginate};
use crate::lang::{Lang, Tr};

pub const VACANCIES_PER_PAGE: u32 = 10;

#[derive(Debug, Serialize, Deserialize, sqlx::FromRow, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct StudentLife {
    pub id: i64,
    pub slug: String,
    pub title: Tr,
    pub desc: Tr,
    pub image: Option<String>,
}

#[derive(Debug, Serialize, Deserialize, sqlx::FromRow, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Organization {
    pub id: i64,
    pub title: Tr,
    pub desc: Tr,
    pub logo: Option<String>,
    pub leader: Tr,
    pub email: String,
}

#[derive(Debug, Serialize, Deserialize, sqlx::FromRow, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Award {
    pub id: i64,
    pub title: Tr,
    pub desc: Tr,
    pub year: i64,
    pub image: Option<String>,
}

#[derive(Debug, Serialize, Deserialize, sqlx::FromRow, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct SportsClub {
    pub id: i64,
    pub title: Tr,
    pub desc: Tr,
    pub schedule: Tr,
    pub coach: Tr,
    pub image: Option<String>,
}

#[derive(Debug, Serialize, Deserialize, sqlx::FromRow, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Event {
    pub id: i64,
    pub title: Tr,
    pub desc: Tr,
    pub place: Tr,
    /// Local time of the university, `YYYY-MM-DDTHH:MM:SS`.
    pub starts_at: String,
    pub image: Option<String>,
}

#[derive(Debug, Serialize, Deserialize, sqlx::FromRow, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Vacancy {
    pub id: i64,
    /// The departments handbook item.
    pub department: i64,
    pub title: Tr,
    pub desc: SafeHtml,
    pub employment: Tr,
    pub salary: Tr,
    /// `YYYY-MM-DD`.
    pub published_at: String,
}

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(student_lives))
        .routes(routes!(organizations))
        .routes(routes!(awards))
        .routes(routes!(sports_clubs))
        .routes(routes!(events))
        .routes(routes!(past_events))
        .routes(routes!(upcoming_events))
        .routes(routes!(vacancies))
        .routes(routes!(vacancy_departments))
}

list_call!(
    /// The sections of student life.
    student_lives, "/student-lives", "student-life", StudentLife,
    r#"SELECT id, slug, title, "desc", image FROM student_lives ORDER BY sort_order, id"#
);
list_call!(
    /// Student organisations.
    organizations, "/organizations", "student-life", Organization,
    r#"SELECT id, title, "desc", logo, leader, email FROM organizations ORDER BY sort_order, id"#
);
list_call!(
    /// Awards of the students and the university, newest first.
    awards, "/awards", "student-life", Award,
    r#"SELECT id, title, "desc", year, image FROM awards ORDER BY year DESC, sort_order, id"#
);
list_call!(
    /// Sports clubs.
    sports_clubs, "/sports-clubs", "student-life", SportsClub,
    r#"SELECT id, title, "desc", schedule, coach, image FROM sports_clubs ORDER BY sort_order, id"#
);
list_call!(
    /// Every event, the newest first.
    events, "/events", "student-life", Event,
    r#"SELECT id, title, "desc", place, starts_at, image FROM events ORDER BY starts_at DESC, id"#
);

/// The university's clock: Almaty is UTC+5 all year.
fn local_clock() -> time::OffsetDateTime {
    time::OffsetDateTime::now_utc().to_offset(time::macros::offset!(+5))
}

/// The university's current time, `YYYY-MM-DDTHH:MM:SS`.
pub fn local_now() -> String {
    local_clock()
        .format(time::macros::format_description!(
            "[year]-[month]-[day]T[hour]:[minute]:[second]"
        ))
        .expect("the format fits")
}

/// Today at the university.
pub fn local_today() -> time::Date {
    local_clock().date()
}

/// Events that have started, the most recent first.
#[utoipa::path(get, path = "/events/past", tag = "student-life", params(LangParam),
    responses((status = 200, body = Vec<Event>)))]
#[tracing::instrument(skip(state))]
async fn past_events(State(state): State<AppState>, lang: Lang) -> ApiResult<Data<Vec<Event>>> {
    events_around_now(&state, lang, "starts_at < ? ORDER BY starts_at DESC, id").await
}

/// Events still to come, the soonest first.
#[utoipa::path(get, path = "/events/upcoming", tag = "student-life", params(LangParam),
    responses((status = 200, body = Vec<Event>)))]
#[tracing::instrument(skip(state))]
async fn upcoming_events(State(state): State<AppState>, lang: Lang) -> ApiResult<Data<Vec<Event>>> {
    events_around_now(&state, lang, "starts_at >= ? ORDER BY starts_at, id").await
}

/// Events whose start compares with the university's current time as `condition` says.
async fn events_around_now(state: &AppState, lang: Lang, condition: &'static str) -> ApiResult<Data<Vec<Event>>> {
    let events = sqlx::query_as(sqlx::AssertSqlSafe(format!(
        r#"SELECT id, title, "desc", place, starts_at, image FROM events WHERE {condition}"#
    )))
    .bind(local_now())
    .fetch_all(&state.db)
    .await?;
    Ok(lang.answer(events))
}

#[derive(Debug, Default, serde::Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct VacanciesQuery {
    /// Page number, from 1.
    #[param(inline)]
    pub page: Option<crate::http::PageNo>,
    /// Only the vacancies of this department (a departments handbook item).
    pub department: Option<i64>,
}

/// Open vacancies, the newest first, 10 a page; `department` keeps one department's.
#[utoipa::path(get, path = "/vacancies", tag = "student-life", params(VacanciesQuery, LangParam),
    responses((status = 200, body = Paginated<Vacancy>), (status = 422, body = crate::http::ErrorBody)))]
#[tracing::instrument(skip(state))]
async fn vacancies(
    State(state): State<AppState>,
    ApiQuery(query): ApiQuery<VacanciesQuery>,
    lang: Lang,
) -> ApiResult<Data<Paginated<Vacancy>>> {
    let page = paginate(
        &state.db,
        r#"SELECT id, department, title, "desc", employment, salary, published_at"#,
        |sql: &mut QueryBuilder<Sqlite>| {
            sql.push("FROM vacancies");
            if let Some(department) = query.department {
                sql.push(" WHERE department = ").push_bind(department);
            }
        },
        "published_at DESC, id DESC",
        query.page,
        VACANCIES_PER_PAGE,
    )
    .await?;
    Ok(lang.answer(page))
}

list_call!(
    /// The departments that have open vacancies.
    vacancy_departments, "/vacancies/departments", "student-life", HandbookItem,
    "SELECT h.id, h.title, h.parent FROM handbook_items h
     WHERE h.handbook = 'departments' AND EXISTS (SELECT 1 FROM vacancies v WHERE v.department = h.id)
     ORDER BY h.sort_order, h.id"
);
