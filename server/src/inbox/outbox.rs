//! Notification mail through an outbox. A new submission writes its mail (one per mailbox the
//! admin routed its form to, and the office a question names) into `outbox` in the transaction
//! that stores it; a worker sends what is due over SMTP with lettre. A send that fails (the server
//! down, refusing or silent past the timeout) stays pending and is retried later and later, up to
//! `MAX_ATTEMPTS`; the worker takes up where it was after a restart. Each mail keeps one
//! Message-ID through its attempts, so a receiver can drop a repeat after a lost answer.
//!
//! Any number of processes may run a worker on one database: each claims the mails it sends for
//! a while (`LEASE` and the time a batch can take), so no other sends them meanwhile, and notes
//! their results only while its claim holds. A worker that dies leaves its claims to run out;
//! another then takes the mail over.
//!
//! The mail names the form, the visitor's name and contacts and links to the submission in the
//! admin: no files, no message, nothing more of the visitor than the office needs to call back.

use std::sync::Arc;
use std::time::Duration;

use axum::extract::State;
use lettre::message::Mailbox;
use lettre::{AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::{router::OpenApiRouter, routes};

use super::labels;
use crate::config::MailConfig;
use crate::forms::export::KINDS;
use crate::forms::rules::{Check, Email, Problem};
use crate::http::client::ClientIp;
use crate::http::list::window;
use crate::http::{ApiError, ApiQuery, ApiResult, AppState, Data, Json, LangParam, PageMeta, PageNo, Paginated, Path};
use crate::lang::Lang;
use crate::staff::audit::{Actor, Event};
use crate::staff::{Right, Staff};
use crate::store::Store;
pub use crate::store::outbox::MailView;
use crate::store::outbox::{DueMail, MailAttempt, MailRoute};
use crate::store::submissions::NewMail;

/// Attempts before a mail counts as failed (with the default retry, about four and a half hours).
pub const MAX_ATTEMPTS: i64 = 10;
/// The longest wait between two attempts.
const LONGEST_WAIT: Duration = Duration::from_secs(60 * 60);

/// The process's outbox: the SMTP transport when mail is configured, and the worker's bell.
pub struct Outbox {
    mailer: Option<Mailer>,
    bell: tokio::sync::Notify,
    retry: Duration,
    /// This worker's name in its claims, unique to it among the processes on the database.
    worker: String,
}

struct Mailer {
    transport: AsyncSmtpTransport<Tokio1Executor>,
    /// The longest a whole send may take (lettre's own timeout covers only the connecting).
    timeout: Duration,
    from: Mailbox,
    /// The site's address, for links to the admin.
    site: String,
}

impl Outbox {
    /// The outbox of `config`: off without an SMTP URL; an SMTP URL without a sender is an error.
    pub fn new(config: &MailConfig, site: &str) -> anyhow::Result<Outbox> {
        let mailer = match &config.smtp_url {
            None => None,
            Some(url) => {
                let from = config
                    .mail_from
                    .as_deref()
                    .ok_or_else(|| anyhow::anyhow!("--smtp-url needs --mail-from (BILIM_MAIL_FROM)"))?;
                let from: Mailbox = from
                    .parse()
                    .map_err(|err| anyhow::anyhow!("--mail-from {from:?} is not an address: {err}"))?;
                let timeout = Duration::from_secs(config.smtp_timeout.max(1));
                let transport = AsyncSmtpTransport::<Tokio1Executor>::from_url(&secure_url(url.expose()))
                    .map_err(|err| anyhow::anyhow!("--smtp-url is not an SMTP URL: {err}"))?
                    .timeout(Some(timeout))
                    .build();
                Some(Mailer {
                    transport,
                    timeout,
                    from,
                    site: site.trim_end_matches('/').to_owned(),
                })
            }
        };
        Ok(Outbox {
            mailer,
            bell: tokio::sync::Notify::new(),
            retry: Duration::from_secs(config.mail_retry.max(1)),
            worker: format!("{}-{}", std::process::id(), crate::random_hex()?),
        })
    }

    /// Whether new submissions are mailed.
    pub fn is_on(&self) -> bool {
        self.mailer.is_some()
    }

    /// Tells the worker there is mail to send.
    pub fn ring(&self) {
        self.bell.notify_one();
    }

    /// How long to wait after the `attempts`th failed attempt.
    fn wait_after(&self, attempts: i64) -> Duration {
        let doublings = u32::try_from(attempts.clamp(1, 20) - 1).unwrap_or(0);
        self.retry
            .saturating_mul(2u32.saturating_pow(doublings))
            .min(LONGEST_WAIT)
    }
}

/// `smtp://` to another host means STARTTLS, required (lettre's plain `smtp://` would send the
/// password in the clear); to this machine, and with an explicit `tls=`, it is taken as given.
fn secure_url(url: &str) -> String {
    let Some(rest) = url.strip_prefix("smtp://") else {
        return url.to_owned();
    };
    if url.contains("tls=") {
        return url.to_owned();
    }
    let authority = rest.split(['/', '?']).next().unwrap_or_default();
    let host_port = authority.rsplit('@').next().unwrap_or_default();
    let host = if let Some(bracketed) = host_port.strip_prefix('[') {
        bracketed.split(']').next().unwrap_or_default()
    } else {
        host_port.split(':').next().unwrap_or_default()
    };
    if matches!(host, "localhost" | "127.0.0.1" | "::1") {
        return url.to_owned();
    }
    let joiner = if url.contains('?') { '&' } else { '?' };
    format!("{url}{joiner}tls=required")
}

impl Outbox {
    /// The notification mail of a submission of form `kind` (`Store::save_submission` queues
    /// it in the submission's transaction). Nothing when mail is off.
    pub fn notification<'a>(&'a self, kind: &'a str, fields: &'a Value) -> Option<NewMail<'a>> {
        let mailer = self.mailer.as_ref()?;
        Some(NewMail {
            host: mailer.from.email.domain(),
            // A question goes to the office the visitor chose (one of the contacts' addresses).
            also_to: fields.get("email_to").and_then(Value::as_str),
            compose: Box::new(move |id, lang| compose(&mailer.site, id, kind, fields, lang)),
        })
    }
}

