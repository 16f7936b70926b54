//! Studying at the university: programmes and their filters, FAQ, grants, partner universities
//! and companies, ratings, admission stages.

use super::{Page, TitleRow, Window, push_visible};
use crate::html::SafeHtml;
use crate::lang::{Lang, Tr};
use crate::store::backend::{Database, Transaction};
use crate::store::cards::{self, CardRow};
use crate::store::sql::{JoinedIds, Sql, read_row};
use crate::store::{Store, StoreError, Visibility};

#[derive(Debug)]
pub struct QuestionRow {
    pub id: i64,
    pub question: Tr,
    pub answer: SafeHtml,
}
read_row!(QuestionRow { id, question, answer });

#[derive(Debug)]
pub struct GrantRow {
    pub id: i64,
    pub slug: String,
    pub kind: i64,
    pub title: Tr,
    pub desc: Tr,
    pub amount: Tr,
    pub deadline: String,
    pub image: Option<String>,
}
read_row!(GrantRow { id, slug, kind = "type", title, desc, amount, deadline, image });

#[derive(Debug)]
pub struct UniversityRow {
    pub id: i64,
    pub title: Tr,
    pub country: Tr,
    pub country_code: String,
    pub city: Tr,
    pub group: Option<i64>,
    pub logo: Option<String>,
    pub url: String,
    pub programs: Tr,
}
read_row!(UniversityRow {
    id,
    title,
    country,
    country_code,
    city,
    group,
    logo,
    url,
    programs
});

#[derive(Debug)]
pub struct PartnerRow {
    pub id: i64,
    pub title: Tr,
    pub logo: Option<String>,
    pub url: String,
}
read_row!(PartnerRow { id, title, logo, url });

#[derive(Debug)]
pub struct RatingRow {
    pub id: i64,
    pub title: Tr,
    pub desc: Tr,
    pub year: i64,
    pub place: Tr,
    pub image: Option<String>,
}
read_row!(RatingRow {
    id,
    title,
    desc,
    year,
    place,
    image
});

#[derive(Debug)]
pub struct AdmissionStageRow {
    pub id: i64,
    pub title: Tr,
    pub desc: Tr,
    pub starts: String,
    pub ends: String,
}
read_row!(AdmissionStageRow {
    id,
    title,
    desc,
    starts,
    ends
});

/// A programme as a list shows it: no description (only its own page shows that).
#[derive(Debug)]
pub struct ProgramRow {
    pub id: i64,
    pub slug: String,
    pub education: String,
    pub school: i64,
    pub code: String,
    pub title: Tr,
    pub image: Option<String>,
    pub credits: i64,
    pub price: Tr,
    /// The ids of the programme's filter values, in no order.
    pub filter_values: JoinedIds,
}

read_row!(ProgramRow {
    id,
    slug,
    education,
    school,
    code,
    title,
    image,
    credits,
    price,
    filter_values
});

#[derive(Debug)]
pub struct ProgramDetailRow {
    pub card: ProgramRow,
    pub desc: Tr,
}

read_row!(ProgramDetailRow { ..card: ProgramRow, desc });

/// A filter value and the filter (`dimension`) it belongs to.
#[derive(Debug)]
pub struct ProgramFilterRow {
    pub dimension: String,
    pub id: i64,
    pub title: Tr,
}
read_row!(ProgramFilterRow { dimension, id, title });

/// Which programmes a list keeps: every condition given.
#[derive(Debug, Default)]
pub struct ProgramFilter {
    /// bachelor, master or doctoral.
    pub education: Option<&'static str>,
    pub school: Option<i64>,
    /// Filter values (of any dimension) a programme must all have.
    pub values: Vec<i64>,
    /// Only the programme of this id.
    pub id: Option<i64>,
}

const GRANT_SELECT: &str =
    r#"SELECT t.id, t.slug, t."type", t.title, t."desc", t.amount, t.deadline, t.image FROM grants t"#;

