//! Retention: submissions older than the configured age go with their files, notes and mail;
//! the server does this every hour, and `bilim applications purge` on demand (`--dry-run` only
//! lists what would go).

use std::io::Write;
use std::path::Path;

use crate::config::PurgeConfig;
use crate::staff::audit::Actor;
use crate::store::Store;

/// The moment `months` months ago (UTC, RFC 3339): a submission sent before it is past keeping.
/// A day the earlier month lacks (31 March less a month) becomes its last day.
pub fn cutoff(now: time::OffsetDateTime, months: u32) -> String {
    crate::store::clock::utc_text(cutoff_at(now, months))
}

/// `cutoff` as a time.
fn cutoff_at(now: time::OffsetDateTime, months: u32) -> time::OffsetDateTime {
    let months_since_zero = i64::from(now.year()) * 12 + i64::from(u8::from(now.month())) - 1 - i64::from(months);
    let year = i32::try_from(months_since_zero.div_euclid(12)).unwrap_or(1970);
    let month = time::Month::try_from(u8::try_from(months_since_zero.rem_euclid(12) + 1).unwrap_or(1))
        .unwrap_or(time::Month::January);
    let day = now.day().min(month.length(year));
    let date = time::Date::from_calendar_date(year, month, day).unwrap_or(now.date());
    now.replace_date(date).replace_nanosecond(0).unwrap_or(now)
}

/// Deletes what is past keeping, with one audit line naming `by` when anything went; answers how
/// many submissions went. Purges run at once (by several processes on one database) delete each
/// submission once, and only the one that deleted anything says so.
pub async fn purge(store: &Store, data_dir: &Path, months: u32) -> anyhow::Result<u64> {
    let deleted = delete(
        store,
        data_dir,
        cutoff_at(time::OffsetDateTime::now_utc(), months),
        "server",
    )
    .await?;
    if deleted > 0 {
        tracing::info!(deleted, months, "deleted submissions past the retention age");
    }
    Ok(deleted)
}

/// Deletes the submissions sent before `cutoff`, then their files; `by` is where the audit line
/// says it was done from.
async fn delete(store: &Store, data_dir: &Path, cutoff: time::OffsetDateTime, by: &str) -> anyhow::Result<u64> {
    let actor = Actor {
        user_id: None,
        email: "retention",
        client: by.to_owned(),
    };
    let deleted = store.purge_submissions(cutoff, &actor).await?;
    super::submissions::remove_files(data_dir, deleted.files).await;
    Ok(deleted.count)
}

/// Every hour for as long as the server runs (the first time at start).
pub fn spawn(store: Store, data_dir: std::path::PathBuf, months: u32) -> tokio::task::JoinHandle<()> {
    tokio::spawn(async move {
        let mut every_hour = tokio::time::interval(std::time::Duration::from_secs(60 * 60));
        every_hour.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            every_hour.tick().await;
            if let Err(err) = purge(&store, &data_dir, months).await {
                tracing::error!(error = %format!("{err:#}"), "deleting old submissions failed");
            }
        }
    })
}

/// `bilim applications purge`.
pub async fn run(config: &PurgeConfig, out: &mut impl Write) -> anyhow::Result<()> {
    let store = config.data.open_store().await?;
    let months = config.retention.retention_months;
    let cutoff_at = cutoff_at(time::OffsetDateTime::now_utc(), months);
    let cutoff = crate::store::clock::utc_text(cutoff_at);
    if config.dry_run {
        let old = store.submissions_older_than(cutoff_at).await?;
        for old in &old {
            writeln!(out, "{}\t{}\t{}", old.id, old.kind, old.created_at)?;
        }
        writeln!(out, "{} submissions sent before {cutoff} would be deleted", old.len())?;
        return Ok(());
    }
    let deleted = delete(&store, &config.data.data_dir, cutoff_at, "command line").await?;
    writeln!(
        out,
        "Deleted {deleted} submissions sent before {cutoff}, with their files"
    )?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::cutoff;
    use time::macros::datetime;

    #[test]
    fn the_cutoff_is_whole_months_back_and_keeps_to_real_days() {
        assert_eq!(cutoff(datetime!(2026-11-25 10:00 UTC), 24), "2024-11-25T10:00:00Z");
        assert_eq!(cutoff(datetime!(2026-03-31 00:00 UTC), 1), "2026-02-28T00:00:00Z");
        assert_eq!(cutoff(datetime!(2026-01-15 08:30 UTC), 13), "2024-12-15T08:30:00Z");
    }
}
