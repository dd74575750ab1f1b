//! One pipeline, two doors (`saydo ask` and `POST /api/ask`): a question walks
//! resolve → onboard (if new) → route → retrieve → synthesise → check → review, one way.

use std::collections::BTreeMap;
use std::future::Future;
use std::net::IpAddr;
use std::pin::Pin;
use std::time::Instant;

use futures::FutureExt;

use chrono::NaiveDate;
use serde::{Deserialize, Serialize};
use serde_json::json;

use crate::app::App;
use crate::check::{self, Expect, Figure, Review};
use crate::http::gate;
use crate::corpus;
use crate::error::{Error, Result};
use crate::llm::{Turn, Usage};
use crate::resolve::{Candidate, Resolution};
use crate::route::{self, Route, Tool, WindowRef};
use crate::synthesise;
use crate::tools::{self, metric_values, Args, Envelope, Found, Passage, Window};

pub const MAX_QUESTION_CHARS: usize = 2000;

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct IssuerRef {
    pub cik: u64,
    pub ticker: Option<String>,
    pub name: String,
}

/// The result object: the contract of `saydo ask --json`, the `answer` SSE event and the API.
#[derive(Debug, Clone, Serialize)]
pub struct AskResult {
    pub id: uuid::Uuid,
    pub question: String,
    pub issuer: Option<IssuerRef>,
    pub ambiguous: Option<Vec<Candidate>>,
    pub route: Option<&'static str>,
    pub refused: bool,
    pub answer: String,
    pub passages: Vec<Passage>,
    pub figures: Vec<Figure>,
    pub review: Review,
    pub usage: Option<Usage>,
    pub timings_ms: BTreeMap<&'static str, u64>,
    /// How the question was handled: routing, period reading, fallbacks.
    pub trace: Vec<String>,
    /// The tool's envelope, its passages moved to `passages`: result, basis, counts,
    /// exclusions; null when no tool ran.
    pub evidence: Option<Envelope<Found>>,
}

/// Stage events for a stream (SSE) or a terminal.
pub trait Events: Send + Sync {
    fn event(&self, _name: &str, _data: serde_json::Value) {}
    /// Resolves once nobody is listening (the HTTP client went away): the question stops at
    /// the next stage boundary, and a model call in flight is dropped, instead of calling SEC
    /// or the model for no one. Never, for a caller that always waits for the answer.
    fn gone(&self) -> Pin<Box<dyn Future<Output = ()> + Send + '_>> {
        Box::pin(std::future::pending())
    }
}
impl Events for () {}

/// Err(ClientGone) when nobody listens any more: checked at each stage boundary.
fn still_listening(events: &dyn Events) -> Result<()> {
    match events.gone().now_or_never() {
        Some(()) => Err(Error::ClientGone),
        None => Ok(()),
    }
}

/// A model call that stops when the client goes: a call of many seconds is dropped, not
/// awaited for no one. Anthropic may still bill a call whose client hung up, and its usage
/// never arrives, so it is counted at the most it can cost (`max_tokens` of output): leaving
/// mid-call is no way around the spend budget.
async fn model_call<T>(app: &App, walk: &mut Walk, events: &dyn Events, max_tokens: u32, call: impl Future<Output = T>) -> Result<T> {
    tokio::select! {
        biased;
        out = call => Ok(out),
        () = events.gone() => {
            walk.usage.add(&Usage { cost_usd: crate::llm::max_call_cost(&app.cfg.model, max_tokens), calls: 1, ..Usage::default() });
            Err(Error::ClientGone)
        }
    }
}

#[derive(Debug, Clone, Default)]
pub struct AskOptions {
    /// The client, for its share of the spend budget. Never stored with the answer.
    pub client_ip: Option<IpAddr>,
    /// False: the offline synthesiser answers, no model is called.
    pub model_allowed: bool,
    /// True: the question's maximum model cost is reserved from today's budgets (all clients,
    /// and this client's) before its first model call, and settled after (the HTTP door).
    pub budgeted: bool,
}

/// Output tokens asked of each model call a question can make: routing when the rules are
/// unsure, the draft, one revision.
pub const ROUTE_MAX_TOKENS: u32 = crate::llm::CHOOSE_TOOL_MAX_TOKENS;
pub const DRAFT_MAX_TOKENS: u32 = 600;

/// The most a question can cost: what the budget reserves before its first model call.
pub fn max_question_cost(model: &str) -> f64 {
    crate::llm::max_call_cost(model, ROUTE_MAX_TOKENS) + 2.0 * crate::llm::max_call_cost(model, DRAFT_MAX_TOKENS)
}

