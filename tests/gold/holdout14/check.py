#!/usr/bin/env python3
"""Self-check for the holdout14 gold set (no extractor involved).

Everything generic comes from tests/gold/goldcheck.py (read_docs, check_set, GoldIndex, the table
readers html_matrix and layout_row, the calendar helpers); nothing is taken from another set's
check.py. The checks below are written once and driven by data (TABLES, SENTENCES, PLUS_MINUS,
DIFFS, SUMS, MIDPOINT_CHANGES, REGIONS, TRAPS, PERIODS): no release has code of its own.

- docs.jsonl and gold.jsonl parse; the 10 releases exist (5 .htm, 5 .txt), each prints its own
  filing date and the period-end dates it states; filings fall on weekdays; the split alternates
  tune/test in writing order; each split has HTML and layout text, a December and a non-December
  fiscal year, a negative value and a one-sided guide; at least five years are non-December;
- layout text looks like `pdftotext -layout`: every page after the first starts (after its form
  feed) with a running header "... Page N", every page ends with its page number alone on a line;
- counts per doc, per split, in total, per basis per doc match NOTES.md; record shape (one-sided
  records allowed: exactly ONE_SIDED, with the other bound null);
- every gold value is printed in its release (the one "plus or minus" guide only after its
  sentence is found and the bounds computed); negative values are exactly EXPECTED_NEGATIVE and
  printed as negatives; no gold value equals a listed trap of its doc and unit; every trap is
  printed;
- every outlook table is read cell by cell (TABLES): a current cell equals the gold record it
  maps to (range, point, or a Low/High pair across cells), a prior/actual/component/midpoint cell
  holds only traps, a reaffirmed prior cell repeats the current cell, an N/A or dash cell holds no
  number and has no gold, and no table row or column goes unlisted;
- every outlook sentence in SENTENCES is printed and its numbers, in order, are the gold parts
  or traps it lists; one-sided phrases give one-sided records;
- GAAP-to-adjusted gaps equal the printed adjustments (DIFFS), reconciliations and segment
  columns add up (SUMS), "change at midpoint" cells follow from the range and the actual;
- every number in an outlook region (REGIONS: the outlook sections and outlook headlines) is a
  gold value of its release or a listed trap (years, dates, footnote markers and page furniture
  aside);
- every gold record was matched to at least one table cell or sentence (GoldIndex.all_confirmed);
- every period_end_hint is after filing, within 15 months, a period end of the issuer's calendar,
  one of the periods the release guides (PERIODS), and not the reported period; the calendar facts
  in NOTES.md (53-week years, Saturday ends) are re-derived.

Run: python3 tests/gold/holdout14/check.py            (exits 1 on any mismatch)
     python3 tests/gold/holdout14/check.py DIR        (a copy of the set in DIR, e.g. a mutant)
     python3 tests/gold/holdout14/check.py [DIR] --gold FILE --docs FILE
"""
import datetime as dt
import re
import sys
from collections import Counter, defaultdict
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
import goldcheck  # noqa: E402
from goldcheck import errors, err, load_jsonl, year_end, period_ends, html_matrix, layout_row  # noqa: E402

DATA, GOLD_PATH, DOCS_PATH = goldcheck.set_paths(HERE, __doc__)

AC, TS, MS, TR, CB = ("ashcombe-2025-10-30", "tidesend-2026-03-10", "marlstock-2025-09-03", "tressmoor-2025-08-27",
                      "curbline-2026-02-26")
PW, FG, KS, FL, HG = ("penwhistle-2025-09-17", "fairgrove-2025-08-12", "keystead-2025-07-31", "ferrylink-2025-11-05",
                      "harrowgate-2026-02-19")
ORDER = [AC, TS, MS, TR, CB, PW, FG, KS, FL, HG]
EXPECTED_COUNTS = {AC: 11, TS: 11, MS: 12, TR: 10, CB: 10, PW: 12, FG: 12, KS: 9, FL: 11, HG: 12}
EXPECTED_SPLIT_COUNTS = {"tune": 56, "test": 54}
BASIS_COUNTS = {AC: (3, 6, 2), TS: (0, 3, 8), MS: (7, 3, 2), TR: (2, 3, 5), CB: (1, 6, 3), PW: (2, 7, 3),
                FG: (1, 6, 5), KS: (1, 4, 4), FL: (1, 6, 4), HG: (2, 5, 5)}
EXPECTED_FYE = {AC: "0930", TS: "1231", MS: "0430", TR: "0630", CB: "1231", PW: "0228", FG: "0331", KS: "1231",
                FL: "1231", HG: "1231"}
SAT = 5
Q13 = (13, 13, 13, 13)
CALENDARS = {PW: ("last", SAT, Q13), HG: ("nearest", SAT, Q13)}

METRICS = {"revenue", "revenue_growth", "eps", "eps_growth", "gross_margin", "operating_margin",
           "operating_expenses", "other_income", "tax_rate", "capex", "free_cash_flow",
           "operating_cash_flow", "net_income", "ebitda"}
UNITS = {"USD", "USD/share", "percent"}
PCT_METRICS = {"revenue_growth", "eps_growth", "gross_margin", "operating_margin", "tax_rate"}
BASES = {"GAAP", "non-GAAP", "unspecified"}
UNIT_KEY = {"USD": "M", "USD/share": "S", "percent": "P"}

# The periods each release guides (label -> last day) and the period it reports (never gold).
PERIODS = {
    AC: {"Q1 FY2026": "2025-12-31", "FY2026": "2026-09-30"},
    TS: {"1H 2026": "2026-06-30", "FY2026": "2026-12-31"},
    MS: {"Q2 FY2026": "2025-10-31", "FY2026": "2026-04-30"},
    TR: {"Q1 FY2026": "2025-09-30", "FY2026": "2026-06-30"},
    CB: {"1H 2026": "2026-06-30", "FY2026": "2026-12-31"},
    PW: {"Q3 FY2026": "2025-11-22", "FY2026": "2026-02-28"},
    FG: {"Q2 FY2026": "2025-09-30", "FY2026": "2026-03-31"},
    KS: {"Q3 2025": "2025-09-30", "FY2025": "2025-12-31"},
    FL: {"FY2025": "2025-12-31", "FY2026": "2026-12-31"},
    HG: {"Q1 2026": "2026-04-04", "FY2026": "2027-01-02"},
}
REPORTED = {AC: "2025-09-30", TS: "2025-12-31", MS: "2025-07-31", TR: "2025-06-30", CB: "2025-12-31",
            PW: "2025-08-23", FG: "2025-06-30", KS: "2025-06-30", FL: "2025-09-30", HG: "2026-01-03"}
DATES_PRINTED = {
    AC: ["September 30, 2025", "September 30, 2026", "December 31, 2025"],
    TS: ["December 31, 2025"],
    MS: ["July 31, 2025", "October 31, 2025", "April 30, 2026"],
    TR: ["June 30, 2025", "June 30, 2026", "September 30, 2025"],
    CB: ["December 31, 2025"],
    PW: ["August 23, 2025", "February 28, 2026", "November 22, 2025", "June 18, 2025"],
    FG: ["June 30, 2025", "March 31, 2026", "September 30, 2025", "May 20, 2025"],
    KS: ["June 30, 2025"],
    FL: ["September 30, 2025", "August 6, 2025"],
    HG: ["January 3, 2026", "April 4, 2026", "January 2, 2027"],
}

