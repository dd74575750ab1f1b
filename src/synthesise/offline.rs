//! The deterministic synthesiser: templates per tool, in the same [n] format the model uses.
//! It is the default with no API key, and the fallback when the model fails.

use rust_decimal::Decimal;

use crate::vocabulary as metrics;
use crate::tools::{format, Derivation, Envelope, Found, Tool};

fn guide_text(low: Option<Decimal>, high: Option<Decimal>, point: Option<Decimal>, plus_minus: Option<&str>, unit: &str) -> String {
    match (point, plus_minus, low, high) {
        (Some(p), Some(pm), _, _) => format!("{}, plus or minus {pm}", format::figure(p, unit)),
        (_, _, Some(l), Some(h)) => format!("{} to {}", format::figure(l, unit), format::figure(h, unit)),
        (Some(p), _, _, _) => format!("approximately {}", format::figure(p, unit)),
        (_, _, Some(l), None) => format!("at least {}", format::figure(l, unit)),
        (_, _, None, Some(h)) => format!("at most {}", format::figure(h, unit)),
        _ => "no figure".into(),
    }
}

fn basis_words(b: &str) -> &'static str {
    match b {
        "gaap" => "GAAP ",
        "non_gaap" => "non-GAAP ",
        _ => "",
    }
}

fn first_sentence(t: &str) -> String {
    let t = t.replace('\n', " ");
    let end = t.find(". ").map(|i| i + 1).unwrap_or(t.len());
    let s: String = t[..end].chars().take(320).collect();
    if s.len() < t[..end].len() {
        // Cut at a space: a figure cut in half ("$13" of "$13.5 billion") is a different figure.
        let cut = s.rfind(' ').unwrap_or(s.len());
        format!("{}…", s[..cut].trim_end())
    } else {
        s
    }
}

/// The words of a question that say what it is about, each with the words filings use for
/// the same thing; the issuer's own name is in every passage and says nothing.
fn question_terms(q: &str, issuer: &str) -> Vec<Vec<String>> {
    const STOP: &[&str] = &[
        "what", "did", "does", "say", "said", "about", "the", "and", "for", "its", "their", "how", "why", "with", "from", "this", "that",
        "was", "were", "are", "has", "have", "many", "much", "where", "when", "who", "which", "tell", "filing", "filings", "report",
    ];
    let name: Vec<String> = issuer.split(|c: char| !c.is_alphanumeric()).map(str::to_lowercase).collect();
    q.split(|c: char| !c.is_alphanumeric())
        .map(|w| w.to_lowercase())
        .filter(|w| w.len() > 2 && !STOP.contains(&w.as_str()) && !name.contains(w))
        .map(|w| crate::corpus::search::like_meaning(&w).split(' ').map(str::to_owned).collect())
        .collect()
}

/// Whether a sentence's word is a form of the term: "headquarters" of "headquartered",
/// "employees" of "employ". Both are the same root with an ending of inflection or
/// derivation; a longer shared spelling is no match ("personal" is not "personnel").
fn same_stem(word: &str, term: &str) -> bool {
    const ENDINGS: &[&str] = &["ments", "ment", "ions", "ion", "ing", "ers", "ees", "ed", "es", "er", "ee", "al", "ly", "s", "d"];
    // A root of five letters at least: "work" of "workers" is in every "works".
    let root = ENDINGS.iter().find_map(|e| term.strip_suffix(e).filter(|r| r.len() >= 5)).unwrap_or(term);
    word.strip_prefix(root).is_some_and(|rest| rest.is_empty() || ENDINGS.contains(&rest))
}

/// The sentence of a passage that holds most of the question's terms; a count asked for
/// ("how many employees") is best answered by the sentence that states a number.
fn best_sentence(text: &str, terms: &[Vec<String>], wants_count: bool) -> String {
    // A table is read row by row ("Megafactory Lathrop | Lathrop, California | Leased"); prose
    // sentence by sentence.
    let rows: Vec<&str> = if text.contains(" | ") { text.lines().collect() } else { vec![] };
    let text = text.replace('\n', " ");
    let pieces: Vec<&str> = if rows.is_empty() { text.split_inclusive(". ").collect() } else { rows };
    let mut best = (0usize, first_sentence(&text));
    for s in pieces {
        let words: Vec<String> = s.split(|c: char| !c.is_alphanumeric()).filter(|w| !w.is_empty()).map(str::to_lowercase).collect();
        let held = terms.iter().filter(|forms| forms.iter().any(|t| words.iter().any(|w| same_stem(w, t)))).count();
        let states_number = words.iter().any(|w| w.chars().all(|c| c.is_ascii_digit()) && !(w.len() == 4 && (w.starts_with("19") || w.starts_with("20"))));
        let score = 2 * held + usize::from(wants_count && held > 0 && states_number);
        if score > best.0 {
            best = (score, first_sentence(s));
        }
    }
    best.1.trim_matches(|c| c == '“' || c == '”' || c == '"').to_owned()
}

