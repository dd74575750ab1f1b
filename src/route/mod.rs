//! Stage 3: route a question to one of four tools by rules; a model is asked only when the
//! rules are unsure (and an API key is configured).


use std::sync::LazyLock;

use regex::Regex;
use serde::Serialize;

use crate::period::{self, PeriodRef};
pub use crate::vocabulary::Metric;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Tool {
    Actuals,
    Guidance,
    SayDo,
    Search,
}

impl Tool {
    pub fn as_str(self) -> &'static str {
        match self {
            Tool::Actuals => "actuals",
            Tool::Guidance => "guidance",
            Tool::SayDo => "say_do",
            Tool::Search => "search",
        }
    }
    pub fn parse(s: &str) -> Option<Tool> {
        Some(match s {
            "actuals" => Tool::Actuals,
            "guidance" => Tool::Guidance,
            "say_do" => Tool::SayDo,
            "search" => Tool::Search,
            _ => return None,
        })
    }
}

/// Rules' confidence below this asks the model (when there is one).
pub const THRESHOLD: f32 = 0.7;

#[derive(Debug, Clone, Serialize)]
pub struct Route {
    pub tool: Tool,
    pub confidence: f32,
    pub metric: Option<&'static str>,
    pub period: Option<PeriodRef>,
    /// Whether the question asks about the non-GAAP figure.
    pub non_gaap: bool,
    /// A scorecard across quarters rather than one period.
    pub scorecard: bool,
    /// How the route was chosen, for the result's trace.
    pub trace: Vec<String>,
}

static SAY_DO: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(beat|beats|miss|missed|misses|hit|hits|meet|met|meets|deliver(?:ed|s)?|exceed(?:ed|s)?|fall\s+short|fell\s+short|come\s+in|came\s+in|live\s+up|against\s+(?:its|their|the)\s+(?:guidance|outlook|guide|forecast)|versus\s+(?:its|their|the)?\s*(?:guidance|outlook)|vs\.?\s+(?:guidance|outlook)|compared?\s+(?:with|to)\s+(?:its|their|the)?\s*(?:guidance|outlook)|track\s+record|scorecard|say[\s-]do|did\s+(?:they|it|management)\s+(?:do|deliver|achieve))\b").unwrap()
});
static GUIDANCE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(guid(?:e|ed|ance|ing)|outlook|expect(?:s|ed|ation|ations)?|forecast(?:s|ed)?|target(?:s|ed)?|project(?:s|ed|ion|ions)?|anticipat(?:e|es|ed)|plan(?:s|ned)?\s+for)\b").unwrap()
});
static ACTUALS: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(report(?:ed|s)?|actual(?:ly|s)?|what\s+(?:was|were|is)|how\s+much|how\s+many|results?|came\s+to|total(?:led|ed)?|earn(?:ed)?|post(?:ed)?)\b").unwrap()
});
/// Words that name a reported result outright (not just "what was").
static REPORTED: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"(?i)\b(report(?:ed|s)?|actual(?:ly|s)?|results?|came\s+in|deliver(?:ed)?)\b").unwrap());
static NARRATIVE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(say|said|says|comment(?:ed|s)?|mention(?:ed|s)?|why|how\s+(?:does|did|is|are)|explain|describe|discuss(?:ed)?|risk|risks|strategy|demand|supply|competition|about)\b").unwrap()
});
static SCORECARD: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"(?i)\b(track\s+record|scorecard|history|how\s+often|every\s+quarter|each\s+quarter|hit\s+rate)\b").unwrap());

/// Rules: metric, period and intent words decide the tool and how sure they are.
pub fn by_rules(question: &str) -> Route {
    let metric = crate::vocabulary::find(question).map(|(m, _)| m.name);
    let periods = period::find(question);
    let period = periods.into_iter().next();
    let lower = question.to_lowercase();
    let non_gaap = lower.contains("non-gaap") || lower.contains("non gaap") || lower.contains("adjusted");
    let scorecard = SCORECARD.is_match(question);
    let say_do = SAY_DO.is_match(question);
    let guidance = GUIDANCE.is_match(question);
    let actuals = ACTUALS.is_match(question);
    let narrative = NARRATIVE.is_match(question);
    let mut trace = vec![];
    let (tool, confidence) = match (metric.is_some(), say_do, guidance, actuals) {
        (true, true, _, _) => (Tool::SayDo, if period.is_some() || scorecard { 0.95 } else { 0.8 }),
        // "guidance and what they reported" compares; "what was the outlook" asks for the guide.
        (true, false, true, true) if REPORTED.is_match(question) => (Tool::SayDo, 0.75),
        (true, false, true, true) => (Tool::Guidance, 0.8),
        (true, false, true, false) => (Tool::Guidance, if period.is_some() { 0.9 } else { 0.8 }),
        // A metric without a period in a "what did they say about" question is narrative; with a
        // period, it asks for the figure.
        (true, false, false, _) if narrative && !actuals && period.is_none() => (Tool::Search, 0.55),
        (true, false, false, _) => (Tool::Actuals, if period.is_some() { 0.9 } else { 0.75 }),
        (false, true, _, _) if scorecard => (Tool::SayDo, 0.75),
        (false, true, _, _) => (Tool::SayDo, 0.6),
        (false, false, true, _) => (Tool::Search, 0.6),
        (false, false, false, _) => (Tool::Search, if narrative { 0.8 } else { 0.6 }),
    };
    trace.push(format!(
        "rules: metric={} period={} intent[say_do={say_do} guidance={guidance} actuals={actuals} narrative={narrative}] -> {} ({confidence:.2})",
        metric.unwrap_or("-"),
        period.as_ref().map(|p| format!("{:?}{}", p.span, p.year.map(|y| format!(" {y}")).unwrap_or_default())).unwrap_or("-".into()),
        tool.as_str()
    ));
    // Revenue is the say-do default when a question asks "did they hit the outlook" with no metric.
    let metric = metric.or((tool == Tool::SayDo).then_some("revenue"));
    Route { tool, confidence, metric, period, non_gaap, scorecard, trace }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn routes() {
        let cases = [
            ("Did NVIDIA hit its revenue outlook for Q3 fiscal 2024?", Tool::SayDo),
            ("Did Nvidia beat guidance in the third quarter of fiscal 2024?", Tool::SayDo),
            ("What revenue did NVIDIA guide for Q4 fiscal 2024?", Tool::Guidance),
            ("What was NVIDIA's outlook for gross margin in Q2 FY2024?", Tool::Guidance),
            ("What were Apple's net sales in fiscal 2023?", Tool::Actuals),
            ("How much revenue did NVIDIA report for the quarter ended October 29, 2023?", Tool::Actuals),
            ("What did NVIDIA say about data center demand?", Tool::Search),
            ("What are the main risk factors for Tesla?", Tool::Search),
            ("NVIDIA's track record against its revenue guidance", Tool::SayDo),
        ];
        for (q, t) in cases {
            let r = by_rules(q);
            assert_eq!(r.tool, t, "{q}: {:?}", r.trace);
        }
        assert_eq!(by_rules("Did NVIDIA hit its revenue outlook for Q3 fiscal 2024?").metric, Some("revenue"));
        assert_eq!(by_rules("NVIDIA gross margin fiscal 2024").metric, Some("gross_margin"));
        assert!(by_rules("Did NVIDIA meet its non-GAAP gross margin outlook?").non_gaap);
    }
}
