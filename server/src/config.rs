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
    Serve(Box<ServeConfig>),
    /// Load the demo content into a data dir.
    Seed(SeedConfig),
    /// Print the OpenAPI document of the API.
    Openapi,
    /// What visitors sent.
    Applications {
        #[command(subcommand)]
        command: ApplicationsCommand,
    },
    /// Archive the database, the uploaded files and the content media (safe while the server runs).
    Backup(BackupConfig),
    /// Bring a data dir back from an archive made by `bilim backup`.
    Restore(RestoreConfig),
    /// Staff accounts: add the first admin, list, set a password, disable.
    Users {
        #[command(subcommand)]
        command: UsersCommand,
    },
}

#[derive(Debug, Clone, Subcommand)]
pub enum UsersCommand {
    /// Add an account; the password is read from standard input (or prompted for).
    Add {
        #[command(flatten)]
        data: DataDir,
        #[arg(long)]
        email: String,
        #[arg(long, value_enum)]
        role: crate::staff::Role,
    },
    /// Print every account: id, e-mail, role, active or disabled.
    List {
        #[command(flatten)]
        data: DataDir,
    },
    /// Set an account's password (read like `add`'s); its sessions end.
    SetPassword {
        #[command(flatten)]
        data: DataDir,
        #[arg(long)]
        email: String,
    },
    /// Disable an account; its sessions end.
    Disable {
        #[command(flatten)]
        data: DataDir,
        #[arg(long)]
        email: String,
    },
}

impl UsersCommand {
    pub fn data(&self) -> &DataDir {
        match self {
            UsersCommand::Add { data, .. }
            | UsersCommand::List { data }
            | UsersCommand::SetPassword { data, .. }
            | UsersCommand::Disable { data, .. } => data,
        }
    }
}

#[derive(Debug, Subcommand)]
pub enum ApplicationsCommand {
    /// Print the stored submissions (safe while the server runs).
    Export(ExportConfig),
    /// Delete the submissions past the retention age, with their files (`--dry-run` lists them).
    Purge(PurgeConfig),
}

#[derive(Debug, Clone, Args)]
pub struct PurgeConfig {
    #[command(flatten)]
    pub data: DataDir,
    #[command(flatten)]
    pub retention: RetentionConfig,
    /// List what would be deleted, and delete nothing.
    #[arg(long)]
    pub dry_run: bool,
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
    /// Where `/metrics` (Prometheus) is served; never on the public address. Off when unset.
    #[arg(long, env = "BILIM_METRICS_ADDR")]
    pub metrics_addr: Option<SocketAddr>,
    /// Keep answers and pages in memory until content changes (`off` makes every answer anew,
    /// to measure the uncached path).
    #[arg(long, env = "BILIM_ANSWER_CACHE", value_enum, default_value_t = Switch::On)]
    pub answer_cache: Switch,
    /// Render each page on the server (`off`: the browser renders every page, to measure or to
    /// rule the renderer out).
    #[arg(long, env = "BILIM_SSR", value_enum, default_value_t = Switch::On)]
    pub ssr: Switch,
    /// The server rendering bundle (the output of `vite build --config vite.ssr.config.ts`);
    /// without it pages are rendered in the browser.
    #[arg(long, env = "BILIM_SSR_BUNDLE", default_value = "web/dist-ssr/ssr.mjs")]
    pub ssr_bundle: PathBuf,
    /// How long one page's render may take, in milliseconds, before the page is sent for the
    /// browser to render (a slow or busy machine may need longer).
    #[arg(long, env = "BILIM_SSR_DEADLINE_MS", default_value_t = crate::site::render::Limits::DEADLINE_MS, value_parser = clap::value_parser!(u64).range(10..=60_000))]
    pub ssr_deadline_ms: u64,
    #[command(flatten)]
    pub http: HttpConfig,
    #[command(flatten)]
    pub forms: FormsConfig,
    #[command(flatten)]
    pub mail: MailConfig,
    #[command(flatten)]
    pub retention: RetentionConfig,
}