pub fn write(issuer: &str, question: &str, env: &Envelope<Found>) -> String {
    let Some(found) = env.result.as_ref().filter(|_| env.refusal.is_none()) else {
        return env.refusal.clone().unwrap_or_else(|| format!("The filings SayDo holds for {issuer} do not answer this question."));
    };
    let mut out = String::new();
    match found {
        Found::Actuals(r) => {
            // A margin or free cash flow is not a filed figure: SayDo computes it from two that are.
            let computed = env.concept.as_deref().is_some_and(|c| c.contains(" / ") || c.contains(" - "));
            if computed {
                out.push_str(&format!(
                    "{issuer}'s {} for {} was {}, computed by SayDo from figures it reported [{}].",
                    r.label,
                    r.period,
                    format::figure(r.value, &r.unit),
                    r.passage
                ));
            } else {
                out.push_str(&format!("{issuer} reported {} of {} for {} [{}].", r.label, format::figure(r.value, &r.unit), r.period, r.passage));
                if env.derived && r.period.starts_with("Q4") {
                    out.push_str(" No three-month figure is filed for a fourth quarter, so it is the full year less the first nine months.");
                } else if env.derived && r.period.starts_with("H2") {
                    out.push_str(" No figure is filed for a second half, so it is the full year less the first half.");
                }
            }
        }
        Found::Guidance(r) => {
            let parts: Vec<String> = r
                .guidance
                .iter()
                .map(|g| {
                    let text = guide_text(g.low, g.high, g.point, g.plus_minus.as_deref(), &g.unit);
                    format!("{}{} of {text} [{}]", basis_words(&g.basis), r.label, g.passage)
                })
                .collect();
            out.push_str(&format!("For {}, {issuer} guided {}.", r.period.as_deref().unwrap_or(""), parts.join("; and ")));
        }
        Found::Scorecard(r) => {
            out.push_str(&format!(
                "Across {} quarters with a {} guide and a reported result, {issuer} came in above the guided range {} times, within it {} and below it {}",
                r.quarters.len(),
                r.label,
                r.above,
                r.within,
                r.below
            ));
            if let Some(avg) = r.average_surprise_pct {
                out.push_str(&format!("; the average surprise against the midpoint was {}", format::signed(avg, "pct")));
            }
            out.push_str(&format!(" [{}].", r.passage));
        }
        Found::SayDo(r) => {
            let g = &r.guide;
            let unit = g.unit.as_str();
            let c = &r.comparison;
            out.push_str(&format!(
                "{issuer} guided {}{} for {} of {} [{}]. It reported {} [{}].",
                basis_words(&r.basis),
                r.label,
                r.period,
                guide_text(g.low, g.high, g.point, g.plus_minus.as_deref(), unit),
                g.passage,
                format::figure(r.actual.value, unit),
                r.actual.passage
            ));
            let shape = c.shape();
            let against = if unit == "percent" {
                format::signed(c.delta, "points")
            } else {
                format!("{} ({})", format::signed(c.delta, unit), format::signed(c.delta_pct.unwrap_or_default(), "pct"))
            };
            out.push_str(&format!(" That is {}, {against} against {} [{}].", c.position.words(shape), shape.reference(), r.comparison_passage));
        }
        Found::Derived(r) => {
            // A ratio's change is in percentage points; growth and shares in percent; a
            // difference in the metric's unit. Every figure here is in the computed passage.
            let points = r.unit == "points";
            let grows = if points { "change" } else { "growth" };
            let against = r.against.as_deref().unwrap_or("the earlier period");
            let (what, when) = match r.derivation {
                Derivation::YearOverYear => (format!("{} {grows} year over year", r.label), format!("for {}", r.period)),
                Derivation::Sequential => (format!("{} {grows} quarter over quarter", r.label), format!("for {}", r.period)),
                Derivation::GrowthBetween => (format!("{} {grows}", r.label), format!("from {against} to {}", r.period)),
                Derivation::Difference => (format!("{} change", r.label), format!("from {against} to {}", r.period)),
                // A margin or a tax rate is a share already: stated as itself.
                Derivation::ShareOfRevenue if metrics::by_name(r.metric).is_some_and(|m| matches!(m.kind, metrics::Kind::Ratio { .. })) => {
                    (r.label.to_owned(), format!("for {}", r.period))
                }
                Derivation::ShareOfRevenue => (format!("{} as a share of {}", r.label, r.share_of.unwrap_or("revenue")), format!("for {}", r.period)),
                Derivation::CompoundAnnual => (format!("{} compound annual growth", r.label), format!("from {against} to {}", r.period)),
                Derivation::TrailingTwelveMonths => (r.label.to_owned(), format!("for the four quarters {against} through {}", r.period)),
                Derivation::Formula => (r.label.to_owned(), format!("for {}", r.period)),
                Derivation::Gap => (format!("{} less {}", r.label, r.less.unwrap_or("the other figure")), format!("for {}", r.period)),
            };
            let value = match (r.derivation, points) {
                (_, true) => format::signed(r.value, "points"),
                (Derivation::Difference, _) => format::signed(r.value, &r.unit),
                (Derivation::TrailingTwelveMonths | Derivation::Formula | Derivation::Gap, _) => format::figure(r.value, &r.unit),
                (Derivation::ShareOfRevenue, _) => format::figure(r.value, "percent"),
                _ => format::signed(r.value, "pct"),
            };
            out.push_str(&format!("{issuer}'s {what} {when} was {value}, computed by SayDo from the reported figures [{}].", r.passage));
        }
        Found::Segment(r) => {
            out.push_str(&format!("{issuer}'s {} {} for {} was {} [{}]", r.qualifier, r.label, r.period, format::figure(r.value, &r.unit), r.passage));
            match &r.share {
                Some(s) => out.push_str(&format!(", {} of its total {}, computed by SayDo [{}].", format::figure(s.percent, "percent"), r.label, s.passage)),
                None => out.push('.'),
            }
        }
        Found::Search(_) => {
            let terms = question_terms(question, issuer);
            // A count or a share asked for: the sentence that states a number answers it.
            let lower = question.to_lowercase();
            let wants_count = crate::tools::search::counted_noun(question).is_some()
                || ["how much of", "what share", "what percent", "what portion", "what fraction", "what proportion"].iter().any(|w| lower.contains(w));
            // Three passages that say different things: the same sentence filed in a 10-K and
            // again in each 10-Q is quoted once.
            let mut quoted = std::collections::HashSet::new();
            let lead: Vec<String> = env
                .passages
                .iter()
                .filter_map(|p| {
                    let s = best_sentence(&p.text, &terms, wants_count);
                    quoted.insert(s.clone()).then(|| format!("“{s}” [{}]", p.index))
                })
                .take(3)
                .collect();
            out.push_str(&format!("From {issuer}'s filings: {}", lead.join(" ")));
        }
    }
    if let Some(note) = &env.period_note {
        out.push_str(&format!(" ({}.)", note.trim_end_matches('.')));
    }
    if !env.exclusions.is_empty() && env.tool != Tool::Search {
        // A count in words: a figure in the answer must cite a passage, and this one is SayDo's own.
        const WORDS: [&str; 11] = ["No", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten"];
        out.push_str(&format!(
            " {} other figure{} {} set aside: {}.",
            WORDS.get(env.exclusions.len()).copied().unwrap_or("Several"),
            if env.exclusions.len() == 1 { "" } else { "s" },
            if env.exclusions.len() == 1 { "was" } else { "were" },
            env.exclusions.iter().take(3).map(|e| e.reason.clone()).collect::<Vec<_>>().join("; ")
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::{best_sentence, question_terms};

    /// The quoted sentence is the one that answers, in the filing's words for the question's.
    #[test]
    fn the_sentence_quoted_answers_the_question() {
        let text = "Item 2. Properties The Company's headquarters is located in Cupertino, California. The Company owns facilities for R&D.";
        let q = "Where is Acme headquartered?";
        assert!(best_sentence(text, &question_terms(q, "Acme Inc."), false).contains("Cupertino"));
        let text = "The Company invests in resources to help its people develop. As of September 28, 2024, the Company had approximately 164,000 full-time equivalent employees. Employees are offered stock.";
        let q = "How many people does Acme employ?";
        assert!(best_sentence(text, &question_terms(q, "Acme Inc."), true).contains("164,000"));
        // The issuer's name is in every sentence and picks none.
        let text = "Acme Inc. was founded in 1976. Acme faces intense competition from rivals in every market.";
        assert!(best_sentence(text, &question_terms("Who are Acme's competitors?", "Acme Inc."), false).contains("competition"));
        // A word that only shares its first letters with a term is not it.
        let text = "The Company works so that its people thrive in their personal lives. As of September 28, 2024, the Company had approximately 164,000 full-time equivalent employees.";
        assert!(best_sentence(text, &question_terms("How many people does Acme employ?", "Acme"), true).contains("164,000"));
        // A table is quoted by the row that answers.
        let text = "Primary Facilities | Location | Owned or Leased\nPlant One | Austin, Texas | Owned\nDepot Lathrop | Lathrop, California | Leased";
        assert_eq!(best_sentence(text, &question_terms("Does Acme own or lease its Lathrop depot?", "Acme"), false), "Depot Lathrop | Lathrop, California | Leased");
    }
}
