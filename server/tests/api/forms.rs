//! The visitor forms: login, uploads, every request, the rules, idempotency, rate limits, export.

use bilim::config::{ExportConfig, ExportFormat};
use reqwest::StatusCode;
use reqwest::multipart::{Form, Part};
use serde_json::{Value, json};

use crate::helpers::{TOKEN_SECRET, TestApp, service_token, spawn_app, spawn_app_with};

pub(crate) const PDF: &[u8] = b"%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n";
const PNG: &[u8] = &[
    0x89, b'P', b'N', b'G', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, b'I', b'H', b'D', b'R',
];
const EXE: &[u8] = b"MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff\x00\x00This program cannot be run in DOS mode";

impl TestApp {
    pub(crate) async fn token(&self) -> String {
        service_token(&self.client, &self.base).await
    }

    /// POSTs JSON to a form call with a token; answers status and body.
    async fn submit(&self, path: &str, body: &Value) -> (StatusCode, Value) {
        let token = self.token().await;
        self.submit_with(path, body, &token, None).await
    }

    pub(crate) async fn submit_with(
        &self,
        path: &str,
        body: &Value,
        token: &str,
        key: Option<&str>,
    ) -> (StatusCode, Value) {
        let mut request = self
            .client
            .post(format!("{}/api/v1{path}", self.base))
            .bearer_auth(token)
            .json(body);
        if let Some(key) = key {
            request = request.header("Idempotency-Key", key);
        }
        let response = request.send().await.unwrap();
        let status = response.status();
        (status, response.json().await.unwrap_or(Value::Null))
    }

    async fn upload(&self, name: &str, bytes: &'static [u8]) -> (StatusCode, Value) {
        let token = self.token().await;
        let form = Form::new().part("file", Part::bytes(bytes).file_name(name.to_owned()));
        let response = self
            .client
            .post(format!("{}/api/v1/file/store", self.base))
            .bearer_auth(&token)
            .multipart(form)
            .send()
            .await
            .unwrap();
        let status = response.status();
        (status, response.json().await.unwrap_or(Value::Null))
    }

    async fn upload_ref(&self) -> String {
        let (status, body) = self.upload("passport.pdf", PDF).await;
        assert_eq!(status, StatusCode::CREATED, "{body}");
        body["data"]["url"].as_str().unwrap().to_owned()
    }

    /// How many submissions or uploads are stored.
    pub(crate) async fn count(&self, table: &str) -> i64 {
        let store = self.store();
        match table {
            "submissions" => {
                let everything = bilim::store::submissions::SubmissionFilter::default();
                let window = bilim::store::reads::Window { number: 1, size: 1 };
                store.submissions_page(&everything, window).await.unwrap().total as i64
            }
            "uploads" => store.upload_records().await.unwrap().len() as i64,
            other => panic!("no count of {other}"),
        }
    }

    pub(crate) async fn export(&self, kind: Option<&str>, format: ExportFormat) -> String {
        let config = ExportConfig {
            data: self.storage(),
            kind: kind.map(str::to_owned),
            since: None,
            format,
        };
        let mut out = Vec::new();
        bilim::forms::export::run(&config, &mut out).await.unwrap();
        String::from_utf8(out).unwrap()
    }
}

fn fields_of(body: &Value) -> Vec<String> {
    let mut fields: Vec<String> = body["errors"]
        .as_object()
        .map(|o| o.keys().cloned().collect())
        .unwrap_or_default();
    fields.sort();
    fields
}

pub(crate) fn contact() -> Value {
    json!({"fio": "Айгерім Сапарова", "email": "aigerim@mail.kz", "phone": "+7 (707) 123-45-67"})
}

pub(crate) fn with(base: Value, more: Value) -> Value {
    let mut merged = base;
    for (key, value) in more.as_object().unwrap() {
        merged[key] = value.clone();
    }
    merged
}

