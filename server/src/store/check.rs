//! The first step of a content write: a JSON body checked field by field against its type's
//! definition, in the editor's language, into the normalised document the store writes. Rich text
//! leaves here sanitised (`SafeHtml::sanitize`, the one function that makes it); nothing else in
//! the write path sees unchecked input.

use std::sync::LazyLock;

use regex::Regex;
use serde_json::{Map, Value, json};

use super::StoreError;
use super::backend::Transaction;
use super::items::column_of;
use super::schema::{ContentType, Field, Kind, content_type};
use super::sql::Sql;
use crate::html::SafeHtml;
use crate::lang::{Lang, Tr};
use crate::rules::{Check, Email, Problem};

/// Read-only fields of an item as the admin answers it: ignored on input.
pub const READ_ONLY: &[&str] = &[
    "id",
    "status",
    "publish_at",
    "version",
    "created_at",
    "updated_at",
    "updated_by",
    "missing",
    "public_path",
];

/// A document that passed its checks: every field of the type, normalised.
#[derive(Debug, Clone, PartialEq)]
pub struct Checked(pub Map<String, Value>);

/// Checks `input` against `kind`; a 422's field errors (paths such as `blocks.0.title.kz`).
pub fn check(kind: &ContentType, input: &Value, lang: Lang) -> Result<Checked, Check> {
    let mut check = Check::new(lang);
    let empty = Map::new();
    let object = match input {
        Value::Object(object) => object,
        _ => {
            check.fail("body", Problem::Required);
            &empty
        }
    };
    let document = fields(kind.fields, object, "", &mut check);
    if check.is_ok() {
        Ok(Checked(document))
    } else {
        Err(check)
    }
}

fn fields(fields: &[Field], object: &Map<String, Value>, prefix: &str, check: &mut Check) -> Map<String, Value> {
    let mut document = Map::new();
    for field in fields {
        let path = format!("{prefix}{}", field.name);
        let value = object.get(field.name).unwrap_or(&Value::Null);
        document.insert(field.name.to_owned(), one(field, value, &path, check));
    }
    document
}

static SLUG: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"^[a-z0-9]+(-[a-z0-9]+)*$").unwrap());
static COLOR: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"^#[0-9a-fA-F]{6}$").unwrap());

/// Whether `text` is a colour as the store keeps it (`#` and six hex digits).
pub fn is_colour(text: &str) -> bool {
    COLOR.is_match(text)
}
static SITE_PATH: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"^/[^/\\\s][^\s\\]*$|^/$").unwrap());
static URL: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"^(https?://[^\s/]+[^\s]*|mailto:\S+|tel:\+?[0-9 ()-]+)$").unwrap());

fn text(value: &Value) -> Option<String> {
    match value {
        Value::String(text) => Some(text.trim().to_owned()),
        Value::Null => Some(String::new()),
        _ => None,
    }
}

fn too_long(field: &Field, text: &str) -> bool {
    text.chars().count() > field.max_length.unwrap_or(crate::rules::MAX_TEXT * 20)
}

