//! The say-do comparison, computed here in Rust: guided low/high/point against the actual —
//! position, delta against the midpoint in money and percent (points for percentages).
//! The model only ever writes about the finished comparison.

use rust_decimal::Decimal;
use serde::Serialize;

use super::format;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Position {
    Below,
    Within,
    Above,
}

/// What was guided: a range, one figure, or one side of a range ("at least $400 million", a
/// floor; "up to $90 million", a ceiling).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Shape {
    Range,
    Point,
    Floor,
    Ceiling,
}

impl Shape {
    /// The shape of a guide from the figures it states (a band around a point is a range).
    pub fn of(low: Option<Decimal>, high: Option<Decimal>) -> Shape {
        match (low, high) {
            (Some(_), Some(_)) => Shape::Range,
            (Some(_), None) => Shape::Floor,
            (None, Some(_)) => Shape::Ceiling,
            (None, None) => Shape::Point,
        }
    }
    /// What the delta is measured from.
    pub fn reference(self) -> &'static str {
        match self {
            Shape::Range | Shape::Point => "the midpoint",
            Shape::Floor => "the floor",
            Shape::Ceiling => "the ceiling",
        }
    }
}

impl Position {
    pub fn words(self, shape: Shape) -> &'static str {
        match (self, shape) {
            (Position::Above, Shape::Range) => "above the top of the guided range",
            (Position::Below, Shape::Range) => "below the bottom of the guided range",
            (Position::Within, Shape::Range) => "within the guided range",
            (Position::Above, Shape::Point) => "above the guided figure",
            (Position::Below, Shape::Point) => "below the guided figure",
            (Position::Within, Shape::Point) => "in line with the guided figure",
            (Position::Above, Shape::Floor) => "above the guided floor, so the floor was met",
            (Position::Within, Shape::Floor) => "at the guided floor, so the floor was met",
            (Position::Below, Shape::Floor) => "below the guided floor, so the floor was missed",
            (Position::Below, Shape::Ceiling) => "below the guided ceiling, so it stayed within the ceiling",
            (Position::Within, Shape::Ceiling) => "at the guided ceiling, so it stayed within the ceiling",
            (Position::Above, Shape::Ceiling) => "above the guided ceiling, so the ceiling was exceeded",
        }
    }
    pub fn as_str(self) -> &'static str {
        match self {
            Position::Below => "below",
            Position::Within => "within",
            Position::Above => "above",
        }
    }
}

#[derive(Debug, Clone, Serialize)]
pub struct Comparison {
    pub unit: String,
    pub low: Option<Decimal>,
    pub high: Option<Decimal>,
    /// The figure the delta is measured from: the midpoint of a range, the guided figure, or
    /// the one bound of a floor or a ceiling.
    pub midpoint: Decimal,
    pub actual: Decimal,
    pub position: Position,
    /// actual − midpoint, in the metric's unit (points for percentages).
    pub delta: Decimal,
    /// (actual − midpoint) / midpoint × 100, for money and per-share figures.
    pub delta_pct: Option<Decimal>,
    /// Distance outside the range, when outside it.
    pub outside_by: Option<Decimal>,
}

/// A guide given as a single figure ("approximately $2.95 billion") is met within half a
/// percent of it, the precision such figures are written to.
const POINT_TOLERANCE_PCT: i64 = 5; // tenths of a percent

pub fn compare(low: Option<Decimal>, high: Option<Decimal>, point: Option<Decimal>, actual: Decimal, unit: &str) -> Option<Comparison> {
    // A floor or a ceiling alone: met or not, measured from its bound. No tolerance: the
    // company drew the line itself.
    if point.is_none() && low.is_some() != high.is_some() {
        let bound = low.or(high)?;
        let position = match actual.cmp(&bound) {
            std::cmp::Ordering::Greater => Position::Above,
            std::cmp::Ordering::Equal => Position::Within,
            std::cmp::Ordering::Less => Position::Below,
        };
        let outside_by = match (Shape::of(low, high), position) {
            (Shape::Floor, Position::Below) => Some(bound - actual),
            (Shape::Ceiling, Position::Above) => Some(actual - bound),
            _ => None,
        };
        let delta = actual - bound;
        let delta_pct = (unit != "percent" && !bound.is_zero()).then(|| (delta / bound.abs() * Decimal::from(100)).round_dp(4));
        return Some(Comparison { unit: unit.into(), low, high, midpoint: bound, actual, position, delta: delta.round_dp(4), delta_pct, outside_by });
    }
    let midpoint = point.or_else(|| Some((low? + high?) / Decimal::TWO))?;
    let (lo, hi) = match (low, high) {
        (Some(l), Some(h)) => (l.min(h), l.max(h)),
        _ => {
            let tol = (midpoint * Decimal::from(POINT_TOLERANCE_PCT) / Decimal::from(1000)).abs();
            (midpoint - tol, midpoint + tol)
        }
    };
    let position = if actual > hi {
        Position::Above
    } else if actual < lo {
        Position::Below
    } else {
        Position::Within
    };
    let delta = actual - midpoint;
    let delta_pct = (unit != "percent" && !midpoint.is_zero()).then(|| (delta / midpoint.abs() * Decimal::from(100)).round_dp(4));
    let outside_by = match position {
        Position::Above if low.is_some() => Some(actual - hi),
        Position::Below if low.is_some() => Some(lo - actual),
        _ => None,
    };
    Some(Comparison { unit: unit.into(), low, high, midpoint, actual, position, delta: delta.round_dp(4), delta_pct, outside_by })
}

