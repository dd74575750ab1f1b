//! Hybrid search over one issuer's chunks: pgvector cosine (when vectors exist in the query's
//! space) and Postgres full text, fused by reciprocal rank fusion. Always scoped to the issuer
//! (and a filing-date window when given) before ranking.

use std::sync::LazyLock;

use chrono::NaiveDate;
use regex::Regex;
use serde::Serialize;
use sqlx::PgPool;

use crate::error::Result;

#[derive(Debug, Clone, Serialize, sqlx::FromRow)]
pub struct Passage {
    pub id: i64,
    pub accession: String,
    pub form: String,
    pub filed: NaiveDate,
    pub url: String,
    pub section: String,
    pub start_char: i32,
    pub end_char: i32,
    pub text: String,
    #[sqlx(skip)]
    pub dense_rank: Option<usize>,
    #[sqlx(skip)]
    pub sparse_rank: Option<usize>,
    #[sqlx(skip)]
    pub score: f64,
}

pub struct Query<'a> {
    pub cik: u64,
    pub text: &'a str,
    pub from: Option<NaiveDate>,
    pub to: Option<NaiveDate>,
    pub limit: usize,
    /// The question's vector and the space it is in (model/pooling/dims), when an embedder ran.
    pub vector: Option<(&'a [f32], &'a str)>,
    /// Only chunks of these forms ("10-K", "8-K"); all forms when empty.
    pub forms: &'a [&'a str],
}

/// One thing the full-text list looks for: a word with its like-meaning words (any of them
/// matches), or a phrase whose words must stand together.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Term {
    AnyOf(String),
    Phrase(String),
    /// A month and year ("May 2025"), which filings write with the day between ("May 1,
    /// 2025"): a tsquery of the two words at most one word apart.
    Dated(String),
}

const RRF_K: f64 = 60.0;
/// Candidates asked of each list. The HNSW index is searched with `hnsw.ef_search` above this
/// and iterative scans on (set per connection in `store`), so a search filtered to one issuer
/// still returns its full depth.
pub const DEPTH: i64 = 50;

const COLUMNS: &str = "id, accession, form, filed, url, section, start_char, end_char, text";
/// The passages a full-text search ranks: the issuer's, in the filing window, of the forms asked.
const SCOPE: &str = "c.cik = $1 AND ($4::date IS NULL OR c.filed >= $4) AND ($5::date IS NULL OR c.filed <= $5)
                     AND (cardinality($6::text[]) = 0 OR c.form = ANY($6))";

pub async fn search(pool: &PgPool, q: &Query<'_>) -> Result<Vec<Passage>> {
    // The two lists are independent: asked on two pooled connections at once, a search costs
    // the slower of them rather than their sum.
    let (sparse, dense) = tokio::try_join!(sparse(pool, q), dense(pool, q))?;
    Ok(fuse(dense, sparse, q.limit))
}

/// The words of a query as terms: each word (with its like-meaning words), and each pair of
/// neighbouring words as a phrase, which is rarer than either word and so weighs more when a
/// passage holds it ("data center", "regulatory credits").
pub fn terms(text: &str) -> Vec<Term> {
    // "bought back", "buying back": a buyback said in two words, each of which alone means
    // something else.
    static BOUGHT_BACK: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"(?i)\b(?:buy|buys|buying|bought)\s+back\b").unwrap());
    let text = BOUGHT_BACK.replace_all(text, "buyback");
    let words: Vec<&str> = text.split_whitespace().collect();
    let mut out: Vec<Term> = words.iter().map(|w| Term::AnyOf(like_meaning(w))).collect();
    static MONTH_YEAR: LazyLock<Regex> = LazyLock::new(|| Regex::new(&format!(r"(?i)^{}\.?$", crate::period::MONTH)).unwrap());
    out.extend(words.windows(2).map(|p| {
        let year = p[1].trim_end_matches([',', '.', '?']);
        if MONTH_YEAR.is_match(p[0]) && year.len() == 4 && year.chars().all(|c| c.is_ascii_digit()) {
            // Filings spell the month out: "Sept." is "september".
            let month = crate::period::month_end(p[0].trim_end_matches('.'), year)
                .and_then(|d| chrono::Month::try_from(chrono::Datelike::month(&d) as u8).ok())
                .map_or_else(|| p[0].to_lowercase(), |m| m.name().to_lowercase());
            Term::Dated(format!("{month} <-> {year} | {month} <2> {year}"))
        } else {
            Term::Phrase(p.join(" "))
        }
    }));
    out.dedup();
    out
}

