//! The requests visitors send, one call each: their fields, the rules each field follows, and
//! the lookups a choice must come from.

use std::collections::BTreeMap;

use axum::extract::{DefaultBodyLimit, State};
use axum::http::StatusCode;
use serde::{Deserialize, Deserializer, Serialize};
use serde_json::{Value, json};
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::auth::FormsToken;
use super::challenge::ProofHeaders;
use super::rules::{self, Check, ClockTime, Day, Email, Phone, Problem, Text, Year, schema};
use super::uploads::{self, FormData, multipart_error, read_file};
use super::{IdempotencyKey, Receipt, Submission, Visitor, earlier, store};
use crate::http::{ApiError, ApiResult, AppState, Data, Json, LangParam, Path};
use crate::store::Store;
use crate::store::reads::Choice;

type Answer = ApiResult<(StatusCode, Data<Receipt>)>;

/// The requests; the vacancy response, which carries files, accepts files of up to
/// `upload_limit` bytes.
pub fn router(upload_limit: usize) -> OpenApiRouter<AppState> {
    let vacancy = OpenApiRouter::new()
        .routes(routes!(vacancy))
        .layer(DefaultBodyLimit::max(super::request_limit(
            upload_limit,
            1 + MAX_VACANCY_DOCUMENTS,
        )));
    OpenApiRouter::new()
        .routes(routes!(consultation))
        .routes(routes!(registration))
        .routes(routes!(book))
        .routes(routes!(archive))
        .routes(routes!(question))
        .merge(vacancy)
        .routes(routes!(school))
        .routes(routes!(summer_school))
        .routes(routes!(service))
}

/// An id as a select sends it: a number or the text of one. Anything else is no choice of the
/// list, which the field's check says in the visitor's language (not a broken body).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Id {
    Number(i64),
    NotAnId,
}

impl Id {
    fn number(self) -> Option<i64> {
        match self {
            Id::Number(n) => Some(n),
            Id::NotAnId => None,
        }
    }

    fn parse(text: &str) -> Id {
        text.trim().parse().map_or(Id::NotAnId, Id::Number)
    }
}

impl<'de> Deserialize<'de> for Id {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        Ok(match Value::deserialize(deserializer)? {
            Value::Number(n) => match (n.as_i64(), n.as_f64()) {
                (Some(n), _) => Id::Number(n),
                // JSON Schema's integers include 3.0.
                (None, Some(f)) if f.fract() == 0.0 && f >= i64::MIN as f64 && f < i64::MAX as f64 => {
                    Id::Number(f as i64)
                }
                _ => Id::NotAnId,
            },
            Value::String(text) => Id::parse(&text),
            _ => Id::NotAnId,
        })
    }
}

impl Serialize for Id {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            Id::Number(n) => serializer.serialize_i64(*n),
            Id::NotAnId => serializer.serialize_none(),
        }
    }
}

impl utoipa::PartialSchema for Id {
    fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        use utoipa::openapi::schema::{KnownFormat, ObjectBuilder, OneOfBuilder, SchemaFormat, Type};
        OneOfBuilder::new()
            .description(Some("An id: a number or the text of one."))
            .item(
                ObjectBuilder::new()
                    .schema_type(Type::Integer)
                    .format(Some(SchemaFormat::KnownFormat(KnownFormat::Int64))),
            )
            .item(
                ObjectBuilder::new()
                    .schema_type(Type::String)
                    .pattern(Some(rules::id_text_pattern())),
            )
            .into()
    }
}

impl ToSchema for Id {}

/// A required id field's schema: never null.
fn id() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
    <Id as utoipa::PartialSchema>::schema()
}

/// The common contact fields, checked into their stored form.
fn contact(check: &mut Check, fio_field: &str, fio: &str, email_field: &str, email: &str, phone: &str) -> Value {
    let fio = check.field(fio_field, Text::parse(fio));
    let email = check.field(email_field, Email::parse(email));
    let phone = check.field("phone", Phone::parse(phone));
    json!({
        fio_field: fio.map(|t| t.as_str().to_owned()),
        email_field: email.map(|e| e.as_str().to_owned()),
        "phone": phone.map(|p| p.as_str().to_owned()),
    })
}

/// A required text field, stored trimmed.
fn text(check: &mut Check, name: &str, input: &str) -> Value {
    json!(check.field(name, Text::parse(input)).map(|t| t.as_str().to_owned()))
}

