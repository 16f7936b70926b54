//! The cards of the programme and news lists, stored in each language by the write that changes them
//! (`store/cards.rs`): the same list the rows make, and never behind an editor's change.

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::admin::{json_of, staff};
use crate::helpers::{TestApp, spawn_app, spawn_app_on};

/// The lists with stored cards a visitor can ask for, in each language.
async fn lists(app: &TestApp) -> Vec<(String, Value)> {
    let school = app.data("/school-programs").await[0]["school"].as_i64().unwrap();
    let language = app.data("/school-programs-filters/language").await[0]["id"]
        .as_i64()
        .unwrap();
    let news_school = app.data("/news-filters/school").await[0]["value"].as_i64().unwrap();
    let mut lists = Vec::new();
    for query in [
        "/school-programs?".to_owned(),
        "/school-programs?education=bachelor&".to_owned(),
        format!("/school-programs?school={school}&"),
        format!("/school-programs?education=master&language={language}&"),
        "/news?".to_owned(),
        "/news?page=2&limit=7&".to_owned(),
        format!("/news?school={news_school}&"),
        "/news?year=2024&month=9&".to_owned(),
        "/news?search=dbu&".to_owned(),
        "/latest-news?limit=7&".to_owned(),
    ] {
        for lang in ["kz", "ru", "en"] {
            let path = format!("{query}lang={lang}");
            let list = app.data(&path).await;
            lists.push((path, list));
        }
    }
    lists
}

#[tokio::test]
async fn the_stored_cards_are_the_cards_the_rows_make_in_each_language() {
    let app = spawn_app().await;
    let stored = lists(&app).await;
    for (path, list) in &stored {
        let items = list.get("data").unwrap_or(list);
        assert!(!items.as_array().unwrap().is_empty(), "{path}: {list}");
    }
    assert_ne!(stored[0].1, stored[1].1, "the Kazakh and Russian lists differ");

    // Without their cards (content written around the store), lists are answered from the rows.
    app.store().drop_cards().await.unwrap();
    app.answers.clear();
    for ((path, from_cards), (_, from_rows)) in stored.iter().zip(lists(&app).await) {
        assert_eq!(*from_cards, from_rows, "{path}");
    }
}

#[tokio::test]
async fn a_server_starting_on_a_database_without_cards_makes_them() {
    let mut app = spawn_app().await;
    app.store().drop_cards().await.unwrap();
    assert_ne!(app.store().cards_missing().await.unwrap(), 0);
    app.stop().await;
    let again = spawn_app_on(app.storage()).await;
    assert_eq!(again.store().cards_missing().await.unwrap(), 0);
    assert_eq!(
        card(&again, "ru", "finance").await["title"],
        finance_in(&again, "ru").await
    );
}

/// The card of the programme `slug` in the list in `lang`.
async fn card(app: &TestApp, lang: &str, slug: &str) -> Value {
    let list = app.data(&format!("/school-programs?lang={lang}")).await;
    let card = list.as_array().unwrap().iter().find(|card| card["slug"] == slug);
    card.cloned().unwrap_or_else(|| panic!("no {slug} in {list}"))
}

/// The news item `slug` in the first page of the list in `lang`.
async fn news_card(app: &TestApp, lang: &str, slug: &str) -> Value {
    let list = app.data(&format!("/news?lang={lang}&limit=100")).await;
    let card = list["data"]
        .as_array()
        .unwrap()
        .iter()
        .find(|card| card["slug"] == slug);
    card.cloned().unwrap_or_else(|| panic!("no {slug} in {list}"))
}

#[tokio::test]
async fn an_editors_change_shows_on_the_cards_at_once() {
    let app = spawn_app().await;
    let editor = staff(&app, "editor@dbu.edu.kz", bilim::staff::Role::Editor).await;
    let edit = async |path: &str, change: &dyn Fn(&mut Value)| {
        let (status, mut item) = json_of(editor.get(&app, path)).await;
        assert_eq!(status, StatusCode::OK, "{path}: {item}");
        change(&mut item["data"]);
        let (status, saved) = json_of(editor.put(&app, path, item["data"].clone())).await;
        assert_eq!(status, StatusCode::OK, "{path}: {saved}");
    };
    let post = async |path: &str| {
        let (status, answer) = json_of(editor.post(&app, path, Value::Null)).await;
        assert_eq!(status, StatusCode::OK, "{path}: {answer}");
    };

    let finance = card(&app, "en", "finance").await;
    let id = finance["id"].as_i64().unwrap();
    let value = finance["language"][0]["id"].as_i64().unwrap();
    edit(&format!("/programs/{id}"), &|item| {
        item["title"]["en"] = json!("Finance and Banking")
    })
    .await;
    assert_eq!(card(&app, "en", "finance").await["title"], "Finance and Banking");
    assert_eq!(card(&app, "kz", "finance").await["title"], finance_in(&app, "kz").await);
    edit(&format!("/program-filters/{value}"), &|item| {
        item["title"]["ru"] = json!("Обучение на казахском");
    })
    .await;
    assert_eq!(
        card(&app, "ru", "finance").await["language"][0]["title"],
        "Обучение на казахском"
    );
    post(&format!("/program-filters/{value}/unpublish")).await;
    for lang in ["kz", "ru", "en"] {
        let values = card(&app, lang, "finance").await["language"].clone();
        assert!(
            values.as_array().unwrap().iter().all(|v| v["id"] != value),
            "{lang}: {values}"
        );
    }

    let news = app.data("/latest-news?limit=1").await[0].clone();
    let (id, slug) = (news["id"].as_i64().unwrap(), news["slug"].as_str().unwrap());
    let school = news["school"]["id"].as_i64().expect("the newest news has a school");
    edit(&format!("/news/{id}"), &|item| {
        item["title"]["ru"] = json!("Новость дня")
    })
    .await;
    assert_eq!(news_card(&app, "ru", slug).await["title"], "Новость дня");
    assert_eq!(
        app.data("/latest-news?limit=1&lang=ru").await[0]["title"],
        "Новость дня"
    );
    edit(&format!("/schools/{school}"), &|item| {
        item["title"]["en"] = json!("The Renamed School")
    })
    .await;
    assert_eq!(
        news_card(&app, "en", slug).await["school"]["title"],
        "The Renamed School"
    );
    post(&format!("/schools/{school}/unpublish")).await;
    assert_eq!(news_card(&app, "en", slug).await["school"], Value::Null);
    post(&format!("/news/{id}/unpublish")).await;
    let list = app.data("/news?limit=100").await;
    assert!(
        list["data"].as_array().unwrap().iter().all(|card| card["id"] != id),
        "{list}"
    );
}

/// The title of the finance programme in `lang`, as its own page answers it.
async fn finance_in(app: &TestApp, lang: &str) -> Value {
    app.data(&format!("/school-programs/finance?lang={lang}")).await["title"].clone()
}
