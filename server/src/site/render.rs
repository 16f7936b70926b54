//! Server rendering of the site's pages: the web app's own React components, run by an embedded
//! JavaScript engine (QuickJS, through rquickjs) inside this process.
//!
//! The web build makes one ES module, `ssr.mjs` (web/src/entry-server.tsx), that exports
//! `render(url, optionsJson)`: it renders the page, fetching what it needs from our API, and
//! answers a promise of JSON (the HTML and the answers it used).
//!
//! * [`Engine`]: one QuickJS runtime and context with the bundle loaded. It drives the render's
//!   promise from Rust: promise jobs, then the polyfills' timers (a virtual clock), then the
//!   page's `fetch` calls, answered in-process by the API router (GET `/api/v1` only, anonymous).
//!   Guards: a memory limit, a stack limit and a deadline (QuickJS's interrupt handler stops a
//!   runaway script); a render whose promise can never settle is reported at once.
//! * [`Renderer`]: a pool of threads, one engine each (an engine never leaves its thread), fed
//!   from a bounded queue; the request awaits a oneshot reply within a timeout. The bundle is
//!   compiled to bytecode once and every worker loads that.
//!
//! The bundle also exports `pageParams`, the query parameters its pages read (web/src/pageParams.ts):
//! a page is kept under those alone ([`PageParams`], site/head.rs).
//!
//! Whatever goes wrong (no bundle, a full queue, a timeout, a script error), the caller sends the
//! page as before the renderer existed, the shell the browser renders, and logs why.

use std::path::Path;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, RwLock, mpsc};
use std::time::{Duration, Instant};

use axum::Router;
use rquickjs::context::EvalOptions;
use rquickjs::module::{Declared, Evaluated, WriteOptions};
use rquickjs::{CatchResultExt, CaughtError, Context, Ctx, Function, Module, Promise, Runtime, Value};
use serde::Deserialize;

/// The engine's limits. The defaults hold the app's largest page with room to spare: a render
/// takes about 4 MB of JS heap and 20–40 ms of CPU.
#[derive(Clone, Debug)]
pub struct Limits {
    /// The JS heap of one runtime, in bytes.
    pub memory: usize,
    /// The JS stack, in bytes (React's renderer recurses with the depth of the tree).
    pub stack: usize,
    /// The time one render may take, promise jobs, timers and fetches included.
    pub deadline: Duration,
    /// Timers set further than this (virtual milliseconds) never run in a render (a carousel's
    /// autoplay, a refetch interval).
    pub timer_horizon_ms: u32,
    /// The heap growth after which QuickJS collects cycles: bounds each worker's memory.
    pub gc_threshold: usize,
}

impl Limits {
    /// The default time a render may take: a page renders in 20–150 ms on a quiet machine.
    pub const DEADLINE_MS: u64 = 1500;
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            memory: 64 << 20,
            stack: 4 << 20,
            deadline: Duration::from_millis(Limits::DEADLINE_MS),
            timer_horizon_ms: 1000,
            gc_threshold: 8 << 20,
        }
    }
}

