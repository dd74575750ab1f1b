//! The access gate: per-client token buckets for each door, and the daily spend budget, both in
//! Postgres so every process and every restart sees the same state.
//!
//! A client is an IPv4 address or an IPv6 /64: one host commonly holds a whole /64, so keying
//! IPv6 by address would give it 2^64 buckets.

use std::net::{IpAddr, Ipv6Addr, SocketAddr};
use std::time::Duration;

use axum::http::{header, HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde_json::json;
use sqlx::PgPool;

use crate::app::App;
use crate::error::Result;
use crate::llm::Usage;

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

/// The network a client is counted by, as Postgres `inet` text: "203.0.113.5/32", or the
/// IPv6 /64 "2001:db8:1:2::/64". An IPv4-mapped IPv6 address counts as its IPv4 address.
pub fn client_network(ip: IpAddr) -> String {
    match ip {
        IpAddr::V4(v4) => format!("{v4}/32"),
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => format!("{v4}/32"),
            None => {
                let s = v6.segments();
                format!("{}/64", Ipv6Addr::new(s[0], s[1], s[2], s[3], 0, 0, 0, 0))
            }
        },
    }
}

/// The doors a client can knock on; each has its own bucket per client.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Door {
    Ask,
    Scorecard,
}

impl Door {
    fn key(self) -> &'static str {
        match self {
            Door::Ask => "ask",
            Door::Scorecard => "scorecard",
        }
    }
}

/// Takes one token of `door` for the client. Ok(None) when allowed, Ok(Some(seconds)) to wait.
pub async fn take(app: &App, door: Door, ip: IpAddr) -> Result<Option<u64>> {
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
    .bind(format!("{}:{}", door.key(), client_network(ip)))
    .bind(cap)
    .bind(rate)
    .fetch_one(&app.store.ingest)
    .await?;
    Ok(if tokens >= 0.0 { None } else { Some(((1.0 - tokens) / rate).ceil() as u64) })
}

/// 429 with Retry-After, for a client past its bucket.
pub fn too_many(wait: u64) -> Response {
    (
        StatusCode::TOO_MANY_REQUESTS,
        [(header::RETRY_AFTER, wait.to_string())],
        Json(json!({"error": format!("too many requests from this address; try again in {wait} s")})),
    )
        .into_response()
}

/// How long a bucket may sit idle before it is deleted. A bucket refills completely within a
/// minute (its capacity is one minute's tokens), so an hour-idle bucket is the same as none.
pub const BUCKET_IDLE: Duration = Duration::from_secs(3600);

/// Deletes buckets idle longer than `idle`; returns how many. Called by `saydo refresh` and
/// every few minutes by `saydo serve`, so the table holds only recent clients.
pub async fn prune(pool: &PgPool, idle: Duration) -> Result<u64> {
    let r = sqlx::query("DELETE FROM access_buckets WHERE updated_at < clock_timestamp() - make_interval(secs => $1)")
        .bind(idle.as_secs_f64())
        .execute(pool)
        .await?;
    Ok(r.rows_affected())
}

/// A share of today's budgets held for one question until it settles.
#[derive(Debug, Clone)]
pub struct Reservation {
    pub id: i64,
    pub usd: f64,
}

pub enum Reserved {
    Granted(Reservation),
    /// Why not, for the answer's trace.
    Refused(String),
}

/// Reserves `usd` of today's budgets (all clients, and this client's when `ip` is given), in
/// one statement; see `reserve_spend` in migrations/0010.
pub async fn reserve(app: &App, ip: Option<IpAddr>, usd: f64) -> Result<Reserved> {
    let (id, refused): (Option<i64>, Option<String>) = sqlx::query_as(
        "SELECT reservation, refused FROM reserve_spend($1::inet, $2::float8::numeric, $3::float8::numeric, $4::float8::numeric)",
    )
    .bind(ip.map(client_network))
    .bind(usd)
    .bind(app.cfg.daily_budget_usd)
    .bind(app.cfg.ip_budget_usd)
    .fetch_one(&app.store.ingest)
    .await?;
    Ok(match (id, refused.as_deref()) {
        (Some(id), _) => Reserved::Granted(Reservation { id, usd }),
        (None, Some("client")) => Reserved::Refused(format!(
            "this client's model budget for today (${:.2}) cannot cover another question; the offline synthesiser answered",
            app.cfg.ip_budget_usd
        )),
        (None, _) => Reserved::Refused(format!(
            "today's model budget (${:.2}) cannot cover another question; the offline synthesiser answered",
            app.cfg.daily_budget_usd
        )),
    })
}

/// Settles a reservation with what the question actually cost, in one statement: the
/// reservation goes, the spend row (when a model was called) comes. Runs on `conn` so the
/// answer's own transaction can include it.
pub async fn settle<'c, E>(conn: E, reservation: Option<&Reservation>, answer_id: Option<uuid::Uuid>, ip: Option<IpAddr>, model: &str, usage: Option<&Usage>) -> Result<()>
where
    E: sqlx::PgExecutor<'c>,
{
    let u = usage.cloned().unwrap_or_default();
    sqlx::query(
        "WITH released AS (DELETE FROM spend_reservations WHERE id = $1)
         INSERT INTO spend (answer_id, client_ip, model, input_tokens, output_tokens, cache_read_tokens, cache_write_tokens, usd)
         SELECT $2, $3::inet, $4, $5, $6, $7, $8, $9::float8::numeric WHERE $10",
    )
    .bind(reservation.map(|r| r.id))
    .bind(answer_id)
    .bind(ip.map(client_network))
    .bind(model)
    .bind(u.input_tokens as i64)
    .bind(u.output_tokens as i64)
    .bind(u.cache_read_input_tokens as i64)
    .bind(u.cache_creation_input_tokens as i64)
    .bind(u.cost_usd)
    .bind(usage.is_some())
    .execute(conn)
    .await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ipv6_clients_are_counted_by_their_64() {
        let n = |s: &str| client_network(s.parse().unwrap());
        assert_eq!(n("203.0.113.5"), "203.0.113.5/32");
        assert_eq!(n("2001:db8:1:2::1"), "2001:db8:1:2::/64");
        assert_eq!(n("2001:db8:1:2:ffff:ffff:ffff:ffff"), "2001:db8:1:2::/64");
        assert_ne!(n("2001:db8:1:3::1"), n("2001:db8:1:2::1"));
        assert_eq!(n("::ffff:203.0.113.5"), "203.0.113.5/32", "IPv4-mapped counts as IPv4");
    }
}
