//! News: the latest items, the filtered and paginated list, a single item, its blocks and
//! the values the catalogue's filters offer.

use axum::extract::{Path, State};
use serde::{Deserialize, Serialize};
use sqlx::{QueryBuilder, Sqlite};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::content::blocks::{self, Blocks, Owner};
use crate::content::pages::Seo;
use crate::html::SafeHtml;
use crate::http::list::Year;
use crate::http::{ApiError, ApiQuery, ApiResult, AppState, Data, LangParam, Limit, PageMeta, PageNo, Paginated};
use crate::lang::{Lang, Tr};

/// News per page of the list unless `limit` says otherwise.
pub const LIST_LIMIT: u32 = 20;
/// Items of the latest-news call unless `limit` says otherwise.
pub const LATEST_LIMIT: u32 = 5;

#[derive(Debug, Serialize, ToSchema)]
pub struct NewsSchool {
    pub id: i64,
    pub slug: String,
    pub title: Tr,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct NewsCard {
    pub id: i64,
    pub slug: String,
    pub title: Tr,
    pub excerpt: Tr,
    pub image: Option<String>,
    /// Local time of the university, `YYYY-MM-DDTHH:MM:SS`.
    pub published_at: String,
    pub school: Option<NewsSchool>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct NewsDetail {
    #[serde(flatten)]
    pub card: NewsCard,
    pub body: SafeHtml,
    pub seo: Seo,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct FilterOption {
    pub value: i64,
    pub label: Tr,
}

#[derive(sqlx::FromRow)]
struct NewsRow {
    id: i64,
    slug: String,
    title: Tr,
    excerpt: Tr,
    image: Option<String>,
    published_at: String,
    school_id: Option<i64>,
    school_slug: Option<String>,
    school_title: Option<Tr>,
}

impl From<NewsRow> for NewsCard {
    fn from(row: NewsRow) -> Self {
        let school = match (row.school_id, row.school_slug, row.school_title) {
            (Some(id), Some(slug), Some(title)) => Some(NewsSchool { id, slug, title }),
            _ => None,
        };
        NewsCard {
            id: row.id,
            slug: row.slug,
            title: row.title,
            excerpt: row.excerpt,
            image: row.image,
            published_at: row.published_at,
            school,
        }
    }
}

/// The columns of a `NewsRow`; a macro so that queries stay `&'static str` (sqlx's SQL-safety check).
macro_rules! card_select {
    ($($extra:literal)?) => {
        concat!(
            "SELECT n.id, n.slug, n.title, n.excerpt, n.image, n.published_at, ", $($extra, ", ",)?
            "s.id AS school_id, s.slug AS school_slug, s.title AS school_title
            FROM news n LEFT JOIN schools s ON s.id = n.school_id"
        )
    };
}
const NEWEST_FIRST: &str = " ORDER BY n.published_at DESC, n.id DESC";

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
    lang: Lang,
) -> ApiResult<Data<Vec<NewsCard>>> {
    let limit = query.limit.map_or(LATEST_LIMIT, |l| l.0);
    let rows: Vec<NewsRow> = sqlx::query_as(concat!(
        card_select!(),
        " ORDER BY n.published_at DESC, n.id DESC LIMIT ?"
    ))
    .bind(limit)
    .fetch_all(&state.db)
    .await?;
    Ok(lang.answer(rows.into_iter().map(NewsCard::from).collect()))
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

    /// Appends the filters as `WHERE …` to a query over `news n`.
    fn push_where(&self, sql: &mut QueryBuilder<Sqlite>) {
        sql.push(" WHERE 1 = 1");
        if let Some(school) = self.school {
            sql.push(" AND n.school_id = ").push_bind(school);
        }
        match (self.year.map(|year| year.0), self.month) {
            (Some(year), Some(month)) => {
                sql.push(" AND n.published_at LIKE ")
                    .push_bind(format!("{year:04}-{month:02}-%"));
            }
            (Some(year), None) => {
                sql.push(" AND n.published_at LIKE ").push_bind(format!("{year:04}-%"));
            }
            (None, Some(month)) => {
                sql.push(" AND substr(n.published_at, 6, 2) = ")
                    .push_bind(format!("{month:02}"));
            }
            (None, None) => {}
        }
        for word in search_words(self.search.as_deref().unwrap_or_default()) {
            sql.push(" AND n.search_text LIKE ")
                .push_bind(format!("%{}%", escape_like(&word)))
                .push(" ESCAPE '\\'");
        }
    }
}

/// The search box's words, lower-cased the same way `search_text` was.
fn search_words(search: &str) -> Vec<String> {
    search.split_whitespace().map(str::to_lowercase).collect()
}

fn escape_like(word: &str) -> String {
    word.replace('\\', "\\\\").replace('%', "\\%").replace('_', "\\_")
}

/// The text `?search=` looks in: every language's title, excerpt and body, lower-cased.
pub fn search_text(title: &Tr, excerpt: &Tr, body: &Tr) -> String {
    let mut text = String::new();
    for field in [title, excerpt, body] {
        for part in field.all() {
            text.push_str(&crate::content::plain_text(part).to_lowercase());
            text.push('\n');
        }
    }
    text
}

/// News, newest first, filtered by school, year, month and words, in pages.
#[utoipa::path(get, path = "/news", tag = "news", params(ListQuery, LangParam),
    responses((status = 200, body = Paginated<NewsCard>), (status = 422, body = crate::http::ErrorBody)))]
