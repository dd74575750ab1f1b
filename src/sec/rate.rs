//! SEC's fair-access limit (10 requests/s per user, however many processes) held in one
//! Postgres row. Each request reserves its slot in one atomic statement (GCRA: the row keeps
//! the theoretical arrival time of the next request), then sleeps until the slot is due.
//! Times come from the database clock only, so processes on skewed clocks still agree.

use std::time::Duration;

use sqlx::PgPool;

use crate::error::Result;

#[derive(Clone)]
pub struct RateLimiter {
    pool: PgPool,
    name: String,
    /// Spacing between requests, in microseconds.
    interval_us: i64,
    /// How far ahead of schedule a burst may run, in microseconds ((burst - 1) × interval).
    tolerance_us: i64,
}

/// Spacing carries a 25% guard. A token is granted in Postgres, but SEC counts a request when
/// it arrives: a process descheduled between the two (a loaded 2-core VM stalls tens of
/// milliseconds, and once a test run here saw 11 in one second with a 10% guard) shifts its
/// request towards the next ones. Eleven requests span at least 9 intervals of grants, so they
/// fit in one second at SEC only if one of them is delayed by more than 9 × interval − 1 s:
/// 250 ms with this guard (100 ms with 10%). Sustained ceiling: 7.2 requests/s; a 10-minute
/// lockout costs far more than the 28% given up.
const GUARD_FRACTION: f64 = 0.25;

impl RateLimiter {
    /// `burst` requests may go back to back; the spacing is widened so that even then no
    /// one-second window holds more than `rate_per_s`: a window holds at most
    /// `burst + floor(1 s / interval)` requests, so interval = 1 s / (rate − burst + 1).
    pub fn new(pool: PgPool, name: &str, rate_per_s: f64, burst: u32) -> Self {
        let burst = burst.max(1);
        let sustained = (rate_per_s - (burst as f64 - 1.0)).max(0.1);
        let interval_us = (1_000_000.0 / sustained * (1.0 + GUARD_FRACTION)).ceil() as i64;
        RateLimiter { pool, name: name.to_owned(), interval_us, tolerance_us: interval_us * (burst as i64 - 1) }
    }

    /// Takes one token, sleeping until one is due. Returns how long it waited.
    ///
    /// A token is granted only at the moment of departure: a process that wakes late from its
    /// sleep asks again rather than using a slot reserved for it earlier, so two requests can
    /// never bunch up behind one late wake-up (which SEC would count in the same second).
    pub async fn acquire(&self) -> Result<Duration> {
        let mut waited = Duration::ZERO;
        loop {
            let wait_us: Option<i64> = sqlx::query_scalar(
                r#"
                WITH now_ AS (SELECT clock_timestamp() AS t),
                cur AS (SELECT tat, locked_until FROM sec_rate_bucket WHERE name = $1 FOR UPDATE),
                dec AS (
                    SELECT now_.t AS now, cur.tat,
                           GREATEST(cur.tat - make_interval(secs => $3::float8 / 1e6), COALESCE(cur.locked_until, '-infinity')) AS allowed_at
                    FROM now_, cur
                ),
                granted AS (
                    UPDATE sec_rate_bucket b SET tat = GREATEST(dec.tat, dec.now) + make_interval(secs => $2::float8 / 1e6)
                    FROM dec WHERE b.name = $1 AND dec.now >= dec.allowed_at
                    RETURNING 1
                )
                SELECT CASE WHEN EXISTS (SELECT 1 FROM granted) THEN 0
                            ELSE GREATEST(1000, (EXTRACT(EPOCH FROM (allowed_at - now)) * 1e6)::bigint) END
                FROM dec
                "#,
            )
            .bind(&self.name)
            .bind(self.interval_us)
            .bind(self.tolerance_us)
            .fetch_optional(&self.pool)
            .await?;
            match wait_us {
                // First use of this bucket: create its row, then take.
                None => {
                    sqlx::query("INSERT INTO sec_rate_bucket (name, tat) VALUES ($1, clock_timestamp()) ON CONFLICT (name) DO NOTHING")
                        .bind(&self.name)
                        .execute(&self.pool)
                        .await?;
                }
                Some(0) => return Ok(waited),
                Some(us) => {
                    let d = Duration::from_micros(us as u64);
                    tokio::time::sleep(d).await;
                    waited += d;
                }
            }
        }
    }

    /// After SEC's "Request Rate Threshold Exceeded": every process stands down until the lockout ends.
    pub async fn lock_out(&self, lockout: Duration) -> Result<()> {
        sqlx::query(
            r#"
            INSERT INTO sec_rate_bucket AS b (name, tat, locked_until)
            VALUES ($1, clock_timestamp(), clock_timestamp() + make_interval(secs => $2))
            ON CONFLICT (name) DO UPDATE SET
                locked_until = GREATEST(COALESCE(b.locked_until, '-infinity'), clock_timestamp() + make_interval(secs => $2))
            "#,
        )
        .bind(&self.name)
        .bind(lockout.as_secs_f64())
        .execute(&self.pool)
        .await?;
        Ok(())
    }
}