# Printed values that must NOT be gold in their doc: "M" USD millions (or millions of shares), "S" per
# share, "P" percent / points / basis points, "X" anything else (AUM, TEUs, units, dollars per ton).
TRAPS = {
    AC: {"M": [3260, 2930, 210, 120, 30, 300, 42, 1108.4, 4326.9, 2812.5, 138, 1.9],
         "S": [2.41, 2.87, 0.52, 11.40],
         "P": [28.0, 24.0, 35.0, 24.5, 41.0, 42.0, 43.0, 27.3, 34.8, 1],
         "X": [418.6, 3.2, 412]},
    TS: {"M": [1388.2, 6310.4, 63.5, 1102.7, 401.6, 2384.1, 19, 230, 410, 200, 600, 610, 1480, 1276.8, 2.4, 41.7,
               330],
         "S": [0.53, 9.19, 0.16],
         "P": [20],
         "X": [3412, 1512, 560, 100, 7000]},
    MS: {"M": [92.4, 96.4, 9.6, 140.6, 41.3, 512.8, 4, 1],
         "S": [0.05, 0.03, 0.13, 0.68],
         "P": [4.1, 26.8, 4, 7, 80]},
    TR: {"M": [219.4, 55.7, 6.1, 33.2, 128.5, 45.9, 7.6, 11.8, 11.3, 1.9, 2.6, 6.4, 6.2, 2.1, 2.4, 4.3, 4.5],
         "S": [0.26],
         "P": [0.8],
         "X": [4112, 287, 150, 200]},
    CB: {"M": [31.8, 72.4, 22.6, 292, 304, 281.7, 153.4, 121.9, 68.3, 3.1, 55.2],
         "S": [0.58, 0.41, 2.21, 2.49],
         "P": [5.8, 3.7, 8.3, 10.9, 17.1, 26.4],
         "X": [3214, 118, 0.3]},
    PW: {"M": [301.6, 24.5, 1510, 1560, 220, 236, 21, 447.9],
         "S": [0.12, 0.04, 0.18, 2.45, 2.75, 1.90, 2.20, 0.17, 0.58, 2.71],
         "P": [2.2, 52.9, 1.0, 140],
         "X": [0.6]},
    FG: {"M": [391.8, 121.5, 45.0, 1450, 1510, 455, 480, 315, 345, 410, 31.4],
         "S": [0.82, 0.57, 0.21, 2.95, 3.15, 2.05, 2.25, 3.08],
         "P": [10.4, 8, 10.5, 1, 5, 33]},
    KS: {"M": [1842.6, 71.3, 18.9, 5980, 6180, 380, 420, 150, 165, 22, 30, 57, 55, 6055, 1611.0, 1770],
         "P": [7, 6.5],
         "X": [61408, 31250, 4.0]},
    FL: {"M": [352.4, 41.3, 30.0, 1360, 1390, 1280.4],
         "S": [0.58, 0.46, 0.09, 2.05, 2.15, 1.64, 1.74, 2.16],
         "P": [9.1, 8.6, 38, 4, 5.5, 7.5, 16.5, 17.0, 1, 50]},
    HG: {"M": [701.3, 2748.9, 60.0, 38, 41, 52, 641.2, 25],
         "S": [1.48, 1.97, 0.11, 0.16, 0.50, 2.24],
         "P": [31.6, 35],
         "X": [53]},
}
TRAP_OVERLAP_OK = set()

EXPECTED_NEGATIVE = {
    (TS, "revenue_growth", "unspecified", "2026-12-31", "low"), (TS, "revenue_growth", "unspecified", "2026-12-31", "high"),
    (TS, "net_income", "unspecified", "2026-12-31", "low"), (TS, "eps", "unspecified", "2026-12-31", "low"),
    (MS, "revenue_growth", "unspecified", "2025-10-31", "low"), (MS, "revenue_growth", "unspecified", "2025-10-31", "high"),
    (MS, "revenue_growth", "GAAP", "2026-04-30", "low"), (MS, "revenue_growth", "GAAP", "2026-04-30", "high"),
    (KS, "net_income", "GAAP", "2025-12-31", "low"),
    (HG, "eps", "GAAP", "2026-04-04", "low"), (HG, "revenue_growth", "unspecified", "2027-01-02", "low"),
}
ONE_SIDED = {
    (TS, "free_cash_flow", "non-GAAP", "2026-12-31", "low"), (MS, "capex", "unspecified", "2026-04-30", "high"),
    (TR, "free_cash_flow", "non-GAAP", "2026-06-30", "low"), (KS, "capex", "unspecified", "2025-12-31", "high"),
}


# ---------------------------------------------------------------- how a cell, a row or a sentence maps to gold
def G(metric, basis, period, part="auto", sign=1, scale=1):
    """A printed number (or a cell's numbers) that is gold: `period` is a PERIODS label of the doc;
    `part` is low / high / point, or "auto" (two numbers a range, one a point); the value is
    multiplied by sign * scale."""
    return ("G", metric, basis, period, part, sign, scale)


T = "T"    # every number is a listed trap
NA = "-"   # N/A, "--" or a dash: no number, and no gold for it


def S(**parts):
    """A cell with labelled parts ("GAAP: $1.55 to $1.85 Adjusted: ..."): label -> spec."""
    return ("S", parts)


def EQ(col):
    """A reaffirmed (or spanned) cell: its text equals the cell of value column `col`."""
    return ("=", col)


