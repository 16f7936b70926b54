//! The server under hostile traffic: security headers, slow clients, body limits, spoofed
//! addresses, bots without the forms' proof of work, stale uploads, spreadsheet formulas, metrics.

use std::time::{Duration, Instant};

use base64::Engine;
use bilim::config::ExportFormat;
use reqwest::StatusCode;
use reqwest::multipart::{Form, Part};
use serde_json::{Value, json};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

use crate::forms::{PDF, contact, with};
use crate::helpers::{TestApp, metrics_text, spawn_app, spawn_app_with, spawn_app_with_metrics};

impl TestApp {
    fn addr(&self) -> String {
        self.base.trim_start_matches("http://").to_owned()
    }

    /// A challenge of the forms, solved as the browser does.
    pub(crate) async fn proof(&self) -> String {
        let challenge = self.data("/forms/challenge").await;
        let number = altcha_lib_rs::solve_challenge(
            challenge["challenge"].as_str().unwrap(),
            challenge["salt"].as_str().unwrap(),
            None,
            challenge["maxnumber"].as_u64(),
            0,
        )
        .unwrap();
        let payload = json!({
            "algorithm": challenge["algorithm"], "challenge": challenge["challenge"], "number": number,
            "salt": challenge["salt"], "signature": challenge["signature"],
        });
        base64::engine::general_purpose::STANDARD.encode(payload.to_string())
    }

    pub(crate) async fn post_consultation(&self, token: &str, headers: &[(&str, &str)]) -> (StatusCode, Value) {
        let mut request = self
            .client
            .post(format!("{}/api/v1/applications/consultation", self.base))
            .bearer_auth(token)
            .json(&with(contact(), json!({"message": "Hello"})));
        for (name, value) in headers {
            request = request.header(*name, *value);
        }
        let response = request.send().await.unwrap();
        (response.status(), response.json().await.unwrap_or(Value::Null))
    }

    async fn upload_bytes(&self, bytes: Vec<u8>, headers: &[(&str, &str)]) -> (StatusCode, Value) {
        let token = self.token().await;
        let form = Form::new().part("file", Part::bytes(bytes).file_name("scan.pdf"));
        let mut request = self
            .client
            .post(format!("{}/api/v1/file/store", self.base))
            .bearer_auth(&token)
            .multipart(form);
        for (name, value) in headers {
            request = request.header(*name, *value);
        }
        let response = request.send().await.unwrap();
        (response.status(), response.json().await.unwrap_or(Value::Null))
    }
}

/// A PDF of about `size` bytes.
fn pdf_of(size: usize) -> Vec<u8> {
    PDF.iter().copied().cycle().take(size).collect()
}

/// Mozilla Observatory's published scoring of the headers it grades (100 to start; A+ is 100
/// or more): what our answers must earn.
fn observatory_score(headers: &reqwest::header::HeaderMap, https: bool) -> i32 {
    let get = |name: &str| headers.get(name).and_then(|v| v.to_str().ok()).unwrap_or("").to_owned();
    let mut score = 100;
    let csp = get("content-security-policy");
    let directive = |name: &str| {
        csp.split(';')
            .map(str::trim)
            .find(|d| d.starts_with(&format!("{name} ")))
            .map(|d| d[name.len()..].trim().to_owned())
    };
    let scripts = directive("script-src")
        .or_else(|| directive("default-src"))
        .unwrap_or_default();
    if csp.is_empty() {
        score -= 25;
    } else if scripts.contains("'unsafe-inline'") || scripts.contains("'unsafe-eval'") || scripts.contains("data:") {
        score -= 20;
    } else if directive("default-src").as_deref() == Some("'none'") && !csp.contains("'unsafe-inline'") {
        score += 10;
    }
    if directive("frame-ancestors").as_deref() == Some("'none'") {
        score += 5; // X-Frame-Options implemented through CSP
    } else if get("x-frame-options").is_empty() {
        score -= 20;
    }
    if get("x-content-type-options") != "nosniff" {
        score -= 5;
    }
    let referrer = get("referrer-policy");
    if [
        "no-referrer",
        "same-origin",
        "strict-origin",
        "strict-origin-when-cross-origin",
    ]
    .contains(&referrer.as_str())
    {
        score += 5;
    }
    if https {
        let hsts = get("strict-transport-security");
        let max_age: u64 = hsts
            .split(';')
            .find_map(|part| part.trim().strip_prefix("max-age="))
            .and_then(|age| age.parse().ok())
            .unwrap_or(0);
        if max_age < 15_768_000 {
            score -= 20;
        }
    }
    score
}

