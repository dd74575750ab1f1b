//! Amounts in prose: "$16.00 billion", "$(1.2) million", "71.5%", "50 basis points",
//! "$2.65 per share", "18,120". Values come back in base units as exact decimals.

use std::str::FromStr;
use std::sync::LazyLock;

use regex::Regex;
use rust_decimal::Decimal;
use serde::Serialize;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Hash)]
pub enum Unit {
    #[serde(rename = "USD")]
    Usd,
    #[serde(rename = "percent")]
    Percent,
    #[serde(rename = "basis_points")]
    BasisPoints,
    #[serde(rename = "USD/share")]
    UsdPerShare,
    /// A bare number (a table cell "18,120", a count).
    #[serde(rename = "number")]
    Plain,
}

impl Unit {
    pub fn as_str(self) -> &'static str {
        match self {
            Unit::Usd => "USD",
            Unit::Percent => "percent",
            Unit::BasisPoints => "basis_points",
            Unit::UsdPerShare => "USD/share",
            Unit::Plain => "number",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Amount {
    /// In base units: dollars (not millions); percent as 72.4.
    pub value: Decimal,
    pub unit: Unit,
    /// The scale word as written ("billion"), which says how precisely it was written.
    pub scale: Option<&'static str>,
    /// Digits after the decimal point as written ("16.00" -> 2).
    pub decimals: u32,
    pub approx: bool,
    /// Byte range in the text.
    pub at: (usize, usize),
}

static AMOUNT: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"(?ix)
        (?P<approx>~|approximately\s+|about\s+|roughly\s+|around\s+|nearly\s+)?
        (?P<neg>-|−|–|\()?
        (?P<cur>\$|US\$|USD\s?)?
        (?P<neg2>\(|-)?
        (?P<int>\d{1,3}(?:,\d{3})+|\d+)(?:\.(?P<frac>\d+))?
        \)?
        (?:\s*(?P<scale>trillion|billion|million|thousand|bn|mm|b|m|k)\b)?
        (?:\s*(?P<pct>%|percent\b|per\s+cent\b|percentage\s+points?\b|points?\b|pts?\b)|\s*(?P<bp>basis\s+points?|bps|bp)\b)?
        (?P<ps>\s*(?:per\s+(?:diluted\s+)?share|/share))?
        ",
    )
    .unwrap()
});

fn scale_of(s: &str) -> Option<(&'static str, Decimal)> {
    Some(match s.to_lowercase().as_str() {
        "trillion" => ("trillion", Decimal::from(1_000_000_000_000i64)),
        "billion" | "bn" | "b" => ("billion", Decimal::from(1_000_000_000i64)),
        "million" | "mm" | "m" => ("million", Decimal::from(1_000_000i64)),
        "thousand" | "k" => ("thousand", Decimal::from(1_000i64)),
        _ => return None,
    })
}