Mn = 1e6
TABLES = [
    {"id": "ashcombe-outlook", "doc": AC, "html": "Midpoint", "labels": 1,
     "header": ["Fiscal 2026 ($ in millions)", "Low", "Midpoint", "High"],
     "rows": {
         "Operating expenses": [G("operating_expenses", "GAAP", "FY2026", "low", scale=Mn), T,
                                G("operating_expenses", "GAAP", "FY2026", "high", scale=Mn)],
         "Operating margin": [G("operating_margin", "GAAP", "FY2026", "low"), T, G("operating_margin", "GAAP", "FY2026", "high")],
         "Effective tax rate": [G("tax_rate", "GAAP", "FY2026", "low"), T, G("tax_rate", "GAAP", "FY2026", "high")],
         "Operating expenses, as adjusted": [G("operating_expenses", "non-GAAP", "FY2026", "low", scale=Mn), T,
                                             G("operating_expenses", "non-GAAP", "FY2026", "high", scale=Mn)],
         "Operating margin, as adjusted": [G("operating_margin", "non-GAAP", "FY2026", "low"), T,
                                           G("operating_margin", "non-GAAP", "FY2026", "high")],
         "Effective tax rate, as adjusted": [G("tax_rate", "non-GAAP", "FY2026", "low"), T,
                                             G("tax_rate", "non-GAAP", "FY2026", "high")],
         "Compensation and benefits, as adjusted, as a percentage of revenues, as adjusted": [T, T, T],
         "Capital expenditures": [G("capex", "unspecified", "FY2026", "point", scale=Mn), EQ(0), EQ(0)],
     },
     "sections": ["GAAP", "As adjusted", "Other"]},
    {"id": "tidesend-guidance", "doc": TS, "after": "First Half 2026",
     "header": ["1H low", "1H high", "FY low", "FY high"],
     "rows": {
         "Revenues": [G("revenue", "unspecified", "1H 2026", "low", scale=Mn), G("revenue", "unspecified", "1H 2026", "high", scale=Mn),
                      G("revenue", "unspecified", "FY2026", "low", scale=Mn), G("revenue", "unspecified", "FY2026", "high", scale=Mn)],
         "Adjusted EBITDA(1)": [G("ebitda", "non-GAAP", "1H 2026", "low", scale=Mn), G("ebitda", "non-GAAP", "1H 2026", "high", scale=Mn),
                                G("ebitda", "non-GAAP", "FY2026", "low", scale=Mn), G("ebitda", "non-GAAP", "FY2026", "high", scale=Mn)],
         "Adjusted EBIT(1)": [T, T, T, T],
         "Net income (loss)": [NA, NA, G("net_income", "unspecified", "FY2026", "low", scale=Mn),
                               G("net_income", "unspecified", "FY2026", "high", scale=Mn)],
         "Capital expenditures, including\nnewbuilding installments(2)": [
             G("capex", "unspecified", "1H 2026", "low", scale=Mn), G("capex", "unspecified", "1H 2026", "high", scale=Mn),
             G("capex", "unspecified", "FY2026", "low", scale=Mn), G("capex", "unspecified", "FY2026", "high", scale=Mn)],
     }},
    {"id": "marlstock-outlook", "doc": MS, "html": "Measure</th>", "labels": 2,
     "header": ["Period", "Measure", "GAAP", "Non-GAAP"],
     "rows": {
         ("Second quarter fiscal 2026 (three months ending October 31, 2025)", "Net sales ($ millions)"):
             [G("revenue", "GAAP", "Q2 FY2026", scale=Mn), NA],
         ("Second quarter fiscal 2026 (three months ending October 31, 2025)", "Gross margin"):
             [G("gross_margin", "GAAP", "Q2 FY2026"), NA],
         ("Second quarter fiscal 2026 (three months ending October 31, 2025)", "Diluted EPS"):
             [G("eps", "GAAP", "Q2 FY2026"), G("eps", "non-GAAP", "Q2 FY2026")],
         ("Fiscal 2026 (year ending April 30, 2026)", "Net sales growth"): [G("revenue_growth", "GAAP", "FY2026"), NA],
         ("Fiscal 2026 (year ending April 30, 2026)", "Gross margin"):
             [G("gross_margin", "GAAP", "FY2026"), G("gross_margin", "non-GAAP", "FY2026")],
         ("Fiscal 2026 (year ending April 30, 2026)", "Diluted EPS"): [G("eps", "GAAP", "FY2026"), G("eps", "non-GAAP", "FY2026")],
         ("Fiscal 2026 (year ending April 30, 2026)", "Effective tax rate"): [G("tax_rate", "GAAP", "FY2026", "point"), NA],
     }},
    {"id": "tressmoor-reconciliation", "doc": TR, "after": "RECONCILIATION OF FISCAL 2026 NET INCOME OUTLOOK",
     "header": ["Low", "High"],
     "rows": {
         "Net income (GAAP)": [G("net_income", "GAAP", "FY2026", "low", scale=Mn), G("net_income", "GAAP", "FY2026", "high", scale=Mn)],
         "Interest expense": [T, T],
         "Income tax expense": [T, T],
         "Depreciation and amortization": [T, T],
         "Stock-based compensation": [T, T],
         "Restructuring, salon closure and\ntransition costs": [T, T],
         "Adjusted EBITDA (non-GAAP)": [G("ebitda", "non-GAAP", "FY2026", "low", scale=Mn), G("ebitda", "non-GAAP", "FY2026", "high", scale=Mn)],
     }},
    {"id": "curbline-outlook", "doc": CB, "after": "2026 OUTLOOK",
     "header": ["2026 Outlook", "2025 Actual", "Change at midpoint"],
     "rows": {
         "Adjusted gross profit(1)": [T, T, T],
         "Adjusted general and administrative\nexpenses(1)": [G("operating_expenses", "non-GAAP", "FY2026", scale=Mn), T, T],
         "Adjusted EBITDA(1)": [G("ebitda", "non-GAAP", "FY2026", scale=Mn), T, T],
         "Adjusted diluted EPS(1)": [G("eps", "non-GAAP", "FY2026"), T, T],
         "Free cash flow(1)": [G("free_cash_flow", "non-GAAP", "FY2026", scale=Mn), T, T],
         "Effective tax rate": [G("tax_rate", "unspecified", "FY2026", "point"), T, NA],
     }},
    {"id": "penwhistle-outlook", "doc": PW, "html": "Fiscal 2026 outlook (updated)", "labels": 1,
     "header": ["Measure", "Third quarter fiscal 2026 outlook", "Fiscal 2026 outlook (updated)",
                "Fiscal 2026 outlook (June 18, 2025)", "Change"],
     "rows": {
         "Net sales ($ millions)": [G("revenue", "unspecified", "Q3 FY2026", scale=Mn), G("revenue", "unspecified", "FY2026", scale=Mn), T, NA],
         "Comparable net sales growth": [G("revenue_growth", "non-GAAP", "Q3 FY2026"), G("revenue_growth", "non-GAAP", "FY2026"), T, NA],
         "Adjusted gross margin": [G("gross_margin", "non-GAAP", "Q3 FY2026"), G("gross_margin", "non-GAAP", "FY2026"), EQ(1), NA],
         "Adjusted EBITDA ($ millions)": [NA, G("ebitda", "non-GAAP", "FY2026", scale=Mn), T, NA],
         "Adjusted diluted EPS": [G("eps", "non-GAAP", "Q3 FY2026"), G("eps", "non-GAAP", "FY2026"), T, NA],
         "GAAP diluted EPS": [G("eps", "GAAP", "Q3 FY2026"), G("eps", "GAAP", "FY2026"), T, NA],
         "Capital expenditures ($ millions)": [NA, G("capex", "unspecified", "FY2026", "point", scale=Mn), EQ(1), NA],
     }},
    {"id": "fairgrove-outlook", "doc": FG, "after": "FISCAL 2026 OUTLOOK",
     "header": ["Current Outlook", "Prior Outlook (May 20, 2025)"],
     "rows": {
         "Revenue ($ millions)": [G("revenue", "unspecified", "FY2026", scale=Mn), T],
         "Organic revenue growth(1)": [G("revenue_growth", "non-GAAP", "FY2026"), T],
         "Reported revenue growth": [G("revenue_growth", "unspecified", "FY2026"), T],
         "Adjusted EBITDA(1) ($ millions)": [G("ebitda", "non-GAAP", "FY2026", scale=Mn), T],
         "Adjusted diluted EPS(1)": [G("eps", "non-GAAP", "FY2026"), T],
         "GAAP diluted EPS": [G("eps", "GAAP", "FY2026"), T],
         "Free cash flow(1)\n($ millions)": [G("free_cash_flow", "non-GAAP", "FY2026", scale=Mn), T],
         "Capital expenditures ($ millions)": [G("capex", "unspecified", "FY2026", "point", scale=Mn), EQ(0)],
         "Effective tax rate": [G("tax_rate", "unspecified", "FY2026"), EQ(0)],
     }},
    {"id": "keystead-segments", "doc": KS, "html": "Consolidated", "labels": 1,
     "header": ["Full year 2025 outlook ($ in millions)", "Brokerage", "Mortgage and Title", "Corporate and Other", "Consolidated"],
     "rows": {
         "Revenue": [T, T, NA, G("revenue", "unspecified", "FY2025", scale=Mn)],
         "Adjusted EBITDA": [T, T, T, G("ebitda", "non-GAAP", "FY2025", scale=Mn)],
         "Operating expenses, excluding commissions and other transaction-related expenses":
             [NA, NA, NA, G("operating_expenses", "non-GAAP", "FY2025", scale=Mn)],
     }},
    {"id": "ferrylink-outlook", "doc": FL, "after": "Prior Outlook",
     "header": ["Updated Outlook", "Constant Currency(2)", "Prior Outlook (August 6, 2025)"],
     "rows": {
         "Revenue ($ millions)": [G("revenue", "unspecified", "FY2025", scale=Mn), NA, T],
         "Revenue growth": [G("revenue_growth", "unspecified", "FY2025"), G("revenue_growth", "non-GAAP", "FY2025"), T],
         "Adjusted operating margin(1)": [G("operating_margin", "non-GAAP", "FY2025"), NA, T],
         "Adjusted diluted EPS(1)": [G("eps", "non-GAAP", "FY2025"), NA, T],
         "GAAP diluted EPS": [G("eps", "GAAP", "FY2025"), NA, T],
         "Effective tax rate": [G("tax_rate", "unspecified", "FY2025"), NA, EQ(0)],
     }},
    {"id": "harrowgate-outlook", "doc": HG, "html": "52 weeks ending January 2, 2027", "labels": 1,
     "header": ["Measure", "First quarter 2026 (13 weeks ending April 4, 2026)", "Fiscal 2026 (52 weeks ending January 2, 2027)"],
     "rows": {
         "Net sales": [G("revenue", "unspecified", "Q1 2026"), G("revenue", "unspecified", "FY2026")],
         "Net sales growth": [NA, S(**{"Reported:": G("revenue_growth", "unspecified", "FY2026"),
                                       "Excluding the 53rd week:": G("revenue_growth", "non-GAAP", "FY2026")})],
         "Gross margin": [S(**{"Adjusted:": G("gross_margin", "non-GAAP", "Q1 2026")}),
                          S(**{"Adjusted:": G("gross_margin", "non-GAAP", "FY2026")})],
         "Diluted EPS": [S(**{"GAAP:": G("eps", "GAAP", "Q1 2026"), "Adjusted:": G("eps", "non-GAAP", "Q1 2026")}),
                         S(**{"GAAP:": G("eps", "GAAP", "FY2026"), "Adjusted:": G("eps", "non-GAAP", "FY2026")})],
         "Capital expenditures": [NA, G("capex", "unspecified", "FY2026", "point")],
         "Interest expense": [NA, T],
         "Effective tax rate": [NA, G("tax_rate", "unspecified", "FY2026")],
     }},
]

