//! Visitor forms: the service login, uploads, and the nine kinds of requests, each checked by
//! the rules of spec/visitor-forms.md section 5 and committed before the answer.

pub mod applications;
pub mod auth;
pub mod export;
pub mod rules;
pub mod uploads;

use std::net::{IpAddr, SocketAddr};
use std::num::NonZeroU32;
use std::sync::Arc;

use axum::extract::{ConnectInfo, DefaultBodyLimit, FromRef, FromRequestParts};
use axum::http::StatusCode;
use axum::http::request::Parts;
use governor::{DefaultKeyedRateLimiter, Quota, RateLimiter};
use serde::Serialize;
use serde_json::Value;
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::config::FormsConfig;
use crate::http::{ApiError, ApiResult, AppState, Data};
use crate::lang::Lang;

/// What the form calls share.
pub struct FormsState {
    pub account: Arc<auth::ServiceAccount>,
    pub upload_limit: usize,
    submissions: DefaultKeyedRateLimiter<IpAddr>,
    uploads: DefaultKeyedRateLimiter<IpAddr>,
    trust_forwarded: bool,
}

impl FormsState {
    pub fn new(config: &FormsConfig) -> anyhow::Result<Self> {
        let secret = match &config.token_secret {
            Some(secret) => secret.expose().as_bytes().to_vec(),
            None => {
                let mut secret = vec![0u8; 32];
                getrandom::fill(&mut secret).map_err(|err| anyhow::anyhow!("no randomness: {err}"))?;
                secret
            }
        };
        let per_minute = NonZeroU32::new(config.form_rate_limit.max(1)).expect("at least one");
        // A form may carry several files: uploads get five times the submissions' allowance.
        let uploads_per_minute = per_minute.saturating_mul(NonZeroU32::new(5).expect("five"));
        Ok(FormsState {
            account: Arc::new(auth::ServiceAccount::new(
                &config.service_email,
                config.service_password.clone(),
                &secret,
            )),
            upload_limit: config.upload_limit,
            submissions: RateLimiter::keyed(Quota::per_minute(per_minute)),
            uploads: RateLimiter::keyed(Quota::per_minute(uploads_per_minute)),
            trust_forwarded: config.trust_forwarded,
        })
    }
}

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(auth::login))
        .routes(routes!(uploads::store))
        .merge(applications::router())
}

/// The largest request body: a vacancy response carries a resume and up to five documents.
pub fn body_limit(upload_limit: usize) -> DefaultBodyLimit {
    let files = 1 + applications::MAX_VACANCY_DOCUMENTS;
    DefaultBodyLimit::max(upload_limit.saturating_mul(files).saturating_add(64 * 1024))
}

/// The UTC time as stored, RFC 3339.
pub fn now_utc() -> String {
    time::OffsetDateTime::now_utc()
        .replace_nanosecond(0)
        .unwrap_or_else(|_| time::OffsetDateTime::now_utc())
        .format(&time::format_description::well_known::Rfc3339)
        .expect("the format fits")
}

/// Who sends a request and how: language, the page it came from, the client's address and the
/// idempotency key. Extracting it spends one of the address's submissions (429 past the limit).
pub struct Visitor {
    pub lang: Lang,
    pub page: Option<String>,
    pub client: IpAddr,
    pub idempotency_key: Option<String>,
}

/// Which allowance a call spends.
pub trait Allowance {
    fn limiter(forms: &FormsState) -> &DefaultKeyedRateLimiter<IpAddr>;
}

pub struct SubmissionAllowance;
impl Allowance for SubmissionAllowance {
    fn limiter(forms: &FormsState) -> &DefaultKeyedRateLimiter<IpAddr> {
        &forms.submissions
    }
}

pub struct UploadAllowance;
impl Allowance for UploadAllowance {
    fn limiter(forms: &FormsState) -> &DefaultKeyedRateLimiter<IpAddr> {
        &forms.uploads
    }
}

/// The client's address: the peer, or the first X-Forwarded-For hop when trusted.
fn client_address(parts: &Parts, trust_forwarded: bool) -> IpAddr {
    let forwarded = trust_forwarded
        .then(|| parts.headers.get("x-forwarded-for"))
        .flatten()
        .and_then(|value| value.to_str().ok())
        .and_then(|value| value.split(',').next())
        .and_then(|first| first.trim().parse().ok());
    forwarded
        .or_else(|| {
            parts
                .extensions
                .get::<ConnectInfo<SocketAddr>>()
                .map(|info| info.0.ip())
        })
        .unwrap_or(IpAddr::from([127, 0, 0, 1]))
}

