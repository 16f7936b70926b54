//! The content calls of the admin, one set for every type: list, read, create, save (with
//! `If-Match`), delete, publish / schedule / unpublish, revisions and restore, and the types
//! document and translation gaps the admin's screens are built from.

use axum::extract::State;
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde::Deserialize;
use serde_json::{Map, Value, json};
use utoipa::IntoParams;
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::forms::rules::Check;
use crate::http::client::ClientIp;
use crate::http::{
    ApiError, ApiQuery, ApiResult, AppState, Data, FieldErrors, Json, LangParam, PageMeta, Paginated, Path,
};
use crate::lang::Lang;
use crate::staff::{Right, Staff};
use crate::store::check::{READ_ONLY, check};
use crate::store::items::{Editor, Item, ListQuery, Revision, Status, Summary, WriteError};
use crate::store::schema::{ContentType, Field, Kind, TYPES, content_type};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(types))
        .routes(routes!(translations))
        .routes(routes!(list, create))
        .routes(routes!(read, save, delete))
        .routes(routes!(publish))
        .routes(routes!(unpublish))
        .routes(routes!(revisions))
        .routes(routes!(revision))
        .routes(routes!(restore))
}

/// The type of a path, and whether the staff member may edit it (settings: admins only).
fn allowed(staff: &Staff, name: &str) -> ApiResult<&'static ContentType> {
    staff.may(Right::Edit)?;
    let kind = content_type(name).ok_or(ApiError::NotFound)?;
    if kind.singleton() {
        staff.may(Right::Administer)?;
    }
    Ok(kind)
}

/// An item's answer, with its version as the `ETag`.
fn item_answer(kind: &ContentType, item: &Item, lang: Lang, status: StatusCode) -> Response {
    let etag = HeaderValue::from_str(&format!("\"{}\"", item.meta.version)).expect("digits are a header value");
    (status, [(header::ETAG, etag)], lang.answer(item.document(kind))).into_response()
}

/// A write's failure as the API answers it, in the editor's language.
fn refused(kind: &ContentType, err: WriteError, lang: Lang) -> ApiError {
    match err {
        WriteError::NotFound => ApiError::NotFound,
        WriteError::Invalid(problems) => {
            let mut errors = FieldErrors::new();
            for (path, problem) in problems {
                errors.entry(path).or_default().push(problem.text(lang).to_owned());
            }
            ApiError::Unprocessable(errors)
        }
        WriteError::Stale(current) => ApiError::Stale(Box::new(current.document(kind))),
        WriteError::InUse => ApiError::InUse,
        WriteError::Store(err) => err.into(),
        WriteError::Other(err) => ApiError::Internal(err),
    }
}

/// The body of a write: read-only fields dropped, then checked against the type.
fn checked(kind: &ContentType, mut body: Value, lang: Lang) -> ApiResult<crate::store::check::Checked> {
    if let Value::Object(object) = &mut body {
        for name in READ_ONLY {
            object.remove(*name);
        }
    }
    check(kind, &body, lang).map_err(|check: Check| match check.finish() {
        Err(fields) => ApiError::Unprocessable(fields),
        Ok(()) => ApiError::field("body", "invalid"),
    })
}

#[derive(Debug, Deserialize, IntoParams)]
pub struct TypePath {
    /// A content type: news, pages, menus, settings, schools, programs, … (see /admin/types).
    #[serde(rename = "type")]
    #[param(rename = "type")]
    pub kind: String,
}

#[derive(Debug, Deserialize, IntoParams)]
pub struct ItemPath {
    /// A content type (see /admin/types).
    #[serde(rename = "type")]
    #[param(rename = "type")]
    pub kind: String,
    /// The item's id.
    pub id: i64,
}

#[derive(Debug, Deserialize, IntoParams)]
pub struct RevisionPath {
    #[serde(rename = "type")]
    #[param(rename = "type")]
    pub kind: String,
    pub id: i64,
    /// The revision: the item's version it saved.
    pub rev: i64,
}

/// The content types and their fields, from which the admin builds its screens.
#[utoipa::path(get, path = "/admin/types", tag = "admin", operation_id = "admin_types",
    responses((status = 200, body = Vec<Object>), (status = 401, body = crate::http::ErrorBody),
        (status = 403, body = crate::http::ErrorBody)))]
