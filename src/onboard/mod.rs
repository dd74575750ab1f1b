//! Stage 2: onboard an issuer — its XBRL companyfacts and filings list, every fact stored
//! with provenance, in one transaction (a failure part-way stores nothing).

pub mod companyfacts;
pub mod submissions;

use std::collections::HashSet;
use std::time::{Duration, Instant};

use chrono::NaiveDate;
use serde::Serialize;

use crate::error::{Error, Result, SecError};
use crate::fiscal::FiscalCalendar;
use crate::sec::{Host, Sec};
use crate::store::copy::BinaryCopy;
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
    /// Wall time; less than the sum of the stages, which overlap.
    pub total_ms: u64,
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
            self.total_ms as f64 / 1000.0,
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
///
/// Three things run at once: companyfacts is fetched and parsed; submissions is fetched; the
/// transaction opens, reads the keys already stored and, once submissions is in, writes the
/// issuer row and the filings list. The facts go in when the parse is done, then the issuer
/// row again with the calendar the facts fixed, then commit.
pub async fn onboard(store: &Store, sec: &Sec, cik: u64, progress: &dyn Progress) -> Result<OnboardSummary> {
    let t0 = Instant::now();
    progress.stage("fetching companyfacts and submissions");
    let facts_path = companyfacts_path(cik);
    let facts_job = async {
        let doc = sec.get(Host::Data, &facts_path).await.map_err(|e| match e {
            Error::Sec(SecError::NotFound { url }) => Error::NoXbrl { cik, url },
            e => e,
        })?;
        let fetched = t0.elapsed();
        let url = doc.url.clone();
        let parsed = tokio::task::spawn_blocking(move || {
            let t = Instant::now();
            companyfacts::parse(&doc.url, &doc.body).map(|cf| (doc.url, cf, t.elapsed()))
        })
        .await
        .map_err(|e| Error::malformed(&url, e))??;
        Ok::<_, Error>((parsed, fetched))
    };
    let db_job = async {
        let subs_job = async {
            let r = submissions::fetch(sec, cik).await;
            (r, t0.elapsed())
        };
        let (batch, (subs, subs_fetched)) = tokio::join!(Batch::open(store, cik), subs_job);
        // Submissions give the fiscal year end and the filings list; SEC serves companyfacts
        // for some issuers whose submissions we cannot read, and the calendar is inferred then.
        let subs = match subs {
            Ok(s) => Some(s),
            Err(Error::Sec(SecError::NotFound { url })) => {
                tracing::warn!(%url, "no submissions at SEC; inferring the fiscal calendar from the facts");
                None
            }
            Err(e) => return Err(e),
        };
        let mut batch = batch?;
        if let Some(s) = &subs {
            // The filings reference their issuer; its row goes first, from submissions alone,
            // and is rewritten below once the facts have fixed the calendar.
            batch.issuer(&IssuerRow::from_submissions(cik, s)).await?;
            batch.filings(&s.filings).await?;
        }
        Ok((batch, subs, subs_fetched))
    };
    let (facts_res, db_res) = tokio::join!(facts_job, db_job);
    let ((url, mut cf, parse_time), facts_fetched) = facts_res?;
    let (mut batch, subs, subs_fetched) = db_res?;
    let fetch_ms = facts_fetched.max(subs_fetched).as_millis() as u64;

    progress.stage("placing facts on the fiscal calendar");
    let t1 = Instant::now();
    if cf.cik != cik {
        return Err(Error::malformed(&url, format!("companyfacts is for CIK {}, not {cik}", cf.cik)));
    }
    let declared = subs.as_ref().and_then(|s| s.fiscal_year_end.as_deref()).and_then(FiscalCalendar::from_mmdd);
    let cal = companyfacts::classify(&url, &mut cf, declared)?;
    let periods = companyfacts::periods(&cf.facts);
    let parse_ms = (parse_time + t1.elapsed()).as_millis() as u64;

    progress.stage("storing facts");
    let tickers = batch.tickers(subs.as_ref()).await?;
    let issuer = IssuerRow::new(&cf, subs.as_ref(), &cal, tickers);
    let stored = match batch.finish(&issuer, &cf.facts, false).await {
        // Another process stored some of the same facts meanwhile: go again, tolerating them.
        Err(Error::Db(sqlx::Error::Database(e))) if e.code().as_deref() == Some("23505") => {
            let mut again = Batch::open(store, cik).await?;
            if let Some(s) = &subs {
                again.issuer(&issuer).await?;
                again.filings(&s.filings).await?;
            }
            again.finish(&issuer, &cf.facts, true).await?
        }
        r => r?,
    };

    Ok(OnboardSummary {
        cik,
        name: issuer.name.to_owned(),
        fiscal_year_end: cal.mmdd(),
        facts_seen: cf.facts.len(),
        facts_new: stored.facts_new,
        filings_new: stored.filings_new,
        periods,
        fetch_ms,
        parse_ms,
        store_ms: stored.busy.as_millis() as u64,
        total_ms: t0.elapsed().as_millis() as u64,
    })
}