#[tokio::test]
async fn every_kind_of_answer_carries_the_security_headers_and_grades_a_plus() {
    let app = spawn_app_with(|config| config.public_url = Some("https://dbu.edu.kz".into())).await;
    for path in [
        "/",
        "/ru/news",
        "/no-such-page",
        "/api/v1/settings",
        "/api/v1/news/no-such-slug",
        "/assets/app-1234.js",
        "/robots.txt",
        "/healthz",
    ] {
        let response = app.get(path).await;
        let headers = response.headers();
        let csp = headers["content-security-policy"].to_str().unwrap();
        assert!(csp.contains("frame-ancestors 'none'"), "{path}: {csp}");
        assert!(
            csp.contains("script-src 'self'") && !csp.contains("unsafe-inline"),
            "{path}: {csp}"
        );
        assert_eq!(headers["x-content-type-options"], "nosniff", "{path}");
        assert_eq!(headers["referrer-policy"], "strict-origin-when-cross-origin", "{path}");
        assert!(
            headers["permissions-policy"].to_str().unwrap().contains("camera=()"),
            "{path}"
        );
        assert_eq!(headers["cross-origin-opener-policy"], "same-origin", "{path}");
        assert!(
            headers["strict-transport-security"]
                .to_str()
                .unwrap()
                .starts_with("max-age="),
            "{path}"
        );
        let score = observatory_score(headers, true);
        assert!(score >= 100, "{path}: Observatory score {score} is below A+");
    }
}

#[tokio::test]
async fn a_site_on_plain_http_sends_no_hsts() {
    let app = spawn_app().await;
    let response = app.get("/").await;
    assert!(response.headers().get("strict-transport-security").is_none());
    assert!(response.headers().get("content-security-policy").is_some());
}

/// Reads until the server closes the connection (or `limit` passes); answers what came and
/// whether the connection was closed.
async fn read_until_closed(stream: &mut TcpStream, limit: Duration) -> (String, bool) {
    let mut received = Vec::new();
    let mut buffer = [0u8; 4096];
    let deadline = Instant::now() + limit;
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        match tokio::time::timeout(left, stream.read(&mut buffer)).await {
            Ok(Ok(0)) | Ok(Err(_)) => return (String::from_utf8_lossy(&received).into_owned(), true),
            Ok(Ok(n)) => received.extend_from_slice(&buffer[..n]),
            Err(_) => return (String::from_utf8_lossy(&received).into_owned(), false),
        }
    }
}

#[tokio::test]
async fn a_client_sending_half_a_request_is_cut_off() {
    let app = spawn_app_with(|config| config.http.header_timeout = 1).await;
    let mut slow = TcpStream::connect(app.addr()).await.unwrap();
    slow.write_all(b"GET /api/v1/settings HTTP/1.1\r\nHost: x\r\n")
        .await
        .unwrap();
    let started = Instant::now();
    let (_, closed) = read_until_closed(&mut slow, Duration::from_secs(5)).await;
    assert!(closed, "the half-sent request still holds its connection");
    assert!(started.elapsed() < Duration::from_secs(4), "{:?}", started.elapsed());
}

