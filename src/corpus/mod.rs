//! The filings corpus: earnings releases (8-K item 2.02, EX-99.1) and periodic reports
//! (10-Q, 10-K) fetched from SEC, cleaned to text, chunked with provenance, and kept for at
//! most SAYDO_CORPUS_ISSUERS issuers (a cache: evicting drops chunks, keeps facts and guidance).


pub mod search;

use std::sync::LazyLock;

use chrono::NaiveDate;
use regex::Regex;
use serde::Serialize;

use crate::error::{Error, Result, SecError};
use crate::fiscal::FiscalCalendar;
use crate::guidance::{self, GuidanceRecord};
use crate::sec::{Host, Sec};
use crate::store::Store;
use crate::html::{self, BlockKind, CleanDoc};

/// A filing SayDo reads documents from.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct FilingRow {
    pub accession: String,
    pub form: String,
    pub filed: NaiveDate,
    pub report_date: Option<NaiveDate>,
    pub primary_document: Option<String>,
}

fn folder(cik: u64, accession: &str) -> String {
    format!("/Archives/edgar/data/{cik}/{}", accession.replace('-', ""))
}

static INDEX_ROW: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"(?is)<tr[^>]*>(.*?)</tr>").unwrap());
static CELL: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"(?is)<td[^>]*>(.*?)</td>").unwrap());
static HREF: LazyLock<Regex> = LazyLock::new(|| Regex::new(r#"(?is)href\s*=\s*"([^"]+)""#).unwrap());
static TAGS: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"(?s)<[^>]+>").unwrap());

/// One row of a filing index page: (description, document href, type).
pub fn parse_index(page: &str) -> Vec<(String, String, String)> {
    let mut out = vec![];
    for row in INDEX_ROW.captures_iter(page) {
        let cells: Vec<&str> = CELL.captures_iter(&row[1]).map(|c| c.get(1).unwrap().as_str()).collect();
        // Seq | Description | Document | Type | Size
        if cells.len() < 4 {
            continue;
        }
        let Some(href) = HREF.captures(cells[2]).map(|c| c[1].to_owned()) else { continue };
        let text = |s: &str| TAGS.replace_all(s, "").trim().to_owned();
        // iXBRL documents are linked through the viewer: /ix?doc=/Archives/...
        let href = href.strip_prefix("/ix?doc=").unwrap_or(&href).to_owned();
        out.push((text(cells[1]), href, text(cells[3])));
    }
    out
}

/// Where a release's EX-99.1 lives and its HTML.
pub struct Exhibit {
    pub url: String,
    pub html: String,
}

/// Finds a filing's EX-99.1: from the filing index page (today's path, or the older
/// `{cik}/{accession}-index.html`), else from the complete submission text file.
pub async fn fetch_exhibit(sec: &Sec, cik: u64, accession: &str) -> Result<Option<Exhibit>> {
    let dir = folder(cik, accession);
    let index = match sec.get(Host::Www, &format!("{dir}/{accession}-index.htm")).await {
        Ok(f) => Some(f),
        Err(Error::Sec(SecError::NotFound { .. })) => {
            match sec.get(Host::Www, &format!("/Archives/edgar/data/{cik}/{accession}-index.html")).await {
                Ok(f) => Some(f),
                Err(Error::Sec(SecError::NotFound { .. })) => None,
                Err(e) => return Err(e),
            }
        }
        Err(e) => return Err(e),
    };
    if let Some(index) = index {
        let page = String::from_utf8_lossy(&index.body);
        let rows = parse_index(&page);
        let ex = rows.iter().find(|r| r.2.eq_ignore_ascii_case("EX-99.1")).or_else(|| rows.iter().find(|r| r.2.to_uppercase().starts_with("EX-99")));
        if let Some((_, href, _)) = ex {
            let path = if href.starts_with('/') { href.clone() } else { format!("{dir}/{href}") };
            match sec.get(Host::Www, &path).await {
                Ok(doc) => return Ok(Some(Exhibit { url: sec.url(Host::Www, &path), html: String::from_utf8_lossy(&doc.body).into_owned() })),
                Err(Error::Sec(SecError::NotFound { .. })) => {}
                Err(e) => return Err(e),
            }
        }
    }
    // The complete submission text file holds every document of the filing.
    let txt = format!("{dir}/{accession}.txt");
    match sec.get(Host::Www, &txt).await {
        Ok(f) => {
            let full = String::from_utf8_lossy(&f.body);
            Ok(html::exhibit_from_submission_text(&full, "EX-99.1").map(|h| Exhibit { url: sec.url(Host::Www, &txt), html: h }))
        }
        Err(Error::Sec(SecError::NotFound { .. })) => Ok(None),
        Err(e) => Err(e),
    }
}

