//! The library and the documents: books, webinars, document lists, and the FAQ-like lists of
//! certificates, purchases and methodological documents.

use axum::extract::State;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::html::SafeHtml;
use crate::http::list::{Year, from_row, list_call, window};
use crate::http::{
    ApiError, ApiQuery, ApiResult, AppState, Data, LangParam, PageNo, PageQuery, Paginated, Path, paginate,
};
use crate::lang::{Lang, Tr};
use crate::store::Visibility;
use crate::store::reads::{BookRow, DocumentRow, FaqRow, WebinarRow};

pub const DOCUMENTS_PER_PAGE: u32 = 10;
pub const FAQ_DOCUMENTS_PER_PAGE: u32 = 10;

#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Book {
    pub id: i64,
    pub title: Tr,
    pub author: Tr,
    pub year: i64,
    pub isbn: String,
    pub cover: Option<String>,
    pub desc: Tr,
}

#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Webinar {
    pub id: i64,
    /// The webinar-topics handbook item.
    pub topic: Option<i64>,
    pub title: Tr,
    pub speaker: Tr,
    /// `YYYY-MM-DD`.
    pub date: String,
    pub video_link: Option<String>,
    pub image: Option<String>,
}

#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct Document {
    pub id: i64,
    pub title: Tr,
    /// `YYYY-MM-DD`.
    pub date: String,
    /// The PDF's path.
    pub file: String,
    /// The PDF's size in bytes.
    pub size: i64,
}

#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Faq {
    #[serde(default)]
    pub id: i64,
    #[serde(default)]
    pub year: Option<i64>,
    pub title: Tr,
    pub desc: SafeHtml,
}

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(books))
        .routes(routes!(webinars))
        .routes(routes!(documents))
        .routes(routes!(certificates))
        .routes(routes!(purchases))
        .routes(routes!(faq_documents))
}

list_call!(
    /// The library's books.
    books, "/books", "library", Book, books
);
list_call!(
    /// The library's webinars, the newest first; each has a topic (webinar-topics).
    webinars, "/webinars", "library", Webinar, webinars
);

/// The documents of one list (e.g. 175, the consolidated financial statements), 10 a page.
#[utoipa::path(get, path = "/documents/{id}", tag = "library",
    params(("id" = i64, Path, description = "A document list: 173–180"), PageQuery, LangParam),
    responses((status = 200, body = Paginated<Document>), (status = 404, body = crate::http::ErrorBody),
        (status = 422, body = crate::http::ErrorBody)))]
#[tracing::instrument(skip(state))]
async fn documents(
    State(state): State<AppState>,
    Path(id): Path<String>,
    ApiQuery(query): ApiQuery<PageQuery>,
    visibility: Visibility,
    lang: Lang,
) -> ApiResult<Data<Paginated<Document>>> {
    let id: i64 = id.parse().map_err(|_| ApiError::NotFound)?;
    let page = state
        .store
        .documents(visibility, id, window(query.page, DOCUMENTS_PER_PAGE))
        .await?
        .ok_or(ApiError::NotFound)?;
    Ok(lang.answer(paginate(page)))
}

list_call!(
    /// How to get certificates and transcripts.
    certificates, "/faqs/certificates", "library", Faq, certificates
);

#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct YearQuery {
    /// Only this year's.
    #[param(inline)]
    pub year: Option<Year>,
    /// Page number, from 1 (for paginated lists).
    #[param(inline)]
    pub page: Option<PageNo>,
}

/// The university's purchases, newest year first; `year` keeps one year.
#[utoipa::path(get, path = "/faqs/purchases", tag = "library", params(YearQuery, LangParam),
    responses((status = 200, body = Vec<Faq>), (status = 422, body = crate::http::ErrorBody)))]
#[tracing::instrument(skip(state))]
async fn purchases(
    State(state): State<AppState>,
    ApiQuery(query): ApiQuery<YearQuery>,
    visibility: Visibility,
    lang: Lang,
) -> ApiResult<Data<Vec<Faq>>> {
    let rows = state.store.purchases(visibility, query.year.map(|year| year.0)).await?;
    Ok(lang.answer(rows.into_iter().map(Faq::from).collect()))
}

/// Documents of the educational and methodological association, newest year first, 10 a page;
/// `year` keeps one year.
#[utoipa::path(get, path = "/faqs/documents", tag = "library", params(YearQuery, LangParam),
    responses((status = 200, body = Paginated<Faq>), (status = 422, body = crate::http::ErrorBody)))]
#[tracing::instrument(skip(state))]
async fn faq_documents(
    State(state): State<AppState>,
    ApiQuery(query): ApiQuery<YearQuery>,
    visibility: Visibility,
    lang: Lang,
) -> ApiResult<Data<Paginated<Faq>>> {
    let page = state
        .store
        .faq_documents(
            visibility,
            query.year.map(|year| year.0),
            window(query.page, FAQ_DOCUMENTS_PER_PAGE),
        )
        .await?;
    Ok(lang.answer(paginate(page)))
}

from_row!(BookRow => Book { id, title, author, year, isbn, cover, desc });
from_row!(WebinarRow => Webinar { id, topic, title, speaker, date, video_link, image });
from_row!(DocumentRow => Document { id, title, date, file, size });
from_row!(FaqRow => Faq { id, year, title, desc });
