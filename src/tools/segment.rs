//! A part of a metric ("iPhone revenue", "Data Center revenue", "Americas net sales",
//! "Services gross margin"): not in companyfacts, so read from the filings' text — a table row
//! of a 10-K/10-Q whose label names the part, in the column of the asked period, at the
//! table's stated scale; or a release's sentence "Data Center revenue was $14.51 billion".
//! The passage that states it is cited. When no passage states it, SayDo says so: the
//! company total is never the answer.

use std::sync::LazyLock;

use chrono::NaiveDate;
use regex::Regex;
use rust_decimal::Decimal;
use serde::Serialize;
use sqlx::PgPool;

use super::facts::Vintage;
use super::{format, metric_values, Args, Envelope, PeriodDates, Source, SourceKind, Tool};
use crate::route::Derivation;
use crate::error::Result;
use crate::fiscal::{FiscalPeriod, Span};
use crate::vocabulary::Metric;

/// The figure found for a part of a metric.
#[derive(Debug, Clone, Serialize)]
pub struct Segment {
    /// The part asked about, as asked ("iPhone").
    pub qualifier: String,
    pub metric: &'static str,
    /// The metric's words ("revenue").
    pub label: String,
    /// The row's label or the sentence's subject as the filing writes it ("iPhone", "Total automotive revenues").
    pub row_label: String,
    pub period: String,
    /// In base units: dollars, or percent as 73.9.
    pub value: Decimal,
    pub unit: String,
    /// Which column (or sentence) is the asked period, in the filing's own header words.
    pub column: String,
    /// The passage number.
    pub passage: usize,
    /// When the question asks what share of the company total the part is: that share.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub share: Option<PartShare>,
}

/// The part over the company total, in percent: computed here from the part's passage and
/// the total's XBRL fact, and cited to a passage that shows the division.
#[derive(Debug, Clone, Serialize)]
pub struct PartShare {
    pub percent: Decimal,
    pub passage: usize,
}

/// How a metric's words appear around a table: words that put a table or row in the metric,
/// words that put it in another, and whether its figure is a percentage.
struct Profile {
    include: &'static [&'static str],
    exclude: &'static [&'static str],
    /// Words a row label may add to the part's name ("Automotive sales", "… segment revenue").
    label_words: &'static [&'static str],
    percent: bool,
}

fn profile(m: &Metric) -> Profile {
    match m.name {
        "revenue" => Profile {
            include: &["revenue", "revenues", "net sales", "sales"],
            exclude: &["cost", "gross", "margin", "income", "expense", "asset", "inventor", "profit", "deferred", "liabilit", "unearned", "backlog", "receivable", "capital", "depreciation", "obligation"],
            label_words: &["segment net sales", "segment revenues", "segment revenue", "net revenues", "net revenue", "net sales", "revenues", "revenue", "sales", "segment"],
            percent: false,
        },
        "gross_margin" => Profile {
            include: &["gross margin"],
            exclude: &["cost", "operating", "expense", "net income"],
            label_words: &["gross margin percentage", "gross margin", "segment"],
            percent: true,
        },
        "gross_profit" => Profile {
            include: &["gross margin", "gross profit"],
            exclude: &["percentage", "cost", "operating", "expense"],
            label_words: &["gross margin", "gross profit", "segment"],
            percent: false,
        },
        "operating_income" => Profile {
            include: &["operating income", "operating profit", "income from operations", "operating loss"],
            exclude: &["cost", "non-operating", "expense", "net sales", "revenue", "asset"],
            label_words: &["segment operating income", "operating income", "operating profit", "segment"],
            percent: false,
        },
        "net_income" => Profile { include: &["net income"], exclude: &["cost", "revenue", "net sales"], label_words: &["net income"], percent: false },
        _ => Profile { include: &[], exclude: &[], label_words: &[], percent: m.name.ends_with("margin") },
    }
}

static FOOTNOTE: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"\(\s*\d{1,2}\s*\)|\([a-z]\)|[*†‡]+").unwrap());

/// A label or qualifier compared as words: case, footnote markers, punctuation and "&" set aside.
pub fn norm(s: &str) -> String {
    let s = FOOTNOTE.replace_all(s, " ").to_lowercase().replace('&', " and ").replace('’', "'");
    let s: String = s.chars().map(|c| if c.is_alphanumeric() || c == '\'' || c == '-' { c } else { ' ' }).collect();
    // "U.S." is one word: runs of single letters join.
    let mut words: Vec<String> = vec![];
    let mut prev_single = false;
    for w in s.split_whitespace() {
        let single = w.chars().count() == 1 && w.chars().all(char::is_alphabetic);
        match words.last_mut() {
            Some(last) if single && prev_single => last.push_str(w),
            _ => words.push(w.to_owned()),
        }
        prev_single = single;
    }
    words.join(" ")
}

fn has_word(hay: &str, needle: &str) -> bool {
    if needle.is_empty() {
        return false;
    }
    format!(" {hay} ").contains(&format!(" {needle} "))
}

/// Whether `hay` (normalised) holds any of the words, as a word or a word stem ("inventor").
fn mentions(hay: &str, words: &[&str]) -> bool {
    let h = format!(" {hay}");
    words.iter().any(|w| h.contains(&format!(" {w}")))
}

fn cells(line: &str) -> Vec<&str> {
    line.split(" | ").map(str::trim).collect()
}

static NUMBER: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"^\$?\s*(?P<neg>\()?\s*\$?\s*(?P<num>\d[\d,]*(?:\.\d+)?)\s*\)?\s*(?P<pct>%)?\s*\)?$").unwrap());

/// A table cell's figure: (value as written, percent?). "—", "n/a" and text are not figures.
fn cell_value(c: &str) -> Option<(Decimal, bool)> {
    let caps = NUMBER.captures(c.trim())?;
    let mut v: Decimal = caps["num"].replace(',', "").parse().ok()?;
    if caps.name("neg").is_some() || c.trim().starts_with("-") {
        v = -v;
    }
    Some((v, caps.name("pct").is_some()))
}