/// A valid body for every JSON form (the uploads they need made first).
async fn valid_forms(app: &TestApp) -> Vec<(&'static str, Value)> {
    let rector = app.data("/settings/contacts").await["groups"][1]["email"]
        .as_str()
        .unwrap()
        .to_owned();
    let service = &app.data("/handbooks/service").await[0];
    vec![
        (
            "/applications/consultation",
            with(
                contact(),
                json!({"message": "Грант туралы сұрағым бар", "page_type": "static",
            "page_slug": "summer-school", "tags": {"UTM_SOURCE": "instagram", "UTM_CAMPAIGN": "spring"}}),
            ),
        ),
        (
            "/applications/registration",
            with(
                contact(),
                json!({"date": "2099-03-01", "time": "10:30", "file": app.upload_ref().await, "issue_id": 71}),
            ),
        ),
        (
            "/applications/book",
            json!({"student_id": "S-2024-117", "email": "student@dbu.edu.kz", "phone": "+7 (701) 555-44-33",
            "school_id": 66, "method_id": "61", "address": "Абай даңғылы, 168", "book_id": app.data("/books").await[0]["id"]}),
        ),
        (
            "/application-services/archive-info",
            with(
                contact(),
                json!({"year_admission": "2010", "year_release": "2014", "specialty": "Finance",
            "data": {"department_id": 164, "type_id": 181, "language_id": 151, "address": "Almaty, Abay 1"},
            "documents": {"document1": app.upload_ref().await, "document3": app.upload_ref().await}}),
            ),
        ),
        (
            "/application-services/meeting",
            with(
                contact(),
                json!({"year_admission": "2010", "year_release": "2014", "specialty": "Law",
            "data": {"city": "Astana", "date": "2027-05-20"}}),
            ),
        ),
        (
            "/application-services/success-story",
            with(
                contact(),
                json!({"year_admission": "2005", "year_release": "2009", "specialty": "IT",
            "data": {"city": "Almaty", "date": "2027-06-01", "message": "I founded a company"}, "documents": {"document2": app.upload_ref().await}}),
            ),
        ),
        (
            "/application-services/transcript",
            with(
                contact(),
                json!({"year_admission": "2012", "year_release": "2016", "specialty": "Economics",
            "data": {"address": "Shymkent"}, "documents": {"document1": app.upload_ref().await}}),
            ),
        ),
        (
            "/applications/question",
            json!({"email_to": rector, "fio": "Ерлан Ахметов", "email_from": "erlan@mail.ru",
            "phone": "+7 (777) 000-11-22", "message": "Вопрос о гранте"}),
        ),
        (
            "/applications/school",
            with(
                contact(),
                json!({"company": "Kaspi", "post": "Analyst", "program": 1, "year": "2019"}),
            ),
        ),
        (
            "/applications/summer-school",
            with(contact(), json!({"program": "business-english", "room_plan": "single"})),
        ),
        (
            "/applications/service",
            with(
                contact(),
                json!({"direction": service["parent"], "service": service["id"]}),
            ),
        ),
    ]
}

#[tokio::test]
async fn every_form_stores_a_valid_submission_and_exports_it() {
    let app = spawn_app().await;
    for (path, body) in valid_forms(&app).await {
        let (status, answer) = app.submit(&format!("{path}?lang=ru"), &body).await;
        assert_eq!(status, StatusCode::CREATED, "{path}: {answer}");
        assert!(answer["data"]["id"].as_i64().unwrap() > 0, "{path}: {answer}");
    }
    assert_eq!(app.count("submissions").await, 11);
    let jsonl = app.export(None, ExportFormat::Jsonl).await;
    let rows: Vec<Value> = jsonl.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    assert_eq!(rows.len(), 11);
    let consultation = rows.iter().find(|r| r["type"] == "consultation").unwrap();
    assert_eq!(consultation["lang"], "ru");
    assert_eq!(consultation["fields"]["fio"], "Айгерім Сапарова");
    assert_eq!(consultation["fields"]["tags"]["UTM_SOURCE"], "instagram");
    let archive = rows.iter().find(|r| r["type"] == "archive-info").unwrap();
    assert_eq!(archive["fields"]["data"]["department_id"], 164);
    let uploads = app.store().upload_records().await.unwrap();
    let attached = uploads.iter().filter(|upload| upload.submission.is_some()).count();
    assert_eq!(attached, 5, "every upload is attached to its submission");

    let csv = app.export(Some("book"), ExportFormat::Csv).await;
    let mut lines = csv.lines();
    let header = lines.next().unwrap();
    assert!(
        header.starts_with("id,type,created_at,lang,page,") && header.contains("book_id"),
        "{header}"
    );
    assert_eq!(lines.count(), 1, "only the book request: {csv}");
}

