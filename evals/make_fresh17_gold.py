#!/usr/bin/env python3
"""Recompute and check every gold figure in evals/fresh17.jsonl.

    python3 evals/make_fresh17_gold.py [MIRROR] [--questions FILE]

fresh17.jsonl is an eighteenth question set (150 questions, ids f17-001 ... f17-150), written
blind to SayDo's router, with the same schema and `expect` shapes as questions.jsonl and
fresh*.jsonl, and fresh16's mix: segment 24, guidance 22, derived 20, say_do 20, search 20,
refusal 16, scorecard 14, actuals 14. This script imports make_fresh16_gold.py (and through it
make_gold.py and make_fresh_gold.py ... make_fresh15_gold.py; nothing is copied) and subclasses
its checker the way make_fresh16_gold.py subclasses make_fresh15_gold.py: Fresh17Checker only
sets class attributes. make_fresh12_gold.Fresh12Checker binds make_fresh11_gold's run-time
constants (SEED, COUNTS, ID_PREFIX, RELATIVE, EXTRA_CIK, PATTERNS, WRITTEN) to those attributes
while the inherited checks run, and its own run() reads typos, segment_cells, new_issuers and
periods_named from the class, so every check of the earlier scripts runs on every line with
this set's values: figures recomputed from the SEC mirror and tests/gold/guidance.jsonl,
borderline / caveat flags, accession citations in `note` (for search and held segment `source`s
too), segment `not_value`s against companyfacts, held segment figures read from their row and
column (SEGMENT_CELLS), search periods against what the source reports, no_guidance / no_xbrl /
not_yet_reported checks, periods named in the question against the gold's periods (this set's
forms first, then fresh16's, fresh15's, ... and every earlier set's; each of fresh6's ...
fresh12's forms used somewhere in this set too), the second-half, "last two quarters" and
"calendar YYYY" conventions, the company named, documents filed by the question's company,
made-up names of all three kinds and new to this set, typos new to the sets, refusal-only
issuers new to the sets, one question per template, ids, the split, the mix fresh7 asks for,
and no text, template or run of make_fresh6_gold.NGRAM words shared with an earlier set
(fresh16.jsonl included here).

This set changes or adds:
- seed 20261702, prefix f17, written 2026-12-02, counts above; the split is
  make_fresh7_gold.assign_splits_total with this seed (one third of the set, 50, in test);
- period forms in the words analysts and retail investors type, mapped onto each company's
  fiscal calendar and read before make_fresh16_gold's, each used at least once and each new (no
  question of an earlier set matches it):
    "third quarter, fiscal 2024" / "Q3, FY24" (an ordinal or Q quarter, a comma, then the
      fiscal year: that fiscal quarter),
    "3 mos. ended April 30, 2023" / "6 mos ended ..." / "9 mos ..." / "12 mos ended ..." (the
      "mos" abbreviation of a dated period: a quarter, H1 or 9M whose date must end the fiscal
      second / third quarter, or the fiscal year the date must end),
    "FQ3 FY24" (a fiscal-quarter label followed by the fiscal year: that quarter),
    "Q1 of FYE Jan-24" / "Q4 FYE Jan 2027" (a quarter of the fiscal year ending in that month,
      which must end a fiscal year),
    "the quarter ended 10-29-2023" / "fiscal year ended 09-28-2024" (a month-day-year date with
      hyphens: that day's quarter, or the fiscal year the day must end),
    "third qtr FY24" / "first qtr of fiscal 2025" (a spelled ordinal with "qtr": that quarter),
    "CY24 Q2" / "CY2023-Q4" (a calendar year, then the quarter: the fiscal quarter holding the
      calendar quarter's last day, as make_fresh4_gold._calendar_quarter reads "calendar Q4
      2025"; asked only for Apple and calendar-year companies, where it is exact),
    "the last 2 qtrs of FY26" (both periods of the difference FY - H1; gold is a derived
      `difference`; a bare year only for calendar-year companies),
    "Q1+Q2 FY25" / "Q1+Q2+Q3 FY24" (quarters added up from the first: H1, 9M or the fiscal
      year; a bare year only for calendar-year companies),
    "the quarter ended Sept. 30, 2023" / "fiscal year ended Sept. 30, 2023" (the "Sept."
      abbreviation, which the earlier date readers do not take: that quarter, or the fiscal year
      the day must end),
    "the fiscal 2023 January quarter" / "FY25 October quarter" (a fiscal year, then a month
      quarter: the quarter of that fiscal year ending in that month),
    "the three-month period ended July 30, 2023" / "six-month period ended ..." / "nine-month
      period ended ..." (hyphenated, with a date: the quarter, H1 or 9M, the date ending the
      fiscal second / third quarter for the longer spans),
    "the quarter Nvidia closed on October 29, 2023" / "the year Apple closed on ..." (a period
      the company closed on a date: that day's quarter, or the fiscal year the day must end),
    "FY2022/23" / "FY21/22" (a fiscal year written as its two calendar years with a slash: the
      fiscal year ending in the second; for calendar-year companies a label that matches no gold
      period);
- the company check over this set's aliases, with typos no earlier set uses ("nvidoa",
  "aople", "teala", "snowfkake", "tdmc") and metric typos ("revenye", "margim", "guidanve",
  "operatng", "quartely", "incone", "earnngs"), each checked present here and absent from
  every earlier set's questions (TYPOS); refusal-only issuers Lam Research and MongoDB (in the
  ticker file, named by no earlier set), with their CIKs, each checked to have neither
  companyfacts nor submissions in the mirror and asked only as a no_xbrl refusal;
- held segment figures read from their row and column (SEGMENT_CELLS);
- relative templates (RELATIVE): Apple's net sales in its most recent quarter on file and LPA's
  revenue in its latest fiscal year on file, recomputed from companyfacts.
Exit status 1 on any mismatch, 0 when every line agrees.
"""
import os
import re
import sys
from datetime import date

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import make_fresh2_gold as mf2  # noqa: E402
import make_fresh3_gold as mf3  # noqa: E402
import make_fresh4_gold as mf4  # noqa: E402
import make_fresh6_gold as mf6  # noqa: E402
import make_fresh8_gold as mf8  # noqa: E402
import make_fresh11_gold as mf11  # noqa: E402
import make_fresh12_gold as mf12  # noqa: E402
import make_fresh15_gold as mf15  # noqa: E402
import make_fresh16_gold as mf16  # noqa: E402
from make_gold import fiscal_of  # noqa: E402
from make_fresh_gold import MON  # noqa: E402

