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

use anyhow::Context;
use rusqlite::Connection;
use serde::Serialize;
use sqlx::SqliteConnection;

use super::Visibility;
use super::reads::{NewsOf, ProgramFilter, all_news_on, all_programs_on, program_filters_on};
use crate::db::reads::read_row;
use crate::http::RawJson;
use crate::lang::{Lang, answer_in};

/// The column holding the cards in `lang`.
pub fn column(lang: Lang) -> &'static str {
    match lang {
        Lang::Kz => "card_kz",
        Lang::Ru => "card_ru",
        Lang::En => "card_en",
    }
}

/// A list item's card in one language, as stored (none for an item no write has made it for).
#[derive(Debug)]
pub struct CardRow {
    pub card: Option<RawJson>,
}
read_row!(CardRow { card });
crate::store::sql::read_row!(CardRow { card });

/// A card's JSON as it is stored: the text is already checked as UTF-8 by the backend.
impl crate::store::sql::FromCell for RawJson {
    fn from_cell(cell: crate::store::sql::Cell<'_>) -> Result<Self, String> {
        match cell {
            crate::store::sql::Cell::Text(text) => Ok(RawJson(text.to_owned())),
            other => Err(format!("{other:?} is no JSON text")),
        }
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
pub(super) async fn make_after(conn: &mut SqliteConnection, table: &str, id: i64) -> anyhow::Result<()> {
    make(conn, &made_after(table, id)).await
}

/// Makes every stored card again.
pub(super) async fn make_all(conn: &mut SqliteConnection) -> anyhow::Result<()> {
    make(conn, &ALL).await
}

async fn make(conn: &mut SqliteConnection, lists: &[Made]) -> anyhow::Result<()> {
    if lists.is_empty() {
        return Ok(());
    }
    let mut handle = conn.lock_handle().await?;
    // SAFETY: the handle is sqlx's open connection, locked for this scope (its worker runs
    // nothing meanwhile); rusqlite links the same SQLite (one libsqlite3-sys, see Cargo.toml) and
    // a connection made `from_handle` neither closes it nor keeps a statement past its drop.
    let conn = unsafe { Connection::from_handle(handle.as_raw_handle().as_ptr()) }?;
    for &list in lists {
        match list {
            Made::Programs(only) => make_programs(&conn, only),
            Made::News(only) => make_news(&conn, only),
        }
        .with_context(|| format!("cannot make the cards of {list:?}"))?;
    }
    Ok(())
}

fn make_programs(conn: &Connection, only: Option<i64>) -> anyhow::Result<()> {
    let filter = ProgramFilter {
        id: only,
        ..ProgramFilter::default()
    };
    let rows = all_programs_on(conn, &filter)?;
    let values = program_filters_on(conn, Visibility::Public)?;
    let cards = crate::education::programs::cards(values, rows);
    put(conn, "programs", cards.iter().map(|card| (card.id, card)))
}

fn make_news(conn: &Connection, only: NewsOf) -> anyhow::Result<()> {
    let cards = all_news_on(conn, only)?.into_iter().map(crate::news::NewsCard::from);
    put(conn, "news", cards.map(|card| (card.id, card)))
}

/// Stores each card in the row `id` of `table`, in each language as an answer writes it. A row
/// whose cards are already these is left as it is: a start makes every card again, and would
/// otherwise write every row each time.
fn put<C: Serialize>(conn: &Connection, table: &str, cards: impl Iterator<Item = (i64, C)>) -> anyhow::Result<()> {
    let mut update = conn.prepare(&format!(
        "UPDATE {table} SET card_kz = ?1, card_ru = ?2, card_en = ?3
         WHERE id = ?4 AND (card_kz IS NOT ?1 OR card_ru IS NOT ?2 OR card_en IS NOT ?3)"
    ))?;
    for (id, card) in cards {
        let [kz, ru, en] = Lang::ALL.map(|lang| answer_in(lang, || sonic_rs::to_string(&card)));
        update.execute((kz?, ru?, en?, id))?;
    }
    Ok(())
}
