//! Guidance extraction against a gold file typed from every release in the mirror.

use std::collections::HashSet;
use std::str::FromStr;

use chrono::NaiveDate;
use rust_decimal::Decimal;
use saydo::html;
use saydo::fiscal::FiscalCalendar;
use saydo::guidance::extract::{extract, Tier};

use crate::support::mirror;

#[derive(serde::Deserialize, Debug)]
struct Gold {
    file: String,
    filed: NaiveDate,
    fye: String,
    fiscal_year: i32,
    fiscal_period: String,
    metric: String,
    basis: String,
    point: Option<String>,
    low: Option<String>,
    high: Option<String>,
    unit: String,
}

fn dec(s: &Option<String>) -> Option<Decimal> {
    s.as_deref().map(|v| Decimal::from_str(v).unwrap().normalize())
}

#[test]
fn guidance_precision_and_recall_on_every_release_in_the_mirror() {
    let gold: Vec<Gold> = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/gold/guidance.jsonl"))
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    let files: Vec<(String, NaiveDate, String)> = {
        let mut seen = HashSet::new();
        gold.iter().filter(|g| seen.insert(g.file.clone())).map(|g| (g.file.clone(), g.filed, g.fye.clone())).collect()
    };
    assert_eq!(files.len(), 9, "eight NVIDIA releases and Adobe's");
    let mut extracted = 0;
    let mut correct = 0;
    let mut broad = 0;
    let mut found = vec![false; gold.len()];
    for (file, filed, fye) in &files {
        let raw = std::fs::read_to_string(mirror().join("www.sec.gov/Archives/edgar/data").join(file)).unwrap();
        let body = html::exhibit_from_submission_text(&raw, "EX-99.1").unwrap_or(raw);
        let doc = html::to_text(&body);
        let cal = FiscalCalendar::from_mmdd(fye).unwrap();
        for g in extract(&doc, &cal, *filed) {
            if g.tier == Tier::Broad {
                broad += 1;
                continue;
            }
            extracted += 1;
            let hit = gold.iter().enumerate().find(|(i, x)| {
                !found[*i]
                    && &x.file == file
                    && x.metric == g.metric
                    && x.basis == g.basis.as_str()
                    && x.fiscal_year == g.period.year
                    && x.fiscal_period == g.period.span.as_str()
                    && x.unit == g.unit
                    && dec(&x.point) == g.point.map(|v| v.normalize())
                    && dec(&x.low) == g.low.map(|v| v.normalize())
                    && dec(&x.high) == g.high.map(|v| v.normalize())
            });
            match hit {
                Some((i, _)) => {
                    found[i] = true;
                    correct += 1;
                }
                None => println!("not in gold: {file} {} {:?} {} {:?} {:?} {:?} {:?}", g.metric, g.basis, g.period, g.unit, g.point, g.low, g.high),
            }
        }
    }
    for (i, g) in gold.iter().enumerate() {
        if !found[i] {
            println!("missed: {g:?}");
        }
    }
    let precision = correct as f64 / extracted.max(1) as f64;
    let recall = found.iter().filter(|f| **f).count() as f64 / gold.len() as f64;
    println!("guidance: {extracted} exact records, {correct} correct; gold {}; precision {precision:.3}, recall {recall:.3}; {broad} broad-tier records kept apart", gold.len());
    assert!(precision >= 0.95, "precision {precision:.3}");
    assert!(recall >= 0.95, "recall {recall:.3}");
}

/// A gold record of the shared releases (README conventions) or of the hand-written ones.
#[derive(serde::Deserialize, Debug, Clone)]
struct Guided {
    doc: String,
    metric: String,
    basis: Option<String>,
    period_end_hint: Option<NaiveDate>,
    low: Option<f64>,
    high: Option<f64>,
    point: Option<f64>,
    #[serde(default)]
    category: Option<String>,
}

/// A release to score: where it is, when it was filed, its fiscal year end.
struct Release {
    doc: String,
    path: std::path::PathBuf,
    filed: NaiveDate,
    fye: String,
    /// A test part's release: scored, its records never printed, so nothing is tuned to it.
    quiet: bool,
}

fn jsonl<T: serde::de::DeserializeOwned>(path: &std::path::Path) -> Vec<T> {
    std::fs::read_to_string(path)
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

fn gold_basis(b: &str) -> &'static str {
    match b {
        "GAAP" | "gaap" => "gaap",
        "non-GAAP" | "non_gaap" => "non_gaap",
        _ => "unspecified",
    }
}

