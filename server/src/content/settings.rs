//! Site-wide settings: the general settings every page reads, and the contacts.

use axum::extract::State;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::http::{ApiResult, AppState, Data, LangParam};
use crate::lang::{Lang, Tr};

/// The stored form of the general settings (one JSON document, key `general`).
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct GeneralDoc {
    pub name: Tr,
    pub short_name: String,
    pub description: Tr,
    pub logo: String,
    pub footer_logo: String,
    pub email: String,
    pub phone: String,
    pub address: Tr,
    pub socials: Vec<Social>,
    pub consultation_items: Vec<Tr>,
    pub consultation_image: Option<String>,
}

#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct Social {
    /// instagram, facebook, youtube, telegram, linkedin or tiktok.
    pub name: String,
    pub url: String,
}

/// An image wrapped as `{"value": …}`, the shape the site's settings have always had.
#[derive(Debug, Serialize, ToSchema)]
pub struct ImageValue {
    pub value: Option<String>,
}

/// Texts wrapped as `{"value": […]}`.
#[derive(Debug, Serialize, ToSchema)]
pub struct TextsValue {
    pub value: Vec<Tr>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct GeneralSettings {
    pub name: Tr,
    /// Short name; its lower-case form makes the history and management paths.
    pub short_name: String,
    /// The site's default meta description.
    pub description: Tr,
    pub logo: String,
    pub footer_logo: ImageValue,
    pub consultation_image: ImageValue,
    /// Points shown beside the consultation form.
    pub elements: TextsValue,
    pub email: String,
    pub phone: String,
    pub address: Tr,
    pub socials: Vec<Social>,
}

impl From<GeneralDoc> for GeneralSettings {
    fn from(doc: GeneralDoc) -> Self {
        GeneralSettings {
            name: doc.name,
            short_name: doc.short_name,
            description: doc.description,
            logo: doc.logo,
            footer_logo: ImageValue {
                value: Some(doc.footer_logo),
            },
            consultation_image: ImageValue {
                value: doc.consultation_image,
            },
            elements: TextsValue {
                value: doc.consultation_items,
            },
            email: doc.email,
            phone: doc.phone,
            address: doc.address,
            socials: doc.socials,
        }
    }
}

/// The contacts, stored as they are answered (key `contacts`).
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct ContactSettings {
    pub address: Tr,
    pub phone: String,
    pub email: String,
    pub work_hours: Tr,
    pub map: MapPoint,
    pub groups: Vec<ContactGroup>,
}

#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct ContactGroup {
    pub title: Tr,
    pub phone: String,
    pub email: String,
}

#[derive(Debug, Clone, Copy, Serialize, Deserialize, ToSchema)]
pub struct MapPoint {
    pub lat: f64,
    pub lng: f64,
}

pub const GENERAL: &str = "general";
pub const CONTACTS: &str = "contacts";

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(general)).routes(routes!(contacts))
}

/// General settings: name, logos, contacts, socials, consultation-form points.
#[utoipa::path(get, path = "/settings/general", tag = "settings", params(LangParam),
    responses((status = 200, body = GeneralSettings)))]
#[tracing::instrument(skip(state))]
async fn general(State(state): State<AppState>, lang: Lang) -> ApiResult<Data<GeneralSettings>> {
    let doc: GeneralDoc = state.store.setting(GENERAL).await?;
    Ok(lang.answer(doc.into()))
}

/// The university's contacts and its offices.
#[utoipa::path(get, path = "/settings/contacts", tag = "settings", params(LangParam),
    responses((status = 200, body = ContactSettings)))]
#[tracing::instrument(skip(state))]
async fn contacts(State(state): State<AppState>, lang: Lang) -> ApiResult<Data<ContactSettings>> {
    Ok(lang.answer(state.store.setting(CONTACTS).await?))
}
