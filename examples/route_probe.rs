//! Prints the rules' route for each question given (one per argument): a development aid.
//! `cargo run -q --example route_probe -- "Did NVIDIA beat in Q3?" ...`
fn main() {
    let words: Vec<String> = std::env::var("ISSUER").unwrap_or("nvidia corp nvda".into()).split_whitespace().map(str::to_owned).collect();
    for q in std::env::args().skip(1) {
        let r = saydo::route::by_rules(&q, &words);
        println!("{q}\n  -> {}{} {:?} {:?} against {:?} {:?} {:?} window={:?}\n  {:?}", r.tool, if r.refusal.is_some() { "(refuse)" } else { "" }, r.metric, r.period.as_ref().map(|p| (p.span, p.year, p.year_kind, p.relative, p.ended)), r.compare_to.as_ref().map(|p| (p.span, p.year, p.relative)), r.derivation, r.qualifier, r.window, r.trace);
    }
}