/// The subject and text of the mail about submission `id`, in `lang`.
fn compose(site: &str, id: i64, kind: &str, fields: &Value, lang: Lang) -> (String, String) {
    let empty = serde_json::Map::new();
    let [name, email, phone] = super::contacts(fields.as_object().unwrap_or(&empty)).map(Option::unwrap_or_default);
    let form = labels::form(kind, lang);
    let (heading, open) = match lang {
        Lang::Kz => ("Сайттан жаңа өтінім", "Админкада ашу"),
        Lang::Ru => ("Новая заявка с сайта", "Открыть в админке"),
        Lang::En => ("A new request from the website", "Open it in the admin"),
    };
    let subject = if name.is_empty() {
        form.clone()
    } else {
        format!("{form}: {name}")
    };
    let mut body = format!("{heading}: {form} (№{id})\n\n");
    for (label, value) in [("fio", name), ("email", email), ("phone", phone)] {
        if !value.is_empty() {
            body.push_str(&format!("{}: {value}\n", labels::field(label, lang)));
        }
    }
    body.push_str(&format!("\n{open}: {site}/admin/applications/{id}\n"));
    (subject, body)
}

/// Sends due mail for as long as the server runs: at once when rung, else when the next retry
/// is due (and at least every minute).
pub fn spawn_worker(store: Store, outbox: Arc<Outbox>) -> tokio::task::JoinHandle<()> {
    tokio::spawn(async move {
        if !outbox.is_on() {
            return;
        }
        loop {
            let wait = match send_due(&store, &outbox).await {
                Ok(wait) => wait,
                Err(err) => {
                    tracing::error!(error = %format!("{err:#}"), "the outbox failed");
                    Duration::from_secs(30)
                }
            };
            tokio::select! {
                () = outbox.bell.notified() => {}
                () = tokio::time::sleep(wait) => {}
            }
        }
    })
}

/// Mail sent at once (over the transport's pool of connections).
const SENDING_AT_ONCE: usize = 4;
/// Mail taken in one batch, whose results are noted in one write.
const BATCH: u32 = 64;
/// How long a claim on a batch outlasts the longest the batch's sending can take: the time to
/// note its results, and room for a slow database.
const LEASE: Duration = Duration::from_secs(5 * 60);
/// The pause between two batches while mail is waiting: the worker takes the database's write
/// lock at most five times a second however long the queue, so a burst of submissions is
/// stored at full speed and mailed soon after (up to 640 mails a second is far beyond an office's
/// needs).
const BETWEEN_BATCHES: Duration = Duration::from_millis(200);

