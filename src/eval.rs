//! `saydo eval FILE.jsonl`: questions through the whole pipeline, scored against their gold,
//! per split (tune / test) and per category, with route accuracy beside answer accuracy.
//!
//! A case line: `{"id", "split", "category", "question", "route", "expect"}` (see
//! evals/README.md); the older form `{"question", "expect"}` reads as split "dev".

use std::collections::BTreeMap;
use std::time::Instant;

use rust_decimal::prelude::ToPrimitive;
use serde::Serialize;

use crate::app::App;
use crate::ask::{ask, AskResult, AskOptions};
use crate::error::{Error, Result};
use crate::tools::Found;

#[derive(Debug)]
pub struct Case {
    pub id: String,
    pub split: String,
    pub category: String,
    pub question: String,
    /// The route the question should take (`refuse` for questions no tool should answer).
    pub route: Option<String>,
    pub expect: Expect,
}

#[derive(Debug)]
pub enum Expect {
    /// A verified figure in the answer equals `value` (base units) within `tolerance`, a
    /// fraction of it; and no figure equals `not_value` (a total given for a part).
    Value { value: f64, unit: String, tolerance: Option<f64>, not_value: Option<f64> },
    /// The answer declines.
    Refused,
    /// The computed say-do position, with a passing review.
    Position { position: String },
    /// A non-GAAP guide whose actual SayDo does not hold: said plainly, no position.
    NotComparable,
    /// The track record's counts.
    Scorecard { above: u64, within: u64, below: u64 },
    /// An answer (not a refusal) whose passages contain one of the words.
    Answered { contains_any: Vec<String> },
}

fn num(x: &serde_json::Value) -> Option<f64> {
    x.as_f64().or_else(|| x.to_string().parse().ok())
}

// Read by hand: serde's untagged enums do not see numbers under arbitrary_precision.
fn expect_from(v: &serde_json::Value) -> Option<Expect> {
    if v.get("refused").and_then(|r| r.as_bool()) == Some(true) {
        return Some(Expect::Refused);
    }
    if v.get("not_comparable").and_then(|r| r.as_bool()) == Some(true) {
        return Some(Expect::NotComparable);
    }
    if let Some(p) = v.get("position").and_then(|p| p.as_str()) {
        return Some(Expect::Position { position: p.to_owned() });
    }
    if let (Some(a), Some(w), Some(b)) = (v.get("above"), v.get("within"), v.get("below")) {
        return Some(Expect::Scorecard { above: a.as_u64()?, within: w.as_u64()?, below: b.as_u64()? });
    }
    if let Some(value) = v.get("value").and_then(num) {
        return Some(Expect::Value {
            value,
            unit: v.get("unit")?.as_str()?.to_owned(),
            tolerance: v.get("tolerance").and_then(num),
            not_value: v.get("not_value").and_then(num),
        });
    }
    if let Some(words) = v.get("contains_any").and_then(|w| w.as_array()) {
        return Some(Expect::Answered { contains_any: words.iter().filter_map(|w| w.as_str().map(str::to_lowercase)).collect() });
    }
    None
}

pub fn read(path: &std::path::Path) -> Result<Vec<Case>> {
    let text = std::fs::read_to_string(path)?;
    text.lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty())
        .map(|(i, l)| {
            let at = || format!("{}:{}", path.display(), i + 1);
            let raw: serde_json::Value = serde_json::from_str(l).map_err(|e| Error::BadInput(format!("{}: {e}", at())))?;
            let field = |k: &str| raw.get(k).and_then(|v| v.as_str()).map(str::to_owned);
            let question = field("question").ok_or_else(|| Error::BadInput(format!("{}: no question", at())))?;
            let expect = raw.get("expect").and_then(expect_from).ok_or_else(|| {
                Error::BadInput(format!(
                    "{}: expect must hold refused, not_comparable, position, above/within/below, value + unit, or contains_any",
                    at()
                ))
            })?;
            Ok(Case {
                id: field("id").unwrap_or_else(|| format!("line-{}", i + 1)),
                split: field("split").unwrap_or_else(|| "dev".into()),
                category: field("category").unwrap_or_else(|| "dev".into()),
                question,
                route: field("route"),
                expect,
            })
        })
        .collect()
}

#[derive(Debug, Serialize)]
pub struct Outcome {
    pub id: String,
    pub split: String,
    pub category: String,
    pub question: String,
    pub correct: bool,
    /// None when the case names no route.
    pub route_correct: Option<bool>,
    pub route: Option<&'static str>,
    pub refused: bool,
    pub detail: String,
    /// Figures of the answer the checker could not verify.
    pub unverified: Vec<String>,
    pub ms: u64,
}

/// Accuracy of one group of cases.
#[derive(Debug, Serialize, Clone, Copy)]
pub struct Score {
    pub questions: usize,
    pub accuracy: f64,
    pub route_accuracy: f64,
}

