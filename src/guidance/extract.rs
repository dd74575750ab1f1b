//! Guidance records from a release's clean text. Two forms carry an outlook:
//! - table rows (`BlockKind::Row`, from HTML `<table>`s or layout text): the row names the
//!   metric and often the basis, each value cell is one record, and its column heading gives
//!   the period (and sometimes the basis);
//! - sentences and list items: a forward word ("expects", "guidance", "outlook", or a list
//!   introduced by one), metric words from the vocabulary, and figures bound to them.
//!
//! What is not guidance is never emitted: results for a period already ended (every record's
//! period must end after the release), prior outlooks quoted for comparison, effects inside an
//! outlook ("a 2% headwind"), boilerplate. When a figure cannot be tied to one metric, one
//! basis and one period, nothing is emitted.

use std::sync::LazyLock;

use chrono::{Duration, NaiveDate};
use regex::Regex;
use rust_decimal::Decimal;
use serde::Serialize;

use crate::html::{is_value_cell, BlockKind, CleanDoc};
use crate::fiscal::{FiscalCalendar, FiscalPeriod, Span};
use crate::numbers::{amounts, Amount, Unit};
use crate::period::{self, PeriodRef};
use crate::vocabulary::{self, Kind, Metric};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Basis {
    Gaap,
    NonGaap,
    Unspecified,
}

impl Basis {
    pub fn as_str(self) -> &'static str {
        match self {
            Basis::Gaap => "gaap",
            Basis::NonGaap => "non_gaap",
            Basis::Unspecified => "unspecified",
        }
    }
    pub fn parse(s: &str) -> Option<Basis> {
        Some(match s {
            "gaap" => Basis::Gaap,
            "non_gaap" => Basis::NonGaap,
            "unspecified" => Basis::Unspecified,
            _ => return None,
        })
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Tier {
    Exact,
    Broad,
}

/// One guided item, before it is stored.
#[derive(Debug, Clone, Serialize)]
pub struct Guidance {
    pub metric: &'static str,
    pub label: String,
    pub basis: Basis,
    pub period: FiscalPeriod,
    pub period_start: NaiveDate,
    pub period_end: NaiveDate,
    pub low: Option<Decimal>,
    pub high: Option<Decimal>,
    pub point: Option<Decimal>,
    pub unit: &'static str,
    pub plus_minus: Option<String>,
    pub sentence: String,
    /// Character offsets of the sentence in the clean text.
    pub start_char: usize,
    pub end_char: usize,
    pub tier: Tier,
}

/// Labels that name a part of revenue, not the total ("Digital Media segment revenue").
fn is_part(label: &str) -> bool {
    let l = label.to_lowercase();
    [
        "segment", "subscription", "subscriptions", "arr", "data center", "gaming", "services", "product", "products", "digital", "automotive",
        "professional", "online", "domestic", "international", "license", "licensing", "royalty", "royalties", "hardware", "advertising", "recurring",
    ]
        .iter()
        .any(|w| l.split(|c: char| !c.is_alphanumeric()).any(|t| t == *w) || w.contains(' ') && l.contains(w))
        && !l.starts_with("total")
}

/// Words of a reconciliation's or outlook's rows that are effects on a metric, not the metric:
/// "FX Impact", "Income tax effects", "Acquisition-related adjustments".
const EFFECT_ROW_WORDS: &[&str] = &["impact", "impacts", "effect", "effects", "adjustment", "adjustments", "headwind", "headwinds", "benefit", "benefits", "amortization"];

/// Words a table row may put before its metric that keep it the company's figure: bases,
/// scopes, time, estimate and per-share words ("Enterprise organic net sales growth", "Total
/// company revenue", "Forecasted reported diluted EPS", "FY26 comparable EPS").
const WHOLE_COMPANY_WORDS: &[&str] = &[
    "total", "consolidated", "enterprise", "company", "companywide", "overall", "net", "gross", "diluted", "basic", "gaap", "non",
    "adjusted", "comparable", "core", "organic", "reported", "operational", "underlying", "constant", "currency", "cc", "fx",
    "neutral", "as", "on", "an", "a", "the", "of", "and", "for", "in", "full", "year", "fiscal", "fy", "quarter", "quarterly",
    "annual", "first", "second", "third", "fourth", "half", "expected", "estimated", "forecasted", "forecast", "projected",
    "guided", "guidance", "outlook", "targeted", "target", "approximately", "approx", "estimate", "range", "implied", "updated",
    "new", "prior", "current", "previous", "revised", "raised", "cash", "free", "operating", "effective", "income", "earnings",
    "per", "share", "weighted", "average", "excluding", "ex", "items", "special", "including", "pro", "forma", "normalized",
    "attributable", "to", "from", "continuing", "operations", "same", "store", "comp", "comps", "like", "for", "cost", "costs",
    "capital", "total", "sales", "revenue", "revenues", "growth", "change", "increase", "decrease", "decline", "rate", "tax",
    "interest", "other", "expense", "expenses", "net", "ebitda", "ebit", "margin", "profit", "loss", "gain", "unit", "units",
    "volume", "volumes", "low", "high", "end", "midpoint", "mid", "point", "at", "approximate", "estimates", "e", "est",
];

/// Whether a row's label names a part of the business before its metric ("Beer net sales
/// growth", "Wine and spirits organic net sales growth", "North America operating margin"): a
/// word before the metric, capitalised as names are, that is no basis, scope, period or
/// estimate word. Years, quarters ("FY26", "Q3") and footnote markers are none; a lower-case
/// word describes the metric ("Adjusted home sales gross margin" is the company's).
fn names_a_part(label: &str) -> bool {
    let Some((start, _, _)) = metrics_in(label).into_iter().next() else { return false };
    label[..start].split(|c: char| c.is_whitespace() || c == '-' || c == '/' || c == ',').any(|w| {
        let w = w.trim_matches(|c: char| !c.is_alphanumeric());
        if !w.starts_with(|c: char| c.is_uppercase()) {
            return false;
        }
        let w = w.to_lowercase();
        let alpha = w.chars().filter(|c| c.is_alphabetic()).count();
        alpha >= 2 && !WHOLE_COMPANY_WORDS.contains(&w.as_str()) && crate::period::find(&w).is_empty() && !w.chars().next().is_some_and(|c| c.is_ascii_digit())
    })
}

/// The metrics named in a release's text. "Other expense, net" is the total non-operating
/// line written as a cost (its figures, printed unsigned, are negative other income); but
/// "operating and other expenses", "interest and other expense" join the cost to others: no
/// total of non-operating items, so nothing is read from them.
fn metrics_in(text: &str) -> Vec<(usize, usize, &'static Metric)> {
    let lower = text.to_ascii_lowercase();
    let mut found: Vec<(usize, usize, &'static Metric)> = vocabulary::all_in(text)
        .into_iter()
        .filter(|(s, _, m)| {
            let compound = || {
                let before = lower[..*s].trim_end();
                before.ends_with(" and") || before.ends_with('&') || before.ends_with(',') || before == "and"
            };
            !(m.name == "other_income" && lower[*s..].starts_with("other expense") && compound())
        })
        .collect();
    // "expects a net loss of $92 million to $100 million": a loss guided is the metric's
    // figure below zero (the sign is set where the figures are read).
    for c in LOSS_NAMED.captures_iter(text) {
        let (Some(whole), Some(kind)) = (c.get(0), c.get(1)) else { continue };
        let name = if kind.as_str().eq_ignore_ascii_case("net") { "net_income" } else { "operating_income" };
        if let Some(m) = vocabulary::metric(name).filter(|_| !found.iter().any(|f| f.0 < whole.end() && whole.start() < f.1)) {
            found.push((whole.start(), whole.end(), m));
        }
    }
    found.sort_by_key(|f| f.0);
    found
}

/// "Net income attributable to noncontrolling interests": the share of minority owners, a
/// line of a reconciliation, not the company's figure.
static MINORITY_OWNERS: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"(?i)\b(?:non-?\s?controlling|minority)\s+(?:interests?|shareholders|owners|partners)\b").unwrap());
/// "net loss", "operating loss" (not "net loss per share", which the vocabulary reads as EPS).
static LOSS_NAMED: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"(?i)\b(net|operating)\s+loss(?:es)?\b").unwrap());
/// "a Total Adjusted EBITDA loss of $62 million to $68 million": the loss named after the metric.
static LOSS_AFTER: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"(?i)^\s*(?:\(\d{1,2}\)\s*)?loss(?:es)?\b").unwrap());

/// A margin written as a share of revenue ("Operating income as a percentage of total
/// revenue", "adjusted gross profit as a percent of net sales"): read as the margin it is.
static MARGIN_AS_SHARE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(operating|gross)\s+(?:income|profit|earnings)(?:\s?\(\d{1,2}\))?\s+(?:as\s+an?\s+)?(?:percent(?:age)?|%)\s+of\s+(?:total\s+|net\s+)?(?:revenues?|sales)\b").unwrap()
});
/// What is left of a share of revenue once margins are read: "% of Net Sales" under gross
/// profit, "SG&A as a percentage of sales". A percentage there is a ratio to revenue, never
/// revenue's growth.
static SHARE_OF_REVENUE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)(?:\bas\s+an?\s+)?(?:\bpercent(?:age)?|%)\s+of\s+(?:total\s+|net\s+)?(?:revenues?|sales)\b").unwrap()
});
/// After a percentage, "of total sales": the figure is a share of revenue ("capital
/// expenditures of about 3% of sales").
static OF_REVENUE_AFTER: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"(?i)^\s*of\s+(?:(?:the\s+company's|our|its|total|net|annual)\s+)*(?:revenues?|sales)\b").unwrap());

/// Rewrites a margin written as a share of revenue with its name.
fn margins_named(text: &str) -> std::borrow::Cow<'_, str> {
    if text.contains('%') || text.to_ascii_lowercase().contains("percent") {
        MARGIN_AS_SHARE.replace_all(text, "$1 margin")
    } else {
        std::borrow::Cow::Borrowed(text)
    }
}

static FORWARD: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(expect(?:s|ed|ing|ations?)?|anticipat(?:e|es|ed|ing)|target(?:s|ing)?|guid(?:e|es|ing|ance)|outlook|forecast(?:s|ed|ing)?|project(?:s|ed|ing)?|estimat(?:e|es|ed)|sees|we\s+(?:now\s+)?see|plan(?:s)?\s+to|will\s+be|implies|imply|to\s+be\s+in\s+the\s+range|to\s+be\s+between|(?:widen|lower|rais|narrow|tighten)(?:ed|s|ing)?\s+(?:\w+\s+){0,3}?(?:the\s+|its\s+|our\s+)?(?:range|guidance|outlook))\b").unwrap()
});
static PAST: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"(?i)\b(was|were|rose|fell|grew|increased|decreased|declined|reported|achieved|delivered|totaled|totalled|came\s+in)\b").unwrap());
/// After "reported": words that make it the basis of a growth rate ("reported growth of 5%",
/// "on a reported basis", "reported revenue growth"), not the past tense of a result.
static REPORTED_AS_BASIS: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"(?i)^\s+(?:(?:net\s+)?(?:revenues?|sales)\s+)?(?:growth|basis|gaap)\b").unwrap());

/// Whether words between a metric and a figure tell of the past ("revenue … was $5 million").
fn told_as_past(text: &str) -> bool {
    PAST.find_iter(text).any(|m| !(m.as_str().eq_ignore_ascii_case("reported") && REPORTED_AS_BASIS.is_match(&text[m.end()..])))
}
/// "full year", "full-year", "fiscal year" with no year after it.
static BARE_FULL_YEAR: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"(?i)\b(?:full|fiscal)[\s-]year\b(?:\s+(?:19|20)\d{2}\b)?").unwrap());
static PLUS_MINUS: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)(?:plus\s+or\s+minus|\+/-|\+/−|±)\s*(\$?\d+(?:\.\d+)?\s*(?:%|percent|basis\s+points?|bps|bp|billion|million|thousand)?)").unwrap()
});
static RANGE_JOIN: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"(?i)^\s*(?:to|and|-|–|—|through)\s*\+?\s*$").unwrap());
/// "$10.5-11.5 billion", "$0.79 - $0.80": a dash between figures joins a range (the amount
/// reader would take "-11.5" for a negative number).
static DASH_RANGE: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"(\d%?|\d\)%?|\d\s?(?:billion|million|thousand|bn|mm|[BMK])\b)\s*[-–—]\s*(\(?\$?\(?\d)").unwrap());
/// A footnote marker glued to a word ("rate2", "EPS2"): not part of the word. Words without a
/// lower-case letter ("Q2", "FY24", "H100") keep their digits.
/// "adjusted earnings(1) of 40 cents to 44 cents per diluted share": earnings stated per share
/// are earnings per share.
static EARNINGS_PER_SHARE: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"(?i)\bearnings\b((?:\s?\(\d{1,2}\))?(?:\s+[^\s;]+){0,16}?\s+per\s+(?:diluted\s+|basic\s+)?share)").unwrap());
static FLAT_CELL: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"(?i)^\s*(?:approx(?:imately|\.)?\s+|about\s+|roughly\s+|~\s*)?flat\s*$").unwrap());
/// A sentence that opens on its period: "For the third quarter of 2025, …", "In fiscal 2026, …".
static OPENS_ON_PERIOD: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"(?i)^\s*(?:(?:our|the|its)\s+(?:outlook|guidance|expectations?)\s+(?:for|in)|for|in|during|looking\s+(?:ahead\s+)?to)\s+(?:the\s+)?(?:full[\s-]+)?(?:fiscal\s+|calendar\s+)?(?:year\b|first|second|third|fourth|q[1-4]|fy|20\d\d)").unwrap());
/// A bracketed aside right after a figure ("$8.35 (GAAP)"): it belongs to that figure.
static LEADING_ASIDE: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"^\s*\([^()]{1,40}\)").unwrap());
/// A segment named before a metric in a sentence ("Dental segment internal sales growth").
static SEGMENT_BEFORE: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"(?i)\b(?:segments?|divisions?|business\s+units?)\s+(?:\S+\s+){0,3}$|\b(?:segments?|divisions?)\b\W*$").unwrap());
/// A footnote marker right after a metric's name in a sentence: "free cash flow(1)", "EBITDA*".
static MARKER_AFTER: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"^\s?(?:\((\d{1,2}|[a-zA-Z])\)|([*†‡]))").unwrap());
static GLUED_FOOTNOTE: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"\b([A-Za-z]*[a-z][A-Za-z]*|EPS)\d{1,2}\b").unwrap());
static CENTS: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"(?i)\b(\d{1,3}(?:\.\d+)?)\s+cents\b").unwrap());
/// Cents written as a letter or a sign in short-form outlooks: "12c to 22c per diluted share",
/// "(4c)", "9¢". Only before a per-share word or inside a range of such figures.
static CENTS_SIGN: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"\b(\d{1,3}(?:\.\d+)?)(?:c|¢)(\)?)(\s+(?:to|and|-|–)\s+\(?\d{1,3}(?:\.\d+)?(?:c|¢)\)?)?(\s+(?:per|a)\s+(?:diluted\s+|basic\s+)?share)").unwrap());
static CENT_FIGURE: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"(\d{1,3}(?:\.\d+)?)(?:c|¢)(\)?)").unwrap());
static POSITIVE_WORD: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"(?i)\bpositive\s+(\$?\d)").unwrap());
static NEGATIVE_WORD: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"(?i)\b(?:negative|minus)\s+(\d)").unwrap());
/// "minus $6 million", "negative $12 million", "-$6 million": an amount below zero, written as
/// filings write one, "$(6) million".
static NEGATIVE_DOLLARS: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"(?i)(?:\b(?:negative|minus)\s+|(?P<lead>^|\s)[-−]\s?)\$\s?(?P<n>\d[\d,]*(?:\.\d+)?)").unwrap());
/// A growth range with "flat" at one end: "down 2% to flat", "flat to down 1%", "(from) flat to
/// up 3%", "flat to 2%". Rewritten with figures ("down 0% to 2%", "up 0% to 3%") so the amount
/// reader sees a range and the growth word that signs it.
static DOWN_TO_FLAT: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(?:down|(?:a\s+)?(?:decline|decrease)\s+of|lower\s+by)\s+(?:approximately\s+|about\s+)?(\d+(?:\.\d+)?)\s*(%|percent)\s*(?:to|-|–)\s*flat\b").unwrap()
});
static FLAT_TO_DOWN: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\bflat\s+to\s+(?:down|(?:a\s+)?(?:decline|decrease)\s+of|lower\s+by)\s+(?:approximately\s+|about\s+)?(\d+(?:\.\d+)?)\s*(%|percent)").unwrap()
});
static FLAT_TO_UP: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\bflat\s*(?:\s+to\s+|[-–—])\s*(?:up\s+|(?:an?\s+)?(?:increase|growth|rise)\s+of\s+|higher\s+by\s+)?(?:approximately\s+|about\s+)?(\d+(?:\.\d+)?)\s*(%|percent)").unwrap()
});
/// "down 1% to up 2%", "a decline of 1% to an increase of 2%": a range across zero.
static DOWN_TO_UP: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(?:down|(?:a\s+)?(?:decline|decrease)\s+of)\s+(\d+(?:\.\d+)?)\s*(%|percent)\s*(?:to|and)\s*(?:up|(?:an?\s+)?(?:increase|growth|rise)\s+of)\s+(\d+(?:\.\d+)?)\s*(%|percent)").unwrap()
});
/// "a 1% decline to a 1% increase", "a 2% decrease and a 3% rise": a range across zero with
/// each direction written after its figure.
static FALL_TO_RISE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(?:an?\s+)?(\d+(?:\.\d+)?)\s*(%|percent)\s+(?:decline|decrease|reduction|drop)\s+(?:to|and)\s+(?:an?\s+)?(\d+(?:\.\d+)?)\s*(%|percent)\s+(?:increase|rise|growth|gain)\b").unwrap()
});
/// "a decline of 6.5% to a decline of 4.5%", "down 3% to down 1%": the direction written at
/// both ends of one range. Rewritten with it once ("a decline of 6.5% to 4.5%"), so the range
/// is read whole and signed by the word before it.
static DOWN_TO_DOWN: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(?:(?:a\s+)?(?:decline|decrease|reduction|drop)\s+(?:of|by)|down)\s+(?:approximately\s+|about\s+)?(\d+(?:\.\d+)?)\s*(%|percent)\s*(?:to|and|-|–)\s*(?:(?:a\s+)?(?:decline|decrease|reduction|drop)\s+(?:of|by)|down)\s+(\d+(?:\.\d+)?)\s*(%|percent)").unwrap()
});
static UP_TO_UP: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(?:(?:an?\s+)?(?:increase|rise|growth)\s+(?:of|by)|up)\s+(?:approximately\s+|about\s+)?(\d+(?:\.\d+)?)\s*(%|percent)\s*(?:to|and|-|–)\s*(?:(?:an?\s+)?(?:increase|rise|growth)\s+(?:of|by)|up)\s+(\d+(?:\.\d+)?)\s*(%|percent)").unwrap()
});
/// Where a quoted earlier outlook or a comparison begins.
static PRIOR: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(?:which\s+)?(?:compar(?:es|ed|ing)\s+(?:to|with)|versus|vs\.?|up\s+from|down\s+from|from\s+(?:its\s+|the\s+|our\s+)?(?:prior|previous|original|earlier)|(?:its\s+|the\s+|our\s+)?prior\s+(?:outlook|guidance|range|expectations?)|previous(?:ly)?|a\s+year\s+ago|last\s+year|prior\s+year|over\s+(?:the\s+|its\s+|our\s+)?(?:(?:fiscal(?:\s+year)?|fy)\s*)?['’]?(?:19|20)\d{2}\b|(?:were|was|came\s+in|landed|finished|ended)\b(?:[^.;]|\.\d){0,80}?\b(?:in\s+line\s+with|consistent\s+with|at\s+the\s+(?:high|low|upper|lower|top|bottom)\s+end\s+of|(?:above|below|within|ahead\s+of)\s+(?:the\s+|its\s+|our\s+|their\s+)?(?:(?:high|low|upper|lower|top)\s+end\s+of\s+(?:the\s+|its\s+|our\s+)?)?(?:prior\s+|previous\s+|original\s+)?(?:guidance|outlook|guided\s+range|range|forecast)))\b").unwrap()
});
/// Between the figures of one quoted earlier outlook: "$5.70 to $6.50", "$1,802 - $1,822 million, or 13-14%".
static PRIOR_JOIN: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"(?i)^\s*(?:to|-|–|—|and|or|,\s*or|through)\s*\+?\s*$").unwrap());
/// "… to 28.5% from 28.0%": "from" right after a figure (the figure's unit or scale word may
/// end it).
static FIGURE_FROM: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"(?i)(?:\d%?|\d\)%?|\b(?:billion|million|thousand|percent|cents))\s+(from)\s").unwrap());
/// Nothing between "from" and its figure but an approximation word.
static APPROXIMATELY: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"(?i)^\s*(?:(?:about|approximately|roughly|around|~)\s*)?$").unwrap());
static PAREN: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"\([^()]*(?:\([^()]*\)[^()]*)*\)").unwrap());
static PAREN_PRIOR: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"(?i)\b(previous(?:ly)?|prior|compared|versus|vs\.?|from|last\s+year|a\s+year\s+ago)\b").unwrap());
/// A figure that is an effect inside an outlook, a bound rather than a value, or a change.
static EFFECT_BEFORE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(?:(?:better|worse|more|less|greater|higher|lower|fewer)\s+than|above|below|at\s+least|at\s+most|up\s+to|(?:a\s+)?(?:minimum|maximum)\s+of|not\s+to\s+exceed|as\s+(?:much|little)\s+as|in\s+excess\s+of|exceed(?:s|ing)?|add(?:s|ing)?|contribut(?:e|es|ing)|benefit\s+of|impact\s+of|headwind\s+of|tailwind\s+of|removal\s+of|exclusion\s+of|absence\s+of|includes?|including|by)(?:\s+(?:an?|the|estimated|expected|approximate|approximately|about|roughly|net|amount\s+of|total\s+of))*\s*~?\s*$").unwrap()
});
static EFFECT_AFTER: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)^\s*(?:of\s+)?(?:\w+[\s-]+){0,3}?(?:headwinds?|tailwinds?|benefits?|impacts?|effects?|drag|contribution|dilution|accretion)\b").unwrap()
});
/// One side of a range: "$235 million or more", "15% or less". A floor or a ceiling is no
/// value to hold a result against, and reading it as a point would state a figure never guided.
static ONE_SIDED_AFTER: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"(?i)^\s*(?:or|and)\s+(more|greater|higher|better|above|over|less|lower|below|fewer|under)\b").unwrap());
/// The words before a figure that make it one side of a range: a floor ("at least", "no less
/// than", "in excess of", "expected to exceed") or a ceiling ("up to", "no more than", "not to
/// exceed"). Of overlapping forms the one starting first wins, so "no more than" is a ceiling
/// and "not to exceed" is not "to exceed".
static SIDE_BEFORE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(?:(?P<floor>at\s+least|no\s+(?:less|fewer|lower)\s+than|not\s+(?:less|fewer|lower)\s+than|(?:a\s+)?minimum\s+of|(?:more|greater)\s+than|in\s+excess\s+of|(?:to|will|would|should)\s+exceed)|(?P<ceiling>at\s+most|no\s+(?:more|greater|higher)\s+than|not\s+(?:more|greater|higher)\s+than|up\s+to|(?:a\s+)?maximum\s+of|not\s+to\s+exceed|(?:less|fewer)\s+than))(?:\s+(?:an?|the|approximately|about|roughly))*\s*~?\s*$").unwrap()
});

/// Which side of a range a lone figure states, from the words right before or after it
/// ("at least $400 million", "24% or less"); `None` for a level.
fn side_of(before: &str, after: &str) -> Option<Side> {
    if let Some(c) = SIDE_BEFORE.captures(before) {
        return Some(if c.name("floor").is_some() { Side::Floor } else { Side::Ceiling });
    }
    let c = ONE_SIDED_AFTER.captures(after)?;
    Some(if matches!(c[1].to_lowercase().as_str(), "more" | "greater" | "higher" | "better" | "above" | "over") { Side::Floor } else { Side::Ceiling })
}

/// One side of a range: a floor the result should reach or a ceiling it should stay under.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Side {
    Floor,
    Ceiling,
}

/// A lone figure said as one side of a range becomes that bound alone: no point is stated,
/// and reading one would state a figure never guided.
fn one_sided(v: Value, side: Side) -> Value {
    match (v.point, v.low, v.high, &v.plus_minus) {
        (Some(p), None, None, None) => match side {
            Side::Floor => Value { low: Some(p), point: None, ..v },
            Side::Ceiling => Value { high: Some(p), point: None, ..v },
        },
        _ => v,
    }
}

/// "… excludes A, B and C, which are expected to total …": what follows is of the items left out.
static EXCLUDED_WHICH: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"(?i)\bexclud(?:es|ing|e)\b[^;]*?,?\s*which\b").unwrap());

/// "from the $648.9 million", "from last year's $2.10": a figure named as what a change starts
/// from.
static FROM_THE_BASE: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"(?i)\bfrom\s+(?:the|its|our|their|last\s+year's|the\s+prior[\s-]+year(?:'s)?)\s+(?:(?:approximately|about|roughly|reported|prior[\s-]+year)\s+)*~?\s*$").unwrap());

/// A column of an outlook given earlier: "Outlook issued May 21, 2025", "Guidance provided on
/// February 12, 2025", "As of May 2025". Read with the day (or month) it names.
static GIVEN_ON: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!(
        r"(?i)\b(?:issued|given|provided|published|announced|released|dated|as\s+of)\s+(?:on\s+|in\s+)?(?P<day>{}|{}\.?\s+(?:19|20)\d{{2}})",
        period::day_written(),
        period::MONTH
    ))
    .unwrap()
});

/// Whether a column heading says its outlook was given before the release.
fn given_before(column: &str, filed: NaiveDate) -> bool {
    let Some(c) = GIVEN_ON.captures(column) else { return false };
    let day = &c["day"];
    period::parse_date(day).or_else(|| period::parse_date(&format!("1 {day}")).map(|d| d + Duration::days(27))).is_some_and(|d| d < filed)
}

/// A cell that states one side of a range ("$235 million or more", "At least 20%", "Up to $50M").
static ONE_SIDED_CELL: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(?:or\s+(?:more|greater|higher|better|above|less|lower|below)|and\s+(?:above|below)|at\s+(?:least|most)|up\s+to|(?:more|less|greater|fewer)\s+than|in\s+excess\s+of|minimum|maximum|not\s+to\s+exceed)\b").unwrap()
});
static EXCEPT_PER_SHARE: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"(?i)\bexcept\s+(?:for\s+)?per[\s-]share(?:\s+(?:data|amounts?|figures|items|information))?").unwrap());
/// "… add approximately $110 million to 2025 net sales and about $0.05 to adjusted EPS": a
/// figure added to a metric (not a range, whose "to" is followed by a figure) is an effect.
static ADDED_TO: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"(?i)^\s+to\s+(?:(?:the|its|our|their)\s+)?(?:(?:fiscal\s+|fy\s*)?(?:19|20)\d{2}\s+)?[a-z]").unwrap());
static METHOD: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\bassum(?:es|ing|ed)\b|\b(?:calculated|computed|derived)\s+(?:using|based|at|with|on)\b|\bstatutory\b").unwrap()
});
static GROWTH_WORD: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(up|down|grow(?:th|s)?|increase[sd]?|decrease[sd]?|decline[sd]?|rise|reduction|change|y/y|yoy|year[\s-]+over[\s-]+year|(?:versus|vs\.?|compared\s+(?:to|with)|over|from)\s+(?:(?:fiscal\s+|fy\s*)?(?:19|20)\d\d|(?:the\s+)?(?:prior|previous|last)\s+(?:fiscal\s+)?year))\b").unwrap()
});
/// A fall written with its noun after the figures: "a 3% to 9% decrease", "approximate 1.5%
/// to 3.0% decrease", "a 4% decline". Rewritten as "a decline of …", which reads as negative.
static FIGURES_THEN_FALL: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(\d+(?:\.\d+)?)\s*(%|percent)\s*(?:(?:to|-|–)\s*(\d+(?:\.\d+)?)\s*(%|percent)\s*)?(?:decrease|decline|reduction|drop)\b").unwrap()
});
/// A change written as a comparison: "3% to 9% lower than the prior-year quarter", "2% to 4%
/// above fiscal 2025". Rewritten as the decline or growth it states.
static PERCENT_COMPARED: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(\d+(?:\.\d+)?)\s*(%|percent)\s*(?:(?:to|-|–)\s*(\d+(?:\.\d+)?)\s*(%|percent)\s*)?(?:(?P<down>lower|less|below|under)|(?P<up>higher|more|greater|above|over))\s+(?:than\s+)?(?P<what>the\b|its\b|our\b|last\b|prior\b|a\s+year|fiscal\b|fy\b|\$|(?:19|20)\d{2}\b)").unwrap()
});
static DECLINE_WORD: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"(?i)\b(down|decline[sd]?|decrease[sd]?|reduction|lower\s+by|fall|drop)\b").unwrap());
/// Between a figure and the metric it measures when the figure comes first ("8 percent
/// organic revenue growth", "a 6 percent increase in organic revenue").
static BEFORE_METRIC_GAP: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)^\s*(?:(?:increase|growth|decline|decrease|rise|reduction|improvement)\s+)?(?:(?:in|of|for)\s+)?(?:(?:the|our|its|total|non-gaap|gaap|adjusted|core|organic|constant[\s-]currency|operational|annual|diluted|full[\s-]year|fiscal)\s+)*$").unwrap()
});
static SCALE_NOTE: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"(?i)\bin\s+(billions|millions|thousands)\b|\(\$?\s*(billions|millions|thousands)\b|\(\$\s*(b|bn|m|mm|mn|k|000s?)\)").unwrap());
static MONTH_YEAR: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)^(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?\s+(20\d{2})$").unwrap()
});
static FOOTNOTE: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"(?:\((?:\d{1,2}|[a-zA-Z])\))+$|(?:\(\d{1,2}\))+|[\d,*^†‡]+$").unwrap());

