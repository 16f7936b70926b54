//! The site's settings, one item kept as two JSON documents of `settings`: `general` (a field per
//! key) and `contacts`.

use serde_json::{Map, Value};

use super::super::StoreError;
use super::super::backend::Transaction;
use super::super::schema::{ContentType, content_type};
use super::super::sql::Sql;
use super::read::normal_translation;

/// The settings' fields, as the admin edits them.
pub(super) async fn read_settings(tx: &mut Box<dyn Transaction>) -> Result<Map<String, Value>, StoreError> {
    let documents: Vec<(String, Value)> =
        Sql::new(r#"SELECT "key", "value" FROM settings WHERE "key" IN ('general', 'contacts')"#)
            .all(tx)
            .await?;
    let mut general = Map::new();
    let mut contacts = Value::Null;
    for (key, value) in documents {
        match (key.as_str(), value) {
            ("general", Value::Object(fields)) => general = fields,
            ("general", other) => {
                return Err(StoreError::Column {
                    name: "value".to_owned(),
                    reason: format!("{other} is no object"),
                });
            }
            (_, value) => contacts = value,
        }
    }
    let kind = content_type("settings").expect("settings is a type");
    let mut fields = Map::new();
    for field in kind.fields {
        let value = if field.name == "contacts" {
            contacts.clone()
        } else {
            general.get(field.column).cloned().unwrap_or(Value::Null)
        };
        fields.insert(field.name.to_owned(), normal_translation(field, value));
    }
    Ok(fields)
}

pub(super) async fn write_settings(
    tx: &mut Box<dyn Transaction>,
    kind: &ContentType,
    fields: &Map<String, Value>,
) -> Result<(), StoreError> {
    let mut general = Map::new();
    for field in kind.fields.iter().filter(|field| field.name != "contacts") {
        general.insert(
            field.column.to_owned(),
            fields.get(field.name).cloned().unwrap_or(Value::Null),
        );
    }
    let contacts = fields.get("contacts").cloned().unwrap_or(Value::Null);
    for (key, value) in [("general", Value::Object(general)), ("contacts", contacts)] {
        put_setting(&mut *tx, key, &value).await?;
    }
    Ok(())
}

/// Sets a settings document, creating it when a content load has just emptied the table.
pub(in crate::store) async fn put_setting(
    tx: &mut Box<dyn Transaction>,
    key: &str,
    value: &Value,
) -> Result<(), StoreError> {
    Sql::new(
        r#"INSERT INTO settings ("key", "value") VALUES (?, ?)
           ON CONFLICT ("key") DO UPDATE SET "value" = excluded."value""#,
    )
    .bind(key)
    .bind(value.to_string())
    .execute(tx)
    .await?;
    Ok(())
}
