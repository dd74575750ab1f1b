#!/usr/bin/env python3
"""Recompute and check every gold figure in evals/fresh10.jsonl.

    python3 evals/make_fresh10_gold.py [MIRROR] [--questions FILE]

fresh10.jsonl is an eleventh question set (150 questions, ids f10-001 ... f10-150), written blind
to SayDo's router, with the same schema and `expect` shapes as questions.jsonl and fresh*.jsonl.
It weights search 24, say_do 24, segment 22, derived 22, scorecard 18, actuals 16, refusal 14,
guidance 10. This script imports make_fresh9_gold.py (and through it make_gold.py and
make_fresh_gold.py ... make_fresh8_gold.py; nothing is copied) and subclasses its checker the way
make_fresh9_gold.py subclasses make_fresh8_gold.py, so every check of the earlier scripts runs on
every line: figures recomputed from the SEC mirror and tests/gold/guidance.jsonl, borderline /
caveat flags, accession citations in `note`, segment `not_value`s against companyfacts,
no_guidance / no_xbrl / not_yet_reported checks, `ratio_difference`, periods named in the
question against the gold's periods (this set's forms first, then fresh9's, fresh8's, fresh7's,
fresh6's and every earlier set's; each of fresh6's ... fresh9's forms used somewhere in this set
too), the second-half and "calendar YYYY" conventions of fresh9, the company named, held
documents filed by the question's company, made-up names of all three kinds and new to this set,
one question per template, ids, the split, the mix fresh7 asks for (held and refused segments,
every refusal reason, growth year over year and sequential, ratio, difference, free cash flow),
and no text, template or run of make_fresh6_gold.NGRAM words shared with an earlier set
(fresh9.jsonl included here). This set changes or adds:
- its own seed (SEED), id prefix (ID_PREFIX, also for template names), written date (WRITTEN)
  and relative templates (RELATIVE: Snowflake's revenue in "the quarter before last" and LPA's
  net margin in its latest fiscal year, recomputed from companyfacts). fresh9's checks that read
  make_fresh9_gold.ID_PREFIX / RELATIVE / COUNTS / SEED ("template ... does not start with f9",
  "relative template f9... is not used", its counts and split targets) are replaced by the same
  checks against this set's values;
- its own category counts (COUNTS) and split targets: one third of the whole set (50) in test,
  shared out by make_fresh7_gold.split_targets (largest remainder) with this set's seed. With
  these counts round(n/3) per category gives 49 (8 + 8 + 7 + 7 + 6 + 5 + 5 + 3): refusal (14,
  a third of 4.67) keeps 5 and one of the four categories whose third ends in .33 (segment,
  derived, actuals, guidance; picked by the seeded shuffle) takes one more template, the next in
  make_gold.assign_splits' seeded order (make_fresh7_gold.assign_splits_total);
- period forms, mapped onto each company's fiscal calendar before make_fresh9_gold's forms are
  read, each one used at least once, and each new: no question of an earlier set matches it:
    "the June-quarter of 2024" (a month, a hyphen, "quarter", a calendar year: the fiscal
      quarter that ends in that month),
    "the last three months of fiscal 2024" / "... of 2021" (Q4; a bare year only for
      calendar-year companies),
    "the second quarter of the fiscal year ending January 29, 2023" / "... ended September 2024"
      (the quarter of the fiscal year that ends on that date; the date must end a fiscal year),
    "FY24/Q1", "FY2025-Q2" (fiscal year first, a slash or hyphen, then the quarter),
    "the last qtr of FY23" / "final qtr of fiscal 2024" (Q4),
    "FY23's final quarter" / "fiscal 2027's last quarter" (Q4),
    "the quarter ending in July of 2023" (month "of" year: the quarter ending in that month),
    "fiscal-year 2024" (hyphenated),
    "the first two quarters of fiscal 2025" / "... of 2022" (H1; a bare year only for
      calendar-year companies),
    "fiscal twenty-four" / "q three fiscal twenty-four" (the short spoken year, without the
      leading "twenty"),
    "the period ended on Jul 30 2023" (a date with "on" and no comma before the year),
    "the '23 fiscal year" / "Q4 of the '24 fiscal year",
    "the quarter through the end of April 2023" / "three months to the end of July 2023",
    "the nine months through June 2025" (9M) / "six months through March 2025" (H1): the
      month must end the fiscal third / second quarter;
- the company check over this set's aliases (typos "nividia", "aplle", "tsela", "snowfalke",
  "tmsc"; "tesla motors"; "logistic properties") and its refusal-only issuers (Airbnb,
  Chipotle: in the ticker file, no companyfacts or submissions in the mirror), with their CIKs;
  at least one refusal-only issuer that no earlier set names;
- every search `note` and held segment `note` cites the accession of the filing whose document
  is the `source` (the folder name in the path, with its dashes);
- template names that start with this set's prefix, and every RELATIVE template used.
Exit status 1 on any mismatch, 0 when every line agrees.
"""
import os
import re
import sys
from collections import Counter
from datetime import date

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import make_fresh2_gold as mf2  # noqa: E402
import make_fresh3_gold as mf3  # noqa: E402
import make_fresh6_gold as mf6  # noqa: E402
import make_fresh7_gold as mf7  # noqa: E402
import make_fresh8_gold as mf8  # noqa: E402
import make_fresh9_gold as mf9  # noqa: E402
from make_gold import COMPANIES, fiscal_of  # noqa: E402
from make_fresh_gold import MON  # noqa: E402

