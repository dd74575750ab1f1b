//! Pools and roles. Three doors into one database:
//! - `owner`: migrations only;
//! - `ingest` (role `saydo_ingest`): appends facts, filings, guidance; may not rewrite them;
//! - `query` (role `saydo_query`): SELECT only — the answer path reads through this one.
//!
//! With one DATABASE_URL each pooled connection does `SET ROLE` on connect, so the privileges
//! are the database's, not a promise of the code.

pub mod copy;

use std::time::Duration;

use sqlx::postgres::{PgConnectOptions, PgPoolOptions};
use sqlx::{Executor, PgPool};

use crate::config::Config;
use crate::error::Result;

pub static MIGRATOR: sqlx::migrate::Migrator = sqlx::migrate!("./migrations");

#[derive(Clone)]
pub struct Store {
    pub ingest: PgPool,
    pub query: PgPool,
    /// The SEC rate limiter's own connections (as the ingest role): an onboarding holds an
    /// ingest connection while SEC answers, and must never leave the limiter without one.
    pub limiter: PgPool,
}

fn options(url: &str) -> Result<PgConnectOptions> {
    Ok(url.parse::<PgConnectOptions>()?.application_name("saydo"))
}

/// Per-connection settings for vector search. HNSW returns at most `ef_search` candidates
/// (40 by default) before the WHERE clause filters them to one issuer and one space: with a
/// larger `ef_search` and iterative scans (pgvector ≥ 0.8), which keep scanning until the
/// LIMIT is filled, a filtered search returns its full depth.
const VECTOR_SEARCH_SETTINGS: &str = "SET hnsw.ef_search = 200; SET hnsw.iterative_scan = strict_order";

async fn pool_as(url: &str, role: Option<&'static str>, max: u32) -> Result<PgPool> {
    let opts = PgPoolOptions::new()
        .max_connections(max)
        .min_connections(0)
        .acquire_timeout(Duration::from_secs(10))
        // A connection that outlived a Postgres restart is tested before use, so the
        // next request after a restart succeeds without restarting saydo.
        .test_before_acquire(true)
        .after_connect(move |conn, _| {
            Box::pin(async move {
                if let Some(role) = role {
                    conn.execute(format!("SET ROLE {role}").as_str()).await?;
                }
                conn.execute(VECTOR_SEARCH_SETTINGS).await?;
                Ok(())
            })
        });
    Ok(opts.connect_lazy_with(options(url)?))
}

impl Store {
    pub async fn connect(cfg: &Config) -> Result<Store> {
        let ingest = match &cfg.ingest_database_url {
            Some(url) => pool_as(url, None, 4).await?,
            None => pool_as(&cfg.database_url, Some("saydo_ingest"), 4).await?,
        };
        let query = match &cfg.query_database_url {
            Some(url) => pool_as(url, None, 8).await?,
            None => pool_as(&cfg.database_url, Some("saydo_query"), 8).await?,
        };
        let limiter = match &cfg.ingest_database_url {
            Some(url) => pool_as(url, None, 2).await?,
            None => pool_as(&cfg.database_url, Some("saydo_ingest"), 2).await?,
        };
        Ok(Store { ingest, query, limiter })
    }

    /// Runs pending migrations as the owner. Quick and a no-op when current.
    pub async fn migrate(database_url: &str) -> Result<()> {
        let owner = PgPoolOptions::new().max_connections(1).connect_with(options(database_url)?).await?;
        // pgvector must exist before the corpus tables. scripts/setup-postgres.sh creates it on the
        // local cluster; on a server the user gives, this needs the extension installed.
        let has: bool = sqlx::query_scalar("SELECT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'vector')").fetch_one(&owner).await?;
        if !has {
            sqlx::query("CREATE EXTENSION IF NOT EXISTS vector").execute(&owner).await.map_err(|e| {
                crate::error::Error::Config(format!(
                    "the pgvector extension is missing from this database and could not be created ({e}); install pgvector and run CREATE EXTENSION vector as a superuser"
                ))
            })?;
        }
        MIGRATOR.run(&owner).await?;
        owner.close().await;
        Ok(())
    }

    /// True when every migration this binary knows is applied (for /readyz).
    pub async fn migrations_current(&self) -> Result<bool> {
        let applied: Vec<i64> = sqlx::query_scalar("SELECT version FROM _sqlx_migrations WHERE success")
            .fetch_all(&self.query)
            .await?;
        Ok(MIGRATOR.iter().all(|m| applied.contains(&m.version)))
    }
}
