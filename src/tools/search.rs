//! The search tool: narrative questions answered from the text of filings (hybrid full-text
//! and vector search over the corpus), boilerplate set aside.

use std::sync::LazyLock;

use chrono::{Datelike, Duration};
use regex::Regex;
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

/// Words that ask rather than say what a passage is about; and words that name a kind of
/// filing, which scope the search (below) and would otherwise match every passage that names
/// the filing ("Management's Annual Report on Internal Control").
const ASKING: &[&str] = &[
    "what", "did", "does", "do", "say", "said", "says", "about", "tell", "me", "the", "how", "many", "much", "why", "is", "are", "was", "were", "its",
    "their", "on", "of", "in", "for", "to", "a", "an", "and", "any", "has", "have", "management", "company", "comment", "comments",
    "commentary", "mention", "mentions", "mentioned", "according", "per", "annual", "quarterly", "report", "reports", "filing", "filings",
    "10-k", "10-q", "8-k", "20-f", "release", "press", "reason", "reasons", "give", "gave", "given", "drove", "drive", "drives", "driven",
    "driver", "drivers", "fuel", "fueled", "fuelled", "behind", "cause", "caused", "explain", "explained", "explains", "discuss",
    "discussed", "there", "anything", "it", "this", "that", "they", "them", "which", "when", "where", "who", "be", "been", "by", "with",
    "from", "as", "at", "or", "talk", "note", "noted", "notes", "describe", "described", "provide", "share", "shared", "offer", "offered",
    "covering", "covers", "should", "would", "could", "will", "can", "keep", "kept", "keeps", "still",
];

/// The filing forms a question names: "annual report"/"10-K" the yearly reports, "10-Q"/
/// "quarterly report" the quarterly ones, an earnings or press release the 8-Ks.
static FORM_WORDS: LazyLock<[(Regex, &[&str]); 3]> = LazyLock::new(|| {
    [
        (Regex::new(r"(?i)\b(annual\s+report|10-?k|20-?f|40-?f)\b").unwrap(), &["10-K", "10-K/A", "20-F", "40-F"]),
        (Regex::new(r"(?i)\b(quarterly\s+(?:report|filing)|10-?q)\b").unwrap(), &["10-Q", "10-Q/A"]),
        (Regex::new(r"(?i)\b(8-?k|earnings\s+(?:announcement|report))\b").unwrap(), &["8-K", "8-K/A"]),
    ]
});
static RELEASE: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"(?i)\brelease\b(\s+\w+)?").unwrap());

/// "the June 2025 10-Q", "its October 2023 quarterly report", "the Feb 2024 annual report": a
/// filing named by a month, which is the month its period ended or the month it was filed.
static FILING_DATED: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!(
        r"(?i)\b(?P<m>{})\.?\s+(?P<y>(?:19|20)\d{{2}})\s+(?:form\s+)?(?:10-?k|10-?q|20-?f|8-?k|annual\s+report|quarterly\s+(?:report|filing))\b",
        crate::period::MONTH
    ))
    .unwrap()
});

/// The filing days a filing named by its month may have: filed that month, or filed after a
/// period that ended that month (a 10-K is due within 90 days of its year's end).
fn filed_window_named(question: &str) -> Option<(chrono::NaiveDate, chrono::NaiveDate)> {
    month_of_filing_named(question).map(|(start, end)| (start, end + Duration::days(90)))
}

/// The first and last days of the month a filing is named by ("the July 2022 10-Q").
pub fn month_of_filing_named(question: &str) -> Option<(chrono::NaiveDate, chrono::NaiveDate)> {
    let c = FILING_DATED.captures(question)?;
    let end = crate::period::month_end(&c["m"], &c["y"])?;
    Some((end.with_day(1)?, end))
}

/// The forms a question names. "release" is a noun (an earnings release) unless an object
/// follows it: "when did Tesla release the Cybertruck" names no filing.
fn forms_named(question: &str) -> &'static [&'static str] {
    if let Some((_, f)) = FORM_WORDS.iter().find(|(re, _)| re.is_match(question)) {
        return f;
    }
    let verb = |next: &str| matches!(next.trim().to_lowercase().as_str(), "the" | "a" | "an" | "its" | "their" | "new" | "of" | "any" | "details" | "results");
    if RELEASE.captures_iter(question).any(|c| !c.get(1).is_some_and(|n| verb(n.as_str()))) {
        return &["8-K", "8-K/A"];
    }
    &[]
}

