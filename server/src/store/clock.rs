//! Times as the store keeps them: UTC, RFC 3339 to the second, so that they sort as text.

/// The UTC time as stored, RFC 3339.
pub fn now_utc() -> String {
    utc_text(time::OffsetDateTime::now_utc())
}

/// A UTC time as stored: RFC 3339 to the second.
pub fn utc_text(at: time::OffsetDateTime) -> String {
    at.to_offset(time::UtcOffset::UTC)
        .replace_nanosecond(0)
        .unwrap_or(at)
        .format(&time::format_description::well_known::Rfc3339)
        .expect("the format fits")
}
