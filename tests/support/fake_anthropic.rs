//! A fake Anthropic Messages API on 127.0.0.1:0, scripted per test: each request takes the
//! next scripted reply. Real shapes: content blocks, usage with cache fields, error objects.
#![allow(dead_code)]

use std::collections::VecDeque;
use std::net::SocketAddr;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::post;
use axum::{Json, Router};
use serde_json::{json, Value};

#[derive(Debug, Clone)]
pub enum Reply {
    /// A normal message with this text.
    Text(String),
    /// A tool_use block choosing this tool.
    Tool(String),
    /// 529 overloaded (or any status) with Anthropic's error object.
    Status(u16),
    /// Sleep past the client's timeout, then answer.
    Stall(Duration),
    /// 200 with a body that is not JSON.
    Malformed,
    /// This text, after this long (many questions in flight at once).
    Delayed(Duration, String),
    /// 200 streaming this many bytes of one JSON string, with no Content-Length.
    Huge(usize),
}

#[derive(Default)]
struct Inner {
    script: Mutex<VecDeque<Reply>>,
    requests: Mutex<Vec<Value>>,
    /// Prefixes cached so far (by their text), as Anthropic's prompt cache holds them.
    cached: Mutex<std::collections::HashSet<String>>,
    /// Requests whose client hung up before the reply was ready.
    abandoned: std::sync::atomic::AtomicUsize,
}

/// Counts a request as abandoned unless it is answered: the handler's future is dropped,
/// and this with it, when the client closes the connection while the reply is pending.
struct Pending<'a> {
    inner: &'a Inner,
    answered: bool,
}

impl Drop for Pending<'_> {
    fn drop(&mut self) {
        if !self.answered {
            self.inner.abandoned.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        }
    }
}

/// Tokens as the fake counts them: four bytes a token.
fn tokens(text: &str) -> u64 {
    (text.len() as u64).div_ceil(4)
}

/// Haiku 4.5's minimum cacheable prefix; shorter marked prefixes are processed uncached.
const MIN_CACHEABLE: u64 = 4096;

/// Usage as the real API reports it: a `cache_control` mark on a system prefix of at least the
/// minimum writes it to the cache on first sight (`cache_creation_input_tokens`) and reads it
/// after (`cache_read_input_tokens`); the rest of the prompt is `input_tokens`. A shorter or
/// unmarked prefix counts as input, and both cache fields are 0.
fn usage_for(inner: &Inner, body: &Value) -> Value {
    let system: String = match &body["system"] {
        Value::String(s) => s.clone(),
        Value::Array(blocks) => blocks.iter().filter_map(|b| b["text"].as_str()).collect::<Vec<_>>().join(""),
        _ => String::new(),
    };
    let marked = body["system"].as_array().is_some_and(|b| b.iter().any(|b| b.get("cache_control").is_some()));
    let rest: u64 = body["messages"].as_array().map_or(0, |m| m.iter().map(|m| tokens(&m["content"].to_string())).sum())
        + body.get("tools").map_or(0, |t| tokens(&t.to_string()));
    let prefix = tokens(&system);
    let (read, write, input) = if marked && prefix >= MIN_CACHEABLE {
        if inner.cached.lock().unwrap().insert(system) { (0, prefix, rest) } else { (prefix, 0, rest) }
    } else {
        (0, 0, prefix + rest)
    };
    json!({"input_tokens": input, "output_tokens": 80, "cache_creation_input_tokens": write, "cache_read_input_tokens": read})
}

#[derive(Clone)]
pub struct FakeAnthropic {
    inner: Arc<Inner>,
    pub addr: SocketAddr,
}

impl FakeAnthropic {
    pub async fn start() -> FakeAnthropic {
        let inner = Arc::new(Inner::default());
        let app = Router::new().route("/v1/messages", post(messages)).with_state(inner.clone());
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
        FakeAnthropic { inner, addr }
    }
    pub fn url(&self) -> String {
        format!("http://{}", self.addr)
    }
    pub fn script(&self, replies: Vec<Reply>) {
        *self.inner.script.lock().unwrap() = replies.into();
    }
    pub fn requests(&self) -> Vec<Value> {
        self.inner.requests.lock().unwrap().clone()
    }
    /// How many requests were given up by their client before they were answered.
    pub fn abandoned(&self) -> usize {
        self.inner.abandoned.load(std::sync::atomic::Ordering::SeqCst)
    }
}

async fn messages(State(inner): State<Arc<Inner>>, headers: HeaderMap, Json(body): Json<Value>) -> Response {
    if headers.get("x-api-key").is_none() || headers.get("anthropic-version").is_none() {
        return (StatusCode::UNAUTHORIZED, Json(json!({"type": "error", "error": {"type": "authentication_error", "message": "x-api-key header is required"}}))).into_response();
    }
    inner.requests.lock().unwrap().push(body.clone());
    let reply = inner.script.lock().unwrap().pop_front().unwrap_or(Reply::Status(500));
    let usage = usage_for(&inner, &body);
    let reply = match reply {
        Reply::Delayed(d, text) => {
            let mut pending = Pending { inner: &inner, answered: false };
            tokio::time::sleep(d).await;
            pending.answered = true;
            Reply::Text(text)
        }
        Reply::Huge(n) => {
            let chunk = bytes::Bytes::from(vec![b'x'; 64 * 1024]);
            let parts = n.div_ceil(chunk.len());
            let head = futures::stream::once(async { Ok::<_, std::io::Error>(bytes::Bytes::from_static(b"{\"content\": [{\"type\": \"text\", \"text\": \"")) });
            use futures::StreamExt;
            let body = head.chain(futures::stream::iter((0..parts).map(move |_| Ok(chunk.clone()))));
            return Response::builder().header("content-type", "application/json").body(axum::body::Body::from_stream(body)).unwrap();
        }
        r => r,
    };
    match reply {
        Reply::Text(t) => Json(json!({
            "id": "msg_fake", "type": "message", "role": "assistant", "model": body["model"],
            "content": [{"type": "text", "text": t}], "stop_reason": "end_turn", "stop_sequence": null, "usage": usage
        }))
        .into_response(),
        Reply::Tool(name) => Json(json!({
            "id": "msg_fake", "type": "message", "role": "assistant", "model": body["model"],
            "content": [{"type": "tool_use", "id": "toolu_1", "name": name, "input": {}}], "stop_reason": "tool_use", "usage": usage
        }))
        .into_response(),
        Reply::Status(s) => (
            StatusCode::from_u16(s).unwrap(),
            Json(json!({"type": "error", "error": {"type": if s == 529 { "overloaded_error" } else { "api_error" }, "message": if s == 529 { "Overloaded" } else { "Internal server error" }}})),
        )
            .into_response(),
        Reply::Stall(d) => {
            tokio::time::sleep(d).await;
            Json(json!({"content": [{"type": "text", "text": "late"}], "usage": usage})).into_response()
        }
        Reply::Malformed => (StatusCode::OK, [("content-type", "application/json")], "{\"content\": [{\"type\": \"text\", \"te").into_response(),
        Reply::Delayed(..) | Reply::Huge(_) => unreachable!("answered above"),
    }
}
