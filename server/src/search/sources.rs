//! What the search index holds, read through the store: one document per published page, news
//! item, programme, employee, grant, project and document, in all three languages.

use crate::content::blocks::Owner;
use crate::content::pages::page_path;
use crate::content::plain_text;
use crate::lang::Tr;
use crate::store::Store;

use super::SearchDoc;

/// Joins texts of every language into one text per language.
fn join<'a>(parts: impl IntoIterator<Item = &'a Tr>) -> Tr {
    let mut out = Tr::default();
    for part in parts {
        for (text, lang) in [
            (&mut out.kz, crate::lang::Lang::Kz),
            (&mut out.ru, crate::lang::Lang::Ru),
            (&mut out.en, crate::lang::Lang::En),
        ] {
            let piece = plain_text(part.get(lang));
            if !piece.is_empty() {
                if !text.is_empty() {
                    text.push_str(" · ");
                }
                text.push_str(&piece);
            }
        }
    }
    out
}

/// Every published page, news item, programme, employee, grant, project and document.
pub async fn documents(store: &Store) -> anyhow::Result<Vec<SearchDoc>> {
    let mut docs = Vec::new();

    for news in store.news_texts().await? {
        docs.push(SearchDoc {
            kind: "news",
            path: format!("/news/{}", news.slug),
            body: join([&news.excerpt, &news.body]),
            title: news.title,
        });
    }

    let page_blocks = store.block_texts(Owner::Page).await?;
    for page in store.page_texts().await? {
        let Some(path) = page_path(&page.kind, &page.slug) else {
            continue;
        };
        let body = join(page_blocks.get(&page.id).into_iter().flatten());
        docs.push(SearchDoc {
            kind: "page",
            path,
            title: page.title,
            body,
        });
    }

    let program_blocks = store.block_texts(Owner::Program).await?;
    for program in store.program_texts().await? {
        let code = Tr {
            kz: program.code.unwrap_or_default(),
            ..Tr::default()
        };
        let body = join(
            [&program.desc, &code]
                .into_iter()
                .chain(program_blocks.get(&program.id).into_iter().flatten()),
        );
        docs.push(SearchDoc {
            kind: "program",
            path: format!("/school-program/{}", program.slug),
            title: program.title,
            body,
        });
    }

    for e in store.employee_texts().await? {
        docs.push(SearchDoc {
            kind: "employee",
            path: employee_path(&e.kind, e.school.as_deref(), e.group),
            title: e.name,
            body: join([&e.position, &e.bio]),
        });
    }

    let grant_blocks = store.block_texts(Owner::Grant).await?;
    for grant in store.grant_texts().await? {
        let amount = grant.amount.unwrap_or_default();
        let body = join(
            [&grant.desc, &amount]
                .into_iter()
                .chain(grant_blocks.get(&grant.id).into_iter().flatten()),
        );
        docs.push(SearchDoc {
            kind: "grant",
            path: format!("/grant/{}", grant.slug),
            title: grant.title,
            body,
        });
    }

    let project_blocks = store.block_texts(Owner::Project).await?;
    for project in store.project_texts().await? {
        let body = join(std::iter::once(&project.desc).chain(project_blocks.get(&project.id).into_iter().flatten()));
        docs.push(SearchDoc {
            kind: "project",
            path: format!("/project/{}", project.slug),
            title: project.title,
            body,
        });
    }

    for document in store.document_texts().await? {
        let date = Tr {
            kz: document.date,
            ..Tr::default()
        };
        docs.push(SearchDoc {
            kind: "document",
            path: document_path(document.list).to_owned(),
            title: document.title,
            body: join([&document.list_title, &date]),
        });
    }
    Ok(docs)
}

/// The page that shows an employee: their school, their group's page, or their type's page.
fn employee_path(kind: &str, school: Option<&str>, group: Option<i64>) -> String {
    if let Some(school) = school {
        return format!("/school/{school}");
    }
    match (kind, group) {
        (_, Some(_)) => "/management-dbu",
        ("council-member", _) => "/business-advice/business-council",
        ("head-of-centre" | "coach", _) => "/center/career-center",
        ("deans-office-staff", _) => "/student-life/deans-office",
        ("camry-member", _) => "/inclusion",
        ("international-team", _) => "/international",
        _ => "/management-dbu",
    }
    .to_owned()
}

/// The page that lists a document list (spec section 9's fixed ids).
fn document_path(list: i64) -> &'static str {
    match list {
        173 | 174 => "/library",
        175 => "/consolidated-financial-statements",
        177 => "/articles-of-association-and-details",
        _ => "/academic-council",
    }
}
