//! Staff accounts: an e-mail, a role, an Argon2id password hash (made by the staff side), and
//! whether the account is disabled. Never touched by content loads.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::Store;

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

impl TryFrom<String> for Role {
    type Error = String;
    fn try_from(text: String) -> Result<Self, Self::Error> {
        Role::parse(&text).ok_or_else(|| format!("unknown role {text}"))
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

const ACCOUNT_COLUMNS: &str = "id, email, role, disabled, created_at";

/// What an update changes; `None` keeps a value.
#[derive(Debug, Default)]
pub struct AccountChanges {
    pub role: Option<Role>,
    pub disabled: Option<bool>,
    pub password_hash: Option<String>,
}

/// What `update_account` and `delete_account` did.
#[derive(Debug)]
pub enum Outcome<T> {
    Done(T),
    NotFound,
    /// Refused: the account is the last enabled admin, and the change would leave the site with
    /// none (only `bilim users add` could bring one back).
    LastAdmin,
}

/// Whether the account `id` is the last enabled admin, read inside the write's transaction.
/// `BEGIN IMMEDIATE` takes SQLite's write lock before this read, so two admins demoting each
/// other at the same instant are decided one after the other: the second sees the first's change
/// and is refused.
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

impl Store {
    /// Creates an account for `email` (as stored: trimmed and lower-cased by the caller); `None`
    /// when the e-mail has one already.
    pub async fn create_account(
        &self,
        email: &str,
        role: Role,
        password_hash: &str,
    ) -> anyhow::Result<Option<Account>> {
        let now = super::clock::now_utc();
        let inserted = sqlx::query_as::<_, Account>(sqlx::AssertSqlSafe(format!(
            "INSERT INTO staff_users (email, role, password_hash, created_at, updated_at) VALUES (?, ?, ?, ?, ?)
             RETURNING {ACCOUNT_COLUMNS}"
        )))
        .bind(email)
        .bind(role.as_str())
        .bind(password_hash)
        .bind(&now)
        .bind(&now)
        .fetch_one(&self.db)
        .await;
        match inserted {
            Ok(account) => Ok(Some(account)),
            Err(sqlx::Error::Database(err)) if err.is_unique_violation() => Ok(None),
            Err(err) => Err(err.into()),
        }
    }

    /// Every account, by e-mail.
    pub async fn accounts(&self) -> anyhow::Result<Vec<Account>> {
        Ok(sqlx::query_as(sqlx::AssertSqlSafe(format!(
            "SELECT {ACCOUNT_COLUMNS} FROM staff_users ORDER BY email"
        )))
        .fetch_all(&self.db)
        .await?)
    }

    /// The account and password hash of an e-mail (as stored), for a login.
    pub async fn credentials(&self, email: &str) -> anyhow::Result<Option<(Account, String)>> {
        #[derive(sqlx::FromRow)]
        struct Row {
            #[sqlx(flatten)]
            account: Account,
            password_hash: String,
        }
        let row: Option<Row> = sqlx::query_as(sqlx::AssertSqlSafe(format!(
            "SELECT {ACCOUNT_COLUMNS}, password_hash FROM staff_users WHERE email = ?"
        )))
        .bind(email)
        .fetch_optional(&self.db)
        .await?;
        Ok(row.map(|row| (row.account, row.password_hash)))
    }

    /// Applies `changes`; a disabled account or a new password also ends the account's
    /// sessions. A change that would leave no enabled admin is refused.
    pub async fn update_account(&self, id: i64, changes: &AccountChanges) -> anyhow::Result<Outcome<Account>> {
        let mut tx = self.db.begin_with("BEGIN IMMEDIATE").await?;
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
        .bind(super::clock::now_utc())
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

    /// Deletes an account and its sessions (unless it is the last enabled admin); its audit
    /// entries keep the e-mail. Answers the deleted account.
    pub async fn delete_account(&self, id: i64) -> anyhow::Result<Outcome<Account>> {
        let mut tx = self.db.begin_with("BEGIN IMMEDIATE").await?;
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
}
