#!/usr/bin/env python3
"""Writes docs.jsonl and gold.jsonl for holdout6 (the gold is typed in here, by hand)."""
import json
from pathlib import Path
HERE = Path(__file__).resolve().parent
B, M = 1e9, 1e6
DOCS = [  # writing order; split alternates tune/test
    ("arclinx-2025-08-13", "htm", "0731"),
    ("kessington-2024-07-23", "txt", "1231"),
    ("reelhaven-2025-07-17", "htm", "1231"),
    ("nickelby-2025-08-28", "txt", "0131"),
    ("castleport-2026-02-05", "txt", "1231"),
    ("wyncote-2026-01-27", "htm", "0630"),
    ("greensward-2024-11-06", "txt", "0930"),
    ("stanwick-2025-07-29", "htm", "1231"),
    ("hoistline-2025-10-23", "txt", "1231"),
    ("culvera-2025-11-06", "txt", "0331"),
]
U = {"eps": "USD/share", "revenue_growth": "percent", "gross_margin": "percent", "operating_margin": "percent",
     "tax_rate": "percent", "eps_growth": "percent"}
G = []
def r(doc, metric, basis, end, lo=None, hi=None, pt=None):
    G.append({"doc": doc, "metric": metric, "basis": basis, "period_end_hint": end,
              "low": lo, "high": hi, "point": pt, "unit": U.get(metric, "USD")})

# 1. networking equipment, 52/53 weeks ending the last Saturday of July; Q1 FY2026 and FY2026 (initiated)
d = "arclinx-2025-08-13"; q1 = "2025-10-25"; fy = "2026-07-25"
r(d, "revenue", "unspecified", q1, 3.30 * B, 3.38 * B)
r(d, "revenue_growth", "unspecified", q1, 8, 10)
r(d, "gross_margin", "non-GAAP", q1, 66.5, 67.5)
r(d, "gross_margin", "GAAP", q1, 63.5, 64.5)              # "gross margin and operating margin of ... respectively"
r(d, "operating_margin", "non-GAAP", q1, 31, 32)
r(d, "operating_margin", "GAAP", q1, 21, 22)
r(d, "tax_rate", "non-GAAP", q1, pt=19)
r(d, "eps", "non-GAAP", q1, 0.76, 0.78)
r(d, "eps", "GAAP", q1, 0.52, 0.57)
r(d, "revenue", "unspecified", fy, 13.55 * B, 13.85 * B)
r(d, "revenue_growth", "unspecified", fy, 5, 8)
r(d, "tax_rate", "non-GAAP", fy, pt=19)                   # "~19%"
r(d, "eps", "non-GAAP", fy, 3.20, 3.28)
r(d, "eps", "GAAP", fy, 2.24, 2.36)

# 2. tobacco, calendar year; FY2024 (raised) and Q3 2024
d = "kessington-2024-07-23"; q3 = "2024-09-30"; fy = "2024-12-31"
r(d, "eps", "GAAP", fy, 5.92, 6.04)                        # reported diluted EPS, "prepared in accordance with ... GAAP"
r(d, "eps", "non-GAAP", fy, 6.38, 6.50)
r(d, "eps_growth", "non-GAAP", fy, 8.0, 10.0)
r(d, "revenue_growth", "non-GAAP", fy, 6, 8)               # organic
r(d, "tax_rate", "non-GAAP", fy, 21, 22)                   # adjusted effective tax rate
r(d, "operating_cash_flow", "unspecified", fy, pt=11 * B)  # "around $11 billion"
r(d, "capex", "unspecified", fy, pt=1.4 * B)
r(d, "eps", "GAAP", q3, 1.55, 1.60)                        # "... of $1.55 to $1.60 and $1.72 to $1.77, respectively"
r(d, "eps", "non-GAAP", q3, 1.72, 1.77)

# 3. streaming video, calendar year; Q3 2025 forecast column and FY2025 (raised)
d = "reelhaven-2025-07-17"; q3 = "2025-09-30"; fy = "2025-12-31"
r(d, "revenue", "unspecified", q3, pt=5480 * M)
r(d, "revenue_growth", "unspecified", q3, pt=14.9)
r(d, "operating_margin", "unspecified", q3, pt=29.0)
r(d, "net_income", "unspecified", q3, pt=1265 * M)
r(d, "eps", "unspecified", q3, pt=2.88)
r(d, "revenue", "unspecified", fy, 21.4 * B, 21.8 * B)
r(d, "revenue_growth", "non-GAAP", fy, pt=14)              # F/X neutral, "about 14%"
r(d, "operating_margin", "unspecified", fy, pt=28.5)
r(d, "free_cash_flow", "non-GAAP", fy, 5.5 * B, 6.0 * B)

# 4. dollar-store retailer, 52/53 weeks ending the Friday nearest Jan 31; FY2025 (raised) and Q3 FY2025
d = "nickelby-2025-08-28"; q3 = "2025-10-31"; fy = "2026-01-30"
r(d, "revenue", "unspecified", fy, 25.2 * B, 25.4 * B)
r(d, "revenue_growth", "unspecified", fy, 1.9, 2.4)        # same-store sales
r(d, "eps", "unspecified", fy, 4.05, 4.35)
r(d, "tax_rate", "unspecified", fy, pt=23.5)
r(d, "capex", "unspecified", fy, 850 * M, 900 * M)
r(d, "revenue", "unspecified", q3, 6.21 * B, 6.27 * B)
r(d, "revenue_growth", "unspecified", q3, 1.0, 1.5)
r(d, "eps", "unspecified", q3, 0.72, 0.78)                 # "72 cents to 78 cents"

