//! The derived tool: a figure computed in code from two cited reported ones — growth year
//! over year or sequential, growth or difference between two named periods, a metric as a
//! share of revenue. Like the say-do delta, never by the model.
//!
//! Each input is a passage (pushed by `metric_values::value`, with its own inputs when it is a
//! derived fourth quarter or a ratio), and the computation is one more passage that cites them
//! and states both inputs and the result, so every figure an answer writes can be checked.
//! A missing input, a period outside the ones SayDo holds, or inputs in different units refuse
//! and say which input SayDo lacks.

use rust_decimal::Decimal;
use serde::Serialize;
use sqlx::PgPool;

use super::facts::{self, Vintage};
use super::metric_values::{self, capital, MetricValue};
use super::{format, later, quarter_before, Args, Derivation, Envelope, Source, Tool};
use crate::error::Result;
use crate::fiscal::FiscalPeriod;
use crate::vocabulary::{self as metrics, Kind, Metric};

#[derive(Debug, Clone, Serialize)]
pub struct Derived {
    pub metric: &'static str,
    pub label: &'static str,
    pub derivation: Derivation,
    pub period: String,
    /// The period the first is held against, when there is one.
    pub against: Option<String>,
    pub value: Decimal,
    /// `percent` for growth and shares, `points` for the change in a ratio (a margin, a tax
    /// rate), else the metric's unit.
    pub unit: String,
    /// The passage that states the computation (it cites its inputs).
    pub passage: usize,
    /// The period held against, on the calendar (the answer may name it).
    #[serde(skip)]
    pub against_period: Option<FiscalPeriod>,
    /// For a share: what it is a share of ("revenue", "selling, general and administrative expense").
    #[serde(skip_serializing_if = "Option::is_none")]
    pub share_of: Option<&'static str>,
    /// For a gap: the metric taken away ("selling, general and administrative expense").
    #[serde(skip_serializing_if = "Option::is_none")]
    pub less: Option<&'static str>,
}

impl Derived {
    /// A figure of one period, held against no other (a share, a formula, a gap).
    fn of_one_period(m: &Metric, derivation: Derivation, p: FiscalPeriod, value: Decimal, unit: String, passage: usize) -> Derived {
        Derived { metric: m.name, label: m.label, derivation, period: p.to_string(), against: None, value, unit, passage, against_period: None, share_of: None, less: None }
    }
}

/// What is computed, after reading the derivation with the periods the question named.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Plan {
    derivation: Derivation,
    /// The period measured (the later one).
    period: FiscalPeriod,
    /// The period it is measured against (the earlier one); none for a share of revenue.
    against: Option<FiscalPeriod>,
}

fn year_before(p: FiscalPeriod) -> FiscalPeriod {
    FiscalPeriod { year: p.year - 1, span: p.span }
}

/// The two periods as (later, earlier), when they can be held against each other.
fn order(p: FiscalPeriod, c: FiscalPeriod) -> std::result::Result<(FiscalPeriod, FiscalPeriod), String> {
    if p == c {
        return Err(format!("the question names {p} twice, so there is nothing to hold it against"));
    }
    let comparable = p.span.is_quarter() && c.span.is_quarter() || p.span == c.span;
    if !comparable {
        return Err(format!("{p} and {c} are periods of different lengths, so SayDo does not hold one against the other"));
    }
    Ok(if later(c, p) { (c, p) } else { (p, c) })
}

/// Growth of `a.metric` in `period` over the same period a year before, computed into `env`
/// (which may be another tool's): how a growth guide's actual is found. `Err` says which input
/// SayDo lacks.
pub async fn year_over_year<T: Send>(pool: &PgPool, a: &Args<'_>, period: FiscalPeriod, env: &mut Envelope<T>) -> Result<std::result::Result<Derived, String>> {
    let plan = Plan { derivation: Derivation::YearOverYear, period, against: Some(year_before(period)) };
    let missing = |q: FiscalPeriod, label: &str, what: &str| format!("SayDo holds no {label} for {} for {q}, so the {what} cannot be computed.", a.issuer);
    between(pool, a, &plan, env, &missing).await
}

