//! One definition per content type: its fields, how each is edited and checked, and where it is
//! stored. The admin API, its types document, the write path and the seeder all read these; a
//! new kind of content is a new entry here, not a new screen or a new set of queries.

use serde_json::Value;

/// What a field holds, and so how it is checked, stored and edited.
#[derive(Debug, Clone, Copy)]
pub enum Kind {
    /// One line of text, the same in every language (codes, e-mails of offices, phone numbers).
    Text,
    /// Several lines, the same in every language.
    LongText,
    /// A text in Kazakh, Russian and English (Kazakh required when the field is).
    Translated,
    TranslatedLong,
    /// HTML in three languages, sanitised on every write (`html::SafeHtml`).
    RichText,
    Integer {
        min: i64,
        max: i64,
    },
    Number,
    /// `YYYY-MM-DD`.
    Date,
    /// `YYYY-MM-DDTHH:MM:SS`, the university's local time.
    DateTime,
    /// A site path of an image (`/media/…`).
    Image,
    /// Several image paths, stored as a JSON array.
    Images,
    /// A site path of a PDF.
    Document,
    /// A site path of an mp4.
    Video,
    /// A site path (`/about`) or an outside address (`https://…`).
    Url,
    Email,
    /// `#rrggbb`.
    Color,
    Choice(&'static [&'static str]),
    /// The id of an item of another type.
    Reference(&'static str),
    /// Ids of items of another type, kept in a link table.
    References(&'static Links),
    /// Rows of a child table, edited with their owner (blocks, their items, activities).
    Children(&'static Children),
    /// A list of objects kept inside a JSON document (settings' socials).
    List(&'static [Field]),
    /// A list of texts in three languages kept inside a JSON document.
    TranslatedList,
    /// A group of fields kept as one JSON object (settings' contacts).
    Object(&'static [Field]),
    /// The URL-safe name of an item, unique among its type.
    Slug,
}

impl Kind {
    /// The name the admin API gives this kind.
    pub fn name(self) -> &'static str {
        match self {
            Kind::Text => "text",
            Kind::LongText => "long_text",
            Kind::Translated => "translated",
            Kind::TranslatedLong => "translated_long",
            Kind::RichText => "rich_text",
            Kind::Integer { .. } => "integer",
            Kind::Number => "number",
            Kind::Date => "date",
            Kind::DateTime => "datetime",
            Kind::Image => "image",
            Kind::Images => "images",
            Kind::Document => "document",
            Kind::Video => "video",
            Kind::Url => "url",
            Kind::Email => "email",
            Kind::Color => "color",
            Kind::Choice(_) => "choice",
            Kind::Reference(_) => "reference",
            Kind::References(_) => "references",
            Kind::Children(_) | Kind::List(_) => "list",
            Kind::TranslatedList => "translated_list",
            Kind::Object(_) => "object",
            Kind::Slug => "slug",
        }
    }

    /// Texts in three languages, whose missing translations are counted.
    pub fn is_translated(self) -> bool {
        matches!(
            self,
            Kind::Translated | Kind::TranslatedLong | Kind::RichText | Kind::TranslatedList
        )
    }
}

#[derive(Debug, Clone, Copy)]
pub struct Field {
    /// The name in the admin API.
    pub name: &'static str,
    /// The column (or JSON key) it is stored in.
    pub column: &'static str,
    pub kind: Kind,
    pub required: bool,
    /// The most characters a text takes.
    pub max_length: Option<usize>,
}

/// A field named as its column, optional.
pub const fn field(name: &'static str, kind: Kind) -> Field {
    Field {
        name,
        column: name,
        kind,
        required: false,
        max_length: None,
    }
}

/// A field that must be filled (for texts in three languages: the Kazakh text).
pub const fn required(name: &'static str, kind: Kind) -> Field {
    Field {
        required: true,
        ..field(name, kind)
    }
}

impl Field {
    pub const fn stored_as(self, column: &'static str) -> Field {
        Field { column, ..self }
    }

    pub const fn max(self, chars: usize) -> Field {
        Field {
            max_length: Some(chars),
            ..self
        }
    }
}

/// A many-to-many link table: `own` holds the item's id, `other` the referred item's.
#[derive(Debug)]
pub struct Links {
    pub to: &'static str,
    pub table: &'static str,
    pub own: &'static str,
    pub other: &'static str,
}

/// A child table: rows with `parent` = the owner's id (and the `fixed` columns), in `order`. The
/// order column is the element's index in its list, unless a field is stored in it (a block's
/// slot), whose value it then keeps.
#[derive(Debug)]
pub struct Children {
    pub table: &'static str,
    pub parent: &'static str,
    pub fixed: &'static [(&'static str, &'static str)],
    /// The column keeping the rows' order (their index in the list).
    pub order: &'static str,
    pub fields: &'static [Field],
}

/// Where a type's items are kept.
#[derive(Debug, Clone, Copy)]
pub enum Storage {
    /// Rows of a table with an integer `id` and a `published` flag.
    Table(&'static str),
    /// The one item of the site settings: the `general` document, with `contacts` beside it.
    Settings,
}

#[derive(Debug)]
pub struct ContentType {
    /// The `{type}` of the admin API.
    pub name: &'static str,
    pub storage: Storage,
    pub fields: &'static [Field],
    /// The field a list shows for an item.
    pub title: &'static str,
    /// Lists show these fields too.
    pub list_fields: &'static [&'static str],
    /// The column of the staff's order, when the type has one (new items go last).
    pub ordered: bool,
    /// The admin list's order (SQL on the table as `t`).
    pub order_by: &'static str,
    /// Where the public site shows an item, for previews.
    pub public_path: Option<fn(&Value) -> Option<String>>,
}

impl ContentType {
    pub fn table(&self) -> Option<&'static str> {
        match self.storage {
            Storage::Table(table) => Some(table),
            Storage::Settings => None,
        }
    }

    pub fn singleton(&self) -> bool {
        matches!(self.storage, Storage::Settings)
    }

    pub fn slug(&self) -> Option<&'static str> {
        self.fields
            .iter()
            .find(|field| matches!(field.kind, Kind::Slug))
            .map(|field| field.name)
    }

    pub fn field(&self, name: &str) -> Option<&'static Field> {
        self.fields.iter().find(|field| field.name == name)
    }
}

