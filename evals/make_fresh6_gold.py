#!/usr/bin/env python3
"""Recompute and check every gold figure in evals/fresh6.jsonl.

    python3 evals/make_fresh6_gold.py [MIRROR] [--questions FILE]

fresh6.jsonl is a seventh question set (150 questions, ids f6-001 ... f6-150), written blind to
SayDo's router, with the same schema and `expect` shapes as questions.jsonl and fresh*.jsonl.
This script imports make_fresh5_gold.py (and through it make_gold.py, make_fresh_gold.py,
make_fresh2_gold.py, make_fresh3_gold.py, make_fresh4_gold.py; nothing is copied) and subclasses
its checker, so every check of the earlier scripts runs on every line: figures recomputed from
the SEC mirror and tests/gold/guidance.jsonl, borderline / caveat flags, accession citations in
`note`, segment `not_value`s against companyfacts, no_guidance / no_xbrl / not_yet_reported
checks, `ratio_difference`, periods named in the question against the gold's periods, the company
named, held documents filed by the question's company, made-up names of all three kinds, counts,
ids and the split. This set changes or adds:
- its own seed (SEED), id prefix and relative templates (RELATIVE, recomputed from companyfacts;
  one of them is "three quarters before the most recent", an offset of -3);
- period forms, mapped onto each company's fiscal calendar before make_fresh5_gold's forms are
  read: ISO and day-first dates ("the qtr ending 2022-07-31", "three months ended 30.10.2022",
  "the quarter closing on 28 January 2024", "three months to 31 July 2022"), "13 weeks ended",
  "three months through / thru", "the quarter wrapping up <date>", "twelve months / 52 weeks /
  year ended <date>" (a fiscal year), date ranges ("from late January to late April 2024",
  "between October 30, 2023 and January 28, 2024", "between July 2022 and January 2023": the
  quarter holding the end date), "the quarter that closed / wrapped up in (late) <month>",
  spoken numbers ("q two fiscal twenty twenty four", "fourth quarter fiscal twenty twenty three",
  "fiscal twenty twenty six"), "fiscal exercise 2024", slashes ("Q2/FY2023", "4Q/FY23", "FQ2/24",
  "Q2/2022" for calendar-year companies), Roman numerals ("III quarter of fiscal year 2023"),
  Indian fiscal-year spans ("Q2 FY 2023-24", "FY 2023-24"), "the final quarter of (fiscal) 2023",
  "fiscal 2024's third quarter", "second quarter of FY23", "Q1 of its fiscal year 2025",
  "Oct-23 qtr" / "jan 2024 quater", "first nine months of fiscal 2025" (gold period "9M FY2025"),
  "first half of fiscal 2026" ("H1 FY2026"), "FYE Jan 2025" / "fiscal year ending in September
  2022", "the jan-apr 2024 quarter", and release-dated outlooks ("the outlook published on May 25,
  2022", "the outlook that came with Q3 FY24 results": the quarter after the one reported);
  every one of these forms must occur in the set;
- the company check over this set's aliases and refusal-only issuers (Qualcomm, Home Depot,
  Micron: in the ticker file, no companyfacts or submissions in the mirror), with their CIKs;
- not_yet_reported periods end after the day this set was written (WRITTEN);
- one question per template;
- no question text or template name shared with questions.jsonl, dev.jsonl or fresh.jsonl ...
  fresh5.jsonl, and no run of NGRAM consecutive words shared with any of their questions (the
  files are read here; their text is never printed).
Exit status 1 on any mismatch, 0 when every line agrees.
"""
import calendar
import json
import os
import re
import sys
from collections import Counter
from datetime import date, timedelta

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import make_fresh2_gold as mf2  # noqa: E402
import make_fresh3_gold as mf3  # noqa: E402
import make_fresh4_gold as mf4  # noqa: E402
import make_fresh5_gold as mf5  # noqa: E402
from make_gold import COMPANIES, fiscal_of  # noqa: E402
from make_fresh_gold import MON, MONTHS  # noqa: E402

