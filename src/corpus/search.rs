//! Hybrid search over one issuer's chunks: pgvector cosine (when vectors exist in the query's
//! space) and Postgres full text, fused by reciprocal rank fusion. Always scoped to the issuer
//! (and a filing-date window when given) before ranking.

use chrono::NaiveDate;
use serde::Serialize;
use sqlx::PgPool;

use crate::error::Result;

#[derive(Debug, Clone, Serialize, sqlx::FromRow)]
pub struct Passage {
    pub id: i64,
    pub accession: String,
    pub form: String,
    pub filed: NaiveDate,
    pub url: String,
    pub section: String,
    pub start_char: i32,
    pub end_char: i32,
    pub text: String,
    #[sqlx(skip)]
    pub dense_rank: Option<usize>,
    #[sqlx(skip)]
    pub sparse_rank: Option<usize>,
    #[sqlx(skip)]
    pub score: f64,
}

pub struct Query<'a> {
    pub cik: u64,
    pub text: &'a str,
    pub from: Option<NaiveDate>,
    pub to: Option<NaiveDate>,
    pub limit: usize,
    /// The question's vector and the space it is in (model/pooling/dims), when an embedder ran.
    pub vector: Option<(&'a [f32], &'a str)>,
}

const RRF_K: f64 = 60.0;
/// Candidates asked of each list. The HNSW index is searched with `hnsw.ef_search` above this
/// and iterative scans on (set per connection in `store`), so a search filtered to one issuer
/// still returns its full depth.
pub const DEPTH: i64 = 50;

const COLUMNS: &str = "id, accession, form, filed, url, section, start_char, end_char, text";

pub async fn search(pool: &PgPool, q: &Query<'_>) -> Result<Vec<Passage>> {
    // The two lists are independent: asked on two pooled connections at once, a search costs
    // the slower of them rather than their sum.
    let (sparse, dense) = tokio::try_join!(sparse(pool, q), dense(pool, q))?;
    Ok(fuse(dense, sparse, q.limit))
}

async fn sparse(pool: &PgPool, q: &Query<'_>) -> Result<Vec<Passage>> {
    // Any of the words (questions are prose, not boolean queries); chunks holding all of them
    // first, then cover density normalised for length.
    Ok(sqlx::query_as(&format!(
        "SELECT {COLUMNS} FROM chunks,
                to_tsquery('english', NULLIF(replace(plainto_tsquery('english', $2)::text, '&', '|'), '')) AS q
          WHERE cik = $1 AND tsv @@ q
            AND ($3::date IS NULL OR filed >= $3) AND ($4::date IS NULL OR filed <= $4)
          ORDER BY (tsv @@ plainto_tsquery('english', $2)) DESC, ts_rank_cd(tsv, q, 1) DESC, id LIMIT $5"
    ))
    .bind(q.cik as i64)
    .bind(q.text)
    .bind(q.from)
    .bind(q.to)
    .bind(DEPTH)
    .fetch_all(pool)
    .await?)
}

async fn dense(pool: &PgPool, q: &Query<'_>) -> Result<Vec<Passage>> {
    let Some((vec, space)) = q.vector else { return Ok(vec![]) };
    // Only vectors of the question's own space are compared. Chunks embedded in another space
    // (before a change of model or pooling) are not candidates: they are re-embedded in the
    // background, and full text answers for them meanwhile.
    Ok(sqlx::query_as(&format!(
        "SELECT {COLUMNS} FROM chunks
          WHERE cik = $1 AND embedding IS NOT NULL AND space = $2
            AND ($3::date IS NULL OR filed >= $3) AND ($4::date IS NULL OR filed <= $4)
          ORDER BY embedding <=> $5 LIMIT $6"
    ))
    .bind(q.cik as i64)
    .bind(space)
    .bind(q.from)
    .bind(q.to)
    .bind(pgvector::Vector::from(vec.to_vec()))
    .bind(DEPTH)
    .fetch_all(pool)
    .await?)
}

/// Reciprocal rank fusion: score = Σ 1 / (k + rank) over the lists a passage is in.
pub fn fuse(dense: Vec<Passage>, sparse: Vec<Passage>, limit: usize) -> Vec<Passage> {
    let mut all: Vec<Passage> = Vec::new();
    for (rank, mut p) in dense.into_iter().enumerate() {
        p.dense_rank = Some(rank + 1);
        p.score = 1.0 / (RRF_K + (rank + 1) as f64);
        all.push(p);
    }
    for (rank, p) in sparse.into_iter().enumerate() {
        let s = 1.0 / (RRF_K + (rank + 1) as f64);
        match all.iter_mut().find(|x| x.id == p.id) {
            Some(x) => {
                x.sparse_rank = Some(rank + 1);
                x.score += s;
            }
            None => {
                let mut p = p;
                p.sparse_rank = Some(rank + 1);
                p.score = s;
                all.push(p);
            }
        }
    }
    all.sort_by(|a, b| b.score.partial_cmp(&a.score).unwrap().then(a.id.cmp(&b.id)));
    all.truncate(limit);
    all
}