const MONTHS: &[&str] = &["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];

fn month_number(w: &str) -> Option<u32> {
    let w = w.trim_end_matches('.');
    if w.len() < 3 {
        return None;
    }
    MONTHS.iter().position(|m| m.starts_with(w)).map(|i| i as u32 + 1)
}

/// Whether a cell is column-header words: periods, dates, years, "Change", the scale.
fn header_cell(c: &str) -> bool {
    const WORDS: &[&str] = &[
        "three", "six", "nine", "twelve", "months", "month", "weeks", "week", "year", "years", "ended", "ending", "fiscal", "change", "changes", "vs", "versus",
        "in", "millions", "thousands", "billions", "dollars", "except", "per", "share", "data", "and", "unaudited", "quarter", "quarters", "first", "second",
        "third", "fourth", "full", "of", "the", "as", "amounts", "percentages", "percent", "sept", "q1", "q2", "q3", "q4",
    ];
    let l = c.to_lowercase();
    let t: String = l.chars().map(|ch| if ch.is_alphanumeric() { ch } else { ' ' }).collect();
    t.split_whitespace().all(|w| {
        WORDS.contains(&w)
            || month_number(w).is_some()
            || w.parse::<u32>().is_ok_and(|n| n <= 31 || (1990..=2099).contains(&n))
            || (w.starts_with("fy") && w[2..].parse::<u32>().is_ok())
            || (w.starts_with('q') && w.len() == 2)
    })
}

fn header_row(line: &str) -> bool {
    line.contains(|c: char| c.is_alphanumeric()) && cells(line).iter().all(|c| header_cell(c))
}

/// A row with a label and at least one figure.
fn data_row(line: &str) -> bool {
    let c = cells(line);
    c.len() >= 2 && c[0].chars().any(char::is_alphabetic) && !header_cell(c[0]) && c[1..].iter().any(|x| cell_value(x).is_some())
}

/// A short line inside a table: a label row ("Revenue:", "Americas:"), a heading.
fn label_line(line: &str) -> bool {
    let c = cells(line);
    !data_row(line) && !header_row(line) && c[0].split_whitespace().count() <= 9 && !c[0].ends_with('.')
}

fn scale_of(text: &str) -> Option<(Decimal, &'static str)> {
    let l = text.to_lowercase();
    if l.contains("in millions") {
        Some((Decimal::from(1_000_000), "in millions"))
    } else if l.contains("in thousands") {
        Some((Decimal::from(1_000), "in thousands"))
    } else if l.contains("in billions") {
        Some((Decimal::from(1_000_000_000i64), "in billions"))
    } else {
        None
    }
}

/// What one column covers, read from its header words.
#[derive(Debug, Clone, PartialEq)]
struct Column {
    words: String,
    date: Option<NaiveDate>,
    year: Option<i32>,
    /// 3, 6, 9 or 12 months, when the header says.
    months: Option<u32>,
    /// "Change", "%", "vs.": not a period's figure.
    change: bool,
}

static DATE: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"(?i)\b([a-z]{3,9})\.?\s+(\d{1,2}),?\s+((?:19|20)\d{2})\b").unwrap());
static YEAR: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"\b((?:19|20)\d{2})\b").unwrap());

fn column(words: &str) -> Column {
    let l = words.to_lowercase();
    let date = DATE.captures(words).and_then(|c| {
        let m = month_number(&c[1].to_lowercase())?;
        NaiveDate::from_ymd_opt(c[3].parse().ok()?, m, c[2].parse().ok()?)
    });
    let years: Vec<i32> = YEAR.captures_iter(words).filter_map(|c| c[1].parse().ok()).collect();
    let months = if l.contains("three months") || l.contains("13 weeks") || l.contains("thirteen weeks") || l.contains("quarter") {
        Some(3)
    } else if l.contains("six months") || l.contains("26 weeks") {
        Some(6)
    } else if l.contains("nine months") || l.contains("39 weeks") {
        Some(9)
    } else if l.contains("twelve months") || l.contains("year ended") || l.contains("years ended") || l.contains("fiscal year") || l.contains("52 weeks") || l.contains("53 weeks") {
        Some(12)
    } else {
        None
    };
    // A bare "$" heads the dollar change beside a percentage change.
    let change = l.contains("change") || l.contains('%') || l.trim() == "$" || l.contains(" vs") || l.starts_with("vs") || years.len() > 1 && date.is_none();
    Column { words: words.split_whitespace().collect::<Vec<_>>().join(" "), date, year: years.last().copied(), months, change }
}

/// The header words over each of `n` value columns, from the header rows (top first).
fn columns(headers: &[&str], n: usize) -> Vec<String> {
    // Scale cells ("(Dollars in millions)") head the label column, not a value column.
    // "$%" is the heading of two change columns, the dollar and the percentage, in one cell.
    let heads = |h: &str| {
        cells(h)
            .into_iter()
            .filter(|c| scale_of(c).is_none() && !c.is_empty())
            .flat_map(|c| if c.replace(' ', "") == "$%" { vec!["$".to_owned(), "%".to_owned()] } else { vec![c.to_owned()] })
            .collect::<Vec<String>>()
    };
    // A row shorter than its table ("Gross profit … | $2,640 | $1,141 | $288" under "2024 |
    // 2023 | 2022 | $% | $%"): its figures fill the leading columns.
    // Only where the columns it leaves empty are all changes, not periods (a blank period
    // cell would shift its figures).
    let wide = headers.iter().map(|h| heads(h)).max_by_key(|c| c.len()).unwrap_or_default();
    let widest = wide.len();
    if widest > n && n > 0 && wide[n..].iter().all(|w| column(w).change) && !wide[..n].iter().any(|w| column(w).change) {
        let mut cols = columns(headers, widest);
        cols.truncate(n);
        return cols;
    }
    // A row that leaves each change column blank ("Gross profit … | $846 | $740 | $1,631 |
    // $1,143" under "Three Months Ended … | Change | Six Months Ended … | Change"): its figures
    // fill the period columns in order, when it has exactly as many.
    if widest > n && n > 0 {
        let periods: Vec<String> = columns(headers, widest).into_iter().filter(|w| !column(w).change).collect();
        if periods.len() == n && periods.iter().all(|w| !w.trim().is_empty()) {
            return periods;
        }
    }
    let mut cols = vec![String::new(); n];
    for h in headers {
        let c = heads(h);
        let c: Vec<&str> = c.iter().map(String::as_str).collect();
        if c.is_empty() {
            continue;
        }
        let group = c.iter().any(|x| {
            let l = x.to_lowercase();
            l.contains("ended") || l.contains("months") || l.contains("weeks")
        });
        let mut add = |j: usize, w: &str| {
            if j < n {
                cols[j].push(' ');
                cols[j].push_str(w);
            }
        };
        if c.len() == n {
            for (j, w) in c.iter().enumerate() {
                add(j, w);
            }
        } else if group && c.len() < n && n.is_multiple_of(c.len()) {
            let span = n / c.len();
            for (g, w) in c.iter().enumerate() {
                for j in g * span..(g + 1) * span {
                    add(j, w);
                }
            }
        } else if group && c.len() < n {
            // Uneven groups ("Year Ended December 31, | 2024 vs. 2023 Change | …"): only the
            // first group is known to start at the first column; it covers the leading periods.
            for j in 0..n {
                add(j, c[0]);
            }
        } else if c.len() < n {
            // Fewer cells than values ("2024 | 2023 | 2022 | $% | $%" over "$72,480 | … | $(6,029) | (8)%"):
            // the leading period cells align with the leading values; the rest is unknown.
            for (j, w) in c.iter().enumerate() {
                if column(w).change {
                    break;
                }
                add(j, w);
            }
        }
    }
    cols
}

