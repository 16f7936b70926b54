//! The site's pages as the server knows them: which path is which page, in which language, and
//! the title, description and image its head carries. The same data the web app shows.

use crate::db::Db;
use crate::lang::{Lang, Tr};

/// What the head of a page says.
pub struct PageHead {
    pub title: Tr,
    pub description: Tr,
    pub image: Option<String>,
}

/// A site path split into its language and the path without the prefix (`/` for the home page).
pub fn split_lang(path: &str) -> (Lang, String) {
    for (prefix, lang) in [("/ru", Lang::Ru), ("/en", Lang::En)] {
        if path == prefix {
            return (lang, "/".to_owned());
        }
        if let Some(rest) = path.strip_prefix(prefix)
            && rest.starts_with('/')
        {
            return (lang, rest.to_owned());
        }
    }
    (
        Lang::Kz,
        if path.is_empty() {
            "/".to_owned()
        } else {
            path.to_owned()
        },
    )
}

/// The path in a language: Kazakh unprefixed, Russian under /ru, English under /en.
pub fn localized(lang: Lang, path: &str) -> String {
    match (lang, path) {
        (Lang::Kz, _) => path.to_owned(),
        (_, "/") => format!("/{}", lang.code()),
        _ => format!("/{}{path}", lang.code()),
    }
}

/// Page types shown at `/{type}/{slug}` from the pages table.
const PAGE_FAMILIES: [&str; 7] = [
    "school",
    "education",
    "student-life",
    "science",
    "business-advice",
    "center",
    "publication",
];