/// The question's standing with the spend budget.
#[derive(Debug, Default)]
enum Spend {
    /// No model call yet, nothing reserved.
    #[default]
    Unreserved,
    Reserved(gate::Reservation),
    /// The budget could not cover the question: no model call.
    Refused,
}

fn clean_question(q: &str) -> Result<String> {
    let q: String = q.chars().map(|c| if c.is_control() { ' ' } else { c }).collect();
    let q = q.split_whitespace().collect::<Vec<_>>().join(" ");
    if q.is_empty() {
        return Err(Error::BadInput("the question is empty".into()));
    }
    if q.chars().count() > MAX_QUESTION_CHARS {
        return Err(Error::BadInput(format!("the question is longer than {MAX_QUESTION_CHARS} characters")));
    }
    Ok(q)
}

/// Milliseconds per stage, and the total.
struct Clock {
    lap: Instant,
    start: Instant,
    timings: BTreeMap<&'static str, u64>,
}

impl Clock {
    fn start() -> Clock {
        Clock { lap: Instant::now(), start: Instant::now(), timings: BTreeMap::new() }
    }
    fn lap(&mut self, name: &'static str) {
        self.timings.insert(name, self.lap.elapsed().as_millis() as u64);
        self.lap = Instant::now();
    }
    fn timings(&mut self) -> BTreeMap<&'static str, u64> {
        let mut t = std::mem::take(&mut self.timings);
        t.insert("total", self.start.elapsed().as_millis() as u64);
        t
    }
}

pub async fn ask(app: &App, question: &str, opts: &AskOptions, events: &dyn Events) -> Result<AskResult> {
    let question = clean_question(question)?;
    let mut walk = Walk { id: uuid::Uuid::new_v4(), clock: Clock::start(), trace: vec![], usage: Usage::default(), spend: Spend::Unreserved };
    let out = walk_stages(app, &mut walk, question, opts, events).await;
    if out.is_err() {
        // Whatever was reserved is released, and whatever the model already cost is counted.
        if let Spend::Reserved(r) = &walk.spend {
            let usage = (walk.usage.calls > 0).then_some(&walk.usage);
            if let Err(e) = gate::settle(&app.store.ingest, Some(r), None, opts.client_ip, &app.cfg.model, usage).await {
                tracing::error!(error = %e, reservation = r.id, "could not settle a spend reservation; it lapses at the end of the day");
            }
        }
    }
    out
}

async fn walk_stages(app: &App, walk: &mut Walk, question: String, opts: &AskOptions, events: &dyn Events) -> Result<AskResult> {

    // 1. Resolve: one issuer, or the ambiguity, or none.
    let resolution = app.resolve(&question).await?;
    walk.clock.lap("resolve");
    let who = match resolution {
        Resolution::Issuer(c) => c,
        other => {
            let r = unresolved(walk, &question, other, events);
            return persist(app, r, opts, None, &walk.spend).await;
        }
    };
    let issuer = IssuerRef { cik: who.cik, ticker: who.ticker.clone(), name: who.name.clone() };
    events.event("resolved", json!({"issuer": issuer}));

    // 2. Onboard an issuer never seen before (its facts; guidance follows with the releases).
    still_listening(events)?;
    if let Some(refusal) = onboard(app, walk, &issuer, events).await? {
        let r = walk.finish(&question, Some(issuer), refusal);
        return persist(app, r, opts, None, &walk.spend).await;
    }
    let issuer = IssuerRef { name: display_name(app, who.cik).await?.unwrap_or(who.name.clone()), ..issuer };

    // 3. Route: rules first; the model only where the rules are unsure.
    still_listening(events)?;
    let r = route(app, walk, &question, &issuer, opts, events).await?;
    walk.clock.lap("route");
    if let Some(why) = &r.refusal {
        // Nothing SayDo holds answers it (a stock price, a consensus, a prediction): said plainly.
        events.event("routed", json!({"route": "refuse", "confidence": r.confidence}));
        let mut answer = walk.finish(&question, Some(issuer), why.clone());
        answer.route = Some("refuse");
        return persist(app, answer, opts, Some(who.cik), &walk.spend).await;
    }
    events.event("routed", json!({"route": r.tool.as_str(), "metric": r.metric, "confidence": r.confidence}));

    // 4. Retrieve: the period on the issuer's calendar, the corpus the tool needs, the tool.
    still_listening(events)?;
    let env = retrieve(app, walk, &issuer, &r, &question).await?;
    events.event("retrieved", json!({"passages": env.passages.len(), "matched": env.matched, "used": env.used}));
    walk.clock.lap("retrieve");

    // 5. Synthesise: the model over numbered passages, or the offline templates.
    still_listening(events)?;
    events.event("drafting", json!({}));
    let draft = synthesise(app, walk, &issuer.name, &question, &env, opts, events).await?;
    walk.clock.lap("synthesise");

    // 6. Check every number against the passage it cites; review once.
    events.event("checking", json!({}));
    let checked = check(app, walk, &env, draft, events).await?;
    walk.clock.lap("check");

    let r = walk.answered(question, issuer, env, checked);
    persist(app, r, opts, Some(who.cik), &walk.spend).await
}