async fn types(staff: Staff, lang: Lang) -> ApiResult<Data<Vec<Value>>> {
    staff.may(Right::Edit)?;
    let visible = TYPES
        .iter()
        .filter(|kind| !kind.singleton() || staff.may(Right::Administer).is_ok())
        .map(|kind| {
            json!({
                "name": kind.name,
                "singleton": kind.singleton(),
                "title_field": kind.title,
                "slug_field": kind.slug(),
                "list_fields": kind.list_fields,
                "publishable": !kind.singleton(),
                "fields": kind.fields.iter().map(describe).collect::<Vec<_>>(),
                "schema": schema(kind.fields),
            })
        })
        .collect();
    Ok(lang.answer(visible))
}

/// A field as the types document describes it.
fn describe(field: &Field) -> Value {
    let mut description = json!({
        "name": field.name,
        "kind": field.kind.name(),
        "required": field.required,
        "translatable": field.kind.is_translated(),
    });
    let object = description.as_object_mut().expect("an object");
    if let Some(max) = field.max_length {
        object.insert("max_length".into(), json!(max));
    }
    match field.kind {
        Kind::Choice(choices) => {
            object.insert("choices".into(), json!(choices));
        }
        Kind::Reference(to) => {
            object.insert("reference".into(), json!(to));
        }
        Kind::References(links) => {
            object.insert("reference".into(), json!(links.to));
        }
        Kind::Integer { min, max } => {
            object.insert("min".into(), json!(min));
            object.insert("max".into(), json!(max));
        }
        Kind::Children(children) => {
            object.insert(
                "fields".into(),
                json!(children.fields.iter().map(describe).collect::<Vec<_>>()),
            );
        }
        Kind::List(fields) | Kind::Object(fields) => {
            object.insert("fields".into(), json!(fields.iter().map(describe).collect::<Vec<_>>()));
        }
        _ => {}
    }
    description
}

/// The JSON Schema of a body of these fields; `x-kind` names the editor each field gets.
fn schema(fields: &[Field]) -> Value {
    let translated = json!({"type": "object", "properties": {
        "kz": {"type": "string"}, "ru": {"type": "string"}, "en": {"type": "string"}}});
    let mut properties = Map::new();
    let mut required = Vec::new();
    for field in fields {
        let mut property = match field.kind {
            Kind::Translated | Kind::TranslatedLong | Kind::RichText => translated.clone(),
            Kind::Integer { min, max } => json!({"type": ["integer", "null"], "minimum": min, "maximum": max}),
            Kind::Number => json!({"type": ["number", "null"]}),
            Kind::Reference(_) => json!({"type": ["integer", "null"]}),
            Kind::References(_) => json!({"type": "array", "items": {"type": "integer"}}),
            Kind::Images => json!({"type": "array", "items": {"type": "string"}}),
            Kind::Choice(choices) => json!({"enum": choices}),
            Kind::Children(children) => json!({"type": "array", "items": schema(children.fields)}),
            Kind::List(fields) => json!({"type": "array", "items": schema(fields)}),
            Kind::Object(fields) => schema(fields),
            Kind::TranslatedList => json!({"type": "array", "items": translated.clone()}),
            Kind::Date => json!({"type": "string", "format": "date"}),
            _ => json!({"type": ["string", "null"]}),
        };
        let object = property.as_object_mut().expect("an object");
        object.insert("x-kind".into(), json!(field.kind.name()));
        if let Some(max) = field.max_length {
            object.insert("maxLength".into(), json!(max));
        }
        if field.required {
            required.push(field.name);
        }
        properties.insert(field.name.to_owned(), property);
    }
    json!({"type": "object", "properties": properties, "required": required})
}

/// Per content type, how many items lack Russian or English text: the translation dashboard.
#[utoipa::path(get, path = "/admin/translations", tag = "admin", operation_id = "admin_translations",
    responses((status = 200, body = Vec<Object>), (status = 401, body = crate::http::ErrorBody),
        (status = 403, body = crate::http::ErrorBody)))]
async fn translations(State(state): State<AppState>, staff: Staff, lang: Lang) -> ApiResult<Data<Vec<Value>>> {
    staff.may(Right::Edit)?;
    Ok(lang.answer(state.store.translation_gaps().await?))
}

/// The most items a list page holds.
pub const MAX_PER_PAGE: u32 = 100;

#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct AdminListQuery {
    /// Page number, from 1.
    #[param(inline)]
    pub page: Option<crate::http::PageNo>,
    /// Items a page (1 to 100, default 20).
    #[param(inline)]
    pub per_page: Option<crate::http::Limit>,
    /// Words of the title or slug.
    #[param(max_length = 200)]
    pub search: Option<String>,
    /// draft, scheduled or published.
    pub status: Option<String>,
    /// ru or en: only items with a text lacking that language.
    pub missing: Option<String>,
}

