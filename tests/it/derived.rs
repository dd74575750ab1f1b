//! The derived tool on the mirror, called directly (the router's choice of it is tested with
//! the router): growth, differences and shares computed in code from cited figures, every
//! figure of the offline answer verified against the passage it cites, and refusals that name
//! the input SayDo lacks.

use rust_decimal::prelude::ToPrimitive;
use rust_decimal::Decimal;
use saydo::check::{review, Expect};
use saydo::fiscal::{FiscalPeriod, Span};
use saydo::tools::{self, Args, Derivation, Envelope, Found, SourceKind, Tool};

use crate::support::{spawn_app, TestApp};

const NVIDIA: u64 = 1045810;

fn fp(year: i32, span: Span) -> FiscalPeriod {
    FiscalPeriod { year, span }
}

/// A tool's arguments for one metric and period of an onboarded issuer, as the router would give them.
async fn args<'a>(t: &TestApp, cik: u64, issuer: &'a str, metric: &str, period: FiscalPeriod) -> Args<'a> {
    let calendar = saydo::corpus::calendar(&t.app.store.query, cik).await.unwrap();
    Args {
        cik,
        issuer,
        metric: tools::metric(metric).unwrap(),
        period: Some(period),
        compare_to: None,
        derivation: None,
        denominator: None,
        qualifier: None,
        non_gaap: false,
        gaap: false,
        question: "",
        calendar,
        vector: None,
        window: Default::default(),
        share_terms: &[],
    }
}

async fn derive(t: &TestApp, cik: u64, issuer: &str, metric: &str, period: FiscalPeriod, compare_to: Option<FiscalPeriod>, derivation: Option<Derivation>) -> Envelope<Found> {
    t.app.ensure_onboarded(cik, &()).await.unwrap();
    let args = Args { compare_to, derivation, ..args(t, cik, issuer, metric, period).await };
    tools::run(Tool::Derived, &t.app.store.query, &args).await.unwrap()
}

fn result(env: &Envelope<Found>) -> &saydo::tools::derived::Derived {
    match env.result.as_ref() {
        Some(Found::Derived(d)) => d,
        other => panic!("no derived result ({:?}): {other:?}", env.refusal),
    }
}

/// The offline answer and the checker over it, as the ask pipeline builds its expectations.
fn answer(issuer: &str, env: &Envelope<Found>) -> (String, Vec<saydo::check::Figure>) {
    let draft = saydo::synthesise::offline::write(issuer, "", env);
    let texts: Vec<(usize, &str)> = env.passages.iter().map(|p| (p.index, p.text.as_str())).collect();
    let refused = env.refusal.is_some();
    let expect = Expect {
        position: None,
        basis: env.basis.clone(),
        period: env.period.filter(|_| !refused),
        against: env.result.as_ref().and_then(Found::against).filter(|_| !refused),
        refused,
        exclusions: env.exclusions.len(),
    };
    let (figures, checks) = review(&draft, &texts, &expect);
    let failed: Vec<String> = checks.iter().filter(|c| !c.passed).map(|c| format!("{}: {}", c.name, c.detail)).collect();
    assert!(failed.is_empty(), "{draft}\n{failed:?}\n{:#?}", env.passages);
    (draft, figures)
}

/// A computed answer: the value, the computed passage citing its inputs, every figure verified.
fn assert_computed(env: &Envelope<Found>, value: &str, unit: &str, says: &[&str]) -> String {
    let d = result(env);
    assert_eq!(d.value, value.parse::<Decimal>().unwrap(), "{:#?}", env.passages);
    assert_eq!(d.unit, unit);
    let p = &env.passages[d.passage - 1];
    assert_eq!(p.source.kind, SourceKind::Computed);
    assert_eq!(p.source.inputs.len(), 2, "{}", p.text);
    assert!(p.source.inputs.iter().all(|i| *i < d.passage), "inputs come before the computation");
    let (draft, figures) = answer("NVIDIA", env);
    assert!(!figures.is_empty() && figures.iter().all(|f| f.verified), "{draft}: {figures:?}");
    for s in says {
        assert!(draft.contains(s) || p.text.contains(s), "{s:?} in neither {draft:?} nor {:?}", p.text);
    }
    draft
}