/// Where notification mail goes out. Without `--smtp-url` the site still takes submissions and
/// the inbox says notifications are off.
#[derive(Debug, Clone, Args)]
pub struct MailConfig {
    /// The SMTP server, e.g. `smtp://user:password@mail.dbu.edu.kz:587` (STARTTLS, required
    /// unless the host is this machine), `smtps://…:465` (TLS) or `…?tls=opportunistic`.
    #[arg(long, env = "BILIM_SMTP_URL", hide_env_values = true)]
    pub smtp_url: Option<Secret>,
    /// The sender of notification mail, e.g. `Dala University <noreply@dbu.edu.kz>`.
    #[arg(long, env = "BILIM_MAIL_FROM")]
    pub mail_from: Option<String>,
    /// Seconds an SMTP server has to answer before a send counts as failed (and is retried).
    #[arg(long, env = "BILIM_SMTP_TIMEOUT", default_value_t = 30)]
    pub smtp_timeout: u64,
    /// Seconds before the first retry of a failed send; each later retry waits twice as long,
    /// up to an hour.
    #[arg(long, env = "BILIM_MAIL_RETRY", default_value_t = 30)]
    pub mail_retry: u64,
}

impl Default for MailConfig {
    fn default() -> Self {
        MailConfig {
            smtp_url: None,
            mail_from: None,
            smtp_timeout: 30,
            mail_retry: 30,
        }
    }
}

/// How long submissions and their files are kept.
#[derive(Debug, Clone, Args)]
pub struct RetentionConfig {
    /// Submissions (with their files, notes and mail) older than this many months are deleted.
    #[arg(long, env = "BILIM_RETENTION_MONTHS", default_value_t = 24, value_parser = clap::value_parser!(u32).range(1..=1200))]
    pub retention_months: u32,
}

impl Default for RetentionConfig {
    fn default() -> Self {
        RetentionConfig { retention_months: 24 }
    }
}

/// How connections are held to account: timeouts, limits and the proxies whose word is taken.
#[derive(Debug, Clone, Args)]
pub struct HttpConfig {
    /// Seconds a client has to send a request's headers, counted from when the connection is
    /// ready for the request (slow or half-sent requests are cut off).
    #[arg(long, env = "BILIM_HEADER_TIMEOUT", default_value_t = 10)]
    pub header_timeout: u64,
    /// Seconds a client has to send a request's body.
    #[arg(long, env = "BILIM_BODY_TIMEOUT", default_value_t = 120)]
    pub body_timeout: u64,
    /// Seconds a keep-alive connection may sit unused between requests.
    #[arg(long, env = "BILIM_IDLE_TIMEOUT", default_value_t = 5)]
    pub idle_timeout: u64,
    /// Connections served at once; more wait in the listen queue.
    #[arg(long, env = "BILIM_MAX_CONNECTIONS", default_value_t = 1024)]
    pub max_connections: usize,
    /// The largest body of a call without files, in bytes.
    #[arg(long, env = "BILIM_BODY_LIMIT", default_value_t = 64 * 1024)]
    pub body_limit: usize,
    /// Reverse proxies (comma-separated CIDR blocks) whose X-Forwarded-For is believed: the
    /// client is the rightmost hop not in this list. Empty: the peer address is the client.
    #[arg(long, env = "BILIM_TRUSTED_PROXIES", value_delimiter = ',')]
    pub trusted_proxies: Vec<ipnet::IpNet>,
}

impl Default for HttpConfig {
    fn default() -> Self {
        HttpConfig {
            header_timeout: 10,
            body_timeout: 120,
            idle_timeout: 5,
            max_connections: 1024,
            body_limit: 64 * 1024,
            trusted_proxies: Vec::new(),
        }
    }
}

