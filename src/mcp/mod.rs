//! `saydo mcp`: SayDo as a Model Context Protocol server, for assistants (Claude Desktop,
//! Claude Code, any MCP client). Over stdio by default; `--http 127.0.0.1:PORT` serves
//! streamable HTTP on loopback (for Caddy in front).
//!
//! Each tool validates its arguments into the same `Route` the router produces and runs it
//! through the pipeline's own stages (`ask::run_tool`: resolve, `App::ensure_onboarded`, the
//! corpus the tool needs, `tools::run` on the SELECT-only role); `ask` runs the whole of
//! `ask::ask`. A resource template, `saydo://issuer/{issuer}/guidance`, reads an issuer's stored
//! guidance. What a tool returns is the envelope of the answer contract (result, basis,
//! matched, used, exclusions, passages with their SEC sources). JSON exists only here, at the
//! edge. stdout is the protocol: logs go to stderr.

pub mod args;

use std::net::SocketAddr;
use std::time::Instant;

use rmcp::handler::server::router::tool::ToolRouter;
use rmcp::handler::server::wrapper::Parameters;
use rmcp::model::{
    CallToolResult, ContentBlock, Implementation, ListResourceTemplatesResult, ListResourcesResult, PaginatedRequestParams,
    ReadResourceRequestParams, ReadResourceResponse, ReadResourceResult, Resource, ResourceContents, ResourceTemplate,
    ServerCapabilities, ServerConfig,
};
use rmcp::service::RequestContext;
use rmcp::{tool, tool_handler, tool_router, ErrorData, RoleServer, ServerHandler, ServiceExt};
use serde_json::{json, Value};

use crate::app::App;
use crate::ask::{self, AskOptions, IssuerRef, ToolRun};
use crate::error::{Error, Result};
use crate::resolve::Resolution;
use crate::route::Tool;

const INSTRUCTIONS: &str = "SayDo holds what US public companies said they would do (guidance in their earnings releases) against what they did (actuals in SEC XBRL), every figure cited to its SEC filing and checked in code. Use say_do to compare a quarter's guidance with its result, scorecard for the track record, get_actuals and get_guidance for one side, search_filings for what the filings say, ask for a question in words, and explain to retrace an answer's figures. Quote figures with the filing (accession, URL) each passage names; never a figure no passage holds.";

/// The MCP server: the app, and the tools it exposes.
#[derive(Clone)]
pub struct SayDo {
    app: App,
    tool_router: ToolRouter<SayDo>,
}

/// What a tool returns to the client: JSON (structured content, and the same as text), or an
/// error result the caller reads (a bad argument with the valid values, SEC unavailable…).
fn reply(out: std::result::Result<Value, String>) -> CallToolResult {
    match out {
        Ok(v) => CallToolResult::structured(v),
        Err(msg) => CallToolResult::error(vec![ContentBlock::text(msg)]),
    }
}

fn issuer_json(i: &IssuerRef) -> Value {
    json!({"cik": i.cik, "ticker": i.ticker, "name": i.name})
}

/// A tool run as the client receives it: the envelope of the answer contract (`evidence`,
/// with its passages), beside the issuer it is about.
fn tool_run_json(tool: Tool, run: ToolRun, asked: &str) -> Value {
    match run {
        ToolRun::Found { issuer, evidence, trace } => {
            let refused = evidence.refusal.is_some();
            let mut v = serde_json::to_value(&evidence).unwrap_or_else(|e| json!({"error": e.to_string()}));
            v["issuer"] = issuer_json(&issuer);
            v["refused"] = json!(refused);
            if v.get("passages").is_none() {
                v["passages"] = json!([]);
            }
            v["trace"] = json!(trace);
            v
        }
        ToolRun::Refused { issuer, refusal } => {
            json!({"tool": tool, "issuer": issuer_json(&issuer), "refused": true, "refusal": refusal, "result": null, "passages": []})
        }
        ToolRun::Ambiguous(list) => {
            let names: Vec<String> = list.iter().map(|c| format!("{} ({}, CIK {})", c.name, c.ticker.as_deref().unwrap_or("-"), c.cik)).collect();
            json!({
                "tool": tool, "issuer": null, "refused": true, "result": null, "passages": [],
                "ambiguous": list,
                "refusal": format!("{asked:?} could be several issuers: {}. Call again naming one by its ticker or CIK.", names.join("; ")),
            })
        }
        ToolRun::NoIssuer => json!({
            "tool": tool, "issuer": null, "refused": true, "result": null, "passages": [],
            "refusal": format!("none found: {}", ask::NO_ISSUER),
        }),
    }
}

impl SayDo {
    pub fn new(app: App) -> SayDo {
        SayDo { app, tool_router: Self::tool_router() }
    }

