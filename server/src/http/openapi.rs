//! The OpenAPI document, generated from the handlers' annotations.

use utoipa::OpenApi;
use utoipa::openapi::content::ContentBuilder;
use utoipa::openapi::path::ParameterIn;
use utoipa::openapi::response::{Response, ResponseBuilder};
use utoipa::openapi::schema::{ObjectBuilder, Schema};
use utoipa::openapi::{Ref, RefOr, Server};

#[derive(OpenApi)]
#[openapi(
    info(
        title = "Bilim API",
        description = "The content and form API of the Bilim university site. \
        Every call takes `lang` (kz, ru, en; Kazakh is the default and fallback). \
        Every success body is `{\"data\": X}`; errors are `{\"message\", \"errors\"}`."
    ),
    components(schemas(super::ErrorBody))
)]
struct ApiDoc;

pub fn base() -> utoipa::openapi::OpenApi {
    use utoipa::openapi::security::{Http, HttpAuthScheme, SecurityScheme};
    let mut spec = ApiDoc::openapi();
    // The token of POST /auth/login: it can only submit forms.
    spec.components
        .get_or_insert_with(Default::default)
        .add_security_scheme("forms_token", SecurityScheme::Http(Http::new(HttpAuthScheme::Bearer)));
    spec
}

/// Prefixes the paths with `/api/v1`, wraps each success body in the `{"data": X}` envelope,
/// which every handler answers through `Data`, and adds the statuses every call with path
/// parameters or a body shares.
pub fn finish(mut spec: utoipa::openapi::OpenApi) -> utoipa::openapi::OpenApi {
    spec.servers = Some(vec![Server::new(super::API_PREFIX)]);
    for item in spec.paths.paths.values_mut() {
        for op in [
            &mut item.get,
            &mut item.post,
            &mut item.put,
            &mut item.delete,
            &mut item.patch,
        ]
        .into_iter()
        .flatten()
        {
            let takes_path = op
                .parameters
                .iter()
                .flatten()
                .any(|param| matches!(param, RefOr::T(param) if matches!(param.parameter_in, ParameterIn::Path)));
            if takes_path {
                op.responses
                    .responses
                    .entry("400".to_owned())
                    .or_insert_with(|| error_response(PATH_STATUS));
            }
            if op.request_body.is_some() {
                for (status, description) in BODY_STATUSES {
                    op.responses
                        .responses
                        .entry(status.to_owned())
                        .or_insert_with(|| error_response(description));
                }
            }
            for (status, response) in op.responses.responses.iter_mut() {
                let RefOr::T(response) = response else { continue };
                if !status.starts_with('2') {
                    continue;
                }
                for content in response.content.values_mut() {
                    let RefOr::T(content) = content else { continue };
                    if let Some(inner) = content.schema.take() {
                        content.schema = Some(envelope(inner));
                    }
                }
            }
        }
    }
    spec
}

/// What any call with path parameters can answer before its handler runs.
const PATH_STATUS: &str = "A path parameter is not what the call takes (a word for a number, invalid UTF-8).";

/// What any call that takes a body can answer before its handler runs, so the handlers need not
/// say it: a body that arrives too slowly, is over the call's limit, or of a type the call does
/// not take.
const BODY_STATUSES: [(&str, &str); 3] = [
    ("408", "The body did not arrive within the server's body timeout."),
    ("413", "The body is larger than this call accepts."),
    ("415", "The body is not of the type this call takes."),
];

fn error_response(description: &str) -> RefOr<Response> {
    ResponseBuilder::new()
        .description(description)
        .content(
            "application/json",
            ContentBuilder::new()
                .schema(Some(Ref::from_schema_name("ErrorBody")))
                .build(),
        )
        .build()
        .into()
}

fn envelope(inner: RefOr<Schema>) -> RefOr<Schema> {
    ObjectBuilder::new().property("data", inner).required("data").into()
}

/// The document as pretty JSON, for `bilim openapi` and the web app's type generation.
pub fn json() -> String {
    let (_, spec) = utoipa_axum::router::OpenApiRouter::<super::AppState>::with_openapi(base())
        .merge(super::api(
            crate::config::FormsConfig::default().upload_limit,
            crate::admin::SiteOrigin::default(),
        ))
        .split_for_parts();
    finish(spec).to_pretty_json().expect("the OpenAPI document serializes")
}
