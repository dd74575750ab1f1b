#!/usr/bin/env python3
"""Recompute and check every gold figure in evals/fresh5.jsonl.

    python3 evals/make_fresh5_gold.py [MIRROR] [--questions FILE]

fresh5.jsonl is a sixth question set (150 questions, ids f5-001 ... f5-150), written blind to
SayDo's router, with the same schema and `expect` shapes as questions.jsonl and fresh*.jsonl.
This script imports make_fresh4_gold.py (and through it make_gold.py, make_fresh_gold.py,
make_fresh2_gold.py, make_fresh3_gold.py; nothing is copied) and subclasses its checker, so every
check of the earlier scripts runs on every line: figures recomputed from the SEC mirror and
tests/gold/guidance.jsonl, borderline / caveat flags, accession citations in `note`, segment
`not_value`s against companyfacts, no_guidance / no_xbrl / not_yet_reported (future on the day of
writing) checks, `ratio_difference`, periods named in the question against the gold's periods,
the company named, held documents filed by the question's company, counts, ids and the split.
This set changes or adds:
- its own seed (SEED), id prefix and relative templates (RELATIVE, recomputed from companyfacts);
- period forms, mapped onto each company's fiscal calendar before make_fresh4_gold's forms are
  read: "F3Q24" (fiscal Q3 FY2024), "FY2025 Q1", "the Jan '23 quarter" / "the Jul-22 quarter",
  "the 2024 holiday quarter" / "the holiday quarter of 2026" (the fiscal quarter holding mid-
  December), "1H FY25" (first half, gold period "H1 FY2025"), "what they told investors in
  February 2023" and "the Feb 2024 guide" / "November 2022 outlook" (the quarter in progress
  after that release);
- the company check over this set's aliases and refusal-only issuers (Walmart, Ford, Oracle: in
  the ticker file, no companyfacts or submissions in the mirror), with their CIKs;
- made-up names (no_company) may borrow a real issuer's word ("Tesla Grid Systems"), be pure
  inventions ("Initech") or be tickers ("$QRBX"); each must occur in its question and be absent
  from the ticker file, and the set must hold all three kinds;
- no question text or template name shared with questions.jsonl, dev.jsonl, fresh.jsonl,
  fresh2.jsonl, fresh3.jsonl or fresh4.jsonl (read here, never printed).
Exit status 1 on any mismatch, 0 when every line agrees.
"""
import os
import re
import sys
from datetime import date, timedelta

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import make_fresh2_gold as mf2  # noqa: E402
import make_fresh3_gold as mf3  # noqa: E402
import make_fresh4_gold as mf4  # noqa: E402
from make_fresh_gold import MON, MONTHS  # noqa: E402

SEED = 20261203
ID_PREFIX = "f5"
OTHER_SETS = mf4.OTHER_SETS + ("fresh4.jsonl",)
ALIASES = {
    "NVIDIA": ("nvidia", "nvda"),
    "Apple": ("apple", "aapl"),
    "Tesla": ("tesla", "tsla"),
    "Snowflake": ("snowflake", "snow"),
    "TSMC": ("tsmc", "taiwan semi"),
    "LPA": ("lpa", "logistic properties of the americas"),
    "Walmart": ("walmart",),
    "Ford": ("ford",),
    "Oracle": ("oracle", "orcl"),
}
EXTRA_CIK = {"Walmart": 104169, "Ford": 37996, "Oracle": 1341439}
# Relative periods: template -> (concept, 'quarter' | 'fy', [offset of each gold period from the latest]).
RELATIVE = {
    "f5dv_yoy_last_quarter_rel": ("Revenues", "quarter", [0, -4]),
    "f5dv_net_margin_pp_rel": ("Revenues", "quarter", [0, 0, -4, -4]),
    "f5dv_growth_latest_fy_rel": ("RevenueFromContractWithCustomerExcludingAssessedTax", "fy", [0, -1]),
}


