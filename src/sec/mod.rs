//! The EDGAR client: live SEC over HTTP (rate-limited through Postgres, retried with jittered
//! backoff), or a folder laid out as SEC's URL space for air-gapped use.

pub mod rate;

use std::path::PathBuf;
use std::time::{Duration, Instant};

use rand::Rng;
use reqwest::StatusCode;
use serde::de::DeserializeOwned;

use crate::body::{read_capped, BodyError};
use crate::config::Config;
use crate::error::{Error, Result};
use rate::RateLimiter;

/// What can go wrong talking to SEC. Converted into the app's `Error` where a stage calls SEC.
#[derive(Debug, thiserror::Error)]
pub enum SecError {
    #[error("not found at SEC: {url}")]
    NotFound { url: String },

    #[error("SEC refused the request ({status}) for {url}: {hint}")]
    Refused { status: u16, url: String, hint: String },

    #[error("SEC answered 'Request Rate Threshold Exceeded' for {url}; stood down {lockout_s} s each time and gave up after {attempts} attempts")]
    LockedOut { url: String, lockout_s: u64, attempts: u32 },

    #[error("SEC did not answer {url} after {attempts} attempts: {last}")]
    Unavailable { url: String, attempts: u32, last: String },

    /// Not retried: the same document would be as large the next time.
    #[error("SEC's reply for {url} is larger than the {cap_mb} MB cap (SAYDO_SEC_MAX_BODY_MB); read no further, nothing stored")]
    TooLarge { url: String, cap_mb: u64 },

    #[error("malformed reply from {url}: {detail}")]
    Malformed { url: String, detail: String },

    #[error("refusing SEC path {0:?}")]
    BadPath(String),
}

/// The two SEC hosts SayDo reads.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Host {
    /// data.sec.gov: submissions, companyfacts.
    Data,
    /// www.sec.gov: company_tickers.json, Archives.
    Www,
}

impl Host {
    fn mirror_dir(self) -> &'static str {
        match self {
            Host::Data => "data.sec.gov",
            Host::Www => "www.sec.gov",
        }
    }
}

#[derive(Clone)]
enum Backend {
    Http { client: reqwest::Client, www: String, data: String, limiter: RateLimiter, policy: RetryPolicy },
    Mirror { root: PathBuf, max_body: u64 },
}

#[derive(Clone, Copy, Debug)]
struct RetryPolicy {
    /// The most bytes one reply may have (decompressed).
    max_body: u64,
    attempts: u32,
    backoff: Duration,
    lockout: Duration,
}

/// A client for SEC's public endpoints. Cheap to clone.
#[derive(Clone)]
pub struct Sec {
    backend: Backend,
}

/// Where a fetched document came from, for logs and provenance.
pub struct Fetched {
    pub url: String,
    pub body: bytes::Bytes,
}

impl Sec {
    /// Builds the client the configuration asks for. Live SEC needs a declared User-Agent.
    pub fn from_config(cfg: &Config, limiter_pool: sqlx::PgPool) -> Result<Sec> {
        if let Some(root) = &cfg.sec_mirror {
            return Ok(Sec { backend: Backend::Mirror { root: root.clone(), max_body: cfg.sec_max_body_bytes() } });
        }
        let ua = cfg.sec_user_agent.as_deref().map(str::trim).unwrap_or("");
        if !valid_user_agent(ua) {
            return Err(Error::Config(
                "SEC requires a declared User-Agent naming you and an email address, e.g. \
                 SAYDO_SEC_USER_AGENT=\"Acme Research admin@acme.example\" (or --sec-user-agent); \
                 without it SEC answers 403. Or point SAYDO_SEC_MIRROR at a local mirror."
                    .into(),
            ));
        }
        let client = reqwest::Client::builder()
            .user_agent(ua)
            .gzip(true)
            .timeout(cfg.sec_timeout())
            .connect_timeout(Duration::from_secs(10))
            .pool_idle_timeout(Duration::from_secs(30))
            .build()
            .map_err(|e| Error::Config(format!("HTTP client: {e}")))?;
        Ok(Sec {
            backend: Backend::Http {
                client,
                www: cfg.sec_www_url.trim_end_matches('/').to_owned(),
                data: cfg.sec_data_url.trim_end_matches('/').to_owned(),
                limiter: RateLimiter::new(limiter_pool, "sec", cfg.sec_rate, cfg.sec_burst),
                policy: RetryPolicy {
                    max_body: cfg.sec_max_body_bytes(),
                    attempts: cfg.sec_attempts,
                    backoff: Duration::from_millis(cfg.sec_backoff_ms),
                    lockout: Duration::from_secs(cfg.sec_lockout_secs),
                },
            },
        })
    }