/// The definition of `name`, if it is a content type.
pub fn content_type(name: &str) -> Option<&'static ContentType> {
    TYPES.iter().find(|kind| kind.name == name)
}

// Shared pieces -------------------------------------------------------------------------------

const TITLE: Field = required("title", Kind::Translated).max(300);
const DESC: Field = field("desc", Kind::TranslatedLong);
const RICH_DESC: Field = field("desc", Kind::RichText);
const IMAGE: Field = field("image", Kind::Image);
const SLUG: Field = required("slug", Kind::Slug);
const ORDER: Field = field("sort_order", Kind::Integer { min: 0, max: 1_000_000 });
const YEAR: Field = required("year", Kind::Integer { min: 1900, max: 2999 });
const OPTIONAL_YEAR: Field = field("year", Kind::Integer { min: 1900, max: 2999 });
const SCHOOL: Field = field("school", Kind::Reference("schools"));

static BLOCK_ITEMS: Children = Children {
    table: "block_items",
    parent: "block_id",
    fixed: &[],
    order: "sort_order",
    fields: &[
        field("title", Kind::Translated),
        field("desc", Kind::RichText),
        IMAGE,
        field("link_text", Kind::Translated),
        field("link_url", Kind::Url),
    ],
};

/// The blocks of an owner: `owner_type` is the owner's name in the blocks table.
macro_rules! blocks {
    ($owner:literal) => {{
        static BLOCKS: Children = Children {
            table: "blocks",
            parent: "owner_id",
            fixed: &[("owner_type", $owner)],
            order: "position",
            fields: &[
                required("n", Kind::Integer { min: 1, max: 1000 }),
                // Where on its page the block sits: the public page places other parts (the
                // consultation form before slot 11) by it, so it is the editor's, not the
                // list's order. A new block without one goes after the last.
                field("slot", Kind::Integer { min: 0, max: 10_000 }).stored_as("position"),
                field("top", Kind::Translated),
                field("title", Kind::Translated),
                field("desc", Kind::RichText),
                field("link_text", Kind::Translated),
                field("link_url", Kind::Url),
                field("images", Kind::Images),
                field("bottom", Kind::Translated),
                field("mobile", Kind::Image),
                field("items", Kind::Children(&BLOCK_ITEMS)),
            ],
        };
        field("blocks", Kind::Children(&BLOCKS))
    }};
}

