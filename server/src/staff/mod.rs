//! The staff: accounts with roles, server-side sessions behind a cookie, the audit log, and the
//! calls that sign in and out and manage accounts (`/admin/login`, `/admin/me`, `/admin/users`,
//! `/admin/audit`). The content calls of the admin are in `admin`.

pub mod accounts;
pub mod audit;
pub mod cli;
mod routes;
pub mod sessions;

use std::net::IpAddr;

use crate::http::client::RateLimit;
use crate::metrics::Metrics;

pub use accounts::Role;
pub use routes::router;
pub use sessions::{Right, Staff};

/// Sign-ins one address may try a minute.
pub const LOGINS_PER_ADDRESS: u32 = 20;
/// Sign-ins one account may be tried with from one address at once, and then one more every
/// `ACCOUNT_RETRY`.
pub const LOGINS_PER_ACCOUNT: u32 = 10;
pub const ACCOUNT_RETRY: std::time::Duration = std::time::Duration::from_secs(30);

/// What the staff calls keep between requests.
pub struct StaffState {
    /// Sign-in attempts per client address.
    pub by_address: RateLimit<IpAddr>,
    /// Sign-in attempts per e-mail tried from one address (its limit key): one address guessing
    /// one account's password is held back harder than by the address's own limit, while the
    /// owner, signing in from an address that has not failed, is never locked out by guesses
    /// sent from elsewhere.
    pub by_account: RateLimit<(String, IpAddr)>,
    /// The origin the staff's changes must come from, when `--public-url` names it.
    pub site: crate::admin::SiteOrigin,
}

impl StaffState {
    pub fn new(public_url: Option<&str>, metrics: &Metrics) -> anyhow::Result<Self> {
        Ok(StaffState {
            by_address: RateLimit::per_minute(LOGINS_PER_ADDRESS, metrics.refusals("staff-login")),
            by_account: RateLimit::burst(
                LOGINS_PER_ACCOUNT,
                ACCOUNT_RETRY,
                metrics.refusals("staff-login-account"),
            ),
            site: crate::admin::SiteOrigin::of(public_url)?,
        })
    }

    /// The session cookie is `Secure` when the site is served over https.
    pub fn secure_cookie(&self) -> bool {
        self.site.is_https()
    }
}

/// The staff side's housekeeping: expired sessions and idle limiter entries.
pub async fn tidy(state: &crate::http::AppState) -> anyhow::Result<()> {
    let sessions = sessions::forget_expired(&state.store).await?;
    state.staff.by_address.prune();
    state.staff.by_account.prune();
    if sessions > 0 {
        tracing::info!(sessions, "forgot expired staff sessions");
    }
    Ok(())
}
