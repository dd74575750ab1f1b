//! Stage 4: the tools a routed question runs. Each takes validated `Args` and returns its own
//! result type inside one `Envelope<T>`: the result, its basis, how many facts matched and
//! were used, every exclusion with its reason, and the numbered passages the answer may cite.
//! `run` is the one way to run a tool (ask, the scorecard endpoint, the CLI).

pub mod actuals;
pub mod compare;
pub mod derived;
pub mod facts;
pub mod format;
pub mod guidance;
pub mod metric_values;
pub mod say_do;
pub mod scorecard;
pub mod search;
pub mod segment;

use chrono::NaiveDate;
use serde::Serialize;
use sqlx::PgPool;

use crate::error::Result;
use crate::fiscal::{FiscalCalendar, FiscalPeriod, Span};
use crate::period::{PeriodRef, Relative, YearKind};
use crate::vocabulary::{self as metrics, Metric};

pub use crate::route::{Derivation, Tool};
pub use compare::{Comparison, Position};

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

/// What every tool returns: its own result `T` and the evidence around it.
#[derive(Debug, Clone, Serialize)]
pub struct Envelope<T> {
    pub tool: Tool,
    /// The tool's result; `None` when it refused.
    pub result: Option<T>,
    /// GAAP / non-GAAP / unspecified, the concept used, reported or derived.
    pub basis: Option<String>,
    pub concept: Option<String>,
    pub derived: bool,
    pub matched: usize,
    pub used: usize,
    pub exclusions: Vec<Exclusion>,
    /// The numbered passages (an answer carries them beside its envelope, not inside it).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub passages: Vec<Passage>,
    /// Why the question cannot be answered from the evidence, when it cannot.
    pub refusal: Option<String>,
    /// How the period was read ("2023 read as fiscal 2023").
    pub period_note: Option<String>,
    /// As words ("Q3 fiscal 2024"), the form the answer contract carries.
    #[serde(serialize_with = "period_words")]
    pub period: Option<FiscalPeriod>,
    /// How the tool got there (concepts tried, fallbacks): the answer's trace carries them.
    #[serde(skip)]
    pub notes: Vec<String>,
}

fn period_words<S: serde::Serializer>(p: &Option<FiscalPeriod>, s: S) -> std::result::Result<S::Ok, S::Error> {
    match p {
        Some(p) => s.collect_str(p),
        None => s.serialize_none(),
    }
}

impl<T> Envelope<T> {
    /// The route an answer reports. A second half is filed for no one: the actuals tool computes
    /// it as the full year less the first half, so the answer is a derived figure, and says so.
    pub fn route(&self) -> &'static str {
        match (self.tool, self.period) {
            (Tool::Actuals, Some(p)) if self.derived && p.span == crate::fiscal::Span::H2 => Tool::Derived.as_str(),
            _ => self.tool.as_str(),
        }
    }

    pub fn new(tool: Tool) -> Envelope<T> {
        Envelope {
            tool,
            result: None,
            basis: None,
            concept: None,
            derived: false,
            matched: 0,
            used: 0,
            exclusions: vec![],
            passages: vec![],
            refusal: None,
            period_note: None,
            period: None,
            notes: vec![],
        }
    }

    pub fn push(&mut self, text: String, source: Source) -> usize {
        let index = self.passages.len() + 1;
        self.passages.push(Passage { index, text, source });
        index
    }

    /// Refuses with a reason the answer states as it is.
    pub fn refuse(mut self, why: String) -> Envelope<T> {
        self.refusal = Some(why);
        self
    }

    /// The same evidence around another result type (one tool's result inside `Found`).
    pub fn map<U>(self, f: impl FnOnce(T) -> U) -> Envelope<U> {
        Envelope {
            tool: self.tool,
            result: self.result.map(f),
            basis: self.basis,
            concept: self.concept,
            derived: self.derived,
            matched: self.matched,
            used: self.used,
            exclusions: self.exclusions,
            passages: self.passages,
            refusal: self.refusal,
            period_note: self.period_note,
            period: self.period,
            notes: self.notes,
        }
    }
}

