#!/usr/bin/env python3
"""Self-check for the holdout16 gold set (no extractor involved).

MAINTAINERS: this file spells out, cell by cell and sentence by sentence, what every release
prints, the test half's included. Do not read it if you want the test half to stay unseen;
NOTES.md describes only the tune half.

Everything generic comes from tests/gold/goldcheck.py (set_paths, load_jsonl, read_docs,
check_set, GoldIndex, html_matrix, layout_row, numbers, norm, the calendar helpers). The
engine below is holdout16's own and small: each release is described by data only (TABLES,
SENTENCES, STRUCK, DIFFS, SUMS, REGIONS, TRAPS, PERIODS), in a compact spec language:

    a number spec   "metric/B/PER[/part][*M|*B|*K][!]"   B = G (GAAP), N (non-GAAP), U
                    (unspecified); PER a label of PERIODS; part lo / hi / pt (left out: a
                    cell's one or two numbers give a point or a range); *M, *B, *K scale a
                    number printed without its unit word; "!" negates a number printed
                    unsigned ("a loss of $0.06"), and the text must then say loss / decline
    "T"             a listed trap (alone in a cell: every number of the cell is a trap)
    "-"             no number at all (a dash or a word)
    "=N"            a reaffirmed cell: the same text as value column N of the row

What it checks:
- docs.jsonl and gold.jsonl parse; the 10 releases exist (5 .htm, 5 .txt), print their filing
  date and the period ends they state; filings on weekdays; the split alternates tune/test in
  writing order; each split has HTML and layout text, December and non-December years, a
  negative value, a one-sided guide and a half-year guide; at least four non-December years
  and a 52/53-week year;
- layout text looks like `pdftotext -layout`: each page ends with its number, each later page
  starts with a running header "... Page N";
- counts per doc, split, basis; record shape; exactly the ONE_SIDED records are one-sided;
- every gold value is printed; negative values are exactly NEGATIVE and printed as negatives;
  no gold value equals a trap of its unit; every trap is printed (goldcheck.check_set);
- every outlook table is read cell by cell (TABLES): header rows, every row listed, every
  cell's numbers taken by its spec; struck-through text (<s>) holds only traps (STRUCK);
- every outlook sentence (SENTENCES) is printed once and its numbers, in order, follow its
  spec; a sentence or cell whose number is negated must say loss / decline;
- GAAP-to-adjusted gaps equal the printed adjustments (DIFFS); parts add up to totals (SUMS);
- every number inside an outlook region is a gold value of its release or a listed trap;
- every gold record was matched by a table cell or a sentence;
- every period is a guided period on the issuer's calendar, every guided period has gold,
  the reported period has none; the calendar facts of NOTES.md are re-derived.

Run: python3 tests/gold/holdout16/check.py [DIR] [--gold FILE] [--docs FILE]   (exit 1 on errors)
"""
import datetime as dt
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
import goldcheck as gc  # noqa: E402
from goldcheck import err, errors, numbers, norm  # noqa: E402

DATA, GOLD_PATH, DOCS_PATH = gc.set_paths(HERE, __doc__)

BW, SG, SH, DP, GT = ("bastionway-2025-08-06", "slagford-2026-02-17", "slabhouse-2025-08-27", "deckpool-2026-01-29",
                      "gridtally-2025-07-31")
DW, LW, EG, BM, DL = ("dotwarden-2025-07-24", "lingwell-2026-01-14", "emberguard-2026-02-25", "briefmoor-2025-09-23",
                      "docketline-2025-08-05")
ORDER = [BW, SG, SH, DP, GT, DW, LW, EG, BM, DL]
COUNTS = {BW: 12, SG: 11, SH: 13, DP: 14, GT: 14, DW: 13, LW: 13, EG: 11, BM: 10, DL: 12}
SPLIT_COUNTS = {"tune": 62, "test": 61}
BASIS_COUNTS = {BW: (2, 6, 4), SG: (1, 6, 4), SH: (3, 5, 5), DP: (0, 7, 7), GT: (3, 7, 4), DW: (3, 3, 7),
                LW: (0, 5, 8), EG: (1, 6, 4), BM: (2, 5, 3), DL: (4, 5, 3)}
FYE = {BW: "1231", SG: "1231", SH: "0630", DP: "0930", GT: "1231", DW: "1231", LW: "1130", EG: "1231",
       BM: "0228", DL: "0331"}
Q13 = (13, 13, 13, 13)
CAL = {SG: ("last", 5, Q13), SH: ("nearest", 5, Q13)}
PERIODS = {
    BW: {"Q3": "2025-09-30", "FY": "2025-12-31"},
    SG: {"Q1": "2026-03-28", "FY": "2026-12-26"},
    SH: {"Q1": "2025-09-27", "FY": "2026-06-27"},
    DP: {"Q2": "2026-03-31", "FY": "2026-09-30"},
    GT: {"Q3": "2025-09-30", "FY": "2025-12-31"},
    DW: {"Q3": "2025-09-30", "FY": "2025-12-31"},
    LW: {"Q1": "2026-02-28", "H1": "2026-05-31", "FY": "2026-11-30"},
    EG: {"Q1": "2026-03-31", "H1": "2026-06-30", "FY": "2026-12-31"},
    BM: {"Q3": "2025-11-30", "FY": "2026-02-28"},
    DL: {"Q2": "2025-09-30", "FY": "2026-03-31"},
}
REPORTED = {BW: "2025-06-30", SG: "2025-12-27", SH: "2025-06-28", DP: "2025-12-31", GT: "2025-06-30",
            DW: "2025-06-30", LW: "2025-11-30", EG: "2025-12-31", BM: "2025-08-31", DL: "2025-06-30"}
