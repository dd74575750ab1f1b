use std::str::FromStr;

use rust_decimal::Decimal;
use saydo::fiscal::{FiscalPeriod, Span};
use saydo::tools::facts::{actual, Vintage};

use crate::support::{fresh_database, owner, spawn_app};

fn usd(s: &str) -> Decimal {
    Decimal::from_str(s).unwrap()
}

#[tokio::test]
async fn onboards_five_issuers_with_real_values() {
    let t = spawn_app().await;
    let app = &t.app;
    let mut ciks = vec![];
    for who in ["NVDA", "Apple", "TSMC", "Tesla", "Snowflake"] {
        let c = app.resolve_one(who).await.unwrap_or_else(|e| panic!("{who}: {e}"));
        let s = app.onboard(c.cik, &()).await.unwrap_or_else(|e| panic!("{who}: {e}"));
        assert!(s.facts_new > 1000, "{who}: only {} facts", s.facts_new);
        println!("{}", s.line());
        ciks.push((who, c.cik, s));
    }
    let nvda = ciks[0].1;
    assert_eq!(nvda, 1045810);
    assert_eq!(ciks[0].2.facts_seen, 26903, "every NVIDIA fact, once");

    // Reported third quarter of fiscal 2024 (ended 2023-10-29).
    let q3 = actual(&app.store.query, nvda, "Revenues", "USD", FiscalPeriod { year: 2024, span: Span::Q3 }, Vintage::Latest)
        .await
        .unwrap()
        .expect("NVIDIA Q3 FY2024 revenue");
    assert_eq!(q3.value, usd("18120000000"));
    assert_eq!(q3.end.to_string(), "2023-10-29");
    assert!(!q3.is_derived());

    // No three-month fact for Q4: derived as FY minus nine months, both inputs cited.
    let q4 = actual(&app.store.query, nvda, "Revenues", "USD", FiscalPeriod { year: 2024, span: Span::Q4 }, Vintage::Latest)
        .await
        .unwrap()
        .expect("NVIDIA Q4 FY2024 revenue");
    assert_eq!(q4.value, usd("22103000000"));
    assert!(q4.is_derived());
    assert_eq!(q4.derived_from.len(), 2);
    assert_eq!(q4.derived_from[0].value, usd("60922000000"));
    assert_eq!(q4.derived_from[1].value, usd("38819000000"));
    assert_eq!(q4.end.to_string(), "2024-01-28");

    // Apple's net sales for the fiscal year ended 2023-09-30.
    let apple = ciks[1].1;
    let fy = actual(
        &app.store.query,
        apple,
        "RevenueFromContractWithCustomerExcludingAssessedTax",
        "USD",
        FiscalPeriod { year: 2023, span: Span::FY },
        Vintage::Latest,
    )
    .await
    .unwrap()
    .expect("Apple FY2023 net sales");
    assert_eq!(fy.value, usd("383285000000"));
    assert_eq!(fy.end.to_string(), "2023-09-30");

    // A prior-year comparative in a 10-K is filed under its own period, not the filing's fy.
    let db = owner(&t.db_url).await;
    let (fy_given, fiscal_year, fiscal_period): (i32, i32, String) = sqlx::query_as(
        "SELECT fy, fiscal_year, fiscal_period FROM facts WHERE cik = $1 AND concept = 'Revenues' AND unit = 'USD'
           AND accession = '0001045810-24-000029' AND period_end = '2023-01-29' AND period_start = '2022-01-31'",
    )
    .bind(nvda as i64)
    .fetch_one(&db)
    .await
    .unwrap();
    assert_eq!((fy_given, fiscal_year, fiscal_period.as_str()), (2024, 2023, "FY"));

    // TSMC reports under IFRS, in TWD.
    let tsmc_ifrs: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM facts WHERE cik = 1046179 AND taxonomy = 'ifrs-full' AND concept = 'Revenue' AND unit = 'TWD'",
    )
    .fetch_one(&db)
    .await
    .unwrap();
    assert!(tsmc_ifrs > 10, "TSMC ifrs-full Revenue facts: {tsmc_ifrs}");
    // Units other than currency survive as given.
    let units: Vec<String> =
        sqlx::query_scalar("SELECT DISTINCT unit FROM facts WHERE cik = $1 ORDER BY unit").bind(nvda as i64).fetch_all(&db).await.unwrap();
    for u in ["USD", "USD/shares", "shares", "pure"] {
        assert!(units.iter().any(|x| x == u), "unit {u} missing from {units:?}");
    }

    // Snowflake has no submissions in the mirror: the calendar is inferred from its facts.
    let fye: String = sqlx::query_scalar("SELECT fiscal_year_end FROM issuers WHERE cik = 1640147").fetch_one(&db).await.unwrap();
    assert_eq!(fye, "0131");
    // The filings list of an issuer with submissions, including items for 8-Ks.
    let earnings: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM filings WHERE cik = $1 AND form = '8-K' AND '2.02' = ANY(items)",
    )
    .bind(nvda as i64)
    .fetch_one(&db)
    .await
    .unwrap();
    assert!(earnings >= 8, "NVIDIA earnings releases listed: {earnings}");

    // Onboarding again appends nothing.
    let before: i64 = sqlx::query_scalar("SELECT count(*) FROM facts").fetch_one(&db).await.unwrap();
    let again = app.onboard(nvda, &()).await.unwrap();
    assert_eq!(again.facts_new, 0);
    assert_eq!(again.filings_new, 0);
    let after: i64 = sqlx::query_scalar("SELECT count(*) FROM facts").fetch_one(&db).await.unwrap();
    assert_eq!(before, after);
}

