#!/usr/bin/env python3
"""Recompute and check every gold figure in evals/fresh4.jsonl.

    python3 evals/make_fresh4_gold.py [MIRROR] [--questions FILE]

fresh4.jsonl is a fifth question set (150 questions, ids f4-001 ... f4-150), written blind to
SayDo's router, with the same schema and `expect` shapes as questions.jsonl and fresh*.jsonl.
This script imports make_gold.py, make_fresh_gold.py, make_fresh2_gold.py and make_fresh3_gold.py
(nothing is copied) and subclasses make_fresh3_gold's checker, so every check of the earlier
scripts runs on every line: figures recomputed from the SEC mirror and tests/gold/guidance.jsonl,
borderline / caveat flags, accession citations in `note`, segment `not_value`s against
companyfacts, no_guidance / no_xbrl / not_yet_reported (future on the day of writing) checks,
`ratio_difference`, periods named in the question against the gold's periods, the company named,
counts, ids and the seeded split. This set changes or adds:
- its own seed (SEED), id prefix and relative templates (RELATIVE, recomputed from companyfacts);
- period forms: "the quarter ending 1/29/2023", "Q1'25", "the June quarter of 2025", and
  calendar quarters ("calendar Q4 2025" = Apple's fiscal Q1 2026), mapped onto each company's
  fiscal calendar before make_fresh3_gold's forms are read;
- the company check over this set's aliases (typos "nvdia", "telsa"; "taiwan semi"; "$SNOW") and
  its refusal-only issuers (AMD, Broadcom, Starbucks: in the ticker file, no companyfacts or
  submissions in the mirror), with their CIKs;
- made-up names (no_company) must mix in a word of a real issuer the mirror holds
  ("Apple Semiconductor Corp", "Nvidia Biologics"), and still be absent from the ticker file;
- held segment and search `source` documents must be filed by the question's company (CIK in
  the path);
- no question text or template name shared with questions.jsonl, dev.jsonl, fresh.jsonl,
  fresh2.jsonl or fresh3.jsonl (read here, never printed).
Exit status 1 on any mismatch, 0 when every line agrees.
"""
import calendar
import json
import os
import re
import sys
from datetime import date

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import make_fresh2_gold as mf2  # noqa: E402
import make_fresh3_gold as mf3  # noqa: E402
from make_gold import COMPANIES  # noqa: E402
from make_fresh_gold import MON, MONTHS  # noqa: E402

SEED = 20261202
ID_PREFIX = "f4"
OTHER_SETS = ("questions.jsonl", "dev.jsonl", "fresh.jsonl", "fresh2.jsonl", "fresh3.jsonl")
ALIASES = {
    "NVIDIA": ("nvidia", "nvda", "nvdia"),
    "Apple": ("apple", "aapl"),
    "Tesla": ("tesla", "tsla", "telsa"),
    "Snowflake": ("snowflake", "snow"),
    "TSMC": ("tsmc", "taiwan semi"),
    "LPA": ("lpa", "logistic properties of the americas"),
    "AMD": ("amd",),
    "Broadcom": ("broadcom",),
    "Starbucks": ("starbucks",),
}
EXTRA_CIK = {"AMD": 2488, "Broadcom": 1730168, "Starbucks": 829224}
# Words of the held issuers' names that a made-up name must borrow.
REAL_WORDS = {"nvidia", "apple", "tesla", "snowflake", "tsmc", "logistic"}
# Relative periods: template -> (concept, 'quarter' | 'fy', [offset of each gold period from the latest]).
RELATIVE = {
    "f4dv_latest_quarter_yoy_rel": ("RevenueFromContractWithCustomerExcludingAssessedTax", "quarter", [0, -4]),
}
ORD = {"first": 1, "second": 2, "third": 3, "fourth": 4}


def _calendar_quarter(q, y, fye):
    """Calendar quarter q of year y -> the fiscal quarter that ends in its last month."""
    m = 3 * q
    return mf2.q_of_date(date(y, m, calendar.monthrange(y, m)[1]), fye)


