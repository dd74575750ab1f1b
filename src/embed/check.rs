//! The pooling check: remote vectors must equal the local reference's (cosine ≥ 0.9999), the
//! service must say it pooled with CLS in 384 dimensions, and a sample of stored vectors must
//! re-embed to themselves. Every figure is printed; a failure names what differs.

use sqlx::PgPool;

use super::local::LocalBert;
use super::workers::WorkersAi;
use super::{cosine, Embedder};
use crate::error::Result;

pub const THRESHOLD: f32 = 0.9999;

pub const PROBES: &[&str] = &[
    "Revenue is expected to be $16.00 billion, plus or minus 2%.",
    "GAAP and non-GAAP gross margins are expected to be 71.5% and 72.5%, respectively.",
    "Data Center revenue was a record, up 279% from a year ago.",
    "Risk factors include competition, supply constraints and export controls.",
    "The company repurchased shares and paid quarterly cash dividends.",
    "What did management say about demand for accelerated computing?",
];

pub struct Report {
    pub passed: bool,
    pub lines: Vec<String>,
    pub failures: Vec<String>,
}

pub async fn run(remote: &WorkersAi, reference: &LocalBert, stored: Option<&PgPool>) -> Result<Report> {
    let mut lines = vec![];
    let mut failures = vec![];
    let probes: Vec<String> = PROBES.iter().map(|s| s.to_string()).collect();
    let reply = remote.call(&probes).await?;
    let pooling = reply.pooling.clone().unwrap_or_else(|| "unstated".into());
    lines.push(format!("remote pooling: {pooling}; dimensions: {}", reply.vectors.first().map(|v| v.len()).unwrap_or(0)));
    if pooling != "cls" {
        failures.push(format!("remote pooling is {pooling}, stored vectors are cls"));
    }
    let local = reference.embed_blocking(&probes)?;
    for (i, (r, l)) in reply.vectors.iter().zip(&local).enumerate() {
        let c = cosine(r, l);
        lines.push(format!("probe {}: cosine remote vs local reference = {c:.6}", i + 1));
        if c < THRESHOLD {
            failures.push(format!("probe {} cosine {c:.6} < {THRESHOLD}", i + 1));
        }
    }
    if let Some(pool) = stored {
        let sample: Vec<(String, String, String)> = sqlx::query_as(
            "SELECT text, embedding::text, COALESCE(space, '') FROM chunks WHERE embedding IS NOT NULL ORDER BY id LIMIT 8",
        )
        .fetch_all(pool)
        .await
        .unwrap_or_default();
        if sample.is_empty() {
            lines.push("no stored vectors yet".into());
        }
        let texts: Vec<String> = sample.iter().map(|s| s.0.clone()).collect();
        if !texts.is_empty() {
            let again = remote.call(&texts).await?;
            for (i, ((_, stored, space), v)) in sample.iter().zip(&again.vectors).enumerate() {
                let sv: Vec<f32> = stored.trim_matches(|c| c == '[' || c == ']').split(',').filter_map(|x| x.trim().parse().ok()).collect();
                let c = cosine(&sv, v);
                lines.push(format!("stored chunk {}: cosine re-embedded vs stored = {c:.6} (stored space {space})", i + 1));
                if c < THRESHOLD {
                    failures.push(format!("stored chunk {} re-embeds at cosine {c:.6}: the corpus is in another space ({space}, not {})", i + 1, remote.space().id()));
                }
            }
        }
    }
    Ok(Report { passed: failures.is_empty(), lines, failures })
}
