//! Student life: its sections, organisations, awards, sports clubs, events and vacancies.

use axum::extract::State;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::html::SafeHtml;
use crate::http::list::{from_row, list_call, window};
use crate::http::{ApiQuery, ApiResult, AppState, Data, LangParam, Paginated, paginate};
use crate::lang::{Lang, Tr};
use crate::store::Visibility;
use crate::store::reads::{
    AwardRow, DepartmentRow, EventRow, OrganizationRow, SportsClubRow, StudentLifeRow, VacancyRow,
};

pub const VACANCIES_PER_PAGE: u32 = 10;

#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct StudentLife {
    pub id: i64,
    pub slug: String,
    pub title: Tr,
    pub desc: Tr,
    pub image: Option<String>,
}

#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Organization {
    pub id: i64,
    pub title: Tr,
    pub desc: Tr,
    pub logo: Option<String>,
    pub leader: Tr,
    pub email: String,
}

#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Award {
    pub id: i64,
    pub title: Tr,
    pub desc: Tr,
    pub year: i64,
    pub image: Option<String>,
}

#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct SportsClub {
    pub id: i64,
    pub title: Tr,
    pub desc: Tr,
    pub schedule: Tr,
    pub coach: Tr,
    pub image: Option<String>,
}

#[derive(Debug, Serialize, Deserialize, ToSchema)]
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

#[derive(Debug, Serialize, Deserialize, ToSchema)]
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

/// A department of the university (an item of the departments handbook, which vacancies name):
/// what it does, who heads it, how to reach it and how many vacancies it has open.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Department {
    pub id: i64,
    pub title: Tr,
    pub desc: Tr,
    /// The head of the department.
    pub head: Tr,
    /// Empty when the department gives none.
    pub email: String,
    pub phone: String,
    /// Its open vacancies (`/vacancies?department={id}` lists them).
    pub vacancies: i64,
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
    student_lives, "/student-lives", "student-life", StudentLife, student_lives
);
list_call!(
    /// Student organisations.
    organizations, "/organizations", "student-life", Organization, organizations
);
list_call!(
    /// Awards of the students and the university, newest first.
    awards, "/awards", "student-life", Award, awards
);
list_call!(
    /// Sports clubs.
    sports_clubs, "/sports-clubs", "student-life", SportsClub, sports_clubs
);
list_call!(
    /// Every event, the newest first.
    events, "/events", "student-life", Event, events
);

/// The university's clock: Almaty is UTC+5 all year.
fn local_clock() -> time::OffsetDateTime {
    time::OffsetDateTime::now_utc().to_offset(time::macros::offset!(+5))
}

/// The university's current time, to the second (as content times are kept).
pub fn local_now() -> time::PrimitiveDateTime {
    let now = local_clock();
    time::PrimitiveDateTime::new(now.date(), now.time().replace_nanosecond(0).unwrap_or(now.time()))
}

/// Today at the university.
pub fn local_today() -> time::Date {
    local_clock().date()
}

/// Events that have started, the most recent first.
#[utoipa::path(get, path = "/events/past", tag = "student-life", params(LangParam),
    responses((status = 200, body = Vec<Event>)))]
#[tracing::instrument(skip(state))]
async fn past_events(State(state): State<AppState>, visibility: Visibility, lang: Lang) -> ApiResult<Data<Vec<Event>>> {
    let rows = state.store.past_events(visibility, local_now()).await?;
    Ok(lang.answer(rows.into_iter().map(Event::from).collect()))
}

/// Events still to come, the soonest first.
#[utoipa::path(get, path = "/events/upcoming", tag = "student-life", params(LangParam),
    responses((status = 200, body = Vec<Event>)))]
#[tracing::instrument(skip(state))]
async fn upcoming_events(
    State(state): State<AppState>,
    visibility: Visibility,
    lang: Lang,
) -> ApiResult<Data<Vec<Event>>> {
    let rows = state.store.upcoming_events(visibility, local_now()).await?;
    Ok(lang.answer(rows.into_iter().map(Event::from).collect()))
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
    visibility: Visibility,
    lang: Lang,
) -> ApiResult<Data<Paginated<Vacancy>>> {
    let page = state
        .store
        .vacancies(visibility, query.department, window(query.page, VACANCIES_PER_PAGE))
        .await?;
    Ok(lang.answer(paginate(page)))
}

list_call!(
    /// The university's departments, with their details and how many vacancies each has open.
    vacancy_departments, "/vacancies/departments", "student-life", Department, departments
);

from_row!(StudentLifeRow => StudentLife { id, slug, title, desc, image });
from_row!(OrganizationRow => Organization { id, title, desc, logo, leader, email });
from_row!(AwardRow => Award { id, title, desc, year, image });
from_row!(SportsClubRow => SportsClub { id, title, desc, schedule, coach, image });
from_row!(EventRow => Event { id, title, desc, place, starts_at, image });
from_row!(VacancyRow => Vacancy { id, department, title, desc, employment, salary, published_at });
from_row!(DepartmentRow => Department { id, title, desc, head, email, phone, vacancies });
