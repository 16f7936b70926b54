//! Items as the admin reads them: one whole (fields, children, links and state), a page of a
//! type's list, their missing translations, and an item's title for others to name it by.

use serde_json::{Map, Value, json};

use super::super::backend::{Begin, Transaction};
use super::super::gaps::Lacks;
use super::super::schema::{Children, ContentType, Field, Kind, Storage, TYPES, content_type};
use super::super::sql::{Row, Sql, column, read_row};
use super::super::{Store, StoreError};
use super::{Item, ListQuery, Meta, Status, Summary, column_of, missing_translations, stored_fields};
use crate::lang::Tr;

/// An item's status: its entry's, else (loaded content nobody has edited) its row's.
const ENTRY_STATUS: &str = "COALESCE(e.status, CASE WHEN t.published THEN 'published' ELSE 'draft' END)";

/// An item's workflow entry, with the e-mail of who last wrote it.
struct EntryRow {
    status: String,
    publish_at: Option<String>,
    version: i64,
    created_at: Option<String>,
    updated_at: Option<String>,
    email: Option<String>,
}
read_row!(EntryRow {
    status,
    publish_at,
    version,
    created_at,
    updated_at,
    email
});

impl Store {
    /// An item, or None.
    pub async fn item(&self, kind: &ContentType, id: i64) -> Result<Option<Item>, StoreError> {
        let mut tx = self.database().begin(Begin::Snapshot).await?;
        read_item(&mut tx, kind, id).await
    }

    /// One page of a type's items and how many there are in all.
    pub async fn items(
        &self,
        kind: &'static ContentType,
        query: &ListQuery,
    ) -> Result<(Vec<Summary>, u64), StoreError> {
        let Some(table) = kind.table() else {
            let item = self.item(kind, 1).await?.map(|item| summary(kind, &item));
            return Ok((item.into_iter().collect(), 1));
        };
        // The search and the translation filter are applied to the rows, not in SQL: SQLite's
        // LOWER knows only Latin letters ("бизнес" would not find "Бизнес"), and the
        // translations are known only by reading the item.
        let search = query
            .search
            .as_deref()
            .map(|search| search.trim().to_lowercase())
            .filter(|search| !search.is_empty());
        // The texts are read only for a search.
        let texts = if search.is_some() {
            let slug = kind.slug().map_or("NULL".to_owned(), |slug| format!("t.\"{slug}\""));
            format!("CAST(t.\"{}\" AS TEXT), {slug}", column_of(kind, kind.title))
        } else {
            "NULL, NULL".to_owned()
        };
        let mut sql = Sql::new(format!(
            "SELECT t.id, {texts} FROM \"{table}\" t LEFT JOIN entries e ON e.type = "
        ));
        sql.push_bind(kind.name).push(" AND e.id = t.id");
        if let Some(status) = query.status {
            sql.push(&format!(" WHERE {ENTRY_STATUS} = "))
                .push_bind(status.as_str());
        }
        sql.push(&format!(" ORDER BY {}", kind.order_by));
        // One snapshot: the page and its total agree.
        let mut tx = self.database().begin(Begin::Snapshot).await?;
        let rows: Vec<(i64, Option<String>, Option<String>)> = sql.all(&mut tx).await?;
        let ids = rows.into_iter().filter_map(|(id, title, slug)| {
            let Some(search) = &search else { return Some(id) };
            let title = title.map(|title| match serde_json::from_str::<Tr>(&title) {
                Ok(texts) => [texts.kz, texts.ru, texts.en].join("\n"),
                Err(_) => title,
            });
            let found = [title, slug]
                .into_iter()
                .flatten()
                .any(|text| text.to_lowercase().contains(search.as_str()));
            found.then_some(id)
        });
        let mut wanted = Vec::new();
        let skip = u64::from(query.page.saturating_sub(1)) * u64::from(query.per_page);
        let mut total = 0u64;
        for id in ids {
            if let Some(lang) = query.missing
                && !self.lacks(kind, id).await?.is_some_and(|lacks| lacks.lang(lang))
            {
                continue;
            }
            if total >= skip
                && wanted.len() < query.per_page as usize
                && let Some(item) = read_item(&mut tx, kind, id).await?
            {
                wanted.push(summary(kind, &item));
            }
            total += 1;
        }
        Ok((wanted, total))
    }

