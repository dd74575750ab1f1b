//! The ask pipeline end to end on the mirror, offline, and with the model against the fake.

use saydo::ask::{ask, AskOptions, AskResult};

use crate::support::fake_anthropic::{FakeAnthropic, Reply};
use crate::support::{evidence, owner, spawn_app, spawn_app_with, TestApp};

fn opts() -> AskOptions {
    AskOptions { client_ip: None, model_allowed: true, budgeted: false }
}

async fn q(t: &TestApp, question: &str) -> AskResult {
    ask(&t.app, question, &opts(), &()).await.unwrap_or_else(|e| panic!("{question}: {e}"))
}

fn failed(r: &AskResult) -> Vec<String> {
    r.review.checks.iter().filter(|c| !c.passed).map(|c| format!("{}: {}", c.name, c.detail)).collect()
}

#[tokio::test]
async fn nvidia_say_do_for_every_guided_quarter_offline() {
    let t = spawn_app().await;
    // (question period, expected position) — guides from the eight fiscal 2023–2024 releases
    // against the revenue NVIDIA first reported for each quarter.
    let cases = [
        ("Q2 fiscal 2023", "below"),
        ("Q3 fiscal 2023", "within"),
        ("Q4 fiscal 2023", "within"),
        ("Q1 fiscal 2024", "above"),
        ("Q2 fiscal 2024", "above"),
        ("Q3 fiscal 2024", "above"),
        ("Q4 fiscal 2024", "above"),
        ("Q1 fiscal 2025", "above"),
    ];
    for (period, position) in cases {
        let r = q(&t, &format!("Did NVIDIA hit its revenue outlook for {period}?")).await;
        assert_eq!(r.route, Some("say_do"), "{period}: {:?}", r.trace);
        assert!(!r.refused, "{period}: {}", r.answer);
        assert_eq!(evidence(&r)["result"]["comparison"]["position"], position, "{period}: {}", r.answer);
        assert!(r.review.passed, "{period}: {:?} {}", failed(&r), r.answer);
        assert!(r.figures.iter().all(|f| f.verified), "{period}");
    }
    // The headline example, figure by figure.
    let r = q(&t, "Did NVIDIA hit its revenue outlook for Q3 fiscal 2024?").await;
    assert!(r.answer.contains("$16.00 billion, plus or minus 2% [1]"), "{}", r.answer);
    assert!(r.answer.contains("$18.12 billion [2]"), "{}", r.answer);
    assert!(r.answer.contains("above the top of the guided range"), "{}", r.answer);
    assert!(r.answer.contains("+13.3%"), "{}", r.answer);
    assert_eq!(r.passages[0].source.filed.unwrap().to_string(), "2023-08-23");
    assert_eq!(r.passages[0].source.form.as_deref(), Some("8-K"));
    assert_eq!(r.passages[1].source.form.as_deref(), Some("10-Q"));
    assert_eq!(r.passages[1].source.accession.as_deref(), Some("0001045810-23-000227"), "as first reported");
    assert!(r.usage.is_none(), "offline: no model spend");
    let f = r.figures.iter().find(|f| f.text.contains("18.12")).unwrap();
    assert_eq!(f.value.normalize().to_string(), "18120000000");
    assert_eq!(f.unit, "USD");
    assert_eq!(f.cited, vec![2]);

    // The result is the contract other tools read.
    let v = serde_json::to_value(&r).unwrap();
    for k in ["id", "question", "issuer", "ambiguous", "route", "refused", "answer", "passages", "figures", "review", "usage", "timings_ms"] {
        assert!(v.get(k).is_some(), "missing {k}");
    }
    for stage in ["resolve", "onboard", "route", "retrieve", "synthesise", "check", "total"] {
        assert!(v["timings_ms"].get(stage).is_some(), "timing {stage}");
    }
    assert_eq!(v["passages"][2]["source"]["kind"], "computed");
    // The evidence: the tool's envelope, its passages carried once (above), the period in words.
    let mut keys: Vec<&str> = v["evidence"].as_object().unwrap().keys().map(String::as_str).collect();
    keys.sort();
    assert_eq!(keys, ["basis", "concept", "derived", "exclusions", "matched", "period", "period_note", "refusal", "result", "tool", "used"]);
    assert_eq!(v["evidence"]["tool"], "say_do");
    assert_eq!(v["evidence"]["period"], "Q3 fiscal 2024");
    for k in ["metric", "label", "period", "basis", "basis_note", "guide", "actual", "comparison", "comparison_passage"] {
        assert!(v["evidence"]["result"].get(k).is_some(), "say_do result misses {k}");
    }
    assert_eq!(v["evidence"]["result"]["comparison"]["position"], "above");
    assert_eq!(v["evidence"]["result"]["guide"]["passage"], 1);

    // Explain retraces each figure to its facts or guidance sentence.
    let e = saydo::explain::explain(&t.app, r.id).await.unwrap();
    let trail = e["figures"].as_array().unwrap().iter().find(|f| f["figure"]["text"].as_str().unwrap().contains("18.12")).unwrap();
    assert_eq!(trail["trail"][0]["facts"][0]["accession"], "0001045810-23-000227");
    assert_eq!(trail["trail"][0]["facts"][0]["concept"], "us-gaap:Revenues");

    // The non-GAAP guide is held against the non-GAAP actual from the next release.
    let r = q(&t, "Did NVIDIA meet its non-GAAP gross margin guidance for Q3 fiscal 2024?").await;
    assert_eq!(evidence(&r)["result"]["basis"], "non_gaap", "{}", r.answer);
    assert_eq!(evidence(&r)["result"]["actual"]["value"].as_f64(), Some(75.0));
    assert!(r.review.passed, "{:?}", failed(&r));

    // The scorecard across quarters.
    let r = q(&t, "What is NVIDIA's track record against its revenue guidance?").await;
    assert_eq!(evidence(&r)["result"]["scorecard"], true, "{}", r.answer);
    assert_eq!((evidence(&r)["result"]["above"].as_u64(), evidence(&r)["result"]["within"].as_u64(), evidence(&r)["result"]["below"].as_u64()), (Some(5), Some(2), Some(1)), "{}", r.answer);
    assert!(r.review.passed, "{:?}", failed(&r));

    // The issuer's last-question time is kept for the corpus cache.
    let at: Option<chrono::DateTime<chrono::Utc>> =
        sqlx::query_scalar("SELECT last_question_at FROM issuers WHERE cik = 1045810").fetch_one(&owner(&t.db_url).await).await.unwrap();
    assert!(at.is_some());
}

