//! The four tools, each from validated arguments to one `Envelope`.

use chrono::Duration;
use rust_decimal::Decimal;
use serde_json::json;
use sqlx::PgPool;

use super::actuals::Vintage;
use super::format;
use super::metric_values::{self, MetricValue};
use super::say_do::{compare, Position};
use super::{Envelope, Exclusion, PeriodDates, Source, SourceKind};
use crate::corpus::search;
use crate::error::Result;
use crate::fiscal::{FiscalCalendar, FiscalPeriod};
use crate::guidance::GuidanceRecord;
use crate::numbers::{amounts, Unit};
use crate::vocabulary::{self as metrics, Metric};

/// Validated arguments shared by the tools.
pub struct Args<'a> {
    pub cik: u64,
    pub issuer: &'a str,
    pub metric: Option<&'static Metric>,
    pub period: Option<FiscalPeriod>,
    pub non_gaap: bool,
    pub scorecard: bool,
    pub question: &'a str,
    pub calendar: FiscalCalendar,
    /// The question's vector for dense search, with its space.
    pub vector: Option<(&'a [f32], &'a str)>,
}

/// Metric names are validated against the vocabulary; an unknown one lists the valid values.
pub fn metric(name: &str) -> std::result::Result<&'static Metric, String> {
    metrics::by_name(name).ok_or_else(|| format!("unknown metric {name:?}; valid metrics: {}", metrics::names().join(", ")))
}

pub async fn actuals(pool: &PgPool, a: &Args<'_>) -> Result<Envelope> {
    let mut env = Envelope { tool: "actuals", ..Default::default() };
    let m = a.metric.unwrap_or_else(|| metrics::by_name("revenue").unwrap());
    let Some(p) = a.period else {
        env.refusal = Some(format!("{} has no reported periods in its XBRL facts.", a.issuer));
        return Ok(env);
    };
    env.period = Some(p);
    match metric_values::value(pool, a.cik, m, p, Vintage::Latest, &mut env).await? {
        Some(v) => {
            env.basis = Some("gaap".into());
            env.concept = Some(v.concept.clone());
            env.derived = v.derived;
            env.matched = v.matched;
            env.used = v.actuals.len().max(1);
            env.result = json!({"metric": m.name, "label": m.label, "period": p.to_string(), "value": v.value, "unit": v.unit, "passage": v.passage});
        }
        None => {
            let latest = metric_values::latest_quarter(pool, a.cik).await?;
            env.refusal = Some(match latest {
                Some(l) if later(p, l) => format!(
                    "{} has not reported {} for {} yet; the latest period it has reported is {}.",
                    a.issuer, m.label, p, l
                ),
                Some(l) => format!("{}'s XBRL facts hold no {} for {} (its latest reported period is {}).", a.issuer, m.label, p, l),
                None => format!("{}'s XBRL facts hold no {}.", a.issuer, m.label),
            });
        }
    }
    Ok(env)
}

fn later(a: FiscalPeriod, b: FiscalPeriod) -> bool {
    let key = |p: FiscalPeriod| p.year * 10 + p.span.quarter_number().unwrap_or(4) as i32;
    key(a) > key(b)
}

async fn guidance_for(pool: &PgPool, cik: u64, metric: &str, p: Option<FiscalPeriod>) -> Result<Vec<GuidanceRecord>> {
    let mut v: Vec<GuidanceRecord> = sqlx::query_as(
        r#"SELECT id, metric, label, basis, period_start, period_end, fiscal_year, fiscal_period, low, high, point,
                  unit, plus_minus, sentence, accession, filed, url, start_char, end_char, tier
           FROM guidance
           WHERE cik = $1 AND metric = $2 AND ($3::int IS NULL OR (fiscal_year = $3 AND fiscal_period = $4))
           ORDER BY fiscal_year DESC, fiscal_period DESC, (tier = 'exact') DESC, filed DESC"#,
    )
    .bind(cik as i64)
    .bind(metric)
    .bind(p.map(|p| p.year))
    .bind(p.map(|p| p.span.as_str()))
    .fetch_all(pool)
    .await?;
    for r in &mut v {
        r.offsets = [r.start_char, r.end_char];
    }
    Ok(v)
}

