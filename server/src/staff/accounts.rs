//! Staff accounts' passwords: the rules a new one meets and its Argon2id hash. The accounts
//! themselves are the store's (`store::accounts`); made by `bilim users …` and by admins.

use std::sync::LazyLock;

use crate::forms::rules::Problem;
pub use crate::store::accounts::{Account, AccountChanges, Outcome, Role};
use argon2::Argon2;
use argon2::password_hash::phc::PasswordHash;
use argon2::password_hash::{PasswordHasher, PasswordVerifier};

/// The stored e-mail: trimmed and lower-cased, so one person has one account.
pub fn normal_email(email: &str) -> String {
    email.trim().to_lowercase()
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