SEED = 20261210
ID_PREFIX = "f10"
WRITTEN = date(2026, 12, 1)
OTHER_SETS = mf9.OTHER_SETS + ("fresh9.jsonl",)
COUNTS = {"search": 24, "say_do": 24, "segment": 22, "derived": 22, "scorecard": 18,
          "actuals": 16, "refusal": 14, "guidance": 10}
# The mirror's issuers (with the typos and old names this set uses) and its refusal-only issuers.
ALIASES = {
    "NVIDIA": ("nvidia", "nvda", "nividia"),
    "Apple": ("apple", "aapl", "aplle"),
    "Tesla": ("tesla", "tsla", "tsela"),
    "Snowflake": ("snowflake", "snow", "snowfalke"),
    "TSMC": ("tsmc", "taiwan semiconductor", "tmsc"),
    "LPA": ("lpa", "logistic properties"),
    "Airbnb": ("airbnb", "abnb"),
    "Chipotle": ("chipotle", "cmg"),
}
EXTRA_CIK = {"Airbnb": 1559720, "Chipotle": 1058090}
# Relative periods: template -> (concept, 'quarter' | 'fy', [offset of each gold period from the latest]).
RELATIVE = {
    "f10ac_snow_rev_quarter_before_last_rel": ("RevenueFromContractWithCustomerExcludingAssessedTax", "quarter", [-1]),
    "f10dv_lpa_net_margin_latest_year_rel": ("Revenue", "fy", [0, 0]),
}

ORD = {"first": 1, "second": 2, "third": 3, "fourth": 4, "1st": 1, "2nd": 2, "3rd": 3, "4th": 4}
SPOKEN = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9}
YR = mf6.YR
DATE = mf6.DATE
MONRAW = mf6.MONRAW
FISCAL = r"(?:fiscal\s+(?:year\s+)?|FY\s?)"


def month_hyphen_quarter(m, fye):
    """'the June-quarter of 2024': the fiscal quarter that ends in that month of that year."""
    return mf6.q(mf6.month_day(m.group(2), m.group(1)), fye)


def last_three_months(m, fye):
    """'the last three months of fiscal 2024' -> Q4 FY2024; a bare year only for calendar years."""
    fiscal, y = m.group(1), mf2.year(m.group(2))
    return f"Q4 FY{y}" if fiscal or fye == 12 else f"Q4 CY{y}"


