use bilim::config::SeedConfig;

use crate::helpers::new_data_dir;

async fn count(store: &bilim::store::Store, table: &str) -> u64 {
    let first = bilim::store::items::ListQuery {
        page: 1,
        per_page: 1,
        ..Default::default()
    };
    store.items(crate::helpers::kind_in(table), &first).await.unwrap().1
}

#[tokio::test]
async fn seeding_refuses_to_overwrite_content_unless_forced() {
    let dir = tempfile::tempdir().unwrap();
    let data = new_data_dir(dir.path()).await;
    let config = |force| SeedConfig {
        data: data.clone(),
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

    let store = data.open_store().await.unwrap();
    assert_eq!(count(&store, "schools").await, 5, "replacing does not duplicate");
    let news = count(&store, "news").await;
    assert_eq!(news, 66 + 150, "the demo's news and the generated ones");
    assert!(dir.path().join("media/logo.svg").exists());
    assert!(dir.path().join("media/documents/175-1.pdf").exists());
}

#[tokio::test]
async fn a_forced_seed_replaces_content_and_keeps_people_and_their_records() {
    let dir = tempfile::tempdir().unwrap();
    let data = new_data_dir(dir.path()).await;
    let config = |force| SeedConfig {
        data: data.clone(),
        force,
        generated_news: 0,
    };
    bilim::seed::run(&config(false)).await.unwrap();
    let store = data.open_store().await.unwrap();
    let hash = bilim::staff::accounts::Password::parse("a long enough password")
        .unwrap()
        .hash()
        .unwrap();
    store
        .create_account("admin@dbu.edu.kz", bilim::staff::Role::Admin, &hash)
        .await
        .unwrap()
        .unwrap();
    store
        .store_sent_submissions(
            "consultation",
            bilim::lang::Lang::Kz,
            "127.0.0.1",
            &[(serde_json::json!({}), time::macros::datetime!(2026-11-24 10:00 UTC))],
        )
        .await
        .unwrap();
    let actor = bilim::staff::audit::Actor {
        user_id: None,
        email: "admin@dbu.edu.kz",
        client: "local".to_owned(),
    };
    let login = bilim::staff::audit::Event::new("login", None, None, String::new());
    store.record_audit(&actor, login).await.unwrap();

    bilim::seed::run(&config(true)).await.unwrap();
    // The audit log keeps the sign-in and adds a line for each load.
    let one = bilim::store::reads::Window { number: 1, size: 1 };
    let everything = bilim::store::submissions::SubmissionFilter::default();
    assert_eq!(store.accounts().await.unwrap().len(), 1, "staff_users");
    assert_eq!(
        store.submissions_page(&everything, one).await.unwrap().total,
        1,
        "submissions"
    );
    assert_eq!(store.audit_page(one).await.unwrap().total, 3, "audit_log");
    assert_eq!(count(&store, "schools").await, 5, "schools");
}

#[tokio::test]
async fn every_table_is_either_content_or_kept_by_a_content_load() {
    let dir = tempfile::tempdir().unwrap();
    let store = new_data_dir(dir.path()).await.open_store().await.unwrap();
    for table in store.table_names().await.unwrap() {
        let content = bilim::store::content_tables().any(|content| content == table);
        let kept = bilim::store::KEPT_TABLES.contains(&table.as_str());
        assert!(
            content != kept,
            "{table} must be in exactly one of content_tables() and KEPT_TABLES"
        );
    }
}
