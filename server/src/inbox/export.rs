//! The inbox's export: the filtered submissions as CSV, sent as it is read, or as XLSX, written
//! in constant memory to a temporary file and then sent. Either way the submissions are read a
//! batch at a time, so 100,000 of them take no more memory than 500, and every cell is safe to
//! open in a spreadsheet (`spreadsheet_safe`).

use std::collections::{HashMap, HashSet};

use axum::body::{Body, Bytes};
use axum::extract::State;
use axum::http::{HeaderValue, header};
use axum::response::{IntoResponse, Response};
use serde::Deserialize;
use serde_json::Value;
use utoipa::IntoParams;

use super::{FieldTexts, InboxQuery, StaffLang, flatten, labels};
use crate::forms::export::spreadsheet_safe;
use crate::forms::rules::{Check, Problem};
use crate::http::client::ClientIp;
use crate::http::{ApiQuery, ApiResult, AppState};
use crate::lang::Lang;
use crate::staff::audit::{Actor, Event};
use crate::staff::{Right, Staff};
use crate::store::Store;
use crate::store::submissions::{SubmissionFilter, SubmissionRow};

/// Submissions read at once.
const BATCH: u32 = 500;

#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct FormatQuery {
    /// csv or xlsx.
    pub format: Option<String>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Format {
    Csv,
    Xlsx,
}

/// The submissions the filters let through (the list's filters), newest first, as a CSV or XLSX
/// file: one column per field any of them has, labelled in the staff member's language.
#[utoipa::path(get, path = "/admin/applications/export", tag = "admin", operation_id = "admin_applications_export",
    params(FormatQuery, InboxQuery),
    responses((status = 200, content_type = "text/csv", body = String),
        (status = 401, body = crate::http::ErrorBody), (status = 403, body = crate::http::ErrorBody),
        (status = 422, body = crate::http::ErrorBody)))]
pub async fn export(
    State(state): State<AppState>,
    ClientIp(client): ClientIp,
    staff: Staff,
    StaffLang(lang): StaffLang,
    ApiQuery(format): ApiQuery<FormatQuery>,
    ApiQuery(query): ApiQuery<InboxQuery>,
) -> ApiResult<Response> {
    staff.may(Right::ReadApplications)?;
    let mut check = Check::new(lang);
    let format = match format.format.as_deref().map(str::trim) {
        Some("csv") => Some(Format::Csv),
        Some("xlsx") => Some(Format::Xlsx),
        None | Some("") => {
            check.fail("format", Problem::Required);
            None
        }
        Some(_) => {
            check.fail("format", Problem::Choice);
            None
        }
    };
    let filter = query.filter(&mut check);
    check.finish()?;
    let format = format.expect("checked above");
    let summary = query_summary(&query, format);
    state
        .store
        .record_audit(
            &Actor::staff(&staff, client),
            Event::new("application-export", Some("applications"), None, summary),
        )
        .await?;
    let columns = columns(&state.store, &filter).await?;
    let sheet = Sheet {
        store: state.store.clone(),
        filter,
        columns,
        lang,
        cursor: Cursor::Start,
        texts: FieldTexts::new(state.store.clone(), lang),
    };
    let day = time::OffsetDateTime::now_utc().date();
    let (body, content_type, extension) = match format {
        Format::Csv => (csv_body(sheet), "text/csv; charset=utf-8", "csv"),
        Format::Xlsx => (
            xlsx_body(sheet).await?,
            "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
            "xlsx",
        ),
    };
    let mut response = body.into_response();
    let headers = response.headers_mut();
    headers.insert(header::CONTENT_TYPE, HeaderValue::from_static(content_type));
    headers.insert(
        header::CONTENT_DISPOSITION,
        super::attachment(&format!("applications-{day}.{extension}")),
    );
    Ok(response)
}

