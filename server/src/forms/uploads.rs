//! Files visitors attach: judged by their bytes (pdf, jpeg, png, webp), kept under a random name
//! in the data dir, and referred to as `upload:<id>`, a reference only one later submission (and
//! staff) can use. Nothing here is ever served publicly.

use std::net::IpAddr;
use std::path::Path;

use anyhow::Context;
use axum::extract::multipart::Field;
use axum::extract::{FromRequest, Multipart, Request, State};
use axum::http::{HeaderMap, StatusCode};
use serde::Serialize;
use sqlx::{Sqlite, Transaction};
use utoipa::ToSchema;

use super::auth::FormsToken;
use super::rules::Problem;
use crate::http::client::{ClientIp, limit_key};
use crate::http::{ApiError, ApiResult, AppState, Data, LangParam};
use crate::lang::Lang;

pub const UPLOAD_DIR: &str = "uploads";
const REFERENCE_PREFIX: &str = "upload:";
/// The types a visitor may attach, judged from the file's first bytes.
const ACCEPTED: [&str; 4] = ["application/pdf", "image/jpeg", "image/png", "image/webp"];

#[derive(Debug, Serialize, ToSchema)]
pub struct StoredFile {
    /// The reference a submission gives to attach this file, `upload:<id>`.
    pub url: String,
    /// The file's name on the visitor's computer.
    pub name: String,
    pub size: u64,
}

/// A checked file, read whole into memory (the size limit keeps that small).
pub struct Incoming {
    pub name: String,
    pub content_type: &'static str,
    pub bytes: Vec<u8>,
}

/// Reads one multipart field as a file: over the limit is 413, a type other than pdf, jpeg,
/// png or webp is 415, an empty file is a 422 naming the field.
pub async fn read_file(mut field: Field<'_>, limit: usize, name: &str, lang: Lang) -> ApiResult<Incoming> {
    let file_name = field
        .file_name()
        .unwrap_or("file")
        .chars()
        .take(200)
        .collect::<String>();
    let mut bytes = Vec::new();
    let refuse = |status, problem: Problem| ApiError::BadFile {
        status,
        field: name.to_owned(),
        message: problem.text(lang).to_owned(),
    };
    while let Some(chunk) = field.chunk().await.map_err(multipart_error)? {
        if bytes.len() + chunk.len() > limit {
            return Err(refuse(StatusCode::PAYLOAD_TOO_LARGE, Problem::FileTooLarge));
        }
        bytes.extend_from_slice(&chunk);
    }
    if bytes.is_empty() {
        return Err(ApiError::field(name, Problem::Required.text(lang)));
    }
    let content_type = infer::get(&bytes)
        .map(|kind| kind.mime_type())
        .and_then(|mime| ACCEPTED.iter().find(|accepted| **accepted == mime).copied())
        .ok_or_else(|| refuse(StatusCode::UNSUPPORTED_MEDIA_TYPE, Problem::FileType))?;
    Ok(Incoming {
        name: file_name,
        content_type,
        bytes,
    })
}

/// A multipart body: any other kind of body is a 415 in the API's error format (axum's own
/// extractor would answer a plain-text 400).
pub struct FormData(pub Multipart);

impl<S: Send + Sync> FromRequest<S> for FormData {
    type Rejection = ApiError;

    async fn from_request(request: Request, state: &S) -> Result<Self, Self::Rejection> {
        Multipart::from_request(request, state)
            .await
            .map(FormData)
            .map_err(|_| ApiError::UnsupportedType)
    }
}

/// A multipart body that broke off or outgrew the body limit.
pub fn multipart_error(err: axum::extract::multipart::MultipartError) -> ApiError {
    ApiError::unreadable_body(&err, err.status(), "file")
}

