//! One error type for the whole binary. The HTTP mapping lives in `http/`.

pub type Result<T, E = Error> = std::result::Result<T, E>;

#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("configuration: {0}")]
    Config(String),

    #[error("bad input: {0}")]
    BadInput(String),

    #[error("not found at SEC: {url}")]
    SecNotFound { url: String },

    #[error("SEC refused the request ({status}) for {url}: {hint}")]
    SecRefused { status: u16, url: String, hint: String },

    #[error("SEC answered 'Request Rate Threshold Exceeded' for {url}; stood down {lockout_s} s each time and gave up after {attempts} attempts")]
    SecLockedOut { url: String, lockout_s: u64, attempts: u32 },

    #[error("SEC did not answer {url} after {attempts} attempts: {last}")]
    SecUnavailable { url: String, attempts: u32, last: String },

    #[error("malformed reply from {url}: {detail}")]
    Malformed { url: String, detail: String },

    /// SEC holds no XBRL financial data for the issuer (funds, shells, some foreign filers).
    #[error("SEC holds no XBRL financial data for CIK {cik}: not found at SEC: {url}")]
    NoXbrl { cik: u64, url: String },

    #[error("no issuer found for {0:?}")]
    NoIssuer(String),

    #[error("{0}")]
    Ambiguous(String),

    #[error("{0}")]
    NotFound(String),

    /// What a command checked did not pass (an eval below its floor, a draft failing the check).
    #[error("{0}")]
    Failed(String),

    #[error("{service} failed: {detail}")]
    Upstream { service: &'static str, detail: String },

    #[error("embeddings: {0}")]
    Embedding(String),

    #[error("database: {0}")]
    Db(#[from] sqlx::Error),

    #[error("migration: {0}")]
    Migrate(#[from] sqlx::migrate::MigrateError),

    #[error("io: {0}")]
    Io(#[from] std::io::Error),
}

impl Error {
    pub fn malformed(url: impl Into<String>, detail: impl std::fmt::Display) -> Self {
        Error::Malformed { url: url.into(), detail: detail.to_string() }
    }
}