/// Within 0.5 %, or 0.011 absolute (the README's rule).
fn near(gold: Option<f64>, got: Option<Decimal>) -> bool {
    match (gold, got) {
        (None, _) => true,
        (Some(_), None) => false,
        (Some(g), Some(x)) => {
            let x: f64 = x.to_string().parse().unwrap();
            (g - x).abs() <= 0.011 || (g - x).abs() <= g.abs() * 0.005
        }
    }
}

fn values_match(g: &Guided, x: &saydo::guidance::Guidance) -> bool {
    // Every figure the gold states must be there; a range may also carry its centre.
    (g.low.is_some() || g.high.is_some() || g.point.is_some())
        && near(g.low, x.low)
        && near(g.high, x.high)
        && near(g.point, x.point)
        && (g.low.is_some() || x.low.is_none())
}

fn period_match(g: &Guided, x: &saydo::guidance::Guidance) -> bool {
    g.period_end_hint.is_some_and(|h| (x.period_end - h).num_days().abs() <= 14)
}

#[derive(Default)]
struct Score {
    correct: usize,
    wrong: usize,
    neutral: usize,
    gold: usize,
    found: usize,
    hard: Vec<String>,
}

impl Score {
    fn precision(&self) -> f64 {
        if self.correct + self.wrong == 0 { 1.0 } else { self.correct as f64 / (self.correct + self.wrong) as f64 }
    }
    fn recall(&self) -> f64 {
        if self.gold == 0 { 1.0 } else { self.found as f64 / self.gold as f64 }
    }
    fn f1(&self) -> f64 {
        let (p, r) = (self.precision(), self.recall());
        if p + r == 0.0 { 0.0 } else { 2.0 * p * r / (p + r) }
    }
    fn add(&mut self, o: &Score) {
        self.correct += o.correct;
        self.wrong += o.wrong;
        self.neutral += o.neutral;
        self.gold += o.gold;
        self.found += o.found;
        self.hard.extend(o.hard.iter().cloned());
    }
}