#[tokio::test]
async fn actuals_refusals_and_narrative_offline() {
    let t = spawn_app().await;
    let r = q(&t, "What were Apple's net sales in fiscal 2023?").await;
    assert_eq!(r.route, Some("actuals"));
    assert!(!r.refused);
    let f = &r.figures[0];
    assert_eq!((f.value.normalize().to_string().as_str(), f.unit.as_str(), f.verified), ("383290000000", "USD", true));
    assert!(r.passages[0].text.contains("$383,285,000,000"));

    let r = q(&t, "What was NVIDIA's revenue in Q4 fiscal 2024?").await;
    assert!(r.answer.contains("$22.10 billion"), "{}", r.answer);
    assert_eq!(evidence(&r)["derived"], true);

    // No guidance given (Apple's releases carry none SayDo can read).
    let r = q(&t, "Did Apple hit its revenue guidance for fiscal 2023?").await;
    assert!(r.refused, "{}", r.answer);
    assert!(r.figures.is_empty());

    // A period not reported yet.
    let r = q(&t, "What was NVIDIA's revenue in Q3 fiscal 2029?").await;
    assert!(r.refused && r.answer.contains("has not reported"), "{}", r.answer);
    assert!(r.review.passed, "{:?}", failed(&r));

    // No such company.
    let r = q(&t, "Did Frobozz Zorkmid beat its outlook?").await;
    assert!(r.refused && r.issuer.is_none());

    // Off topic.
    let r = q(&t, "What is the capital of France?").await;
    assert!(r.refused && r.issuer.is_none());

    // Narrative: search over the corpus.
    let r = q(&t, "What did NVIDIA say about data center demand?").await;
    assert_eq!(r.route, Some("search"));
    assert!(!r.refused && !r.passages.is_empty());
    assert!(r.passages.iter().any(|p| p.text.to_lowercase().contains("data center")));
    assert!(r.review.passed, "{:?}", failed(&r));

    // Bad input is a clear error.
    assert!(matches!(ask(&t.app, "   ", &opts(), &()).await, Err(saydo::Error::BadInput(_))));
    assert!(matches!(ask(&t.app, &"x".repeat(10_000), &opts(), &()).await, Err(saydo::Error::BadInput(_))));
}