DATES_PRINTED = {
    BW: ["June 30, 2025", "February 20, 2025"],
    SG: ["December 27, 2025", "December 26, 2026", "March 28, 2026"],
    SH: ["June 28, 2025", "June 27, 2026", "September 27, 2025"],
    DP: ["December 31, 2025", "March 31, 2026", "September 30, 2026", "November 18, 2025"],
    GT: ["June 30, 2025"],
    DW: ["June 30, 2025"],
    LW: ["November 30, 2025", "November 30, 2026", "February 28, 2026", "May 31, 2026"],
    EG: ["December 31, 2025", "June 10, 2025", "February 20, 2026"],
    BM: ["August 31, 2025", "February 28, 2026", "November 30, 2025", "June 24, 2025"],
    DL: ["June 30, 2025", "September 30, 2025", "March 31, 2026"],
}
ONE_SIDED = {
    (BW, "operating_cash_flow", "unspecified", "2025-12-31", "low"),
    (SG, "free_cash_flow", "non-GAAP", "2026-12-26", "low"),
    (DW, "free_cash_flow", "non-GAAP", "2025-12-31", "low"),
    (EG, "capex", "unspecified", "2026-12-31", "high"),
    (BM, "revenue", "unspecified", "2026-02-28", "low"),
    (BM, "ebitda", "non-GAAP", "2026-02-28", "low"),
    (BM, "eps", "non-GAAP", "2026-02-28", "low"),
}
NEGATIVE = {(d, m, b, e, k) for d, m, b, e, ks in [
    (GT, "other_income", "unspecified", "2025-09-30", "lh"), (GT, "other_income", "unspecified", "2025-12-31", "lh"),
    (DW, "other_income", "unspecified", "2025-12-31", "lh"),
    (LW, "eps", "unspecified", "2026-02-28", "l"),
    (DL, "net_income", "GAAP", "2025-09-30", "lh"), (DL, "ebitda", "non-GAAP", "2025-09-30", "l"),
    (DL, "eps", "GAAP", "2025-09-30", "lh"), (DL, "eps", "non-GAAP", "2025-09-30", "l"),
    (DL, "net_income", "GAAP", "2026-03-31", "lh"), (DL, "eps", "GAAP", "2026-03-31", "lh"),
] for k in [{"l": "low", "h": "high"}[c] for c in ks]}
HALF_YEARS = {(LW, "2026-05-31"), (EG, "2026-06-30")}

METRICS = {"revenue", "revenue_growth", "eps", "eps_growth", "gross_margin", "operating_margin",
           "operating_expenses", "other_income", "tax_rate", "capex", "free_cash_flow",
           "operating_cash_flow", "net_income", "ebitda"}
PCT = {"revenue_growth", "eps_growth", "gross_margin", "operating_margin", "tax_rate"}
BASES = {"G": "GAAP", "N": "non-GAAP", "U": "unspecified"}
UNIT_KEY = {"USD": "M", "USD/share": "S", "percent": "P"}

# Printed numbers that must not be gold: "M" USD millions, "S" per share, "P" percent or points,
# "X" anything else (units, shares, rates, counts).
TRAPS = {
    BW: {"M": [4968.3, 905.2, 197.6, 401.9, 5050, 5150, 950, 1000, 420, 470, 1203.6, 218.7, 1262.4, 118.7, 158.2,
               241.6, 81.4, 8.6],
         "S": [3.62, 6.49, 4.05, 4.45, 7.00, 7.40, 2.95, 7.28, 0.98, 1.71, 0.23],
         "P": [11.8, 8.8, 33.1, 6, 8, 8.9, 9.4, 19.3, 20, 17, 5, 8.3, 4.1, 18, 26],
         "X": [1250, 0.9]},
    SG: {"M": [1012.4, 38, 42, 4262.7, 1071.5, 702.6, 446.0],
         "S": [0.55, 9.88, 2.31, 2.48, 8.74, 9.41, 0.68],
         "P": [90, 100, 2, 5, 20, 2.9, 0.8, 17.4]},
    SH: {"M": [742.6, 208.9, 196.3, 24.7],
         "S": [3.02, 3.71, 0.17, 0.75, 4.12, 0.12],
         "P": [14.2, 11.9],
         "X": [21, 9.40, 5.3, 20.4, 0.3]},
    DP: {"M": [3540, 3610, 935, 965, 380, 440, 300, 829.7, 871.6, 239.4, 142.8, 97.5],
         "S": [2.55, 2.70, 3.10, 3.25, 0.13, 0.54, 3.21, 0.68, 0.79, 0.22],
         "P": [3.5, 5.5, 10, 13, 11, 14, 1, 6.8, 5.9, 2],
         "X": [2, 3, 1.6]},
    GT: {"M": [150, 588.3, 88.4, 76.9, 50.0, 4100],
         "S": [0.27, 1.05, 6.18, 1.31, 1.53],
         "P": [5, 1, 37.2, 2, 210]},
    DW: {"M": [604, 616, 16, 22, 578.6, 147.9, 152.4, 61.7, 512],
         "S": [6.22, 1.58, 0.42],
         "P": [1.5, 2.5, 78.1, 76.9, 6.1, 59.2],
         "X": [38.2, 38.6, 2.9, 2.6, 37.8, 0.31, 0.5]},
    LW: {"M": [150, 41, 44, 1166.9, 301.7, 161.4, 60.0],
         "S": [1.16, 0.58, 1.01],
         "P": [22, 6.3],
         "X": [96]},
    EG: {"M": [7620, 10500, 1002, 94, 200, 275, 1990, 478, 210.0],
         "S": [1.62, 1.86],
         "P": [6.1, 6, 8, 13.1, 13.4, 13.7, 15, 14, 78, 82, 85, 11],
         "X": [19]},
    BM: {"M": [1785, 1800, 305, 300, 290, 2390, 625, 345, 365, 530, 570, 598.4, 163.8, 148.2, 141.6, 4710],
         "S": [4.12, 4.38, 5.45, 5.63, 1.12, 1.47],
         "P": [8, 9, 10, 14, 5.7, 8.4],
         "X": [0.4]},
    DL: {"M": [158, 166, 163.4, 6.5, 26.0, 1.2, 4.7, 3.0, 12.2, 6.6, 38.9, 26.1, 11.2, 2.9, 142.7],
         "S": [0.10, 0.42, 0.04, 0.15, 0.08, 0.18],
         "P": [14, 17, 9.3, 16],
         "X": [100, 400]},
}

