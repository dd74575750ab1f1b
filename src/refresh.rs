//! `saydo refresh`, the scheduled ingest (a separate process, as in production): every onboarded
//! issuer's new filings and facts, guidance from new earnings releases, the ticker map. It takes
//! SEC tokens from the same Postgres bucket as `saydo serve`.

use serde::Serialize;

use crate::app::App;
use crate::error::Result;

#[derive(Debug, Default, Serialize)]
pub struct RefreshSummary {
    pub retention: Retention,
    pub issuers: usize,
    pub facts_new: u64,
    pub filings_new: u64,
    pub releases_read: usize,
    pub guidance_new: u64,
    pub failures: Vec<String>,
}

/// What retention removed.
#[derive(Debug, Default, Serialize)]
pub struct Retention {
    /// Answers older than SAYDO_ANSWER_RETENTION_DAYS.
    pub answers_deleted: u64,
    /// Spend rows whose day is over: their client address is cleared (the per-client budget
    /// is per day, so the gate no longer needs it); the cost stays for the daily total.
    pub client_addresses_cleared: u64,
    /// Reservations a crashed process never settled, older than a day.
    pub reservations_dropped: u64,
    /// Gate buckets idle for an hour (as good as full).
    pub buckets_pruned: u64,
}

/// Deletes and clears what SayDo no longer needs. Runs first in every refresh, before any SEC
/// request, so an SEC outage never holds it up.
pub async fn enforce_retention(app: &App) -> Result<Retention> {
    let pool = &app.store.ingest;
    let answers_deleted = sqlx::query("DELETE FROM answers WHERE created_at < now() - make_interval(days => $1)")
        .bind(app.cfg.answer_retention_days as i32)
        .execute(pool)
        .await?
        .rows_affected();
    let client_addresses_cleared =
        sqlx::query("UPDATE spend SET client_ip = NULL WHERE client_ip IS NOT NULL AND at < date_trunc('day', now())")
            .execute(pool)
            .await?
            .rows_affected();
    let reservations_dropped = sqlx::query("DELETE FROM spend_reservations WHERE at < now() - interval '1 day'")
        .execute(pool)
        .await?
        .rows_affected();
    let buckets_pruned = crate::http::gate::prune(pool, crate::http::gate::BUCKET_IDLE).await?;
    Ok(Retention { answers_deleted, client_addresses_cleared, reservations_dropped, buckets_pruned })
}

pub async fn refresh(app: &App) -> Result<RefreshSummary> {
    let retention = enforce_retention(app).await?;
    app.ensure_tickers().await?;
    let ciks: Vec<(i64, bool)> = sqlx::query_as(
        "SELECT i.cik, c.cik IS NOT NULL FROM issuers i LEFT JOIN corpus_issuers c ON c.cik = i.cik ORDER BY i.cik",
    )
    .fetch_all(&app.store.query)
    .await?;
    let mut sum = RefreshSummary { retention, issuers: ciks.len(), ..Default::default() };
    for (cik, in_corpus) in ciks {
        let cik = cik as u64;
        // One issuer's failure is reported, not fatal: the next hour tries again.
        match app.onboard(cik, &()).await {
            Ok(s) => {
                sum.facts_new += s.facts_new;
                sum.filings_new += s.filings_new;
            }
            Err(e) => {
                sum.failures.push(format!("CIK {cik}: {e}"));
                continue;
            }
        }
        // New releases are read for issuers whose corpus is cached; evicted ones keep their
        // facts current and are read again when next asked about.
        if in_corpus {
            match crate::corpus::ingest(&app.store, &app.sec, cik, 4, 2, &()).await {
                Ok(s) => {
                    sum.releases_read += s.releases;
                    sum.guidance_new += s.guidance;
                }
                Err(e) => sum.failures.push(format!("CIK {cik} corpus: {e}")),
            }
        }
    }
    Ok(sum)
}
