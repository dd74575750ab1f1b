-- Answers (for explain and eval), model spend per question (for the budget), and the per-IP
-- question buckets of the access gate. Written by the bookkeeping side, never by the model.

CREATE TABLE answers (
    id         uuid PRIMARY KEY,
    question   text NOT NULL,
    cik        bigint,
    route      text,
    refused    boolean NOT NULL,
    result     jsonb NOT NULL,
    client_ip  inet,
    created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX answers_created ON answers (created_at);

CREATE TABLE spend (
    id            bigserial PRIMARY KEY,
    answer_id     uuid,
    client_ip     inet,
    model         text NOT NULL,
    input_tokens  bigint NOT NULL,
    output_tokens bigint NOT NULL,
    cache_read_tokens  bigint NOT NULL,
    cache_write_tokens bigint NOT NULL,
    usd           numeric NOT NULL,
    at            timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX spend_at ON spend (at);

CREATE TABLE access_buckets (
    key        text PRIMARY KEY,
    tokens     double precision NOT NULL,
    updated_at timestamptz NOT NULL
);

GRANT SELECT ON answers, spend, access_buckets TO saydo_query, saydo_ingest;
GRANT INSERT ON answers, spend TO saydo_ingest;
GRANT INSERT, UPDATE ON access_buckets TO saydo_ingest;
GRANT USAGE ON ALL SEQUENCES IN SCHEMA public TO saydo_ingest;
