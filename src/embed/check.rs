//! `saydo --check-embeddings`: proves, before `saydo serve` starts, that Workers AI returns
//! vectors in the space SayDo stores (bge-small-en-v1.5, CLS pooling, 384 dimensions).
//!
//! Without a local bge-small (Hugging Face is not reachable everywhere), it proves what it can:
//! 1. the same probe texts asked with `pooling: "cls"` and `pooling: "mean"` come back
//!    different (a service that ignores the parameter fails: its vectors are of unknown pooling);
//! 2. stored corpus vectors of the same space re-embed to themselves (cosine ≥ 0.9999): the
//!    model behind the name has not changed since they were stored;
//! 3. a local model is compared only when it is the same model (a local bge-small-en-v1.5).
//!
//! Every comparison is printed; a failure says what to do.

use sqlx::PgPool;

use super::local::LocalBert;
use super::workers::{WorkersAi, MODEL};
use super::{cosine, Embedder, Pooling};
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

/// Stored chunks re-embedded per check.
const STORED_SAMPLE: i64 = 8;

pub struct Report {
    pub passed: bool,
    /// What was compared, one line each.
    pub lines: Vec<String>,
    pub failures: Vec<String>,
    /// How many comparisons proved the vectors (stored corpus, local model), beyond the pooling probe.
    pub anchored: usize,
}