/// The columns of a `ProgramRow`, and where they come from: programmes with their school, which
/// must be seen too. Each row carries its filter values' ids as one text, `filter_values` (the
/// backend's `joined_ids` of `f."value"`): the database joins them for less than it cost to hand a
/// row per (programme, value) pair over to Rust (the demo's 212 pairs were a quarter of an
/// uncached list; the whole list takes 4 % fewer instructions now).
fn program_columns(database: &dyn Database) -> String {
    format!(
        "SELECT t.id, t.slug, t.education, t.school, t.code, t.title, t.image, t.credits, t.price, \
         (SELECT {} FROM program_filters f WHERE f.program = t.id) AS filter_values",
        database.joined_ids(r#"f."value""#)
    )
}

/// The filter values seen, their visibility bound to `(v.published OR ?)`, in their order.
const PROGRAM_FILTERS: &str = "SELECT v.dimension, v.id, v.title FROM program_filter_values v
    WHERE (v.published OR ?) ORDER BY v.sort_order, v.id";

/// `select` (the columns), from the programmes that pass `filter` and are seen with
/// `visibility`, by school and in the order the staff set.
fn programs_sql(select: &str, visibility: Visibility, filter: &ProgramFilter) -> Sql {
    let mut sql = Sql::new(select);
    push_visible_programs(&mut sql, visibility);
    if let Some(education) = filter.education {
        sql.push(" AND t.education = ").push_bind(education);
    }
    if let Some(school) = filter.school {
        sql.push(" AND t.school = ").push_bind(school);
    }
    if let Some(id) = filter.id {
        sql.push(" AND t.id = ").push_bind(id);
    }
    for &value in &filter.values {
        sql.push(r#" AND EXISTS (SELECT 1 FROM program_filters f WHERE f.program = t.id AND f."value" = "#)
            .push_bind(value)
            .push(")");
    }
    sql.push(" ORDER BY s.sort_order, s.id, t.sort_order, t.id");
    sql
}

/// Every programme (drafts too), or the one `only` names, read in `tx`: the rows their stored
/// cards are made from.
pub(in crate::store) async fn all_programs_on(
    database: &dyn Database,
    tx: &mut Box<dyn Transaction>,
    only: Option<i64>,
) -> Result<Vec<ProgramRow>, StoreError> {
    let mut sql = Sql::new(program_columns(database));
    sql.push(" FROM programs t JOIN schools s ON s.id = t.school");
    if let Some(id) = only {
        sql.push(" WHERE t.id = ").push_bind(id);
    }
    sql.push(" ORDER BY s.sort_order, s.id, t.sort_order, t.id");
    sql.all(tx).await
}

/// The filter values seen with `visibility`, in their order, read in `tx`.
pub(in crate::store) async fn program_filters_on(
    tx: &mut Box<dyn Transaction>,
    visibility: Visibility,
) -> Result<Vec<ProgramFilterRow>, StoreError> {
    Sql::new(PROGRAM_FILTERS).bind(visibility.drafts()).all(tx).await
}

/// `FROM` the programmes `t` and their schools `s`, `WHERE` both are seen.
fn push_visible_programs(sql: &mut Sql, visibility: Visibility) {
    sql.push(" FROM programs t JOIN schools s ON s.id = t.school WHERE (t.published OR ")
        .push_bind(visibility.drafts())
        .push(") AND (s.published OR ")
        .push_bind(visibility.drafts())
        .push(")");
}

impl Store {
    /// A FAQ category.
    #[tracing::instrument(skip(self))]
    pub async fn question_category(&self, visibility: Visibility, id: i64) -> Result<Option<TitleRow>, StoreError> {
        let mut sql = Sql::new("SELECT t.id, t.title ");
        push_visible(&mut sql, "question_categories", visibility)
            .push(" AND t.id = ")
            .push_bind(id);
        self.row(sql).await
    }

    /// A page of the questions of a FAQ category; None when there is no such category.
    #[tracing::instrument(skip(self))]
    pub async fn questions(
        &self,
        visibility: Visibility,
        category: i64,
        window: Window,
    ) -> Result<Option<Page<QuestionRow>>, StoreError> {
        if self.question_category(visibility, category).await?.is_none() {
            return Ok(None);
        }
        let page = self
            .read_page(
                "SELECT t.id, t.question, t.answer",
                |sql: &mut Sql, _| {
                    push_visible(sql, "questions", visibility)
                        .push(" AND t.category = ")
                        .push_bind(category);
                },
                "t.sort_order, t.id",
                window,
            )
            .await?;
        Ok(Some(page))
    }

    /// Grants and discounts, optionally of one grant type.
    #[tracing::instrument(skip(self))]
    pub async fn grants(&self, visibility: Visibility, kind: Option<i64>) -> Result<Vec<GrantRow>, StoreError> {
        let mut sql = Sql::new(GRANT_SELECT);
        sql.push(" WHERE (t.published OR ")
            .push_bind(visibility.drafts())
            .push(")");
        if let Some(kind) = kind {
            sql.push(r#" AND t."type" = "#).push_bind(kind);
        }
        sql.push(" ORDER BY t.sort_order, t.id");
        self.rows(sql).await
    }

    /// A grant by its slug or its id.
    #[tracing::instrument(skip(self))]
    pub async fn grant(&self, visibility: Visibility, slug_or_id: &str) -> Result<Option<GrantRow>, StoreError> {
        self.row(
            Sql::new(format!(
                "{GRANT_SELECT} WHERE (t.slug = ? OR CAST(t.id AS TEXT) = ?) AND (t.published OR ?)"
            ))
            .bind(slug_or_id)
            .bind(slug_or_id)
            .bind(visibility.drafts()),
        )
        .await
    }

    /// Partner universities, optionally of one country (ISO code) or university group.
    #[tracing::instrument(skip(self))]
    pub async fn universities(
        &self,
        visibility: Visibility,
        country_code: Option<&str>,
        group: Option<i64>,
    ) -> Result<Vec<UniversityRow>, StoreError> {
        let mut sql = Sql::new(
            r#"SELECT t.id, t.title, t.country, t.country_code, t.city, t."group", t.logo, t.url, t.programs
               FROM universities t WHERE (t.published OR "#,
        );
        sql.push_bind(visibility.drafts()).push(")");
        if let Some(country_code) = country_code {
            sql.push(" AND t.country_code = ").push_bind(country_code);
        }
        if let Some(group) = group {
            sql.push(r#" AND t."group" = "#).push_bind(group);
        }
        sql.push(" ORDER BY t.sort_order, t.id");
        self.rows(sql).await
    }

    /// A page of the partner companies.
    #[tracing::instrument(skip(self))]
    pub async fn partners(&self, visibility: Visibility, window: Window) -> Result<Page<PartnerRow>, StoreError> {
        self.read_page(
            "SELECT t.id, t.title, t.logo, t.url",
            |sql: &mut Sql, _| {
                push_visible(sql, "partners", visibility);
            },
            "t.sort_order, t.id",
            window,
        )
        .await
    }

    /// A page of the rankings, newest first.
    #[tracing::instrument(skip(self))]
    pub async fn ratings(&self, visibility: Visibility, window: Window) -> Result<Page<RatingRow>, StoreError> {
        self.read_page(
            r#"SELECT t.id, t.title, t."desc", t.year, t.place, t.image"#,
            |sql: &mut Sql, _| {
                push_visible(sql, "ratings", visibility);
            },
            "t.year DESC, t.sort_order, t.id",
            window,
        )
        .await
    }

    /// The stages of the admission campaign, in order.
    #[tracing::instrument(skip(self))]
    pub async fn admission_stages(&self, visibility: Visibility) -> Result<Vec<AdmissionStageRow>, StoreError> {
        self.visible_rows(
            r#"SELECT t.id, t.title, t."desc", t.starts, t.ends FROM admission_stages t
               WHERE (t.published OR ?) ORDER BY t.sort_order, t.id"#,
            visibility,
        )
        .await
    }

    /// Programmes that pass `filter`, by school and in the order the staff set.
    #[tracing::instrument(skip(self))]
    pub async fn programs(
        &self,
        visibility: Visibility,
        filter: &ProgramFilter,
    ) -> Result<Vec<ProgramRow>, StoreError> {
        let select = program_columns(self.database());
        self.rows(programs_sql(&select, visibility, filter)).await
    }

    /// The public programmes that pass `filter`, as their cards stored in `lang`, in the order of
    /// `programs`.
    #[tracing::instrument(skip(self))]
    pub async fn program_cards(&self, lang: Lang, filter: &ProgramFilter) -> Result<Vec<CardRow>, StoreError> {
        let select = format!("SELECT t.{} AS card", cards::column(lang));
        self.rows(programs_sql(&select, Visibility::Public, filter)).await
    }

    /// A programme by its slug.
    #[tracing::instrument(skip(self))]
    pub async fn program(&self, visibility: Visibility, slug: &str) -> Result<Option<ProgramDetailRow>, StoreError> {
        let mut sql = Sql::new(program_columns(self.database()));
        sql.push(r#", t."desc""#);
        push_visible_programs(&mut sql, visibility);
        sql.push(" AND t.slug = ").push_bind(slug);
        self.row(sql).await
    }

    /// The filter values that are seen, in their order.
    #[tracing::instrument(skip(self))]
    pub async fn program_filters(&self, visibility: Visibility) -> Result<Vec<ProgramFilterRow>, StoreError> {
        self.visible_rows(PROGRAM_FILTERS, visibility).await
    }

    /// The schools that have programmes (of the level `education`, when given).
    #[tracing::instrument(skip(self))]
    pub async fn program_schools(
        &self,
        visibility: Visibility,
        education: Option<&'static str>,
    ) -> Result<Vec<TitleRow>, StoreError> {
        let education = education.unwrap_or_default();
        self.rows(
            Sql::new(
                "SELECT s.id, s.title FROM schools s WHERE (s.published OR ?) AND EXISTS (
                SELECT 1 FROM programs p WHERE p.school = s.id AND (p.published OR ?)
                AND (? = '' OR p.education = ?))
             ORDER BY s.sort_order, s.id",
            )
            .bind(visibility.drafts())
            .bind(visibility.drafts())
            .bind(education)
            .bind(education),
        )
        .await
    }

    /// The values of one programme filter (language, period, subject, form) that programmes (of
    /// the level `education`, when given) have.
    #[tracing::instrument(skip(self))]
    pub async fn program_filter_values(
        &self,
        visibility: Visibility,
        dimension: &str,
        education: Option<&'static str>,
    ) -> Result<Vec<TitleRow>, StoreError> {
        let education = education.unwrap_or_default();
        self.rows(
            Sql::new(
                r#"SELECT v.id, v.title FROM program_filter_values v
             WHERE v.dimension = ? AND (v.published OR ?) AND EXISTS (
                SELECT 1 FROM program_filters f JOIN programs p ON p.id = f.program JOIN schools s ON s.id = p.school
                WHERE f."value" = v.id AND (p.published OR ?) AND (s.published OR ?)
                AND (? = '' OR p.education = ?))
             ORDER BY v.sort_order, v.id"#,
            )
            .bind(dimension)
            .bind(visibility.drafts())
            .bind(visibility.drafts())
            .bind(visibility.drafts())
            .bind(education)
            .bind(education),
        )
        .await
    }
}
