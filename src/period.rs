//! Periods as people write them — "Q3 FY2025", "the third quarter of fiscal 2025",
//! "fiscal 2024", "the quarter ended October 27, 2024", "2023", "last quarter" — read into
//! a `PeriodRef`, then resolved on an issuer's fiscal calendar.

use std::sync::LazyLock;

use chrono::{Datelike, NaiveDate};
use regex::Regex;
use serde::Serialize;

use crate::fiscal::{FiscalCalendar, FiscalPeriod, Span};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum YearKind {
    Fiscal,
    Calendar,
    /// A bare year ("2023"): read as fiscal, and the reading is said.
    Bare,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Relative {
    Last,
    Next,
    Current,
    /// So many periods before the latest: "the quarter before its most recent one" (1),
    /// "three quarters ago" (2), "the year before last" (1).
    Before(u8),
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PeriodRef {
    pub span: Option<Span>,
    pub year: Option<i32>,
    pub year_kind: Option<YearKind>,
    pub relative: Option<Relative>,
    /// "the quarter ended October 27, 2024"
    pub ended: Option<NaiveDate>,
    /// "the outlook it gave in November 2022", "its May 2022 release": a day in the month a
    /// release came out. What it guided is the quarter then in progress; what it reported,
    /// the quarter before.
    pub released: Option<NaiveDate>,
    /// The release day is the one its results came out on ("the quarter it reported on
    /// February 22, 2023"): the period is the quarter before the one in progress that day.
    pub reported: bool,
    /// "the April quarter of fiscal 2025": the quarter of fiscal `year` that ends in this month
    /// (1–12). Which quarter that is depends on the issuer's calendar, so it is read there.
    pub month: Option<u32>,
    /// The day in `released` lies inside the period asked ("the quarter that included July 4,
    /// 2022"): it is no release day, and nothing is counted back from it.
    pub inside: bool,
    /// "year to date through the June 2025 quarter", "Q3 FY24 YTD": the fiscal year from its
    /// start to the end of the quarter named (its first quarter, half, nine months or year).
    pub to_date: bool,
    /// Byte range of the phrase in the text.
    pub at: (usize, usize),
}

static QUARTER: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(?:(first|second|third|fourth|final|closing|opening|initial|1st|2nd|3rd|4th)[\s-]+(?:fiscal\s+)?(?:quarter|qtr|quater|trimester)|f?q([1-4])|([1-4])q|(first)\s+three\s+months)\b").unwrap()
});
static YEAR: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(?:(fiscal(?:\s+year)?|fy|calendar(?:\s+year)?|cy)\s*['’-]?\s*(\d{4}|\d{2})\b|(?:fy|cy)(\d{2}|\d{4})\b|((?:19|20)\d{2})\b)").unwrap()
});
/// "3Q24", "FQ1'25", "Q4'23": a quarter with its fiscal year's last two digits attached.
/// Also "F3Q24" and "3QFY24" (a fiscal quarter in analysts' shorthand), "Q3 '24" and
/// "q4fy2023" (the whole year after "fy").
static QUARTER_GLUED: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"(?i)\b(?:([1-4])q|f?q([1-4])|f([1-4])q)(?:[\s-]?fy((?:19|20)\d{2})|(?:[\s-]?fy|\s?['’]|['’]?)(\d{2}))\b").unwrap());
static HALF: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(?:(first|second|1st|2nd|opening|initial|front)[\s-]+half|([12])h|h([12])|(first)\s+(?:six|6)[\s-]+months|(first)\s+(?:two|2)\s+(?:fiscal\s+)?quarters)\b").unwrap()
});
/// "the first nine months of fiscal 2024", "9M FY24": the year to date after three quarters.
static NINE_MONTHS: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"(?i)\b(?:(?:first\s+)?(?:nine|9)[\s-]+months|9m|m9|first\s+(?:three|3)\s+(?:fiscal\s+)?quarters)\b").unwrap());
static DATE_BEFORE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2},?\s*$").unwrap()
});
static FULL_YEAR: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"(?i)\b(full[\s-]year|fiscal[\s-]year|annual|the\s+year)\b").unwrap());
static RELATIVE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(last|latest|most\s+recent(?:ly\s+reported)?|previous|prior|preceding|next|following|upcoming|coming|current|this)\s+(?:(?:full|complete|whole|reported)\s+){0,2}(quarter|fiscal\s+year|year)\b|\b(most\s+recent(?:ly)?|latest)\b").unwrap()
});
/// A period counted back from the latest: "the quarter before its most recent one", "the year
/// before last", "two quarters ago".
static BEFORE_LATEST: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(?:(?:the\s+)?(quarter|fiscal\s+year|year)\s+(?:(?:right|immediately|just|directly)\s+)?(?:before|prior\s+to|preceding)\s+(?:the\s+|its\s+|their\s+)?(?:most\s+recent(?:ly)?|latest|last)(?:\s+(?:one|quarter|fiscal\s+year|year|reported\s+(?:one|quarter|year)))?|(two|three|four|five|six|[2-6])\s+(quarters|fiscal\s+years|years)\s+(?:ago|back|earlier)|(two|three|four|five|six|[2-6])\s+(quarters|fiscal\s+years|years)\s+(?:before|prior\s+to|preceding)\s+(?:the\s+|its\s+|their\s+)?(?:most\s+recent|latest|last)(?:\s+(?:reported\s+)?(?:one|quarter|fiscal\s+year|year))?)\b").unwrap()
});
/// Words before a month that make it the month of a release: "the outlook it gave in",
/// "in its", "guided in", "released in".
static RELEASE_BEFORE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(?:gave|given|issued|provided|published|released|reported|guided|said|told\s+\w+|announced|in\s+(?:its|their|the))\s+(?:\w+\s+){0,2}?(?:in|on|back\s+in)?\s*$").unwrap()
});
/// "the quarter they reported on", "the numbers Nvidia released on", "results it put out on":
/// the release day reported the period.
static REPORTED_ON: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(?:reported|(?:numbers|results|figures|earnings)\s+(?:\S+\s+){0,2}?(?:released|published|posted|put\s+out|announced|issued))\s+(?:\S+\s+){0,2}?(?:on\s+)?$").unwrap()
});
/// Words after a month that make it the month of a release: "the May 2022 release/outlook".
static RELEASE_AFTER: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"(?i)^\s+(?:earnings\s+)?(?:release|outlook|guidance|guide|forecast|report|call|announcement|update)\b").unwrap());
/// A month's name, full or short, as one capture group.
pub const MONTH: &str = r"(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)";
/// "the October 2023 quarter": the quarter that ended in that month. A month and year alone
/// ("its February 2024 outlook") dates a release, not a period, and is passed over.
static MONTH_YEAR: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!(r"(?i)\b{MONTH}\.?[\s-]+((?:19|20)\d{{2}}|['’]?\d{{2}})\b(\s+(?:fiscal\s+)?(?:quarter|qtr)\b)?")).unwrap()
});
/// "the quarter that ended in July 2022", "the three months ending March 2024", "the year
/// that ended in January 2024": the period that ended in that month.
static ENDED_IN_MONTH: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!(r"(?i)\b(?P<unit>quarter|qtr|(?:three|six|nine|twelve|3|6|9|12)[\s-]+months|year|period|one|fy)\s+(?:that\s+|which\s+)?(?:ended|ending|ends|closed|closing|wrapped\s+up|wrapping\s+up|wraps\s+up|finished|finishing|to\s+(?:the\s+)?end(?:\s+of)?|(?:through|thru)\s+(?:the\s+)?end\s+of|to|through|thru)[\s-]+(?:in\s+|on\s+)?(?:(?:late|early|mid)[\s-]+)?(?P<month>{MONTH})\.?,?\s+(?:of\s+)?(?P<year>(?:19|20)\d{{2}}|['’]\d{{2}})\b")).unwrap()
});
/// "the June quarter of 2025", "the Dec qtr 2023": the quarter that ended in that month of
/// that (calendar) year. A fiscal year ("the June quarter of fiscal 2025") is left to the
/// fiscal forms: which June it means depends on the issuer's calendar.
static MONTH_QUARTER_OF_YEAR: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!(r"(?i)\b(?P<month>{MONTH})\.?[\s-]+(?:quarter|qtr)\.?,?\s+(?:of\s+|in\s+)?(?:calendar\s+)?(?P<year>(?:19|20)\d{{2}})\b")).unwrap()
});
/// "the April quarter of fiscal 2025", "the Jan qtr of FY23": the quarter of that fiscal year
/// that ends in that month, read on the issuer's calendar.
static MONTH_QUARTER_OF_FISCAL: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!(r"(?i)\b(?P<month>{MONTH})\.?[\s-]+(?:quarter|qtr)\.?,?\s+(?:of|in)\s+(?:its\s+|their\s+|the\s+)?(?:fiscal(?:\s+year)?|fy)\s*['’]?(?P<year>(?:19|20)\d{{2}}|\d{{2}})\b")).unwrap()
});
/// "the last quarter Nvidia had reported before June 15, 2024": the quarter before the one in
/// progress that day.
static LAST_REPORTED_BEFORE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!(r"(?i)\b(?:the\s+)?(?:last|latest|most\s+recent)\s+(?:full\s+)?(?:fiscal\s+)?quarter\s+(?:that\s+)?(?:\S+\s+){{0,3}}?(?:had\s+|has\s+|have\s+)?(?:reported|released|published|announced)\s+(?:before|prior\s+to|ahead\s+of|as\s+of|by)\s+(?P<day>{MONTH}\.?\s+\d{{1,2}},?\s+(?:19|20)\d{{2}}|\d{{1,2}}\s+{MONTH}\.?,?\s+(?:19|20)\d{{2}})")).unwrap()
});
/// "the quarter after Q2 FY2024", "the quarter following the third quarter of fiscal 2023",
/// "three quarters before Q1 FY2024": written right before a quarter with its year.
static QUARTER_SHIFT: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(?:(?:the\s+)?(?:fiscal\s+)?quarter|(?P<n>two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|[2-9]|1[0-2])\s+(?:fiscal\s+)?quarters)\s+(?:immediately\s+|right\s+|just\s+)?(?P<dir>after|following|succeeding|later\s+than|before|preceding|prior\s+to|earlier\s+than)\s+(?:the\s+)?$").unwrap()
});
/// The day a holiday named in a question falls on in a year.
fn holiday(name: &str, year: i32) -> Option<NaiveDate> {
    let n = name.to_lowercase();
    let nth_weekday = |month: u32, wd: chrono::Weekday, nth: i64| {
        let first = NaiveDate::from_ymd_opt(year, month, 1)?;
        let offset = (7 + wd.num_days_from_monday() as i64 - first.weekday().num_days_from_monday() as i64) % 7;
        Some(first + chrono::Duration::days(offset + 7 * (nth - 1)))
    };
    let last_weekday = |month: u32, wd: chrono::Weekday| {
        let end = month_end(chrono::Month::try_from(month as u8).ok()?.name(), &year.to_string())?;
        Some(end - chrono::Duration::days((7 + end.weekday().num_days_from_monday() as i64 - wd.num_days_from_monday() as i64) % 7))
    };
    match n.split_whitespace().next()? {
        "thanksgiving" => nth_weekday(11, chrono::Weekday::Thu, 4),
        "christmas" if n.ends_with("eve") => NaiveDate::from_ymd_opt(year, 12, 24),
        "christmas" => NaiveDate::from_ymd_opt(year, 12, 25),
        "fourth" | "4th" | "july" | "independence" => NaiveDate::from_ymd_opt(year, 7, 4),
        "new" if n.ends_with("eve") => NaiveDate::from_ymd_opt(year, 12, 31),
        "new" => NaiveDate::from_ymd_opt(year, 1, 1),
        "labor" => nth_weekday(9, chrono::Weekday::Mon, 1),
        "memorial" => last_weekday(5, chrono::Weekday::Mon),
        "halloween" => NaiveDate::from_ymd_opt(year, 10, 31),
        _ if n.starts_with("valentine") => NaiveDate::from_ymd_opt(year, 2, 14),
        _ => None,
    }
}

/// A day: "February 22, 2023", "22 February 2023".
static DAY: LazyLock<Regex> = LazyLock::new(|| Regex::new(&format!(r"(?i)\b(?:{})\b", day_written())).unwrap());
/// A day written out: "February 22, 2023", "22 February 2023".
pub(crate) fn day_written() -> String {
    format!(r"{MONTH}\.?\s+\d{{1,2}},?\s+(?:19|20)\d{{2}}|\d{{1,2}}\s+{MONTH}\.?,?\s+(?:19|20)\d{{2}}")
}
static ENDED: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(?:(three|six|nine|twelve|3|6|9|12)[\s-]+)?(quarter|qtr|year|period|months|one|(?:13|26|39|52|53)[\s-]+weeks)\s+(?:that\s+|which\s+)?(?:end(?:ed|ing|s)|to|through|thru|clos(?:ed|ing|es)|finish(?:ed|ing|es)|wrap(?:ped|ping|s)\s+up)\s+(?:on\s+)?([A-Za-z]+\.?\s+\d{1,2},?\s+\d{4}|\d{4}-\d{2}-\d{2}|\d{4}/\d{1,2}/\d{1,2}|\d{1,2}/\d{1,2}/(?:\d{4}|\d{2})|\d{1,2}\s+[A-Za-z]+\.?,?\s+\d{4}|\d{1,2}\.\d{1,2}\.\d{4})").unwrap()
});

static QUARTER_OF_YEAR_ENDED: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(first|second|third|fourth|final|1st|2nd|3rd|4th)\s+(?:fiscal\s+)?(?:quarter|qtr)\s+of\s+(?:the\s+|its\s+|their\s+)?(?:fiscal\s+)?year\s+(?:that\s+|which\s+)?(?:ended|ending|ends|closing|closed)\s+(?:on\s+|in\s+)?([A-Za-z]+\.?\s+\d{1,2},?\s+\d{4}|\d{4}-\d{2}-\d{2}|\d{1,2}/\d{1,2}/\d{4}|[A-Za-z]+\.?\s+\d{4})").unwrap()
});
/// The span of "N months ended …": year to date, or the year. Three months is a quarter, read
/// off the calendar (none here).
fn months_span(n: &str) -> Option<Span> {
    match n.to_lowercase().as_str() {
        "six" | "6" => Some(Span::H1),
        "nine" | "9" => Some(Span::M9),
        "twelve" | "12" => Some(Span::FY),
        _ => None,
    }
}

/// "the 2025 holiday quarter", "the holiday quarter of 2024": the quarter that holds that
/// year's December holidays (Apple's first fiscal quarter, a retailer's fourth).
static HOLIDAY_QUARTER: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(?:(?P<y1>(?:19|20)\d{2})\s+(?:holiday|christmas)(?:\s+season)?\s+(?:quarter|qtr)|(?:holiday|christmas)(?:\s+season)?\s+(?:quarter|qtr)\s+(?:of\s+|in\s+)?(?:calendar\s+)?(?P<y2>(?:19|20)\d{2}))\b").unwrap()
});

