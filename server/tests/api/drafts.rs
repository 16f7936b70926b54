//! Drafts: an item with `published = 0` is gone from every public read (its lists, its own call,
//! its blocks, the page the server renders for it and the sitemap), and so is what is seen only
//! through it (a school's name on its news, its programmes; a project's activities).

use reqwest::StatusCode;
use serde_json::Value;

use crate::helpers::{TestApp, kind_in, spawn_app};

/// The values at `field` of a list's items.
fn values(list: &Value, field: &str) -> Vec<Value> {
    list.as_array()
        .unwrap_or_else(|| panic!("not a list: {list}"))
        .iter()
        .map(|item| item[field].clone())
        .collect()
}

fn ids(list: &Value) -> Vec<i64> {
    values(list, "id").iter().map(|id| id.as_i64().unwrap()).collect()
}

/// The status of the page the server renders at `path`.
async fn page_status(app: &TestApp, path: &str) -> StatusCode {
    app.get(path).await.status()
}

/// Whether the sitemap lists the page at `path` (without a language prefix).
async fn in_sitemap(app: &TestApp, path: &str) -> bool {
    let sitemap = app.get("/sitemap.xml").await.text().await.unwrap();
    sitemap.contains(&format!("<loc>{}{path}</loc>", app.base))
}

#[tokio::test]
async fn a_draft_news_item_is_in_no_list_has_no_call_no_blocks_no_page_and_no_sitemap_entry() {
    let app = spawn_app().await;
    let latest = app.data("/latest-news").await;
    let id = latest[0]["id"].as_i64().unwrap();
    let slug = latest[0]["slug"].as_str().unwrap().to_owned();
    let total = app.data("/news").await["meta"]["total"].as_u64().unwrap();
    app.data(&format!("/news/{slug}")).await;
    app.data(&format!("/news/blocks/{id}")).await;
    assert_eq!(page_status(&app, &format!("/news/{slug}")).await, StatusCode::OK);
    assert!(in_sitemap(&app, &format!("/news/{slug}")).await);

    app.unpublish("news", id).await;

    assert!(!ids(&app.data("/latest-news").await).contains(&id));
    assert_eq!(app.data("/latest-news").await.as_array().unwrap().len(), 5);
    let list = app.data("/news").await;
    assert_eq!(list["meta"]["total"].as_u64().unwrap(), total - 1);
    assert!(!ids(&list["data"]).contains(&id));
    app.assert_not_found(&format!("/news/{slug}")).await;
    app.assert_not_found(&format!("/news/blocks/{id}")).await;
    assert_eq!(page_status(&app, &format!("/news/{slug}")).await, StatusCode::NOT_FOUND);
    assert!(!in_sitemap(&app, &format!("/news/{slug}")).await);
}

#[tokio::test]
async fn a_draft_page_has_no_call_no_blocks_no_page_and_no_sitemap_entry() {
    let app = spawn_app().await;
    // The first static page, other than the main one, that has blocks.
    let mut found = None;
    for id in app.ids_in("pages").await {
        let page = app.store().item(kind_in("pages"), id).await.unwrap().unwrap().fields;
        let (Some("static"), Some(slug)) = (page["type"].as_str(), page["slug"].as_str()) else {
            continue;
        };
        let blocks = app.api(&format!("/pages/static/blocks/{id}")).await.1;
        let has_blocks = match &blocks["data"] {
            Value::Object(blocks) => !blocks.is_empty(),
            Value::Array(blocks) => !blocks.is_empty(),
            _ => false,
        };
        if slug != "main" && has_blocks {
            found = Some((id, slug.to_owned()));
            break;
        }
    }
    let (id, slug) = found.expect("a static page with blocks");
    app.data(&format!("/pages/{slug}")).await;
    assert!(
        !app.data(&format!("/pages/static/{slug}"))
            .await
            .as_object()
            .unwrap()
            .is_empty()
    );
    app.data(&format!("/pages/static/blocks/{id}")).await;
    assert_eq!(page_status(&app, &format!("/{slug}")).await, StatusCode::OK);
    assert!(in_sitemap(&app, &format!("/{slug}")).await);

    app.unpublish("pages", id).await;

    app.assert_not_found(&format!("/pages/{slug}")).await;
    app.assert_not_found(&format!("/pages/static/{slug}")).await;
    app.assert_not_found(&format!("/pages/static/blocks/{id}")).await;
    assert_eq!(page_status(&app, &format!("/{slug}")).await, StatusCode::NOT_FOUND);
    assert!(!in_sitemap(&app, &format!("/{slug}")).await);
    app.data("/pages/main").await;
}

