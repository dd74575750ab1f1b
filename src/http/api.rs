//! The API: POST /api/ask (Server-Sent Events, one per stage, then `answer` or `error`),
//! GET /api/issuers/{ticker}/scorecard, GET /api/explain/{id}.

use std::convert::Infallible;
use std::net::SocketAddr;

use axum::extract::{ConnectInfo, Path, State};
use axum::http::HeaderMap;
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use axum::{Json, Router};
use serde::Deserialize;
use serde_json::json;
use tokio::sync::mpsc;

use super::gate::{self, Door};
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
    /// The stream's receiver is dropped when the client disconnects.
    fn gone(&self) -> std::pin::Pin<Box<dyn std::future::Future<Output = ()> + Send + '_>> {
        Box::pin(self.0.closed())
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
    match gate::take(&app, Door::Ask, ip).await {
        Ok(None) => {}
        Ok(Some(wait)) => return gate::too_many(wait),
        Err(e) => return e.into_response(),
    }
    let (tx, mut rx) = mpsc::unbounded_channel::<Event>();
    // The spend budget is reserved inside the walk, before its first model call.
    let opts = AskOptions { client_ip: Some(ip), model_allowed: true, budgeted: true };
    tokio::spawn(async move {
        let events = Channel(tx.clone());
        match ask::ask(&app, &body.question, &opts, &events).await {
            Ok(r) => {
                let _ = tx.send(Event::default().event("answer").data(serde_json::to_string(&r).unwrap_or_default()));
            }
            Err(Error::ClientGone) => tracing::info!("the client went away; the question stopped"),
            Err(e) => {
                let (_, body) = super::public_error(&e);
                let _ = tx.send(Event::default().event("error").data(body.to_string()));
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

/// The scorecard of an issuer SayDo already holds (the page asks for it after an answer).
/// Gated per client like questions; an issuer not yet onboarded is a 404 — onboarding from SEC
/// happens only through a question (POST /api/ask), so a GET cannot make SayDo fetch any
/// company's facts. Releases still missing for a known issuer are read, within the job limit.
async fn scorecard(
    State(app): State<App>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    Path(ticker): Path<String>,
) -> Result<Response, Error> {
    let ip = gate::client_ip(peer, &headers);
    if let Some(wait) = gate::take(&app, Door::Scorecard, ip).await? {
        return Ok(gate::too_many(wait));
    }
    let who = app.resolve_one(&ticker).await?;
    if crate::onboard::onboarded(&app.store, who.cik).await?.is_none() {
        return Err(Error::NotFound(format!(
            "SayDo holds no data for {} yet; ask a question about it first (POST /api/ask), which reads its filings",
            who.name
        )));
    }
    app.prepare_for(who.cik, Tool::Scorecard, None).await?;
    let args = crate::tools::Args {
        cik: who.cik,
        issuer: &who.name,
        metric: crate::tools::metric("revenue").map_err(Error::BadInput)?,
        period: None,
        compare_to: None,
        derivation: None,
        denominator: None,
        qualifier: None,
        non_gaap: false,
        gaap: false,
        question: "scorecard",
        calendar: crate::corpus::calendar(&app.store.query, who.cik).await?,
        vector: None,
        window: Default::default(),
        share_terms: &[],
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