/// How far past a release its outlook can reach (16 months).
const OUTLOOK_REACH_DAYS: i64 = 487;

struct Ctx<'a> {
    cal: &'a FiscalCalendar,
    filed: NaiveDate,
    /// Footnote markers whose note says the items it marks are non-GAAP measures.
    non_gaap_notes: Vec<String>,
}

static FOOTNOTE_START: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"^\s*(?:(?:\(\s*(?:\d{1,2}|[a-zA-Z])\s*\)|\*{1,3}|[¹²³⁴⁵⁶⁷⁸⁹])\s|\*{1,3}[A-Z])").unwrap());
static EXPECTS: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"(?i)\b(?:expects?|expected\s+to|anticipates?|forecasts?|projects?)\b").unwrap());
static NOTE_MARKER: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"(?:^|\s)\((\d{1,2}|[a-zA-Z])\)\s+").unwrap());
static NON_GAAP_DEFINITION: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"(?i)(?:\b(?:is|are)\s+|,\s*)(?:an?\s+)?(?:non-gaap|non\s+gaap)\s+(?:financial\s+)?measures?\b").unwrap());

static NON_GAAP_NOTE_OPENING: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"(?i)^\s*(?:a\s+)?non-?\s?gaap(?:\s+(?:financial\s+)?measures?\b|\s*[.:;])").unwrap());
/// "Excluding land and inventory charges", "before special items": a measure with items taken out.
static EXCLUDING_ITEMS: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(?:excluding|excludes|before|ex-)\s+(?:\S+\s+){0,5}?(?:charges|items|costs|impairments?|amortization|adjustments|special\s+items|one-time\s+items)\b").unwrap()
});

static FOOTNOTE_LEAD: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"^\s*(\d{1,2}\s+|[*†‡]{1,3}\s*)").unwrap());

/// Words that make the metric named right after them an item of another measure.
static ITEM_OF: LazyLock<Regex> = LazyLock::new(|| {
    // Not across a comma: in "Excluding special charges, adjusted EPS …" the metric is the subject.
    Regex::new(r"(?i)\b(?:excludes?|excluding|includes?|including|net\s+of|less)\s+(?:[^\s,;]+\s+){0,3}$").unwrap()
});

/// "… on an adjusted basis", "on a constant-currency basis", after the figures.
static ON_A_BASIS: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"on\s+an?\s+((?:(?:as[\s-])?reported(?:\s+and|\s*,)\s+)?(?:non[\s-]gaap|gaap|adjusted|operational|organic|constant[\s-]currency|core)[\w\s*-]*?)\s+bas[ie]s").unwrap()
});
/// A line that only names the basis of the table under it: "Non-GAAP", "GAAP Financial Measures".
static BASIS_CAPTION: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)^\W*(?:u\.s\.\s+)?(?:non-?\s?gaap|gaap)(?:\s+(?:basis|measures?|financial\s+measures?|results|guidance|outlook))?\W*$").unwrap()
});
/// ", or $7.15": another figure for the same metric set after a comma and "or".
static OR_FIGURE: LazyLock<Regex> = LazyLock::new(|| Regex::new(r",\s*or\s+(?:approximately\s+|about\s+|roughly\s+)?[(-]?\$?\d").unwrap());
/// A sentence that says what an outlook assumes or leaves out rather than stating one.
static DESCRIBES_OUTLOOK: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(?:guidance|outlook|forecast|range)\s+(?:also\s+)?(?:includes?|assumes?|excludes?|reflects?|contemplates?|incorporates?|does\s+not\s+(?:include|assume|reflect))\b").unwrap()
});
/// A sentence that restates the outlook of the one before in other terms: "That range
/// represents F/X-neutral growth of about 14%", "This represents a decrease of 17% to 21%".
static RESTATES: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)^\s*(?:this|that|the\s+(?:[\w-]+\s+){0,3}?(?:range|outlook|guidance|forecast|mid-?point))(?:\s+(?:updated\s+|revised\s+|new\s+)?(?:range|outlook|guidance|forecast|mid-?point))?(?:,?\s+at\s+the\s+mid-?point,?)?\s+(?:represents|would\s+represent|equates\s+to|translates\s+(?:in)?to)\b").unwrap()
});
/// Of two rows of one table that give the same metric, basis and period different figures,
/// at most one is the metric: a row named plainly ("Gross capital expenditures") is; one whose
/// name adds what it covers or leaves out ("Net rental capital expenditures after gross
/// purchases", "Capital expenditures for data centers") is a part or a variant of it. `found[start..]`
/// are the records of one table.
fn keep_plain_rows_over_qualified(found: &mut Vec<(Found, String, usize, usize)>, start: usize) {
    let plain = |label: &str| {
        let l = label.to_lowercase();
        let mut rest = l.clone();
        for (s, e, _) in metrics_in(&l).into_iter().rev() {
            rest.replace_range(s..e, " ");
        }
        rest.split(|c: char| !c.is_alphanumeric()).filter(|w| !w.is_empty()).all(|w| WHOLE_COMPANY_WORDS.contains(&w) || w.chars().all(|c| c.is_ascii_digit()))
    };
    let table = &found[start..];
    let drop: Vec<bool> = table
        .iter()
        .map(|(f, _, _, _)| {
            !plain(&f.label)
                && table.iter().any(|(o, _, _, _)| {
                    o.metric.name == f.metric.name && o.basis == f.basis && o.period == f.period && o.label != f.label && plain(&o.label)
                        && (o.value.low, o.value.high, o.value.point) != (f.value.low, f.value.high, f.value.point)
                })
        })
        .collect();
    let mut i = 0;
    found.retain(|_| {
        let keep = i < start || !drop[i - start];
        i += 1;
        keep
    });
}

/// "On a GAAP basis, …" before a sentence's first metric.
static OPENING_BASIS: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"(?i)\bon\s+an?\s+((?:non-gaap|gaap|adjusted)[\w\s-]*?)\s+basis\b").unwrap());
/// Between the metrics of a list ("gross margin and operating margin", "revenue, gross
/// margin and operating expenses", "reported EPS-diluted and adjusted EPS-diluted"), which may
/// name a basis of their own.
static METRIC_LIST_JOIN: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"(?i)^(?:[\s-]*(?:diluted|basic|per\s+(?:diluted\s+)?share))?\s*(?:,\s*(?:and\s+)?|and\s+)(?:(?:gaap|non-gaap|adjusted)\s+)?$").unwrap());
/// An introduction ending on a colon with its first item after it: "For the fourth quarter,
/// we currently expect: Total revenue of …".
static INTRO_COLON: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(?:expects?|anticipates?|projects?|guidance|outlook|forecasts?|sees)\b[^:.]{0,40}:\s+\S").unwrap()
});
/// A year named as what a figure is compared with: "vs. 2024", "over fiscal 2024", "from FY24".
static PERIOD_COMPARED: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(?:vs\.?|versus|over|from|compared\s+(?:to|with)|relative\s+to)\s+(?:the\s+)?(?:prior\s+)?(?:fiscal\s+(?:year\s+)?|fy\s*|calendar\s+)?'?(?:\d{4}|\d{2})\b").unwrap()
});
/// "with fiscal 2025 for comparison", "with 2024 actuals shown for reference": a year set beside
/// the outlook to compare with.
static FOR_COMPARISON: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\bwith\s+(?:the\s+)?(?:prior\s+)?(?:fiscal\s+(?:year\s+)?|fy\s*|calendar\s+)?'?(?:\d{4}|\d{2})\b(?:\s+\w+){0,3}?\s+(?:for|as\s+a)\s+(?:comparison|reference)\b").unwrap()
});
/// What a growth row's label may hold besides saying it is growth.
static GROWTH_ROW_WORDS: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"y/y|yoy|year[\s-]+over[\s-]+year|growth|change|increase|decrease|vs\.?|versus|over|from|compared\s+(?:to|with)|prior\s+year|(?:fiscal\s+|fy\s*)?(?:19|20)\d\d|%|/|mid-?point|\(|\)").unwrap());
static TWO_DIGITS: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"\d{2}").unwrap());
/// "GAAP: $2.65 to $2.70" in a cell.
static CELL_BASIS: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"(?i)^\s*(non-gaap|gaap)\s*:\s*").unwrap());

/// A basis written right after the metric's name, set off by commas or brackets.
static BASIS_AFTER: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)^\s*[,(]\s*((?:as\s+)?(?:adjusted|excluding|before|non-gaap|gaap)\b[^,()]{0,50})[,)]").unwrap()
});

/// The markers of footnotes that define what they mark as non-GAAP ("(1) Organic sales,
/// adjusted EPS and free cash flow are non-GAAP measures."): a row "Free Cash Flow(1)" of an
/// outlook table is then a non-GAAP guide though its label does not say so.
fn non_gaap_notes(doc: &CleanDoc) -> Vec<String> {
    let mut out = vec![];
    for b in doc.blocks.iter().filter(|b| b.kind != BlockKind::Row) {
        let text = doc.block_text(b);
        let mut marks: Vec<(usize, String)> = NOTE_MARKER.captures_iter(text).filter_map(|c| Some((c.get(0)?.end(), c[1].to_owned()))).collect();
        // A footnote whose marker was a superscript: "1 Non-GAAP financial measure. …".
        if marks.is_empty() {
            if let Some(c) = FOOTNOTE_LEAD.captures(text) {
                let end = c.get(0).map(|m| m.end()).unwrap_or(0);
                if text[end..].starts_with(|ch: char| ch.is_uppercase()) {
                    marks.push((end, c[1].trim().to_owned()));
                }
            }
        }
        for (i, (at, n)) in marks.iter().enumerate() {
            let end = marks.get(i + 1).map(|m| m.0).unwrap_or(text.len());
            let note = text.get(*at..end).unwrap_or("");
            // "(2) Non-GAAP financial measure. Adjusted … excludes …": the note opens by saying so.
            if (NON_GAAP_DEFINITION.is_match(note) || NON_GAAP_NOTE_OPENING.is_match(note)) && !out.contains(n) {
                out.push(n.clone());
            }
        }
    }
    out
}

/// "Free cash flow is a non-GAAP financial measure", "… and free cash flow, which are also
/// non-GAAP measures": what the release names as non-GAAP.
static NAMED_NON_GAAP: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"(?i)\b(?:is|are)\s+(?:also\s+)?(?:an?\s+)?(?:alternative\s+)?(?:non-gaap|non\s+gaap)\s+(?:financial\s+)?measures?\b").unwrap());

/// The metrics a release says are non-GAAP measures by their bare name ("* Free cash flow is
/// a non-GAAP financial measure; see the reconciliation …"): wherever it guides them without a
/// basis, the guide is non-GAAP. A name qualified before or after ("F/X neutral revenue
/// growth", "revenue ex-TAC") defines that measure only, not the metric.
fn named_non_gaap(doc: &CleanDoc) -> Vec<&'static str> {
    let mut out = vec![];
    for b in doc.blocks.iter().filter(|b| b.kind != BlockKind::Row) {
        let text = doc.block_text(b);
        for (s, e) in sentence_spans(text) {
            let sentence = &text[s..e];
            let Some(m) = NAMED_NON_GAAP.find(sentence) else { continue };
            let subject = &sentence[..m.start()];
            for (ms, me, metric) in metrics_in(subject) {
                let before = subject[..ms].rsplit([',', ';', '(']).next().unwrap_or("").to_lowercase();
                let before = before.rsplit(" and ").next().unwrap_or("").rsplit(" or ").next().unwrap_or("");
                let bare_before = before.split_whitespace().all(|w| matches!(w, "the" | "our" | "and" | "or" | "*" | "**" | "†") || w.trim_matches(|c: char| c == '(' || c == ')').chars().all(|c| c.is_ascii_digit()));
                let after = subject[me..].trim_start().to_lowercase();
                // "diluted EPS, adjusted for special items, are …" qualifies it after a comma.
                let bare_after = (after.is_empty() || [",", ";", "(", "and ", "or ", "which"].iter().any(|w| after.starts_with(w))) && !BASIS_AFTER.is_match(&after);
                // "Organic sales", "adjusted free cash flow": the metric's own words qualify it.
                let bare_name = bases_in(&subject[ms..me]) == [Basis::Unspecified];
                if bare_before && bare_after && bare_name && !out.contains(&metric.name) {
                    out.push(metric.name);
                }
            }
        }
    }
    out
}

/// The footnote markers on a table row's label: "Free Cash Flow(1)(2)" → ["1", "2"],
/// "Free cash flow(a)" → ["a"], "Adjusted EBITDA*" → ["*"].
fn label_markers(label: &str) -> Vec<String> {
    let tail = label.trim_end();
    let cut = clean_label(tail);
    let marks = tail.get(cut.len()..).unwrap_or("");
    let mut out: Vec<String> = marks.split(|c: char| !c.is_ascii_alphanumeric()).filter(|m| !m.is_empty()).map(str::to_owned).collect();
    let symbols: String = marks.chars().filter(|c| matches!(c, '*' | '†' | '‡')).collect();
    if !symbols.is_empty() {
        out.push(symbols);
    }
    // "Free cash flow(b) ($ millions)": a marker glued to the name, before the units.
    static GLUED_MARKER: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"[A-Za-z]\((\d{1,2}|[a-zA-Z])\)").unwrap());
    for c in GLUED_MARKER.captures_iter(label) {
        if !out.iter().any(|m| *m == c[1]) {
            out.push(c[1].to_owned());
        }
    }
    out
}

impl Ctx<'_> {
    /// A period phrase of a release, resolved on the issuer's calendar. A quarter without a
    /// year is the one whose end lies nearest after... or just before the release: "the second
    /// quarter" in a release out a month after it ended is that quarter (a result), not next
    /// year's. `text` is what the phrase was found in (to read "three months ended …").
    fn resolve(&self, p: &PeriodRef, text: &str) -> Option<FiscalPeriod> {
        if let Some(date) = p.ended {
            // "the second quarter of the fiscal year ending January 31, 2026"
            if let Some(q) = p.span.filter(|s| s.is_quarter()) {
                return Some(FiscalPeriod { year: self.cal.fiscal_year_of(date), span: q });
            }
            // "the three months ended July 31, 2023", "the year ended January 31, 2024"
            // The span's words may sit before the phrase or open it ("Twelve Months Ending June
            // 30, 2026"): both are read.
            let phrase = text.get(p.at.0..p.at.1).unwrap_or("").to_lowercase();
            let before = format!("{} {}", text.get(p.at.0.saturating_sub(16)..p.at.0).unwrap_or("").to_lowercase(), phrase.split(" end").next().unwrap_or(""));
            let q = self.cal.classify_instant(date);
            return if phrase.starts_with("quarter") || before.contains("three") {
                Some(q)
            } else if phrase.starts_with("year") || before.contains("twelve") {
                Some(FiscalPeriod { year: self.cal.fiscal_year_of(date), span: Span::FY })
            } else if before.contains("six") && q.span == Span::Q2 {
                Some(FiscalPeriod { year: q.year, span: Span::H1 })
            } else if before.contains("nine") && q.span == Span::Q3 {
                Some(FiscalPeriod { year: q.year, span: Span::M9 })
            } else {
                None
            };
        }
        if p.relative.is_some() && p.span.is_none() {
            // "next quarter": the first quarter to end after the release.
            if p.relative != Some(period::Relative::Next) {
                return None;
            }
            let y = self.cal.fiscal_year_of(self.filed);
            for year in [y, y + 1] {
                for q in 1..=4 {
                    let fp = FiscalPeriod { year, span: Span::quarter(q)? };
                    if self.cal.nominal_dates(fp).1 > self.filed {
                        return Some(fp);
                    }
                }
            }
            return None;
        }
        let span = p.span?;
        if p.year.is_none() && span.is_quarter() {
            let y = self.cal.fiscal_year_of(self.filed);
            return [y - 1, y, y + 1]
                .into_iter()
                .map(|year| FiscalPeriod { year, span })
                .filter(|fp| self.cal.nominal_dates(*fp).1 > self.filed - Duration::days(120))
                .min_by_key(|fp| (self.cal.nominal_dates(*fp).1 - self.filed).num_days().abs());
        }
        period::resolve_forward(p, self.cal, self.filed)
    }

    /// Whether a period is still to come at the release (guidance is never about the past) and
    /// within an outlook's reach: the year in progress, or the next one given early (a Q3
    /// release's first look at next year ends ~15 months out). A period ending later is a
    /// long-range plan or projection ("capital expenditures for 2026 and 2027"), not guidance.
    fn ahead(&self, p: FiscalPeriod) -> bool {
        let end = self.cal.nominal_dates(p).1;
        end > self.filed && end <= self.filed + Duration::days(OUTLOOK_REACH_DAYS)
    }
}

/// Every period phrase in `text` with its resolution.
fn periods_in(text: &str, ctx: &Ctx) -> Vec<((usize, usize), FiscalPeriod)> {
    period::find(text).iter().filter_map(|p| ctx.resolve(p, text).map(|fp| (p.at, fp))).collect()
}

/// The period a heading, a column or an introduction names: the last one it resolves that is
/// still ahead at the release, else the last one.
fn period_in(text: &str, ctx: &Ctx) -> Option<FiscalPeriod> {
    let all = periods_in(text, ctx);
    all.iter().rev().find(|p| ctx.ahead(p.1)).or(all.last()).map(|p| p.1)
}

fn bases_in(text: &str) -> Vec<Basis> {
    let l = text.to_lowercase().replace('-', " ");
    let non_at = ["non gaap", "adjusted", "core ", "core\t", "organic", "operational", "constant currency", "excluding items", "like for like", "lfl ", "f/x neutral", "fx neutral", "currency neutral", " core"]
        .iter()
        .filter_map(|w| l.find(w))
        .chain(l.starts_with("core").then_some(0))
        // A tax rate "excluding discrete items" is how a GAAP rate is estimated for a year
        // (discrete items are booked in the quarter they occur): no adjustment of the measure.
        .chain(EXCLUDING_ITEMS.find(text).filter(|m| !m.as_str().to_lowercase().contains("discrete")).map(|m| m.start()))
        .chain(l.contains("underlying").then(|| UNDERLYING.find(&l).map(|m| m.start())).flatten())
        .min();
    let gaap_at = l.replace("non gaap", "        ").find("gaap");
    // "on an as-reported and constant-currency basis": reported figures are of no stated basis.
    // "the negative 6.2% we reported for the second quarter" tells of a result, not a basis.
    let reported_at = REPORTED_BASIS.find_iter(&l).find(|m| !REPORTED_AS_VERB.is_match(&l[..m.start()])).map(|m| m.start());
    // In the order written, so that "respectively" gives each its own.
    let mut named: Vec<(usize, Basis)> = match (gaap_at, non_at, reported_at) {
        (Some(g), Some(n), _) => vec![(g, Basis::Gaap), (n, Basis::NonGaap)],
        (None, Some(n), Some(r)) => vec![(r, Basis::Unspecified), (n, Basis::NonGaap)],
        (None, Some(n), None) => vec![(n, Basis::NonGaap)],
        (Some(g), None, _) => vec![(g, Basis::Gaap)],
        _ => vec![(0, Basis::Unspecified)],
    };
    named.sort_by_key(|(at, _)| *at);
    named.into_iter().map(|(_, b)| b).collect()
}
static REPORTED_BASIS: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"\b(?:as\s+reported|reported)\b").unwrap());
/// Before "reported": a subject or an auxiliary that makes it the verb of a result.
static REPORTED_AS_VERB: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"\b(?:we|it|they|company|was|were|has|have|had|previously|recently|just)\s+$").unwrap());
/// "Underlying sales growth", "underlying EPS": organic, a non-GAAP basis. Only said of a
/// measure: "strong underlying demand" names none.
static UNDERLYING: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"\bunderlying\s+(?:net\s+)?(?:sales|revenues?|growth|eps|earnings|operating|ebitda|margins?)\b").unwrap());

/// The basis a caption states outright ("Non-GAAP Financial Measures", "GAAP-based financial
/// data"); none when it names both or neither. Captions' other words ("Operational Outlook")
/// say nothing of a basis.
fn stated_basis(text: &str) -> Option<Basis> {
    let l = text.to_lowercase().replace("non gaap", "non-gaap");
    match (l.contains("non-gaap"), l.replace("non-gaap", "").contains("gaap")) {
        (true, false) => Some(Basis::NonGaap),
        (false, true) => Some(Basis::Gaap),
        _ => None,
    }
}

/// Rewrites a sentence so the amount reader sees what a reader sees: ranges written with
/// dashes, cents as dollars, "negative 6.2%" as -6.2%.
/// The text before a match, lower-cased and without trailing spaces: what a figure follows.
fn lower_before(text: &str, c: &regex::Captures) -> String {
    text[..c.get(0).map_or(0, |m| m.start())].trim_end().to_lowercase()
}

fn normalise(text: &str) -> String {
    let t = margins_named(text);
    let t = GLUED_FOOTNOTE.replace_all(&t, "$1");
    let t = DASH_RANGE.replace_all(&t, "$1 to $2");
    // "plus or minus 2%" is a band, not a figure below zero.
    let banded = |c: &regex::Captures, text: &str| {
        let before = text[..c.get(0).map_or(0, |m| m.start())].trim_end().to_lowercase();
        c[0].to_lowercase().starts_with("minus") && (before.ends_with(" or") || before.ends_with("plus") || before.ends_with('/'))
    };
    let t = NEGATIVE_DOLLARS
        .replace_all(&t, |c: &regex::Captures| if banded(c, &t) { c[0].to_owned() } else { format!("{}$({})", c.name("lead").map_or("", |m| m.as_str()), &c["n"]) })
        .into_owned();
    let t = NEGATIVE_WORD.replace_all(&t, |c: &regex::Captures| if banded(c, &t) { c[0].to_owned() } else { format!("-{}", &c[1]) }).into_owned();
    // The rarer forms are looked for only where their words are (extraction runs per sentence
    // and per cell; case-insensitive patterns have no fast literal scan).
    let lower = t.to_lowercase();
    let has = |w: &str| lower.contains(w);
    let mut t = t;
    if has("positive") {
        // "between positive $9 million and positive $12 million"
        t = POSITIVE_WORD.replace_all(&t, "$1").into_owned();
    }
    if has("earnings") {
        // Words between that name a total ("exclude the impact of expenses of approximately
        // $30.4 million ($0.33 per diluted share)") tell of an amount, not earnings per share.
        t = EARNINGS_PER_SHARE
            .replace_all(&t, |c: &regex::Captures| {
                let between = c[1].to_lowercase();
                if ["million", "billion", "thousand"].iter().any(|w| between.contains(w)) {
                    c[0].to_owned()
                } else {
                    format!("EPS{}", &c[1])
                }
            })
            .into_owned();
    }
    if has("flat") {
        t = DOWN_TO_FLAT.replace_all(&t, "down 0$2 to $1$2").into_owned();
        t = FLAT_TO_DOWN.replace_all(&t, "down 0$2 to $1$2").into_owned();
        t = FLAT_TO_UP.replace_all(&t, "up 0$2 to $1$2").into_owned();
    }
    if has("down") || has("decline") || has("decrease") {
        t = DOWN_TO_UP.replace_all(&t, "up -$1$2 to $3$4").into_owned();
        t = FALL_TO_RISE.replace_all(&t, "up -$1$2 to $3$4").into_owned();
    }
    if has("down") || has("decline") || has("decrease") || has("reduction") || has("drop") {
        t = DOWN_TO_DOWN.replace_all(&t, "a decline of $1$2 to $3$4").into_owned();
        t = FIGURES_THEN_FALL
            .replace_all(&t, |c: &regex::Captures| {
                // "better than the 6.2% decline we reported": a fall already had, which the
                // outlook is set against, is left as written.
                let ahead = lower_before(&t, c);
                let last = ahead.rsplit(|ch: char| !ch.is_alphanumeric()).next().unwrap_or("");
                if ["the", "than", "its", "our", "their", "this", "that", "last", "prior", "year's", "s"].contains(&last) {
                    return c[0].to_owned();
                }
                match (c.get(3), c.get(4)) {
                    (Some(hi), Some(u)) => format!("a decline of {}{} to {}{}", &c[1], &c[2], hi.as_str(), u.as_str()),
                    _ => format!("a decline of {}{}", &c[1], &c[2]),
                }
            })
            .into_owned();
    }
    if has("up ") || has("increase") || has("rise") || has("growth") {
        t = UP_TO_UP.replace_all(&t, "up $1$2 to $3$4").into_owned();
    }
    if ["lower", "less", "below", "under", "higher", "more", "greater", "above", "over"].iter().any(|w| has(w)) && t.contains(['%', 't']) {
        t = PERCENT_COMPARED
            .replace_all(&t, |c: &regex::Captures| {
                // "over 10% above …" states a floor, which is no range to rewrite.
                let ahead = lower_before(&t, c);
                if ["over", "than", "least", "to", "nearly", "almost", "most"].iter().any(|w| ahead.ends_with(w)) {
                    return c[0].to_owned();
                }
                let range = match (c.get(3), c.get(4)) {
                    (Some(hi), Some(u)) => format!("{}{} to {}{}", &c[1], &c[2], hi.as_str(), u.as_str()),
                    _ => format!("{}{}", &c[1], &c[2]),
                };
                let what = &c["what"];
                // "compared with" marks what follows as the base, not a figure of the outlook.
                if c.name("down").is_some() { format!("a decline of {range} compared with {what}") } else { format!("growth of {range} compared with {what}") }
            })
            .into_owned();
    }
    if t.contains("c per") || t.contains("c) per") || t.contains('¢') || t.contains("c to") || t.contains("c a ") {
        // "12c to 22c per diluted share" → "12 cents to 22 cents per diluted share"
        t = CENTS_SIGN
            .replace_all(&t, |c: &regex::Captures| {
                let second = c.get(3).map(|m| CENT_FIGURE.replace_all(m.as_str(), "$1 cents$2").into_owned()).unwrap_or_default();
                format!("{} cents{}{second}{}", &c[1], &c[2], &c[4])
            })
            .into_owned();
    }
    CENTS
        .replace_all(&t, |c: &regex::Captures| {
            match c[1].parse::<Decimal>().ok().and_then(|v| v.checked_div(Decimal::ONE_HUNDRED)) {
                Some(d) => format!("${}", d.normalize()),
                None => c[0].to_owned(),
            }
        })
        .into_owned()
}

