//! SEC companyfacts JSON -> facts with provenance, each with its own fiscal period.

use std::borrow::Cow;
use std::collections::{HashMap, HashSet};
use std::str::FromStr;

use chrono::NaiveDate;
use rust_decimal::Decimal;
use serde::Deserialize;

use crate::error::{Error, Result};
use crate::fiscal::{FiscalCalendar, FiscalPeriod, Span};

#[derive(Deserialize)]
struct CompanyFactsDoc<'a> {
    #[serde(borrow)]
    cik: CikValue<'a>,
    #[serde(rename = "entityName")]
    entity_name: Cow<'a, str>,
    #[serde(borrow, default)]
    facts: HashMap<Cow<'a, str>, HashMap<Cow<'a, str>, ConceptDoc<'a>>>,
}

#[derive(Deserialize)]
#[serde(untagged)]
enum CikValue<'a> {
    Num(u64),
    Str(#[serde(borrow)] Cow<'a, str>),
}

#[derive(Deserialize)]
struct ConceptDoc<'a> {
    #[serde(borrow, default)]
    units: HashMap<Cow<'a, str>, Vec<RawFact<'a>>>,
}

#[derive(Deserialize)]
struct RawFact<'a> {
    #[serde(borrow, default)]
    start: Option<Cow<'a, str>>,
    #[serde(borrow)]
    end: Cow<'a, str>,
    val: serde_json::Number,
    #[serde(borrow)]
    accn: Cow<'a, str>,
    #[serde(default)]
    fy: Option<i32>,
    #[serde(borrow, default)]
    fp: Option<Cow<'a, str>>,
    #[serde(borrow)]
    form: Cow<'a, str>,
    #[serde(borrow)]
    filed: Cow<'a, str>,
    #[serde(borrow, default)]
    frame: Option<Cow<'a, str>>,
}

/// One XBRL fact as SEC reported it, plus its own fiscal period.
#[derive(Debug, Clone)]
pub struct Fact {
    pub taxonomy: String,
    pub concept: String,
    pub unit: String,
    pub start: Option<NaiveDate>,
    pub end: NaiveDate,
    pub accession: String,
    pub value: Decimal,
    pub form: String,
    pub filed: NaiveDate,
    pub fy: Option<i32>,
    pub fp: Option<String>,
    pub frame: Option<String>,
    pub period: Option<FiscalPeriod>,
}

pub struct CompanyFacts {
    pub cik: u64,
    pub entity_name: String,
    pub facts: Vec<Fact>,
}

fn date(url: &str, s: &str, what: &str) -> Result<NaiveDate> {
    NaiveDate::parse_from_str(s, "%Y-%m-%d").map_err(|_| Error::malformed(url, format!("{what} {s:?} is not a date")))
}

fn decimal(url: &str, n: &serde_json::Number) -> Result<Decimal> {
    let s = n.to_string();
    Decimal::from_str(&s)
        .or_else(|_| Decimal::from_scientific(&s))
        .map_err(|_| Error::malformed(url, format!("value {s} is not a number SayDo can hold exactly")))
}

/// Parses companyfacts; facts are not yet placed on a calendar (see `classify`).
pub fn parse(url: &str, body: &[u8]) -> Result<CompanyFacts> {
    let doc: CompanyFactsDoc = serde_json::from_slice(body).map_err(|e| Error::malformed(url, e))?;
    let cik = match &doc.cik {
        CikValue::Num(n) => *n,
        CikValue::Str(s) => s.trim().parse().map_err(|_| Error::malformed(url, format!("cik {s:?}")))?,
    };
    let mut facts = Vec::with_capacity(32_768);
    let mut seen = HashSet::with_capacity(32_768);
    for (taxonomy, concepts) in &doc.facts {
        for (concept, cdoc) in concepts {
            for (unit, list) in &cdoc.units {
                for raw in list {
                    let start = raw.start.as_deref().map(|s| date(url, s, "start")).transpose()?;
                    let end = date(url, &raw.end, "end")?;
                    if let Some(s) = start {
                        if s > end {
                            return Err(Error::malformed(url, format!("{concept}: start {s} after end {end}")));
                        }
                    }
                    // The same fact can appear twice in one filing's list; keep one.
                    if !seen.insert((taxonomy.as_ref(), concept.as_ref(), unit.as_ref(), start, end, raw.accn.as_ref())) {
                        continue;
                    }
                    facts.push(Fact {
                        taxonomy: taxonomy.to_string(),
                        concept: concept.to_string(),
                        unit: unit.to_string(),
                        start,
                        end,
                        accession: raw.accn.to_string(),
                        value: decimal(url, &raw.val)?,
                        form: raw.form.to_string(),
                        filed: date(url, &raw.filed, "filed")?,
                        fy: raw.fy,
                        fp: raw.fp.as_deref().map(str::to_owned),
                        frame: raw.frame.as_deref().map(str::to_owned),
                        period: None,
                    });
                }
            }
        }
    }
    Ok(CompanyFacts { cik, entity_name: doc.entity_name.into_owned(), facts })
}

