//! The issuer's fiscal calendar and a fact's own fiscal period, derived from its dates.
//!
//! companyfacts' `fy`/`fp` describe the filing that carried a fact, not the fact: a 10-K's
//! prior-year comparative carries the current `fy`. So a fact's period is read from its start
//! and end dates against the fiscal year end (MMDD), with a couple of weeks' tolerance for
//! 52/53-week years (NVIDIA's year ends on the last Sunday of January).

use std::fmt;

use chrono::{Datelike, Duration, NaiveDate};
use serde::{Deserialize, Serialize};

/// Days a 52/53-week year end may stray from its nominal month-day.
const TOLERANCE_DAYS: i64 = 14;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, PartialOrd, Ord)]
pub enum Span {
    Q1,
    Q2,
    Q3,
    Q4,
    /// Six months year to date.
    #[serde(rename = "6M")]
    H1,
    /// Nine months year to date.
    #[serde(rename = "9M")]
    M9,
    FY,
    /// The second half of a fiscal year (guidance speaks of it; XBRL facts are never placed in it).
    H2,
}

impl Span {
    pub fn as_str(self) -> &'static str {
        match self {
            Span::Q1 => "Q1",
            Span::Q2 => "Q2",
            Span::Q3 => "Q3",
            Span::Q4 => "Q4",
            Span::H1 => "6M",
            Span::M9 => "9M",
            Span::FY => "FY",
            Span::H2 => "H2",
        }
    }
    pub fn parse(s: &str) -> Option<Span> {
        Some(match s {
            "Q1" => Span::Q1,
            "Q2" => Span::Q2,
            "Q3" => Span::Q3,
            "Q4" => Span::Q4,
            "6M" | "H1" => Span::H1,
            "9M" => Span::M9,
            "FY" => Span::FY,
            "H2" => Span::H2,
            _ => return None,
        })
    }
    pub fn quarter(q: u32) -> Option<Span> {
        [Span::Q1, Span::Q2, Span::Q3, Span::Q4].get(q.checked_sub(1)? as usize).copied()
    }
    pub fn quarter_number(self) -> Option<u32> {
        match self {
            Span::Q1 => Some(1),
            Span::Q2 => Some(2),
            Span::Q3 => Some(3),
            Span::Q4 => Some(4),
            _ => None,
        }
    }
    pub fn is_quarter(self) -> bool {
        self.quarter_number().is_some()
    }
}

/// A fiscal period of one issuer: "Q3 FY2024", "FY2023".
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct FiscalPeriod {
    pub year: i32,
    pub span: Span,
}

impl fmt::Display for FiscalPeriod {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.span {
            Span::FY => write!(f, "fiscal {}", self.year),
            s if s.is_quarter() => write!(f, "Q{} fiscal {}", s.quarter_number().unwrap(), self.year),
            s => write!(f, "{} fiscal {}", s.as_str(), self.year),
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FiscalCalendar {
    pub month: u32,
    pub day: u32,
    /// 0: a fiscal year is named for the calendar year it ends in (NVIDIA, Apple);
    /// -1: for the year it starts in (some retailers whose year ends early in the calendar year).
    pub label_offset: i32,
}

impl FiscalCalendar {
    /// From SEC's `fiscalYearEnd` ("0128", "0930", "1231").
    pub fn from_mmdd(mmdd: &str) -> Option<FiscalCalendar> {
        if mmdd.len() != 4 || !mmdd.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        let month: u32 = mmdd[..2].parse().ok()?;
        let day: u32 = mmdd[2..].parse().ok()?;
        NaiveDate::from_ymd_opt(2000, month, day)?; // 2000 is a leap year: 0229 is accepted
        Some(FiscalCalendar { month, day, label_offset: 0 })
    }

    pub fn mmdd(&self) -> String {
        format!("{:02}{:02}", self.month, self.day)
    }

    /// The nominal year end in calendar year `y` (Feb 29 falls back to Feb 28).
    fn nominal_end(&self, y: i32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, self.month, self.day)
            .or_else(|| NaiveDate::from_ymd_opt(y, self.month, self.day - 1))
            .expect("validated month/day")
    }

