use std::path::PathBuf;

use bilim::config::{DataDir, FormsConfig, HttpConfig, MailConfig, RetentionConfig, Secret, ServeConfig, Switch};
use reqwest::StatusCode;
use serde_json::Value;
use tempfile::TempDir;

pub struct TestApp {
    pub base: String,
    pub data_dir: PathBuf,
    /// Where the app's database is (`--database-url`).
    pub database_url: String,
    pub client: reqwest::Client,
    /// A store on the app's database whose writes the running server does not hear of.
    store: bilim::store::Store,
    /// The answer cache: a test that writes to the database clears it, as a content write does.
    pub answers: bilim::http::cache::AnswerCache,
    /// The server's search index, while the server runs (a stopped one lets go of it).
    search: std::sync::Weak<bilim::search::SearchIndex>,
    /// Ends the server (see `stop`).
    shutdown: Option<tokio::sync::oneshot::Sender<()>>,
    server: Option<tokio::task::JoinHandle<()>>,
    _dir: TempDir,
}

/// The token secret of test apps, so tests can make tokens of their own.
pub const TOKEN_SECRET: &str = "test token secret";

/// Starts the app on a free loopback port with a fresh data dir (filled with the demo content)
/// and a tiny built web app.
pub async fn spawn_app() -> TestApp {
    spawn_app_with(|_| {}).await
}

/// `spawn_app` with the configuration changed by `configure`.
pub async fn spawn_app_with(configure: impl FnOnce(&mut ServeConfig)) -> TestApp {
    let dir = tempfile::tempdir().unwrap();
    let web_dir = dir.path().join("web");
    std::fs::create_dir_all(web_dir.join("assets")).unwrap();
    std::fs::write(
        web_dir.join("index.html"),
        // The shape of the built app's index.html: what the server fills in for each page.
        r#"<!doctype html><html lang="kk"><head><meta charset="UTF-8" /><title>Dala Business University</title><meta name="description" content="" /></head><body><div id="root"></div></body></html>"#,
    )
    .unwrap();
    std::fs::write(web_dir.join("assets/app-1234.js"), "console.log('bilim')").unwrap();
    std::fs::write(
        web_dir.join("favicon.svg"),
        "<svg xmlns=\"http://www.w3.org/2000/svg\"/>",
    )
    .unwrap();
    let mut config = test_config(dir.path(), web_dir);
    configure(&mut config);
    if config.data.data_dir == dir.path().join("data") {
        let seeded = seeded_data_dir();
        copy_dir(&seeded.dir.join("data"), &config.data.data_dir);
        if config.data.database_url.is_none()
            && let Some((server, template)) = &seeded.postgres
        {
            let name = bilim::store::testing::unique_name("app");
            let url = bilim::store::testing::create_postgres_database(server, &name, Some(template)).await;
            config.data.database_url = Some(url.expect("a copy of the seeded database"));
        }
    }
    let state = bilim::prepare(&config).await.expect("the app prepares");
    let database_url = config.data.database_url();
    let store = state.store.detached();
    let answers = state.answers.clone();
    let search = std::sync::Arc::downgrade(&state.search);
    let listener = tokio::net::TcpListener::bind(config.addr).await.unwrap();
    let base = format!("http://{}", listener.local_addr().unwrap());
    let (shutdown, stopped) = tokio::sync::oneshot::channel::<()>();
    let server = tokio::spawn(async move {
        let stopped = async {
            let _ = stopped.await;
        };
        bilim::run(state, &config, listener, stopped).await.unwrap();
    });
    TestApp {
        base,
        data_dir: dir.path().join("data"),
        database_url,
        client: reqwest::Client::new(),
        store,
        answers,
        search,
        shutdown: Some(shutdown),
        server: Some(server),
        _dir: dir,
    }
}

/// `spawn_app_with`, serving `/metrics` on a loopback port of its own: the app and that port.
pub async fn spawn_app_with_metrics(configure: impl FnOnce(&mut ServeConfig)) -> (TestApp, u16) {
    let port = free_port();
    let app = spawn_app_with(|config| {
        config.metrics_addr = Some(format!("127.0.0.1:{port}").parse().unwrap());
        configure(config);
    })
    .await;
    (app, port)
}

