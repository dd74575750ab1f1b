//! `make bench`: SayDo's figures beside its peers', measured side by side in one run.

#[path = "../../tests/support/mod.rs"]
#[allow(dead_code)]
mod support;

use std::process::Command;
use std::time::Instant;

use saydo::app::App;

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(|a, b| a.partial_cmp(b).unwrap());
    v[v.len() / 2]
}

async fn bench_onboard() {
    const RUNS: usize = 7;
    let sec = support::FakeSec::start_with(support::mirror(), 10, false).await;
    let (mut total, mut fetch, mut parse, mut store) = (vec![], vec![], vec![], vec![]);
    for _ in 0..RUNS {
        let db = support::fresh_database().await;
        let app = App::start(support::config(&db, &sec, &[])).await.unwrap();
        let t = Instant::now();
        let s = app.onboard(1045810, &()).await.unwrap();
        total.push(t.elapsed().as_secs_f64());
        fetch.push(s.fetch_ms as f64 / 1e3);
        parse.push(s.parse_ms as f64 / 1e3);
        store.push(s.store_ms as f64 / 1e3);
        assert_eq!(s.facts_seen, 26903);
    }
    let ours = median(total.clone());
    println!("onboard NVIDIA (26,903 facts) from the HTTP fake on loopback, median of {RUNS}:");
    println!(
        "  saydo   end to end {:.3} s  (fetch {:.3} s, parse {:.3} s, store {:.3} s)",
        ours,
        median(fetch),
        median(parse.clone()),
        median(store)
    );
    let venv = "target/peervenv";
    let ok = Command::new("scripts/peer-venv.sh").arg(venv).status().map(|s| s.success()).unwrap_or(false);
    if !ok {
        println!("  peer    edgartools could not be installed; no ratio");
        return;
    }
    let file = support::mirror().join("data.sec.gov/api/xbrl/companyfacts/CIK0001045810.json");
    let out = Command::new(format!("{venv}/bin/python"))
        .args(["bench/peer_edgartools.py", file.to_str().unwrap(), &RUNS.to_string()])
        .output()
        .expect("run peer");
    let v: serde_json::Value = match serde_json::from_slice(&out.stdout) {
        Ok(v) => v,
        Err(_) => {
            println!("  peer    edgartools failed: {}", String::from_utf8_lossy(&out.stderr));
            return;
        }
    };
    let peer = v["median_s"].as_f64().unwrap();
    println!("  peer    edgartools parse only (json.load + EntityFactsParser) {:.3} s ({} facts)", peer, v["facts"]);
    println!("  ratio   peer / saydo end to end = {:.1}x;  peer / saydo parse = {:.1}x", peer / ours, peer / median(parse));
    println!("  goal    saydo <= 0.25 s end to end: {}", if ours <= 0.25 { "met" } else { "NOT met" });
}

#[tokio::main]
async fn main() {
    tracing_subscriber::fmt()
        .with_env_filter(tracing_subscriber::EnvFilter::try_from_env("SAYDO_LOG").unwrap_or_else(|_| "warn".into()))
        .with_writer(std::io::stderr)
        .init();
    let only = std::env::args().nth(1);
    let want = |name: &str| only.as_deref().is_none_or(|o| o == name);
    if want("onboard") {
        bench_onboard().await;
    }
}
