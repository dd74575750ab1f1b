//! How figures are written in passages and answers — one place, so the checker and the
//! writer agree on what "$18.12 billion" means.

use rust_decimal::{Decimal, RoundingStrategy};

/// Rounds as people do (half away from zero) on the exact decimal: 13.25 -> 13.3.
fn fixed(v: Decimal, dp: u32) -> String {
    format!("{:.*}", dp as usize, v.round_dp_with_strategy(dp, RoundingStrategy::MidpointAwayFromZero))
}

/// "$18.12 billion", "$100 million", "$2.65", "-$40 million".
pub fn money(v: Decimal, currency: &str) -> String {
    let sign = if v < Decimal::ZERO { "-" } else { "" };
    let a = v.abs();
    let sym = if currency == "USD" { "$".to_owned() } else { format!("{currency} ") };
    let billion = Decimal::from(1_000_000_000i64);
    let million = Decimal::from(1_000_000i64);
    if a >= billion {
        format!("{sign}{sym}{} billion", fixed(a / billion, 2))
    } else if a >= million {
        let m = a / million;
        if (m - m.round()).abs() < Decimal::new(5, 3) {
            format!("{sign}{sym}{} million", fixed(m, 0))
        } else {
            format!("{sign}{sym}{} million", fixed(m, 1))
        }
    } else {
        format!("{sign}{sym}{}", fixed(a, 2))
    }
}

/// "72.5%"
pub fn percent(v: Decimal) -> String {
    format!("{}%", fixed(v, 1))
}

/// A figure in its unit: USD, percent, USD/share, or a currency code.
pub fn figure(v: Decimal, unit: &str) -> String {
    match unit {
        "percent" => percent(v),
        u if u.ends_with("/share") || u.ends_with("/shares") => format!("{} per share", money(v, u.split('/').next().unwrap_or("USD"))),
        u => money(v, u),
    }
}

/// Signed: "+$2.12 billion", "-1.2 percentage points", "+13.3%".
pub fn signed(v: Decimal, unit: &str) -> String {
    let s = match unit {
        "points" => format!("{} percentage points", fixed(v.abs(), 1)),
        "pct" => format!("{}%", fixed(v.abs(), 1)),
        u => figure(v.abs(), u),
    };
    format!("{}{}", if v < Decimal::ZERO { "-" } else { "+" }, s)
}

/// Full precision for passages of record: "$18,120,000,000".
pub fn exact(v: Decimal, unit: &str) -> String {
    match unit {
        "percent" => format!("{}%", v.round_dp(2).normalize()),
        u if u.contains('/') => format!("${}", v.normalize()),
        "USD" => {
            let neg = v < Decimal::ZERO;
            let s = v.abs().round_dp(0).to_string();
            let mut out = String::new();
            for (i, c) in s.chars().enumerate() {
                if i > 0 && (s.len() - i) % 3 == 0 {
                    out.push(',');
                }
                out.push(c);
            }
            format!("{}${out}", if neg { "-" } else { "" })
        }
        u => format!("{u} {}", v.normalize()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::str::FromStr;

    #[test]
    fn formats() {
        let d = |s| Decimal::from_str(s).unwrap();
        assert_eq!(money(d("18120000000"), "USD"), "$18.12 billion");
        assert_eq!(money(d("100000000"), "USD"), "$100 million");
        assert_eq!(money(d("-40000000"), "USD"), "-$40 million");
        assert_eq!(exact(d("18120000000"), "USD"), "$18,120,000,000");
        assert_eq!(signed(d("13.25"), "pct"), "+13.3%");
        assert_eq!(figure(d("2.65"), "USD/shares"), "$2.65 per share");
    }
}