# This set's own forms, read before make_fresh3_gold's (each match blanks its span).
PATTERNS = [
    # "the quarter ending 1/29/2023" (make_fresh2_gold reads "ended" only)
    (re.compile(r"(?:period|quarter|three months) (?:that )?ending (\d{1,2})/(\d{1,2})/(\d{2,4})", re.I),
     lambda m, fye: mf2.q_of_date(date(mf2.year(m.group(3)), int(m.group(1)), int(m.group(2))), fye)),
    # "Q1'25"
    (re.compile(r"\bQ([1-4])'(\d{2})\b", re.I), lambda m, fye: f"Q{m.group(1)} FY{2000 + int(m.group(2))}"),
    # "the June quarter of 2025", "June quarter 2025"
    (re.compile(MON + r" quarter(?: of)? (\d{4})", re.I),
     lambda m, fye: mf2.q_of_date(date(int(m.group(2)), MONTHS[m.group(1).lower()],
                                       mf2.last_day(int(m.group(2)), MONTHS[m.group(1).lower()])), fye)),
    # "calendar Q4 2025", "CQ4 2025", "calendar fourth quarter of 2025"
    (re.compile(r"\b(?:calendar Q|CQ)([1-4]) (?:of )?(\d{4})\b", re.I),
     lambda m, fye: _calendar_quarter(int(m.group(1)), int(m.group(2)), fye)),
    (re.compile(r"\bcalendar (first|second|third|fourth) quarter (?:of )?(\d{4})\b", re.I),
     lambda m, fye: _calendar_quarter(ORD[m.group(1).lower()], int(m.group(2)), fye)),
]


def read_forms(patterns, then):
    """A periods_named that reads `patterns` first (each match blanks its span) and hands what
    is left to `then`: how each set adds its own period forms to the ones before it."""
    def periods_named(question, company):
        fye = COMPANIES[company][1]
        text = question
        found = []
        for rx, fn in patterns:
            for m in rx.finditer(text):
                found.append((m.group(0), fn(m, fye)))
            text = rx.sub(lambda m: " " * len(m.group(0)), text)
        return found + then(text, company)
    return periods_named


# This set's forms first, then make_fresh3_gold.periods_named on what is left.
periods_named = read_forms(PATTERNS, mf3.periods_named)


class Fresh4Checker(mf3.Fresh3Checker):
    seed = SEED
    id_prefix = ID_PREFIX
    relative = RELATIVE
    aliases = ALIASES
    periods_named = staticmethod(periods_named)
    # Refusal-only issuers (in the ticker file, nothing else in the mirror) and their CIKs.
    extra_cik = EXTRA_CIK

    def run(self):
        super().run()
        tickers = json.load(open(os.path.join(self.g.mirror, "www.sec.gov/files/company_tickers.json")))
        ticker_ciks = {int(r["cik_str"]) for r in tickers.values()}
        for q in self.qs:
            c = q.get("company")
            if c in self.extra_cik:
                if q.get("cik") != self.extra_cik[c]:
                    self.err(q, f"cik {q.get('cik')} != {self.extra_cik[c]} for {c}")
                if self.extra_cik[c] not in ticker_ciks:
                    self.err(q, f"{c} is not in the ticker file")
            self.check_fake_names(q)
            self.check_source_company(q)

    # -- made-up names borrow a real issuer's word
    def check_fake_names(self, q):
        if q["expect"].get("reason") != "no_company":
            return
        for name in q.get("fake_names", []):
            if name.lower() not in q["question"].lower():
                self.err(q, f"fake name {name!r} is not in the question")
            if not REAL_WORDS & set(re.findall(r"[a-z]+", name.lower())):
                self.err(q, f"fake name {name!r} borrows no word of a held issuer")

    # -- documents are the question company's own filings
    def check_source_company(self, q):
        src = q["expect"].get("source")
        c = q.get("company")
        if src and c in COMPANIES and f"/data/{COMPANIES[c][0]}/" not in src:
            self.err(q, f"source {src} is not a {c} filing")


def main():
    mf3.main(Fresh4Checker, "fresh4.jsonl", OTHER_SETS, __doc__)


if __name__ == "__main__":
    main()
