//! The search tool: narrative questions answered from the text of filings (hybrid full-text
//! and vector search over the corpus), boilerplate set aside.

use chrono::Duration;
use serde::Serialize;
use sqlx::PgPool;

use super::{Args, Envelope, Source, SourceKind, Tool};
use crate::corpus::search;
use crate::error::Result;

/// How one passage ranked.
#[derive(Debug, Clone, Serialize)]
pub struct HitRank {
    pub section: String,
    pub dense_rank: Option<usize>,
    pub sparse_rank: Option<usize>,
    pub score: f64,
}

#[derive(Debug, Clone, Serialize)]
pub struct SearchHits {
    pub hits: Vec<HitRank>,
}

pub async fn run(pool: &PgPool, a: &Args<'_>) -> Result<Envelope<SearchHits>> {
    let mut env = Envelope::new(Tool::Search);
    env.period = a.period;
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
    let mut hits = search::search(pool, &q).await?;
    if a.vector.is_none() {
        env.notes.push("full-text search only (no vectors for this question)".into());
    } else if hits.iter().all(|h| h.dense_rank.is_none()) {
        env.notes.push("no vectors stored yet in the question's embedding space for this issuer: full-text search (vectors are being computed)".into());
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
    env.result = Some(SearchHits {
        hits: hits.iter().map(|h| HitRank { section: h.section.clone(), dense_rank: h.dense_rank, sparse_rank: h.sparse_rank, score: h.score }).collect(),
    });
    Ok(env)
}

