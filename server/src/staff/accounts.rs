//! Staff accounts: an e-mail, a role, an Argon2id password hash, and whether it is disabled.
//! Made by `bilim users …` and by admins in the admin; never touched by content loads.

use std::sync::LazyLock;

use argon2::Argon2;
use argon2::password_hash::phc::PasswordHash;
use argon2::password_hash::{PasswordHasher, PasswordVerifier};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::db::Db;
use crate::forms::rules::{Email, Problem};

/// What a staff member may do.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema, clap::ValueEnum)]
#[serde(rename_all = "lowercase")]
pub enum Role {
    /// Everything: content, media, users, site settings, the inbox.
    Admin,
    /// Content and media.
    Editor,
    /// The applications inbox; no content editing.
    Manager,
}

impl Role {
    pub fn as_str(self) -> &'static str {
        match self {
            Role::Admin => "admin",
            Role::Editor => "editor",
            Role::Manager => "manager",
        }
    }

    pub fn parse(text: &str) -> Option<Role> {
        match text {
            "admin" => Some(Role::Admin),
            "editor" => Some(Role::Editor),
            "manager" => Some(Role::Manager),
            _ => None,
        }
    }
}

/// The fewest characters a staff password has.
pub const MIN_PASSWORD_CHARS: usize = 10;
/// Argon2 is given at most this much; longer input is refused rather than hashed for ever.
pub const MAX_PASSWORD_CHARS: usize = 256;

/// A password that meets the rules, ready to hash.
pub struct Password(String);

impl Password {
    pub fn parse(input: &str) -> Result<Password, Problem> {
        let chars = input.chars().count();
        if chars < MIN_PASSWORD_CHARS {
            Err(Problem::Password)
        } else if chars > MAX_PASSWORD_CHARS {
            Err(Problem::TooLong)
        } else {
            Ok(Password(input.to_owned()))
        }
    }

    /// The Argon2id PHC string (slow on purpose: call off the async threads).
    pub fn hash(&self) -> anyhow::Result<String> {
        Ok(Argon2::default()
            .hash_password(self.0.as_bytes())
            .map_err(|err| anyhow::anyhow!("cannot hash a password: {err}"))?
            .to_string())
    }
}

/// A hash no password matches, checked when the e-mail is unknown so that an unknown account
/// takes as long to refuse as a wrong password.
static DECOY_HASH: LazyLock<String> = LazyLock::new(|| {
    let mut random = [0u8; 32];
    getrandom::fill(&mut random).expect("randomness");
    Argon2::default()
        .hash_password(&random)
        .expect("a random password hashes")
        .to_string()
});

/// Whether `password` matches `hash` (or, with no hash, after the same work: false). Blocking.
pub fn verify(hash: Option<&str>, password: &str) -> bool {
    let matches = |hash: &str| {
        PasswordHash::new(hash).is_ok_and(|hash| Argon2::default().verify_password(password.as_bytes(), &hash).is_ok())
    };
    match hash {
        Some(hash) => matches(hash),
        None => {
            matches(&DECOY_HASH);
            false
        }
    }
}

#[derive(Debug, Clone, Serialize, ToSchema, sqlx::FromRow)]
pub struct Account {
    pub id: i64,
    pub email: String,
    #[sqlx(try_from = "String")]
    pub role: Role,
    pub disabled: bool,
    pub created_at: String,
}

impl TryFrom<String> for Role {
    type Error = String;
    fn try_from(text: String) -> Result<Self, Self::Error> {
        Role::parse(&text).ok_or_else(|| format!("unknown role {text}"))
    }
}

const ACCOUNT_COLUMNS: &str = "id, email, role, disabled, created_at";

/// The stored e-mail: trimmed and lower-cased, so one person has one account.
pub fn normal_email(email: &Email) -> String {
    email.as_str().trim().to_lowercase()
}

/// Creates an account; `Err(EmailTaken)` when the e-mail has one.
pub async fn create(
    db: &Db,
    email: &Email,
    role: Role,
    password_hash: &str,
) -> anyhow::Result<Result<Account, Problem>> {
    let now = crate::store::clock::now_utc();
    let inserted = sqlx::query_as::<_, Account>(sqlx::AssertSqlSafe(format!(
        "INSERT INTO staff_users (email, role, password_hash, created_at, updated_at) VALUES (?, ?, ?, ?, ?)
         RETURNING {ACCOUNT_COLUMNS}"
    )))
    .bind(normal_email(email))
    .bind(role.as_str())
    .bind(password_hash)
    .bind(&now)
    .bind(&now)
    .fetch_one(db)
    .await;
    match inserted {
        Ok(account) => Ok(Ok(account)),
        Err(sqlx::Error::Database(err)) if err.is_unique_violation() => Ok(Err(Problem::EmailTaken)),
        Err(err) => Err(err.into()),
    }
}

pub async fn list(db: &Db) -> anyhow::Result<Vec<Account>> {
    Ok(sqlx::query_as(sqlx::AssertSqlSafe(format!(
        "SELECT {ACCOUNT_COLUMNS} FROM staff_users ORDER BY email"
    )))
    .fetch_all(db)
    .await?)
}

