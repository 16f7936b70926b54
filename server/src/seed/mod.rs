//! The demo content of `content/` (embedded in the binary), loaded into a database in one
//! transaction, with its images drawn into the data dir.

mod art;
mod pdf;

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use anyhow::{Context, bail, ensure};
use include_dir::{Dir, include_dir};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use sqlx::{QueryBuilder, Sqlite, Transaction};

use crate::campus::{Award, Event, Organization, SportsClub, StudentLife, Vacancy};
use crate::config::SeedConfig;
use crate::content::blocks::Owner;
use crate::content::handbooks::{HANDBOOKS, HandbookItem};
use crate::content::history::TimelineItem;
use crate::content::schools::School;
use crate::content::settings::{self, ContactSettings, GeneralDoc};
use crate::db::Db;
use crate::education::programs::DIMENSIONS;
use crate::education::{
    AdmissionStage, DualProgramDetail, FilterValue, Grant, Partner, Question, QuestionCategory, Rating, University,
};
use crate::html::SafeHtml;
use crate::lang::Tr;
use crate::library::{Book, Faq, Webinar};
use crate::people::{Employee, Graduate, Volunteer};
use crate::science::{
    Activity, Announcement, OlympiadResult, PartnerProject, Project, Provider, Publication, ResearchTeam, ScienceGrant,
    Scientist, Sdg,
};
use crate::site::{MEDIA_DIR, media_url};

static CONTENT: Dir<'_> = include_dir!("$CARGO_MANIFEST_DIR/../content");

