//! `saydo eval FILE.jsonl`: questions through the whole pipeline, scored against expectations.

use std::time::Instant;

use rust_decimal::prelude::ToPrimitive;
use serde::{Deserialize, Serialize};

use crate::app::App;
use crate::ask::{ask, AskOptions};
use crate::error::{Error, Result};

#[derive(Debug)]
pub struct Case {
    pub question: String,
    pub expect: Expect,
}

#[derive(Debug)]
pub enum Expect {
    /// A figure in the answer equals `value` (base units) within `tolerance`, a fraction of it.
    Value { value: f64, unit: String, tolerance: Option<f64> },
    Refused { refused: bool },
    Position { position: String },
}

#[derive(Deserialize)]
struct RawCase {
    question: String,
    expect: serde_json::Value,
}

// Read by hand: serde's untagged enums do not see numbers under arbitrary_precision.
fn expect_from(v: &serde_json::Value) -> Option<Expect> {
    let num = |x: &serde_json::Value| x.as_f64().or_else(|| x.to_string().parse().ok());
    if let Some(value) = v.get("value").and_then(num) {
        return Some(Expect::Value {
            value,
            unit: v.get("unit")?.as_str()?.to_owned(),
            tolerance: v.get("tolerance").and_then(num),
        });
    }
    if let Some(r) = v.get("refused").and_then(|r| r.as_bool()) {
        return Some(Expect::Refused { refused: r });
    }
    v.get("position").and_then(|p| p.as_str()).map(|p| Expect::Position { position: p.to_owned() })
}

#[derive(Debug, Serialize)]
pub struct Outcome {
    pub question: String,
    pub correct: bool,
    pub refused: bool,
    pub detail: String,
    pub ms: u64,
}

#[derive(Debug, Serialize)]
pub struct Report {
    pub questions: usize,
    pub accuracy: f64,
    pub answer_accuracy: f64,
    pub refusal_accuracy: f64,
    pub figures_verified: f64,
    pub median_ms: u64,
    pub outcomes: Vec<Outcome>,
}

pub fn read(path: &std::path::Path) -> Result<Vec<Case>> {
    let text = std::fs::read_to_string(path)?;
    text.lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty())
        .map(|(i, l)| {
            let raw: RawCase = serde_json::from_str(l).map_err(|e| Error::BadInput(format!("{}:{}: {e}", path.display(), i + 1)))?;
            let expect = expect_from(&raw.expect).ok_or_else(|| {
                Error::BadInput(format!("{}:{}: expect must be {{value, unit, tolerance}}, {{refused}} or {{position}}", path.display(), i + 1))
            })?;
            Ok(Case { question: raw.question, expect })
        })
        .collect()
}

pub async fn run(app: &App, cases: &[Case]) -> Result<Report> {
    let opts = AskOptions { client_ip: None, model_allowed: true, budget_note: None };
    let mut outcomes = vec![];
    let (mut figs, mut verified) = (0usize, 0usize);
    for c in cases {
        let t = Instant::now();
        let r = ask(app, &c.question, &opts, &()).await;
        let ms = t.elapsed().as_millis() as u64;
        let (correct, refused, detail) = match (&r, &c.expect) {
            (Err(e), _) => (false, false, format!("error: {e}")),
            (Ok(r), Expect::Refused { refused }) => (r.refused == *refused, r.refused, r.answer.chars().take(120).collect()),
            (Ok(r), Expect::Position { position }) => {
                let got = r.evidence["result"]["comparison"]["position"].as_str().unwrap_or("none");
                (got == position && r.review.passed, r.refused, format!("position {got}"))
            }
            (Ok(r), Expect::Value { value, unit, tolerance }) => {
                let tol = tolerance.unwrap_or(0.005) * value.abs();
                let hit = r.figures.iter().any(|f| f.verified && f.unit == *unit && (f.value.to_f64().unwrap_or(f64::NAN) - value).abs() <= tol.max(1e-9));
                (hit && !r.refused, r.refused, r.answer.chars().take(160).collect())
            }
        };
        if let Ok(r) = &r {
            figs += r.figures.len();
            verified += r.figures.iter().filter(|f| f.verified).count();
        }
        outcomes.push(Outcome { question: c.question.clone(), correct, refused, detail, ms });
    }
    let share = |f: &dyn Fn(&(&Case, &Outcome)) -> bool| {
        let v: Vec<_> = cases.iter().zip(&outcomes).filter(|x| f(x)).collect();
        if v.is_empty() { 1.0 } else { v.iter().filter(|(_, o)| o.correct).count() as f64 / v.len() as f64 }
    };
    let mut ms: Vec<u64> = outcomes.iter().map(|o| o.ms).collect();
    ms.sort();
    Ok(Report {
        questions: cases.len(),
        accuracy: share(&|_| true),
        answer_accuracy: share(&|(c, _)| !matches!(c.expect, Expect::Refused { .. })),
        refusal_accuracy: share(&|(c, _)| matches!(c.expect, Expect::Refused { .. })),
        figures_verified: if figs == 0 { 1.0 } else { verified as f64 / figs as f64 },
        median_ms: ms.get(ms.len() / 2).copied().unwrap_or(0),
        outcomes,
    })
}

impl Report {
    pub fn summary(&self) -> String {
        format!(
            "eval: {} questions; accuracy {:.3} (answers {:.3}, refusals {:.3}); figures verified {:.3}; median latency {} ms",
            self.questions, self.accuracy, self.answer_accuracy, self.refusal_accuracy, self.figures_verified, self.median_ms
        )
    }
}