fn push_guidance(env: &mut Envelope, g: &GuidanceRecord) -> usize {
    let text = format!("{} (the 8-K earnings release filed {}, guiding {} fiscal {}.)", g.sentence, g.filed, g.fiscal_period, g.fiscal_year);
    env.push(
        text,
        Source {
            kind: SourceKind::Filing,
            accession: Some(g.accession.clone()),
            form: Some("8-K".into()),
            filed: Some(g.filed),
            url: Some(g.url.clone()),
            concept: Some(format!("guidance:{}:{}", g.metric, g.basis)),
            period: Some(PeriodDates { start: Some(g.period_start), end: Some(g.period_end) }),
            inputs: vec![],
            fact_ids: vec![],
        },
    )
}

pub async fn guidance(pool: &PgPool, a: &Args<'_>) -> Result<Envelope> {
    let mut env = Envelope { tool: "guidance", ..Default::default() };
    let m = a.metric.unwrap_or_else(|| metrics::by_name("revenue").unwrap());
    env.period = a.period;
    let recs = guidance_for(pool, a.cik, m.name, a.period).await?;
    let recs: Vec<GuidanceRecord> = match a.period {
        Some(_) => recs,
        // No period: the latest guided one.
        None => {
            let first = recs.first().map(|r| (r.fiscal_year, r.fiscal_period.clone()));
            if let Some((y, p)) = &first {
                env.period = crate::fiscal::Span::parse(p).map(|s| FiscalPeriod { year: *y, span: s });
            }
            recs.into_iter().filter(|r| Some((r.fiscal_year, r.fiscal_period.clone())) == first).collect()
        }
    };
    env.matched = recs.len();
    let exact: Vec<&GuidanceRecord> = recs.iter().filter(|r| r.tier == "exact").collect();
    let used: Vec<&GuidanceRecord> = if exact.is_empty() { recs.iter().collect() } else { exact };
    for r in recs.iter().filter(|r| r.tier == "broad" && used.len() < recs.len()) {
        env.exclusions.push(Exclusion { what: r.sentence.clone(), reason: "a broad-pattern match; exact statements were found".into() });
    }
    if used.is_empty() {
        env.refusal = Some(format!(
            "No {} guidance{} was found in the {} earnings releases SayDo has read.",
            m.label,
            a.period.map(|p| format!(" for {p}")).unwrap_or_default(),
            a.issuer
        ));
        return Ok(env);
    }
    let mut items = vec![];
    for r in &used {
        let idx = push_guidance(&mut env, r);
        items.push(json!({"basis": r.basis, "low": r.low, "high": r.high, "point": r.point, "unit": r.unit, "plus_minus": r.plus_minus, "passage": idx, "tier": r.tier}));
    }
    env.used = used.len();
    env.basis = Some(used.iter().map(|r| r.basis.as_str()).collect::<Vec<_>>().join(","));
    env.result = json!({"metric": m.name, "label": m.label, "period": env.period.map(|p| p.to_string()), "guidance": items});
    Ok(env)
}

/// A non-GAAP actual from the earnings release that reported the period (XBRL carries GAAP
/// only): the release's reconciliation row "Non-GAAP gross margin | 75.0% | …", first column.
async fn non_gaap_actual(pool: &PgPool, cik: u64, m: &Metric, p: FiscalPeriod, cal: &FiscalCalendar, env: &mut Envelope) -> Result<Option<(Decimal, usize)>> {
    let (_, end) = cal.nominal_dates(p);
    let docs: Vec<(String, String, chrono::NaiveDate, String)> = sqlx::query_as(
        "SELECT accession, text, filed, url FROM documents
          WHERE cik = $1 AND doc_type = 'EX-99.1' AND status = 'ok' AND filed > $2 AND filed <= $3 ORDER BY filed LIMIT 1",
    )
    .bind(cik as i64)
    .bind(end - Duration::days(14))
    .bind(end + Duration::days(80))
    .fetch_all(pool)
    .await?;
    let Some((accession, text, filed, url)) = docs.into_iter().next() else { return Ok(None) };
    let wanted = format!("non-gaap {}", m.label.trim_start_matches("diluted "));
    let millions = text.to_lowercase().contains("in millions");
    for line in text.lines() {
        let l = line.to_lowercase();
        if !l.starts_with(&wanted) || !line.contains(" | ") {
            continue;
        }
        let cells: Vec<&str> = line.split(" | ").collect();
        let Some(first) = cells.get(1) else { continue };
        let Some(a) = amounts(first).into_iter().next() else { continue };
        let v = match (a.unit, m.name) {
            (Unit::Percent, _) => a.value,
            (Unit::Usd | Unit::Plain, _) if a.scale.is_none() && millions && m.name != "eps" => a.value * Decimal::from(1_000_000),
            (Unit::Usd | Unit::Plain | Unit::UsdPerShare, _) => a.value,
            _ => continue,
        };
        let idx = env.push(
            format!("{line} (the first figure is {p}; from the 8-K earnings release filed {filed}{})", if millions { ", dollars in millions" } else { "" }),
            Source {
                kind: SourceKind::Filing,
                accession: Some(accession.clone()),
                form: Some("8-K".into()),
                filed: Some(filed),
                url: Some(url.clone()),
                concept: Some(format!("release:non-gaap:{}", m.name)),
                period: None,
                inputs: vec![],
                fact_ids: vec![],
            },
        );
        return Ok(Some((v, idx)));
    }
    Ok(None)
}