#[tokio::test]
async fn restated_values_keep_both_vintages() {
    let t = spawn_app().await;
    let app = &t.app;
    let c = app.resolve_one("TSLA").await.unwrap();
    app.onboard(c.cik, &()).await.unwrap();
    let db = owner(&t.db_url).await;
    // Find a quarter whose value differs between filings (a restatement or reclassification).
    let (concept, year, period): (String, i32, String) = sqlx::query_as(
        "SELECT concept, fiscal_year, fiscal_period FROM facts
          WHERE cik = $1 AND unit = 'USD' AND fiscal_period IN ('Q1','Q2','Q3','FY') AND period_start IS NOT NULL
          GROUP BY concept, fiscal_year, fiscal_period, period_start, period_end
         HAVING count(DISTINCT value) > 1
          ORDER BY concept, fiscal_year LIMIT 1",
    )
    .bind(c.cik as i64)
    .fetch_one(&db)
    .await
    .expect("Tesla has restated figures");
    let p = FiscalPeriod { year, span: Span::parse(&period).unwrap() };
    let first = actual(&app.store.query, c.cik, &concept, "USD", p, Vintage::FirstReported).await.unwrap().unwrap();
    let latest = actual(&app.store.query, c.cik, &concept, "USD", p, Vintage::Latest).await.unwrap().unwrap();
    assert_ne!(first.value, latest.value, "{concept} {p}");
    assert!(first.fact.as_ref().unwrap().filed <= latest.fact.as_ref().unwrap().filed);
    assert!(!latest.other_values.is_empty());
}

#[tokio::test]
async fn concurrent_onboarding_of_one_issuer_stores_each_fact_once() {
    let t = spawn_app().await;
    let (a, b) = tokio::join!(t.app.onboard(1045810, &()), t.app.onboard(1045810, &()));
    let (a, b) = (a.unwrap(), b.unwrap());
    assert_eq!(a.facts_new + b.facts_new, 26903, "{} + {}", a.facts_new, b.facts_new);
    let n: i64 = sqlx::query_scalar("SELECT count(*) FROM facts").fetch_one(&owner(&t.db_url).await).await.unwrap();
    assert_eq!(n, 26903);
}

