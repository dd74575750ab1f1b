//! Test support: a fresh database per test (like zero2prod's spawn_app), the mirror, the fakes.
#![allow(dead_code)]

pub mod fake_anthropic;
pub mod fake_sec;
pub mod fake_workers;

use std::path::PathBuf;

use saydo::app::App;
use saydo::config::Config;

#[allow(unused_imports)]
pub use fake_sec::{Fault, FakeSec};

/// The admin URL tests create their databases with (the `saydo` owner role has CREATEDB).
pub fn admin_url() -> String {
    std::env::var("SAYDO_TEST_DATABASE_URL").unwrap_or_else(|_| "postgres://saydo:saydo@localhost:5432/saydo".into())
}

/// Real SEC data, read in place from ../shared/data/sec-mirror (never copied into the repo).
pub fn mirror() -> PathBuf {
    if let Ok(p) = std::env::var("SAYDO_TEST_MIRROR") {
        return PathBuf::from(p);
    }
    let p = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared/data/sec-mirror");
    assert!(p.is_dir(), "the SEC mirror is expected at {} (or set SAYDO_TEST_MIRROR)", p.display());
    p
}

/// The shared development data (../shared/data, read in place like the mirror).
pub fn shared_data() -> PathBuf {
    if let Ok(p) = std::env::var("SAYDO_TEST_SHARED_DATA") {
        return PathBuf::from(p);
    }
    let p = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared/data");
    assert!(p.is_dir(), "the shared data is expected at {} (or set SAYDO_TEST_SHARED_DATA)", p.display());
    p
}

/// Databases left by earlier test runs are dropped once per test process.
static SWEPT: tokio::sync::OnceCell<()> = tokio::sync::OnceCell::const_new();
/// How old a test database must be before a later run drops it: far longer than any run.
const STALE_SECS: u64 = 3 * 3600;

fn now_secs() -> u64 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_secs()).unwrap_or(0)
}

/// Drops the test databases of earlier runs: each test makes one and none is dropped when it
/// ends (a failing test's database is there to be looked at), so without this they pile up
/// run after run. A database's name carries the second it was made; one made before names
/// carried it is old. A database still in use refuses to be dropped and is left alone.
async fn sweep_stale_databases(conn: &mut sqlx::PgConnection) {
    let names: Vec<String> = sqlx::query_scalar("SELECT datname FROM pg_database WHERE datname LIKE 'saydo\\_test\\_%'")
        .fetch_all(&mut *conn)
        .await
        .unwrap_or_default();
    let now = now_secs();
    for name in names {
        let made = name.strip_prefix("saydo_test_t").and_then(|r| r.split('_').next()).and_then(|s| s.parse::<u64>().ok());
        let stale = match made {
            Some(t) => now.saturating_sub(t) > STALE_SECS,
            // The roles test names and drops its own.
            None => !name.starts_with("saydo_test_roles_"),
        };
        if stale && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
            let _ = sqlx::query(&format!("DROP DATABASE IF EXISTS {name}")).execute(&mut *conn).await;
        }
    }
}

/// Creates an empty database and returns its URL.
pub async fn fresh_database() -> String {
    use sqlx::Connection;
    let name = format!("saydo_test_t{}_{}", now_secs(), uuid::Uuid::new_v4().simple());
    let admin = admin_url();
    let mut conn = sqlx::PgConnection::connect(&admin).await.expect("connect to Postgres (run `make test`, which starts it)");
    SWEPT.get_or_init(|| sweep_stale_databases(&mut conn)).await;
    sqlx::query(&format!("CREATE DATABASE {name}")).execute(&mut conn).await.unwrap();
    let (base, _) = admin.rsplit_once('/').unwrap();
    format!("{base}/{name}")
}

/// Config pointing at a fresh database and the fake SEC, with quick retries.
pub fn config(db: &str, sec: &FakeSec, extra: &[&str]) -> Config {
    let mut args: Vec<String> = vec![
        "--database-url".into(),
        db.into(),
        "--sec-user-agent".into(),
        "SayDo Tests tests@saydo.example".into(),
        "--sec-www-url".into(),
        sec.www_url(),
        "--sec-data-url".into(),
        sec.data_url(),
        "--sec-backoff-ms".into(),
        "20".into(),
        "--sec-lockout-secs".into(),
        "1".into(),
        "--sec-timeout-secs".into(),
        "5".into(),
    ];
    // A flag given in `extra` replaces the default above.
    let mut i = 0;
    while i < args.len() {
        if extra.contains(&args[i].as_str()) {
            args.drain(i..i + 2);
        } else {
            i += 2;
        }
    }
    args.extend(extra.iter().map(|s| s.to_string()));
    Config::from_args(args).unwrap()
}

pub struct TestApp {
    pub app: App,
    pub sec: FakeSec,
    pub db_url: String,
}

/// A migrated fresh database, the fake SEC over the mirror, and the App wired to both.
pub async fn spawn_app() -> TestApp {
    spawn_app_with(&[]).await
}

pub async fn spawn_app_with(extra: &[&str]) -> TestApp {
    let sec = FakeSec::start(mirror()).await;
    let db_url = fresh_database().await;
    let app = App::start(config(&db_url, &sec, extra)).await.expect("app starts");
    TestApp { app, sec, db_url }
}

/// An owner connection to the test database, for assertions.
pub async fn owner(db_url: &str) -> sqlx::PgPool {
    sqlx::postgres::PgPoolOptions::new().max_connections(2).connect(db_url).await.unwrap()
}

/// Serves the app's router on 127.0.0.1:0 (as `saydo serve` would) and returns its address.
pub async fn spawn_server(app: App) -> std::net::SocketAddr {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(async move {
        saydo::http::serve(app, listener).await.unwrap();
    });
    addr
}

/// Reads an SSE body into (event, data) pairs.
pub fn sse_events(body: &str) -> Vec<(String, String)> {
    body.split("\n\n")
        .filter_map(|block| {
            let mut name = None;
            let mut data = String::new();
            for line in block.lines() {
                if let Some(n) = line.strip_prefix("event:") {
                    name = Some(n.trim().to_owned());
                } else if let Some(d) = line.strip_prefix("data:") {
                    data.push_str(d.trim_start());
                }
            }
            name.map(|n| (n, data))
        })
        .collect()
}

/// The local model `make model` installs (the tests need it; `make test` installs it first).
pub fn model_dir() -> PathBuf {
    let d = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("models/active");
    assert!(d.join("model.safetensors").is_file(), "no local model at {} (run `make model`)", d.display());
    d
}

/// An answer's `evidence` as the JSON contract carries it.
pub fn evidence(r: &saydo::ask::AskResult) -> serde_json::Value {
    serde_json::to_value(&r.evidence).expect("evidence serialises")
}

/// The environment of a `saydo` process under test: nothing inherited but PATH (a developer's
/// own DATABASE_URL or SAYDO_* never leaks in), the test database and the fake SEC.
pub trait SaydoEnv {
    fn saydo_env(&mut self, db: &str, sec: &FakeSec, user_agent: &str) -> &mut Self;
}

impl SaydoEnv for tokio::process::Command {
    fn saydo_env(&mut self, db: &str, sec: &FakeSec, user_agent: &str) -> &mut Self {
        self.env_clear()
            .env("PATH", std::env::var("PATH").unwrap_or_default())
            .env("DATABASE_URL", db)
            .env("SAYDO_SEC_USER_AGENT", user_agent)
            .env("SAYDO_SEC_WWW_URL", sec.www_url())
            .env("SAYDO_SEC_DATA_URL", sec.data_url())
    }
}
