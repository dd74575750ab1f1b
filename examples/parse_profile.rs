//! Times companyfacts parse + classify on one file: `cargo run --release --example parse_profile FILE`.
use std::time::Instant;

fn main() {
    let path = std::env::args().nth(1).expect("companyfacts JSON file");
    let body = std::fs::read(&path).unwrap();
    let mut best = f64::MAX;
    for _ in 0..15 {
        let t = Instant::now();
        let mut cf = saydo::onboard::companyfacts::parse(&path, &body).unwrap();
        let p = t.elapsed().as_secs_f64();
        let cal = saydo::onboard::companyfacts::classify(&path, &mut cf, saydo::fiscal::FiscalCalendar::from_mmdd("0128")).unwrap();
        let all = t.elapsed().as_secs_f64();
        best = best.min(all);
        println!("parse {:.1} ms, +classify {:.1} ms, facts {} ({})", p * 1e3, all * 1e3, cf.facts.len(), cal.mmdd());
    }
    println!("best {:.1} ms", best * 1e3);
}
