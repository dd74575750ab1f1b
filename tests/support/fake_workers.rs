//! A fake Cloudflare Workers AI on 127.0.0.1:0 serving "bge-small-en-v1.5" in its own space:
//! the local model's vectors (all-MiniLM-L6-v2, pooled as asked, mean by default as the real
//! service does) through a fixed orthogonal transform (a permutation of the dimensions with
//! sign flips). Cosines within the fake's space are the local model's, so search works; a
//! vector of the fake is nothing like the local model's, as bge's would be. Real reply shape.
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
    /// Answer every request with CLS vectors, whatever `pooling` says (a service that ignores it).
    ignore_pooling: AtomicBool,
    /// The transform's seed: a new seed is another model behind the same name.
    seed: AtomicUsize,
    in_flight: AtomicUsize,
    most_in_flight: AtomicUsize,
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
    /// 200 streaming this many bytes, with no Content-Length.
    Huge(usize),
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
            ignore_pooling: AtomicBool::new(false),
            seed: AtomicUsize::new(7),
            in_flight: AtomicUsize::new(0),
            most_in_flight: AtomicUsize::new(0),
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
    /// From now on, `pooling` is ignored: every reply holds CLS vectors.
    pub fn set_ignore_pooling(&self, on: bool) {
        self.models.ignore_pooling.store(on, Ordering::SeqCst);
    }
    /// Another model behind the same name from now on (another transform).
    pub fn change_model(&self) {
        self.models.seed.fetch_add(1, Ordering::SeqCst);
    }
    /// The most requests that were being answered at once.
    pub fn most_in_flight(&self) -> usize {
        self.models.most_in_flight.load(Ordering::SeqCst)
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
    let now = m.in_flight.fetch_add(1, Ordering::SeqCst) + 1;
    m.most_in_flight.fetch_max(now, Ordering::SeqCst);
    let r = answer(&m, texts, &body).await;
    m.in_flight.fetch_sub(1, Ordering::SeqCst);
    r
}

async fn answer(m: &Models, texts: Vec<String>, body: &Value) -> Response {
    let fault = *m.fault.lock().unwrap();
    match fault {
        Some(Fault::Status(code)) => {
            let status = StatusCode::from_u16(code).unwrap();
            return (status, Json(json!({"success": false, "errors": [{"code": 3040, "message": "Capacity temporarily exceeded"}], "result": null}))).into_response();
        }
        Some(Fault::Malformed) => return (StatusCode::OK, "<html>upstream hiccup</html>").into_response(),
        Some(Fault::Huge(n)) => {
            let chunk = bytes::Bytes::from(vec![b'0'; 64 * 1024]);
            let parts = n.div_ceil(chunk.len());
            let stream = futures::stream::iter((0..parts).map(move |_| Ok::<_, std::io::Error>(chunk.clone())));
            return Response::builder().header("content-type", "application/json").body(axum::body::Body::from_stream(stream)).unwrap();
        }
        Some(Fault::WrongShape) => {
            let n = texts.len().saturating_sub(1);
            let data = vec![vec![0.1f32; 383]; n];
            return Json(json!({"result": {"shape": [n, 383], "data": data, "pooling": "cls"}, "success": true, "errors": [], "messages": []})).into_response();
        }
        None => {}
    }
    let asked = body["pooling"].as_str().unwrap_or("mean");
    let pooling = if m.ignore_pooling.load(Ordering::SeqCst) { "cls" } else { asked };
    let data: Vec<Vec<f32>> = if m.synthetic.load(Ordering::SeqCst) {
        texts.iter().map(|t| synthetic_vector(t)).collect()
    } else {
        let model = if pooling == "cls" { &m.cls } else { &m.mean };
        let t = Transform::new(m.seed.load(Ordering::SeqCst) as u64, 384);
        model.embed_blocking(&texts).unwrap().iter().map(|v| t.apply(v)).collect()
    };
    // A service that ignores the parameter says nothing of its pooling either.
    let pooling = if m.ignore_pooling.load(Ordering::SeqCst) { Value::Null } else { json!(pooling) };
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

/// A fixed orthogonal transform: out[i] = sign[i] · v[perm[i]], from a seeded generator.
struct Transform {
    perm: Vec<usize>,
    sign: Vec<f32>,
}

impl Transform {
    fn new(seed: u64, dims: usize) -> Transform {
        let mut state = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        let mut next = move || {
            state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            (state >> 33) as usize
        };
        let mut perm: Vec<usize> = (0..dims).collect();
        for i in (1..dims).rev() {
            perm.swap(i, next() % (i + 1));
        }
        let sign = (0..dims).map(|_| if next() % 2 == 0 { 1.0 } else { -1.0 }).collect();
        Transform { perm, sign }
    }
    fn apply(&self, v: &[f32]) -> Vec<f32> {
        self.perm.iter().zip(&self.sign).map(|(&p, s)| s * v[p]).collect()
    }
}