/// One page of a type's items, filtered.
#[utoipa::path(get, path = "/admin/{type}", tag = "admin", operation_id = "admin_list", params(TypePath, AdminListQuery, LangParam),
    responses((status = 200, body = Paginated<Summary>), (status = 401, body = crate::http::ErrorBody),
        (status = 403, body = crate::http::ErrorBody), (status = 404, body = crate::http::ErrorBody),
        (status = 422, body = crate::http::ErrorBody)))]
async fn list(
    State(state): State<AppState>,
    staff: Staff,
    lang: Lang,
    Path(TypePath { kind }): Path<TypePath>,
    ApiQuery(query): ApiQuery<AdminListQuery>,
) -> ApiResult<Data<Paginated<Summary>>> {
    let kind = allowed(&staff, &kind)?;
    let mut check = Check::new(lang);
    let status = query.status.as_deref().filter(|s| !s.is_empty()).and_then(|status| {
        check.field(
            "status",
            Status::parse(status).ok_or(crate::forms::rules::Problem::Choice),
        )
    });
    let missing = query.missing.as_deref().filter(|s| !s.is_empty()).and_then(|code| {
        let lang = match code {
            "ru" => Some(Lang::Ru),
            "en" => Some(Lang::En),
            _ => None,
        };
        check.field("missing", lang.ok_or(crate::forms::rules::Problem::Choice))
    });
    check.finish()?;
    let page = query.page.unwrap_or_default().0;
    let per_page = query.per_page.map_or(20, |limit| limit.0.min(MAX_PER_PAGE));
    let filter = ListQuery {
        search: query.search.map(|search| search.chars().take(200).collect()),
        status,
        missing,
        page,
        per_page,
    };
    let (data, total) = state.store.items(kind, &filter).await?;
    Ok(lang.answer(Paginated {
        data,
        meta: PageMeta::new(page, per_page, total),
    }))
}

/// Creates an item of a type, as a draft.
#[utoipa::path(post, path = "/admin/{type}", tag = "admin", operation_id = "admin_create", params(TypePath, LangParam), request_body = Object,
    responses((status = 201, body = Object), (status = 401, body = crate::http::ErrorBody),
        (status = 403, body = crate::http::ErrorBody), (status = 404, body = crate::http::ErrorBody),
        (status = 422, body = crate::http::ErrorBody)))]
#[tracing::instrument(skip_all, fields(kind = %kind))]
async fn create(
    State(state): State<AppState>,
    ClientIp(client): ClientIp,
    staff: Staff,
    lang: Lang,
    Path(TypePath { kind }): Path<TypePath>,
    Json(body): Json<Value>,
) -> ApiResult<Response> {
    let kind = allowed(&staff, &kind)?;
    if kind.singleton() {
        return Err(ApiError::NotFound);
    }
    let document = checked(kind, body, lang)?;
    let item = state
        .store
        .save(kind, None, &document, None, &Editor::staff(&staff, client), "create")
        .await
        .map_err(|err| refused(kind, err, lang))?;
    Ok(item_answer(kind, &item, lang, StatusCode::CREATED))
}

/// An item with every field in all three languages; the `ETag` is its version.
#[utoipa::path(get, path = "/admin/{type}/{id}", tag = "admin", operation_id = "admin_read", params(ItemPath, LangParam),
    responses((status = 200, body = Object), (status = 401, body = crate::http::ErrorBody),
        (status = 403, body = crate::http::ErrorBody), (status = 404, body = crate::http::ErrorBody)))]
async fn read(
    State(state): State<AppState>,
    staff: Staff,
    lang: Lang,
    Path(ItemPath { kind, id }): Path<ItemPath>,
) -> ApiResult<Response> {
    let kind = allowed(&staff, &kind)?;
    let item = state.store.item(kind, id).await?.ok_or(ApiError::NotFound)?;
    Ok(item_answer(kind, &item, lang, StatusCode::OK))
}

/// The version an `If-Match` names (`"3"` or `W/"3"`); 412 when it names none.
fn if_match(headers: &HeaderMap) -> ApiResult<Option<i64>> {
    let Some(value) = headers.get(header::IF_MATCH) else {
        return Ok(None);
    };
    let text = value.to_str().unwrap_or_default().trim();
    let text = text.strip_prefix("W/").unwrap_or(text).trim_matches('"');
    text.parse()
        .map(Some)
        .map_err(|_| ApiError::field("If-Match", "must be the ETag of the item, e.g. \"3\""))
}

