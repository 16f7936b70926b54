//! `bilim applications export`: the stored submissions as CSV or JSON lines, for staff until the
//! admin exists. It only reads, so it is safe while the server runs (SQLite WAL).

use std::collections::BTreeSet;
use std::io::Write;

use anyhow::{Context, bail};
use serde_json::{Map, Value, json};

use crate::config::{ExportConfig, ExportFormat};
use crate::store::submissions::ExportedSubmission;

/// The forms whose submissions are stored.
pub const KINDS: [&str; 12] = [
    "consultation",
    "registration",
    "book",
    "archive-info",
    "meeting",
    "success-story",
    "transcript",
    "question",
    "vacancy",
    "school",
    "summer-school",
    "service",
];

/// A cell a spreadsheet shows as text: one that a spreadsheet would read as a formula (`=`, `+`,
/// `-`, `@`, or a tab or carriage return before one) gets a leading `'`, as OWASP advises, so
/// visitor text such as `=HYPERLINK(...)` never runs on a staff member's computer.
pub fn spreadsheet_safe(cell: &str) -> std::borrow::Cow<'_, str> {
    match cell.chars().next() {
        Some('=' | '+' | '-' | '@' | '\t' | '\r') => format!("'{cell}").into(),
        _ => cell.into(),
    }
}

pub async fn run(config: &ExportConfig, out: &mut impl Write) -> anyhow::Result<()> {
    if let Some(kind) = &config.kind
        && !KINDS.contains(&kind.as_str())
    {
        bail!("unknown form {kind}; one of: {}", KINDS.join(", "));
    }
    let since = match &config.since {
        Some(since) => Some(
            crate::store::clock::parse_date(since)
                .with_context(|| format!("--since {since} is not a YYYY-MM-DD date"))?,
        ),
        None => None,
    };
    let store = config.data.open_store().await?;
    let rows = store.submissions_to_export(config.kind.as_deref(), since).await?;
    let records: Vec<(ExportedSubmission, Map<String, Value>)> = rows
        .into_iter()
        .map(|row| {
            let fields = match serde_json::from_str(&row.fields) {
                Ok(Value::Object(fields)) => fields,
                _ => Map::new(),
            };
            (row, fields)
        })
        .collect();
    match config.format {
        ExportFormat::Jsonl => {
            for (row, fields) in &records {
                let line = json!({
                    "id": row.id, "type": row.kind, "created_at": row.created_at,
                    "lang": row.lang, "page": row.page, "fields": fields,
                });
                writeln!(out, "{line}")?;
            }
        }
        ExportFormat::Csv => {
            // One column per field any of the submissions has; nested values as JSON.
            let names: BTreeSet<&String> = records.iter().flat_map(|(_, fields)| fields.keys()).collect();
            let mut csv = csv::Writer::from_writer(out);
            let mut header = vec!["id", "type", "created_at", "lang", "page"];
            header.extend(names.iter().map(|name| name.as_str()));
            csv.write_record(&header)?;
            for (row, fields) in &records {
                let mut record = vec![
                    row.id.to_string(),
                    row.kind.clone(),
                    row.created_at.clone(),
                    row.lang.clone(),
                    row.page.clone().unwrap_or_default(),
                ];
                record.extend(names.iter().map(|name| match fields.get(*name) {
                    None | Some(Value::Null) => String::new(),
                    Some(Value::String(text)) => text.clone(),
                    Some(other) => other.to_string(),
                }));
                csv.write_record(record.iter().map(|cell| spreadsheet_safe(cell).into_owned()))?;
            }
            csv.flush()?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::spreadsheet_safe;

    #[test]
    fn formulas_become_text_and_other_cells_stay_as_they_are() {
        for formula in [
            "=HYPERLINK(\"http://x\",\"y\")",
            "+1+1",
            "-2+3",
            "@SUM(A1)",
            "\t=1",
            "\r=1",
        ] {
            assert_eq!(spreadsheet_safe(formula), format!("'{formula}"));
        }
        for plain in ["Айгүл", "a=b", "", "12", "'quoted"] {
            assert_eq!(spreadsheet_safe(plain), plain);
        }
    }
}