    /// A one-line description for the first log line.
    pub fn describe(&self) -> String {
        match &self.backend {
            Backend::Mirror { root, .. } => format!("SEC data from the local mirror {}", root.display()),
            Backend::Http { www, data, .. } => format!("SEC data from live SEC ({www}, {data})"),
        }
    }

    /// The address a document has at SEC, for provenance: always the public one, whether it
    /// was read through a proxy, a test double or a mirror.
    pub fn url(&self, host: Host, path: &str) -> String {
        public_url(host, path)
    }

    pub async fn get(&self, host: Host, path: &str) -> Result<Fetched> {
        debug_assert!(path.starts_with('/'));
        match &self.backend {
            Backend::Mirror { root, max_body } => {
                let rel = path.trim_start_matches('/');
                if rel.split('/').any(|seg| seg == ".." || seg.is_empty()) {
                    return Err(SecError::BadPath(path.to_owned()).into());
                }
                let file = root.join(host.mirror_dir()).join(rel);
                let url = public_url(host, path);
                match tokio::fs::metadata(&file).await {
                    Ok(m) if m.len() > *max_body => return Err(SecError::TooLarge { url, cap_mb: max_body >> 20 }.into()),
                    Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Err(SecError::NotFound { url }.into()),
                    _ => {}
                }
                match tokio::fs::read(&file).await {
                    Ok(body) => Ok(Fetched { url, body: body.into() }),
                    Err(e) if e.kind() == std::io::ErrorKind::NotFound => Err(SecError::NotFound { url }.into()),
                    Err(e) => Err(e.into()),
                }
            }
            Backend::Http { client, www, data, limiter, policy } => {
                let base = if host == Host::Www { www } else { data };
                let url = format!("{base}{path}");
                fetch_with_retry(client, limiter, *policy, &url).await.map(|body| Fetched { url, body })
            }
        }
    }

    /// Fetches and parses JSON; a malformed or truncated body is an error naming the URL.
    pub async fn get_json<T: DeserializeOwned>(&self, host: Host, path: &str) -> Result<(String, T)> {
        let f = self.get(host, path).await?;
        let parsed = serde_json::from_slice(&f.body).map_err(|e| Error::malformed(&f.url, e))?;
        Ok((f.url, parsed))
    }
}

pub fn public_url(host: Host, path: &str) -> String {
    format!("https://{}{}", host.mirror_dir(), path)
}

/// SEC asks for "Sample Company Name AdminContact@<sample company domain>.com".
fn valid_user_agent(ua: &str) -> bool {
    ua.split_whitespace().count() >= 2 && ua.split_whitespace().any(|w| {
        let mut parts = w.split('@');
        matches!((parts.next(), parts.next(), parts.next()), (Some(a), Some(d), None) if !a.is_empty() && d.contains('.'))
    })
}

enum Attempt {
    Done(bytes::Bytes),
    Retry(String),
    LockedOut,
    Fail(SecError),
}

