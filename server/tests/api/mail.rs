//! Notification mail through the outbox, against a real SMTP server on a loopback port: delivered
//! to the routed office, delivered once after the server was down, delivered after a restart,
//! retried after refusals and silence; and no mail at all without SMTP.

use std::io::{BufRead, BufReader};
use std::net::{TcpListener, TcpStream};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use bilim::config::{MailConfig, Secret};
use mailin::{Action, Handler, Response, SessionBuilder, response};
use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::admin::{eventually, json_of, staff};
use crate::forms::{contact, with};
use crate::helpers::free_port;
use crate::helpers::{TestApp, spawn_app, spawn_app_with};
use bilim::staff::Role;

/// A message the sink received.
#[derive(Debug, Clone)]
struct Received {
    to: Vec<String>,
    text: String,
}

/// An SMTP server that keeps what it is sent, after refusing the first `refusals` messages with
/// a temporary error.
#[derive(Clone, Default)]
struct Sink {
    received: Arc<Mutex<Vec<Received>>>,
    refusals: Arc<Mutex<usize>>,
    current: Arc<Mutex<Option<Received>>>,
}

impl Handler for Sink {
    fn data_start(&mut self, _domain: &str, _from: &str, _is8bit: bool, to: &[String]) -> Response {
        *self.current.lock().unwrap() = Some(Received {
            to: to.to_vec(),
            text: String::new(),
        });
        response::OK
    }

    fn data(&mut self, buf: &[u8]) -> std::io::Result<()> {
        if let Some(current) = self.current.lock().unwrap().as_mut() {
            current.text.push_str(&String::from_utf8_lossy(buf));
        }
        Ok(())
    }

    fn data_end(&mut self) -> Response {
        let message = self.current.lock().unwrap().take().map(decoded);
        let mut refusals = self.refusals.lock().unwrap();
        if *refusals > 0 {
            *refusals -= 1;
            return response::INTERNAL_ERROR;
        }
        if let Some(message) = message {
            self.received.lock().unwrap().push(message);
        }
        response::OK
    }
}

/// The message with its base64 text decoded.
fn decoded(mut message: Received) -> Received {
    use base64::Engine;
    if let Some((head, body)) = message.text.split_once("\r\n\r\n") {
        let compact: String = body.chars().filter(|c| !c.is_whitespace()).collect();
        if let Ok(text) = base64::engine::general_purpose::STANDARD.decode(compact) {
            message.text = format!("{head}\r\n\r\n{}", String::from_utf8_lossy(&text));
        }
    }
    message
}

impl Sink {
    /// Serves on `listener` in a thread of its own (for the rest of the test run), a thread per
    /// connection.
    fn serve(listener: TcpListener, refusals: usize) -> Sink {
        let sink = Sink::default();
        *sink.refusals.lock().unwrap() = refusals;
        let handler = sink.clone();
        std::thread::spawn(move || {
            for stream in listener.incoming().flatten() {
                // The message being received is the connection's own: mail sent at once over
                // several connections is kept whole.
                let handler = Sink {
                    current: Arc::default(),
                    ..handler.clone()
                };
                std::thread::spawn(move || converse(stream, handler));
            }
        });
        sink
    }

    fn received(&self) -> Vec<Received> {
        self.received.lock().unwrap().clone()
    }
}

/// One SMTP conversation on `stream`, spoken by mailin's state machine (the protocol library
/// under mailin-embedded, whose server would bring a TLS stack to build for tests that use none).
fn converse(stream: TcpStream, handler: Sink) -> std::io::Result<()> {
    let mut session = SessionBuilder::new("sink.test").build(stream.peer_addr()?.ip(), handler);
    let mut lines = BufReader::new(stream.try_clone()?);
    let mut replies = stream;
    session.greeting().write_to(&mut replies)?;
    let mut line = Vec::new();
    loop {
        line.clear();
        if lines.read_until(b'\n', &mut line)? == 0 {
            return Ok(());
        }
        let reply = session.process(&line);
        match reply.action {
            Action::NoReply => {}
            Action::Close => return reply.write_to(&mut replies),
            Action::Reply | Action::UpgradeTls => reply.write_to(&mut replies)?,
        }
    }
}