def _after_release(m, fye, mon_group, year_group):
    """The fiscal quarter in progress just after a release made in that month."""
    d = date(int(m.group(year_group)), MONTHS[m.group(mon_group).lower()], 15) + timedelta(days=10)
    return mf2.q_of_date(d, fye)


def _holiday(y, fye):
    return mf2.q_of_date(date(int(y), 12, 15), fye)


# This set's own forms, read before make_fresh4_gold's (each match blanks its span).
PATTERNS = [
    # "F3Q24", "F1Q'24"
    (re.compile(r"\bF([1-4])Q'?(\d{2})\b", re.I), lambda m, fye: f"Q{m.group(1)} FY{2000 + int(m.group(2))}"),
    # "FY2025 Q1", "FY25 Q1"
    (re.compile(r"\bFY ?'?(\d{4}|\d{2}) ?Q([1-4])\b", re.I), lambda m, fye: f"Q{m.group(2)} FY{mf2.year(m.group(1))}"),
    # "the Jan '23 quarter", "the Jul-22 quarter", "the jan-25 quarter"
    (re.compile(MON + r"[ -]'?(\d{2})(?!\d) quarter", re.I),
     lambda m, fye: mf2.q_of_date(date(2000 + int(m.group(2)), MONTHS[m.group(1).lower()],
                                       mf2.last_day(2000 + int(m.group(2)), MONTHS[m.group(1).lower()])), fye)),
    # "the 2024 holiday quarter", "the holiday quarter of 2026"
    (re.compile(r"\b(\d{4}) holiday quarter", re.I), lambda m, fye: _holiday(m.group(1), fye)),
    (re.compile(r"\bholiday quarter (?:of )?(\d{4})\b", re.I), lambda m, fye: _holiday(m.group(1), fye)),
    # "1H FY25", "H1 fiscal 2025"
    (re.compile(r"\b(?:1H|H1) ?(?:of )?(?:fiscal (?:year )?|FY ?)" + mf2.YR + r"\b", re.I),
     lambda m, fye: f"H1 FY{mf2.year(m.group(1))}"),
    # "what they told investors in February 2023"
    (re.compile(r"\btold (?:investors|the street|analysts|wall street) in " + MON + r",? (\d{4})", re.I),
     lambda m, fye: _after_release(m, fye, 1, 2)),
    # "the Feb 2024 guide", "Nvidia's November 2022 outlook"
    (re.compile(MON + r",? (\d{4}) (?:outlook|guidance|guide|forecast)", re.I),
     lambda m, fye: _after_release(m, fye, 1, 2)),
]


# This set's forms first, then make_fresh4_gold.periods_named on what is left.
periods_named = mf4.read_forms(PATTERNS, mf4.periods_named)


class Fresh5Checker(mf4.Fresh4Checker):
    seed = SEED
    id_prefix = ID_PREFIX
    relative = RELATIVE
    aliases = ALIASES
    periods_named = staticmethod(periods_named)
    extra_cik = {**mf4.EXTRA_CIK, **EXTRA_CIK}

    def run(self):
        super().run()
        # all three kinds of made-up name are present
        kinds = set()
        for q in self.qs:
            for name in q.get("fake_names", []):
                if name.startswith("$"):
                    kinds.add("ticker")
                elif mf4.REAL_WORDS & set(re.findall(r"[a-z]+", name.lower())):
                    kinds.add("borrowed")
                else:
                    kinds.add("invented")
        if kinds != {"ticker", "borrowed", "invented"}:
            self.errors.append(f"made-up names cover {sorted(kinds)}, want borrowed, invented and ticker")

    # -- made-up names: in the question; borrowing a held issuer's word is allowed, not required
    def check_fake_names(self, q):
        if q["expect"].get("reason") != "no_company":
            return
        for name in q.get("fake_names", []):
            if name.lower() not in q["question"].lower():
                self.err(q, f"fake name {name!r} is not in the question")


def main():
    mf3.main(Fresh5Checker, "fresh5.jsonl", OTHER_SETS, __doc__)


if __name__ == "__main__":
    main()