/// Sends every mail that is due, a batch at a time, and notes each batch's results in one
/// transaction (one write, not one a mail, so the worker keeps out of the submissions' way);
/// answers how long until the next mail is due.
async fn send_due(store: &Store, outbox: &Outbox) -> anyhow::Result<Duration> {
    use futures_util::StreamExt;
    let Some(mailer) = &outbox.mailer else {
        return Ok(Duration::from_secs(60));
    };
    // Every send of a batch may take the whole timeout, `SENDING_AT_ONCE` at a time.
    let lease = mailer.timeout * BATCH.div_ceil(SENDING_AT_ONCE as u32) + LEASE;
    loop {
        let due = store
            .claim_due_mail(&outbox.worker, BATCH, time::OffsetDateTime::now_utc() + lease)
            .await?;
        if due.is_empty() {
            break;
        }
        let results: Vec<(DueMail, Result<(), String>)> = futures_util::stream::iter(due)
            .map(|mail| async move {
                let sent = send(mailer, &mail).await;
                (mail, sent)
            })
            .buffer_unordered(SENDING_AT_ONCE)
            .collect()
            .await;
        let attempts: Vec<MailAttempt> = results
            .iter()
            .map(|(mail, sent)| {
                let attempts = mail.attempts + 1;
                match sent {
                    Ok(()) => MailAttempt::Sent { id: mail.id, attempts },
                    Err(err) => {
                        tracing::warn!(mail = mail.id, attempts, error = %err, "a notification was not sent");
                        MailAttempt::NotSent {
                            id: mail.id,
                            attempts,
                            error: err.chars().take(500).collect(),
                            given_up: attempts >= MAX_ATTEMPTS,
                            next_attempt_at: time::OffsetDateTime::now_utc() + outbox.wait_after(attempts),
                        }
                    }
                }
            })
            .collect();
        store.note_mail_attempts(&outbox.worker, &attempts).await?;
        let sent = results.iter().filter(|(_, sent)| sent.is_ok()).count();
        if sent > 0 {
            tracing::info!(sent, "notifications sent");
        }
        if results.len() == BATCH as usize {
            tokio::time::sleep(BETWEEN_BATCHES).await;
        }
    }
    let wait = store
        .next_mail_due()
        .await?
        .map(|at| (at - time::OffsetDateTime::now_utc()).clamp(time::Duration::ZERO, time::Duration::MINUTE))
        .map_or(Duration::from_secs(60), |wait| {
            Duration::from_millis(u64::try_from(wait.whole_milliseconds()).unwrap_or(0) + 50)
        });
    Ok(wait)
}

async fn send(mailer: &Mailer, mail: &DueMail) -> Result<(), String> {
    let to: Mailbox = mail.recipient.parse().map_err(|err| format!("bad recipient: {err}"))?;
    let body = lettre::message::Body::new_with_encoding(
        mail.body.clone(),
        lettre::message::header::ContentTransferEncoding::Base64,
    )
    .map_err(|_| "the text cannot be encoded".to_owned())?;
    let message = Message::builder()
        .from(mailer.from.clone())
        .to(to)
        .subject(&mail.subject)
        .message_id(Some(mail.message_id.clone()))
        .header(lettre::message::header::ContentType::TEXT_PLAIN)
        .body(body)
        .map_err(|err| err.to_string())?;
    match tokio::time::timeout(mailer.timeout, mailer.transport.send(message)).await {
        Ok(sent) => sent.map(|_| ()).map_err(|err| err.to_string()),
        Err(_) => Err(format!(
            "the SMTP server did not answer within {} s (timed out)",
            mailer.timeout.as_secs()
        )),
    }
}

// The admin's view of the outbox -----------------------------------------------------------

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list))
        .routes(routes!(resend))
        .routes(routes!(routes_of, set_routes))
}

#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct OutboxQuery {
    /// Page number, from 1.
    #[param(inline)]
    pub page: Option<PageNo>,
    /// pending, sent or failed.
    pub status: Option<String>,
}