/// Whether a column holds the asked period's figure.
fn column_is(col: &Column, form: &str, p: FiscalPeriod, end: NaiveDate, fiscal_year_of: &dyn Fn(NaiveDate) -> i32) -> bool {
    if col.change {
        return false;
    }
    let near = |d: NaiveDate| (d - end).num_days().abs() <= 14;
    match (p.span, col.date) {
        (Span::FY, Some(d)) => near(d) && (col.months == Some(12) || col.months.is_none() && form.starts_with("10-K")),
        (Span::FY, None) => {
            // A bare year over a column of a 10-K is the fiscal year so named.
            form.starts_with("10-K") && col.months.is_none_or(|m| m == 12) && col.year == Some(p.year)
        }
        (s, Some(d)) if s.is_quarter() => near(d) && col.months == Some(3) && fiscal_year_of(d) == p.year,
        // Year to date: "Six Months Ended", "Nine Months Ended" columns of a 10-Q.
        (Span::H1, Some(d)) => near(d) && col.months == Some(6) && fiscal_year_of(d) == p.year,
        (Span::M9, Some(d)) => near(d) && col.months == Some(9) && fiscal_year_of(d) == p.year,
        _ => false,
    }
}

/// A row or sentence that states the part's figure.
#[derive(Debug, Clone)]
pub struct Hit {
    pub row_label: String,
    pub value: Decimal,
    pub percent: bool,
    /// 0 is the part's own label; higher is a looser match.
    pub rank: u8,
    pub column: String,
    pub passage: String,
}

/// The part's words in order with others between: "energy storage" in "energy generation and storage".
fn in_order(label: &str, q: &str) -> bool {
    let mut words = label.split(' ');
    q.split(' ').count() > 1 && q.split(' ').all(|w| words.any(|x| x == w))
}

/// A part's name written short, as people write it: "pro viz" or "ProViz" for "Professional
/// Visualization", "auto" for "Automotive". The short form's letters (case changes read as
/// word breaks, spaces set aside) fall into groups of two or more, one per word of the label
/// beyond the metric's own words, each group starting its word and found in it in order.
fn abbreviates(label: &str, short: &str, prof: &Profile) -> bool {
    let mut label = label;
    while let Some(rest) = prof.label_words.iter().find_map(|w| label.strip_suffix(w).and_then(|r| r.strip_suffix(' '))) {
        label = rest;
    }
    let words: Vec<&str> = label.split(' ').collect();
    let letters: String = short.chars().filter(|c| c.is_alphanumeric()).collect();
    fn fits(t: &str, words: &[&str]) -> bool {
        let Some((first, rest)) = words.split_first() else { return t.is_empty() };
        let w: Vec<char> = first.chars().collect();
        let t: Vec<char> = t.chars().collect();
        if t.first() != w.first() {
            return false;
        }
        // Each group is a prefix of t whose letters appear in the word in order.
        let (mut i, mut k) = (0usize, 0usize);
        while k < t.len() {
            while i < w.len() && w[i] != t[k] {
                i += 1;
            }
            if i == w.len() {
                return false;
            }
            i += 1;
            k += 1;
            if k >= 2 && fits(&t[k..].iter().collect::<String>(), rest) {
                return true;
            }
        }
        false
    }
    letters.chars().count() >= 3 && label != short && fits(&letters, &words)
}

#[cfg(test)]
#[test]
fn short_forms_of_part_names() {
    let prof = profile(crate::vocabulary::metric("revenue").unwrap());
    for (label, short) in [("professional visualization", "pro viz"), ("professional visualization", &*norm(&camel_words("ProViz"))), ("automotive sales", "auto"), ("data center", "dc")] {
        assert_eq!(abbreviates(label, short, &prof), short != "dc", "{label} / {short}");
    }
    // Every word of the label is spoken for, each from its first letter.
    for (label, short) in [("data center", "data"), ("greater china", "china"), ("gaming", "gm"), ("professional visualization", "pviz")] {
        assert!(!abbreviates(label, short, &prof), "{label} / {short}");
    }
    assert_eq!(part_name("Data Center market platform"), "Data Center");
    // A name with a case change inside ("iPhone") still matches its row outright, not as a short form.
    assert_eq!(label_rank("iPhone", &Part::of("iPhone"), &prof, false), Some(0));
    assert_eq!(label_rank("Professional Visualization", &Part::of("ProViz"), &prof, false), Some(6));
    assert_eq!(part_name("Wearables, Home and Accessories category"), "Wearables, Home and Accessories");
}

/// The part a question names, read once: its words, compared with row labels and section
/// heads, and its letters with case changes read as word breaks ("ProViz" as "pro viz"),
/// compared as a short form.
struct Part {
    name: String,
    short: String,
}

impl Part {
    fn of(qualifier: &str) -> Part {
        let p = part_name(qualifier);
        Part { name: norm(&p), short: norm(&camel_words(&p)) }
    }

    /// A normalised label or heading that names the part, in full or as the question shortens it.
    fn named_by(&self, label: &str, prof: &Profile) -> bool {
        label == self.name || abbreviates(label, &self.short, prof)
    }
}

/// The part a question names, without the kind of part after it ("Data Center market platform").
fn part_name(qualifier: &str) -> String {
    let mut words: Vec<&str> = qualifier.split_whitespace().collect();
    while words.len() > 1 && words.last().is_some_and(|w| crate::route::PART_KINDS.contains(&w.to_lowercase().as_str())) {
        words.pop();
    }
    words.join(" ")
}

/// Case changes inside a word read as word breaks ("ProViz" -> "Pro Viz"); only for short forms.
fn camel_words(s: &str) -> String {
    let mut out = String::new();
    let mut prev_lower = false;
    for c in s.chars() {
        if c.is_uppercase() && prev_lower {
            out.push(' ');
        }
        prev_lower = c.is_lowercase();
        out.push(c);
    }
    out
}

