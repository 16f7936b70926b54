//! Scheduled publishing: every second, items whose `publish_at` has come are published (by the
//! same write as the Publish button), so a scheduled item appears within seconds of its time.

use std::time::Duration;

use crate::http::AppState;
use crate::staff::audit::Actor;
use crate::store::items::{Editor, Status};
use crate::store::schema::content_type;

pub const TICK: Duration = Duration::from_secs(1);

pub fn spawn(state: AppState) -> tokio::task::JoinHandle<()> {
    tokio::spawn(async move {
        let mut tick = tokio::time::interval(TICK);
        tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            tick.tick().await;
            if let Err(err) = publish_due(&state).await {
                tracing::error!(error = %format!("{err:#}"), "scheduled publishing failed");
            }
        }
    })
}

/// Publishes every item whose time has come; answers how many.
pub async fn publish_due(state: &AppState) -> anyhow::Result<usize> {
    let due = state.store.due().await?;
    let editor = Editor {
        actor: Actor {
            user_id: None,
            email: "schedule",
            client: "server".to_owned(),
        },
    };
    for (name, id) in &due {
        let Some(kind) = content_type(name) else { continue };
        state
            .store
            .set_status(kind, *id, Status::Published, None, &editor)
            .await
            .map_err(|err| anyhow::anyhow!("cannot publish {name} {id}: {err}"))?;
        tracing::info!(kind = name, id, "published at its scheduled time");
    }
    Ok(due.len())
}
