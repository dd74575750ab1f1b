//! Guidance extraction against a gold file typed from every release in the mirror.

use std::collections::HashSet;
use std::str::FromStr;

use chrono::NaiveDate;
use rust_decimal::Decimal;
use saydo::corpus::html;
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
