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

impl Position {
    pub fn words(self, has_range: bool) -> &'static str {
        match (self, has_range) {
            (Position::Above, true) => "above the top of the guided range",
            (Position::Below, true) => "below the bottom of the guided range",
            (Position::Within, true) => "within the guided range",
            (Position::Above, false) => "above the guided figure",
            (Position::Below, false) => "below the guided figure",
            (Position::Within, false) => "in line with the guided figure",
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
        let has_range = self.low.is_some() && self.high.is_some();
        let guided = match (self.low, self.high) {
            (Some(l), Some(h)) => format!("a range of {} to {} (midpoint {})", format::figure(l, u), format::figure(h, u), format::figure(self.midpoint, u)),
            _ => format!("{}", format::figure(self.midpoint, u)),
        };
        let mut s = format!(
            "Say-do comparison computed by SayDo for {label}, {period}: guided {guided} (passage {guide_idx}); reported {} (passage {actual_idx}). The actual is {}",
            format::figure(self.actual, u),
            self.position.words(has_range)
        );
        if let Some(o) = self.outside_by {
            s.push_str(&format!(", by {}", if u == "percent" { format::signed(o, "points").trim_start_matches('+').to_owned() } else { format::figure(o, u) }));
        }
        if u == "percent" {
            s.push_str(&format!("; {} against the midpoint.", format::signed(self.delta, "points")));
        } else {
            s.push_str(&format!(
                "; {} ({}) against the midpoint.",
                format::signed(self.delta, u),
                format::signed(self.delta_pct.unwrap_or_default(), "pct")
            ));
        }
        s
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
