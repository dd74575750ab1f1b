//! Stage 2: onboard an issuer — its XBRL companyfacts and filings list, every fact stored
//! with provenance, in one transaction (a failure part-way stores nothing).

pub mod companyfacts;
pub mod submissions;

use std::time::{Duration, Instant};

use chrono::NaiveDate;
use rust_decimal::Decimal;
use serde::Serialize;

use crate::error::{Error, Result};
use crate::fiscal::FiscalCalendar;
use crate::sec::{Host, Sec};
use crate::store::Store;
use companyfacts::{CompanyFacts, Fact};
use submissions::{Filing, Submissions};

#[derive(Debug, Clone, Serialize)]
pub struct OnboardSummary {
    pub cik: u64,
    pub name: String,
    pub fiscal_year_end: String,
    pub facts_seen: usize,
    pub facts_new: u64,
    pub filings_new: u64,
    pub periods: usize,
    pub fetch_ms: u64,
    pub parse_ms: u64,
    pub store_ms: u64,
}

impl OnboardSummary {
    pub fn line(&self) -> String {
        format!(
            "{} (CIK {}): {} facts stored ({} seen), {} new filings, {} fiscal periods, in {:.2} s (fetch {} ms, parse {} ms, store {} ms)",
            self.name,
            self.cik,
            self.facts_new,
            self.facts_seen,
            self.filings_new,
            self.periods,
            (self.fetch_ms + self.parse_ms + self.store_ms) as f64 / 1000.0,
            self.fetch_ms,
            self.parse_ms,
            self.store_ms
        )
    }
}

/// Progress of a long onboarding, for a terminal bar or an SSE stream.
pub trait Progress: Send + Sync {
    fn stage(&self, _what: &str) {}
}
impl Progress for () {}

pub fn companyfacts_path(cik: u64) -> String {
    format!("/api/xbrl/companyfacts/CIK{cik:010}.json")
}

/// Fetches, parses and stores one issuer. Re-running appends only what is new.
pub async fn onboard(store: &Store, sec: &Sec, cik: u64, progress: &dyn Progress) -> Result<OnboardSummary> {
    let t0 = Instant::now();
    progress.stage("fetching companyfacts and submissions");
    let facts_path = companyfacts_path(cik);
    let (facts_res, subs_res) = tokio::join!(sec.get(Host::Data, &facts_path), submissions::fetch(sec, cik));
    let facts_doc = facts_res?;
    // Submissions give the fiscal year end and the filings list; SEC serves companyfacts for
    // some issuers whose submissions we cannot read, and the calendar can be inferred then.
    let subs = match subs_res {
        Ok(s) => Some(s),
        Err(Error::SecNotFound { url }) => {
            tracing::warn!(%url, "no submissions at SEC; inferring the fiscal calendar from the facts");
            None
        }
        Err(e) => return Err(e),
    };
    let fetch_ms = t0.elapsed().as_millis() as u64;

    progress.stage("parsing facts");
    let t1 = Instant::now();
    let declared = subs.as_ref().and_then(|s| s.fiscal_year_end.as_deref()).and_then(FiscalCalendar::from_mmdd);
    let body = facts_doc.body.clone();
    let url = facts_doc.url.clone();
    let (cf, cal) = tokio::task::spawn_blocking(move || companyfacts::parse(&url, &body, declared))
        .await
        .map_err(|e| Error::malformed(&facts_doc.url, e))??;
    if cf.cik != cik {
        return Err(Error::malformed(&facts_doc.url, format!("companyfacts is for CIK {}, not {cik}", cf.cik)));
    }
    let periods = companyfacts::periods(&cf.facts);
    let parse_ms = t1.elapsed().as_millis() as u64;

    progress.stage("storing facts");
    let t2 = Instant::now();
    let tickers = known_tickers(store, cik, subs.as_ref()).await?;
    let (facts_new, filings_new) = store_all(store, &cf, subs.as_ref(), &cal, &tickers).await?;
    let store_ms = t2.elapsed().as_millis() as u64;

    Ok(OnboardSummary {
        cik,
        name: subs.as_ref().map(|s| s.name.clone()).unwrap_or(cf.entity_name.clone()),
        fiscal_year_end: cal.mmdd(),
        facts_seen: cf.facts.len(),
        facts_new,
        filings_new,
        periods,
        fetch_ms,
        parse_ms,
        store_ms,
    })
}

