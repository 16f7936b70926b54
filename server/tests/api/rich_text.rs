//! Rich text: every HTML the API answers is a `SafeHtml` in the OpenAPI document (so the web
//! app's types let only it reach the one component that renders HTML) and is sanitized; text made
//! into HTML by the server (generated news, search snippets) stays escaped.

use std::collections::{BTreeMap, BTreeSet};

use bilim::html::SafeHtml;
use bilim::lang::{Lang, Tr};
use serde_json::Value;

use crate::helpers::{LANGS, TestApp, spawn_app};

const SAFE_HTML: &str = "#/components/schemas/SafeHtml";

/// Walks an answer beside the schema the document gives it.
struct Walk<'a> {
    doc: &'a Value,
    /// The places of the document that say SafeHtml, seen holding a text.
    seen: BTreeSet<String>,
    problems: Vec<String>,
}

impl Walk<'_> {
    fn value(&mut self, schema: &Value, at: &str, value: &Value, path: &str) {
        if let Some(reference) = schema["$ref"].as_str() {
            if reference == SAFE_HTML {
                self.safe_html(at, value, path);
            } else {
                let name = reference.rsplit('/').next().unwrap();
                let target = &self.doc["components"]["schemas"][name];
                self.value(target, reference, value, path);
            }
            return;
        }
        for (i, part) in schema["allOf"].as_array().into_iter().flatten().enumerate() {
            self.value(part, &format!("{at}/allOf/{i}"), value, path);
        }
        if !value.is_null() {
            for key in ["oneOf", "anyOf"] {
                for (i, part) in schema[key].as_array().into_iter().flatten().enumerate() {
                    if part["type"] != "null" {
                        self.value(part, &format!("{at}/{key}/{i}"), value, path);
                    }
                }
            }
        }
        match value {
            Value::Object(fields) => {
                for (key, field) in fields {
                    let path = format!("{path}.{key}");
                    if let Some(property) = schema["properties"].get(key) {
                        self.value(property, &format!("{at}/properties/{key}"), field, &path);
                    } else if schema["additionalProperties"].is_object() {
                        let more = &schema["additionalProperties"];
                        self.value(more, &format!("{at}/additionalProperties"), field, &path);
                    }
                }
            }
            Value::Array(items) if schema["items"].is_object() => {
                for (i, item) in items.iter().enumerate() {
                    self.value(&schema["items"], &format!("{at}/items"), item, &format!("{path}[{i}]"));
                }
            }
            Value::String(text) if looks_like_html(text) && schema["type"] == "string" => {
                self.problems.push(format!(
                    "{path} holds HTML but is not a SafeHtml ({at}): {}",
                    opening(text)
                ));
            }
            _ => {}
        }
    }

    fn safe_html(&mut self, at: &str, value: &Value, path: &str) {
        let Some(html) = value.as_str() else {
            self.problems.push(format!("{path} is not a string: {value}"));
            return;
        };
        if html.is_empty() {
            return;
        }
        self.seen.insert(at.to_owned());
        let again = SafeHtml::sanitize(&Tr {
            kz: html.to_owned(),
            ..Tr::default()
        });
        if again.get(Lang::Kz) != html {
            self.problems
                .push(format!("{path} is not sanitized: {}", opening(html)));
        }
    }
}

fn opening(text: &str) -> String {
    text.chars().take(120).collect()
}

fn looks_like_html(text: &str) -> bool {
    text.char_indices()
        .any(|(i, c)| c == '<' && text[i + 1..].starts_with(|n: char| n.is_ascii_alphabetic() || n == '/'))
}

/// Every place of the document whose schema is SafeHtml.
fn safe_html_places(value: &Value, at: &str, places: &mut BTreeSet<String>) {
    match value {
        Value::Object(fields) => {
            if fields.get("$ref").and_then(Value::as_str) == Some(SAFE_HTML) {
                places.insert(at.to_owned());
            }
            for (key, field) in fields {
                safe_html_places(field, &format!("{at}/{key}"), places);
            }
        }
        Value::Array(items) => {
            for (i, item) in items.iter().enumerate() {
                safe_html_places(item, &format!("{at}/{i}"), places);
            }
        }
        _ => {}
    }
}

