#!/usr/bin/env python3
"""Recompute and check every gold figure in evals/fresh16.jsonl.

    python3 evals/make_fresh16_gold.py [MIRROR] [--questions FILE]

fresh16.jsonl is a seventeenth question set (150 questions, ids f16-001 ... f16-150), written
blind to SayDo's router, with the same schema and `expect` shapes as questions.jsonl and
fresh*.jsonl, and fresh15's mix: segment 24, guidance 22, derived 20, say_do 20, search 20,
refusal 16, scorecard 14, actuals 14. This script imports make_fresh15_gold.py (and through it
make_gold.py and make_fresh_gold.py ... make_fresh14_gold.py; nothing is copied) and subclasses
its checker the way make_fresh15_gold.py subclasses make_fresh14_gold.py: Fresh16Checker only
sets class attributes. make_fresh12_gold.Fresh12Checker binds make_fresh11_gold's run-time
constants (SEED, COUNTS, ID_PREFIX, RELATIVE, EXTRA_CIK, PATTERNS, WRITTEN) to those attributes
while the inherited checks run, and its own run() reads typos, segment_cells, new_issuers and
periods_named from the class, so every check of the earlier scripts runs on every line with
this set's values: figures recomputed from the SEC mirror and tests/gold/guidance.jsonl,
borderline / caveat flags, accession citations in `note` (for search and held segment `source`s
too), segment `not_value`s against companyfacts, held segment figures read from their row and
column (SEGMENT_CELLS), search periods against what the source reports, no_guidance / no_xbrl /
not_yet_reported checks, periods named in the question against the gold's periods (this set's
forms first, then fresh15's, fresh14's, ... and every earlier set's; each of fresh6's ...
fresh12's forms used somewhere in this set too), the second-half, "last two quarters" and
"calendar YYYY" conventions, the company named, documents filed by the question's company,
made-up names of all three kinds and new to this set, typos new to the sets, refusal-only
issuers new to the sets, one question per template, ids, the split, the mix fresh7 asks for,
and no text, template or run of make_fresh6_gold.NGRAM words shared with an earlier set
(fresh15.jsonl included here).

This set changes or adds:
- seed 20261602, prefix f16, written 2026-12-02, counts above; the split is
  make_fresh7_gold.assign_splits_total with this seed (one third of the set, 50, in test);
- period forms in the words analysts and retail investors use, mapped onto each company's fiscal
  calendar and read before make_fresh15_gold's, each used at least once and each new (no
  question of an earlier set matches it):
    "LTM through Q4 FY24" / "TTM ending 4Q22" / "trailing twelve months through Q4 FY2024"
      (the four quarters ending with the one named: a fiscal year when that quarter is a fourth
      quarter; ending with any other quarter they are no reported period, and the reader returns
      a label that matches no gold period),
    "the quarter ended Jul 30 '23" / "the fiscal year ended Jan 28, '24" (a date with a two-digit
      year: the quarter of that day, or the fiscal year the day must end),
    "fiscal third-quarter 2024" (the hyphenated adjective of news copy: that fiscal quarter),
    "the October-ended quarter of 2022" (the fiscal quarter that ends in that month),
    "Q3 of calendar year 2024" / "the second quarter of calendar 2023" (a calendar quarter: the
      fiscal quarter holding its last day, as make_fresh4_gold._calendar_quarter reads
      "calendar Q4 2025"; asked only for Apple and the calendar-year companies, where it is
      exact),
    "2H'21" / "fiscal H2'25" (a second half with an apostrophe year: both periods of the
      difference FY - H1; without "fiscal" only for calendar-year companies),
    "FY25's back half" / "fiscal 2024's second half" (a fiscal year's second half in the
      possessive: both periods of FY - H1),
    "Q3 YTD FY23" / "2Q YTD 2022" (year to date through that quarter: Q1, H1, 9M or the fiscal
      year; a bare year only for calendar-year companies),
    "the fiscal year ended 9/28/2024" / "year ended 12/31/2020" (a numeric month/day/year date:
      the fiscal year it must end),
    "2022Q3" / "2023-Q4" (year first, no space: calendar-year companies only),
    "FYE 2024" / "FYE'23" (fiscal year end with a year and no month: that fiscal year),
    "the year Nvidia calls fiscal 2022" (the company's own label for a fiscal year),
    "the quarter ending Jan '27" / "qtr ended Jun '25" (a month with a two-digit year and no
      day: the fiscal quarter ending in that month);
- the company check over this set's aliases, with typos no earlier set uses ("nvdiia",
  "apole", "tedla", "snowfake", "tsmx") and metric typos ("revenur", "marjin", "segement",
  "guidnce", "expenes", "quaterly"), each checked present here and absent from every earlier
  set's questions (TYPOS); refusal-only issuers Synopsys and Fortinet (in the ticker file, named
  by no earlier set), with their CIKs, each checked to have neither companyfacts nor submissions
  in the mirror and asked only as a no_xbrl refusal;
- held segment figures read from their row and column (SEGMENT_CELLS);
- relative templates (RELATIVE): Tesla's operating cash flow in the most recent fiscal year its
  companyfacts hold, Snowflake's R&D expense in the quarter before its latest, Apple's operating
  margin in its most recent quarter, recomputed from companyfacts.
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
from make_gold import parse_period  # noqa: E402
from make_fresh_gold import MON, MONTHS  # noqa: E402

SEED = 20261602
ID_PREFIX = "f16"
WRITTEN = date(2026, 12, 2)
OTHER_SETS = mf15.OTHER_SETS + ("fresh15.jsonl",)
COUNTS = {"segment": 24, "guidance": 22, "derived": 20, "say_do": 20, "search": 20,
          "refusal": 16, "scorecard": 14, "actuals": 14}
# The mirror's issuers (with the typos this set uses) and its refusal-only issuers.
ALIASES = {
    "NVIDIA": ("nvidia", "nvda", "nvdiia"),
    "Apple": ("apple", "aapl", "apole"),
    "Tesla": ("tesla", "tsla", "tedla"),
    "Snowflake": ("snowflake", "snow", "snowfake"),
    "TSMC": ("tsmc", "taiwan semiconductor", "tsmx"),
    "LPA": ("lpa", "logistic properties"),
    "Synopsys": ("synopsys", "snps"),
    "Fortinet": ("fortinet", "ftnt"),
}
EXTRA_CIK = {"Synopsys": 883241, "Fortinet": 1262039}
# Misspellings this set uses that no earlier set's question contains (company names and metric words).
TYPOS = ("nvdiia", "apole", "tedla", "snowfake", "tsmx", "revenur", "marjin", "segement", "guidnce",
         "expenes", "quaterly")
# Relative periods: template -> (concept, 'quarter' | 'fy', [offset of each gold period from the latest]).
RELATIVE = {
    "f16ac_tsla_ocf_latest_fy_on_file_rel": ("Revenues", "fy", [0]),
    "f16ac_snow_rd_quarter_before_latest_rel": ("RevenueFromContractWithCustomerExcludingAssessedTax", "quarter", [-1]),
    "f16dv_aapl_op_margin_mrq_rel": ("RevenueFromContractWithCustomerExcludingAssessedTax", "quarter", [0, 0]),
}

# Held segment figures recomputed from their documents: template -> (anchors, column); see
# make_fresh12_gold.SEGMENT_CELLS (anchors found in turn in make_gold.doc_text, then the n-th
# cell after the last one, in millions as printed or the percentage itself).
SEGMENT_CELLS = {
    'f16sg_nvda_china_slash_fq': (('Revenue: United States', 'China (including Hong Kong)'), 0),
    'f16sg_nvda_taiwan_first_three_quarters': (('Revenue: United States', 'Taiwan'), 2),
    'f16sg_nvda_graphics_oi_q_ytd': (('Nine Months Ended October 30, 2022 Revenue', 'Operating income (loss)'), 1),
    'f16sg_nvda_cn_oi_ordinal_suffix': (('Three Months Ended April 30, 2023 Revenue', 'Operating income (loss)'), 0),
    'f16sg_nvda_auto_second_fiscal_quarter': (('Revenue: Data Center', 'Automotive'), 0),
    'f16sg_nvda_us_fy_span_ending_in_january': (('Revenue by geographic areas was as follows', 'United States'), 1),
    'f16sg_nvda_graphics_rev_year_company_calls': (('Year Ended Jan 30, 2022: Revenue',), 1),
    'f16sg_aapl_ipad_fye_2022': (('net sales by category for 2024, 2023 and 2022', 'iPad'), 4),
    'f16sg_aapl_japan_oi_wrapped_up_sep': (('information by reportable segment for 2024, 2023 and 2022', 'Japan:', 'Operating income'), 1),
    'f16sg_aapl_us_twelve_month_period': (('net sales for 2024, 2023 and 2022 and long-lived', 'Net sales: U.S.'), 1),
    'f16sg_aapl_ipad_quarter_of_calendar': (('net sales by category for the three- and nine-month periods', 'iPad'), 0),
    'f16sg_aapl_americas_oi_cq_apostrophe': (('Americas: Net sales', 'Operating income'), 0),
    'f16sg_aapl_products_gm_possessive_q': (('Gross margin percentage: Products',), 1),
    'f16sg_tsla_other_intl_cy2023': (('sales location of our products', 'Other international'), 1),
    'f16sg_tsla_energy_gm_calendar_2024': (('Gross margin energy generation and storage segment',), 0),
    'f16sg_tsla_us_first_half_2024': (('sales location of our products', 'United States'), 3),
    'f16sg_tsla_credits_year_then_q': (('Automotive regulatory credits',), 1),
}

QFORM = mf8.QFORM
YR = mf6.YR
MONRAW = mf6.MONRAW
FISCAL = r"(?:fiscal\s+(?:year\s+)?|FY\s?)"
ORD = {"first": 1, "second": 2, "third": 3, "fourth": 4}
YEARLY = re.compile(r"(?:year|fiscal|FY|twelve|12)", re.I)
YTD = {1: "Q1", 2: "H1", 3: "9M", 4: "FY"}


def ltm_through(m, fye):
    """'LTM through Q4 FY24' -> FY2024; through any other quarter no single reported period."""
    label, y = parse_period(mf8.qform(m, 1))
    return f"FY{y}" if label == "Q4" else f"LTM? {label} FY{y}"


def two_digit_year_date(m, fye):
    """'the quarter ended Jul 30 '23' -> that day's quarter; 'fiscal year ended Jan 28, '24' -> the
    fiscal year the day must end."""
    d = date(2000 + int(m.group(4)), MONTHS[m.group(2).lower()], int(m.group(3)))
    return mf11.fy_if_year_end(d, fye, "FY") if YEARLY.match(m.group(1)) else mf6.q(d, fye)


def calendar_quarter_of(m, fye):
    """'Q3 of calendar year 2024' / 'the second quarter of calendar 2023': the fiscal quarter holding
    the calendar quarter's last day."""
    n = int(m.group(1)) if m.group(1) else ORD[m.group(2).lower()]
    return mf4._calendar_quarter(n, int(m.group(3)), fye)


