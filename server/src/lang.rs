//! The three languages of the site and the one place where a translated text is picked.
//!
//! Texts are stored in all three languages (`Tr`) and answered in one: while an answer is
//! serialized (`Data`, in `http/envelope.rs`) its language is set for the current thread, and a
//! `Tr` serializes as its text in that language, falling back to Kazakh. Outside an answer a `Tr`
//! serializes as the full `{"kz", "ru", "en"}` object, the form that is stored.

use std::borrow::Cow;
use std::cell::Cell;

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa::openapi::schema::{ObjectBuilder, Type};
use utoipa::openapi::{RefOr, Schema};

/// The API's language code. Kazakh is the default and the fallback.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    #[default]
    Kz,
    Ru,
    En,
}

impl Lang {
    pub const ALL: [Lang; 3] = [Lang::Kz, Lang::Ru, Lang::En];

    /// Missing or unknown codes mean Kazakh, as the API contract says.
    pub fn from_code(code: Option<&str>) -> Self {
        match code {
            Some("ru") => Lang::Ru,
            Some("en") => Lang::En,
            _ => Lang::Kz,
        }
    }

    pub fn code(self) -> &'static str {
        match self {
            Lang::Kz => "kz",
            Lang::Ru => "ru",
            Lang::En => "en",
        }
    }
}

thread_local! {
    static ANSWER_LANG: Cell<Option<Lang>> = const { Cell::new(None) };
}

/// Runs `f` (a serialization) with `lang` as the language every `Tr` answers in.
pub fn answer_in<R>(lang: Lang, f: impl FnOnce() -> R) -> R {
    struct Reset(Option<Lang>);
    impl Drop for Reset {
        fn drop(&mut self) {
            ANSWER_LANG.set(self.0);
        }
    }
    let _reset = Reset(ANSWER_LANG.replace(Some(lang)));
    f()
}

/// A text in the three languages, stored as a JSON object `{"kz": …, "ru": …, "en": …}`.
#[derive(Debug, Clone, Default, PartialEq, Eq, Deserialize)]
pub struct Tr {
    pub kz: String,
    #[serde(default)]
    pub ru: String,
    #[serde(default)]
    pub en: String,
}

impl Tr {
    /// The text in `lang`, or the Kazakh text when that translation is empty.
    pub fn get(&self, lang: Lang) -> &str {
        let text = match lang {
            Lang::Kz => &self.kz,
            Lang::Ru => &self.ru,
            Lang::En => &self.en,
        };
        if text.trim().is_empty() { &self.kz } else { text }
    }

    pub fn pick(&self, lang: Lang) -> String {
        self.get(lang).to_owned()
    }

    pub fn is_empty(&self) -> bool {
        self.kz.trim().is_empty()
    }

    /// The stored form, whatever language an answer is being written in.
    pub fn to_json(&self) -> String {
        serde_json::to_string(&Stored(self)).expect("a Tr serializes")
    }

    pub fn map(&self, f: impl Fn(&str) -> String) -> Tr {
        Tr {
            kz: f(&self.kz),
            ru: f(&self.ru),
            en: f(&self.en),
        }
    }

    pub fn all(&self) -> impl Iterator<Item = &str> {
        [self.kz.as_str(), self.ru.as_str(), self.en.as_str()].into_iter()
    }
}

/// The full three-language object.
struct Stored<'a>(&'a Tr);

impl Serialize for Stored<'_> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut map = serializer.serialize_map(None)?;
        map.serialize_entry("kz", &self.0.kz)?;
        for (key, text) in [("ru", &self.0.ru), ("en", &self.0.en)] {
            if !text.is_empty() {
                map.serialize_entry(key, text)?;
            }
        }
        map.end()
    }
}

impl Serialize for Tr {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match ANSWER_LANG.get() {
            Some(lang) => serializer.serialize_str(self.get(lang)),
            None => Stored(self).serialize(serializer),
        }
    }
}

// In the API a `Tr` is the text in the requested language.
impl utoipa::PartialSchema for Tr {
    fn schema() -> RefOr<Schema> {
        ObjectBuilder::new()
            .schema_type(Type::String)
            .description(Some(
                "A text in the requested language (Kazakh when it has no translation).",
            ))
            .into()
    }
}

impl ToSchema for Tr {
    fn name() -> Cow<'static, str> {
        Cow::Borrowed("Tr")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tr(kz: &str, ru: &str, en: &str) -> Tr {
        Tr {
            kz: kz.into(),
            ru: ru.into(),
            en: en.into(),
        }
    }

    #[test]
    fn picks_the_requested_language() {
        let t = tr("Жаңалықтар", "Новости", "News");
        assert_eq!(t.get(Lang::Ru), "Новости");
        assert_eq!(t.get(Lang::En), "News");
        assert_eq!(t.get(Lang::Kz), "Жаңалықтар");
    }

    #[test]
    fn empty_translation_falls_back_to_kazakh() {
        let t = tr("Жаңалықтар", "", "  ");
        assert_eq!(t.get(Lang::Ru), "Жаңалықтар");
        assert_eq!(t.get(Lang::En), "Жаңалықтар");
    }

    #[test]
    fn unknown_codes_mean_kazakh() {
        assert_eq!(Lang::from_code(None), Lang::Kz);
        assert_eq!(Lang::from_code(Some("de")), Lang::Kz);
        assert_eq!(Lang::from_code(Some("en")), Lang::En);
    }

    #[test]
    fn serializes_in_the_answer_language_and_stored_form_otherwise() {
        let t = tr("Жаңалықтар", "Новости", "");
        assert_eq!(
            serde_json::to_string(&t).unwrap(),
            r#"{"kz":"Жаңалықтар","ru":"Новости"}"#
        );
        assert_eq!(
            answer_in(Lang::Ru, || serde_json::to_string(&t).unwrap()),
            r#""Новости""#
        );
        assert_eq!(
            answer_in(Lang::En, || serde_json::to_string(&t).unwrap()),
            r#""Жаңалықтар""#
        );
        assert_eq!(
            answer_in(Lang::En, || t.to_json()),
            t.to_json(),
            "the stored form ignores the answer language"
        );
        assert_eq!(
            serde_json::to_string(&t).unwrap(),
            t.to_json(),
            "the language is reset after the answer"
        );
    }

    #[test]
    fn missing_languages_deserialize_as_empty() {
        let t: Tr = serde_json::from_str(r#"{"kz":"Сәлем"}"#).unwrap();
        assert_eq!(t.get(Lang::En), "Сәлем");
    }
}