#[tokio::test]
async fn an_unused_keep_alive_connection_is_closed() {
    let app = spawn_app_with(|config| config.http.idle_timeout = 1).await;
    let mut client = TcpStream::connect(app.addr()).await.unwrap();
    client
        .write_all(b"GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n")
        .await
        .unwrap();
    let started = Instant::now();
    let (answer, closed) = read_until_closed(&mut client, Duration::from_secs(5)).await;
    assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
    assert!(closed, "the idle connection stayed open");
    assert!(
        started.elapsed() >= Duration::from_millis(900),
        "closed before the idle timeout"
    );
}

#[tokio::test]
async fn a_body_trickling_in_past_the_body_timeout_is_refused_with_408() {
    let app = spawn_app_with(|config| config.http.body_timeout = 1).await;
    let token = app.token().await;
    let mut slow = TcpStream::connect(app.addr()).await.unwrap();
    let head = format!(
        "POST /api/v1/applications/consultation HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer {token}\r\n\
         Content-Type: application/json\r\nContent-Length: 200\r\n\r\n{{\"fio\": "
    );
    slow.write_all(head.as_bytes()).await.unwrap();
    // A byte every 200 ms: never idle, but the whole body would take 40 s.
    let started = Instant::now();
    let mut answer = String::new();
    while started.elapsed() < Duration::from_secs(5) && answer.is_empty() {
        let _ = slow.write_all(b" ").await;
        let mut buffer = [0u8; 1024];
        if let Ok(Ok(n)) = tokio::time::timeout(Duration::from_millis(200), slow.read(&mut buffer)).await {
            answer = String::from_utf8_lossy(&buffer[..n]).into_owned();
        }
    }
    assert!(answer.starts_with("HTTP/1.1 408"), "{answer}");
    assert!(started.elapsed() < Duration::from_secs(3), "{:?}", started.elapsed());
    assert_eq!(app.count("submissions").await, 0);
}

#[tokio::test]
async fn connections_past_the_cap_wait_until_one_closes() {
    let app = spawn_app_with(|config| {
        config.http.max_connections = 2;
        config.http.header_timeout = 30;
        config.http.idle_timeout = 30;
    })
    .await;
    let first = TcpStream::connect(app.addr()).await.unwrap();
    let _second = TcpStream::connect(app.addr()).await.unwrap();
    tokio::time::sleep(Duration::from_millis(200)).await;
    let mut third = TcpStream::connect(app.addr()).await.unwrap();
    third
        .write_all(b"GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        .await
        .unwrap();
    let (answer, _) = read_until_closed(&mut third, Duration::from_millis(700)).await;
    assert!(
        answer.is_empty(),
        "a third connection was served past the cap: {answer}"
    );
    drop(first);
    let (answer, _) = read_until_closed(&mut third, Duration::from_secs(5)).await;
    assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
}

#[tokio::test]
async fn a_six_megabyte_upload_is_taken_and_an_eleven_megabyte_one_refused() {
    let app = spawn_app_with(|config| config.forms.upload_limit = 10 * 1024 * 1024).await;
    let (status, body) = app.upload_bytes(pdf_of(6 * 1024 * 1024), &[]).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let (status, body) = app.upload_bytes(pdf_of(11 * 1024 * 1024), &[]).await;
    assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE, "{body}");
    assert!(body["message"].is_string(), "{body}");
    assert_eq!(app.count("uploads").await, 1);
}

#[tokio::test]
async fn a_json_call_takes_no_more_than_the_small_body_limit() {
    let app = spawn_app().await;
    let token = app.token().await;
    let body = with(contact(), json!({"message": "x".repeat(100 * 1024)}));
    let (status, answer) = app.submit_with("/applications/consultation", &body, &token, None).await;
    assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE, "{answer}");
    assert_eq!(app.count("submissions").await, 0);
}