/// A check that can be turned off.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Switch {
    On,
    Off,
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
    /// The most bytes of files one client address may have sent that no submission has claimed
    /// yet (they wait an hour for one); past it `/file/store` answers 429 until some are claimed
    /// or expire.
    #[arg(long, env = "BILIM_UNCLAIMED_UPLOAD_CAP", default_value_t = 50 * 1024 * 1024)]
    pub unclaimed_upload_cap: u64,
    /// Submissions a minute from one client address.
    #[arg(long, env = "BILIM_FORM_RATE_LIMIT", default_value_t = 10)]
    pub form_rate_limit: u32,
    /// Service logins a minute from one client address.
    #[arg(long, env = "BILIM_LOGIN_RATE_LIMIT", default_value_t = 30)]
    pub login_rate_limit: u32,
    /// The anonymous forms' invisible checks: a proof of work, a honeypot field and a minimum
    /// fill time. `off` only for trusted API clients and load tests.
    #[arg(long, env = "BILIM_FORM_CHALLENGE", value_enum, default_value_t = Switch::On)]
    pub form_challenge: Switch,
}

impl Default for FormsConfig {
    fn default() -> Self {
        FormsConfig {
            service_email: "forms@dbu.edu.kz".into(),
            service_password: Secret::new("dala-demo-forms"),
            token_secret: None,
            upload_limit: 10 * 1024 * 1024,
            unclaimed_upload_cap: 50 * 1024 * 1024,
            form_rate_limit: 10,
            login_rate_limit: 30,
            form_challenge: Switch::On,
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
    /// Holds the database (unless --database-url names another), the uploaded and content files,
    /// and the search index.
    #[arg(long = "data-dir", env = "BILIM_DATA_DIR", default_value = "data")]
    pub data_dir: PathBuf,
    /// The database: sqlite://PATH or postgres://USER:PASSWORD@HOST/DATABASE [default:
    /// sqlite://DATA_DIR/bilim.db]. A PostgreSQL database must exist; the server makes its tables.
    #[arg(long = "database-url", env = "BILIM_DATABASE_URL")]
    pub database_url: Option<String>,
}

impl DataDir {
    /// The data dir at `path`, its database the SQLite file in it.
    pub fn at(path: impl Into<PathBuf>) -> DataDir {
        DataDir {
            data_dir: path.into(),
            database_url: None,
        }
    }

    /// The store of this data dir's database, for a command (see `Store::open`).
    pub async fn open_store(&self) -> anyhow::Result<crate::store::Store> {
        crate::store::Store::open(&self.database_url(), &self.data_dir).await
    }

    /// The URL of the database, as `--database-url` gives it or the data dir's SQLite file.
    pub fn database_url(&self) -> String {
        self.database_url.clone().unwrap_or_else(|| {
            format!(
                "sqlite://{}",
                self.data_dir.join(crate::store::sqlite::DB_FILE).display()
            )
        })
    }
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

#[derive(Debug, Clone, Args)]
pub struct BackupConfig {
    #[command(flatten)]
    pub data: DataDir,
    /// The archive to write (.tar.gz); a file of that name is replaced once the new one is complete.
    #[arg(long)]
    pub to: PathBuf,
}

#[derive(Debug, Clone, Args)]
pub struct RestoreConfig {
    /// An archive made by `bilim backup`.
    #[arg(long)]
    pub from: PathBuf,
    // The data dir to bring back: it must be new or empty (checked by `backup::restore`).
    #[command(flatten)]
    pub data: DataDir,
}

impl std::ops::Deref for ServeConfig {
    type Target = DataDir;
    fn deref(&self) -> &DataDir {
        &self.data
    }
}

#[cfg(test)]
mod tests {
    use clap::Parser;

    use super::*;

    fn serve(args: &[&str]) -> ServeConfig {
        let mut argv = vec!["bilim", "serve"];
        argv.extend_from_slice(args);
        match Cli::try_parse_from(argv).expect("the flags parse").command {
            Command::Serve(config) => *config,
            other => panic!("not serve: {other:?}"),
        }
    }

    #[test]
    fn the_hardening_flags_parse_under_the_names_the_readme_gives() {
        let config = serve(&[
            "--trusted-proxies",
            "127.0.0.1/32,10.0.0.0/8",
            "--form-challenge",
            "off",
            "--metrics-addr",
            "127.0.0.1:9090",
            "--header-timeout",
            "3",
            "--body-timeout",
            "30",
            "--idle-timeout",
            "2",
            "--max-connections",
            "64",
            "--body-limit",
            "1024",
            "--login-rate-limit",
            "5",
            "--unclaimed-upload-cap",
            "1000000",
        ]);
        assert_eq!(config.http.trusted_proxies.len(), 2);
        assert_eq!(config.forms.form_challenge, Switch::Off);
        assert_eq!(config.metrics_addr, Some("127.0.0.1:9090".parse().unwrap()));
        assert_eq!(
            (
                config.http.header_timeout,
                config.http.body_timeout,
                config.http.idle_timeout
            ),
            (3, 30, 2)
        );
        assert_eq!((config.http.max_connections, config.http.body_limit), (64, 1024));
        assert_eq!(config.forms.login_rate_limit, 5);
        assert_eq!(config.forms.unclaimed_upload_cap, 1_000_000);
        assert_eq!(serve(&[]).forms.unclaimed_upload_cap, 50 * 1024 * 1024);
        let cli = <Cli as clap::CommandFactory>::command();
        let serve_command = cli.find_subcommand("serve").expect("a serve command");
        let from_env = serve_command.get_arguments().any(|arg| {
            arg.get_id() == "unclaimed_upload_cap"
                && arg.get_env() == Some(std::ffi::OsStr::new("BILIM_UNCLAIMED_UPLOAD_CAP"))
        });
        assert!(from_env, "--unclaimed-upload-cap reads BILIM_UNCLAIMED_UPLOAD_CAP");
    }

    #[test]
    fn every_command_takes_the_database_url_by_flag_or_variable_and_defaults_to_the_data_dirs_file() {
        let data = &serve(&["--data-dir", "/srv/bilim"]).data;
        assert_eq!(data.database_url(), "sqlite:///srv/bilim/bilim.db");
        let url = "postgres://bilim:secret@db.internal/bilim";
        assert_eq!(serve(&["--database-url", url]).data.database_url(), url);
        let argv = ["bilim", "restore", "--from", "site.tar.gz", "--database-url", url];
        match Cli::try_parse_from(argv).expect("the flags parse").command {
            Command::Restore(config) => assert_eq!(config.data.database_url(), url),
            other => panic!("not restore: {other:?}"),
        }
        let cli = <Cli as clap::CommandFactory>::command();
        for command in cli
            .get_subcommands()
            .flat_map(|command| std::iter::once(command).chain(command.get_subcommands()))
        {
            if command.has_subcommands() || command.get_name() == "openapi" {
                continue;
            }
            let from_env = command.get_arguments().any(|arg| {
                arg.get_long() == Some("database-url")
                    && arg.get_env() == Some(std::ffi::OsStr::new("BILIM_DATABASE_URL"))
            });
            assert!(
                from_env,
                "bilim {} takes --database-url from BILIM_DATABASE_URL",
                command.get_name()
            );
        }
    }

    #[test]
    fn the_answer_cache_is_on_by_default_and_turned_off_by_flag_or_variable() {
        assert_eq!(serve(&[]).answer_cache, Switch::On);
        assert_eq!(serve(&["--answer-cache", "off"]).answer_cache, Switch::Off);
        let cli = <Cli as clap::CommandFactory>::command();
        let serve_command = cli.find_subcommand("serve").expect("a serve command");
        let from_env = serve_command.get_arguments().any(|arg| {
            arg.get_id() == "answer_cache" && arg.get_env() == Some(std::ffi::OsStr::new("BILIM_ANSWER_CACHE"))
        });
        assert!(from_env, "--answer-cache reads BILIM_ANSWER_CACHE");
    }

    #[test]
    fn the_checks_are_on_and_no_proxy_is_trusted_by_default() {
        let config = serve(&[]);
        assert_eq!(config.forms.form_challenge, Switch::On);
        assert!(config.http.trusted_proxies.is_empty());
        assert_eq!(config.metrics_addr, None);
        assert_eq!(config.ssr, Switch::On);
        assert_eq!(config.ssr_bundle, PathBuf::from("web/dist-ssr/ssr.mjs"));
        assert_eq!(config.ssr_deadline_ms, 1500);
    }

    #[test]
    fn a_proxy_list_that_is_no_cidr_is_refused() {
        let argv = ["bilim", "serve", "--trusted-proxies", "10.0.0.0/33"];
        assert!(Cli::try_parse_from(argv).is_err());
    }
}
