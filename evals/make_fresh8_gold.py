#!/usr/bin/env python3
"""Recompute and check every gold figure in evals/fresh8.jsonl.

    python3 evals/make_fresh8_gold.py [MIRROR] [--questions FILE]

fresh8.jsonl is a ninth question set (150 questions, ids f8-001 ... f8-150), written blind to
SayDo's router, with the same schema and `expect` shapes as questions.jsonl and fresh*.jsonl.
It weights the categories where SayDo is weakest (say_do 30, derived 22, actuals 20, segment 20,
search 16, refusal 16, scorecard 14, guidance 12). This script imports make_fresh7_gold.py (and
through it make_gold.py and make_fresh_gold.py ... make_fresh6_gold.py; nothing is copied) and
subclasses its checker, so every check of the earlier scripts runs on every line: figures
recomputed from the SEC mirror and tests/gold/guidance.jsonl, borderline / caveat flags,
accession citations in `note`, segment `not_value`s against companyfacts, no_guidance / no_xbrl /
not_yet_reported checks, `ratio_difference`, periods named in the question against the gold's
periods (this set's forms first, then fresh7's, fresh6's and every earlier set's; each of
fresh6's and fresh7's forms used somewhere in this set too), the company named, held documents
filed by the question's company, made-up names of all three kinds, one question per template,
ids, the split, the mix fresh7 asks for (held and refused segments, every refusal reason,
growth year over year and sequential, ratio, difference, free cash flow), and no text, template
or run of make_fresh6_gold.NGRAM words shared with an earlier set (fresh7.jsonl included here).
This set changes or adds:
- its own seed (SEED), id prefix (ID_PREFIX, also for template names: fresh7's template-prefix
  check reads make_fresh7_gold.ID_PREFIX, so its "does not start with f7" messages are replaced
  by the same check against this set's prefix), written date (WRITTEN) and relative templates
  (RELATIVE: "two quarters before the latest", "the fiscal year before the latest", and the
  latest quarter's operating margin, recomputed from companyfacts);
- its own category counts (COUNTS) and split targets: one third of the whole set in test,
  shared out by make_fresh7_gold.split_targets (largest remainder) with this set's seed, and the
  seeded template order of make_fresh7_gold.assign_splits_total for a category that takes one
  more (with these counts none does: every category gets round(n/3), 50 in all). fresh7's
  check_counts applies make_fresh7_gold.COUNTS and fresh7's seed; those messages are replaced;
- period forms, mapped onto each company's fiscal calendar before make_fresh7_gold's forms are
  read, each one used at least once; a form may name two periods (a named quarter and "the
  year-ago quarter"):
    "fiscal '24 Q3" / "fiscal 2024 third quarter" (fiscal year first, quarter after),
    "Q3 in fiscal 2024" / "Q1 for FY25", "FY23's Q2" / "FY24's third quarter",
    "the quarter after Q2 FY2024" / "the quarter before Q1 FY2025",
    "Q3 FY25 versus the year-ago quarter" (both quarters),
    "the last quarter Apple reported before March 1, 2026" (the quarter before the one in
      progress that day),
    "the 26 weeks ended March 29, 2025" (H1) / "39 weeks ended ..." (9M) / "the half-year ended
      July 27, 2025" (H1), the date ending the fiscal second or third quarter,
    "the April quarter of fiscal 2025" (the quarter of that fiscal year ending in that month),
    "three months to end-April 2023" / "the quarter to end-June 2025",
    "the quarter ended 2023/04/30" (year first) and "the quarter ending 30/10/2022" (day first,
      day above 12 so it cannot be read month first),
    "the Jan-Jun 2025 period" (a month span: 3 months a quarter, 6 H1, 9 9M, 12 a fiscal year),
    "the fourth quarter of the 2023 fiscal year" / "its 2025 fiscal year",
    "first-half 2025" / "1st half of fiscal 2025" (H1; a bare year only for calendar-year
      companies);
- the company check over this set's aliases and refusal-only issuers (Cisco, Uber: in the
  ticker file, no companyfacts or submissions in the mirror), with their CIKs;
- made-up names that no earlier set used;
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
from make_gold import COMPANIES, fiscal_of  # noqa: E402
from make_fresh_gold import MON, MONTHS  # noqa: E402

SEED = 20261208
ID_PREFIX = "f8"
WRITTEN = date(2026, 12, 1)
OTHER_SETS = mf7.OTHER_SETS + ("fresh7.jsonl",)
COUNTS = {"say_do": 30, "scorecard": 14, "segment": 20, "derived": 22, "refusal": 16,
          "actuals": 20, "guidance": 12, "search": 16}
# The mirror's issuers (with the typos this set uses) and this set's refusal-only issuers.
ALIASES = {
    "NVIDIA": ("nvidia", "nvda", "nvidias", "nivdia"),
    "Apple": ("apple", "aapl", "aple"),
    "Tesla": ("tesla", "tsla", "tesal"),
    "Snowflake": ("snowflake", "snow", "snowflak"),
    "TSMC": ("tsmc", "taiwan semiconductor", "$tsm"),
    "LPA": ("lpa", "logistic properties of the americas"),
    "Cisco": ("cisco", "csco"),
    "Uber": ("uber",),
}
EXTRA_CIK = {"Cisco": 858877, "Uber": 1543151}
# Relative periods: template -> (concept, 'quarter' | 'fy', [offset of each gold period from the latest]).
RELATIVE = {
    "f8ac_tsla_bottom_line_two_back_rel": ("Revenues", "quarter", [-2]),
    "f8ac_snow_cfo_year_before_latest_rel": ("RevenueFromContractWithCustomerExcludingAssessedTax", "fy", [-1]),
    "f8dv_snow_latest_op_margin_rel": ("RevenueFromContractWithCustomerExcludingAssessedTax", "quarter", [0, 0]),
}

ORD = {"first": 1, "second": 2, "third": 3, "fourth": 4, "1st": 1, "2nd": 2, "3rd": 3, "4th": 4}
YR = r"'?(\d{4}|\d{2})(?!\d)"
DATE = mf6.DATE
QFORM = r"(?:Q([1-4])\s?(?:FY\s?)?" + YR + r"|([1-4])Q\s?(?:FY\s?)?" + YR + r")"


def shift(period, n):
    """'Q2 FY2024' moved n quarters (n = 1: the quarter after; n = -4: the year-ago quarter)."""
    label, y = mf7.parse_period(period)
    k = y * 4 + int(label[1]) - 1 + n
    return f"Q{k % 4 + 1} FY{k // 4}"


def qform(m, first):
    """The quarter a QFORM match names, from its groups starting at `first`."""
    g = m.groups()[first - 1:first + 3]
    n, y = (g[0], g[1]) if g[0] else (g[2], g[3])
    return f"Q{n} FY{mf2.year(y)}"


def quarter_of_fy(q, words):
    return f"Q{q or ORD[words.lower()]}"


def weeks_span(m, fye):
    """'26 weeks / half-year ended <date>' -> H1; '39 weeks ended <date>' -> 9M; the date must end
    the fiscal second / third quarter."""
    d = mf6.parse_date(m.group(2))
    fy, qn = fiscal_of(d, fye)
    label, want = ("9M", 3) if (m.group(1) or "").lower() in ("39", "thirty-nine") else ("H1", 2)
    return f"{label} FY{fy}" if qn == want else f"{label}? Q{qn} FY{fy}"


def month_quarter_of_fiscal(m, fye):
    """'the April quarter of fiscal 2025': the quarter of that fiscal year that ends in April."""
    mon, fy = m.group(1), mf2.year(m.group(2))
    for y in (fy - 1, fy):
        got, qn = fiscal_of(mf6.month_day(y, mon), fye)
        if got == fy:
            return f"Q{qn} FY{fy}"
    return f"?{mon} FY{fy}"


def intl_slash(m, fye):
    if m.group(1):
        d = date(int(m.group(1)), int(m.group(2)), int(m.group(3)))
    else:
        d = date(int(m.group(6)), int(m.group(5)), int(m.group(4)))
    return mf6.q(d, fye)


def month_span(m, fye):
    """'the Jan-Jun 2025 period': the fiscal period ending with the second month, as long as the span."""
    m1, m2 = MONTHS[m.group(1).lower()], MONTHS[m.group(2).lower()]
    fy, qn = fiscal_of(mf6.month_day(m.group(3), m.group(2)), fye)
    label = {3: f"Q{qn}", 6: "H1" if qn == 2 else "H1?", 9: "9M" if qn == 3 else "9M?",
             12: "FY" if qn == 4 else "FY?"}.get((m2 - m1) % 12 + 1, "?")
    return f"FY{fy}" if label == "FY" else f"{label} FY{fy}"


def hyphen_half(m, fye):
    fiscal, y = m.group(1), mf2.year(m.group(2))
    return f"H1 FY{y}" if fiscal or fye == 12 else f"H1 CY{y}"


# This set's own forms, read before make_fresh7_gold's (each match blanks its span), in this order.
# A reader returns one period or a list of them.
PATTERNS = [
    # "Q3 FY25 versus the year-ago quarter": the named quarter and the one four quarters before it
    ("year_ago_of_named", re.compile(r"\b" + QFORM + r"[^.?;]{0,40}?\b(?:the\s+|its\s+|their\s+)?year[- ]ago\s+(?:quarter|qtr|period)\b", re.I),
     lambda m, fye: [qform(m, 1), shift(qform(m, 1), -4)]),
    # "the quarter after Q2 FY2024", "the quarter just before Q1 FY25"
    ("quarter_after_before", re.compile(r"\bquarter\s+(?:right\s+|just\s+|immediately\s+)?(after|following|before|preceding|prior\s+to)\s+(?:the\s+)?"
                                        + QFORM, re.I),
     lambda m, fye: shift(qform(m, 2), 1 if m.group(1).lower() in ("after", "following") else -1)),
    # "the last quarter Apple reported before March 1, 2026": the quarter before the one in progress that day
    ("last_quarter_before_date", re.compile(r"\b(?:last|latest|most\s+recent)\s+(?:reported\s+)?quarter\s+(?:[\w']+\s+){0,3}?"
                                            r"(?:before|prior\s+to|ahead\s+of|as\s+of)\s+(?:on\s+)?" + DATE, re.I),
     lambda m, fye: mf7.prev_quarter(mf6.q(mf6.parse_date(m.group(1)), fye))),
    # "the 26 weeks ended March 29, 2025" (H1), "39 weeks ended June 28, 2025" (9M), "half-year ended ..." (H1)
    ("weeks_or_half_year_dated", re.compile(r"\b(?:(26|twenty-six|39|thirty-nine)\s+weeks|half[- ]year)\s+(?:that\s+)?"
                                            r"(?:ended|ending|to|through|thru)\s+(?:on\s+)?" + DATE, re.I),
     weeks_span),
    # "the quarter ended 2023/04/30", "the quarter ending 30/10/2022" (day above 12)
    ("intl_slash_date", re.compile(r"\b(?:quarter|qtr|period|three\s+months|3\s+months)\s+(?:that\s+)?(?:ended|ending|closed|closing|to)\s+(?:on\s+)?"
                                   r"(?:(\d{4})/(\d{1,2})/(\d{1,2})|(1[3-9]|2\d|3[01])/(0?[1-9]|1[0-2])/(\d{4}))(?!\d)", re.I),
     intl_slash),
    # "three months to end-April 2023", "the quarter to end-June 2025"
    ("to_end_month", re.compile(r"\b(?:quarter|qtr|three\s+months|3\s+months)\s+to\s+end[- ]" + MON + r",?\s+" + YR, re.I),
     lambda m, fye: mf6.q(mf6.month_day(mf2.year(m.group(2)), m.group(1)), fye)),
    # "the April quarter of fiscal 2025", "the January qtr in FY24"
    ("month_quarter_of_fiscal", re.compile(r"\b" + MON + r"\s+(?:quarter|qtr)\s+(?:of|in)\s+(?:fiscal\s+(?:year\s+)?|FY\s?)" + YR, re.I),
     month_quarter_of_fiscal),
    # "the Jan-Jun 2025 period", "the Jan–Sep 2022 stretch"
    ("month_span_period", re.compile(r"\b" + MON + r"\s?[-–]\s?" + MON + r",?\s+(\d{4})\s+(?:period|stretch|span|window|months)\b", re.I),
     month_span),
    # "fiscal '24 Q3", "fiscal 2024 third quarter"
    ("fiscal_year_then_q", re.compile(r"\bfiscal\s+(?:year\s+)?" + YR + r"\s+(?:Q([1-4])\b|(first|second|third|fourth)\s+quarter)", re.I),
     lambda m, fye: f"{quarter_of_fy(m.group(2), m.group(3))} FY{mf2.year(m.group(1))}"),
    # "Q3 in fiscal 2024", "Q1 for FY25", "Q2 during fiscal year 2023"
    ("q_in_fiscal", re.compile(r"\bQ([1-4])\s+(?:in|for|during)\s+(?:the\s+)?(?:fiscal\s+(?:year\s+)?|FY\s?)" + YR, re.I),
     lambda m, fye: f"Q{m.group(1)} FY{mf2.year(m.group(2))}"),
    # "FY23's Q2", "FY'24's third quarter"
    ("fy_possessive_q", re.compile(r"\bFY\s?" + YR + r"['’]s\s+(?:Q([1-4])\b|(first|second|third|fourth)\s+quarter)", re.I),
     lambda m, fye: f"{quarter_of_fy(m.group(2), m.group(3))} FY{mf2.year(m.group(1))}"),
    # "the fourth quarter of the 2023 fiscal year", "Q2 of its 2024 fiscal year"
    ("q_of_yyyy_fiscal_year", re.compile(r"\b(?:Q([1-4])|(first|second|third|fourth|1st|2nd|3rd|4th)\s+quarter)\s+of\s+(?:the\s+|its\s+|their\s+)?"
                                         r"(\d{4})\s+fiscal\s+year", re.I),
     lambda m, fye: f"{quarter_of_fy(m.group(1), m.group(2))} FY{m.group(3)}"),
    # "its 2025 fiscal year", "the 2024 fiscal year"
    ("yyyy_fiscal_year", re.compile(r"\b(?:the|its|their)\s+(\d{4})\s+fiscal\s+year", re.I),
     lambda m, fye: f"FY{m.group(1)}"),
    # "first-half 2025", "1st half of fiscal 2025", "first-half FY25"
    ("hyphen_half", re.compile(r"\b(?:first-half|1st[- ]half)\s+(?:of\s+)?(fiscal\s+(?:year\s+)?|FY\s?)?" + YR, re.I),
     hyphen_half),
]


def read_forms(patterns, then):
    """make_fresh4_gold.read_forms for readers that may name several periods at once."""
    def periods_named(question, company):
        fye = COMPANIES[company][1]
        text = question
        found = []
        for rx, fn in patterns:
            for m in rx.finditer(text):
                got = fn(m, fye)
                found += [(m.group(0), p) for p in (got if isinstance(got, list) else [got])]
            text = rx.sub(lambda m: " " * len(m.group(0)), text)
        return found + then(text, company)
    return periods_named


# This set's forms first, then make_fresh7_gold.periods_named on what is left.
periods_named = read_forms([(rx, fn) for _, rx, fn in PATTERNS], mf7.periods_named)

# Messages of fresh7's checks that this set replaces with its own.
F7_PREFIX_MSG = re.compile(r"^\S+: template \S+ does not start with " + re.escape(mf7.ID_PREFIX) + r"$")
F7_TARGET_MSG = re.compile(r"^(?:category \w+: \d+ test, want \d+|test does not hold one third of the set \(\d+\))$")


def bumped(qs, seed):
    """Categories whose test target under `seed` is not make_gold's round(n/3)."""
    by = Counter(q["category"] for q in qs)
    return {c for c, t in mf7.split_targets(qs, seed).items() if t != round(by[c] / 3)}