/// A text that may be left empty, stored trimmed.
fn optional_text(check: &mut Check, name: &str, input: &str) -> Value {
    if input.trim().is_empty() {
        Value::Null
    } else {
        text(check, name, input)
    }
}

/// The number of a required id, or `None` with its problem noted.
fn chosen(check: &mut Check, name: &str, id: Option<Id>) -> Option<i64> {
    match id {
        None => check.fail(name, Problem::Required),
        Some(Id::NotAnId) => check.fail(name, Problem::Choice),
        Some(Id::Number(n)) => return Some(n),
    }
    None
}

/// A required choice from `lookup` (SQL answering a row for a known id, bound to the id).
async fn choice(check: &mut Check, store: &Store, name: &str, id: Option<Id>, offered: Choice<'_>) -> ApiResult<Value> {
    let Some(id) = chosen(check, name, id) else {
        return Ok(Value::Null);
    };
    if !store.offers(offered, id).await? {
        check.fail(name, Problem::Choice);
    }
    Ok(json!(id))
}

/// A required upload reference that no submission has used.
async fn upload(
    check: &mut Check,
    store: &Store,
    name: &str,
    reference: &str,
    uploads: &mut Vec<(String, String)>,
) -> ApiResult<()> {
    if reference.trim().is_empty() {
        check.fail(name, Problem::Required);
    } else if !uploads::is_free(store, reference).await? {
        check.fail(name, Problem::Upload);
    } else {
        uploads.push((name.to_owned(), reference.trim().to_owned()));
    }
    Ok(())
}

/// Stores the submission when every field passed, else answers 422 naming each bad field.
async fn finish(
    state: &AppState,
    visitor: &Visitor,
    check: Check,
    kind: &'static str,
    fields: Value,
    uploads: Vec<(String, String)>,
) -> Answer {
    check.finish()?;
    store(state, visitor, Submission { kind, fields, uploads }).await
}

/// A retried submit (same idempotency key) answers what the first one stored.
async fn retried(state: &AppState, visitor: &Visitor, kind: &str) -> ApiResult<Option<(StatusCode, Data<Receipt>)>> {
    Ok(earlier(state, visitor, kind)
        .await?
        .map(|receipt| (StatusCode::CREATED, visitor.lang.answer(receipt))))
}

/// A checked JSON form: its kind, its stored fields and the uploads it attaches.
type Checked = (Value, Vec<(String, String)>);

/// A POST call for a JSON form: the forms token, a retried submit answered as the first, the
/// form checked by `$check`, then stored (or a 422 naming each bad field).
macro_rules! json_form {
    ($(#[doc = $doc:literal])* $name:ident, $kind:literal, $path:literal, $form:ty, $check:ident) => {
        $(#[doc = $doc])*
        #[utoipa::path(post, path = $path, tag = "forms", params(LangParam, ProofHeaders, IdempotencyKey), request_body = $form,
            responses((status = 201, body = Receipt), (status = 401, body = crate::http::ErrorBody),
                (status = 403, body = crate::http::ErrorBody),
                (status = 422, body = crate::http::ErrorBody), (status = 429, body = crate::http::ErrorBody)),
            security(("forms_token" = [])))]
        #[tracing::instrument(skip_all)]
        async fn $name(State(state): State<AppState>, _token: FormsToken, visitor: Visitor, Json(form): Json<$form>) -> Answer {
            if let Some(answer) = retried(&state, &visitor, $kind).await? {
                return Ok(answer);
            }
            let mut check = Check::new(visitor.lang);
            let (fields, uploads) = $check(&state, &mut check, form).await?;
            finish(&state, &visitor, check, $kind, fields, uploads).await
        }
    };
}

// ---------------------------------------------------------------------------------------------

#[derive(Debug, Default, Serialize, Deserialize, ToSchema)]
#[serde(default)]
pub struct ConsultationForm {
    #[schema(required = true, schema_with = schema::text)]
    pub fio: String,
    #[schema(required = true, schema_with = schema::email)]
    pub email: String,
    #[schema(required = true, schema_with = schema::phone)]
    pub phone: String,
    #[schema(required = true, schema_with = schema::text)]
    pub message: String,
    /// The page type and slug the form was on.
    pub page_type: String,
    pub page_slug: String,
    /// UTM tags of the visit: UTM_SOURCE, UTM_MEDIUM, UTM_CONTENT, UTM_TERM, UTM_CAMPAIGN.
    pub tags: BTreeMap<String, String>,
}

