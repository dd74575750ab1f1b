//! Guidance records from a release's clean text: exact patterns first (the phrasings
//! releases actually use, and target tables), then broad patterns (outlook-section sentences
//! with a forward verb and a number), kept apart as a lower tier.

use std::sync::LazyLock;

use chrono::NaiveDate;
use regex::Regex;
use rust_decimal::Decimal;
use serde::Serialize;

use crate::corpus::html::{BlockKind, CleanDoc};
use crate::fiscal::{FiscalCalendar, FiscalPeriod};
use crate::numbers::{amounts, Amount, Unit};
use crate::period;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Basis {
    Gaap,
    NonGaap,
    Unspecified,
}

impl Basis {
    pub fn as_str(self) -> &'static str {
        match self {
            Basis::Gaap => "gaap",
            Basis::NonGaap => "non_gaap",
            Basis::Unspecified => "unspecified",
        }
    }
    pub fn parse(s: &str) -> Option<Basis> {
        Some(match s {
            "gaap" => Basis::Gaap,
            "non_gaap" => Basis::NonGaap,
            "unspecified" => Basis::Unspecified,
            _ => return None,
        })
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Tier {
    Exact,
    Broad,
}

/// One guided item, before it is stored.
#[derive(Debug, Clone, Serialize)]
pub struct Guidance {
    pub metric: &'static str,
    pub label: String,
    pub basis: Basis,
    pub period: FiscalPeriod,
    pub period_start: NaiveDate,
    pub period_end: NaiveDate,
    pub low: Option<Decimal>,
    pub high: Option<Decimal>,
    pub point: Option<Decimal>,
    pub unit: &'static str,
    pub plus_minus: Option<String>,
    pub sentence: String,
    /// Character offsets of the sentence in the clean text.
    pub start_char: usize,
    pub end_char: usize,
    pub tier: Tier,
}

/// Metric words, longest first; the first found names the metric.
const METRICS: &[(&str, &str)] = &[
    ("diluted earnings per share", "eps"),
    ("earnings per share", "eps"),
    ("net income per share", "eps"),
    ("eps", "eps"),
    ("gross margins", "gross_margin"),
    ("gross margin", "gross_margin"),
    ("operating margins", "operating_margin"),
    ("operating margin", "operating_margin"),
    ("operating expenses", "operating_expenses"),
    ("operating expense", "operating_expenses"),
    ("opex", "operating_expenses"),
    ("operating income", "operating_income"),
    ("income from operations", "operating_income"),
    ("other income and expense", "other_income"),
    ("other income (expense)", "other_income"),
    ("other income", "other_income"),
    ("tax rates", "tax_rate"),
    ("tax rate", "tax_rate"),
    ("capital expenditures", "capex"),
    ("capex", "capex"),
    ("free cash flow", "free_cash_flow"),
    ("revenue growth", "revenue_growth"),
    ("eps growth", "eps_growth"),
    ("total revenue", "revenue"),
    ("net revenue", "revenue"),
    ("revenues", "revenue"),
    ("revenue", "revenue"),
    ("net sales", "revenue"),
];

/// Labels that name a part of revenue, not the total ("Digital Media segment revenue").
fn is_part(label: &str) -> bool {
    let l = label.to_lowercase();
    ["segment", "subscription", "arr", "data center", "gaming", "services", "product", "digital", "automotive", "professional"]
        .iter()
        .any(|w| l.contains(w))
        && !l.starts_with("total")
}

fn metric_in(text: &str) -> Option<(usize, usize, &'static str)> {
    let lower = text.to_lowercase();
    let mut best: Option<(usize, usize, &'static str)> = None;
    for (word, metric) in METRICS {
        let mut from = 0;
        while let Some(i) = lower[from..].find(word) {
            let s = from + i;
            let e = s + word.len();
            let ok_before = s == 0 || !lower.as_bytes()[s - 1].is_ascii_alphanumeric();
            let ok_after = e == lower.len() || !lower.as_bytes()[e].is_ascii_alphanumeric();
            if ok_before && ok_after && best.is_none_or(|b| s < b.0) {
                best = Some((s, e, metric));
            }
            from = e;
        }
    }
    best
}

static FORWARD: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(expect(?:s|ed)?|anticipat(?:e|es|ed)|target(?:s|ing)?|guid(?:e|es|ance)|outlook|forecast(?:s|ed)?|project(?:s|ed)?|estimat(?:e|es|ed)|plan(?:s)?\s+to|will\s+be|to\s+be\s+in\s+the\s+range)\b").unwrap()
});
static PAST: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"(?i)\b(was|were|rose|fell|grew|increased|decreased|declined|reported|achieved|delivered)\b").unwrap());
static PLUS_MINUS: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)(?:plus\s+or\s+minus|\+/-|\+/−|±)\s*(\$?\d+(?:\.\d+)?\s*(?:%|percent|basis\s+points?|bps|bp|billion|million|thousand)?)").unwrap()
});
static RANGE_JOIN: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"(?i)^\s*(?:to|and|-|–|—|through)\s*$").unwrap());

