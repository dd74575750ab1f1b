//! The guidance tool: what management guided for a metric and period, from stored records.

use rust_decimal::Decimal;
use serde::Serialize;
use sqlx::PgPool;

use super::{Args, Envelope, Exclusion, PeriodDates, Source, SourceKind, Tool};
use crate::error::Result;
use crate::fiscal::{FiscalPeriod, Span};
use crate::guidance::GuidanceRecord;

/// One guided item as the answer states it.
#[derive(Debug, Clone, Serialize)]
pub struct GuideItem {
    pub basis: String,
    pub low: Option<Decimal>,
    pub high: Option<Decimal>,
    pub point: Option<Decimal>,
    pub unit: String,
    pub plus_minus: Option<String>,
    pub passage: usize,
    pub tier: String,
}

#[derive(Debug, Clone, Serialize)]
pub struct GuidanceFound {
    pub metric: &'static str,
    pub label: &'static str,
    pub period: Option<String>,
    pub guidance: Vec<GuideItem>,
}

/// An issuer's guidance records for a metric, for one period or all, latest period first.
pub async fn records(pool: &PgPool, cik: u64, metric: &str, p: Option<FiscalPeriod>) -> Result<Vec<GuidanceRecord>> {
    let mut v: Vec<GuidanceRecord> = sqlx::query_as(
        r#"SELECT id, metric, label, basis, period_start, period_end, fiscal_year, fiscal_period, low, high, point,
                  unit, plus_minus, sentence, accession, filed, url, start_char, end_char, tier
           FROM guidance
           WHERE cik = $1 AND metric = $2 AND ($3::int IS NULL OR (fiscal_year = $3 AND fiscal_period = $4))
           ORDER BY fiscal_year DESC, fiscal_period DESC, (tier = 'exact') DESC, filed DESC"#,
    )
    .bind(cik as i64)
    .bind(metric)
    .bind(p.map(|p| p.year))
    .bind(p.map(|p| p.span.as_str()))
    .fetch_all(pool)
    .await?;
    for r in &mut v {
        r.offsets = [r.start_char, r.end_char];
    }
    Ok(v)
}

/// The period a stored record guides.
pub fn period_of(r: &GuidanceRecord) -> Option<FiscalPeriod> {
    Span::parse(&r.fiscal_period).map(|span| FiscalPeriod { year: r.fiscal_year, span })
}

/// The record's sentence as a passage, with the release it came from.
pub fn push_record<T>(env: &mut Envelope<T>, g: &GuidanceRecord) -> usize {
    let text = format!("{} (the 8-K earnings release filed {}, guiding {} fiscal {}.)", g.sentence, g.filed, g.fiscal_period, g.fiscal_year);
    env.push(
        text,
        Source {
            kind: SourceKind::Filing,
            accession: Some(g.accession.clone()),
            form: Some("8-K".into()),
            filed: Some(g.filed),
            url: Some(g.url.clone()),
            concept: Some(format!("guidance:{}:{}", g.metric, g.basis)),
            period: Some(PeriodDates { start: Some(g.period_start), end: Some(g.period_end) }),
            inputs: vec![],
            fact_ids: vec![],
        },
    )
}

pub async fn run(pool: &PgPool, a: &Args<'_>) -> Result<Envelope<GuidanceFound>> {
    let mut env = Envelope::new(Tool::Guidance);
    let m = a.metric;
    env.period = a.period;
    let recs = records(pool, a.cik, m.name, a.period).await?;
    let recs: Vec<GuidanceRecord> = match a.period {
        Some(_) => recs,
        // No period: the latest guided one.
        None => {
            let first = recs.first().and_then(period_of);
            env.period = first;
            recs.into_iter().filter(|r| period_of(r) == first).collect()
        }
    };
    env.matched = recs.len();
    let exact: Vec<&GuidanceRecord> = recs.iter().filter(|r| r.tier == "exact").collect();
    let used: Vec<&GuidanceRecord> = if exact.is_empty() { recs.iter().collect() } else { exact };
    // The basis the question asks for, when the guide gives it.
    let wanted = if a.non_gaap { Some("non_gaap") } else if a.gaap { Some("gaap") } else { None };
    let used: Vec<&GuidanceRecord> = match wanted {
        Some(b) if used.iter().any(|r| r.basis == b) => used.into_iter().filter(|r| r.basis == b || r.basis == "unspecified").collect(),
        _ => used,
    };
    for r in recs.iter().filter(|r| r.tier == "broad" && used.len() < recs.len()) {
        env.exclusions.push(Exclusion { what: r.sentence.clone(), reason: "a broad-pattern match; exact statements were found".into() });
    }
    if used.is_empty() {
        let why = format!(
            "No {} guidance{} was found in the {} earnings releases SayDo has read.",
            m.label,
            a.period.map(|p| format!(" for {p}")).unwrap_or_default(),
            a.issuer
        );
        return Ok(env.refuse(why));
    }
    let mut items = vec![];
    for r in &used {
        let passage = push_record(&mut env, r);
        items.push(GuideItem {
            basis: r.basis.clone(),
            low: r.low,
            high: r.high,
            point: r.point,
            unit: r.unit.clone(),
            plus_minus: r.plus_minus.clone(),
            passage,
            tier: r.tier.clone(),
        });
    }
    env.used = used.len();
    env.basis = Some(used.iter().map(|r| r.basis.as_str()).collect::<Vec<_>>().join(","));
    env.result = Some(GuidanceFound { metric: m.name, label: m.label, period: env.period.map(|p| p.to_string()), guidance: items });
    Ok(env)
}
