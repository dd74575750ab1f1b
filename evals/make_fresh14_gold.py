#!/usr/bin/env python3
"""Recompute and check every gold figure in evals/fresh14.jsonl.

    python3 evals/make_fresh14_gold.py [MIRROR] [--questions FILE]

fresh14.jsonl is a fifteenth question set (150 questions, ids f14-001 ... f14-150), written blind
to SayDo's router, with the same schema and `expect` shapes as questions.jsonl and fresh*.jsonl.
It weights what is hardest: segment 24, guidance 22, derived 20, say_do 20, search 20,
refusal 16, scorecard 14, actuals 14. This script imports make_fresh13_gold.py (and through it
make_gold.py and make_fresh_gold.py ... make_fresh12_gold.py; nothing is copied) and subclasses
its checker the way make_fresh13_gold.py subclasses make_fresh12_gold.py: Fresh14Checker only
sets class attributes. make_fresh12_gold.Fresh12Checker binds make_fresh11_gold's run-time
constants (SEED, COUNTS, ID_PREFIX, RELATIVE, EXTRA_CIK, PATTERNS, WRITTEN) to those attributes
while the inherited checks run, and its own run() reads typos, segment_cells, new_issuers and
periods_named from the class, so every check of the earlier scripts runs on every line with this
set's values: figures recomputed from the SEC mirror and tests/gold/guidance.jsonl, borderline /
caveat flags, accession citations in `note` (for search and held segment `source`s too),
segment `not_value`s against companyfacts, held segment figures read from their row and column
(SEGMENT_CELLS), search periods against what the source reports, no_guidance / no_xbrl /
not_yet_reported checks, periods named in the question against the gold's periods (this set's
forms first, then fresh13's, fresh12's, ... and every earlier set's; each of fresh6's ...
fresh12's forms used somewhere in this set too), the second-half, "last two quarters" and
"calendar YYYY" conventions, the company named, documents filed by the question's company,
made-up names of all three kinds and new to this set, typos new to the sets, refusal-only
issuers new to the sets, one question per template, ids, the split, the mix fresh7 asks for,
and no text, template or run of make_fresh6_gold.NGRAM words shared with an earlier set
(fresh13.jsonl included here).

This set changes or adds:
- seed 20261402, prefix f14, written 2026-12-02, counts above; the split is
  make_fresh7_gold.assign_splits_total with this seed (one third of the set, 50, in test);
- period forms, mapped onto each company's fiscal calendar and read before make_fresh13_gold's,
  each used at least once and each new (no question of an earlier set matches it):
    "the quarter that wrapped up right before Thanksgiving 2023" (the last fiscal quarter that
      ended before the fourth Thursday of November: NVIDIA Q3 FY2024, Apple Q4 FY2023, Tesla
      Q3 2023),
    "the trailing four quarters through Q4 FY2024" (four quarters ending with a fourth quarter
      are that fiscal year; ending with any other quarter they are no single reported period,
      so the reader returns a label that matches no gold period),
    "the first 26 weeks of fiscal 2025" (13 weeks = Q1, 26 = H1, 39 = 9M; a bare year only
      for calendar-year companies),
    "Q3, fiscal year twenty twenty-four" (a digit quarter with the year spoken),
    "the period Nvidia calls Q4 FY23" (the company's own label: that fiscal quarter),
    "the year-ago quarter of Q1 FY2025" (the quarter four before the one named; one period),
    "the quarter before last as of December 15, 2023" (the quarter in progress that day, as
      make_fresh6_gold.q reads a date, less two),
    "the quarter Nvidia reported in late May 2023" (the quarter before the one in progress in
      that part of the month, as fresh7's "reported on <date>" reads a day),
    "the fiscal year that included Christmas 2021" (the fiscal year holding December 25),
    "the quarter a year after Q2 FY2023" / "the quarter two years before Q1 FY2025" (the same
      fiscal quarter n years away),
    "the first quarter after fiscal 2025 closed" (Q1 of the next fiscal year),
    "the quarter that included the Fourth of July 2022" (the fiscal quarter holding the
      calendar month of July: NVIDIA Q2, Apple Q4, Tesla Q3);
- the company check over this set's aliases, with typos no earlier set uses ("envidia",
  "applle", "teslaa", "snowflkae") and metric typos ("grwoth", "opertaing", "outlok",
  "dividneds", "forcast"), each checked present here and absent from every earlier set's
  questions (TYPOS); refusal-only issuers PayPal and Moderna (in the ticker file, named by no
  earlier set), with their CIKs, each checked to have neither companyfacts nor submissions in
  the mirror and asked only as a no_xbrl refusal;
- held segment figures read from their row and column (SEGMENT_CELLS);
- relative templates (RELATIVE): Tesla's revenue last quarter, Snowflake's operating income in
  the fiscal year of its most recent 10-K, Apple's gross margin in its latest quarter on file,
  recomputed from companyfacts.
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
import make_fresh6_gold as mf6  # noqa: E402
import make_fresh7_gold as mf7  # noqa: E402
import make_fresh8_gold as mf8  # noqa: E402
import make_fresh12_gold as mf12  # noqa: E402
import make_fresh13_gold as mf13  # noqa: E402
from make_gold import fiscal_of, parse_period  # noqa: E402
from make_fresh_gold import MON  # noqa: E402

SEED = 20261402
ID_PREFIX = "f14"
WRITTEN = date(2026, 12, 2)
OTHER_SETS = mf13.OTHER_SETS + ("fresh13.jsonl",)
COUNTS = {"segment": 24, "guidance": 22, "derived": 20, "say_do": 20, "search": 20,
          "refusal": 16, "scorecard": 14, "actuals": 14}
# The mirror's issuers (with the typos this set uses) and its refusal-only issuers.
ALIASES = {
    "NVIDIA": ("nvidia", "nvda", "envidia"),
    "Apple": ("apple", "aapl", "applle"),
    "Tesla": ("tesla", "tsla", "teslaa"),
    "Snowflake": ("snowflake", "snow", "snowflkae"),
    "TSMC": ("tsmc", "taiwan semiconductor"),
    "LPA": ("lpa", "logistic properties"),
    "PayPal": ("paypal", "pypl"),
    "Moderna": ("moderna", "mrna"),
}
EXTRA_CIK = {"PayPal": 1633917, "Moderna": 1682852}
# Misspellings this set uses that no earlier set's question contains (company names and metric words).
TYPOS = ("envidia", "applle", "teslaa", "snowflkae", "grwoth", "opertaing", "outlok", "dividneds", "forcast")
# Relative periods: template -> (concept, 'quarter' | 'fy', [offset of each gold period from the latest]).
RELATIVE = {
    "f14ac_tsla_revenue_last_quarter_rel": ("Revenues", "quarter", [0]),
    "f14ac_snow_oi_most_recent_10k_year_rel": ("RevenueFromContractWithCustomerExcludingAssessedTax", "fy", [0]),
    "f14dv_aapl_gm_latest_quarter_on_file_rel": ("RevenueFromContractWithCustomerExcludingAssessedTax", "quarter", [0, 0]),
}

# Held segment figures recomputed from their documents: template -> (anchors, column); see
# make_fresh12_gold.SEGMENT_CELLS (anchors found in turn in make_gold.doc_text, then the n-th
# cell after the last one, in millions as printed or the percentage itself).
SEGMENT_CELLS = {
    "f14sg_nvda_graphics_oi_three_months_to": (("Three Months Ended October 30, 2022 Revenue", "Operating income (loss)"), 1),
    "f14sg_nvda_proviz_ended_on_nocomma": (("Revenue: Data Center", "Professional Visualization"), 0),
    "f14sg_nvda_graphics_rev_half_year_ended": (("Six Months Ended July 30, 2023 Revenue",), 1),
    "f14sg_nvda_taiwan_three_months_ended_in": (("Revenue: United States", "Taiwan"), 0),
    "f14sg_nvda_other_countries_fy_ending_in": (("Revenue by geographic areas was as follows", "Other countries"), 0),
    "f14sg_nvda_cn_oi_year_ended_2022": (("Year Ended Jan 30, 2022: Revenue", "Operating income (loss)"), 0),
    "f14sg_nvda_us_first_three_quarters": (("Revenue: United States",), 2),
    "f14sg_aapl_iphone_its_2023_fiscal_year": (("net sales by category for 2024, 2023 and 2022", "iPhone"), 2),
    "f14sg_aapl_japan_oi_fy_span": (("Japan: Net sales", "Operating income"), 2),
    "f14sg_aapl_europe_ordinal_suffix": (("Europe: Net sales",), 0),
    "f14sg_aapl_roap_june_ending_quarter": (("Rest of Asia Pacific: Net sales",), 0),
    "f14sg_aapl_products_gm_ytd_through_q3": (("Gross margin percentage: Products",), 2),
    "f14sg_aapl_services_q3_of_2024_fiscal_year": (("net sales by category for the three- and nine-month periods", "Services"), 1),
    "f14sg_tsla_services_other_calendar_2023": (("Total automotive revenues 77,070", "Services and other"), 1),
    "f14sg_tsla_credits_spoken_fy": (("Automotive regulatory credits",), 2),
    "f14sg_tsla_china_second_quarter_of": (("sales location of our products", "China"), 1),
    "f14sg_tsla_energy_gm_first_half_of": (("Gross margin energy generation and storage segment",), 2),
}

YR = mf6.YR
DATE = mf6.DATE
QFORM = mf8.QFORM
FISCAL = r"(?:fiscal\s+(?:year\s+)?|FY\s?)"
SPOKEN = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9}
YEARS = {"a": 1, "one": 1, "two": 2, "three": 3, "1": 1, "2": 2, "3": 3}
WEEKS = {"13": "Q1", "thirteen": "Q1", "26": "H1", "twenty-six": "H1", "39": "9M", "thirty-nine": "9M"}


def thanksgiving(y):
    """The fourth Thursday of November."""
    d = date(y, 11, 1)
    d += timedelta(days=(3 - d.weekday()) % 7)
    return d + timedelta(weeks=3)


def before_thanksgiving(m, fye):
    """'the quarter that wrapped up right before Thanksgiving 2023': the quarter before the one in
    progress on Thanksgiving Day (no fiscal quarter of the held issuers ends in late November)."""
    return mf7.prev_quarter(mf6.q(thanksgiving(int(m.group(1))), fye))


def trailing_four(m, fye):
    """'the trailing four quarters through Q4 FY2024' -> FY2024; through another quarter the four
    quarters straddle two fiscal years and are no reported period."""
    label, y = parse_period(mf8.qform(m, 1))
    return f"FY{y}" if label == "Q4" else f"TTM? {label} FY{y}"


def first_n_weeks(m, fye):
    """'the first 26 weeks of fiscal 2025' -> H1 FY2025 (13 -> Q1, 39 -> 9M)."""
    return mf12.bare_or_fiscal(m.group(2), mf2.year(m.group(3)), WEEKS[m.group(1).lower()], fye)


def quarter_before_last(m, fye):
    """'the quarter before last as of December 15, 2023': two quarters before the one in progress."""
    return mf7.prev_quarter(mf7.prev_quarter(mf6.q(mf6.parse_date(m.group(1)), fye)))


def reported_in_month(m, fye):
    """'the quarter Nvidia reported in late May 2023': the quarter before the one in progress then."""
    return mf7.prev_quarter(mf6.q(mf6.month_day(m.group(3), m.group(2), m.group(1)), fye))


def christmas_fy(m, fye):
    """'the fiscal year that included Christmas 2021': the fiscal year holding December 25."""
    return f"FY{fiscal_of(date(int(m.group(1)), 12, 25), fye)[0]}"


def years_from(m, fye):
    """'the quarter a year after Q2 FY2023' -> Q2 FY2024; 'two years before Q1 FY2025' -> Q1 FY2023."""
    n = YEARS[m.group(1).lower()]
    back = not re.match(r"(?:after|following|later)", m.group(2), re.I)
    return mf8.shift(mf8.qform(m, 3), -4 * n if back else 4 * n)


def july_fourth(m, fye):
    """'the quarter that included the Fourth of July 2022': the fiscal quarter holding July."""
    return mf6.q(date(int(m.group(1)), 7, 14), fye)


# This set's own forms, read before make_fresh13_gold's (each match blanks its span), in this order.
PATTERNS = [
    # "the quarter that wrapped up right before Thanksgiving 2023"
    ("before_thanksgiving", re.compile(r"\b(?:quarter|qtr)\s+(?:that\s+)?(?:wrapped\s+up|ended|closed|finished)\s+(?:right\s+|just\s+|shortly\s+)?"
                                       r"before\s+Thanksgiving(?:\s+Day)?,?\s+(?:of\s+)?(\d{4})\b", re.I),
     before_thanksgiving),
    # "the trailing four quarters through Q4 FY2024", "trailing 4 qtrs ending with 4Q23"
    ("trailing_four_through", re.compile(r"\btrailing\s+(?:four|4)\s+(?:quarters|qtrs)\s+(?:through|thru|to|ending\s+(?:with|in|at)|ended\s+with)\s+"
                                         r"(?:the\s+end\s+of\s+)?(?:fiscal\s+)?" + QFORM, re.I),
     trailing_four),
    # "the first 26 weeks of fiscal 2025", "first 39 weeks of FY24", "first thirteen weeks of 2022"
    ("first_n_weeks", re.compile(r"\bfirst\s+(13|26|39|thirteen|twenty-six|thirty-nine)\s+weeks\s+of\s+(?:the\s+)?(fiscal\s+(?:year\s+)?|FY\s?)?" + YR, re.I),
     first_n_weeks),
    # "Q3, fiscal year twenty twenty-four", "Q1 fiscal twenty twenty five"
    ("q_spoken_year", re.compile(r"\bQ([1-4]),?\s+(?:of\s+)?(?:fiscal|fy)\s+(?:year\s+)?twenty[- ]twenty[- ](one|two|three|four|five|six|seven|eight|nine)\b", re.I),
     lambda m, fye: f"Q{m.group(1)} FY{2020 + SPOKEN[m.group(2).lower()]}"),
    # "the period Nvidia calls Q4 FY23", "the quarter the company labels its fiscal Q1 2024"
    ("company_calls", re.compile(r"\b(?:period|quarter|qtr|stretch)\s+(?:that\s+)?(?:the\s+company|management|[\w$&.-]+)\s+(?:calls|labels|dubs|refers\s+to\s+as)\s+"
                                 r"(?:its\s+|their\s+)?(?:fiscal\s+)?" + QFORM, re.I),
     lambda m, fye: mf8.qform(m, 1)),
    # "the year-ago quarter of Q1 FY2025", "prior-year quarter to 3Q24"
    ("year_ago_quarter_of", re.compile(r"\b(?:year[- ]ago|prior[- ]year|year[- ]earlier)\s+(?:quarter|qtr|period)\s+(?:of|to|for|behind)\s+(?:the\s+)?" + QFORM, re.I),
     lambda m, fye: mf8.shift(mf8.qform(m, 1), -4)),
    # "the quarter before last as of December 15, 2023"
    ("quarter_before_last_as_of", re.compile(r"\b(?:quarter|qtr)\s+before\s+(?:the\s+)?last(?:\s+one)?,?\s+(?:as\s+of|as\s+at|seen\s+from)\s+(?:on\s+)?" + DATE, re.I),
     quarter_before_last),
    # "the quarter Nvidia reported in late May 2023", "results announced in early February 2024"
    ("reported_in_month", re.compile(r"\b(?:quarter|qtr|results|numbers|print)\s+(?:[\w$'’]+\s+){0,2}?(?:reported|released|announced|posted)\s+in\s+"
                                     r"(?:(early|mid|late)[- ])?" + MON + r",?\s+(\d{4})\b", re.I),
     reported_in_month),
    # "the fiscal year that included Christmas 2021"
    ("fy_included_christmas", re.compile(r"\bfiscal\s+year\s+(?:that\s+)?(?:included|contained|covered|took\s+in|spanned)\s+(?:the\s+)?(?:Christmas|Xmas)"
                                         r"(?:\s+Day)?,?\s+(?:of\s+)?(\d{4})\b", re.I),
     christmas_fy),
    # "the quarter a year after Q2 FY2023", "the quarter two years before Q1 FY2025"
    ("quarter_years_from", re.compile(r"\b(?:quarter|qtr)\s+(a|one|two|three|1|2|3)\s+years?\s+(before|after|prior\s+to|following|earlier\s+than|later\s+than)\s+"
                                      r"(?:the\s+)?" + QFORM, re.I),
     years_from),
    # "the first quarter after fiscal 2025 closed", "the opening qtr following FY24"
    ("first_quarter_after_fy", re.compile(r"\b(?:first|opening)\s+(?:quarter|qtr)\s+(?:after|following)\s+(?:the\s+close\s+of\s+)?" + FISCAL + YR
                                          + r"(?:\s+(?:closed|ended|wrapped\s+up|finished))?", re.I),
     lambda m, fye: f"Q1 FY{mf2.year(m.group(1)) + 1}"),
    # "the quarter that included the Fourth of July 2022", "qtr containing July 4th, 2024"
    ("july_fourth_quarter", re.compile(r"\b(?:quarter|qtr)\s+(?:that\s+)?(?:included|contained|containing|covered|took\s+in|spanned)\s+(?:the\s+)?"
                                       r"(?:Fourth\s+of\s+July|July\s+4(?:th)?|Independence\s+Day),?\s+(?:of\s+)?(\d{4})\b", re.I),
     july_fourth),
]

# This set's forms first, then make_fresh13_gold.periods_named on what is left.
periods_named = mf8.read_forms([(rx, fn) for _, rx, fn in PATTERNS], mf13.periods_named)
FORM = {name: rx for name, rx, _ in PATTERNS}


class Fresh14Checker(mf13.Fresh13Checker):
    seed = SEED
    counts = COUNTS
    id_prefix = ID_PREFIX
    written = WRITTEN
    relative = RELATIVE
    aliases = ALIASES
    new_issuers = EXTRA_CIK
    new_forms = PATTERNS
    typos = TYPOS
    segment_cells = SEGMENT_CELLS
    periods_named = staticmethod(periods_named)
    extra_cik = {**mf13.Fresh13Checker.extra_cik, **EXTRA_CIK}


def main():
    mf3.main(Fresh14Checker, "fresh14.jsonl", OTHER_SETS, __doc__)


if __name__ == "__main__":
    main()