async fn known_tickers(store: &Store, cik: u64, subs: Option<&Submissions>) -> Result<Vec<String>> {
    if let Some(s) = subs.filter(|s| !s.tickers.is_empty()) {
        return Ok(s.tickers.clone());
    }
    Ok(sqlx::query_scalar("SELECT ticker FROM sec_tickers WHERE cik = $1 ORDER BY ticker")
        .bind(cik as i64)
        .fetch_all(&store.ingest)
        .await?)
}

async fn store_all(
    store: &Store,
    cf: &CompanyFacts,
    subs: Option<&Submissions>,
    cal: &FiscalCalendar,
    tickers: &[String],
) -> Result<(u64, u64)> {
    let cik = cf.cik as i64;
    let mut tx = store.ingest.begin().await?;
    let name = subs.map(|s| s.name.as_str()).unwrap_or(&cf.entity_name);
    let aliases: Vec<String> = subs
        .map(|s| s.former_names.clone())
        .unwrap_or_default()
        .into_iter()
        .chain((cf.entity_name != name).then(|| cf.entity_name.clone()))
        .collect();
    sqlx::query(
        r#"
        INSERT INTO issuers (cik, name, tickers, exchanges, aliases, fiscal_year_end, fiscal_label_offset, sic)
        VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
        ON CONFLICT (cik) DO UPDATE SET
            name = EXCLUDED.name, tickers = EXCLUDED.tickers, exchanges = EXCLUDED.exchanges,
            aliases = EXCLUDED.aliases, fiscal_year_end = EXCLUDED.fiscal_year_end,
            fiscal_label_offset = EXCLUDED.fiscal_label_offset, sic = EXCLUDED.sic
        "#,
    )
    .bind(cik)
    .bind(name)
    .bind(tickers)
    .bind(subs.map(|s| s.exchanges.clone()).unwrap_or_default())
    .bind(&aliases)
    .bind(cal.mmdd())
    .bind(cal.label_offset)
    .bind(subs.and_then(|s| s.sic.clone()))
    .execute(&mut *tx)
    .await?;

    let filings_new = match subs {
        Some(s) => insert_filings(&mut tx, cik, &s.filings).await?,
        None => 0,
    };
    let facts_new = insert_facts(&mut tx, cik, &cf.facts).await?;
    tx.commit().await?;
    Ok((facts_new, filings_new))
}

pub(crate) async fn insert_filings(
    tx: &mut sqlx::Transaction<'_, sqlx::Postgres>,
    cik: i64,
    filings: &[Filing],
) -> Result<u64> {
    let mut acc = Vec::with_capacity(filings.len());
    let mut form = Vec::with_capacity(filings.len());
    let mut filed = Vec::with_capacity(filings.len());
    let mut report: Vec<Option<NaiveDate>> = Vec::with_capacity(filings.len());
    let mut items = Vec::with_capacity(filings.len());
    let mut doc: Vec<Option<String>> = Vec::with_capacity(filings.len());
    for f in filings {
        acc.push(f.accession.as_str());
        form.push(f.form.as_str());
        filed.push(f.filed);
        report.push(f.report_date);
        // Postgres has no array of arrays of varying length; items travel as one comma list.
        items.push(f.items.join(","));
        doc.push(f.primary_document.clone());
    }
    let r = sqlx::query(
        r#"
        INSERT INTO filings (accession, cik, form, filed, report_date, items, primary_document)
        SELECT a, $1, f, d, r, COALESCE(string_to_array(NULLIF(i, ''), ','), '{}'), p
        FROM UNNEST($2::text[], $3::text[], $4::date[], $5::date[], $6::text[], $7::text[]) AS t(a, f, d, r, i, p)
        ON CONFLICT (accession) DO NOTHING
        "#,
    )
    .bind(cik)
    .bind(&acc)
    .bind(&form)
    .bind(&filed)
    .bind(&report)
    .bind(&items)
    .bind(&doc)
    .execute(&mut **tx)
    .await?;
    Ok(r.rows_affected())
}

