//! The anonymous forms' invisible checks. The forms token is public (its password ships in the
//! web app), so it proves nothing; what holds bots back is:
//! - a proof of work (ALTCHA): the browser solves a challenge in the background, one per call,
//!   and each solution is accepted once;
//! - a honeypot field people never see, which must come back empty;
//! - a minimum fill time: a call (a submission or an upload) may not come sooner than `MIN_FILL`
//!   after its challenge.
//!
//! `--form-challenge off` turns all three off for trusted API clients and load tests.

use std::time::{Duration, SystemTime, UNIX_EPOCH};

use altcha_lib_rs::{ChallengeOptions, Payload};
use axum::extract::State;
use axum::http::{HeaderMap, HeaderValue, header};
use axum::response::IntoResponse;
use base64::Engine;
use serde::Serialize;
use utoipa::ToSchema;

use super::rules::Problem;
use crate::http::{ApiError, ApiResult, AppState, LangParam};
use crate::lang::Lang;
use crate::store::Store;

/// The header carrying a solved challenge: base64 of the ALTCHA payload JSON.
pub const PROOF_HEADER: &str = "x-altcha";
/// The header carrying the honeypot field's value (empty for a person).
pub const HONEYPOT_HEADER: &str = "x-honeypot";
/// How long a challenge can be solved and used: long enough for a slow form.
const LIFETIME: Duration = Duration::from_secs(30 * 60);
/// The least time between showing a form (its challenge) and sending it.
pub const MIN_FILL: Duration = Duration::from_secs(3);
/// The work: a browser tries half of this many hashes on average, a few tenths of a second.
const MAX_NUMBER: u64 = 100_000;
/// The salt parameter of a challenge's expiry (unix seconds), which also dates its making:
/// `expires - LIFETIME`. (A second salt parameter would not survive altcha-lib-rs' check, which
/// rebuilds the salt from an unordered map.)
const EXPIRES_PARAM: &str = "expires";

/// The headers of a guarded call, for the OpenAPI document (`Guard::check` reads them).
#[derive(Debug, serde::Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Header)]
pub struct ProofHeaders {
    /// A solved challenge of `GET /forms/challenge`: base64 of the ALTCHA payload JSON
    /// `{algorithm, challenge, number, salt, signature}`. Required unless the server runs with
    /// `--form-challenge off`.
    #[serde(rename = "X-Altcha")]
    pub altcha: Option<String>,
    /// The form's honeypot field: must be empty.
    #[serde(rename = "X-Honeypot")]
    pub honeypot: Option<String>,
}

pub struct Guard {
    enabled: bool,
    key: String,
}

/// A proof-of-work challenge (ALTCHA's format) and how long the form must be open.
#[derive(Debug, Serialize, ToSchema)]
pub struct Challenge {
    /// Always `SHA-256`.
    pub algorithm: String,
    pub challenge: String,
    pub maxnumber: u64,
    pub salt: String,
    pub signature: String,
    /// Milliseconds to wait after receiving this challenge before sending a form with it.
    pub min_fill_ms: u64,
}

impl Guard {
    /// `secret` signs the challenges; every process serving the site needs the same one.
    pub fn new(enabled: bool, secret: &[u8]) -> Self {
        let hex: String = secret.iter().map(|b| format!("{b:02x}")).collect();
        Guard {
            enabled,
            key: format!("altcha:{hex}"),
        }
    }

    pub fn challenge(&self) -> anyhow::Result<Challenge> {
        let expires = chrono_time(now_ms() + LIFETIME.as_millis() as u64);
        let challenge = altcha_lib_rs::create_challenge(ChallengeOptions {
            hmac_key: &self.key,
            max_number: Some(MAX_NUMBER),
            expires: Some(expires),
            ..Default::default()
        })
        .map_err(|err| anyhow::anyhow!("cannot make a challenge: {err}"))?;
        Ok(Challenge {
            algorithm: "SHA-256".to_owned(),
            challenge: challenge.challenge,
            maxnumber: challenge.maxnumber,
            salt: challenge.salt,
            signature: challenge.signature,
            min_fill_ms: MIN_FILL.as_millis() as u64,
        })
    }