class Fresh8Checker(mf7.Fresh7Checker):
    seed = SEED
    id_prefix = ID_PREFIX
    relative = RELATIVE
    aliases = ALIASES
    periods_named = staticmethod(periods_named)
    extra_cik = {**mf7.Fresh7Checker.extra_cik, **EXTRA_CIK}

    def run(self):
        n = len(self.errors)
        super().run()
        self.errors[n:] = [e for e in self.errors[n:] if not F7_PREFIX_MSG.match(e)]
        for q in self.qs:
            if not q["template"].startswith(ID_PREFIX):
                self.err(q, f"template {q['template']} does not start with {ID_PREFIX}")
        # every period form this set adds is used by some question about a held company
        for name, rx, _ in PATTERNS:
            if not any(rx.search(q["question"]) for q in self.qs if q.get("company") in COMPANIES):
                self.errors.append(f"period form {name} is not used by any question")
        used = {q["template"] for q in self.qs}
        for t in RELATIVE:
            if t not in used:
                self.errors.append(f"relative template {t} is not used")
        # made-up names new to this set
        old_fakes = {n.lower() for o in self.old for n in o.get("fake_names", [])}
        for q in self.qs:
            for name in q.get("fake_names", []):
                if name.lower() in old_fakes:
                    self.err(q, f"made-up name {name!r} is already used by an earlier set")

    # -- fresh7's check_counts with this set's counts and seed in place of fresh7's
    def check_counts(self):
        n = len(self.errors)
        super().check_counts()
        cat_of = {q["id"]: q["category"] for q in self.qs}
        redo = bumped(self.qs, SEED) | bumped(self.qs, mf7.SEED)

        def replaced(e):
            if mf7.COUNT_MSG.match(e) or F7_TARGET_MSG.match(e):
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
    mf3.main(Fresh8Checker, "fresh8.jsonl", OTHER_SETS, __doc__)


if __name__ == "__main__":
    main()
