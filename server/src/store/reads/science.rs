//! Science: research projects and their activities, science grants, scientists, research teams,
//! partner projects, publications, olympiad results, providers, the SDGs, and the dissertation
//! committee's announcements.

use crate::html::SafeHtml;
use crate::lang::Tr;
use crate::store::sql::{Sql, read_row};
use crate::store::{Store, StoreError, Visibility};

#[derive(Debug)]
pub struct ProjectRow {
    pub id: i64,
    pub slug: String,
    pub title: Tr,
    pub desc: SafeHtml,
    pub image: Option<String>,
    pub years: Tr,
}
read_row!(ProjectRow {
    id,
    slug,
    title,
    desc,
    image,
    years
});

#[derive(Debug)]
pub struct ActivityRow {
    pub id: i64,
    pub slug: String,
    pub title: Tr,
    pub desc: SafeHtml,
    pub date: String,
    pub image: Option<String>,
}
read_row!(ActivityRow {
    id,
    slug,
    title,
    desc,
    date,
    image
});

/// An organisation a project works with.
#[derive(Debug)]
pub struct ProjectPartnerRow {
    pub id: i64,
    pub title: Tr,
    pub role: Tr,
    pub country: Tr,
    pub logo: Option<String>,
    pub url: String,
}
read_row!(ProjectPartnerRow {
    id,
    title,
    role,
    country,
    logo,
    url
});

#[derive(Debug)]
pub struct ScienceGrantRow {
    pub id: i64,
    pub slug: String,
    pub title: Tr,
    pub desc: SafeHtml,
    pub funder: Tr,
    pub years: Tr,
    pub amount: Tr,
    pub image: Option<String>,
}
read_row!(ScienceGrantRow {
    id,
    slug,
    title,
    desc,
    funder,
    years,
    amount,
    image
});

#[derive(Debug)]
pub struct ScientistRow {
    pub id: i64,
    pub name: Tr,
    pub degree: Tr,
    pub position: Tr,
    pub photo: Option<String>,
    pub h_index: i64,
}
read_row!(ScientistRow {
    id,
    name,
    degree,
    position,
    photo,
    h_index
});

#[derive(Debug)]
pub struct ResearchTeamRow {
    pub id: i64,
    pub title: Tr,
    pub leader: Tr,
    pub desc: Tr,
    pub email: String,
    pub phone: String,
}
read_row!(ResearchTeamRow {
    id,
    title,
    leader,
    desc,
    email,
    phone
});

/// An international or RG-gold project.
#[derive(Debug)]
pub struct PartnerProjectRow {
    pub id: i64,
    pub title: Tr,
    pub leader: Tr,
    pub desc: Tr,
    pub email: String,
    pub phone: String,
    pub partner: Tr,
    pub years: Tr,
    pub image: Option<String>,
}
read_row!(PartnerProjectRow {
    id,
    title,
    leader,
    desc,
    email,
    phone,
    partner,
    years,
    image
});

#[derive(Debug)]
pub struct PublicationRow {
    pub id: i64,
    pub title: Tr,
    pub authors: Tr,
    pub journal: Tr,
    pub year: i64,
    pub url: String,
}
read_row!(PublicationRow {
    id,
    title,
    authors,
    journal,
    year,
    url
});

#[derive(Debug)]
pub struct OlympiadResultRow {
    pub id: i64,
    pub title: Tr,
    pub student: Tr,
    pub place: Tr,
    pub year: i64,
}
read_row!(OlympiadResultRow {
    id,
    title,
    student,
    place,
    year
});

#[derive(Debug)]
pub struct ProviderRow {
    pub id: i64,
    pub title: Tr,
    pub logo: Option<String>,
    pub url: String,
    pub project: Option<i64>,
}
read_row!(ProviderRow {
    id,
    title,
    logo,
    url,
    project
});

#[derive(Debug)]
pub struct SdgRow {
    pub id: i64,
    pub slug: String,
    pub title: Tr,
    pub desc: Tr,
    pub color: String,
}
read_row!(SdgRow {
    id,
    slug,
    title,
    desc,
    color
});

#[derive(Debug)]
pub struct AnnouncementRow {
    pub id: i64,
    pub title: Tr,
    pub candidate: Tr,
    pub specialty: Tr,
    pub defense_at: String,
    pub body: SafeHtml,
}
read_row!(AnnouncementRow {
    id,
    title,
    candidate,
    specialty,
    defense_at,
    body
});

const ACTIVITY_SELECT: &str = r#"SELECT a.id, a.slug, a.title, a."desc", a.date, a.image FROM project_activities a"#;
const SCIENCE_GRANT_SELECT: &str =
    r#"SELECT t.id, t.slug, t.title, t."desc", t.funder, t.years, t.amount, t.image FROM science_grants t"#;
const PARTNER_PROJECT_COLUMNS: &str = r#"SELECT t.id, t.title, t.leader, t."desc", t.email, t.phone, t.partner,
    t.years, t.image"#;