const UTM_TAGS: [&str; 5] = ["UTM_SOURCE", "UTM_MEDIUM", "UTM_CONTENT", "UTM_TERM", "UTM_CAMPAIGN"];

json_form!(
    /// A consultation request, from the form block on content pages.
    consultation, "consultation", "/applications/consultation", ConsultationForm, check_consultation
);

async fn check_consultation(_state: &AppState, check: &mut Check, form: ConsultationForm) -> ApiResult<Checked> {
    let mut fields = contact(check, "fio", &form.fio, "email", &form.email, &form.phone);
    fields["message"] = text(check, "message", &form.message);
    fields["page_type"] = json!(form.page_type.trim().chars().take(100).collect::<String>());
    fields["page_slug"] = json!(form.page_slug.trim().chars().take(200).collect::<String>());
    let tags: BTreeMap<&str, String> = UTM_TAGS
        .iter()
        .filter_map(|tag| {
            form.tags
                .get(*tag)
                .map(|value| (*tag, value.trim().chars().take(200).collect()))
        })
        .filter(|(_, value): &(&str, String)| !value.is_empty())
        .collect();
    fields["tags"] = json!(tags);
    Ok((fields, Vec::new()))
}

#[derive(Debug, Default, Serialize, Deserialize, ToSchema)]
#[serde(default)]
pub struct RegistrationForm {
    #[schema(required = true, schema_with = schema::text)]
    pub fio: String,
    #[schema(required = true, schema_with = schema::email)]
    pub email: String,
    #[schema(required = true, schema_with = schema::phone)]
    pub phone: String,
    /// `YYYY-MM-DD`, today or later.
    #[schema(required = true, schema_with = schema::upcoming_date)]
    pub date: String,
    /// `HH:MM`.
    #[schema(required = true, schema_with = schema::time)]
    pub time: String,
    /// The `upload:` reference of the attached file.
    #[schema(required = true, schema_with = schema::upload)]
    pub file: String,
    /// The question: a root-issues handbook item.
    #[schema(required = true, schema_with = id)]
    pub issue_id: Option<Id>,
}

json_form!(
    /// Registration for a visit to the reception (virtual reception, legal clinic).
    registration, "registration", "/applications/registration", RegistrationForm, check_registration
);

async fn check_registration(state: &AppState, check: &mut Check, form: RegistrationForm) -> ApiResult<Checked> {
    let mut uploads = Vec::new();
    let mut fields = contact(check, "fio", &form.fio, "email", &form.email, &form.phone);
    fields["date"] = json!(
        check
            .field("date", Day::parse_upcoming(&form.date))
            .map(|_| form.date.trim().to_owned())
    );
    fields["time"] = json!(
        check
            .field("time", ClockTime::parse(&form.time))
            .map(|_| form.time.trim().to_owned())
    );
    fields["issue_id"] = choice(
        check,
        &state.store,
        "issue_id",
        form.issue_id,
        Choice::Handbook("root-issues"),
    )
    .await?;
    upload(check, &state.store, "file", &form.file, &mut uploads).await?;
    fields["file"] = json!(form.file.trim());
    Ok((fields, uploads))
}

#[derive(Debug, Default, Serialize, Deserialize, ToSchema)]
#[serde(default)]
pub struct BookForm {
    /// The visitor's name or student id.
    #[schema(required = true, schema_with = schema::text)]
    pub student_id: String,
    #[schema(required = true, schema_with = schema::email)]
    pub email: String,
    #[schema(required = true, schema_with = schema::phone)]
    pub phone: String,
    #[schema(required = true, schema_with = id)]
    pub school_id: Option<Id>,
    /// A recipient-methods handbook item.
    #[schema(required = true, schema_with = id)]
    pub method_id: Option<Id>,
    #[schema(required = true, schema_with = schema::text)]
    pub address: String,
    #[schema(required = true, schema_with = id)]
    pub book_id: Option<Id>,
}

json_form!(
    /// A library book request.
    book, "book", "/applications/book", BookForm, check_book
);