def quarter_of_fy_ending(m, fye):
    """'the second quarter of the fiscal year ending January 29, 2023': that quarter of the fiscal
    year ending on the date, which must end a fiscal year."""
    n = int(m.group(1)) if m.group(1) else ORD[m.group(2).lower()]
    d = mf6.parse_date(m.group(3)) if m.group(3) else mf6.month_day(m.group(5), m.group(4))
    fy, qn = fiscal_of(d, fye)
    return f"Q{n} FY{fy}" if qn == 4 else f"Q{n}? Q{qn} FY{fy}"


def first_two_quarters(m, fye):
    fiscal, y = m.group(1), mf2.year(m.group(2))
    return f"H1 FY{y}" if fiscal or fye == 12 else f"H1 CY{y}"


def spoken_short(m, fye):
    """'fiscal twenty-four' -> FY2024; 'q three fiscal twenty-four' -> Q3 FY2024."""
    y = 2020 + SPOKEN[m.group(3).lower()]
    n = SPOKEN.get((m.group(1) or "").lower()) or ORD.get((m.group(2) or "").lower())
    return f"Q{n} FY{y}" if n else f"FY{y}"


def ended_on_nocomma(m, fye):
    return mf6.q(mf6.parse_date(f"{m.group(1)} {m.group(2)}, {m.group(3)}"), fye)


def yy_fiscal_year(m, fye):
    y = 2000 + int(m.group(3))
    n = int(m.group(1)) if m.group(1) else ORD.get((m.group(2) or "").lower())
    return f"Q{n} FY{y}" if n else f"FY{y}"


def months_through_month(m, fye):
    """'nine months through June 2025' -> 9M, 'six months through March 2025' -> H1; the month
    must end the fiscal third / second quarter."""
    d = mf6.month_day(m.group(3), m.group(2))
    fy, qn = fiscal_of(d, fye)
    label, want = ("H1", 2) if m.group(1).lower() in ("six", "6") else ("9M", 3)
    return f"{label} FY{fy}" if qn == want else f"{label}? Q{qn} FY{fy}"


