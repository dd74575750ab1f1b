//! The corpus is a cache of at most ten issuers: promoting an eleventh evicts the one asked
//! about least recently — its documents, chunks and vectors — and keeps its facts and guidance.

use saydo::ask::{ask, AskOptions};

use crate::support::{evidence, owner, spawn_app};

#[tokio::test]
async fn an_eleventh_issuer_evicts_the_least_recently_asked() {
    let t = spawn_app().await;
    let db = owner(&t.db_url).await;
    let opts = AskOptions { client_ip: None, model_allowed: true, budgeted: false };
    // NVIDIA enters the corpus through a question, then is asked about long ago.
    let r = ask(&t.app, "What did NVIDIA say about data center demand?", &opts, &()).await.unwrap();
    assert!(!r.passages.is_empty());
    let guidance_before: i64 = sqlx::query_scalar("SELECT count(*) FROM guidance WHERE cik = 1045810").fetch_one(&db).await.unwrap();
    let facts_before: i64 = sqlx::query_scalar("SELECT count(*) FROM facts WHERE cik = 1045810").fetch_one(&db).await.unwrap();
    assert!(guidance_before > 0 && facts_before > 0);
    sqlx::query("UPDATE issuers SET last_question_at = now() - interval '30 days' WHERE cik = 1045810").execute(&db).await.unwrap();
    // Ten other issuers hold a corpus, each asked about more recently.
    for i in 1..=10i64 {
        sqlx::query("INSERT INTO issuers (cik, name, fiscal_year_end, last_question_at) VALUES ($1, $2, '1231', now() - make_interval(days => $1::int))")
            .bind(i).bind(format!("Synthetic {i}")).execute(&db).await.unwrap();
        sqlx::query("INSERT INTO documents (cik, accession, form, doc_type, filed, url, status, text) VALUES ($1, $2, '8-K', 'EX-99.1', '2024-01-01', 'u', 'ok', 'text')")
            .bind(i).bind(format!("{:010}-24-000001", i)).execute(&db).await.unwrap();
        sqlx::query("INSERT INTO chunks (document_id, cik, accession, form, filed, url, section, start_char, end_char, text)
                     SELECT id, cik, accession, form, filed, url, 'Outlook', 0, 4, 'text' FROM documents WHERE cik = $1")
            .bind(i).execute(&db).await.unwrap();
        sqlx::query("INSERT INTO corpus_issuers (cik, state) VALUES ($1, 'ready')").bind(i).execute(&db).await.unwrap();
    }
    let in_corpus: i64 = sqlx::query_scalar("SELECT count(*) FROM corpus_issuers").fetch_one(&db).await.unwrap();
    assert_eq!(in_corpus, 11);
    // Promoting the tenth synthetic issuer's newest state enforces the limit of ten.
    let evicted = saydo::corpus::enforce_cache(&t.app.store, 1, 10).await.unwrap();
    assert_eq!(evicted, vec![1045810]);
    let chunks: i64 = sqlx::query_scalar("SELECT count(*) FROM chunks WHERE cik = 1045810").fetch_one(&db).await.unwrap();
    let docs: i64 = sqlx::query_scalar("SELECT count(*) FROM documents WHERE cik = 1045810").fetch_one(&db).await.unwrap();
    assert_eq!((chunks, docs), (0, 0), "chunks, vectors and filing text gone");
    let guidance_after: i64 = sqlx::query_scalar("SELECT count(*) FROM guidance WHERE cik = 1045810").fetch_one(&db).await.unwrap();
    let facts_after: i64 = sqlx::query_scalar("SELECT count(*) FROM facts WHERE cik = 1045810").fetch_one(&db).await.unwrap();
    assert_eq!((guidance_after, facts_after), (guidance_before, facts_before), "facts and guidance stay");
    // Say-do still answers from kept guidance and facts.
    let r = ask(&t.app, "Did NVIDIA hit its revenue outlook for Q3 fiscal 2024?", &opts, &()).await.unwrap();
    assert_eq!(evidence(&r)["result"]["comparison"]["position"], "above");
    // A question about the evicted issuer promotes it again, evicting the least recent other.
    let r = ask(&t.app, "What did NVIDIA say about data center demand?", &opts, &()).await.unwrap();
    assert!(!r.passages.is_empty(), "{}", r.answer);
    let back: i64 = sqlx::query_scalar("SELECT count(*) FROM corpus_issuers WHERE cik = 1045810").fetch_one(&db).await.unwrap();
    assert_eq!(back, 1);
    let total: i64 = sqlx::query_scalar("SELECT count(*) FROM corpus_issuers").fetch_one(&db).await.unwrap();
    assert_eq!(total, 10);
    let oldest_gone: i64 = sqlx::query_scalar("SELECT count(*) FROM corpus_issuers WHERE cik = 10").fetch_one(&db).await.unwrap();
    assert_eq!(oldest_gone, 0, "Synthetic 10 was asked about least recently");
}
