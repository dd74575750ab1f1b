//! Reading filings into the corpus: each document fetched once (through the shared SEC
//! limit), cleaned, chunked and stored with its release's guidance in one transaction; what a
//! question's tool needs is read before the tool runs (`prepare_for`).

use chrono::NaiveDate;
use serde::Serialize;

use super::cache::enforce_cache;
use super::chunk::chunk;
use super::filings::{calendar, earnings_releases, fetch_exhibit, fetch_more_exhibits, folder, periodic_reports, Exhibit, FilingRow};
use crate::error::{Error, Result, SecError};
use crate::fiscal::FiscalCalendar;
use crate::guidance::{self, GuidanceRecord};
use crate::html::{self, CleanDoc};
use crate::sec::{Host, Sec};
use crate::store::Store;

#[derive(Debug, Default, Serialize)]
pub struct IngestSummary {
    pub releases: usize,
    pub reports: usize,
    pub missing: usize,
    pub chunks: u64,
    pub guidance: u64,
}

impl IngestSummary {
    fn add(&mut self, o: IngestSummary) {
        self.releases += o.releases;
        self.reports += o.reports;
        self.missing += o.missing;
        self.chunks += o.chunks;
        self.guidance += o.guidance;
    }
}

/// A stored document's status ("ok" or "missing"), or None when it was never read.
async fn doc_status(pool: &sqlx::PgPool, accession: &str, doc_type: &str) -> Result<Option<String>> {
    Ok(sqlx::query_scalar("SELECT status FROM documents WHERE accession = $1 AND doc_type = $2")
        .bind(accession)
        .bind(doc_type)
        .fetch_optional(pool)
        .await?)
}

async fn already(pool: &sqlx::PgPool, accession: &str, doc_type: &str) -> Result<bool> {
    Ok(doc_status(pool, accession, doc_type).await?.is_some())
}

async fn present(pool: &sqlx::PgPool, accession: &str, doc_type: &str) -> Result<bool> {
    Ok(doc_status(pool, accession, doc_type).await?.as_deref() == Some("ok"))
}

/// Stores one document with its chunks (and the release's guidance) in one transaction.
#[allow(clippy::too_many_arguments)]
async fn store_document(
    store: &Store,
    cik: u64,
    f: &FilingRow,
    doc_type: &str,
    url: &str,
    clean: Option<&CleanDoc>,
    guidance: &[GuidanceRecord],
) -> Result<(u64, u64)> {
    let mut tx = store.ingest.begin().await?;
    let id: Option<i64> = sqlx::query_scalar(
        "INSERT INTO documents (cik, accession, form, doc_type, filed, report_date, url, status, text)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (accession, doc_type) DO NOTHING RETURNING id",
    )
    .bind(cik as i64)
    .bind(&f.accession)
    .bind(&f.form)
    .bind(doc_type)
    .bind(f.filed)
    .bind(f.report_date)
    .bind(url)
    .bind(if clean.is_some() { "ok" } else { "missing" })
    .bind(clean.map(|c| c.text.as_str()))
    .fetch_optional(&mut *tx)
    .await?;
    let Some(id) = id else { return Ok((0, 0)) };
    let mut n = 0;
    if let Some(doc) = clean {
        let chunks = chunk(doc);
        let sections: Vec<&str> = chunks.iter().map(|c| c.section.as_str()).collect();
        let starts: Vec<i32> = chunks.iter().map(|c| c.start_char as i32).collect();
        let ends: Vec<i32> = chunks.iter().map(|c| c.end_char as i32).collect();
        let texts: Vec<&str> = chunks.iter().map(|c| c.text.as_str()).collect();
        n = sqlx::query(
            "INSERT INTO chunks (document_id, cik, accession, form, filed, url, section, start_char, end_char, text)
             SELECT $1, $2, $3, $4, $5, $6, s, a, b, t FROM UNNEST($7::text[], $8::int[], $9::int[], $10::text[]) AS x(s, a, b, t)",
        )
        .bind(id)
        .bind(cik as i64)
        .bind(&f.accession)
        .bind(&f.form)
        .bind(f.filed)
        .bind(url)
        .bind(&sections)
        .bind(&starts)
        .bind(&ends)
        .bind(&texts)
        .execute(&mut *tx)
        .await?
        .rows_affected();
    }
    let g = guidance::store(&mut tx, cik, guidance).await?;
    tx.commit().await?;
    Ok((n, g))
}

