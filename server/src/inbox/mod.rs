//! The applications inbox under `/api/v1/admin/applications`: what visitors sent, read, routed
//! and answered by the staff who need it (role `manager`, and `admin`; editors never see it),
//! exported as CSV or XLSX, told of by mail through the outbox, and deleted after the retention
//! age.

pub mod export;
pub mod labels;
pub mod outbox;
pub mod retention;
pub mod submissions;

use axum::body::Body;
use axum::extract::{FromRequestParts, State};
use axum::http::request::Parts;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::forms::export::KINDS;
use crate::forms::rules::{Check, Problem};
use crate::http::client::ClientIp;
use crate::http::list::window;
use crate::http::{ApiError, ApiQuery, ApiResult, AppState, Data, Json, LangParam, PageMeta, PageNo, Paginated, Path};
use crate::lang::Lang;
use crate::staff::audit::{Actor, Event};
use crate::staff::{Right, Role, Staff};
use crate::store::submissions::{SubmissionChange, SubmissionFilter, SubmissionRow};

/// A submission's states, in the order staff move it through them.
pub const STATUSES: [&str; 4] = ["new", "in_progress", "done", "spam"];
pub const PER_PAGE: u32 = 25;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list))
        .routes(routes!(summary))
        .routes(routes!(export::export))
        .routes(routes!(assignees))
        .routes(routes!(detail, change, delete))
        .routes(routes!(download))
        .merge(outbox::router())
}

/// The staff member's language on the calls whose `lang` filters the submissions by theirs:
/// `ui` of the query (a download link can set no header), else the first of `kz`, `ru`, `en` in
/// `Accept-Language`, else Kazakh.
pub struct StaffLang(pub Lang);

impl<S: Send + Sync> FromRequestParts<S> for StaffLang {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(parts: &mut Parts, _state: &S) -> Result<Self, Self::Rejection> {
        let query = parts.uri.query().unwrap_or_default();
        if let Some((_, code)) = form_urlencoded::parse(query.as_bytes()).find(|(key, _)| key == "ui")
            && let Some(lang) = Lang::ALL.into_iter().find(|lang| lang.code() == code)
        {
            return Ok(StaffLang(lang));
        }
        let accepted = parts
            .headers
            .get(header::ACCEPT_LANGUAGE)
            .and_then(|value| value.to_str().ok())
            .unwrap_or_default();
        let lang = accepted
            .split(',')
            .filter_map(|part| part.split(';').next())
            .map(|tag| tag.trim().split('-').next().unwrap_or_default().to_lowercase())
            .find_map(|code| match code.as_str() {
                "kz" | "kk" => Some(Lang::Kz),
                "ru" => Some(Lang::Ru),
                "en" => Some(Lang::En),
                _ => None,
            })
            .unwrap_or(Lang::Kz);
        Ok(StaffLang(lang))
    }
}

#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct InboxQuery {
    /// Page number, from 1.
    #[param(inline)]
    pub page: Option<PageNo>,
    /// The form: consultation, registration, book, archive-info, meeting, success-story,
    /// transcript, question, vacancy, school, summer-school or service.
    #[serde(rename = "type")]
    #[param(rename = "type")]
    pub kind: Option<String>,
    /// new, in_progress, done or spam.
    pub status: Option<String>,
    /// Sent on or after this day (YYYY-MM-DD, UTC).
    pub from: Option<String>,
    /// Sent on or before this day (YYYY-MM-DD, UTC).
    pub to: Option<String>,
    /// The language the visitor used: kz, ru or en.
    pub lang: Option<String>,
    /// The staff member's language for labels and messages (kz, ru or en; else the first of them
    /// in `Accept-Language`, else kz): on this call `lang` is a filter.
    pub ui: Option<String>,
    /// Words of the names, contacts and messages.
    #[param(max_length = 200)]
    pub search: Option<String>,
}

fn day(text: &str) -> Option<time::Date> {
    time::Date::parse(text, time::macros::format_description!("[year]-[month]-[day]")).ok()
}