# ---------------------------------------------------------------- outlook tables
TABLES = [
    {"id": "bastionway-outlook", "doc": BW, "kind": "html", "marker": "Outlook as of August 6, 2025",
     "header": [["", "2024 actual", "Outlook as of February 20, 2025", "Outlook as of August 6, 2025"]],
     "rows": {
         "Revenues": ["T", "T", "revenue/U/FY*M"],
         "Organic growth": ["T", "T", "revenue_growth/N/FY"],
         "Operating margin (GAAP)": ["T", "T", "operating_margin/G/FY"],
         "Adjusted EBITDA": ["T", "T", "ebitda/N/FY*M"],
         "EPS from continuing operations (GAAP)": ["T", "T", "eps/G/FY"],
         "Non-GAAP EPS": ["T", "T", "eps/N/FY"],
         "Non-GAAP effective tax rate": ["T", "=2", "tax_rate/N/FY"],
         "Capital expenditures": ["T", "=2", "capex/U/FY*M"],
         "Free cash flow before dividends": ["T", "T", "free_cash_flow/N/FY*M"],
     }},
    {"id": "slagford-outlook", "doc": SG, "kind": "dots", "after": "FISCAL 2026 OUTLOOK",
     "rows": {
         "Net sales": "revenue/U/FY",
         "Organic sales growth(1)": "revenue_growth/N/FY",
         "Adjusted operating income margin(1)": "operating_margin/N/FY",
         "Adjusted effective tax rate(1)": "tax_rate/N/FY/pt",
         "Adjusted diluted EPS(1)": "eps/N/FY",
         "Capital expenditures": "capex/U/FY",
         "Cash conversion(2)": "T",
     }},
    {"id": "slabhouse-outlook", "doc": SH, "kind": "layout", "after": "FISCAL 2026 OUTLOOK",
     "rows": {
         "First quarter fiscal 2026": ["revenue/U/Q1*M", "ebitda/N/Q1*M", "eps/G/Q1", "eps/N/Q1"],
         "Fiscal 2026": ["revenue/U/FY*M", "ebitda/N/FY*M", "eps/G/FY", "eps/N/FY"],
         "Fiscal 2025 actual": ["T", "T", "T", "T"],
     }},
    {"id": "deckpool-outlook", "doc": DP, "kind": "html", "marker": "Second quarter fiscal 2026 (ending",
     "header": [["Measure", "Second quarter fiscal 2026 (ending March 31, 2026)", "Fiscal 2026 (ending September 30, 2026)"]],
     "rows": {
         "Sales revenue ($ millions)": ["revenue/U/Q2*M", "T T revenue/U/FY/lo*M revenue/U/FY/hi*M"],
         "Sales revenue growth, constant currency": ["revenue_growth/N/Q2",
                                                     "T T revenue_growth/N/FY/lo revenue_growth/N/FY/hi"],
         "Underlying operating profit growth, constant currency": ["-", "T"],
         "Adjusted EBITDA ($ millions)": ["ebitda/N/Q2*M", "T T ebitda/N/FY/lo*M ebitda/N/FY/hi*M"],
         "Diluted EPS": ["eps/U/Q2", "T T eps/U/FY/lo eps/U/FY/hi"],
         "Adjusted diluted EPS": ["eps/N/Q2", "T T eps/N/FY/lo eps/N/FY/hi"],
         "Capital expenditures, pooling equipment ($ millions)": ["-", "capex/U/FY*M"],
         "Free cash flow before dividends ($ millions)": ["-", "T T free_cash_flow/N/FY/lo*M free_cash_flow/N/FY/hi*M"],
     }},
    {"id": "gridtally-outlook", "doc": GT, "kind": "html", "marker": "Interest and other income (expense), net", "group": 3,
     "header": [["", "Third Quarter 2025", "Third Quarter 2025", "Full Year 2025", "Full Year 2025"],
                ["(in millions, except per-share amounts and percentages)", "Low", "High", "Low", "High"]],
     "rows": {
         "Revenue": ["revenue/U/Q3/lo*M", "revenue/U/Q3/hi*M", "revenue/U/FY/lo*M", "revenue/U/FY/hi*M"],
         "Non-GAAP gross margin": ["gross_margin/N/Q3/lo", "gross_margin/N/Q3/hi", "gross_margin/N/FY/lo", "gross_margin/N/FY/hi"],
         "Non-GAAP operating expenses": ["operating_expenses/N/Q3/lo*M", "operating_expenses/N/Q3/hi*M",
                                         "operating_expenses/N/FY/lo*M", "operating_expenses/N/FY/hi*M"],
         "Interest and other income (expense), net": ["other_income/U/Q3/lo*M", "other_income/U/Q3/hi*M",
                                                      "other_income/U/FY/lo*M", "other_income/U/FY/hi*M"],
         "GAAP diluted EPS": ["eps/G/Q3/lo", "eps/G/Q3/hi", "eps/G/FY/lo", "eps/G/FY/hi"],
         "Non-GAAP diluted EPS": ["eps/N/Q3/lo", "eps/N/Q3/hi", "eps/N/FY/lo", "eps/N/FY/hi"],
     }},
    {"id": "dotwarden-outlook", "doc": DW, "kind": "layout", "after": "2025 OUTLOOK",
     "rows": {
         "Revenue": ["revenue/U/FY/lo*M revenue/U/FY/hi", "revenue/U/Q3/lo*M revenue/U/Q3/hi"],
         "Revenue growth": ["revenue_growth/U/FY", "revenue_growth/U/Q3"],
         "Domain name base growth": ["T", "-"],
         "Non-GAAP operating expenses(1)": ["operating_expenses/N/FY/lo*M operating_expenses/N/FY/hi",
                                            "operating_expenses/N/Q3/lo*M operating_expenses/N/Q3/hi"],
         "GAAP operating margin": ["operating_margin/G/FY", "-"],
         "Interest expense and non-operating\nincome, net": ["other_income/U/FY/lo*M other_income/U/FY/hi", "-"],
         "Effective tax rate": ["tax_rate/U/FY", "-"],
         "Capital expenditures": ["capex/U/FY/lo*M capex/U/FY/hi", "-"],
         "Diluted EPS (GAAP)": ["eps/G/FY", "eps/G/Q3"],
     }},
    {"id": "emberguard-outlook", "doc": EG, "kind": "html", "marker": "2029 targets",
     "header": [["", "2025 actual", "2026 outlook", "2029 targets"]],
     "rows": {
         "Net revenues ($ billions)": ["T", "revenue/U/FY*B", "T"],
         "Organic net revenue growth": ["T", "revenue_growth/N/FY", "T"],
         "Adjusted EBITDA ($ millions)": ["T", "ebitda/N/FY*M", "-"],
         "Adjusted EBITDA margin": ["T", "T", "T"],
         "Adjusted diluted EPS": ["T", "eps/N/FY", "-"],
         "Adjusted diluted EPS growth": ["T", "eps_growth/N/FY", "-"],
         "Capital expenditures ($ millions)": ["T", "capex/U/FY/hi*M", "-"],
         "Adjusted free cash flow conversion": ["T", "T", "T"],
     }},
    {"id": "briefmoor-outlook", "doc": BM, "kind": "html", "marker": "Prior outlook (June 24, 2025)",
     "header": [["Fiscal 2026", "Updated outlook", "Prior outlook (June 24, 2025)"]],
     "rows": {
         "Research revenues": ["T", "T"],
         "Conferences revenues": ["T", "T"],
         "Consulting revenues": ["T", "=0"],
         "Total revenues": ["revenue/U/FY/lo*M", "T"],
         "Adjusted EBITDA": ["ebitda/N/FY/lo*M", "T"],
         "Net income (GAAP)": ["net_income/G/FY*M", "T"],
         "Diluted EPS (GAAP)": ["eps/G/FY", "T"],
         "Adjusted diluted EPS": ["eps/N/FY/lo", "T"],
         "Free cash flow": ["free_cash_flow/N/FY*M", "T"],
     }},
    {"id": "docketline-ebitda", "doc": DL, "kind": "layout", "after": "ADJUSTED EBITDA OUTLOOK",
     "rows": {
         "GAAP net loss": ["net_income/G/Q2/lo*K", "net_income/G/Q2/hi*K", "net_income/G/FY/lo*K", "net_income/G/FY/hi*K"],
         "Income tax expense": ["T", "T", "T", "T"],
         "Stock-based compensation expense": ["T", "T", "T", "T"],
         "Interest income, net": ["T", "T", "T", "T"],
         "Depreciation and amortization": ["T", "T", "T", "T"],
         "Restructuring charges": ["-", "-", "T", "T"],
         "Adjusted EBITDA": ["ebitda/N/Q2/lo*K", "ebitda/N/Q2/hi*K", "ebitda/N/FY/lo*K", "ebitda/N/FY/hi*K"],
     }},
    {"id": "docketline-per-share", "doc": DL, "kind": "layout", "after": "ADJUSTED EBITDA OUTLOOK",
     "rows": {
         "GAAP net loss per share": ["eps/G/Q2/lo", "eps/G/Q2/hi", "eps/G/FY/lo", "eps/G/FY/hi"],
         "Stock-based compensation": ["T", "T", "T", "T"],
         "Amortization of acquired intangible\nassets": ["T", "T", "T", "T"],
         "Restructuring": ["-", "-", "T", "T"],
         "Non-GAAP net income (loss) per\nshare": ["eps/N/Q2/lo", "eps/N/Q2/hi", "eps/N/FY/lo", "eps/N/FY/hi"],
     }},
]

