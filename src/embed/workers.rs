//! Cloudflare Workers AI: bge-small-en-v1.5, batches of 100, `pooling: "cls"` always sent (the
//! service defaults to mean, which is another space), retries on 429 and 5xx.

use std::time::Duration;

use futures::future::BoxFuture;
use serde_json::json;

use super::{EmbedError, Embedder, Pooling, Space};
use crate::body::{read_capped, BodyError};
use crate::config::Config;
use crate::error::{Error, Result};

pub const MODEL: &str = "@cf/baai/bge-small-en-v1.5";
const BATCH: usize = 100;
/// A full batch (100 × 384 numbers as JSON) is under 1 MB; a reply past this is no batch.
pub const MAX_REPLY_BYTES: usize = 4 << 20;
const ATTEMPTS: u32 = 4;

pub struct WorkersAi {
    client: reqwest::Client,
    url: String,
    token: String,
    space: Space,
    /// Sent with every request; `None` only to reproduce the service's default in tests.
    pub pooling: Option<Pooling>,
}

/// What one call returned, including the pooling the service says it used.
#[derive(Debug)]
pub struct Reply {
    pub vectors: Vec<Vec<f32>>,
    pub pooling: Option<String>,
}

impl WorkersAi {
    pub fn new(cfg: &Config) -> Result<WorkersAi> {
        let account = cfg.cloudflare_account_id.clone().unwrap_or_default();
        let client = reqwest::Client::builder()
            .timeout(Duration::from_secs(30))
            .build()
            .map_err(|e| Error::Config(format!("HTTP client: {e}")))?;
        Ok(WorkersAi {
            client,
            url: format!("{}/client/v4/accounts/{account}/ai/run/{MODEL}", cfg.cf_url.trim_end_matches('/')),
            token: cfg.cloudflare_api_token.clone().unwrap_or_default(),
            space: Space { model: "bge-small-en-v1.5".into(), pooling: Pooling::Cls, dims: 384 },
            pooling: Some(Pooling::Cls),
        })
    }

    /// One batch (≤ 100 texts), with the reply's own account of its pooling.
    pub async fn call(&self, texts: &[String]) -> Result<Reply> {
        self.call_pooled(texts, self.pooling).await
    }

    /// One batch asked with this pooling (`None`: the service's default, mean).
    pub async fn call_pooled(&self, texts: &[String], pooling: Option<Pooling>) -> Result<Reply> {
        let mut body = json!({"text": texts});
        if let Some(p) = pooling {
            body["pooling"] = json!(p.as_str());
        }
        let mut last = String::new();
        for attempt in 0..ATTEMPTS {
            if attempt > 0 {
                tokio::time::sleep(Duration::from_millis(250 * (1 << attempt))).await;
            }
            let resp = match self.client.post(&self.url).bearer_auth(&self.token).json(&body).send().await {
                Ok(r) => r,
                Err(e) => {
                    last = e.to_string();
                    continue;
                }
            };
            let status = resp.status();
            let bytes = match read_capped(resp, MAX_REPLY_BYTES).await {
                Ok(b) => b,
                Err(BodyError::TooLarge { cap }) => return Err(EmbedError::TooLarge { cap }.into()),
                Err(BodyError::Transport(e)) => return Err(EmbedError::Transport(format!("reply cut short: {e}")).into()),
            };
            if status.as_u16() == 429 || status.is_server_error() {
                last = format!("HTTP {status}");
                continue;
            }
            let v: serde_json::Value = serde_json::from_slice(&bytes).map_err(|e| EmbedError::Malformed(e.to_string()))?;
            if !status.is_success() || v["success"] != json!(true) {
                return Err(EmbedError::Refused { status: status.as_u16(), errors: v["errors"].to_string() }.into());
            }
            let data = v["result"]["data"].as_array().ok_or_else(|| EmbedError::Malformed("no result.data".into()))?;
            let vectors: Vec<Vec<f32>> = data
                .iter()
                .map(|row| row.as_array().map(|r| r.iter().filter_map(|x| x.as_f64().map(|f| f as f32)).collect()).unwrap_or_default())
                .collect();
            if vectors.len() != texts.len() || vectors.iter().any(|v| v.len() != self.space.dims) {
                return Err(EmbedError::WrongShape { expected: texts.len(), dims: self.space.dims, shape: v["result"]["shape"].to_string() }.into());
            }
            return Ok(Reply { vectors, pooling: v["result"]["pooling"].as_str().map(str::to_owned) });
        }
        Err(EmbedError::GaveUp { attempts: ATTEMPTS, last }.into())
    }
}

impl Embedder for WorkersAi {
    fn space(&self) -> &Space {
        &self.space
    }
    fn embed<'a>(&'a self, texts: &'a [String]) -> BoxFuture<'a, Result<Vec<Vec<f32>>>> {
        Box::pin(async move {
            let mut out = Vec::with_capacity(texts.len());
            for batch in texts.chunks(BATCH) {
                let r = self.call(batch).await?;
                if let Some(p) = r.pooling.filter(|p| p != "cls") {
                    return Err(EmbedError::WrongPooling(p).into());
                }
                out.extend(r.vectors);
            }
            Ok(out)
        })
    }
}
