//! Profiles the local embedder on real chunks (a development aid for `make bench`'s figure):
//! `cargo run --release --example embed_profile -- chunks.json` with a JSON array of texts.
use std::time::Instant;
fn main() {
    let dir = std::path::Path::new("models/active");
    let m = saydo::embed::local::LocalBert::load(dir, None).unwrap();
    let path = std::env::args().nth(1).expect("a JSON file of texts");
    let texts: Vec<String> = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    m.embed_blocking(&texts[..32]).unwrap();
    let t = Instant::now();
    m.embed_blocking(&texts).unwrap();
    let s = t.elapsed().as_secs_f64();
    println!("{} texts: {:.2} s, {:.1} texts/s", texts.len(), s, texts.len() as f64 / s);
}
