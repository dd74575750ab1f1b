#!/usr/bin/env python3
"""Recompute and check every gold figure in evals/fresh15.jsonl.

    python3 evals/make_fresh15_gold.py [MIRROR] [--questions FILE]

fresh15.jsonl is a sixteenth question set (150 questions, ids f15-001 ... f15-150), written blind
to SayDo's router, with the same schema and `expect` shapes as questions.jsonl and fresh*.jsonl.
It weights what is hardest, with fresh14's mix: segment 24, guidance 22, derived 20, say_do 20,
search 20, refusal 16, scorecard 14, actuals 14. This script imports make_fresh14_gold.py (and
through it make_gold.py and make_fresh_gold.py ... make_fresh13_gold.py; nothing is copied) and
subclasses its checker the way make_fresh14_gold.py subclasses make_fresh13_gold.py:
Fresh15Checker only sets class attributes. make_fresh12_gold.Fresh12Checker binds
make_fresh11_gold's run-time constants (SEED, COUNTS, ID_PREFIX, RELATIVE, EXTRA_CIK, PATTERNS,
WRITTEN) to those attributes while the inherited checks run, and its own run() reads typos,
segment_cells, new_issuers and periods_named from the class, so every check of the earlier
scripts runs on every line with this set's values: figures recomputed from the SEC mirror and
tests/gold/guidance.jsonl, borderline / caveat flags, accession citations in `note` (for search
and held segment `source`s too), segment `not_value`s against companyfacts, held segment figures
read from their row and column (SEGMENT_CELLS), search periods against what the source reports,
no_guidance / no_xbrl / not_yet_reported checks, periods named in the question against the
gold's periods (this set's forms first, then fresh14's, fresh13's, ... and every earlier set's;
each of fresh6's ... fresh12's forms used somewhere in this set too), the second-half, "last two
quarters" and "calendar YYYY" conventions, the company named, documents filed by the question's
company, made-up names of all three kinds and new to this set, typos new to the sets,
refusal-only issuers new to the sets, one question per template, ids, the split, the mix fresh7
asks for, and no text, template or run of make_fresh6_gold.NGRAM words shared with an earlier
set (fresh14.jsonl included here).

This set changes or adds:
- seed 20261502, prefix f15, written 2026-12-02, counts above; the split is
  make_fresh7_gold.assign_splits_total with this seed (one third of the set, 50, in test);
- period forms, mapped onto each company's fiscal calendar and read before make_fresh14_gold's,
  each used at least once and each new (no question of an earlier set matches it):
    "the quarter that contained Black Friday 2023" (the fiscal quarter holding the day after
      the fourth Thursday of November: NVIDIA Q4 FY2024, Apple Q1 FY2024, Tesla Q4 2023),
    "the quarter that ended on the thirtieth of July 2023" / "the fiscal year that ended on the
      twenty-eighth of January 2024" (a date whose day is a spelled-out ordinal: that quarter,
      or the fiscal year the day must end),
    "the quarter ending on or about January 28, 2024" / "the fiscal year ended on or about
      September 28, 2024" (an approximate end date: the quarter of that day, or the fiscal
      year it must end),
    "the quarter that was underway on March 15, 2023" / "the fiscal year in progress on ..."
      (the fiscal quarter, or fiscal year, holding that day; days near a quarter's edge are
      not asked),
    "the quarter covered by the 10-Q Nvidia filed in November 2022" / "the fiscal year covered
      by the 10-K Apple filed in November 2024" (the last quarter that ended before the end of
      the filing month; a 10-Q covers that quarter, which must not be a fourth quarter, and a
      10-K the fiscal year that quarter closes, which must be a fourth quarter),
    "the results discussed on Nvidia's August 2022 earnings call" (the last quarter that ended
      before the end of the call's month),
    "Q2 CY2024" / "3Q CY23" (a calendar quarter with the CY suffix: the fiscal quarter holding
      the calendar quarter's last day, as make_fresh4_gold._calendar_quarter reads
      "calendar Q4 2025"; exact for Apple's and the calendar-year companies' quarters),
    "FY2025 H1" / "FY24 2H" (fiscal year first, then the half: H1, or for H2 both periods of the
      difference FY - H1),
    "the Oct-end quarter of 2023" / "the Mar-end qtr of 2027" (the fiscal quarter that ends in
      that month; asked only where a fiscal quarter of the company does end in it),
    "the 2024 fiscal year's third quarter" (a four-digit fiscal year in the possessive, then an
      ordinal quarter; "final" / "last" = Q4, "opening" = Q1),
    "the second fiscal half of 2025" / "first fiscal half of fiscal 2024" (H1, or for the second
      half both periods of the difference FY - H1; the year is fiscal),
    "the year-end quarter of fiscal 2023" (Q4; a bare year only for calendar-year companies),
    "1H24" / "2H23" (a compact half with a two-digit year and no "fiscal": calendar-year
      companies only, H2 = both periods of FY - H1);
- the company check over this set's aliases, with typos no earlier set uses ("nvidiia",
  "appke", "teska", "snowflaek", "tsnc") and metric typos ("incoem", "segmnet", "guidanec",
  "opearting", "margni"), each checked present here and absent from every earlier set's
  questions (TYPOS); refusal-only issuers Intuit and Palo Alto Networks (in the ticker file,
  named by no earlier set), with their CIKs, each checked to have neither companyfacts nor
  submissions in the mirror and asked only as a no_xbrl refusal;
- held segment figures read from their row and column (SEGMENT_CELLS);
- relative templates (RELATIVE): Apple's operating income in its newest reported quarter,
  NVIDIA's R&D expense in the fiscal year before the one it most recently closed, Snowflake's
  R&D as a share of revenue in its most recently reported quarter, recomputed from
  companyfacts.
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
import make_fresh6_gold as mf6  # noqa: E402
import make_fresh7_gold as mf7  # noqa: E402
import make_fresh8_gold as mf8  # noqa: E402
import make_fresh11_gold as mf11  # noqa: E402
import make_fresh12_gold as mf12  # noqa: E402
import make_fresh14_gold as mf14  # noqa: E402
from make_gold import parse_period  # noqa: E402
from make_fresh_gold import MON, MONTHS  # noqa: E402

SEED = 20261502
ID_PREFIX = "f15"
WRITTEN = date(2026, 12, 2)
OTHER_SETS = mf14.OTHER_SETS + ("fresh14.jsonl",)
COUNTS = {"segment": 24, "guidance": 22, "derived": 20, "say_do": 20, "search": 20,
          "refusal": 16, "scorecard": 14, "actuals": 14}
# The mirror's issuers (with the typos this set uses) and its refusal-only issuers.
ALIASES = {
    "NVIDIA": ("nvidia", "nvda", "nvidiia"),
    "Apple": ("apple", "aapl", "appke"),
    "Tesla": ("tesla", "tsla", "teska"),
    "Snowflake": ("snowflake", "snow", "snowflaek"),
    "TSMC": ("tsmc", "taiwan semiconductor", "tsnc"),
    "LPA": ("lpa", "logistic properties"),
    "Intuit": ("intuit", "intu"),
    "Palo Alto Networks": ("palo alto networks", "panw"),
}
EXTRA_CIK = {"Intuit": 896878, "Palo Alto Networks": 1327567}
# Misspellings this set uses that no earlier set's question contains (company names and metric words).
TYPOS = ("nvidiia", "appke", "teska", "snowflaek", "tsnc", "incoem", "segmnet", "guidanec", "opearting", "margni")
# Relative periods: template -> (concept, 'quarter' | 'fy', [offset of each gold period from the latest]).
RELATIVE = {
    "f15ac_aapl_oi_newest_reported_quarter_rel": ("RevenueFromContractWithCustomerExcludingAssessedTax", "quarter", [0]),
    "f15ac_nvda_rd_year_before_latest_closed_rel": ("Revenues", "fy", [-1]),
    "f15dv_snow_rd_share_most_recent_quarter_rel": ("RevenueFromContractWithCustomerExcludingAssessedTax", "quarter", [0, 0]),
}

# Held segment figures recomputed from their documents: template -> (anchors, column); see
# make_fresh12_gold.SEGMENT_CELLS (anchors found in turn in make_gold.doc_text, then the n-th
# cell after the last one, in millions as printed or the percentage itself).
SEGMENT_CELLS = {
    'f15sg_nvda_gaming_fy_ending_in_jan_2022': (('specialized markets we serve: Year Ended Jan 28, 2024', 'Gaming'), 2),
    'f15sg_nvda_dc_fye_jan_2023': (('specialized markets we serve: Year Ended Jan 28, 2024', 'Data Center'), 1),
    'f15sg_nvda_us_three_months_through': (('Revenue: United States',), 0),
    'f15sg_nvda_graphics_oi_twelve_months_ended': (('Year Ended Jan 30, 2022: Revenue', 'Operating income (loss)'), 1),
    'f15sg_nvda_cn_rev_slash_fq': (('Three Months Ended May 1, 2022 Revenue',), 1),
    'f15sg_nvda_china_first_nine_months': (('Revenue: United States', 'China (including Hong Kong)'), 2),
    'f15sg_nvda_taiwan_six_months_ended': (('Revenue: United States', 'Taiwan'), 2),
    'f15sg_aapl_mac_fy_hyphen_22': (('net sales by category for 2024, 2023 and 2022', 'Mac'), 4),
    'f15sg_aapl_americas_oi_fiscal_yr': (('information by reportable segment for 2024, 2023 and 2022', 'Americas:', 'Operating income'), 1),
    'f15sg_aapl_services_gm_fy_ended_sep': (('Gross margin percentage: Products', 'Services'), 2),
    'f15sg_aapl_greater_china_q_cy': (('Greater China: Net sales',), 1),
    'f15sg_aapl_ipad_first_three_quarters': (('net sales by category for the three- and nine-month periods', 'iPad'), 4),
    'f15sg_aapl_europe_oi_possessive_nine': (('Europe: Net sales', 'Operating income'), 3),
    'f15sg_tsla_china_cy_2022': (('sales location of our products', 'China'), 2),
    'f15sg_tsla_services_12_months_to_dec': (('Total automotive revenues 77,070', 'Services and other'), 2),
    'f15sg_tsla_other_intl_1h24': (('sales location of our products', 'Other international'), 3),
    'f15sg_tsla_auto_gm_second_quarter_of': (('Gross margin total automotive & services and other segment',), 1),
}

YR = mf6.YR
DATE = mf6.DATE
FISCAL = r"(?:fiscal\s+(?:year\s+)?|FY\s?)"
YEARLY = re.compile(r"(?:year|fiscal|twelve)", re.I)
UNITS = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth"]
TEENS = ["tenth", "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth",
         "seventeenth", "eighteenth", "nineteenth"]
# "first" ... "thirty-first" -> 1 ... 31
DAY_WORDS = {w: i + 1 for i, w in enumerate(UNITS)}
DAY_WORDS.update({w: i + 10 for i, w in enumerate(TEENS)})
DAY_WORDS.update({"twentieth": 20, "thirtieth": 30, "thirty-first": 31, "thirty first": 31})
DAY_WORDS.update({f"twenty{sep}{w}": 21 + i for i, w in enumerate(UNITS) for sep in ("-", " ")})
DAY_WORD = r"(" + "|".join(sorted((re.escape(w) for w in DAY_WORDS), key=len, reverse=True)) + r")"
HALF = {"h1": "H1", "1h": "H1", "h2": "H2", "2h": "H2", "first": "H1", "1st": "H1", "opening": "H1",
        "second": "H2", "2nd": "H2", "back": "H2"}


def dated_period(kind, d, fye):
    """A quarter (the quarter of the day) or, for a year, the fiscal year the day must end."""
    if YEARLY.match(kind):
        return mf11.fy_if_year_end(d, fye, "FY")
    return mf6.q(d, fye)


def black_friday(m, fye):
    """'the quarter that contained Black Friday 2023': the quarter holding the day after Thanksgiving."""
    return mf6.q(mf14.thanksgiving(int(m.group(1))) + timedelta(days=1), fye)


def spelled_ordinal_date(m, fye):
    """'the quarter that ended on the thirtieth of July 2023' -> Q2 FY2024 (NVIDIA)."""
    d = date(int(m.group(4)), MONTHS[m.group(3).lower()], DAY_WORDS[m.group(2).lower()])
    return dated_period(m.group(1), d, fye)


def on_or_about(m, fye):
    """'the quarter ending on or about January 28, 2024': the quarter of that day (a fiscal year
    for 'year', which the day must end)."""
    return dated_period(m.group(1), mf6.parse_date(m.group(2)), fye)


def underway_on(m, fye):
    """'the quarter that was underway on March 15, 2023': the quarter (or fiscal year) holding the day."""
    d = mf6.parse_date(m.group(2))
    return mf6.fy(d, fye) if YEARLY.match(m.group(1)) else mf6.q(d, fye)


def covered_by_filing(m, fye):
    """'the quarter covered by the 10-Q Nvidia filed in November 2022': the last quarter that ended
    before the end of that month; a 10-Q never covers a fourth quarter, a 10-K covers the fiscal
    year its fourth quarter closes (anything else names no gold period)."""
    last = mf7.prev_quarter(mf6.q(mf6.month_day(m.group(5), m.group(4), m.group(3)), fye))
    label, fy = parse_period(last)
    annual = re.match(r"(?:10-K|annual)", m.group(2), re.I)
    if annual:
        return f"FY{fy}" if label == "Q4" else f"?10-K after {last}"
    if label == "Q4" or YEARLY.match(m.group(1)):
        return f"?10-Q after {last}"
    return last


def earnings_call(m, fye):
    """'the results discussed on Nvidia's August 2022 earnings call': the last quarter that ended
    before the end of that month."""
    return mf7.prev_quarter(mf6.q(mf6.month_day(m.group(3), m.group(2), m.group(1)), fye))


def fy_then_half(m, fye):
    """'FY2025 H1' -> H1 FY2025; 'FY24 2H' -> FY2024 and H1 FY2024 (gold: FY - H1)."""
    y = mf2.year(m.group(1))
    return f"H1 FY{y}" if HALF[m.group(2).lower()] == "H1" else [f"FY{y}", f"H1 FY{y}"]


def month_end_quarter(m, fye):
    """'the Oct-end quarter of 2023': the fiscal quarter ending in that month."""
    return mf6.q(mf6.month_day(m.group(2), m.group(1)), fye)


def fiscal_half(m, fye):
    """'the second fiscal half of 2025' -> FY2025 and H1 FY2025 (gold: FY - H1); 'first' -> H1."""
    y = mf2.year(m.group(2))
    return f"H1 FY{y}" if HALF[m.group(1).lower()] == "H1" else [f"FY{y}", f"H1 FY{y}"]


def half_compact(m, fye):
    """'1H24' -> H1 FY2024, '2H23' -> FY2023 and H1 FY2023; calendar-year companies only."""
    y = 2000 + int(m.group(2))
    if fye != 12:
        return f"{m.group(1)}H CY{y}"
    return f"H1 FY{y}" if m.group(1) == "1" else [f"FY{y}", f"H1 FY{y}"]


ORD_Q = {"first": 1, "opening": 1, "second": 2, "third": 3, "fourth": 4, "final": 4, "last": 4}

# This set's own forms, read before make_fresh14_gold's (each match blanks its span), in this order.
# A reader returns one period or a list of them.
PATTERNS = [
    # "the quarter covered by the 10-Q Nvidia filed in November 2022", "the fiscal year covered by
    # Apple's 10-K filed in November 2024"
    ("covered_by_filing_in", re.compile(r"\b(quarter|qtr|period|fiscal\s+year|year)\s+(?:that\s+)?(?:was\s+)?covered\s+(?:by|in)\s+"
                                        r"(?:the|its|their|[\w.&$-]+['’]s)\s+(10-Q|10-K|quarterly\s+report|annual\s+report)\s+(?:that\s+)?"
                                        r"(?:[\w.&$-]+\s+)?(?:filed|submitted|published|released)\s+in\s+(?:(early|mid|late)[- ])?" + MON
                                        + r",?\s+(\d{4})\b", re.I),
     covered_by_filing),
    # "the results discussed on Nvidia's August 2022 earnings call"
    ("earnings_call_month", re.compile(r"\b(?:quarter|qtr|results|numbers|period)\s+(?:that\s+)?(?:was\s+|were\s+)?(?:discussed|covered|reviewed|"
                                       r"walked\s+through)\s+on\s+(?:the|its|their|[\w.&$-]+['’]s)\s+(?:(early|mid|late)[- ])?" + MON
                                       + r",?\s+(\d{4})\s+(?:earnings|conference|investor)\s+call\b", re.I),
     earnings_call),
    # "the quarter that contained Black Friday 2023", "qtr in which Black Friday 2024 fell"
    ("black_friday_quarter", re.compile(r"\b(?:quarter|qtr)\s+(?:in\s+which|during\s+which|that\s+(?:had|held|included|contained|took\s+in)|"
                                        r"containing|with)\s+Black\s+Friday,?\s+(?:of\s+)?(\d{4})\b", re.I),
     black_friday),
    # "the quarter that ended on the thirtieth of July 2023", "fiscal year ending the twenty-eighth of January 2024"
    ("spelled_ordinal_date", re.compile(r"\b(quarter|qtr|three\s+months|period|fiscal\s+year|year|twelve\s+months)\s+(?:that\s+)?(?:ended|ending|closed|"
                                        r"closing|finished)\s+(?:on\s+)?the\s+" + DAY_WORD + r"\s+(?:day\s+)?of\s+" + MON + r",?\s+(\d{4})\b", re.I),
     spelled_ordinal_date),
    # "the quarter ending on or about January 28, 2024", "fiscal year ended on or around September 28, 2024"
    ("on_or_about_date", re.compile(r"\b(quarter|qtr|three\s+months|period|fiscal\s+year|year)\s+(?:that\s+)?(?:ended|ending|closed|closing)\s+"
                                    r"on\s+or\s+(?:about|around)\s+" + DATE, re.I),
     on_or_about),
    # "the quarter that was underway on March 15, 2023", "fiscal year in progress as of June 1, 2024"
    ("underway_on_date", re.compile(r"\b(quarter|qtr|fiscal\s+year)\s+(?:that\s+was\s+|which\s+was\s+|then\s+)?(?:underway|under\s+way|in\s+progress)\s+"
                                    r"(?:on|as\s+of)\s+" + DATE, re.I),
     underway_on),
    # "Q2 CY2024", "3Q CY23", "Q4 CY'22"
    ("q_cy_suffix", re.compile(r"\b(?:Q([1-4])|([1-4])Q)\s?CY\s?['’]?(\d{4}|\d{2})\b", re.I),
     lambda m, fye: mf4._calendar_quarter(int(m.group(1) or m.group(2)), mf2.year(m.group(3)), fye)),
    # "FY2025 H1", "FY24 2H", "FY'25 1H"
    ("fy_then_half", re.compile(r"\bFY\s?['’]?(\d{4}|\d{2})\s?(H1|1H|H2|2H)\b", re.I),
     fy_then_half),
    # "the Oct-end quarter of 2023", "the Mar-end qtr in 2027"
    ("month_end_quarter", re.compile(r"\b" + MON + r"-end\s+(?:quarter|qtr)\s+(?:of\s+|in\s+)?(\d{4})\b", re.I),
     month_end_quarter),
    # "the 2024 fiscal year's third quarter", "its 2023 fiscal year's final qtr"
    ("yyyy_fy_possessive_q", re.compile(r"\b(?:the|its|their)\s+(\d{4})\s+fiscal\s+year['’]s\s+(first|opening|second|third|fourth|final|last)\s+"
                                        r"(?:quarter|qtr)\b", re.I),
     lambda m, fye: f"Q{ORD_Q[m.group(2).lower()]} FY{m.group(1)}"),
    # "the second fiscal half of 2025", "first fiscal half of fiscal 2024"
    ("fiscal_half", re.compile(r"\b(first|1st|opening|second|2nd|back)\s+fiscal\s+half\s+(?:of\s+)?(?:the\s+)?(?:fiscal\s+)?(?:year\s+)?" + YR, re.I),
     fiscal_half),
    # "the year-end quarter of fiscal 2023", "year-end qtr of FY24"
    ("year_end_quarter", re.compile(r"\byear[- ]end(?:ing)?\s+(?:quarter|qtr)\s+(?:of|for|in)\s+(?:the\s+)?(fiscal\s+(?:year\s+)?|FY\s?)?" + YR, re.I),
     lambda m, fye: mf12.bare_or_fiscal(m.group(1), mf2.year(m.group(2)), "Q4", fye)),
    # "1H24", "2H23" (no "fiscal": calendar-year companies only)
    ("half_compact", re.compile(r"(?<![\w'’-])([12])H(\d{2})\b"),
     half_compact),
]

# This set's forms first, then make_fresh14_gold.periods_named on what is left.
periods_named = mf8.read_forms([(rx, fn) for _, rx, fn in PATTERNS], mf14.periods_named)
FORM = {name: rx for name, rx, _ in PATTERNS}


class Fresh15Checker(mf14.Fresh14Checker):
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
    extra_cik = {**mf14.Fresh14Checker.extra_cik, **EXTRA_CIK}


def main():
    mf3.main(Fresh15Checker, "fresh15.jsonl", OTHER_SETS, __doc__)


if __name__ == "__main__":
    main()