# Outlook sentences: (doc, text as printed, footnote markers left out, whitespace free) and one spec per
# number in it, in order.
GL, GH, GP = "low", "high", "point"
SENTENCES = [
    (AC, "Fiscal 2026 operating expenses, as adjusted, expected at $2.88 billion to $2.98 billion",
     [G("operating_expenses", "non-GAAP", "FY2026", GL), G("operating_expenses", "non-GAAP", "FY2026", GH)]),
    (AC, "The outlook assumes average assets under management of about $412 billion", [T]),
    (AC, "Ashcombe also expects non-operating income, net, of approximately $45 million in fiscal 2026",
     [G("other_income", "unspecified", "FY2026", GP)]),
    (AC, "For the first quarter of fiscal 2026, which ends December 31, 2025, the Company expects operating expenses, as "
         "adjusted, of $715 million to $735 million, an operating margin, as adjusted, of 32% to 34%, and an effective tax "
         "rate, as adjusted, of approximately 26%",
     [G("operating_expenses", "non-GAAP", "Q1 FY2026", GL), G("operating_expenses", "non-GAAP", "Q1 FY2026", GH),
      G("operating_margin", "non-GAAP", "Q1 FY2026", GL), G("operating_margin", "non-GAAP", "Q1 FY2026", GH),
      G("tax_rate", "non-GAAP", "Q1 FY2026", GP)]),
    (AC, "Each 1% change in average assets under management from the level assumed would change fiscal 2026 revenues by "
         "approximately $42 million", [T, T]),
    (AC, "The Board also authorized the Company to repurchase at least $300 million of its common stock during fiscal 2026",
     [T]),
    (AC, "the analysts' consensus estimate of fiscal 2026 adjusted EPS is $11.40", [T]),
    (TS, "ISSUES FULL YEAR 2026 GUIDANCE OF ADJUSTED EBITDA OF $1.25 BILLION TO $1.65 BILLION",
     [G("ebitda", "non-GAAP", "FY2026", GL), G("ebitda", "non-GAAP", "FY2026", GH)]),
    (TS, "Full-year revenues are expected to decline 16% to 29% from 2025",
     [G("revenue_growth", "unspecified", "FY2026", GH, -1), G("revenue_growth", "unspecified", "FY2026", GL, -1)]),
    (TS, "the guidance assumes average freight rates about 20% below 2025 levels and a bunker price of about $560 per ton",
     [T, T]),
    (TS, "The net income (loss) range corresponds to diluted earnings (loss) per share of $(1.25) to $2.08",
     [G("eps", "unspecified", "FY2026", GL), G("eps", "unspecified", "FY2026", GH)]),
    (TS, "The Company expects net cash from operating activities of $1,150 million to $1,450 million and free cash flow of "
         "at least $300 million in 2026",
     [G("operating_cash_flow", "unspecified", "FY2026", GL), G("operating_cash_flow", "unspecified", "FY2026", GH),
      G("free_cash_flow", "non-GAAP", "FY2026", GL)]),
    (TS, "Each $100 per TEU change in the average freight rate would change full-year Adjusted EBITDA by approximately "
         "$330 million", [T, T]),
    (TS, "Analysts' consensus for 2026 Adjusted EBITDA before this release was $1.48 billion", [T]),
    (TS, "Adjusted EBITDA for the first half of 2025 was $1,276.8 million", [T]),
    (MS, "Second-quarter net sales are expected to be 3% to 9% lower than the $140.6 million reported in the second quarter "
         "of fiscal 2025",
     [G("revenue_growth", "unspecified", "Q2 FY2026", GH, -1), G("revenue_growth", "unspecified", "Q2 FY2026", GL, -1), T]),
    (MS, "the Company expects capital expenditures of no more than $30 million, down from $41.3 million in fiscal 2025",
     [G("capex", "unspecified", "FY2026", GH), T]),
    (MS, "adjusted NICS background checks decline 4% to 7% for the fiscal year, and it includes about 80 basis points of "
         "gross margin pressure", [T, T, T]),
    (MS, "compares with an analysts' consensus estimate of $0.68", [T]),
    (TR, "consolidated same-store sales growth of 1% to 3%",
     [G("revenue_growth", "unspecified", "FY2026", GL), G("revenue_growth", "unspecified", "FY2026", GH)]),
    (TR, "total revenue of approximately $228 million", [G("revenue", "unspecified", "FY2026", GP)]),
    (TR, "general and administrative expense of $41 million to $44 million, compared with $45.9 million in fiscal 2025",
     [G("operating_expenses", "unspecified", "FY2026", GL), G("operating_expenses", "unspecified", "FY2026", GH), T]),
    (TR, "GAAP net income of $9.5 million to $13.0 million, or $0.40 to $0.55 per diluted share",
     [G("net_income", "GAAP", "FY2026", GL), G("net_income", "GAAP", "FY2026", GH),
      G("eps", "GAAP", "FY2026", GL), G("eps", "GAAP", "FY2026", GH)]),
    (TR, "Adjusted EBITDA of $36 million to $40 million;",
     [G("ebitda", "non-GAAP", "FY2026", GL), G("ebitda", "non-GAAP", "FY2026", GH)]),
    (TR, "capital expenditures of $8 million to $10 million, mostly for the salon remodel program",
     [G("capex", "unspecified", "FY2026", GL), G("capex", "unspecified", "FY2026", GH)]),
    (TR, "free cash flow of no less than $18 million", [G("free_cash_flow", "non-GAAP", "FY2026", GL)]),
    (TR, "The Company also expects 150 to 200 net franchise salon closures", [T, T]),
    (TR, "the Company expects same-store sales of flat to up 2% and Adjusted EBITDA of $8.5 million to $9.5 million, compared "
         "with $7.6 million in the first quarter of fiscal 2025",
     [G("revenue_growth", "unspecified", "Q1 FY2026", GL), G("revenue_growth", "unspecified", "Q1 FY2026", GH),
      G("ebitda", "non-GAAP", "Q1 FY2026", GL), G("ebitda", "non-GAAP", "Q1 FY2026", GH), T]),
    (CB, "Initiates 2026 guidance: Adjusted EBITDA of $128 million to $136 million and adjusted diluted EPS of $2.35 to $2.55",
     [G("ebitda", "non-GAAP", "FY2026", GL), G("ebitda", "non-GAAP", "FY2026", GH),
      G("eps", "non-GAAP", "FY2026", GL), G("eps", "non-GAAP", "FY2026", GH)]),
    (CB, "Curbline expects GAAP diluted EPS and adjusted diluted EPS of $1.80 to $2.00 and $2.35 to $2.55, respectively, for 2026",
     [G("eps", "GAAP", "FY2026", GL), G("eps", "GAAP", "FY2026", GH), G("eps", "non-GAAP", "FY2026", GL),
      G("eps", "non-GAAP", "FY2026", GH)]),
    (CB, "Services revenue is expected to grow 4% to 6%, and capital expenditures are expected to be $24 million to $28 million",
     [G("revenue_growth", "unspecified", "FY2026", GL), G("revenue_growth", "unspecified", "FY2026", GH),
      G("capex", "unspecified", "FY2026", GL), G("capex", "unspecified", "FY2026", GH)]),
    (CB, "For the first half of 2026, the Company expects Adjusted EBITDA of $60 million to $64 million and adjusted diluted "
         "EPS of $1.05 to $1.15, compared with Adjusted EBITDA of $55.2 million in the first half of 2025",
     [G("ebitda", "non-GAAP", "1H 2026", GL), G("ebitda", "non-GAAP", "1H 2026", GH),
      G("eps", "non-GAAP", "1H 2026", GL), G("eps", "non-GAAP", "1H 2026", GH), T]),
    (CB, "compares with the analysts' consensus of $2.49", [T]),
    (PW, "Raises Fiscal 2026 Adjusted EPS Outlook to $2.60 to $2.80",
     [G("eps", "non-GAAP", "FY2026", GL), G("eps", "non-GAAP", "FY2026", GH)]),
    (PW, "the 53rd week, which the Company estimates will add about $21 million to fiscal 2026 net sales", [T]),
    (PW, "restructuring charges of about $0.17 per share in the third quarter and $0.58 per share for fiscal 2026", [T, T]),
    (PW, "Net sales in the third quarter of fiscal 2025 were $447.9 million", [T]),
    (PW, "about 140 basis points of paper and freight cost inflation", [T]),
    (PW, "an analysts' consensus estimate of $2.71", [T]),
    (FG, "RAISES FISCAL 2026 REVENUE AND ADJUSTED EBITDA OUTLOOK", []),
    (FG, "fewer biennial shows stage in fiscal 2026 (about 5 percentage points) and because the Company sold its digital "
         "publishing unit in March (about 1 percentage point)", [T, T]),
    (FG, "organic revenue growth of 12% to 14% and Adjusted EBITDA of $118 million to $126 million",
     [G("revenue_growth", "non-GAAP", "Q2 FY2026", GL), G("revenue_growth", "non-GAAP", "Q2 FY2026", GH),
      G("ebitda", "non-GAAP", "Q2 FY2026", GL), G("ebitda", "non-GAAP", "Q2 FY2026", GH)]),
    (FG, "the biennial Pacific Rim Marine Systems show, which contributed $31.4 million of revenue", [T]),
    (FG, "compares with the analysts' consensus of $3.08", [T]),
    (FG, "an Adjusted EBITDA margin of 33% by fiscal 2028", [T]),
    (KS, "The outlook assumes U.S. existing-home sales of about 4.0 million units in 2025 and 30-year mortgage rates near 6.5%",
     [T, T, T]),
    (KS, "the consolidated revenue outlook implies growth of 5% to 9% over 2024 revenue of $6,055 million",
     [G("revenue_growth", "unspecified", "FY2025", GL), G("revenue_growth", "unspecified", "FY2025", GH), T]),
    (KS, "Keystead expects GAAP net income (loss) and adjusted net income of $(12) million to $8 million and $62 million to "
         "$80 million, respectively, and capital expenditures of up to $45 million",
     [G("net_income", "GAAP", "FY2025", GL), G("net_income", "GAAP", "FY2025", GH),
      G("net_income", "non-GAAP", "FY2025", GL), G("net_income", "non-GAAP", "FY2025", GH), G("capex", "unspecified", "FY2025", GH)]),
    (KS, "For the third quarter of 2025, Keystead expects revenue of $1.72 billion to $1.80 billion and Adjusted EBITDA of $38 "
         "million to $48 million, compared with revenue of $1,611.0 million in the third quarter of 2024",
     [G("revenue", "unspecified", "Q3 2025", GL), G("revenue", "unspecified", "Q3 2025", GH),
      G("ebitda", "non-GAAP", "Q3 2025", GL), G("ebitda", "non-GAAP", "Q3 2025", GH), T]),
    (KS, "Analysts on average expected third-quarter revenue of $1.77 billion", [T]),
    (FL, "Currency is expected to reduce reported growth by about 1 percentage point in 2025", [T]),
    (FL, "Ferrylink also expects 2025 capital expenditures of approximately $52 million and free cash flow of $150 million to "
         "$165 million",
     [G("capex", "unspecified", "FY2025", GP), G("free_cash_flow", "non-GAAP", "FY2025", GL),
      G("free_cash_flow", "non-GAAP", "FY2025", GH)]),
    (FL, "Revenue in 2024 was $1,280.4 million", [T]),
    (FL, "compares with the analysts' consensus of $2.16", [T]),
    (FL, "For 2026, Ferrylink expects constant-currency revenue growth of 8% to 10% and adjusted diluted EPS growth of 10% to 14%",
     [G("revenue_growth", "non-GAAP", "FY2026", GL), G("revenue_growth", "non-GAAP", "FY2026", GH),
      G("eps_growth", "non-GAAP", "FY2026", GL), G("eps_growth", "non-GAAP", "FY2026", GH)]),
    (FL, "target digital revenue of at least 50% of total revenue by 2027", [T]),
    (HG, "Initiates 2026 Adjusted EPS Outlook of $2.05 to $2.35",
     [G("eps", "non-GAAP", "FY2026", GL), G("eps", "non-GAAP", "FY2026", GH)]),
    (HG, "about $0.16 per diluted share in the first quarter and $0.50 per diluted share in fiscal 2026", [T, T]),
    (HG, "the extra week in the fourth quarter added about $52 million of net sales", [T]),
    (HG, "First-quarter 2025 net sales were $641.2 million", [T]),
    (HG, "about $25 million of incremental tariff costs in 2026", [T]),
    (HG, "compares with the analysts' consensus estimate of $2.24", [T]),
    (HG, "an adjusted gross margin of 35% by 2028", [T]),
]