impl InboxQuery {
    /// The filter; each bad value is noted in `check`.
    pub fn filter(&self, check: &mut Check) -> SubmissionFilter {
        fn given(value: &Option<String>) -> Option<&str> {
            value.as_deref().map(str::trim).filter(|v| !v.is_empty())
        }
        let mut filter = SubmissionFilter::default();
        if let Some(kind) = given(&self.kind) {
            filter.kind = KINDS.iter().copied().find(|k| *k == kind);
            if filter.kind.is_none() {
                check.fail("type", Problem::Choice);
            }
        }
        if let Some(status) = given(&self.status) {
            filter.status = STATUSES.iter().copied().find(|s| *s == status);
            if filter.status.is_none() {
                check.fail("status", Problem::Choice);
            }
        }
        let from = given(&self.from).map(|text| (text, day(text)));
        let to = given(&self.to).map(|text| (text, day(text)));
        match from {
            Some((_, Some(from))) => filter.from = Some(from),
            Some((_, None)) => check.fail("from", Problem::Date),
            None => {}
        }
        match to {
            Some((_, Some(to))) => filter.before = to.next_day(),
            Some((_, None)) => check.fail("to", Problem::Date),
            None => {}
        }
        if let (Some((_, Some(from))), Some((_, Some(to)))) = (from, to)
            && to < from
        {
            check.fail("to", Problem::DateOrder);
        }
        if let Some(code) = given(&self.lang) {
            filter.lang = Lang::ALL.into_iter().find(|l| l.code() == code);
            if filter.lang.is_none() {
                check.fail("lang", Problem::Choice);
            }
        }
        if let Some(search) = given(&self.search) {
            if search.chars().count() > 200 {
                check.fail("search", Problem::TooLong);
            }
            filter.words = search.split_whitespace().map(str::to_lowercase).collect();
        }
        filter
    }
}

/// A line of the inbox.
#[derive(Debug, Serialize, ToSchema)]
pub struct Application {
    pub id: i64,
    /// The form.
    #[serde(rename = "type")]
    pub kind: String,
    pub status: String,
    /// The language the visitor used.
    pub lang: String,
    /// UTC, RFC 3339.
    pub created_at: String,
    /// The visitor's name.
    pub name: Option<String>,
    pub email: Option<String>,
    pub phone: Option<String>,
    pub assignee: Option<Assignee>,
}

/// A member of staff who may take submissions (a manager or an admin).
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct Assignee {
    pub id: i64,
    pub email: String,
}

/// The visitor's name, e-mail and phone, whichever of the forms' names for them a submission has.
pub fn contacts(fields: &Map<String, Value>) -> [Option<String>; 3] {
    let text_of = |names: &[&str]| {
        names
            .iter()
            .find_map(|name| fields.get(*name).and_then(Value::as_str).map(str::to_owned))
    };
    [
        text_of(&["fio", "student_id"]),
        text_of(&["email", "email_from"]),
        text_of(&["phone"]),
    ]
}

impl SubmissionRow {
    fn assignee(&self) -> Option<Assignee> {
        self.assignee
            .zip(self.assignee_email.clone())
            .map(|(id, email)| Assignee { id, email })
    }
}

impl From<SubmissionRow> for Application {
    fn from(row: SubmissionRow) -> Self {
        let [name, email, phone] = contacts(&row.fields());
        Application {
            name,
            email,
            phone,
            assignee: row.assignee(),
            id: row.id,
            kind: row.kind,
            status: row.status,
            lang: row.lang,
            created_at: row.created_at,
        }
    }
}

/// The submissions, newest first, filtered and paged.
#[utoipa::path(get, path = "/admin/applications", tag = "admin", operation_id = "admin_applications",
    params(InboxQuery),
    responses((status = 200, body = Paginated<Application>), (status = 401, body = crate::http::ErrorBody),
        (status = 403, body = crate::http::ErrorBody), (status = 422, body = crate::http::ErrorBody)))]