/// The issuer as onboarding writes it.
struct IssuerRow<'a> {
    cik: i64,
    name: &'a str,
    tickers: Vec<String>,
    exchanges: Vec<String>,
    aliases: Vec<String>,
    fiscal_year_end: String,
    label_offset: i32,
    sic: Option<&'a str>,
}

impl<'a> IssuerRow<'a> {
    /// What submissions alone say; the fiscal calendar is the declared one (or a placeholder)
    /// until the facts have been read.
    fn from_submissions(cik: u64, s: &'a Submissions) -> Self {
        IssuerRow {
            cik: cik as i64,
            name: &s.name,
            tickers: s.tickers.clone(),
            exchanges: s.exchanges.clone(),
            aliases: s.former_names.clone(),
            fiscal_year_end: s.fiscal_year_end.as_deref().and_then(FiscalCalendar::from_mmdd).map_or("1231".into(), |c| c.mmdd()),
            label_offset: 0,
            sic: s.sic.as_deref(),
        }
    }

    /// The row once the facts are read: their calendar, and their entity name kept as an
    /// alias when submissions names the issuer otherwise.
    fn new(cf: &'a CompanyFacts, subs: Option<&'a Submissions>, cal: &FiscalCalendar, tickers: Vec<String>) -> Self {
        let mut row = match subs {
            Some(s) => IssuerRow::from_submissions(cf.cik, s),
            None => IssuerRow {
                cik: cf.cik as i64,
                name: &cf.entity_name,
                tickers: vec![],
                exchanges: vec![],
                aliases: vec![],
                fiscal_year_end: String::new(),
                label_offset: 0,
                sic: None,
            },
        };
        if cf.entity_name != row.name {
            row.aliases.push(cf.entity_name.clone());
        }
        row.tickers = tickers;
        row.fiscal_year_end = cal.mmdd();
        row.label_offset = cal.label_offset;
        row
    }
}

/// A fact's identity: (concept, taxonomy, unit, end, start, accession), as in `facts_key`.
type KnownKey = (String, String, String, NaiveDate, Option<NaiveDate>, String);

struct Stored {
    facts_new: u64,
    filings_new: u64,
    busy: Duration,
}

/// One onboarding's transaction, from its opening to its commit.
struct Batch {
    tx: sqlx::Transaction<'static, sqlx::Postgres>,
    cik: i64,
    known: Vec<KnownKey>,
    filings_new: u64,
    /// Time spent waiting on Postgres, the store phase of the summary.
    busy: Duration,
}

impl Batch {
    async fn open(store: &Store, cik: u64) -> Result<Batch> {
        let t = Instant::now();
        let cik = cik as i64;
        let mut tx = store.ingest.begin().await?;
        // Facts are SEC's, fetchable again: this commit need not wait for its WAL to reach disk.
        // A Postgres crash in the next fraction of a second loses the whole onboarding (it is
        // one transaction), never part of it, and the next question onboards again.
        sqlx::query("SET LOCAL synchronous_commit = off").execute(&mut *tx).await?;
        let known = sqlx::query_as(
            "SELECT concept, taxonomy, unit, period_end, period_start, accession FROM facts WHERE cik = $1",
        )
        .bind(cik)
        .fetch_all(&mut *tx)
        .await?;
        Ok(Batch { tx, cik, known, filings_new: 0, busy: t.elapsed() })
    }

    /// Writes the issuer row, or rewrites it when this transaction or an earlier onboarding
    /// wrote it before.
    async fn issuer(&mut self, issuer: &IssuerRow<'_>) -> Result<()> {
        let t = Instant::now();
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
        .bind(issuer.cik)
        .bind(issuer.name)
        .bind(&issuer.tickers)
        .bind(&issuer.exchanges)
        .bind(&issuer.aliases)
        .bind(&issuer.fiscal_year_end)
        .bind(issuer.label_offset)
        .bind(issuer.sic)
        .execute(&mut *self.tx)
        .await?;
        self.busy += t.elapsed();
        Ok(())
    }

    /// The issuer's tickers: from submissions, else from SEC's ticker map. Read in this
    /// transaction, on its connection: a second one from the pool could wait on onboardings
    /// that each hold one.
    async fn tickers(&mut self, subs: Option<&Submissions>) -> Result<Vec<String>> {
        if let Some(s) = subs.filter(|s| !s.tickers.is_empty()) {
            return Ok(s.tickers.clone());
        }
        Ok(sqlx::query_scalar("SELECT ticker FROM sec_tickers WHERE cik = $1 ORDER BY ticker")
            .bind(self.cik)
            .fetch_all(&mut *self.tx)
            .await?)
    }

