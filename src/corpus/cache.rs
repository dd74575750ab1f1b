//! The corpus as a cache of at most SAYDO_CORPUS_ISSUERS issuers (eviction drops documents,
//! chunks and vectors, never facts or guidance), and the vectors its chunks are given.

use crate::error::Result;
use crate::store::Store;

/// Keeps the corpus a cache of at most `limit` issuers: beyond it, the issuer asked about
/// least recently loses its documents, chunks and vectors in one transaction. Its XBRL facts
/// and extracted guidance stay. Returns the CIKs evicted.
pub async fn enforce_cache(store: &Store, keep: u64, limit: u32) -> Result<Vec<u64>> {
    let mut tx = store.ingest.begin().await?;
    // One evictor at a time.
    sqlx::query("SELECT pg_advisory_xact_lock(hashtext('saydo.corpus_cache'))").execute(&mut *tx).await?;
    let victims: Vec<i64> = sqlx::query_scalar(
        "SELECT c.cik FROM corpus_issuers c LEFT JOIN issuers i ON i.cik = c.cik
          WHERE c.cik <> $1
          ORDER BY i.last_question_at DESC NULLS LAST, c.promoted_at DESC
          OFFSET GREATEST(0, $2 - 1)",
    )
    .bind(keep as i64)
    .bind(limit as i64)
    .fetch_all(&mut *tx)
    .await?;
    for v in &victims {
        sqlx::query("DELETE FROM documents WHERE cik = $1").bind(v).execute(&mut *tx).await?;
        sqlx::query("DELETE FROM corpus_issuers WHERE cik = $1").bind(v).execute(&mut *tx).await?;
        tracing::info!(cik = v, "evicted from the corpus cache (facts and guidance kept)");
    }
    tx.commit().await?;
    Ok(victims.into_iter().map(|v| v as u64).collect())
}

/// Gives every chunk of an issuer without a vector in the embedder's space one, in batches;
/// each batch commits on its own so an interruption keeps what was done. A chunk embedded in
/// another space (the model or pooling changed) is re-embedded: its old vector is never
/// compared meanwhile, as search filters by space.
pub async fn embed_pending(store: &Store, embedder: &dyn crate::embed::Embedder, cik: u64) -> Result<usize> {
    let space = embedder.space().id();
    let mut done = 0;
    loop {
        let rows: Vec<(i64, String)> = sqlx::query_as(
            "SELECT id, text FROM chunks WHERE cik = $1 AND (embedding IS NULL OR space IS DISTINCT FROM $2) ORDER BY id LIMIT 64",
        )
        .bind(cik as i64)
        .bind(&space)
        .fetch_all(&store.ingest)
        .await?;
        if rows.is_empty() {
            return Ok(done);
        }
        let texts: Vec<String> = rows.iter().map(|r| r.1.clone()).collect();
        let vecs = embedder.embed(&texts).await?;
        let ids: Vec<i64> = rows.iter().map(|r| r.0).collect();
        let vectors: Vec<pgvector::Vector> = vecs.into_iter().map(pgvector::Vector::from).collect();
        sqlx::query(
            "UPDATE chunks SET embedding = x.v, space = $3 FROM UNNEST($1::bigint[], $2::vector[]) AS x(id, v)
              WHERE chunks.id = x.id AND (chunks.embedding IS NULL OR chunks.space IS DISTINCT FROM $3)",
        )
        .bind(&ids)
        .bind(&vectors)
        .bind(&space)
        .execute(&store.ingest)
        .await?;
        done += rows.len();
    }
}