fn basis_name(b: &str) -> &'static str {
    match b {
        "gaap" => "GAAP",
        "non_gaap" => "non-GAAP",
        _ => "unspecified-basis",
    }
}

fn unit_of(v: &MetricValue) -> String {
    if v.unit.contains('/') {
        "USD/share".into()
    } else {
        v.unit.clone()
    }
}

pub async fn say_do(pool: &PgPool, a: &Args<'_>) -> Result<Envelope> {
    let m = a.metric.unwrap_or_else(|| metrics::by_name("revenue").unwrap());
    if a.scorecard {
        return scorecard(pool, a, m).await;
    }
    let mut env = Envelope { tool: "say_do", ..Default::default() };
    let all = guidance_for(pool, a.cik, m.name, a.period).await?;
    // With no period: the latest period that has both a guide and a reported actual.
    let mut period = a.period;
    if period.is_none() {
        let latest = metric_values::latest_quarter(pool, a.cik).await?;
        period = all
            .iter()
            .filter_map(|r| crate::fiscal::Span::parse(&r.fiscal_period).map(|s| FiscalPeriod { year: r.fiscal_year, span: s }))
            .find(|p| latest.is_some_and(|l| !later(*p, l)));
        env.period_note = period.map(|p| format!("no period given; read as {p}, the latest quarter with both a guide and a reported result"));
    }
    env.period = period;
    let Some(p) = period else {
        env.refusal = Some(format!("No {} guidance was found in the {} earnings releases SayDo has read.", m.label, a.issuer));
        return Ok(env);
    };
    let recs: Vec<&GuidanceRecord> = all.iter().filter(|r| r.fiscal_year == p.year && r.fiscal_period == p.span.as_str()).collect();
    env.matched = recs.len();
    let exact: Vec<&&GuidanceRecord> = recs.iter().filter(|r| r.tier == "exact").collect();
    let pick = |basis: &str| exact.iter().find(|r| r.basis == basis).map(|r| **r);
    let guide = if a.non_gaap { pick("non_gaap") } else { pick("unspecified").or(pick("gaap")).or(pick("non_gaap")) };
    let Some(g) = guide else {
        env.refusal = Some(format!("No {} guidance for {p} was found in the {} earnings releases SayDo has read.", m.label, a.issuer));
        return Ok(env);
    };
    for r in recs.iter().filter(|r| r.id != g.id) {
        env.exclusions.push(Exclusion {
            what: format!("{} {} guide", r.basis.replace('_', "-"), r.metric.replace('_', " ")),
            reason: if r.tier == "broad" {
                "a broad-pattern match".into()
            } else {
                format!("the {} guide was not compared (the {} one was)", basis_name(&r.basis), basis_name(&g.basis))
            },
        });
    }
    let gi = push_guidance(&mut env, g);
    let (actual, ai, basis_note) = if g.basis == "non_gaap" {
        match non_gaap_actual(pool, a.cik, m, p, &a.calendar, &mut env).await? {
            Some((v, i)) => (v, i, "non-GAAP guide against the non-GAAP actual in the next earnings release"),
            None => {
                env.refusal = Some(format!(
                    "The {} guide for {p} is non-GAAP; XBRL reports GAAP only and no non-GAAP actual was found in the next earnings release, so the two are not comparable.",
                    m.label
                ));
                return Ok(env);
            }
        }
    } else {
        // A guide is held against the figure as first reported: what the market saw next.
        match metric_values::value(pool, a.cik, m, p, Vintage::FirstReported, &mut env).await? {
            Some(v) => {
                env.concept = Some(v.concept.clone());
                env.derived = v.derived;
                let u = unit_of(&v);
                if u != g.unit && !(g.unit == "USD/share" && u == "USD/share") {
                    env.refusal = Some(format!("The guide is in {} but the reported figure is in {u}; not comparable.", g.unit));
                    return Ok(env);
                }
                (v.value, v.passage, if g.basis == "gaap" { "GAAP guide against the GAAP actual in XBRL" } else { "guide of unspecified basis against the reported (GAAP) actual in XBRL" })
            }
            None => {
                let latest = metric_values::latest_quarter(pool, a.cik).await?;
                env.refusal = Some(match latest {
                    Some(l) if later(p, l) => format!("{} guided {} for {p}, but has not reported that period yet; its latest reported period is {l}.", a.issuer, m.label),
                    _ => format!("{} guided {} for {p}, but no reported actual for that period was found in its XBRL facts.", a.issuer, m.label),
                });
                return Ok(env);
            }
        }
    };
    let Some(c) = compare(g.low, g.high, g.point, actual, &g.unit) else {
        env.refusal = Some("The guide has neither a range nor a point.".into());
        return Ok(env);
    };
    let ci = env.push(
        c.passage(m.label, &p.to_string(), gi, ai),
        Source::computed(format!("say_do:{}", m.name), vec![gi, ai]),
    );
    env.basis = Some(g.basis.clone());
    env.used = 2;
    env.result = json!({
        "metric": m.name, "label": m.label, "period": p.to_string(), "basis": g.basis, "basis_note": basis_note,
        "guide": {"low": g.low, "high": g.high, "point": g.point, "plus_minus": g.plus_minus, "unit": g.unit, "passage": gi},
        "actual": {"value": actual, "passage": ai}, "comparison": c, "comparison_passage": ci,
    });
    Ok(env)
}

