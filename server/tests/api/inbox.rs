//! The applications inbox: managers read, route and answer submissions, download their files and
//! export them; nobody else may; retention deletes old ones with their files.

use reqwest::header::{ACCEPT_LANGUAGE, CONTENT_DISPOSITION, CONTENT_TYPE};
use reqwest::multipart::Part;
use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

use crate::admin::{Session, json_of, staff};
use crate::forms::{PDF, contact, send_vacancy, vacancy_form, with};
use crate::helpers::{TestApp, spawn_app};
use bilim::staff::Role;

/// Sends a vacancy response with a CV and a diploma; answers its id.
async fn vacancy_response(app: &TestApp) -> i64 {
    let form = vacancy_form(app, "Оспанов CV.pdf")
        .await
        .part("documents[]", Part::bytes(PDF).file_name("diploma.pdf"))
        .text("schools[]", "66")
        .text("courses", "Эконометрика");
    let (status, body) = send_vacancy(app, form, "ru").await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    body["data"]["id"].as_i64().unwrap()
}

async fn consultation(app: &TestApp, more: Value) -> i64 {
    let token = app.token().await;
    let body = with(
        with(
            contact(),
            json!({"message": "Грант туралы", "page_type": "static", "page_slug": "summer-school"}),
        ),
        more,
    );
    let (status, answer) = app.submit_with("/applications/consultation", &body, &token, None).await;
    assert_eq!(status, StatusCode::CREATED, "{answer}");
    answer["data"]["id"].as_i64().unwrap()
}

async fn data(session: &Session, app: &TestApp, path: &str) -> Value {
    let (status, body) = json_of(session.get(app, path)).await;
    assert_eq!(status, StatusCode::OK, "{path}: {body}");
    body["data"].clone()
}