/// Scores the extractor on releases against a gold file: per company (the doc name's first
/// part) and overall. Gold `other` records and don't-care borderline ones are neither right
/// nor wrong; a superseded prior outlook, or anything from a release without guidance, is a
/// hard failure.
fn score(releases: &[Release], gold: &[Guided], borderline: &[Guided], no_guidance: &[String], convention: &Convention) -> Vec<(String, Score)> {
    let outside = convention.outside;
    let mut by_company: Vec<(String, Score)> = vec![];
    for r in releases {
        let body = std::fs::read_to_string(&r.path).unwrap();
        let is_html = r.path.extension().is_some_and(|e| e == "htm" || e == "html");
        let doc = if is_html { html::to_text(&body) } else { html::plain_to_text(&body) };
        let cal = FiscalCalendar::from_mmdd(&r.fye).unwrap();
        let got = extract(&doc, &cal, r.filed);
        let company = r.doc.split('-').next().unwrap().to_uppercase();
        let mut s = Score::default();
        let golds: Vec<&Guided> = gold.iter().filter(|g| g.doc == r.doc).collect();
        let mut hit = vec![false; golds.len()];
        s.gold = golds.iter().filter(|g| g.metric != "other").count();
        for x in &got {
            let what = format!("{} {} {} {} {:?} {:?} {:?} | {}", r.doc, x.metric, x.basis.as_str(), x.period_end, x.low, x.high, x.point, x.sentence.chars().take(110).collect::<String>());
            if no_guidance.contains(&r.doc) {
                s.hard.push(format!("from a release without guidance: {what}"));
                continue;
            }
            let matches = |g: &Guided| {
                g.metric == x.metric && gold_basis(g.basis.as_deref().unwrap_or("")) == x.basis.as_str() && period_match(g, x) && values_match(g, x)
            };
            // A gold record not yet found first: two close ranges each have their own.
            let m = golds.iter().enumerate().find(|(i, g)| !hit[*i] && matches(g)).or_else(|| golds.iter().enumerate().find(|(_, g)| matches(g)));
            match m {
                Some((i, _)) if !hit[i] => {
                    hit[i] = true;
                    s.correct += 1;
                }
                Some(_) => {
                    // The same item again (a headline and a table).
                    if !r.quiet {
                        println!("  again: {what}");
                    }
                    s.neutral += 1
                }
                None => {
                    let superseded = borderline.iter().any(|b| {
                        b.doc == r.doc && b.category.as_deref() == Some("superseded_prior_guidance") && b.metric == x.metric && period_match(b, x) && values_match(b, x)
                    });
                    let dont_care = golds.iter().any(|g| g.metric == "other" && values_match(g, x))
                        || borderline.iter().any(|b| {
                            b.doc == r.doc
                                && b.category.as_deref() != Some("superseded_prior_guidance")
                                && (b.metric == "other" || b.metric == x.metric)
                                && values_match(b, x)
                        });
                    if superseded {
                        s.hard.push(format!("superseded prior guidance: {what}"));
                        s.wrong += 1;
                    } else if outside.contains(&x.metric) {
                        if !r.quiet {
                            println!("  outside the gold's vocabulary: {what}");
                        }
                        s.neutral += 1;
                    } else if !convention.lone_bounds_gold && x.point.is_none() && x.low.is_some() != x.high.is_some() {
                        if !r.quiet {
                            println!("  a one-sided bound, not gold in this set: {what}");
                        }
                        s.neutral += 1;
                    } else if dont_care {
                        if !r.quiet {
                        println!("  neither right nor wrong: {what}");
                    }
                        s.neutral += 1;
                    } else {
                        if !r.quiet {
                        println!("  wrong: {what}");
                    }
                        s.wrong += 1;
                    }
                }
            }
        }
        for (i, g) in golds.iter().enumerate() {
            if !hit[i] && g.metric != "other" && !r.quiet {
                println!("  missed: {} {} {:?} {:?} {:?} {:?} {:?}", g.doc, g.metric, g.basis, g.period_end_hint, g.low, g.high, g.point);
            }
        }
        s.found = hit.iter().zip(&golds).filter(|(h, g)| **h && g.metric != "other").count();
        match by_company.iter_mut().find(|(c, _)| *c == company) {
            Some((_, c)) => c.add(&s),
            None => by_company.push((company, s)),
        }
    }
    let mut all = Score::default();
    for (_, s) in &by_company {
        all.add(s);
    }
    by_company.push(("overall".into(), all));
    for (c, s) in &by_company {
        println!(
            "{c:>8}: precision {:.3} recall {:.3} F1 {:.3} ({} right, {} wrong, {} neither, {} of {} gold found)",
            s.precision(),
            s.recall(),
            s.f1(),
            s.correct,
            s.wrong,
            s.neutral,
            s.found,
            s.gold
        );
    }
    by_company
}

/// The fiscal year end of each release, from the README's table (`| doc, doc | company |
/// ticker | CIK | … (`0131`) |`).
fn readme_fiscal_year_ends(readme: &str) -> Vec<(String, String)> {
    let mut out = vec![];
    for line in readme.lines().filter(|l| l.starts_with('|')) {
        let cells: Vec<&str> = line.split('|').map(str::trim).collect();
        let Some(fye) = cells.iter().rev().find_map(|c| c.split('`').nth(1).filter(|s| s.len() == 4 && s.bytes().all(|b| b.is_ascii_digit()))) else {
            continue;
        };
        for doc in cells.get(1).unwrap_or(&"").split(',') {
            out.push((doc.trim().to_owned(), fye.to_owned()));
        }
    }
    out
}

#[test]
fn guidance_of_other_companies_releases_scores_against_the_shared_gold() {
    let dir = crate::support::shared_data().join("releases");
    let readme = std::fs::read_to_string(dir.join("README.md")).unwrap();
    let fyes = readme_fiscal_year_ends(&readme);
    let mut releases = vec![];
    let mut names: Vec<_> = std::fs::read_dir(dir.join("text")).unwrap().map(|e| e.unwrap().path()).collect();
    names.sort();
    for path in names {
        let doc = path.file_stem().unwrap().to_str().unwrap().to_owned();
        let filed = NaiveDate::parse_from_str(&doc[doc.len() - 10..], "%Y-%m-%d").unwrap();
        let fye = fyes.iter().find(|(d, _)| *d == doc).map(|(_, f)| f.clone()).unwrap_or_else(|| panic!("{doc}: no fiscal year end in the README"));
        releases.push(Release { doc, path, filed, fye, quiet: false });
    }
    assert_eq!(releases.len(), 14);
    let gold: Vec<Guided> = jsonl(&dir.join("gold.jsonl"));
    let borderline: Vec<Guided> = jsonl(&dir.join("borderline.jsonl"));
    let no_guidance: Vec<String> = std::fs::read_to_string(dir.join("no_guidance.txt"))
        .unwrap()
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| l.split('\t').next().unwrap().trim().to_owned())
        .collect();
    let t = std::time::Instant::now();
    let scores = score(&releases, &gold, &borderline, &no_guidance, &Convention::STRICT);
    println!("{} releases in {:.1} ms", releases.len(), t.elapsed().as_secs_f64() * 1000.0);
    let hard: Vec<&String> = scores.iter().flat_map(|(_, s)| &s.hard).collect();
    assert!(hard.is_empty(), "hard failures: {hard:#?}");
    for (c, s) in &scores {
        let floor = if c == "overall" { 0.90 } else { 0.80 };
        // Costco gives no guidance: its score is that nothing was extracted (checked above).
        if s.gold > 0 || s.wrong > 0 {
            assert!(s.f1() >= floor, "{c}: F1 {:.3} below {floor}", s.f1());
        }
    }
}