const STATUSES: [&str; 3] = ["pending", "sent", "failed"];
const MAIL_PER_PAGE: u32 = 50;

/// The notification mail, newest first: pending, sent, or failed with the last error.
#[utoipa::path(get, path = "/admin/outbox", tag = "admin", operation_id = "admin_outbox",
    params(OutboxQuery, LangParam),
    responses((status = 200, body = Paginated<MailView>), (status = 401, body = crate::http::ErrorBody),
        (status = 403, body = crate::http::ErrorBody), (status = 422, body = crate::http::ErrorBody)))]
async fn list(
    State(state): State<AppState>,
    staff: Staff,
    lang: Lang,
    ApiQuery(query): ApiQuery<OutboxQuery>,
) -> ApiResult<Data<Paginated<MailView>>> {
    staff.may(Right::ReadApplications)?;
    let status = match query.status.as_deref().map(str::trim).filter(|s| !s.is_empty()) {
        None => None,
        Some(status) => Some(
            STATUSES
                .iter()
                .copied()
                .find(|s| *s == status)
                .ok_or_else(|| ApiError::field("status", Problem::Choice.text(lang)))?,
        ),
    };
    let window = window(query.page, MAIL_PER_PAGE);
    let page = state.store.mail_page(status, window).await?;
    Ok(lang.answer(Paginated {
        meta: PageMeta::new(window.number.max(1), window.size, page.total),
        data: page.rows,
    }))
}

#[derive(Debug, Deserialize, IntoParams)]
pub struct MailId {
    /// The mail's id.
    pub id: i64,
}

/// Sends a mail again (a failed one, or a sent one someone lost): it is pending and due now.
/// Refused (403, naming `smtp`) while notifications are off.
#[utoipa::path(post, path = "/admin/outbox/{id}/resend", tag = "admin", operation_id = "admin_outbox_resend",
    params(MailId, LangParam),
    responses((status = 200, body = MailView), (status = 401, body = crate::http::ErrorBody),
        (status = 403, body = crate::http::ErrorBody), (status = 404, body = crate::http::ErrorBody)))]
async fn resend(
    State(state): State<AppState>,
    ClientIp(client): ClientIp,
    staff: Staff,
    lang: Lang,
    Path(MailId { id }): Path<MailId>,
) -> ApiResult<Data<MailView>> {
    staff.may(Right::ReadApplications)?;
    if !state.outbox.is_on() {
        return Err(ApiError::Refused {
            field: "smtp".to_owned(),
            message: notifications_off(lang).to_owned(),
        });
    }
    if !state.store.resend_mail(id, &Actor::staff(&staff, client)).await? {
        return Err(ApiError::NotFound);
    }
    state.outbox.ring();
    Ok(lang.answer(state.store.mail(id).await?))
}

fn notifications_off(lang: Lang) -> &'static str {
    match lang {
        Lang::Kz => "Хабарламалар өшірулі: серверде SMTP бапталмаған.",
        Lang::Ru => "Уведомления выключены: на сервере не настроен SMTP.",
        Lang::En => "Notifications are off: the server has no SMTP configured.",
    }
}

/// One mailbox told of one form's submissions, in its language.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct Route {
    /// The form (a submission type).
    pub form: String,
    pub email: String,
    /// kz, ru or en: the language of the mail.
    pub lang: String,
}

/// Who is told of which form, and whether mail goes out at all.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct Routing {
    pub routes: Vec<Route>,
    /// Whether SMTP is configured (read-only).
    #[serde(default)]
    pub notifications: bool,
}

impl From<MailRoute> for Route {
    fn from(route: MailRoute) -> Self {
        Route {
            form: route.form,
            email: route.email,
            lang: route.lang,
        }
    }
}

async fn routing(state: &AppState) -> anyhow::Result<Routing> {
    let routes = state.store.mail_routes().await?;
    Ok(Routing {
        routes: routes.into_iter().map(Route::from).collect(),
        notifications: state.outbox.is_on(),
    })
}

/// Which mailboxes are told of which form's submissions.
#[utoipa::path(get, path = "/admin/notifications", tag = "admin", operation_id = "admin_notifications",
    params(LangParam),
    responses((status = 200, body = Routing), (status = 401, body = crate::http::ErrorBody),
        (status = 403, body = crate::http::ErrorBody)))]
