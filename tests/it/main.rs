//! Integration tests: real Postgres, real SEC data from the mirror, real clients against fakes.

#[path = "../support/mod.rs"]
mod support;

mod ask;
mod browser;
mod cache;
mod corpus;
mod crash;
mod derived;
mod deploy;
mod embed;
mod eval;
mod fuzz_corpus;
mod guidance;
mod hostile;
mod http;
mod mcp;
mod onboard;
mod privileges;
mod processes;
mod resolve;
mod segment;
mod sec_client;