SEED = 20261702
ID_PREFIX = "f17"
WRITTEN = date(2026, 12, 2)
OTHER_SETS = mf16.OTHER_SETS + ("fresh16.jsonl",)
COUNTS = {"segment": 24, "guidance": 22, "derived": 20, "say_do": 20, "search": 20,
          "refusal": 16, "scorecard": 14, "actuals": 14}
# The mirror's issuers (with the typos this set uses) and its refusal-only issuers.
ALIASES = {
    "NVIDIA": ("nvidia", "nvda", "nvidoa"),
    "Apple": ("apple", "aapl", "aople"),
    "Tesla": ("tesla", "tsla", "teala"),
    "Snowflake": ("snowflake", "snow", "snowfkake"),
    "TSMC": ("tsmc", "taiwan semiconductor", "tdmc"),
    "LPA": ("lpa", "logistic properties"),
    "Lam Research": ("lam research", "lrcx"),
    "MongoDB": ("mongodb", "mdb"),
}
EXTRA_CIK = {"Lam Research": 707549, "MongoDB": 1441816}
# Misspellings this set uses that no earlier set's question contains (company names and metric words).
TYPOS = ("nvidoa", "aople", "teala", "snowfkake", "tdmc", "revenye", "margim", "guidanve", "operatng",
         "quartely", "incone", "earnngs")
# Relative periods: template -> (concept, 'quarter' | 'fy', [offset of each gold period from the latest]).
RELATIVE = {
    "f17ac_aapl_rev_latest_quarter_on_file_rel": ("RevenueFromContractWithCustomerExcludingAssessedTax", "quarter", [0]),
    "f17ac_lpa_rev_latest_fy_on_file_rel": ("Revenue", "fy", [0]),
}

