#!/usr/bin/env python3
"""Writes docs.jsonl and gold.jsonl for holdout15 (the gold is typed in here, by hand).

Written blind: no extractor code, tests or output was looked at. See NOTES.md.
Record format as holdout14. One-sided guides ("at least" -> low only; "no more than" -> high only)
are records with the other bound null and point null; there are three of them. Layerwise's
"midpoint plus or minus" table cells give low = midpoint - band and high = midpoint + band
("100 bps" on a percentage is 1.0 point), typed here as computed numbers.
"""
import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
B, M = 1e9, 1e6
DOCS = [  # writing order; the split alternates tune/test and was fixed before anything ran
    ("windhaven-2025-11-04", "htm", "1231"),
    ("roadmark-2025-08-06", "txt", "1231"),
    ("lumacrest-2025-10-01", "htm", "0831"),
    ("brackenfield-2025-09-16", "txt", "0630"),
    ("budleigh-2026-03-05", "txt", "1231"),
    ("layerwise-2025-08-11", "htm", "1231"),
    ("valisford-2025-08-07", "txt", "0331"),
    ("fretwell-2025-11-13", "htm", "0930"),
    ("pressbury-2026-02-24", "txt", "1231"),
    ("pedalwick-2025-12-10", "htm", "1031"),
]
PCT = {"revenue_growth", "eps_growth", "gross_margin", "operating_margin", "tax_rate"}
G = []


def r(doc, metric, basis, end, lo=None, hi=None, pt=None):
    unit = "percent" if metric in PCT else ("USD/share" if metric == "eps" else "USD")
    G.append({"doc": doc, "metric": metric, "basis": basis, "period_end_hint": end,
              "low": lo, "high": hi, "point": pt, "unit": unit})


# 1. aircraft lessor, calendar year; HTML Measure | Unit | From | To | change-versus-prior-outlook table
#    (units in their own column, the prior outlook inside the text of the last column); prose for
#    operating cash flow ("at least") and a preliminary 2026 outlook
d = "windhaven-2025-11-04"; fy = "2025-12-31"; fy26 = "2026-12-31"
r(d, "revenue", "unspecified", fy, 3140 * M, 3200 * M)
r(d, "operating_expenses", "unspecified", fy, 255 * M, 265 * M)        # SG&A, "Unchanged"
r(d, "net_income", "GAAP", fy, 905 * M, 945 * M)
r(d, "eps", "GAAP", fy, 8.10, 8.45)
r(d, "eps", "non-GAAP", fy, 8.55, 8.90)                                 # also the highlight bullet
r(d, "tax_rate", "unspecified", fy, 19.5, 20.5)                         # "Unchanged"
r(d, "capex", "unspecified", fy, 4.6 * B, 5.0 * B)                      # "$ billions" in the Unit column
r(d, "operating_cash_flow", "unspecified", fy, lo=1.9 * B)              # "at least $1.9 billion" (low only)
r(d, "revenue", "unspecified", fy26, 3.35 * B, 3.45 * B)
r(d, "capex", "unspecified", fy26, pt=5.5 * B)
r(d, "eps_growth", "non-GAAP", fy26, 5, 8)                              # adjusted diluted EPS to grow 5% to 8%

# 2. billboards, calendar year; layout text: bullets with "(previously ...)" priors, a capex
#    breakdown table (Low | High, wrapped label, components are traps), a Q3 sentence
d = "roadmark-2025-08-06"; q3 = "2025-09-30"; fy = "2025-12-31"
r(d, "revenue", "unspecified", q3, 588 * M, 598 * M)
r(d, "revenue_growth", "non-GAAP", q3, 2, 4)                            # organic (2)
r(d, "ebitda", "non-GAAP", q3, 280 * M, 288 * M)
r(d, "eps", "unspecified", q3, 1.38, 1.44)                              # "net income per diluted share", no GAAP label
r(d, "revenue", "unspecified", fy, 2330 * M, 2370 * M)
r(d, "ebitda", "non-GAAP", fy, 1090 * M, 1110 * M)
r(d, "net_income", "GAAP", fy, 525 * M, 538 * M)
r(d, "eps", "GAAP", fy, 5.12, 5.24)
r(d, "free_cash_flow", "non-GAAP", fy, 690 * M, 720 * M)
r(d, "capex", "unspecified", fy, 150 * M, 160 * M)                      # sentence and the table's total row

# 3. lighting maker, fiscal year ends Aug 31 (month-end); HTML table transposed: metrics as columns
#    under period colspans, Low and High as rows, a prior-year actual row; first half in prose
d = "lumacrest-2025-10-01"; q1 = "2025-11-30"; h1 = "2026-02-28"; fy = "2026-08-31"
r(d, "revenue", "unspecified", q1, 1020 * M, 1060 * M)
r(d, "eps", "non-GAAP", q1, 4.05, 4.35)
r(d, "revenue", "unspecified", fy, 4350 * M, 4470 * M)
r(d, "revenue_growth", "unspecified", fy, 3, 6)
r(d, "eps", "GAAP", fy, 14.40, 15.60)
r(d, "eps", "non-GAAP", fy, 18.20, 19.40)
r(d, "operating_margin", "non-GAAP", fy, 17.6, 18.2)                    # adjusted operating profit margin (2)
r(d, "tax_rate", "unspecified", fy, pt=23)
r(d, "capex", "unspecified", fy, 90 * M, 100 * M)
r(d, "free_cash_flow", "non-GAAP", fy, 540 * M, 580 * M)
r(d, "revenue", "unspecified", h1, 2.08 * B, 2.16 * B)