/// A chunk of a few hundred tokens with provenance.
#[derive(Debug, Clone, Serialize)]
pub struct Chunk {
    pub section: String,
    pub start_char: usize,
    pub end_char: usize,
    pub text: String,
}

/// Chunks on block and sentence boundaries, never across sections; ~180 words each.
pub fn chunk(doc: &CleanDoc) -> Vec<Chunk> {
    const TARGET_WORDS: usize = 180;
    let mut out = vec![];
    let mut cur: Option<Chunk> = None;
    let mut words = 0;
    let flush = |cur: &mut Option<Chunk>, out: &mut Vec<Chunk>| {
        if let Some(c) = cur.take() {
            if c.text.split_whitespace().count() >= 5 {
                out.push(c);
            }
        }
    };
    for b in &doc.blocks {
        let t = doc.block_text(b);
        let w = t.split_whitespace().count();
        let same_section = cur.as_ref().is_some_and(|c| c.section == b.section);
        if !same_section || words + w > TARGET_WORDS && words > 0 || b.kind == BlockKind::Heading {
            flush(&mut cur, &mut out);
            words = 0;
        }
        if w > TARGET_WORDS * 2 {
            // A very long paragraph: split it on sentence ends near the target.
            let chars: Vec<(usize, char)> = t.char_indices().collect();
            let mut s = 0usize;
            let mut count = 0;
            for (i, (bi, ch)) in chars.iter().enumerate() {
                if ch.is_whitespace() {
                    count += 1;
                }
                let end = i + 1 == chars.len();
                let boundary = *ch == '.' && chars.get(i + 1).is_some_and(|n| n.1 == ' ') && count >= TARGET_WORDS;
                if boundary || end {
                    let e = bi + ch.len_utf8();
                    let sc = b.start + t[..s].chars().count();
                    out.push(Chunk { section: b.section.clone(), start_char: sc, end_char: sc + t[s..e].chars().count(), text: t[s..e].trim().to_owned() });
                    s = e;
                    count = 0;
                }
            }
            continue;
        }
        match cur.as_mut() {
            Some(c) => {
                c.text.push('\n');
                c.text.push_str(t);
                c.end_char = b.end;
            }
            None => cur = Some(Chunk { section: b.section.clone(), start_char: b.start, end_char: b.end, text: t.to_owned() }),
        }
        words += w;
    }
    flush(&mut cur, &mut out);
    out
}

#[derive(Debug, Default, Serialize)]
pub struct IngestSummary {
    pub releases: usize,
    pub reports: usize,
    pub missing: usize,
    pub chunks: u64,
    pub guidance: u64,
}

/// Earnings releases: 8-K (or 8-K/A) whose items include 2.02, newest first.
pub async fn earnings_releases(pool: &sqlx::PgPool, cik: u64, limit: i64) -> Result<Vec<FilingRow>> {
    Ok(sqlx::query_as(
        "SELECT accession, form, filed, report_date, primary_document FROM filings
          WHERE cik = $1 AND form IN ('8-K', '8-K/A') AND '2.02' = ANY(items)
          ORDER BY filed DESC LIMIT $2",
    )
    .bind(cik as i64)
    .bind(limit)
    .fetch_all(pool)
    .await?)
}

pub async fn periodic_reports(pool: &sqlx::PgPool, cik: u64, limit: i64) -> Result<Vec<FilingRow>> {
    Ok(sqlx::query_as(
        "SELECT accession, form, filed, report_date, primary_document FROM filings
          WHERE cik = $1 AND form IN ('10-Q', '10-K', '20-F', '40-F') AND primary_document IS NOT NULL
          ORDER BY filed DESC LIMIT $2",
    )
    .bind(cik as i64)
    .bind(limit)
    .fetch_all(pool)
    .await?)
}