#[tokio::test]
async fn a_draft_school_takes_its_programmes_and_its_name_on_news_with_it() {
    let app = spawn_app().await;
    // The first school with programmes and news.
    let mut school = None;
    for id in ids(&app.data("/schools").await) {
        let has_programs = !app
            .data(&format!("/school-programs?school={id}"))
            .await
            .as_array()
            .unwrap()
            .is_empty();
        let has_news = !app.data(&format!("/news?school={id}&limit=1")).await["data"]
            .as_array()
            .unwrap()
            .is_empty();
        if has_programs && has_news {
            school = Some(id);
            break;
        }
    }
    let school = school.expect("a school with programmes and news");
    let program = app.data(&format!("/school-programs?school={school}")).await[0].clone();
    let program_id = program["id"].as_i64().unwrap();
    let program_slug = program["slug"].as_str().unwrap().to_owned();
    let news = app.data(&format!("/news?school={school}&limit=1")).await["data"][0].clone();
    let news_slug = news["slug"].as_str().unwrap().to_owned();
    let news_totals = async || {
        let total = async |path: &str| app.data(path).await["meta"]["total"].clone();
        (total("/news").await, total(&format!("/news?school={school}")).await)
    };
    let totals = news_totals().await;
    assert_eq!(news["school"]["id"], school);
    assert_eq!(app.data(&format!("/news/{news_slug}")).await["school"]["id"], school);
    assert!(ids(&app.data("/school-programs-filters/school").await).contains(&school));
    assert!(values(&app.data("/news-filters/school").await, "value").contains(&Value::from(school)));

    app.unpublish("schools", school).await;

    assert!(!ids(&app.data("/schools").await).contains(&school));
    // Its news stay, without its name.
    let news = app.data(&format!("/news?school={school}&limit=1")).await["data"][0].clone();
    assert_eq!(news["slug"], news_slug.as_str());
    assert!(news["school"].is_null(), "{news}");
    assert_eq!(news_totals().await, totals, "the lists count its news as before");
    assert!(app.data(&format!("/news/{news_slug}")).await["school"].is_null());
    assert!(
        values(&app.data("/latest-news?limit=100").await, "school")
            .iter()
            .all(|s| s.is_null() || s["id"] != school)
    );
    assert!(!values(&app.data("/news-filters/school").await, "value").contains(&Value::from(school)));
    // Its programmes go.
    assert_eq!(
        app.data(&format!("/school-programs?school={school}")).await,
        Value::Array(vec![])
    );
    assert!(
        values(&app.data("/school-programs").await, "school")
            .iter()
            .all(|s| *s != school)
    );
    assert!(!ids(&app.data("/school-programs-filters/school").await).contains(&school));
    app.assert_not_found(&format!("/school-programs/{program_slug}")).await;
    app.assert_not_found(&format!("/pages/school-program/blocks/{program_id}"))
        .await;
    app.assert_not_found(&format!("/school-dual-programs/{school}")).await;
    assert_eq!(
        page_status(&app, &format!("/school-program/{program_slug}")).await,
        StatusCode::NOT_FOUND
    );
    assert!(!in_sitemap(&app, &format!("/school-program/{program_slug}")).await);
}

#[tokio::test]
async fn a_draft_programme_is_in_no_list_has_no_call_no_page_and_is_not_found_by_search() {
    let app = spawn_app().await;
    let slug = "accounting-and-audit";
    let program = app.data(&format!("/school-programs/{slug}")).await;
    let id = program["id"].as_i64().unwrap();
    app.data(&format!("/pages/school-program/blocks/{id}")).await;
    assert!(ids(&app.data("/school-programs").await).contains(&id));

    app.unpublish("programs", id).await;
    app.rebuild_search().await.unwrap();

    assert!(!ids(&app.data("/school-programs").await).contains(&id));
    app.assert_not_found(&format!("/school-programs/{slug}")).await;
    app.assert_not_found(&format!("/pages/school-program/blocks/{id}"))
        .await;
    assert_eq!(
        page_status(&app, &format!("/school-program/{slug}")).await,
        StatusCode::NOT_FOUND
    );
    assert!(!in_sitemap(&app, &format!("/school-program/{slug}")).await);
    let found = app.data("/search/index?lang=en&query=accounting%20audit").await;
    assert!(
        !values(&found, "path").contains(&Value::from(format!("/school-program/{slug}"))),
        "{found}"
    );
}

#[tokio::test]
async fn draft_employees_events_and_documents_leave_their_lists() {
    let app = spawn_app().await;
    let staff = app.data("/employees/teaching-staff").await;
    let employee = staff["data"][0]["id"].as_i64().unwrap();
    let staff_total = staff["meta"]["total"].as_u64().unwrap();
    let event = app.data("/events").await[0]["id"].as_i64().unwrap();
    let documents = app.data("/documents/175").await;
    let document = documents["data"][0]["id"].as_i64().unwrap();
    let documents_total = documents["meta"]["total"].as_u64().unwrap();

    app.unpublish("employees", employee).await;
    app.unpublish("events", event).await;
    app.unpublish("documents", document).await;

    let staff = app.data("/employees/teaching-staff").await;
    assert_eq!(staff["meta"]["total"].as_u64().unwrap(), staff_total - 1);
    assert!(!ids(&staff["data"]).contains(&employee));
    assert!(!ids(&app.data("/events").await).contains(&event));
    assert!(!ids(&app.data("/events/past").await).contains(&event));
    assert!(!ids(&app.data("/events/upcoming").await).contains(&event));
    let documents = app.data("/documents/175").await;
    assert_eq!(documents["meta"]["total"].as_u64().unwrap(), documents_total - 1);
    assert!(!ids(&documents["data"]).contains(&document));

    // A draft list of documents is no list at all.
    app.unpublish("document_lists", 175).await;
    app.assert_not_found("/documents/175").await;
}

