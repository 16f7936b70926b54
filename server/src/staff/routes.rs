//! The staff calls: signing in and out, who is signed in, the accounts (admins), the audit log.

use axum::extract::State;
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{AppendHeaders, IntoResponse};
use serde::Deserialize;
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::{router::OpenApiRouter, routes};

use super::accounts::{self, Account, Outcome, Password, Role};
use super::audit::{Actor, AuditEntry, Event};
use super::sessions::{self, Right, Staff};
use crate::forms::rules::{Check, Email, Problem};
use crate::http::client::{ClientIp, limit_key};
use crate::http::list::window;
use crate::http::{ApiError, ApiQuery, ApiResult, AppState, Data, Json, LangParam, PageNo, Paginated, Path, paginate};
use crate::lang::Lang;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(login))
        .routes(routes!(logout))
        .routes(routes!(me))
        .routes(routes!(users, create_user))
        .routes(routes!(update_user, delete_user))
        .routes(routes!(audit_log))
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct Login {
    pub email: String,
    pub password: String,
}

/// Signs a staff member in: the answer sets the session cookie. A wrong password and an unknown
/// e-mail answer the same 401; too many attempts from one address, or at one account from one
/// address, answer 429.
#[utoipa::path(post, path = "/admin/login", tag = "admin", operation_id = "admin_login", params(LangParam), request_body = Login,
    responses((status = 200, body = Staff), (status = 401, body = crate::http::ErrorBody),
        (status = 422, body = crate::http::ErrorBody), (status = 429, body = crate::http::ErrorBody)))]
#[tracing::instrument(skip_all)]
async fn login(
    State(state): State<AppState>,
    ClientIp(client): ClientIp,
    lang: Lang,
    Json(login): Json<Login>,
) -> ApiResult<impl IntoResponse> {
    state.staff.by_address.spend(client)?;
    let email = login.email.trim().to_lowercase();
    state.staff.by_account.spend_key(&(email.clone(), limit_key(client)))?;
    let _turn = state.forms.hashing_turn().await?;
    let found = state.store.credentials(&email).await?;
    let hash = found.as_ref().map(|(_, hash)| hash.clone());
    // Argon2 is slow on purpose: keep it off the async threads.
    let matches = tokio::task::spawn_blocking(move || accounts::verify(hash.as_deref(), &login.password))
        .await
        .map_err(anyhow::Error::from)?;
    let account = found
        .map(|(account, _)| account)
        .filter(|account| matches && !account.disabled);
    let Some(account) = account else {
        let actor = Actor {
            user_id: None,
            email: &email,
            client: client.to_string(),
        };
        state
            .store
            .record_audit(&actor, Event::new("login-failed", None, None, String::new()))
            .await?;
        return Err(ApiError::Unauthorized);
    };
    let token = sessions::start(&state.store, account.id, &client.to_string()).await?;
    let staff = Staff {
        id: account.id,
        email: account.email,
        role: account.role,
    };
    state
        .store
        .record_audit(
            &Actor::staff(&staff, client),
            Event::new("login", None, None, String::new()),
        )
        .await?;
    Ok((
        AppendHeaders([(
            header::SET_COOKIE,
            sessions::cookie(Some(&token), state.staff.secure_cookie()),
        )]),
        lang.answer(staff),
    ))
}

/// Signs out: the session ends on the server and the cookie is removed.
#[utoipa::path(post, path = "/admin/logout", tag = "admin", operation_id = "admin_logout",
    responses((status = 204), (status = 401, body = crate::http::ErrorBody)))]
#[tracing::instrument(skip_all)]
async fn logout(
    State(state): State<AppState>,
    ClientIp(client): ClientIp,
    staff: Staff,
    headers: HeaderMap,
) -> ApiResult<impl IntoResponse> {
    if let Some(token) = sessions::token_of(&headers) {
        sessions::end(&state.store, &token).await?;
    }
    state
        .store
        .record_audit(
            &Actor::staff(&staff, client),
            Event::new("logout", None, None, String::new()),
        )
        .await?;
    Ok((
        StatusCode::NO_CONTENT,
        AppendHeaders([(header::SET_COOKIE, sessions::cookie(None, state.staff.secure_cookie()))]),
    ))
}

