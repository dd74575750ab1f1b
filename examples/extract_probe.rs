//! Prints a release's blocks (with the column headings of table rows) and the guidance the
//! extractor reads from it: `cargo run --example extract_probe -- FILE FYE(MMDD) FILED [blocks]`.
fn main() {
    let mut args = std::env::args().skip(1);
    let path = args.next().expect("a release file (.htm or .txt)");
    let fye = args.next().expect("fiscal year end, MMDD");
    let filed: chrono::NaiveDate = args.next().expect("filing date").parse().expect("YYYY-MM-DD");
    let show_blocks = args.next().is_some();
    let body = std::fs::read_to_string(&path).unwrap();
    let doc = if path.ends_with(".htm") || path.ends_with(".html") { saydo::html::to_text(&body) } else { saydo::html::plain_to_text(&body) };
    if show_blocks {
        for b in &doc.blocks {
            println!("[{:?} {} | cols {:?} title {:?}] {}", b.kind, b.section, b.columns, b.title, doc.block_text(b));
        }
    }
    let cal = saydo::fiscal::FiscalCalendar::from_mmdd(&fye).expect("MMDD");
    for g in saydo::guidance::extract::extract(&doc, &cal, filed) {
        println!("{} {} {}..{} {:?} {:?} {:?} {} [{}] | {}", g.metric, g.basis.as_str(), g.period_start, g.period_end, g.low, g.high, g.point, g.unit, g.label, g.sentence.chars().take(100).collect::<String>());
    }
}