fn slug_path(prefix: &'static str) -> impl Fn(&Value) -> Option<String> {
    move |item| item.get("slug")?.as_str().map(|slug| format!("{prefix}/{slug}"))
}

macro_rules! at {
    ($prefix:literal) => {
        Some(|item: &Value| slug_path($prefix)(item))
    };
}

/// Page types whose page lives at `/{type}/{slug}` (a static page lives at `/{slug}`).
pub const PAGE_TYPES: &[&str] = &[
    "static",
    "school",
    "education",
    "student-life",
    "science",
    "business-advice",
    "center",
    "publication",
];

fn page_path(item: &Value) -> Option<String> {
    let slug = item.get("slug")?.as_str()?;
    match item.get("type")?.as_str()? {
        "static" => Some(format!("/{slug}")),
        kind => Some(format!("/{kind}/{slug}")),
    }
}

const SETTINGS_FIELDS: &[Field] = &[
    required("name", Kind::Translated).max(200),
    required("short_name", Kind::Text).max(20),
    field("description", Kind::TranslatedLong),
    required("logo", Kind::Image),
    required("footer_logo", Kind::Image),
    field("email", Kind::Email),
    field("phone", Kind::Text),
    field("address", Kind::Translated),
    field(
        "socials",
        Kind::List(&[
            required(
                "name",
                Kind::Choice(&["instagram", "facebook", "youtube", "telegram", "linkedin", "tiktok"]),
            ),
            required("url", Kind::Url),
        ]),
    ),
    field("consultation_items", Kind::TranslatedList),
    field("consultation_image", Kind::Image),
    field(
        "contacts",
        Kind::Object(&[
            field("address", Kind::Translated),
            field("phone", Kind::Text),
            field("email", Kind::Email),
            field("work_hours", Kind::Translated),
            field(
                "map",
                Kind::Object(&[field("lat", Kind::Number), field("lng", Kind::Number)]),
            ),
            field(
                "groups",
                Kind::List(&[TITLE, field("phone", Kind::Text), field("email", Kind::Email)]),
            ),
        ]),
    ),
];

/// A type kept in `table`, listed in the staff's order, titled by `title`.
const fn list_type(name: &'static str, table: &'static str, fields: &'static [Field]) -> ContentType {
    ContentType {
        name,
        storage: Storage::Table(table),
        fields,
        title: "title",
        list_fields: &[],
        ordered: true,
        order_by: "t.sort_order, t.id",
        public_path: None,
    }
}

