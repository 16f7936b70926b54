//! The admin: staff sign-in, roles, cross-site refusal, and the content calls of every type.

use std::time::{Duration, Instant};

use reqwest::StatusCode;
use reqwest::header::{COOKIE, ETAG, IF_MATCH, SET_COOKIE};
use serde_json::{Value, json};

use crate::helpers::{TestApp, spawn_app, spawn_app_with};

const PASSWORD: &str = "a long enough password";

/// A signed-in staff member: the session cookie to send.
pub struct Session {
    pub cookie: String,
}

/// Adds an account with `role` and signs it in.
pub async fn staff(app: &TestApp, email: &str, role: bilim::staff::Role) -> Session {
    let hash = bilim::staff::accounts::Password::parse(PASSWORD)
        .unwrap()
        .hash()
        .unwrap();
    app.store().create_account(email, role, &hash).await.unwrap().unwrap();
    login(app, email, PASSWORD).await.expect("the account signs in")
}

async fn login(app: &TestApp, email: &str, password: &str) -> Result<Session, (StatusCode, Value)> {
    let response = app
        .client
        .post(format!("{}/api/v1/admin/login", app.base))
        .json(&json!({"email": email, "password": password}))
        .send()
        .await
        .unwrap();
    if response.status() != StatusCode::OK {
        let status = response.status();
        return Err((status, response.json().await.unwrap()));
    }
    let set_cookie = response.headers()[SET_COOKIE].to_str().unwrap().to_owned();
    let cookie = set_cookie.split(';').next().unwrap().to_owned();
    Ok(Session { cookie })
}

impl Session {
    pub(crate) fn get(&self, app: &TestApp, path: &str) -> reqwest::RequestBuilder {
        app.client
            .get(format!("{}/api/v1/admin{path}", app.base))
            .header(COOKIE, &self.cookie)
    }
    pub(crate) fn send(&self, app: &TestApp, method: reqwest::Method, path: &str) -> reqwest::RequestBuilder {
        app.client
            .request(method, format!("{}/api/v1/admin{path}", app.base))
            .header(COOKIE, &self.cookie)
    }
    pub(crate) fn post(&self, app: &TestApp, path: &str, body: Value) -> reqwest::RequestBuilder {
        self.send(app, reqwest::Method::POST, path).json(&body)
    }
    pub(crate) fn put(&self, app: &TestApp, path: &str, body: Value) -> reqwest::RequestBuilder {
        self.send(app, reqwest::Method::PUT, path).json(&body)
    }
}

pub(crate) async fn json_of(request: reqwest::RequestBuilder) -> (StatusCode, Value) {
    let response = request.send().await.unwrap();
    let status = response.status();
    (status, response.json().await.unwrap_or(Value::Null))
}

pub(crate) fn news_body(slug: &str) -> Value {
    json!({
        "title": {"kz": "Жаңа кампус ашылды", "ru": "Открыт новый кампус", "en": "A new Kokzhiek campus opens"},
        "slug": slug,
        "published_at": "2026-11-20T10:00",
        "school": null,
        "excerpt": {"kz": "Қысқаша", "ru": "Коротко", "en": "In short"},
        "body": {"kz": "<p>Мәтін</p>", "ru": "<p>Текст</p>", "en": "<p>Text</p>"},
        "image": null,
        "blocks": [],
    })
}

async fn public_status(app: &TestApp, path: &str) -> StatusCode {
    app.client
        .get(format!("{}/api/v1{path}", app.base))
        .send()
        .await
        .unwrap()
        .status()
}

