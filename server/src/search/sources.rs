//! What the search index holds, read through the store: one document per published page, news
//! item, programme, employee, grant, project and document, in all three languages.

use std::ops::RangeInclusive;

use crate::content::blocks::Owner;
use crate::content::pages::{page_path, short_name, short_named_path};
use crate::html::plain_text;
use crate::lang::Tr;
use crate::store::reads::{Ids, RecordText};
use crate::store::{Change, Store};

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

/// The content types whose items are documents of the index, each under its own `source`
/// (`"news:12"`): a change of one item replaces that item's documents alone.
const ITEM_TYPES: [&str; 7] = [
    "news",
    "pages",
    "programs",
    "employees",
    "grants",
    "projects",
    "documents",
];
/// Types the documents read from without being documents: a school's state and slug decide its
/// programmes' visibility and its staff's path, a document list's its documents', the settings'
/// short name the history and management pages' paths. A change of one of them rebuilds the
/// index; a change of any other type leaves it as it is.
const CONTEXT_TYPES: [&str; 3] = ["schools", "document-lists", "settings"];

/// Which documents to read: every one, or those of one item.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Scope {
    All,
    Item(&'static str, i64),
}

impl Scope {
    /// What the index must read after `change`: nothing, one item, or everything.
    pub fn after(change: &Change) -> Option<Scope> {
        match change.id {
            Some(id) if ITEM_TYPES.contains(&change.kind) => Some(Scope::Item(change.kind, id)),
            _ if *change == Change::ALL
                || ITEM_TYPES.contains(&change.kind)
                || CONTEXT_TYPES.contains(&change.kind) =>
            {
                Some(Scope::All)
            }
            _ => None,
        }
    }

    /// Whether the type `kind` is read, and then which of its items (None: all).
    fn of(self, kind: &str) -> Option<Option<i64>> {
        match self {
            Scope::All => Some(None),
            Scope::Item(item_kind, id) if item_kind == kind => Some(Some(id)),
            Scope::Item(..) => None,
        }
    }
}

/// The `source` of the documents of an item: its type and id.
pub fn source(kind: &str, id: i64) -> String {
    format!("{kind}:{id}")
}

/// Items of a type read at a time when the whole index is built, so that it holds a few batches'
/// texts rather than every text of the site. With 3,000 news items (some 45 MB of HTML) the
/// server's peak while building was 124 MB reading all at once, 120 MB by 500, 89 MB by 50 and 74
/// MB by 25 (31 MB without a build, most of the rest the writer's budget); 25 took 2.2 s, 500 1.9 s.
const BATCH: u32 = 25;

/// Reads the documents of every published page, news item, programme, employee, grant, project
/// and document that `scope` covers and hands them to `add`, a batch of one type's items at a
/// time (keep `ITEM_TYPES` and `CONTEXT_TYPES` in step with what it reads).
pub async fn read<F>(store: &Store, scope: Scope, mut add: impl FnMut(Vec<SearchDoc>) -> F) -> anyhow::Result<()>
where
    F: Future<Output = anyhow::Result<()>>,
{
    let short = short_name(store).await?;
    for kind in ITEM_TYPES {
        let Some(only) = scope.of(kind) else {
            continue;
        };
        let mut ids = only.map_or(Ids::after(i64::MIN, BATCH), Ids::one);
        while let Some((docs, last)) = batch(store, kind, ids, &short).await? {
            add(docs).await?;
            if only.is_some() {
                break;
            }
            ids = Ids::after(last, BATCH);
        }
    }
    Ok(())
}

/// A batch of documents and the id of the last item read (where the next batch starts).
type Batch = (Vec<SearchDoc>, i64);