/// What to search for, and in which forms: the question's words less the asking words, the
/// issuer's name (in every passage), the periods (the filing window already holds them) and
/// the filing kind (a filter instead).
pub fn query_of(question: &str, issuer: &str) -> (String, &'static [&'static str]) {
    let forms = forms_named(question);
    let written = crate::period::as_written(question);
    let question = written.as_str();
    // The filing's month names which document to read, not what to find in it.
    let mut text = FILING_DATED.replace_all(question, "").into_owned();
    // "in the weeks after fiscal 2024 ended" dates what is asked; its words ("weeks", "ended")
    // are in every passage about the fiscal calendar.
    if let Some((s, e)) = crate::period::after_close(&text) {
        text.replace_range(s..e, " ");
    }
    for p in crate::period::find(&text).iter().rev() {
        text.replace_range(p.at.0..p.at.1, " ");
    }
    let name_words: Vec<String> = issuer.split(|c: char| !c.is_alphanumeric()).filter(|w| !w.is_empty()).map(|w| w.to_lowercase()).collect();
    let first_name = name_words.first().cloned().unwrap_or_default();
    let terms: Vec<&str> = text
        .split(|c: char| !(c.is_alphanumeric() || c == '-'))
        .map(|w| w.trim_matches('-'))
        .filter(|w| !w.is_empty())
        .filter(|w| {
            let l = w.to_lowercase();
            let l = l.trim_end_matches("'s");
            !ASKING.contains(&l) && !name_words.iter().any(|n| n == l) && !(first_name.len() >= 3 && l.starts_with(&first_name))
        })
        .collect();
    (if terms.is_empty() { question.to_owned() } else { terms.join(" ") }, forms)
}

/// Whether a passage is only a table: cells set apart by " | ", and no stretch of prose
/// between them (a table followed by the paragraph that explains it is prose).
fn is_table(text: &str) -> bool {
    text.matches(" | ").count() >= 6 && text.split(" | ").all(|cell| cell.split_whitespace().count() < 25)
}

static HOW_MANY: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\bhow\s+many\s+((?:[a-z-]+\s+){0,2}?[a-z]{4,})\s+(?:did|does|do|has|have|had|were|was|is|are|will|can|in|at|on|for|across|worked|work)\b").unwrap()
});

/// A count of the people a company employs, however it is asked: "how many people does it
/// employ", "headcount", "the size of its workforce", "number of employees".
static STAFF_COUNT: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(?:head\s?count|workforce|number\s+of\s+(?:full[\s-]time\s+)?(?:employees|staff|workers|people)|employee\s+(?:count|base)|staff\s+(?:count|size)|how\s+many\s+(?:people|persons|staff|workers|personnel)\b[^?.;]*\b(?:employ|employed|employs|work|works|worked|working|on\s+(?:the\s+)?payroll|staff))\b").unwrap()
});
static NUMBER_OF: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"(?i)\bnumber\s+of\s+((?:[a-z-]+\s+){0,2}?[a-z]{4,})(?:\s+(?:at|in|on|for|of|as|did|does|do|has|have|had|was|were|is|are|it|that|the|across|worldwide|globally|open|operated)\b|\s*[?.,;:)]|\s*$)").unwrap());

/// The noun a question counts ("how many employees", "how many retail stores"), singular.
pub fn counted_noun(question: &str) -> Option<String> {
    if STAFF_COUNT.is_match(question) {
        return Some("employee".into());
    }
    let c = HOW_MANY.captures(question).or_else(|| NUMBER_OF.captures(question))?;
    let w = c[1].split_whitespace().last()?.to_lowercase();
    if ["dollars", "times", "quarters", "years", "months", "shares", "percentage", "points", "basis"].contains(&w.as_str()) {
        return None;
    }
    Some(w.strip_suffix("ies").map(|s| format!("{s}y")).or_else(|| w.strip_suffix('s').map(str::to_owned)).unwrap_or(w))
}