async fn list(
    State(state): State<AppState>,
    staff: Staff,
    StaffLang(lang): StaffLang,
    ApiQuery(query): ApiQuery<InboxQuery>,
) -> ApiResult<Data<Paginated<Application>>> {
    staff.may(Right::ReadApplications)?;
    let mut check = Check::new(lang);
    let filter = query.filter(&mut check);
    check.finish()?;
    let page = state
        .store
        .submissions_page(&filter, window(query.page, PER_PAGE))
        .await?;
    Ok(lang.answer(Paginated {
        meta: PageMeta::new(page.window.number.max(1), page.window.size, page.total),
        data: page.rows.into_iter().map(Application::from).collect(),
    }))
}

/// What the admin's navigation shows of the inbox.
#[derive(Debug, Serialize, ToSchema)]
pub struct InboxSummary {
    /// Submissions nobody has opened yet (status `new`).
    pub new: i64,
    /// Whether new submissions are mailed to their offices (SMTP is configured).
    pub notifications: bool,
}

/// How many submissions are new, and whether notifications are on.
#[utoipa::path(get, path = "/admin/applications/summary", tag = "admin", operation_id = "admin_applications_summary",
    params(LangParam),
    responses((status = 200, body = InboxSummary), (status = 401, body = crate::http::ErrorBody),
        (status = 403, body = crate::http::ErrorBody)))]
async fn summary(State(state): State<AppState>, staff: Staff, lang: Lang) -> ApiResult<Data<InboxSummary>> {
    staff.may(Right::ReadApplications)?;
    Ok(lang.answer(InboxSummary {
        new: state.store.count_new_submissions().await?,
        notifications: state.outbox.is_on(),
    }))
}

/// The staff a submission can be given to: enabled managers and admins.
#[utoipa::path(get, path = "/admin/applications/assignees", tag = "admin", operation_id = "admin_applications_assignees",
    params(LangParam),
    responses((status = 200, body = Vec<Assignee>), (status = 401, body = crate::http::ErrorBody),
        (status = 403, body = crate::http::ErrorBody)))]
async fn assignees(State(state): State<AppState>, staff: Staff, lang: Lang) -> ApiResult<Data<Vec<Assignee>>> {
    staff.may(Right::ReadApplications)?;
    Ok(lang.answer(assignable(&state).await?))
}

async fn assignable(state: &AppState) -> anyhow::Result<Vec<Assignee>> {
    let accounts = state.store.accounts().await?;
    Ok(accounts
        .into_iter()
        .filter(|account| !account.disabled && matches!(account.role, Role::Admin | Role::Manager))
        .map(|account| Assignee {
            id: account.id,
            email: account.email,
        })
        .collect())
}

#[derive(Debug, Deserialize, IntoParams)]
pub struct ApplicationId {
    /// The submission's id.
    pub id: i64,
}

/// One field as staff read it.
#[derive(Debug, Serialize, ToSchema)]
pub struct FieldView {
    /// The field's path in the stored submission (`data.city`).
    pub name: String,
    /// Its label in the staff member's language.
    pub label: String,
    /// The value as text: a chosen item's title, a file's name.
    pub value: String,
}

