//! The university's people: employees by type and group, graduates, volunteers.

use super::Order;
use super::{Page, Window, push_visible};
use crate::db::reads::{Sql, read_row};
use crate::lang::Tr;
use crate::store::{Store, Visibility};

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
    pub fn employees(
        &self,
        visibility: Visibility,
        kind: &str,
        school: Option<i64>,
        order: Order,
        window: Window,
    ) -> rusqlite::Result<Page<EmployeeRow>> {
        let order = order.sql();
        self.read_page(
            EMPLOYEE_SELECT,
            |sql: &mut Sql, _| {
                push_visible(sql, "employees", visibility)
                    .push(r#" AND t."type" = "#)
                    .push_bind(kind.to_owned());
                if let Some(school) = school {
                    sql.push(" AND t.school = ").push_bind(school);
                }
            },
            &format!("t.sort_order {order}, t.id {order}"),
            window,
        )
    }

    /// The employees of one employee group; None when there is no such group.
    #[tracing::instrument(skip(self))]
    pub fn employee_group(&self, visibility: Visibility, group: i64) -> rusqlite::Result<Option<Vec<EmployeeRow>>> {
        let found: Option<i64> = self.row(
            "SELECT h.id FROM handbook_items h WHERE h.handbook = 'employee-groups' AND h.id = ?
             AND (h.published = 1 OR ?)",
            (group, visibility.drafts()),
        )?;
        if found.is_none() {
            return Ok(None);
        }
        let employees = self.rows(
            &format!(
                r#"{EMPLOYEE_SELECT} FROM employees t WHERE t."group" = ? AND (t.published = 1 OR ?)
               ORDER BY t.sort_order, t.id"#
            ),
            (group, visibility.drafts()),
        )?;
        Ok(Some(employees))
    }

    /// Graduates' stories, optionally of one school.
    #[tracing::instrument(skip(self))]
    pub fn graduates(&self, visibility: Visibility, school: Option<i64>) -> rusqlite::Result<Vec<GraduateRow>> {
        let mut sql = Sql::new(
            r#"SELECT t.id, t.name, t."desc", t.school, t.year, t.photo, t.video_link FROM graduates t
               WHERE (t.published = 1 OR "#,
        );
        sql.push_bind(visibility.drafts()).push(")");
        if let Some(school) = school {
            sql.push(" AND t.school = ").push_bind(school);
        }
        sql.push(" ORDER BY t.sort_order, t.id");
        self.reads.run(|conn| sql.all(conn))
    }

    #[tracing::instrument(skip(self))]
    pub fn volunteers(&self, visibility: Visibility) -> rusqlite::Result<Vec<VolunteerRow>> {
        self.visible_rows(
            r#"SELECT t.id, t.name, t."desc", t."group", t.photo FROM volunteers t
               WHERE (t.published = 1 OR ?) ORDER BY t.sort_order, t.id"#,
            visibility,
        )
    }
}