/// Spends one of the client's allowance `A`, or answers 429 with the wait.
pub fn spend<A: Allowance>(forms: &FormsState, client: IpAddr) -> ApiResult<()> {
    A::limiter(forms).check_key(&client).map_err(|not_until| {
        let wait = not_until.wait_time_from(governor::clock::Clock::now(&governor::clock::DefaultClock::default()));
        ApiError::TooManyRequests {
            retry_after_secs: wait.as_secs().max(1),
        }
    })
}

/// The client's address (see `client_address`).
pub struct Client(pub IpAddr);

impl<S: Send + Sync> FromRequestParts<S> for Client
where
    AppState: FromRef<S>,
{
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Self::Rejection> {
        Ok(Client(client_address(
            parts,
            AppState::from_ref(state).forms.trust_forwarded,
        )))
    }
}

impl<S: Send + Sync> FromRequestParts<S> for Visitor
where
    AppState: FromRef<S>,
{
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Self::Rejection> {
        let state = AppState::from_ref(state);
        let lang = crate::http::lang_of(parts);
        let client = client_address(parts, state.forms.trust_forwarded);
        spend::<SubmissionAllowance>(&state.forms, client)?;
        let page = parts
            .headers
            .get(axum::http::header::REFERER)
            .and_then(|value| value.to_str().ok())
            .and_then(|referer| referer.parse::<axum::http::Uri>().ok())
            .map(|uri| uri.path().chars().take(300).collect());
        let idempotency_key = parts
            .headers
            .get("idempotency-key")
            .and_then(|value| value.to_str().ok())
            .map(|key| key.trim().chars().take(200).collect::<String>())
            .filter(|key| !key.is_empty());
        Ok(Visitor {
            lang,
            page,
            client,
            idempotency_key,
        })
    }
}

/// What a stored submission answers.
#[derive(Debug, Clone, Serialize, ToSchema, sqlx::FromRow)]
pub struct Receipt {
    pub id: i64,
    #[serde(rename = "type")]
    #[sqlx(rename = "type")]
    pub kind: String,
    /// UTC, RFC 3339.
    pub created_at: String,
}

/// A checked submission: its form, fields, and the uploads it attaches (field name, reference).
pub struct Submission {
    pub kind: &'static str,
    pub fields: Value,
    pub uploads: Vec<(String, String)>,
}

/// A submission already stored under this idempotency key, if any.
pub async fn earlier(state: &AppState, visitor: &Visitor) -> ApiResult<Option<Receipt>> {
    let Some(key) = &visitor.idempotency_key else {
        return Ok(None);
    };
    Ok(
        sqlx::query_as("SELECT id, type, created_at FROM submissions WHERE idempotency_key = ?")
            .bind(key)
            .fetch_optional(&state.db)
            .await?,
    )
}

/// Stores a checked submission with its uploads in one transaction: all of it, or nothing.
pub async fn store(
    state: &AppState,
    visitor: &Visitor,
    submission: Submission,
) -> ApiResult<(StatusCode, Data<Receipt>)> {
    let mut tx = state.db.begin().await?;
    let created_at = now_utc();
    let inserted = sqlx::query(
        "INSERT INTO submissions (type, lang, page, fields, client, idempotency_key, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)",
    )
    .bind(submission.kind)
    .bind(visitor.lang.code())
    .bind(&visitor.page)
    .bind(submission.fields.to_string())
    .bind(visitor.client.to_string())
    .bind(&visitor.idempotency_key)
    .bind(&created_at)
    .execute(&mut *tx)
    .await;
    let id = match inserted {
        Ok(done) => done.last_insert_rowid(),
        // The same submit arrived twice at once: the other one stored it.
        Err(sqlx::Error::Database(err)) if err.is_unique_violation() => {
            drop(tx);
            let receipt = earlier(state, visitor)
                .await?
                .ok_or_else(|| anyhow::anyhow!("a duplicate key vanished"))?;
            return Ok((StatusCode::CREATED, visitor.lang.answer(receipt)));
        }
        Err(err) => return Err(err.into()),
    };
    let mut check = rules::Check::new(visitor.lang);
    for (field, reference) in &submission.uploads {
        if !uploads::claim(&mut tx, reference, id).await? {
            check.fail(field, rules::Problem::Upload);
        }
    }
    check.finish()?;
    tx.commit().await?;
    Ok((
        StatusCode::CREATED,
        visitor.lang.answer(Receipt {
            id,
            kind: submission.kind.to_owned(),
            created_at,
        }),
    ))
}
