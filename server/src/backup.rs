//! `bilim backup` and `bilim restore`: one gzip-compressed tar holding a consistent snapshot of
//! the database (every table as JSON lines, read in one transaction while the server goes on
//! writing: `store::archive`), the uploaded files that snapshot refers to and the content media.
//! The search index is left out: the server rebuilds it at start. An archive of either backend
//! restores into either, so moving a site from SQLite to PostgreSQL is a backup and a restore.
//!
//! Archive layout: `bilim-backup.json` (first, so a wrong file is recognised at once), then
//! `uploads/<stored name>`, `media/...`, and `database/<table>.jsonl` last (see `create` for
//! why). Format 1 held a SQLite file (`bilim.db`) instead; it restores too.

use std::collections::BTreeSet;
use std::fs::File;
use std::io::{BufReader, BufWriter, Read};
use std::os::unix::fs::{DirBuilderExt, OpenOptionsExt};
use std::path::{Component, Path};

use anyhow::{Context, bail, ensure};
use flate2::Compression;
use flate2::read::GzDecoder;
use flate2::write::GzEncoder;
use serde::{Deserialize, Serialize};

use crate::config::{BackupConfig, DataDir, RestoreConfig};
use crate::forms::uploads::UPLOAD_DIR;
use crate::site::MEDIA_DIR;
use crate::store::archive;
use crate::store::sqlite::DB_FILE;

const MANIFEST: &str = "bilim-backup.json";
const FORMAT: &str = "bilim-backup";
const VERSION: u32 = 2;
/// The folder of the tables' files, in an archive and while one is made or restored.
const DATABASE_DIR: &str = "database";

#[derive(Serialize, Deserialize)]
struct Manifest {
    format: String,
    version: u32,
    created_at: String,
}

/// What an archive holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Contents {
    pub submissions: u64,
    pub uploads: u64,
    pub media: usize,
}

impl std::fmt::Display for Contents {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} submissions, {} uploaded files and {} media files",
            self.submissions, self.uploads, self.media
        )
    }
}

/// An upload row of the snapshot.
#[derive(Deserialize)]
struct Upload {
    id: String,
    stored_name: String,
    size: u64,
    submission: Option<i64>,
}

/// The upload rows of the tables dumped into `dir`.
fn upload_rows(dir: &Path) -> anyhow::Result<Vec<Upload>> {
    let path = archive::file_of(dir, "uploads");
    let text = std::fs::read_to_string(&path).with_context(|| format!("cannot read {}", path.display()))?;
    text.lines()
        .map(|line| serde_json::from_str(line).with_context(|| format!("{} holds a malformed upload", path.display())))
        .collect()
}

/// Writes the archive of `config.data` to `config.to`. The file appears only once complete and
/// flushed, so an existing archive of that name is replaced whole or not at all.
pub async fn create(config: &BackupConfig) -> anyhow::Result<Contents> {
    let data_dir = &config.data.data_dir;
    if config.data.database_url.is_none() {
        let database = data_dir.join(DB_FILE);
        ensure!(
            database.is_file(),
            "{} holds no database ({} is missing)",
            data_dir.display(),
            database.display()
        );
    }
    let parent = parent_dir(&config.to);
    refuse_inside_archived_dirs(data_dir, parent)?;
    // Private (0700) scratch space beside the archive, so the final rename stays on one filesystem.
    let work = tempfile::Builder::new()
        .prefix(".bilim-backup-")
        .tempdir_in(parent)
        .with_context(|| format!("cannot write beside {}", config.to.display()))?;
    let tables = work.path().join(DATABASE_DIR);
    let database = crate::store::connect(&config.data.database_url()).await?;
    let mut counts = archive::dump(&*database, &tables)
        .await
        .context("cannot read the database")?;
    database.close().await;
    let uploads = upload_rows(&tables)?;

    let archive = work.path().join("archive.tar.gz");
    let files = (archive.clone(), data_dir.clone());
    let (builder, vanished, media) = tokio::task::spawn_blocking(move || archive_files(&files.0, &files.1, &uploads))
        .await
        .context("the archive writer stopped")??;
    // An unclaimed upload may be deleted by the server's housekeeping (row first, then file)
    // between the snapshot and the copy: it was never part of a submission, so the snapshot
    // drops it too. This is why the database goes into the archive last.
    if !vanished.is_empty() {
        let path = archive::file_of(&tables, "uploads");
        let kept: String = std::fs::read_to_string(&path)?
            .lines()
            .filter(|line| serde_json::from_str::<Upload>(line).map_or(true, |upload| !vanished.contains(&upload.id)))
            .map(|line| format!("{line}\n"))
            .collect();
        std::fs::write(&path, kept).with_context(|| format!("cannot write {}", path.display()))?;
        counts.insert("uploads".into(), counts["uploads"] - vanished.len() as u64);
    }

    tokio::task::spawn_blocking(move || finish_archive(builder, &tables))
        .await
        .context("the archive writer stopped")??;
    std::fs::rename(&archive, &config.to).with_context(|| format!("cannot write {}", config.to.display()))?;
    sync_dir(parent)?;
    Ok(Contents {
        submissions: counts["submissions"],
        uploads: counts["uploads"],
        media,
    })
}

