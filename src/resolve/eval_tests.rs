//! The resolver over SEC's real ticker map (the mirror's company_tickers.json), without
//! Postgres: every question of the eval set that names a company resolves to it, every
//! question about a company that does not exist resolves to none; made-up names, typos and
//! ordinary words by hand.

use std::path::PathBuf;

use super::*;

fn mirror() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared/data/sec-mirror")
}

fn sec_tickers() -> Vec<(String, u64, String, Option<u32>)> {
    let text = std::fs::read_to_string(mirror().join("www.sec.gov/files/company_tickers.json")).expect("the SEC mirror");
    let map: HashMap<String, TickerEntry> = serde_json::from_str(&text).unwrap();
    let mut v: Vec<(String, u64, String, Option<u32>)> =
        map.into_iter().map(|(k, e)| (e.ticker, e.cik_str, e.title, k.parse().ok())).collect();
    v.sort_by(|a, b| (a.1, &a.0).cmp(&(b.1, &b.0)));
    v
}

/// The issuers whose facts the mirror holds, as onboarding would store them: the
/// submissions' name, tickers and former names where the mirror has them, else SEC's title.
fn mirror_onboarded(sec: &[(String, u64, String, Option<u32>)]) -> Vec<(u64, String, Vec<String>, Vec<String>)> {
    let mut out = vec![];
    for cik in [320193u64, 1045810, 1046179, 1318605, 1640147, 1997711] {
        let path = mirror().join(format!("data.sec.gov/submissions/CIK{cik:010}.json"));
        let tickers: Vec<String> = sec.iter().filter(|t| t.1 == cik).map(|t| t.0.clone()).collect();
        let title = sec.iter().find(|t| t.1 == cik).map(|t| t.2.clone()).unwrap();
        match std::fs::read_to_string(&path) {
            Ok(text) => {
                let v: serde_json::Value = serde_json::from_str(&text).unwrap();
                let former: Vec<String> = v["formerNames"]
                    .as_array()
                    .map(|a| a.iter().filter_map(|f| f["name"].as_str().map(str::to_owned)).collect())
                    .unwrap_or_default();
                out.push((cik, v["name"].as_str().unwrap_or(&title).to_owned(), tickers, former));
            }
            Err(_) => out.push((cik, title, tickers, vec![])),
        }
    }
    out
}

/// Before anything is onboarded (a fresh install), and after the mirror's issuers are.
fn indexes() -> Vec<(&'static str, Index)> {
    let sec = sec_tickers();
    assert!(sec.len() > 9000, "{}", sec.len());
    vec![("cold", Index::build(vec![], sec.clone())), ("onboarded", Index::build(mirror_onboarded(&sec), sec))]
}

fn describe(r: &Resolution) -> String {
    match r {
        Resolution::Issuer(c) => format!("{} ({})", c.name, c.cik),
        Resolution::Ambiguous(l) => format!("ambiguous: {}", l.iter().map(|c| c.name.as_str()).collect::<Vec<_>>().join(", ")),
        Resolution::NoIssuer => "no issuer".into(),
    }
}

#[test]
fn eval_questions_resolve_on_both_splits() {
    let text = std::fs::read_to_string(PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("evals/questions.jsonl")).unwrap();
    let cases: Vec<serde_json::Value> = text.lines().filter(|l| !l.trim().is_empty()).map(|l| serde_json::from_str(l).unwrap()).collect();
    let mut report = vec![];
    let mut low = vec![];
    for (state, idx) in indexes() {
        for split in ["tune", "test"] {
            let (mut n, mut ok, mut failures) = (0, 0, vec![]);
            for c in cases.iter().filter(|c| c["split"] == split) {
                let q = c["question"].as_str().unwrap();
                let want = if let Some(cik) = c["cik"].as_u64() {
                    Some(cik)
                } else if c["expect"]["reason"] == "no_company" {
                    None
                } else {
                    continue;
                };
                n += 1;
                let got = idx.resolve(q);
                let right = match (&got, want) {
                    (Resolution::Issuer(c), Some(cik)) => c.cik == cik,
                    (Resolution::NoIssuer, None) => true,
                    _ => false,
                };
                if right {
                    ok += 1;
                } else {
                    failures.push(format!("  [{}] {q:?}: want {want:?}, got {}", c["id"].as_str().unwrap_or(""), describe(&got)));
                }
            }
            let acc = ok as f64 / n as f64;
            report.push(format!("{state} {split}: {ok}/{n} = {acc:.3}\n{}", failures.join("\n")));
            if acc < 0.97 {
                low.push(format!("{state} {split}"));
            }
        }
    }
    println!("{}", report.join("\n"));
    assert!(low.is_empty(), "below 0.97: {low:?}\n{}", report.join("\n"));
}