/// A word with the words filings use for the same thing: questions say "fall" where a filing
/// says "decreased", "grow" where it says "increased", "headcount" or "how many people does it
/// employ" where a 10-K says "full-time employees", "buyback" where it says "repurchase".
pub fn like_meaning(word: &str) -> String {
    const GROUPS: &[&[&str]] = &[
        &["fall", "fell", "drop", "dropped", "decline", "declined", "decrease", "decreased", "down", "lower", "weak", "weaker", "weakness", "shrink", "shrank"],
        &["grow", "grew", "growth", "rise", "rose", "increase", "increased", "up", "higher", "strong", "stronger", "strength", "jump", "jumped"],
        &["employ", "employs", "employed", "employee", "employees", "headcount", "workforce", "staff", "personnel", "workers"],
        &["buyback", "buybacks", "repurchase", "repurchases", "repurchased", "repurchasing"],
        &["headquarters", "headquartered", "hq"],
        &["lawsuit", "lawsuits", "litigation", "sued", "suit", "suits"],
        &["competitor", "competitors", "rival", "rivals", "competition", "compete", "competes", "competitive"],
        &["supplier", "suppliers", "vendor", "vendors", "foundry", "foundries", "manufacturer", "manufacturers", "outsourcing"],
        &["factory", "factories", "plant", "plants", "facility", "facilities"],
        &["shop", "shops", "store", "stores", "outlet", "outlets", "locations"],
        &["client", "clients", "customer", "customers"],
    ];
    let l = word.to_lowercase();
    match GROUPS.iter().find(|g| g.contains(&l.as_str())) {
        Some(g) => g.join(" "),
        None => match other_forms(&l) {
            Some(more) => format!("{word} {more}"),
            None => word.to_owned(),
        },
    }
}

/// The noun of a verb a question asks with, or the verb of a noun, where the stemmer keeps
/// them apart: a question asks when Tesla "introduced" or "started delivering" something, a
/// filing tells of "the introduction of Powerwall 3" and "deliveries".
fn other_forms(word: &str) -> Option<String> {
    static FORMS: LazyLock<[(Regex, &str); 8]> = LazyLock::new(|| {
        [
            (Regex::new(r"^(\w{3,}u)c(?:e|es|ed|ing)$").unwrap(), "${1}ction"),
            (Regex::new(r"^(\w{3,}u)ctions?$").unwrap(), "${1}ce"),
            (Regex::new(r"^(\w*deliver)(?:s|ed|ing)?$").unwrap(), "${1}y ${1}ies"),
            (Regex::new(r"^(\w*deliver)(?:y|ies)$").unwrap(), "${1}ed"),
            (Regex::new(r"^(\w*)quir(?:e|es|ed|ing)$").unwrap(), "${1}quisition"),
            (Regex::new(r"^(\w*)quisitions?$").unwrap(), "${1}quired"),
            (Regex::new(r"^(\w*)pand(?:s|ed|ing)?$").unwrap(), "${1}pansion"),
            (Regex::new(r"^(\w*)pansions?$").unwrap(), "${1}panded"),
        ]
    });
    FORMS.iter().find(|(re, _)| re.is_match(word)).map(|(re, to)| re.replace(word, *to).into_owned())
}

