//! The demo content of `content/` (embedded in the binary), loaded through the store's write
//! path: every record becomes the document an editor would save and is checked, sanitised and
//! derived from as one (`store::Load`), and the whole content commits together or not at all.
//! Its images and documents are drawn into the data dir.

mod art;
mod pdf;

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use anyhow::{Context, bail, ensure};
use include_dir::{Dir, include_dir};
use serde::de::DeserializeOwned;
use serde_json::{Map, Value, json};

use crate::config::SeedConfig;
use crate::content::handbooks::HANDBOOKS;
use crate::education::programs::DIMENSIONS;
use crate::lang::{Lang, Tr};
use crate::site::{MEDIA_DIR, media_url};
use crate::staff::audit::Actor;
use crate::store::schema::{ContentType, Field, Kind, content_type};
use crate::store::{Load, Store};

static CONTENT: Dir<'_> = include_dir!("$CARGO_MANIFEST_DIR/../content");

/// `bilim seed`: load the demo content into the data dir's database.
pub async fn run(config: &SeedConfig) -> anyhow::Result<()> {
    let data_dir = &config.data.data_dir;
    let store = config.data.open_store().await?;
    if store.has_content().await? && !config.force {
        bail!(
            "{} already has content; pass --force to replace it with the demo content",
            data_dir.display()
        );
    }
    let actor = Actor {
        user_id: None,
        email: "command line",
        client: "local".to_owned(),
    };
    let items = load(&store, config.generated_news, &actor).await?;
    // Closed, so that a SQLite file is whole (its write-ahead log folded in) when the command ends.
    store.close().await;
    println!("Loaded the demo content ({items} items) into {}", data_dir.display());
    Ok(())
}

/// Replaces the content of `store` with the demo's and `generated_news` news items more, in one
/// transaction; answers how many items were loaded.
pub async fn load(store: &Store, generated_news: usize, actor: &Actor<'_>) -> anyhow::Result<usize> {
    let mut media = Media::new(store.data_dir());
    let mut load = store.replace_content().await?;
    let mut seeder = Seeder {
        load: &mut load,
        media: &mut media,
    };
    let demo_news = seeder.demo().await?;
    seeder.generate_news(&demo_news, generated_news).await?;
    let items = load.items();
    let summary = match generated_news {
        0 => format!("the demo content ({items} items)"),
        more => format!("the demo content with {more} generated news ({items} items)"),
    };
    load.commit(actor, summary).await?;
    Ok(items)
}

/// Turns the records of `content/` into the documents of the admin's types and puts them into
/// a load, in an order that puts every referred item before the items referring to it.
struct Seeder<'a, 's> {
    load: &'a mut Load<'s>,
    media: &'a mut Media,
}

impl Seeder<'_, '_> {
    /// Loads every file of `content/`; answers the demo's news records (for `generate_news`).
    async fn demo(&mut self) -> anyhow::Result<Vec<Value>> {
        let mut settings: BTreeMap<String, Value> = read("settings.json")?;
        let mut document = object(take(&mut settings, "general"))?;
        document.insert("contacts".to_owned(), take(&mut settings, "contacts"));
        ensure!(settings.is_empty(), "settings.json has unknown parts");
        self.record("settings", Value::Object(document), &[], 0)
            .await
            .context("content/settings.json")?;

        let mut menus: BTreeMap<String, Value> = read("menus.json")?;
        for menu in ["header", "footer"] {
            self.menu(menu, None, take(&mut menus, menu))
                .await
                .with_context(|| format!("the {menu} menu"))?;
        }
        ensure!(menus.is_empty(), "menus.json has unknown menus");

        self.list("schools.json", "schools").await?;
        self.list("dual-programs.json", "dual-programs").await?;
        self.pages().await?;
        let handbooks: BTreeMap<String, Value> = read("handbooks.json")?;
        for (name, items) in handbooks {
            ensure!(HANDBOOKS.contains(&name.as_str()), "unknown handbook {name}");
            self.records("handbooks", items, &[("handbook", json!(name))])
                .await
                .with_context(|| format!("handbook {name}"))?;
        }
        self.list("employees.json", "employees").await?;
        self.programs().await?;
        for (position, mut category) in read::<Vec<Value>>("questions.json")?.into_iter().enumerate() {
            let questions = take(&mut category, "questions");
            let id = self.record("question-categories", category, &[], position).await?;
            self.records("questions", questions, &[("category", json!(id))]).await?;
        }
        for (file, kind) in [
            ("grants.json", "grants"),
            ("universities.json", "universities"),
            ("partners.json", "partners"),
            ("ratings.json", "ratings"),
            ("events.json", "events"),
            ("graduates.json", "graduates"),
            ("admission-stages.json", "admission-stages"),
            ("history.json", "history"),
            ("announcements.json", "announcements"),
        ] {
            self.list(file, kind).await?;
        }
        self.parts(
            "student-life.json",
            &["student-lives", "organizations", "awards", "sports-clubs", "volunteers"],
        )
        .await?;
        self.list("vacancies.json", "vacancies").await?;
        self.parts("library.json", &["books", "webinars"]).await?;
        self.documents().await?;
        let faqs: BTreeMap<String, Value> = read("faqs.json")?;
        for (kind, items) in faqs {
            self.records("faqs", items, &[("kind", json!(kind))])
                .await
                .with_context(|| format!("faqs {kind}"))?;
        }
        // Projects and grants before the scientists and providers that refer to them.
        self.parts(
            "science.json",
            &[
                "projects",
                "science-grants",
                "scientists",
                "research-teams",
                "international-projects",
                "rg-gold-projects",
                "publications",
                "olympiad-results",
                "providers",
            ],
        )
        .await?;
        self.list("sdgs.json", "sdgs").await?;
        self.news().await
    }

