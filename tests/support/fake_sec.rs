//! A fake SEC for tests and benches: serves a folder laid out as SEC's URL space over HTTP on
//! 127.0.0.1:0 and behaves like SEC — 403 without a declared User-Agent, 403 with SEC's
//! "Request Rate Threshold Exceeded" page past 10 requests in any one-second window — with
//! injectable faults and a log of request times the tests can read.
//!
//! Paths: `/data.sec.gov/...` and `/www.sec.gov/...`, so the client's base URLs are
//! `{base}/data.sec.gov` and `{base}/www.sec.gov`.
#![allow(dead_code)]

use std::collections::VecDeque;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use axum::body::Body;
use axum::extract::{Request, State};
use axum::http::{header, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Router;

/// SEC's own wording, which clients detect.
pub const RATE_PAGE: &str = "<html><head><title>SEC.gov | Request Rate Threshold Exceeded</title></head><body>\
<h1>Request Rate Threshold Exceeded</h1><p>Your request rate has exceeded SEC's fair access limit of 10 requests \
per second. Your access will be limited for 10 minutes.</p></body></html>";

#[derive(Debug, Clone)]
pub enum Fault {
    /// Answer with this status and a short body.
    Status(u16),
    /// The rate-limit page (403).
    RatePage,
    /// Wait this long before answering (a stall past the client's timeout).
    Latency(Duration),
    /// Headers, then the connection is cut before any body byte.
    Drop,
    /// Half the body under a Content-Length for all of it.
    Truncate,
    /// An HTML error page where JSON was expected (200).
    Html,
    /// companyfacts with one fact's `end` removed.
    MissingEnd,
    /// 200 streaming this many bytes of JSON-looking filler, with no Content-Length.
    Huge(usize),
}

#[derive(Debug, Clone)]
pub struct Logged {
    pub at: Instant,
    pub path: String,
    pub status: u16,
    pub user_agent: Option<String>,
}

struct Inner {
    root: PathBuf,
    faults: Mutex<VecDeque<(Option<String>, Fault)>>,
    log: Mutex<Vec<Logged>>,
    limit_per_s: usize,
    enforce_rate: bool,
    /// gzip bodies by path, compressed once, as SEC's CDN serves them.
    gzipped: Mutex<std::collections::HashMap<String, bytes::Bytes>>,
}

#[derive(Clone)]
pub struct FakeSec {
    inner: Arc<Inner>,
    pub addr: SocketAddr,
}

impl FakeSec {
    /// Starts on 127.0.0.1:0 serving `root` (the mirror).
    pub async fn start(root: impl Into<PathBuf>) -> FakeSec {
        Self::start_with(root, 10, true).await
    }

    pub async fn start_with(root: impl Into<PathBuf>, limit_per_s: usize, enforce_rate: bool) -> FakeSec {
        let inner = Arc::new(Inner {
            root: root.into(),
            faults: Mutex::new(VecDeque::new()),
            log: Mutex::new(Vec::new()),
            limit_per_s,
            enforce_rate,
            gzipped: Mutex::new(Default::default()),
        });
        let app = Router::new().fallback(handle).with_state(inner.clone());
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        tokio::spawn(async move {
            axum::serve(listener, app).await.unwrap();
        });
        FakeSec { inner, addr }
    }

    pub fn base(&self) -> String {
        format!("http://{}", self.addr)
    }
    pub fn www_url(&self) -> String {
        format!("{}/www.sec.gov", self.base())
    }
    pub fn data_url(&self) -> String {
        format!("{}/data.sec.gov", self.base())
    }

    /// Queues a fault for the next request whose path contains `path_contains` (any when None).
    pub fn inject(&self, path_contains: Option<&str>, fault: Fault) {
        self.inner.faults.lock().unwrap().push_back((path_contains.map(str::to_owned), fault));
    }

    pub fn log(&self) -> Vec<Logged> {
        self.inner.log.lock().unwrap().clone()
    }

    pub fn clear_log(&self) {
        self.inner.log.lock().unwrap().clear();
    }

    /// The most requests seen in any one-second window.
    pub fn max_per_second(&self) -> usize {
        let times: Vec<Instant> = self.log().iter().map(|l| l.at).collect();
        max_in_window(&times, Duration::from_secs(1))
    }

    pub fn count_status(&self, status: u16) -> usize {
        self.log().iter().filter(|l| l.status == status).count()
    }
}

pub fn max_in_window(times: &[Instant], window: Duration) -> usize {
    let mut t = times.to_vec();
    t.sort();
    let (mut best, mut lo) = (0, 0);
    for hi in 0..t.len() {
        while t[hi].duration_since(t[lo]) >= window {
            lo += 1;
        }
        best = best.max(hi - lo + 1);
    }
    best
}

fn declared(ua: Option<&str>) -> bool {
    ua.is_some_and(|ua| ua.split_whitespace().count() >= 2 && ua.contains('@'))
}

async fn handle(State(inner): State<Arc<Inner>>, req: Request) -> Response {
    let now = Instant::now();
    let path = req.uri().path().to_owned();
    let ua = req.headers().get(header::USER_AGENT).and_then(|v| v.to_str().ok()).map(str::to_owned);

    // SEC counts every request, answered or not.
    let over_limit = {
        let log = inner.log.lock().unwrap();
        let recent = log.iter().rev().take_while(|l| now.duration_since(l.at) < Duration::from_secs(1)).count();
        inner.enforce_rate && recent + 1 > inner.limit_per_s
    };
    let fault = {
        let mut q = inner.faults.lock().unwrap();
        let pos = q.iter().position(|(p, _)| p.as_deref().is_none_or(|p| path.contains(p)));
        pos.and_then(|i| q.remove(i)).map(|(_, f)| f)
    };

    let gzip_ok = req
        .headers()
        .get(header::ACCEPT_ENCODING)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.contains("gzip"));
    let response = if !declared(ua.as_deref()) {
        (StatusCode::FORBIDDEN, "Your request has been blocked: undeclared automated tool. Please declare your traffic by updating your user agent to include company specific information.").into_response()
    } else if over_limit || matches!(fault, Some(Fault::RatePage)) {
        (StatusCode::FORBIDDEN, [(header::CONTENT_TYPE, "text/html")], RATE_PAGE).into_response()
    } else {
        serve_file(&inner, &path, fault, gzip_ok).await
    };
    inner.log.lock().unwrap().push(Logged { at: now, path, status: response.status().as_u16(), user_agent: ua });
    response
}