/// The names of the components the GET calls' answers use, directly or through others.
fn answer_schemas(doc: &Value) -> BTreeSet<String> {
    fn refs(value: &Value, out: &mut Vec<String>) {
        match value {
            Value::Object(fields) => {
                if let Some(reference) = fields.get("$ref").and_then(Value::as_str) {
                    out.push(reference.rsplit('/').next().unwrap().to_owned());
                }
                fields.values().for_each(|field| refs(field, out));
            }
            Value::Array(items) => items.iter().for_each(|item| refs(item, out)),
            _ => {}
        }
    }
    let mut todo = Vec::new();
    for item in doc["paths"].as_object().unwrap().values() {
        refs(&item["get"]["responses"], &mut todo);
    }
    let mut names = BTreeSet::new();
    while let Some(name) = todo.pop() {
        if names.insert(name.clone()) {
            refs(&doc["components"]["schemas"][&name], &mut todo);
        }
    }
    names
}

/// The calls to read, as (path in the document, path to call): every call without parameters,
/// and every record that holds rich text in the demo content, found in the database.
async fn calls(app: &TestApp, doc: &Value) -> Vec<(String, String)> {
    let mut calls: Vec<(String, String)> = doc["paths"]
        .as_object()
        .unwrap()
        .iter()
        // The staff's calls need a session; admin.rs shows their rich text is sanitised too.
        .filter(|(path, item)| !path.contains('{') && !path.starts_with("/admin") && item.get("get").is_some())
        .map(|(path, _)| (path.clone(), path.clone()))
        .collect();
    // A column's values by their rows' keys.
    let store = app.store();
    let column = async |table: &str, column: &str| -> BTreeMap<String, String> {
        let rows = store.stored_values(table, column).await.unwrap();
        rows.into_iter()
            .filter_map(|(key, value)| Some((key, value?)))
            .collect()
    };
    let mut add = |template: &str, rows: Vec<(String, String)>, make: &dyn Fn(&str, &str) -> String| {
        assert!(!rows.is_empty(), "no records for {template}");
        for (a, b) in rows {
            calls.push((template.to_owned(), make(&a, &b)));
        }
    };
    // The owners of blocks, as (the type in the path, owner id), each once.
    let page_types = column("pages", "type").await;
    let owner_ids = column("blocks", "owner_id").await;
    let owners: BTreeSet<(String, String)> = column("blocks", "owner_type")
        .await
        .into_iter()
        .map(|(block, owner)| {
            let id = owner_ids[&block].clone();
            let kind = match owner.as_str() {
                "page" => page_types[&id].clone(),
                "program" => "school-program".to_owned(),
                _ => owner,
            };
            (kind, id)
        })
        .collect();
    let owned_by = |kinds: &[&str]| -> Vec<(String, String)> {
        let owned = owners.iter().filter(|(kind, _)| kinds.contains(&kind.as_str()));
        owned.map(|(_, id)| (String::new(), id.clone())).collect()
    };
    let others: Vec<(String, String)> = owners
        .iter()
        .filter(|(kind, _)| kind != "news" && kind != "grant")
        .cloned()
        .collect();
    add("/pages/{type}/blocks/{id}", others, &|kind, id| {
        format!("/pages/{kind}/blocks/{id}")
    });
    add("/news/blocks/{id}", owned_by(&["news"]), &|_, id| {
        format!("/news/blocks/{id}")
    });
    add("/grants/blocks/{id}", owned_by(&["grant"]), &|_, id| {
        format!("/grants/blocks/{id}")
    });
    let values = |column: BTreeMap<String, String>| column.into_values().map(|value| (String::new(), value)).collect();
    let keys = |column: BTreeMap<String, String>| column.into_keys().map(|key| (String::new(), key)).collect();
    add("/news/{slug}", values(column("news", "slug").await), &|_, slug| {
        format!("/news/{slug}")
    });
    add(
        "/dissertation-committee/announcements/{id}",
        keys(column("announcements", "id").await),
        &|_, id| format!("/dissertation-committee/announcements/{id}"),
    );
    let projects = column("projects", "slug").await;
    let activities = column("project_activities", "slug").await;
    let activity_projects = column("project_activities", "project").await;
    add(
        "/projects/{slug}/activities/{activity}",
        activities
            .iter()
            .map(|(id, slug)| (projects[&activity_projects[id]].clone(), slug.clone()))
            .collect(),
        &|project, activity| format!("/projects/{project}/activities/{activity}"),
    );
    add(
        "/science-grants/{slug}",
        values(column("science_grants", "slug").await),
        &|_, slug| format!("/science-grants/{slug}"),
    );
    add(
        "/questions/{category}",
        keys(column("question_categories", "id").await),
        &|_, id| format!("/questions/{id}"),
    );
    calls
}

