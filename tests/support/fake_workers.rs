//! A fake Cloudflare Workers AI on 127.0.0.1:0: computes embeddings with the local model and
//! honours `pooling`, defaulting to mean as the real service does. Real reply shape.
#![allow(dead_code)]

use std::net::SocketAddr;
use std::sync::Arc;

use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::post;
use axum::{Json, Router};
use saydo::embed::local::LocalBert;
use saydo::embed::Pooling;
use serde_json::{json, Value};

struct Models {
    cls: LocalBert,
    mean: LocalBert,
}

pub struct FakeWorkers {
    pub addr: SocketAddr,
}

impl FakeWorkers {
    pub async fn start(model_dir: &std::path::Path) -> FakeWorkers {
        let models = Arc::new(Models {
            cls: LocalBert::load(model_dir, Some(Pooling::Cls)).unwrap(),
            mean: LocalBert::load(model_dir, Some(Pooling::Mean)).unwrap(),
        });
        let app = Router::new().route("/client/v4/accounts/{account}/ai/run/{*model}", post(run)).with_state(models);
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
        FakeWorkers { addr }
    }
    pub fn url(&self) -> String {
        format!("http://{}", self.addr)
    }
}

async fn run(State(m): State<Arc<Models>>, Path((_account, model)): Path<(String, String)>, headers: HeaderMap, Json(body): Json<Value>) -> Response {
    if !headers.get("authorization").and_then(|v| v.to_str().ok()).is_some_and(|v| v.starts_with("Bearer ")) {
        return (StatusCode::UNAUTHORIZED, Json(json!({"success": false, "errors": [{"code": 10000, "message": "Authentication error"}], "result": null}))).into_response();
    }
    if model != "@cf/baai/bge-small-en-v1.5" {
        return (StatusCode::BAD_REQUEST, Json(json!({"success": false, "errors": [{"code": 5007, "message": "No such model"}]}))).into_response();
    }
    let texts: Vec<String> = match &body["text"] {
        Value::String(s) => vec![s.clone()],
        Value::Array(a) => a.iter().filter_map(|v| v.as_str().map(str::to_owned)).collect(),
        _ => return (StatusCode::BAD_REQUEST, Json(json!({"success": false, "errors": [{"code": 5006, "message": "text is required"}]}))).into_response(),
    };
    if texts.len() > 100 {
        return (StatusCode::BAD_REQUEST, Json(json!({"success": false, "errors": [{"code": 5006, "message": "at most 100 texts"}]}))).into_response();
    }
    let pooling = body["pooling"].as_str().unwrap_or("mean");
    let model = if pooling == "cls" { &m.cls } else { &m.mean };
    let data = model.embed_blocking(&texts).unwrap();
    Json(json!({"result": {"shape": [data.len(), 384], "data": data, "pooling": pooling}, "success": true, "errors": [], "messages": []})).into_response()
}