#[derive(Debug, thiserror::Error)]
pub enum RenderError {
    /// The script threw or its promise rejected: message and JS stack.
    #[error("the render threw: {0}")]
    Js(String),
    #[error("the render ran past its deadline")]
    Timeout,
    #[error("the render ran out of memory")]
    OutOfMemory,
    #[error("the render's promise is pending with nothing left to run")]
    Stalled,
    #[error("the render answered a {0}, not a string")]
    NotAString(&'static str),
    #[error("the render's answer is not what the server expects: {0}")]
    BadAnswer(String),
    /// React reported errors (a component threw): the page would not hydrate as rendered.
    #[error("components failed: {0}")]
    Components(String),
    #[error("quickjs: {0}")]
    Engine(String),
    #[error("every renderer is busy")]
    Busy,
    #[error("no renderer (server rendering is off or the bundle did not load)")]
    Unavailable,
}

impl RenderError {
    /// Whether the runtime may have been stopped half-way through something: it is made anew.
    fn poisons(&self) -> bool {
        matches!(
            self,
            RenderError::Timeout | RenderError::OutOfMemory | RenderError::Engine(_)
        )
    }
}

/// The query parameters the bundle's pages read: these names, and these prefixes followed by a
/// number (a document list's page, `docs175`).
#[derive(Debug, Clone, Default, PartialEq, Eq, Deserialize)]
pub struct PageParams {
    pub names: Vec<String>,
    pub numbered: Vec<String>,
}

impl PageParams {
    /// Whether a page may read the parameter `name`.
    pub fn reads(&self, name: &str) -> bool {
        self.names.iter().any(|known| known == name)
            || self.numbered.iter().any(|prefix| {
                name.strip_prefix(prefix.as_str())
                    .is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
            })
    }
}

/// How the bundle reaches an engine: its source, or bytecode compiled from it once.
#[derive(Clone)]
pub enum Bundle {
    Source(Arc<str>),
    Bytecode(Arc<[u8]>),
}

impl Bundle {
    /// The bundle as QuickJS bytecode (parsing the 900 kB source takes a worker ~100 ms; loading
    /// bytecode ~10 ms).
    pub fn compile(source: &str) -> Result<Bundle, RenderError> {
        let engine = |e: rquickjs::Error| RenderError::Engine(e.to_string());
        let runtime = Runtime::new().map_err(engine)?;
        let context = Context::full(&runtime).map_err(engine)?;
        let bytes = context.with(|ctx| {
            let module = Module::declare(ctx.clone(), "ssr.mjs", source.as_bytes().to_vec())
                .catch(&ctx)
                .map_err(|e| RenderError::Js(js_error_text(&ctx, e)))?;
            module
                .write(WriteOptions {
                    strip_source: true,
                    ..Default::default()
                })
                .map_err(engine)
        })?;
        Ok(Bundle::Bytecode(bytes.into()))
    }
}

/// Answers a render's `fetch` calls: `(status, body)` per URL, in order; status 0 is a network
/// error.
pub trait Fetcher {
    fn fetch(&self, urls: &[String]) -> Vec<(u16, String)>;
}

/// Refuses every request.
pub struct NoFetch;

impl Fetcher for NoFetch {
    fn fetch(&self, urls: &[String]) -> Vec<(u16, String)> {
        urls.iter().map(|_| (0, "no fetch here".to_owned())).collect()
    }
}

/// What the host gives the bundle before it runs: console (to the log), `fetch` (settled by the
/// render loop) and native UTF-8 (React encodes every chunk it writes).
const PRELUDE: &str = r#"
globalThis.console = (() => {
  const text = (v) => v instanceof Error ? (v.stack ? v.message + "\n" + v.stack : String(v))
    : typeof v === "object" ? (() => { try { return JSON.stringify(v) } catch { return String(v) } })() : String(v);
  const out = {};
  for (const level of ["log", "info", "warn", "error", "debug", "trace"]) out[level] = (...a) => __ssr_log(level, a.map(text).join(" "));
  return out;
})();
(() => {
  const pending = new Map();
  let next = 0;
  class Response {
    constructor(status, body) {
      this.status = status; this.ok = status >= 200 && status < 300; this.statusText = "";
      this._body = body;
      this.headers = { get: (n) => String(n).toLowerCase() === "content-type" ? "application/json" : null, has: (n) => String(n).toLowerCase() === "content-type" };
    }
    async text() { return this._body }
    async json() { return JSON.parse(this._body) }
    clone() { return new Response(this.status, this._body) }
  }
  globalThis.fetch = (input, init = {}) => new Promise((resolve, reject) => {
    const url = typeof input === "string" ? input : String(input && input.url || input);
    if (String(init.method || "GET").toUpperCase() !== "GET") return reject(new TypeError("only GET on the server"));
    const id = ++next;
    pending.set(id, { resolve, reject, url, taken: false });
    const signal = init.signal;
    if (signal && signal.addEventListener) signal.addEventListener("abort", () => {
      if (pending.delete(id)) reject(signal.reason);
    });
  });
  globalThis.__ssr_take_fetches = () => {
    const out = [];
    for (const [id, f] of pending) if (!f.taken) { f.taken = true; out.push(id, f.url) }
    return out;
  };
  globalThis.__ssr_fetch_done = (id, status, body) => {
    const f = pending.get(id);
    if (!f) return;
    pending.delete(id);
    if (status === 0) f.reject(new TypeError("fetch failed: " + body));
    else f.resolve(new Response(status, body));
  };
  globalThis.__ssr_fetch_reset = () => pending.clear();
})();
globalThis.TextEncoder = class TextEncoder {
  get encoding() { return "utf-8" }
  encode(s = "") { return __ssr_utf8_encode(String(s)) }
};
globalThis.TextDecoder = class TextDecoder {
  get encoding() { return "utf-8" }
  decode(b) { return b === undefined ? "" : __ssr_utf8_decode(ArrayBuffer.isView(b) ? b : new Uint8Array(b)) }
};
"#;

fn js_log(level: String, message: String) {
    match level.as_str() {
        "error" | "warn" => tracing::warn!(target: "bilim::ssr", "{message}"),
        _ => tracing::debug!(target: "bilim::ssr", "{message}"),
    }
}

fn utf8_encode<'js>(ctx: Ctx<'js>, s: String) -> rquickjs::Result<rquickjs::TypedArray<'js, u8>> {
    rquickjs::TypedArray::<u8>::new(ctx, s.into_bytes())
}

fn utf8_decode<'js>(bytes: rquickjs::TypedArray<'js, u8>) -> String {
    // SAFETY: the bytes are copied at once, before any JS runs again.
    bytes
        .as_raw()
        .map(|raw| String::from_utf8_lossy(unsafe { raw.as_ref() }).into_owned())
        .unwrap_or_default()
}

