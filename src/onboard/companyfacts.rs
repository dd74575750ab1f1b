//! SEC companyfacts JSON -> facts with provenance, each with its own fiscal period.

use std::borrow::Cow;
use std::collections::{HashMap, HashSet};
use std::fmt;
use std::str::FromStr;
use std::sync::Arc;

use chrono::NaiveDate;
use rust_decimal::Decimal;
use rustc_hash::FxHashSet;
use serde::de::{self, DeserializeSeed, Deserializer, IgnoredAny, MapAccess, SeqAccess, Visitor};
use serde::Deserialize;
use serde_json::value::RawValue;

use crate::error::{Error, Result};
use crate::fiscal::{FiscalCalendar, FiscalPeriod, Span};

/// One XBRL fact as SEC reported it, plus its own fiscal period. The strings repeat across
/// thousands of facts (one taxonomy, a few hundred concepts and accessions), so each is held
/// once and shared.
#[derive(Debug, Clone)]
pub struct Fact {
    pub taxonomy: Arc<str>,
    pub concept: Arc<str>,
    pub unit: Arc<str>,
    pub start: Option<NaiveDate>,
    pub end: NaiveDate,
    pub accession: Arc<str>,
    pub value: Decimal,
    pub form: Arc<str>,
    pub filed: NaiveDate,
    pub fy: Option<i32>,
    pub fp: Option<Arc<str>>,
    pub frame: Option<Arc<str>>,
    pub period: Option<FiscalPeriod>,
}

pub struct CompanyFacts {
    pub cik: u64,
    pub entity_name: String,
    pub facts: Vec<Fact>,
}

/// `YYYY-MM-DD`, the only form companyfacts uses; read by hand because chrono's format
/// parser was a sixth of the whole parse.
fn ymd(s: &str) -> Option<NaiveDate> {
    let b = s.as_bytes();
    if b.len() != 10 || b[4] != b'-' || b[7] != b'-' {
        return None;
    }
    let num = |r: std::ops::Range<usize>| {
        b[r].iter().try_fold(0u32, |n, &c| c.is_ascii_digit().then(|| n * 10 + u32::from(c - b'0')))
    };
    NaiveDate::from_ymd_opt(num(0..4)? as i32, num(5..7)?, num(8..10)?)
}

fn date<E: de::Error>(s: &str, what: &str) -> std::result::Result<NaiveDate, E> {
    ymd(s).ok_or_else(|| E::custom(format!("{what} {s:?} is not a date")))
}

fn decimal<E: de::Error>(raw: &RawValue) -> std::result::Result<Decimal, E> {
    let s = raw.get();
    Decimal::from_str(s)
        .or_else(|_| Decimal::from_scientific(s))
        .map_err(|_| E::custom(format!("value {s} is not a number SayDo can hold exactly")))
}

/// Parses companyfacts; facts are not yet placed on a calendar (see `classify`).
///
/// The document is walked once and each fact is pushed as it is read: no tree of maps and
/// per-unit lists is built first.
pub fn parse(url: &str, body: &[u8]) -> Result<CompanyFacts> {
    let mut de = serde_json::Deserializer::from_slice(body);
    let mut sink = Sink::default();
    let (cik, entity_name) = DocSeed(&mut sink).deserialize(&mut de).map_err(|e| Error::malformed(url, e))?;
    de.end().map_err(|e| Error::malformed(url, e))?;
    Ok(CompanyFacts { cik, entity_name, facts: sink.facts })
}

#[derive(Default)]
struct Sink {
    facts: Vec<Fact>,
    strings: FxHashSet<Arc<str>>,
    /// (start, end, accession) already taken from the list being read.
    seen: FxHashSet<(Option<NaiveDate>, NaiveDate, Arc<str>)>,
}

impl Sink {
    fn intern(&mut self, s: &str) -> Arc<str> {
        if let Some(a) = self.strings.get(s) {
            return a.clone();
        }
        let a: Arc<str> = Arc::from(s);
        self.strings.insert(a.clone());
        a
    }
}