# 4. football club, fiscal year ends Jun 30 (month-end); layout Low | High | actual table with
#    revenue-stream sub-rows (traps) and a "(35) (15)" net loss; first half in prose; "no more than"
d = "brackenfield-2025-09-16"; h1 = "2025-12-31"; fy = "2026-06-30"
r(d, "revenue", "unspecified", fy, 820 * M, 850 * M)
r(d, "revenue_growth", "unspecified", fy, -7, -4)                       # "decline 4% to 7%"
r(d, "operating_expenses", "non-GAAP", fy, 610 * M, 630 * M)
r(d, "ebitda", "non-GAAP", fy, 205 * M, 225 * M)
r(d, "net_income", "unspecified", fy, -35 * M, -15 * M)                 # "Net loss (35) (15)"
r(d, "eps", "unspecified", fy, -0.21, -0.09)                            # "Net loss per share ... $(0.21) to $(0.09)"
r(d, "operating_cash_flow", "unspecified", fy, 150 * M, 180 * M)
r(d, "capex", "unspecified", fy, hi=95 * M)                             # "no more than $95 million" (high only)
r(d, "revenue", "unspecified", h1, 390 * M, 405 * M)
r(d, "ebitda", "non-GAAP", h1, 88 * M, 98 * M)

# 5. cannabis, calendar year; layout text: a superseded January point, outlook dash bullets,
#    tax rate of ~60%, Q1 sentence; "at least" free cash flow
d = "budleigh-2026-03-05"; q1 = "2026-03-31"; fy = "2026-12-31"
r(d, "revenue", "unspecified", fy, 1.18 * B, 1.24 * B)
r(d, "revenue_growth", "unspecified", fy, 2, 7)
r(d, "gross_margin", "unspecified", fy, 50, 52)
r(d, "ebitda", "non-GAAP", fy, 330 * M, 360 * M)
r(d, "net_income", "GAAP", fy, -20 * M, 10 * M)                         # "$(20) million to $10 million"
r(d, "operating_cash_flow", "unspecified", fy, 260 * M, 300 * M)
r(d, "capex", "unspecified", fy, 70 * M, 90 * M)
r(d, "free_cash_flow", "non-GAAP", fy, lo=180 * M)                      # "at least $180 million" (low only)
r(d, "tax_rate", "unspecified", fy, pt=60)
r(d, "revenue", "unspecified", q1, 282 * M, 292 * M)
r(d, "ebitda", "non-GAAP", q1, 76 * M, 82 * M)

# 6. 3D printer maker, calendar year; HTML Midpoint | Plus or minus sub-columns under Q3 / FY
#    colspans; bounds computed (not printed except the GAAP EPS ranges, restated in prose)
d = "layerwise-2025-08-11"; q3 = "2025-09-30"; fy = "2025-12-31"
r(d, "revenue", "unspecified", q3, 114 * M, 122 * M)                    # 118.0 +/- 4.0
r(d, "gross_margin", "non-GAAP", q3, 46.5, 48.5)                        # 47.5% +/- 100 bps
r(d, "operating_expenses", "non-GAAP", q3, 50.5 * M, 53.5 * M)          # 52.0 +/- 1.5
r(d, "ebitda", "non-GAAP", q3, 6.5 * M, 10.5 * M)                       # 8.5 +/- 2.0
r(d, "eps", "GAAP", q3, -0.15, -0.09)                                   # $(0.12) +/- $0.03
r(d, "eps", "non-GAAP", q3, 0.02, 0.08)                                 # $0.05 +/- $0.03
r(d, "revenue", "unspecified", fy, 460 * M, 480 * M)                    # 470.0 +/- 10.0
r(d, "gross_margin", "non-GAAP", fy, 46.25, 47.75)                      # 47.0% +/- 75 bps
r(d, "operating_expenses", "non-GAAP", fy, 202 * M, 210 * M)            # 206.0 +/- 4.0
r(d, "ebitda", "non-GAAP", fy, 34 * M, 42 * M)                          # 38.0 +/- 4.0
r(d, "eps", "GAAP", fy, -0.47, -0.35)                                   # $(0.41) +/- $0.06
r(d, "eps", "non-GAAP", fy, 0.16, 0.28)                                 # $0.22 +/- $0.06
r(d, "capex", "unspecified", fy, pt=22 * M)                             # 22.0 with a dash band

