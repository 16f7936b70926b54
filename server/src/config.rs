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
    /// What visitors sent.
    Applications {
        #[command(subcommand)]
        command: ApplicationsCommand,
    },
}

#[derive(Debug, Subcommand)]
pub enum ApplicationsCommand {
    /// Print the stored submissions (safe while the server runs).
    Export(ExportConfig),
}

#[derive(Debug, Clone, Args)]
pub struct ExportConfig {
    #[command(flatten)]
    pub data: DataDir,
    /// Only this form: consultation, registration, book, archive-info, meeting, success-story,
    /// transcript, question, vacancy, school, summer-school or service.
    #[arg(long = "type")]
    pub kind: Option<String>,
    /// Only submissions sent on or after this day (YYYY-MM-DD, UTC).
    #[arg(long)]
    pub since: Option<String>,
    #[arg(long, value_enum)]
    pub format: ExportFormat,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum ExportFormat {
    Csv,
    Jsonl,
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
    /// The site's public address for canonical links and the sitemap, e.g. https://dbu.edu.kz
    /// (by default the address each request came to).
    #[arg(long, env = "BILIM_PUBLIC_URL")]
    pub public_url: Option<String>,
    #[command(flatten)]
    pub forms: FormsConfig,
}

/// The visitor forms: the service account the web app logs in with, uploads, rate limits.
#[derive(Debug, Clone, Args)]
pub struct FormsConfig {
    /// The service account's e-mail.
    #[arg(long, env = "BILIM_SERVICE_EMAIL", default_value = "forms@dbu.edu.kz")]
    pub service_email: String,
    /// The service account's password (the default is the demo's, known to the web app).
    #[arg(
        long,
        env = "BILIM_SERVICE_PASSWORD",
        default_value = "dala-demo-forms",
        hide_default_value = true
    )]
    pub service_password: Secret,
    /// Signs the forms tokens; every process serving the site needs the same one. A random one
    /// is made at start when unset (tokens then last until the process restarts).
    #[arg(long, env = "BILIM_TOKEN_SECRET", hide_env_values = true)]
    pub token_secret: Option<Secret>,
    /// The largest upload, in bytes.
    #[arg(long, env = "BILIM_UPLOAD_LIMIT", default_value_t = 10 * 1024 * 1024)]
    pub upload_limit: usize,
    /// Submissions a minute from one client address.
    #[arg(long, env = "BILIM_FORM_RATE_LIMIT", default_value_t = 10)]
    pub form_rate_limit: u32,
    /// Take the client's address from X-Forwarded-For (only behind a proxy that sets it).
    #[arg(long, env = "BILIM_TRUST_FORWARDED", default_value_t = false)]
    pub trust_forwarded: bool,
}

impl Default for FormsConfig {
    fn default() -> Self {
        FormsConfig {
            service_email: "forms@dbu.edu.kz".into(),
            service_password: Secret::new("dala-demo-forms"),
            token_secret: None,
            upload_limit: 10 * 1024 * 1024,
            form_rate_limit: 10,
            trust_forwarded: false,
        }
    }
}

/// A secret from the configuration: never shown in logs or `Debug`.
#[derive(Clone)]
pub struct Secret(String);

impl Secret {
    pub fn new(value: &str) -> Self {
        Secret(value.to_owned())
    }

    pub fn expose(&self) -> &str {
        &self.0
    }
}

impl std::fmt::Debug for Secret {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("[redacted]")
    }
}

impl std::str::FromStr for Secret {
    type Err = std::convert::Infallible;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Ok(Secret::new(s))
    }
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
    /// Also generate this many news items from the demo's (for load tests of search and lists).
    #[arg(long, default_value_t = 0)]
    pub generated_news: usize,
}

impl std::ops::Deref for ServeConfig {
    type Target = DataDir;
    fn deref(&self) -> &DataDir {
        &self.data
    }
}