/// Blanks (with spaces, keeping every offset) what a sentence quotes of an earlier outlook or
/// of the past: "(previously 6 percent)", "which compares to prior guidance of $5.70 to $6.50",
/// "compared to 2022 core EPS of $6.79". The figures right after such a marker go with it.
fn mask_prior(text: &str) -> String {
    static PRIOR_YEAR_AFTER: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"(?i)^\s*(?:in|for|during)\s+(?:the\s+)?(?:fiscal(?:\s+year)?\s*|fy\s*)?['’]?(?:19|20)?\d{2}\b").unwrap());
    let mut bytes: Vec<u8> = text.as_bytes().to_vec();
    let mut blank = |s: usize, e: usize| {
        for b in &mut bytes[s..e] {
            // Continuation bytes become spaces too, so the text stays valid UTF-8.
            *b = b' ';
        }
    };
    for m in PAREN.find_iter(text) {
        if PAREN_PRIOR.is_match(m.as_str()) {
            blank(m.start(), m.end());
        }
    }
    let amts = amounts(text);
    for m in PRIOR.find_iter(text) {
        let mut end = m.end();
        // The figures of the earlier statement: amounts close after the marker, one after the other.
        let mut last = m.end();
        for a in amts.iter().filter(|a| a.at.0 >= m.end()) {
            let gap = &text[last..a.at.0];
            let ok = if last == m.end() {
                gap.len() <= 40 && !gap.contains(';') && !gap.contains(')')
            } else {
                PRIOR_JOIN.is_match(gap)
            };
            if !ok {
                break;
            }
            end = a.at.1;
            last = a.at.1;
        }
        // "compared to $2.74 in 2024": the year of the earlier figure is no period of the outlook.
        if end > m.end() {
            if let Some(y) = PRIOR_YEAR_AFTER.find(&text[end..]) {
                end += y.end();
            }
        }
        // A trailing "previously" or "range" belongs to it too.
        blank(m.start(), end);
    }
    // "raising its operating margin target to 28.5% from 28.0%", "to $6.00 to $6.15 from $5.80
    // to $6.05": the figures right after a "from" that follows a figure are what it replaces.
    for c in FIGURE_FROM.captures_iter(text) {
        let Some(from) = c.get(1) else { continue };
        let mut end = from.end();
        for a in amts.iter().filter(|a| a.at.0 >= from.end()) {
            let gap = &text[end..a.at.0];
            let ok = if end == from.end() {
                matches!(a.unit, Unit::Usd | Unit::UsdPerShare | Unit::Percent) && APPROXIMATELY.is_match(gap)
            } else {
                PRIOR_JOIN.is_match(gap)
            };
            if !ok {
                break;
            }
            end = a.at.1;
        }
        if end > from.end() {
            blank(from.start(), end);
        }
    }
    String::from_utf8(bytes).unwrap_or_else(|_| text.to_owned())
}

fn sentence_spans(text: &str) -> Vec<(usize, usize)> {
    // Split after . ? ! followed by a space and an upper-case letter, a digit or a quote;
    // not after abbreviations or initials. A ";" before a list item's end also ends a statement.
    const ABBREV: &[&str] = &["inc", "corp", "co", "ltd", "no", "approx", "vs", "e.g", "i.e", "mr", "ms", "dr", "st", "u.s", "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec"];
    let b = text.as_bytes();
    let mut out = vec![];
    let mut start = 0;
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        if (c == b'.' || c == b'?' || c == b'!') && i + 2 < b.len() && b[i + 1] == b' ' {
            let next = text[i + 2..].chars().next().unwrap_or(' ');
            let word = text[start..i].rsplit(|ch: char| ch.is_whitespace()).next().unwrap_or("").to_lowercase();
            let abbrev = ABBREV.contains(&word.trim_start_matches('(')) || word.chars().count() == 1;
            if (next.is_uppercase() || next.is_ascii_digit() || next == '"' || next == '\u{201c}') && !abbrev {
                out.push((start, i + 1));
                start = i + 2;
                i += 2;
                continue;
            }
        }
        i += 1;
    }
    if start < text.len() {
        out.push((start, text.len()));
    }
    out
}

/// Earnings stated per share are EPS: "net income per diluted share", "core operating income
/// per diluted share" (an insurer's operating EPS). Dividends per share stay dividends.
fn per_share_of(m: &'static Metric) -> &'static Metric {
    match m.name {
        "net_income" | "operating_income" | "pretax_income" => vocabulary::metric("eps").unwrap_or(m),
        _ => m,
    }
}

/// The unit a figure gives a metric, if it fits: money for money, per share for EPS,
/// percent for rates and growth.
fn fits(m: &Metric, a: &Amount) -> bool {
    match (m.unit, a.unit) {
        ("USD", Unit::Usd) => true,
        ("USD/share", Unit::Usd | Unit::UsdPerShare) => true,
        ("percent", Unit::Percent) => true,
        _ => false,
    }
}

/// One guided value before its metric, basis and period are settled.
#[derive(Debug, Clone)]
struct Value {
    low: Option<Decimal>,
    high: Option<Decimal>,
    point: Option<Decimal>,
    plus_minus: Option<String>,
    /// Byte range of the figures in the text they were read from.
    at: (usize, usize),
}

fn factor(s: Option<&str>) -> Decimal {
    match s {
        Some("trillion") => Decimal::from(1_000_000_000_000i64),
        Some("billion") => Decimal::from(1_000_000_000i64),
        Some("million") => Decimal::from(1_000_000i64),
        Some("thousand") => Decimal::from(1_000i64),
        _ => Decimal::ONE,
    }
}

/// Applies "plus or minus X" to a point: a percentage of a money amount, or points (and
/// basis points) for a percentage metric.
fn band(point: Decimal, unit: &str, pm: &str) -> Option<(Decimal, Decimal)> {
    let a = amounts(pm).into_iter().next()?;
    let w = match (unit, a.unit) {
        ("percent", Unit::Percent) => a.value,
        ("percent", Unit::BasisPoints) => a.value / Decimal::from(100),
        ("USD" | "USD/share", Unit::Percent) => (point.checked_mul(a.value)? / Decimal::from(100)).abs(),
        ("USD" | "USD/share", Unit::Usd) => a.value.abs(),
        _ => return None,
    };
    // Checked: text can hold numbers near Decimal's limit, and an overflow must not panic.
    Some((point.checked_sub(w)?, point.checked_add(w)?))
}

/// Groups figures (all of one unit) into values: "X to Y" and "between X and Y" are ranges,
/// anything else a point; a "plus or minus" right after a point makes its band.
fn group(text: &str, amts: &[Amount], unit: &'static str) -> Vec<Value> {
    let mut out = vec![];
    // "… 74.8% and 75.5%, respectively, plus or minus 50 basis points": a band after the last
    // figure, with only words between, applies to every point.
    let trailing_pm = amts.last().and_then(|last| {
        let after = &text[last.at.1..];
        PLUS_MINUS.captures(after).filter(|c| c.get(0).is_some_and(|m| m.start() <= 40 && !after[..m.start()].chars().any(|ch| ch.is_ascii_digit()))).map(|c| c[1].trim().to_owned())
    });
    let mut i = 0;
    while i < amts.len() {
        let a = &amts[i];
        if let Some(b) = amts.get(i + 1) {
            let join = &text[a.at.1..b.at.0];
            let between = text[..a.at.0].to_lowercase().trim_end().ends_with("between");
            if RANGE_JOIN.is_match(join) && (join.trim() != "and" || between) {
                // "$4.75 to $4.78 billion": the scale written once applies to both.
                let lo = if a.scale.is_none() && b.scale.is_some() { a.value.checked_mul(factor(b.scale)) } else { Some(a.value) };
                let hi = if b.scale.is_none() && a.scale.is_some() { b.value.checked_mul(factor(a.scale)) } else { Some(b.value) };
                // A range whose ends are out of order ("between $1.1 billion and $1.2", found by
                // fuzzing) is no range anyone guided: neither end is taken as guidance.
                // "-6% to -8%": a decline written from the smaller to the larger is one range.
                // "between $81 million and $77 million" (costs written against revenue's order):
                // ends of one unit and one written scale are a range either way.
                let (lo, hi) = match (lo, hi) {
                    (Some(l), Some(h)) if l > h && l <= Decimal::ZERO => (Some(h), Some(l)),
                    (Some(l), Some(h)) if l > h && a.scale == b.scale && a.unit == b.unit => (Some(h), Some(l)),
                    other => other,
                };
                if let (Some(lo), Some(hi)) = (lo, hi) {
                    // "$4.60 to $4.60" (a Low | High reconciliation of an outlook narrowed to one
                    // figure): a range of one value is that value.
                    if lo == hi {
                        out.push(Value { low: None, high: None, point: Some(lo), plus_minus: None, at: (a.at.0, b.at.1) });
                    } else if lo < hi {
                        out.push(Value { low: Some(lo), high: Some(hi), point: None, plus_minus: None, at: (a.at.0, b.at.1) });
                    }
                }
                i += 2;
                continue;
            }
        }
        let after = &text[a.at.1..];
        let pm = PLUS_MINUS
            .captures(after)
            .filter(|c| c.get(0).is_some_and(|m| after[..m.start()].trim_matches(|c: char| c == ',' || c.is_whitespace()).is_empty()))
            .map(|c| c[1].trim().to_owned())
            .or(trailing_pm.clone());
        match pm {
            Some(pmtext) => {
                let (lo, hi) = band(a.value, unit, &pmtext).map(|(l, h)| (Some(l), Some(h))).unwrap_or((None, None));
                if lo.is_none() {
                    i += 1;
                    continue; // a band that cannot be read: the point alone would overstate what was said
                }
                out.push(Value { low: lo, high: hi, point: Some(a.value), plus_minus: Some(pmtext), at: a.at });
            }
            None => out.push(Value { low: None, high: None, point: Some(a.value), plus_minus: None, at: a.at }),
        }
        i += 1;
    }
    out
}

/// Figures of a text with a unit the reader can take: a bare number next to a unit-bearing
/// one in a range ("13-14%", "10.5-11.5 billion") takes that unit.
fn figures(text: &str) -> Vec<Amount> {
    let mut amts = amounts(text);
    for i in 0..amts.len() {
        let join = |a: &Amount, b: &Amount| RANGE_JOIN.is_match(&text[a.at.1..b.at.0]);
        if amts[i].unit == Unit::Plain {
            if let Some(n) = amts.get(i + 1).filter(|n| n.unit != Unit::Plain && join(&amts[i], n)).cloned() {
                amts[i].unit = n.unit;
            } else if let Some(p) = i.checked_sub(1).and_then(|j| amts.get(j)).filter(|p| p.unit != Unit::Plain && join(p, &amts[i])).cloned() {
                amts[i].unit = p.unit;
                if amts[i].scale.is_none() && p.scale.is_some() {
                    if let Some(v) = amts[i].value.checked_mul(factor(p.scale)) {
                        amts[i].value = v;
                        amts[i].scale = p.scale;
                    }
                }
            }
        }
    }
    amts
}

fn negate(v: Value) -> Option<Value> {
    // "a decline of 3% to 6%": low -6, high -3.
    let neg = |x: Option<Decimal>| x.map(|x| if x > Decimal::ZERO { -x } else { x });
    Some(Value { low: neg(v.high), high: neg(v.low), point: neg(v.point), ..v })
}

#[derive(Debug)]
struct Found {
    metric: &'static Metric,
    label: String,
    basis: Basis,
    period: FiscalPeriod,
    value: Value,
    unit: &'static str,
    from_row: bool,
}

/// Where a sentence's clauses part: "; ", or "and"/"while" before a new verb of intent.
static CLAUSE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i);\s+|,?\s+(?:and|while|but)\s+(?:(?:it|we|the\s+company|management)\s+)?(?:continues?|plans?|targets?|aims?|remains?|expects?|reaffirms?|reiterates?|still)\b").unwrap()
});
/// Targets beyond an outlook's periods, and spans that are no fiscal period at all ("backlog
/// to convert to revenue over the next twelve months", an "NTM" column).
static LONG_TERM: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(long(?:er)?[\s-]term|medium[\s-]term|target\s+model|multi-?year|(?:by|through|thru)\s+(?:the\s+end\s+of\s+)?(?:fiscal\s+(?:year\s+)?|fy\s*)?20\d\d|over\s+the\s+(?:next|coming)\s+(?:several|few|\w+)\s+years|a\s+year\s+through|per\s+year\s+through|compound\s+annual|(?:next|coming|following)\s+(?:twelve|12)\s+months|ntm)\b").unwrap()
});

/// A statement of what others expect ("analysts polled by … expect earnings of $13.76 per
/// share", "The Street is expecting …", "consensus of …"), or of an earlier outlook as a whole
/// ("Previously, the company expected …", "This compares with previous guidance of …", "The updated
/// outlook replaces the one issued on April 23, which called for …"): no
/// outlook of the company's at the release.
static NOT_THE_OUTLOOK: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)^\s*(?:previously|originally|earlier)\b|^\s*(?:this|these|that|which)\s+compares?\s+(?:to|with)\b|^\s*(?:the\s+|its\s+|our\s+)?(?:prior|previous|original|earlier)\s+(?:[\w-]+\s+){0,5}?(?:outlook|guidance|forecast|range|expectations?)\b|^\s*(?:the\s+|this\s+|our\s+)?(?:[\w-]+\s+){0,2}?(?:outlook|guidance|forecast)\s+(?:replaces|supersedes)\b|\b(?:which|that)\s+(?:had\s+)?called\s+for\b").unwrap()
});

/// What others expect: a clause of its own after the company's outlook ("…; analysts on
/// average had expected $551 million") leaves the clauses before it the company's.
static OTHERS_EXPECT: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"(?i)\b(?:analysts?|consensus|the\s+street|wall\s+street)\b").unwrap());

/// A statement that opens on the parts it speaks of ("By segment, the Company expects Children's
/// Book Publishing revenue to grow 3% to 5%, …"): each figure is a part's, none the company's.
static BY_PART: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)^\s*(?:by|across\s+(?:its|our|the))\s+(?:reportable\s+|operating\s+|business\s+)?(?:segments?|divisions?|business(?:es)?|regions?|geograph(?:y|ies)|end[\s-]markets?|product\s+lines?)\b").unwrap()
});

/// A paragraph that presents the table after it as the outlook: "The following tables
/// summarize the fiscal year 2025 guidance", "Our outlook is set out in the table below".
static TABLE_INTRO: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\bfollowing\s+tables?\b[^.]{0,80}\b(?:guidance|outlook|expectations|forecast)|\b(?:guidance|outlook|expectations|forecast)\b[^.]{0,80}\b(?:(?:following|below)\s+tables?|tables?\s+below)\b").unwrap()
});

/// A period run in before a colon at a statement's start: "Third quarter 2024: revenue of …".
static RUN_IN_PERIOD: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"^\s*([^:;.$%]{3,40}):\s").unwrap());

/// A heading that is only an outlook's title: its period and words like "full year",
/// "financial", "outlook", "expectations" ("Expectations for 2025", "Fiscal 2026 Guidance"), not
/// a headline that says it ("Issues Fiscal 2025 Guidance").
static OUTLOOK_TITLE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)^[\s\W]*(?:(?:financial|business|full|year|fiscal|calendar|for|and|the|company|consolidated|annual|updated|initial|preliminary|quarter|first|second|third|fourth|q[1-4]|h[12]|fy\s?'?\d{2,4}|'?\d{2,4}|outlook|guidance|expectations?|forecast|looking|ahead|forward)\b[\s\W]*)+$").unwrap()
});

/// Reads one statement (a sentence, or a list item under an introduction). `forward` says an
/// outlook is being stated (by the statement or by what introduces it); `context` is the
/// period the introduction or heading named.
fn read_statement(raw: &str, ctx: &Ctx, forward: bool, context: Option<FiscalPeriod>) -> Vec<Found> {
    let lower = raw.to_lowercase();
    if !forward && !FORWARD.is_match(raw) {
        return vec![];
    }
    // Boilerplate, assumptions and how a figure is computed are not outlooks ("the tax charge
    // is calculated using the statutory tax rate of 24.5%").
    if lower.contains("forward-looking statement") || lower.contains("forward looking statement") || METHOD.is_match(&lower) || NOT_THE_OUTLOOK.is_match(raw) || BY_PART.is_match(raw) {
        return vec![];
    }
    // A long-term target ("a target model of 40% by fiscal 2028", "growth of 5% to 7% a year
    // through 2029") is no outlook for a period SayDo can hold a result against; what
    // analysts expect is no outlook of the company's.
    if LONG_TERM.is_match(raw) || OTHERS_EXPECT.is_match(raw) {
        // "expects operating cash flow of about $600 million in fiscal 2025 and continues to
        // plan for growth of 8% to 10% a year through fiscal 2027": only the clause with the
        // target is set aside.
        let clauses: Vec<&str> = CLAUSE.split(raw).collect();
        if clauses.len() < 2 {
            return vec![];
        }
        let forward = forward || FORWARD.is_match(raw);
        return clauses.into_iter().filter(|c| !LONG_TERM.is_match(c) && !OTHERS_EXPECT.is_match(c)).flat_map(|c| read_statement(c, ctx, forward, context)).collect();
    }
    let unmasked = normalise(raw);
    let text = mask_prior(&unmasked);
    // Metrics releases do not guide stay in the list: "cost of sales" must not read as sales.
    let metrics: Vec<(usize, usize, &'static Metric)> = metrics_in(&text);
    if metrics.is_empty() {
        return vec![];
    }
    // The width of a band ("plus or minus 2%") is no figure of its own.
    let bands: Vec<(usize, usize)> = PLUS_MINUS.find_iter(&text).map(|m| (m.start(), m.end())).collect();
    let amts: Vec<Amount> = figures(&text)
        .into_iter()
        .filter(|a| matches!(a.unit, Unit::Usd | Unit::UsdPerShare | Unit::Percent))
        .filter(|a| !bands.iter().any(|b| a.at.0 >= b.0 && a.at.1 <= b.1))
        .collect();
    let periods = periods_in(&text, ctx);
    // Which metric each figure measures.
    let mut bound: Vec<Vec<Amount>> = vec![vec![]; metrics.len()];
    let mut sides: Vec<((usize, usize), Side)> = vec![];
    let listed = if lower.contains("respectively") { bound_in_order(&text, &metrics, &amts) } else { vec![None; amts.len()] };
    // The metric right after each figure ("8 percent organic revenue growth", "2% for organic
    // net sales"); the low end of a range takes its high end's ("growth of 4% to 6% in net sales").
    let mut next_metric: Vec<Option<usize>> =
        amts.iter().map(|a| metrics.iter().position(|m| m.0 >= a.at.1 && BEFORE_METRIC_GAP.is_match(&text[a.at.1..m.0]) && m.0 - a.at.1 <= 40)).collect();
    for k in (0..amts.len().saturating_sub(1)).rev() {
        if next_metric[k].is_none() && amts[k].unit == amts[k + 1].unit && text.get(amts[k].at.1..amts[k + 1].at.0).is_some_and(|j| RANGE_JOIN.is_match(j)) {
            next_metric[k] = next_metric[k + 1];
        }
    }
    for (k, a) in amts.iter().enumerate() {
        if let Some(i) = listed[k] {
            // "… diluted EPS and adjusted diluted EPS were $0.27 and $0.34, respectively": a
            // result the outlook is set against.
            if !told_as_past(text.get(metrics[i].1..a.at.0).unwrap_or("")) {
                bound[i].push(a.clone());
            }
            continue;
        }
        let before = &text[..a.at.0];
        let after = &text[a.at.1..];
        // "better than the negative 6.2%", "add approximately $700 million", "reduce by
        // roughly $4.2 billion", "a 2% headwind": a bound, an effect or a change, not a level.
        // "decline 10% to 13% from the $648.9 million reported a year ago": the figure a change
        // is measured from, not a level ("from $1.0 billion to $1.1 billion" has no "the").
        if FROM_THE_BASE.is_match(before) {
            continue;
        }
        // "at least $400 million", "24% or less": one side of a range, kept as that bound.
        let side = side_of(before, after);
        if EFFECT_AFTER.is_match(after) || ADDED_TO.is_match(after) || side.is_none() && (EFFECT_BEFORE.is_match(before) || ONE_SIDED_AFTER.is_match(after)) {
            continue;
        }
        if let Some(side) = side {
            sides.push((a.at, side));
        }
        // "capital expenditures of about 3% of total sales": a share of revenue, no growth.
        if a.unit == Unit::Percent && OF_REVENUE_AFTER.is_match(after) {
            continue;
        }
        // The metric right after the figure, else the nearest metric before it, with no past
        // tense between them.
        let next = next_metric[k];
        let prev = metrics.iter().rposition(|m| m.1 <= a.at.0);
        // "Adjusted EPS excludes amortization and special charges, which the Company expects to
        // total about $0.70 per share": the figure is of what the metric leaves out.
        let idx = match (next, prev) {
            (Some(n), _) => Some(n),
            (None, Some(p)) if !told_as_past(&text[metrics[p].1..a.at.0]) && !EXCLUDED_WHICH.is_match(&text[metrics[p].1..a.at.0]) => Some(p),
            _ => None,
        };
        if let Some(i) = idx {
            bound[i].push(a.clone());
        }
    }
    let first_period_before = |pos: usize| periods.iter().find(|(at, _)| at.1 <= pos).map(|p| p.1);
    let figure_ends: Vec<usize> = amts.iter().map(|a| a.at.1).collect();
    let mut out: Vec<Found> = vec![];
    for (i, (ms, me, metric)) in metrics.iter().enumerate() {
        let amts = &bound[i];
        if amts.is_empty() || !metric.guided {
            continue;
        }
        let seg_start = if i == 0 { 0 } else { metrics[i - 1].1 };
        // "Adjusted revenue excludes deconversion revenue, which the Company expects to be
        // about $25 million": a metric named as what another leaves out or takes in is an item
        // of it, and its figure is no outlook for the metric.
        if ITEM_OF.is_match(&text[seg_start..*ms]) {
            continue;
        }
        // "net income attributable to noncontrolling interests of $10 million"
        if text.get(*me..(*me + 50).min(text.len())).is_some_and(|after| MINORITY_OWNERS.is_match(after.split(['$', ';']).next().unwrap_or(""))) {
            continue;
        }
        // "Digital Media segment revenue": a part of revenue, guided as `other`.
        let metric: &'static Metric = if metric.name == "revenue" && is_part(&text[seg_start..*me]) {
            match vocabulary::metric("other") {
                Some(o) => o,
                None => continue,
            }
        } else {
            metric
        };
        let seg_end = metrics.get(i + 1).map(|m| m.0).unwrap_or(text.len());
        // The words that qualify this metric start after the last figure before it: in "EPS of
        // $7.95 to $8.35 (GAAP) and adjusted EPS of …", "(GAAP)" is the first figure's.
        let own_start = figure_ends.iter().copied().filter(|&e| e <= *ms).max().unwrap_or(0).max(seg_start);
        let own_start = own_start + LEADING_ASIDE.find(&text[own_start..*ms]).map_or(0, |m| m.end());
        let prefix = &text[own_start..*me];
        // "Dental segment internal sales growth": a segment's measure, not the company's.
        if metric.name != "revenue" && metric.name != "other" && SEGMENT_BEFORE.is_match(&text[own_start..*ms]) {
            continue;
        }
        let mut bases = bases_in(prefix);
        // "free cash flow(1) of …" with note (1) saying it is a non-GAAP measure.
        if bases == [Basis::Unspecified] {
            if let Some(c) = MARKER_AFTER.captures(&text[*me..]) {
                if c.get(1).or(c.get(2)).is_some_and(|m| ctx.non_gaap_notes.iter().any(|n| n == m.as_str())) {
                    bases = vec![Basis::NonGaap];
                }
            }
        }
        // "… on an operational basis", "(non-GAAP)" after the figures
        let tail = &text[*me..seg_end].to_lowercase();
        // "EPS of $6.50 to $6.65, or $7.15 to $7.30 on an adjusted basis": the figures after
        // "or" are on that basis, those before it on the reported (GAAP) one.
        let mut or_on_basis = None;
        if bases == [Basis::Unspecified] {
            if let Some(c) = ON_A_BASIS.captures(tail) {
                let named = bases_in(&c[1]);
                if named == [Basis::NonGaap] && OR_FIGURE.is_match(&tail[..c.get(0).map_or(0, |m| m.start())]) {
                    or_on_basis = Some(Basis::NonGaap);
                } else {
                    bases = named;
                }
            } else if let Some(c) = BASIS_AFTER.captures(tail) {
                // "Diluted EPS, adjusted for special items, is projected …", "EPS (non-GAAP) of …"
                bases = bases_in(&c[1]);
            }
        }
        // "On a GAAP basis, the Company expects gross margin and operating margin of …": a
        // basis that opens the sentence is that of every metric it names without its own.
        if bases == [Basis::Unspecified] {
            if let Some(c) = OPENING_BASIS.captures(&text[..metrics[0].0]) {
                let opening = bases_in(&c[1]);
                if opening.len() == 1 {
                    bases = opening;
                }
            }
        }
        // "net income … of $0.24 to $0.26 per diluted share" is earnings per share.
        // "net income of $3.2 million to $6.0 million, or 12 cents to 22 cents per diluted
        // share" states both: the money figures are net income, the per-share ones EPS.
        let per_share_metric = (metric.name == "net_income" && amts.iter().any(|a| a.unit == Unit::UsdPerShare)).then(|| per_share_of(metric));
        let money_like = |a: &Amount| a.unit == Unit::Usd && (a.scale.is_some() || a.value.abs() >= Decimal::from(1000));
        let both = per_share_metric.is_some() && amts.iter().any(money_like);
        let metric = if both { metric } else { per_share_metric.unwrap_or(metric) };
        let respectively = lower.contains("respectively") && bases.len() > 1;
        // Split figures by unit: money/per-share figures are the metric; percentages of a
        // money metric are its growth when growth is said.
        let mut by_unit: Vec<(&'static Metric, &'static str, Vec<Amount>)> = vec![];
        for a in amts {
            let per_share_figure = both && matches!(a.unit, Unit::Usd | Unit::UsdPerShare) && !money_like(a);
            let (m, unit): (&'static Metric, &'static str) = if let Some(ps) = per_share_metric.filter(|_| per_share_figure) {
                (ps, ps.unit)
            } else if fits(metric, a) {
                (metric, metric.unit)
            } else if a.unit == Unit::Percent && matches!(metric.kind, Kind::Money | Kind::PerShare) {
                // "up ~10% Y/Y", "expected to grow 6% to 7%", "a 7 percent increase"
                // Read unmasked: "-1% to +2% versus 2025" compares with a year, a growth.
                let from = seg_start.max(a.at.0.saturating_sub(60));
                let around = match (unmasked.get(from..a.at.0), unmasked.get(a.at.1..(a.at.1 + 30).min(unmasked.len()))) {
                    (Some(before), after) => format!("{before} {}", after.unwrap_or("")),
                    _ => String::new(),
                };
                match vocabulary::growth_of(metric.name) {
                    Some(g) if GROWTH_WORD.is_match(&around) => (g, g.unit),
                    _ => continue,
                }
            } else {
                continue;
            };
            match by_unit.iter_mut().find(|(bm, _, _)| bm.name == m.name) {
                Some(e) => e.2.push(a.clone()),
                None => by_unit.push((m, unit, vec![a.clone()])),
            }
        }
        for (m, unit, fig) in by_unit {
            let values: Vec<Value> = group(&text, &fig, unit)
                .into_iter()
                .map(|v| match sides.iter().find(|(at, _)| *at == v.at) {
                    Some((_, side)) => one_sided(v, *side),
                    None => v,
                })
                .collect();
            let or_on_basis = or_on_basis.filter(|_| values.len() == 2);
            for (vi, v) in values.iter().enumerate() {
                // A decline said in words makes the figures negative.
                let lead = &text[seg_start..v.at.0];
                let lead_tail = &lead[lead.len().saturating_sub(40).min(lead.len())..];
                let lead_tail = if lead.is_char_boundary(lead.len().saturating_sub(40)) { lead_tail } else { lead };
                let declining = m.unit == "percent" && matches!(m.kind, Kind::Growth { .. }) && DECLINE_WORD.is_match(lead_tail);
                // "other income and expense are expected to be an expense of approximately $40 million",
                // "non-operating expense of about $40 million" (the name says it is a cost).
                let expense = m.name == "other_income" && {
                    let l = lead.to_lowercase();
                    l.contains("an expense of") || l.contains("a loss of") || l.contains("net expense") || names_only_expense(&text[*ms..*me])
                };
                // "a net loss per share of $0.05 to $0.09" guides earnings of -$0.09 to -$0.05;
                // "earnings (loss) per share" and figures that carry their own sign say nothing.
                // "a net loss of $92 million to $100 million", "an adjusted EBITDA loss of $62
                // million to $68 million" guide figures below zero.
                let loss = matches!(m.name, "eps" | "net_income" | "operating_income" | "ebitda") && {
                    let phrase = text[*ms..*me].to_lowercase();
                    phrase.contains("loss") && !phrase.contains("(loss)") || text.get(*me..v.at.0).is_some_and(|after| LOSS_AFTER.is_match(after))
                } && [v.low, v.high, v.point].iter().flatten().all(|x| *x >= Decimal::ZERO);
                let v = if declining || expense || loss { negate(v.clone()) } else { Some(v.clone()) };
                let Some(v) = v else { continue };
                // The period: one written right after the figure ("approximately 30% for the
                // three months ended July 31, 2023"), else one inside this metric's part
                // before the figure, else the statement's opening, else the context.
                // Unmasked: "2% versus 2025" names the year compared with, not the period.
                let only_filler = |from: usize, to: usize| {
                    let gap = unmasked.get(from..to).unwrap_or("versus").to_lowercase();
                    gap.split_whitespace().all(|w| ["for", "in", "of", "the", "three", "six", "nine", "twelve", "fiscal", "months", "full", "year", ",", "during"].contains(&w.trim_matches(',')))
                };
                let own = periods.iter().find(|(at, _)| at.0 >= v.at.1 && at.0 - v.at.1 <= 24 && only_filler(v.at.1, at.0));
                let inside = periods.iter().rev().find(|(at, _)| at.0 >= *ms && at.1 <= v.at.0);
                // "Lowers full-year 2025 … outlook to …; initial 2026 capital plan of …": a
                // period still ahead in this metric's own words before it is its own (one over
                // is a result told beside it: "… than the 6.2% we reported for the second quarter
                // and our operating income rate to be about 3.4%").
                let leading = periods.iter().rev().find(|(at, p)| at.0 >= own_start && at.1 <= *ms && ctx.ahead(*p)).map(|p| p.1);
                // "gross margin of 40% to 41% and operating margin of 12% to 13% for fiscal
                // 2026": the one period after this figure, still ahead and closing the
                // statement's figures, is that of every figure before it, over a heading's
                // ("Fourth Quarter Outlook"). Not when other words part it from the last figure
                // ("…, reflecting the special items recognized in the first half") or a figure
                // follows it ("…, which implies fiscal 2026 revenue of $1.8 billion").
                let closing = || {
                    let last_figure = figure_ends.last().copied().unwrap_or(0);
                    match periods.iter().filter(|(at, _)| at.0 >= v.at.1).collect::<Vec<_>>().as_slice() {
                        [(at, p)] if ctx.ahead(*p) && at.0 >= last_figure && only_filler(last_figure, at.0) => Some(*p),
                        _ => None,
                    }
                };
                let fallback = leading.or_else(|| first_period_before(*ms)).or_else(closing).or(context).or_else(|| periods.first().map(|p| p.1));
                // "raising its full year Adjusted EBITDA guidance to … and is providing third
                // quarter guidance": "full year" with no year of its own, said of this metric,
                // is the fiscal year of the period the statement is about (else the one in
                // progress), not the quarter named elsewhere in it.
                let full_year = || {
                    let lead = text.get(own_start..v.at.0)?;
                    let m = BARE_FULL_YEAR.find(lead)?;
                    if told_as_past(&lead[m.end()..]) {
                        return None;
                    }
                    match fallback {
                        Some(p) => Some(FiscalPeriod { year: p.year, span: Span::FY }),
                        None => period::resolve_forward(period::find("full year").first()?, ctx.cal, ctx.filed),
                    }
                };
                let period = own.map(|p| p.1).or(inside.map(|p| p.1)).or_else(full_year).or(fallback);
                let Some(period) = period else { continue };
                // "… represents reported growth of 4% to 5% and constant currency growth of 3% to
                // 4%": a basis named with a later growth rate, between it and the rate before,
                // is that rate's own.
                let named_here = (vi > 0 && !respectively && matches!(m.kind, Kind::Growth { .. }))
                    .then(|| text.get(values[vi - 1].at.1..v.at.0).unwrap_or(""))
                    .filter(|lead| GROWTH_WORD.is_match(lead))
                    .map(bases_in)
                    .filter(|b| b.len() == 1 && b[0] != Basis::Unspecified);
                let chosen: Vec<Basis> = if let Some(b) = named_here {
                    b
                } else if let Some(b) = or_on_basis {
                    vec![if vi == 0 { Basis::Gaap } else { b }]
                } else if respectively {
                    bases.get(vi).copied().into_iter().collect()
                } else {
                    bases.clone()
                };
                for basis in chosen {
                    out.push(Found { metric: m, label: text[*ms..*me].to_owned(), basis, period, value: v.clone(), unit, from_row: false });
                }
                if !respectively && or_on_basis.is_none() && values.len() > 1 && m.unit != "percent" {
                    // Several money values for one metric without "respectively": only the first is
                    // the metric's (the rest belong to phrases the vocabulary does not know).
                    break;
                }
            }
        }
    }
    // "EPS of $(0.80) (non-GAAP EPS of $(0.15))": beside a non-GAAP figure of the same metric
    // and period, the unqualified one is the GAAP figure.
    let has_non: Vec<(&str, FiscalPeriod)> = out.iter().filter(|f| f.basis == Basis::NonGaap).map(|f| (f.metric.name, f.period)).collect();
    for f in &mut out {
        if f.basis == Basis::Unspecified && has_non.contains(&(f.metric.name, f.period)) && matches!(f.metric.name, "eps" | "gross_margin" | "operating_margin" | "operating_expenses" | "tax_rate" | "operating_income") {
            f.basis = Basis::Gaap;
        }
    }
    out
}

