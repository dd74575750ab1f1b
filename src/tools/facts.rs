//! Reported actuals from stored XBRL facts: a concept's value for one fiscal period, as
//! first reported or as latest reported, with a fourth quarter derived as the full year
//! minus the first nine months (or minus Q1+Q2+Q3) when no three-month fact exists, and a second
//! half the year minus the first half.

use chrono::NaiveDate;
use rust_decimal::Decimal;
use serde::Serialize;
use sqlx::PgPool;

use crate::error::Result;
use crate::fiscal::{FiscalPeriod, Span};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Vintage {
    /// The value in the first filing that reported the period.
    FirstReported,
    /// The value in the latest filing that reported it (restatements included).
    Latest,
}

/// One stored fact, as read back for an answer.
#[derive(Debug, Clone, Serialize, sqlx::FromRow)]
pub struct StoredFact {
    pub id: i64,
    pub taxonomy: String,
    pub concept: String,
    pub unit: String,
    pub period_start: Option<NaiveDate>,
    pub period_end: NaiveDate,
    pub accession: String,
    pub value: Decimal,
    pub form: String,
    pub filed: NaiveDate,
}

/// A figure for one period: reported outright, or derived from its inputs.
#[derive(Debug, Clone, Serialize)]
pub struct Actual {
    pub concept: String,
    pub unit: String,
    pub period: FiscalPeriod,
    pub start: Option<NaiveDate>,
    pub end: NaiveDate,
    pub value: Decimal,
    /// Empty when reported; else the facts it was computed from (minuend first).
    pub derived_from: Vec<StoredFact>,
    /// The reporting fact, when reported outright.
    pub fact: Option<StoredFact>,
    /// Other filings that reported the same period with a different value (restatements).
    pub other_values: Vec<StoredFact>,
}

impl Actual {
    pub fn is_derived(&self) -> bool {
        !self.derived_from.is_empty()
    }
}

async fn facts_for(pool: &PgPool, cik: u64, concept: &str, unit: &str, p: FiscalPeriod) -> Result<Vec<StoredFact>> {
    Ok(sqlx::query_as(
        r#"
        SELECT id, taxonomy, concept, unit, period_start, period_end, accession, value, form, filed
        FROM facts
        WHERE cik = $1 AND concept = $2 AND unit = $3 AND fiscal_year = $4 AND fiscal_period = $5
          AND period_start IS NOT NULL
        ORDER BY filed, accession
        "#,
    )
    .bind(cik as i64)
    .bind(concept)
    .bind(unit)
    .bind(p.year)
    .bind(p.span.as_str())
    .fetch_all(pool)
    .await?)
}

fn pick(facts: &[StoredFact], vintage: Vintage) -> Option<&StoredFact> {
    match vintage {
        Vintage::FirstReported => facts.first(),
        Vintage::Latest => facts.last(),
    }
}

/// The value of `concept` (in `unit`) for a fiscal period, or None when never reported.
pub async fn actual(
    pool: &PgPool,
    cik: u64,
    concept: &str,
    unit: &str,
    p: FiscalPeriod,
    vintage: Vintage,
) -> Result<Option<Actual>> {
    let reported = facts_for(pool, cik, concept, unit, p).await?;
    if let Some(f) = pick(&reported, vintage) {
        let others = reported.iter().filter(|o| o.value != f.value).cloned().collect();
        return Ok(Some(Actual {
            concept: concept.into(),
            unit: unit.into(),
            period: p,
            start: f.period_start,
            end: f.period_end,
            value: f.value,
            derived_from: vec![],
            fact: Some(f.clone()),
            other_values: others,
        }));
    }
    // What a year less its first part leaves: Q4 = FY − 9M (else FY − (Q1 + Q2 + Q3)), and
    // the second half H2 = FY − H1 (else FY − (Q1 + Q2)), neither of which is filed.
    let (to_date, quarters): (Span, &[Span]) = match p.span {
        Span::Q4 => (Span::M9, &[Span::Q1, Span::Q2, Span::Q3]),
        Span::H2 => (Span::H1, &[Span::Q1, Span::Q2]),
        _ => return Ok(None),
    };
    // Inputs from the same vintage.
    let fy = facts_for(pool, cik, concept, unit, FiscalPeriod { year: p.year, span: Span::FY }).await?;
    let Some(fy) = pick(&fy, vintage).cloned() else { return Ok(None) };
    let so_far = facts_for(pool, cik, concept, unit, FiscalPeriod { year: p.year, span: to_date }).await?;
    let mut inputs = vec![fy.clone()];
    let start;
    if let Some(first_part) = pick(&so_far, vintage) {
        inputs.push(first_part.clone());
        start = first_part.period_end.succ_opt();
    } else {
        let mut q3_end = None;
        for &q in quarters {
            let f = facts_for(pool, cik, concept, unit, FiscalPeriod { year: p.year, span: q }).await?;
            let Some(f) = pick(&f, vintage) else { return Ok(None) };
            q3_end = Some(f.period_end);
            inputs.push(f.clone());
        }
        start = q3_end.and_then(|d| d.succ_opt());
    }
    let value = inputs[0].value - inputs[1..].iter().map(|f| f.value).sum::<Decimal>();
    Ok(Some(Actual {
        concept: concept.into(),
        unit: unit.into(),
        period: p,
        start,
        end: fy.period_end,
        value,
        derived_from: inputs,
        fact: None,
        other_values: vec![],
    }))
}