#[derive(Debug, Serialize)]
pub struct Report {
    pub questions: usize,
    pub accuracy: f64,
    pub answer_accuracy: f64,
    pub refusal_accuracy: f64,
    pub route_accuracy: f64,
    pub figures_verified: f64,
    pub median_ms: u64,
    /// Split → category → score ("all" for the whole split).
    pub by_split: BTreeMap<String, BTreeMap<String, Score>>,
    pub outcomes: Vec<Outcome>,
}

fn found(r: &AskResult) -> Option<&Found> {
    r.evidence.as_ref().and_then(|e| e.result.as_ref())
}

/// Text as a figure reads, whatever the spacing of the page it came from: "23 %" and "23%",
/// "$ 95.0" and "$95.0", runs of spaces and line breaks, cells of a table row, are the same words.
fn as_printed(text: &str) -> String {
    static SPACED: std::sync::LazyLock<regex::Regex> = std::sync::LazyLock::new(|| regex::Regex::new(r"(\d)\s+%|\$\s+(\d)").unwrap());
    // A passage holding a table row separates its cells with " | "; a gold text quoting the
    // flattened filing has only the spaces.
    let text = text.split(|c: char| c.is_whitespace() || c == '|').filter(|w| !w.is_empty()).collect::<Vec<_>>().join(" ");
    SPACED
        .replace_all(&text, |c: &regex::Captures| match (c.get(1), c.get(2)) {
            (Some(d), _) => format!("{}%", d.as_str()),
            (_, Some(d)) => format!("${}", d.as_str()),
            _ => c[0].to_owned(),
        })
        .into_owned()
}

/// Whether a verified figure states `value`: within `tolerance` (a fraction of it), or within
/// half a unit of the place it is written to ("$3.24 billion" states $3,236 million).
fn has_figure(r: &AskResult, value: f64, unit: &str, tolerance: f64) -> bool {
    r.figures.iter().any(|f| {
        let written = crate::numbers::amounts(&f.text).into_iter().next().map(|a| {
            let scale = match a.scale {
                Some("trillion") => 1e12,
                Some("billion") => 1e9,
                Some("million") => 1e6,
                Some("thousand") => 1e3,
                _ => 1.0,
            };
            0.5 * 10f64.powi(-(a.decimals as i32)) * scale
        });
        let tol = (tolerance * value.abs()).max(written.unwrap_or(0.0)).max(1e-9);
        f.verified && f.unit == unit && (f.value.to_f64().unwrap_or(f64::NAN) - value).abs() <= tol
    })
}

/// Whether the answer is right, and what it said.
fn score(r: &AskResult, expect: &Expect) -> (bool, String) {
    let said: String = r.answer.chars().take(160).collect();
    match expect {
        Expect::Refused => (r.refused, said),
        Expect::NotComparable => (r.refused && r.answer.contains("not comparable"), said),
        Expect::Position { position } => {
            let got = found(r).and_then(Found::position).map(|p| p.as_str()).unwrap_or("none");
            (got == position && r.review.passed && !r.refused, format!("position {got}: {said}"))
        }
        Expect::Scorecard { above, within, below } => match found(r) {
            Some(Found::Scorecard(s)) => {
                let got = (s.above as u64, s.within as u64, s.below as u64);
                (got == (*above, *within, *below), format!("scorecard {got:?}: {said}"))
            }
            _ => (false, format!("no scorecard: {said}")),
        },
        Expect::Value { value, unit, tolerance, not_value } => {
            let hit = has_figure(r, *value, unit, tolerance.unwrap_or(0.005));
            // A total presented as a part is the worst kind of wrong: it fails the case outright.
            let total = not_value.is_some_and(|t| has_figure(r, t, unit, 0.005));
            (hit && !total && !r.refused, if total { format!("gave the total: {said}") } else { said })
        }
        Expect::Answered { contains_any } => {
            let text = as_printed(&r.passages.iter().map(|p| p.text.to_lowercase()).collect::<Vec<_>>().join(" "));
            (!r.refused && contains_any.iter().any(|w| text.contains(as_printed(w).as_str())), said)
        }
    }
}

fn route_correct(r: &AskResult, wanted: &str, expect: &Expect) -> bool {
    match (r.route, wanted) {
        // A question that should be refused and was: the tool that said so (a period not
        // held, no guidance found) took the right road.
        (Some(_), "refuse") if r.refused && matches!(expect, Expect::Refused) => true,
        (Some(got), w) => got == w,
        // Stopped before routing (no company by that name, no XBRL data): right when a refusal
        // was the answer wanted, since no route could answer it.
        (None, _) => r.refused && (wanted == "refuse" || matches!(expect, Expect::Refused)),
    }
}