# Text struck through (<s>) in an HTML release: the prior outlook, traps only; count per doc.
STRUCK = {DP: 7}

# ---------------------------------------------------------------- outlook sentences
SENTENCES = [
    (BW, "The outlook's non-GAAP EPS is higher than its GAAP EPS by about $2.95 per share", "T"),
    (BW, "implies an Adjusted EBITDA margin of about 19.3% at its midpoint", "T"),
    (BW, "Bastionway also expects cash flows from operating activities of more than $640 million in 2025.",
     "operating_cash_flow/U/FY/lo"),
    (BW, "ATM managed services and smart-safe revenue is expected to grow about 17% organically in 2025.", "T"),
    (BW, "an average Argentine peso rate of about 1,250 per U.S. dollar and a currency translation headwind of about 5% "
         "on revenues for the year", "T T"),
    (BW, "For the third quarter of 2025, Bastionway expects revenues of $1.27 billion to $1.31 billion and Adjusted EBITDA "
         "of $236 million to $249 million, compared with revenues of $1,203.6 million and Adjusted EBITDA of $218.7 million "
         "in the third quarter of 2024.",
     "revenue/U/Q3/lo revenue/U/Q3/hi ebitda/N/Q3/lo ebitda/N/Q3/hi T T"),
    (BW, "Analysts on average had expected 2025 non-GAAP EPS of $7.28.", "T"),
    (BW, "continues to target an Adjusted EBITDA margin of 20% in 2027", "T"),
    (SG, "Reported net sales are expected to grow 3% to 6%, including about 2 percentage points from the Ridgeline Robotics "
         "acquisition.", "revenue_growth/U/FY/lo revenue_growth/U/FY/hi T"),
    (SG, "GAAP diluted EPS is expected to be $9.05 to $9.65; the difference from adjusted diluted EPS is about $0.55 per share",
     "eps/G/FY/lo eps/G/FY/hi T"),
    (SG, "Slagford expects free cash flow(2) of at least $560 million.", "free_cash_flow/N/FY/lo"),
    (SG, "the Company expects net sales of $1.04 billion to $1.08 billion and adjusted diluted EPS(1) of $2.22 to $2.42. "
         "First-quarter fiscal 2025 net sales were $1,012.4 million.",
     "revenue/U/Q1/lo revenue/U/Q1/hi eps/N/Q1/lo eps/N/Q1/hi T"),
    (SG, "price increases of about 5% and interest expense, net, of $38 million to $42 million", "T T T"),
    (SG, "The analysts' consensus for fiscal 2026 adjusted diluted EPS was $9.88.", "T"),
    (SG, "targets an adjusted operating income margin of 20%", "T"),
    (SH, "which the Company expects to be about $0.17 per share in the first quarter and $0.75 per share in fiscal 2026", "T T"),
    (SH, "The fiscal 2026 revenue range represents growth of 6% to 12% over fiscal 2025, and the adjusted diluted EPS range "
         "growth of 9% to 17%.",
     "revenue_growth/U/FY/lo revenue_growth/U/FY/hi eps_growth/N/FY/lo eps_growth/N/FY/hi"),
    (SH, "Slabhouse expects GAAP net income of $104 million to $114 million, capital expenditures of $24 million to $28 "
         "million, mostly for grading-room automation and a second vault in Hong Kong, and an effective tax rate of "
         "approximately 25.5%.",
     "net_income/G/FY/lo net_income/G/FY/hi capex/U/FY/lo capex/U/FY/hi tax_rate/U/FY/pt"),
    (SH, "The outlook assumes about 21 million items graded in fiscal 2026 at an average fee of about $9.40 an item.", "T T"),
    (SH, "compares with the analysts' consensus of $4.12", "T"),
    (DP, "which the Company expects to be about $0.13 per share in the second quarter and $0.54 per share in fiscal 2026", "T T"),
    (DP, "On a reported basis, fiscal 2026 sales revenue is expected to grow 6% to 8%, including a currency benefit of about "
         "1 percentage point.", "revenue_growth/U/FY/lo revenue_growth/U/FY/hi T"),
    (DP, "The effective tax rate is expected to be 26% to 27%.", "tax_rate/U/FY/lo tax_rate/U/FY/hi"),
    (DP, "The outlook assumes lumber prices about 10% below fiscal 2025 and the return of 2 million to 3 million additional "
         "pallets", "T T T"),
    (DP, "In December the Board authorized repurchases of up to $300 million of common stock through fiscal 2027.", "T"),
    (DP, "compares with an analysts' consensus of $3.21. Second-quarter sales revenue in fiscal 2025 was $829.7 million.", "T T"),
    (GT, "The Company expects those items to total about $0.27 per diluted share in the third quarter and $1.05 per diluted "
         "share for the full year.", "T T"),
    (GT, "GAAP operating expenses are expected to be between $152 million and $147 million in the third quarter.",
     "operating_expenses/G/Q3/hi operating_expenses/G/Q3/lo"),
    (GT, "For the full year, the Company expects free cash flow(1) of $210 million to $240 million.",
     "free_cash_flow/N/FY/lo free_cash_flow/N/FY/hi"),
    (GT, "At the midpoint, full-year revenue would be about 5% below 2024, which included about $150 million of revenue from "
         "contracts whose revenue had previously been constrained; excluding that revenue, the midpoint represents growth of "
         "about 1%.", "T T T"),
    (GT, "compares with the analysts' consensus estimate of $6.18", "T"),
    (DW, "Free cash flow(1) is expected to be in excess of $290 million for the year.", "free_cash_flow/N/FY/lo"),
    (DW, "The full-year revenue range was raised from $604 million - $616 million, and the capital expenditures range was "
         "lowered from $16 million - $22 million; the other full-year ranges are unchanged.", "T T T T"),
    (DW, "Dotwarden expects its domain name base to end 2025 between 38.2 million and 38.6 million.", "T T"),
    (DW, "The analysts' consensus for 2025 diluted EPS was $6.22.", "T"),
    (LW, "Revenue in a range of $1.21 billion to $1.26 billion", "revenue/U/FY/lo revenue/U/FY/hi"),
    (LW, "Adjusted EBITDA(1) in a range of $168 million to $180 million", "ebitda/N/FY/lo ebitda/N/FY/hi"),
    (LW, "Adjusted EPS(1) in a range of $1.05 to $1.20", "eps/N/FY/lo eps/N/FY/hi"),
    (LW, "Diluted EPS in a range of $0.52 to $0.70", "eps/U/FY/lo eps/U/FY/hi"),
    (LW, "Revenue is expected to grow 4% to 8%, or 3% to 7% in constant currency(1).",
     "revenue_growth/U/FY/lo revenue_growth/U/FY/hi revenue_growth/N/FY/lo revenue_growth/N/FY/hi"),
    (LW, "Revenue from artificial-intelligence data services is expected to exceed $150 million.", "T"),
    (LW, "Gross margin of 38.5% to 39.5%", "gross_margin/U/FY/lo gross_margin/U/FY/hi"),
    (LW, "Selling, general and administrative expenses of about 22% of revenue", "T"),
    (LW, "Interest expense of $41 million to $44 million", "T T"),
    (LW, "Adjusted effective tax rate(1) of 24.0% to 26.0%", "tax_rate/N/FY/lo tax_rate/N/FY/hi"),
    (LW, "Diluted weighted average shares of approximately 96 million", "T"),
    (LW, "Capital expenditures, including capitalized software, of $38 million to $42 million", "capex/U/FY/lo capex/U/FY/hi"),
    (LW, "Lingwell expects revenue of $288 million to $298 million, diluted results between a loss of $0.06 per share and "
         "earnings of $0.02 per share, and adjusted EPS(1) of $0.14 to $0.20.",
     "revenue/U/Q1/lo revenue/U/Q1/hi eps/U/Q1/lo! eps/U/Q1/hi eps/N/Q1/lo eps/N/Q1/hi"),
    (LW, "For the first half of fiscal 2026, which ends May 31, 2026, it expects revenue of $595 million to $615 million.",
     "revenue/U/H1/lo revenue/U/H1/hi"),
    (LW, "The analysts' consensus for fiscal 2026 adjusted EPS was $1.16.", "T"),
    (EG, "Emberguard expects GAAP net income of $520 million to $570 million in 2026 and an adjusted effective tax rate(1) of "
         "about 24%.", "net_income/G/FY/lo net_income/G/FY/hi tax_rate/N/FY/pt"),
    (EG, "For the first half of 2026, net revenues are expected to be $3.85 billion to $3.95 billion.",
     "revenue/U/H1/lo revenue/U/H1/hi"),
    (EG, "For the first quarter, the Company expects net revenues of $1.84 billion to $1.89 billion and Adjusted EBITDA(1) of "
         "$235 million to $245 million.", "revenue/U/Q1/lo revenue/U/Q1/hi ebitda/N/Q1/lo ebitda/N/Q1/hi"),
    (EG, "Emberguard expects to spend $200 million to $275 million a year on bolt-on acquisitions.", "T T"),
    (EG, "compares with the analysts' consensus of $1.86", "T"),
    (BM, "Briefmoor expects an adjusted effective tax rate(1) of about 25% and capital expenditures of about $95 million for "
         "fiscal 2026.", "tax_rate/N/FY/pt capex/U/FY/pt"),
    (BM, "Contract value growth is expected to be 8% to 9% at constant currency by the end of the year, below the Company's "
         "long-term target of 10% to 14%.", "T T T T"),
    (BM, "Briefmoor expects revenues of $575 million to $590 million and adjusted diluted EPS(1) of $1.28 to $1.36.",
     "revenue/U/Q3/lo revenue/U/Q3/hi eps/N/Q3/lo eps/N/Q3/hi"),
    (BM, "The analysts' consensus for fiscal 2026 adjusted diluted EPS was $5.63.", "T"),
    (DL, "Docketline expects total revenue of $39.5 million to $41.5 million.", "revenue/U/Q2/lo revenue/U/Q2/hi"),
    (DL, "it now expects total revenue of $161 million to $167 million, up from $158 million to $166 million, and software "
         "subscription revenue growth of 14% to 17%.", "revenue/U/FY/lo revenue/U/FY/hi T T T T"),
    (DL, "The Company expects a GAAP net loss of $10.4 million to $7.4 million in the second quarter and $36.5 million to $30.5 "
         "million for the year, and Adjusted EBITDA(1) between a loss of $2 million and a profit of $1 million in the second "
         "quarter and a profit of $4 million to $10 million for the year.",
     "net_income/G/Q2/lo! net_income/G/Q2/hi! net_income/G/FY/lo! net_income/G/FY/hi! ebitda/N/Q2/lo! ebitda/N/Q2/hi "
     "ebitda/N/FY/lo ebitda/N/FY/hi"),
    (DL, "It also expects a non-GAAP gross margin(1) of 71% to 73% and capital expenditures, including capitalized software, "
         "of $9 million to $11 million for fiscal 2026.", "gross_margin/N/FY/lo gross_margin/N/FY/hi capex/U/FY/lo capex/U/FY/hi"),
    (DL, "Analysts had expected fiscal 2026 revenue of $163.4 million.", "T"),
]

