//! Student life: its sections, organisations, awards, sports clubs, events and vacancies.

use time::PrimitiveDateTime;

use super::{Page, Window, push_visible};
use crate::html::SafeHtml;
use crate::lang::Tr;
use crate::store::sql::{Sql, read_row};
use crate::store::{Store, StoreError, Visibility};

#[derive(Debug)]
pub struct StudentLifeRow {
    pub id: i64,
    pub slug: String,
    pub title: Tr,
    pub desc: Tr,
    pub image: Option<String>,
}
read_row!(StudentLifeRow {
    id,
    slug,
    title,
    desc,
    image
});

#[derive(Debug)]
pub struct OrganizationRow {
    pub id: i64,
    pub title: Tr,
    pub desc: Tr,
    pub logo: Option<String>,
    pub leader: Tr,
    pub email: String,
}
read_row!(OrganizationRow {
    id,
    title,
    desc,
    logo,
    leader,
    email
});

#[derive(Debug)]
pub struct AwardRow {
    pub id: i64,
    pub title: Tr,
    pub desc: Tr,
    pub year: i64,
    pub image: Option<String>,
}
read_row!(AwardRow {
    id,
    title,
    desc,
    year,
    image
});

#[derive(Debug)]
pub struct SportsClubRow {
    pub id: i64,
    pub title: Tr,
    pub desc: Tr,
    pub schedule: Tr,
    pub coach: Tr,
    pub image: Option<String>,
}
read_row!(SportsClubRow {
    id,
    title,
    desc,
    schedule,
    coach,
    image
});

#[derive(Debug)]
pub struct EventRow {
    pub id: i64,
    pub title: Tr,
    pub desc: Tr,
    pub place: Tr,
    pub starts_at: String,
    pub image: Option<String>,
}
read_row!(EventRow {
    id,
    title,
    desc,
    place,
    starts_at,
    image
});

#[derive(Debug)]
pub struct VacancyRow {
    pub id: i64,
    pub department: i64,
    pub title: Tr,
    pub desc: SafeHtml,
    pub employment: Tr,
    pub salary: Tr,
    pub published_at: String,
}
read_row!(VacancyRow {
    id,
    department,
    title,
    desc,
    employment,
    salary,
    published_at
});

/// A department of the university: an item of the departments handbook with its details.
#[derive(Debug)]
pub struct DepartmentRow {
    pub id: i64,
    pub title: Tr,
    pub desc: Tr,
    /// Who heads it.
    pub head: Tr,
    pub email: String,
    pub phone: String,
    /// Its open vacancies.
    pub vacancies: i64,
}
read_row!(DepartmentRow {
    id,
    title,
    desc,
    head,
    email,
    phone,
    vacancies
});

const EVENT_SELECT: &str = r#"SELECT t.id, t.title, t."desc", t.place, t.starts_at, t.image FROM events t"#;

impl Store {
    #[tracing::instrument(skip(self))]
    pub async fn student_lives(&self, visibility: Visibility) -> Result<Vec<StudentLifeRow>, StoreError> {
        self.visible_rows(
            r#"SELECT t.id, t.slug, t.title, t."desc", t.image FROM student_lives t
               WHERE (t.published OR ?) ORDER BY t.sort_order, t.id"#,
            visibility,
        )
        .await
    }

    #[tracing::instrument(skip(self))]
    pub async fn organizations(&self, visibility: Visibility) -> Result<Vec<OrganizationRow>, StoreError> {
        self.visible_rows(
            r#"SELECT t.id, t.title, t."desc", t.logo, t.leader, t.email FROM organizations t
               WHERE (t.published OR ?) ORDER BY t.sort_order, t.id"#,
            visibility,
        )
        .await
    }

    /// The newest first.
    #[tracing::instrument(skip(self))]
    pub async fn awards(&self, visibility: Visibility) -> Result<Vec<AwardRow>, StoreError> {
        self.visible_rows(
            r#"SELECT t.id, t.title, t."desc", t.year, t.image FROM awards t
               WHERE (t.published OR ?) ORDER BY t.year DESC, t.sort_order, t.id"#,
            visibility,
        )
        .await
    }

    #[tracing::instrument(skip(self))]
    pub async fn sports_clubs(&self, visibility: Visibility) -> Result<Vec<SportsClubRow>, StoreError> {
        self.visible_rows(
            r#"SELECT t.id, t.title, t."desc", t.schedule, t.coach, t.image FROM sports_clubs t
               WHERE (t.published OR ?) ORDER BY t.sort_order, t.id"#,
            visibility,
        )
        .await
    }

    /// Every event, the newest first.
    #[tracing::instrument(skip(self))]
    pub async fn events(&self, visibility: Visibility) -> Result<Vec<EventRow>, StoreError> {
        self.visible_rows(
            &format!("{EVENT_SELECT} WHERE (t.published OR ?) ORDER BY t.starts_at DESC, t.id"),
            visibility,
        )
        .await
    }

    /// Events that started before `now` (the university's time), the most recent first.
    #[tracing::instrument(skip(self))]
    pub async fn past_events(
        &self,
        visibility: Visibility,
        now: PrimitiveDateTime,
    ) -> Result<Vec<EventRow>, StoreError> {
        self.rows(
            Sql::new(format!(
                "{EVENT_SELECT} WHERE (t.published OR ?) AND t.starts_at < ? ORDER BY t.starts_at DESC, t.id"
            ))
            .bind(visibility.drafts())
            .bind(now),
        )
        .await
    }

    /// Events starting at `now` or later, the soonest first.
    #[tracing::instrument(skip(self))]
    pub async fn upcoming_events(
        &self,
        visibility: Visibility,
        now: PrimitiveDateTime,
    ) -> Result<Vec<EventRow>, StoreError> {
        self.rows(
            Sql::new(format!(
                "{EVENT_SELECT} WHERE (t.published OR ?) AND t.starts_at >= ? ORDER BY t.starts_at, t.id"
            ))
            .bind(visibility.drafts())
            .bind(now),
        )
        .await
    }

    /// Vacancies, the newest first; `department` keeps one department's.
    #[tracing::instrument(skip(self))]
    pub async fn vacancies(
        &self,
        visibility: Visibility,
        department: Option<i64>,
        window: Window,
    ) -> Result<Page<VacancyRow>, StoreError> {
        self.read_page(
            r#"SELECT t.id, t.department, t.title, t."desc", t.employment, t.salary, t.published_at"#,
            |sql: &mut Sql, _| {
                push_visible(sql, "vacancies", visibility);
                if let Some(department) = department {
                    sql.push(" AND t.department = ").push_bind(department);
                }
            },
            "t.published_at DESC, t.id DESC",
            window,
        )
        .await
    }

    /// The university's departments (the departments handbook) with their details and how many
    /// vacancies each has open, in the staff's order.
    #[tracing::instrument(skip(self))]
    pub async fn departments(&self, visibility: Visibility) -> Result<Vec<DepartmentRow>, StoreError> {
        self.rows(
            Sql::new(
                r#"SELECT h.id, h.title, h."desc", h.head, h.email, h.phone,
                      (SELECT COUNT(*) FROM vacancies v
                        WHERE v.department = h.id AND (v.published OR ?)) AS vacancies
               FROM handbook_items h
               WHERE h.handbook = 'departments' AND (h.published OR ?)
               ORDER BY h.sort_order, h.id"#,
            )
            .bind(visibility.drafts())
            .bind(visibility.drafts()),
        )
        .await
    }
}