/// Writes the file under a random name and records it as sent by `client`. With a `cap`, the
/// file is refused (`None`, nothing kept) when the client's unclaimed files would come to more
/// than `cap` bytes with it: judged by the statement that records it, so that uploads sent at
/// the same moment cannot all pass a check made before any of them was recorded.
pub async fn save(
    tx: &mut Transaction<'_, Sqlite>,
    data_dir: &Path,
    file: &Incoming,
    client: IpAddr,
    cap: Option<u64>,
) -> anyhow::Result<Option<String>> {
    let id = crate::random_hex()?;
    let dir = data_dir.join(UPLOAD_DIR);
    let path = dir.join(&id);
    write_private(&dir, &path, &file.bytes).await?;
    let client = limit_key(client).to_string();
    let size = file.bytes.len() as i64;
    let recorded = sqlx::query(
        "INSERT INTO uploads (id, stored_name, original_name, content_type, size, created_at, client)
         SELECT ?, ?, ?, ?, ?, ?, ?
         WHERE ? IS NULL
            OR (SELECT COALESCE(SUM(size), 0) FROM uploads WHERE client = ? AND submission IS NULL) + ? <= ?",
    )
    .bind(&id)
    .bind(&id)
    .bind(&file.name)
    .bind(file.content_type)
    .bind(size)
    .bind(crate::store::clock::now_utc())
    .bind(&client)
    .bind(cap.map(|cap| cap as i64))
    .bind(&client)
    .bind(size)
    .bind(cap.map(|cap| cap as i64))
    .execute(&mut **tx)
    .await?
    .rows_affected();
    if recorded == 0 {
        tokio::fs::remove_file(&path)
            .await
            .with_context(|| format!("cannot delete {}", path.display()))?;
        return Ok(None);
    }
    Ok(Some(id))
}

/// Seconds until the oldest of `client`'s unclaimed files expires, freeing room under the cap.
async fn until_room(db: &crate::db::Db, client: IpAddr) -> anyhow::Result<u64> {
    let oldest: Option<String> =
        sqlx::query_scalar("SELECT MIN(created_at) FROM uploads WHERE client = ? AND submission IS NULL")
            .bind(limit_key(client).to_string())
            .fetch_one(db)
            .await?;
    let Some(oldest) = oldest else {
        return Ok(1);
    };
    let created = time::OffsetDateTime::parse(&oldest, &time::format_description::well_known::Rfc3339)?;
    let expires = created + super::UNCLAIMED_UPLOAD_LIFETIME;
    Ok((expires - time::OffsetDateTime::now_utc()).whole_seconds().max(1) as u64)
}

/// Writes a visitor's file readable by the server's user only, and makes it durable before the
/// submission that refers to it is acknowledged (the file, then its directory entry).
async fn write_private(dir: &Path, path: &Path, bytes: &[u8]) -> anyhow::Result<()> {
    use tokio::io::AsyncWriteExt;
    tokio::fs::DirBuilder::new()
        .recursive(true)
        .mode(0o700)
        .create(dir)
        .await
        .with_context(|| format!("cannot create {}", dir.display()))?;
    let mut out = tokio::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .mode(0o600)
        .open(path)
        .await
        .with_context(|| format!("cannot create {}", path.display()))?;
    out.write_all(bytes).await.context("cannot write an upload")?;
    out.sync_all().await.context("cannot flush an upload")?;
    tokio::fs::File::open(dir)
        .await
        .context("cannot open the uploads directory")?
        .sync_all()
        .await
        .context("cannot flush the uploads directory")?;
    Ok(())
}

/// Deletes uploads that no submission claimed within `max_age` (the visitor gave up, or a bot
/// filled the disk): each row, then its file.
pub async fn delete_unclaimed(
    db: &crate::db::Db,
    data_dir: &Path,
    max_age: std::time::Duration,
) -> anyhow::Result<u64> {
    let cutoff = time::OffsetDateTime::now_utc() - max_age;
    let cutoff = cutoff
        .replace_nanosecond(0)
        .unwrap_or(cutoff)
        .format(&time::format_description::well_known::Rfc3339)?;
    let stale: Vec<(String, String)> =
        sqlx::query_as("SELECT id, stored_name FROM uploads WHERE submission IS NULL AND created_at < ?")
            .bind(&cutoff)
            .fetch_all(db)
            .await?;
    let mut deleted = 0;
    for (id, stored_name) in stale {
        // The row goes first: a submission claiming the upload at this moment either claimed it
        // already (nothing is deleted) or finds it gone and is refused; never a claim of a file
        // that is no more.
        let unclaimed = sqlx::query("DELETE FROM uploads WHERE id = ? AND submission IS NULL")
            .bind(&id)
            .execute(db)
            .await?
            .rows_affected();
        if unclaimed == 0 {
            continue;
        }
        let path = data_dir.join(UPLOAD_DIR).join(&stored_name);
        match tokio::fs::remove_file(&path).await {
            Ok(()) => {}
            Err(err) if err.kind() == std::io::ErrorKind::NotFound => {}
            Err(err) => return Err(anyhow::Error::from(err).context(format!("cannot delete {}", path.display()))),
        }
        deleted += 1;
    }
    Ok(deleted)
}

