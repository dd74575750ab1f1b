#!/usr/bin/env python3
"""Recompute and check every gold figure in evals/fresh13.jsonl.

    python3 evals/make_fresh13_gold.py [MIRROR] [--questions FILE]

fresh13.jsonl is a fourteenth question set (150 questions, ids f13-001 ... f13-150), written blind
to SayDo's router, with the same schema and `expect` shapes as questions.jsonl and fresh*.jsonl.
It weights what is hardest: segment 24, guidance 22, derived 20, say_do 20, search 20,
refusal 16, scorecard 14, actuals 14. This script imports make_fresh12_gold.py (and through it
make_gold.py and make_fresh_gold.py ... make_fresh11_gold.py; nothing is copied) and subclasses
its checker the way make_fresh12_gold.py subclasses make_fresh11_gold.py, so every check of the
earlier scripts runs on every line: figures recomputed from the SEC mirror and
tests/gold/guidance.jsonl, borderline / caveat flags, accession citations in `note` (for search
and held segment `source`s too), segment `not_value`s against companyfacts, held segment figures
read from their row and column (SEGMENT_CELLS), search periods against what the source reports,
no_guidance / no_xbrl / not_yet_reported checks, periods named in the question against the gold's
periods (this set's forms first, then fresh12's, fresh11's, ... and every earlier set's; each of
fresh6's ... fresh12's forms used somewhere in this set too), the second-half, "last two
quarters" and "calendar YYYY" conventions, the company named, documents filed by the question's
company, made-up names of all three kinds and new to this set, typos new to the sets, refusal-only
issuers new to the sets, one question per template, ids, the split, the mix fresh7 asks for, and
no text, template or run of make_fresh6_gold.NGRAM words shared with an earlier set
(fresh12.jsonl included here).

How the inherited set-specific checks read this set's values. make_fresh12_gold.Fresh12Checker
binds make_fresh11_gold's run-time constants (SEED, COUNTS, ID_PREFIX, RELATIVE, EXTRA_CIK,
PATTERNS, WRITTEN) to the checker's class attributes (seed, counts, id_prefix, relative,
new_issuers, new_forms, written) while fresh11's checks run (fresh11_reads_this_set), and its own
run() reads typos, segment_cells, new_issuers and periods_named from the class. Fresh13Checker
only sets those class attributes to this set's values; nothing of the earlier scripts is copied.
fresh12's own period forms are then checked as "used by some question" by Fresh12Checker.run
(they are no longer this set's new_forms), and fresh11's by the same loop.

This set changes or adds:
- seed 20261302, prefix f13, written 2026-12-02, counts above. round(n/3) per category gives 51
  test questions (8 + 7 + 7 + 7 + 7 + 5 + 5 + 5); make_fresh7_gold.split_targets shares out 50:
  the floors (46) and four of the five categories whose third ends in .67 (derived, say_do,
  search, scorecard, actuals); the fifth, picked by the seeded shuffle (derived), keeps its floor
  of 6, its test templates being the first that fit in make_gold.assign_splits' seeded order
  (make_fresh7_gold.assign_splits_total);
- period forms, mapped onto each company's fiscal calendar and read before make_fresh12_gold's,
  each used at least once and each new (no question of an earlier set matches it):
    "the quarter that closed out fiscal 2024" (Q4; a bare year only for calendar-year
      companies),
    "Q2 in FY'25 terms" (a quarter restated on the fiscal calendar),
    "the three months wrapping up in October 2023" (the quarter ending in that month),
    "fiscal-year-2024 Q3" / "fiscal-year-2024" (double hyphen; a quarter or the fiscal year),
    "the quarter straddling the 2023 holidays" (the fiscal quarter holding December 15 of that
      year: NVIDIA Q4 FY2024, Apple Q1 FY2024, Tesla Q4 2023),
    "quarters one through three of fiscal 2025" (Q1..Q2 = H1, Q1..Q3 = 9M, Q1..Q4 = the fiscal
      year; a bare year only for calendar-year companies),
    "the last quarter reported before the FY2025 10-K" (the fiscal third quarter: the last 10-Q
      before that year's annual report),
    "two fiscal years before fiscal 2025" (the fiscal year n before),
    "the quarter that ended Sunday, July 31, 2022" / "the fiscal year that ended Saturday,
      September 28, 2024" (a dated period with its weekday; the weekday must be the date's, and a
      year must end a fiscal year),
    "the quarter that ended on the last Sunday of April 2024" / "the fiscal year ending the last
      Saturday of September 2023" (the day computed from the month; NVIDIA's quarters end on a
      Sunday, Apple's on a Saturday),
    "1H'22" / "fiscal 1H'25" (first half; without "fiscal" only for calendar-year companies),
    "the quarter whose 10-Q was filed on November 21, 2023" (the quarter that ended before the
      filing day),
    "fiscal 2025 through the third quarter" (year to date: Q1, H1 or 9M);
- the company check over this set's aliases, with typos no earlier set uses ("nviida",
  "snoflake", "tesls") and metric typos ("gorss", "earnigns", "guidacne", "proift"), each
  checked present here and absent from every earlier set's questions (TYPOS); refusal-only
  issuers Datadog and Autodesk (in the ticker file, named by no earlier set), with their CIKs,
  each checked to have neither companyfacts nor submissions in the mirror and asked only as a
  no_xbrl refusal;
- held segment figures read from their row and column of the source document (SEGMENT_CELLS);
- relative templates (RELATIVE): NVIDIA's R&D in its most recent fiscal year, Apple's diluted
  EPS in its latest quarter, Snowflake's gross margin in its latest quarter, TSMC's revenue
  growth into its latest fiscal year, recomputed from companyfacts.
Exit status 1 on any mismatch, 0 when every line agrees.
"""
import calendar
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
import make_fresh11_gold as mf11  # noqa: E402
import make_fresh12_gold as mf12  # noqa: E402
from make_gold import fiscal_of  # noqa: E402
from make_fresh_gold import MON, MONTHS  # noqa: E402