/// Any tool's result: what the synthesiser, the checker and the answer read. Serialised as the
/// tool's own result object (the `evidence.result` of the answer contract).
#[derive(Debug, Clone, Serialize)]
#[serde(untagged)]
pub enum Found {
    Actuals(actuals::Actuals),
    Guidance(guidance::GuidanceFound),
    SayDo(say_do::SayDo),
    Scorecard(scorecard::Scorecard),
    Derived(derived::Derived),
    Search(search::SearchHits),
    /// A part of a metric read from a filing's table or sentence (the search tool with a qualifier).
    Segment(segment::Segment),
}

impl Found {
    /// The computed position, when the tool compared a guide with its result.
    pub fn position(&self) -> Option<Position> {
        match self {
            Found::SayDo(s) => Some(s.comparison.position),
            _ => None,
        }
    }

    /// The period a derived figure was held against: an answer may name it beside its own.
    pub fn against(&self) -> Option<FiscalPeriod> {
        match self {
            Found::Derived(d) => d.against_period,
            _ => None,
        }
    }
}

/// Which guided quarters a scorecard counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Window {
    /// Every quarter (or those of the fiscal year `Args::period` names).
    #[default]
    All,
    /// The latest n quarters with a guide and a reported result.
    Last(usize),
    /// The earliest n quarters with a guide and a reported result.
    First(usize),
    /// This quarter or year and every one after it.
    Since(FiscalPeriod),
    /// The quarters whose end falls between the two dates (a calendar year).
    EndingBetween(chrono::NaiveDate, chrono::NaiveDate),
}

/// Validated arguments shared by the tools.
#[derive(Clone)]
pub struct Args<'a> {
    pub cik: u64,
    pub issuer: &'a str,
    pub metric: &'static Metric,
    pub period: Option<FiscalPeriod>,
    /// The second period of a comparison ("fiscal 2025 versus fiscal 2024"), on the calendar.
    pub compare_to: Option<FiscalPeriod>,
    pub derivation: Option<Derivation>,
    /// For a share: the metric it is a share of; revenue when none.
    pub denominator: Option<&'static Metric>,
    /// A part of the metric ("iPhone", "Data Center"): answered from the filings' text or not at all.
    pub qualifier: Option<&'a str>,
    pub non_gaap: bool,
    /// The question names the GAAP figure outright.
    pub gaap: bool,
    pub question: &'a str,
    pub calendar: FiscalCalendar,
    /// The question's vector for dense search, with its space.
    pub vector: Option<(&'a [f32], &'a str)>,
    /// For the scorecard: which quarters it counts.
    pub window: Window,
    /// For a share the filings state in words: what a passage must name beside its figure.
    pub share_terms: &'a [String],
}

/// Metric names are validated against the vocabulary; an unknown one lists the valid values.
pub fn metric(name: &str) -> std::result::Result<&'static Metric, String> {
    metrics::metric(name)
        .filter(|m| m.actuals || m.guided)
        .ok_or_else(|| format!("unknown metric {name:?}; valid metrics: {}", metrics::names().join(", ")))
}

