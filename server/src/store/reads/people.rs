//! The university's people: employees by type and group, graduates, volunteers.

use super::Order;
use super::{Page, Window, push_visible};
use crate::lang::Tr;
use crate::store::sql::{Sql, read_row};
use crate::store::{Store, StoreError, Visibility};

#[derive(Debug)]
pub struct EmployeeRow {
    pub id: i64,
    pub kind: String,
    pub name: Tr,
    pub position: Tr,
    pub degree: Tr,
    pub photo: Option<String>,
    pub email: String,
    pub phone: String,
    pub bio: Tr,
    pub school: Option<i64>,
    pub group: Option<i64>,
}
read_row!(EmployeeRow {
    id,
    kind = "type",
    name,
    position,
    degree,
    photo,
    email,
    phone,
    bio,
    school,
    group
});

#[derive(Debug)]
pub struct GraduateRow {
    pub id: i64,
    pub name: Tr,
    pub desc: Tr,
    pub school: Option<i64>,
    pub year: i64,
    pub photo: Option<String>,
    pub video_link: Option<String>,
}
read_row!(GraduateRow {
    id,
    name,
    desc,
    school,
    year,
    photo,
    video_link
});

#[derive(Debug)]
pub struct VolunteerRow {
    pub id: i64,
    pub name: Tr,
    pub desc: Tr,
    pub group: Option<i64>,
    pub photo: Option<String>,
}
read_row!(VolunteerRow {
    id,
    name,
    desc,
    group,
    photo
});

const EMPLOYEE_SELECT: &str =
    r#"SELECT t.id, t."type", t.name, t.position, t.degree, t.photo, t.email, t.phone, t.bio, t.school, t."group""#;

impl Store {
    /// A page of the employees of one type (of one school's, when `school` is given), in the
    /// order the staff set or its reverse.
    #[tracing::instrument(skip(self))]
    pub async fn employees(
        &self,
        visibility: Visibility,
        kind: &str,
        school: Option<i64>,
        order: Order,
        window: Window,
    ) -> Result<Page<EmployeeRow>, StoreError> {
        let order = order.sql();
        self.read_page(
            EMPLOYEE_SELECT,
            |sql: &mut Sql, _| {
                push_visible(sql, "employees", visibility)
                    .push(r#" AND t."type" = "#)
                    .push_bind(kind);
                if let Some(school) = school {
                    sql.push(" AND t.school = ").push_bind(school);
                }
            },
            &format!("t.sort_order {order}, t.id {order}"),
            window,
        )
        .await
    }

    /// The employees of one employee group; None when there is no such group.
    #[tracing::instrument(skip(self))]
    pub async fn employee_group(
        &self,
        visibility: Visibility,
        group: i64,
    ) -> Result<Option<Vec<EmployeeRow>>, StoreError> {
        let found: Option<i64> = self
            .row(
                Sql::new(
                    "SELECT h.id FROM handbook_items h WHERE h.handbook = 'employee-groups' AND h.id = ?
             AND (h.published OR ?)",
                )
                .bind(group)
                .bind(visibility.drafts()),
            )
            .await?;
        if found.is_none() {
            return Ok(None);
        }
        let employees = self
            .rows(
                Sql::new(format!(
                    r#"{EMPLOYEE_SELECT} FROM employees t WHERE t."group" = ? AND (t.published OR ?)
               ORDER BY t.sort_order, t.id"#
                ))
                .bind(group)
                .bind(visibility.drafts()),
            )
            .await?;
        Ok(Some(employees))
    }

    /// Graduates' stories, optionally of one school.
    #[tracing::instrument(skip(self))]
    pub async fn graduates(&self, visibility: Visibility, school: Option<i64>) -> Result<Vec<GraduateRow>, StoreError> {
        let mut sql = Sql::new(
            r#"SELECT t.id, t.name, t."desc", t.school, t.year, t.photo, t.video_link FROM graduates t
               WHERE (t.published OR "#,
        );
        sql.push_bind(visibility.drafts()).push(")");
        if let Some(school) = school {
            sql.push(" AND t.school = ").push_bind(school);
        }
        sql.push(" ORDER BY t.sort_order, t.id");
        self.rows(sql).await
    }

    #[tracing::instrument(skip(self))]
    pub async fn volunteers(&self, visibility: Visibility) -> Result<Vec<VolunteerRow>, StoreError> {
        self.visible_rows(
            r#"SELECT t.id, t.name, t."desc", t."group", t.photo FROM volunteers t
               WHERE (t.published OR ?) ORDER BY t.sort_order, t.id"#,
            visibility,
        )
        .await
    }
}