SEED = 20261302
ID_PREFIX = "f13"
WRITTEN = date(2026, 12, 2)
OTHER_SETS = mf12.OTHER_SETS + ("fresh12.jsonl",)
COUNTS = {"segment": 24, "guidance": 22, "derived": 20, "say_do": 20, "search": 20,
          "scorecard": 14, "actuals": 14, "refusal": 16}
# The mirror's issuers (with the typos this set uses) and its refusal-only issuers.
ALIASES = {
    "NVIDIA": ("nvidia", "nvda", "nviida"),
    "Apple": ("apple", "aapl"),
    "Tesla": ("tesla", "tsla", "tesls"),
    "Snowflake": ("snowflake", "snow", "snoflake"),
    "TSMC": ("tsmc", "taiwan semiconductor"),
    "LPA": ("lpa", "logistic properties"),
    "Datadog": ("datadog", "ddog"),
    "Autodesk": ("autodesk", "adsk"),
}
EXTRA_CIK = {"Datadog": 1561550, "Autodesk": 769397}
# Misspellings this set uses that no earlier set's question contains (company names and metric words).
TYPOS = ("nviida", "snoflake", "tesls", "gorss", "earnigns", "guidacne", "proift")
# Relative periods: template -> (concept, 'quarter' | 'fy', [offset of each gold period from the latest]).
RELATIVE = {
    "f13ac_nvda_rd_latest_completed_year_rel": ("ResearchAndDevelopmentExpense", "fy", [0]),
    "f13ac_aapl_diluted_eps_latest_quarter_rel": ("EarningsPerShareDiluted", "quarter", [0]),
    "f13dv_snow_gm_newest_quarter_rel": ("RevenueFromContractWithCustomerExcludingAssessedTax", "quarter", [0, 0]),
    "f13dv_tsmc_growth_into_latest_year_rel": ("Revenue", "fy", [0, -1]),
}