/// What a question carries through the stages besides its answer.
struct Walk {
    id: uuid::Uuid,
    clock: Clock,
    trace: Vec<String>,
    usage: Usage,
    spend: Spend,
}

impl Walk {
    /// An answer that stopped before the tools: a refusal in words.
    fn finish(&mut self, question: &str, issuer: Option<IssuerRef>, answer: String) -> AskResult {
        AskResult {
            id: self.id,
            question: question.into(),
            issuer,
            ambiguous: None,
            route: None,
            refused: true,
            answer,
            passages: vec![],
            figures: vec![],
            review: Review { passed: true, checks: vec![], revised: false, rejected_draft: None },
            // A routing call may have been made before the refusal: it is counted too.
            usage: (self.usage.calls > 0).then(|| self.usage.clone()),
            timings_ms: self.clock.timings(),
            trace: std::mem::take(&mut self.trace),
            evidence: None,
        }
    }

    fn answered(&mut self, question: String, issuer: IssuerRef, mut evidence: Envelope<Found>, c: Checked) -> AskResult {
        let refused = evidence.refusal.is_some();
        let passages = std::mem::take(&mut evidence.passages);
        AskResult {
            id: self.id,
            question,
            issuer: Some(issuer),
            ambiguous: None,
            route: Some(evidence.route()),
            refused,
            answer: c.answer,
            passages,
            figures: c.figures,
            review: c.review,
            usage: (self.usage.calls > 0).then(|| self.usage.clone()),
            timings_ms: self.clock.timings(),
            trace: std::mem::take(&mut self.trace),
            evidence: Some(evidence),
        }
    }
}

/// No single issuer: none found, or several that fit.
fn unresolved(walk: &mut Walk, question: &str, resolution: Resolution, events: &dyn Events) -> AskResult {
    match resolution {
        Resolution::Ambiguous(list) => {
            events.event("resolved", json!({"ambiguous": list}));
            let answer = format!(
                "The question could be about several companies: {}. Ask again naming one.",
                list.iter().map(|c| format!("{} ({})", c.name, c.ticker.as_deref().unwrap_or("-"))).collect::<Vec<_>>().join(", ")
            );
            let mut r = walk.finish(question, None, answer);
            r.refused = false;
            r.ambiguous = Some(list);
            r
        }
        _ => {
            events.event("resolved", json!({"issuer": null}));
            walk.finish(question, None, NO_ISSUER.into())
        }
    }
}

/// What SayDo says when no issuer answers to a name.
pub const NO_ISSUER: &str = "No US public company by that name or ticker was found in SEC's list, and SayDo does not guess one. Name one by its name or ticker (for example NVIDIA or NVDA), and ask about its reported figures or its guidance.";

/// One tool run on its own (the MCP server's tools): the stages `ask` walks up to retrieve —
/// resolve, onboard, the period on the issuer's calendar, the corpus the tool needs, the tool
/// through the SELECT-only role — with the route given instead of read from a question.
pub enum ToolRun {
    Found { issuer: IssuerRef, evidence: Box<Envelope<Found>>, trace: Vec<String> },
    /// The issuer exists but holds nothing to answer from (no XBRL data).
    Refused { issuer: IssuerRef, refusal: String },
    Ambiguous(Vec<Candidate>),
    NoIssuer,
}

/// `issuer` is a name, ticker or CIK; `question` is what the search tool searches for.
pub async fn run_tool(app: &App, issuer: &str, route: &Route, question: &str) -> Result<ToolRun> {
    let mut walk = Walk { id: uuid::Uuid::new_v4(), clock: Clock::start(), trace: vec![], usage: Usage::default(), spend: Spend::Unreserved };
    let who = match app.resolve(issuer).await? {
        Resolution::Issuer(c) => c,
        Resolution::Ambiguous(list) => return Ok(ToolRun::Ambiguous(list)),
        Resolution::NoIssuer => return Ok(ToolRun::NoIssuer),
    };
    let issuer = IssuerRef { cik: who.cik, ticker: who.ticker.clone(), name: who.name.clone() };
    if let Some(refusal) = onboard(app, &mut walk, &issuer, &()).await? {
        return Ok(ToolRun::Refused { issuer, refusal });
    }
    let issuer = IssuerRef { name: display_name(app, who.cik).await?.unwrap_or(who.name.clone()), ..issuer };
    let evidence = retrieve(app, &mut walk, &issuer, route, question).await?;
    // A question asked through a tool keeps its issuer's corpus as warm as one asked in words.
    sqlx::query("UPDATE issuers SET last_question_at = now() WHERE cik = $1").bind(who.cik as i64).execute(&app.store.ingest).await?;
    Ok(ToolRun::Found { issuer, evidence: Box::new(evidence), trace: walk.trace })
}

