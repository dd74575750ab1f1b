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
use crate::error::Error;

impl IntoResponse for Error {
    fn into_response(self) -> Response {
        let status = match &self {
            Error::BadInput(_) => StatusCode::BAD_REQUEST,
            Error::NoIssuer(_) | Error::NotFound(_) | Error::SecNotFound { .. } | Error::NoXbrl { .. } => StatusCode::NOT_FOUND,
            Error::Ambiguous(_) => StatusCode::CONFLICT,
            Error::Config(_) => StatusCode::INTERNAL_SERVER_ERROR,
            Error::SecLockedOut { .. } | Error::SecUnavailable { .. } | Error::Upstream { .. } => StatusCode::BAD_GATEWAY,
            Error::Db(_) => StatusCode::SERVICE_UNAVAILABLE,
            _ => StatusCode::INTERNAL_SERVER_ERROR,
        };
        if status.is_server_error() {
            tracing::error!(error = %self, "request failed");
        }
        (status, Json(json!({ "error": self.to_string() }))).into_response()
    }
}

async fn healthz() -> &'static str {
    "ok"
}

async fn readyz(State(app): State<App>) -> Response {
    match app.store.migrations_current().await {
        Ok(true) => (StatusCode::OK, "ready").into_response(),
        Ok(false) => (StatusCode::SERVICE_UNAVAILABLE, "migrations pending").into_response(),
        Err(e) => (StatusCode::SERVICE_UNAVAILABLE, format!("database unreachable: {e}")).into_response(),
    }
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
    // Stage events are small writes: without TCP_NODELAY, Nagle and delayed ACKs hold each one ~40 ms.
    let listener = listener.tap_io(|tcp| {
        let _ = tcp.set_nodelay(true);
    });
    axum::serve(listener, router(app).into_make_service_with_connect_info::<std::net::SocketAddr>())
        .with_graceful_shutdown(shutdown_signal())
        .await
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