/// Releases of imaginary companies under `tests/gold/{folder}` (docs.jsonl, gold.jsonl), the
/// releases of one split when `split` is given, scored overall.
/// The metrics a blind set's gold leaves out by its own convention (its NOTES.md): guidance on
/// them is "an other guided item: extracting it is neither right nor wrong", so a record of
/// one is neither. From holdout3 on no set writes `other` records; from holdout4 on none keeps
/// `operating_income` in its vocabulary (holdout..holdout3 have gold for it, scored as any).
fn outside_vocabulary(folder: &str) -> &'static [&'static str] {
    match folder {
        "holdout4" | "holdout5" | "holdout6" | "holdout7" | "holdout8" | "holdout9" | "holdout10" | "holdout11" | "holdout12" | "holdout13" => &["operating_income", "other"],
        // holdout14's NOTES name adjusted gross profit and interest expense among the other
        // guided items too.
        "holdout14" | "holdout15" | "holdout16" => &["operating_income", "other", "gross_profit", "interest_expense"],
        "holdout3" => &["other"],
        _ => &[],
    }
}

/// What a gold file leaves out by its own convention, so that a record of it is neither right
/// nor wrong.
struct Convention {
    outside: &'static [&'static str],
    /// Whether a one-sided guide ("at least $400 million", "up to $90 million") is gold, so
    /// that one found but not in the gold is wrong. holdout2..holdout13's NOTES say one-sided
    /// bounds are not gold ("other guided items"); holdout14 records them with their one bound.
    /// Everywhere else (the shared releases, NVIDIA's, the hand-written ones) a record no gold
    /// names is wrong, one-sided or not.
    lone_bounds_gold: bool,
}

impl Convention {
    const STRICT: Convention = Convention { outside: &[], lone_bounds_gold: true };

    fn of(folder: &str) -> Convention {
        let not_gold = (2..=13).any(|n| folder == format!("holdout{n}"));
        Convention { outside: outside_vocabulary(folder), lone_bounds_gold: !not_gold }
    }
}

fn imaginary_releases(folder: &str, split: Option<&str>) -> Score {
    #[derive(serde::Deserialize)]
    struct Meta {
        doc: String,
        file: String,
        filed: NaiveDate,
        fye: String,
        split: Option<String>,
    }
    let dir = std::path::PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/gold")).join(folder);
    let metas: Vec<Meta> = jsonl(&dir.join("docs.jsonl"));
    let releases: Vec<Release> = metas
        .into_iter()
        .filter(|m| split.is_none() || m.split.as_deref() == split)
        .map(|m| Release { quiet: m.split.as_deref() == Some("test"), doc: m.doc, path: dir.join(m.file), filed: m.filed, fye: m.fye })
        .collect();
    assert!(releases.len() >= 4, "{folder} {split:?}: {} releases", releases.len());
    let gold: Vec<Guided> = jsonl(&dir.join("gold.jsonl"));
    let mut scores = score(&releases, &gold, &[], &[], &Convention::of(folder));
    let (_, all) = scores.pop().unwrap();
    println!("{folder} {}: precision {:.3} recall {:.3} F1 {:.3}", split.unwrap_or("all"), all.precision(), all.recall(), all.f1());
    all
}