/// A valid vacancy response from Данияр Оспанов for the first vacancy, with `resume` as his CV.
pub(crate) async fn vacancy_form(app: &TestApp, resume: &str) -> Form {
    let vacancy = app.data("/vacancies").await["data"][0]["id"].to_string();
    Form::new()
        .text("student_id", "Данияр Оспанов")
        .text("email", "daniyar@mail.kz")
        .text("phone", "+7 (705) 111-22-33")
        .text("vacancy", vacancy)
        .text("academic_degree", "phd")
        .part("resume", Part::bytes(PDF).file_name(resume.to_owned()))
}

/// Sends a vacancy response (multipart) in `lang`; answers its status and body.
pub(crate) async fn send_vacancy(app: &TestApp, form: Form, lang: &str) -> (StatusCode, Value) {
    let token = app.token().await;
    let response = app
        .client
        .post(format!("{}/api/v1/applications/vacancy?lang={lang}", app.base))
        .bearer_auth(&token)
        .multipart(form)
        .send()
        .await
        .unwrap();
    let status = response.status();
    (status, response.json().await.unwrap_or(Value::Null))
}

#[tokio::test]
async fn a_vacancy_response_carries_its_files() {
    let app = spawn_app().await;
    let token = app.token().await;
    let form = vacancy_form(&app, "cv.pdf")
        .await
        .part("documents[]", Part::bytes(PNG).file_name("diploma.png"));
    let (status, _) = send_vacancy(&app, form, "en").await;
    assert_eq!(status, StatusCode::CREATED);
    let row = app.export(Some("vacancy"), ExportFormat::Jsonl).await;
    let row: Value = serde_json::from_str(row.trim()).unwrap();
    assert_eq!(row["fields"]["academic_degree"], "phd");
    assert_eq!(row["fields"]["documents"].as_array().unwrap().len(), 1);
    let files = app.store().submission_files(row["id"].as_i64().unwrap()).await.unwrap();
    assert_eq!(files.len(), 2);

    // Without a resume and a degree: both named, nothing stored.
    let form = Form::new()
        .text("student_id", "Д")
        .text("email", "d@mail.kz")
        .text("phone", "+7 (705) 111-22-33")
        .text("vacancy", "1");
    let response = app
        .client
        .post(format!("{}/api/v1/applications/vacancy", app.base))
        .bearer_auth(&token)
        .multipart(form)
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(
        fields_of(&response.json().await.unwrap()),
        vec!["academic_degree", "resume"]
    );
    assert_eq!(app.count("submissions").await, 1);
}

#[tokio::test]
async fn a_vacancy_response_names_the_schools_and_courses_it_offers_to_teach() {
    let app = spawn_app().await;
    let schools = app.data("/schools").await;
    let (first, second) = (schools[0]["id"].to_string(), schools[1]["id"].to_string());
    let form = vacancy_form(&app, "cv.pdf")
        .await
        .text("schools[]", first.clone())
        .text("schools[]", second.clone())
        .text("schools[]", first.clone())
        .text("courses", "  Микроэкономика, эконометрика  ");
    let (status, body) = send_vacancy(&app, form, "ru").await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let row = app.export(Some("vacancy"), ExportFormat::Jsonl).await;
    let row: Value = serde_json::from_str(row.trim()).unwrap();
    assert_eq!(
        row["fields"]["schools"],
        json!([schools[0]["id"], schools[1]["id"]]),
        "each once"
    );
    assert_eq!(row["fields"]["courses"], "Микроэкономика, эконометрика");
    let csv = app.export(Some("vacancy"), ExportFormat::Csv).await;
    let header = csv.lines().next().unwrap();
    assert!(header.contains("schools") && header.contains("courses"), "{header}");

    // Both may be left out: the spec requires neither.
    let (status, body) = send_vacancy(&app, vacancy_form(&app, "cv.pdf").await, "ru").await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
}