fn sentence_spans(text: &str) -> Vec<(usize, usize)> {
    // Split after . ? ! followed by a space and an upper-case letter, a digit or a quote;
    // not after abbreviations or initials.
    const ABBREV: &[&str] = &["inc", "corp", "co", "ltd", "no", "approx", "vs", "e.g", "i.e", "mr", "ms", "dr", "st", "u.s", "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec"];
    let b = text.as_bytes();
    let mut out = vec![];
    let mut start = 0;
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        if (c == b'.' || c == b'?' || c == b'!') && i + 2 < b.len() && b[i + 1] == b' ' {
            let next = text[i + 2..].chars().next().unwrap();
            let word = text[start..i].rsplit(|ch: char| ch.is_whitespace()).next().unwrap_or("").to_lowercase();
            let abbrev = ABBREV.contains(&word.trim_start_matches('(')) || word.chars().count() == 1;
            if (next.is_uppercase() || next.is_ascii_digit() || next == '"' || next == '\u{201c}') && !abbrev {
                out.push((start, i + 1));
                start = i + 2;
                i += 2;
                continue;
            }
        }
        i += 1;
    }
    if start < text.len() {
        out.push((start, text.len()));
    }
    out
}

struct Ctx<'a> {
    cal: &'a FiscalCalendar,
    filed: NaiveDate,
}

fn period_in(text: &str, ctx: &Ctx) -> Option<FiscalPeriod> {
    // The last forward-resolvable period phrase ("…outlook for the third quarter of fiscal 2024…").
    period::find(text).iter().rev().find_map(|p| period::resolve_forward(p, ctx.cal, ctx.filed))
}

fn unit_for(metric: &str, a: &Amount) -> Option<&'static str> {
    match (metric, a.unit) {
        ("eps", Unit::Usd | Unit::UsdPerShare) => Some("USD/share"),
        (_, Unit::Usd) => Some("USD"),
        (_, Unit::Percent) => Some("percent"),
        _ => None,
    }
}

/// Applies "plus or minus X" to a point: a percentage of a money amount, or points (and
/// basis points) for a percentage metric.
fn band(point: Decimal, unit: &str, pm: &str) -> Option<(Decimal, Decimal)> {
    let a = amounts(pm).into_iter().next()?;
    let w = match (unit, a.unit) {
        ("percent", Unit::Percent) => a.value,
        ("percent", Unit::BasisPoints) => a.value / Decimal::from(100),
        ("USD" | "USD/share", Unit::Percent) => (point.checked_mul(a.value)? / Decimal::from(100)).abs(),
        ("USD" | "USD/share", Unit::Usd) => a.value.abs(),
        _ => return None,
    };
    // Checked: text can hold numbers near Decimal's limit, and an overflow must not panic.
    Some((point.checked_sub(w)?, point.checked_add(w)?))
}

fn bases_in(prefix: &str) -> Vec<Basis> {
    let l = prefix.to_lowercase().replace('-', " ");
    let non = l.contains("non gaap") || l.contains("adjusted");
    let gaap = l.replace("non gaap", "").contains("gaap");
    match (gaap, non) {
        (true, true) => vec![Basis::Gaap, Basis::NonGaap],
        (false, true) => vec![Basis::NonGaap],
        (true, false) => vec![Basis::Gaap],
        _ => vec![Basis::Unspecified],
    }
}

