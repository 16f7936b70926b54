//! `bilim backup` while the server serves and `bilim restore` into a new data dir: the same
//! content, the same submissions and byte-identical attached files; a used target, a damaged
//! archive and a lost file refused by name.

use std::collections::BTreeMap;
use std::os::unix::fs::PermissionsExt;
use std::path::Path;

use bilim::backup::{Contents, create, restore};
use bilim::config::{BackupConfig, DataDir, ExportFormat, RestoreConfig};
use reqwest::StatusCode;
use reqwest::multipart::{Form, Part};
use serde_json::{Value, json};

use crate::forms::{contact, with};
use crate::helpers::{LANGS, TestApp, new_data_dir, spawn_app, spawn_app_on};

/// A small PDF whose bytes say which one it is, so a mix-up of files shows.
fn pdf(n: usize) -> Vec<u8> {
    format!("%PDF-1.4\n% attachment {n}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n")
        .into_bytes()
}

/// Stores a file through `/file/store`; answers its reference.
async fn upload(app: &TestApp, token: &str, bytes: Vec<u8>) -> String {
    let form = Form::new().part("file", Part::bytes(bytes).file_name("scan.pdf"));
    let response = app
        .client
        .post(format!("{}/api/v1/file/store", app.base))
        .bearer_auth(token)
        .multipart(form)
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::CREATED);
    let body: Value = response.json().await.unwrap();
    body["data"]["url"].as_str().unwrap().to_owned()
}

async fn submit(app: &TestApp, token: &str, path: &str, body: &Value) -> i64 {
    let (status, answer) = app.submit_with(path, body, token, None).await;
    assert_eq!(status, StatusCode::CREATED, "{path}: {answer}");
    answer["data"]["id"].as_i64().unwrap()
}

fn consultation(n: usize) -> Value {
    with(contact(), json!({"message": format!("Question {n} about the grants")}))
}

async fn back_up(app: &TestApp, to: &Path) -> anyhow::Result<Contents> {
    create(&BackupConfig {
        data: app.storage(),
        to: to.to_owned(),
    })
    .await
}

async fn restore_into(from: &Path, data: &DataDir) -> anyhow::Result<Contents> {
    restore(&RestoreConfig {
        from: from.to_owned(),
        data: data.clone(),
    })
    .await
}

/// The uploads table: id -> (stored name, submission).
async fn uploads_of(app: &TestApp) -> BTreeMap<String, (String, Option<i64>)> {
    let rows = app.store().upload_records().await.unwrap();
    rows.into_iter()
        .map(|upload| (upload.id, (upload.stored_name, upload.submission)))
        .collect()
}

/// One registration with an attached file: a submission and an upload to carry over.
async fn submit_registration_with_a_file(app: &TestApp) {
    let token = app.token().await;
    let file = upload(app, &token, pdf(1)).await;
    let body = with(
        contact(),
        json!({"date": "2099-03-01", "time": "10:30", "file": file, "issue_id": 71}),
    );
    submit(app, &token, "/applications/registration", &body).await;
}

fn mode(path: &Path) -> u32 {
    std::fs::metadata(path).unwrap().permissions().mode() & 0o777
}