/// Reads the derivation (inferred when none is given) with the asked period and the second
/// named period. Explicitly named periods win over the derivation's own second period: "growth
/// from Q1 to Q3" is growth between those quarters whatever the derivation says.
fn plan(derivation: Option<Derivation>, p: FiscalPeriod, compare_to: Option<FiscalPeriod>) -> std::result::Result<Plan, String> {
    use Derivation::*;
    let d = derivation.unwrap_or(if compare_to.is_some() { GrowthBetween } else { YearOverYear });
    let between = |d: Derivation, c: FiscalPeriod| -> std::result::Result<Plan, String> {
        let (cur, base) = order(p, c)?;
        // Year over year or sequential with two named periods: the periods say which it is.
        let d = match d {
            YearOverYear | Sequential if base == year_before(cur) => YearOverYear,
            YearOverYear | Sequential if Some(base) == quarter_before(cur) => Sequential,
            YearOverYear | Sequential => GrowthBetween,
            d => d,
        };
        Ok(Plan { derivation: d, period: cur, against: Some(base) })
    };
    match (d, compare_to) {
        (ShareOfRevenue | Formula | Gap, _) => Ok(Plan { derivation: d, period: p, against: None }),
        (TrailingTwelveMonths, _) if p.span.is_quarter() => Ok(Plan { derivation: d, period: p, against: None }),
        // The twelve months through a year's end are the year.
        (TrailingTwelveMonths, _) if p.span == crate::fiscal::Span::FY => Ok(Plan { derivation: d, period: FiscalPeriod { year: p.year, span: crate::fiscal::Span::Q4 }, against: None }),
        (TrailingTwelveMonths, _) => Err(format!("the twelve months through {p} are not four whole quarters")),
        (CompoundAnnual, Some(c)) => {
            let (cur, base) = order(p, c)?;
            if cur.span != base.span || cur.year == base.year {
                return Err(format!("compound annual growth holds a period against the same period whole years earlier, and {base} and {cur} are not"));
            }
            Ok(Plan { derivation: d, period: cur, against: Some(base) })
        }
        (CompoundAnnual, None) => Err("compound annual growth needs a first and a last year, and the question names one".into()),
        (_, Some(c)) => between(d, c),
        (Sequential, None) => match quarter_before(p) {
            Some(q) => Ok(Plan { derivation: d, period: p, against: Some(q) }),
            None => Err(format!("sequential growth holds a quarter against the quarter before it, and {p} is not a quarter")),
        },
        // "Growth in fiscal 2024" with no second period is against the year before.
        (GrowthBetween | YearOverYear, None) => Ok(Plan { derivation: YearOverYear, period: p, against: Some(year_before(p)) }),
        (Difference, None) => Ok(Plan { derivation: d, period: p, against: Some(year_before(p)) }),
    }
}

/// Per-share units read as people write them ("USD/shares" -> "USD/share").
fn unit_words(u: &str) -> String {
    match u.strip_suffix("/shares") {
        Some(cur) => format!("{cur}/share"),
        None => u.to_owned(),
    }
}

/// A signed figure at the precision of record: "+205.51%", "-$1,200,000", "+1.23 percentage points".
fn signed_exact(v: Decimal, unit: &str) -> String {
    let s = match unit {
        "points" => format!("{} percentage points", v.abs().round_dp(2).normalize()),
        u => format::exact(v.abs(), u),
    };
    format!("{}{s}", if v < Decimal::ZERO { "-" } else { "+" })
}

fn is_ratio(m: &Metric) -> bool {
    matches!(m.kind, Kind::Ratio { .. })
}

/// What the computation is, in words: "growth year over year", "change from fiscal 2023 to fiscal 2024".
fn what(plan: &Plan, ratio: bool) -> String {
    let grows = if ratio { "change" } else { "growth" };
    let against = plan.against.map(|a| a.to_string()).unwrap_or_default();
    match plan.derivation {
        Derivation::YearOverYear => format!("{grows} year over year"),
        Derivation::Sequential => format!("{grows} quarter over quarter"),
        Derivation::GrowthBetween => format!("{grows} from {against} to {}", plan.period),
        Derivation::Difference => format!("change from {against} to {}", plan.period),
        Derivation::ShareOfRevenue => "as a share of revenue".into(),
        Derivation::Formula => "as one reported figure less another".into(),
        Derivation::Gap => "less another reported figure".into(),
        Derivation::CompoundAnnual => format!("compound annual growth from {against} to {}", plan.period),
        Derivation::TrailingTwelveMonths => format!("for the four quarters through {}", plan.period),
    }
}