/// An onboarding holds an ingest connection while SEC answers; with more onboardings at once
/// than the ingest pool has connections, the SEC limiter (its own connections) must still hand
/// out tokens, or every onboarding waits on the others until the pool times out.
#[tokio::test]
async fn more_onboardings_at_once_than_ingest_connections_all_finish() {
    let t = spawn_app().await;
    let ciks = [1045810u64, 320193, 1046179, 1318605, 1640147, 1997711];
    let started = std::time::Instant::now();
    let results = futures::future::join_all(ciks.iter().map(|&cik| t.app.onboard(cik, &()))).await;
    for (cik, r) in ciks.iter().zip(results) {
        let s = r.unwrap_or_else(|e| panic!("CIK {cik}: {e}"));
        assert!(s.facts_new > 100, "CIK {cik}: {} facts", s.facts_new);
    }
    assert!(started.elapsed() < std::time::Duration::from_secs(8), "took {:?}", started.elapsed());
    let issuers: i64 = sqlx::query_scalar("SELECT count(*) FROM issuers").fetch_one(&owner(&t.db_url).await).await.unwrap();
    assert_eq!(issuers, 6);
    assert!(t.sec.max_per_second() <= 10 && t.sec.count_status(403) == 0, "SEC saw {} in a second", t.sec.max_per_second());
}

/// Facts go in by binary COPY: every numeric, date and NULL arrives exactly as Rust held it
/// (digits, scale and sign; dates either side of Postgres's 2000-01-01 epoch).
#[tokio::test]
async fn binary_copy_stores_values_exactly() {
    use saydo::store::copy::BinaryCopy;
    let db = fresh_database().await;
    let pool = owner(&db).await;
    let values = [
        "0", "0.00", "1", "-1", "10000", "9999", "0.0001", "0.00001", "-0.5", "1.500", "123456789.000100", "-1234.5678",
        "18120000000", "-6.23", "0.0000000000000000000000000001", "79228162514264337593543950335", "-7922816251426433759354395033.5",
        "100000000", "1E-7", "12345678901234567890.12345678",
    ];
    let dates = ["1999-12-31", "2000-01-01", "1970-01-01", "2024-02-29", "1900-03-01"];
    let mut rows = BinaryCopy::with_capacity(1024);
    for (k, v) in values.iter().enumerate() {
        let d: Decimal = v.parse().or_else(|_| Decimal::from_scientific(v)).unwrap();
        let date = chrono::NaiveDate::parse_from_str(dates[k % dates.len()], "%Y-%m-%d").unwrap();
        rows.row(5).int8(k as i64).numeric(d).date(if k % 3 == 0 { None } else { Some(date) }).int4(Some(-(k as i32))).text((k % 2 == 0).then_some("ä\t\\\n"));
    }
    let mut conn = pool.acquire().await.unwrap();
    sqlx::query("CREATE TABLE copied (k bigint, v numeric, d date, i int, t text)").execute(&mut *conn).await.unwrap();
    let mut copy = conn.copy_in_raw("COPY copied FROM STDIN (FORMAT binary)").await.unwrap();
    copy.send(rows.finish()).await.unwrap();
    assert_eq!(copy.finish().await.unwrap(), values.len() as u64);
    let got: Vec<(i64, String, Option<chrono::NaiveDate>, i32, Option<String>)> =
        sqlx::query_as("SELECT k, v::text, d, i, t FROM copied ORDER BY k").fetch_all(&mut *conn).await.unwrap();
    for (k, v, d, i, t) in got {
        let want: Decimal = values[k as usize].parse().or_else(|_| Decimal::from_scientific(values[k as usize])).unwrap();
        assert_eq!(v, want.to_string(), "numeric #{k}");
        let date = chrono::NaiveDate::parse_from_str(dates[k as usize % dates.len()], "%Y-%m-%d").unwrap();
        assert_eq!(d, if k % 3 == 0 { None } else { Some(date) });
        assert_eq!(i, -(k as i32));
        assert_eq!(t.as_deref(), (k % 2 == 0).then_some("ä\t\\\n"));
    }
}