fn mail_to(port: u16) -> MailConfig {
    MailConfig {
        smtp_url: Some(Secret::new(&format!("smtp://127.0.0.1:{port}"))),
        mail_from: Some("Dala University <noreply@dbu.edu.kz>".to_owned()),
        smtp_timeout: 2,
        mail_retry: 1,
    }
}

/// Routes consultation requests to the admissions office.
async fn route_consultations(app: &TestApp) {
    let admin = staff(app, "admin@dbu.edu.kz", Role::Admin).await;
    let (status, body) = json_of(admin.put(
        app,
        "/notifications",
        json!({"routes": [{"form": "consultation", "email": "Admissions@dbu.edu.kz", "lang": "ru"}]}),
    ))
    .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["data"]["routes"][0]["email"], "admissions@dbu.edu.kz");
}

async fn send_consultation(app: &TestApp) -> i64 {
    let token = app.token().await;
    let body = with(
        contact(),
        json!({"message": "Private question about fees", "page_type": "static", "page_slug": "x"}),
    );
    let (status, answer) = app.submit_with("/applications/consultation", &body, &token, None).await;
    assert_eq!(status, StatusCode::CREATED, "{answer}");
    answer["data"]["id"].as_i64().unwrap()
}

/// Each mail's status, attempts and last error, oldest first.
async fn outbox(app: &TestApp) -> Vec<(String, i64, Option<String>)> {
    let mail = app.store().all_mail().await.unwrap();
    mail.into_iter()
        .map(|mail| (mail.status, mail.attempts, mail.last_error))
        .collect()
}

/// Waits until the sink holds a mail and the outbox has noted every mail as sent: the server
/// writes "sent" only after the SMTP server's answer reached it, a moment after the sink kept it.
async fn delivered(app: &TestApp, sink: &Sink, within: Duration) -> bool {
    eventually(within, async || {
        !sink.received().is_empty() && outbox(app).await.iter().all(|(status, _, _)| status == "sent")
    })
    .await
}

#[tokio::test]
async fn a_submission_is_mailed_to_the_office_its_form_is_routed_to() {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    let sink = Sink::serve(listener, 0);
    let app = spawn_app_with(|config| config.mail = mail_to(port)).await;
    route_consultations(&app).await;
    let id = send_consultation(&app).await;

    assert!(
        delivered(&app, &sink, Duration::from_secs(10)).await,
        "{:?}",
        outbox(&app).await
    );
    assert_eq!(sink.received().len(), 1);
    let mail = &sink.received()[0];
    assert_eq!(mail.to, ["admissions@dbu.edu.kz"]);
    assert!(
        mail.text.contains(&format!("/admin/applications/{id}")),
        "{}",
        mail.text
    );
    assert!(mail.text.contains("aigerim@mail.kz"), "the contacts: {}", mail.text);
    assert!(
        !mail.text.contains("Private question"),
        "not the message: {}",
        mail.text
    );

    // The submission shows its mail, and the outbox lists it as sent.
    let manager = staff(&app, "manager@dbu.edu.kz", Role::Manager).await;
    let (_, detail) = json_of(manager.get(&app, &format!("/applications/{id}"))).await;
    assert_eq!(detail["data"]["mail"][0]["status"], "sent");
    let (_, sent) = json_of(manager.get(&app, "/outbox?status=sent")).await;
    assert_eq!(sent["data"]["meta"]["total"], 1);
    let (status, _) = json_of(manager.get(&app, "/outbox?status=lost")).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
}