    /// Every news file of `news/`; answers their records.
    async fn news(&mut self) -> anyhow::Result<Vec<Value>> {
        let dir = CONTENT.get_dir("news").context("content/news is missing")?;
        let mut all = Vec::new();
        for file in json_files(dir) {
            let items: Vec<Value> = parse(file.path(), file.contents())?;
            for item in items {
                self.record("news", item.clone(), &[], 0)
                    .await
                    .with_context(|| format!("{}", file.path().display()))?;
                all.push(item);
            }
        }
        Ok(all)
    }

    /// Adds `count` news items made by mixing the demo's: titles and texts of real sentences,
    /// spread over twelve years and the schools, so that lists and search meet a realistic volume.
    async fn generate_news(&mut self, demo: &[Value], count: usize) -> anyhow::Result<()> {
        if count == 0 {
            return Ok(());
        }
        ensure!(!demo.is_empty(), "there are no demo news to mix");
        for i in 0..count {
            let item = generated_news(demo, i)?;
            self.record("news", item, &[], 0).await?;
        }
        Ok(())
    }

    /// `pages.json` and every file of `pages/`.
    async fn pages(&mut self) -> anyhow::Result<()> {
        let mut files = vec![
            CONTENT
                .get_file("pages.json")
                .context("content/pages.json is missing")?,
        ];
        if let Some(dir) = CONTENT.get_dir("pages") {
            files.extend(json_files(dir));
        }
        for file in files {
            let pages: Vec<Value> = parse(file.path(), file.contents())?;
            for mut page in pages {
                // The content groups the head's texts as `seo`; the page keeps them as fields.
                let mut seo = object(take(&mut page, "seo"))?;
                for (from, to) in [("title", "seo_title"), ("description", "seo_description")] {
                    page[to] = seo.remove(from).unwrap_or(Value::Null);
                }
                ensure!(seo.is_empty(), "a page's seo has unknown fields: {seo:?}");
                self.record("pages", page, &[], 0)
                    .await
                    .with_context(|| format!("{}", file.path().display()))?;
            }
        }
        Ok(())
    }

    /// The entries of a menu, each before its children.
    async fn menu(&mut self, menu: &str, parent: Option<i64>, entries: Value) -> anyhow::Result<()> {
        for (position, mut entry) in items(entries).into_iter().enumerate() {
            let children = take(&mut entry, "children");
            let id = self
                .record(
                    "menus",
                    entry,
                    &[("menu", json!(menu)), ("parent_id", json!(parent))],
                    position,
                )
                .await?;
            Box::pin(self.menu(menu, Some(id), children)).await?;
        }
        Ok(())
    }

    /// The programmes' filter values, then the programmes, each with the values it is filed
    /// under (given in the content per dimension).
    async fn programs(&mut self) -> anyhow::Result<()> {
        let mut file: BTreeMap<String, Value> = read("programs.json")?;
        let filters: BTreeMap<String, Value> = serde_json::from_value(take(&mut file, "filters"))?;
        for (dimension, values) in filters {
            ensure!(
                DIMENSIONS.contains(&dimension.as_str()),
                "unknown programme filter {dimension}"
            );
            self.records("program-filters", values, &[("dimension", json!(dimension))])
                .await?;
        }
        for (position, mut program) in items(take(&mut file, "programs")).into_iter().enumerate() {
            let mut values = Vec::new();
            for dimension in DIMENSIONS {
                match take(&mut program, dimension) {
                    Value::Array(ids) => values.extend(ids),
                    Value::Null => {}
                    id => values.push(id),
                }
            }
            program["filters"] = Value::Array(values);
            self.record("programs", program, &[], position)
                .await
                .context("content/programs.json")?;
        }
        ensure!(file.is_empty(), "programs.json has unknown parts");
        Ok(())
    }

