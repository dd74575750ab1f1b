-- What management said: filing documents and their chunks (an evictable cache of at most
-- SAYDO_CORPUS_ISSUERS issuers) and guidance records (append-only, kept across evictions).

CREATE TABLE documents (
    id          bigserial PRIMARY KEY,
    cik         bigint NOT NULL,
    accession   text COLLATE "C" NOT NULL,
    form        text NOT NULL,                 -- the filing's form: 8-K, 10-Q, 10-K
    doc_type    text NOT NULL,                 -- EX-99.1, 10-Q, 10-K
    filed       date NOT NULL,
    report_date date,
    url         text NOT NULL,                 -- the document at SEC
    status      text NOT NULL CHECK (status IN ('ok', 'missing')),
    text        text,                          -- clean text; NULL when missing
    fetched_at  timestamptz NOT NULL DEFAULT now(),
    UNIQUE (accession, doc_type)
);
CREATE INDEX documents_cik ON documents (cik, filed);

CREATE TABLE chunks (
    id          bigserial PRIMARY KEY,
    document_id bigint NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
    cik         bigint NOT NULL,
    accession   text NOT NULL,
    form        text NOT NULL,
    filed       date NOT NULL,
    url         text NOT NULL,
    section     text NOT NULL,
    start_char  int NOT NULL,
    end_char    int NOT NULL,
    text        text NOT NULL,
    tsv         tsvector GENERATED ALWAYS AS (to_tsvector('english', text)) STORED,
    embedding   vector(384),
    space       text                           -- model id / pooling / dims of `embedding`
);
CREATE INDEX chunks_cik_filed ON chunks (cik, filed);
CREATE INDEX chunks_tsv ON chunks USING gin (tsv);
CREATE INDEX chunks_embedding ON chunks USING hnsw (embedding vector_cosine_ops);

-- Which issuers hold a corpus now (the cache), and since when.
CREATE TABLE corpus_issuers (
    cik         bigint PRIMARY KEY,
    state       text NOT NULL CHECK (state IN ('building', 'ready')),
    promoted_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE guidance (
    id            bigserial PRIMARY KEY,
    cik           bigint NOT NULL,
    accession     text COLLATE "C" NOT NULL,
    filed         date NOT NULL,
    url           text NOT NULL,
    metric        text NOT NULL,
    label         text NOT NULL,               -- the metric as the release names it
    basis         text NOT NULL CHECK (basis IN ('gaap', 'non_gaap', 'unspecified')),
    period_start  date NOT NULL,
    period_end    date NOT NULL,
    fiscal_year   int NOT NULL,
    fiscal_period text NOT NULL,
    low           numeric,
    high          numeric,
    point         numeric,
    unit          text NOT NULL,               -- USD, percent, USD/share, or a currency code
    plus_minus    text,                        -- as written: "2%", "50 basis points"
    sentence      text NOT NULL,
    start_char    int NOT NULL,
    end_char      int NOT NULL,
    tier          text NOT NULL CHECK (tier IN ('exact', 'broad')),
    inserted_at   timestamptz NOT NULL DEFAULT now(),
    UNIQUE (accession, metric, label, basis, fiscal_year, fiscal_period, start_char)
);
CREATE INDEX guidance_lookup ON guidance (cik, metric, fiscal_year, fiscal_period);
CREATE TRIGGER guidance_append_only BEFORE UPDATE OR DELETE ON guidance
  FOR EACH ROW EXECUTE FUNCTION reject_rewrite();
CREATE TRIGGER guidance_no_truncate BEFORE TRUNCATE ON guidance
  FOR EACH STATEMENT EXECUTE FUNCTION reject_rewrite();

GRANT SELECT ON documents, chunks, corpus_issuers, guidance TO saydo_query, saydo_ingest;
GRANT INSERT, UPDATE, DELETE ON documents, chunks, corpus_issuers TO saydo_ingest;
GRANT INSERT ON guidance TO saydo_ingest;
GRANT USAGE ON ALL SEQUENCES IN SCHEMA public TO saydo_ingest;