/// "gross margin and operating margin of 63.5% to 64.5% and 21% to 22%, respectively",
/// "revenue, gross margin and operating expenses of $410 million, 47% and $120 million,
/// respectively": the values after a list of metrics go to them in order. For each figure,
/// the index (into `metrics`) of the metric it is bound to this way, if any. Only when the
/// values are as many as the metrics and each fits its metric's unit: else no guess.
fn bound_in_order(text: &str, metrics: &[(usize, usize, &'static Metric)], amts: &[Amount]) -> Vec<Option<usize>> {
    let mut out = vec![None; amts.len()];
    let mut i = 0;
    while i < metrics.len() {
        let mut j = i;
        while j + 1 < metrics.len() && METRIC_LIST_JOIN.is_match(&text[metrics[j].1..metrics[j + 1].0]) {
            j += 1;
        }
        let (first, last) = (i, j);
        i = j + 1;
        if last == first {
            continue;
        }
        let run_end = metrics[last].1;
        let stop = metrics.get(last + 1).map(|m| m.0).unwrap_or(text.len());
        let Some(respectively) = text[run_end..stop].to_lowercase().find("respectively").map(|k| run_end + k) else { continue };
        let idx: Vec<usize> = (0..amts.len()).filter(|&k| amts[k].at.0 >= run_end && amts[k].at.1 <= respectively).collect();
        // The values, each a range or a point of one unit, in the order written.
        let mut values: Vec<Vec<usize>> = vec![];
        for &k in &idx {
            let joined = values.last().and_then(|v| v.last()).is_some_and(|&p| {
                let join = &text[amts[p].at.1..amts[k].at.0];
                amts[p].unit == amts[k].unit && RANGE_JOIN.is_match(join) && join.trim() != "and" && values.last().is_some_and(|v| v.len() == 1)
            });
            match values.last_mut() {
                Some(v) if joined => v.push(k),
                _ => values.push(vec![k]),
            }
        }
        let names = &metrics[first..=last];
        if values.len() != names.len() || !values.iter().zip(names).all(|(v, m)| v.iter().all(|&k| fits(m.2, &amts[k]))) {
            continue;
        }
        for (n, v) in values.iter().enumerate() {
            for &k in v {
                out[k] = Some(first + n);
            }
        }
    }
    out
}

/// A table row's label without footnote markers: "Earnings per Share(2)" → "Earnings per
/// Share", "Sales1,2,5" → "Sales", "EPS (Diluted)2,4/ Mid-point2,4" → "EPS (Diluted)".
fn clean_label(label: &str) -> String {
    let mut l = label.trim().to_owned();
    if let Some(i) = l.to_lowercase().find("/ mid").or_else(|| l.to_lowercase().find("/mid")) {
        l.truncate(i);
    }
    loop {
        let t = l.trim_end().to_owned();
        let cut = FOOTNOTE.replace(&t, "").trim_end().to_owned();
        if cut == t {
            break;
        }
        l = cut;
    }
    l
}

/// A row's value cells with their column headings, read as a reader reads them: "$190.0 |
/// +/- | $10.0" is one figure with its band, and "Low | High" columns (with a "Mid" between)
/// are one range under the heading they share ("GAAP Low | GAAP High" → "GAAP").
fn pair_cells(values: &[&str], columns: &[String]) -> Vec<(String, String)> {
    let column = |i: usize| columns.get(i).cloned().unwrap_or_default();
    let mut cells: Vec<(String, String)> = vec![];
    let mut i = 0;
    while i < values.len() {
        let v = values[i].trim();
        let band = matches!(v.to_lowercase().as_str(), "+/-" | "±" | "+/−" | "plus or minus" | "+ / -");
        if band && !cells.is_empty() && i + 1 < values.len() {
            let last = cells.last_mut().expect("checked");
            last.1 = format!("{} plus or minus {}", last.1, values[i + 1].trim());
            i += 2;
            continue;
        }
        cells.push((column(i), v.to_owned()));
        i += 1;
    }
    // "From | To" heads a range's two ends as "Low | High" does.
    let word = |c: &str, w: &str| {
        let l = c.trim().to_lowercase();
        l.split(|ch: char| !ch.is_alphanumeric()).any(|t| t == w) || w == "low" && l == "from" || w == "high" && l == "to"
    };
    let strip = |c: &str| {
        if matches!(c.trim().to_lowercase().as_str(), "from" | "to") {
            return String::new();
        }
        c.split_whitespace().filter(|t| !matches!(t.to_lowercase().as_str(), "low" | "high" | "mid" | "midpoint" | "mid-point")).collect::<Vec<_>>().join(" ")
    };
    let mut out: Vec<(String, String)> = vec![];
    let mut i = 0;
    while i < cells.len() {
        let (c, v) = &cells[i];
        if word(c, "low") {
            // Low | High, or Low | Mid | High
            let hi = if cells.get(i + 1).is_some_and(|n| word(&n.0, "high")) {
                Some(i + 1)
            } else if cells.get(i + 1).is_some_and(|n| word(&n.0, "mid") || word(&n.0, "midpoint")) && cells.get(i + 2).is_some_and(|n| word(&n.0, "high")) {
                Some(i + 2)
            } else {
                None
            };
            // Heading lines above "Low | High" in layout text often sit over only one of the
            // two ("Third Quarter Fiscal 2025 Low | Third Quarter High"): the pair shares the
            // heading when one's words hold the other's.
            let words = |c: &str| strip(c).to_lowercase().split_whitespace().map(str::to_owned).collect::<Vec<_>>();
            let holds = |a: &[String], b: &[String]| b.iter().all(|w| a.contains(w));
            if let Some(h) = hi.filter(|h| {
                let (a, b) = (words(c), words(&cells[*h].0));
                holds(&a, &b) || holds(&b, &a)
            }) {
                let head = if strip(c).len() >= strip(&cells[h].0).len() { strip(c) } else { strip(&cells[h].0) };
                out.push((head, format!("{} to {}", v, cells[h].1)));
                i = h + 1;
                continue;
            }
        }
        out.push((c.clone(), v.clone()));
        i += 1;
    }
    out
}

/// A row that gives the change of the metric above it ("Y/Y Growth", "Change vs. Prior Year").
fn is_growth_row(label: &str) -> bool {
    let l = label.to_lowercase();
    let rest = GROWTH_ROW_WORDS.replace_all(&l, " ");
    ["growth", "change", "y/y", "increase", "decrease"].iter().any(|w| l.contains(w)) && rest.trim().is_empty()
}

struct RowState {
    /// The metric and basis of the last row that named one, for growth rows under it.
    last: Option<(&'static Metric, Basis, String)>,
}

/// Records of one table row: one per value cell.
fn read_row(
    text: &str,
    columns: &[String],
    title: &str,
    section_outlook: bool,
    context: Option<FiscalPeriod>,
    scale: Option<Decimal>,
    ctx: &Ctx,
    state: &mut RowState,
) -> Vec<Found> {
    let mut cells = text.split(" | ");
    let raw_label = cells.next().unwrap_or("");
    // Rows that name only a basis under a label that names the metric ("Net Sales Growth" over
    // "As Reported - GAAP" and "Organic, Non-GAAP"): the label above says what they measure.
    let grouped;
    let guided_in = |t: &str| metrics_in(t).iter().any(|m| m.2.guided);
    // Only a row of basis and scope words takes it: "Kettle River Power & Light" under
    // "Operating earnings per share" is a part's figure, not the company's.
    let only_basis_words = |t: &str| {
        t.to_lowercase()
            .split(|c: char| !c.is_alphanumeric())
            .filter(|w| !w.is_empty())
            .all(|w| WHOLE_COMPANY_WORDS.contains(&w) || EFFECT_ROW_WORDS.contains(&w) || matches!(w, "translation" | "foreign" | "exchange"))
    };
    let own = clean_label(raw_label);
    let raw_label = if !title.trim().is_empty() && only_basis_words(&own) && !guided_in(&own) && !is_growth_row(&own) {
        let group = PAREN.replace_all(title, " ");
        if guided_in(&group) {
            grouped = format!("{} {raw_label}", group.split_whitespace().collect::<Vec<_>>().join(" "));
            grouped.as_str()
        } else {
            raw_label
        }
    } else {
        raw_label
    };
    // "Operating income as a percentage of total revenue" is the operating margin; what is
    // left of a share of revenue ("% of Net Sales") names no metric of its own.
    let label = clean_label(&margins_named(raw_label));
    let label = SHARE_OF_REVENUE.replace_all(&label, " ").trim().to_owned();
    let values: Vec<&str> = cells.collect();
    let heads = format!("{} {}", columns.join(" "), title).to_lowercase();
    // A column for a period still to come ("Twelve Months Ending June 30, 2026(F)") is an outlook.
    let future_column = || {
        columns.iter().any(|c| {
            let l = c.to_lowercase();
            (l.contains("ending") || l.contains("(f)")) && period_in(c, ctx).is_some_and(|p| ctx.ahead(p))
        })
    };
    let outlook_table = section_outlook || ["guidance", "outlook", "forecast", "target", "expect", "approximately", "estimate"].iter().any(|w| heads.contains(w)) || future_column();
    // A table of results: its title says so, or every column does. A column of last year's
    // actuals beside the outlook ("Low | High | 2024 Actual") is skipped cell by cell below.
    let results_words = |t: &str| ["results", "actual", "reported", "ended"].iter().any(|w| t.to_lowercase().contains(w));
    let word = |c: &str, w: &str| c.to_lowercase().split(|ch: char| !ch.is_alphanumeric()).any(|t| t == w);
    let outlook_column = |c: &str| !results_words(c) && (FORWARD.is_match(c) || word(c, "low") || word(c, "high"));
    // Bare years side by side ("2025 | 2024") under no word of outlook compare results; so
    // does a reconciliation that does not say it reconciles an outlook.
    let bare_years = !columns.is_empty()
        && columns.iter().all(|c| c.trim().len() == 4 && c.trim().parse::<i32>().is_ok_and(|y| (1990..2100).contains(&y)))
        && columns.iter().any(|c| c.trim().parse::<i32>().is_ok_and(|y| y < chrono::Datelike::year(&ctx.filed)));
    let forward_heads = ["guidance", "outlook", "forecast", "expect", "estimate"].iter().any(|w| heads.contains(w));
    let results_table = results_words(&heads) && !columns.iter().any(|c| outlook_column(c))
        || !forward_heads && (bare_years || title.to_lowercase().contains("reconciliation"));
    if !outlook_table || results_table {
        state.last = None;
        return vec![];
    }
    let lower = label.to_lowercase();
    // A part of the business (a segment's revenue, ARR) is guided too, as `other`.
    let other = vocabulary::metric("other");
    let arr = lower.split(|c: char| !c.is_alphanumeric()).any(|t| t == "arr");
    // The metric a label names is its first, except that a margin or rate named after an
    // amount is what the row gives ("Adjusted home sales gross margin", "Services operating
    // margin"): the amount only says of what.
    let in_label: Vec<&'static Metric> = metrics_in(&label).into_iter().map(|m| m.2).filter(|m| m.guided).collect();
    let first = in_label.first().copied();
    let first = match first {
        Some(m) if matches!(m.kind, Kind::Money) => in_label.iter().skip(1).find(|l| l.unit == "percent" && !matches!(l.kind, Kind::Growth { .. })).copied().or(first),
        f => f,
    };
    // "Average sales price", "revenue per unit": a price, not the revenue.
    let price = ["price", "per unit", "per home", "per square"].iter().any(|w| lower.contains(w)) || lower.split(|c: char| !c.is_alphanumeric()).any(|t| t == "asp");
    // "Weighted average shares, diluted (for non-GAAP net income)": a count of shares, whatever
    // its aside names.
    let share_count = {
        let own = PAREN.replace_all(&lower, " ");
        let words: Vec<&str> = own.split(|c: char| !c.is_alphanumeric()).collect();
        words.contains(&"shares") && !words.contains(&"per")
    };
    // A segment's margin or income is not the company's, and a table of long-term targets or
    // a "framework" (heads "2026 Financial Framework", "Long-term model") states no outlook
    // for a period SayDo can hold a result against.
    let segment_measure = first.is_some_and(|m| m.name != "revenue") && (lower.split(|c: char| !c.is_alphanumeric()).any(|t| t == "segment" || t == "segments") || names_a_part(&label));
    if price || share_count || segment_measure || LONG_TERM.is_match(&heads) || heads.contains("framework") {
        state.last = None;
        return vec![];
    }
    let named = first.map(|m| if m.name == "revenue" && (is_part(&label) || names_a_part(&label)) { other.unwrap_or(m) } else { m }).or(if arr { other } else { None });
    // A table of amounts "per diluted share" states net income per share: EPS.
    let per_share = |t: &str| {
        // "($ in billions, except per share amounts)" says the rows are in billions.
        let t = EXCEPT_PER_SHARE.replace_all(&t.to_lowercase(), " ").into_owned();
        t.contains("per share") || t.contains("per diluted share") || t.contains("per common share")
    };
    // Net income in a table "per share" is EPS; other earnings only when the row says so
    // ("core operating income per diluted share"): "(in millions, except per share)" heads
    // tables of operating income in millions too.
    let named = named.map(|m| match m.name {
        "net_income" if per_share(&format!("{title} {} {label}", columns.join(" "))) => per_share_of(m),
        _ if per_share(&label) => per_share_of(m),
        _ => m,
    });
    let (metric, basis, growth, label) = match named {
        Some(m) => {
            // "FX Impact", "Income tax effects", "Acquisition-related adjustments": parts of a
            // reconciliation or effects inside the outlook, not the metric.
            // (An aside in brackets says what the figure leaves out: "Annual effective tax rate
            // (excludes excess tax benefits …)" is the rate.)
            let own_words = PAREN.replace_all(&lower, " ");
            if own_words.split(|c: char| !c.is_alphanumeric()).any(|t| EFFECT_ROW_WORDS.contains(&t)) || MINORITY_OWNERS.is_match(&lower) {
                state.last = None;
                return vec![];
            }
            let basis = bases_in(&label).first().copied().unwrap_or(Basis::Unspecified);
            let basis = if bases_in(&label).len() > 1 { Basis::Unspecified } else { basis };
            let basis = match basis {
                Basis::Unspecified if label_markers(raw_label).iter().any(|m| ctx.non_gaap_notes.contains(m)) => Basis::NonGaap,
                b => b,
            };
            state.last = Some((m, basis, label.clone()));
            (m, basis, false, label.clone())
        }
        None if is_growth_row(&label) => match &state.last {
            Some((m, b, parent)) => (*m, *b, true, format!("{parent} growth")),
            None => return vec![],
        },
        // A table turned on its side: periods down the rows, metrics across the columns ("Q4
        // 2025 | $412M - $418M | $0.52 - $0.56" under "Revenue | Adjusted EPS"). Each cell is
        // read as a row of its column's metric under the row's period.
        // (The raw label: cleaning footnote markers would take a year's digits.)
        None if period_in(raw_label, ctx).is_some() && !columns.is_empty() && columns.iter().all(|c| guided_in(c)) => {
            state.last = None;
            let heads = [raw_label.trim().to_owned()];
            let cells = pair_cells(&values, columns);
            return cells
                .iter()
                .flat_map(|(column, cell)| read_row(&format!("{column} | {cell}"), &heads, title, true, context, scale, ctx, &mut RowState { last: None }))
                .collect();
        }
        None => {
            state.last = None;
            return vec![];
        }
    };
    // Columns dated by when an outlook was given ("April 2023 | January 2023"): the latest is
    // this release's, the others are earlier outlooks kept for comparison.
    // A column that names its own period ("Twelve Months Ending June 30, 2026") is dated by it.
    let names_period = |c: &str| {
        let l = c.to_lowercase();
        ["ending", "ended", "months", "quarter", "year", "weeks"].iter().any(|w| l.contains(w))
    };
    let dated: Vec<Option<NaiveDate>> = columns
        .iter()
        .map(|c| {
            if names_period(c) {
                return None;
            }
            MONTH_YEAR.captures(c.trim()).and_then(|m| {
                let s = format!("1 {} {}", &m[1], &m[2]);
                NaiveDate::parse_from_str(&s, "%d %B %Y").or_else(|_| NaiveDate::parse_from_str(&s, "%d %b %Y")).ok()
            })
        })
        .collect();
    let latest = dated.iter().flatten().max().copied();
    // "Q4 2025 Revenue ($M) | $182 | $186" under "Low End | High End": the label names the
    // period ("Revenue growth vs. 2024" names only the year compared with).
    let label_period = period_in(&PERIOD_COMPARED.replace_all(raw_label, " "), ctx);
    let cells = pair_cells(&values, columns);
    let mut out = vec![];
    for (i, (column, cell)) in cells.iter().enumerate() {
        let column = column.as_str();
        let cell = &cell.as_str();
        let cl = column.to_lowercase();
        // Earlier outlooks and results beside the outlook, and the reconciling items between a
        // GAAP and a non-GAAP column, are not guides.
        // A year-to-date column ("YEAR-TO-DATE 2025", "YTD") holds results so far, not the year.
        if ["prior", "previous", "last year", "actual", "reported", "results", "adjustment", "reconciling", "impact", "effect", "change at", "change from", "variance", "year-to-date", "year to date", "compared with", "compared to"].iter().any(|w| cl.contains(w))
            || cl.split(|c: char| !c.is_alphanumeric()).any(|t| t == "ytd")
            || given_before(column, ctx.filed)
        {
            continue;
        }
        // A column of remarks beside the figures ("Commentary": "Includes a $0.05 drag from a
        // one-time charge") explains them; a figure in it is an effect, not a guide.
        let remark_words = |t: &str| t.to_lowercase().split(|c: char| !c.is_alphanumeric()).any(|w| matches!(w, "commentary" | "comments" | "comment" | "notes" | "remarks" | "drivers" | "drag" | "includes" | "including" | "reflects") || EFFECT_ROW_WORDS.contains(&w));
        if remark_words(column) || remark_words(cell) {
            continue;
        }
        // A column of the change against a year before ("Change vs. 2024", "% Growth") gives
        // the growth of the row's amount for the outlook's period, never the year compared.
        let change_column = !growth && is_growth_row(&clean_label(column));
        let period = if let Some(d) = dated.get(i).copied().flatten() {
            if Some(d) != latest || d < ctx.filed - Duration::days(75) {
                continue;
            }
            period_in(title, ctx).or(context)
        } else {
            period_in(&PERIOD_COMPARED.replace_all(column, " "), ctx)
                .map(|p| {
                    // "Q2" under a spanning "Fiscal 2024": the title gives the year.
                    if p.span.is_quarter() && !TWO_DIGITS.is_match(column) {
                        period_in(&format!("{column} {title}"), ctx).unwrap_or(p)
                    } else {
                        p
                    }
                })
                .or(label_period)
                .or_else(|| period_in(title, ctx))
                .or(context)
        };
        let Some(period) = period else { continue };
        // The column may carry the basis ("GAAP | Non-GAAP").
        let col_basis = {
            let b = bases_in(column);
            if b.len() == 1 { b[0] } else { Basis::Unspecified }
        };
        let basis = match (basis, col_basis) {
            (b, Basis::Unspecified) => b,
            (Basis::Unspecified, c) => c,
            (b, c) if b == c => b,
            _ => continue, // the row and the column disagree: no guess
        };
        // A caption or a sub-heading row over the rows ("Non-GAAP Financial Measures",
        // "GAAP-based financial data") gives the basis when the row and column do not.
        let basis = match basis {
            Basis::Unspecified => stated_basis(title).unwrap_or(basis),
            b => b,
        };
        // "GAAP: $2.65 to $2.70": the cell names its basis.
        let (basis, cell) = match CELL_BASIS.captures(cell).map(|c| (c[1].to_lowercase(), c.get(0).map(|m| m.end()).unwrap_or(0))) {
            Some((b, end)) => {
                let cb = if b == "gaap" { Basis::Gaap } else { Basis::NonGaap };
                if basis != Basis::Unspecified && basis != cb {
                    continue;
                }
                (cb, &cell[end..])
            }
            None => (basis, *cell),
        };
        // "$97.9B – $98.9B / $98.4B": the figure after the slash restates the midpoint.
        let cell = cell.split(" / ").next().unwrap_or(cell);
        // "Approx. flat" in a growth column is no change: 0%.
        let cell = if FLAT_CELL.is_match(cell) { "0%" } else { cell };
        let cell_text = normalise(&cell.replace("$ ", "$"));
        // The width of a band ("plus or minus 100 bps") is no figure of its own.
        let bands: Vec<(usize, usize)> = PLUS_MINUS.find_iter(&cell_text).map(|m| (m.start(), m.end())).collect();
        let amts: Vec<Amount> = figures(&cell_text).into_iter().filter(|a| !bands.iter().any(|b| a.at.0 >= b.0 && a.at.1 <= b.1)).collect();
        if amts.is_empty() {
            continue;
        }
        // "At least $400", "24% or less": a cell of one figure said as one side of a range is
        // that bound; any other cell with such words ("Minimum 3%", two figures) is no value.
        let side = match (ONE_SIDED_CELL.is_match(&cell_text), amts.as_slice()) {
            (false, _) => None,
            (true, [a]) => match side_of(&cell_text[..a.at.0], &cell_text[a.at.1..]) {
                Some(side) => Some(side),
                None => continue,
            },
            (true, _) => continue,
        };
        let (m, unit) = if growth || change_column {
            match vocabulary::growth_of(metric.name) {
                Some(g) if amts.iter().all(|a| a.unit == Unit::Percent) => (g, g.unit),
                _ => continue,
            }
        } else if amts.iter().all(|a| fits(metric, a) || a.unit == Unit::Plain && metric.unit == "USD" && scale.is_some()) {
            (metric, metric.unit)
        } else if amts.iter().all(|a| a.unit == Unit::Percent) && matches!(metric.kind, Kind::Money | Kind::PerShare) {
            // A percentage in a money metric's row is its growth ("Adjusted Operational Sales | 4.5% – 5.5%").
            match vocabulary::growth_of(metric.name) {
                Some(g) => (g, g.unit),
                None => continue,
            }
        } else {
            continue;
        };
        let amts: Vec<Amount> = amts.into_iter().map(|mut a| {
            if a.unit == Unit::Plain {
                a.unit = Unit::Usd;
            }
            a
        }).collect();
        let Some(v) = group(&cell_text, &amts, unit).into_iter().next() else { continue };
        let v = match side {
            Some(side) => one_sided(v, side),
            None => v,
        };
        // "Approximate 1.0% to 2.5% decrease", "down 2% to 4%": a decline said in the cell.
        let v = if matches!(m.kind, Kind::Growth { .. }) && DECLINE_WORD.is_match(&cell_text) { negate(v) } else { Some(v) };
        let Some(v) = v else { continue };
        // "(in millions)": bare money figures are scaled; per-share and percent never.
        let v = match (unit, scale) {
            ("USD", Some(k)) if amts.iter().all(|a| a.scale.is_none()) => {
                let mul = |x: Option<Decimal>| x.map(|x| x.checked_mul(k));
                let (l, h, p) = (mul(v.low), mul(v.high), mul(v.point));
                if [l, h, p].iter().any(|x| matches!(x, Some(None))) {
                    continue;
                }
                Value { low: l.flatten(), high: h.flatten(), point: p.flatten(), ..v }
            }
            _ => v,
        };
        // "Non-operating expense | $38 - $42": the row names a cost, so the figures are negative.
        let v = if m.name == "other_income" && names_only_expense(&label) { negate(v) } else { Some(v) };
        let Some(v) = v else { continue };
        out.push(Found { metric: m, label: label.clone(), basis, period, value: v, unit, from_row: true });
    }
    out
}

static UNIT_HEAD: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"(?i)^\s*(?:units?|unit\s+of\s+measure|in)\s*$").unwrap());
static UNIT_CELL: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)^\s*(?:\$|usd|us\$)?\s*(?:in\s+)?(?P<scale>billions?|bn|b|millions?|mm|mn|m|thousands?|k)?\s*(?:per\s+(?:diluted\s+)?share|%|percent|\$|usd)?\s*$").unwrap()
});