# "X, plus or minus Y%": (doc, regex with the centre in millions and the percentage, gold record).
PLUS_MINUS = [
    (FG, r"expects revenue of approximately \$(\d+) million, plus or minus (\d+)%", ("revenue", "unspecified", "Q2 FY2026")),
]

# Gold(first) - gold(second) equals the printed adjustments (the sum of the listed amounts) at both ends.
DIFFS = [
    (AC, ("operating_expenses", "GAAP", "FY2026"), ("operating_expenses", "non-GAAP", "FY2026"), [210e6, 120e6],
     "amortization of acquired intangible assets of approximately $210 million and integration and restructuring costs of "
     "approximately $120 million"),
    (PW, ("eps", "non-GAAP", "Q3 FY2026"), ("eps", "GAAP", "Q3 FY2026"), [0.17], "about $0.17 per share in the third quarter"),
    (PW, ("eps", "non-GAAP", "FY2026"), ("eps", "GAAP", "FY2026"), [0.58], "$0.58 per share for fiscal 2026"),
    (HG, ("eps", "non-GAAP", "Q1 2026"), ("eps", "GAAP", "Q1 2026"), [0.16], "about $0.16 per diluted share in the first quarter"),
    (HG, ("eps", "non-GAAP", "FY2026"), ("eps", "GAAP", "FY2026"), [0.50], "$0.50 per diluted share in fiscal 2026"),
]