const GOOD: &str = "NVIDIA guided revenue of $16.00 billion, plus or minus 2% [1]. It reported $18.12 billion [2], above the top of the guided range, +$2.12 billion (+13.3%) against the midpoint [3].";
const WRONG: &str = "NVIDIA guided revenue of $16.00 billion [1]. It reported $18.2 billion [2], above the top of the guided range [3].";
const Q3: &str = "Did NVIDIA hit its revenue outlook for Q3 fiscal 2024?";

async fn with_model(replies: Vec<Reply>, timeout: &str) -> (TestApp, FakeAnthropic, AskResult) {
    let fake = FakeAnthropic::start().await;
    let t = spawn_app_with(&["--anthropic-api-key", "test-key", "--anthropic-url", &fake.url(), "--llm-timeout-secs", timeout]).await;
    // Warm the issuer first (offline path has no model call for onboarding).
    fake.script(replies);
    let r = q(&t, Q3).await;
    (t, fake, r)
}

#[tokio::test]
async fn model_drafts_are_checked_and_revised_once() {
    // A good draft passes with no revision; the prompt carries cache_control and the passages.
    let (t, fake, r) = with_model(vec![Reply::Text(GOOD.into())], "5").await;
    assert!(r.review.passed && !r.review.revised, "{:?}", failed(&r));
    assert_eq!(fake.requests().len(), 1);
    let req = &fake.requests()[0];
    // The system prompt is far under Haiku 4.5's 4,096-token cacheable minimum: it is not
    // marked (a mark would cache nothing), and the usage says no token was cached.
    assert!(req["system"][0].get("cache_control").is_none(), "{}", req["system"]);
    assert!(!saydo::llm::cacheable("claude-haiku-4-5", saydo::synthesise::SYSTEM_PROMPT));
    assert!(req["messages"][0]["content"].as_str().unwrap().contains("[1] Revenue is expected to be $16.00 billion"));
    let u = r.usage.as_ref().unwrap();
    assert!(u.input_tokens > 300 && u.output_tokens == 80, "{u:?}");
    assert_eq!((u.cache_read_input_tokens, u.cache_creation_input_tokens), (0, 0));
    let (spent, read, written): (f64, i64, i64) =
        sqlx::query_as("SELECT sum(usd)::float8, sum(cache_read_tokens)::int8, sum(cache_write_tokens)::int8 FROM spend").fetch_one(&owner(&t.db_url).await).await.unwrap();
    assert!((spent - u.cost_usd).abs() < 1e-9 && spent > 0.0);
    assert_eq!((read, written), (0, 0));

    // A wrong number goes back once, naming it; the fixed draft passes.
    let (_, fake, r) = with_model(vec![Reply::Text(WRONG.into()), Reply::Text(GOOD.into())], "5").await;
    assert!(r.review.revised && r.review.passed, "{:?}", failed(&r));
    let reqs = fake.requests();
    assert_eq!(reqs.len(), 2, "exactly one revision");
    let feedback = reqs[1]["messages"][2]["content"].as_str().unwrap();
    assert!(feedback.contains("cites $18.2 billion") && feedback.contains("passage 2 says $18,120,000,000"), "{feedback}");

    // Still broken after the one revision: its failing checks are delivered beside the answer,
    // never hidden — and its unverified figures never become the answer.
    let (_, fake, r) = with_model(vec![Reply::Text(WRONG.into()), Reply::Text("It reported $19 billion [9].".into())], "5").await;
    assert_eq!(fake.requests().len(), 2);
    assert!(r.review.revised && !r.review.passed);
    let names: Vec<&str> = r.review.checks.iter().filter(|c| !c.passed).map(|c| c.name.as_str()).collect();
    assert!(names.contains(&"citation_indices_valid") && names.contains(&"numbers_supported"), "{names:?}");
    assert_eq!(r.review.rejected_draft.as_deref(), Some("It reported $19 billion [9]."));
    assert!(r.answer.contains("$18.12 billion [2]") && !r.answer.contains("$19 billion"), "{}", r.answer);
    assert!(r.figures.iter().all(|f| f.verified));

    // An uncited number, and a say-do word that contradicts the computation.
    let (_, _, r) = with_model(vec![Reply::Text("Revenue was $18.12 billion, below the range.".into()), Reply::Text(GOOD.into())], "5").await;
    assert!(r.review.revised && r.review.passed);
}