# Gold(first) - gold(second) equals a printed adjustment at both ends: (doc, a, b, amount, phrase).
DIFFS = [
    (BW, ("eps", "N", "FY"), ("eps", "G", "FY"), 2.95, "by about $2.95 per share"),
    (SG, ("eps", "N", "FY"), ("eps", "G", "FY"), 0.55, "about $0.55 per share"),
    (SH, ("eps", "N", "Q1"), ("eps", "G", "Q1"), 0.17, "about $0.17 per share in the first quarter"),
    (SH, ("eps", "N", "FY"), ("eps", "G", "FY"), 0.75, "$0.75 per share in fiscal 2026"),
    (DP, ("eps", "N", "Q2"), ("eps", "U", "Q2"), 0.13, "about $0.13 per share in the second quarter"),
    (DP, ("eps", "N", "FY"), ("eps", "U", "FY"), 0.54, "$0.54 per share in fiscal 2026"),
    (GT, ("eps", "N", "Q3"), ("eps", "G", "Q3"), 0.27, "about $0.27 per diluted share in the third quarter"),
    (GT, ("eps", "N", "FY"), ("eps", "G", "FY"), 1.05, "$1.05 per diluted share for the full year"),
]
# Rows that add up to a total row in every value column: (table id, parts, total).
SUMS = [
    ("briefmoor-outlook", ["Research revenues", "Conferences revenues", "Consulting revenues"], "Total revenues"),
    ("docketline-ebitda", ["GAAP net loss", "Income tax expense", "Stock-based compensation expense", "Interest income, net",
                           "Depreciation and amortization", "Restructuring charges"], "Adjusted EBITDA"),
    ("docketline-per-share", ["GAAP net loss per share", "Stock-based compensation", "Amortization of acquired intangible\nassets",
                              "Restructuring"], "Non-GAAP net income (loss) per\nshare"),
]
# Outlook regions (start, end) of the flattened text: every number inside is gold or a trap.
REGIONS = {
    BW: [("2025 Outlook The table compares", "BASTIONWAY SECURE LOGISTICS, INC. Reconciliation")],
    SG: [("FISCAL 2026 OUTLOOK Fiscal 2026 is", "RECONCILIATION OF DILUTED EPS")],
    SH: [("FISCAL 2026 OUTLOOK Fiscal 2026 is", "RECONCILIATION OF NET INCOME")],
    DP: [("Outlook The Company's outlook is below", "DECKPOOL PALLET SYSTEMS, INC. Reconciliation")],
    GT: [("Business Outlook Gridtally's outlook", "GRIDTALLY TECHNOLOGIES, INC. Reconciliation")],
    DW: [("2025 OUTLOOK Full-year 2025", "RECONCILIATION OF OPERATING EXPENSES")],
    LW: [("FISCAL 2026 GUIDANCE Lingwell issued", "RECONCILIATION OF NET INCOME")],
    EG: [("2026 Outlook 2025 actual", "EMBERGUARD LIFE SAFETY, INC. Reconciliation")],
    BM: [("FISCAL 2026 OUTLOOK The updated outlook", "BRIEFMOOR RESEARCH & ADVISORY, INC. Reconciliation")],
    DL: [("OUTLOOK For the second quarter", "Non-GAAP Financial Measures Adjusted EBITDA is")],
}

