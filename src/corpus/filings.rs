//! Which filings an issuer has and where their documents are: the earnings releases and
//! periodic reports listed in Postgres, a release's EX-99.1 found through SEC's filing index
//! page (or the complete submission text file), and the issuer's fiscal calendar.

use std::sync::LazyLock;

use chrono::NaiveDate;

use crate::error::{Error, Result, SecError};
use crate::fiscal::FiscalCalendar;
use crate::html;
use crate::sec::{Host, Sec};

/// A filing SayDo reads documents from.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct FilingRow {
    pub accession: String,
    pub form: String,
    pub filed: NaiveDate,
    pub report_date: Option<NaiveDate>,
    pub primary_document: Option<String>,
}

pub(super) fn folder(cik: u64, accession: &str) -> String {
    format!("/Archives/edgar/data/{cik}/{}", accession.replace('-', ""))
}

/// One row of a filing index page: (description, document href, type). The page is SEC's
/// document table (Seq | Description | Document | Type | Size), read as HTML.
pub fn parse_index(page: &str) -> Vec<(String, String, String)> {
    use scraper::{Html, Selector};
    static ROW: LazyLock<Selector> = LazyLock::new(|| Selector::parse("tr").expect("a selector"));
    static CELL: LazyLock<Selector> = LazyLock::new(|| Selector::parse("td").expect("a selector"));
    static LINK: LazyLock<Selector> = LazyLock::new(|| Selector::parse("a[href]").expect("a selector"));
    let doc = Html::parse_document(page);
    let text = |e: scraper::ElementRef| e.text().collect::<String>().trim().to_owned();
    let mut out = vec![];
    for row in doc.select(&ROW) {
        let cells: Vec<scraper::ElementRef> = row.select(&CELL).collect();
        if cells.len() < 4 {
            continue;
        }
        let Some(href) = cells[2].select(&LINK).next().and_then(|a| a.value().attr("href")) else { continue };
        // iXBRL documents are linked through the viewer: /ix?doc=/Archives/...
        let href = href.strip_prefix("/ix?doc=").unwrap_or(href).to_owned();
        out.push((text(cells[1]), href, text(cells[3])))
    }
    out
}

/// Where a release's exhibit lives and its HTML.
pub struct Exhibit {
    pub url: String,
    pub html: String,
}

/// Exhibits after the release that may hold its outlook: some companies put guidance in an
/// EX-99.2 (a CFO commentary, a supplemental outlook) or an EX-99.3, not in the release.
const MORE_EXHIBITS: &[&str] = &["EX-99.2", "EX-99.3"];

/// A filing's EX-99.2 and EX-99.3 when its index lists them as HTML or text, with their types.
/// Missing ones are skipped: SEC's folders often lack what the index names.
pub async fn fetch_more_exhibits(sec: &Sec, cik: u64, accession: &str) -> Result<Vec<(String, Exhibit)>> {
    let dir = folder(cik, accession);
    let index = match sec.get(Host::Www, &format!("{dir}/{accession}-index.htm")).await {
        Ok(f) => f,
        Err(Error::Sec(SecError::NotFound { .. })) => return Ok(vec![]),
        Err(e) => return Err(e),
    };
    let rows = parse_index(&String::from_utf8_lossy(&index.body));
    let mut out = vec![];
    for (_, href, kind) in rows.iter().filter(|r| MORE_EXHIBITS.iter().any(|k| r.2.eq_ignore_ascii_case(k))) {
        let lower = href.to_lowercase();
        if ![".htm", ".html", ".txt"].iter().any(|e| lower.ends_with(e)) {
            continue;
        }
        let path = if href.starts_with('/') { href.clone() } else { format!("{dir}/{href}") };
        match sec.get(Host::Www, &path).await {
            Ok(doc) => out.push((kind.to_uppercase(), Exhibit { url: sec.url(Host::Www, &path), html: String::from_utf8_lossy(&doc.body).into_owned() })),
            Err(Error::Sec(SecError::NotFound { .. })) => {}
            Err(e) => return Err(e),
        }
    }
    Ok(out)
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

/// The day of the issuer's last earnings release on or before `day`, if it filed any.
pub async fn last_release_by(pool: &sqlx::PgPool, cik: u64, day: chrono::NaiveDate) -> Result<Option<chrono::NaiveDate>> {
    Ok(sqlx::query_scalar(
        "SELECT max(filed) FROM filings WHERE cik = $1 AND form IN ('8-K', '8-K/A') AND '2.02' = ANY(items) AND filed <= $2",
    )
    .bind(cik as i64)
    .bind(day)
    .fetch_one(pool)
    .await?)
}

/// The first periodic report (10-Q, 10-K, 20-F, 40-F) whose period ends on or after `day`, as
/// (form, filed): proof that the issuer has reported a period, whatever its XBRL facts hold.
pub async fn report_through(pool: &sqlx::PgPool, cik: u64, day: chrono::NaiveDate) -> Result<Option<(String, chrono::NaiveDate)>> {
    Ok(sqlx::query_as(
        "SELECT form, filed FROM filings
          WHERE cik = $1 AND form IN ('10-Q', '10-K', '20-F', '40-F') AND report_date >= $2
          ORDER BY report_date, filed LIMIT 1",
    )
    .bind(cik as i64)
    .bind(day)
    .fetch_optional(pool)
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