#[tokio::test]
async fn nvidia_growth_differences_and_shares() {
    let t = spawn_app().await;
    let nv = |metric, p, c, d| derive(&t, NVIDIA, "NVIDIA", metric, p, c, d);

    // Year over year: (18,120 − 5,931) / 5,931.
    let env = nv("revenue", fp(2024, Span::Q3), None, Some(Derivation::YearOverYear)).await;
    let draft = assert_computed(&env, "205.5134", "percent", &["$18,120,000,000 (Q3 fiscal 2024)", "$5,931,000,000 (Q3 fiscal 2023)", "+205.51%", "+205.5%"]);
    assert!(draft.contains("year over year for Q3 fiscal 2024 was +205.5%"), "{draft}");
    assert_eq!(result(&env).against.as_deref(), Some("Q3 fiscal 2023"));
    assert_eq!(env.period, Some(fp(2024, Span::Q3)));
    // With no derivation and no second period, growth is year over year.
    let inferred = nv("revenue", fp(2024, Span::Q3), None, None).await;
    assert_eq!(result(&inferred).derivation, Derivation::YearOverYear);
    assert_eq!(result(&inferred).value, result(&env).value);

    // Sequential: Q4 is derived as the full year less nine months (22,103) against Q3's 18,120.
    let env = nv("revenue", fp(2024, Span::Q4), None, Some(Derivation::Sequential)).await;
    assert_computed(&env, "21.9812", "percent", &["$22,103,000,000 (Q4 fiscal 2024)", "+22.0%", "quarter over quarter"]);
    assert!(env.passages.iter().any(|p| p.text.contains("derived by SayDo") && p.text.contains("$60,922,000,000")));
    // Q1 is held against the prior year's Q4.
    let env = nv("revenue", fp(2024, Span::Q1), None, Some(Derivation::Sequential)).await;
    assert_eq!(result(&env).against.as_deref(), Some("Q4 fiscal 2023"));
    answer("NVIDIA", &env);

    // Between two named fiscal years, whichever is named first: 60,922 against 26,974.
    let env = nv("revenue", fp(2023, Span::FY), Some(fp(2024, Span::FY)), Some(Derivation::GrowthBetween)).await;
    let draft = assert_computed(&env, "125.8545", "percent", &["+125.9%", "from fiscal 2023 to fiscal 2024"]);
    assert_eq!(result(&env).period, "fiscal 2024", "{draft}");
    let env = nv("revenue", fp(2024, Span::FY), Some(fp(2023, Span::FY)), Some(Derivation::Difference)).await;
    assert_computed(&env, "33948000000", "USD", &["+$33,948,000,000", "+$33.95 billion"]);

    // Net margin: 29,760 / 60,922.
    let env = nv("net_income", fp(2024, Span::FY), None, Some(Derivation::ShareOfRevenue)).await;
    assert_computed(&env, "48.8493", "percent", &["48.85%", "net income as a share of revenue"]);
    // A margin is a share already: stated as metric_values computes it.
    let env = nv("gross_margin", fp(2024, Span::Q3), None, Some(Derivation::ShareOfRevenue)).await;
    let draft = assert_computed(&env, "73.9514", "percent", &["74.0%"]);
    assert!(draft.contains("gross margin for Q3 fiscal 2024 was 74.0%"), "{draft}");
    // A margin's change is in percentage points, not a percent of a percent.
    let env = nv("gross_margin", fp(2024, Span::Q3), None, Some(Derivation::YearOverYear)).await;
    let d = result(&env);
    assert_eq!(d.unit, "points");
    assert!(d.value > Decimal::from(15) && d.value < Decimal::from(40), "{}", d.value);
    let draft = assert_computed(&env, &d.value.to_string(), "points", &["percentage points"]);
    assert!(draft.contains("gross margin change year over year"), "{draft}");
    // Per-share growth.
    // Per-share growth, both figures as the fiscal 2026 10-K states them: 4.90 against 2.94.
    let env = nv("eps", fp(2026, Span::FY), None, Some(Derivation::YearOverYear)).await;
    assert_computed(&env, "66.6667", "percent", &["+66.7%"]);
    let env = nv("eps", fp(2025, Span::FY), Some(fp(2026, Span::FY)), Some(Derivation::Difference)).await;
    let draft = assert_computed(&env, "1.96", "USD/share", &["+$1.96"]);
    assert!(draft.contains("+$1.96 per share"), "{draft}");

    // One metric less another in one period: R&D 8,675 less SG&A 2,654 for fiscal 2024.
    t.app.ensure_onboarded(NVIDIA, &()).await.unwrap();
    let base = args(&t, NVIDIA, "NVIDIA", "research_and_development", fp(2024, Span::FY)).await;
    let gap = Args { derivation: Some(Derivation::Gap), denominator: tools::metric("sga").ok(), ..base };
    let env = tools::run(Tool::Derived, &t.app.store.query, &gap).await.unwrap();
    let draft = assert_computed(&env, "6021000000", "USD", &["$8,675,000,000", "$2,654,000,000", "$6.02 billion"]);
    assert!(draft.contains("research and development expense less selling, general and administrative expense"), "{draft}");
    // A per-share figure and an amount are not taken one from the other.
    let odd = Args { metric: tools::metric("eps").unwrap(), ..gap };
    let env = tools::run(Tool::Derived, &t.app.store.query, &odd).await.unwrap();
    assert!(env.refusal.as_deref().is_some_and(|r| r.contains("not both amounts of money")), "{:?}", env.refusal);
}

