//! The connection loop: hyper with timers, so a client cannot hold a connection by sending half a
//! request (header timeout) or by keeping an unused connection open (idle timeout), and a cap on
//! connections served at once (more wait in the kernel's listen queue).

use std::future::Future;
use std::net::SocketAddr;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::Router;
use axum::extract::ConnectInfo;
use hyper::body::Incoming;
use hyper_util::rt::{TokioIo, TokioTimer};
use tokio::net::TcpListener;
use tokio::sync::{Semaphore, watch};
use tokio::time::Instant;
use tower::ServiceExt;

use crate::config::HttpConfig;

/// How long open requests may take to finish once the server is told to stop.
const DRAIN: Duration = Duration::from_secs(30);

/// Serves `app` on `listener` until `shutdown`, then lets open requests finish.
pub async fn run(
    listener: TcpListener,
    app: Router,
    config: &HttpConfig,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> anyhow::Result<()> {
    let max_connections = config.max_connections.clamp(1, Semaphore::MAX_PERMITS);
    let slots = Arc::new(Semaphore::new(max_connections));
    let mut http1 = hyper::server::conn::http1::Builder::new();
    http1
        .timer(TokioTimer::new())
        .header_read_timeout(Duration::from_secs(config.header_timeout.max(1)))
        .keep_alive(true);
    let idle_timeout = Duration::from_secs(config.idle_timeout.max(1));
    let (stop, stopping) = watch::channel(false);
    tokio::pin!(shutdown);
    loop {
        let slot = tokio::select! {
            slot = slots.clone().acquire_owned() => slot?,
            () = &mut shutdown => break,
        };
        let (tcp, peer) = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok(accepted) => accepted,
                Err(err) => {
                    // Out of file descriptors and the like: wait instead of spinning.
                    tracing::warn!(%err, "cannot accept a connection");
                    tokio::time::sleep(Duration::from_millis(100)).await;
                    continue;
                }
            },
            () = &mut shutdown => break,
        };
        // Without TCP_NODELAY small keep-alive answers wait for Nagle's timer.
        if let Err(err) = tcp.set_nodelay(true) {
            tracing::warn!(%err, "cannot set TCP_NODELAY");
        }
        let activity = Arc::new(Activity::default());
        let service = {
            let activity = activity.clone();
            let app = app.clone();
            hyper::service::service_fn(move |mut request: hyper::Request<Incoming>| {
                request.extensions_mut().insert(ConnectInfo::<SocketAddr>(peer));
                let answer = app.clone().oneshot(request);
                let done = activity.begin();
                async move {
                    let response = answer.await;
                    drop(done);
                    response
                }
            })
        };
        let connection = http1.serve_connection(TokioIo::new(tcp), service);
        let mut stopping = stopping.clone();
        tokio::spawn(async move {
            let _slot = slot;
            tokio::pin!(connection);
            let mut closing = false;
            loop {
                tokio::select! {
                    result = connection.as_mut() => {
                        if let Err(err) = result {
                            tracing::debug!(%err, %peer, "connection ended with an error");
                        }
                        break;
                    }
                    () = activity.idle_for(idle_timeout), if !closing => {
                        connection.as_mut().graceful_shutdown();
                        closing = true;
                    }
                    _ = stopping.changed(), if !closing => {
                        connection.as_mut().graceful_shutdown();
                        closing = true;
                    }
                }
            }
        });
    }
    drop(listener);
    stop.send_replace(true);
    // Every connection holds a slot: when all are back, every request has been answered.
    let drained = u32::try_from(max_connections).unwrap_or(u32::MAX);
    if tokio::time::timeout(DRAIN, slots.acquire_many(drained)).await.is_err() {
        tracing::warn!("requests still open after {} s; stopping anyway", DRAIN.as_secs());
    }
    Ok(())
}

/// A request being answered; dropping it marks the connection's last activity.
struct Answering(Arc<Activity>);

impl Drop for Answering {
    fn drop(&mut self) {
        *self.0.last.lock().expect("not poisoned") = Instant::now();
        self.0.open.fetch_sub(1, Ordering::SeqCst);
    }
}

/// When a connection last answered, and how many of its requests are being answered now.
struct Activity {
    open: AtomicUsize,
    last: Mutex<Instant>,
}

impl Default for Activity {
    fn default() -> Self {
        Activity {
            open: AtomicUsize::new(0),
            last: Mutex::new(Instant::now()),
        }
    }
}

impl Activity {
    /// Marks a request as being answered until the guard drops.
    fn begin(self: &Arc<Self>) -> Answering {
        self.open.fetch_add(1, Ordering::SeqCst);
        Answering(self.clone())
    }

    /// Resolves once the connection has answered everything and sat unused for `limit`.
    async fn idle_for(&self, limit: Duration) {
        loop {
            let since = *self.last.lock().expect("not poisoned");
            tokio::time::sleep_until(since + limit).await;
            let last = *self.last.lock().expect("not poisoned");
            if self.open.load(Ordering::SeqCst) == 0 && last.elapsed() >= limit {
                return;
            }
        }
    }
}
