//! The staff's media library: images uploaded become responsive WebP variants, PDFs are kept for
//! documents; both are public content files under `/assets/media/uploads/`, with alt texts in
//! three languages.

use axum::extract::{DefaultBodyLimit, State};
use axum::http::StatusCode;
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::forms::rules::Problem;
use crate::forms::uploads::{FormData, multipart_error, read_file};
use crate::http::client::ClientIp;
use crate::http::list::{paginate, window};
use crate::http::{ApiError, ApiQuery, ApiResult, AppState, Data, Json, LangParam, PageNo, Paginated, Path};
use crate::lang::Lang;
use crate::media::{MediaError, MediaKind};
use crate::site::{MEDIA_DIR, MEDIA_URL};
use crate::staff::{Right, Staff};
use crate::store::items::Editor;
use crate::store::media::{MediaRow, NewMedia};
use crate::store::reads::MediaFilter;

/// Where uploads go among the content media.
const UPLOADS: &str = "uploads";
pub const MEDIA_PER_PAGE: u32 = 40;

pub fn router(upload_limit: usize) -> OpenApiRouter<AppState> {
    let upload = OpenApiRouter::new()
        .routes(routes!(upload))
        .layer(DefaultBodyLimit::max(crate::forms::request_limit(upload_limit, 1)));
    OpenApiRouter::new()
        .routes(routes!(library))
        .routes(routes!(set_alt))
        .merge(upload)
}

#[derive(Debug, Serialize, ToSchema)]
pub struct Media {
    pub id: i64,
    /// image or document.
    pub kind: String,
    /// The public path: an image's widest variant, a document's PDF.
    pub url: String,
    #[schema(value_type = Vec<Object>)]
    pub variants: Value,
    pub width: Option<i64>,
    pub height: Option<i64>,
    pub size: i64,
    /// `{"kz", "ru", "en"}`.
    #[schema(value_type = Object)]
    pub alt: Value,
    pub original_name: String,
    pub created_at: String,
}

impl From<MediaRow> for Media {
    fn from(row: MediaRow) -> Self {
        Media {
            id: row.id,
            kind: row.kind,
            url: row.url,
            variants: serde_json::from_str(&row.variants).unwrap_or_else(|_| json!([])),
            width: row.width,
            height: row.height,
            size: row.size,
            alt: serde_json::from_str(&row.alt).unwrap_or_else(|_| json!({})),
            original_name: row.original_name,
            created_at: row.created_at,
        }
    }
}

fn url_of(file_name: &str) -> String {
    format!("{MEDIA_URL}/{UPLOADS}/{file_name}")
}

/// A media error as the API answers it.
fn refused(err: MediaError, lang: Lang) -> ApiError {
    let bad = |status, problem: Problem| ApiError::BadFile {
        status,
        field: "file".to_owned(),
        message: problem.text(lang).to_owned(),
    };
    match err {
        MediaError::UnsupportedType => bad(StatusCode::UNSUPPORTED_MEDIA_TYPE, Problem::FileType),
        MediaError::TooLarge => bad(StatusCode::PAYLOAD_TOO_LARGE, Problem::FileTooLarge),
        MediaError::Unreadable(_) => bad(StatusCode::UNPROCESSABLE_ENTITY, Problem::Upload),
        MediaError::Busy => ApiError::Busy {
            lang,
            retry_after_secs: 5,
        },
        other => ApiError::Internal(other.into()),
    }
}

/// Uploads an image (jpeg, png or webp, judged by its bytes; WebP variants 480, 960 and 1600 px
/// wide are made) or a PDF, with optional alt texts `alt_kz`, `alt_ru`, `alt_en`.
#[utoipa::path(post, path = "/admin/media", tag = "admin", operation_id = "admin_media_upload", params(LangParam),
    request_body(content_type = "multipart/form-data", content = Object),
    responses((status = 201, body = Media), (status = 401, body = crate::http::ErrorBody),
        (status = 403, body = crate::http::ErrorBody), (status = 413, body = crate::http::ErrorBody),
        (status = 415, body = crate::http::ErrorBody), (status = 422, body = crate::http::ErrorBody),
        (status = 503, description = "Every core was busy with other images for 30 seconds; try again after `Retry-After`.",
            body = crate::http::ErrorBody)))]