# Rows or columns of a table that add up: (table id, "rows" or "cols", parts, total).
SUMS = [
    ("tressmoor-reconciliation", "rows", ["Net income (GAAP)", "Interest expense", "Income tax expense",
                                          "Depreciation and amortization", "Stock-based compensation",
                                          "Restructuring, salon closure and\ntransition costs"], "Adjusted EBITDA (non-GAAP)"),
    ("keystead-segments", "cols", {"Revenue": [0, 1], "Adjusted EBITDA": [0, 1, 2]}, 3),
]
# (table id, rows, outlook column, actual column, change column): change = midpoint / actual - 1.
MIDPOINT_CHANGES = [
    ("curbline-outlook", ["Adjusted gross profit(1)", "Adjusted general and administrative\nexpenses(1)", "Adjusted EBITDA(1)",
                          "Adjusted diluted EPS(1)", "Free cash flow(1)"], 0, 1, 2),
]

# Outlook regions (start, end) of the text with footnote markers removed and whitespace collapsed.
REGIONS = {
    AC: [("Fiscal 2026 operating expenses, as adjusted", "Quarterly dividend"),
         ("Fiscal 2026 Outlook The table below", "ASHCOMBE INVESTMENT GROUP, INC. Reconciliation")],
    TS: [("ISSUES FULL YEAR 2026 GUIDANCE", "HAMILTON"), ("2026 GUIDANCE First Half", "RECONCILIATION OF NET INCOME")],
    MS: [("Outlook Marlstock", "MARLSTOCK ARMS CORPORATION Reconciliation")],
    TR: [("ISSUES FISCAL 2026 OUTLOOK", "COLUMBUS"), ("Fiscal 2026 Outlook For fiscal 2026", "RECONCILIATION OF FISCAL 2025")],
    CB: [("Initiates 2026 guidance", "CHICAGO"), ("2026 OUTLOOK", "RECONCILIATION OF NET INCOME")],
    PW: [("Raises Fiscal 2026 Adjusted EPS Outlook", "CLEVELAND"), ("Outlook Penwhistle", "PENWHISTLE GREETINGS, INC. Reconciliation")],
    FG: [("RAISES FISCAL 2026", "ATLANTA"), ("FISCAL 2026 OUTLOOK (fiscal year", "RECONCILIATION OF NET INCOME")],
    KS: [("Outlook The outlook assumes", "KEYSTEAD REALTY HOLDINGS, INC. Reconciliation")],
    FL: [("NARROWS 2025 OUTLOOK", "DALLAS"), ("2025 OUTLOOK Updated", "RECONCILIATION OF GAAP DILUTED EPS")],
    HG: [("Initiates 2026 Adjusted EPS Outlook", "DALTON"), ("2026 Outlook Measure", "HARROWGATE FLOORING CORPORATION Reconciliation")],
}


# ---------------------------------------------------------------- reading numbers
from goldcheck import MONTHS, FOOTNOTE, SCALE, TOKEN, strip_furniture, numbers, norm  # noqa: E402,F401


# ---------------------------------------------------------------- the set
docs = load_jsonl(DOCS_PATH)
gold = load_jsonl(GOLD_PATH)


def printed_values(text):
    return goldcheck.printed_values(text, skip_years=True, flat_is_zero=True)


by_doc = goldcheck.read_docs(DATA, docs, printed_values, dates_printed=DATES_PRINTED)
raw = {d["doc"]: (DATA / d["file"]).read_text() for d in docs if (DATA / d["file"]).exists()}


def body(doc):
    """The release as plain text without page furniture (running headers, page-number lines)."""
    t = by_doc[doc][1] if doc in by_doc else ""
    t = re.sub(r"^[^\n]*\bPage \d+\s*$", "", t, flags=re.M)
    return re.sub(r"^\s*\d{1,2}\s*$", "", t, flags=re.M)


flat = {doc: norm(body(doc)) for doc in by_doc}
idx = {(r.get("doc"), r.get("metric"), r.get("basis"), r.get("period_end_hint")): r for r in gold}
gi = goldcheck.GoldIndex(idx, BASES)


def end_of(doc, label):
    e = PERIODS.get(doc, {}).get(label)
    if e is None:
        err(f"{doc}: spec names an unknown period {label!r}")
    return e


def trap_match(doc, v):
    a = abs(v)
    cands = {a, a / 1e6, a / 1e9, a / 1e3, a * 100}
    return any(abs(c - t) <= 1e-6 * max(1.0, t) for c in cands for ts in TRAPS.get(doc, {}).values() for t in ts)


def gold_match(doc, v):
    a = abs(v)
    for r in gold:
        if r.get("doc") != doc:
            continue
        for k in ("low", "high", "point"):
            g = r.get(k)
            if g is None:
                continue
            for c in goldcheck.scaled(g, r["unit"]) | ({abs(g) * 100} if r["unit"] == "USD/share" else set()):
                if abs(c - a) <= 1e-6 * max(1.0, a):
                    return True
    return False


def compare(doc, parts, what):
    """Compares the parts a source (a sentence, a table row) gives each gold key with the gold."""
    for (metric, basis, end), p in parts.items():
        if {"low", "high"} <= set(p) and "point" not in p:
            gi.want_range(doc, metric, basis, end, p["low"], p["high"], what)
        elif set(p) == {"point"}:
            gi.want_point(doc, metric, basis, end, p["point"], what)
        elif set(p) in ({"low"}, {"high"}):
            gi.want_bound(doc, metric, basis, end, p.get("low"), p.get("high"), what)
        else:
            err(f"{doc}: {what} gives {metric} {basis} {end} the parts {sorted(p)}")


