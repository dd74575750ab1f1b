//! Crash safety: `kill -9` at random points leaves an issuer fully onboarded or absent, never
//! half; an interrupted corpus ingest keeps only whole documents; the next run completes.

use std::process::Stdio;
use std::time::Duration;

use rand::Rng;

use crate::support::{SaydoEnv, fresh_database, mirror, owner, FakeSec};

fn saydo(db: &str, sec: &FakeSec, args: &[&str]) -> tokio::process::Command {
    let mut cmd = tokio::process::Command::new(env!("CARGO_BIN_EXE_saydo"));
    cmd.args(args)
        .saydo_env(db, &sec, "SayDo Tests tests@saydo.example")
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
    // Kill points spread over a whole run as long as it takes on this machine (start-up
    // included): a fixed window would miss the run as onboarding gets faster.
    let whole_run = {
        let db = fresh_database().await;
        saydo::store::Store::migrate(&db).await.unwrap();
        let t = std::time::Instant::now();
        assert!(saydo(&db, &sec, &["onboard", "1045810"]).status().await.unwrap().success());
        t.elapsed().as_millis() as u64
    };
    let (mut killed, mut finished) = (0, 0);
    for _ in 0..20 {
        let db = fresh_database().await;
        saydo::store::Store::migrate(&db).await.unwrap();
        let mut child = saydo(&db, &sec, &["onboard", "1045810"]).spawn().unwrap();
        tokio::time::sleep(Duration::from_millis(rng.gen_range(whole_run / 20..whole_run.max(20)))).await;
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
    println!("kill -9 during onboarding (a whole run: {whole_run} ms): {killed} runs killed mid-way, {finished} finished first; all whole or absent");
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

/// Counts of what an issuer's corpus holds: documents, chunks, its corpus_issuers row, and
/// (kept through eviction) facts and guidance.
async fn holdings(pool: &sqlx::PgPool, cik: i64) -> (i64, i64, i64, i64, i64) {
    sqlx::query_as(
        "SELECT (SELECT count(*) FROM documents WHERE cik = $1), (SELECT count(*) FROM chunks WHERE cik = $1),
                (SELECT count(*) FROM corpus_issuers WHERE cik = $1), (SELECT count(*) FROM facts WHERE cik = $1),
                (SELECT count(*) FROM guidance WHERE cik = $1)",
    )
    .bind(cik)
    .fetch_one(pool)
    .await
    .unwrap()
}

/// kill -9 of a process while it evicts an issuer from the corpus cache (limit 1: ingesting
/// Tesla evicts NVIDIA). First at a chosen point — NVIDIA's documents and chunks already
/// deleted inside the eviction's transaction, its corpus row not yet — then at random points
/// once the evictor holds the cache lock. Every time NVIDIA's corpus is whole or gone, never in
/// part; its facts and guidance stay; and the next run completes the eviction.
#[tokio::test]
async fn kill_9_during_eviction_leaves_the_corpus_whole_or_gone() {
    const NVDA: i64 = 1045810;
    let sec = FakeSec::start_with(mirror(), 10, false).await;
    let db = fresh_database().await;
    let pool = owner(&db).await;
    let cli = |args: &[&str]| {
        let mut c = saydo(&db, &sec, args);
        c.env("SAYDO_CORPUS_ISSUERS", "1");
        c
    };
    let ingest_nvda = || async {
        assert!(cli(&["ingest", "NVDA", "--releases", "8", "--reports", "3"]).status().await.unwrap().success());
    };
    assert!(cli(&["onboard", "NVDA", "TSLA"]).status().await.unwrap().success());
    ingest_nvda().await;
    let whole = holdings(&pool, NVDA).await;
    assert!(whole.0 >= 5 && whole.1 > 200 && whole.2 == 1 && whole.3 == 26903 && whole.4 > 0, "{whole:?}");
    let gone = (0, 0, 0, whole.3, whole.4);

    // 1. Hold NVIDIA's corpus row so the evictor stops mid-transaction, after its deletes.
    let mut blocker = pool.begin().await.unwrap();
    sqlx::query("SELECT 1 FROM corpus_issuers WHERE cik = $1 FOR UPDATE").bind(NVDA).execute(&mut *blocker).await.unwrap();
    let mut child = cli(&["ingest", "TSLA", "--releases", "1", "--reports", "0"]).spawn().unwrap();
    let waited = tokio::time::Instant::now();
    loop {
        let blocked: i64 = sqlx::query_scalar(
            "SELECT count(*) FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE 'DELETE FROM corpus_issuers%'",
        )
        .fetch_one(&pool)
        .await
        .unwrap();
        if blocked == 1 {
            break;
        }
        assert!(waited.elapsed() < Duration::from_secs(60), "the evictor never reached its last delete");
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    child.start_kill().unwrap();
    child.wait().await.unwrap();
    blocker.rollback().await.unwrap();
    assert_eq!(holdings(&pool, NVDA).await, whole, "killed after its deletes, before commit: all of it stays");

    // 2. Random points once the evictor holds the cache lock.
    let mut rng = rand::thread_rng();
    let (mut before_commit, mut after_commit) = (0, 0);
    for _ in 0..4 {
        if holdings(&pool, NVDA).await != whole {
            ingest_nvda().await;
        }
        let mut child = cli(&["ingest", "TSLA", "--releases", "1", "--reports", "0"]).spawn().unwrap();
        loop {
            let held: i64 = sqlx::query_scalar(
                "SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND granted
                   AND objid = (hashtext('saydo.corpus_cache')::bigint & 4294967295)::oid",
            )
            .fetch_one(&pool)
            .await
            .unwrap();
            if held > 0 || child.try_wait().unwrap().is_some() {
                break;
            }
            tokio::time::sleep(Duration::from_millis(1)).await;
        }
        tokio::time::sleep(Duration::from_micros(rng.gen_range(0..4000))).await;
        let _ = child.start_kill();
        child.wait().await.unwrap();
        let h = holdings(&pool, NVDA).await;
        assert!(h == whole || h == gone, "half evicted: {h:?} (whole {whole:?})");
        if h == whole { before_commit += 1 } else { after_commit += 1 }
    }
    println!("kill -9 during eviction: 1 at the last delete, then {before_commit} before commit and {after_commit} after; whole or gone every time");

    // The next run completes the eviction; facts and guidance stay.
    if holdings(&pool, NVDA).await != whole {
        ingest_nvda().await;
    }
    assert!(cli(&["ingest", "TSLA", "--releases", "1", "--reports", "0"]).status().await.unwrap().success());
    assert_eq!(holdings(&pool, NVDA).await, gone);
    let tesla = holdings(&pool, 1318605).await;
    assert!(tesla.0 >= 1 && tesla.2 == 1, "Tesla promoted: {tesla:?}");
}
