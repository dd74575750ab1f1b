use saydo::resolve::Resolution;

use crate::support::spawn_app;

/// (question, expected CIK) — real phrasings against SEC's real ticker map.
const ONE_ISSUER: &[(&str, u64)] = &[
    ("Did NVIDIA hit its revenue outlook for Q3 fiscal 2024?", 1045810),
    ("Did Nvidia beat guidance last quarter?", 1045810),
    ("nvidia revenue q3 fy2024", 1045810),
    ("What was $NVDA's gross margin in fiscal 2024?", 1045810),
    ("NVDA revenue for the quarter ended October 29, 2023", 1045810),
    ("nvda eps fiscal 2023", 1045810),
    ("NVIDIA Corporation data center revenue", 1045810),
    ("What did NVIDIA say about AI demand?", 1045810),
    ("Nvidia's outlook for the fourth quarter", 1045810),
    ("Apple net sales fiscal 2023", 320193),
    ("What were Apple's net sales in fiscal 2023?", 320193),
    ("AAPL services revenue", 320193),
    ("How did Apple Inc. do in 2023?", 320193),
    ("apple iphone sales last quarter", 320193),
    ("Tesla automotive revenue 2022", 1318605),
    ("$TSLA deliveries", 1318605),
    ("What did Tesla, Inc. report for 2021?", 1318605),
    ("Taiwan Semiconductor revenue 2023", 1046179),
    ("TSMC gross margin", 1046179),
    ("TSM revenue in 2022", 1046179),
    ("Taiwan Semiconductor Manufacturing Co Ltd net income", 1046179),
    ("Snowflake product revenue guidance", 1640147),
    ("SNOW revenue fiscal 2024", 1640147),
    ("Microsoft cloud revenue", 789019),
    ("MSFT operating income", 789019),
    ("BRK.B operating earnings", 1067983),
    ("BRK-B book value", 1067983),
    ("Berkshire Hathaway operating earnings", 1067983),
    ("Google advertising revenue", 1652044),
    ("Alphabet revenue 2023", 1652044),
    ("Did Adobe hit its targets?", 796343),
    ("ADBE revenue outlook", 796343),
    ("Meta capex guidance for 2024", 1326801),
    ("Facebook daily users", 1326801),
    ("Amazon AWS growth", 1018724),
    ("What did the Coca-Cola Company guide for 2023?", 21344),
    ("DID NVIDIA HIT ITS REVENUE OUTLOOK?", 1045810),
];

#[tokio::test]
async fn resolves_real_phrasings() {
    let t = spawn_app().await;
    let mut failures = vec![];
    for (q, cik) in ONE_ISSUER {
        match t.app.resolve(q).await.unwrap() {
            Resolution::Issuer(c) if c.cik == *cik => {}
            other => failures.push(format!("{q:?}: expected CIK {cik}, got {other:?}")),
        }
    }
    assert!(ONE_ISSUER.len() >= 30);
    assert!(failures.is_empty(), "{} of {} failed:\n{}", failures.len(), ONE_ISSUER.len(), failures.join("\n"));
}

#[tokio::test]
async fn ambiguity_and_absence_are_said_not_guessed() {
    let t = spawn_app().await;
    // Two companies named outright.
    match t.app.resolve("Compare Apple and Microsoft revenue").await.unwrap() {
        Resolution::Ambiguous(list) => {
            let ciks: Vec<u64> = list.iter().map(|c| c.cik).collect();
            assert!(ciks.contains(&320193) && ciks.contains(&789019), "{ciks:?}");
        }
        other => panic!("expected ambiguity, got {other:?}"),
    }
    // Both named in the sentence that asks: still two companies.
    match t.app.resolve("I am writing about chips. How did Apple's revenue compare with Microsoft's in 2024?").await.unwrap() {
        Resolution::Ambiguous(list) => assert!(list.len() >= 2),
        other => panic!("expected ambiguity, got {other:?}"),
    }
    // A company named only in the sentence that sets the scene is context.
    match t.app.resolve("Comparing margins with Microsoft for a column. What was Apple's gross margin in fiscal 2024?").await.unwrap() {
        Resolution::Issuer(c) => assert_eq!(c.cik, 320193),
        other => panic!("expected Apple, got {other:?}"),
    }
    // A name shared by several issuers.
    match t.app.resolve("What did First Solar and First Horizon report?").await.unwrap() {
        Resolution::Ambiguous(list) => assert!(list.len() >= 2),
        other => panic!("expected ambiguity, got {other:?}"),
    }
    for q in [
        "What was revenue last quarter?",
        "Did they hit their outlook?",
        "What is the capital of France?",
        "",
        "did the company beat its first quarter guide",
        // Companies that do not exist: not an unrelated company sharing one word.
        "What was Acme Quantum Holdings' net income in 2023?",
        "Initech Software Systems revenue for 2022?",
        "Did Foobar Widget Dynamics beat its revenue guidance last quarter?",
        "Did The Quibbleworth Group beat guidance?",
        "show me $QQZX diluted eps for fy2024",
        "Did they beat the EPS guide on a GAAP basis?",
    ] {
        assert_eq!(t.app.resolve(q).await.unwrap(), Resolution::NoIssuer, "{q:?}");
    }
}

#[tokio::test]
async fn typos_of_the_largest_issuers_resolve_from_the_cached_map() {
    let t = spawn_app().await;
    // Microsoft is never onboarded here: the typo is forgiven for its rank in SEC's list.
    for (q, cik) in [("mircosoft revenue fiscal 2024", 789019u64), ("nvdia revenue last quarter", 1045810), ("appel net sales", 320193)] {
        match t.app.resolve(q).await.unwrap() {
            Resolution::Issuer(c) => assert_eq!(c.cik, cik, "{q:?}"),
            other => panic!("{q:?}: {other:?}"),
        }
    }
}

#[tokio::test]
async fn onboarded_issuers_are_found_by_former_names() {
    let t = spawn_app().await;
    let c = t.app.resolve_one("NVDA").await.unwrap();
    t.app.onboard(c.cik, &()).await.unwrap();
    // "NVIDIA CORP/CA" is a former name in NVIDIA's submissions.
    match t.app.resolve("nvidia corp/ca revenue").await.unwrap() {
        Resolution::Issuer(c) => {
            assert_eq!(c.cik, 1045810);
            assert!(c.onboarded);
        }
        other => panic!("{other:?}"),
    }
    // A CIK resolves directly.
    assert_eq!(t.app.resolve_one("CIK0001045810").await.unwrap().cik, 1045810);
}
