//! The Anthropic Messages API: one call to draft, one small tool-choice call to route when
//! the rules are unsure, usage and cost per call.

use std::time::Duration;

use futures::future::BoxFuture;
use serde::{Deserialize, Serialize};
use serde_json::json;

use crate::error::{Error, Result};

#[derive(Debug, Clone, Default, Serialize, Deserialize, PartialEq)]
pub struct Usage {
    pub input_tokens: u64,
    pub output_tokens: u64,
    pub cache_read_input_tokens: u64,
    pub cache_creation_input_tokens: u64,
    pub cost_usd: f64,
    pub calls: u32,
}

impl Usage {
    pub fn add(&mut self, o: &Usage) {
        self.input_tokens += o.input_tokens;
        self.output_tokens += o.output_tokens;
        self.cache_read_input_tokens += o.cache_read_input_tokens;
        self.cache_creation_input_tokens += o.cache_creation_input_tokens;
        self.cost_usd += o.cost_usd;
        self.calls += o.calls;
    }
}

/// USD per million tokens: (input, output, cache write, cache read). Haiku 4.5's list price.
fn prices(model: &str) -> (f64, f64, f64, f64) {
    if model.contains("haiku") {
        (1.0, 5.0, 1.25, 0.10)
    } else if model.contains("opus") {
        (15.0, 75.0, 18.75, 1.5)
    } else {
        (3.0, 15.0, 3.75, 0.30)
    }
}

#[derive(Debug, Clone)]
pub struct Turn {
    pub role: &'static str,
    pub text: String,
}

/// A language model SayDo can ask. One real client (Anthropic); tests drive it against a fake server.
pub trait Llm: Send + Sync {
    /// A completion over a system prompt (cached) and turns; returns the text and its usage.
    fn complete<'a>(&'a self, system: &'a str, turns: &'a [Turn], max_tokens: u32) -> BoxFuture<'a, Result<(String, Usage)>>;
    /// Picks one of the named tools for a question.
    fn choose_tool<'a>(&'a self, question: &'a str, tools: &'a [(&'a str, &'a str)]) -> BoxFuture<'a, Result<(String, Usage)>>;
}

pub struct Anthropic {
    client: reqwest::Client,
    base: String,
    key: String,
    pub model: String,
}

impl Anthropic {
    pub fn new(base: &str, key: &str, model: &str, timeout: Duration) -> Result<Anthropic> {
        let client = reqwest::Client::builder()
            .timeout(timeout)
            .connect_timeout(Duration::from_secs(5))
            .build()
            .map_err(|e| Error::Config(format!("HTTP client: {e}")))?;
        Ok(Anthropic { client, base: base.trim_end_matches('/').to_owned(), key: key.to_owned(), model: model.to_owned() })
    }

    async fn post(&self, body: serde_json::Value) -> Result<serde_json::Value> {
        let url = format!("{}/v1/messages", self.base);
        let resp = self
            .client
            .post(&url)
            .header("x-api-key", &self.key)
            .header("anthropic-version", "2023-06-01")
            .json(&body)
            .send()
            .await
            .map_err(|e| Error::Upstream { service: "Anthropic", detail: if e.is_timeout() { "timed out".into() } else { e.to_string() } })?;
        let status = resp.status();
        let bytes = resp.bytes().await.map_err(|e| Error::Upstream { service: "Anthropic", detail: format!("reply cut short: {e}") })?;
        if !status.is_success() {
            let msg = serde_json::from_slice::<serde_json::Value>(&bytes)
                .ok()
                .and_then(|v| v["error"]["message"].as_str().map(str::to_owned))
                .unwrap_or_else(|| String::from_utf8_lossy(&bytes).chars().take(200).collect());
            return Err(Error::Upstream { service: "Anthropic", detail: format!("HTTP {status}: {msg}") });
        }
        serde_json::from_slice(&bytes).map_err(|e| Error::Upstream { service: "Anthropic", detail: format!("malformed reply: {e}") })
    }

    fn usage(&self, v: &serde_json::Value) -> Usage {
        let u = &v["usage"];
        let g = |k: &str| u[k].as_u64().unwrap_or(0);
        let (pi, po, pw, pr) = prices(&self.model);
        let mut usage = Usage {
            input_tokens: g("input_tokens"),
            output_tokens: g("output_tokens"),
            cache_read_input_tokens: g("cache_read_input_tokens"),
            cache_creation_input_tokens: g("cache_creation_input_tokens"),
            cost_usd: 0.0,
            calls: 1,
        };
        usage.cost_usd = (usage.input_tokens as f64 * pi
            + usage.output_tokens as f64 * po
            + usage.cache_creation_input_tokens as f64 * pw
            + usage.cache_read_input_tokens as f64 * pr)
            / 1e6;
        usage
    }
}

impl Llm for Anthropic {
    fn complete<'a>(&'a self, system: &'a str, turns: &'a [Turn], max_tokens: u32) -> BoxFuture<'a, Result<(String, Usage)>> {
        Box::pin(async move {
            let body = json!({
                "model": self.model,
                "max_tokens": max_tokens,
                // The stable prefix is cached: every question shares the system prompt.
                "system": [{"type": "text", "text": system, "cache_control": {"type": "ephemeral"}}],
                "messages": turns.iter().map(|t| json!({"role": t.role, "content": t.text})).collect::<Vec<_>>(),
            });
            let v = self.post(body).await?;
            let usage = self.usage(&v);
            let blocks = v["content"].as_array().ok_or_else(|| Error::Upstream { service: "Anthropic", detail: "reply has no content".into() })?;
            let text: String = blocks.iter().filter(|b| b["type"] == "text").filter_map(|b| b["text"].as_str()).collect::<Vec<_>>().join("");
            if text.trim().is_empty() {
                return Err(Error::Upstream { service: "Anthropic", detail: "reply has no text".into() });
            }
            Ok((text, usage))
        })
    }

    fn choose_tool<'a>(&'a self, question: &'a str, tools: &'a [(&'a str, &'a str)]) -> BoxFuture<'a, Result<(String, Usage)>> {
        Box::pin(async move {
            let body = json!({
                "model": self.model,
                "max_tokens": 64,
                "system": "Pick the one tool that answers the question about a public company.",
                "tools": tools.iter().map(|(name, desc)| json!({"name": name, "description": desc, "input_schema": {"type": "object", "properties": {}}})).collect::<Vec<_>>(),
                "tool_choice": {"type": "any"},
                "messages": [{"role": "user", "content": question}],
            });
            let v = self.post(body).await?;
            let usage = self.usage(&v);
            let name = v["content"]
                .as_array()
                .and_then(|b| b.iter().find(|b| b["type"] == "tool_use"))
                .and_then(|b| b["name"].as_str())
                .ok_or_else(|| Error::Upstream { service: "Anthropic", detail: "no tool chosen".into() })?;
            Ok((name.to_owned(), usage))
        })
    }
}
