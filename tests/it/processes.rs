//! Separate OS processes share SEC's limit through Postgres.

use std::process::Stdio;
use std::time::Duration;

use crate::support::{fresh_database, mirror, FakeSec};

#[tokio::test]
async fn three_processes_share_one_rate_limit() {
    let sec = FakeSec::start(mirror()).await;
    let db = fresh_database().await;
    saydo::store::Store::migrate(&db).await.unwrap();
    // Each process onboards several issuers; together they make ~45 requests, which
    // three unshared 10/s limits would push through at up to 30/s.
    let jobs: [&[&str]; 3] = [
        &["NVDA", "AAPL", "TSLA", "SNOW", "TSM"],
        &["AAPL", "TSM", "NVDA", "TSLA", "SNOW"],
        &["TSLA", "SNOW", "TSM", "AAPL", "NVDA"],
    ];
    let mut children = vec![];
    for issuers in jobs {
        let mut cmd = tokio::process::Command::new(env!("CARGO_BIN_EXE_saydo"));
        cmd.arg("onboard")
            .args(issuers)
            .env_clear()
            .env("PATH", std::env::var("PATH").unwrap_or_default())
            .env("DATABASE_URL", &db)
            .env("SAYDO_SEC_USER_AGENT", "SayDo Tests tests@saydo.example")
            .env("SAYDO_SEC_WWW_URL", sec.www_url())
            .env("SAYDO_SEC_DATA_URL", sec.data_url())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        children.push(cmd.spawn().unwrap());
    }
    for c in children {
        let out = tokio::time::timeout(Duration::from_secs(120), c.wait_with_output()).await.unwrap().unwrap();
        assert!(out.status.success(), "saydo onboard failed: {}", String::from_utf8_lossy(&out.stderr));
    }
    let log = sec.log();
    let max = sec.max_per_second();
    println!("three processes: {} requests to the fake SEC, at most {max} in any one-second window", log.len());
    assert!(log.len() >= 30, "only {} requests: the test would not show contention", log.len());
    assert!(max <= 10, "the fake saw {max} requests within one second");
    assert_eq!(sec.count_status(403), 0, "SEC would have locked us out");
}