def apply(doc, spec, vals, parts, what):
    """Puts the numbers of one cell or sentence piece into `parts` by its spec."""
    if spec == T:
        for v in vals:
            if not trap_match(doc, v):
                err(f"{doc}: {what}: {v} is not a listed trap")
        return
    if spec == NA:
        if vals:
            err(f"{doc}: {what} should hold no number, has {vals}")
        return
    _, metric, basis, period, part, sign, scale = spec
    end = end_of(doc, period)
    key = (metric, basis, end)
    vals = [round(v * sign * scale, 9) for v in vals]
    if part == "auto":
        if len(vals) == 2:
            part_vals = {"low": vals[0], "high": vals[1]}
        elif len(vals) == 1:
            part_vals = {"point": vals[0]}
        else:
            gi.want_none(doc, metric, basis, end, f"an empty cell ({what})")
            return
    else:
        if len(vals) != 1:
            err(f"{doc}: {what} should hold one number for the {part}, has {vals}")
            return
        part_vals = {part: vals[0]}
    for k, v in part_vals.items():
        if k in parts.setdefault(key, {}):
            err(f"{doc}: {what} gives {metric} {basis} {end} a second {k}")
        parts[key][k] = v


def sublabel_cell(doc, spec, text, parts, what):
    labels = list(spec[1])
    pos = [text.find(lab) for lab in labels]
    if any(p < 0 for p in pos) or pos != sorted(pos):
        err(f"{doc}: {what}: labels {labels} not found in order in {text!r}")
        return
    if numbers(text[:pos[0]]):
        err(f"{doc}: {what}: numbers before the first label in {text!r}")
    for i, lab in enumerate(labels):
        piece = text[pos[i] + len(lab):pos[i + 1] if i + 1 < len(labels) else len(text)]
        apply(doc, spec[1][lab], numbers(piece), parts, f"{what} [{lab}]")


TABLE_CELLS = {}
for tb in TABLES:
    doc, tid = tb["doc"], tb["id"]
    if doc not in raw:
        continue
    cells = {}
    if "html" in tb:
        k = tb["labels"]
        mat = [r_ for r_ in html_matrix(raw[doc], tb["html"]) if r_]
        if not mat:
            continue
        if mat[0] != tb["header"]:
            err(f"{doc}: {tid} header {mat[0]} != {tb['header']}")
        for r_ in mat[1:]:
            if len(set(r_)) == 1:
                if r_[0] not in tb.get("sections", []) or numbers(r_[0]):
                    err(f"{doc}: {tid} has an unlisted spanning row {r_[0]!r}")
                continue
            label = r_[0] if k == 1 else tuple(r_[:k])
            if label in cells:
                err(f"{doc}: {tid} repeats row {label!r}")
            cells[label] = r_[k:]
    else:
        text = by_doc[doc][1] if doc in by_doc else ""
        hdr_pos = text.find(tb["after"])
        if hdr_pos < 0:
            err(f"{doc}: {tid} heading {tb['after']!r} not found")
        for label in tb["rows"]:
            c = layout_row(text, label, tb["after"])
            if c is not None:
                cells[label] = c
    TABLE_CELLS[tid] = cells
    if set(cells) != set(tb["rows"]):
        err(f"{doc}: {tid} rows read {sorted(map(str, cells))}, spec lists {sorted(map(str, tb['rows']))}")
    ncol = len(tb["header"]) - tb.get("labels", 0)
    for label, specs in tb["rows"].items():
        row = cells.get(label)
        if row is None:
            continue
        if len(row) != ncol or len(specs) != ncol:
            err(f"{doc}: {tid} row {label!r} has {len(row)} cells {row}, expected {ncol}")
            continue
        parts = {}
        for j, (spec, cell) in enumerate(zip(specs, row)):
            what = f"{tid} {label!r} column {tb['header'][tb.get('labels', 0) + j]!r}"
            if isinstance(spec, tuple) and spec[0] == "=":
                if cell != row[spec[1]]:
                    err(f"{doc}: {what} {cell!r} should repeat {row[spec[1]]!r}")
                continue
            if isinstance(spec, tuple) and spec[0] == "S":
                sublabel_cell(doc, spec, cell, parts, what)
                continue
            apply(doc, spec, numbers(cell), parts, what)
        compare(doc, parts, f"{tid} row {label!r}")

for doc, snippet, specs in SENTENCES:
    text = flat.get(doc, "")
    s = norm(snippet)
    if text.count(s) != 1:
        err(f"{doc}: sentence found {text.count(s)} times: {snippet[:70]!r}")
        continue
    vals = numbers(s)
    if len(vals) != len(specs):
        err(f"{doc}: sentence has {len(vals)} numbers {vals}, spec lists {len(specs)}: {snippet[:60]!r}")
        continue
    parts = {}
    for spec, v in zip(specs, vals):
        apply(doc, spec, [v], parts, f"sentence {snippet[:40]!r}")
    compare(doc, parts, f"sentence {snippet[:50]!r}")

for doc, pat, (metric, basis, period) in PLUS_MINUS:
    m = re.search(pat, flat.get(doc, ""))
    if not m:
        err(f"{doc}: plus-or-minus sentence {pat!r} not found")
        continue
    mid, pct = float(m.group(1)) * 1e6, float(m.group(2)) / 100
    lo, hi = round(mid * (1 - pct), 6), round(mid * (1 + pct), 6)
    gi.want_range(doc, metric, basis, end_of(doc, period), lo, hi, f"'{m.group(0)}'")
    if doc in by_doc:
        by_doc[doc][2].update({round(lo / 1e6, 6), round(hi / 1e6, 6)})
    if not trap_match(doc, mid):
        err(f"{doc}: the plus-or-minus centre {mid} is not listed as a trap")

for doc, a, b, amounts, phrase in DIFFS:
    if norm(phrase) not in flat.get(doc, ""):
        err(f"{doc}: adjustment phrase not found: {phrase[:60]!r}")
    ga = idx.get((doc, a[0], a[1], end_of(doc, a[2])))
    gb = idx.get((doc, b[0], b[1], end_of(doc, b[2])))
    if not ga or not gb or ga["low"] is None or gb["low"] is None:
        err(f"{doc}: {a} or {b} is not a gold range")
        continue
    for k in ("low", "high"):
        if abs((ga[k] - gb[k]) - sum(amounts)) > 1e-6 * max(1.0, abs(sum(amounts))):
            err(f"{doc}: {a[0]} {a[1]} minus {b[1]} {k} is {ga[k] - gb[k]}, the printed adjustments are {sum(amounts)}")

for tid, how, part_spec, total in SUMS:
    cells = TABLE_CELLS.get(tid, {})
    try:
        if how == "rows":
            for j in range(len(cells[total])):
                got = sum(numbers(cells[p][j])[0] for p in part_spec)
                if abs(got - numbers(cells[total][j])[0]) > 1e-6:
                    err(f"{tid}: column {j} parts add to {got:.3f}, total {cells[total][j]}")
        else:
            for label, cols in part_spec.items():
                row = cells[label]
                for i in (0, 1):
                    got = sum(numbers(row[c])[i] for c in cols)
                    if abs(got - numbers(row[total])[i]) > 1e-6:
                        err(f"{tid}: {label} columns {cols} add to {got}, total {row[total]}")
    except (KeyError, IndexError):
        err(f"{tid}: cannot add up {part_spec} -> {total}")

