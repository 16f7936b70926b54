use serde_json::{Value, json};

use crate::helpers::{assert_translated, spawn_app, texts_in_each_language};

fn slugs(list: &Value) -> Vec<String> {
    list.as_array()
        .unwrap()
        .iter()
        .map(|n| n["slug"].as_str().unwrap().to_owned())
        .collect()
}

fn dates(list: &Value) -> Vec<String> {
    list.as_array()
        .unwrap()
        .iter()
        .map(|n| n["published_at"].as_str().unwrap().to_owned())
        .collect()
}

fn is_newest_first(dates: &[String]) -> bool {
    dates.windows(2).all(|w| w[0] >= w[1])
}

#[tokio::test]
async fn latest_news_are_the_five_newest_unless_a_limit_is_given() {
    let app = spawn_app().await;
    let five = app.data("/latest-news").await;
    assert_eq!(five.as_array().unwrap().len(), 5);
    assert!(is_newest_first(&dates(&five)));
    let four = app.data("/latest-news?limit=4").await;
    assert_eq!(slugs(&four), slugs(&five)[..4].to_vec());
    let newest_of_all = app.data("/news?limit=1").await;
    assert_eq!(newest_of_all["data"][0]["slug"], five[0]["slug"]);
    assert_translated(&texts_in_each_language(&app, "/latest-news", "/0/title").await);
}

#[tokio::test]
async fn the_news_list_is_paginated_by_twenty_newest_first() {
    let app = spawn_app().await;
    let first = app.data("/news").await;
    let meta = &first["meta"];
    let total = meta["total"].as_u64().unwrap();
    assert!(total >= 60, "at least 60 demo news, got {total}");
    assert_eq!(meta["per_page"], 20);
    assert_eq!(meta["current_page"], 1);
    assert_eq!(meta["last_page"].as_u64().unwrap(), total.div_ceil(20));
    assert_eq!(first["data"].as_array().unwrap().len(), 20);
    assert!(is_newest_first(&dates(&first["data"])));

    let last_page = meta["last_page"].as_u64().unwrap();
    let last = app.data(&format!("/news?page={last_page}")).await;
    assert_eq!(
        last["data"].as_array().unwrap().len() as u64,
        total - (last_page - 1) * 20
    );
    let second = app.data("/news?page=2").await;
    assert!(dates(&first["data"]).last().unwrap() >= dates(&second["data"]).first().unwrap());
    assert!(
        slugs(&second["data"])
            .iter()
            .all(|s| !slugs(&first["data"]).contains(s)),
        "pages do not overlap"
    );

    let beyond = app.data(&format!("/news?page={}", last_page + 1)).await;
    assert!(
        beyond["data"].as_array().unwrap().is_empty(),
        "a page past the end is empty"
    );
    assert_eq!(beyond["meta"]["last_page"].as_u64(), Some(last_page));
}

#[tokio::test]
async fn the_news_list_filters_by_school_year_and_month() {
    let app = spawn_app().await;
    let school = app.data("/news?school=67&limit=100").await;
    assert!(!school["data"].as_array().unwrap().is_empty());
    assert!(
        school["data"]
            .as_array()
            .unwrap()
            .iter()
            .all(|n| n["school"]["id"] == 67)
    );

    let year = app.data("/news?year=2025&limit=100").await;
    assert!(year["meta"]["total"].as_u64().unwrap() >= 10);
    assert!(dates(&year["data"]).iter().all(|d| d.starts_with("2025-")));

    let month = app.data("/news?year=2025&month=3&limit=100").await;
    assert!(dates(&month["data"]).iter().all(|d| d.starts_with("2025-03-")));
    let any_year_march = app.data("/news?month=3&limit=100").await;
    assert!(dates(&any_year_march["data"]).iter().all(|d| &d[5..7] == "03"));
    assert!(any_year_march["meta"]["total"].as_u64() > month["meta"]["total"].as_u64());

    let combined = app.data("/news?school=67&year=2026&limit=100").await;
    assert!(
        combined["data"]
            .as_array()
            .unwrap()
            .iter()
            .all(|n| n["school"]["id"] == 67 && n["published_at"].as_str().unwrap().starts_with("2026-"))
    );

    let none = app.data("/news?school=12345").await;
    assert_eq!(none["meta"]["total"], 0);
    assert_eq!(none["meta"]["last_page"], 1);
}

