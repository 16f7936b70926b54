//! Statements as the store writes them and rows as it reads them, the same on every backend.
//!
//! A statement is a `Sql`: its text, in the SQL SQLite and PostgreSQL share, with `?` or `?N`
//! placeholders, and the `Value`s bound to them. A backend runs it (`backend.rs`) and hands each
//! row back as a `Row` of `Cell`s, which `ReadRow` turns into the store's row types by position.
//! No driver's type appears here or above: a backend converts its own values into these.

use std::fmt;

use time::{Date, OffsetDateTime, PrimitiveDateTime};

use super::backend::{Database, Each, Transaction};
use super::error::StoreError;

/// A value bound to a placeholder. A NULL names the type it stands for, as PostgreSQL wants
/// every parameter typed.
#[derive(Debug, Clone, PartialEq)]
pub enum Value {
    Null(Kind),
    Int(i64),
    Real(f64),
    Text(String),
    Bool(bool),
    Bytes(Vec<u8>),
    /// An instant (staff and system times): `timestamptz` on PostgreSQL, RFC 3339 text in UTC to
    /// the second on SQLite.
    Utc(OffsetDateTime),
    /// A wall-clock time of the university (content dates and times): `timestamp` on PostgreSQL,
    /// `YYYY-MM-DDTHH:MM:SS` on SQLite.
    Local(PrimitiveDateTime),
    /// A day: `date` on PostgreSQL, `YYYY-MM-DD` on SQLite.
    Date(Date),
}

impl Value {
    /// The type of the value.
    pub fn kind(&self) -> Kind {
        match self {
            Value::Null(kind) => *kind,
            Value::Int(_) => Kind::Int,
            Value::Real(_) => Kind::Real,
            Value::Text(_) => Kind::Text,
            Value::Bool(_) => Kind::Bool,
            Value::Bytes(_) => Kind::Bytes,
            Value::Utc(_) => Kind::Utc,
            Value::Local(_) => Kind::Local,
            Value::Date(_) => Kind::Date,
        }
    }
}

/// The type of a value, named by a NULL.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Int,
    Real,
    Text,
    Bool,
    Bytes,
    Utc,
    Local,
    Date,
}

/// A Rust type that binds as one kind of value.
pub trait Bind: Into<Value> {
    const KIND: Kind;
}

macro_rules! bind_as {
    ($($ty:ty => $variant:ident($convert:expr)),* $(,)?) => {$(
        impl From<$ty> for Value {
            fn from(value: $ty) -> Value {
                Value::$variant($convert(value))
            }
        }
        impl Bind for $ty {
            const KIND: Kind = Kind::$variant;
        }
    )*};
}

bind_as! {
    i64 => Int(|v| v),
    i32 => Int(i64::from),
    u32 => Int(i64::from),
    u16 => Int(i64::from),
    u8 => Int(i64::from),
    f64 => Real(|v| v),
    bool => Bool(|v| v),
    String => Text(|v| v),
    &str => Text(str::to_owned),
    &String => Text(String::clone),
    Vec<u8> => Bytes(|v| v),
    OffsetDateTime => Utc(|v| v),
    PrimitiveDateTime => Local(|v| v),
    Date => Date(|v| v),
}

impl From<usize> for Value {
    fn from(value: usize) -> Value {
        Value::Int(i64::try_from(value).unwrap_or(i64::MAX))
    }
}

impl Bind for usize {
    const KIND: Kind = Kind::Int;
}

impl<T: Bind> From<Option<T>> for Value {
    fn from(value: Option<T>) -> Value {
        value.map_or(Value::Null(T::KIND), Into::into)
    }
}

impl From<&crate::lang::Tr> for Value {
    fn from(value: &crate::lang::Tr) -> Value {
        Value::Text(value.to_json())
    }
}

impl From<&crate::html::SafeHtml> for Value {
    fn from(value: &crate::html::SafeHtml) -> Value {
        Value::from(value.texts())
    }
}

/// A statement and its binds.
#[derive(Debug, Default, Clone)]
pub struct Sql {
    text: String,
    binds: Vec<Value>,
}

impl Sql {
    pub fn new(text: impl Into<String>) -> Sql {
        Sql {
            text: text.into(),
            binds: Vec::new(),
        }
    }

    /// The statement's text.
    pub fn text(&self) -> &str {
        &self.text
    }

    /// The values bound, in the order of their placeholders.
    pub fn binds(&self) -> &[Value] {
        &self.binds
    }

    /// Binds `value` to the next `?` of a statement written whole.
    #[must_use]
    pub fn bind(mut self, value: impl Into<Value>) -> Sql {
        self.binds.push(value.into());
        self
    }