/// TSMC's 20-F translates its latest year into US dollars for convenience, each year at its own
/// rate: growth is computed in New Taiwan dollars, the currency it reports in
/// (2,161,735.8 against 2,263,891.3 million), never from two translations.
#[tokio::test]
async fn growth_is_computed_in_the_reporting_currency() {
    let t = spawn_app().await;
    let env = derive(&t, 1046179, "TSMC", "revenue", fp(2023, Span::FY), None, Some(Derivation::YearOverYear)).await;
    let d = result(&env);
    assert_eq!(d.value, "-4.5124".parse::<Decimal>().unwrap(), "{:#?}", env.passages);
    assert!(env.passages.iter().all(|p| !p.text.contains('$')), "{:#?}", env.passages);
    let (draft, figures) = answer("TSMC", &env);
    assert!(figures.iter().all(|f| f.verified) && draft.contains("-4.5%"), "{draft}");
}

#[tokio::test]
async fn nvidia_derived_refusals_name_the_missing_input() {
    let t = spawn_app().await;
    let nv = |metric, p, c, d| derive(&t, NVIDIA, "NVIDIA", metric, p, c, d);
    let refusal = |env: &Envelope<Found>| {
        assert!(env.result.is_none() && env.passages.is_empty() && env.exclusions.is_empty());
        let why = env.refusal.clone().expect("refused");
        // The refusal is the answer: no figure beside it.
        answer("NVIDIA", env);
        why
    };

    let why = refusal(&nv("revenue", fp(1990, Span::Q1), None, Some(Derivation::YearOverYear)).await);
    assert!(why.contains("Q1 fiscal 1990") && why.contains("SayDo holds NVIDIA's reported periods from") && why.contains("through Q"), "{why}");
    let why = refusal(&nv("revenue", fp(2031, Span::FY), None, None).await);
    assert!(why.contains("has not reported revenue for fiscal 2031 yet"), "{why}");
    // The year before the first one SayDo holds.
    let first = saydo::tools::metric_values::earliest_period(&t.app.store.query, NVIDIA).await.unwrap().unwrap();
    let why = refusal(&nv("revenue", fp(first.year, Span::FY), None, Some(Derivation::YearOverYear)).await);
    assert!(why.contains(&format!("fiscal {}", first.year - 1)), "{why}");
    // Sequential growth needs a quarter.
    let why = refusal(&nv("revenue", fp(2024, Span::FY), None, Some(Derivation::Sequential)).await);
    assert!(why.contains("not a quarter"), "{why}");
    // A quarter against a year, and a per-share figure as a share of revenue.
    let why = refusal(&nv("revenue", fp(2024, Span::Q4), Some(fp(2023, Span::FY)), Some(Derivation::GrowthBetween)).await);
    assert!(why.contains("different lengths"), "{why}");
    let why = refusal(&nv("eps", fp(2024, Span::FY), None, Some(Derivation::ShareOfRevenue)).await);
    assert!(why.contains("per-share"), "{why}");
    // Per-share figures from two filings (NVIDIA split its stock ten for one in June 2024: the
    // 10-Q for Q3 fiscal 2023 states the pre-split figure) are not held against each other.
    let why = refusal(&nv("eps", fp(2024, Span::Q3), None, Some(Derivation::YearOverYear)).await);
    assert!(why.contains("different filings"), "{why}");
}