/// What was exported, for the audit log.
fn query_summary(query: &InboxQuery, format: Format) -> String {
    let mut parts = vec![if format == Format::Csv { "csv" } else { "xlsx" }.to_owned()];
    for (name, value) in [
        ("type", &query.kind),
        ("status", &query.status),
        ("from", &query.from),
        ("to", &query.to),
        ("lang", &query.lang),
        ("search", &query.search),
    ] {
        if let Some(value) = value.as_deref().filter(|v| !v.trim().is_empty()) {
            parts.push(format!("{name}={value}"));
        }
    }
    parts.join(" ")
}

/// The field paths of the submissions `filter` lets through, in the order staff read them.
async fn columns(store: &Store, filter: &SubmissionFilter) -> anyhow::Result<Vec<String>> {
    let mut seen = HashSet::new();
    let mut columns = Vec::new();
    let mut after = None;
    loop {
        let rows = store.submissions_after(filter, after.as_ref(), BATCH).await?;
        for row in &rows {
            for (path, _) in flatten(&row.fields()) {
                if seen.insert(path.clone()) {
                    columns.push(path);
                }
            }
        }
        match rows.last() {
            Some(last) if rows.len() == BATCH as usize => after = Some((last.created_at.clone(), last.id)),
            _ => break,
        }
    }
    columns.sort_by_key(|path| labels::rank(path));
    Ok(columns)
}

/// Where an export has got to.
enum Cursor {
    Start,
    /// After the submission sent at this time with this id (None: from the newest).
    After(Option<(String, i64)>),
    End,
}

/// The lines of an export: the header, then one line per submission, a batch at a time.
struct Sheet {
    store: Store,
    filter: SubmissionFilter,
    columns: Vec<String>,
    lang: Lang,
    cursor: Cursor,
    texts: FieldTexts,
}

impl Sheet {
    fn header(&self) -> Vec<String> {
        let lang = self.lang;
        let fixed: [[&str; 3]; 7] = [
            ["№", "№", "No."],
            ["Нысан", "Форма", "Form"],
            ["Күйі", "Статус", "Status"],
            ["Жіберілген уақыты (UTC)", "Отправлено (UTC)", "Sent (UTC)"],
            ["Тілі", "Язык", "Language"],
            ["Бет", "Страница", "Page"],
            ["Жауапты", "Ответственный", "Assignee"],
        ];
        let index = match lang {
            Lang::Kz => 0,
            Lang::Ru => 1,
            Lang::En => 2,
        };
        let mut header: Vec<String> = fixed.iter().map(|texts| texts[index].to_owned()).collect();
        let labels: Vec<String> = self.columns.iter().map(|path| labels::field(path, lang)).collect();
        for (path, label) in self.columns.iter().zip(&labels) {
            // Two fields with one label (the e-mail of two forms) keep their own columns.
            let shared = labels.iter().filter(|other| *other == label).count() > 1;
            header.push(if shared {
                format!("{label} ({path})")
            } else {
                label.clone()
            });
        }
        header
    }

    /// The next batch of lines (the header comes first), or None after the last.
    async fn next(&mut self) -> anyhow::Result<Option<Vec<Vec<String>>>> {
        let after = match &self.cursor {
            Cursor::Start => {
                self.cursor = Cursor::After(None);
                return Ok(Some(vec![self.header()]));
            }
            Cursor::After(after) => after.clone(),
            Cursor::End => return Ok(None),
        };
        let rows = self
            .store
            .submissions_after(&self.filter, after.as_ref(), BATCH)
            .await?;
        let ids: Vec<i64> = rows.iter().map(|row| row.id).collect();
        let files = self.store.submission_file_names(&ids).await?;
        let mut lines = Vec::with_capacity(rows.len());
        for row in &rows {
            lines.push(self.line(row, &files).await?);
        }
        self.cursor = match rows.last() {
            Some(last) if rows.len() == BATCH as usize => Cursor::After(Some((last.created_at.clone(), last.id))),
            _ => Cursor::End,
        };
        Ok(Some(lines))
    }

