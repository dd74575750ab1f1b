//! What an operator sees: 5xx bodies and /readyz say "internal error" with an id and the detail
//! is in the log under that id; logs are JSON lines without colour codes off a terminal; `--help`
//! shows no database password; answers are kept SAYDO_ANSWER_RETENTION_DAYS and hold no client address.

use std::process::Stdio;
use std::time::Duration;

use crate::support::{fresh_database, mirror, owner, spawn_app_with, spawn_server, sse_events, FakeSec};

#[tokio::test]
async fn server_errors_say_internal_error_and_the_log_has_the_detail_under_the_same_id() {
    let sec = FakeSec::start(mirror()).await;
    let db = fresh_database().await;
    saydo::store::Store::migrate(&db).await.unwrap();
    let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let log = tempfile::NamedTempFile::new().unwrap();
    // stderr is a file, not a terminal: JSON logs.
    let mut child = tokio::process::Command::new(env!("CARGO_BIN_EXE_saydo"))
        .arg("serve")
        .env("DATABASE_URL", &db)
        .env("SAYDO_BIND", format!("127.0.0.1:{port}"))
        .env("SAYDO_SEC_USER_AGENT", "SayDo Tests tests@saydo.example")
        .env("SAYDO_SEC_WWW_URL", sec.www_url())
        .env("SAYDO_SEC_DATA_URL", sec.data_url())
        .env("SAYDO_LOCAL_MODEL_DIR", "/nonexistent")
        .env_remove("SAYDO_LOG")
        .stdout(Stdio::null())
        .stderr(log.reopen().unwrap())
        .kill_on_drop(true)
        .spawn()
        .unwrap();
    let c = reqwest::Client::new();
    let base = format!("http://127.0.0.1:{port}");
    for _ in 0..100 {
        if c.get(format!("{base}/healthz")).send().await.is_ok() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    // Break the database under it: explain's table and the migrations table go missing.
    let pool = owner(&db).await;
    sqlx::query("ALTER TABLE answers RENAME TO answers_moved").execute(&pool).await.unwrap();
    sqlx::query("ALTER TABLE _sqlx_migrations RENAME TO migrations_moved").execute(&pool).await.unwrap();

    let r = c.get(format!("{base}/api/explain/{}", uuid::Uuid::new_v4())).send().await.unwrap();
    assert!(r.status().is_server_error(), "{}", r.status());
    let body: serde_json::Value = r.json().await.unwrap();
    assert_eq!(body["error"], "internal error", "{body}");
    let explain_id = body["id"].as_str().expect("an id").to_owned();
    assert!(!body.to_string().contains("answers"), "no detail to the client: {body}");

    let r = c.get(format!("{base}/readyz")).send().await.unwrap();
    assert_eq!(r.status(), 503);
    let text = r.text().await.unwrap();
    assert!(text.starts_with("internal error "), "{text}");
    assert!(!text.contains("relation") && !text.contains("database"), "{text}");
    let ready_id = text.trim_start_matches("internal error ").trim().to_owned();

    std::process::Command::new("kill").args(["-TERM", &child.id().unwrap().to_string()]).status().unwrap();
    tokio::time::timeout(Duration::from_secs(30), child.wait()).await.unwrap().unwrap();
    let logged = std::fs::read_to_string(log.path()).unwrap();
    assert!(!logged.contains('\u{1b}'), "colour codes in the log");
    let lines: Vec<serde_json::Value> = logged
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("not a JSON log line ({e}): {l}")))
        .collect();
    assert!(lines.len() >= 3, "{logged}");
    let find = |id: &str| lines.iter().find(|l| l["fields"]["error_id"] == id).cloned().unwrap_or_else(|| panic!("no log line with id {id}: {logged}"));
    let e = find(&explain_id);
    assert!(e["fields"]["error"].as_str().unwrap().contains("answers"), "the detail is in the log: {e}");
    assert_eq!(e["level"], "ERROR");
    let e = find(&ready_id);
    assert!(e["fields"]["why"].as_str().unwrap().contains("database unreachable"), "{e}");
}

