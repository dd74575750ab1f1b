//! Stage 1: the issuer named in a question — or an ambiguity listing the candidates, or
//! a clear "no issuer found". Never a silent guess.
//!
//! Onboarded issuers' names, tickers and aliases are searched first (they score higher),
//! then SEC's company_tickers.json, cached in Postgres and refreshed when older than a day.
//!
//! The forms, in order of strength:
//! - `$NVDA` is a ticker; `NVDA` in capitals is one unless it is a finance acronym (EPS,
//!   GAAP, Q3) or the whole question shouts; `nvda` in lower case only when it cannot be an
//!   English word (see `word_like`), so "snow" or "gaap" never name a company.
//! - A whole name ("NVIDIA", "Taiwan Semiconductor Manufacturing", an onboarded issuer's
//!   former name) or its distinctive leading words ("Taiwan Semiconductor"). Words that name
//!   a kind of business (`words::GENERIC`, or any word in many SEC titles) and ordinary words
//!   (`words::COMMON`) never resolve alone: a name made only of them must be written as a
//!   name, capitalised, not inside a longer name, and for one word followed by its legal form
//!   ("Quantum Corp", "General Dynamics"; not "Acme Quantum Holdings").
//! - Only when nothing is named outright: a typo, one edit from a name (two for words of
//!   eight letters or more), of an onboarded issuer or one of SEC's largest ("nvdia",
//!   "appel", "mircosoft"). Onboarded issuers win ties; equally close names are an ambiguity.
//!
//! Two companies named outright is an ambiguity; nothing named is no issuer.

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

/// Legal forms that, written after a generic name ("Quantum Corp"), make it a company's name.
const LEGAL_FORMS: &[&str] =
    &["inc", "incorporated", "corp", "corporation", "co", "company", "ltd", "limited", "plc", "llc", "lp", "sa", "nv", "ag", "se"];

/// A word in more SEC titles than this is generic ("energy", "systems"), whatever the list says.
const GENERIC_DF: u32 = 8;

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
    /// In how many issuers' names each word appears.
    df: HashMap<String, u32>,
    /// Each issuer's place in SEC's list, largest market value first.
    rank: HashMap<u64, u32>,
    info: HashMap<u64, Candidate>,
    built: Instant,
}

pub fn normalize_ticker(t: &str) -> String {
    t.trim_start_matches('$').to_ascii_uppercase().replace('.', "-")
}

/// Lower-case word tokens; "&" reads as "and", possessive 's dropped.
fn name_tokens(s: &str) -> Vec<String> {
    question_tokens(s).into_iter().map(|t| t.w).collect()
}

/// A word of the question: lower-cased, with whether it was written with a capital and
/// whether it opens a sentence (where a capital says nothing).
#[derive(Debug, Clone)]
struct QTok {
    w: String,
    cap: bool,
    start: bool,
    /// Written with a possessive 's ("Nvidia's").
    poss: bool,
}