#[tokio::test]
async fn a_vacancy_response_with_a_school_that_is_not_one_names_the_field() {
    let app = spawn_app().await;
    let too_long = "к".repeat(5001);
    let cases = [
        (
            "unknown school",
            vec![("schools[]", "999999".to_owned())],
            vec!["schools"],
        ),
        ("not an id", vec![("schools", "economics".to_owned())], vec!["schools"]),
        ("courses too long", vec![("courses", too_long)], vec!["courses"]),
        (
            "both, with a bad e-mail",
            vec![
                ("schools[]", "-1".to_owned()),
                ("courses", "к".repeat(5001)),
                ("email", "x@y".to_owned()),
            ],
            vec!["courses", "email", "schools"],
        ),
    ];
    for (case, parts, expected) in cases {
        let mut form = Form::new();
        let mut own = std::collections::BTreeMap::new();
        for (name, value) in parts {
            own.insert(name, value);
        }
        let vacancy = app.data("/vacancies").await["data"][0]["id"].to_string();
        for (name, value) in [
            ("student_id", "Данияр Оспанов".to_owned()),
            ("email", "daniyar@mail.kz".to_owned()),
            ("phone", "+7 (705) 111-22-33".to_owned()),
            ("vacancy", vacancy),
            ("academic_degree", "phd".to_owned()),
        ] {
            form = form.text(name, own.remove(name).unwrap_or(value));
        }
        for (name, value) in own {
            form = form.text(name, value);
        }
        let form = form.part("resume", Part::bytes(PDF).file_name("cv.pdf"));
        let (status, body) = send_vacancy(&app, form, "en").await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{case}: {body}");
        assert_eq!(fields_of(&body), expected, "{case}: {body}");
    }
    // More schools than there could be is refused as soon as they are read.
    let mut form = vacancy_form(&app, "cv.pdf").await;
    for _ in 0..11 {
        form = form.text("schools[]", "66");
    }
    let (status, body) = send_vacancy(&app, form, "kz").await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert_eq!(fields_of(&body), vec!["schools"]);
    assert_eq!(app.count("submissions").await, 0);
}

#[tokio::test]
async fn empty_forms_name_every_required_field_and_store_nothing() {
    let app = spawn_app().await;
    let contact = ["email", "fio", "phone"];
    let cases: Vec<(&str, Vec<&str>)> = vec![
        ("/applications/consultation", vec!["email", "fio", "message", "phone"]),
        (
            "/applications/registration",
            vec!["date", "email", "file", "fio", "issue_id", "phone", "time"],
        ),
        (
            "/applications/book",
            vec![
                "address",
                "book_id",
                "email",
                "method_id",
                "phone",
                "school_id",
                "student_id",
            ],
        ),
        (
            "/application-services/archive-info",
            vec![
                "data.address",
                "data.department_id",
                "data.language_id",
                "data.type_id",
                "documents.document1",
                "documents.document3",
                "email",
                "fio",
                "phone",
                "specialty",
                "year_admission",
                "year_release",
            ],
        ),
        (
            "/application-services/meeting",
            vec![
                "data.city",
                "data.date",
                "email",
                "fio",
                "phone",
                "specialty",
                "year_admission",
                "year_release",
            ],
        ),
        (
            "/application-services/success-story",
            vec![
                "data.city",
                "data.date",
                "data.message",
                "documents.document2",
                "email",
                "fio",
                "phone",
                "specialty",
                "year_admission",
                "year_release",
            ],
        ),
        (
            "/application-services/transcript",
            vec![
                "data.address",
                "documents.document1",
                "email",
                "fio",
                "phone",
                "specialty",
                "year_admission",
                "year_release",
            ],
        ),
        (
            "/applications/question",
            vec!["email_from", "email_to", "fio", "message", "phone"],
        ),
        (
            "/applications/school",
            vec!["company", "email", "fio", "phone", "post", "program", "year"],
        ),
        (
            "/applications/summer-school",
            vec!["email", "fio", "phone", "program", "room_plan"],
        ),
        (
            "/applications/service",
            vec!["direction", "email", "fio", "phone", "service"],
        ),
    ];
    for (path, expected) in cases {
        let (status, body) = app.submit(&format!("{path}?lang=kz"), &json!({})).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{path}: {body}");
        assert_eq!(fields_of(&body), expected, "{path}");
        assert!(
            contact
                .iter()
                .all(|f| !body["errors"][f].is_null() || path.contains("book") || path.contains("question"))
        );
    }
    let (_, body) = app.submit("/applications/consultation?lang=en", &json!({})).await;
    assert_eq!(
        body["errors"]["fio"][0], "Please fill in this field",
        "messages come in the request's language"
    );
    let (_, body) = app.submit("/applications/consultation?lang=ru", &json!({})).await;
    assert_eq!(body["errors"]["fio"][0], "Заполните это поле");
    assert_eq!(app.count("submissions").await, 0);
}

