#!/usr/bin/env python3
"""Self-check for the holdout15 gold set (no extractor involved).

Everything generic comes from tests/gold/goldcheck.py (read_docs, check_set, GoldIndex, the table
readers html_matrix and layout_row, the calendar helpers); nothing is taken from another set's
check.py. As in holdout14 the checks are written once and driven by data (TABLES, SENTENCES,
DIFFS, SUMS, REGIONS, TRAPS, PERIODS): no release has code of its own.

- docs.jsonl and gold.jsonl parse; the 10 releases exist (5 .htm, 5 .txt), each prints its own
  filing date and the period-end dates it states; filings fall on weekdays; the split alternates
  tune/test in writing order; each split has HTML and layout text, a December and a non-December
  fiscal year, a negative value, a one-sided guide and a half-year guide; at least five years are
  non-December, one of them a 52/53-week year and one a June year;
- layout text looks like `pdftotext -layout`: every page after the first starts (after its form
  feed) with a running header "... Page N", every page ends with its page number alone on a line;
- counts per doc, per split, in total, per basis per doc match NOTES.md; record shape (one-sided
  records allowed: exactly ONE_SIDED, at most three, with the other bound null);
- every gold value is printed in its release (the computed bounds of the midpoint-plus-or-minus
  table only after the table has been read and the bounds computed); negative values are exactly
  EXPECTED_NEGATIVE and printed as negatives; no gold value equals a listed trap of its doc and
  unit; every trap is printed;
- every outlook table is read cell by cell (TABLES): header rows as listed; a current cell gives
  the gold record it maps to (range, point, a Low/High pair across cells or across rows, or a
  midpoint and a plus-or-minus band), prior/actual/component/comment cells hold only traps, unit
  and basis cells hold the listed text, reaffirmed cells repeat the current cell, dash cells hold
  no number (and, where listed, have no gold), and no table row goes unlisted;
- every outlook sentence in SENTENCES is printed once and its numbers, in order, are the gold
  parts or traps it lists; one-sided phrases give one-sided records; a cell or sentence whose
  printed numbers are read as negative ("decline 4% to 7%") must say decline / decrease / down /
  lower / reduce;
- GAAP-to-adjusted gaps equal the printed adjustments (DIFFS); component rows add up to their
  total (SUMS);
- every number in an outlook region (REGIONS) is a gold value of its release or a listed trap
  (years, dates, footnote markers, week counts and page furniture aside);
- every gold record was matched to at least one table cell or sentence (GoldIndex.all_confirmed);
- every period_end_hint is after filing, within 15 months, a period end of the issuer's calendar,
  one of the periods the release guides (PERIODS), and not the reported period; the calendar facts
  in NOTES.md (Fretwell's last-Saturday-of-September year) are re-derived.

Run: python3 tests/gold/holdout15/check.py            (exits 1 on any mismatch)
     python3 tests/gold/holdout15/check.py DIR        (a copy of the set in DIR, e.g. a mutant)
     python3 tests/gold/holdout15/check.py [DIR] --gold FILE --docs FILE
"""
import datetime as dt
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
import goldcheck  # noqa: E402
from goldcheck import errors, err, load_jsonl, year_end, period_ends, html_matrix, layout_row  # noqa: E402

DATA, GOLD_PATH, DOCS_PATH = goldcheck.set_paths(HERE, __doc__)

WH, RM, LC, BF, BL = ("windhaven-2025-11-04", "roadmark-2025-08-06", "lumacrest-2025-10-01", "brackenfield-2025-09-16",
                      "budleigh-2026-03-05")
LW, VF, FW, PB, PW = ("layerwise-2025-08-11", "valisford-2025-08-07", "fretwell-2025-11-13", "pressbury-2026-02-24",
                      "pedalwick-2025-12-10")
ORDER = [WH, RM, LC, BF, BL, LW, VF, FW, PB, PW]
EXPECTED_COUNTS = {WH: 11, RM: 10, LC: 11, BF: 10, BL: 11, LW: 13, VF: 12, FW: 14, PB: 10, PW: 13}
EXPECTED_SPLIT_COUNTS = {"tune": 55, "test": 60}
BASIS_COUNTS = {WH: (2, 2, 7), RM: (2, 4, 4), LC: (1, 4, 6), BF: (0, 3, 7), BL: (1, 3, 7), LW: (2, 8, 3),
                VF: (0, 5, 7), FW: (4, 6, 4), PB: (1, 5, 4), PW: (2, 5, 6)}
EXPECTED_FYE = {WH: "1231", RM: "1231", LC: "0831", BF: "0630", BL: "1231", LW: "1231", VF: "0331", FW: "0930",
                PB: "1231", PW: "1031"}
SAT = 5
Q13 = (13, 13, 13, 13)
CALENDARS = {FW: ("last", SAT, Q13)}

METRICS = {"revenue", "revenue_growth", "eps", "eps_growth", "gross_margin", "operating_margin",
           "operating_expenses", "other_income", "tax_rate", "capex", "free_cash_flow",
           "operating_cash_flow", "net_income", "ebitda"}
UNITS = {"USD", "USD/share", "percent"}
PCT_METRICS = {"revenue_growth", "eps_growth", "gross_margin", "operating_margin", "tax_rate"}
BASES = {"GAAP", "non-GAAP", "unspecified"}
UNIT_KEY = {"USD": "M", "USD/share": "S", "percent": "P"}

# The periods each release guides (label -> last day) and the period it reports (never gold).
PERIODS = {
    WH: {"FY2025": "2025-12-31", "FY2026": "2026-12-31"},
    RM: {"Q3 2025": "2025-09-30", "FY2025": "2025-12-31"},
    LC: {"Q1 FY2026": "2025-11-30", "1H FY2026": "2026-02-28", "FY2026": "2026-08-31"},
    BF: {"1H FY2026": "2025-12-31", "FY2026": "2026-06-30"},
    BL: {"Q1 2026": "2026-03-31", "FY2026": "2026-12-31"},
    LW: {"Q3 2025": "2025-09-30", "FY2025": "2025-12-31"},
    VF: {"Q2 FY2026": "2025-09-30", "FY2026": "2026-03-31"},
    FW: {"Q1 FY2026": "2025-12-27", "FY2026": "2026-09-26"},
    PB: {"Q1 2026": "2026-03-31", "FY2026": "2026-12-31"},
    PW: {"Q1 FY2026": "2026-01-31", "FY2026": "2026-10-31"},
}
HALF_YEARS = {(LC, "2026-02-28"), (BF, "2025-12-31")}
REPORTED = {WH: "2025-09-30", RM: "2025-06-30", LC: "2025-08-31", BF: "2025-06-30", BL: "2025-12-31",
            LW: "2025-06-30", VF: "2025-06-30", FW: "2025-09-27", PB: "2025-12-31", PW: "2025-10-31"}
DATES_PRINTED = {
    WH: ["September 30, 2025", "December 31, 2025", "August 5, 2025"],
    RM: ["June 30, 2025", "December 31, 2025"],
    LC: ["August 31, 2025", "November 30, 2025", "August 31, 2026", "February 28, 2026"],
    BF: ["June 30, 2025", "June 30, 2026", "December 31, 2025"],
    BL: ["December 31, 2025", "December 31, 2026"],
    LW: ["June 30, 2025"],
    VF: ["June 30, 2025", "September 30, 2025", "March 31, 2026", "May 21, 2025"],
    FW: ["September 27, 2025", "December 27, 2025", "September 26, 2026"],
    PB: ["December 31, 2025", "December 1, 2025"],
    PW: ["October 31, 2025", "January 31, 2026", "October 31, 2026"],
}

