#!/usr/bin/env python3
"""Writes docs.jsonl and gold.jsonl for holdout11 (the gold is typed in here, by hand).

Written blind: no extractor code, tests or output was looked at. See NOTES.md.
"""
import json
from pathlib import Path
HERE = Path(__file__).resolve().parent
B, M = 1e9, 1e6
DOCS = [  # writing order; split alternates tune/test
    ("harlowe-2025-08-27", "htm", "0131"),
    ("stillbrook-2026-02-18", "txt", "1231"),
    ("tallowmere-2026-02-12", "htm", "1231"),
    ("kelvora-2025-09-23", "txt", "0831"),
    ("boxhaven-2025-07-29", "htm", "1231"),
    ("splitline-2025-08-28", "txt", "0630"),
    ("pellmore-2025-11-13", "txt", "0930"),
    ("northgale-2025-07-24", "htm", "1231"),
    ("clearwell-2025-08-07", "txt", "1231"),
    ("skerrow-2025-10-29", "htm", "1231"),
]
U = {"eps": "USD/share", "revenue_growth": "percent", "gross_margin": "percent", "operating_margin": "percent",
     "tax_rate": "percent", "eps_growth": "percent"}
G = []
def r(doc, metric, basis, end, lo=None, hi=None, pt=None):
    G.append({"doc": doc, "metric": metric, "basis": basis, "period_end_hint": end,
              "low": lo, "high": hi, "point": pt, "unit": U.get(metric, "USD")})

# 1. young-adult apparel retailer, 52/53 weeks ending the Saturday nearest Jan 31 ("fiscal 2025" ends
#    2026-01-31); HTML table Third Quarter | Fiscal 2025 Current | Fiscal 2025 Prior (May 29, 2025)
d = "harlowe-2025-08-27"; q3 = "2025-11-01"; fy = "2026-01-31"
r(d, "revenue", "unspecified", q3, 1195 * M, 1220 * M)
r(d, "revenue_growth", "unspecified", q3, -2, 0)               # comparable sales "(2)% – flat"
r(d, "gross_margin", "unspecified", q3, 37.8, 38.3)
r(d, "operating_margin", "unspecified", q3, 5.4, 6.0)
r(d, "eps", "unspecified", q3, 0.52, 0.58)                      # vs $0.61 prior-year Q3 (trap)
r(d, "revenue", "unspecified", fy, 5080 * M, 5160 * M)         # prior $4,990 – $5,110 (trap)
r(d, "revenue_growth", "unspecified", fy, -1, 1)                # comparable sales "(1)% – 1%"
r(d, "gross_margin", "unspecified", fy, 38.5, 39.0)
r(d, "operating_margin", "unspecified", fy, 5.8, 6.1)           # prior 5.5% – 6.1%
r(d, "eps", "unspecified", fy, 2.35, 2.50)                      # prior $2.10 – $2.30
r(d, "tax_rate", "unspecified", fy, pt=25.5)                    # "approximately 25.5%" (Q3 cell is a dash)
r(d, "capex", "unspecified", fy, 210 * M, 230 * M)             # prior $225 – $245

# 2. regulated water utility, calendar year; 2026 guidance initiated with Q4 2025 results (prose + layout table)
d = "stillbrook-2026-02-18"; fy = "2026-12-31"
r(d, "revenue", "unspecified", fy, 2620 * M, 2700 * M)
r(d, "net_income", "unspecified", fy, 655 * M, 675 * M)        # "Net income attributable to common shareholders"
r(d, "eps", "GAAP", fy, 3.42, 3.52)                             # "2026 GAAP EPS" / "Diluted EPS (GAAP)"
r(d, "eps_growth", "GAAP", fy, 7, 10)                           # "growth of 7% to 10% over 2025 GAAP EPS of $3.20"
r(d, "tax_rate", "unspecified", fy, 20, 22)
r(d, "capex", "unspecified", fy, pt=1.9 * B)                    # regulated capex; acquisitions ~$150 M excluded
r(d, "operating_cash_flow", "unspecified", fy, pt=1.15 * B)