static HOLIDAY_QUARTER_OF_FISCAL: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(?:(?:holiday|christmas)(?:\s+season)?\s+(?:quarter|qtr)\s+(?:of|in)\s+(?:its\s+|their\s+|the\s+)?(?:fiscal(?:\s+year)?|fy)\s*['’]?(?P<y1>(?:19|20)\d{2}|\d{2})|(?:fiscal(?:\s+year)?|fy)\s*['’]?(?P<y2>(?:19|20)\d{2}|\d{2})(?:['’]s)?\s+(?:holiday|christmas)(?:\s+season)?\s+(?:quarter|qtr))\b").unwrap()
});

/// The last day of a month named by its word ("Jul", "September") in `year`.
pub fn month_end(month: &str, year: &str) -> Option<NaiveDate> {
    let mo = parse_date(&format!("{} 1 {year}", month.get(..3)?))?.month();
    let y: i32 = year.parse().ok()?;
    let (y, next) = if mo == 12 { (y + 1, 1) } else { (y, mo + 1) };
    NaiveDate::from_ymd_opt(y, next, 1)?.pred_opt()
}

fn quarter_number(word: &str) -> Option<u32> {
    Some(match word.to_lowercase().as_str() {
        "first" | "1st" | "1" | "opening" | "initial" => 1,
        "second" | "2nd" | "2" => 2,
        "third" | "3rd" | "3" => 3,
        "fourth" | "4th" | "4" | "final" | "closing" => 4,
        _ => return None,
    })
}

fn parse_year(s: &str) -> Option<i32> {
    let y: i32 = s.parse().ok()?;
    Some(if s.len() == 2 { 2000 + y } else { y })
}

pub fn parse_date(s: &str) -> Option<NaiveDate> {
    // "29.10.2023": day first, as written outside the US.
    if let Ok(d) = NaiveDate::parse_from_str(s.trim(), "%d.%m.%Y") {
        return Some(d);
    }
    let s = s.replace('.', "").replace(',', "");
    // "Sept 29 2024": the short name with its t, which chrono's "%b" does not read.
    let s = s.split_whitespace().map(|w| if w.eq_ignore_ascii_case("sept") { "Sep" } else { w }).collect::<Vec<_>>().join(" ");
    // "1/29/23": a two-digit year is of this century ("%Y" would read the year 23).
    // "31/07/2022": a first number above twelve is a day, written day first; both twelve or
    // under read month first, as in the US.
    if let Some((md, y)) = s.rsplit_once('/').filter(|(md, y)| y.len() == 2 && y.bytes().all(|b| b.is_ascii_digit()) && md.split('/').all(|n| n.len() <= 2)) {
        let full = format!("{md}/20{y}");
        return NaiveDate::parse_from_str(&full, "%m/%d/%Y").or_else(|_| NaiveDate::parse_from_str(&full, "%d/%m/%Y")).ok();
    }
    NaiveDate::parse_from_str(&s, "%Y-%m-%d")
        .or_else(|_| NaiveDate::parse_from_str(&s, "%Y/%m/%d"))
        .or_else(|_| NaiveDate::parse_from_str(&s, "%m/%d/%Y"))
        .or_else(|_| NaiveDate::parse_from_str(&s, "%d/%m/%Y"))
        .or_else(|_| NaiveDate::parse_from_str(&s, "%B %d %Y"))
        .or_else(|_| NaiveDate::parse_from_str(&s, "%b %d %Y"))
        .or_else(|_| NaiveDate::parse_from_str(&s, "%d %B %Y"))
        .or_else(|_| NaiveDate::parse_from_str(&s, "%d %b %Y"))
        .ok()
}

/// "… fiscal 2025, a 53-week year ending January 3, 2026", "the quarter ended June 29, 2025":
/// a day written as the end of a period.
static STATED_END: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!(r"(?i)\b(?:end(?:ed|ing|s)?|clos(?:ed|ing|es))\s+(?:on\s+)?({})\b", day_written())).unwrap()
});

/// Every day the text states as the end of a period. A 52/53-week year's periods end on the
/// day the issuer says, not on the nominal month end.
pub fn stated_ends(text: &str) -> Vec<NaiveDate> {
    STATED_END.captures_iter(text).filter_map(|c| parse_date(c.get(1)?.as_str())).collect()
}

/// "fiscal 2025 is the 52 weeks ending January 31, 2026", "fiscal 2026, which ends January 31,
/// 2026", "the second quarter of fiscal 2025, the 13 weeks ending August 2, 2025": a fiscal
/// year's name beside the day its year or quarter ends, with nothing between them but words
/// that say what ends.
static LABEL_THEN_END: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!(
        r#"(?i)\b(?:fiscal\s+(?:year\s+)?|fy\s?)(?P<name>(?:19|20)\d{{2}})\b["”]?,?\s+(?:\(\s*)?(?:(?:which|that)\s+)?(?:(?:is|was|will\s+be)\s+)?(?:(?:the|a|an)\s+)?(?:(?:\d{{2}}|fifty-two|fifty-three|thirteen)[\s-]weeks?\s+)?(?:(?:fiscal\s+)?(?:year|period|quarter)\s+)?(?:end(?:ed|ing|s)|clos(?:ed|ing|es))\s+(?:on\s+)?(?P<day>{})"#,
        day_written()
    ))
    .unwrap()
});
/// "the fiscal year ending January 31, 2026 ("fiscal 2025")": the day first, the name after it.
static END_THEN_LABEL: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!(
        r#"(?i)\byear\s+(?:end(?:ed|ing|s)|clos(?:ed|ing|es))\s+(?:on\s+)?(?P<day>{})\s*\(\s*["“]?(?:fiscal\s+(?:year\s+)?|fy\s?)(?P<name>(?:19|20)\d{{2}})\b"#,
        day_written()
    ))
    .unwrap()
});

/// Every fiscal year's name the text ties to a day its year or one of its quarters ends, as
/// (name, day). Companies whose year ends early in a calendar year name it either for the
/// year it ends in or for the year it starts in; a release that says which settles it.
pub fn stated_year_labels(text: &str) -> Vec<(i32, NaiveDate)> {
    let pair = |c: regex::Captures| Some((c["name"].parse().ok()?, parse_date(&c["day"])?));
    LABEL_THEN_END.captures_iter(text).chain(END_THEN_LABEL.captures_iter(text)).filter_map(pair).collect()
}

/// Every period phrase in the text, in order.
pub fn find(text: &str) -> Vec<PeriodRef> {
    let mut out: Vec<PeriodRef> = Vec::new();
    let mut used: Vec<(usize, usize)> = Vec::new();
    let overlaps = |used: &[(usize, usize)], a: usize, b: usize| used.iter().any(|&(x, y)| a < y && x < b);

    // "the second quarter of the fiscal year ending January 29, 2023": that quarter of the year
    // that ends on the day (its quarter read off the calendar where it is resolved).
    for m in QUARTER_OF_YEAR_ENDED.captures_iter(text) {
        let whole = m.get(0).unwrap();
        // "… the fiscal year that ended September 2024": the month's last day (the calendar
        // finds the year's own end near it).
        let month_year = || m[2].split_once(' ').filter(|(_, y)| y.trim().len() == 4).and_then(|(mo, y)| month_end(mo.trim_end_matches('.'), y.trim()));
        if let (Some(q), Some(d)) = (quarter_number(&m[1]).and_then(Span::quarter), month_year().or_else(|| parse_date(&m[2]))) {
            out.push(PeriodRef { span: Some(q), year: None, year_kind: None, relative: None, released: None, reported: false, inside: false, to_date: false, month: None, ended: Some(d), at: (whole.start(), whole.end()) });
            used.push((whole.start(), whole.end()));
        }
    }
    for m in ENDED.captures_iter(text) {
        let whole = m.get(0).unwrap();
        if overlaps(&used, whole.start(), whole.end()) {
            continue;
        }
        if let Some(d) = parse_date(&m[3]) {
            let unit = m[2].to_lowercase();
            let span = match unit.as_str() {
                "year" => Some(Span::FY),
                "months" => m.get(1).and_then(|n| months_span(n.as_str())),
                // Retailers count weeks: 26 to a half, 39 to nine months, 52 or 53 to a year.
                w if w.ends_with("weeks") => match &w[..2] {
                    "26" => Some(Span::H1),
                    "39" => Some(Span::M9),
                    "52" | "53" => Some(Span::FY),
                    _ => None,
                },
                _ => None, // a quarter or a period: which quarter is read off the calendar
            };
            out.push(PeriodRef { span, year: None, year_kind: None, relative: None, released: None, reported: false, inside: false, to_date: false, month: None, ended: Some(d), at: (whole.start(), whole.end()) });
            used.push((whole.start(), whole.end()));
        }
    }
    // "the quarter that included July 4, 2022": the period in progress that day.
    for m in PERIOD_HOLDING_DAY.captures_iter(text) {
        let whole = m.get(0).unwrap();
        if overlaps(&used, whole.start(), whole.end()) {
            continue;
        }
        if let Some(d) = parse_date(&m["day"]) {
            let span = m["unit"].to_lowercase().ends_with("year").then_some(Span::FY);
            out.push(PeriodRef { span, year: None, year_kind: None, relative: None, released: Some(d), reported: false, inside: true, to_date: false, month: None, ended: None, at: (whole.start(), whole.end()) });
            used.push((whole.start(), whole.end()));
        }
    }
    for m in LAST_REPORTED_BEFORE.captures_iter(text) {
        let whole = m.get(0).unwrap();
        if overlaps(&used, whole.start(), whole.end()) {
            continue;
        }
        if let Some(d) = parse_date(&m["day"]) {
            out.push(PeriodRef { span: None, year: None, year_kind: None, relative: None, released: Some(d), reported: true, inside: false, to_date: false, month: None, ended: None, at: (whole.start(), whole.end()) });
            used.push((whole.start(), whole.end()));
        }
    }
    for m in MONTH_QUARTER_OF_FISCAL.captures_iter(text) {
        let whole = m.get(0).unwrap();
        if overlaps(&used, whole.start(), whole.end()) {
            continue;
        }
        let month = month_end(&m["month"], "2000").map(|d| d.month());
        if let (Some(month), Some(year)) = (month, parse_year(&m["year"])) {
            out.push(PeriodRef { span: None, year: Some(year), year_kind: Some(YearKind::Fiscal), relative: None, released: None, reported: false, inside: false, to_date: false, month: Some(month), ended: None, at: (whole.start(), whole.end()) });
            used.push((whole.start(), whole.end()));
        }
    }
    // "the holiday quarter of fiscal 2024": the quarter of that fiscal year that holds its
    // December, read on the issuer's calendar.
    for m in HOLIDAY_QUARTER_OF_FISCAL.captures_iter(text) {
        let whole = m.get(0).unwrap();
        if overlaps(&used, whole.start(), whole.end()) {
            continue;
        }
        if let Some(year) = m.name("y1").or(m.name("y2")).and_then(|y| parse_year(y.as_str())) {
            out.push(PeriodRef { span: None, year: Some(year), year_kind: Some(YearKind::Fiscal), relative: None, released: None, reported: false, inside: false, to_date: false, month: Some(12), ended: None, at: (whole.start(), whole.end()) });
            used.push((whole.start(), whole.end()));
        }
    }
    for m in HOLIDAY_QUARTER.captures_iter(text) {
        let whole = m.get(0).unwrap();
        if overlaps(&used, whole.start(), whole.end()) {
            continue;
        }
        let year = m.name("y1").or(m.name("y2")).and_then(|y| y.as_str().parse::<i32>().ok());
        // Read as the quarter that ends nearest the year's last day.
        if let Some(d) = year.and_then(|y| NaiveDate::from_ymd_opt(y, 12, 31)) {
            out.push(PeriodRef { span: None, year: None, year_kind: None, relative: None, released: None, reported: false, inside: false, to_date: false, month: None, ended: Some(d), at: (whole.start(), whole.end()) });
            used.push((whole.start(), whole.end()));
        }
    }
    // "the quarter that ended in July 2022", "the July quarter of 2022": ended that month.
    for re in [&*ENDED_IN_MONTH, &*MONTH_QUARTER_OF_YEAR] {
        for m in re.captures_iter(text) {
            let whole = m.get(0).unwrap();
            if overlaps(&used, whole.start(), whole.end()) {
                continue;
            }
            // "Jan '23": the year's last two digits.
            let year = m["year"].trim_start_matches(['\'', '’']);
            let year = if year.len() == 2 { format!("20{year}") } else { year.to_owned() };
            if let Some(d) = month_end(&m["month"], &year) {
                let unit = m.name("unit").map(|u| u.as_str().to_lowercase()).unwrap_or_default();
                let span = if unit == "year" || unit == "fy" { Some(Span::FY) } else { unit.split(|c: char| c.is_whitespace() || c == '-').next().and_then(months_span) };
                out.push(PeriodRef { span, year: None, year_kind: None, relative: None, released: None, reported: false, inside: false, to_date: false, month: None, ended: Some(d), at: (whole.start(), whole.end()) });
                used.push((whole.start(), whole.end()));
            }
        }
    }
    // "the outlook it issued on February 22, 2023": the day of a release.
    for m in DAY.find_iter(text) {
        if overlaps(&used, m.start(), m.end()) || !(RELEASE_BEFORE.is_match(&text[..m.start()]) || RELEASE_AFTER.is_match(&text[m.end()..])) {
            continue;
        }
        if let Some(d) = parse_date(m.as_str()) {
            let reported = REPORTED_ON.is_match(&text[..m.start()]);
            out.push(PeriodRef { span: None, year: None, year_kind: None, relative: None, released: Some(d), reported, inside: false, to_date: false, month: None, ended: None, at: (m.start(), m.end()) });
            used.push((m.start(), m.end()));
        }
    }
    for m in MONTH_YEAR.captures_iter(text) {
        let whole = m.get(0).unwrap();
        if overlaps(&used, whole.start(), whole.end()) {
            continue;
        }
        // A year of two digits ("Jan '24 quarter", "the Jul-22 quarter") only before "quarter"
        // or after an apostrophe: "July 22" alone is a day.
        let short = m[2].trim_start_matches(['\'', '’']);
        if short.len() == 2 && m.get(3).is_none() && short.len() == m[2].len() {
            continue;
        }
        let year = if short.len() == 2 { format!("20{short}") } else { short.to_owned() };
        if m.get(3).is_some() {
            if let Some(d) = month_end(&m[1], &year) {
                out.push(PeriodRef { span: None, year: None, year_kind: None, relative: None, released: None, reported: false, inside: false, to_date: false, month: None, ended: Some(d), at: (whole.start(), whole.end()) });
            }
        } else if RELEASE_BEFORE.is_match(&text[..whole.start()]) || RELEASE_AFTER.is_match(&text[whole.end()..]) {
            // The month a release came out: its middle is inside the quarter it guided. What it
            // reported is read from the last release of the month ("reported in May 2023" is
            // the release of May 24).
            let reported = REPORTED_ON.is_match(&text[..whole.start()]);
            if let Some(d) = month_end(&m[1], &year).and_then(|e| if reported { Some(e) } else { e.with_day(15) }) {
                out.push(PeriodRef { span: None, year: None, year_kind: None, relative: None, released: Some(d), reported, inside: false, to_date: false, month: None, ended: None, at: (whole.start(), whole.end()) });
            }
        }
        used.push((whole.start(), whole.end()));
    }
    for c in QUARTER_GLUED.captures_iter(text) {
        let m = c.get(0).unwrap();
        if overlaps(&used, m.start(), m.end()) {
            continue;
        }
        let q = c.get(1).or(c.get(2)).or(c.get(3)).and_then(|w| quarter_number(w.as_str()));
        let year = c.get(4).or(c.get(5)).and_then(|y| parse_year(y.as_str()));
        if let (Some(q), Some(year)) = (q, year) {
            out.push(PeriodRef { span: Span::quarter(q), year: Some(year), year_kind: Some(YearKind::Fiscal), relative: None, released: None, reported: false, inside: false, to_date: false, month: None, ended: None, at: (m.start(), m.end()) });
            used.push((m.start(), m.end()));
        }
    }
    let years: Vec<(usize, usize, i32, YearKind)> = YEAR
        .captures_iter(text)
        .filter_map(|c| {
            let m = c.get(0).unwrap();
            if let (Some(kind), Some(y)) = (c.get(1), c.get(2)) {
                let k = if kind.as_str().to_lowercase().starts_with('c') { YearKind::Calendar } else { YearKind::Fiscal };
                return Some((m.start(), m.end(), parse_year(y.as_str())?, k));
            }
            if let Some(y) = c.get(3) {
                let k = if m.as_str().to_lowercase().starts_with('c') { YearKind::Calendar } else { YearKind::Fiscal };
                return Some((m.start(), m.end(), parse_year(y.as_str())?, k));
            }
            c.get(4).map(|y| (m.start(), m.end(), y.as_str().parse().unwrap(), YearKind::Bare))
        })
        .filter(|(s, e, _, _)| !overlaps(&used, *s, *e))
        // The year of a date ("September 29, 2024") is no period of its own.
        .filter(|(s, _, _, k)| *k != YearKind::Bare || !DATE_BEFORE.is_match(&text[..*s]))
        .collect();
    let mut years_used = vec![false; years.len()];

    for c in QUARTER.captures_iter(text) {
        let m = c.get(0).unwrap();
        if overlaps(&used, m.start(), m.end()) {
            continue;
        }
        let q = c.get(1).or(c.get(2)).or(c.get(3)).or(c.get(4)).and_then(|w| quarter_number(w.as_str())).unwrap();
        // The year that qualifies it: right after ("third quarter of fiscal 2024", "Q3 FY24")
        // or right before ("fiscal 2024 third quarter").
        let mut end = m.end();
        let mut start = m.start();
        let mut year = None;
        for (i, &(ys, ye, y, k)) in years.iter().enumerate() {
            let after = ys >= m.end() && ys - m.end() <= 12 && text[m.end()..ys].trim().trim_start_matches("of").trim().is_empty();
            let before = ye <= m.start() && m.start() - ye <= 3;
            if (after || before) && !years_used[i] {
                year = Some((y, k));
                years_used[i] = true;
                end = end.max(ye);
                start = start.min(ys);
                break;
            }
        }
        out.push(PeriodRef {
            span: Span::quarter(q),
            year: year.map(|y| y.0),
            year_kind: year.map(|y| y.1),
            relative: None,
            released: None,
            reported: false, inside: false, to_date: false,
            month: None,
            ended: None,
            at: (start, end),
        });
        used.push((start, end));
    }
    // "the second half of 2024", "2H24", "H2 fiscal 2025": a half year; "the first nine months
    // of fiscal 2024": three quarters.
    let halves = HALF.captures_iter(text).map(|c| (c.get(0).unwrap(), Some(c))).chain(NINE_MONTHS.find_iter(text).map(|m| (m, None)));
    for (m, c) in halves {
        if overlaps(&used, m.start(), m.end()) {
            continue;
        }
        let span = match c {
            None => Span::M9,
            Some(c) => {
                let first = |w: regex::Match| if ["first", "1st", "opening", "initial", "front"].iter().any(|f| w.as_str().eq_ignore_ascii_case(f)) { 1 } else { 2 };
                match c.get(1).or(c.get(4)).or(c.get(5)).map(first).or_else(|| c.get(2).or(c.get(3)).and_then(|d| d.as_str().parse::<u32>().ok())) {
                    Some(1) => Span::H1,
                    Some(2) => Span::H2,
                    _ => continue,
                }
            }
        };
        let (mut start, mut end) = (m.start(), m.end());
        let mut year = None;
        for (i, &(ys, ye, y, k)) in years.iter().enumerate() {
            let after = ys >= m.end() && ys - m.end() <= 12 && text[m.end()..ys].trim().trim_start_matches("of").trim().is_empty();
            // "fiscal 2025's first nine months", "FY24 first half": the year written before.
            let before = ye <= m.start() && matches!(text[ye..m.start()].trim().trim_end_matches("the").trim(), "" | "'s" | "’s");
            if (after || before) && !years_used[i] {
                year = Some((y, k));
                years_used[i] = true;
                (start, end) = (start.min(ys), end.max(ye));
                break;
            }
        }
        out.push(PeriodRef { span: Some(span), year: year.map(|y| y.0), year_kind: year.map(|y| y.1), relative: None, released: None, reported: false, inside: false, to_date: false, month: None, ended: None, at: (start, end) });
        used.push((start, end));
    }
    for (i, &(ys, ye, y, k)) in years.iter().enumerate() {
        if years_used[i] || overlaps(&used, ys, ye) {
            continue;
        }
        out.push(PeriodRef { span: Some(Span::FY), year: Some(y), year_kind: Some(k), relative: None, released: None, reported: false, inside: false, to_date: false, month: None, ended: None, at: (ys, ye) });
        used.push((ys, ye));
    }
    for c in BEFORE_LATEST.captures_iter(text) {
        let m = c.get(0).unwrap();
        if overlaps(&used, m.start(), m.end()) {
            continue;
        }
        // "three quarters ago" counts from now, so the latest is one of them; "three quarters
        // before the most recent" counts from the latest.
        let (count, unit, from_latest) = match (c.get(2).zip(c.get(3)), c.get(4).zip(c.get(5))) {
            (Some((n, u)), _) => (Some(n), c.get(1).or(Some(u)), false),
            (None, Some((n, u))) => (Some(n), Some(u), true),
            _ => (None, c.get(1), true),
        };
        let (unit, back) = match (unit, count) {
            (Some(u), None) => (u.as_str().to_lowercase(), 1),
            (Some(u), Some(n)) => {
                let n: u8 = match n.as_str().to_lowercase().as_str() {
                    "two" => 2,
                    "three" => 3,
                    "four" => 4,
                    "five" => 5,
                    "six" => 6,
                    d => d.parse().unwrap_or(0),
                };
                // "Last quarter" is one quarter ago, so n quarters ago is n − 1 before it.
                (u.as_str().to_lowercase(), if from_latest { n } else { n.saturating_sub(1) })
            }
            _ => continue,
        };
        if back == 0 {
            continue;
        }
        let span = if unit.contains("year") { Some(Span::FY) } else { None };
        out.push(PeriodRef { span, year: None, year_kind: None, relative: Some(Relative::Before(back)), released: None, reported: false, inside: false, to_date: false, month: None, ended: None, at: (m.start(), m.end()) });
        used.push((m.start(), m.end()));
    }
    for c in RELATIVE.captures_iter(text) {
        let m = c.get(0).unwrap();
        if overlaps(&used, m.start(), m.end()) {
            continue;
        }
        let word = c.get(1).or(c.get(3)).unwrap().as_str().to_lowercase();
        let rel = if word.starts_with("next") || word.starts_with("following") || word.starts_with("upcoming") || word.starts_with("coming") {
            Relative::Next
        } else if word.starts_with("current") || word == "this" {
            Relative::Current
        } else {
            Relative::Last
        };
        let span = match c.get(2).map(|u| u.as_str().to_lowercase()) {
            Some(u) if u.contains("year") => Some(Span::FY),
            Some(_) => None, // a quarter, which one read off the calendar
            None => None,
        };
        out.push(PeriodRef { span, year: None, year_kind: None, relative: Some(rel), released: None, reported: false, inside: false, to_date: false, month: None, ended: None, at: (m.start(), m.end()) });
        used.push((m.start(), m.end()));
    }
    if out.is_empty() {
        if let Some(m) = FULL_YEAR.find(text) {
            out.push(PeriodRef { span: Some(Span::FY), year: None, year_kind: None, relative: None, released: None, reported: false, inside: false, to_date: false, month: None, ended: None, at: (m.start(), m.end()) });
        }
    }
    // "the quarter after Q2 FY2024" is Q3 FY2024; "the quarter before Q1 FY2025", Q4 FY2024.
    for p in out.iter_mut() {
        let (Some(span), Some(year)) = (p.span, p.year) else { continue };
        let Some(q) = span.quarter_number() else { continue };
        let Some(c) = QUARTER_SHIFT.captures(&text[..p.at.0]) else { continue };
        let dir = c["dir"].to_lowercase();
        let after = matches!(dir.as_str(), "after" | "following" | "succeeding") || dir.starts_with("later");
        let n = c.name("n").map_or(1, |n| ONES.iter().position(|w| n.as_str().eq_ignore_ascii_case(w)).unwrap_or_else(|| n.as_str().parse().unwrap_or(1)) as i32);
        // Quarters counted on from Q1 of year 0: the shifted one, back in year and quarter.
        let at = year * 4 + (q as i32 - 1) + if after { n } else { -n };
        let (q, year) = ((at.rem_euclid(4) + 1) as u32, at.div_euclid(4));
        p.span = Span::quarter(q);
        p.year = Some(year);
        p.at.0 = c.get(0).map_or(p.at.0, |m| m.start());
    }
    // "year-to-date through the June 2025 qtr", "fiscal 2024 Q3 YTD": the year up to the
    // quarter named; "YTD" alone, up to the latest.
    for p in out.iter_mut() {
        if let Some(m) = TO_DATE_BEFORE.find(&text[..p.at.0]) {
            p.to_date = true;
            p.at.0 = m.start();
        } else if let Some(m) = TO_DATE_AFTER.find(&text[p.at.1..]) {
            p.to_date = true;
            p.at.1 += m.end();
        }
    }
    if out.is_empty() {
        if let Some(m) = TO_DATE_ALONE.find(text) {
            out.push(PeriodRef { span: None, year: None, year_kind: None, relative: Some(Relative::Last), released: None, reported: false, inside: false, to_date: true, month: None, ended: None, at: (m.start(), m.end()) });
        }
    }
    out.sort_by_key(|p| p.at.0);
    out
}

