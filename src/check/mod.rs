//! Stage 6: every number in the draft is matched, in code, against the passage it cites
//! (the citation marker that follows it: see `cites_for`);
//! then the review's named checks. What fails is named so a revision can fix it, and what
//! still fails is delivered beside the answer, never hidden.

use std::sync::LazyLock;

use regex::Regex;
use rust_decimal::prelude::ToPrimitive;
use rust_decimal::Decimal;
use serde::{Deserialize, Serialize};

use crate::numbers::{amounts, Amount, Unit};
use crate::period;

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Figure {
    pub text: String,
    /// Base units: dollars, percent as 72.4.
    pub value: Decimal,
    pub unit: String,
    /// The passages of the marker the figure is checked against (see `cites_for`).
    pub cited: Vec<usize>,
    pub verified: bool,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Check {
    pub name: String,
    pub passed: bool,
    pub detail: String,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Review {
    pub passed: bool,
    pub checks: Vec<Check>,
    pub revised: bool,
    /// A model draft that still carried an unverified figure after its one revision: shown
    /// here with its failing checks, while the answer is the offline synthesiser's.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub rejected_draft: Option<String>,
}

/// What the checker knows beyond the draft and the passages.
#[derive(Debug, Clone, Default)]
pub struct Expect {
    /// The computed position ("above", "within", "below") when the tool compared.
    pub position: Option<String>,
    /// The basis of the evidence ("gaap", "non_gaap", "unspecified").
    pub basis: Option<String>,
    /// The period the answer is about.
    pub period: Option<crate::fiscal::FiscalPeriod>,
    /// A second period the answer may name: the one a derived figure was held against.
    pub against: Option<crate::fiscal::FiscalPeriod>,
    pub refused: bool,
    pub exclusions: usize,
}

static CITE: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"\[(\d+(?:\s*,\s*\d+)*)\]").unwrap());
static IDENT: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"(?i)\b\d{10}-\d{2}-\d{6}\b|https?://|www\.|\bedgar/data\b|\.htm\b").unwrap());

fn unit_name(u: Unit) -> &'static str {
    match u {
        Unit::Usd => "USD",
        Unit::Percent | Unit::BasisPoints => "percent",
        Unit::UsdPerShare => "USD/share",
        Unit::Plain => "number",
    }
}

fn base_value(a: &Amount) -> Decimal {
    if a.unit == Unit::BasisPoints {
        a.value / Decimal::from(100)
    } else {
        a.value
    }
}

/// How far a written figure may be from its source: half a unit in its last written place.
fn tolerance(a: &Amount) -> Decimal {
    let place = Decimal::new(5, a.decimals + 1); // 0.5 × 10^-decimals
    let scale = match a.scale {
        Some("trillion") => Decimal::from(1_000_000_000_000i64),
        Some("billion") => Decimal::from(1_000_000_000i64),
        Some("million") => Decimal::from(1_000_000i64),
        Some("thousand") => Decimal::from(1_000i64),
        _ => Decimal::ONE,
    };
    let t = place * scale;
    if a.unit == Unit::BasisPoints {
        t / Decimal::from(100)
    } else {
        t
    }
}

fn compatible(draft: Unit, passage: Unit) -> bool {
    use Unit::*;
    matches!(
        (draft, passage),
        (Usd, Usd) | (Usd, Plain) | (Percent, Percent) | (Percent, BasisPoints) | (BasisPoints, BasisPoints) | (BasisPoints, Percent)
            | (UsdPerShare, UsdPerShare) | (UsdPerShare, Usd) | (Plain, _)
    )
}