/// Brings the site of `config.from` back into the data dir and database `config.data` names.
/// The data dir must be new or empty, and so must the database: the archive is unpacked into a
/// scratch dir inside the data dir, checked (every upload present with its size), loaded into the
/// database in one transaction, and only then are the files moved into place (for the data dir's
/// own SQLite file, the database last).
pub async fn restore(config: &RestoreConfig) -> anyhow::Result<Contents> {
    let target = &config.data.data_dir;
    refuse_unless_empty(target)?;
    let created = !target.exists();
    let restored = restore_into(&config.from, &config.data).await;
    if restored.is_err() && created {
        // Only the scratch dir was in it, and that is gone by now.
        let _ = std::fs::remove_dir(target);
    }
    restored
}

async fn restore_into(from: &Path, data: &DataDir) -> anyhow::Result<Contents> {
    let target = &data.data_dir;
    std::fs::create_dir_all(target).with_context(|| format!("cannot create {}", target.display()))?;
    let staging = tempfile::Builder::new()
        .prefix(".restoring-")
        .tempdir_in(target)
        .with_context(|| format!("cannot write in {}", target.display()))?;
    let unpacked = (from.to_owned(), staging.path().to_owned());
    let (version, media) = tokio::task::spawn_blocking(move || unpack(&unpacked.0, &unpacked.1))
        .await
        .context("the archive reader stopped")??;

    let tables = staging.path().join(DATABASE_DIR);
    if version == 1 {
        // The SQLite file of format 1, brought up to this release's schema and dumped.
        let old = staging.path().join(DB_FILE);
        ensure!(old.is_file(), "{} holds no database", from.display());
        let database = crate::store::connect(&format!("sqlite://{}", old.display()))
            .await
            .context("the archived database cannot be opened")?;
        archive::dump(&*database, &tables).await?;
        database.close().await;
        std::fs::remove_file(&old)?;
    }
    ensure!(tables.is_dir(), "{} holds no database", from.display());
    let uploads = upload_rows(&tables)?;
    for upload in &uploads {
        let path = staging.path().join(UPLOAD_DIR).join(&upload.stored_name);
        let size = std::fs::metadata(&path)
            .ok()
            .filter(|meta| meta.is_file())
            .map(|meta| meta.len());
        ensure!(
            is_plain_name(&upload.stored_name) && size == Some(upload.size),
            "{} lacks upload {} ({}/{}) or holds it damaged",
            from.display(),
            upload.id,
            UPLOAD_DIR,
            upload.stored_name
        );
    }

    // The data dir's own SQLite file is made in the scratch dir and moved into place last, so
    // that a failed restore leaves no database behind; another database is loaded where it is,
    // in one transaction.
    let own_file = data.database_url.is_none();
    let url = match own_file {
        true => format!("sqlite://{}", staging.path().join(DB_FILE).display()),
        false => data.database_url(),
    };
    let database = crate::store::connect(&url).await?;
    let loaded = archive::load(&*database, &tables).await;
    database.close().await;
    let counts = loaded.context("cannot load the archive into the database")?;

    let mut moved = vec![UPLOAD_DIR, MEDIA_DIR];
    if own_file {
        moved.push(DB_FILE);
    }
    for name in moved {
        let from = staging.path().join(name);
        if from.exists() {
            let to = target.join(name);
            std::fs::rename(&from, &to).with_context(|| format!("cannot move {} into place", to.display()))?;
        }
    }
    sync_dir(target)?;
    Ok(Contents {
        submissions: counts["submissions"],
        uploads: counts["uploads"],
        media,
    })
}