# 7. luggage maker, fiscal year ends Mar 31 (month-end); Q2 prose with reported and constant-currency
#    declines; layout Current | Outlook issued May 21 table with reaffirmed cells; reported FY in prose
d = "valisford-2025-08-07"; q2 = "2025-09-30"; fy = "2026-03-31"
r(d, "revenue", "unspecified", q2, 905 * M, 935 * M)
r(d, "revenue_growth", "unspecified", q2, -6, -3)                       # "a decline of 3% to 6% on a reported basis"
r(d, "revenue_growth", "non-GAAP", q2, -4, -1)                          # "a decline of 1% to 4% in constant currency"
r(d, "ebitda", "non-GAAP", q2, 150 * M, 165 * M)
r(d, "revenue", "unspecified", fy, 3.55 * B, 3.63 * B)
r(d, "revenue_growth", "non-GAAP", fy, 0, 3)                            # "flat - 3%" constant currency
r(d, "revenue_growth", "unspecified", fy, -1, 1)                        # "from a 1% decline to a 1% increase"
r(d, "gross_margin", "unspecified", fy, pt=59.5)                        # "~59.5%", reaffirmed
r(d, "ebitda", "non-GAAP", fy, 650 * M, 690 * M)
r(d, "capex", "unspecified", fy, 100 * M, 110 * M)
r(d, "free_cash_flow", "non-GAAP", fy, pt=300 * M)                      # "~300" adjusted free cash flow
r(d, "tax_rate", "unspecified", fy, 21, 23)                             # reaffirmed

# 8. musical instruments, 52/53 weeks ending the last Saturday of September (FY2025 ended
#    2025-09-27; Q1 FY2026 ends 2025-12-27; FY2026 ends 2026-09-26); HTML table with a Basis column
d = "fretwell-2025-11-13"; q1 = "2025-12-27"; fy = "2026-09-26"
r(d, "revenue", "unspecified", q1, 318 * M, 332 * M)
r(d, "revenue_growth", "non-GAAP", q1, 2, 5)                            # comparable net sales growth
r(d, "gross_margin", "GAAP", q1, 41.0, 42.0)
r(d, "gross_margin", "non-GAAP", q1, 42.0, 43.0)
r(d, "eps", "GAAP", q1, 0.88, 0.98)
r(d, "eps", "non-GAAP", q1, 1.02, 1.12)
r(d, "revenue", "unspecified", fy, 1.21 * B, 1.25 * B)
r(d, "revenue_growth", "non-GAAP", fy, 3, 5)
r(d, "gross_margin", "GAAP", fy, 41.5, 42.5)
r(d, "gross_margin", "non-GAAP", fy, 42.5, 43.5)
r(d, "eps", "GAAP", fy, 2.35, 2.60)
r(d, "eps", "non-GAAP", fy, 2.95, 3.20)
r(d, "tax_rate", "unspecified", fy, 24, 25)
r(d, "capex", "unspecified", fy, pt=38 * M)

# 9. commercial printer, calendar year; layout 2026 Guidance | 2025 Actual table with word cells
#    ("Decline of 5% to 9%", "$170 million to $190 million"), lettered footnotes, reported in prose
d = "pressbury-2026-02-24"; q1 = "2026-03-31"; fy = "2026-12-31"
r(d, "revenue_growth", "non-GAAP", fy, -9, -5)                          # organic (a)
r(d, "revenue_growth", "unspecified", fy, -12, -8)                      # reported
r(d, "revenue", "unspecified", fy, 2.21 * B, 2.31 * B)
r(d, "ebitda", "non-GAAP", fy, 170 * M, 190 * M)
r(d, "free_cash_flow", "non-GAAP", fy, 50 * M, 70 * M)
r(d, "capex", "unspecified", fy, 40 * M, 50 * M)
r(d, "eps", "non-GAAP", fy, 0.85, 1.05)
r(d, "eps", "GAAP", fy, 0.25, 0.55)
r(d, "tax_rate", "non-GAAP", fy, 25, 27)                                # "adjusted effective tax rate"
r(d, "revenue_growth", "unspecified", q1, -13, -10)

# 10. bicycle maker, fiscal year ends Oct 31 (month-end); HTML table with metric section rows, period
#     rows under each and Low | High columns
d = "pedalwick-2025-12-10"; q1 = "2026-01-31"; fy = "2026-10-31"
r(d, "revenue", "unspecified", q1, 212 * M, 228 * M)
r(d, "ebitda", "non-GAAP", q1, 14 * M, 19 * M)
r(d, "eps", "GAAP", q1, -0.05, 0.03)
r(d, "eps", "non-GAAP", q1, 0.04, 0.12)
r(d, "revenue", "unspecified", fy, 1020 * M, 1080 * M)
r(d, "gross_margin", "non-GAAP", fy, 31.0, 32.5)
r(d, "ebitda", "non-GAAP", fy, 118 * M, 134 * M)
r(d, "eps", "GAAP", fy, 0.62, 0.87)
r(d, "eps", "non-GAAP", fy, 0.95, 1.20)
r(d, "revenue_growth", "unspecified", fy, 3, 9)
r(d, "capex", "unspecified", fy, pt=28 * M)
r(d, "other_income", "unspecified", fy, pt=6 * M)                       # "other income, net, of approximately $6 million"
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