static TO_DATE_BEFORE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(?:fiscal[\s-]+)?(?:year[\s-]+to[\s-]+date|ytd)\s+(?:(?:through|thru|to|as\s+of|ended|ending|for|in|at|up\s+to)\s+)?(?:the\s+|its\s+|their\s+)?(?:end\s+of\s+(?:the\s+)?)?$").unwrap()
});
static TO_DATE_AFTER: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"(?i)^\s*(?:year[\s-]+to[\s-]+date|ytd)\b").unwrap());
static TO_DATE_ALONE: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"(?i)\b(?:year[\s-]+to[\s-]+date|ytd)\b").unwrap());

const ONES: [&str; 10] = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"];
const TEENS: [&str; 10] = ["ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"];

/// A number from ten to twenty-nine said in words ("twenty four", "twenty-three", "nineteen").
fn spoken_tens(w: &str) -> Option<i32> {
    let w = w.to_lowercase();
    let parts: Vec<&str> = w.split(|c: char| c.is_whitespace() || c == '-').filter(|p| !p.is_empty()).collect();
    match parts.as_slice() {
        [t] => TEENS.iter().position(|x| x == t).map(|i| 10 + i as i32).or_else(|| (*t == "twenty").then_some(20)),
        ["twenty", o] => ONES.iter().position(|x| x == o).filter(|&i| i > 0).map(|i| 20 + i as i32),
        _ => None,
    }
}

/// Years said aloud: "twenty twenty four", "two thousand and twenty-three", "twenty nineteen".
static SPOKEN_YEAR: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(twenty|two\s+thousand(?:\s+and)?)[\s-]+((?:twenty(?:[\s-]+(?:one|two|three|four|five|six|seven|eight|nine))?)|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)\b").unwrap()
});
/// "fiscal twenty four", "FY twenty-three": a fiscal year's last two digits said aloud.
static SPOKEN_SHORT_YEAR: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"(?i)\b(fiscal(?:\s+year)?|fy)\s+(twenty[\s-]+(?:one|two|three|four|five|six|seven|eight|nine))\b").unwrap());
/// "q three", "quarter two": a quarter's number said aloud.
/// A year or the question's end follows ("the same quarter one year before" counts back).
static SPOKEN_QUARTER: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(?:q|quarter)[\s-]+(one|two|three|four)\b(\s+(?:of|fiscal|fy|in|for|calendar|(?:19|20)\d\d)\b|\s*[,.?!;]|\s*$)").unwrap()
});
/// Quarters in Roman numerals: "the III quarter", "Q IV", "IIQ" (capitals only: "I" alone is a word).
static ROMAN_QUARTER: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"\b(?:(IV|II|III)[\s-]*(?:[Qq]\b|(?i:quarter|qtr|trimester))|((?i:the)\s+)(I)[\s-]*(?i:quarter|qtr|trimester)|[Qq][\s-]*(IV|I{1,3})\b)").unwrap()
});
/// "Q2/FY2023", "4Q/FY23", "FQ2/24", "Q2/2022": a quarter and its year set apart by a slash.
static SLASHED_QUARTER: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"(?i)\b(f?q[1-4]|[1-4]q)\s*/\s*(fy\s*)?(\d{4}|\d{2})\b").unwrap());
/// "Q2-2021": a quarter and its year joined by a hyphen (not a range of periods).
static HYPHENED_QUARTER: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"(?i)\b(f?q[1-4]|[1-4]q)-((?:19|20)\d{2})\b").unwrap());
/// "q/e 10/29/23", "Q/E": analysts' shorthand for the quarter ended.
static QUARTER_ENDED_SHORT: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"(?i)\bq/e\b").unwrap());
/// "FY 2023-24", "fiscal 2023/24": a fiscal year named by the two calendar years it spans.
static SPANNING_YEAR: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"(?i)\b(fy|fiscal(?:\s+year)?)\s*'?((?:19|20)\d{2})\s*[-/–]\s*(\d{2})\b").unwrap());
/// "the last quarter of fiscal 2023": its fourth quarter (not the latest quarter).
static LAST_QUARTER_OF: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"(?i)\b(?:last|closing|final)\s+(?:quarter|qtr|three\s+months)\s+of\s+((?:its\s+|the\s+)?(?:fiscal|calendar|fy)\b|fy\s*['’]?\d{2}(?:\d{2})?\b|(?:19|20)\d{2})").unwrap());
/// "the same quarter last year": a year before the quarter named, not the last fiscal year.
static SAME_LAST_YEAR: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\bsame\s+(quarter|qtr|period|three\s+months|months)\s+(?:of\s+|in\s+)?(?:the\s+)?(?:last|previous|prior|preceding)\s+year\b").unwrap()
});
/// "the '23 fiscal year", "the 2023 fiscal year": the year before the words.
static STARTING_RUNNING: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(?:starting|beginning)\s+(?:(?:with|from|at|in)\s+)?(.{3,60}?)\s*,?\s+(?:and\s+)?(?:(?:running|going|continuing|ending|finishing|carrying\s+on)\s+(?:up\s+)?(?:to|through|thru|until|till)|(?:ending|finishing|closing|stopping)\s+(?:with|at|on))\s+").unwrap()
});
static CAME_TO_AN_END: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"(?i)\b(?:came|comes|come)\s+to\s+an\s+end\b").unwrap());
static Q_OF_YEAR_ENDED: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\bq([1-4])\s+(of\s+(?:the\s+|its\s+|their\s+)?(?:fiscal\s+)?year\s+(?:that\s+|which\s+)?(?:ended|ending|ends|closing|closed)\b)").unwrap()
});
static HALF_YEAR_ENDED: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"(?i)\bhalf[\s-]year\s+((?:that\s+)?(?:ended|ending|ends|to|through))\b").unwrap());
static YEAR_BEGAN: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(?P<unit>(?:fiscal\s+)?year)\s+(?:that\s+|which\s+)?(?:began|begins|beginning|started|starting|starts|commenced|opened|kicked\s+off|got\s+under\s+way)\s+(?:on\s+)?(?P<day>[A-Za-z]+\.?\s+\d{1,2},?\s+\d{4})").unwrap()
});
static YEAR_NEXT_TO: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(?:the\s+)?(?:(?P<n>one|two|three|four|five|[1-5])\s+)?(?:fiscal\s+)?years?\s+(?:immediately\s+|right\s+|just\s+)?(?P<dir>before|preceding|prior\s+to|after|following)\s+(?:fiscal\s+(?:year\s+)?|fy\s*)['’]?(?P<y>(?:19|20)\d{2}|\d{2})\b").unwrap()
});
static YEAR_BEFORE_FISCAL: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"(?i)(['’]\d{2}|\b(?:19|20)\d{2})\s+fiscal\s+year\b").unwrap());
/// "fiscal exercise 2024" (a fiscal year, in the words of other languages), "FYE Jan 2025".
static OTHER_YEAR_WORDS: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"(?i)\b(?:(fiscal)\s+exercise|(fye)\b\.?)").unwrap());
/// "from late January to late April 2024", "between October 30, 2023 and January 28, 2024":
/// a period given by its first and last days.
static DATE_RANGE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!(
        r"(?i)\b(?:from|between)\s+(?:(?P<q1>late|early|mid)[\s-]+)?(?P<m1>{MONTH})\.?(?:\s+(?P<d1>\d{{1,2}}))?,?(?:\s+(?P<y1>(?:19|20)\d{{2}}))?\s+(?:to|and|through|thru|until|-|–)\s+(?:(?P<q2>late|early|mid)[\s-]+)?(?P<m2>{MONTH})\.?(?:\s+(?P<d2>\d{{1,2}}))?,?\s+(?P<y2>(?:19|20)\d{{2}})\b"
    ))
    .unwrap()
});

