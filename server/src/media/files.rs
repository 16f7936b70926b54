//! Files written whole or not at all: each to a temporary name in the same folder, fsynced, then
//! renamed into place; the folder is fsynced so the renames survive a crash. When any file of a
//! set fails, those of the set already in place are removed again.

use std::fs::{self, File, Permissions};
use std::io::{self, Write};
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};

/// Media are public content, served to every visitor.
const MODE: u32 = 0o644;

/// Writes each `(name, bytes)` as a new file in `dir` (created if missing); never overwrites.
pub(super) fn write_new(dir: &Path, files: &[(&str, &[u8])]) -> io::Result<()> {
    fs::create_dir_all(dir)?;
    let mut placed = Placed::default();
    for (name, bytes) in files {
        // A temporary file is removed when dropped, so an error before the rename leaves nothing.
        let mut temp = tempfile::Builder::new()
            .prefix(".media-")
            .suffix(".tmp")
            .permissions(Permissions::from_mode(MODE))
            .tempfile_in(dir)?;
        temp.write_all(bytes)?;
        temp.as_file().sync_all()?;
        let path = dir.join(name);
        temp.persist_noclobber(&path).map_err(|err| err.error)?;
        placed.0.push(path);
    }
    File::open(dir)?.sync_all()?;
    placed.0.clear();
    Ok(())
}

/// Files of an unfinished set, removed when dropped.
#[derive(Default)]
struct Placed(Vec<PathBuf>);

impl Drop for Placed {
    fn drop(&mut self) {
        for path in &self.0 {
            let _ = fs::remove_file(path);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(dir: &Path) -> Vec<String> {
        let mut names: Vec<String> = fs::read_dir(dir)
            .unwrap()
            .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        names
    }

    #[test]
    fn a_set_is_written_whole_and_public() {
        let dir = tempfile::tempdir().unwrap();
        write_new(dir.path(), &[("a.webp", b"first"), ("b.webp", b"second")]).unwrap();
        assert_eq!(names(dir.path()), ["a.webp", "b.webp"]);
        assert_eq!(fs::read(dir.path().join("b.webp")).unwrap(), b"second");
        let mode = fs::metadata(dir.path().join("a.webp")).unwrap().permissions().mode();
        assert_eq!(mode & 0o777, MODE);
    }

    #[test]
    fn a_failure_midway_removes_the_files_already_written() {
        let dir = tempfile::tempdir().unwrap();
        let failed = write_new(dir.path(), &[("a.webp", b"first"), ("missing/b.webp", b"second")]);
        assert!(failed.is_err());
        assert!(names(dir.path()).is_empty(), "left behind: {:?}", names(dir.path()));
    }

    #[test]
    fn an_existing_file_is_never_overwritten() {
        let dir = tempfile::tempdir().unwrap();
        fs::write(dir.path().join("a.pdf"), b"kept").unwrap();
        assert!(write_new(dir.path(), &[("a.pdf", b"new")]).is_err());
        assert_eq!(fs::read(dir.path().join("a.pdf")).unwrap(), b"kept");
        assert_eq!(names(dir.path()), ["a.pdf"]);
    }
}
