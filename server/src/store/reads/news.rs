//! News: the newest items, the filtered list, one item, and the values the filters offer. A news
//! item names its school only while the school is seen.

use time::{Date, Month, PrimitiveDateTime, Time};

use super::{ListPart, Page, TitleRow, Window};
use crate::html::SafeHtml;
use crate::lang::{Lang, Tr};
use crate::store::backend::{Database, Transaction};
use crate::store::cards::{self, CardRow};
use crate::store::sql::{Sql, read_row};
use crate::store::{Store, StoreError, Visibility};

#[derive(Debug)]
pub struct NewsRow {
    pub id: i64,
    pub slug: String,
    pub title: Tr,
    pub excerpt: Tr,
    pub image: Option<String>,
    pub published_at: String,
    pub school_id: Option<i64>,
    pub school_slug: Option<String>,
    pub school_title: Option<Tr>,
}
read_row!(NewsRow {
    id,
    slug,
    title,
    excerpt,
    image,
    published_at,
    school_id,
    school_slug,
    school_title,
});

#[derive(Debug)]
pub struct NewsDetailRow {
    pub card: NewsRow,
    pub body: SafeHtml,
    /// The media library's alternative text of the item's image, if it has one there.
    pub image_alt: Option<Tr>,
}

read_row!(NewsDetailRow { ..card: NewsRow, body, image_alt });

/// Which news a list keeps: every condition given.
#[derive(Debug, Default)]
pub struct NewsFilter {
    pub school: Option<i64>,
    pub year: Option<u16>,
    /// 1 to 12, of every year or of `year`.
    pub month: Option<u8>,
    /// Lower-cased words that must all be in the item's `search_text`.
    pub words: Vec<String>,
}

/// The columns of a `NewsRow`, over `news n` and its school `s`.
const CARD_COLUMNS: &str = "SELECT n.id, n.slug, n.title, n.excerpt, n.image, n.published_at, \
     s.id AS school_id, s.slug AS school_slug, s.title AS school_title";

/// The order of every news list.
const NEWEST_FIRST: &str = "n.published_at DESC, n.id DESC";

/// `select` from the `limit` newest news seen with `visibility`, `FROM` as for `part`.
fn latest(database: &dyn Database, select: &str, visibility: Visibility, part: ListPart, limit: u32) -> Sql {
    let mut sql = Sql::new(select);
    push_from(&mut sql, database, visibility, &NewsFilter::default(), part);
    sql.push(" ORDER BY ").push(NEWEST_FIRST).push_limit(limit, 0);
    sql
}

/// The stored card in `lang` of each news item `n`.
fn card_column(lang: Lang) -> String {
    format!("SELECT n.{} AS card", cards::column(lang))
}

/// Every news item (drafts too) that `only` names, with its school while the school is public:
/// the rows their stored cards are made from, read in `tx`.
pub(in crate::store) async fn all_news_on(
    tx: &mut Box<dyn Transaction>,
    only: NewsOf,
) -> Result<Vec<NewsRow>, StoreError> {
    let mut sql = Sql::new(CARD_COLUMNS);
    sql.push(" FROM news n LEFT JOIN schools s ON s.id = n.school_id AND s.published");
    match only {
        NewsOf::All => &mut sql,
        NewsOf::Item(id) => sql.push(" WHERE n.id = ").push_bind(id),
        NewsOf::School(id) => sql.push(" WHERE n.school_id = ").push_bind(id),
    };
    sql.all(tx).await
}

/// Which news items' cards are made.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NewsOf {
    All,
    Item(i64),
    School(i64),
}

/// `FROM` the news and (for their rows) their schools, the school's visibility bound, `WHERE …`
/// of the news `filter` keeps.
fn push_from(sql: &mut Sql, database: &dyn Database, visibility: Visibility, filter: &NewsFilter, part: ListPart) {
    sql.push(" FROM news n");
    if part == ListPart::Rows {
        sql.push(" LEFT JOIN schools s ON s.id = n.school_id AND (s.published OR ")
            .push_bind(visibility.drafts())
            .push(")");
    }
    sql.push(" WHERE (n.published OR ")
        .push_bind(visibility.drafts())
        .push(")");
    if let Some(school) = filter.school {
        sql.push(" AND n.school_id = ").push_bind(school);
    }
    match (filter.year, filter.month) {
        (Some(year), month) => push_published_in(sql, year, month),
        (None, Some(month)) => {
            sql.push(" AND ")
                .push(&database.month_of("n.published_at"))
                .push(" = ")
                .push_bind(month);
        }
        (None, None) => {}
    }
    for word in &filter.words {
        sql.push(" AND n.search_text LIKE ")
            .push_bind(format!("%{}%", escape_like(word)))
            .push(" ESCAPE '\\'");
    }
}

/// ` AND` the news item `n` was published in `year` (in its `month`, when given): a range of
/// times, which both backends compare as times (and SQLite can read from its index).
fn push_published_in(sql: &mut Sql, year: u16, month: Option<u8>) {
    match published_in(year, month) {
        Some((from, until)) => {
            sql.push(" AND n.published_at >= ")
                .push_bind(from)
                .push(" AND n.published_at < ")
                .push_bind(until);
        }
        // A month or year no calendar has: nothing was published in it.
        None => {
            sql.push(" AND FALSE");
        }
    }
}

