#!/usr/bin/env python3
"""Writes docs.jsonl and gold.jsonl for holdout14 (the gold is typed in here, by hand).

Written blind: no extractor code, tests or output was looked at. See NOTES.md.
One-sided guides ("at least", "no less than" -> low only; "no more than", "up to" -> high only)
are records with the other bound null and point null; there are four of them.
"""
import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
B, M = 1e9, 1e6
DOCS = [  # writing order; the split alternates tune/test and was fixed before anything ran
    ("ashcombe-2025-10-30", "htm", "0930"),
    ("tidesend-2026-03-10", "txt", "1231"),
    ("marlstock-2025-09-03", "htm", "0430"),
    ("tressmoor-2025-08-27", "txt", "0630"),
    ("curbline-2026-02-26", "txt", "1231"),
    ("penwhistle-2025-09-17", "htm", "0228"),
    ("fairgrove-2025-08-12", "txt", "0331"),
    ("keystead-2025-07-31", "htm", "1231"),
    ("ferrylink-2025-11-05", "txt", "1231"),
    ("harrowgate-2026-02-19", "htm", "1231"),
]
PCT = {"revenue_growth", "eps_growth", "gross_margin", "operating_margin", "tax_rate"}
G = []


def r(doc, metric, basis, end, lo=None, hi=None, pt=None):
    unit = "percent" if metric in PCT else ("USD/share" if metric == "eps" else "USD")
    G.append({"doc": doc, "metric": metric, "basis": basis, "period_end_hint": end,
              "low": lo, "high": hi, "point": pt, "unit": unit})


# 1. asset manager, fiscal year ends Sep 30 (month-end); HTML Low | Midpoint | High table with GAAP /
#    As adjusted / Other section rows and a colspan capex cell; Q1 and other income in prose
d = "ashcombe-2025-10-30"; q1 = "2025-12-31"; fy = "2026-09-30"
r(d, "operating_expenses", "GAAP", fy, 3210 * M, 3310 * M)
r(d, "operating_margin", "GAAP", fy, 27.0, 29.0)
r(d, "tax_rate", "GAAP", fy, 23.0, 25.0)
r(d, "operating_expenses", "non-GAAP", fy, 2880 * M, 2980 * M)   # also the bullet "$2.88 billion to $2.98 billion"
r(d, "operating_margin", "non-GAAP", fy, 34.0, 36.0)
r(d, "tax_rate", "non-GAAP", fy, 23.5, 25.5)
r(d, "capex", "unspecified", fy, pt=85 * M)                        # colspan cell "approximately $85"
r(d, "other_income", "unspecified", fy, pt=45 * M)                 # "non-operating income, net, of approximately $45 million"
r(d, "operating_expenses", "non-GAAP", q1, 715 * M, 735 * M)
r(d, "operating_margin", "non-GAAP", q1, 32, 34)
r(d, "tax_rate", "non-GAAP", q1, pt=26)

# 2. container shipping, calendar year; layout table with First Half | Full Year groups of Low | High
#    columns; net income range from a loss to a profit; free cash flow "at least"
d = "tidesend-2026-03-10"; h1 = "2026-06-30"; fy = "2026-12-31"
r(d, "revenue", "unspecified", h1, 2350 * M, 2650 * M)
r(d, "ebitda", "non-GAAP", h1, 720 * M, 900 * M)
r(d, "capex", "unspecified", h1, 310 * M, 340 * M)                # wrapped label
r(d, "revenue", "unspecified", fy, 4500 * M, 5300 * M)
r(d, "revenue_growth", "unspecified", fy, -29, -16)              # "decline 16% to 29%"
r(d, "ebitda", "non-GAAP", fy, 1250 * M, 1650 * M)               # also the headline "$1.25 BILLION TO $1.65 BILLION"
r(d, "net_income", "unspecified", fy, -150 * M, 250 * M)         # "Net income (loss)" (150) | 250
r(d, "eps", "unspecified", fy, -1.25, 2.08)
r(d, "capex", "unspecified", fy, 780 * M, 860 * M)
r(d, "operating_cash_flow", "unspecified", fy, 1150 * M, 1450 * M)
r(d, "free_cash_flow", "non-GAAP", fy, lo=300 * M)               # "at least $300 million" (low only)

# 3. firearms maker, fiscal year ends Apr 30 (month-end); HTML table with rowspan period groups and
#    GAAP | Non-GAAP columns, N/A cells; the GAAP column makes its rows GAAP
d = "marlstock-2025-09-03"; q2 = "2025-10-31"; fy = "2026-04-30"
r(d, "revenue", "GAAP", q2, 128 * M, 136 * M)
r(d, "gross_margin", "GAAP", q2, 28.5, 30.0)
r(d, "eps", "GAAP", q2, 0.06, 0.10)
r(d, "eps", "non-GAAP", q2, 0.08, 0.12)
r(d, "revenue_growth", "unspecified", q2, -9, -3)                # "3% to 9% below" (prose)
r(d, "revenue_growth", "GAAP", fy, -6, -2)                       # "(6)% - (2)%" in the GAAP column
r(d, "gross_margin", "GAAP", fy, 29.0, 31.0)
r(d, "gross_margin", "non-GAAP", fy, 29.5, 31.5)
r(d, "eps", "GAAP", fy, 0.42, 0.58)
r(d, "eps", "non-GAAP", fy, 0.49, 0.65)
r(d, "tax_rate", "GAAP", fy, pt=25)                              # "~25%" in the GAAP column
r(d, "capex", "unspecified", fy, hi=30 * M)                      # "no more than $30 million" (high only)

