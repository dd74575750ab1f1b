//! The say-do tool: one period's guide against the reported actual. The comparison itself is
//! computed in `compare`; the model only ever writes about the finished comparison.

use chrono::Duration;
use rust_decimal::Decimal;
use serde::Serialize;
use sqlx::PgPool;

use super::compare::{compare, Comparison};
use super::facts::Vintage;
use super::guidance::{period_of, push_record, records};
use super::metric_values::{self, MetricValue};
use super::{later, Args, Envelope, Exclusion, Source, SourceKind, Tool};
use crate::error::Result;
use crate::fiscal::{FiscalCalendar, FiscalPeriod};
use crate::guidance::GuidanceRecord;
use crate::numbers::{amounts, Unit};
use crate::vocabulary::{Kind, Metric};

#[derive(Debug, Clone, Serialize)]
pub struct Guide {
    pub low: Option<Decimal>,
    pub high: Option<Decimal>,
    pub point: Option<Decimal>,
    pub plus_minus: Option<String>,
    pub unit: String,
    pub passage: usize,
}

#[derive(Debug, Clone, Serialize)]
pub struct ActualRef {
    pub value: Decimal,
    pub passage: usize,
}

#[derive(Debug, Clone, Serialize)]
pub struct SayDo {
    pub metric: &'static str,
    pub label: &'static str,
    pub period: String,
    pub basis: String,
    pub basis_note: &'static str,
    pub guide: Guide,
    pub actual: ActualRef,
    pub comparison: Comparison,
    pub comparison_passage: usize,
}

/// A non-GAAP actual from the earnings release that reported the period (XBRL carries GAAP
/// only): the release's reconciliation row "Non-GAAP gross margin | 75.0% | …", first column.
pub async fn non_gaap_actual<T>(pool: &PgPool, cik: u64, m: &Metric, p: FiscalPeriod, cal: &FiscalCalendar, env: &mut Envelope<T>) -> Result<Option<(Decimal, usize)>> {
    let (_, end) = cal.nominal_dates(p);
    let docs: Vec<(String, String, chrono::NaiveDate, String)> = sqlx::query_as(
        "SELECT accession, text, filed, url FROM documents
          WHERE cik = $1 AND doc_type = 'EX-99.1' AND status = 'ok' AND filed > $2 AND filed <= $3 ORDER BY filed LIMIT 1",
    )
    .bind(cik as i64)
    .bind(end - Duration::days(14))
    .bind(end + Duration::days(80))
    .fetch_all(pool)
    .await?;
    let Some((accession, text, filed, url)) = docs.into_iter().next() else { return Ok(None) };
    let millions = text.to_lowercase().contains("in millions");
    // The row names the metric in any of its words ("Non-GAAP other income (expense), net").
    let names_metric = |label: &str| {
        let l = label.trim().to_lowercase();
        let Some(rest) = l.strip_prefix("non-gaap ").or_else(|| l.strip_prefix("non-gaap: ")) else { return false };
        crate::vocabulary::first_in(rest).is_some_and(|(at, _, found)| at == 0 && found.name == m.name)
    };
    for line in text.lines() {
        if !line.contains(" | ") || !names_metric(line.split(" | ").next().unwrap_or("")) {
            continue;
        }
        let cells: Vec<&str> = line.split(" | ").collect();
        let Some(first) = cells.get(1) else { continue };
        let Some(a) = amounts(first).into_iter().next() else { continue };
        let v = match (a.unit, m.name) {
            (Unit::Percent, _) => a.value,
            (Unit::Usd | Unit::Plain, _) if a.scale.is_none() && millions && m.name != "eps" => a.value * Decimal::from(1_000_000),
            (Unit::Usd | Unit::Plain | Unit::UsdPerShare, _) => a.value,
            _ => continue,
        };
        let idx = env.push(
            format!("{line} (the first figure is {p}; from the 8-K earnings release filed {filed}{})", if millions { ", dollars in millions" } else { "" }),
            Source {
                kind: SourceKind::Filing,
                accession: Some(accession.clone()),
                form: Some("8-K".into()),
                filed: Some(filed),
                url: Some(url.clone()),
                concept: Some(format!("release:non-gaap:{}", m.name)),
                period: None,
                inputs: vec![],
                fact_ids: vec![],
            },
        );
        return Ok(Some((v, idx)));
    }
    Ok(None)
}

