//! Crash safety: `kill -9` at random points leaves an issuer fully onboarded or absent, never
//! half; an interrupted corpus ingest keeps only whole documents; the next run completes.

use std::process::Stdio;
use std::time::Duration;

use rand::Rng;

use crate::support::{fresh_database, mirror, owner, FakeSec};

fn saydo(db: &str, sec: &FakeSec, args: &[&str]) -> tokio::process::Command {
    let mut cmd = tokio::process::Command::new(env!("CARGO_BIN_EXE_saydo"));
    cmd.args(args)
        .env_clear()
        .env("PATH", std::env::var("PATH").unwrap_or_default())
        .env("DATABASE_URL", db)
        .env("SAYDO_SEC_USER_AGENT", "SayDo Tests tests@saydo.example")
        .env("SAYDO_SEC_WWW_URL", sec.www_url())
        .env("SAYDO_SEC_DATA_URL", sec.data_url())
        .env("SAYDO_SEC_LOCKOUT_SECS", "2")
        .env("SAYDO_LOCAL_MODEL_DIR", "/nonexistent")
        .stdout(Stdio::null())
        .stderr(Stdio::null());
    cmd
}

#[tokio::test]
async fn kill_9_during_onboarding_is_all_or_nothing() {
    let sec = FakeSec::start_with(mirror(), 10, false).await;
    let mut rng = rand::thread_rng();
    let (mut killed, mut finished) = (0, 0);
    for _ in 0..20 {
        let db = fresh_database().await;
        saydo::store::Store::migrate(&db).await.unwrap();
        let mut child = saydo(&db, &sec, &["onboard", "1045810"]).spawn().unwrap();
        tokio::time::sleep(Duration::from_millis(rng.gen_range(100..1500))).await;
        match child.try_wait().unwrap() {
            Some(_) => finished += 1,
            None => {
                child.start_kill().unwrap(); // SIGKILL
                killed += 1;
            }
        }
        child.wait().await.unwrap();
        let pool = owner(&db).await;
        let (facts, distinct): (i64, i64) = sqlx::query_as(
            "SELECT count(*), count(DISTINCT (concept, taxonomy, unit, period_end, period_start, accession)) FROM facts",
        )
        .fetch_one(&pool)
        .await
        .unwrap();
        let issuers: i64 = sqlx::query_scalar("SELECT count(*) FROM issuers").fetch_one(&pool).await.unwrap();
        assert!(facts == 0 && issuers == 0 || facts == 26903 && issuers == 1, "half an issuer: {facts} facts, {issuers} issuers");
        assert_eq!(facts, distinct, "a duplicated fact");
        // The next onboarding completes.
        let ok = saydo(&db, &sec, &["onboard", "1045810"]).status().await.unwrap();
        assert!(ok.success());
        let facts: i64 = sqlx::query_scalar("SELECT count(*) FROM facts").fetch_one(&pool).await.unwrap();
        assert_eq!(facts, 26903);
        pool.close().await;
    }
    println!("kill -9 during onboarding: {killed} runs killed mid-way, {finished} finished first; all whole or absent");
    assert!(killed >= 5, "the kills should land while onboarding runs");
}

#[tokio::test]
async fn kill_9_during_ingest_keeps_only_whole_documents() {
    let sec = FakeSec::start_with(mirror(), 10, false).await;
    let db = fresh_database().await;
    let ok = saydo(&db, &sec, &["onboard", "NVDA"]).status().await.unwrap();
    assert!(ok.success());
    let pool = owner(&db).await;
    let mut rng = rand::thread_rng();
    for _ in 0..8 {
        let mut child = saydo(&db, &sec, &["ingest", "NVDA", "--releases", "8", "--reports", "2"]).spawn().unwrap();
        tokio::time::sleep(Duration::from_millis(rng.gen_range(200..3000))).await;
        let _ = child.start_kill();
        child.wait().await.unwrap();
        // Every stored document that was read has its chunks and (for a release) its guidance.
        let broken: i64 = sqlx::query_scalar(
            "SELECT count(*) FROM documents d WHERE d.status = 'ok' AND NOT EXISTS (SELECT 1 FROM chunks c WHERE c.document_id = d.id)",
        )
        .fetch_one(&pool)
        .await
        .unwrap();
        assert_eq!(broken, 0, "a document without its chunks");
        let orphan: i64 = sqlx::query_scalar(
            "SELECT count(*) FROM guidance g WHERE NOT EXISTS (SELECT 1 FROM documents d WHERE d.accession = g.accession)",
        )
        .fetch_one(&pool)
        .await
        .unwrap();
        assert_eq!(orphan, 0, "guidance without its release");
    }
    let ok = saydo(&db, &sec, &["ingest", "NVDA", "--releases", "8", "--reports", "2"]).status().await.unwrap();
    assert!(ok.success());
    let releases: i64 = sqlx::query_scalar("SELECT count(*) FROM documents WHERE doc_type = 'EX-99.1' AND status = 'ok'").fetch_one(&pool).await.unwrap();
    assert_eq!(releases, 8);
    let dup: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM (SELECT accession, metric, basis, fiscal_year, fiscal_period, start_char FROM guidance GROUP BY 1,2,3,4,5,6 HAVING count(*) > 1) x",
    )
    .fetch_one(&pool)
    .await
    .unwrap();
    assert_eq!(dup, 0);
}
