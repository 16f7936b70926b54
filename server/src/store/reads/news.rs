//! News: the newest items, the filtered list, one item, and the values the filters offer. A news
//! item names its school only while the school is seen.

use super::{ListPart, Page, TitleRow, Window};
use crate::db::reads::{Sql, read_row};
use crate::html::SafeHtml;
use crate::lang::{Lang, Tr};
use crate::store::backend::Transaction;
use crate::store::cards::{self, CardRow};
use crate::store::{Store, StoreError, Visibility, sql};

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
sql::read_row!(NewsRow {
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
fn latest(select: &str, visibility: Visibility, part: ListPart, limit: u32) -> Sql {
    let mut sql = Sql::new(select);
    push_from(&mut sql, visibility, &NewsFilter::default(), part);
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
    let mut sql = sql::Sql::new(CARD_COLUMNS);
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
fn push_from(sql: &mut Sql, visibility: Visibility, filter: &NewsFilter, part: ListPart) {
    sql.push(" FROM news n");
    if part == ListPart::Rows {
        sql.push(" LEFT JOIN schools s ON s.id = n.school_id AND (s.published = 1 OR ")
            .push_bind(visibility.drafts())
            .push(")");
    }
    sql.push(" WHERE (n.published = 1 OR ")
        .push_bind(visibility.drafts())
        .push(")");
    if let Some(school) = filter.school {
        sql.push(" AND n.school_id = ").push_bind(school);
    }
    match (filter.year, filter.month) {
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
    for word in &filter.words {
        sql.push(" AND n.search_text LIKE ")
            .push_bind(format!("%{}%", escape_like(word)))
            .push(" ESCAPE '\\'");
    }
}

/// A word matched literally by `LIKE … ESCAPE '\'`.
fn escape_like(word: &str) -> String {
    word.replace('\\', "\\\\").replace('%', "\\%").replace('_', "\\_")
}

impl Store {
    /// The `limit` newest news.
    #[tracing::instrument(skip(self))]
    pub fn latest_news(&self, visibility: Visibility, limit: u32) -> rusqlite::Result<Vec<NewsRow>> {
        let sql = latest(CARD_COLUMNS, visibility, ListPart::Rows, limit);
        self.reads.run(|conn| sql.all(conn))
    }

    /// The newest public news, as their cards stored in `lang`.
    #[tracing::instrument(skip(self))]
    pub fn latest_news_cards(&self, lang: Lang, limit: u32) -> rusqlite::Result<Vec<CardRow>> {
        // Without the school's join (a count's `FROM`): the card holds the school.
        let sql = latest(&card_column(lang), Visibility::Public, ListPart::Count, limit);
        self.reads.run(|conn| sql.all(conn))
    }

    /// A page of the news `filter` keeps, newest first.
    #[tracing::instrument(skip(self))]
    pub fn news(&self, visibility: Visibility, filter: &NewsFilter, window: Window) -> rusqlite::Result<Page<NewsRow>> {
        let from = |sql: &mut Sql, part| push_from(sql, visibility, filter, part);
        self.read_page(CARD_COLUMNS, from, NEWEST_FIRST, window)
    }

    /// A page of the public news `filter` keeps, newest first, as their cards stored in `lang`.
    #[tracing::instrument(skip(self))]
    pub fn news_cards(&self, lang: Lang, filter: &NewsFilter, window: Window) -> rusqlite::Result<Page<CardRow>> {
        // Without the school's join, as for the count: the card holds the school.
        let from = |sql: &mut Sql, _| push_from(sql, Visibility::Public, filter, ListPart::Count);
        self.read_page(&card_column(lang), from, NEWEST_FIRST, window)
    }

    /// A news item with its text, by its slug.
    #[tracing::instrument(skip(self))]
    pub fn news_item(&self, visibility: Visibility, slug: &str) -> rusqlite::Result<Option<NewsDetailRow>> {
        let mut sql = Sql::new(CARD_COLUMNS);
        sql.push(", n.body, (SELECT m.alt FROM media m WHERE m.url = n.image) AS image_alt");
        push_from(&mut sql, visibility, &NewsFilter::default(), ListPart::Rows);
        sql.push(" AND n.slug = ").push_bind(slug.to_owned());
        self.reads.run(|conn| sql.first(conn))
    }

    /// The schools that have news.
    #[tracing::instrument(skip(self))]
    pub fn news_schools(&self, visibility: Visibility) -> rusqlite::Result<Vec<TitleRow>> {
        let mut sql = Sql::new("SELECT s.id, s.title FROM schools s WHERE (s.published = 1 OR ");
        sql.push_bind(visibility.drafts())
            .push(") AND EXISTS (SELECT 1 FROM news n WHERE n.school_id = s.id AND (n.published = 1 OR ")
            .push_bind(visibility.drafts())
            .push(")) ORDER BY s.sort_order, s.id");
        self.reads.run(|conn| sql.all(conn))
    }

    /// The years that have news, the latest first.
    #[tracing::instrument(skip(self))]
    pub fn news_years(&self, visibility: Visibility) -> rusqlite::Result<Vec<i64>> {
        let mut sql = Sql::new(
            "SELECT DISTINCT CAST(substr(n.published_at, 1, 4) AS INTEGER) AS y FROM news n WHERE (n.published = 1 OR ",
        );
        sql.push_bind(visibility.drafts()).push(") ORDER BY y DESC");
        self.reads.run(|conn| sql.all(conn))
    }

    /// The months (1 to 12) that have news, of every year or of `year`.
    #[tracing::instrument(skip(self))]
    pub fn news_months(&self, visibility: Visibility, year: Option<u16>) -> rusqlite::Result<Vec<i64>> {
        let mut sql = Sql::new(
            "SELECT DISTINCT CAST(substr(n.published_at, 6, 2) AS INTEGER) AS m FROM news n WHERE (n.published = 1 OR ",
        );
        sql.push_bind(visibility.drafts()).push(")");
        if let Some(year) = year {
            sql.push(" AND n.published_at LIKE ").push_bind(format!("{year:04}-%"));
        }
        sql.push(" ORDER BY m");
        self.reads.run(|conn| sql.all(conn))
    }
}

#[cfg(test)]
mod tests {
    use super::escape_like;

    #[test]
    fn like_wildcards_in_search_words_are_literal() {
        assert_eq!(escape_like("50%_off"), "50\\%\\_off");
    }
}