# Held segment figures recomputed from their documents: template -> (anchors, column); see
# make_fresh12_gold.SEGMENT_CELLS (anchors found in turn in make_gold.doc_text, then the n-th
# cell after the last one, in millions as printed or the percentage itself).
SEGMENT_CELLS = {
    'f17sg_nvda_cn_rev_us_hyphen_date': (('Three Months Ended October 29, 2023 Revenue',), 0),
    'f17sg_nvda_graphics_oi_six_mos': (('Six Months Ended July 30, 2023 Revenue', 'Operating income (loss)'), 1),
    'f17sg_nvda_auto_q_plus_q_fy24': (('Revenue: Data Center', 'Automotive'), 2),
    'f17sg_nvda_china_three_months_ended_in_october': (('Revenue: United States', 'China (including Hong Kong)'), 0),
    'f17sg_nvda_dc_fy_ending_jan_22': (('specialized markets we serve: Year Ended Jan 28, 2024', 'Data Center'), 2),
    'f17sg_nvda_other_countries_first_two_quarters': (('Revenue: United States', 'Other countries'), 2),
    'f17sg_nvda_proviz_intl_slash_2022': (('Revenue: Gaming', 'Professional Visualization'), 0),
    'f17sg_aapl_wearables_fy_ended_sept': (('net sales by category for 2024, 2023 and 2022', 'Wearables, Home and Accessories'), 2),
    'f17sg_aapl_europe_fy_began_sep_2022': (('information by reportable segment for 2024, 2023 and 2022', 'Europe: Net sales'), 1),
    'f17sg_aapl_greater_china_oi_ytd_june': (('information by reportable segment for the three- and nine-month', 'Greater China: Net sales', 'Operating income'), 2),
    'f17sg_aapl_services_gm_pct_fy24_first_nine': (('Gross margin percentage: Products', 'Services'), 3),
    'f17sg_aapl_roap_cy_then_q': (('Rest of Asia Pacific: Net sales',), 1),
    'f17sg_aapl_japan_52_weeks_fy_slash': (('information by reportable segment for 2024, 2023 and 2022', 'Japan: Net sales'), 2),
    'f17sg_tsla_other_intl_yyyy_possessive_q': (('sales location of our products', 'Other international'), 0),
    'f17sg_tsla_auto_sales_twelve_months_to_dec': (('2023 vs. 2022 Change (Dollars in millions) 2024 2023 2022 $ % $ % Automotive sales',), 0),
    'f17sg_tsla_energy_gm_pct_h1_2024': (('Gross margin energy generation and storage segment',), 3),
    'f17sg_tsla_services_other_first_half_2024': (('Total automotive revenues 16,661', 'Services and other'), 3),
}

YR = mf6.YR
DATE = mf6.DATE
FISCAL = r"(?:fiscal\s+(?:year\s+)?|FY\s?)"
ORD = {"first": 1, "second": 2, "third": 3, "fourth": 4}
SPAN = {"three": 3, "3": 3, "six": 6, "6": 6, "nine": 9, "9": 9, "twelve": 12, "12": 12}
SUMMED = {1: "Q1", 2: "H1", 3: "9M", 4: "FY"}


def span_dated(n, d, fye):
    """A span of n months ending on day d: 3 -> that day's quarter; 6 -> H1 and 9 -> 9M (the day
    must end the fiscal second / third quarter); 12 -> the fiscal year the day must end."""
    if n == 3:
        return mf6.q(d, fye)
    if n == 12:
        return mf11.fy_if_year_end(d, fye, "FY")
    fy, qn = fiscal_of(d, fye)
    label, want = ("H1", 2) if n == 6 else ("9M", 3)
    return f"{label} FY{fy}" if qn == want else f"{label}? Q{qn} FY{fy}"


def comma_quarter(m, fye):
    """'third quarter, fiscal 2024' / 'Q3, FY24' -> Q3 FY2024."""
    n = ORD[m.group(1).lower()] if m.group(1) else int(m.group(2))
    return f"Q{n} FY{mf2.year(m.group(3))}"


def q_of_fye_month(m, fye):
    """'Q1 of FYE Jan-24' -> Q1 of the fiscal year that ends in that month (which must end one)."""
    fy = mf11.fy_if_year_end(mf6.month_day(mf2.year(m.group(3)), m.group(2)), fye, "FYE")
    return f"Q{m.group(1)} {fy}" if fy.startswith("FY") else fy