SEED = 20261205
ID_PREFIX = "f6"
WRITTEN = date(2026, 12, 1)
NGRAM = 8
OTHER_SETS = mf5.OTHER_SETS + ("fresh5.jsonl",)
# The mirror's issuers as fresh5 names them, and this set's refusal-only issuers.
ALIASES = {
    **{k: mf5.ALIASES[k] for k in ("NVIDIA", "Apple", "Tesla", "Snowflake", "TSMC", "LPA")},
    "Qualcomm": ("qualcomm", "qcom"),
    "Home Depot": ("home depot",),
    "Micron": ("micron",),
}
EXTRA_CIK = {"Qualcomm": 804328, "Home Depot": 354950, "Micron": 723125}
# Relative periods: template -> (concept, 'quarter' | 'fy', [offset of each gold period from the latest]).
RELATIVE = {
    "f6dv_sequential_latest_filed_rel": ("Revenues", "quarter", [0, -1]),
    "f6ac_three_quarters_before_rel": ("RevenueFromContractWithCustomerExcludingAssessedTax", "quarter", [-3]),
}

ORD = {"first": 1, "second": 2, "third": 3, "fourth": 4}
ROMAN = {"i": 1, "ii": 2, "iii": 3, "iv": 4}
SPOKEN = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9}
PART = {"early": 5, "mid": 15, "late": None}
MONRAW = r"(?:" + "|".join(sorted(MONTHS, key=len, reverse=True)) + r")"
# A full date: 2022-07-31, 30.10.2022, 31 July 2022, July 31, 2022 / Jan. 28 2024.
DATE = (r"(\d{4}-\d{2}-\d{2}|\d{1,2}\.\d{1,2}\.\d{4}|\d{1,2} " + MONRAW + r"\.?,? \d{4}|"
        + MONRAW + r"\.? \d{1,2},? \d{4})")
SPOKEN_YEAR = r"twenty[- ]twenty[- ](one|two|three|four|five|six|seven|eight|nine)"
YR = r"(\d{4}|'?\d{2})(?!\d)"  # four digits first, so "fiscal 2025" is not read as "20"


def parse_date(s):
    s = s.strip()
    m = re.fullmatch(r"(\d{4})-(\d{2})-(\d{2})", s)
    if m:
        return date(int(m.group(1)), int(m.group(2)), int(m.group(3)))
    m = re.fullmatch(r"(\d{1,2})\.(\d{1,2})\.(\d{4})", s)
    if m:  # day first
        return date(int(m.group(3)), int(m.group(2)), int(m.group(1)))
    m = re.fullmatch(r"(\d{1,2}) ([A-Za-z]+)\.?,? (\d{4})", s)
    if m:
        return date(int(m.group(3)), MONTHS[m.group(2).lower()], int(m.group(1)))
    m = re.fullmatch(r"([A-Za-z]+)\.? (\d{1,2}),? (\d{4})", s)
    return date(int(m.group(3)), MONTHS[m.group(1).lower()], int(m.group(2)))


def month_day(y, mon, part=None):
    """A day in the month: early/mid/late, or the last day when no part is given."""
    y, mon = int(y), MONTHS[mon.lower()] if isinstance(mon, str) else mon
    p = PART.get((part or "late").lower())
    return date(y, mon, p or mf2.last_day(y, mon))


def q(d, fye):
    return mf2.q_of_date(d, fye)


def fy(d, fye):
    return f"FY{fiscal_of(d, fye)[0]}"


def next_quarter(n, y):
    k = y * 4 + (n - 1) + 1
    return f"Q{k % 4 + 1} FY{k // 4}"


def fy_span(start, end2):
    """'FY 2023-24' -> 2024; a span whose second year does not follow the first names no period."""
    s, e = int(start), int(end2)
    return s + 1 if (s + 1) % 100 == e else None


