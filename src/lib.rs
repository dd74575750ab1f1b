//! SayDo: what management said (guidance) held against what they did (XBRL actuals).
//!
//! A question walks six stages, one way:
//! `resolve` → `onboard` (if new) → `route` → `tools` (retrieve) → `synthesise` → `check`.
//! Beside them sit the edges: `sec` (EDGAR client), `store` (Postgres), `http`.

/// Reply bodies read with a ceiling while they stream (SEC, Anthropic, Workers AI).
pub mod body;
pub mod config;
pub mod corpus;
pub mod guidance;
/// HTML and layout text to clean text: a leaf both the corpus and the extractor read.
pub mod html;
pub mod numbers;
pub mod period;
pub mod embed;
pub mod error;
pub mod eval;
pub mod explain;
pub mod fiscal;
#[cfg(feature = "fuzzing")]
pub mod fuzzing;
pub mod onboard;
pub mod refresh;
pub mod resolve;
pub mod route;
pub mod sec;
pub mod store;
pub mod tools;
pub mod vocabulary;
pub mod app;
pub mod ask;
pub mod check;
pub mod llm;
pub mod synthesise;
pub mod http;
/// The MCP server (`saydo mcp`): the tools for assistants, over stdio or loopback HTTP.
pub mod mcp;

pub use error::{Error, Result};