/// Saves an item. With `If-Match`, a version other than the current one answers 412 with the
/// current item, so that no save silently overwrites another.
#[utoipa::path(put, path = "/admin/{type}/{id}", tag = "admin", operation_id = "admin_save", params(ItemPath, LangParam), request_body = Object,
    responses((status = 200, body = Object), (status = 401, body = crate::http::ErrorBody),
        (status = 403, body = crate::http::ErrorBody), (status = 404, body = crate::http::ErrorBody),
        (status = 412, body = Object), (status = 422, body = crate::http::ErrorBody)))]
#[tracing::instrument(skip_all, fields(kind = %kind, id))]
async fn save(
    State(state): State<AppState>,
    ClientIp(client): ClientIp,
    staff: Staff,
    lang: Lang,
    Path(ItemPath { kind, id }): Path<ItemPath>,
    headers: HeaderMap,
    Json(body): Json<Value>,
) -> ApiResult<Response> {
    let kind = allowed(&staff, &kind)?;
    let expected = if_match(&headers)?;
    let document = checked(kind, body, lang)?;
    let item = state
        .store
        .save(
            kind,
            Some(id),
            &document,
            expected,
            &Editor::staff(&staff, client),
            "save",
        )
        .await
        .map_err(|err| refused(kind, err, lang))?;
    Ok(item_answer(kind, &item, lang, StatusCode::OK))
}

/// Deletes an item (409 while other content refers to it).
#[utoipa::path(delete, path = "/admin/{type}/{id}", tag = "admin", operation_id = "admin_delete", params(ItemPath, LangParam),
    responses((status = 204), (status = 401, body = crate::http::ErrorBody),
        (status = 403, body = crate::http::ErrorBody), (status = 404, body = crate::http::ErrorBody),
        (status = 409, body = crate::http::ErrorBody)))]
#[tracing::instrument(skip_all, fields(kind = %kind, id))]
async fn delete(
    State(state): State<AppState>,
    ClientIp(client): ClientIp,
    staff: Staff,
    lang: Lang,
    Path(ItemPath { kind, id }): Path<ItemPath>,
) -> ApiResult<StatusCode> {
    let kind = allowed(&staff, &kind)?;
    state
        .store
        .delete(kind, id, &Editor::staff(&staff, client))
        .await
        .map_err(|err| refused(kind, err, lang))?;
    Ok(StatusCode::NO_CONTENT)
}

#[derive(Debug, Default, Deserialize, utoipa::ToSchema)]
pub struct PublishBody {
    /// When the item goes public (RFC 3339); now when absent.
    pub publish_at: Option<String>,
}

/// Publishes an item now, or schedules it for `publish_at`.
#[utoipa::path(post, path = "/admin/{type}/{id}/publish", tag = "admin", operation_id = "admin_publish", params(ItemPath, LangParam),
    request_body(content = Option<PublishBody>),
    responses((status = 200, body = Object), (status = 401, body = crate::http::ErrorBody),
        (status = 403, body = crate::http::ErrorBody), (status = 404, body = crate::http::ErrorBody),
        (status = 422, body = crate::http::ErrorBody)))]
#[tracing::instrument(skip_all, fields(kind = %kind, id))]
async fn publish(
    State(state): State<AppState>,
    ClientIp(client): ClientIp,
    staff: Staff,
    lang: Lang,
    Path(ItemPath { kind, id }): Path<ItemPath>,
    body: axum::body::Bytes,
) -> ApiResult<Response> {
    let kind = allowed(&staff, &kind)?;
    let body: PublishBody = if body.iter().all(u8::is_ascii_whitespace) {
        PublishBody::default()
    } else {
        // `null` is no body too.
        serde_json::from_slice::<Option<PublishBody>>(&body)
            .map_err(|err| ApiError::field("body", err.to_string()))?
            .unwrap_or_default()
    };
    let (status, at) = match body.publish_at {
        None => (Status::Published, None),
        Some(at) => {
            let parsed = time::OffsetDateTime::parse(&at, &time::format_description::well_known::Rfc3339)
                .map_err(|_| ApiError::field("publish_at", crate::forms::rules::Problem::DateTime.text(lang)))?;
            if parsed <= time::OffsetDateTime::now_utc() {
                (Status::Published, None)
            } else {
                (Status::Scheduled, Some(parsed))
            }
        }
    };
    let item = state
        .store
        .set_status(kind, id, status, at, &Editor::staff(&staff, client))
        .await
        .map_err(|err| refused(kind, err, lang))?;
    Ok(item_answer(kind, &item, lang, StatusCode::OK))
}