/// Stage 2. `Some(refusal)` when the issuer has no XBRL data to answer from.
async fn onboard(app: &App, walk: &mut Walk, issuer: &IssuerRef, events: &dyn Events) -> Result<Option<String>> {
    if crate::onboard::onboarded(&app.store, issuer.cik).await?.is_none() {
        events.event("onboarding", json!({"issuer": issuer, "stage": "fetching XBRL facts"}));
    }
    let out = match app.ensure_onboarded(issuer.cik, &()).await {
        Ok(Some(s)) => {
            walk.trace.push(format!("onboarded: {}", s.line()));
            None
        }
        Ok(None) => None,
        Err(Error::NoXbrl { .. }) => Some(format!(
            "SEC holds no XBRL financial data for {} (CIK {}), so SayDo has no reported figures or guidance to compare.",
            issuer.name, issuer.cik
        )),
        Err(e) => return Err(e),
    };
    walk.clock.lap("onboard");
    Ok(out)
}

/// Stage 3.
async fn route(app: &App, walk: &mut Walk, question: &str, issuer: &IssuerRef, opts: &AskOptions, events: &dyn Events) -> Result<Route> {
    // The issuer's own name, former names and ticker are never a part of a metric ("Apple
    // iPhone revenue", "Tesla Motors gross margin").
    let former: Vec<String> = sqlx::query_scalar("SELECT unnest(aliases) FROM issuers WHERE cik = $1").bind(issuer.cik as i64).fetch_all(&app.store.query).await?;
    let issuer_words: Vec<String> = std::iter::once(issuer.name.as_str())
        .chain(former.iter().map(String::as_str))
        .flat_map(|n| n.split(|c: char| !c.is_alphanumeric()))
        .chain(issuer.ticker.as_deref())
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
        .collect();
    // "The December quarter last year" is a calendar year counted from the day it is asked.
    let today = app.cfg.today();
    let dated = crate::period::in_calendar_years(question, today);
    if dated != question {
        walk.trace.push(format!("asked on {today}: read as \"{dated}\""));
    }
    let mut r = route::by_rules(&dated, &issuer_words);
    walk.trace.extend(r.trace.iter().cloned());
    if r.confidence >= route::THRESHOLD {
        return Ok(r);
    }
    match &app.llm {
        Some(llm) if may_call_model(app, walk, opts).await => {
            let tools: Vec<(&str, &str)> = Tool::ALL.iter().map(|t| (t.as_str(), t.purpose())).collect();
            match model_call(app, walk, events, ROUTE_MAX_TOKENS, llm.choose_tool(question, &tools)).await? {
                Ok((name, u)) => {
                    walk.usage.add(&u);
                    if let Some(t) = Tool::parse(&name) {
                        walk.trace.push(format!("model chose {name} (rules were at {:.2})", r.confidence));
                        r.tool = t;
                    }
                }
                Err(e) => walk.trace.push(format!("routing model failed ({e}); best rule taken")),
            }
        }
        // The examples vote only where the rules found no intent at all (no metric, no
        // guidance or outcome words: a search by default). Where they found some, a small
        // model's vote was seen overriding them wrongly ("Anything new on NVIDIA's guidance?"
        // voted scorecard at 0.97).
        _ if r.tool == Tool::Search && r.refusal.is_none() => classify(app, walk, question, &mut r).await,
        _ => walk.trace.push(format!("rules below {:.2} and no model available; best rule taken", route::THRESHOLD)),
    }
    Ok(r)
}

