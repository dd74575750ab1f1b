//! The MCP tools' arguments: their JSON schemas (what an assistant reads before calling) and
//! their validation into a `Route`, the same value the router hands the pipeline. A bad value
//! is refused with the valid ones listed.

use rmcp::schemars::{self, JsonSchema, Schema, SchemaGenerator};
use serde::Deserialize;

use crate::period::{self, PeriodRef};
use crate::route::{Route, Tool, WindowRef};
use crate::vocabulary;

/// Longest issuer name, query or question a tool takes.
pub const MAX_TEXT: usize = 2000;
/// Most quarters a scorecard may be limited to.
pub const MAX_LAST: i64 = 80;

const ISSUER_HELP: &str = "A US public company: its name (\"NVIDIA\"), ticker (\"NVDA\", \"$NVDA\", \"BRK.B\") or SEC CIK (\"1045810\").";
pub const PERIOD_FORMS: &str = "\"Q3 FY2024\", \"Q3 fiscal 2024\", \"the third quarter of fiscal 2024\", \"FY2024\", \"fiscal 2024\", \"Q3\" (the latest third quarter) or \"latest quarter\"; quarters are Q1, Q2, Q3 and Q4 of the issuer's own fiscal year";

fn metric_schema(_: &mut SchemaGenerator) -> Schema {
    let v = serde_json::json!({
        "type": "string",
        "enum": vocabulary::names(),
        "description": "The metric, by its SayDo name (default revenue).",
    });
    Schema::try_from(v).expect("an object is a schema")
}

fn period_schema(_: &mut SchemaGenerator) -> Schema {
    let v = serde_json::json!({
        "type": "string",
        "description": format!("A fiscal period of the issuer: {PERIOD_FORMS}. Omitted: the latest reported quarter (say_do: the latest quarter with both a guide and a result)."),
        "examples": ["Q3 FY2024", "FY2024", "latest quarter"],
    });
    Schema::try_from(v).expect("an object is a schema")
}

fn basis_schema(_: &mut SchemaGenerator) -> Schema {
    let v = serde_json::json!({
        "type": "string",
        "enum": ["gaap", "non_gaap"],
        "description": "GAAP or non-GAAP figures (omitted: GAAP or unspecified guidance against the XBRL actual).",
    });
    Schema::try_from(v).expect("an object is a schema")
}

#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ResolveIssuerArgs {
    #[schemars(description = ISSUER_HELP)]
    pub name: String,
}

/// One metric of one issuer for one period: `get_actuals`, `get_guidance`, `say_do`.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct FigureArgs {
    #[schemars(description = ISSUER_HELP)]
    pub issuer: String,
    #[serde(default = "revenue")]
    #[schemars(schema_with = "metric_schema")]
    pub metric: String,
    #[serde(default)]
    #[schemars(schema_with = "period_schema")]
    pub period: Option<String>,
    #[serde(default)]
    #[schemars(schema_with = "basis_schema")]
    pub basis: Option<String>,
}

#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ScorecardArgs {
    #[schemars(description = ISSUER_HELP)]
    pub issuer: String,
    #[serde(default = "revenue")]
    #[schemars(schema_with = "metric_schema")]
    pub metric: String,
    /// Only the latest this many scored quarters (1 to 80); omitted: every guided quarter.
    #[serde(default)]
    pub last: Option<i64>,
    #[serde(default)]
    #[schemars(schema_with = "basis_schema")]
    pub basis: Option<String>,
}

#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SearchArgs {
    #[schemars(description = ISSUER_HELP)]
    pub issuer: String,
    /// What to look for in the issuer's earnings releases and 10-Q/10-K reports, in words.
    pub query: String,
}

#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ExplainArgs {
    /// The `id` of an answer the `ask` tool returned (a UUID).
    pub answer_id: String,
}

#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct AskArgs {
    /// A question about a US public company in words, e.g. "Did NVIDIA hit its revenue outlook for Q3 fiscal 2024?"
    pub question: String,
}

fn revenue() -> String {
    "revenue".into()
}