/// Progress of ingestion, for a bar or a stream.
pub trait IngestProgress: Send + Sync {
    fn document(&self, _done: usize, _total: usize, _what: &str) {}
}
impl IngestProgress for () {}

/// An exhibit cleaned (off the async threads: big HTML takes a while) and its guidance read.
async fn read_exhibit(ex: Exhibit, cal: &FiscalCalendar, f: &FilingRow) -> Result<(CleanDoc, String, Vec<GuidanceRecord>)> {
    let (clean, url) = tokio::task::spawn_blocking(move || (html::to_text(&ex.html), ex.url)).await.map_err(|e| Error::Io(std::io::Error::other(e)))?;
    let recs = guidance::extract::extract(&clean, cal, f.filed).iter().map(|g| GuidanceRecord::from_extracted(g, &f.accession, f.filed, &url)).collect();
    Ok((clean, url, recs))
}

/// What a guidance record is about: a second exhibit's record on the same is the release's.
fn record_key(r: &GuidanceRecord) -> (String, String, NaiveDate) {
    (r.metric.clone(), r.basis.clone(), r.period_end)
}

async fn ingest_release(store: &Store, sec: &Sec, cik: u64, cal: &FiscalCalendar, f: &FilingRow, sum: &mut IngestSummary) -> Result<()> {
    if already(&store.ingest, &f.accession, "EX-99.1").await? {
        return Ok(());
    }
    sum.releases += 1;
    match fetch_exhibit(sec, cik, &f.accession).await? {
        Some(ex) => {
            let (clean, url, recs) = read_exhibit(ex, cal, f).await?;
            let (c, g) = store_document(store, cik, f, "EX-99.1", &url, Some(&clean), &recs).await?;
            sum.chunks += c;
            sum.guidance += g;
            // An outlook the release leaves to another exhibit: what it adds is kept with that
            // exhibit as its source; what the release already states is the release's.
            let mut have: Vec<(String, String, NaiveDate)> = recs.iter().map(record_key).collect();
            for (kind, ex) in fetch_more_exhibits(sec, cik, &f.accession).await? {
                if already(&store.ingest, &f.accession, &kind).await? {
                    continue;
                }
                let (clean, url, more) = read_exhibit(ex, cal, f).await?;
                let more: Vec<GuidanceRecord> = more.into_iter().filter(|r| !have.contains(&record_key(r))).collect();
                if more.is_empty() {
                    continue;
                }
                have.extend(more.iter().map(record_key));
                let (c, g) = store_document(store, cik, f, &kind, &url, Some(&clean), &more).await?;
                sum.chunks += c;
                sum.guidance += g;
            }
        }
        None => {
            sum.missing += 1;
            let url = sec.url(Host::Www, &format!("{}/{}-index.htm", folder(cik, &f.accession), f.accession));
            store_document(store, cik, f, "EX-99.1", &url, None, &[]).await?;
        }
    }
    Ok(())
}

async fn ingest_report(store: &Store, sec: &Sec, cik: u64, f: &FilingRow, sum: &mut IngestSummary) -> Result<()> {
    if already(&store.ingest, &f.accession, &f.form).await? {
        return Ok(());
    }
    sum.reports += 1;
    let path = format!("{}/{}", folder(cik, &f.accession), f.primary_document.as_deref().unwrap_or(""));
    let url = sec.url(Host::Www, &path);
    match sec.get(Host::Www, &path).await {
        Ok(doc) => {
            let body = String::from_utf8_lossy(&doc.body).into_owned();
            let clean = tokio::task::spawn_blocking(move || html::to_text(&body)).await.map_err(|e| Error::Io(std::io::Error::other(e)))?;
            let (c, _) = store_document(store, cik, f, &f.form, &url, Some(&clean), &[]).await?;
            sum.chunks += c;
        }
        Err(Error::Sec(SecError::NotFound { .. })) => {
            sum.missing += 1;
            store_document(store, cik, f, &f.form, &url, None, &[]).await?;
        }
        Err(e) => return Err(e),
    }
    Ok(())
}