async fn check_book(state: &AppState, check: &mut Check, form: BookForm) -> ApiResult<Checked> {
    let mut fields = contact(check, "student_id", &form.student_id, "email", &form.email, &form.phone);
    fields["school_id"] = choice(check, &state.store, "school_id", form.school_id, Choice::School).await?;
    fields["method_id"] = choice(
        check,
        &state.store,
        "method_id",
        form.method_id,
        Choice::Handbook("recipient-methods"),
    )
    .await?;
    fields["address"] = text(check, "address", &form.address);
    fields["book_id"] = choice(check, &state.store, "book_id", form.book_id, Choice::Book).await?;
    Ok((fields, Vec::new()))
}

#[derive(Debug, Default, Serialize, Deserialize, ToSchema)]
#[serde(default)]
pub struct ArchiveForm {
    #[schema(required = true, schema_with = schema::text)]
    pub fio: String,
    #[schema(required = true, schema_with = schema::email)]
    pub email: String,
    #[schema(required = true, schema_with = schema::phone)]
    pub phone: String,
    /// `YYYY`.
    #[schema(required = true, schema_with = schema::year)]
    pub year_admission: String,
    /// `YYYY`.
    #[schema(required = true, schema_with = schema::year)]
    pub year_release: String,
    /// The specialty or faculty.
    #[schema(required = true, schema_with = schema::text)]
    pub specialty: String,
    /// What the request type needs, each a required choice or text: archive-info
    /// {department_id, type_id, language_id, address}; meeting {city, date (`YYYY-MM-DD`)};
    /// success-story {city, date, message}; transcript {address}. The others are not read.
    #[schema(required = true)]
    pub data: ArchiveData,
    /// `upload:` references by slot, document1 to document4: archive-info needs document1 and
    /// document3, success-story document2, transcript document1; the others are optional.
    pub documents: BTreeMap<String, String>,
}

#[derive(Debug, Default, Serialize, Deserialize, ToSchema)]
#[serde(default)]
pub struct ArchiveData {
    /// A departments handbook item.
    pub department_id: Option<Id>,
    /// A reference-types handbook item.
    pub type_id: Option<Id>,
    /// A languages handbook item.
    pub language_id: Option<Id>,
    pub address: String,
    pub city: String,
    /// `YYYY-MM-DD`.
    pub date: String,
    pub message: String,
}

/// The kinds of archive request, and the document slots each needs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ToSchema)]
#[schema(rename_all = "kebab-case")]
pub enum ArchiveKind {
    ArchiveInfo,
    Meeting,
    SuccessStory,
    Transcript,
}

impl ArchiveKind {
    fn parse(text: &str) -> Option<ArchiveKind> {
        [Self::ArchiveInfo, Self::Meeting, Self::SuccessStory, Self::Transcript]
            .into_iter()
            .find(|kind| kind.as_str() == text)
    }

    fn as_str(self) -> &'static str {
        match self {
            Self::ArchiveInfo => "archive-info",
            Self::Meeting => "meeting",
            Self::SuccessStory => "success-story",
            Self::Transcript => "transcript",
        }
    }

    fn documents(self) -> &'static [&'static str] {
        match self {
            Self::ArchiveInfo => &["document1", "document3"],
            Self::Meeting => &[],
            Self::SuccessStory => &["document2"],
            Self::Transcript => &["document1"],
        }
    }
}

/// An archive request: archive-info, meeting, success-story or transcript.
#[utoipa::path(post, path = "/application-services/{type}", tag = "forms",
    params(("type" = inline(ArchiveKind), Path, description = "The kind of request"), LangParam,
        ProofHeaders, IdempotencyKey),
    request_body = ArchiveForm,
    responses((status = 201, body = Receipt), (status = 401, body = crate::http::ErrorBody),
        (status = 403, body = crate::http::ErrorBody), (status = 404, body = crate::http::ErrorBody),
        (status = 422, body = crate::http::ErrorBody), (status = 429, body = crate::http::ErrorBody)), security(("forms_token" = [])))]
