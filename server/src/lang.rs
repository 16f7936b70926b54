//! The three languages of the site and the one place where a translated text is picked.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

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

/// A text in the three languages, stored as a JSON object `{"kz": …, "ru": …, "en": …}`.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tr {
    pub kz: String,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub ru: String,
    #[serde(default, skip_serializing_if = "String::is_empty")]
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

// Stored as JSON text, so one column holds all three languages on SQLite and PostgreSQL alike.
impl<DB: sqlx::Database> sqlx::Type<DB> for Tr
where
    String: sqlx::Type<DB>,
{
    fn type_info() -> DB::TypeInfo {
        <String as sqlx::Type<DB>>::type_info()
    }
    fn compatible(ty: &DB::TypeInfo) -> bool {
        <String as sqlx::Type<DB>>::compatible(ty)
    }
}

impl<'r, DB: sqlx::Database> sqlx::Decode<'r, DB> for Tr
where
    &'r str: sqlx::Decode<'r, DB>,
{
    fn decode(value: DB::ValueRef<'r>) -> Result<Self, sqlx::error::BoxDynError> {
        let text = <&str as sqlx::Decode<DB>>::decode(value)?;
        Ok(serde_json::from_str(text)?)
    }
}

impl<'q, DB: sqlx::Database> sqlx::Encode<'q, DB> for Tr
where
    String: sqlx::Encode<'q, DB>,
{
    fn encode_by_ref(
        &self,
        buf: &mut <DB as sqlx::Database>::ArgumentBuffer,
    ) -> Result<sqlx::encode::IsNull, sqlx::error::BoxDynError> {
        serde_json::to_string(self)?.encode(buf)
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
    fn missing_languages_deserialize_as_empty() {
        let t: Tr = serde_json::from_str(r#"{"kz":"Сәлем"}"#).unwrap();
        assert_eq!(t.get(Lang::En), "Сәлем");
    }
}
