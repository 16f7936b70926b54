//! The service account the web app logs in with, and the short-lived token it gets: a token
//! that can only submit forms (its audience is `forms`), refused by anything else.

use std::sync::OnceLock;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use argon2::Argon2;
use argon2::password_hash::phc::PasswordHash;
use argon2::password_hash::{PasswordHasher, PasswordVerifier};
use axum::extract::{FromRef, FromRequestParts, State};
use axum::http::header::AUTHORIZATION;
use axum::http::request::Parts;
use jsonwebtoken::{Algorithm, DecodingKey, EncodingKey, Header, Validation};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::config::Secret;
use crate::http::client::ClientIp;
use crate::http::{ApiError, ApiResult, AppState, Data, Json, LangParam};
use crate::lang::Lang;

/// How long a token lets the client submit.
pub const TOKEN_LIFETIME: Duration = Duration::from_secs(15 * 60);
/// The audience of a forms token.
const AUDIENCE: &str = "forms";

pub struct ServiceAccount {
    email: String,
    password: Secret,
    /// The password's Argon2 hash, made at the first login (hashing is slow on purpose).
    hash: OnceLock<String>,
    encoding: EncodingKey,
    decoding: DecodingKey,
}

impl ServiceAccount {
    pub fn new(email: &str, password: Secret, token_secret: &[u8]) -> Self {
        ServiceAccount {
            email: email.trim().to_lowercase(),
            password,
            hash: OnceLock::new(),
            encoding: EncodingKey::from_secret(token_secret),
            decoding: DecodingKey::from_secret(token_secret),
        }
    }

    fn hash(&self) -> &str {
        self.hash.get_or_init(|| {
            Argon2::default()
                .hash_password(self.password.expose().as_bytes())
                .expect("the service password hashes")
                .to_string()
        })
    }

    fn accepts(&self, email: &str, password: &str) -> bool {
        let hash = PasswordHash::new(self.hash()).expect("a hash made here parses");
        let password_ok = Argon2::default().verify_password(password.as_bytes(), &hash).is_ok();
        password_ok && email.trim().to_lowercase() == self.email
    }

    /// A token for submitting forms, valid for `TOKEN_LIFETIME`.
    pub fn token(&self) -> anyhow::Result<String> {
        let now = SystemTime::now().duration_since(UNIX_EPOCH)?.as_secs();
        let claims = Claims {
            sub: self.email.clone(),
            aud: AUDIENCE.to_owned(),
            iat: now,
            exp: now + TOKEN_LIFETIME.as_secs(),
        };
        Ok(jsonwebtoken::encode(
            &Header::new(Algorithm::HS256),
            &claims,
            &self.encoding,
        )?)
    }

    fn verify(&self, token: &str) -> bool {
        let mut validation = Validation::new(Algorithm::HS256);
        validation.set_audience(&[AUDIENCE]);
        validation.leeway = 0;
        jsonwebtoken::decode::<Claims>(token, &self.decoding, &validation).is_ok()
    }
}

#[derive(Debug, Serialize, Deserialize)]
struct Claims {
    sub: String,
    aud: String,
    iat: u64,
    exp: u64,
}

/// Proof that the request carries a valid forms token.
pub struct FormsToken;

impl<S: Send + Sync> FromRequestParts<S> for FormsToken
where
    AppState: FromRef<S>,
{
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Self::Rejection> {
        let state = AppState::from_ref(state);
        let token = parts
            .headers
            .get(AUTHORIZATION)
            .and_then(|value| value.to_str().ok())
            .and_then(|value| value.strip_prefix("Bearer "))
            .ok_or(ApiError::Unauthorized)?;
        if state.forms.account.verify(token.trim()) {
            Ok(FormsToken)
        } else {
            Err(ApiError::Unauthorized)
        }
    }
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct Login {
    pub email: String,
    pub password: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct AccessToken {
    pub access_token: String,
    /// Always `Bearer`.
    pub token_type: &'static str,
    /// Seconds the token stays valid.
    pub expires_in: u64,
}

/// Logs the site's service account in: the token it answers can only submit forms.
#[utoipa::path(post, path = "/auth/login", tag = "forms", params(LangParam), request_body = Login,
    responses((status = 200, body = AccessToken), (status = 401, body = crate::http::ErrorBody),
        (status = 422, body = crate::http::ErrorBody), (status = 429, body = crate::http::ErrorBody)))]
#[tracing::instrument(skip_all)]
pub async fn login(
    State(state): State<AppState>,
    ClientIp(client): ClientIp,
    lang: Lang,
    Json(login): Json<Login>,
) -> ApiResult<Data<AccessToken>> {
    state.forms.logins.spend(client)?;
    let _turn = state.forms.hashing_turn().await?;
    let account = state.forms.account.clone();
    // Argon2 takes a while on purpose: keep it off the async threads.
    let accepted =
        tokio::task::spawn_blocking(move || account.accepts(&login.email, &login.password).then(|| account.token()))
            .await
            .map_err(anyhow::Error::from)?;
    match accepted {
        Some(token) => Ok(lang.answer(AccessToken {
            access_token: token?,
            token_type: "Bearer",
            expires_in: TOKEN_LIFETIME.as_secs(),
        })),
        None => Err(ApiError::Unauthorized),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn account() -> ServiceAccount {
        ServiceAccount::new("Forms@DBU.edu.kz", Secret::new("right"), b"test secret")
    }

    #[test]
    fn only_the_right_password_is_accepted() {
        let account = account();
        assert!(account.accepts("forms@dbu.edu.kz", "right"));
        assert!(!account.accepts("forms@dbu.edu.kz", "wrong"));
        assert!(!account.accepts("other@dbu.edu.kz", "right"));
    }

    #[test]
    fn a_token_is_valid_only_with_its_secret() {
        let token = account().token().unwrap();
        assert!(account().verify(&token));
        let other = ServiceAccount::new("forms@dbu.edu.kz", Secret::new("right"), b"another secret");
        assert!(!other.verify(&token));
        assert!(!account().verify("not.a.token"));
    }
}