#[tokio::test]
async fn mail_waits_while_the_smtp_server_is_down_and_is_delivered_once_when_it_is_up() {
    let port = free_port();
    let app = spawn_app_with(|config| config.mail = mail_to(port)).await;
    route_consultations(&app).await;
    send_consultation(&app).await;
    assert!(
        eventually(Duration::from_secs(10), async || {
            outbox(&app)
                .await
                .first()
                .is_some_and(|(status, attempts, error)| status == "pending" && *attempts >= 1 && error.is_some())
        })
        .await,
        "the failed attempt is noted and the mail stays pending: {:?}",
        outbox(&app).await
    );

    let sink = Sink::serve(TcpListener::bind(("127.0.0.1", port)).unwrap(), 0);
    assert!(
        delivered(&app, &sink, Duration::from_secs(15)).await,
        "{:?}",
        outbox(&app).await
    );
    tokio::time::sleep(Duration::from_secs(3)).await;
    assert_eq!(sink.received().len(), 1, "once, not again");
}

/// A server that tried to send a consultation's mail to `port` (where nothing listens) and was
/// stopped with the mail still pending.
async fn stopped_with_a_mail_tried(port: u16) -> TestApp {
    let mut first = spawn_app_with(|config| config.mail = mail_to(port)).await;
    route_consultations(&first).await;
    send_consultation(&first).await;
    assert!(eventually(Duration::from_secs(10), async || outbox(&first).await[0].1 >= 1).await);
    first.stop().await;
    first
}

/// The next server on `first`'s data, its mail going to a sink that now listens on `port`.
async fn next_server(first: &TestApp, port: u16) -> (TestApp, Sink) {
    let sink = Sink::serve(TcpListener::bind(("127.0.0.1", port)).unwrap(), 0);
    let data = first.storage();
    let second = spawn_app_with(|config| {
        config.data = data;
        config.mail = mail_to(port);
    })
    .await;
    (second, sink)
}

#[tokio::test]
async fn mail_pending_at_a_restart_is_delivered_by_the_next_server() {
    let port = free_port();
    let first = stopped_with_a_mail_tried(port).await;

    let (second, sink) = next_server(&first, port).await;
    assert!(
        delivered(&second, &sink, Duration::from_secs(15)).await,
        "{:?}",
        outbox(&second).await
    );
    assert_eq!(sink.received().len(), 1);
}

#[tokio::test]
async fn refusals_and_a_silent_server_are_retried_and_failed_mail_can_be_sent_again() {
    // Two temporary refusals, then accepted.
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    let sink = Sink::serve(listener, 2);
    let app = spawn_app_with(|config| config.mail = mail_to(port)).await;
    route_consultations(&app).await;
    send_consultation(&app).await;
    assert!(
        delivered(&app, &sink, Duration::from_secs(20)).await,
        "{:?}",
        outbox(&app).await
    );
    assert_eq!(sink.received().len(), 1);
    let mail = outbox(&app).await;
    assert_eq!((mail[0].0.as_str(), mail[0].1), ("sent", 3), "{mail:?}");

    // A server that takes the connection and never answers: the send times out.
    let silent = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let silent_port = silent.local_addr().unwrap().port();
    std::thread::spawn(move || {
        let mut held = Vec::new();
        for stream in silent.incoming() {
            held.push(stream);
        }
    });
    let quiet = spawn_app_with(|config| config.mail = mail_to(silent_port)).await;
    route_consultations(&quiet).await;
    send_consultation(&quiet).await;
    assert!(
        eventually(Duration::from_secs(15), async || {
            outbox(&quiet).await[0]
                .2
                .as_deref()
                .is_some_and(|error| error.contains("time"))
        })
        .await,
        "{:?}",
        outbox(&quiet).await
    );
    // After the last attempt a mail is failed; "send again" makes it pending and due now.
    quiet.store().fail_all_mail(10).await.unwrap();
    let manager = staff(&quiet, "manager@dbu.edu.kz", Role::Manager).await;
    let (_, failed) = json_of(manager.get(&quiet, "/outbox?status=failed")).await;
    let mail_id = failed["data"]["data"][0]["id"].as_i64().unwrap();
    let (status, again) = json_of(manager.post(&quiet, &format!("/outbox/{mail_id}/resend"), json!({}))).await;
    assert_eq!(status, StatusCode::OK, "{again}");
    assert_eq!(again["data"]["status"], "pending");
    assert_eq!(again["data"]["attempts"], 0);
}