# 3. regional casino operator, calendar year; single "2026 Guidance" column with ranges in cells; Q1 in prose
d = "tallowmere-2026-02-12"; q1 = "2026-03-31"; fy = "2026-12-31"
r(d, "revenue", "unspecified", fy, 2480 * M, 2555 * M)
r(d, "revenue_growth", "unspecified", fy, 2, 5)                 # over 2025 net revenues of $2,431.2 M
r(d, "ebitda", "non-GAAP", fy, 553 * M, 592 * M)               # Adjusted EBITDA (EBITDAR and segments are not)
r(d, "net_income", "unspecified", fy, 112 * M, 150 * M)
r(d, "eps", "unspecified", fy, 1.84, 2.46)                      # "Diluted EPS" (Adjusted EPS row is N/A)
r(d, "tax_rate", "unspecified", fy, 24, 25)
r(d, "capex", "unspecified", fy, 220 * M, 260 * M)             # Total capital expenditures (maintenance/project are parts)
r(d, "revenue", "unspecified", q1, 600 * M, 620 * M)
r(d, "ebitda", "non-GAAP", q1, 128 * M, 136 * M)

# 4. electronics manufacturing services, fiscal year ends Aug 31 (month-end); Q1 Low | High layout table, FY in prose
d = "kelvora-2025-09-23"; q1 = "2025-11-30"; fy = "2026-08-31"
r(d, "revenue", "unspecified", q1, 6250 * M, 6850 * M)
r(d, "eps", "GAAP", q1, 0.84, 1.42)                             # U.S. GAAP diluted EPS
r(d, "eps", "non-GAAP", q1, 2.05, 2.45)                         # core diluted EPS (wrapped label)
r(d, "revenue", "unspecified", fy, pt=26.4 * B)
r(d, "revenue_growth", "unspecified", fy, pt=6)                 # "an increase of approximately 6%"
r(d, "operating_margin", "non-GAAP", fy, 5.4, 5.6)              # core operating margin
r(d, "eps", "GAAP", fy, pt=7.35)                                # "... approximately $7.35 and $9.60, respectively"
r(d, "eps", "non-GAAP", fy, pt=9.60)
r(d, "tax_rate", "non-GAAP", fy, 20, 22)                        # core effective tax rate

# 5. self-storage REIT, calendar year; HTML Low | High outlook with GAAP / non-GAAP / assumption groups,
#    per-share reconciliation to Core FFO; Q3 in prose
d = "boxhaven-2025-07-29"; q3 = "2025-09-30"; fy = "2025-12-31"
r(d, "eps", "GAAP", fy, 1.62, 1.70)                             # under "GAAP measures"
r(d, "net_income", "GAAP", fy, 293.2 * M, 308.6 * M)
r(d, "revenue", "unspecified", fy, 1085 * M, 1100 * M)
r(d, "revenue_growth", "unspecified", fy, -0.5, 1.0)            # same-store revenue growth "(0.5)% | 1.0%"
r(d, "capex", "unspecified", fy, 95 * M, 110 * M)
r(d, "revenue", "unspecified", q3, 276 * M, 281 * M)
r(d, "eps", "GAAP", q3, 0.40, 0.43)                             # "GAAP net income ... of $0.40 to $0.43 per diluted share"

# 6. pay-over-time lender, fiscal year ends Jun 30 (month-end); layout table Fiscal Q1'26 | Fiscal Year '26
d = "splitline-2025-08-28"; q1 = "2025-09-30"; fy = "2026-06-30"
r(d, "revenue", "unspecified", q1, 655 * M, 680 * M)
r(d, "operating_margin", "GAAP", q1, -2, 1)                     # "(2)% - 1%"
r(d, "operating_margin", "non-GAAP", q1, 22, 24)                # adjusted operating margin
r(d, "net_income", "GAAP", q1, -15 * M, 10 * M)                # "$(15) - $10 million"
r(d, "revenue", "unspecified", fy, 2.85 * B, 2.95 * B)         # "$2.90 billion, plus or minus $50 million"
r(d, "revenue_growth", "unspecified", fy, 21, 25)               # over fiscal 2025 revenue of $2,361.5 M
r(d, "operating_margin", "non-GAAP", fy, 25, 27)
r(d, "net_income", "GAAP", fy, 120 * M, 180 * M)