async fn serve_file(inner: &Inner, path: &str, fault: Option<Fault>, gzip_ok: bool) -> Response {
    if let Some(Fault::Latency(d)) = fault {
        tokio::time::sleep(d).await;
    }
    if let Some(Fault::Status(s)) = fault {
        return (StatusCode::from_u16(s).unwrap(), format!("fake SEC: injected {s}")).into_response();
    }
    if let Some(Fault::Huge(n)) = fault {
        let chunk = bytes::Bytes::from(vec![b' '; 64 * 1024]);
        let parts = n.div_ceil(chunk.len());
        let stream = futures::stream::iter((0..parts).map(move |_| Ok::<_, std::io::Error>(chunk.clone())));
        let mut r = Response::new(Body::from_stream(stream));
        r.headers_mut().insert(header::CONTENT_TYPE, HeaderValue::from_static("application/json"));
        return r;
    }
    let rel = path.trim_start_matches('/');
    if rel.split('/').any(|s| s == "..") {
        return StatusCode::BAD_REQUEST.into_response();
    }
    let Ok(mut body) = tokio::fs::read(inner.root.join(rel)).await else {
        return (StatusCode::NOT_FOUND, "<html><body><h1>Not Found</h1></body></html>").into_response();
    };
    let ctype = if rel.ends_with(".json") {
        "application/json"
    } else if rel.ends_with(".txt") {
        "text/plain"
    } else {
        "text/html"
    };
    match fault {
        Some(Fault::Html) => {
            return (StatusCode::OK, [(header::CONTENT_TYPE, "text/html")], "<html><body>Service temporarily unavailable</body></html>")
                .into_response()
        }
        Some(Fault::MissingEnd) => {
            let s = String::from_utf8_lossy(&body).into_owned();
            // Remove the first `"end":"...",` — a fact without its end date.
            if let Some(i) = s.find("\"end\":") {
                let j = i + s[i..].find(',').unwrap() + 1;
                body = format!("{}{}", &s[..i], &s[j..]).into_bytes();
            }
        }
        Some(Fault::Drop) => {
            let stream = futures::stream::once(async { Err::<bytes::Bytes, std::io::Error>(std::io::Error::other("dropped")) });
            let mut r = Response::new(Body::from_stream(stream));
            r.headers_mut().insert(header::CONTENT_TYPE, HeaderValue::from_static("application/json"));
            return r;
        }
        Some(Fault::Truncate) => {
            let full = body.len();
            let half = bytes::Bytes::from(body[..full / 2].to_vec());
            let stream = futures::stream::iter(vec![
                Ok::<_, std::io::Error>(half),
                Err(std::io::Error::other("truncated")),
            ]);
            let mut r = Response::new(Body::from_stream(stream));
            r.headers_mut().insert(header::CONTENT_LENGTH, HeaderValue::from(full));
            r.headers_mut().insert(header::CONTENT_TYPE, HeaderValue::from_static(ctype));
            return r;
        }
        None if gzip_ok => {
            let cached = inner.gzipped.lock().unwrap().get(path).cloned();
            let gz = match cached {
                Some(gz) => gz,
                None => {
                    use std::io::Write;
                    let mut enc = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::default());
                    enc.write_all(&body).unwrap();
                    let gz = bytes::Bytes::from(enc.finish().unwrap());
                    inner.gzipped.lock().unwrap().insert(path.to_owned(), gz.clone());
                    gz
                }
            };
            return ([(header::CONTENT_TYPE, ctype), (header::CONTENT_ENCODING, "gzip")], gz).into_response();
        }
        _ => {}
    }
    ([(header::CONTENT_TYPE, ctype)], body).into_response()
}