/// Whether `a` (from the draft) is supported by some amount in `passage`. Passage tables in
/// millions ("$18,120") also support "$18.12 billion".
fn supported(a: &Amount, passage: &str) -> Option<bool> {
    let want = base_value(a).abs();
    let tol = tolerance(a);
    let mut any = false;
    for b in amounts(passage) {
        if !compatible(a.unit, b.unit) {
            continue;
        }
        any = true;
        let have = base_value(&b).abs();
        let mut candidates = vec![have];
        if a.unit == Unit::Usd && b.scale.is_none() && (passage.contains("in millions") || passage.contains("$ in millions")) {
            candidates.push(have * Decimal::from(1_000_000));
        }
        if candidates.iter().any(|c| (want - c).abs() <= tol) {
            return Some(true);
        }
    }
    Some(false).filter(|_| any).or(Some(false))
}

fn closest(a: &Amount, passage: &str) -> Option<String> {
    let want = base_value(a).abs().to_f64()?;
    amounts(passage)
        .into_iter()
        .filter(|b| compatible(a.unit, b.unit))
        .min_by(|x, y| {
            let dx = (base_value(x).abs().to_f64().unwrap_or(0.0) - want).abs();
            let dy = (base_value(y).abs().to_f64().unwrap_or(0.0) - want).abs();
            dx.partial_cmp(&dy).unwrap()
        })
        .map(|b| passage[b.at.0..b.at.1].to_owned())
}

/// Splits the draft into sentences, each with the citations it carries.
fn sentences(draft: &str) -> Vec<(String, Vec<usize>)> {
    let mut out = vec![];
    let mut cur = String::new();
    let chars: Vec<char> = draft.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        cur.push(chars[i]);
        let end = matches!(chars[i], '.' | '?' | '!')
            && chars.get(i + 1).is_none_or(|c| c.is_whitespace())
            && !(chars[i] == '.' && i > 0 && chars[i - 1].is_ascii_digit() && chars.get(i + 1).is_some_and(|c| c.is_ascii_digit()));
        if end || i + 1 == chars.len() {
            // Citations right after the full stop belong to this sentence.
            let mut j = i + 1;
            let rest: String = chars[j..].iter().collect();
            if let Some(m) = CITE.find(rest.trim_start()) {
                if m.start() == 0 {
                    let skip = rest.len() - rest.trim_start().len() + m.end();
                    cur.push_str(&rest[..skip]);
                    j += rest[..skip].chars().count();
                }
            }
            let cites: Vec<usize> = CITE
                .captures_iter(&cur)
                .flat_map(|c| c[1].split(',').filter_map(|n| n.trim().parse().ok()).collect::<Vec<usize>>())
                .collect();
            if !cur.trim().is_empty() {
                out.push((cur.trim().to_owned(), cites));
            }
            cur.clear();
            i = j;
            continue;
        }
        i += 1;
    }
    out
}

/// A figure's unit as written: a currency code before a bare amount ("TWD 2,894.31 billion",
/// "TWD 32.34 per share") names its currency; otherwise the parser's unit.
fn unit_in(text: &str, a: &Amount) -> String {
    let code = text[..a.at.0].trim_end().rsplit(|c: char| !c.is_ascii_alphabetic()).next().filter(|w| w.len() == 3 && w.chars().all(|c| c.is_ascii_uppercase()));
    match (code, a.unit) {
        (Some(c), Unit::Plain) if text[a.at.1..].trim_start().starts_with("per share") || text[a.at.0..a.at.1].contains("per share") => format!("{c}/share"),
        (Some(c), Unit::Plain) => c.to_owned(),
        _ => unit_name(a.unit).to_owned(),
    }
}

/// The citation markers of a sentence as groups: markers with only spaces between them
/// ("[1] [2]") are one group, like "[1, 2]". Each: where it starts, and the passages it lists.
fn marker_groups(sentence: &str) -> Vec<(usize, Vec<usize>)> {
    let mut groups: Vec<(usize, usize, Vec<usize>)> = vec![];
    for c in CITE.captures_iter(sentence) {
        let m = c.get(0).unwrap();
        let list: Vec<usize> = c[1].split(',').filter_map(|n| n.trim().parse().ok()).collect();
        match groups.last_mut() {
            Some(g) if sentence[g.1..m.start()].trim().is_empty() => {
                g.1 = m.end();
                g.2.extend(list);
            }
            _ => groups.push((m.start(), m.end(), list)),
        }
    }
    groups.into_iter().map(|(s, _, l)| (s, l)).collect()
}