# ---------------------------------------------------------------- the set
docs = gc.load_jsonl(DOCS_PATH)
gold = gc.load_jsonl(GOLD_PATH)
by_doc = gc.read_docs(DATA, docs, lambda t: gc.printed_values(t, skip_years=True, flat_is_zero=True),
                      dates_printed=DATES_PRINTED)
raw = {d["doc"]: (DATA / d["file"]).read_text() for d in docs if (DATA / d["file"]).exists()}


def body(doc):
    t = by_doc[doc][1] if doc in by_doc else ""
    t = re.sub(r"^[^\n]*\bPage \d+\s*$", "", t, flags=re.M)
    return re.sub(r"^\s*\d{1,2}\s*$", "", t, flags=re.M)


flat = {doc: norm(body(doc)) for doc in by_doc}
idx = {(r.get("doc"), r.get("metric"), r.get("basis"), r.get("period_end_hint")): r for r in gold}
gi = gc.GoldIndex(idx, set(BASES.values()))
LOSS = re.compile(r"\bloss|declin|decreas|\bdown\b|lower|below", re.I)
SCALES = {"M": 1e6, "B": 1e9, "K": 1e3}


def trap_values(doc):
    return [t * 1e6 if k == "M" else t for k, ts in TRAPS.get(doc, {}).items() for t in ts]


def matches(a, b):
    return abs(a - b) <= 1e-6 * max(1.0, abs(b))


def is_trap(doc, v):
    return any(matches(abs(v) * s, t) for t in trap_values(doc) for s in (1, 1e3, 1e6, 1e9, 1e-6))


def is_gold(doc, v):
    vals = [abs(r[k]) for r in gold if r.get("doc") == doc for k in ("low", "high", "point") if r.get(k) is not None]
    return any(matches(abs(v) * s, g) for g in vals for s in (1, 1e3, 1e6, 1e9))


def parse(tok):
    """'metric/B/PER[/part][*S][!]' -> (metric, basis, end, part, factor, negated)."""
    m = re.fullmatch(r"(\w+)/([GNU])/(\w+)(?:/(lo|hi|pt))?(?:\*([MBK]))?(!)?", tok)
    if not m:
        raise SystemExit(f"bad spec {tok!r}")
    return m[1], BASES[m[2]], m[3], m[4], SCALES.get(m[5], 1.0), bool(m[6])


def take(doc, spec, vals, parts, where, text):
    """Puts the numbers `vals` of one cell or sentence into `parts` by `spec`."""
    toks = spec.split()
    if toks == ["-"]:
        if vals:
            err(f"{doc}: {where} should hold no number, has {vals}")
        return
    if not vals:
        err(f"{doc}: {where} holds no number, spec {spec!r}")
        return
    if toks == ["T"]:
        toks = ["T"] * len(vals)
    specs = [None if t == "T" else parse(t) for t in toks]
    if len(specs) == 1 and specs[0] and specs[0][3] is None:
        names = {1: ["pt"], 2: ["lo", "hi"]}.get(len(vals))
        if names is None:
            err(f"{doc}: {where} should hold one or two numbers, has {vals}")
            return
        specs = [specs[0][:3] + (n,) + specs[0][4:] for n in names]
    if len(specs) != len(vals) or any(x and x[3] is None for x in specs):
        err(f"{doc}: {where} has {len(vals)} numbers {vals}, spec {spec!r} does not fit")
        return
    for x, v in zip(specs, vals):
        if x is None:
            if not is_trap(doc, v):
                err(f"{doc}: {where}: {v} is not a listed trap")
            continue
        metric, basis, per, part, f, neg = x
        end = PERIODS[doc].get(per)
        if end is None:
            err(f"{doc}: {where}: unknown period {per}")
            continue
        if neg and not LOSS.search(text):
            err(f"{doc}: {where} is read as negative but says no loss or decline")
        key = (metric, basis, end)
        part = {"lo": "low", "hi": "high", "pt": "point"}[part]
        if part in parts.setdefault(key, {}):
            err(f"{doc}: {where} gives {key} a second {part}")
        parts[key][part] = round(v * f * (-1 if neg else 1), 9)