/// Where the rules are unsure and no model is called: the nearest labelled examples vote
/// (route::classifier). A vote only moves the question to another tool when it is clear, and
/// never to a figure tool that has no metric to look up; a refusal stays the rules'.
async fn classify(app: &App, walk: &mut Walk, question: &str, r: &mut Route) {
    let Some(c) = app.classifier().await else {
        walk.trace.push(format!("rules below {:.2} and no model or example classifier; best rule taken", route::THRESHOLD));
        return;
    };
    let Some(e) = app.embedder.as_ref().filter(|e| e.space().id() == c.space()) else { return };
    let vote = match e.embed(&[question.to_owned()]).await {
        Ok(v) => v.first().and_then(|v| c.vote(v)),
        Err(err) => {
            walk.trace.push(format!("embedding the question for the example classifier failed ({err}); best rule taken"));
            return;
        }
    };
    let Some(v) = vote else { return };
    let needs_metric = matches!(v.tool, Tool::Actuals | Tool::Derived);
    if v.tool != r.tool && v.share >= route::classifier::MIN_SHARE && r.refusal.is_none() && !(needs_metric && r.metric.is_none()) {
        walk.trace.push(format!("example classifier chose {} ({:.2} of the nearest examples' weight; rules chose {} at {:.2})", v.tool, v.share, r.tool, r.confidence));
        r.tool = v.tool;
        if r.metric.is_none() && matches!(v.tool, Tool::SayDo | Tool::Scorecard | Tool::Guidance) {
            r.metric = Some("revenue");
        }
        if v.tool != Tool::Scorecard {
            r.window = None;
        }
    } else {
        walk.trace.push(format!("example classifier: {} at {:.2}; the rules' {} stands", v.tool, v.share, r.tool));
    }
}

