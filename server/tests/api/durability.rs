//! Durability under load: the real `bilim` binary is killed with SIGKILL while visitors' forms
//! are in flight; after a restart on the same data dir, every submission it answered with 201
//! is stored. (Power loss cannot be staged here; `synchronous=FULL` covers that part.)

use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::forms::{contact, with};
use crate::helpers::service_token;

/// Acknowledged submissions before the kill, and how many visitors send at once.
const ACKNOWLEDGED_BEFORE_KILL: usize = 150;
const SENDERS: usize = 8;

/// A `bilim serve` child process, killed when dropped (a failing test leaves none behind).
struct Server {
    child: Child,
    base: String,
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Server {
    /// Starts the binary on a free loopback port and waits until it answers `/healthz`.
    async fn start(data_dir: &Path, web_dir: &Path) -> Server {
        let port = crate::helpers::free_port();
        let child = Command::new(env!("CARGO_BIN_EXE_bilim"))
            .arg("serve")
            .args(["--addr", &format!("127.0.0.1:{port}")])
            .arg("--data-dir")
            .arg(data_dir)
            .arg("--web-dir")
            .arg(web_dir)
            .env("BILIM_FORM_CHALLENGE", "off")
            .env("BILIM_FORM_RATE_LIMIT", "100000")
            .env("RUST_LOG", "warn")
            .stdout(Stdio::null())
            .spawn()
            .expect("the bilim binary starts");
        let mut server = Server {
            child,
            base: format!("http://127.0.0.1:{port}"),
        };
        let deadline = Instant::now() + Duration::from_secs(20);
        let client = reqwest::Client::new();
        loop {
            if let Some(status) = server.child.try_wait().unwrap() {
                panic!("bilim serve exited at start: {status}");
            }
            let health = client.get(format!("{}/healthz", server.base)).send().await;
            if health.is_ok_and(|answer| answer.status() == StatusCode::OK) {
                return server;
            }
            assert!(Instant::now() < deadline, "bilim serve did not answer /healthz in 20 s");
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }

    /// SIGKILL: no shutdown, no flush, no chance to finish what is in flight.
    fn kill_hard(&mut self) {
        self.child.kill().unwrap();
        self.child.wait().unwrap();
    }
}

/// The ids of the stored consultations, as staff would read them.
fn stored_ids(data_dir: &Path) -> Vec<i64> {
    let output = Command::new(env!("CARGO_BIN_EXE_bilim"))
        .args(["applications", "export", "--type", "consultation", "--format", "jsonl"])
        .arg("--data-dir")
        .arg(data_dir)
        .env("RUST_LOG", "warn")
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    String::from_utf8(output.stdout)
        .unwrap()
        .lines()
        .map(|line| serde_json::from_str::<Value>(line).unwrap()["id"].as_i64().unwrap())
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_submission_acknowledged_before_a_kill_9_is_stored_after_restart() {
    let dir = tempfile::tempdir().unwrap();
    let data_dir = dir.path().join("data");
    let web_dir = dir.path().join("web");
    std::fs::create_dir_all(&web_dir).unwrap();
    std::fs::write(
        web_dir.join("index.html"),
        "<!doctype html><html><head><title>Bilim</title></head><body><div id=\"root\"></div></body></html>",
    )
    .unwrap();

    let mut server = Server::start(&data_dir, &web_dir).await;
    let client = reqwest::Client::builder()
        .timeout(Duration::from_secs(10))
        .build()
        .unwrap();
    let token = service_token(&client, &server.base).await;
    let url = format!("{}/api/v1/applications/consultation", server.base);
    let acknowledged = Arc::new(Mutex::new(Vec::<i64>::new()));
    let refused = Arc::new(Mutex::new(Vec::<String>::new()));
    let senders: Vec<_> = (0..SENDERS)
        .map(|sender| {
            let (client, token, url) = (client.clone(), token.clone(), url.clone());
            let (acknowledged, refused) = (acknowledged.clone(), refused.clone());
            tokio::spawn(async move {
                for n in 0.. {
                    let body = with(contact(), json!({"message": format!("Sender {sender}, question {n}")}));
                    // Once the server is killed, sending fails: that submission was never acknowledged.
                    let Ok(answer) = client.post(&url).bearer_auth(&token).json(&body).send().await else {
                        break;
                    };
                    let status = answer.status();
                    let Ok(answer) = answer.json::<Value>().await else {
                        break;
                    };
                    match answer["data"]["id"].as_i64() {
                        Some(id) if status == StatusCode::CREATED => acknowledged.lock().unwrap().push(id),
                        _ => refused.lock().unwrap().push(format!("{status} {answer}")),
                    }
                }
            })
        })
        .collect();

    let deadline = Instant::now() + Duration::from_secs(20);
    while acknowledged.lock().unwrap().len() < ACKNOWLEDGED_BEFORE_KILL {
        assert!(
            Instant::now() < deadline,
            "only {} submissions acknowledged in 20 s",
            acknowledged.lock().unwrap().len()
        );
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    server.kill_hard();
    for sender in senders {
        sender.await.unwrap();
    }
    let acknowledged = acknowledged.lock().unwrap().clone();
    assert!(
        refused.lock().unwrap().is_empty(),
        "answers other than 201 under load: {:?}",
        refused.lock().unwrap()
    );

    let restarted = Server::start(&data_dir, &web_dir).await;
    let stored = stored_ids(&data_dir);
    let lost: Vec<i64> = acknowledged.iter().filter(|id| !stored.contains(id)).copied().collect();
    assert!(
        lost.is_empty(),
        "acknowledged with 201 but lost after kill -9: {lost:?} ({} acknowledged, {} stored)",
        acknowledged.len(),
        stored.len()
    );
    assert!(stored.len() >= acknowledged.len());
    drop(restarted);
}