    /// The lists of documents, each document with its PDF drawn.
    async fn documents(&mut self) -> anyhow::Result<()> {
        for mut list in read::<Vec<Value>>("documents.json")? {
            let documents = take(&mut list, "documents");
            let id = self.record("document-lists", list, &[], 0).await?;
            for (position, mut document) in items(documents).into_iter().enumerate() {
                let title: Tr = serde_json::from_value(document["title"].clone()).context("a document's title")?;
                let date = document["date"].as_str().unwrap_or_default().to_owned();
                document["file"] = json!(self.media.document(id, position, &title, &date)?);
                self.record("documents", document, &[("list", json!(id))], position)
                    .await
                    .context("content/documents.json")?;
            }
        }
        Ok(())
    }

    /// Every record of a file that is one list of `kind`.
    async fn list(&mut self, path: &str, kind: &str) -> anyhow::Result<()> {
        self.records(kind, read(path)?, &[])
            .await
            .with_context(|| format!("content/{path}"))
    }

    /// A file of several lists, each keyed by its type, loaded in the order of `kinds`.
    async fn parts(&mut self, path: &str, kinds: &[&str]) -> anyhow::Result<()> {
        let mut file: BTreeMap<String, Value> = read(path)?;
        for kind in kinds {
            self.records(kind, take(&mut file, *kind), &[])
                .await
                .with_context(|| format!("content/{path}"))?;
        }
        ensure!(
            file.is_empty(),
            "{path} has unknown parts: {:?}",
            file.keys().collect::<Vec<_>>()
        );
        Ok(())
    }

    /// Each record of a list, placed in its order.
    async fn records(&mut self, kind: &str, records: Value, extra: &[(&str, Value)]) -> anyhow::Result<()> {
        for (position, record) in items(records).into_iter().enumerate() {
            self.record(kind, record, extra, position).await?;
        }
        Ok(())
    }

    /// Puts one record as an item of `kind` with the `extra` fields its place in the content
    /// gives it (the list it is in, its order); answers its id. The content names images,
    /// which become the paths of their drawn files, and writes a link as `{text, url}`.
    async fn record(
        &mut self,
        kind: &str,
        record: Value,
        extra: &[(&str, Value)],
        position: usize,
    ) -> anyhow::Result<i64> {
        let kind: &'static ContentType = content_type(kind).with_context(|| format!("no content type {kind}"))?;
        let mut document = object(record)?;
        let id = match document.remove("id") {
            None | Some(Value::Null) => None,
            Some(id) => Some(id.as_i64().with_context(|| format!("an id of {} is {id}", kind.name))?),
        }
        .filter(|id| *id != 0);
        for (field, value) in extra {
            document.insert((*field).to_owned(), value.clone());
        }
        if kind.ordered {
            document.insert("sort_order".to_owned(), json!(position));
        }
        if let Some(blocks) = document.get_mut("blocks") {
            *blocks = editable_blocks(std::mem::take(blocks))?;
        }
        self.media.paths(kind.fields, &mut document)?;
        self.load.put(kind, id, &Value::Object(document)).await
    }
}

/// Blocks as the content writes them (a `position`, links as `{text, url}`) made the blocks an
/// editor edits (a `slot`, links as `link_text` and `link_url`), in the order of their places.
fn editable_blocks(blocks: Value) -> anyhow::Result<Value> {
    let mut blocks = items(blocks);
    blocks.sort_by_key(|block| block["position"].as_i64().unwrap_or(0));
    for block in &mut blocks {
        block["slot"] = take(block, "position");
        split_link(block)?;
        if let Some(items) = block.get_mut("items").and_then(Value::as_array_mut) {
            for item in items {
                split_link(item)?;
            }
        }
    }
    Ok(Value::Array(blocks))
}

