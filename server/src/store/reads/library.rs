//! The library and the documents: books, webinars, document lists, and the FAQ-like lists of
//! certificates, purchases and methodological documents.

use super::{Page, Window, push_visible};
use crate::html::SafeHtml;
use crate::lang::Tr;
use crate::store::sql::{Sql, read_row};
use crate::store::{Store, StoreError, Visibility};

#[derive(Debug)]
pub struct BookRow {
    pub id: i64,
    pub title: Tr,
    pub author: Tr,
    pub year: i64,
    pub isbn: String,
    pub cover: Option<String>,
    pub desc: Tr,
}
read_row!(BookRow {
    id,
    title,
    author,
    year,
    isbn,
    cover,
    desc
});

#[derive(Debug)]
pub struct WebinarRow {
    pub id: i64,
    pub topic: Option<i64>,
    pub title: Tr,
    pub speaker: Tr,
    pub date: String,
    pub video_link: Option<String>,
    pub image: Option<String>,
}
read_row!(WebinarRow {
    id,
    topic,
    title,
    speaker,
    date,
    video_link,
    image
});

#[derive(Debug)]
pub struct DocumentRow {
    pub id: i64,
    pub title: Tr,
    pub date: String,
    pub file: String,
    pub size: i64,
}
read_row!(DocumentRow {
    id,
    title,
    date,
    file,
    size
});

#[derive(Debug)]
pub struct FaqRow {
    pub id: i64,
    pub year: Option<i64>,
    pub title: Tr,
    pub desc: SafeHtml,
}
read_row!(FaqRow { id, year, title, desc });

const FAQ_SELECT: &str = r#"SELECT t.id, t.year, t.title, t."desc""#;

impl Store {
    #[tracing::instrument(skip(self))]
    pub async fn books(&self, visibility: Visibility) -> Result<Vec<BookRow>, StoreError> {
        self.visible_rows(
            r#"SELECT t.id, t.title, t.author, t.year, t.isbn, t.cover, t."desc" FROM books t
               WHERE (t.published OR ?) ORDER BY t.sort_order, t.id"#,
            visibility,
        )
        .await
    }

    /// The webinars, the newest first.
    #[tracing::instrument(skip(self))]
    pub async fn webinars(&self, visibility: Visibility) -> Result<Vec<WebinarRow>, StoreError> {
        self.visible_rows(
            "SELECT t.id, t.topic, t.title, t.speaker, t.date, t.video_link, t.image FROM webinars t
             WHERE (t.published OR ?) ORDER BY t.date DESC, t.sort_order, t.id",
            visibility,
        )
        .await
    }

    /// A page of the documents of one list; None when there is no such list.
    #[tracing::instrument(skip(self))]
    pub async fn documents(
        &self,
        visibility: Visibility,
        list: i64,
        window: Window,
    ) -> Result<Option<Page<DocumentRow>>, StoreError> {
        let mut found = Sql::new("SELECT t.id ");
        push_visible(&mut found, "document_lists", visibility)
            .push(" AND t.id = ")
            .push_bind(list);
        if self.row::<i64>(found).await?.is_none() {
            return Ok(None);
        }
        let page = self
            .read_page(
                "SELECT t.id, t.title, t.date, t.file, t.size",
                |sql: &mut Sql, _| {
                    push_visible(sql, "documents", visibility)
                        .push(" AND t.list = ")
                        .push_bind(list);
                },
                "t.sort_order, t.id",
                window,
            )
            .await?;
        Ok(Some(page))
    }

    /// How to get certificates and transcripts.
    #[tracing::instrument(skip(self))]
    pub async fn certificates(&self, visibility: Visibility) -> Result<Vec<FaqRow>, StoreError> {
        self.visible_rows(
            &format!(
                "{FAQ_SELECT} FROM faqs t WHERE t.kind = 'certificates' AND (t.published OR ?)
             ORDER BY t.sort_order, t.id"
            ),
            visibility,
        )
        .await
    }

    /// The purchases, newest year first (those of no year last); `year` keeps one year.
    #[tracing::instrument(skip(self))]
    pub async fn purchases(&self, visibility: Visibility, year: Option<u16>) -> Result<Vec<FaqRow>, StoreError> {
        let mut sql = Sql::new(FAQ_SELECT);
        sql.push(" FROM faqs t WHERE t.kind = 'purchases' AND (t.published OR ")
            .push_bind(visibility.drafts())
            .push(")");
        if let Some(year) = year {
            sql.push(" AND t.year = ").push_bind(i64::from(year));
        }
        sql.push(" ORDER BY t.year DESC NULLS LAST, t.sort_order, t.id");
        self.rows(sql).await
    }

    /// A page of the methodological documents, newest year first (those of no year last); `year`
    /// keeps one year.
    #[tracing::instrument(skip(self))]
    pub async fn faq_documents(
        &self,
        visibility: Visibility,
        year: Option<u16>,
        window: Window,
    ) -> Result<Page<FaqRow>, StoreError> {
        self.read_page(
            FAQ_SELECT,
            |sql: &mut Sql, _| {
                push_visible(sql, "faqs", visibility).push(" AND t.kind = 'documents'");
                if let Some(year) = year {
                    sql.push(" AND t.year = ").push_bind(i64::from(year));
                }
            },
            "t.year DESC NULLS LAST, t.sort_order, t.id",
            window,
        )
        .await
    }
}
