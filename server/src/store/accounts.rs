//! Staff accounts: an e-mail, a role, an Argon2id password hash (made by the staff side), and
//! whether the account is disabled. Never touched by content loads.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::Store;
use super::backend::{Begin, Transaction};
use super::error::StoreError;
use super::sql::{Cell, FromCell, Sql, read_row};

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

impl FromCell for Role {
    fn from_cell(cell: Cell<'_>) -> Result<Self, String> {
        match cell {
            Cell::Text(text) => Role::parse(text).ok_or_else(|| format!("unknown role {text}")),
            other => Err(format!("{other:?} is no role")),
        }
    }
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct Account {
    pub id: i64,
    pub email: String,
    pub role: Role,
    pub disabled: bool,
    pub created_at: String,
}

read_row!(Account {
    id,
    email,
    role,
    disabled,
    created_at
});

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
/// `Begin::Write` takes the database's write lock before this read, so two admins demoting each
/// other at the same instant are decided one after the other: the second sees the first's change
/// and is refused.
async fn is_last_admin(tx: &mut Box<dyn Transaction>, id: i64) -> Result<bool, StoreError> {
    Sql::new(
        "SELECT EXISTS (SELECT 1 FROM staff_users WHERE id = ? AND role = 'admin' AND NOT disabled)
         AND (SELECT COUNT(*) FROM staff_users WHERE role = 'admin' AND NOT disabled) <= 1",
    )
    .bind(id)
    .one(tx)
    .await
}

impl Store {
    /// Creates an account for `email` (as stored: trimmed and lower-cased by the caller); `None`
    /// when the e-mail has one already.
    pub async fn create_account(
        &self,
        email: &str,
        role: Role,
        password_hash: &str,
    ) -> Result<Option<Account>, StoreError> {
        let now = time::OffsetDateTime::now_utc();
        // RETURNING reads back what it wrote: it runs in a transaction, as a read cannot write.
        let mut tx = self.database().begin(Begin::Write).await?;
        let inserted = Sql::new(format!(
            "INSERT INTO staff_users (email, role, password_hash, created_at, updated_at) VALUES (?, ?, ?, ?, ?)
             RETURNING {ACCOUNT_COLUMNS}"
        ))
        .bind(email)
        .bind(role.as_str())
        .bind(password_hash)
        .bind(now)
        .bind(now)
        .one(&mut tx)
        .await;
        match inserted {
            Ok(account) => {
                tx.commit().await?;
                Ok(Some(account))
            }
            Err(StoreError::Taken(_)) => Ok(None),
            Err(err) => Err(err),
        }
    }

    /// Every account, by e-mail.
    pub async fn accounts(&self) -> Result<Vec<Account>, StoreError> {
        Sql::new(format!("SELECT {ACCOUNT_COLUMNS} FROM staff_users ORDER BY email"))
            .all(self.database())
            .await
    }

    /// The account and password hash of an e-mail (as stored), for a login.
    pub async fn credentials(&self, email: &str) -> Result<Option<(Account, String)>, StoreError> {
        struct Credentials {
            account: Account,
            password_hash: String,
        }
        read_row!(Credentials { ..account: Account, password_hash });
        let row: Option<Credentials> = Sql::new(format!(
            "SELECT {ACCOUNT_COLUMNS}, password_hash FROM staff_users WHERE email = ?"
        ))
        .bind(email)
        .first(self.database())
        .await?;
        Ok(row.map(|row| (row.account, row.password_hash)))
    }

    /// Applies `changes`; a disabled account or a new password also ends the account's
    /// sessions. A change that would leave no enabled admin is refused.
    pub async fn update_account(&self, id: i64, changes: &AccountChanges) -> Result<Outcome<Account>, StoreError> {
        let mut tx = self.database().begin(Begin::Write).await?;
        let demotes = changes.role.is_some_and(|role| role != Role::Admin) || changes.disabled == Some(true);
        if demotes && is_last_admin(&mut tx, id).await? {
            return Ok(Outcome::LastAdmin);
        }
        let updated: Option<Account> = Sql::new(format!(
            "UPDATE staff_users SET role = COALESCE(?, role), disabled = COALESCE(?, disabled),
             password_hash = COALESCE(?, password_hash), updated_at = ? WHERE id = ?
             RETURNING {ACCOUNT_COLUMNS}"
        ))
        .bind(changes.role.map(Role::as_str))
        .bind(changes.disabled)
        .bind(changes.password_hash.as_deref())
        .bind(time::OffsetDateTime::now_utc())
        .bind(id)
        .first(&mut tx)
        .await?;
        let Some(account) = updated else {
            return Ok(Outcome::NotFound);
        };
        if changes.disabled == Some(true) || changes.password_hash.is_some() {
            Sql::new("DELETE FROM staff_sessions WHERE user_id = ?")
                .bind(id)
                .execute(&mut tx)
                .await?;
        }
        tx.commit().await?;
        Ok(Outcome::Done(account))
    }

    /// Deletes an account and its sessions (unless it is the last enabled admin); its audit
    /// entries keep the e-mail. Answers the deleted account.
    pub async fn delete_account(&self, id: i64) -> Result<Outcome<Account>, StoreError> {
        let mut tx = self.database().begin(Begin::Write).await?;
        if is_last_admin(&mut tx, id).await? {
            return Ok(Outcome::LastAdmin);
        }
        let deleted: Option<Account> = Sql::new(format!(
            "DELETE FROM staff_users WHERE id = ? RETURNING {ACCOUNT_COLUMNS}"
        ))
        .bind(id)
        .first(&mut tx)
        .await?;
        tx.commit().await?;
        Ok(deleted.map_or(Outcome::NotFound, Outcome::Done))
    }
}