#[tokio::test]
async fn a_spoofed_forwarded_address_does_not_escape_the_rate_limit() {
    let app = spawn_app_with(|config| {
        config.forms.form_rate_limit = 3;
        config.http.trusted_proxies = vec!["127.0.0.1/32".parse().unwrap()];
    })
    .await;
    let token = app.token().await;
    let mut statuses = Vec::new();
    for n in 0..5 {
        // The client invents a new leftmost hop each time; our proxy appended the real address.
        let forwarded = format!("10.9.8.{n}, 198.51.100.7");
        statuses.push(
            app.post_consultation(&token, &[("x-forwarded-for", &forwarded)])
                .await
                .0,
        );
    }
    assert_eq!(&statuses[..3], [StatusCode::CREATED; 3]);
    assert_eq!(&statuses[3..], [StatusCode::TOO_MANY_REQUESTS; 2]);
    let client = app.store().submission_clients().await.unwrap().swap_remove(0);
    assert_eq!(client, "198.51.100.7");
    // Another address behind the same proxy has its own allowance.
    let (status, _) = app
        .post_consultation(&token, &[("x-forwarded-for", "203.0.113.5")])
        .await;
    assert_eq!(status, StatusCode::CREATED);
}

#[tokio::test]
async fn without_trusted_proxies_forwarded_headers_are_ignored() {
    let app = spawn_app_with(|config| config.forms.form_rate_limit = 2).await;
    let token = app.token().await;
    let mut statuses = Vec::new();
    for n in 0..3 {
        let forwarded = format!("203.0.113.{n}");
        statuses.push(
            app.post_consultation(&token, &[("x-forwarded-for", &forwarded)])
                .await
                .0,
        );
    }
    assert_eq!(
        statuses,
        [StatusCode::CREATED, StatusCode::CREATED, StatusCode::TOO_MANY_REQUESTS]
    );
}

pub(crate) fn with_challenge_on(config: &mut bilim::config::ServeConfig) {
    config.forms.form_challenge = bilim::config::Switch::On;
}

#[tokio::test]
async fn a_bot_without_the_proof_of_work_is_refused_and_a_browser_passes() {
    let app = spawn_app_with(with_challenge_on).await;
    let token = app.token().await;

    let (status, body) = app.post_consultation(&token, &[]).await;
    assert_eq!(status, StatusCode::FORBIDDEN, "{body}");
    assert_eq!(
        body["errors"]["challenge"][0], "Форманы тексеру мүмкін болмады. Қайта жіберіп көріңіз",
        "{body}"
    );
    let (status, _) = app.post_consultation(&token, &[("x-altcha", "bm90IGEgcHJvb2Y=")]).await;
    assert_eq!(status, StatusCode::FORBIDDEN, "a forged proof");

    // A solved challenge sent at once: faster than any person fills a form.
    let hasty = app.proof().await;
    let (status, body) = app.post_consultation(&token, &[("x-altcha", &hasty)]).await;
    assert_eq!(status, StatusCode::FORBIDDEN, "{body}");

    let proof = app.proof().await;
    let honeypot_proof = app.proof().await;
    tokio::time::sleep(Duration::from_millis(3100)).await;
    let (status, body) = app
        .post_consultation(&token, &[("x-altcha", &honeypot_proof), ("x-honeypot", "http://spam")])
        .await;
    assert_eq!(status, StatusCode::FORBIDDEN, "the honeypot was filled: {body}");
    assert!(body["errors"]["form"].is_array(), "{body}");

    let (status, body) = app.post_consultation(&token, &[("x-altcha", &honeypot_proof)]).await;
    assert_eq!(
        status,
        StatusCode::FORBIDDEN,
        "a proof refused for its honeypot is spent: {body}"
    );
    assert!(body["errors"]["challenge"].is_array(), "{body}");

    let (status, body) = app
        .post_consultation(&token, &[("x-altcha", &proof), ("x-honeypot", "")])
        .await;
    assert_eq!(status, StatusCode::CREATED, "the browser's way: {body}");
    let (status, _) = app.post_consultation(&token, &[("x-altcha", &proof)]).await;
    assert_eq!(status, StatusCode::FORBIDDEN, "a proof is good once");
    assert_eq!(app.count("submissions").await, 1);
}

