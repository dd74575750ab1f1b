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
}

#[derive(Default)]
struct Inner {
    script: Mutex<VecDeque<Reply>>,
    requests: Mutex<Vec<Value>>,
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
}

async fn messages(State(inner): State<Arc<Inner>>, headers: HeaderMap, Json(body): Json<Value>) -> Response {
    if headers.get("x-api-key").is_none() || headers.get("anthropic-version").is_none() {
        return (StatusCode::UNAUTHORIZED, Json(json!({"type": "error", "error": {"type": "authentication_error", "message": "x-api-key header is required"}}))).into_response();
    }
    inner.requests.lock().unwrap().push(body.clone());
    let reply = inner.script.lock().unwrap().pop_front().unwrap_or(Reply::Status(500));
    let usage = json!({"input_tokens": 1200, "output_tokens": 80, "cache_creation_input_tokens": 0, "cache_read_input_tokens": 400});
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
    }
}