# Held segment figures recomputed from their documents: template -> (anchors, column); see
# make_fresh12_gold.SEGMENT_CELLS (anchors found in turn in make_gold.doc_text, then the n-th
# cell after the last one, in millions as printed or the percentage itself).
SEGMENT_CELLS = {
    "f13sg_nvda_oem_other_13_week": (("Revenue: Data Center", "OEM and Other"), 0),
    "f13sg_nvda_graphics_three_months_ended_in": (("Three Months Ended April 30, 2023 Revenue",), 1),
    "f13sg_nvda_china_q_which_ended": (("Revenue: United States", "China (including Hong Kong)"), 0),
    "f13sg_nvda_dc_fy_span_annual": (("markets we serve: Year Ended Jan 28, 2024", "Data Center"), 0),
    "f13sg_nvda_auto_q_for_fiscal": (("Revenue: Gaming", "Automotive"), 0),
    "f13sg_nvda_cn_oi_possessive_nine": (("Nine Months Ended October 29, 2023 Revenue", "Operating income (loss)"), 0),
    "f13sg_nvda_gaming_first_half_hyphen": (("Revenue: Gaming",), 2),
    "f13sg_aapl_japan_june_quarter_of_fiscal": (("Japan: Net sales",), 0),
    "f13sg_aapl_mac_fy_ending_sep": (("net sales by category for 2024, 2023 and 2022", "Mac"), 2),
    "f13sg_aapl_europe_year_preceding": (("Europe: Net sales",), 2),
    "f13sg_aapl_roap_oi_weekday_dated": (("Rest of Asia Pacific: Net sales", "Operating income"), 0),
    "f13sg_aapl_iphone_nine_months_through": (("net sales by category for the three- and nine-month periods", "iPhone"), 3),
    "f13sg_aapl_services_gm_pct_fiscal_hyphen": (("Gross margin percentage: Products", "Services"), 0),
    "f13sg_aapl_greater_china_ytd_june_quarter": (("Greater China: Net sales",), 3),
    "f13sg_tsla_credits_calendar_year": (("Automotive regulatory credits",), 1),
    "f13sg_tsla_services_quarter_ending_june_of": (("Total automotive revenues 16,661", "Services and other"), 0),
    "f13sg_tsla_energy_jan_jun_period": (("Energy generation and storage segment revenue",), 5),
}

YR = mf6.YR
MONRAW = mf6.MONRAW
FISCAL = r"(?:fiscal\s+(?:year\s+)?|FY\s?)"
WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
WEEKDAY = r"(" + "|".join(w.capitalize() for w in WEEKDAYS) + r")"
COUNT = {"two": 2, "three": 3, "four": 4, "2": 2, "3": 3, "4": 4}
ORD = {"first": 1, "second": 2, "third": 3}
YEARLY = re.compile(r"(?:year|fiscal|52|53|twelve|12)", re.I)


def closed_out(m, fye):
    """'the quarter that closed out fiscal 2024' -> Q4 FY2024 (a bare year: calendar-year companies)."""
    return mf12.bare_or_fiscal(m.group(1), mf2.year(m.group(2)), "Q4", fye)


def holidays(m, fye):
    """'the quarter straddling the 2023 holidays': the fiscal quarter holding December 15 of that year."""
    return mf6.q(date(int(m.group(1)), 12, 15), fye)


def quarters_one_through(m, fye):
    """'quarters one through three of fiscal 2025' -> 9M FY2025 (two -> H1, four -> the fiscal year)."""
    label = {2: "H1", 3: "9M", 4: "FY"}[COUNT[m.group(1).lower()]]
    return mf12.bare_or_fiscal(m.group(2), mf2.year(m.group(3)), label, fye)


def before_annual_report(m, fye):
    """'the last quarter reported before the FY2025 10-K': that fiscal year's third quarter."""
    return mf12.bare_or_fiscal(m.group(1), mf2.year(m.group(2)), "Q3", fye)