# This set's own forms, read before make_fresh5_gold's (each match blanks its span), in this order.
PATTERNS = [
    # "Q2 FY 2023-24" (Indian fiscal-year span)
    ("fy_span_quarter", re.compile(r"\bQ([1-4])\s+(?:of\s+)?FY\s?(\d{4})\s?[-–/]\s?(\d{2})\b", re.I),
     lambda m, fye: f"Q{m.group(1)} FY{fy_span(m.group(2), m.group(3))}"),
    # "the outlook that came with Q3 FY24 results": the quarter after the one reported
    ("came_with_results", re.compile(r"\b(?:outlook|guidance|guide|forecast)\s+(?:that\s+)?(?:came|was given|given|issued|published|released)"
                                     r"\s+(?:out\s+)?(?:with|alongside)\s+(?:the\s+|its\s+|their\s+)?Q([1-4])\s?(?:FY\s?)?" + YR
                                     + r"\s+(?:results|report|earnings|numbers)", re.I),
     lambda m, fye: next_quarter(int(m.group(1)), mf2.year(m.group(2)))),
    # "the outlook published on May 25, 2022": the quarter in progress on that day
    ("release_dated", re.compile(r"\b(?:outlook|guidance|guide|forecast)s?\s+(?:\w+\s+)?(?:published|issued|given|released|put out|dated)"
                                 r"\s+(?:on\s+)?" + DATE, re.I),
     lambda m, fye: q(parse_date(m.group(1)) + timedelta(days=10), fye)),
    # "from late January to late April 2024", "between October 30, 2023 and January 28, 2024":
    # the quarter holding the end date
    ("date_range", re.compile(r"\b(?:from|between)\s+(?:(?:early|mid|late)\s+)?" + MONRAW + r"\.?(?:\s+\d{1,2})?(?:,?\s+\d{4})?"
                              r"\s+(?:to|through|thru|until|and)\s+(?:(early|mid|late)\s+)?" + MON + r"(?:\s+(\d{1,2}))?,?\s+(\d{4})", re.I),
     lambda m, fye: q(date(int(m.group(4)), MONTHS[m.group(2).lower()], int(m.group(3))) if m.group(3)
                      else month_day(m.group(4), m.group(2), m.group(1)), fye)),
    # "qtr ending 2022-07-31", "three months ended 30.10.2022", "13 weeks ended April 30, 2023",
    # "quarter closing on 28 January 2024", "three months through April 30, 2023", "3 months thru Oct 31 2024"
    ("quarter_dated", re.compile(r"\b(?:quarter|qtr|quater|period|three months|3 months|13 weeks|thirteen weeks)\s+(?:that\s+)?"
                                 r"(?:ended|ending|closed|closing|wrapping up|wrapped up|through|thru|to)\s+(?:on\s+)?" + DATE, re.I),
     lambda m, fye: q(parse_date(m.group(1)), fye)),
    # "twelve months ended January 25, 2026", "52 weeks ended September 27, 2025", "fiscal year ended Jan 31 2025"
    ("year_dated", re.compile(r"\b(?:twelve months|12 months|52 weeks|fifty-two weeks|53 weeks|year)\s+(?:that\s+)?"
                              r"(?:ended|ending|through|thru|to)\s+(?:on\s+)?" + DATE, re.I),
     lambda m, fye: fy(parse_date(m.group(1)), fye)),
    # "the quarter that wrapped up in late January 2023", "the quarter that closed in October 2023"
    ("quarter_closed_in_month", re.compile(r"\bquarter\s+(?:that\s+)?(?:closed|wrapped up|finished|ran through)\s+(?:in\s+)?"
                                           r"(?:(early|mid|late)[- ])?" + MON + r",? (\d{4})", re.I),
     lambda m, fye: q(month_day(m.group(3), m.group(2), m.group(1)), fye)),
    # "q two fiscal twenty twenty four", "fourth quarter (of) fiscal twenty twenty three", "fiscal twenty twenty six"
    ("spoken_q", re.compile(r"\bq\s+(one|two|three|four)\s+(?:of\s+)?(?:fiscal|fy)\s+(?:year\s+)?" + SPOKEN_YEAR, re.I),
     lambda m, fye: f"Q{SPOKEN[m.group(1).lower()]} FY{2020 + SPOKEN[m.group(2).lower()]}"),
    ("spoken_ordinal_q", re.compile(r"\b(first|second|third|fourth)\s+quarter\s+(?:of\s+)?(?:fiscal|fy)\s+(?:year\s+)?" + SPOKEN_YEAR, re.I),
     lambda m, fye: f"Q{ORD[m.group(1).lower()]} FY{2020 + SPOKEN[m.group(2).lower()]}"),
    ("spoken_fy", re.compile(r"\b(?:fiscal|fy)\s+(?:year\s+)?" + SPOKEN_YEAR, re.I),
     lambda m, fye: f"FY{2020 + SPOKEN[m.group(1).lower()]}"),
    # "first quarter of fiscal exercise 2024", "fiscal exercise 2023" (Spanish/Portuguese "ejercicio")
    ("exercise_quarter", re.compile(r"\b(first|second|third|fourth)\s+quarter\s+of\s+(?:the\s+)?fiscal\s+exercise\s+(\d{4})", re.I),
     lambda m, fye: f"Q{ORD[m.group(1).lower()]} FY{m.group(2)}"),
    ("exercise_fy", re.compile(r"\bfiscal\s+exercise\s+(\d{4})", re.I), lambda m, fye: f"FY{m.group(1)}"),
    # "Q2/FY2023", "Q3/FY26", "Q2/2022"; "4Q/FY23", "2Q/FY24"; "FQ2/24"
    ("slash_q", re.compile(r"\bQ([1-4])\s?/\s?(?:FY\s?)?(\d{4}|\d{2})\b", re.I),
     lambda m, fye: f"Q{m.group(1)} FY{mf2.year(m.group(2))}"),
    ("slash_nq", re.compile(r"\b([1-4])Q\s?/\s?(?:FY\s?)?(\d{4}|\d{2})\b", re.I),
     lambda m, fye: f"Q{m.group(1)} FY{mf2.year(m.group(2))}"),
    ("slash_fq", re.compile(r"\bFQ([1-4])\s?/\s?(\d{4}|\d{2})\b", re.I),
     lambda m, fye: f"Q{m.group(1)} FY{mf2.year(m.group(2))}"),
    # "III quarter of fiscal year 2023"
    ("roman_q", re.compile(r"\b(I|II|III|IV)\s+quarter\s+(?:of\s+)?(?:the\s+)?(?:fiscal\s+(?:year\s+)?|FY\s?)" + YR + r"\b", re.I),
     lambda m, fye: f"Q{ROMAN[m.group(1).lower()]} FY{mf2.year(m.group(2))}"),
    # "the final quarter of fiscal 2023", "the final quarter of 2021"
    ("final_quarter", re.compile(r"\b(?:final|closing|last)\s+quarter\s+of\s+(?:fiscal\s+(?:year\s+)?|FY\s?)?(\d{4})\b", re.I),
     lambda m, fye: f"Q4 FY{m.group(1)}"),
    # "fiscal 2024's third quarter"
    ("possessive_q", re.compile(r"\bfiscal\s+(?:year\s+)?(\d{4})['’]s\s+(first|second|third|fourth)\s+quarter", re.I),
     lambda m, fye: f"Q{ORD[m.group(2).lower()]} FY{m.group(1)}"),
    # "second quarter of FY23"
    ("ordinal_of_fy", re.compile(r"\b(first|second|third|fourth)\s+quarter\s+of\s+FY\s?" + YR + r"\b", re.I),
     lambda m, fye: f"Q{ORD[m.group(1).lower()]} FY{mf2.year(m.group(2))}"),
    # "Q1 of its fiscal year 2025"
    ("q_of_its_fy", re.compile(r"\bQ([1-4])\s+of\s+(?:its|their|the company's|the)\s+fiscal\s+(?:year\s+)?(\d{4})\b", re.I),
     lambda m, fye: f"Q{m.group(1)} FY{m.group(2)}"),
    # "Oct-23 qtr", "Jun-25 qtr", "jan 2024 quater"
    ("month_yy_qtr", re.compile(r"\b" + MON + r"[ -]'?(\d{4}|\d{2})\s+(?:qtr|quater)\b", re.I),
     lambda m, fye: q(month_day(mf2.year(m.group(2)), m.group(1)), fye)),
    # "the jan-apr 2024 quarter": the quarter ending in the second month
    ("month_span_quarter", re.compile(r"\b" + MONRAW + r"\.?\s?[-–]\s?" + MON + r",?\s+(\d{4})\s+(?:quarter|qtr)", re.I),
     lambda m, fye: q(month_day(m.group(2), m.group(1)), fye)),
    # "first nine months of fiscal 2025", "first half of fiscal 2026"
    ("nine_months", re.compile(r"\bfirst\s+nine\s+months\s+of\s+(?:fiscal\s+(?:year\s+)?|FY\s?)" + YR, re.I),
     lambda m, fye: f"9M FY{mf2.year(m.group(1))}"),
    ("first_half", re.compile(r"\bfirst\s+half\s+of\s+(?:fiscal\s+(?:year\s+)?|FY\s?)" + YR, re.I),
     lambda m, fye: f"H1 FY{mf2.year(m.group(1))}"),
    # "FYE Jan 2025", "fiscal year ending in September 2022"
    ("fye_month", re.compile(r"\bFYE\s+" + MON + r"[ -]?'?(\d{4}|\d{2})\b", re.I),
     lambda m, fye: fy(month_day(mf2.year(m.group(2)), m.group(1)), fye)),
    ("fy_ending_in_month", re.compile(r"\bfiscal\s+year\s+(?:that\s+)?(?:ending|ended|closing)\s+in\s+" + MON + r",?\s+(\d{4})", re.I),
     lambda m, fye: fy(month_day(m.group(2), m.group(1)), fye)),
    # "FY 2023-24"
    ("fy_span", re.compile(r"\bFY\s?(\d{4})\s?[-–]\s?(\d{2})\b", re.I),
     lambda m, fye: f"FY{fy_span(m.group(1), m.group(2))}"),
]