type ArchiveWriter = tar::Builder<GzEncoder<BufWriter<File>>>;

/// Starts the archive: the manifest, the upload files the snapshot refers to and the media.
/// Answers the writer, the unclaimed uploads whose files vanished, and the number of media files.
fn archive_files(
    archive: &Path,
    data_dir: &Path,
    uploads: &[Upload],
) -> anyhow::Result<(ArchiveWriter, BTreeSet<String>, usize)> {
    let file = File::create(archive).with_context(|| format!("cannot create {}", archive.display()))?;
    let mut tar = tar::Builder::new(GzEncoder::new(BufWriter::new(file), Compression::default()));
    // No owners or times of this machine in the archive; restore sets the modes itself.
    tar.mode(tar::HeaderMode::Deterministic);
    let manifest = serde_json::to_vec_pretty(&Manifest {
        format: FORMAT.into(),
        version: VERSION,
        created_at: crate::store::clock::now_utc(),
    })?;
    append_bytes(&mut tar, MANIFEST, &manifest)?;

    let mut vanished = BTreeSet::new();
    for upload in uploads {
        ensure!(
            is_plain_name(&upload.stored_name),
            "upload {} has a stored name that is not a plain file name: {:?}",
            upload.id,
            upload.stored_name
        );
        let path = data_dir.join(UPLOAD_DIR).join(&upload.stored_name);
        let mut file = match File::open(&path) {
            Ok(file) => file,
            Err(err) if err.kind() == std::io::ErrorKind::NotFound && upload.submission.is_none() => {
                vanished.insert(upload.id.clone());
                continue;
            }
            Err(err) => {
                return Err(anyhow::Error::from(err).context(format!(
                    "upload {} is missing on disk: cannot read {}",
                    upload.id,
                    path.display()
                )));
            }
        };
        let size = file.metadata()?.len();
        ensure!(
            size == upload.size,
            "upload {} is damaged: {} has {size} bytes, the database says {}",
            upload.id,
            path.display(),
            upload.size
        );
        tar.append_file(format!("{UPLOAD_DIR}/{}", upload.stored_name), &mut file)
            .with_context(|| format!("cannot archive {}", path.display()))?;
    }

    let media_dir = data_dir.join(MEDIA_DIR);
    let media = if media_dir.is_dir() {
        append_tree(&mut tar, &media_dir, Path::new(MEDIA_DIR))?
    } else {
        0
    };
    Ok((tar, vanished, media))
}

/// Appends every file under `dir` (in name order) as `name/...`; answers how many.
fn append_tree(tar: &mut ArchiveWriter, dir: &Path, name: &Path) -> anyhow::Result<usize> {
    let mut entries = std::fs::read_dir(dir)
        .with_context(|| format!("cannot list {}", dir.display()))?
        .collect::<Result<Vec<_>, _>>()
        .with_context(|| format!("cannot list {}", dir.display()))?;
    entries.sort_by_key(|entry| entry.file_name());
    let mut count = 0;
    for entry in entries {
        let path = entry.path();
        let inner = name.join(entry.file_name());
        if path.is_dir() {
            count += append_tree(tar, &path, &inner)?;
        } else {
            tar.append_path_with_name(&path, &inner)
                .with_context(|| format!("cannot archive {}", path.display()))?;
            count += 1;
        }
    }
    Ok(count)
}

