//! Blocks: the positioned sections of a page or a news item, answered as `{slug}-block{n}`.

use serde::Serialize;
use serde::ser::SerializeMap;
use utoipa::openapi::schema::{AdditionalProperties, ArrayBuilder, ObjectBuilder};
use utoipa::openapi::{RefOr, Schema};
use utoipa::{PartialSchema, ToSchema};

use crate::html::SafeHtml;
use crate::http::ApiResult;
use crate::lang::Tr;
use crate::store::Store;
use crate::store::reads::BlockRows;

pub use crate::store::reads::Owner;

#[derive(Debug, Serialize, ToSchema)]
pub struct Link {
    pub text: Tr,
    /// A site path without the language prefix, or a full outside URL.
    pub url: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct Block {
    /// Where the block stands on its page.
    pub position: i64,
    /// A short line above the title.
    pub top: Tr,
    pub title: Tr,
    pub desc: SafeHtml,
    pub link: Option<Link>,
    pub items: Vec<BlockItem>,
    /// Image paths.
    pub images: Vec<String>,
    /// What each of `images` shows, as described in the media library ("" when not).
    pub image_alts: Vec<Tr>,
    /// A note under the block.
    pub bottom: Tr,
    /// An image for phones.
    pub mobile: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct BlockItem {
    pub title: Tr,
    pub desc: SafeHtml,
    pub image: Option<String>,
    /// What `image` shows, as described in the media library ("" when not).
    pub image_alt: Tr,
    pub link: Option<Link>,
}

/// The blocks of one owner, in the order of their positions, keyed `{slug}-block{n}`;
/// each key holds an array whose first item is the block.
#[derive(Debug, Default)]
pub struct Blocks(pub Vec<(String, Vec<Block>)>);

impl Serialize for Blocks {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(self.0.len()))?;
        for (key, blocks) in &self.0 {
            map.serialize_entry(key, blocks)?;
        }
        map.end()
    }
}

impl PartialSchema for Blocks {
    fn schema() -> RefOr<Schema> {
        ObjectBuilder::new()
            .description(Some("Blocks keyed `{slug}-block{n}`, in the order of their positions."))
            .additional_properties(Some(AdditionalProperties::RefOr(
                ArrayBuilder::new().items(Block::schema_ref()).into(),
            )))
            .into()
    }
}

impl ToSchema for Blocks {
    fn schemas(schemas: &mut Vec<(String, RefOr<Schema>)>) {
        schemas.push((Block::name().into(), Block::schema()));
        <Block as ToSchema>::schemas(schemas);
    }
}

trait SchemaRef {
    fn schema_ref() -> RefOr<Schema>;
}

impl<T: ToSchema> SchemaRef for T {
    fn schema_ref() -> RefOr<Schema> {
        RefOr::Ref(utoipa::openapi::Ref::from_schema_name(T::name()))
    }
}

fn link(text: &Tr, url: &Option<String>) -> Option<Link> {
    url.as_ref().map(|url| Link {
        text: text.clone(),
        url: url.clone(),
    })
}

/// Loads the blocks of `owner`, whose slug names the keys. The caller has found the owner.
pub async fn load(store: &Store, owner: Owner, owner_id: i64, slug: &str) -> ApiResult<Blocks> {
    let BlockRows { blocks, items } = store.blocks(owner, owner_id).await?;
    let images: Vec<Vec<String>> = blocks
        .iter()
        .map(|row| serde_json::from_str(&row.images).unwrap_or_default())
        .collect();
    let shown: Vec<&str> = images
        .iter()
        .flatten()
        .map(String::as_str)
        .chain(items.iter().filter_map(|item| item.image.as_deref()))
        .collect();
    let alts = store.alt_texts(&shown).await?;
    let alt_of = |url: &str| alts.get(url).cloned().unwrap_or_default();
    let blocks = blocks
        .into_iter()
        .zip(images)
        .map(|(row, images)| {
            let block = Block {
                position: row.position,
                link: link(&row.link_text, &row.link_url),
                items: items
                    .iter()
                    .filter(|item| item.block_id == row.id)
                    .map(|item| BlockItem {
                        title: item.title.clone(),
                        desc: item.desc.clone(),
                        image: item.image.clone(),
                        image_alt: item.image.as_deref().map(alt_of).unwrap_or_default(),
                        link: link(&item.link_text, &item.link_url),
                    })
                    .collect(),
                image_alts: images.iter().map(|url| alt_of(url)).collect(),
                images,
                top: row.top,
                title: row.title,
                desc: row.desc,
                bottom: row.bottom,
                mobile: row.mobile,
            };
            (format!("{slug}-block{}", row.n), vec![block])
        })
        .collect();
    Ok(Blocks(blocks))
}
