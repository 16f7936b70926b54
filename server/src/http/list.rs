//! What list calls share: the `order`, `page` and `year` parameters, one page of a query, and a macro
//! for the many calls that answer a whole list in its order.

use serde::Deserialize;
use sqlx::{FromRow, QueryBuilder, Sqlite};
use utoipa::{IntoParams, ToSchema};

use super::{PageMeta, PageNo, Paginated};
use crate::db::Db;

/// The direction of a list's order as the staff set it.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Order {
    #[default]
    Asc,
    Desc,
}

impl Order {
    pub fn sql(self) -> &'static str {
        match self {
            Order::Asc => "ASC",
            Order::Desc => "DESC",
        }
    }
}

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

/// One page of `select` + `from` (the `FROM … WHERE …` part with its binds, pushed by `from`,
/// so that the count and the page share it) in `order_by` order.
pub async fn paginate<T>(
    db: &Db,
    select: &str,
    from: impl Fn(&mut QueryBuilder<Sqlite>),
    order_by: &str,
    page: Option<PageNo>,
    per_page: u32,
) -> sqlx::Result<Paginated<T>>
where
    T: for<'r> FromRow<'r, sqlx::sqlite::SqliteRow> + Send + Unpin + ToSchema,
{
    let mut count = QueryBuilder::<Sqlite>::new("SELECT COUNT(*) ");
    from(&mut count);
    let (total,): (i64,) = count.build_query_as().fetch_one(db).await?;
    let meta = PageMeta::new(
        page.unwrap_or_default().0,
        per_page,
        u64::try_from(total).unwrap_or_default(),
    );

    let mut rows = QueryBuilder::<Sqlite>::new(select);
    rows.push(" ");
    from(&mut rows);
    rows.push(" ORDER BY ")
        .push(order_by)
        .push(" LIMIT ")
        .push_bind(i64::from(per_page))
        .push(" OFFSET ")
        .push_bind(meta.offset());
    let data = rows.build_query_as().fetch_all(db).await?;
    Ok(Paginated { data, meta })
}

/// A GET call answering every row of one query, documented in the OpenAPI document.
macro_rules! list_call {
    ($(#[doc = $doc:literal])* $name:ident, $path:literal, $tag:literal, $ty:ty, $sql:literal) => {
        $(#[doc = $doc])*
        #[utoipa::path(get, path = $path, tag = $tag, params($crate::http::LangParam),
            responses((status = 200, body = Vec<$ty>)))]
        #[tracing::instrument(skip(state))]
        pub async fn $name(
            axum::extract::State(state): axum::extract::State<$crate::http::AppState>,
            lang: $crate::lang::Lang,
        ) -> $crate::http::ApiResult<$crate::http::Data<Vec<$ty>>> {
            let rows: Vec<$ty> = sqlx::query_as($sql).fetch_all(&state.db).await?;
            Ok(lang.answer(rows))
        }
    };
}
pub(crate) use list_call;
