//! The reads of the public site, one module per domain: the rows the tables hold, read in the
//! order the site shows them and seen with a `Visibility` (drafts only in a staff preview). Each
//! is a `Sql` run on the store's `Database` outside any transaction (on SQLite, on the thread that
//! asks), its rows read by position with `read_row!`.
//!
//! Every top-level content table has `published`; a read keeps `(t.published OR ?)` with
//! `Visibility::drafts` bound, and so does every join that shows or requires another item (a news
//! item's school, a programme's school, the project of an activity). Child rows (blocks, their
//! items, activities, filter and scientist links) have no flag of their own: they are reached only
//! through a parent that is visible.

mod campus;
mod choices;
mod content;
mod education;
mod library;
mod media;
mod news;
mod pages;
mod people;
mod science;
mod search;
mod site;

use super::{Store, StoreError, Visibility};
use crate::store::sql::{ReadRow, Row, Sql, read_row};

use serde::Deserialize;
use utoipa::ToSchema;

pub use campus::{AwardRow, DepartmentRow, EventRow, OrganizationRow, SportsClubRow, StudentLifeRow, VacancyRow};
pub use choices::Choice;
pub use content::{DualProgramRow, HandbookItemRow, SchoolRow, TimelineRow};
pub use education::{
    AdmissionStageRow, GrantRow, PartnerRow, ProgramDetailRow, ProgramFilter, ProgramFilterRow, ProgramRow,
    QuestionRow, RatingRow, UniversityRow,
};
pub(in crate::store) use education::{all_programs_on, program_filters_on};
pub use library::{BookRow, DocumentRow, FaqRow, WebinarRow};
pub use media::MediaFilter;
pub use news::{NewsDetailRow, NewsFilter, NewsRow};
pub(in crate::store) use news::{NewsOf, all_news_on};
pub use pages::{BlockItemRow, BlockRow, BlockRows, MenuRow, PageRow};
pub use people::{EmployeeRow, GraduateRow, VolunteerRow};
pub use science::{
    ActivityRow, AnnouncementRow, OlympiadResultRow, PartnerProjectRow, ProjectPartnerRow, ProjectRow, ProviderRow,
    PublicationRow, ResearchTeamRow, ScienceGrantRow, ScientistRow, SdgRow,
};
pub use search::{DocumentText, EmployeeText, Ids, NewsText, PageText, RecordText};
pub use site::{HeadRow, Record};

/// An item's id and title: a question category, a filter's value, a school as a filter offers it.
#[derive(Debug)]
pub struct TitleRow {
    pub id: i64,
    pub title: crate::lang::Tr,
}
read_row!(TitleRow { id, title });

/// Which rows of a list a page holds: page `number` (from 1) of `size` rows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Window {
    pub number: u32,
    pub size: u32,
}

impl Window {
    pub fn offset(self) -> i64 {
        i64::from(self.number.max(1) - 1) * i64::from(self.size)
    }
}

/// One page of a list: its rows, and how many rows the whole list has.
#[derive(Debug)]
pub struct Page<T> {
    pub rows: Vec<T>,
    pub total: u64,
    pub window: Window,
}

/// What a list's `FROM … WHERE …` is pushed for. The count leaves out a join that only adds
/// columns (a LEFT JOIN on a key): it cannot change how many rows there are, and with it SQLite
/// reads every row of the list and joins it (2 ms for 3,000 news, against 60 µs without).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum ListPart {
    Rows,
    Count,
}

impl Store {
    /// Every row of `sql`.
    async fn rows<T: ReadRow + Send>(&self, sql: Sql) -> Result<Vec<T>, StoreError> {
        sql.all(self.database()).await
    }

    /// The first row of `sql`, if there is one.
    async fn row<T: ReadRow + Send>(&self, sql: Sql) -> Result<Option<T>, StoreError> {
        sql.first(self.database()).await
    }

    /// Every row `sql` reads, its one bind being `(t.published OR ?)`'s.
    async fn visible_rows<T: ReadRow + Send>(&self, sql: &str, visibility: Visibility) -> Result<Vec<T>, StoreError> {
        self.rows(Sql::new(sql).bind(visibility.drafts())).await
    }