    pub fn push(&mut self, text: &str) -> &mut Sql {
        self.text.push_str(text);
        self
    }

    /// Appends a placeholder for `value`, numbered as it is pushed (`?1`, `?2`, …).
    pub fn push_bind(&mut self, value: impl Into<Value>) -> &mut Sql {
        self.binds.push(value.into());
        self.text.push('?');
        self.text.push_str(&self.binds.len().to_string());
        self
    }

    /// Appends a placeholder for each of `values`, separated by commas (the list of an `IN (…)`).
    pub fn push_binds<V: Into<Value>>(&mut self, values: impl IntoIterator<Item = V>) -> &mut Sql {
        for (i, value) in values.into_iter().enumerate() {
            if i > 0 {
                self.text.push_str(", ");
            }
            self.push_bind(value);
        }
        self
    }

    /// Appends `LIMIT {limit} OFFSET {offset}`, the numbers written out: SQLite (3.51) plans a
    /// statement for the value bound to its LIMIT, so a bound one is compiled again at every run
    /// (a quarter of an uncached page of news went to that), while a written one is compiled once
    /// for each page size and page asked for and kept in the statement cache.
    pub fn push_limit(&mut self, limit: u32, offset: i64) -> &mut Sql {
        self.text.push_str(&format!(" LIMIT {limit} OFFSET {offset}"));
        self
    }

    /// Every row, each read as a `T`.
    pub async fn all<T: ReadRow + Send>(&self, on: impl On<'_>) -> Result<Vec<T>, StoreError> {
        let mut rows = Vec::new();
        on.read(self, &mut |row| {
            rows.push(T::read(row)?);
            Ok(true)
        })
        .await?;
        Ok(rows)
    }

    /// The first row, as a `T`, if there is one.
    pub async fn first<T: ReadRow + Send>(&self, on: impl On<'_>) -> Result<Option<T>, StoreError> {
        let mut first = None;
        on.read(self, &mut |row| {
            first = Some(T::read(row)?);
            Ok(false)
        })
        .await?;
        Ok(first)
    }

    /// The first row, as a `T`; `StoreError::NoRow` without one.
    pub async fn one<T: ReadRow + Send>(&self, on: impl On<'_>) -> Result<T, StoreError> {
        self.first(on).await?.ok_or(StoreError::NoRow)
    }

    /// Runs the statement; how many rows it changed.
    pub async fn execute(&self, on: impl On<'_>) -> Result<u64, StoreError> {
        on.execute(self).await
    }
}

/// Where a statement runs: the database (each statement on its own) or a transaction.
pub trait On<'c>: Send {
    fn read<'a>(self, sql: &'a Sql, each: Each<'a>) -> super::backend::BoxFuture<'a, Result<(), StoreError>>
    where
        'c: 'a;
    fn execute<'a>(self, sql: &'a Sql) -> super::backend::BoxFuture<'a, Result<u64, StoreError>>
    where
        'c: 'a;
}

impl<'c> On<'c> for &'c dyn Database {
    fn read<'a>(self, sql: &'a Sql, each: Each<'a>) -> super::backend::BoxFuture<'a, Result<(), StoreError>>
    where
        'c: 'a,
    {
        Database::read(self, sql, each)
    }
    fn execute<'a>(self, sql: &'a Sql) -> super::backend::BoxFuture<'a, Result<u64, StoreError>>
    where
        'c: 'a,
    {
        Database::execute(self, sql)
    }
}

impl<'c> On<'c> for &'c mut Box<dyn Transaction> {
    fn read<'a>(self, sql: &'a Sql, each: Each<'a>) -> super::backend::BoxFuture<'a, Result<(), StoreError>>
    where
        'c: 'a,
    {
        Transaction::read(&mut **self, sql, each)
    }
    fn execute<'a>(self, sql: &'a Sql) -> super::backend::BoxFuture<'a, Result<u64, StoreError>>
    where
        'c: 'a,
    {
        Transaction::execute(&mut **self, sql)
    }
}