fn split_link(object: &mut Value) -> anyhow::Result<()> {
    let link = take(object, "link");
    if link.is_null() {
        return Ok(());
    }
    let mut link = self::object(link)?;
    object["link_text"] = link.remove("text").unwrap_or(Value::Null);
    object["link_url"] = link.remove("url").unwrap_or(Value::Null);
    ensure!(link.is_empty(), "a link has unknown fields: {link:?}");
    Ok(())
}

/// News item `i` of a generated volume: a demo item's title numbered, its school and image, a
/// text of another item's excerpt (plain text, so escaped) and a third's body, published two a
/// day backwards from the end of 2026 (twelve years for 100,000 items).
fn generated_news(demo: &[Value], i: usize) -> anyhow::Result<Value> {
    let tr = |item: &Value, field: &str| -> anyhow::Result<Tr> {
        serde_json::from_value(item[field].clone()).with_context(|| format!("a demo news {field}"))
    };
    let base = &demo[i % demo.len()];
    let body = tr(&demo[(i * 7 + 3) % demo.len()], "body")?;
    let excerpt = tr(&demo[(i * 13 + 5) % demo.len()], "excerpt")?;
    // Each language from its own texts, so a translation the demo lacks stays missing.
    let text = |excerpt: &str, body: &str| match excerpt {
        "" => body.to_owned(),
        excerpt => format!("<p>{}</p>{body}", crate::html::escape(excerpt)),
    };
    let numbered = |title: &str| match title {
        "" => String::new(),
        title => format!("{title} ({})", i + 1),
    };
    let day = time::macros::date!(2026 - 12 - 31) - time::Duration::days((i / 2) as i64 % 4380);
    Ok(json!({
        "slug": format!("generated-news-{}", i + 1),
        "school": base["school"],
        "published_at": format!("{day}T{:02}:00:00", 9 + (i % 2) * 5),
        "title": tr(base, "title")?.map(numbered),
        "excerpt": base["excerpt"],
        "body": {
            "kz": text(&excerpt.kz, &body.kz),
            "ru": text(&excerpt.ru, &body.ru),
            "en": text(&excerpt.en, &body.en),
        },
        "image": base["image"],
    }))
}

fn read<T: DeserializeOwned>(path: &str) -> anyhow::Result<T> {
    let file = CONTENT
        .get_file(path)
        .with_context(|| format!("content/{path} is missing"))?;
    parse(file.path(), file.contents())
}

fn parse<T: DeserializeOwned>(path: &Path, bytes: &[u8]) -> anyhow::Result<T> {
    let mut de = serde_json::Deserializer::from_slice(bytes);
    serde_path_to_error::deserialize(&mut de).with_context(|| format!("content/{} is not valid", path.display()))
}

/// The JSON files of a directory of `content/`, by name.
fn json_files<'d>(dir: &'d Dir<'_>) -> Vec<&'d include_dir::File<'d>> {
    let mut files: Vec<_> = dir
        .files()
        .filter(|f| f.path().extension().is_some_and(|e| e == "json"))
        .collect();
    files.sort_by_key(|f| f.path());
    files
}

fn object(value: Value) -> anyhow::Result<Map<String, Value>> {
    match value {
        Value::Object(object) => Ok(object),
        other => bail!("a record is not an object: {other}"),
    }
}

/// Removes and answers `key` of an object (null when absent).
fn take<K: AsRef<str>>(object: &mut impl TakeKey<K>, key: K) -> Value {
    object.take_key(key)
}

trait TakeKey<K> {
    fn take_key(&mut self, key: K) -> Value;
}

impl<K: AsRef<str>> TakeKey<K> for Value {
    fn take_key(&mut self, key: K) -> Value {
        self.as_object_mut()
            .and_then(|o| o.remove(key.as_ref()))
            .unwrap_or(Value::Null)
    }
}

impl<K: AsRef<str>> TakeKey<K> for BTreeMap<String, Value> {
    fn take_key(&mut self, key: K) -> Value {
        self.remove(key.as_ref()).unwrap_or(Value::Null)
    }
}

/// The items of an array (none for null).
fn items(value: Value) -> Vec<Value> {
    match value {
        Value::Array(items) => items,
        _ => Vec::new(),
    }
}

/// The files the content needs, written into the data dir's media as they are first named:
/// images (each a hand-drawn file of `content/media` or drawn here), videos (files of
/// `content/media`, never drawn) and the documents' PDFs. A document's file is there before the
/// document is put, because the store reads its size.
struct Media {
    dir: PathBuf,
    written: BTreeSet<String>,
}

impl Media {
    fn new(data_dir: &Path) -> Media {
        Media {
            dir: data_dir.join(MEDIA_DIR),
            written: BTreeSet::new(),
        }
    }