# 4. hair salons franchisor, fiscal year ends Jun 30 (month-end); prose bullets and a layout
#    reconciliation of the guidance (Low | High) from GAAP net income to Adjusted EBITDA
d = "tressmoor-2025-08-27"; q1 = "2025-09-30"; fy = "2026-06-30"
r(d, "revenue_growth", "unspecified", fy, 1, 3)                  # same-store sales
r(d, "revenue", "unspecified", fy, pt=228 * M)
r(d, "operating_expenses", "unspecified", fy, 41 * M, 44 * M)    # general and administrative expense
r(d, "net_income", "GAAP", fy, 9.5 * M, 13.0 * M)
r(d, "eps", "GAAP", fy, 0.40, 0.55)
r(d, "ebitda", "non-GAAP", fy, 36 * M, 40 * M)
r(d, "capex", "unspecified", fy, 8 * M, 10 * M)
r(d, "free_cash_flow", "non-GAAP", fy, lo=18 * M)                # "no less than $18 million" (low only)
r(d, "revenue_growth", "unspecified", q1, 0, 2)                  # "flat to up 2%"
r(d, "ebitda", "non-GAAP", q1, 8.5 * M, 9.5 * M)

# 5. parking operator, calendar year; layout 2026 Outlook | 2025 Actual | Change at midpoint table,
#    a "respectively" sentence, a first-half guide
d = "curbline-2026-02-26"; h1 = "2026-06-30"; fy = "2026-12-31"
r(d, "operating_expenses", "non-GAAP", fy, 157 * M, 161 * M)     # adjusted G&A, wrapped label
r(d, "ebitda", "non-GAAP", fy, 128 * M, 136 * M)
r(d, "eps", "non-GAAP", fy, 2.35, 2.55)
r(d, "eps", "GAAP", fy, 1.80, 2.00)                              # "respectively" sentence
r(d, "free_cash_flow", "non-GAAP", fy, 75 * M, 85 * M)
r(d, "tax_rate", "unspecified", fy, pt=27)
r(d, "revenue_growth", "unspecified", fy, 4, 6)                  # services revenue
r(d, "capex", "unspecified", fy, 24 * M, 28 * M)
r(d, "ebitda", "non-GAAP", h1, 60 * M, 64 * M)
r(d, "eps", "non-GAAP", h1, 1.05, 1.15)

# 6. greeting cards, 52/53 weeks ending the last Saturday of February (FY2026 = 53 weeks ending
#    2026-02-28; Q3 ends 2025-11-22); HTML Q3 | FY updated | FY prior (greyed) | Change table
d = "penwhistle-2025-09-17"; q3 = "2025-11-22"; fy = "2026-02-28"
r(d, "revenue", "unspecified", q3, 452 * M, 468 * M)
r(d, "revenue_growth", "non-GAAP", q3, 1.5, 3.0)                 # comparable net sales growth (1)
r(d, "gross_margin", "non-GAAP", q3, 55.0, 56.0)
r(d, "eps", "non-GAAP", q3, 1.38, 1.48)
r(d, "eps", "GAAP", q3, 1.21, 1.31)
r(d, "revenue", "unspecified", fy, 1535 * M, 1565 * M)
r(d, "revenue_growth", "non-GAAP", fy, 0.5, 2.0)
r(d, "gross_margin", "non-GAAP", fy, 53.5, 54.5)                 # reaffirmed: the prior cell is equal
r(d, "ebitda", "non-GAAP", fy, 228 * M, 240 * M)
r(d, "eps", "non-GAAP", fy, 2.60, 2.80)                          # also the headline
r(d, "eps", "GAAP", fy, 2.02, 2.22)
r(d, "capex", "unspecified", fy, pt=48 * M)                      # "~$48", reaffirmed

# 7. trade show organizer, fiscal year ends Mar 31 (month-end); layout Current | Prior Outlook table with
#    wrapped headings; Q2 revenue "approximately $410 million, plus or minus 3%"
d = "fairgrove-2025-08-12"; q2 = "2025-09-30"; fy = "2026-03-31"
r(d, "revenue", "unspecified", fy, 1480 * M, 1520 * M)
r(d, "revenue_growth", "non-GAAP", fy, 9, 11)                    # organic (1)
r(d, "revenue_growth", "unspecified", fy, 3, 6)                  # reported
r(d, "ebitda", "non-GAAP", fy, 468 * M, 484 * M)
r(d, "eps", "non-GAAP", fy, 3.05, 3.20)
r(d, "eps", "GAAP", fy, 2.15, 2.30)
r(d, "free_cash_flow", "non-GAAP", fy, 330 * M, 350 * M)         # wrapped label
r(d, "capex", "unspecified", fy, pt=40 * M)
r(d, "tax_rate", "unspecified", fy, 24, 25)
r(d, "revenue", "unspecified", q2, 410 * M * 0.97, 410 * M * 1.03)   # 397.7-422.3 M (not printed as such)
r(d, "revenue_growth", "non-GAAP", q2, 12, 14)
r(d, "ebitda", "non-GAAP", q2, 118 * M, 126 * M)

