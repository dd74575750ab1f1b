//! The shared context every command and request runs with.

use std::sync::Arc;

use crate::config::Config;
use crate::error::{Error, Result};
use crate::onboard::{self, OnboardSummary, Progress};
use crate::resolve::{self, Candidate, Resolution, Resolver};
use crate::sec::Sec;
use crate::store::Store;

#[derive(Clone)]
pub struct App {
    pub cfg: Arc<Config>,
    pub store: Store,
    pub sec: Sec,
    pub resolver: Arc<Resolver>,
    /// The model, when an API key is configured.
    pub llm: Option<Arc<dyn crate::llm::Llm>>,
    /// The embedder: Workers AI when configured, else the local model, else none (full text only).
    pub embedder: Option<Arc<dyn crate::embed::Embedder>>,
}

const TICKERS_MAX_AGE: std::time::Duration = std::time::Duration::from_secs(24 * 3600);

impl App {
    /// Validates config, migrates, connects. Everything a command needs before it runs.
    pub async fn start(cfg: Config) -> Result<App> {
        cfg.validate()?;
        Store::migrate(&cfg.database_url).await?;
        let store = Store::connect(&cfg).await?;
        let sec = Sec::from_config(&cfg, store.limiter.clone())?;
        let llm: Option<Arc<dyn crate::llm::Llm>> = match cfg.anthropic_api_key.as_deref().filter(|k| !k.trim().is_empty()) {
            Some(key) => Some(Arc::new(crate::llm::Anthropic::new(
                &cfg.anthropic_url,
                key,
                &cfg.model,
                std::time::Duration::from_secs(cfg.llm_timeout_secs),
            )?)),
            None => None,
        };
        let embedder = crate::embed::from_config(&cfg)?;
        Ok(App { cfg: Arc::new(cfg), store, sec, resolver: Arc::new(Resolver::default()), llm, embedder })
    }

    /// Makes sure SEC's ticker map is cached and fresh (older than a day is refetched).
    pub async fn ensure_tickers(&self) -> Result<()> {
        if let Some(n) = resolve::refresh_tickers(&self.store, &self.sec, TICKERS_MAX_AGE, false).await? {
            tracing::info!(entries = n, "refreshed SEC's company_tickers.json");
            self.resolver.invalidate().await;
        }
        Ok(())
    }

    /// Resolves free text (a question, a ticker, a name, a CIK) to an issuer.
    pub async fn resolve(&self, text: &str) -> Result<Resolution> {
        if let Some(cik) = resolve::parse_cik(text) {
            let name: Option<String> = sqlx::query_scalar(
                "SELECT name FROM issuers WHERE cik = $1 UNION ALL SELECT title FROM sec_tickers WHERE cik = $1 LIMIT 1",
            )
            .bind(cik as i64)
            .fetch_optional(&self.store.query)
            .await?;
            let ticker: Option<String> = sqlx::query_scalar("SELECT ticker FROM sec_tickers WHERE cik = $1 ORDER BY ticker LIMIT 1")
                .bind(cik as i64)
                .fetch_optional(&self.store.query)
                .await?;
            return Ok(Resolution::Issuer(Candidate {
                cik,
                ticker,
                name: name.unwrap_or_else(|| format!("CIK {cik}")),
                onboarded: onboard::onboarded(&self.store, cik).await?.is_some(),
            }));
        }
        self.ensure_tickers().await?;
        self.resolver.resolve(&self.store, text).await
    }

    /// Resolves and demands exactly one issuer.
    pub async fn resolve_one(&self, text: &str) -> Result<Candidate> {
        match self.resolve(text).await? {
            Resolution::Issuer(c) => Ok(c),
            Resolution::NoIssuer => Err(Error::NoIssuer(text.to_owned())),
            Resolution::Ambiguous(list) => Err(Error::Ambiguous(format!(
                "{text:?} could be several issuers: {}",
                list.iter()
                    .map(|c| format!("{} ({}, CIK {})", c.name, c.ticker.as_deref().unwrap_or("-"), c.cik))
                    .collect::<Vec<_>>()
                    .join("; ")
            ))),
        }
    }

    /// Onboards an issuer SayDo has not seen before; `None` when its facts are already held.
    /// The one way every door (ask, the scorecard endpoint, the CLI) onboards.
    pub async fn ensure_onboarded(&self, cik: u64, progress: &dyn Progress) -> Result<Option<OnboardSummary>> {
        if onboard::onboarded(&self.store, cik).await?.is_some() {
            return Ok(None);
        }
        self.onboard(cik, progress).await.map(Some)
    }

    pub async fn onboard(&self, cik: u64, progress: &dyn Progress) -> Result<OnboardSummary> {
        let s = onboard::onboard(&self.store, &self.sec, cik, progress).await?;
        self.resolver.invalidate().await;
        Ok(s)
    }
}

impl App {
    /// Embeds an issuer's chunks that have no vector yet, in the embedder's space.
    pub async fn embed_pending(&self, cik: u64) -> Result<usize> {
        let Some(e) = &self.embedder else { return Ok(0) };
        crate::corpus::embed_pending(&self.store, e.as_ref(), cik).await
    }

    /// Embeds in the background: the first question does not wait for vectors; search uses
    /// full text until they exist.
    pub fn embed_in_background(&self, cik: u64) {
        if self.embedder.is_none() {
            return;
        }
        let app = self.clone();
        tokio::spawn(async move {
            match app.embed_pending(cik).await {
                Ok(n) if n > 0 => tracing::info!(cik, chunks = n, "embedded"),
                Ok(_) => {}
                Err(e) => tracing::warn!(cik, error = %e, "background embedding failed; search stays on full text"),
            }
        });
    }
}