/// Places every fact on the issuer's fiscal calendar: the declared one (submissions'
/// `fiscalYearEnd`) or, for issuers whose submissions are unavailable, one inferred from
/// the facts. The label convention is read from the annual reports either way.
pub fn classify(url: &str, cf: &mut CompanyFacts, declared: Option<FiscalCalendar>) -> Result<FiscalCalendar> {
    let mut cal = match declared {
        Some(c) => c,
        None => infer_calendar(&cf.facts).ok_or_else(|| {
            Error::malformed(url, "no annual facts to infer the fiscal year end from, and no submissions")
        })?,
    };
    cal.label_offset = calibrate_label(&cf.facts, &cal);
    for f in &mut cf.facts {
        f.period = match f.start {
            Some(s) => cal.classify(s, f.end),
            None => Some(cal.classify_instant(f.end)),
        };
    }
    Ok(cal)
}

/// The fiscal year end, from the end dates of year-long facts: the commonest month, and the
/// latest day seen in it (52/53-week years wander a few days before the nominal end).
pub fn infer_calendar(facts: &[Fact]) -> Option<FiscalCalendar> {
    use chrono::Datelike;
    let mut by_month: HashMap<u32, (usize, u32)> = HashMap::new();
    for f in facts.iter().filter(|f| f.form.starts_with("10-K") || f.form.starts_with("20-F") || f.form.starts_with("40-F")) {
        let Some(s) = f.start else { continue };
        let days = (f.end - s).num_days() + 1;
        if (350..=380).contains(&days) {
            // Ends in the first days of a month belong to the month before (a 52/53-week
            // year ending "the Saturday nearest January 31" may end on February 3).
            let (m, d) = if f.end.day() <= 7 {
                let prev = f.end - chrono::Duration::days(f.end.day() as i64);
                (prev.month(), prev.day())
            } else {
                (f.end.month(), f.end.day())
            };
            let e = by_month.entry(m).or_insert((0, 0));
            e.0 += 1;
            e.1 = e.1.max(d);
        }
    }
    let (month, (_, day)) = by_month.into_iter().max_by_key(|(m, (n, _))| (*n, *m))?;
    FiscalCalendar::from_mmdd(&format!("{month:02}{day:02}"))
}

/// Whether the issuer names a fiscal year for the calendar year it ends in (0) or starts in (-1),
/// read from annual reports: the `fy` SEC gives a 10-K equals the label of the year the
/// report covers, i.e. of its latest year-long fact.
fn calibrate_label(facts: &[Fact], cal: &FiscalCalendar) -> i32 {
    let mut latest: HashMap<&str, (NaiveDate, Option<i32>)> = HashMap::new();
    for f in facts.iter().filter(|f| f.form == "10-K" && f.fp.as_deref() == Some("FY")) {
        let Some(s) = f.start else { continue };
        if !(350..=380).contains(&((f.end - s).num_days() + 1)) {
            continue;
        }
        let e = latest.entry(&f.accession).or_insert((f.end, f.fy));
        if f.end > e.0 {
            *e = (f.end, f.fy);
        }
    }
    let base = FiscalCalendar { label_offset: 0, ..*cal };
    let (mut same, mut minus_one) = (0, 0);
    for (end, fy) in latest.values() {
        match fy.map(|fy| fy - base.fiscal_year_of(*end)) {
            Some(0) => same += 1,
            Some(-1) => minus_one += 1,
            _ => {}
        }
    }
    if minus_one > same {
        -1
    } else {
        0
    }
}

/// Distinct fiscal periods covered (for the summary line).
pub fn periods(facts: &[Fact]) -> usize {
    facts
        .iter()
        .filter_map(|f| f.period.filter(|p| p.span.is_quarter() || p.span == Span::FY).filter(|_| f.start.is_some()))
        .collect::<HashSet<_>>()
        .len()
}
