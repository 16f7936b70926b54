//! The cards of the longest public lists (programmes, news and the newest news), stored in each
//! language: derived data, made by the write that changes what a card shows, in its transaction.
//!
//! A list answered from its rows spends most of its time decoding each text's three languages
//! and serializing each card again: the 40 programmes took 1.6 M instructions a read with the
//! answer cache off, at a sixth of the rate of nginx sending the same bytes. A stored card is the
//! answer's own serialization of the card in one language, written into the list as it is.
//!
//! A card shows only public content (a programme's published filter values, a news item's school
//! while it is published), so a staff preview is answered from the rows. The cards are made by
//! the same code that answers from the rows, and made again whenever the server starts, so a
//! card never keeps the shape of an older release.

use std::sync::Arc;

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::Visibility;
use super::backend::{Database, Transaction};
use super::error::StoreError;
use super::reads::{NewsOf, NewsRow, ProgramFilterRow, ProgramRow, all_news_on, all_programs_on, program_filters_on};
use super::sql::{Cell, FromCell, Sql};
use crate::lang::{Lang, Tr, answer_in};

/// The column holding the cards in `lang`.
pub fn column(lang: Lang) -> &'static str {
    match lang {
        Lang::Kz => "card_kz",
        Lang::Ru => "card_ru",
        Lang::En => "card_en",
    }
}

// The cards' shapes: what the public lists answer for each item (news/ and education/ answer
// with them too), kept here, below those modules, since the store makes and keeps the cards.

#[derive(Debug, Serialize, ToSchema)]
pub struct NewsSchool {
    pub id: i64,
    pub slug: String,
    pub title: Tr,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct NewsCard {
    pub id: i64,
    pub slug: String,
    pub title: Tr,
    pub excerpt: Tr,
    pub image: Option<String>,
    /// Local time of the university, `YYYY-MM-DDTHH:MM:SS`.
    pub published_at: String,
    pub school: Option<NewsSchool>,
}

impl From<NewsRow> for NewsCard {
    fn from(row: NewsRow) -> Self {
        let school = match (row.school_id, row.school_slug, row.school_title) {
            (Some(id), Some(slug), Some(title)) => Some(NewsSchool { id, slug, title }),
            _ => None,
        };
        NewsCard {
            id: row.id,
            slug: row.slug,
            title: row.title,
            excerpt: row.excerpt,
            image: row.image,
            published_at: row.published_at,
            school,
        }
    }
}

#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct FilterValue {
    pub id: i64,
    pub title: Tr,
}

/// A programme as the lists show it: without its description, which only its own page shows (the
/// descriptions were half of the list).
#[derive(Debug, Serialize, ToSchema)]
pub struct ProgramCard {
    pub id: i64,
    pub slug: String,
    /// bachelor, master or doctoral.
    pub education: String,
    /// The school's id.
    pub school: i64,
    pub code: String,
    pub title: Tr,
    pub image: Option<String>,
    pub credits: i64,
    pub price: Tr,
    // Shared with every programme that has the value: cloning each value's titles for each of
    // its programmes was a tenth of an uncached list.
    pub language: Vec<Arc<FilterValue>>,
    pub period: Vec<Arc<FilterValue>>,
    pub subject: Vec<Arc<FilterValue>>,
    pub form: Vec<Arc<FilterValue>>,
}

/// A programme without its filter values yet (`cards` adds them).
impl From<ProgramRow> for ProgramCard {
    fn from(row: ProgramRow) -> Self {
        ProgramCard {
            id: row.id,
            slug: row.slug,
            education: row.education,
            school: row.school,
            code: row.code,
            title: row.title,
            image: row.image,
            credits: row.credits,
            price: row.price,
            language: Vec::new(),
            period: Vec::new(),
            subject: Vec::new(),
            form: Vec::new(),
        }
    }
}

