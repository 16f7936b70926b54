//! Extractors that answer malformed requests in the API's error format, and the
//! query parameters many calls share.

use axum::body::Bytes;
use axum::extract::{FromRequest, FromRequestParts, OptionalFromRequestParts, Request};
use axum::http::header::CONTENT_TYPE;
use axum::http::request::Parts;
use serde::Deserialize;
use serde::de::DeserializeOwned;
use utoipa::IntoParams;

use super::error::ApiError;
use crate::lang::Lang;

/// Query parameters; a bad one answers 422 naming the parameter.
#[derive(Debug, Clone, Copy, Default)]
pub struct ApiQuery<T>(pub T);

impl<T: DeserializeOwned, S: Send + Sync> FromRequestParts<S> for ApiQuery<T> {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, _state: &S) -> Result<Self, Self::Rejection> {
        parse_query(parts.uri.query().unwrap_or_default()).map(ApiQuery)
    }
}

pub fn parse_query<T: DeserializeOwned>(query: &str) -> Result<T, ApiError> {
    let pairs = form_urlencoded::parse(query.as_bytes());
    let deserializer = serde_urlencoded::Deserializer::new(pairs);
    serde_path_to_error::deserialize(deserializer).map_err(|err| {
        let field = err.path().to_string();
        let field = if field == "." { "query".to_owned() } else { field };
        ApiError::field(&field, err.into_inner().to_string())
    })
}

/// Path parameters; one that is not what the route takes (invalid UTF-8, a word for an id)
/// answers 400 naming the parameter, where axum's own extractor answers plain text.
#[derive(Debug, Clone, Copy, Default)]
pub struct Path<T>(pub T);

// The one place axum's `Path` is used (clippy.toml refuses it elsewhere).
#[allow(clippy::disallowed_types)]
impl<T: DeserializeOwned + Send, S: Send + Sync> FromRequestParts<S> for Path<T> {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Self::Rejection> {
        use axum::extract::path::ErrorKind;
        use axum::extract::rejection::PathRejection;
        let err = match <axum::extract::Path<T> as FromRequestParts<S>>::from_request_parts(parts, state).await {
            Ok(axum::extract::Path(value)) => return Ok(Path(value)),
            Err(PathRejection::FailedToDeserializePathParams(err)) if err.status().is_client_error() => err,
            // A route and its extractor that do not fit each other: the server's mistake.
            Err(other) => return Err(ApiError::Internal(anyhow::anyhow!(other.body_text()))),
        };
        let param = match err.kind() {
            ErrorKind::ParseErrorAtKey { key, .. }
            | ErrorKind::InvalidUtf8InPathParam { key }
            | ErrorKind::DeserializeError { key, .. } => key.clone(),
            _ => "path".to_owned(),
        };
        Err(ApiError::BadPath {
            param,
            lang: lang_of(parts),
        })
    }
}

/// A JSON body: a body that is not JSON is a 415, one that does not fit is a 422 naming the
/// field (`body` when the JSON itself is broken).
#[derive(Debug, Clone, Copy, Default)]
pub struct Json<T>(pub T);

impl<T: DeserializeOwned, S: Send + Sync> FromRequest<S> for Json<T> {
    type Rejection = ApiError;

    async fn from_request(request: Request, state: &S) -> Result<Self, Self::Rejection> {
        let is_json = request
            .headers()
            .get(CONTENT_TYPE)
            .and_then(|value| value.to_str().ok())
            .is_some_and(|value| value.starts_with("application/json"));
        if !is_json {
            return Err(ApiError::UnsupportedType);
        }
        let bytes = Bytes::from_request(request, state)
            .await
            .map_err(|err| ApiError::unreadable_body(&err, err.status(), "body"))?;
        let mut deserializer = serde_json::Deserializer::from_slice(&bytes);
        serde_path_to_error::deserialize(&mut deserializer)
            .map(Json)
            .map_err(|err| {
                let path = err.path().to_string();
                let field = if path == "." { "body".to_owned() } else { path };
                ApiError::field(&field, err.into_inner().to_string())
            })
    }
}

/// The requested language (`?lang=`); missing or unknown means Kazakh, never an error.
impl<S: Send + Sync> FromRequestParts<S> for Lang {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(parts: &mut Parts, _state: &S) -> Result<Self, Self::Rejection> {
        Ok(lang_of(parts))
    }
}

/// The language a request asks for (`?lang=`).
pub fn lang_of(parts: &Parts) -> Lang {
    let query = parts.uri.query().unwrap_or_default();
    let code = form_urlencoded::parse(query.as_bytes())
        .find(|(key, _)| key == "lang")
        .map(|(_, value)| value);
    Lang::from_code(code.as_deref())
}

impl<S: Send + Sync> OptionalFromRequestParts<S> for Lang {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Option<Self>, Self::Rejection> {
        Ok(Some(
            <Lang as FromRequestParts<S>>::from_request_parts(parts, state).await?,
        ))
    }
}

/// Documents `lang` on every operation (the extractor above does the parsing). A string, not an
/// enum: any other value is answered in Kazakh, never refused.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct LangParam {
    /// Language of the answer: `kz`, `ru` or `en`; missing or any other value means `kz`.
    /// A text without a translation falls back to Kazakh.
    #[param(example = "ru")]
    pub lang: Option<String>,
}

/// A page number of a paginated list, 1 or more (as large as a `u32`; past the last page a list
/// is empty).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, utoipa::ToSchema)]
#[serde(try_from = "u32")]
#[schema(value_type = i64, minimum = 1, maximum = 4294967295_i64)]
pub struct PageNo(pub u32);

impl Default for PageNo {
    fn default() -> Self {
        PageNo(1)
    }
}

impl TryFrom<u32> for PageNo {
    type Error = &'static str;
    fn try_from(value: u32) -> Result<Self, Self::Error> {
        if value >= 1 {
            Ok(PageNo(value))
        } else {
            Err("must be 1 or more")
        }
    }
}

/// How many items a list call answers: 1 to 100.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, utoipa::ToSchema)]
#[serde(try_from = "u32")]
#[schema(value_type = u32, minimum = 1, maximum = 100)]
pub struct Limit(pub u32);

impl Limit {
    pub const MAX: u32 = 100;
}

impl TryFrom<u32> for Limit {
    type Error = &'static str;
    fn try_from(value: u32) -> Result<Self, Self::Error> {
        if (1..=Self::MAX).contains(&value) {
            Ok(Limit(value))
        } else {
            Err("must be between 1 and 100")
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug, Deserialize)]
    struct Q {
        page: Option<PageNo>,
        limit: Option<Limit>,
    }

    fn field_of(err: ApiError) -> String {
        match err {
            ApiError::Unprocessable(fields) => fields.keys().next().unwrap().clone(),
            other => panic!("expected 422, got {other:?}"),
        }
    }

    #[test]
    fn bad_numbers_name_their_parameter() {
        assert_eq!(field_of(parse_query::<Q>("page=abc").unwrap_err()), "page");
        assert_eq!(field_of(parse_query::<Q>("limit=-5").unwrap_err()), "limit");
        assert_eq!(field_of(parse_query::<Q>("page=0").unwrap_err()), "page");
        assert_eq!(field_of(parse_query::<Q>("limit=101").unwrap_err()), "limit");
    }

    #[test]
    fn good_numbers_parse_and_others_are_ignored() {
        let q: Q = parse_query("page=4294967295&limit=5&lang=ru").unwrap();
        assert_eq!(q.page, Some(PageNo(u32::MAX)));
        assert_eq!(q.limit, Some(Limit(5)));
    }
}