    /// Runs a tool's work, logging it, unless the client cancels the call or goes away.
    async fn guarded(
        &self,
        name: &str,
        ctx: &RequestContext<RoleServer>,
        work: impl std::future::Future<Output = std::result::Result<Value, String>>,
    ) -> std::result::Result<CallToolResult, ErrorData> {
        /// Logs a call cut short however it ends: cancelled by the client, or dropped when the
        /// server stops because its client has gone (then `select!` never finishes).
        struct InFlight<'a> {
            name: &'a str,
            t: Instant,
            done: bool,
        }
        impl Drop for InFlight<'_> {
            fn drop(&mut self) {
                if !self.done {
                    tracing::info!(tool = self.name, ms = self.t.elapsed().as_millis() as u64, "mcp tool call cancelled");
                }
            }
        }
        let t = Instant::now();
        let mut call = InFlight { name, t, done: false };
        tokio::select! {
            out = work => {
                call.done = true;
                match &out {
                    Ok(_) => tracing::info!(tool = name, ms = t.elapsed().as_millis() as u64, "mcp tool answered"),
                    Err(e) => tracing::info!(tool = name, ms = t.elapsed().as_millis() as u64, error = %e, "mcp tool refused the call"),
                }
                Ok(reply(out))
            }
            _ = ctx.ct.cancelled() => {
                // The client cancelled or disconnected: stop here (an onboarding in flight rolls
                // back); `call` logs it as it goes.
                Err(ErrorData::internal_error("the call was cancelled", None))
            }
        }
    }

    /// get_actuals, get_guidance, say_do: one metric of one issuer for one period.
    async fn figure(&self, tool: Tool, a: args::FigureArgs) -> std::result::Result<Value, String> {
        let issuer = args::text("issuer", &a.issuer)?;
        let metric = args::metric(&a.metric)?;
        let period = args::period(a.period.as_deref())?;
        let basis = args::basis(a.basis.as_deref())?;
        let route = args::route(tool, metric, period, basis, None);
        let question = format!("{} {} {}", tool.as_str(), metric, a.period.as_deref().unwrap_or(""));
        let run = ask::run_tool(&self.app, issuer, &route, &question).await.map_err(error_text)?;
        Ok(tool_run_json(tool, run, issuer))
    }
}

/// An error the caller reads as it is.
fn error_text(e: Error) -> String {
    e.to_string()
}

#[tool_router]
impl SayDo {
    #[tool(description = "Resolve a company name, ticker or CIK to the SEC issuer SayDo would answer about: the issuer, or the candidates when the name is ambiguous, or none found. Does not fetch any data.")]
    async fn resolve_issuer(&self, Parameters(a): Parameters<args::ResolveIssuerArgs>, ctx: RequestContext<RoleServer>) -> std::result::Result<CallToolResult, ErrorData> {
        self.guarded("resolve_issuer", &ctx, async {
            let name = args::text("name", &a.name)?;
            Ok(match self.app.resolve(name).await.map_err(error_text)? {
                Resolution::Issuer(c) => json!({"status": "found", "issuer": c, "candidates": []}),
                Resolution::Ambiguous(list) => json!({"status": "ambiguous", "issuer": null, "candidates": list,
                    "message": format!("{name:?} could be several issuers; name one by its ticker or CIK")}),
                Resolution::NoIssuer => json!({"status": "none", "issuer": null, "candidates": [],
                    "message": format!("none found: {}", ask::NO_ISSUER)}),
            })
        })
        .await
    }

    #[tool(description = "Reported actuals from SEC XBRL: one metric of one issuer for one fiscal period, with the fact's filing (accession, form, filed date, URL) and concept. Onboards the issuer from SEC on first use.")]
    async fn get_actuals(&self, Parameters(a): Parameters<args::FigureArgs>, ctx: RequestContext<RoleServer>) -> std::result::Result<CallToolResult, ErrorData> {
        self.guarded("get_actuals", &ctx, self.figure(Tool::Actuals, a)).await
    }

    #[tool(description = "What management guided (its outlook) for one metric and fiscal period, read from the earnings release (8-K exhibit 99.1) that gave it: low, high, point, plus-or-minus, the sentence and the filing.")]
    async fn get_guidance(&self, Parameters(a): Parameters<args::FigureArgs>, ctx: RequestContext<RoleServer>) -> std::result::Result<CallToolResult, ErrorData> {
        self.guarded("get_guidance", &ctx, self.figure(Tool::Guidance, a)).await
    }

    #[tool(description = "Say-do: the guidance for one metric and fiscal period held against the reported actual — above, within or below the guided range, and the difference from the midpoint, computed by SayDo — each figure with its filing.")]
    async fn say_do(&self, Parameters(a): Parameters<args::FigureArgs>, ctx: RequestContext<RoleServer>) -> std::result::Result<CallToolResult, ErrorData> {
        self.guarded("say_do", &ctx, self.figure(Tool::SayDo, a)).await
    }