#[tracing::instrument(skip_all)]
async fn archive(
    State(state): State<AppState>,
    _token: FormsToken,
    Path(kind): Path<String>,
    visitor: Visitor,
    Json(form): Json<ArchiveForm>,
) -> Answer {
    let kind = ArchiveKind::parse(&kind).ok_or(ApiError::NotFound)?;
    let documents = kind.documents();
    if let Some(answer) = retried(&state, &visitor, kind.as_str()).await? {
        return Ok(answer);
    }
    let store = &state.store;
    let mut check = Check::new(visitor.lang);
    let mut uploads = Vec::new();
    let mut fields = contact(&mut check, "fio", &form.fio, "email", &form.email, &form.phone);
    for (name, input) in [
        ("year_admission", &form.year_admission),
        ("year_release", &form.year_release),
    ] {
        fields[name] = json!(check.field(name, Year::parse(input)).map(|_| input.trim().to_owned()));
    }
    fields["specialty"] = text(&mut check, "specialty", &form.specialty);
    let d = &form.data;
    let data = match kind {
        ArchiveKind::ArchiveInfo => json!({
            "department_id": choice(&mut check, store, "data.department_id", d.department_id, Choice::Handbook("departments")).await?,
            "type_id": choice(&mut check, store, "data.type_id", d.type_id, Choice::Handbook("reference-types")).await?,
            "language_id": choice(&mut check, store, "data.language_id", d.language_id, Choice::Handbook("languages")).await?,
            "address": text(&mut check, "data.address", &d.address),
        }),
        ArchiveKind::Transcript => json!({ "address": text(&mut check, "data.address", &d.address) }),
        _ => {
            let mut data = json!({
                "city": text(&mut check, "data.city", &d.city),
                "date": json!(check.field("data.date", Day::parse(&d.date)).map(|_| d.date.trim().to_owned())),
            });
            if kind == ArchiveKind::SuccessStory {
                data["message"] = text(&mut check, "data.message", &d.message);
            }
            data
        }
    };
    fields["data"] = data;
    let mut attached = BTreeMap::new();
    for slot in ["document1", "document2", "document3", "document4"] {
        let reference = form.documents.get(slot).map(String::as_str).unwrap_or_default();
        if documents.contains(&slot) || !reference.trim().is_empty() {
            upload(
                &mut check,
                &state.store,
                &format!("documents.{slot}"),
                reference,
                &mut uploads,
            )
            .await?;
            attached.insert(slot, reference.trim().to_owned());
        }
    }
    fields["documents"] = json!(attached);
    finish(&state, &visitor, check, kind.as_str(), fields, uploads).await
}

#[derive(Debug, Default, Serialize, Deserialize, ToSchema)]
#[serde(default)]
pub struct QuestionForm {
    /// The office the question goes to: one of the contacts' addresses.
    #[schema(required = true, schema_with = schema::text)]
    pub email_to: String,
    #[schema(required = true, schema_with = schema::text)]
    pub fio: String,
    #[schema(required = true, schema_with = schema::email)]
    pub email_from: String,
    #[schema(required = true, schema_with = schema::phone)]
    pub phone: String,
    #[schema(required = true, schema_with = schema::text)]
    pub message: String,
}

json_form!(
    /// A question to the president (or another office of the contacts).
    question, "question", "/applications/question", QuestionForm, check_question
);

async fn check_question(state: &AppState, check: &mut Check, form: QuestionForm) -> ApiResult<Checked> {
    let mut fields = contact(check, "fio", &form.fio, "email_from", &form.email_from, &form.phone);
    fields["message"] = text(check, "message", &form.message);
    // Only the university's own addresses: the form is no way to mail anyone else.
    let contacts: crate::content::settings::ContactSettings =
        state.store.setting(crate::content::settings::CONTACTS).await?;
    let to = form.email_to.trim().to_lowercase();
    if to.is_empty() {
        check.fail("email_to", Problem::Required);
    } else if !contacts.groups.iter().any(|g| g.email.to_lowercase() == to) && contacts.email.to_lowercase() != to {
        check.fail("email_to", Problem::Choice);
    }
    fields["email_to"] = json!(to);
    Ok((fields, Vec::new()))
}

/// The academic degrees a vacancy response names.
pub const ACADEMIC_DEGREES: [&str; 5] = ["none", "master", "candidate", "phd", "doctor"];
/// The most documents a vacancy response carries besides the resume.
pub const MAX_VACANCY_DOCUMENTS: usize = 5;
/// The most schools a vacancy response names (the university has five; room to grow).
pub const MAX_VACANCY_SCHOOLS: usize = 10;

