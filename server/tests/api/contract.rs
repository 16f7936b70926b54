//! The content API's contract: every read call of the spec, in three languages.

use bilim::store::sql::Kind;
use serde_json::Value;

use crate::helpers::{LANGS, TestApp, spawn_app};

/// How a call answers.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Shape {
    Object,
    List,
    Paginated,
}

/// A call of the contract; `same_in_all` marks answers with no translatable text (years).
struct Call {
    path: String,
    shape: Shape,
    same_in_all: bool,
    /// False for texts of the code itself (month names), which are not content.
    from_content: bool,
}

fn call(path: impl Into<String>, shape: Shape) -> Call {
    Call {
        path: path.into(),
        shape,
        same_in_all: false,
        from_content: true,
    }
}

fn with_lang(path: &str, lang: &str) -> String {
    let sep = if path.contains('?') { '&' } else { '?' };
    format!("{path}{sep}lang={lang}")
}

fn first(list: &Value, field: &str) -> String {
    let item = list
        .as_array()
        .and_then(|l| l.first())
        .unwrap_or_else(|| panic!("empty list: {list}"));
    match &item[field] {
        Value::String(s) => s.clone(),
        other => other.to_string(),
    }
}

/// Every read call, with real ids and slugs from the demo content.
async fn every_call(app: &TestApp) -> Vec<Call> {
    use Shape::*;
    let mut calls = vec![
        call("/settings/general", Object),
        call("/settings/contacts", Object),
        call("/menus/header", List),
        call("/menus/footer", List),
        call("/pages/main", Object),
        call("/pages/strategy", Object),
        call("/pages/history", Object),
        call("/pages/static/main", Object),
        call("/schools", List),
        call("/dual-programs", List),
        call("/latest-news?limit=5", List),
        call("/news?page=1", Paginated),
        call("/news?school=66&year=2025", Paginated),
        call("/news-filters/school", List),
        call("/history-timelines", List),
        call("/grants", List),
        call("/employees/group/134", List),
        call("/dual-programs-list", List),
        call("/school-dual-programs/66", List),
        call("/ratings?page=1", Paginated),
        call("/partners?page=1", Paginated),
        call("/events", List),
        call("/events/past", List),
        call("/events/upcoming", List),
        call("/graduates", List),
        call("/graduates?school=67", List),
        call("/school-programs?education=bachelor", List),
        call("/school-programs?education=master&school=70", List),
        call("/student-lives", List),
        call("/organizations", List),
        call("/awards", List),
        call("/sports-clubs", List),
        call("/vacancies?page=1", Paginated),
        call("/vacancies?department=162", Paginated),
        call("/vacancies/departments", List),
        call("/books", List),
        call("/webinars", List),
        call("/universities", List),
        call("/faqs/certificates", List),
        call("/faqs/purchases", List),
        call("/faqs/documents?page=1", Paginated),
        call("/dissertation-committee/announcements", List),
        call("/projects", List),
        call("/science-grants", List),
        call("/scientists", List),
        call("/research-teams", List),
        call("/international-projects", List),
        call("/rg-gold-projects", List),
        call("/publications", List),
        call("/olympiad-results", List),
        call("/admission-stages", List),
        call("/sdgs", List),
        call("/volunteers", List),
        call("/providers", List),
    ];
    calls.push(Call {
        same_in_all: true,
        ..call("/news-filters/year", List)
    });
    calls.push(Call {
        from_content: false,
        ..call("/news-filters/month", List)
    });
    for id in [1, 5, 10, 11, 12, 43] {
        calls.push(call(format!("/pages/static/blocks/{id}"), Object));
    }
    for (kind, id) in [
        ("education", 52),
        ("education", 50),
        ("education", 51),
        ("student-life", 54),
    ] {
        calls.push(call(format!("/pages/{kind}/blocks/{id}"), Object));
    }
    for id in 66..=70 {
        calls.push(call(format!("/pages/school/blocks/{id}"), Object));
    }
    for (kind, id) in [
        ("science", 60),
        ("business-advice", 80),
        ("center", 85),
        ("publication", 90),
    ] {
        calls.push(call(format!("/pages/{kind}/blocks/{id}"), Object));
    }
    for name in bilim::content::handbooks::HANDBOOKS {
        calls.push(Call {
            same_in_all: name == "year-procedure",
            ..call(format!("/handbooks/{name}?order=desc"), List)
        });
    }
    for kind in bilim::people::EMPLOYEE_TYPES {
        calls.push(call(format!("/employees/{kind}?order=asc&page=1"), Paginated));
    }
    for dimension in ["school", "language", "period", "subject", "form"] {
        calls.push(call(
            format!("/school-programs-filters/{dimension}?education=bachelor"),
            List,
        ));
    }
    for id in [1, 4, 7] {
        calls.push(call(format!("/question-categories/{id}"), Object));
        calls.push(call(format!("/questions/{id}?page=1"), Paginated));
    }
    for id in 173..=180 {
        calls.push(call(format!("/documents/{id}"), Paginated));
    }

    // Calls that need an id or a slug from a list.
    let grants = app.data("/grants").await;
    calls.push(call(format!("/grants/{}", first(&grants, "slug")), Object));
    calls.push(call(format!("/grants/blocks/{}", first(&grants, "id")), Object));
    let news = app.data("/latest-news?limit=1").await;
    calls.push(call(format!("/news/{}", first(&news, "slug")), Object));
    calls.push(call(format!("/news/blocks/{}", first(&news, "id")), Object));
    let programs = app.data("/school-programs").await;
    calls.push(call(format!("/school-programs/{}", first(&programs, "slug")), Object));
    let mut with_blocks = None;
    for program in programs.as_array().unwrap() {
        let path = format!("/pages/school-program/blocks/{}", program["id"]);
        if !app.data(&path).await.as_object().unwrap().is_empty() {
            with_blocks = Some(path);
            break;
        }
    }
    calls.push(call(with_blocks.expect("some programme has blocks"), Object));
    let projects = app.data("/projects").await;
    let project = first(&projects, "slug");
    calls.push(call(
        format!("/pages/project/blocks/{}", first(&projects, "id")),
        Object,
    ));
    calls.push(call(format!("/projects/{project}/activities"), List));
    let activities = app.data(&format!("/projects/{project}/activities")).await;
    calls.push(call(
        format!("/projects/{project}/activities/{}", first(&activities, "slug")),
        Object,
    ));
    calls.push(call(format!("/scientists?project={}", first(&projects, "id")), List));
    calls.push(call(format!("/providers?project={}", first(&projects, "id")), List));
    let science_grants = app.data("/science-grants").await;
    calls.push(call(
        format!("/science-grants/{}", first(&science_grants, "slug")),
        Object,
    ));
    calls.push(call(
        format!("/pages/science-grant/blocks/{}", first(&science_grants, "id")),
        Object,
    ));
    calls.push(call(
        format!("/scientists?grant={}", first(&science_grants, "id")),
        List,
    ));
    let duals = app.data("/dual-programs").await;
    calls.push(call(
        format!("/pages/dual-program/blocks/{}", first(&duals, "id")),
        Object,
    ));
    let announcements = app.data("/dissertation-committee/announcements").await;
    calls.push(call(
        format!("/dissertation-committee/announcements/{}", first(&announcements, "id")),
        Object,
    ));
    for slug in ["gender-equality", "good-health-and-well-being", "quality-education"] {
        let sdgs = app.data("/sdgs").await;
        let id = sdgs.as_array().unwrap().iter().find(|s| s["slug"] == slug).unwrap()["id"].clone();
        calls.push(call(format!("/pages/sdg/blocks/{id}"), Object));
    }
    calls
}

