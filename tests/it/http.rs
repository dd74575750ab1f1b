//! The HTTP surface: endpoints, SSE order, hashed assets, the access gate and the spend budget.

use std::net::SocketAddr;

use axum::http::HeaderMap;
use saydo::http::gate::client_ip;

use crate::support::fake_anthropic::{FakeAnthropic, Reply};
use crate::support::{owner, spawn_app, spawn_app_with, spawn_server, sse_events};

const Q: &str = "Did NVIDIA hit its revenue outlook for Q3 fiscal 2024?";

async fn post_ask(addr: SocketAddr, question: &str, xff: Option<&str>) -> reqwest::Response {
    let mut req = reqwest::Client::new().post(format!("http://{addr}/api/ask")).json(&serde_json::json!({"question": question}));
    if let Some(x) = xff {
        req = req.header("x-forwarded-for", x);
    }
    req.send().await.unwrap()
}

#[tokio::test]
async fn endpoints_sse_order_and_hashed_assets() {
    let t = spawn_app().await;
    let addr = spawn_server(t.app.clone()).await;
    let c = reqwest::Client::new();
    assert_eq!(c.get(format!("http://{addr}/healthz")).send().await.unwrap().status(), 200);
    let ready = c.get(format!("http://{addr}/readyz")).send().await.unwrap();
    assert_eq!(ready.status(), 200);

    // The page links its assets by content hash; each is immutable and typed; a stale hash is a 404.
    let page = c.get(format!("http://{addr}/")).send().await.unwrap().text().await.unwrap();
    let re = regex::Regex::new(r#"/assets/(app\.[0-9a-f]{8}\.js)"#).unwrap();
    let js = re.captures(&page).expect("hashed app.js")[1].to_owned();
    let r = c.get(format!("http://{addr}/assets/{js}")).send().await.unwrap();
    assert_eq!(r.status(), 200);
    assert_eq!(r.headers()["cache-control"], "public, max-age=31536000, immutable");
    assert!(r.headers()["content-type"].to_str().unwrap().contains("javascript"));
    let body = r.bytes().await.unwrap();
    let expect = hex::encode(&<sha2::Sha256 as sha2::Digest>::digest(&body)[..4]);
    assert!(js.contains(&expect), "the hash is of the bytes served");
    assert_eq!(c.get(format!("http://{addr}/assets/app.00000000.js")).send().await.unwrap().status(), 404);
    assert!(!page.contains("style=") && !page.contains("<script>"), "nothing inline under the CSP");
    let total: usize = ["app.js", "app.css", "chart.js", "favicon.svg"]
        .iter()
        .map(|f| std::fs::metadata(concat!(env!("CARGO_MANIFEST_DIR"), "/assets/").to_owned() + f).unwrap().len() as usize)
        .sum::<usize>()
        + page.len();
    assert!(total < 50_000, "the page weighs {total} bytes");

    // SSE: one event per stage, in order, then the answer.
    let r = post_ask(addr, Q, None).await;
    assert_eq!(r.headers()["content-type"], "text/event-stream");
    let events = sse_events(&r.text().await.unwrap());
    let names: Vec<&str> = events.iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(names, ["resolved", "onboarding", "routed", "retrieved", "drafting", "checking", "answer"]);
    let answer: serde_json::Value = serde_json::from_str(&events.last().unwrap().1).unwrap();
    assert_eq!(answer["route"], "say_do");
    let id = answer["id"].as_str().unwrap();
    let e = c.get(format!("http://{addr}/api/explain/{id}")).send().await.unwrap();
    assert_eq!(e.status(), 200);
    assert_eq!(c.get(format!("http://{addr}/api/explain/not-a-uuid")).send().await.unwrap().status(), 400);

    // The scorecard for the chart.
    let s: serde_json::Value = c.get(format!("http://{addr}/api/issuers/NVDA/scorecard")).send().await.unwrap().json().await.unwrap();
    assert_eq!(s["scorecard"]["quarters"].as_array().unwrap().len(), 8);

    // Bad input: an error a person can act on, never a crash.
    let r = c.post(format!("http://{addr}/api/ask")).header("content-type", "application/json").body("{not json").send().await.unwrap();
    assert_eq!(r.status(), 400);
    let r = post_ask(addr, &"x".repeat(5000), None).await;
    assert_eq!(r.status(), 400);
    let r = c.post(format!("http://{addr}/api/ask")).header("content-type", "application/json").body(vec![b'a'; 100_000]).send().await.unwrap();
    assert_eq!(r.status(), 413);
    let events = sse_events(&post_ask(addr, "   ", None).await.text().await.unwrap());
    assert_eq!(events.last().unwrap().0, "error");
}

#[tokio::test]
async fn the_gate_limits_each_client_and_believes_forwarding_only_from_loopback() {
    let t = spawn_app_with(&["--ip-rate", "2"]).await;
    let addr = spawn_server(t.app.clone()).await;
    // Caddy on loopback forwards two clients; each has its own bucket of two per minute.
    for _ in 0..2 {
        assert_eq!(post_ask(addr, "What is the capital of France?", Some("203.0.113.5")).await.status(), 200);
    }
    let r = post_ask(addr, "What is the capital of France?", Some("203.0.113.5")).await;
    assert_eq!(r.status(), 429);
    let wait: u64 = r.headers()["retry-after"].to_str().unwrap().parse().unwrap();
    assert!((1..=60).contains(&wait), "{wait}");
    assert_eq!(post_ask(addr, "What is the capital of France?", Some("198.51.100.7")).await.status(), 200);

    // X-Forwarded-For is believed only from a loopback peer.
    let mut h = HeaderMap::new();
    h.insert("x-forwarded-for", "203.0.113.5".parse().unwrap());
    assert_eq!(client_ip("127.0.0.1:5000".parse().unwrap(), &h).to_string(), "203.0.113.5");
    assert_eq!(client_ip("192.0.2.10:5000".parse().unwrap(), &h).to_string(), "192.0.2.10");
    h.insert("x-forwarded-for", "10.1.1.1, 203.0.113.9".parse().unwrap());
    assert_eq!(client_ip("[::1]:5000".parse().unwrap(), &h).to_string(), "203.0.113.9", "the entry Caddy appended");
}

#[tokio::test]
async fn past_the_budget_no_model_is_called() {
    let fake = FakeAnthropic::start().await;
    let t = spawn_app_with(&["--anthropic-api-key", "k", "--anthropic-url", &fake.url(), "--daily-budget-usd", "0.01"]).await;
    let addr = spawn_server(t.app.clone()).await;
    // Spend already recorded today, past the global budget (state in Postgres survives restarts).
    sqlx::query("INSERT INTO spend (model, input_tokens, output_tokens, cache_read_tokens, cache_write_tokens, usd) VALUES ('m', 1, 1, 0, 0, 0.02)")
        .execute(&owner(&t.db_url).await)
        .await
        .unwrap();
    fake.script(vec![Reply::Text("should not be used".into())]);
    let events = sse_events(&post_ask(addr, Q, None).await.text().await.unwrap());
    let answer: serde_json::Value = serde_json::from_str(&events.last().unwrap().1).unwrap();
    assert!(answer["answer"].as_str().unwrap().contains("$18.12 billion [2]"), "offline answer: {answer}");
    assert!(answer["trace"].as_array().unwrap().iter().any(|l| l.as_str().unwrap().contains("budget")), "{}", answer["trace"]);
    assert!(fake.requests().is_empty(), "no model call past the budget");
}

#[tokio::test]
async fn sigterm_lets_a_stream_in_flight_finish() {
    use std::process::Stdio;
    let sec = crate::support::FakeSec::start(crate::support::mirror()).await;
    let db = crate::support::fresh_database().await;
    let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let mut child = tokio::process::Command::new(env!("CARGO_BIN_EXE_saydo"))
        .arg("serve")
        .env("DATABASE_URL", &db)
        .env("SAYDO_BIND", format!("127.0.0.1:{port}"))
        .env("SAYDO_SEC_USER_AGENT", "SayDo Tests tests@saydo.example")
        .env("SAYDO_SEC_WWW_URL", sec.www_url())
        .env("SAYDO_SEC_DATA_URL", sec.data_url())
        .env("SAYDO_LOCAL_MODEL_DIR", "/nonexistent")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .kill_on_drop(true)
        .spawn()
        .unwrap();
    let c = reqwest::Client::new();
    for _ in 0..100 {
        if c.get(format!("http://127.0.0.1:{port}/healthz")).send().await.is_ok() {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    // A first question about a new issuer takes a while (onboarding, releases): SIGTERM lands mid-stream.
    let ask = tokio::spawn({
        let c = c.clone();
        async move { c.post(format!("http://127.0.0.1:{port}/api/ask")).json(&serde_json::json!({"question": Q})).send().await.unwrap().text().await.unwrap() }
    });
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    let pid = child.id().unwrap();
    std::process::Command::new("kill").args(["-TERM", &pid.to_string()]).status().unwrap();
    let body = ask.await.unwrap();
    assert!(body.contains("event: answer"), "the stream in flight finished: {body}");
    let status = tokio::time::timeout(std::time::Duration::from_secs(30), child.wait()).await.unwrap().unwrap();
    assert!(status.success(), "exited cleanly after SIGTERM: {status}");
    assert!(c.get(format!("http://127.0.0.1:{port}/healthz")).send().await.is_err(), "no longer listening");
}