#[tokio::test]
async fn a_draft_project_takes_its_activities_with_it() {
    let app = spawn_app().await;
    // The first project with activities.
    let mut slug = None;
    for project in values(&app.data("/projects").await, "slug") {
        let project = project.as_str().unwrap().to_owned();
        if !app
            .data(&format!("/projects/{project}/activities"))
            .await
            .as_array()
            .unwrap()
            .is_empty()
        {
            slug = Some(project);
            break;
        }
    }
    let slug = slug.expect("a project with activities");
    let project = app
        .data("/projects")
        .await
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["slug"] == slug.as_str())
        .unwrap()
        .clone();
    let id = project["id"].as_i64().unwrap();
    let activity = app.data(&format!("/projects/{slug}/activities")).await[0]["slug"]
        .as_str()
        .unwrap()
        .to_owned();
    app.data(&format!("/projects/{slug}/activities/{activity}")).await;
    app.data(&format!("/pages/project/blocks/{id}")).await;
    assert_eq!(
        page_status(&app, &format!("/project-activity/{activity}?p={slug}")).await,
        StatusCode::OK
    );

    app.unpublish("projects", id).await;

    assert!(!ids(&app.data("/projects").await).contains(&id));
    app.assert_not_found(&format!("/projects/{slug}/activities")).await;
    app.assert_not_found(&format!("/projects/{id}/activities")).await;
    app.assert_not_found(&format!("/projects/{slug}/activities/{activity}"))
        .await;
    app.assert_not_found(&format!("/pages/project/blocks/{id}")).await;
    assert_eq!(
        page_status(&app, &format!("/project/{slug}")).await,
        StatusCode::NOT_FOUND
    );
    assert_eq!(
        page_status(&app, &format!("/project-activity/{activity}?p={slug}")).await,
        StatusCode::NOT_FOUND
    );
    assert!(!in_sitemap(&app, &format!("/project/{slug}")).await);
}

#[tokio::test]
async fn a_draft_menu_item_leaves_the_menu_with_the_items_under_it() {
    let app = spawn_app().await;
    let header = app.data("/menus/header").await;
    let parent = header
        .as_array()
        .unwrap()
        .iter()
        .find(|item| item["children"].as_array().is_some_and(|c| !c.is_empty()))
        .expect("a header item with children")
        .clone();
    let child = parent["children"][0]["id"].as_i64().unwrap();

    app.unpublish("menu_items", parent["id"].as_i64().unwrap()).await;

    let header = menu_ids(&app.data("/menus/header").await);
    assert!(!header.contains(&parent["id"].as_i64().unwrap()), "{header:?}");
    assert!(!header.contains(&child), "{header:?}");
    assert!(!header.is_empty());
}

/// The ids of a menu's items at every depth.
fn menu_ids(items: &Value) -> Vec<i64> {
    items
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|item| {
            let mut ids = vec![item["id"].as_i64().unwrap()];
            ids.extend(menu_ids(&item["children"]));
            ids
        })
        .collect()
}

#[tokio::test]
async fn a_draft_filter_value_leaves_the_programme_cards_and_the_filter() {
    let app = spawn_app().await;
    let languages = async |path: &str| ids(&app.data(path).await["language"]);
    let card = async || {
        let list = app.data("/school-programs").await;
        let finance = list
            .as_array()
            .unwrap()
            .iter()
            .find(|p| p["slug"] == "finance")
            .cloned();
        ids(&finance.expect("the demo's finance programme")["language"])
    };
    let before = card().await;
    assert!(before.len() >= 3, "{before:?}");
    assert_eq!(languages("/school-programs/finance").await, before);
    let filter = ids(&app.data("/school-programs-filters/language").await);
    let in_filter_order: Vec<i64> = filter.iter().copied().filter(|id| before.contains(id)).collect();
    assert_eq!(before, in_filter_order, "a card's values are in the values' order");
    let drafted = before[1];

    app.unpublish("program_filter_values", drafted).await;

    let after: Vec<i64> = before.iter().copied().filter(|&id| id != drafted).collect();
    assert_eq!(card().await, after);
    assert_eq!(languages("/school-programs/finance").await, after);
    assert!(!ids(&app.data("/school-programs-filters/language").await).contains(&drafted));
}
