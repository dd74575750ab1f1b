//! Bounded: every reply body from SEC, Anthropic and Workers AI is capped while it streams;
//! onboardings and ingests wait for one of SAYDO_MAX_JOBS slots; one background embedder per issuer.

use std::time::Duration;

use saydo::embed::workers::WorkersAi;
use saydo::error::{EmbedError, LlmError, SecError};
use saydo::llm::{Anthropic, Llm, Turn};
use saydo::Error;

use crate::support::fake_anthropic::{FakeAnthropic, Reply};
use crate::support::fake_workers::{Fault as WorkersFault, FakeWorkers};
use crate::support::{config, fresh_database, model_dir, owner, spawn_app_with, Fault};

const NVDA: u64 = 1045810;

#[tokio::test]
async fn an_sec_reply_past_the_cap_is_an_error_read_no_further_and_not_retried() {
    let t = spawn_app_with(&["--sec-max-body-mb", "8"]).await;
    t.sec.inject(Some("companyfacts/CIK0001045810"), Fault::Huge(20 << 20));
    let err = t.app.onboard(NVDA, &()).await.expect_err("a 20 MB reply past an 8 MB cap");
    println!("{err}");
    assert!(matches!(err, Error::Sec(SecError::TooLarge { cap_mb: 8, .. })), "{err:?}");
    assert!(err.to_string().contains("CIK0001045810") && err.to_string().contains("SAYDO_SEC_MAX_BODY_MB"), "{err}");
    let tries = t.sec.log().iter().filter(|l| l.path.contains("companyfacts/CIK0001045810")).count();
    assert_eq!(tries, 1, "a reply past the cap is not retried");
    let facts: i64 = sqlx::query_scalar("SELECT count(*) FROM facts").fetch_one(&owner(&t.db_url).await).await.unwrap();
    assert_eq!(facts, 0);
    // Under the cap, the same document (4 MB) is read.
    assert_eq!(t.app.onboard(NVDA, &()).await.unwrap().facts_seen, 26903);
}

#[tokio::test]
async fn an_anthropic_reply_past_the_cap_is_an_error() {
    let fake = FakeAnthropic::start().await;
    let llm = Anthropic::new(&fake.url(), "k", "claude-haiku-4-5", Duration::from_secs(10)).unwrap();
    fake.script(vec![Reply::Huge(4 << 20)]);
    let turns = [Turn { role: "user", text: "hello".into() }];
    let err = llm.complete("system", &turns, 100).await.expect_err("a 4 MB reply");
    println!("{err}");
    assert!(matches!(err, Error::Llm(LlmError::TooLarge { cap }) if cap == saydo::llm::MAX_REPLY_BYTES), "{err:?}");
    // A prompt past what the budget's reservation covers is never sent.
    let before = fake.requests().len();
    let big = [Turn { role: "user", text: "x".repeat(saydo::llm::MAX_PROMPT_BYTES) }];
    let err = llm.complete("system", &big, 100).await.expect_err("a prompt past the reserved size");
    assert!(matches!(err, Error::Llm(LlmError::PromptTooLarge { .. })), "{err:?}");
    assert_eq!(fake.requests().len(), before);
}

#[tokio::test]
async fn a_workers_ai_reply_past_the_cap_is_an_error() {
    let fake = FakeWorkers::start(&model_dir()).await;
    let sec = crate::support::FakeSec::start(crate::support::mirror()).await;
    let db = fresh_database().await;
    let cfg = config(&db, &sec, &["--cloudflare-account-id", "acct", "--cloudflare-api-token", "tok", "--cf-url", &fake.url()]);
    let client = WorkersAi::new(&cfg).unwrap();
    fake.set_fault(Some(WorkersFault::Huge(6 << 20)));
    let before = fake.calls();
    let err = client.call(&["a".to_string()]).await.expect_err("a 6 MB reply");
    println!("{err}");
    assert!(matches!(err, Error::Embed(EmbedError::TooLarge { cap }) if cap == saydo::embed::workers::MAX_REPLY_BYTES), "{err:?}");
    assert_eq!(fake.calls() - before, 1, "not retried");
}

/// Four first questions about four issuers at once, one job slot: the onboardings run one after
/// another (SEC's log shows each issuer's requests together), and all four finish.
#[tokio::test]
async fn onboardings_wait_for_a_job_slot() {
    let t = spawn_app_with(&["--max-jobs", "1"]).await;
    let ciks = [1045810u64, 320193, 1318605, 1640147];
    let app = &t.app;
    let done = futures::future::join_all(ciks.iter().map(|c| async move { app.ensure_onboarded(*c, &()).await })).await;
    for (c, r) in ciks.iter().zip(&done) {
        assert!(matches!(r, Ok(Some(_))), "CIK {c}: {r:?}");
    }
    assert_eq!(app.jobs.most_running(), 1);
    // Each issuer's SEC requests are contiguous: no two onboardings overlapped.
    let order: Vec<String> = t
        .sec
        .log()
        .iter()
        .filter_map(|l| ciks.iter().find(|c| l.path.contains(&format!("{c:010}"))).map(|c| c.to_string()))
        .collect();
    let mut runs = order.clone();
    runs.dedup();
    println!("SEC requests by issuer, in order: {order:?}");
    assert_eq!(runs.len(), ciks.len(), "interleaved onboardings: {order:?}");
}

/// Five searches about one issuer ask for its embedding at once: one embedder runs, and each
/// batch of chunks is sent once.
#[tokio::test]
async fn one_background_embedder_per_issuer() {
    let fake = FakeWorkers::start(&model_dir()).await;
    fake.set_synthetic(true);
    let t = spawn_app_with(&["--cloudflare-account-id", "acct", "--cloudflare-api-token", "tok", "--cf-url", &fake.url(), "--max-jobs", "4"]).await;
    let app = &t.app;
    app.onboard(NVDA, &()).await.unwrap();
    saydo::corpus::ingest(&app.store, &app.sec, NVDA, 4, 0, &()).await.unwrap();
    let db = owner(&t.db_url).await;
    let chunks: i64 = sqlx::query_scalar("SELECT count(*) FROM chunks").fetch_one(&db).await.unwrap();
    let before = fake.calls();
    for _ in 0..5 {
        app.embed_in_background(NVDA);
    }
    let mut embedded = 0;
    for _ in 0..200 {
        embedded = sqlx::query_scalar::<_, i64>("SELECT count(embedding) FROM chunks").fetch_one(&db).await.unwrap();
        if embedded == chunks {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert_eq!(embedded, chunks);
    let calls = fake.calls() - before;
    println!("{chunks} chunks embedded in {calls} calls by one embedder");
    assert_eq!(calls as i64, (chunks + 63) / 64, "each batch of 64 sent once");
}