def compare(doc, parts, where):
    for (metric, basis, end), p in parts.items():
        if set(p) == {"low", "high"}:
            gi.want_range(doc, metric, basis, end, p["low"], p["high"], where)
        elif set(p) == {"point"}:
            gi.want_point(doc, metric, basis, end, p["point"], where)
        elif set(p) in ({"low"}, {"high"}):
            gi.want_bound(doc, metric, basis, end, p.get("low"), p.get("high"), where)
        else:
            err(f"{doc}: {where} gives {metric} {basis} {end} the parts {sorted(p)}")


def dots_row(text, label, after):
    m = re.compile(r"^[ ]*" + re.escape(label) + r"[ ]*\.{3,}[ ]*(\S[^\n]*)$", re.M).search(text, max(text.find(after), 0))
    if not m or text.find(after) < 0:
        err(f"dotted row {label!r} not found after {after!r}")
        return None
    return [m[1].strip()]


# ---------------------------------------------------------------- tables
CELLS = {}
STATS = Counter()
for tb in TABLES:
    doc, tid = tb["doc"], tb["id"]
    if doc not in raw:
        continue
    rows = {}
    if tb["kind"] == "html":
        mat = [r for r in gc.html_matrix(raw[doc], tb["marker"]) if r]
        nh = len(tb["header"])
        g = tb.get("group", 1)
        head = [[r[0]] + [r[i] for i in range(1, len(r), g)] for r in mat[:nh]]
        if head != tb["header"]:
            err(f"{doc}: {tid} header {head} != {tb['header']}")
        for r in mat[nh:]:
            cells = ["".join(r[i:i + g]) for i in range(1, len(r), g)]
            if r[0] in rows:
                err(f"{doc}: {tid} repeats row {r[0]!r}")
            rows[r[0]] = cells
    else:
        text = by_doc[doc][1] if doc in by_doc else ""
        if text.find(tb["after"]) < 0:
            err(f"{doc}: {tid} heading {tb['after']!r} not found")
        for label in tb["rows"]:
            c = dots_row(text, label, tb["after"]) if tb["kind"] == "dots" else gc.layout_row(text, label, tb["after"])
            if c is not None:
                rows[label] = c
    CELLS[tid] = rows
    if set(rows) != set(tb["rows"]):
        err(f"{doc}: {tid} rows {sorted(rows)} differ from the spec {sorted(tb['rows'])}")
    parts = {}
    for label, specs in tb["rows"].items():
        specs = [specs] if isinstance(specs, str) else specs
        cells = rows.get(label)
        if cells is None:
            continue
        if len(cells) != len(specs):
            err(f"{doc}: {tid} row {label!r} has {len(cells)} cells {cells}, spec {len(specs)}")
            continue
        for j, (spec, cell) in enumerate(zip(specs, cells)):
            where = f"{tid} {label!r} column {j}"
            if spec.startswith("="):
                if cell != cells[int(spec[1:])]:
                    err(f"{doc}: {where} {cell!r} should repeat {cells[int(spec[1:])]!r}")
                continue
            take(doc, spec, numbers(cell), parts, where, cell)
            STATS["cells"] += 1
    STATS["tables"] += 1
    compare(doc, parts, f"table {tid}")

for doc, n in STRUCK.items():
    segs = re.findall(r"<s>(.*?)</s>", raw.get(doc, ""), re.S)
    if len(segs) != n:
        err(f"{doc}: {len(segs)} struck-through segments, expected {n}")
    for s in segs:
        vals = numbers(gc.html_cell_text(s))
        if not vals or not all(is_trap(doc, v) for v in vals):
            err(f"{doc}: struck-through {s!r} holds a number that is no trap")

for d in docs:
    if d.get("doc") not in STRUCK and "<s>" in raw.get(d.get("doc"), ""):
        err(f"{d['doc']}: unexpected struck-through text")

# ---------------------------------------------------------------- sentences
for doc, snippet, spec in SENTENCES:
    s = norm(snippet)
    n = flat.get(doc, "").count(s)
    if n != 1:
        err(f"{doc}: sentence found {n} times: {snippet[:70]!r}")
        continue
    parts = {}
    STATS["sentences"] += 1
    take(doc, spec, numbers(s), parts, f"sentence {snippet[:45]!r}", s)
    compare(doc, parts, f"sentence {snippet[:45]!r}")

for doc, a, b, amount, phrase in DIFFS:
    if norm(phrase) not in flat.get(doc, ""):
        err(f"{doc}: adjustment phrase not found: {phrase!r}")
    if not is_trap(doc, amount):
        err(f"{doc}: adjustment {amount} is not a listed trap")
    ga = idx.get((doc, a[0], BASES[a[1]], PERIODS[doc][a[2]]))
    gb = idx.get((doc, b[0], BASES[b[1]], PERIODS[doc][b[2]]))
    if not ga or not gb or None in (ga["low"], ga["high"], gb["low"], gb["high"]):
        err(f"{doc}: {a} or {b} is not a gold range")
        continue
    for k in ("low", "high"):
        if not matches(ga[k] - gb[k], amount):
            err(f"{doc}: {a} minus {b} at the {k} end is {ga[k] - gb[k]:.4f}, the printed adjustment is {amount}")

for tid, part_rows, total in SUMS:
    cells = CELLS.get(tid, {})
    try:
        for j in range(len(cells[total])):
            got = sum((numbers(cells[p][j]) or [0.0])[0] for p in part_rows)
            if not matches(got, numbers(cells[total][j])[0]):
                err(f"{tid}: column {j} parts add to {got:.4f}, total is {cells[total][j]}")
    except (KeyError, IndexError):
        err(f"{tid}: cannot add {part_rows} to {total}")

for doc, regions in REGIONS.items():
    text = flat.get(doc, "")
    for start, end in regions:
        a = text.find(norm(start))
        b = text.find(norm(end), a + 1) if a >= 0 else -1
        if a < 0 or b < 0:
            err(f"{doc}: region {start!r} .. {end!r} not found")
            continue
        for v in numbers(text[a:b]):
            STATS["region numbers"] += 1
            if not is_gold(doc, v) and not is_trap(doc, v):
                err(f"{doc}: {v} in the outlook region {start!r} is neither gold nor a listed trap")