/// A refusal: the evidence gathered before it is dropped, so the answer is the reason alone.
fn refuse<T>(mut env: Envelope<T>, why: String) -> Envelope<T> {
    env.passages.clear();
    env.exclusions.clear();
    env.result = None;
    env.refuse(why)
}

pub async fn run(pool: &PgPool, a: &Args<'_>) -> Result<Envelope<Derived>> {
    let env = Envelope::new(Tool::Derived);
    let m = a.metric;
    let Some(p) = a.period else {
        return Ok(refuse(env, format!("{} has no reported periods in its XBRL facts, so SayDo cannot compute its {}.", a.issuer, m.label)));
    };
    let plan = match plan(a.derivation, p, a.compare_to) {
        Ok(plan) => plan,
        Err(why) => return Ok(refuse(env, format!("SayDo cannot compute this for {}: {why}.", a.issuer))),
    };
    let mut env = env;
    env.period = Some(plan.period);
    if a.derivation.is_none() {
        env.notes.push(format!("no derivation given; computed as {:?}", plan.derivation));
    } else if Some(plan.derivation) != a.derivation {
        env.notes.push(format!("{:?} read as {:?} for the periods named", a.derivation.unwrap(), plan.derivation));
    }
    // Periods outside the ones SayDo holds refuse before any lookup, naming those it holds.
    let Some(latest) = metric_values::latest_quarter(pool, a.cik).await? else {
        return Ok(refuse(env, format!("{}'s XBRL facts hold no reported periods, so SayDo cannot compute its {}.", a.issuer, m.label)));
    };
    let earliest = metric_values::earliest_period(pool, a.cik).await?;
    let held = match earliest {
        Some(e) => format!("SayDo holds {}'s reported periods from {e} through {latest}", a.issuer),
        None => format!("the latest period {} has reported is {latest}", a.issuer),
    };
    for q in std::iter::once(plan.period).chain(plan.against) {
        if later(q, latest) {
            return Ok(refuse(env, format!("{} has not reported {} for {q} yet, so SayDo cannot compute it; {held}.", a.issuer, m.label)));
        }
        if earliest.is_some_and(|e| later(e, q)) {
            return Ok(refuse(env, format!("SayDo holds no {} for {} for {q}, which is before its first reported period; {held}.", m.label, a.issuer)));
        }
    }
    let missing = |q: FiscalPeriod, label: &str, what: &str| {
        format!("SayDo holds no {label} for {} for {q}, so the {what} cannot be computed ({held}).", a.issuer)
    };
    let computed = match plan.derivation {
        Derivation::ShareOfRevenue => share(pool, a, &plan, &mut env, &missing).await?,
        Derivation::Formula => formula(pool, a, &plan, &mut env, &missing).await?,
        Derivation::Gap => gap(pool, a, &plan, &mut env, &missing).await?,
        Derivation::TrailingTwelveMonths => trailing(pool, a, &plan, &mut env, &missing).await?,
        _ => between(pool, a, &plan, &mut env, &missing).await?,
    };
    match computed {
        Ok(d) => {
            env.result = Some(d);
            Ok(env)
        }
        Err(why) => Ok(refuse(env, why)),
    }
}

/// The currency an issuer reports a concept in: the currency unit with the most facts (a
/// convenience translation covers the latest year of each annual report only).
async fn reporting_currency(pool: &PgPool, cik: u64, concept: &str) -> Result<Option<String>> {
    Ok(sqlx::query_scalar(
        "SELECT unit FROM facts WHERE cik = $1 AND concept = $2 AND unit NOT LIKE '%/%' AND unit ~ '^[A-Z]{3}$'
          GROUP BY unit ORDER BY count(*) DESC, unit LIMIT 1",
    )
    .bind(cik as i64)
    .bind(concept)
    .fetch_optional(pool)
    .await?)
}

fn account<T>(env: &mut Envelope<T>, values: &[&MetricValue], concept: String) {
    env.basis = Some("gaap".into());
    env.concept = Some(concept);
    env.derived = true;
    env.matched = values.iter().map(|v| v.matched).sum();
    env.used = values.iter().map(|v| v.actuals.len().max(1)).sum();
}

