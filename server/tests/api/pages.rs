use serde_json::Value;

use crate::helpers::{assert_translated, spawn_app, texts_in_each_language};

#[tokio::test]
async fn main_page_has_its_title_and_seo_texts_in_each_language() {
    let app = spawn_app().await;
    assert_translated(&texts_in_each_language(&app, "/pages/main", "/seo/title").await);
    assert_translated(&texts_in_each_language(&app, "/pages/main", "/seo/description").await);
    let page = app.data("/pages/main").await;
    assert_eq!(page["id"], 1);
    assert_eq!(page["slug"], "main");
    for slug in ["news", "news-catalog"] {
        let page = app.data(&format!("/pages/{slug}?lang=ru")).await;
        assert_eq!(page["slug"], slug);
        assert!(page["banner"].as_str().unwrap().starts_with("/assets/media/"));
    }
}

#[tokio::test]
async fn the_hr_page_has_a_banner_video_that_plays_from_any_offset() {
    let app = spawn_app().await;
    let page = app.data("/pages/hr-department").await;
    assert_eq!(page["video"], "/assets/media/people-hr-banner.mp4");
    assert_eq!(page["banner"], "/assets/media/people-hr-banner.svg");
    // Pages without a video say so.
    assert_eq!(app.data("/pages/main").await["video"], Value::Null);

    // Browsers fetch video in ranges (Safari insists on it).
    let video = app
        .client
        .get(format!("{}{}", app.base, page["video"].as_str().unwrap()))
        .header("range", "bytes=0-99")
        .send()
        .await
        .unwrap();
    assert_eq!(video.status(), 206);
    assert_eq!(video.headers()["content-type"], "video/mp4");
    assert_eq!(video.bytes().await.unwrap().len(), 100);
}

#[tokio::test]
async fn an_unknown_page_is_a_json_404() {
    let app = spawn_app().await;
    app.assert_not_found("/pages/no-such-page").await;
    app.assert_not_found("/pages/static/no-such-page").await;
    app.assert_not_found("/pages/static/blocks/999999").await;
    app.assert_not_found("/pages/static/blocks/abc").await;
    app.assert_not_found("/pages/school/blocks/1").await; // page 1 is static, not a school
}

#[tokio::test]
async fn main_blocks_are_keyed_by_slug_and_in_position_order() {
    let app = spawn_app().await;
    let blocks = app.data("/pages/static/blocks/1?lang=en").await;
    let blocks = blocks.as_object().unwrap();
    assert!(blocks.contains_key("main-block1"), "{blocks:?}");
    let positions: Vec<i64> = blocks.values().map(|b| b[0]["position"].as_i64().unwrap()).collect();
    let mut sorted = positions.clone();
    sorted.sort();
    assert_eq!(positions, sorted, "blocks come in the order of their positions");
    let hero = &blocks["main-block1"][0];
    for field in ["top", "title", "desc", "bottom"] {
        assert!(hero[field].is_string(), "{field} in {hero}");
    }
    assert!(hero["items"].as_array().unwrap().len() >= 2, "the hero has slides");
    assert!(hero["link"]["url"].as_str().unwrap().starts_with('/'));
    assert_translated(&texts_in_each_language(&app, "/pages/static/blocks/1", "/main-block1/0/title").await);
    assert_translated(&texts_in_each_language(&app, "/pages/static/blocks/1", "/main-block1/0/items/0/title").await);
}

#[tokio::test]
async fn static_blocks_by_slug_are_the_blocks_by_id() {
    let app = spawn_app().await;
    let by_slug = app.data("/pages/static/main?lang=ru").await;
    let by_id = app.data("/pages/static/blocks/1?lang=ru").await;
    assert_eq!(by_slug, by_id);
}

#[tokio::test]
async fn schools_have_their_fixed_ids_and_translated_names() {
    let app = spawn_app().await;
    let schools = app.data("/schools").await;
    let ids: Vec<i64> = schools
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["id"].as_i64().unwrap())
        .collect();
    assert_eq!(ids, vec![66, 67, 68, 69, 70]);
    let slugs: Vec<&str> = schools
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["slug"].as_str().unwrap())
        .collect();
    assert!(slugs.contains(&"business-school"));
    assert_translated(&texts_in_each_language(&app, "/schools", "/0/title").await);
}

#[tokio::test]
async fn dual_programs_are_listed_with_partners() {
    let app = spawn_app().await;
    let programs = app.data("/dual-programs?lang=en").await;
    assert!(programs.as_array().unwrap().len() >= 3);
    assert!(
        programs
            .as_array()
            .unwrap()
            .iter()
            .all(|p| !p["partner"].as_str().unwrap().is_empty())
    );
    assert_translated(&texts_in_each_language(&app, "/dual-programs", "/0/title").await);
}

#[tokio::test]
async fn rich_text_is_sanitized_when_stored() {
    let app = spawn_app().await;
    let blocks = app.data("/pages/static/blocks/1").await;
    let text = blocks.to_string();
    assert!(!text.contains("<script"), "no script survives");
    assert!(blocks.as_object().unwrap().values().all(|b| b[0]["images"].is_array()));
    let _: &Value = &blocks;
}
