//! The demo content of `content/` (embedded in the binary), loaded into a database in one
//! transaction, with its images drawn into the data dir.

mod art;

use std::collections::BTreeSet;
use std::path::Path;
use std::sync::LazyLock;

use anyhow::{Context, bail, ensure};
use include_dir::{Dir, include_dir};
use serde::Deserialize;
use serde::de::DeserializeOwned;
use sqlx::{Sqlite, Transaction};

use crate::config::SeedConfig;
use crate::content::settings::{self, ContactSettings, GeneralDoc};
use crate::db::Db;
use crate::lang::Tr;
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
        clear(&db).await?;
    }
    load_demo(&db, &config.data.data_dir).await?;
    println!("Loaded the demo content into {}", config.data.data_dir.display());
    Ok(())
}

async fn clear(db: &Db) -> anyhow::Result<()> {
    let mut tx = db.begin().await?;
    for table in [
        "block_items",
        "blocks",
        "news",
        "menu_items",
        "pages",
        "dual_programs",
        "schools",
        "settings",
    ] {
        sqlx::query(sqlx::AssertSqlSafe(format!("DELETE FROM {table}")))
            .execute(&mut *tx)
            .await?;
    }
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
    put_setting(&mut tx, settings::GENERAL, &general).await?;
    put_setting(&mut tx, settings::CONTACTS, &settings_file.contacts).await?;

    let menus: MenusFile = read("menus.json")?;
    insert_menu(&mut tx, "header", None, &menus.header).await?;
    insert_menu(&mut tx, "footer", None, &menus.footer).await?;

    let schools: Vec<SchoolEntry> = read("schools.json")?;
    for (position, s) in schools.iter().enumerate() {
        sqlx::query(
            r#"INSERT INTO schools (id, slug, position, title, short_title, "desc", image, color)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?)"#,
        )
        .bind(s.id)
        .bind(&s.slug)
        .bind(position as i64)
        .bind(&s.title)
        .bind(&s.short_title)
        .bind(&s.desc)
        .bind(media.url_opt(&s.image)?)
        .bind(&s.color)
        .execute(&mut *tx)
        .await
        .with_context(|| format!("school {}", s.slug))?;
    }

    let duals: Vec<DualProgramEntry> = read("dual-programs.json")?;
    for (position, d) in duals.iter().enumerate() {
        sqlx::query(
            r#"INSERT INTO dual_programs (id, slug, position, title, "desc", partner, image)
             VALUES (?, ?, ?, ?, ?, ?, ?)"#,
        )
        .bind(d.id)
        .bind(&d.slug)
        .bind(position as i64)
        .bind(&d.title)
        .bind(&d.desc)
        .bind(&d.partner)
        .bind(media.url_opt(&d.image)?)
        .execute(&mut *tx)
        .await
        .with_context(|| format!("dual programme {}", d.slug))?;
    }

    let pages: Vec<PageEntry> = read("pages.json")?;
    for p in &pages {
        sqlx::query(
            "INSERT INTO pages (id, type, slug, title, seo_title, seo_description, banner, image)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        )
        .bind(p.id)
        .bind(&p.kind)
        .bind(&p.slug)
        .bind(&p.title)
        .bind(&p.seo.title)
        .bind(&p.seo.description)
        .bind(media.url_opt(&p.banner)?)
        .bind(media.url_opt(&p.image)?)
        .execute(&mut *tx)
        .await
        .with_context(|| format!("page {}", p.slug))?;
        insert_blocks(&mut tx, &mut media, "page", p.id, &p.blocks).await?;
    }

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
    tx.commit().await?;
    Ok(())
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
        let id = sqlx::query("INSERT INTO menu_items (menu, parent_id, position, title, url) VALUES (?, ?, ?, ?, ?)")
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
    let body = n.body.map(sanitize_html);
    let id = sqlx::query(
        "INSERT INTO news (slug, school_id, published_at, title, excerpt, body, image, search_text)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
    )
    .bind(&n.slug)
    .bind(n.school)
    .bind(&n.published_at)
    .bind(&n.title)
    .bind(&n.excerpt)
    .bind(&body)
    .bind(media.url_opt(&n.image)?)
    .bind(crate::news::search_text(&n.title, &n.excerpt, &body))
    .execute(&mut **tx)
    .await?
    .last_insert_rowid();
    insert_blocks(tx, media, "news", id, &n.blocks).await
}

async fn insert_blocks(
    tx: &mut Transaction<'_, Sqlite>,
    media: &mut Media,
    owner_type: &str,
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
        .bind(owner_type)
        .bind(owner_id)
        .bind(b.n)
        .bind(b.position)
        .bind(&b.top)
        .bind(&b.title)
        .bind(b.desc.map(sanitize_html))
        .bind(b.link.as_ref().map(|l| &l.text).unwrap_or(&Tr::default()))
        .bind(b.link.as_ref().map(|l| &l.url))
        .bind(serde_json::to_string(&images)?)
        .bind(&b.bottom)
        .bind(media.url_opt(&b.mobile)?)
        .execute(&mut **tx)
        .await
        .with_context(|| format!("block {} of {owner_type} {owner_id}", b.n))?
        .last_insert_rowid();
        for (position, item) in b.items.iter().enumerate() {
            sqlx::query(
                r#"INSERT INTO block_items (block_id, position, title, "desc", image, link_text, link_url)
                 VALUES (?, ?, ?, ?, ?, ?, ?)"#,
            )
            .bind(block_id)
            .bind(position as i64)
            .bind(&item.title)
            .bind(item.desc.map(sanitize_html))
            .bind(media.url_opt(&item.image)?)
            .bind(item.link.as_ref().map(|l| &l.text).unwrap_or(&Tr::default()))
            .bind(item.link.as_ref().map(|l| &l.url))
            .execute(&mut **tx)
            .await?;
        }
    }
    Ok(())
}