# Printed values that must NOT be gold in their doc: "M" USD millions (or millions of shares), "S" per
# share, "P" percent / points / basis points, "X" anything else (aircraft, stores, shares, ratios).
TRAPS = {
    WH: {"M": [3080, 3160, 860, 910, 5200, 5600, 110, 130, 80, 100, 14, 812.6, 241.3, 41.8, 62.4],
         "S": [7.70, 8.15, 8.60, 0.45, 0.22, 8.52, 2.16, 2.27, 0.24],
         "P": [0.71, 1, 12, 9.4],
         "X": [34, 512, 1.1]},
    RM: {"M": [2300, 2360, 1075, 1100, 95, 100, 36, 19, 24, 9, 165, 170, 571.8, 612.4, 590.0, 287.3, 139.8],
         "S": [5.05, 5.20, 8.05, 8.20, 7.95, 8.15, 8.09, 1.36, 2.11, 1.55],
         "P": [3.8, 6.2, 6.6],
         "X": [161000, 4920]},
    LC: {"M": [1003.9, 4221.6, 1118.7, 586.2, 118.6],
         "S": [3.97, 13.48, 17.36, 0.70, 3.80, 0.55, 19.10, 3.71, 4.72, 0.17],
         "P": [5.4, 6.2, 20],
         "X": [0.4]},
    BF: {"M": [396, 404, 226, 240, 198, 206, 882.4, 391.6, 283.1, 207.7, 653.5, 228.9, 21.7, 50, 190, 230, 436.8,
               104.3, 3, 871, 231.5, 61.2, 21.4],
         "P": [6.8],
         "X": [1.2]},
    BL: {"M": [1200, 35, 1230, 296.5, 86.4, 1158.3, 338.7, 8.1, 4.6, 271.9, 9.8],
         "P": [3.1, 2.4, 50.8, 51.2, 8, 10],
         "X": [11, 118, 2.4, 280, 10, 14]},
    LW: {"M": [118.0, 4.0, 470.0, 10.0, 52.0, 1.5, 206.0, 8.5, 2.0, 38.0, 490, 15, 6.8, 4.2, 30, 121.3, 115.6, 9.7,
               7.9, 212.4],
         "S": [0.12, 0.03, 0.41, 0.06, 0.05, 0.22, 0.14, 0.04],
         "P": [47.5, 47.0, 100, 75, 50, 43.8, 46.9, 2.1],
         "X": [71.5, 71.2]},
    VF: {"M": [963.5, 3620, 3740, 665, 705, 115, 125, 310, 25, 3610, 861.4, 139.2, 41.5],
         "S": [0.19],
         "P": [2, 5, 1.5, 20, 4.6, 3.1, 59.1, 16.2],
         "X": [55, 65, 3.6, 1142]},
    FW: {"M": [286.4, 1178.9, 25.0, 309.7],
         "S": [2.21, 2.78, 0.52, 0.66, 0.30, 0.14, 0.60, 0.18, 3.05],
         "P": [4.1, 3.2, 3.6, 41.2, 42.3, 1.0, 45],
         "X": [0.2]},
    PB: {"M": [196.4, 61.8, 43.1, 648.9, 25, 35, 2512.3, 662.8, 142.6, 8.9],
         "S": [0.98, 1.02, 0.31, 0.075],
         "P": [3.1, 7, 4.2, 5.9],
         "X": [2.0, 1.9, 1.5, 1.4]},
    PW: {"M": [4, 12, 218.4, 241.7, 990.6, 108.4, 11.3],
         "S": [0.09, 0.33, 1.14, 0.11, 0.19, 0.48, 0.81],
         "P": [6.3, 1.8, 30.6, 14, 19],
         "X": [1.0]},
}
TRAP_OVERLAP_OK = set()

EXPECTED_NEGATIVE = {
    (BF, "revenue_growth", "unspecified", "2026-06-30", "low"), (BF, "revenue_growth", "unspecified", "2026-06-30", "high"),
    (BF, "net_income", "unspecified", "2026-06-30", "low"), (BF, "net_income", "unspecified", "2026-06-30", "high"),
    (BF, "eps", "unspecified", "2026-06-30", "low"), (BF, "eps", "unspecified", "2026-06-30", "high"),
    (BL, "net_income", "GAAP", "2026-12-31", "low"),
    (LW, "eps", "GAAP", "2025-09-30", "low"), (LW, "eps", "GAAP", "2025-09-30", "high"),
    (LW, "eps", "GAAP", "2025-12-31", "low"), (LW, "eps", "GAAP", "2025-12-31", "high"),
    (VF, "revenue_growth", "unspecified", "2025-09-30", "low"), (VF, "revenue_growth", "unspecified", "2025-09-30", "high"),
    (VF, "revenue_growth", "non-GAAP", "2025-09-30", "low"), (VF, "revenue_growth", "non-GAAP", "2025-09-30", "high"),
    (VF, "revenue_growth", "unspecified", "2026-03-31", "low"),
    (PB, "revenue_growth", "non-GAAP", "2026-12-31", "low"), (PB, "revenue_growth", "non-GAAP", "2026-12-31", "high"),
    (PB, "revenue_growth", "unspecified", "2026-12-31", "low"), (PB, "revenue_growth", "unspecified", "2026-12-31", "high"),
    (PB, "revenue_growth", "unspecified", "2026-03-31", "low"), (PB, "revenue_growth", "unspecified", "2026-03-31", "high"),
    (PW, "eps", "GAAP", "2026-01-31", "low"),
}
ONE_SIDED = {
    (WH, "operating_cash_flow", "unspecified", "2025-12-31", "low"),
    (BF, "capex", "unspecified", "2026-06-30", "high"),
    (BL, "free_cash_flow", "non-GAAP", "2026-12-31", "low"),
}


# ---------------------------------------------------------------- how a cell, a row or a sentence maps to gold
def G(metric, basis, period, part="auto", sign=1, scale=1):
    """A printed number (or a cell's numbers) that is gold: `period` is a PERIODS label of the doc;
    `part` is low / high / point, or "auto" (two numbers a range, one a point); the value is
    multiplied by sign * scale."""
    return ("G", metric, basis, period, part, sign, scale)


def PM(metric, basis, period, role, kind="abs", scale=1):
    """A cell of a midpoint-plus-or-minus table: role "mid" (the midpoint) or "tol" (the band;
    kind "abs" in the midpoint's own units, "bp" basis points of a percentage)."""
    return ("PM", metric, basis, period, role, kind, scale)


def TXT(text):
    """A cell that must hold exactly this text (a unit, a basis label, "Unchanged")."""
    return ("TXT", text)


def NAK(metric, basis, period):
    """A dash cell standing where a gold record could be: no number, and no gold for that key."""
    return ("NAK", metric, basis, period)


def L(*specs):
    """A cell whose numbers, in order, take one spec each (like a sentence)."""
    return ("L", specs)


def EQ(col):
    """A reaffirmed cell: its text equals the cell of value column `col`."""
    return ("=", col)


def flips_sign(spec):
    """Whether a spec (or one inside an L cell) turns a printed number negative."""
    if isinstance(spec, tuple) and spec[0] == "L":
        return any(flips_sign(x) for x in spec[1])
    return isinstance(spec, tuple) and spec[0] == "G" and spec[5] < 0