/// The parts of a vacancy response, for the document (the handler reads them one by one).
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct VacancyForm {
    /// The applicant's name.
    #[schema(required = true, schema_with = schema::text)]
    student_id: String,
    #[schema(required = true, schema_with = schema::email)]
    email: String,
    #[schema(required = true, schema_with = schema::phone)]
    phone: String,
    /// The vacancy's id.
    #[schema(required = true, schema_with = schema::id_text)]
    vacancy: String,
    academic_degree: AcademicDegree,
    /// The schools the applicant would work at: a school's id per part, none to leave it open
    /// (`schools` is also accepted as the part's name).
    #[schema(rename = "schools[]", required = false, schema_with = vacancy_schools)]
    schools: Vec<String>,
    /// The courses the applicant can teach.
    #[schema(required = false, schema_with = schema::optional_text)]
    courses: String,
    #[schema(required = true, schema_with = schema::file)]
    resume: Vec<u8>,
    /// Up to five more files (`documents` is also accepted as the part's name).
    #[schema(rename = "documents[]", required = false, schema_with = vacancy_documents)]
    documents: Vec<Vec<u8>>,
}

/// The academic degrees a vacancy response names, as in `ACADEMIC_DEGREES`.
#[derive(ToSchema)]
#[schema(rename_all = "lowercase")]
#[allow(dead_code)]
enum AcademicDegree {
    None,
    Master,
    Candidate,
    Phd,
    Doctor,
}

fn vacancy_documents() -> utoipa::openapi::schema::Array {
    schema::files(MAX_VACANCY_DOCUMENTS)
}

fn vacancy_schools() -> utoipa::openapi::schema::Array {
    utoipa::openapi::schema::ArrayBuilder::new()
        .description(Some(
            "The schools the applicant would work at: a school's id per part (`schools` is also accepted).",
        ))
        .items(schema::id_text())
        .max_items(Some(MAX_VACANCY_SCHOOLS))
        .build()
}

/// A vacancy response, with its files.
#[utoipa::path(post, path = "/applications/vacancy", tag = "forms", params(LangParam, ProofHeaders, IdempotencyKey),
    request_body(content = VacancyForm, content_type = "multipart/form-data"),
    responses((status = 201, body = Receipt), (status = 401, body = crate::http::ErrorBody),
        (status = 403, body = crate::http::ErrorBody), (status = 413, body = crate::http::ErrorBody),
        (status = 415, body = crate::http::ErrorBody), (status = 422, body = crate::http::ErrorBody), (status = 429, body = crate::http::ErrorBody)),
    security(("forms_token" = [])))]