/// The passages a figure ending at byte `end` of its sentence is checked against.
///
/// A figure is supported only by the citation marker that follows it: the nearest one in
/// its clause (clauses end at , ; : . or a dash), or, when its clause ends without one
/// ("guided $16.00 billion, plus or minus 2% [1]"), the nearest one later in its sentence,
/// markers written just after the full stop included. Never a marker further on, so a
/// figure cited to the wrong passage is not rescued by another passage the sentence cites
/// ("$18.12 billion [1] ... $16.00 billion [2]"). Only a figure with no marker after it in
/// its sentence ("Per [2], revenue was $18.12 billion.") is checked against the sentence's
/// markers, all of which then stand before it. A marker listing several passages ("[2, 3]")
/// is supported when one of them holds the figure.
fn cites_for(end: usize, groups: &[(usize, Vec<usize>)]) -> Vec<usize> {
    match groups.iter().find(|g| g.0 >= end) {
        Some(g) => g.1.clone(),
        None => groups.iter().flat_map(|g| g.1.iter().copied()).collect(),
    }
}

/// Runs the check and the review's named checks on a draft.
pub fn review(draft: &str, passages: &[(usize, &str)], expect: &Expect) -> (Vec<Figure>, Vec<Check>) {
    let n = passages.len();
    let text_of = |i: usize| passages.iter().find(|p| p.0 == i).map(|p| p.1);
    let mut figures = vec![];
    let mut bad_cites = vec![];
    let mut uncited = vec![];
    let mut unsupported = vec![];
    for (sentence, cites) in sentences(draft) {
        for c in &cites {
            if *c == 0 || *c > n {
                bad_cites.push(format!("[{c}] is outside 1..{n}"));
            }
        }
        // Markers blanked to spaces of their length, so positions in `plain` are the sentence's.
        let plain = CITE.replace_all(&sentence, |c: &regex::Captures| " ".repeat(c[0].len()));
        let groups = marker_groups(&sentence);
        for a in amounts(&plain) {
            // "fiscal 1920", "in 1975": a year named, not a figure (the parser leaves out only
            // 1990–2099 by itself).
            let before = plain[..a.at.0].trim_end().to_lowercase();
            if a.unit == Unit::Plain && a.decimals == 0 && a.scale.is_none() && (1800..2100).contains(&a.value.to_i64().unwrap_or(0))
                && ["fiscal", "year", "fy", "in", "calendar", "since", "before", "of"].contains(&before.rsplit(|c: char| !c.is_alphanumeric()).next().unwrap_or(""))
            {
                continue;
            }
            // "3-nanometer wafers", "a 10-K", "52-week year": a number joined to a word is part
            // of a name or an adjective, not a figure.
            let joined = plain[a.at.1..].strip_prefix('-').is_some_and(|r| r.starts_with(|c: char| c.is_alphabetic()));
            if a.unit == Unit::Plain && a.scale.is_none() && joined {
                continue;
            }
            let text = plain[a.at.0..a.at.1].trim().to_owned();
            let own = cites_for(a.at.1, &groups);
            let verified = !own.is_empty() && own.iter().any(|c| text_of(*c).and_then(|p| supported(&a, p)).unwrap_or(false));
            if cites.is_empty() {
                uncited.push(format!("{text:?} has no citation"));
            } else if !verified {
                let said: Vec<String> = own
                    .iter()
                    .filter_map(|c| text_of(*c).map(|p| format!("passage {c} says {}", closest(&a, p).unwrap_or_else(|| "no such figure".into()))))
                    .collect();
                unsupported.push(format!(
                    "[{}] cites {text}; {}",
                    own.iter().map(|c| c.to_string()).collect::<Vec<_>>().join(","),
                    said.join("; ")
                ));
            }
            figures.push(Figure { text, value: base_value(&a), unit: unit_in(&plain, &a), cited: own, verified });
        }
    }
    let mut checks = vec![
        Check { name: "citation_indices_valid".into(), passed: bad_cites.is_empty(), detail: bad_cites.join("; ") },
        Check { name: "numbers_cited".into(), passed: uncited.is_empty(), detail: uncited.join("; ") },
        Check { name: "numbers_supported".into(), passed: unsupported.is_empty(), detail: unsupported.join("; ") },
    ];
    let lower = draft.to_lowercase();
    // Basis: a sentence that states figures must not call GAAP evidence non-GAAP, or the reverse.
    // (Naming the other basis without a figure, "the non-GAAP guide was not compared", is fine.)
    let basis_ok = sentences(draft).iter().all(|(s, _)| {
        let l = s.to_lowercase();
        if amounts(&CITE.replace_all(s, " ")).is_empty() {
            return true;
        }
        let says_non = l.contains("non-gaap") || l.contains("non gaap") || l.contains("adjusted");
        let says_gaap = l.replace("non-gaap", "").replace("non gaap", "").contains("gaap");
        match expect.basis.as_deref() {
            Some("non_gaap") => !says_gaap || says_non,
            Some("gaap") | Some("unspecified") => !says_non,
            _ => true,
        }
    });
    checks.push(Check {
        name: "basis_consistent".into(),
        passed: basis_ok,
        detail: if basis_ok { String::new() } else { format!("the evidence is {} but the draft says otherwise", expect.basis.clone().unwrap_or_default()) },
    });
    // Period: every fiscal period the draft names with a year is the one asked about.
    let mut period_detail = vec![];
    if let Some(p) = expect.period {
        let named = |p: crate::fiscal::FiscalPeriod, span: crate::fiscal::Span, year: i32| {
            year == p.year && (span == p.span || span == crate::fiscal::Span::FY && !p.span.is_quarter())
        };
        for r in period::find(draft) {
            if let (Some(span), Some(year)) = (r.span, r.year) {
                let allowed = named(p, span, year) || expect.against.is_some_and(|a| named(a, span, year));
                if span.is_quarter() && p.span.is_quarter() && !allowed {
                    period_detail.push(format!("the draft names {:?} {year}; the question is about {p}", span));
                }
            }
        }
    }
    checks.push(Check { name: "period_consistent".into(), passed: period_detail.is_empty(), detail: period_detail.join("; ") });
    // The say-do words are the computed ones.
    if let Some(pos) = &expect.position {
        let says = |w: &str| lower.contains(w);
        let claims: Vec<&str> = [
            ("above", says("above") || says("beat") || says("exceed")),
            ("below", says("below") || says("missed") || says("short of")),
            ("within", says("within") || says("in line")),
        ]
        .iter()
        .filter(|(_, s)| *s)
        .map(|(w, _)| *w)
        .collect();
        let ok = claims.contains(&pos.as_str()) && claims.len() == 1;
        checks.push(Check {
            name: "say_do_matches_computation".into(),
            passed: ok,
            detail: if ok { String::new() } else { format!("SayDo computed {pos}; the draft says {}", if claims.is_empty() { "nothing".into() } else { claims.join(" and ") }) },
        });
    }
    // A refusal is not talked around: no figures beside it.
    if expect.refused {
        let ok = figures.is_empty();
        checks.push(Check {
            name: "refusal_not_talked_around".into(),
            passed: ok,
            detail: if ok { String::new() } else { format!("the evidence does not answer, but the draft gives {} figure(s)", figures.len()) },
        });
    }
    if expect.exclusions > 0 {
        let ok = ["set aside", "excluded", "exclud", "not compared", "other figure", "other value", "not used"].iter().any(|w| lower.contains(w));
        checks.push(Check {
            name: "coverage_disclosed".into(),
            passed: ok,
            detail: if ok { String::new() } else { format!("{} figure(s) were set aside and the draft does not say so", expect.exclusions) },
        });
    }
    let ids: Vec<String> = IDENT.find_iter(draft).map(|m| m.as_str().to_owned()).collect();
    checks.push(Check { name: "no_identifiers_typed".into(), passed: ids.is_empty(), detail: if ids.is_empty() { String::new() } else { format!("the draft types {}", ids.join(", ")) } });
    (figures, checks)
}

