//! A metric's value for a fiscal period from stored facts: the first concept in fallback
//! order that reported it (in the issuer's reporting currency), or a ratio / difference
//! computed in code from other metrics — with every input as a passage.

use rust_decimal::Decimal;
use serde::Serialize;
use sqlx::PgPool;

use super::facts::{actual, Actual, Vintage};
use super::format;
use super::{Envelope, Exclusion, PeriodDates, Source, SourceKind};

use crate::error::Result;
use crate::fiscal::{FiscalPeriod, Span};
use crate::vocabulary::{self as metrics, Kind, Metric};

#[derive(Debug, Clone, Serialize)]
pub struct MetricValue {
    pub metric: &'static str,
    pub label: &'static str,
    pub value: Decimal,
    /// USD, percent, USD/shares, or another currency.
    pub unit: String,
    pub period: FiscalPeriod,
    pub concept: String,
    pub derived: bool,
    /// The reported facts it rests on.
    #[serde(skip)]
    pub actuals: Vec<Actual>,
    /// Passage index that states the value (filled when pushed).
    pub passage: usize,
    pub matched: usize,
}

async fn units_for(pool: &PgPool, cik: u64, concept: &str) -> Result<Vec<String>> {
    Ok(sqlx::query_scalar(
        "SELECT unit FROM facts WHERE cik = $1 AND concept = $2 GROUP BY unit
          ORDER BY count(*) DESC, (unit = 'USD' OR unit LIKE 'USD/%') DESC",
    )
    .bind(cik as i64)
    .bind(concept)
    .fetch_all(pool)
    .await?)
}

fn filing_index_url(cik: u64, accession: &str) -> String {
    format!("https://www.sec.gov/Archives/edgar/data/{cik}/{}/{accession}-index.htm", accession.replace('-', ""))
}

/// Pushes the passages stating an actual (and, for a derived Q4, its inputs); returns the index
/// of the passage that states the value.
pub(crate) fn push_actual<T>(env: &mut Envelope<T>, cik: u64, label: &str, a: &Actual) -> usize {
    let unit = if a.unit.contains('/') { "USD/share" } else { a.unit.as_str() };
    let stmt = |f: &super::facts::StoredFact, what: &str| {
        (
            format!(
                "{what} ({}:{}) for {} to {}: {}, as reported in the {} filed {}.",
                f.taxonomy,
                f.concept,
                f.period_start.map(|d| d.to_string()).unwrap_or_default(),
                f.period_end,
                format::exact(f.value, unit),
                f.form,
                f.filed
            ),
            Source {
                kind: SourceKind::Xbrl,
                accession: Some(f.accession.clone()),
                form: Some(f.form.clone()),
                filed: Some(f.filed),
                url: Some(filing_index_url(cik, &f.accession)),
                concept: Some(format!("{}:{}", f.taxonomy, f.concept)),
                period: Some(PeriodDates { start: f.period_start, end: Some(f.period_end) }),
                inputs: vec![],
                fact_ids: vec![f.id],
            },
        )
    };
    match &a.fact {
        Some(f) => {
            let (t, s) = stmt(f, &format!("{} for {}", capital(label), a.period));
            env.push(t, s)
        }
        None => {
            let mut inputs = vec![];
            for (i, f) in a.derived_from.iter().enumerate() {
                let what = match (i, f.period_start.zip(Some(f.period_end))) {
                    (0, _) => format!("{} for fiscal {} (full year)", capital(label), a.period.year),
                    _ => format!("{} for the earlier part of fiscal {}", capital(label), a.period.year),
                };
                let (t, s) = stmt(f, &what);
                inputs.push(env.push(t, s));
            }
            let rest: Vec<String> = a.derived_from[1..].iter().map(|f| format::exact(f.value, unit)).collect();
            let text = format!(
                "{} for {} ({} to {}), derived by SayDo because no {} fact is filed: the full year {} minus {} = {}.",
                capital(label),
                a.period,
                a.start.map(|d| d.to_string()).unwrap_or_default(),
                a.end,
                if a.period.span == crate::fiscal::Span::H2 { "second-half" } else { "three-month" },
                format::exact(a.derived_from[0].value, unit),
                rest.join(" minus "),
                format::exact(a.value, unit)
            );
            env.push(
                text,
                Source {
                    kind: SourceKind::Computed,
                    accession: None,
                    form: None,
                    filed: None,
                    url: None,
                    concept: Some(a.concept.clone()),
                    period: Some(PeriodDates { start: a.start, end: Some(a.end) }),
                    inputs,
                    fact_ids: a.derived_from.iter().map(|f| f.id).collect(),
                },
            )
        }
    }
}

