//! The Anthropic Messages API: one call to draft, one small tool-choice call to route when
//! the rules are unsure, usage and cost per call.

use std::time::Duration;

use futures::future::BoxFuture;
use serde::{Deserialize, Serialize};
use serde_json::json;

use crate::body::{read_capped, BodyError};
use crate::error::{Error, Result};

/// What can go wrong asking Anthropic. Every one of them falls back to the offline synthesiser.
#[derive(Debug, thiserror::Error)]
pub enum LlmError {
    #[error("Anthropic failed: timed out")]
    Timeout,
    #[error("Anthropic failed: {0}")]
    Transport(String),
    #[error("Anthropic failed: HTTP {status}: {message}")]
    Status { status: u16, message: String },
    #[error("Anthropic failed: the reply is larger than {cap} bytes; read no further")]
    TooLarge { cap: usize },
    #[error("Anthropic failed: malformed reply: {0}")]
    Malformed(String),
    #[error("Anthropic failed: reply has no content")]
    NoContent,
    #[error("Anthropic failed: reply has no text")]
    NoText,
    #[error("Anthropic failed: no tool chosen")]
    NoTool,
    /// The spend reservation of a question covers prompts up to this size; a larger one is not sent.
    #[error("the prompt is {bytes} bytes, over the {cap} bytes a question's spend reservation covers; not sent")]
    PromptTooLarge { bytes: usize, cap: usize },
}

/// Output tokens of the routing call (a tool name).
pub const CHOOSE_TOOL_MAX_TOKENS: u32 = 64;

/// A reply of up to 600 output tokens is a few kilobytes; anything near this is not a reply.
pub const MAX_REPLY_BYTES: usize = 1 << 20;

/// The most bytes one request body may have. A token is at least one byte of the text it
/// encodes, so this bounds the input tokens of a call, and with `max_tokens` its cost: what
/// the spend budget reserves before a question's first call (`max_call_cost`).
pub const MAX_PROMPT_BYTES: usize = 32 * 1024;

/// The smallest prefix Anthropic caches for a model, in tokens (Haiku 4.5: 4,096; Sonnet and
/// Opus: 1,024). A `cache_control` mark on a shorter prefix is ignored and caches nothing.
pub fn min_cacheable_tokens(model: &str) -> usize {
    if model.contains("haiku") {
        4096
    } else {
        1024
    }
}

/// A generous estimate of a text's tokens (about four bytes a token in English prose).
fn estimated_tokens(text: &str) -> usize {
    text.len() / 4
}

/// Whether a system prompt is long enough for a cache mark to do anything. SayDo's is about
/// 280 tokens, well under Haiku 4.5's 4,096: it is sent unmarked, and every question pays the
/// full input price (the usage's cache fields stay 0, which is what the spend table records).
pub fn cacheable(model: &str, system: &str) -> bool {
    estimated_tokens(system) >= min_cacheable_tokens(model)
}

/// The most one call can cost: every prompt byte a token billed at the dearer of the input
/// and cache-write prices, and `max_tokens` of output.
pub fn max_call_cost(model: &str, max_tokens: u32) -> f64 {
    let (pi, po, pw, _) = prices(model);
    (MAX_PROMPT_BYTES as f64 * pi.max(pw) + max_tokens as f64 * po) / 1e6
}

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

    async fn post(&self, body: serde_json::Value) -> Result<serde_json::Value, LlmError> {
        let url = format!("{}/v1/messages", self.base);
        let body = serde_json::to_vec(&body).map_err(|e| LlmError::Malformed(format!("request: {e}")))?;
        if body.len() > MAX_PROMPT_BYTES {
            return Err(LlmError::PromptTooLarge { bytes: body.len(), cap: MAX_PROMPT_BYTES });
        }
        let transport = |e: reqwest::Error| if e.is_timeout() { LlmError::Timeout } else { LlmError::Transport(e.to_string()) };
        let resp = self
            .client
            .post(&url)
            .header("x-api-key", &self.key)
            .header("anthropic-version", "2023-06-01")
            .header(reqwest::header::CONTENT_TYPE, "application/json")
            .body(body)
            .send()
            .await
            .map_err(transport)?;
        let status = resp.status();
        let bytes = read_capped(resp, MAX_REPLY_BYTES).await.map_err(|e| match e {
            BodyError::TooLarge { cap } => LlmError::TooLarge { cap },
            BodyError::Transport(e) if e.is_timeout() => LlmError::Timeout,
            BodyError::Transport(e) => LlmError::Transport(format!("reply cut short: {e}")),
        })?;
        if !status.is_success() {
            let message = serde_json::from_slice::<serde_json::Value>(&bytes)
                .ok()
                .and_then(|v| v["error"]["message"].as_str().map(str::to_owned))
                .unwrap_or_else(|| String::from_utf8_lossy(&bytes).chars().take(200).collect());
            return Err(LlmError::Status { status: status.as_u16(), message });
        }
        serde_json::from_slice(&bytes).map_err(|e| LlmError::Malformed(e.to_string()))
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
            // The system prompt is the stable prefix every question shares. It is marked for
            // caching only when it reaches the model's minimum (`cacheable`): a mark on a shorter
            // prefix caches nothing, and SayDo's prompt is far shorter than Haiku 4.5's 4,096 tokens.
            let mut system_block = json!({"type": "text", "text": system});
            if cacheable(&self.model, system) {
                system_block["cache_control"] = json!({"type": "ephemeral"});
            }
            let body = json!({
                "model": self.model,
                "max_tokens": max_tokens,
                "system": [system_block],
                "messages": turns.iter().map(|t| json!({"role": t.role, "content": t.text})).collect::<Vec<_>>(),
            });
            let v = self.post(body).await?;
            let usage = self.usage(&v);
            let blocks = v["content"].as_array().ok_or(LlmError::NoContent)?;
            let text: String = blocks.iter().filter(|b| b["type"] == "text").filter_map(|b| b["text"].as_str()).collect::<Vec<_>>().join("");
            if text.trim().is_empty() {
                return Err(LlmError::NoText.into());
            }
            Ok((text, usage))
        })
    }

    fn choose_tool<'a>(&'a self, question: &'a str, tools: &'a [(&'a str, &'a str)]) -> BoxFuture<'a, Result<(String, Usage)>> {
        Box::pin(async move {
            let body = json!({
                "model": self.model,
                "max_tokens": CHOOSE_TOOL_MAX_TOKENS,
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
                .ok_or(LlmError::NoTool)?;
            Ok((name.to_owned(), usage))
        })
    }
}