def weekday_dated(m, fye):
    """'the quarter that ended Sunday, July 31, 2022': the quarter of the date (a fiscal year for
    'year' / '52 weeks'); a weekday that is not the date's names no gold period."""
    d = mf6.parse_date(m.group(3))
    if WEEKDAYS[d.weekday()] != m.group(2).lower():
        return f"?{m.group(2)} is not {d:%A} {d}"
    if YEARLY.match(m.group(1)):
        return mf11.fy_if_year_end(d, fye, "FY")
    return mf6.q(d, fye)


def last_weekday(m, fye):
    """'the quarter that ended on the last Sunday of April 2024': that day's quarter (a fiscal year
    for 'year', which the day must end)."""
    y, mon = int(m.group(4)), MONTHS[m.group(3).lower()]
    d = date(y, mon, calendar.monthrange(y, mon)[1])
    while WEEKDAYS[d.weekday()] != m.group(2).lower():
        d -= timedelta(days=1)
    if YEARLY.match(m.group(1)):
        return mf11.fy_if_year_end(d, fye, "FY")
    return mf6.q(d, fye)


def fy_through(m, fye):
    """'fiscal 2025 through the third quarter' -> 9M FY2025 (first -> Q1, second -> H1)."""
    n = int(m.group(2)) if m.group(2) else ORD[m.group(3).lower()]
    y = mf2.year(m.group(1))
    return {1: f"Q1 FY{y}", 2: f"H1 FY{y}", 3: f"9M FY{y}"}[n]