/// "the May–Jul 2022 period", "Jan-Sep 2022": months joined by a dash, the year after the last.
static MONTH_DASH_RANGE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!(
        r"(?i)\b(?P<m1>{MONTH})\.?(?:\s+(?P<d1>\d{{1,2}}))?,?(?:\s+(?P<y1>(?:19|20)\d{{2}}))?\s*[-–—]\s*(?P<m2>{MONTH})\.?(?:\s+(?P<d2>\d{{1,2}}))?,?\s+(?P<y2>(?:19|20)\d{{2}})\b"
    ))
    .unwrap()
});

/// A period given by its first and last days, written the way `find` reads a period that
/// ended on a day: a quarter, six months or nine months. Anything else is left as written.
/// Whether six or nine months are the issuer's fiscal half or nine months is checked on its
/// calendar (`tools::resolve_period`), not assumed.
fn range_as_ended(c: &regex::Captures) -> String {
    let day = |q: Option<regex::Match>, d: Option<regex::Match>, first: bool| -> u32 {
        match (d.and_then(|d| d.as_str().parse().ok()), q.map(|q| q.as_str().to_lowercase())) {
            (Some(d), _) => d,
            (None, Some(q)) if q == "late" => 25,
            (None, Some(q)) if q == "mid" => 15,
            (None, Some(_)) => 5,
            (None, None) => if first { 1 } else { 28 },
        }
    };
    let y2: i32 = c["y2"].parse().unwrap_or(0);
    let (Some(m1), Some(m2)) = (month_end(&c["m1"], &c["y2"]), month_end(&c["m2"], &c["y2"])) else { return c[0].to_owned() };
    let y1 = c.name("y1").and_then(|y| y.as_str().parse().ok()).unwrap_or(if m1.month() > m2.month() { y2 - 1 } else { y2 });
    let (Some(from), Some(to)) = (
        NaiveDate::from_ymd_opt(y1, m1.month(), day(c.name("q1"), c.name("d1"), true).min(28)),
        NaiveDate::from_ymd_opt(y2, m2.month(), day(c.name("q2"), c.name("d2"), false).min(m2.day())),
    ) else {
        return c[0].to_owned();
    };
    // A year given by two days is not assumed fiscal (twelve months to April are no fiscal
    // year of a January filer), so it is left as written.
    let unit = match (to - from).num_days() {
        75..=105 => "quarter",
        165..=195 => "six months",
        255..=290 => "nine months",
        _ => return c[0].to_owned(),
    };
    match c.name("d2") {
        Some(_) => format!("the {unit} ended {}", to.format("%B %-d, %Y")),
        None => format!("the {unit} that ended in {}", to.format("%B %Y")),
    }
}

/// "Sunday, July 31, 2022": the weekday adds nothing to the day.
static WEEKDAY_OF_DAY: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!(r"(?i)\b(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?\.?,?\s+(?P<day>{})", day_written())).unwrap()
});
/// "the last Sunday of April 2024", "the first Saturday in February 2023": a day named by its
/// weekday in a month (52/53-week years end on one).
static NTH_WEEKDAY_OF_MONTH: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!(r"(?i)\b(?:the\s+)?(?P<which>last|first|final)\s+(?P<wd>monday|tuesday|wednesday|thursday|friday|saturday|sunday)\s+(?:of|in)\s+(?P<m>{MONTH})\.?,?\s+(?P<y>(?:19|20)\d{{2}})\b")).unwrap()
});
/// "FY24's", "fiscal 2023's", "2025's": a year named as the owner of a part of it.
const YEARS: &str = r"(?P<y>fy\s*['’]?\d{2}(?:\d{2})?|fiscal\s+(?:year\s+)?['’]?\d{2}(?:\d{2})?|(?:19|20)\d{2})['’]s\s+";
/// "FY25's back half", "fiscal 2024's front half": a half named by its place in the year.
static YEARS_NAMED_HALF: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(&format!(r"(?i)\b{YEARS}(?P<w>back|second|latter|later|closing|front|first|opening|early|earlier)\s+half\b")).unwrap());
/// "Q3 YTD FY23", "YTD Q2 fiscal 2024": the year from its start through that quarter.
static QUARTER_YTD: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(?:q(?P<a>[1-4])\s+(?:ytd|year[\s-]to[\s-]date)|(?:ytd|year[\s-]to[\s-]date)\s+(?:through\s+)?q(?P<b>[1-4]))\s+(?:of\s+)?(?P<y>(?:fiscal\s+(?:year\s+)?|fy\s*)['’]?(?:(?:19|20)\d{2}|\d{2}))\b").unwrap()
});
/// "2022Q3", "2024-Q1": a year with its quarter written after it.
static YEAR_Q: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"(?i)\b((?:19|20)\d{2})\s*[-/]?\s*q([1-4])\b").unwrap());
/// "FYE 2024", "FYE'24": the fiscal year that ends in it is the fiscal year of that name.
static FYE_YEAR: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"(?i)\bfye\s*['’]?\s*((?:19|20)\d{2}|\d{2})\b").unwrap());
/// "the FY25 October quarter", "fiscal 2024's Jan qtr": a month's quarter after its year.
static YEAR_THEN_MONTH_QUARTER: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!(r"(?i)\b(?P<y>(?:fy|fiscal(?:\s+year)?)\s*['’]?(?:(?:19|20)\d{{2}}|\d{{2}}))(?:['’]s)?\s+(?P<m>{MONTH})\.?[\s-]+(?P<q>quarter|qtr)\b")).unwrap()
});
/// "FYE Jan-24", "FYE January 2024": the fiscal year ending in that month.
static FYE_MONTH: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(&format!(r"(?i)\bfye\s+(?P<m>{MONTH})\.?[\s-]*['’]?(?P<y>(?:19|20)\d{{2}}|\d{{2}})\b")).unwrap());
/// "fiscal third-quarter 2024": the hyphen of an adjective.
static ORDINAL_HYPHEN_QUARTER: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"(?i)\b(first|second|third|fourth|1st|2nd|3rd|4th)-(quarter|qtr)\b").unwrap());
/// "Jan 28, '24": a day with its year's last two digits.
static DAY_SHORT_YEAR: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(&format!(r"(?i)\b(?P<m>{MONTH})\.?\s+(?P<d>\d{{1,2}}),?\s+['’](?P<y>\d{{2}})\b")).unwrap());
/// "FY24's last quarter", "fiscal 2023's final quarter": the year's fourth quarter; "FY24's
/// lead-off quarter", "fiscal 2025's opening quarter": its first.
static YEARS_END_QUARTER: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!(r"(?i)\b{YEARS}(?:(?P<last>last|final|closing)|lead[\s-]?off|opening|initial|starting|kick[\s-]?off)\s+(?P<q>quarter|qtr|three\s+months)\b")).unwrap()
});
/// "the penultimate quarter of FY2024", "the second-to-last quarter of fiscal 2024": its third.
static PENULTIMATE_QUARTER: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(?:penultimate|second[\s-]+to[\s-]+last|next[\s-]+to[\s-]+last|second[\s-]+last)\s+(?:fiscal\s+)?(?:quarter|qtr)\s+of\b").unwrap()
});
/// "the quarter straddling the 2023 holidays", "the quarter that covered the 2024 holiday
/// season": the holiday quarter of that year.
static QUARTER_OF_HOLIDAYS: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(?:quarter|qtr)\s+(?:that\s+|which\s+)?(?:straddl\w*|span\w*|cover\w*|includ\w*|contain\w*|with|over|across|around)\s+(?:the\s+)?(?P<y>(?:19|20)\d{2})\s+(?:holidays|holiday\s+season|christmas(?:\s+season)?|festive\s+season)\b").unwrap()
});
/// "CQ3'22", "CQ2 2023": a calendar quarter written short.
static CQ_SHORT: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"(?i)\bcq([1-4])\s*(?:['’]|\s)\s*((?:19|20)?\d{2})\b").unwrap());
/// "the quarter whose 10-Q was filed on November 21, 2023": the quarter that report reported.
static FILING_FILED_ON: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(?:whose|with\s+(?:its|the|a))\s+(?:10-?q|quarterly\s+(?:report|filing)|earnings\s+release|results?|report|filing)\s+(?:was|were|got|came|had\s+been)\s+(?:filed|released|published|issued|out|posted)\s+(?:on\s+)?").unwrap()
});
/// "fiscal 2024 through the third quarter", "FY25 up to Q2": the year from its start to the
/// end of that quarter (a quarter with a year of its own after it is the far end of a range).
static YEAR_THROUGH_QUARTER: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(?P<y>(?:fiscal\s+(?:year\s+)?|fy\s*)['’]?(?:(?:19|20)\d{2}|\d{2}))\s+(?:through|thru|up\s+to|to)\s+(?:the\s+(?:end\s+of\s+(?:the\s+|its\s+)?)?)?(?P<q>first|second|third|fourth|1st|2nd|3rd|4th|q[1-4]|[1-4]q)(?:\s+(?:fiscal\s+)?quarter)?(?P<after>\s*[/-]?\s*(?:of\s+)?(?:fiscal\b|calendar\b|fy\s*['’]?\d|(?:19|20)\d{2}\b|['’]\d{2}\b))?").unwrap()
});
/// "fiscal 2024 and the year before", "FY2025 and the year preceding it": two years, the earlier first.
/// "fiscal 2024 against the year before", "… compared with the quarter before": the period
/// before the one named, said as the prior one.
static AGAINST_THE_ONE_BEFORE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(?P<vs>against|versus|vs\.?|compared\s+(?:to|with)|relative\s+to|next\s+to|over)\s+the\s+(?P<what>(?:fiscal\s+)?(?:year|quarter))\s+(?:before|preceding)(?:\s+it)?(?P<rest>\s*(?:$|[^\s\w]|\s+(?:on|in|at|for|and|or|to|from|how|did|was|were|is|what|when|with|by|as)\b))").unwrap()
});
static YEAR_AND_THE_ONE_BEFORE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(?:fiscal\s+(?:year\s+)?|fy\s*)['’]?(?P<y>(?:19|20)\d{2}|\d{2})\s+and\s+the\s+(?:fiscal\s+)?year\s+(?:before|prior|preceding)(?:\s+it)?\b").unwrap()
});

/// "the October 29, 2023 quarter", "2023-10-29 qtr", "29.10.2023 quarter": a quarter named by its last day.
static DATED_QUARTER: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!(r"(?i)\b({MONTH}\.?\s+\d{{1,2}},?\s+(?:19|20)\d{{2}}|(?:19|20)\d{{2}}-\d{{2}}-\d{{2}}|\d{{1,2}}/\d{{1,2}}/(?:19|20)\d{{2}}|\d{{1,2}}\.\d{{1,2}}\.(?:19|20)\d{{2}})\s+(quarter|qtr)\b")).unwrap()
});

/// "January 28th, 2024", "the 3rd of May 2023": a day written with its ordinal ending.
static ORDINAL_DAY: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!(r"(?i)\b(?:{MONTH}\.?\s+(\d{{1,2}})(?:st|nd|rd|th)\b|(?:the\s+)?(\d{{1,2}})(?:st|nd|rd|th)\s+(?:of\s+)?{MONTH}\b)")).unwrap()
});
/// "Q1 (ended April 30, 2023)", "the first quarter (ending July 2022)": a quarter with no year,
/// dated by its end in brackets after it.
static QUARTER_DATED_AFTER: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(?:f?q[1-4]|[1-4]q|(?:first|second|third|fourth)\s+(?:fiscal\s+)?quarter)\s*[(\[,–—-]\s*(?:which\s+|that\s+)?(?:ended|ending|ends|to|through)\s+([^)\]]{3,24}?\d{4})\s*[)\]]?").unwrap()
});

/// "the October-ending quarter of 2022", "the July-ending qtr in 2025", "the Jan-end quarter of
/// 2023": the quarter that ends
/// in that month.
static MONTH_ENDING_QUARTER: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!(r"(?i)\b(?P<m>{MONTH})\.?[\s-]+end(?:ing|ed)?\s+(?:fiscal\s+)?(?:quarter|qtr)\s+(?:of\s+|in\s+)?(?P<y>(?:19|20)\d{{2}})\b")).unwrap()
});
/// "the first calendar quarter of 2025", "calendar Q3 2024": the quarter of the calendar year,
/// whatever the issuer's own quarters are called.
static CALENDAR_QUARTER: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(?:(first|second|third|fourth|1st|2nd|3rd|4th)\s+calendar\s+(?:quarter|qtr)|calendar\s+(?:q|quarter\s+)([1-4]))\s+(?:of\s+|in\s+)?((?:19|20)\d{2})\b").unwrap()
});
/// "Q1-Q3 2022", "Q1–Q2 of FY2025", "Q1+Q2+Q3 FY24": the first quarters of a year taken
/// together, as analysts write a year to date. In words ("Q1 through Q3") it stays two
/// quarters: a range of them.
static QUARTERS_FROM_FIRST: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"(?i)\bq1\s*(?:[-–—]\s*q([234])|\+\s*q2(?:\s*\+\s*q3(?:\s*\+\s*q4)?)?)\b(?:\s+of\b)?").unwrap());
/// "the last two quarters of fiscal 2024", "the back half of fiscal 2026": the second half.
/// "the first 26 weeks of fiscal 2025", "6M FY25": a year to date counted in weeks or months.
static WEEKS_TO_DATE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(?:(?:the\s+)?first\s+(?P<w>13|thirteen|26|twenty-six|39|thirty-nine)\s+weeks|(?P<six>6m|h1))\b(?:\s+of)?").unwrap()
});
/// "the year-ago quarter of Q1 FY2025", "the prior-year quarter to Q3 FY24": four quarters
/// before it; "the quarter two years before Q1 FY2025": eight.
static YEARS_FROM_QUARTER: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(?:the\s+)?(?:(?:year[\s-]ago|prior[\s-]year|previous[\s-]year|same)\s+(?:fiscal\s+)?quarter\s+(?:of|to|for|before)|(?:fiscal\s+)?quarter\s+(?P<n>a|one|two|three|1|2|3)\s+years?\s+(?P<dir>before|after|earlier\s+than|later\s+than|prior\s+to|following))\s+(?P<q>(?:the\s+)?(?:f?q[1-4]|[1-4]q|(?:first|second|third|fourth)\s+(?:fiscal\s+)?quarter))").unwrap()
});
/// Time after a period closed ("in the weeks after fiscal 2024 ended", "subsequent to the end of
/// the quarter"): what a report tells as a subsequent event, not a figure of the period.
static AFTER_CLOSE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(?:(?:days|weeks|months|time|period)\s+(?:right\s+|just\s+|immediately\s+|shortly\s+|soon\s+)?(?:after|following|since)\s+[^,.;?]{0,40}?\b(?:ended|closed|wrapped\s+up|was\s+over|finished|(?:end|close)\s+of)|subsequent\s+to\s+(?:the\s+|its\s+)?(?:end|close)\s+of|subsequent\s+to\s+(?:the\s+|its\s+)?(?:fiscal\s+)?(?:year|quarter)[\s-]end)\b").unwrap()
});
/// Where a question speaks of the time after a period closed, as a byte range.
pub fn after_close(text: &str) -> Option<(usize, usize)> {
    AFTER_CLOSE.find(text).map(|m| (m.start(), m.end()))
}