/// The one way to run a tool. The answer path passes the SELECT-only pool.
pub async fn run(tool: Tool, pool: &PgPool, a: &Args<'_>) -> Result<Envelope<Found>> {
    // A reported growth ("revenue growth in fiscal 2024") is no fact of its own: it is computed
    // from the metric it measures, year over year unless the question says otherwise.
    if let (Tool::Actuals | Tool::Derived, Some(of)) = (tool, metrics::measured_by(a.metric)) {
        if let Some(w) = metrics::adjusted_growth(a.question) {
            let why = format!(
                "SayDo holds {}'s reported figures from XBRL, which state no {w} growth; it can compute reported {} growth, or quote what a release said about it.",
                a.issuer, of.label
            );
            return Ok(Envelope::new(Tool::Derived).refuse(why));
        }
        let derivation = a.derivation.filter(|d| *d != Derivation::ShareOfRevenue).or(Some(Derivation::YearOverYear));
        return Ok(derived::run(pool, &Args { metric: of, derivation, ..a.clone() }).await?.map(Found::Derived));
    }
    Ok(match tool {
        Tool::Actuals => actuals::run(pool, a).await?.map(Found::Actuals),
        Tool::Guidance => guidance::run(pool, a).await?.map(Found::Guidance),
        Tool::SayDo => say_do::run(pool, a).await?.map(Found::SayDo),
        Tool::Scorecard => scorecard::run(pool, a).await?.map(Found::Scorecard),
        Tool::Derived => derived::run(pool, a).await?.map(Found::Derived),
        // A part of a metric ("iPhone" revenue) is a figure stated in the filings' text, never the total.
        // "Deferred revenue", "revenue backlog": a balance named with the metric's word, no part
        // of it; what the filings say of it is searched, never a row that mentions both words.
        Tool::Search if a.qualifier.is_some_and(|q| !q.trim().is_empty() && !segment::names_a_balance(q)) => segment::run(pool, a).await?.map(Found::Segment),
        Tool::Search => search::run(pool, a).await?.map(Found::Search),
    })
}

/// Whether period `a` comes after period `b`.
pub fn later(a: FiscalPeriod, b: FiscalPeriod) -> bool {
    // A half or nine months ends with its second or third quarter.
    let last_quarter = |s: Span| match s {
        Span::H1 => 2,
        Span::M9 => 3,
        s => s.quarter_number().unwrap_or(4),
    };
    let key = |p: FiscalPeriod| p.year * 10 + last_quarter(p.span) as i32;
    key(a) > key(b)
}

/// Reads a period phrase on the issuer's calendar. `latest` is the latest reported quarter,
/// used for "last quarter", "most recent" and questions with no period.
pub fn resolve_period(p: Option<&PeriodRef>, cal: &FiscalCalendar, latest: Option<FiscalPeriod>) -> (Option<FiscalPeriod>, Option<String>) {
    let (fp, note) = resolve_period_named(p, cal, latest);
    match (p, fp) {
        // Year to date through a quarter: the year from its start to that quarter's end.
        (Some(p), Some(q)) if p.to_date => {
            let span = match q.span {
                Span::Q2 => Span::H1,
                Span::Q3 => Span::M9,
                Span::Q4 => Span::FY,
                s => s,
            };
            let ytd = FiscalPeriod { year: q.year, span };
            (Some(ytd), Some(format!("year to date through {q}, read as {ytd}")))
        }
        _ => (fp, note),
    }
}