/// A file a visitor attached, downloaded through `url` (an authorised call).
#[derive(Debug, Serialize, ToSchema)]
pub struct FileView {
    pub id: String,
    pub name: String,
    pub content_type: String,
    pub size: i64,
    pub url: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct NoteView {
    pub id: i64,
    pub at: String,
    pub email: String,
    pub text: String,
}

/// A submission with everything staff need to answer it.
#[derive(Debug, Serialize, ToSchema)]
pub struct ApplicationDetail {
    pub id: i64,
    #[serde(rename = "type")]
    pub kind: String,
    /// The form's name in the staff member's language.
    pub form: String,
    pub status: String,
    pub lang: String,
    /// The site path the visitor sent it from.
    pub page: Option<String>,
    pub created_at: String,
    pub updated_at: Option<String>,
    pub assignee: Option<Assignee>,
    pub fields: Vec<FieldView>,
    pub files: Vec<FileView>,
    pub notes: Vec<NoteView>,
    /// The notification mail of this submission.
    pub mail: Vec<outbox::MailView>,
}

async fn detail_of(state: &AppState, id: i64, lang: Lang) -> ApiResult<ApplicationDetail> {
    let row = state.store.submission(id).await?.ok_or(ApiError::NotFound)?;
    let files = state.store.submission_files(id).await?;
    let fields = row.fields();
    let names = files
        .iter()
        .map(|file| (file.id.clone(), file.original_name.clone()))
        .collect();
    let mut texts = FieldTexts::new(state.store.clone(), lang);
    let mut views = Vec::new();
    for (name, value) in flatten(&fields) {
        let text = texts.text(&name, &value, &names).await?;
        views.push(FieldView {
            label: labels::field(&name, lang),
            name,
            value: text,
        });
    }
    let notes = state.store.submission_notes(id).await?;
    Ok(ApplicationDetail {
        form: labels::form(&row.kind, lang),
        fields: views,
        files: files
            .into_iter()
            .map(|file| FileView {
                url: format!("/api/v1/admin/applications/{id}/files/{}", file.id),
                id: file.id,
                name: file.original_name,
                content_type: file.content_type,
                size: file.size,
            })
            .collect(),
        notes: notes
            .into_iter()
            .map(|note| NoteView {
                id: note.id,
                at: note.at,
                email: note.email,
                text: note.text,
            })
            .collect(),
        mail: state.store.mail_of_submission(id).await?,
        assignee: row.assignee(),
        id: row.id,
        kind: row.kind,
        status: row.status,
        lang: row.lang,
        page: row.page,
        created_at: row.created_at,
        updated_at: row.updated_at,
    })
}

/// The leaves of a submission's fields, nested ones by their path, in the order staff read them
/// (`labels::rank`); empty ones left out.
pub fn flatten(fields: &Map<String, Value>) -> Vec<(String, Value)> {
    let mut leaves = leaves(fields);
    leaves.sort_by_key(|(path, _)| labels::rank(path));
    leaves
}

fn leaves(fields: &Map<String, Value>) -> Vec<(String, Value)> {
    let mut out = Vec::new();
    for (name, value) in fields {
        match value {
            Value::Null => {}
            Value::String(text) if text.is_empty() => {}
            Value::Array(items) if items.is_empty() => {}
            Value::Object(inner) => {
                for (path, value) in leaves(inner) {
                    out.push((format!("{name}.{path}"), value));
                }
            }
            _ => out.push((name.clone(), value.clone())),
        }
    }
    out
}

/// The content type a field's id chooses from, for its title.
fn chosen_type(path: &str) -> Option<&'static str> {
    Some(match path.rsplit('.').next().unwrap_or(path) {
        "school_id" | "schools" => "schools",
        "book_id" => "books",
        "vacancy" => "vacancies",
        "program" => "programs",
        "issue_id" | "method_id" | "department_id" | "type_id" | "language_id" | "direction" | "service" => "handbooks",
        _ => return None,
    })
}

/// Turns fields' values into what staff read: an id as the title of what it chose, a file
/// reference as the file's name, a list as its items. It remembers the titles it has read, so an
/// export of many submissions reads each chosen item once.
pub struct FieldTexts {
    store: crate::store::Store,
    lang: Lang,
    titles: std::collections::HashMap<(&'static str, i64), String>,
}

impl FieldTexts {
    pub fn new(store: crate::store::Store, lang: Lang) -> FieldTexts {
        FieldTexts {
            store,
            lang,
            titles: std::collections::HashMap::new(),
        }
    }

    /// The text of the value at `path`; `files` names uploads by their ids.
    pub async fn text(
        &mut self,
        path: &str,
        value: &Value,
        files: &std::collections::HashMap<String, String>,
    ) -> anyhow::Result<String> {
        Ok(match value {
            Value::String(text) => match text.strip_prefix("upload:") {
                Some(id) => files.get(id).cloned().unwrap_or_else(|| text.clone()),
                None => labels::value(path, text, self.lang).map_or_else(|| text.clone(), str::to_owned),
            },
            Value::Number(number) => match (chosen_type(path), number.as_i64()) {
                (Some(kind), Some(id)) => self.title(kind, id).await?,
                _ => number.to_string(),
            },
            Value::Array(items) => {
                let mut texts = Vec::new();
                for item in items {
                    texts.push(Box::pin(self.text(path, item, files)).await?);
                }
                texts.join(", ")
            }
            other => other.to_string(),
        })
    }