# This set's own forms, read before make_fresh12_gold's (each match blanks its span), in this order.
PATTERNS = [
    # "the last quarter reported before the FY2025 10-K", "final qtr filed ahead of its fiscal 2024 annual report"
    ("before_annual_report", re.compile(r"\b(?:last|final|latest)\s+(?:reported\s+)?(?:quarter|qtr)\s+(?:reported\s+|filed\s+)?(?:before|ahead\s+of|prior\s+to)\s+"
                                        r"(?:the\s+|its\s+|their\s+)?(fiscal\s+(?:year\s+)?|FY\s?)?" + YR + r"\s+(?:10-K|annual\s+report)", re.I),
     before_annual_report),
    # "the quarter whose 10-Q was filed on November 21, 2023": the quarter that ended before that day
    ("quarter_whose_10q_filed", re.compile(r"\b(?:quarter|period)\s+whose\s+10-Q\s+(?:was\s+)?(?:filed|submitted)\s+(?:on\s+)?" + mf6.DATE, re.I),
     lambda m, fye: mf7.prev_quarter(mf6.q(mf6.parse_date(m.group(1)), fye))),
    # "the quarter that ended Sunday, July 31, 2022", "fiscal year that ended Saturday, September 28, 2024"
    ("weekday_dated", re.compile(r"\b(quarter|qtr|three\s+months|period|fiscal\s+year|year|52\s+weeks|53\s+weeks)\s+(?:that\s+)?(?:ended|ending|closed|closing)\s+"
                                 r"(?:on\s+)?" + WEEKDAY + r",?\s+(" + MONRAW + r"\.?\s+\d{1,2},?\s+\d{4})", re.I),
     weekday_dated),
    # "the quarter that ended on the last Sunday of April 2024", "fiscal year ending the last Saturday of September 2023"
    ("last_weekday_of_month", re.compile(r"\b(quarter|qtr|three\s+months|period|fiscal\s+year|year)\s+(?:that\s+)?(?:ended|ending|closed|closing)\s+(?:on\s+)?"
                                         r"the\s+last\s+" + WEEKDAY + r"\s+(?:of|in)\s+" + MON + r",?\s+(\d{4})\b", re.I),
     last_weekday),
    # "the quarter that closed out fiscal 2024", "the qtr that rounded out FY23"
    ("closed_out_fiscal", re.compile(r"\b(?:quarter|qtr)\s+that\s+(?:closed|rounded|wrapped|capped)\s+out\s+(?:the\s+|its\s+|their\s+)?"
                                     r"(fiscal\s+(?:year\s+)?|FY\s?)?" + YR, re.I),
     closed_out),
    # "Q2 in FY'25 terms", "Q4 in fiscal 2024 terms"
    ("q_in_fy_terms", re.compile(r"\bQ([1-4])\s+in\s+(?:FY\s?|fiscal\s+(?:year\s+)?)" + YR + r"\s+terms\b", re.I),
     lambda m, fye: f"Q{m.group(1)} FY{mf2.year(m.group(2))}"),
    # "the three months wrapping up in October 2023", "3 months winding up in late July 2023"
    ("months_wrapping_up_in", re.compile(r"\b(?:three|3)\s+months\s+(?:wrapping|winding)\s+up\s+in\s+(?:(early|mid|late)[- ])?" + MON + r",?\s+(\d{4})\b", re.I),
     lambda m, fye: mf6.q(mf6.month_day(m.group(3), m.group(2), m.group(1)), fye)),
    # "fiscal-year-2024 Q3", "fiscal-year-2023"
    ("fiscal_year_double_hyphen", re.compile(r"\bfiscal-year-(\d{4}|\d{2})\b(?:\s+Q([1-4])\b)?", re.I),
     lambda m, fye: f"Q{m.group(2)} FY{mf2.year(m.group(1))}" if m.group(2) else f"FY{mf2.year(m.group(1))}"),
    # "the quarter straddling the 2023 holidays"
    ("straddling_holidays", re.compile(r"\b(?:quarter|qtr)\s+(?:that\s+)?(?:straddling|straddled|spanning|spanned)\s+the\s+(\d{4})\s+holidays?\b", re.I),
     holidays),
    # "quarters one through three of fiscal 2025", "quarters 1 to 2 of 2022"
    ("quarters_one_through", re.compile(r"\bquarters\s+(?:one|1)\s+(?:through|thru|to)\s+(two|three|four|2|3|4)\s+of\s+(?:the\s+)?(fiscal\s+(?:year\s+)?|FY\s?)?" + YR,
                                        re.I),
     quarters_one_through),
    # "two fiscal years before fiscal 2025", "three years prior to FY2024"
    ("n_years_before_fy", re.compile(r"\b(two|three|2|3)\s+(?:fiscal\s+)?years\s+(?:before|prior\s+to|ahead\s+of|earlier\s+than)\s+(?:the\s+)?" + FISCAL + YR, re.I),
     lambda m, fye: f"FY{mf2.year(m.group(2)) - COUNT[m.group(1).lower()]}"),
    # "1H'22", "fiscal 1H'25", "H1'25"
    ("half_apostrophe", re.compile(r"(?<![\w-])(fiscal\s+)?(?:1H|H1)['’](\d{2})\b", re.I),
     lambda m, fye: mf12.bare_or_fiscal(m.group(1), 2000 + int(m.group(2)), "H1", fye)),
    # "fiscal 2025 through the third quarter", "FY24 thru Q2" (not a span of quarters such as "Q2 FY2023 through
    # Q1 FY2024": no quarter before the year, none after the quarter)
    ("fy_through_quarter", re.compile(r"(?<![Qq][1-4] )(?<![Qq][1-4])\b" + FISCAL + YR + r"\s+(?:through|thru)\s+(?:the\s+end\s+of\s+)?(?:the\s+|its\s+)?"
                                      r"(?:Q([1-3])\b|(first|second|third)\s+quarter\b)(?!\s*(?:of\b|in\b|FY|fiscal|['’]?\d))", re.I),
     fy_through),
]

# This set's forms first, then make_fresh12_gold.periods_named on what is left.
periods_named = mf8.read_forms([(rx, fn) for _, rx, fn in PATTERNS], mf12.periods_named)
FORM = {name: rx for name, rx, _ in PATTERNS}


class Fresh13Checker(mf12.Fresh12Checker):
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
    extra_cik = {**mf12.Fresh12Checker.extra_cik, **EXTRA_CIK}


def main():
    mf3.main(Fresh13Checker, "fresh13.jsonl", OTHER_SETS, __doc__)


if __name__ == "__main__":
    main()