#[tokio::test]
async fn model_failures_fall_back_to_the_offline_synthesiser() {
    for (reply, why) in [
        (Reply::Status(529), "529"),
        (Reply::Status(500), "500"),
        (Reply::Malformed, "malformed"),
        (Reply::Stall(std::time::Duration::from_secs(3)), "timed out"),
    ] {
        let (t, _, r) = with_model(vec![reply], "1").await;
        assert!(r.review.passed, "{why}: {:?}", failed(&r));
        assert!(r.answer.contains("$18.12 billion [2]"), "{why}: offline answer expected: {}", r.answer);
        assert!(r.trace.iter().any(|l| l.contains("offline synthesiser answered") && l.to_lowercase().contains(why)), "{why}: {:?}", r.trace);
        // Nothing billed, nothing counted.
        let n: i64 = sqlx::query_scalar("SELECT count(*) FROM spend").fetch_one(&owner(&t.db_url).await).await.unwrap();
        assert_eq!(n, 0, "{why}");
    }
}

#[tokio::test]
async fn below_the_threshold_the_model_chooses_the_tool() {
    // "Anything new on NVIDIA's guidance?" names no metric: the rules are unsure (0.60).
    let fake = FakeAnthropic::start().await;
    let t = spawn_app_with(&["--anthropic-api-key", "k", "--anthropic-url", &fake.url()]).await;
    fake.script(vec![Reply::Tool("guidance".into()), Reply::Status(529)]);
    let r = q(&t, "Anything new on NVIDIA's guidance?").await;
    assert_eq!(r.route, Some("guidance"), "{:?}", r.trace);
    assert!(r.trace.iter().any(|l| l.contains("model chose guidance")), "{:?}", r.trace);
    let first = &fake.requests()[0];
    assert_eq!(first["tool_choice"]["type"], "any");
    // Every tool the router knows is offered (say-do, scorecard, actuals, guidance, search).
    assert_eq!(first["tools"].as_array().unwrap().len(), saydo::route::Tool::ALL.len());
    // Without a key the best rule is taken, and the trace says so.
    let t = spawn_app().await;
    let r = q(&t, "Anything new on NVIDIA's guidance?").await;
    // The rules' best: guidance words and no metric read as the latest revenue guidance.
    assert_eq!(r.route, Some("guidance"));
    assert!(r.trace.iter().any(|l| l.contains("best rule taken")), "{:?}", r.trace);
}

/// A system prefix at or over the model's cacheable minimum is marked; the first call writes
/// it to the cache and the next reads it, as the API reports, and the usage carries both.
#[tokio::test]
async fn a_long_enough_prefix_is_marked_and_its_cache_tokens_counted() {
    use saydo::llm::{Anthropic, Llm, Turn};
    let fake = FakeAnthropic::start().await;
    let llm = Anthropic::new(&fake.url(), "k", "claude-haiku-4-5", std::time::Duration::from_secs(5)).unwrap();
    let system = "Worked example of a cited answer. ".repeat(600); // ~20 KB, ~5,000 tokens
    assert!(saydo::llm::cacheable("claude-haiku-4-5", &system));
    fake.script(vec![Reply::Text("one".into()), Reply::Text("two".into())]);
    let turns = [Turn { role: "user", text: "Question?".into() }];
    let (_, first) = llm.complete(&system, &turns, 100).await.unwrap();
    let (_, second) = llm.complete(&system, &turns, 100).await.unwrap();
    assert_eq!(fake.requests()[0]["system"][0]["cache_control"]["type"], "ephemeral");
    assert!(first.cache_creation_input_tokens > 4096 && first.cache_read_input_tokens == 0, "{first:?}");
    assert!(second.cache_read_input_tokens == first.cache_creation_input_tokens && second.cache_creation_input_tokens == 0, "{second:?}");
    assert!(second.cost_usd < first.cost_usd, "a cache read is cheaper than a cache write");
}

