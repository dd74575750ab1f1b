//! The actuals tool: a reported figure for one period, from stored XBRL facts.

use rust_decimal::Decimal;
use serde::Serialize;
use sqlx::PgPool;

use super::facts::Vintage;
use super::{later, metric_values, Args, Envelope, Tool};
use crate::error::Result;

#[derive(Debug, Clone, Serialize)]
pub struct Actuals {
    pub metric: &'static str,
    pub label: &'static str,
    pub period: String,
    pub value: Decimal,
    pub unit: String,
    /// The passage that states the value.
    pub passage: usize,
}

pub async fn run(pool: &PgPool, a: &Args<'_>) -> Result<Envelope<Actuals>> {
    let mut env = Envelope::new(Tool::Actuals);
    let m = a.metric;
    let Some(p) = a.period else {
        return Ok(env.refuse(format!("{} has no reported periods in its XBRL facts.", a.issuer)));
    };
    env.period = Some(p);
    match metric_values::value(pool, a.cik, m, p, Vintage::Latest, &mut env).await? {
        Some(v) => {
            env.basis = Some("gaap".into());
            env.concept = Some(v.concept.clone());
            env.derived = v.derived;
            env.matched = v.matched;
            env.used = v.actuals.len().max(1);
            env.result = Some(Actuals { metric: m.name, label: m.label, period: p.to_string(), value: v.value, unit: v.unit, passage: v.passage });
        }
        None => {
            let latest = metric_values::latest_quarter(pool, a.cik).await?;
            let held = metric_values::held_span(pool, a.cik, a.issuer).await?.unwrap_or_default();
            let first = metric_values::earliest_year(pool, a.cik).await?;
            env.refusal = Some(match latest {
                Some(l) if later(p, l) => format!("{} has not reported {} for {} yet. {held}", a.issuer, m.label, p),
                _ if first.is_some_and(|f| p.year < f) => format!("SayDo holds no {} figures for {} from before its XBRL filings. {held}", a.issuer, p),
                Some(_) => format!("{}'s XBRL facts hold no {} for {}. {held}", a.issuer, m.label, p),
                None => format!("{}'s XBRL facts hold no {}.", a.issuer, m.label),
            });
        }
    }
    Ok(env)
}
