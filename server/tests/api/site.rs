use reqwest::StatusCode;

use crate::helpers::spawn_app;

#[tokio::test]
async fn health_check_answers_ok() {
    let app = spawn_app().await;
    let response = app.get("/healthz").await;
    assert_eq!(response.status(), StatusCode::OK);
}

#[tokio::test]
async fn every_page_path_gets_the_app_uncached_and_no_page_is_a_404() {
    let app = spawn_app().await;
    for (path, status) in [
        ("/", StatusCode::OK),
        ("/ru/news-catalog?school=66", StatusCode::OK),
        ("/en/library", StatusCode::OK),
        ("/news/no-such-item", StatusCode::NOT_FOUND),
        ("/en/anything/at/all", StatusCode::NOT_FOUND),
    ] {
        let response = app.get(path).await;
        assert_eq!(response.status(), status, "{path}");
        assert_eq!(response.headers()["cache-control"], "no-cache", "{path}");
        assert!(
            response.text().await.unwrap().contains(r#"<div id="root">"#),
            "{path}: the app renders it"
        );
    }
}

#[tokio::test]
async fn without_the_rendering_bundle_a_page_is_the_shell_with_its_head_for_the_browser_to_render() {
    // The test web dir has no server rendering bundle: the server starts without a renderer and
    // every page falls back to the shell the browser renders, with its own head.
    let app = spawn_app().await;
    let response = app.get("/ru/news").await;
    assert_eq!(response.status(), StatusCode::OK);
    let html = response.text().await.unwrap();
    assert!(html.contains(r#"<html lang="ru">"#), "{html}");
    assert!(html.contains(r#"<div id="root"></div>"#), "{html}");
    assert!(!html.contains("ssr-data"), "{html}");
}

#[tokio::test]
async fn a_page_carries_the_contents_colours_in_a_stylesheet_its_policy_allows_by_hash() {
    use base64::Engine;
    use sha2::Digest;
    let app = spawn_app().await;
    let school = app.data("/schools").await[0].clone();
    let goal = app.data("/sdgs").await[0].clone();
    // The first answer makes the page, the second comes from the cache: both carry the same.
    for _ in 0..2 {
        let response = app.get("/ru/science").await;
        let policy = response.headers()["content-security-policy"]
            .to_str()
            .unwrap()
            .to_owned();
        let html = response.text().await.unwrap();
        let start = html.find("<style>").expect("a stylesheet in the head") + "<style>".len();
        let css = &html[start..start + html[start..].find("</style>").unwrap()];
        assert!(
            css.contains(&format!(
                r#"[data-school="{}"]{{--school-color:{}}}"#,
                school["id"],
                school["color"].as_str().unwrap()
            )),
            "{css}"
        );
        assert!(
            css.contains(&format!(
                r#"[data-sdg="{}"]{{--sdg:{}}}"#,
                goal["id"],
                goal["color"].as_str().unwrap()
            )),
            "{css}"
        );
        let hash = base64::engine::general_purpose::STANDARD.encode(sha2::Sha256::digest(css.as_bytes()));
        assert!(
            policy.contains(&format!("style-src 'self' 'sha256-{hash}';")),
            "{policy}"
        );
        assert!(policy.contains("script-src 'self';"), "{policy}");
    }
}

#[tokio::test]
async fn files_of_the_build_root_are_served_as_they_are_and_its_shell_and_records_are_not() {
    let app = spawn_app().await;
    let favicon = app.get("/favicon.svg").await;
    assert_eq!(favicon.status(), StatusCode::OK);
    assert_eq!(favicon.headers()["cache-control"], "no-cache");
    assert!(favicon.text().await.unwrap().starts_with("<svg"));
    // Not files to hand out: each is a path like any other, a page that does not exist.
    for path in ["/index.html", "/.vite/manifest.json", "/favicon.svg/x"] {
        let response = app.get(path).await;
        assert_eq!(response.status(), StatusCode::NOT_FOUND, "{path}");
        assert!(response.text().await.unwrap().contains(r#"<div id="root">"#), "{path}");
    }
}

#[tokio::test]
async fn hashed_assets_are_cached_for_a_year_and_missing_ones_are_404() {
    let app = spawn_app().await;
    let response = app.get("/assets/app-1234.js").await;
    assert_eq!(response.status(), StatusCode::OK);
    assert!(
        response.headers()["cache-control"]
            .to_str()
            .unwrap()
            .contains("immutable")
    );
    assert_eq!(app.get("/assets/missing-999.js").await.status(), StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn content_images_are_drawn_and_served() {
    let app = spawn_app().await;
    let settings = app.data("/settings/general").await;
    for image in [
        settings["logo"].as_str().unwrap(),
        app.data("/latest-news?limit=1").await[0]["image"].as_str().unwrap(),
    ] {
        let response = app.get(image).await;
        assert_eq!(response.status(), StatusCode::OK, "{image}");
        assert_eq!(response.headers()["content-type"], "image/svg+xml");
        assert!(response.text().await.unwrap().starts_with("<svg"));
    }
}

#[tokio::test]
async fn unknown_api_paths_are_json_404s_not_the_app() {
    let app = spawn_app().await;
    app.assert_not_found("/no-such-call").await;
    app.assert_not_found("/news/a/b/c").await;
}

#[tokio::test]
async fn the_openapi_document_describes_every_call_in_the_envelope() {
    let app = spawn_app().await;
    let (status, spec) = app.api("/openapi.json").await;
    assert_eq!(status, StatusCode::OK);
    let paths = spec["paths"].as_object().unwrap();
    for path in [
        "/settings/general",
        "/settings/contacts",
        "/menus/header",
        "/menus/footer",
        "/pages/{path}",
        "/pages/static/{slug}",
        "/pages/{type}/blocks/{id}",
        "/schools",
        "/dual-programs",
        "/latest-news",
        "/news",
        "/news/{slug}",
        "/news/blocks/{id}",
        "/news-filters/{filter}",
    ] {
        let ok = &paths[path]["get"]["responses"]["200"]["content"]["application/json"]["schema"];
        assert_eq!(ok["required"][0], "data", "{path} answers in the envelope");
    }
}

#[tokio::test]
async fn repeated_calls_are_answered_from_memory_until_content_changes() {
    let app = spawn_app().await;
    let before = app.data("/schools?lang=en").await;
    crate::delivery::rename_school(&app).await;
    assert_eq!(
        app.data("/schools?lang=en").await,
        before,
        "the cached answer is served"
    );
    app.content_written().await;
    let after = app.data("/schools?lang=en").await;
    assert_eq!(after[0]["title"], "Renamed", "a cleared cache answers the new content");

    // Failures are not kept: a 404 stays a 404 but is not cached as if it were content.
    app.assert_not_found("/news/not-yet").await;
    let news = serde_json::json!({
        "slug": "not-yet", "published_at": "2026-01-01T10:00:00",
        "title": {"kz": "Жаңалық"}, "excerpt": {"kz": "Жаңалық"}, "body": {"kz": "<p>Жаңалық</p>"},
    });
    app.load("news", &[news]).await;
    assert_eq!(app.data("/news/not-yet").await["title"], "Жаңалық");
}

#[tokio::test]
async fn the_history_and_management_paths_follow_the_short_name() {
    let app = spawn_app().await;
    assert_eq!(app.get("/history-dbu").await.status(), StatusCode::OK);
    let admin = crate::admin::staff(&app, "admin@dbu.edu.kz", bilim::staff::Role::Admin).await;
    let (_, settings) = crate::admin::json_of(admin.get(&app, "/settings/1")).await;
    let mut renamed = settings["data"].clone();
    renamed["short_name"] = "KazBU".into();
    let (status, saved) = crate::admin::json_of(admin.put(&app, "/settings/1", renamed)).await;
    assert_eq!(status, StatusCode::OK, "{saved}");

    for (path, status) in [
        ("/history-kazbu", StatusCode::OK),
        ("/en/management-kazbu", StatusCode::OK),
        ("/history-dbu", StatusCode::NOT_FOUND),
        ("/ru/management-dbu", StatusCode::NOT_FOUND),
    ] {
        assert_eq!(app.get(path).await.status(), status, "{path}");
    }
    // The bare slug (an editor's link, the admin's preview) moves on to the page's path.
    let not_following = reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap();
    for (path, to) in [
        ("/history", "/history-kazbu"),
        ("/en/management?preview=1", "/en/management-kazbu?preview=1"),
    ] {
        let moved = not_following.get(format!("{}{path}", app.base)).send().await.unwrap();
        assert_eq!(moved.status(), StatusCode::FOUND, "{path}");
        assert_eq!(moved.headers()["location"], to, "{path}");
    }
    let sitemap = app.get("/sitemap.xml").await.text().await.unwrap();
    assert!(sitemap.contains(&format!("<loc>{}/en/history-kazbu</loc>", app.base)));
    assert!(!sitemap.contains("history-dbu") && !sitemap.contains("/history<"));
    let menu = app.data("/menus/header").await.to_string();
    assert!(
        menu.contains(r#""/history-kazbu""#) && menu.contains(r#""/management-kazbu""#),
        "{menu}"
    );
    assert!(!menu.contains(r#""/history""#), "{menu}");

    // The index is rebuilt after the change, in the background: its management people follow.
    let rector = app.data("/employees/group/134?lang=en").await[0]["name"]
        .as_str()
        .unwrap()
        .to_owned();
    let encoded: String = form_urlencoded::byte_serialize(rector.as_bytes()).collect();
    let mut paths = Vec::new();
    for _ in 0..50 {
        let results = app.data(&format!("/search/index?lang=en&query={encoded}")).await;
        paths = results
            .as_array()
            .unwrap()
            .iter()
            .map(|r| r["path"].to_string())
            .collect();
        if paths.contains(&r#""/management-kazbu""#.to_owned()) {
            return;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    panic!("{rector} is not found at /management-kazbu: {paths:?}");
}
