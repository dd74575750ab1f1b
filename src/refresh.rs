//! `saydo refresh`, the scheduled ingest (a separate process, as in production): every onboarded
//! issuer's new filings and facts, guidance from new earnings releases, the ticker map. It takes
//! SEC tokens from the same Postgres bucket as `saydo serve`.

use serde::Serialize;

use crate::app::App;
use crate::error::Result;

#[derive(Debug, Default, Serialize)]
pub struct RefreshSummary {
    pub issuers: usize,
    pub facts_new: u64,
    pub filings_new: u64,
    pub releases_read: usize,
    pub guidance_new: u64,
    pub failures: Vec<String>,
}

pub async fn refresh(app: &App) -> Result<RefreshSummary> {
    app.ensure_tickers().await?;
    let ciks: Vec<(i64, bool)> = sqlx::query_as(
        "SELECT i.cik, c.cik IS NOT NULL FROM issuers i LEFT JOIN corpus_issuers c ON c.cik = i.cik ORDER BY i.cik",
    )
    .fetch_all(&app.store.query)
    .await?;
    let mut sum = RefreshSummary { issuers: ciks.len(), ..Default::default() };
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