/// Builds an issuer's corpus: its latest `releases` earnings releases (guidance extracted
/// from each) and `reports` periodic reports. Documents already stored are skipped; a
/// document missing at SEC is recorded as missing.
pub async fn ingest(store: &Store, sec: &Sec, cik: u64, releases: i64, reports: i64, progress: &dyn IngestProgress) -> Result<IngestSummary> {
    let cal = calendar(&store.ingest, cik).await?;
    // A document SEC cannot serve does not count: read further back, up to three times as many.
    let rel = earnings_releases(&store.ingest, cik, releases * 3).await?;
    let per = periodic_reports(&store.ingest, cik, reports * 3).await?;
    let total = (releases + reports) as usize;
    let mut sum = IngestSummary::default();
    mark_building(store, cik).await?;
    let mut have = 0;
    for f in &rel {
        if have >= releases {
            break;
        }
        progress.document(have as usize, total, &format!("{} {} {}", f.form, f.filed, f.accession));
        ingest_release(store, sec, cik, &cal, f, &mut sum).await?;
        have += present(&store.ingest, &f.accession, "EX-99.1").await? as i64;
    }
    let mut have = 0;
    for f in &per {
        if have >= reports {
            break;
        }
        progress.document(releases as usize + have as usize, total, &format!("{} {} {}", f.form, f.filed, f.accession));
        ingest_report(store, sec, cik, f, &mut sum).await?;
        have += present(&store.ingest, &f.accession, &f.form).await? as i64;
    }
    sqlx::query("UPDATE corpus_issuers SET state = 'ready' WHERE cik = $1").bind(cik as i64).execute(&store.ingest).await?;
    Ok(sum)
}

/// Reads the earnings releases filed in a window (the guiding release of a period and the
/// one that reported it): what a first say-do question needs, and no more.
pub async fn ingest_releases_between(store: &Store, sec: &Sec, cik: u64, from: NaiveDate, to: NaiveDate) -> Result<IngestSummary> {
    let cal = calendar(&store.ingest, cik).await?;
    let rel: Vec<FilingRow> = sqlx::query_as(
        "SELECT accession, form, filed, report_date, primary_document FROM filings
          WHERE cik = $1 AND form IN ('8-K', '8-K/A') AND '2.02' = ANY(items) AND filed BETWEEN $2 AND $3
          ORDER BY filed",
    )
    .bind(cik as i64)
    .bind(from)
    .bind(to)
    .fetch_all(&store.ingest)
    .await?;
    let mut sum = IngestSummary::default();
    mark_building(store, cik).await?;
    for f in &rel {
        ingest_release(store, sec, cik, &cal, f, &mut sum).await?;
    }
    Ok(sum)
}