/// The message that sends a draft back once, naming what failed.
pub fn revision_request(checks: &[Check]) -> String {
    let failed: Vec<String> = checks.iter().filter(|c| !c.passed).map(|c| format!("- {}: {}", c.name, c.detail)).collect();
    format!(
        "Your draft failed these checks:\n{}\nRewrite the answer so that every figure appears in the passage it cites, citations are within range, and the wording matches the computed comparison. Reply with the corrected answer only.",
        failed.join("\n")
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    const P1: &str = "Revenue is expected to be $16.00 billion, plus or minus 2%.";
    const P2: &str = "Revenue (us-gaap:Revenues) for Q3 fiscal 2024 for 2023-07-31 to 2023-10-29: $18,120,000,000, as reported in the 10-Q filed 2023-11-21.";
    const P3: &str = "Say-do comparison computed by SayDo for revenue, Q3 fiscal 2024: guided a range of $15.68 billion to $16.32 billion (midpoint $16.00 billion) (passage 1); reported $18.12 billion (passage 2). The actual is above the top of the guided range, by $1.80 billion; +$2.12 billion (+13.3%) against the midpoint.";

    fn run(draft: &str, expect: &Expect) -> (Vec<Figure>, Vec<Check>) {
        review(draft, &[(1, P1), (2, P2), (3, P3)], expect)
    }

    fn failed(checks: &[Check]) -> Vec<&str> {
        checks.iter().filter(|c| !c.passed).map(|c| c.name.as_str()).collect()
    }

    #[test]
    fn a_number_joined_to_a_word_is_no_figure() {
        let (figures, checks) = run("SayDo holds no 3-nanometer wafers revenue figure in the 10-K for a 52-week year.", &Expect { refused: true, ..Expect::default() });
        assert!(figures.is_empty(), "{figures:?}");
        assert!(failed(&checks).is_empty(), "{:?}", failed(&checks));
        // A number standing alone is still a figure, and must be cited.
        let (figures, checks) = run("It opened 40 new stores.", &Expect::default());
        assert!(figures.len() == 1 && failed(&checks).contains(&"numbers_cited"), "{figures:?} {:?}", failed(&checks));
    }

    #[test]
    fn a_good_draft_passes() {
        let e = Expect { position: Some("above".into()), ..Default::default() };
        let (f, c) = run("NVIDIA guided revenue of $16.00 billion, plus or minus 2% [1]. It reported $18.12 billion [2]. That is above the top of the guided range, +$2.12 billion (+13.3%) against the midpoint [3].", &e);
        assert!(failed(&c).is_empty(), "{c:?}");
        assert!(f.iter().all(|x| x.verified));
        assert_eq!(f[2].value.to_string(), "18120000000.00".parse::<Decimal>().unwrap().to_string());
    }

    #[test]
    fn defects_are_named() {
        let e = Expect { position: Some("above".into()), ..Default::default() };
        let (_, c) = run("It reported $18.2 billion [2].", &e);
        let d = c.iter().find(|c| c.name == "numbers_supported").unwrap();
        assert!(!d.passed && d.detail.contains("[2] cites $18.2 billion") && d.detail.contains("$18,120,000,000"), "{}", d.detail);
        let (_, c) = run("It reported $18.12 billion [7].", &e);
        assert!(failed(&c).contains(&"citation_indices_valid"));
        let (_, c) = run("It reported $18.12 billion.", &e);
        assert!(failed(&c).contains(&"numbers_cited"));
        let (_, c) = run("It reported $18.12 billion [2], below the range [3].", &e);
        assert!(failed(&c).contains(&"say_do_matches_computation"));
        let (_, c) = run("See 0001045810-23-000227 [2].", &e);
        assert!(failed(&c).contains(&"no_identifiers_typed"));
        let r = Expect { refused: true, ..Default::default() };
        let (_, c) = run("No guidance was found, but revenue was probably $20 billion [1].", &r);
        assert!(failed(&c).contains(&"refusal_not_talked_around"));
    }

    #[test]
    fn rounding_people_write() {
        let (f, _) = review("Revenue was $30.04 billion [1], up 13.3% [1].", &[(1, "revenue $30,040,000,000 up 13.27%")], &Expect::default());
        assert!(f.iter().all(|x| x.verified), "{f:?}");
        let (f, _) = review("Revenue was $18.12 billion [1].", &[(1, "Revenue | $18,120 | $5,931 (in millions)")], &Expect::default());
        assert!(f[0].verified);
    }

    fn verified(draft: &str) -> Vec<(String, Vec<usize>, bool)> {
        let (f, _) = run(draft, &Expect::default());
        f.into_iter().map(|x| (x.text, x.cited, x.verified)).collect()
    }

    #[test]
    fn a_figure_cited_to_the_wrong_passage_is_not_rescued_by_a_later_marker() {
        // $18.12 billion is in passage 2, not 1; the sentence also cites 2, further on.
        let (f, c) = run("It reported $18.12 billion [1], as the 10-Q states [2].", &Expect::default());
        assert!(!f[0].verified && f[0].cited == vec![1], "{f:?}");
        let d = c.iter().find(|c| c.name == "numbers_supported").unwrap();
        assert!(!d.passed && d.detail.contains("[1] cites $18.12 billion"), "{}", d.detail);
        // Two figures, each before the other's passage.
        let v = verified("It reported $18.12 billion [1] against a guide of $16.00 billion [2].");
        assert_eq!(v.iter().map(|x| x.2).collect::<Vec<_>>(), vec![false, false], "{v:?}");
    }

    #[test]
    fn a_figure_cited_to_the_right_passage_is_verified() {
        let v = verified("It reported $18.12 billion [2], against a guide of $16.00 billion [1].");
        assert!(v.iter().all(|x| x.2), "{v:?}");
        assert_eq!(v[0].1, vec![2]);
        assert_eq!(v[1].1, vec![1]);
        // Each sentence its own marker.
        let v = verified("NVIDIA guided $16.00 billion [1]. It reported $18.12 billion [2].");
        assert!(v.iter().all(|x| x.2), "{v:?}");
    }

    #[test]
    fn the_marker_that_follows_in_the_sentence_when_the_clause_has_none() {
        // The clause of $16.00 billion ends at the comma; [1] is the next marker.
        let v = verified("NVIDIA guided revenue of $16.00 billion, plus or minus 2% [1].");
        assert!(v.iter().all(|x| x.2 && x.1 == vec![1]), "{v:?}");
        // A marker written after the full stop belongs to the sentence.
        assert!(verified("It reported $18.12 billion. [2]").iter().all(|x| x.2));
        // No marker after the figure: the sentence's markers, all before it.
        let v = verified("According to [2], revenue was $18.12 billion.");
        assert!(v[0].2 && v[0].1 == vec![2], "{v:?}");
    }

    #[test]
    fn a_marker_listing_passages_is_supported_by_any_of_them() {
        assert!(verified("It reported $18.12 billion [1, 2].").iter().all(|x| x.2));
        assert!(verified("It reported $18.12 billion [1] [2].").iter().all(|x| x.2));
        // Passage 3 restates the reported figure.
        assert!(verified("It reported $18.12 billion [1, 3].").iter().all(|x| x.2 && x.1 == vec![1, 3]));
    }
}