    #[tool(description = "The track record: every guided quarter (or the latest `last` of them) against its reported result, counted above, within and below the range, with the average surprise against the midpoint.")]
    async fn scorecard(&self, Parameters(a): Parameters<args::ScorecardArgs>, ctx: RequestContext<RoleServer>) -> std::result::Result<CallToolResult, ErrorData> {
        self.guarded("scorecard", &ctx, async {
            let issuer = args::text("issuer", &a.issuer)?;
            let metric = args::metric(&a.metric)?;
            let basis = args::basis(a.basis.as_deref())?;
            let last = args::last(a.last)?;
            let route = args::route(Tool::Scorecard, metric, None, basis, last);
            let run = ask::run_tool(&self.app, issuer, &route, &format!("scorecard {metric}")).await.map_err(error_text)?;
            Ok(tool_run_json(Tool::Scorecard, run, issuer))
        })
        .await
    }

    #[tool(description = "Search an issuer's earnings releases and 10-Q/10-K reports: ranked passages, each with its filing and URL.")]
    async fn search_filings(&self, Parameters(a): Parameters<args::SearchArgs>, ctx: RequestContext<RoleServer>) -> std::result::Result<CallToolResult, ErrorData> {
        self.guarded("search_filings", &ctx, async {
            let issuer = args::text("issuer", &a.issuer)?;
            let query = args::text("query", &a.query)?;
            let route = args::route(Tool::Search, "revenue", None, (false, false), None);
            let run = ask::run_tool(&self.app, issuer, &route, query).await.map_err(error_text)?;
            Ok(tool_run_json(Tool::Search, run, issuer))
        })
        .await
    }

    #[tool(description = "Retrace every figure of an answer the ask tool gave (by its id) to the XBRL facts or the guidance sentence behind it.")]
    async fn explain(&self, Parameters(a): Parameters<args::ExplainArgs>, ctx: RequestContext<RoleServer>) -> std::result::Result<CallToolResult, ErrorData> {
        self.guarded("explain", &ctx, async {
            let id = args::answer_id(&a.answer_id)?;
            crate::explain::explain(&self.app, id).await.map_err(error_text)
        })
        .await
    }

    #[tool(description = "Ask a question about a US public company in words. The whole SayDo pipeline answers: the answer text with [n] citations, the numbered passages with their SEC sources, every figure checked against the passage it cites, and an id for explain.")]
    async fn ask(&self, Parameters(a): Parameters<args::AskArgs>, ctx: RequestContext<RoleServer>) -> std::result::Result<CallToolResult, ErrorData> {
        self.guarded("ask", &ctx, async {
            let question = args::text("question", &a.question)?;
            // The day's model budget is shared with the web surface: the question's maximum
            // cost is reserved before its first model call and settled after, as there.
            let opts = AskOptions { client_ip: None, model_allowed: true, budgeted: true };
            let r = ask::ask(&self.app, question, &opts, &()).await.map_err(error_text)?;
            serde_json::to_value(&r).map_err(|e| e.to_string())
        })
        .await
    }
}

/// The resource template: an issuer's stored guidance (by ticker, name or CIK).
const GUIDANCE_TEMPLATE: &str = "saydo://issuer/{issuer}/guidance";

/// The issuer named in a guidance resource's URI.
fn guidance_uri_issuer(uri: &str) -> Option<&str> {
    uri.strip_prefix("saydo://issuer/")?.strip_suffix("/guidance").filter(|s| !s.is_empty() && !s.contains('/'))
}

impl SayDo {
    /// An issuer's stored guidance records, as `saydo guidance --json` prints them. Stored data
    /// only: an issuer SayDo has not onboarded is not found (the tools onboard).
    async fn guidance_resource(&self, uri: &str) -> std::result::Result<String, ErrorData> {
        let not_found = |why: String| ErrorData::resource_not_found(why, Some(json!({"uri": uri})));
        let name = guidance_uri_issuer(uri).ok_or_else(|| not_found(format!("unknown resource {uri:?}; the resources are {GUIDANCE_TEMPLATE}")))?;
        let who = match self.app.resolve(name).await.map_err(|e| ErrorData::internal_error(e.to_string(), None))? {
            Resolution::Issuer(c) => c,
            Resolution::Ambiguous(list) => {
                let names: Vec<String> = list.iter().map(|c| format!("{} (CIK {})", c.name, c.cik)).collect();
                return Err(not_found(format!("{name:?} could be several issuers: {}; name one by CIK", names.join("; "))));
            }
            Resolution::NoIssuer => return Err(not_found(format!("none found: no issuer {name:?}"))),
        };
        if !who.onboarded {
            return Err(not_found(format!("SayDo holds nothing for {} yet; get_guidance or say_do fetch it from SEC", who.name)));
        }
        let recs = crate::guidance::for_issuer(&self.app.store.query, who.cik).await.map_err(|e| ErrorData::internal_error(e.to_string(), None))?;
        serde_json::to_string_pretty(&recs).map_err(|e| ErrorData::internal_error(e.to_string(), None))
    }
}

