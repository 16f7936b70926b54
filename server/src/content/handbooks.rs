//! The thirteen lookups (handbooks) that pages and forms choose from.

use axum::extract::State;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::http::list::from_row;
use crate::http::{ApiError, ApiQuery, ApiResult, AppState, Data, LangParam, OrderQuery, Path};
use crate::lang::{Lang, Tr};
use crate::store::Visibility;
use crate::store::reads::HandbookItemRow;

pub use crate::store::schema::HANDBOOKS;

#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct HandbookItem {
    pub id: i64,
    pub title: Tr,
    /// For a service, its direction.
    #[serde(default)]
    pub parent: Option<i64>,
}

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(handbook))
}

/// The items of one handbook, in the order the staff set (`order=desc` reverses it).
#[utoipa::path(get, path = "/handbooks/{name}", tag = "handbooks",
    params(("name" = String, Path, description = "grant-types, direction, service, webinar-topics, recipient-methods, \
        root-issues, university-groups, year-procedure, employee-groups, volunteer-groups, languages, departments, \
        reference-types"), OrderQuery, LangParam),
    responses((status = 200, body = Vec<HandbookItem>), (status = 404, body = crate::http::ErrorBody),
        (status = 422, body = crate::http::ErrorBody)))]
#[tracing::instrument(skip(state))]
async fn handbook(
    State(state): State<AppState>,
    Path(name): Path<String>,
    ApiQuery(query): ApiQuery<OrderQuery>,
    visibility: Visibility,
    lang: Lang,
) -> ApiResult<Data<Vec<HandbookItem>>> {
    if !HANDBOOKS.contains(&name.as_str()) {
        return Err(ApiError::NotFound);
    }
    let rows = state
        .store
        .handbook(visibility, &name, query.order.unwrap_or_default())
        .await?;
    Ok(lang.answer(rows.into_iter().map(HandbookItem::from).collect()))
}

from_row!(HandbookItemRow => HandbookItem { id, title, parent });