/// Who is signed in.
#[utoipa::path(get, path = "/admin/me", tag = "admin", operation_id = "admin_me",
    responses((status = 200, body = Staff), (status = 401, body = crate::http::ErrorBody)))]
async fn me(staff: Staff, lang: Lang) -> Data<Staff> {
    lang.answer(staff)
}

/// Every staff account (admins only).
#[utoipa::path(get, path = "/admin/users", tag = "admin", operation_id = "admin_users", params(LangParam),
    responses((status = 200, body = Vec<Account>), (status = 401, body = crate::http::ErrorBody),
        (status = 403, body = crate::http::ErrorBody)))]
async fn users(State(state): State<AppState>, staff: Staff, lang: Lang) -> ApiResult<Data<Vec<Account>>> {
    staff.may(Right::Administer)?;
    Ok(lang.answer(state.store.accounts().await?))
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct NewUser {
    pub email: String,
    pub role: String,
    pub password: String,
}

/// Adds a staff account (admins only).
#[utoipa::path(post, path = "/admin/users", tag = "admin", operation_id = "admin_create_user", params(LangParam), request_body = NewUser,
    responses((status = 201, body = Account), (status = 401, body = crate::http::ErrorBody),
        (status = 403, body = crate::http::ErrorBody), (status = 422, body = crate::http::ErrorBody)))]
#[tracing::instrument(skip_all)]
async fn create_user(
    State(state): State<AppState>,
    ClientIp(client): ClientIp,
    staff: Staff,
    lang: Lang,
    Json(user): Json<NewUser>,
) -> ApiResult<(StatusCode, Data<Account>)> {
    staff.may(Right::Administer)?;
    let mut check = Check::new(lang);
    let email = check.field("email", Email::parse(&user.email));
    let role = check.field("role", Role::parse(&user.role).ok_or(Problem::Role));
    let password = check.field("password", Password::parse(&user.password));
    check.finish()?;
    let (Some(email), Some(role), Some(password)) = (email, role, password) else {
        unreachable!("a finished check has every field")
    };
    let hash = hash(&state, password).await?;
    let Some(account) = state
        .store
        .create_account(&accounts::normal_email(email.as_str()), role, &hash)
        .await?
    else {
        return Err(ApiError::field("email", Problem::EmailTaken.text(lang)));
    };
    let summary = format!("{} ({})", account.email, role.as_str());
    state
        .store
        .record_audit(
            &Actor::staff(&staff, client),
            Event::new("user-create", Some("users"), Some(account.id), summary),
        )
        .await?;
    Ok((StatusCode::CREATED, lang.answer(account)))
}

/// Hashes a password in its turn, off the async threads.
async fn hash(state: &AppState, password: Password) -> ApiResult<String> {
    let _turn = state.forms.hashing_turn().await?;
    Ok(tokio::task::spawn_blocking(move || password.hash())
        .await
        .map_err(anyhow::Error::from)??)
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct UserChanges {
    pub role: Option<String>,
    pub disabled: Option<bool>,
    pub password: Option<String>,
}

#[derive(Debug, Deserialize, IntoParams)]
pub struct UserId {
    /// The account's id.
    pub id: i64,
}

/// Changes an account's role, disables or enables it, or sets its password (admins only). A new
/// password or disabling ends the account's sessions. The last enabled admin stays one.
#[utoipa::path(put, path = "/admin/users/{id}", tag = "admin", operation_id = "admin_update_user", params(UserId, LangParam), request_body = UserChanges,
    responses((status = 200, body = Account), (status = 401, body = crate::http::ErrorBody),
        (status = 403, body = crate::http::ErrorBody), (status = 404, body = crate::http::ErrorBody),
        (status = 422, body = crate::http::ErrorBody)))]
