//! Two requests at the same instant, on either backend: the rules a single request keeps hold
//! when another races it (one version wins, a slug is taken once, an idempotency key saves once,
//! a proof of work is spent once).

use std::time::Duration;

use reqwest::StatusCode;
use reqwest::header::IF_MATCH;
use serde_json::json;

use crate::admin::{json_of, news_body, staff};
use crate::forms::{contact, with};
use crate::hardening::with_challenge_on;
use crate::helpers::spawn_app;

#[tokio::test]
async fn two_editors_saving_one_version_at_the_same_instant_one_saves_and_one_is_told() {
    let app = spawn_app().await;
    let first = staff(&app, "first@dbu.edu.kz", bilim::staff::Role::Editor).await;
    let second = staff(&app, "second@dbu.edu.kz", bilim::staff::Role::Editor).await;
    let (_, created) = json_of(first.post(&app, "/news", news_body("raced"))).await;
    let id = created["data"]["id"].as_i64().unwrap();
    let edit = |title: &str| {
        let mut item = created["data"].clone();
        item["title"]["en"] = json!(title);
        item
    };
    let path = format!("/news/{id}");
    let (a, b) = tokio::join!(
        json_of(first.put(&app, &path, edit("First")).header(IF_MATCH, "\"1\"")),
        json_of(second.put(&app, &path, edit("Second")).header(IF_MATCH, "\"1\"")),
    );
    let mut statuses = [a.0, b.0];
    statuses.sort();
    assert_eq!(
        statuses,
        [StatusCode::OK, StatusCode::PRECONDITION_FAILED],
        "{a:?} {b:?}"
    );
    let winner = if a.0 == StatusCode::OK { "First" } else { "Second" };
    let (_, now) = json_of(first.get(&app, &path)).await;
    assert_eq!(now["data"]["title"]["en"], winner);
    assert_eq!(now["data"]["version"], 2);
    let (_, revisions) = json_of(first.get(&app, &format!("{path}/revisions"))).await;
    assert_eq!(revisions["data"].as_array().unwrap().len(), 2, "one save, one revision");
}

#[tokio::test]
async fn two_items_created_with_one_slug_at_the_same_instant_leave_one() {
    let app = spawn_app().await;
    let first = staff(&app, "first@dbu.edu.kz", bilim::staff::Role::Editor).await;
    let second = staff(&app, "second@dbu.edu.kz", bilim::staff::Role::Editor).await;
    let (a, b) = tokio::join!(
        json_of(first.post(&app, "/news", news_body("one-slug"))),
        json_of(second.post(&app, "/news", news_body("one-slug"))),
    );
    let mut statuses = [a.0, b.0];
    statuses.sort();
    assert_eq!(
        statuses,
        [StatusCode::CREATED, StatusCode::UNPROCESSABLE_ENTITY],
        "{a:?} {b:?}"
    );
    let refused = if a.0 == StatusCode::CREATED { &b.1 } else { &a.1 };
    assert!(refused["errors"]["slug"].is_array(), "the slug is named: {refused}");
    let (_, found) = json_of(first.get(&app, "/news?search=one-slug")).await;
    let slugs = found["data"]["data"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|item| item["slug"] == "one-slug")
        .count();
    assert_eq!(slugs, 1);
}

#[tokio::test]
async fn one_idempotency_key_sent_twice_at_once_saves_one_submission() {
    let app = spawn_app().await;
    let token = app.token().await;
    let body = with(contact(), json!({"message": "Hello"}));
    let before = app.count("submissions").await;
    let (a, b) = tokio::join!(
        app.submit_with("/applications/consultation", &body, &token, Some("raced-key")),
        app.submit_with("/applications/consultation", &body, &token, Some("raced-key")),
    );
    assert_eq!((a.0, b.0), (StatusCode::CREATED, StatusCode::CREATED), "{a:?} {b:?}");
    assert_eq!(a.1["data"]["id"], b.1["data"]["id"], "one receipt");
    assert_eq!(app.count("submissions").await, before + 1);
}

#[tokio::test]
async fn one_proof_of_work_sent_twice_at_once_is_spent_once() {
    let app = crate::helpers::spawn_app_with(with_challenge_on).await;
    let token = app.token().await;
    let proof = app.proof().await;
    // Past the minimum fill time, as a visitor would be.
    tokio::time::sleep(Duration::from_millis(3100)).await;
    let before = app.count("submissions").await;
    let headers = [("x-altcha", proof.as_str())];
    let (a, b) = tokio::join!(
        app.post_consultation(&token, &headers),
        app.post_consultation(&token, &headers),
    );
    let mut statuses = [a.0, b.0];
    statuses.sort();
    assert_eq!(statuses, [StatusCode::CREATED, StatusCode::FORBIDDEN], "{a:?} {b:?}");
    assert_eq!(app.count("submissions").await, before + 1);
}