/// The documents of the items `ids` of the type `kind`; None when there is no such item.
async fn batch(store: &Store, kind: &str, ids: Ids, short: &str) -> anyhow::Result<Option<Batch>> {
    Ok(match kind {
        "news" => documents(
            store.news_texts(ids).await?,
            |news| news.id,
            |news| {
                Some(SearchDoc {
                    kind: "news",
                    source: source("news", news.id),
                    path: format!("/news/{}", news.slug),
                    body: join([&news.excerpt, &news.body]),
                    title: news.title,
                })
            },
        ),
        "pages" => {
            let rows = store.page_texts(ids).await?;
            let Some(span) = span(&rows, |page| page.id) else {
                return Ok(None);
            };
            let blocks = store.block_texts(Owner::Page, span).await?;
            documents(
                rows,
                |page| page.id,
                |page| {
                    Some(SearchDoc {
                        kind: "page",
                        source: source("pages", page.id),
                        path: page_path(&page.kind, &page.slug, short)?,
                        body: join(blocks.get(&page.id).into_iter().flatten()),
                        title: page.title,
                    })
                },
            )
        }
        "programs" => {
            record_docs(
                store,
                kind,
                Owner::Program,
                "/school-program",
                store.program_texts(ids).await?,
            )
            .await?
        }
        "grants" => record_docs(store, kind, Owner::Grant, "/grant", store.grant_texts(ids).await?).await?,
        "projects" => record_docs(store, kind, Owner::Project, "/project", store.project_texts(ids).await?).await?,
        "employees" => documents(
            store.employee_texts(ids).await?,
            |e| e.id,
            |e| {
                Some(SearchDoc {
                    kind: "employee",
                    source: source("employees", e.id),
                    path: employee_path(&e.kind, e.school.as_deref(), e.group, short),
                    title: e.name,
                    body: join([&e.position, &e.bio]),
                })
            },
        ),
        "documents" => documents(
            store.document_texts(ids).await?,
            |document| document.id,
            |document| {
                let date = Tr {
                    kz: document.date,
                    ..Tr::default()
                };
                Some(SearchDoc {
                    kind: "document",
                    source: source("documents", document.id),
                    path: document_path(document.list).to_owned(),
                    title: document.title,
                    body: join([&document.list_title, &date]),
                })
            },
        ),
        other => anyhow::bail!("the search index has no documents of {other}"),
    })
}

/// `rows` (read in the order of their ids) as documents, those `doc` makes one of; None when
/// there are no rows.
fn documents<T>(rows: Vec<T>, id: impl Fn(&T) -> i64, doc: impl FnMut(T) -> Option<SearchDoc>) -> Option<Batch> {
    let last = id(rows.last()?);
    Some((rows.into_iter().filter_map(doc).collect(), last))
}

/// The ids of the first and the last of `rows` (read in the order of their ids).
fn span<T>(rows: &[T], id: impl Fn(&T) -> i64) -> Option<RangeInclusive<i64>> {
    Some(id(rows.first()?)..=id(rows.last()?))
}

/// The documents of programmes, grants or projects (of the content type `type_name`, the blocks'
/// `owner`, each at `path`/slug): the description, a programme's code or a grant's amount, and
/// the texts of the record's blocks.
async fn record_docs(
    store: &Store,
    type_name: &str,
    owner: Owner,
    path: &str,
    rows: Vec<RecordText>,
) -> anyhow::Result<Option<Batch>> {
    let Some(span) = span(&rows, |record| record.id) else {
        return Ok(None);
    };
    let blocks = store.block_texts(owner, span).await?;
    Ok(documents(
        rows,
        |record| record.id,
        |record| {
            let code = Tr {
                kz: record.code.unwrap_or_default(),
                ..Tr::default()
            };
            let amount = record.amount.unwrap_or_default();
            let body = join(
                [&record.desc, &code, &amount]
                    .into_iter()
                    .chain(blocks.get(&record.id).into_iter().flatten()),
            );
            Some(SearchDoc {
                kind: owner.as_str(),
                source: source(type_name, record.id),
                path: format!("{path}/{}", record.slug),
                title: record.title,
                body,
            })
        },
    ))
}

/// The page that shows an employee: their school, their group's page, or their type's page.
fn employee_path(kind: &str, school: Option<&str>, group: Option<i64>, short_name: &str) -> String {
    if let Some(school) = school {
        return format!("/school/{school}");
    }
    let management = || short_named_path("management", short_name);
    match (kind, group) {
        (_, Some(_)) => return management(),
        ("council-member", _) => "/business-advice/business-council",
        ("head-of-centre" | "coach", _) => "/center/career-center",
        ("deans-office-staff", _) => "/student-life/deans-office",
        ("camry-member", _) => "/inclusion",
        ("international-team", _) => "/international",
        _ => return management(),
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_changed_item_is_reindexed_alone_a_changed_context_rebuilds_and_others_leave_the_index() {
        for name in ITEM_TYPES.into_iter().chain(CONTEXT_TYPES) {
            assert!(crate::store::schema::content_type(name).is_some(), "{name}");
        }
        let change = |kind, id| Change { kind, id };
        assert_eq!(Scope::after(&change("news", Some(3))), Some(Scope::Item("news", 3)));
        assert_eq!(Scope::after(&change("news", None)), Some(Scope::All));
        assert_eq!(Scope::after(&change("schools", Some(1))), Some(Scope::All));
        assert_eq!(Scope::after(&Change::ALL), Some(Scope::All));
        assert_eq!(Scope::after(&change("menus", Some(1))), None);
        assert_eq!(Scope::after(&change("faqs", None)), None);
        assert_eq!(Scope::Item("news", 3).of("news"), Some(Some(3)));
        assert_eq!(Scope::Item("news", 3).of("pages"), None);
        assert_eq!(Scope::All.of("pages"), Some(None));
    }
}