fn append_bytes(tar: &mut ArchiveWriter, name: &str, bytes: &[u8]) -> anyhow::Result<()> {
    let mut header = tar::Header::new_gnu();
    header.set_size(bytes.len() as u64);
    header.set_mode(0o600);
    header.set_entry_type(tar::EntryType::Regular);
    tar.append_data(&mut header, name, bytes)
        .with_context(|| format!("cannot archive {name}"))
}

/// Adds the tables dumped into `tables` and flushes the archive to disk.
fn finish_archive(mut tar: ArchiveWriter, tables: &Path) -> anyhow::Result<()> {
    for table in crate::store::TABLES {
        let path = archive::file_of(tables, table);
        let mut file = File::open(&path).with_context(|| format!("cannot read {}", path.display()))?;
        tar.append_file(Path::new(DATABASE_DIR).join(format!("{table}.jsonl")), &mut file)
            .context("cannot archive the database")?;
    }
    let file = tar
        .into_inner()
        .and_then(GzEncoder::finish)
        .context("cannot write the archive")?
        .into_inner()
        .map_err(|err| err.into_error())
        .context("cannot write the archive")?;
    file.sync_all().context("cannot flush the archive")?;
    Ok(())
}

/// Where an archive entry goes in the data dir.
enum Place {
    Manifest,
    /// A table of format 2, or the SQLite file of format 1.
    Database,
    Upload,
    Media,
}

fn place_of(path: &Path) -> Option<Place> {
    let parts: Vec<&str> = path
        .components()
        .map(|part| match part {
            Component::Normal(part) => part.to_str(),
            _ => None,
        })
        .collect::<Option<_>>()?;
    match parts.as_slice() {
        [MANIFEST] => Some(Place::Manifest),
        [DB_FILE] => Some(Place::Database),
        [DATABASE_DIR, table]
            if table
                .strip_suffix(".jsonl")
                .is_some_and(|table| crate::store::TABLES.contains(&table)) =>
        {
            Some(Place::Database)
        }
        [UPLOAD_DIR, _] => Some(Place::Upload),
        [MEDIA_DIR, _, ..] => Some(Place::Media),
        _ => None,
    }
}

/// Unpacks the archive into `into`: uploads and tables readable by this user only (0600 in a
/// 0700 dir), every file and dir flushed to disk. Answers the archive's format and the number of
/// media files.
fn unpack(from: &Path, into: &Path) -> anyhow::Result<(u32, usize)> {
    let damaged = || {
        format!(
            "{} is not a readable bilim backup (damaged or truncated?)",
            from.display()
        )
    };
    let file = File::open(from).with_context(|| format!("cannot open {}", from.display()))?;
    let mut archive = tar::Archive::new(GzDecoder::new(BufReader::new(file)));
    let mut entries = archive.entries().with_context(damaged)?;

    let mut first = entries
        .next()
        .transpose()
        .with_context(damaged)?
        .with_context(damaged)?;
    let manifest: Option<Manifest> = match first.path().ok().as_deref().and_then(place_of) {
        Some(Place::Manifest) => {
            let mut text = Vec::new();
            first.read_to_end(&mut text).with_context(damaged)?;
            serde_json::from_slice(&text).ok()
        }
        _ => None,
    };
    let version = match manifest {
        Some(manifest) if manifest.format == FORMAT && (1..=VERSION).contains(&manifest.version) => manifest.version,
        Some(manifest) if manifest.format == FORMAT => {
            bail!(
                "{} is a backup of format {}; this bilim reads {VERSION}",
                from.display(),
                manifest.version
            )
        }
        _ => bail!("{} is not a bilim backup (made by `bilim backup`)", from.display()),
    };
    drop(first);

    let mut touched = BTreeSet::from([into.to_owned()]);
    let mut media = 0;
    for entry in entries {
        let mut entry = entry.with_context(damaged)?;
        let path = entry.path().with_context(damaged)?.into_owned();
        let is_file = entry.header().entry_type() == tar::EntryType::Regular;
        let place = place_of(&path)
            .filter(|_| is_file)
            .with_context(|| format!("{} holds an unexpected entry {}", from.display(), path.display()))?;
        let out = into.join(&path);
        let (dir_mode, file_mode) = match place {
            Place::Manifest => bail!("{} holds a second manifest", from.display()),
            Place::Upload | Place::Database => (0o700, 0o600),
            Place::Media => {
                media += 1;
                (0o755, 0o644)
            }
        };
        let dir = out.parent().context("an entry without a folder")?;
        std::fs::DirBuilder::new()
            .recursive(true)
            .mode(dir_mode)
            .create(dir)
            .with_context(|| format!("cannot create {}", dir.display()))?;
        touched.extend(
            dir.ancestors()
                .take_while(|up| up.starts_with(into))
                .map(Path::to_owned),
        );
        let mut written = std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .mode(file_mode)
            .open(&out)
            .with_context(|| format!("cannot create {} (is it twice in the archive?)", out.display()))?;
        std::io::copy(&mut entry, &mut written).with_context(damaged)?;
        written
            .sync_all()
            .with_context(|| format!("cannot flush {}", out.display()))?;
    }
    // The gzip checksum sits after the tar's end marker: read to the end so it is checked.
    std::io::copy(&mut archive.into_inner(), &mut std::io::sink()).with_context(damaged)?;
    for dir in touched {
        sync_dir(&dir)?;
    }
    Ok((version, media))
}