const ANNOUNCEMENT_SELECT: &str =
    "SELECT t.id, t.title, t.candidate, t.specialty, t.defense_at, t.body FROM announcements t";

impl Store {
    #[tracing::instrument(skip(self))]
    pub async fn projects(&self, visibility: Visibility) -> Result<Vec<ProjectRow>, StoreError> {
        self.visible_rows(
            r#"SELECT t.id, t.slug, t.title, t."desc", t.image, t.years FROM projects t
               WHERE (t.published OR ?) ORDER BY t.sort_order, t.id"#,
            visibility,
        )
        .await
    }

    /// A project's id by its slug (matched without regard to case) or its id.
    async fn project_id(&self, visibility: Visibility, slug_or_id: &str) -> Result<Option<i64>, StoreError> {
        let sql = Sql::new(
            "SELECT t.id FROM projects t WHERE (t.slug = lower(?) OR CAST(t.id AS TEXT) = ?) AND (t.published OR ?)",
        );
        self.row(sql.bind(slug_or_id).bind(slug_or_id).bind(visibility.drafts()))
            .await
    }

    /// The activities of a project (by its slug or id), the newest first; None when there is no
    /// such project.
    #[tracing::instrument(skip(self))]
    pub async fn project_activities(
        &self,
        visibility: Visibility,
        project: &str,
    ) -> Result<Option<Vec<ActivityRow>>, StoreError> {
        let Some(project) = self.project_id(visibility, project).await? else {
            return Ok(None);
        };
        let activities = self
            .rows(
                Sql::new(format!(
                    "{ACTIVITY_SELECT} WHERE a.project = ? ORDER BY a.date DESC, a.sort_order, a.id"
                ))
                .bind(project),
            )
            .await?;
        Ok(Some(activities))
    }

    /// The partners of a project (by its slug or id), in the staff's order; None when there is
    /// no such project.
    #[tracing::instrument(skip(self))]
    pub async fn project_partners(
        &self,
        visibility: Visibility,
        project: &str,
    ) -> Result<Option<Vec<ProjectPartnerRow>>, StoreError> {
        let Some(project) = self.project_id(visibility, project).await? else {
            return Ok(None);
        };
        let partners = self
            .rows(
                Sql::new(
                    "SELECT p.id, p.title, p.role, p.country, p.logo, p.url FROM project_partners p
             WHERE p.project = ? ORDER BY p.sort_order, p.id",
                )
                .bind(project),
            )
            .await?;
        Ok(Some(partners))
    }

    /// One activity (by its slug or id) of a project (by its slug or id).
    #[tracing::instrument(skip(self))]
    pub async fn project_activity(
        &self,
        visibility: Visibility,
        project: &str,
        activity: &str,
    ) -> Result<Option<ActivityRow>, StoreError> {
        let Some(project) = self.project_id(visibility, project).await? else {
            return Ok(None);
        };
        self.row(
            Sql::new(format!(
                "{ACTIVITY_SELECT} WHERE a.project = ? AND (a.slug = ? OR CAST(a.id AS TEXT) = ?)"
            ))
            .bind(project)
            .bind(activity)
            .bind(activity),
        )
        .await
    }

    #[tracing::instrument(skip(self))]
    pub async fn science_grants(&self, visibility: Visibility) -> Result<Vec<ScienceGrantRow>, StoreError> {
        self.rows(
            Sql::new(format!(
                "{SCIENCE_GRANT_SELECT} WHERE (t.published OR ?) ORDER BY t.sort_order, t.id"
            ))
            .bind(visibility.drafts()),
        )
        .await
    }

    #[tracing::instrument(skip(self))]
    pub async fn science_grant(
        &self,
        visibility: Visibility,
        slug: &str,
    ) -> Result<Option<ScienceGrantRow>, StoreError> {
        self.row(
            Sql::new(format!(
                "{SCIENCE_GRANT_SELECT} WHERE t.slug = ? AND (t.published OR ?)"
            ))
            .bind(slug)
            .bind(visibility.drafts()),
        )
        .await
    }

    /// Scientists, optionally only those of a project or of a science grant (which must be seen).
    #[tracing::instrument(skip(self))]
    pub async fn scientists(
        &self,
        visibility: Visibility,
        project: Option<i64>,
        grant: Option<i64>,
    ) -> Result<Vec<ScientistRow>, StoreError> {
        let mut sql = Sql::new(
            "SELECT s.id, s.name, s.degree, s.position, s.photo, s.h_index FROM scientists s WHERE (s.published OR ",
        );
        sql.push_bind(visibility.drafts()).push(")");
        if let Some(project) = project {
            sql.push(
                " AND EXISTS (SELECT 1 FROM scientist_projects x JOIN projects p ON p.id = x.project
                  WHERE x.scientist = s.id AND x.project = ",
            )
            .push_bind(project)
            .push(" AND (p.published OR ")
            .push_bind(visibility.drafts())
            .push("))");
        }
        if let Some(grant) = grant {
            sql.push(
                " AND EXISTS (SELECT 1 FROM scientist_grants x JOIN science_grants g ON g.id = x.science_grant
                  WHERE x.scientist = s.id AND x.science_grant = ",
            )
            .push_bind(grant)
            .push(" AND (g.published OR ")
            .push_bind(visibility.drafts())
            .push("))");
        }
        sql.push(" ORDER BY s.sort_order, s.id");
        self.rows(sql).await
    }

