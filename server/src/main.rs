use clap::Parser;
use tracing_subscriber::EnvFilter;

use bilim::config::{ApplicationsCommand, Cli, Command};

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    tracing_subscriber::fmt()
        .with_env_filter(EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info,tower_http=warn")))
        .init();
    match Cli::parse().command {
        Command::Serve(config) => {
            let listener = tokio::net::TcpListener::bind(config.addr).await?;
            bilim::serve(*config, listener, shutdown_signal()).await
        }
        Command::Seed(config) => bilim::seed::run(&config).await,
        Command::Applications {
            command: ApplicationsCommand::Export(config),
        } => bilim::forms::export::run(&config, &mut std::io::stdout().lock()).await,
        Command::Applications {
            command: ApplicationsCommand::Purge(config),
        } => bilim::inbox::retention::run(&config, &mut std::io::stdout().lock()).await,
        Command::Backup(config) => {
            let contents = bilim::backup::create(&config).await?;
            println!("Backed up {contents} to {}", config.to.display());
            Ok(())
        }
        Command::Restore(config) => {
            let contents = bilim::backup::restore(&config).await?;
            println!(
                "Restored {contents} into {}; `bilim serve` rebuilds the search index at start",
                config.data.data_dir.display()
            );
            Ok(())
        }
        Command::Users { command } => bilim::staff::cli::run(&command, &mut std::io::stdout().lock()).await,
        Command::Openapi => {
            println!("{}", bilim::http::openapi::json());
            Ok(())
        }
    }
}

/// Resolves on SIGINT or SIGTERM, so in-flight requests finish before the process exits.
async fn shutdown_signal() {
    let ctrl_c = async {
        tokio::signal::ctrl_c().await.ok();
    };
    #[cfg(unix)]
    let terminate = async {
        if let Ok(mut signal) = tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            signal.recv().await;
        }
    };
    #[cfg(not(unix))]
    let terminate = std::future::pending::<()>();
    tokio::select! {
        () = ctrl_c => {},
        () = terminate => {},
    }
    tracing::info!("shutting down");
}
