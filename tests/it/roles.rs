//! The production layout: the schema owner migrates and needs no CREATEROLE once the roles
//! exist; `saydo serve` reads through a login that is only a member of saydo_query and writes
//! through one that is only a member of saydo_ingest. Unlike `SET ROLE` on the owner's
//! connection, nothing on those connections can `RESET ROLE` its way to more privilege.

use saydo::ask::{ask, AskOptions};

use crate::support::{admin_url, config, mirror, FakeSec};

#[tokio::test]
async fn separate_login_roles_hold_their_privileges_and_answer() {
    use sqlx::Connection;
    let tag = uuid::Uuid::new_v4().simple().to_string()[..10].to_owned();
    let (owner, ingest, query, db) = (format!("own_{tag}"), format!("ing_{tag}"), format!("qry_{tag}"), format!("saydo_test_roles_{tag}"));
    let mut admin = sqlx::PgConnection::connect(&admin_url()).await.unwrap();
    for sql in [
        format!("CREATE ROLE {owner} LOGIN PASSWORD 'pw-{tag}' CREATEROLE"),
        format!("GRANT {owner} TO CURRENT_USER"),
        format!("CREATE DATABASE {db} OWNER {owner}"),
        format!("CREATE ROLE {ingest} LOGIN PASSWORD 'pw-{tag}' IN ROLE saydo_ingest"),
        format!("CREATE ROLE {query} LOGIN PASSWORD 'pw-{tag}' IN ROLE saydo_query"),
    ] {
        sqlx::query(&sql).execute(&mut admin).await.unwrap_or_else(|e| panic!("{sql}: {e}"));
    }
    let host = admin_url().rsplit_once('@').unwrap().1.rsplit_once('/').unwrap().0.to_owned();
    let url = |role: &str| format!("postgres://{role}:pw-{tag}@{host}/{db}");

    // The first migration by the owner (the roles exist cluster-wide already) ...
    saydo::store::Store::migrate(&url(&owner)).await.unwrap();
    // ... after which the owner needs no CREATEROLE: every start migrates, a no-op now.
    sqlx::query(&format!("ALTER ROLE {owner} NOCREATEROLE")).execute(&mut admin).await.unwrap();
    let sec = FakeSec::start(mirror()).await;
    let cfg = config(&url(&owner), &sec, &["--ingest-database-url", &url(&ingest), "--query-database-url", &url(&query)]);
    let app = saydo::app::App::start(cfg).await.expect("starts with separate logins and an owner without CREATEROLE");

    // The query login reads, and neither it nor RESET ROLE on it can write.
    let (who, session): (String, String) = sqlx::query_as("SELECT current_user::text, session_user::text").fetch_one(&app.store.query).await.unwrap();
    assert_eq!((who.as_str(), session.as_str()), (query.as_str(), query.as_str()));
    let mut conn = app.store.query.acquire().await.unwrap();
    sqlx::query("RESET ROLE").execute(&mut *conn).await.unwrap();
    for sql in ["INSERT INTO answers (id, question, refused, result) VALUES (gen_random_uuid(), 'x', false, '{}')", "DELETE FROM answers", "SET ROLE saydo_ingest"] {
        let e = sqlx::query(sql).execute(&mut *conn).await.expect_err(sql).to_string();
        assert!(e.contains("permission denied"), "{sql}: {e}");
    }
    drop(conn);
    // The ingest login appends and never rewrites facts.
    let mut conn = app.store.ingest.acquire().await.unwrap();
    sqlx::query("RESET ROLE").execute(&mut *conn).await.unwrap();
    for sql in ["UPDATE facts SET value = 0", "SET ROLE saydo_query", "CREATE TABLE evil (x int)"] {
        let e = sqlx::query(sql).execute(&mut *conn).await.expect_err(sql).to_string();
        assert!(e.contains("permission denied"), "{sql}: {e}");
    }
    drop(conn);

    // And the layout answers questions.
    let r = ask(&app, "Did NVIDIA hit its revenue outlook for Q3 fiscal 2024?", &AskOptions::default(), &()).await.unwrap();
    assert!(r.answer.contains("$18.12 billion"), "{}", r.answer);

    app.store.ingest.close().await;
    app.store.query.close().await;
    app.store.limiter.close().await;
    drop(app);
    let _ = sqlx::query(&format!("DROP DATABASE {db} WITH (FORCE)")).execute(&mut admin).await;
    for role in [&owner, &ingest, &query] {
        let _ = sqlx::query(&format!("DROP ROLE {role}")).execute(&mut admin).await;
    }
}
