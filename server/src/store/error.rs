//! The store's one error type: what a caller may act on is a variant of its own, whatever
//! backend found it; the rest is a failure to log.

/// Why a store call failed.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// A statement that must read a row read none.
    #[error("no row")]
    NoRow,
    /// A write that would break a unique constraint (a taken slug, a spent proof).
    #[error("a unique value is taken: {0}")]
    Taken(String),
    /// A write that would break a reference (deleting what other rows name).
    #[error("a reference would break: {0}")]
    InUse(String),
    /// The database is held by other work for longer than a call waits.
    #[error("the database is busy: {0}")]
    Busy(String),
    /// A column whose value is not what the row type reads.
    #[error("column {name}: {reason}")]
    Column { name: String, reason: String },
    /// Anything else: the database is unreachable, a statement is wrong.
    #[error(transparent)]
    Failed(#[from] anyhow::Error),
}

pub type Result<T, E = StoreError> = std::result::Result<T, E>;