#[tracing::instrument(skip_all)]
async fn vacancy(
    State(state): State<AppState>,
    _token: FormsToken,
    visitor: Visitor,
    FormData(mut multipart): FormData,
) -> Answer {
    if let Some(answer) = retried(&state, &visitor, "vacancy").await? {
        return Ok(answer);
    }
    let lang = visitor.lang;
    let mut texts: BTreeMap<String, String> = BTreeMap::new();
    let mut resume = None;
    let mut documents = Vec::new();
    let mut schools = Vec::new();
    while let Some(field) = multipart.next_field().await.map_err(multipart_error)? {
        let name = field.name().unwrap_or_default().to_owned();
        match name.as_str() {
            "resume" => resume = Some(read_file(field, state.forms.upload_limit, "resume", lang).await?),
            "documents[]" | "documents" => {
                if documents.len() >= MAX_VACANCY_DOCUMENTS {
                    return Err(ApiError::field("documents", Problem::TooLong.text(lang)));
                }
                documents.push(read_file(field, state.forms.upload_limit, "documents", lang).await?);
            }
            "schools[]" | "schools" => {
                if schools.len() >= MAX_VACANCY_SCHOOLS {
                    return Err(ApiError::field("schools", Problem::TooLong.text(lang)));
                }
                schools.push(field.text().await.map_err(multipart_error)?);
            }
            "student_id" | "email" | "phone" | "vacancy" | "academic_degree" | "courses" => {
                texts.insert(name, field.text().await.map_err(multipart_error)?);
            }
            _ => {}
        }
    }
    let get = |name: &str| texts.get(name).map(String::as_str).unwrap_or_default();
    let mut check = Check::new(lang);
    let mut fields = contact(
        &mut check,
        "student_id",
        get("student_id"),
        "email",
        get("email"),
        get("phone"),
    );
    let vacancy = Some(get("vacancy"))
        .filter(|text| !text.trim().is_empty())
        .map(Id::parse);
    fields["vacancy"] = choice(&mut check, &state.store, "vacancy", vacancy, Choice::Vacancy).await?;
    let degree = get("academic_degree").trim();
    if degree.is_empty() {
        check.fail("academic_degree", Problem::Required);
    } else if !ACADEMIC_DEGREES.contains(&degree) {
        check.fail("academic_degree", Problem::Choice);
    }
    fields["academic_degree"] = json!(degree);
    fields["schools"] = school_choices(&mut check, &state.store, &schools).await?;
    fields["courses"] = optional_text(&mut check, "courses", get("courses"));
    if resume.is_none() {
        check.fail("resume", Problem::Required);
    }
    check.finish()?;
    // The files come with the request: stored with the submission, in its transaction.
    let resume = resume.expect("checked above");
    let files: Vec<&uploads::Incoming> = std::iter::once(&resume).chain(&documents).collect();
    let stored: Vec<String> = uploads::save(&state.store, &state.paths.data_dir, &files, visitor.client, None)
        .await?
        .ok_or_else(|| anyhow::anyhow!("an upload without a cap was refused"))?
        .into_iter()
        .map(|id| format!("upload:{id}"))
        .collect();
    fields["resume"] = json!(stored[0]);
    fields["documents"] = json!(stored[1..]);
    let mut attached = vec![("resume".to_owned(), stored[0].clone())];
    attached.extend(
        stored[1..]
            .iter()
            .map(|reference| ("documents".to_owned(), reference.clone())),
    );
    store(
        &state,
        &visitor,
        Submission {
            kind: "vacancy",
            fields,
            uploads: attached,
        },
    )
    .await
}

/// The schools a vacancy response names, each once: every one must be a school the site shows;
/// an empty part (a select left at its prompt) is no choice.
async fn school_choices(check: &mut Check, store: &Store, parts: &[String]) -> ApiResult<Value> {
    let mut ids: Vec<i64> = Vec::new();
    for part in parts.iter().filter(|part| !part.trim().is_empty()) {
        match Id::parse(part) {
            Id::Number(id) if store.offers(Choice::School, id).await? => {
                if !ids.contains(&id) {
                    ids.push(id);
                }
            }
            _ => {
                check.fail("schools", Problem::Choice);
                return Ok(Value::Null);
            }
        }
    }
    Ok(json!(ids))
}

#[derive(Debug, Default, Serialize, Deserialize, ToSchema)]
#[serde(default)]
pub struct SchoolForm {
    #[schema(required = true, schema_with = schema::text)]
    pub fio: String,
    #[schema(required = true, schema_with = schema::email)]
    pub email: String,
    #[schema(required = true, schema_with = schema::phone)]
    pub phone: String,
    #[schema(required = true, schema_with = schema::text)]
    pub company: String,
    /// The applicant's post at the company.
    #[schema(required = true, schema_with = schema::text)]
    pub post: String,
    /// A programme id.
    #[schema(required = true, schema_with = id)]
    pub program: Option<Id>,
    /// `YYYY`.
    #[schema(required = true, schema_with = schema::year)]
    pub year: String,
}

json_form!(
    /// An application to a school's programme.
    school, "school", "/applications/school", SchoolForm, check_school
);

async fn check_school(state: &AppState, check: &mut Check, form: SchoolForm) -> ApiResult<Checked> {
    let mut fields = contact(check, "fio", &form.fio, "email", &form.email, &form.phone);
    fields["company"] = text(check, "company", &form.company);
    fields["post"] = text(check, "post", &form.post);
    fields["program"] = choice(check, &state.store, "program", form.program, Choice::Program).await?;
    fields["year"] = json!(
        check
            .field("year", Year::parse(&form.year))
            .map(|_| form.year.trim().to_owned())
    );
    Ok((fields, Vec::new()))
}