# 8. residential real estate brokerage, calendar year; HTML table with segments as columns and a
#    Consolidated column (the only gold column); "respectively" GAAP/adjusted net income; "up to" capex
d = "keystead-2025-07-31"; q3 = "2025-09-30"; fy = "2025-12-31"
r(d, "revenue", "unspecified", fy, 6360 * M, 6600 * M)
r(d, "revenue_growth", "unspecified", fy, 5, 9)
r(d, "ebitda", "non-GAAP", fy, 115 * M, 140 * M)
r(d, "operating_expenses", "non-GAAP", fy, 1010 * M, 1030 * M)   # footnote (2) non-GAAP
r(d, "net_income", "GAAP", fy, -12 * M, 8 * M)
r(d, "net_income", "non-GAAP", fy, 62 * M, 80 * M)
r(d, "capex", "unspecified", fy, hi=45 * M)                      # "up to $45 million" (high only)
r(d, "revenue", "unspecified", q3, 1.72 * B, 1.80 * B)
r(d, "ebitda", "non-GAAP", q3, 38 * M, 48 * M)

# 9. money transfer, calendar year; layout Updated | Constant Currency | Prior Outlook table; a
#    preliminary 2026 outlook in prose
d = "ferrylink-2025-11-05"; fy = "2025-12-31"; fy26 = "2026-12-31"
r(d, "revenue", "unspecified", fy, 1372 * M, 1388 * M)
r(d, "revenue_growth", "unspecified", fy, 7, 8)                  # reported
r(d, "revenue_growth", "non-GAAP", fy, 8, 9)                     # constant currency (2)
r(d, "operating_margin", "non-GAAP", fy, 17.2, 17.6)
r(d, "eps", "non-GAAP", fy, 2.12, 2.18)
r(d, "eps", "GAAP", fy, 1.71, 1.77)
r(d, "tax_rate", "unspecified", fy, 26, 27)                      # reaffirmed: the prior cell is equal
r(d, "capex", "unspecified", fy, pt=52 * M)
r(d, "free_cash_flow", "non-GAAP", fy, 150 * M, 165 * M)
r(d, "revenue_growth", "non-GAAP", fy26, 8, 10)
r(d, "eps_growth", "non-GAAP", fy26, 10, 14)

# 10. flooring maker, 52/53 weeks ending the Saturday nearest Dec 31 (FY2025 = 53 weeks ending
#     2026-01-03; Q1 2026 ends 2026-04-04; FY2026 ends 2027-01-02); HTML cells with inline basis labels
d = "harrowgate-2026-02-19"; q1 = "2026-04-04"; fy = "2027-01-02"
r(d, "revenue", "unspecified", q1, 612 * M, 638 * M)
r(d, "gross_margin", "non-GAAP", q1, 31.0, 32.0)
r(d, "eps", "GAAP", q1, -0.06, 0.02)
r(d, "eps", "non-GAAP", q1, 0.10, 0.18)
r(d, "revenue", "unspecified", fy, 2.72 * B, 2.80 * B)
r(d, "revenue_growth", "unspecified", fy, -1, 2)                 # "Reported: (1)% to 2%"
r(d, "revenue_growth", "non-GAAP", fy, 1, 4)                     # "Excluding the 53rd week (2): 1% to 4%"
r(d, "gross_margin", "non-GAAP", fy, 32.0, 33.0)
r(d, "eps", "GAAP", fy, 1.55, 1.85)
r(d, "eps", "non-GAAP", fy, 2.05, 2.35)                          # also the headline
r(d, "capex", "unspecified", fy, pt=95 * M)
r(d, "tax_rate", "unspecified", fy, 24, 26)


def clean(v):
    if v is None:
        return None
    v = round(v, 6)
    return int(v) if v == int(v) and abs(v) >= 1000 else v


if __name__ == "__main__":
    with open(HERE / "docs.jsonl", "w") as f:
        for i, (doc, ext, fye) in enumerate(DOCS):
            f.write(json.dumps({"doc": doc, "file": f"{doc}.{ext}", "filed": doc[-10:], "fye": fye,
                                "split": "tune" if i % 2 == 0 else "test"}) + "\n")
    with open(HERE / "gold.jsonl", "w") as f:
        for g in G:
            for k in ("low", "high", "point"):
                g[k] = clean(g[k])
            f.write(json.dumps(g) + "\n")
    print(len(G), "records")