# This set's own forms, read before make_fresh9_gold's (each match blanks its span), in this order.
PATTERNS = [
    # "the second quarter of the fiscal year ending January 29, 2023", "Q3 of the fiscal year ended September 2024"
    ("quarter_of_fy_ending", re.compile(r"\b(?:Q([1-4])|(first|second|third|fourth|1st|2nd|3rd|4th)\s+quarter)\s+of\s+(?:the\s+|its\s+|their\s+)?"
                                        r"fiscal\s+year\s+(?:that\s+)?(?:ending|ended|ends|closing|closed)\s+(?:in\s+|on\s+)?(?:" + DATE
                                        + r"|" + MON + r",?\s+(\d{4}))", re.I),
     quarter_of_fy_ending),
    # "the '23 fiscal year", "Q4 of the '24 fiscal year"
    ("yy_fiscal_year", re.compile(r"\b(?:(?:Q([1-4])|(first|second|third|fourth)\s+quarter)\s+of\s+)?(?:the|its|their)\s+['’](\d{2})\s+fiscal\s+year\b", re.I),
     yy_fiscal_year),
    # "FY23's final quarter", "fiscal 2027's last quarter"
    ("fy_possessive_final", re.compile(r"\b" + FISCAL + YR + r"['’]s\s+(?:final|last|closing)\s+(?:quarter|qtr)\b", re.I),
     lambda m, fye: f"Q4 FY{mf2.year(m.group(1))}"),
    # "the last qtr of FY23", "final qtr of fiscal 2024"
    ("last_qtr_of_fy", re.compile(r"\b(?:last|final|closing)\s+qtr\.?\s+of\s+(?:the\s+)?" + FISCAL + YR, re.I),
     lambda m, fye: f"Q4 FY{mf2.year(m.group(1))}"),
    # "the last three months of fiscal 2024", "the final 3 months of 2021"
    ("last_three_months", re.compile(r"\b(?:last|final|closing)\s+(?:three|3)\s+months\s+of\s+(?:the\s+)?(fiscal\s+(?:year\s+)?|FY\s?)?" + YR, re.I),
     last_three_months),
    # "FY24/Q1", "FY2025-Q2"
    ("fy_slash_q", re.compile(r"\bFY\s?['’]?(\d{4}|\d{2})\s?[/-]\s?Q([1-4])\b", re.I),
     lambda m, fye: f"Q{m.group(2)} FY{mf2.year(m.group(1))}"),
    # "the June-quarter of 2024"
    ("month_hyphen_quarter", re.compile(r"\b" + MON + r"-quarter\s+(?:of\s+)?(\d{4})\b", re.I),
     month_hyphen_quarter),
    # "the quarter ending in July of 2023"
    ("quarter_ending_month_of_year", re.compile(r"\b(?:quarter|qtr)\s+(?:that\s+)?(?:ended|ending|closed|closing)\s+in\s+" + MON + r"\s+of\s+(\d{4})\b", re.I),
     lambda m, fye: mf6.q(mf6.month_day(m.group(2), m.group(1)), fye)),
    # "fiscal-year 2024"
    ("fiscal_hyphen_year", re.compile(r"\bfiscal-year\s+" + YR, re.I),
     lambda m, fye: f"FY{mf2.year(m.group(1))}"),
    # "the first two quarters of fiscal 2025", "first 2 quarters of 2022"
    ("first_two_quarters", re.compile(r"\bfirst\s+(?:two|2)\s+quarters\s+of\s+(?:the\s+)?(fiscal\s+(?:year\s+)?|FY\s?)?" + YR, re.I),
     first_two_quarters),
    # "fiscal twenty-four", "q three fiscal twenty-four", "second quarter of fiscal twenty four"
    ("spoken_short_fy", re.compile(r"\b(?:(?:q\s+(one|two|three|four)|(first|second|third|fourth)\s+quarter)\s+(?:of\s+)?)?(?:fiscal|fy)\s+(?:year\s+)?"
                                   r"twenty[- ](one|two|three|four|five|six|seven|eight|nine)\b", re.I),
     spoken_short),
    # "the period ended on Jul 30 2023" (no comma before the year)
    ("ended_on_nocomma", re.compile(r"\b(?:period|quarter|qtr)\s+(?:that\s+)?ended\s+on\s+(" + MONRAW + r")\.?\s+(\d{1,2})\s+(\d{4})\b", re.I),
     ended_on_nocomma),
    # "the quarter through the end of April 2023", "three months to the end of July 2023"
    ("through_end_of_month", re.compile(r"\b(?:quarter|qtr|three\s+months|3\s+months)\s+(?:through|thru|to|ending\s+at)\s+the\s+end\s+of\s+" + MON
                                        + r",?\s+(\d{4})\b", re.I),
     lambda m, fye: mf6.q(mf6.month_day(m.group(2), m.group(1)), fye)),
    # "the nine months through June 2025" (9M), "six months through March 2025" (H1)
    ("months_through_month", re.compile(r"\b(six|6|nine|9)\s+months\s+(?:through|thru|to|ending\s+in|ended\s+in)\s+" + MON + r",?\s+(\d{4})\b", re.I),
     months_through_month),
]

# This set's forms first, then make_fresh9_gold.periods_named on what is left.
periods_named = mf8.read_forms([(rx, fn) for _, rx, fn in PATTERNS], mf9.periods_named)
FORM = {name: rx for name, rx, _ in PATTERNS}

# Messages of fresh9's checks that this set replaces with its own.
F9_PREFIX_MSG = re.compile(r"^\S+: template \S+ does not start with " + re.escape(mf9.ID_PREFIX) + r"$")
F9_RELATIVE_MSG = re.compile(r"^relative template " + re.escape(mf9.ID_PREFIX) + r"\S* is not used$")
ACCESSION_DIR = re.compile(r"/data/\d+/(\d{10})(\d{2})(\d{6})/")