pub async fn calendar(pool: &sqlx::PgPool, cik: u64) -> Result<FiscalCalendar> {
    let (mmdd, offset): (String, i32) = sqlx::query_as("SELECT fiscal_year_end, fiscal_label_offset FROM issuers WHERE cik = $1")
        .bind(cik as i64)
        .fetch_optional(pool)
        .await?
        .ok_or_else(|| Error::NotFound(format!("CIK {cik} is not onboarded")))?;
    let mut cal = FiscalCalendar::from_mmdd(&mmdd).ok_or_else(|| Error::Config(format!("bad fiscal year end {mmdd}")))?;
    cal.label_offset = offset;
    Ok(cal)
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

async fn ingest_release(store: &Store, sec: &Sec, cik: u64, cal: &FiscalCalendar, f: &FilingRow, sum: &mut IngestSummary) -> Result<()> {
    if already(&store.ingest, &f.accession, "EX-99.1").await? {
        return Ok(());
    }
    sum.releases += 1;
    match fetch_exhibit(sec, cik, &f.accession).await? {
        Some(ex) => {
            let (clean, url) = tokio::task::spawn_blocking(move || (html::to_text(&ex.html), ex.url))
                .await
                .map_err(|e| Error::Io(std::io::Error::other(e)))?;
            let recs: Vec<GuidanceRecord> = guidance::extract::extract(&clean, cal, f.filed)
                .iter()
                .map(|g| GuidanceRecord::from_extracted(g, &f.accession, f.filed, &url))
                .collect();
            let (c, g) = store_document(store, cik, f, "EX-99.1", &url, Some(&clean), &recs).await?;
            sum.chunks += c;
            sum.guidance += g;
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
          WHERE cik = $1 AND form IN ('10-Q', '10-K') AND primary_document IS NOT NULL AND report_date IS NOT NULL
            AND (abs(report_date - $2) <= 20
                 OR ($3 AND form = '10-K' AND report_date > $2 AND report_date <= $2 + 750)
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
/// background by the caller); a part of a metric (`qualified`, "iPhone revenue") needs the
/// reports of its period; actuals need nothing beyond the facts. Then the cache limit.
pub async fn prepare_for(
    store: &Store,
    sec: &Sec,
    cik: u64,
    tool: crate::route::Tool,
    period: Option<(NaiveDate, NaiveDate)>,
    qualified: bool,
    cache_limit: u32,
) -> Result<Prepared> {
    use crate::route::Tool;
    let summary = match (tool, period) {
        (Tool::Search, Some((s, e))) if qualified => Some(ingest_reports_for(store, sec, cik, s, e).await?),
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

/// Keeps the corpus a cache of at most `limit` issuers: beyond it, the issuer asked about
/// least recently loses its documents, chunks and vectors in one transaction. Its XBRL facts
/// and extracted guidance stay. Returns the CIKs evicted.
pub async fn enforce_cache(store: &Store, keep: u64, limit: u32) -> Result<Vec<u64>> {
    let mut tx = store.ingest.begin().await?;
    // One evictor at a time.
    sqlx::query("SELECT pg_advisory_xact_lock(hashtext('saydo.corpus_cache'))").execute(&mut *tx).await?;
    let victims: Vec<i64> = sqlx::query_scalar(
        "SELECT c.cik FROM corpus_issuers c LEFT JOIN issuers i ON i.cik = c.cik
          WHERE c.cik <> $1
          ORDER BY i.last_question_at DESC NULLS LAST, c.promoted_at DESC
          OFFSET GREATEST(0, $2 - 1)",
    )
    .bind(keep as i64)
    .bind(limit as i64)
    .fetch_all(&mut *tx)
    .await?;
    for v in &victims {
        sqlx::query("DELETE FROM documents WHERE cik = $1").bind(v).execute(&mut *tx).await?;
        sqlx::query("DELETE FROM corpus_issuers WHERE cik = $1").bind(v).execute(&mut *tx).await?;
        tracing::info!(cik = v, "evicted from the corpus cache (facts and guidance kept)");
    }
    tx.commit().await?;
    Ok(victims.into_iter().map(|v| v as u64).collect())
}

/// Gives every chunk of an issuer without a vector in the embedder's space one, in batches;
/// each batch commits on its own so an interruption keeps what was done. A chunk embedded in
/// another space (the model or pooling changed) is re-embedded: its old vector is never
/// compared meanwhile, as search filters by space.
pub async fn embed_pending(store: &Store, embedder: &dyn crate::embed::Embedder, cik: u64) -> Result<usize> {
    let space = embedder.space().id();
    let mut done = 0;
    loop {
        let rows: Vec<(i64, String)> = sqlx::query_as(
            "SELECT id, text FROM chunks WHERE cik = $1 AND (embedding IS NULL OR space IS DISTINCT FROM $2) ORDER BY id LIMIT 64",
        )
        .bind(cik as i64)
        .bind(&space)
        .fetch_all(&store.ingest)
        .await?;
        if rows.is_empty() {
            return Ok(done);
        }
        let texts: Vec<String> = rows.iter().map(|r| r.1.clone()).collect();
        let vecs = embedder.embed(&texts).await?;
        let ids: Vec<i64> = rows.iter().map(|r| r.0).collect();
        let vectors: Vec<pgvector::Vector> = vecs.into_iter().map(pgvector::Vector::from).collect();
        sqlx::query(
            "UPDATE chunks SET embedding = x.v, space = $3 FROM UNNEST($1::bigint[], $2::vector[]) AS x(id, v)
              WHERE chunks.id = x.id AND (chunks.embedding IS NULL OR chunks.space IS DISTINCT FROM $3)",
        )
        .bind(&ids)
        .bind(&vectors)
        .bind(&space)
        .execute(&store.ingest)
        .await?;
        done += rows.len();
    }
}