#[tool_handler(router = self.tool_router)]
impl ServerHandler for SayDo {
    fn get_info(&self) -> ServerConfig {
        ServerConfig::new(ServerCapabilities::builder().enable_tools().enable_resources().build())
            .with_server_info(Implementation::new("saydo", env!("CARGO_PKG_VERSION")))
            .with_instructions(INSTRUCTIONS)
    }

    async fn list_resource_templates(
        &self,
        _request: Option<PaginatedRequestParams>,
        _context: RequestContext<RoleServer>,
    ) -> std::result::Result<ListResourceTemplatesResult, ErrorData> {
        let t = ResourceTemplate::new(GUIDANCE_TEMPLATE, "guidance")
            .with_title("An issuer's stored guidance")
            .with_description("Every guidance record SayDo extracted from the issuer's earnings releases (metric, basis, period, low, high, point, the sentence, accession, URL), as `saydo guidance --json` prints them. {issuer}: ticker, name or CIK of an issuer SayDo holds.")
            .with_mime_type("application/json");
        Ok(ListResourceTemplatesResult::with_all_items(vec![t]))
    }

    async fn list_resources(
        &self,
        _request: Option<PaginatedRequestParams>,
        _context: RequestContext<RoleServer>,
    ) -> std::result::Result<ListResourcesResult, ErrorData> {
        let held: Vec<(i64, String)> = sqlx::query_as("SELECT cik, name FROM issuers WHERE onboarded_at IS NOT NULL ORDER BY name")
            .fetch_all(&self.app.store.query)
            .await
            .map_err(|e| ErrorData::internal_error(e.to_string(), None))?;
        Ok(ListResourcesResult::with_all_items(
            held.into_iter()
                .map(|(cik, name)| {
                    Resource::new(format!("saydo://issuer/{cik}/guidance"), format!("{name} guidance"))
                        .with_description(format!("Stored guidance of {name} (CIK {cik})"))
                        .with_mime_type("application/json")
                })
                .collect(),
        ))
    }

    async fn read_resource(
        &self,
        request: ReadResourceRequestParams,
        _context: RequestContext<RoleServer>,
    ) -> std::result::Result<ReadResourceResponse, ErrorData> {
        let text = self.guidance_resource(&request.uri).await?;
        Ok(ReadResourceResult::new(vec![ResourceContents::text(text, request.uri.clone()).with_mime_type("application/json")]).into())
    }
}

/// Serves one client over stdin/stdout until it closes the connection.
pub async fn serve_stdio(app: App) -> Result<()> {
    let running = match SayDo::new(app).serve(rmcp::transport::stdio_pipes()).await {
        Ok(r) => r,
        // A client that goes away before the handshake ends nothing that had begun.
        Err(rmcp::service::ServerInitializeError::ConnectionClosed(why)) => {
            tracing::info!(%why, "MCP client closed the connection before the handshake; exiting");
            return Ok(());
        }
        Err(e) => return Err(Error::Failed(format!("MCP session did not start: {e}"))),
    };
    let reason = running.waiting().await;
    tracing::info!(?reason, "MCP client closed the connection; exiting");
    Ok(())
}

/// Streamable HTTP at `/mcp` on a loopback address, until Ctrl-C or SIGTERM.
pub async fn serve_http(app: App, addr: SocketAddr) -> Result<()> {
    use rmcp::transport::streamable_http_server::session::local::LocalSessionManager;
    use rmcp::transport::{StreamableHttpServerConfig, StreamableHttpService};
    if !addr.ip().is_loopback() {
        return Err(Error::BadInput(format!("--http must be a loopback address such as 127.0.0.1:8090 (put Caddy in front for anything else); got {addr}")));
    }
    let config = StreamableHttpServerConfig::default();
    let stop = config.cancellation_token.clone();
    let service = StreamableHttpService::new(move || Ok(SayDo::new(app.clone())), LocalSessionManager::default().into(), config);
    let router = axum::Router::new().nest_service("/mcp", service);
    let listener = tokio::net::TcpListener::bind(addr).await?;
    tracing::info!(addr = %listener.local_addr()?, "MCP over streamable HTTP at /mcp");
    axum::serve(listener, router)
        .with_graceful_shutdown(async move {
            crate::http::shutdown_signal().await;
            stop.cancel();
        })
        .await?;
    Ok(())
}
