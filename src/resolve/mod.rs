//! Stage 1: the issuer named in a question — or an ambiguity listing the candidates, or
//! a clear "no issuer found". Never a silent guess.
//!
//! Onboarded issuers' names, tickers and aliases are searched first (they score higher),
//! then SEC's company_tickers.json, cached in Postgres and refreshed when older than a day.

mod words;

use std::collections::{HashMap, HashSet};
use std::sync::Arc;
use std::time::{Duration, Instant};

use serde::{Deserialize, Serialize};

use crate::error::{Error, Result};
use crate::sec::{Host, Sec};
use crate::store::Store;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Candidate {
    pub cik: u64,
    pub ticker: Option<String>,
    pub name: String,
    /// Whether SayDo already holds this issuer's facts.
    pub onboarded: bool,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Resolution {
    Issuer(Candidate),
    Ambiguous(Vec<Candidate>),
    NoIssuer,
}

/// Common names people use that SEC's titles do not contain, mapped to tickers.
const COMMON_NAMES: &[(&str, &str)] = &[
    ("google", "GOOGL"),
    ("facebook", "META"),
    ("meta", "META"),
    ("amazon", "AMZN"),
    ("tsmc", "TSM"),
    ("taiwan semi", "TSM"),
    ("berkshire", "BRK-B"),
    ("jpmorgan", "JPM"),
    ("jp morgan", "JPM"),
    ("j p morgan", "JPM"),
    ("walmart", "WMT"),
    ("exxon", "XOM"),
    ("disney", "DIS"),
    ("netflix", "NFLX"),
    ("salesforce", "CRM"),
    ("amd", "AMD"),
    ("intel", "INTC"),
    ("broadcom", "AVGO"),
    ("coca cola", "KO"),
    ("pepsi", "PEP"),
    ("pepsico", "PEP"),
    ("mcdonalds", "MCD"),
    ("boeing", "BA"),
    ("ibm", "IBM"),
];

/// Name tokens that are a company's legal form, not its name.
const SUFFIXES: &[&str] = &[
    "inc", "incorporated", "corp", "corporation", "co", "company", "ltd", "limited", "plc", "llc", "lp", "sa", "nv",
    "ag", "se", "the", "class", "a", "b", "c", "de", "new", "com", "holding", "holdings",
];

struct NameEntry {
    tokens: Vec<String>,
    cik: u64,
    onboarded: bool,
}

/// An in-memory index over every name and ticker SayDo knows; rebuilt when stale.
pub struct Index {
    by_ticker: HashMap<String, Vec<u64>>,
    names: Vec<NameEntry>,
    by_first: HashMap<String, Vec<usize>>,
    info: HashMap<u64, Candidate>,
    built: Instant,
}

pub fn normalize_ticker(t: &str) -> String {
    t.trim_start_matches('$').to_ascii_uppercase().replace('.', "-")
}

/// Lower-case word tokens; "&" reads as "and", possessive 's dropped.
fn name_tokens(s: &str) -> Vec<String> {
    let s = s.replace('&', " and ").replace(['\u{2019}', '\''], "'");
    let mut out = Vec::new();
    for raw in s.split(|c: char| !(c.is_alphanumeric() || c == '\'')) {
        let w = raw.trim_matches('\'').to_lowercase();
        let w = w.strip_suffix("'s").unwrap_or(&w).replace('\'', "");
        if !w.is_empty() {
            out.push(w);
        }
    }
    out
}

/// A company title without its legal form: "NVIDIA CORP/CA" -> [nvidia].
fn title_tokens(title: &str) -> Vec<String> {
    // "/DE/", "/CA" and similar state markers in SEC titles.
    let cleaned: String = match title.find('/') {
        Some(i) => title[..i].to_owned(),
        None => title.to_owned(),
    };
    let mut t = name_tokens(&cleaned);
    while t.len() > 1 && SUFFIXES.contains(&t.last().unwrap().as_str()) {
        t.pop();
    }
    if t.len() > 1 && t[0] == "the" {
        t.remove(0);
    }
    t
}

impl Index {
    pub fn build(onboarded: Vec<(u64, String, Vec<String>, Vec<String>)>, sec: Vec<(String, u64, String)>) -> Index {
        let mut idx = Index {
            by_ticker: HashMap::new(),
            names: Vec::new(),
            by_first: HashMap::new(),
            info: HashMap::new(),
            built: Instant::now(),
        };
        let add_name = |idx: &mut Index, name: &str, cik: u64, onboarded: bool| {
            let tokens = title_tokens(name);
            if tokens.is_empty() {
                return;
            }
            idx.by_first.entry(tokens[0].clone()).or_default().push(idx.names.len());
            idx.names.push(NameEntry { tokens, cik, onboarded });
        };
        for (ticker, cik, title) in &sec {
            let t = normalize_ticker(ticker);
            let e = idx.by_ticker.entry(t.clone()).or_default();
            if !e.contains(cik) {
                e.push(*cik);
            }
            idx.info.entry(*cik).or_insert_with(|| Candidate { cik: *cik, ticker: Some(t), name: title.clone(), onboarded: false });
            add_name(&mut idx, title, *cik, false);
        }
        for (cik, name, tickers, aliases) in &onboarded {
            for t in tickers {
                let e = idx.by_ticker.entry(normalize_ticker(t)).or_default();
                if !e.contains(cik) {
                    e.push(*cik);
                }
            }
            idx.info.insert(
                *cik,
                Candidate { cik: *cik, ticker: tickers.first().map(|t| normalize_ticker(t)), name: name.clone(), onboarded: true },
            );
            add_name(&mut idx, name, *cik, true);
            for a in aliases {
                add_name(&mut idx, a, *cik, true);
            }
        }
        for (alias, ticker) in COMMON_NAMES {
            if let Some(ciks) = idx.by_ticker.get(*ticker).cloned() {
                for cik in ciks {
                    let onboarded = idx.info.get(&cik).is_some_and(|c| c.onboarded);
                    add_name(&mut idx, alias, cik, onboarded);
                }
            }
        }
        idx
    }

    pub fn len(&self) -> usize {
        self.info.len()
    }

    pub fn resolve(&self, question: &str) -> Resolution {
        let mut scores: HashMap<u64, u32> = HashMap::new();
        let mut bump = |cik: u64, s: u32| {
            let e = scores.entry(cik).or_insert(0);
            *e = (*e).max(s);
        };
        let common: HashSet<&str> = words::COMMON.iter().copied().collect();

        // Tickers: "$NVDA" is certain; an upper-case word is likely; a lower-case one only a hint.
        let raw_words: Vec<&str> = question
            .split(|c: char| c.is_whitespace() || matches!(c, ',' | '?' | '!' | ';' | ':' | '(' | ')' | '"' | '\u{201c}' | '\u{201d}' | '/'))
            .map(|w| w.trim_end_matches('.').trim_end_matches("'s").trim_end_matches("\u{2019}s").trim_matches('\''))
            .filter(|w| !w.is_empty())
            .collect();
        let letters: Vec<&&str> = raw_words.iter().filter(|w| w.chars().any(|c| c.is_alphabetic())).collect();
        let shouting = letters.len() >= 3
            && letters.iter().filter(|w| w.chars().all(|c| !c.is_lowercase())).count() * 2 > letters.len();
        for w in &raw_words {
            let dollar = w.starts_with('$') && w.len() > 1;
            let t = normalize_ticker(w);
            if !t.chars().all(|c| c.is_ascii_alphanumeric() || c == '-') || t.is_empty() || t.starts_with('-') {
                continue;
            }
            let Some(ciks) = self.by_ticker.get(&t) else { continue };
            let bare = w.trim_start_matches('$');
            let upper = bare.chars().all(|c| !c.is_lowercase()) && bare.chars().any(|c| c.is_alphabetic());
            let score = if dollar {
                100
            } else if upper && !shouting && !words::ACRONYMS.contains(&t.as_str()) && t.len() >= 2 {
                85
            } else if t.len() >= 3 && !common.contains(bare.to_lowercase().as_str()) && !words::ACRONYMS.contains(&t.as_str()) {
                40
            } else {
                continue;
            };
            for &cik in ciks {
                bump(cik, score);
            }
        }

        // Names: a whole name scores above a prefix of one ("Taiwan Semiconductor").
        let q_tokens = name_tokens(question);
        let capitalised: HashSet<String> = question
            .split(|c: char| !c.is_alphanumeric())
            .filter(|w| w.chars().next().is_some_and(|c| c.is_uppercase()))
            .map(|w| w.to_lowercase())
            .collect();
        // "Q2", "FY2024", "H1", "2023" name periods, not companies (Q2 Holdings, say).
        let period_word = |w: &str| {
            let w = w.as_bytes();
            (w.len() == 2 && (w[0] == b'q' && (b'1'..=b'4').contains(&w[1]) || w[0] == b'h' && (w[1] == b'1' || w[1] == b'2')))
                || w.starts_with(b"fy")
                || w.iter().all(|b| b.is_ascii_digit())
        };
        for i in 0..q_tokens.len() {
            if period_word(&q_tokens[i]) {
                continue;
            }
            let Some(entries) = self.by_first.get(&q_tokens[i]) else { continue };
            for &e in entries {
                let entry = &self.names[e];
                let k = entry.tokens.iter().zip(&q_tokens[i..]).take_while(|(a, b)| a == b).count();
                let word_ok = |w: &str| !common.contains(w) || capitalised.contains(w);
                let score = if k == entry.tokens.len() {
                    if k == 1 && !word_ok(&entry.tokens[0]) {
                        continue;
                    }
                    90
                } else if k >= 2 {
                    60 + 5 * (k as u32).min(4)
                } else if capitalised.contains(&q_tokens[i]) && !common.contains(q_tokens[i].as_str()) {
                    50
                } else {
                    continue;
                };
                bump(entry.cik, score + if entry.onboarded { 5 } else { 0 });
            }
        }

        if scores.is_empty() {
            return Resolution::NoIssuer;
        }
        let best = *scores.values().max().unwrap();
        // Two companies both named outright is a question about two companies: say so.
        let strong: Vec<u64> = scores.iter().filter(|(_, &s)| s >= 85).map(|(&c, _)| c).collect();
        let mut picked: Vec<u64> =
            if strong.len() > 1 { strong } else { scores.iter().filter(|(_, &s)| s == best).map(|(&c, _)| c).collect() };
        picked.sort_by_key(|c| std::cmp::Reverse(scores[c]));
        let mut cands: Vec<Candidate> = picked.into_iter().filter_map(|c| self.info.get(&c).cloned()).collect();
        match cands.len() {
            0 => Resolution::NoIssuer,
            1 => Resolution::Issuer(cands.pop().unwrap()),
            _ => {
                cands.truncate(12);
                Resolution::Ambiguous(cands)
            }
        }
    }
}

/// The resolver: an index kept fresh from Postgres.
pub struct Resolver {
    index: tokio::sync::RwLock<Option<Arc<Index>>>,
    max_age: Duration,
}

impl Default for Resolver {
    fn default() -> Self {
        Resolver { index: tokio::sync::RwLock::new(None), max_age: Duration::from_secs(600) }
    }
}

impl Resolver {
    pub async fn index(&self, store: &Store) -> Result<Arc<Index>> {
        if let Some(i) = self.index.read().await.as_ref() {
            if i.built.elapsed() < self.max_age {
                return Ok(i.clone());
            }
        }
        let fresh = Arc::new(load_index(store).await?);
        *self.index.write().await = Some(fresh.clone());
        Ok(fresh)
    }

    /// Forget the index (after an issuer was onboarded or the ticker map refreshed).
    pub async fn invalidate(&self) {
        *self.index.write().await = None;
    }

    pub async fn resolve(&self, store: &Store, question: &str) -> Result<Resolution> {
        Ok(self.index(store).await?.resolve(question))
    }
}

async fn load_index(store: &Store) -> Result<Index> {
    let onboarded: Vec<(i64, String, Vec<String>, Vec<String>)> =
        sqlx::query_as("SELECT cik, name, tickers, aliases FROM issuers").fetch_all(&store.query).await?;
    let sec: Vec<(String, i64, String)> =
        sqlx::query_as("SELECT ticker, cik, title FROM sec_tickers ORDER BY cik, ticker").fetch_all(&store.query).await?;
    Ok(Index::build(
        onboarded.into_iter().map(|(c, n, t, a)| (c as u64, n, t, a)).collect(),
        sec.into_iter().map(|(t, c, n)| (t, c as u64, n)).collect(),
    ))
}

#[derive(Deserialize)]
struct TickerEntry {
    cik_str: u64,
    ticker: String,
    title: String,
}

/// Refreshes the cached company_tickers.json when it is older than `max_age` (or `force`).
/// Returns the number of entries when it fetched, None when the cache was fresh.
pub async fn refresh_tickers(store: &Store, sec: &Sec, max_age: Duration, force: bool) -> Result<Option<usize>> {
    if !force {
        let age: Option<f64> =
            sqlx::query_scalar("SELECT EXTRACT(EPOCH FROM now() - fetched_at)::float8 FROM sec_tickers_fetch WHERE id = 1")
                .fetch_optional(&store.ingest)
                .await?;
        if age.is_some_and(|a| a < max_age.as_secs_f64()) {
            return Ok(None);
        }
    }
    let (url, map): (String, HashMap<String, TickerEntry>) = sec.get_json(Host::Www, "/files/company_tickers.json").await?;
    if map.is_empty() {
        return Err(Error::malformed(url, "company_tickers.json lists no companies"));
    }
    let mut tickers = Vec::with_capacity(map.len());
    let mut ciks = Vec::with_capacity(map.len());
    let mut titles = Vec::with_capacity(map.len());
    for e in map.into_values() {
        tickers.push(normalize_ticker(&e.ticker));
        ciks.push(e.cik_str as i64);
        titles.push(e.title);
    }
    let n = tickers.len();
    let mut tx = store.ingest.begin().await?;
    // One refresher at a time across processes; a process that waited finds the map fresh.
    sqlx::query("SELECT pg_advisory_xact_lock(hashtext('saydo.sec_tickers'))").execute(&mut *tx).await?;
    if !force {
        let fresh: Option<bool> = sqlx::query_scalar(
            "SELECT now() - fetched_at < make_interval(secs => $1) FROM sec_tickers_fetch WHERE id = 1",
        )
        .bind(max_age.as_secs_f64())
        .fetch_optional(&mut *tx)
        .await?;
        if fresh == Some(true) {
            return Ok(None);
        }
    }
    sqlx::query("DELETE FROM sec_tickers").execute(&mut *tx).await?;
    sqlx::query(
        "INSERT INTO sec_tickers (ticker, cik, title) SELECT * FROM UNNEST($1::text[], $2::bigint[], $3::text[]) ON CONFLICT DO NOTHING",
    )
    .bind(&tickers)
    .bind(&ciks)
    .bind(&titles)
    .execute(&mut *tx)
    .await?;
    sqlx::query(
        "INSERT INTO sec_tickers_fetch (id, fetched_at, entries) VALUES (1, now(), $1)
         ON CONFLICT (id) DO UPDATE SET fetched_at = now(), entries = $1",
    )
    .bind(n as i32)
    .execute(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok(Some(n))
}

/// Reads a CIK typed by a person: "1045810", "CIK0001045810".
pub fn parse_cik(s: &str) -> Option<u64> {
    let t = s.trim();
    let t = t.strip_prefix("CIK").or_else(|| t.strip_prefix("cik")).unwrap_or(t);
    (!t.is_empty() && t.len() <= 10 && t.bytes().all(|b| b.is_ascii_digit())).then(|| t.parse().ok()).flatten()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn title_tokens_drop_legal_forms() {
        assert_eq!(title_tokens("NVIDIA CORP/CA"), vec!["nvidia"]);
        assert_eq!(title_tokens("TAIWAN SEMICONDUCTOR MANUFACTURING CO LTD"), vec!["taiwan", "semiconductor", "manufacturing"]);
        assert_eq!(title_tokens("Apple Inc."), vec!["apple"]);
        assert_eq!(title_tokens("AT&T INC."), vec!["at", "and", "t"]);
    }

    #[test]
    fn cik_forms() {
        assert_eq!(parse_cik("CIK0001045810"), Some(1045810));
        assert_eq!(parse_cik("320193"), Some(320193));
        assert_eq!(parse_cik("NVDA"), None);
    }
}
