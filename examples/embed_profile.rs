//! Profiles the local embedder on one batch (a development aid for `make bench`'s figure).
use std::time::Instant;
fn main() {
    let dir = std::path::Path::new("models/active");
    let m = saydo::embed::local::LocalBert::load(dir, None).unwrap();
    let text = "NVIDIA reported record revenue for the third quarter driven by data center demand for accelerated computing and generative AI; ".repeat(12);
    for n in [1usize, 8, 32] {
        let batch: Vec<String> = (0..n).map(|i| format!("{i} {text}")).collect();
        m.embed_blocking(&batch).unwrap();
        let t = Instant::now();
        m.embed_blocking(&batch).unwrap();
        let s = t.elapsed().as_secs_f64();
        println!("batch {n}: {:.3} s, {:.1} texts/s", s, n as f64 / s);
    }
}