/// Reads "Q3 FY2024" / "FY2024".
fn gold_period(s: &str) -> FiscalPeriod {
    let (span, year) = s.split_once(' ').unwrap_or(("FY", s));
    FiscalPeriod { year: year.trim_start_matches("FY").parse().unwrap(), span: Span::parse(span).unwrap() }
}

/// The metric whose own concepts (or, for a ratio, whose numerator's) include `concept`.
fn metric_for(concept: &str, ratio: bool) -> &'static str {
    use saydo::vocabulary::{by_name, Kind, METRICS};
    let reports = |name: &str| by_name(name).is_some_and(|m| m.concepts.iter().any(|c| c.1 == concept));
    if ratio {
        if let Some(m) = METRICS.iter().find(|m| matches!(m.kind, Kind::Ratio { num, .. } if reports(num))) {
            return m.name;
        }
    }
    METRICS.iter().find(|m| m.concepts.iter().any(|c| c.1 == concept)).map(|m| m.name).unwrap_or_else(|| panic!("no metric reports {concept}"))
}

/// The derived eval values, each asked of the tool directly with the derivation and periods its
/// gold names: `SAYDO_DERIVED_SPLIT=tune` (the default) or `test`. Prints a score; run by hand.
#[tokio::test]
#[ignore]
async fn derived_eval_values() {
    let split = std::env::var("SAYDO_DERIVED_SPLIT").unwrap_or_else(|_| "tune".into());
    let t = spawn_app().await;
    let text = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/evals/questions.jsonl")).unwrap();
    let (mut total, mut right, mut verified) = (0, 0, 0);
    for line in text.lines().filter(|l| !l.trim().is_empty()) {
        let c: serde_json::Value = serde_json::from_str(line).unwrap();
        if c["category"] != "derived" || c["split"] != split.as_str() {
            continue;
        }
        total += 1;
        let e = &c["expect"];
        let gold = e["value"].as_f64().unwrap();
        let tol = e["tolerance"].as_f64().unwrap_or(0.005) * gold.abs();
        let inputs = e["inputs"].as_array().unwrap();
        let (c0, c1) = (inputs[0]["concept"].as_str().unwrap(), inputs[1]["concept"].as_str().unwrap());
        let (p0, p1) = (gold_period(inputs[0]["period"].as_str().unwrap()), gold_period(inputs[1]["period"].as_str().unwrap()));
        let (metric, period, compare_to, derivation) = match e["formula"].as_str().unwrap() {
            "ratio" => (metric_for(c0, true), p0, None, Derivation::ShareOfRevenue),
            "growth" => {
                let before = match p0.span.quarter_number() {
                    Some(1) => Some(fp(p0.year - 1, Span::Q4)),
                    Some(n) => Some(fp(p0.year, Span::quarter(n - 1).unwrap())),
                    None => None,
                };
                let d = if p1 == fp(p0.year - 1, p0.span) {
                    Derivation::YearOverYear
                } else if Some(p1) == before {
                    Derivation::Sequential
                } else {
                    Derivation::GrowthBetween
                };
                (metric_for(c0, false), p0, (d == Derivation::GrowthBetween).then_some(p1), d)
            }
            "difference" if c0 == c1 => (metric_for(c0, false), p0, Some(p1), Derivation::Difference),
            f => {
                println!("{} {f} of {c0} and {c1}: no derivation computes it", c["id"]);
                continue;
            }
        };
        let cik = c["cik"].as_u64().unwrap();
        let issuer = c["company"].as_str().unwrap();
        let env = derive(&t, cik, issuer, metric, period, compare_to, Some(derivation)).await;
        let got = env.result.as_ref().and_then(|f| match f {
            Found::Derived(d) => d.value.to_f64(),
            _ => None,
        });
        let ok = got.is_some_and(|g| (g - gold).abs() <= tol);
        // The answer's figure, as the eval reads it: verified and within tolerance of the gold.
        let draft = saydo::synthesise::offline::write(issuer, "", &env);
        let texts: Vec<(usize, &str)> = env.passages.iter().map(|p| (p.index, p.text.as_str())).collect();
        let expect = Expect { period: env.period, against: env.result.as_ref().and_then(Found::against), exclusions: env.exclusions.len(), ..Default::default() };
        let (figures, _) = review(&draft, &texts, &expect);
        let in_answer = figures.iter().any(|f| f.verified && f.value.to_f64().is_some_and(|v| (v - gold).abs() <= tol));
        right += ok as usize;
        verified += in_answer as usize;
        println!("{} {metric} {derivation:?} {period} {compare_to:?}: gold {gold} got {got:?} {} {}", c["id"], if ok { "ok" } else { "WRONG" }, if in_answer { "answer-verified" } else { "answer-NOT" });
        if !ok || !in_answer {
            println!("    {:?} | {draft}", env.refusal);
        }
    }
    println!("derived {split}: {right}/{total} values reproduced; {verified}/{total} in a verified answer figure");
}

