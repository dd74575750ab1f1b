//! The deterministic synthesiser: templates per tool, in the same [n] format the model uses.
//! It is the default with no API key, and the fallback when the model fails.

use rust_decimal::Decimal;
use serde_json::Value;

use crate::tools::format;
use crate::tools::Envelope;

fn dec(v: &Value) -> Option<Decimal> {
    match v {
        Value::String(s) => s.parse().ok(),
        Value::Number(n) => n.to_string().parse().ok(),
        _ => None,
    }
}

fn guide_text(g: &Value, unit: &str) -> String {
    let (low, high, point) = (dec(&g["low"]), dec(&g["high"]), dec(&g["point"]));
    match (point, g["plus_minus"].as_str(), low, high) {
        (Some(p), Some(pm), _, _) => format!("{}, plus or minus {pm}", format::figure(p, unit)),
        (_, _, Some(l), Some(h)) => format!("{} to {}", format::figure(l, unit), format::figure(h, unit)),
        (Some(p), _, _, _) => format!("approximately {}", format::figure(p, unit)),
        _ => "no figure".into(),
    }
}

fn basis_words(b: &str) -> &'static str {
    match b {
        "gaap" => "GAAP ",
        "non_gaap" => "non-GAAP ",
        _ => "",
    }
}

fn first_sentence(t: &str) -> String {
    let t = t.replace('\n', " ");
    let end = t.find(". ").map(|i| i + 1).unwrap_or(t.len());
    let s: String = t[..end].chars().take(320).collect();
    if s.len() < t[..end].len() {
        format!("{}…", s.trim_end())
    } else {
        s
    }
}

fn question_terms(q: &str) -> Vec<String> {
    const STOP: &[&str] = &["what", "did", "does", "say", "said", "about", "the", "and", "for", "its", "their", "how", "why", "with", "from", "this", "that", "was", "were", "are", "has", "have"];
    q.split(|c: char| !c.is_alphanumeric())
        .map(|w| w.to_lowercase())
        .filter(|w| w.len() > 2 && !STOP.contains(&w.as_str()))
        .collect()
}

/// The sentence of a passage that shares most words with the question.
fn best_sentence(text: &str, terms: &[String]) -> String {
    let text = text.replace('\n', " ");
    let mut best = (0usize, first_sentence(&text));
    for s in text.split_inclusive(". ") {
        let l = s.to_lowercase();
        let score = terms.iter().filter(|t| l.contains(t.as_str())).count();
        if score > best.0 {
            best = (score, first_sentence(s));
        }
    }
    best.1.trim_matches(|c| c == '“' || c == '”' || c == '"').to_owned()
}

pub fn write(issuer: &str, question: &str, env: &Envelope) -> String {
    if let Some(r) = &env.refusal {
        return r.clone();
    }
    let r = &env.result;
    let mut out = String::new();
    match env.tool {
        "actuals" => {
            let unit = r["unit"].as_str().unwrap_or("USD");
            let v = dec(&r["value"]).unwrap_or_default();
            out.push_str(&format!(
                "{issuer} reported {} of {} for {} [{}].",
                r["label"].as_str().unwrap_or(""),
                format::figure(v, unit),
                r["period"].as_str().unwrap_or(""),
                r["passage"]
            ));
            if env.derived && env.concept.as_deref().is_some_and(|c| !c.contains('/')) {
                out.push_str(" No three-month figure is filed for a fourth quarter, so it is the full year less the first nine months.");
            }
        }
        "guidance" => {
            let label = r["label"].as_str().unwrap_or("");
            let period = r["period"].as_str().unwrap_or("");
            let items = r["guidance"].as_array().cloned().unwrap_or_default();
            let parts: Vec<String> = items
                .iter()
                .map(|g| {
                    let unit = g["unit"].as_str().unwrap_or("USD");
                    format!("{}{label} of {} [{}]", basis_words(g["basis"].as_str().unwrap_or("")), guide_text(g, unit), g["passage"])
                })
                .collect();
            out.push_str(&format!("For {period}, {issuer} guided {}.", parts.join("; and ")));
        }
        "say_do" if r["scorecard"].as_bool() == Some(true) => {
            let n = r["quarters"].as_array().map(|q| q.len()).unwrap_or(0);
            out.push_str(&format!(
                "Across {n} quarters with a {} guide and a reported result, {issuer} came in above the guided range {} times, within it {} and below it {}",
                r["label"].as_str().unwrap_or(""),
                r["above"],
                r["within"],
                r["below"]
            ));
            if let Some(avg) = dec(&r["average_surprise_pct"]) {
                out.push_str(&format!("; the average surprise against the midpoint was {}", format::signed(avg, "pct")));
            }
            out.push_str(&format!(" [{}].", r["passage"]));
        }
        "say_do" => {
            let label = r["label"].as_str().unwrap_or("");
            let period = r["period"].as_str().unwrap_or("");
            let g = &r["guide"];
            let unit = g["unit"].as_str().unwrap_or("USD");
            let c = &r["comparison"];
            let actual = dec(&r["actual"]["value"]).unwrap_or_default();
            out.push_str(&format!(
                "{issuer} guided {}{label} for {period} of {} [{}]. It reported {} [{}].",
                basis_words(r["basis"].as_str().unwrap_or("")),
                guide_text(g, unit),
                g["passage"],
                format::figure(actual, unit),
                r["actual"]["passage"]
            ));
            let has_range = !g["low"].is_null() && !g["high"].is_null();
            let pos = match c["position"].as_str() {
                Some("above") => crate::tools::say_do::Position::Above,
                Some("below") => crate::tools::say_do::Position::Below,
                _ => crate::tools::say_do::Position::Within,
            };
            let delta = dec(&c["delta"]).unwrap_or_default();
            let against = if unit == "percent" {
                format::signed(delta, "points")
            } else {
                format!("{} ({})", format::signed(delta, unit), format::signed(dec(&c["delta_pct"]).unwrap_or_default(), "pct"))
            };
            out.push_str(&format!(" That is {}, {against} against the midpoint [{}].", pos.words(has_range), r["comparison_passage"]));
        }
        _ => {
            let terms: Vec<String> = question_terms(question);
            let lead: Vec<String> = env.passages.iter().take(3).map(|p| format!("“{}” [{}]", best_sentence(&p.text, &terms), p.index)).collect();
            out.push_str(&format!("From {issuer}'s filings: {}", lead.join(" ")));
        }
    }
    if let Some(note) = &env.period_note {
        out.push_str(&format!(" ({}.)", note.trim_end_matches('.')));
    }
    if !env.exclusions.is_empty() && env.tool != "search" {
        // A count in words: a figure in the answer must cite a passage, and this one is SayDo's own.
        const WORDS: [&str; 11] = ["No", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten"];
        out.push_str(&format!(
            " {} other figure{} {} set aside: {}.",
            WORDS.get(env.exclusions.len()).copied().unwrap_or("Several"),
            if env.exclusions.len() == 1 { "" } else { "s" },
            if env.exclusions.len() == 1 { "was" } else { "were" },
            env.exclusions.iter().take(3).map(|e| e.reason.clone()).collect::<Vec<_>>().join("; ")
        ));
    }
    out
}
