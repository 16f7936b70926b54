//! Pages as a crawler sees them (no JavaScript): heads rendered on the server, 404 for what is
//! no page, the sitemap and robots.txt.

use reqwest::StatusCode;

use crate::helpers::{TestApp, spawn_app};

struct Head {
    status: StatusCode,
    html: String,
}

impl Head {
    fn between(&self, start: &str, end: &str) -> String {
        let from = self
            .html
            .find(start)
            .unwrap_or_else(|| panic!("no {start} in {}", self.html))
            + start.len();
        let to = self.html[from..].find(end).unwrap() + from;
        self.html[from..to].to_owned()
    }

    fn title(&self) -> String {
        self.between("<title>", "</title>")
    }

    fn meta(&self, attr: &str) -> String {
        self.between(&format!(r#"{attr}" content=""#), "\"")
    }

    fn link(&self, rel: &str) -> String {
        self.between(&format!(r#"{rel}" href=""#), "\"")
    }
}

async fn crawl(app: &TestApp, path: &str) -> Head {
    let response = app.get(path).await;
    Head {
        status: response.status(),
        html: response.text().await.unwrap(),
    }
}

#[tokio::test]
async fn pages_carry_their_title_description_canonical_and_alternates() {
    let app = spawn_app().await;
    let origin = &app.base;
    let main = app.data("/pages/main?lang=ru").await;
    let home = crawl(&app, "/ru").await;
    assert_eq!(home.status, StatusCode::OK);
    assert!(home.html.contains(r#"<html lang="ru">"#));
    assert_eq!(
        home.title(),
        main["seo"]["title"].as_str().unwrap().replace('"', "&quot;")
    );
    assert_eq!(
        home.meta(r#"name="description"#),
        main["seo"]["description"].as_str().unwrap().replace('"', "&quot;")
    );
    assert_eq!(home.link(r#"rel="canonical"#), format!("{origin}/ru"));
    assert_eq!(home.link(r#"hreflang="kk"#), format!("{origin}/"));
    assert_eq!(home.link(r#"hreflang="en"#), format!("{origin}/en"));
    assert_eq!(home.link(r#"hreflang="x-default"#), format!("{origin}/"));

    let news = app.data("/latest-news?limit=1&lang=en").await[0].clone();
    let item = crawl(&app, &format!("/en/news/{}", news["slug"].as_str().unwrap())).await;
    assert_eq!(item.status, StatusCode::OK);
    assert!(item.html.contains(r#"<html lang="en">"#));
    assert_eq!(item.title(), news["title"].as_str().unwrap().replace('"', "&quot;"));
    assert_eq!(item.meta(r#"property="og:title"#), item.title());
    assert!(
        item.meta(r#"property="og:image"#)
            .starts_with(&format!("{origin}/assets/media/"))
    );
    assert!(!item.meta(r#"name="description"#).is_empty());

    let school = crawl(&app, "/school/business-school").await;
    assert_eq!(school.status, StatusCode::OK);
    assert!(school.html.contains(r#"<html lang="kk">"#));
    let blocks_page = app.data("/pages/business-school").await;
    assert_eq!(
        school.title(),
        blocks_page["seo"]["title"].as_str().unwrap().replace('"', "&quot;")
    );

    for path in [
        "/en/library",
        "/education/master",
        "/ru/science/research",
        "/history-dbu",
        "/en/sdg/gender-equality",
        "/school-program/accounting-and-audit",
        "/ru/news-catalog",
        "/hr-department/vacancies",
        "/search?query=x",
    ] {
        let page = crawl(&app, path).await;
        assert_eq!(page.status, StatusCode::OK, "{path}");
        assert!(!page.title().is_empty() && !page.html.contains("noindex"), "{path}");
    }
}

#[tokio::test]
async fn what_is_no_page_answers_404_with_the_apps_not_found_page() {
    let app = spawn_app().await;
    for path in [
        "/no-such-page",
        "/news/no-such-news",
        "/en/school/no-such-school",
        "/science/no-such-science",
        "/school-program/nope",
        "/ru/a/b/c/d",
        "/404",
    ] {
        let page = crawl(&app, path).await;
        assert_eq!(page.status, StatusCode::NOT_FOUND, "{path}");
        assert!(
            page.html.contains(r#"<div id="root">"#),
            "{path}: the app shows its not-found page"
        );
        assert!(
            page.html.contains(r#"<meta name="robots" content="noindex" />"#),
            "{path}"
        );
    }
    assert_eq!(crawl(&app, "/en/no-such-page").await.title(), "Page not found");
}

#[tokio::test]
async fn the_sitemap_lists_every_page_in_three_languages_and_each_answers() {
    let app = spawn_app().await;
    let response = app.get("/sitemap.xml").await;
    assert_eq!(response.status(), StatusCode::OK);
    assert!(
        response.headers()["content-type"]
            .to_str()
            .unwrap()
            .starts_with("application/xml")
    );
    let xml = response.text().await.unwrap();
    let doc = roxmltree::Document::parse(&xml).expect("the sitemap is XML");
    let urls: Vec<_> = doc.descendants().filter(|n| n.has_tag_name("url")).collect();
    let news = app.data("/news").await["meta"]["total"].as_u64().unwrap() as usize;
    assert!(urls.len() >= 3 * (news + 60), "{} urls", urls.len());
    for url in &urls {
        let loc = url.children().find(|n| n.has_tag_name("loc")).unwrap().text().unwrap();
        assert!(
            url.children().any(|n| n.has_tag_name("lastmod")),
            "{loc} has a last change"
        );
        let alternates = url.children().filter(|n| n.has_tag_name("link")).count();
        assert_eq!(alternates, 4, "{loc}: kk, ru, en and x-default");
        let path = loc.strip_prefix(&app.base).unwrap();
        let status = app.get(path).await.status();
        assert_eq!(status, StatusCode::OK, "{loc}");
    }
    let robots = app.get("/robots.txt").await.text().await.unwrap();
    assert!(
        robots.contains(&format!("Sitemap: {}/sitemap.xml", app.base)),
        "{robots}"
    );
    assert!(robots.contains("Disallow: /api/"));
}