/// `local`: the local model, loaded with CLS pooling, when one is installed.
pub async fn run(remote: &WorkersAi, local: Option<&LocalBert>, stored: Option<&PgPool>) -> Result<Report> {
    let mut lines = vec![];
    let mut failures = vec![];
    let mut anchored = 0;
    let space = remote.space().id();
    let probes: Vec<String> = PROBES.iter().map(|s| s.to_string()).collect();

    // 1. The pooling parameter is honoured.
    let cls = remote.call_pooled(&probes, Some(Pooling::Cls)).await?;
    let mean = remote.call_pooled(&probes, Some(Pooling::Mean)).await?;
    lines.push(format!(
        "asked Workers AI ({MODEL}) for {} probe texts with pooling \"cls\" and with pooling \"mean\"; the replies say {} and {}; {} dimensions",
        probes.len(),
        cls.pooling.as_deref().unwrap_or("nothing of their pooling"),
        mean.pooling.as_deref().unwrap_or("nothing"),
        cls.vectors.first().map_or(0, Vec::len)
    ));
    if let Some(p) = cls.pooling.as_deref().filter(|p| *p != "cls") {
        failures.push(format!("asked for pooling \"cls\", Workers AI says it pooled with \"{p}\": its vectors are not in {space}"));
    }
    if cls.vectors.iter().flatten().any(|x| !x.is_finite()) || cls.vectors.iter().any(|v| v.iter().all(|x| *x == 0.0)) {
        failures.push("Workers AI returned a vector with a NaN, an infinity or all zeros".into());
    }
    let agreement: Vec<f32> = cls.vectors.iter().zip(&mean.vectors).map(|(a, b)| cosine(a, b)).collect();
    for (i, c) in agreement.iter().enumerate() {
        lines.push(format!("probe {}: cosine cls vs mean = {c:.6}", i + 1));
    }
    if agreement.iter().all(|c| *c >= THRESHOLD) {
        failures.push(format!(
            "Workers AI returned the same vectors for pooling \"cls\" and \"mean\": it ignores the pooling parameter, so what it returns \
             is not known to be {space}. Check that SAYDO_CF_URL reaches Workers AI's /ai/run endpoint and that {MODEL} still accepts \
             `pooling`; until then unset CLOUDFLARE_API_TOKEN so the local model embeds"
        ));
    }

    // 2. Stored vectors of the same space re-embed to themselves.
    if let Some(pool) = stored {
        match stored_sample(pool, &space).await {
            Err(e) => lines.push(format!("stored vectors not read ({e}); not compared")),
            Ok((sample, others)) => {
                if sample.is_empty() {
                    lines.push(format!("no stored vectors in {space} to compare with"));
                } else {
                    let texts: Vec<String> = sample.iter().map(|s| s.1.clone()).collect();
                    let again = remote.call_pooled(&texts, Some(Pooling::Cls)).await?;
                    let mut worst = 1.0f32;
                    for ((id, _, v), fresh) in sample.iter().zip(&again.vectors) {
                        let c = cosine(v.as_slice(), fresh);
                        worst = worst.min(c);
                        lines.push(format!("stored chunk {id} ({space}): cosine stored vs re-embedded now = {c:.6}"));
                    }
                    if worst < THRESHOLD {
                        failures.push(format!(
                            "stored vectors of {space} re-embed at cosine {worst:.6} < {THRESHOLD}: the model behind {MODEL} is not the \
                             one that embedded the corpus. Clear them (as the database owner: UPDATE chunks SET embedding = NULL, \
                             space = NULL WHERE space = '{space}') and they are embedded again in the background"
                        ));
                    } else {
                        anchored += 1;
                    }
                }
                for (other, n) in others {
                    lines.push(format!(
                        "{n} stored chunks hold vectors of {other}: not compared; they are re-embedded in {space} as their issuers are \
                         asked about, and full-text search answers for them meanwhile"
                    ));
                }
            }
        }
    } else {
        lines.push("no database reachable: stored vectors not compared".into());
    }

    // 3. A local model, only when it is the same model.
    let remote_model = &remote.space().model;
    match local {
        Some(l) if &l.space().model == remote_model => {
            let mine = l.embed_blocking(&probes)?;
            let mut worst = 1.0f32;
            for (i, (r, m)) in cls.vectors.iter().zip(&mine).enumerate() {
                let c = cosine(r, m);
                worst = worst.min(c);
                lines.push(format!("probe {}: cosine Workers AI cls vs local {} cls = {c:.6}", i + 1, l.space().model));
            }
            if worst < THRESHOLD {
                failures.push(format!(
                    "Workers AI's CLS vectors differ from the local {remote_model} (cosine {worst:.6} < {THRESHOLD}): one of them is \
                     not the model it is named"
                ));
            } else {
                anchored += 1;
            }
        }
        Some(l) => lines.push(format!(
            "local model {} is not {remote_model}: not compared (a local {remote_model}, `make model MODEL={remote_model}` where \
             Hugging Face is reachable, would be)",
            l.space().model
        )),
        None => lines.push(format!("no local model installed: not compared (a local {remote_model} would be)")),
    }
    if anchored == 0 && failures.is_empty() {
        lines.push(format!(
            "nothing held to compare the vectors with yet: the pooling parameter is verified; the first vectors stored in {space} \
             are what later checks compare with"
        ));
    }
    Ok(Report { passed: failures.is_empty(), lines, failures, anchored })
}

type Sample = (Vec<(i64, String, Vec<f32>)>, Vec<(String, i64)>);

/// A few stored chunks of `space` with their vectors, and how many chunks hold other spaces.
async fn stored_sample(pool: &PgPool, space: &str) -> Result<Sample> {
    let rows: Vec<(i64, String, pgvector::Vector)> = sqlx::query_as(
        "SELECT id, text, embedding FROM chunks WHERE embedding IS NOT NULL AND space = $1 ORDER BY id LIMIT $2",
    )
    .bind(space)
    .bind(STORED_SAMPLE)
    .fetch_all(pool)
    .await?;
    let others: Vec<(String, i64)> = sqlx::query_as(
        "SELECT COALESCE(space, 'an unrecorded space'), count(*) FROM chunks
          WHERE embedding IS NOT NULL AND space IS DISTINCT FROM $1 GROUP BY 1 ORDER BY 1",
    )
    .bind(space)
    .fetch_all(pool)
    .await?;
    Ok((rows.into_iter().map(|(id, t, v)| (id, t, v.to_vec())).collect(), others))
}