    /// Whether item `id` lacks Russian or English text: remembered, else read (None: no item).
    async fn lacks(&self, kind: &'static ContentType, id: i64) -> Result<Option<Lacks>, StoreError> {
        if let Some(lacks) = self.gaps.get(kind.name, id) {
            return Ok(Some(lacks));
        }
        let generation = self.gaps.generation();
        // Read in a transaction begun after the generation was taken: one begun before could
        // show the item as it was before a change that has already been announced, and that
        // would be kept as now.
        let mut tx = self.database().begin(Begin::Snapshot).await?;
        let Some(item) = read_item(&mut tx, kind, id).await? else {
            return Ok(None);
        };
        let lacking = missing_translations(kind, &item.fields);
        let lacks_in = |lang: &str| lacking[lang].as_array().is_some_and(|paths| !paths.is_empty());
        let lacks = Lacks {
            ru: lacks_in("ru"),
            en: lacks_in("en"),
        };
        self.gaps.keep(kind.name, id, lacks, generation);
        Ok(Some(lacks))
    }

    /// Per type: items in all, and how many lack Russian and English somewhere.
    pub async fn translation_gaps(&self) -> Result<Vec<Value>, StoreError> {
        let mut gaps = Vec::new();
        for kind in TYPES {
            if !kind.fields.iter().any(has_translations) {
                continue;
            }
            let ids: Vec<i64> = match kind.table() {
                Some(table) => {
                    Sql::new(format!("SELECT id FROM \"{table}\" ORDER BY id"))
                        .all(self.database())
                        .await?
                }
                None => vec![1],
            };
            let (mut ru, mut en) = (0, 0);
            for id in &ids {
                if let Some(lacks) = self.lacks(kind, *id).await? {
                    ru += usize::from(lacks.ru);
                    en += usize::from(lacks.en);
                }
            }
            gaps.push(json!({"type": kind.name, "total": ids.len(), "missing": {"ru": ru, "en": en}}));
        }
        Ok(gaps)
    }

    /// The title of item `id` of type `kind`, whatever its state (a submission names what the
    /// visitor chose so); None when there is no such item.
    pub async fn title_of(&self, kind: &str, id: i64) -> Result<Option<Tr>, StoreError> {
        let Some(kind) = content_type(kind) else {
            return Ok(None);
        };
        let Some(table) = kind.table() else { return Ok(None) };
        let column = column_of(kind, kind.title);
        let sql = Sql::new(format!(
            "SELECT CAST(\"{column}\" AS TEXT) FROM \"{table}\" WHERE id = ?"
        ))
        .bind(id);
        let text: Option<Option<String>> = sql.first(self.database()).await?;
        Ok(text.flatten().map(|text| {
            serde_json::from_str(&text).unwrap_or(Tr {
                kz: text,
                ..Tr::default()
            })
        }))
    }
}

fn has_translations(field: &Field) -> bool {
    match field.kind {
        Kind::Children(children) => children.fields.iter().any(has_translations),
        Kind::List(fields) | Kind::Object(fields) => fields.iter().any(has_translations),
        kind => kind.is_translated(),
    }
}

fn summary(kind: &ContentType, item: &Item) -> Summary {
    let missing = missing_translations(kind, &item.fields)
        .into_iter()
        .filter(|(_, paths)| paths.as_array().is_some_and(|paths| !paths.is_empty()))
        .map(|(lang, _)| lang)
        .collect();
    Summary {
        id: item.id,
        status: item.meta.status,
        publish_at: item.meta.publish_at.clone(),
        updated_at: item.meta.updated_at.clone(),
        title: item.fields.get(kind.title).cloned().unwrap_or(Value::Null),
        slug: kind
            .slug()
            .and_then(|slug| item.fields.get(slug))
            .and_then(Value::as_str)
            .map(str::to_owned),
        missing,
        fields: kind
            .list_fields
            .iter()
            .map(|name| {
                (
                    (*name).to_owned(),
                    item.fields.get(*name).cloned().unwrap_or(Value::Null),
                )
            })
            .collect(),
    }
}

