//! How answers travel: compressed as the client accepts, tagged and revalidated with 304, kept in
//! memory under the parameters that change them, and all of it still with the cache off.

use std::io::Read;

use bilim::config::Switch;
use reqwest::StatusCode;
use reqwest::header::{ACCEPT_ENCODING, CACHE_CONTROL, CONTENT_ENCODING, ETAG, IF_NONE_MATCH, VARY};
use serde_json::{Value, json};

use crate::helpers::{TestApp, spawn_app, spawn_app_with};

/// A school renamed behind the server's back.
/// Renames the first school (66) behind the server's back.
pub(crate) async fn rename_school(app: &TestApp) {
    app.edit("schools", 66, |school| {
        school.insert("title".into(), json!({"kz": "Жаңа атау", "en": "Renamed"}));
    })
    .await;
}

/// Retitles news behind the server's back.
async fn retitle_news(app: &TestApp, id: i64) {
    app.edit("news", id, |news| {
        news.insert("title".into(), json!({"kz": "Өзгерген", "ru": "Изменено"}));
    })
    .await;
}

async fn fetch(app: &TestApp, path: &str, headers: &[(reqwest::header::HeaderName, &str)]) -> reqwest::Response {
    let mut request = app.client.get(format!("{}{path}", app.base));
    for (name, value) in headers {
        request = request.header(name, *value);
    }
    request.send().await.unwrap()
}

fn gunzip(bytes: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    flate2::read::GzDecoder::new(bytes).read_to_end(&mut out).unwrap();
    out
}

fn unbrotli(bytes: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    brotli::BrotliDecompress(&mut &bytes[..], &mut out).unwrap();
    out
}

/// The answer's body, plain, in br and in gzip: the same content, the compressed forms smaller,
/// each tagged alike and marked as varying by the accepted encoding.
async fn assert_compressed_alike(app: &TestApp, path: &str) -> String {
    let plain = fetch(app, path, &[]).await;
    assert_eq!(plain.status(), StatusCode::OK, "{path}");
    assert!(plain.headers().get(CONTENT_ENCODING).is_none(), "{path}");
    let tag = plain.headers()[ETAG].to_str().unwrap().to_owned();
    assert_eq!(
        plain.headers()[CACHE_CONTROL],
        "no-cache",
        "{path}: reused after asking"
    );
    let plain = plain.bytes().await.unwrap();
    for (accepted, coding, decode) in [
        ("gzip, deflate, br, zstd", "br", unbrotli as fn(&[u8]) -> Vec<u8>),
        ("gzip, deflate", "gzip", gunzip),
    ] {
        let response = fetch(app, path, &[(ACCEPT_ENCODING, accepted)]).await;
        assert_eq!(response.headers()[CONTENT_ENCODING], coding, "{path}");
        assert_eq!(response.headers()[VARY], "accept-encoding", "{path}");
        assert_eq!(response.headers()[ETAG], tag.as_str(), "{path}");
        let body = response.bytes().await.unwrap();
        assert!(
            body.len() * 2 < plain.len(),
            "{path}: {coding} {} of {}",
            body.len(),
            plain.len()
        );
        assert_eq!(decode(&body), plain, "{path}: {coding}");
    }
    tag
}

async fn assert_revalidated(app: &TestApp, path: &str, tag: &str) {
    let held = fetch(app, path, &[(IF_NONE_MATCH, tag), (ACCEPT_ENCODING, "br")]).await;
    assert_eq!(held.status(), StatusCode::NOT_MODIFIED, "{path}");
    assert_eq!(held.headers()[ETAG], tag, "{path}");
    assert!(held.bytes().await.unwrap().is_empty(), "{path}: a 304 has no body");
    let stale = fetch(app, path, &[(IF_NONE_MATCH, "W/\"0000\"")]).await;
    assert_eq!(stale.status(), StatusCode::OK, "{path}");
}

#[tokio::test]
async fn answers_and_pages_go_out_compressed_and_are_revalidated_with_304() {
    let app = spawn_app().await;
    for path in ["/api/v1/school-programs?lang=ru", "/api/v1/news?lang=en", "/ru/news"] {
        let tag = assert_compressed_alike(&app, path).await;
        assert_revalidated(&app, path, &tag).await;
    }
    // A page that is not there is never "not modified", and its answer is compressed too.
    let missing = fetch(&app, "/no-such-page", &[]).await;
    assert_eq!(missing.status(), StatusCode::NOT_FOUND);
    let tag = missing.headers()[ETAG].to_str().unwrap().to_owned();
    let again = fetch(&app, "/no-such-page", &[(IF_NONE_MATCH, &tag)]).await;
    assert_eq!(again.status(), StatusCode::NOT_FOUND);

    // A change of content is a new tag: the browser's copy is replaced, not reused.
    let (_, before) = app.api("/schools?lang=en").await;
    let tag = fetch(&app, "/api/v1/schools?lang=en", &[]).await.headers()[ETAG].clone();
    rename_school(&app).await;
    app.content_written().await;
    let changed = fetch(
        &app,
        "/api/v1/schools?lang=en",
        &[(IF_NONE_MATCH, tag.to_str().unwrap())],
    )
    .await;
    assert_eq!(changed.status(), StatusCode::OK);
    assert_ne!(changed.headers()[ETAG], tag);
    let after: Value = changed.json().await.unwrap();
    assert_ne!(after, before);
}

