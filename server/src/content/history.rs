//! The university's history timeline.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::http::AppState;
use crate::http::list::{from_row, list_call};
use crate::lang::Tr;
use crate::store::reads::TimelineRow;

#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct TimelineItem {
    #[serde(default)]
    pub id: i64,
    pub year: i64,
    pub title: Tr,
    pub desc: Tr,
    pub image: Option<String>,
}

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(history_timelines))
}

list_call!(
    /// The milestones of the university's history, oldest first.
    history_timelines, "/history-timelines", "pages", TimelineItem, history_timelines
);

from_row!(TimelineRow => TimelineItem { id, year, title, desc, image });