def h2_apostrophe(m, fye):
    """'2H'21' -> FY2021 and H1 FY2021 (gold: FY - H1); without 'fiscal' calendar-year companies only."""
    y = 2000 + int(m.group(2))
    if m.group(1) or fye == 12:
        return [f"FY{y}", f"H1 FY{y}"]
    return f"H2 CY{y}"


def q_ytd(m, fye):
    """'Q3 YTD FY23' -> 9M FY2023 (Q1 -> Q1, Q2 -> H1, Q4 -> the fiscal year)."""
    n = int(m.group(1) or m.group(2))
    return mf12.bare_or_fiscal(m.group(3), mf2.year(m.group(4)), YTD[n], fye)


def fy_numeric_date(m, fye):
    """'the fiscal year ended 9/28/2024' -> the fiscal year that day must end."""
    d = date(mf2.year(m.group(3)), int(m.group(1)), int(m.group(2)))
    return mf11.fy_if_year_end(d, fye, "FY")


def year_then_q(m, fye):
    """'2022Q3' -> Q3 FY2022 for a calendar-year company; a label matching no gold period otherwise."""
    return f"Q{m.group(2)} FY{m.group(1)}" if fye == 12 else f"Q{m.group(2)} CY{m.group(1)}"


def quarter_ended_mon_yy(m, fye):
    """'the quarter ending Jan '27': the fiscal quarter ending in that month."""
    return mf6.q(mf6.month_day(2000 + int(m.group(2)), m.group(1)), fye)