#[tokio::test]
async fn parameters_a_call_does_not_read_neither_miss_the_cache_nor_fill_it() {
    let app = spawn_app().await;
    let first = app.data("/news?lang=ru").await;
    let second_page = app.data("/news?lang=ru&page=2").await;
    // The content changes behind the cache's back: what the cache answers shows it was used.
    for id in app.ids_in("news").await {
        retitle_news(&app, id).await;
    }
    for path in [
        "/news?lang=ru&utm_source=telegram",
        "/news?_=1732550000&lang=ru",
        "/news?lang=ru&unknown=x",
    ] {
        assert!(app.data(path).await == first, "{path} is the cached answer");
    }
    assert!(app.data("/news?page=2&lang=ru&fbclid=x").await == second_page);
    // A parameter the call reads is part of the key: page 3 was never asked, so it is made now.
    let third_page = app.data("/news?lang=ru&page=3").await;
    assert!(
        third_page["data"]
            .as_array()
            .unwrap()
            .iter()
            .all(|news| news["title"] == "Изменено"),
        "{third_page}"
    );
    // An unknown language answers in Kazakh, and so from Kazakh's entry.
    let kazakh = app.data("/news").await;
    assert_eq!(app.data("/news?lang=de").await, kazakh);
}

#[tokio::test]
async fn a_page_is_kept_under_the_parameters_its_making_reads_and_no_others() {
    // No server bundle here: a page is the shell with its head, whose query parameter is `p`.
    let app = spawn_app().await;
    let news = app.data("/news?lang=ru").await["data"][0].clone();
    let (id, slug) = (news["id"].as_i64().unwrap(), news["slug"].as_str().unwrap().to_owned());
    let page = |query: &str| {
        let (app, path) = (&app, format!("/ru/news/{slug}{query}"));
        async move { app.get(&path).await.text().await.unwrap() }
    };
    let title = |html: &str| {
        html.split("<title>")
            .nth(1)
            .unwrap()
            .split("</title>")
            .next()
            .unwrap()
            .to_owned()
    };
    let first = title(&page("").await);
    // The content changes behind the cache's back: what the page says shows where it came from.
    retitle_news(&app, id).await;
    for query in [
        "?utm_source=telegram&utm_campaign=open-day",
        "?fbclid=x",
        "?_=1732550000&page=2",
    ] {
        assert_eq!(title(&page(query).await), first, "{query} is the kept page");
    }
    assert!(
        title(&page("?p=4").await).starts_with("Изменено"),
        "a parameter the head reads"
    );
}

#[tokio::test]
async fn with_the_answer_cache_off_every_answer_is_made_anew_and_still_compressed() {
    let app = spawn_app_with(|config| config.answer_cache = Switch::Off).await;
    assert_eq!(app.data("/schools?lang=en").await[0]["id"], 66);
    rename_school(&app).await;
    assert_eq!(app.data("/schools?lang=en").await[0]["title"], "Renamed");
    for path in ["/api/v1/school-programs?lang=kz", "/news"] {
        let tag = assert_compressed_alike(&app, path).await;
        assert_revalidated(&app, path, &tag).await;
    }
}

#[tokio::test]
async fn a_kept_page_soon_goes_out_compressed_harder_with_the_same_content() {
    // Pages left to the browser are kept as they are: no renderer to wait for.
    let app = spawn_app_with(|config| config.ssr = Switch::Off).await;
    let br = || fetch(&app, "/ru/news", &[(ACCEPT_ENCODING, "br")]);
    // The request that keeps the page gets it at once, compressed as usual.
    let first = br().await.bytes().await.unwrap();
    let plain = fetch(&app, "/ru/news", &[]).await.bytes().await.unwrap();
    let mut kept = first.clone();
    for _ in 0..100 {
        kept = br().await.bytes().await.unwrap();
        if kept != first {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    assert!(kept.len() < first.len(), "{} against {}", kept.len(), first.len());
    assert_eq!(unbrotli(&kept), plain);
    assert_eq!(unbrotli(&first), plain);
}