#[tracing::instrument(skip_all)]
async fn upload(
    State(state): State<AppState>,
    ClientIp(client): ClientIp,
    staff: Staff,
    lang: Lang,
    FormData(mut multipart): FormData,
) -> ApiResult<(StatusCode, Data<Media>)> {
    staff.may(Right::Edit)?;
    let mut file = None;
    let mut alt = json!({"kz": "", "ru": "", "en": ""});
    while let Some(field) = multipart.next_field().await.map_err(multipart_error)? {
        match field.name() {
            Some("file") => file = Some(read_file(field, state.forms.upload_limit, "file", lang).await?),
            Some(name @ ("alt_kz" | "alt_ru" | "alt_en")) => {
                let code = name.trim_start_matches("alt_").to_owned();
                let text = field.text().await.map_err(multipart_error)?;
                alt[code] = json!(text.trim().chars().take(500).collect::<String>());
            }
            _ => {}
        }
    }
    let file = file.ok_or_else(|| ApiError::field("file", Problem::Required.text(lang)))?;
    let kind = crate::media::judge(&file.bytes).map_err(|err| refused(err, lang))?;
    let dir = state.paths.data_dir.join(MEDIA_DIR).join(UPLOADS);
    let bytes = file.bytes;
    // An image waits for a turn (one per core): several large ones at once would take a few
    // hundred megabytes each.
    let turn = match kind {
        MediaKind::Image(_) => Some(state.decoding.turn().await.map_err(|err| refused(err, lang))?),
        MediaKind::Document => None,
    };
    // Decoding and encoding pixels takes a while: off the async threads.
    let stored = tokio::task::spawn_blocking(move || {
        // The turn is held until the work ends, even if the client has gone meanwhile.
        let _turn = turn;
        match kind {
            MediaKind::Document => crate::media::store_document(&dir, &bytes).map(|doc| {
                let url = url_of(&doc.file_name);
                ("document", url, json!([]), None, None, doc.bytes)
            }),
            MediaKind::Image(_) => crate::media::store_image(&dir, &bytes).map(|image| {
                let variants: Vec<Value> = image
                    .variants
                    .iter()
                    .map(|variant| json!({"width": variant.width, "url": url_of(&variant.file_name)}))
                    .collect();
                let widest = image.variants.last().map(|v| url_of(&v.file_name)).unwrap_or_default();
                let size = image.variants.iter().map(|v| v.bytes).sum();
                (
                    "image",
                    widest,
                    Value::Array(variants),
                    Some(i64::from(image.width)),
                    Some(i64::from(image.height)),
                    size,
                )
            }),
        }
    })
    .await
    .map_err(anyhow::Error::from)?
    .map_err(|err| refused(err, lang))?;
    let (kind, url, variants, width, height, size) = stored;
    let new = NewMedia {
        kind,
        url: &url,
        variants: &variants,
        width,
        height,
        size,
        alt: &alt,
        original_name: &file.name,
    };
    let media: Media = state
        .store
        .add_media(&new, &Editor::staff(&staff, client))
        .await?
        .into();
    Ok((StatusCode::CREATED, lang.answer(media)))
}

#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct LibraryQuery {
    /// Page number, from 1.
    #[param(inline)]
    pub page: Option<PageNo>,
    /// image or document.
    pub kind: Option<String>,
    /// Words of the file's name or alt text.
    #[param(max_length = 200)]
    pub search: Option<String>,
}

/// The media library, newest first.
#[utoipa::path(get, path = "/admin/media", tag = "admin", operation_id = "admin_media", params(LibraryQuery, LangParam),
    responses((status = 200, body = Paginated<Media>), (status = 401, body = crate::http::ErrorBody),
        (status = 403, body = crate::http::ErrorBody), (status = 422, body = crate::http::ErrorBody)))]
async fn library(
    State(state): State<AppState>,
    staff: Staff,
    lang: Lang,
    ApiQuery(query): ApiQuery<LibraryQuery>,
) -> ApiResult<Data<Paginated<Media>>> {
    staff.may(Right::Edit)?;
    let kind = match query.kind.as_deref().filter(|k| !k.is_empty()) {
        None => None,
        Some(kind @ ("image" | "document")) => Some(kind),
        Some(_) => return Err(ApiError::field("kind", Problem::Choice.text(lang))),
    };
    let search = query
        .search
        .as_deref()
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(|s| s.chars().take(200).collect::<String>());
    let filter = MediaFilter {
        kind,
        search: search.as_deref(),
    };
    let page = state
        .store
        .media_page(&filter, window(query.page, MEDIA_PER_PAGE))
        .await?;
    let Paginated { data, meta } = paginate::<MediaRow, Media>(page);
    Ok(lang.answer(Paginated { data, meta }))
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct AltTexts {
    /// `{"kz", "ru", "en"}`.
    #[schema(value_type = Object)]
    pub alt: Value,
}

#[derive(Debug, Deserialize, IntoParams)]
pub struct MediaId {
    /// The media item's id.
    pub id: i64,
}

/// Sets a media item's alt texts.
#[utoipa::path(put, path = "/admin/media/{id}", tag = "admin", operation_id = "admin_media_alt",
    params(MediaId, LangParam), request_body = AltTexts,
    responses((status = 200, body = Media), (status = 401, body = crate::http::ErrorBody),
        (status = 403, body = crate::http::ErrorBody), (status = 404, body = crate::http::ErrorBody),
        (status = 422, body = crate::http::ErrorBody)))]
async fn set_alt(
    State(state): State<AppState>,
    ClientIp(client): ClientIp,
    staff: Staff,
    lang: Lang,
    Path(MediaId { id }): Path<MediaId>,
    Json(body): Json<AltTexts>,
) -> ApiResult<Data<Media>> {
    staff.may(Right::Edit)?;
    let mut alt = json!({});
    for lang_code in ["kz", "ru", "en"] {
        match body.alt.get(lang_code) {
            None | Some(Value::Null) => alt[lang_code] = json!(""),
            Some(Value::String(text)) if text.chars().count() <= 500 => alt[lang_code] = json!(text.trim()),
            Some(Value::String(_)) => {
                return Err(ApiError::field(
                    &format!("alt.{lang_code}"),
                    Problem::TooLong.text(lang),
                ));
            }
            Some(_) => {
                return Err(ApiError::field(
                    &format!("alt.{lang_code}"),
                    Problem::Required.text(lang),
                ));
            }
        }
    }
    let media = state
        .store
        .describe_media(id, &alt, &Editor::staff(&staff, client))
        .await?
        .ok_or(ApiError::NotFound)?;
    Ok(lang.answer(media.into()))
}