/// The Prometheus text served on the metrics `port`.
pub async fn metrics_text(port: u16) -> String {
    reqwest::get(format!("http://127.0.0.1:{port}/metrics"))
        .await
        .unwrap()
        .text()
        .await
        .unwrap()
}

/// The configuration of test apps: `dir` holds the data dir (`data`), `web_dir` the built app.
fn test_config(dir: &std::path::Path, web_dir: PathBuf) -> ServeConfig {
    ServeConfig {
        addr: "127.0.0.1:0".parse().unwrap(),
        data: DataDir::at(dir.join("data")),
        web_dir,
        public_url: None,
        metrics_addr: None,
        answer_cache: Switch::On,
        ssr: Switch::On,
        // No bundle: pages fall back to the shell the browser renders (tests/api/site.rs).
        ssr_bundle: dir.join("web-ssr/ssr.mjs"),
        ssr_deadline_ms: bilim::site::render::Limits::DEADLINE_MS,
        http: HttpConfig::default(),
        forms: FormsConfig {
            token_secret: Some(Secret::new(TOKEN_SECRET)),
            // Tests send many forms from one address; the limits have tests of their own.
            form_rate_limit: 10_000,
            login_rate_limit: 10_000,
            upload_limit: 256 * 1024,
            // The invisible checks have tests of their own; the others post forms as an API client.
            form_challenge: Switch::Off,
            ..FormsConfig::default()
        },
        mail: MailConfig::default(),
        retention: RetentionConfig::default(),
    }
}

/// The demo content, seeded once per run of the tests.
struct Seeded {
    /// A data dir with the demo content's database (unless on PostgreSQL), media and search index.
    dir: PathBuf,
    /// On a run against PostgreSQL: its server and the database seeded there, which every app's
    /// database is a copy of (`CREATE DATABASE … TEMPLATE`).
    postgres: Option<(String, String)>,
}

/// A data dir with the demo content and its search index, made once per run of the tests (in
/// target/tmp, where the last run's is removed): seeding and indexing took most of each test's
/// time, so every app starts on a copy of this one.
fn seeded_data_dir() -> &'static Seeded {
    static SEEDED: std::sync::OnceLock<Seeded> = std::sync::OnceLock::new();
    SEEDED.get_or_init(|| {
        let tmp = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"));
        for old in std::fs::read_dir(tmp).into_iter().flatten().flatten() {
            if old.file_name().to_string_lossy().starts_with("seeded-") {
                let _ = std::fs::remove_dir_all(old.path());
            }
        }
        let dir = tmp.join(format!("seeded-{}", std::process::id()));
        let mut config = ServeConfig {
            ssr: Switch::Off,
            ..test_config(&dir, dir.join("web"))
        };
        let server = bilim::store::testing::postgres_server();
        // Its own runtime, ended before the copies: nothing writes to the files or the database
        // any more.
        let postgres = std::thread::spawn(move || {
            let runtime = tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
                .unwrap();
            runtime.block_on(async {
                let mut postgres = None;
                if let Some(server) = server {
                    let name = bilim::store::testing::unique_name("seeded");
                    let url = bilim::store::testing::create_postgres_database(&server, &name, None).await;
                    config.data.database_url = Some(url.expect("the test PostgreSQL makes a database"));
                    postgres = Some((server, name));
                }
                let state = bilim::prepare(&config).await.expect("the demo content loads");
                state.store.close().await;
                postgres
            })
        })
        .join()
        .unwrap();
        Seeded { dir, postgres }
    })
}

/// Makes `to` hold the files of `from`: the media files as hard links (the server never writes
/// to a media file it has made, it only adds and removes files, so the copies share them; copying
/// a thousand files for each test took half of the API tests' time), every other file (the
/// database, the search index) copied.
fn copy_dir(from: &std::path::Path, to: &std::path::Path) {
    copy_files(from, to, false);
}

fn copy_files(from: &std::path::Path, to: &std::path::Path, link: bool) {
    std::fs::create_dir_all(to).unwrap();
    for entry in std::fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        let target = to.join(entry.file_name());
        if entry.file_type().unwrap().is_dir() {
            copy_files(&entry.path(), &target, link || entry.file_name() == "media");
        } else if link {
            std::fs::hard_link(entry.path(), target).unwrap();
        } else {
            std::fs::copy(entry.path(), target).unwrap();
        }
    }
}

