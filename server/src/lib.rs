//! Bilim: the server of a trilingual university site. `serve` is the whole product: the JSON API
//! under `/api/v1`, the built web app, and the content images, from one process.

pub mod campus;
pub mod config;
pub mod content;
pub mod db;
pub mod education;
pub mod forms;
pub mod http;
pub mod lang;
pub mod library;
pub mod news;
pub mod people;
pub mod science;
pub mod search;
pub mod seed;
pub mod site;

use std::future::Future;
use std::sync::Arc;

use anyhow::Context;
use axum::serve::ListenerExt;
use tokio::net::TcpListener;

use crate::config::ServeConfig;
use crate::http::{AppState, Paths};

/// 32 random hex digits: upload names, content versions.
pub fn random_hex() -> anyhow::Result<String> {
    let mut bytes = [0u8; 16];
    getrandom::fill(&mut bytes).map_err(|err| anyhow::anyhow!("no randomness: {err}"))?;
    Ok(bytes.iter().map(|b| format!("{b:02x}")).collect())
}

/// Opens the database (filling an empty one with the demo content) and serves until `shutdown`.
pub async fn serve(
    config: ServeConfig,
    listener: TcpListener,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> anyhow::Result<()> {
    let state = prepare(&config).await?;
    let app = http::app(state);
    tracing::info!(addr = %listener.local_addr()?, "serving");
    // Without TCP_NODELAY small keep-alive answers wait for Nagle's timer.
    let listener = listener.tap_io(|tcp| {
        if let Err(err) = tcp.set_nodelay(true) {
            tracing::warn!(%err, "cannot set TCP_NODELAY");
        }
    });
    axum::serve(
        listener,
        app.into_make_service_with_connect_info::<std::net::SocketAddr>(),
    )
    .with_graceful_shutdown(shutdown)
    .await
    .context("the server stopped with an error")
}

/// The state `serve` runs with: the database, migrated and filled with the demo content when empty.
pub async fn prepare(config: &ServeConfig) -> anyhow::Result<AppState> {
    let db = db::open(&config.data_dir).await?;
    if seed::is_empty(&db).await? {
        tracing::info!("empty database: loading the demo content");
        seed::load_demo(&db, &config.data_dir).await?;
    }
    if !config.web_dir.join("index.html").exists() {
        tracing::warn!(web_dir = %config.web_dir.display(), "no built web app here; run `make build`");
    }
    let search = Arc::new(search::SearchIndex::open(&config.data_dir, &db).await?);
    Ok(AppState {
        shell: Arc::new(site::head::Shell::load(&config.web_dir, config.public_url.clone())),
        search,
        answers: http::cache::AnswerCache::default(),
        forms: Arc::new(forms::FormsState::new(&config.forms)?),
        db,
        paths: Arc::new(Paths {
            data_dir: config.data_dir.clone(),
            web_dir: config.web_dir.clone(),
        }),
    })
}