/// A required piece of text: trimmed, not empty, not past `MAX_TEXT`.
pub fn text<'a>(name: &str, v: &'a str) -> Result<&'a str, String> {
    let t = v.trim();
    if t.is_empty() {
        return Err(format!("{name} is empty; {}", if name == "issuer" || name == "name" { ISSUER_HELP } else { "give it in words" }));
    }
    if t.chars().count() > MAX_TEXT {
        return Err(format!("{name} is longer than {MAX_TEXT} characters"));
    }
    Ok(t)
}

pub fn metric(v: &str) -> Result<&'static str, String> {
    crate::tools::metric(v.trim()).map(|m| m.name)
}

pub fn period(v: Option<&str>) -> Result<Option<PeriodRef>, String> {
    let Some(v) = v.map(str::trim).filter(|s| !s.is_empty()) else { return Ok(None) };
    period::parse_one(v).map(Some).ok_or_else(|| format!("malformed period {v:?}; write one fiscal period: {PERIOD_FORMS}"))
}

/// (non_gaap, gaap)
pub fn basis(v: Option<&str>) -> Result<(bool, bool), String> {
    match v.map(str::trim).filter(|s| !s.is_empty()) {
        None => Ok((false, false)),
        Some("gaap" | "GAAP") => Ok((false, true)),
        Some("non_gaap" | "non-GAAP" | "non-gaap") => Ok((true, false)),
        Some(other) => Err(format!("unknown basis {other:?}; valid bases: gaap, non_gaap")),
    }
}

pub fn last(v: Option<i64>) -> Result<Option<usize>, String> {
    match v {
        None => Ok(None),
        Some(n) if (1..=MAX_LAST).contains(&n) => Ok(Some(n as usize)),
        Some(n) => Err(format!("last must be a whole number of quarters from 1 to {MAX_LAST}; got {n}")),
    }
}

pub fn answer_id(v: &str) -> Result<uuid::Uuid, String> {
    v.trim().parse().map_err(|_| format!("{v:?} is not an answer id: give the `id` (a UUID such as 0b6f0a52-3c1e-4a8e-9a55-2f4c1d7e9b10) of an answer the ask tool returned"))
}

/// The route a tool call stands for: the tool, the metric and period it names, as if the
/// router had read them from a question.
pub fn route(tool: Tool, metric: &'static str, period: Option<PeriodRef>, (non_gaap, gaap): (bool, bool), last: Option<usize>) -> Route {
    Route {
        tool,
        confidence: 1.0,
        metric: Some(metric),
        period,
        compare_to: None,
        derivation: None,
        denominator: None,
        qualifier: None,
        refusal: None,
        window: last.map(WindowRef::Last),
        share_terms: vec![],
        non_gaap,
        gaap,
        trace: vec![format!("{} called as an MCP tool", tool.as_str())],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bad_values_list_the_valid_ones() {
        let e = metric("ebitdaa").unwrap_err();
        assert!(e.contains("valid metrics") && e.contains("revenue") && e.contains("eps"), "{e}");
        let e = period(Some("Q5 2024")).unwrap_err();
        assert!(e.contains("Q3 FY2024") && e.contains("Q1, Q2, Q3 and Q4"), "{e}");
        assert!(basis(Some("ifrs")).unwrap_err().contains("gaap, non_gaap"));
        assert!(last(Some(0)).is_err() && last(Some(81)).is_err());
        assert_eq!(last(Some(4)), Ok(Some(4)));
        assert!(answer_id("42").unwrap_err().contains("UUID"));
        assert!(text("issuer", "  ").unwrap_err().contains("ticker"));
        assert_eq!(metric(" eps "), Ok("eps"));
        assert_eq!(period(Some("Q3 FY2024")).unwrap().and_then(|p| p.year), Some(2024));
    }

    #[test]
    fn schemas_list_the_valid_values() {
        let s = serde_json::to_value(schemars::schema_for!(FigureArgs)).unwrap();
        let metrics = s["properties"]["metric"]["enum"].as_array().unwrap();
        assert!(metrics.iter().any(|m| m == "revenue"));
        assert_eq!(s["properties"]["metric"]["default"], "revenue");
        assert_eq!(s["required"], serde_json::json!(["issuer"]));
        assert_eq!(s["additionalProperties"], false);
    }
}