    /// "Title (#id)", or "#id" for an item that is gone.
    async fn title(&mut self, kind: &'static str, id: i64) -> anyhow::Result<String> {
        if let Some(title) = self.titles.get(&(kind, id)) {
            return Ok(title.clone());
        }
        let title = match self.store.title_of(kind, id).await? {
            Some(title) => format!("{} (#{id})", title.get(self.lang)),
            None => format!("#{id}"),
        };
        self.titles.insert((kind, id), title.clone());
        Ok(title)
    }
}

/// A submission: every field with its label in the staff member's language, the page it was sent
/// from, its files (each downloaded through an authorised call), notes and notification mail.
#[utoipa::path(get, path = "/admin/applications/{id}", tag = "admin", operation_id = "admin_application",
    params(ApplicationId, LangParam),
    responses((status = 200, body = ApplicationDetail), (status = 401, body = crate::http::ErrorBody),
        (status = 403, body = crate::http::ErrorBody), (status = 404, body = crate::http::ErrorBody)))]
async fn detail(
    State(state): State<AppState>,
    staff: Staff,
    lang: Lang,
    Path(ApplicationId { id }): Path<ApplicationId>,
) -> ApiResult<Data<ApplicationDetail>> {
    staff.may(Right::ReadApplications)?;
    Ok(lang.answer(detail_of(&state, id, lang).await?))
}

/// What staff change of a submission; every part optional.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ApplicationChange {
    /// new, in_progress, done or spam.
    pub status: Option<String>,
    /// The id of a manager or admin to give it to; null takes it off anyone's desk.
    #[serde(default, deserialize_with = "present")]
    #[schema(value_type = Option<i64>)]
    pub assignee: Option<Option<i64>>,
    /// A note for the staff, added to the submission's notes.
    #[schema(max_length = 5000)]
    pub note: Option<String>,
}

/// A field that is there, even as null, is `Some`.
fn present<'de, D: serde::Deserializer<'de>>(deserializer: D) -> Result<Option<Option<i64>>, D::Error> {
    Option::<i64>::deserialize(deserializer).map(Some)
}

/// Sets a submission's status or assignee, or adds a note; each change is audited.
#[utoipa::path(patch, path = "/admin/applications/{id}", tag = "admin", operation_id = "admin_application_change",
    params(ApplicationId, LangParam), request_body = ApplicationChange,
    responses((status = 200, body = ApplicationDetail), (status = 401, body = crate::http::ErrorBody),
        (status = 403, body = crate::http::ErrorBody), (status = 404, body = crate::http::ErrorBody),
        (status = 422, body = crate::http::ErrorBody)))]
async fn change(
    State(state): State<AppState>,
    ClientIp(client): ClientIp,
    staff: Staff,
    lang: Lang,
    Path(ApplicationId { id }): Path<ApplicationId>,
    Json(body): Json<ApplicationChange>,
) -> ApiResult<Data<ApplicationDetail>> {
    staff.may(Right::ReadApplications)?;
    let mut check = Check::new(lang);
    let mut change = SubmissionChange::default();
    if let Some(status) = body.status.as_deref() {
        change.status = STATUSES.iter().copied().find(|s| *s == status.trim());
        if change.status.is_none() {
            check.fail("status", Problem::Choice);
        }
    }
    if let Some(assignee) = body.assignee {
        change.assignee = match assignee {
            None => Some(None),
            Some(user) => {
                let found = assignable(&state).await?.into_iter().find(|a| a.id == user);
                if found.is_none() {
                    check.fail("assignee", Problem::Choice);
                }
                found.map(|a| Some((a.id, a.email)))
            }
        };
    }
    if let Some(note) = body.note.as_deref().map(str::trim) {
        if note.is_empty() {
            check.fail("note", Problem::Required);
        } else if note.chars().count() > 5000 {
            check.fail("note", Problem::TooLong);
        } else {
            change.note = Some(note.to_owned());
        }
    }
    check.finish()?;
    state
        .store
        .change_submission(id, &change, &Actor::staff(&staff, client))
        .await?
        .ok_or(ApiError::NotFound)?;
    Ok(lang.answer(detail_of(&state, id, lang).await?))
}