# ---------------------------------------------------------------- shared checks
per_split = gc.check_set(
    DATA, docs, gold, by_doc, order=ORDER, expected_counts=COUNTS, expected_split_counts=SPLIT_COUNTS,
    total_range=(110, 135), traps=TRAPS, trap_overlap_ok=set(), expected_negative=NEGATIVE, unit_key=UNIT_KEY,
    calendars=CAL, metrics=METRICS, units=set(UNIT_KEY), bases=set(BASES.values()), pct_metrics=PCT,
    file_types={".htm": 5, ".txt": 5}, one_sided=True,
)
gi.all_confirmed()

one = {(r.get("doc"), r.get("metric"), r.get("basis"), r.get("period_end_hint"), "low" if r.get("low") is not None else "high")
       for r in gold if r.get("point") is None and (r.get("low") is None) != (r.get("high") is None)}
if one != ONE_SIDED:
    err(f"one-sided records differ from the list: {sorted(one ^ ONE_SIDED)}")
for doc in ORDER:
    mine = [r for r in gold if r.get("doc") == doc]
    c = Counter(r.get("basis") for r in mine)
    if (c["GAAP"], c["non-GAAP"], c["unspecified"]) != BASIS_COUNTS[doc]:
        err(f"{doc}: basis counts {(c['GAAP'], c['non-GAAP'], c['unspecified'])}, expected {BASIS_COUNTS[doc]}")
    ends = {r.get("period_end_hint") for r in mine}
    if ends != set(PERIODS[doc].values()):
        err(f"{doc}: gold periods {sorted(map(str, ends))} != guided periods {sorted(PERIODS[doc].values())}")
    gi.no_gold_for(doc, REPORTED[doc], "the reported period")
    d = next((x for x in docs if x.get("doc") == doc), {})
    if d.get("fye") != FYE[doc]:
        err(f"{doc}: fye {d.get('fye')}, expected {FYE[doc]}")
    cal = CAL.get(doc, ("month",))
    for label, e in list(PERIODS[doc].items()) + [("reported", REPORTED[doc])]:
        day = dt.date.fromisoformat(e)
        if not any(day in gc.period_ends(FYE[doc], y, cal) for y in (day.year - 1, day.year, day.year + 1)):
            err(f"{doc}: {label} {e} is not a quarter end of {FYE[doc]} {cal}")
        if cal[0] != "month" and day.weekday() != cal[1]:
            err(f"{doc}: {label} {e} is a {day:%A}")

split_of = {d.get("doc"): d.get("split") for d in docs}
for sp in ("tune", "test"):
    mine = [d for d in ORDER if split_of.get(d) == sp]
    if {Path(x["file"]).suffix for x in docs if x.get("doc") in mine} != {".htm", ".txt"}:
        err(f"{sp}: needs HTML and layout text")
    if {FYE[d] == "1231" for d in mine} != {True, False}:
        err(f"{sp}: needs December and non-December years")
    if not any(r.get("doc") in mine and any((r.get(k) or 0) < 0 for k in ("low", "high", "point")) for r in gold):
        err(f"{sp}: no negative value")
    if not any(o[0] in mine for o in one):
        err(f"{sp}: no one-sided guide")
    if not any(h[0] in mine and any(k[0] == h[0] and k[3] == h[1] for k in idx) for h in HALF_YEARS):
        err(f"{sp}: no half-year guide")
if sum(FYE[d] != "1231" for d in ORDER) < 4 or not CAL:
    err("needs four non-December years and a 52/53-week year")

for d in docs:
    if not d.get("file", "").endswith(".txt") or d.get("doc") not in raw:
        continue
    pages = raw[d["doc"]].split("\f")
    if len(pages) < 3:
        err(f"{d['doc']}: {len(pages)} pages, expected at least 3")
    for n, pg in enumerate(pages, 1):
        lines = [x for x in pg.split("\n") if x.strip()]
        if not lines or lines[-1].strip() != str(n):
            err(f"{d['doc']}: page {n} does not end with its number")
        if n > 1 and not re.search(rf"\bPage {n}\s*$", lines[0] if lines else ""):
            err(f"{d['doc']}: page {n} lacks the running header 'Page {n}'")

# ---------------------------------------------------------------- calendar facts (NOTES.md)
D = dt.date
facts = [
    (gc.year_end("0630", 2024, CAL[SH]), D(2024, 6, 29)), (gc.year_end("0630", 2025, CAL[SH]), D(2025, 6, 28)),
    (gc.year_end("0630", 2026, CAL[SH]), D(2026, 6, 27)), (gc.period_ends("0630", 2026, CAL[SH])[0], D(2025, 9, 27)),
    ((gc.year_end("0630", 2026, CAL[SH]) - gc.year_end("0630", 2025, CAL[SH])).days // 7, 52),
    ((gc.year_end("0630", 2021, CAL[SH]) - gc.year_end("0630", 2020, CAL[SH])).days // 7, 53),
    ((gc.year_end("0630", 2027, CAL[SH]) - gc.year_end("0630", 2026, CAL[SH])).days // 7, 53),
    (gc.year_end("1231", 2025, CAL[SG]), D(2025, 12, 27)), (gc.year_end("1231", 2026, CAL[SG]), D(2026, 12, 26)),
    (gc.period_ends("1231", 2026, CAL[SG])[0], D(2026, 3, 28)),
    ((gc.year_end("1231", 2026, CAL[SG]) - gc.year_end("1231", 2025, CAL[SG])).days // 7, 52),
    (gc.period_ends("1130", 2026, ("month",))[:2], [D(2026, 2, 28), D(2026, 5, 31)]),
    (gc.period_ends("0228", 2026, ("month",))[2:], [D(2025, 11, 30), D(2026, 2, 28)]),
    (gc.period_ends("0930", 2026, ("month",))[1], D(2026, 3, 31)),
    (gc.period_ends("0331", 2026, ("month",))[1], D(2025, 9, 30)),
]
for got, want in facts:
    if got != want:
        err(f"calendar fact: computed {got}, expected {want}")

print(f"{len(docs)} docs, {len(gold)} gold records, per split {dict(per_split)}; read {STATS['tables']} tables "
      f"({STATS['cells']} cells), {STATS['sentences']} sentences, {STATS['region numbers']} region numbers")
for e in errors:
    print("ERROR", e)
sys.exit(1 if errors else 0)