#[tokio::test]
async fn an_upload_passes_the_same_invisible_checks_as_a_submission() {
    let app = spawn_app_with(with_challenge_on).await;
    let (status, _) = app.upload_bytes(PDF.to_vec(), &[]).await;
    assert_eq!(status, StatusCode::FORBIDDEN, "no proof");
    let hasty = app.proof().await;
    let (status, body) = app.upload_bytes(PDF.to_vec(), &[("x-altcha", &hasty)]).await;
    assert_eq!(status, StatusCode::FORBIDDEN, "sooner than anyone picks a file: {body}");
    let proof = app.proof().await;
    let honeypot_proof = app.proof().await;
    tokio::time::sleep(Duration::from_millis(3100)).await;
    let (status, body) = app
        .upload_bytes(PDF.to_vec(), &[("x-altcha", &honeypot_proof), ("x-honeypot", "spam")])
        .await;
    assert_eq!(status, StatusCode::FORBIDDEN, "{body}");
    assert!(body["errors"]["form"].is_array(), "{body}");
    let (status, _) = app.upload_bytes(PDF.to_vec(), &[("x-altcha", &honeypot_proof)]).await;
    assert_eq!(status, StatusCode::FORBIDDEN, "its proof is spent");
    assert_eq!(app.count("uploads").await, 0);

    let (status, body) = app.upload_bytes(PDF.to_vec(), &[("x-altcha", &proof)]).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    assert_eq!(app.count("uploads").await, 1);
}

#[tokio::test]
async fn one_address_may_keep_only_so_many_unclaimed_bytes() {
    let app = spawn_app_with(|config| {
        config.http.trusted_proxies = vec!["127.0.0.1/32".parse().unwrap()];
        // Room for two files of 200 KB, not three.
        config.forms.unclaimed_upload_cap = 500 * 1024;
    })
    .await;
    let from = |address: &'static str| [("x-forwarded-for", address)];
    let mut sent = Vec::new();
    for _ in 0..2 {
        let (status, body) = app.upload_bytes(pdf_of(200 * 1024), &from("203.0.113.7")).await;
        assert_eq!(status, StatusCode::CREATED, "{body}");
        sent.push(body["data"]["url"].as_str().unwrap().to_owned());
    }
    let token = app.token().await;
    let refused = app
        .client
        .post(format!("{}/api/v1/file/store", app.base))
        .bearer_auth(&token)
        .header("x-forwarded-for", "203.0.113.7")
        .multipart(Form::new().part("file", Part::bytes(pdf_of(200 * 1024)).file_name("scan.pdf")))
        .send()
        .await
        .unwrap();
    assert_eq!(refused.status(), StatusCode::TOO_MANY_REQUESTS);
    let wait: u64 = refused.headers()["retry-after"].to_str().unwrap().parse().unwrap();
    assert!((3000..=3600).contains(&wait), "until the oldest expires: {wait}");
    let body: Value = refused.json().await.unwrap();
    assert!(body["message"].is_string(), "{body}");
    assert_eq!(app.count("uploads").await, 2, "nothing of the refused file is kept");
    assert_eq!(std::fs::read_dir(app.data_dir.join("uploads")).unwrap().count(), 2);

    // Another address has its own room.
    let (status, _) = app.upload_bytes(pdf_of(200 * 1024), &from("198.51.100.3")).await;
    assert_eq!(status, StatusCode::CREATED);

    // A claimed file no longer counts: the visitor sends the form and may upload again.
    let registration = json!({
        "fio": "Айгерім Сапарова", "email": "aigerim@mail.kz", "phone": "+7 (707) 123-45-67",
        "date": "2099-01-01", "time": "10:00", "file": sent[0], "issue_id": first_issue(&app).await,
    });
    let (status, body) = app
        .submit_with("/applications/registration", &registration, &token, None)
        .await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let (status, body) = app.upload_bytes(pdf_of(200 * 1024), &from("203.0.113.7")).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
}