fn js_error_text<'js>(ctx: &Ctx<'js>, error: CaughtError<'js>) -> String {
    match error {
        CaughtError::Exception(e) => {
            format!("{}\n{}", e.message().unwrap_or_default(), e.stack().unwrap_or_default())
        }
        CaughtError::Value(v) => ctx
            .json_stringify(v.clone())
            .ok()
            .flatten()
            .and_then(|s| s.to_string().ok())
            .unwrap_or_else(|| format!("{v:?}")),
        CaughtError::Error(e) => e.to_string(),
    }
}

/// One QuickJS runtime and context with the bundle evaluated. Not `Send`: it stays on the thread
/// that made it.
pub struct Engine {
    // Declared before `runtime`: a context must go before its runtime.
    context: Context,
    runtime: Runtime,
    /// Nanoseconds since `epoch` after which the interrupt handler stops the script.
    deadline: Arc<AtomicU64>,
    epoch: Instant,
    limits: Limits,
    /// The bundle's `pageParams`, or `None` for a bundle without them.
    page_params: Option<PageParams>,
}

impl Engine {
    pub fn new(bundle: &Bundle, limits: Limits) -> Result<Engine, RenderError> {
        let engine = |e: rquickjs::Error| RenderError::Engine(e.to_string());
        let runtime = Runtime::new().map_err(engine)?;
        runtime.set_memory_limit(limits.memory);
        runtime.set_max_stack_size(limits.stack);
        runtime.set_gc_threshold(limits.gc_threshold);
        let deadline = Arc::new(AtomicU64::new(u64::MAX));
        let epoch = Instant::now();
        {
            let deadline = deadline.clone();
            // Called every few thousand instructions: keep it cheap.
            runtime.set_interrupt_handler(Some(Box::new(move || {
                epoch.elapsed().as_nanos() as u64 > deadline.load(Ordering::Relaxed)
            })));
        }
        let context = Context::full(&runtime).map_err(engine)?;
        let page_params = context.with(|ctx| -> Result<Option<PageParams>, RenderError> {
            let js = |e| RenderError::Js(js_error_text(&ctx, e));
            let globals = ctx.globals();
            globals
                .set("__ssr_log", Function::new(ctx.clone(), js_log).map_err(engine)?)
                .map_err(engine)?;
            globals
                .set(
                    "__ssr_utf8_encode",
                    Function::new(ctx.clone(), utf8_encode).map_err(engine)?,
                )
                .map_err(engine)?;
            globals
                .set(
                    "__ssr_utf8_decode",
                    Function::new(ctx.clone(), utf8_decode).map_err(engine)?,
                )
                .map_err(engine)?;
            ctx.eval_with_options::<(), _>(PRELUDE, EvalOptions::default())
                .catch(&ctx)
                .map_err(js)?;
            let module: Module<'_, Declared> = match bundle {
                Bundle::Source(source) => Module::declare(ctx.clone(), "ssr.mjs", source.as_bytes().to_vec())
                    .catch(&ctx)
                    .map_err(js)?,
                // SAFETY: the bytes come from `Bundle::compile` in this process (the same QuickJS
                // build); QuickJS does not check bytecode.
                Bundle::Bytecode(bytes) => unsafe { Module::load(ctx.clone(), bytes) }.catch(&ctx).map_err(js)?,
            };
            let (module, promise) = module.eval().catch(&ctx).map_err(js)?;
            settled_by_jobs(&ctx, &promise).map_err(js)?;
            let render: Function = module.get("render").catch(&ctx).map_err(js)?;
            globals.set("__ssr_render", render).map_err(engine)?;
            warm(&ctx, &module);
            // The polyfills' timer queue (web/src/ssr/polyfills.ts).
            for name in ["__ssr_tick", "__ssr_reset"] {
                let _: Function = globals.get(name).catch(&ctx).map_err(js)?;
            }
            let params: Value = module.get("pageParams").catch(&ctx).map_err(js)?;
            if params.is_undefined() {
                return Ok(None);
            }
            let text = ctx.json_stringify(params).catch(&ctx).map_err(js)?;
            let text = text.map(|s| s.to_string()).transpose().map_err(engine)?;
            let params = serde_json::from_str(text.as_deref().unwrap_or("null"))
                .map_err(|e| RenderError::Js(format!("the bundle's pageParams: {e}")))?;
            Ok(Some(params))
        })?;
        Ok(Engine {
            context,
            runtime,
            deadline,
            epoch,
            limits,
            page_params,
        })
    }

    /// The query parameters the bundle's pages read, when the bundle lists them.
    pub fn page_params(&self) -> Option<&PageParams> {
        self.page_params.as_ref()
    }

    fn past_deadline(&self) -> bool {
        self.epoch.elapsed().as_nanos() as u64 > self.deadline.load(Ordering::Relaxed)
    }

    /// Calls the bundle's `render(url, optionsJson)` and runs jobs, timers and fetches until its
    /// promise settles, within the deadline; answers the string it settles with.
    pub fn render(&self, url: &str, options: &str, fetcher: &dyn Fetcher) -> Result<String, RenderError> {
        let limit = self.epoch.elapsed() + self.limits.deadline;
        self.deadline.store(limit.as_nanos() as u64, Ordering::Relaxed);
        let result = self.context.with(|ctx| self.render_in(&ctx, url, options, fetcher));
        self.deadline.store(u64::MAX, Ordering::Relaxed);
        result
    }

    fn render_in<'js>(
        &self,
        ctx: &Ctx<'js>,
        url: &str,
        options: &str,
        fetcher: &dyn Fetcher,
    ) -> Result<String, RenderError> {
        let fail = |e: CaughtError<'js>| self.classify(ctx, e);
        let global = |name: &str| -> Result<Function<'js>, RenderError> {
            ctx.globals().get(name).map_err(|e| RenderError::Engine(e.to_string()))
        };
        let tick = global("__ssr_tick")?;
        global("__ssr_reset")?.call::<_, ()>(()).catch(ctx).map_err(fail)?;
        global("__ssr_fetch_reset")?
            .call::<_, ()>(())
            .catch(ctx)
            .map_err(fail)?;
        let (take_fetches, fetch_done) = (global("__ssr_take_fetches")?, global("__ssr_fetch_done")?);
        let value: Value = global("__ssr_render")?.call((url, options)).catch(ctx).map_err(fail)?;
        let Some(promise) = value.as_promise().cloned() else {
            return string_of(&value);
        };
        loop {
            if let Some(result) = promise.result::<Value>() {
                let value = result.catch(ctx).map_err(fail)?;
                self.drain(ctx, &tick);
                return string_of(&value);
            }
            if self.past_deadline() {
                return Err(RenderError::Timeout);
            }
            if ctx.execute_pending_job() {
                continue;
            }
            let ran: bool = tick.call((self.limits.timer_horizon_ms,)).catch(ctx).map_err(fail)?;
            if ran {
                continue;
            }
            // Nothing left to run in JS: answer the fetches it waits for, all at once.
            let taken: Vec<Value> = take_fetches.call(()).catch(ctx).map_err(fail)?;
            if taken.is_empty() {
                return Err(RenderError::Stalled);
            }
            let (ids, urls): (Vec<Value>, Vec<String>) = taken
                .chunks(2)
                .map(|pair| {
                    let url = pair.get(1).and_then(|u| u.as_string()).and_then(|s| s.to_string().ok());
                    (pair[0].clone(), url.unwrap_or_default())
                })
                .unzip();
            for (id, (status, body)) in ids.into_iter().zip(fetcher.fetch(&urls)) {
                fetch_done.call::<_, ()>((id, status, body)).catch(ctx).map_err(fail)?;
            }
        }
    }

    /// Runs what a render left scheduled before the next render forgets the timers: dropping
    /// them leaks (React's stream renderer sets a timer per queued piece of work, and a dropped
    /// timer keeps its callback, which holds the whole request).
    fn drain<'js>(&self, ctx: &Ctx<'js>, tick: &Function<'js>) {
        for _ in 0..10_000 {
            if self.past_deadline() {
                return;
            }
            if ctx.execute_pending_job() {
                continue;
            }
            if !matches!(tick.call::<_, bool>((self.limits.timer_horizon_ms,)), Ok(true)) {
                return;
            }
        }
    }

    fn classify<'js>(&self, ctx: &Ctx<'js>, error: CaughtError<'js>) -> RenderError {
        let text = js_error_text(ctx, error);
        if text.starts_with("interrupted") || (self.past_deadline() && text.contains("interrupted")) {
            RenderError::Timeout
        } else if text.contains("out of memory") {
            RenderError::OutOfMemory
        } else {
            RenderError::Js(text)
        }
    }

    /// The bytes QuickJS holds for this engine.
    pub fn memory_used(&self) -> i64 {
        self.runtime.memory_usage().memory_used_size
    }
}