/// Every content type of the site.
pub static TYPES: &[ContentType] = &[
    ContentType {
        name: "news",
        storage: Storage::Table("news"),
        fields: &[
            TITLE,
            SLUG,
            required("published_at", Kind::DateTime),
            field("school", Kind::Reference("schools")).stored_as("school_id"),
            required("excerpt", Kind::TranslatedLong).max(1000),
            required("body", Kind::RichText),
            IMAGE,
            blocks!("news"),
        ],
        title: "title",
        list_fields: &["published_at"],
        ordered: false,
        order_by: "t.published_at DESC, t.id DESC",
        public_path: at!("/news"),
    },
    ContentType {
        name: "pages",
        storage: Storage::Table("pages"),
        fields: &[
            TITLE,
            SLUG,
            required("type", Kind::Choice(PAGE_TYPES)),
            field("seo_title", Kind::Translated).max(200),
            field("seo_description", Kind::TranslatedLong).max(500),
            field("banner", Kind::Image),
            IMAGE,
            field("video", Kind::Video),
            blocks!("page"),
        ],
        title: "title",
        list_fields: &["type"],
        ordered: false,
        order_by: "t.id",
        public_path: Some(page_path),
    },
    ContentType {
        name: "menus",
        storage: Storage::Table("menu_items"),
        fields: &[
            TITLE,
            required("menu", Kind::Choice(&["header", "footer"])),
            field("parent_id", Kind::Reference("menus")),
            required("url", Kind::Url),
            ORDER,
        ],
        title: "title",
        list_fields: &["menu", "url"],
        ordered: true,
        order_by: "t.menu, COALESCE(t.parent_id, t.id), t.parent_id IS NOT NULL, t.sort_order, t.id",
        public_path: None,
    },
    ContentType {
        name: "settings",
        storage: Storage::Settings,
        fields: SETTINGS_FIELDS,
        title: "name",
        list_fields: &[],
        ordered: false,
        order_by: "t.id",
        public_path: Some(|_| Some("/".to_owned())),
    },
    ContentType {
        public_path: at!("/school"),
        ..list_type(
            "schools",
            "schools",
            &[
                TITLE,
                SLUG,
                required("short_title", Kind::Translated).max(100),
                DESC,
                IMAGE,
                required("color", Kind::Color),
                ORDER,
            ],
        )
    },
    ContentType {
        list_fields: &["education", "code"],
        public_path: at!("/school-program"),
        ..list_type(
            "programs",
            "programs",
            &[
                TITLE,
                SLUG,
                required("education", Kind::Choice(&["bachelor", "master", "doctoral"])),
                required("school", Kind::Reference("schools")),
                required("code", Kind::Text).max(20),
                DESC,
                IMAGE,
                required("credits", Kind::Integer { min: 0, max: 1000 }),
                field("price", Kind::Translated),
                field(
                    "filters",
                    Kind::References(&Links {
                        to: "program-filters",
                        table: "program_filters",
                        own: "program",
                        other: "value",
                    }),
                ),
                blocks!("program"),
                ORDER,
            ],
        )
    },
    ContentType {
        list_fields: &["dimension"],
        ..list_type(
            "program-filters",
            "program_filter_values",
            &[
                TITLE,
                required("dimension", Kind::Choice(&["language", "period", "subject", "form"])),
                ORDER,
            ],
        )
    },
    ContentType {
        title: "name",
        list_fields: &["type", "position"],
        ..list_type(
            "employees",
            "employees",
            &[
                required("name", Kind::Translated).max(200),
                required(
                    "type",
                    Kind::Choice(&[
                        "teaching-staff",
                        "school-administration",
                        "council-member",
                        "camry-member",
                        "coach",
                        "deans-office-staff",
                        "head-of-centre",
                        "international-team",
                    ]),
                ),
                field("position", Kind::Translated),
                field("degree", Kind::Translated),
                field("photo", Kind::Image),
                field("email", Kind::Email),
                field("phone", Kind::Text),
                field("bio", Kind::TranslatedLong),
                SCHOOL,
                field("group", Kind::Reference("handbooks")),
                ORDER,
            ],
        )
    },
    ContentType {
        ordered: false,
        order_by: "t.id",
        ..list_type("document-lists", "document_lists", &[TITLE])
    },
    ContentType {
        list_fields: &["date"],
        ..list_type(
            "documents",
            "documents",
            &[
                TITLE,
                required("list", Kind::Reference("document-lists")),
                required("date", Kind::Date),
                required("file", Kind::Document),
                ORDER,
            ],
        )
    },
    ContentType {
        list_fields: &["handbook"],
        ..list_type(
            "handbooks",
            "handbook_items",
            &[
                TITLE,
                required("handbook", Kind::Choice(&HANDBOOKS)),
                field("parent", Kind::Reference("handbooks")),
                // A department's details, for the development office's list of departments.
                field("desc", Kind::TranslatedLong).max(2000),
                field("head", Kind::Translated).max(200),
                field("email", Kind::Email),
                field("phone", Kind::Text).max(40),
                ORDER,
            ],
        )
    },
    ContentType {
        list_fields: &["starts_at"],
        order_by: "t.starts_at DESC, t.id DESC",
        ..list_type(
            "events",
            "events",
            &[
                TITLE,
                DESC,
                field("place", Kind::Translated),
                required("starts_at", Kind::DateTime),
                IMAGE,
                ORDER,
            ],
        )
    },
    ContentType {
        list_fields: &["published_at"],
        order_by: "t.published_at DESC, t.id DESC",
        ..list_type(
            "vacancies",
            "vacancies",
            &[
                TITLE,
                required("department", Kind::Reference("handbooks")),
                field("desc", Kind::RichText),
                field("employment", Kind::Translated),
                field("salary", Kind::Translated),
                required("published_at", Kind::Date),
                ORDER,
            ],
        )
    },
    ContentType {
        list_fields: &["kind", "year"],
        ..list_type(
            "faqs",
            "faqs",
            &[
                TITLE,
                required("kind", Kind::Choice(&["certificates", "purchases", "documents"])),
                OPTIONAL_YEAR,
                RICH_DESC,
                ORDER,
            ],
        )
    },
    list_type("question-categories", "question_categories", &[TITLE, ORDER]),
    ContentType {
        title: "question",
        ..list_type(
            "questions",
            "questions",
            &[
                required("question", Kind::Translated).max(500),
                required("category", Kind::Reference("question-categories")),
                field("answer", Kind::RichText),
                ORDER,
            ],
        )
    },
    ContentType {
        public_path: at!("/grant"),
        ..list_type(
            "grants",
            "grants",
            &[
                TITLE,
                SLUG,
                required("type", Kind::Reference("handbooks")),
                DESC,
                field("amount", Kind::Translated),
                required("deadline", Kind::Date),
                IMAGE,
                blocks!("grant"),
                ORDER,
            ],
        )
    },
    ContentType {
        public_path: at!("/dual-program"),
        ..list_type(
            "dual-programs",
            "dual_programs",
            &[
                TITLE,
                SLUG,
                DESC,
                field("partner", Kind::Translated),
                IMAGE,
                SCHOOL,
                field("degree", Kind::Translated),
                field("duration", Kind::Translated),
                field("languages", Kind::Translated),
                blocks!("dual-program"),
                ORDER,
            ],
        )
    },
    list_type(
        "universities",
        "universities",
        &[
            TITLE,
            field("country", Kind::Translated),
            field("country_code", Kind::Text).max(2),
            field("city", Kind::Translated),
            field("group", Kind::Reference("handbooks")),
            field("logo", Kind::Image),
            field("url", Kind::Url),
            field("programs", Kind::TranslatedLong),
            ORDER,
        ],
    ),
    list_type(
        "partners",
        "partners",
        &[TITLE, field("logo", Kind::Image), field("url", Kind::Url), ORDER],
    ),
    ContentType {
        public_path: at!("/project"),
        ..list_type(
            "projects",
            "projects",
            &[
                TITLE,
                SLUG,
                RICH_DESC,
                IMAGE,
                field("years", Kind::Translated),
                field("activities", Kind::Children(&ACTIVITIES)),
                field("partners", Kind::Children(&PROJECT_PARTNERS)),
                blocks!("project"),
                ORDER,
            ],
        )
    },
    ContentType {
        public_path: at!("/science-grant"),
        ..list_type(
            "science-grants",
            "science_grants",
            &[
                TITLE,
                SLUG,
                RICH_DESC,
                field("funder", Kind::Translated),
                field("years", Kind::Translated),
                field("amount", Kind::Translated),
                IMAGE,
                blocks!("science-grant"),
                ORDER,
            ],
        )
    },
    ContentType {
        title: "name",
        ..list_type(
            "scientists",
            "scientists",
            &[
                required("name", Kind::Translated).max(200),
                field("degree", Kind::Translated),
                field("position", Kind::Translated),
                field("photo", Kind::Image),
                required("h_index", Kind::Integer { min: 0, max: 1000 }),
                field(
                    "projects",
                    Kind::References(&Links {
                        to: "projects",
                        table: "scientist_projects",
                        own: "scientist",
                        other: "project",
                    }),
                ),
                field(
                    "grants",
                    Kind::References(&Links {
                        to: "science-grants",
                        table: "scientist_grants",
                        own: "scientist",
                        other: "science_grant",
                    }),
                ),
                ORDER,
            ],
        )
    },
    ContentType {
        public_path: at!("/sdg"),
        ..list_type(
            "sdgs",
            "sdgs",
            &[TITLE, SLUG, DESC, required("color", Kind::Color), blocks!("sdg"), ORDER],
        )
    },
    ContentType {
        list_fields: &["year"],
        order_by: "t.year, t.sort_order, t.id",
        ..list_type("history", "history_timelines", &[YEAR, TITLE, DESC, IMAGE, ORDER])
    },
    ContentType {
        list_fields: &["year"],
        ..list_type(
            "ratings",
            "ratings",
            &[TITLE, DESC, YEAR, field("place", Kind::Translated), IMAGE, ORDER],
        )
    },
    ContentType {
        list_fields: &["starts", "ends"],
        ..list_type(
            "admission-stages",
            "admission_stages",
            &[
                TITLE,
                DESC,
                required("starts", Kind::Date),
                required("ends", Kind::Date),
                ORDER,
            ],
        )
    },
    ContentType {
        list_fields: &["defense_at"],
        order_by: "t.defense_at DESC, t.id DESC",
        public_path: Some(|item| {
            let id = item.get("id")?.as_i64()?;
            Some(format!("/dissertation-committee/announcements/{id}"))
        }),
        ..list_type(
            "announcements",
            "announcements",
            &[
                TITLE,
                required("candidate", Kind::Translated),
                field("specialty", Kind::Translated),
                required("defense_at", Kind::DateTime),
                field("body", Kind::RichText),
                ORDER,
            ],
        )
    },
    ContentType {
        title: "name",
        list_fields: &["year"],
        ..list_type(
            "graduates",
            "graduates",
            &[
                required("name", Kind::Translated),
                DESC,
                SCHOOL,
                YEAR,
                field("photo", Kind::Image),
                field("video_link", Kind::Url),
                ORDER,
            ],
        )
    },
    ContentType {
        public_path: at!("/student-life"),
        ..list_type("student-lives", "student_lives", &[TITLE, SLUG, DESC, IMAGE, ORDER])
    },
    list_type(
        "organizations",
        "organizations",
        &[
            TITLE,
            DESC,
            field("logo", Kind::Image),
            field("leader", Kind::Translated),
            field("email", Kind::Email),
            ORDER,
        ],
    ),
    list_type("awards", "awards", &[TITLE, DESC, YEAR, IMAGE, ORDER]),
    list_type(
        "sports-clubs",
        "sports_clubs",
        &[
            TITLE,
            DESC,
            field("schedule", Kind::Translated),
            field("coach", Kind::Translated),
            IMAGE,
            ORDER,
        ],
    ),
    ContentType {
        title: "name",
        ..list_type(
            "volunteers",
            "volunteers",
            &[
                required("name", Kind::Translated),
                DESC,
                field("group", Kind::Reference("handbooks")),
                field("photo", Kind::Image),
                ORDER,
            ],
        )
    },
    list_type(
        "books",
        "books",
        &[
            TITLE,
            field("author", Kind::Translated),
            YEAR,
            field("isbn", Kind::Text).max(20),
            field("cover", Kind::Image),
            DESC,
            ORDER,
        ],
    ),
    list_type(
        "webinars",
        "webinars",
        &[
            TITLE,
            field("topic", Kind::Reference("handbooks")),
            field("speaker", Kind::Translated),
            required("date", Kind::Date),
            field("video_link", Kind::Url),
            IMAGE,
            ORDER,
        ],
    ),
    list_type(
        "research-teams",
        "research_teams",
        &[
            TITLE,
            field("leader", Kind::Translated),
            DESC,
            field("email", Kind::Email),
            field("phone", Kind::Text),
            ORDER,
        ],
    ),
    list_type("international-projects", "international_projects", PARTNER_PROJECT),
    list_type("rg-gold-projects", "rg_gold_projects", PARTNER_PROJECT),
    list_type(
        "publications",
        "publications",
        &[
            TITLE,
            field("authors", Kind::Translated),
            field("journal", Kind::Translated),
            YEAR,
            field("url", Kind::Url),
            ORDER,
        ],
    ),
    list_type(
        "olympiad-results",
        "olympiad_results",
        &[
            TITLE,
            field("student", Kind::Translated),
            field("place", Kind::Translated),
            YEAR,
            ORDER,
        ],
    ),
    list_type(
        "providers",
        "providers",
        &[
            TITLE,
            field("logo", Kind::Image),
            field("url", Kind::Url),
            field("project", Kind::Reference("projects")),
            ORDER,
        ],
    ),
];

