//! The schools of the university and the dual programmes, as lists.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::http::AppState;
use crate::http::list::{from_row, list_call};
use crate::lang::Tr;
use crate::store::reads::{DualProgramRow, SchoolRow};

#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct School {
    pub id: i64,
    pub slug: String,
    pub title: Tr,
    pub short_title: Tr,
    pub desc: Tr,
    pub image: Option<String>,
    /// The school's accent colour, `#rrggbb`.
    pub color: String,
}

#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct DualProgram {
    pub id: i64,
    pub slug: String,
    pub title: Tr,
    pub desc: Tr,
    /// The partner university.
    pub partner: Tr,
    pub image: Option<String>,
}

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(schools))
        .routes(routes!(dual_programs))
}

list_call!(
    /// The five schools, in their order on the site.
    schools, "/schools", "schools", School, schools
);
list_call!(
    /// The dual programmes shown on the home page.
    dual_programs, "/dual-programs", "schools", DualProgram, dual_programs
);

from_row!(SchoolRow => School { id, slug, title, short_title, desc, image, color });
from_row!(DualProgramRow => DualProgram { id, slug, title, desc, partner, image });
