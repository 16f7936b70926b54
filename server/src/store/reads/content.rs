//! Site content around the pages: settings, schools, dual programmes, handbooks, the history.

use super::Order;
use crate::lang::Tr;
use crate::store::sql::{Sql, read_row};
use crate::store::{Store, StoreError, Visibility};

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
    pub async fn setting_value(&self, key: &str) -> Result<Option<String>, StoreError> {
        self.row(Sql::new(r#"SELECT "value" FROM settings WHERE "key" = ?"#).bind(key))
            .await
    }

    /// A settings document, parsed; an error when it is missing.
    pub async fn setting<T: serde::de::DeserializeOwned>(&self, key: &str) -> anyhow::Result<T> {
        let value = self.setting_value(key).await?.ok_or(StoreError::NoRow)?;
        Ok(serde_json::from_str(&value)?)
    }

    /// The version of the content, changed by every load and edit ("" before the first load).
    pub async fn content_version(&self) -> Result<String, StoreError> {
        Ok(self.setting_value("content_version").await?.unwrap_or_default())
    }

    /// The schools, in their order on the site.
    #[tracing::instrument(skip(self))]
    pub async fn schools(&self, visibility: Visibility) -> Result<Vec<SchoolRow>, StoreError> {
        self.visible_rows(
            r#"SELECT t.id, t.slug, t.title, t.short_title, t."desc", t.image, t.color FROM schools t
               WHERE (t.published OR ?) ORDER BY t.sort_order, t.id"#,
            visibility,
        )
        .await
    }

    /// Every dual programme.
    #[tracing::instrument(skip(self))]
    pub async fn dual_programs(&self, visibility: Visibility) -> Result<Vec<DualProgramRow>, StoreError> {
        self.visible_rows(
            &format!("{DUAL_SELECT} WHERE (t.published OR ?) ORDER BY t.sort_order, t.id"),
            visibility,
        )
        .await
    }

    /// The dual programmes of a school; None when there is no such school.
    #[tracing::instrument(skip(self))]
    pub async fn school_dual_programs(
        &self,
        visibility: Visibility,
        school: i64,
    ) -> Result<Option<Vec<DualProgramRow>>, StoreError> {
        let found: Option<i64> = self
            .row(
                Sql::new("SELECT s.id FROM schools s WHERE s.id = ? AND (s.published OR ?)")
                    .bind(school)
                    .bind(visibility.drafts()),
            )
            .await?;
        if found.is_none() {
            return Ok(None);
        }
        let programs = self
            .rows(
                Sql::new(format!(
                    "{DUAL_SELECT} WHERE t.school = ? AND (t.published OR ?) ORDER BY t.sort_order, t.id"
                ))
                .bind(school)
                .bind(visibility.drafts()),
            )
            .await?;
        Ok(Some(programs))
    }

    /// The items of one handbook in the order the staff set, or its reverse.
    #[tracing::instrument(skip(self))]
    pub async fn handbook(
        &self,
        visibility: Visibility,
        name: &str,
        order: Order,
    ) -> Result<Vec<HandbookItemRow>, StoreError> {
        let order = order.sql();
        self.rows(
            Sql::new(format!(
                "SELECT t.id, t.title, t.parent FROM handbook_items t WHERE t.handbook = ? AND (t.published OR ?)
                 ORDER BY t.sort_order {order}, t.id {order}"
            ))
            .bind(name)
            .bind(visibility.drafts()),
        )
        .await
    }

    /// The milestones of the university's history, oldest first.
    #[tracing::instrument(skip(self))]
    pub async fn history_timelines(&self, visibility: Visibility) -> Result<Vec<TimelineRow>, StoreError> {
        self.visible_rows(
            r#"SELECT t.id, t.year, t.title, t."desc", t.image FROM history_timelines t
               WHERE (t.published OR ?) ORDER BY t.year, t.sort_order"#,
            visibility,
        )
        .await
    }
}