/// Runs promise jobs until none is left, then `promise`'s value: None if it has not settled (it
/// waits for a timer or a fetch, which only a render's loop answers).
fn settled_by_jobs<'js>(ctx: &Ctx<'js>, promise: &Promise<'js>) -> rquickjs::CaughtResult<'js, Option<Value<'js>>> {
    while ctx.execute_pending_job() {}
    promise.result::<Value>().transpose().catch(ctx)
}

/// Runs the bundle's `warm()` when it has one: it loads the code and texts pages would otherwise
/// load in their first render. Its failure costs only time (the render loads them itself): logged.
fn warm<'js>(ctx: &Ctx<'js>, module: &Module<'js, Evaluated>) {
    let Ok(warm) = module.get::<_, Function>("warm") else {
        return;
    };
    let settled = warm
        .call::<_, Promise>(())
        .catch(ctx)
        .and_then(|promise| settled_by_jobs(ctx, &promise));
    match settled {
        Ok(Some(_)) => {}
        Ok(None) => tracing::warn!("the server bundle's warm() did not settle: pages load their code as they render"),
        Err(err) => {
            tracing::warn!(error = %js_error_text(ctx, err), "the server bundle's warm() failed: pages load their code as they render")
        }
    }
}

fn string_of(value: &Value) -> Result<String, RenderError> {
    match value.as_string() {
        Some(s) => s.to_string().map_err(|e| RenderError::Engine(e.to_string())),
        None => Err(RenderError::NotAString(value.type_name())),
    }
}

