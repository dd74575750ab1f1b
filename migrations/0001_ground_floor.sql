-- Ground floor: issuers, append-only XBRL facts with provenance, filings, the SEC rate bucket,
-- SEC's ticker map cached, and the two application roles.

-- Roles are cluster-wide; several test databases may migrate at once, so creation tolerates races.
DO $$
BEGIN
  BEGIN CREATE ROLE saydo_ingest NOLOGIN; EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL; END;
  BEGIN CREATE ROLE saydo_query NOLOGIN;  EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL; END;
END $$;
-- The login that migrates may become either role with SET ROLE (the one-DATABASE_URL set-up).
DO $$
BEGIN
  EXECUTE format('GRANT saydo_ingest, saydo_query TO %I', current_user);
EXCEPTION WHEN others THEN NULL; -- already a member, or the owner is a superuser
END $$;

REVOKE CREATE ON SCHEMA public FROM PUBLIC;
GRANT USAGE ON SCHEMA public TO saydo_ingest, saydo_query;

CREATE TABLE issuers (
    cik              bigint PRIMARY KEY,
    name             text NOT NULL,
    tickers          text[] NOT NULL DEFAULT '{}',
    exchanges        text[] NOT NULL DEFAULT '{}',
    aliases          text[] NOT NULL DEFAULT '{}',   -- former names and common names
    fiscal_year_end  text NOT NULL CHECK (fiscal_year_end ~ '^[0-9]{4}$'),  -- MMDD
    -- +0 when a fiscal year is named after the calendar year it ends in, -1 when after the one it starts in
    fiscal_label_offset int NOT NULL DEFAULT 0,
    sic              text,
    onboarded_at     timestamptz NOT NULL DEFAULT now(),
    last_question_at timestamptz
);

CREATE TABLE filings (
    accession        text PRIMARY KEY CHECK (accession ~ '^[0-9]{10}-[0-9]{2}-[0-9]{6}$'),
    cik              bigint NOT NULL REFERENCES issuers(cik),
    form             text NOT NULL,
    filed            date NOT NULL,
    report_date      date,
    items            text[] NOT NULL DEFAULT '{}',
    primary_document text,
    first_seen_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX filings_cik_filed ON filings (cik, filed);

-- No foreign key to issuers: onboarding writes the issuer row in the same transaction as
-- its facts, and a per-row RI check doubled the cost of storing 27,000 facts.
CREATE TABLE facts (
    id             bigserial PRIMARY KEY,
    cik            bigint NOT NULL,
    -- Byte-order collation: identifiers, and the unique key compares them cheaply.
    taxonomy       text COLLATE "C" NOT NULL,
    concept        text COLLATE "C" NOT NULL,
    unit           text COLLATE "C" NOT NULL,
    period_start   date,               -- NULL for an instant
    period_end     date NOT NULL,
    accession      text COLLATE "C" NOT NULL,
    value          numeric NOT NULL,   -- exact, as SEC gave it
    form           text NOT NULL,
    filed          date NOT NULL,
    fy             int,                -- the carrying filing's fiscal year, as given
    fp             text,               -- the carrying filing's fiscal period, as given
    frame          text,
    -- The fact's own period, derived from its dates on the issuer's fiscal calendar.
    fiscal_year    int,
    fiscal_period  text,               -- Q1..Q4, FY, 6M, 9M, or NULL when the span fits none
    inserted_at    timestamptz NOT NULL DEFAULT now(),
    -- Ordered so that the key also serves lookups by (cik, concept): one index to maintain, not two.
    CONSTRAINT facts_key UNIQUE NULLS NOT DISTINCT (cik, concept, taxonomy, unit, period_end, period_start, accession)
);

-- Facts are history: no application role, and not even the owner, rewrites it.
CREATE FUNCTION reject_rewrite() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;
CREATE TRIGGER facts_append_only BEFORE UPDATE OR DELETE ON facts
  FOR EACH ROW EXECUTE FUNCTION reject_rewrite();
CREATE TRIGGER facts_no_truncate BEFORE TRUNCATE ON facts
  FOR EACH STATEMENT EXECUTE FUNCTION reject_rewrite();

-- One row per shared limit; `tat` is the GCRA theoretical arrival time of the next request.
CREATE TABLE sec_rate_bucket (
    name text PRIMARY KEY,
    tat  timestamptz NOT NULL,
    locked_until timestamptz        -- set after SEC answers "Request Rate Threshold Exceeded"
);

-- SEC's company_tickers.json, cached; refreshed when older than a day.
CREATE TABLE sec_tickers (
    ticker text NOT NULL,
    cik    bigint NOT NULL,
    title  text NOT NULL,
    PRIMARY KEY (ticker, cik)
);
CREATE TABLE sec_tickers_fetch (
    id         int PRIMARY KEY CHECK (id = 1),
    fetched_at timestamptz NOT NULL,
    entries    int NOT NULL
);

GRANT SELECT ON ALL TABLES IN SCHEMA public TO saydo_query, saydo_ingest;
GRANT INSERT ON issuers, filings, facts, sec_rate_bucket, sec_tickers, sec_tickers_fetch TO saydo_ingest;
GRANT UPDATE ON issuers, sec_rate_bucket, sec_tickers_fetch TO saydo_ingest;
GRANT DELETE ON sec_tickers TO saydo_ingest;
GRANT USAGE ON ALL SEQUENCES IN SCHEMA public TO saydo_ingest;