#[tracing::instrument(skip_all)]
async fn update_user(
    State(state): State<AppState>,
    ClientIp(client): ClientIp,
    staff: Staff,
    lang: Lang,
    Path(UserId { id }): Path<UserId>,
    Json(changes): Json<UserChanges>,
) -> ApiResult<Data<Account>> {
    staff.may(Right::Administer)?;
    let mut check = Check::new(lang);
    let role = match &changes.role {
        Some(role) => check.field("role", Role::parse(role).ok_or(Problem::Role)),
        None => None,
    };
    let password = match &changes.password {
        Some(password) => check.field("password", Password::parse(password)),
        None => None,
    };
    // Another admin may demote or disable an admin; nobody their own account, so that an admin
    // cannot lock themselves out by a slip (and two admins cannot both step down at once).
    if id == staff.id {
        if role.is_some_and(|role| role != Role::Admin) {
            check.fail("role", Problem::OwnAccount);
        }
        if changes.disabled == Some(true) {
            check.fail("disabled", Problem::OwnAccount);
        }
    }
    check.finish()?;
    let password_hash = match password {
        Some(password) => Some(hash(&state, password).await?),
        None => None,
    };
    let update = accounts::AccountChanges {
        role,
        disabled: changes.disabled,
        password_hash,
    };
    let account = match state.store.update_account(id, &update).await? {
        Outcome::Done(account) => account,
        Outcome::NotFound => return Err(ApiError::NotFound),
        Outcome::LastAdmin => {
            let field = if role.is_some() { "role" } else { "disabled" };
            return Err(ApiError::field(field, Problem::LastAdmin.text(lang)));
        }
    };
    let mut summary = vec![account.email.clone()];
    if let Some(role) = role {
        summary.push(format!("role {}", role.as_str()));
    }
    if let Some(disabled) = changes.disabled {
        summary.push(if disabled { "disabled" } else { "enabled" }.to_owned());
    }
    if changes.password.is_some() {
        summary.push("new password".to_owned());
    }
    state
        .store
        .record_audit(
            &Actor::staff(&staff, client),
            Event::new("user-update", Some("users"), Some(id), summary.join(", ")),
        )
        .await?;
    Ok(lang.answer(account))
}

/// Deletes an account and ends its sessions (admins only; not one's own, not the last admin).
#[utoipa::path(delete, path = "/admin/users/{id}", tag = "admin", operation_id = "admin_delete_user", params(UserId, LangParam),
    responses((status = 204), (status = 401, body = crate::http::ErrorBody),
        (status = 403, body = crate::http::ErrorBody), (status = 404, body = crate::http::ErrorBody),
        (status = 422, body = crate::http::ErrorBody)))]
#[tracing::instrument(skip_all)]
async fn delete_user(
    State(state): State<AppState>,
    ClientIp(client): ClientIp,
    staff: Staff,
    lang: Lang,
    Path(UserId { id }): Path<UserId>,
) -> ApiResult<StatusCode> {
    staff.may(Right::Administer)?;
    if id == staff.id {
        return Err(ApiError::field("id", Problem::OwnAccount.text(lang)));
    }
    let account = match state.store.delete_account(id).await? {
        Outcome::Done(account) => account,
        Outcome::NotFound => return Err(ApiError::NotFound),
        Outcome::LastAdmin => return Err(ApiError::field("id", Problem::LastAdmin.text(lang))),
    };
    state
        .store
        .record_audit(
            &Actor::staff(&staff, client),
            Event::new("user-delete", Some("users"), Some(id), account.email),
        )
        .await?;
    Ok(StatusCode::NO_CONTENT)
}

/// Entries of the audit log a page holds.
pub const AUDIT_PER_PAGE: u32 = 50;

#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct AuditQuery {
    /// Page number, from 1.
    #[param(inline)]
    pub page: Option<PageNo>,
}

/// The audit log, newest first (admins only).
#[utoipa::path(get, path = "/admin/audit", tag = "admin", operation_id = "admin_audit_log", params(AuditQuery, LangParam),
    responses((status = 200, body = Paginated<AuditEntry>), (status = 401, body = crate::http::ErrorBody),
        (status = 403, body = crate::http::ErrorBody)))]
async fn audit_log(
    State(state): State<AppState>,
    staff: Staff,
    lang: Lang,
    ApiQuery(query): ApiQuery<AuditQuery>,
) -> ApiResult<Data<Paginated<AuditEntry>>> {
    staff.may(Right::Administer)?;
    let page = state.store.audit_page(window(query.page, AUDIT_PER_PAGE)).await?;
    Ok(lang.answer(paginate(page)))
}