DECLINE = re.compile(r"declin|decreas|\bdown\b|lower|reduc", re.I)


T = "T"    # every number is a listed trap
NA = "-"   # a dash or label cell: no number
Mn, Bn = 1e6, 1e9
GL, GH, GP = "low", "high", "point"

TABLES = [
    {"id": "windhaven-outlook", "doc": WH, "html": "Compared with August 5, 2025 outlook", "labels": 1,
     "header": [["Measure", "Unit", "From", "To", "Compared with August 5, 2025 outlook"]],
     "rows": {
         "Total revenues": [TXT("$ millions"), G("revenue", "unspecified", "FY2025", GL, scale=Mn),
                            G("revenue", "unspecified", "FY2025", GH, scale=Mn), T],
         "Selling, general and administrative expenses": [TXT("$ millions"),
                                                          G("operating_expenses", "unspecified", "FY2025", GL, scale=Mn),
                                                          G("operating_expenses", "unspecified", "FY2025", GH, scale=Mn),
                                                          TXT("Unchanged")],
         "Net income attributable to common stockholders (GAAP)": [TXT("$ millions"), G("net_income", "GAAP", "FY2025", GL, scale=Mn),
                                                                   G("net_income", "GAAP", "FY2025", GH, scale=Mn), T],
         "Diluted earnings per share (GAAP)": [TXT("$ per share"), G("eps", "GAAP", "FY2025", GL), G("eps", "GAAP", "FY2025", GH), T],
         "Adjusted diluted earnings per share": [TXT("$ per share"), G("eps", "non-GAAP", "FY2025", GL),
                                                 G("eps", "non-GAAP", "FY2025", GH), T],
         "Effective tax rate": [TXT("%"), G("tax_rate", "unspecified", "FY2025", GL), G("tax_rate", "unspecified", "FY2025", GH),
                                TXT("Unchanged")],
         "Capital expenditures (aircraft purchases)": [TXT("$ billions"), G("capex", "unspecified", "FY2025", GL, scale=Bn),
                                                       G("capex", "unspecified", "FY2025", GH, scale=Bn), T],
         "Gains on aircraft sales": [TXT("$ millions"), T, T, T],
     }},
    {"id": "roadmark-capex", "doc": RM, "after": "2025 guidance",
     "header": ["Low", "High"],
     "rows": {
         "Digital billboard conversions and\nnew digital structures": [T, T],
         "Maintenance": [T, T],
         "Land and buildings": [T, T],
         "Total capital expenditures": [G("capex", "unspecified", "FY2025", GL, scale=Mn),
                                        G("capex", "unspecified", "FY2025", GH, scale=Mn)],
     }},
    {"id": "lumacrest-outlook", "doc": LC, "html": "Prior year actual", "labels": 1,
     "header": [["", "First quarter fiscal 2026 (ending November 30, 2025)", "First quarter fiscal 2026 (ending November 30, 2025)",
                 "Fiscal 2026 (ending August 31, 2026)", "Fiscal 2026 (ending August 31, 2026)",
                 "Fiscal 2026 (ending August 31, 2026)", "Fiscal 2026 (ending August 31, 2026)"],
                ["", "Net sales ($ millions)", "Adjusted diluted EPS", "Net sales ($ millions)", "Net sales growth",
                 "GAAP diluted EPS", "Adjusted diluted EPS"]],
     "rows": {
         "Low": [G("revenue", "unspecified", "Q1 FY2026", GL, scale=Mn), G("eps", "non-GAAP", "Q1 FY2026", GL),
                 G("revenue", "unspecified", "FY2026", GL, scale=Mn), G("revenue_growth", "unspecified", "FY2026", GL),
                 G("eps", "GAAP", "FY2026", GL), G("eps", "non-GAAP", "FY2026", GL)],
         "High": [G("revenue", "unspecified", "Q1 FY2026", GH, scale=Mn), G("eps", "non-GAAP", "Q1 FY2026", GH),
                  G("revenue", "unspecified", "FY2026", GH, scale=Mn), G("revenue_growth", "unspecified", "FY2026", GH),
                  G("eps", "GAAP", "FY2026", GH), G("eps", "non-GAAP", "FY2026", GH)],
         "Prior year actual": [T, T, T, T, T, T],
     }},
    {"id": "brackenfield-outlook", "doc": BF, "after": "Fiscal 2026 outlook",
     "header": ["Low", "High", "Fiscal 2025 actual"],
     "rows": {
         "Revenue": [G("revenue", "unspecified", "FY2026", GL, scale=Mn), G("revenue", "unspecified", "FY2026", GH, scale=Mn), T],
         "Commercial": [T, T, T],
         "Broadcasting": [T, T, T],
         "Matchday": [T, T, T],
         "Adjusted operating expenses(1)": [G("operating_expenses", "non-GAAP", "FY2026", GL, scale=Mn),
                                            G("operating_expenses", "non-GAAP", "FY2026", GH, scale=Mn), T],
         "Adjusted EBITDA(1)": [G("ebitda", "non-GAAP", "FY2026", GL, scale=Mn), G("ebitda", "non-GAAP", "FY2026", GH, scale=Mn), T],
         "Net loss": [G("net_income", "unspecified", "FY2026", GL, scale=Mn), G("net_income", "unspecified", "FY2026", GH, scale=Mn), T],
     }},
    {"id": "layerwise-outlook", "doc": LW, "html": "Plus or minus", "labels": 1,
     "header": [["Measure", "Third quarter 2025", "Third quarter 2025", "Full year 2025", "Full year 2025"],
                ["Measure", "Midpoint", "Plus or minus", "Midpoint", "Plus or minus"]],
     "rows": {
         "Revenue ($ millions)": [PM("revenue", "unspecified", "Q3 2025", "mid", scale=Mn),
                                  PM("revenue", "unspecified", "Q3 2025", "tol", scale=Mn),
                                  PM("revenue", "unspecified", "FY2025", "mid", scale=Mn),
                                  PM("revenue", "unspecified", "FY2025", "tol", scale=Mn)],
         "Non-GAAP gross margin": [PM("gross_margin", "non-GAAP", "Q3 2025", "mid"), PM("gross_margin", "non-GAAP", "Q3 2025", "tol", "bp"),
                                   PM("gross_margin", "non-GAAP", "FY2025", "mid"), PM("gross_margin", "non-GAAP", "FY2025", "tol", "bp")],
         "Non-GAAP operating expenses ($ millions)": [
             PM("operating_expenses", "non-GAAP", "Q3 2025", "mid", scale=Mn), PM("operating_expenses", "non-GAAP", "Q3 2025", "tol", scale=Mn),
             PM("operating_expenses", "non-GAAP", "FY2025", "mid", scale=Mn), PM("operating_expenses", "non-GAAP", "FY2025", "tol", scale=Mn)],
         "Adjusted EBITDA ($ millions)": [PM("ebitda", "non-GAAP", "Q3 2025", "mid", scale=Mn), PM("ebitda", "non-GAAP", "Q3 2025", "tol", scale=Mn),
                                          PM("ebitda", "non-GAAP", "FY2025", "mid", scale=Mn), PM("ebitda", "non-GAAP", "FY2025", "tol", scale=Mn)],
         "GAAP diluted EPS": [PM("eps", "GAAP", "Q3 2025", "mid"), PM("eps", "GAAP", "Q3 2025", "tol"),
                              PM("eps", "GAAP", "FY2025", "mid"), PM("eps", "GAAP", "FY2025", "tol")],
         "Non-GAAP diluted EPS": [PM("eps", "non-GAAP", "Q3 2025", "mid"), PM("eps", "non-GAAP", "Q3 2025", "tol"),
                                  PM("eps", "non-GAAP", "FY2025", "mid"), PM("eps", "non-GAAP", "FY2025", "tol")],
         "Capital expenditures ($ millions)": [NAK("capex", "unspecified", "Q3 2025"), NA,
                                               PM("capex", "unspecified", "FY2025", "mid", scale=Mn), NA],
         "Diluted shares (millions)": [T, NA, T, NA],
     }},
    {"id": "valisford-outlook", "doc": VF, "after": "Outlook issued",
     "header": ["Current outlook", "Outlook issued May 21, 2025"],
     "rows": {
         "Net sales ($ billions)": [G("revenue", "unspecified", "FY2026", scale=Bn), T],
         "Net sales growth, constant\ncurrency(1)": [G("revenue_growth", "non-GAAP", "FY2026"), T],
         "Gross margin": [G("gross_margin", "unspecified", "FY2026", GP), EQ(0)],
         "Adjusted EBITDA(1) ($ millions)": [G("ebitda", "non-GAAP", "FY2026", scale=Mn), T],
         "Capital expenditures ($ millions)": [G("capex", "unspecified", "FY2026", scale=Mn), T],
         "Adjusted free cash flow(1)\n($ millions)": [G("free_cash_flow", "non-GAAP", "FY2026", GP, scale=Mn), T],
         "Effective tax rate": [G("tax_rate", "unspecified", "FY2026"), EQ(0)],
     }},
    {"id": "fretwell-outlook", "doc": FW, "html": "Basis</th>", "labels": 2,
     "header": [["Measure", "Basis", "First quarter fiscal 2026 (13 weeks ending December 27, 2025)",
                 "Fiscal 2026 (52 weeks ending September 26, 2026)"]],
     "rows": {
         ("Net sales", "\u2014"): [G("revenue", "unspecified", "Q1 FY2026"), G("revenue", "unspecified", "FY2026")],
         ("Comparable net sales growth", "Non-GAAP"): [G("revenue_growth", "non-GAAP", "Q1 FY2026"),
                                                       G("revenue_growth", "non-GAAP", "FY2026")],
         ("Gross margin", "GAAP"): [G("gross_margin", "GAAP", "Q1 FY2026"), G("gross_margin", "GAAP", "FY2026")],
         ("Gross margin", "Non-GAAP"): [G("gross_margin", "non-GAAP", "Q1 FY2026"), G("gross_margin", "non-GAAP", "FY2026")],
         ("Diluted EPS", "GAAP"): [G("eps", "GAAP", "Q1 FY2026"), G("eps", "GAAP", "FY2026")],
         ("Diluted EPS", "Non-GAAP"): [G("eps", "non-GAAP", "Q1 FY2026"), G("eps", "non-GAAP", "FY2026")],
         ("Effective tax rate", "\u2014"): [NAK("tax_rate", "unspecified", "Q1 FY2026"), G("tax_rate", "unspecified", "FY2026")],
         ("Capital expenditures", "\u2014"): [NAK("capex", "unspecified", "Q1 FY2026"), G("capex", "unspecified", "FY2026", GP)],
     }},
    {"id": "pressbury-guidance", "doc": PB, "after": "2026 GUIDANCE",
     "header": ["2026 Guidance", "2025 Actual"],
     "rows": {
         "Organic net sales change(a)": [L(G("revenue_growth", "non-GAAP", "FY2026", GH, -1),
                                           G("revenue_growth", "non-GAAP", "FY2026", GL, -1)), T],
         "Adjusted EBITDA(b)": [G("ebitda", "non-GAAP", "FY2026"), T],
         "Free Cash Flow(b)": [G("free_cash_flow", "non-GAAP", "FY2026"), T],
         "Capital expenditures": [G("capex", "unspecified", "FY2026"), T],
         "Adjusted diluted EPS(b)": [G("eps", "non-GAAP", "FY2026"), T],
         "Year-end Net Debt Leverage\nRatio(b)": [T, T],
     }},
    {"id": "pedalwick-outlook", "doc": PW, "html": "Adjusted gross margin", "labels": 1, "sectioned": True,
     "header": [["", "Low", "High"]],
     "rows": {
         ("Net sales ($ millions)", "First quarter fiscal 2026"): [G("revenue", "unspecified", "Q1 FY2026", GL, scale=Mn),
                                                                   G("revenue", "unspecified", "Q1 FY2026", GH, scale=Mn)],
         ("Net sales ($ millions)", "Fiscal 2026"): [G("revenue", "unspecified", "FY2026", GL, scale=Mn),
                                                     G("revenue", "unspecified", "FY2026", GH, scale=Mn)],
         ("Adjusted gross margin", "Fiscal 2026"): [G("gross_margin", "non-GAAP", "FY2026", GL), G("gross_margin", "non-GAAP", "FY2026", GH)],
         ("Adjusted EBITDA ($ millions)", "First quarter fiscal 2026"): [G("ebitda", "non-GAAP", "Q1 FY2026", GL, scale=Mn),
                                                                         G("ebitda", "non-GAAP", "Q1 FY2026", GH, scale=Mn)],
         ("Adjusted EBITDA ($ millions)", "Fiscal 2026"): [G("ebitda", "non-GAAP", "FY2026", GL, scale=Mn),
                                                           G("ebitda", "non-GAAP", "FY2026", GH, scale=Mn)],
         ("GAAP diluted EPS", "First quarter fiscal 2026"): [G("eps", "GAAP", "Q1 FY2026", GL), G("eps", "GAAP", "Q1 FY2026", GH)],
         ("GAAP diluted EPS", "Fiscal 2026"): [G("eps", "GAAP", "FY2026", GL), G("eps", "GAAP", "FY2026", GH)],
         ("Adjusted diluted EPS", "First quarter fiscal 2026"): [G("eps", "non-GAAP", "Q1 FY2026", GL), G("eps", "non-GAAP", "Q1 FY2026", GH)],
         ("Adjusted diluted EPS", "Fiscal 2026"): [G("eps", "non-GAAP", "FY2026", GL), G("eps", "non-GAAP", "FY2026", GH)],
     }},
]

