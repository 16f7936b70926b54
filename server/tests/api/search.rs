//! Site search: relevance in three languages on the (fixed) demo content.

use serde_json::Value;

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
    sqlx::query(
        r#"INSERT INTO news (slug, published_at, title, excerpt, body, search_text)
           VALUES ('zebra', '2026-11-01T10:00:00', '{"kz":"Зебра","en":"The zebracorn arrives"}', '{"kz":""}', '{"kz":""}', '')"#,
    )
    .execute(&app.db)
    .await
    .unwrap();
    app.rebuild_search().await;
    app.answers.clear();
    assert_eq!(first_path(&app, "en", "zebracorn").await, "/news/zebra");
}