#[tracing::instrument(skip(state))]
async fn list(
    State(state): State<AppState>,
    ApiQuery(query): ApiQuery<ListQuery>,
    lang: Lang,
) -> ApiResult<Data<Paginated<NewsCard>>> {
    query.check()?;
    let per_page = query.limit.map_or(LIST_LIMIT, |l| l.0);
    let page = query.page.unwrap_or_default().0;

    let mut count = QueryBuilder::<Sqlite>::new("SELECT COUNT(*) FROM news n");
    query.push_where(&mut count);
    let (total,): (i64,) = count.build_query_as().fetch_one(&state.db).await?;
    let meta = PageMeta::new(page, per_page, u64::try_from(total).unwrap_or_default());

    let mut select = QueryBuilder::<Sqlite>::new(card_select!());
    query.push_where(&mut select);
    select
        .push(NEWEST_FIRST)
        .push(" LIMIT ")
        .push_bind(i64::from(per_page))
        .push(" OFFSET ")
        .push_bind(meta.offset());
    let rows: Vec<NewsRow> = select.build_query_as().fetch_all(&state.db).await?;
    Ok(lang.answer(Paginated {
        data: rows.into_iter().map(NewsCard::from).collect(),
        meta,
    }))
}

#[derive(sqlx::FromRow)]
struct DetailRow {
    #[sqlx(flatten)]
    card: NewsRow,
    body: SafeHtml,
}

/// One news item with its text.
#[utoipa::path(get, path = "/news/{slug}", tag = "news", operation_id = "news_item", params(("slug" = String, Path), LangParam),
    responses((status = 200, body = NewsDetail), (status = 404, body = crate::http::ErrorBody)))]
#[tracing::instrument(skip(state))]
async fn show(State(state): State<AppState>, Path(slug): Path<String>, lang: Lang) -> ApiResult<Data<NewsDetail>> {
    let row: DetailRow = sqlx::query_as(concat!(card_select!("n.body"), " WHERE n.slug = ?"))
        .bind(&slug)
        .fetch_one(&state.db)
        .await?;
    let card = NewsCard::from(row.card);
    let seo = Seo {
        title: card.title.clone(),
        description: card.excerpt.clone(),
    };
    Ok(lang.answer(NewsDetail {
        card,
        body: row.body,
        seo,
    }))
}

/// The blocks of a news item (galleries, quotes, links), by the item's id.
#[utoipa::path(get, path = "/news/blocks/{id}", tag = "news",
    params(("id" = String, Path, description = "The news item's id"), LangParam),
    responses((status = 200, body = Blocks), (status = 404, body = crate::http::ErrorBody)))]
#[tracing::instrument(skip(state))]
async fn news_blocks(State(state): State<AppState>, Path(id): Path<String>, lang: Lang) -> ApiResult<Data<Blocks>> {
    let id: i64 = id.parse().map_err(|_| ApiError::NotFound)?;
    let (id,): (i64,) = sqlx::query_as("SELECT id FROM news WHERE id = ?")
        .bind(id)
        .fetch_one(&state.db)
        .await?;
    Ok(lang.answer(blocks::load(&state.db, Owner::News, id, "news").await?))
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
    lang: Lang,
) -> ApiResult<Data<Vec<FilterOption>>> {
    let options = match filter.as_str() {
        "school" => {
            let rows: Vec<(i64, Tr)> = sqlx::query_as(
                "SELECT s.id, s.title FROM schools s
                 WHERE EXISTS (SELECT 1 FROM news n WHERE n.school_id = s.id) ORDER BY s.sort_order, s.id",
            )
            .fetch_all(&state.db)
            .await?;
            rows.into_iter()
                .map(|(value, label)| FilterOption { value, label })
                .collect()
        }
        "year" => {
            let rows: Vec<(i64,)> = sqlx::query_as(
                "SELECT DISTINCT CAST(substr(published_at, 1, 4) AS INTEGER) AS y FROM news ORDER BY y DESC",
            )
            .fetch_all(&state.db)
            .await?;
            rows.into_iter()
                .map(|(year,)| FilterOption {
                    value: year,
                    label: Tr {
                        kz: year.to_string(),
                        ..Tr::default()
                    },
                })
                .collect()
        }
        "month" => {
            let mut sql = QueryBuilder::<Sqlite>::new(
                "SELECT DISTINCT CAST(substr(published_at, 6, 2) AS INTEGER) AS m FROM news",
            );
            if let Some(Year(year)) = query.year {
                sql.push(" WHERE published_at LIKE ").push_bind(format!("{year:04}-%"));
            }
            sql.push(" ORDER BY m");
            let rows: Vec<(i64,)> = sql.build_query_as().fetch_all(&state.db).await?;
            rows.into_iter()
                .map(|(month,)| FilterOption {
                    value: month,
                    label: month_name(month),
                })
                .collect()
        }
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
    fn search_text_holds_every_language_without_tags() {
        let t = |s: &str| Tr {
            kz: s.into(),
            ru: format!("{s} ру"),
            en: String::new(),
        };
        let text = search_text(&t("Форум"), &t("Қысқа"), &t("<p>Мәтін <strong>ҮЛКЕН</strong></p>"));
        assert!(text.contains("форум ру"));
        assert!(text.contains("үлкен"));
        assert!(!text.contains("<p>"));
    }

    #[test]
    fn like_wildcards_in_search_words_are_literal() {
        assert_eq!(escape_like("50%_off"), "50\\%\\_off");
        assert_eq!(search_words("  Цифровой   ФОРУМ "), vec!["цифровой", "форум"]);
    }

    #[test]
    fn months_are_named_in_each_language() {
        assert_eq!(month_name(1).get(Lang::Kz), "Қаңтар");
        assert_eq!(month_name(12).get(Lang::Ru), "Декабрь");
        assert_eq!(month_name(13).get(Lang::En), "");
    }
}