async fn sparse(pool: &PgPool, q: &Query<'_>) -> Result<Vec<Passage>> {
    // Terms weigh by how rare they are among the issuer's passages in scope (an inverse
    // document frequency): "tariffs" or "H200" says more about a passage than "revenue", which
    // is in most of them. A passage's weight is the sum over the terms it holds; cover density
    // breaks ties. Any term may match (questions are prose, not boolean queries).
    let terms = terms(q.text);
    let texts: Vec<&str> = terms.iter().map(|t| match t { Term::AnyOf(s) | Term::Phrase(s) | Term::Dated(s) => s.as_str() }).collect();
    let kinds: Vec<&str> = terms.iter().map(|t| match t { Term::AnyOf(_) => "any", Term::Phrase(_) => "phrase", Term::Dated(_) => "dated" }).collect();
    Ok(sqlx::query_as(&format!(
        "WITH terms AS (
              SELECT CASE k WHEN 'phrase' THEN phraseto_tsquery('english', t)
                            WHEN 'dated' THEN to_tsquery('english', t)
                            ELSE to_tsquery('english', NULLIF(replace(plainto_tsquery('english', t)::text, '&', '|'), '')) END AS q
                FROM UNNEST($2::text[], $3::text[]) AS x(t, k)),
          weighted AS (
              SELECT q, ln(((SELECT count(*) FROM chunks c WHERE {SCOPE}) + 1.0)
                           / ((SELECT count(*) FROM chunks c WHERE {SCOPE} AND c.tsv @@ terms.q) + 0.5)) AS idf
                FROM terms WHERE q IS NOT NULL AND q::text <> ''),
          hits AS (
              SELECT c.id, sum(w.idf) AS weight FROM chunks c JOIN weighted w ON c.tsv @@ w.q
               WHERE {SCOPE} GROUP BY c.id)
         SELECT {COLUMNS} FROM chunks JOIN hits USING (id),
                to_tsquery('english', NULLIF(replace(plainto_tsquery('english', $7)::text, '&', '|'), '')) AS any_word
          ORDER BY hits.weight DESC, ts_rank_cd(tsv, any_word, 1) DESC, id LIMIT $8"
    ))
    .bind(q.cik as i64)
    .bind(&texts)
    .bind(&kinds)
    .bind(q.from)
    .bind(q.to)
    .bind(q.forms)
    .bind(q.text)
    .bind(DEPTH)
    .fetch_all(pool)
    .await?)
}

/// The passages that put a number right before the noun counted ("approximately 29,600
/// employees", "1,200 full-time employees"), newest first. A count is stated once among many
/// mentions of the noun, which rank by the noun alone cannot find.
pub async fn stating_count(pool: &PgPool, q: &Query<'_>, noun: &str) -> Result<Vec<Passage>> {
    if noun.is_empty() || !noun.chars().all(|c| c.is_ascii_alphabetic()) {
        return Ok(vec![]);
    }
    let forms = match noun.strip_suffix('y') {
        Some(stem) => format!("{stem}(y|ies)"),
        None => format!("{noun}(s|es)?"),
    };
    let pattern = format!(r"\m\d[\d,.]*\s+([[:alpha:]-]+\s+){{0,2}}{forms}\M");
    Ok(sqlx::query_as(&format!(
        "SELECT {COLUMNS} FROM chunks c
          WHERE c.cik = $1 AND ($2::date IS NULL OR c.filed >= $2) AND ($3::date IS NULL OR c.filed <= $3)
            AND (cardinality($4::text[]) = 0 OR c.form = ANY($4)) AND c.text ~* $5
          ORDER BY c.filed DESC, c.start_char LIMIT 12"
    ))
    .bind(q.cik as i64)
    .bind(q.from)
    .bind(q.to)
    .bind(q.forms)
    .bind(pattern)
    .fetch_all(pool)
    .await?)
}

/// The passages on the query's topic (any of its words) that name a day of the months from
/// `from` to `to` ("From January 29, 2024 through February 16, 2024, we repurchased …"),
/// newest first: what happened after a period closed, which rank by the topic alone buries
/// under every passage that names it.
pub async fn dated_in(pool: &PgPool, q: &Query<'_>, from: NaiveDate, to: NaiveDate) -> Result<Vec<Passage>> {
    use chrono::Datelike;
    let mut months: Vec<String> = Vec::new();
    let mut d = from.with_day(1).unwrap_or(from);
    while d <= to {
        if let Some(m) = chrono::Month::try_from(d.month() as u8).ok() {
            months.push(format!(r"{}\.?\s+\d{{1,2}},?\s+{}", m.name(), d.year()));
            months.push(format!(r"{}\.?\s+\d{{1,2}},?\s+{}", &m.name()[..3], d.year()));
        }
        d = d.checked_add_months(chrono::Months::new(1)).unwrap_or(to + chrono::Duration::days(1));
    }
    if months.is_empty() {
        return Ok(vec![]);
    }
    let pattern = format!(r"\m({})\M", months.join("|"));
    Ok(sqlx::query_as(&format!(
        "SELECT {COLUMNS} FROM chunks c
          WHERE {SCOPE} AND c.text ~* $2
            AND c.tsv @@ to_tsquery('english', NULLIF(replace(plainto_tsquery('english', $3)::text, '&', '|'), ''))
          ORDER BY c.filed DESC, c.start_char LIMIT 24"
    ))
    .bind(q.cik as i64)
    .bind(pattern)
    .bind(q.text)
    .bind(q.from)
    .bind(q.to)
    .bind(q.forms)
    .fetch_all(pool)
    .await?)
}