#[tokio::test]
async fn each_rule_of_the_spec_is_applied_to_its_field() {
    let app = spawn_app().await;
    let forms = valid_forms(&app).await;
    let body_of = |path: &str| forms.iter().find(|(p, _)| *p == path).unwrap().1.clone();
    let cases: Vec<(&str, Value, &str)> = vec![
        (
            "/applications/consultation",
            json!({"email": "aigerim@mail.KZ"}),
            "email",
        ),
        (
            "/applications/consultation",
            json!({"email": "aigerim @mail.kz"}),
            "email",
        ),
        ("/applications/consultation", json!({"email": "aigerim@mail"}), "email"),
        (
            "/applications/consultation",
            json!({"email": "aigerim@mail.abcdefghijk"}),
            "email",
        ),
        (
            "/applications/consultation",
            json!({"phone": "+7 (707) 123-45-6"}),
            "phone",
        ),
        ("/applications/consultation", json!({"phone": "87071234567"}), "phone"),
        ("/applications/consultation", json!({"fio": "   "}), "fio"),
        ("/applications/consultation", json!({"message": ""}), "message"),
        ("/applications/registration", json!({"date": "01.03.2099"}), "date"),
        ("/applications/registration", json!({"date": "2001-01-01"}), "date"),
        ("/applications/registration", json!({"time": "9:30"}), "time"),
        ("/applications/registration", json!({"issue_id": 9999}), "issue_id"),
        ("/applications/registration", json!({"issue_id": 151}), "issue_id"),
        ("/applications/registration", json!({"file": "upload:0000"}), "file"),
        ("/applications/book", json!({"method_id": 71}), "method_id"),
        ("/applications/book", json!({"book_id": 99999}), "book_id"),
        ("/applications/book", json!({"school_id": 1}), "school_id"),
        ("/applications/book", json!({"address": ""}), "address"),
        (
            "/application-services/meeting",
            json!({"year_admission": "201"}),
            "year_admission",
        ),
        (
            "/application-services/meeting",
            json!({"year_release": "20145"}),
            "year_release",
        ),
        (
            "/application-services/meeting",
            json!({"data": {"city": "Astana", "date": "tomorrow"}}),
            "data.date",
        ),
        (
            "/application-services/archive-info",
            json!({"data": {"department_id": 181, "type_id": 181, "language_id": 151, "address": "A"}}),
            "data.department_id",
        ),
        (
            "/applications/question",
            json!({"email_to": "someone@gmail.com"}),
            "email_to",
        ),
        ("/applications/school", json!({"year": "19"}), "year"),
        ("/applications/school", json!({"program": 99999}), "program"),
        ("/applications/summer-school", json!({"room_plan": " "}), "room_plan"),
        (
            "/applications/service",
            json!({"service": 21, "direction": 16}),
            "service",
        ),
    ];
    for (path, change, field) in cases {
        let mut body = body_of(path);
        // Uploads of the valid bodies are not used here, so they stay free for every case.
        for (key, value) in change.as_object().unwrap() {
            body[key] = value.clone();
        }
        let (status, answer) = app.submit(path, &body).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{path} {change}: {answer}");
        assert_eq!(fields_of(&answer), vec![field.to_owned()], "{path} {change}");
    }
    assert_eq!(app.count("submissions").await, 0);
    // A reference can be used once: the second submission naming it is refused.
    let body = body_of("/applications/registration");
    assert_eq!(
        app.submit("/applications/registration", &body).await.0,
        StatusCode::CREATED
    );
    let (status, answer) = app.submit("/applications/registration", &body).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(fields_of(&answer), vec!["file"]);
    // A field of the wrong JSON type is named too.
    let (status, answer) = app.submit("/applications/consultation", &json!({"fio": ["a"]})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(fields_of(&answer), vec!["fio"]);
    assert_eq!(
        app.submit("/application-services/unknown", &json!({})).await.0,
        StatusCode::NOT_FOUND
    );
}

#[tokio::test]
async fn a_form_cannot_name_what_the_site_does_not_show() {
    let app = spawn_app().await;
    let forms = valid_forms(&app).await;
    let body_of = |path: &str| forms.iter().find(|(p, _)| *p == path).unwrap().1.clone();
    // The book form's school (66) and method (61), and the service form's service, made drafts.
    let service = app.data("/handbooks/service").await[0]["id"].as_i64().unwrap();
    for (table, id) in [("schools", 66), ("handbook_items", 61), ("handbook_items", service)] {
        app.unpublish(table, id).await;
    }
    let (status, answer) = app.submit("/applications/book", &body_of("/applications/book")).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{answer}");
    assert_eq!(fields_of(&answer), vec!["method_id", "school_id"]);
    let (status, answer) = app
        .submit("/applications/service", &body_of("/applications/service"))
        .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{answer}");
    assert_eq!(fields_of(&answer), vec!["service"]);
    assert_eq!(app.count("submissions").await, 0);
}

#[tokio::test]
async fn uploads_are_judged_by_their_bytes_and_bad_ones_store_nothing() {
    let app = spawn_app().await;
    let (status, body) = app.upload("scan.png", PNG).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    assert!(body["data"]["url"].as_str().unwrap().starts_with("upload:"));
    let stored_before = std::fs::read_dir(app.data_dir.join("uploads")).unwrap().count();

    let (status, body) = app.upload("virus.pdf", EXE).await;
    assert_eq!(status, StatusCode::UNSUPPORTED_MEDIA_TYPE, "an .exe named .pdf: {body}");
    assert_eq!(
        body["errors"]["file"][0], "PDF, JPG, PNG немесе WebP файлын тіркеңіз",
        "named, in Kazakh: {body}"
    );
    let (status, _) = app.upload("empty.pdf", b"").await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "an empty file");
    let big: &'static [u8] = Box::leak(
        PDF.iter()
            .copied()
            .cycle()
            .take(300 * 1024)
            .collect::<Vec<u8>>()
            .into_boxed_slice(),
    );
    let (status, _) = app.upload("big.pdf", big).await;
    assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE, "over the 256 KB test limit");

    assert_eq!(app.count("uploads").await, 1, "only the good file is recorded");
    assert_eq!(
        std::fs::read_dir(app.data_dir.join("uploads")).unwrap().count(),
        stored_before
    );
    // The reference is no public link.
    let name = body_reference(&app).await;
    assert_eq!(
        app.get(&format!("/assets/media/{name}")).await.status(),
        StatusCode::NOT_FOUND
    );
    assert_eq!(
        app.get(&format!("/uploads/{name}")).await.status(),
        StatusCode::NOT_FOUND
    );
}

