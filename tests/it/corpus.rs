//! The filings corpus from the fake SEC: releases, reports, missing documents, guidance, search.

use saydo::corpus::{self, search};

use crate::support::{owner, spawn_app};

#[tokio::test]
async fn ingests_nvidia_releases_and_reports_with_guidance() {
    let t = spawn_app().await;
    let app = &t.app;
    app.onboard(1045810, &()).await.unwrap();
    // Eight releases wanted: SayDo reads back past the newer ones the mirror lacks (recorded missing).
    let s = corpus::ingest(&app.store, &app.sec, 1045810, 8, 8, &()).await.unwrap();
    println!("{s:?}");
    let db = owner(&t.db_url).await;
    let ok: i64 = sqlx::query_scalar("SELECT count(*) FROM documents WHERE doc_type = 'EX-99.1' AND status = 'ok'").fetch_one(&db).await.unwrap();
    assert_eq!(ok, 8, "the eight releases in the mirror");
    let missing: i64 = sqlx::query_scalar("SELECT count(*) FROM documents WHERE status = 'missing'").fetch_one(&db).await.unwrap();
    assert!(missing > 0 && s.missing as i64 == missing);
    let reports: i64 = sqlx::query_scalar("SELECT count(*) FROM documents WHERE doc_type IN ('10-Q','10-K') AND status = 'ok'").fetch_one(&db).await.unwrap();
    assert!(reports >= 4, "10-Q/10-K read: {reports}");

    // Guidance was stored with provenance; the Q3 FY2024 revenue guide is there.
    let recs = saydo::guidance::for_issuer(&app.store.query, 1045810).await.unwrap();
    let q3 = recs
        .iter()
        .find(|r| r.metric == "revenue" && r.fiscal_year == 2024 && r.fiscal_period == "Q3" && r.tier == "exact")
        .expect("Q3 FY2024 revenue guide");
    assert_eq!(q3.point.unwrap().normalize().to_string(), "16000000000");
    assert_eq!(q3.accession, "0001045810-23-000171");
    assert_eq!(q3.url, "https://www.sec.gov/Archives/edgar/data/1045810/000104581023000171/q2fy24pr.htm");
    // The offsets address the stored clean text.
    let text: String = sqlx::query_scalar("SELECT text FROM documents WHERE accession = $1 AND doc_type = 'EX-99.1'")
        .bind(&q3.accession)
        .fetch_one(&db)
        .await
        .unwrap();
    let s: String = text.chars().skip(q3.offsets[0] as usize).take((q3.offsets[1] - q3.offsets[0]) as usize).collect();
    assert_eq!(s, q3.sentence);

    // Ingesting again fetches nothing new and duplicates nothing.
    let n_before: i64 = sqlx::query_scalar("SELECT count(*) FROM guidance").fetch_one(&db).await.unwrap();
    let again = corpus::ingest(&app.store, &app.sec, 1045810, 8, 8, &()).await.unwrap();
    assert_eq!((again.releases, again.reports, again.guidance), (0, 0, 0));
    let n_after: i64 = sqlx::query_scalar("SELECT count(*) FROM guidance").fetch_one(&db).await.unwrap();
    assert_eq!(n_before, n_after);

    // Full-text search, scoped to the issuer and a filing window.
    let hits = search::search(
        &app.store.query,
        &search::Query { cik: 1045810, text: "data center demand Hopper", from: None, to: None, limit: 5, vector: None, forms: &[] },
    )
    .await
    .unwrap();
    assert!(!hits.is_empty());
    assert!(hits[0].text.to_lowercase().contains("data center") || hits[0].text.contains("Hopper"), "{}", hits[0].text);
    assert!(hits.iter().all(|h| h.sparse_rank.is_some()));
    let windowed = search::search(
        &app.store.query,
        &search::Query {
            cik: 1045810,
            text: "revenue outlook",
            from: chrono::NaiveDate::from_ymd_opt(2023, 8, 1),
            to: chrono::NaiveDate::from_ymd_opt(2023, 8, 31),
            limit: 10,
            vector: None,
            forms: &[],
        },
    )
    .await
    .unwrap();
    assert!(!windowed.is_empty());
    assert!(windowed.iter().all(|h| h.filed.to_string().starts_with("2023-08")));
}

#[tokio::test]
async fn finds_an_exhibit_through_the_older_index_path_and_the_submission_text_file() {
    let t = spawn_app().await;
    // Adobe's index page sits at {cik}/{accession}-index.html; its EX-99.1 file is not in the
    // mirror, so the release comes out of the complete submission text file.
    let ex = corpus::fetch_exhibit(&t.app.sec, 796343, "0000796343-23-000044").await.unwrap().expect("exhibit");
    assert!(ex.url.ends_with("/0000796343-23-000044.txt"), "{}", ex.url);
    let doc = saydo::html::to_text(&ex.html);
    assert!(doc.text.contains("Total revenue | $4.75 billion to $4.78 billion"));
    let paths: Vec<String> = t.sec.log().into_iter().map(|l| l.path).collect();
    assert!(paths.iter().any(|p| p.ends_with("/796343/0000796343-23-000044-index.html")), "{paths:?}");
}