/// The bundle's answer (web/src/entry-server.tsx `RenderResult`).
#[derive(Deserialize)]
struct Answer {
    html: String,
    answers: Box<serde_json::value::RawValue>,
    #[serde(default)]
    errors: Vec<String>,
    #[serde(default)]
    missing: Vec<serde_json::Value>,
    /// Milliseconds of each render pass and each round of fetches between them.
    #[serde(default)]
    timings: Vec<u32>,
}

/// A page rendered on the server.
#[derive(Debug)]
pub struct Rendered {
    /// The markup of `#root`.
    pub html: String,
    /// The answers the page was rendered from, `[[queryKey, data], …]` (web/src/ssr/data.ts).
    pub answers: String,
}

fn parse_answer(json: &str) -> Result<Rendered, RenderError> {
    let answer: Answer = serde_json::from_str(json).map_err(|e| RenderError::BadAnswer(e.to_string()))?;
    if let Some(first) = answer.errors.first() {
        return Err(RenderError::Components(
            first.lines().next().unwrap_or_default().to_owned(),
        ));
    }
    tracing::debug!(timings = ?answer.timings, "render passes and fetch rounds, ms");
    if !answer.missing.is_empty() {
        tracing::debug!(missing = ?answer.missing, "rendered with queries still loading");
    }
    Ok(Rendered {
        html: answer.html,
        answers: answer.answers.get().to_owned(),
    })
}

// ---- The pool --------------------------------------------------------------------------------

/// The API, called in-process by the workers for a render's data.
struct ApiFetcher<'a> {
    api: &'a Router,
    runtime: &'a tokio::runtime::Handle,
}

/// The largest API answer a render takes.
const MAX_API_ANSWER: usize = 4 << 20;

impl Fetcher for ApiFetcher<'_> {
    fn fetch(&self, urls: &[String]) -> Vec<(u16, String)> {
        use tower::ServiceExt;
        let one = |url: &String| {
            let api = self.api.clone();
            let url = url.clone();
            async move {
                // Only the public reads: the render is anonymous and never writes.
                if !url.starts_with(crate::http::API_PREFIX) || url.starts_with("/api/v1/admin") {
                    return (0, format!("not fetched on the server: {url}"));
                }
                let Ok(request) = axum::http::Request::get(&url).body(axum::body::Body::empty()) else {
                    return (0, format!("bad address: {url}"));
                };
                let Ok(response) = api.oneshot(request).await;
                let status = response.status().as_u16();
                match axum::body::to_bytes(response.into_body(), MAX_API_ANSWER).await {
                    Ok(body) => (status, String::from_utf8_lossy(&body).into_owned()),
                    Err(err) => (0, err.to_string()),
                }
            }
        };
        self.runtime
            .block_on(futures_util::future::join_all(urls.iter().map(one)))
    }
}

struct Job {
    url: String,
    reply: tokio::sync::oneshot::Sender<Result<Rendered, RenderError>>,
}

/// The renderer threads, or none (rendering off, or the bundle missing or broken).
pub struct Renderer {
    queue: Option<mpsc::SyncSender<Job>>,
    /// The API router, which holds the application's state, which holds this renderer: the
    /// server lets go of it when it stops ([`Renderer::forget_api`]) so that the state is dropped.
    api: ApiSlot,
    /// How long a request waits for its render (queueing included) before it falls back.
    timeout: Duration,
    /// The query parameters pages read, from the bundle: `None` when it does not list them.
    page_params: Option<PageParams>,
}

type ApiSlot = Arc<RwLock<Option<Router>>>;

/// Jobs waiting per worker before a request falls back instead of queueing.
const QUEUE_PER_WORKER: usize = 4;

impl Renderer {
    /// No server rendering: every page is rendered in the browser.
    pub fn off() -> Renderer {
        Renderer {
            queue: None,
            api: Arc::default(),
            timeout: Duration::ZERO,
            // The browser reads the query; the server's page is the shell and its head.
            page_params: Some(PageParams::default()),
        }
    }

    /// Loads the bundle at `bundle` into `workers` threads. When it is missing or does not load,
    /// says so in the log and answers [`Renderer::off`]: the site works without it.
    pub async fn start(bundle: &Path, workers: usize, limits: Limits) -> Renderer {
        let source = match tokio::fs::read_to_string(bundle).await {
            Ok(source) => source,
            Err(err) => {
                tracing::warn!(bundle = %bundle.display(), error = %err, "no server rendering bundle: pages render in the browser (run `make web`)");
                return Renderer::off();
            }
        };
        let started = Instant::now();
        let handle = tokio::runtime::Handle::current();
        let made = tokio::task::spawn_blocking(move || Renderer::spawn(&source, workers, limits, handle)).await;
        match made {
            Ok(Ok(renderer)) => {
                tracing::info!(
                    workers,
                    ms = started.elapsed().as_millis() as u64,
                    "server rendering ready"
                );
                renderer
            }
            Ok(Err(err)) => {
                tracing::error!(bundle = %bundle.display(), error = %err, "the server rendering bundle does not load: pages render in the browser");
                Renderer::off()
            }
            Err(err) => {
                tracing::error!(error = %err, "starting the renderers failed: pages render in the browser");
                Renderer::off()
            }
        }
    }