pub(crate) fn capital(s: &str) -> String {
    let mut c = s.chars();
    c.next().map(|f| f.to_uppercase().collect::<String>() + c.as_str()).unwrap_or_default()
}

/// The value of a metric for a period, with its passages pushed into `env`.
pub fn value<'a, T: Send + 'a>(
    pool: &'a PgPool,
    cik: u64,
    metric: &'static Metric,
    p: FiscalPeriod,
    vintage: Vintage,
    env: &'a mut Envelope<T>,
) -> futures::future::BoxFuture<'a, Result<Option<MetricValue>>> {
    Box::pin(async move {
        match metric.kind {
            Kind::Money | Kind::PerShare => {
                for (tax, concept) in metric.concepts {
                    let units = units_for(pool, cik, concept).await?;
                    if units.is_empty() {
                        continue;
                    }
                    let wanted: Vec<&String> = units
                        .iter()
                        .filter(|u| (metric.kind == Kind::PerShare) == u.contains('/'))
                        .collect();
                    for unit in wanted {
                        if let Some(a) = actual(pool, cik, concept, unit, p, vintage).await? {
                            // Per-share figures do not add up over quarters (the share count moves),
                            // so a fourth quarter is never the year less nine months of them.
                            if metric.kind == Kind::PerShare && a.is_derived() {
                                env.notes.push(format!("{tax}:{concept} has no figure of its own for {p}, and a per-share figure cannot be derived as the year less its first part"));
                                continue;
                            }
                            let matched = 1 + a.other_values.len() + a.derived_from.len();
                            for o in &a.other_values {
                                env.exclusions.push(Exclusion {
                                    what: format!("{} in the {} filed {}", format::exact(o.value, unit), o.form, o.filed),
                                    reason: match vintage {
                                        Vintage::Latest => "another filing reported a different value; the latest filed is used".into(),
                                        Vintage::FirstReported => "a later filing restated it; the figure as first reported is used".into(),
                                    },
                                });
                            }
                            let idx = push_actual(env, cik, metric.label, &a);
                            return Ok(Some(MetricValue {
                                metric: metric.name,
                                label: metric.label,
                                value: a.value,
                                unit: unit.clone(),
                                period: p,
                                concept: format!("{tax}:{concept}"),
                                derived: a.is_derived(),
                                actuals: vec![a],
                                passage: idx,
                                matched,
                            }));
                        }
                    }
                    env.notes.push(format!("{tax}:{concept} is reported by this issuer, but not for {p}; next concept tried"));
                }
                Ok(None)
            }
            Kind::Ratio { num, den } => combine(pool, cik, metric, p, vintage, env, num, den, Op::Ratio).await,
            Kind::Difference { a, b } => combine(pool, cik, metric, p, vintage, env, a, b, Op::Difference).await,
            // Not offered to the tools yet (`Metric::actuals` is false): said, not guessed.
            Kind::Shares | Kind::Growth { .. } => {
                env.notes.push(format!("{} is not yet read from XBRL", metric.label));
                Ok(None)
            }
        }
    })
}

#[derive(Clone, Copy)]
enum Op {
    /// a / b × 100, in percent
    Ratio,
    /// a − b, in a's unit
    Difference,
}