/// "the first quarter after fiscal 2025 closed", "the quarter following the end of FY2025":
/// the next year's first quarter.
static QUARTER_AFTER_YEAR_CLOSED: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(?:the\s+)?(?:first\s+|opening\s+)?(?:fiscal\s+)?quarter\s+(?:after|following)\s+(?:(?:the\s+(?:end|close)\s+of\s+)(?:fiscal\s+(?:year\s+)?|fy\s*['’]?)(?P<y1>\d{4}|\d{2})\b|(?:fiscal\s+(?:year\s+)?|fy\s*['’]?)(?P<y2>\d{4}|\d{2})\s+(?:closed|ended|wrapped\s+up|was\s+over|finished|came\s+to\s+an\s+end))").unwrap()
});
/// Holidays by name and year: "Thanksgiving 2023", "the Fourth of July 2022", "Christmas
/// 2021", "New Year's Day 2024", "Labor Day 2023": the day they fall on.
static HOLIDAY_DAY: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(?:the\s+)?(?P<h>thanksgiving(?:\s+day)?|christmas(?:\s+day|\s+eve)?|(?:fourth|4th)\s+of\s+july|july\s+(?:4th|fourth)|independence\s+day|new\s+year'?s(?:\s+day|\s+eve)|labor\s+day|memorial\s+day|halloween|valentine'?s\s+day)(?:\s+of|,)?\s+(?P<y>(?:19|20)\d{2})\b").unwrap()
});
/// "the quarter covered by the 10-Q Nvidia filed in November 2022", "the results discussed on
/// its August 2022 earnings call": the last quarter to end before that month was out.
static QUARTER_OF_FILING_MONTH: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!(r"(?i)\b(?:the\s+)?(?:(?:fiscal\s+)?quarter|results|period|numbers)\s+(?:that\s+|which\s+)?(?:was\s+|were\s+)?(?:covered|reported|discussed|described|presented|reviewed)\s+(?:by|in|on|during)\s+(?:the\s+|its\s+|their\s+)?(?:(?:10-?q|quarterly\s+report)\s+(?:\S+\s+){{0,2}}?(?:filed|submitted|published|released)\s+(?:in\s+|during\s+)?(?P<m1>{MONTH})\.?,?\s+(?P<y1>(?:19|20)\d{{2}})|(?:\S+\s+){{0,2}}?(?P<m2>{MONTH})\.?,?\s+(?P<y2>(?:19|20)\d{{2}})\s+(?:earnings|results|conference|quarterly)\s+call)\b")).unwrap()
});
/// "Q2 CY2024", "CY24 Q2", "Q3 of CY2023": a calendar quarter named with "CY".
static CY_QUARTER: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\bq([1-4])\s*(?:of\s+)?cy\s*['’]?((?:19|20)?\d{2})\b|\bcy\s*['’]?((?:19|20)?\d{2})\s*[-\s]\s*q([1-4])\b").unwrap()
});
/// "1H24", "2H 2025", "1H FY25": a half written as analysts do, its number first.
static HALF_FIRST: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"(?i)\b([12])h(?:\s*['’]?((?:19|20)?\d{2})\b|\s+(fy|fiscal)\b)").unwrap());
/// "FY2025 H1", "fiscal 2024 Q3": a year with its half or quarter written after it.
static YEAR_THEN_PART: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"(?i)\b((?:fy|fiscal\s+(?:year\s+)?)\s*['’]?(?:(?:19|20)\d{2}|\d{2}))\s*[-,]?\s+(h[12]|q[1-4])\b").unwrap());
/// "the second fiscal half of 2025": the half of the fiscal year.
static FISCAL_HALF: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"(?i)\b(first|second|1st|2nd)\s+fiscal\s+half\s+(?:of\s+|in\s+)?(?:fiscal\s+(?:year\s+)?)?").unwrap());
/// "the fiscal year before the one it most recently closed": the year before last.
static YEAR_BEFORE_LAST_CLOSED: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(?:the\s+)?(?:fiscal\s+)?year\s+(?:right\s+|just\s+|immediately\s+)?(?:before|prior\s+to|preceding)\s+the\s+one\s+(?:that\s+)?(?:\S+\s+){0,2}?(?:most\s+recently|last|just|latest|recently)\s+(?:closed|completed|finished|ended|reported|wrapped\s+up)\b").unwrap()
});
/// "the quarter that wrapped up right before November 23, 2023": the last quarter to end
/// before that day; "the quarter before last as of December 15, 2023": the one before it.
static QUARTER_ENDED_BEFORE_DAY: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!(r"(?i)\b(?:the\s+)?(?:(?P<last>quarter\s+before\s+last|second[\s-]to[\s-]last\s+quarter|penultimate\s+quarter)\s+(?:as\s+of|at|on)|(?:last\s+|latest\s+)?(?:fiscal\s+)?quarter\s+(?:that\s+|which\s+|to\s+)?(?:ended|closed|wrapped\s+up|finished|end|close|wrap\s+up|finish)\s+(?:right\s+|just\s+|immediately\s+)?before)\s+(?P<day>{})", day_written())).unwrap()
});
/// "the quarter that included July 4, 2022", "the fiscal year that contained December 25,
/// 2021": the period that holds that day.
static PERIOD_HOLDING_DAY: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!(r"(?i)\b(?:the\s+)?(?P<unit>(?:fiscal\s+)?(?:quarter|year))\s+(?:that\s+|which\s+)?(?:included|includes|including|contained|contains|containing|covered|covering|spanned|spanning|held|holds)\s+(?P<day>{})", day_written())).unwrap()
});
/// "the quarter Nvidia reported in late May 2023": a month of a release, its part of the month aside.
static PART_OF_MONTH: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!(r"(?i)(?P<pre>\b(?:reported|released|announced|published|issued|gave|given|put\s+out)\s+(?:\S+\s+){{0,2}}?(?:in\s+)?)(?:early|mid|late)[\s-]+(?:in\s+)?(?P<m>{MONTH}\.?\s+(?:19|20)\d{{2}})")).unwrap()
});

static LATTER_HALF: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(?:last|final|back|latter|closing)\s+(?:(?:two|2)\s+(?:fiscal\s+)?(?:quarters|qtrs)|half|(?:six|6)\s+months)\s+of\b").unwrap()
});
/// "the trailing year to January 2025", "the trailing twelve months through …": twelve months
/// that end there.
static TRAILING_TO: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(?:trailing\s+(?:year|twelve\s+months|12\s+months)|(?:twelve|12)[\s-](?:months?|mos\.?|mths?)(?:\s+(?:stretch|period|span|window|run))?)\s+(?:to|through|thru|ending|ended)\s+").unwrap()
});
/// "1-29-2023", "10-29-23": a day written in numbers with hyphens, as with slashes.
static NUMERIC_HYPHENED_DAY: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"\b(\d{1,2})-(\d{1,2})-((?:19|20)\d{2}|\d{2})\b").unwrap());
/// "31-Dec-2023", "30-Apr-2023": a day written day, month, year with hyphens.
static HYPHENED_DAY: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(&format!(r"(?i)\b(?P<d>\d{{1,2}})-(?P<m>{MONTH})\.?-(?P<y>(?:19|20)\d{{2}})\b")).unwrap());

/// A year named relative to the day a question is asked: "this", "last" (or "previous",
/// "prior"), "next" year, calendar or not.
const YEAR_FROM_TODAY: &str = r"(?P<rel>this|last|next|previous|prior|the\s+current|the\s+previous|the\s+prior)\s+(?:calendar\s+)?year";
/// "the December quarter last year", "the quarter ended in June this year", "last year's
/// September quarter", "the first calendar quarter of this year", "this calendar year": a
/// month or calendar quarter of a year counted from today. Which fiscal quarter it is depends
/// only on the calendar, so the year is written out; "last year" alone stays relative (the
/// latest year on file).
static MONTH_OF_YEAR_FROM_TODAY: LazyLock<[Regex; 5]> = LazyLock::new(|| {
    [
        Regex::new(&format!(r"(?i)\b(?P<m>{MONTH})\.?[\s-]+(?:ending\s+)?(?:quarter|qtr)\.?,?\s+(?:of\s+|in\s+|from\s+)?{YEAR_FROM_TODAY}\b")).unwrap(),
        Regex::new(&format!(r"(?i)\b(?:the\s+)?{YEAR_FROM_TODAY}['’]s\s+(?P<m>{MONTH})\.?[\s-]+(?:quarter|qtr)\b")).unwrap(),
        Regex::new(&format!(r"(?i)\b(?P<unit>quarter|qtr|three\s+months|3\s+months)\s+(?:that\s+)?(?:ended|ending|ends|closed)\s+(?:in\s+)?(?P<m>{MONTH})\.?,?\s+(?:of\s+)?{YEAR_FROM_TODAY}\b")).unwrap(),
        Regex::new(&format!(r"(?i)\b(?P<q>(?:first|second|third|fourth|1st|2nd|3rd|4th)\s+calendar\s+(?:quarter|qtr)|calendar\s+q[1-4])\s+(?:of\s+|in\s+)?{YEAR_FROM_TODAY}\b")).unwrap(),
        Regex::new(r"(?i)\b(?P<rel>this|last|next|previous|prior)\s+calendar\s+year\b").unwrap(),
    ]
});

/// The question with a month or calendar quarter of "this year" or "last year" written as
/// the calendar year it is on `today`.
pub fn in_calendar_years(text: &str, today: NaiveDate) -> String {
    let year = |c: &regex::Captures| {
        let rel = c["rel"].to_lowercase();
        today.year()
            + match rel.rsplit(char::is_whitespace).next().unwrap_or("") {
                "last" | "previous" | "prior" => -1,
                "next" => 1,
                _ => 0,
            }
    };
    let [month_quarter, possessive, ended, calendar_quarter, calendar_year] = &*MONTH_OF_YEAR_FROM_TODAY;
    let t = month_quarter.replace_all(text, |c: &regex::Captures| format!("{} quarter of {}", &c["m"], year(c)));
    let t = possessive.replace_all(&t, |c: &regex::Captures| format!("the {} quarter of {}", &c["m"], year(c)));
    let t = ended.replace_all(&t, |c: &regex::Captures| format!("{} ended in {} {}", &c["unit"], &c["m"], year(c)));
    let t = calendar_quarter.replace_all(&t, |c: &regex::Captures| format!("{} of {}", &c["q"], year(c)));
    calendar_year.replace_all(&t, |c: &regex::Captures| format!("calendar {}", year(c))).into_owned()
}