# 7. confectioner, 52/53 weeks ending the Sunday nearest Sep 30 (FY2026 ends 2026-09-27); prose + layout table
d = "pellmore-2025-11-13"; q1 = "2025-12-28"; fy = "2026-09-27"
r(d, "revenue_growth", "unspecified", fy, 3, 5)                 # net sales growth
r(d, "revenue_growth", "non-GAAP", fy, 2, 4)                    # organic, constant currency (3)
r(d, "eps", "GAAP", fy, 4.05, 4.25)                             # reported EPS-diluted(4), note (4): GAAP
r(d, "eps", "non-GAAP", fy, 4.60, 4.80)                         # "... respectively"
r(d, "eps_growth", "non-GAAP", fy, 6, 11)                       # over $4.33
r(d, "tax_rate", "non-GAAP", fy, 21, 22)                        # adjusted effective tax rate
r(d, "capex", "unspecified", fy, 310 * M, 340 * M)
r(d, "revenue_growth", "unspecified", q1, 0, 2)                 # "flat to up 2%"
r(d, "eps", "non-GAAP", q1, 1.20, 1.28)                         # vs $1.17 prior-year Q1 (trap)

# 8. HVAC maker, calendar year; HTML table with GAAP | Adjusted (non-GAAP) columns and colspan cells
d = "northgale-2025-07-24"; fy = "2025-12-31"
r(d, "revenue_growth", "unspecified", fy, pt=5)                 # colspan over both columns: no basis
r(d, "eps", "GAAP", fy, 21.40, 22.40)
r(d, "eps", "non-GAAP", fy, 22.75, 23.75)
r(d, "operating_margin", "GAAP", fy, 19.1, 19.6)
r(d, "operating_margin", "non-GAAP", fy, 20.3, 20.8)
r(d, "tax_rate", "GAAP", fy, 20, 21)                            # same range in both columns: two records
r(d, "tax_rate", "non-GAAP", fy, 20, 21)
r(d, "operating_cash_flow", "GAAP", fy, 870 * M, 970 * M)      # GAAP column; adjusted cell N/A
r(d, "free_cash_flow", "non-GAAP", fy, 650 * M, 750 * M)       # adjusted column; GAAP cell N/A
r(d, "capex", "unspecified", fy, pt=220 * M)                    # colspan "approximately $220 million"

# 9. optical retailer, 52/53 weeks ending the last Saturday of December (FY2025 ends 2025-12-27);
#    layout table Updated | Previous outlook with wrapped labels; Q3 in prose
d = "clearwell-2025-08-07"; q3 = "2025-09-27"; fy = "2025-12-27"
r(d, "revenue", "unspecified", fy, 1512 * M, 1540 * M)
r(d, "revenue_growth", "non-GAAP", fy, 4.0, 5.5)                # Adjusted Comparable Store Sales Growth(1)
r(d, "revenue_growth", "unspecified", fy, 4.3, 5.8)             # "corresponds to total comparable store sales growth"
r(d, "eps", "non-GAAP", fy, 0.56, 0.66)                         # Adjusted Diluted EPS(1)
r(d, "eps", "GAAP", fy, 0.40, 0.50)                             # "On a GAAP basis ... diluted EPS of $0.40 to $0.50"
r(d, "tax_rate", "unspecified", fy, pt=27)
r(d, "capex", "unspecified", fy, 82 * M, 88 * M)
r(d, "revenue_growth", "non-GAAP", q3, 3.5, 5.0)
r(d, "eps", "non-GAAP", q3, 0.08, 0.12)

# 10. offshore driller, calendar year; HTML table with colspan Q4 2025 / FY2026 over Low | High, and a
#     Low | High reconciliation; FY2025 capex in prose (Q4 capex cells are dashes)
d = "skerrow-2025-10-29"; q4 = "2025-12-31"; fy26 = "2026-12-31"
r(d, "revenue", "unspecified", q4, 585 * M, 605 * M)
r(d, "ebitda", "non-GAAP", q4, 165 * M, 195 * M)
r(d, "net_income", "GAAP", q4, -40 * M, -15 * M)
r(d, "capex", "unspecified", q4, pt=210 * M)                    # full-year 2025 capex ~$210 M (was $240 M)
r(d, "revenue", "unspecified", fy26, 2150 * M, 2300 * M)
r(d, "ebitda", "non-GAAP", fy26, 560 * M, 700 * M)
r(d, "net_income", "GAAP", fy26, -120 * M, 10 * M)
r(d, "capex", "unspecified", fy26, 180 * M, 220 * M)


def clean(v):
    if v is None:
        return None
    v = round(v, 6)
    return int(v) if v == int(v) and abs(v) >= 1000 else v

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