/// A share asked for as a proportion: "what share", "what percentage", "what % of".
static PROPORTION_ASKED: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"(?i)\b(?:share|percent(?:age)?|proportion|fraction)\b|%").unwrap());

/// Whether a passage states a count of the noun: "approximately 29,600 employees", "1,200
/// full-time employees".
fn states_count_of(text: &str, noun: &str) -> bool {
    let lower = text.to_lowercase();
    let words: Vec<&str> = lower.split_whitespace().collect();
    // A count right before the noun, or up to two words between ("164,000 full-time
    // equivalent employees"); a year ("in fiscal year 2024 … employee referrals") or a word
    // with a number in it ("a 16-month period, employees …") is no count.
    let count = |x: &str| {
        let x = x.trim_matches(|c: char| matches!(c, ',' | '.' | ';' | ':' | '(' | ')' | '~' | '+'));
        x.starts_with(|c: char| c.is_ascii_digit())
            && x.chars().all(|c| c.is_ascii_digit() || c == ',' || c == '.')
            && !(x.len() == 4 && (x.starts_with("19") || x.starts_with("20")))
    };
    words.iter().enumerate().any(|(i, w)| {
        w.trim_matches(|c: char| !c.is_alphanumeric()).starts_with(noun) && words[i.saturating_sub(3)..i].iter().any(|x| count(x))
    })
}

/// Whether a sentence of the passage states a quantity ("22%", "$3.2 billion", "more than
/// half") and names every term (any of its words of four letters or more). When the question
/// asks for a share as such ("what share", "what percentage"), only a proportion states it: a
/// dollar amount beside the words ("Customer program accruals | $1,771") is no share.
fn states_share(text: &str, terms: &[String], proportion_only: bool) -> bool {
    static QUANTITY: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)\d+(?:\.\d+)?\s?%|\$\s?\d|\b\d[\d,.]*\s+(?:percent|million|billion)\b|\b(?:half|third|quarter|majority|most)\s+of\b").unwrap()
    });
    static PROPORTION: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)\d+(?:\.\d+)?\s?%|\b\d[\d,.]*\s+percent\b|\b(?:half|third|quarter|majority|most)\s+of\b").unwrap()
    });
    let quantity: &Regex = if proportion_only { &PROPORTION } else { &QUANTITY };
    let words = |t: &str| -> Vec<String> { t.split(|c: char| !c.is_alphanumeric()).filter(|w| w.len() >= 4).map(str::to_lowercase).collect() };
    text.split_inclusive(['.', ';']).any(|s| {
        let lower = s.to_lowercase();
        quantity.is_match(s) && terms.iter().all(|t| {
            let w = words(t);
            w.is_empty() || w.iter().any(|w| lower.contains(w.trim_end_matches('s')))
        })
    })
}

/// Words that ask for a balance at a day rather than a flow over the period.
static AT_A_DAY: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(?:at\s+(?:the\s+)?(?:end|close)\s+of|as\s+(?:of|at)|on\s+hand|outstanding|(?:still\s+)?(?:had\s+|have\s+)?left|remaining|balance)\b").unwrap()
});

/// Whether a passage dates what it says to a day near `end` ("As of July 30, 2023, we had
/// outstanding … obligations"): a figure at the period's end, not at another quarter's.
fn dated_near(text: &str, end: chrono::NaiveDate) -> bool {
    days_named(text).any(|d| (d - end).num_days().abs() <= 7)
}

/// Whether a passage names a day in the three months after `end` (a period's nominal end,
/// which a 52/53-week year may pass by a few days).
fn dated_after(text: &str, end: chrono::NaiveDate) -> bool {
    days_named(text).any(|d| (d - end).num_days() > 3 && (d - end).num_days() <= 92)
}

