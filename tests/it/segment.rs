//! A part of a metric ("iPhone revenue", "Data Center revenue") answered from the filings'
//! text on the mirror: the search tool with a qualifier, called directly; the figure, its
//! passage, the offline sentence and the checker; a refusal when no passage states it; never
//! the company total.

use rust_decimal::Decimal;
use saydo::check::{self, Expect};
use saydo::fiscal::{FiscalPeriod, Span};
use saydo::tools::{self, Args, Envelope, Found, Tool};

use crate::support::{spawn_app, TestApp};

fn period(s: &str) -> FiscalPeriod {
    // "FY2024", "Q3 FY2025"
    match s.split_once(' ') {
        Some((q, y)) => FiscalPeriod { year: y.trim_start_matches("FY").parse().unwrap(), span: Span::parse(q).unwrap() },
        None => FiscalPeriod { year: s.trim_start_matches("FY").parse().unwrap(), span: Span::FY },
    }
}

async fn part(t: &TestApp, cik: u64, qualifier: &str, metric: &str, p: FiscalPeriod) -> Envelope<Found> {
    part_with(t, cik, qualifier, metric, p, None).await
}

async fn part_with(t: &TestApp, cik: u64, qualifier: &str, metric: &str, p: FiscalPeriod, derivation: Option<saydo::route::Derivation>) -> Envelope<Found> {
    t.app.ensure_onboarded(cik, &()).await.unwrap();
    let cal = saydo::corpus::calendar(&t.app.store.query, cik).await.unwrap();
    saydo::corpus::prepare_for(&t.app.store, &t.app.sec, cik, Tool::Search, Some(cal.nominal_dates(p)), 20).await.unwrap();
    let args = Args {
        cik,
        issuer: "The company",
        metric: tools::metric(metric).unwrap(),
        period: Some(p),
        compare_to: None,
        derivation,
        denominator: None,
        qualifier: Some(qualifier),
        non_gaap: false,
        gaap: false,
        question: qualifier,
        calendar: cal,
        vector: None,
        window: Default::default(),
        share_terms: &[],
    };
    tools::run(Tool::Search, &t.app.store.query, &args).await.unwrap()
}

/// The figure found, after checking that the offline answer states it and the checker verifies
/// it against the cited passage.
fn figure(env: &Envelope<Found>) -> Option<Decimal> {
    let text = saydo::synthesise::offline::write("The company", "", env);
    let passages: Vec<(usize, &str)> = env.passages.iter().map(|p| (p.index, p.text.as_str())).collect();
    let (figures, checks) = check::review(&text, &passages, &Expect { refused: env.refusal.is_some(), ..Default::default() });
    assert!(checks.iter().all(|c| c.passed), "{text}\n{checks:?}\n{passages:?}");
    match &env.result {
        Some(Found::Segment(s)) if env.refusal.is_none() => {
            assert!(!figures.is_empty() && figures.iter().all(|f| f.verified), "{text}");
            Some(s.value)
        }
        _ => {
            assert!(figures.is_empty(), "a refusal states no figure: {text}");
            None
        }
    }
}

fn millions(m: i64) -> Decimal {
    Decimal::from(m) * Decimal::from(1_000_000)
}