/// The rest of each sentence a page break cut ("… was a benefit of $24 million and $83 million"
/// | page header | "for cost of revenue and operating expenses, respectively, which resulted
/// in …"): the text up to the sentence's end, from the next chunks of the same filing past
/// their running headers, and where it ends. None for a passage that ends its sentence or whose
/// next chunk starts another. One query for all the passages, on the (cik, filed) index.
pub async fn continuations(pool: &PgPool, cik: u64, passages: &[Passage]) -> Result<Vec<Option<(String, i32)>>> {
    let cut = |p: &Passage| {
        let t = p.text.trim_end();
        !t.is_empty() && !t.ends_with(['.', '!', '?', ':', ';', '"', '”', ')', '|'])
    };
    let asked: Vec<usize> = (0..passages.len()).filter(|&i| cut(&passages[i])).collect();
    let mut out = vec![None; passages.len()];
    if asked.is_empty() {
        return Ok(out);
    }
    let accessions: Vec<&str> = asked.iter().map(|&i| passages[i].accession.as_str()).collect();
    let filed: Vec<NaiveDate> = asked.iter().map(|&i| passages[i].filed).collect();
    let from: Vec<i32> = asked.iter().map(|&i| passages[i].end_char).collect();
    let next: Vec<(i64, String, i32)> = sqlx::query_as(
        "SELECT x.i, c.text, c.end_char
           FROM UNNEST($2::text[], $3::date[], $4::int[]) WITH ORDINALITY AS x(accession, filed, from_char, i)
          CROSS JOIN LATERAL (SELECT text, start_char, end_char FROM chunks
                               WHERE cik = $1 AND filed = x.filed AND accession = x.accession AND start_char >= x.from_char
                               ORDER BY start_char LIMIT 3) c
          ORDER BY x.i, c.start_char",
    )
    .bind(cik as i64)
    .bind(&accessions)
    .bind(&filed)
    .bind(&from)
    .fetch_all(pool)
    .await?;
    for (k, &i) in asked.iter().enumerate() {
        for (_, text, end) in next.iter().filter(|(n, _, _)| *n == k as i64 + 1) {
            match sentence_goes_on(text) {
                Some(Some(rest)) => {
                    out[i] = Some((rest, *end));
                    break;
                }
                Some(None) => continue,
                None => break,
            }
        }
    }
    Ok(out)
}

/// In the chunk after a page break: the sentence going on, up to its end (Some(Some)); only
/// running headers ("NOTES TO … (Continued)", "(Unaudited)", a page number), so look further
/// (Some(None)); or another paragraph (None).
fn sentence_goes_on(text: &str) -> Option<Option<String>> {
    let mut at = 0;
    for line in text.split_inclusive('\n') {
        let l = line.trim();
        if l.starts_with(|c: char| c.is_lowercase()) {
            let rest = &text[at..];
            let mut stop = rest.find(". ").map_or(rest.len(), |i| i + 1).min(600);
            while !rest.is_char_boundary(stop) {
                stop -= 1;
            }
            return Some(Some(rest[..stop].trim().to_owned()));
        }
        if !l.is_empty() && (l.len() > 80 || l.ends_with('.')) {
            return None;
        }
        at += line.len();
    }
    Some(None)
}

async fn dense(pool: &PgPool, q: &Query<'_>) -> Result<Vec<Passage>> {
    let Some((vec, space)) = q.vector else { return Ok(vec![]) };
    // Only vectors of the question's own space are compared. Chunks embedded in another space
    // (before a change of model or pooling) are not candidates: they are re-embedded in the
    // background, and full text answers for them meanwhile.
    Ok(sqlx::query_as(&format!(
        "SELECT {COLUMNS} FROM chunks
          WHERE cik = $1 AND embedding IS NOT NULL AND space = $2
            AND ($3::date IS NULL OR filed >= $3) AND ($4::date IS NULL OR filed <= $4)
            AND (cardinality($7::text[]) = 0 OR form = ANY($7))
          ORDER BY embedding <=> $5 LIMIT $6"
    ))
    .bind(q.cik as i64)
    .bind(space)
    .bind(q.from)
    .bind(q.to)
    .bind(pgvector::Vector::from(vec.to_vec()))
    .bind(DEPTH)
    .bind(q.forms)
    .fetch_all(pool)
    .await?)
}