#[tokio::test]
async fn challenges_are_never_served_from_the_answer_cache() {
    let app = spawn_app().await;
    let response = app.get("/api/v1/forms/challenge").await;
    assert_eq!(response.headers()["cache-control"], "no-store");
    let first = app.data("/forms/challenge").await;
    let second = app.data("/forms/challenge").await;
    assert_ne!(first["signature"], second["signature"]);
}

#[tokio::test]
async fn logins_are_rate_limited_per_address() {
    let app = spawn_app_with(|config| config.forms.login_rate_limit = 2).await;
    let login = || {
        app.client
            .post(format!("{}/api/v1/auth/login", app.base))
            .json(&json!({"email": "forms@dbu.edu.kz", "password": "wrong"}))
            .send()
    };
    assert_eq!(login().await.unwrap().status(), StatusCode::UNAUTHORIZED);
    assert_eq!(login().await.unwrap().status(), StatusCode::UNAUTHORIZED);
    let refused = login().await.unwrap();
    assert_eq!(refused.status(), StatusCode::TOO_MANY_REQUESTS);
    assert!(refused.headers().contains_key("retry-after"));
}

#[tokio::test]
async fn unclaimed_uploads_go_after_an_hour_and_claimed_ones_stay() {
    use std::os::unix::fs::PermissionsExt;
    let app = spawn_app().await;
    let (_, stale) = app.upload_bytes(PDF.to_vec(), &[]).await;
    let (_, kept) = app.upload_bytes(PDF.to_vec(), &[]).await;
    let (_, fresh) = app.upload_bytes(PDF.to_vec(), &[]).await;
    let id = |body: &Value| {
        body["data"]["url"]
            .as_str()
            .unwrap()
            .trim_start_matches("upload:")
            .to_owned()
    };
    for body in [&stale, &kept, &fresh] {
        let mode = std::fs::metadata(app.data_dir.join("uploads").join(id(body)))
            .unwrap()
            .permissions()
            .mode();
        assert_eq!(mode & 0o777, 0o600, "a visitor's file is the server's alone");
    }
    let token = app.token().await;
    let registration = json!({
        "fio": "Айгерім Сапарова", "email": "aigerim@mail.kz", "phone": "+7 (707) 123-45-67",
        "date": "2099-01-01", "time": "10:00", "file": kept["data"]["url"], "issue_id": first_issue(&app).await,
    });
    let (status, body) = app
        .submit_with("/applications/registration", &registration, &token, None)
        .await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    app.store()
        .backdate_uploads(
            &[&id(&stale), &id(&kept)],
            time::macros::datetime!(2000-01-01 00:00 UTC),
        )
        .await
        .unwrap();

    let deleted =
        bilim::forms::uploads::delete_unclaimed(&app.store(), &app.data_dir, bilim::forms::UNCLAIMED_UPLOAD_LIFETIME)
            .await
            .unwrap();
    assert_eq!(deleted, 1);
    assert!(!app.data_dir.join("uploads").join(id(&stale)).exists());
    assert!(app.data_dir.join("uploads").join(id(&kept)).exists());
    assert!(app.data_dir.join("uploads").join(id(&fresh)).exists());
    assert_eq!(app.count("uploads").await, 2);
}

async fn first_issue(app: &TestApp) -> i64 {
    app.data("/handbooks/root-issues").await[0]["id"].as_i64().unwrap()
}

#[tokio::test]
async fn a_pdf_that_is_also_html_is_stored_but_never_served() {
    let app = spawn_app().await;
    let polyglot = b"%PDF-1.4\n<html><body><script>alert(document.cookie)</script></body></html>\n%%EOF\n";
    let (status, body) = app.upload_bytes(polyglot.to_vec(), &[]).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let id = body["data"]["url"].as_str().unwrap().trim_start_matches("upload:");
    for path in [
        format!("/uploads/{id}"),
        format!("/assets/uploads/{id}"),
        format!("/assets/media/{id}"),
        format!("/assets/media/../uploads/{id}"),
        format!("/assets/%2e%2e/uploads/{id}"),
        format!("/api/v1/file/{id}"),
        format!("/api/v1/uploads/{id}"),
    ] {
        let response = app.get(&path).await;
        let text = response.text().await.unwrap();
        assert!(!text.contains("alert(document.cookie)"), "{path} served the upload");
    }
}