/// One field's value, normalised; a problem is noted under `path` and the value is then null.
fn one(field: &Field, value: &Value, path: &str, check: &mut Check) -> Value {
    let required = field.required;
    match field.kind {
        Kind::Text
        | Kind::LongText
        | Kind::Email
        | Kind::Url
        | Kind::Color
        | Kind::Slug
        | Kind::Date
        | Kind::DateTime => {
            let Some(text) = text(value) else {
                check.fail(path, Problem::Required);
                return Value::Null;
            };
            if text.is_empty() {
                if required {
                    check.fail(path, Problem::Required);
                }
                // An empty text is no text; the store writes it as its column wants.
                return Value::Null;
            }
            if too_long(field, &text) {
                check.fail(path, Problem::TooLong);
                return Value::Null;
            }
            let normal = match field.kind {
                Kind::Email => Email::parse(&text).map(|_| text.to_lowercase()),
                Kind::Url => {
                    if SITE_PATH.is_match(&text) || URL.is_match(&text) {
                        Ok(text)
                    } else {
                        Err(Problem::Url)
                    }
                }
                Kind::Color => is_colour(&text).then(|| text.to_lowercase()).ok_or(Problem::Color),
                Kind::Slug => SLUG.is_match(&text).then_some(text).ok_or(Problem::Slug),
                Kind::Date => date(&text).ok_or(Problem::Date),
                Kind::DateTime => datetime(&text).ok_or(Problem::DateTime),
                _ => Ok(text),
            };
            match normal {
                Ok(text) => Value::String(text),
                Err(problem) => {
                    check.fail(path, problem);
                    Value::Null
                }
            }
        }
        Kind::Translated | Kind::TranslatedLong | Kind::RichText => match translated(value) {
            Some(tr) => {
                if required && tr.is_empty() {
                    check.fail(&format!("{path}.kz"), Problem::Required);
                }
                for lang in Lang::ALL {
                    let text = match lang {
                        Lang::Kz => &tr.kz,
                        Lang::Ru => &tr.ru,
                        Lang::En => &tr.en,
                    };
                    if too_long(field, text) {
                        check.fail(&format!("{path}.{}", lang.code()), Problem::TooLong);
                    }
                }
                let tr = if matches!(field.kind, Kind::RichText) {
                    SafeHtml::sanitize(&tr).texts().clone()
                } else {
                    tr
                };
                tr_value(&tr)
            }
            None => {
                check.fail(&format!("{path}.kz"), Problem::Required);
                Value::Null
            }
        },
        Kind::Integer { min, max } => match value {
            Value::Null if !required => Value::Null,
            Value::Number(number) if number.as_i64().is_some_and(|n| (min..=max).contains(&n)) => value.clone(),
            Value::Null => {
                check.fail(path, Problem::Required);
                Value::Null
            }
            _ => {
                check.fail(path, Problem::Number);
                Value::Null
            }
        },
        Kind::Number => match value {
            Value::Number(_) => value.clone(),
            Value::Null if !required => Value::Null,
            _ => {
                check.fail(path, Problem::Number);
                Value::Null
            }
        },
        Kind::Image | Kind::Document | Kind::Video => match value {
            Value::Null => {
                if required {
                    check.fail(path, Problem::Required);
                }
                Value::Null
            }
            Value::String(path_text) if path_text.trim().is_empty() && !required => Value::Null,
            Value::String(path_text) if SITE_PATH.is_match(path_text.trim()) => {
                Value::String(path_text.trim().to_owned())
            }
            _ => {
                check.fail(path, Problem::Url);
                Value::Null
            }
        },
        Kind::Images => match value {
            Value::Null => json!([]),
            Value::Array(paths) => {
                let mut kept = Vec::new();
                for (i, item) in paths.iter().enumerate() {
                    match item.as_str().map(str::trim) {
                        Some(text) if SITE_PATH.is_match(text) => kept.push(Value::String(text.to_owned())),
                        _ => check.fail(&format!("{path}.{i}"), Problem::Url),
                    }
                }
                Value::Array(kept)
            }
            _ => {
                check.fail(path, Problem::Url);
                json!([])
            }
        },
        Kind::Choice(choices) => {
            let chosen = value.as_str().map(str::trim);
            match chosen {
                Some(choice) if choices.contains(&choice) => Value::String(choice.to_owned()),
                None | Some("") if value.is_null() || chosen == Some("") => {
                    if required {
                        check.fail(path, Problem::Required);
                    }
                    Value::Null
                }
                _ => {
                    check.fail(path, Problem::Choice);
                    Value::Null
                }
            }
        }
        Kind::Reference(_) => match value {
            Value::Number(number) if number.as_i64().is_some_and(|id| id > 0) => value.clone(),
            Value::Null if !required => Value::Null,
            Value::Null => {
                check.fail(path, Problem::Required);
                Value::Null
            }
            _ => {
                check.fail(path, Problem::Reference);
                Value::Null
            }
        },
        Kind::References(_) => match value {
            Value::Null => json!([]),
            Value::Array(ids) => {
                let mut kept: Vec<i64> = Vec::new();
                for (i, id) in ids.iter().enumerate() {
                    match id.as_i64() {
                        Some(id) if id > 0 => {
                            if !kept.contains(&id) {
                                kept.push(id);
                            }
                        }
                        _ => check.fail(&format!("{path}.{i}"), Problem::Reference),
                    }
                }
                json!(kept)
            }
            _ => {
                check.fail(path, Problem::Reference);
                json!([])
            }
        },
        Kind::Children(children) => list(children.fields, value, path, check),
        Kind::List(item_fields) => list(item_fields, value, path, check),
        Kind::Object(item_fields) => {
            let empty = Map::new();
            let object = value.as_object().unwrap_or(&empty);
            Value::Object(fields(item_fields, object, &format!("{path}."), check))
        }
        Kind::TranslatedList => match value {
            Value::Null => json!([]),
            Value::Array(texts) => Value::Array(
                texts
                    .iter()
                    .enumerate()
                    .filter_map(|(i, text)| match translated(text) {
                        Some(tr) => Some(tr_value(&tr)),
                        None => {
                            check.fail(&format!("{path}.{i}.kz"), Problem::Required);
                            None
                        }
                    })
                    .collect(),
            ),
            _ => {
                check.fail(path, Problem::Required);
                json!([])
            }
        },
    }
}