def us_hyphen_date(m, fye):
    """'the quarter ended 10-29-2023' -> that day's quarter; 'fiscal year ended 09-28-2024' -> the
    fiscal year the day must end."""
    return mf15.dated_period(m.group(1), date(int(m.group(4)), int(m.group(2)), int(m.group(3))), fye)


def cy_then_q(m, fye):
    """'CY24 Q2' -> the fiscal quarter holding June 30, 2024."""
    return mf4._calendar_quarter(int(m.group(2)), mf2.year(m.group(1)), fye)


def last_two_qtrs(m, fye):
    """'the last 2 qtrs of FY26' -> FY2026 and H1 FY2026 (gold: FY - H1); bare year: calendar years only."""
    fiscal, y = m.group(1), mf2.year(m.group(2))
    if fiscal or fye == 12:
        return [f"FY{y}", f"H1 FY{y}"]
    return f"H2 CY{y}"


def quarters_summed(m, fye):
    """'Q1+Q2 FY25' -> H1 FY2025; 'Q1+Q2+Q3 FY24' -> 9M FY2024; four quarters -> the fiscal year."""
    n = 1 + m.group(0).count("+")
    return mf12.bare_or_fiscal(m.group(1), mf2.year(m.group(2)), SUMMED[n], fye)


def sept_date(m, fye):
    """'the quarter ended Sept. 30, 2023' -> that quarter; 'fiscal year ended Sept. 30, 2023' -> FY."""
    return mf15.dated_period(m.group(1), date(int(m.group(3)), 9, int(m.group(2))), fye)


def fy_month_quarter(m, fye):
    """'the fiscal 2023 January quarter' -> the quarter of fiscal 2023 that ends in January."""
    fy = mf2.year(m.group(1))
    for y in (fy - 1, fy):
        got, qn = fiscal_of(mf6.month_day(y, m.group(2)), fye)
        if got == fy:
            return f"Q{qn} FY{fy}"
    return f"?{m.group(2)} FY{fy}"


def company_closed(m, fye):
    """'the quarter Nvidia closed on October 29, 2023' -> that quarter; a year -> the fiscal year."""
    return mf15.dated_period(m.group(1), mf6.parse_date(m.group(2)), fye)


def fy_two_years(m, fye):
    """'FY2022/23' -> FY2023 (the fiscal year ending in the second calendar year); the second year
    must follow the first, and the form names no period of a calendar-year company."""
    first, second = mf2.year(m.group(1)), int(m.group(2))
    if fye != 12 and (first + 1) % 100 == second:
        return f"FY{first + 1}"
    return f"FY? {m.group(0)}"