impl Comparison {
    /// The comparison as a passage of its own (it cites the guide and the actual passages).
    pub fn passage(&self, label: &str, period: &str, guide_idx: usize, actual_idx: usize) -> String {
        let u = self.unit.as_str();
        let shape = self.shape();
        let guided = match (self.low, self.high) {
            (Some(l), Some(h)) => format!("a range of {} to {} (midpoint {})", format::figure(l, u), format::figure(h, u), format::figure(self.midpoint, u)),
            (Some(l), None) => format!("at least {}", format::figure(l, u)),
            (None, Some(h)) => format!("at most {}", format::figure(h, u)),
            (None, None) => format::figure(self.midpoint, u),
        };
        let mut s = format!(
            "Say-do comparison computed by SayDo for {label}, {period}: guided {guided} (passage {guide_idx}); reported {} (passage {actual_idx}). The actual is {}",
            format::figure(self.actual, u),
            self.position.words(shape)
        );
        if let Some(o) = self.outside_by {
            s.push_str(&format!(", by {}", if u == "percent" { format::signed(o, "points").trim_start_matches('+').to_owned() } else { format::figure(o, u) }));
        }
        if u == "percent" {
            s.push_str(&format!("; {} against {}.", format::signed(self.delta, "points"), shape.reference()));
        } else {
            s.push_str(&format!(
                "; {} ({}) against {}.",
                format::signed(self.delta, u),
                format::signed(self.delta_pct.unwrap_or_default(), "pct"),
                shape.reference()
            ));
        }
        s
    }

    pub fn shape(&self) -> Shape {
        Shape::of(self.low, self.high)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::str::FromStr;

    fn d(s: &str) -> Decimal {
        Decimal::from_str(s).unwrap()
    }

    #[test]
    fn nvidia_q3_fy2024_is_above_the_range() {
        let c = compare(Some(d("15680000000")), Some(d("16320000000")), Some(d("16000000000")), d("18120000000"), "USD").unwrap();
        assert_eq!(c.position, Position::Above);
        assert_eq!(c.delta, d("2120000000"));
        assert_eq!(c.delta_pct.unwrap().round_dp_with_strategy(1, rust_decimal::RoundingStrategy::MidpointAwayFromZero), d("13.3"));
        assert_eq!(c.outside_by, Some(d("1800000000")));
        let p = c.passage("revenue", "Q3 fiscal 2024", 1, 2);
        assert!(p.contains("above the top of the guided range"), "{p}");
        assert!(p.contains("+$2.12 billion (+13.3%)"), "{p}");
    }

    #[test]
    fn a_floor_is_met_or_missed_and_a_ceiling_kept_or_exceeded_measured_from_the_bound() {
        // "free cash flow of at least $400 million": $430 million met it, $380 million missed.
        let met = compare(Some(d("400000000")), None, None, d("430000000"), "USD").unwrap();
        assert_eq!((met.position, met.midpoint, met.delta, met.outside_by), (Position::Above, d("400000000"), d("30000000"), None));
        let p = met.passage("free cash flow", "fiscal 2025", 1, 2);
        assert!(p.contains("guided at least $400 million") && p.contains("the floor was met") && p.contains("against the floor"), "{p}");
        assert!(!p.contains("midpoint"), "a floor has no midpoint: {p}");
        let missed = compare(Some(d("400000000")), None, None, d("380000000"), "USD").unwrap();
        assert_eq!((missed.position, missed.outside_by), (Position::Below, Some(d("20000000"))));
        assert!(missed.passage("free cash flow", "fiscal 2025", 1, 2).contains("the floor was missed"));
        // "an effective tax rate of 24% or less": 23.1% kept under it, 25.0% went over by 1 point.
        let kept = compare(None, Some(d("24")), None, d("23.1"), "percent").unwrap();
        assert_eq!((kept.position, kept.delta, kept.delta_pct), (Position::Below, d("-0.9"), None));
        assert!(kept.passage("tax rate", "Q1 fiscal 2026", 1, 2).contains("stayed within the ceiling"));
        let over = compare(None, Some(d("24")), None, d("25.0"), "percent").unwrap();
        assert_eq!((over.position, over.outside_by), (Position::Above, Some(d("1.0"))));
        assert!(over.passage("tax rate", "Q1 fiscal 2026", 1, 2).contains("at most 24.0%"), "{}", over.passage("tax rate", "Q1", 1, 2));
        // Exactly on the line is at it, not past it.
        assert_eq!(compare(None, Some(d("90")), None, d("90"), "USD").unwrap().position, Position::Within);
    }

    #[test]
    fn percent_guides_compare_in_points() {
        let c = compare(Some(d("71")), Some(d("72")), Some(d("71.5")), d("74.04"), "percent").unwrap();
        assert_eq!(c.position, Position::Above);
        assert_eq!(c.delta, d("2.54"));
        assert!(c.delta_pct.is_none());
        let c = compare(None, None, Some(d("2950000000")), d("2960000000"), "USD").unwrap();
        assert_eq!(c.position, Position::Within);
        let c = compare(Some(d("4750000000")), Some(d("4780000000")), None, d("4700000000"), "USD").unwrap();
        assert_eq!((c.position, c.midpoint), (Position::Below, d("4765000000")));
    }
}