#[tokio::test]
async fn parts_of_revenue_from_tables_and_sentences_never_the_total() {
    let t = spawn_app().await;
    // Apple, 10-K fiscal 2024: "iPhone | $201,183 | …" under "(dollars in millions)".
    let env = part(&t, 320193, "iPhone", "revenue", period("FY2024")).await;
    assert_eq!(figure(&env), Some(millions(201_183)), "{:?}", env.passages);
    let p = &env.passages[0];
    assert!(p.text.contains("iPhone | $201,183") && p.text.contains("in millions") && p.text.contains("fiscal 2024"), "{}", p.text);
    assert_eq!(p.source.form.as_deref(), Some("10-K"));
    assert_eq!(p.source.accession.as_deref(), Some("0000320193-24-000123"));
    let text = saydo::synthesise::offline::write("Apple", "", &env);
    assert!(text.contains("Apple's iPhone revenue for fiscal 2024 was $201.18 billion [1]"), "{text}");

    // Apple's Greater China segment, fiscal 2024; fiscal 2022 from the 10-K's last column.
    let env = part(&t, 320193, "Greater China", "revenue", period("FY2024")).await;
    assert_eq!(figure(&env), Some(millions(66_952)));
    let env = part(&t, 320193, "iPhone", "revenue", period("FY2022")).await;
    assert_eq!(figure(&env), Some(millions(205_489)));

    // NVIDIA Data Center, Q3 fiscal 2024: the 10-Q's three-month column ($14,514 million).
    let env = part(&t, 1045810, "Data Center", "revenue", period("Q3 FY2024")).await;
    let v = figure(&env).expect("Data Center Q3 FY2024");
    assert_eq!(v, millions(14_514), "{:?}", env.passages);
    assert_ne!(v, millions(18_120), "never the total");

    // Tesla: automotive sales and automotive revenues, 2024.
    let env = part(&t, 1318605, "automotive sales", "revenue", period("FY2024")).await;
    assert_eq!(figure(&env), Some(millions(72_480)));
    let env = part(&t, 1318605, "automotive", "revenue", period("FY2024")).await;
    let v = figure(&env).expect("Tesla automotive 2024");
    assert_eq!(v, millions(77_070));
    assert_ne!(v, millions(97_690), "never the total");

    // A part no filing names: a refusal that says the total is not the answer.
    let env = part(&t, 320193, "Vision Pro", "revenue", period("FY2024")).await;
    assert_eq!(figure(&env), None);
    let why = env.refusal.as_deref().unwrap();
    assert!(why.contains("SayDo holds no Vision Pro revenue figure for fiscal 2024") && why.contains("the company total is not the answer"), "{why}");
    // A period whose report SayDo does not hold.
    let env = part(&t, 1318605, "energy generation and storage", "revenue", period("Q3 FY2022")).await;
    assert_eq!(figure(&env), None, "{:?}", env.passages);
}

/// "What share of revenue did Services make up": the part's figure over the company total,
/// computed in code, each cited; the offline answer states both and the checker verifies both.
#[tokio::test]
async fn a_part_as_a_share_of_the_company_total() {
    let t = spawn_app().await;
    let env = part_with(&t, 320193, "Services", "revenue", period("FY2024"), Some(saydo::route::Derivation::ShareOfRevenue)).await;
    assert_eq!(figure(&env), Some(millions(96_169)));
    let Some(Found::Segment(s)) = &env.result else { panic!("{:?}", env.refusal) };
    let share = s.share.as_ref().expect("a share");
    // 96,169 / 391,035 (Apple's total net sales, fiscal 2024, XBRL).
    let want = (millions(96_169) / millions(391_035) * Decimal::from(100)).round_dp(4);
    assert_eq!(share.percent, want);
    let shown = &env.passages.iter().find(|p| p.index == share.passage).unwrap();
    assert!(shown.text.contains("$391,035,000,000") && shown.text.contains("$96,169,000,000"), "{}", shown.text);
    assert_eq!(shown.source.inputs.len(), 2);
    let text = saydo::synthesise::offline::write("Apple", "", &env);
    assert!(text.contains("$96.17 billion [1], 24.6% of its total revenue, computed by SayDo [3]"), "{text}");
    // Without the question asking for a share, the figure alone.
    let env = part(&t, 320193, "Services", "revenue", period("FY2024")).await;
    let Some(Found::Segment(s)) = &env.result else { panic!() };
    assert!(s.share.is_none());
}

