//! The success shapes of the API: `{"data": X}` and the paginated list inside it.

use axum::body::Bytes;
use axum::http::{HeaderValue, header};
use axum::response::{IntoResponse, Response};
use serde::Serialize;
use utoipa::ToSchema;

use super::ApiError;
use crate::lang::{Lang, answer_in};

/// Every success body is `{"data": X}`, with X's texts in the answer's language. The OpenAPI
/// document wraps each documented response in this envelope (see `openapi.rs`), so handlers
/// document `X` only.
#[derive(Debug)]
pub struct Data<T> {
    pub data: T,
    pub lang: Lang,
}

impl Lang {
    /// The answer `{"data": data}` in this language.
    pub fn answer<T>(self, data: T) -> Data<T> {
        Data { data, lang: self }
    }
}

impl<T: Serialize> IntoResponse for Data<T> {
    fn into_response(self) -> Response {
        #[derive(Serialize)]
        struct Envelope<'a, T> {
            data: &'a T,
        }
        // Serialized here, synchronously, so the thread's answer language covers every `Tr`.
        let body = answer_in(self.lang, || serialize(&Envelope { data: &self.data }));
        match body {
            Ok(bytes) => (
                [(header::CONTENT_TYPE, HeaderValue::from_static("application/json"))],
                bytes,
            )
                .into_response(),
            Err(err) => ApiError::Internal(err.into()).into_response(),
        }
    }
}

/// A buffer kept to its largest size on a thread, up to this many bytes.
const KEPT_BUFFER: usize = 256 * 1024;

thread_local! {
    static BUFFER: std::cell::RefCell<Vec<u8>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// `value` as JSON, written into the thread's kept buffer and copied out once at its size: a
/// `Vec` grown from empty was reallocated (and copied) eight times for a 20 KB answer, and the
/// large allocations made glibc consolidate its free lists each time. Written by sonic-rs, which
/// looks for the characters to escape 16 bytes at a time (serde_json: a byte at a time, a tenth
/// of an uncached page of news in Kazakh).
fn serialize(value: &impl Serialize) -> sonic_rs::Result<Bytes> {
    BUFFER.with_borrow_mut(|buffer| {
        buffer.clear();
        let written = sonic_rs::to_writer(&mut *buffer, value).map(|()| Bytes::copy_from_slice(buffer));
        if buffer.capacity() > KEPT_BUFFER {
            *buffer = Vec::new();
        }
        written
    })
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct PageMeta {
    pub current_page: u32,
    pub last_page: u32,
    pub per_page: u32,
    pub total: u64,
}

impl PageMeta {
    pub fn new(current_page: u32, per_page: u32, total: u64) -> Self {
        let last_page = total.div_ceil(u64::from(per_page)).max(1);
        PageMeta {
            current_page,
            last_page: u32::try_from(last_page).unwrap_or(u32::MAX),
            per_page,
            total,
        }
    }

    /// Rows to skip for the current page.
    pub fn offset(&self) -> i64 {
        i64::from(self.current_page - 1) * i64::from(self.per_page)
    }
}

/// One page of a list: `{"data": [...], "meta": {...}}`.
#[derive(Debug, Serialize, ToSchema)]
pub struct Paginated<T: ToSchema> {
    pub data: Vec<T>,
    pub meta: PageMeta,
}

#[cfg(test)]
mod tests {
    use super::PageMeta;
    use crate::http::RawJson;

    #[test]
    fn stored_json_is_written_into_an_answer_as_it_is() {
        let card = RawJson(r#"{"title":"Қазақ \"тілі\"","n":1}"#.to_owned());
        let body = super::serialize(&vec![card.clone(), card]).unwrap();
        assert_eq!(
            std::str::from_utf8(&body).unwrap(),
            r#"[{"title":"Қазақ \"тілі\"","n":1},{"title":"Қазақ \"тілі\"","n":1}]"#
        );
    }

    #[test]
    fn last_page_rounds_up_and_is_at_least_one() {
        assert_eq!(PageMeta::new(1, 20, 0).last_page, 1);
        assert_eq!(PageMeta::new(1, 20, 20).last_page, 1);
        assert_eq!(PageMeta::new(1, 20, 21).last_page, 2);
        assert_eq!(PageMeta::new(3, 20, 66).offset(), 40);
    }
}
