//! What the visitors' forms may name: a school, book, vacancy, programme or handbook entry that
//! the site shows. A draft (or a programme of a draft school) is no choice, as a visitor sees it.

use crate::store::sql::Sql;
use crate::store::{Store, StoreError};

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
    pub async fn offers(&self, choice: Choice<'_>, id: i64) -> Result<bool, StoreError> {
        let sql = match choice {
            Choice::School => Sql::new("SELECT 1 FROM schools t WHERE t.id = ? AND t.published").bind(id),
            Choice::Book => Sql::new("SELECT 1 FROM books t WHERE t.id = ? AND t.published").bind(id),
            Choice::Vacancy => Sql::new("SELECT 1 FROM vacancies t WHERE t.id = ? AND t.published").bind(id),
            Choice::Program => Sql::new(
                "SELECT 1 FROM programs t JOIN schools s ON s.id = t.school
                 WHERE t.id = ? AND t.published AND s.published",
            )
            .bind(id),
            Choice::Handbook(handbook) => {
                Sql::new("SELECT 1 FROM handbook_items t WHERE t.id = ? AND t.published AND t.handbook = ?")
                    .bind(id)
                    .bind(handbook)
            }
        };
        let found: Option<i64> = self.row(sql).await?;
        Ok(found.is_some())
    }

    /// The direction a published service belongs to: None when there is no such service.
    pub async fn service_direction(&self, service: i64) -> Result<Option<Option<i64>>, StoreError> {
        let sql =
            Sql::new("SELECT t.parent FROM handbook_items t WHERE t.handbook = 'service' AND t.id = ? AND t.published");
        self.row(sql.bind(service)).await
    }
}