/// A map key, borrowed from the document unless it holds escapes.
#[derive(Deserialize)]
struct Key<'a>(#[serde(borrow)] Cow<'a, str>);

#[derive(Deserialize)]
#[serde(untagged)]
enum CikValue<'a> {
    Num(u64),
    Str(#[serde(borrow)] Cow<'a, str>),
}

/// The top level: `{"cik": …, "entityName": …, "facts": {taxonomy: …}}`.
struct DocSeed<'s>(&'s mut Sink);

impl<'de> DeserializeSeed<'de> for DocSeed<'_> {
    type Value = (u64, String);
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> std::result::Result<Self::Value, D::Error> {
        d.deserialize_map(self)
    }
}

impl<'de> Visitor<'de> for DocSeed<'_> {
    type Value = (u64, String);
    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a companyfacts document")
    }
    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> std::result::Result<Self::Value, A::Error> {
        let (mut cik, mut name) = (None, None);
        while let Some(key) = map.next_key::<Key>()? {
            match key.0.as_ref() {
                "cik" => {
                    cik = Some(match map.next_value::<CikValue>()? {
                        CikValue::Num(n) => n,
                        CikValue::Str(s) => s.trim().parse().map_err(|_| de::Error::custom(format!("cik {s:?}")))?,
                    })
                }
                "entityName" => name = Some(map.next_value::<String>()?),
                "facts" => map.next_value_seed(Each { sink: &mut *self.0, level: Level::Taxonomies })?,
                _ => {
                    map.next_value::<IgnoredAny>()?;
                }
            }
        }
        Ok((cik.ok_or_else(|| de::Error::missing_field("cik"))?, name.ok_or_else(|| de::Error::missing_field("entityName"))?))
    }
}

/// Where in `facts` a map sits: taxonomy -> concept -> {"units": unit -> [fact, …]}.
enum Level {
    Taxonomies,
    Concepts { taxonomy: Arc<str> },
    Concept { taxonomy: Arc<str>, concept: Arc<str> },
    Units { taxonomy: Arc<str>, concept: Arc<str> },
}

struct Each<'s> {
    sink: &'s mut Sink,
    level: Level,
}

impl<'de> DeserializeSeed<'de> for Each<'_> {
    type Value = ();
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> std::result::Result<(), D::Error> {
        d.deserialize_map(self)
    }
}

impl<'de> Visitor<'de> for Each<'_> {
    type Value = ();
    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a map")
    }
    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> std::result::Result<(), A::Error> {
        let sink = self.sink;
        while let Some(key) = map.next_key::<Key>()? {
            let key = key.0.as_ref();
            match &self.level {
                Level::Taxonomies => {
                    let taxonomy = sink.intern(key);
                    map.next_value_seed(Each { sink: &mut *sink, level: Level::Concepts { taxonomy } })?
                }
                Level::Concepts { taxonomy } => {
                    let level = Level::Concept { taxonomy: taxonomy.clone(), concept: sink.intern(key) };
                    map.next_value_seed(Each { sink: &mut *sink, level })?
                }
                Level::Concept { taxonomy, concept } if key == "units" => {
                    let level = Level::Units { taxonomy: taxonomy.clone(), concept: concept.clone() };
                    map.next_value_seed(Each { sink: &mut *sink, level })?
                }
                Level::Concept { .. } => {
                    map.next_value::<IgnoredAny>()?; // label, description
                }
                Level::Units { taxonomy, concept } => {
                    let unit = sink.intern(key);
                    sink.seen.clear();
                    map.next_value_seed(List { sink: &mut *sink, taxonomy, concept, unit })?
                }
            }
        }
        Ok(())
    }
}

#[derive(Deserialize)]
struct RawFact<'a> {
    #[serde(borrow, default)]
    start: Option<Cow<'a, str>>,
    #[serde(borrow)]
    end: Cow<'a, str>,
    #[serde(borrow)]
    val: &'a RawValue,
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