/// A new blind set of releases scored before any change reaches it: `SAYDO_BLIND_RELEASES=holdoutN
/// cargo test --test it blind_release_set -- --ignored --nocapture`, run from a test binary built
/// at the session's starting commit. Prints only each part's figures.
#[test]
#[ignore = "scores the folder named by SAYDO_BLIND_RELEASES"]
fn blind_release_set() {
    let folder = std::env::var("SAYDO_BLIND_RELEASES").expect("SAYDO_BLIND_RELEASES names a folder under tests/gold/");
    imaginary_releases(&folder, Some("tune"));
    imaginary_releases(&folder, Some("test"));
}

/// Releases of imaginary companies written for SayDo (tests/gold/handwritten), in the forms
/// real releases use: the check that the extractor reads forms, not the development releases.
#[test]
fn guidance_of_hand_written_releases_of_imaginary_companies() {
    let all = imaginary_releases("handwritten", None);
    assert!(all.hard.is_empty());
    assert!(all.f1() >= 0.80, "hand-written releases: F1 {:.3}", all.f1());
}

/// Eight more, written blind to the extractor by someone who read real releases of other
/// sectors (tests/gold/holdout/NOTES.md). Half are a test part that is scored and never tuned
/// against. The blind first run measured F1 0.480 (tune) and 0.727 (test); the floors are what
/// the test part measured after work on the tune part alone (1.000 and 0.818).
#[test]
fn guidance_of_releases_written_blind_tune_and_test() {
    let tune = imaginary_releases("holdout", Some("tune"));
    let test = imaginary_releases("holdout", Some("test"));
    assert!(tune.hard.is_empty() && test.hard.is_empty());
    assert!(tune.f1() >= 1.0, "holdout tune: F1 {:.3}", tune.f1());
    assert!(test.f1() >= 0.97, "holdout test: F1 {:.3}", test.f1());
}

/// Ten more (tests/gold/holdout3/NOTES.md), written blind in the seventh session from real
/// releases of ten more sectors; alternate releases are the test part, never tuned against.
/// Blind first run, on the sixth session's extractor: F1 0.581 (tune), 0.706 (test); after
/// work on the tune part alone: 0.955 (tune), 0.765 (test). Tenth session, after the work on
/// holdout6's tune part (a metric the release names bare as non-GAAP is non-GAAP where guided
/// without a basis): test 0.817.
#[test]
fn guidance_of_a_third_set_of_releases_written_blind_tune_and_test() {
    let tune = imaginary_releases("holdout3", Some("tune"));
    let test = imaginary_releases("holdout3", Some("test"));
    assert!(tune.hard.is_empty() && test.hard.is_empty());
    assert!(tune.f1() >= 0.98, "holdout3 tune: F1 {:.3}", tune.f1());
    assert!(test.f1() >= 0.89, "holdout3 test: F1 {:.3}", test.f1());
}

/// Ten more (tests/gold/holdout4/NOTES.md), written blind in the eighth session from real
/// releases of ten more sectors and calendars; alternate releases are the test part, never
/// tuned against. Blind first run, on the seventh session's extractor: F1 0.667 (tune), 0.532
/// (test); after work on the tune part alone: 0.878 (tune), 0.532 (test). Eighth session, on
/// the other sets: holdout 0.836 (test), holdout2 0.990 / 0.692, holdout3 0.978 / 0.789.
/// Ninth session: 1.000 (tune), 0.698 (test) — the test part moved with the forms of large
/// consumer companies' outlook tables, read from real releases, not with the tune fixes.
#[test]
fn guidance_of_a_fourth_set_of_releases_written_blind_tune_and_test() {
    let tune = imaginary_releases("holdout4", Some("tune"));
    let test = imaginary_releases("holdout4", Some("test"));
    assert!(tune.hard.is_empty() && test.hard.is_empty());
    assert!(tune.f1() >= 1.0, "holdout4 tune: F1 {:.3}", tune.f1());
    assert!(test.f1() >= 0.80, "holdout4 test: F1 {:.3}", test.f1());
}

