//! Embeddings: one `Embedder` trait; Cloudflare Workers AI (bge-small-en-v1.5, CLS pooling) and
//! a local BERT; the pooling check that proves vectors share one space before any is stored.

use crate::config::Config;
use crate::error::Result;

/// Whether a remote embedder is configured (account and token both set).
pub fn remote_configured(cfg: &Config) -> bool {
    cfg.cloudflare_account_id.as_deref().is_some_and(|s| !s.trim().is_empty())
        && cfg.cloudflare_api_token.as_deref().is_some_and(|s| !s.trim().is_empty())
}

/// `saydo --check-embeddings`.
pub async fn check_command(cfg: &Config) -> Result<()> {
    if !remote_configured(cfg) {
        println!("no remote embedder configured (CLOUDFLARE_ACCOUNT_ID and CLOUDFLARE_API_TOKEN unset): nothing to check");
        return Ok(());
    }
    Err(crate::error::Error::Embedding(
        "the remote embedder is configured, but this build cannot yet compare it with a local reference model; refusing to start".into(),
    ))
}
