//! The four tools a routed question runs: actuals, guidance, say-do, search.

pub mod actuals;