/// Ten more (tests/gold/holdout5/NOTES.md), written blind in the ninth session from real
/// releases of ten new sectors. Blind first run (on the eighth session's extractor): tune 0.707,
/// test 0.714. After the work of the ninth session written from holdout4's tune part and from
/// forms of real releases, before any holdout5 release was read: test 0.796. After work on its
/// tune part: tune 0.976, test 0.796 (the tune fixes did not reach a test release). Nineteenth
/// session, after holdout15's tune half (columns of outlooks given before the release, the
/// figure a change starts from): test 0.851.
#[test]
fn guidance_of_a_fifth_set_of_releases_written_blind_tune_and_test() {
    let tune = imaginary_releases("holdout5", Some("tune"));
    let test = imaginary_releases("holdout5", Some("test"));
    assert!(tune.hard.is_empty() && test.hard.is_empty());
    assert!(tune.f1() >= 0.99, "holdout5 tune: F1 {:.3}", tune.f1());
    assert!(test.f1() >= 0.85, "holdout5 test: F1 {:.3}", test.f1());
}

/// Ten more (tests/gold/holdout6/NOTES.md), written blind in the tenth session from real
/// releases of ten new sectors. Blind first run (on the ninth session's extractor): tune 0.843,
/// test 0.658. After work on its tune part alone: tune 0.990, test 0.658.
#[test]
fn guidance_of_a_sixth_set_of_releases_written_blind_tune_and_test() {
    let tune = imaginary_releases("holdout6", Some("tune"));
    let test = imaginary_releases("holdout6", Some("test"));
    assert!(tune.hard.is_empty() && test.hard.is_empty());
    assert!(tune.f1() >= 0.99, "holdout6 tune: F1 {:.3}", tune.f1());
    assert!(test.f1() >= 0.78, "holdout6 test: F1 {:.3}", test.f1());
}

/// Ten more (tests/gold/holdout7/NOTES.md), written blind in the eleventh session from real
/// releases of ten new sectors. Blind first run (on the tenth session's extractor): tune 0.876,
/// test 0.621. After work on its tune part alone (a helper, reviewed): tune 1.000, test 0.621.
#[test]
fn guidance_of_a_seventh_set_of_releases_written_blind_tune_and_test() {
    let tune = imaginary_releases("holdout7", Some("tune"));
    let test = imaginary_releases("holdout7", Some("test"));
    assert!(tune.hard.is_empty() && test.hard.is_empty());
    assert!(tune.f1() >= 1.0, "holdout7 tune: F1 {:.3}", tune.f1());
    assert!(test.f1() >= 0.82, "holdout7 test: F1 {:.3}", test.f1());
}

/// Ten more (tests/gold/holdout8/NOTES.md), written blind in the twelfth session from real
/// releases of ten new sectors. Blind first run (on the eleventh session's extractor): tune
/// 0.817, test 0.889. After work on its tune half (verbless items under a period line, bases
/// "respectively", a restatement's period): tune 0.909, test 0.889. Two of its tune records
/// the extractor gives are outside this set's gold by its convention (adjusted operating profit,
/// gross VOI sales), and one needs net income read from a reconciliation's Low/High columns.
#[test]
fn guidance_of_an_eighth_set_of_releases_written_blind_tune_and_test() {
    let tune = imaginary_releases("holdout8", Some("tune"));
    let test = imaginary_releases("holdout8", Some("test"));
    assert!(tune.hard.is_empty() && test.hard.is_empty());
    assert!(tune.f1() >= 0.97, "holdout8 tune: F1 {:.3}", tune.f1());
    assert!(test.f1() >= 0.88, "holdout8 test: F1 {:.3}", test.f1());
}

/// Ten more (tests/gold/holdout9/NOTES.md), written blind in the thirteenth session from real
/// releases of ten new sectors. Blind first run (on the twelfth session's extractor, every
/// record outside the gold counted wrong): tune 0.860, test 0.762. With the gold's own
/// convention (`outside_vocabulary`) and the work on its tune half (losses, minority owners, a
/// metric's own period): tune 0.987, test 0.762. Nineteenth session, after holdout15's tune
/// half: test 0.805.
#[test]
fn guidance_of_a_ninth_set_of_releases_written_blind_tune_and_test() {
    let tune = imaginary_releases("holdout9", Some("tune"));
    let test = imaginary_releases("holdout9", Some("test"));
    assert!(tune.hard.is_empty() && test.hard.is_empty());
    assert!(tune.f1() >= 0.98, "holdout9 tune: F1 {:.3}", tune.f1());
    assert!(test.f1() >= 0.80, "holdout9 test: F1 {:.3}", test.f1());
}

