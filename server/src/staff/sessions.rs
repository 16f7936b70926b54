//! Staff sessions: a random token in an HttpOnly, SameSite=Strict cookie; the server keeps only
//! its SHA-256, so sessions can be listed and revoked and a copy of the database opens none.

use axum::extract::{FromRef, FromRequestParts};
use axum::http::request::Parts;
use axum::http::{HeaderMap, HeaderValue, header};
use cookie::{Cookie, SameSite};
use serde::Serialize;
use sha2::{Digest, Sha256};
use time::{Duration, OffsetDateTime};
use utoipa::ToSchema;

use super::accounts::Role;
use crate::http::{ApiError, ApiResult, AppState};
use crate::store::{Store, Visibility};

pub const COOKIE: &str = "bilim_session";
/// A session unused this long ends.
pub const IDLE_LIFETIME: Duration = Duration::hours(12);
/// A session ends this long after the login, however much it is used.
pub const MAX_LIFETIME: Duration = Duration::days(7);

/// The signed-in staff member a request comes from: extracting it answers 401 without a live
/// session. Only the session cookie counts; the visitors' forms token opens nothing here.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct Staff {
    pub id: i64,
    pub email: String,
    pub role: Role,
}

/// What a role may do, checked by `Staff::may`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Right {
    /// Content and media.
    Edit,
    /// Users, site settings and the audit log.
    Administer,
    /// The applications inbox.
    ReadApplications,
}

impl Staff {
    /// 403 unless the role has `right`.
    pub fn may(&self, right: Right) -> ApiResult<()> {
        let allowed = match right {
            Right::Edit => matches!(self.role, Role::Admin | Role::Editor),
            Right::Administer => self.role == Role::Admin,
            Right::ReadApplications => matches!(self.role, Role::Admin | Role::Manager),
        };
        if allowed { Ok(()) } else { Err(ApiError::Forbidden) }
    }
}

fn digest(token: &str) -> String {
    Sha256::digest(token.as_bytes())
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// Starts a session for `user_id`; answers the cookie's token.
pub async fn start(store: &Store, user_id: i64, client: &str) -> anyhow::Result<String> {
    let token = format!("{}{}", crate::random_hex()?, crate::random_hex()?);
    let now = OffsetDateTime::now_utc();
    store
        .start_session(&digest(&token), user_id, client, now, now + IDLE_LIFETIME)
        .await?;
    Ok(token)
}

/// Ends the session of `token` (if any).
pub async fn end(store: &Store, token: &str) -> anyhow::Result<()> {
    Ok(store.end_session(&digest(token)).await?)
}

/// Forgets sessions past their end (housekeeping).
pub async fn forget_expired(store: &Store) -> anyhow::Result<u64> {
    Ok(store.forget_expired_sessions(OffsetDateTime::now_utc()).await?)
}

/// How often a session's idle end moves on: not on every call, which would make every admin read
/// a database write.
const SEEN_EVERY: Duration = Duration::minutes(1);

/// The staff member of a live session, extending its idle end.
async fn resume(store: &Store, token: &str) -> anyhow::Result<Option<Staff>> {
    let now = OffsetDateTime::now_utc();
    let hash = digest(token);
    let Some(row) = store.live_session(&hash, now).await? else {
        return Ok(None);
    };
    if now - row.seen_at >= SEEN_EVERY {
        let expires = (now + IDLE_LIFETIME).min(row.created_at + MAX_LIFETIME);
        store.extend_session(&hash, now, expires).await?;
    }
    Ok(Some(Staff {
        id: row.user_id,
        email: row.email,
        role: row.role,
    }))
}

/// The session token a request carries in its cookie.
pub fn token_of(headers: &HeaderMap) -> Option<String> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|value| value.to_str().ok())
        .flat_map(Cookie::split_parse)
        .filter_map(Result::ok)
        .find(|cookie| cookie.name() == COOKIE)
        .map(|cookie| cookie.value().to_owned())
}

/// The `Set-Cookie` value that keeps `token` (None: that removes the cookie).
pub fn cookie(token: Option<&str>, secure: bool) -> HeaderValue {
    let mut cookie = Cookie::build((COOKIE, token.unwrap_or_default().to_owned()))
        .http_only(true)
        .same_site(SameSite::Strict)
        .secure(secure)
        .path("/");
    cookie = match token {
        Some(_) => cookie.max_age(cookie::time::Duration::seconds(MAX_LIFETIME.whole_seconds())),
        None => cookie.max_age(cookie::time::Duration::ZERO),
    };
    HeaderValue::from_str(&cookie.build().to_string()).expect("a cookie is a header value")
}

impl<S: Send + Sync> FromRequestParts<S> for Staff
where
    AppState: FromRef<S>,
{
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Self::Rejection> {
        if let Some(staff) = parts.extensions.get::<Staff>() {
            return Ok(staff.clone());
        }
        let state = AppState::from_ref(state);
        let token = token_of(&parts.headers).ok_or(ApiError::Unauthorized)?;
        let staff = resume(&state.store, &token).await?.ok_or(ApiError::Unauthorized)?;
        parts.extensions.insert(staff.clone());
        Ok(staff)
    }
}

/// A read sees drafts when it asks for a preview and comes from a session that may edit; any
/// other caller of a preview URL sees the public site, so the URL gives nothing away.
impl<S: Send + Sync> FromRequestParts<S> for Visibility
where
    AppState: FromRef<S>,
{
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Self::Rejection> {
        if !Visibility::asked(parts.uri.query()) {
            return Ok(Visibility::Public);
        }
        let editor = Staff::from_request_parts(parts, state)
            .await
            .is_ok_and(|staff| staff.may(Right::Edit).is_ok());
        Ok(if editor {
            Visibility::Preview
        } else {
            Visibility::Public
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cookie_is_http_only_strict_and_secure_on_https() {
        let kept = cookie(Some("abc"), true).to_str().unwrap().to_owned();
        for part in ["bilim_session=abc", "HttpOnly", "SameSite=Strict", "Secure", "Path=/"] {
            assert!(kept.contains(part), "{kept}");
        }
        assert!(!cookie(Some("abc"), false).to_str().unwrap().contains("Secure"));
        assert!(cookie(None, false).to_str().unwrap().contains("Max-Age=0"));
    }

    #[test]
    fn the_token_is_read_among_other_cookies() {
        let mut headers = HeaderMap::new();
        headers.insert(
            header::COOKIE,
            HeaderValue::from_static("theme=dark; bilim_session=xyz; a=b"),
        );
        assert_eq!(token_of(&headers).as_deref(), Some("xyz"));
    }

    #[test]
    fn roles_have_their_rights_only() {
        let staff = |role| Staff {
            id: 1,
            email: "a@b.kz".into(),
            role,
        };
        assert!(staff(Role::Editor).may(Right::Edit).is_ok());
        assert!(staff(Role::Editor).may(Right::Administer).is_err());
        assert!(staff(Role::Editor).may(Right::ReadApplications).is_err());
        assert!(staff(Role::Manager).may(Right::Edit).is_err());
        assert!(staff(Role::Manager).may(Right::ReadApplications).is_ok());
        assert!(staff(Role::Admin).may(Right::Administer).is_ok());
    }
}