async fn routes_of(State(state): State<AppState>, staff: Staff, lang: Lang) -> ApiResult<Data<Routing>> {
    staff.may(Right::Administer)?;
    Ok(lang.answer(routing(&state).await?))
}

/// Replaces the routing of notifications (admins only).
#[utoipa::path(put, path = "/admin/notifications", tag = "admin", operation_id = "admin_notifications_set",
    params(LangParam), request_body = Routing,
    responses((status = 200, body = Routing), (status = 401, body = crate::http::ErrorBody),
        (status = 403, body = crate::http::ErrorBody), (status = 422, body = crate::http::ErrorBody)))]
async fn set_routes(
    State(state): State<AppState>,
    ClientIp(client): ClientIp,
    staff: Staff,
    lang: Lang,
    Json(body): Json<Routing>,
) -> ApiResult<Data<Routing>> {
    staff.may(Right::Administer)?;
    let mut check = Check::new(lang);
    let mut routes: Vec<MailRoute> = Vec::new();
    for (i, route) in body.routes.iter().enumerate() {
        let form = route.form.trim();
        if !KINDS.contains(&form) {
            check.fail(&format!("routes.{i}.form"), Problem::Choice);
        }
        let email = check.field(&format!("routes.{i}.email"), Email::parse(&route.email));
        let route_lang = route.lang.trim();
        if !Lang::ALL.iter().any(|l| l.code() == route_lang) {
            check.fail(&format!("routes.{i}.lang"), Problem::Choice);
        }
        if let Some(email) = email {
            let email = email.as_str().to_lowercase();
            if !routes.iter().any(|r| r.form == form && r.email == email) {
                routes.push(MailRoute {
                    form: form.to_owned(),
                    email,
                    lang: route_lang.to_owned(),
                });
            }
        }
    }
    check.finish()?;
    let summary = routes
        .iter()
        .map(|route| format!("{} → {}", route.form, route.email))
        .collect::<Vec<_>>()
        .join(", ");
    state
        .store
        .set_mail_routes(
            &routes,
            &Actor::staff(&staff, client),
            Event::new("notifications", None, None, summary),
        )
        .await?;
    Ok(lang.answer(routing(&state).await?))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn smtp_to_another_host_requires_starttls_and_this_machine_is_taken_as_given() {
        assert_eq!(
            secure_url("smtp://u:p@mail.dbu.edu.kz:587"),
            "smtp://u:p@mail.dbu.edu.kz:587?tls=required"
        );
        assert_eq!(secure_url("smtp://127.0.0.1:2525"), "smtp://127.0.0.1:2525");
        assert_eq!(secure_url("smtp://localhost"), "smtp://localhost");
        assert_eq!(
            secure_url("smtp://mail.example:25?tls=opportunistic"),
            "smtp://mail.example:25?tls=opportunistic"
        );
        assert_eq!(secure_url("smtps://mail.example:465"), "smtps://mail.example:465");
    }

    #[test]
    fn the_mail_names_the_form_and_the_contacts_and_links_to_the_admin_but_not_the_message() {
        let fields = serde_json::json!({"fio": "Айгүл Сәрсенова", "email_from": "a@example.kz",
            "phone": "+7 701 000 00 00", "message": "Private words", "email_to": "rector@dbu.edu.kz"});
        let (subject, body) = compose("https://dbu.edu.kz", 7, "question", &fields, Lang::Ru);
        assert_eq!(subject, "Вопрос ректору: Айгүл Сәрсенова");
        assert!(
            body.contains("a@example.kz") && body.contains("+7 701 000 00 00"),
            "{body}"
        );
        assert!(body.contains("https://dbu.edu.kz/admin/applications/7"), "{body}");
        assert!(!body.contains("Private words"), "{body}");
    }

    #[test]
    fn retries_wait_twice_as_long_each_time_up_to_an_hour() {
        let outbox = Outbox::new(&MailConfig::default(), "http://x").unwrap();
        assert_eq!(outbox.wait_after(1), Duration::from_secs(30));
        assert_eq!(outbox.wait_after(3), Duration::from_secs(120));
        assert_eq!(outbox.wait_after(12), LONGEST_WAIT);
    }
}