/// Across quarters: guides met, beaten, missed, and the average surprise against the midpoint.
async fn scorecard(pool: &PgPool, a: &Args<'_>, m: &'static Metric) -> Result<Envelope> {
    let mut env = Envelope { tool: "say_do", ..Default::default() };
    let all = guidance_for(pool, a.cik, m.name, None).await?;
    let mut rows = vec![];
    let mut seen = std::collections::HashSet::new();
    for g in all.iter().filter(|g| g.tier == "exact" && g.basis != "non_gaap") {
        let Some(span) = crate::fiscal::Span::parse(&g.fiscal_period) else { continue };
        let p = FiscalPeriod { year: g.fiscal_year, span };
        if !seen.insert(p) {
            continue;
        }
        let mut scratch = Envelope::default();
        let Some(v) = metric_values::value(pool, a.cik, m, p, Vintage::FirstReported, &mut scratch).await? else {
            env.exclusions.push(Exclusion { what: format!("{p}"), reason: "guided, not reported yet".into() });
            continue;
        };
        if let Some(c) = compare(g.low, g.high, g.point, v.value, &g.unit) {
            rows.push((p, g.clone(), c));
        }
    }
    rows.sort_by_key(|(p, _, _)| (p.year, p.span));
    env.matched = seen.len();
    env.used = rows.len();
    if rows.is_empty() {
        env.refusal = Some(format!("No quarter has both a {} guide and a reported actual for {}.", m.label, a.issuer));
        return Ok(env);
    }
    let count = |pos: Position| rows.iter().filter(|r| r.2.position == pos).count();
    let pcts: Vec<Decimal> = rows.iter().filter_map(|r| r.2.delta_pct).collect();
    let avg = (!pcts.is_empty()).then(|| (pcts.iter().copied().sum::<Decimal>() / Decimal::from(pcts.len())).round_dp(4));
    let mut idxs = vec![];
    for (p, g, c) in &rows {
        let gi = push_guidance(&mut env, g);
        idxs.push(env.push(
            c.passage(m.label, &p.to_string(), gi, gi),
            Source::computed(format!("say_do:{}", m.name), vec![gi]),
        ));
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
    let si = env.push(text, Source::computed(format!("scorecard:{}", m.name), idxs.clone()));
    env.result = json!({
        "metric": m.name, "label": m.label, "scorecard": true, "passage": si,
        "above": count(Position::Above), "within": count(Position::Within), "below": count(Position::Below), "average_surprise_pct": avg,
        "quarters": rows.iter().map(|(p, g, c)| json!({"period": p.to_string(), "fiscal_year": p.year, "fiscal_period": p.span.as_str(), "low": g.low, "high": g.high, "point": g.point, "unit": g.unit, "actual": c.actual, "position": c.position, "delta_pct": c.delta_pct, "delta": c.delta})).collect::<Vec<_>>(),
    });
    Ok(env)
}

pub async fn search(pool: &PgPool, a: &Args<'_>) -> Result<Envelope> {
    let mut env = Envelope { tool: "search", period: a.period, ..Default::default() };
    let (from, to) = match a.period {
        // Filings about a period are filed during it and in the months after.
        Some(p) => {
            let (s, e) = a.calendar.nominal_dates(p);
            (Some(s), Some(e + Duration::days(120)))
        }
        None => (None, None),
    };
    // Search for what the question is about: not the issuer's own name (in every chunk), not
    // the asking words.
    const ASKING: &[&str] = &["what", "did", "does", "do", "say", "said", "says", "about", "tell", "me", "the", "how", "why", "is", "are", "was", "were", "its", "their", "on", "of", "in", "for", "to", "a", "an", "and", "any", "has", "have", "management", "company", "comment", "mention"];
    let name_words: Vec<String> = a.issuer.split(|c: char| !c.is_alphanumeric()).map(|w| w.to_lowercase()).collect();
    let terms: Vec<&str> = a
        .question
        .split(|c: char| !(c.is_alphanumeric() || c == '-'))
        .filter(|w| !w.is_empty() && !ASKING.contains(&w.to_lowercase().as_str()) && !name_words.contains(&w.to_lowercase()))
        .filter(|w| !w.to_lowercase().starts_with(&name_words.first().cloned().unwrap_or_default()) || name_words.is_empty())
        .collect();
    let text = if terms.is_empty() { a.question.to_owned() } else { terms.join(" ") };
    let q = search::Query { cik: a.cik, text: &text, from, to, limit: 24, vector: a.vector };
    let mut hits = match search::search(pool, &q).await {
        Err(crate::error::Error::Embedding(why)) => {
            // Stored vectors are in another space: never mixed; full text answers, and says so.
            env.notes.push(format!("dense search skipped: {why}"));
            search::search(pool, &search::Query { vector: None, ..q }).await?
        }
        r => r?,
    };
    if a.vector.is_none() {
        env.notes.push("full-text search only (no vectors for this question)".into());
    } else if hits.iter().all(|h| h.dense_rank.is_none()) {
        env.notes.push("no vectors stored yet for this issuer: full-text search (vectors are being computed)".into());
    }
    // Safe-harbour boilerplate names every topic and answers none; the same paragraph recurs
    // in every release.
    let wants_boilerplate = a.question.to_lowercase().contains("forward-looking");
    let mut seen = std::collections::HashSet::new();
    hits.retain(|h| {
        let boiler = h.section == "Forward-Looking Statements"
            || h.text.contains("forward-looking statements")
            || h.text.starts_with("Certain statements")
            || h.text.contains("All rights reserved")
            || h.text.contains("trademarks and/or registered trademarks");
        (wants_boilerplate || !boiler) && seen.insert(h.text.chars().take(160).collect::<String>())
    });
    hits.truncate(6);
    env.matched = hits.len();
    env.used = hits.len();
    if hits.is_empty() {
        env.refusal = Some(format!("Nothing in the {} filings SayDo has read addresses this question.", a.issuer));
    }
    for h in &hits {
        env.push(
            h.text.clone(),
            Source {
                kind: SourceKind::Filing,
                accession: Some(h.accession.clone()),
                form: Some(h.form.clone()),
                filed: Some(h.filed),
                url: Some(h.url.clone()),
                concept: Some(h.section.clone()),
                period: None,
                inputs: vec![],
                fact_ids: vec![],
            },
        );
    }
    env.result = json!({"hits": hits.iter().map(|h| json!({"section": h.section, "dense_rank": h.dense_rank, "sparse_rank": h.sparse_rank, "score": h.score})).collect::<Vec<_>>()});
    Ok(env)
}