/// Values of one guided item in `text` (after the verb): a range, or a point (± a band).
fn values(metric: &'static str, text: &str) -> Vec<(Option<Decimal>, Option<Decimal>, Option<Decimal>, &'static str, Option<String>)> {
    let pm = PLUS_MINUS.captures(text).map(|c| (c.get(0).unwrap().start(), c[1].trim().to_owned()));
    let cut = pm.as_ref().map(|p| p.0).unwrap_or(text.len());
    let amts: Vec<Amount> = amounts(&text[..cut]).into_iter().filter(|a| unit_for(metric, a).is_some()).collect();
    let expense = {
        let l = text.to_lowercase();
        metric == "other_income" && (l.contains("an expense of") || l.contains("a loss of") || l.contains("net expense"))
    };
    let sign = |v: Decimal| if expense && v > Decimal::ZERO { -v } else { v };
    let mut out = vec![];
    let mut i = 0;
    while i < amts.len() {
        let a = &amts[i];
        let unit = unit_for(metric, a).unwrap();
        // "$4.75 billion to $4.78 billion", "between 10% and 12%"
        if let Some(b) = amts.get(i + 1) {
            let join = &text[a.at.1..b.at.0];
            let between = text[..a.at.0].to_lowercase().trim_end().ends_with("between");
            if unit_for(metric, b) == Some(unit) && RANGE_JOIN.is_match(join) && (join.trim() != "and" || between) {
                // "$4.75 to $4.78 billion": the scale written once applies to both.
                let factor = |s: Option<&str>| match s {
                    Some("trillion") => Decimal::from(1_000_000_000_000i64),
                    Some("billion") => Decimal::from(1_000_000_000i64),
                    Some("million") => Decimal::from(1_000_000i64),
                    Some("thousand") => Decimal::from(1_000i64),
                    _ => Decimal::ONE,
                };
                let lo = if a.scale.is_none() { a.value.checked_mul(factor(b.scale)) } else { Some(a.value) };
                // A range whose ends are out of order ("between $1.1 billion and $1.2", found by
                // fuzzing) is no range anyone guided: neither end is taken as guidance.
                if let Some(lo) = lo.filter(|lo| *lo <= b.value) {
                    out.push((Some(sign(lo)), Some(sign(b.value)), None, unit, None));
                }
                i += 2;
                continue;
            }
        }
        let point = sign(a.value);
        match &pm {
            Some((_, pmtext)) => {
                let (lo, hi) = band(point, unit, pmtext).map(|(l, h)| (Some(l), Some(h))).unwrap_or((None, None));
                out.push((lo, hi, Some(point), unit, Some(pmtext.clone())));
            }
            None => out.push((None, None, Some(point), unit, None)),
        }
        i += 1;
    }
    out
}