/// Stores guidance read by the real extractor from a release sentence, as an ingest would.
async fn store_guide(t: &TestApp, cik: u64, text: &str, filed: &str, accession: &str) -> usize {
    let pool = &t.app.store.query;
    let calendar = saydo::corpus::calendar(pool, cik).await.unwrap();
    let filed: chrono::NaiveDate = filed.parse().unwrap();
    let doc = saydo::html::plain_to_text(text);
    let found = saydo::guidance::extract::extract(&doc, &calendar, filed);
    let recs: Vec<_> = found.iter().map(|g| saydo::guidance::GuidanceRecord::from_extracted(g, accession, filed, "https://www.sec.gov/test")).collect();
    let mut tx = t.app.store.ingest.begin().await.unwrap();
    saydo::guidance::store(&mut tx, cik, &recs).await.unwrap();
    tx.commit().await.unwrap();
    recs.len()
}

async fn say_do(t: &TestApp, metric: &str, period: FiscalPeriod) -> Envelope<Found> {
    let args = args(t, NVIDIA, "NVIDIA", metric, period).await;
    tools::run(Tool::SayDo, &t.app.store.query, &args).await.unwrap()
}

/// A growth guide is held against growth computed in code from the two cited reported figures
/// (NVIDIA's real Q3 FY2024 and Q3 FY2023 revenue, $18,120m against $5,931m: +205.5%), and an
/// organic or comparable-store growth guide is said to be not comparable, never compared.
#[tokio::test]
async fn a_growth_guide_is_held_against_growth_computed_from_reported_figures() {
    let t = spawn_app().await;
    t.app.ensure_onboarded(NVIDIA, &()).await.unwrap();
    let n = store_guide(
        &t,
        NVIDIA,
        "Outlook\n\nFor the third quarter of fiscal 2024, revenue is expected to grow 170% to 180% year over year.\n",
        "2023-08-23",
        "0009999999-23-000001",
    )
    .await;
    assert_eq!(n, 1, "the extractor reads one growth guide");
    let env = say_do(&t, "revenue_growth", fp(2024, Span::Q3)).await;
    let Some(Found::SayDo(s)) = env.result.as_ref() else { panic!("no say-do: {:?}", env.refusal) };
    assert_eq!((s.guide.low, s.guide.high), (Some(Decimal::from(170)), Some(Decimal::from(180))));
    let expected = ((Decimal::from(18_120_000_000i64) - Decimal::from(5_931_000_000i64)) / Decimal::from(5_931_000_000i64) * Decimal::from(100)).round_dp(4);
    assert_eq!(s.actual.value, expected);
    assert_eq!(serde_json::to_value(&s.comparison.position).unwrap(), "above");
    let computed = &env.passages[s.actual.passage - 1];
    assert_eq!(computed.source.kind, SourceKind::Computed);
    assert_eq!(computed.source.inputs.len(), 2, "the growth cites both revenues: {}", computed.text);
    let (draft, figures) = answer("NVIDIA", &env);
    assert!(figures.iter().all(|f| f.verified), "{draft}: {figures:?}");

    // Reported growth asked of the actuals tool is that same computation.
    let pool = &t.app.store.query;
    let mut args = Args { question: "What was NVIDIA's revenue growth in Q3 FY2024?", ..args(&t, NVIDIA, "NVIDIA", "revenue_growth", fp(2024, Span::Q3)).await };
    let env = tools::run(Tool::Actuals, pool, &args).await.unwrap();
    assert_eq!(result(&env).value, expected);
    // Organic growth is not in XBRL: said so, never computed from reported revenue.
    args.question = "What was NVIDIA's organic revenue growth in Q3 FY2024?";
    let env = tools::run(Tool::Actuals, pool, &args).await.unwrap();
    assert!(env.result.is_none() && env.refusal.as_deref().is_some_and(|w| w.contains("organic")), "{:?}", env.refusal);

    // Organic growth (an adjusted basis) for the next quarter: said, and not compared.
    store_guide(&t, NVIDIA, "Outlook\n\nFor the fourth quarter of fiscal 2024, organic revenue growth is expected to be 200% to 240%.\n", "2023-11-21", "0009999999-23-000002").await;
    let env = say_do(&t, "revenue_growth", fp(2024, Span::Q4)).await;
    assert!(env.result.is_none());
    let why = env.refusal.as_deref().unwrap_or_default();
    assert!(why.contains("not comparable") && why.contains("organic"), "{why}");
}

