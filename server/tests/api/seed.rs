use bilim::config::{DataDir, SeedConfig};

#[tokio::test]
async fn seeding_refuses_to_overwrite_content_unless_forced() {
    let dir = tempfile::tempdir().unwrap();
    let config = |force| SeedConfig {
        data: DataDir {
            data_dir: dir.path().to_owned(),
        },
        force,
        generated_news: 0,
    };
    bilim::seed::run(&config(false))
        .await
        .expect("an empty data dir takes the demo content");
    let again = bilim::seed::run(&config(false)).await.unwrap_err();
    assert!(again.to_string().contains("--force"), "{again}");
    bilim::seed::run(&SeedConfig {
        generated_news: 150,
        ..config(true)
    })
    .await
    .expect("--force replaces the content");

    let db = bilim::db::open(dir.path()).await.unwrap();
    let (schools,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM schools")
        .fetch_one(&db)
        .await
        .unwrap();
    assert_eq!(schools, 5, "replacing does not duplicate");
    let (news,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM news")
        .fetch_one(&db)
        .await
        .unwrap();
    assert_eq!(news, 66 + 150, "the demo's news and the generated ones");
    assert!(dir.path().join("media/logo.svg").exists());
    assert!(dir.path().join("media/documents/175-1.pdf").exists());
}