/// Extracts guidance from a release. `filed` anchors "the first quarter" and similar.
pub fn extract(doc: &CleanDoc, cal: &FiscalCalendar, filed: NaiveDate) -> Vec<Guidance> {
    let ctx = Ctx { cal, filed };
    let mut out: Vec<Guidance> = vec![];
    let mut from_rows: Vec<bool> = vec![];
    let mut section_period: Option<(String, FiscalPeriod)> = None;
    // "($ in millions)" above a table scales its bare dollar cells.
    let mut table_scale: Option<Decimal> = None;
    let char_at = |byte: usize| doc.text[..byte].chars().count();

    for block in &doc.blocks {
        let text = doc.block_text(block);
        let outlookish = block.section == "Outlook";
        if block.kind == BlockKind::Heading {
            table_scale = None;
            if let Some(p) = period_in(text, &ctx) {
                section_period = Some((block.section.clone(), p));
            }
            continue;
        }
        {
            let l = text.to_lowercase();
            if l.contains("in millions") {
                table_scale = Some(Decimal::from(1_000_000));
            } else if l.contains("in thousands") {
                table_scale = Some(Decimal::from(1_000));
            } else if l.contains("in billions") {
                table_scale = Some(Decimal::from(1_000_000_000));
            }
        }
        let context = section_period.as_ref().filter(|(s, _)| *s == block.section).map(|(_, p)| *p);

        if block.kind == BlockKind::Row {
            if !outlookish {
                continue;
            }
            // "Total revenue | $4.75 billion to $4.78 billion", "Tax rate | GAAP: ~21.5% | Non-GAAP: ~18.5%"
            let mut cells = text.split(" | ");
            // Footnote markers glue to labels: "Earnings per share1".
            let label = cells.next().unwrap_or("").trim().trim_end_matches(|c: char| c.is_ascii_digit() || c == '*' || c == ' ');
            let Some((_, _, metric)) = metric_in(label).or_else(|| {
                (label.to_lowercase().contains("arr") || label.to_lowercase().contains("share count")).then_some((0, 0, "other"))
            }) else {
                continue;
            };
            let metric = if metric == "revenue" && is_part(label) { "other" } else { metric };
            let Some(p) = context.or_else(|| period_in(label, &ctx)) else { continue };
            let rest: Vec<&str> = cells.collect();
            let rest = rest.join(" | ");
            // Basis-labelled parts: "GAAP: $2.65 to $2.70 | Non-GAAP: $3.75 to $3.80"
            let parts: Vec<(Basis, &str)> = {
                let re = Regex::new(r"(?i)(non-gaap|gaap)\s*:").unwrap();
                let marks: Vec<_> = re.captures_iter(&rest).map(|c| (c.get(0).unwrap().start(), c.get(0).unwrap().end(), c[1].to_lowercase())).collect();
                if marks.is_empty() {
                    // "GAAP gross margin | 71.5%": the basis is in the label.
                    vec![(bases_in(label).into_iter().next().unwrap_or(Basis::Unspecified), rest.as_str())]
                } else {
                    marks
                        .iter()
                        .enumerate()
                        .map(|(i, (_, e, b))| {
                            let end = marks.get(i + 1).map(|m| m.0).unwrap_or(rest.len());
                            (if b == "gaap" { Basis::Gaap } else { Basis::NonGaap }, &rest[*e..end])
                        })
                        .collect()
                }
            };
            for (basis, part) in parts {
                let metric_for_values = if metric == "other" { "revenue" } else { metric };
                for (mut low, mut high, mut point, unit, pm) in values(metric_for_values, part) {
                    if let (Some(k), "USD") = (table_scale, unit) {
                        if !part.to_lowercase().contains("illion") && !part.to_lowercase().contains("thousand") {
                            // ("in millions" tables) Checked, as everywhere text meets arithmetic.
                            let (l, h, p) = (low.map(|v| v.checked_mul(k)), high.map(|v| v.checked_mul(k)), point.map(|v| v.checked_mul(k)));
                            if [l, h, p].iter().any(|x| matches!(x, Some(None))) {
                                continue;
                            }
                            (low, high, point) = (l.flatten(), h.flatten(), p.flatten());
                        }
                    }
                    let (s, e) = cal.nominal_dates(p);
                    from_rows.push(true);
                    out.push(Guidance {
                        metric,
                                label: label.to_owned(),
                        basis,
                        period: p,
                        period_start: s,
                        period_end: e,
                        low,
                        high,
                        point,
                        unit,
                        plus_minus: pm,
                        sentence: text.to_owned(),
                        start_char: block.start,
                        end_char: block.end,
                        tier: Tier::Exact,
                    });
                    break; // one value per basis part
                }
            }
            continue;
        }

        let mut block_period = context;
        for (s, e) in sentence_spans(text) {
            let sentence = &text[s..e];
            let own = period_in(sentence, &ctx);
            if own.is_some() && (sentence.contains("outlook") || sentence.contains("as follows") || sentence.to_lowercase().contains("targets")) {
                // "NVIDIA's outlook for the third quarter of fiscal 2024 is as follows:" sets the context.
                block_period = own;
                section_period = Some((block.section.clone(), own.unwrap()));
            }
            let Some(fwd) = FORWARD.find(sentence) else { continue };
            let lower = sentence.to_lowercase();
            if lower.contains("assume") || lower.contains("forward-looking statements") {
                continue;
            }
            let (byte_s, byte_e) = (block.byte_start + s, block.byte_start + e);
            let (start_char, end_char) = (char_at(byte_s), char_at(byte_e));
            let period = own.or(block_period);
            let metric = metric_in(sentence);
            let exact = metric.and_then(|(ms, me, metric)| {
                // The verb follows the metric, and nothing past-tense sits between them.
                if fwd.start() < me || PAST.is_match(&sentence[me..fwd.start()]) {
                    return None;
                }
                let p = period?;
                let label = sentence[ms..me].to_owned();
                let metric = if metric == "revenue" && is_part(&sentence[..me]) { "other" } else { metric };
                let bases = bases_in(&sentence[..ms]);
                let vals = values(if metric == "other" { "revenue" } else { metric }, &sentence[fwd.end()..]);
                if vals.is_empty() {
                    return None;
                }
                let respectively = lower.contains("respectively");
                let (ps, pe) = cal.nominal_dates(p);
                let mut recs = vec![];
                for (i, basis) in bases.iter().enumerate() {
                    let v = if respectively && bases.len() > 1 { vals.get(i) } else { vals.first() };
                    let Some((low, high, point, unit, pm)) = v.cloned() else { continue };
                    // "… plus or minus 50 basis points" after "respectively" applies to each.
                    recs.push(Guidance {
                        metric,
                        label: label.clone(),
                        basis: *basis,
                        period: p,
                        period_start: ps,
                        period_end: pe,
                        low,
                        high,
                        point,
                        unit,
                        plus_minus: pm,
                        sentence: sentence.to_owned(),
                        start_char,
                        end_char,
                        tier: Tier::Exact,
                    });
                }
                (!recs.is_empty()).then_some(recs)
            });
            match exact {
                Some(recs) => {
                    from_rows.extend(recs.iter().map(|_| false));
                    out.extend(recs)
                }
                None if outlookish => {
                    // Broad: an outlook sentence with a forward verb and a figure.
                    let Some(p) = period else { continue };
                    let metric_name = metric.map(|m| m.2).unwrap_or("other");
                    let Some(a) = amounts(&sentence[fwd.end()..]).into_iter().find(|a| matches!(a.unit, Unit::Usd | Unit::Percent | Unit::UsdPerShare))
                    else {
                        continue;
                    };
                    let (ps, pe) = cal.nominal_dates(p);
                    from_rows.push(false);
                    out.push(Guidance {
                        metric: metric_name,
                        label: metric.map(|(s, e, _)| sentence[s..e].to_owned()).unwrap_or_else(|| "unclassified".into()),
                        basis: Basis::Unspecified,
                        period: p,
                        period_start: ps,
                        period_end: pe,
                        low: None,
                        high: None,
                        point: Some(a.value),
                        unit: unit_for("revenue", &a).unwrap_or("USD"),
                        plus_minus: None,
                        sentence: sentence.to_owned(),
                        start_char,
                        end_char,
                        tier: Tier::Broad,
                    });
                }
                None => {}
            }
        }
    }
    // A table that restates items the prose already gave (an outlook reconciliation) adds nothing.
    // Within 1%: a table's "$2,525" restates the prose's "approximately $2.53 billion".
    let close = |x: Option<Decimal>, y: Option<Decimal>| match (x, y) {
        (Some(x), Some(y)) => (x - y).abs() <= y.abs() / Decimal::from(100),
        _ => false,
    };
    let mid = |g: &Guidance| g.point.or(g.low.zip(g.high).and_then(|(l, h)| l.checked_add(h)).map(|s| s / Decimal::TWO));
    let same = |a: &Guidance, b: &Guidance| {
        a.metric == b.metric
            && a.period == b.period
            && (a.basis == b.basis || a.basis == Basis::Unspecified || b.basis == Basis::Unspecified)
            && close(mid(a), mid(b))
    };
    // Of one item said twice (a headline, the Outlook, a reconciliation table) keep the most
    // informative statement: prose over a table, a band over a bare point, then the first.
    let info = |i: usize| {
        let g = &out[i];
        (!from_rows[i] as u8) * 4 + (g.low.is_some() as u8) * 2 + g.plus_minus.is_some() as u8
    };
    let keep: Vec<bool> = (0..out.len())
        .map(|i| {
            out[i].tier == Tier::Broad
                || !(0..out.len()).any(|j| {
                    j != i && out[j].tier == Tier::Exact && same(&out[i], &out[j]) && (info(j) > info(i) || info(j) == info(i) && j < i)
                })
        })
        .collect();
    out.into_iter().zip(keep).filter(|(_, k)| *k).map(|(g, _)| g).collect()
}