/// Takes an item off the public site: back to draft.
#[utoipa::path(post, path = "/admin/{type}/{id}/unpublish", tag = "admin", operation_id = "admin_unpublish", params(ItemPath, LangParam),
    responses((status = 200, body = Object), (status = 401, body = crate::http::ErrorBody),
        (status = 403, body = crate::http::ErrorBody), (status = 404, body = crate::http::ErrorBody)))]
#[tracing::instrument(skip_all, fields(kind = %kind, id))]
async fn unpublish(
    State(state): State<AppState>,
    ClientIp(client): ClientIp,
    staff: Staff,
    lang: Lang,
    Path(ItemPath { kind, id }): Path<ItemPath>,
) -> ApiResult<Response> {
    let kind = allowed(&staff, &kind)?;
    let item = state
        .store
        .set_status(kind, id, Status::Draft, None, &Editor::staff(&staff, client))
        .await
        .map_err(|err| refused(kind, err, lang))?;
    Ok(item_answer(kind, &item, lang, StatusCode::OK))
}

/// The saves of an item, newest first: who, when, which fields.
#[utoipa::path(get, path = "/admin/{type}/{id}/revisions", tag = "admin", operation_id = "admin_revisions", params(ItemPath, LangParam),
    responses((status = 200, body = Vec<Revision>), (status = 401, body = crate::http::ErrorBody),
        (status = 403, body = crate::http::ErrorBody), (status = 404, body = crate::http::ErrorBody)))]
async fn revisions(
    State(state): State<AppState>,
    staff: Staff,
    lang: Lang,
    Path(ItemPath { kind, id }): Path<ItemPath>,
) -> ApiResult<Data<Vec<Revision>>> {
    let kind = allowed(&staff, &kind)?;
    state.store.item(kind, id).await?.ok_or(ApiError::NotFound)?;
    Ok(lang.answer(state.store.revisions(kind, id).await?))
}

/// One revision with the whole item as it was saved.
#[utoipa::path(get, path = "/admin/{type}/{id}/revisions/{rev}", tag = "admin", operation_id = "admin_revision", params(RevisionPath, LangParam),
    responses((status = 200, body = Revision), (status = 401, body = crate::http::ErrorBody),
        (status = 403, body = crate::http::ErrorBody), (status = 404, body = crate::http::ErrorBody)))]
async fn revision(
    State(state): State<AppState>,
    staff: Staff,
    lang: Lang,
    Path(RevisionPath { kind, id, rev }): Path<RevisionPath>,
) -> ApiResult<Data<Revision>> {
    let kind = allowed(&staff, &kind)?;
    let revision = state.store.revision(kind, id, rev).await?.ok_or(ApiError::NotFound)?;
    Ok(lang.answer(revision))
}

/// Brings an item back to a revision: a new save whose content is the old one, checked again.
#[utoipa::path(post, path = "/admin/{type}/{id}/revisions/{rev}/restore", tag = "admin", operation_id = "admin_restore",
    params(RevisionPath, LangParam),
    responses((status = 200, body = Object), (status = 401, body = crate::http::ErrorBody),
        (status = 403, body = crate::http::ErrorBody), (status = 404, body = crate::http::ErrorBody),
        (status = 422, body = crate::http::ErrorBody)))]
#[tracing::instrument(skip_all, fields(kind = %kind, id, rev))]
async fn restore(
    State(state): State<AppState>,
    ClientIp(client): ClientIp,
    staff: Staff,
    lang: Lang,
    Path(RevisionPath { kind, id, rev }): Path<RevisionPath>,
) -> ApiResult<Response> {
    let kind = allowed(&staff, &kind)?;
    let revision = state.store.revision(kind, id, rev).await?.ok_or(ApiError::NotFound)?;
    let document = checked(kind, revision.document.unwrap_or_default(), lang)?;
    let item = state
        .store
        .save(
            kind,
            Some(id),
            &document,
            None,
            &Editor::staff(&staff, client),
            "restore",
        )
        .await
        .map_err(|err| refused(kind, err, lang))?;
    Ok(item_answer(kind, &item, lang, StatusCode::OK))
}