/// A question's periods in the forms `find` reads: numbers said aloud ("q three fiscal twenty
/// twenty four"), Roman numerals, slashes ("FQ2/24"), fiscal years named by two calendar years
/// ("FY 2023-24"), "the last quarter of fiscal 2023", and periods given by their first and last
/// days. Lengths change, so it is for questions read whole, not for text whose offsets matter.
pub fn as_written(text: &str) -> String {
    let t = HOLIDAY_DAY.replace_all(text, |c: &regex::Captures| match holiday(&c["h"], c["y"].parse().unwrap_or(0)) {
        Some(d) => d.format("%B %-d, %Y").to_string(),
        None => c[0].to_owned(),
    });
    let t = ORDINAL_DAY.replace_all(&t, |c: &regex::Captures| match (c.get(1), c.get(2), c.get(3), c.get(4)) {
        (Some(m), Some(d), _, _) => format!("{} {}", m.as_str(), d.as_str()),
        (_, _, Some(d), Some(m)) => format!("{} {}", d.as_str(), m.as_str()),
        _ => c[0].to_owned(),
    });
    let t = WEEKDAY_OF_DAY.replace_all(&t, "$day");
    let t = NTH_WEEKDAY_OF_MONTH.replace_all(&t, |c: &regex::Captures| {
        let weekday: Option<chrono::Weekday> = c["wd"].parse().ok();
        let day = month_end(&c["m"], &c["y"]).zip(weekday).map(|(end, wd)| {
            if c["which"].eq_ignore_ascii_case("first") {
                let first = end.with_day(1).unwrap_or(end);
                first + chrono::Duration::days(((7 + wd.num_days_from_monday() as i64) - first.weekday().num_days_from_monday() as i64) % 7)
            } else {
                end - chrono::Duration::days(((7 + end.weekday().num_days_from_monday() as i64) - wd.num_days_from_monday() as i64) % 7)
            }
        });
        day.map_or_else(|| c[0].to_owned(), |d| d.format("%B %-d, %Y").to_string())
    });
    let t = PART_OF_MONTH.replace_all(&t, "$pre$m");
    let t = WEEKS_TO_DATE.replace_all(&t, |c: &regex::Captures| {
        let of = if c[0].to_lowercase().ends_with(" of") { " of" } else { "" };
        match c.name("w").map(|w| w.as_str().to_lowercase()) {
            Some(w) if w == "13" || w == "thirteen" => format!("first quarter{of}"),
            Some(w) if w == "39" || w == "thirty-nine" => format!("first nine months{of}"),
            _ => format!("first half{of}"),
        }
    });
    // "the quarter before last as of December 15, 2023": the last quarter that ended before
    // a day one quarter earlier.
    let t = QUARTER_ENDED_BEFORE_DAY.replace_all(&t, |c: &regex::Captures| match parse_date(&c["day"]) {
        Some(d) => {
            let d = if c.name("last").is_some() { d - chrono::Duration::days(91) } else { d };
            format!("the last quarter reported before {}", d.format("%B %-d, %Y"))
        }
        None => c[0].to_owned(),
    });
    let t = QUARTER_OF_FILING_MONTH.replace_all(&t, |c: &regex::Captures| {
        let (m, y) = (c.name("m1").or(c.name("m2")), c.name("y1").or(c.name("y2")));
        match m.zip(y).and_then(|(m, y)| month_end(m.as_str(), y.as_str())) {
            Some(end) => format!("the last quarter reported before {}", end.format("%B %-d, %Y")),
            None => c[0].to_owned(),
        }
    });
    let full_year = |y: &str| if y.len() == 2 { format!("20{y}") } else { y.to_owned() };
    let t = CY_QUARTER.replace_all(&t, |c: &regex::Captures| match (c.get(1), c.get(2), c.get(3), c.get(4)) {
        (Some(q), Some(y), _, _) | (_, _, Some(y), Some(q)) => format!("calendar Q{} {}", q.as_str(), full_year(y.as_str())),
        _ => c[0].to_owned(),
    });
    let t = HALF_FIRST.replace_all(&t, |c: &regex::Captures| {
        let half = if &c[1] == "1" { "first half of" } else { "second half of" };
        match (c.get(2), c.get(3)) {
            (Some(y), _) => format!("{half} {}", full_year(y.as_str())),
            (_, Some(fy)) => format!("{half} {}", fy.as_str()),
            _ => c[0].to_owned(),
        }
    });
    let t = YEAR_THEN_PART.replace_all(&t, "$2 $1");
    let t = FISCAL_HALF.replace_all(&t, "$1 half of fiscal ");
    let t = YEAR_BEFORE_LAST_CLOSED.replace_all(&t, "the year before last");
    let t = YEARS_FROM_QUARTER.replace_all(&t, |c: &regex::Captures| {
        let n = match c.name("n").map(|n| n.as_str().to_lowercase()) {
            None => 1,
            Some(n) => ["a", "one", "two", "three"].iter().position(|w| *w == n).map_or_else(|| n.parse().unwrap_or(1), |i| i.max(1)),
        };
        let after = c.name("dir").is_some_and(|d| matches!(d.as_str().to_lowercase().as_str(), "after" | "later than" | "following"));
        format!("{} quarters {} {}", 4 * n, if after { "after" } else { "before" }, &c["q"])
    });
    let t = QUARTER_AFTER_YEAR_CLOSED.replace_all(&t, |c: &regex::Captures| match c.name("y1").or(c.name("y2")).and_then(|y| parse_year(y.as_str())) {
        Some(y) => format!("Q1 fiscal {}", y + 1),
        None => c[0].to_owned(),
    });
    let t = YEARS_END_QUARTER.replace_all(&t, |c: &regex::Captures| format!("{} {} of {}", if c.name("last").is_some() { "fourth" } else { "first" }, &c["q"], &c["y"]));
    let t = YEARS_NAMED_HALF.replace_all(&t, |c: &regex::Captures| {
        let first = matches!(c["w"].to_lowercase().as_str(), "front" | "first" | "opening" | "early" | "earlier");
        format!("{} half of {}", if first { "first" } else { "second" }, &c["y"])
    });
    let t = QUARTER_YTD.replace_all(&t, |c: &regex::Captures| {
        let span = match c.name("a").or(c.name("b")).map(|q| q.as_str()) {
            Some("1") => "first quarter of",
            Some("2") => "first half of",
            Some("3") => "first nine months of",
            _ => "",
        };
        format!("{span} {}", &c["y"]).trim_start().to_owned()
    });
    let t = YEAR_Q.replace_all(&t, "Q$2 $1");
    let t = YEAR_THEN_MONTH_QUARTER.replace_all(&t, "$m $q of $y");
    let t = FYE_MONTH.replace_all(&t, |c: &regex::Captures| match month_end(&c["m"], &full_year(&c["y"])) {
        Some(end) => format!("the fiscal year ending {}", end.format("%B %Y")),
        None => c[0].to_owned(),
    });
    let t = FYE_YEAR.replace_all(&t, "fiscal $1");
    let t = ORDINAL_HYPHEN_QUARTER.replace_all(&t, "$1 $2");
    let t = DAY_SHORT_YEAR.replace_all(&t, "$m $d, 20$y");
    let t = PENULTIMATE_QUARTER.replace_all(&t, "third quarter of");
    let t = QUARTER_OF_HOLIDAYS.replace_all(&t, "$y holiday quarter");
    let t = CQ_SHORT.replace_all(&t, |c: &regex::Captures| format!("calendar Q{} {}", &c[1], if c[2].len() == 2 { format!("20{}", &c[2]) } else { c[2].to_owned() }));
    let t = FILING_FILED_ON.replace_all(&t, "reported on ");
    let t = YEAR_THROUGH_QUARTER.replace_all(&t, |c: &regex::Captures| {
        if c.name("after").is_some() {
            return c[0].to_owned();
        }
        let q = c["q"].to_lowercase();
        let span = match quarter_number(q.trim_start_matches('q').trim_end_matches('q')) {
            Some(1) => "first quarter of",
            Some(2) => "first half of",
            Some(3) => "first nine months of",
            _ => "",
        };
        format!("{span} {}", &c["y"]).trim_start().to_owned()
    });
    let t = AGAINST_THE_ONE_BEFORE.replace_all(&t, "$vs the prior $what$rest");
    let t = YEAR_AND_THE_ONE_BEFORE.replace_all(&t, |c: &regex::Captures| {
        let y: i32 = c["y"].parse().unwrap_or(0);
        let y = if y < 100 { 2000 + y } else { y };
        format!("fiscal {} through fiscal {y}", y - 1)
    });
    let t = HYPHENED_DAY.replace_all(&t, "$m $d, $y");
    let t = NUMERIC_HYPHENED_DAY.replace_all(&t, |c: &regex::Captures| match parse_date(&format!("{}/{}/{}", &c[1], &c[2], &c[3])) {
        Some(d) => d.format("%B %-d, %Y").to_string(),
        None => c[0].to_owned(),
    });
    let t = QUARTER_DATED_AFTER.replace_all(&t, "the quarter ended $1");
    let t = MONTH_ENDING_QUARTER.replace_all(&t, "quarter ending in $m $y");
    let t = CALENDAR_QUARTER.replace_all(&t, |c: &regex::Captures| {
        let n = c.get(1).and_then(|w| quarter_number(w.as_str())).or_else(|| c.get(2).and_then(|d| d.as_str().parse().ok())).unwrap_or(1);
        let month = ["March", "June", "September", "December"][(n.clamp(1, 4) - 1) as usize];
        format!("quarter ending in {month} {}", &c[3])
    });
    let t = QUARTERS_FROM_FIRST.replace_all(&t, |c: &regex::Captures| {
        // The last quarter taken: after a dash, else the last of the "+" run.
        let last = c.get(1).map_or_else(|| c[0].trim_end_matches(|ch: char| !ch.is_ascii_digit()).chars().last().unwrap_or('4'), |m| m.as_str().chars().next().unwrap_or('4'));
        match last {
            '2' => "first half of".to_owned(),
            '3' => "first nine months of".to_owned(),
            _ => "full year".to_owned(),
        }
    });
    let t = LATTER_HALF.replace_all(&t, "second half of");
    let t = TRAILING_TO.replace_all(&t, "twelve months ended ");
    let t = SPOKEN_YEAR.replace_all(&t, |c: &regex::Captures| match spoken_tens(&c[2]) {
        Some(n) if n >= 10 || !c[1].eq_ignore_ascii_case("twenty") => format!("{}", 2000 + n),
        _ => c[0].to_owned(),
    });
    let t = SPOKEN_SHORT_YEAR.replace_all(&t, |c: &regex::Captures| match spoken_tens(&c[2]) {
        Some(n) => format!("{} {n}", &c[1]),
        None => c[0].to_owned(),
    });
    let t = SPOKEN_QUARTER.replace_all(&t, |c: &regex::Captures| {
        let n = ONES.iter().position(|x| c[1].eq_ignore_ascii_case(x)).unwrap_or(0);
        format!("Q{n}{}", &c[2])
    });
    let t = ROMAN_QUARTER.replace_all(&t, |c: &regex::Captures| {
        let r = c.get(1).or(c.get(3)).or(c.get(4)).map(|m| m.as_str()).unwrap_or("");
        format!("{}Q{}", c.get(2).map(|m| m.as_str()).unwrap_or(""), if r == "IV" { 4 } else { r.len() })
    });
    let t = SLASHED_QUARTER.replace_all(&t, |c: &regex::Captures| {
        if c.get(2).is_some() || c[3].len() == 2 { format!("{} FY{}", &c[1], &c[3]) } else { format!("{} {}", &c[1], &c[3]) }
    });
    let t = HYPHENED_QUARTER.replace_all(&t, "$1 $2");
    let t = QUARTER_ENDED_SHORT.replace_all(&t, "quarter ended");
    // "Q2 of the fiscal year that ended January 29, 2023": the quarter in words, as the form
    // of a quarter of a year ended is read.
    let t = Q_OF_YEAR_ENDED.replace_all(&t, |c: &regex::Captures| format!("{} quarter {}", ["first", "second", "third", "fourth"][c[1].parse::<usize>().unwrap_or(1) - 1], &c[2]));
    // "starting with Q3 FY2023 and running to Q2 FY2024": a span from one to the other; "the
    // year that came to an end in January 2024": ended.
    let t = STARTING_RUNNING.replace_all(&t, "from $1 to ");
    let t = CAME_TO_AN_END.replace_all(&t, "ended");
    // "the half-year ended July 30, 2023": six months.
    let t = HALF_YEAR_ENDED.replace_all(&t, "six months $1");
    // "the fiscal year that began on January 30, 2023": the year that ends a year later, less
    // a day (a 52-week year ends 363 days after its first day).
    let t = YEAR_BEGAN.replace_all(&t, |c: &regex::Captures| match parse_date(&c["day"]) {
        Some(d) => format!("{} ended {}", &c["unit"], (d + chrono::Duration::days(363)).format("%B %-d, %Y")),
        None => c[0].to_owned(),
    });
    // "the year before fiscal 2024", "the fiscal year after FY2022": the year next to it.
    let t = YEAR_NEXT_TO.replace_all(&t, |c: &regex::Captures| {
        let year: i32 = c["y"].parse().unwrap_or(0);
        let year = if year < 100 { 2000 + year } else { year };
        let dir = c["dir"].to_lowercase();
        let before = dir == "before" || dir == "preceding" || dir.starts_with("prior");
        // "two fiscal years before fiscal 2025": as many years away as it says.
        let n = c.name("n").map_or(1, |n| ONES.iter().position(|w| n.as_str().eq_ignore_ascii_case(w)).unwrap_or_else(|| n.as_str().parse().unwrap_or(1)) as i32);
        format!("fiscal {}", if before { year - n } else { year + n })
    });
    let t = SPANNING_YEAR.replace_all(&t, |c: &regex::Captures| {
        let first: i32 = c[2].parse().unwrap_or(0);
        let second: i32 = c[3].parse().unwrap_or(0);
        if (first + 1) % 100 == second { format!("{} {}", &c[1], first + 1) } else { c[0].to_owned() }
    });
    let t = LAST_QUARTER_OF.replace_all(&t, "fourth quarter of $1");
    let t = YEAR_BEFORE_FISCAL.replace_all(&t, "fiscal year $1");
    let t = SAME_LAST_YEAR.replace_all(&t, "same $1 a year earlier");
    let t = DATED_QUARTER.replace_all(&t, "the quarter ended $1");
    let t = OTHER_YEAR_WORDS.replace_all(&t, |c: &regex::Captures| if c.get(1).is_some() { "fiscal".to_owned() } else { "fiscal year ending in".to_owned() });
    let before_range = |at: usize| t[..at].trim_end().to_lowercase();
    let t = DATE_RANGE
        .replace_all(&t, |c: &regex::Captures| {
            // "the quarters that ended between July 2022 and January 2023" is a window of quarters.
            let before = before_range(c.get(0).map_or(0, |m| m.start()));
            if ["ended", "ending", "end", "closed", "closing"].iter().any(|w| before.ends_with(w)) {
                return c[0].to_owned();
            }
            range_as_ended(c)
        })
        .into_owned();
    MONTH_DASH_RANGE.replace_all(&t, |c: &regex::Captures| range_as_ended(c)).into_owned()
}

/// Resolves a phrase in a release filed on `filed`: a quarter without a year is the next
/// such quarter to end after the release; a year without a number is the one in progress.
pub fn resolve_forward(p: &PeriodRef, cal: &FiscalCalendar, filed: NaiveDate) -> Option<FiscalPeriod> {
    let span = p.span?;
    if let Some(y) = p.year {
        let year = match p.year_kind {
            // A calendar year maps to the fiscal year that ends in it, or nearly so.
            Some(YearKind::Calendar) => cal.fiscal_year_of(NaiveDate::from_ymd_opt(y, 12, 31)?),
            _ => y,
        };
        return Some(FiscalPeriod { year, span });
    }
    let current = cal.fiscal_year_of(filed);
    for year in [current, current + 1] {
        let fp = FiscalPeriod { year, span };
        let (_, end) = cal.nominal_dates(fp);
        if end > filed {
            return Some(fp);
        }
    }
    None
}