/// The segment questions of the eval set, each with the part, metric and period it asks about
/// (what the router is to give): how many the finder answers, refuses, and gets wrong. Wrong
/// figures fail the test on either split; the counts are printed.
#[tokio::test]
async fn segment_eval_questions() {
    let t = spawn_app().await;
    // id -> (qualifier, metric): the part in the filing's words.
    let parts: &[(&str, &str, &str)] = &[
        ("sd-262", "iPhone", "revenue"),
        ("sd-263", "Services", "revenue"),
        ("sd-264", "Americas", "revenue"),
        ("sd-265", "Greater China", "revenue"),
        ("sd-266", "Mac", "revenue"),
        ("sd-267", "Wearables, Home and Accessories", "revenue"),
        ("sd-268", "Services", "gross_margin"),
        ("sd-269", "iPad", "revenue"),
        ("sd-270", "Europe", "revenue"),
        ("sd-271", "Americas", "operating_income"),
        ("sd-272", "U.S.", "revenue"),
        ("sd-273", "iPhone", "revenue"),
        ("sd-274", "iPhone", "revenue"),
        ("sd-275", "Services", "revenue"),
        ("sd-276", "Greater China", "revenue"),
        ("sd-277", "Services", "gross_margin"),
        ("sd-278", "Mac", "revenue"),
        ("sd-279", "automotive", "revenue"),
        ("sd-280", "energy generation and storage", "revenue"),
        ("sd-281", "regulatory credits", "revenue"),
        ("sd-282", "energy storage", "revenue"),
        ("sd-283", "services and other", "revenue"),
        ("sd-284", "automotive leasing", "revenue"),
        ("sd-285", "automotive", "revenue"),
        ("sd-286", "energy generation and storage", "revenue"),
        ("sd-287", "Data Center", "revenue"),
        ("sd-288", "Gaming", "revenue"),
        ("sd-289", "Data Center", "revenue"),
        ("sd-290", "Professional Visualization", "revenue"),
        ("sd-291", "Compute & Networking", "revenue"),
        ("sd-292", "Automotive", "revenue"),
        ("sd-293", "United States", "revenue"),
        ("sd-294", "Data Center", "revenue"),
        ("sd-295", "Gaming", "revenue"),
        ("sd-296", "iPhone", "revenue"),
        ("sd-297", "product", "revenue"),
        ("sd-298", "high-performance computing", "revenue"),
        ("sd-299", "energy generation and storage", "revenue"),
        ("sd-300", "Services", "revenue"),
    ];
    let text = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/evals/questions.jsonl")).unwrap();
    let mut tally: std::collections::BTreeMap<String, [usize; 4]> = Default::default(); // right, refused right, refused wrongly, wrong
    let mut wrong = vec![];
    for line in text.lines() {
        let q: serde_json::Value = serde_json::from_str(line).unwrap();
        if q["category"] != "segment" {
            continue;
        }
        let id = q["id"].as_str().unwrap();
        let (_, qualifier, metric) = parts.iter().find(|p| p.0 == id).unwrap_or_else(|| panic!("no part for {id}"));
        let e = &q["expect"];
        let p = period(e["period"].as_str().unwrap());
        let cik = q["cik"].as_u64().unwrap();
        if t.app.ensure_onboarded(cik, &()).await.is_err() {
            let k = tally.entry(q["split"].as_str().unwrap().to_owned()).or_default();
            if e["refused"] == true { k[1] += 1 } else { k[2] += 1 }
            continue;
        }
        let env = part(&t, cik, qualifier, metric, p).await;
        let got = figure(&env);
        let not_value = e["not_value"].as_f64().unwrap_or(f64::NAN);
        let k = tally.entry(q["split"].as_str().unwrap().to_owned()).or_default();
        match (got, e["refused"] == true) {
            (None, true) => k[1] += 1,
            (None, false) => {
                k[2] += 1;
                println!("{id}: refused, expected {}: {:?}", e["value"], env.refusal);
            }
            (Some(v), refused) => {
                let v: f64 = v.try_into().unwrap();
                let want = e["value"].as_f64().unwrap_or(f64::NAN);
                let tol = e["tolerance"].as_f64().unwrap_or(0.0005) * want.abs();
                if !refused && (v - want).abs() <= tol.max(0.05) {
                    k[0] += 1;
                } else {
                    k[3] += 1;
                    wrong.push(format!("{id}: gave {v}, expected {} (total {not_value}): {:?}", e["value"], env.passages.first().map(|p| &p.text)));
                }
                assert!((v - not_value).abs() > 0.5, "{id}: the total was given");
            }
        }
    }
    for (split, [right, refused_right, refused_wrongly, bad]) in &tally {
        println!("segment eval {split}: {right} right, {refused_right} rightly refused, {refused_wrongly} refused though held, {bad} wrong");
    }
    assert!(wrong.is_empty(), "wrong figures:\n{}", wrong.join("\n"));
}