async fn insert_facts(tx: &mut sqlx::Transaction<'_, sqlx::Postgres>, cik: i64, facts: &[Fact]) -> Result<u64> {
    let n = facts.len();
    let mut taxonomy = Vec::with_capacity(n);
    let mut concept = Vec::with_capacity(n);
    let mut unit = Vec::with_capacity(n);
    let mut start: Vec<Option<NaiveDate>> = Vec::with_capacity(n);
    let mut end = Vec::with_capacity(n);
    let mut accession = Vec::with_capacity(n);
    let mut value: Vec<Decimal> = Vec::with_capacity(n);
    let mut form = Vec::with_capacity(n);
    let mut filed = Vec::with_capacity(n);
    let mut fy: Vec<Option<i32>> = Vec::with_capacity(n);
    let mut fp: Vec<Option<&str>> = Vec::with_capacity(n);
    let mut frame: Vec<Option<&str>> = Vec::with_capacity(n);
    let mut fiscal_year: Vec<Option<i32>> = Vec::with_capacity(n);
    let mut fiscal_period: Vec<Option<&str>> = Vec::with_capacity(n);
    for f in facts {
        taxonomy.push(f.taxonomy.as_str());
        concept.push(f.concept.as_str());
        unit.push(f.unit.as_str());
        start.push(f.start);
        end.push(f.end);
        accession.push(f.accession.as_str());
        value.push(f.value);
        form.push(f.form.as_str());
        filed.push(f.filed);
        fy.push(f.fy);
        fp.push(f.fp.as_deref());
        frame.push(f.frame.as_deref());
        fiscal_year.push(f.period.map(|p| p.year));
        fiscal_period.push(f.period.map(|p| p.span.as_str()));
    }
    let r = sqlx::query(
        r#"
        INSERT INTO facts (cik, taxonomy, concept, unit, period_start, period_end, accession, value,
                           form, filed, fy, fp, frame, fiscal_year, fiscal_period)
        SELECT $1, * FROM UNNEST($2::text[], $3::text[], $4::text[], $5::date[], $6::date[], $7::text[],
                                 $8::numeric[], $9::text[], $10::date[], $11::int[], $12::text[], $13::text[],
                                 $14::int[], $15::text[])
        ON CONFLICT DO NOTHING
        "#,
    )
    .bind(cik)
    .bind(&taxonomy)
    .bind(&concept)
    .bind(&unit)
    .bind(&start)
    .bind(&end)
    .bind(&accession)
    .bind(&value)
    .bind(&form)
    .bind(&filed)
    .bind(&fy)
    .bind(&fp)
    .bind(&frame)
    .bind(&fiscal_year)
    .bind(&fiscal_period)
    .execute(&mut **tx)
    .await?;
    Ok(r.rows_affected())
}

/// How long ago an issuer was onboarded, if it was.
pub async fn onboarded(store: &Store, cik: u64) -> Result<Option<Duration>> {
    let at: Option<chrono::DateTime<chrono::Utc>> =
        sqlx::query_scalar("SELECT onboarded_at FROM issuers WHERE cik = $1").bind(cik as i64).fetch_optional(&store.query).await?;
    Ok(at.map(|t| (chrono::Utc::now() - t).to_std().unwrap_or_default()))
}