    /// The nominal end of the fiscal year that contains `date` (within tolerance).
    fn year_end_for(&self, date: NaiveDate) -> NaiveDate {
        let mut y = date.year() - 1;
        loop {
            let end = self.nominal_end(y);
            if date <= end + Duration::days(TOLERANCE_DAYS) {
                return end;
            }
            y += 1;
        }
    }

    /// The fiscal year a date falls in, labelled as the issuer labels it.
    pub fn fiscal_year_of(&self, date: NaiveDate) -> i32 {
        self.year_end_for(date).year() + self.label_offset
    }

    /// The fiscal period of a duration fact, or None when its span is not a quarter, a
    /// year-to-date span or a year (e.g. a two-month stub).
    pub fn classify(&self, start: NaiveDate, end: NaiveDate) -> Option<FiscalPeriod> {
        let days = (end - start).num_days() + 1;
        let fy_end = self.year_end_for(end);
        let year = fy_end.year() + self.label_offset;
        let prev_end = self.nominal_end(fy_end.year() - 1);
        // Which quarter-end the period stops at: 1..=4, by distance from the prior year end.
        let position = (((end - prev_end).num_days() as f64) / (365.25 / 4.0)).round().clamp(1.0, 4.0) as u32;
        let starts_year = (start - (prev_end + Duration::days(1))).num_days().abs() <= TOLERANCE_DAYS;
        let span = match days {
            77..=104 => Span::quarter(position)?,
            168..=196 if starts_year && position == 2 => Span::H1,
            259..=287 if starts_year && position == 3 => Span::M9,
            350..=380 if position == 4 => Span::FY,
            _ => return None,
        };
        Some(FiscalPeriod { year, span })
    }

    /// The fiscal quarter-end position of an instant (a balance-sheet date), as Qn.
    /// The fiscal quarter a day falls inside (not the one a quarter-end date closes).
    /// Nominal year ends, with no tolerance: a day just past a year end is in the next year.
    pub fn quarter_containing(&self, date: NaiveDate) -> FiscalPeriod {
        let mut y = date.year() - 1;
        while date > self.nominal_end(y) {
            y += 1;
        }
        let fy_end = self.nominal_end(y);
        let prev_end = self.nominal_end(y - 1);
        let position = (((date - prev_end).num_days() as f64) / (365.25 / 4.0)).ceil().clamp(1.0, 4.0) as u32;
        FiscalPeriod { year: fy_end.year() + self.label_offset, span: Span::quarter(position).unwrap() }
    }
    pub fn classify_instant(&self, date: NaiveDate) -> FiscalPeriod {
        let fy_end = self.year_end_for(date);
        let prev_end = self.nominal_end(fy_end.year() - 1);
        let position = (((date - prev_end).num_days() as f64) / (365.25 / 4.0)).round().clamp(1.0, 4.0) as u32;
        FiscalPeriod { year: fy_end.year() + self.label_offset, span: Span::quarter(position).unwrap() }
    }

    /// Nominal dates of a fiscal period (exact to the nominal year end; real 52/53-week ends
    /// may differ by days, so callers match facts with `TOLERANCE_DAYS`).
    pub fn nominal_dates(&self, p: FiscalPeriod) -> (NaiveDate, NaiveDate) {
        let end_year = p.year - self.label_offset;
        let fy_end = self.nominal_end(end_year);
        let fy_start = self.nominal_end(end_year - 1) + Duration::days(1);
        let quarter_end = |q: u32| {
            if q == 4 {
                fy_end
            } else {
                add_months(fy_start, 3 * q as i32) - Duration::days(1)
            }
        };
        match p.span {
            Span::FY => (fy_start, fy_end),
            Span::H1 => (fy_start, quarter_end(2)),
            Span::M9 => (fy_start, quarter_end(3)),
            Span::H2 => (quarter_end(2) + Duration::days(1), fy_end),
            q => {
                let n = q.quarter_number().unwrap();
                let start = if n == 1 { fy_start } else { quarter_end(n - 1) + Duration::days(1) };
                (start, quarter_end(n))
            }
        }
    }

