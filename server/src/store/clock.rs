//! Times as the store keeps them. Instants are UTC, RFC 3339 to the second; the university's
//! wall-clock times and days are written without a zone. On SQLite all three are text that sorts
//! as the times do; PostgreSQL keeps them as `timestamptz`, `timestamp` and `date`, and a backend
//! reads them back as this same text (`sql::FromCell for String`).

use time::format_description::FormatItem;
use time::macros::format_description;
use time::{Date, OffsetDateTime, PrimitiveDateTime};

const LOCAL: &[FormatItem<'_>] = format_description!("[year]-[month]-[day]T[hour]:[minute]:[second]");
const DAY: &[FormatItem<'_>] = format_description!("[year]-[month]-[day]");

/// The UTC time as stored, RFC 3339.
pub fn now_utc() -> String {
    utc_text(OffsetDateTime::now_utc())
}

/// A UTC time as stored: RFC 3339 to the second.
pub fn utc_text(at: OffsetDateTime) -> String {
    at.to_offset(time::UtcOffset::UTC)
        .replace_nanosecond(0)
        .unwrap_or(at)
        .format(&time::format_description::well_known::Rfc3339)
        .expect("the format fits")
}

/// A wall-clock time as stored: `YYYY-MM-DDTHH:MM:SS`.
pub fn local_text(at: PrimitiveDateTime) -> String {
    at.format(LOCAL).expect("the format fits")
}

/// A day as stored: `YYYY-MM-DD`.
pub fn date_text(day: Date) -> String {
    day.format(DAY).expect("the format fits")
}

/// A wall-clock time from its stored text (seconds optional, as a content file may leave them).
pub fn parse_local(text: &str) -> Option<PrimitiveDateTime> {
    const MINUTES: &[FormatItem<'_>] = format_description!("[year]-[month]-[day]T[hour]:[minute]");
    PrimitiveDateTime::parse(text, LOCAL)
        .or_else(|_| PrimitiveDateTime::parse(text, MINUTES))
        .ok()
}

/// A day from its stored text.
pub fn parse_date(text: &str) -> Option<Date> {
    Date::parse(text, DAY).ok()
}
