-- The spend budget reserves a question's maximum cost before its first model call and settles
-- the actual cost after, so many questions at once cannot all pass a nearly spent budget.
-- The client's address is kept only as long as the gate needs it: answers no longer hold it,
-- and `saydo refresh` clears it from spend rows once their day is over.

CREATE TABLE spend_reservations (
    id        bigserial PRIMARY KEY,
    client_ip inet,                         -- the client's network: an IPv4 address or an IPv6 /64
    usd       numeric NOT NULL CHECK (usd >= 0),
    at        timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX spend_reservations_at ON spend_reservations (at);

-- Takes `p_usd` from today's budgets (all clients, and this client) when both can afford it.
-- One statement for the caller. Every reservation first takes the same transaction-scoped
-- lock, and in READ COMMITTED each statement below runs on a fresh snapshot, so the sums see
-- every reservation committed before this one: two callers can never both take the last share.
CREATE FUNCTION reserve_spend(p_client inet, p_usd numeric, p_daily numeric, p_client_daily numeric)
RETURNS TABLE (reservation bigint, refused text)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_all  numeric;
  v_mine numeric;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('saydo.spend_budget'));
  SELECT COALESCE(sum(usd), 0), COALESCE(sum(usd) FILTER (WHERE client_ip = p_client), 0)
    INTO v_all, v_mine
    FROM (SELECT usd, client_ip FROM spend WHERE at >= date_trunc('day', now())
          UNION ALL
          SELECT usd, client_ip FROM spend_reservations WHERE at >= date_trunc('day', now())) s;
  IF v_all + p_usd > p_daily THEN
    RETURN QUERY SELECT NULL::bigint, 'daily'::text;
  ELSIF p_client IS NOT NULL AND v_mine + p_usd > p_client_daily THEN
    RETURN QUERY SELECT NULL::bigint, 'client'::text;
  ELSE
    RETURN QUERY INSERT INTO spend_reservations (client_ip, usd) VALUES (p_client, p_usd) RETURNING id, NULL::text;
  END IF;
END $$;

ALTER TABLE answers DROP COLUMN client_ip;
COMMENT ON COLUMN spend.client_ip IS 'the client network (IPv4 address or IPv6 /64) for today''s per-client budget; cleared by saydo refresh after its day';
COMMENT ON TABLE access_buckets IS 'per-client token buckets of the gate; buckets idle past a refill are pruned by saydo serve and saydo refresh';

GRANT SELECT ON spend_reservations TO saydo_query, saydo_ingest;
GRANT INSERT, DELETE ON spend_reservations TO saydo_ingest;
GRANT USAGE ON SEQUENCE spend_reservations_id_seq TO saydo_ingest;
-- Retention (saydo refresh runs as the ingest role).
GRANT DELETE ON answers, access_buckets TO saydo_ingest;
GRANT UPDATE (client_ip) ON spend TO saydo_ingest;
REVOKE EXECUTE ON FUNCTION reserve_spend(inet, numeric, numeric, numeric) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION reserve_spend(inet, numeric, numeric, numeric) TO saydo_ingest;