# This set's own forms, read before make_fresh15_gold's (each match blanks its span), in this order.
# A reader returns one period or a list of them.
PATTERNS = [
    # "LTM through Q4 FY24", "TTM ending 4Q22", "trailing twelve months through Q4 FY2024"
    ("ltm_through", re.compile(r"\b(?:LTM|TTM|(?:last|trailing)\s+(?:twelve|12)\s+months)\s+(?:through|thru|to|ending|ended|as\s+of)\s+"
                               r"(?:(?:with|in|at)\s+)?(?:the\s+end\s+of\s+)?(?:fiscal\s+)?" + QFORM, re.I),
     ltm_through),
    # "the quarter ended Jul 30 '23", "fiscal year ended Jan 28, '24"
    ("two_digit_year_date", re.compile(r"\b(quarter|qtr|three\s+months|period|fiscal\s+year|year|FY)\s+(?:that\s+)?(?:ended|ending|closed|closing|to|through)\s+"
                                       r"(?:on\s+)?(" + MONRAW + r")\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+['’](\d{2})\b", re.I),
     two_digit_year_date),
    # "fiscal third-quarter 2024", "fiscal first-quarter of 2025"
    ("fiscal_hyphen_ordinal_quarter", re.compile(r"\bfiscal\s+(first|second|third|fourth)-quarter\s+(?:of\s+)?" + YR, re.I),
     lambda m, fye: f"Q{ORD[m.group(1).lower()]} FY{mf2.year(m.group(2))}"),
    # "the October-ended quarter of 2022", "December-ended qtr in 2023"
    ("month_ended_quarter", re.compile(r"\b" + MON + r"-ended\s+(?:quarter|qtr)\s+(?:of\s+|in\s+)?(\d{4})\b", re.I),
     lambda m, fye: mf6.q(mf6.month_day(m.group(2), m.group(1)), fye)),
    # "Q3 of calendar year 2024", "the second quarter of calendar 2023"
    ("quarter_of_calendar", re.compile(r"\b(?:Q([1-4])|(first|second|third|fourth)\s+quarter)\s+of\s+calendar\s+(?:year\s+)?(\d{4})\b", re.I),
     calendar_quarter_of),
    # "2H'21", "fiscal H2'25"
    ("h2_apostrophe", re.compile(r"(?<![\w-])(fiscal\s+)?(?:2H|H2)['’](\d{2})\b", re.I),
     h2_apostrophe),
    # "FY25's back half", "fiscal 2024's second half"
    ("possessive_second_half", re.compile(r"\b" + FISCAL + YR + r"['’]s\s+(?:second|back|2nd|latter)\s+half\b", re.I),
     lambda m, fye: [f"FY{mf2.year(m.group(1))}", f"H1 FY{mf2.year(m.group(1))}"]),
    # "Q3 YTD FY23", "2Q YTD 2022"
    ("q_ytd", re.compile(r"\b(?:Q([1-4])|([1-4])Q)\s?YTD\s+(?:of\s+|in\s+)?(fiscal\s+(?:year\s+)?|FY\s?)?" + YR, re.I),
     q_ytd),
    # "the fiscal year ended 9/28/2024", "year ended 12/31/2020"
    ("fy_numeric_date", re.compile(r"\b(?:fiscal\s+year|FY|year|twelve\s+months|12\s+months)\s+(?:that\s+)?(?:ended|ending|closed|closing)\s+(?:on\s+)?"
                                   r"(\d{1,2})/(\d{1,2})/(\d{4}|\d{2})\b", re.I),
     fy_numeric_date),
    # "2022Q3", "2023-Q4"
    ("year_then_q", re.compile(r"(?<![\w/'’-])(20\d{2})-?Q([1-4])\b", re.I),
     year_then_q),
    # "FYE 2024", "FYE'23"
    ("fye_year", re.compile(r"\bFYE\s?['’]?(\d{4}|\d{2})\b", re.I),
     lambda m, fye: f"FY{mf2.year(m.group(1))}"),
    # "the year Nvidia calls fiscal 2022", "the fiscal year the company labels its FY24"
    ("year_company_calls", re.compile(r"\b(?:fiscal\s+)?year\s+(?:that\s+)?(?:the\s+company|management|[\w$&.-]+)\s+(?:calls|labels|dubs|refers\s+to\s+as)\s+"
                                      r"(?:its\s+|their\s+)?" + FISCAL + YR, re.I),
     lambda m, fye: f"FY{mf2.year(m.group(1))}"),
    # "the quarter ending Jan '27", "qtr ended Jun '25"
    ("quarter_ended_mon_yy", re.compile(r"\b(?:quarter|qtr)\s+(?:that\s+)?(?:ended|ending|closed|closing)\s+(?:in\s+)?" + MON + r"\s?['’](\d{2})\b", re.I),
     quarter_ended_mon_yy),
]

# This set's forms first, then make_fresh15_gold.periods_named on what is left.
periods_named = mf8.read_forms([(rx, fn) for _, rx, fn in PATTERNS], mf15.periods_named)
FORM = {name: rx for name, rx, _ in PATTERNS}


class Fresh16Checker(mf15.Fresh15Checker):
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
    extra_cik = {**mf15.Fresh15Checker.extra_cik, **EXTRA_CIK}


def main():
    mf3.main(Fresh16Checker, "fresh16.jsonl", OTHER_SETS, __doc__)


if __name__ == "__main__":
    main()
