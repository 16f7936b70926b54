//! What list calls share: the `order`, `page` and `year` parameters, the answer of one page of a
//! store read, a macro for the many calls that answer a whole list in its order, and one for the
//! answers that have the fields of their rows.

use serde::Deserialize;
use utoipa::{IntoParams, ToSchema};

use super::{PageMeta, PageNo, Paginated};
use crate::store::reads::{Page, Window};

pub use crate::store::reads::Order;

#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct OrderQuery {
    /// `asc` (default) or `desc`.
    #[param(inline)]
    pub order: Option<Order>,
}

#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct PageQuery {
    /// Page number, from 1.
    #[param(inline)]
    pub page: Option<PageNo>,
}

/// A year a list is filtered by: 1900 to 2999.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, ToSchema)]
#[serde(try_from = "u16")]
#[schema(value_type = u16, minimum = 1900, maximum = 2999)]
pub struct Year(pub u16);

impl TryFrom<u16> for Year {
    type Error = &'static str;
    fn try_from(value: u16) -> Result<Self, Self::Error> {
        if (1900..=2999).contains(&value) {
            Ok(Year(value))
        } else {
            Err("must be a year between 1900 and 2999")
        }
    }
}

/// The rows of the page `page` (the first when not given) of a list of `per_page` a page.
pub fn window(page: Option<PageNo>, per_page: u32) -> Window {
    Window {
        number: page.unwrap_or_default().0,
        size: per_page,
    }
}

/// The answer of one page of a list, each row made into its answer.
pub fn paginate<R, A: From<R> + ToSchema>(page: Page<R>) -> Paginated<A> {
    Paginated {
        meta: PageMeta::new(page.window.number, page.window.size, page.total),
        data: page.rows.into_iter().map(A::from).collect(),
    }
}

/// A GET call answering every row of one store read, in its order, documented in the OpenAPI
/// document: `$read` is the `Store` method, called with the request's `Visibility`.
macro_rules! list_call {
    ($(#[doc = $doc:literal])* $name:ident, $path:literal, $tag:literal, $ty:ty, $read:ident) => {
        $(#[doc = $doc])*
        #[utoipa::path(get, path = $path, tag = $tag, params($crate::http::LangParam),
            responses((status = 200, body = Vec<$ty>)))]
        #[tracing::instrument(skip(state))]
        pub async fn $name(
            axum::extract::State(state): axum::extract::State<$crate::http::AppState>,
            visibility: $crate::store::Visibility,
            lang: $crate::lang::Lang,
        ) -> $crate::http::ApiResult<$crate::http::Data<Vec<$ty>>> {
            let rows = state.store.$read(visibility).await?;
            Ok(lang.answer(rows.into_iter().map(<$ty>::from).collect()))
        }
    };
}
pub(crate) use list_call;

/// `From<$row> for $answer`, for an answer that has the row's fields: each is moved across.
macro_rules! from_row {
    ($row:ty => $answer:ident { $($field:ident),* $(,)? }) => {
        impl From<$row> for $answer {
            fn from(row: $row) -> Self {
                $answer { $($field: row.$field),* }
            }
        }
    };
}
pub(crate) use from_row;
