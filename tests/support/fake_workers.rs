//! A fake Cloudflare Workers AI on 127.0.0.1:0: computes embeddings with the local model and
//! honours `pooling`, defaulting to mean as the real service does. Real reply shape.
#![allow(dead_code)]

use std::net::SocketAddr;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

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
    fault: Mutex<Option<Fault>>,
    calls: AtomicUsize,
    synthetic: AtomicBool,
}

/// What the fake does instead of answering, until healed.
#[derive(Clone, Copy, Debug)]
pub enum Fault {
    /// An error status with Cloudflare's error envelope (429 and 5xx are retried by the client).
    Status(u16),
    /// HTTP 200 with a body that is not JSON.
    Malformed,
    /// success: true, but one vector fewer than texts and 383 dimensions.
    WrongShape,
}

pub struct FakeWorkers {
    pub addr: SocketAddr,
    models: Arc<Models>,
}

impl FakeWorkers {
    pub async fn start(model_dir: &std::path::Path) -> FakeWorkers {
        let models = Arc::new(Models {
            cls: LocalBert::load(model_dir, Some(Pooling::Cls)).unwrap(),
            mean: LocalBert::load(model_dir, Some(Pooling::Mean)).unwrap(),
            fault: Mutex::new(None),
            calls: AtomicUsize::new(0),
            synthetic: AtomicBool::new(false),
        });
        let app = Router::new().route("/client/v4/accounts/{account}/ai/run/{*model}", post(run)).with_state(models.clone());
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
        FakeWorkers { addr, models }
    }
    /// Every call fails this way from now on (None heals).
    pub fn set_fault(&self, f: Option<Fault>) {
        *self.models.fault.lock().unwrap() = f;
    }
    /// Answer with unit vectors hashed from each text (the real shape, no model run): for
    /// tests that push thousands of chunks through and test the plumbing, not the vectors.
    pub fn set_synthetic(&self, on: bool) {
        self.models.synthetic.store(on, Ordering::SeqCst);
    }
    /// Calls received so far, failed ones included.
    pub fn calls(&self) -> usize {
        self.models.calls.load(Ordering::SeqCst)
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
    m.calls.fetch_add(1, Ordering::SeqCst);
    let fault = *m.fault.lock().unwrap();
    match fault {
        Some(Fault::Status(code)) => {
            let status = StatusCode::from_u16(code).unwrap();
            return (status, Json(json!({"success": false, "errors": [{"code": 3040, "message": "Capacity temporarily exceeded"}], "result": null}))).into_response();
        }
        Some(Fault::Malformed) => return (StatusCode::OK, "<html>upstream hiccup</html>").into_response(),
        Some(Fault::WrongShape) => {
            let n = texts.len().saturating_sub(1);
            let data = vec![vec![0.1f32; 383]; n];
            return Json(json!({"result": {"shape": [n, 383], "data": data, "pooling": "cls"}, "success": true, "errors": [], "messages": []})).into_response();
        }
        None => {}
    }
    let pooling = body["pooling"].as_str().unwrap_or("mean");
    let data = if m.synthetic.load(Ordering::SeqCst) {
        texts.iter().map(|t| synthetic_vector(t)).collect()
    } else {
        let model = if pooling == "cls" { &m.cls } else { &m.mean };
        model.embed_blocking(&texts).unwrap()
    };
    Json(json!({"result": {"shape": [data.len(), 384], "data": data, "pooling": pooling}, "success": true, "errors": [], "messages": []})).into_response()
}

fn synthetic_vector(text: &str) -> Vec<f32> {
    use std::hash::{Hash, Hasher};
    let v: Vec<f32> = (0..384u32)
        .map(|i| {
            let mut h = std::collections::hash_map::DefaultHasher::new();
            (text, i).hash(&mut h);
            (h.finish() % 2001) as f32 / 1000.0 - 1.0
        })
        .collect();
    let norm = v.iter().map(|x| x * x).sum::<f32>().sqrt().max(1e-6);
    v.into_iter().map(|x| x / norm).collect()
}