#[tokio::test]
async fn a_manager_reads_a_vacancy_response_downloads_its_cv_and_takes_it_in_hand() {
    let app = spawn_app().await;
    let id = vacancy_response(&app).await;
    consultation(&app, json!({})).await;
    let manager = staff(&app, "admissions@dbu.edu.kz", Role::Manager).await;

    assert_eq!(data(&manager, &app, "/applications/summary").await["new"], 2);
    let list = data(&manager, &app, "/applications").await;
    assert_eq!(list["meta"]["total"], 2);
    assert_eq!(list["data"][0]["type"], "consultation", "newest first");
    let only = data(&manager, &app, "/applications?type=vacancy").await;
    assert_eq!(only["data"].as_array().unwrap().len(), 1);
    assert_eq!(only["data"][0]["name"], "Данияр Оспанов");
    assert_eq!(only["data"][0]["status"], "new");
    // Cyrillic is found whatever its case; the visitor's language is a filter of its own.
    let found = data(
        &manager,
        &app,
        "/applications?search=%D0%B4%D0%B0%D0%BD%D0%B8%D1%8F%D1%80",
    )
    .await;
    assert_eq!(found["meta"]["total"], 1, "данияр finds Данияр");
    assert_eq!(data(&manager, &app, "/applications?lang=ru").await["meta"]["total"], 1);
    assert_eq!(data(&manager, &app, "/applications?lang=en").await["meta"]["total"], 0);
    let today = time::OffsetDateTime::now_utc().date();
    let by_day = data(&manager, &app, &format!("/applications?from={today}&to={today}")).await;
    assert_eq!(by_day["meta"]["total"], 2);
    let tomorrow = today.next_day().unwrap();
    assert_eq!(
        data(&manager, &app, &format!("/applications?from={tomorrow}")).await["meta"]["total"],
        0
    );

    let detail = data(&manager, &app, &format!("/applications/{id}?lang=ru")).await;
    assert_eq!(detail["form"], "Отклик на вакансию");
    let field = |name: &str| {
        detail["fields"]
            .as_array()
            .unwrap()
            .iter()
            .find(|field| field["name"] == name)
            .cloned()
            .unwrap_or_else(|| panic!("no {name} in {detail}"))
    };
    assert_eq!(field("student_id")["label"], "ФИО или студенческий номер");
    assert_eq!(field("resume")["value"], "Оспанов CV.pdf");
    assert!(
        field("vacancy")["value"].as_str().unwrap().contains("(#"),
        "the vacancy by its title: {}",
        field("vacancy")
    );
    // The schools by their titles, the courses as written, each with its label.
    assert!(
        field("schools")["value"].as_str().unwrap().ends_with("(#66)"),
        "{}",
        field("schools")
    );
    assert_eq!(field("courses")["label"], "Курсы, которые может вести");
    assert_eq!(field("courses")["value"], "Эконометрика");
    let files = detail["files"].as_array().unwrap();
    assert_eq!(files.len(), 2);

    let cv = manager
        .get(
            &app,
            files[0]["url"].as_str().unwrap().trim_start_matches("/api/v1/admin"),
        )
        .send()
        .await
        .unwrap();
    assert_eq!(cv.status(), StatusCode::OK);
    let disposition = cv.headers()[CONTENT_DISPOSITION].to_str().unwrap().to_owned();
    assert!(disposition.starts_with("attachment;"), "{disposition}");
    assert!(disposition.contains("filename*=UTF-8''"), "{disposition}");
    assert_eq!(cv.headers()[CONTENT_TYPE], "application/pdf");
    assert_eq!(cv.bytes().await.unwrap().as_ref(), PDF);

    let (status, changed) = json_of(
        manager
            .send(&app, Method::PATCH, &format!("/applications/{id}"))
            .json(&json!({"status": "in_progress", "note": "Called back, interview on Friday"})),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{changed}");
    assert_eq!(changed["data"]["status"], "in_progress");
    assert_eq!(changed["data"]["notes"][0]["text"], "Called back, interview on Friday");
    assert_eq!(changed["data"]["notes"][0]["email"], "admissions@dbu.edu.kz");
    let assignees = data(&manager, &app, "/applications/assignees").await;
    let me = assignees[0]["id"].clone();
    let (status, _) = json_of(
        manager
            .send(&app, Method::PATCH, &format!("/applications/{id}"))
            .json(&json!({"assignee": me})),
    )
    .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(data(&manager, &app, "/applications/summary").await["new"], 1);
    let mine = data(&manager, &app, &format!("/applications/{id}")).await;
    assert_eq!(mine["assignee"]["email"], "admissions@dbu.edu.kz");

    let actions: Vec<String> = audit_log(&app)
        .await
        .into_iter()
        .filter(|entry| entry.kind.as_deref() == Some("applications") && entry.item_id == Some(id))
        .map(|entry| entry.action)
        .collect();
    assert_eq!(
        actions,
        [
            "application-file",
            "application-status",
            "application-note",
            "application-assign"
        ]
    );
}

#[tokio::test]
async fn only_managers_and_admins_open_the_inbox_and_only_what_they_ask_for() {
    let app = spawn_app().await;
    let id = vacancy_response(&app).await;
    let other = vacancy_response(&app).await;
    let editor = staff(&app, "press@dbu.edu.kz", Role::Editor).await;
    let manager = staff(&app, "admissions@dbu.edu.kz", Role::Manager).await;
    let admin = staff(&app, "admin@dbu.edu.kz", Role::Admin).await;
    let detail = data(&manager, &app, &format!("/applications/{id}")).await;
    let file = detail["files"][0]["id"].as_str().unwrap().to_owned();

    for path in [
        "/applications".to_owned(),
        "/applications/summary".to_owned(),
        format!("/applications/{id}"),
        format!("/applications/{id}/files/{file}"),
        "/applications/export?format=csv".to_owned(),
        "/outbox".to_owned(),
    ] {
        let anonymous = app
            .client
            .get(format!("{}/api/v1/admin{path}", app.base))
            .send()
            .await
            .unwrap();
        assert_eq!(anonymous.status(), StatusCode::UNAUTHORIZED, "{path} without a session");
        let (status, _) = json_of(editor.get(&app, &path)).await;
        assert_eq!(status, StatusCode::FORBIDDEN, "{path} for an editor");
    }
    assert_eq!(data(&admin, &app, "/applications").await["meta"]["total"], 2);
    // A manager edits no content and sets no routing.
    let (status, _) = json_of(manager.post(&app, "/news", json!({}))).await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    let (status, _) = json_of(manager.get(&app, "/notifications")).await;
    assert_eq!(status, StatusCode::FORBIDDEN);

    // A file is reached only through its own submission, and only by its id.
    for path in [
        format!("/applications/{other}/files/{file}"),
        format!("/applications/{id}/files/..%2F..%2Fbilim.db"),
        format!("/applications/{id}/files/nothing"),
        "/applications/999999".to_owned(),
    ] {
        let (status, _) = json_of(manager.get(&app, &path)).await;
        assert_eq!(status, StatusCode::NOT_FOUND, "{path}");
    }
    let bad = manager
        .get(
            &app,
            "/applications?type=visa&status=lost&from=yesterday&to=2026-13-01&lang=fr",
        )
        .header(ACCEPT_LANGUAGE, "en")
        .send()
        .await
        .unwrap();
    assert_eq!(bad.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let errors: Value = bad.json().await.unwrap();
    let mut fields: Vec<&String> = errors["errors"].as_object().unwrap().keys().collect();
    fields.sort();
    assert_eq!(fields, ["from", "lang", "status", "to", "type"], "{errors}");
    let backwards = manager
        .get(&app, "/applications?from=2026-11-20&to=2026-11-01&ui=en")
        .send()
        .await
        .unwrap();
    assert_eq!(backwards.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let errors: Value = backwards.json().await.unwrap();
    assert_eq!(errors["errors"]["to"][0], "The last day cannot come before the first");
    let (status, _) = json_of(manager.get(&app, "/applications/export?format=pdf")).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);

    let accounts = app.store().accounts().await.unwrap();
    let editor_id = accounts
        .iter()
        .find(|account| account.email == "press@dbu.edu.kz")
        .unwrap()
        .id;
    for (body, field) in [
        (json!({"status": "archived"}), "status"),
        (json!({"assignee": editor_id}), "assignee"),
        (json!({"note": "  "}), "note"),
        (json!({"note": "x".repeat(5001)}), "note"),
    ] {
        let (status, answer) = json_of(
            manager
                .send(&app, Method::PATCH, &format!("/applications/{id}"))
                .json(&body),
        )
        .await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
        assert!(answer["errors"][field].is_array(), "{answer}");
    }
    let untouched = data(&manager, &app, &format!("/applications/{id}")).await;
    assert_eq!(untouched["status"], "new");
    assert!(untouched["notes"].as_array().unwrap().is_empty());
}

#[tokio::test]
async fn exports_open_safely_in_a_spreadsheet_in_the_staff_members_language() {
    let app = spawn_app().await;
    consultation(
        &app,
        json!({"message": "=HYPERLINK(\"http://evil.example\",\"click\")", "tags": {"UTM_SOURCE": "@instagram"}}),
    )
    .await;
    let manager = staff(&app, "admissions@dbu.edu.kz", Role::Manager).await;

    let csv = manager
        .get(&app, "/applications/export?format=csv&type=consultation")
        .header(ACCEPT_LANGUAGE, "ru-RU,ru;q=0.9")
        .send()
        .await
        .unwrap();
    assert_eq!(csv.status(), StatusCode::OK);
    assert!(
        csv.headers()[CONTENT_DISPOSITION]
            .to_str()
            .unwrap()
            .starts_with("attachment;")
    );
    let text = csv.text().await.unwrap();
    assert!(text.starts_with('\u{feff}'), "a byte-order mark for spreadsheets");
    let header = text.lines().next().unwrap();
    assert!(header.contains("Форма") && header.contains("ФИО"), "{header}");
    assert!(text.contains("'=HYPERLINK"), "{text}");
    assert!(text.contains("'@instagram"), "{text}");
    assert!(text.contains("Консультация"), "{text}");

    let xlsx = manager
        .get(&app, "/applications/export?format=xlsx&ui=kz")
        .header(ACCEPT_LANGUAGE, "en")
        .send()
        .await
        .unwrap();
    assert_eq!(xlsx.status(), StatusCode::OK);
    let bytes = xlsx.bytes().await.unwrap();
    let mut archive = zip::ZipArchive::new(std::io::Cursor::new(bytes.to_vec())).unwrap();
    let mut sheet = String::new();
    std::io::Read::read_to_string(&mut archive.by_name("xl/worksheets/sheet1.xml").unwrap(), &mut sheet).unwrap();
    let mut strings = String::new();
    if let Ok(mut shared) = archive.by_name("xl/sharedStrings.xml") {
        std::io::Read::read_to_string(&mut shared, &mut strings).unwrap();
    }
    let cells = format!("{sheet}{strings}");
    assert!(cells.contains("'=HYPERLINK"), "{cells}");
    assert!(!cells.contains("<f>"), "no formula in any cell: {cells}");
    assert!(cells.contains("Кеңес алу"), "in the language `ui` names: {cells}");
}

#[tokio::test]
async fn an_export_of_a_hundred_thousand_submissions_streams_them_all() {
    let app = spawn_app().await;
    let sent: Vec<(Value, time::OffsetDateTime)> = (0..100_000)
        .map(|i| {
            let fields = json!({"fio": format!("Visitor {i}"), "email": "v@mail.kz", "phone": "+77071234567"});
            (
                fields,
                time::macros::datetime!(2026-01-01 00:00 UTC) + time::Duration::seconds(i % 60),
            )
        })
        .collect();
    app.store()
        .store_sent_submissions("consultation", bilim::lang::Lang::Kz, "127.0.0.1", &sent)
        .await
        .unwrap();
    let manager = staff(&app, "admissions@dbu.edu.kz", Role::Manager).await;
    let mut response = manager
        .get(&app, "/applications/export?format=csv")
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    let mut lines = 0;
    let mut chunks = 0;
    while let Some(chunk) = response.chunk().await.unwrap() {
        lines += chunk.iter().filter(|b| **b == b'\n').count();
        chunks += 1;
    }
    assert_eq!(lines, 100_001, "the header and every submission");
    assert!(chunks > 10, "sent as it is read, not at the end ({chunks} chunks)");
}

#[tokio::test]
async fn deleting_a_submission_takes_its_files_and_retention_deletes_old_ones() {
    let app = spawn_app().await;
    let kept = vacancy_response(&app).await;
    let deleted = vacancy_response(&app).await;
    let old = vacancy_response(&app).await;
    let manager = staff(&app, "admissions@dbu.edu.kz", Role::Manager).await;
    let files = |id: i64| {
        let store = app.store();
        async move {
            let files = store.submission_files(id).await.unwrap();
            files.into_iter().map(|file| file.stored_name).collect::<Vec<_>>()
        }
    };
    let on_disk = |name: &String| app.data_dir.join("uploads").join(name).exists();
    let deleted_files = files(deleted).await;
    assert!(deleted_files.iter().all(on_disk));
    let gone = manager
        .send(&app, Method::DELETE, &format!("/applications/{deleted}"))
        .send()
        .await
        .unwrap();
    assert_eq!(gone.status(), StatusCode::NO_CONTENT);
    assert!(!deleted_files.iter().any(on_disk), "its files went with it");
    let (status, _) = json_of(manager.get(&app, &format!("/applications/{deleted}"))).await;
    assert_eq!(status, StatusCode::NOT_FOUND);

    // Three years ago: past the default 24 months.
    app.store()
        .backdate_submission(old, time::macros::datetime!(2023-11-01 10:00 UTC))
        .await
        .unwrap();
    let old_files = files(old).await;
    let config = |dry_run| bilim::config::PurgeConfig {
        data: app.storage(),
        retention: bilim::config::RetentionConfig::default(),
        dry_run,
    };
    let mut listed = Vec::new();
    bilim::inbox::retention::run(&config(true), &mut listed).await.unwrap();
    let listed = String::from_utf8(listed).unwrap();
    assert!(listed.starts_with(&format!("{old}\tvacancy\t2023-11-01")), "{listed}");
    assert!(old_files.iter().all(on_disk), "a dry run deletes nothing");
    let mut out = Vec::new();
    bilim::inbox::retention::run(&config(false), &mut out).await.unwrap();
    assert!(!old_files.iter().any(on_disk));
    let everything = bilim::store::submissions::SubmissionFilter::default();
    let window = bilim::store::reads::Window { number: 1, size: 100 };
    let page = app.store().submissions_page(&everything, window).await.unwrap();
    let left: Vec<i64> = page.rows.iter().map(|row| row.id).collect();
    assert_eq!(left, [kept]);
    assert!(files(kept).await.iter().all(on_disk));
    let purges = purges(&app).await;
    assert_eq!(purges.len(), 1, "one line for the purge: {purges:?}");
    assert!(purges[0].starts_with("1 submissions"), "{purges:?}");
}

/// The audit log, oldest first.
async fn audit_log(app: &TestApp) -> Vec<bilim::store::audit::AuditEntry> {
    let window = bilim::store::reads::Window { number: 1, size: 1000 };
    let mut log = app.store().audit_page(window).await.unwrap().rows;
    log.reverse();
    log
}

/// The summaries of the retention's audit lines.
async fn purges(app: &TestApp) -> Vec<String> {
    let log = audit_log(app).await;
    log.into_iter()
        .filter(|entry| entry.action == "application-purge")
        .map(|entry| entry.summary)
        .collect()
}

#[tokio::test]
async fn two_retention_passes_at_once_delete_each_submission_once() {
    let app = spawn_app().await;
    let old = [vacancy_response(&app).await, vacancy_response(&app).await];
    let kept = vacancy_response(&app).await;
    let store = app.store();
    let mut old_files = Vec::new();
    for id in old {
        store
            .backdate_submission(id, time::macros::datetime!(2023-11-01 10:00 UTC))
            .await
            .unwrap();
        old_files.extend(store.submission_files(id).await.unwrap());
    }
    assert_eq!(old_files.len(), 4);
    // Another process on the same database: a store of its own over its own connections.
    let other = bilim::store::Store::open(&app.database_url, &app.data_dir)
        .await
        .unwrap();
    let (one, two) = tokio::join!(
        bilim::inbox::retention::purge(&store, &app.data_dir, 24),
        bilim::inbox::retention::purge(&other, &app.data_dir, 24),
    );
    let (one, two) = (one.unwrap(), two.unwrap());
    assert_eq!(one + two, 2, "each deleted once: {one} and {two}");
    assert!(one == 0 || two == 0, "the first took both: {one} and {two}");
    let purges = purges(&app).await;
    assert_eq!(purges.len(), 1, "one line, by the purge that deleted: {purges:?}");
    assert!(purges[0].starts_with("2 submissions"), "{purges:?}");
    for file in &old_files {
        assert!(!app.data_dir.join("uploads").join(&file.stored_name).exists());
    }
    assert_eq!(store.submission_files(kept).await.unwrap().len(), 2);
}
