//! The one error type of the API: every failure answers `{"message", "errors"?}` with its status.

use std::collections::BTreeMap;

use axum::Json;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde::Serialize;
use utoipa::ToSchema;

use crate::lang::Lang;

/// Field name -> messages, as in `{"errors": {"page": ["must be 1 or more"]}}`.
pub use crate::rules::FieldErrors;

#[derive(Debug, thiserror::Error)]
pub enum ApiError {
    #[error("not found")]
    NotFound,
    #[error("the given data was invalid")]
    Unprocessable(FieldErrors),
    #[error("unauthenticated")]
    Unauthorized,
    #[error("forbidden")]
    Forbidden,
    /// A request refused for what it lacks (a form's proof of work), naming it in `errors`.
    #[error("{message}")]
    Refused { field: String, message: String },
    #[error("the request took too long to arrive")]
    RequestTimeout,
    #[error("payload too large")]
    TooLarge,
    #[error("unsupported media type")]
    UnsupportedType,
    /// A visitor's file that is too large (413) or of a refused type (415), named by its field.
    #[error("{message}")]
    BadFile {
        status: StatusCode,
        field: String,
        message: String,
    },
    /// Other content still refers to what was to be deleted.
    #[error("other content still refers to this item")]
    InUse,
    /// A write based on an old version (`If-Match`); carries the current item.
    #[error("someone else saved this item after you opened it")]
    Stale(Box<serde_json::Value>),
    #[error("too many requests")]
    TooManyRequests { retry_after_secs: u64 },
    /// A path parameter that is not what the route takes (`/news/%ff`, a word for an id): 400,
    /// naming the parameter.
    #[error("malformed path parameter `{param}`")]
    BadPath { param: String, lang: Lang },
    /// A method the address does not take: 405 (the router adds `Allow`).
    #[error("method not allowed")]
    MethodNotAllowed { lang: Lang },
    /// Work the server does only a few at a time (decoding images) found no free turn within
    /// its wait: 503.
    #[error("the server is busy")]
    Busy { lang: Lang, retry_after_secs: u64 },
    #[error("internal error: {0:#}")]
    Internal(#[from] anyhow::Error),
}

pub type ApiResult<T> = Result<T, ApiError>;

/// The JSON body of every error answer.
#[derive(Debug, Serialize, ToSchema)]
pub struct ErrorBody {
    pub message: String,
    /// One entry per bad field, e.g. `{"page": ["must be 1 or more"]}`.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<std::collections::BTreeMap<String, Vec<String>>>)]
    pub errors: Option<FieldErrors>,
}

impl ApiError {
    /// A 422 naming one bad field.
    pub fn field(name: &str, message: impl Into<String>) -> Self {
        ApiError::Unprocessable(BTreeMap::from([(name.to_owned(), vec![message.into()])]))
    }