    /// Compiles `source` once and starts the workers; returns when each has loaded it.
    fn spawn(
        source: &str,
        workers: usize,
        limits: Limits,
        runtime: tokio::runtime::Handle,
    ) -> Result<Renderer, RenderError> {
        let bundle = Bundle::compile(source)?;
        let workers = workers.max(1);
        let (queue, jobs) = mpsc::sync_channel::<Job>(workers * QUEUE_PER_WORKER);
        let jobs = Arc::new(Mutex::new(jobs));
        let api: ApiSlot = Arc::default();
        let (ready, loaded) = mpsc::channel();
        for i in 0..workers {
            let (jobs, bundle, limits, api, runtime, ready) = (
                jobs.clone(),
                bundle.clone(),
                limits.clone(),
                api.clone(),
                runtime.clone(),
                ready.clone(),
            );
            std::thread::Builder::new()
                .name(format!("render-{i}"))
                // QuickJS's own stack limit stays below the thread's.
                .stack_size(limits.stack + (4 << 20))
                .spawn(move || {
                    let first = Engine::new(&bundle, limits.clone());
                    let loaded = first
                        .as_ref()
                        .map(|engine| engine.page_params().cloned())
                        .map_err(|e| e.to_string());
                    let _ = ready.send(loaded);
                    let Ok(first) = first else { return };
                    work(first, &jobs, &bundle, &limits, &api, &runtime);
                })
                .map_err(|e| RenderError::Engine(e.to_string()))?;
        }
        drop(ready);
        let mut page_params = None;
        for _ in 0..workers {
            page_params = loaded
                .recv()
                .map_err(|_| RenderError::Unavailable)?
                .map_err(RenderError::Engine)?;
        }
        if page_params.is_none() {
            tracing::warn!("the server rendering bundle lists no pageParams: pages are kept under their whole query");
        }
        Ok(Renderer {
            queue: Some(queue),
            api,
            timeout: limits.deadline + Duration::from_millis(500),
            page_params,
        })
    }

    /// The query parameters the pages read: those the bundle lists; none when pages render in
    /// the browser; `None` when the bundle does not list them (any parameter may matter).
    pub fn page_params(&self) -> Option<&PageParams> {
        self.page_params.as_ref()
    }

    /// Whether pages are rendered on the server.
    pub fn is_on(&self) -> bool {
        self.queue.is_some()
    }

    /// The API router the renders read from (set when the application is built).
    pub fn set_api(&self, api: Router) {
        if !self.is_on() {
            return;
        }
        if let Ok(mut slot) = self.api.write() {
            *slot = Some(api);
        }
    }

    /// Lets go of the API router (when the server stops); renders fall back from then on.
    pub fn forget_api(&self) {
        if let Ok(mut slot) = self.api.write() {
            *slot = None;
        }
    }

    /// Renders the page at `url` (path and query).
    pub async fn render(&self, url: &str) -> Result<Rendered, RenderError> {
        let queue = self.queue.as_ref().ok_or(RenderError::Unavailable)?;
        let (reply, answer) = tokio::sync::oneshot::channel();
        let job = Job {
            url: url.to_owned(),
            reply,
        };
        queue.try_send(job).map_err(|err| match err {
            mpsc::TrySendError::Full(_) => RenderError::Busy,
            mpsc::TrySendError::Disconnected(_) => RenderError::Unavailable,
        })?;
        match tokio::time::timeout(self.timeout, answer).await {
            Ok(Ok(result)) => result,
            Ok(Err(_)) => Err(RenderError::Unavailable),
            Err(_) => Err(RenderError::Timeout),
        }
    }
}

/// A worker's life: take a job, render, reply; make the engine anew after a render that may
/// have left it broken.
fn work(
    first: Engine,
    jobs: &Mutex<mpsc::Receiver<Job>>,
    bundle: &Bundle,
    limits: &Limits,
    api: &RwLock<Option<Router>>,
    runtime: &tokio::runtime::Handle,
) {
    let mut engine = Some(first);
    loop {
        let job = { jobs.lock().map(|jobs| jobs.recv()) };
        let Ok(Ok(job)) = job else { return };
        if job.reply.is_closed() {
            continue; // the request gave up while it queued
        }
        if engine.is_none() {
            engine = Engine::new(bundle, limits.clone())
                .inspect_err(|err| tracing::error!(error = %err, "a renderer could not be made anew"))
                .ok();
        }
        let api = api.read().ok().and_then(|api| api.clone());
        let result = match (&engine, &api) {
            (Some(engine), Some(api)) => engine
                .render(&job.url, "{}", &ApiFetcher { api, runtime })
                .and_then(|json| parse_answer(&json)),
            _ => Err(RenderError::Unavailable),
        };
        if result.as_ref().err().is_some_and(RenderError::poisons) {
            engine = None;
        }
        let _ = job.reply.send(result);
    }
}