#[test]
fn made_up_companies_are_no_issuer() {
    let fakes = [
        "What was Acme Quantum Holdings' net income in 2023?",
        // A real company's name with another kind of company's ending.
        "What was Apple Airlines' revenue in 2023?",
        "Tesla Robotics net income 2022",
        "Initech Software Systems revenue for 2022?",
        "Did Foobar Widget Dynamics beat its revenue guidance last quarter?",
        "Did Vandelay Import Export hit its sales forecast in Q2?",
        "What gross margin did Zorblax Interstellar guide for fiscal 2025?",
        "How has Hooli done against its outlook over the past two years?",
        "$ZZQX revenue last quarter",
        "show me $QQZX diluted eps for fy2024",
        "What did Blorptech Dynamics Corp report for fiscal 2023?",
        "Did The Quibbleworth Group beat guidance?",
        "What was the revenue of Grindlewald Capital Partners in 2022?",
        "Frobnitz Energy Holdings operating income 2021",
        "did Wexmoor International Technologies meet its outlook",
        "Stellarix Global Solutions gross margin last quarter",
        "What is Plumbago Software Inc's EPS guidance?",
        "Tell me about Quorvex Systems Group's Q3 revenue.",
        "Xylophant Pharmaceuticals net loss FY2024",
        "Did Brambleby Financial Group beat its Q2 guidance?",
        "What did Octavian Quantum Computing guide for next year?",
        "$QQZX",
        "What revenue did Marblethorpe Industries report in 2023?",
        // A real company's whole name with another company's ending is another company.
        "What was Apple Biologics' revenue in 2023?",
        "did nvidia holdings beat its guidance",
        "Tesla Therapeutics net loss 2022",
        "Did Pacific Microsoft Technologies meet its outlook?",
        "Did Nvidia Quantum Farms hit its gross margin guidance in its most recent quarter?",
        "What was Snowflake Biometrics' revenue last year?",
    ];
    assert!(fakes.len() >= 15);
    let mut failures = vec![];
    for (state, idx) in indexes() {
        for q in fakes {
            let r = idx.resolve(q);
            if r != Resolution::NoIssuer {
                failures.push(format!("{state} {q:?}: {}", describe(&r)));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn typos_and_forms_of_real_names_resolve() {
    let cases: &[(&str, u64)] = &[
        ("nvdia revenue last quarter", 1045810),
        ("nvidea gross margin q4 fy24", 1045810),
        ("appel revenue FY2025", 320193),
        ("snowflak revenue fiscal 2025", 1640147),
        ("teslla net income 2022", 1318605),
        ("mircosoft revenue fiscal 2024", 789019),
        ("What was Mircosoft's operating income?", 789019),
        ("$NVDA revenue", 1045810),
        ("nvda's gross margin", 1045810),
        ("I'm writing a note on chips \u{2014} did Nvidia's Q2 FY24 revenue beat the guide?", 1045810),
        ("Nvidia\u{2019}s outlook for Q3", 1045810),
        ("what did tsla report for 2022", 1318605),
        ("Taiwan Semiconductor revenue 2023", 1046179),
        ("Logistic Properties of the Americas' revenue in 2024", 1997711),
        ("Quantum Corp revenue 2023", 709283),
        ("3M revenue 2023", 66740),
        ("Did General Dynamics beat its guidance?", 40533),
        // Words read as a name's leading words are no typo of another name ("micro", Micron).
        ("how often did super micro beat its revenue guide over the past year?", 1375365),
        // A segment or product line after the name is still the company.
        ("Tesla Automotive revenue 2022", 1318605),
        ("NVIDIA Data Center revenue Q3 FY24", 1045810),
        ("Apple Services revenue fiscal 2023", 320193),
        ("Tesla Energy Generation and Storage revenue 2021", 1318605),
        ("Tesla Motors revenue 2020", 1318605),
        ("Apple Inc. revenue 2023", 320193),
        // An acronym's plural and who is asking are not second companies.
        ("NVDA GAAP GMs last quarter, over or under the guide?", 1045810),
        ("PM ask: NVDA opex vs guide, full history", 1045810),
        ("IR here - what did Apple guide for revenue?", 320193),
        // A role's letters that are a ticker, alone, still name that company.
        ("PM revenue 2023", 1413329),
        // A company named as a deal's object is not the one asked about.
        ("What did NVIDIA record for the Arm acquisition termination?", 1045810),
        ("Did Microsoft's Activision deal lift its operating income?", 789019),
        // A product after its maker's possessive, and an everyday word opening the sentence,
        // are no second companies; either alone still names its company.
        ("How much faster did Nvidia's Eos supercomputer train the model than the prior record?", 1045810),
        ("Unit shipments of H100 GPUs by Nvidia in fiscal 2024?", 1045810),
        ("Unit Corp revenue 2023", 798949),
        ("What did Eos Inc report for revenue in 2023?", 1651958),
    ];
    let mut failures = vec![];
    for (state, idx) in indexes() {
        for (q, cik) in cases {
            match idx.resolve(q) {
                Resolution::Issuer(c) if c.cik == *cik => {}
                other => failures.push(format!("{state} {q:?}: want {cik}, got {}", describe(&other))),
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Four letters are a typo only as two neighbouring letters swapped in the name of an issuer
/// SayDo holds: "tmsc" once TSMC is onboarded, nothing before; "form" or "from" never.
#[test]
fn four_letters_swapped_in_a_held_name() {
    for (state, idx) in indexes() {
        let got = idx.resolve("tmsc 2022 net income, in NT$?");
        match state {
            "onboarded" => assert!(matches!(&got, Resolution::Issuer(c) if c.cik == 1046179), "{state}: {}", describe(&got)),
            _ => assert!(matches!(got, Resolution::NoIssuer), "{state}: {}", describe(&got)),
        }
        for q in ["what is the form of the guide", "revenue from fiscal 2024 onward"] {
            assert!(matches!(idx.resolve(q), Resolution::NoIssuer), "{state} {q}: {}", describe(&idx.resolve(q)));
        }
    }
    assert!(super::swapped("tmsc", "tsmc") && !super::swapped("tmsc", "tmsc") && !super::swapped("abcd", "badc"));
}

/// A held name followed by another name's words and its ending is another company: "Tesla
/// Maritime Holdings", "Apple Orchard Partners Inc."; the name's own legal form is its own.
#[test]
fn a_held_name_inside_another_companys_name() {
    for (state, idx) in indexes() {
        for q in ["Tesla Maritime Holdings net income 2023", "Apple Orchard Partners revenue 2024", "Snowflake Glacier Analytics Inc. revenue 2024"] {
            assert!(matches!(idx.resolve(q), Resolution::NoIssuer), "{state} {q}: {}", describe(&idx.resolve(q)));
        }
        let got = idx.resolve("Tesla Inc. revenue 2023");
        assert!(matches!(&got, Resolution::Issuer(c) if c.cik == 1318605), "{state}: {}", describe(&got));
        let got = idx.resolve("Taiwan Semiconductor Manufacturing Co Ltd net income");
        assert!(matches!(&got, Resolution::Issuer(c) if c.cik == 1046179), "{state}: {}", describe(&got));
    }
}

/// Six or seven letters two edits from a name are a typo only of an issuer SayDo holds:
/// "nivida" once NVIDIA is onboarded, nothing before; ordinary words never.
#[test]
fn six_letters_two_edits_from_a_held_name() {
    for (state, idx) in indexes() {
        let got = idx.resolve("nivida revenue for FY25's closing quarter?");
        match state {
            "onboarded" => assert!(matches!(&got, Resolution::Issuer(c) if c.cik == 1045810), "{state}: {}", describe(&got)),
            _ => assert!(matches!(got, Resolution::NoIssuer), "{state}: {}", describe(&got)),
        }
        for q in ["what was the margin in the period", "how did the dollar move against the outlook", "media and video revenue growth"] {
            assert!(matches!(idx.resolve(q), Resolution::NoIssuer), "{state} {q}: {}", describe(&idx.resolve(q)));
        }
    }
}

#[test]
fn ordinary_words_are_not_companies() {
    for (state, idx) in indexes() {
        for q in [
            "What was revenue last quarter?",
            "Did they beat the EPS guide for Q3 on a GAAP basis?",
            "what was the gaap eps and the outlook for fiscal 2024",
            "Is a beat or a miss more likely?",
            "How did margins compare with guidance in FY24?",
            "What was the quarter's operating margin versus the outlook?",
            "did the company beat its first quarter guide",
            "What is the capital of France?",
            "revenue growth year over year",
        ] {
            assert_eq!(idx.resolve(q), Resolution::NoIssuer, "{state} {q:?}: {}", describe(&idx.resolve(q)));
        }
    }
}

#[test]
fn english_words_are_told_from_tickers() {
    for w in ["snow", "land", "gaap", "revenue", "margin", "strength", "twelfth", "apple", "beat"] {
        assert!(word_like(w), "{w}");
    }
    for w in ["nvda", "tsla", "aapl", "msft", "amzn", "googl", "intc", "crm", "lpa", "tsm"] {
        assert!(!word_like(w), "{w}");
    }
    assert_eq!(edit_distance("appel", "apple", 1), Some(1));
    assert_eq!(edit_distance("mircosoft", "microsoft", 2), Some(1));
    assert_eq!(edit_distance("hooli", "nvidia", 2), None);
}

/// Units of money and finance abbreviations beside a company are no second company: "in $M",
/// "$bn", "NI" (net income) are not Macy's, Brookfield or NI Holdings.
#[test]
fn units_and_abbreviations_are_not_companies() {
    for (state, idx) in indexes() {
        for (q, cik) in [
            ("In $M, what was NVDA's data center revenue in FY24?", 1045810u64),
            ("tsla rev 2Q22 in $bn", 1318605),
            ("AAPL opex, FY2024, in $B?", 320193),
            ("Snowflake NI for fiscal 2025", 1640147),
        ] {
            match idx.resolve(q) {
                Resolution::Issuer(c) => assert_eq!(c.cik, cik, "{state} {q:?}"),
                r => panic!("{state} {q:?}: {}", describe(&r)),
            }
        }
    }
}

/// A company whose one-word name is an ordinary word written in lower case ("crypto" for
/// Crypto Co) is a weak mention: beside a company named outright it is no second subject.
#[test]
fn ordinary_lower_case_words_beside_a_named_company() {
    for (state, idx) in indexes() {
        let q = "how bad was the crypto hangover for nvidia - what revenue were they forecasting for the quarter that ended july 31 2022?";
        match idx.resolve(q) {
            Resolution::Issuer(c) => assert_eq!(c.cik, 1045810, "{state} {q:?}"),
            r => panic!("{state} {q:?}: {}", describe(&r)),
        }
    }
}

/// A preposition that opens the question has its capital from the sentence: "Beyond China, …"
/// is not Beyond, Inc. beside the company named. With its legal form it is the company.
#[test]
fn a_sentences_first_word_is_no_name() {
    for (state, idx) in indexes() {
        for q in [
            "Beyond China, which destinations did the export licensing rules described in Nvidia's 10-Q for Q3 FY2024 reach?",
            "Outside the US, how much revenue did Nvidia book in fiscal 2024?",
        ] {
            match idx.resolve(q) {
                Resolution::Issuer(c) => assert_eq!(c.cik, 1045810, "{state} {q:?}"),
                r => panic!("{state} {q:?}: {}", describe(&r)),
            }
        }
        match idx.resolve("Beyond Inc revenue in 2024?") {
            Resolution::Issuer(c) => assert_ne!(c.cik, 1045810, "{state}"),
            r => panic!("{state}: {}", describe(&r)),
        }
    }
}

/// Capitals before a capitalised word of a name ("DGX Cloud") are a product's first word: a
/// ticker still, but no second company beside one named outright.
#[test]
fn a_tickers_letters_opening_a_products_name() {
    for (state, idx) in indexes() {
        for (q, cik) in [("What is DGX Cloud, as Nvidia's filing for the first quarter of fiscal 2024 describes it?", 1045810), ("NVDA Data Center revenue in fiscal 2024?", 1045810), ("DGX revenue in 2023?", 1022079)] {
            match idx.resolve(q) {
                Resolution::Issuer(c) => assert_eq!(c.cik, cik, "{state} {q:?}"),
                r => panic!("{state} {q:?}: {}", describe(&r)),
            }
        }
    }
}
