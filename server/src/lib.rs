//! Bilim: the server of a trilingual university site. `serve` is the whole product: the JSON API
//! under `/api/v1`, the built web app, and the content images, from one process.

pub mod admin;
pub mod backup;
pub mod campus;
pub mod config;
pub mod content;
pub mod education;
pub mod forms;
pub mod html;
pub mod http;
pub mod inbox;
pub mod lang;
pub mod library;
pub mod media;
pub mod metrics;
pub mod news;
pub mod people;
pub mod rules;
pub mod science;
pub mod search;
pub mod seed;
pub mod site;
pub mod staff;
pub mod store;

use std::future::Future;
use std::sync::Arc;

use anyhow::Context;
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
    run(state, &config, listener, shutdown).await
}

/// Serves a prepared state until `shutdown`: the site on `listener`, the metrics on their own
/// address when configured, and the forms' housekeeping in the background.
pub async fn run(
    state: AppState,
    config: &ServeConfig,
    listener: TcpListener,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> anyhow::Result<()> {
    let metrics = match config.metrics_addr {
        Some(addr) => Some(metrics::serve(state.metrics.clone(), addr).await?),
        None => None,
    };
    let housekeeping = spawn_housekeeping(state.clone());
    let search = search::follow(
        state.search.clone(),
        state.store.clone(),
        state.store.changes(),
        state.answers.clone(),
    );
    let scheduler = admin::scheduler::spawn(state.clone());
    let mailer = inbox::outbox::spawn_worker(state.store.clone(), state.outbox.clone());
    let retention = inbox::retention::spawn(
        state.store.clone(),
        config.data_dir.clone(),
        config.retention.retention_months,
    );
    let renderer = state.renderer.clone();
    let app = http::app(state);
    tracing::info!(addr = %listener.local_addr()?, "serving");
    let served = http::server::run(listener, app, &config.http, shutdown)
        .await
        .context("the server stopped with an error");
    // The renderer holds the API router, which holds the state: without this the state (the
    // search index's writer lock among it) would outlive the server.
    renderer.forget_api();
    // Each background task is stopped and waited for, so what it holds (the search index's
    // writer lock, a mail being sent) is let go before `run` returns.
    let mut tasks = vec![housekeeping, search, scheduler, mailer, retention];
    tasks.extend(metrics);
    for task in &tasks {
        task.abort();
    }
    for task in tasks {
        let _ = task.await;
    }
    served
}

/// Every minute for as long as the server runs: the forms' and the staff's housekeeping.
fn spawn_housekeeping(state: AppState) -> tokio::task::JoinHandle<()> {
    tokio::spawn(async move {
        let mut every_minute = tokio::time::interval(std::time::Duration::from_secs(60));
        every_minute.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            every_minute.tick().await;
            if let Err(err) = forms::tidy(&state).await {
                tracing::error!(error = %format!("{err:#}"), "forms housekeeping failed");
            }
            if let Err(err) = staff::tidy(&state).await {
                tracing::error!(error = %format!("{err:#}"), "staff housekeeping failed");
            }
        }
    })
}

/// The state `serve` runs with: the database, migrated and filled with the demo content when empty.
pub async fn prepare(config: &ServeConfig) -> anyhow::Result<AppState> {
    let database = store::connect(&config.data.database_url()).await?;
    let answers = http::cache::AnswerCache::new(config.answer_cache);
    let changes = store::Changes::default();
    let forget = answers.clone();
    changes.listen(move |_| forget.clear());
    let store = store::Store::new(database, changes, &config.data_dir);
    if !store.has_content().await? {
        tracing::info!("empty database: loading the demo content");
        let server = staff::audit::Actor {
            user_id: None,
            email: "server",
            client: "local".to_owned(),
        };
        // The load makes every card as it commits.
        seed::load(&store, 0, &server).await?;
    } else {
        store.make_cards().await?;
    }
    if !config.web_dir.join("index.html").exists() {
        tracing::warn!(web_dir = %config.web_dir.display(), "no built web app here; run `make build`");
    }
    inbox::submissions::fill_search_texts(&store).await?;
    let search = search::SearchIndex::open(&config.data_dir, &store).await?;
    let site = config
        .public_url
        .clone()
        .unwrap_or_else(|| format!("http://{}", config.addr));
    let outbox = Arc::new(inbox::outbox::Outbox::new(&config.mail, &site)?);
    let metrics = Arc::new(metrics::Metrics::default());
    let renderer = match config.ssr {
        config::Switch::On => {
            // One renderer per core: a render is CPU work.
            let workers = std::thread::available_parallelism().map_or(2, |n| n.get().min(4));
            let limits = site::render::Limits {
                deadline: std::time::Duration::from_millis(config.ssr_deadline_ms),
                ..Default::default()
            };
            site::render::Renderer::start(&config.ssr_bundle, workers, limits).await
        }
        config::Switch::Off => site::render::Renderer::off(),
    };
    Ok(AppState::new(http::Services {
        renderer: Arc::new(renderer),
        store,
        shell: Arc::new(site::head::Shell::load(&config.web_dir, config.public_url.clone())),
        search,
        outbox,
        answers,
        forms: Arc::new(forms::FormsState::new(&config.forms, &metrics)?),
        decoding: Arc::new(media::Decoding::per_core(metrics.decoding())),
        staff: Arc::new(staff::StaffState::new(config.public_url.as_deref(), &metrics)?),
        paths: Arc::new(Paths {
            data_dir: config.data_dir.clone(),
            web_dir: config.web_dir.clone(),
        }),
        http: Arc::new(config.http.clone()),
        proxies: Arc::new(http::client::TrustedProxies::new(config.http.trusted_proxies.clone())),
        security: http::headers::SecurityHeaders::for_site(config.public_url.as_deref()),
        metrics,
    }))
}