/// Polls `probe` until it holds or `within` passes.
pub(crate) async fn eventually(within: Duration, mut probe: impl AsyncFnMut() -> bool) -> bool {
    let start = Instant::now();
    while start.elapsed() < within {
        if probe().await {
            return true;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    false
}

#[tokio::test]
async fn a_wrong_password_and_an_unknown_email_are_refused_alike_and_a_session_ends_at_logout() {
    let app = spawn_app().await;
    let admin = staff(&app, "admin@dbu.edu.kz", bilim::staff::Role::Admin).await;
    let wrong = login(&app, "admin@dbu.edu.kz", "not the password").await.err().unwrap();
    let unknown = login(&app, "nobody@dbu.edu.kz", PASSWORD).await.err().unwrap();
    assert_eq!(wrong, unknown);
    assert_eq!(wrong.0, StatusCode::UNAUTHORIZED);

    let response = app
        .client
        .post(format!("{}/api/v1/admin/login", app.base))
        .json(&json!({"email": "ADMIN@dbu.edu.kz ", "password": PASSWORD}))
        .send()
        .await
        .unwrap();
    let cookie = response.headers()[SET_COOKIE].to_str().unwrap().to_owned();
    for part in ["HttpOnly", "SameSite=Strict", "Path=/"] {
        assert!(cookie.contains(part), "{cookie}");
    }
    assert!(!cookie.contains("Secure"), "plain http in tests: {cookie}");

    let (status, me) = json_of(admin.get(&app, "/me")).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(me["data"]["email"], "admin@dbu.edu.kz");
    assert_eq!(me["data"]["role"], "admin");
    assert_eq!(
        admin.get(&app, "/me").send().await.unwrap().headers()["cache-control"],
        "no-store"
    );

    let (status, _) = json_of(admin.send(&app, reqwest::Method::POST, "/logout")).await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    assert_eq!(
        admin.get(&app, "/me").send().await.unwrap().status(),
        StatusCode::UNAUTHORIZED
    );
}

/// Signs in from the client address `from` (the test app trusts its loopback proxy).
async fn login_from(app: &TestApp, from: &str, email: &str, password: &str) -> StatusCode {
    app.client
        .post(format!("{}/api/v1/admin/login", app.base))
        .header("x-forwarded-for", from)
        .json(&json!({"email": email, "password": password}))
        .send()
        .await
        .unwrap()
        .status()
}

fn behind_a_proxy(config: &mut bilim::config::ServeConfig) {
    config.http.trusted_proxies = vec!["127.0.0.1/32".parse().unwrap()];
}

#[tokio::test]
async fn guesses_at_one_account_from_one_address_are_limited() {
    let app = spawn_app_with(behind_a_proxy).await;
    staff(&app, "editor@dbu.edu.kz", bilim::staff::Role::Editor).await;
    let mut statuses = Vec::new();
    for _ in 0..12 {
        statuses.push(login_from(&app, "203.0.113.9", "editor@dbu.edu.kz", "guess guess guess").await);
    }
    assert_eq!(statuses[..10], [StatusCode::UNAUTHORIZED; 10]);
    assert_eq!(statuses[10..], [StatusCode::TOO_MANY_REQUESTS; 2]);
}

#[tokio::test]
async fn guesses_from_many_addresses_do_not_lock_the_owner_out() {
    let app = spawn_app_with(behind_a_proxy).await;
    staff(&app, "editor@dbu.edu.kz", bilim::staff::Role::Editor).await;
    for n in 0..12 {
        let attacker = format!("203.0.113.{n}");
        let status = login_from(&app, &attacker, "editor@dbu.edu.kz", "guess guess guess").await;
        assert_eq!(status, StatusCode::UNAUTHORIZED, "guess {n}");
    }
    let owner = login_from(&app, "198.51.100.20", "editor@dbu.edu.kz", PASSWORD).await;
    assert_eq!(
        owner,
        StatusCode::OK,
        "the owner signs in from an address that has not failed"
    );
}

#[tokio::test]
async fn without_a_session_every_admin_call_is_401_and_the_forms_token_opens_none() {
    let app = spawn_app().await;
    let token = crate::helpers::service_token(&app.client, &app.base).await;
    for path in ["/types", "/news", "/news/1", "/users", "/audit", "/me", "/translations"] {
        let plain = app
            .client
            .get(format!("{}/api/v1/admin{path}", app.base))
            .send()
            .await
            .unwrap();
        assert_eq!(plain.status(), StatusCode::UNAUTHORIZED, "{path}");
        let with_token = app
            .client
            .get(format!("{}/api/v1/admin{path}", app.base))
            .bearer_auth(&token)
            .send()
            .await
            .unwrap();
        assert_eq!(with_token.status(), StatusCode::UNAUTHORIZED, "{path}");
    }
}

#[tokio::test]
async fn a_cross_site_write_is_refused_and_nothing_is_saved() {
    let app = spawn_app().await;
    let editor = staff(&app, "editor@dbu.edu.kz", bilim::staff::Role::Editor).await;
    let from_elsewhere = editor
        .post(&app, "/news", news_body("cross-site"))
        .header("Origin", "https://evil.example")
        .send()
        .await
        .unwrap();
    assert_eq!(from_elsewhere.status(), StatusCode::FORBIDDEN);
    let fetch_site = editor
        .post(&app, "/news", news_body("cross-site"))
        .header("Sec-Fetch-Site", "cross-site")
        .send()
        .await
        .unwrap();
    assert_eq!(fetch_site.status(), StatusCode::FORBIDDEN);
    let (_, found) = json_of(editor.get(&app, "/news?search=cross-site")).await;
    assert_eq!(found["data"]["meta"]["total"], 0);

    let same_origin = editor
        .post(&app, "/news", news_body("same-origin"))
        .header("Sec-Fetch-Site", "same-origin")
        .send()
        .await
        .unwrap();
    assert_eq!(same_origin.status(), StatusCode::CREATED);
}

#[tokio::test]
async fn with_a_public_url_a_write_from_its_other_scheme_or_port_is_cross_site() {
    let app = spawn_app_with(|config| config.public_url = Some("https://uni.example".to_owned())).await;
    let editor = staff(&app, "editor@dbu.edu.kz", bilim::staff::Role::Editor).await;
    for (n, origin) in ["http://uni.example", "https://uni.example:8443", "https://evil.example"]
        .into_iter()
        .enumerate()
    {
        let refused = editor
            .post(&app, "/news", news_body(&format!("elsewhere-{n}")))
            .header("Origin", origin)
            .send()
            .await
            .unwrap();
        assert_eq!(refused.status(), StatusCode::FORBIDDEN, "{origin}");
    }
    let (_, found) = json_of(editor.get(&app, "/news?search=elsewhere")).await;
    assert_eq!(found["data"]["meta"]["total"], 0);
    // The site's own origin passes, although the proxy in front sent another Host.
    let own = editor
        .post(&app, "/news", news_body("from-the-site"))
        .header("Origin", "https://uni.example")
        .send()
        .await
        .unwrap();
    assert_eq!(own.status(), StatusCode::CREATED);
}

#[tokio::test]
async fn each_role_reaches_only_what_it_needs() {
    let app = spawn_app().await;
    let editor = staff(&app, "editor@dbu.edu.kz", bilim::staff::Role::Editor).await;
    let manager = staff(&app, "manager@dbu.edu.kz", bilim::staff::Role::Manager).await;
    let admin = staff(&app, "admin@dbu.edu.kz", bilim::staff::Role::Admin).await;
    for path in ["/users", "/audit", "/settings/1"] {
        assert_eq!(
            editor.get(&app, path).send().await.unwrap().status(),
            StatusCode::FORBIDDEN,
            "{path}"
        );
    }
    for path in ["/types", "/news", "/news/1", "/users"] {
        assert_eq!(
            manager.get(&app, path).send().await.unwrap().status(),
            StatusCode::FORBIDDEN,
            "{path}"
        );
    }
    let (status, _) = json_of(manager.post(&app, "/news", news_body("by-manager"))).await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    for path in ["/users", "/audit", "/settings/1", "/news"] {
        assert_eq!(
            admin.get(&app, path).send().await.unwrap().status(),
            StatusCode::OK,
            "{path}"
        );
    }
    let (_, types) = json_of(editor.get(&app, "/types")).await;
    let names: Vec<&str> = types["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["name"].as_str().unwrap())
        .collect();
    assert!(names.contains(&"news") && !names.contains(&"settings"), "{names:?}");
}

#[tokio::test]
async fn a_draft_is_invisible_until_published_then_shows_in_the_api_and_search_within_seconds() {
    let app = spawn_app().await;
    let editor = staff(&app, "editor@dbu.edu.kz", bilim::staff::Role::Editor).await;
    let response = editor
        .post(&app, "/news", news_body("new-campus"))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::CREATED);
    assert_eq!(response.headers()[ETAG], "\"1\"");
    let created: Value = response.json().await.unwrap();
    let id = created["data"]["id"].as_i64().unwrap();
    assert_eq!(created["data"]["status"], "draft");
    assert_eq!(created["data"]["public_path"], "/news/new-campus");
    assert_eq!(public_status(&app, "/news/new-campus").await, StatusCode::NOT_FOUND);

    let (status, published) = json_of(editor.post(&app, &format!("/news/{id}/publish"), Value::Null)).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(published["data"]["status"], "published");
    assert_eq!(public_status(&app, "/news/new-campus").await, StatusCode::OK);
    let (_, russian) = json_of(app.client.get(format!("{}/api/v1/news/new-campus?lang=ru", app.base))).await;
    assert_eq!(russian["data"]["title"], "Открыт новый кампус");
    let found = eventually(Duration::from_secs(2), async || {
        let (_, results) = json_of(
            app.client
                .get(format!("{}/api/v1/search/index?query=kokzhiek&lang=en", app.base)),
        )
        .await;
        results.to_string().contains("/news/new-campus")
    })
    .await;
    let (_, results) = json_of(
        app.client
            .get(format!("{}/api/v1/search/index?query=kokzhiek&lang=en", app.base)),
    )
    .await;
    assert!(found, "the published news is not found by search within 2 s: {results}");

    // A save replaces the item's words in the index: the new ones are found, the old ones not.
    let searched = |word: &'static str| {
        let app = &app;
        async move {
            let (_, results) = json_of(
                app.client
                    .get(format!("{}/api/v1/search/index?query={word}&lang=en", app.base)),
            )
            .await;
            results.to_string().contains("/news/new-campus")
        }
    };
    let mut renamed = published["data"].clone();
    renamed["title"]["en"] = json!("A new Zhetysu campus opens");
    let (status, _) = json_of(editor.put(&app, &format!("/news/{id}"), renamed)).await;
    assert_eq!(status, StatusCode::OK);
    assert!(
        eventually(Duration::from_secs(2), async || searched("zhetysu").await
            && !searched("kokzhiek").await)
        .await,
        "search does not follow the renamed news within 2 s"
    );

    let (status, _) = json_of(editor.post(&app, &format!("/news/{id}/unpublish"), Value::Null)).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(public_status(&app, "/news/new-campus").await, StatusCode::NOT_FOUND);
    assert!(
        eventually(Duration::from_secs(2), async || !searched("zhetysu").await).await,
        "an unpublished news item is still found 2 s later"
    );
}

#[tokio::test]
async fn an_editor_previews_a_draft_that_nobody_else_sees_and_no_cache_keeps() {
    let app = spawn_app().await;
    let editor = staff(&app, "editor@dbu.edu.kz", bilim::staff::Role::Editor).await;
    let manager = staff(&app, "manager@dbu.edu.kz", bilim::staff::Role::Manager).await;
    let (status, _) = json_of(editor.post(&app, "/news", news_body("draft-campus"))).await;
    assert_eq!(status, StatusCode::CREATED);
    let call = |cookie: Option<&str>, path: &str| {
        let request = app.client.get(format!("{}{path}", app.base));
        match cookie {
            Some(cookie) => request.header(COOKIE, cookie.to_owned()),
            None => request,
        }
    };

    // The editor's preview shows the draft, in the API and as a page, and tells every cache to keep nothing.
    let preview = call(Some(&editor.cookie), "/api/v1/news/draft-campus?lang=en&preview=1")
        .send()
        .await
        .unwrap();
    assert_eq!(preview.status(), StatusCode::OK);
    assert_eq!(preview.headers()["cache-control"], "no-store");
    let preview: Value = preview.json().await.unwrap();
    assert_eq!(preview["data"]["title"], "A new Kokzhiek campus opens");
    let page = call(Some(&editor.cookie), "/en/news/draft-campus?preview=1")
        .send()
        .await
        .unwrap();
    assert_eq!(page.status(), StatusCode::OK);
    assert_eq!(page.headers()["cache-control"], "no-store");
    assert!(page.text().await.unwrap().contains("A new Kokzhiek campus opens"));
    let latest = call(Some(&editor.cookie), "/api/v1/latest-news?preview=1")
        .send()
        .await
        .unwrap();
    assert!(latest.text().await.unwrap().contains("draft-campus"));

    // The same URL without a session, or with a role that does not edit, is the public site; and
    // the editor's preview left nothing in the answer cache for them.
    for cookie in [None, Some(manager.cookie.as_str())] {
        let response = call(cookie, "/api/v1/news/draft-campus?lang=en&preview=1")
            .send()
            .await
            .unwrap();
        assert_eq!(response.status(), StatusCode::NOT_FOUND, "{cookie:?}");
        let latest = call(cookie, "/api/v1/latest-news?preview=1").send().await.unwrap();
        assert!(!latest.text().await.unwrap().contains("draft-campus"), "{cookie:?}");
        let page = call(cookie, "/en/news/draft-campus?preview=1").send().await.unwrap();
        assert_eq!(page.status(), StatusCode::NOT_FOUND, "{cookie:?}");
    }
    // Without asking for a preview, the editor sees the public site too.
    let (status, _) = json_of(call(Some(&editor.cookie), "/api/v1/news/draft-campus")).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn a_scheduled_item_appears_at_its_time() {
    let app = spawn_app().await;
    let editor = staff(&app, "editor@dbu.edu.kz", bilim::staff::Role::Editor).await;
    let (_, created) = json_of(editor.post(&app, "/news", news_body("scheduled-news"))).await;
    let id = created["data"]["id"].as_i64().unwrap();
    let at = (time::OffsetDateTime::now_utc() + time::Duration::seconds(2))
        .format(&time::format_description::well_known::Rfc3339)
        .unwrap();
    let (status, scheduled) =
        json_of(editor.post(&app, &format!("/news/{id}/publish"), json!({"publish_at": at}))).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(scheduled["data"]["status"], "scheduled");
    assert_eq!(public_status(&app, "/news/scheduled-news").await, StatusCode::NOT_FOUND);
    let appeared = eventually(Duration::from_secs(8), async || {
        public_status(&app, "/news/scheduled-news").await == StatusCode::OK
    })
    .await;
    assert!(appeared, "the scheduled news did not appear within 5 s of its time");
}

#[tokio::test]
async fn bad_input_is_named_per_field_in_the_editors_language_and_nothing_is_saved() {
    let app = spawn_app().await;
    let editor = staff(&app, "editor@dbu.edu.kz", bilim::staff::Role::Editor).await;
    let mut body = news_body("Bad Slug");
    body["title"] = json!({"ru": "Только по-русски"});
    body["school"] = json!(99_999);
    let (status, refused) = json_of(editor.post(&app, "/news?lang=ru", body)).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(refused["errors"]["title.kz"][0], "Заполните это поле");
    assert!(refused["errors"]["slug"][0].as_str().unwrap().contains("латинские"));

    // An unknown reference and a taken slug are found by the database checks.
    let (_, existing) = json_of(editor.get(&app, "/news?per_page=1")).await;
    let taken = existing["data"]["data"][0]["slug"].as_str().unwrap().to_owned();
    let mut body = news_body(&taken);
    body["school"] = json!(99_999);
    let (status, refused) = json_of(editor.post(&app, "/news?lang=en", body)).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(refused["errors"]["slug"][0].as_str().unwrap().contains("Another item"));
    assert!(
        refused["errors"]["school"][0]
            .as_str()
            .unwrap()
            .contains("no such item")
    );
    let (_, drafts) = json_of(editor.get(&app, "/news?status=draft")).await;
    assert_eq!(drafts["data"]["meta"]["total"], 0, "nothing half-saved");
}

#[tokio::test]
async fn a_script_in_rich_text_is_neutralised_before_it_is_stored() {
    let app = spawn_app().await;
    let editor = staff(&app, "editor@dbu.edu.kz", bilim::staff::Role::Editor).await;
    let mut body = news_body("scripted");
    body["body"]["kz"] =
        json!(r#"<p onmouseover="steal()">Мәтін</p><script>alert(1)</script><img src="https://evil.example/x.png">"#);
    let (status, created) = json_of(editor.post(&app, "/news", body)).await;
    assert_eq!(status, StatusCode::CREATED);
    let stored = created["data"]["body"]["kz"].as_str().unwrap();
    assert!(stored.starts_with("<p>Мәтін</p>"), "{stored}");
    for kept_out in ["script", "onmouseover", "evil.example"] {
        assert!(!stored.contains(kept_out), "{stored}");
    }
}

#[tokio::test]
async fn a_save_on_a_stale_version_is_refused_with_the_current_item() {
    let app = spawn_app().await;
    let first = staff(&app, "first@dbu.edu.kz", bilim::staff::Role::Editor).await;
    let second = staff(&app, "second@dbu.edu.kz", bilim::staff::Role::Editor).await;
    let (_, created) = json_of(first.post(&app, "/news", news_body("shared"))).await;
    let id = created["data"]["id"].as_i64().unwrap();
    let mut mine = created["data"].clone();
    mine["title"]["en"] = json!("First editor's title");
    let saved = first
        .put(&app, &format!("/news/{id}"), mine)
        .header(IF_MATCH, "\"1\"")
        .send()
        .await
        .unwrap();
    assert_eq!(saved.status(), StatusCode::OK);
    assert_eq!(saved.headers()[ETAG], "\"2\"");

    let mut theirs = created["data"].clone();
    theirs["title"]["en"] = json!("Second editor's title");
    let (status, conflict) = json_of(
        second
            .put(&app, &format!("/news/{id}"), theirs)
            .header(IF_MATCH, "\"1\""),
    )
    .await;
    assert_eq!(status, StatusCode::PRECONDITION_FAILED);
    assert_eq!(conflict["current"]["title"]["en"], "First editor's title");
    assert_eq!(conflict["current"]["version"], 2);
    let (_, now) = json_of(first.get(&app, &format!("/news/{id}"))).await;
    assert_eq!(now["data"]["title"]["en"], "First editor's title");
}

#[tokio::test]
async fn every_save_is_a_revision_and_an_old_one_can_be_restored() {
    let app = spawn_app().await;
    let editor = staff(&app, "editor@dbu.edu.kz", bilim::staff::Role::Editor).await;
    let (_, created) = json_of(editor.post(&app, "/news", news_body("revised"))).await;
    let id = created["data"]["id"].as_i64().unwrap();
    let mut changed = created["data"].clone();
    changed["title"]["kz"] = json!("Өзгертілген тақырып");
    json_of(editor.put(&app, &format!("/news/{id}"), changed)).await;
    let (_, revisions) = json_of(editor.get(&app, &format!("/news/{id}/revisions"))).await;
    let revisions = revisions["data"].as_array().unwrap().clone();
    assert_eq!(revisions.len(), 2);
    assert_eq!(revisions[0]["rev"], 2);
    assert_eq!(revisions[0]["changed"], json!(["title"]));
    assert_eq!(revisions[0]["email"], "editor@dbu.edu.kz");

    let (status, restored) = json_of(editor.post(&app, &format!("/news/{id}/revisions/1/restore"), Value::Null)).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(restored["data"]["title"]["kz"], "Жаңа кампус ашылды");
    assert_eq!(restored["data"]["version"], 3);
}

#[tokio::test]
async fn what_get_answers_is_a_valid_put_for_every_type_and_changes_nothing() {
    let app = spawn_app().await;
    let admin = staff(&app, "admin@dbu.edu.kz", bilim::staff::Role::Admin).await;
    let (_, types) = json_of(admin.get(&app, "/types")).await;
    for kind in types["data"].as_array().unwrap() {
        let name = kind["name"].as_str().unwrap();
        let (status, list) = json_of(admin.get(&app, &format!("/{name}?per_page=1"))).await;
        assert_eq!(status, StatusCode::OK, "{name}: {list}");
        let Some(first) = list["data"]["data"].get(0) else {
            continue;
        };
        let id = first["id"].as_i64().unwrap();
        let (status, item) = json_of(admin.get(&app, &format!("/{name}/{id}"))).await;
        assert_eq!(status, StatusCode::OK, "{name} {id}");
        let (status, saved) = json_of(admin.put(&app, &format!("/{name}/{id}"), item["data"].clone())).await;
        assert_eq!(status, StatusCode::OK, "{name} {id}: {saved}");
        let mut before = item["data"].clone();
        let mut after = saved["data"].clone();
        for field in ["version", "updated_at", "created_at", "updated_by"] {
            before[field] = Value::Null;
            after[field] = Value::Null;
        }
        assert_eq!(before, after, "{name} {id} changed by saving it unchanged");
    }
}

#[tokio::test]
async fn an_item_other_content_refers_to_is_not_deleted() {
    let app = spawn_app().await;
    let editor = staff(&app, "editor@dbu.edu.kz", bilim::staff::Role::Editor).await;
    let (_, programs) = json_of(editor.get(&app, "/programs?per_page=1")).await;
    let program = programs["data"]["data"][0]["id"].as_i64().unwrap();
    let (_, program) = json_of(editor.get(&app, &format!("/programs/{program}"))).await;
    let school = program["data"]["school"].as_i64().unwrap();
    let (status, _) = json_of(editor.send(&app, reqwest::Method::DELETE, &format!("/schools/{school}"))).await;
    assert_eq!(status, StatusCode::CONFLICT);
    assert_eq!(
        editor
            .get(&app, &format!("/schools/{school}"))
            .send()
            .await
            .unwrap()
            .status(),
        StatusCode::OK
    );

    let (_, created) = json_of(editor.post(&app, "/news", news_body("to-delete"))).await;
    let id = created["data"]["id"].as_i64().unwrap();
    let (status, _) = json_of(editor.send(&app, reqwest::Method::DELETE, &format!("/news/{id}"))).await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    assert_eq!(
        editor.get(&app, &format!("/news/{id}")).send().await.unwrap().status(),
        StatusCode::NOT_FOUND
    );
}

#[tokio::test]
async fn the_audit_log_and_user_management_belong_to_admins() {
    let app = spawn_app().await;
    let admin = staff(&app, "admin@dbu.edu.kz", bilim::staff::Role::Admin).await;
    let (status, created) = json_of(admin.post(
        &app,
        "/users",
        json!({"email": "press@dbu.edu.kz", "role": "editor", "password": "short"}),
    ))
    .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{created}");
    assert!(created["errors"]["password"].is_array());
    let (status, created) = json_of(admin.post(
        &app,
        "/users",
        json!({"email": "press@dbu.edu.kz", "role": "editor", "password": PASSWORD}),
    ))
    .await;
    assert_eq!(status, StatusCode::CREATED);
    let press = login(&app, "press@dbu.edu.kz", PASSWORD).await.unwrap();
    let id = created["data"]["id"].as_i64().unwrap();
    let (status, _) = json_of(admin.put(&app, &format!("/users/{id}"), json!({"disabled": true}))).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(
        press.get(&app, "/me").send().await.unwrap().status(),
        StatusCode::UNAUTHORIZED
    );

    let (status, _) = json_of(admin.send(&app, reqwest::Method::DELETE, &format!("/users/{id}"))).await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    let (_, users) = json_of(admin.get(&app, "/users")).await;
    assert!(!users.to_string().contains("press@dbu.edu.kz"), "{users}");
    assert!(login(&app, "press@dbu.edu.kz", PASSWORD).await.is_err());

    let (_, me) = json_of(admin.get(&app, "/me")).await;
    let own = me["data"]["id"].as_i64().unwrap();
    let (status, body) = json_of(admin.send(&app, reqwest::Method::DELETE, &format!("/users/{own}"))).await;
    assert_eq!(
        status,
        StatusCode::UNPROCESSABLE_ENTITY,
        "not one's own account: {body}"
    );
    assert!(body["errors"]["id"].is_array(), "{body}");

    let (_, log) = json_of(admin.get(&app, "/audit")).await;
    let actions: Vec<&str> = log["data"]["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["action"].as_str().unwrap())
        .collect();
    for action in ["login", "user-create", "user-update", "user-delete"] {
        assert!(actions.contains(&action), "{actions:?}");
    }
}

/// The id of the account signed in as `session`.
async fn own_id(app: &TestApp, session: &Session) -> i64 {
    let (_, me) = json_of(session.get(app, "/me")).await;
    me["data"]["id"].as_i64().unwrap()
}

#[tokio::test]
async fn an_admin_cannot_demote_or_disable_itself_and_another_admin_can() {
    let app = spawn_app().await;
    let first = staff(&app, "first@dbu.edu.kz", bilim::staff::Role::Admin).await;
    let second = staff(&app, "second@dbu.edu.kz", bilim::staff::Role::Admin).await;
    let first_id = own_id(&app, &first).await;
    for (change, field) in [
        (json!({"role": "editor"}), "role"),
        (json!({"disabled": true}), "disabled"),
    ] {
        for lang in ["kz", "ru", "en"] {
            let (status, body) =
                json_of(first.put(&app, &format!("/users/{first_id}?lang={lang}"), change.clone())).await;
            assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{change}: {body}");
            assert!(
                body["errors"][field][0].as_str().is_some_and(|m| !m.is_empty()),
                "{body}"
            );
        }
    }
    let (_, users) = json_of(first.get(&app, "/users")).await;
    assert!(users.to_string().contains(r#""role":"admin""#), "{users}");
    assert_eq!(
        json_of(first.put(
            &app,
            &format!("/users/{first_id}"),
            json!({"password": "a new long password"})
        ))
        .await
        .0,
        StatusCode::OK,
        "an admin still sets its own password"
    );

    let (status, body) = json_of(second.put(&app, &format!("/users/{first_id}"), json!({"role": "editor"}))).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["data"]["role"], "editor");
}

#[tokio::test]
async fn two_admins_demoting_each_other_at_the_same_instant_leave_one_admin() {
    let app = spawn_app().await;
    let first = staff(&app, "first@dbu.edu.kz", bilim::staff::Role::Admin).await;
    let second = staff(&app, "second@dbu.edu.kz", bilim::staff::Role::Admin).await;
    let (first_id, second_id) = (own_id(&app, &first).await, own_id(&app, &second).await);
    let (a, b) = tokio::join!(
        json_of(first.put(&app, &format!("/users/{second_id}"), json!({"role": "editor"}))),
        json_of(second.put(&app, &format!("/users/{first_id}"), json!({"disabled": true}))),
    );
    // One wins; the other is refused, as the last admin (422) or, when the winner's change came
    // first, as no longer an admin itself (403).
    let won = [a.0, b.0].iter().filter(|status| **status == StatusCode::OK).count();
    let refused = [a.0, b.0]
        .iter()
        .filter(|status| [StatusCode::UNPROCESSABLE_ENTITY, StatusCode::FORBIDDEN].contains(status))
        .count();
    assert_eq!((won, refused), (1, 1), "{} / {}", a.1, b.1);
    let admins = app
        .store()
        .accounts()
        .await
        .unwrap()
        .into_iter()
        .filter(|account| account.role == bilim::staff::Role::Admin && !account.disabled)
        .count();
    assert_eq!(admins, 1, "exactly one enabled admin is left");

    // The one left cannot delete itself (nobody else is left who could).
    let survivor = if a.0 == StatusCode::OK { &first } else { &second };
    let survivor_id = own_id(&app, survivor).await;
    let (status, body) = json_of(survivor.send(&app, reqwest::Method::DELETE, &format!("/users/{survivor_id}"))).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
}

#[tokio::test]
async fn the_admin_list_search_ignores_case_in_every_alphabet_and_not_the_json_around_titles() {
    let app = spawn_app().await;
    let editor = staff(&app, "editor@dbu.edu.kz", bilim::staff::Role::Editor).await;
    let (status, _) = json_of(editor.post(&app, "/news", news_body("new-campus"))).await;
    assert_eq!(status, StatusCode::CREATED);
    let slugs = async |search: &str| {
        let (status, found) = json_of(editor.get(&app, &format!("/news?search={search}&per_page=100"))).await;
        assert_eq!(status, StatusCode::OK, "{found}");
        found["data"]["data"]
            .as_array()
            .unwrap()
            .iter()
            .map(|item| item["slug"].as_str().unwrap().to_owned())
            .collect::<Vec<_>>()
    };
    for search in ["жаңа кампус", "ОТКРЫТ", "kokzhiek", "NEW-CAMPUS"] {
        assert!(slugs(search).await.contains(&"new-campus".to_owned()), "{search}");
    }
    // "ru" is a key of every title's JSON, not a part of this one.
    assert!(!slugs("ru").await.contains(&"new-campus".to_owned()));
}

#[tokio::test]
async fn the_translation_dashboard_and_filter_find_missing_russian() {
    let app = spawn_app().await;
    let editor = staff(&app, "editor@dbu.edu.kz", bilim::staff::Role::Editor).await;
    let mut body = news_body("only-kazakh");
    body["title"] = json!({"kz": "Тек қазақша"});
    let (_, created) = json_of(editor.post(&app, "/news", body)).await;
    assert_eq!(created["data"]["missing"]["ru"], json!(["title"]));
    let (_, lacking) = json_of(editor.get(&app, "/news?missing=ru")).await;
    let slugs: Vec<&str> = lacking["data"]["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["slug"].as_str().unwrap())
        .collect();
    assert!(slugs.contains(&"only-kazakh"), "{slugs:?}");
    let news_lacking_russian = async || {
        let (_, gaps) = json_of(editor.get(&app, "/translations")).await;
        let news = gaps["data"]
            .as_array()
            .unwrap()
            .iter()
            .find(|g| g["type"] == "news")
            .cloned();
        news.unwrap()["missing"]["ru"].as_u64().unwrap()
    };
    let lacking_ru = news_lacking_russian().await;
    assert!(lacking_ru >= 1);

    // Translated, it leaves the filter and the count at once (the answers are remembered between
    // calls, and a save forgets the item's).
    let id = created["data"]["id"].as_i64().unwrap();
    let mut translated = created["data"].clone();
    translated["title"]["ru"] = json!("Только по-казахски");
    let (status, _) = json_of(editor.put(&app, &format!("/news/{id}"), translated)).await;
    assert_eq!(status, StatusCode::OK);
    let (_, lacking) = json_of(editor.get(&app, "/news?missing=ru")).await;
    assert!(!lacking.to_string().contains("only-kazakh"), "{lacking}");
    assert_eq!(news_lacking_russian().await, lacking_ru - 1);
}

fn png(width: u32, height: u32) -> Vec<u8> {
    let image = image::RgbImage::from_fn(width, height, |x, y| image::Rgb([(x % 256) as u8, (y % 256) as u8, 90]));
    let mut bytes = std::io::Cursor::new(Vec::new());
    image.write_to(&mut bytes, image::ImageFormat::Png).unwrap();
    bytes.into_inner()
}

fn upload_form(name: &str, bytes: Vec<u8>) -> reqwest::multipart::Form {
    reqwest::multipart::Form::new()
        .part(
            "file",
            reqwest::multipart::Part::bytes(bytes).file_name(name.to_owned()),
        )
        .text("alt_kz", "Кампус")
        .text("alt_en", "The campus")
}

#[tokio::test]
async fn an_uploaded_image_becomes_webp_variants_the_public_site_serves() {
    let app = spawn_app().await;
    let editor = staff(&app, "editor@dbu.edu.kz", bilim::staff::Role::Editor).await;
    let response = editor
        .send(&app, reqwest::Method::POST, "/media")
        .multipart(upload_form("campus.png", png(700, 350)))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::CREATED);
    let media: Value = response.json().await.unwrap();
    let media = &media["data"];
    assert_eq!(media["kind"], "image");
    assert_eq!(
        (media["width"].as_i64(), media["height"].as_i64()),
        (Some(700), Some(350))
    );
    let widths: Vec<i64> = media["variants"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v["width"].as_i64().unwrap())
        .collect();
    assert_eq!(widths, [480, 700], "never wider than the original");
    assert_eq!(media["alt"]["en"], "The campus");
    let served = app
        .client
        .get(format!("{}{}", app.base, media["url"].as_str().unwrap()))
        .send()
        .await
        .unwrap();
    assert_eq!(served.status(), StatusCode::OK);
    assert_eq!(&served.bytes().await.unwrap()[8..12], b"WEBP");

    let (_, library) = json_of(editor.get(&app, "/media?kind=image")).await;
    assert_eq!(library["data"]["meta"]["total"], 1);
    let id = media["id"].as_i64().unwrap();
    let (status, changed) =
        json_of(editor.put(&app, &format!("/media/{id}"), json!({"alt": {"kz": "Бас ғимарат"}}))).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(changed["data"]["alt"]["kz"], "Бас ғимарат");

    // The public article shows the picture with the editor's description, in the reader's
    // language (Kazakh where the language has none), and a new description at once.
    let mut news = news_body("described-campus");
    news["image"] = media["url"].clone();
    let (status, created) = json_of(editor.post(&app, "/news", news)).await;
    assert_eq!(status, StatusCode::CREATED);
    let news_id = created["data"]["id"].as_i64().unwrap();
    json_of(editor.post(&app, &format!("/news/{news_id}/publish"), Value::Null)).await;
    let alt = async |lang: &str| app.data(&format!("/news/described-campus?lang={lang}")).await["image_alt"].clone();
    assert_eq!(alt("ru").await, "Бас ғимарат");
    let (status, _) = json_of(editor.put(
        &app,
        &format!("/media/{id}"),
        json!({"alt": {"kz": "Бас ғимарат", "ru": "Главный корпус"}}),
    ))
    .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(alt("ru").await, "Главный корпус");
    assert_eq!(alt("kz").await, "Бас ғимарат");
}

#[tokio::test]
async fn a_program_renamed_jpg_is_refused_and_only_editors_upload() {
    let app = spawn_app().await;
    let editor = staff(&app, "editor@dbu.edu.kz", bilim::staff::Role::Editor).await;
    let manager = staff(&app, "manager@dbu.edu.kz", bilim::staff::Role::Manager).await;
    let mut exe = b"MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff\x00\x00".to_vec();
    exe.resize(4096, 0);
    let (status, refused) = json_of(
        editor
            .send(&app, reqwest::Method::POST, "/media")
            .multipart(upload_form("photo.jpg", exe)),
    )
    .await;
    assert_eq!(status, StatusCode::UNSUPPORTED_MEDIA_TYPE, "{refused}");
    assert!(refused["errors"]["file"].is_array());
    let (status, _) = json_of(
        manager
            .send(&app, reqwest::Method::POST, "/media")
            .multipart(upload_form("a.png", png(10, 10))),
    )
    .await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    let anonymous = app
        .client
        .post(format!("{}/api/v1/admin/media", app.base))
        .multipart(upload_form("a.png", png(10, 10)))
        .send()
        .await
        .unwrap();
    assert_eq!(anonymous.status(), StatusCode::UNAUTHORIZED);
    let (_, library) = json_of(editor.get(&app, "/media")).await;
    assert_eq!(library["data"]["meta"]["total"], 0, "nothing stored");
}

#[tokio::test]
async fn the_admin_app_is_served_at_every_admin_path_and_never_indexed() {
    let app = spawn_app().await;
    for path in ["/admin", "/admin/news/12", "/admin/login"] {
        let response = app.client.get(format!("{}{path}", app.base)).send().await.unwrap();
        assert_eq!(response.status(), StatusCode::OK, "{path}");
        assert_eq!(response.headers()["x-robots-tag"], "noindex, nofollow");
        assert!(response.text().await.unwrap().contains("<div id=\"root\">"));
    }
}

/// Runs `bilim users …` on the app's data dir and database with `stdin`; its exit status and
/// standard output.
fn users_command(app: &TestApp, args: &[&str], stdin: &str) -> (bool, String) {
    use std::io::Write;
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_bilim"))
        .arg("users")
        .args(args)
        .arg("--data-dir")
        .arg(&app.data_dir)
        .args(["--database-url", &app.database_url])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(stdin.as_bytes()).unwrap();
    let output = child.wait_with_output().unwrap();
    (
        output.status.success(),
        String::from_utf8_lossy(&output.stdout).into_owned(),
    )
}

#[tokio::test]
async fn the_users_command_adds_lists_resets_and_disables_accounts() {
    let app = spawn_app().await;
    let (ok, _) = users_command(
        &app,
        &["add", "--email", "rector@dbu.edu.kz", "--role", "admin"],
        "short\n",
    );
    assert!(!ok, "a short password is refused");
    let (ok, out) = users_command(
        &app,
        &["add", "--email", "rector@dbu.edu.kz", "--role", "admin"],
        &format!("{PASSWORD}\n"),
    );
    assert!(ok && out.contains("rector@dbu.edu.kz"), "{out}");
    let admin = login(&app, "rector@dbu.edu.kz", PASSWORD)
        .await
        .expect("the new admin signs in");
    let (_, list) = users_command(&app, &["list"], "");
    assert!(list.contains("rector@dbu.edu.kz\tadmin\tactive"), "{list}");

    let (ok, _) = users_command(
        &app,
        &["set-password", "--email", "rector@dbu.edu.kz"],
        "another long password\n",
    );
    assert!(ok);
    assert_eq!(
        admin.get(&app, "/me").send().await.unwrap().status(),
        StatusCode::UNAUTHORIZED,
        "sessions end"
    );
    login(&app, "rector@dbu.edu.kz", "another long password")
        .await
        .expect("the new password works");

    let (ok, _) = users_command(&app, &["disable", "--email", "rector@dbu.edu.kz"], "");
    assert!(!ok, "the last enabled admin is not disabled");
    assert!(
        login(&app, "rector@dbu.edu.kz", "another long password").await.is_ok(),
        "and still signs in"
    );
    let (ok, _) = users_command(
        &app,
        &["add", "--email", "deputy@dbu.edu.kz", "--role", "admin"],
        &format!("{PASSWORD}\n"),
    );
    assert!(ok);
    let again = login(&app, "rector@dbu.edu.kz", "another long password")
        .await
        .expect("the new password works");
    let (ok, _) = users_command(&app, &["disable", "--email", "rector@dbu.edu.kz"], "");
    assert!(ok, "with another admin, it is");
    assert_eq!(
        again.get(&app, "/me").send().await.unwrap().status(),
        StatusCode::UNAUTHORIZED
    );
    assert!(login(&app, "rector@dbu.edu.kz", "another long password").await.is_err());
    let (_, list) = users_command(&app, &["list"], "");
    assert!(list.contains("\tdisabled"), "{list}");
}

#[tokio::test]
async fn a_saved_page_keeps_the_places_of_its_blocks_and_a_new_block_goes_after_the_last() {
    let app = spawn_app().await;
    let editor = staff(&app, "press@dbu.edu.kz", bilim::staff::Role::Editor).await;
    let places = async || -> Vec<(String, i64)> {
        app.answers.clear();
        let blocks = app.data("/pages/static/blocks/1").await;
        let mut places: Vec<(String, i64)> = blocks
            .as_object()
            .unwrap()
            .iter()
            .map(|(key, block)| (key.clone(), block[0]["position"].as_i64().unwrap()))
            .collect();
        places.sort_by_key(|(_, position)| *position);
        places
    };
    let before = places().await;
    assert!(
        before
            .iter()
            .enumerate()
            .any(|(i, (_, position))| *position != i as i64),
        "the demo's main page has places that are not its blocks' indexes: {before:?}"
    );
    let (_, page) = json_of(editor.get(&app, "/pages/1")).await;
    let mut page = page["data"].clone();
    let (status, saved) = json_of(editor.put(&app, "/pages/1", page.clone())).await;
    assert_eq!(status, StatusCode::OK, "{saved}");
    assert_eq!(places().await, before, "a save changes no block's place");

    let last = before.last().unwrap().1;
    page["blocks"]
        .as_array_mut()
        .unwrap()
        .push(json!({"n": 90, "title": {"kz": "Жаңа блок"}}));
    page["version"] = saved["data"]["version"].clone();
    let (status, saved) = json_of(editor.put(&app, "/pages/1", page)).await;
    assert_eq!(status, StatusCode::OK, "{saved}");
    let after = places().await;
    assert_eq!(after.last().unwrap(), &("main-block90".to_owned(), last + 1));
}
