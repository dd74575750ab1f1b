//! A question whose HTTP client has gone stops working: at the next stage boundary, and in
//! the middle of a model call, with its spend reservation settled and no answer stored.

use std::net::SocketAddr;
use std::time::{Duration, Instant};

use futures::StreamExt;
use saydo::ask::{ask, AskOptions};

use crate::support::fake_anthropic::{FakeAnthropic, Reply};
use crate::support::{owner, spawn_app_with, spawn_server, Fault};

const Q: &str = "Did NVIDIA hit its revenue outlook for Q3 fiscal 2024?";
const MODEL: &str = "claude-haiku-4-5";

/// POSTs the question and reads its event stream until the event `until`; returns the
/// client and the stream still open, so the caller decides when the client hangs up.
async fn ask_until(addr: SocketAddr, until: &str) -> (reqwest::Client, impl futures::Stream) {
    let client = reqwest::Client::new();
    let r = client.post(format!("http://{addr}/api/ask")).json(&serde_json::json!({"question": Q})).send().await.unwrap();
    assert_eq!(r.status(), 200);
    let mut stream = Box::pin(r.bytes_stream());
    let mut seen = String::new();
    let deadline = Instant::now() + Duration::from_secs(60);
    while !seen.contains(&format!("event: {until}\n")) {
        let chunk = tokio::time::timeout_at(deadline.into(), stream.next()).await.expect("the event arrives").expect("the stream is open").unwrap();
        seen.push_str(&String::from_utf8_lossy(&chunk));
        assert!(!seen.contains("event: answer") && !seen.contains("event: error"), "the question ended before {until}: {seen}");
    }
    (client, stream)
}

async fn count(db: &sqlx::PgPool, sql: &str) -> i64 {
    sqlx::query_scalar(sql).fetch_one(db).await.unwrap()
}

/// Polls `cond` every 50 ms for up to `within`; true once it holds.
async fn eventually<F, Fut>(within: Duration, mut cond: F) -> bool
where
    F: FnMut() -> Fut,
    Fut: std::future::Future<Output = bool>,
{
    let end = Instant::now() + within;
    while Instant::now() < end {
        if cond().await {
            return true;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    cond().await
}

/// The client hangs up while the model is writing the draft (a reply 30 s away). The call is
/// dropped at once rather than waited for, nothing more is asked of the model, no answer is
/// stored, and the reservation is settled with the dropped call counted at the most it can
/// cost: Anthropic may bill a call whose client left, and its usage never arrives, so
/// leaving mid-call must not be a way to spend past the budget.
#[tokio::test]
async fn a_model_call_in_flight_is_dropped_when_the_client_goes() {
    let fake = FakeAnthropic::start().await;
    let t = spawn_app_with(&["--anthropic-api-key", "k", "--anthropic-url", &fake.url(), "--model", MODEL]).await;
    let db = owner(&t.db_url).await;
    // Warm: onboarding and releases, no model, so the question below reaches the model quickly.
    let warm = ask(&t.app, Q, &AskOptions { model_allowed: false, ..Default::default() }, &()).await.unwrap();
    fake.script(vec![Reply::Delayed(Duration::from_secs(30), warm.answer.clone())]);
    let addr = spawn_server(t.app.clone()).await;

    let (client, stream) = ask_until(addr, "drafting").await;
    assert!(eventually(Duration::from_secs(10), || async { !fake.requests().is_empty() }).await, "the draft call reached the model");
    assert_eq!(count(&db, "SELECT count(*) FROM spend_reservations").await, 1, "the question's maximum cost is reserved while the model writes");

    let left = Instant::now();
    drop(stream);
    drop(client);
    let stopped = eventually(Duration::from_secs(10), || async {
        fake.abandoned() == 1 && count(&db, "SELECT count(*) FROM spend_reservations").await == 0
    })
    .await;
    let took = left.elapsed();
    assert!(stopped, "10 s after the client left, the model call (30 s) was still awaited: abandoned {}, reservations open {}", fake.abandoned(), count(&db, "SELECT count(*) FROM spend_reservations").await);
    println!("the client left mid-call; {took:?} later the model call was dropped and the reservation settled");

    // Settled: the question is over, so whatever it would have done after the call, it has not.
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert_eq!(fake.requests().len(), 1, "no revision call after the client left");
    assert_eq!(count(&db, "SELECT count(*) FROM answers").await, 1, "only the warm-up's answer is stored");
    let (rows, usd, calls_without_answer): (i64, f64, i64) =
        sqlx::query_as("SELECT count(*), coalesce(sum(usd), 0)::float8, count(*) FILTER (WHERE answer_id IS NULL) FROM spend").fetch_one(&db).await.unwrap();
    let most = saydo::llm::max_call_cost(MODEL, saydo::ask::DRAFT_MAX_TOKENS);
    assert_eq!((rows, calls_without_answer), (1, 1), "the dropped call is one spend row, of no answer");
    assert!((usd - most).abs() < 1e-9, "the dropped call is counted at its maximum ${most:.4}, not ${usd:.4}");
}

/// The client hangs up while SayDo onboards a new issuer (SEC slow to send its facts). The
/// onboarding finishes (it is a cache for the next question), then the question stops at the
/// next stage boundary: the model is never called, nothing is reserved, no answer is stored.
#[tokio::test]
async fn a_question_whose_client_left_stops_at_the_next_stage() {
    let fake = FakeAnthropic::start().await;
    let t = spawn_app_with(&["--anthropic-api-key", "k", "--anthropic-url", &fake.url(), "--model", MODEL]).await;
    let db = owner(&t.db_url).await;
    fake.script(vec![Reply::Text("should not be asked".into())]);
    t.sec.inject(Some("companyfacts"), Fault::Latency(Duration::from_secs(2)));
    let addr = spawn_server(t.app.clone()).await;

    let (client, stream) = ask_until(addr, "onboarding").await;
    drop(stream);
    drop(client);
    let onboarded = eventually(Duration::from_secs(30), || async { count(&db, "SELECT count(*) FROM facts WHERE cik = 1045810").await > 0 }).await;
    assert!(onboarded, "the onboarding under way completed");
    // Long enough for the rest of the question (retrieve and draft take well under a second here).
    tokio::time::sleep(Duration::from_secs(3)).await;
    assert!(fake.requests().is_empty(), "the model was called for a client that had left");
    assert_eq!(count(&db, "SELECT count(*) FROM answers").await, 0, "no answer stored");
    assert_eq!(count(&db, "SELECT count(*) FROM spend_reservations").await + count(&db, "SELECT count(*) FROM spend").await, 0, "nothing reserved or spent");
}
