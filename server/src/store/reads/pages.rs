//! Pages, the blocks placed on pages and on other items, and the menus.

use super::Owner;
use crate::html::SafeHtml;
use crate::lang::Tr;
use crate::store::sql::{Sql, read_row};
use crate::store::{Store, StoreError, Visibility};

#[derive(Debug)]
pub struct PageRow {
    pub id: i64,
    pub kind: String,
    pub slug: String,
    pub title: Tr,
    pub seo_title: Tr,
    pub seo_description: Tr,
    pub banner: Option<String>,
    pub image: Option<String>,
    pub video: Option<String>,
}
read_row!(PageRow { id, kind = "type", slug, title, seo_title, seo_description, banner, image, video });

#[derive(Debug)]
pub struct BlockRow {
    pub id: i64,
    pub n: i64,
    pub position: i64,
    pub top: Tr,
    pub title: Tr,
    pub desc: SafeHtml,
    pub link_text: Tr,
    pub link_url: Option<String>,
    /// A JSON array of image paths.
    pub images: String,
    pub bottom: Tr,
    pub mobile: Option<String>,
}
read_row!(BlockRow {
    id,
    n,
    position,
    top,
    title,
    desc,
    link_text,
    link_url,
    images,
    bottom,
    mobile
});

#[derive(Debug)]
pub struct BlockItemRow {
    pub block_id: i64,
    pub title: Tr,
    pub desc: SafeHtml,
    pub image: Option<String>,
    pub link_text: Tr,
    pub link_url: Option<String>,
}
read_row!(BlockItemRow {
    block_id,
    title,
    desc,
    image,
    link_text,
    link_url
});

/// The blocks of one owner in the order of their positions, and the items of all of them.
#[derive(Debug)]
pub struct BlockRows {
    pub blocks: Vec<BlockRow>,
    pub items: Vec<BlockItemRow>,
}

#[derive(Debug)]
pub struct MenuRow {
    pub id: i64,
    pub parent_id: Option<i64>,
    pub title: Tr,
    pub url: String,
}
read_row!(MenuRow {
    id,
    parent_id,
    title,
    url
});

impl Store {
    /// A page by its slug.
    #[tracing::instrument(skip(self))]
    pub async fn page(&self, visibility: Visibility, slug: &str) -> Result<Option<PageRow>, StoreError> {
        self.row(
            Sql::new(
                r#"SELECT t.id, t."type", t.slug, t.title, t.seo_title, t.seo_description, t.banner, t.image, t.video
               FROM pages t WHERE t.slug = ? AND (t.published OR ?)"#,
            )
            .bind(slug)
            .bind(visibility.drafts()),
        )
        .await
    }

    /// The id of the page of family `kind` (static, school, …) with `slug`.
    #[tracing::instrument(skip(self))]
    pub async fn page_id(&self, visibility: Visibility, kind: &str, slug: &str) -> Result<Option<i64>, StoreError> {
        self.row(
            Sql::new(r#"SELECT t.id FROM pages t WHERE t."type" = ? AND t.slug = ? AND (t.published OR ?)"#)
                .bind(kind)
                .bind(slug)
                .bind(visibility.drafts()),
        )
        .await
    }

    /// The slug of the page of family `kind` with `id`.
    #[tracing::instrument(skip(self))]
    pub async fn page_slug(&self, visibility: Visibility, kind: &str, id: i64) -> Result<Option<String>, StoreError> {
        self.row(
            Sql::new(r#"SELECT t.slug FROM pages t WHERE t."type" = ? AND t.id = ? AND (t.published OR ?)"#)
                .bind(kind)
                .bind(id)
                .bind(visibility.drafts()),
        )
        .await
    }

    /// The slug of a block owner that is not a page (a programme, a project, a news item, …),
    /// by its id; None when there is no such item or it is not to be seen. A programme is seen
    /// with its school.
    #[tracing::instrument(skip(self))]
    pub async fn owner_slug(
        &self,
        visibility: Visibility,
        owner: Owner,
        id: i64,
    ) -> Result<Option<String>, StoreError> {
        let sql = match owner {
            Owner::Page => r#"SELECT t.slug FROM pages t WHERE t.id = ? AND (t.published OR ?)"#,
            Owner::News => r#"SELECT t.slug FROM news t WHERE t.id = ? AND (t.published OR ?)"#,
            Owner::Grant => r#"SELECT t.slug FROM grants t WHERE t.id = ? AND (t.published OR ?)"#,
            Owner::Program => {
                r#"SELECT t.slug FROM programs t JOIN schools s ON s.id = t.school
                   WHERE t.id = ? AND (t.published OR ?) AND (s.published OR ?)"#
            }
            Owner::Project => r#"SELECT t.slug FROM projects t WHERE t.id = ? AND (t.published OR ?)"#,
            Owner::ScienceGrant => r#"SELECT t.slug FROM science_grants t WHERE t.id = ? AND (t.published OR ?)"#,
            Owner::DualProgram => r#"SELECT t.slug FROM dual_programs t WHERE t.id = ? AND (t.published OR ?)"#,
            Owner::Sdg => r#"SELECT t.slug FROM sdgs t WHERE t.id = ? AND (t.published OR ?)"#,
        };
        let drafts = visibility.drafts();
        match owner {
            Owner::Program => self.row(Sql::new(sql).bind(id).bind(drafts).bind(drafts)).await,
            _ => self.row(Sql::new(sql).bind(id).bind(drafts)).await,
        }
    }

    /// The blocks of `owner` and their items. The caller has checked that the owner is seen.
    #[tracing::instrument(skip(self))]
    pub async fn blocks(&self, owner: Owner, owner_id: i64) -> Result<BlockRows, StoreError> {
        let blocks = Sql::new(
            r#"SELECT b.id, b.n, b.position, b.top, b.title, b."desc", b.link_text, b.link_url, b.images, b.bottom,
                  b.mobile
               FROM blocks b WHERE b.owner_type = ? AND b.owner_id = ? ORDER BY b.position, b.n"#,
        );
        let blocks = self.rows(blocks.bind(owner.as_str()).bind(owner_id)).await?;
        let items = self
            .rows(
                Sql::new(
                    r#"SELECT i.block_id, i.title, i."desc", i.image, i.link_text, i.link_url
               FROM block_items i JOIN blocks b ON b.id = i.block_id
               WHERE b.owner_type = ? AND b.owner_id = ? ORDER BY i.block_id, i.sort_order, i.id"#,
                )
                .bind(owner.as_str())
                .bind(owner_id),
            )
            .await?;
        Ok(BlockRows { blocks, items })
    }

    /// The items of a menu (`header`, `footer`) in their order; an item under a hidden one is
    /// left out with it when the tree is built.
    #[tracing::instrument(skip(self))]
    pub async fn menu(&self, visibility: Visibility, menu: &str) -> Result<Vec<MenuRow>, StoreError> {
        self.rows(
            Sql::new(
                "SELECT t.id, t.parent_id, t.title, t.url FROM menu_items t WHERE t.menu = ? AND (t.published OR ?)
             ORDER BY t.sort_order, t.id",
            )
            .bind(menu)
            .bind(visibility.drafts()),
        )
        .await
    }
}