/// Stage 4: the period read on the issuer's calendar, the corpus the tool needs, the tool.
async fn retrieve(app: &App, walk: &mut Walk, issuer: &IssuerRef, r: &Route, question: &str) -> Result<Envelope<Found>> {
    let cal = corpus::calendar(&app.store.query, issuer.cik).await?;
    let latest = metric_values::latest_quarter(&app.store.query, issuer.cik).await?;
    // "The last quarter it reported before August 1, 2024": the quarter its last earnings
    // release on or before that day reported (its most recent quarter may have ended but not
    // yet been reported). A release day itself ("the quarter it reported on …") is unchanged.
    let asked = match &r.period {
        Some(p) if p.reported && p.released.is_some() => {
            let day = p.released.unwrap_or_default();
            let release = corpus::filings::last_release_by(&app.store.query, issuer.cik, day).await?;
            Some(crate::period::PeriodRef { released: release.or(p.released), ..p.clone() })
        }
        other => other.clone(),
    };
    let r = &Route { period: asked, ..r.clone() };
    // Search with no period searches everything; say-do with none takes the latest compared
    // quarter; a scorecard takes every quarter.
    let (period, period_note) = match r.tool {
        // A part of a metric ("iPhone revenue") is a figure of a period: the latest when none is named.
        Tool::Search if r.period.is_none() && r.qualifier.is_none() => (None, None),
        Tool::SayDo if r.period.is_none() => (None, None),
        // A scorecard covers every quarter, or those of a fiscal year it names ("fiscal 2024",
        // "last year").
        Tool::Scorecard if r.period.as_ref().is_none_or(|p| p.year.is_none() && p.relative.is_none() && p.ended.is_none() || p.span.is_some_and(|s| s != crate::fiscal::Span::FY)) => (None, None),
        // What a release reported is the quarter before the one it guided.
        Tool::Actuals | Tool::Derived if r.period.as_ref().is_some_and(|p| p.released.is_some() && !p.reported && !p.inside) => {
            let (p, _) = tools::resolve_period(r.period.as_ref(), &cal, latest);
            let reported = p.and_then(tools::quarter_before);
            (reported, reported.map(|q| format!("a release reports the quarter before the one it guides: read as {q}")))
        }
        _ => tools::resolve_period(r.period.as_ref(), &cal, latest),
    };
    if let Some(n) = &period_note {
        walk.trace.push(format!("period: {n}"));
    }
    let compare_to = r.compare_to.as_ref().and_then(|p| tools::resolve_period(Some(p), &cal, latest).0);
    // A scorecard's window ("the last 6 quarters", "since fiscal 2024", "calendar 2023")
    // replaces the fiscal year its period would otherwise limit it to.
    let window = match &r.window {
        Some(WindowRef::Last(n)) => Window::Last(*n),
        Some(WindowRef::First(n)) => Window::First(*n),
        Some(WindowRef::Since(p)) => tools::resolve_period(Some(p), &cal, latest).0.map(Window::Since).unwrap_or_default(),
        Some(WindowRef::EndedInCalendarYear(y)) => match (NaiveDate::from_ymd_opt(*y, 1, 1), NaiveDate::from_ymd_opt(*y, 12, 31)) {
            (Some(a), Some(b)) => Window::EndingBetween(a, b),
            _ => Window::All,
        },
        // A quarter is in a calendar year when its middle is: it ends from mid-February of
        // that year to mid-February of the next.
        Some(WindowRef::InCalendarYear(y)) => match (NaiveDate::from_ymd_opt(*y, 2, 15), NaiveDate::from_ymd_opt(*y + 1, 2, 14)) {
            (Some(a), Some(b)) => Window::EndingBetween(a, b),
            _ => Window::All,
        },
        Some(WindowRef::EndedBetween(a, b)) => Window::EndingBetween(*a, *b),
        Some(WindowRef::Between(a, b)) => {
            match (tools::resolve_period(Some(a), &cal, latest).0, tools::resolve_period(Some(b), &cal, latest).0) {
                // The quarters that end from inside the first period to the second's end (a
                // week of slack: 52/53-week years end on a weekday near the nominal date).
                (Some(a), Some(b)) => {
                    let (a, b) = if tools::later(a, b) { (b, a) } else { (a, b) };
                    let week = chrono::Duration::days(7);
                    Window::EndingBetween(cal.nominal_dates(a).0 + week, cal.nominal_dates(b).1 + week)
                }
                _ => Window::All,
            }
        }
        None => Window::All,
    };
    let period = if window == Window::All { period } else { None };
    // "The July 2022 10-Q": the report of the period that ended that month is read in too.
    let dates = period.map(|p| cal.nominal_dates(p)).or_else(|| crate::tools::search::month_of_filing_named(question).filter(|_| r.tool == Tool::Search));
    let prepared = app.prepare_for(issuer.cik, r.tool, dates).await?;
    walk.trace.extend(prepared.notes());
    if r.tool == Tool::Search {
        app.embed_in_background(issuer.cik);
    }
    let metric = tools::metric(r.metric.unwrap_or("revenue")).map_err(Error::BadInput)?;
    // The question's vector, for dense search (only the search tool ranks by it).
    let qvec = match (&app.embedder, r.tool) {
        (Some(e), Tool::Search) => match e.embed(&[question.to_owned()]).await {
            Ok(mut v) => v.pop().map(|v| (v, e.space().id())),
            Err(err) => {
                walk.trace.push(format!("embedding the question failed ({err}); full-text search only"));
                None
            }
        },
        _ => None,
    };
    let args = Args {
        cik: issuer.cik,
        issuer: &issuer.name,
        metric,
        period,
        compare_to,
        derivation: r.derivation,
        denominator: r.denominator.and_then(crate::vocabulary::metric),
        qualifier: r.qualifier.as_deref(),
        non_gaap: r.non_gaap,
        gaap: r.gaap,
        question,
        calendar: cal,
        vector: qvec.as_ref().map(|(v, s)| (v.as_slice(), s.as_str())),
        window,
        share_terms: &r.share_terms,
    };
    // The answer path reads through the SELECT-only role.
    let mut env = tools::run(r.tool, &app.store.query, &args).await?;
    // A figure for a period past the issuer's last XBRL quarter that its filings have reported
    // all the same (the facts lag the filings, or were fetched before the report): the report's
    // own text is searched rather than the period called unreported.
    if env.refusal.is_some() && matches!(r.tool, Tool::Actuals | Tool::Derived) {
        if let (Some(p), Some(l)) = (period, latest.filter(|l| period.is_some_and(|p| tools::later(p, *l)))) {
            let end = cal.nominal_dates(p).1 - chrono::Duration::days(10);
            if let Some((form, filed)) = corpus::filings::report_through(&app.store.query, issuer.cik, end).await? {
                // The form in words: a figure in the answer ("10" of "10-Q") must be a passage's.
                let report = if form == "10-Q" { "quarterly report" } else { "annual report" };
                let behind = format!("{}'s XBRL facts held by SayDo run through {l}, but its {report} filed {filed} covers {p}", issuer.name);
                env = search_instead(app, walk, &args, p, env, &behind).await?;
            }
        } else if let Some(p) = period.filter(|_| route::cites_filing(question) && env.result.is_none()) {
            // "What dividends were declared in the quarter, per its 10-Q": the question says
            // which filing states the figure, and the facts do not tag it for that period (a
            // line of the equity statement, a quarter reported only year to date). That
            // filing's words are searched rather than the figure called missing.
            let first = metric_values::earliest_year(&app.store.query, issuer.cik).await?;
            if first.is_some_and(|f| p.year >= f) {
                let behind = format!("{}'s XBRL facts hold no {} for {p}, and the question names the filing that states it", issuer.name, metric.label);
                env = search_instead(app, walk, &args, p, env, &behind).await?;
            }
        }
    }
    if env.period_note.is_none() && r.tool != Tool::Scorecard {
        env.period_note = period_note;
    }
    walk.trace.extend(env.notes.iter().cloned());
    Ok(env)
}

