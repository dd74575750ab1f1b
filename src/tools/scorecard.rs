//! The scorecard tool: every guided quarter against its reported result, counted above,
//! within and below, with the average surprise against the midpoint.

use rust_decimal::Decimal;
use serde::Serialize;
use sqlx::PgPool;

use super::compare::{compare, Position};
use super::facts::Vintage;
use super::guidance::{period_of, push_record, records};
use super::say_do::non_gaap_actual;
use crate::fiscal::{FiscalPeriod, Span};
use super::{format, metric_values, Args, Envelope, Exclusion, Source, Tool, Window};
use crate::error::Result;

#[derive(Debug, Clone, Serialize)]
pub struct ScoredQuarter {
    pub period: String,
    pub fiscal_year: i32,
    pub fiscal_period: &'static str,
    pub low: Option<Decimal>,
    pub high: Option<Decimal>,
    pub point: Option<Decimal>,
    pub unit: String,
    pub actual: Decimal,
    pub position: Position,
    pub delta_pct: Option<Decimal>,
    pub delta: Decimal,
}

#[derive(Debug, Clone, Serialize)]
pub struct Scorecard {
    pub metric: &'static str,
    pub label: &'static str,
    /// Always true: tells a reader of the JSON this result is a scorecard.
    pub scorecard: bool,
    pub passage: usize,
    pub above: usize,
    pub within: usize,
    pub below: usize,
    pub average_surprise_pct: Option<Decimal>,
    pub quarters: Vec<ScoredQuarter>,
}

pub async fn run(pool: &PgPool, a: &Args<'_>) -> Result<Envelope<Scorecard>> {
    let m = a.metric;
    let mut env = Envelope::new(Tool::Scorecard);
    let all = records(pool, a.cik, m.name, None).await?;
    let mut rows = vec![];
    let mut seen = std::collections::HashSet::new();
    // The basis asked for: non-GAAP guides against the non-GAAP actuals the next releases
    // print; otherwise GAAP (or unspecified) guides against XBRL.
    let basis_ok = |b: &str| if a.non_gaap { b == "non_gaap" } else if a.gaap { b == "gaap" } else { b != "non_gaap" };
    // A fiscal year named ("during fiscal 2024") limits the quarters to it.
    let in_window = |p: &FiscalPeriod| a.period.is_none_or(|w| w.span != Span::FY || w.year == p.year);
    for g in all.iter().filter(|g| g.tier == "exact" && basis_ok(&g.basis)) {
        let Some(p) = period_of(g).filter(in_window) else { continue };
        if !seen.insert(p) {
            continue;
        }
        let mut scratch = Envelope::<()>::new(Tool::Scorecard);
        let actual = if g.basis == "non_gaap" {
            non_gaap_actual(pool, a.cik, m, p, &a.calendar, &mut scratch).await?.map(|(v, _)| v)
        } else {
            metric_values::value(pool, a.cik, m, p, Vintage::FirstReported, &mut scratch).await?.map(|v| v.value)
        };
        let Some(actual) = actual else {
            env.exclusions.push(Exclusion { what: format!("{p}"), reason: "guided, no reported actual found".into() });
            continue;
        };
        if let Some(c) = compare(g.low, g.high, g.point, actual, &g.unit) {
            rows.push((p, g.clone(), c));
        }
    }
    rows.sort_by_key(|(p, _, _)| (p.year, p.span));
    // The window the question names; the quarters outside it are said, not hidden.
    let n = rows.len();
    let inside = |i: usize, p: &FiscalPeriod| match a.window {
        Window::All => true,
        Window::Last(k) => i + k >= n,
        Window::First(k) => i < k,
        Window::Since(from) => p.year > from.year || p.year == from.year && (from.span == Span::FY || p.span >= from.span),
        Window::EndingBetween(start, end) => {
            let (_, ends) = a.calendar.nominal_dates(*p);
            start <= ends && ends <= end
        }
    };
    let keep: Vec<bool> = rows.iter().enumerate().map(|(i, r)| inside(i, &r.0)).collect();
    let outside: Vec<FiscalPeriod> = rows.iter().zip(&keep).filter(|(_, k)| !**k).map(|(r, _)| r.0).collect();
    if let (Some(first), Some(last)) = (outside.first(), outside.last()) {
        let reason = match a.window {
            Window::Last(_) => "before the latest quarters the question asks about".to_owned(),
            Window::First(_) => "after the earliest quarters the question asks about".to_owned(),
            Window::Since(from) => format!("before {from}, where the question starts"),
            Window::EndingBetween(start, end) => format!("ended outside {start} to {end}"),
            Window::All => String::new(),
        };
        env.exclusions.push(Exclusion { what: if first == last { first.to_string() } else { format!("{first} to {last}") }, reason });
    }
    let mut keep = keep.into_iter();
    rows.retain(|_| keep.next().unwrap_or(true));
    env.matched = seen.len();
    env.used = rows.len();
    if rows.is_empty() {
        let why = format!("No quarter has both a {} guide and a reported actual for {}.", m.label, a.issuer);
        return Ok(env.refuse(why));
    }
    let count = |pos: Position| rows.iter().filter(|r| r.2.position == pos).count();
    let pcts: Vec<Decimal> = rows.iter().filter_map(|r| r.2.delta_pct).collect();
    let avg = (!pcts.is_empty()).then(|| (pcts.iter().copied().sum::<Decimal>() / Decimal::from(pcts.len())).round_dp(4));
    let mut idxs = vec![];
    for (p, g, c) in &rows {
        let gi = push_record(&mut env, g);
        idxs.push(env.push(c.passage(m.label, &p.to_string(), gi, gi), Source::computed(format!("say_do:{}", m.name), vec![gi])));
    }
    let text = format!(
        "Scorecard computed by SayDo for {} {}: {} quarters with a guide and a reported actual; above the range {}, within {}, below {}{}.",
        a.issuer,
        m.label,
        rows.len(),
        count(Position::Above),
        count(Position::Within),
        count(Position::Below),
        avg.map(|v| format!("; average surprise against the midpoint {}", format::signed(v, "pct"))).unwrap_or_default()
    );
    let passage = env.push(text, Source::computed(format!("scorecard:{}", m.name), idxs));
    env.result = Some(Scorecard {
        metric: m.name,
        label: m.label,
        scorecard: true,
        passage,
        above: count(Position::Above),
        within: count(Position::Within),
        below: count(Position::Below),
        average_surprise_pct: avg,
        quarters: rows
            .iter()
            .map(|(p, g, c)| ScoredQuarter {
                period: p.to_string(),
                fiscal_year: p.year,
                fiscal_period: p.span.as_str(),
                low: g.low,
                high: g.high,
                point: g.point,
                unit: g.unit.clone(),
                actual: c.actual,
                position: c.position,
                delta_pct: c.delta_pct,
                delta: c.delta,
            })
            .collect(),
    });
    Ok(env)
}