    pub fn status(&self) -> StatusCode {
        match self {
            ApiError::NotFound => StatusCode::NOT_FOUND,
            ApiError::Unprocessable(_) => StatusCode::UNPROCESSABLE_ENTITY,
            ApiError::Unauthorized => StatusCode::UNAUTHORIZED,
            ApiError::Forbidden | ApiError::Refused { .. } => StatusCode::FORBIDDEN,
            ApiError::RequestTimeout => StatusCode::REQUEST_TIMEOUT,
            ApiError::TooLarge => StatusCode::PAYLOAD_TOO_LARGE,
            ApiError::UnsupportedType => StatusCode::UNSUPPORTED_MEDIA_TYPE,
            ApiError::TooManyRequests { .. } => StatusCode::TOO_MANY_REQUESTS,
            ApiError::BadPath { .. } => StatusCode::BAD_REQUEST,
            ApiError::MethodNotAllowed { .. } => StatusCode::METHOD_NOT_ALLOWED,
            ApiError::Busy { .. } => StatusCode::SERVICE_UNAVAILABLE,
            ApiError::InUse => StatusCode::CONFLICT,
            ApiError::Stale(_) => StatusCode::PRECONDITION_FAILED,
            ApiError::BadFile { status, .. } => *status,
            ApiError::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }
}

impl ApiError {
    /// The answer to a body that could not be read: 408 when it arrived too slowly (the body
    /// deadline), 413 when it outgrew the limit, else a 422 naming `field`.
    pub fn unreadable_body(err: &(dyn std::error::Error + 'static), status: StatusCode, field: &str) -> Self {
        let mut cause = Some(err);
        while let Some(err) = cause {
            if err.is::<tower_http::timeout::TimeoutError>() {
                return ApiError::RequestTimeout;
            }
            cause = err.source();
        }
        if status == StatusCode::PAYLOAD_TOO_LARGE {
            ApiError::TooLarge
        } else {
            ApiError::field(field, err.to_string())
        }
    }
}

/// 422 naming every bad field.
impl From<FieldErrors> for ApiError {
    fn from(fields: FieldErrors) -> Self {
        ApiError::Unprocessable(fields)
    }
}

impl From<crate::store::StoreError> for ApiError {
    fn from(err: crate::store::StoreError) -> Self {
        use crate::store::StoreError;
        match err {
            StoreError::NoRow => ApiError::NotFound,
            StoreError::InUse(_) => ApiError::InUse,
            // Told in the default language: the error has no request to take another from.
            StoreError::Busy(_) => ApiError::Busy {
                lang: Lang::Kz,
                retry_after_secs: 1,
            },
            other => ApiError::Internal(other.into()),
        }
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let status = self.status();
        if let ApiError::Stale(current) = &self {
            let body = serde_json::json!({"message": self.to_string(), "current": current});
            return (status, Json(body)).into_response();
        }
        let (message, errors) = match &self {
            ApiError::Internal(err) => {
                // The visitor gets a plain message; the details stay in the log.
                tracing::error!(error = %format!("{err:#}"), "request failed");
                ("Something went wrong on our side.".to_owned(), None)
            }
            ApiError::Unprocessable(fields) => (self.to_string(), Some(fields.clone())),
            ApiError::BadFile { field, message, .. } | ApiError::Refused { field, message } => (
                message.clone(),
                Some(BTreeMap::from([(field.clone(), vec![message.clone()])])),
            ),
            ApiError::BadPath { param, lang } => {
                let message = Notice::BadPath.text(*lang).to_owned();
                (message.clone(), Some(BTreeMap::from([(param.clone(), vec![message])])))
            }
            ApiError::MethodNotAllowed { lang } => (Notice::MethodNotAllowed.text(*lang).to_owned(), None),
            ApiError::Busy { lang, .. } => (Notice::Busy.text(*lang).to_owned(), None),
            other => (other.to_string(), None),
        };
        let mut response = (status, Json(ErrorBody { message, errors })).into_response();
        if let ApiError::TooManyRequests { retry_after_secs } | ApiError::Busy { retry_after_secs, .. } = self {
            response
                .headers_mut()
                .insert(header::RETRY_AFTER, HeaderValue::from(retry_after_secs));
        }
        response
    }
}

/// What the HTTP layer itself says to a request it refuses, in the request's language.
#[derive(Clone, Copy)]
enum Notice {
    BadPath,
    MethodNotAllowed,
    Busy,
}

impl Notice {
    fn text(self, lang: Lang) -> &'static str {
        match (self, lang) {
            (Notice::BadPath, Lang::Kz) => "Сұрау адресінде қате бар",
            (Notice::BadPath, Lang::Ru) => "В адресе запроса есть ошибка",
            (Notice::BadPath, Lang::En) => "The address of the request is malformed",
            (Notice::MethodNotAllowed, Lang::Kz) => "Бұл адрес мұндай сұрау әдісін қабылдамайды",
            (Notice::MethodNotAllowed, Lang::Ru) => "Этот адрес не принимает такой метод запроса",
            (Notice::MethodNotAllowed, Lang::En) => "This address does not take this request method",
            (Notice::Busy, Lang::Kz) => "Сервер қазір бос емес. Біраздан соң қайталап көріңіз",
            (Notice::Busy, Lang::Ru) => "Сервер сейчас занят. Попробуйте ещё раз чуть позже",
            (Notice::Busy, Lang::En) => "The server is busy. Please try again in a moment",
        }
    }
}