/// Rich text keeps its structure and loses anything that could run or load from elsewhere.
pub fn sanitize_html(html: &str) -> String {
    static CLEANER: LazyLock<ammonia::Builder<'static>> = LazyLock::new(|| {
        let mut builder = ammonia::Builder::default();
        builder.link_rel(Some("noopener noreferrer"));
        builder
    });
    CLEANER.clean(html).to_string()
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

/// The images the content names; each is a hand-drawn file of `content/media` or drawn here.
#[derive(Default)]
struct Media {
    names: BTreeSet<String>,
}

impl Media {
    fn url(&mut self, name: &str) -> anyhow::Result<String> {
        ensure!(
            !name.is_empty()
                && name
                    .bytes()
                    .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-'),
            "image name {name:?} must be kebab-case"
        );
        self.names.insert(name.to_owned());
        Ok(media_url(&format!("{name}.svg")))
    }

    fn url_opt(&mut self, name: &Option<String>) -> anyhow::Result<Option<String>> {
        name.as_deref().map(|n| self.url(n)).transpose()
    }

    fn write(&self, dir: &Path) -> anyhow::Result<()> {
        std::fs::create_dir_all(dir).with_context(|| format!("cannot create {}", dir.display()))?;
        for name in &self.names {
            let file = format!("{name}.svg");
            let svg = match CONTENT.get_file(format!("media/{file}")) {
                Some(drawn) => drawn.contents().to_vec(),
                None => art::draw(name).into_bytes(),
            };
            std::fs::write(dir.join(&file), svg).with_context(|| format!("cannot write {file}"))?;
        }
        Ok(())
    }
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
struct SchoolEntry {
    id: i64,
    slug: String,
    title: Tr,
    short_title: Tr,
    desc: Tr,
    image: Option<String>,
    color: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct DualProgramEntry {
    id: i64,
    slug: String,
    title: Tr,
    desc: Tr,
    partner: Tr,
    image: Option<String>,
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
    desc: Tr,
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
    desc: Tr,
    image: Option<String>,
    link: Option<LinkEntry>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct NewsEntry {
    slug: String,
    school: Option<i64>,
    published_at: String,
    title: Tr,
    excerpt: Tr,
    body: Tr,
    image: Option<String>,
    #[serde(default)]
    blocks: Vec<BlockEntry>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sanitizing_drops_scripts_and_keeps_structure() {
        let clean = sanitize_html(r#"<p onclick="x()">Hi <script>alert(1)</script><strong>there</strong></p>"#);
        assert_eq!(clean, "<p>Hi <strong>there</strong></p>");
    }

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
}