    #[tracing::instrument(skip(self))]
    pub async fn research_teams(&self, visibility: Visibility) -> Result<Vec<ResearchTeamRow>, StoreError> {
        self.visible_rows(
            r#"SELECT t.id, t.title, t.leader, t."desc", t.email, t.phone FROM research_teams t
               WHERE (t.published OR ?) ORDER BY t.sort_order, t.id"#,
            visibility,
        )
        .await
    }

    #[tracing::instrument(skip(self))]
    pub async fn international_projects(&self, visibility: Visibility) -> Result<Vec<PartnerProjectRow>, StoreError> {
        self.visible_rows(
            &format!(
                "{PARTNER_PROJECT_COLUMNS} FROM international_projects t WHERE (t.published OR ?)
             ORDER BY t.sort_order, t.id"
            ),
            visibility,
        )
        .await
    }

    #[tracing::instrument(skip(self))]
    pub async fn rg_gold_projects(&self, visibility: Visibility) -> Result<Vec<PartnerProjectRow>, StoreError> {
        self.visible_rows(
            &format!(
                "{PARTNER_PROJECT_COLUMNS} FROM rg_gold_projects t WHERE (t.published OR ?)
             ORDER BY t.sort_order, t.id"
            ),
            visibility,
        )
        .await
    }

    /// Publications, the newest first.
    #[tracing::instrument(skip(self))]
    pub async fn publications(&self, visibility: Visibility) -> Result<Vec<PublicationRow>, StoreError> {
        self.visible_rows(
            "SELECT t.id, t.title, t.authors, t.journal, t.year, t.url FROM publications t
             WHERE (t.published OR ?) ORDER BY t.year DESC, t.sort_order, t.id",
            visibility,
        )
        .await
    }

    /// Olympiad results, the newest first.
    #[tracing::instrument(skip(self))]
    pub async fn olympiad_results(&self, visibility: Visibility) -> Result<Vec<OlympiadResultRow>, StoreError> {
        self.visible_rows(
            "SELECT t.id, t.title, t.student, t.place, t.year FROM olympiad_results t
             WHERE (t.published OR ?) ORDER BY t.year DESC, t.sort_order, t.id",
            visibility,
        )
        .await
    }

    /// Providers, optionally only those of a project (which must be seen).
    #[tracing::instrument(skip(self))]
    pub async fn providers(
        &self,
        visibility: Visibility,
        project: Option<i64>,
    ) -> Result<Vec<ProviderRow>, StoreError> {
        let mut sql =
            Sql::new("SELECT t.id, t.title, t.logo, t.url, t.project FROM providers t WHERE (t.published OR ");
        sql.push_bind(visibility.drafts()).push(")");
        if let Some(project) = project {
            sql.push(" AND t.project = ")
                .push_bind(project)
                .push(" AND EXISTS (SELECT 1 FROM projects p WHERE p.id = t.project AND (p.published OR ")
                .push_bind(visibility.drafts())
                .push("))");
        }
        sql.push(" ORDER BY t.sort_order, t.id");
        self.rows(sql).await
    }

    /// The sustainable development goals, by number.
    #[tracing::instrument(skip(self))]
    pub async fn sdgs(&self, visibility: Visibility) -> Result<Vec<SdgRow>, StoreError> {
        self.visible_rows(
            r#"SELECT t.id, t.slug, t.title, t."desc", t.color FROM sdgs t WHERE (t.published OR ?)
               ORDER BY t.id"#,
            visibility,
        )
        .await
    }

    /// The dissertation committee's announcements, the latest defence first.
    #[tracing::instrument(skip(self))]
    pub async fn announcements(&self, visibility: Visibility) -> Result<Vec<AnnouncementRow>, StoreError> {
        self.visible_rows(
            &format!("{ANNOUNCEMENT_SELECT} WHERE (t.published OR ?) ORDER BY t.defense_at DESC, t.id"),
            visibility,
        )
        .await
    }

    #[tracing::instrument(skip(self))]
    pub async fn announcement(&self, visibility: Visibility, id: i64) -> Result<Option<AnnouncementRow>, StoreError> {
        self.row(
            Sql::new(format!("{ANNOUNCEMENT_SELECT} WHERE t.id = ? AND (t.published OR ?)"))
                .bind(id)
                .bind(visibility.drafts()),
        )
        .await
    }
}
