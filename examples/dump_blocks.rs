//! Prints the clean text blocks of a filing document (a debugging aid for the converter).
fn main() {
    let path = std::env::args().nth(1).expect("path");
    let filter = std::env::args().nth(2).unwrap_or_default();
    let raw = std::fs::read_to_string(&path).unwrap();
    let body = saydo::html::exhibit_from_submission_text(&raw, "EX-99.1").unwrap_or(raw);
    let d = saydo::html::to_text(&body);
    for b in &d.blocks {
        if filter.is_empty() || b.section.contains(&filter) {
            println!("[{:?} {}] {}", b.kind, b.section, d.block_text(b));
        }
    }
}
