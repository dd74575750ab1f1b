//! The development set (evals/dev.jsonl, written from the mirror's filings) through the pipeline.

use crate::support::{spawn_app, spawn_app_with};

#[tokio::test]
async fn development_set_scores() {
    let t = spawn_app().await;
    let cases = saydo::eval::read(std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/evals/dev.jsonl"))).unwrap();
    assert!(cases.len() >= 40);
    let report = saydo::eval::run(&t.app, &cases).await.unwrap();
    for o in report.outcomes.iter().filter(|o| !o.correct) {
        println!("WRONG {:?}: {}", o.question, o.detail);
    }
    println!("{}", report.summary());
    assert!(report.accuracy >= 0.95, "{}", report.summary());
    assert!(report.refusal_accuracy >= 0.95, "{}", report.summary());
    assert!(report.figures_verified >= 0.99, "{}", report.summary());
}

/// The day the sets' questions count "this year" and "last year" from: fresh11 and later were
/// written on it (earlier sets name no such period).
const ASKED_ON: &str = "2026-12-01";

/// A question set through the pipeline, both parts scored; each category of each part held
/// to its floor (a ratchet: raise it when a change lifts a score, never lower it to get green;
/// the goal in issue 12 is 0.95 everywhere).
async fn score_question_set(file: &str, floors: &[(&str, &str, f64)]) {
    // Full-text search alone: background embedding would make search answers depend on how
    // far it got, and a floor must hold the same answers every run.
    let t = spawn_app_with(&["--local-model-dir", "/nonexistent/saydo-no-model", "--today", ASKED_ON]).await;
    let cases = saydo::eval::read(&std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("evals").join(file)).unwrap();
    assert!(cases.len() >= 100);
    let report = saydo::eval::run(&t.app, &cases).await.unwrap();
    // Only the tune part's misses are printed: the test part is scored, never read, so nothing
    // is ever changed because of one of its questions.
    let tune = |o: &&saydo::eval::Outcome| o.split == "tune";
    for o in report.outcomes.iter().filter(tune).filter(|o| !o.correct || o.route_correct == Some(false)) {
        let what = if o.correct { "ROUTE" } else { "WRONG" };
        println!("{what} [{} {} {}] route {:?} {:?}: {}", o.split, o.category, o.id, o.route, o.question, o.detail);
    }
    for o in report.outcomes.iter().filter(tune).filter(|o| !o.unverified.is_empty()) {
        println!("UNVERIFIED [{} {}] {:?}: {:?}", o.split, o.id, o.question, o.unverified);
    }
    println!("{file}\n{}", report.summary());
    let mut below = vec![];
    for (split, cats) in &report.by_split {
        for (cat, score) in cats {
            let floor = floors.iter().find(|f| f.0 == split && f.1 == cat).map(|f| f.2).unwrap_or(0.95);
            if score.accuracy + 1e-9 < floor {
                below.push(format!("{split}/{cat} {:.3} < {floor}", score.accuracy));
            }
        }
    }
    assert!(below.is_empty(), "{file}: below the floor: {below:?}\n{}", report.summary());
    assert!(report.figures_verified >= 0.99, "{}", report.summary());
}

/// New blind material scored before any change reaches it: `SAYDO_BLIND_SET=freshN.jsonl
/// cargo test --test it blind_question_set -- --ignored --nocapture`, run from a test binary
/// built at the session's starting commit. Prints only the summary, never a question.
#[tokio::test]
#[ignore = "scores the set named by SAYDO_BLIND_SET"]
async fn blind_question_set() {
    let file = std::env::var("SAYDO_BLIND_SET").expect("SAYDO_BLIND_SET names a file under evals/");
    let t = spawn_app_with(&["--local-model-dir", "/nonexistent/saydo-no-model", "--today", ASKED_ON]).await;
    let cases = saydo::eval::read(&std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("evals").join(&file)).unwrap();
    let report = saydo::eval::run(&t.app, &cases).await.unwrap();
    println!("{file} (blind)\n{}", report.summary());
}

/// The 375-question set (evals/questions.jsonl): the test part never tuned against.
#[tokio::test]
async fn question_set_scores_per_part_and_category() {
    score_question_set("questions.jsonl", FLOORS).await;
}

/// 150 questions written blind to the router in wordings the first set does not use
/// (evals/fresh.jsonl); the test part is never tuned against.
#[tokio::test]
async fn fresh_question_set_scores_per_part_and_category() {
    score_question_set("fresh.jsonl", FRESH_FLOORS).await;
}

/// A second blind set of 150 (evals/fresh2.jsonl), written after the work on the first: the
/// honest measure of that work on wordings it never saw.
#[tokio::test]
async fn second_fresh_question_set_scores_per_part_and_category() {
    score_question_set("fresh2.jsonl", FRESH2_FLOORS).await;
}

/// A third blind set of 150 (evals/fresh3.jsonl), written in the sixth session before any
/// change of that session was scored on it.
#[tokio::test]
async fn third_fresh_question_set_scores_per_part_and_category() {
    score_question_set("fresh3.jsonl", FRESH3_FLOORS).await;
}

/// A fourth blind set of 150 (evals/fresh4.jsonl), written in the seventh session and scored
/// on that session's starting code before any change of the session was.
#[tokio::test]
async fn fourth_fresh_question_set_scores_per_part_and_category() {
    score_question_set("fresh4.jsonl", FRESH4_FLOORS).await;
}

/// A fifth blind set of 150 (evals/fresh5.jsonl), written in the eighth session and scored
/// on that session's starting code before any change of the session was.
#[tokio::test]
async fn fifth_fresh_question_set_scores_per_part_and_category() {
    score_question_set("fresh5.jsonl", FRESH5_FLOORS).await;
}

/// A sixth blind set of 150 (evals/fresh6.jsonl), written in the ninth session and scored
/// first on that session's starting code.
#[tokio::test]
async fn sixth_fresh_question_set_scores_per_part_and_category() {
    score_question_set("fresh6.jsonl", FRESH6_FLOORS).await;
}

/// A seventh blind set of 150 (evals/fresh7.jsonl), written in the tenth session and scored
/// first on that session's starting code.
#[tokio::test]
async fn seventh_fresh_question_set_scores_per_part_and_category() {
    score_question_set("fresh7.jsonl", FRESH7_FLOORS).await;
}

/// An eighth blind set of 150 (evals/fresh8.jsonl), written in the eleventh session and scored
/// first on that session's starting code.
#[tokio::test]
async fn eighth_fresh_question_set_scores_per_part_and_category() {
    score_question_set("fresh8.jsonl", FRESH8_FLOORS).await;
}

/// A ninth blind set of 150 (evals/fresh9.jsonl), written in the twelfth session and scored
/// first on that session's starting code.
#[tokio::test]
async fn ninth_fresh_question_set_scores_per_part_and_category() {
    score_question_set("fresh9.jsonl", FRESH9_FLOORS).await;
}

/// A tenth blind set of 150 (evals/fresh10.jsonl), written in the thirteenth session and scored
/// first on that session's starting code.
#[tokio::test]
async fn tenth_fresh_question_set_scores_per_part_and_category() {
    score_question_set("fresh10.jsonl", FRESH10_FLOORS).await;
}

/// An eleventh blind set of 150 (evals/fresh11.jsonl), written in the fourteenth session and
/// scored first on that session's starting code.
#[tokio::test]
async fn eleventh_fresh_question_set_scores_per_part_and_category() {
    score_question_set("fresh11.jsonl", FRESH11_FLOORS).await;
}

/// A twelfth blind set of 150 (evals/fresh12.jsonl), written in the fifteenth session and
/// scored first on that session's starting code.
#[tokio::test]
async fn twelfth_fresh_question_set_scores_per_part_and_category() {
    score_question_set("fresh12.jsonl", FRESH12_FLOORS).await;
}

/// A thirteenth blind set of 150 (evals/fresh13.jsonl), written in the sixteenth session and
/// scored first on that session's starting code.
#[tokio::test]
async fn thirteenth_fresh_question_set_scores_per_part_and_category() {
    score_question_set("fresh13.jsonl", FRESH13_FLOORS).await;
}

/// A fourteenth blind set of 150 (evals/fresh14.jsonl), written in the seventeenth session and
/// scored first on that session's starting code.
#[tokio::test]
async fn fourteenth_fresh_question_set_scores_per_part_and_category() {
    score_question_set("fresh14.jsonl", FRESH14_FLOORS).await;
}

/// A fifteenth blind set of 150 (evals/fresh15.jsonl), written in the eighteenth session and
/// scored first on that session's starting code.
#[tokio::test]
async fn fifteenth_fresh_question_set_scores_per_part_and_category() {
    score_question_set("fresh15.jsonl", FRESH15_FLOORS).await;
}

/// A sixteenth blind set of 150 (evals/fresh16.jsonl), written in the nineteenth session and
/// scored first on that session's starting code.
#[tokio::test]
async fn sixteenth_fresh_question_set_scores_per_part_and_category() {
    score_question_set("fresh16.jsonl", FRESH16_FLOORS).await;
}

/// A seventeenth blind set of 150 (evals/fresh17.jsonl), written in the twentieth session and
/// scored first on that session's starting code.
#[tokio::test]
async fn seventeenth_fresh_question_set_scores_per_part_and_category() {
    score_question_set("fresh17.jsonl", FRESH17_FLOORS).await;
}

/// Blind first run (2026-12-02, twentieth session, on the code of the nineteenth): tune 0.840,
/// test 0.800 (route 0.910 / 0.940). After the work on its tune misses (days written
/// "1-29-2023", "12 mos ended", "q4fy2023", "FYE Jan-24", "the FY25 October quarter",
/// "Q1+Q2+Q3", "the last 2 qtrs of"; a guide "telegraphed" or "the number they'd put out"; a
/// run of quarters "up to and including" another held against each guide; the quarter whose
/// "numbers … released on" a day; a product after its maker's possessive and an everyday word
/// opening a sentence are no second company): tune 0.980, test 0.820.
const FRESH17_FLOORS: &[(&str, &str, f64)] = &[
    ("test", "actuals", 1.0),
    ("test", "all", 0.81),
    ("test", "derived", 0.85),
    ("test", "guidance", 1.0),
    ("test", "refusal", 0.60),
    ("test", "say_do", 1.0),
    ("test", "scorecard", 1.0),
    ("test", "search", 0.42),
    ("test", "segment", 0.75),
    ("tune", "actuals", 1.0),
    ("tune", "all", 0.97),
    ("tune", "derived", 1.0),
    ("tune", "guidance", 1.0),
    ("tune", "refusal", 0.9),
    ("tune", "say_do", 1.0),
    ("tune", "scorecard", 1.0),
    ("tune", "search", 1.0),
    ("tune", "segment", 0.93),
];

/// Blind first run (2026-12-02, nineteenth session, on the code of the eighteenth): tune 0.850,
/// test 0.800 (route 0.910 / 0.960). After the work on its tune misses (say-do as eclipsing,
/// falling shy of or tracking a guide; a record over the twelve months through a quarter or
/// from one quarter "and ending with" another, or against "each outlook"; what a product
/// "brought in"; a year's opening quarter and back half, a quarter's year to date, "2022Q3",
/// "FYE 2024", "Jan 28, '24", the quarter right before the latest; "what lifted" a figure;
/// how large a buyback plan was; a misspelt metric restated after "i.e."): tune 0.970,
/// test 0.860.
const FRESH16_FLOORS: &[(&str, &str, f64)] = &[
    ("test", "actuals", 1.0),
    ("test", "all", 0.85),
    ("test", "derived", 0.71),
    ("test", "guidance", 0.85),
    ("test", "refusal", 1.0),
    ("test", "say_do", 0.85),
    ("test", "scorecard", 1.0),
    ("test", "search", 0.71),
    ("test", "segment", 0.87),
    ("tune", "actuals", 1.0),
    ("tune", "all", 0.96),
    ("tune", "derived", 1.0),
    ("tune", "guidance", 1.0),
    ("tune", "refusal", 1.0),
    ("tune", "say_do", 1.0),
    ("tune", "scorecard", 1.0),
    ("tune", "search", 0.92),
    ("tune", "segment", 0.87),
];

/// Blind first run (2026-12-02, eighteenth session, on the code of the seventeenth): tune 0.850,
/// test 0.780 (route 0.930 / 0.880). After the work on its tune misses (a quarter by its 10-Q's
/// filing month or its earnings call, "Q2 CY2024", "1H24", "FY2025 H1", "the second fiscal
/// half", twelve months ending a month, the year before the last one closed, "Jan-end", "make
/// good on", a subtraction written out, "how much of its revenue … as a percentage", a place's
/// customers, a year against the year before): tune 1.000, test 0.780. Twentieth session, after
/// fresh17's tune work (a run of quarters named by its ends held against the outlooks, days
/// written "1-29-2023"): test 0.860.
const FRESH15_FLOORS: &[(&str, &str, f64)] = &[
    ("test", "actuals", 1.0),
    ("test", "all", 0.85),
    ("test", "derived", 0.85),
    ("test", "guidance", 1.0),
    ("test", "refusal", 1.0),
    ("test", "say_do", 0.42),
    ("test", "scorecard", 1.0),
    ("test", "search", 0.85),
    ("test", "segment", 0.87),
    ("tune", "actuals", 1.0),
    ("tune", "all", 1.0),
    ("tune", "derived", 1.0),
    ("tune", "guidance", 1.0),
    ("tune", "refusal", 1.0),
    ("tune", "say_do", 1.0),
    ("tune", "scorecard", 1.0),
    ("tune", "search", 1.0),
    ("tune", "segment", 1.0),
];

/// Blind first run (2026-12-02, seventeenth session, on the code of the sixteenth): tune 0.810,
/// test 0.860 (route 0.910 / 0.920). After the work on its tune misses (holidays as days, a
/// period that holds a day or ended before one, the quarter before last as of a day, a year
/// ago or years from a quarter, the quarter after a year closed, weeks and months to date, an
/// opening half, a release's part of a month, "over its guided band", "what had it done about",
/// a count the question says a filing states, "in calendar 2023" as the quarters mostly in
/// it, swapped letters in "growth" and "dividends"): tune 0.970, test 0.900. After a day inside
/// the period asked was told from a release day, and an aside naming what is left out was
/// kept from naming the part: tune 0.990.
const FRESH14_FLOORS: &[(&str, &str, f64)] = &[
    ("test", "actuals", 0.79),
    ("test", "all", 0.93),
    ("test", "derived", 1.0),
    ("test", "guidance", 1.0),
    ("test", "refusal", 1.0),
    ("test", "say_do", 1.0),
    ("test", "scorecard", 0.79),
    ("test", "search", 0.83),
    ("test", "segment", 1.0),
    ("tune", "actuals", 1.0),
    ("tune", "all", 1.0),
    ("tune", "derived", 1.0),
    ("tune", "guidance", 1.0),
    ("tune", "refusal", 1.0),
    ("tune", "say_do", 1.0),
    ("tune", "scorecard", 1.0),
    ("tune", "search", 1.0),
    ("tune", "segment", 1.0),
];

/// Blind first run (2026-12-02, sixteenth session, on the code of the fifteenth): tune 0.820,
/// test 0.780 (route 0.940 / 0.840). After the work on its tune misses (days with their weekday
/// or named by one, a year's last and penultimate quarters, the holidays' quarter, "CQ3'22", a
/// quarter by its 10-Q's filing day, years and quarters counted from another, a year with the
/// one before, "fiscal 2024 through the third quarter", swapped letters in short words, "how
/// many percent higher", a ticker opening a product's name, made-up names with a sector
/// ending, a recurring section kept from the filing dated to the period's end): tune 0.990,
/// test 0.800.
const FRESH13_FLOORS: &[(&str, &str, f64)] = &[
    ("test", "actuals", 0.79),
    ("test", "all", 0.83),
    ("test", "derived", 0.83),
    ("test", "guidance", 1.0),
    ("test", "refusal", 1.0),
    ("test", "say_do", 0.71),
    ("test", "scorecard", 1.0),
    ("test", "search", 0.71),
    ("test", "segment", 0.74),
    ("tune", "actuals", 1.0),
    ("tune", "all", 1.0),
    ("tune", "derived", 1.0),
    ("tune", "guidance", 1.0),
    ("tune", "refusal", 1.0),
    ("tune", "say_do", 1.0),
    ("tune", "scorecard", 1.0),
    ("tune", "search", 1.0),
    ("tune", "segment", 1.0),
];

/// Blind first run (2026-12-01, fifteenth session, on the code of the fourteenth): tune 0.780,
/// test 0.740 (route 0.880 / 0.880). After the work on its tune misses (an opening quarter, a
/// quarter "of the fiscal year that ended …", half-years ended, years by the day they began or
/// next to another, mistyped long words, free cash flow as its formula with words between,
/// parts named after the metric, filings named by their month, bands given, slices of revenue,
/// "starting with … and running to …", "the year that came to an end in …", deferred revenue searched, not read as a part):
/// tune 0.930, test 0.800.
const FRESH12_FLOORS: &[(&str, &str, f64)] = &[
    ("test", "actuals", 1.0),
    ("test", "all", 0.83),
    ("test", "derived", 0.87),
    ("test", "guidance", 0.79),
    ("test", "refusal", 1.0),
    ("test", "say_do", 0.85),
    ("test", "scorecard", 1.0),
    ("test", "search", 0.71),
    ("test", "segment", 0.57),
    ("tune", "actuals", 1.0),
    ("tune", "all", 0.98),
    ("tune", "derived", 1.0),
    ("tune", "guidance", 1.0),
    ("tune", "refusal", 1.0),
    ("tune", "say_do", 1.0),
    ("tune", "scorecard", 1.0),
    ("tune", "search", 0.93),
    ("tune", "segment", 1.0),
];

/// Blind first run (2026-12-01, fourteenth session, on the code of the thirteenth): tune 0.710,
/// test 0.860 (route 0.840 / 0.920). After the work on its tune misses (period forms, say-do
/// wordings, second halves, windows of months, typos of held names, facts behind filings):
/// tune 0.870, test 0.880.
const FRESH11_FLOORS: &[(&str, &str, f64)] = &[
    ("test", "actuals", 1.0),
    ("test", "all", 0.87),
    ("test", "derived", 0.71),
    ("test", "guidance", 1.0),
    ("test", "refusal", 1.0),
    ("test", "say_do", 0.71),
    ("test", "scorecard", 1.0),
    ("test", "search", 0.71),
    ("test", "segment", 1.0),
    ("tune", "actuals", 1.0),
    ("tune", "all", 0.97),
    ("tune", "derived", 1.0),
    ("tune", "guidance", 1.0),
    ("tune", "refusal", 1.0),
    ("tune", "say_do", 1.0),
    ("tune", "scorecard", 1.0),
    ("tune", "search", 0.86),
    ("tune", "segment", 1.0),
];

/// Blind first run (2026-12-01, thirteenth session, on the code of the twelfth): tune 0.840, test
/// 0.840 (route 0.920 / 0.880). After the work on its tune misses (period forms, "kept … under",
/// "was it under", a metric's words joined by a hyphen, a buyback authorised, a quarter of the
/// year ending on a day, "the same quarter last year", staff counts and customers' shares
/// searched, a former name, four letters swapped in a held name): tune 0.980, test 0.860.
const FRESH10_FLOORS: &[(&str, &str, f64)] = &[
    ("test", "actuals", 0.79),
    ("test", "all", 0.91),
    ("test", "derived", 1.0),
    ("test", "guidance", 0.74),
    ("test", "refusal", 1.0),
    ("test", "say_do", 1.0),
    ("test", "scorecard", 0.83),
    ("test", "search", 1.0),
    ("test", "segment", 0.85),
    ("tune", "actuals", 1.0),
    ("tune", "all", 1.0),
    ("tune", "derived", 1.0),
    ("tune", "guidance", 1.0),
    ("tune", "refusal", 1.0),
    ("tune", "say_do", 1.0),
    ("tune", "scorecard", 1.0),
    ("tune", "search", 1.0),
    ("tune", "segment", 1.0),
];

/// Blind first run (2026-12-01, twelfth session, on the code of the eleventh): tune 0.800, test
/// 0.820 (route 0.910 / 0.880). The search work done before its tune part was read (staff counts
/// however asked, the filings' words for the question's) took its test part to 0.860; after the
/// work on its tune misses (periods, answers in words, a stated share or none, two questions in
/// one): tune 0.990, test 0.900. The same work took fresh7's test part from 0.920 to 0.940.
const FRESH9_FLOORS: &[(&str, &str, f64)] = &[
    ("test", "actuals", 1.0),
    ("test", "all", 0.93),
    ("test", "derived", 1.0),
    ("test", "guidance", 1.0),
    ("test", "refusal", 1.0),
    ("test", "say_do", 1.0),
    ("test", "scorecard", 0.79),
    ("test", "search", 0.85),
    ("test", "segment", 0.85),
    ("tune", "actuals", 1.0),
    ("tune", "all", 0.98),
    ("tune", "derived", 1.0),
    ("tune", "guidance", 1.0),
    ("tune", "refusal", 1.0),
    ("tune", "say_do", 1.0),
    ("tune", "scorecard", 1.0),
    ("tune", "search", 0.92),
    ("tune", "segment", 1.0),
];

/// Blind first run (2026-12-01, eleventh session, on the code of the tenth): tune 0.720, test
/// 0.680 (route 0.910 / 0.820). After the period forms, gaps between metrics, segments as
/// columns and count questions written from its tune part: tune 1.000, test 0.760. The same
/// work took fresh4's test part to 0.940, fresh5's to 0.880 and fresh7's to 0.920.
const FRESH8_FLOORS: &[(&str, &str, f64)] = &[
    ("test", "actuals", 0.57),
    ("test", "all", 0.79),
    ("test", "derived", 0.85),
    ("test", "guidance", 1.0),
    ("test", "refusal", 1.0),
    ("test", "say_do", 0.89),
    ("test", "scorecard", 0.79),
    ("test", "search", 0.59),
    ("test", "segment", 0.71),
    ("tune", "actuals", 1.0),
    ("tune", "all", 1.0),
    ("tune", "derived", 1.0),
    ("tune", "guidance", 1.0),
    ("tune", "refusal", 1.0),
    ("tune", "say_do", 1.0),
    ("tune", "scorecard", 1.0),
    ("tune", "search", 1.0),
    ("tune", "segment", 1.0),
];

/// Blind first run (2026-12-01, tenth session, on the code of the ninth): tune 0.820, test 0.880.
/// After the period forms, records, formulas and segment rows written from its tune part and
/// paraphrases of my own: tune 0.990, test 0.900 (its test say-do 0.900 → 1.000). The same work
/// took questions.jsonl's test segment part from 0.923 to 1.000.
const FRESH7_FLOORS: &[(&str, &str, f64)] = &[
    ("test", "actuals", 1.0),
    ("test", "all", 0.95),
    ("test", "derived", 0.71),
    ("test", "guidance", 1.0),
    ("test", "refusal", 1.0),
    ("test", "say_do", 1.0),
    ("test", "scorecard", 1.0),
    ("test", "search", 1.0),
    ("test", "segment", 1.0),
    ("tune", "actuals", 1.0),
    ("tune", "all", 0.98),
    ("tune", "derived", 1.0),
    ("tune", "guidance", 1.0),
    ("tune", "refusal", 1.0),
    ("tune", "say_do", 1.0),
    ("tune", "scorecard", 1.0),
    ("tune", "search", 0.88),
    ("tune", "segment", 1.0),
];

/// Blind first run (2026-12-01, ninth session, on the code of the eighth): tune 0.570, test 0.740.
/// After the period forms written from the kinds of wording its author listed (none of its
/// questions read): tune 0.770, test 0.900; after work on its tune part: tune 1.000, test 0.920.
/// Ninth session on the other sets' test parts: fresh2 0.940, fresh3 0.980, fresh4 0.920.
const FRESH6_FLOORS: &[(&str, &str, f64)] = &[
    ("test", "actuals", 1.0),
    ("test", "all", 0.95),
    ("test", "derived", 1.0),
    ("test", "guidance", 1.0),
    ("test", "refusal", 1.0),
    ("test", "say_do", 0.91),
    ("test", "scorecard", 1.0),
    ("test", "search", 1.0),
    ("test", "segment", 0.79),
    ("tune", "actuals", 1.0),
    ("tune", "all", 1.0),
    ("tune", "derived", 1.0),
    ("tune", "guidance", 1.0),
    ("tune", "refusal", 1.0),
    ("tune", "say_do", 1.0),
    ("tune", "scorecard", 1.0),
    ("tune", "search", 1.0),
    ("tune", "segment", 1.0),
];

/// Blind first run (2026-11-30, eighth session, on the code of the seventh): tune 0.800, test 0.800.
/// After the fixes written from paraphrases of my own, before any of its questions was read:
/// tune 0.860, test 0.840; after work on its tune part too: tune 1.000, test 0.860.
const FRESH5_FLOORS: &[(&str, &str, f64)] = &[
    ("test", "actuals", 0.85),
    ("test", "all", 0.89),
    ("test", "derived", 1.0),
    ("test", "guidance", 1.0),
    ("test", "refusal", 0.87),
    ("test", "say_do", 0.91),
    ("test", "scorecard", 1.0),
    ("test", "search", 0.66),
    ("test", "segment", 0.8),
    ("tune", "actuals", 1.0),
    ("tune", "all", 1.0),
    ("tune", "derived", 1.0),
    ("tune", "guidance", 1.0),
    ("tune", "refusal", 1.0),
    ("tune", "say_do", 1.0),
    ("tune", "scorecard", 1.0),
    ("tune", "search", 1.0),
    ("tune", "segment", 1.0),
];

/// Blind first run (2026-11-30, seventh session, on the code of the sixth): tune 0.850, test 0.840.
/// After work on its tune part (and the tune parts of the other sets): tune 1.000, test 0.840 —
/// the fixes did not reach a single test question of this set. Eighth session: test 0.880.
const FRESH4_FLOORS: &[(&str, &str, f64)] = &[
    ("test", "actuals", 1.0),
    ("test", "all", 0.97),
    ("test", "derived", 1.0),
    ("test", "guidance", 1.0),
    ("test", "refusal", 0.87),
    ("test", "say_do", 1.0),
    ("test", "scorecard", 1.0),
    ("test", "search", 1.0),
    ("test", "segment", 1.0),
    ("tune", "actuals", 1.0),
    ("tune", "all", 1.0),
    ("tune", "derived", 1.0),
    ("tune", "guidance", 1.0),
    ("tune", "refusal", 1.0),
    ("tune", "say_do", 1.0),
    ("tune", "scorecard", 1.0),
    ("tune", "search", 1.0),
    ("tune", "segment", 1.0),
];

/// Blind first run (2026-11-30, sixth session, on the code of the fifth session): tune 0.760,
/// test 0.800. After work on the tune parts: tune 0.980, test 0.860; seventh session: test 0.900;
/// eighth: test 0.960.
const FRESH3_FLOORS: &[(&str, &str, f64)] = &[
    ("test", "actuals", 0.85),
    ("test", "all", 0.98),
    ("test", "derived", 1.0),
    ("test", "guidance", 1.0),
    ("test", "refusal", 1.0),
    ("test", "say_do", 1.0),
    ("test", "scorecard", 1.0),
    ("test", "search", 1.0),
    ("test", "segment", 1.0),
    ("tune", "actuals", 1.0),
    ("tune", "all", 1.0),
    ("tune", "derived", 1.0),
    ("tune", "guidance", 1.0),
    ("tune", "refusal", 1.0),
    ("tune", "say_do", 1.0),
    ("tune", "scorecard", 1.0),
    ("tune", "search", 1.0),
    ("tune", "segment", 1.0),
];

/// Blind first run (2026-11-30): tune 0.590, test 0.540. Raised after work on its tune part only
/// (tune 0.820, test 0.800), then in the sixth session (tune 0.950, test 0.860) and the seventh
/// (tune 0.990, test 0.900); eighth: tune 1.000, test 0.920.
const FRESH2_FLOORS: &[(&str, &str, f64)] = &[
    ("test", "actuals", 1.0),
    ("test", "all", 0.95),
    ("test", "derived", 0.66),
    ("test", "guidance", 1.0),
    ("test", "refusal", 1.0),
    ("test", "say_do", 1.0),
    ("test", "scorecard", 1.0),
    ("test", "search", 1.0),
    ("test", "segment", 1.0),
    ("tune", "actuals", 1.0),
    ("tune", "all", 1.0),
    ("tune", "derived", 1.0),
    ("tune", "guidance", 1.0),
    ("tune", "refusal", 1.0),
    ("tune", "say_do", 1.0),
    ("tune", "scorecard", 1.0),
    ("tune", "search", 1.0),
    ("tune", "segment", 1.0),
];

/// Blind first run (2026-11-30): tune 0.570, test 0.660. Raised after work on the tune parts
/// only (tune 0.920, test 0.760), then in the sixth session (tune 0.960, test 0.780). One
/// floor was lowered, in the open: test/search went from 3 of 3 to 2 of 3 when search began
/// to rank by term rarity and filter by the filing a question names — the change that lifted
/// search on every tune part (0.42–0.58 → 0.86–1.00) and on the other test parts. The test
/// question was not read, so it was not fixed by hand either.
const FRESH_FLOORS: &[(&str, &str, f64)] = &[
    ("test", "actuals", 0.71),
    ("test", "all", 0.8),
    ("test", "derived", 0.83),
    ("test", "guidance", 0.8),
    ("test", "refusal", 1.0),
    ("test", "say_do", 0.75),
    ("test", "scorecard", 0.75),
    ("test", "search", 0.66),
    ("test", "segment", 0.8),
    ("tune", "actuals", 1.0),
    ("tune", "all", 1.0),
    ("tune", "derived", 1.0),
    ("tune", "guidance", 1.0),
    ("tune", "refusal", 1.0),
    ("tune", "say_do", 1.0),
    ("tune", "scorecard", 1.0),
    ("tune", "search", 1.0),
    ("tune", "segment", 1.0),
];

/// Measured 2026-11-30 (tune 0.976, test 0.912 overall); sixth session: tune 0.992, test 0.928;
/// eighth: tune 1.000, test 0.952.
const FLOORS: &[(&str, &str, f64)] = &[
    ("test", "actuals", 1.0),
    ("test", "all", 0.96),
    ("test", "derived", 0.92),
    ("test", "guidance", 1.0),
    ("test", "refusal", 0.94),
    ("test", "say_do", 1.0),
    ("test", "scorecard", 0.8),
    ("test", "search", 1.0),
    ("test", "segment", 1.0),
    ("tune", "actuals", 1.0),
    ("tune", "all", 1.0),
    ("tune", "derived", 1.0),
    ("tune", "guidance", 1.0),
    ("tune", "refusal", 1.0),
    ("tune", "say_do", 1.0),
    ("tune", "scorecard", 1.0),
    ("tune", "search", 1.0),
    ("tune", "segment", 1.0),
];
