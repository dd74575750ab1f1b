//! One `Config` from flags and environment, validated once at the edge.

use std::net::SocketAddr;
use std::path::PathBuf;
use std::time::Duration;

use clap::Args;

use crate::error::{Error, Result};

/// Global configuration. Every flag has an environment variable of the same meaning
/// (the names in DESIGN.md); flags win.
#[derive(Args, Debug, Clone)]
pub struct Config {
    // The URLs carry passwords: `--help` shows neither their values from the environment nor
    // the default (the local development cluster, saydo@localhost:5432/saydo).
    /// Postgres URL of the role that owns the schema and runs migrations [default: the local development cluster].
    #[arg(long, env = "DATABASE_URL", global = true, default_value = "postgres://saydo:saydo@localhost:5432/saydo", hide_env_values = true, hide_default_value = true)]
    pub database_url: String,
    /// Optional URL of a login in role saydo_ingest; else the owner's connection does `SET ROLE saydo_ingest`.
    #[arg(long, env = "SAYDO_INGEST_DATABASE_URL", global = true, hide_env_values = true)]
    pub ingest_database_url: Option<String>,
    /// Optional URL of a login in role saydo_query (SELECT only); else `SET ROLE saydo_query`,
    /// which a `RESET ROLE` would undo: production uses separate logins (README).
    #[arg(long, env = "SAYDO_QUERY_DATABASE_URL", global = true, hide_env_values = true)]
    pub query_database_url: Option<String>,

    /// Address `saydo serve` listens on (plain HTTP; Caddy does TLS in front).
    #[arg(long, env = "SAYDO_BIND", global = true, default_value = "127.0.0.1:8080")]
    pub bind: SocketAddr,

    /// Declared User-Agent for SEC, "Company Name admin@example.com". Required for live SEC.
    #[arg(long, env = "SAYDO_SEC_USER_AGENT", global = true)]
    pub sec_user_agent: Option<String>,
    /// Serve SEC requests from a folder laid out as SEC's URL space (air-gapped use).
    #[arg(long, env = "SAYDO_SEC_MIRROR", global = true)]
    pub sec_mirror: Option<PathBuf>,
    /// Base URL for www.sec.gov (files, Archives).
    #[arg(long, env = "SAYDO_SEC_WWW_URL", global = true, default_value = "https://www.sec.gov")]
    pub sec_www_url: String,
    /// Base URL for data.sec.gov (submissions, companyfacts).
    #[arg(long, env = "SAYDO_SEC_DATA_URL", global = true, default_value = "https://data.sec.gov")]
    pub sec_data_url: String,
    /// SEC requests per second, shared by every SayDo process through Postgres.
    #[arg(long, env = "SAYDO_SEC_RATE", global = true, default_value_t = 10.0)]
    pub sec_rate: f64,
    /// Requests allowed back to back (an onboarding's two documents); the steady spacing widens
    /// so that no one-second window ever holds more than SAYDO_SEC_RATE requests.
    #[arg(long, env = "SAYDO_SEC_BURST", global = true, default_value_t = 2)]
    pub sec_burst: u32,
    /// Seconds to stand down after SEC answers "Request Rate Threshold Exceeded".
    #[arg(long, env = "SAYDO_SEC_LOCKOUT_SECS", global = true, default_value_t = 600)]
    pub sec_lockout_secs: u64,
    /// Per-request timeout for SEC, seconds.
    #[arg(long, env = "SAYDO_SEC_TIMEOUT_SECS", global = true, default_value_t = 30)]
    pub sec_timeout_secs: u64,
    /// Attempts per SEC request (retries on 429, 5xx, connection errors, timeouts).
    #[arg(long, env = "SAYDO_SEC_ATTEMPTS", global = true, default_value_t = 5)]
    pub sec_attempts: u32,
    /// First backoff step in milliseconds (doubles per attempt, full jitter).
    #[arg(long, env = "SAYDO_SEC_BACKOFF_MS", global = true, default_value_t = 500)]
    pub sec_backoff_ms: u64,
    /// The largest reply read from SEC, in MB (decompressed; the largest companyfacts are ~50 MB).
    /// A larger one is an error, read no further than the cap.
    #[arg(long, env = "SAYDO_SEC_MAX_BODY_MB", global = true, default_value_t = 64)]
    pub sec_max_body_mb: u64,

    /// Anthropic API key; without it the deterministic offline synthesiser answers.
    #[arg(long, env = "ANTHROPIC_API_KEY", global = true, hide_env_values = true)]
    pub anthropic_api_key: Option<String>,
    #[arg(long, env = "SAYDO_ANTHROPIC_URL", global = true, default_value = "https://api.anthropic.com")]
    pub anthropic_url: String,
    #[arg(long, env = "SAYDO_MODEL", global = true, default_value = "claude-haiku-4-5")]
    pub model: String,
    /// Seconds before a model call is abandoned (the offline synthesiser then answers).
    #[arg(long, env = "SAYDO_LLM_TIMEOUT_SECS", global = true, default_value_t = 30)]
    pub llm_timeout_secs: u64,