    /// The calendar with its years named as a document names them: `labels` pairs a year's
    /// name with a day its year (or a quarter of it) ends. Only a naming every pair agrees on,
    /// by the year it ends in or the year it starts in, is taken; else the calendar stands.
    pub fn named_as(&self, labels: &[(i32, NaiveDate)]) -> FiscalCalendar {
        let base = FiscalCalendar { label_offset: 0, ..*self };
        let offsets: Vec<i32> = labels.iter().map(|(name, day)| name - base.fiscal_year_of(*day)).collect();
        match offsets.first() {
            Some(&o) if (o == 0 || o == -1) && offsets.iter().all(|x| *x == o) => FiscalCalendar { label_offset: o, ..*self },
            _ => *self,
        }
    }

    /// Whether a date is within tolerance of another (period ends of 52/53-week years).
    pub fn near(a: NaiveDate, b: NaiveDate) -> bool {
        (a - b).num_days().abs() <= TOLERANCE_DAYS
    }
}

/// `d` moved by whole months, the day clamped to the month's end (chrono's `Months`).
fn add_months(d: NaiveDate, months: i32) -> NaiveDate {
    let m = chrono::Months::new(months.unsigned_abs());
    if months >= 0 { d.checked_add_months(m) } else { d.checked_sub_months(m) }.unwrap_or(d)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(s: &str) -> NaiveDate {
        s.parse().unwrap()
    }

    #[test]
    fn nvidia_52_53_week_quarters() {
        let nv = FiscalCalendar::from_mmdd("0128").unwrap();
        // Q3 FY2024: 2023-07-31 .. 2023-10-29
        assert_eq!(nv.classify(d("2023-07-31"), d("2023-10-29")), Some(FiscalPeriod { year: 2024, span: Span::Q3 }));
        // FY2024 ended 2024-01-28; FY2023 ended 2023-01-29 (a day after the nominal 0128)
        assert_eq!(nv.classify(d("2023-01-30"), d("2024-01-28")), Some(FiscalPeriod { year: 2024, span: Span::FY }));
        assert_eq!(nv.classify(d("2022-01-31"), d("2023-01-29")), Some(FiscalPeriod { year: 2023, span: Span::FY }));
        // Nine months to 2023-10-29
        assert_eq!(nv.classify(d("2023-01-30"), d("2023-10-29")), Some(FiscalPeriod { year: 2024, span: Span::M9 }));
        // 53-week year FY2022 ended 2022-01-30
        assert_eq!(nv.classify(d("2021-02-01"), d("2022-01-30")), Some(FiscalPeriod { year: 2022, span: Span::FY }));
        assert_eq!(nv.classify(d("2021-11-01"), d("2022-01-30")), Some(FiscalPeriod { year: 2022, span: Span::Q4 }));
        assert_eq!(nv.classify(d("2023-01-30"), d("2023-04-30")), Some(FiscalPeriod { year: 2024, span: Span::Q1 }));
    }

    /// A day inside a quarter, as a release's date is: the quarter then in progress.
    #[test]
    fn the_quarter_a_day_falls_inside() {
        let nv = FiscalCalendar::from_mmdd("0128").unwrap();
        // NVIDIA's November 2022 release came out during Q4 FY2023 (Oct 31 2022 .. Jan 29 2023).
        assert_eq!(nv.quarter_containing(d("2022-11-15")), FiscalPeriod { year: 2023, span: Span::Q4 });
        assert_eq!(nv.quarter_containing(d("2022-05-15")), FiscalPeriod { year: 2023, span: Span::Q2 });
        assert_eq!(nv.quarter_containing(d("2022-08-15")), FiscalPeriod { year: 2023, span: Span::Q3 });
        let cal = FiscalCalendar::from_mmdd("1231").unwrap();
        assert_eq!(cal.quarter_containing(d("2024-01-02")), FiscalPeriod { year: 2024, span: Span::Q1 });
        assert_eq!(cal.quarter_containing(d("2024-12-30")), FiscalPeriod { year: 2024, span: Span::Q4 });
    }

    #[test]
    fn apple_and_calendar_years() {
        let aapl = FiscalCalendar::from_mmdd("0930").unwrap();
        assert_eq!(aapl.classify(d("2022-09-25"), d("2023-09-30")), Some(FiscalPeriod { year: 2023, span: Span::FY }));
        assert_eq!(aapl.classify(d("2023-07-02"), d("2023-09-30")), Some(FiscalPeriod { year: 2023, span: Span::Q4 }));
        assert_eq!(aapl.classify(d("2022-12-25"), d("2023-04-01")), Some(FiscalPeriod { year: 2023, span: Span::Q2 }));
        let cal = FiscalCalendar::from_mmdd("1231").unwrap();
        assert_eq!(cal.classify(d("2023-01-01"), d("2023-12-31")), Some(FiscalPeriod { year: 2023, span: Span::FY }));
        assert_eq!(cal.classify(d("2023-04-01"), d("2023-06-30")), Some(FiscalPeriod { year: 2023, span: Span::Q2 }));
        assert_eq!(cal.classify(d("2023-01-01"), d("2023-06-30")), Some(FiscalPeriod { year: 2023, span: Span::H1 }));
        // A two-month stub fits no span.
        assert_eq!(cal.classify(d("2023-01-01"), d("2023-02-28")), None);
    }

    #[test]
    fn label_offset_names_year_by_its_start() {
        let mut tgt = FiscalCalendar::from_mmdd("0201").unwrap();
        tgt.label_offset = -1;
        assert_eq!(tgt.classify(d("2023-01-29"), d("2024-02-03")), Some(FiscalPeriod { year: 2023, span: Span::FY }));
    }

    #[test]
    fn halves() {
        let cal = FiscalCalendar::from_mmdd("1231").unwrap();
        assert_eq!(cal.nominal_dates(FiscalPeriod { year: 2024, span: Span::H2 }), (d("2024-07-01"), d("2024-12-31")));
        assert_eq!(cal.nominal_dates(FiscalPeriod { year: 2024, span: Span::H1 }), (d("2024-01-01"), d("2024-06-30")));
        assert_eq!(Span::parse("H2"), Some(Span::H2));
    }

    #[test]
    fn nominal_dates_round_trip() {
        let nv = FiscalCalendar::from_mmdd("0128").unwrap();
        let (s, e) = nv.nominal_dates(FiscalPeriod { year: 2024, span: Span::Q3 });
        assert_eq!((s, e), (d("2023-07-29"), d("2023-10-28")));
        assert_eq!(nv.classify(s, e), Some(FiscalPeriod { year: 2024, span: Span::Q3 }));
        assert!(FiscalCalendar::from_mmdd("1399").is_none());
        assert!(FiscalCalendar::from_mmdd("0229").is_some());
    }
    /// A document's names for its years, where they all agree, name the calendar's years.
    #[test]
    fn years_named_as_a_document_names_them() {
        let jan = FiscalCalendar::from_mmdd("0131").unwrap();
        let d = |s: &str| s.parse::<NaiveDate>().unwrap();
        assert_eq!(jan.named_as(&[(2025, d("2026-01-31"))]).label_offset, -1);
        assert_eq!(jan.named_as(&[(2026, d("2026-01-31")), (2026, d("2025-05-03"))]).label_offset, 0);
        // A 52/53-week year ends near the month's end: "fiscal 2024 ended February 1, 2025".
        assert_eq!(jan.named_as(&[(2024, d("2025-02-01"))]).label_offset, -1);
        // Names that disagree, or a naming no company uses, leave the calendar as it was.
        assert_eq!(jan.named_as(&[(2025, d("2026-01-31")), (2026, d("2026-01-31"))]), jan);
        assert_eq!(jan.named_as(&[(2028, d("2026-01-31"))]), jan);
        let offset = FiscalCalendar { label_offset: -1, ..jan };
        assert_eq!(offset.named_as(&[]), offset);
    }
}