# This set's forms first, then make_fresh5_gold.periods_named on what is left.
periods_named = mf4.read_forms([(rx, fn) for _, rx, fn in PATTERNS], mf5.periods_named)


def shingles(text, n=NGRAM):
    words = re.findall(r"[a-z0-9$%']+", text.lower())
    return {tuple(words[i:i + n]) for i in range(len(words) - n + 1)}


class Fresh6Checker(mf5.Fresh5Checker):
    seed = SEED
    id_prefix = ID_PREFIX
    relative = RELATIVE
    aliases = ALIASES
    periods_named = staticmethod(periods_named)
    extra_cik = {**mf5.Fresh5Checker.extra_cik, **EXTRA_CIK}

    def run(self):
        super().run()
        # one question per template
        for t, n in Counter(q["template"] for q in self.qs).items():
            if n != 1:
                self.errors.append(f"template {t} holds {n} questions, want 1")
        # every period form this set adds is used by some question about a held company
        for name, rx, _ in PATTERNS:
            if not any(rx.search(q["question"]) for q in self.qs if q.get("company") in COMPANIES):
                self.errors.append(f"period form {name} is not used by any question")

    # -- refusals: future on the day this set was written
    def check_refusal(self, q):
        super().check_refusal(q)
        e = q["expect"]
        c = q.get("company")
        if e.get("reason") == "not_yet_reported" and c in COMPANIES:
            end = mf3.period_end(e["period"], COMPANIES[c][1])
            if end <= WRITTEN:
                self.err(q, f"{e['period']} ends about {end}, not after {WRITTEN}")

    # -- no text, template or long run of words shared with the earlier sets
    def check_dev_overlap(self):
        super().check_dev_overlap()
        old = set()
        for o in self.old:
            old |= shingles(o["question"])
        for q in self.qs:
            shared = shingles(q["question"]) & old
            if shared:
                self.err(q, f"shares {len(shared)} run(s) of {NGRAM} words with an earlier set's question")


def main():
    mf3.main(Fresh6Checker, "fresh6.jsonl", OTHER_SETS, __doc__)


if __name__ == "__main__":
    main()