    #[arg(long, env = "CLOUDFLARE_ACCOUNT_ID", global = true)]
    pub cloudflare_account_id: Option<String>,
    #[arg(long, env = "CLOUDFLARE_API_TOKEN", global = true, hide_env_values = true)]
    pub cloudflare_api_token: Option<String>,
    #[arg(long, env = "SAYDO_CF_URL", global = true, default_value = "https://api.cloudflare.com")]
    pub cf_url: String,
    /// Folder of the local embedding model (config.json, tokenizer.json, model.safetensors).
    #[arg(long, env = "SAYDO_LOCAL_MODEL_DIR", global = true)]
    pub local_model_dir: Option<PathBuf>,

    /// Issuers whose chunked corpus is kept (the cache); the least recently asked is evicted.
    #[arg(long, env = "SAYDO_CORPUS_ISSUERS", global = true, default_value_t = 10)]
    pub corpus_issuers: u32,
    /// Spend ceiling for model calls per day, all clients together.
    #[arg(long, env = "SAYDO_DAILY_BUDGET_USD", global = true, default_value_t = 5.0)]
    pub daily_budget_usd: f64,
    /// Spend ceiling for model calls per day and client IP.
    #[arg(long, env = "SAYDO_IP_BUDGET_USD", global = true, default_value_t = 0.5)]
    pub ip_budget_usd: f64,
    /// Requests per minute per client (an IPv4 address, or an IPv6 /64), per door (questions, scorecards).
    #[arg(long, env = "SAYDO_IP_RATE", global = true, default_value_t = 20.0)]
    pub ip_rate: f64,
    /// Onboardings and ingests running at once in this process (more wait their turn), and
    /// background embedding jobs (one per issuer at most).
    #[arg(long, env = "SAYDO_MAX_JOBS", global = true, default_value_t = 2)]
    pub max_jobs: u32,
    /// Days an answer is kept (for explain); `saydo refresh` deletes older ones.
    #[arg(long, env = "SAYDO_ANSWER_RETENTION_DAYS", global = true, default_value_t = 90)]
    pub answer_retention_days: u32,
    /// The day questions are asked on, YYYY-MM-DD, for "the December quarter last year" and
    /// "this calendar year" [default: today's UTC date]. Evals fix it to the day their questions
    /// were written.
    #[arg(long, env = "SAYDO_TODAY", global = true)]
    pub today: Option<chrono::NaiveDate>,
}

impl Config {
    /// Checks what flags alone cannot; called once before anything runs.
    pub fn validate(&self) -> Result<()> {
        if !(self.sec_rate > 0.0 && self.sec_rate <= 10.0) {
            return Err(Error::Config(format!(
                "SAYDO_SEC_RATE must be in (0, 10] requests/s (SEC's fair-access limit); got {}",
                self.sec_rate
            )));
        }
        if self.sec_burst == 0 || self.sec_burst as f64 > self.sec_rate.max(1.0) {
            return Err(Error::Config(format!(
                "SAYDO_SEC_BURST must be between 1 and SAYDO_SEC_RATE ({}); got {}",
                self.sec_rate, self.sec_burst
            )));
        }
        if self.sec_attempts == 0 {
            return Err(Error::Config("SAYDO_SEC_ATTEMPTS must be at least 1".into()));
        }
        for (name, url) in [("SAYDO_SEC_WWW_URL", &self.sec_www_url), ("SAYDO_SEC_DATA_URL", &self.sec_data_url)] {
            if !(url.starts_with("http://") || url.starts_with("https://")) {
                return Err(Error::Config(format!("{name} must be an http(s) URL; got {url:?}")));
            }
        }
        if let Some(dir) = &self.sec_mirror {
            if !dir.is_dir() {
                return Err(Error::Config(format!("SAYDO_SEC_MIRROR {} is not a folder", dir.display())));
            }
        }
        if self.sec_max_body_mb == 0 {
            return Err(Error::Config("SAYDO_SEC_MAX_BODY_MB must be at least 1".into()));
        }
        if self.max_jobs == 0 {
            return Err(Error::Config("SAYDO_MAX_JOBS must be at least 1".into()));
        }
        if self.answer_retention_days == 0 {
            return Err(Error::Config("SAYDO_ANSWER_RETENTION_DAYS must be at least 1 (explain reads stored answers)".into()));
        }
        if self.corpus_issuers == 0 {
            return Err(Error::Config("SAYDO_CORPUS_ISSUERS must be at least 1".into()));
        }
        Ok(())
    }

    pub fn sec_timeout(&self) -> Duration {
        Duration::from_secs(self.sec_timeout_secs)
    }

    pub fn sec_max_body_bytes(&self) -> u64 {
        self.sec_max_body_mb << 20
    }

    /// The day a question is asked on: SAYDO_TODAY, else the UTC date.
    pub fn today(&self) -> chrono::NaiveDate {
        self.today.unwrap_or_else(|| chrono::Utc::now().date_naive())
    }
}

#[derive(clap::Parser)]
struct ConfigOnly {
    #[command(flatten)]
    config: Config,
}

impl Config {
    /// Builds a Config from flag-style arguments (environment fills the rest), for tests and tools.
    pub fn from_args<I, S>(args: I) -> Result<Config>
    where
        I: IntoIterator<Item = S>,
        S: Into<std::ffi::OsString> + Clone,
    {
        use clap::Parser;
        let argv = std::iter::once(std::ffi::OsString::from("saydo")).chain(args.into_iter().map(Into::into));
        ConfigOnly::try_parse_from(argv).map(|c| c.config).map_err(|e| Error::Config(e.to_string()))
    }
}