# Outlook sentences: (doc, text as printed, footnote markers left out, whitespace free) and one spec per
# number in it, in order.
SENTENCES = [
    (WH, "Raises 2025 adjusted diluted earnings per share outlook to $8.55 to $8.90",
     [G("eps", "non-GAAP", "FY2025", GL), G("eps", "non-GAAP", "FY2025", GH)]),
    (WH, "which together are expected to be about $0.45 per diluted share in 2025", [T]),
    (WH, "Both per-share ranges include about $0.22 per diluted share from the insurance settlement", [T]),
    (WH, "Windhaven expects cash flow from operating activities of at least $1.9 billion in 2025",
     [G("operating_cash_flow", "unspecified", "FY2025", GL)]),
    (WH, "an average monthly lease rate factor of about 0.71%; a change of 1 basis point in that factor would move annual "
         "revenues by about $14 million", [T, T, T]),
    (WH, "For 2026, Windhaven expects total revenues of $3.35 billion to $3.45 billion and capital expenditures for aircraft "
         "purchases of approximately $5.5 billion as deliveries from the manufacturers recover, and it expects adjusted diluted "
         "earnings per share to grow 5% to 8%",
     [G("revenue", "unspecified", "FY2026", GL), G("revenue", "unspecified", "FY2026", GH), G("capex", "unspecified", "FY2026", GP),
      G("eps_growth", "non-GAAP", "FY2026", GL), G("eps_growth", "non-GAAP", "FY2026", GH)]),
    (WH, "compares with an analysts' consensus estimate of $8.52", [T]),
    (WH, "continues to target a return on equity of 12% by 2027", [T]),
    (RM, "net revenues of $2,330 million to $2,370 million (previously $2,300 million to $2,360 million);",
     [G("revenue", "unspecified", "FY2025", GL), G("revenue", "unspecified", "FY2025", GH), T, T]),
    (RM, "Adjusted EBITDA of $1,090 million to $1,110 million (previously $1,075 million to $1,100 million);",
     [G("ebitda", "non-GAAP", "FY2025", GL), G("ebitda", "non-GAAP", "FY2025", GH), T, T]),
    (RM, "GAAP net income of $525 million to $538 million, or $5.12 to $5.24 per diluted share (previously $5.05 to $5.20 per "
         "diluted share);",
     [G("net_income", "GAAP", "FY2025", GL), G("net_income", "GAAP", "FY2025", GH), G("eps", "GAAP", "FY2025", GL),
      G("eps", "GAAP", "FY2025", GH), T, T]),
    (RM, "diluted AFFO per share of $8.05 to $8.20 (previously $7.95 to $8.15); and", [T, T, T, T]),
    (RM, "free cash flow of $690 million to $720 million.",
     [G("free_cash_flow", "non-GAAP", "FY2025", GL), G("free_cash_flow", "non-GAAP", "FY2025", GH)]),
    (RM, "Total capital expenditures for 2025 are expected to be $150 million to $160 million",
     [G("capex", "unspecified", "FY2025", GL), G("capex", "unspecified", "FY2025", GH)]),
    (RM, "For the third quarter of 2025, Roadmark expects net revenues of $588 million to $598 million, an increase of 2% to 4% on "
         "an organic basis, Adjusted EBITDA of $280 million to $288 million and net income per diluted share of $1.38 to $1.44",
     [G("revenue", "unspecified", "Q3 2025", GL), G("revenue", "unspecified", "Q3 2025", GH),
      G("revenue_growth", "non-GAAP", "Q3 2025", GL), G("revenue_growth", "non-GAAP", "Q3 2025", GH),
      G("ebitda", "non-GAAP", "Q3 2025", GL), G("ebitda", "non-GAAP", "Q3 2025", GH),
      G("eps", "unspecified", "Q3 2025", GL), G("eps", "unspecified", "Q3 2025", GH)]),
    (RM, "Net revenues were $571.8 million in the third quarter of 2024", [T]),
    (RM, "The guidance assumes interest expense, net, of $165 million to $170 million for the year", [T, T]),
    (RM, "The analysts' consensus for 2025 diluted AFFO per share was $8.09 before this release", [T]),
    (RM, "Acquisitions are expected to add about $9 million to third-quarter net revenues", [T]),
    (LC, "For fiscal 2026, the Company also expects an adjusted operating profit margin of 17.6% to 18.2%, an effective income tax "
         "rate of approximately 23%, capital expenditures of $90 million to $100 million and free cash flow of $540 million to "
         "$580 million",
     [G("operating_margin", "non-GAAP", "FY2026", GL), G("operating_margin", "non-GAAP", "FY2026", GH),
      G("tax_rate", "unspecified", "FY2026", GP), G("capex", "unspecified", "FY2026", GL), G("capex", "unspecified", "FY2026", GH),
      G("free_cash_flow", "non-GAAP", "FY2026", GL), G("free_cash_flow", "non-GAAP", "FY2026", GH)]),
    (LC, "For the first half of fiscal 2026, which ends February 28, 2026, Lumacrest expects net sales of $2.08 billion to $2.16 "
         "billion", [G("revenue", "unspecified", "1H FY2026", GL), G("revenue", "unspecified", "1H FY2026", GH)]),
    (LC, "which the Company expects to total about $0.70 per share in the first quarter and $3.80 per share in fiscal 2026", [T, T]),
    (LC, "The outlook includes about $0.55 per share of net tariff costs", [T]),
    (LC, "compares with the analysts' consensus estimate of $19.10", [T]),
    (LC, "Lumacrest targets an adjusted operating profit margin of 20%", [T]),
    (BF, "Revenue is expected to decline 4% to 7% from fiscal 2025, with broadcasting revenue down about $50 million",
     [G("revenue_growth", "unspecified", "FY2026", GH, -1), G("revenue_growth", "unspecified", "FY2026", GL, -1), T]),
    (BF, "Net loss per share is expected to be $(0.21) to $(0.09).",
     [G("eps", "unspecified", "FY2026", GL), G("eps", "unspecified", "FY2026", GH)]),
    (BF, "Net cash provided by operating activities is expected to be $150 million to $180 million, and capital expenditure on "
         "property, plant and equipment is expected to be no more than $95 million",
     [G("operating_cash_flow", "unspecified", "FY2026", GL), G("operating_cash_flow", "unspecified", "FY2026", GH),
      G("capex", "unspecified", "FY2026", GH)]),
    (BF, "Net spending on player registrations is expected to be $190 million to $230 million", [T, T]),
    (BF, "the Company expects revenue of $390 million to $405 million and Adjusted EBITDA of $88 million to $98 million, compared "
         "with revenue of $436.8 million and Adjusted EBITDA of $104.3 million",
     [G("revenue", "unspecified", "1H FY2026", GL), G("revenue", "unspecified", "1H FY2026", GH),
      G("ebitda", "non-GAAP", "1H FY2026", GL), G("ebitda", "non-GAAP", "1H FY2026", GH), T, T]),
    (BF, "would reduce league merit payments by about $3 million", [T]),
    (BF, "Analysts expected fiscal 2026 revenue of $871 million on average", [T]),
    (BL, "In January, Budleigh said it expected 2026 revenue of approximately $1.2 billion", [T]),
    (BL, "Revenue of $1.18 billion to $1.24 billion, growth of 2% to 7% over 2025;",
     [G("revenue", "unspecified", "FY2026", GL), G("revenue", "unspecified", "FY2026", GH),
      G("revenue_growth", "unspecified", "FY2026", GL), G("revenue_growth", "unspecified", "FY2026", GH)]),
    (BL, "Gross margin of 50% to 52%;", [G("gross_margin", "unspecified", "FY2026", GL), G("gross_margin", "unspecified", "FY2026", GH)]),
    (BL, "Adjusted EBITDA of $330 million to $360 million;", [G("ebitda", "non-GAAP", "FY2026", GL), G("ebitda", "non-GAAP", "FY2026", GH)]),
    (BL, "GAAP net income (loss) of $(20) million to $10 million;",
     [G("net_income", "GAAP", "FY2026", GL), G("net_income", "GAAP", "FY2026", GH)]),
    (BL, "Cash flow from operations of $260 million to $300 million;",
     [G("operating_cash_flow", "unspecified", "FY2026", GL), G("operating_cash_flow", "unspecified", "FY2026", GH)]),
    (BL, "Capital expenditures of $70 million to $90 million; and",
     [G("capex", "unspecified", "FY2026", GL), G("capex", "unspecified", "FY2026", GH)]),
    (BL, "Free cash flow of at least $180 million.", [G("free_cash_flow", "non-GAAP", "FY2026", GL)]),
    (BL, "The effective tax rate is expected to be approximately 60%, because Section 280E",
     [G("tax_rate", "unspecified", "FY2026", GP), T]),
    (BL, "wholesale price compression of 8% to 10%, and about $35 million of revenue", [T, T, T]),
    (BL, "Budleigh plans to open 10 to 14 dispensaries in 2026", [T, T]),
    (BL, "For the first quarter of 2026, Budleigh expects revenue of $282 million to $292 million and Adjusted EBITDA of $76 million "
         "to $82 million, compared with $296.5 million and $86.4 million in the fourth quarter of 2025",
     [G("revenue", "unspecified", "Q1 2026", GL), G("revenue", "unspecified", "Q1 2026", GH),
      G("ebitda", "non-GAAP", "Q1 2026", GL), G("ebitda", "non-GAAP", "Q1 2026", GH), T, T]),
    (BL, "Analysts' consensus for 2026 revenue was $1.23 billion", [T]),
    (LW, "the outlook calls for a GAAP net loss per share of $(0.15) to $(0.09) for the third quarter and $(0.47) to $(0.35) for "
         "the full year",
     [G("eps", "GAAP", "Q3 2025", GL), G("eps", "GAAP", "Q3 2025", GH), G("eps", "GAAP", "FY2025", GL), G("eps", "GAAP", "FY2025", GH)]),
    (LW, "replaces the outlook the Company gave in May of revenue of $490 million plus or minus $15 million", [T, T]),
    (LW, "exclude stock-based compensation of about $6.8 million a quarter, amortization of acquired intangible assets of about "
         "$4.2 million a quarter", [T, T]),
    (LW, "The outlook includes about 50 basis points of gross margin pressure", [T]),
    (LW, "deliver $30 million of annualized cost savings", [T]),
    (LW, "Analysts' consensus for third-quarter revenue was $121.3 million", [T]),
    (VF, "Valisford expects net sales between $905 million and $935 million, a decline of 3% to 6% on a reported basis and a "
         "decline of 1% to 4% in constant currency, and Adjusted EBITDA in the range of $150 million to $165 million",
     [G("revenue", "unspecified", "Q2 FY2026", GL), G("revenue", "unspecified", "Q2 FY2026", GH),
      G("revenue_growth", "unspecified", "Q2 FY2026", GH, -1), G("revenue_growth", "unspecified", "Q2 FY2026", GL, -1),
      G("revenue_growth", "non-GAAP", "Q2 FY2026", GH, -1), G("revenue_growth", "non-GAAP", "Q2 FY2026", GL, -1),
      G("ebitda", "non-GAAP", "Q2 FY2026", GL), G("ebitda", "non-GAAP", "Q2 FY2026", GH)]),
    (VF, "Net sales in the second quarter of fiscal 2025 were $963.5 million", [T]),
    (VF, "fiscal 2026 net sales are expected to range from a 1% decline to a 1% increase, including a currency headwind of about "
         "1.5 percentage points",
     [G("revenue_growth", "unspecified", "FY2026", GL, -1), G("revenue_growth", "unspecified", "FY2026", GH), T]),
    (VF, "expected to cost about $25 million before mitigation", [T]),
    (VF, "The Company plans 55 to 65 net new company-operated stores", [T, T]),
    (VF, "consensus for fiscal 2026 net sales was $3.61 billion", [T]),
    (VF, "target an Adjusted EBITDA margin of 20% by fiscal 2028", [T]),
    (FW, "about 1.0 percentage point of gross margin and about $0.14 per share in the first quarter and $0.60 per share in fiscal "
         "2026", [T, T, T]),
    (FW, "The outlook includes about $0.18 per share of tariff costs", [T]),
    (FW, "Net sales in the first quarter of fiscal 2025 were $309.7 million", [T]),
    (FW, "compares with the analysts' consensus of $3.05", [T]),
    (FW, "Fretwell targets a non-GAAP gross margin of 45%", [T]),
    (PB, "On a reported basis, net sales are expected to decline 8% to 12%, to between $2.21 billion and $2.31 billion, and GAAP "
         "diluted earnings per share are expected to be $0.25 to $0.55",
     [G("revenue_growth", "unspecified", "FY2026", GH, -1), G("revenue_growth", "unspecified", "FY2026", GL, -1),
      G("revenue", "unspecified", "FY2026", GL), G("revenue", "unspecified", "FY2026", GH),
      G("eps", "GAAP", "FY2026", GL), G("eps", "GAAP", "FY2026", GH)]),
    (PB, "The adjusted effective tax rate is expected to be 25% to 27%",
     [G("tax_rate", "non-GAAP", "FY2026", GL), G("tax_rate", "non-GAAP", "FY2026", GH)]),
    (PB, "For the first quarter of 2026, net sales are expected to decline 10% to 13% from the $648.9 million reported in the first "
         "quarter of 2025",
     [G("revenue_growth", "unspecified", "Q1 2026", GH, -1), G("revenue_growth", "unspecified", "Q1 2026", GL, -1), T]),
    (PB, "raises marketing mail prices about 7% in July, and it includes restructuring cash payments of $25 million to $35 million",
     [T, T, T]),
    (PB, "consensus for 2026 adjusted diluted EPS was $1.02", [T]),
    (PB, "target a Net Debt Leverage Ratio of 1.5x to 2.0x", [T, T]),
    (PW, "Net sales for fiscal 2026 are expected to grow 3% to 9%, led by electric bikes",
     [G("revenue_growth", "unspecified", "FY2026", GL), G("revenue_growth", "unspecified", "FY2026", GH)]),
    (PW, "Pedalwick expects capital expenditures of approximately $28 million, other income, net, of approximately $6 million, "
         "including an expected gain of about $4 million on the sale of its Tucson warehouse, and an effective tax rate of 24% to 26%",
     [G("capex", "unspecified", "FY2026", GP), G("other_income", "unspecified", "FY2026", GP), T,
      G("tax_rate", "unspecified", "FY2026", GL), G("tax_rate", "unspecified", "FY2026", GH)]),
    (PW, "about $0.09 per share in the first quarter and $0.33 per share in fiscal 2026", [T, T]),
    (PW, "The outlook includes about $12 million of tariff costs", [T]),
    (PW, "First-quarter net sales in fiscal 2025 were $218.4 million", [T]),
    (PW, "consensus for fiscal 2026 adjusted diluted EPS was $1.14", [T]),
]

