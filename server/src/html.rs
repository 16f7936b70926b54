//! The one sanitising boundary for rich text. Every text a browser renders as HTML (the texts of
//! blocks and their items, news bodies, announcements, project, activity and science-grant
//! descriptions, answers, vacancies, FAQ texts) is a `SafeHtml`, and the only way to make one is
//! `SafeHtml::sanitize`: deserializing a write input calls it too, so the seeder and every later
//! writer pass through it. Columns of rich text are written only from a `SafeHtml`, so what is
//! read back from them is trusted as such.

use std::borrow::Cow;
use std::sync::LazyLock;

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use utoipa::openapi::schema::{ObjectBuilder, SchemaFormat, Type};
use utoipa::openapi::{RefOr, Schema};
use utoipa::{PartialSchema, ToSchema};

use crate::lang::{Lang, Tr};

/// Rich text in three languages, each of them sanitized HTML.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SafeHtml(Tr);

impl SafeHtml {
    /// Keeps the structure of `html` (paragraphs, headings, lists, quotes, emphasis, links) and
    /// drops whatever could run or load something: scripts, styles, event handlers, frames,
    /// `javascript:` links, images from other hosts. Links get `rel="noopener noreferrer"`.
    pub fn sanitize(html: &Tr) -> SafeHtml {
        SafeHtml(html.map(clean))
    }

    /// Rich text read back from the store: a rich-text column is written only from a
    /// `SafeHtml`, so what it holds was sanitized.
    pub(crate) fn from_stored(html: Tr) -> SafeHtml {
        SafeHtml(html)
    }

    /// The HTML in `lang`, or the Kazakh when that translation is empty.
    pub fn get(&self, lang: Lang) -> &str {
        self.0.get(lang)
    }

    /// The three languages' HTML, to read (for search text, plain text).
    pub fn texts(&self) -> &Tr {
        &self.0
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

/// Plain text made safe to place in HTML, as text or as an attribute's quoted value.
pub fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('"', "&quot;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

fn clean(html: &str) -> String {
    static CLEANER: LazyLock<ammonia::Builder<'static>> = LazyLock::new(|| {
        let mut builder = ammonia::Builder::default();
        builder.link_rel(Some("noopener noreferrer"));
        builder.attribute_filter(|element, attribute, value| match (element, attribute) {
            ("img", "src") => site_path(value).map(Cow::Owned),
            _ => Some(Cow::Borrowed(value)),
        });
        builder
    });
    CLEANER.clean(html).to_string()
}

/// `value` when it is a path on this site (`/media/…`), so an image never loads from another
/// host. Browsers drop tabs and newlines from URLs and read `/\` as `//`, so neither sneaks one in.
fn site_path(value: &str) -> Option<String> {
    let url: String = value.chars().filter(|c| !matches!(c, '\t' | '\n' | '\r')).collect();
    let rest = url.strip_prefix('/')?;
    (!rest.starts_with(['/', '\\'])).then_some(url)
}

/// A write input's rich text is sanitized as it is read.
impl<'de> Deserialize<'de> for SafeHtml {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        Tr::deserialize(deserializer).map(|raw| SafeHtml::sanitize(&raw))
    }
}

/// As a `Tr`: the text in the answer's language, or the stored three-language object.
impl Serialize for SafeHtml {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.0.serialize(serializer)
    }
}

impl PartialSchema for SafeHtml {
    fn schema() -> RefOr<Schema> {
        ObjectBuilder::new()
            .schema_type(Type::String)
            .format(Some(SchemaFormat::Custom("html".to_owned())))
            .description(Some(
                "HTML sanitized on the server (no scripts, styles, event handlers or outside \
                 images; links carry rel=\"noopener noreferrer\"), in the requested language \
                 (Kazakh when it has no translation). The only HTML the web app renders as such.",
            ))
            .into()
    }
}

impl ToSchema for SafeHtml {
    fn name() -> Cow<'static, str> {
        Cow::Borrowed("SafeHtml")
    }
}

