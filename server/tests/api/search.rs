//! Site search: relevance in three languages on the (fixed) demo content.

use std::time::Duration;

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::admin::{eventually, json_of, news_body, staff};
use crate::helpers::{TestApp, spawn_app};

async fn search(app: &TestApp, lang: &str, query: &str) -> Vec<Value> {
    let encoded: String = form_urlencoded::byte_serialize(query.as_bytes()).collect();
    app.data(&format!("/search/index?lang={lang}&query={encoded}"))
        .await
        .as_array()
        .unwrap()
        .clone()
}

async fn first_path(app: &TestApp, lang: &str, query: &str) -> String {
    let results = search(app, lang, query).await;
    assert!(!results.is_empty(), "{lang} {query:?} finds nothing");
    results[0]["path"].as_str().unwrap().to_owned()
}

#[tokio::test]
async fn known_queries_find_their_item_first() {
    let app = spawn_app().await;
    assert_eq!(
        first_path(&app, "en", "accounting audit").await,
        "/school-program/accounting-and-audit"
    );
    assert_eq!(first_path(&app, "ru", "грант ректора").await, "/grant/rectors-grant");
    assert_eq!(first_path(&app, "kz", "кітапхана").await, "/library");
    let result = &search(&app, "en", "rector's grant").await[0];
    assert_eq!(result["type"], "grant");
    assert_eq!(result["title"], "Rector's grant");
}

#[tokio::test]
async fn inflected_forms_match_in_russian_and_english() {
    let app = spawn_app().await;
    // "грантом ректора" (instrumental) finds "Грант ректора"; "grants" finds "grant".
    assert_eq!(first_path(&app, "ru", "грантом ректора").await, "/grant/rectors-grant");
    assert_eq!(first_path(&app, "en", "rector's grants").await, "/grant/rectors-grant");
    let graduates = search(&app, "ru", "выпускников").await;
    assert!(graduates.iter().take(3).all(|r| r["type"] == "news"), "{graduates:?}");
    assert!(
        graduates[0]["snippet"].as_str().unwrap().contains("<mark>"),
        "the match is marked"
    );
}

#[tokio::test]
async fn kazakh_word_forms_match() {
    let app = spawn_app().await;
    // "кітапханада" (in the library) and "кітапхананың" (of the library) find the library page.
    assert_eq!(first_path(&app, "kz", "кітапханада").await, "/library");
    assert_eq!(first_path(&app, "kz", "кітапхананың").await, "/library");
    // "гранттары" (its grants) finds the grants page.
    assert_eq!(first_path(&app, "kz", "гранттары").await, "/grants");
}

#[tokio::test]
async fn a_typo_in_a_long_word_still_finds_it() {
    let app = spawn_app().await;
    let results = search(&app, "en", "graduatoin").await;
    assert!(
        results
            .iter()
            .take(3)
            .any(|r| r["title"].as_str().unwrap().contains("graduates")),
        "{results:?}"
    );
    assert_eq!(
        first_path(&app, "en", "acounting").await,
        "/school-program/accounting-and-audit"
    );
}

#[tokio::test]
async fn garbage_and_empty_queries_find_nothing() {
    let app = spawn_app().await;
    assert!(search(&app, "en", "zzqxjv").await.is_empty());
    assert!(search(&app, "ru", "   ").await.is_empty());
    assert!(app.data("/search/index").await.as_array().unwrap().is_empty());
    assert_eq!(
        app.bad_fields(&format!("/search/index?query={}", "a".repeat(201)))
            .await,
        vec!["query"]
    );
}

#[tokio::test]
async fn the_index_is_rebuilt_when_the_content_changes() {
    let app = spawn_app().await;
    assert!(search(&app, "en", "zebracorn").await.is_empty());
    app.load("news", &[json!({
        "slug": "zebra", "published_at": "2026-11-01T10:00:00",
        "title": {"kz": "Зебра", "en": "The zebracorn arrives"}, "excerpt": {"kz": "Зебра"}, "body": {"kz": "<p>Зебра</p>"},
    })])
    .await;
    app.rebuild_search().await.unwrap();
    app.content_written().await;
    assert_eq!(first_path(&app, "en", "zebracorn").await, "/news/zebra");
}

/// Adds `count` published news items, `archive-1` to `archive-{count}`, each with the word
/// `archivemark{i}x` in its English text; the item `broken`'s title has no Kazakh, which every
/// stored text must have.
async fn add_archive(app: &TestApp, count: i64, broken: Option<i64>) {
    let archive: Vec<Value> = (1..=count)
        .map(|i| {
            json!({
                "slug": format!("archive-{i}"), "published_at": "2020-01-01T10:00:00",
                "title": {"kz": format!("Мұрағат {i}"), "en": format!("Archive item {i}")},
                "excerpt": {"kz": "Мұрағат"}, "body": {"kz": "<p>Мұрағат</p>", "en": format!("<p>Marker archivemark{i}x</p>")},
            })
        })
        .collect();
    let ids = app.load("news", &archive).await;
    if let Some(broken) = broken {
        // Stored as no editor's save could store it.
        let title = json!({"en": format!("Broken {broken}")}).to_string();
        let id = ids[broken as usize - 1].to_string();
        app.store()
            .put_stored_value("news", "title", &id, &title)
            .await
            .unwrap();
    }
}

#[tokio::test]
async fn a_rebuild_indexes_every_item_of_an_archive_longer_than_a_batch() {
    let app = spawn_app().await;
    // The rebuild reads the news a batch at a time: these are dozens of batches.
    add_archive(&app, 1234, None).await;
    app.rebuild_search().await.unwrap();
    app.content_written().await;
    for i in [1, 500, 501, 1000, 1001, 1234] {
        assert_eq!(
            first_path(&app, "en", &format!("archivemark{i}x")).await,
            format!("/news/archive-{i}"),
            "item {i}"
        );
    }
    // The types read after the news are all still there.
    assert_eq!(
        first_path(&app, "en", "accounting audit").await,
        "/school-program/accounting-and-audit"
    );
    assert_eq!(first_path(&app, "kz", "кітапхана").await, "/library");
}

#[tokio::test]
async fn a_rebuild_that_cannot_read_an_item_leaves_the_index_as_it_was() {
    let app = spawn_app().await;
    // The item that cannot be read is in a late batch: those before it were already handed to
    // the index writer, after the whole index was cleared.
    add_archive(&app, 1234, Some(800)).await;
    let failed = app.rebuild_search().await.unwrap_err();
    assert!(format!("{failed:#}").contains("title"), "{failed:#}");

    // The next update commits its own item alone, not the half of the rebuild before it.
    let editor = staff(&app, "editor@dbu.edu.kz", bilim::staff::Role::Editor).await;
    let (status, created) = json_of(editor.post(&app, "/news", news_body("new-campus"))).await;
    assert_eq!(status, StatusCode::CREATED);
    let id = created["data"]["id"].as_i64().unwrap();
    let (status, _) = json_of(editor.post(&app, &format!("/news/{id}/publish"), Value::Null)).await;
    assert_eq!(status, StatusCode::OK);
    let found = eventually(Duration::from_secs(2), async || {
        search(&app, "en", "kokzhiek")
            .await
            .iter()
            .any(|r| r["path"] == "/news/new-campus")
    })
    .await;
    assert!(found, "the published news is not found by search within 2 s");
    assert_eq!(
        first_path(&app, "en", "accounting audit").await,
        "/school-program/accounting-and-audit"
    );
    assert!(search(&app, "en", "archivemark1x").await.is_empty());
}