#[tokio::test]
async fn without_smtp_submissions_are_taken_and_the_inbox_says_notifications_are_off() {
    let app = spawn_app().await;
    route_consultations(&app).await;
    send_consultation(&app).await;
    let manager = staff(&app, "manager@dbu.edu.kz", Role::Manager).await;
    let (_, summary) = json_of(manager.get(&app, "/applications/summary")).await;
    assert_eq!(summary["data"], json!({"new": 1, "notifications": false}));
    assert!(outbox(&app).await.is_empty());

    let (status, body): (StatusCode, Value) = json_of(manager.put(
        &app,
        "/notifications",
        json!({"routes": [{"form": "visa", "email": "not an address", "lang": "de"}]}),
    ))
    .await;
    assert_eq!(status, StatusCode::FORBIDDEN, "a manager sets no routing: {body}");
    let admin = staff(&app, "second-admin@dbu.edu.kz", Role::Admin).await;
    let (status, body) = json_of(admin.put(
        &app,
        "/notifications",
        json!({"routes": [{"form": "visa", "email": "not an address", "lang": "de"}]}),
    ))
    .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    let mut fields: Vec<&String> = body["errors"].as_object().unwrap().keys().collect();
    fields.sort();
    assert_eq!(fields, ["routes.0.email", "routes.0.form", "routes.0.lang"]);
}

#[tokio::test]
async fn two_workers_on_one_database_send_each_mail_once() {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    let sink = Sink::serve(listener, 0);
    let app = spawn_app_with(|config| config.mail = mail_to(port)).await;
    // Another process's worker on the same database: a store and an outbox (a worker id) of its
    // own, rung with the server's at every submission.
    let store = bilim::store::Store::open(&app.database_url, &app.data_dir)
        .await
        .unwrap();
    let other = Arc::new(bilim::inbox::outbox::Outbox::new(&mail_to(port), &app.base).unwrap());
    let worker = bilim::inbox::outbox::spawn_worker(store, other.clone());
    route_consultations(&app).await;
    let mut ids = Vec::new();
    for _ in 0..12 {
        ids.push(send_consultation(&app).await);
        other.ring();
    }
    assert!(
        eventually(Duration::from_secs(20), async || {
            sink.received().len() >= ids.len() && outbox(&app).await.iter().all(|(status, _, _)| status == "sent")
        })
        .await,
        "{:?}",
        outbox(&app).await
    );
    tokio::time::sleep(Duration::from_secs(2)).await;
    worker.abort();
    let received = sink.received();
    assert_eq!(received.len(), ids.len(), "no mail twice");
    for id in ids {
        let link = format!("/admin/applications/{id}");
        let links = |text: &str| {
            text.match_indices(&link)
                .any(|(at, _)| !text[at + link.len()..].starts_with(|c: char| c.is_ascii_digit()))
        };
        assert_eq!(received.iter().filter(|mail| links(&mail.text)).count(), 1, "{link}");
    }
    assert!(outbox(&app).await.iter().all(|(_, attempts, _)| *attempts == 1));
}

#[tokio::test]
async fn a_mail_claimed_by_a_worker_that_died_is_sent_by_another_when_the_claim_runs_out() {
    let port = free_port();
    let first = stopped_with_a_mail_tried(port).await;

    // A worker claims the mail when it is due again, and dies before it sends it.
    let store = first.store();
    let lease = Duration::from_secs(3);
    let mut claimed_at = std::time::Instant::now();
    assert!(
        eventually(Duration::from_secs(10), async || {
            claimed_at = std::time::Instant::now();
            let until = time::OffsetDateTime::now_utc() + lease;
            !store.claim_due_mail("died", 64, until).await.unwrap().is_empty()
        })
        .await
    );

    let (second, sink) = next_server(&first, port).await;
    assert!(
        delivered(&second, &sink, Duration::from_secs(15)).await,
        "{:?}",
        outbox(&second).await
    );
    assert!(
        claimed_at.elapsed() >= lease - Duration::from_secs(1),
        "not before the claim ran out ({:?})",
        claimed_at.elapsed()
    );
    tokio::time::sleep(Duration::from_secs(2)).await;
    assert_eq!(sink.received().len(), 1, "once");
}