/// Reciprocal rank fusion: score = Σ 1 / (k + rank) over the lists a passage is in.
pub fn fuse(dense: Vec<Passage>, sparse: Vec<Passage>, limit: usize) -> Vec<Passage> {
    let mut all: Vec<Passage> = Vec::new();
    for (rank, mut p) in dense.into_iter().enumerate() {
        p.dense_rank = Some(rank + 1);
        p.score = 1.0 / (RRF_K + (rank + 1) as f64);
        all.push(p);
    }
    for (rank, p) in sparse.into_iter().enumerate() {
        let s = 1.0 / (RRF_K + (rank + 1) as f64);
        match all.iter_mut().find(|x| x.id == p.id) {
            Some(x) => {
                x.sparse_rank = Some(rank + 1);
                x.score += s;
            }
            None => {
                let mut p = p;
                p.sparse_rank = Some(rank + 1);
                p.score = s;
                all.push(p);
            }
        }
    }
    all.sort_by(|a, b| b.score.partial_cmp(&a.score).unwrap().then(a.id.cmp(&b.id)));
    all.truncate(limit);
    all
}

#[cfg(test)]
mod tests {
    /// A sentence a page break cut goes on past the running headers; a new paragraph does not.
    #[test]
    fn sentences_going_on_past_a_page_break() {
        let next = "(Unaudited)\nfor cost of revenue and operating expenses, respectively, which resulted in an increase in operating income of $107 million. The rest.";
        assert_eq!(
            super::sentence_goes_on(next),
            Some(Some("for cost of revenue and operating expenses, respectively, which resulted in an increase in operating income of $107 million.".into()))
        );
        assert_eq!(super::sentence_goes_on("NOTES TO CONDENSED CONSOLIDATED FINANCIAL STATEMENTS (Continued)"), Some(None));
        assert_eq!(super::sentence_goes_on("Note 2 - Business Combination\nIn March 2023, we acquired a company for cash."), None);
        let long = format!("(Unaudited)\nand {}", "é".repeat(400));
        assert!(super::sentence_goes_on(&long).is_some_and(|r| r.is_some_and(|r| r.len() <= 600)));
    }

    /// A verb asked and the noun filed (and the other way round) are searched together.
    #[test]
    fn verbs_and_their_nouns() {
        assert_eq!(super::like_meaning("introduce"), "introduce introduction");
        assert_eq!(super::like_meaning("introduced"), "introduced introduction");
        assert_eq!(super::like_meaning("production"), "production produce");
        assert_eq!(super::like_meaning("delivering"), "delivering delivery deliveries");
        assert_eq!(super::like_meaning("acquired"), "acquired acquisition");
        assert_eq!(super::like_meaning("expansion"), "expansion expanded");
        assert_eq!(super::like_meaning("repurchasing"), "buyback buybacks repurchase repurchases repurchased repurchasing");
        assert_eq!(super::like_meaning("revenue"), "revenue");
        assert_eq!(super::like_meaning("use"), "use");
    }

    use super::*;

    /// A buyback said in two words is searched as the filings' "repurchase"; the words of a
    /// phrase stay together.
    #[test]
    fn a_buyback_in_two_words_is_a_repurchase() {
        let t = terms("shares bought back first nine months");
        assert!(t.contains(&Term::AnyOf(like_meaning("repurchased"))), "{t:?}");
        assert!(!t.iter().any(|x| matches!(x, Term::AnyOf(w) if w == "back" || w == "bought")), "{t:?}");
        assert!(t.contains(&Term::Phrase("nine months".into())));
        assert_eq!(terms("buying back stock"), terms("buyback stock"));
    }

    /// A month and year match the day written between them, the month spelt out.
    #[test]
    fn a_month_and_year_match_a_day_of_it() {
        let t = terms("buyback authorized in Sept. 2025?");
        assert!(t.contains(&Term::Dated("september <-> 2025 | september <2> 2025".into())), "{t:?}");
        assert!(terms("May 2025").contains(&Term::Dated("may <-> 2025 | may <2> 2025".into())));
        assert!(terms("may 20").contains(&Term::Phrase("may 20".into())));
    }
}
