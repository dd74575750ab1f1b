//! One pipeline, two doors (`saydo ask` and `POST /api/ask`): a question walks
//! resolve → onboard (if new) → route → retrieve → synthesise → check → review, one way.

use std::collections::BTreeMap;
use std::net::IpAddr;
use std::time::Instant;

use chrono::Duration;
use serde::{Deserialize, Serialize};
use serde_json::json;

use crate::app::App;
use crate::check::{self, Expect, Figure, Review};
use crate::corpus;
use crate::error::{Error, Result};
use crate::llm::{Turn, Usage};
use crate::resolve::{Candidate, Resolution};
use crate::route::{self, Tool};
use crate::synthesise;
use crate::tools::{self, metric_values, run, Envelope, Passage};

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
    /// The tool's envelope minus its passages: basis, counts, exclusions.
    pub evidence: serde_json::Value,
}

/// Stage events for a stream (SSE) or a terminal.
pub trait Events: Send + Sync {
    fn event(&self, _name: &str, _data: serde_json::Value) {}
}
impl Events for () {}

#[derive(Debug, Clone, Default)]
pub struct AskOptions {
    pub client_ip: Option<IpAddr>,
    /// False when the spend budget is used up: the offline synthesiser answers.
    pub model_allowed: bool,
    pub budget_note: Option<String>,
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

struct Clock {
    t: Instant,
    timings: BTreeMap<&'static str, u64>,
    start: Instant,
}
impl Clock {
    fn lap(&mut self, name: &'static str) {
        self.timings.insert(name, self.t.elapsed().as_millis() as u64);
        self.t = Instant::now();
    }
}

fn empty_review() -> Review {
    Review { passed: true, checks: vec![], revised: false, rejected_draft: None }
}

pub async fn ask(app: &App, question: &str, opts: &AskOptions, events: &dyn Events) -> Result<AskResult> {
    let question = clean_question(question)?;
    let mut clock = Clock { t: Instant::now(), timings: BTreeMap::new(), start: Instant::now() };
    let id = uuid::Uuid::new_v4();
    let mut trace = vec![];

    // 1. Resolve.
    let resolution = app.resolve(&question).await?;
    clock.lap("resolve");
    let who = match resolution {
        Resolution::Issuer(c) => c,
        Resolution::NoIssuer => {
            events.event("resolved", json!({"issuer": null}));
            let mut r = bare(id, &question, clock, trace);
            r.refused = true;
            r.answer = "SayDo could not find a US public company in the question. Name one by its name or ticker (for example NVIDIA or NVDA), and ask about its reported figures or its guidance.".into();
            return finish(app, r, opts, None).await;
        }
        Resolution::Ambiguous(list) => {
            events.event("resolved", json!({"ambiguous": list}));
            let mut r = bare(id, &question, clock, trace);
            r.answer = format!(
                "The question could be about several companies: {}. Ask again naming one.",
                list.iter().map(|c| format!("{} ({})", c.name, c.ticker.as_deref().unwrap_or("-"))).collect::<Vec<_>>().join(", ")
            );
            r.ambiguous = Some(list);
            return finish(app, r, opts, None).await;
        }
    };
    let issuer = IssuerRef { cik: who.cik, ticker: who.ticker.clone(), name: who.name.clone() };
    events.event("resolved", json!({"issuer": issuer}));

    // 2. Onboard an issuer never seen before (its facts; guidance follows with the releases).
    if crate::onboard::onboarded(&app.store, who.cik).await?.is_none() {
        events.event("onboarding", json!({"issuer": issuer, "stage": "fetching XBRL facts"}));
        match app.onboard(who.cik, &()).await {
            Ok(s) => trace.push(format!("onboarded: {}", s.line())),
            // Some registrants file no XBRL financial data at all (funds, shells, foreign filers).
            Err(Error::SecNotFound { url }) if url.contains("companyfacts") => {
                let mut r = bare(id, &question, clock, trace);
                r.issuer = Some(issuer.clone());
                r.refused = true;
                r.answer = format!("SEC holds no XBRL financial data for {} (CIK {}), so SayDo has no reported figures or guidance to compare.", who.name, who.cik);
                return finish(app, r, opts, None).await;
            }
            Err(e) => return Err(e),
        }
    }
    clock.lap("onboard");
    let name = display_name(app, who.cik).await?.unwrap_or(who.name.clone());
    let issuer = IssuerRef { name: name.clone(), ..issuer };

    // 3. Route: rules first; the model only where the rules are unsure.
    let mut r = route::by_rules(&question);
    trace.extend(r.trace.iter().cloned());
    let mut usage = Usage::default();
    if r.confidence < route::THRESHOLD {
        match (&app.llm, opts.model_allowed) {
            (Some(llm), true) => {
                let tools = [
                    ("actuals", "A reported figure (revenue, income, EPS, margins...) for a period"),
                    ("guidance", "What management guided (its outlook) for a metric and period"),
                    ("say_do", "Guidance against the reported actual: did they hit, beat or miss"),
                    ("search", "Narrative questions answered from the text of filings"),
                ];
                match llm.choose_tool(&question, &tools).await {
                    Ok((name, u)) => {
                        usage.add(&u);
                        if let Some(t) = Tool::parse(&name) {
                            trace.push(format!("model chose {name} (rules were at {:.2})", r.confidence));
                            r.tool = t;
                        }
                    }
                    Err(e) => trace.push(format!("routing model failed ({e}); best rule taken")),
                }
            }
            _ => trace.push(format!("rules below {:.2} and no model available; best rule taken", route::THRESHOLD)),
        }
    }
    events.event("routed", json!({"route": r.tool.as_str(), "metric": r.metric, "confidence": r.confidence}));
    clock.lap("route");

    // 4. Retrieve: the period on the issuer's calendar, the corpus the tool needs, the tool.
    let cal = corpus::calendar(&app.store.query, who.cik).await?;
    let latest = metric_values::latest_quarter(&app.store.query, who.cik).await?;
    let (period, period_note) = if r.tool == Tool::Search && r.period.is_none() {
        (None, None)
    } else {
        tools::resolve_period(r.period.as_ref(), &cal, latest)
    };
    let period = if r.tool == Tool::SayDo && r.period.is_none() { None } else { period };
    if let Some(n) = &period_note {
        trace.push(format!("period: {n}"));
    }
    match (r.tool, period) {
        (Tool::Guidance | Tool::SayDo, Some(p)) if !r.scorecard => {
            let (s, e) = cal.nominal_dates(p);
            let sum = corpus::ingest_releases_between(&app.store, &app.sec, who.cik, s - Duration::days(130), e + Duration::days(100)).await?;
            if sum.releases > 0 {
                trace.push(format!("read {} earnings releases ({} guidance records)", sum.releases, sum.guidance));
            }
        }
        (Tool::Guidance | Tool::SayDo, _) => {
            // A scorecard reaches back six years of quarterly releases.
            let sum = corpus::ingest(&app.store, &app.sec, who.cik, if r.scorecard { 24 } else { 12 }, 0, &()).await?;
            if sum.releases > 0 {
                trace.push(format!("read {} earnings releases ({} guidance records)", sum.releases, sum.guidance));
            }
        }
        (Tool::Search, _) => {
            let sum = corpus::ingest(&app.store, &app.sec, who.cik, 8, 4, &()).await?;
            if sum.releases + sum.reports > 0 {
                trace.push(format!("read {} releases and {} reports into the corpus", sum.releases, sum.reports));
            }
            app.embed_in_background(who.cik);
        }
        (Tool::Actuals, _) => {}
    }
    if r.tool != Tool::Actuals {
        let evicted = corpus::enforce_cache(&app.store, who.cik, app.cfg.corpus_issuers).await?;
        if !evicted.is_empty() {
            trace.push(format!("corpus cache full: evicted CIK {evicted:?} (facts and guidance kept)"));
        }
    }
    let metric = match r.metric {
        Some(m) => Some(run::metric(m).map_err(Error::BadInput)?),
        None => None,
    };
    // The question's vector, for dense search (only the search tool ranks by it).
    let qvec = match (&app.embedder, r.tool) {
        (Some(e), Tool::Search) => match e.embed(std::slice::from_ref(&question)).await {
            Ok(mut v) => v.pop().map(|v| (v, e.space().id())),
            Err(err) => {
                trace.push(format!("embedding the question failed ({err}); full-text search only"));
                None
            }
        },
        _ => None,
    };
    let args = run::Args {
        cik: who.cik,
        issuer: &name,
        metric,
        period,
        non_gaap: r.non_gaap,
        scorecard: r.scorecard,
        question: &question,
        calendar: cal,
        vector: qvec.as_ref().map(|(v, s)| (v.as_slice(), s.as_str())),
    };
    // The answer path reads through the SELECT-only role.
    let pool = &app.store.query;
    let mut env: Envelope = match r.tool {
        Tool::Actuals => run::actuals(pool, &args).await?,
        Tool::Guidance => run::guidance(pool, &args).await?,
        Tool::SayDo => run::say_do(pool, &args).await?,
        Tool::Search => run::search(pool, &args).await?,
    };
    if env.period_note.is_none() && !r.scorecard {
        env.period_note = period_note;
    }
    trace.extend(env.notes.iter().cloned());
    events.event("retrieved", json!({"passages": env.passages.len(), "matched": env.matched, "used": env.used}));
    clock.lap("retrieve");

    // 5. Synthesise: the model over numbered passages, or the offline templates.
    events.event("drafting", json!({}));
    let refused = env.refusal.is_some();
    let offline = synthesise::offline::write(&name, &question, &env);
    let mut via_model = false;
    let mut draft = offline.clone();
    let mut turns = vec![];
    if !refused {
        match (&app.llm, opts.model_allowed) {
            (Some(llm), true) => {
                turns.push(Turn { role: "user", text: synthesise::user_message(&question, &env) });
                match llm.complete(synthesise::SYSTEM_PROMPT, &turns, 600).await {
                    Ok((text, u)) => {
                        usage.add(&u);
                        draft = text.trim().to_owned();
                        via_model = true;
                    }
                    Err(e) => trace.push(format!("the model failed ({e}); the offline synthesiser answered")),
                }
            }
            (Some(_), false) => trace.push(opts.budget_note.clone().unwrap_or_else(|| "the spend budget is used up; the offline synthesiser answered".into())),
            (None, _) => trace.push("no API key configured; the offline synthesiser answered".into()),
        }
    }
    clock.lap("synthesise");

    // 6. Check every number against the passage it cites; review once.
    events.event("checking", json!({}));
    let expect = Expect {
        position: env.result["comparison"]["position"].as_str().map(str::to_owned),
        basis: env.basis.clone().filter(|b| !b.contains(',')),
        period: env.period.filter(|_| env.tool != "search" && !r.scorecard && !refused),
        refused,
        exclusions: env.exclusions.len(),
    };
    let texts: Vec<(usize, &str)> = env.passages.iter().map(|p| (p.index, p.text.as_str())).collect();
    let (mut figures, mut checks) = check::review(&draft, &texts, &expect);
    let mut revised = false;
    if checks.iter().any(|c| !c.passed) && via_model {
        if let Some(llm) = &app.llm {
            events.event("revised", json!({"failed": checks.iter().filter(|c| !c.passed).map(|c| &c.name).collect::<Vec<_>>()}));
            turns.push(Turn { role: "assistant", text: draft.clone() });
            turns.push(Turn { role: "user", text: check::revision_request(&checks) });
            match llm.complete(synthesise::SYSTEM_PROMPT, &turns, 600).await {
                Ok((text, u)) => {
                    usage.add(&u);
                    draft = text.trim().to_owned();
                    revised = true;
                    (figures, checks) = check::review(&draft, &texts, &expect);
                }
                Err(e) => trace.push(format!("the revision call failed ({e}); the draft's failing checks are shown")),
            }
        }
    }
    // An answer never carries an unverified figure: a model draft that still has one after its
    // revision is set aside (shown in the review with its failures) and the offline answer stands.
    let mut rejected_draft = None;
    if via_model && figures.iter().any(|f| !f.verified) {
        trace.push("the model's draft still had unverified figures after one revision; the offline answer is shown and the draft is in review.rejected_draft".into());
        rejected_draft = Some(std::mem::replace(&mut draft, offline.clone()));
        let (f, _) = check::review(&draft, &texts, &expect);
        figures = f;
    }
    clock.lap("check");

    let passed = checks.iter().all(|c| c.passed);
    let evidence = json!({
        "tool": env.tool, "result": env.result, "basis": env.basis, "concept": env.concept, "derived": env.derived,
        "matched": env.matched, "used": env.used, "exclusions": env.exclusions, "refusal": env.refusal,
        "period": env.period.map(|p| p.to_string()), "period_note": env.period_note,
    });
    let mut result = AskResult {
        id,
        question,
        issuer: Some(issuer),
        ambiguous: None,
        route: Some(r.tool.as_str()),
        refused,
        answer: draft,
        passages: env.passages,
        figures,
        review: Review { passed, checks, revised, rejected_draft },
        usage: (usage.calls > 0).then_some(usage.clone()),
        timings_ms: BTreeMap::new(),
        trace,
        evidence,
    };
    result.timings_ms = std::mem::take(&mut clock.timings);
    result.timings_ms.insert("total", clock.start.elapsed().as_millis() as u64);
    finish(app, result, opts, Some(who.cik)).await
}

fn bare(id: uuid::Uuid, question: &str, mut clock: Clock, trace: Vec<String>) -> AskResult {
    let mut timings = std::mem::take(&mut clock.timings);
    timings.insert("total", clock.start.elapsed().as_millis() as u64);
    AskResult {
        id,
        question: question.into(),
        issuer: None,
        ambiguous: None,
        route: None,
        refused: false,
        answer: String::new(),
        passages: vec![],
        figures: vec![],
        review: empty_review(),
        usage: None,
        timings_ms: timings,
        trace,
        evidence: serde_json::Value::Null,
    }
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

/// Bookkeeping through the ingest role: the answer (for explain), the issuer's last-question
/// time (the corpus cache uses it), and what the model cost.
async fn finish(app: &App, r: AskResult, opts: &AskOptions, cik: Option<u64>) -> Result<AskResult> {
    let ip = opts.client_ip.map(|ip| ip.to_string());
    let mut tx = app.store.ingest.begin().await?;
    sqlx::query("INSERT INTO answers (id, question, cik, route, refused, result, client_ip) VALUES ($1, $2, $3, $4, $5, $6, $7::inet)")
        .bind(r.id)
        .bind(&r.question)
        .bind(cik.map(|c| c as i64))
        .bind(r.route)
        .bind(r.refused)
        .bind(serde_json::to_value(&r).unwrap_or_default())
        .bind(&ip)
        .execute(&mut *tx)
        .await?;
    if let Some(c) = cik {
        sqlx::query("UPDATE issuers SET last_question_at = now() WHERE cik = $1").bind(c as i64).execute(&mut *tx).await?;
    }
    if let Some(u) = &r.usage {
        sqlx::query(
            "INSERT INTO spend (answer_id, client_ip, model, input_tokens, output_tokens, cache_read_tokens, cache_write_tokens, usd)
             VALUES ($1, $2::inet, $3, $4, $5, $6, $7, $8::float8::numeric)",
        )
        .bind(r.id)
        .bind(&ip)
        .bind(&app.cfg.model)
        .bind(u.input_tokens as i64)
        .bind(u.output_tokens as i64)
        .bind(u.cache_read_input_tokens as i64)
        .bind(u.cache_creation_input_tokens as i64)
        .bind(u.cost_usd)
        .execute(&mut *tx)
        .await?;
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
