//! Separate OS processes share SEC's limit through Postgres.

use std::process::Stdio;
use std::time::Duration;

use crate::support::{SaydoEnv, fresh_database, mirror, FakeSec};

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
            .saydo_env(&db, &sec, "SayDo Tests tests@saydo.example")
            .env("SAYDO_SEC_LOCKOUT_SECS", "2")
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

/// The three processes of SayDo's design at once — the web surface, the scheduled ingest and
/// the assistants' MCP server (driven by the official Python SDK) — under one SEC limit.
#[tokio::test]
async fn serve_refresh_and_mcp_share_one_limit() {
    let sec = FakeSec::start(mirror()).await;
    let db = fresh_database().await;
    // Three issuers already onboarded: refresh will fetch them all again.
    {
        let app = saydo::app::App::start(crate::support::config(&db, &sec, &[])).await.unwrap();
        for t in ["NVDA", "AAPL", "TSLA"] {
            let c = app.resolve_one(t).await.unwrap();
            app.onboard(c.cik, &()).await.unwrap();
        }
    }
    sec.clear_log();
    let port = {
        let l = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        l.local_addr().unwrap().port()
    };
    let proc = |args: &[&str], ua: &str| {
        let mut cmd = tokio::process::Command::new(env!("CARGO_BIN_EXE_saydo"));
        cmd.args(args)
            .env_clear()
            .env("PATH", std::env::var("PATH").unwrap_or_default())
            .env("DATABASE_URL", &db)
            .env("SAYDO_BIND", format!("127.0.0.1:{port}"))
            .env("SAYDO_SEC_USER_AGENT", ua)
            .env("SAYDO_SEC_WWW_URL", sec.www_url())
            .env("SAYDO_SEC_DATA_URL", sec.data_url())
            .env("SAYDO_SEC_LOCKOUT_SECS", "2")
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .kill_on_drop(true);
        cmd.spawn().unwrap()
    };
    let serve = proc(&["serve"], "SayDo Serve serve@saydo.example");
    let client = reqwest::Client::new();
    for _ in 0..50 {
        if client.get(format!("http://127.0.0.1:{port}/healthz")).send().await.is_ok() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let refresh = proc(&["refresh"], "SayDo Refresh refresh@saydo.example");
    // An assistant asks through `saydo mcp` meanwhile: an issuer never seen, corpora to build.
    let mcp = crate::mcp::client("busy", &db, &sec, "SayDo Mcp mcp@saydo.example", &[]).spawn().unwrap();
    // Meanwhile people ask about issuers that need fetching: onboarding and a corpus.
    let mut asks = vec![];
    for q in ["What was Snowflake's revenue in fiscal 2024?", "What did NVIDIA say about data center demand?", "TSMC revenue in 2022"] {
        let c = client.clone();
        asks.push(tokio::spawn(async move {
            c.post(format!("http://127.0.0.1:{port}/api/ask")).json(&serde_json::json!({"question": q})).send().await.unwrap().text().await.unwrap()
        }));
    }
    for a in asks {
        let body = a.await.unwrap();
        assert!(body.contains("event: answer"), "{body}");
    }
    let out = tokio::time::timeout(Duration::from_secs(120), refresh.wait_with_output()).await.unwrap().unwrap();
    assert!(out.status.success(), "refresh: {}", String::from_utf8_lossy(&out.stderr));
    let out = tokio::time::timeout(Duration::from_secs(300), mcp.wait_with_output()).await.unwrap().unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "mcp client: {stdout}\n{}", String::from_utf8_lossy(&out.stderr));
    let steps = crate::mcp::steps(&stdout);
    for step in ["get_actuals", "search_filings", "get_guidance", "say_do"] {
        assert_eq!(steps[step]["is_error"], false, "{step}: {}", steps[step]);
    }
    assert_eq!(steps["get_actuals"]["structured"]["issuer"]["cik"], 1997711, "{}", steps["get_actuals"]);
    drop(serve);
    let log = sec.log();
    let by = |who: &str| log.iter().filter(|l| l.user_agent.as_deref().is_some_and(|u| u.contains(who))).count();
    println!(
        "serve + refresh + mcp: {} requests (serve {}, refresh {}, mcp {}), at most {} in any one-second window",
        log.len(),
        by("Serve"),
        by("Refresh"),
        by("Mcp"),
        sec.max_per_second()
    );
    assert!(by("Serve") >= 5 && by("Refresh") >= 5 && by("Mcp") >= 5, "all three processes fetched");
    assert!(sec.max_per_second() <= 10);
    assert_eq!(sec.count_status(403), 0);
}
