//! Visitor forms: the service login, uploads, and the nine kinds of requests, each checked by
//! the rules of spec/visitor-forms.md section 5 and committed before the answer.

pub mod applications;
pub mod auth;
pub mod challenge;
pub mod export;
pub use crate::rules;
pub mod uploads;

use std::net::IpAddr;
use std::num::NonZeroU32;
use std::sync::Arc;

use axum::extract::{DefaultBodyLimit, FromRef, FromRequestParts};
use axum::http::StatusCode;
use axum::http::request::Parts;
use serde_json::Value;
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::config::{FormsConfig, Switch};
use crate::http::client::{ClientIp, RateLimit};
use crate::http::{ApiError, ApiResult, AppState, Data};
use crate::lang::Lang;
use crate::metrics::Metrics;
pub use crate::store::submissions::Receipt;
use crate::store::submissions::{NewSubmission, SubmissionOutcome};

/// What the form calls share.
pub struct FormsState {
    pub account: Arc<auth::ServiceAccount>,
    pub upload_limit: usize,
    /// The most bytes of unclaimed uploads one client may have (`--unclaimed-upload-cap`).
    pub unclaimed_upload_cap: u64,
    pub guard: challenge::Guard,
    pub submissions: RateLimit,
    pub uploads: RateLimit,
    pub logins: RateLimit,
    /// Argon2 takes a core for a while on purpose: at most this many hashes run at once.
    hashing: tokio::sync::Semaphore,
    hashing_refusals: prometheus_client::metrics::counter::Counter,
}

impl FormsState {
    pub fn new(config: &FormsConfig, metrics: &Metrics) -> anyhow::Result<Self> {
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
            unclaimed_upload_cap: config.unclaimed_upload_cap,
            guard: challenge::Guard::new(config.form_challenge == Switch::On, &secret),
            submissions: RateLimit::per_minute(per_minute.get(), metrics.refusals("submissions")),
            uploads: RateLimit::per_minute(uploads_per_minute.get(), metrics.refusals("uploads")),
            logins: RateLimit::per_minute(config.login_rate_limit, metrics.refusals("login")),
            hashing: tokio::sync::Semaphore::new(std::thread::available_parallelism().map_or(2, |cores| cores.get())),
            hashing_refusals: metrics.refusals("password-hashing"),
        })
    }

    /// A turn at password hashing, waiting a little for one to free up; 429 when the server is
    /// busy hashing for others.
    pub async fn hashing_turn(&self) -> ApiResult<tokio::sync::SemaphorePermit<'_>> {
        match tokio::time::timeout(std::time::Duration::from_secs(2), self.hashing.acquire()).await {
            Ok(Ok(permit)) => Ok(permit),
            _ => {
                self.hashing_refusals.inc();
                Err(ApiError::TooManyRequests { retry_after_secs: 1 })
            }
        }
    }

    /// Forgets clients whose allowances are whole again.
    pub fn prune_limits(&self) {
        for limit in [&self.submissions, &self.uploads, &self.logins] {
            limit.prune();
        }
    }
}

/// How long an upload waits for the submission that attaches it.
pub const UNCLAIMED_UPLOAD_LIFETIME: std::time::Duration = std::time::Duration::from_secs(60 * 60);

/// One round of the forms' housekeeping: unclaimed uploads past their hour, used proofs past
/// their challenge's expiry, and limiter entries of clients whose allowance is whole again.
pub async fn tidy(state: &AppState) -> anyhow::Result<()> {
    let uploads = uploads::delete_unclaimed(&state.store, &state.paths.data_dir, UNCLAIMED_UPLOAD_LIFETIME).await?;
    let proofs = challenge::forget_expired(&state.store).await?;
    state.forms.prune_limits();
    if uploads > 0 || proofs > 0 {
        tracing::info!(uploads, proofs, "deleted unclaimed uploads and expired proofs");
    }
    Ok(())
}

/// The form calls; those that take files accept files of up to `upload_limit` bytes.
pub fn router(upload_limit: usize) -> OpenApiRouter<AppState> {
    let upload = OpenApiRouter::new()
        .routes(routes!(uploads::store))
        .layer(DefaultBodyLimit::max(request_limit(upload_limit, 1)));
    OpenApiRouter::new()
        .routes(routes!(auth::login))
        .routes(routes!(challenge::challenge))
        .merge(upload)
        .merge(applications::router(upload_limit))
}