static ACTIVITIES: Children = Children {
    table: "project_activities",
    parent: "project",
    fixed: &[],
    order: "sort_order",
    fields: &[
        TITLE,
        SLUG,
        field("desc", Kind::RichText),
        required("date", Kind::Date),
        IMAGE,
    ],
};

static PROJECT_PARTNERS: Children = Children {
    table: "project_partners",
    parent: "project",
    fixed: &[],
    order: "sort_order",
    fields: &[
        TITLE,
        field("role", Kind::Translated).max(300),
        field("country", Kind::Translated).max(100),
        field("logo", Kind::Image),
        field("url", Kind::Url),
    ],
};

const PARTNER_PROJECT: &[Field] = &[
    TITLE,
    field("leader", Kind::Translated),
    DESC,
    field("email", Kind::Email),
    field("phone", Kind::Text),
    field("partner", Kind::Translated),
    field("years", Kind::Translated),
    IMAGE,
    ORDER,
];

/// The handbooks by the names the API uses.
pub const HANDBOOKS: [&str; 13] = [
    "grant-types",
    "direction",
    "service",
    "webinar-topics",
    "recipient-methods",
    "root-issues",
    "university-groups",
    "year-procedure",
    "employee-groups",
    "volunteer-groups",
    "languages",
    "departments",
    "reference-types",
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn type_names_are_unique_and_references_name_types() {
        let mut names: Vec<_> = TYPES.iter().map(|kind| kind.name).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), TYPES.len());
        fn check(fields: &[Field]) {
            for field in fields {
                match field.kind {
                    Kind::Reference(to) => assert!(content_type(to).is_some(), "{to}"),
                    Kind::References(links) => assert!(content_type(links.to).is_some(), "{}", links.to),
                    Kind::Children(children) => check(children.fields),
                    Kind::List(fields) | Kind::Object(fields) => check(fields),
                    _ => {}
                }
            }
        }
        for kind in TYPES {
            check(kind.fields);
            assert!(kind.field(kind.title).is_some(), "{} has no title field", kind.name);
            for name in kind.list_fields {
                assert!(kind.field(name).is_some(), "{}: {name}", kind.name);
            }
            assert_eq!(kind.ordered, kind.field("sort_order").is_some(), "{}", kind.name);
        }
    }

    #[test]
    fn the_issue_types_are_all_there() {
        for name in [
            "news",
            "pages",
            "menus",
            "settings",
            "schools",
            "programs",
            "employees",
            "documents",
            "handbooks",
            "events",
            "vacancies",
            "faqs",
            "grants",
            "dual-programs",
            "universities",
            "partners",
            "projects",
            "scientists",
            "sdgs",
            "history",
            "ratings",
            "admission-stages",
            "announcements",
        ] {
            assert!(content_type(name).is_some(), "{name}");
        }
    }
}
