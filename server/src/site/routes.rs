//! The site's pages as the server knows them: which path is which page, in which language, and
//! the title, description and image its head carries. The same data the web app shows.

use crate::content::pages::{SHORT_NAMED, page_path, short_name, short_named_at, short_named_path};
use crate::lang::{Lang, Tr};
use crate::store::reads::{HeadRow, Record};
use crate::store::{Store, Visibility};

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

/// Where a short-named page's bare slug (`/history`, what an editor may link or preview) lives
/// under the site's short name (`/history-dbu`); `None` for any other path, or when the short name
/// leaves the page at its bare slug.
pub async fn short_named_move(store: &Store, path: &str) -> anyhow::Result<Option<String>> {
    let slug = path.trim_matches('/');
    if !SHORT_NAMED.contains(&slug) {
        return Ok(None);
    }
    let to = short_named_path(slug, &short_name(store).await?);
    Ok((to != format!("/{slug}")).then_some(to))
}

/// A project activity's project, in its page's query (`/project-activity/{slug}?p=12`).
const PROJECT_PARAM: &str = "p";

/// The query parameters a page's head reads.
pub const HEAD_PARAMS: [&str; 1] = [PROJECT_PARAM];

/// The head of the page at `path` (without the language prefix), or `None` when no page is there.
pub async fn head(
    store: &Store,
    visibility: Visibility,
    path: &str,
    query: Option<&str>,
) -> anyhow::Result<Option<PageHead>> {
    let segments: Vec<&str> = path.trim_matches('/').split('/').filter(|s| !s.is_empty()).collect();
    let row = match segments.as_slice() {
        [] => store.page_head(visibility, "static", "main").await?,
        ["404"] => None,
        ["devSitemap"] => {
            return Ok(Some(PageHead {
                title: Tr {
                    kz: "Сайт картасы".into(),
                    ru: "Карта сайта".into(),
                    en: "Site map".into(),
                },
                description: Tr::default(),
                image: None,
            }));
        }
        ["hr-department", ..] => store.page_head(visibility, "static", "hr-department").await?,
        // A short-named page is at its path under the site's short name (/history-dbu); its bare
        // slug (/history) is no page of its own: the server and the app move the visitor there.
        [slug] if SHORT_NAMED.iter().any(|page| slug.starts_with(page)) => {
            let short = short_name(store).await?;
            match short_named_at(path.trim_end_matches('/'), &short) {
                Some(page) => store.page_head(visibility, "static", page).await?,
                None if SHORT_NAMED.contains(slug) => None,
                None => store.page_head(visibility, "static", slug).await?,
            }
        }
        [slug] => store.page_head(visibility, "static", slug).await?,
        [family, slug] if PAGE_FAMILIES.contains(family) => store.page_head(visibility, family, slug).await?,
        ["news", slug] => store.record_head(visibility, Record::News, slug).await?,
        ["school-program", slug] => store.record_head(visibility, Record::Program, slug).await?,
        ["grant", slug] => store.record_head(visibility, Record::Grant, slug).await?,
        ["project", slug] => store.record_head(visibility, Record::Project, slug).await?,
        ["science-grant", slug] => store.record_head(visibility, Record::ScienceGrant, slug).await?,
        ["sdg", slug] => store.record_head(visibility, Record::Sdg, slug).await?,
        ["dual-program", slug] => store.record_head(visibility, Record::DualProgram, slug).await?,
        ["project-activity", slug] => {
            let project = query
                .and_then(|q| {
                    form_urlencoded::parse(q.as_bytes())
                        .find(|(k, _)| k == PROJECT_PARAM)
                        .map(|(_, v)| v.into_owned())
                })
                .unwrap_or_default();
            store.activity_head(visibility, slug, &project).await?
        }
        ["dissertation-committee", "announcements", id] => {
            store.record_head(visibility, Record::Announcement, id).await?
        }
        _ => None,
    };
    Ok(row.map(PageHead::from))
}

impl From<HeadRow> for PageHead {
    fn from(row: HeadRow) -> Self {
        PageHead {
            title: row.title,
            description: row.description,
            image: row.image,
        }
    }
}

/// The records with a page of their own, and where those pages are.
const RECORD_PAGES: [(Record, &str); 7] = [
    (Record::Program, "/school-program/"),
    (Record::Grant, "/grant/"),
    (Record::Project, "/project/"),
    (Record::ScienceGrant, "/science-grant/"),
    (Record::Sdg, "/sdg/"),
    (Record::DualProgram, "/dual-program/"),
    (Record::Announcement, "/dissertation-committee/announcements/"),
];

/// Every public page's path (without the language prefix) and its last change (`YYYY-MM-DD`):
/// what the public sees, whoever asks.
pub async fn all_pages(store: &Store) -> anyhow::Result<Vec<(String, Option<String>)>> {
    let mut pages = Vec::new();
    let short = short_name(store).await?;
    for (kind, slug) in store.page_slugs(Visibility::Public).await? {
        if let Some(path) = page_path(&kind, &slug, &short) {
            pages.push((path, None));
        }
    }
    let news = store.news_dates(Visibility::Public).await?;
    pages.extend(
        news.into_iter()
            .map(|(slug, at)| (format!("/news/{slug}"), Some(at[..10].to_owned()))),
    );
    for (record, prefix) in RECORD_PAGES {
        let names = store.record_names(Visibility::Public, record).await?;
        pages.extend(names.into_iter().map(|name| (format!("{prefix}{name}"), None)));
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