/// A guide of one side ("at least", "no more than") is held against the result as that bound:
/// met or missed, measured from the bound, never from a midpoint nobody guided. NVIDIA's real
/// Q3 FY2024 revenue ($18,120m) against a floor of $16.0 billion, and its Q4 FY2024 revenue
/// (derived: $22,103m) against a ceiling of $20.0 billion.
#[tokio::test]
async fn a_floor_or_a_ceiling_is_met_or_missed_from_its_bound() {
    let t = spawn_app().await;
    t.app.ensure_onboarded(NVIDIA, &()).await.unwrap();
    let n = store_guide(&t, NVIDIA, "Outlook\n\nFor the third quarter of fiscal 2024, revenue is expected to be at least $16.0 billion.\n", "2023-08-23", "0009999999-23-000011").await;
    assert_eq!(n, 1, "the extractor reads the floor");
    let env = say_do(&t, "revenue", fp(2024, Span::Q3)).await;
    let Some(Found::SayDo(s)) = env.result.as_ref() else { panic!("no say-do: {:?}", env.refusal) };
    assert_eq!((s.guide.low, s.guide.high, s.guide.point), (Some(Decimal::from(16_000_000_000i64)), None, None));
    assert_eq!(serde_json::to_value(&s.comparison.position).unwrap(), "above");
    assert_eq!(s.comparison.delta, Decimal::from(2_120_000_000i64), "measured from the floor");
    let (draft, figures) = answer("NVIDIA", &env);
    assert!(draft.contains("at least $16.00 billion") && draft.contains("the floor was met") && draft.contains("against the floor"), "{draft}");
    assert!(!draft.contains("midpoint"), "{draft}");
    assert!(figures.iter().all(|f| f.verified), "{draft}: {figures:?}");

    store_guide(&t, NVIDIA, "Outlook\n\nFor the fourth quarter of fiscal 2024, revenue is expected to be no more than $20.0 billion.\n", "2023-11-21", "0009999999-23-000012").await;
    let env = say_do(&t, "revenue", fp(2024, Span::Q4)).await;
    let Some(Found::SayDo(s)) = env.result.as_ref() else { panic!("no say-do: {:?}", env.refusal) };
    assert_eq!((s.guide.low, s.guide.high), (None, Some(Decimal::from(20_000_000_000i64))));
    assert_eq!(serde_json::to_value(&s.comparison.position).unwrap(), "above");
    assert_eq!(s.comparison.outside_by, Some(Decimal::from(2_103_000_000i64)));
    let (draft, figures) = answer("NVIDIA", &env);
    assert!(draft.contains("at most $20.00 billion") && draft.contains("the ceiling was exceeded"), "{draft}");
    assert!(figures.iter().all(|f| f.verified), "{draft}: {figures:?}");
}

