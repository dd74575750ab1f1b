//! Guidance: what management said, extracted from earnings releases and stored append-only.

pub mod extract;

use serde::Serialize;
use sqlx::PgPool;

use crate::error::Result;
pub use extract::{Basis, Guidance, Tier};

/// A stored guidance record, as `saydo guidance --json` prints it (the contract in DESIGN.md).
#[derive(Debug, Clone, Serialize, sqlx::FromRow)]
pub struct GuidanceRecord {
    #[serde(skip_serializing)]
    pub id: i64,
    pub metric: String,
    pub label: String,
    pub basis: String,
    pub period_start: chrono::NaiveDate,
    pub period_end: chrono::NaiveDate,
    pub fiscal_year: i32,
    pub fiscal_period: String,
    pub low: Option<rust_decimal::Decimal>,
    pub high: Option<rust_decimal::Decimal>,
    pub point: Option<rust_decimal::Decimal>,
    pub unit: String,
    pub plus_minus: Option<String>,
    pub sentence: String,
    pub accession: String,
    pub filed: chrono::NaiveDate,
    pub url: String,
    #[sqlx(skip)]
    pub offsets: [i32; 2],
    #[serde(skip_serializing)]
    pub start_char: i32,
    #[serde(skip_serializing)]
    pub end_char: i32,
    pub tier: String,
}

impl GuidanceRecord {
    pub fn from_extracted(g: &Guidance, accession: &str, filed: chrono::NaiveDate, url: &str) -> GuidanceRecord {
        GuidanceRecord {
            id: 0,
            metric: g.metric.into(),
            label: g.label.clone(),
            basis: g.basis.as_str().into(),
            period_start: g.period_start,
            period_end: g.period_end,
            fiscal_year: g.period.year,
            fiscal_period: g.period.span.as_str().into(),
            low: g.low,
            high: g.high,
            point: g.point,
            unit: g.unit.into(),
            plus_minus: g.plus_minus.clone(),
            sentence: g.sentence.clone(),
            accession: accession.into(),
            filed,
            url: url.into(),
            offsets: [g.start_char as i32, g.end_char as i32],
            start_char: g.start_char as i32,
            end_char: g.end_char as i32,
            tier: match g.tier {
                Tier::Exact => "exact".into(),
                Tier::Broad => "broad".into(),
            },
        }
    }
}

/// Appends extracted records (a record already stored from the same release is skipped).
pub async fn store(tx: &mut sqlx::Transaction<'_, sqlx::Postgres>, cik: u64, recs: &[GuidanceRecord]) -> Result<u64> {
    let mut n = 0;
    for r in recs {
        n += sqlx::query(
            r#"INSERT INTO guidance (cik, accession, filed, url, metric, label, basis, period_start, period_end,
                   fiscal_year, fiscal_period, low, high, point, unit, plus_minus, sentence, start_char, end_char, tier)
               VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20)
               ON CONFLICT DO NOTHING"#,
        )
        .bind(cik as i64)
        .bind(&r.accession)
        .bind(r.filed)
        .bind(&r.url)
        .bind(&r.metric)
        .bind(&r.label)
        .bind(&r.basis)
        .bind(r.period_start)
        .bind(r.period_end)
        .bind(r.fiscal_year)
        .bind(&r.fiscal_period)
        .bind(r.low)
        .bind(r.high)
        .bind(r.point)
        .bind(&r.unit)
        .bind(&r.plus_minus)
        .bind(&r.sentence)
        .bind(r.start_char)
        .bind(r.end_char)
        .bind(&r.tier)
        .execute(&mut **tx)
        .await?
        .rows_affected();
    }
    Ok(n)
}

/// The stored records of an issuer, newest release first.
pub async fn for_issuer(pool: &PgPool, cik: u64) -> Result<Vec<GuidanceRecord>> {
    let mut v: Vec<GuidanceRecord> = sqlx::query_as(
        r#"SELECT id, metric, label, basis, period_start, period_end, fiscal_year, fiscal_period, low, high, point,
                  unit, plus_minus, sentence, accession, filed, url, start_char, end_char, tier
           FROM guidance WHERE cik = $1 ORDER BY filed DESC, start_char, basis"#,
    )
    .bind(cik as i64)
    .fetch_all(pool)
    .await?;
    for r in &mut v {
        r.offsets = [r.start_char, r.end_char];
    }
    Ok(v)
}