/// Reads one item (fields, children, links and state).
pub(super) async fn read_item(
    tx: &mut Box<dyn Transaction>,
    kind: &ContentType,
    id: i64,
) -> Result<Option<Item>, StoreError> {
    let (fields, published) = match kind.storage {
        Storage::Settings => {
            if id != 1 {
                return Ok(None);
            }
            (super::settings::read_settings(tx).await?, true)
        }
        Storage::Table(table) => {
            let mut sql = Sql::new("SELECT published");
            for field in stored_fields(kind.fields) {
                sql.push(&format!(", \"{}\"", field.column));
            }
            sql.push(&format!(" FROM \"{table}\" WHERE id = ")).push_bind(id);
            let mut found = None;
            tx.read(&sql, &mut |row| {
                let mut at = 0;
                let published: bool = column(row, &mut at, "published")?;
                let values = stored_fields(kind.fields)
                    .map(|field| column_value(row, &mut at, field))
                    .collect::<Result<Vec<_>, _>>()?;
                found = Some((published, values));
                Ok(false)
            })
            .await?;
            let Some((published, values)) = found else {
                return Ok(None);
            };
            let mut values = values.into_iter();
            let mut fields = Map::new();
            for field in kind.fields {
                let value = match field.kind {
                    Kind::Children(children) => read_children(tx, children, id).await?,
                    Kind::References(links) => {
                        let sql = Sql::new(format!(
                            "SELECT \"{}\" FROM \"{}\" WHERE \"{}\" = ? ORDER BY \"{}\"",
                            links.other, links.table, links.own, links.other
                        ))
                        .bind(id);
                        json!(sql.all::<i64>(&mut *tx).await?)
                    }
                    _ => values.next().unwrap_or_default(),
                };
                fields.insert(field.name.to_owned(), value);
            }
            (fields, published)
        }
    };
    let entry = Sql::new(
        "SELECT e.status, e.publish_at, e.version, e.created_at, e.updated_at, u.email FROM entries e
         LEFT JOIN staff_users u ON u.id = e.updated_by WHERE e.type = ? AND e.id = ?",
    )
    .bind(kind.name)
    .bind(id);
    let meta = match entry.first::<EntryRow>(&mut *tx).await? {
        Some(row) => Meta {
            status: Status::parse(&row.status).unwrap_or(Status::Draft),
            publish_at: row.publish_at,
            version: row.version,
            created_at: row.created_at,
            updated_at: row.updated_at,
            updated_by: row.email,
        },
        // Loaded content that nobody has edited yet.
        None => Meta {
            status: if published { Status::Published } else { Status::Draft },
            publish_at: None,
            version: 0,
            created_at: None,
            updated_at: None,
            updated_by: None,
        },
    };
    Ok(Some(Item { id, meta, fields }))
}

/// The column at `at` (field `field`) as the admin's JSON; moves `at` to the next.
fn column_value(row: &dyn Row, at: &mut usize, field: &Field) -> Result<Value, StoreError> {
    let name = field.column;
    let value = match field.kind {
        Kind::Integer { .. } | Kind::Reference(_) => json!(column::<Option<i64>>(row, at, name)?),
        Kind::Number => json!(column::<Option<f64>>(row, at, name)?),
        Kind::Translated
        | Kind::TranslatedLong
        | Kind::RichText
        | Kind::Images
        | Kind::List(_)
        | Kind::TranslatedList
        | Kind::Object(_) => column::<Option<Value>>(row, at, name)?.unwrap_or_default(),
        // Dates and times too: they read as the text SQLite keeps.
        _ => json!(column::<Option<String>>(row, at, name)?),
    };
    Ok(normal_translation(field, value))
}

/// Stored texts omit empty translations; the admin always sees all three keys.
pub(super) fn normal_translation(field: &Field, value: Value) -> Value {
    match (field.kind, &value) {
        (Kind::Translated | Kind::TranslatedLong | Kind::RichText, Value::Object(tr)) => {
            let text = |code: &str| tr.get(code).cloned().unwrap_or_else(|| json!(""));
            json!({"kz": text("kz"), "ru": text("ru"), "en": text("en")})
        }
        _ => value,
    }
}

async fn read_children(
    tx: &mut Box<dyn Transaction>,
    children: &'static Children,
    parent: i64,
) -> Result<Value, StoreError> {
    let mut sql = Sql::new("SELECT id");
    for field in stored_fields(children.fields) {
        sql.push(&format!(", \"{}\"", field.column));
    }
    sql.push(&format!(
        " FROM \"{}\" WHERE \"{}\" = ",
        children.table, children.parent
    ))
    .push_bind(parent);
    for &(column, value) in children.fixed {
        sql.push(&format!(" AND \"{column}\" = ")).push_bind(value);
    }
    sql.push(&format!(" ORDER BY \"{}\", id", children.order));
    let mut rows = Vec::new();
    tx.read(&sql, &mut |row| {
        let mut at = 0;
        let id: i64 = column(row, &mut at, "id")?;
        let values = stored_fields(children.fields)
            .map(|field| column_value(row, &mut at, field))
            .collect::<Result<Vec<_>, _>>()?;
        rows.push((id, values));
        Ok(true)
    })
    .await?;
    let mut items = Vec::with_capacity(rows.len());
    for (child_id, values) in rows {
        let mut values = values.into_iter();
        let mut object = Map::new();
        for field in children.fields {
            let value = match field.kind {
                Kind::Children(grandchildren) => Box::pin(read_children(tx, grandchildren, child_id)).await?,
                _ => values.next().unwrap_or_default(),
            };
            object.insert(field.name.to_owned(), value);
        }
        items.push(Value::Object(object));
    }
    Ok(Value::Array(items))
}