#[tokio::test]
async fn search_finds_words_case_insensitively_in_any_language() {
    let app = spawn_app().await;
    let newest = app.data("/latest-news?limit=1&lang=ru").await;
    let title = newest[0]["title"].as_str().unwrap();
    // The longest word of the Russian title, upper-cased, still finds the item.
    let word = title
        .split(|c: char| !c.is_alphanumeric())
        .max_by_key(|w| w.chars().count())
        .unwrap();
    let query = word.to_uppercase();
    let encoded: String = form_urlencoded::byte_serialize(query.as_bytes()).collect();
    let found = app.data(&format!("/news?search={encoded}&lang=ru&limit=100")).await;
    assert!(
        slugs(&found["data"]).contains(&newest[0]["slug"].as_str().unwrap().to_owned()),
        "{query}"
    );

    let nothing = app.data("/news?search=zzqxjv").await;
    assert_eq!(nothing["meta"]["total"], 0);
    let wildcard = app.data("/news?search=a%25e").await;
    assert_eq!(wildcard["meta"]["total"], 0, "% is a literal character, not a wildcard");
}

#[tokio::test]
async fn a_single_news_item_has_its_text_and_blocks() {
    let app = spawn_app().await;
    let card = &app.data("/latest-news?limit=1").await[0];
    let slug = card["slug"].as_str().unwrap();
    let item = app.data(&format!("/news/{slug}?lang=en")).await;
    assert_eq!(item["slug"], slug);
    assert!(item["body"].as_str().unwrap().contains("<p>"));
    assert_eq!(item["seo"]["title"], item["title"]);
    assert_translated(&texts_in_each_language(&app, &format!("/news/{slug}"), "/body").await);

    // Some demo news carry blocks (galleries, quotes); every item answers an object.
    let mut with_blocks = 0;
    for n in app.data("/news?limit=100").await["data"].as_array().unwrap() {
        let blocks = app.data(&format!("/news/blocks/{}", n["id"])).await;
        let blocks = blocks.as_object().unwrap();
        if !blocks.is_empty() {
            with_blocks += 1;
            assert!(blocks.keys().all(|k| k.starts_with("news-block")), "{blocks:?}");
        }
    }
    assert!(with_blocks >= 3, "{with_blocks} news have blocks");
}

#[tokio::test]
async fn unknown_news_and_filters_are_json_404s() {
    let app = spawn_app().await;
    app.assert_not_found("/news/no-such-news").await;
    app.assert_not_found("/news/blocks/999999").await;
    app.assert_not_found("/news/blocks/abc").await;
    app.assert_not_found("/news-filters/colour").await;
}

#[tokio::test]
async fn missing_translations_fall_back_to_kazakh() {
    let app = spawn_app().await;
    let news = json!({
        "slug": "only-kazakh", "school": 66, "published_at": "2020-01-01T10:00:00", "image": null,
        "title": {"kz": "Тек қазақша", "ru": "Только по-русски"},
        "excerpt": {"kz": "Қысқаша"}, "body": {"kz": "<p>Мәтін</p>", "en": ""},
    });
    app.load("news", &[news]).await;
    let en = app.data("/news/only-kazakh?lang=en").await;
    assert_eq!(en["title"], "Тек қазақша");
    assert_eq!(en["body"], "<p>Мәтін</p>");
    let ru = app.data("/news/only-kazakh?lang=ru").await;
    assert_eq!(ru["title"], "Только по-русски");
    assert_eq!(ru["excerpt"], "Қысқаша", "each field falls back on its own");
}