/// Growth or difference between two periods of one metric.
async fn between<T: Send>(
    pool: &PgPool,
    a: &Args<'_>,
    plan: &Plan,
    env: &mut Envelope<T>,
    missing: &(dyn Fn(FiscalPeriod, &str, &str) -> String + Sync),
) -> Result<std::result::Result<Derived, String>> {
    let m = a.metric;
    let ratio = is_ratio(m);
    let (cur, Some(base)) = (plan.period, plan.against) else {
        return Ok(Err(format!("SayDo cannot compute this for {}: there is no second period to hold {} against.", a.issuer, plan.period)));
    };
    let task = match plan.derivation {
        Derivation::Difference => "difference",
        Derivation::CompoundAnnual => "compound annual growth",
        _ if ratio => "change",
        _ => "growth",
    };
    if ratio && plan.derivation == Derivation::CompoundAnnual {
        return Ok(Err(format!("{} is a ratio, which does not compound; SayDo states its change in percentage points between two periods instead.", capital(m.label))));
    }
    let mark = (env.passages.len(), env.exclusions.len());
    let Some(mut va) = metric_values::value(pool, a.cik, m, cur, Vintage::Latest, env).await? else {
        return Ok(Err(missing(cur, m.label, task)));
    };
    let Some(mut vb) = metric_values::value(pool, a.cik, m, base, Vintage::Latest, env).await? else {
        return Ok(Err(missing(base, m.label, task)));
    };
    // A figure in a currency the issuer does not report in (a 20-F's convenience translation of
    // its latest year, each year at its own rate) is never held against another year's: the
    // growth would mix exchange rates. Both are read again in the reporting currency.
    let mut translated = None;
    for x in va.actuals.iter().chain(&vb.actuals) {
        if let Some(ru) = reporting_currency(pool, a.cik, &x.concept).await? {
            if ru != x.unit {
                translated = Some((x.concept.clone(), x.unit.clone(), ru));
                break;
            }
        }
    }
    if let Some((concept, unit, ru)) = translated {
        let same_concept = va.actuals.len() == 1 && vb.actuals.len() == 1 && va.actuals[0].concept == vb.actuals[0].concept;
        if m.kind != Kind::Money || !same_concept {
            return Ok(Err(format!(
                "{}'s {} in {unit} is a translation of figures it reports in {ru}, and SayDo does not compute the {task} across years from translated figures.",
                a.issuer, m.label
            )));
        }
        env.passages.truncate(mark.0);
        env.exclusions.truncate(mark.1);
        env.notes.push(format!("{concept} in {unit} is a convenience translation; the {task} is computed in {ru}, the reporting currency"));
        let qualified = va.concept.clone();
        for (v, q) in [(&mut va, cur), (&mut vb, base)] {
            let Some(x) = facts::actual(pool, a.cik, &concept, &ru, q, Vintage::Latest).await? else {
                return Ok(Err(missing(q, &format!("{} in {ru}", m.label), task)));
            };
            let passage = metric_values::push_actual(env, a.cik, m.label, &x);
            *v = MetricValue {
                metric: m.name,
                label: m.label,
                value: x.value,
                unit: ru.clone(),
                period: q,
                concept: qualified.clone(),
                derived: x.is_derived(),
                matched: 1 + x.other_values.len() + x.derived_from.len(),
                actuals: vec![x],
                passage,
            };
        }
    }
    let (ua, ub) = (unit_words(&va.unit), unit_words(&vb.unit));
    if ua != ub {
        return Ok(Err(format!(
            "{}'s {} for {cur} is reported in {ua} and for {base} in {ub}, so SayDo does not compute the {task} between them.",
            a.issuer, m.label
        )));
    }
    // A per-share figure is held against another only as one filing states both: a stock split
    // between two filings restates one and not the other, and a fourth quarter's per-share
    // figure is not the year's less nine months'.
    if m.kind == Kind::PerShare {
        let filing = |v: &MetricValue| v.actuals.first().and_then(|x| x.fact.as_ref()).map(|f| f.accession.clone());
        let why = match (filing(&va), filing(&vb)) {
            (None, _) | (_, None) => Some("one of them is not reported for the quarter (SayDo would have to derive it, and a per-share figure cannot be derived by subtraction)"),
            (Some(x), Some(y)) if x != y => Some("the latest figures for the two periods come from different filings, and a stock split between filings restates one and not the other"),
            _ => None,
        };
        if let Some(why) = why {
            return Ok(Err(format!(
                "SayDo does not compute the {task} in {}'s {} between {base} and {cur}: {why}.",
                a.issuer, m.label
            )));
        }
    }
    let difference = va.value - vb.value;
    if plan.derivation == Derivation::CompoundAnnual {
        return Ok(compound(a, plan, env, &va, &vb, &ua));
    }
    // A ratio's change is in percentage points (a margin's "growth" in percent would mislead).
    let (value, unit, verb) = if ratio {
        (difference.round_dp(4), "points".to_owned(), "against")
    } else if plan.derivation == Derivation::Difference {
        (difference.round_dp(4), ua.clone(), "minus")
    } else if vb.value.is_zero() {
        return Ok(Err(format!(
            "{}'s {} for {base} is zero, so growth from it is not a number SayDo can state.",
            a.issuer, m.label
        )));
    } else {
        ((difference / vb.value.abs() * Decimal::from(100)).round_dp(4), "percent".to_owned(), "against")
    };
    let concept = match (plan.derivation, ratio) {
        (Derivation::Difference, _) | (_, true) => format!("{} - {}", va.concept, vb.concept),
        _ => format!("({} - {}) / |{}|", va.concept, vb.concept, vb.concept),
    };
    let what = what(plan, ratio);
    let head = match plan.derivation {
        Derivation::GrowthBetween | Derivation::Difference => format!("{} {what}", capital(m.label)),
        _ => format!("{} {what} for {cur}", capital(m.label)),
    };
    let text = format!(
        "{head} computed by SayDo: {} {} ({cur}) {verb} {} ({base}) = {}.",
        m.label,
        format::exact(va.value, &ua),
        format::exact(vb.value, &ub),
        signed_exact(value, &unit)
    );
    let passage = env.push(text, Source::computed(concept.clone(), vec![va.passage, vb.passage]));
    account(env, &[&va, &vb], concept);
    Ok(Ok(Derived {
        metric: m.name,
        label: m.label,
        derivation: plan.derivation,
        period: cur.to_string(),
        against: Some(base.to_string()),
        value,
        unit,
        passage,
        against_period: Some(base),
        share_of: None,
        less: None,
    }))
}