#[tokio::test]
async fn every_html_the_api_answers_is_a_sanitized_safe_html_of_the_document() {
    let app = spawn_app().await;
    let doc = app.data_raw("/openapi.json").await;
    let mut walk = Walk {
        doc: &doc,
        seen: BTreeSet::new(),
        problems: Vec::new(),
    };
    for (template, path) in calls(&app, &doc).await {
        let schema = &doc["paths"][&template]["get"]["responses"]["200"]["content"]["application/json"]["schema"];
        assert!(schema.is_object(), "{template} documents no answer");
        for lang in LANGS {
            let sep = if path.contains('?') { '&' } else { '?' };
            let answer = app.data_raw(&format!("{path}{sep}lang={lang}")).await;
            let at = format!("#/paths/{template}");
            walk.value(schema, &at, &answer, &format!("{path}?lang={lang}"));
        }
    }
    assert!(walk.problems.is_empty(), "{}", walk.problems.join("\n"));

    // Each place the answers' schemas say SafeHtml was seen holding content: the walk reached
    // them all.
    let mut places = BTreeSet::new();
    for name in answer_schemas(&doc) {
        let at = format!("#/components/schemas/{name}");
        safe_html_places(&doc["components"]["schemas"][&name], &at, &mut places);
    }
    let unseen: Vec<&String> = places.iter().filter(|place| !walk.seen.contains(*place)).collect();
    assert!(unseen.is_empty(), "never seen holding HTML: {unseen:?}");
    for schema in [
        "Block",
        "BlockItem",
        "NewsDetail",
        "Announcement",
        "Project",
        "Activity",
        "ScienceGrant",
        "Paginated_Question",
        "Paginated_Vacancy",
        "Paginated_Faq",
        "Faq",
    ] {
        assert!(
            places
                .iter()
                .any(|place| place.starts_with(&format!("#/components/schemas/{schema}/"))),
            "{schema} has no SafeHtml field"
        );
    }
}

#[tokio::test]
async fn search_snippets_escape_the_content_and_mark_only_the_match() {
    let app = spawn_app().await;
    // A news text that shows markup as text, as an article about web security would.
    let shown = r#"<p>Flood &lt;img src=x onerror="alert(1)"&gt; &lt;script&gt;alert(2)&lt;/script&gt; relief</p>"#;
    let body = SafeHtml::sanitize(&Tr {
        kz: shown.to_owned(),
        ru: shown.to_owned(),
        en: shown.to_owned(),
    });
    let id = app.ids_in("news").await[0];
    let news = app
        .store()
        .item(crate::helpers::kind_in("news"), id)
        .await
        .unwrap()
        .unwrap();
    let slug = news.fields["slug"].as_str().unwrap().to_owned();
    app.edit("news", id, |news| {
        news.insert("body".into(), serde_json::from_str(&body.texts().to_json()).unwrap());
    })
    .await;
    app.rebuild_search().await.unwrap();

    for query in ["onerror", "<script>alert", "<img src=x onerror=alert(1)>"] {
        let encoded: String = form_urlencoded::byte_serialize(query.as_bytes()).collect();
        let results = app.data(&format!("/search/index?lang=en&query={encoded}")).await;
        let hit = results
            .as_array()
            .unwrap()
            .iter()
            .find(|result| result["path"] == format!("/news/{slug}"))
            .unwrap_or_else(|| panic!("{query:?} does not find the news: {results}"));
        let snippet = hit["snippet"].as_str().unwrap();
        assert!(snippet.contains("<mark>"), "{query:?}: {snippet}");
        let without_marks = snippet.replace("<mark>", "").replace("</mark>", "");
        assert!(!without_marks.contains('<'), "{query:?}: {snippet}");
        assert!(
            without_marks.contains("&lt;") || without_marks.contains("&gt;"),
            "the markup is shown as text: {snippet}"
        );
    }
}
