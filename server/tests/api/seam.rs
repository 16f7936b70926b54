//! The storage seam, held by a grep: the store owns every SQL statement (written once, in the SQL
//! both backends run), and only its backends (`store/sqlite/`, `store/postgres/`) name a database
//! driver or its types. Nothing above the store, and no test, reaches the database around it.

use std::path::{Path, PathBuf};

/// Where a driver may be named.
const BACKENDS: &[&str] = &["src/store/sqlite/", "src/store/postgres/"];
/// Where SQL may be written.
const STORE: &str = "src/store/";

fn rust_files(dir: &Path, into: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, into);
        } else if path.extension().is_some_and(|ext| ext == "rs") {
            into.push(path);
        }
    }
}

#[test]
fn no_sql_and_no_driver_outside_the_store_and_its_backends() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    rust_files(&root.join("src"), &mut files);
    rust_files(&root.join("tests"), &mut files);
    // Put together so that this file does not match itself.
    let driver =
        regex::Regex::new(&["\\b(sqlx|rusqlite|libsqlite3_sys)", "::|\\buse (sqlx|rusqlite)\\b"].concat()).unwrap();
    let sql = regex::Regex::new(
        &[
            "(\"|r#\")\\s*(SELECT\\s|INSERT\\s+INTO|UPDATE\\s+\\S+\\s+SET|DELETE\\s+FROM|",
            "CREATE\\s+(TABLE|INDEX|DATABASE)|DROP\\s+(TABLE|DATABASE)|ALTER\\s+TABLE|PRAGMA|VACUUM|BEGIN\\b)",
        ]
        .concat(),
    )
    .unwrap();
    let mut found = Vec::new();
    for file in &files {
        let name = file.strip_prefix(root).unwrap().to_string_lossy().into_owned();
        let text = std::fs::read_to_string(file).unwrap();
        for (number, line) in text.lines().enumerate() {
            if driver.is_match(line) && !BACKENDS.iter().any(|backend| name.starts_with(backend)) {
                found.push(format!("{name}:{}: a database driver: {}", number + 1, line.trim()));
            }
            if sql.is_match(line) && !name.starts_with(STORE) {
                found.push(format!("{name}:{}: SQL: {}", number + 1, line.trim()));
            }
        }
    }
    assert!(files.len() > 100, "the walk found the sources");
    assert!(found.is_empty(), "outside the store's seam:\n{}", found.join("\n"));
}