/// ((later / earlier)^(1 / years) − 1) × 100, from two positive figures of the same span whole
/// years apart.
fn compound<T>(a: &Args<'_>, plan: &Plan, env: &mut Envelope<T>, va: &MetricValue, vb: &MetricValue, unit: &str) -> std::result::Result<Derived, String> {
    let m = a.metric;
    let (cur, base) = (plan.period, plan.against.unwrap_or(plan.period));
    let years = cur.year - base.year;
    if va.value <= Decimal::ZERO || vb.value <= Decimal::ZERO {
        return Err(format!(
            "{}'s {} is not positive in both {base} and {cur}, so no compound annual growth rate between them is a number SayDo can state.",
            a.issuer, m.label
        ));
    }
    use rust_decimal::prelude::{FromPrimitive, ToPrimitive};
    let ratio = (va.value / vb.value).to_f64().unwrap_or(f64::NAN);
    let rate = Decimal::from_f64((ratio.powf(1.0 / years as f64) - 1.0) * 100.0).map(|d| d.round_dp(4));
    let Some(value) = rate else {
        return Err(format!("the compound annual growth of {}'s {} from {base} to {cur} is not a finite number", a.issuer, m.label));
    };
    let concept = format!("({} / {})^(1/{years}) - 1", va.concept, vb.concept);
    let text = format!(
        "{} compound annual growth from {base} to {cur} ({years} years) computed by SayDo: {} {} ({cur}) over {} ({base}), to the power 1/{years}, less one = {}.",
        capital(m.label),
        m.label,
        format::exact(va.value, unit),
        format::exact(vb.value, unit),
        signed_exact(value, "percent")
    );
    let passage = env.push(text, Source::computed(concept.clone(), vec![va.passage, vb.passage]));
    account(env, &[va, vb], concept);
    Ok(Derived {
        metric: m.name,
        label: m.label,
        derivation: plan.derivation,
        period: cur.to_string(),
        against: Some(base.to_string()),
        value,
        unit: "percent".into(),
        passage,
        against_period: Some(base),
        share_of: None,
        less: None,
    })
}