/// The cards of `rows`, each with those of `values` it has, in the values' order.
pub fn cards(values: Vec<ProgramFilterRow>, rows: Vec<ProgramRow>) -> Vec<ProgramCard> {
    let values: Vec<(String, Arc<FilterValue>)> = values
        .into_iter()
        .map(|ProgramFilterRow { dimension, id, title }| (dimension, Arc::new(FilterValue { id, title })))
        .collect();
    // foldhash, not std's SipHash: hashing the values' ids was a twentieth of an uncached list.
    let value_at: foldhash::HashMap<i64, usize> = values.iter().enumerate().map(|(at, (_, v))| (v.id, at)).collect();
    let mut held = Vec::new();
    let cards = rows.into_iter().map(|row| {
        held.clear();
        held.extend(row.filter_values.0.iter().filter_map(|id| value_at.get(id).copied()));
        held.sort_unstable();
        let mut card = ProgramCard::from(row);
        for &at in &held {
            let (dimension, value) = &values[at];
            let list = match dimension.as_str() {
                "language" => &mut card.language,
                "period" => &mut card.period,
                "subject" => &mut card.subject,
                _ => &mut card.form,
            };
            list.push(value.clone());
        }
        card
    });
    cards.collect()
}

/// JSON made earlier by this serializer (a card stored in one language, `store/cards.rs`),
/// written into an answer as it is: neither parsed nor escaped again (sonic-rs checking it as it
/// skipped over it was half of a stored list's read).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RawJson(pub String);

/// The name sonic-rs gives the struct its `LazyValue` serializes as: its serializer writes the one
/// field of a struct of this name as raw JSON. Not public in sonic-rs; the test below fails if a
/// release changes it.
const SONIC_RAW: &str = "$sonic_rs::LazyValue";

impl Serialize for RawJson {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        // Answers are written by sonic-rs only (`serialize` above); another serializer would
        // write a struct.
        let mut raw = serializer.serialize_struct(SONIC_RAW, 1)?;
        raw.serialize_field(SONIC_RAW, &self.0)?;
        raw.end()
    }
}

// Documented as the type it was made from (the calls' `responses`), never on its own.
impl utoipa::PartialSchema for RawJson {
    fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::Schema> {
        utoipa::openapi::ObjectBuilder::new().into()
    }
}

impl ToSchema for RawJson {}

/// A list item's card in one language, as stored (none for an item no write has made it for).
#[derive(Debug)]
pub struct CardRow {
    pub card: Option<RawJson>,
}
super::sql::read_row!(CardRow { card });

/// A stored card, written into an answer as it is.
impl FromCell for RawJson {
    fn from_cell(cell: Cell<'_>) -> Result<Self, String> {
        match cell {
            Cell::Text(text) => Ok(RawJson(text.to_owned())),
            other => Err(format!("{other:?} is no card")),
        }
    }
}

/// The tables whose rows hold cards.
const TABLES: [&str; 2] = ["programs", "news"];

impl super::Store {
    /// Drops every stored card, as content written around the store leaves them: the lists are
    /// answered from their rows until the cards are made again (`make_cards`, as a server starts).
    pub async fn drop_cards(&self) -> Result<(), StoreError> {
        for table in TABLES {
            let sql = Sql::new(format!(
                "UPDATE {table} SET card_kz = NULL, card_ru = NULL, card_en = NULL"
            ));
            sql.execute(self.database()).await?;
        }
        Ok(())
    }

    /// How many rows lack their card in some language.
    pub async fn cards_missing(&self) -> Result<i64, StoreError> {
        let mut missing = 0;
        for table in TABLES {
            let sql = Sql::new(format!(
                "SELECT COUNT(*) FROM {table} WHERE card_kz IS NULL OR card_ru IS NULL OR card_en IS NULL"
            ));
            missing += sql.one::<i64>(self.database()).await?;
        }
        Ok(missing)
    }
}

/// The cards of a list, if every item has its card stored. One without is logged: only content
/// written around the store (by hand in the database) can lack it, and the list is then answered
/// from its rows.
pub fn stored(rows: Vec<CardRow>) -> Option<Vec<RawJson>> {
    let cards: Option<Vec<RawJson>> = rows.into_iter().map(|row| row.card).collect();
    if cards.is_none() {
        tracing::warn!("a list item has no stored card; answering the list from its rows");
    }
    cards
}

