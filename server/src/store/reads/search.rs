//! The texts the search index is built from. The index is one for every visitor, so it holds
//! published items only, whoever asks. Each read takes `Ids`: the one item whose documents the
//! index replaces after it changed, or the next batch of a type's items when it is rebuilt.

use std::collections::HashMap;
use std::ops::RangeInclusive;

use sqlx::FromRow;

use crate::content::blocks::Owner;
use crate::lang::Tr;
use crate::store::Store;

#[derive(Debug, FromRow)]
pub struct NewsText {
    pub id: i64,
    pub slug: String,
    pub title: Tr,
    pub excerpt: Tr,
    pub body: Tr,
}

#[derive(Debug, FromRow)]
pub struct PageText {
    pub id: i64,
    #[sqlx(rename = "type")]
    pub kind: String,
    pub slug: String,
    pub title: Tr,
}

/// A programme, a grant or a project: its texts (`code` for a programme, `amount` for a grant).
#[derive(Debug, FromRow)]
pub struct RecordText {
    pub id: i64,
    pub slug: String,
    pub title: Tr,
    pub desc: Tr,
    pub code: Option<String>,
    pub amount: Option<Tr>,
}

#[derive(Debug, FromRow)]
pub struct EmployeeText {
    pub id: i64,
    #[sqlx(rename = "type")]
    pub kind: String,
    /// The slug of the employee's school.
    pub school: Option<String>,
    pub group: Option<i64>,
    pub name: Tr,
    pub position: Tr,
    pub bio: Tr,
}

#[derive(Debug, FromRow)]
pub struct DocumentText {
    pub id: i64,
    pub list: i64,
    pub title: Tr,
    pub date: String,
    pub list_title: Tr,
}

/// The items of a type a read of texts covers, in the order of their ids: those after `after`
/// up to `upto`, at most `limit` of them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Ids {
    pub after: i64,
    pub upto: i64,
    pub limit: i64,
}

impl Ids {
    /// The item `id` alone.
    pub fn one(id: i64) -> Ids {
        Ids {
            after: id.saturating_sub(1),
            upto: id,
            limit: 1,
        }
    }

    /// The first `limit` items after the item `id` (`i64::MIN`: from the first).
    pub fn after(id: i64, limit: i64) -> Ids {
        Ids {
            after: id,
            upto: i64::MAX,
            limit,
        }
    }
}

impl Store {
    pub async fn news_texts(&self, ids: Ids) -> sqlx::Result<Vec<NewsText>> {
        self.texts(
            "SELECT t.id, t.slug, t.title, t.excerpt, t.body FROM news t WHERE t.published = 1",
            ids,
        )
        .await
    }

    pub async fn page_texts(&self, ids: Ids) -> sqlx::Result<Vec<PageText>> {
        self.texts(
            r#"SELECT t.id, t."type", t.slug, t.title FROM pages t WHERE t.published = 1"#,
            ids,
        )
        .await
    }

    /// The programmes of published schools.
    pub async fn program_texts(&self, ids: Ids) -> sqlx::Result<Vec<RecordText>> {
        self.texts(
            r#"SELECT t.id, t.slug, t.title, t."desc", t.code, NULL AS amount
               FROM programs t JOIN schools s ON s.id = t.school WHERE t.published = 1 AND s.published = 1"#,
            ids,
        )
        .await
    }

    pub async fn grant_texts(&self, ids: Ids) -> sqlx::Result<Vec<RecordText>> {
        self.texts(
            r#"SELECT t.id, t.slug, t.title, t."desc", NULL AS code, t.amount FROM grants t WHERE t.published = 1"#,
            ids,
        )
        .await
    }

    pub async fn project_texts(&self, ids: Ids) -> sqlx::Result<Vec<RecordText>> {
        self.texts(
            r#"SELECT t.id, t.slug, t.title, t."desc", NULL AS code, NULL AS amount FROM projects t
               WHERE t.published = 1"#,
            ids,
        )
        .await
    }

    /// Employees, with the slug of their school when it is published.
    pub async fn employee_texts(&self, ids: Ids) -> sqlx::Result<Vec<EmployeeText>> {
        self.texts(
            r#"SELECT t.id, t."type", s.slug AS school, t."group", t.name, t.position, t.bio
               FROM employees t LEFT JOIN schools s ON s.id = t.school AND s.published = 1
               WHERE t.published = 1"#,
            ids,
        )
        .await
    }

    /// Documents of published lists.
    pub async fn document_texts(&self, ids: Ids) -> sqlx::Result<Vec<DocumentText>> {
        self.texts(
            "SELECT t.id, t.list, t.title, t.date, l.title AS list_title FROM documents t
             JOIN document_lists l ON l.id = t.list WHERE t.published = 1 AND l.published = 1",
            ids,
        )
        .await
    }

    /// The rows of `sql` (ending in its `WHERE` over `t`) of the items `ids`, by id.
    async fn texts<T>(&self, sql: &'static str, ids: Ids) -> sqlx::Result<Vec<T>>
    where
        T: for<'r> FromRow<'r, sqlx::sqlite::SqliteRow> + Send + Unpin,
    {
        let sql = format!("{sql} AND t.id > ? AND t.id <= ? ORDER BY t.id LIMIT ?");
        sqlx::query_as(sqlx::AssertSqlSafe(sql))
            .bind(ids.after)
            .bind(ids.upto)
            .bind(ids.limit)
            .fetch_all(&self.db)
            .await
    }

    /// The titles and texts of the blocks (and their items) of the owners of a kind whose ids are
    /// in `owners`, by owner id.
    pub async fn block_texts(&self, owner: Owner, owners: RangeInclusive<i64>) -> sqlx::Result<HashMap<i64, Vec<Tr>>> {
        let rows: Vec<(i64, Tr, Tr)> = sqlx::query_as(
            r#"SELECT b.owner_id, b.title, b."desc" FROM blocks b
               WHERE b.owner_type = ?1 AND b.owner_id BETWEEN ?2 AND ?3
               UNION ALL
               SELECT b.owner_id, i.title, i."desc" FROM block_items i JOIN blocks b ON b.id = i.block_id
               WHERE b.owner_type = ?1 AND b.owner_id BETWEEN ?2 AND ?3"#,
        )
        .bind(owner.as_str())
        .bind(owners.start())
        .bind(owners.end())
        .fetch_all(&self.db)
        .await?;
        let mut texts: HashMap<i64, Vec<Tr>> = HashMap::new();
        for (owner, title, desc) in rows {
            texts.entry(owner).or_default().extend([title, desc]);
        }
        Ok(texts)
    }
}