# 5. exchange operator, calendar year; FY2026 (initiated) and Q1 2026
d = "castleport-2026-02-05"; q1 = "2026-03-31"; fy = "2026-12-31"
r(d, "operating_expenses", "GAAP", fy, 3.04 * B, 3.10 * B)
r(d, "operating_expenses", "non-GAAP", fy, 2.53 * B, 2.58 * B)   # "between $2.53 billion and $2.58 billion"
r(d, "other_income", "unspecified", fy, -195 * M, -180 * M)     # "$(195) million to $(180) million"
r(d, "tax_rate", "unspecified", fy, 23, 25)
r(d, "capex", "unspecified", fy, 210 * M, 230 * M)
r(d, "operating_expenses", "GAAP", q1, 752 * M, 762 * M)
r(d, "operating_expenses", "non-GAAP", q1, 630 * M, 640 * M)
r(d, "other_income", "unspecified", q1, -52 * M, -47 * M)
r(d, "tax_rate", "unspecified", q1, 22.5, 24.5)

# 6. postsecondary education, June 30 month-end; FY2026 (raised) and Q3 FY2026
d = "wyncote-2026-01-27"; q3 = "2026-03-31"; fy = "2026-06-30"
r(d, "revenue", "unspecified", fy, 1985 * M, 2015 * M)
r(d, "revenue_growth", "unspecified", fy, 10, 12)
r(d, "ebitda", "non-GAAP", fy, 565 * M, 580 * M)
r(d, "eps", "GAAP", fy, 6.95, 7.20)
r(d, "eps", "non-GAAP", fy, 7.85, 8.05)
r(d, "tax_rate", "unspecified", fy, 24.0, 25.0)
r(d, "capex", "unspecified", fy, pt=60 * M)                # "~$60" cell, "$ in millions" header
r(d, "revenue", "unspecified", q3, 505 * M, 515 * M)
r(d, "eps", "non-GAAP", q3, 2.02, 2.12)

# 7. lawn and garden products, Sept 30 month-end; FY2025 (initiated), first half and Q1 FY2025
d = "greensward-2024-11-06"; q1 = "2024-12-31"; h1 = "2025-03-31"; fy = "2025-09-30"
r(d, "revenue", "unspecified", fy, 3.45 * B, 3.55 * B)
r(d, "gross_margin", "GAAP", fy, 29.5, 30.5)
r(d, "eps", "non-GAAP", fy, 3.05, 3.25)
r(d, "eps", "GAAP", fy, 2.30, 2.55)
r(d, "ebitda", "non-GAAP", fy, 600 * M, 620 * M)
r(d, "free_cash_flow", "non-GAAP", fy, pt=250 * M)
r(d, "capex", "unspecified", fy, pt=90 * M)
r(d, "revenue_growth", "unspecified", h1, -5, -3)          # first-half net sales "decline 3% to 5%"
r(d, "eps", "non-GAAP", q1, -1.05, -0.95)                  # "adjusted loss per share of $(1.05) to $(0.95)"

# 8. automaker, calendar year; FY2025 (lowered); basis given by a "Basis" column
d = "stanwick-2025-07-29"; fy = "2025-12-31"
r(d, "net_income", "GAAP", fy, 5.9 * B, 7.1 * B)
r(d, "eps", "GAAP", fy, 6.05, 7.30)
r(d, "eps", "non-GAAP", fy, 7.00, 8.50)
r(d, "tax_rate", "non-GAAP", fy, 18.5, 20.0)               # unchanged from the prior column
r(d, "free_cash_flow", "non-GAAP", fy, 6.0 * B, 8.5 * B)
r(d, "capex", "unspecified", fy, 9.5 * B, 10.5 * B)        # reaffirmed
r(d, "revenue_growth", "unspecified", fy, -3, -1)          # "(3)% - (1)%", "decline 1% to 3%"

# 9. equipment rental, calendar year; FY2025 (updated; current vs prior columns)
d = "hoistline-2025-10-23"; fy = "2025-12-31"
r(d, "revenue", "unspecified", fy, 6480 * M, 6560 * M)
r(d, "revenue_growth", "unspecified", fy, 3.5, 4.8)
r(d, "ebitda", "non-GAAP", fy, 2940 * M, 2990 * M)
r(d, "eps", "unspecified", fy, 13.10, 13.55)
r(d, "eps", "non-GAAP", fy, 14.40, 14.85)
r(d, "capex", "unspecified", fy, 1480 * M, 1580 * M)       # gross capital expenditures, rental and non-rental
r(d, "operating_cash_flow", "unspecified", fy, 2350 * M, 2450 * M)
r(d, "free_cash_flow", "non-GAAP", fy, 1150 * M, 1250 * M)

# 10. stormwater and wastewater products, March 31 month-end; FY2026 (narrowed) and Q3 FY2026
d = "culvera-2025-11-06"; q3 = "2025-12-31"; fy = "2026-03-31"
r(d, "revenue", "unspecified", fy, 2915 * M, 2975 * M)
r(d, "ebitda", "non-GAAP", fy, 905 * M, 935 * M)
r(d, "revenue_growth", "unspecified", fy, 4.4, 6.6)
r(d, "eps", "non-GAAP", fy, 6.10, 6.40)
r(d, "capex", "unspecified", fy, 200 * M, 220 * M)         # unchanged
r(d, "tax_rate", "unspecified", fy, pt=24.5)
r(d, "revenue", "unspecified", q3, 640 * M, 670 * M)
r(d, "ebitda", "non-GAAP", q3, 180 * M, 195 * M)


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