/// The filings' text for `period`, searched when the facts cannot give the figure asked for
/// (`why` says why); the refusal stands, extended, when no passage is found.
async fn search_instead(app: &App, walk: &mut Walk, args: &Args<'_>, period: crate::fiscal::FiscalPeriod, refused: Envelope<Found>, why: &str) -> Result<Envelope<Found>> {
    let prepared = app.prepare_for(args.cik, Tool::Search, Some(args.calendar.nominal_dates(period))).await?;
    walk.trace.extend(prepared.notes());
    let mut searched = tools::run(Tool::Search, &app.store.query, &Args { share_terms: &[], ..args.clone() }).await?;
    walk.trace.push(format!("{why}: the filings' text searched instead"));
    Ok(if searched.refusal.is_none() {
        searched.notes.push(format!("{why}; the answer quotes the filings, no figure is computed"));
        searched.period_note = Some(format!("{why}: quoted from the filings, not computed from facts"));
        searched
    } else {
        let mut env = refused;
        env.refusal = Some(format!("{why}, and SayDo has no figure for it from facts; no passage it holds states it."));
        env
    })
}

/// A draft and how it was written.
struct Draft {
    text: String,
    offline: String,
    /// The model's conversation so far, when the model wrote it.
    turns: Option<Vec<Turn>>,
}

/// Stage 5.
async fn synthesise(app: &App, walk: &mut Walk, issuer: &str, question: &str, env: &Envelope<Found>, opts: &AskOptions, events: &dyn Events) -> Result<Draft> {
    let offline = synthesise::offline::write(issuer, question, env);
    let mut draft = Draft { text: offline.clone(), offline, turns: None };
    if env.refusal.is_some() {
        return Ok(draft);
    }
    match &app.llm {
        Some(llm) if may_call_model(app, walk, opts).await => {
            let turns = vec![Turn { role: "user", text: synthesise::user_message(question, env) }];
            match model_call(app, walk, events, DRAFT_MAX_TOKENS, llm.complete(synthesise::SYSTEM_PROMPT, &turns, DRAFT_MAX_TOKENS)).await? {
                Ok((text, u)) => {
                    walk.usage.add(&u);
                    draft.text = text.trim().to_owned();
                    draft.turns = Some(turns);
                }
                Err(e) => walk.trace.push(format!("the model failed ({e}); the offline synthesiser answered")),
            }
        }
        // may_call_model said why in the trace.
        Some(_) => {}
        None => walk.trace.push("no API key configured; the offline synthesiser answered".into()),
    }
    Ok(draft)
}

/// Whether the model may be called now. On a budgeted question's first call, reserves the
/// question's maximum cost (every call it can make), so the calls after it need no new check.
async fn may_call_model(app: &App, walk: &mut Walk, opts: &AskOptions) -> bool {
    if !opts.model_allowed {
        if !matches!(walk.spend, Spend::Refused) {
            walk.trace.push("the model is not to be called for this question; the offline synthesiser answered".into());
            walk.spend = Spend::Refused;
        }
        return false;
    }
    if !opts.budgeted {
        return true;
    }
    match &walk.spend {
        Spend::Reserved(_) => true,
        Spend::Refused => false,
        Spend::Unreserved => match gate::reserve(app, opts.client_ip, max_question_cost(&app.cfg.model)).await {
            Ok(gate::Reserved::Granted(r)) => {
                walk.spend = Spend::Reserved(r);
                true
            }
            Ok(gate::Reserved::Refused(why)) => {
                walk.trace.push(why);
                walk.spend = Spend::Refused;
                false
            }
            Err(e) => {
                tracing::error!(error = %e, "the spend budget could not be reserved; no model call");
                walk.trace.push("the spend budget could not be read; the offline synthesiser answered".into());
                walk.spend = Spend::Refused;
                false
            }
        },
    }
}

/// The answer after the check: its text, its figures, the review.
struct Checked {
    answer: String,
    figures: Vec<Figure>,
    review: Review,
}