/// Drops `ru` and `en` from every translated text (an object with a `kz`) inside `value`.
fn keep_only_kazakh(value: &mut Value) {
    match value {
        Value::Object(map) if map.contains_key("kz") => {
            map.remove("ru");
            map.remove("en");
        }
        Value::Object(map) => map.values_mut().for_each(keep_only_kazakh),
        Value::Array(items) => items.iter_mut().for_each(keep_only_kazakh),
        _ => {}
    }
}

fn check_shape(call: &Call, body: &Value) {
    let data = &body["data"];
    match call.shape {
        Shape::Object => assert!(data.is_object(), "{}: {body}", call.path),
        Shape::List => assert!(
            data.as_array().is_some_and(|l| !l.is_empty()),
            "{}: empty or not a list",
            call.path
        ),
        Shape::Paginated => {
            let list = data["data"]
                .as_array()
                .unwrap_or_else(|| panic!("{}: no data.data", call.path));
            let meta = &data["meta"];
            let (current, last, per, total) = (
                meta["current_page"].as_u64().unwrap(),
                meta["last_page"].as_u64().unwrap(),
                meta["per_page"].as_u64().unwrap(),
                meta["total"].as_u64().unwrap(),
            );
            assert!(total > 0 && !list.is_empty(), "{}: empty", call.path);
            assert_eq!(last, total.div_ceil(per).max(1), "{}: {meta}", call.path);
            assert!(current >= 1 && list.len() as u64 <= per, "{}: {meta}", call.path);
        }
    }
}

