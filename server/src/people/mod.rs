//! The university's people: employees by type and group, graduates, volunteers.

use axum::extract::State;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::http::list::{from_row, list_call, window};
use crate::http::{ApiError, ApiQuery, ApiResult, AppState, Data, LangParam, Order, PageNo, Paginated, Path, paginate};
use crate::lang::{Lang, Tr};
use crate::store::Visibility;
use crate::store::reads::{EmployeeRow, GraduateRow, VolunteerRow};

/// The employee types of the API.
pub const EMPLOYEE_TYPES: [&str; 8] = [
    "teaching-staff",
    "school-administration",
    "council-member",
    "head-of-centre",
    "deans-office-staff",
    "coach",
    "camry-member",
    "international-team",
];

/// Employees per page.
pub const EMPLOYEES_PER_PAGE: u32 = 12;

#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Employee {
    pub id: i64,
    #[serde(rename = "type")]
    pub kind: String,
    pub name: Tr,
    /// The job title.
    pub position: Tr,
    pub degree: Tr,
    pub photo: Option<String>,
    pub email: String,
    pub phone: String,
    pub bio: Tr,
    /// The school's id, for school staff.
    #[serde(default)]
    pub school: Option<i64>,
    /// The employee-groups handbook item (e.g. 134, the rectorate).
    #[serde(default)]
    pub group: Option<i64>,
}

#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Graduate {
    pub id: i64,
    pub name: Tr,
    pub desc: Tr,
    pub school: Option<i64>,
    pub year: i64,
    pub photo: Option<String>,
    /// A link to the graduate's video story.
    pub video_link: Option<String>,
}

#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Volunteer {
    pub id: i64,
    pub name: Tr,
    pub desc: Tr,
    /// The volunteer-groups handbook item.
    pub group: Option<i64>,
    pub photo: Option<String>,
}

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(employees))
        .routes(routes!(employee_group))
        .routes(routes!(graduates))
        .routes(routes!(volunteers))
}

#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct EmployeesQuery {
    /// `asc` (default) or `desc`.
    #[param(inline)]
    pub order: Option<Order>,
    /// Page number, from 1.
    #[param(inline)]
    pub page: Option<PageNo>,
    /// Only the staff of this school (its id): a school page's administration and teachers.
    pub school: Option<i64>,
}

/// Employees of one type, 12 a page; `school` keeps one school's.
#[utoipa::path(get, path = "/employees/{type}", tag = "people",
    params(("type" = String, Path, description = "teaching-staff, school-administration, council-member, head-of-centre, \
        deans-office-staff, coach, camry-member or international-team"), EmployeesQuery, LangParam),
    responses((status = 200, body = Paginated<Employee>), (status = 404, body = crate::http::ErrorBody),
        (status = 422, body = crate::http::ErrorBody)))]
#[tracing::instrument(skip(state))]
async fn employees(
    State(state): State<AppState>,
    Path(kind): Path<String>,
    ApiQuery(query): ApiQuery<EmployeesQuery>,
    visibility: Visibility,
    lang: Lang,
) -> ApiResult<Data<Paginated<Employee>>> {
    if !EMPLOYEE_TYPES.contains(&kind.as_str()) {
        return Err(ApiError::NotFound);
    }
    let page = state
        .store
        .employees(
            visibility,
            &kind,
            query.school,
            query.order.unwrap_or_default(),
            window(query.page, EMPLOYEES_PER_PAGE),
        )
        .await?;
    Ok(lang.answer(paginate(page)))
}

/// The employees of one group (the management page's slider shows group 134, the rectorate).
#[utoipa::path(get, path = "/employees/group/{id}", tag = "people",
    params(("id" = i64, Path, description = "An employee-groups handbook item"), LangParam),
    responses((status = 200, body = Vec<Employee>), (status = 404, body = crate::http::ErrorBody)))]
#[tracing::instrument(skip(state))]
async fn employee_group(
    State(state): State<AppState>,
    Path(id): Path<String>,
    visibility: Visibility,
    lang: Lang,
) -> ApiResult<Data<Vec<Employee>>> {
    let id: i64 = id.parse().map_err(|_| ApiError::NotFound)?;
    let rows = state
        .store
        .employee_group(visibility, id)
        .await?
        .ok_or(ApiError::NotFound)?;
    Ok(lang.answer(rows.into_iter().map(Employee::from).collect()))
}

#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct GraduatesQuery {
    /// Only the graduates of this school (an id).
    pub school: Option<i64>,
}

/// Graduates' stories, optionally of one school.
#[utoipa::path(get, path = "/graduates", tag = "people", params(GraduatesQuery, LangParam),
    responses((status = 200, body = Vec<Graduate>), (status = 422, body = crate::http::ErrorBody)))]
#[tracing::instrument(skip(state))]
async fn graduates(
    State(state): State<AppState>,
    ApiQuery(query): ApiQuery<GraduatesQuery>,
    visibility: Visibility,
    lang: Lang,
) -> ApiResult<Data<Vec<Graduate>>> {
    let rows = state.store.graduates(visibility, query.school).await?;
    Ok(lang.answer(rows.into_iter().map(Graduate::from).collect()))
}

list_call!(
    /// The volunteers, each with their group (the page shows the groups as tabs).
    volunteers, "/volunteers", "people", Volunteer, volunteers
);

from_row!(EmployeeRow => Employee { id, kind, name, position, degree, photo, email, phone, bio, school, group });
from_row!(GraduateRow => Graduate { id, name, desc, school, year, photo, video_link });
from_row!(VolunteerRow => Volunteer { id, name, desc, group, photo });
