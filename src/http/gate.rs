//! The access gate: per-client-IP question buckets and a daily spend budget, both in Postgres
//! so every process and every restart sees the same state.

use std::net::{IpAddr, SocketAddr};

use axum::http::HeaderMap;

use crate::app::App;
use crate::error::Result;

/// The client: the socket peer, or the X-Forwarded-For that Caddy set — believed only when the
/// peer is loopback (Caddy on the same VM); anyone else could write that header.
pub fn client_ip(peer: SocketAddr, headers: &HeaderMap) -> IpAddr {
    if peer.ip().is_loopback() {
        if let Some(ip) = headers
            .get("x-forwarded-for")
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.rsplit(',').map(str::trim).find_map(|s| s.parse::<IpAddr>().ok()))
        {
            return ip;
        }
    }
    peer.ip()
}

/// Takes one question token for `ip`. Ok(None) when allowed, Ok(Some(seconds)) to wait.
pub async fn take(app: &App, ip: IpAddr) -> Result<Option<u64>> {
    let per_minute = app.cfg.ip_rate.max(0.1);
    let rate = per_minute / 60.0;
    let cap = per_minute.max(1.0);
    // A denied request leaves the balance in [-1, 0): the next one waits for a whole token.
    let tokens: f64 = sqlx::query_scalar(
        r#"
        INSERT INTO access_buckets AS b (key, tokens, updated_at) VALUES ($1, $2 - 1, clock_timestamp())
        ON CONFLICT (key) DO UPDATE SET
            tokens = GREATEST(-1, LEAST($2, b.tokens + EXTRACT(EPOCH FROM clock_timestamp() - b.updated_at) * $3) - 1),
            updated_at = clock_timestamp()
        RETURNING tokens
        "#,
    )
    .bind(format!("ask:{ip}"))
    .bind(cap)
    .bind(rate)
    .fetch_one(&app.store.ingest)
    .await?;
    Ok(if tokens >= 0.0 { None } else { Some(((1.0 - tokens) / rate).ceil() as u64) })
}

/// Whether a model call is still within today's budgets (global, and this IP's).
pub async fn budget(app: &App, ip: Option<IpAddr>) -> Result<(bool, Option<String>)> {
    let (all, mine): (f64, f64) = sqlx::query_as(
        "SELECT COALESCE(sum(usd), 0)::float8,
                COALESCE(sum(usd) FILTER (WHERE client_ip = $1::inet), 0)::float8
           FROM spend WHERE at >= date_trunc('day', now())",
    )
    .bind(ip.map(|i| i.to_string()))
    .fetch_one(&app.store.query)
    .await?;
    if all >= app.cfg.daily_budget_usd {
        return Ok((false, Some(format!("today's model budget (${:.2}) is spent; the offline synthesiser answered", app.cfg.daily_budget_usd))));
    }
    if ip.is_some() && mine >= app.cfg.ip_budget_usd {
        return Ok((false, Some(format!("this client's model budget for today (${:.2}) is spent; the offline synthesiser answered", app.cfg.ip_budget_usd))));
    }
    Ok((true, None))
}
