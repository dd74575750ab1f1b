//! Runs the segment finder's table reader over one mirror document (a debugging aid):
//! segment_probe <path> <form> <mmdd> <qualifier> <metric> <period e.g. FY2024 or Q3FY2024>
fn main() {
    let a: Vec<String> = std::env::args().collect();
    let raw = std::fs::read_to_string(&a[1]).unwrap();
    let doc = saydo::html::to_text(&raw);
    let cal = saydo::fiscal::FiscalCalendar::from_mmdd(&a[3]).unwrap();
    let per = &a[6];
    let (span, year) = if let Some(y) = per.strip_prefix("FY") {
        (saydo::fiscal::Span::FY, y.parse().unwrap())
    } else {
        let (q, y) = per.split_once("FY").unwrap();
        (saydo::fiscal::Span::parse(q).unwrap(), y.parse().unwrap())
    };
    let p = saydo::fiscal::FiscalPeriod { year, span };
    let (_, end) = cal.nominal_dates(p);
    let m = saydo::vocabulary::by_name(&a[5]).unwrap();
    let fy = |d| cal.fiscal_year_of(d);
    for h in saydo::tools::segment::rows_in(&doc.text, &a[2], &a[4], m, p, end, &fy) {
        println!("rank {} value {} pct {} | {} | {}", h.rank, h.value.normalize(), h.percent, h.row_label, h.passage);
    }
    for b in &doc.blocks {
        for h in saydo::tools::segment::sentences_in(&b.section, doc.block_text(b), &a[4], m, p) {
            println!("SENTENCE rank {} value {} | {}", h.rank, h.value.normalize(), h.passage);
        }
    }
}
