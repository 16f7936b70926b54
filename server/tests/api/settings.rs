use crate::helpers::{assert_translated, spawn_app, texts_in_each_language};

#[tokio::test]
async fn general_settings_are_translated_and_kazakh_by_default() {
    let app = spawn_app().await;
    let names = texts_in_each_language(&app, "/settings/general", "/name").await;
    assert_translated(&names);
    let default = app.data("/settings/general").await;
    assert_eq!(default["name"], names[0].as_str());
    let unknown = app.data("/settings/general?lang=de").await;
    assert_eq!(
        unknown["name"],
        names[0].as_str(),
        "an unknown language falls back to Kazakh"
    );
    assert_eq!(default["short_name"], "DBU");
    assert!(default["logo"].as_str().unwrap().starts_with("/assets/media/"));
    assert!(default["footer_logo"]["value"].is_string());
    assert!(default["elements"]["value"].as_array().unwrap().len() >= 3);
    assert!(
        default["socials"]
            .as_array()
            .unwrap()
            .iter()
            .all(|s| s["url"].as_str().unwrap().starts_with("https://"))
    );
}

#[tokio::test]
async fn contacts_name_the_offices_in_each_language() {
    let app = spawn_app().await;
    assert_translated(&texts_in_each_language(&app, "/settings/contacts", "/groups/0/title").await);
    let contacts = app.data("/settings/contacts").await;
    assert!(contacts["email"].as_str().unwrap().contains('@'));
    assert!(contacts["map"]["lat"].is_number());
}

#[tokio::test]
async fn menus_are_translated_trees_of_site_paths() {
    let app = spawn_app().await;
    for menu in ["header", "footer"] {
        let path = format!("/menus/{menu}");
        assert_translated(&texts_in_each_language(&app, &path, "/0/title").await);
        assert_translated(&texts_in_each_language(&app, &path, "/0/children/0/title").await);
        let items = app.data(&path).await;
        let items = items.as_array().unwrap();
        assert!(items.len() >= 4, "{menu} has {} groups", items.len());
        for group in items {
            for child in group["children"].as_array().unwrap() {
                assert!(child["url"].as_str().unwrap().starts_with('/'), "{child}");
            }
        }
    }
    let header = app.data("/menus/header?lang=en").await.to_string();
    for path in [
        "/news",
        "/news-catalog",
        "/school/business-school",
        "/education/bachelor",
        "/library",
    ] {
        assert!(header.contains(&format!("\"{path}\"")), "the header menu links {path}");
    }
}