/// A period written on its own, as a tool argument: exactly one phrase ("Q3 FY2024",
/// "Q3 fiscal 2024", "fiscal 2024", "FY2024", "the third quarter of fiscal 2024", "latest
/// quarter") and nothing else besides filler words. `None` when the text is not one period.
pub fn parse_one(text: &str) -> Option<PeriodRef> {
    let found = find(text);
    let [p] = found.as_slice() else { return None };
    let rest = format!("{} {}", &text[..p.at.0], &text[p.at.1..]);
    let filler = |w: &str| matches!(w.to_lowercase().as_str(), "the" | "of" | "in" | "for");
    let clean = rest.split(|c: char| c.is_whitespace() || c.is_ascii_punctuation()).all(|w| w.is_empty() || filler(w));
    // A year SayDo could hold: XBRL starts in 2009; guidance may reach a few years ahead.
    let plausible = p.year.is_none_or(|y| (1990..=2100).contains(&y));
    (clean && plausible).then(|| p.clone())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn one(t: &str) -> PeriodRef {
        let v = find(t);
        assert_eq!(v.len(), 1, "{t}: {v:?}");
        v.into_iter().next().unwrap()
    }

    #[test]
    fn one_period_alone() {
        for (t, span, year) in [
            ("Q3 FY2024", Some(Span::Q3), Some(2024)),
            ("Q3 fiscal 2024", Some(Span::Q3), Some(2024)),
            ("the third quarter of fiscal 2024", Some(Span::Q3), Some(2024)),
            ("FY2024", Some(Span::FY), Some(2024)),
            ("fiscal 2023", Some(Span::FY), Some(2023)),
        ] {
            let p = parse_one(t).unwrap_or_else(|| panic!("{t} is one period"));
            assert_eq!((p.span, p.year), (span, year), "{t}");
        }
        assert_eq!(parse_one("latest quarter").and_then(|p| p.relative), Some(Relative::Last));
        // A quarter with no year: the latest such quarter, read on the issuer's calendar later.
        assert_eq!(parse_one("Q3").map(|p| (p.span, p.year)), Some((Some(Span::Q3), None)));
        for bad in ["Q5 2024", "", "revenue Q3 FY2024", "Q3 FY2024 and Q4 FY2024", "fiscal 1850", "soon"] {
            assert!(parse_one(bad).is_none(), "{bad:?} read as a period");
        }
    }

    #[test]
    fn phrasings() {
        let p = one("Did NVIDIA hit its revenue outlook for Q3 fiscal 2024?");
        assert_eq!((p.span, p.year, p.year_kind), (Some(Span::Q3), Some(2024), Some(YearKind::Fiscal)));
        let p = one("the third quarter of fiscal 2025");
        assert_eq!((p.span, p.year), (Some(Span::Q3), Some(2025)));
        let p = one("Q3 FY2025 revenue");
        assert_eq!((p.span, p.year), (Some(Span::Q3), Some(2025)));
        let p = one("Q2 FY24 revenue");
        assert_eq!((p.span, p.year), (Some(Span::Q2), Some(2024)));
        let p = one("fiscal 2024 revenue");
        assert_eq!((p.span, p.year), (Some(Span::FY), Some(2024)));
        let p = one("fiscal year 2023 targets");
        assert_eq!((p.span, p.year), (Some(Span::FY), Some(2023)));
        let p = one("revenue in 2023");
        assert_eq!((p.span, p.year, p.year_kind), (Some(Span::FY), Some(2023), Some(YearKind::Bare)));
        let p = one("calendar 2023");
        assert_eq!(p.year_kind, Some(YearKind::Calendar));
        let p = one("the quarter ended October 27, 2024");
        assert_eq!(p.ended, NaiveDate::from_ymd_opt(2024, 10, 27));
        let p = one("revenue last quarter");
        assert_eq!(p.relative, Some(Relative::Last));
        let p = one("the most recent results");
        assert_eq!(p.relative, Some(Relative::Last));
        let p = one("second quarter fiscal year 2023 targets");
        assert_eq!((p.span, p.year), (Some(Span::Q2), Some(2023)));
        assert!(find("Quillon expects, ending September 29, 2024:").is_empty());
        // Ordinal days, a quarter dated in brackets, twelve months "to" a month, a year
        // written before its half.
        assert_eq!(find(&as_written("the quarter ended January 28th, 2024"))[0].ended, NaiveDate::from_ymd_opt(2024, 1, 28));
        assert_eq!(find(&as_written("For Q1 (ended April 30, 2023), was margin in range?"))[0].ended, NaiveDate::from_ymd_opt(2023, 4, 30));
        let p = one("For the 12 months to December 2024, what was its margin?");
        assert_eq!((p.span, p.ended), (Some(Span::FY), NaiveDate::from_ymd_opt(2024, 12, 31)));
        let p = one("shares bought back in fiscal 2025's first nine months");
        assert_eq!((p.span, p.year), (Some(Span::M9), Some(2025)));
        let p = one("the second half of 2024");
        assert_eq!((p.span, p.year), (Some(Span::H2), Some(2024)));
        let july = NaiveDate::from_ymd_opt(2022, 7, 31);
        for t in ["the quarter that ended in July 2022", "the quarter ending July 2022", "the Jul-2022 quarter", "the July 2022 quarter", "the three months ended in July 2022", "the July quarter of 2022", "the Jul. qtr 2022", "its July quarter in calendar 2022"] {
            let p = one(t);
            assert_eq!((p.span, p.ended), (None, july), "{t}");
        }
        let p = one("the year that ended in January 2024");
        assert_eq!((p.span, p.ended), (Some(Span::FY), NaiveDate::from_ymd_opt(2024, 1, 31)));
        let p = one("the one ended December 27, 2025");
        assert_eq!(p.ended, NaiveDate::from_ymd_opt(2025, 12, 27));
        for (t, q, y) in [("NVDA 3Q24 revenue", Span::Q3, 2024), ("opex FQ1'25", Span::Q1, 2025), ("FQ4 2024 outlook", Span::Q4, 2024), ("Q1 of FY'24", Span::Q1, 2024)] {
            let p = one(t);
            assert_eq!((p.span, p.year), (Some(q), Some(y)), "{t}");
        }
        let p = one("the period ended 7/30/2023");
        assert_eq!(p.ended, NaiveDate::from_ymd_opt(2023, 7, 30));
        let p = one("the quarter ending late January 2024");
        assert_eq!(p.ended, NaiveDate::from_ymd_opt(2024, 1, 31));
        let p = one("in the first three months of 2022");
        assert_eq!((p.span, p.year), (Some(Span::Q1), Some(2022)));
        // A month and year of a release dates the release: what it guided is the quarter then
        // in progress, read on the issuer's calendar.
        for t in ["its February 2024 outlook", "in its February 2024 release", "the outlook it gave in February 2024"] {
            let p = one(t);
            assert_eq!((p.released, p.span, p.ended), (NaiveDate::from_ymd_opt(2024, 2, 15), None, None), "{t}");
        }
        // A month and year with no release beside it is no period.
        assert!(find("revenue was strong in February 2024").is_empty());
        let p = one("fourth-quarter revenue");
        assert_eq!((p.span, p.year), (Some(Span::Q4), None));
    }

    /// Analysts' shorthand, months with a two-digit year, and "N months ended": year to date
    /// is not the quarter that ends that day.
    #[test]
    fn shorthand_two_digit_years_and_months_ended() {
        for t in ["F3Q24", "3QFY24", "Q3 '24", "q3’24"] {
            let p = one(t);
            assert_eq!((p.span, p.year), (Some(Span::Q3), Some(2024)), "{t}");
        }
        for t in ["the Jan '24 quarter", "the Jan-24 quarter"] {
            assert_eq!(one(t).ended, NaiveDate::from_ymd_opt(2024, 1, 31), "{t}");
        }
        assert_eq!(one("the outlook it gave in Feb '24").released, NaiveDate::from_ymd_opt(2024, 2, 15));
        // "July 22" is a day, not July 2022.
        assert!(find("revenue on July 22").is_empty());
        let oct = NaiveDate::from_ymd_opt(2024, 10, 27);
        assert_eq!((one("the nine months ended October 27, 2024").span, one("nine months ended October 27, 2024").ended), (Some(Span::M9), oct));
        assert_eq!(one("the six months ended July 28, 2024").span, Some(Span::H1));
        assert_eq!(one("the twelve months ended January 28, 2024").span, Some(Span::FY));
        let p = one("the 3 months to July 28, 2024");
        assert_eq!((p.span, p.ended), (None, NaiveDate::from_ymd_opt(2024, 7, 28)));
        assert_eq!(one("the six months ending in July 2024").span, Some(Span::H1));
    }

    #[test]
    fn weeks_dates_written_day_first_and_nine_months() {
        let oct = NaiveDate::from_ymd_opt(2023, 10, 29);
        for t in ["the 13 weeks ended October 29, 2023", "the three months through October 29, 2023", "3 months thru oct 29 2023", "the quarter ended 29 October 2023", "the qtr ending 2023-10-29"] {
            assert_eq!(one(t).ended, oct, "{t}");
        }
        assert_eq!(one("the 52 weeks ended January 28, 2024").span, Some(Span::FY));
        assert_eq!(one("the 26 weeks ended July 30, 2023").span, Some(Span::H1));
        assert_eq!(one("the quarter wrapping up in late October 2023").ended, NaiveDate::from_ymd_opt(2023, 10, 31));
        assert_eq!(one("the Oct-23 qtr").ended, NaiveDate::from_ymd_opt(2023, 10, 31));
        let p = one("the first nine months of fiscal 2024");
        assert_eq!((p.span, p.year), (Some(Span::M9), Some(2024)));
        let p = one("the first six months of 2025");
        assert_eq!((p.span, p.year), (Some(Span::H1), Some(2025)));
        let p = one("the final quarter of fiscal 2023");
        assert_eq!((p.span, p.year), (Some(Span::Q4), Some(2023)));
    }

    #[test]
    fn forms_rewritten_for_questions() {
        let w = |t: &str| find(&as_written(t)).into_iter().map(|p| (p.span, p.year, p.ended)).collect::<Vec<_>>();
        let q3 = vec![(Some(Span::Q3), Some(2024), None)];
        for t in ["q three fiscal twenty twenty four", "FQ3/24", "3Q/FY24", "Q3/FY2024", "the III quarter of fiscal 2024", "quarter three of fiscal two thousand and twenty-four"] {
            assert_eq!(w(t), q3, "{t}");
        }
        assert_eq!(w("Q2 FY 2023-24"), vec![(Some(Span::Q2), Some(2024), None)]);
        assert_eq!(w("fiscal exercise 2024"), vec![(Some(Span::FY), Some(2024), None)]);
        assert_eq!(w("the last quarter of fiscal 2023"), vec![(Some(Span::Q4), Some(2023), None)]);
        assert_eq!(w("FYE Jan 2025"), vec![(Some(Span::FY), None, NaiveDate::from_ymd_opt(2025, 1, 31))]);
        let oct = NaiveDate::from_ymd_opt(2023, 10, 29);
        assert_eq!(w("revenue 29.10.2023 quarter"), vec![(None, None, oct)]);
        assert_eq!(w("between July 31, 2023 and October 29, 2023"), vec![(None, None, oct)]);
        assert_eq!(w("from late July to late October 2023"), vec![(None, None, NaiveDate::from_ymd_opt(2023, 10, 31))]);
        // Not periods: "twenty five" alone, "I" as a word, a span of several years.
        assert_eq!(as_written("twenty five iPhones"), "twenty five iPhones");
        assert_eq!(as_written("Did I quarter the apples"), "Did I quarter the apples");
        assert_eq!(as_written("FY2022-25"), "FY2022-25");
        // Hyphens, "qtr", "trimester", two-digit years in dates and "q/e".
        for t in ["Q3-FY24", "3rd qtr of fiscal 2024", "the third trimester of fiscal year 2024", "4th qtr FY24"] {
            let got = w(t);
            assert_eq!(got[0].1, Some(2024), "{t}: {got:?}");
            assert!(matches!(got[0].0, Some(Span::Q3) | Some(Span::Q4)), "{t}: {got:?}");
        }
        assert_eq!(w("fy-24"), vec![(Some(Span::FY), Some(2024), None)]);
        assert_eq!(w("Q2-2021"), vec![(Some(Span::Q2), Some(2021), None)]);
        assert_eq!(w("q/e 10/29/23"), vec![(None, None, oct)]);
        assert_eq!(w("the qtr ended 1/29/23"), vec![(None, None, NaiveDate::from_ymd_opt(2023, 1, 29))]);
        assert_eq!(w("the FY ending Jan '23"), vec![(Some(Span::FY), None, NaiveDate::from_ymd_opt(2023, 1, 31))]);
        // A day results were reported on dates a release.
        let r = one("the quarter they reported on August 27, 2025");
        assert_eq!((r.released, r.reported, r.ended), (NaiveDate::from_ymd_opt(2025, 8, 27), true, None));
        assert!(!one("the outlook it gave on August 27, 2025").reported);
        assert!(one("before the numbers Nvidia released on August 23, 2023").reported);
        assert!(!one("in the release it published on August 23, 2023").reported);
        let r = one("the revenue it reported in August 2025");
        assert!(r.released.is_some() && r.reported, "{r:?}");
    }

    #[test]
    fn quarters_by_month_by_slashed_days_by_ranges_and_counted_from_another() {
        let d = |y, m, dd| NaiveDate::from_ymd_opt(y, m, dd);
        let w = |t: &str| find(&as_written(t)).into_iter().map(|p| (p.span, p.year, p.ended, p.month)).collect::<Vec<_>>();
        assert_eq!(w("sales in the October quarter of fiscal 2024"), vec![(None, Some(2024), None, Some(10))]);
        assert_eq!(w("the Jan qtr of FY23"), vec![(None, Some(2023), None, Some(1))]);
        assert_eq!(w("revenue in the FY25 October quarter"), vec![(None, Some(2025), None, Some(10))]);
        assert_eq!(w("the quarter ended 1-29-2023"), vec![(None, None, d(2023, 1, 29), None)]);
        assert_eq!(w("revenue for the 12 mos ended Dec 31, 2026"), vec![(Some(Span::FY), None, d(2026, 12, 31), None)]);
        assert_eq!(w("Q1 of FYE Jan-24").into_iter().map(|p| (p.0, p.2)).collect::<Vec<_>>(), vec![(Some(Span::Q1), d(2024, 1, 31))]);
        assert_eq!(w("the quarter ended 2023/04/30"), vec![(None, None, d(2023, 4, 30), None)]);
        assert_eq!(w("the quarter ending 31/07/2022"), vec![(None, None, d(2022, 7, 31), None)]);
        assert_eq!(w("the quarter to end-June 2025"), vec![(None, None, d(2025, 6, 30), None)]);
        assert_eq!(w("three months to the end of April 2023"), vec![(None, None, d(2023, 4, 30), None)]);
        assert_eq!(w("over the Aug–Oct 2023 period"), vec![(None, None, d(2023, 10, 31), None)]);
        assert_eq!(w("the Jan-Sep 2022 stretch"), vec![(Some(Span::M9), None, d(2022, 9, 30), None)]);
        assert_eq!(w("Jan–Jun 2021"), vec![(Some(Span::H1), None, d(2021, 6, 30), None)]);
        assert_eq!(w("the first three quarters of 2022"), vec![(Some(Span::M9), Some(2022), None, None)]);
        assert_eq!(w("the first two quarters of fiscal 2024"), vec![(Some(Span::H1), Some(2024), None, None)]);
        assert_eq!(w("in the quarter after Q4 FY2023"), vec![(Some(Span::Q1), Some(2024), None, None)]);
        assert_eq!(w("the quarter preceding the second quarter of fiscal 2025"), vec![(Some(Span::Q1), Some(2025), None, None)]);
        let r = one("the most recent quarter the company had reported before March 3, 2025");
        assert_eq!((r.released, r.reported, r.relative), (d(2025, 3, 3), true, None));
        // A year of months is not assumed to be a fiscal year.
        assert_eq!(as_written("Jan–Dec 2022"), "Jan–Dec 2022");
    }

    /// The holiday quarter of a year is the quarter that ends nearest its last day.
    #[test]
    fn the_holiday_quarter() {
        for t in ["the 2025 holiday quarter", "the holiday quarter of 2025", "its holiday season quarter in 2025", "the 2025 Christmas quarter"] {
            assert_eq!(one(t).ended, NaiveDate::from_ymd_opt(2025, 12, 31), "{t}");
        }
        let apple = FiscalCalendar::from_mmdd("0927").unwrap();
        assert_eq!(apple.classify_instant(NaiveDate::from_ymd_opt(2025, 12, 31).unwrap()), FiscalPeriod { year: 2026, span: Span::Q1 });
        let nvidia = FiscalCalendar::from_mmdd("0126").unwrap();
        assert_eq!(nvidia.classify_instant(NaiveDate::from_ymd_opt(2025, 12, 31).unwrap()), FiscalPeriod { year: 2026, span: Span::Q4 });
        for t in ["the holiday quarter of fiscal 2024", "its FY24 holiday quarter", "fiscal 2024's holiday quarter"] {
            let p = one(t);
            assert_eq!((p.month, p.year, p.span), (Some(12), Some(2024), None), "{t}");
        }
    }

    /// The last quarter or three months of a year, a month "of" its year, "through the end
    /// of" a month, a year written before "fiscal year", the most recently reported full year.
    #[test]
    fn last_quarters_months_of_years_and_years_before_their_words() {
        let read = |t: &str| one(&as_written(t));
        for t in ["the last qtr of FY23", "the final quarter of fiscal 2023", "the last three months of fiscal 2023"] {
            let p = read(t);
            assert_eq!((p.span, p.year), (Some(Span::Q4), Some(2023)), "{t}");
        }
        let p = read("the last three months of 2021");
        assert_eq!((p.span, p.year), (Some(Span::Q4), Some(2021)));
        for (t, end) in [("the quarter ending in July of 2023", (2023, 7, 31)), ("the quarter through the end of April 2023", (2023, 4, 30))] {
            assert_eq!(read(t).ended, NaiveDate::from_ymd_opt(end.0, end.1, end.2), "{t}");
        }
        for t in ["the '23 fiscal year", "the 2023 fiscal year"] {
            let p = read(t);
            assert_eq!((p.span, p.year, p.year_kind), (Some(Span::FY), Some(2023), Some(YearKind::Fiscal)), "{t}");
        }
        let p = read("the second quarter of the fiscal year ending January 29, 2023");
        assert_eq!((p.span, p.ended), (Some(Span::Q2), NaiveDate::from_ymd_opt(2023, 1, 29)));
        assert_eq!(as_written("Q2 FY26 against the same quarter last year"), "Q2 FY26 against the same quarter a year earlier");
        let p = read("its most recently reported full year");
        assert_eq!((p.span, p.relative), (Some(Span::FY), Some(Relative::Last)));
    }

    /// An opening quarter, a quarter "Q2 of the fiscal year that ended …", a half-year ended on
    /// a day, a fiscal year by the day it began, the year before or after a fiscal year.
    #[test]
    fn opening_quarters_half_years_years_begun_and_years_next_to_another() {
        let read = |t: &str| one(&as_written(t));
        let ymd = |y, m, d| NaiveDate::from_ymd_opt(y, m, d);
        let p = read("Fiscal '24's opening quarter");
        assert_eq!((p.span, p.year), (Some(Span::Q1), Some(2024)));
        let p = read("in Q2 of the fiscal year that ended January 29, 2023");
        assert_eq!((p.span, p.ended), (Some(Span::Q2), ymd(2023, 1, 29)));
        let p = read("For the half-year ended July 30, 2023");
        assert_eq!((p.span, p.ended), (Some(Span::H1), ymd(2023, 7, 30)));
        let p = read("the fiscal year that began on January 30, 2023");
        assert_eq!((p.span, p.ended), (Some(Span::FY), ymd(2024, 1, 28)));
        let p = read("In the year that came to an end in late January 2024");
        assert_eq!((p.span, p.ended), (Some(Span::FY), ymd(2024, 1, 31)));
        assert_eq!(as_written("Starting with the quarter after Q2 FY2023 and running to Q2 FY2024, count"), "from the quarter after Q2 FY2023 to Q2 FY2024, count");
        for (t, y) in [("the year before fiscal 2024", 2023), ("the fiscal year after FY22", 2023), ("the year preceding fiscal year 2025", 2024)] {
            let p = read(t);
            assert_eq!((p.span, p.year), (Some(Span::FY), Some(y)), "{t}");
        }
    }

    /// Days with their weekday, or named by one ("the last Sunday of April 2024"), a year's
    /// last and penultimate quarters, the holidays' quarter, "CQ3'22", a quarter by the day its
    /// 10-Q was filed, years and quarters some way from another, and a year with the one before.
    #[test]
    fn weekdays_penultimate_quarters_holidays_and_counted_shifts() {
        let read = |t: &str| one(&as_written(t));
        let ymd = |y, m, d| NaiveDate::from_ymd_opt(y, m, d);
        assert_eq!(read("the quarter that ended Sunday, July 31, 2022").ended, ymd(2022, 7, 31));
        assert_eq!(read("the fiscal year that ended Saturday, September 28, 2024").ended, ymd(2024, 9, 28));
        assert_eq!(read("the quarter that ended on the last Sunday of April 2024").ended, ymd(2024, 4, 28));
        assert_eq!(read("the year ending the first Saturday in February 2025").ended, ymd(2025, 2, 1));
        let p = read("FY24's last quarter");
        assert_eq!((p.span, p.year), (Some(Span::Q4), Some(2024)));
        let p = read("the penultimate quarter of FY2023");
        assert_eq!((p.span, p.year), (Some(Span::Q3), Some(2023)));
        let p = read("the second-to-last quarter of fiscal 2024");
        assert_eq!((p.span, p.year), (Some(Span::Q3), Some(2024)));
        assert_eq!(read("the quarter straddling the 2023 holidays").ended, read("the 2023 holiday quarter").ended);
        assert_eq!(read("CQ3'22").ended, ymd(2022, 9, 30));
        let p = read("the quarter whose 10-Q was filed on November 21, 2023");
        assert_eq!((p.released, p.reported), (ymd(2023, 11, 21), true));
        let p = read("the latest quarter it had reported ahead of December 1, 2024");
        assert_eq!(p.released, ymd(2024, 12, 1));
        for (t, y) in [("two fiscal years before fiscal 2025", 2023), ("three years after FY2020", 2023)] {
            let p = read(t);
            assert_eq!((p.span, p.year), (Some(Span::FY), Some(y)), "{t}");
        }
        for (t, q, y) in [("three quarters before Q1 FY2024", Span::Q2, 2023), ("two quarters after Q3 FY2023", Span::Q1, 2024), ("five quarters before Q2 FY2025", Span::Q1, 2024)] {
            let p = read(t);
            assert_eq!((p.span, p.year), (Some(q), Some(y)), "{t}");
        }
        for (t, span) in [("the 10-Q covering fiscal 2024 through the third quarter", Span::M9), ("FY25 up to Q2", Span::H1), ("fiscal 2023 through the first quarter", Span::Q1)] {
            assert_eq!(read(t).span, Some(span), "{t}");
        }
        for t in ["from fiscal 2023 through Q2 FY2024", "From 2Q/FY23 through 4Q/FY23", "Q2-FY24 to Q1-FY25", "from Q4 FY2025 to Q1 FY2026", "FY2023 through Q2 '24"] {
            assert_eq!(find(&as_written(t)).len(), 2, "{t}");
        }
        let w = find(&as_written("spanning fiscal 2024 and the year before"));
        assert_eq!(w.iter().map(|p| p.year).collect::<Vec<_>>(), [Some(2023), Some(2024)]);
        assert_eq!(as_written("Starting three quarters before Q1 FY2024 and ending with Q1 FY2024, how"), "from three quarters before Q1 FY2024 to Q1 FY2024, how");
    }

    /// A month's quarter of "this year" or "last year" is a calendar year counted from the
    /// day the question is asked.
    #[test]
    fn months_of_years_counted_from_today() {
        let today = NaiveDate::from_ymd_opt(2026, 12, 1).unwrap();
        let read = |t: &str| one(&as_written(&in_calendar_years(t, today)));
        let ymd = |y, m, d| NaiveDate::from_ymd_opt(y, m, d);
        assert_eq!(read("TSMC revenue for the December quarter this year?").ended, ymd(2026, 12, 31));
        assert_eq!(read("Top line for Apple in the December quarter last year?").ended, ymd(2025, 12, 31));
        assert_eq!(read("last year's September qtr").ended, ymd(2025, 9, 30));
        assert_eq!(read("the quarter that ended in June of last year").ended, ymd(2025, 6, 30));
        assert_eq!(read("the first calendar quarter of this year").ended, ymd(2026, 3, 31));
        assert_eq!(read("the January quarter next year").ended, ymd(2027, 1, 31));
        let p = read("revenue in this calendar year");
        assert_eq!((p.year, p.year_kind), (Some(2026), Some(YearKind::Calendar)));
        // A year alone stays relative: the latest year on file, read where it is resolved.
        for t in ["revenue last year", "what did they guide for this year", "over the past year"] {
            assert_eq!(in_calendar_years(t, today), t);
        }
    }

    /// Quarters named by the month they end in or by the calendar's quarter, quarters taken
    /// together as analysts write them, the latter half, trailing years, days written
    /// day-month-year, a quarter of a year that ended in a month, a closing quarter.
    #[test]
    fn month_ending_calendar_and_cumulative_quarters() {
        let read = |t: &str| one(&as_written(t));
        let ymd = |y, m, d| NaiveDate::from_ymd_opt(y, m, d);
        assert_eq!(read("the October-ending quarter of 2022").ended, ymd(2022, 10, 31));
        assert_eq!(read("the July ending qtr in 2025").ended, ymd(2025, 7, 31));
        assert_eq!(read("the first calendar quarter of 2025").ended, ymd(2025, 3, 31));
        assert_eq!(read("calendar Q3 2024").ended, ymd(2024, 9, 30));
        for (t, span, year) in [("Q1-Q3 2022 combined", Span::M9, 2022), ("Q1+Q2+Q3 FY24 combined", Span::M9, 2024), ("q4fy2023", Span::Q4, 2023), ("the last 2 qtrs of FY26", Span::H2, 2026), ("Q1–Q2 of FY2025", Span::H1, 2025), ("the last two quarters of fiscal 2024", Span::H2, 2024), ("the back half of fiscal 2026", Span::H2, 2026), ("the 1st half of 2025", Span::H1, 2025), ("its 2nd half of FY2024", Span::H2, 2024)] {
            let p = read(t);
            assert_eq!((p.span, p.year), (Some(span), Some(year)), "{t}");
        }
        // In words, the first and third quarters stay two: a range of quarters.
        assert_eq!(find(&as_written("Q1 through Q3 of fiscal 2024")).len(), 2);
        let p = read("the trailing year to January 2025");
        assert_eq!((p.span, p.ended), (Some(Span::FY), ymd(2025, 1, 31)));
        assert_eq!(read("the year ended 31-Dec-2023").ended, ymd(2023, 12, 31));
        assert_eq!(read("the quarter ended 30-Apr-2023").ended, ymd(2023, 4, 30));
        let p = read("the third quarter of the fiscal year that ended September 2024");
        assert_eq!((p.span, p.ended), (Some(Span::Q3), ymd(2024, 9, 30)));
        let p = read("FY25's closing quarter");
        assert_eq!((p.span, p.year), (Some(Span::Q4), Some(2025)));
    }

    #[test]
    fn forward_resolution() {
        let nv = FiscalCalendar::from_mmdd("0131").unwrap();
        let filed = NaiveDate::from_ymd_opt(2023, 8, 23).unwrap();
        let p = one("the third quarter");
        assert_eq!(resolve_forward(&p, &nv, filed), Some(FiscalPeriod { year: 2024, span: Span::Q3 }));
        let filed = NaiveDate::from_ymd_opt(2024, 2, 21).unwrap();
        let p = one("the first quarter");
        assert_eq!(resolve_forward(&p, &nv, filed), Some(FiscalPeriod { year: 2025, span: Span::Q1 }));
    }

    /// Seventeenth session, from fresh14's tune part: holidays as days, periods that hold a
    /// day or ended before one, a year ago or years away from a quarter, the quarter after a
    /// year closed, weeks and months to date, an opening half, a release's part of a month.
    #[test]
    fn holidays_weeks_and_quarters_counted_in_years() {
        let read = |t: &str| one(&as_written(t));
        let ymd = |y, m, d| NaiveDate::from_ymd_opt(y, m, d);
        assert_eq!(holiday("Thanksgiving", 2023), ymd(2023, 11, 23));
        assert_eq!(holiday("labor day", 2023), ymd(2023, 9, 4));
        assert_eq!(holiday("Memorial Day", 2024), ymd(2024, 5, 27));
        let p = read("the quarter that wrapped up right before Thanksgiving 2023");
        assert_eq!((p.released, p.reported), (ymd(2023, 11, 23), true));
        let p = read("the quarter before last as of December 15, 2023");
        assert_eq!((p.released, p.reported), (ymd(2023, 9, 15), true));
        let p = read("the quarter that included the Fourth of July 2022");
        assert_eq!((p.released, p.reported, p.inside, p.span), (ymd(2022, 7, 4), false, true, None));
        let p = read("the fiscal year that included Christmas 2021");
        assert_eq!((p.released, p.reported, p.span), (ymd(2021, 12, 25), false, Some(Span::FY)));
        for (t, q, y) in [
            ("the year-ago quarter of Q1 FY2025", Span::Q1, 2024),
            ("the quarter two years before Q1 FY2025", Span::Q1, 2023),
            ("the quarter a year after Q2 FY2023", Span::Q2, 2024),
            ("the first quarter after fiscal 2025 closed", Span::Q1, 2026),
            ("the first 26 weeks of fiscal 2025", Span::H1, 2025),
            ("the first 13 weeks of fiscal 2025", Span::Q1, 2025),
            ("6M FY25", Span::H1, 2025),
            ("the opening half of FY25", Span::H1, 2025),
        ] {
            let p = read(t);
            assert_eq!((p.span, p.year), (Some(q), Some(y)), "{t}");
        }
        let p = read("the fiscal year that kicked off on January 30, 2023");
        assert_eq!((p.span, p.ended), (Some(Span::FY), ymd(2024, 1, 28)));
        // What a release of late May reported: its results came out before the month's end.
        // Not a quarter named after the year ("the quarter after fiscal 2024's third"), nor a
        // range of months that opens late in one.
        assert!(as_written("the quarter after fiscal 2024's third quarter").contains("fiscal 2024"));
        assert_eq!(as_written("net income from late October 2024 to late January 2025"), "net income the quarter that ended in January 2025");
        let p = read("the quarter Nvidia reported in late May 2023");
        assert_eq!((p.released, p.reported), (ymd(2023, 5, 31), true));
    }

    /// A year's opening quarter or back half named after it, a quarter's year to date, a
    /// year with its quarter after it, "FYE", an adjective's hyphen, a day with a two-digit
    /// year, and the quarter right before the latest.
    #[test]
    fn opening_quarters_back_halves_year_to_date_and_short_years() {
        let read = |t: &str| one(&as_written(t));
        let ymd = |y, m, d| NaiveDate::from_ymd_opt(y, m, d);
        for (t, q, y) in [
            ("fiscal 2026's opening quarter", Span::Q1, 2026),
            ("FY23's kick-off quarter", Span::Q1, 2023),
            ("FY2024's latter half", Span::H2, 2024),
            ("fiscal 2025's front half", Span::H1, 2025),
            ("Q2 YTD FY2025", Span::H1, 2025),
            ("year-to-date through Q3 fiscal 2024", Span::M9, 2024),
            ("2023-Q4", Span::Q4, 2023),
            ("FYE 2025", Span::FY, 2025),
            ("fiscal second-quarter 2025", Span::Q2, 2025),
        ] {
            let p = read(t);
            assert_eq!((p.span, p.year), (Some(q), Some(y)), "{t}");
        }
        let p = read("the year ended Sept 29, '24");
        assert_eq!((p.span, p.ended), (Some(Span::FY), ymd(2024, 9, 29)));
        let p = read("the quarter immediately before the latest one");
        assert_eq!(p.relative, Some(Relative::Before(1)));
    }

    /// A quarter by the month its 10-Q was filed or its results discussed on a call, a
    /// calendar quarter with "CY", halves written "1H24" or after the year, a "fiscal half",
    /// twelve months ending a month, the year before the last one closed, a month-end quarter.
    #[test]
    fn filings_months_calls_cy_quarters_and_halves() {
        let read = |t: &str| one(&as_written(t));
        let ymd = |y, m, d| NaiveDate::from_ymd_opt(y, m, d);
        for t in ["the quarter covered by the 10-Q Nvidia filed in November 2022", "the results discussed on Nvidia's November 2022 earnings call"] {
            let p = read(t);
            assert_eq!((p.released, p.reported), (ymd(2022, 11, 30), true), "{t}");
        }
        for t in ["Q2 CY2024", "CY24 Q2", "Q2 CY24"] {
            assert_eq!(read(t).ended, ymd(2024, 6, 30), "{t}");
        }
        for (t, span, y) in [
            ("1H24", Span::H1, 2024),
            ("2H 2025", Span::H2, 2025),
            ("1H FY25", Span::H1, 2025),
            ("FY2025 H1", Span::H1, 2025),
            ("fiscal 2024 Q3", Span::Q3, 2024),
            ("the second fiscal half of 2025", Span::H2, 2025),
        ] {
            let p = read(t);
            assert_eq!((p.span, p.year), (Some(span), Some(y)), "{t}");
        }
        let p = read("the twelve-month stretch ending January 2023");
        assert_eq!((p.span, p.ended), (Some(Span::FY), ymd(2023, 1, 31)));
        let p = read("the fiscal year before the one it most recently closed");
        assert_eq!((p.span, p.relative), (Some(Span::FY), Some(Relative::Before(1))));
        assert_eq!(read("the Jan-end quarter of 2023").ended, ymd(2023, 1, 31));
        // A half's number after a word is no half: "1H" needs a year or "FY" after it.
        assert_eq!(as_written("revenue of 1H"), "revenue of 1H");
    }
}