pub fn basis_name(b: &str) -> &'static str {
    match b {
        "gaap" => "GAAP",
        "non_gaap" => "non-GAAP",
        _ => "unspecified-basis",
    }
}

/// The unit a reported value is compared in ("USD/shares" is per share).
pub fn unit_of(v: &MetricValue) -> String {
    if v.unit.contains('/') {
        "USD/share".into()
    } else {
        v.unit.clone()
    }
}

/// Why a growth guide is not held against reported growth: organic, constant-currency and
/// comparable-store growth leave out what reported growth counts (acquisitions, exchange
/// rates, new stores), and XBRL reports only the latter.
fn growth_not_comparable(g: &GuidanceRecord) -> Option<&'static str> {
    if crate::vocabulary::adjusted_growth(&g.label).is_some_and(crate::vocabulary::comparable_store) {
        Some("comparable-store sales growth leaves out stores opened or closed, and XBRL reports total revenue only")
    } else if g.basis == "non_gaap" || crate::vocabulary::adjusted_growth(&g.label).is_some() {
        Some("it is growth on an adjusted basis (organic, constant currency or excluding items), and XBRL reports only growth as reported")
    } else {
        None
    }
}

/// The actual of a growth guide: the growth of the underlying metric over the same period a
/// year before, computed in code from two cited facts (the computation is a passage of its own).
async fn reported_growth<T: Send>(
    pool: &PgPool,
    a: &Args<'_>,
    of: &str,
    g: &GuidanceRecord,
    p: FiscalPeriod,
    env: &mut Envelope<T>,
) -> Result<std::result::Result<(Decimal, usize), String>> {
    let label = a.metric.label;
    if let Some(why) = growth_not_comparable(g) {
        return Ok(Err(format!("{} guided {label} for {p} (\"{}\"), but {why}, so the guide and the reported figure are not comparable.", a.issuer, g.label)));
    }
    let Some(base) = crate::vocabulary::metric(of) else {
        return Ok(Err(format!("SayDo does not hold the figure {label} is measured on.")));
    };
    let latest = metric_values::latest_quarter(pool, a.cik).await?;
    if let Some(l) = latest.filter(|l| later(p, *l)) {
        return Ok(Err(format!("{} guided {label} for {p}, but has not reported that period yet; its latest reported period is {l}.", a.issuer)));
    }
    let of_args = Args { metric: base, derivation: Some(super::Derivation::YearOverYear), compare_to: None, ..a.clone() };
    Ok(match super::derived::year_over_year(pool, &of_args, p, env).await? {
        Ok(d) if d.unit == "percent" => Ok((d.value, d.passage)),
        Ok(d) => Err(format!("The {label} guide is in percent but the computed change is in {}; not comparable.", d.unit)),
        Err(why) => Err(format!("{} guided {label} for {p}, but {why}", a.issuer, why = lower_first(&why))),
    })
}

fn lower_first(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) if !s.starts_with("SayDo") => f.to_lowercase().chain(c).collect(),
        _ => s.to_owned(),
    }
}

