//! Site content around the pages: settings, schools, dual programmes, handbooks, the history.

use super::Order;
use crate::db::reads::read_row;
use crate::lang::Tr;
use crate::store::{Store, Visibility};

#[derive(Debug)]
pub struct SchoolRow {
    pub id: i64,
    pub slug: String,
    pub title: Tr,
    pub short_title: Tr,
    pub desc: Tr,
    pub image: Option<String>,
    pub color: String,
}
read_row!(SchoolRow {
    id,
    slug,
    title,
    short_title,
    desc,
    image,
    color
});

#[derive(Debug)]
pub struct DualProgramRow {
    pub id: i64,
    pub slug: String,
    pub title: Tr,
    pub desc: Tr,
    pub partner: Tr,
    pub image: Option<String>,
    pub school: Option<i64>,
    pub degree: Tr,
    pub duration: Tr,
    pub languages: Tr,
}
read_row!(DualProgramRow {
    id,
    slug,
    title,
    desc,
    partner,
    image,
    school,
    degree,
    duration,
    languages
});

#[derive(Debug)]
pub struct HandbookItemRow {
    pub id: i64,
    pub title: Tr,
    pub parent: Option<i64>,
}
read_row!(HandbookItemRow { id, title, parent });

#[derive(Debug)]
pub struct TimelineRow {
    pub id: i64,
    pub year: i64,
    pub title: Tr,
    pub desc: Tr,
    pub image: Option<String>,
}
read_row!(TimelineRow {
    id,
    year,
    title,
    desc,
    image
});

const DUAL_SELECT: &str = r#"SELECT t.id, t.slug, t.title, t."desc", t.partner, t.image, t.school, t.degree,
    t.duration, t.languages FROM dual_programs t"#;

impl Store {
    /// A settings document as it is stored (JSON text), or None.
    #[tracing::instrument(skip(self))]
    pub fn setting_value(&self, key: &str) -> rusqlite::Result<Option<String>> {
        self.row(r#"SELECT "value" FROM settings WHERE "key" = ?"#, [key])
    }

    /// A settings document, parsed; an error when it is missing.
    pub fn setting<T: serde::de::DeserializeOwned>(&self, key: &str) -> anyhow::Result<T> {
        let value = self.setting_value(key)?.ok_or(rusqlite::Error::QueryReturnedNoRows)?;
        Ok(serde_json::from_str(&value)?)
    }

    /// The version of the content, changed by every load and edit ("" before the first load).
    pub fn content_version(&self) -> rusqlite::Result<String> {
        Ok(self.setting_value("content_version")?.unwrap_or_default())
    }

    /// The schools, in their order on the site.
    #[tracing::instrument(skip(self))]
    pub fn schools(&self, visibility: Visibility) -> rusqlite::Result<Vec<SchoolRow>> {
        self.visible_rows(
            r#"SELECT t.id, t.slug, t.title, t.short_title, t."desc", t.image, t.color FROM schools t
               WHERE (t.published = 1 OR ?) ORDER BY t.sort_order, t.id"#,
            visibility,
        )
    }

    /// Every dual programme.
    #[tracing::instrument(skip(self))]
    pub fn dual_programs(&self, visibility: Visibility) -> rusqlite::Result<Vec<DualProgramRow>> {
        self.visible_rows(
            &format!("{DUAL_SELECT} WHERE (t.published = 1 OR ?) ORDER BY t.sort_order, t.id"),
            visibility,
        )
    }

    /// The dual programmes of a school; None when there is no such school.
    #[tracing::instrument(skip(self))]
    pub fn school_dual_programs(
        &self,
        visibility: Visibility,
        school: i64,
    ) -> rusqlite::Result<Option<Vec<DualProgramRow>>> {
        let found: Option<i64> = self.row(
            "SELECT s.id FROM schools s WHERE s.id = ? AND (s.published = 1 OR ?)",
            (school, visibility.drafts()),
        )?;
        if found.is_none() {
            return Ok(None);
        }
        let programs = self.rows(
            &format!("{DUAL_SELECT} WHERE t.school = ? AND (t.published = 1 OR ?) ORDER BY t.sort_order, t.id"),
            (school, visibility.drafts()),
        )?;
        Ok(Some(programs))
    }

    /// The items of one handbook in the order the staff set, or its reverse.
    #[tracing::instrument(skip(self))]
    pub fn handbook(&self, visibility: Visibility, name: &str, order: Order) -> rusqlite::Result<Vec<HandbookItemRow>> {
        let order = order.sql();
        self.rows(
            &format!(
                "SELECT t.id, t.title, t.parent FROM handbook_items t WHERE t.handbook = ? AND (t.published = 1 OR ?)
                 ORDER BY t.sort_order {order}, t.id {order}"
            ),
            (name, visibility.drafts()),
        )
    }

    /// The milestones of the university's history, oldest first.
    #[tracing::instrument(skip(self))]
    pub fn history_timelines(&self, visibility: Visibility) -> rusqlite::Result<Vec<TimelineRow>> {
        self.visible_rows(
            r#"SELECT t.id, t.year, t.title, t."desc", t.image FROM history_timelines t
               WHERE (t.published = 1 OR ?) ORDER BY t.year, t.sort_order"#,
            visibility,
        )
    }
}