    /// The page `window` of `select` + `from` (the `FROM … WHERE …` part with its binds, pushed
    /// by `from` for the count and for the rows, so that they share it) in `order_by` order. One
    /// query: the rows carry the whole list's count (a subquery SQLite runs once; a window
    /// `COUNT(*) OVER ()` would read every row of the list in full, and took twice as long); the
    /// list is counted on its own only for a page past its end, which has no row to carry it.
    async fn read_page<T: ReadRow + Send>(
        &self,
        select: &str,
        from: impl Fn(&mut Sql, ListPart),
        order_by: &str,
        window: Window,
    ) -> Result<Page<T>, StoreError> {
        let count = |sql: &mut Sql| {
            sql.push("SELECT COUNT(*) ");
            from(sql, ListPart::Count);
        };
        let mut sql = Sql::new(select);
        sql.push(", (");
        count(&mut sql);
        sql.push(") AS list_total ");
        from(&mut sql, ListPart::Rows);
        sql.push(" ORDER BY ")
            .push(order_by)
            .push_limit(window.size, window.offset());
        let counted: Vec<Counted<T>> = sql.all(self.database()).await?;
        let total = match counted.first() {
            Some(first) => first.total,
            None if window.offset() == 0 => 0,
            None => {
                let mut sql = Sql::default();
                count(&mut sql);
                sql.first::<i64>(self.database()).await?.unwrap_or_default()
            }
        };
        Ok(Page {
            rows: counted.into_iter().map(|counted| counted.row).collect(),
            total: u64::try_from(total).unwrap_or_default(),
            window,
        })
    }
}

/// `FROM {table} t WHERE` the rows `visibility` sees: a list's `from` for [`Store::read_page`].
fn push_visible<'s>(sql: &'s mut Sql, table: &str, visibility: Visibility) -> &'s mut Sql {
    sql.push("FROM ")
        .push(table)
        .push(" t WHERE (t.published OR ")
        .push_bind(visibility.drafts())
        .push(")")
}

/// A row of a page and the count of the whole list it is from.
struct Counted<T> {
    row: T,
    total: i64,
}

impl<T: ReadRow> ReadRow for Counted<T> {
    const COLUMNS: usize = T::COLUMNS + 1;
    fn read_at(row: &dyn Row, first: usize) -> Result<Self, StoreError> {
        Ok(Counted {
            row: T::read_at(row, first)?,
            total: crate::store::sql::column(row, &mut (first + T::COLUMNS), "list_total")?,
        })
    }
}

/// The direction of a list's order as the staff set it.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Order {
    #[default]
    Asc,
    Desc,
}

impl Order {
    pub fn sql(self) -> &'static str {
        match self {
            Order::Asc => "ASC",
            Order::Desc => "DESC",
        }
    }
}

/// Who a block belongs to: the `owner_type` column.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Owner {
    Page,
    News,
    Grant,
    Program,
    Project,
    ScienceGrant,
    DualProgram,
    Sdg,
}

impl Owner {
    pub fn as_str(self) -> &'static str {
        match self {
            Owner::Page => "page",
            Owner::News => "news",
            Owner::Grant => "grant",
            Owner::Program => "program",
            Owner::Project => "project",
            Owner::ScienceGrant => "science-grant",
            Owner::DualProgram => "dual-program",
            Owner::Sdg => "sdg",
        }
    }

    /// The owner a page type's blocks belong to: most page types are pages, some stand for a
    /// record of their own list.
    pub fn of_page_type(kind: &str) -> Option<Owner> {
        Some(match kind {
            "static" | "school" | "education" | "student-life" | "science" | "business-advice" | "center"
            | "publication" => Owner::Page,
            "school-program" => Owner::Program,
            "project" => Owner::Project,
            "science-grant" => Owner::ScienceGrant,
            "dual-program" => Owner::DualProgram,
            "sdg" => Owner::Sdg,
            _ => return None,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::Window;

    #[test]
    fn a_window_skips_the_pages_before_it() {
        assert_eq!(Window { number: 1, size: 20 }.offset(), 0);
        assert_eq!(Window { number: 3, size: 20 }.offset(), 40);
    }
}