/// One value of a row, borrowed from the backend's row.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Cell<'r> {
    Null,
    Int(i64),
    Real(f64),
    /// Text, already checked as UTF-8 by the backend.
    Text(&'r str),
    Bytes(&'r [u8]),
    Bool(bool),
    Utc(OffsetDateTime),
    Local(PrimitiveDateTime),
    Date(Date),
}

/// A row a backend read.
pub trait Row {
    /// The value of column `at`.
    fn cell(&self, at: usize) -> Result<Cell<'_>, StoreError>;
    /// The name of column `at`.
    fn name(&self, at: usize) -> Option<&str>;
    /// How many columns the row has.
    fn columns(&self) -> usize;
}

/// A type read from one cell.
pub trait FromCell: Sized {
    fn from_cell(cell: Cell<'_>) -> Result<Self, String>;
}

fn unexpected<T>(cell: Cell<'_>, wanted: &str) -> Result<T, String> {
    Err(format!("{cell:?} is no {wanted}"))
}

impl FromCell for i64 {
    fn from_cell(cell: Cell<'_>) -> Result<Self, String> {
        match cell {
            Cell::Int(value) => Ok(value),
            Cell::Bool(value) => Ok(i64::from(value)),
            other => unexpected(other, "integer"),
        }
    }
}

macro_rules! from_integer {
    ($($ty:ty),*) => {$(
        impl FromCell for $ty {
            fn from_cell(cell: Cell<'_>) -> Result<Self, String> {
                let value = i64::from_cell(cell)?;
                <$ty>::try_from(value).map_err(|err| format!("{value}: {err}"))
            }
        }
    )*};
}
from_integer!(i32, u32, u64, u16, u8, usize);

impl FromCell for f64 {
    fn from_cell(cell: Cell<'_>) -> Result<Self, String> {
        match cell {
            Cell::Real(value) => Ok(value),
            #[expect(clippy::cast_precision_loss, reason = "a stored number is far below 2^53")]
            Cell::Int(value) => Ok(value as f64),
            other => unexpected(other, "number"),
        }
    }
}

impl FromCell for bool {
    fn from_cell(cell: Cell<'_>) -> Result<Self, String> {
        match cell {
            Cell::Bool(value) => Ok(value),
            // SQLite keeps booleans as 0 and 1.
            Cell::Int(value) => Ok(value != 0),
            other => unexpected(other, "boolean"),
        }
    }
}

/// Times read as the text SQLite keeps, whichever backend holds them, so that a row's times look
/// the same on both.
impl FromCell for String {
    fn from_cell(cell: Cell<'_>) -> Result<Self, String> {
        match cell {
            Cell::Text(text) => Ok(text.to_owned()),
            Cell::Utc(at) => Ok(super::clock::utc_text(at)),
            Cell::Local(at) => Ok(super::clock::local_text(at)),
            Cell::Date(day) => Ok(super::clock::date_text(day)),
            other => unexpected(other, "text"),
        }
    }
}

impl FromCell for Vec<u8> {
    fn from_cell(cell: Cell<'_>) -> Result<Self, String> {
        match cell {
            Cell::Bytes(bytes) => Ok(bytes.to_vec()),
            Cell::Text(text) => Ok(text.as_bytes().to_vec()),
            other => unexpected(other, "bytes"),
        }
    }
}

impl FromCell for OffsetDateTime {
    fn from_cell(cell: Cell<'_>) -> Result<Self, String> {
        match cell {
            Cell::Utc(at) => Ok(at),
            Cell::Text(text) => OffsetDateTime::parse(text, &time::format_description::well_known::Rfc3339)
                .map_err(|err| format!("{text}: {err}")),
            other => unexpected(other, "time"),
        }
    }
}

impl FromCell for crate::lang::Tr {
    fn from_cell(cell: Cell<'_>) -> Result<Self, String> {
        match cell {
            Cell::Text(text) => serde_json::from_str(text).map_err(|err| err.to_string()),
            other => unexpected(other, "translation"),
        }
    }
}

impl FromCell for crate::html::SafeHtml {
    fn from_cell(cell: Cell<'_>) -> Result<Self, String> {
        crate::lang::Tr::from_cell(cell).map(crate::html::SafeHtml::from_stored)
    }
}

impl FromCell for serde_json::Value {
    fn from_cell(cell: Cell<'_>) -> Result<Self, String> {
        match cell {
            Cell::Text(text) => serde_json::from_str(text).map_err(|err| err.to_string()),
            other => unexpected(other, "JSON"),
        }
    }
}

impl<T: FromCell> FromCell for Option<T> {
    fn from_cell(cell: Cell<'_>) -> Result<Self, String> {
        match cell {
            Cell::Null => Ok(None),
            other => T::from_cell(other).map(Some),
        }
    }
}

/// The ids a query joins into one text (`Database::joined_ids` of an integer column, NULL over
/// no rows), as a list: a row carries the ids of its children instead of a row per child.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct JoinedIds(pub Vec<i64>);

impl FromCell for JoinedIds {
    fn from_cell(cell: Cell<'_>) -> Result<Self, String> {
        let text = match cell {
            Cell::Null => return Ok(JoinedIds::default()),
            Cell::Int(id) => return Ok(JoinedIds(vec![id])),
            Cell::Text(text) => text,
            other => return unexpected(other, "list of ids"),
        };
        let ids = text.split(',').map(str::parse).collect::<Result<_, _>>();
        ids.map(JoinedIds).map_err(|err| format!("{text}: {err}"))
    }
}

/// A row type a read builds from its query's columns, in order. By position, not by name:
/// finding a column by name compares it with every column's name, a tenth of a list's read.
pub trait ReadRow: Sized {
    /// How many columns it takes.
    const COLUMNS: usize;
    /// The row from its columns from `first` on.
    fn read_at(row: &dyn Row, first: usize) -> Result<Self, StoreError>;
    fn read(row: &dyn Row) -> Result<Self, StoreError> {
        Self::read_at(row, 0)
    }
}

/// Column `at` of `row`, which is named `name` (checked in debug builds, so that every test that
/// runs a read checks its query lists its row's fields in order); moves `at` to the next.
pub fn column<T: FromCell>(row: &dyn Row, at: &mut usize, name: &str) -> Result<T, StoreError> {
    debug_assert_eq!(
        row.name(*at),
        Some(name),
        "column {at} of the query is not the row's field {name}"
    );
    let value = T::from_cell(row.cell(*at)?).map_err(|reason| StoreError::Column {
        name: name.to_owned(),
        reason,
    });
    *at += 1;
    value
}

/// A query of one column reads it alone.
macro_rules! read_column {
    ($($ty:ty),*) => {$(
        impl ReadRow for $ty {
            const COLUMNS: usize = 1;
            fn read_at(row: &dyn Row, first: usize) -> Result<Self, StoreError> {
                cell_at(row, first)
            }
        }
    )*};
}
read_column!(
    i64,
    bool,
    String,
    Option<i64>,
    Option<String>,
    OffsetDateTime,
    JoinedIds
);

fn cell_at<T: FromCell>(row: &dyn Row, at: usize) -> Result<T, StoreError> {
    T::from_cell(row.cell(at)?).map_err(|reason| StoreError::Column {
        name: row.name(at).unwrap_or("?").to_owned(),
        reason,
    })
}

/// A query of two or three columns reads them as a tuple.
impl<A: FromCell, B: FromCell> ReadRow for (A, B) {
    const COLUMNS: usize = 2;
    fn read_at(row: &dyn Row, first: usize) -> Result<Self, StoreError> {
        Ok((cell_at(row, first)?, cell_at(row, first + 1)?))
    }
}

impl<A: FromCell, B: FromCell, C: FromCell> ReadRow for (A, B, C) {
    const COLUMNS: usize = 3;
    fn read_at(row: &dyn Row, first: usize) -> Result<Self, StoreError> {
        Ok((cell_at(row, first)?, cell_at(row, first + 1)?, cell_at(row, first + 2)?))
    }
}

/// `ReadRow` for a struct whose fields are the query's columns of the same names, in the same
/// order (`kind = "type"`: the field `kind` is the column `type`); a first field written
/// `..card: CardRow` is a row of its own, read from the first columns.
macro_rules! read_row {
    (@one $field:ident) => { 1 };
    (@name $field:ident $column:literal) => { $column };
    (@name $field:ident) => { stringify!($field) };
    ($row:ident { $(..$inner:ident: $inner_ty:ty,)? $($field:ident $(= $column:literal)?),* $(,)? }) => {
        impl $crate::store::sql::ReadRow for $row {
            const COLUMNS: usize = 0
                $(+ <$inner_ty as $crate::store::sql::ReadRow>::COLUMNS)?
                $(+ $crate::store::sql::read_row!(@one $field))*;
            fn read_at(
                row: &dyn $crate::store::sql::Row,
                first: usize,
            ) -> Result<Self, $crate::store::StoreError> {
                let mut at = first;
                Ok($row {
                    $($inner: {
                        let inner = <$inner_ty as $crate::store::sql::ReadRow>::read_at(row, at)?;
                        at += <$inner_ty as $crate::store::sql::ReadRow>::COLUMNS;
                        inner
                    },)?
                    $($field: $crate::store::sql::column(
                        row,
                        &mut at,
                        $crate::store::sql::read_row!(@name $field $($column)?),
                    )?,)*
                })
            }
        }
    };
}
pub(crate) use read_row;

impl fmt::Display for Sql {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text)
    }
}
