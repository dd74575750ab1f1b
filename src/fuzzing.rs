//! What the fuzz targets (fuzz/fuzz_targets) run, with the invariants each input must keep.
//! Here, not in the fuzz crate, so `make test` replays the kept corpus through the very same
//! checks on stable Rust (tests/it/fuzz_corpus.rs). A broken invariant panics, as a crash must.

use chrono::NaiveDate;

use crate::html::{self, CleanDoc};
use crate::fiscal::{FiscalCalendar, Span};

/// The amount parser and the period-phrase finder.
pub fn numbers(text: &str) {
    for a in crate::numbers::amounts(text) {
        let (s, e) = a.at;
        assert!(s < e && e <= text.len() && text.is_char_boundary(s) && text.is_char_boundary(e), "amount span {s}..{e}");
        assert!(a.value.scale() <= 28);
    }
    for p in crate::period::find(text) {
        let (s, e) = p.at;
        assert!(s <= e && e <= text.len() && text.is_char_boundary(s) && text.is_char_boundary(e), "period span {s}..{e}");
    }
}

/// HTML to clean text: every block's offsets lie inside the text, in order.
pub fn html(data: &[u8]) {
    let doc = html::to_text(&String::from_utf8_lossy(data));
    check_doc(&doc);
}

/// The guidance extractor over the text read as plain text and as HTML, on a calendar ending
/// in January (NVIDIA's) and one ending in December, filed on a fixed day.
pub fn guidance(text: &str) {
    let filed = NaiveDate::from_ymd_opt(2024, 5, 22).expect("a date");
    for doc in [html::plain_to_text(text), html::to_text(text)] {
        check_doc(&doc);
        for mmdd in ["0128", "1231"] {
            let cal = FiscalCalendar::from_mmdd(mmdd).expect("a calendar");
            let chars = doc.text.chars().count();
            for g in crate::guidance::extract::extract(&doc, &cal, filed) {
                assert!(g.start_char <= g.end_char && g.end_char <= chars, "sentence {}..{} of {chars}", g.start_char, g.end_char);
                assert!(g.period_start <= g.period_end);
                if let (Some(lo), Some(hi)) = (g.low, g.high) {
                    assert!(lo <= hi, "range {lo}..{hi}");
                }
                assert!(g.low.is_some() || g.high.is_some() || g.point.is_some(), "guidance without a figure");
            }
        }
    }
}

/// companyfacts from any bytes: a clear error naming the URL, or facts whose periods are in
/// order, which then go on a declared calendar and on one inferred from them without a panic.
pub fn companyfacts(data: &[u8]) {
    use crate::onboard::companyfacts::{classify, parse, periods};
    const URL: &str = "https://data.sec.gov/api/xbrl/companyfacts/CIK0000000001.json";
    let mut cf = match parse(URL, data) {
        Ok(cf) => cf,
        Err(e) => return assert!(e.to_string().contains(URL), "an error that does not name the URL: {e}"),
    };
    for f in &cf.facts {
        assert!(f.start.is_none_or(|s| s <= f.end), "start after end");
    }
    for declared in [FiscalCalendar::from_mmdd("0128"), FiscalCalendar::from_mmdd("1231"), None] {
        if classify(URL, &mut cf, declared).is_ok() {
            // A duration is only ever given a period its length fits.
            for f in &cf.facts {
                if let (Some(p), Some(start)) = (f.period, f.start) {
                    let days = (f.end - start).num_days() + 1;
                    let fits = match p.span {
                        Span::Q1 | Span::Q2 | Span::Q3 | Span::Q4 => (77..=104).contains(&days),
                        Span::H1 | Span::H2 => (168..=196).contains(&days),
                        Span::M9 => (259..=287).contains(&days),
                        Span::FY => (350..=380).contains(&days),
                    };
                    assert!(fits, "{days} days placed as {:?}", p.span);
                }
            }
            periods(&cf.facts);
        }
    }
}

pub fn check_doc(doc: &CleanDoc) {
    let chars = doc.text.chars().count();
    for b in &doc.blocks {
        assert!(b.start <= b.end && b.end <= chars, "block {}..{} of {chars} chars", b.start, b.end);
        assert!(b.byte_start <= b.byte_end && b.byte_end <= doc.text.len(), "block bytes {}..{}", b.byte_start, b.byte_end);
        let _ = doc.block_text(b);
    }
}