/// Every amount in the text, in order. Years (1990–2099 with no unit) and footnote digits
/// glued to words are not amounts.
pub fn amounts(text: &str) -> Vec<Amount> {
    let mut out = Vec::new();
    for c in AMOUNT.captures_iter(text) {
        let m = c.get(0).unwrap();
        let int = c.name("int").unwrap();
        // Digits inside a word or identifier ("Q3", "FY2024", "H100", "0001045810-23") are not amounts.
        let before = text[..int.start()].chars().next_back();
        if before.is_some_and(|ch| ch.is_alphabetic() || ch == '_' || ch == '.' && c.name("cur").is_none()) {
            continue;
        }
        let after = text[int.end()..].chars().next();
        if after.is_some_and(|ch| ch.is_alphabetic() && c.name("scale").is_none() && c.name("pct").is_none() && c.name("bp").is_none())
        {
            continue;
        }
        if text[int.end()..].starts_with('-') && text[int.end()..].chars().nth(1).is_some_and(|c| c.is_ascii_digit()) {
            continue; // an identifier like 0001045810-23-000227
        }
        if text[..m.start()].chars().next_back().is_some_and(|ch| ch.is_ascii_alphanumeric()) {
            continue; // the tail of an identifier ("-000227")
        }
        let digits = int.as_str().replace(',', "");
        let frac = c.name("frac").map(|f| f.as_str()).unwrap_or("");
        let Ok(mut v) = Decimal::from_str(&if frac.is_empty() { digits.clone() } else { format!("{digits}.{frac}") }) else {
            continue;
        };
        let has_cur = c.name("cur").is_some();
        let scale = c.name("scale").and_then(|s| scale_of(s.as_str()));
        // A lone "m"/"b"/"k" after a bare number is too ambiguous unless money.
        if scale.is_some() && !has_cur && c.name("scale").unwrap().as_str().len() == 1 {
            continue;
        }
        let unit = if c.name("bp").is_some() {
            Unit::BasisPoints
        } else if c.name("pct").is_some() {
            Unit::Percent
        } else if has_cur && c.name("ps").is_some() {
            Unit::UsdPerShare
        } else if has_cur {
            Unit::Usd
        } else {
            Unit::Plain
        };
        if unit == Unit::Plain && frac.is_empty() && scale.is_none() && (1990..=2099).contains(&digits.parse::<i64>().unwrap_or(0)) && !int.as_str().contains(',') {
            continue; // a year
        }
        if let Some((_, mult)) = scale {
            // Past Decimal's 28 digits it is no amount a filing states (found by fuzzing:
            // "$5555555555555555555555555555B" overflowed and panicked).
            let Some(scaled) = v.checked_mul(mult) else { continue };
            v = scaled;
        }
        let neg_paren = c.name("neg").is_some_and(|n| n.as_str() == "(") || c.name("neg2").is_some_and(|n| n.as_str() == "(");
        let neg = neg_paren && m.as_str().contains(')') || c.name("neg").is_some_and(|n| n.as_str() != "(") || c.name("neg2").is_some_and(|n| n.as_str() == "-");
        if neg {
            v = -v;
        }
        // Trim the match to the amount itself (leading approx words are kept in `approx`).
        let start = c.name("neg").or(c.name("cur")).or(c.name("neg2")).map(|g| g.start()).unwrap_or(int.start());
        out.push(Amount {
            value: v,
            unit,
            scale: scale.map(|s| s.0),
            decimals: frac.len() as u32,
            approx: c.name("approx").is_some(),
            at: (start, m.end()),
        });
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Found by fuzzing: a scale past Decimal's range used to panic; now it is no amount.
    #[test]
    fn an_amount_past_decimals_range_is_skipped() {
        let a = amounts("~$5555555555555555555555555555B, then $4.2 billion");
        assert_eq!(a.len(), 1);
        assert_eq!(a[0].value, Decimal::from(4_200_000_000i64));
    }

    fn d(s: &str) -> Decimal {
        Decimal::from_str(s).unwrap()
    }

    #[test]
    fn reads_amounts() {
        let a = amounts("Revenue is expected to be $16.00 billion, plus or minus 2%.");
        assert_eq!(a.len(), 2);
        assert_eq!((a[0].value, a[0].unit, a[0].decimals), (d("16000000000"), Unit::Usd, 2));
        assert_eq!((a[1].value, a[1].unit), (d("2"), Unit::Percent));
        let a = amounts("71.5% and 72.5%, respectively, plus or minus 50 basis points");
        assert_eq!(a.iter().map(|x| (x.value, x.unit)).collect::<Vec<_>>(), vec![
            (d("71.5"), Unit::Percent),
            (d("72.5"), Unit::Percent),
            (d("50"), Unit::BasisPoints)
        ]);
        let a = amounts("net loss of $(1.2) million and EPS of $2.65 per share");
        assert_eq!((a[0].value, a[0].unit), (d("-1200000"), Unit::Usd));
        assert_eq!((a[1].value, a[1].unit), (d("2.65"), Unit::UsdPerShare));
        let a = amounts("Revenue | $18,120 | $5,931 in fiscal 2024, Q3 FY2024, H100, ~$420 million");
        let v: Vec<Decimal> = a.iter().map(|x| x.value).collect();
        assert_eq!(v, vec![d("18120"), d("5931"), d("420000000")]);
        assert!(a[2].approx);
        assert!(amounts("accession 0001045810-23-000227").is_empty());
    }
}