/// Growth compounded over years and the sum of the latest four quarters: computed in code,
/// cited to every input, verified by the checker; refused where the sum or the compounding
/// would mislead.
#[tokio::test]
async fn compound_annual_growth_and_trailing_twelve_months() {
    let t = spawn_app().await;
    let nv = |metric, p, c, d| derive(&t, NVIDIA, "NVIDIA", metric, p, c, d);

    // 60,922 (fiscal 2024) over 26,914 (fiscal 2022), two years: (60,922 / 26,914)^(1/2) − 1.
    let env = nv("revenue", fp(2022, Span::FY), Some(fp(2024, Span::FY)), Some(Derivation::CompoundAnnual)).await;
    let d = result(&env);
    let want = ((60_922f64 / 26_914f64).sqrt() - 1.0) * 100.0;
    assert!((d.value.to_f64().unwrap() - want).abs() < 1e-3, "{} vs {want}", d.value);
    assert_eq!((d.unit.as_str(), d.period.as_str(), d.against.as_deref()), ("percent", "fiscal 2024", Some("fiscal 2022")));
    let p = &env.passages[d.passage - 1];
    assert!(p.text.contains("(2 years)") && p.text.contains("$60,922,000,000") && p.text.contains("$26,914,000,000"), "{}", p.text);
    let (draft, figures) = answer("NVIDIA", &env);
    assert!(draft.contains("revenue compound annual growth from fiscal 2022 to fiscal 2024 was +50.5%"), "{draft}");
    assert!(figures.iter().all(|f| f.verified), "{figures:?}");
    // A margin does not compound; one period alone has nothing to compound from.
    assert!(nv("gross_margin", fp(2022, Span::FY), Some(fp(2024, Span::FY)), Some(Derivation::CompoundAnnual)).await.refusal.is_some());
    assert!(nv("revenue", fp(2024, Span::FY), None, Some(Derivation::CompoundAnnual)).await.refusal.is_some());

    // Q3 FY2024 18,120 + Q4 (derived: 60,922 − 38,819 = 22,103) + Q1 FY2025 26,044 + Q2 30,040.
    let env = nv("revenue", fp(2025, Span::Q2), None, Some(Derivation::TrailingTwelveMonths)).await;
    let d = result(&env);
    assert_eq!(d.value, Decimal::from(96_307_000_000i64), "{:#?}", env.passages);
    let p = &env.passages[d.passage - 1];
    assert_eq!(p.source.inputs.len(), 4, "{}", p.text);
    assert!(p.text.contains("$22,103,000,000 (Q4 fiscal 2024)"), "{}", p.text);
    let (draft, figures) = answer("NVIDIA", &env);
    assert!(draft.contains("for the four quarters Q3 fiscal 2024 through Q2 fiscal 2025 was $96.31 billion"), "{draft}");
    assert!(figures.iter().all(|f| f.verified), "{figures:?}");
    // Per-share figures do not add up across quarters.
    assert!(nv("eps", fp(2025, Span::Q2), None, Some(Derivation::TrailingTwelveMonths)).await.refusal.is_some());
}