/// Stage 6: every figure against the passage it cites; a model draft that fails is revised
/// once, and one that still carries an unverified figure is set aside for the offline answer.
async fn check(app: &App, walk: &mut Walk, env: &Envelope<Found>, mut draft: Draft, events: &dyn Events) -> Result<Checked> {
    let refused = env.refusal.is_some();
    let expect = Expect {
        position: env.result.as_ref().and_then(Found::position).map(|p| p.as_str().to_owned()),
        basis: env.basis.clone().filter(|b| !b.contains(',')),
        period: env.period.filter(|_| !matches!(env.tool, Tool::Search | Tool::Scorecard) && !refused),
        against: env.result.as_ref().and_then(Found::against).filter(|_| !refused),
        refused,
        exclusions: env.exclusions.len(),
    };
    let texts: Vec<(usize, &str)> = env.passages.iter().map(|p| (p.index, p.text.as_str())).collect();
    let (mut figures, mut checks) = check::review(&draft.text, &texts, &expect);
    let mut revised = false;
    if let (Some(llm), Some(turns)) = (&app.llm, draft.turns.as_mut()) {
        if checks.iter().any(|c| !c.passed) {
            events.event("revised", json!({"failed": checks.iter().filter(|c| !c.passed).map(|c| &c.name).collect::<Vec<_>>()}));
            turns.push(Turn { role: "assistant", text: draft.text.clone() });
            turns.push(Turn { role: "user", text: check::revision_request(&checks) });
            match model_call(app, walk, events, DRAFT_MAX_TOKENS, llm.complete(synthesise::SYSTEM_PROMPT, turns, DRAFT_MAX_TOKENS)).await? {
                Ok((text, u)) => {
                    walk.usage.add(&u);
                    draft.text = text.trim().to_owned();
                    revised = true;
                    (figures, checks) = check::review(&draft.text, &texts, &expect);
                }
                Err(e) => walk.trace.push(format!("the revision call failed ({e}); the draft's failing checks are shown")),
            }
        }
    }
    // An answer never carries an unverified figure.
    let mut rejected_draft = None;
    if draft.turns.is_some() && figures.iter().any(|f| !f.verified) {
        walk.trace.push("the model's draft still had unverified figures after one revision; the offline answer is shown and the draft is in review.rejected_draft".into());
        rejected_draft = Some(std::mem::replace(&mut draft.text, draft.offline.clone()));
        figures = check::review(&draft.text, &texts, &expect).0;
    }
    let passed = checks.iter().all(|c| c.passed);
    Ok(Checked { answer: draft.text, figures, review: Review { passed, checks, revised, rejected_draft } })
}

async fn display_name(app: &App, cik: u64) -> Result<Option<String>> {
    // SEC's names are often upper case ("NVIDIA CORP"); the answer reads better with the common name.
    let n: Option<String> = sqlx::query_scalar("SELECT name FROM issuers WHERE cik = $1").bind(cik as i64).fetch_optional(&app.store.query).await?;
    Ok(n.map(|n| {
        let base = n.split('/').next().unwrap_or(&n).trim().to_owned();
        let trimmed = base
            .trim_end_matches(" CORP")
            .trim_end_matches(" INC")
            .trim_end_matches(" INC.")
            .trim_end_matches(", Inc.")
            .trim_end_matches(" Inc.")
            .trim_end_matches(',')
            .to_owned();
        if trimmed.is_empty() { base } else { trimmed }
    }))
}

/// Bookkeeping through the ingest role, in one transaction: the answer (for explain; without
/// the client's address), the issuer's last-question time (the corpus cache uses it), and the
/// spend reservation settled with what the model cost.
async fn persist(app: &App, r: AskResult, opts: &AskOptions, cik: Option<u64>, spend: &Spend) -> Result<AskResult> {
    let mut tx = app.store.ingest.begin().await?;
    sqlx::query("INSERT INTO answers (id, question, cik, route, refused, result) VALUES ($1, $2, $3, $4, $5, $6)")
        .bind(r.id)
        .bind(&r.question)
        .bind(cik.map(|c| c as i64))
        .bind(r.route)
        .bind(r.refused)
        .bind(serde_json::to_value(&r).unwrap_or_default())
        .execute(&mut *tx)
        .await?;
    if let Some(c) = cik {
        sqlx::query("UPDATE issuers SET last_question_at = now() WHERE cik = $1").bind(c as i64).execute(&mut *tx).await?;
    }
    let reservation = match spend {
        Spend::Reserved(res) => Some(res),
        _ => None,
    };
    if reservation.is_some() || r.usage.is_some() {
        gate::settle(&mut *tx, reservation, Some(r.id), opts.client_ip, &app.cfg.model, r.usage.as_ref()).await?;
    }
    tx.commit().await?;
    Ok(r)
}

/// A stored answer, for explain.
pub async fn stored(app: &App, id: uuid::Uuid) -> Result<serde_json::Value> {
    let v: Option<serde_json::Value> =
        sqlx::query_scalar("SELECT result FROM answers WHERE id = $1").bind(id).fetch_optional(&app.store.query).await?;
    v.ok_or_else(|| Error::NotFound(format!("no answer {id}")))
}
