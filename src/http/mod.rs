//! The HTTP edge: plain HTTP on loopback (Caddy does TLS and CSP in front).

pub mod api;
pub mod assets;
pub mod gate;

use std::sync::LazyLock;
use std::time::Duration;

use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::{Json, Router};
use serde_json::json;

use crate::app::App;
use crate::error::{Error, SecError};

impl Error {
    /// The status an error answers with.
    pub fn status(&self) -> StatusCode {
        match self {
            Error::BadInput(_) => StatusCode::BAD_REQUEST,
            Error::NoIssuer(_) | Error::NotFound(_) | Error::NoXbrl { .. } | Error::Sec(SecError::NotFound { .. }) => StatusCode::NOT_FOUND,
            Error::Ambiguous(_) => StatusCode::CONFLICT,
            Error::Sec(_) | Error::Llm(_) | Error::Embed(_) => StatusCode::BAD_GATEWAY,
            Error::Busy(_) | Error::Db(_) => StatusCode::SERVICE_UNAVAILABLE,
            _ => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }
}

/// What a client is told. A 4xx says what to fix. A 5xx says "internal error" and an id, and
/// the detail (an SEC URL, a database message, a service's reply) goes to the log under the
/// same id, never to the client.
pub fn public_error(e: &Error) -> (StatusCode, serde_json::Value) {
    let status = e.status();
    if !status.is_server_error() {
        return (status, json!({ "error": e.to_string() }));
    }
    let id = uuid::Uuid::new_v4().simple().to_string();
    tracing::error!(error_id = %id, status = status.as_u16(), error = %e, "request failed");
    (status, json!({ "error": "internal error", "id": id }))
}

impl IntoResponse for Error {
    fn into_response(self) -> Response {
        let (status, body) = public_error(&self);
        (status, Json(body)).into_response()
    }
}

async fn healthz() -> &'static str {
    "ok"
}

async fn readyz(State(app): State<App>) -> Response {
    let why = match app.store.migrations_current().await {
        Ok(true) => return (StatusCode::OK, "ready").into_response(),
        Ok(false) => "migrations pending".to_owned(),
        Err(e) => format!("database unreachable: {e}"),
    };
    let id = uuid::Uuid::new_v4().simple().to_string();
    tracing::error!(error_id = %id, why = %why, "not ready");
    (StatusCode::SERVICE_UNAVAILABLE, format!("internal error {id}")).into_response()
}

static INDEX: LazyLock<String> = LazyLock::new(|| {
    let mut env = minijinja::Environment::new();
    // The template carries only SayDo's own asset URLs; escaping them would turn "/" into "&#x2f;".
    env.set_auto_escape_callback(|_| minijinja::AutoEscape::None);
    env.add_function("asset", |name: String| assets::url(&name));
    let src = assets::template("index.html").expect("assets/index.html");
    env.add_template("index.html", Box::leak(src.into_boxed_str())).expect("template parses");
    env.get_template("index.html").unwrap().render(minijinja::context! {}).expect("template renders")
});

async fn index() -> Response {
    (
        [(axum::http::header::CONTENT_TYPE, "text/html; charset=utf-8"), (axum::http::header::CACHE_CONTROL, "no-cache")],
        INDEX.as_str(),
    )
        .into_response()
}

/// Every route, merged in one place.
pub fn router(app: App) -> Router {
    use tower_http::compression::CompressionLayer;
    use tower_http::limit::RequestBodyLimitLayer;
    use tower_http::timeout::TimeoutLayer;
    let _ = &*INDEX; // a broken template fails at start, not on the first visitor
    Router::new()
        .route("/", get(index))
        .route("/assets/{file}", get(assets::serve))
        .route("/healthz", get(healthz))
        .route("/readyz", get(readyz))
        .merge(api::router())
        .layer(RequestBodyLimitLayer::new(16 * 1024))
        // SSE streams are excluded from compression by tower-http (text/event-stream).
        .layer(CompressionLayer::new())
        .layer(TimeoutLayer::with_status_code(axum::http::StatusCode::REQUEST_TIMEOUT, Duration::from_secs(120)))
        .with_state(app)
}

/// Serves until SIGTERM or Ctrl-C; in-flight requests finish first.
pub async fn serve(app: App, listener: tokio::net::TcpListener) -> std::io::Result<()> {
    use axum::serve::ListenerExt;
    // The router's example classifier is embedded now, not on the first unsure question.
    tokio::spawn({
        let app = app.clone();
        async move {
            app.classifier().await;
        }
    });
    // Stage events are small writes: without TCP_NODELAY, Nagle and delayed ACKs hold each one ~40 ms.
    let listener = listener.tap_io(|tcp| {
        let _ = tcp.set_nodelay(true);
    });
    // Idle gate buckets are pruned while serving, so the table holds only recent clients.
    let pruner = tokio::spawn({
        let pool = app.store.ingest.clone();
        async move {
            let mut every = tokio::time::interval(Duration::from_secs(600));
            loop {
                every.tick().await;
                match gate::prune(&pool, gate::BUCKET_IDLE).await {
                    Ok(n) if n > 0 => tracing::info!(buckets = n, "pruned idle gate buckets"),
                    Ok(_) => {}
                    Err(e) => tracing::warn!(error = %e, "pruning gate buckets failed"),
                }
            }
        }
    });
    let served = axum::serve(listener, router(app).into_make_service_with_connect_info::<std::net::SocketAddr>())
        .with_graceful_shutdown(shutdown_signal())
        .await;
    pruner.abort();
    served
}

pub async fn shutdown_signal() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let term = async {
        if let Ok(mut s) = tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            s.recv().await;
        }
    };
    #[cfg(not(unix))]
    let term = std::future::pending::<()>();
    tokio::select! { _ = ctrl_c => {}, _ = term => {} }
    tracing::info!("shutting down: finishing requests in flight");
}