pub async fn find(db: &Db, id: i64) -> anyhow::Result<Option<Account>> {
    Ok(sqlx::query_as(sqlx::AssertSqlSafe(format!(
        "SELECT {ACCOUNT_COLUMNS} FROM staff_users WHERE id = ?"
    )))
    .bind(id)
    .fetch_optional(db)
    .await?)
}

/// The account and password hash of an e-mail, for a login.
pub async fn credentials(db: &Db, email: &str) -> anyhow::Result<Option<(Account, String)>> {
    #[derive(sqlx::FromRow)]
    struct Row {
        #[sqlx(flatten)]
        account: Account,
        password_hash: String,
    }
    let row: Option<Row> = sqlx::query_as(sqlx::AssertSqlSafe(format!(
        "SELECT {ACCOUNT_COLUMNS}, password_hash FROM staff_users WHERE email = ?"
    )))
    .bind(email.trim().to_lowercase())
    .fetch_optional(db)
    .await?;
    Ok(row.map(|row| (row.account, row.password_hash)))
}

/// What an update changes; `None` keeps a value.
#[derive(Debug, Default)]
pub struct Changes {
    pub role: Option<Role>,
    pub disabled: Option<bool>,
    pub password_hash: Option<String>,
}

/// What `update` and `delete` did.
#[derive(Debug)]
pub enum Outcome<T> {
    Done(T),
    NotFound,
    /// Refused: the account is the last enabled admin, and the change would leave the site with
    /// none (only `bilim users add` could bring one back).
    LastAdmin,
}

/// Whether the account `id` is the last enabled admin, read inside the write's transaction.
/// `BEGIN IMMEDIATE` takes SQLite's write lock before this read, so two admins demoting
/// themselves at the same instant are decided one after the other: the second sees the first's
/// change and is refused.
async fn is_last_admin(tx: &mut sqlx::SqliteConnection, id: i64) -> sqlx::Result<bool> {
    let (last,): (bool,) = sqlx::query_as(
        "SELECT EXISTS (SELECT 1 FROM staff_users WHERE id = ? AND role = 'admin' AND disabled = 0)
         AND (SELECT COUNT(*) FROM staff_users WHERE role = 'admin' AND disabled = 0) <= 1",
    )
    .bind(id)
    .fetch_one(&mut *tx)
    .await?;
    Ok(last)
}

/// Applies `changes`; a disabled account or a new password also ends the account's sessions.
/// A change that would leave no enabled admin is refused.
pub async fn update(db: &Db, id: i64, changes: &Changes) -> anyhow::Result<Outcome<Account>> {
    let mut tx = db.begin_with("BEGIN IMMEDIATE").await?;
    let demotes = changes.role.is_some_and(|role| role != Role::Admin) || changes.disabled == Some(true);
    if demotes && is_last_admin(&mut tx, id).await? {
        return Ok(Outcome::LastAdmin);
    }
    let updated: Option<Account> = sqlx::query_as(sqlx::AssertSqlSafe(format!(
        "UPDATE staff_users SET role = COALESCE(?, role), disabled = COALESCE(?, disabled),
         password_hash = COALESCE(?, password_hash), updated_at = ? WHERE id = ?
         RETURNING {ACCOUNT_COLUMNS}"
    )))
    .bind(changes.role.map(Role::as_str))
    .bind(changes.disabled)
    .bind(&changes.password_hash)
    .bind(crate::store::clock::now_utc())
    .bind(id)
    .fetch_optional(&mut *tx)
    .await?;
    let Some(account) = updated else {
        return Ok(Outcome::NotFound);
    };
    if changes.disabled == Some(true) || changes.password_hash.is_some() {
        sqlx::query("DELETE FROM staff_sessions WHERE user_id = ?")
            .bind(id)
            .execute(&mut *tx)
            .await?;
    }
    tx.commit().await?;
    Ok(Outcome::Done(account))
}

/// Deletes an account and its sessions (unless it is the last enabled admin); its audit entries
/// keep the e-mail. Answers the deleted account.
pub async fn delete(db: &Db, id: i64) -> anyhow::Result<Outcome<Account>> {
    let mut tx = db.begin_with("BEGIN IMMEDIATE").await?;
    if is_last_admin(&mut tx, id).await? {
        return Ok(Outcome::LastAdmin);
    }
    let deleted: Option<Account> = sqlx::query_as(sqlx::AssertSqlSafe(format!(
        "DELETE FROM staff_users WHERE id = ? RETURNING {ACCOUNT_COLUMNS}"
    )))
    .bind(id)
    .fetch_optional(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok(deleted.map_or(Outcome::NotFound, Outcome::Done))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_password_needs_ten_characters_and_matches_only_itself() {
        assert!(matches!(Password::parse("short"), Err(Problem::Password)));
        assert!(matches!(Password::parse(&"x".repeat(300)), Err(Problem::TooLong)));
        let hash = Password::parse("correct horse battery").unwrap().hash().unwrap();
        assert!(hash.starts_with("$argon2id$"), "{hash}");
        assert!(verify(Some(&hash), "correct horse battery"));
        assert!(!verify(Some(&hash), "correct horse batterz"));
        assert!(!verify(None, "correct horse battery"));
    }

    #[test]
    fn roles_read_as_written() {
        for role in [Role::Admin, Role::Editor, Role::Manager] {
            assert_eq!(Role::parse(role.as_str()), Some(role));
        }
        assert_eq!(Role::parse("root"), None);
    }
}