/// The first moment of `month` of `year` (of the whole year without one) and the first after it.
fn published_in(year: u16, month: Option<u8>) -> Option<(PrimitiveDateTime, PrimitiveDateTime)> {
    let start = |year: i32, month: Month| {
        Date::from_calendar_date(year, month, 1)
            .ok()
            .map(|day| PrimitiveDateTime::new(day, Time::MIDNIGHT))
    };
    let year = i32::from(year);
    let (from, until) = match month {
        Some(month) => {
            let month = Month::try_from(month).ok()?;
            let next_year = if month == Month::December { year + 1 } else { year };
            (start(year, month)?, start(next_year, month.next())?)
        }
        None => (start(year, Month::January)?, start(year + 1, Month::January)?),
    };
    Some((from, until))
}

/// A word matched literally by `LIKE … ESCAPE '\'`.
fn escape_like(word: &str) -> String {
    word.replace('\\', "\\\\").replace('%', "\\%").replace('_', "\\_")
}

impl Store {
    /// The `limit` newest news.
    #[tracing::instrument(skip(self))]
    pub async fn latest_news(&self, visibility: Visibility, limit: u32) -> Result<Vec<NewsRow>, StoreError> {
        let sql = latest(self.database(), CARD_COLUMNS, visibility, ListPart::Rows, limit);
        self.rows(sql).await
    }

    /// The newest public news, as their cards stored in `lang`.
    #[tracing::instrument(skip(self))]
    pub async fn latest_news_cards(&self, lang: Lang, limit: u32) -> Result<Vec<CardRow>, StoreError> {
        // Without the school's join (a count's `FROM`): the card holds the school.
        let sql = latest(
            self.database(),
            &card_column(lang),
            Visibility::Public,
            ListPart::Count,
            limit,
        );
        self.rows(sql).await
    }

    /// A page of the news `filter` keeps, newest first.
    #[tracing::instrument(skip(self))]
    pub async fn news(
        &self,
        visibility: Visibility,
        filter: &NewsFilter,
        window: Window,
    ) -> Result<Page<NewsRow>, StoreError> {
        let from = |sql: &mut Sql, part| push_from(sql, self.database(), visibility, filter, part);
        self.read_page(CARD_COLUMNS, from, NEWEST_FIRST, window).await
    }

    /// A page of the public news `filter` keeps, newest first, as their cards stored in `lang`.
    #[tracing::instrument(skip(self))]
    pub async fn news_cards(
        &self,
        lang: Lang,
        filter: &NewsFilter,
        window: Window,
    ) -> Result<Page<CardRow>, StoreError> {
        // Without the school's join, as for the count: the card holds the school.
        let from = |sql: &mut Sql, _| push_from(sql, self.database(), Visibility::Public, filter, ListPart::Count);
        self.read_page(&card_column(lang), from, NEWEST_FIRST, window).await
    }

    /// A news item with its text, by its slug.
    #[tracing::instrument(skip(self))]
    pub async fn news_item(&self, visibility: Visibility, slug: &str) -> Result<Option<NewsDetailRow>, StoreError> {
        let mut sql = Sql::new(CARD_COLUMNS);
        sql.push(", n.body, (SELECT m.alt FROM media m WHERE m.url = n.image) AS image_alt");
        push_from(
            &mut sql,
            self.database(),
            visibility,
            &NewsFilter::default(),
            ListPart::Rows,
        );
        sql.push(" AND n.slug = ").push_bind(slug);
        self.row(sql).await
    }

    /// The schools that have news.
    #[tracing::instrument(skip(self))]
    pub async fn news_schools(&self, visibility: Visibility) -> Result<Vec<TitleRow>, StoreError> {
        let sql = Sql::new(
            "SELECT s.id, s.title FROM schools s WHERE (s.published OR ?)
             AND EXISTS (SELECT 1 FROM news n WHERE n.school_id = s.id AND (n.published OR ?))
             ORDER BY s.sort_order, s.id",
        );
        self.rows(sql.bind(visibility.drafts()).bind(visibility.drafts())).await
    }

    /// The years that have news, the latest first.
    #[tracing::instrument(skip(self))]
    pub async fn news_years(&self, visibility: Visibility) -> Result<Vec<i64>, StoreError> {
        let year = self.database().year_of("n.published_at");
        let sql = Sql::new(format!(
            "SELECT DISTINCT {year} AS y FROM news n WHERE (n.published OR ?) ORDER BY y DESC"
        ));
        self.rows(sql.bind(visibility.drafts())).await
    }

    /// The months (1 to 12) that have news, of every year or of `year`.
    #[tracing::instrument(skip(self))]
    pub async fn news_months(&self, visibility: Visibility, year: Option<u16>) -> Result<Vec<i64>, StoreError> {
        let month = self.database().month_of("n.published_at");
        let mut sql = Sql::new(format!(
            "SELECT DISTINCT {month} AS m FROM news n WHERE (n.published OR "
        ));
        sql.push_bind(visibility.drafts()).push(")");
        if let Some(year) = year {
            push_published_in(&mut sql, year, None);
        }
        sql.push(" ORDER BY m");
        self.rows(sql).await
    }
}

#[cfg(test)]
mod tests {
    use time::macros::datetime;

    use super::{escape_like, published_in};

    #[test]
    fn like_wildcards_in_search_words_are_literal() {
        assert_eq!(escape_like("50%_off"), "50\\%\\_off");
    }

    #[test]
    fn a_year_or_a_month_of_it_is_the_range_of_its_times() {
        assert_eq!(
            published_in(2024, None),
            Some((datetime!(2024-01-01 0:00), datetime!(2025-01-01 0:00)))
        );
        assert_eq!(
            published_in(2024, Some(2)),
            Some((datetime!(2024-02-01 0:00), datetime!(2024-03-01 0:00)))
        );
        assert_eq!(
            published_in(2024, Some(12)),
            Some((datetime!(2024-12-01 0:00), datetime!(2025-01-01 0:00)))
        );
        assert_eq!(published_in(2024, Some(13)), None);
    }
}