fn question_tokens(s: &str) -> Vec<QTok> {
    let s = s.replace('&', " and ").replace('\u{2019}', "'");
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut boundary = true;
    for c in s.chars().chain(std::iter::once(' ')) {
        if c.is_alphanumeric() || c == '\'' {
            cur.push(c);
            continue;
        }
        if !cur.is_empty() {
            let raw = cur.trim_matches('\'');
            let lower = raw.to_lowercase();
            let w = lower.strip_suffix("'s").unwrap_or(&lower).replace('\'', "");
            // "GMs", "CEOs": an acronym's plural is the acronym, not a name ending in s.
            let acronym_plural = raw.len() >= 3 && raw.ends_with('s') && raw[..raw.len() - 1].chars().all(|c| c.is_ascii_uppercase());
            let w = if acronym_plural { w[..w.len() - 1].to_owned() } else { w };
            if !w.is_empty() {
                let poss = lower.ends_with("'s");
                out.push(QTok { w, cap: raw.chars().next().is_some_and(|c| c.is_uppercase()), start: boundary, poss });
                boundary = false;
            }
            cur.clear();
        }
        if matches!(c, '.' | '?' | '!' | ':' | ';' | '(' | ')' | '"' | '\u{201c}' | '\u{201d}' | '\u{2014}' | '\u{2013}') {
            boundary = true;
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

/// "Q2", "2Q", "H1", "FY2024", "FY", "2023" name periods, not companies (Q2 Holdings, say);
/// "3M" is a name.
fn period_word(w: &str) -> bool {
    let b = w.as_bytes();
    let digits = |s: &[u8]| !s.is_empty() && s.iter().all(|b| b.is_ascii_digit());
    digits(b)
        || (b.len() == 2
            && (b[0] == b'q' && (b'1'..=b'4').contains(&b[1])
                || b[1] == b'q' && (b'1'..=b'4').contains(&b[0])
                || b[0] == b'h' && (b[1] == b'1' || b[1] == b'2')))
        || (w.starts_with("fy") && (b.len() == 2 || digits(&b[2..])))
}

/// Whether a lower-case token could be an English word: it has a vowel, and it begins and
/// ends with consonant clusters English words begin and end with. "nvda", "tsla", "aapl",
/// "msft" cannot; "snow", "land", "gaap" can. A lower-case ticker is read only when it cannot.
fn word_like(w: &str) -> bool {
    const ONSETS: &[&str] = &[
        "", "b", "c", "d", "f", "g", "h", "j", "k", "l", "m", "n", "p", "r", "s", "t", "v", "w", "x", "z", "bl", "br", "ch",
        "cl", "cr", "dr", "dw", "fl", "fr", "gl", "gn", "gr", "kn", "ph", "pl", "pr", "ps", "qu", "sc", "sch", "scr", "sh",
        "shr", "sk", "sl", "sm", "sn", "sp", "sph", "spl", "spr", "st", "str", "sw", "th", "thr", "tr", "tw", "wh", "wr",
    ];
    const CODAS: &[&str] = &[
        "", "b", "c", "d", "f", "g", "h", "k", "l", "m", "n", "p", "r", "s", "t", "v", "w", "x", "z", "bs", "ch", "ck",
        "cks", "ct", "cts", "ds", "ff", "ffs", "ft", "fts", "gh", "ght", "ghts", "gs", "ld", "lds", "lf", "lk", "lks", "ll",
        "lls", "lm", "lms", "lp", "ls", "lt", "lts", "mb", "mbs", "mp", "mps", "ms", "nc", "nch", "nd", "nds", "ng", "ngs",
        "nk", "nks", "ns", "nt", "nth", "nths", "nts", "ps", "pt", "pts", "rb", "rbs", "rc", "rch", "rd", "rds", "rf", "rg",
        "rk", "rks", "rl", "rls", "rm", "rms", "rn", "rns", "rp", "rs", "rsh", "rst", "rt", "rth", "rts", "ngth", "ngths", "fth", "fths", "lfth", "lfths", "sh", "sk", "sm",
        "sp", "ss", "st", "sts", "tch", "th", "ths", "ts", "tz", "ws", "wn", "wns", "wl", "wls", "wd", "wt", "xt", "zz",
    ];
    let vowel = |c: u8| matches!(c, b'a' | b'e' | b'i' | b'o' | b'u' | b'y');
    let b = w.as_bytes();
    if b.is_empty() || !b.iter().all(|c| c.is_ascii_lowercase()) {
        return false;
    }
    let (Some(first), Some(last)) = (b.iter().position(|&c| vowel(c)), b.iter().rposition(|&c| vowel(c))) else {
        return false;
    };
    ONSETS.contains(&&w[..first]) && CODAS.contains(&&w[last + 1..])
}

/// Whether `a` is `b` with two neighbouring letters swapped ("tmsc", "tsmc").
pub fn swapped(a: &str, b: &str) -> bool {
    let (a, b): (Vec<char>, Vec<char>) = (a.chars().collect(), b.chars().collect());
    let diff: Vec<usize> = (0..a.len()).filter(|&i| b.get(i) != a.get(i)).collect();
    a.len() == b.len() && diff.len() == 2 && diff[1] == diff[0] + 1 && a[diff[0]] == b[diff[1]] && a[diff[1]] == b[diff[0]]
}

/// Optimal-string-alignment distance (a swap of two letters is one edit), or None past `max`.
pub fn edit_distance(a: &str, b: &str, max: usize) -> Option<usize> {
    let a: Vec<char> = a.chars().collect();
    let b: Vec<char> = b.chars().collect();
    if a.len().abs_diff(b.len()) > max {
        return None;
    }
    let (n, m) = (a.len(), b.len());
    let mut d = vec![vec![0usize; m + 1]; n + 1];
    for (i, row) in d.iter_mut().enumerate() {
        row[0] = i;
    }
    for j in 0..=m {
        d[0][j] = j;
    }
    for i in 1..=n {
        for j in 1..=m {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            let mut v = (d[i - 1][j] + 1).min(d[i][j - 1] + 1).min(d[i - 1][j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                v = v.min(d[i - 2][j - 2] + 1);
            }
            d[i][j] = v;
        }
    }
    (d[n][m] <= max).then_some(d[n][m])
}

/// Typos are forgiven for the onboarded and for this many of SEC's largest issuers; a
/// misspelt word matches some small issuer's name far too often.
const TYPO_RANK: u32 = 300;

/// Words after a company's name that make it the object of a deal, not the one asked about.
const DEAL_WORDS: &[&str] = &["acquisition", "acquisitions", "deal", "merger", "takeover", "buyout", "purchase", "stake", "termination"];

/// Scores of the evidence for an issuer. At or above STRONG a company is named outright;
/// two companies named outright is a question about two companies.
const STRONG: u32 = 85;

impl Index {
    /// `sec`: (ticker, CIK, title, rank in company_tickers.json when known).
    pub fn build(onboarded: Vec<(u64, String, Vec<String>, Vec<String>)>, sec: Vec<(String, u64, String, Option<u32>)>) -> Index {
        let mut idx = Index {
            by_ticker: HashMap::new(),
            names: Vec::new(),
            by_first: HashMap::new(),
            df: HashMap::new(),
            rank: HashMap::new(),
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
        let mut seen: HashSet<u64> = HashSet::new();
        for (ticker, cik, title, rank) in &sec {
            if let Some(r) = rank {
                let e = idx.rank.entry(*cik).or_insert(*r);
                *e = (*e).min(*r);
            }
            let t = normalize_ticker(ticker);
            let e = idx.by_ticker.entry(t.clone()).or_default();
            if !e.contains(cik) {
                e.push(*cik);
            }
            idx.info.entry(*cik).or_insert_with(|| Candidate { cik: *cik, ticker: Some(t), name: title.clone(), onboarded: false });
            if seen.insert(*cik) {
                let words: HashSet<String> = title_tokens(title).into_iter().collect();
                for w in words {
                    *idx.df.entry(w).or_default() += 1;
                }
                add_name(&mut idx, title, *cik, false);
            }
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
            // The SEC title was indexed as not onboarded; the issuer's own names now speak for it.
            for e in idx.names.iter_mut().filter(|e| e.cik == *cik) {
                e.onboarded = true;
            }
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

    /// Issuers whose names' typos are forgiven: the onboarded and SEC's largest.
    fn typo_target(&self, e: &NameEntry) -> bool {
        e.onboarded || self.rank.get(&e.cik).is_some_and(|&r| r < TYPO_RANK)
    }

    /// A word that names a kind of business or is ordinary English, not a company:
    /// alone it never resolves ("Dynamics", "Quantum", "Software").
    fn generic(&self, w: &str) -> bool {
        words::COMMON.contains(&w)
            || words::GENERIC.contains(&w)
            || SUFFIXES.contains(&w)
            || period_word(w)
            || self.df.get(w).is_some_and(|&n| n >= GENERIC_DF)
    }

    pub fn resolve(&self, question: &str) -> Resolution {
        let mut scores: HashMap<u64, u32> = HashMap::new();
        fn bump(scores: &mut HashMap<u64, u32>, cik: u64, s: u32) {
            let e = scores.entry(cik).or_insert(0);
            *e = (*e).max(s);
        }
        let common: HashSet<&str> = words::COMMON.iter().copied().collect();
        // Companies named outright: by ticker, or by a name that is no word in passing.
        let mut outright: HashSet<u64> = HashSet::new();

        // Tickers: "$NVDA" is certain; an upper-case word is likely; a lower-case one only
        // when it cannot be an English word ("nvda", not "snow").
        let raw_words: Vec<&str> = question
            .split(|c: char| {
                c.is_whitespace()
                    || matches!(c, ',' | '?' | '!' | ';' | ':' | '(' | ')' | '"' | '\u{201c}' | '\u{201d}' | '/' | '\u{2014}' | '\u{2013}')
            })
            .map(|w| w.trim_end_matches('.').trim_end_matches("'s").trim_end_matches("\u{2019}s").trim_matches('\''))
            .filter(|w| !w.is_empty())
            .collect();
        let letters: Vec<&&str> = raw_words.iter().filter(|w| w.chars().any(|c| c.is_alphabetic())).collect();
        let shouting = letters.len() >= 3
            && letters.iter().filter(|w| w.chars().all(|c| !c.is_lowercase())).count() * 2 > letters.len();
        for (wi, w) in raw_words.iter().enumerate() {
            let dollar = w.starts_with('$') && w.len() > 1;
            let t = normalize_ticker(w);
            if !t.chars().all(|c| c.is_ascii_alphanumeric() || c == '-') || t.is_empty() || t.starts_with('-') {
                continue;
            }
            let Some(ciks) = self.by_ticker.get(&t) else { continue };
            let bare = w.trim_start_matches('$');
            let lower = bare.to_lowercase();
            let upper = bare.chars().all(|c| !c.is_lowercase()) && bare.chars().any(|c| c.is_alphabetic());
            let acronym = words::ACRONYMS.contains(&t.as_str()) || period_word(&lower);
            // "$M", "$bn", "in $B": a unit of money, not a cashtag.
            let unit = matches!(t.as_str(), "M" | "MM" | "MN" | "MLN" | "B" | "BN" | "BLN" | "K" | "T" | "TN");
            // "GMs", "CEOs", "ETFs": an acronym's plural, never a ticker.
            let plural_acronym = bare.len() >= 3 && bare.ends_with('s') && bare[..bare.len() - 1].chars().all(|c| c.is_ascii_uppercase());
            let score = if dollar && unit || plural_acronym && !dollar {
                continue;
            } else if dollar {
                100
            } else if upper && !shouting && !acronym && words::ROLES.contains(&t.as_str()) {
                // "PM ask:", "IR here": who is asking, unless nothing else names a company.
                70
            } else if upper && !shouting && !acronym && t.len() >= 2 {
                // "DGX Cloud", "GRID Systems": capitals before a capitalised word of a name are
                // a product's or another name's first word; a ticker still, but not a company
                // named outright beside one that is.
                let next = raw_words.get(wi + 1).copied().unwrap_or("");
                // (Below STRONG, so a company named outright wins; not so low that the typo
                // pass runs.)
                let names_on = next.chars().next().is_some_and(char::is_uppercase)
                    && next.chars().skip(1).any(char::is_lowercase)
                    && !LEGAL_FORMS.contains(&next.to_lowercase().as_str());
                if names_on { 80 } else { STRONG }
            } else if t.len() >= 3 && !acronym && !common.contains(lower.as_str()) && !word_like(&lower) {
                80
            } else {
                continue;
            };
            for &cik in ciks {
                bump(&mut scores, cik, score);
                if score >= STRONG {
                    outright.insert(cik);
                }
            }
        }

        // Names: a whole name scores above its distinctive leading words ("Taiwan
        // Semiconductor"); a name made only of generic words needs its capitals and its
        // legal form, and must not sit inside a longer name ("Acme Quantum Holdings").
        let q = question_tokens(question);
        let is_plain = |t: &QTok| common.contains(t.w.as_str()) || period_word(&t.w);
        // A capitalised word that is not a sentence's first and not ordinary: part of a name.
        let name_word = |t: &QTok| t.cap && !t.start && !is_plain(t) && !SUFFIXES.contains(&t.w.as_str());
        let mut exact_tokens: HashSet<usize> = HashSet::new();
        // Companies a word names only in passing: what a deal was about ("NVIDIA's Arm
        // acquisition"), a product after its maker's possessive ("Nvidia's Eos supercomputer"),
        // an everyday word whose capital is the sentence's ("Unit shipments of H100s by
        // Nvidia"). Beside a company named outright, they are no second subject.
        let mut incidental: HashSet<u64> = HashSet::new();
        for i in 0..q.len() {
            if period_word(&q[i].w) {
                continue;
            }
            let Some(entries) = self.by_first.get(&q[i].w) else { continue };
            exact_tokens.insert(i);
            for &e in entries {
                let entry = &self.names[e];
                let k = entry.tokens.iter().zip(&q[i..]).take_while(|(a, b)| **a == b.w).count();
                let all_generic = entry.tokens[..k].iter().all(|w| self.generic(w));
                let before_in_name = i > 0 && !q[i].start && name_word(&q[i - 1]);
                let after = q.get(i + k);
                let after_in_name = after.is_some_and(|t| name_word(t));
                let score = if k == entry.tokens.len() {
                    // "Snowflake Dynamics", "Tesla Maritime Holdings": a name's ending after it,
                    // straight away or after words of a name, names a company SEC does not list.
                    // ("Tesla Maritime Inc." too; "Quantum Corp" is Quantum's own legal form.)
                    // ("Taiwan Semiconductor Manufacturing Co Ltd": legal forms in a row are the
                    // name's own; one counts only after another name's word.)
                    let mut another_name = false;
                    let mut other_words = 0;
                    for t in q[i + k..].iter().take(3) {
                        let legal = LEGAL_FORMS.contains(&t.w.as_str());
                        if words::NAME_ENDINGS.contains(&t.w.as_str()) || legal && other_words > 0 {
                            another_name = true;
                            break;
                        }
                        if !(t.cap && !is_plain(t)) {
                            break;
                        }
                        other_words += usize::from(!legal);
                    }
                    if another_name {
                        continue;
                    }
                    if all_generic {
                        // "Quantum Corp", "General Dynamics", "First Solar": written as a name.
                        let capitalised = q[i..i + k].iter().all(|t| t.cap);
                        let legal = after.is_some_and(|t| LEGAL_FORMS.contains(&t.w.as_str()));
                        if !capitalised || before_in_name || after_in_name || (k == 1 && !legal) {
                            continue;
                        }
                    } else if k == 1 && common.contains(entry.tokens[0].as_str()) && (!q[i].cap || q[i].start && !after.is_some_and(|t| LEGAL_FORMS.contains(&t.w.as_str()))) {
                        // "Beyond China, which …": a sentence's first word has its capital
                        // from the sentence, not from a name.
                        continue;
                    } else if k == 1 && words::ACRONYMS.contains(&entry.tokens[0].to_uppercase().as_str()) && !after.is_some_and(|t| LEGAL_FORMS.contains(&t.w.as_str())) {
                        // "Snowflake NI" is net income, not NI Holdings: a one-word name that is
                        // also a finance abbreviation needs its legal form.
                        continue;
                    }
                    // "the crypto hangover at nvidia": a one-word name written as an ordinary
                    // lower-case word is a weak mention, below a company named outright.
                    let ordinary_word = k == 1 && !q[i].cap && word_like(&q[i].w) && !entry.onboarded && !after.is_some_and(|t| LEGAL_FORMS.contains(&t.w.as_str()));
                    if ordinary_word { 60 } else { 90 }
                } else {
                    // Leading words of a longer name: distinctive, and not followed by
                    // another name's words ("Acme Widgets" is not ACME UNITED).
                    if all_generic || after_in_name || (k == 1 && !q[i].cap) {
                        continue;
                    }
                    60 + 5 * (k as u32).min(4)
                };
                let one_word = k == 1 && k == entry.tokens.len() && !entry.onboarded;
                let possessed = one_word && i > 0 && q[i - 1].poss && !q[i].start;
                let sentence_word = one_word && q[i].start && word_like(&q[i].w);
                if after.is_some_and(|t| DEAL_WORDS.contains(&t.w.as_str())) || possessed || sentence_word {
                    incidental.insert(entry.cik);
                } else {
                    outright.insert(entry.cik);
                }
                // "super micro": a word read as part of a name is no typo of another ("micron").
                exact_tokens.extend(i..i + k);
                bump(&mut scores, entry.cik, score + if entry.onboarded { 5 } else { 0 });
            }
        }

        // Typos: only when nothing was named outright. A word that is no name and no
        // ordinary word (nor a misspelt one), one or two edits from a distinctive name.
        let best_exact = scores.values().copied().max().unwrap_or(0);
        if best_exact < 80 {
            let near_common = |w: &str| words::COMMON.iter().chain(words::GENERIC).any(|c| edit_distance(w, c, 1).is_some());
            for (i, t) in q.iter().enumerate() {
                let n = t.w.chars().count();
                // A four-letter word is a typo only as two letters swapped in the name of an
                // issuer SayDo already holds ("tmsc" for "tsmc"): one edit from four letters
                // reaches too many words.
                let short = n == 4;
                if n < 4 || exact_tokens.contains(&i) || !t.w.chars().all(|c| c.is_alphabetic()) || self.generic(&t.w) {
                    continue;
                }
                if near_common(&t.w) {
                    continue;
                }
                // Two edits from eight letters; from six, only to the name of an issuer SayDo
                // already holds ("nivida" for "nvidia"): few words sit that close to one of ten.
                let max = if n >= 6 { 2 } else { 1 };
                for (first, entries) in &self.by_first {
                    if first.chars().count() < if short { 4 } else { 5 } || self.generic(first) || short && !swapped(&t.w, first) {
                        continue;
                    }
                    let Some(d) = edit_distance(&t.w, first, max) else { continue };
                    for &e in entries {
                        let entry = &self.names[e];
                        if !self.typo_target(entry) || short && !entry.onboarded || d == 2 && n < 8 && !entry.onboarded {
                            continue;
                        }
                        let whole = entry.tokens.len() == 1;
                        if !whole && self.df.get(first).is_some_and(|&n| n > 2) {
                            continue;
                        }
                        let score = 70 - 10 * (d as u32 - 1) + if whole { 4 } else { 0 } + if entry.onboarded { 8 } else { 0 };
                        bump(&mut scores, entry.cik, score);
                    }
                }
            }
        }

        if scores.is_empty() {
            return Resolution::NoIssuer;
        }
        // A company named only in passing (a deal's object, a product's name, a sentence's
        // first word) is not a second subject: the question is about the company named outright.
        let in_passing = |c: &u64| incidental.contains(c) && !outright.contains(c);
        if scores.keys().any(|c| !in_passing(c) && scores[c] >= STRONG) {
            scores.retain(|c, _| !in_passing(c));
        }
        let best = *scores.values().max().unwrap();
        // Two companies both named outright is a question about two companies: say so.
        let strong: Vec<u64> = scores.iter().filter(|(_, &s)| s >= STRONG).map(|(&c, _)| c).collect();
        // "Putting together a comparison with AMD. Where did Nvidia's margin land?": a company
        // named only in the sentences that set the scene is context when the sentence that
        // asks names one company of its own.
        if strong.len() > 1 {
            if let Some(asking) = asking_sentence(question) {
                if let Resolution::Issuer(c) = self.resolve(asking) {
                    if strong.contains(&c.cik) {
                        return Resolution::Issuer(c);
                    }
                }
            }
        }
        let mut picked: Vec<u64> =
            if strong.len() > 1 { strong } else { scores.iter().filter(|(_, &s)| s == best).map(|(&c, _)| c).collect() };
        picked.sort_by_key(|c| (std::cmp::Reverse(scores[c]), *c));
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

/// The sentence that asks, when a question has sentences before it: the last one that ends
/// in a question mark, else the last. None for a question of one sentence.
fn asking_sentence(question: &str) -> Option<&str> {
    let mut starts = vec![0];
    for (i, c) in question.char_indices() {
        // A stop ends a sentence only before a space: "76.3%" and "$1.5" do not.
        if matches!(c, '.' | '?' | '!') && question[i + 1..].starts_with(' ') {
            starts.push(i + 2);
        }
    }
    let sentences: Vec<&str> = starts.windows(2).map(|w| &question[w[0]..w[1]]).chain(starts.last().map(|&s| &question[s.min(question.len())..])).map(str::trim).filter(|s| !s.is_empty()).collect();
    if sentences.len() < 2 {
        return None;
    }
    sentences.iter().rev().find(|s| s.ends_with('?')).or(sentences.last()).copied()
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
    let sec: Vec<(String, i64, String, Option<i32>)> =
        sqlx::query_as("SELECT ticker, cik, title, rank FROM sec_tickers ORDER BY cik, ticker").fetch_all(&store.query).await?;
    Ok(Index::build(
        onboarded.into_iter().map(|(c, n, t, a)| (c as u64, n, t, a)).collect(),
        sec.into_iter().map(|(t, c, n, r)| (t, c as u64, n, r.map(|r| r as u32))).collect(),
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
            // A map cached before ranks were kept is refetched.
            sqlx::query_scalar(
                "SELECT EXTRACT(EPOCH FROM now() - fetched_at)::float8 FROM sec_tickers_fetch WHERE id = 1
                 AND NOT EXISTS (SELECT 1 FROM sec_tickers WHERE rank IS NULL)",
            )
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
    let mut ranks: Vec<Option<i32>> = Vec::with_capacity(map.len());
    for (key, e) in map {
        tickers.push(normalize_ticker(&e.ticker));
        ciks.push(e.cik_str as i64);
        titles.push(e.title);
        // The keys "0", "1", ... are the order SEC lists issuers in, largest first.
        ranks.push(key.parse().ok());
    }
    let n = tickers.len();
    let mut tx = store.ingest.begin().await?;
    // One refresher at a time across processes; a process that waited finds the map fresh.
    sqlx::query("SELECT pg_advisory_xact_lock(hashtext('saydo.sec_tickers'))").execute(&mut *tx).await?;
    if !force {
        let fresh: Option<bool> = sqlx::query_scalar(
            "SELECT now() - fetched_at < make_interval(secs => $1) FROM sec_tickers_fetch WHERE id = 1
             AND NOT EXISTS (SELECT 1 FROM sec_tickers WHERE rank IS NULL)",
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
        "INSERT INTO sec_tickers (ticker, cik, title, rank) SELECT * FROM UNNEST($1::text[], $2::bigint[], $3::text[], $4::int[])
         ON CONFLICT DO NOTHING",
    )
    .bind(&tickers)
    .bind(&ciks)
    .bind(&titles)
    .bind(&ranks)
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
mod eval_tests;

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
