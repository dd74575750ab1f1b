//! The derived tool: a figure computed in code from two cited reported ones — growth year
//! over year or sequential, growth or difference between two named periods, a metric as a
//! share of revenue. Like the say-do delta, never by the model.

use rust_decimal::Decimal;
use serde::Serialize;
use sqlx::PgPool;

use super::{Args, Derivation, Envelope, Tool};
use crate::error::Result;

#[derive(Debug, Clone, Serialize)]
pub struct Derived {
    pub metric: &'static str,
    pub label: &'static str,
    pub derivation: Derivation,
    pub period: String,
    /// The period the first is held against, when there is one.
    pub against: Option<String>,
    pub value: Decimal,
    /// `percent` for growth and shares, else the metric's unit.
    pub unit: String,
    /// The passage that states the computation (it cites its inputs).
    pub passage: usize,
}

pub async fn run(_pool: &PgPool, a: &Args<'_>) -> Result<Envelope<Derived>> {
    let env = Envelope::new(Tool::Derived);
    Ok(env.refuse(format!("SayDo cannot compute this figure for {} yet.", a.issuer)))
}
