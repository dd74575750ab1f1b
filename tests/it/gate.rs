//! Every door gated: the scorecard door has its own per-client bucket and never onboards; IPv6
//! clients count by /64; idle buckets are pruned; the spend budget is reserved before a
//! question's first model call, so many questions at once cannot overspend it.

use std::net::SocketAddr;
use std::time::Duration;

use saydo::ask::{ask, AskOptions};

use crate::support::fake_anthropic::{FakeAnthropic, Reply};
use crate::support::{owner, spawn_app_with, spawn_server, sse_events};

const Q: &str = "Did NVIDIA hit its revenue outlook for Q3 fiscal 2024?";
const NVDA: u64 = 1045810;

async fn get_scorecard(addr: SocketAddr, ticker: &str, client: &str) -> reqwest::Response {
    reqwest::Client::new()
        .get(format!("http://{addr}/api/issuers/{ticker}/scorecard"))
        .header("x-forwarded-for", client)
        .send()
        .await
        .unwrap()
}

async fn post_ask(addr: SocketAddr, client: &str) -> reqwest::Response {
    reqwest::Client::new()
        .post(format!("http://{addr}/api/ask"))
        .header("x-forwarded-for", client)
        .json(&serde_json::json!({"question": "What is the capital of France?"}))
        .send()
        .await
        .unwrap()
}

#[tokio::test]
async fn the_scorecard_door_is_gated_and_onboards_no_one() {
    let t = spawn_app_with(&["--ip-rate", "20"]).await;
    t.app.onboard(NVDA, &()).await.unwrap();
    t.app.prepare_for(NVDA, saydo::route::Tool::Scorecard, None).await.unwrap();
    let addr = spawn_server(t.app.clone()).await;

    // 40 requests at once from one client: the bucket holds a minute's 20 (and refills one
    // every 3 s while they run); the rest are told to wait.
    let started = std::time::Instant::now();
    let statuses: Vec<u16> = futures::future::join_all((0..40).map(|_| async move { get_scorecard(addr, "NVDA", "203.0.113.40").await.status().as_u16() })).await;
    let refilled = (started.elapsed().as_secs_f64() / 3.0).floor() as usize;
    let ok = statuses.iter().filter(|s| **s == 200).count();
    let limited = statuses.iter().filter(|s| **s == 429).count();
    println!("40 scorecard requests from one client in {:?}: {ok} × 200, {limited} × 429", started.elapsed());
    assert_eq!(ok + limited, 40, "{statuses:?}");
    assert!((20..=20 + refilled).contains(&ok), "{ok} passed; the bucket holds 20 (+{refilled} refilled)");
    // Another client is not held back by the first.
    assert_eq!(get_scorecard(addr, "NVDA", "198.51.100.9").await.status(), 200);

    // An issuer SayDo does not hold is a 404 that says how to get it, and SEC is not asked for it.
    t.sec.clear_log();
    let r = get_scorecard(addr, "AAPL", "198.51.100.10").await;
    assert_eq!(r.status(), 404);
    let body: serde_json::Value = r.json().await.unwrap();
    assert!(body["error"].as_str().unwrap().contains("POST /api/ask"), "{body}");
    let fetched: Vec<String> = t.sec.log().iter().map(|l| l.path.clone()).filter(|p| p.contains("0000320193")).collect();
    assert!(fetched.is_empty(), "a GET made SayDo fetch Apple from SEC: {fetched:?}");
    let apple: i64 = sqlx::query_scalar("SELECT count(*) FROM issuers WHERE cik = 320193").fetch_one(&owner(&t.db_url).await).await.unwrap();
    assert_eq!(apple, 0);
}

#[tokio::test]
async fn ipv6_clients_share_one_bucket_per_64() {
    let t = spawn_app_with(&["--ip-rate", "2"]).await;
    let addr = spawn_server(t.app.clone()).await;
    assert_eq!(post_ask(addr, "2001:db8:1:2::1").await.status(), 200);
    assert_eq!(post_ask(addr, "2001:db8:1:2::2").await.status(), 200);
    // A third address in the same /64 is the same client.
    assert_eq!(post_ask(addr, "2001:db8:1:2:ffff:ffff:ffff:ffff").await.status(), 429);
    // The next /64 is another client.
    assert_eq!(post_ask(addr, "2001:db8:1:3::1").await.status(), 200);
    let keys: Vec<String> = sqlx::query_scalar("SELECT key FROM access_buckets ORDER BY key").fetch_all(&owner(&t.db_url).await).await.unwrap();
    assert_eq!(keys, ["ask:2001:db8:1:2::/64", "ask:2001:db8:1:3::/64"]);
}