/// True when no content has been loaded yet.
pub async fn is_empty(db: &Db) -> anyhow::Result<bool> {
    let (pages,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM pages").fetch_one(db).await?;
    Ok(pages == 0)
}

/// `bilim seed`: load the demo content into the data dir's database.
pub async fn run(config: &SeedConfig) -> anyhow::Result<()> {
    let db = crate::db::open(&config.data.data_dir).await?;
    if !is_empty(&db).await? {
        if !config.force {
            bail!(
                "{} already has content; pass --force to replace it with the demo content",
                config.data.data_dir.display()
            );
        }
        crate::store::Store::new(db.clone(), crate::store::Changes::default(), &config.data.data_dir)
            .clear_content()
            .await?;
    }
    load_demo(&db, &config.data.data_dir).await?;
    if config.generated_news > 0 {
        generate_news(&db, config.generated_news).await?;
    }
    println!("Loaded the demo content into {}", config.data.data_dir.display());
    Ok(())
}

/// Adds `count` news items made by mixing the demo's: titles and texts of real sentences, spread
/// over twelve years and the schools, so that lists and search meet a realistic volume.
pub async fn generate_news(db: &Db, count: usize) -> anyhow::Result<()> {
    #[derive(sqlx::FromRow)]
    struct Demo {
        school_id: Option<i64>,
        title: Tr,
        excerpt: Tr,
        body: SafeHtml,
        image: Option<String>,
    }
    let demo: Vec<Demo> = sqlx::query_as("SELECT school_id, title, excerpt, body, image FROM news ORDER BY id")
        .fetch_all(db)
        .await?;
    ensure!(!demo.is_empty(), "there are no demo news to mix");
    let mut tx = db.begin().await?;
    for i in 0..count {
        let Demo {
            school_id: school,
            title,
            excerpt,
            image,
            ..
        } = &demo[i % demo.len()];
        let body = demo[(i * 7 + 3) % demo.len()].body.texts();
        let other_excerpt = &demo[(i * 13 + 5) % demo.len()].excerpt;
        let title = title.map(|t| format!("{t} ({})", i + 1));
        let body = SafeHtml::sanitize(&Tr {
            kz: format!("<p>{}</p>{}", other_excerpt.kz, body.kz),
            ru: format!("<p>{}</p>{}", other_excerpt.ru, body.ru),
            en: format!("<p>{}</p>{}", other_excerpt.en, body.en),
        });
        // Two a day backwards from the end of 2026: twelve years for 100,000 items.
        let day = time::macros::date!(2026 - 12 - 31) - time::Duration::days((i / 2) as i64 % 4380);
        let published_at = format!("{day}T{:02}:00:00", 9 + (i % 2) * 5);
        sqlx::query(
            "INSERT INTO news (slug, school_id, published_at, title, excerpt, body, image, search_text)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        )
        .bind(format!("generated-news-{}", i + 1))
        .bind(school)
        .bind(published_at)
        .bind(&title)
        .bind(excerpt)
        .bind(&body)
        .bind(image)
        .bind(crate::news::search_text(&title, excerpt, body.texts()))
        .execute(&mut *tx)
        .await?;
    }
    sqlx::query("UPDATE settings SET value = ? WHERE key = 'content_version'")
        .bind(serde_json::to_string(&crate::random_hex()?)?)
        .execute(&mut *tx)
        .await?;
    tx.commit().await?;
    Ok(())
}

/// Loads every file of `content/` in one transaction: all of it, or nothing.
pub async fn load_demo(db: &Db, data_dir: &Path) -> anyhow::Result<()> {
    let mut media = Media::default();
    let mut tx = db.begin().await?;

    let settings_file: SettingsFile = read("settings.json")?;
    let mut general = settings_file.general;
    general.logo = media.url(&general.logo)?;
    general.footer_logo = media.url(&general.footer_logo)?;
    general.consultation_image = general.consultation_image.map(|name| media.url(&name)).transpose()?;
    put_setting(&mut tx, settings::GENERAL, &general)
        .await
        .context("settings")?;
    put_setting(&mut tx, settings::CONTACTS, &settings_file.contacts).await?;
    // A new version tells the search index (and any other derived data) to rebuild.
    put_setting(&mut tx, "content_version", &crate::random_hex()?).await?;
    put_setting(&mut tx, "content_updated_at", &crate::forms::now_utc()).await?;

    let menus: MenusFile = read("menus.json")?;
    insert_menu(&mut tx, "header", None, &menus.header)
        .await
        .context("header menu")?;
    insert_menu(&mut tx, "footer", None, &menus.footer).await?;

    let mut seed = Seeder {
        tx: &mut tx,
        media: &mut media,
    };
    seed.lists().await?;

    let news_dir = CONTENT.get_dir("news").context("content/news is missing")?;
    let mut news_files: Vec<_> = news_dir
        .files()
        .filter(|f| f.path().extension().is_some_and(|e| e == "json"))
        .collect();
    news_files.sort_by_key(|f| f.path());
    for file in news_files {
        let items: Vec<NewsEntry> = parse(file.path(), file.contents())?;
        for n in &items {
            insert_news(&mut tx, &mut media, n)
                .await
                .with_context(|| format!("news {}", n.slug))?;
        }
    }

    media.write(&data_dir.join(MEDIA_DIR))?;
    tx.commit().await.context("cannot commit the demo content")?;
    Ok(())
}

/// Fields that name an image: the seeder turns their names into paths.
const IMAGE_FIELDS: [&str; 6] = ["image", "photo", "logo", "cover", "banner", "mobile"];

/// Loads the lists of the content API, each record checked against its answer type first.
struct Seeder<'a, 'c> {
    tx: &'a mut Transaction<'c, Sqlite>,
    media: &'a mut Media,
}

impl Seeder<'_, '_> {
    async fn lists(&mut self) -> anyhow::Result<()> {
        for (position, school) in read::<Vec<Value>>("schools.json")?.into_iter().enumerate() {
            self.record::<School>("schools", school, &[], position).await?;
        }
        for (position, mut program) in read::<Vec<Value>>("dual-programs.json")?.into_iter().enumerate() {
            let blocks = take(&mut program, "blocks");
            let id = self
                .record::<DualProgramDetail>("dual_programs", program, &[], position)
                .await?;
            self.blocks(Owner::DualProgram, id, blocks).await?;
        }
        self.pages().await?;

        let handbooks: BTreeMap<String, Vec<Value>> = read("handbooks.json")?;
        for (name, items) in handbooks {
            ensure!(HANDBOOKS.contains(&name.as_str()), "unknown handbook {name}");
            for (position, item) in items.into_iter().enumerate() {
                self.record::<HandbookItem>("handbook_items", item, &[("handbook", name.as_str().into())], position)
                    .await?;
            }
        }
        self.list::<Employee>("employees.json", "employees").await?;
        self.programs().await?;
        for (position, mut category) in read::<Vec<Value>>("questions.json")?.into_iter().enumerate() {
            let questions = take(&mut category, "questions");
            let id = self
                .record::<QuestionCategory>("question_categories", category, &[], position)
                .await?;
            for (position, question) in items(questions).into_iter().enumerate() {
                self.record::<Question>("questions", question, &[("category", id.into())], position)
                    .await?;
            }
        }
        for (position, mut grant) in read::<Vec<Value>>("grants.json")?.into_iter().enumerate() {
            let blocks = take(&mut grant, "blocks");
            let id = self.record::<Grant>("grants", grant, &[], position).await?;
            self.blocks(Owner::Grant, id, blocks).await?;
        }
        self.list::<University>("universities.json", "universities").await?;
        self.list::<Partner>("partners.json", "partners").await?;
        self.list::<Rating>("ratings.json", "ratings").await?;
        self.list::<Event>("events.json", "events").await?;
        self.list::<Graduate>("graduates.json", "graduates").await?;
        self.list::<AdmissionStage>("admission-stages.json", "admission_stages")
            .await?;
        self.list::<TimelineItem>("history.json", "history_timelines").await?;
        self.list::<Announcement>("announcements.json", "announcements").await?;

        let mut student_life: BTreeMap<String, Value> = read("student-life.json")?;
        self.part::<StudentLife>(&mut student_life, "student-lives", "student_lives")
            .await?;
        self.part::<Organization>(&mut student_life, "organizations", "organizations")
            .await?;
        self.part::<Award>(&mut student_life, "awards", "awards").await?;
        self.part::<SportsClub>(&mut student_life, "sports-clubs", "sports_clubs")
            .await?;
        self.part::<Volunteer>(&mut student_life, "volunteers", "volunteers")
            .await?;
        self.list::<Vacancy>("vacancies.json", "vacancies").await?;

        let mut library: BTreeMap<String, Value> = read("library.json")?;
        self.part::<Book>(&mut library, "books", "books").await?;
        self.part::<Webinar>(&mut library, "webinars", "webinars").await?;
        self.documents().await?;
        let faqs: BTreeMap<String, Vec<Value>> = read("faqs.json")?;
        for (kind, items) in faqs {
            ensure!(
                ["certificates", "purchases", "documents"].contains(&kind.as_str()),
                "unknown faq list {kind}"
            );
            for (position, faq) in items.into_iter().enumerate() {
                self.record::<Faq>("faqs", faq, &[("kind", kind.as_str().into())], position)
                    .await?;
            }
        }

        self.science().await?;
        for (position, mut sdg) in read::<Vec<Value>>("sdgs.json")?.into_iter().enumerate() {
            let blocks = take(&mut sdg, "blocks");
            let id = self.record::<Sdg>("sdgs", sdg, &[], position).await?;
            self.blocks(Owner::Sdg, id, blocks).await?;
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
            let mut more: Vec<_> = dir
                .files()
                .filter(|f| f.path().extension().is_some_and(|e| e == "json"))
                .collect();
            more.sort_by_key(|f| f.path());
            files.extend(more);
        }
        for file in files {
            let pages: Vec<PageEntry> = parse(file.path(), file.contents())?;
            for p in &pages {
                sqlx::query(
                    "INSERT INTO pages (id, type, slug, title, seo_title, seo_description, banner, image, video)
                     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                )
                .bind(p.id)
                .bind(&p.kind)
                .bind(&p.slug)
                .bind(&p.title)
                .bind(&p.seo.title)
                .bind(&p.seo.description)
                .bind(self.media.url_opt(&p.banner)?)
                .bind(self.media.url_opt(&p.image)?)
                .bind(p.video.as_deref().map(|name| self.media.video(name)).transpose()?)
                .execute(&mut **self.tx)
                .await
                .with_context(|| format!("page {}", p.slug))?;
                insert_blocks(self.tx, self.media, Owner::Page, p.id, &p.blocks).await?;
            }
        }
        Ok(())
    }

    async fn programs(&mut self) -> anyhow::Result<()> {
        let mut file: BTreeMap<String, Value> = read("programs.json")?;
        let filters: BTreeMap<String, Vec<Value>> = serde_json::from_value(take(&mut file, "filters"))?;
        for (dimension, values) in filters {
            ensure!(
                DIMENSIONS.contains(&dimension.as_str()),
                "unknown programme filter {dimension}"
            );
            for (position, value) in values.into_iter().enumerate() {
                self.record::<FilterValue>(
                    "program_filter_values",
                    value,
                    &[("dimension", dimension.as_str().into())],
                    position,
                )
                .await?;
            }
        }
        for (position, mut program) in items(take(&mut file, "programs")).into_iter().enumerate() {
            let blocks = take(&mut program, "blocks");
            let mut values = Vec::new();
            for dimension in DIMENSIONS {
                match take(&mut program, dimension) {
                    Value::Array(ids) => values.extend(ids),
                    Value::Null => {}
                    id => values.push(id),
                }
            }
            let id = self.record::<ProgramEntry>("programs", program, &[], position).await?;
            for value in values {
                sqlx::query("INSERT INTO program_filters (program, value) VALUES (?, ?)")
                    .bind(id)
                    .bind(value.as_i64().context("a programme filter value is an id")?)
                    .execute(&mut **self.tx)
                    .await
                    .with_context(|| format!("filter {value} of programme {id}"))?;
            }
            self.blocks(Owner::Program, id, blocks).await?;
        }
        Ok(())
    }

    async fn documents(&mut self) -> anyhow::Result<()> {
        for mut list in read::<Vec<Value>>("documents.json")? {
            let documents = take(&mut list, "documents");
            let list: DocumentListEntry = serde_json::from_value(list)?;
            sqlx::query("INSERT INTO document_lists (id, title) VALUES (?, ?)")
                .bind(list.id)
                .bind(&list.title)
                .execute(&mut **self.tx)
                .await?;
            for (position, document) in items(documents).into_iter().enumerate() {
                let document: DocumentEntry = serde_json::from_value(document)?;
                let file = self.media.document(list.id, position, &document.title, &document.date);
                let record = serde_json::json!({
                    "title": document.title,
                    "date": document.date,
                    "file": file.url,
                    "size": file.size,
                });
                insert(
                    self.tx,
                    self.media,
                    "documents",
                    record,
                    &[("list", list.id.into())],
                    position,
                )
                .await?;
            }
        }
        Ok(())
    }

    async fn science(&mut self) -> anyhow::Result<()> {
        let mut file: BTreeMap<String, Value> = read("science.json")?;
        for (position, mut project) in items(take(&mut file, "projects")).into_iter().enumerate() {
            let activities = take(&mut project, "activities");
            let blocks = take(&mut project, "blocks");
            let id = self.record::<Project>("projects", project, &[], position).await?;
            for (position, activity) in items(activities).into_iter().enumerate() {
                self.record::<Activity>("project_activities", activity, &[("project", id.into())], position)
                    .await?;
            }
            self.blocks(Owner::Project, id, blocks).await?;
        }
        for (position, mut grant) in items(take(&mut file, "science-grants")).into_iter().enumerate() {
            let blocks = take(&mut grant, "blocks");
            let id = self
                .record::<ScienceGrant>("science_grants", grant, &[], position)
                .await?;
            self.blocks(Owner::ScienceGrant, id, blocks).await?;
        }
        for (position, mut scientist) in items(take(&mut file, "scientists")).into_iter().enumerate() {
            let projects = items(take(&mut scientist, "projects"));
            let grants = items(take(&mut scientist, "grants"));
            let id = self.record::<Scientist>("scientists", scientist, &[], position).await?;
            for (table, column, ids) in [
                ("scientist_projects", "project", projects),
                ("scientist_grants", "science_grant", grants),
            ] {
                for other in ids {
                    insert(
                        self.tx,
                        self.media,
                        table,
                        serde_json::json!({ "scientist": id, column: other }),
                        &[],
                        0,
                    )
                    .await?;
                }
            }
        }
        self.part::<ResearchTeam>(&mut file, "research-teams", "research_teams")
            .await?;
        self.part::<PartnerProject>(&mut file, "international-projects", "international_projects")
            .await?;
        self.part::<PartnerProject>(&mut file, "rg-gold-projects", "rg_gold_projects")
            .await?;
        self.part::<Publication>(&mut file, "publications", "publications")
            .await?;
        self.part::<OlympiadResult>(&mut file, "olympiad-results", "olympiad_results")
            .await?;
        self.part::<Provider>(&mut file, "providers", "providers").await?;
        ensure!(
            file.is_empty(),
            "science.json has unknown parts: {:?}",
            file.keys().collect::<Vec<_>>()
        );
        Ok(())
    }

    /// Every record of a file that is one list.
    async fn list<T: DeserializeOwned + Serialize>(&mut self, path: &str, table: &'static str) -> anyhow::Result<()> {
        for (position, record) in read::<Vec<Value>>(path)?.into_iter().enumerate() {
            self.record::<T>(table, record, &[], position)
                .await
                .with_context(|| format!("content/{path}"))?;
        }
        Ok(())
    }

    /// Every record of one part (`key`) of a file of several lists.
    async fn part<T: DeserializeOwned + Serialize>(
        &mut self,
        file: &mut BTreeMap<String, Value>,
        key: &str,
        table: &'static str,
    ) -> anyhow::Result<()> {
        for (position, record) in items(take(file, key)).into_iter().enumerate() {
            self.record::<T>(table, record, &[], position)
                .await
                .with_context(|| format!("part {key}"))?;
        }
        Ok(())
    }

    /// Checks a record against its answer type `T`, then inserts it; answers the row's id.
    async fn record<T: DeserializeOwned + Serialize>(
        &mut self,
        table: &'static str,
        record: Value,
        extra: &[(&str, Value)],
        position: usize,
    ) -> anyhow::Result<i64> {
        let checked: T = serde_json::from_value(record.clone())
            .with_context(|| format!("a record of {table} does not fit its type: {record}"))?;
        insert(
            self.tx,
            self.media,
            table,
            serde_json::to_value(&checked)?,
            extra,
            position,
        )
        .await
    }

    async fn blocks(&mut self, owner: Owner, id: i64, blocks: Value) -> anyhow::Result<()> {
        let blocks: Vec<BlockEntry> =
            serde_json::from_value(if blocks.is_null() { Value::Array(vec![]) } else { blocks })?;
        insert_blocks(self.tx, self.media, owner, id, &blocks).await
    }
}

/// Inserts one row: the record's fields are the table's columns (a `Tr` as its JSON, image names
/// as paths), plus `extra` columns and `sort_order`; an `id` of 0 lets the database choose.
async fn insert(
    tx: &mut Transaction<'_, Sqlite>,
    media: &mut Media,
    table: &'static str,
    record: Value,
    extra: &[(&str, Value)],
    position: usize,
) -> anyhow::Result<i64> {
    let Value::Object(mut fields) = record else {
        bail!("a record of {table} is not an object")
    };
    if fields.get("id").is_some_and(|id| id.as_i64() == Some(0)) {
        fields.remove("id");
    }
    for field in IMAGE_FIELDS {
        if let Some(Value::String(name)) = fields.get(field) {
            let url = media.url(name)?;
            fields.insert(field.to_owned(), Value::String(url));
        }
    }
    for (column, value) in extra {
        fields.insert((*column).to_owned(), value.clone());
    }
    if !table.starts_with("scientist_") {
        fields.insert("sort_order".to_owned(), position.into());
    }
    let mut sql = QueryBuilder::<Sqlite>::new(format!("INSERT INTO {table} ("));
    let mut columns = sql.separated(", ");
    for column in fields.keys() {
        columns.push(format!("\"{column}\""));
    }
    sql.push(") VALUES (");
    let mut values = sql.separated(", ");
    for value in fields.values() {
        match value {
            Value::Null => values.push_bind(None::<String>),
            Value::Bool(b) => values.push_bind(*b),
            Value::Number(n) if n.is_i64() => values.push_bind(n.as_i64()),
            Value::Number(n) => values.push_bind(n.as_f64()),
            Value::String(s) => values.push_bind(s.clone()),
            other => values.push_bind(other.to_string()),
        };
    }
    sql.push(")");
    let id = sql
        .build()
        .execute(&mut **tx)
        .await
        .with_context(|| format!("cannot insert into {table}: {}", Value::Object(fields.clone())))?
        .last_insert_rowid();
    Ok(id)
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

async fn put_setting<T: serde::Serialize>(
    tx: &mut Transaction<'_, Sqlite>,
    key: &str,
    value: &T,
) -> anyhow::Result<()> {
    sqlx::query("INSERT INTO settings (key, value) VALUES (?, ?)")
        .bind(key)
        .bind(serde_json::to_string(value)?)
        .execute(&mut **tx)
        .await?;
    Ok(())
}

async fn insert_menu(
    tx: &mut Transaction<'_, Sqlite>,
    menu: &str,
    parent: Option<i64>,
    entries: &[MenuEntry],
) -> anyhow::Result<()> {
    for (position, entry) in entries.iter().enumerate() {
        ensure!(
            entry.url.starts_with('/') || entry.url.starts_with("https://"),
            "menu url {} is not a path",
            entry.url
        );
        let id = sqlx::query("INSERT INTO menu_items (menu, parent_id, sort_order, title, url) VALUES (?, ?, ?, ?, ?)")
            .bind(menu)
            .bind(parent)
            .bind(position as i64)
            .bind(&entry.title)
            .bind(&entry.url)
            .execute(&mut **tx)
            .await?
            .last_insert_rowid();
        Box::pin(insert_menu(tx, menu, Some(id), &entry.children)).await?;
    }
    Ok(())
}

async fn insert_news(tx: &mut Transaction<'_, Sqlite>, media: &mut Media, n: &NewsEntry) -> anyhow::Result<()> {
    ensure!(
        is_local_datetime(&n.published_at),
        "published_at {} is not YYYY-MM-DDTHH:MM:SS",
        n.published_at
    );
    let id = sqlx::query(
        "INSERT INTO news (slug, school_id, published_at, title, excerpt, body, image, search_text)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
    )
    .bind(&n.slug)
    .bind(n.school)
    .bind(&n.published_at)
    .bind(&n.title)
    .bind(&n.excerpt)
    .bind(&n.body)
    .bind(media.url_opt(&n.image)?)
    .bind(crate::news::search_text(&n.title, &n.excerpt, n.body.texts()))
    .execute(&mut **tx)
    .await?
    .last_insert_rowid();
    insert_blocks(tx, media, Owner::News, id, &n.blocks).await
}

async fn insert_blocks(
    tx: &mut Transaction<'_, Sqlite>,
    media: &mut Media,
    owner: Owner,
    owner_id: i64,
    blocks: &[BlockEntry],
) -> anyhow::Result<()> {
    for b in blocks {
        let images = b
            .images
            .iter()
            .map(|name| media.url(name))
            .collect::<anyhow::Result<Vec<_>>>()?;
        let block_id = sqlx::query(
            r#"INSERT INTO blocks (owner_type, owner_id, n, position, top, title, "desc", link_text, link_url,
                images, bottom, mobile) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"#,
        )
        .bind(owner.as_str())
        .bind(owner_id)
        .bind(b.n)
        .bind(b.position)
        .bind(&b.top)
        .bind(&b.title)
        .bind(&b.desc)
        .bind(b.link.as_ref().map(|l| &l.text).unwrap_or(&Tr::default()))
        .bind(b.link.as_ref().map(|l| &l.url))
        .bind(serde_json::to_string(&images)?)
        .bind(&b.bottom)
        .bind(media.url_opt(&b.mobile)?)
        .execute(&mut **tx)
        .await
        .with_context(|| format!("block {} of {} {owner_id}", b.n, owner.as_str()))?
        .last_insert_rowid();
        for (position, item) in b.items.iter().enumerate() {
            sqlx::query(
                r#"INSERT INTO block_items (block_id, sort_order, title, "desc", image, link_text, link_url)
                 VALUES (?, ?, ?, ?, ?, ?, ?)"#,
            )
            .bind(block_id)
            .bind(position as i64)
            .bind(&item.title)
            .bind(&item.desc)
            .bind(media.url_opt(&item.image)?)
            .bind(item.link.as_ref().map(|l| &l.text).unwrap_or(&Tr::default()))
            .bind(item.link.as_ref().map(|l| &l.url))
            .execute(&mut **tx)
            .await?;
        }
    }
    Ok(())
}

fn is_local_datetime(s: &str) -> bool {
    let b = s.as_bytes();
    b.len() == 19
        && b.iter().enumerate().all(|(i, c)| match i {
            4 | 7 => *c == b'-',
            10 => *c == b'T',
            13 | 16 => *c == b':',
            _ => c.is_ascii_digit(),
        })
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

/// The files the content needs: images it names (each a hand-drawn file of `content/media` or
/// drawn here), videos (files of `content/media`, never drawn) and the documents' PDFs.
#[derive(Default)]
struct Media {
    names: BTreeSet<String>,
    /// Each video's file name and its bytes in `content/media`.
    videos: BTreeMap<String, &'static [u8]>,
    documents: Vec<(String, Vec<u8>)>,
}

/// A drawn document: its public path and size.
struct DocumentFile {
    url: String,
    size: usize,
}

impl Media {
    fn url(&mut self, name: &str) -> anyhow::Result<String> {
        ensure_kebab_case(name)?;
        self.names.insert(name.to_owned());
        Ok(media_url(&format!("{name}.svg")))
    }

    fn video(&mut self, name: &str) -> anyhow::Result<String> {
        ensure_kebab_case(name)?;
        let file = format!("{name}.mp4");
        let Some(video) = CONTENT.get_file(format!("media/{file}")) else {
            anyhow::bail!("video content/media/{file} does not exist");
        };
        let url = media_url(&file);
        self.videos.insert(file, video.contents());
        Ok(url)
    }

    fn url_opt(&mut self, name: &Option<String>) -> anyhow::Result<Option<String>> {
        name.as_deref().map(|n| self.url(n)).transpose()
    }

    /// Draws the PDF of a document of a list, titled in English (the PDF's font has no Cyrillic).
    fn document(&mut self, list: i64, position: usize, title: &Tr, date: &str) -> DocumentFile {
        let file = format!("documents/{list}-{}.pdf", position + 1);
        let pdf = pdf::document(
            title.get(crate::lang::Lang::En),
            &[
                format!("Dala Business University, {date}"),
                "168 Abay Avenue, Almaty 050046".to_owned(),
            ],
        );
        let size = pdf.len();
        self.documents.push((file.clone(), pdf));
        DocumentFile {
            url: media_url(&file),
            size,
        }
    }

    fn write(&self, dir: &Path) -> anyhow::Result<()> {
        std::fs::create_dir_all(dir.join("documents")).with_context(|| format!("cannot create {}", dir.display()))?;
        for name in &self.names {
            let file = format!("{name}.svg");
            let svg = match CONTENT.get_file(format!("media/{file}")) {
                Some(drawn) => drawn.contents().to_vec(),
                None => art::draw(name).into_bytes(),
            };
            std::fs::write(dir.join(&file), svg).with_context(|| format!("cannot write {file}"))?;
        }
        for (file, video) in &self.videos {
            std::fs::write(dir.join(file), video).with_context(|| format!("cannot write {file}"))?;
        }
        for (file, bytes) in &self.documents {
            std::fs::write(dir.join(file), bytes).with_context(|| format!("cannot write {file}"))?;
        }
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

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SettingsFile {
    general: GeneralDoc,
    contacts: ContactSettings,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct MenusFile {
    header: Vec<MenuEntry>,
    footer: Vec<MenuEntry>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct MenuEntry {
    title: Tr,
    url: String,
    #[serde(default)]
    children: Vec<MenuEntry>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct PageEntry {
    id: i64,
    #[serde(rename = "type")]
    kind: String,
    slug: String,
    title: Tr,
    seo: SeoEntry,
    banner: Option<String>,
    image: Option<String>,
    /// The name of an mp4 of `content/media`, played in the banner.
    video: Option<String>,
    #[serde(default)]
    blocks: Vec<BlockEntry>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SeoEntry {
    title: Tr,
    description: Tr,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct LinkEntry {
    text: Tr,
    url: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct BlockEntry {
    n: i64,
    position: i64,
    #[serde(default)]
    top: Tr,
    #[serde(default)]
    title: Tr,
    #[serde(default)]
    desc: SafeHtml,
    link: Option<LinkEntry>,
    #[serde(default)]
    items: Vec<ItemEntry>,
    #[serde(default)]
    images: Vec<String>,
    #[serde(default)]
    bottom: Tr,
    mobile: Option<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ItemEntry {
    #[serde(default)]
    title: Tr,
    #[serde(default)]
    desc: SafeHtml,
    image: Option<String>,
    link: Option<LinkEntry>,
}

/// A programme row as the content gives it (its filters and blocks taken out).
#[derive(Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
struct ProgramEntry {
    id: i64,
    slug: String,
    education: String,
    school: i64,
    code: String,
    title: Tr,
    desc: Tr,
    image: Option<String>,
    credits: i64,
    price: Tr,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct DocumentListEntry {
    id: i64,
    title: Tr,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct DocumentEntry {
    title: Tr,
    date: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct NewsEntry {
    slug: String,
    school: Option<i64>,
    published_at: String,
    title: Tr,
    excerpt: Tr,
    body: SafeHtml,
    image: Option<String>,
    #[serde(default)]
    blocks: Vec<BlockEntry>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn local_datetimes_are_checked() {
        assert!(is_local_datetime("2025-03-14T10:00:00"));
        assert!(!is_local_datetime("2025-03-14 10:00:00"));
        assert!(!is_local_datetime("2025-3-14T10:00:00"));
    }

    #[test]
    fn the_embedded_content_parses() {
        let _: SettingsFile = read("settings.json").unwrap();
        let _: MenusFile = read("menus.json").unwrap();
        let _: Vec<PageEntry> = read("pages.json").unwrap();
    }

    /// A text an attacker (or a careless paste) could put into any rich-text field.
    const HOSTILE: &str = r#"<p onclick="steal()">Open <script>alert(1)</script><a href="javascript:alert(2)">day</a></p><img src="https://tracker.example/t.gif" onerror="alert(3)"><style>body{}</style>"#;
    const CLEANED: &str = r#"<p>Open <a rel="noopener noreferrer">day</a></p><img>"#;

    #[tokio::test]
    async fn every_rich_text_field_is_stored_sanitized_by_the_seeder() {
        let dir = tempfile::tempdir().unwrap();
        let db = crate::db::open(dir.path()).await.unwrap();
        let mut media = Media::default();
        let mut tx = db.begin().await.unwrap();
        // The test never commits, so the rows need not point at real handbook items.
        sqlx::query("PRAGMA defer_foreign_keys = ON")
            .execute(&mut *tx)
            .await
            .unwrap();
        let html = serde_json::json!({ "kz": HOSTILE, "ru": HOSTILE, "en": HOSTILE });
        let text = serde_json::json!({ "kz": "Мәтін" });
        let mut seed = Seeder {
            tx: &mut tx,
            media: &mut media,
        };
        let project = seed
            .record::<Project>(
                "projects",
                serde_json::json!({ "id": 0, "slug": "p", "title": text, "desc": html, "image": null, "years": text }),
                &[],
                0,
            )
            .await
            .unwrap();
        seed.record::<Activity>(
            "project_activities",
            serde_json::json!({ "id": 0, "slug": "a", "title": text, "desc": html, "date": "2026-01-01", "image": null }),
            &[("project", project.into())],
            0,
        )
        .await
        .unwrap();
        seed.record::<ScienceGrant>(
            "science_grants",
            serde_json::json!({ "id": 0, "slug": "g", "title": text, "desc": html, "funder": text, "years": text,
                "amount": text, "image": null }),
            &[],
            0,
        )
        .await
        .unwrap();
        seed.record::<Announcement>(
            "announcements",
            serde_json::json!({ "id": 0, "title": text, "candidate": text, "specialty": text,
                "defense_at": "2026-01-01T10:00:00", "body": html }),
            &[],
            0,
        )
        .await
        .unwrap();
        seed.record::<Question>(
            "questions",
            serde_json::json!({ "question": text, "answer": html }),
            &[("category", 1.into())],
            0,
        )
        .await
        .unwrap();
        seed.record::<Vacancy>(
            "vacancies",
            serde_json::json!({ "id": 0, "department": 1, "title": text, "desc": html, "employment": text,
                "salary": text, "published_at": "2026-01-01" }),
            &[],
            0,
        )
        .await
        .unwrap();
        seed.record::<Faq>(
            "faqs",
            serde_json::json!({ "title": text, "desc": html }),
            &[("kind", "purchases".into())],
            0,
        )
        .await
        .unwrap();
        seed.blocks(
            Owner::Project,
            project,
            serde_json::json!([{ "n": 1, "position": 1, "desc": html, "items": [{ "title": text, "desc": html }] }]),
        )
        .await
        .unwrap();
        let news: NewsEntry = serde_json::from_value(serde_json::json!({ "slug": "n", "school": null,
            "published_at": "2026-01-01T10:00:00", "title": text, "excerpt": text, "body": html, "image": null }))
        .unwrap();
        insert_news(&mut tx, &mut media, &news).await.unwrap();

        let columns = [
            ("projects", "\"desc\""),
            ("project_activities", "\"desc\""),
            ("science_grants", "\"desc\""),
            ("announcements", "body"),
            ("questions", "answer"),
            ("vacancies", "\"desc\""),
            ("faqs", "\"desc\""),
            ("blocks", "\"desc\""),
            ("block_items", "\"desc\""),
            ("news", "body"),
        ];
        for (table, column) in columns {
            let stored: Vec<(Tr,)> = sqlx::query_as(sqlx::AssertSqlSafe(format!("SELECT {column} FROM {table}")))
                .fetch_all(&mut *tx)
                .await
                .unwrap();
            assert_eq!(stored.len(), 1, "{table}");
            for text in stored[0].0.all() {
                assert_eq!(text, CLEANED, "{table}.{column}");
            }
        }
    }
}