/// Starts the app on an existing data dir and database (a restored one, say), with the test
/// configuration of `spawn_app`. The caller keeps the dir alive.
pub async fn spawn_app_on(data: DataDir) -> TestApp {
    let data_dir = data.data_dir.clone();
    let mut app = spawn_app_with(|config| config.data = data).await;
    app.data_dir = data_dir;
    app
}

/// A data dir at `dir` for a command or a restore, with a new database of the backend under test
/// (the dir's own SQLite file, or a new database on the test PostgreSQL).
pub async fn new_data_dir(dir: &std::path::Path) -> DataDir {
    match bilim::store::testing::postgres_server() {
        Some(_) => DataDir {
            data_dir: dir.to_owned(),
            database_url: Some(bilim::store::testing::scratch_database(dir).await.unwrap()),
        },
        None => DataDir::at(dir),
    }
}

impl TestApp {
    /// A store on the app's database (its writes are not announced to the running server).
    pub fn store(&self) -> bilim::store::Store {
        self.store.clone()
    }

    /// The app's data dir and database, as a command is given them.
    pub fn storage(&self) -> DataDir {
        DataDir {
            data_dir: self.data_dir.clone(),
            database_url: Some(self.database_url.clone()),
        }
    }

    /// The ids of every item kept in `table`, drafts too.
    pub async fn ids_in(&self, table: &str) -> Vec<i64> {
        let everything = bilim::store::items::ListQuery {
            page: 1,
            per_page: u32::MAX,
            ..Default::default()
        };
        let (items, _) = self.store.items(kind_in(table), &everything).await.unwrap();
        items.iter().map(|item| item.id).collect()
    }

    /// Saves item `id` of `table` with `change` made to its fields, as the admin's save does but
    /// behind the server's back: its cached answers stay until `content_written`.
    pub async fn edit(&self, table: &str, id: i64, change: impl FnOnce(&mut serde_json::Map<String, Value>)) {
        let kind = kind_in(table);
        let mut fields = self
            .store
            .item(kind, id)
            .await
            .unwrap()
            .expect("the item is there")
            .fields;
        change(&mut fields);
        let document = bilim::store::check::Checked(fields);
        self.store
            .save(kind, Some(id), &document, None, &test_editor(), "update")
            .await
            .unwrap_or_else(|err| panic!("{table} {id}: {err}"));
    }

    /// Adds published items to `table` in one commit, checked and written as a bulk import does
    /// but behind the server's back; their ids.
    pub async fn load(&self, table: &str, documents: &[Value]) -> Vec<i64> {
        let mut load = self.store.add_content().await.unwrap();
        let mut ids = Vec::new();
        for document in documents {
            ids.push(load.put(kind_in(table), None, document).await.unwrap());
        }
        load.commit(&test_editor().actor, format!("test {table}"))
            .await
            .unwrap();
        ids
    }

    /// Makes an item a draft, as the admin does, and forgets the cached answers, as a write does.
    pub async fn unpublish(&self, table: &str, id: i64) {
        use bilim::store::items::Status;
        let item = self
            .store
            .set_status(kind_in(table), id, Status::Draft, None, &test_editor())
            .await
            .unwrap_or_else(|err| panic!("{table} {id}: {err}"));
        assert_eq!(item.meta.status, Status::Draft);
        self.content_written().await;
    }

    /// What a content write does, for a test that changed content in the database itself: the
    /// stored cards made again and the answer cache cleared.
    pub async fn content_written(&self) {
        self.store().make_cards().await.unwrap();
        self.answers.clear();
    }

    /// Rebuilds the running server's search index from the database.
    pub async fn rebuild_search(&self) -> anyhow::Result<()> {
        let search = self.search.upgrade().expect("the server runs");
        search.rebuild(&self.store).await
    }

    /// Stops the server as a shutdown signal would (its data dir stays, for a restart on it).
    pub async fn stop(&mut self) {
        if let Some(shutdown) = self.shutdown.take() {
            let _ = shutdown.send(());
        }
        if let Some(server) = self.server.take() {
            let _ = server.await;
        }
    }

