//! The colours that come with the content (a school's, a sustainable development goal's), as a
//! stylesheet in every page's head, so that the server's HTML is drawn in them before any script
//! runs. Elements name their record (`data-school="66"`, `data-sdg="3"`) and the stylesheet gives
//! each record's custom property. The Content-Security-Policy allows no inline style, so each
//! page's policy names this stylesheet by its hash.

use axum::http::HeaderValue;
use base64::Engine;
use sha2::{Digest, Sha256};

use crate::http::headers::CONTENT_SECURITY_POLICY;
use crate::store::check::is_colour;
use crate::store::{Store, StoreError, Visibility};

/// The stylesheet and the Content-Security-Policy that allows it.
pub struct Theme {
    pub css: String,
    pub policy: HeaderValue,
}

impl Theme {
    /// The colours of the schools and goals a page shows (drafts' too in a preview).
    pub async fn read(store: &Store, visibility: Visibility) -> Result<Theme, StoreError> {
        let schools = store.schools(visibility).await?;
        let goals = store.sdgs(visibility).await?;
        let rules = schools
            .iter()
            .map(|school| ("school", school.id, "--school-color", school.color.as_str()))
            .chain(goals.iter().map(|goal| ("sdg", goal.id, "--sdg", goal.color.as_str())));
        Ok(Theme::of(rules))
    }

    /// Rules `[data-KIND="ID"]{PROPERTY:COLOUR}`; a colour the store would not accept is left out
    /// rather than written into a stylesheet.
    fn of<'a>(rules: impl Iterator<Item = (&'static str, i64, &'static str, &'a str)>) -> Theme {
        let css: String = rules
            .filter(|(.., colour)| is_colour(colour))
            .map(|(kind, id, property, colour)| format!(r#"[data-{kind}="{id}"]{{{property}:{colour}}}"#))
            .collect();
        let hash = base64::engine::general_purpose::STANDARD.encode(Sha256::digest(css.as_bytes()));
        let policy =
            CONTENT_SECURITY_POLICY.replacen("style-src 'self'", &format!("style-src 'self' 'sha256-{hash}'"), 1);
        Theme {
            css,
            policy: HeaderValue::from_str(&policy).expect("a policy of header characters"),
        }
    }

    /// The `<style>` element for a page's head.
    pub fn element(&self) -> String {
        format!("<style>{}</style>", self.css)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_record_gets_its_colour_and_the_policy_names_exactly_that_stylesheet() {
        let theme = Theme::of(
            [
                ("school", 66, "--school-color", "#1d4ed8"),
                ("sdg", 3, "--sdg", "#4C9F38"),
                ("sdg", 4, "--sdg", "red}body{display:none"),
            ]
            .into_iter(),
        );
        assert_eq!(
            theme.css,
            r#"[data-school="66"]{--school-color:#1d4ed8}[data-sdg="3"]{--sdg:#4C9F38}"#
        );
        assert_eq!(theme.element(), format!("<style>{}</style>", theme.css));
        let policy = theme.policy.to_str().unwrap();
        let hash = base64::engine::general_purpose::STANDARD.encode(Sha256::digest(theme.css.as_bytes()));
        assert!(
            policy.contains(&format!("style-src 'self' 'sha256-{hash}';")),
            "{policy}"
        );
        assert!(policy.contains("script-src 'self';"), "{policy}");
        assert_eq!(policy.matches("sha256-").count(), 1);
    }
}
