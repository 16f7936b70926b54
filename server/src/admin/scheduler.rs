//! Scheduled publishing: every second, items whose `publish_at` has come are published (by the
//! same write as the Publish button), so a scheduled item appears within seconds of its time.

use std::time::Duration;

use crate::http::AppState;
use crate::staff::audit::Actor;
use crate::store::items::Editor;

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

/// Publishes every item whose time has come; answers how many this pass published.
pub async fn publish_due(state: &AppState) -> anyhow::Result<usize> {
    let editor = Editor {
        actor: Actor {
            user_id: None,
            email: "schedule",
            client: "server".to_owned(),
        },
    };
    let published = state.store.publish_due(&editor).await?;
    for (kind, id) in &published {
        tracing::info!(kind = kind.as_str(), id, "published at its scheduled time");
    }
    Ok(published.len())
}
