//! What the search index holds, read from the database: one document per page, news item,
//! programme, employee, grant, project and document, in all three languages.

use std::collections::HashMap;

use crate::content::pages::page_path;
use crate::content::plain_text;
use crate::db::Db;
use crate::lang::Tr;

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

/// The texts of every block of one kind of owner, by owner id.
async fn block_texts(db: &Db, owner_type: &str) -> anyhow::Result<HashMap<i64, Vec<Tr>>> {
    let rows: Vec<(i64, Tr, Tr)> = sqlx::query_as(
        r#"SELECT owner_id, title, "desc" FROM blocks WHERE owner_type = ?
           UNION ALL
           SELECT b.owner_id, i.title, i."desc" FROM block_items i JOIN blocks b ON b.id = i.block_id WHERE b.owner_type = ?"#,
    )
    .bind(owner_type)
    .bind(owner_type)
    .fetch_all(db)
    .await?;
    let mut texts: HashMap<i64, Vec<Tr>> = HashMap::new();
    for (owner, title, desc) in rows {
        texts.entry(owner).or_default().extend([title, desc]);
    }
    Ok(texts)
}

pub async fn documents(db: &Db) -> anyhow::Result<Vec<SearchDoc>> {
    let mut docs = Vec::new();

    let news: Vec<(String, Tr, Tr, Tr)> = sqlx::query_as("SELECT slug, title, excerpt, body FROM news")
        .fetch_all(db)
        .await?;
    for (slug, title, excerpt, body) in news {
        docs.push(SearchDoc {
            kind: "news",
            path: format!("/news/{slug}"),
            body: join([&excerpt, &body]),
            title,
        });
    }

    let page_blocks = block_texts(db, "page").await?;
    let pages: Vec<(i64, String, String, Tr)> = sqlx::query_as("SELECT id, type, slug, title FROM pages")
        .fetch_all(db)
        .await?;
    for (id, kind, slug, title) in pages {
        let Some(path) = page_path(&kind, &slug) else { continue };
        let body = join(page_blocks.get(&id).into_iter().flatten());
        docs.push(SearchDoc {
            kind: "page",
            path,
            title,
            body,
        });
    }

    let program_blocks = block_texts(db, "program").await?;
    let programs: Vec<(i64, String, String, Tr, Tr)> =
        sqlx::query_as(r#"SELECT id, slug, code, title, "desc" FROM programs"#)
            .fetch_all(db)
            .await?;
    for (id, slug, code, title, desc) in programs {
        let code = Tr {
            kz: code,
            ..Tr::default()
        };
        let body = join(
            [&desc, &code]
                .into_iter()
                .chain(program_blocks.get(&id).into_iter().flatten()),
        );
        docs.push(SearchDoc {
            kind: "program",
            path: format!("/school-program/{slug}"),
            title,
            body,
        });
    }

    let schools: HashMap<i64, String> = sqlx::query_as::<_, (i64, String)>("SELECT id, slug FROM schools")
        .fetch_all(db)
        .await?
        .into_iter()
        .collect();
    #[derive(sqlx::FromRow)]
    struct EmployeeRow {
        #[sqlx(rename = "type")]
        kind: String,
        school: Option<i64>,
        group: Option<i64>,
        name: Tr,
        position: Tr,
        bio: Tr,
    }
    let employees: Vec<EmployeeRow> =
        sqlx::query_as(r#"SELECT type, school, "group", name, position, bio FROM employees"#)
            .fetch_all(db)
            .await?;
    for e in employees {
        let path = employee_path(
            &e.kind,
            e.school.and_then(|s| schools.get(&s)).map(String::as_str),
            e.group,
        );
        docs.push(SearchDoc {
            kind: "employee",
            path,
            title: e.name,
            body: join([&e.position, &e.bio]),
        });
    }

    let grant_blocks = block_texts(db, "grant").await?;
    let grants: Vec<(i64, String, Tr, Tr, Tr)> =
        sqlx::query_as(r#"SELECT id, slug, title, "desc", amount FROM grants"#)
            .fetch_all(db)
            .await?;
    for (id, slug, title, desc, amount) in grants {
        let body = join(
            [&desc, &amount]
                .into_iter()
                .chain(grant_blocks.get(&id).into_iter().flatten()),
        );
        docs.push(SearchDoc {
            kind: "grant",
            path: format!("/grant/{slug}"),
            title,
            body,
        });
    }

    let project_blocks = block_texts(db, "project").await?;
    let projects: Vec<(i64, String, Tr, Tr)> = sqlx::query_as(r#"SELECT id, slug, title, "desc" FROM projects"#)
        .fetch_all(db)
        .await?;
    for (id, slug, title, desc) in projects {
        let body = join(std::iter::once(&desc).chain(project_blocks.get(&id).into_iter().flatten()));
        docs.push(SearchDoc {
            kind: "project",
            path: format!("/project/{slug}"),
            title,
            body,
        });
    }

    let documents: Vec<(i64, Tr, String, Tr)> = sqlx::query_as(
        "SELECT d.list, d.title, d.date, l.title FROM documents d JOIN document_lists l ON l.id = d.list",
    )
    .fetch_all(db)
    .await?;
    for (list, title, date, list_title) in documents {
        let date = Tr {
            kz: date,
            ..Tr::default()
        };
        docs.push(SearchDoc {
            kind: "document",
            path: document_path(list).to_owned(),
            title,
            body: join([&list_title, &date]),
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