/// Deletes a submission with its files, notes and mail.
#[utoipa::path(delete, path = "/admin/applications/{id}", tag = "admin", operation_id = "admin_application_delete",
    params(ApplicationId, LangParam),
    responses((status = 204), (status = 401, body = crate::http::ErrorBody),
        (status = 403, body = crate::http::ErrorBody), (status = 404, body = crate::http::ErrorBody)))]
async fn delete(
    State(state): State<AppState>,
    ClientIp(client): ClientIp,
    staff: Staff,
    Path(ApplicationId { id }): Path<ApplicationId>,
) -> ApiResult<StatusCode> {
    staff.may(Right::ReadApplications)?;
    let deleted = submissions::delete(
        &state.store,
        &state.paths.data_dir,
        &[id],
        Some(&Actor::staff(&staff, client)),
    )
    .await?;
    if deleted == 0 {
        return Err(ApiError::NotFound);
    }
    Ok(StatusCode::NO_CONTENT)
}

#[derive(Debug, Deserialize, IntoParams)]
pub struct FileId {
    /// The submission's id.
    pub id: i64,
    /// The file's id (of the submission's files).
    pub file: String,
}

/// A file of a submission, always as an attachment (never shown in the browser).
#[utoipa::path(get, path = "/admin/applications/{id}/files/{file}", tag = "admin", operation_id = "admin_application_file",
    params(FileId),
    responses((status = 200, content_type = "application/octet-stream", body = Vec<u8>),
        (status = 401, body = crate::http::ErrorBody), (status = 403, body = crate::http::ErrorBody),
        (status = 404, body = crate::http::ErrorBody)))]
async fn download(
    State(state): State<AppState>,
    ClientIp(client): ClientIp,
    staff: Staff,
    Path(FileId { id, file }): Path<FileId>,
) -> ApiResult<Response> {
    staff.may(Right::ReadApplications)?;
    let found = state
        .store
        .submission_file(id, &file)
        .await?
        .ok_or(ApiError::NotFound)?;
    let path = submissions::file_path(&state.paths.data_dir, &found.stored_name).ok_or(ApiError::NotFound)?;
    let opened = match tokio::fs::File::open(&path).await {
        Ok(opened) => opened,
        Err(err) if err.kind() == std::io::ErrorKind::NotFound => return Err(ApiError::NotFound),
        Err(err) => return Err(anyhow::Error::from(err).into()),
    };
    state
        .store
        .record_audit(
            &Actor::staff(&staff, client),
            Event::new(
                "application-file",
                Some("applications"),
                Some(id),
                found.original_name.clone(),
            ),
        )
        .await?;
    let body = Body::from_stream(tokio_util::io::ReaderStream::new(opened));
    let mut response = body.into_response();
    let headers = response.headers_mut();
    // Only the four types uploads accept are named; anything else is plain bytes.
    let content_type =
        HeaderValue::from_str(&found.content_type).unwrap_or(HeaderValue::from_static("application/octet-stream"));
    headers.insert(header::CONTENT_TYPE, content_type);
    headers.insert(
        header::CONTENT_DISPOSITION,
        attachment(&download_name(&found.original_name, &found.content_type)),
    );
    headers.insert(header::CONTENT_LENGTH, HeaderValue::from(found.size));
    headers.insert(
        header::HeaderName::from_static("content-security-policy"),
        HeaderValue::from_static("sandbox"),
    );
    Ok(response)
}

