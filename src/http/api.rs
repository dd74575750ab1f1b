//! The API: POST /api/ask (Server-Sent Events, one per stage, then `answer` or `error`),
//! GET /api/issuers/{ticker}/scorecard, GET /api/explain/{id}.

use std::convert::Infallible;
use std::net::SocketAddr;

use axum::extract::{ConnectInfo, Path, State};
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use axum::{Json, Router};
use serde::Deserialize;
use serde_json::json;
use tokio::sync::mpsc;

use super::gate;
use crate::route::Tool;
use crate::app::App;
use crate::ask::{self, AskOptions, Events};
use crate::error::Error;

#[derive(Deserialize)]
pub struct AskBody {
    question: String,
}

struct Channel(mpsc::UnboundedSender<Event>);
impl Events for Channel {
    fn event(&self, name: &str, data: serde_json::Value) {
        let _ = self.0.send(Event::default().event(name).data(data.to_string()));
    }
}

async fn ask_sse(
    State(app): State<App>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    body: Result<Json<AskBody>, axum::extract::rejection::JsonRejection>,
) -> Response {
    let Json(body) = match body {
        Ok(b) => b,
        Err(e) => return Error::BadInput(format!("send JSON {{\"question\": \"...\"}}: {}", e.body_text())).into_response(),
    };
    if body.question.chars().count() > ask::MAX_QUESTION_CHARS {
        return Error::BadInput(format!("the question is longer than {} characters", ask::MAX_QUESTION_CHARS)).into_response();
    }
    let ip = gate::client_ip(peer, &headers);
    match gate::take(&app, ip).await {
        Ok(None) => {}
        Ok(Some(wait)) => {
            return (
                StatusCode::TOO_MANY_REQUESTS,
                [(header::RETRY_AFTER, wait.to_string())],
                Json(json!({"error": format!("too many questions from this address; try again in {wait} s")})),
            )
                .into_response()
        }
        Err(e) => return e.into_response(),
    }
    let (allowed, note) = match gate::budget(&app, Some(ip)).await {
        Ok(b) => b,
        Err(e) => return e.into_response(),
    };
    let (tx, mut rx) = mpsc::unbounded_channel::<Event>();
    let opts = AskOptions { client_ip: Some(ip), model_allowed: allowed, budget_note: note };
    tokio::spawn(async move {
        let events = Channel(tx.clone());
        match ask::ask(&app, &body.question, &opts, &events).await {
            Ok(r) => {
                let _ = tx.send(Event::default().event("answer").data(serde_json::to_string(&r).unwrap_or_default()));
            }
            Err(e) => {
                tracing::warn!(error = %e, "ask failed");
                let _ = tx.send(Event::default().event("error").data(json!({"error": e.to_string()}).to_string()));
            }
        }
    });
    let stream = async_stream::stream! {
        while let Some(ev) = rx.recv().await {
            yield Ok::<_, Infallible>(ev);
        }
    };
    Sse::new(stream).keep_alive(KeepAlive::default()).into_response()
}

async fn scorecard(State(app): State<App>, Path(ticker): Path<String>) -> Result<Response, Error> {
    let who = app.resolve_one(&ticker).await?;
    app.ensure_onboarded(who.cik, &()).await?;
    crate::corpus::prepare_for(&app.store, &app.sec, who.cik, Tool::Scorecard, None, false, app.cfg.corpus_issuers).await?;
    let args = crate::tools::Args {
        cik: who.cik,
        issuer: &who.name,
        metric: crate::tools::metric("revenue").map_err(Error::BadInput)?,
        period: None,
        compare_to: None,
        derivation: None,
        qualifier: None,
        non_gaap: false,
        last: None,
        gaap: false,
        question: "scorecard",
        calendar: crate::corpus::calendar(&app.store.query, who.cik).await?,
        vector: None,
    };
    let env = crate::tools::scorecard::run(&app.store.query, &args).await?;
    Ok(Json(json!({
        "issuer": {"cik": who.cik, "ticker": who.ticker, "name": who.name},
        "metric": "revenue",
        "refusal": env.refusal,
        "scorecard": env.result,
    }))
    .into_response())
}

async fn explain(State(app): State<App>, Path(id): Path<String>) -> Result<Response, Error> {
    let id: uuid::Uuid = id.parse().map_err(|_| Error::BadInput(format!("{id:?} is not an answer id")))?;
    Ok(Json(crate::explain::explain(&app, id).await?).into_response())
}

pub fn router() -> Router<App> {
    use axum::routing::{get, post};
    Router::new()
        .route("/api/ask", post(ask_sse))
        .route("/api/issuers/{ticker}/scorecard", get(scorecard))
        .route("/api/explain/{id}", get(explain))
}