/// A row without its units column, the columns without its heading, and the scale its cell
/// states ("$ billions"); `None` where the table has no such column or the cell is no unit.
fn unit_column(row: &str, columns: &[String]) -> Option<(String, Vec<String>, Option<Decimal>)> {
    let at = columns.iter().position(|c| UNIT_HEAD.is_match(c))?;
    let cells: Vec<&str> = row.split(" | ").collect();
    if cells.len() != columns.len() + 1 {
        return None;
    }
    let unit = UNIT_CELL.captures(cells[at + 1]).filter(|_| !cells[at + 1].trim().is_empty())?;
    let scale = unit.name("scale").map(|m| match m.as_str().to_lowercase().chars().next() {
        Some('b') => Decimal::from(1_000_000_000i64),
        Some('m') => Decimal::from(1_000_000i64),
        _ => Decimal::from(1_000i64),
    });
    // "$ per share", "%": the unit each bare figure of the row is in.
    let u = cells[at + 1].to_lowercase();
    let mark = |c: &str| -> String {
        let t = c.trim();
        let bare = t.starts_with(|ch: char| ch.is_ascii_digit() || ch == '(' || ch == '-' || ch == '.');
        match (bare, u.contains('%') || u.contains("percent"), u.contains('$') || u.contains("usd")) {
            (true, true, _) => format!("{t}%"),
            (true, false, true) if !t.starts_with('(') => format!("${t}"),
            _ => t.to_owned(),
        }
    };
    let row = cells.iter().enumerate().filter(|(i, _)| *i != at + 1).map(|(i, c)| if i == 0 { (*c).to_owned() } else { mark(c) }).collect::<Vec<_>>().join(" | ");
    let columns = columns.iter().enumerate().filter(|(i, _)| *i != at).map(|(_, c)| c.clone()).collect();
    Some((row, columns, scale))
}

/// Whether a name of other income says it is a cost ("Non-operating expense"), not income
/// that may be negative ("Non-operating income (expense), net").
fn names_only_expense(name: &str) -> bool {
    let l = name.to_lowercase();
    l.contains("expense") && !l.contains("income")
}

/// Extracts guidance from a release. `filed` anchors "the first quarter" and similar.
pub fn extract(doc: &CleanDoc, cal: &FiscalCalendar, filed: NaiveDate) -> Vec<Guidance> {
    // "Our fiscal 2025 is the 52 weeks ending January 31, 2026": the release's own naming of
    // its years, where it states one, over the calendar's.
    let stated = period::stated_year_labels(&doc.text);
    let named = cal.named_as(&stated);
    let read = read_release(doc, &named, filed);
    // A release that states no naming can still show it: "For fiscal 2024, gross margin is now
    // expected …" out in August 2024 from a company whose year ends in January. Named for the
    // year it ends in, that year closed seven months before; no outlook is given for a year
    // long over, so the company names its years for the year they start in. That naming is
    // taken only when it leaves fewer such outlooks and reads more ahead.
    if stated.is_empty() && named.label_offset == 0 && named.month <= 3 && read.long_over > 0 {
        let by_start = FiscalCalendar { label_offset: -1, ..named };
        let alt = read_release(doc, &by_start, filed);
        if alt.long_over < read.long_over && alt.records.len() > read.records.len() {
            return alt.records;
        }
    }
    read.records
}

/// What a release reads as on one naming of its fiscal years.
struct ReadRelease {
    records: Vec<Guidance>,
    /// Outlooks read for periods over by more than a quarter's reporting lag at the release:
    /// none on the release's own naming of its years.
    long_over: usize,
}

/// How long after a period closes its results are out: an outlook for a period closed longer
/// ago than this names it on another naming of the years.
const REPORTING_LAG_DAYS: i64 = 100;

fn read_release(doc: &CleanDoc, cal: &FiscalCalendar, filed: NaiveDate) -> ReadRelease {
    let ctx = Ctx { cal, filed, non_gaap_notes: non_gaap_notes(doc) };
    let mut found: Vec<(Found, String, usize, usize)> = vec![];
    let mut section_period: Option<(String, FiscalPeriod)> = None;
    // A list introduced by "the Company expects:" or "the following guidance": its items state
    // the outlook without a verb of their own.
    let mut list: Option<(String, Option<FiscalPeriod>)> = None;
    let mut table_scale: Option<Decimal> = None;
    // A caption line that only names a basis ("Non-GAAP") right over a table: its rows' basis.
    let mut caption_basis: Option<&str> = None;
    let mut introduces_outlook_table = false;
    let mut rows = RowState { last: None };
    let char_at = |byte: usize| doc.text.get(..byte).map(|t| t.chars().count()).unwrap_or(0);
    // Where the records of the table being read start in `found`.
    let mut table_start: Option<usize> = None;
    // The "Low" row of a table on its side, until its "High" row: (columns, row).
    let mut low_row: Option<(Vec<String>, String)> = None;
    // An outlook table was just read (its footnotes aside): "The fiscal 2026 revenue range
    // represents growth of 6% to 12%" opening the next paragraph restates it.
    let mut after_outlook_table = false;

    for block in &doc.blocks {
        let text = doc.block_text(block);
        match (block.kind == BlockKind::Row, table_start) {
            (true, None) => table_start = Some(found.len()),
            (false, Some(start)) => {
                after_outlook_table = found.len() > start;
                keep_plain_rows_over_qualified(&mut found, start);
                table_start = None;
            }
            _ => {}
        }
        let skip_section = matches!(block.section.as_str(), "Forward-Looking Statements" | "Risk Factors" | "Reconciliation");
        if block.kind == BlockKind::Heading {
            table_scale = None;
            caption_basis = None;
            introduces_outlook_table = false;
            section_period = period_in(text, &ctx).map(|p| (block.section.clone(), p));
            // "Fourth Quarter 2025:" under "… provides the following guidance:" heads the
            // items of that list for its period; any other heading ends the list.
            let only_a_period = text.split_whitespace().count() <= 6 && !text.contains(['$', '%']);
            list = match (list.take(), section_period.as_ref()) {
                (Some(_), Some((s, p))) if only_a_period => Some((s.clone(), Some(*p))),
                // "Expectations for 2025" over "Revenue in the range of $9.45 billion to $9.60
                // billion": an outlook's heading naming a period still ahead heads items that
                // state it without a verb.
                (_, Some((s, p))) if OUTLOOK_TITLE.is_match(text) && ctx.ahead(*p) => Some((s.clone(), Some(*p))),
                _ => None,
            };
            continue;
        }
        if skip_section {
            continue;
        }
        let scale_note = |t: &str| {
            // "($M)", "($B)", "($000s)": the units written short.
            SCALE_NOTE.captures(t).map(|c| match c.get(1).or(c.get(2)).or(c.get(3)).map(|m| m.as_str().to_lowercase()).as_deref() {
                Some("billions" | "b" | "bn") => Decimal::from(1_000_000_000i64),
                Some("millions" | "m" | "mm" | "mn") => Decimal::from(1_000_000i64),
                _ => Decimal::from(1_000i64),
            })
        };
        if block.kind != BlockKind::Row {
            caption_basis = BASIS_CAPTION.is_match(text).then_some(text);
            if let Some(k) = scale_note(text).filter(|_| text.len() < 200) {
                table_scale = Some(k);
            } else {
                // "The following tables summarize the fiscal year 2025 guidance framework …":
                // the table right after is an outlook, under whatever heading it sits.
                introduces_outlook_table = TABLE_INTRO.is_match(text);
            }
        }
        let outlook = block.section == "Outlook" || block.kind == BlockKind::Row && introduces_outlook_table;
        let context = section_period.as_ref().filter(|(s, _)| *s == block.section).map(|(_, p)| *p);

        if block.kind == BlockKind::Row {
            list = None;
            if let Some(k) = scale_note(text).filter(|_| !text.split(" | ").skip(1).any(is_value_cell)) {
                // A heading row "($ in millions)" of the table.
                table_scale = Some(k);
            }
            let scale = scale_note(&block.title)
                .or(scale_note(&block.columns.join(" ")))
                .or(scale_note(text.split(" | ").next().unwrap_or("")))
                .or(table_scale);
            let title = match caption_basis {
                Some(c) => format!("{c} {}", block.title),
                None => block.title.clone(),
            };
            // A table on its side: "Low" and "High" as rows under columns that each name a
            // period and a metric ("First quarter fiscal 2026 Net sales ($ millions)"). Each
            // column is read as a row of its own: its heading the label, its two cells the range.
            let label = text.split(" | ").next().unwrap_or("").trim().to_lowercase();
            if matches!(label.as_str(), "low" | "low end" | "minimum") && !block.columns.is_empty() {
                low_row = Some((block.columns.clone(), text.to_owned()));
                continue;
            }
            if let Some((columns, low_text)) = low_row.take().filter(|(c, _)| matches!(label.as_str(), "high" | "high end" | "maximum") && *c == block.columns) {
                let lows: Vec<&str> = low_text.split(" | ").skip(1).collect();
                let highs: Vec<&str> = text.split(" | ").skip(1).collect();
                if lows.len() == columns.len() && highs.len() == columns.len() {
                    for (j, column) in columns.iter().enumerate() {
                        // The heading's period ("First quarter fiscal 2026 (ending November 30,
                        // 2025)") heads the cell; what follows it names the metric.
                        // The metric's own words start after the heading's last bracket before
                        // the metric ("… (ending November 30, 2025) GAAP diluted EPS"), else
                        // where the period ends.
                        let Some(metric_at) = metrics_in(column).first().map(|m| m.0) else { continue };
                        let period_end = period::find(column).iter().map(|p| p.at.1).filter(|e| *e <= metric_at).max().unwrap_or(0);
                        let split = column[..metric_at].rfind(')').map_or(period_end, |k| k + 1);
                        let (head, label) = column.split_at(split);
                        if label.trim().is_empty() {
                            continue;
                        }
                        let row = format!("{label} | {} - {}", lows[j].trim(), highs[j].trim());
                        let scale = scale_note(column).or(table_scale);
                        for f in read_row(&row, &[head.trim().to_owned()], &title, outlook, context, scale, &ctx, &mut RowState { last: None }) {
                            found.push((f, format!("{low_text} / {text}"), block.start, block.end));
                        }
                    }
                    continue;
                }
            }
            // A first column that names the period of the rows beside it, the metric in the
            // second ("Second quarter fiscal 2026 | Net sales | $128 – $136 | N/A", the period
            // cell spanning its group of rows): each row is its metric's, for that period.
            let cells: Vec<&str> = text.split(" | ").collect();
            let period_column = match cells.as_slice() {
                [first, second, _, ..] if !is_value_cell(second) && !is_value_cell(first) && !metrics_in(first).iter().any(|m| m.2.guided) => period_in(first, &ctx),
                _ => None,
            };
            let (row, columns, context) = match period_column {
                Some(p) => (cells[1..].join(" | "), block.columns.get(1..).unwrap_or_default().to_vec(), Some(p)),
                None => (text.to_owned(), block.columns.clone(), context),
            };
            let scale = if period_column.is_some() { scale_note(row.split(" | ").next().unwrap_or("")).or(scale) } else { scale };
            // A column of units beside bare figures ("Measure | Unit | From | To" over
            // "Total revenues | $ millions | 3,140 | 3,200"): its cell is the row's scale, and
            // no figure of its own.
            let (row, columns, scale) = match unit_column(&row, &columns) {
                Some((row, columns, unit_scale)) => (row, columns, unit_scale.or(scale)),
                None => (row, columns, scale),
            };
            for f in read_row(&row, &columns, &title, outlook, context, scale, &ctx, &mut rows) {
                found.push((f, text.to_owned(), block.start, block.end));
            }
            continue;
        }
        rows.last = None;
        // A line that is only a period ("Third Quarter 2025", "Full Year 2025:") heads the
        // statements under it, as a heading would: they name no period of their own.
        if text.split_whitespace().count() <= 6 && !text.contains(['$', '%']) && !EXPECTS.is_match(text) {
            if let Some(p) = period_in(text, &ctx) {
                section_period = Some((block.section.clone(), p));
                // Under the outlook's heading, a period still ahead heads a list of items that
                // state it without a verb: "Third Quarter 2025" over "Revenue growth of 7% to
                // 9%", "Adjusted EBITDA of $880-$910 million".
                if outlook && ctx.ahead(p) {
                    list = Some((block.section.clone(), Some(p)));
                }
                continue;
            }
        }
        // Footnotes ("(b) Gross margin adjustments of approximately $15 million…", "(2) …
        // guidance assumes a tax rate of 22%") describe effects and assumptions behind the
        // outlook; of them only a sentence that states an expectation of its own is read.
        let footnotes = FOOTNOTE_START.is_match(text);

        let words = text.split_whitespace().count();
        let in_list = list.as_ref().is_some_and(|(s, _)| *s == block.section) && words <= 60;
        if !in_list {
            list = None;
        }
        // "For the third quarter of 2025, revenue is expected … Adjusted EBITDA is expected …":
        // a paragraph that opens on a period speaks of it until a sentence names another.
        let mut paragraph_period: Option<FiscalPeriod> = None;
        // The period of the sentence before, when it stated an outlook: "That range represents
        // growth of about 14%" restates it.
        let mut previous_outlook: Option<Option<FiscalPeriod>> = None;
        // "… we currently expect: Total revenue of … . Non-GAAP operating income of …": items
        // run on in the paragraph of their introduction, each without a verb of its own.
        let mut items_in_paragraph: Option<Option<FiscalPeriod>> = None;
        for (s, e) in sentence_spans(text) {
            let sentence = &text[s..e];
            let lower = sentence.to_lowercase();
            if footnotes && (!EXPECTS.is_match(sentence) || lower.contains("assum")) {
                continue;
            }
            let own = period_in(sentence, &ctx);
            // "Full Year 2025. Adquarry now expects …": a run-in heading names the paragraph's period.
            let run_in_heading = sentence.split_whitespace().count() <= 6 && !sentence.contains(['$', '%']) && !FORWARD.is_match(sentence);
            if OPENS_ON_PERIOD.is_match(sentence) || run_in_heading {
                // "For the full year, …": the year in progress (which `period_in` leaves to the
                // statement that names it).
                let full_year = || {
                    BARE_FULL_YEAR.find(sentence).filter(|m| m.start() < 24)?;
                    period::resolve_forward(period::find("full year").first()?, ctx.cal, ctx.filed)
                };
                if let Some(p) = own.or_else(full_year) {
                    paragraph_period = Some(p);
                }
            }
            // "For 2023, the Company expects:", "… the following financial guidance for FY24"
            let intro = FORWARD.is_match(sentence) && (sentence.trim_end().ends_with(':') || lower.contains("the following") || lower.contains("as follows"));
            if intro {
                // "The Company's outlook, with fiscal 2025 for comparison:": a year named as what
                // the outlook is compared with, or one already over, is not the outlook's period.
                let compared = PERIOD_COMPARED.replace_all(&FOR_COMPARISON.replace_all(sentence, " "), " ").into_owned();
                let own = period_in(&compared, &ctx).filter(|p| ctx.ahead(*p));
                let p = own.or(context);
                list = Some((block.section.clone(), p));
                if let Some(p) = own {
                    section_period = Some((block.section.clone(), p));
                }
            }
            let list_context = if in_list { list.as_ref().and_then(|l| l.1) } else { None };
            let restated = previous_outlook.or(after_outlook_table.then_some(None)).filter(|_| RESTATES.is_match(sentence));
            // "… EPS of $3.00 to $3.08 for fiscal 2026. Adjusted EPS is expected to be $3.10 to
            // $3.20, compared to $2.95 in 2025.": an outlook that names only the year it is
            // compared with is of the period of the outlook before it.
            // (A sentence naming no period at all is left as it was: "guidance excludes
            // amortization of about $1.60 per share" describes the outlook, it states none.
            // Carrying the outlook's period into such sentences was tried twice: it finds more
            // records, but one in four it adds is wrong.)
            let carried = previous_outlook.flatten().filter(|_| FORWARD.is_match(sentence) && own.is_some_and(|p| !ctx.ahead(p)));
            let carried_over = previous_outlook;
            previous_outlook = FORWARD.is_match(sentence).then_some(own.or(paragraph_period));
            let item = items_in_paragraph.filter(|_| !FORWARD.is_match(sentence) && !footnotes);
            let (start_char, end_char) = (char_at(block.byte_start + s), char_at(block.byte_start + e));
            // "Third quarter 2024: revenue of $62.0 million to $70.0 million; …" under the
            // outlook's heading: a period run in before a colon heads the items after it.
            let run_in = RUN_IN_PERIOD.captures(sentence).and_then(|c| period_in(&c[1], &ctx)).filter(|p| outlook && ctx.ahead(*p));
            if run_in.is_some() {
                paragraph_period = run_in;
            }
            let forward = in_list || restated.is_some() || item.is_some() || run_in.is_some();
            let read = read_statement(sentence, &ctx, forward, run_in.or(list_context).or(restated.flatten()).or(item.flatten()).or(paragraph_period).or(carried).or(context));
            // The outlook a following "This represents …" restates is of the period the
            // sentence's figures were read for, not a year it compares with ("… $2.86 to $2.91,
            // compared to $2.74 in 2024").
            if let Some(f) = read.first().filter(|_| previous_outlook.is_some()) {
                previous_outlook = Some(Some(f.period));
            } else if read.is_empty() && DESCRIBES_OUTLOOK.is_match(sentence) {
                // "The guidance includes the opening of a casino in the third quarter of 2026":
                // what the outlook assumes, in a period of its own, restates nothing; a "range
                // represents growth of 2% to 5%" after it restates the outlook before it.
                previous_outlook = carried_over;
            }
            for f in read {
                found.push((f, sentence.to_owned(), start_char, end_char));
            }
            if INTRO_COLON.is_match(sentence) {
                items_in_paragraph = Some(own.or(paragraph_period).or(list_context).or(context));
            }
        }
        if !footnotes {
            after_outlook_table = false;
        }
    }

    if let Some(start) = table_start {
        keep_plain_rows_over_qualified(&mut found, start);
    }
    let named = named_non_gaap(doc);
    let long_over = found.iter().filter(|(f, _, _, _)| cal.nominal_dates(f.period).1 < filed - Duration::days(REPORTING_LAG_DAYS)).count();
    // Never the past: results, and outlooks for periods already over.
    found.retain(|(f, _, _, _)| ctx.ahead(f.period));
    // A company-wide amount of money under $100,000 is a figure whose scale was lost (a table
    // in millions with no "(in millions)"): no number beats a wrong one.
    let tiny = |v: &Value| [v.low, v.high, v.point].into_iter().flatten().all(|x| x.abs() < Decimal::from(100_000));
    found.retain(|(f, _, _, _)| !(f.unit == "USD" && tiny(&f.value)));
    // "fiscal 2025, a 53-week year ending January 3, 2026": a period ends on the day the
    // release states for it, where one lies ahead of the release and within a 52/53-week year's
    // reach of the nominal end.
    let stated_ends = period::stated_ends(&doc.text);
    let recs: Vec<(Guidance, bool)> = found
        .into_iter()
        .map(|(f, sentence, start_char, end_char)| {
            let (ps, nominal_end) = cal.nominal_dates(f.period);
            let pe = stated_ends.iter().copied().filter(|d| *d > filed && FiscalCalendar::near(*d, nominal_end)).min_by_key(|d| (*d - nominal_end).num_days().abs()).unwrap_or(nominal_end);
            (
                Guidance {
                    metric: f.metric.name,
                    label: f.label,
                    // EBITDA exists only outside GAAP, whatever the row or sentence calls it; a
                    // measure the release calls non-GAAP is so where no basis is said.
                    basis: if vocabulary::non_gaap_by_definition(f.metric.name) || f.basis == Basis::Unspecified && named.contains(&f.metric.name) {
                        Basis::NonGaap
                    } else {
                        f.basis
                    },
                    period: f.period,
                    period_start: ps,
                    period_end: pe,
                    low: f.value.low,
                    high: f.value.high,
                    point: f.value.point,
                    unit: f.unit,
                    plus_minus: f.value.plus_minus,
                    sentence,
                    start_char,
                    end_char,
                    tier: Tier::Exact,
                },
                f.from_row,
            )
        })
        .collect();
    ReadRelease { records: total_growth_over_comparable(dedupe(recs)), long_over }
}

/// "Total sales growth of 8.5% to 9.3%" beside "same-restaurant sales growth of 3.5% to 4.3%"
/// for one year: the total is the company's revenue growth; the comparable measure (same-store,
/// like-for-like, system-wide) is read as it only where the release guides no total.
fn total_growth_over_comparable(recs: Vec<Guidance>) -> Vec<Guidance> {
    static COMPARABLE: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)comparable|same[\s-]+(?:store|restaurant|shop|location|center|property|hotel|club)s?|like[\s-]+for[\s-]+like|\bcomps?\b|system[\s-]*wide").unwrap()
    });
    let comparable = |g: &Guidance| {
        let (sentence, label) = (g.sentence.to_lowercase(), g.label.to_lowercase());
        let before = sentence.find(&label).map_or("", |i| {
            let head = &sentence[..i];
            let from = head.char_indices().rev().nth(39).map_or(0, |(k, _)| k);
            &head[from..]
        });
        COMPARABLE.is_match(&label) || COMPARABLE.is_match(before)
    };
    let growth: Vec<Option<bool>> = recs.iter().map(|g| (g.metric == "revenue_growth").then(|| comparable(g))).collect();
    let keep: Vec<bool> = recs
        .iter()
        .zip(&growth)
        .map(|(g, c)| c != &Some(true) || !recs.iter().zip(&growth).any(|(t, tc)| tc == &Some(false) && t.period == g.period && t.basis == g.basis))
        .collect();
    recs.into_iter().zip(keep).filter_map(|(g, k)| k.then_some(g)).collect()
}

/// Of one item said twice (a headline, the outlook, a reconciliation table) keeps the most
/// informative statement: a stated basis over none, a range over a point (a point inside a
/// range of the same item is its midpoint), a band over a bare point, prose over a table,
/// then the first.
/// A row label without the words that say its basis: "Reported diluted EPS (GAAP)" →
/// "reported diluted eps".
fn without_basis(label: &str) -> String {
    let l = clean_label(label).to_lowercase();
    let l = BASIS_WORDS.replace_all(&l, " ");
    l.split(|c: char| !c.is_alphanumeric()).filter(|w| !w.is_empty()).collect::<Vec<_>>().join(" ")
}

static BASIS_WORDS: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"\(?\b(?:u\.s\.\s+)?(?:non-?\s?gaap|gaap)\b\)?").unwrap());