fn resolve_period_named(p: Option<&PeriodRef>, cal: &FiscalCalendar, latest: Option<FiscalPeriod>) -> (Option<FiscalPeriod>, Option<String>) {
    let Some(p) = p else { return (latest, latest.map(|l| format!("no period given; read as the latest reported, {l}"))) };
    if let Some(d) = p.ended {
        let quarter = cal.classify_instant(d);
        // Six or nine months are the issuer's fiscal half or nine months only when they end
        // where its second or third quarter does ("Jan–Sep 2022" is no nine months of a
        // January filer, whose third quarter ends in October).
        let ends_its = |fp: FiscalPeriod| (cal.nominal_dates(fp).1 - d).num_days().abs() <= 20;
        let fp = match p.span {
            Some(Span::FY) => FiscalPeriod { year: cal.fiscal_year_of(d), span: Span::FY },
            // "the second quarter of the fiscal year ending January 29, 2023"
            Some(q) if q.is_quarter() => FiscalPeriod { year: cal.fiscal_year_of(d), span: q },
            // Six months that end with the year are its second half, which no filing reports.
            Some(Span::H1) if quarter.span == Span::Q4 => FiscalPeriod { year: quarter.year, span: Span::H2 },
            Some(span @ (Span::H1 | Span::M9)) => {
                let fp = FiscalPeriod { year: quarter.year, span };
                let fits = quarter.span == if span == Span::H1 { Span::Q2 } else { Span::Q3 };
                if !(fits && ends_its(fp)) {
                    return (None, Some(format!("the {} months ended {d} are not a fiscal {} of this issuer", if span == Span::H1 { "six" } else { "nine" }, if span == Span::H1 { "half" } else { "nine months" })));
                }
                fp
            }
            _ => quarter,
        };
        return (Some(fp), Some(format!("the period ended {d} read as {fp}")));
    }
    // "the April quarter of fiscal 2025": the quarter of that year ending in that month (a
    // 52/53-week quarter may end a few days into the next month).
    if let (Some(month), Some(year)) = (p.month, p.year) {
        let name = chrono::Month::try_from(month as u8).map(|m| m.name()).unwrap_or("that month");
        let quarters = || (1..=4).filter_map(Span::quarter).map(|span| FiscalPeriod { year, span });
        // The holiday quarter (read as month 12) of a filer none of whose quarters ends in
        // December is the one that holds the holidays: a January filer's fourth. Another month
        // no quarter ends in ("the April quarter" of a calendar filer) names no quarter.
        let holds_middle = |fp: &FiscalPeriod| {
            let (s, e) = cal.nominal_dates(*fp);
            (chrono::Datelike::year(&s)..=chrono::Datelike::year(&e)).filter_map(|y| NaiveDate::from_ymd_opt(y, month, 15)).any(|d| s <= d && d <= e)
        };
        let fp = quarters().find(|fp| chrono::Datelike::month(&(cal.nominal_dates(*fp).1 - chrono::Duration::days(7))) == month).or_else(|| quarters().filter(|_| month == 12).find(holds_middle));
        return match fp {
            Some(fp) => (Some(fp), Some(format!("the {name} quarter of fiscal {year} read as {fp}"))),
            None => (None, Some(format!("no quarter of fiscal {year} ends in {name} on this issuer's calendar"))),
        };
    }
    if let Some(d) = p.released {
        // "the fiscal year that included Christmas 2021": the year that holds the day.
        if p.span == Some(Span::FY) && p.inside {
            let fy = FiscalPeriod { year: cal.fiscal_year_of(d), span: Span::FY };
            return (Some(fy), Some(format!("the fiscal year holding {d} read as {fy}")));
        }
        let fp = cal.quarter_containing(d);
        if p.inside {
            return (Some(fp), Some(format!("the quarter holding {d} read as {fp}")));
        }
        if p.reported {
            let reported = quarter_before(fp).unwrap_or(fp);
            return (Some(reported), Some(format!("results reported on {d} read as {reported}, the quarter before the one then in progress")));
        }
        return (Some(fp), Some(format!("a release of {} read as guiding {fp}, the quarter then in progress", d.format("%B %Y"))));
    }
    if let Some(rel) = p.relative {
        let Some(l) = latest else { return (None, None) };
        let fp = match (rel, p.span) {
            (Relative::Last | Relative::Current, Some(Span::FY)) => FiscalPeriod { year: if l.span == Span::Q4 { l.year } else { l.year - 1 }, span: Span::FY },
            (Relative::Last | Relative::Current, _) => l,
            (Relative::Next, Some(Span::FY)) => FiscalPeriod { year: l.year + 1, span: Span::FY },
            (Relative::Next, _) => next_quarter(l),
            (Relative::Before(n), Some(Span::FY)) => {
                let last_year = if l.span == Span::Q4 { l.year } else { l.year - 1 };
                FiscalPeriod { year: last_year - n as i32, span: Span::FY }
            }
            (Relative::Before(n), _) => (0..n).fold(l, |q, _| quarter_before(q).unwrap_or(q)),
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

pub fn quarter_before(p: FiscalPeriod) -> Option<FiscalPeriod> {
    match p.span.quarter_number()? {
        1 => Some(FiscalPeriod { year: p.year - 1, span: Span::Q4 }),
        n => Some(FiscalPeriod { year: p.year, span: Span::quarter(n - 1)? }),
    }
}

pub fn next_quarter(p: FiscalPeriod) -> FiscalPeriod {
    match p.span.quarter_number() {
        Some(4) => FiscalPeriod { year: p.year + 1, span: Span::Q1 },
        Some(n) => FiscalPeriod { year: p.year, span: Span::quarter(n + 1).unwrap() },
        None => FiscalPeriod { year: p.year + 1, span: p.span },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(text: &str, mmdd: &str) -> Option<FiscalPeriod> {
        let cal = FiscalCalendar::from_mmdd(mmdd).unwrap();
        let found = crate::period::find(&crate::period::as_written(text));
        resolve_period(found.first(), &cal, None).0
    }

    #[test]
    fn a_second_half_the_actuals_tool_computed_is_reported_as_derived() {
        let env = |span, derived| {
            let mut e: Envelope<()> = Envelope::new(Tool::Actuals);
            e.period = Some(FiscalPeriod { year: 2025, span });
            e.derived = derived;
            e.route()
        };
        assert_eq!(env(Span::H2, true), "derived");
        // A fourth quarter is a quarter people ask for as reported, even when it is FY less 9M.
        assert_eq!(env(Span::Q4, true), "actuals");
        assert_eq!(env(Span::FY, false), "actuals");
    }

    #[test]
    fn periods_named_by_month_or_by_days_read_on_the_calendar() {
        let fp = |year, span| Some(FiscalPeriod { year, span });
        // A January year end: fiscal 2025's April quarter is its first, its January quarter its fourth.
        assert_eq!(read("the April quarter of fiscal 2025", "0126"), fp(2025, Span::Q1));
        assert_eq!(read("the January quarter of fiscal 2023", "0129"), fp(2023, Span::Q4));
        assert_eq!(read("the June quarter of fiscal 2025", "0927"), fp(2025, Span::Q3));
        // A calendar year has no quarter ending in April.
        assert_eq!(read("the April quarter of fiscal 2025", "1231"), None);
        // The holiday quarter of a fiscal year: Apple's first, NVIDIA's fourth, a calendar filer's fourth.
        assert_eq!(read("the holiday quarter of fiscal 2024", "0927"), fp(2024, Span::Q1));
        // The fiscal year or quarter that holds a day.
        assert_eq!(read("the fiscal year that included Christmas 2021", "0131"), fp(2022, Span::FY));
        assert_eq!(read("the fiscal year that included Christmas 2021", "1231"), fp(2021, Span::FY));
        assert_eq!(read("the quarter that included the Fourth of July 2022", "0927"), fp(2022, Span::Q4));
        assert_eq!(read("the holiday quarter of fiscal 2024", "0128"), fp(2024, Span::Q4));
        assert_eq!(read("fiscal 2024's holiday quarter", "1231"), fp(2024, Span::Q4));
        // Year to date through a quarter: Apple's June quarter is its third, so nine months.
        assert_eq!(read("Services net sales year-to-date through the June 2025 qtr", "0927"), fp(2025, Span::M9));
        assert_eq!(read("revenue YTD through Q2 FY2024", "0128"), fp(2024, Span::H1));
        assert_eq!(read("Q1 fiscal 2024 year to date", "1231"), fp(2024, Span::Q1));
        // Nine months of a calendar year are a December filer's nine months, not a January filer's.
        assert_eq!(read("the Jan–Sep 2022 stretch", "1231"), fp(2022, Span::M9));
        assert_eq!(read("the Jan–Sep 2022 stretch", "0129"), None);
        assert_eq!(read("the 39 weeks ended June 28, 2025", "0927"), fp(2025, Span::M9));
        assert_eq!(read("the six months ended June 30, 2022", "1231"), fp(2022, Span::H1));
        // A half and nine months end with their second and third quarters.
        assert!(later(FiscalPeriod { year: 2022, span: Span::Q3 }, FiscalPeriod { year: 2022, span: Span::H1 }));
        assert!(!later(FiscalPeriod { year: 2022, span: Span::M9 }, FiscalPeriod { year: 2022, span: Span::Q3 }));
    }
}
