use std::time::{Duration, Instant};

use saydo::sec::Host;
use saydo::Error;

use crate::support::{config, fresh_database, mirror, owner, spawn_app, spawn_app_with, FakeSec, Fault};

async fn fact_count(db: &str) -> i64 {
    sqlx::query_scalar("SELECT count(*) FROM facts").fetch_one(&owner(db).await).await.unwrap()
}

const NVDA: u64 = 1045810;

#[tokio::test]
async fn fake_sec_refuses_undeclared_clients() {
    let sec = FakeSec::start(mirror()).await;
    let r = reqwest::get(format!("{}/files/company_tickers.json", sec.www_url())).await.unwrap();
    assert_eq!(r.status(), 403);
    // And the real client will not start against live SEC without a User-Agent.
    let db = fresh_database().await;
    let mut cfg = config(&db, &sec, &[]);
    cfg.sec_user_agent = None;
    let err = match saydo::app::App::start(cfg).await {
        Err(e) => e.to_string(),
        Ok(_) => panic!("started without a User-Agent"),
    };
    assert!(err.contains("SAYDO_SEC_USER_AGENT"), "{err}");
}

#[tokio::test]
async fn transient_faults_are_retried_to_success() {
    let t = spawn_app().await;
    let path = "companyfacts/CIK0001045810";
    for fault in [Fault::Status(429), Fault::Status(503), Fault::Status(500), Fault::Drop, Fault::Truncate] {
        t.sec.clear_log();
        t.sec.inject(Some(path), fault.clone());
        let s = t.app.onboard(NVDA, &()).await.unwrap_or_else(|e| panic!("{fault:?}: {e}"));
        assert_eq!(s.facts_seen, 26903, "{fault:?}");
        let tries = t.sec.log().iter().filter(|l| l.path.contains(path)).count();
        assert_eq!(tries, 2, "{fault:?}: one failure, one retry");
    }
    assert_eq!(fact_count(&t.db_url).await, 26903);
}

#[tokio::test]
async fn a_stall_past_the_timeout_is_retried() {
    let t = spawn_app_with(&["--sec-timeout-secs", "1"]).await;
    t.sec.inject(Some("companyfacts"), Fault::Latency(Duration::from_secs(3)));
    let started = Instant::now();
    let s = t.app.onboard(NVDA, &()).await.unwrap();
    assert_eq!(s.facts_seen, 26903);
    assert!(started.elapsed() >= Duration::from_secs(1));
}

#[tokio::test]
async fn rate_threshold_page_locks_out_every_process_then_recovers() {
    let t = spawn_app().await; // lockout 1 s in tests (10 minutes by default)
    t.sec.inject(Some("companyfacts"), Fault::RatePage);
    let started = Instant::now();
    let s = t.app.onboard(NVDA, &()).await.unwrap();
    assert_eq!(s.facts_seen, 26903);
    assert!(started.elapsed() >= Duration::from_millis(900), "stood down for the lockout");
    // The lockout was shared through Postgres.
    let locked: Option<chrono::DateTime<chrono::Utc>> =
        sqlx::query_scalar("SELECT locked_until FROM sec_rate_bucket WHERE name = 'sec'").fetch_one(&owner(&t.db_url).await).await.unwrap();
    assert!(locked.is_some());
}

#[tokio::test]
async fn persistent_faults_end_in_a_clear_error_and_store_nothing() {
    let cases: Vec<(Vec<Fault>, &str)> = vec![
        (vec![Fault::Status(503); 5], "did not answer"),
        (vec![Fault::Status(429); 5], "did not answer"),
        (vec![Fault::Html], "malformed reply from"),
        (vec![Fault::MissingEnd], "missing field `end`"),
        (vec![Fault::Status(404)], "not found at SEC"),
        (vec![Fault::RatePage; 5], "Request Rate Threshold"),
    ];
    for (faults, expect) in cases {
        let t = spawn_app_with(&["--sec-lockout-secs", "0"]).await;
        for f in &faults {
            t.sec.inject(Some("companyfacts/CIK0001045810"), f.clone());
        }
        let err = t.app.onboard(NVDA, &()).await.expect_err("should fail");
        let msg = err.to_string();
        assert!(msg.contains(expect) || format!("{err:?}").contains(expect), "{faults:?}: {msg}");
        assert!(msg.contains("CIK0001045810") || matches!(err, Error::Sec(saydo::error::SecError::LockedOut { .. })), "names the URL: {msg}");
        assert_eq!(fact_count(&t.db_url).await, 0, "{faults:?} stored facts");
        let issuers: i64 = sqlx::query_scalar("SELECT count(*) FROM issuers").fetch_one(&owner(&t.db_url).await).await.unwrap();
        assert_eq!(issuers, 0);
    }
}

#[tokio::test]
async fn mirror_backend_reads_the_folder_and_names_real_urls() {
    let sec = FakeSec::start(mirror()).await;
    let db = fresh_database().await;
    let mut cfg = config(&db, &sec, &[]);
    cfg.sec_mirror = Some(mirror());
    let app = saydo::app::App::start(cfg).await.unwrap();
    let f = app.sec.get(Host::Data, "/submissions/CIK0001045810.json").await.unwrap();
    assert_eq!(f.url, "https://data.sec.gov/submissions/CIK0001045810.json");
    assert!(matches!(app.sec.get(Host::Www, "/Archives/none.htm").await, Err(Error::Sec(saydo::error::SecError::NotFound { .. }))));
    assert!(sec.log().is_empty(), "the mirror backend made no HTTP requests");
}

#[tokio::test]
async fn the_bucket_spaces_requests_across_pools() {
    // Three independent pools (as three processes would have) share one bucket row.
    let db = fresh_database().await;
    saydo::store::Store::migrate(&db).await.unwrap();
    let mut limiters = vec![];
    for _ in 0..3 {
        let pool = sqlx::postgres::PgPoolOptions::new().max_connections(2).connect(&db).await.unwrap();
        limiters.push(saydo::sec::rate::RateLimiter::new(pool, "sec", 10.0, 2));
    }
    let started = Instant::now();
    let mut tasks = vec![];
    for l in limiters {
        tasks.push(tokio::spawn(async move {
            let mut at = vec![];
            for _ in 0..10 {
                l.acquire().await.unwrap();
                at.push(Instant::now());
            }
            at
        }));
    }
    let mut times = vec![];
    for t in tasks {
        times.extend(t.await.unwrap());
    }
    // 30 requests at 10/s with a burst of 2: the last is released no sooner than ~2.8 s after the first.
    assert!(started.elapsed() >= Duration::from_millis(2800), "{:?}", started.elapsed());
    let max = crate::support::fake_sec::max_in_window(&times, Duration::from_secs(1));
    assert!(max <= 10, "released {max} in one second");
}