/// A figure SayDo computes (free cash flow, a margin) is said to be computed, not reported,
/// and a full year's is never called "the full year less the first nine months".
#[tokio::test]
async fn computed_figures_are_said_to_be_computed() {
    let t = spawn_app().await;
    for question in ["What was NVIDIA's free cash flow for fiscal 2024?", "What was NVIDIA's gross margin in fiscal 2024?"] {
        let r = q(&t, question).await;
        assert!(!r.refused, "{question}: {}", r.answer);
        assert!(r.answer.contains("computed by SayDo"), "{question}: {}", r.answer);
        assert!(!r.answer.contains("NVIDIA reported"), "{question}: {}", r.answer);
        assert!(!r.answer.contains("first nine months"), "{question}: {}", r.answer);
        assert!(r.figures.iter().all(|f| f.verified), "{question}: {}", r.answer);
    }
    // A fourth quarter's revenue is filed only as the year and nine months: that is said.
    let r = q(&t, "What was NVIDIA's revenue in Q4 fiscal 2024?").await;
    assert!(r.answer.contains("NVIDIA reported revenue of $22.10 billion"), "{}", r.answer);
    assert!(r.answer.contains("full year less the first nine months"), "{}", r.answer);
    // A second half likewise, as the year less its first half (29,760 − 8,232 = 21,528); a
    // per-share figure is never derived that way.
    let r = q(&t, "How much net income did NVIDIA make in the back half of fiscal 2024?").await;
    assert!(r.answer.contains("$21.53 billion") && r.answer.contains("full year less the first half"), "{}", r.answer);
    assert!(r.figures.iter().all(|f| f.verified), "{}", r.answer);
    let r = q(&t, "NVIDIA diluted EPS in the second half of fiscal 2024").await;
    assert!(r.refused, "{}", r.answer);
}

/// A period the issuer's filings have reported but its XBRL facts do not reach (the mirror's
/// Tesla facts end in 2022; its 10-Q for June 2025 is among its filings): the filing's text is
/// quoted and the lag is said, never "Tesla has not reported it yet".
#[tokio::test]
async fn a_period_reported_in_filings_beyond_the_facts_is_read_from_the_filings() {
    let t = spawn_app().await;
    let r = q(&t, "What effective tax rate did Tesla report for the June 2025 quarter?").await;
    assert!(!r.refused && !r.answer.contains("has not reported"), "{}", r.answer);
    assert!(r.answer.contains("23%") && r.answer.contains("quoted from the filings, not computed from facts"), "{}", r.answer);
    assert!(r.review.passed, "{:?} {}", failed(&r), r.answer);
    // A period no filing has reached is still not reported.
    let r = q(&t, "What was Tesla's revenue in Q2 2031?").await;
    assert!(r.refused, "{}", r.answer);
}

/// A figure the facts do not tag for the period asked (Apple's dividends declared in a single
/// quarter: the cash-flow line is year to date, the equity statement's line is untagged), asked
/// of a filing the question names: that filing's words are quoted and the gap is said. Asked
/// with no filing named, it is still "the facts hold no …".
#[tokio::test]
async fn a_figure_asked_of_a_named_filing_is_searched_when_the_facts_lack_it() {
    let t = spawn_app().await;
    let r = q(&t, "In Apple's 10-Q, what dividends and dividend equivalents were declared in Q3 fiscal 2024?").await;
    assert!(!r.refused, "{}", r.answer);
    assert!(r.answer.contains("quoted from the filings, not computed from facts"), "{}", r.answer);
    assert!(r.passages.iter().any(|p| p.text.contains("Dividends and dividend equivalents declared | (3,912) | (3,864)")), "{:?}", r.trace);
    assert!(r.review.passed, "{:?} {}", failed(&r), r.answer);
    let r = q(&t, "What dividends did Apple pay in Q3 fiscal 2024?").await;
    assert!(r.refused && r.answer.contains("hold no dividends paid"), "{}", r.answer);
}

/// A former name of the issuer (SEC's formerNames: "TESLA MOTORS INC") names the company, not a
/// part of it: the answer is the company's figure, never "no motors gross margin".
#[tokio::test]
async fn a_former_name_is_the_company_not_a_part() {
    let t = spawn_app().await;
    let r = q(&t, "tesla motors gross margin (gross profit / revenue) in fiscal 2021?").await;
    assert_eq!(r.route, Some("derived"), "{:?}", r.trace);
    assert!(!r.refused && r.answer.contains("25.3%"), "{}", r.answer);
    assert!(r.review.passed, "{:?} {}", failed(&r), r.answer);
}