# Gold(first) - gold(second) equals the printed adjustment at both ends.
DIFFS = [
    (WH, ("eps", "non-GAAP", "FY2025"), ("eps", "GAAP", "FY2025"), 0.45, "about $0.45 per diluted share in 2025"),
    (LC, ("eps", "non-GAAP", "FY2026"), ("eps", "GAAP", "FY2026"), 3.80, "$3.80 per share in fiscal 2026"),
    (FW, ("eps", "non-GAAP", "Q1 FY2026"), ("eps", "GAAP", "Q1 FY2026"), 0.14, "about $0.14 per share in the first quarter"),
    (FW, ("eps", "non-GAAP", "FY2026"), ("eps", "GAAP", "FY2026"), 0.60, "$0.60 per share in fiscal 2026"),
    (FW, ("gross_margin", "non-GAAP", "Q1 FY2026"), ("gross_margin", "GAAP", "Q1 FY2026"), 1.0, "about 1.0 percentage point of gross margin"),
    (FW, ("gross_margin", "non-GAAP", "FY2026"), ("gross_margin", "GAAP", "FY2026"), 1.0, "about 1.0 percentage point of gross margin"),
    (PW, ("eps", "non-GAAP", "Q1 FY2026"), ("eps", "GAAP", "Q1 FY2026"), 0.09, "about $0.09 per share in the first quarter"),
    (PW, ("eps", "non-GAAP", "FY2026"), ("eps", "GAAP", "FY2026"), 0.33, "$0.33 per share in fiscal 2026"),
]