/// One unit's list of facts, each pushed to the sink as it is read.
struct List<'s> {
    sink: &'s mut Sink,
    taxonomy: &'s Arc<str>,
    concept: &'s Arc<str>,
    unit: Arc<str>,
}

impl<'de> DeserializeSeed<'de> for List<'_> {
    type Value = ();
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> std::result::Result<(), D::Error> {
        d.deserialize_seq(self)
    }
}

impl<'de> Visitor<'de> for List<'_> {
    type Value = ();
    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a list of facts")
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> std::result::Result<(), A::Error> {
        let sink = self.sink;
        while let Some(raw) = seq.next_element::<RawFact>()? {
            let start = raw.start.as_deref().map(|s| date(s, "start")).transpose()?;
            let end = date(&raw.end, "end")?;
            if let Some(s) = start {
                if s > end {
                    return Err(de::Error::custom(format!("{}: start {s} after end {end}", self.concept)));
                }
            }
            let accession = sink.intern(&raw.accn);
            // The same fact can appear twice in one filing's list; keep one.
            if !sink.seen.insert((start, end, accession.clone())) {
                continue;
            }
            let fact = Fact {
                taxonomy: self.taxonomy.clone(),
                concept: self.concept.clone(),
                unit: self.unit.clone(),
                start,
                end,
                accession,
                value: decimal(raw.val)?,
                form: sink.intern(&raw.form),
                filed: date(&raw.filed, "filed")?,
                fy: raw.fy,
                fp: raw.fp.as_deref().map(|s| sink.intern(s)),
                frame: raw.frame.as_deref().map(|s| sink.intern(s)),
                period: None,
            };
            sink.facts.push(fact);
        }
        Ok(())
    }
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
    for f in facts.iter().filter(|f| &*f.form == "10-K" && f.fp.as_deref() == Some("FY")) {
        let Some(s) = f.start else { continue };
        if !(350..=380).contains(&((f.end - s).num_days() + 1)) {
            continue;
        }
        let e = latest.entry(&*f.accession).or_insert((f.end, f.fy));
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

#[cfg(test)]
mod tests {
    use super::*;

    const URL: &str = "https://data.sec.gov/api/xbrl/companyfacts/CIK0000000042.json";

    fn doc(facts: &str) -> String {
        format!(r#"{{"cik": 42, "entityName": "Example Co", "facts": {facts}}}"#)
    }

    #[test]
    fn reads_every_fact_with_its_provenance() {
        let body = r#"{"entityName": "Ex\u0061mple Co", "cik": "0000000042", "facts": {
            "dei": {"EntityCommonStockSharesOutstanding": {"label": "x", "description": "y \"quoted\"",
                "units": {"shares": [{"end": "2024-02-21", "val": 2464000000, "accn": "0001045810-24-000029",
                    "fy": 2024, "fp": "FY", "form": "10-K", "filed": "2024-02-21", "frame": "CY2024Q1I"}]}}},
            "us-gaap": {"Rev\u0065nues": {"units": {"USD": [
                {"start": "2023-07-31", "end": "2023-10-29", "val": 18120000000, "accn": "0001045810-23-000227", "fy": 2024, "fp": "Q3", "form": "10-Q", "filed": "2023-11-21"},
                {"start": "2023-07-31", "end": "2023-10-29", "val": 18120000000, "accn": "0001045810-23-000227", "fy": 2024, "fp": "Q3", "form": "10-Q", "filed": "2023-11-21"},
                {"start": "2023-07-31", "end": "2023-10-29", "val": 1.812E10, "accn": "0001045810-24-000029", "fy": 2024, "fp": "FY", "form": "10-K", "filed": "2024-02-21"}]}},
                "EarningsPerShareDiluted": {"units": {"USD/shares": [
                {"start": "2023-07-31", "end": "2023-10-29", "val": 3.71, "accn": "0001045810-23-000227", "form": "10-Q", "filed": "2023-11-21"}]}}}}}"#;
        let cf = parse(URL, body.as_bytes()).unwrap();
        assert_eq!((cf.cik, cf.entity_name.as_str()), (42, "Example Co"), "escapes decoded, string CIK read");
        // The exact duplicate in one list is kept once; the same period from another filing stays.
        assert_eq!(cf.facts.len(), 4);
        let rev: Vec<&Fact> = cf.facts.iter().filter(|f| &*f.concept == "Revenues").collect();
        assert_eq!(rev.len(), 2, "a key with an escape is read as the concept it spells");
        assert!(rev.iter().all(|f| f.value == Decimal::from(18_120_000_000i64)), "1.812E10 is exact");
        assert_eq!(&*rev[1].accession, "0001045810-24-000029");
        assert!(Arc::ptr_eq(&rev[0].concept, &rev[1].concept), "strings are shared, not copied per fact");
        let shares = cf.facts.iter().find(|f| &*f.unit == "shares").unwrap();
        assert_eq!((shares.start, shares.end.to_string()), (None, "2024-02-21".to_owned()));
        assert_eq!((shares.fy, shares.fp.as_deref(), shares.frame.as_deref()), (Some(2024), Some("FY"), Some("CY2024Q1I")));
        let eps = cf.facts.iter().find(|f| &*f.unit == "USD/shares").unwrap();
        assert_eq!((eps.value.to_string().as_str(), eps.fy, eps.fp.as_deref()), ("3.71", None, None));
        assert_eq!(&*eps.taxonomy, "us-gaap");
    }

    #[test]
    fn refuses_what_it_cannot_hold_exactly_and_names_the_url() {
        let fact = |extra: &str| doc(&format!(r#"{{"us-gaap": {{"Revenues": {{"units": {{"USD": [{{{extra}, "accn": "0001045810-23-000227", "form": "10-Q", "filed": "2023-11-21"}}]}}}}}}}}"#));
        let cases = [
            (fact(r#""end": "2023-13-01", "val": 1"#), "end \"2023-13-01\" is not a date"),
            (fact(r#""end": "2023-1-01", "val": 1"#), "is not a date"),
            (fact(r#""start": "2023-11-01", "end": "2023-10-29", "val": 1"#), "Revenues: start 2023-11-01 after end 2023-10-29"),
            (fact(r#""end": "2023-10-29", "val": 1e400"#), "is not a number SayDo can hold exactly"),
            (fact(r#""end": "2023-10-29", "val": "1""#), r#"value "1" is not a number"#),
            (fact(r#""end": "2023-10-29", "val": [1]"#), "value [1] is not a number"),
            (fact(r#""end": "2023-10-29""#), "missing field `val`"),
            (r#"{"cik": 42, "facts": {}}"#.to_owned(), "missing field `entityName`"),
            (doc("{}") + " trailing", "trailing characters"),
            (doc(r#"{"us-gaap": {"Revenues": {"units": {"USD": [{"end": "2023-10-29", "val": 1, "accn": "0001045810-23-"#), "EOF"),
        ];
        for (body, want) in cases {
            let err = parse(URL, body.as_bytes()).err().unwrap_or_else(|| panic!("accepted {body}")).to_string();
            assert!(err.contains(want) && err.contains(URL), "{body}\n  gave {err}\n  wanted {want:?}");
        }
        assert!(parse(URL, doc("{}").as_bytes()).unwrap().facts.is_empty());
    }

    #[test]
    fn dates_read_by_hand_agree_with_chrono() {
        for s in ["2024-01-28", "2000-02-29", "1999-12-31", "2023-02-29", "2023-00-10", "2023-04-31", "20230-1-01", "2023/01/01", "２０２３-01-01", "2023-01-0a", ""] {
            assert_eq!(ymd(s), NaiveDate::parse_from_str(s, "%Y-%m-%d").ok().filter(|_| s.len() == 10), "{s}");
        }
    }
}