// Read as a `Tr` is, from JSON text. Decoding trusts the column: it was written from a SafeHtml.
/// The text of sanitized HTML: tags dropped, the entities the sanitizer writes decoded, white
/// space folded.
pub fn plain_text(html: &str) -> String {
    let mut out = String::with_capacity(html.len());
    let mut in_tag = false;
    for c in html.chars() {
        match c {
            '<' => in_tag = true,
            '>' => {
                in_tag = false;
                out.push(' ');
            }
            c if !in_tag => out.push(c),
            _ => {}
        }
    }
    let decoded = out
        .replace("&nbsp;", " ")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&#39;", "'")
        .replace("&amp;", "&");
    decoded.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn clean_kz(html: &str) -> String {
        SafeHtml::sanitize(&Tr {
            kz: html.to_owned(),
            ..Tr::default()
        })
        .get(Lang::Kz)
        .to_owned()
    }

    #[test]
    fn structure_stays_and_scripts_and_handlers_go() {
        assert_eq!(
            clean_kz(
                r#"<h2>Грант</h2><p onclick="x()">Hi <script>alert(1)</script><strong>there</strong></p><ul><li>a</li></ul>"#
            ),
            "<h2>Грант</h2><p>Hi <strong>there</strong></p><ul><li>a</li></ul>"
        );
        assert_eq!(
            clean_kz(r#"<img src="/x.png" onerror="alert(1)">"#),
            r#"<img src="/x.png">"#
        );
        assert_eq!(
            clean_kz("<style>p{}</style><iframe src=/x></iframe><p style=\"color:red\">a</p>"),
            "<p>a</p>"
        );
    }

    #[test]
    fn links_are_kept_without_script_urls_and_open_nothing() {
        assert_eq!(
            clean_kz(r#"<a href="https://example.org/x" target="_blank">x</a>"#),
            r#"<a href="https://example.org/x" rel="noopener noreferrer">x</a>"#
        );
        assert_eq!(
            clean_kz(r#"<a href="javascript:alert(1)">x</a>"#),
            r#"<a rel="noopener noreferrer">x</a>"#
        );
    }

    #[test]
    fn images_load_only_from_this_site() {
        assert_eq!(clean_kz(r#"<img src="https://evil.example/t.gif">"#), "<img>");
        assert_eq!(clean_kz(r#"<img src="//evil.example/t.gif">"#), "<img>");
        assert_eq!(clean_kz("<img src=\"/\\evil.example/t.gif\">"), "<img>");
        assert_eq!(clean_kz("<img src=\"/\t/evil.example/t.gif\">"), "<img>");
        assert_eq!(
            clean_kz(r#"<img src="/assets/media/map.svg" alt="Map">"#),
            r#"<img src="/assets/media/map.svg" alt="Map">"#
        );
    }

    #[test]
    fn text_is_escaped_and_sanitizing_twice_changes_nothing() {
        let once = clean_kz("A & B < C <b>bold");
        assert_eq!(once, "A &amp; B &lt; C <b>bold</b>");
        assert_eq!(clean_kz(&once), once);
    }

    #[test]
    fn every_language_is_sanitized_and_a_write_input_is_sanitized_as_it_is_read() {
        let input: SafeHtml =
            serde_json::from_str(r#"{"kz":"<p>Сәлем<script>x</script></p>","ru":"<p onmouseover=x>Привет</p>","en":"<img src=x onerror=alert(1)>"}"#)
                .unwrap();
        assert_eq!(input.get(Lang::Kz), "<p>Сәлем</p>");
        assert_eq!(input.get(Lang::Ru), "<p>Привет</p>");
        assert_eq!(input.get(Lang::En), "<img>");
    }

    #[test]
    fn answers_in_the_requested_language_like_any_text() {
        let html = SafeHtml::sanitize(&Tr {
            kz: "<p>Сәлем</p>".into(),
            ru: String::new(),
            en: "<p>Hello</p>".into(),
        });
        let answer = |lang| crate::lang::answer_in(lang, || serde_json::to_string(&html).unwrap());
        assert_eq!(answer(Lang::En), r#""<p>Hello</p>""#);
        assert_eq!(answer(Lang::Ru), r#""<p>Сәлем</p>""#);
    }

    #[test]
    fn plain_text_drops_tags_and_decodes_entities() {
        assert_eq!(super::plain_text("<p>A &amp; B</p>\n<p>C&nbsp;D</p>"), "A & B C D");
    }
}
