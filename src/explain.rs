//! Explain: retrace every figure of an answer to its facts (accession, concept, period, filed,
//! value, derived-from) or to its guidance sentence.

use serde_json::{json, Value};

use crate::app::App;
use crate::error::Result;

pub async fn explain(app: &App, id: uuid::Uuid) -> Result<Value> {
    let answer = crate::ask::stored(app, id).await?;
    let passages = answer["passages"].as_array().cloned().unwrap_or_default();
    let by_index = |i: u64| passages.iter().find(|p| p["index"].as_u64() == Some(i)).cloned();
    let mut figures = vec![];
    for f in answer["figures"].as_array().cloned().unwrap_or_default() {
        let mut trail = vec![];
        for c in f["cited"].as_array().cloned().unwrap_or_default() {
            let Some(p) = c.as_u64().and_then(by_index) else { continue };
            let mut facts = vec![];
            for id in p["source"]["fact_ids"].as_array().cloned().unwrap_or_default() {
                let row: Option<(String, String, Option<chrono::NaiveDate>, chrono::NaiveDate, String, rust_decimal::Decimal, String, chrono::NaiveDate)> = sqlx::query_as(
                    "SELECT accession, taxonomy || ':' || concept, period_start, period_end, unit, value, form, filed FROM facts WHERE id = $1",
                )
                .bind(id.as_i64().unwrap_or(0))
                .fetch_optional(&app.store.query)
                .await?;
                if let Some((acc, concept, s, e, unit, value, form, filed)) = row {
                    facts.push(json!({"accession": acc, "concept": concept, "period": {"start": s, "end": e}, "unit": unit, "value": value, "form": form, "filed": filed}));
                }
            }
            let inputs: Vec<Value> = p["source"]["inputs"].as_array().cloned().unwrap_or_default().iter().filter_map(|i| i.as_u64().and_then(by_index)).collect();
            trail.push(json!({"passage": p["index"], "source": p["source"], "text": p["text"], "facts": facts, "derived_from": inputs}));
        }
        figures.push(json!({"figure": f, "trail": trail}));
    }
    Ok(json!({"id": id, "question": answer["question"], "answer": answer["answer"], "figures": figures}))
}

pub fn render(v: &Value) -> String {
    let mut s = format!("{}\n{}\n", v["question"].as_str().unwrap_or(""), v["answer"].as_str().unwrap_or(""));
    for f in v["figures"].as_array().cloned().unwrap_or_default() {
        s.push_str(&format!("\n{} ({}, verified: {})\n", f["figure"]["text"].as_str().unwrap_or(""), f["figure"]["unit"].as_str().unwrap_or(""), f["figure"]["verified"]));
        for t in f["trail"].as_array().cloned().unwrap_or_default() {
            let src = &t["source"];
            s.push_str(&format!("  [{}] {} {} {} {}\n", t["passage"], src["kind"].as_str().unwrap_or(""), src["form"].as_str().unwrap_or(""), src["filed"].as_str().unwrap_or(""), src["url"].as_str().unwrap_or("")));
            for fact in t["facts"].as_array().cloned().unwrap_or_default() {
                s.push_str(&format!("      fact {} {} {}..{} = {} {} ({} filed {})\n", fact["accession"].as_str().unwrap_or(""), fact["concept"].as_str().unwrap_or(""), fact["period"]["start"].as_str().unwrap_or(""), fact["period"]["end"].as_str().unwrap_or(""), fact["value"].as_str().unwrap_or(&fact["value"].to_string()), fact["unit"].as_str().unwrap_or(""), fact["form"].as_str().unwrap_or(""), fact["filed"].as_str().unwrap_or("")));
            }
            for d in t["derived_from"].as_array().cloned().unwrap_or_default() {
                s.push_str(&format!("      from [{}] {}\n", d["index"], d["text"].as_str().unwrap_or("").chars().take(140).collect::<String>()));
            }
        }
    }
    s
}