#[test]
fn index_pages_list_documents_by_type() {
    let page = std::fs::read_to_string(
        crate::support::mirror().join("www.sec.gov/Archives/edgar/data/1045810/000104581023000171/0001045810-23-000171-index.htm"),
    )
    .unwrap();
    let rows = corpus::parse_index(&page);
    assert!(rows.iter().any(|r| r.2 == "EX-99.1" && r.1.ends_with("q2fy24pr.htm")), "{rows:?}");
}

/// An outlook left to an EX-99.2 (a CFO commentary) is read with the release: what it adds is
/// stored with the EX-99.2 as its source, what the release already states stays the release's.
/// An EX-99.3 that is a PDF, and an exhibit the index names but the folder lacks, are passed over.
#[tokio::test]
async fn reads_the_outlook_a_release_leaves_to_another_exhibit() {
    let t = spawn_app().await;
    let root = tempfile::tempdir().unwrap();
    let (cik, acc) = (9900001u64, "0009900001-25-000007");
    let dir = root.path().join("www.sec.gov/Archives/edgar/data/9900001/000990000125000007");
    std::fs::create_dir_all(&dir).unwrap();
    let row = |seq: u32, doc: &str, kind: &str| {
        format!("<tr><td scope=\"row\">{seq}</td><td scope=\"row\">{kind}</td><td scope=\"row\"><a href=\"/Archives/edgar/data/9900001/000990000125000007/{doc}\">{doc}</a></td><td scope=\"row\">{kind}</td><td scope=\"row\">1</td></tr>")
    };
    let index = format!(
        "<html><body><table class=\"tableFile\"><tr><th>Seq</th><th>Description</th><th>Document</th><th>Type</th><th>Size</th></tr>{}{}{}{}{}</table></body></html>",
        row(1, "qw-8k.htm", "8-K"),
        row(2, "release.htm", "EX-99.1"),
        row(3, "cfo-commentary.htm", "EX-99.2"),
        row(4, "slides.pdf", "EX-99.3"),
        row(5, "missing.htm", "EX-99.3"),
    );
    std::fs::write(dir.join(format!("{acc}-index.htm")), index).unwrap();
    std::fs::write(
        dir.join("release.htm"),
        "<html><body><p>Quarrywell reported second quarter revenue of $212 million.</p><p>For the third quarter of 2025, Quarrywell expects a GAAP gross margin of approximately 41%.</p></body></html>",
    )
    .unwrap();
    std::fs::write(
        dir.join("cfo-commentary.htm"),
        "<html><body><h2>Outlook</h2><p>For the third quarter of 2025, Quarrywell expects revenue of $220 million to $230 million and a GAAP gross margin of approximately 41%.</p></body></html>",
    )
    .unwrap();
    std::fs::write(dir.join("slides.pdf"), "%PDF-1.4").unwrap();
    let cfg = saydo::config::Config::from_args(["--sec-mirror", root.path().to_str().unwrap()]).unwrap();
    let sec = saydo::sec::Sec::from_config(&cfg, t.app.store.ingest.clone()).unwrap();

    let more = corpus::fetch_more_exhibits(&sec, cik, acc).await.unwrap();
    assert_eq!(more.iter().map(|(k, _)| k.as_str()).collect::<Vec<_>>(), ["EX-99.2"]);
    assert!(corpus::fetch_more_exhibits(&sec, cik, "0009900001-25-000099").await.unwrap().is_empty(), "no index page, nothing more");

    let db = owner(&t.db_url).await;
    sqlx::query("INSERT INTO issuers (cik, name, fiscal_year_end) VALUES ($1, 'QUARRYWELL INC', '1231')").bind(cik as i64).execute(&db).await.unwrap();
    sqlx::query("INSERT INTO filings (accession, cik, form, filed, items) VALUES ($1, $2, '8-K', '2025-07-30', '{2.02}')")
        .bind(acc)
        .bind(cik as i64)
        .execute(&db)
        .await
        .unwrap();
    let sum = corpus::ingest(&t.app.store, &sec, cik, 1, 0, &()).await.unwrap();
    assert_eq!((sum.releases, sum.guidance), (1, 2), "{sum:?}");
    let docs: Vec<String> = sqlx::query_scalar("SELECT doc_type FROM documents WHERE cik = $1 ORDER BY doc_type").bind(cik as i64).fetch_all(&db).await.unwrap();
    assert_eq!(docs, ["EX-99.1", "EX-99.2"]);
    let recs: Vec<(String, String)> =
        sqlx::query_as("SELECT metric, url FROM guidance WHERE cik = $1 ORDER BY metric").bind(cik as i64).fetch_all(&db).await.unwrap();
    assert_eq!(recs.len(), 2, "{recs:?}");
    assert!(recs[0].0 == "gross_margin" && recs[0].1.ends_with("/release.htm"), "{recs:?}");
    assert!(recs[1].0 == "revenue" && recs[1].1.ends_with("/cfo-commentary.htm"), "{recs:?}");
    // Read again, nothing is fetched twice.
    let again = corpus::ingest(&t.app.store, &sec, cik, 1, 0, &()).await.unwrap();
    assert_eq!((again.releases, again.guidance), (0, 0), "{again:?}");
}
