//! News: the latest items, the filtered and paginated list, a single item, its blocks and
//! the values the catalogue's filters offer.

use axum::extract::State;
use axum::response::{IntoResponse, Response};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::content::blocks::{self, Blocks, Owner};
use crate::content::pages::Seo;
use crate::html::SafeHtml;
use crate::http::list::{Year, window};
use crate::http::{
    ApiError, ApiQuery, ApiResult, AppState, Data, LangParam, Limit, PageNo, Paginated, Path, RawJson, paginate,
};
use crate::lang::{Lang, Tr};
use crate::store::Visibility;
use crate::store::cards::stored;
pub use crate::store::cards::{NewsCard, NewsSchool};
use crate::store::reads::{NewsFilter, Page};

/// News per page of the list unless `limit` says otherwise.
pub const LIST_LIMIT: u32 = 20;
/// Items of the latest-news call unless `limit` says otherwise.
pub const LATEST_LIMIT: u32 = 5;

#[derive(Debug, Serialize, ToSchema)]
pub struct NewsDetail {
    #[serde(flatten)]
    pub card: NewsCard,
    /// What the picture shows, as the editor described it in the media library ("" when not).
    pub image_alt: Tr,
    pub body: SafeHtml,
    pub seo: Seo,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct FilterOption {
    pub value: i64,
    pub label: Tr,
}

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(latest))
        .routes(routes!(list))
        .routes(routes!(show))
        .routes(routes!(news_blocks))
        .routes(routes!(filters))
}

#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct LatestQuery {
    /// How many (default 5).
    #[param(inline)]
    pub limit: Option<Limit>,
}

/// The newest news, for sliders and side lists.
#[utoipa::path(get, path = "/latest-news", tag = "news", params(LatestQuery, LangParam),
    responses((status = 200, body = Vec<NewsCard>), (status = 422, body = crate::http::ErrorBody)))]
#[tracing::instrument(skip(state))]
async fn latest(
    State(state): State<AppState>,
    ApiQuery(query): ApiQuery<LatestQuery>,
    visibility: Visibility,
    lang: Lang,
) -> ApiResult<Response> {
    let limit = query.limit.map_or(LATEST_LIMIT, |l| l.0);
    if visibility == Visibility::Public
        && let Some(cards) = stored(state.store.latest_news_cards(lang, limit).await?)
    {
        return Ok(lang.answer(cards).into_response());
    }
    let rows = state.store.latest_news(visibility, limit).await?;
    let cards: Vec<NewsCard> = rows.into_iter().map(NewsCard::from).collect();
    Ok(lang.answer(cards).into_response())
}

#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ListQuery {
    /// Page number, from 1.
    #[param(inline)]
    pub page: Option<PageNo>,
    /// News per page (default 20).
    #[param(inline)]
    pub limit: Option<Limit>,
    /// Words to look for in the title, excerpt and text.
    #[param(max_length = 200)]
    pub search: Option<String>,
    /// A school id.
    pub school: Option<i64>,
    /// Only this year's news.
    #[param(inline)]
    pub year: Option<Year>,
    /// Only this month's news, 1 to 12 (of every year, or of `year`).
    #[param(minimum = 1, maximum = 12)]
    pub month: Option<u8>,
}

impl ListQuery {
    fn check(&self) -> ApiResult<()> {
        if let Some(month) = self.month
            && !(1..=12).contains(&month)
        {
            return Err(ApiError::field("month", "must be between 1 and 12"));
        }
        if self.search.as_ref().is_some_and(|s| s.chars().count() > 200) {
            return Err(ApiError::field("search", "must be at most 200 characters"));
        }
        Ok(())
    }

    /// The news the query keeps.
    fn filter(&self) -> NewsFilter {
        NewsFilter {
            school: self.school,
            year: self.year.map(|year| year.0),
            month: self.month,
            words: search_words(self.search.as_deref().unwrap_or_default()),
        }
    }
}

/// The search box's words, lower-cased the same way a news item's search text was
/// (`store::derive::news_search_text`).
fn search_words(search: &str) -> Vec<String> {
    search.split_whitespace().map(str::to_lowercase).collect()
}

/// News, newest first, filtered by school, year, month and words, in pages.
#[utoipa::path(get, path = "/news", tag = "news", params(ListQuery, LangParam),
    responses((status = 200, body = Paginated<NewsCard>), (status = 422, body = crate::http::ErrorBody)))]
#[tracing::instrument(skip(state))]
async fn list(
    State(state): State<AppState>,
    ApiQuery(query): ApiQuery<ListQuery>,
    visibility: Visibility,
    lang: Lang,
) -> ApiResult<Response> {
    query.check()?;
    let (filter, window) = (
        query.filter(),
        window(query.page, query.limit.map_or(LIST_LIMIT, |l| l.0)),
    );
    if visibility == Visibility::Public {
        let Page { rows, total, window } = state.store.news_cards(lang, &filter, window).await?;
        if let Some(rows) = stored(rows) {
            let page: Paginated<RawJson> = paginate(Page { rows, total, window });
            return Ok(lang.answer(page).into_response());
        }
    }
    let page: Paginated<NewsCard> = paginate(state.store.news(visibility, &filter, window).await?);
    Ok(lang.answer(page).into_response())
}