fn dedupe(recs: Vec<(Guidance, bool)>) -> Vec<Guidance> {
    let mid = |g: &Guidance| g.point.or(g.low.zip(g.high).and_then(|(l, h)| l.checked_add(h)).map(|s| s / Decimal::TWO));
    let close = |x: Option<Decimal>, y: Option<Decimal>| match (x, y) {
        (Some(x), Some(y)) => (x - y).abs() <= y.abs() / Decimal::from(100),
        _ => false,
    };
    let inside = |p: &Guidance, r: &Guidance| match (p.point, r.low, r.high) {
        (Some(v), Some(l), Some(h)) => p.low.is_none() && l <= v && v <= h,
        _ => false,
    };
    // Two ranges are one when their ends agree; points within 1% (a table's "$2,525" million
    // restates the prose's "approximately $2.53 billion").
    let exact = |x: Option<Decimal>, y: Option<Decimal>| match (x, y) {
        (Some(x), Some(y)) => (x - y).abs() <= y.abs() / Decimal::from(1000),
        _ => false,
    };
    // "$2.05 ± $0.10" in the prose and "$1.95 | $2.15" in its reconciliation: a band and a
    // range with the same ends are one value.
    let same_ends = |a: &Guidance, b: &Guidance| a.low.is_some() && b.low.is_some() && exact(a.low, b.low) && exact(a.high, b.high);
    // A floor or a ceiling is one with the same bound on the same side, and with nothing else.
    let lone = |g: &Guidance| g.point.is_none() && g.low.is_some() != g.high.is_some();
    let same_values = |a: &Guidance, b: &Guidance| if lone(a) || lone(b) {
        lone(a) && lone(b) && a.low.is_some() == b.low.is_some() && exact(a.low.or(a.high), b.low.or(b.high))
    } else { same_ends(a, b) || match (a.low.is_some() && a.plus_minus.is_none(), b.low.is_some() && b.plus_minus.is_none()) {
        (true, true) => exact(a.low, b.low) && exact(a.high, b.high),
        (false, false) => close(mid(a), mid(b)),
        _ => inside(a, b) || inside(b, a),
    } };
    let same = |a: &Guidance, b: &Guidance| {
        a.metric == b.metric
            && a.period == b.period
            && (a.basis == b.basis || a.basis == Basis::Unspecified || b.basis == Basis::Unspecified)
            && same_values(a, b)
    };
    let info = |g: &Guidance, row: bool| {
        (g.basis != Basis::Unspecified) as u8 * 16 + (g.low.is_some() as u8) * 8 + (g.plus_minus.is_some() as u8) * 4 + (!row as u8) * 2
    };
    let keep: Vec<bool> = (0..recs.len())
        .map(|i| {
            let (a, ra) = &recs[i];
            !(0..recs.len()).any(|j| {
                let (b, rb) = &recs[j];
                // Two rows with different labels and bases are two items of one table
                // ("Operational Sales" non-GAAP, "Estimated Reported Sales" unspecified).
                // "Reported diluted EPS (GAAP)" in the outlook and "Reported diluted EPS" in its
                // reconciliation are one item, the basis said once.
                let two_rows = *ra && *rb && without_basis(&a.label) != without_basis(&b.label) && a.basis != b.basis;
                j != i && !two_rows && same(a, b) && (a.basis == b.basis || a.basis == Basis::Unspecified) && {
                    let (ia, ib) = (info(a, *ra), info(b, *rb));
                    ib > ia || ib == ia && j < i
                }
            })
        })
        .collect();
    recs.into_iter().zip(keep).filter(|(_, k)| *k).map(|((g, _), _)| g).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cal(mmdd: &str) -> FiscalCalendar {
        FiscalCalendar::from_mmdd(mmdd).unwrap()
    }

    fn d(s: &str) -> NaiveDate {
        s.parse().unwrap()
    }

    /// What the extractor reads from a document, one line per record.
    fn records(doc: &CleanDoc, mmdd: &str, filed: &str) -> Vec<String> {
        extract(doc, &cal(mmdd), d(filed))
            .iter()
            .map(|g| format!("{} {} {} {:?} {:?} {:?}", g.metric, g.basis.as_str(), g.period_end, g.low, g.high, g.point))
            .collect()
    }

    /// Exactly the records wanted, in any order.
    fn assert_records(got: &[String], want: &[&str]) {
        assert_eq!(got.len(), want.len(), "{got:#?}");
        for w in want {
            assert!(got.iter().any(|g| g == w), "missing {w}: {got:#?}");
        }
    }

    #[test]
    fn labels_lose_footnote_markers() {
        assert_eq!(label_markers("Free Cash Flow(1)(2)"), ["1", "2"]);
        assert!(label_markers("Free Cash Flow").is_empty());
        assert_eq!(label_markers("Free cash flow(a)"), ["a"]);
        assert_eq!(label_markers("Adjusted EBITDA*"), ["*"]);
        assert_eq!(label_markers("Free cash flow(b) ($ millions)"), ["b"]);
        assert_eq!(clean_label("Adjusted operating margin(a)"), "Adjusted operating margin");
        assert_eq!(clean_label("Revenue (GAAP)"), "Revenue (GAAP)");
        assert_eq!(clean_label("GAAP Earnings per Share(2)"), "GAAP Earnings per Share");
        assert_eq!(clean_label("Enterprise non-GAAP operating income rate2"), "Enterprise non-GAAP operating income rate");
        assert_eq!(clean_label("Adjusted Operational Sales1,2,5"), "Adjusted Operational Sales");
        assert_eq!(clean_label("Adjusted EPS (Diluted)3,4 / Mid-point3,4"), "Adjusted EPS (Diluted)");
        assert!(is_growth_row("Change vs. Prior Year / Mid-point"));
        assert!(is_growth_row("Y/Y Growth"));
        assert!(is_growth_row("Increase vs. 2024"));
        assert!(is_growth_row("% change from fiscal 2024"));
        assert!(!is_growth_row("Increase in backlog"));
        assert!(!is_growth_row("Operating Cash Flow Growth (Y/Y)"));
    }

    /// An HTML outlook table whose first column names the period of a group of rows (the cell
    /// spans them), the metric in the second and the bases as columns.
    #[test]
    fn a_period_column_spanning_its_group_of_rows() {
        let html = "<h2>Outlook</h2><table>\
            <tr><th>Period</th><th>Measure</th><th>GAAP</th><th>Non-GAAP</th></tr>\
            <tr><td rowspan=\"2\">Third quarter fiscal 2026 (three months ending January 31, 2026)</td><td>Net sales ($ millions)</td><td>$210 &#8211; $220</td><td>N/A</td></tr>\
            <tr><td>Diluted EPS</td><td>$0.30 &#8211; $0.34</td><td>$0.36 &#8211; $0.40</td></tr>\
            <tr><td rowspan=\"2\">Fiscal 2026</td><td>Gross margin</td><td>31.0% &#8211; 32.0%</td><td>31.5% &#8211; 32.5%</td></tr>\
            <tr><td>Effective tax rate</td><td>~24%</td><td>N/A</td></tr></table>";
        let doc = crate::html::to_text(html);
        let got = records(&doc, "0430", "2025-12-02");
        let want = [
            "revenue gaap 2026-01-31 Some(210000000) Some(220000000) None",
            "eps gaap 2026-01-31 Some(0.30) Some(0.34) None",
            "eps non_gaap 2026-01-31 Some(0.36) Some(0.40) None",
            "gross_margin gaap 2026-04-30 Some(31.0) Some(32.0) None",
            "gross_margin non_gaap 2026-04-30 Some(31.5) Some(32.5) None",
            "tax_rate gaap 2026-04-30 None None Some(24)",
        ];
        assert_records(&got, &want);
    }

    /// A change written as a comparison ("3% to 9% lower than the … quarter") is a decline or a
    /// growth range; the figure compared with is no outlook, and a floor ("over 10% above") is
    /// no range.
    #[test]
    fn changes_written_as_comparisons() {
        let text = "Outlook\n\nSecond-quarter net sales are expected to be 3% to 9% lower than the $140.6 million reported in the second quarter of fiscal 2025.\n\nFull-year adjusted EPS is expected to be 2% to 4% above fiscal 2025's $3.10.\n\nThird-quarter revenue is expected to be over 10% above the prior-year quarter.\n";
        let doc = crate::html::plain_to_text(text);
        let got = records(&doc, "0430", "2025-09-03");
        assert_eq!(
            got,
            ["revenue_growth unspecified 2025-10-31 Some(-9) Some(-3) None", "eps_growth non_gaap 2026-04-30 Some(2) Some(4) None"],
            "{got:#?}"
        );
    }

    /// A fall written with its noun after the figures, in a sentence and in a table's cells
    /// beside the prior outlook.
    #[test]
    fn falls_written_after_their_figures() {
        let text = "Outlook\n\nFor fiscal 2026, the Company expects adjusted EPS of $2.40 to $2.55, a 3% to 9% decrease from fiscal 2025.\n\n                                   Prior Fiscal 2026 Outlook           Current Fiscal 2026 Outlook\nOrganic net sales growth           Approximate 1.5% to 3.0% decrease   Approximate 1.0% to 2.5% decrease\n";
        let doc = crate::html::plain_to_text(text);
        let got = records(&doc, "0430", "2025-06-03");
        let want = [
            "eps non_gaap 2026-04-30 Some(2.40) Some(2.55) None",
            "eps_growth non_gaap 2026-04-30 Some(-9) Some(-3) None",
            "revenue_growth non_gaap 2026-04-30 Some(-2.5) Some(-1.0) None",
        ];
        assert_records(&got, &want);
    }

    /// A layout-text outlook table as homebuilders and industrials print them: the section's
    /// name centred above it, the units on a line of their own, period heads over "Low High"
    /// pairs, labels wrapped onto a second line, a prior-outlook and a change column.
    #[test]
    fn layout_tables_with_low_high_pairs_and_wrapped_labels() {
        let text = "\
                                  GUIDANCE
            (dollars in millions, except per share amounts)

                                    Fourth Quarter        Fiscal Year 2026      Fiscal Year 2026      Change at
                                    Fiscal 2026           Current               Prior                 Midpoint
                                    Low       High        Low       High        Low       High
Net revenues(1)                     $410      $430        $1,610    $1,650      $1,590    $1,630      $20
Adjusted operating margin(2)        11.0%     11.5%       10.6%     10.9%       10.4%     10.8%       0.15 pts
Average selling price per
   unit (in thousands)              $ 88      $ 90        $ 87      $ 89        $ 86      $ 88        $1
Diluted earnings per share, excluding
   restructuring charges(2)         $0.52     $0.58       $2.10     $2.20       $2.00     $2.12       $0.09
Adjusted segment operating
   margin(2)                        12.0%     12.4%       11.8%     12.0%       11.6%     11.9%       0.15 pts

                                  Fiscal 2028 Framework
Net revenues                                              ~$2,000

(1) Net revenues include service revenues.
(2) Non-GAAP financial measure.
";
        let doc = crate::html::plain_to_text(text);
        let got = records(&doc, "0331", "2025-11-04");
        let want = [
            "revenue unspecified 2026-03-31 Some(410000000) Some(430000000) None",
            "revenue unspecified 2026-03-31 Some(1610000000) Some(1650000000) None",
            "operating_margin non_gaap 2026-03-31 Some(11.0) Some(11.5) None",
            "operating_margin non_gaap 2026-03-31 Some(10.6) Some(10.9) None",
            "eps non_gaap 2026-03-31 Some(0.52) Some(0.58) None",
            "eps non_gaap 2026-03-31 Some(2.10) Some(2.20) None",
        ];
        assert_records(&got, &want);
    }

    /// A title in capitals over the table, the units in the label column of the heading line,
    /// last year's actuals beside the outlook, and a footnote that says only "Non-GAAP.".
    #[test]
    fn outlook_beside_last_years_actuals_with_units_in_the_heading_line() {
        let text = "\
                                   2026 FINANCIAL OUTLOOK

(in millions, except per share amounts and percentages)        2025 Actual        2026 Outlook
                                                                                Low         High
Total operating earnings per share(1)                             $ 2.41        $ 2.50      $ 2.60
Operating cash flow                                               $ 1,012       $1,050 - $1,150

(1) Non-GAAP. Operating earnings exclude non-recurring items.
";
        let doc = crate::html::plain_to_text(text);
        let got: Vec<String> = extract(&doc, &cal("1231"), d("2026-02-19"))
            .iter()
            .map(|g| format!("{} {} {} {:?} {:?}", g.metric, g.basis.as_str(), g.period_end, g.low, g.high))
            .collect();
        assert_eq!(got, ["eps non_gaap 2026-12-31 Some(2.50) Some(2.60)", "operating_cash_flow unspecified 2026-12-31 Some(1050000000) Some(1150000000)"], "{got:#?}");
    }

    /// Written for this test in forms real releases use: a subheading inside a layout table
    /// keeps its columns; a part's row is no company figure; EBITDA is non-GAAP; net income
    /// in a table "in billions, except per share amounts" is net income; a figure added to a
    /// metric is an effect.
    #[test]
    fn subheadings_parts_ebitda_and_effects() {
        let text = "\
FISCAL 2027 OUTLOOK

                                                    FY27 Estimate        FY26 Actual
   Reported diluted EPS (GAAP)                      $4.10 - $4.30            $3.95

   Outlook assumptions:
   Consolidated net sales growth                    3% - 5%                     4%
      Snacks net sales growth                       6% - 8%                     9%
   EBITDA                                           $1.9 - $2.0 billion      $1.8 billion
";
        let doc = crate::html::plain_to_text(text);
        let got: Vec<String> = extract(&doc, &cal("0531"), d("2026-06-25"))
            .iter()
            .map(|g| format!("{} {} {} {:?} {:?}", g.metric, g.basis.as_str(), g.period_end, g.low, g.high))
            .collect();
        assert_eq!(
            got,
            [
                "eps gaap 2027-05-31 Some(4.10) Some(4.30)",
                "revenue_growth unspecified 2027-05-31 Some(3) Some(5)",
                "ebitda non_gaap 2027-05-31 Some(1900000000.0) Some(2000000000.0)"
            ],
            "{got:#?}"
        );
        let doc = crate::html::to_text(
            "<p>2026 Outlook</p><table><tr><td>($ in billions, except per share amounts)</td><td>2026 Guidance Range</td></tr>\
             <tr><td>Net income attributable to the Company</td><td>$3.10 to $3.30</td></tr>\
             <tr><td>Diluted earnings per share</td><td>$12.40 to $12.90</td></tr></table>\
             <p>The extra week is expected to add approximately $90 million to 2026 revenue and about $0.04 to adjusted diluted EPS.</p>",
        );
        let got: Vec<String> = extract(&doc, &cal("1231"), d("2026-02-10")).iter().map(|g| format!("{} {:?} {:?}", g.metric, g.low, g.high)).collect();
        assert_eq!(got, ["net_income Some(3100000000.00) Some(3300000000.00)", "eps Some(12.40) Some(12.90)"], "{got:#?}");
    }

    /// Two rows of one outlook give capital expenditures: the one named plainly is the
    /// company's, the one that names what it nets out is a variant.
    #[test]
    fn a_plain_row_over_a_qualified_row_of_the_same_metric() {
        let text = "\
2026 Outlook
                                                   Current Outlook      Prior Outlook
(in millions)
Gross capital expenditures                         $900 - $950          $880 - $940
Net capital expenditures after disposal proceeds   $600 - $650          $580 - $640
Free cash flow                                     $400 - $450          $380 - $440
";
        let doc = crate::html::plain_to_text(text);
        let got: Vec<String> = extract(&doc, &cal("1231"), d("2026-02-12"))
            .iter()
            .map(|g| format!("{} {:?} {:?}", g.metric, g.low, g.high))
            .collect();
        assert_eq!(got, ["capex Some(900000000) Some(950000000)", "free_cash_flow Some(400000000) Some(450000000)"], "{got:#?}");
    }

    /// A footnote whose marker was a superscript ("1 Non-GAAP financial measure.") marks rows.
    #[test]
    fn footnotes_marked_by_a_bare_number() {
        let doc = crate::html::to_text("<p>1 Non-GAAP financial measure. Free cash flow is operating cash flow less capital expenditures.</p><p>2 Includes leases.</p>");
        assert_eq!(non_gaap_notes(&doc), ["1"]);
    }

    /// A measure named bare as non-GAAP is non-GAAP wherever guided without a basis; one
    /// named with a qualifier defines only that measure.
    #[test]
    fn measures_the_release_names_as_non_gaap() {
        let doc = crate::html::to_text(
            "<p>* Free cash flow is a non-GAAP financial measure; see the reconciliation below. Currency-neutral revenue growth is also a non-GAAP measure.</p>\
             <p>Revenue ex-fuel is a non-GAAP measure.</p>",
        );
        assert_eq!(named_non_gaap(&doc), ["free_cash_flow"]);
        let doc = crate::html::to_text("<p>We also refer to organic sales growth and free cash flow, which are also non-GAAP financial measures.</p>");
        assert_eq!(named_non_gaap(&doc), ["free_cash_flow"]);
        let doc = crate::html::to_text("<p>(1) Organic sales, adjusted EPS and diluted EPS, adjusted for special items, are non-GAAP measures.</p>");
        assert!(named_non_gaap(&doc).is_empty());
        let doc = crate::html::to_text(
            "<p>For 2026 the Company expects revenue of $4.0 billion to $4.2 billion and free cash flow of $500 million to $550 million.</p>\
             <p>Free cash flow, defined as operating cash flow less capital expenditures, is a non-GAAP financial measure.</p>",
        );
        let got: Vec<String> = extract(&doc, &cal("1231"), d("2026-02-10")).iter().map(|g| format!("{} {}", g.metric, g.basis.as_str())).collect();
        assert_eq!(got, ["revenue unspecified", "free_cash_flow non_gaap"]);
    }

    #[test]
    fn prior_outlooks_are_masked() {
        let t = mask_prior("Revenue of $43.8 billion to $44.5 billion, which compares to prior guidance of $43.8 billion to $45.2 billion");
        assert!(t.contains("$44.5 billion") && !t.contains("$45.2"), "{t}");
        let t = mask_prior("deliver 8 percent organic revenue growth (previously 6 percent), and 9 percent core EPS growth");
        assert!(!t.contains('6') && t.contains("9 percent"), "{t}");
        let t = mask_prior("adjusted EPS of $4.10 to $4.20, up from its prior range of $3.95 to $4.10, and GAAP EPS of $2.60 to $2.70");
        assert!(!t.contains("3.95") && t.contains("$2.60"), "{t}");
        // A figure replaced: "to A from B".
        let t = mask_prior("The Company raised its 2026 adjusted EPS outlook to $3.40 to $3.50 from $3.25 to $3.40 and its operating margin target to 18.5% from 18%.");
        assert!(t.contains("$3.50") && t.contains("18.5%") && !t.contains("3.25") && !t.contains("18%."), "{t}");
        let t = mask_prior("Revenue is expected to range from $1.2 billion to $1.3 billion, with $0.40 from continuing operations.");
        assert!(t.contains("from $1.2 billion") && t.contains("from continuing"), "{t}");
    }

    #[test]
    fn sentence_forms() {
        let c = cal("1231");
        let ctx = Ctx { cal: &c, filed: d("2024-04-25"), non_gaap_notes: vec![] };
        let got = |s: &str| {
            read_statement(s, &ctx, false, None)
                .into_iter()
                .map(|f| (f.metric.name, f.basis, f.period.span, f.value.low, f.value.high, f.value.point))
                .collect::<Vec<_>>()
        };
        let dec = |s: &str| Some(s.parse::<Decimal>().unwrap());
        // A decline is negative, low the larger fall.
        let r = got("Net sales are expected to decline 3% to 5% for the year 2024.");
        assert_eq!(r, vec![("revenue_growth", Basis::Unspecified, Span::FY, dec("-5"), dec("-3"), None)]);
        // The GAAP figure beside a parenthesised non-GAAP one.
        let r = got("Expecting second-quarter EPS of $(0.62) (non-GAAP EPS of $(0.04)).");
        assert_eq!(r.len(), 2, "{r:?}");
        assert!(r.contains(&("eps", Basis::Gaap, Span::Q2, None, None, dec("-0.62"))));
        assert!(r.contains(&("eps", Basis::NonGaap, Span::Q2, None, None, dec("-0.04"))));
        // Cents.
        let r = got("For the third quarter, the Company expects diluted EPS of 35 cents to 40 cents.");
        assert_eq!(r, vec![("eps", Basis::Unspecified, Span::Q3, dec("0.35"), dec("0.40"), None)]);
        // An effect is no outlook.
        assert!(got("The 2024 outlook includes an estimated 2% headwind from foreign exchange on revenue.").is_empty());
        // Results are not guidance (the period has ended), nor are past-tense statements.
        assert!(got("First-quarter revenue was $2.4 billion, in line with our outlook.").is_empty());
        // A metric named as what another leaves out is an item, its figure no outlook.
        assert!(got("Adjusted revenue excludes deconversion revenue, which the Company expects to be approximately $25 million in 2024.").is_empty());
        // A basis set off after the metric's name.
        let r = got("For the third quarter, diluted EPS, adjusted for special items, is projected to be between $1.10 and $1.20.");
        assert_eq!(r, vec![("eps", Basis::NonGaap, Span::Q3, dec("1.10"), dec("1.20"), None)]);
        // A long-term target beside an outlook sets aside only its own clause.
        let r = got("The Company expects capital expenditures of about $600 million in 2024 and continues to plan for revenue growth of 8% to 10% a year through 2027.");
        assert_eq!(r, vec![("capex", Basis::Unspecified, Span::FY, None, None, dec("600000000"))]);
        // A loss per share in plain figures is negative earnings; a range of costs written
        // from the larger end is one range.
        let r = got("For the third quarter, the Company expects a GAAP net loss per share of $0.05 to $0.09.");
        assert_eq!(r, vec![("eps", Basis::Gaap, Span::Q3, dec("-0.09"), dec("-0.05"), None)]);
        let r = got("For the third quarter, the Company expects diluted net loss per share to be between $0.24 and $0.17.");
        assert_eq!(r, vec![("eps", Basis::Unspecified, Span::Q3, dec("-0.24"), dec("-0.17"), None)]);
        let r = got("For the third quarter, the Company expects non-GAAP net loss per share of ($0.03) to $0.01.");
        assert_eq!(r, vec![("eps", Basis::NonGaap, Span::Q3, dec("-0.03"), dec("0.01"), None)]);
        let r = got("For the third quarter, the Company expects diluted earnings (loss) per share of $0.02 to $0.06.");
        assert_eq!(r, vec![("eps", Basis::Unspecified, Span::Q3, dec("0.02"), dec("0.06"), None)]);
        let r = got("For the third quarter, the Company expects operating expenses to be between $81 million and $77 million.");
        assert_eq!(r, vec![("operating_expenses", Basis::Unspecified, Span::Q3, dec("77000000"), dec("81000000"), None)]);
        // Values listed after metrics go to them in order; a basis opening the sentence is
        // every metric's.
        let r = got("On a non-GAAP basis, the Company expects third quarter gross margin and operating margin of 52% to 53% and 18% to 19%, respectively.");
        assert_eq!(
            r,
            vec![
                ("gross_margin", Basis::NonGaap, Span::Q3, dec("52"), dec("53"), None),
                ("operating_margin", Basis::NonGaap, Span::Q3, dec("18"), dec("19"), None)
            ]
        );
        let r = got("The Company expects third quarter revenue, gross margin and operating expenses of $410 million, 47% and $120 million, respectively.");
        assert_eq!(
            r,
            vec![
                ("revenue", Basis::Unspecified, Span::Q3, None, None, dec("410000000")),
                ("gross_margin", Basis::Unspecified, Span::Q3, None, None, dec("47")),
                ("operating_expenses", Basis::Unspecified, Span::Q3, None, None, dec("120000000"))
            ]
        );
        // Fewer values than metrics: no guess.
        assert!(got("The Company expects third quarter gross margin and operating margin of 52% and 18% to 19%, 20%, respectively.").iter().all(|f| f.0 != "gross_margin"));
        // Non-operating income is other income, not operating income; named as a cost, its
        // figures are negative. A medium-term target is no outlook.
        let r = got("For the third quarter, the Company expects non-operating income (expense), net, of $(22) million to $(18) million.");
        assert_eq!(r, vec![("other_income", Basis::Unspecified, Span::Q3, dec("-22000000"), dec("-18000000"), None)]);
        let r = got("The Company expects non-operating expense of approximately $30 million for the third quarter.");
        assert_eq!(r, vec![("other_income", Basis::Unspecified, Span::Q3, None, None, dec("-30000000"))]);
        assert!(got("Over the medium term the Company continues to target annual revenue growth of 4% to 6% and an adjusted operating margin of 45%.").is_empty());
    }

    #[test]
    fn growth_ranges_with_flat_or_across_zero() {
        let c = cal("1231");
        let ctx = Ctx { cal: &c, filed: d("2025-02-20"), non_gaap_notes: vec![] };
        let got = |s: &str| read_statement(s, &ctx, false, None).into_iter().map(|f| (f.metric.name, f.value.low, f.value.high, f.value.point)).collect::<Vec<_>>();
        let dec = |s: &str| Some(s.parse::<Decimal>().unwrap());
        assert_eq!(got("The Company expects 2025 revenue down 2% to flat."), vec![("revenue_growth", dec("-2"), dec("0"), None)]);
        assert_eq!(got("The Company expects 2025 revenue to range from flat to up 3%."), vec![("revenue_growth", dec("0"), dec("3"), None)]);
        assert_eq!(got("The Company expects 2025 revenue to be flat to down 3%."), vec![("revenue_growth", dec("-3"), dec("0"), None)]);
        assert_eq!(got("The Company expects 2025 net sales growth of flat to 2%."), vec![("revenue_growth", dec("0"), dec("2"), None)]);
        assert_eq!(
            got("The Company expects 2025 comparable sales to range between a decline of 1% and an increase of 2%."),
            vec![("revenue_growth", dec("-1"), dec("2"), None)]
        );
        assert_eq!(got("The Company expects 2025 net sales growth of (1)% to 1%."), vec![("revenue_growth", dec("-1"), dec("1"), None)]);
        // Next year's outlook is within reach; the year after is a projection.
        let doc = crate::html::plain_to_text(
            "Outlook\n\nThe Company expects capital expenditures of approximately $4.8 billion in 2026.\n\nThe Company projects capital expenditures of approximately $3.9 billion in 2027.\n",
        );
        let years: Vec<i32> = extract(&doc, &c, d("2025-10-30")).iter().map(|g| g.period.year).collect();
        assert_eq!(years, [2026]);
    }

    #[test]
    fn sentences_with_two_bases_comparisons_earnings_per_share_and_segments() {
        let c = cal("1231");
        let ctx = Ctx { cal: &c, filed: d("2026-02-05"), non_gaap_notes: vec!["1".into()] };
        let got = |s: &str| read_statement(s, &ctx, true, None).into_iter().map(|f| (f.metric.name, f.basis, f.period.year, f.value.low, f.value.high, f.value.point)).collect::<Vec<_>>();
        let dec = |s: &str| Some(s.parse::<Decimal>().unwrap());
        // "(GAAP)" after the first figure is that figure's; "(1)" marks a non-GAAP measure.
        assert_eq!(
            got("Diluted EPS of $4.10 to $4.30 (GAAP) and adjusted diluted EPS(1) of $4.60 to $4.80 in 2026."),
            vec![("eps", Basis::Gaap, 2026, dec("4.10"), dec("4.30"), None), ("eps", Basis::NonGaap, 2026, dec("4.60"), dec("4.80"), None)]
        );
        assert_eq!(got("Free cash flow(1) of approximately $900 million in 2026."), vec![("free_cash_flow", Basis::NonGaap, 2026, None, None, dec("900000000"))]);
        // The year compared with is not the period guided.
        assert_eq!(got("The Company expects 2026 revenue up 3% to 5% versus 2025."), vec![("revenue_growth", Basis::Unspecified, 2026, dec("3"), dec("5"), None)]);
        // Earnings stated per share are EPS.
        assert_eq!(
            got("For 2026, the Company expects GAAP earnings of 52 cents to 58 cents per diluted share."),
            vec![("eps", Basis::Gaap, 2026, dec("0.52"), dec("0.58"), None)]
        );
        // A result set against an old guide, an effect, and a segment's growth are no outlook.
        assert!(got("Adjusted earnings were $2.31 per diluted share, in line with the guidance of $2.30 to $2.35 per diluted share.").is_empty());
        assert!(got("Revenue was $4.1 billion, above the guidance of $3.9 billion to $4.0 billion.").is_empty());
        // A result before a forward clause leaves the outlook alone.
        assert_eq!(
            got("Revenue was $4.1 billion, and the Company expects 2026 revenue to be within a range of $4.2 billion to $4.4 billion."),
            vec![("revenue", Basis::Unspecified, 2026, dec("4200000000"), dec("4400000000"), None)]
        );
        assert!(got("Tariffs are expected to reduce 2026 adjusted EPS by a net amount of approximately $0.24.").is_empty());
        assert!(got("The Company expects Dental segment internal sales growth of 2.5% to 4.5% in 2026.").is_empty());
    }

    /// Forms of the eleventh blind set's tune half: EBITDAR is not EBITDA; a range restated
    /// as growth "over 2025 net revenues of $2,431.2 million" after a sentence of what the
    /// guidance assumes, the base year's figure no outlook; a label wrapped onto one indented
    /// line that ends its noun phrase; a list of metrics whose first says "-diluted".
    #[test]
    fn restated_ranges_base_figures_ebitdar_and_wrapped_capitalised_labels() {
        let text = "2026 Outlook

The Company's full-year 2026 guidance is set out below. The guidance includes the opening of a new property in the third quarter of 2026, with pre-opening expenses of approximately $12 million. The net revenue range represents growth of 2% to 5% over 2025 net revenues of $2,431.2 million.

(In millions)                                   2026 Guidance
Net revenues                                    $2,480 - $2,555
Total Adjusted EBITDAR                          $853 - $892
Adjusted EBITDA                                 $553 - $592
Adjusted Comparable Store Sales
  Growth(1)                                     4.0% - 5.5%

(1) A non-GAAP measure.
";
        let c = cal("1231");
        let got: Vec<_> = extract(&crate::html::plain_to_text(text), &c, d("2026-02-12")).into_iter().map(|g| (g.metric, g.period.span, g.low, g.high, g.point)).collect();
        let dec = |s: &str| Some(s.parse::<Decimal>().unwrap());
        assert!(got.contains(&("revenue_growth".into(), Span::FY, dec("2"), dec("5"), None)), "{got:?}");
        assert!(got.contains(&("ebitda".into(), Span::FY, dec("553000000"), dec("592000000"), None)), "{got:?}");
        assert!(got.contains(&("revenue_growth".into(), Span::FY, dec("4.0"), dec("5.5"), None)), "{got:?}");
        assert!(!got.iter().any(|g| g.1 == Span::Q3 || g.4 == dec("2431200000") || g.2 == dec("853000000")), "{got:?}");
        // "reported EPS-diluted and adjusted EPS-diluted of … and …, respectively": a list of
        // two metrics whose first carries its own qualifier.
        let text = "Fiscal 2026 Outlook\n\nThe Company expects reported EPS-diluted and adjusted EPS-diluted of $4.05 to $4.25 and $4.60 to $4.80, respectively.\n";
        let got: Vec<_> = extract(&crate::html::plain_to_text(text), &cal("0930"), d("2025-11-13")).into_iter().map(|g| (g.basis, g.low, g.high)).collect();
        assert_eq!(got, vec![(Basis::Gaap, dec("4.05"), dec("4.25")), (Basis::NonGaap, dec("4.60"), dec("4.80"))]);
    }

    /// A reconciliation-style outlook (the form of large consumer companies' releases): a label
    /// alone over rows that only name a basis, under columns that name their own periods.
    #[test]
    fn labels_over_basis_rows_and_columns_that_name_their_periods() {
        let text = "Outlook

                                                    Three Months Ending       Twelve Months Ending
                                                    September 30, 2025(F)     June 30, 2026(F)
   Net Sales Growth
     As Reported - GAAP                              (6)% - (4)%               2% - 5%
     Impact of foreign currency translation               (1)                    (1)
     Organic, Non-GAAP                               (7)% - (5)%               0% - 3%
   Diluted net earnings per common share
     As Reported - GAAP                             $ 0.05 - $ 0.15           $ 1.39 - $ 1.65
   Operating earnings per share
     Northern Utility Co.                           $ 0.40 - $ 0.45           $ 2.80 - $ 2.90
";
        let html = "<p>Outlook</p><table><tr><td></td><td>Three Months Ending September 30, 2025(F)</td><td>Twelve Months Ending June 30, 2026(F)</td></tr>
<tr><td>Net Sales Growth</td><td></td><td></td></tr><tr><td>As Reported - GAAP</td><td>(6)% - (4)%</td><td>2% - 5%</td></tr>
<tr><td>Organic, Non-GAAP</td><td>(7)% - (5)%</td><td>0% - 3%</td></tr><tr><td>Diluted net earnings per common share</td><td></td><td></td></tr>
<tr><td>As Reported - GAAP</td><td>$0.05 - $0.15</td><td>$1.39 - $1.65</td></tr></table>";
        let c = cal("0630");
        let dec = |s: &str| Some(s.parse::<Decimal>().unwrap());
        for doc in [crate::html::plain_to_text(text), crate::html::to_text(html)] {
            let got: Vec<_> = extract(&doc, &c, d("2025-08-20")).into_iter().map(|g| (g.metric, g.basis, g.period.span, g.low, g.high)).collect();
            assert!(got.contains(&("revenue_growth".into(), Basis::Gaap, Span::Q1, dec("-6"), dec("-4"))), "{got:?}");
            assert!(got.contains(&("revenue_growth".into(), Basis::Gaap, Span::FY, dec("2"), dec("5"))), "{got:?}");
            assert!(got.contains(&("revenue_growth".into(), Basis::NonGaap, Span::FY, dec("0"), dec("3"))), "{got:?}");
            assert!(got.contains(&("eps".into(), Basis::Gaap, Span::FY, dec("1.39"), dec("1.65"))), "{got:?}");
            // A part's figure under the metric's label is not the company's.
            assert!(!got.iter().any(|g| g.3 == dec("2.80")), "{got:?}");
            assert_eq!(got.len(), 6, "{got:?}");
        }
        // A decline written from the smaller to the larger.
        let ctx = Ctx { cal: &c, filed: d("2025-08-20"), non_gaap_notes: vec![] };
        let r: Vec<_> = read_statement("For the first quarter of fiscal 2026, the Company expects LFL revenue growth of -6% to -8%.", &ctx, false, None)
            .into_iter()
            .map(|f| (f.basis, f.value.low, f.value.high))
            .collect();
        assert_eq!(r, vec![(Basis::NonGaap, dec("-8"), dec("-6"))]);
    }

    /// A caption over its units line, a "+/-" band in columns under a basis sub-heading, a row
    /// that fills only the first of two period columns, a "%" in a label, and a "*" footnote.
    #[test]
    fn captions_with_units_bands_in_columns_and_half_filled_rows() {
        let text = "Third Quarter of Fiscal Year 2026 Outlook
(in millions, except per share data)

  Net sales                                   $     240.0        +/-     $     6.0
  Non-GAAP Financial Measures
  Gross margin                                       51.0 %      +/-         80 bps
  Diluted earnings per share                  $      0.28        +/-     $    0.03

                                                   Q4 FY2026                     Full Year FY26
  Gross margin %                                  37.8% to 38.8%
  Adjusted earnings per share - diluted*           $0.44 to $0.50                $2.15 to $2.21

*Items indicated represent Non-GAAP measures. The Q4 FY2026 outlook excludes an expected $5 million in
operating expense charges related to amortization of purchased intangibles.
";
        let dec = |s: &str| Some(s.parse::<Decimal>().unwrap());
        let got: Vec<_> = extract(&crate::html::plain_to_text(text), &cal("0131"), d("2025-08-27"))
            .into_iter()
            .map(|g| (g.metric, g.basis, g.period.span, g.low, g.high))
            .collect();
        assert!(got.contains(&("revenue".into(), Basis::Unspecified, Span::Q3, dec("234000000"), dec("246000000"))), "{got:?}");
        assert!(got.contains(&("gross_margin".into(), Basis::NonGaap, Span::Q3, dec("50.2"), dec("51.8"))), "{got:?}");
        assert!(got.contains(&("eps".into(), Basis::NonGaap, Span::Q3, dec("0.25"), dec("0.31"))), "{got:?}");
        assert!(got.contains(&("gross_margin".into(), Basis::Unspecified, Span::Q4, dec("37.8"), dec("38.8"))), "{got:?}");
        assert!(got.contains(&("eps".into(), Basis::NonGaap, Span::Q4, dec("0.44"), dec("0.50"))), "{got:?}");
        assert!(got.contains(&("eps".into(), Basis::NonGaap, Span::FY, dec("2.15"), dec("2.21"))), "{got:?}");
        // The footnote's excluded charges are no operating-expense outlook.
        assert_eq!(got.len(), 6, "{got:?}");
        // A heading with a footnote marker ("Ranges(1)") is a heading, so last year's column
        // is known as last year's.
        let text = "Full-Year 2025 Guidance
(In millions of dollars, except percentages)

  Consolidated Guidance               2024 Actual         2025 Guidance Ranges(1)
  Capital expenditures                      3,041         2,800 to 3,000
";
        let got: Vec<_> = extract(&crate::html::plain_to_text(text), &cal("1231"), d("2025-02-06")).into_iter().map(|g| (g.metric, g.low, g.high, g.point)).collect();
        assert_eq!(got, vec![("capex".into(), dec("2800000000"), dec("3000000000"), None)]);
        // A title centred over "GAAP | Non-GAAP" heads the whole table, not its first column.
        let text = "Outlook

                     2025 Third Quarter Outlook
            (In millions, except per share amounts)
                                              GAAP            Non-GAAP (1)
  Operating income                         $16 - $26          $29 - $39
";
        let got: Vec<_> = extract(&crate::html::plain_to_text(text), &cal("1231"), d("2025-07-30")).into_iter().map(|g| (g.basis, g.period.span, g.low)).collect();
        assert_eq!(got, vec![(Basis::Gaap, Span::Q3, dec("16000000")), (Basis::NonGaap, Span::Q3, dec("29000000"))]);
    }

    /// A sentence restating the outlook before it is of that outlook's period, not of a year
    /// the outlook was compared with.
    #[test]
    fn a_restatement_takes_the_period_of_the_figures_before_it() {
        let text = "Outlook

   -  Earnings per share: fiscal 2026 diluted earnings per share are expected to be $3.00 to
      $3.08, compared to $2.90 in 2025. Excluding special charges, adjusted earnings per share
      are expected to be $3.10 to $3.20, compared to $2.95 in 2025. This represents adjusted
      earnings per share growth of 5% to 8%, which includes a 1% unfavorable currency impact.
";
        let got: Vec<_> = extract(&crate::html::plain_to_text(text), &cal("1130"), d("2026-01-20")).into_iter().map(|g| (g.metric, g.period.year, g.low)).collect();
        assert!(got.contains(&("eps_growth".into(), 2026, Some(Decimal::from(5)))), "{got:?}");
    }

    /// An outlook's introduction naming a year set beside it "for comparison" gives its section
    /// no period; a paragraph opening on "the … range represents growth of" right after an
    /// outlook table restates that table.
    #[test]
    fn a_year_for_comparison_and_a_table_restated_after_it() {
        let text = "FISCAL 2026 OUTLOOK

The Company's outlook, with fiscal 2025 for comparison:

                              Revenues        Diluted
                            ($ millions)        EPS
  Fiscal 2026                 410 - 430     $1.10 - $1.20
  Fiscal 2025 actual            392.5           $1.02

The fiscal 2026 revenue range represents growth of 4% to 10% over fiscal 2025. The Company
expects capital expenditures of $12 million to $14 million and an effective tax rate of
approximately 24%.
";
        let got: Vec<_> = extract(&crate::html::plain_to_text(text), &cal("0630"), d("2025-08-20")).into_iter().map(|g| (g.metric, g.period.year, g.low.or(g.point))).collect();
        let dec = |s: &str| Some(s.parse::<Decimal>().unwrap());
        for want in [("revenue", "410000000"), ("revenue_growth", "4"), ("capex", "12000000"), ("tax_rate", "24")] {
            assert!(got.contains(&(want.0.into(), 2026, dec(want.1))), "{want:?}: {got:?}");
        }
    }

    /// A period closing a statement's figures is theirs, over the heading's; not one parted
    /// from them by other words, nor one a later figure belongs to.
    #[test]
    fn a_period_closing_the_statement_is_that_of_every_figure_before_it() {
        let text = "Fourth Quarter Outlook

The Company expects gross margin of 40% to 41% and operating margin of 12% to 13% for fiscal 2026.

The Company expects revenue of $450 million to $470 million, which implies fiscal 2026 revenue of $1.8 billion.

The Company expects adjusted EPS of $0.42 plus or minus $0.02, reflecting the charges recognized in the first half.
";
        let got: Vec<_> = extract(&crate::html::plain_to_text(text), &cal("0131"), d("2025-11-20")).into_iter().map(|g| (g.metric, g.period.span, g.low.or(g.point))).collect();
        let dec = |s: &str| Some(s.parse::<Decimal>().unwrap());
        assert!(got.contains(&("gross_margin".into(), Span::FY, dec("40"))), "{got:?}");
        assert!(got.contains(&("operating_margin".into(), Span::FY, dec("12"))), "{got:?}");
        assert!(got.contains(&("revenue".into(), Span::Q4, dec("450000000"))), "{got:?}");
        assert!(got.contains(&("eps".into(), Span::Q4, dec("0.40"))), "{got:?}");
    }

    /// Under the outlook's heading, a line that is only a period heads items without a verb;
    /// "on an as-reported and constant-currency basis, respectively" gives each range its basis.
    #[test]
    fn verbless_items_under_a_period_line_and_reported_and_constant_currency_respectively() {
        let html = "<html><body><p><b>Business Outlook</b></p>
<p>Our outlook reflects trends through October.</p>
<p>Fourth Quarter 2025</p>
<p>Net revenue growth of 4% to 6% and 3% to 5% on a reported and constant currency basis, respectively.</p>
<p>Adjusted EBITDA of $210-$225 million, compared with $198 million a year ago.</p>
<p>Full Year 2025</p>
<p>Capital spending of approximately $95 million.</p></body></html>";
        let dec = |s: &str| Some(s.parse::<Decimal>().unwrap());
        let got: Vec<_> = extract(&crate::html::to_text(html), &cal("1231"), d("2025-10-29"))
            .into_iter()
            .map(|g| (g.metric, g.basis, g.period.span, g.low.or(g.point)))
            .collect();
        assert!(got.contains(&("revenue_growth".into(), Basis::Unspecified, Span::Q4, dec("4"))), "{got:?}");
        assert!(got.contains(&("revenue_growth".into(), Basis::NonGaap, Span::Q4, dec("3"))), "{got:?}");
        assert!(got.contains(&("ebitda".into(), Basis::NonGaap, Span::Q4, dec("210000000"))), "{got:?}");
        assert!(got.contains(&("capex".into(), Basis::Unspecified, Span::FY, dec("95000000"))), "{got:?}");
        // Results under a period already over are not an outlook.
        let html = "<p><b>Business Outlook</b></p><p>Third Quarter 2025</p><p>Net revenue growth of 9%.</p>";
        assert!(extract(&crate::html::to_text(html), &cal("1231"), d("2025-10-29")).is_empty());
    }

    /// A list introduced once and set out under period sub-headings; a table whose labels name
    /// periods and units ("Q4 2025 Revenue ($M)"); items running on after "we expect:".
    #[test]
    fn lists_under_period_subheadings_labels_with_periods_and_items_after_a_colon() {
        let text = "Guidance

Meriden is providing the following guidance for the fourth quarter and full year 2025:

  Fourth Quarter 2025:
    \u{2022} Adjusted EBITDA: $31 million - $33 million

  Full Year 2025:
    \u{2022} Free cash flow: $95 million - $105 million

Guidance Metric                 Low End        High End
Q4 2025 Revenue ($M)            $182           $186
FY 2025 Revenue ($M)            $705           $709

Business Outlook
For the fourth quarter of 2025, we currently expect: Total revenue of $182.0 million to $186.0 million. Non-GAAP operating income of $24.0 million to $26.0 million.
";
        let dec = |s: &str| Some(s.parse::<Decimal>().unwrap());
        let got: Vec<_> = extract(&crate::html::plain_to_text(text), &cal("1231"), d("2025-11-05"))
            .into_iter()
            .map(|g| (g.metric, g.period.span, g.low, g.high))
            .collect();
        assert!(got.contains(&("ebitda".into(), Span::Q4, dec("31000000"), dec("33000000"))), "{got:?}");
        assert!(got.contains(&("free_cash_flow".into(), Span::FY, dec("95000000"), dec("105000000"))), "{got:?}");
        assert!(got.contains(&("revenue".into(), Span::Q4, dec("182000000"), dec("186000000"))), "{got:?}");
        assert!(got.contains(&("revenue".into(), Span::FY, dec("705000000"), dec("709000000"))), "{got:?}");
        assert!(got.contains(&("operating_income".into(), Span::Q4, dec("24000000"), dec("26000000"))), "{got:?}");
        // The quarter's row is never read as the year's.
        assert!(!got.contains(&("revenue".into(), Span::FY, dec("182000000"), dec("186000000"))), "{got:?}");
        assert_eq!(got.len(), 5, "{got:?}");
    }

    /// A list of metrics each with its figure, and a paragraph that opens on its period.
    #[test]
    fn figures_in_a_list_and_a_paragraphs_period() {
        let doc = crate::html::plain_to_text(
            "Outlook

The Company is providing 2025 guidance for total revenue of $8.5 billion, adjusted EBITDA of $2.6 billion, and free cash flow of $1.15 billion.

For the third quarter of 2025, total revenue is expected to be between $172 million and $176 million. Adjusted EBITDA is expected to be between positive $9 million and positive $12 million. Non-GAAP earnings per share is expected to be between $0.03 and $0.07.
",
        );
        let got: Vec<_> = extract(&doc, &cal("1231"), d("2025-08-07")).into_iter().map(|g| (g.metric, g.period.span, g.low.or(g.point))).collect();
        let dec = |s: &str| Some(s.parse::<Decimal>().unwrap());
        for want in [
            ("revenue", Span::FY, dec("8500000000")),
            ("ebitda", Span::FY, dec("2600000000")),
            ("free_cash_flow", Span::FY, dec("1150000000")),
            ("revenue", Span::Q3, dec("172000000")),
            ("ebitda", Span::Q3, dec("9000000")),
            ("eps", Span::Q3, dec("0.03")),
        ] {
            assert!(got.contains(&(want.0.into(), want.1, want.2)), "{want:?} not in {got:?}");
        }
        assert_eq!(got.len(), 6, "{got:?}");
    }

    /// A sentence that restates the outlook before it ("That range represents …") speaks of
    /// its period; one after a result states nothing. Currency-neutral growth is non-GAAP.
    #[test]
    fn a_sentence_restating_the_outlook_before_it() {
        let doc = crate::html::to_text(
            "<p>Annual view. We now expect 2026 revenue of $8.1 billion to $8.3 billion. That range represents currency-neutral revenue growth of about 6%.</p>\
             <p>Revenue was $2.0 billion in the fourth quarter. That represents revenue growth of 5%.</p>",
        );
        let got = records(&doc, "1231", "2026-02-10");
        assert_eq!(
            got,
            [
                "revenue unspecified 2026-12-31 Some(8100000000.0) Some(8300000000.0) None",
                "revenue_growth non_gaap 2026-12-31 None None Some(6)"
            ],
            "{got:#?}"
        );
    }

    /// Periods down the rows and metrics across the columns; a range whose ends carry scales.
    #[test]
    fn tables_on_their_side_and_ranges_between_scaled_figures() {
        let html = "<p><b>Business Outlook</b></p><table><tr><td></td><td>Revenue</td><td>Adjusted EBITDA</td><td>Adjusted EPS</td></tr>
<tr><td>Q4 2025</td><td>$412M - $418M</td><td>$95M - $99M</td><td>$0.52 - $0.56</td></tr>
<tr><td>FY 2025</td><td>$1,610M - $1,616M</td><td>$360M - $364M</td><td>$2.10 - $2.14</td></tr></table>
<p>Fiscal 2026 outlook: Revenue: $1.80 billion–$1.85 billion; Non-GAAP EPS: $2.40–$2.50.</p>";
        let got: Vec<_> = extract(&crate::html::to_text(html), &cal("1231"), d("2025-10-28")).into_iter().map(|g| (g.metric, g.period.span, g.period.year, g.low, g.high)).collect();
        let dec = |s: &str| Some(s.parse::<Decimal>().unwrap());
        for want in [
            ("revenue", Span::Q4, 2025, dec("412000000"), dec("418000000")),
            ("ebitda", Span::Q4, 2025, dec("95000000"), dec("99000000")),
            ("eps", Span::FY, 2025, dec("2.10"), dec("2.14")),
            ("revenue", Span::FY, 2026, dec("1800000000"), dec("1850000000")),
            ("eps", Span::FY, 2026, dec("2.40"), dec("2.50")),
        ] {
            assert!(got.contains(&(want.0.into(), want.1, want.2, want.3, want.4)), "{want:?} not in {got:?}");
        }
        assert_eq!(got.len(), 8, "{got:?}");
    }

    #[test]
    fn one_sided_bounds_directions_at_both_ends_and_dotted_eps() {
        let html = "<p><b>Updated Fiscal 2026 Outlook</b></p><table>
<tr><td></td><td>Prior Fiscal 2026 Outlook</td><td>Current Fiscal 2026 Outlook</td></tr>
<tr><td>Organic Revenue Growth</td><td>Approximate 1.0% to 2.5% decrease</td><td>Approximate 0.5% to 2.0% decrease</td></tr>
<tr><td>Adjusted Diluted E.P.S.</td><td>$4.40 to $4.48</td><td>$4.44 to $4.48</td></tr>
<tr><td>Free Cash Flow</td><td>$230 million or more</td><td>$235 million or more</td></tr></table>
<p>The Company expects first quarter net sales to range between a decline of 6.5% and a decline of 4.5%, operating cash flow of at least $400 million and an effective tax rate of 24% or less.</p>
<p>For fiscal 2026, capital expenditures are expected to be up to $90 million and diluted EPS to increase by 3% to an increase of 5%.</p>
<p>For fiscal 2026, the Company expects free cash flow to exceed $200 million, an effective tax rate not to exceed 25%, and net sales to decline by no more than 2%. The Board authorized repurchases of at least $300 million.</p>";
        let got: Vec<_> = extract(&crate::html::to_text(html), &cal("0930"), d("2025-11-05")).into_iter().map(|g| (g.metric, g.basis, g.period.span, g.low, g.high, g.point)).collect();
        let dec = |s: &str| Some(s.parse::<Decimal>().unwrap());
        assert_eq!(
            got,
            [
                ("revenue_growth".into(), Basis::NonGaap, Span::FY, dec("-2.0"), dec("-0.5"), None),
                ("eps".into(), Basis::NonGaap, Span::FY, dec("4.44"), dec("4.48"), None),
                ("free_cash_flow".into(), Basis::Unspecified, Span::FY, dec("235000000"), None, None),
                ("revenue_growth".into(), Basis::Unspecified, Span::Q1, dec("-6.5"), dec("-4.5"), None),
                ("operating_cash_flow".into(), Basis::Unspecified, Span::Q1, dec("400000000"), None, None),
                ("tax_rate".into(), Basis::Unspecified, Span::Q1, None, dec("24"), None),
                ("capex".into(), Basis::Unspecified, Span::FY, None, dec("90000000"), None),
                ("eps_growth".into(), Basis::Unspecified, Span::FY, dec("3"), dec("5"), None),
                ("free_cash_flow".into(), Basis::Unspecified, Span::FY, dec("200000000"), None, None),
                ("tax_rate".into(), Basis::Unspecified, Span::FY, None, dec("25"), None),
                ("revenue_growth".into(), Basis::Unspecified, Span::FY, dec("-2"), None, None),
            ],
            "a floor or a ceiling is that bound alone, never a point; the prior column and a buyback are no outlook"
        );
        assert_eq!(vocabulary::find("what was their E.P.S. in Q3?").map(|m| m.0.name), Some("eps"));
    }

    #[test]
    fn earlier_outlook_columns_bases_of_a_change_ranges_across_zero_and_excluded_items() {
        let html = "<p><b>Fiscal 2027 Outlook</b></p><table>
<tr><td></td><td>Updated outlook</td><td>Outlook provided on March 4, 2026</td><td>Guidance as of January 2026</td></tr>
<tr><td>Revenue ($ millions)</td><td>1,210 - 1,250</td><td>1,180 - 1,230</td><td>1,150 - 1,200</td></tr>
<tr><td>Adjusted EPS</td><td>$2.40 - $2.50</td><td>$2.30 - $2.45</td><td>$2.25 - $2.40</td></tr></table>
<p>For the second quarter of fiscal 2027, revenue is expected to decline 4% to 7% from the $301.5 million reported a year earlier. For fiscal 2027, operating cash flow is expected to be $150 million to $170 million, compared to last year's $140 million.</p>
<p>For fiscal 2027, comparable sales are expected to range from a 2% decrease to a 3% increase.</p>
<p>(1) Adjusted EPS excludes restructuring charges and the amortization of intangible assets, which the Company expects to total about $0.55 per share in fiscal 2027.</p>";
        let got: Vec<_> = extract(&crate::html::to_text(html), &cal("0131"), d("2026-06-02")).into_iter().map(|g| (g.metric, g.basis, g.period.span, g.low, g.high, g.point)).collect();
        let dec = |s: &str| Some(s.parse::<Decimal>().unwrap());
        assert_eq!(
            got,
            [
                ("revenue".into(), Basis::Unspecified, Span::FY, dec("1210000000"), dec("1250000000"), None),
                ("eps".into(), Basis::NonGaap, Span::FY, dec("2.40"), dec("2.50"), None),
                ("revenue_growth".into(), Basis::Unspecified, Span::Q2, dec("-7"), dec("-4"), None),
                ("operating_cash_flow".into(), Basis::Unspecified, Span::FY, dec("150000000"), dec("170000000"), None),
                ("revenue_growth".into(), Basis::Unspecified, Span::FY, dec("-2"), dec("3"), None),
            ],
            "columns of outlooks given before the release, the figure a change starts from and the items an adjusted measure leaves out are no guides"
        );
    }

    #[test]
    fn a_units_column_beside_from_and_to_and_a_column_compared_with_an_earlier_outlook() {
        let html = "<p><b>2026 Outlook</b></p><table>
<tr><td>Item</td><td>Unit</td><td>From</td><td>To</td><td>Compared with the March 3, 2026 outlook</td></tr>
<tr><td>Net sales</td><td>$ billions</td><td>2.15</td><td>2.25</td><td>Raised from 2.05 – 2.15</td></tr>
<tr><td>Diluted EPS (GAAP)</td><td>$ per share</td><td>3.10</td><td>3.30</td><td>Unchanged</td></tr>
<tr><td>Capital expenditures</td><td>$ millions</td><td>140</td><td>160</td><td>Lowered from 170 – 190</td></tr></table>";
        let got: Vec<_> = extract(&crate::html::to_text(html), &cal("1231"), d("2026-05-05")).into_iter().map(|g| (g.metric, g.basis, g.low, g.high, g.point)).collect();
        let dec = |s: &str| Some(s.parse::<Decimal>().unwrap());
        assert_eq!(
            got,
            [
                ("revenue".into(), Basis::Unspecified, dec("2150000000"), dec("2250000000"), None),
                ("eps".into(), Basis::Gaap, dec("3.10"), dec("3.30"), None),
                ("capex".into(), Basis::Unspecified, dec("140000000"), dec("160000000"), None),
            ],
            "the unit cell scales its row, From and To are one range, and the column of the earlier outlook is none"
        );
    }

    #[test]
    fn a_table_on_its_side_low_and_high_as_rows_under_periods_and_metrics() {
        let html = "<p><b>Outlook</b></p><table>
<tr><td></td><td colspan=\"2\">Second quarter 2026 (ending June 30, 2026)</td><td colspan=\"2\">Full year 2026</td></tr>
<tr><td></td><td>Revenue ($ millions)</td><td>Non-GAAP EPS</td><td>Revenue growth</td><td>GAAP EPS</td></tr>
<tr><td>Low</td><td>410</td><td>$0.52</td><td>4%</td><td>$1.80</td></tr>
<tr><td>High</td><td>430</td><td>$0.58</td><td>7%</td><td>$2.00</td></tr>
<tr><td>Prior year actual</td><td>396.2</td><td>$0.49</td><td>3.1%</td><td>$1.62</td></tr></table>";
        let got: Vec<_> = extract(&crate::html::to_text(html), &cal("1231"), d("2026-05-06")).into_iter().map(|g| (g.metric, g.basis, g.period.span, g.low, g.high)).collect();
        let dec = |s: &str| Some(s.parse::<Decimal>().unwrap());
        assert_eq!(
            got,
            [
                ("revenue".into(), Basis::Unspecified, Span::Q2, dec("410000000"), dec("430000000")),
                ("eps".into(), Basis::NonGaap, Span::Q2, dec("0.52"), dec("0.58")),
                ("revenue_growth".into(), Basis::Unspecified, Span::FY, dec("4"), dec("7")),
                ("eps".into(), Basis::Gaap, Span::FY, dec("1.80"), dec("2.00")),
            ],
            "each column is a metric of its period, the Low and High rows its range, the prior year's row nothing"
        );
    }

    #[test]
    fn net_income_with_its_per_share_figures_and_cents_written_short() {
        let html = "<p><b>Business Outlook</b></p><p>For the third quarter of 2025, the Company expects GAAP net income (loss) of ($1.1) million to $1.9 million, or (4c) to 7c per diluted share; non-GAAP net income of $3.2 million to $6.0 million, or 12c to 22c per diluted share.</p>
<p>For the full year, we now expect gross margins to be approximately 61% on a non GAAP basis. We expect full-year net income of $0.80 to $0.85 per diluted share.</p>";
        let got: Vec<_> = extract(&crate::html::to_text(html), &cal("1231"), d("2025-08-06")).into_iter().map(|g| (g.metric, g.basis, g.period.span, g.low, g.high, g.point)).collect();
        let dec = |s: &str| Some(s.parse::<Decimal>().unwrap());
        assert_eq!(
            got,
            [
                ("net_income".into(), Basis::Gaap, Span::Q3, dec("-1100000"), dec("1900000"), None),
                ("eps".into(), Basis::Gaap, Span::Q3, dec("-0.04"), dec("0.07"), None),
                ("net_income".into(), Basis::NonGaap, Span::Q3, dec("3200000"), dec("6000000"), None),
                ("eps".into(), Basis::NonGaap, Span::Q3, dec("0.12"), dec("0.22"), None),
                ("gross_margin".into(), Basis::NonGaap, Span::FY, None, None, dec("61")),
                ("eps".into(), Basis::Unspecified, Span::FY, dec("0.80"), dec("0.85"), None),
            ]
        );
    }

    #[test]
    fn one_item_said_twice_with_and_without_its_basis_is_one_record() {
        assert_eq!(without_basis("Reported diluted EPS (GAAP)"), without_basis("Reported diluted EPS"));
        assert_ne!(without_basis("Operational Sales"), without_basis("Estimated Reported Sales"));
        assert_eq!(stated_basis("(in millions) Non-GAAP Financial Measures"), Some(Basis::NonGaap));
        assert_eq!(stated_basis("GAAP-based financial data"), Some(Basis::Gaap));
        assert_eq!(stated_basis("Reconciliation of GAAP to Non-GAAP Outlook"), None);
        assert_eq!(stated_basis("Financial and Operational Outlook"), None);
    }

    /// Margins written as a share of revenue, with labels wrapped onto a second line, and the
    /// non-operating line written as a cost and printed unsigned, as payroll and services firms
    /// print their outlook tables; a share of revenue is never revenue growth.
    #[test]
    fn margins_as_a_share_of_revenue_and_other_expense_printed_unsigned() {
        let text = "\
   Fiscal 2026 Outlook
                                                         Current            Prior
                                                         Outlook            Outlook
   Total revenue growth                                 7% - 9%            6% - 8%
   Operating profit as a percentage of net
     sales                                              24% - 25%          24% - 25%
   Adjusted operating income as a percentage of
     total revenue(1)                                   29% - 30%          29% - 30%
   Other expense, net ($ millions)                      $40 - $50          $40 - $50
   Interest and other expenses, net ($ millions)        $10 - $12          $10 - $12
   SG&A as a percentage of net sales                    31% - 32%          31% - 32%

   (1) Non-GAAP financial measure.

   For the first quarter of fiscal 2026, we expect adjusted operating income as a percentage of
   total revenue of approximately 27% and capital expenditures of approximately 3% of net sales.
";
        let doc = crate::html::plain_to_text(text);
        let got = records(&doc, "0630", "2025-07-30");
        let want = [
            "revenue_growth unspecified 2026-06-30 Some(7) Some(9) None",
            "operating_margin unspecified 2026-06-30 Some(24) Some(25) None",
            "operating_margin non_gaap 2026-06-30 Some(29) Some(30) None",
            "other_income unspecified 2026-06-30 Some(-50000000) Some(-40000000) None",
            "operating_margin non_gaap 2025-09-30 None None Some(27)",
        ];
        assert_eq!(got, want, "the compound 'interest and other expenses' and SG&A's share of sales give nothing");
    }

    /// A tool maker's outlook as a dash list: GAAP EPS as "X ± d" with a Low | High
    /// reconciliation printing the same ends, adjusted EPS narrowed to one figure that the
    /// reconciliation prints in both columns, and statements beside it whose year-to-date
    /// columns are results, not the year.
    #[test]
    fn a_band_restated_as_a_range_a_range_of_one_value_and_year_to_date_columns() {
        let text = "\
   2025 Outlook
   -  GAAP EPS is now expected to be $3.40 ± $0.15 (previously $3.70 ± $0.15).
   -  Adjusted EPS* is narrowed to approximately $5.25, the midpoint of the prior range of $5.10
      to $5.40.

                      RECONCILIATION OF FULL-YEAR 2025 EPS OUTLOOK
                                                           2025 Full-Year Outlook
                                                          Low               High
   Diluted EPS (GAAP)                                   $ 3.25            $ 3.55
   Restructuring charges                                  2.00              1.70
   Adjusted EPS*                                        $ 5.25            $ 5.25

                                                    THIRD QUARTER              YEAR-TO-DATE
                                                   2025       2024          2025        2024
   Net sales growth                                   4.1 %      2.2 %         3.3 %       1.9 %
   Adjusted EPS                                    $  1.41    $  1.30       $  3.90     $  3.62

   *Non-GAAP Financial Measure
";
        let doc = crate::html::plain_to_text(text);
        let got = records(&doc, "1231", "2025-10-29");
        let want = ["eps gaap 2025-12-31 Some(3.25) Some(3.55) Some(3.40)", "eps non_gaap 2025-12-31 None None Some(5.25)"];
        assert_eq!(got, want);
    }

    /// A contract-research outlook: the growth a revenue range implies, reported (a basis word,
    /// not a past tense) and in constant currency (named with the second range), compared with
    /// last year's printed revenue; and backlog to convert over the next twelve months, which
    /// is no fiscal period.
    #[test]
    fn growth_a_range_implies_by_basis_and_a_next_twelve_months_figure() {
        let html = "<p><b>2025 Guidance</b></p>
<p>The Company expects approximately $2.1 billion of its backlog to convert to revenue over the next twelve months, representing growth of 6.0 percent year-over-year.</p>
<p>Full-year revenue guidance of $4,100 million to $4,180 million represents reported growth of 3.2% to 5.2% and constant currency growth of 2.5% to 4.5% compared to 2024 revenue of $3,972.9 million.</p>";
        let got: Vec<_> = extract(&crate::html::to_text(html), &cal("1231"), d("2025-07-30")).into_iter().map(|g| (g.metric, g.basis, g.period.span, g.low, g.high, g.point)).collect();
        let dec = |s: &str| Some(s.parse::<Decimal>().unwrap());
        assert_eq!(
            got,
            [
                ("revenue".into(), Basis::Unspecified, Span::FY, dec("4100000000"), dec("4180000000"), None),
                ("revenue_growth".into(), Basis::Unspecified, Span::FY, dec("3.2"), dec("5.2"), None),
                ("revenue_growth".into(), Basis::NonGaap, Span::FY, dec("2.5"), dec("4.5"), None),
            ]
        );
    }

    /// A 52/53-week year's outlook ends on the day the release states for it; the day the
    /// quarter just reported ended (also near a nominal end) is not the outlook's.
    #[test]
    fn a_53_week_year_ends_on_its_stated_day() {
        let html = "<p>Results for the fourth quarter ended December 28, 2025 are set out below.</p>
<p><b>Outlook</b></p>
<p>For fiscal 2026, a 53-week year ending January 2, 2027, the Company expects net sales of $1.20 billion to $1.25 billion.</p>
<p>For the first quarter of 2026, the Company expects net sales of $280 million to $290 million.</p>";
        let got: Vec<_> = extract(&crate::html::to_text(html), &cal("1231"), d("2026-02-12")).into_iter().map(|g| (g.period.span, g.period_end)).collect();
        assert_eq!(got, [(Span::FY, d("2027-01-02")), (Span::Q1, d("2026-03-31"))]);
    }

    /// "full year" with no year, said of a metric, is the year of the outlook even when the
    /// sentence also names a quarter; a full year told in the past is no outlook's period.
    #[test]
    fn a_full_year_without_its_year_beside_a_quarter() {
        let html = "<p><b>Outlook</b></p>
<p>The Company is raising its full year adjusted EBITDA guidance to a range of $945 million to $965 million and its full-year adjusted diluted EPS guidance to $6.05 to $6.25, and is providing third quarter guidance.</p>";
        let got: Vec<_> = extract(&crate::html::to_text(html), &cal("1231"), d("2025-07-30")).into_iter().map(|g| (g.metric, g.period)).collect();
        let fy = FiscalPeriod { year: 2025, span: Span::FY };
        assert_eq!(got, [("ebitda".into(), fy), ("eps".into(), fy)]);
        let html = "<p><b>Outlook</b></p><p>For the third quarter, the Company expects adjusted EBITDA of $255 million to $265 million.</p>";
        let got: Vec<_> = extract(&crate::html::to_text(html), &cal("1231"), d("2025-07-30")).into_iter().map(|g| g.period.span).collect();
        assert_eq!(got, [Span::Q3]);
    }

    /// A loss guided is the metric below zero, named before or after it; the minority owners'
    /// share is no company figure; a period ahead in a metric's own words is its own, one over
    /// is a result told beside it.
    #[test]
    fn losses_minority_owners_and_a_metrics_own_period() {
        let html = "<p><b>Outlook</b></p>
<p>For the first fiscal quarter ending October 31, 2025, the Company expects a net loss of $92 million to $100 million and a Total Adjusted EBITDA loss of $62 million to $68 million, compared with a net loss of $94.1 million in the first quarter of fiscal 2025.</p>
<p>For fiscal 2026, the Company expects net income attributable to noncontrolling interests of approximately $10 million.</p>
<table><tr><td>Fiscal 2026 (in thousands)</td><td>Low</td><td>High</td></tr>
<tr><td>Net income attributable to noncontrolling interests</td><td>10,000</td><td>10,000</td></tr></table>";
        let dec = |s: &str| Some(s.parse::<Decimal>().unwrap());
        let read = |html: &str, fye: &str, filed: &str| -> Vec<_> {
            extract(&crate::html::to_text(html), &cal(fye), d(filed)).into_iter().map(|g| (g.metric, g.period, g.low, g.high, g.point)).collect()
        };
        let fp = |year, span| FiscalPeriod { year, span };
        assert_eq!(
            read(html, "0731", "2025-09-25"),
            [
                ("net_income".into(), fp(2026, Span::Q1), dec("-100000000"), dec("-92000000"), None),
                ("ebitda".into(), fp(2026, Span::Q1), dec("-68000000"), dec("-62000000"), None),
            ]
        );
        let html = "<p>Lowers full-year 2025 Adjusted EBITDA outlook to $455 million to $470 million; initial 2026 capital plan of $210 million to $230 million</p>";
        assert_eq!(
            read(html, "1231", "2025-11-06"),
            [
                ("ebitda".into(), fp(2025, Span::FY), dec("455000000"), dec("470000000"), None),
                ("capex".into(), fp(2026, Span::FY), dec("210000000"), dec("230000000"), None),
            ]
        );
        let html = "<p>As it relates to the third quarter, we expect comparable sales slightly better than the 6.2% decline we reported for the second quarter and our gross margin to be approximately 23.4%.</p>";
        assert_eq!(read(html, "1231", "2025-08-29"), [("gross_margin".into(), fp(2025, Span::Q3), None, None, dec("23.4"))]);
    }
    /// An outlook table under a title in a plain paragraph, its cells a point and a band
    /// ("$ | 218.0 | +/- | $ 6.0", "51.5 | % | +/- | 75 bps"); a growth told as "a change of"
    /// or against "the prior year"; "underlying" growth is organic.
    #[test]
    fn an_untitled_band_table_a_change_against_the_prior_year_and_underlying_growth() {
        let html = "<p>Third Quarter of Fiscal Year 2026 Outlook</p>
<table><tr><td>(in millions, except per share data)</td><td></td><td></td><td></td><td></td></tr>
<tr><td>Net sales</td><td>$</td><td>218.0</td><td>+/-</td><td>$ 6.0</td></tr>
<tr><td>Gross margin</td><td>51.5</td><td>%</td><td>+/-</td><td>75 bps</td></tr></table>";
        let dec = |s: &str| Some(s.parse::<Decimal>().unwrap());
        let got: Vec<_> = extract(&crate::html::to_text(html), &cal("0131"), d("2025-08-27")).into_iter().map(|g| (g.metric, g.period.span, g.low, g.high)).collect();
        assert_eq!(got, [("revenue".into(), Span::Q3, dec("212000000"), dec("224000000")), ("gross_margin".into(), Span::Q3, dec("50.75"), dec("52.25"))]);
        // A paragraph that only mentions an outlook in passing heads nothing.
        assert!(!crate::html::to_text("<p>Quellmark today announced that it will update its outlook.</p>").blocks.iter().any(|b| b.kind == crate::html::BlockKind::Heading));
        let html = "<p><b>Outlook</b></p><p>For 2026, net sales are expected to be approximately $880 million to $900 million, representing a change of -1.5% to +0.8% compared to the prior year.</p>
<p>The Company expects underlying sales growth of 2% to 3% in 2026, driven by strong underlying demand, and revenue of $5.1 billion.</p>";
        let got: Vec<_> = extract(&crate::html::to_text(html), &cal("1231"), d("2026-02-12")).into_iter().map(|g| (g.metric, g.basis, g.low, g.high, g.point)).collect();
        assert_eq!(
            got,
            [
                ("revenue".into(), Basis::Unspecified, dec("880000000"), dec("900000000"), None),
                ("revenue_growth".into(), Basis::Unspecified, dec("-1.5"), dec("0.8"), None),
                ("revenue_growth".into(), Basis::NonGaap, dec("2"), dec("3"), None),
                ("revenue".into(), Basis::Unspecified, None, None, dec("5100000000")),
            ]
        );
    }
    /// A release that names its years for the year they start in ("the fiscal year ending
    /// January 31, 2026 ("fiscal 2025")") is read in its own names; a table's column of
    /// remarks is no outlook.
    #[test]
    fn years_named_as_the_release_names_them_and_a_column_of_remarks() {
        let html = "<p><b>Fiscal 2025 Outlook</b></p>
<p>Our outlook for the fiscal year ending January 31, 2026 (\"fiscal 2025\") is summarized below.</p>
<table><tr><td>Metric</td><td>Prior Guidance</td><td>Updated</td><td>Commentary</td></tr>
<tr><td>Non-GAAP EPS</td><td>$1.40 to $1.60</td><td>$1.45 to $1.60</td><td>Includes a $0.05 drag from a one-time charge</td></tr></table>
<p>For the fourth quarter of fiscal 2025, the Company expects net sales of $512 million to $520 million.</p>";
        let read = |html: &str| -> Vec<_> {
            extract(&crate::html::to_text(html), &cal("0131"), d("2025-12-04")).into_iter().map(|g| (g.metric, g.period_end, g.low, g.high, g.point)).collect()
        };
        let dec = |s: &str| Some(s.parse::<Decimal>().unwrap());
        assert_eq!(
            read(html),
            [("eps".into(), d("2026-01-31"), dec("1.45"), dec("1.60"), None), ("revenue".into(), d("2026-01-31"), dec("512000000"), dec("520000000"), None)]
        );
        // Named for the year it ends in, said the same ways: the calendar's own naming.
        let html = "<p><b>Outlook</b></p><p>For fiscal 2026, which ends January 31, 2026, the Company expects net sales of $2.0 billion to $2.1 billion.</p>";
        assert_eq!(read(html), [("revenue".into(), d("2026-01-31"), dec("2000000000"), dec("2100000000"), None)]);
        let html = "<p><b>Outlook</b></p><p>For the second quarter of fiscal 2025, the 13 weeks ending August 2, 2025, the Company expects net sales of $410 million to $420 million.</p>";
        assert_eq!(extract(&crate::html::to_text(html), &cal("0131"), d("2025-05-29")).into_iter().map(|g| g.period_end).collect::<Vec<_>>(), [d("2025-08-02")]);
    }
    /// Notes marked by capitals ("(B) Net capital expenditures, a non-GAAP financial measure,
    /// is …"), a label's aside wrapped onto the next line, a reconciliation titled with its
    /// units, and a tax rate excluding discrete items (a GAAP rate).
    #[test]
    fn capital_markers_wrapped_asides_titled_reconciliations_and_discrete_items() {
        let html = "<p><b>Fiscal 2025 Outlook</b></p>
<table><tr><td>($ in millions)</td><td>Fiscal 2025</td></tr>
<tr><td>Gross capital expenditures</td><td>$640 - $680</td></tr>
<tr><td>Net capital expenditures<sup>(B)</sup></td><td>$520 - $560</td></tr>
<tr><td>Effective tax rate, excluding discrete items</td><td>22% - 23%</td></tr></table>
<p>(A) Operating margin is income from operations as a percentage of net sales. (B) Net capital expenditures, a non-GAAP financial measure, is gross capital expenditures less tenant allowances.</p>";
        let got: Vec<_> = extract(&crate::html::to_text(html), &cal("1231"), d("2025-05-29")).into_iter().map(|g| (g.metric, g.basis)).collect();
        assert_eq!(got, [("capex".into(), Basis::Unspecified), ("capex".into(), Basis::NonGaap), ("tax_rate".into(), Basis::Unspecified)]);
        let text = "\
Third Quarter and Full Year 2025 Outlook

(in millions)                               Q3 2025                Full Year 2025
Revenue                                   $188 - $193               $730 - $740
Weighted average shares, diluted
  (for non-GAAP net income)                   ~176                      ~175

            Reconciliation of Net Loss to Non-GAAP Net Income (in thousands)
Net loss                                                 $ (6,200)          $(15,900)
Non-GAAP net income                                      $ 10,800           $  2,900
";
        let got: Vec<_> = extract(&crate::html::plain_to_text(text), &cal("1231"), d("2025-08-12")).into_iter().map(|g| (g.metric, g.period.span)).collect();
        assert_eq!(got, [("revenue".into(), Span::Q3), ("revenue".into(), Span::FY)]);
        // A result "we reported" beside the outlook names no basis of it.
        let html = "<p><b>Outlook</b></p><p>As it relates to the third quarter, we expect comparable sales slightly better than the negative 6.2% we reported for the second quarter and our non-GAAP operating income rate to be approximately 3.4%.</p>";
        let got: Vec<_> = extract(&crate::html::to_text(html), &cal("0131"), d("2023-08-29")).into_iter().map(|g| (g.metric, g.basis)).collect();
        assert_eq!(got, [("operating_margin".into(), Basis::NonGaap)]);
    }

    /// Forms read from real releases of the sixteenth session (each written here in words of
    /// its own): a year named for the year it starts in with no naming stated, what analysts
    /// or an earlier outlook expected, a run-in heading's period, an outlook titled only by its
    /// period, a table a paragraph introduces as the outlook, a figure spanning the GAAP and
    /// non-GAAP columns, a marker glued before the units, parts named first, and "flat – 1.5%".
    #[test]
    fn forms_of_real_releases_sixteenth_session() {
        let recs = |html: &str, mmdd: &str, filed: &str| -> Vec<(String, String, NaiveDate, Option<Decimal>, Option<Decimal>, Option<Decimal>)> {
            extract(&crate::html::to_text(html), &cal(mmdd), d(filed)).into_iter().map(|g| (g.metric.to_string(), g.basis.as_str().to_string(), g.period_end, g.low, g.high, g.point)).collect()
        };
        let dec = |s: &str| Some(s.parse::<Decimal>().unwrap());
        // August 2025, a January year: "fiscal 2025" can only be the year in progress.
        let html = "<p><b>Fiscal 2025 Outlook</b></p><p>For fiscal 2025, diluted earnings per share are now expected to be $2.10 to $2.30, up from the previous guidance of $2.00 to $2.20.</p>";
        assert_eq!(recs(html, "0131", "2025-08-27"), [("eps".into(), "unspecified".into(), d("2026-01-31"), dec("2.10"), dec("2.30"), None)]);
        // On the year-end naming the same words still name the year ending January 2025, a
        // year whose results are out: a Q4 release in March 2025 keeps its naming.
        let html = "<p><b>Outlook</b></p><p>For fiscal 2026, the Company expects net sales of $900 million to $950 million, compared with $880 million in fiscal 2025.</p>";
        assert_eq!(recs(html, "0131", "2025-03-10"), [("revenue".into(), "unspecified".into(), d("2026-01-31"), dec("900000000"), dec("950000000"), None)]);
        // Others' expectations and an earlier outlook as a whole are no outlook.
        let html = "<p><b>2025 Outlook</b></p><p>For 2025, the company now expects adjusted earnings of $3.10 to $3.30 per share.</p>
<p>Previously, the company expected adjusted earnings of $2.90 to $3.10 per share.</p>
<p>This compares with prior revenue guidance of $4.0 billion to $4.2 billion.</p>
<p>Analysts surveyed by a data provider expect revenue of $4.3 billion for the year.</p>";
        assert_eq!(recs(html, "1231", "2025-07-30"), [("eps".into(), "non_gaap".into(), d("2025-12-31"), dec("3.10"), dec("3.30"), None)]);
        // "Full Year 2025." opens its paragraph as a heading would.
        let html = "<p><b>Outlook</b></p><p>Third quarter revenue is expected to be $300 million to $310 million.</p><p>Full Year 2025. Capital expenditures are expected to be $40 million to $45 million.</p>";
        assert_eq!(recs(html, "1231", "2025-08-06")[1], ("capex".into(), "unspecified".into(), d("2025-12-31"), dec("40000000"), dec("45000000"), None));
        // Under "Expectations for 2025", items state the outlook without a verb; a headline
        // that says it issues guidance heads no such items.
        let html = "<p><b>Expectations for 2025</b></p><p>Revenue in the range of $2.10 billion to $2.20 billion</p>";
        assert_eq!(recs(html, "1231", "2025-02-12"), [("revenue".into(), "unspecified".into(), d("2025-12-31"), dec("2100000000"), dec("2200000000"), None)]);
        let html = "<p><b>Issues Fiscal 2025 Guidance</b></p><p>Full year earnings of $1.99 per diluted share</p>";
        assert!(recs(html, "0430", "2024-06-20").is_empty());
        // A paragraph introduces the table after it as the outlook.
        let html = "<p>The following table summarizes the fiscal 2025 guidance.</p><table><tr><td></td><td>Q1 2025</td><td>2025</td></tr><tr><td>Adjusted Earnings Per Share</td><td>$1.20 - $1.30</td><td>$5.80 - $6.00</td></tr></table>";
        assert_eq!(recs(html, "0930", "2024-11-05").len(), 2);
        // One figure across both basis columns is of neither; "Free cash flow(b) ($ millions)"
        // carries note (b), which says non-GAAP.
        let html = "<p><b>Outlook</b></p><table><tr><td>Third Quarter 2025</td><td>GAAP</td><td>Non-GAAP</td></tr>
<tr><td>Revenue</td><td colspan=\"2\">$600 million to $620 million</td></tr>
<tr><td>Gross margin</td><td>70% to 71%</td><td>73% to 74%</td></tr>
<tr><td>Free cash flow(b) ($ millions)</td><td colspan=\"2\">$40 - $50</td></tr></table><p>(a) 53 weeks. (b) Non-GAAP measure; see the reconciliation.</p>";
        let got = recs(html, "1231", "2025-08-07");
        assert_eq!(got[0], ("revenue".into(), "unspecified".into(), d("2025-09-30"), dec("600000000"), dec("620000000"), None));
        assert_eq!(got[1].1, "gaap");
        assert_eq!(got[2].1, "non_gaap");
        assert_eq!(got[3], ("free_cash_flow".into(), "non_gaap".into(), d("2025-09-30"), dec("40000000"), dec("50000000"), None));
        // A part of revenue named before it in a sentence ("licensing revenue") is no total.
        let html = "<p><b>Outlook</b></p><p>Our outlook for Q3 is for revenue to be between $290 million and $320 million. Within that, licensing revenue ranges from $265 million to $295 million.</p>";
        assert_eq!(recs(html, "0927", "2025-05-01"), [("revenue".into(), "unspecified".into(), d("2025-06-27"), dec("290000000"), dec("320000000"), None)]);
        // "For the full year, …" opens a paragraph on the year; "Third quarter 2024: …" runs a
        // period in before its items.
        let html = "<p><b>Outlook</b></p><p>For the full year, we have widened the range of revenue to be between $1,310 million and $1,380 million. We see non-GAAP operating expenses between $760 million and $775 million.</p><p>Third quarter 2025: revenue of $62.0 million to $70.0 million; GAAP gross margin of 48.7% to 50.2%.</p>";
        let got = recs(html, "0927", "2025-05-01");
        assert_eq!(got.iter().map(|r| (r.0.as_str(), r.2)).collect::<Vec<_>>(), [("revenue", d("2025-09-27")), ("operating_expenses", d("2025-09-27")), ("revenue", d("2025-06-27")), ("gross_margin", d("2025-06-27"))]);
        // Parts named first; a comparable-sales range from flat.
        let html = "<p><b>Fiscal 2026 Outlook</b></p><p>By segment, the Company expects Trade revenue to grow 3% to 5% and Education revenue to be flat to down 3%.</p>
<table><tr><td>Period</td><td>Comparable sales</td></tr><tr><td>Fiscal 2026</td><td>flat – 1.5%</td></tr></table>";
        assert_eq!(recs(html, "0531", "2025-07-17"), [("revenue_growth".into(), "unspecified".into(), d("2026-05-31"), dec("0"), dec("1.5"), None)]);
        // Amounts below zero in words or with a minus sign before the dollar.
        let html = "<p><b>Outlook</b></p><p>For 2019, we expect revenue of $2.0 billion, plus or minus $100 million, and gross margin of 45%, plus or minus 1%.</p>";
        assert_eq!(recs(html, "1231", "2019-07-22")[0], ("revenue".into(), "unspecified".into(), d("2019-12-31"), dec("1900000000"), dec("2100000000"), dec("2000000000")));
        for t in ["between minus $6 million and minus $4 million", "of negative $6 million to negative $4 million", "of -$6 million to -$4 million"] {
            let html = format!("<p><b>Outlook</b></p><p>For 2019, we expect other income and expense {t}.</p>");
            assert_eq!(recs(&html, "1231", "2019-07-22"), [("other_income".into(), "unspecified".into(), d("2019-12-31"), dec("-6000000"), dec("-4000000"), None)], "{t}");
        }
        // Total sales growth and a same-restaurant measure for one year: the total is revenue
        // growth; alone, the comparable measure is read as it.
        let html = "<p><b>Fiscal 2026 Outlook</b></p><p>Total sales growth is expected to be 8.5% to 9.3%. Same-restaurant sales growth is expected to be 3.5% to 4.3%.</p>";
        assert_eq!(recs(html, "0531", "2025-12-18"), [("revenue_growth".into(), "unspecified".into(), d("2026-05-31"), dec("8.5"), dec("9.3"), None)]);
        let html = "<p><b>Fiscal 2026 Outlook</b></p><p>Same-restaurant sales growth is expected to be 3.5% to 4.3%.</p>";
        assert_eq!(recs(html, "0531", "2025-12-18"), [("revenue_growth".into(), "unspecified".into(), d("2026-05-31"), dec("3.5"), dec("4.3"), None)]);
    }

    /// Seventeenth session, from holdout13's tune half: a column of the change against the year
    /// before, an outlook that replaces one "which called for …", others' expectations in a
    /// clause of their own, and a label whose units wrap onto the next line of layout text;
    /// from real releases, "X, or Y on an adjusted basis", a table captioned "Non-GAAP", a
    /// rate whose label says in brackets what it leaves out, and "growth of 4% to 6% in net sales".
    #[test]
    fn forms_of_real_releases_seventeenth_session() {
        let recs = |doc: &crate::html::CleanDoc, mmdd: &str, filed: &str| -> Vec<(String, String, NaiveDate, Option<Decimal>, Option<Decimal>, Option<Decimal>)> {
            extract(doc, &cal(mmdd), d(filed)).into_iter().map(|g| (g.metric.to_string(), g.basis.as_str().to_string(), g.period_end, g.low, g.high, g.point)).collect()
        };
        let dec = |s: &str| Some(s.parse::<Decimal>().unwrap());
        // "Change vs. 2024" holds the growth of the row's amount for the outlook's year; a
        // change in basis points of a margin is no margin.
        let html = "<p><b>2025 Outlook</b></p><table><tr><th>($ in millions, except per share data)</th><th>2025 Outlook</th><th>Change vs. 2024<sup>(2)</sup></th><th>2024 Actual</th></tr>
<tr><td>Revenue</td><td>$4,420 &#8211; $4,480</td><td>8.5% &#8211; 10.0%</td><td>$4,073.7</td></tr>
<tr><td>Adjusted EBITDA margin</td><td>23.5% &#8211; 23.8%</td><td>20 &#8211; 50 bps</td><td>23.3%</td></tr>
<tr><td>GAAP diluted EPS</td><td>$1.50 &#8211; $1.56</td><td>10.3% &#8211; 14.7%</td><td>$1.36</td></tr></table>
<p>The updated outlook replaces the outlook issued on April 23, 2025, which called for revenue of $4,370 million to $4,450 million.</p>";
        let got = recs(&crate::html::to_text(html), "1231", "2025-07-30");
        let fy = d("2025-12-31");
        assert_eq!(
            got,
            [
                ("revenue".into(), "unspecified".into(), fy, dec("4420000000"), dec("4480000000"), None),
                ("revenue_growth".into(), "unspecified".into(), fy, dec("8.5"), dec("10.0"), None),
                ("eps".into(), "gaap".into(), fy, dec("1.50"), dec("1.56"), None),
                ("eps_growth".into(), "gaap".into(), fy, dec("10.3"), dec("14.7"), None),
            ]
        );
        // What analysts expected, after a semicolon, leaves the company's own range standing.
        let html = "<p><b>Outlook</b></p><p>First-quarter revenue is expected to be $520 million to $560 million; analysts on average had expected first-quarter revenue of $551 million.</p>";
        assert_eq!(recs(&crate::html::to_text(html), "1231", "2025-11-12"), [("revenue".into(), "unspecified".into(), d("2026-03-31"), dec("520000000"), dec("560000000"), None)]);
        // "EPS of X, or Y on an adjusted basis": X is the GAAP figure, Y the adjusted one.
        let html = "<p><b>2024 Outlook</b></p><p>The company expects full-year 2024 EPS in the range of $6.50 to $6.65, or $7.15 to $7.30 on an adjusted basis.</p>";
        assert_eq!(
            recs(&crate::html::to_text(html), "1231", "2024-07-24"),
            [("eps".into(), "gaap".into(), d("2024-12-31"), dec("6.50"), dec("6.65"), None), ("eps".into(), "non_gaap".into(), d("2024-12-31"), dec("7.15"), dec("7.30"), None)]
        );
        // A caption that only names a basis, right over the outlook table, is its rows' basis.
        let html = "<p>Non-GAAP</p><table><tr><td>(in millions, except per share amounts)</td><td>Q3'19 Guidance</td><td>Q2'19</td></tr>
<tr><td>Gross margin %</td><td>60% +/- 1.0%</td><td>59.2%</td></tr></table>";
        assert_eq!(recs(&crate::html::to_text(html), "1231", "2019-07-25"), [("gross_margin".into(), "non_gaap".into(), d("2019-09-30"), dec("59.0"), dec("61.0"), dec("60"))]);
        // The low end of a range before the metric takes the metric its high end does; "for"
        // joins a figure to the metric after it.
        let html = "<p><b>Outlook</b></p><p>For the third quarter, we expect growth of 4% to 6% in net sales.</p><p>We anticipate a decrease of approximately 1.5% to 2% for organic net sales in 2024.</p>";
        assert_eq!(
            recs(&crate::html::to_text(html), "1231", "2024-07-30"),
            [("revenue_growth".into(), "unspecified".into(), d("2024-09-30"), dec("4"), dec("6"), None), ("revenue_growth".into(), "non_gaap".into(), d("2024-12-31"), dec("-2"), dec("-1.5"), None)]
        );
        // An aside that says what a rate leaves out makes the row no effect.
        let html = "<p><b>Fiscal 2024 Outlook</b></p><table><tr><td></td><td>New</td><td>Previous</td></tr>
<tr><td>Annual effective tax rate (excludes excess tax benefits related to stock-based compensation)</td><td>25.0%</td><td>24.0%</td></tr></table>";
        assert_eq!(recs(&crate::html::to_text(html), "1231", "2024-08-05"), [("tax_rate".into(), "unspecified".into(), d("2024-12-31"), None, None, dec("25.0"))]);
        // "Capital expenditures" / "($ millions)  --  $95 - $110": one label.
        let text = "Outlook

The outlook for fiscal 2026 (the 52 weeks ending January 30, 2027) is summarized below.

                                 First Quarter      Fiscal 2026
                                 Outlook            Outlook
  Net sales ($ millions)         $560 - $585        $2,550 - $2,650
  Capital expenditures
    ($ millions)                      --            $95 - $110
";
        let got = recs(&crate::html::plain_to_text(text), "0131", "2026-03-19");
        assert!(got.contains(&("capex".into(), "unspecified".into(), d("2027-01-30"), dec("95000000"), dec("110000000"), None)), "{got:?}");
    }
}