#[derive(Debug, Default, Serialize, Deserialize, ToSchema)]
#[serde(default)]
pub struct SummerSchoolForm {
    #[schema(required = true, schema_with = schema::text)]
    pub fio: String,
    #[schema(required = true, schema_with = schema::email)]
    pub email: String,
    #[schema(required = true, schema_with = schema::phone)]
    pub phone: String,
    /// The chosen programme's code.
    #[schema(required = true, schema_with = schema::text)]
    pub program: String,
    /// The chosen accommodation's code.
    #[schema(required = true, schema_with = schema::text)]
    pub room_plan: String,
    #[schema(schema_with = schema::optional_text)]
    pub message: String,
}

json_form!(
    /// A summer-school request.
    summer_school, "summer-school", "/applications/summer-school", SummerSchoolForm, check_summer_school
);

async fn check_summer_school(_state: &AppState, check: &mut Check, form: SummerSchoolForm) -> ApiResult<Checked> {
    let mut fields = contact(check, "fio", &form.fio, "email", &form.email, &form.phone);
    fields["program"] = text(check, "program", &form.program);
    fields["room_plan"] = text(check, "room_plan", &form.room_plan);
    fields["message"] = optional_text(check, "message", &form.message);
    Ok((fields, Vec::new()))
}

#[derive(Debug, Default, Serialize, Deserialize, ToSchema)]
#[serde(default)]
pub struct ServiceForm {
    /// A direction handbook item.
    #[schema(required = true, schema_with = id)]
    pub direction: Option<Id>,
    /// A service handbook item of that direction.
    #[schema(required = true, schema_with = id)]
    pub service: Option<Id>,
    #[schema(required = true, schema_with = schema::text)]
    pub fio: String,
    #[schema(required = true, schema_with = schema::email)]
    pub email: String,
    #[schema(required = true, schema_with = schema::phone)]
    pub phone: String,
    #[schema(schema_with = schema::optional_text)]
    pub message: String,
}

json_form!(
    /// A service-centre request: a direction, then one of its services.
    service, "service", "/applications/service", ServiceForm, check_service
);

async fn check_service(state: &AppState, check: &mut Check, form: ServiceForm) -> ApiResult<Checked> {
    let mut fields = contact(check, "fio", &form.fio, "email", &form.email, &form.phone);
    fields["direction"] = choice(
        check,
        &state.store,
        "direction",
        form.direction,
        Choice::Handbook("direction"),
    )
    .await?;
    fields["service"] = match (form.direction, form.service) {
        (_, None) => {
            check.fail("service", Problem::Required);
            Value::Null
        }
        (_, Some(Id::NotAnId)) => {
            check.fail("service", Problem::Choice);
            Value::Null
        }
        (direction, Some(Id::Number(service))) => {
            let parent = state.store.service_direction(service).await?;
            if parent.is_none_or(|parent| direction.and_then(Id::number).is_some_and(|d| parent != Some(d))) {
                check.fail("service", Problem::Choice);
            }
            json!(service)
        }
    };
    fields["message"] = optional_text(check, "message", &form.message);
    Ok((fields, Vec::new()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn id(json: &str) -> Id {
        serde_json::from_str(json).unwrap()
    }

    #[test]
    fn ids_come_as_numbers_or_their_text_and_anything_else_is_no_choice() {
        assert_eq!(id("42"), Id::Number(42));
        assert_eq!(id("-549.0"), Id::Number(-549));
        assert_eq!(id(r#"" 42 ""#), Id::Number(42));
        for other in ["4.5", "1e300", "18446744073709551615", r#""abc""#, "true", "[]", "{}"] {
            assert_eq!(id(other), Id::NotAnId, "{other}");
        }
        let form: BookForm = serde_json::from_str(r#"{"school_id": null, "book_id": "x"}"#).unwrap();
        assert_eq!((form.school_id, form.book_id), (None, Some(Id::NotAnId)));
    }

    #[test]
    fn the_documents_archive_kinds_are_the_handlers() {
        for kind in ["archive-info", "meeting", "success-story", "transcript"] {
            assert_eq!(ArchiveKind::parse(kind).map(ArchiveKind::as_str), Some(kind));
        }
        let schema = serde_json::to_value(<ArchiveKind as utoipa::PartialSchema>::schema()).unwrap();
        assert_eq!(
            schema["enum"],
            json!(["archive-info", "meeting", "success-story", "transcript"])
        );
        let degrees = serde_json::to_value(<AcademicDegree as utoipa::PartialSchema>::schema()).unwrap();
        assert_eq!(degrees["enum"], json!(ACADEMIC_DEGREES));
    }
}