/// Refuses a target that already holds anything, a database above all.
fn refuse_unless_empty(target: &Path) -> anyhow::Result<()> {
    let database = target.join(DB_FILE);
    if database.exists() {
        bail!(
            "{} already holds a database ({}); restore into a new or empty directory, or move it away first",
            target.display(),
            database.display()
        );
    }
    let occupied = match std::fs::read_dir(target) {
        Ok(mut entries) => entries.next().is_some(),
        Err(err) if err.kind() == std::io::ErrorKind::NotFound => false,
        Err(err) => return Err(anyhow::Error::from(err).context(format!("cannot read {}", target.display()))),
    };
    ensure!(
        !occupied,
        "{} is not empty; restore into a new or empty directory",
        target.display()
    );
    Ok(())
}

/// An archive written under `media/` or `uploads/` would end up inside itself.
fn refuse_inside_archived_dirs(data_dir: &Path, parent: &Path) -> anyhow::Result<()> {
    let parent = parent
        .canonicalize()
        .with_context(|| format!("cannot find the folder {}", parent.display()))?;
    for archived in [MEDIA_DIR, UPLOAD_DIR] {
        if let Ok(archived) = data_dir.join(archived).canonicalize() {
            ensure!(
                !parent.starts_with(&archived),
                "the archive cannot be written into {}, which it archives",
                archived.display()
            );
        }
    }
    Ok(())
}

fn is_plain_name(name: &str) -> bool {
    let mut parts = Path::new(name).components();
    matches!((parts.next(), parts.next()), (Some(Component::Normal(_)), None))
}

fn parent_dir(path: &Path) -> &Path {
    match path.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent,
        _ => Path::new("."),
    }
}

/// Makes a dir's entries (new files, renames) durable.
fn sync_dir(dir: &Path) -> anyhow::Result<()> {
    File::open(dir)
        .and_then(|dir| dir.sync_all())
        .with_context(|| format!("cannot flush {}", dir.display()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_known_plain_paths_have_a_place() {
        let placed = |path: &str| place_of(Path::new(path)).is_some();
        for good in [
            "bilim.db",
            "database/news.jsonl",
            "bilim-backup.json",
            "uploads/0a1b",
            "media/documents/a.pdf",
            "media/x.svg",
        ] {
            assert!(placed(good), "{good}");
        }
        for bad in [
            "/bilim.db",
            "../bilim.db",
            "uploads/../../etc/passwd",
            "uploads/a/b",
            "uploads",
            "media",
            "search/meta.json",
            "./bilim.db",
            "database/news.json",
            "database/passwords.jsonl",
            "database/a/news.jsonl",
        ] {
            assert!(!placed(bad), "{bad}");
        }
    }

    #[test]
    fn a_stored_name_is_one_plain_component() {
        assert!(is_plain_name("3f2a9c"));
        for bad in ["", "..", "a/b", "/etc", "."] {
            assert!(!is_plain_name(bad), "{bad}");
        }
    }
}