fn list(item_fields: &[Field], value: &Value, path: &str, check: &mut Check) -> Value {
    match value {
        Value::Null => json!([]),
        Value::Array(items) => Value::Array(
            items
                .iter()
                .enumerate()
                .map(|(i, item)| {
                    let empty = Map::new();
                    let object = item.as_object().unwrap_or(&empty);
                    Value::Object(fields(item_fields, object, &format!("{path}.{i}."), check))
                })
                .collect(),
        ),
        _ => {
            check.fail(path, Problem::Required);
            json!([])
        }
    }
}

/// A `{"kz", "ru", "en"}` object (a plain string counts as Kazakh); None for anything else.
fn translated(value: &Value) -> Option<Tr> {
    let pick = |object: &Map<String, Value>, key: &str| -> Option<String> {
        match object.get(key) {
            None | Some(Value::Null) => Some(String::new()),
            Some(Value::String(text)) => Some(text.trim().to_owned()),
            Some(_) => None,
        }
    };
    match value {
        Value::Object(object) => Some(Tr {
            kz: pick(object, "kz")?,
            ru: pick(object, "ru")?,
            en: pick(object, "en")?,
        }),
        Value::String(text) => Some(Tr {
            kz: text.trim().to_owned(),
            ..Tr::default()
        }),
        Value::Null => Some(Tr::default()),
        _ => None,
    }
}

pub fn tr_value(tr: &Tr) -> Value {
    json!({"kz": tr.kz, "ru": tr.ru, "en": tr.en})
}

fn date(text: &str) -> Option<String> {
    let format = time::macros::format_description!("[year]-[month]-[day]");
    time::Date::parse(text, &format).ok().map(|day| day.to_string())
}

/// `YYYY-MM-DDTHH:MM` or with seconds, stored with seconds.
fn datetime(text: &str) -> Option<String> {
    let with_seconds = time::macros::format_description!("[year]-[month]-[day]T[hour]:[minute]:[second]");
    let without = time::macros::format_description!("[year]-[month]-[day]T[hour]:[minute]");
    let at = time::PrimitiveDateTime::parse(text, &with_seconds)
        .or_else(|_| time::PrimitiveDateTime::parse(text, &without))
        .ok()?;
    at.format(&with_seconds).ok()
}

/// What the database must say about a document, in the write's transaction: slugs free,
/// referred items there.
pub(super) async fn database_checks(
    tx: &mut Box<dyn Transaction>,
    kind: &ContentType,
    id: Option<i64>,
    fields: &Map<String, Value>,
) -> Result<Vec<(String, Problem)>, StoreError> {
    let mut problems = Vec::new();
    if let (Some(table), Some(slug)) = (kind.table(), kind.slug())
        && let Some(value) = fields.get(slug).and_then(Value::as_str)
    {
        let column = column_of(kind, slug);
        let taken: Option<i64> = Sql::new(format!("SELECT id FROM \"{table}\" WHERE \"{column}\" = ? AND id <> ?"))
            .bind(value)
            .bind(id.unwrap_or(0))
            .first(&mut *tx)
            .await?;
        if taken.is_some() {
            problems.push((slug.to_owned(), Problem::SlugTaken));
        }
    }
    references(tx, kind.fields, fields, "", &mut problems).await?;
    Ok(problems)
}

async fn references(
    tx: &mut Box<dyn Transaction>,
    fields: &'static [Field],
    document: &Map<String, Value>,
    prefix: &str,
    problems: &mut Vec<(String, Problem)>,
) -> Result<(), StoreError> {
    for field in fields {
        let path = format!("{prefix}{}", field.name);
        let value = document.get(field.name).unwrap_or(&Value::Null);
        match field.kind {
            Kind::Reference(to) => {
                if let Some(id) = value.as_i64()
                    && !exists(&mut *tx, to, id).await?
                {
                    problems.push((path, Problem::Reference));
                }
            }
            Kind::References(links) => {
                for (i, id) in value
                    .as_array()
                    .into_iter()
                    .flatten()
                    .filter_map(Value::as_i64)
                    .enumerate()
                {
                    if !exists(&mut *tx, links.to, id).await? {
                        problems.push((format!("{path}.{i}"), Problem::Reference));
                    }
                }
            }
            Kind::Children(children) => {
                let mut slugs = Vec::new();
                for (i, child) in value.as_array().into_iter().flatten().enumerate() {
                    if let Some(child) = child.as_object() {
                        // A slug of a child (an activity) is unique within its owner.
                        if let Some(slug) = child.get("slug").and_then(Value::as_str) {
                            if slugs.contains(&slug) {
                                problems.push((format!("{path}.{i}.slug"), Problem::SlugTaken));
                            }
                            slugs.push(slug);
                        }
                        Box::pin(references(
                            &mut *tx,
                            children.fields,
                            child,
                            &format!("{path}.{i}."),
                            problems,
                        ))
                        .await?;
                    }
                }
            }
            _ => {}
        }
    }
    Ok(())
}

