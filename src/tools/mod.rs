//! Stage 4: the four tools a routed question runs. Each takes validated arguments and returns
//! one `Envelope`: the result, its basis, how many facts matched and were used, every
//! exclusion with its reason, and the numbered passages the answer may cite.

pub mod actuals;
pub mod format;
pub mod metric_values;
pub mod run;
pub mod say_do;

use chrono::NaiveDate;
use serde::Serialize;

use crate::fiscal::{FiscalCalendar, FiscalPeriod, Span};
use crate::period::{PeriodRef, Relative, YearKind};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum SourceKind {
    Xbrl,
    Filing,
    Computed,
}

#[derive(Debug, Clone, Serialize, serde::Deserialize, PartialEq, Eq)]
pub struct PeriodDates {
    pub start: Option<NaiveDate>,
    pub end: Option<NaiveDate>,
}

#[derive(Debug, Clone, Serialize)]
pub struct Source {
    pub kind: SourceKind,
    pub accession: Option<String>,
    pub form: Option<String>,
    pub filed: Option<NaiveDate>,
    pub url: Option<String>,
    pub concept: Option<String>,
    pub period: Option<PeriodDates>,
    /// For computed passages: the passages it was computed from.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub inputs: Vec<usize>,
    /// Stored fact ids behind an XBRL passage (for explain).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub fact_ids: Vec<i64>,
}

impl Source {
    /// A passage SayDo computed from the passages `inputs`.
    pub fn computed(concept: String, inputs: Vec<usize>) -> Source {
        Source { kind: SourceKind::Computed, accession: None, form: None, filed: None, url: None, concept: Some(concept), period: None, inputs, fact_ids: vec![] }
    }
}

#[derive(Debug, Clone, Serialize)]
pub struct Passage {
    pub index: usize,
    pub text: String,
    pub source: Source,
}

#[derive(Debug, Clone, Serialize)]
pub struct Exclusion {
    pub what: String,
    pub reason: String,
}

#[derive(Debug, Clone, Serialize, Default)]
pub struct Envelope {
    pub tool: &'static str,
    /// Tool-specific result (the comparison, the figure, the records).
    pub result: serde_json::Value,
    /// GAAP / non-GAAP / unspecified, the concept used, reported or derived.
    pub basis: Option<String>,
    pub concept: Option<String>,
    pub derived: bool,
    pub matched: usize,
    pub used: usize,
    pub exclusions: Vec<Exclusion>,
    pub passages: Vec<Passage>,
    /// Why the question cannot be answered from the evidence, when it cannot.
    pub refusal: Option<String>,
    /// How the period was read ("2023 read as fiscal 2023").
    pub period_note: Option<String>,
    pub period: Option<FiscalPeriod>,
    /// How the tool got there (concepts tried, fallbacks), for the trace.
    pub notes: Vec<String>,
}

impl Envelope {
    pub fn push(&mut self, text: String, source: Source) -> usize {
        let index = self.passages.len() + 1;
        self.passages.push(Passage { index, text, source });
        index
    }
}

/// Reads a period phrase on the issuer's calendar. `latest` is the latest reported quarter,
/// used for "last quarter", "most recent" and questions with no period.
pub fn resolve_period(p: Option<&PeriodRef>, cal: &FiscalCalendar, latest: Option<FiscalPeriod>) -> (Option<FiscalPeriod>, Option<String>) {
    let Some(p) = p else { return (latest, latest.map(|l| format!("no period given; read as the latest reported, {l}"))) };
    if let Some(d) = p.ended {
        let fp = match p.span {
            Some(Span::FY) => FiscalPeriod { year: cal.fiscal_year_of(d), span: Span::FY },
            _ => cal.classify_instant(d),
        };
        return (Some(fp), Some(format!("the period ended {d} read as {fp}")));
    }
    if let Some(rel) = p.relative {
        let Some(l) = latest else { return (None, None) };
        let fp = match (rel, p.span) {
            (Relative::Last | Relative::Current, Some(Span::FY)) => FiscalPeriod { year: if l.span == Span::Q4 { l.year } else { l.year - 1 }, span: Span::FY },
            (Relative::Last | Relative::Current, _) => l,
            (Relative::Next, Some(Span::FY)) => FiscalPeriod { year: l.year + 1, span: Span::FY },
            (Relative::Next, _) => next_quarter(l),
        };
        return (Some(fp), Some(format!("read as {fp}")));
    }
    let span = p.span.unwrap_or(Span::FY);
    match (p.year, p.year_kind) {
        (Some(y), Some(YearKind::Calendar)) => {
            let fy = cal.fiscal_year_of(NaiveDate::from_ymd_opt(y, 12, 31).unwrap_or_default());
            let fp = FiscalPeriod { year: fy, span };
            (Some(fp), Some(format!("calendar {y} read as {fp}, the fiscal year ending nearest it")))
        }
        (Some(y), Some(YearKind::Bare)) => {
            let fp = FiscalPeriod { year: y, span };
            (Some(fp), Some(format!("{y} read as fiscal {y}")))
        }
        (Some(y), _) => (Some(FiscalPeriod { year: y, span }), None),
        // "the third quarter" with no year: the latest such quarter reported.
        (None, _) => {
            let Some(l) = latest else { return (None, None) };
            let mut fp = FiscalPeriod { year: l.year, span };
            if span.is_quarter() && span > l.span || span == Span::FY && l.span != Span::Q4 {
                fp.year -= 1;
            }
            (Some(fp), Some(format!("no year given; read as {fp}, the latest such period")))
        }
    }
}

pub fn next_quarter(p: FiscalPeriod) -> FiscalPeriod {
    match p.span.quarter_number() {
        Some(4) => FiscalPeriod { year: p.year + 1, span: Span::Q1 },
        Some(n) => FiscalPeriod { year: p.year, span: Span::quarter(n + 1).unwrap() },
        None => FiscalPeriod { year: p.year + 1, span: p.span },
    }
}
