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
    pub fn offers(&self, choice: Choice<'_>, id: i64) -> rusqlite::Result<bool> {
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
        let found: Option<i64> = match choice {
            Choice::Handbook(handbook) => self.row(sql, (id, handbook))?,
            _ => self.row(sql, [id])?,
        };
        Ok(found.is_some())
    }

    /// The direction a published service belongs to: None when there is no such service.
    pub fn service_direction(&self, service: i64) -> rusqlite::Result<Option<Option<i64>>> {
        self.row(
            "SELECT t.parent FROM handbook_items t WHERE t.handbook = 'service' AND t.id = ? AND t.published = 1",
            [service],
        )
    }
}