async fn exists(tx: &mut Box<dyn Transaction>, type_name: &str, id: i64) -> Result<bool, StoreError> {
    let Some(table) = content_type(type_name).and_then(ContentType::table) else {
        return Ok(false);
    };
    let found: Option<i64> = Sql::new(format!("SELECT id FROM \"{table}\" WHERE id = ?"))
        .bind(id)
        .first(tx)
        .await?;
    Ok(found.is_some())
}

/// The paths of translatable texts that have Kazakh but lack `lang`.
pub fn missing(fields: &[Field], document: &Map<String, Value>, lang: Lang, prefix: &str, out: &mut Vec<String>) {
    for field in fields {
        let path = format!("{prefix}{}", field.name);
        let value = document.get(field.name).unwrap_or(&Value::Null);
        let lacks = |value: &Value| {
            let has = |code: &str| {
                value
                    .get(code)
                    .and_then(Value::as_str)
                    .is_some_and(|t| !t.trim().is_empty())
            };
            has("kz") && !has(lang.code())
        };
        match field.kind {
            Kind::Translated | Kind::TranslatedLong | Kind::RichText if lacks(value) => out.push(path),
            Kind::TranslatedList => {
                for (i, text) in value.as_array().into_iter().flatten().enumerate() {
                    if lacks(text) {
                        out.push(format!("{path}.{i}"));
                    }
                }
            }
            Kind::Children(children) => each(children.fields, value, lang, &path, out),
            Kind::List(item_fields) => each(item_fields, value, lang, &path, out),
            Kind::Object(item_fields) => {
                if let Some(object) = value.as_object() {
                    missing(item_fields, object, lang, &format!("{path}."), out);
                }
            }
            _ => {}
        }
    }
}

fn each(item_fields: &[Field], value: &Value, lang: Lang, path: &str, out: &mut Vec<String>) {
    for (i, item) in value.as_array().into_iter().flatten().enumerate() {
        if let Some(object) = item.as_object() {
            missing(item_fields, object, lang, &format!("{path}.{i}."), out);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::schema::content_type;

    fn news(body: Value) -> Result<Checked, Check> {
        check(content_type("news").unwrap(), &body, Lang::En)
    }

    fn errors(result: Result<Checked, Check>) -> Vec<String> {
        match result {
            Ok(_) => vec![],
            Err(check) => match check.finish() {
                Err(fields) => fields.into_keys().collect(),
                _ => vec![],
            },
        }
    }

    #[test]
    fn missing_kazakh_bad_slug_and_bad_date_are_named_by_path() {
        let found = errors(news(json!({
            "title": {"ru": "Только по-русски"},
            "slug": "Not A Slug",
            "published_at": "yesterday",
            "excerpt": {"kz": "Қысқаша"},
            "body": {"kz": "<p>Мәтін</p>"},
            "blocks": [{"n": 1, "title": {"kz": "Блок"}, "link_url": "javascript:alert(1)"}],
        })));
        assert_eq!(found, ["blocks.0.link_url", "published_at", "slug", "title.kz"]);
    }

    #[test]
    fn rich_text_is_sanitised_and_read_only_fields_are_dropped() {
        let Ok(Checked(document)) = news(json!({
            "id": 99, "status": "published",
            "title": {"kz": "Жаңалық", "ru": "Новость"},
            "slug": "a-news",
            "published_at": "2026-11-24T10:00",
            "excerpt": {"kz": "Қысқаша"},
            "body": {"kz": "<p onclick=\"x()\">Мәтін<script>alert(1)</script></p>"},
        })) else {
            panic!("a valid item is refused")
        };
        assert_eq!(document["body"]["kz"], "<p>Мәтін</p>");
        assert_eq!(document["published_at"], "2026-11-24T10:00:00");
        assert!(document.get("id").is_none() && document.get("status").is_none());
        let mut lacking = Vec::new();
        missing(
            content_type("news").unwrap().fields,
            &document,
            Lang::En,
            "",
            &mut lacking,
        );
        assert_eq!(lacking, ["title", "excerpt", "body"]);
    }
}