async fn fetch_with_retry(
    client: &reqwest::Client,
    limiter: &RateLimiter,
    policy: RetryPolicy,
    url: &str,
) -> Result<bytes::Bytes> {
    let mut last = String::new();
    // Whether the last attempt was answered with the rate-threshold page.
    let mut last_locked_out = false;
    for attempt in 1..=policy.attempts {
        limiter.acquire().await?;
        let started = Instant::now();
        let outcome = match client.get(url).send().await {
            Err(e) => Attempt::Retry(describe_reqwest(&e)),
            Ok(resp) => {
                let status = resp.status();
                match read_capped(resp, policy.max_body as usize).await {
                    Err(BodyError::TooLarge { .. }) => Attempt::Fail(SecError::TooLarge { url: url.into(), cap_mb: policy.max_body >> 20 }),
                    Err(BodyError::Transport(e)) => Attempt::Retry(format!("{status}, body cut short: {}", describe_reqwest(&e))),
                    Ok(body) => classify(status, body, url),
                }
            }
        };
        match outcome {
            Attempt::Done(body) => {
                tracing::debug!(url, ms = started.elapsed().as_millis() as u64, bytes = body.len(), "SEC fetch");
                return Ok(body);
            }
            Attempt::Fail(e) => return Err(e.into()),
            Attempt::LockedOut => {
                last_locked_out = true;
                tracing::warn!(
                    url,
                    lockout_s = policy.lockout.as_secs(),
                    "SEC answered 'Request Rate Threshold Exceeded'; every SayDo process stands down for the lockout"
                );
                limiter.lock_out(policy.lockout).await?;
                last = "403 Request Rate Threshold Exceeded".into();
                if attempt == policy.attempts {
                    return Err(SecError::LockedOut { url: url.into(), lockout_s: policy.lockout.as_secs(), attempts: attempt }.into());
                }
            }
            Attempt::Retry(why) => {
                last_locked_out = false;
                if attempt < policy.attempts {
                    // Full jitter: a random wait in [0, backoff × 2^(attempt-1)].
                    let cap = policy.backoff.saturating_mul(1 << (attempt - 1).min(10));
                    let wait = Duration::from_micros(rand::thread_rng().gen_range(0..=cap.as_micros() as u64));
                    tracing::info!(url, attempt, why = %why, wait_ms = wait.as_millis() as u64, "SEC retry");
                    tokio::time::sleep(wait).await;
                }
                last = why;
            }
        }
    }
    if last_locked_out {
        return Err(SecError::LockedOut { url: url.into(), lockout_s: policy.lockout.as_secs(), attempts: policy.attempts }.into());
    }
    Err(SecError::Unavailable { url: url.into(), attempts: policy.attempts, last }.into())
}

fn classify(status: StatusCode, body: bytes::Bytes, url: &str) -> Attempt {
    if status.is_success() {
        return Attempt::Done(body);
    }
    match status.as_u16() {
        404 => Attempt::Fail(SecError::NotFound { url: url.into() }),
        403 => {
            if String::from_utf8_lossy(&body).contains("Request Rate Threshold Exceeded") {
                Attempt::LockedOut
            } else {
                Attempt::Fail(SecError::Refused {
                    status: 403,
                    url: url.into(),
                    hint: "SEC denies requests without a declared User-Agent (set SAYDO_SEC_USER_AGENT)".into(),
                })
            }
        }
        408 | 429 | 500..=599 => Attempt::Retry(format!("HTTP {status}")),
        s => Attempt::Fail(SecError::Refused { status: s, url: url.into(), hint: format!("unexpected HTTP {status}") }),
    }
}

fn describe_reqwest(e: &reqwest::Error) -> String {
    if e.is_timeout() {
        "timed out".into()
    } else if e.is_connect() {
        format!("connection failed: {e}")
    } else {
        let mut s = e.to_string();
        let mut src = std::error::Error::source(e);
        while let Some(inner) = src {
            s.push_str(": ");
            s.push_str(&inner.to_string());
            src = inner.source();
        }
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn user_agent_needs_a_name_and_an_email() {
        assert!(valid_user_agent("Acme Research admin@acme.com"));
        assert!(!valid_user_agent("admin@acme.com"));
        assert!(!valid_user_agent("Mozilla/5.0"));
        assert!(!valid_user_agent(""));
        assert!(!valid_user_agent("Acme admin@localhost"));
    }
}
