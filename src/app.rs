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
    /// Slots for the long jobs a request can start.
    pub jobs: Arc<Jobs>,
    /// The router's fallback over labelled examples, embedded on first need (or at start-up
    /// by `serve`), when there is an embedder.
    pub classifier: Arc<tokio::sync::OnceCell<Option<crate::route::classifier::Classifier>>>,
}

/// Bounds the long jobs requests start in this process: onboardings and ingests (SEC
/// requests and big parses) take a slot of `work`, background embedding a slot of `embedding`,
/// and an issuer has at most one background embedder. Past the slots, jobs wait their turn.
pub struct Jobs {
    work: tokio::sync::Semaphore,
    embedding: tokio::sync::Semaphore,
    embedding_issuers: std::sync::Mutex<std::collections::HashSet<u64>>,
    running: std::sync::atomic::AtomicUsize,
    most_running: std::sync::atomic::AtomicUsize,
}

/// How long a job waits for a slot before the request is told SayDo is busy.
const JOB_WAIT: std::time::Duration = std::time::Duration::from_secs(60);

/// A held slot of `Jobs::work`.
pub struct JobSlot<'a> {
    _permit: tokio::sync::SemaphorePermit<'a>,
    jobs: &'a Jobs,
}

impl Drop for JobSlot<'_> {
    fn drop(&mut self) {
        self.jobs.running.fetch_sub(1, std::sync::atomic::Ordering::SeqCst);
    }
}

impl Jobs {
    pub fn new(slots: u32) -> Jobs {
        Jobs {
            work: tokio::sync::Semaphore::new(slots as usize),
            embedding: tokio::sync::Semaphore::new(slots as usize),
            embedding_issuers: Default::default(),
            running: Default::default(),
            most_running: Default::default(),
        }
    }

    /// Waits for a slot for an onboarding or an ingest.
    pub async fn slot(&self) -> Result<JobSlot<'_>> {
        use std::sync::atomic::Ordering;
        let permit = tokio::time::timeout(JOB_WAIT, self.work.acquire())
            .await
            .map_err(|_| Error::Busy("every onboarding and ingest slot stayed taken for a minute; try again shortly".into()))?
            .map_err(|_| Error::Busy("shutting down".into()))?;
        let now = self.running.fetch_add(1, Ordering::SeqCst) + 1;
        self.most_running.fetch_max(now, Ordering::SeqCst);
        Ok(JobSlot { _permit: permit, jobs: self })
    }

    /// The most onboardings and ingests that ran at once so far (for tests and logs).
    pub fn most_running(&self) -> usize {
        self.most_running.load(std::sync::atomic::Ordering::SeqCst)
    }
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
        let jobs = Arc::new(Jobs::new(cfg.max_jobs));
        Ok(App { cfg: Arc::new(cfg), store, sec, resolver: Arc::new(Resolver::default()), llm, embedder, jobs, classifier: Default::default() })
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
        let _slot = self.jobs.slot().await?;
        // Another request may have onboarded it while this one waited for the slot.
        if onboard::onboarded(&self.store, cik).await?.is_some() {
            return Ok(None);
        }
        self.onboard_now(cik, progress).await.map(Some)
    }

    /// Onboards (or refreshes) an issuer's facts and filings, within the job limit.
    pub async fn onboard(&self, cik: u64, progress: &dyn Progress) -> Result<OnboardSummary> {
        let _slot = self.jobs.slot().await?;
        self.onboard_now(cik, progress).await
    }

    async fn onboard_now(&self, cik: u64, progress: &dyn Progress) -> Result<OnboardSummary> {
        let s = onboard::onboard(&self.store, &self.sec, cik, progress).await?;
        self.resolver.invalidate().await;
        Ok(s)
    }

    /// What a tool needs read into the corpus first (`corpus::prepare_for`), within the job
    /// limit when it reads from SEC (actuals and derived figures read none).
    pub async fn prepare_for(
        &self,
        cik: u64,
        tool: crate::route::Tool,
        period: Option<(chrono::NaiveDate, chrono::NaiveDate)>,
    ) -> Result<crate::corpus::Prepared> {
        use crate::route::Tool;
        let _slot = match tool {
            Tool::Actuals | Tool::Derived => None,
            _ => Some(self.jobs.slot().await?),
        };
        crate::corpus::prepare_for(&self.store, &self.sec, cik, tool, period, self.cfg.corpus_issuers).await
    }
}

impl App {
    /// The router's example classifier, embedding its examples the first time (None without
    /// an embedder, or when embedding them failed: the rules' choice stands).
    pub async fn classifier(&self) -> Option<&crate::route::classifier::Classifier> {
        self.classifier
            .get_or_init(|| async {
                let e = self.embedder.as_ref()?;
                match crate::route::classifier::Classifier::load(e.as_ref()).await {
                    Ok(c) => Some(c),
                    Err(err) => {
                        tracing::warn!(error = %err, "the router's example classifier could not be built; rules alone route");
                        None
                    }
                }
            })
            .await
            .as_ref()
    }

    /// Embeds an issuer's chunks that have no vector yet, in the embedder's space.
    pub async fn embed_pending(&self, cik: u64) -> Result<usize> {
        let Some(e) = &self.embedder else { return Ok(0) };
        crate::corpus::embed_pending(&self.store, e.as_ref(), cik).await
    }

    /// Embeds in the background: the first question does not wait for vectors; search uses
    /// full text until they exist.
    /// One embedder per issuer: while one runs (it loops until no chunk is pending), another
    /// request for the same issuer starts nothing. At most SAYDO_MAX_JOBS run at once.
    pub fn embed_in_background(&self, cik: u64) {
        if self.embedder.is_none() {
            return;
        }
        if !self.jobs.embedding_issuers.lock().unwrap_or_else(|e| e.into_inner()).insert(cik) {
            return;
        }
        /// Frees the issuer's place however the job ends (error or panic included).
        struct Running(Arc<Jobs>, u64);
        impl Drop for Running {
            fn drop(&mut self) {
                self.0.embedding_issuers.lock().unwrap_or_else(|e| e.into_inner()).remove(&self.1);
            }
        }
        let app = self.clone();
        tokio::spawn(async move {
            let _running = Running(app.jobs.clone(), cik);
            let Ok(_permit) = app.jobs.embedding.acquire().await else { return };
            match app.embed_pending(cik).await {
                Ok(n) if n > 0 => tracing::info!(cik, chunks = n, "embedded"),
                Ok(_) => {}
                Err(e) => tracing::warn!(cik, error = %e, "background embedding failed; search stays on full text"),
            }
        });
    }
}
