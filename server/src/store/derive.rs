//! Columns a write derives from a document rather than takes from the editor: the words a news
//! search matches, a document's file size.

use std::path::Path;

use anyhow::Context;
use serde_json::{Map, Value, json};

use super::media::{MEDIA_DIR, MEDIA_URL};
use super::schema::ContentType;
use crate::lang::Tr;

/// The derived columns of an item of `kind`, with their values.
pub fn columns(
    kind: &ContentType,
    fields: &Map<String, Value>,
    data_dir: &Path,
) -> anyhow::Result<Vec<(&'static str, Value)>> {
    Ok(match kind.name {
        "news" => {
            let tr = |name: &str| -> Tr {
                fields
                    .get(name)
                    .cloned()
                    .and_then(|value| serde_json::from_value(value).ok())
                    .unwrap_or_default()
            };
            vec![(
                "search_text",
                json!(news_search_text(&tr("title"), &tr("excerpt"), &tr("body"))),
            )]
        }
        "documents" => {
            let file = fields.get("file").and_then(Value::as_str).unwrap_or_default();
            vec![("size", json!(file_size(file, data_dir)?))]
        }
        _ => Vec::new(),
    })
}

/// The size of a content file given by its public path (0 when it is not among the media).
fn file_size(url: &str, data_dir: &Path) -> anyhow::Result<u64> {
    let Some(name) = url.strip_prefix(MEDIA_URL).and_then(|rest| rest.strip_prefix('/')) else {
        return Ok(0);
    };
    if name.split('/').any(|part| part == ".." || part.is_empty()) {
        return Ok(0);
    }
    match std::fs::metadata(data_dir.join(MEDIA_DIR).join(name)) {
        Ok(meta) => Ok(meta.len()),
        Err(err) if err.kind() == std::io::ErrorKind::NotFound => Ok(0),
        Err(err) => Err(err).with_context(|| format!("cannot read the size of {url}")),
    }
}

/// The text `?search=` looks in: every language's title, excerpt and body, lower-cased.
pub fn news_search_text(title: &Tr, excerpt: &Tr, body: &Tr) -> String {
    let mut text = String::new();
    for field in [title, excerpt, body] {
        for part in field.all() {
            text.push_str(&crate::html::plain_text(part).to_lowercase());
            text.push('\n');
        }
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn search_text_holds_every_language_without_tags() {
        let t = |s: &str| Tr {
            kz: s.into(),
            ru: format!("{s} ру"),
            en: String::new(),
        };
        let text = news_search_text(&t("Форум"), &t("Қысқа"), &t("<p>Мәтін <strong>ҮЛКЕН</strong></p>"));
        assert!(text.contains("форум ру"));
        assert!(text.contains("үлкен"));
        assert!(!text.contains("<p>"));
    }
}