#[tokio::test]
async fn catalogue_filters_offer_schools_years_and_named_months() {
    let app = spawn_app().await;
    let schools = app.data("/news-filters/school?lang=en").await;
    assert_eq!(schools.as_array().unwrap().len(), 5);
    assert!(
        schools[0]["label"].as_str().unwrap().contains("School")
            || schools[0]["label"].as_str().unwrap().contains("school")
    );
    let years = app.data("/news-filters/year").await;
    let years: Vec<i64> = years
        .as_array()
        .unwrap()
        .iter()
        .map(|y| y["value"].as_i64().unwrap())
        .collect();
    assert!(years.len() >= 3 && years.windows(2).all(|w| w[0] > w[1]), "{years:?}");
    let months = texts_in_each_language(&app, "/news-filters/month?year=2025", "/0/label").await;
    assert_eq!(months, ["Қаңтар", "Январь", "January"]);
    let this_year = app.data(&format!("/news-filters/month?year={}", years[0])).await;
    assert!(this_year.as_array().unwrap().len() <= 12);
}

#[tokio::test]
async fn malformed_parameters_answer_422_naming_the_parameter() {
    let app = spawn_app().await;
    for (query, field) in [
        ("/news?page=abc", "page"),
        ("/news?page=0", "page"),
        ("/news?page=-1", "page"),
        ("/news?limit=-5", "limit"),
        ("/news?limit=0", "limit"),
        ("/news?limit=1000", "limit"),
        ("/news?school=abc", "school"),
        ("/news?year=abc", "year"),
        ("/news?year=0", "year"),
        ("/news?month=13", "month"),
        ("/news?month=0", "month"),
        ("/latest-news?limit=abc", "limit"),
        ("/latest-news?limit=-5", "limit"),
        ("/news-filters/month?year=x", "year"),
    ] {
        assert_eq!(app.bad_fields(query).await, vec![field.to_owned()], "{query}");
    }
}

#[tokio::test]
async fn a_gallery_picture_is_described_as_the_media_library_describes_it() {
    let app = spawn_app().await;
    let store = app.store();
    let owners = store.stored_values("blocks", "owner_type").await.unwrap();
    let owner_ids = store.stored_values("blocks", "owner_id").await.unwrap();
    let images = store.stored_values("blocks", "images").await.unwrap();
    let (news, picture) = owners
        .iter()
        .zip(owner_ids)
        .zip(images)
        .find_map(|(((_, owner), (_, news)), (_, images))| {
            let images: Vec<String> = serde_json::from_str(images.as_deref()?).ok()?;
            let picture = images.get(1)?.clone();
            (owner.as_deref() == Some("news")).then(|| (news.unwrap(), picture))
        })
        .expect("a news item with a gallery");
    let gallery = |blocks: &Value| {
        blocks
            .as_object()
            .unwrap()
            .values()
            .map(|list| &list[0])
            .find(|block| block["images"][1] == picture.as_str())
            .cloned()
            .unwrap()
    };
    let before = gallery(&app.data(&format!("/news/blocks/{news}")).await);
    assert_eq!(before["image_alts"][1], "", "no description yet: {before}");

    let picture_media = bilim::store::media::NewMedia {
        kind: "image",
        url: &picture,
        variants: &json!([]),
        width: Some(1600),
        height: Some(900),
        size: 1000,
        alt: &json!({"kz": "Студенттер кітапханада", "ru": "Студенты в библиотеке", "en": ""}),
        original_name: "gallery.jpg",
    };
    store
        .add_media(&picture_media, &crate::helpers::test_editor())
        .await
        .unwrap();
    app.content_written().await;
    for (lang, alt) in [("ru", "Студенты в библиотеке"), ("en", "Студенттер кітапханада")]
    {
        let block = gallery(&app.data(&format!("/news/blocks/{news}?lang={lang}")).await);
        assert_eq!(block["image_alts"][1], alt, "{lang}");
        assert_eq!(
            block["image_alts"].as_array().unwrap().len(),
            block["images"].as_array().unwrap().len()
        );
    }
}