    /// Turns the media names of a document's image and video fields into their paths.
    fn paths(&mut self, fields: &[Field], document: &mut Map<String, Value>) -> anyhow::Result<()> {
        for field in fields {
            let Some(value) = document.get_mut(field.name) else {
                continue;
            };
            match (field.kind, value) {
                (Kind::Image, Value::String(name)) => *name = self.image(name)?,
                (Kind::Video, Value::String(name)) => *name = self.video(name)?,
                (Kind::Images, Value::Array(names)) => {
                    for name in names {
                        if let Value::String(name) = name {
                            *name = self.image(name)?;
                        }
                    }
                }
                (Kind::Children(children), Value::Array(items)) => {
                    for item in items {
                        if let Value::Object(item) = item {
                            // Child rows are numbered by the database in the order given.
                            item.remove("id");
                            self.paths(children.fields, item)?;
                        }
                    }
                }
                (Kind::Object(fields), Value::Object(object)) => self.paths(fields, object)?,
                _ => {}
            }
        }
        Ok(())
    }

    fn image(&mut self, name: &str) -> anyhow::Result<String> {
        ensure_kebab_case(name)?;
        let file = format!("{name}.svg");
        if !self.written.contains(&file) {
            let svg = match CONTENT.get_file(format!("media/{file}")) {
                Some(drawn) => drawn.contents().to_vec(),
                None => art::draw(name).into_bytes(),
            };
            self.write(&file, &svg)?;
        }
        Ok(media_url(&file))
    }

    fn video(&mut self, name: &str) -> anyhow::Result<String> {
        ensure_kebab_case(name)?;
        let file = format!("{name}.mp4");
        let Some(video) = CONTENT.get_file(format!("media/{file}")) else {
            bail!("video content/media/{file} does not exist");
        };
        if !self.written.contains(&file) {
            self.write(&file, video.contents())?;
        }
        Ok(media_url(&file))
    }

    /// Draws the PDF of a document of a list, titled in English (the PDF's font has no Cyrillic);
    /// answers its path.
    fn document(&mut self, list: i64, position: usize, title: &Tr, date: &str) -> anyhow::Result<String> {
        let file = format!("documents/{list}-{}.pdf", position + 1);
        let pdf = pdf::document(
            title.get(Lang::En),
            &[
                format!("Dala Business University, {date}"),
                "168 Abay Avenue, Almaty 050046".to_owned(),
            ],
        );
        self.write(&file, &pdf)?;
        Ok(media_url(&file))
    }

    fn write(&mut self, file: &str, bytes: &[u8]) -> anyhow::Result<()> {
        let path = self.dir.join(file);
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir).with_context(|| format!("cannot create {}", dir.display()))?;
        }
        std::fs::write(&path, bytes).with_context(|| format!("cannot write {}", path.display()))?;
        self.written.insert(file.to_owned());
        Ok(())
    }
}