/// The four quarters through `plan.period`, summed (a derived fourth quarter cites the year and
/// the nine months it came from). Amounts only: a per-share figure or a ratio does not add up.
async fn trailing<T: Send>(
    pool: &PgPool,
    a: &Args<'_>,
    plan: &Plan,
    env: &mut Envelope<T>,
    missing: &(dyn Fn(FiscalPeriod, &str, &str) -> String + Sync),
) -> Result<std::result::Result<Derived, String>> {
    let m = a.metric;
    if !matches!(m.kind, Kind::Money | Kind::Difference { .. }) {
        return Ok(Err(format!("{} is not an amount, so four quarters of it do not add up to a year's; SayDo states it per period instead.", capital(m.label))));
    }
    let mut quarters = vec![plan.period];
    while quarters.len() < 4 {
        match quarter_before(*quarters.last().unwrap()) {
            Some(q) => quarters.push(q),
            None => return Ok(Err(format!("{} is not a quarter", plan.period))),
        }
    }
    quarters.reverse();
    let mut values = vec![];
    for q in &quarters {
        let Some(v) = metric_values::value(pool, a.cik, m, *q, Vintage::Latest, env).await? else {
            return Ok(Err(missing(*q, m.label, "twelve-month total")));
        };
        values.push(v);
    }
    let unit = unit_words(&values[0].unit);
    if values.iter().any(|v| unit_words(&v.unit) != unit) {
        return Ok(Err(format!("{}'s {} is reported in more than one currency across these quarters, so SayDo does not add them.", a.issuer, m.label)));
    }
    let value: Decimal = values.iter().map(|v| v.value).sum();
    let terms: Vec<String> = values.iter().map(|v| format!("{} ({})", format::exact(v.value, &unit), v.period)).collect();
    let concept = format!("sum of four quarters of {}", values[0].concept);
    let text = format!(
        "{} for the four quarters {} through {} computed by SayDo: {} = {}.",
        capital(m.label),
        quarters[0],
        plan.period,
        terms.join(" + "),
        format::exact(value, &unit)
    );
    let passage = env.push(text, Source::computed(concept.clone(), values.iter().map(|v| v.passage).collect()));
    let refs: Vec<&MetricValue> = values.iter().collect();
    account(env, &refs, concept);
    Ok(Ok(Derived {
        metric: m.name,
        label: m.label,
        derivation: plan.derivation,
        period: plan.period.to_string(),
        against: Some(quarters[0].to_string()),
        value,
        unit,
        passage,
        against_period: Some(quarters[0]),
        share_of: None,
        less: None,
    }))
}

/// A metric defined as one reported figure less another ("free cash flow: operating cash flow
/// minus capex") for one period: the computed value, both inputs cited.
async fn formula(
    pool: &PgPool,
    a: &Args<'_>,
    plan: &Plan,
    env: &mut Envelope<Derived>,
    missing: &(dyn Fn(FiscalPeriod, &str, &str) -> String + Sync),
) -> Result<std::result::Result<Derived, String>> {
    let m = a.metric;
    let p = plan.period;
    let Some(v) = metric_values::value(pool, a.cik, m, p, Vintage::Latest, env).await? else {
        return Ok(Err(missing(p, m.label, m.label)));
    };
    account(env, &[&v], v.concept.clone());
    Ok(Ok(Derived::of_one_period(m, Derivation::Formula, p, v.value, v.unit.clone(), v.passage)))
}