    pub async fn get(&self, path: &str) -> reqwest::Response {
        self.client.get(format!("{}{path}", self.base)).send().await.unwrap()
    }

    /// GET an API path and return status and JSON body.
    pub async fn api(&self, path: &str) -> (StatusCode, Value) {
        let response = self.get(&format!("/api/v1{path}")).await;
        let status = response.status();
        let text = response.text().await.unwrap();
        let body = serde_json::from_str(&text).unwrap_or_else(|_| panic!("{path} answered non-JSON: {text}"));
        (status, body)
    }

    /// GET an API path that must succeed; returns what is under `data`.
    pub async fn data(&self, path: &str) -> Value {
        let (status, body) = self.api(path).await;
        assert_eq!(status, StatusCode::OK, "{path}: {body}");
        body.get("data")
            .cloned()
            .unwrap_or_else(|| panic!("{path} has no data envelope: {body}"))
    }

    /// GET an API path that must succeed; returns the whole body.
    pub async fn data_raw(&self, path: &str) -> Value {
        let (status, body) = self.api(path).await;
        assert_eq!(status, StatusCode::OK, "{path}: {body}");
        body
    }

    /// The fields a 422 answer names.
    pub async fn bad_fields(&self, path: &str) -> Vec<String> {
        let (status, body) = self.api(path).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{path}: {body}");
        assert!(body["message"].is_string(), "{path}: {body}");
        body["errors"]
            .as_object()
            .expect("errors object")
            .keys()
            .cloned()
            .collect()
    }

    pub async fn assert_not_found(&self, path: &str) {
        let (status, body) = self.api(path).await;
        assert_eq!(status, StatusCode::NOT_FOUND, "{path}: {body}");
        assert!(body["message"].is_string(), "{path}: {body}");
    }
}

pub const LANGS: [&str; 3] = ["kz", "ru", "en"];

/// A loopback port nothing listens on (at the moment of asking).
pub fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

/// The three answers of one call, one per language, as strings at `pointer`.
pub async fn texts_in_each_language(app: &TestApp, path: &str, pointer: &str) -> [String; 3] {
    let mut out: [String; 3] = Default::default();
    for (i, lang) in LANGS.iter().enumerate() {
        let sep = if path.contains('?') { '&' } else { '?' };
        let data = app.data(&format!("{path}{sep}lang={lang}")).await;
        out[i] = data
            .pointer(pointer)
            .and_then(Value::as_str)
            .unwrap_or_else(|| panic!("{path} {pointer}: {data}"))
            .to_owned();
    }
    out
}

/// Asserts three non-empty texts, the English one differing from both others: the content is
/// really translated. (Kazakh and Russian may share a word such as "Университет".)
pub fn assert_translated(texts: &[String; 3]) {
    assert!(texts.iter().all(|t| !t.trim().is_empty()), "{texts:?}");
    assert_ne!(texts[0], texts[2], "kz and en are the same: {texts:?}");
    assert_ne!(texts[1], texts[2], "ru and en are the same: {texts:?}");
}

/// Logs the demo's service account in at the server at `base`; answers the forms token.
pub async fn service_token(client: &reqwest::Client, base: &str) -> String {
    let response = client
        .post(format!("{base}/api/v1/auth/login"))
        .json(&serde_json::json!({"email": "forms@dbu.edu.kz", "password": "dala-demo-forms"}))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    let body: Value = response.json().await.unwrap();
    body["data"]["access_token"].as_str().unwrap().to_owned()
}

/// The content type whose items are kept in `table`.
pub fn kind_in(table: &str) -> &'static bilim::store::schema::ContentType {
    bilim::store::schema::TYPES
        .iter()
        .find(|kind| kind.table() == Some(table))
        .unwrap_or_else(|| panic!("no type is kept in {table}"))
}

/// Who a test's own writes are recorded as made by.
pub fn test_editor() -> bilim::store::items::Editor<'static> {
    bilim::store::items::Editor {
        actor: bilim::store::audit::Actor {
            user_id: None,
            email: "test",
            client: String::new(),
        },
    }
}