    /// Writes the filings list (after the issuer row they reference).
    async fn filings(&mut self, filings: &[Filing]) -> Result<()> {
        let t = Instant::now();
        self.filings_new = insert_filings(&mut self.tx, self.cik, filings).await?;
        self.busy += t.elapsed();
        tracing::debug!(filings_ms = t.elapsed().as_millis(), "filings stored");
        Ok(())
    }

    /// Appends the facts not yet stored, writes the issuer row, and commits.
    async fn finish(mut self, issuer: &IssuerRow<'_>, facts: &[Fact], on_conflict: bool) -> Result<Stored> {
        let (t, busy) = (Instant::now(), self.busy);
        let facts_new = insert_facts(&mut self.tx, self.cik, facts, &self.known, on_conflict).await?;
        let facts_ms = t.elapsed().as_millis();
        self.issuer(issuer).await?;
        self.tx.commit().await?;
        tracing::debug!(facts_ms, commit_ms = t.elapsed().as_millis() - facts_ms, "stored");
        Ok(Stored { facts_new, filings_new: self.filings_new, busy: busy + t.elapsed() })
    }
}

async fn insert_filings(
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

/// Appends the facts not yet stored. Known keys are filtered out in Rust and the rest go in
/// by COPY (no per-row conflict check); a concurrent onboarder of the same issuer shows up as
/// a unique violation, and the caller retries with `on_conflict` set.
async fn insert_facts(
    tx: &mut sqlx::Transaction<'_, sqlx::Postgres>,
    cik: i64,
    facts: &[Fact],
    known: &[KnownKey],
    on_conflict: bool,
) -> Result<u64> {
    let known: HashSet<(&str, &str, &str, NaiveDate, Option<NaiveDate>, &str)> =
        known.iter().map(|(c, t, u, e, s, a)| (c.as_str(), t.as_str(), u.as_str(), *e, *s, a.as_str())).collect();
    let mut fresh: Vec<&Fact> = facts
        .iter()
        .filter(|f| !known.contains(&(&*f.concept, &*f.taxonomy, &*f.unit, f.end, f.start, &*f.accession)))
        .collect();
    if fresh.is_empty() {
        return Ok(0);
    }
    // In the order of `facts_key` (byte order: its text columns are COLLATE "C"; a missing
    // start last, as the index sorts NULL), so each insert lands beside the one before: a
    // tenth less time in the index than the document's order.
    fresh.sort_unstable_by(|a, b| {
        (&a.concept, &a.taxonomy, &a.unit, a.end, a.start.is_none(), a.start, &a.accession).cmp(&(
            &b.concept,
            &b.taxonomy,
            &b.unit,
            b.end,
            b.start.is_none(),
            b.start,
            &b.accession,
        ))
    });
    let columns = "cik, taxonomy, concept, unit, period_start, period_end, accession, value, form, filed, fy, fp, frame, fiscal_year, fiscal_period";
    let target = if on_conflict {
        sqlx::query("CREATE TEMP TABLE facts_in (LIKE facts INCLUDING DEFAULTS) ON COMMIT DROP").execute(&mut **tx).await?;
        "facts_in"
    } else {
        "facts"
    };
    let mut copy = tx.copy_in_raw(&format!("COPY {target} ({columns}) FROM STDIN (FORMAT binary)")).await?;
    // Sent in chunks, so Postgres stores the first rows while the next are being written.
    const CHUNK: usize = 2048;
    let mut rows = BinaryCopy::with_capacity(CHUNK * 160);
    for (i, f) in fresh.iter().enumerate() {
        rows.row(15)
            .int8(cik)
            .text(Some(&f.taxonomy))
            .text(Some(&f.concept))
            .text(Some(&f.unit))
            .date(f.start)
            .date(Some(f.end))
            .text(Some(&f.accession))
            .numeric(f.value)
            .text(Some(&f.form))
            .date(Some(f.filed))
            .int4(f.fy)
            .text(f.fp.as_deref())
            .text(f.frame.as_deref())
            .int4(f.period.map(|p| p.year))
            .text(f.period.map(|p| p.span.as_str()));
        if (i + 1) % CHUNK == 0 {
            copy.send(rows.take()).await?;
        }
    }
    copy.send(rows.finish()).await?;
    let copied = copy.finish().await?;
    if !on_conflict {
        return Ok(copied);
    }
    let r = sqlx::query(&format!("INSERT INTO facts ({columns}) SELECT {columns} FROM facts_in ON CONFLICT DO NOTHING"))
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