for tid, rows, oc, ac, cc in MIDPOINT_CHANGES:
    cells = TABLE_CELLS.get(tid, {})
    for label in rows:
        try:
            lo, hi = numbers(cells[label][oc])
            actual, = numbers(cells[label][ac])
            chg, = numbers(cells[label][cc])
        except (KeyError, ValueError):
            err(f"{tid}: row {label!r} is not outlook range | actual | change")
            continue
        if abs(((lo + hi) / 2 / actual - 1) * 100 - chg) > 0.051:
            err(f"{tid}: row {label!r} change at midpoint {chg} does not follow from {lo}-{hi} and {actual}")

# ---------------------------------------------------------------- every number of an outlook region is gold or trap
for doc, regions in REGIONS.items():
    text = flat.get(doc, "")
    for start, end in regions:
        a = text.find(norm(start))
        b = text.find(norm(end), a + 1) if a >= 0 else -1
        if a < 0 or b < 0:
            err(f"{doc}: outlook region {start!r} .. {end!r} not found")
            continue
        for v in numbers(text[a:b]):
            if v == 0.0 and re.search(r"\bflat\b", text[a:b]):
                if gold_match(doc, 0.0):
                    continue
            if not gold_match(doc, v) and not trap_match(doc, v):
                err(f"{doc}: {v} in the outlook region {start!r} is neither gold nor a listed trap")

# ---------------------------------------------------------------- the shared checks (values printed, signs, traps, calendars)
per_split = goldcheck.check_set(
    DATA, docs, gold, by_doc, order=ORDER, expected_counts=EXPECTED_COUNTS, expected_split_counts=EXPECTED_SPLIT_COUNTS,
    total_range=(90, 110), traps=TRAPS, trap_overlap_ok=TRAP_OVERLAP_OK, expected_negative=EXPECTED_NEGATIVE,
    unit_key=UNIT_KEY, calendars=CALENDARS, metrics=METRICS, units=UNITS, bases=BASES, pct_metrics=PCT_METRICS,
    file_types={".htm": 5, ".txt": 5}, one_sided=True,
)
gi.all_confirmed()

# ---------------------------------------------------------------- one-sided records, bases, periods
got_one = {(r.get("doc"), r.get("metric"), r.get("basis"), r.get("period_end_hint"), "low" if r.get("low") is not None else "high")
           for r in gold if r.get("point") is None and (r.get("low") is None) != (r.get("high") is None)}
if got_one != ONE_SIDED:
    err(f"one-sided records {sorted(got_one ^ ONE_SIDED)} differ from NOTES.md")
for doc in ORDER:
    c = Counter(r.get("basis") for r in gold if r.get("doc") == doc)
    if (c["GAAP"], c["non-GAAP"], c["unspecified"]) != BASIS_COUNTS[doc]:
        err(f"{doc}: basis counts {(c['GAAP'], c['non-GAAP'], c['unspecified'])}, NOTES.md says {BASIS_COUNTS[doc]}")
    ends = {r.get("period_end_hint") for r in gold if r.get("doc") == doc}
    if not ends <= set(PERIODS[doc].values()):
        err(f"{doc}: gold ends {sorted(ends - set(PERIODS[doc].values()))} are not periods the release guides")
    gi.no_gold_for(doc, REPORTED[doc], "the reported period")
    d = next((x for x in docs if x.get("doc") == doc), {})
    if d.get("fye") != EXPECTED_FYE[doc]:
        err(f"{doc}: fye {d.get('fye')}, NOTES.md says {EXPECTED_FYE[doc]}")
    cal = CALENDARS.get(doc, ("month",))
    for label, e in list(PERIODS[doc].items()) + [("reported", REPORTED[doc])]:
        day = dt.date.fromisoformat(e)
        if not any(day in period_ends(EXPECTED_FYE[doc], y, cal) for y in (day.year - 1, day.year, day.year + 1)):
            err(f"{doc}: {label} end {e} is not a quarter end for {EXPECTED_FYE[doc]} {cal}")
        if cal[0] != "month" and day.weekday() != cal[1]:
            err(f"{doc}: {label} end {e} is a {day:%A}")

# ---------------------------------------------------------------- mixes the split must have
split_of = {d.get("doc"): d.get("split") for d in docs}
file_of = {d.get("doc"): d.get("file", "") for d in docs}
for sp in ("tune", "test"):
    mine = [d for d in ORDER if split_of.get(d) == sp]
    if {Path(file_of.get(d, "")).suffix for d in mine} != {".htm", ".txt"}:
        err(f"{sp}: needs HTML and layout text")
    if {EXPECTED_FYE[d] == "1231" for d in mine} != {True, False}:
        err(f"{sp}: needs a December and a non-December fiscal year")
    if not any(r.get("doc") in mine and any((r.get(k) or 0) < 0 for k in ("low", "high", "point")) for r in gold):
        err(f"{sp}: has no negative value")
    if not any(o[0] in mine for o in got_one):
        err(f"{sp}: has no one-sided guide")
if sum(EXPECTED_FYE[d] != "1231" for d in ORDER) < 5:
    err("fewer than five non-December fiscal years")

# ---------------------------------------------------------------- layout text furniture
for d in docs:
    if not d.get("file", "").endswith(".txt") or d["doc"] not in raw:
        continue
    pages = raw[d["doc"]].split("\f")
    for n, page in enumerate(pages, 1):
        lines = [x for x in page.split("\n") if x.strip()]
        if not lines or lines[-1].strip() != str(n):
            err(f"{d['doc']}: page {n} does not end with its page number")
        if n > 1 and not re.search(rf"\bPage {n}\s*$", lines[0] if lines else ""):
            err(f"{d['doc']}: page {n} does not start with a running header 'Page {n}'")
    if len(pages) < 3:
        err(f"{d['doc']}: {len(pages)} pages, expected at least 3")

# ---------------------------------------------------------------- calendar facts (NOTES.md)
D = dt.date
PC, HC = CALENDARS[PW], CALENDARS[HG]
facts = [
    (year_end("0228", 2025, PC), D(2025, 2, 22)),
    (year_end("0228", 2026, PC), D(2026, 2, 28)),
    ((year_end("0228", 2026, PC) - year_end("0228", 2025, PC)).days // 7, 53),
    (period_ends("0228", 2026, PC), [D(2025, 5, 24), D(2025, 8, 23), D(2025, 11, 22), D(2026, 2, 28)]),
    (year_end("1231", 2024, HC), D(2024, 12, 28)),
    (year_end("1231", 2025, HC), D(2026, 1, 3)),
    (year_end("1231", 2026, HC), D(2027, 1, 2)),
    ((year_end("1231", 2025, HC) - year_end("1231", 2024, HC)).days // 7, 53),
    ((year_end("1231", 2026, HC) - year_end("1231", 2025, HC)).days // 7, 52),
    (period_ends("1231", 2026, HC)[0], D(2026, 4, 4)),
    (period_ends("0430", 2026, ("month",))[1], D(2025, 10, 31)),
    (period_ends("0331", 2026, ("month",))[1], D(2025, 9, 30)),
    (period_ends("0930", 2026, ("month",))[0], D(2025, 12, 31)),
    (period_ends("0630", 2026, ("month",))[0], D(2025, 9, 30)),
]
for got_, want in facts:
    if got_ != want:
        err(f"calendar fact: computed {got_}, NOTES.md says {want}")

print(f"{len(docs)} docs, {len(gold)} gold records, per split {dict(per_split)}")
for e in errors:
    print("ERROR", e)
sys.exit(1 if errors else 0)
