use crate::support::{owner, spawn_app};

async fn fails(pool: &sqlx::PgPool, sql: &str) -> String {
    match sqlx::query(sql).execute(pool).await {
        Ok(_) => panic!("{sql} should have failed"),
        Err(e) => e.to_string(),
    }
}

#[tokio::test]
async fn roles_hold_their_privileges() {
    let t = spawn_app().await;
    let app = &t.app;
    let c = app.resolve_one("NVDA").await.unwrap();
    app.onboard(c.cik, &()).await.unwrap();
    let (ingest, query) = (&app.store.ingest, &app.store.query);

    // The ingest role appends but never rewrites facts.
    let e = fails(ingest, "UPDATE facts SET value = 0 WHERE cik = 1045810").await;
    assert!(e.contains("permission denied"), "{e}");
    let e = fails(ingest, "DELETE FROM facts WHERE cik = 1045810").await;
    assert!(e.contains("permission denied"), "{e}");
    let e = fails(ingest, "CREATE TABLE evil (x int)").await;
    assert!(e.contains("permission denied"), "{e}");

    // The query role reads, and every write fails.
    let n: i64 = sqlx::query_scalar("SELECT count(*) FROM facts").fetch_one(query).await.unwrap();
    assert!(n > 0);
    for sql in [
        "INSERT INTO issuers (cik, name, fiscal_year_end) VALUES (1, 'x', '1231')",
        "UPDATE issuers SET name = 'x'",
        "DELETE FROM issuers",
        "INSERT INTO sec_rate_bucket (name, tat) VALUES ('x', now())",
        "UPDATE facts SET value = 0",
        "DELETE FROM facts",
        "DELETE FROM sec_tickers",
        "CREATE TABLE evil (x int)",
        "TRUNCATE facts",
    ] {
        let e = fails(query, sql).await;
        assert!(e.contains("permission denied"), "{sql}: {e}");
    }
    let role: String = sqlx::query_scalar("SELECT current_user::text").fetch_one(query).await.unwrap();
    assert_eq!(role, "saydo_query");

    // Not even the owner rewrites history.
    let db = owner(&t.db_url).await;
    let e = fails(&db, "UPDATE facts SET value = 0 WHERE cik = 1045810").await;
    assert!(e.contains("append-only"), "{e}");
    let e = fails(&db, "DELETE FROM facts").await;
    assert!(e.contains("append-only"), "{e}");

    // CREATE on the public schema is revoked from PUBLIC.
    let public_create: bool =
        sqlx::query_scalar("SELECT has_schema_privilege('saydo_query', 'public', 'CREATE')").fetch_one(&db).await.unwrap();
    assert!(!public_create);
}