/// One metric less another for the same period ("R&D less SG&A"), both reported amounts in
/// one unit.
async fn gap(
    pool: &PgPool,
    a: &Args<'_>,
    plan: &Plan,
    env: &mut Envelope<Derived>,
    missing: &(dyn Fn(FiscalPeriod, &str, &str) -> String + Sync),
) -> Result<std::result::Result<Derived, String>> {
    let (m, p) = (a.metric, plan.period);
    let Some(other) = a.denominator.filter(|o| o.name != m.name) else {
        return Ok(Err(format!("SayDo needs a second figure to take from {}'s {}; the question names none.", a.issuer, m.label)));
    };
    if m.kind != Kind::Money || other.kind != Kind::Money {
        return Ok(Err(format!("{} and {} are not both amounts of money, so SayDo does not take one from the other.", capital(m.label), other.label)));
    }
    let what = format!("gap between {} and {}", m.label, other.label);
    let Some(va) = metric_values::value(pool, a.cik, m, p, Vintage::Latest, env).await? else {
        return Ok(Err(missing(p, m.label, &what)));
    };
    let Some(vb) = metric_values::value(pool, a.cik, other, p, Vintage::Latest, env).await? else {
        return Ok(Err(missing(p, other.label, &what)));
    };
    let (ua, ub) = (unit_words(&va.unit), unit_words(&vb.unit));
    if ua != ub {
        return Ok(Err(format!("{}'s {} for {p} is reported in {ua} and its {} in {ub}, so SayDo does not take one from the other.", a.issuer, m.label, other.label)));
    }
    let value = va.value - vb.value;
    let concept = format!("{} - {}", va.concept, vb.concept);
    let text = format!(
        "{} less {} for {p} computed by SayDo: {} {} minus {} {} = {}.",
        capital(m.label),
        other.label,
        m.label,
        format::exact(va.value, &ua),
        other.label,
        format::exact(vb.value, &ub),
        format::exact(value, &ua)
    );
    let passage = env.push(text, Source::computed(concept.clone(), vec![va.passage, vb.passage]));
    account(env, &[&va, &vb], concept);
    Ok(Ok(Derived { less: Some(other.label), ..Derived::of_one_period(m, Derivation::Gap, p, value, ua, passage) }))
}

