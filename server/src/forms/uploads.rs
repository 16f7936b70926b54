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
use utoipa::ToSchema;

use super::auth::FormsToken;
use super::rules::Problem;
use crate::http::client::{ClientIp, limit_key};
use crate::http::{ApiError, ApiResult, AppState, Data, LangParam};
use crate::lang::Lang;
use crate::store::Store;
use crate::store::uploads::NewUpload;

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

/// Writes the files under random names and records them as sent by `client`, all or none:
/// their ids, in order. With a `cap`, they are refused (`None`, nothing kept) when the client's
/// unclaimed files would come to more than `cap` bytes with them (`Store::record_uploads`).
pub async fn save(
    store: &Store,
    data_dir: &Path,
    files: &[&Incoming],
    client: IpAddr,
    cap: Option<u64>,
) -> anyhow::Result<Option<Vec<String>>> {
    let dir = data_dir.join(UPLOAD_DIR);
    let mut ids = Vec::new();
    for file in files {
        let id = crate::random_hex()?;
        write_private(&dir, &dir.join(&id), &file.bytes).await?;
        ids.push(id);
    }
    let client = limit_key(client).to_string();
    let records: Vec<NewUpload> = files
        .iter()
        .zip(&ids)
        .map(|(file, id)| NewUpload {
            id,
            original_name: &file.name,
            content_type: file.content_type,
            size: file.bytes.len() as u64,
            client: &client,
        })
        .collect();
    if !store.record_uploads(&records, cap).await? {
        for id in &ids {
            let path = dir.join(id);
            tokio::fs::remove_file(&path)
                .await
                .with_context(|| format!("cannot delete {}", path.display()))?;
        }
        return Ok(None);
    }
    Ok(Some(ids))
}

/// Seconds until the oldest of `client`'s unclaimed files expires, freeing room under the cap.
async fn until_room(store: &Store, client: IpAddr) -> anyhow::Result<u64> {
    let Some(created) = store.oldest_unclaimed_upload(&limit_key(client).to_string()).await? else {
        return Ok(1);
    };
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
/// filled the disk): their rows, then their files. The rows go first, in one statement: a
/// submission claiming an upload at this moment either claimed it already (nothing is deleted)
/// or finds it gone and is refused, and of processes doing this at once each deletes the files
/// of the rows it deleted, so every upload is deleted (and counted) once.
pub async fn delete_unclaimed(store: &Store, data_dir: &Path, max_age: std::time::Duration) -> anyhow::Result<u64> {
    let stale = store
        .forget_unclaimed_uploads_before(time::OffsetDateTime::now_utc() - max_age)
        .await?;
    // Every file is tried: its row is gone, so no later pass would find it.
    let mut failed = None;
    for upload in &stale {
        let path = data_dir.join(UPLOAD_DIR).join(&upload.stored_name);
        match tokio::fs::remove_file(&path).await {
            Ok(()) => {}
            Err(err) if err.kind() == std::io::ErrorKind::NotFound => {}
            Err(err) => {
                failed.get_or_insert(anyhow::Error::from(err).context(format!("cannot delete {}", path.display())));
            }
        }
    }
    match failed {
        Some(err) => Err(err),
        None => Ok(stale.len() as u64),
    }
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
    state.forms.guard.check(&state.store, &headers, lang).await?;
    while let Some(field) = multipart.next_field().await.map_err(multipart_error)? {
        if field.name() != Some("file") {
            continue;
        }
        let file = read_file(field, state.forms.upload_limit, "file", lang).await?;
        let cap = Some(state.forms.unclaimed_upload_cap);
        let Some(ids) = save(&state.store, &state.paths.data_dir, &[&file], client, cap).await? else {
            return Err(ApiError::TooManyRequests {
                retry_after_secs: until_room(&state.store, client).await?,
            });
        };
        let id = &ids[0];
        let stored = StoredFile {
            url: format!("{REFERENCE_PREFIX}{id}"),
            name: file.name,
            size: file.bytes.len() as u64,
        };
        return Ok((StatusCode::CREATED, lang.answer(stored)));
    }
    Err(ApiError::field("file", Problem::Required.text(lang)))
}

/// The upload a reference (`upload:<id>`) names, if it has that form.
pub fn upload_id(reference: &str) -> Option<&str> {
    reference.trim().strip_prefix(REFERENCE_PREFIX)
}

/// Whether a reference names an upload that no submission has used yet.
pub async fn is_free(store: &Store, reference: &str) -> anyhow::Result<bool> {
    let Some(id) = upload_id(reference) else {
        return Ok(false);
    };
    Ok(store.upload_is_free(id).await?)
}
