//! The texts the search index is built from. The index is one for every visitor, so it holds
//! published items only, whoever asks. Each read takes `Ids`: the one item whose documents the
//! index replaces after it changed, or the next batch of a type's items when it is rebuilt.

use std::collections::HashMap;
use std::ops::RangeInclusive;

use super::Owner;
use crate::lang::Tr;
use crate::store::sql::{ReadRow, Sql, read_row};
use crate::store::{Store, StoreError};

#[derive(Debug)]
pub struct NewsText {
    pub id: i64,
    pub slug: String,
    pub title: Tr,
    pub excerpt: Tr,
    pub body: Tr,
}
read_row!(NewsText {
    id,
    slug,
    title,
    excerpt,
    body
});

#[derive(Debug)]
pub struct PageText {
    pub id: i64,
    pub kind: String,
    pub slug: String,
    pub title: Tr,
}
read_row!(PageText { id, kind = "type", slug, title });

/// A programme, a grant or a project: its texts (`code` for a programme, `amount` for a grant).
#[derive(Debug)]
pub struct RecordText {
    pub id: i64,
    pub slug: String,
    pub title: Tr,
    pub desc: Tr,
    pub code: Option<String>,
    pub amount: Option<Tr>,
}
read_row!(RecordText {
    id,
    slug,
    title,
    desc,
    code,
    amount
});

#[derive(Debug)]
pub struct EmployeeText {
    pub id: i64,
    pub kind: String,
    /// The slug of the employee's school.
    pub school: Option<String>,
    pub group: Option<i64>,
    pub name: Tr,
    pub position: Tr,
    pub bio: Tr,
}
read_row!(EmployeeText { id, kind = "type", school, group, name, position, bio });

#[derive(Debug)]
pub struct DocumentText {
    pub id: i64,
    pub list: i64,
    pub title: Tr,
    pub date: String,
    pub list_title: Tr,
}
read_row!(DocumentText {
    id,
    list,
    title,
    date,
    list_title
});

/// A title and a text of a block, or of one of its items, and the block's owner.
struct BlockText {
    owner_id: i64,
    title: Tr,
    desc: Tr,
}
read_row!(BlockText { owner_id, title, desc });

/// The items of a type a read of texts covers, in the order of their ids: those after `after`
/// up to `upto`, at most `limit` of them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Ids {
    pub after: i64,
    pub upto: i64,
    pub limit: u32,
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
    pub fn after(id: i64, limit: u32) -> Ids {
        Ids {
            after: id,
            upto: i64::MAX,
            limit,
        }
    }
}

impl Store {
    pub async fn news_texts(&self, ids: Ids) -> Result<Vec<NewsText>, StoreError> {
        self.texts(
            "SELECT t.id, t.slug, t.title, t.excerpt, t.body FROM news t WHERE t.published",
            ids,
        )
        .await
    }

    pub async fn page_texts(&self, ids: Ids) -> Result<Vec<PageText>, StoreError> {
        self.texts(
            r#"SELECT t.id, t."type", t.slug, t.title FROM pages t WHERE t.published"#,
            ids,
        )
        .await
    }

    /// The programmes of published schools.
    pub async fn program_texts(&self, ids: Ids) -> Result<Vec<RecordText>, StoreError> {
        self.texts(
            r#"SELECT t.id, t.slug, t.title, t."desc", t.code, NULL AS amount
               FROM programs t JOIN schools s ON s.id = t.school WHERE t.published AND s.published"#,
            ids,
        )
        .await
    }

    pub async fn grant_texts(&self, ids: Ids) -> Result<Vec<RecordText>, StoreError> {
        self.texts(
            r#"SELECT t.id, t.slug, t.title, t."desc", NULL AS code, t.amount FROM grants t WHERE t.published"#,
            ids,
        )
        .await
    }

    pub async fn project_texts(&self, ids: Ids) -> Result<Vec<RecordText>, StoreError> {
        self.texts(
            r#"SELECT t.id, t.slug, t.title, t."desc", NULL AS code, NULL AS amount FROM projects t
               WHERE t.published"#,
            ids,
        )
        .await
    }

    /// Employees, with the slug of their school when it is published.
    pub async fn employee_texts(&self, ids: Ids) -> Result<Vec<EmployeeText>, StoreError> {
        self.texts(
            r#"SELECT t.id, t."type", s.slug AS school, t."group", t.name, t.position, t.bio
               FROM employees t LEFT JOIN schools s ON s.id = t.school AND s.published
               WHERE t.published"#,
            ids,
        )
        .await
    }

    /// Documents of published lists.
    pub async fn document_texts(&self, ids: Ids) -> Result<Vec<DocumentText>, StoreError> {
        self.texts(
            "SELECT t.id, t.list, t.title, t.date, l.title AS list_title FROM documents t
             JOIN document_lists l ON l.id = t.list WHERE t.published AND l.published",
            ids,
        )
        .await
    }

    /// The rows of `sql` (ending in its `WHERE` over `t`) of the items `ids`, by id.
    async fn texts<T: ReadRow + Send>(&self, sql: &'static str, ids: Ids) -> Result<Vec<T>, StoreError> {
        let mut sql = Sql::new(sql);
        sql.push(" AND t.id > ")
            .push_bind(ids.after)
            .push(" AND t.id <= ")
            .push_bind(ids.upto)
            .push(" ORDER BY t.id")
            .push_limit(ids.limit, 0);
        self.rows(sql).await
    }

    /// The titles and texts of the blocks (and their items) of the owners of a kind whose ids are
    /// in `owners`, by owner id.
    pub async fn block_texts(
        &self,
        owner: Owner,
        owners: RangeInclusive<i64>,
    ) -> Result<HashMap<i64, Vec<Tr>>, StoreError> {
        let (kind, first, last) = (owner.as_str(), *owners.start(), *owners.end());
        let sql = Sql::new(
            r#"SELECT b.owner_id, b.title, b."desc" FROM blocks b
               WHERE b.owner_type = ? AND b.owner_id BETWEEN ? AND ?
               UNION ALL
               SELECT b.owner_id, i.title, i."desc" FROM block_items i JOIN blocks b ON b.id = i.block_id
               WHERE b.owner_type = ? AND b.owner_id BETWEEN ? AND ?"#,
        );
        let sql = sql.bind(kind).bind(first).bind(last).bind(kind).bind(first).bind(last);
        let rows: Vec<BlockText> = self.rows(sql).await?;
        let mut texts: HashMap<i64, Vec<Tr>> = HashMap::new();
        for BlockText {
            owner_id: owner,
            title,
            desc,
        } in rows
        {
            texts.entry(owner).or_default().extend([title, desc]);
        }
        Ok(texts)
    }
}