/// The largest request carrying `files` files of up to `upload_limit` bytes, with room for the
/// multipart framing and the text fields.
pub fn request_limit(upload_limit: usize, files: usize) -> usize {
    upload_limit.saturating_mul(files).saturating_add(64 * 1024)
}

/// Who sends a request and how: language, the page it came from, the client's address and the
/// idempotency key. Extracting it spends one of the address's submissions (429 past the limit)
/// and checks the form's proof of work, honeypot and fill time (403, `challenge::Guard`).
pub struct Visitor {
    pub lang: Lang,
    pub page: Option<String>,
    pub client: IpAddr,
    pub idempotency_key: Option<String>,
}

impl<S: Send + Sync> FromRequestParts<S> for Visitor
where
    AppState: FromRef<S>,
{
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Self::Rejection> {
        let app = AppState::from_ref(state);
        let lang = crate::http::lang_of(parts);
        let ClientIp(client) = ClientIp::from_request_parts(parts, state)
            .await
            .unwrap_or_else(|never| match never {});
        app.forms.submissions.spend(client)?;
        app.forms.guard.check(&app.store, &parts.headers, lang).await?;
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

/// The idempotency key of a submission, for the OpenAPI document (`Visitor` reads it).
#[derive(Debug, serde::Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Header)]
pub struct IdempotencyKey {
    /// A key for one submit, kept across its retries: a repeated key answers what the first
    /// submit stored.
    #[serde(rename = "Idempotency-Key")]
    pub key: Option<String>,
}

/// A checked submission: its form, fields, and the uploads it attaches (field name, reference).
pub struct Submission {
    pub kind: &'static str,
    pub fields: Value,
    pub uploads: Vec<(String, String)>,
}

/// A submission of form `kind` already stored under this idempotency key, if any. A key used by
/// another form is a 422: a key names one submit, and this request is not a retry of it.
pub async fn earlier(state: &AppState, visitor: &Visitor, kind: &str) -> ApiResult<Option<Receipt>> {
    let Some(key) = &visitor.idempotency_key else {
        return Ok(None);
    };
    match state.store.submission_by_key(key).await? {
        Some(receipt) if receipt.kind != kind => Err(key_reused(visitor.lang)),
        receipt => Ok(receipt),
    }
}

fn key_reused(lang: Lang) -> ApiError {
    ApiError::field("Idempotency-Key", rules::Problem::KeyReused.text(lang))
}

/// Stores a checked submission with its uploads and its notification mail in one transaction:
/// all of it, or nothing (`Store::save_submission`).
pub async fn store(
    state: &AppState,
    visitor: &Visitor,
    submission: Submission,
) -> ApiResult<(StatusCode, Data<Receipt>)> {
    let outcome = state
        .store
        .save_submission(NewSubmission {
            kind: submission.kind,
            lang: visitor.lang,
            page: visitor.page.as_deref(),
            fields: &submission.fields,
            client: visitor.client.to_string(),
            idempotency_key: visitor.idempotency_key.as_deref(),
            search_text: crate::inbox::submissions::search_text(&submission.fields),
            uploads: submission
                .uploads
                .iter()
                .map(|(field, reference)| (field.clone(), uploads::upload_id(reference).map(str::to_owned)))
                .collect(),
            // The office is told through the outbox, in the submission's transaction: the mail
            // exists if and only if the submission does.
            mail: state.outbox.notification(submission.kind, &submission.fields),
        })
        .await?;
    match outcome {
        SubmissionOutcome::Stored { receipt, mails } => {
            if mails > 0 {
                state.outbox.ring();
            }
            state.metrics.submission_stored(submission.kind);
            Ok((StatusCode::CREATED, visitor.lang.answer(receipt)))
        }
        // The same submit arrived twice at once: the other one stored it.
        SubmissionOutcome::Repeated(receipt) => Ok((StatusCode::CREATED, visitor.lang.answer(receipt))),
        SubmissionOutcome::KeyTaken => Err(key_reused(visitor.lang)),
        SubmissionOutcome::UploadsTaken(fields) => {
            let message = rules::Problem::Upload.text(visitor.lang);
            Err(ApiError::Unprocessable(
                fields
                    .into_iter()
                    .map(|field| (field, vec![message.to_owned()]))
                    .collect(),
            ))
        }
    }
}