    /// Checks a guarded call's proof of work, honeypot and fill time: 403 naming `challenge`
    /// (missing, wrong, expired, used or too fast) or `form` (the honeypot). A proof that
    /// verifies is spent before anything else is judged, so that it serves one call whatever
    /// the call's outcome: a bot refused for its honeypot cannot send the same proof again.
    pub async fn check(&self, store: &Store, headers: &HeaderMap, lang: Lang) -> ApiResult<()> {
        if !self.enabled {
            return Ok(());
        }
        let refuse = |field: &str| ApiError::Refused {
            field: field.to_owned(),
            message: Problem::Unverified.text(lang).to_owned(),
        };
        let honeypot = headers
            .get(HONEYPOT_HEADER)
            .map(HeaderValue::as_bytes)
            .unwrap_or_default();
        let honeypot_filled = !honeypot.trim_ascii().is_empty();
        let payload = headers
            .get(PROOF_HEADER)
            .and_then(|value| {
                base64::engine::general_purpose::STANDARD
                    .decode(value.as_bytes().trim_ascii())
                    .ok()
            })
            .and_then(|json| serde_json::from_slice::<Payload>(&json).ok());
        let verified = payload.filter(|payload| altcha_lib_rs::verify_solution(payload, &self.key, true).is_ok());
        let expires_at = verified.as_ref().and_then(|payload| {
            salt_param(&payload.salt, EXPIRES_PARAM).and_then(|expires| expires.parse::<u64>().ok())
        });
        let (Some(payload), Some(expires_at)) = (verified, expires_at) else {
            return Err(refuse(if honeypot_filled { "form" } else { "challenge" }));
        };
        if !store.spend_proof(&payload.signature, expires_at).await? {
            return Err(refuse("challenge"));
        }
        if honeypot_filled {
            return Err(refuse("form"));
        }
        // The expiry is whole seconds, rounded down: the making it dates is never later than
        // the real one, so a visitor who waited `min_fill_ms` always passes.
        let issued_ms = (expires_at * 1000).saturating_sub(LIFETIME.as_millis() as u64);
        if now_ms().saturating_sub(issued_ms) < MIN_FILL.as_millis() as u64 {
            return Err(refuse("challenge"));
        }
        Ok(())
    }
}

/// Forgets used proofs whose challenges have expired (they could not be used again anyway).
pub async fn forget_expired(store: &Store) -> anyhow::Result<u64> {
    Ok(store.forget_expired_proofs(now_ms() / 1000).await?)
}

/// A parameter of a challenge's salt (`<hex>?expires=…&issued=…&`).
fn salt_param<'a>(salt: &'a str, name: &str) -> Option<&'a str> {
    let (_, params) = salt.split_once('?')?;
    params
        .split('&')
        .filter_map(|pair| pair.split_once('='))
        .find_map(|(key, value)| (key == name).then_some(value))
}

fn now_ms() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |since| since.as_millis() as u64)
}

fn chrono_time(ms: u64) -> chrono::DateTime<chrono::Utc> {
    chrono::DateTime::from_timestamp_millis(ms as i64).unwrap_or_default()
}

/// A challenge for the next form call; each one is good for one call.
#[utoipa::path(get, path = "/forms/challenge", tag = "forms", params(LangParam),
    responses((status = 200, body = Challenge)))]
#[tracing::instrument(skip_all)]
pub async fn challenge(State(state): State<AppState>, lang: Lang) -> ApiResult<impl IntoResponse> {
    let challenge = state.forms.guard.challenge()?;
    Ok((
        [(header::CACHE_CONTROL, HeaderValue::from_static("no-store"))],
        lang.answer(challenge),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Solves a challenge as the browser does.
    pub fn solve(challenge: &Challenge) -> String {
        let solved = altcha_lib_rs::solve_challenge(
            &challenge.challenge,
            &challenge.salt,
            None,
            Some(challenge.maxnumber),
            0,
        )
        .expect("solvable");
        let payload = serde_json::json!({
            "algorithm": challenge.algorithm, "challenge": challenge.challenge, "number": solved,
            "salt": challenge.salt, "signature": challenge.signature,
        });
        base64::engine::general_purpose::STANDARD.encode(payload.to_string())
    }

    #[test]
    fn a_challenge_expires_after_its_lifetime() {
        let challenge = Guard::new(true, b"secret").challenge().unwrap();
        let expires: u64 = salt_param(&challenge.salt, EXPIRES_PARAM).unwrap().parse().unwrap();
        let issued_ms = expires * 1000 - LIFETIME.as_millis() as u64;
        assert!(issued_ms <= now_ms() && now_ms() - issued_ms < 5_000);
        assert_eq!(challenge.min_fill_ms, 3_000);
    }

    #[test]
    fn a_solution_verifies_only_with_the_key_that_signed_it() {
        let challenge = Guard::new(true, b"secret").challenge().unwrap();
        let proof = solve(&challenge);
        let json = base64::engine::general_purpose::STANDARD.decode(proof).unwrap();
        let payload: Payload = serde_json::from_slice(&json).unwrap();
        assert!(altcha_lib_rs::verify_solution(&payload, &Guard::new(true, b"secret").key, true).is_ok());
        assert!(altcha_lib_rs::verify_solution(&payload, &Guard::new(true, b"other").key, true).is_err());
    }
}