/// A metric SayDo computes from two others, with both inputs as passages and the computation
/// as a passage of its own that cites them.
#[allow(clippy::too_many_arguments)]
async fn combine<T: Send>(
    pool: &PgPool,
    cik: u64,
    metric: &'static Metric,
    p: FiscalPeriod,
    vintage: Vintage,
    env: &mut Envelope<T>,
    a: &'static str,
    b: &'static str,
    op: Op,
) -> Result<Option<MetricValue>> {
    let (Some(ma), Some(mb)) = (metrics::by_name(a), metrics::by_name(b)) else { return Ok(None) };
    let Some(va) = value(pool, cik, ma, p, vintage, env).await? else { return Ok(None) };
    let Some(vb) = value(pool, cik, mb, p, vintage, env).await? else { return Ok(None) };
    let (v, unit, verb, concept) = match op {
        Op::Ratio if vb.value.is_zero() => return Ok(None),
        Op::Ratio => ((va.value / vb.value * Decimal::from(100)).round_dp(4), "percent".to_owned(), "divided by", format!("{} / {}", va.concept, vb.concept)),
        Op::Difference => (va.value - vb.value, va.unit.clone(), "minus", format!("{} - {}", va.concept, vb.concept)),
    };
    let text = format!(
        "{} for {} computed by SayDo: {} {} {verb} {} {} = {}.",
        capital(metric.label),
        p,
        ma.label,
        format::exact(va.value, &va.unit),
        mb.label,
        format::exact(vb.value, &vb.unit),
        format::exact(v, &unit)
    );
    let idx = env.push(text, super::Source::computed(concept.clone(), vec![va.passage, vb.passage]));
    Ok(Some(MetricValue {
        metric: metric.name,
        label: metric.label,
        value: v,
        unit,
        period: p,
        concept,
        derived: true,
        matched: va.matched + vb.matched,
        actuals: va.actuals.into_iter().chain(vb.actuals).collect(),
        passage: idx,
    }))
}

/// The concepts whose periods say which periods an issuer reported: revenue and net income.
fn period_concepts() -> Vec<&'static str> {
    ["revenue", "net_income"].iter().filter_map(|m| metrics::by_name(m)).flat_map(|m| m.concepts.iter().map(|c| c.1)).collect()
}

/// The latest fiscal quarter the issuer reported (a year-end report makes it Q4).
pub async fn latest_quarter(pool: &PgPool, cik: u64) -> Result<Option<FiscalPeriod>> {
    let concepts = period_concepts();
    let row: Option<(i32, String)> = sqlx::query_as(
        "SELECT fiscal_year, fiscal_period FROM facts
          WHERE cik = $1 AND concept = ANY($2) AND period_start IS NOT NULL AND fiscal_period IN ('Q1','Q2','Q3','FY')
          ORDER BY period_end DESC, (fiscal_period = 'FY') DESC LIMIT 1",
    )
    .bind(cik as i64)
    .bind(&concepts)
    .fetch_optional(pool)
    .await?;
    Ok(row.and_then(|(y, p)| {
        let span = Span::parse(&p)?;
        Some(FiscalPeriod { year: y, span: if span == Span::FY { Span::Q4 } else { span } })
    }))
}

/// The first fiscal year the issuer's revenue or net income facts cover.
pub async fn earliest_year(pool: &PgPool, cik: u64) -> Result<Option<i32>> {
    Ok(earliest_period(pool, cik).await?.map(|p| p.year))
}

/// "SayDo holds NVIDIA's reported figures from fiscal 2008 to Q1 fiscal 2027."
pub async fn held_span(pool: &PgPool, cik: u64, issuer: &str) -> Result<Option<String>> {
    let (first, last) = (earliest_year(pool, cik).await?, latest_quarter(pool, cik).await?);
    Ok(match (first, last) {
        (Some(f), Some(l)) => Some(format!("SayDo holds {issuer}'s reported figures from fiscal {f} to {l}.")),
        _ => None,
    })
}

/// The earliest fiscal period the issuer reported (a quarter or a year), for refusals that name
/// the periods SayDo holds.
pub async fn earliest_period(pool: &PgPool, cik: u64) -> Result<Option<FiscalPeriod>> {
    let concepts = period_concepts();
    let row: Option<(i32, String)> = sqlx::query_as(
        "SELECT fiscal_year, fiscal_period FROM facts
          WHERE cik = $1 AND concept = ANY($2) AND period_start IS NOT NULL AND fiscal_period IN ('Q1','Q2','Q3','Q4','FY')
          ORDER BY period_end, (fiscal_period = 'FY') LIMIT 1",
    )
    .bind(cik as i64)
    .bind(&concepts)
    .fetch_optional(pool)
    .await?;
    Ok(row.and_then(|(y, p)| Some(FiscalPeriod { year: y, span: Span::parse(&p)? })))
}