/// One news item with its text.
#[utoipa::path(get, path = "/news/{slug}", tag = "news", operation_id = "news_item", params(("slug" = String, Path), LangParam),
    responses((status = 200, body = NewsDetail), (status = 404, body = crate::http::ErrorBody)))]
#[tracing::instrument(skip(state))]
async fn show(
    State(state): State<AppState>,
    Path(slug): Path<String>,
    visibility: Visibility,
    lang: Lang,
) -> ApiResult<Data<NewsDetail>> {
    let row = state
        .store
        .news_item(visibility, &slug)
        .await?
        .ok_or(ApiError::NotFound)?;
    let card = NewsCard::from(row.card);
    let seo = Seo {
        title: card.title.clone(),
        description: card.excerpt.clone(),
    };
    Ok(lang.answer(NewsDetail {
        card,
        image_alt: row.image_alt.unwrap_or_default(),
        body: row.body,
        seo,
    }))
}

/// The blocks of a news item (galleries, quotes, links), by the item's id.
#[utoipa::path(get, path = "/news/blocks/{id}", tag = "news",
    params(("id" = String, Path, description = "The news item's id"), LangParam),
    responses((status = 200, body = Blocks), (status = 404, body = crate::http::ErrorBody)))]
#[tracing::instrument(skip(state))]
async fn news_blocks(
    State(state): State<AppState>,
    Path(id): Path<String>,
    visibility: Visibility,
    lang: Lang,
) -> ApiResult<Data<Blocks>> {
    let id: i64 = id.parse().map_err(|_| ApiError::NotFound)?;
    state
        .store
        .owner_slug(visibility, Owner::News, id)
        .await?
        .ok_or(ApiError::NotFound)?;
    // A news item's blocks are keyed `news-block{n}`, whatever its slug.
    Ok(lang.answer(blocks::load(&state.store, Owner::News, id, "news").await?))
}

#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct FilterQuery {
    /// For `month`: only the months of this year.
    #[param(inline)]
    pub year: Option<Year>,
}

/// The values a catalogue filter offers: schools, years or months that have news.
#[utoipa::path(get, path = "/news-filters/{filter}", tag = "news", operation_id = "news_filters",
    params(("filter" = String, Path, description = "school, year or month"), FilterQuery, LangParam),
    responses((status = 200, body = Vec<FilterOption>), (status = 404, body = crate::http::ErrorBody),
        (status = 422, body = crate::http::ErrorBody)))]
#[tracing::instrument(skip(state))]
async fn filters(
    State(state): State<AppState>,
    Path(filter): Path<String>,
    ApiQuery(query): ApiQuery<FilterQuery>,
    visibility: Visibility,
    lang: Lang,
) -> ApiResult<Data<Vec<FilterOption>>> {
    let options = match filter.as_str() {
        "school" => state
            .store
            .news_schools(visibility)
            .await?
            .into_iter()
            .map(|school| FilterOption {
                value: school.id,
                label: school.title,
            })
            .collect(),
        "year" => state
            .store
            .news_years(visibility)
            .await?
            .into_iter()
            .map(|year| FilterOption {
                value: year,
                label: Tr {
                    kz: year.to_string(),
                    ..Tr::default()
                },
            })
            .collect(),
        "month" => state
            .store
            .news_months(visibility, query.year.map(|year| year.0))
            .await?
            .into_iter()
            .map(|month| FilterOption {
                value: month,
                label: month_name(month),
            })
            .collect(),
        _ => return Err(ApiError::NotFound),
    };
    Ok(lang.answer(options))
}

/// The month's name, as the filter shows it.
pub fn month_name(month: i64) -> Tr {
    const KZ: [&str; 12] = [
        "Қаңтар",
        "Ақпан",
        "Наурыз",
        "Сәуір",
        "Мамыр",
        "Маусым",
        "Шілде",
        "Тамыз",
        "Қыркүйек",
        "Қазан",
        "Қараша",
        "Желтоқсан",
    ];
    const RU: [&str; 12] = [
        "Январь",
        "Февраль",
        "Март",
        "Апрель",
        "Май",
        "Июнь",
        "Июль",
        "Август",
        "Сентябрь",
        "Октябрь",
        "Ноябрь",
        "Декабрь",
    ];
    const EN: [&str; 12] = [
        "January",
        "February",
        "March",
        "April",
        "May",
        "June",
        "July",
        "August",
        "September",
        "October",
        "November",
        "December",
    ];
    let name = |names: &[&str; 12]| {
        usize::try_from(month - 1)
            .ok()
            .and_then(|i| names.get(i))
            .copied()
            .unwrap_or("")
            .to_owned()
    };
    Tr {
        kz: name(&KZ),
        ru: name(&RU),
        en: name(&EN),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn search_words_are_split_and_lower_cased() {
        assert_eq!(search_words("  Цифровой   ФОРУМ "), vec!["цифровой", "форум"]);
    }

    #[test]
    fn months_are_named_in_each_language() {
        assert_eq!(month_name(1).get(Lang::Kz), "Қаңтар");
        assert_eq!(month_name(12).get(Lang::Ru), "Декабрь");
        assert_eq!(month_name(13).get(Lang::En), "");
    }
}
