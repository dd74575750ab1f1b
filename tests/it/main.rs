//! Integration tests: real Postgres, real SEC data from the mirror, real clients against fakes.

#[path = "../support/mod.rs"]
mod support;

mod ask;
mod browser;
mod bounds;
mod classifier;
mod cache;
mod corpus;
mod crash;
mod derived;
mod deploy;
mod disconnect;
mod embed;
mod eval;
mod fuzz_corpus;
mod guidance;
mod gate;
mod hostile;
mod http;
mod mcp;
mod onboard;
mod ops;
mod privileges;
mod processes;
mod resolve;
mod roles;
mod segment;
mod sec_client;