/// Ten more (tests/gold/holdout10/NOTES.md), written blind in the fourteenth session from real
/// releases of ten new sectors. Blind first run (on the thirteenth session's extractor, every
/// record outside the gold counted wrong): tune 0.786, test 0.778. With the convention of
/// holdout4-9 and the years named as a release names them: tune 0.891, test 0.833; after the
/// work on its tune half (capital-letter note markers, wrapped asides, share counts, titled
/// reconciliations, discrete tax items): tune 0.989, test 0.833. Seventeenth session, after
/// holdout13's tune half: test 0.864.
#[test]
fn guidance_of_a_tenth_set_of_releases_written_blind_tune_and_test() {
    let tune = imaginary_releases("holdout10", Some("tune"));
    let test = imaginary_releases("holdout10", Some("test"));
    assert!(tune.hard.is_empty() && test.hard.is_empty());
    assert!(tune.f1() >= 0.98, "holdout10 tune: F1 {:.3}", tune.f1());
    assert!(test.f1() >= 0.86, "holdout10 test: F1 {:.3}", test.f1());
}

/// Ten more (tests/gold/holdout11/NOTES.md), written blind in the fifteenth session from real
/// releases of ten new sectors. Blind first run (on the fourteenth session's extractor, every
/// record outside the gold counted wrong): tune 0.913, test 0.696; with the convention of
/// holdout4-10, tune 0.923, test 0.719; after the work on its tune half (EBITDAR, restated
/// ranges, base-year figures, wrapped labels, "reported EPS-diluted and adjusted EPS-diluted …,
/// respectively"): tune 0.989, test 0.719. Sixteenth session, after reading real releases
/// (outlook titles, others' and earlier outlooks, years named by their start) and holdout12's
/// tune half: test 0.800.
#[test]
fn guidance_of_an_eleventh_set_of_releases_written_blind_tune_and_test() {
    let tune = imaginary_releases("holdout11", Some("tune"));
    let test = imaginary_releases("holdout11", Some("test"));
    assert!(tune.hard.is_empty() && test.hard.is_empty());
    assert!(tune.f1() >= 0.98, "holdout11 tune: F1 {:.3}", tune.f1());
    assert!(test.f1() >= 0.80, "holdout11 test: F1 {:.3}", test.f1());
}

/// Ten more (tests/gold/holdout12/NOTES.md), written blind in the sixteenth session from real
/// releases of ten new sectors. Blind first run (on the fifteenth session's extractor, every
/// record outside the gold counted wrong): tune 0.863, test 0.795. After the work on its tune
/// half (a comparable-sales range from "flat – 1.5%", a result told "respectively", a figure
/// spanning the GAAP and non-GAAP columns, a note marker before the units, a run-in period
/// heading, parts named first): tune 1.000, test 0.795. Seventeenth session, after holdout13's
/// tune half: test 0.831.
#[test]
fn guidance_of_a_twelfth_set_of_releases_written_blind_tune_and_test() {
    let tune = imaginary_releases("holdout12", Some("tune"));
    let test = imaginary_releases("holdout12", Some("test"));
    assert!(tune.hard.is_empty() && test.hard.is_empty());
    assert!(tune.f1() >= 0.99, "holdout12 tune: F1 {:.3}", tune.f1());
    assert!(test.f1() >= 0.93, "holdout12 test: F1 {:.3}", test.f1());
}

/// Ten more (tests/gold/holdout13/NOTES.md), written blind in the seventeenth session from real
/// releases of ten new sectors. Blind first run (on the sixteenth session's extractor, every
/// record outside the gold counted wrong): tune 0.902, test 0.809. With the vocabulary convention
/// of holdout4-12: test 0.835. After the work on its tune half (a column of the change against
/// the year before, an outlook that replaces one "which called for …", analysts' expectations
/// in a clause of their own, units wrapped under a layout label, "fiscal 2026 (the 52 weeks
/// ending …)"): tune 1.000, test 0.844.
#[test]
fn guidance_of_a_thirteenth_set_of_releases_written_blind_tune_and_test() {
    let tune = imaginary_releases("holdout13", Some("tune"));
    let test = imaginary_releases("holdout13", Some("test"));
    assert!(tune.hard.is_empty() && test.hard.is_empty());
    assert!(tune.f1() >= 0.99, "holdout13 tune: F1 {:.3}", tune.f1());
    assert!(test.f1() >= 0.84, "holdout13 test: F1 {:.3}", test.f1());
}

