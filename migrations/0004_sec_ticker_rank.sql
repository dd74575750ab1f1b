-- company_tickers.json lists issuers by market value, largest first; its keys are that rank.
-- The resolver forgives typos for the largest issuers (and the onboarded), not for every name.
ALTER TABLE sec_tickers ADD COLUMN rank integer;