/// The days a passage names in full ("July 30, 2023").
fn days_named(text: &str) -> impl Iterator<Item = chrono::NaiveDate> + '_ {
    static DAY: LazyLock<Regex> = LazyLock::new(|| Regex::new(&format!(r"(?i)\b{}\.?\s+\d{{1,2}},?\s+(?:19|20)\d{{2}}\b", crate::period::MONTH)).unwrap());
    DAY.find_iter(text).filter_map(|m| crate::period::parse_date(m.as_str()))
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
    // A filing named by its month is a narrower window than any period named beside it.
    let (from, to) = match filed_window_named(a.question) {
        Some((s, e)) => (Some(s), Some(e)),
        None => (from, to),
    };
    let (text, forms) = query_of(a.question, a.issuer);
    // A count asked for is stated once among many mentions of the noun: look further down.
    let counted = counted_noun(a.question);
    let q = search::Query { cik: a.cik, text: &text, from, to, limit: if counted.is_some() { 64 } else { 24 }, vector: a.vector, forms };
    let mut hits = search::search(pool, &q).await?;
    if hits.is_empty() && !forms.is_empty() {
        // The filing the question names is not in the corpus: any filing may still answer.
        env.notes.push(format!("no {} passage matched; searched every filing", forms.join("/")));
        hits = search::search(pool, &search::Query { forms: &[], ..q }).await?;
    } else if !forms.is_empty() {
        env.notes.push(format!("searched {} filings, as the question names them", forms.join("/")));
    }
    if hits.is_empty() && from.is_some() {
        // Nothing filed about the period: a later filing often speaks of it (an annual report
        // describes the year before, a quarter's report its year-ago quarter).
        env.notes.push("no passage filed in or just after the period matched; searched filings of every period".into());
        hits = search::search(pool, &search::Query { from: None, to: None, ..q }).await?;
    }
    if a.vector.is_none() {
        env.notes.push("full-text search only (no vectors for this question)".into());
    } else if hits.iter().all(|h| h.dense_rank.is_none()) {
        env.notes.push("no vectors stored yet in the question's embedding space for this issuer: full-text search (vectors are being computed)".into());
    }
    // Safe-harbour boilerplate names every topic and answers none; the same paragraph recurs
    // in every release.
    let wants_boilerplate = a.question.to_lowercase().contains("forward-looking");
    hits.retain(|h| {
        let boiler = h.section == "Forward-Looking Statements"
            || h.text.contains("forward-looking statements")
            || h.text.starts_with("Certain statements")
            || h.text.contains("All rights reserved")
            || h.text.contains("trademarks and/or registered trademarks");
        wants_boilerplate || !boiler
    });
    // A passage filed again (the same paragraph in the 10-K and the 10-Qs) is one, known by its
    // opening. Asked for a balance at a day ("at the end of the first half", "as of", "left"),
    // the one kept is the filing's dated to the end of the period asked about: a recurring
    // section ("Purchase Obligations …") opens alike in every quarter's report, each dated to
    // its own quarter's end.
    let balance_end = a.period.filter(|_| AT_A_DAY.is_match(a.question)).map(|p| a.calendar.nominal_dates(p).1);
    let dated = |h: &search::Passage| balance_end.is_some_and(|end| dated_near(&h.text, end));
    // Otherwise the copy kept is the one in the period's own report, the first filed after it
    // ended: "the effect of this change over the nine months" opens alike in each quarter's
    // report, each with its own figure.
    let period_end = a.period.map(|p| a.calendar.nominal_dates(p).1);
    let own_report = |h: &search::Passage, k: &search::Passage| period_end.is_some_and(|end| h.filed >= end && (k.filed < end || h.filed < k.filed));
    let mut kept: Vec<search::Passage> = Vec::new();
    for h in hits {
        let opening: String = h.text.chars().take(160).collect();
        match kept.iter_mut().find(|k| k.text.chars().take(160).collect::<String>() == opening) {
            Some(k) if dated(&h) && !dated(k) => *k = h,
            Some(k) if !dated(k) && own_report(&h, k) => *k = h,
            Some(_) => {}
            None => kept.push(h),
        }
    }
    let mut hits = kept;
    // "Did it keep buying back stock in the weeks after fiscal 2024 ended": what happened after
    // a period closed is told in its report with a day after the period's end ("From January
    // 29, 2024 through February 16, 2024, we repurchased …"): those passages come first.
    if let Some(end) = a.period.filter(|_| crate::period::after_close(a.question).is_some()).map(|p| a.calendar.nominal_dates(p).1) {
        let dated: Vec<search::Passage> = search::dated_in(pool, &q, end, end + Duration::days(92)).await?.into_iter().filter(|p| dated_after(&p.text, end)).collect();
        let known: std::collections::HashSet<i64> = hits.iter().map(|h| h.id).collect();
        hits.extend(dated.into_iter().filter(|p| !known.contains(&p.id)));
        hits.sort_by_key(|h| !dated_after(&h.text, end));
    }
    // A question for the filings' words is answered by prose: a table row names the topic
    // ("Gaming | $2,040 | …") and says nothing of it. Tables stay, after the prose, in rank order.
    hits.sort_by_key(|h| is_table(&h.text));
    // "How many employees did it have": the passages that state a count of them come first,
    // found by the count itself when ranking by the noun did not reach them.
    if let Some(noun) = counted {
        let stating: Vec<search::Passage> = search::stating_count(pool, &q, &noun).await?.into_iter().filter(|p| states_count_of(&p.text, &noun)).collect();
        let known: std::collections::HashSet<i64> = hits.iter().map(|h| h.id).collect();
        hits.extend(stating.into_iter().filter(|p| !known.contains(&p.id)));
        hits.sort_by_key(|h| !states_count_of(&h.text, &noun));
    }
    // A share the question wants as a figure ("how much of iPhone revenue came from Greater
    // China"): answered only by a passage that states one beside what it is a share of;
    // passages that merely name the part are not an answer.
    let proportion_only = PROPORTION_ASKED.is_match(a.question);
    if !a.share_terms.is_empty() && !hits.iter().any(|h| states_share(&h.text, a.share_terms, proportion_only)) {
        env.notes.push(format!("no passage states a figure beside {}", a.share_terms.join(" and ")));
        env.refusal = Some(format!(
            "No passage in the {} filings SayDo has read states this figure ({}); SayDo does not derive it from other figures, and the company total is not the answer.",
            a.issuer,
            a.share_terms.join(" within ")
        ));
        return Ok(env);
    }
    if !a.share_terms.is_empty() {
        hits.sort_by_key(|h| !states_share(&h.text, a.share_terms, proportion_only));
    }
    hits.truncate(6);
    let more = search::continuations(pool, a.cik, &hits).await?;
    for (h, more) in hits.iter_mut().zip(more) {
        if let Some((rest, end)) = more {
            h.text = format!("{} {rest}", h.text.trim_end());
            h.end_char = end;
        }
    }
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

