//! `bilim users …`: staff accounts from the command line, for the first admin and for the person
//! who runs the server. The password is read from standard input, or prompted for without echo.

use std::io::{BufRead, IsTerminal, Write};

use anyhow::{Context, bail};

use super::accounts::{self, Password};
use super::audit::{Actor, Event};
use crate::config::UsersCommand;
use crate::forms::rules::{Email, Problem};
use crate::lang::Lang;

pub async fn run(command: &UsersCommand, out: &mut impl Write) -> anyhow::Result<()> {
    let store = command.data().open_store().await?;
    let actor = Actor {
        user_id: None,
        email: "command line",
        client: "local".to_owned(),
    };
    match command {
        UsersCommand::Add { email, role, .. } => {
            let email = parse_email(email)?;
            let hash = read_password()?.hash()?;
            let account = store
                .create_account(&accounts::normal_email(email.as_str()), *role, &hash)
                .await?
                .ok_or_else(|| anyhow::anyhow!("{}", Problem::EmailTaken.text(Lang::En)))?;
            let summary = format!("{} ({})", account.email, role.as_str());
            store
                .record_audit(&actor, event("user-create", account.id, summary))
                .await?;
            writeln!(out, "Added {} as {}", account.email, role.as_str())?;
        }
        UsersCommand::List { .. } => {
            for account in store.accounts().await? {
                let state = if account.disabled { "disabled" } else { "active" };
                writeln!(
                    out,
                    "{}\t{}\t{}\t{}",
                    account.id,
                    account.email,
                    account.role.as_str(),
                    state
                )?;
            }
        }
        UsersCommand::SetPassword { email, .. } => {
            let id = id_of(&store, email).await?;
            let changes = accounts::AccountChanges {
                password_hash: Some(read_password()?.hash()?),
                ..Default::default()
            };
            applied(store.update_account(id, &changes).await?, email)?;
            store
                .record_audit(&actor, event("user-update", id, format!("{email}, new password")))
                .await?;
            writeln!(out, "Set a new password for {email}; its sessions have ended")?;
        }
        UsersCommand::Disable { email, .. } => {
            let id = id_of(&store, email).await?;
            let changes = accounts::AccountChanges {
                disabled: Some(true),
                ..Default::default()
            };
            applied(store.update_account(id, &changes).await?, email)?;
            store
                .record_audit(&actor, event("user-update", id, format!("{email}, disabled")))
                .await?;
            writeln!(out, "Disabled {email}; its sessions have ended")?;
        }
    }
    Ok(())
}

/// An update's outcome as the command line says it.
fn applied(outcome: accounts::Outcome<accounts::Account>, email: &str) -> anyhow::Result<()> {
    match outcome {
        accounts::Outcome::Done(_) => Ok(()),
        accounts::Outcome::NotFound => bail!("there is no account {email}"),
        accounts::Outcome::LastAdmin => {
            bail!("{email} is the last enabled admin: add another admin first (bilim users add --role admin)")
        }
    }
}

fn event(action: &'static str, id: i64, summary: String) -> Event<'static> {
    Event::new(action, Some("users"), Some(id), summary)
}

fn parse_email(email: &str) -> anyhow::Result<Email> {
    Email::parse(email).map_err(|problem| anyhow::anyhow!("{email}: {}", problem.text(Lang::En)))
}

async fn id_of(store: &crate::store::Store, email: &str) -> anyhow::Result<i64> {
    match store.credentials(&accounts::normal_email(email)).await? {
        Some((account, _)) => Ok(account.id),
        None => bail!("there is no account {email}"),
    }
}

/// The password: prompted for (twice, without echo) on a terminal, else the first line of
/// standard input, so scripts can pipe it in.
fn read_password() -> anyhow::Result<Password> {
    let password = if std::io::stdin().is_terminal() {
        let first = rpassword::prompt_password("Password: ")?;
        let again = rpassword::prompt_password("Again: ")?;
        if first != again {
            bail!("the two passwords differ");
        }
        first
    } else {
        let mut line = String::new();
        std::io::stdin()
            .lock()
            .read_line(&mut line)
            .context("cannot read the password")?;
        line.trim_end_matches(['\r', '\n']).to_owned()
    };
    Password::parse(&password).map_err(|problem| match problem {
        Problem::Password => anyhow::anyhow!(
            "the password is too short: at least {} characters",
            accounts::MIN_PASSWORD_CHARS
        ),
        other => anyhow::anyhow!("{}", other.text(Lang::En)),
    })
}