#[test]
fn help_never_prints_a_database_password() {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_saydo"))
        .arg("--help")
        .env("DATABASE_URL", "postgres://owner:owner-s3cret@db.example:5432/saydo")
        .env("SAYDO_INGEST_DATABASE_URL", "postgres://ingest:ingest-s3cret@db.example:5432/saydo")
        .env("SAYDO_QUERY_DATABASE_URL", "postgres://query:query-s3cret@db.example:5432/saydo")
        .env("ANTHROPIC_API_KEY", "sk-ant-s3cret")
        .output()
        .unwrap();
    let help = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success() && help.contains("DATABASE_URL"), "{help}");
    for secret in ["s3cret", "saydo:saydo@"] {
        assert!(!help.contains(secret), "--help shows {secret:?}:\n{help}");
    }
}

#[tokio::test]
async fn refresh_deletes_answers_past_retention_and_answers_hold_no_client_address() {
    let t = spawn_app_with(&["--answer-retention-days", "30"]).await;
    let db = owner(&t.db_url).await;
    // A question through the HTTP door, from a client behind Caddy.
    let addr = spawn_server(t.app.clone()).await;
    let r = reqwest::Client::new()
        .post(format!("http://{addr}/api/ask"))
        .header("x-forwarded-for", "203.0.113.77")
        .json(&serde_json::json!({"question": "What is the capital of France?"}))
        .send()
        .await
        .unwrap();
    let events = sse_events(&r.text().await.unwrap());
    assert_eq!(events.last().unwrap().0, "answer");
    let row: serde_json::Value = sqlx::query_scalar("SELECT to_jsonb(a) FROM answers a").fetch_one(&db).await.unwrap();
    assert!(!row.to_string().contains("203.0.113.77"), "the answer row holds the client address: {row}");
    let has_column: bool = sqlx::query_scalar(
        "SELECT EXISTS (SELECT 1 FROM information_schema.columns WHERE table_name = 'answers' AND column_name = 'client_ip')",
    )
    .fetch_one(&db)
    .await
    .unwrap();
    assert!(!has_column);

    let old = uuid::Uuid::new_v4();
    let recent = uuid::Uuid::new_v4();
    for (id, age) in [(old, 40), (recent, 10)] {
        sqlx::query("INSERT INTO answers (id, question, refused, result, created_at) VALUES ($1, 'q', false, '{}', now() - make_interval(days => $2))")
            .bind(id)
            .bind(age)
            .execute(&db)
            .await
            .unwrap();
    }
    sqlx::query(
        "INSERT INTO spend (client_ip, model, input_tokens, output_tokens, cache_read_tokens, cache_write_tokens, usd, at) VALUES
           ('203.0.113.1', 'm', 1, 1, 0, 0, 0.01, now() - interval '2 days'),
           ('203.0.113.2', 'm', 1, 1, 0, 0, 0.01, now())",
    )
    .execute(&db)
    .await
    .unwrap();
    sqlx::query("INSERT INTO spend_reservations (client_ip, usd, at) VALUES ('203.0.113.3', 0.1, now() - interval '3 days')").execute(&db).await.unwrap();

    let s = saydo::refresh::refresh(&t.app).await.unwrap();
    println!("{:?}", s.retention);
    assert_eq!(s.retention.answers_deleted, 1);
    assert_eq!(s.retention.client_addresses_cleared, 1);
    assert_eq!(s.retention.reservations_dropped, 1);
    let ids: Vec<uuid::Uuid> = sqlx::query_scalar("SELECT id FROM answers").fetch_all(&db).await.unwrap();
    assert!(!ids.contains(&old) && ids.contains(&recent) && ids.len() == 2, "{ids:?}");
    let kept: Vec<Option<String>> = sqlx::query_scalar("SELECT host(client_ip) FROM spend ORDER BY at").fetch_all(&db).await.unwrap();
    assert_eq!(kept, [None, Some("203.0.113.2".to_owned())], "today's address is kept for the per-client budget");
    let total: f64 = sqlx::query_scalar("SELECT sum(usd)::float8 FROM spend").fetch_one(&db).await.unwrap();
    assert!((total - 0.02).abs() < 1e-9, "costs are kept");
}