class Fresh10Checker(mf9.Fresh9Checker):
    seed = SEED
    id_prefix = ID_PREFIX
    relative = RELATIVE
    aliases = ALIASES
    periods_named = staticmethod(periods_named)
    extra_cik = {**mf9.Fresh9Checker.extra_cik, **EXTRA_CIK}

    def run(self):
        n = len(self.errors)
        super().run()
        self.errors[n:] = [e for e in self.errors[n:] if not (F9_PREFIX_MSG.match(e) or F9_RELATIVE_MSG.match(e))]
        for q in self.qs:
            if not q["template"].startswith(ID_PREFIX):
                self.err(q, f"template {q['template']} does not start with {ID_PREFIX}")
        # every period form this set adds is used by some question about a held company, and
        # no question of an earlier set uses it
        for name, rx, _ in PATTERNS:
            if not any(rx.search(q["question"]) for q in self.qs if q.get("company") in COMPANIES):
                self.errors.append(f"period form {name} is not used by any question")
            old = sum(bool(rx.search(o["question"])) for o in self.old)
            if old:
                self.errors.append(f"period form {name} is not new: {old} question(s) of an earlier set use it")
        used = {q["template"] for q in self.qs}
        for t in RELATIVE:
            if t not in used:
                self.errors.append(f"relative template {t} is not used")
        # a refusal-only issuer that no earlier set names
        old_companies = {o.get("company") for o in self.old}
        if not any(q.get("company") in EXTRA_CIK and q["company"] not in old_companies for q in self.qs):
            self.errors.append("no refusal-only issuer new to this set")
        for q in self.qs:
            self.check_source_accession(q)

    # -- a search or held segment note cites the accession of the filing its source belongs to
    def check_source_accession(self, q):
        src = q["expect"].get("source")
        if not src:
            return
        m = ACCESSION_DIR.search(src)
        if not m:
            self.err(q, f"source {src} is not under a filing folder")
            return
        accn = "-".join(m.groups())
        if accn not in q["note"]:
            self.err(q, f"note does not cite the accession {accn} of its source")

    # -- fresh9's check_counts with this set's counts and seed in place of fresh9's
    def check_counts(self):
        n = len(self.errors)
        super().check_counts()
        cat_of = {q["id"]: q["category"] for q in self.qs}
        redo = (mf8.bumped(self.qs, SEED) | mf8.bumped(self.qs, mf9.SEED) | mf8.bumped(self.qs, mf8.SEED)
                | mf8.bumped(self.qs, mf7.SEED))

        def replaced(e):
            if mf7.COUNT_MSG.match(e) or mf8.F7_TARGET_MSG.match(e):
                return True
            m = mf7.SPLIT_MSG.match(e)
            return bool(m) and (cat_of.get(m.group(1)) in redo or m.group(2) in redo)
        self.errors[n:] = [e for e in self.errors[n:] if not replaced(e)]
        targets = mf7.split_targets(self.qs, SEED)
        want = mf7.assign_splits_total(self.qs, SEED)
        for q in self.qs:
            if cat_of[q["id"]] in redo and want[q["id"]] != q["split"]:
                self.errors.append(f"{q['id']}: split {q['split']} but the seeded assignment says {want[q['id']]}")
        for c, t in targets.items():
            got = sum(q["split"] == "test" for q in self.qs if q["category"] == c)
            if got != t:
                self.errors.append(f"category {c}: {got} test, want {t}")
        if sum(q["split"] == "test" for q in self.qs) != round(len(self.qs) / 3):
            self.errors.append(f"test does not hold one third of the set ({round(len(self.qs) / 3)})")
        by = Counter(q["category"] for q in self.qs)
        for c, k in COUNTS.items():
            if by[c] != k:
                self.errors.append(f"category {c}: {by[c]} questions, want {k}")
        if len(self.qs) != sum(COUNTS.values()):
            self.errors.append(f"{len(self.qs)} questions, want {sum(COUNTS.values())}")

    # -- refusals: future on the day this set was written
    def check_refusal(self, q):
        super().check_refusal(q)
        e = q["expect"]
        c = q.get("company")
        if e.get("reason") == "not_yet_reported" and c in COMPANIES:
            end = mf3.period_end(e["period"], COMPANIES[c][1])
            if end <= WRITTEN:
                self.err(q, f"{e['period']} ends about {end}, not after {WRITTEN}")


def main():
    mf3.main(Fresh10Checker, "fresh10.jsonl", OTHER_SETS, __doc__)


if __name__ == "__main__":
    main()