pub async fn run(app: &App, cases: &[Case]) -> Result<Report> {
    let opts = AskOptions { client_ip: None, model_allowed: true, budgeted: false };
    let mut outcomes = vec![];
    let (mut figs, mut verified) = (0usize, 0usize);
    for c in cases {
        let t = Instant::now();
        let r = ask(app, &c.question, &opts, &()).await;
        let ms = t.elapsed().as_millis() as u64;
        let unverified: Vec<String> = r.as_ref().map(|r| r.figures.iter().filter(|f| !f.verified).map(|f| f.text.clone()).collect()).unwrap_or_default();
        let (correct, route_ok, route, refused, detail) = match &r {
            Err(e) => (false, c.route.as_ref().map(|_| false), None, false, format!("error: {e}")),
            Ok(r) => {
                figs += r.figures.len();
                verified += r.figures.iter().filter(|f| f.verified).count();
                let (ok, detail) = score(r, &c.expect);
                (ok, c.route.as_deref().map(|w| route_correct(r, w, &c.expect)), r.route, r.refused, detail)
            }
        };
        outcomes.push(Outcome {
            id: c.id.clone(),
            split: c.split.clone(),
            category: c.category.clone(),
            question: c.question.clone(),
            correct,
            route_correct: route_ok,
            route,
            refused,
            detail,
            unverified,
            ms,
        });
    }
    let share = |f: &dyn Fn(&(&Case, &Outcome)) -> bool| {
        let v: Vec<_> = cases.iter().zip(&outcomes).filter(|x| f(x)).collect();
        if v.is_empty() { 1.0 } else { v.iter().filter(|(_, o)| o.correct).count() as f64 / v.len() as f64 }
    };
    let group = |outs: &[&Outcome]| {
        let routed: Vec<bool> = outs.iter().filter_map(|o| o.route_correct).collect();
        Score {
            questions: outs.len(),
            accuracy: if outs.is_empty() { 1.0 } else { outs.iter().filter(|o| o.correct).count() as f64 / outs.len() as f64 },
            route_accuracy: if routed.is_empty() { 1.0 } else { routed.iter().filter(|r| **r).count() as f64 / routed.len() as f64 },
        }
    };
    let mut by_split: BTreeMap<String, BTreeMap<String, Score>> = BTreeMap::new();
    let splits: std::collections::BTreeSet<&str> = outcomes.iter().map(|o| o.split.as_str()).collect();
    for split in splits {
        let in_split: Vec<&Outcome> = outcomes.iter().filter(|o| o.split == split).collect();
        let mut cats = BTreeMap::new();
        cats.insert("all".to_owned(), group(&in_split));
        let names: std::collections::BTreeSet<&str> = in_split.iter().map(|o| o.category.as_str()).collect();
        for cat in names {
            let v: Vec<&Outcome> = in_split.iter().copied().filter(|o| o.category == cat).collect();
            cats.insert(cat.to_owned(), group(&v));
        }
        by_split.insert(split.to_owned(), cats);
    }
    let mut ms: Vec<u64> = outcomes.iter().map(|o| o.ms).collect();
    ms.sort();
    let all: Vec<&Outcome> = outcomes.iter().collect();
    Ok(Report {
        questions: cases.len(),
        accuracy: share(&|_| true),
        answer_accuracy: share(&|(c, _)| !matches!(c.expect, Expect::Refused)),
        refusal_accuracy: share(&|(c, _)| matches!(c.expect, Expect::Refused)),
        route_accuracy: group(&all).route_accuracy,
        figures_verified: if figs == 0 { 1.0 } else { verified as f64 / figs as f64 },
        median_ms: ms.get(ms.len() / 2).copied().unwrap_or(0),
        by_split,
        outcomes,
    })
}

impl Report {
    pub fn summary(&self) -> String {
        let mut s = format!(
            "eval: {} questions; accuracy {:.3} (answers {:.3}, refusals {:.3}); route accuracy {:.3}; figures verified {:.3}; median latency {} ms",
            self.questions, self.accuracy, self.answer_accuracy, self.refusal_accuracy, self.route_accuracy, self.figures_verified, self.median_ms
        );
        for (split, cats) in &self.by_split {
            s.push_str(&format!("\n  {split}:"));
            for (cat, sc) in cats {
                s.push_str(&format!("\n    {cat:<10} {:>4} questions  accuracy {:.3}  route {:.3}", sc.questions, sc.accuracy, sc.route_accuracy));
            }
        }
        s
    }

    /// The lowest accuracy of any category in any split: what a floor is held against.
    pub fn weakest(&self) -> Option<(String, String, f64)> {
        self.by_split
            .iter()
            .flat_map(|(split, cats)| cats.iter().map(move |(cat, sc)| (split.clone(), cat.clone(), sc.accuracy)))
            .min_by(|a, b| a.2.partial_cmp(&b.2).unwrap_or(std::cmp::Ordering::Equal))
    }
}

#[cfg(test)]
mod as_printed_tests {
    /// "23 %" in a gold passage is "23%" in SayDo's text: the same figure.
    #[test]
    fn figures_compare_as_printed() {
        assert_eq!(super::as_printed("was 23 %  and\n$ 95.0 billion"), "was 23% and $95.0 billion");
        assert_eq!(super::as_printed("23%"), "23%");
        assert_eq!(super::as_printed("Megafactory Lathrop | Lathrop, California | Leased"), "Megafactory Lathrop Lathrop, California Leased");
    }
}