async fn body_reference(app: &TestApp) -> String {
    app.store().upload_records().await.unwrap().swap_remove(0).id
}

#[tokio::test]
async fn a_retried_submit_with_the_same_key_counts_once() {
    let app = spawn_app().await;
    let token = app.token().await;
    let body = with(contact(), json!({"message": "Hello"}));
    let (first, a) = app
        .submit_with("/applications/consultation", &body, &token, Some("key-1"))
        .await;
    let (second, b) = app
        .submit_with("/applications/consultation", &body, &token, Some("key-1"))
        .await;
    assert_eq!((first, second), (StatusCode::CREATED, StatusCode::CREATED));
    assert_eq!(a["data"]["id"], b["data"]["id"]);
    assert_eq!(app.count("submissions").await, 1);
    let (_, c) = app
        .submit_with("/applications/consultation", &body, &token, Some("key-2"))
        .await;
    assert_ne!(a["data"]["id"], c["data"]["id"]);
    assert_eq!(app.count("submissions").await, 2);
}

#[tokio::test]
async fn a_key_used_by_another_form_is_refused_not_answered_with_its_receipt() {
    let app = spawn_app().await;
    let token = app.token().await;
    let consultation = with(contact(), json!({"message": "Hello"}));
    let (status, _) = app
        .submit_with("/applications/consultation", &consultation, &token, Some("key-1"))
        .await;
    assert_eq!(status, StatusCode::CREATED);
    let (status, body) = app
        .submit_with(
            "/applications/summer-school?lang=en",
            &json!({"o": null}),
            &token,
            Some("key-1"),
        )
        .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert_eq!(
        body["errors"]["Idempotency-Key"][0],
        "This key was used for another request: send a new one"
    );
    assert_eq!(app.count("submissions").await, 1);
}

