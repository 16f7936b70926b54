//! Configuration from flags and `BILIM_*` environment variables.

use std::net::SocketAddr;
use std::path::PathBuf;

use clap::{Args, Parser, Subcommand};

#[derive(Debug, Parser)]
#[command(
    name = "bilim",
    version,
    about = "The Bilim university site: API, web app and content in one process"
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Serve the site (an empty database is filled with the demo content first).
    Serve(ServeConfig),
    /// Load the demo content into a data dir.
    Seed(SeedConfig),
    /// Print the OpenAPI document of the API.
    Openapi,
}

#[derive(Debug, Clone, Args)]
pub struct ServeConfig {
    /// Address to listen on.
    #[arg(long, env = "BILIM_ADDR", default_value = "127.0.0.1:8080")]
    pub addr: SocketAddr,
    #[command(flatten)]
    pub data: DataDir,
    /// The built web app (the output of `vite build`).
    #[arg(long, env = "BILIM_WEB_DIR", default_value = "web/dist")]
    pub web_dir: PathBuf,
}

#[derive(Debug, Clone, Args)]
pub struct DataDir {
    /// Holds the database and the uploaded and content files.
    #[arg(long = "data-dir", env = "BILIM_DATA_DIR", default_value = "data")]
    pub data_dir: PathBuf,
}

#[derive(Debug, Clone, Args)]
pub struct SeedConfig {
    #[command(flatten)]
    pub data: DataDir,
    /// Replace the content that is already there.
    #[arg(long)]
    pub force: bool,
}

impl std::ops::Deref for ServeConfig {
    type Target = DataDir;
    fn deref(&self) -> &DataDir {
        &self.data
    }
}
