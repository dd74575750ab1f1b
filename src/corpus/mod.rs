//! The filings corpus: earnings releases (8-K item 2.02, EX-99.1) and periodic reports
//! (10-Q, 10-K) fetched from SEC, cleaned to text, chunked with provenance, and kept for at
//! most SAYDO_CORPUS_ISSUERS issuers (a cache: evicting drops chunks, keeps facts and guidance).
//!
//! One file per job: `filings` (what an issuer filed and where its documents are), `chunk`,
//! `ingest` (fetch, clean, store; what a question needs), `cache` (eviction and vectors),
//! `search` (hybrid retrieval).

pub mod cache;
pub mod chunk;
pub mod filings;
pub mod ingest;
pub mod search;

pub use cache::{embed_pending, enforce_cache};
pub use chunk::{chunk, Chunk};
pub use filings::{calendar, earnings_releases, fetch_exhibit, fetch_more_exhibits, parse_index, periodic_reports, Exhibit, FilingRow};
pub use ingest::{ingest, ingest_releases_between, ingest_reports_for, prepare_for, IngestProgress, IngestSummary, Prepared};
