//! Cloudflare Workers AI: bge-small-en-v1.5, batches of 100, `pooling: "cls"` always sent (the
//! service defaults to mean, which is another space), retries on 429 and 5xx.

use std::time::Duration;

use futures::future::BoxFuture;
use serde_json::json;

use super::{Embedder, Pooling, Space};
use crate::config::Config;
use crate::error::{Error, Result};

pub const MODEL: &str = "@cf/baai/bge-small-en-v1.5";
const BATCH: usize = 100;

pub struct WorkersAi {
    client: reqwest::Client,
    url: String,
    token: String,
    space: Space,
    /// Sent with every request; `None` only to reproduce the service's default in tests.
    pub pooling: Option<Pooling>,
}

/// What one call returned, including the pooling the service says it used.
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
        let mut body = json!({"text": texts});
        if let Some(p) = self.pooling {
            body["pooling"] = json!(p.as_str());
        }
        let mut last = String::new();
        for attempt in 0..4u32 {
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
            let bytes = resp.bytes().await.map_err(|e| Error::Upstream { service: "Workers AI", detail: e.to_string() })?;
            if status.as_u16() == 429 || status.is_server_error() {
                last = format!("HTTP {status}");
                continue;
            }
            let v: serde_json::Value = serde_json::from_slice(&bytes)
                .map_err(|e| Error::Upstream { service: "Workers AI", detail: format!("malformed reply: {e}") })?;
            if !status.is_success() || v["success"] != json!(true) {
                return Err(Error::Upstream { service: "Workers AI", detail: format!("HTTP {status}: {}", v["errors"]) });
            }
            let data = v["result"]["data"].as_array().ok_or_else(|| Error::Upstream { service: "Workers AI", detail: "no result.data".into() })?;
            let vectors: Vec<Vec<f32>> = data
                .iter()
                .map(|row| row.as_array().map(|r| r.iter().filter_map(|x| x.as_f64().map(|f| f as f32)).collect()).unwrap_or_default())
                .collect();
            if vectors.len() != texts.len() || vectors.iter().any(|v| v.len() != self.space.dims) {
                return Err(Error::Upstream {
                    service: "Workers AI",
                    detail: format!("expected {} vectors of {} dims, got shape {}", texts.len(), self.space.dims, v["result"]["shape"]),
                });
            }
            return Ok(Reply { vectors, pooling: v["result"]["pooling"].as_str().map(str::to_owned) });
        }
        Err(Error::Upstream { service: "Workers AI", detail: format!("gave up after 4 attempts: {last}") })
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
                if r.pooling.as_deref().is_some_and(|p| p != "cls") {
                    return Err(Error::Embedding(format!("Workers AI pooled with {}, not cls", r.pooling.unwrap_or_default())));
                }
                out.extend(r.vectors);
            }
            Ok(out)
        })
    }
}