/// Cards to make.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Made {
    /// The programme `Some(id)`, or every programme.
    Programs(Option<i64>),
    News(NewsOf),
}

/// Every card there is.
const ALL: [Made; 2] = [Made::Programs(None), Made::News(NewsOf::All)];

/// The lists whose cards a write of the item `id` of `table` can change.
fn made_after(table: &str, id: i64) -> Vec<Made> {
    match table {
        "programs" => vec![Made::Programs(Some(id))],
        // A value's title, order and publication show on every card that has it.
        "program_filter_values" => vec![Made::Programs(None)],
        "news" => vec![Made::News(NewsOf::Item(id))],
        // A news card names its school while the school is public.
        "schools" => vec![Made::News(NewsOf::School(id))],
        _ => Vec::new(),
    }
}

/// Makes the cards that a write of the item `id` of `table` changes, in the write's transaction.
pub(super) async fn make_after(
    database: &dyn Database,
    tx: &mut Box<dyn Transaction>,
    table: &str,
    id: i64,
) -> Result<(), StoreError> {
    make(database, tx, &made_after(table, id)).await
}

/// Makes every stored card again, in `tx`.
pub(super) async fn make_all(database: &dyn Database, tx: &mut Box<dyn Transaction>) -> Result<(), StoreError> {
    make(database, tx, &ALL).await
}

async fn make(database: &dyn Database, tx: &mut Box<dyn Transaction>, lists: &[Made]) -> Result<(), StoreError> {
    for &list in lists {
        match list {
            Made::Programs(only) => make_programs(database, &mut *tx, only).await,
            Made::News(only) => make_news(&mut *tx, only).await,
        }
        .map_err(|err| match err {
            StoreError::Failed(err) => StoreError::Failed(err.context(format!("cannot make the cards of {list:?}"))),
            other => other,
        })?;
    }
    Ok(())
}

async fn make_programs(
    database: &dyn Database,
    tx: &mut Box<dyn Transaction>,
    only: Option<i64>,
) -> Result<(), StoreError> {
    let rows = all_programs_on(database, &mut *tx, only).await?;
    let values = program_filters_on(&mut *tx, Visibility::Public).await?;
    let cards = cards(values, rows);
    put(tx, "programs", cards.iter().map(|card| (card.id, card))).await
}

async fn make_news(tx: &mut Box<dyn Transaction>, only: NewsOf) -> Result<(), StoreError> {
    let cards = all_news_on(&mut *tx, only).await?.into_iter().map(NewsCard::from);
    put(tx, "news", cards.map(|card| (card.id, card))).await
}

/// Stores each card in the row `id` of `table`, in each language as an answer writes it. A row
/// whose cards are already these is left as it is: a start makes every card again, and would
/// otherwise write every row each time.
async fn put<C: Serialize>(
    tx: &mut Box<dyn Transaction>,
    table: &str,
    cards: impl Iterator<Item = (i64, C)>,
) -> Result<(), StoreError> {
    let update = format!(
        "UPDATE {table} SET card_kz = ?, card_ru = ?, card_en = ?
         WHERE id = ? AND (card_kz IS DISTINCT FROM ? OR card_ru IS DISTINCT FROM ? OR card_en IS DISTINCT FROM ?)"
    );
    for (id, card) in cards {
        let [kz, ru, en] = Lang::ALL.map(|lang| answer_in(lang, || sonic_rs::to_string(&card)));
        let (kz, ru, en) = (
            kz.map_err(anyhow::Error::from)?,
            ru.map_err(anyhow::Error::from)?,
            en.map_err(anyhow::Error::from)?,
        );
        Sql::new(update.as_str())
            .bind(&kz)
            .bind(&ru)
            .bind(&en)
            .bind(id)
            .bind(kz)
            .bind(ru)
            .bind(en)
            .execute(&mut *tx)
            .await?;
    }
    Ok(())
}
