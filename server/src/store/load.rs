//! Loading content in bulk (the demo content, a generated volume of news): every item checked,
//! sanitised and derived from by the same steps as an editor's save, all of it in one
//! transaction, announced once when committed. A load that fails leaves the content it would
//! have replaced as it was.

use anyhow::{Context, bail};
use serde_json::Value;

use super::audit::{self, Actor, Event};
use super::backend::{Begin, Transaction};
use super::check::{READ_ONLY, check, database_checks};
use super::items::{Target, bump_content_version, put_setting, write_fields};
use super::schema::{ContentType, Field, Kind};
use super::sql::Sql;
use super::{Change, Store, StoreError, content_tables};
use crate::lang::Lang;

/// A load in progress: its writes are seen by nobody until `commit`.
pub struct Load<'s> {
    store: &'s Store,
    tx: Box<dyn Transaction>,
    items: usize,
}

impl Store {
    /// Starts a load that replaces all content. Submissions, uploads, staff accounts and the
    /// audit log are not content and stay (`KEPT_TABLES`).
    pub async fn replace_content(&self) -> anyhow::Result<Load<'_>> {
        let mut load = self.add_content().await?;
        // Foreign keys are checked at commit, when the content is whole again, so the order of
        // emptying is free.
        load.tx.defer_foreign_keys().await?;
        for table in content_tables() {
            Sql::new(format!("DELETE FROM \"{table}\""))
                .execute(&mut load.tx)
                .await
                .with_context(|| format!("cannot empty {table}"))?;
        }
        Ok(load)
    }

    /// Whether any content has been loaded (the site's settings are its first item).
    pub async fn has_content(&self) -> Result<bool, StoreError> {
        let settings: i64 = Sql::new(r#"SELECT COUNT(*) FROM settings WHERE "key" = 'general'"#)
            .one(self.database())
            .await?;
        Ok(settings > 0)
    }

    /// Starts a load that adds to the content there is.
    pub async fn add_content(&self) -> anyhow::Result<Load<'_>> {
        Ok(Load {
            store: self,
            tx: self.database().begin(Begin::Write).await?,
            items: 0,
        })
    }
}

impl Load<'_> {
    /// Checks `document` as the admin API checks an editor's (a field the type does not know is
    /// an error too: content must not be dropped unseen) and writes it as a published item, with
    /// `id` or the next free one; answers its id.
    pub async fn put(&mut self, kind: &'static ContentType, id: Option<i64>, document: &Value) -> anyhow::Result<i64> {
        let mut unknown = Vec::new();
        unknown_fields(kind.fields, document, "", &mut unknown);
        if !unknown.is_empty() {
            bail!(
                "{} has fields {} does not have: {}",
                describe(kind, id),
                kind.name,
                unknown.join(", ")
            );
        }
        let checked = match check(kind, document, Lang::En) {
            Ok(checked) => checked,
            Err(problems) => match problems.finish() {
                Err(fields) => {
                    let problems: Vec<String> = fields
                        .into_iter()
                        .map(|(path, texts)| format!("{path}: {}", texts.join(" ")))
                        .collect();
                    bail!("{} is not valid: {}", describe(kind, id), problems.join("; "))
                }
                _ => bail!("{} is not valid", describe(kind, id)),
            },
        };
        let problems = database_checks(&mut self.tx, kind, id, &checked.0).await?;
        if !problems.is_empty() {
            let problems: Vec<String> = problems
                .into_iter()
                .map(|(path, problem)| format!("{path}: {}", problem.text(Lang::En)))
                .collect();
            bail!("{} is not valid: {}", describe(kind, id), problems.join("; "));
        }
        let id = write_fields(self.store, &mut self.tx, kind, Target::Loaded(id), &checked.0)
            .await
            .map_err(|err| anyhow::anyhow!("cannot write {}: {err:#}", describe(kind, id)))?;
        self.items += 1;
        Ok(id)
    }

    /// How many items have been put.
    pub fn items(&self) -> usize {
        self.items
    }

    /// Commits the load with its audit line and a new content version, and announces that all
    /// content may have changed.
    pub async fn commit(mut self, actor: &Actor<'_>, summary: String) -> anyhow::Result<()> {
        audit::record(&mut self.tx, actor, Event::new("content-load", None, None, summary)).await?;
        super::cards::make_all(self.store.database(), &mut self.tx).await?;
        bump_content_version(&mut self.tx).await?;
        put_setting(
            &mut self.tx,
            "content_updated_at",
            &Value::String(crate::store::clock::now_utc()),
        )
        .await?;
        self.tx.commit().await.context("cannot commit the content")?;
        self.store.changes.announce(&Change::ALL);
        Ok(())
    }
}

fn describe(kind: &ContentType, id: Option<i64>) -> String {
    match id {
        Some(id) => format!("{} {id}", kind.name),
        None => format!("an item of {}", kind.name),
    }
}

/// Paths of `document`'s fields that `fields` does not define.
fn unknown_fields(fields: &[Field], document: &Value, prefix: &str, out: &mut Vec<String>) {
    let Some(object) = document.as_object() else { return };
    for (name, value) in object {
        let path = format!("{prefix}{name}");
        let Some(field) = fields.iter().find(|field| field.name == name) else {
            if !(prefix.is_empty() && READ_ONLY.contains(&name.as_str())) {
                out.push(path);
            }
            continue;
        };
        match field.kind {
            Kind::Children(children) => each(children.fields, value, &path, out),
            Kind::List(item_fields) => each(item_fields, value, &path, out),
            Kind::Object(item_fields) => unknown_fields(item_fields, value, &format!("{path}."), out),
            _ => {}
        }
    }
}

fn each(fields: &[Field], list: &Value, path: &str, out: &mut Vec<String>) {
    for (i, item) in list.as_array().into_iter().flatten().enumerate() {
        unknown_fields(fields, item, &format!("{path}.{i}."), out);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::schema::content_type;
    use serde_json::json;

    #[test]
    fn fields_a_type_does_not_have_are_named_by_path() {
        let mut unknown = Vec::new();
        unknown_fields(
            content_type("news").unwrap().fields,
            &json!({"id": 3, "title": {"kz": "Т"}, "subtitle": "x",
                "blocks": [{"n": 1, "link": {"url": "/"}, "items": [{"title": {"kz": "Т"}, "colour": 1}]}]}),
            "",
            &mut unknown,
        );
        unknown.sort();
        assert_eq!(unknown, ["blocks.0.items.0.colour", "blocks.0.link", "subtitle"]);
    }
}
