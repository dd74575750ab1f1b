//! Embeddings: one `Embedder` trait; Cloudflare Workers AI (bge-small-en-v1.5, asked for CLS
//! pooling — the service defaults to mean) and a local BERT (weights read with candle, run unpadded over gemm); and the check that
//! proves vectors share one space before any is stored.

pub mod bert;
pub mod check;
pub mod local;
pub mod workers;

use std::path::{Path, PathBuf};
use std::sync::Arc;

use futures::future::BoxFuture;
use serde::Serialize;

use crate::config::Config;
use crate::error::Result;

/// What can go wrong computing embeddings: Workers AI's replies, the local model, the check.
#[derive(Debug, thiserror::Error)]
pub enum EmbedError {
    #[error("Workers AI failed: {0}")]
    Transport(String),
    /// A refusal that retrying will not change (401, 400, success: false).
    #[error("Workers AI failed: HTTP {status}: {errors}")]
    Refused { status: u16, errors: String },
    #[error("Workers AI failed: gave up after {attempts} attempts: {last}")]
    GaveUp { attempts: u32, last: String },
    #[error("Workers AI failed: the reply is larger than {cap} bytes; read no further")]
    TooLarge { cap: usize },
    #[error("Workers AI failed: malformed reply: {0}")]
    Malformed(String),
    #[error("Workers AI failed: expected {expected} vectors of {dims} dims, got shape {shape}")]
    WrongShape { expected: usize, dims: usize, shape: String },
    #[error("Workers AI pooled with {0}, not cls")]
    WrongPooling(String),
    /// The local model could not be read or run.
    #[error("embeddings: {0}")]
    Model(String),
    /// `--check-embeddings` found the service's vectors unfit; the message says what to do.
    #[error("embeddings check failed: {0}")]
    CheckFailed(String),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Pooling {
    Cls,
    Mean,
}

impl Pooling {
    pub fn as_str(self) -> &'static str {
        match self {
            Pooling::Cls => "cls",
            Pooling::Mean => "mean",
        }
    }
}

/// The space a vector lives in. Vectors of different spaces are never compared.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Space {
    pub model: String,
    pub pooling: Pooling,
    pub dims: usize,
}

impl Space {
    pub fn id(&self) -> String {
        format!("{}/{}/{}", self.model, self.pooling.as_str(), self.dims)
    }
}

pub trait Embedder: Send + Sync {
    fn space(&self) -> &Space;
    /// L2-normalised vectors, one per text, in `space()`.
    fn embed<'a>(&'a self, texts: &'a [String]) -> BoxFuture<'a, Result<Vec<Vec<f32>>>>;
}

pub fn cosine(a: &[f32], b: &[f32]) -> f32 {
    let dot: f32 = a.iter().zip(b).map(|(x, y)| x * y).sum();
    let na: f32 = a.iter().map(|x| x * x).sum::<f32>().sqrt();
    let nb: f32 = b.iter().map(|x| x * x).sum::<f32>().sqrt();
    if na == 0.0 || nb == 0.0 {
        0.0
    } else {
        dot / (na * nb)
    }
}

/// Whether a remote embedder is configured (account and token both set).
pub fn remote_configured(cfg: &Config) -> bool {
    cfg.cloudflare_account_id.as_deref().is_some_and(|s| !s.trim().is_empty())
        && cfg.cloudflare_api_token.as_deref().is_some_and(|s| !s.trim().is_empty())
}

/// The local model folder: SAYDO_LOCAL_MODEL_DIR, else ./models/active (what `make model` installs).
pub fn local_dir(cfg: &Config) -> Option<PathBuf> {
    let d = cfg.local_model_dir.clone().unwrap_or_else(|| PathBuf::from("models/active"));
    d.join("model.safetensors").is_file().then_some(d)
}

/// The embedder SayDo uses: Workers AI when configured, else the local model, else none
/// (search is full text alone, and the log says how to install a model).
pub fn from_config(cfg: &Config) -> Result<Option<Arc<dyn Embedder>>> {
    if remote_configured(cfg) {
        return Ok(Some(Arc::new(workers::WorkersAi::new(cfg)?)));
    }
    match local_dir(cfg) {
        Some(dir) => Ok(Some(Arc::new(local::LocalBert::load(&dir, None)?))),
        None => {
            tracing::info!("no embedding model installed: search uses full text alone (run `make model`, or set SAYDO_LOCAL_MODEL_DIR)");
            Ok(None)
        }
    }
}

/// `saydo --check-embeddings`: a no-op without a remote embedder; else the check in `check.rs`,
/// its comparisons printed, and a non-zero exit with what to do when it fails.
pub async fn check_command(cfg: &Config) -> Result<()> {
    if !remote_configured(cfg) {
        println!("no remote embedder configured (CLOUDFLARE_ACCOUNT_ID and CLOUDFLARE_API_TOKEN unset): nothing to check");
        return Ok(());
    }
    let remote = workers::WorkersAi::new(cfg)?;
    let local = match local_dir(cfg) {
        Some(dir) => Some(local::LocalBert::load(&dir, Some(Pooling::Cls))?),
        None => None,
    };
    // The database is optional here: the check still proves the pooling without it.
    let store = match crate::store::Store::connect(cfg).await {
        Ok(s) => sqlx::query("SELECT 1").execute(&s.query).await.ok().map(|_| s),
        Err(_) => None,
    };
    let report = check::run(&remote, local.as_ref(), store.as_ref().map(|s| &s.query)).await?;
    for line in &report.lines {
        println!("{line}");
    }
    if report.passed {
        println!("embeddings check passed");
        Ok(())
    } else {
        Err(EmbedError::CheckFailed(report.failures.join("; ")).into())
    }
}

pub fn model_name(dir: &Path) -> String {
    std::fs::canonicalize(dir)
        .ok()
        .and_then(|p| p.file_name().map(|n| n.to_string_lossy().into_owned()))
        .unwrap_or_else(|| "local".into())
}