#[cfg(test)]
mod tests {
    /// A filing named by its month scopes the search to the filings of that month and the
    /// quarter after it, and its words are not searched for.
    #[test]
    fn filings_named_by_their_month() {
        let d = |y, m, d| chrono::NaiveDate::from_ymd_opt(y, m, d).unwrap();
        assert_eq!(super::filed_window_named("per the October 2023 10-Q, which customers topped 10%?"), Some((d(2023, 10, 1), d(2024, 1, 29))));
        assert_eq!(super::filed_window_named("Apple's Sept. 2024 annual report: how many employees?"), Some((d(2024, 9, 1), d(2024, 12, 29))));
        assert_eq!(super::filed_window_named("What did Apple authorize in May 2025?"), None);
        let (text, forms) = super::query_of("What new buyback did Apple's board authorize in May 2025, according to the June 2025 10-Q?", "Apple Inc.");
        assert_eq!(forms, &["10-Q", "10-Q/A"]);
        assert!(text.contains("May") && !text.contains("June"), "{text}");
    }

    #[test]
    fn counts_asked_and_stated() {
        assert_eq!(super::counted_noun("How many employees did it have at the end of fiscal 2024?").as_deref(), Some("employee"));
        assert_eq!(super::counted_noun("how many retail stores does it run").as_deref(), Some("store"));
        assert_eq!(super::counted_noun("How many dollars of revenue came from China?"), None);
        for staff in ["How many people does Apple employ?", "What's its headcount?", "How big is Tesla's workforce?", "the number of full-time employees", "how many people work at NVIDIA"] {
            assert_eq!(super::counted_noun(staff).as_deref(), Some("employee"), "{staff}");
        }
        assert_eq!(super::counted_noun("What was the number of retail stores at year end?").as_deref(), Some("store"));
        assert!(super::states_count_of("As of the end of the year, we had approximately 29,600 employees in 36 countries.", "employee"));
        assert!(!super::states_count_of("We support a flexible work environment for our employees, 100% of whom may work from home.", "employee"));
        assert!(!super::states_count_of("Over 40% of our new hires in fiscal year 2024 came from employee referrals.", "employee"));
        assert!(super::states_count_of("As of September 28, 2024, the Company had approximately 164,000 full-time equivalent employees.", "employee"));
        assert!(!super::states_count_of("Across a 16-month period, employees take coursework in technology.", "employee"));
    }