#[tokio::test]
async fn every_call_answers_its_shape_translated_in_three_languages() {
    let app = spawn_app().await;
    let calls = every_call(&app).await;
    assert!(calls.len() > 100, "{} calls", calls.len());
    for call in &calls {
        let mut answers = Vec::new();
        for lang in LANGS {
            let (status, body) = app.api(&with_lang(&call.path, lang)).await;
            assert_eq!(status, 200, "{} in {lang}: {body}", call.path);
            check_shape(call, &body);
            answers.push(body);
        }
        if !call.same_in_all {
            assert_ne!(
                answers[0], answers[2],
                "{}: the English answer is the Kazakh one",
                call.path
            );
            assert_ne!(
                answers[1], answers[2],
                "{}: the English answer is the Russian one",
                call.path
            );
        }
        let (_, without_lang) = app.api(&call.path).await;
        assert_eq!(without_lang, answers[0], "{}: no lang means Kazakh", call.path);
    }
}

#[tokio::test]
async fn every_call_falls_back_to_kazakh_where_a_translation_is_missing() {
    let app = spawn_app().await;
    let calls = every_call(&app).await;
    let mut kazakh = Vec::new();
    for call in &calls {
        kazakh.push(app.data(&with_lang(&call.path, "kz")).await);
    }
    // Remove every Russian and English text, wherever it stands in a stored value.
    let store = app.store();
    for table in bilim::store::content_tables() {
        let columns = store.database().columns(table).await.unwrap();
        let texts = columns
            .iter()
            .filter(|column| column.kind == Kind::Text && column.name != "key");
        for column in texts {
            let column = &column.name;
            for (id, text) in store.stored_values(table, column).await.unwrap() {
                let Some(Ok(mut value)) = text.map(|t| serde_json::from_str::<Value>(&t)) else {
                    continue;
                };
                if !value.is_object() && !value.is_array() {
                    continue;
                }
                keep_only_kazakh(&mut value);
                store
                    .put_stored_value(table, column, &id, &value.to_string())
                    .await
                    .unwrap();
            }
        }
    }
    app.content_written().await;
    for (call, kazakh) in calls.iter().zip(kazakh).filter(|(call, _)| call.from_content) {
        for lang in ["ru", "en"] {
            let answer = app.data(&with_lang(&call.path, lang)).await;
            assert_eq!(answer, kazakh, "{} in {lang} does not fall back to Kazakh", call.path);
        }
    }
}

#[tokio::test]
async fn paginated_calls_answer_every_page_and_nothing_past_the_last() {
    let app = spawn_app().await;
    for call in every_call(&app).await.iter().filter(|c| c.shape == Shape::Paginated) {
        let first = app.data(&call.path).await;
        let (last, total) = (
            first["meta"]["last_page"].as_u64().unwrap(),
            first["meta"]["total"].as_u64().unwrap(),
        );
        let base = call.path.replace("?page=1", "").replace("&page=1", "");
        let mut seen = 0;
        for page in 1..=last {
            let data = app
                .data(&with_lang(
                    &format!("{base}{}page={page}", if base.contains('?') { '&' } else { '?' }),
                    "en",
                ))
                .await;
            assert_eq!(data["meta"]["current_page"], page);
            seen += data["data"].as_array().unwrap().len() as u64;
        }
        assert_eq!(seen, total, "{base}: the pages hold every item once");
        let sep = if base.contains('?') { '&' } else { '?' };
        let past = app.data(&format!("{base}{sep}page={}", last + 1)).await;
        assert!(
            past["data"].as_array().unwrap().is_empty(),
            "{base}: a page past the last is empty"
        );
    }
}