#[tokio::test]
async fn idle_gate_buckets_are_pruned() {
    let t = spawn_app_with(&[]).await;
    let db = owner(&t.db_url).await;
    sqlx::query(
        "INSERT INTO access_buckets (key, tokens, updated_at) VALUES
           ('ask:192.0.2.1/32', 3, now() - interval '2 hours'),
           ('scorecard:192.0.2.2/32', 3, now() - interval '61 minutes'),
           ('ask:192.0.2.3/32', 3, now() - interval '5 minutes')",
    )
    .execute(&db)
    .await
    .unwrap();
    let n = saydo::http::gate::prune(&t.app.store.ingest, saydo::http::gate::BUCKET_IDLE).await.unwrap();
    assert_eq!(n, 2);
    let left: Vec<String> = sqlx::query_scalar("SELECT key FROM access_buckets").fetch_all(&db).await.unwrap();
    assert_eq!(left, ["ask:192.0.2.3/32"]);
}

/// A budget with room for exactly three questions' reservations; twelve questions from twelve
/// clients arrive at once while the model is slow. At most three may call it, the others are
/// answered offline and say why, and every reservation is settled afterwards.
#[tokio::test]
async fn many_questions_at_once_cannot_overspend_a_nearly_spent_budget() {
    let fake = FakeAnthropic::start().await;
    let model = "claude-haiku-4-5";
    let reserve = saydo::ask::max_question_cost(model);
    // Already spent today: 0.40. Left: three reservations and a half.
    let daily = 0.40 + 3.5 * reserve;
    let t = spawn_app_with(&[
        "--anthropic-api-key", "k", "--anthropic-url", &fake.url(), "--model", model,
        "--daily-budget-usd", &daily.to_string(), "--ip-budget-usd", "100",
    ])
    .await;
    let db = owner(&t.db_url).await;
    // Warm: onboarding and releases, no model; its offline answer is a draft that passes the check.
    let warm = ask(&t.app, Q, &AskOptions { model_allowed: false, ..Default::default() }, &()).await.unwrap();
    assert!(warm.review.passed);
    sqlx::query("INSERT INTO spend (model, input_tokens, output_tokens, cache_read_tokens, cache_write_tokens, usd) VALUES ('m', 1, 1, 0, 0, 0.40)")
        .execute(&db)
        .await
        .unwrap();
    fake.script((0..12).map(|_| Reply::Delayed(Duration::from_secs(3), warm.answer.clone())).collect());
    let addr = spawn_server(t.app.clone()).await;

    let answers = futures::future::join_all((0..12).map(|i| {
        let client = format!("198.51.100.{}", 20 + i);
        async move {
            let r = reqwest::Client::new()
                .post(format!("http://{addr}/api/ask"))
                .header("x-forwarded-for", client)
                .json(&serde_json::json!({"question": Q}))
                .send()
                .await
                .unwrap();
            let events = sse_events(&r.text().await.unwrap());
            serde_json::from_str::<serde_json::Value>(&events.last().unwrap().1).unwrap()
        }
    }))
    .await;
    let called = fake.requests().len();
    let by_model = answers.iter().filter(|a| !a["usage"].is_null()).count();
    let refused = answers
        .iter()
        .filter(|a| a["trace"].as_array().unwrap().iter().any(|l| l.as_str().unwrap().contains("model budget") && l.as_str().unwrap().contains("cannot cover")))
        .count();
    println!("12 questions at once, room for 3: {called} model calls, {by_model} answers with usage, {refused} told the budget cannot cover them");
    assert!(called <= 3, "{called} questions called the model; the budget covers 3");
    assert_eq!(by_model, called);
    assert_eq!(refused, 12 - called, "every other question says why it was answered offline");
    assert!(called >= 1, "the budget had room for three");

    // Settled: no reservation left open, one spend row per model answer, within the budget.
    let open: i64 = sqlx::query_scalar("SELECT count(*) FROM spend_reservations").fetch_one(&db).await.unwrap();
    assert_eq!(open, 0);
    let (rows, spent): (i64, f64) = sqlx::query_as("SELECT count(*), sum(usd)::float8 FROM spend WHERE answer_id IS NOT NULL").fetch_one(&db).await.unwrap();
    assert_eq!(rows as usize, called);
    assert!(0.40 + spent <= daily, "spent {spent} past the budget");
}
