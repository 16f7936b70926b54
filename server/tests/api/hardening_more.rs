//! Hardening, second round: every error of the API in its JSON format, pages that take only GET
//! and HEAD, and a 304 that keeps its 200's `Vary`.

use reqwest::header::{ALLOW, CONTENT_TYPE, IF_NONE_MATCH, VARY};
use reqwest::{Method, StatusCode};
use serde_json::Value;

use crate::admin::{json_of, staff};
use crate::helpers::{TestApp, spawn_app};
use bilim::staff::Role;

/// Sends `method` to a path of the app; answers status, headers and the body as JSON.
async fn call(app: &TestApp, method: Method, path: &str) -> (StatusCode, reqwest::header::HeaderMap, Value) {
    let response = app
        .client
        .request(method.clone(), format!("{}{path}", app.base))
        .send()
        .await
        .unwrap();
    let status = response.status();
    let headers = response.headers().clone();
    let text = response.text().await.unwrap();
    let body = serde_json::from_str(&text).unwrap_or_else(|_| panic!("{method} {path}: {status} {text:?}"));
    (status, headers, body)
}

fn allowed(headers: &reqwest::header::HeaderMap) -> Vec<String> {
    let mut methods: Vec<String> = headers
        .get(ALLOW)
        .map(|allow| allow.to_str().unwrap())
        .unwrap_or_default()
        .split(',')
        .map(|method| method.trim().to_owned())
        .filter(|method| !method.is_empty())
        .collect();
    methods.sort();
    methods
}

#[tokio::test]
async fn a_malformed_path_parameter_answers_400_in_the_json_format_naming_it() {
    let app = spawn_app().await;
    let (status, headers, body) = call(&app, Method::GET, "/api/v1/news/%ff?lang=ru").await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    assert!(headers[CONTENT_TYPE].to_str().unwrap().starts_with("application/json"));
    assert_eq!(body["message"], "В адресе запроса есть ошибка");
    assert!(body["errors"]["slug"].is_array(), "{body}");

    // A word for a number, past the session check.
    let manager = staff(&app, "admissions@dbu.edu.kz", Role::Manager).await;
    let (status, body) = json_of(manager.get(&app, "/applications/first?lang=en")).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    assert_eq!(body["message"], "The address of the request is malformed");
    assert!(body["errors"]["id"].is_array(), "{body}");
    let editor = staff(&app, "editor@dbu.edu.kz", Role::Editor).await;
    for path in ["/news/latest", "//users"] {
        let (status, body) = json_of(editor.get(&app, path)).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{path}: {body}");
        assert!(body["errors"]["id"].is_array(), "{path}: {body}");
    }
}

#[tokio::test]
async fn a_method_an_api_path_does_not_take_answers_405_in_the_json_format_with_allow() {
    let app = spawn_app().await;
    for (method, path) in [
        (Method::DELETE, "/api/v1/news?lang=en"),
        (Method::PUT, "/api/v1/settings/general?lang=en"),
        (Method::POST, "/api/v1/news/some-news?lang=en"),
    ] {
        let (status, headers, body) = call(&app, method.clone(), path).await;
        assert_eq!(status, StatusCode::METHOD_NOT_ALLOWED, "{method} {path}: {body}");
        assert_eq!(allowed(&headers), ["GET", "HEAD"], "{method} {path}");
        assert_eq!(body["message"], "This address does not take this request method");
    }
    // An unknown path is still a 404 in the same format.
    let (status, _, body) = call(&app, Method::POST, "/api/v1/no-such-call").await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert!(body["message"].is_string());
}

#[tokio::test]
async fn pages_answer_get_and_head_and_refuse_every_other_method_with_405_and_allow() {
    let app = spawn_app().await;
    for path in ["/", "/ru/news", "/en/news", "/admin/news"] {
        for method in [Method::POST, Method::DELETE, Method::TRACE, Method::PUT, Method::PATCH] {
            let (status, headers, body) = call(&app, method.clone(), path).await;
            assert_eq!(status, StatusCode::METHOD_NOT_ALLOWED, "{method} {path}: {body}");
            assert_eq!(allowed(&headers), ["GET", "HEAD"], "{method} {path}");
            assert!(body["message"].is_string(), "{body}");
        }
        for method in [Method::GET, Method::HEAD] {
            let response = app
                .client
                .request(method.clone(), format!("{}{path}", app.base))
                .send()
                .await
                .unwrap();
            assert_eq!(response.status(), StatusCode::OK, "{method} {path}");
        }
    }
    let (_, _, body) = call(&app, Method::POST, "/ru/news").await;
    assert_eq!(body["message"], "Этот адрес не принимает такой метод запроса");
}

#[tokio::test]
async fn a_304_for_a_file_carries_the_vary_of_its_200() {
    let app = spawn_app().await;
    for path in ["/assets/app-1234.js", "/favicon.svg"] {
        let first = app.get(path).await;
        assert_eq!(first.status(), StatusCode::OK, "{path}");
        let vary = first.headers().get(VARY).cloned();
        assert!(vary.is_some(), "{path}: the 200 names what it varies on");
        let etag = first.headers()[reqwest::header::ETAG].clone();
        let again = app
            .client
            .get(format!("{}{path}", app.base))
            .header(IF_NONE_MATCH, etag)
            .send()
            .await
            .unwrap();
        assert_eq!(again.status(), StatusCode::NOT_MODIFIED, "{path}");
        assert_eq!(again.headers().get(VARY), vary.as_ref(), "{path}");
    }
}