#[tokio::test]
async fn exported_cells_never_run_as_spreadsheet_formulas() {
    let app = spawn_app().await;
    let token = app.token().await;
    let body = with(
        contact(),
        json!({"fio": "=HYPERLINK(\"http://evil.example\",\"Open\")", "message": "@SUM(1+1)"}),
    );
    let (status, answer) = app.submit_with("/applications/consultation", &body, &token, None).await;
    assert_eq!(status, StatusCode::CREATED, "{answer}");
    let csv = app.export(Some("consultation"), ExportFormat::Csv).await;
    let mut reader = csv::Reader::from_reader(csv.as_bytes());
    let headers = reader.headers().unwrap().clone();
    let row = reader.records().next().unwrap().unwrap();
    let cell = |name: &str| row[headers.iter().position(|h| h == name).unwrap()].to_owned();
    assert_eq!(cell("fio"), "'=HYPERLINK(\"http://evil.example\",\"Open\")");
    assert_eq!(cell("message"), "'@SUM(1+1)");
    assert_eq!(cell("email"), "aigerim@mail.kz");
    // JSON lines are for programs: the text stays as sent.
    let jsonl = app.export(Some("consultation"), ExportFormat::Jsonl).await;
    assert!(jsonl.contains(r#""fio":"=HYPERLINK("#), "{jsonl}");
}

#[tokio::test]
async fn metrics_are_served_on_their_own_address_only() {
    let (app, metrics_port) = spawn_app_with_metrics(|config| config.forms.form_rate_limit = 1).await;
    app.get("/api/v1/settings/general").await;
    app.get("/api/v1/news/no-such-slug").await;
    let token = app.token().await;
    assert_eq!(app.post_consultation(&token, &[]).await.0, StatusCode::CREATED);
    assert_eq!(
        app.post_consultation(&token, &[]).await.0,
        StatusCode::TOO_MANY_REQUESTS
    );

    let public = app.get("/metrics").await;
    assert_eq!(public.status(), StatusCode::NOT_FOUND);
    assert!(!public.text().await.unwrap().contains("bilim_http_requests"));

    let text = metrics_text(metrics_port).await;
    for expected in [
        r#"bilim_http_requests_total{method="GET",route="/api/v1/settings/general",status="200"} 1"#,
        r#"bilim_http_requests_total{method="GET",route="/api/v1/news/{slug}",status="404"} 1"#,
        r#"bilim_submissions_total{form="consultation"} 1"#,
        r#"bilim_rate_limit_refusals_total{limit="submissions"} 1"#,
        r#"bilim_http_request_duration_seconds_bucket{le="#,
    ] {
        assert!(text.contains(expected), "no {expected} in\n{text}");
    }
}

#[tokio::test]
async fn a_file_call_sent_something_else_than_a_form_answers_415_in_the_api_format() {
    let app = spawn_app().await;
    let token = app.token().await;
    for path in ["/file/store", "/applications/vacancy"] {
        let (status, body) = app.submit_with(path, &json!({"file": "x"}), &token, None).await;
        assert_eq!(status, StatusCode::UNSUPPORTED_MEDIA_TYPE, "{path}: {body}");
        assert!(body["message"].is_string(), "{path}: {body}");
    }
}

/// A server rendering bundle whose every render writes a mark of its own into the page.
const MARKING_BUNDLE: &str = r#"
    let tasks = [];
    globalThis.setTimeout = (f) => tasks.push(f);
    globalThis.__ssr_tick = () => { const f = tasks.shift(); if (!f) return false; f(); return true };
    globalThis.__ssr_reset = () => { tasks = [] };
    export const pageParams = { names: [], numbered: [] };
    export async function warm() {}
    let renders = 0;
    export async function render(url) {
      renders += 1;
      const mark = renders + "-" + Date.now() + "-" + Math.random();
      return JSON.stringify({ html: "<p>render " + mark + "</p>", answers: [], errors: [], missing: [] });
    }
"#;

#[tokio::test]
async fn a_hundred_host_names_cost_one_render_and_keep_one_page() {
    let bundle_dir = tempfile::tempdir().unwrap();
    let bundle = bundle_dir.path().join("ssr.mjs");
    std::fs::write(&bundle, MARKING_BUNDLE).unwrap();
    let app = spawn_app_with(|config| config.ssr_bundle = bundle).await;
    let page_from = async |host: &str| {
        let response = app
            .client
            .get(format!("{}/ru/news", app.base))
            .header("host", host)
            .header("accept-encoding", "br")
            .send()
            .await
            .unwrap();
        assert_eq!(response.status(), StatusCode::OK, "{host}");
        let bytes = response.bytes().await.unwrap();
        let html = match brotli_decoded(&bytes) {
            Some(plain) => plain,
            None => String::from_utf8(bytes.to_vec()).unwrap(),
        };
        let canonical = format!(r#"<link rel="canonical" href="http://{host}/ru/news" />"#);
        assert!(html.contains(&canonical), "{host}: {html}");
        let og_url = format!(r#"<meta property="og:url" content="http://{host}/ru/news" />"#);
        assert!(html.contains(&og_url), "{host}");
        assert!(
            html.contains(&format!(r#"hreflang="kk" href="http://{host}/news""#)),
            "{host}"
        );
        let mark = html.split("<p>render ").nth(1).expect("rendered on the server");
        mark.split("</p>").next().unwrap().to_owned()
    };
    let first = page_from("dbu.edu.kz").await;
    let kept = app.answers.kept_bytes();
    for n in 0..100 {
        let mark = page_from(&format!("host-{n}.example")).await;
        assert_eq!(mark, first, "host {n} had the page rendered again");
    }
    assert_eq!(page_from("dbu.edu.kz").await, first);
    assert_eq!(app.answers.kept_bytes(), kept, "another host kept another copy");
}

fn brotli_decoded(bytes: &[u8]) -> Option<String> {
    let mut plain = Vec::new();
    brotli::BrotliDecompress(&mut std::io::Cursor::new(bytes), &mut plain).ok()?;
    String::from_utf8(plain).ok()
}

#[tokio::test]
async fn two_expiry_passes_at_once_delete_each_unclaimed_upload_once() {
    let app = spawn_app().await;
    let mut ids = Vec::new();
    for _ in 0..3 {
        let (status, body) = app.upload_bytes(PDF.to_vec(), &[]).await;
        assert_eq!(status, StatusCode::CREATED, "{body}");
        ids.push(
            body["data"]["url"]
                .as_str()
                .unwrap()
                .trim_start_matches("upload:")
                .to_owned(),
        );
    }
    let store = app.store();
    let names: Vec<&str> = ids.iter().map(String::as_str).collect();
    store
        .backdate_uploads(&names, time::macros::datetime!(2000-01-01 00:00 UTC))
        .await
        .unwrap();
    // Another process on the same database: a store of its own over its own connections.
    let other = bilim::store::Store::open(&app.database_url, &app.data_dir)
        .await
        .unwrap();
    let lifetime = bilim::forms::UNCLAIMED_UPLOAD_LIFETIME;
    let (one, two) = tokio::join!(
        bilim::forms::uploads::delete_unclaimed(&store, &app.data_dir, lifetime),
        bilim::forms::uploads::delete_unclaimed(&other, &app.data_dir, lifetime),
    );
    let (one, two) = (one.unwrap(), two.unwrap());
    assert_eq!(one + two, 3, "each deleted once: {one} and {two}");
    assert_eq!(app.count("uploads").await, 0);
    for id in &ids {
        assert!(!app.data_dir.join("uploads").join(id).exists());
    }
}