# This set's own forms, read before make_fresh16_gold's (each match blanks its span), in this order.
# A reader returns one period or a list of them.
PATTERNS = [
    # "the quarter Nvidia closed on October 29, 2023", "the fiscal year Apple closed on September 28, 2024"
    ("company_closed_on", re.compile(r"\b(quarter|qtr|fiscal\s+year|year)\s+(?:that\s+)?(?:nvidia|nvda|apple|tesla|snowflake|tsmc|lpa|the\s+company|they|it)\s+"
                                     r"(?:closed|ended|wrapped\s+up|finished)\s+(?:out\s+)?(?:on\s+)?" + DATE, re.I),
     company_closed),
    # "the three-month period ended July 30, 2023", "six-month period ended March 29, 2025"
    ("month_hyphen_period", re.compile(r"\b(three|3|six|6|nine|9)-month\s+(?:period|stretch|span|quarter)\s+(?:that\s+)?(?:ended|ending|to|through|thru)\s+"
                                       r"(?:on\s+)?" + DATE, re.I),
     lambda m, fye: span_dated(SPAN[m.group(1).lower()], mf6.parse_date(m.group(2)), fye)),
    # "3 mos. ended April 30, 2023", "12 mos ended Dec 31, 2026"
    ("mos_dated", re.compile(r"\b(three|3|six|6|nine|9|twelve|12)\s+mos\.?\s+(?:that\s+)?(?:ended|ending|to|through|thru)\s+(?:on\s+)?" + DATE, re.I),
     lambda m, fye: span_dated(SPAN[m.group(1).lower()], mf6.parse_date(m.group(2)), fye)),
    # "the quarter ended Sept. 30, 2023", "fiscal year ended Sept. 30, 2023"
    ("sept_dated", re.compile(r"\b(quarter|qtr|three\s+months|period|fiscal\s+year|year|twelve\s+months)\s+(?:that\s+)?(?:ended|ending|closed|closing)\s+"
                              r"(?:on\s+)?Sept\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})\b", re.I),
     sept_date),
    # "the quarter ended 10-29-2023", "fiscal year ended 09-28-2024"
    ("us_hyphen_date", re.compile(r"\b(quarter|qtr|three\s+months|period|fiscal\s+year|year)\s+(?:that\s+)?(?:ended|ending|closed|closing)\s+(?:on\s+)?"
                                  r"(\d{1,2})-(\d{1,2})-(\d{4})\b", re.I),
     us_hyphen_date),
    # "Q1 of FYE Jan-24", "Q4 FYE Jan 2027"
    ("q_of_fye_month", re.compile(r"\bQ([1-4])\s+(?:of\s+)?(?:the\s+)?FYE\s+" + MON + r"[ -]?['’]?(\d{4}|\d{2})\b", re.I),
     q_of_fye_month),
    # "Q1+Q2 FY25", "Q1+Q2+Q3 FY24", "Q1 + Q2 2022"
    ("quarters_summed", re.compile(r"\bQ1\s?\+\s?Q2(?:\s?\+\s?Q3)?(?:\s?\+\s?Q4)?\s+(?:of\s+)?(fiscal\s+(?:year\s+)?|FY\s?)?" + YR, re.I),
     quarters_summed),
    # "the last 2 qtrs of FY26", "final two qtrs of fiscal 2025"
    ("last_two_qtrs", re.compile(r"\b(?:last|final|back|closing)\s+(?:two|2)\s+qtrs\.?\s+of\s+(?:the\s+)?(fiscal\s+(?:year\s+)?|FY\s?)?" + YR, re.I),
     last_two_qtrs),
    # "third quarter, fiscal 2024", "Q3, FY24"
    ("comma_fiscal_quarter", re.compile(r"\b(?:(first|second|third|fourth)\s+quarter|Q([1-4])),\s+(?:of\s+)?" + FISCAL + YR, re.I),
     comma_quarter),
    # "FQ3 FY24", "FQ1 fiscal 2026"
    ("fq_then_fy", re.compile(r"\bFQ([1-4])\s?(?:FY\s?|fiscal\s+)['’]?(\d{4}|\d{2})\b", re.I),
     lambda m, fye: f"Q{m.group(1)} FY{mf2.year(m.group(2))}"),
    # "third qtr FY24", "first qtr of fiscal 2025"
    ("ordinal_qtr_fy", re.compile(r"\b(first|second|third|fourth)\s+qtr\.?\s+(?:of\s+)?(?:the\s+)?" + FISCAL + YR, re.I),
     lambda m, fye: f"Q{ORD[m.group(1).lower()]} FY{mf2.year(m.group(2))}"),
    # "CY24 Q2", "CY2023-Q4"
    ("cy_then_q", re.compile(r"\bCY\s?['’]?(\d{4}|\d{2})\s?[-/]?\s?Q([1-4])\b", re.I),
     cy_then_q),
    # "the fiscal 2023 January quarter", "FY25 October qtr"
    ("fy_month_quarter", re.compile(r"\b" + FISCAL + YR + r"\s+" + MON + r"\s+(?:quarter|qtr)\b", re.I),
     fy_month_quarter),
    # "FY2022/23", "FY21/22"
    ("fy_two_year_slash", re.compile(r"\bFY\s?(\d{4}|\d{2})/(\d{2})\b", re.I),
     fy_two_years),
]

# This set's forms first, then make_fresh16_gold.periods_named on what is left.
periods_named = mf8.read_forms([(rx, fn) for _, rx, fn in PATTERNS], mf16.periods_named)
FORM = {name: rx for name, rx, _ in PATTERNS}


class Fresh17Checker(mf16.Fresh16Checker):
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
    extra_cik = {**mf16.Fresh16Checker.extra_cik, **EXTRA_CIK}


def main():
    mf3.main(Fresh17Checker, "fresh17.jsonl", OTHER_SETS, __doc__)


if __name__ == "__main__":
    main()