// ---- The page around a render ------------------------------------------------------------------

/// The id of the embedded answers (web/src/ssr/data.ts reads them).
const ANSWERS_ID: &str = "ssr-data";

/// The page: `shell` (already carrying the page's head) with the render inside `<div id="root">`,
/// the tags React put before the tree (image preloads) in the head, and
/// the answers as a JSON script (data, which the Content-Security-Policy allows; `<` escaped so no
/// text can end the script). None when the shell has no empty root.
pub fn compose(shell: &str, rendered: &Rendered) -> Option<String> {
    let mut rest = rendered.html.as_str();
    let mut hoisted = String::new();
    while rest.starts_with("<link ") || rest.starts_with("<meta ") {
        let end = rest.find('>')? + 1;
        hoisted.push_str(&rest[..end]);
        rest = &rest[end..];
    }
    let answers = rendered
        .answers
        .replace('<', "\\u003c")
        .replace('\u{2028}', "\\u2028")
        .replace('\u{2029}', "\\u2029");
    let root = r#"<div id="root"></div>"#;
    let at = shell.find(root)?;
    let head_end = shell.find("</head>").filter(|end| *end < at)?;
    let mut page = String::with_capacity(shell.len() + rest.len() + answers.len() + 128);
    page.push_str(&shell[..head_end]);
    page.push_str(&hoisted);
    page.push_str(&shell[head_end..at]);
    page.push_str(r#"<div id="root">"#);
    page.push_str(rest);
    page.push_str(r#"</div><script type="application/json" id=""#);
    page.push_str(ANSWERS_ID);
    page.push_str(r#"">"#);
    page.push_str(&answers);
    page.push_str("</script>");
    page.push_str(&shell[at + root.len()..]);
    Some(page)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A bundle with the host interface of the real one (timers from the polyfills, `render`).
    const TINY: &str = r#"
        let tasks = [];
        globalThis.setTimeout = (f) => tasks.push(f);
        globalThis.__ssr_tick = () => { const f = tasks.shift(); if (!f) return false; f(); return true };
        globalThis.__ssr_reset = () => { tasks = [] };
        const answer = (html) => JSON.stringify({ html, answers: [], errors: [], missing: [] });
        export const pageParams = { names: ["page", "year"], numbered: ["docs"] };
        let warmed = "cold";
        export async function warm() { await Promise.resolve(); warmed = "warm" }
        export async function render(url) {
          if (url === "/warmed") return answer(warmed);
          if (url === "/loop") for (;;) {}
          if (url === "/stall") await new Promise(() => {});
          if (url === "/throw") throw new Error("no such page");
          if (url === "/oom") { const a = []; for (;;) a.push(new Array(100000).fill(1)); }
          if (url === "/broken") return answer("x").replace("html", "nothtml");
          if (url === "/component") return JSON.stringify({ html: "", answers: [], errors: ["Cards threw\n at x"] });
          if (url === "/fetch") { const r = await fetch("/api/v1/x?lang=kz"); return answer((await r.json()).data + " " + r.status) }
          await new Promise((r) => setTimeout(r, 0));
          return answer("<p>" + url + " " + new TextDecoder().decode(new TextEncoder().encode("қаз")) + "</p>");
        }
    "#;

    struct Echo;
    impl Fetcher for Echo {
        fn fetch(&self, urls: &[String]) -> Vec<(u16, String)> {
            urls.iter().map(|u| (200, format!(r#"{{"data":"{u}"}}"#))).collect()
        }
    }

    fn engine(limits: Limits) -> Engine {
        Engine::new(&Bundle::compile(TINY).unwrap(), limits).unwrap()
    }

    fn render(engine: &Engine, url: &str) -> Result<Rendered, RenderError> {
        engine.render(url, "{}", &Echo).and_then(|json| parse_answer(&json))
    }

    #[test]
    fn a_render_runs_its_jobs_timers_and_fetches() {
        let engine = engine(Limits::default());
        assert_eq!(render(&engine, "/a").unwrap().html, "<p>/a қаз</p>");
        assert_eq!(render(&engine, "/fetch").unwrap().html, "/api/v1/x?lang=kz 200");
        assert!(matches!(
            engine.render("/fetch", "{}", &NoFetch),
            Err(RenderError::Js(_))
        ));
    }

    #[test]
    fn a_runaway_script_is_stopped_at_its_deadline() {
        let engine = engine(Limits {
            deadline: Duration::from_millis(100),
            ..Limits::default()
        });
        let started = Instant::now();
        assert!(matches!(render(&engine, "/loop"), Err(RenderError::Timeout)));
        assert!(started.elapsed() < Duration::from_secs(2));
        // The engine is still usable (the pool makes it anew anyway).
        assert_eq!(render(&engine, "/b").unwrap().html, "<p>/b қаз</p>");
    }

    #[test]
    fn a_promise_that_never_settles_is_reported_at_once() {
        let engine = engine(Limits::default());
        let started = Instant::now();
        assert!(matches!(render(&engine, "/stall"), Err(RenderError::Stalled)));
        assert!(started.elapsed() < Duration::from_millis(500));
    }

    #[test]
    fn the_bundle_says_which_query_parameters_its_pages_read() {
        let params = engine(Limits::default()).page_params().cloned().unwrap();
        for name in ["page", "year", "docs175"] {
            assert!(params.reads(name), "{name}");
        }
        for name in ["utm_source", "pages", "docs", "docsx", "docs1x", "Page"] {
            assert!(!params.reads(name), "{name}");
        }
        let without = TINY.replace("export const pageParams", "const pageParams");
        let engine = Engine::new(&Bundle::compile(&without).unwrap(), Limits::default()).unwrap();
        assert_eq!(engine.page_params(), None);
    }

    #[test]
    fn the_bundle_is_warmed_before_its_first_render_and_renders_when_warming_fails() {
        assert_eq!(render(&engine(Limits::default()), "/warmed").unwrap().html, "warm");
        for broken in [
            "export async function warm() { throw new Error(\"no chunk\") }",
            "export function warm() { return new Promise(() => {}) }",
            "export const warm = 1",
        ] {
            let bundle = TINY.replace(
                "export async function warm() { await Promise.resolve(); warmed = \"warm\" }",
                broken,
            );
            assert_ne!(bundle, TINY);
            let engine = Engine::new(&Bundle::compile(&bundle).unwrap(), Limits::default()).unwrap();
            assert_eq!(render(&engine, "/warmed").unwrap().html, "cold", "{broken}");
            assert_eq!(render(&engine, "/a").unwrap().html, "<p>/a қаз</p>", "{broken}");
        }
    }

    #[test]
    fn a_throw_a_broken_answer_and_a_component_error_are_failures() {
        let engine = engine(Limits::default());
        assert!(matches!(render(&engine, "/throw"), Err(RenderError::Js(m)) if m.contains("no such page")));
        assert!(matches!(render(&engine, "/broken"), Err(RenderError::BadAnswer(_))));
        assert!(matches!(render(&engine, "/component"), Err(RenderError::Components(m)) if m == "Cards threw"));
    }

    #[test]
    fn a_render_past_its_memory_fails_without_taking_the_process() {
        let engine = engine(Limits {
            memory: 16 << 20,
            ..Limits::default()
        });
        assert!(matches!(render(&engine, "/oom"), Err(RenderError::OutOfMemory)));
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn the_pool_renders_on_its_threads_and_falls_back_without_a_bundle() {
        let dir = tempfile::tempdir().unwrap();
        let missing = Renderer::start(&dir.path().join("ssr.mjs"), 2, Limits::default()).await;
        assert!(!missing.is_on());
        assert!(matches!(missing.render("/").await, Err(RenderError::Unavailable)));

        std::fs::write(dir.path().join("bad.mjs"), "export const render = ;").unwrap();
        assert!(
            !Renderer::start(&dir.path().join("bad.mjs"), 1, Limits::default())
                .await
                .is_on()
        );

        std::fs::write(dir.path().join("ssr.mjs"), TINY).unwrap();
        let pool = Renderer::start(&dir.path().join("ssr.mjs"), 2, Limits::default()).await;
        pool.set_api(Router::new());
        let pages = futures_util::future::join_all((0..6).map(|i| {
            let pool = &pool;
            async move { pool.render(&format!("/p{i}")).await.unwrap().html }
        }))
        .await;
        assert_eq!(pages[5], "<p>/p5 қаз</p>");
        // The in-process API answers: here the empty router's 404, whose empty body is no JSON.
        assert!(matches!(pool.render("/fetch").await, Err(RenderError::Js(m)) if m.contains("JSON")));
        assert!(matches!(pool.render("/throw").await, Err(RenderError::Js(_))));
        assert!(matches!(pool.render("/loop").await, Err(RenderError::Timeout)));
        assert_eq!(pool.render("/after").await.unwrap().html, "<p>/after қаз</p>");
    }

    #[test]
    fn the_page_gets_the_render_its_preloads_and_escaped_state() {
        let shell = r#"<html><head><title>x</title></head><body><div id="root"></div><script type="module" src="/a.js"></script></body></html>"#;
        let rendered = Rendered {
            html: r#"<link rel="preload" as="image" href="/i.svg"/><main>hi</main>"#.into(),
            answers: r#"{"t":"</script><b>"}"#.into(),
        };
        assert_eq!(
            compose(shell, &rendered).unwrap(),
            r#"<html><head><title>x</title><link rel="preload" as="image" href="/i.svg"/></head><body><div id="root"><main>hi</main></div><script type="application/json" id="ssr-data">{"t":"\u003c/script>\u003cb>"}</script><script type="module" src="/a.js"></script></body></html>"#
        );
        assert!(compose("<html><head></head><body></body></html>", &rendered).is_none());
    }
}
