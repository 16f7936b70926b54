//! What the visitors' forms may name: a school, book, vacancy, programme or handbook entry that
//! the site shows. A draft (or a programme of a draft school) is no choice, as a visitor sees it.

use crate::store::Store;

/// A kind of item a form field names.
#[derive(Debug, Clone, Copy)]
pub enum Choice<'a> {
    School,
    Book,
    Vacancy,
    Program,
    /// An entry of the handbook with this name (`departments`, `direction`, …).
    Handbook(&'a str),
}

impl Store {
    /// Whether `id` is a published item of `choice`.
    pub async fn offers(&self, choice: Choice<'_>, id: i64) -> sqlx::Result<bool> {
        let sql = match choice {
            Choice::School => "SELECT 1 FROM schools t WHERE t.id = ? AND t.published = 1",
            Choice::Book => "SELECT 1 FROM books t WHERE t.id = ? AND t.published = 1",
            Choice::Vacancy => "SELECT 1 FROM vacancies t WHERE t.id = ? AND t.published = 1",
            Choice::Program => {
                "SELECT 1 FROM programs t JOIN schools s ON s.id = t.school
                 WHERE t.id = ? AND t.published = 1 AND s.published = 1"
            }
            Choice::Handbook(_) => {
                "SELECT 1 FROM handbook_items t WHERE t.id = ? AND t.published = 1 AND t.handbook = ?"
            }
        };
        let mut query = sqlx::query_scalar::<_, i64>(sql).bind(id);
        if let Choice::Handbook(handbook) = choice {
            query = query.bind(handbook);
        }
        Ok(query.fetch_optional(&self.db).await?.is_some())
    }

    /// The direction a published service belongs to: None when there is no such service.
    pub async fn service_direction(&self, service: i64) -> sqlx::Result<Option<Option<i64>>> {
        sqlx::query_scalar(
            "SELECT t.parent FROM handbook_items t WHERE t.handbook = 'service' AND t.id = ? AND t.published = 1",
        )
        .bind(service)
        .fetch_optional(&self.db)
        .await
    }
}