/// Ten more (tests/gold/holdout14/NOTES.md), written blind in the eighteenth session from real
/// releases of ten new sectors, with four one-sided guides ("at least", "no more than") as gold.
/// Blind first run (on the seventeenth session's extractor, every record outside the gold
/// counted wrong): tune 0.848, test 0.594. Eighteenth session, after work on its tune half:
/// tune 0.972. Nineteenth session, once a one-sided guide is read as its one bound (a general
/// form, written from the words "at least", "no more than", "up to", "or less"): tune 0.982,
/// test 0.635.
#[test]
fn guidance_of_a_fourteenth_set_of_releases_written_blind_tune_and_test() {
    let tune = imaginary_releases("holdout14", Some("tune"));
    let test = imaginary_releases("holdout14", Some("test"));
    assert!(tune.hard.is_empty() && test.hard.is_empty());
    assert!(tune.f1() >= 0.98, "holdout14 tune: F1 {:.3}", tune.f1());
    assert!(test.f1() >= 0.63, "holdout14 test: F1 {:.3}", test.f1());
}

/// Ten more (tests/gold/holdout15/NOTES.md), written blind in the nineteenth session from real
/// releases of ten new sectors, with three one-sided guides as gold and the vocabulary of
/// holdout14 (interest expense and share counts are other guided items). Blind first run (on
/// the eighteenth session's extractor, every record outside the gold counted wrong): tune 0.757,
/// test 0.484. After work on its tune half (columns of outlooks given before the release, the
/// figure a change starts from, "from a 1% decline to a 1% increase", the items an adjusted
/// measure leaves out): tune 0.857, test 0.496; then a column of units beside "From | To" and a
/// column "Compared with the … outlook": tune 0.893, test 0.496; then a table on its side
/// ("Low" and "High" as rows under columns that each name a period and a metric): tune 0.954,
/// test 0.496.
#[test]
fn guidance_of_a_fifteenth_set_of_releases_written_blind_tune_and_test() {
    let tune = imaginary_releases("holdout15", Some("tune"));
    let test = imaginary_releases("holdout15", Some("test"));
    assert!(tune.hard.is_empty() && test.hard.is_empty());
    assert!(tune.f1() >= 0.95, "holdout15 tune: F1 {:.3}", tune.f1());
    assert!(test.f1() >= 0.49, "holdout15 test: F1 {:.3}", test.f1());
}

/// Ten more (tests/gold/holdout16/NOTES.md), written blind in the twentieth session from real
/// releases of ten new sectors, with seven one-sided guides as gold and the vocabulary of
/// holdout15. Blind first run (on the nineteenth session's extractor, every record outside the
/// gold counted wrong, no list of other guided items): tune 0.823, test 0.800. With holdout15's
/// list of other guided items and this session's first extractor rule (a period closing a
/// statement): tune 0.857, test 0.800. After its tune work (an outlook's introduction naming a
/// year "for comparison" gives the section no period; a paragraph opening "The fiscal 2026
/// revenue range represents growth of …" right after an outlook table restates it): tune 0.903,
/// test 0.800.
#[test]
fn guidance_of_a_sixteenth_set_of_releases_written_blind_tune_and_test() {
    let tune = imaginary_releases("holdout16", Some("tune"));
    let test = imaginary_releases("holdout16", Some("test"));
    assert!(tune.hard.is_empty() && test.hard.is_empty());
    assert!(tune.f1() >= 0.90, "holdout16 tune: F1 {:.3}", tune.f1());
    assert!(test.f1() >= 0.79, "holdout16 test: F1 {:.3}", test.f1());
}

/// Ten more (tests/gold/holdout2/NOTES.md), written blind in the sixth session from real
/// releases of ten other sectors; alternate releases are the test part, never tuned against.
/// Blind first run, on the fifth session's extractor: F1 0.764 (tune), 0.658 (test). Tenth
/// session, after the work on holdout6's tune part: test 0.769. Seventeenth session, after a range
/// before its metric ("growth of 4% to 6% in net sales") was bound whole: test 0.840.
#[test]
fn guidance_of_a_second_set_of_releases_written_blind_tune_and_test() {
    let tune = imaginary_releases("holdout2", Some("tune"));
    let test = imaginary_releases("holdout2", Some("test"));
    assert!(tune.hard.is_empty() && test.hard.is_empty());
    // 98/99 = 0.9899: F1 is 2·right / (found + gold), so the floor is that fraction floored.
    assert!(tune.f1() >= 0.98, "holdout2 tune: F1 {:.3}", tune.f1());
    assert!(test.f1() >= 0.83, "holdout2 test: F1 {:.3}", test.f1());
}