    /// A share is stated by a sentence that names what it is a share of beside a quantity.
    #[test]
    fn shares_stated_beside_their_terms() {
        let terms = ["Data Center".to_owned(), "cloud providers".to_owned()];
        assert!(super::states_share("In the fourth quarter, large cloud providers represented more than half of our Data Center revenue.", &terms, true));
        assert!(super::states_share("Approximately 40% of Data Center revenue was for AI inference, and cloud providers bought most of it.", &terms, true));
        // The part named, and a figure elsewhere, is no statement of the share.
        assert!(!super::states_share("Data Center revenue grew. Cloud providers are important customers. Revenue was $22.1 billion.", &terms, false));
        assert!(!super::states_share("Greater China net sales decreased due to lower iPhone sales.", &["iPhone".to_owned(), "Greater China".to_owned()], false));
        assert!(super::states_share("Sales to one customer represented 13% of total revenue.", &["single customer".to_owned()], true));
        // Asked as a share, a dollar amount beside the words states none; asked "how much", it may.
        let accruals = "Accrued liabilities: (In millions) Customer program accruals | $1,771 | $1,196";
        assert!(!super::states_share(accruals, &["customer".to_owned()], true) && super::states_share(accruals, &["customer".to_owned()], false));
        assert!(super::PROPORTION_ASKED.is_match("what share did each have") && !super::PROPORTION_ASKED.is_match("how much of iPhone revenue came from Greater China"));
    }

    #[test]
    fn passages_dated_to_a_periods_end() {
        let end = chrono::NaiveDate::from_ymd_opt(2023, 7, 31).unwrap();
        assert!(super::dated_near("As of July 30, 2023, we had outstanding obligations totaling $11.15 billion.", end));
        assert!(!super::dated_near("As of April 30, 2023, we had outstanding obligations totaling $7.27 billion.", end));
        assert!(!super::dated_near("We had outstanding obligations.", end));
    }

    /// What happened after a period closed names a day in the months after its end.
    #[test]
    fn passages_dated_after_a_periods_end() {
        let end = chrono::NaiveDate::from_ymd_opt(2024, 1, 31).unwrap();
        assert!(super::dated_after("From January 29, 2024 through February 16, 2024, we repurchased 2.8 million shares.", end));
        assert!(!super::dated_after("As of January 28, 2024, we were authorized to repurchase up to $22.5 billion.", end));
        assert!(!super::dated_after("On July 1, 2024, we announced a stock split.", end));
        let (text, _) = super::query_of("Did Nvidia keep repurchasing stock in the weeks after fiscal 2024 ended?", "NVIDIA CORP");
        assert_eq!(text, "repurchasing stock");
    }

    #[test]
    fn tables_are_told_from_prose() {
        assert!(super::is_table("Fiscal 2023 Summary | FY23 | FY22 | Y/Y Revenue | $26,974 | $26,914 | -- Gross margin | 56.9% | 64.9%"));
        assert!(!super::is_table("Gaming revenue was down 33% from a year ago. Channel partners are working to reduce inventory | as the market softens."));
        let explained = "iPhone | $44,582 | $39,296 | 13% | Mac | 8,046 | 7,009 | 15% | iPhone net sales increased during the third quarter compared to the same quarter in 2024 due primarily to higher net sales of the Pro models and the base models.";
        assert!(!super::is_table(explained));
    }
}