pub async fn run(pool: &PgPool, a: &Args<'_>) -> Result<Envelope<SayDo>> {
    let m = a.metric;
    let mut env = Envelope::new(Tool::SayDo);
    let all = records(pool, a.cik, m.name, a.period).await?;
    // With no period: the latest period that has both a guide and a reported actual.
    let mut period = a.period;
    if period.is_none() {
        let latest = metric_values::latest_quarter(pool, a.cik).await?;
        period = all.iter().filter_map(period_of).find(|p| latest.is_some_and(|l| !later(*p, l)));
        env.period_note = period.map(|p| format!("no period given; read as {p}, the latest quarter with both a guide and a reported result"));
    }
    env.period = period;
    let Some(p) = period else {
        let why = format!("No {} guidance was found in the {} earnings releases SayDo has read.", m.label, a.issuer);
        return Ok(env.refuse(why));
    };
    let recs: Vec<&GuidanceRecord> = all.iter().filter(|r| period_of(r) == Some(p)).collect();
    env.matched = recs.len();
    let exact: Vec<&&GuidanceRecord> = recs.iter().filter(|r| r.tier == "exact").collect();
    let pick = |basis: &str| exact.iter().find(|r| r.basis == basis).map(|r| **r);
    // The basis asked for; else the reported basis first, since XBRL reports GAAP.
    let guide = if a.non_gaap {
        pick("non_gaap")
    } else if a.gaap {
        pick("gaap").or(pick("unspecified"))
    } else {
        pick("unspecified").or(pick("gaap")).or(pick("non_gaap"))
    };
    let Some(g) = guide else {
        let why = format!("No {} guidance for {p} was found in the {} earnings releases SayDo has read.", m.label, a.issuer);
        return Ok(env.refuse(why));
    };
    for r in recs.iter().filter(|r| r.id != g.id) {
        env.exclusions.push(Exclusion {
            what: format!("{} {} guide", r.basis.replace('_', "-"), r.metric.replace('_', " ")),
            reason: if r.tier == "broad" {
                "a broad-pattern match".into()
            } else {
                format!("the {} guide was not compared (the {} one was)", basis_name(&r.basis), basis_name(&g.basis))
            },
        });
    }
    let gi = push_record(&mut env, g);
    let (actual, ai, basis_note) = if let Kind::Growth { of } = m.kind {
        match reported_growth(pool, a, of, g, p, &mut env).await? {
            Ok((v, i)) => (v, i, "growth guide against the growth over the prior year computed from XBRL actuals"),
            Err(why) => return Ok(env.refuse(why)),
        }
    } else if g.basis == "non_gaap" {
        match non_gaap_actual(pool, a.cik, m, p, &a.calendar, &mut env).await? {
            Some((v, i)) => (v, i, "non-GAAP guide against the non-GAAP actual in the next earnings release"),
            None => {
                let why = format!(
                    "The {} guide for {p} is non-GAAP; XBRL reports GAAP only and no non-GAAP actual was found in the next earnings release, so the two are not comparable.",
                    m.label
                );
                return Ok(env.refuse(why));
            }
        }
    } else {
        // A guide is held against the figure as first reported: what the market saw next.
        match metric_values::value(pool, a.cik, m, p, Vintage::FirstReported, &mut env).await? {
            Some(v) => {
                env.concept = Some(v.concept.clone());
                env.derived = v.derived;
                let u = unit_of(&v);
                if u != g.unit {
                    let why = format!("The guide is in {} but the reported figure is in {u}; not comparable.", g.unit);
                    return Ok(env.refuse(why));
                }
                (v.value, v.passage, if g.basis == "gaap" { "GAAP guide against the GAAP actual in XBRL" } else { "guide of unspecified basis against the reported (GAAP) actual in XBRL" })
            }
            None => {
                let latest = metric_values::latest_quarter(pool, a.cik).await?;
                let why = match latest {
                    Some(l) if later(p, l) => format!("{} guided {} for {p}, but has not reported that period yet; its latest reported period is {l}.", a.issuer, m.label),
                    _ => format!("{} guided {} for {p}, but no reported actual for that period was found in its XBRL facts.", a.issuer, m.label),
                };
                return Ok(env.refuse(why));
            }
        }
    };
    let Some(c) = compare(g.low, g.high, g.point, actual, &g.unit) else {
        return Ok(env.refuse("The guide has neither a range nor a point.".into()));
    };
    let ci = env.push(c.passage(m.label, &p.to_string(), gi, ai), Source::computed(format!("say_do:{}", m.name), vec![gi, ai]));
    env.basis = Some(g.basis.clone());
    env.used = 2;
    env.result = Some(SayDo {
        metric: m.name,
        label: m.label,
        period: p.to_string(),
        basis: g.basis.clone(),
        basis_note,
        guide: Guide { low: g.low, high: g.high, point: g.point, plus_minus: g.plus_minus.clone(), unit: g.unit.clone(), passage: gi },
        actual: ActualRef { value: actual, passage: ai },
        comparison: c,
        comparison_passage: ci,
    });
    Ok(env)
}