#[tokio::test]
async fn the_fixed_ids_of_the_spec_hold() {
    let app = spawn_app().await;
    for (path, id) in [
        ("/pages/static/blocks/1", "main-block1"),
        ("/pages/education/blocks/52", "bachelor-block1"),
        ("/pages/education/blocks/50", "master-block1"),
        ("/pages/education/blocks/51", "doctoral-block1"),
        ("/pages/student-life/blocks/54", "deans-office-block1"),
        ("/pages/school/blocks/70", "business-school-block1"),
    ] {
        let blocks = app.data(path).await;
        assert!(
            blocks.get(id).is_some(),
            "{path} has {id}: {:?}",
            blocks.as_object().map(|o| o.keys().collect::<Vec<_>>())
        );
    }
    let group = app.data("/employees/group/134").await;
    assert!(group.as_array().unwrap().len() >= 5 && group.as_array().unwrap().iter().all(|e| e["group"] == 134));
    let library = app.data("/documents/174").await;
    assert!(library["meta"]["total"].as_u64().unwrap() >= 1);
    let statements = app.data("/documents/175").await;
    assert!(
        statements["meta"]["last_page"].as_u64().unwrap() >= 2,
        "document list 175 has several pages"
    );
    let document = &statements["data"][0];
    let response = app.get(document["file"].as_str().unwrap()).await;
    assert_eq!(response.status(), 200);
    assert_eq!(
        response.bytes().await.unwrap().len() as u64,
        document["size"].as_u64().unwrap()
    );
}

#[tokio::test]
async fn unknown_slugs_and_ids_are_json_404s() {
    let app = spawn_app().await;
    for path in [
        "/pages/no-such-page",
        "/pages/static/blocks/999",
        "/pages/school/blocks/1",
        "/pages/unknown-type/blocks/1",
        "/pages/sdg/blocks/99",
        "/pages/project/blocks/abc",
        "/grants/no-such-grant",
        "/grants/blocks/9999",
        "/handbooks/no-such-handbook",
        "/employees/no-such-type",
        "/employees/group/9999",
        "/employees/group/151",
        "/school-dual-programs/9999",
        "/school-programs/no-such-programme",
        "/school-programs-filters/colour",
        "/question-categories/9999",
        "/questions/9999",
        "/documents/9999",
        "/documents/abc",
        "/dissertation-committee/announcements/9999",
        "/projects/no-such-project/activities",
        "/science-grants/no-such-grant",
    ] {
        app.assert_not_found(path).await;
    }
    let project = first(&app.data("/projects").await, "slug");
    app.assert_not_found(&format!("/projects/{project}/activities/no-such-activity"))
        .await;
}

#[tokio::test]
async fn malformed_parameters_are_422s_naming_the_parameter() {
    let app = spawn_app().await;
    for (path, field) in [
        ("/handbooks/languages?order=sideways", "order"),
        ("/employees/coach?page=0", "page"),
        ("/employees/coach?order=up", "order"),
        ("/ratings?page=abc", "page"),
        ("/partners?page=-1", "page"),
        ("/vacancies?page=x", "page"),
        ("/vacancies?department=x", "department"),
        ("/questions/1?page=0", "page"),
        ("/documents/175?page=abc", "page"),
        ("/faqs/documents?year=abc", "year"),
        ("/faqs/purchases?year=20x5", "year"),
        ("/graduates?school=abc", "school"),
        ("/school-programs?education=kindergarten", "education"),
        ("/school-programs?language=x", "language"),
        ("/school-programs-filters/form?education=phd", "education"),
        ("/scientists?project=abc", "project"),
        ("/providers?project=x", "project"),
        ("/grants?type=abc", "type"),
    ] {
        assert_eq!(app.bad_fields(path).await, vec![field.to_owned()], "{path}");
    }
}

#[tokio::test]
async fn the_openapi_document_describes_every_call() {
    let app = spawn_app().await;
    let spec = app.data_raw("/openapi.json").await;
    let documented: Vec<String> = spec["paths"].as_object().unwrap().keys().cloned().collect();
    for call in every_call(&app).await {
        let path = call.path.split('?').next().unwrap();
        let matches = documented.iter().any(|template| {
            let t: Vec<&str> = template.split('/').collect();
            let p: Vec<&str> = path.split('/').collect();
            t.len() == p.len() && t.iter().zip(&p).all(|(t, p)| t.starts_with('{') || t == p)
        });
        assert!(matches, "{path} is not in the OpenAPI document");
    }
}
