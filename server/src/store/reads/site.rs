//! The site's pages as the server renders and lists them: which slugs exist, what a page's head
//! says, and every public path for the sitemap.

use crate::lang::Tr;
use crate::store::sql::{Sql, read_row};
use crate::store::{Store, StoreError, Visibility};

/// What the head of a page says.
#[derive(Debug)]
pub struct HeadRow {
    pub title: Tr,
    pub description: Tr,
    pub image: Option<String>,
}
read_row!(HeadRow {
    title,
    description,
    image
});

/// The records that have a page of their own (`/news/{slug}`, `/grant/{slug}`, …).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Record {
    News,
    Program,
    Grant,
    Project,
    ScienceGrant,
    Sdg,
    DualProgram,
    /// Named by its id.
    Announcement,
}

/// Where a record's page finds it.
struct Source {
    /// Tables, `t` the record's; every alias of `seen` must be seen for the record to be.
    from: &'static str,
    seen: &'static [&'static str],
    /// The head's title, description and image.
    head: &'static str,
    /// The record's name in its path.
    name: &'static str,
    /// Names are matched lower-cased (a project's slug, whatever the case of the path).
    lower: bool,
    order: &'static str,
}

impl Record {
    fn source(self) -> Source {
        let plain = |from, head| Source {
            from,
            seen: &["t"],
            head,
            name: "t.slug",
            lower: false,
            order: "t.sort_order, t.id",
        };
        match self {
            Record::News => Source {
                order: "t.published_at DESC, t.id DESC",
                ..plain("news t", "t.title, t.excerpt AS description, t.image")
            },
            Record::Program => Source {
                seen: &["t", "s"],
                ..plain(
                    "programs t JOIN schools s ON s.id = t.school",
                    r#"t.title, t."desc" AS description, t.image"#,
                )
            },
            Record::Grant => plain("grants t", r#"t.title, t."desc" AS description, t.image"#),
            Record::Project => Source {
                lower: true,
                ..plain("projects t", r#"t.title, t."desc" AS description, t.image"#)
            },
            Record::ScienceGrant => plain("science_grants t", r#"t.title, t."desc" AS description, t.image"#),
            Record::Sdg => Source {
                order: "t.id",
                ..plain("sdgs t", r#"t.title, t."desc" AS description, NULL AS image"#)
            },
            Record::DualProgram => plain("dual_programs t", r#"t.title, t."desc" AS description, t.image"#),
            Record::Announcement => Source {
                name: "CAST(t.id AS TEXT)",
                order: "t.id",
                ..plain("announcements t", "t.title, t.specialty AS description, NULL AS image")
            },
        }
    }
}

/// ` AND (x.published OR ?)` for every alias of `seen`.
fn push_seen(sql: &mut Sql, seen: &[&str], visibility: Visibility) {
    for alias in seen {
        sql.push(" AND (")
            .push(alias)
            .push(".published OR ")
            .push_bind(visibility.drafts())
            .push(")");
    }
}

impl Store {
    /// The head of the page of family `kind` (static, school, …) with `slug`: its SEO texts and
    /// its image (or banner).
    #[tracing::instrument(skip(self))]
    pub async fn page_head(
        &self,
        visibility: Visibility,
        kind: &str,
        slug: &str,
    ) -> Result<Option<HeadRow>, StoreError> {
        self.row(
            Sql::new(
                r#"SELECT t.seo_title AS title, t.seo_description AS description, COALESCE(t.image, t.banner) AS image
               FROM pages t WHERE t."type" = ? AND t.slug = ? AND (t.published OR ?)"#,
            )
            .bind(kind)
            .bind(slug)
            .bind(visibility.drafts()),
        )
        .await
    }

    /// The head of a record's page, by the name in its path.
    #[tracing::instrument(skip(self))]
    pub async fn record_head(
        &self,
        visibility: Visibility,
        record: Record,
        name: &str,
    ) -> Result<Option<HeadRow>, StoreError> {
        let source = record.source();
        let mut sql = Sql::new(format!(
            "SELECT {} FROM {} WHERE {} = ",
            source.head, source.from, source.name
        ));
        if source.lower {
            sql.push("lower(").push_bind(name).push(")");
        } else {
            sql.push_bind(name);
        }
        push_seen(&mut sql, source.seen, visibility);
        self.row(sql).await
    }

    /// The head of a project activity's page: the activity by its slug, of the project named by
    /// its id or slug (any project when `project` is empty).
    #[tracing::instrument(skip(self))]
    pub async fn activity_head(
        &self,
        visibility: Visibility,
        slug: &str,
        project: &str,
    ) -> Result<Option<HeadRow>, StoreError> {
        self.row(
            Sql::new(
                r#"SELECT a.title, a."desc" AS description, a.image FROM project_activities a
               JOIN projects p ON p.id = a.project
               WHERE a.slug = ? AND (? = '' OR CAST(p.id AS TEXT) = ? OR p.slug = lower(?)) AND (p.published OR ?)"#,
            )
            .bind(slug)
            .bind(project)
            .bind(project)
            .bind(project)
            .bind(visibility.drafts()),
        )
        .await
    }

    /// Every page's family and slug, in the order they were made.
    #[tracing::instrument(skip(self))]
    pub async fn page_slugs(&self, visibility: Visibility) -> Result<Vec<(String, String)>, StoreError> {
        self.visible_rows(
            r#"SELECT t."type", t.slug FROM pages t WHERE (t.published OR ?) ORDER BY t.id"#,
            visibility,
        )
        .await
    }

    /// Every news item's slug and publication time, newest first.
    #[tracing::instrument(skip(self))]
    pub async fn news_dates(&self, visibility: Visibility) -> Result<Vec<(String, String)>, StoreError> {
        self.visible_rows(
            "SELECT t.slug, t.published_at FROM news t WHERE (t.published OR ?) ORDER BY t.published_at DESC",
            visibility,
        )
        .await
    }

    /// The names in the paths of every record of a kind, in the list's order.
    #[tracing::instrument(skip(self))]
    pub async fn record_names(&self, visibility: Visibility, record: Record) -> Result<Vec<String>, StoreError> {
        let source = record.source();
        let mut sql = Sql::new(format!("SELECT {} FROM {} WHERE 1 = 1", source.name, source.from));
        push_seen(&mut sql, source.seen, visibility);
        sql.push(" ORDER BY ").push(source.order);
        self.rows(sql).await
    }
}
