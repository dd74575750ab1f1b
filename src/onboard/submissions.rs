//! SEC submissions JSON -> the issuer's profile and its filings list (all pages).

use chrono::NaiveDate;
use serde::Deserialize;

use crate::error::{Error, Result, SecError};
use crate::sec::{Host, Sec};

#[derive(Deserialize)]
struct SubmissionsDoc {
    name: String,
    #[serde(default)]
    tickers: Vec<String>,
    #[serde(default)]
    exchanges: Vec<Option<String>>,
    #[serde(rename = "fiscalYearEnd", default)]
    fiscal_year_end: Option<String>,
    #[serde(rename = "formerNames", default)]
    former_names: Vec<FormerName>,
    #[serde(default)]
    sic: Option<String>,
    filings: FilingsDoc,
}

#[derive(Deserialize)]
struct FormerName {
    name: String,
}

#[derive(Deserialize)]
struct FilingsDoc {
    recent: Columns,
    #[serde(default)]
    files: Vec<PageRef>,
}

#[derive(Deserialize)]
struct PageRef {
    name: String,
}

/// SEC lists filings column-wise: one array per field.
#[derive(Deserialize, Default)]
struct Columns {
    #[serde(rename = "accessionNumber")]
    accession: Vec<String>,
    #[serde(rename = "filingDate")]
    filing_date: Vec<String>,
    #[serde(rename = "reportDate", default)]
    report_date: Vec<String>,
    form: Vec<String>,
    #[serde(default)]
    items: Vec<String>,
    #[serde(rename = "primaryDocument", default)]
    primary_document: Vec<String>,
}

#[derive(Debug, Clone)]
pub struct Filing {
    pub accession: String,
    pub form: String,
    pub filed: NaiveDate,
    pub report_date: Option<NaiveDate>,
    pub items: Vec<String>,
    pub primary_document: Option<String>,
}

#[derive(Debug, Clone)]
pub struct Submissions {
    pub name: String,
    pub tickers: Vec<String>,
    pub exchanges: Vec<String>,
    pub former_names: Vec<String>,
    pub fiscal_year_end: Option<String>,
    pub sic: Option<String>,
    pub filings: Vec<Filing>,
    /// Names of further pages of older filings (`filings.files`).
    pub older_pages: Vec<String>,
}

fn filings_from(url: &str, c: Columns) -> Result<Vec<Filing>> {
    let n = c.accession.len();
    if c.filing_date.len() != n || c.form.len() != n {
        return Err(Error::malformed(url, "filings columns differ in length"));
    }
    let mut out = Vec::with_capacity(n);
    for i in 0..n {
        let filed = NaiveDate::parse_from_str(&c.filing_date[i], "%Y-%m-%d")
            .map_err(|_| Error::malformed(url, format!("filingDate {:?}", c.filing_date[i])))?;
        out.push(Filing {
            accession: c.accession[i].clone(),
            form: c.form[i].clone(),
            filed,
            report_date: c.report_date.get(i).and_then(|s| NaiveDate::parse_from_str(s, "%Y-%m-%d").ok()),
            items: c
                .items
                .get(i)
                .map(|s| s.split(',').map(|x| x.trim().to_owned()).filter(|x| !x.is_empty()).collect())
                .unwrap_or_default(),
            primary_document: c.primary_document.get(i).filter(|s| !s.is_empty()).cloned(),
        });
    }
    Ok(out)
}

pub fn submissions_path(cik: u64) -> String {
    format!("/submissions/CIK{cik:010}.json")
}

/// Fetches the submissions document: the profile and the recent filings (SEC's last
/// thousand or so). Older pages are fetched by `fetch_older` when a caller needs them.
pub async fn fetch(sec: &Sec, cik: u64) -> Result<Submissions> {
    let f = sec.get(Host::Data, &submissions_path(cik)).await?;
    let doc: SubmissionsDoc = serde_json::from_slice(&f.body).map_err(|e| Error::malformed(&f.url, e))?;
    for page in &doc.filings.files {
        if page.name.contains('/') || !page.name.ends_with(".json") {
            return Err(Error::malformed(&f.url, format!("odd page name {:?}", page.name)));
        }
    }
    Ok(Submissions {
        name: doc.name,
        tickers: doc.tickers,
        exchanges: doc.exchanges.into_iter().flatten().collect(),
        former_names: doc.former_names.into_iter().map(|f| f.name).collect(),
        fiscal_year_end: doc.fiscal_year_end.filter(|s| !s.is_empty()),
        sic: doc.sic.filter(|s| !s.is_empty()),
        filings: filings_from(&f.url, doc.filings.recent)?,
        older_pages: doc.filings.files.into_iter().map(|p| p.name).collect(),
    })
}

/// Filings from the older pages SEC splits long histories into (`filings.files`).
pub async fn fetch_older(sec: &Sec, pages: &[String]) -> Result<Vec<Filing>> {
    let mut filings = vec![];
    for name in pages {
        // An older page SEC no longer serves costs history, not the issuer: warn and go on.
        let p = match sec.get(Host::Data, &format!("/submissions/{name}")).await {
            Ok(p) => p,
            Err(Error::Sec(SecError::NotFound { url })) => {
                tracing::warn!(%url, "older submissions page not found at SEC; filings before it are not listed");
                continue;
            }
            Err(e) => return Err(e),
        };
        let cols: Columns = serde_json::from_slice(&p.body).map_err(|e| Error::malformed(&p.url, e))?;
        filings.extend(filings_from(&p.url, cols)?);
    }
    Ok(filings)
}
