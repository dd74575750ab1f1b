//! The development set (evals/dev.jsonl, written from the mirror's filings) through the pipeline.

use crate::support::spawn_app;

#[tokio::test]
async fn development_set_scores() {
    let t = spawn_app().await;
    let cases = saydo::eval::read(std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/evals/dev.jsonl"))).unwrap();
    assert!(cases.len() >= 40);
    let report = saydo::eval::run(&t.app, &cases).await.unwrap();
    for o in report.outcomes.iter().filter(|o| !o.correct) {
        println!("WRONG {:?}: {}", o.question, o.detail);
    }
    println!("{}", report.summary());
    assert!(report.accuracy >= 0.95, "{}", report.summary());
    assert!(report.refusal_accuracy >= 0.95, "{}", report.summary());
    assert!(report.figures_verified >= 0.99, "{}", report.summary());
}