/// The body of POST /file/store, for the document.
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct FileForm {
    #[schema(required = true, schema_with = super::rules::schema::file)]
    file: Vec<u8>,
}

/// Stores one file for a later submission. It needs its own solved challenge, like a submission
/// (proof of work, empty honeypot, minimum fill time); one client's files that no submission has
/// claimed yet may come to `--unclaimed-upload-cap` bytes in all, past which this answers 429
/// until some are claimed or expire (after an hour).
#[utoipa::path(post, path = "/file/store", tag = "forms", params(LangParam, super::challenge::ProofHeaders),
    request_body(content = FileForm, content_type = "multipart/form-data"),
    responses((status = 201, body = StoredFile), (status = 401, body = crate::http::ErrorBody),
        (status = 403, body = crate::http::ErrorBody),
        (status = 413, body = crate::http::ErrorBody), (status = 415, body = crate::http::ErrorBody),
        (status = 422, body = crate::http::ErrorBody), (status = 429, body = crate::http::ErrorBody)),
    security(("forms_token" = [])))]
#[tracing::instrument(skip_all)]
pub async fn store(
    State(state): State<AppState>,
    _token: FormsToken,
    ClientIp(client): ClientIp,
    lang: Lang,
    headers: HeaderMap,
    FormData(mut multipart): FormData,
) -> ApiResult<(StatusCode, Data<StoredFile>)> {
    state.forms.uploads.spend(client)?;
    state.forms.guard.check(&state.db, &headers, lang).await?;
    while let Some(field) = multipart.next_field().await.map_err(multipart_error)? {
        if field.name() != Some("file") {
            continue;
        }
        let file = read_file(field, state.forms.upload_limit, "file", lang).await?;
        let mut tx = state.db.begin().await?;
        let cap = Some(state.forms.unclaimed_upload_cap);
        let Some(id) = save(&mut tx, &state.paths.data_dir, &file, client, cap).await? else {
            drop(tx);
            return Err(ApiError::TooManyRequests {
                retry_after_secs: until_room(&state.db, client).await?,
            });
        };
        tx.commit().await?;
        let stored = StoredFile {
            url: format!("{REFERENCE_PREFIX}{id}"),
            name: file.name,
            size: file.bytes.len() as u64,
        };
        return Ok((StatusCode::CREATED, lang.answer(stored)));
    }
    Err(ApiError::field("file", Problem::Required.text(lang)))
}

/// Attaches the upload a submission refers to: an unknown or already used reference is a
/// problem of `field`. Runs in the submission's transaction, so a failed submission keeps
/// the upload free.
pub async fn claim(tx: &mut Transaction<'_, Sqlite>, reference: &str, submission: i64) -> sqlx::Result<bool> {
    let Some(id) = reference.trim().strip_prefix(REFERENCE_PREFIX) else {
        return Ok(false);
    };
    let claimed = sqlx::query("UPDATE uploads SET submission = ? WHERE id = ? AND submission IS NULL")
        .bind(submission)
        .bind(id)
        .execute(&mut **tx)
        .await?
        .rows_affected();
    Ok(claimed == 1)
}

/// Whether a reference names an upload that no submission has used yet.
pub async fn is_free(db: &crate::db::Db, reference: &str) -> sqlx::Result<bool> {
    let Some(id) = reference.trim().strip_prefix(REFERENCE_PREFIX) else {
        return Ok(false);
    };
    let (free,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM uploads WHERE id = ? AND submission IS NULL")
        .bind(id)
        .fetch_one(db)
        .await?;
    Ok(free == 1)
}