#[tokio::test]
async fn two_hundred_concurrent_submissions_store_two_hundred_rows() {
    let app = spawn_app().await;
    let token = app.token().await;
    let mut tasks = Vec::new();
    for i in 0..200 {
        let (client, base, token) = (app.client.clone(), app.base.clone(), token.clone());
        tasks.push(tokio::spawn(async move {
            let body = json!({"fio": format!("Visitor {i}"), "email": "v@mail.kz", "phone": "+7 (707) 123-45-67", "message": "Hi"});
            client
                .post(format!("{base}/api/v1/applications/consultation"))
                .bearer_auth(token)
                .header("Idempotency-Key", format!("visit-{i}"))
                .json(&body)
                .send()
                .await
                .unwrap()
                .status()
        }));
    }
    for task in tasks {
        assert_eq!(task.await.unwrap(), StatusCode::CREATED);
    }
    assert_eq!(app.count("submissions").await, 200);
}

#[tokio::test]
async fn form_calls_need_the_forms_token_and_nothing_else_takes_it() {
    let app = spawn_app().await;
    let body = with(contact(), json!({"message": "Hi"}));
    let no_token = app
        .client
        .post(format!("{}/api/v1/applications/consultation", app.base))
        .json(&body)
        .send()
        .await
        .unwrap();
    assert_eq!(no_token.status(), StatusCode::UNAUTHORIZED);
    assert_eq!(
        app.submit_with("/applications/consultation", &body, "garbage", None)
            .await
            .0,
        StatusCode::UNAUTHORIZED
    );
    // A token signed with the right secret but for another audience is refused.
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs();
    let other = jsonwebtoken::encode(
        &jsonwebtoken::Header::default(),
        &json!({"sub": "forms@dbu.edu.kz", "aud": "admin", "iat": now, "exp": now + 600}),
        &jsonwebtoken::EncodingKey::from_secret(TOKEN_SECRET.as_bytes()),
    )
    .unwrap();
    assert_eq!(
        app.submit_with("/applications/consultation", &body, &other, None)
            .await
            .0,
        StatusCode::UNAUTHORIZED
    );
    let expired = jsonwebtoken::encode(
        &jsonwebtoken::Header::default(),
        &json!({"sub": "forms@dbu.edu.kz", "aud": "forms", "iat": now - 1000, "exp": now - 100}),
        &jsonwebtoken::EncodingKey::from_secret(TOKEN_SECRET.as_bytes()),
    )
    .unwrap();
    assert_eq!(
        app.submit_with("/applications/consultation", &body, &expired, None)
            .await
            .0,
        StatusCode::UNAUTHORIZED
    );
    let wrong = app
        .client
        .post(format!("{}/api/v1/auth/login", app.base))
        .json(&json!({"email": "forms@dbu.edu.kz", "password": "guess"}))
        .send()
        .await
        .unwrap();
    assert_eq!(wrong.status(), StatusCode::UNAUTHORIZED);
    // The token opens nothing but form calls: there is no other call that takes it.
    let spec = app.data_raw("/openapi.json").await;
    for (path, item) in spec["paths"].as_object().unwrap() {
        for (method, op) in item.as_object().unwrap() {
            if op.get("security").is_some() {
                assert_eq!(method, "post", "{path}");
                assert!(
                    path.starts_with("/applications/")
                        || path.starts_with("/application-services/")
                        || path == "/file/store",
                    "{path}"
                );
            }
        }
    }
    assert_eq!(app.count("submissions").await, 0);
}

#[tokio::test]
async fn a_client_over_the_rate_limit_is_told_when_to_come_back() {
    let app = spawn_app_with(|config| config.forms.form_rate_limit = 3).await;
    let token = app.token().await;
    let body = with(contact(), json!({"message": "Hi"}));
    for _ in 0..3 {
        assert_eq!(
            app.submit_with("/applications/consultation", &body, &token, None)
                .await
                .0,
            StatusCode::CREATED
        );
    }
    let response = app
        .client
        .post(format!("{}/api/v1/applications/consultation", app.base))
        .bearer_auth(&token)
        .json(&body)
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::TOO_MANY_REQUESTS);
    let wait: u64 = response.headers()["retry-after"].to_str().unwrap().parse().unwrap();
    assert!((1..=60).contains(&wait), "{wait}");
    assert_eq!(app.count("submissions").await, 3);
}
