//! The app's error type. Each outside service has its own typed error in its module
//! (`sec::SecError`, `llm::LlmError`, `embed::EmbedError`), converted here at the stage boundary;
//! nothing decides anything by reading an error's text. The HTTP mapping lives in `http/`.

pub type Result<T, E = Error> = std::result::Result<T, E>;

pub use crate::embed::EmbedError;
pub use crate::llm::LlmError;
pub use crate::sec::SecError;

#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("configuration: {0}")]
    Config(String),

    #[error("bad input: {0}")]
    BadInput(String),

    #[error(transparent)]
    Sec(#[from] SecError),

    /// SEC holds no XBRL financial data for the issuer (funds, shells, some foreign filers).
    #[error("SEC holds no XBRL financial data for CIK {cik}: not found at SEC: {url}")]
    NoXbrl { cik: u64, url: String },

    #[error(transparent)]
    Llm(#[from] LlmError),

    #[error(transparent)]
    Embed(#[from] EmbedError),

    #[error("no issuer found for {0:?}")]
    NoIssuer(String),

    #[error("{0}")]
    Ambiguous(String),

    #[error("{0}")]
    NotFound(String),

    /// What a command checked did not pass (an eval below its floor, a draft failing the check).
    #[error("{0}")]
    Failed(String),

    /// Every slot for onboarding, ingest or embedding stayed taken for the whole wait.
    #[error("busy: {0}")]
    Busy(String),

    /// The client of a question went away; the question stopped at a stage boundary or in a model call.
    #[error("the client disconnected")]
    ClientGone,

    #[error("database: {0}")]
    Db(#[from] sqlx::Error),

    #[error("migration: {0}")]
    Migrate(#[from] sqlx::migrate::MigrateError),

    #[error("io: {0}")]
    Io(#[from] std::io::Error),
}

impl Error {
    /// A reply from SEC that does not parse as the document it should be.
    pub fn malformed(url: impl Into<String>, detail: impl std::fmt::Display) -> Self {
        Error::Sec(SecError::Malformed { url: url.into(), detail: detail.to_string() })
    }

    /// SEC answered 404 for this document.
    pub fn is_sec_not_found(&self) -> bool {
        matches!(self, Error::Sec(SecError::NotFound { .. }))
    }
}