/// The periodic reports that state a period's figures, and the release that reported it: for a
/// year, the 10-K covering it and those of the two years after (which carry it as a
/// comparative column); for a quarter, the report covering it and the same quarter's report a
/// year later. What a question about a part of a metric ("iPhone revenue in fiscal 2024") reads.
pub async fn ingest_reports_for(store: &Store, sec: &Sec, cik: u64, start: NaiveDate, end: NaiveDate) -> Result<IngestSummary> {
    let year = (end - start).num_days() > 200;
    let per: Vec<FilingRow> = sqlx::query_as(
        "SELECT accession, form, filed, report_date, primary_document FROM filings
          WHERE cik = $1 AND form IN ('10-Q', '10-K', '20-F', '40-F') AND primary_document IS NOT NULL AND report_date IS NOT NULL
            AND (abs(report_date - $2) <= 20
                 OR ($3 AND form IN ('10-K', '20-F', '40-F') AND report_date > $2 AND report_date <= $2 + 750)
                 OR (NOT $3 AND abs(report_date - ($2 + 364)) <= 20))
          ORDER BY report_date, filed",
    )
    .bind(cik as i64)
    .bind(end)
    .bind(year)
    .fetch_all(&store.ingest)
    .await?;
    let mut sum = ingest_releases_between(store, sec, cik, end + chrono::Duration::days(1), end + chrono::Duration::days(75)).await?;
    for f in &per {
        ingest_report(store, sec, cik, f, &mut sum).await?;
    }
    sqlx::query("UPDATE corpus_issuers SET state = 'ready' WHERE cik = $1").bind(cik as i64).execute(&store.ingest).await?;
    Ok(sum)
}

/// What a question's tool needs in the corpus, read before the tool runs: a say-do or
/// guidance question about one period needs only the releases around it; a scorecard reaches
/// back six years of quarterly releases; search needs releases and reports (embedded in the
/// background by the caller); a question about a named period (a part of a metric, "iPhone
/// revenue", or what a filing of that period said) needs the reports of that period and the
/// release that reported it; actuals need nothing beyond the facts. Then the cache limit.
pub async fn prepare_for(
    store: &Store,
    sec: &Sec,
    cik: u64,
    tool: crate::route::Tool,
    period: Option<(NaiveDate, NaiveDate)>,
    cache_limit: u32,
) -> Result<Prepared> {
    use crate::route::Tool;
    let summary = match (tool, period) {
        (Tool::Search, Some((s, e))) => {
            // The period's own report and release, and the recent corpus every search reads.
            let mut sum = ingest_reports_for(store, sec, cik, s, e).await?;
            sum.add(ingest(store, sec, cik, 8, 4, &()).await?);
            Some(sum)
        }
        (Tool::Guidance | Tool::SayDo, Some((s, e))) => {
            Some(ingest_releases_between(store, sec, cik, s - chrono::Duration::days(130), e + chrono::Duration::days(100)).await?)
        }
        (Tool::Guidance | Tool::SayDo, None) => Some(ingest(store, sec, cik, 12, 0, &()).await?),
        (Tool::Scorecard, _) => Some(ingest(store, sec, cik, 24, 0, &()).await?),
        (Tool::Search, _) => Some(ingest(store, sec, cik, 8, 4, &()).await?),
        (Tool::Actuals | Tool::Derived, _) => None,
    };
    let evicted = match summary {
        Some(_) => enforce_cache(store, cik, cache_limit).await?,
        None => vec![],
    };
    Ok(Prepared { summary, evicted })
}

/// What `prepare_for` read and evicted.
#[derive(Debug, Default)]
pub struct Prepared {
    pub summary: Option<IngestSummary>,
    pub evicted: Vec<u64>,
}

impl Prepared {
    /// Lines for the answer's trace.
    pub fn notes(&self) -> Vec<String> {
        let mut v = vec![];
        if let Some(s) = &self.summary {
            if s.reports > 0 {
                v.push(format!("read {} releases and {} reports into the corpus", s.releases, s.reports));
            } else if s.releases > 0 {
                v.push(format!("read {} earnings releases ({} guidance records)", s.releases, s.guidance));
            }
        }
        if !self.evicted.is_empty() {
            v.push(format!("corpus cache full: evicted CIK {:?} (facts and guidance kept)", self.evicted));
        }
        v
    }
}

async fn mark_building(store: &Store, cik: u64) -> Result<()> {
    sqlx::query("INSERT INTO corpus_issuers (cik, state) VALUES ($1, 'building') ON CONFLICT (cik) DO NOTHING")
        .bind(cik as i64)
        .execute(&store.ingest)
        .await?;
    Ok(())
}