# Rows of a table that add up to a total row, in every value column: (table id, parts, total).
SUMS = [
    ("roadmark-capex", ["Digital billboard conversions and\nnew digital structures", "Maintenance", "Land and buildings"],
     "Total capital expenditures"),
    ("brackenfield-outlook", ["Commercial", "Broadcasting", "Matchday"], "Revenue"),
]

# Outlook regions (start, end) of the text with footnote markers removed and whitespace collapsed.
REGIONS = {
    WH: [("Raises 2025 adjusted diluted earnings per share outlook", "Took delivery"),
         ("2025 Outlook Windhaven", "WINDHAVEN AIRCRAFT LEASING CORP. Reconciliation")],
    RM: [("2025 GUIDANCE Roadmark", "RECONCILIATION OF NET INCOME TO ADJUSTED EBITDA")],
    LC: [("Fiscal 2026 Outlook The table shows", "LUMACREST LIGHTING, INC. Reconciliation")],
    BF: [("FISCAL 2026 OUTLOOK The men's", "RECONCILIATION OF NET LOSS TO ADJUSTED EBITDA")],
    BL: [("2026 OUTLOOK In January", "RECONCILIATION OF NET INCOME (LOSS)")],
    LW: [("Outlook Layerwise gives", "LAYERWISE ADDITIVE, INC. Reconciliation")],
    VF: [("OUTLOOK For the second quarter", "RECONCILIATION OF PROFIT FOR THE PERIOD")],
    FW: [("Fiscal 2026 Outlook Fiscal 2026 is", "FRETWELL INSTRUMENTS, INC. Reconciliation")],
    PB: [("2026 GUIDANCE 2026 Guidance", "RECONCILIATION OF NET EARNINGS")],
    PW: [("Fiscal 2026 Outlook Low High", "PEDALWICK CYCLE CORPORATION Reconciliation")],
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
    cands = {a, a / 1e6, a / 1e9, a / 1e3, a * 1e3, a * 100}
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
    """Compares the parts a source (a sentence, a table) gives each gold key with the gold."""
    for (metric, basis, end), p in parts.items():
        if {"low", "high"} <= set(p) and "point" not in p:
            gi.want_range(doc, metric, basis, end, p["low"], p["high"], what)
        elif set(p) == {"point"}:
            gi.want_point(doc, metric, basis, end, p["point"], what)
        elif set(p) in ({"low"}, {"high"}):
            gi.want_bound(doc, metric, basis, end, p.get("low"), p.get("high"), what)
        else:
            err(f"{doc}: {what} gives {metric} {basis} {end} the parts {sorted(p)}")


def put(doc, parts, key, k, v, what):
    if k in parts.setdefault(key, {}):
        err(f"{doc}: {what} gives {key[0]} {key[1]} {key[2]} a second {k}")
    parts[key][k] = v


def apply(doc, spec, vals, parts, what):
    """Puts the numbers of one cell or sentence piece into `parts` by its spec."""
    if spec == T:
        if not vals:
            err(f"{doc}: {what} should hold trap numbers, has none")
        for v in vals:
            if not trap_match(doc, v):
                err(f"{doc}: {what}: {v} is not a listed trap")
        return
    if spec == NA:
        if vals:
            err(f"{doc}: {what} should hold no number, has {vals}")
        return
    kind = spec[0]
    if kind == "NAK":
        if vals:
            err(f"{doc}: {what} should hold no number, has {vals}")
        gi.want_none(doc, spec[1], spec[2], end_of(doc, spec[3]), f"a dash ({what})")
        return
    if kind == "L":
        if len(vals) != len(spec[1]):
            err(f"{doc}: {what} has {len(vals)} numbers {vals}, spec lists {len(spec[1])}")
            return
        for s, v in zip(spec[1], vals):
            apply(doc, s, [v], parts, what)
        return
    if kind == "PM":
        _, metric, basis, period, role, pkind, scale = spec
        if len(vals) != 1:
            err(f"{doc}: {what} should hold one number for the {role}, has {vals}")
            return
        v = vals[0] / 100 if pkind == "bp" else vals[0]
        put(doc, parts, (metric, basis, end_of(doc, period)), role, round(v * scale, 9), what)
        return
    _, metric, basis, period, part, sign, scale = spec
    key = (metric, basis, end_of(doc, period))
    vals = [round(v * sign * scale, 9) for v in vals]
    if part == "auto":
        if len(vals) == 2:
            part_vals = {"low": vals[0], "high": vals[1]}
        elif len(vals) == 1:
            part_vals = {"point": vals[0]}
        else:
            err(f"{doc}: {what} should hold one or two numbers, has {vals}")
            return
    else:
        if len(vals) != 1:
            err(f"{doc}: {what} should hold one number for the {part}, has {vals}")
            return
        part_vals = {part: vals[0]}
    for k, v in part_vals.items():
        put(doc, parts, key, k, v, what)


def resolve_bands(doc, parts, what):
    """Midpoint and band -> low and high (or a lone midpoint -> point); the computed bounds are
    added to the release's printed values, since the check found them in the table."""
    for key, p in parts.items():
        if "mid" not in p and "tol" not in p:
            continue
        if "mid" not in p or set(p) - {"mid", "tol"}:
            err(f"{doc}: {what} gives {key} the parts {sorted(p)}")
            continue
        mid = p.pop("mid")
        if "tol" in p:
            tol = p.pop("tol")
            if tol <= 0:
                err(f"{doc}: {what} band for {key} is {tol}")
            p["low"], p["high"] = round(mid - tol, 9), round(mid + tol, 9)
            for v in (p["low"], p["high"]):
                if doc in by_doc:
                    by_doc[doc][2].add(round(abs(v) / (1e6 if key[0] not in PCT_METRICS | {"eps"} else 1), 6))
        else:
            p["point"] = mid


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
        nh = len(tb["header"])
        if mat[:nh] != tb["header"]:
            err(f"{doc}: {tid} header {mat[:nh]} != {tb['header']}")
        section = None
        for r_ in mat[nh:]:
            if len(set(r_)) == 1:
                if not tb.get("sectioned") or numbers(r_[0]):
                    err(f"{doc}: {tid} has an unlisted spanning row {r_[0]!r}")
                section = r_[0]
                continue
            label = r_[0] if k == 1 else tuple(r_[:k])
            if tb.get("sectioned"):
                label = (section, label)
            if label in cells:
                err(f"{doc}: {tid} repeats row {label!r}")
            cells[label] = r_[k:]
    else:
        text = by_doc[doc][1] if doc in by_doc else ""
        if text.find(tb["after"]) < 0:
            err(f"{doc}: {tid} heading {tb['after']!r} not found")
        for label in tb["rows"]:
            c = layout_row(text, label, tb["after"])
            if c is not None:
                cells[label] = c
    TABLE_CELLS[tid] = cells
    if set(cells) != set(tb["rows"]):
        err(f"{doc}: {tid} rows read {sorted(map(str, cells))}, spec lists {sorted(map(str, tb['rows']))}")
    ncol = len(tb["header"][-1]) - tb.get("labels", 0) if "html" in tb else len(tb["header"])
    parts = {}
    for label, specs in tb["rows"].items():
        row = cells.get(label)
        if row is None:
            continue
        if len(row) != ncol or len(specs) != ncol:
            err(f"{doc}: {tid} row {label!r} has {len(row)} cells {row}, expected {ncol}")
            continue
        for j, (spec, cell) in enumerate(zip(specs, row)):
            what = f"{tid} {label!r} column {j}"
            if isinstance(spec, tuple) and spec[0] == "=":
                if cell != row[spec[1]]:
                    err(f"{doc}: {what} {cell!r} should repeat {row[spec[1]]!r}")
                continue
            if isinstance(spec, tuple) and spec[0] == "TXT":
                if cell != spec[1]:
                    err(f"{doc}: {what} is {cell!r}, expected {spec[1]!r}")
                continue
            if flips_sign(spec) and not DECLINE.search(cell):
                err(f"{doc}: {what} {cell!r} is read as a decline but says no decline")
            apply(doc, spec, numbers(cell), parts, what)
    resolve_bands(doc, parts, f"table {tid}")
    compare(doc, parts, f"table {tid}")

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
    if any(flips_sign(x) for x in specs) and not DECLINE.search(s):
        err(f"{doc}: sentence {snippet[:50]!r} is read as a decline but says no decline")
    parts = {}
    for spec, v in zip(specs, vals):
        apply(doc, spec, [v], parts, f"sentence {snippet[:40]!r}")
    compare(doc, parts, f"sentence {snippet[:50]!r}")

for doc, a, b, amount, phrase in DIFFS:
    if norm(phrase) not in flat.get(doc, ""):
        err(f"{doc}: adjustment phrase not found: {phrase[:60]!r}")
    if not trap_match(doc, amount):
        err(f"{doc}: the adjustment {amount} is not a listed trap")
    ga = idx.get((doc, a[0], a[1], end_of(doc, a[2])))
    gb = idx.get((doc, b[0], b[1], end_of(doc, b[2])))
    if not ga or not gb or ga["low"] is None or gb["low"] is None:
        err(f"{doc}: {a} or {b} is not a gold range")
        continue
    for k in ("low", "high"):
        if abs((ga[k] - gb[k]) - amount) > 1e-6 * max(1.0, abs(amount)):
            err(f"{doc}: {a[0]} {a[1]} minus {b[1]} {k} is {ga[k] - gb[k]:.4f}, the printed adjustment is {amount}")

for tid, part_rows, total in SUMS:
    cells = TABLE_CELLS.get(tid, {})
    try:
        for j in range(len(cells[total])):
            got = sum(numbers(cells[p][j])[0] for p in part_rows)
            if abs(got - numbers(cells[total][j])[0]) > 1e-6:
                err(f"{tid}: column {j} parts add to {got:.3f}, total {cells[total][j]}")
    except (KeyError, IndexError):
        err(f"{tid}: cannot add up {part_rows} -> {total}")

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
            if v == 0.0 and re.search(r"\bflat\b", text[a:b]) and gold_match(doc, 0.0):
                continue
            if not gold_match(doc, v) and not trap_match(doc, v):
                err(f"{doc}: {v} in the outlook region {start!r} is neither gold nor a listed trap")

# ---------------------------------------------------------------- the shared checks (values printed, signs, traps, calendars)
per_split = goldcheck.check_set(
    DATA, docs, gold, by_doc, order=ORDER, expected_counts=EXPECTED_COUNTS, expected_split_counts=EXPECTED_SPLIT_COUNTS,
    total_range=(100, 120), traps=TRAPS, trap_overlap_ok=TRAP_OVERLAP_OK, expected_negative=EXPECTED_NEGATIVE,
    unit_key=UNIT_KEY, calendars=CALENDARS, metrics=METRICS, units=UNITS, bases=BASES, pct_metrics=PCT_METRICS,
    file_types={".htm": 5, ".txt": 5}, one_sided=True,
)
gi.all_confirmed()

# ---------------------------------------------------------------- one-sided records, bases, periods
got_one = {(r.get("doc"), r.get("metric"), r.get("basis"), r.get("period_end_hint"), "low" if r.get("low") is not None else "high")
           for r in gold if r.get("point") is None and (r.get("low") is None) != (r.get("high") is None)}
if got_one != ONE_SIDED:
    err(f"one-sided records {sorted(got_one ^ ONE_SIDED)} differ from NOTES.md")
if len(got_one) > 3:
    err(f"{len(got_one)} one-sided records, at most 3 allowed")
for doc in ORDER:
    c = Counter(r.get("basis") for r in gold if r.get("doc") == doc)
    if (c["GAAP"], c["non-GAAP"], c["unspecified"]) != BASIS_COUNTS[doc]:
        err(f"{doc}: basis counts {(c['GAAP'], c['non-GAAP'], c['unspecified'])}, NOTES.md says {BASIS_COUNTS[doc]}")
    ends = {r.get("period_end_hint") for r in gold if r.get("doc") == doc}
    if not ends <= set(PERIODS[doc].values()):
        err(f"{doc}: gold ends {sorted(ends - set(PERIODS[doc].values()))} are not periods the release guides")
    if ends != set(PERIODS[doc].values()):
        err(f"{doc}: guided periods {sorted(set(PERIODS[doc].values()) - ends)} have no gold")
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
    if not any(h[0] in mine and (h[0], "revenue", "unspecified", h[1]) in idx for h in HALF_YEARS):
        err(f"{sp}: has no half-year guide")
if sum(EXPECTED_FYE[d] != "1231" for d in ORDER) < 5:
    err("fewer than five non-December fiscal years")
if not any(EXPECTED_FYE[d] in ("0630", "0930") for d in ORDER) or not CALENDARS:
    err("needs a June or September year and a 52/53-week year")

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
FC = CALENDARS[FW]
facts = [
    (year_end("0930", 2024, FC), D(2024, 9, 28)),
    (year_end("0930", 2025, FC), D(2025, 9, 27)),
    (year_end("0930", 2026, FC), D(2026, 9, 26)),
    ((year_end("0930", 2026, FC) - year_end("0930", 2025, FC)).days // 7, 52),
    ((year_end("0930", 2023, FC) - year_end("0930", 2022, FC)).days // 7, 53),
    (period_ends("0930", 2026, FC), [D(2025, 12, 27), D(2026, 3, 28), D(2026, 6, 27), D(2026, 9, 26)]),
    (period_ends("0831", 2026, ("month",))[:2], [D(2025, 11, 30), D(2026, 2, 28)]),
    (period_ends("0630", 2026, ("month",))[1], D(2025, 12, 31)),
    (period_ends("0331", 2026, ("month",))[1], D(2025, 9, 30)),
    (period_ends("1031", 2026, ("month",))[0], D(2026, 1, 31)),
]
for got_, want in facts:
    if got_ != want:
        err(f"calendar fact: computed {got_}, NOTES.md says {want}")

print(f"{len(docs)} docs, {len(gold)} gold records, per split {dict(per_split)}")
for e in errors:
    print("ERROR", e)
sys.exit(1 if errors else 0)