/// The name a visitor's file is offered under: the visitor's name, made safe for any file system,
/// with its extension replaced by the one of the type the server found in the file's bytes. A
/// PDF named `evil".html` is saved as `evil_.pdf`: never a page that opens in a browser.
fn download_name(original: &str, content_type: &str) -> String {
    // Uploads keep only these four types (forms/uploads.rs); anything else is plain bytes.
    let extension = match content_type {
        "application/pdf" => "pdf",
        "image/jpeg" => "jpg",
        "image/png" => "png",
        "image/webp" => "webp",
        _ => "bin",
    };
    let safe = sanitize_filename::sanitize_with_options(
        original,
        sanitize_filename::Options {
            windows: true,
            truncate: true,
            replacement: "_",
        },
    );
    // What follows the last dot is the visitor's extension only if it looks like one (`html`,
    // `PDF`), not in `Report v1.2 final`.
    let stem = match safe.rsplit_once('.') {
        Some((stem, extension))
            if (1..=8).contains(&extension.len()) && extension.bytes().all(|b| b.is_ascii_alphanumeric()) =>
        {
            stem
        }
        _ => safe.as_str(),
    };
    // Room for the extension within a file system's 255 bytes; no hidden (dot) file.
    let stem: String = stem
        .trim_start_matches('.')
        .trim_end_matches(['.', ' '])
        .chars()
        .scan(0, |bytes, c| {
            *bytes += c.len_utf8();
            (*bytes <= 200).then_some(c)
        })
        .collect();
    let stem = if stem.is_empty() { "file" } else { stem.as_str() };
    format!("{stem}.{extension}")
}

/// The characters RFC 8187 leaves unescaped in an extended parameter (`attr-char`).
const ATTR_CHAR: &percent_encoding::AsciiSet = &percent_encoding::NON_ALPHANUMERIC
    .remove(b'!')
    .remove(b'#')
    .remove(b'$')
    .remove(b'&')
    .remove(b'+')
    .remove(b'-')
    .remove(b'.')
    .remove(b'^')
    .remove(b'_')
    .remove(b'`')
    .remove(b'|')
    .remove(b'~');

/// `attachment` with the file's name (RFC 6266): in ASCII for old clients and, as `filename*`,
/// in UTF-8 (RFC 8187), which clients that know it prefer.
pub fn attachment(name: &str) -> HeaderValue {
    let ascii: String = name
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | '_') {
                c
            } else {
                '_'
            }
        })
        .collect();
    let encoded = percent_encoding::utf8_percent_encode(name, ATTR_CHAR);
    HeaderValue::from_str(&format!("attachment; filename=\"{ascii}\"; filename*=UTF-8''{encoded}"))
        .unwrap_or(HeaderValue::from_static("attachment"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_download_is_named_by_the_type_of_its_bytes_whatever_the_visitor_called_it() {
        assert_eq!(download_name("evil\".html", "application/pdf"), "evil_.pdf");
        assert_eq!(download_name("photo.pdf", "image/png"), "photo.png");
        assert_eq!(download_name("Түйіндеме.PDF", "application/pdf"), "Түйіндеме.pdf");
        assert_eq!(download_name("scan", "image/jpeg"), "scan.jpg");
        assert_eq!(
            download_name("Report v1.2 final", "image/webp"),
            "Report v1.2 final.webp"
        );
        assert_eq!(download_name("../../etc/passwd", "image/jpeg"), "_.._etc_passwd.jpg");
        assert_eq!(download_name(".html", "application/pdf"), "file.pdf");
        assert_eq!(download_name("con.html", "application/pdf"), "_.pdf");
        assert_eq!(download_name("a\r\nb.exe", "application/x-msdownload"), "a__b.bin");
        let long = download_name(&"ж".repeat(200), "application/pdf");
        assert!(long.len() <= 204 && long.ends_with(".pdf"), "{long}");
    }

    #[test]
    fn the_disposition_escapes_all_but_attribute_characters() {
        let value = attachment("Оспанов CV*.pdf");
        assert_eq!(
            value.to_str().unwrap(),
            "attachment; filename=\"________CV_.pdf\"; \
             filename*=UTF-8''%D0%9E%D1%81%D0%BF%D0%B0%D0%BD%D0%BE%D0%B2%20CV%2A.pdf"
        );
    }
}