fn ensure_kebab_case(name: &str) -> anyhow::Result<()> {
    ensure!(
        !name.is_empty()
            && name
                .bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-'),
        "media name {name:?} must be kebab-case"
    );
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A text an attacker (or a careless paste) could put into any rich-text field.
    const HOSTILE: &str = r#"<p onclick="steal()">Open <script>alert(1)</script><a href="javascript:alert(2)">day</a></p><img src="https://tracker.example/t.gif" onerror="alert(3)"><style>body{}</style>"#;
    const CLEANED: &str = r#"<p>Open <a rel="noopener noreferrer">day</a></p><img>"#;

    const ACTOR: Actor<'static> = Actor {
        user_id: None,
        email: "test",
        client: String::new(),
    };

    async fn store(dir: &Path) -> Store {
        crate::store::testing::scratch_store(dir).await.unwrap()
    }

    /// The values in `column` of every row of `table`, in the order of their keys.
    async fn column(store: &Store, table: &str, column: &str) -> Vec<String> {
        let rows = store.stored_values(table, column).await.unwrap();
        rows.into_iter().filter_map(|(_, value)| value).collect()
    }

    #[tokio::test]
    async fn every_rich_text_field_is_stored_sanitized_by_the_seeder() {
        let dir = tempfile::tempdir().unwrap();
        let store = store(dir.path()).await;
        let mut media = Media::new(dir.path());
        let mut load = store.replace_content().await.unwrap();
        let mut seed = Seeder {
            load: &mut load,
            media: &mut media,
        };
        let html = json!({ "kz": HOSTILE, "ru": HOSTILE, "en": HOSTILE });
        let text = json!({ "kz": "Мәтін" });
        let records = [
            (
                "handbooks",
                json!({ "id": 1, "title": text, "handbook": "departments" }),
            ),
            ("question-categories", json!({ "id": 1, "title": text })),
            (
                "projects",
                json!({ "id": 1, "slug": "p", "title": text, "desc": html, "years": text,
                "activities": [{ "id": 1, "slug": "a", "title": text, "desc": html, "date": "2026-01-01" }],
                "blocks": [{ "n": 1, "position": 1, "desc": html, "items": [{ "title": text, "desc": html }] }] }),
            ),
            (
                "science-grants",
                json!({ "slug": "g", "title": text, "desc": html, "funder": text }),
            ),
            (
                "announcements",
                json!({ "title": text, "candidate": text, "defense_at": "2026-01-01T10:00:00",
                "body": html }),
            ),
            ("questions", json!({ "question": text, "answer": html, "category": 1 })),
            (
                "vacancies",
                json!({ "department": 1, "title": text, "desc": html, "published_at": "2026-01-01" }),
            ),
            ("faqs", json!({ "title": text, "desc": html, "kind": "purchases" })),
            (
                "news",
                json!({ "slug": "n", "published_at": "2026-01-01T10:00:00", "title": text, "excerpt": text,
                "body": html }),
            ),
        ];
        for (kind, record) in records {
            seed.record(kind, record, &[], 0).await.unwrap();
        }
        load.commit(&ACTOR, "test".to_owned()).await.unwrap();

        for (table, column_name) in [
            ("projects", "desc"),
            ("project_activities", "desc"),
            ("science_grants", "desc"),
            ("announcements", "body"),
            ("questions", "answer"),
            ("vacancies", "desc"),
            ("faqs", "desc"),
            ("blocks", "desc"),
            ("block_items", "desc"),
            ("news", "body"),
        ] {
            let stored = column(&store, table, column_name).await;
            assert_eq!(stored.len(), 1, "{table}");
            let texts: Tr = serde_json::from_str(&stored[0]).unwrap();
            for text in texts.all() {
                assert_eq!(text, CLEANED, "{table}.{column_name}");
            }
        }
    }

    #[tokio::test]
    async fn a_load_that_fails_names_the_bad_field_and_keeps_the_content_it_would_replace() {
        let dir = tempfile::tempdir().unwrap();
        let store = store(dir.path()).await;
        let items = load(&store, 0, &ACTOR).await.unwrap();
        assert!(items > 900, "the demo has about a thousand items, not {items}");
        let schools = column(&store, "schools", "slug").await;

        let mut media = Media::new(dir.path());
        let mut load = store.replace_content().await.unwrap();
        let mut seed = Seeder {
            load: &mut load,
            media: &mut media,
        };
        let unknown = seed
            .record(
                "schools",
                json!({ "title": {"kz": "Мектеп"}, "slug": "s", "colour": "#000000" }),
                &[],
                0,
            )
            .await
            .unwrap_err();
        assert!(format!("{unknown:#}").contains("colour"), "{unknown:#}");
        let invalid = seed
            .record(
                "events",
                json!({ "title": {"kz": "Іс-шара"}, "starts_at": "tomorrow" }),
                &[],
                0,
            )
            .await
            .unwrap_err();
        assert!(format!("{invalid:#}").contains("starts_at"), "{invalid:#}");
        drop(load);

        assert_eq!(column(&store, "schools", "slug").await, schools);
    }

    #[test]
    fn generated_news_shows_a_demo_excerpt_as_text_and_keeps_missing_translations_missing() {
        let demo = [json!({
            "title": {"kz": "Су тасқыны", "ru": "Паводок"},
            "excerpt": {"kz": r#"Flood <img src=x onerror="alert(1)"> relief"#},
            "body": {"kz": "<p>Мәтін</p>", "ru": "<p>Текст</p>"},
            "school": null,
            "image": null,
        })];
        let news = generated_news(&demo, 0).unwrap();
        assert_eq!(news["title"], json!({"kz": "Су тасқыны (1)", "ru": "Паводок (1)"}));
        assert_eq!(
            news["body"]["kz"],
            r#"<p>Flood &lt;img src=x onerror=&quot;alert(1)&quot;&gt; relief</p><p>Мәтін</p>"#
        );
        assert_eq!(news["body"]["ru"], "<p>Текст</p>");
        assert_eq!(news["body"]["en"], "");
    }
}