/// The head of the page at `path` (without the language prefix), or `None` when no page is there.
pub async fn head(db: &Db, path: &str, query: Option<&str>) -> anyhow::Result<Option<PageHead>> {
    let segments: Vec<&str> = path.trim_matches('/').split('/').filter(|s| !s.is_empty()).collect();
    let page = |kind: &'static str, slug: String| async move { page_head(db, kind, &slug).await };
    Ok(match segments.as_slice() {
        [] => page("static", "main".to_owned()).await?,
        ["404"] => None,
        ["devSitemap"] => Some(PageHead {
            title: Tr {
                kz: "Сайт картасы".into(),
                ru: "Карта сайта".into(),
                en: "Site map".into(),
            },
            description: Tr::default(),
            image: None,
        }),
        ["hr-department", ..] => page("static", "hr-department".to_owned()).await?,
        [slug] => page("static", (*slug).to_owned()).await?,
        [family, slug] if PAGE_FAMILIES.contains(family) => page(family_of(family), (*slug).to_owned()).await?,
        ["news", slug] => record(db, "SELECT title, excerpt, image FROM news WHERE slug = ?", slug).await?,
        ["school-program", slug] => {
            record(db, r#"SELECT title, "desc", image FROM programs WHERE slug = ?"#, slug).await?
        }
        ["grant", slug] => record(db, r#"SELECT title, "desc", image FROM grants WHERE slug = ?"#, slug).await?,
        ["project", slug] => {
            record(
                db,
                r#"SELECT title, "desc", image FROM projects WHERE slug = ?"#,
                &slug.to_lowercase(),
            )
            .await?
        }
        ["science-grant", slug] => {
            record(
                db,
                r#"SELECT title, "desc", image FROM science_grants WHERE slug = ?"#,
                slug,
            )
            .await?
        }
        ["sdg", slug] => record(db, r#"SELECT title, "desc", NULL FROM sdgs WHERE slug = ?"#, slug).await?,
        ["dual-program", slug] => {
            record(
                db,
                r#"SELECT title, "desc", image FROM dual_programs WHERE slug = ?"#,
                slug,
            )
            .await?
        }
        ["project-activity", slug] => {
            let project = query
                .and_then(|q| {
                    form_urlencoded::parse(q.as_bytes())
                        .find(|(k, _)| k == "p")
                        .map(|(_, v)| v.into_owned())
                })
                .unwrap_or_default();
            let row: Option<(Tr, Tr, Option<String>)> = sqlx::query_as(
                r#"SELECT a.title, a."desc", a.image FROM project_activities a JOIN projects p ON p.id = a.project
                   WHERE a.slug = ? AND (? = '' OR CAST(p.id AS TEXT) = ? OR p.slug = lower(?))"#,
            )
            .bind(slug)
            .bind(&project)
            .bind(&project)
            .bind(&project)
            .fetch_optional(db)
            .await?;
            row.map(|(title, description, image)| PageHead {
                title,
                description,
                image,
            })
        }
        ["dissertation-committee", "announcements", id] => {
            let row: Option<(Tr, Tr)> =
                sqlx::query_as("SELECT title, specialty FROM announcements WHERE CAST(id AS TEXT) = ?")
                    .bind(id)
                    .fetch_optional(db)
                    .await?;
            row.map(|(title, description)| PageHead {
                title,
                description,
                image: None,
            })
        }
        _ => None,
    })
}

/// The pages table's type for a path family.
fn family_of(family: &str) -> &'static str {
    PAGE_FAMILIES
        .iter()
        .find(|f| **f == family)
        .copied()
        .unwrap_or("static")
}

async fn page_head(db: &Db, kind: &str, slug: &str) -> anyhow::Result<Option<PageHead>> {
    let row: Option<(Tr, Tr, Option<String>, Option<String>)> =
        sqlx::query_as("SELECT seo_title, seo_description, image, banner FROM pages WHERE type = ? AND slug = ?")
            .bind(kind)
            .bind(slug)
            .fetch_optional(db)
            .await?;
    Ok(row.map(|(title, description, image, banner)| PageHead {
        title,
        description,
        image: image.or(banner),
    }))
}

/// A record's title, description and image, by the query's one bound slug.
async fn record(db: &Db, sql: &'static str, slug: &str) -> anyhow::Result<Option<PageHead>> {
    let row: Option<(Tr, Tr, Option<String>)> = sqlx::query_as(sql).bind(slug).fetch_optional(db).await?;
    Ok(row.map(|(title, description, image)| PageHead {
        title,
        description,
        image,
    }))
}

/// Every public page's path (without the language prefix) and its last change (`YYYY-MM-DD`).
pub async fn all_pages(db: &Db) -> anyhow::Result<Vec<(String, Option<String>)>> {
    let mut pages = Vec::new();
    let rows: Vec<(String, String)> = sqlx::query_as("SELECT type, slug FROM pages ORDER BY id")
        .fetch_all(db)
        .await?;
    for (kind, slug) in rows {
        if let Some(path) = crate::content::pages::page_path(&kind, &slug) {
            pages.push((path, None));
        }
    }
    let news: Vec<(String, String)> = sqlx::query_as("SELECT slug, published_at FROM news ORDER BY published_at DESC")
        .fetch_all(db)
        .await?;
    pages.extend(
        news.into_iter()
            .map(|(slug, at)| (format!("/news/{slug}"), Some(at[..10].to_owned()))),
    );
    for (prefix, sql) in [
        ("/school-program/", "SELECT slug FROM programs ORDER BY sort_order"),
        ("/grant/", "SELECT slug FROM grants ORDER BY sort_order"),
        ("/project/", "SELECT slug FROM projects ORDER BY sort_order"),
        ("/science-grant/", "SELECT slug FROM science_grants ORDER BY sort_order"),
        ("/sdg/", "SELECT slug FROM sdgs ORDER BY id"),
        ("/dual-program/", "SELECT slug FROM dual_programs ORDER BY sort_order"),
        (
            "/dissertation-committee/announcements/",
            "SELECT CAST(id AS TEXT) FROM announcements ORDER BY id",
        ),
    ] {
        let slugs: Vec<(String,)> = sqlx::query_as(sql).fetch_all(db).await?;
        pages.extend(slugs.into_iter().map(|(slug,)| (format!("{prefix}{slug}"), None)));
    }
    Ok(pages)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_split_into_language_and_page() {
        assert_eq!(split_lang("/"), (Lang::Kz, "/".to_owned()));
        assert_eq!(split_lang("/ru"), (Lang::Ru, "/".to_owned()));
        assert_eq!(split_lang("/en/news/x"), (Lang::En, "/news/x".to_owned()));
        assert_eq!(split_lang("/russia"), (Lang::Kz, "/russia".to_owned()));
        assert_eq!(localized(Lang::Ru, "/"), "/ru");
        assert_eq!(localized(Lang::En, "/news"), "/en/news");
        assert_eq!(localized(Lang::Kz, "/news"), "/news");
    }
}
