//! The inbox's submissions beside their rows (which the store keeps): where their files are kept,
//! their deletion with the files, and the words the free-text search looks in.

use std::path::Path;

use serde_json::Value;

use crate::forms::uploads::UPLOAD_DIR;
use crate::staff::audit::Actor;
use crate::store::Store;

/// Where a file of the uploads is kept: None for a stored name that is not a plain file name.
pub fn file_path(data_dir: &Path, stored_name: &str) -> Option<std::path::PathBuf> {
    let plain = !stored_name.is_empty()
        && stored_name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.'))
        && !stored_name.starts_with('.');
    plain.then(|| data_dir.join(UPLOAD_DIR).join(stored_name))
}

/// Deletes submissions with their notes, mail and files: the rows in one transaction, then the
/// files (a file left by a crash between the two is no one's and harms no one; a row without its
/// file would). `audit` names who deleted them, one line each; the retention schedule writes one
/// line for all instead.
pub async fn delete(store: &Store, data_dir: &Path, ids: &[i64], audit: Option<&Actor<'_>>) -> anyhow::Result<u64> {
    let deleted = store.delete_submissions(ids, audit).await?;
    remove_files(data_dir, deleted.files).await;
    Ok(deleted.count)
}

/// Deletes the files of deleted submissions (by their stored names); one that cannot go is
/// logged, as its row is gone already.
pub async fn remove_files(data_dir: &Path, stored_names: Vec<String>) {
    for stored_name in stored_names {
        let Some(path) = file_path(data_dir, &stored_name) else {
            continue;
        };
        match tokio::fs::remove_file(&path).await {
            Ok(()) => {}
            Err(err) if err.kind() == std::io::ErrorKind::NotFound => {}
            Err(err) => tracing::warn!(error = %err, path = %path.display(), "cannot delete a submission's file"),
        }
    }
}

/// The words of a submission the free-text search looks in (names, e-mails, phones, messages,
/// every text the visitor typed), lower-cased; never the references of files.
pub fn search_text(fields: &Value) -> String {
    fn collect(value: &Value, out: &mut Vec<String>) {
        match value {
            Value::String(text) if !text.starts_with("upload:") => out.push(text.to_lowercase()),
            Value::Array(items) => items.iter().for_each(|item| collect(item, out)),
            Value::Object(object) => object.values().for_each(|item| collect(item, out)),
            _ => {}
        }
    }
    let mut texts = Vec::new();
    collect(fields, &mut texts);
    texts.join("\n")
}

/// Fills the search text of submissions stored before the inbox existed.
pub async fn fill_search_texts(store: &Store) -> anyhow::Result<()> {
    let rows = store.submissions_without_search_text().await?;
    if rows.is_empty() {
        return Ok(());
    }
    let texts: Vec<(i64, String)> = rows.iter().map(|(id, fields)| (*id, search_text(fields))).collect();
    Ok(store.set_search_texts(&texts).await?)
}