#[tokio::test]
async fn a_backup_taken_while_serving_restores_the_same_content_submissions_and_files() {
    let app = spawn_app().await;
    let token = app.token().await;
    let mut sent: BTreeMap<String, Vec<u8>> = BTreeMap::new();
    let mut reference = async |n: usize| {
        let reference = upload(&app, &token, pdf(n)).await;
        sent.insert(reference.trim_start_matches("upload:").to_owned(), pdf(n));
        reference
    };
    let registration = with(
        contact(),
        json!({"date": "2099-03-01", "time": "10:30", "file": reference(1).await, "issue_id": 71}),
    );
    let archive_info = with(
        contact(),
        json!({"year_admission": "2010", "year_release": "2014", "specialty": "Finance",
            "data": {"department_id": 164, "type_id": 181, "language_id": 151, "address": "Almaty, Abay 1"},
            "documents": {"document1": reference(2).await, "document3": reference(3).await}}),
    );
    let transcript = with(
        contact(),
        json!({"year_admission": "2012", "year_release": "2016", "specialty": "Economics",
            "data": {"address": "Shymkent"}, "documents": {"document1": reference(4).await}}),
    );
    // Uploaded but not yet sent with a form: kept, so the visitor can still send it.
    reference(5).await;
    let mut before = vec![
        submit(&app, &token, "/applications/registration?lang=ru", &registration).await,
        submit(
            &app,
            &token,
            "/application-services/archive-info?lang=en",
            &archive_info,
        )
        .await,
        submit(&app, &token, "/application-services/transcript", &transcript).await,
    ];
    for n in 0..3 {
        before.push(submit(&app, &token, "/applications/consultation?lang=kz", &consultation(n)).await);
    }

    let scratch = tempfile::tempdir().unwrap();
    let archive = scratch.path().join("site.tar.gz");
    // Visitors keep sending while the backup runs.
    let during = async {
        for n in 0..10 {
            submit(&app, &token, "/applications/consultation", &consultation(100 + n)).await;
        }
    };
    let (contents, ()) = tokio::join!(back_up(&app, &archive), during);
    let contents = contents.expect("the backup succeeds while the server serves");
    assert!(
        (6..=16).contains(&contents.submissions) && contents.uploads == 5 && contents.media > 100,
        "{contents:?}"
    );

    let restored_dir = scratch.path().join("restored");
    let restored_data = new_data_dir(&restored_dir).await;
    let restored_contents = restore_into(&archive, &restored_data)
        .await
        .expect("the archive restores");
    assert_eq!(restored_contents, contents);
    assert!(
        !restored_dir.join("search").exists(),
        "the search index is not archived but rebuilt at start"
    );
    let restored = spawn_app_on(restored_data).await;

    for path in [
        "/pages/main",
        "/pages/news",
        "/menus/header",
        "/settings/contacts",
        "/news",
        "/grants",
        "/books",
    ] {
        for lang in LANGS {
            let path = format!("{path}?lang={lang}");
            assert_eq!(app.data(&path).await, restored.data(&path).await, "{path}");
        }
    }
    let found = restored.data("/search/index?lang=en&query=accounting%20audit").await;
    assert_eq!(
        found[0]["path"], "/school-program/accounting-and-audit",
        "the restored site searches: {found}"
    );
    let banner = restored.data("/pages/news").await["banner"]
        .as_str()
        .unwrap()
        .to_owned();
    let served = restored.get(&banner).await;
    assert_eq!(served.status(), StatusCode::OK, "{banner}");
    assert_eq!(
        served.bytes().await.unwrap(),
        app.get(&banner).await.bytes().await.unwrap(),
        "{banner}"
    );

    // The snapshot is one moment: the submissions it holds are exactly the original's, every
    // one acknowledged before the backup began among them.
    let original = app.export(None, ExportFormat::Jsonl).await;
    let copy = restored.export(None, ExportFormat::Jsonl).await;
    let copy: Vec<Value> = copy.lines().map(|line| serde_json::from_str(line).unwrap()).collect();
    let original: Vec<Value> = original
        .lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect();
    assert_eq!(copy.len() as u64, contents.submissions);
    for row in &copy {
        assert!(original.contains(row), "restored but never sent: {row}");
    }
    for id in &before {
        assert!(copy.iter().any(|row| row["id"] == *id), "submission {id} was lost");
    }

    let uploads = uploads_of(&restored).await;
    assert_eq!(
        uploads,
        uploads_of(&app).await,
        "the same uploads, attached to the same submissions"
    );
    assert_eq!(
        uploads.values().filter(|(_, submission)| submission.is_some()).count(),
        4
    );
    let upload_dir = restored_dir.join("uploads");
    assert_eq!(mode(&upload_dir), 0o700);
    for (id, (stored_name, _)) in &uploads {
        let path = upload_dir.join(stored_name);
        assert_eq!(&std::fs::read(&path).unwrap(), &sent[id], "upload {id}");
        assert_eq!(mode(&path), 0o600, "{}", path.display());
    }
}