/// A metric as a share of revenue for one period; a ratio metric (a margin, the tax rate) is
/// already one, computed by `metric_values`, and is stated as it is.
async fn share(
    pool: &PgPool,
    a: &Args<'_>,
    plan: &Plan,
    env: &mut Envelope<Derived>,
    missing: &(dyn Fn(FiscalPeriod, &str, &str) -> String + Sync),
) -> Result<std::result::Result<Derived, String>> {
    let m = a.metric;
    let p = plan.period;
    let result = |value: Decimal, passage: usize| Derived {
        share_of: Some(a.denominator.map_or("revenue", |d| d.label)),
        ..Derived::of_one_period(m, Derivation::ShareOfRevenue, p, value, "percent".into(), passage)
    };
    if is_ratio(m) {
        let Some(v) = metric_values::value(pool, a.cik, m, p, Vintage::Latest, env).await? else {
            return Ok(Err(missing(p, m.label, m.label)));
        };
        account(env, &[&v], v.concept.clone());
        return Ok(Ok(result(v.value, v.passage)));
    }
    // The denominator: revenue unless the question names another ("R&D to SG&A").
    let base = a.denominator.unwrap_or(metrics::by_name("revenue").expect("revenue is in the vocabulary"));
    if m.name == base.name {
        return Ok(Err(format!(
            "SayDo needs a figure other than {} to state as a share of {}'s {}; the question names none.",
            base.label, a.issuer, base.label
        )));
    }
    if base.kind != Kind::Money {
        return Ok(Err(format!("{} is not a total in money, so SayDo does not state another figure as a share of it.", capital(base.label))));
    }
    let of = format!("share of {}", base.label);
    if m.kind == Kind::PerShare {
        return Ok(Err(format!("{} is a per-share figure and {} a total, so SayDo does not state one as a share of the other.", capital(m.label), base.label)));
    }
    let Some(va) = metric_values::value(pool, a.cik, m, p, Vintage::Latest, env).await? else {
        return Ok(Err(missing(p, m.label, &of)));
    };
    let Some(vr) = metric_values::value(pool, a.cik, base, p, Vintage::Latest, env).await? else {
        return Ok(Err(missing(p, base.label, &of)));
    };
    let (ua, ur) = (unit_words(&va.unit), unit_words(&vr.unit));
    if ua != ur {
        return Ok(Err(format!(
            "{}'s {} for {p} is reported in {ua} and its {} in {ur}, so SayDo does not state one as a share of the other.",
            a.issuer, m.label, base.label
        )));
    }
    if vr.value.is_zero() {
        return Ok(Err(format!("{}'s {} for {p} is zero, so no share of it can be stated.", a.issuer, base.label)));
    }
    let value = (va.value / vr.value * Decimal::from(100)).round_dp(4);
    let concept = format!("{} / {}", va.concept, vr.concept);
    let text = format!(
        "{} as a share of {} for {p} computed by SayDo: {} {} divided by {} {} = {}.",
        capital(m.label),
        base.label,
        m.label,
        format::exact(va.value, &ua),
        base.label,
        format::exact(vr.value, &ur),
        format::exact(value, "percent")
    );
    let passage = env.push(text, Source::computed(concept.clone(), vec![va.passage, vr.passage]));
    account(env, &[&va, &vr], concept);
    Ok(Ok(result(value, passage)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fiscal::Span;
    use std::str::FromStr;
    use Derivation::*;

    fn fp(year: i32, span: Span) -> FiscalPeriod {
        FiscalPeriod { year, span }
    }

    #[test]
    fn plans_read_the_periods_named() {
        let q3 = fp(2024, Span::Q3);
        assert_eq!(plan(None, q3, None).unwrap(), Plan { derivation: YearOverYear, period: q3, against: Some(fp(2023, Span::Q3)) });
        assert_eq!(plan(Some(Sequential), fp(2024, Span::Q1), None).unwrap().against, Some(fp(2023, Span::Q4)));
        assert!(plan(Some(Sequential), fp(2024, Span::FY), None).is_err());
        // The later period is measured against the earlier, whichever was named first.
        let p = plan(Some(GrowthBetween), fp(2023, Span::FY), Some(fp(2021, Span::FY))).unwrap();
        assert_eq!((p.derivation, p.period, p.against), (GrowthBetween, fp(2023, Span::FY), Some(fp(2021, Span::FY))));
        let p = plan(None, fp(2025, Span::FY), Some(fp(2026, Span::FY))).unwrap();
        assert_eq!((p.derivation, p.period, p.against), (GrowthBetween, fp(2026, Span::FY), Some(fp(2025, Span::FY))));
        let p = plan(Some(YearOverYear), fp(2023, Span::Q3), Some(fp(2024, Span::Q3))).unwrap();
        assert_eq!((p.derivation, p.period, p.against), (YearOverYear, fp(2024, Span::Q3), Some(fp(2023, Span::Q3))));
        assert_eq!(plan(Some(YearOverYear), fp(2022, Span::Q3), Some(fp(2024, Span::Q3))).unwrap().derivation, GrowthBetween);
        // "Sequentially from Q4 FY2025 to Q1 FY2026".
        let p = plan(Some(Sequential), fp(2025, Span::Q4), Some(fp(2026, Span::Q1))).unwrap();
        assert_eq!((p.derivation, p.period, p.against), (Sequential, fp(2026, Span::Q1), Some(fp(2025, Span::Q4))));
        let p = plan(Some(Difference), fp(2023, Span::FY), Some(fp(2024, Span::FY))).unwrap();
        assert_eq!((p.derivation, p.period, p.against), (Difference, fp(2024, Span::FY), Some(fp(2023, Span::FY))));
        assert_eq!(plan(Some(Difference), fp(2024, Span::FY), None).unwrap().against, Some(fp(2023, Span::FY)));
        assert!(plan(Some(GrowthBetween), fp(2024, Span::Q4), Some(fp(2023, Span::FY))).is_err());
        assert!(plan(Some(GrowthBetween), q3, Some(q3)).is_err());
        assert_eq!(plan(Some(ShareOfRevenue), q3, Some(fp(2023, Span::Q3))).unwrap().against, None);
    }

    #[test]
    fn signed_figures_of_record() {
        let d = |s| Decimal::from_str(s).unwrap();
        assert_eq!(signed_exact(d("205.5134"), "percent"), "+205.51%");
        assert_eq!(signed_exact(d("-40.1503"), "percent"), "-40.15%");
        assert_eq!(signed_exact(d("33948000000"), "USD"), "+$33,948,000,000");
        assert_eq!(signed_exact(d("1.96"), "USD/share"), "+$1.96");
        assert_eq!(signed_exact(d("-11.6125"), "points"), "-11.61 percentage points");
        assert_eq!(unit_words("USD/shares"), "USD/share");
    }
}