    async fn line(&mut self, row: &SubmissionRow, files: &HashMap<String, String>) -> anyhow::Result<Vec<String>> {
        let lang = self.lang;
        let mut cells = vec![
            row.id.to_string(),
            labels::form(&row.kind, lang),
            labels::status(&row.status, lang),
            row.created_at.clone(),
            row.lang.clone(),
            row.page.clone().unwrap_or_default(),
            row.assignee_email.clone().unwrap_or_default(),
        ];
        let values: HashMap<String, Value> = flatten(&row.fields()).into_iter().collect();
        for path in &self.columns {
            let cell = match values.get(path) {
                None => String::new(),
                Some(value) => self.texts.text(path, value, files).await?,
            };
            cells.push(cell);
        }
        Ok(cells
            .into_iter()
            .map(|cell| spreadsheet_safe(&cell).into_owned())
            .collect())
    }
}

/// CSV, sent a batch at a time.
fn csv_body(mut sheet: Sheet) -> Body {
    let (sender, receiver) = tokio::sync::mpsc::channel::<Result<Bytes, std::io::Error>>(2);
    tokio::spawn(async move {
        // The byte-order mark first: spreadsheets then read the file as UTF-8.
        if sender.send(Ok(Bytes::from_static(b"\xEF\xBB\xBF"))).await.is_err() {
            return;
        }
        loop {
            let lines = match sheet.next().await {
                Ok(Some(lines)) => lines,
                Ok(None) => break,
                Err(err) => {
                    tracing::error!(error = %format!("{err:#}"), "an export failed");
                    let _ = sender.send(Err(std::io::Error::other("the export failed"))).await;
                    return;
                }
            };
            let chunk = csv_lines(&lines).map_err(std::io::Error::other);
            let failed = chunk.is_err();
            if sender.send(chunk.map(Bytes::from)).await.is_err() || failed {
                // The reader went away, or has been told of the failure.
                return;
            }
        }
    });
    Body::from_stream(futures_util::stream::unfold(receiver, |mut receiver| async move {
        receiver.recv().await.map(|chunk| (chunk, receiver))
    }))
}

fn csv_lines(lines: &[Vec<String>]) -> anyhow::Result<Vec<u8>> {
    let mut csv = csv::Writer::from_writer(Vec::new());
    for line in lines {
        csv.write_record(line)?;
    }
    csv.into_inner().map_err(|err| anyhow::anyhow!("{}", err.error()))
}

/// An XLSX workbook of one sheet, written row by row in constant memory by a blocking thread
/// that the reader feeds, then sent from its temporary file.
async fn xlsx_body(mut sheet: Sheet) -> anyhow::Result<Body> {
    let (sender, mut receiver) = tokio::sync::mpsc::channel::<Vec<Vec<String>>>(2);
    let file = tempfile::NamedTempFile::new()?;
    let path = file.path().to_owned();
    let writer = tokio::task::spawn_blocking(move || -> anyhow::Result<()> {
        let mut workbook = rust_xlsxwriter::Workbook::new();
        let worksheet = workbook.add_worksheet_with_constant_memory()?;
        let mut row: u32 = 0;
        while let Some(lines) = receiver.blocking_recv() {
            for line in lines {
                for (col, cell) in line.iter().enumerate() {
                    // Always a text cell: never a number, a date or a formula.
                    worksheet.write_string(row, u16::try_from(col)?, cell.as_str())?;
                }
                row += 1;
            }
        }
        workbook.save(&path)?;
        Ok(())
    });
    let read = async {
        while let Some(lines) = sheet.next().await? {
            sender
                .send(lines)
                .await
                .map_err(|_| anyhow::anyhow!("the workbook writer stopped"))?;
        }
        anyhow::Ok(())
    }
    .await;
    drop(sender);
    let written = writer.await?;
    read?;
    written?;
    let opened = tokio::fs::File::open(file.path()).await?;
    // The file's name goes now; the open handle keeps its bytes until they are sent.
    drop(file);
    Ok(Body::from_stream(tokio_util::io::ReaderStream::new(opened)))
}