/// Each word in the singular, as far as a plural "s" or "ies" says: "credits" → "credit".
fn singular(s: &str) -> String {
    s.split(' ')
        .map(|w| match w {
            w if w.len() > 4 && w.ends_with("ies") => format!("{}y", &w[..w.len() - 3]),
            w if w.len() > 3 && w.ends_with('s') && !w.ends_with("ss") && !w.ends_with("us") => w[..w.len() - 1].to_owned(),
            w => w.to_owned(),
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// The part with the metric's word the question wrote after it ("automotive sales"), when
/// it wrote one: a row by that very name is what was asked, before a total of the part
/// ("Total automotive revenues").
fn as_said(question: &str, part: &str, metric: &Metric) -> Option<String> {
    let (question, part) = (norm(question), norm(part));
    profile(metric).include.iter().map(|w| format!("{part} {w}")).find(|said| has_word(&question, said))
}

/// How well a row label names the part: None when it does not (or names a total, or another metric).
fn label_rank(label: &str, part: &Part, prof: &Profile, group: bool) -> Option<u8> {
    let q = part.name.as_str();
    let l = norm(label);
    if l.is_empty() || l == "total" || l.starts_with("total revenue") || l.starts_with("total net sales") || l == "consolidated" {
        return None;
    }
    if mentions(&l, prof.exclude) && !mentions(q, prof.exclude) {
        return None;
    }
    if group {
        // "Americas:" above "Net sales | …": the row label is the metric's own words.
        return prof.label_words.iter().any(|w| l == *w).then_some(0);
    }
    if l == q {
        return Some(0);
    }
    for w in prof.label_words {
        if l == format!("total {q} {w}") {
            return Some(1);
        }
    }
    for w in prof.label_words {
        if l == format!("{q} {w}") {
            return Some(2);
        }
    }
    // A longer label that holds the part's name: "Services and other", "Automotive regulatory credits".
    if l.starts_with("total") {
        return None;
    }
    if has_word(&l, q) {
        return Some(if l.starts_with(q) { 3 } else { 4 });
    }
    if in_order(&l, q) {
        return Some(5);
    }
    // "regulatory credit revenue" for the row "Automotive regulatory credits": one word, in
    // the singular or the plural.
    let (ls, qs) = (singular(&l), singular(q));
    if ls == qs {
        return Some(0);
    }
    if has_word(&ls, &qs) {
        return Some(if ls.starts_with(&qs) { 3 } else { 4 });
    }
    if abbreviates(&l, &part.short, prof) {
        return Some(6);
    }
    None
}

/// The table rows of one document that state the part for the period.
pub fn rows_in(text: &str, form: &str, qualifier: &str, metric: &Metric, p: FiscalPeriod, end: NaiveDate, fiscal_year_of: &dyn Fn(NaiveDate) -> i32) -> Vec<Hit> {
    let prof = profile(metric);
    let part = Part::of(qualifier);
    let q = part.name.as_str();
    if q.is_empty() {
        return vec![];
    }
    let lines: Vec<&str> = text.lines().collect();
    let mut out = vec![];
    for (i, line) in lines.iter().enumerate() {
        if !data_row(line) {
            continue;
        }
        let c = cells(line);
        let label_l = norm(c[0]);
        if !has_word(&label_l, q)
            && !has_word(&singular(&label_l), &singular(q))
            && !in_order(&label_l, q)
            && !prof.label_words.iter().any(|w| label_l == *w)
            && !abbreviates(&label_l, &part.short, &prof)
        {
            continue;
        }
        // Walk up the table: header rows, label rows ("Revenue:", "Americas:"), the intro.
        let mut headers: Vec<&str> = vec![];
        let mut context: Option<bool> = None; // Some(true): the metric's table; Some(false): another's
        let mut group = false;
        let mut scale = None;
        let mut found_headers = false;
        let mut seen_label = false;
        let mut j = i;
        let mut lines_up: Vec<&str> = vec![];
        while j > 0 && i - j < 45 {
            j -= 1;
            let up = lines[j];
            if scale.is_none() {
                scale = scale_of(up);
            }
            if header_row(up) {
                if !found_headers || headers.len() < 4 {
                    headers.push(up);
                    found_headers = true;
                }
                continue;
            }
            if data_row(up) {
                if found_headers {
                    break;
                }
                continue;
            }
            if label_line(up) {
                lines_up.push(up);
                if context.is_none() {
                    let t = norm(up);
                    // Only the nearest label row can name the part a group of rows is about
                    // ("Americas:" over "Net sales | …"); a farther one heads another group.
                    let first = !seen_label;
                    seen_label = true;
                    if first && t == q {
                        group = true;
                        context = Some(true);
                    } else if mentions(&t, prof.exclude) {
                        context = Some(false);
                    } else if mentions(&t, prof.include) {
                        context = Some(true);
                    }
                }
                continue;
            }
            // The intro paragraph ("The following table shows net sales by category … (dollars in millions):").
            lines_up.push(up);
            if context.is_none() {
                context = Some(mentions(&norm(up), prof.include));
            }
            break;
        }
        let label_says = mentions(&label_l, prof.include) && !mentions(&label_l, prof.exclude);
        // A label that names the metric in words of its own ("Gross profit energy generation
        // and storage segment") is that metric whatever group it follows; one word such as
        // "sales" also names the rows of a cost table ("Cost of revenues" over "Automotive sales").
        let label_names_metric = label_says && prof.include.iter().any(|w| w.contains(' ') && has_word(&label_l, w));
        if !(context == Some(true) || label_names_metric || label_says && context != Some(false)) {
            continue;
        }
        let Some(rank) = label_rank(c[0], &part, &prof, group) else { continue };
        headers.reverse();
        let values = &c[1..];
        let cols = columns(&headers, values.len());
        let Some((k, col)) = cols.iter().enumerate().map(|(k, w)| (k, column(w))).find(|(_, col)| column_is(col, form, p, end, fiscal_year_of)) else {
            continue;
        };
        let Some((v, pct)) = cell_value(values[k]) else { continue };
        if pct != prof.percent {
            continue;
        }
        let (value, scale_words) = if pct {
            (v, None)
        } else {
            let Some((s, w)) = scale else { continue };
            (v * s, Some(w))
        };
        let ordinal = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"].get(k).copied().unwrap_or("next");
        let group_line = if group { lines_up.first().map(|l| format!("{l} ")).unwrap_or_default() } else { String::new() };
        let passage = format!(
            "{} / {group_line}{} ({}the {ordinal} figure is {}, \"{}\")",
            headers.join(" / "),
            line,
            scale_words.map(|w| format!("dollars {w}; ")).unwrap_or_default(),
            p,
            col.words
        );
        out.push(Hit { row_label: if group { format!("{} {}", lines_up.first().unwrap_or(&"").trim_end_matches(':'), c[0]) } else { c[0].to_owned() }, value, percent: pct, rank, column: col.words, passage });
    }
    out.extend(part_columns(&lines, form, &part, &prof, p, end, fiscal_year_of));
    // The best-named row first; among equals, the label with the fewest words beyond the part.
    out.sort_by_key(|h| (h.rank, h.row_label.split_whitespace().count()));
    out
}

/// Parts as columns, as segment notes print them: a header row naming the parts and their
/// total ("Graphics | Compute & Networking | All Other | Consolidated"), the period as a
/// sub-heading row ("Three Months Ended May 1, 2022") and the metric as a row ("Operating
/// income (loss) | $2,476 | $1,606 | $(2,214) | $1,868").
fn part_columns(lines: &[&str], form: &str, part: &Part, prof: &Profile, p: FiscalPeriod, end: NaiveDate, fiscal_year_of: &dyn Fn(NaiveDate) -> i32) -> Vec<Hit> {
    let mut out = vec![];
    if prof.include.is_empty() {
        return out;
    }
    for (i, head) in lines.iter().enumerate() {
        let heads = cells(head);
        // A row of names, no figures.
        if heads.len() < 2 || data_row(head) || heads.iter().any(|h| h.is_empty() || cell_value(h).is_some()) {
            continue;
        }
        // A table of parts has a total beside them.
        let total = heads.iter().any(|h| {
            let l = h.to_lowercase();
            l.contains("total") || l.contains("consolidated")
        });
        let Some(k) = heads.iter().position(|h| part.named_by(&norm(h), prof)) else { continue };
        if !total {
            continue;
        }
        let mut scale = scale_of(head);
        let mut period: Option<(Column, &str)> = None;
        for line in lines.iter().skip(i + 1).take(40) {
            if scale.is_none() {
                scale = scale_of(line);
            }
            let c = cells(line);
            if data_row(line) {
                // Only rows with a figure under every part line up with the header.
                let Some((col, period_line)) = period.as_ref().filter(|_| c.len() == heads.len() + 1) else { continue };
                let label = norm(c[0]);
                if !(mentions(&label, prof.include) && !mentions(&label, prof.exclude)) || !column_is(col, form, p, end, fiscal_year_of) {
                    continue;
                }
                let Some((v, pct)) = cell_value(c[k + 1]) else { continue };
                if pct != prof.percent {
                    continue;
                }
                let (value, scale_words) = match (pct, scale) {
                    (true, _) => (v, None),
                    (false, Some((s, w))) => (v * s, Some(w)),
                    (false, None) => continue,
                };
                let ordinal = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"].get(k).copied().unwrap_or("next");
                let passage = format!(
                    "{head} / {period_line} / {line} ({}the {ordinal} figure is {}'s, for {p}, \"{}\")",
                    scale_words.map(|w| format!("dollars {w}; ")).unwrap_or_default(),
                    heads[k],
                    col.words
                );
                out.push(Hit { row_label: format!("{} {}", heads[k], c[0]), value, percent: pct, rank: 0, column: col.words.clone(), passage });
            } else if header_row(line) || label_line(line) {
                let col = column(line);
                if col.date.is_some() && col.months.is_some() && cells(line).len() == 1 {
                    period = Some((col, line));
                } else if cells(line).len() > 1 {
                    break; // another table's header
                }
            } else {
                break;
            }
        }
    }
    out
}

const SENTENCE_FIGURE: &str = r"\$\s?(?P<num>\d[\d,]*(?:\.\d+)?)\s*(?P<scale>billion|million)";

/// Sentences of an earnings release (for the quarter or year it reports) that state the part:
/// "Data Center revenue was $14.51 billion", "Record Data Center revenue of $14.51 billion",
/// and, under the part's own heading, "Third-quarter revenue was a record $14.51 billion".
pub fn sentences_in(section: &str, text: &str, qualifier: &str, metric: &Metric, p: FiscalPeriod) -> Vec<Hit> {
    let prof = profile(metric);
    if prof.percent || metric.name != "revenue" {
        return vec![];
    }
    let part = part_name(qualifier);
    let q = regex::escape(part.trim()).replace("\\ ", r"\s+");
    let subject = Regex::new(&format!(r"(?i)\b{q}\s+(?:segment\s+)?(?:revenue|revenues|net sales|sales)\s+(?:(?:for|in)\s+the\s+(?:quarter|fourth quarter|third quarter|second quarter|first quarter|year)\s+)?(?:was|were|of|totaled|reached|rose\s+\d+%\s+to|grew\s+\d+%\s+to)\s+(?:a\s+)?(?:record\s+)?{SENTENCE_FIGURE}")).unwrap();
    let ordinal = match p.span {
        Span::Q1 => "first",
        Span::Q2 => "second",
        Span::Q3 => "third",
        Span::Q4 => "fourth",
        _ => "full",
    };
    let headed = Regex::new(&format!(r"(?i)\b{ordinal}[-\s](?:quarter|year)\s+revenue\s+(?:was|of|rose\s+\d+%\s+to|grew\s+\d+%\s+to)\s+(?:a\s+)?(?:record\s+)?{SENTENCE_FIGURE}")).unwrap();
    // A section headed by the part's name, in full or as the question shortens it.
    let named = Part::of(qualifier);
    let section_names = |section: &str| named.named_by(&norm(section), &prof);
    let mut out = vec![];
    for s in text.split_inclusive(". ").flat_map(|s| s.split('\n')) {
        let l = s.to_lowercase();
        // The sentence is about the asked span, not a half, nine months, or the other of quarter and year.
        let other_span = l.contains("first half") || l.contains("six months") || l.contains("nine months") || l.contains("first nine");
        let says_year = l.contains("full-year") || l.contains("full year") || l.contains("fiscal year") || l.contains("annual");
        let says_quarter = l.contains("quarter");
        let ok_span = match p.span {
            Span::FY => says_year && !says_quarter,
            Span::Q4 => says_quarter && !l.contains("full-year revenue of") && !says_year,
            _ => !says_year,
        };
        if other_span || !ok_span {
            continue;
        }
        let (caps, rank) = match subject.captures(s) {
            Some(c) => (c, 6),
            None if section_names(section) => match headed.captures(s) {
                Some(c) => (c, 7),
                None => continue,
            },
            None => continue,
        };
        let Ok(v) = caps["num"].replace(',', "").parse::<Decimal>() else { continue };
        let scale = if &caps["scale"].to_lowercase() == "billion" { Decimal::from(1_000_000_000i64) } else { Decimal::from(1_000_000) };
        let passage = if rank == 7 { format!("{section}: {}", s.trim()) } else { s.trim().to_owned() };
        out.push(Hit { row_label: qualifier.trim().to_owned(), value: v * scale, percent: false, rank, column: "the release's sentence for the period it reports".into(), passage });
    }
    out
}

#[derive(sqlx::FromRow)]
struct DocRow {
    accession: String,
    form: String,
    doc_type: String,
    filed: NaiveDate,
    url: String,
    text: String,
}

#[derive(sqlx::FromRow)]
struct ChunkRow {
    accession: String,
    form: String,
    filed: NaiveDate,
    url: String,
    section: String,
    text: String,
}

/// Whether a qualifier names a balance that carries the metric's word rather than a part of
/// the metric: "deferred" or "unearned" revenue, a revenue "backlog", "remaining performance
/// obligations", revenue "receivables".
pub fn names_a_balance(qualifier: &str) -> bool {
    const BALANCES: &[&str] = &["deferred", "unearned", "backlog", "remaining", "receivable", "receivables", "unbilled", "contract"];
    let words: Vec<String> = qualifier.split_whitespace().map(|w| w.trim_matches(|c: char| !c.is_alphanumeric()).to_lowercase()).collect();
    !words.is_empty() && words.iter().all(|w| BALANCES.contains(&w.as_str()) || matches!(w.as_str(), "total" | "current" | "non-current" | "noncurrent" | "liabilities" | "performance" | "obligations"))
}

fn refusal(a: &Args<'_>, q: &str, p: Option<FiscalPeriod>) -> String {
    format!(
        "SayDo holds no {q} {} figure for {} in the filings it has read; the company total is not the answer.",
        a.metric.label,
        p.map(|p| p.to_string()).unwrap_or_else(|| "the period asked".into())
    )
}

/// The finder: the period's periodic reports (and later ones that carry it as a comparative),
/// then the release that reported it.
pub async fn run(pool: &PgPool, a: &Args<'_>) -> Result<Envelope<Segment>> {
    let mut env = Envelope::new(Tool::Search);
    env.period = a.period;
    let q = a.qualifier.unwrap_or_default().trim().to_owned();
    let Some(p) = a.period else {
        return Ok(env.refuse(refusal(a, &q, None)));
    };
    let (start, end) = a.calendar.nominal_dates(p);
    let cal = a.calendar;
    let fy_of = move |d: NaiveDate| cal.fiscal_year_of(d);
    env.notes.push(format!("segment finder: {q:?} {} for {p}, period ending about {end}", a.metric.name));
    let docs: Vec<DocRow> = sqlx::query_as(
        "SELECT accession, form, doc_type, filed, url, text FROM documents
          WHERE cik = $1 AND status = 'ok' AND text IS NOT NULL AND doc_type IN ('10-K', '10-Q', '10-K/A', '10-Q/A')
            AND COALESCE(report_date, filed) >= $2 - 20
          ORDER BY abs(COALESCE(report_date, filed) - $2) <= 20 DESC, filed",
    )
    .bind(a.cik as i64)
    .bind(end)
    .fetch_all(pool)
    .await?;
    let total = company_total(pool, a, p).await?;
    let mut best: Option<(Hit, &DocRow)> = None;
    let said = as_said(a.question, &q, a.metric);
    for d in &docs {
        let exact = said.as_deref().map(|s| rows_in(&d.text, &d.doc_type, s, a.metric, p, end, &fy_of).into_iter().filter(|h| h.rank == 0).collect::<Vec<_>>());
        let hits = match exact {
            Some(h) if !h.is_empty() => h,
            _ => rows_in(&d.text, &d.doc_type, &q, a.metric, p, end, &fy_of),
        };
        env.matched += hits.len();
        for h in hits.iter().filter(|h| is_total(h.value, total)) {
            env.notes.push(format!("segment finder: {} set aside, it equals the company total", h.row_label));
        }
        if let Some(h) = hits.into_iter().find(|h| !is_total(h.value, total)) {
            if best.as_ref().is_none_or(|(b, _)| h.rank < b.rank) {
                best = Some((h, d));
            }
            if best.as_ref().is_some_and(|(b, _)| b.rank == 0) {
                break;
            }
        }
    }
    if let Some((h, d)) = best {
        let passage = format!("{} — {} filed {}", h.passage, d.form, d.filed);
        let idx = env.push(passage, source(&d.accession, &d.form, d.filed, &d.url, "table", start, end));
        return share_of_total(pool, a, found(env, a, &q, p, h, idx)).await;
    }
    // The release that reported the period: filed in the weeks after it ended.
    let chunks: Vec<ChunkRow> = sqlx::query_as(
        "SELECT accession, form, filed, url, section, text FROM chunks
          WHERE cik = $1 AND form IN ('8-K', '8-K/A') AND filed > $2 AND filed <= $2 + 75 ORDER BY filed, start_char",
    )
    .bind(a.cik as i64)
    .bind(end)
    .fetch_all(pool)
    .await?;
    let mut best: Option<(Hit, &ChunkRow)> = None;
    for c in &chunks {
        if let Some(h) = sentences_in(&c.section, &c.text, &q, a.metric, p).into_iter().filter(|h| !is_total(h.value, total)).min_by_key(|h| h.rank) {
            env.matched += 1;
            if best.as_ref().is_none_or(|(b, _)| h.rank < b.rank) {
                best = Some((h, c));
            }
        }
    }
    if let Some((h, c)) = best {
        let passage = format!("{} ({}) — earnings release filed {}", h.passage, p, c.filed);
        let idx = env.push(passage, source(&c.accession, &c.form, c.filed, &c.url, &c.section, start, end));
        return share_of_total(pool, a, found(env, a, &q, p, h, idx)).await;
    }
    let why = refusal(a, &q, Some(p));
    Ok(env.refuse(why))
}

/// The company total of the metric for the period, from the XBRL facts (money metrics only):
/// a part that equals it is the total under another name, and is not given.
async fn company_total(pool: &PgPool, a: &Args<'_>, p: FiscalPeriod) -> Result<Option<Decimal>> {
    if !matches!(a.metric.kind, crate::vocabulary::Kind::Money) {
        return Ok(None);
    }
    for (_, concept) in a.metric.concepts {
        if let Some(v) = super::facts::actual(pool, a.cik, concept, "USD", p, super::facts::Vintage::Latest).await? {
            return Ok(Some(v.value));
        }
    }
    Ok(None)
}

fn is_total(value: Decimal, total: Option<Decimal>) -> bool {
    total.is_some_and(|t| (t - value).abs() < Decimal::from(1_000_000))
}

fn source(accession: &str, form: &str, filed: NaiveDate, url: &str, concept: &str, start: NaiveDate, end: NaiveDate) -> Source {
    Source {
        kind: SourceKind::Filing,
        accession: Some(accession.to_owned()),
        form: Some(form.to_owned()),
        filed: Some(filed),
        url: Some(url.to_owned()),
        concept: Some(concept.to_owned()),
        period: Some(PeriodDates { start: Some(start), end: Some(end) }),
        inputs: vec![],
        fact_ids: vec![],
    }
}

fn found(mut env: Envelope<Segment>, a: &Args<'_>, q: &str, p: FiscalPeriod, h: Hit, idx: usize) -> Envelope<Segment> {
    env.used = 1;
    env.basis = Some("unspecified".into());
    env.concept = Some(format!("filing text: {}", h.row_label));
    let unit = if h.percent { "percent" } else { "USD" };
    env.notes.push(format!("segment finder: {} = {} ({})", h.row_label, format::figure(h.value, unit), h.column));
    env.result = Some(Segment {
        qualifier: q.to_owned(),
        metric: a.metric.name,
        label: a.metric.label.to_owned(),
        row_label: h.row_label,
        period: p.to_string(),
        value: h.value,
        unit: unit.into(),
        column: h.column,
        passage: idx,
        share: None,
    });
    env
}

/// "What share of revenue did Services make up": the part's figure over the company total.
/// A percent read from the text, or a total SayDo does not hold, leaves the figure as it is.
async fn share_of_total(pool: &PgPool, a: &Args<'_>, mut env: Envelope<Segment>) -> Result<Envelope<Segment>> {
    let (Some(seg), Some(p)) = (env.result.clone(), env.period) else { return Ok(env) };
    if a.derivation != Some(Derivation::ShareOfRevenue) || seg.unit != "USD" {
        return Ok(env);
    }
    let Some(total) = metric_values::value(pool, a.cik, a.metric, p, Vintage::Latest, &mut env).await? else {
        env.notes.push(format!("segment finder: no company total {} for {p}, so no share of it", a.metric.label));
        return Ok(env);
    };
    // The part is read as dollars; a total in another currency (a 20-F's) is no base for it.
    if total.value <= Decimal::ZERO || total.unit != "USD" {
        env.notes.push(format!("segment finder: the company total is in {}, so no share of it", total.unit));
        return Ok(env);
    }
    let percent = (seg.value / total.value * Decimal::from(100)).round_dp(4);
    let text = format!(
        "{} as a share of total {} for {p} computed by SayDo: {} {} divided by total {} {} = {}.",
        seg.row_label,
        a.metric.label,
        seg.row_label,
        format::exact(seg.value, "USD"),
        a.metric.label,
        format::exact(total.value, "USD"),
        format::exact(percent, "percent")
    );
    let passage = env.push(text, Source::computed(format!("filing text: {} / {}", seg.row_label, total.concept), vec![seg.passage, total.passage]));
    env.derived = true;
    if let Some(r) = env.result.as_mut() {
        r.share = Some(PartShare { percent, passage });
    }
    Ok(env)
}

/// The fiscal year a date falls in, for tests without a calendar.
#[cfg(test)]
fn fy_same(d: NaiveDate) -> i32 {
    chrono::Datelike::year(&d)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::vocabulary::by_name;

    fn d(s: &str) -> NaiveDate {
        s.parse().unwrap()
    }

    /// "Deferred revenue" and "remaining performance obligations" are balances, not parts of
    /// revenue; a segment whose name shares a word with them is a part.
    #[test]
    fn balances_named_with_the_metric_are_no_parts() {
        for q in ["deferred", "Deferred", "unearned", "remaining performance obligations", "backlog", "total deferred"] {
            assert!(names_a_balance(q), "{q}");
        }
        for q in ["iPhone", "Data Center", "Contract Manufacturing", "Capital Markets", "Americas", ""] {
            assert!(!names_a_balance(q), "{q}");
        }
    }

    const AAPL_10K: &str = "Products and Services Performance
The following table shows net sales by category for 2024, 2023 and 2022 (dollars in millions):
2024 | Change | 2023 | Change | 2022
iPhone | $201,183 | —% | $200,583 | (2)% | $205,489
Mac | 29,984 | 2% | 29,357 | (27)% | 40,177
Services (1) | 96,169 | 13% | 85,200 | 9% | 78,129
Total net sales | $391,035 | 2% | $383,285 | (3)% | $394,328
(1)Services net sales include amortization.
Products and Services gross margin and gross margin percentage for 2024, 2023 and 2022 were as follows (dollars in millions):
2024 | 2023 | 2022
Gross margin:
Products | $109,633 | $108,803 | $114,728
Services | 71,050 | 60,345 | 56,054
Total gross margin | $180,683 | $169,148 | $170,782
Gross margin percentage:
Products | 37.2% | 36.5% | 36.3%
Services | 73.9% | 70.8% | 71.7%
Total gross margin percentage | 46.2% | 44.1% | 43.3%
The following table shows information by reportable segment for 2024, 2023 and 2022 (in millions):
2024 | 2023 | 2022
Americas:
Net sales | $167,045 | $162,560 | $169,658
Operating income | $67,656 | $60,508 | $62,683
Europe:
Net sales | $101,328 | $94,294 | $95,118
The following tables show net sales for 2024, 2023 and 2022 and long-lived assets as of September 28, 2024 and September 30, 2023 (in millions):
2024 | 2023 | 2022
Net sales:
U.S. | $142,196 | $138,573 | $147,859
Total net sales | $391,035 | $383,285 | $394,328
2024 | 2023
Long-lived assets:
U.S. | $35,664 | $33,276";

    const NVDA_10Q: &str = "The following table summarizes information pertaining to our revenue by each of the specialized markets we serve:
Three Months Ended | Nine Months Ended
October 29, | October 30, | October 29, | October 30,
2023 | 2022 | 2023 | 2022
(In millions)
Revenue:
Data Center | $14,514 | $3,833 | $29,121 | $11,389
Gaming | 2,856 | 1,574 | 7,582 | 7,236
Total revenue | $18,120 | $5,931 | $38,819 | $20,341
The following table presents summarized information for long-lived assets by country.
Jan 28, 2024 | Jan 29, 2023
Long-lived assets: | (In millions)
United States | $2,595 | $2,587";

    const TSLA_10K: &str = "Revenues
Year Ended December 31, | 2024 vs. 2023 Change | 2023 vs. 2022 Change
(Dollars in millions) | 2024 | 2023 | 2022 | $% | $%
Automotive sales | $72,480 | $78,509 | $67,210 | $(6,029) | (8)% | $11,299 | 17%
Automotive leasing | 1,827 | 2,120 | 2,476 | (293) | (14)% | (356) | (14)%
Total automotive revenues | 77,070 | 82,419 | 71,462 | (5,349) | (6)% | 10,957 | 15%
Services and other | 10,534 | 8,319 | 6,091 | 2,215 | 27% | 2,228 | 37%
Energy generation and storage segment revenue | 10,086 | 6,035 | 3,909 | 4,051 | 67% | 2,126 | 54%
Total revenues | $97,690 | $96,773 | $81,462 | $917 | 1% | $15,311 | 19%
Cost of Revenues and Gross Margin
Year Ended December 31, | 2024 vs. 2023 Change | 2023 vs. 2022 Change
(Dollars in millions) | 2024 | 2023 | 2022 | $% | $%
Cost of revenues
Services and other | 9,921 | 7,830 | 5,880 | 2,091 | 27% | 1,950 | 33%";

    fn find(text: &str, form: &str, q: &str, metric: &str, p: FiscalPeriod, end: &str) -> Option<(Decimal, String)> {
        rows_in(text, form, q, by_name(metric).unwrap(), p, d(end), &fy_same).into_iter().next().map(|h| (h.value.normalize(), h.passage))
    }

    fn fy(y: i32) -> FiscalPeriod {
        FiscalPeriod { year: y, span: Span::FY }
    }

    #[test]
    fn apple_rows_by_column() {
        let v = |q, m, y, e| find(AAPL_10K, "10-K", q, m, fy(y), e).map(|x| x.0.to_string());
        assert_eq!(v("iPhone", "revenue", 2024, "2024-09-28").as_deref(), Some("201183000000"));
        assert_eq!(v("iPhone", "revenue", 2023, "2023-09-30").as_deref(), Some("200583000000"));
        assert_eq!(v("iPhone", "revenue", 2022, "2022-09-24").as_deref(), Some("205489000000"));
        assert_eq!(v("Services", "revenue", 2024, "2024-09-28").as_deref(), Some("96169000000"));
        assert_eq!(v("Services", "gross_margin", 2024, "2024-09-28").as_deref(), Some("73.9"));
        assert_eq!(v("Americas", "revenue", 2024, "2024-09-28").as_deref(), Some("167045000000"));
        assert_eq!(v("Americas", "operating_income", 2024, "2024-09-28").as_deref(), Some("67656000000"));
        assert_eq!(v("U.S.", "revenue", 2024, "2024-09-28").as_deref(), Some("142196000000"));
        // Never a total, never another metric's table, never a part the filing does not name.
        assert_eq!(v("Vision Pro", "revenue", 2024, "2024-09-28"), None);
        assert_eq!(v("Total", "revenue", 2024, "2024-09-28"), None);
        assert_eq!(v("iPhone", "revenue", 2021, "2021-09-25"), None);
        let (_, passage) = find(AAPL_10K, "10-K", "iPhone", "revenue", fy(2024), "2024-09-28").unwrap();
        assert!(passage.contains("iPhone | $201,183") && passage.contains("in millions") && passage.contains("fiscal 2024"), "{passage}");
    }

    #[test]
    fn quarter_columns_and_other_tables() {
        let q3 = FiscalPeriod { year: 2024, span: Span::Q3 };
        let nv = crate::fiscal::FiscalCalendar::from_mmdd("0128").unwrap();
        let fy_of = |x: NaiveDate| nv.fiscal_year_of(x);
        let hit = rows_in(NVDA_10Q, "10-Q", "Data Center", by_name("revenue").unwrap(), q3, d("2023-10-28"), &fy_of);
        assert_eq!(hit[0].value.normalize().to_string(), "14514000000");
        assert!(hit[0].column.contains("Three Months Ended"), "{}", hit[0].column);
        // Long-lived assets by country are not revenue.
        assert!(rows_in(NVDA_10Q, "10-Q", "United States", by_name("revenue").unwrap(), fy(2024), d("2024-01-28"), &fy_of).is_empty());
    }

    /// Parts as columns under period sub-headings, as segment notes print them (my own table).
    #[test]
    fn parts_as_columns_under_period_rows() {
        let note = "The table below presents our reportable segments.
Devices | Cloud Services | All Other | Consolidated
(In millions)
Three Months Ended March 30, 2025
Revenue | $1,210 | $2,045 | $— | $3,255
Operating income (loss) | $310 | $905 | $(420) | $795
Three Months Ended March 31, 2024
Revenue | $1,100 | $1,640 | $— | $2,740
Operating income (loss) | $260 | $700 | $(380) | $580";
        let q1 = FiscalPeriod { year: 2025, span: Span::Q1 };
        let cal = crate::fiscal::FiscalCalendar::from_mmdd("1231").unwrap();
        let fy_of = |x: NaiveDate| cal.fiscal_year_of(x);
        let v = |q: &str, m: &str, p: FiscalPeriod, end: &str| rows_in(note, "10-Q", q, by_name(m).unwrap(), p, d(end), &fy_of).first().map(|h| h.value.normalize().to_string());
        assert_eq!(v("Cloud Services", "operating_income", q1, "2025-03-31").as_deref(), Some("905000000"));
        assert_eq!(v("All Other", "operating_income", q1, "2025-03-31").as_deref(), Some("-420000000"));
        assert_eq!(v("Devices", "revenue", FiscalPeriod { year: 2024, span: Span::Q1 }, "2024-03-31").as_deref(), Some("1100000000"));
        // No column for the part, no six-month sub-heading: nothing.
        assert_eq!(v("Payments", "revenue", q1, "2025-03-31"), None);
        assert_eq!(v("Devices", "revenue", FiscalPeriod { year: 2025, span: Span::H1 }, "2025-06-30"), None);
    }

    #[test]
    fn tesla_parts() {
        let v = |q, y, e| find(TSLA_10K, "10-K", q, "revenue", fy(y), e).map(|x| x.0.to_string());
        assert_eq!(v("automotive", 2024, "2024-12-31").as_deref(), Some("77070000000"));
        assert_eq!(v("automotive sales", 2024, "2024-12-31").as_deref(), Some("72480000000"));
        assert_eq!(v("automotive leasing", 2022, "2022-12-31").as_deref(), Some("2476000000"));
        assert_eq!(v("services and other", 2024, "2024-12-31").as_deref(), Some("10534000000"));
        assert_eq!(v("energy generation and storage", 2023, "2023-12-31").as_deref(), Some("6035000000"));
        assert_eq!(v("energy storage", 2023, "2023-12-31").as_deref(), Some("6035000000"));
        assert_eq!(v("regulatory credits", 2024, "2024-12-31"), None, "not in this excerpt");
        // A row of periods only, under a table that adds change columns, fills the leading
        // columns; a row one period short of a table of periods says nothing of which.
        let cols = columns(&["(Dollars in millions) | 2024 | 2023 | 2022 | $% | $%"], 3);
        assert_eq!(cols.iter().map(|c| c.trim()).collect::<Vec<_>>(), ["2024", "2023", "2022"]);
        assert!(columns(&["2024 | 2023 | 2022"], 2).iter().all(|c| c.trim().is_empty()));
        // A row that leaves the change columns of each period group blank fills the periods.
        let heads = ["Three Months Ended June 30, | Change | Six Months Ended June 30, | Change", "(Dollars in millions) | 2025 | 2024 | $% | 2025 | 2024 | $%"];
        let short = columns(&heads, 4);
        assert_eq!(short.iter().map(|c| c.trim()).collect::<Vec<_>>(), ["Three Months Ended June 30, 2025", "Three Months Ended June 30, 2024", "Six Months Ended June 30, 2025", "Six Months Ended June 30, 2024"]);
        let full = columns(&heads, 8);
        assert_eq!(full[4].trim(), "Six Months Ended June 30, 2025");
        assert!(column(&full[2]).change && column(&full[3]).change);
        // One word in the singular names the row in the plural.
        assert_eq!(v("service and other", 2024, "2024-12-31").as_deref(), Some("10534000000"));
        assert_eq!(singular("regulatory credits"), "regulatory credit");
        assert_eq!(singular("services and other"), "service and other");
        // The metric's word the question wrote after the part.
        let revenue = crate::vocabulary::metric("revenue").unwrap();
        assert_eq!(as_said("How much did Tesla bring in from automotive sales alone?", "automotive", revenue).as_deref(), Some("automotive sales"));
        assert_eq!(as_said("Tesla automotive revenue 2022", "Automotive", revenue).as_deref(), Some("automotive revenue"));
        assert_eq!(as_said("Tesla's revenue from automotive in 2022", "automotive", revenue), None);
    }

    #[test]
    fn release_sentences() {
        let m = by_name("revenue").unwrap();
        let q3 = FiscalPeriod { year: 2024, span: Span::Q3 };
        let h = sentences_in("Highlights", "Record Data Center revenue of $14.51 billion, up 41% from Q2, up 279% from year ago", "Data Center", m, q3);
        assert_eq!(h[0].value.normalize().to_string(), "14510000000");
        let q4 = FiscalPeriod { year: 2024, span: Span::Q4 };
        let t = "Fourth-quarter revenue was a record $18.4 billion, up 27% from the previous quarter and up 409% from a year ago. Full-year revenue rose 217% to a record $47.5 billion.";
        let h = sentences_in("Data Center", t, "Data Center", m, q4);
        assert_eq!(h[0].value.normalize().to_string(), "18400000000");
        let h = sentences_in("Data Center", t, "Data Center", m, fy(2024));
        assert_eq!(h[0].value.normalize().to_string(), "47500000000");
        assert!(sentences_in("Gaming", t, "Data Center", m, q4).is_empty());
    }
}