#[tokio::test]
async fn restore_refuses_a_used_data_dir_and_a_damaged_archive() {
    let app = spawn_app().await;
    submit_registration_with_a_file(&app).await;
    let scratch = tempfile::tempdir().unwrap();
    let archive = scratch.path().join("site.tar.gz");
    back_up(&app, &archive).await.unwrap();

    // Into the live site's database, through a new data dir: refused, and nothing changes.
    let beside = scratch.path().join("beside");
    let live_database = DataDir {
        data_dir: beside.clone(),
        database_url: Some(app.database_url.clone()),
    };
    let error = format!("{:#}", restore_into(&archive, &live_database).await.unwrap_err());
    assert!(error.contains("already holds"), "{error}");
    assert_eq!(app.count("submissions").await, 1, "the live data is untouched");
    assert!(!beside.exists(), "a failed restore leaves nothing behind");
    // Into the live data dir: refused before anything is read.
    let error = format!(
        "{:#}",
        restore_into(&archive, &DataDir::at(&app.data_dir)).await.unwrap_err()
    );
    assert!(
        error.contains("already holds a database") || error.contains("is not empty"),
        "{error}"
    );

    let used = scratch.path().join("used");
    std::fs::create_dir(&used).unwrap();
    std::fs::write(used.join("notes.txt"), "keep me").unwrap();
    let error = format!("{:#}", restore_into(&archive, &DataDir::at(&used)).await.unwrap_err());
    assert!(error.contains("is not empty"), "{error}");
    assert_eq!(std::fs::read_dir(&used).unwrap().count(), 1, "nothing was written");

    let bytes = std::fs::read(&archive).unwrap();
    let truncated = scratch.path().join("truncated.tar.gz");
    std::fs::write(&truncated, &bytes[..bytes.len() / 2]).unwrap();
    // A flipped bit in the gzip checksum: the data decompresses, the check must catch it.
    let mut flipped = bytes.clone();
    let checksum = bytes.len() - 8;
    flipped[checksum] ^= 0x01;
    let damaged = scratch.path().join("damaged.tar.gz");
    std::fs::write(&damaged, &flipped).unwrap();
    let not_gzip = scratch.path().join("notes.tar.gz");
    std::fs::write(&not_gzip, "not an archive").unwrap();
    for bad in [&truncated, &damaged, &not_gzip] {
        let target = scratch.path().join("target");
        let error = format!("{:#}", restore_into(bad, &DataDir::at(&target)).await.unwrap_err());
        assert!(
            error.contains(&format!("{} is not a readable bilim backup", bad.display())),
            "{error}"
        );
        assert!(
            !target.exists(),
            "a failed restore leaves nothing behind: {}",
            bad.display()
        );
    }

    // The good archive still restores into an empty dir that already exists.
    let empty = scratch.path().join("empty");
    std::fs::create_dir(&empty).unwrap();
    let contents = restore_into(&archive, &new_data_dir(&empty).await).await.unwrap();
    assert_eq!((contents.submissions, contents.uploads), (1, 1));
}

#[tokio::test]
async fn a_backup_names_an_attached_file_that_is_missing_on_disk() {
    let app = spawn_app().await;
    submit_registration_with_a_file(&app).await;
    let (stored_name, _) = uploads_of(&app).await.into_values().next().unwrap();
    let lost = app.data_dir.join("uploads").join(&stored_name);
    std::fs::remove_file(&lost).unwrap();

    let scratch = tempfile::tempdir().unwrap();
    let archive = scratch.path().join("site.tar.gz");
    let error = format!("{:#}", back_up(&app, &archive).await.unwrap_err());
    assert!(error.contains(&lost.display().to_string()), "{error}");
    assert!(!archive.exists(), "no half archive is left");
    assert_eq!(
        std::fs::read_dir(scratch.path()).unwrap().count(),
        0,
        "nor its scratch files"
    );
}

/// An archive of format 1 (the release before the PostgreSQL backend: a SQLite file, `bilim.db`,
/// beside the files) restores into the backend under test.
#[tokio::test]
async fn an_archive_of_the_first_format_restores_into_either_backend() {
    let scratch = tempfile::tempdir().unwrap();
    let old = scratch.path().join("old");
    bilim::seed::run(&bilim::config::SeedConfig {
        data: DataDir::at(&old),
        force: false,
        generated_news: 0,
    })
    .await
    .unwrap();
    let archive = scratch.path().join("old.tar.gz");
    {
        let file = std::fs::File::create(&archive).unwrap();
        let mut tar = tar::Builder::new(flate2::write::GzEncoder::new(file, flate2::Compression::fast()));
        let manifest = json!({"format": "bilim-backup", "version": 1, "created_at": "2026-11-30T12:00:00Z"});
        let manifest = serde_json::to_vec(&manifest).unwrap();
        let mut header = tar::Header::new_gnu();
        header.set_size(manifest.len() as u64);
        header.set_mode(0o600);
        tar.append_data(&mut header, "bilim-backup.json", manifest.as_slice())
            .unwrap();
        tar.append_path_with_name(old.join("bilim.db"), "bilim.db").unwrap();
        tar.into_inner().unwrap().finish().unwrap();
    }

    let restored = new_data_dir(&scratch.path().join("restored")).await;
    let contents = restore_into(&archive, &restored)
        .await
        .expect("a format-1 archive restores");
    assert_eq!((contents.submissions, contents.uploads, contents.media), (0, 0, 0));
    let app = spawn_app_on(restored).await;
    let (status, news) = app.api("/news?lang=en").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(news["data"]["meta"]["total"], 66, "the demo's news came back");
}
