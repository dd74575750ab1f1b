#!/usr/bin/env python3
"""Writes docs.jsonl and gold.jsonl for holdout8 (the gold is typed in here, by hand)."""
import json
from pathlib import Path
HERE = Path(__file__).resolve().parent
B, M = 1e9, 1e6
DOCS = [  # writing order; split alternates tune/test
    ("liftmoor-2025-10-23", "htm", "1231"),
    ("benchwood-2025-09-17", "txt", "0228"),
    ("saffrey-2025-06-24", "txt", "1130"),
    ("filemont-2025-08-14", "htm", "0630"),
    ("shorecrest-2025-07-30", "htm", "1231"),
    ("orbitane-2025-10-21", "txt", "1231"),
    ("restmere-2025-07-29", "txt", "1231"),
    ("roamfield-2025-10-22", "htm", "0831"),
    ("staylark-2025-07-31", "htm", "1231"),
    ("keelson-2025-07-24", "txt", "1231"),
]
U = {"eps": "USD/share", "revenue_growth": "percent", "gross_margin": "percent", "operating_margin": "percent",
     "tax_rate": "percent", "eps_growth": "percent"}
G = []
def r(doc, metric, basis, end, lo=None, hi=None, pt=None):
    G.append({"doc": doc, "metric": metric, "basis": basis, "period_end_hint": end,
              "low": lo, "high": hi, "point": pt, "unit": U.get(metric, "USD")})

# 1. elevator and escalator maker, calendar year; FY2025 narrowed; Prior | Current outlook table
d = "liftmoor-2025-10-23"; fy = "2025-12-31"
r(d, "revenue", "unspecified", fy, 14.1 * B, 14.3 * B)        # "$14.1B – $14.3B" (prior $14.0B – $14.3B)
r(d, "revenue_growth", "non-GAAP", fy, 1, 2)                   # "Organic sales growth* 1% to 2%" (prior 0% to 2%)
r(d, "eps", "non-GAAP", fy, 4.02, 4.08)                        # "Adjusted EPS* $4.02 – $4.08" (prior $3.98 – $4.08)
r(d, "eps_growth", "non-GAAP", fy, 5, 7)                       # "Adjusted EPS growth* 5% to 7%" over $3.82
r(d, "eps", "GAAP", fy, 3.55, 3.65)                            # "On a GAAP basis ... EPS of $3.55 to $3.65"
r(d, "operating_cash_flow", "GAAP", fy, pt=1.60 * B)           # "GAAP cash flow from operations ~$1.60B" (same in prior)
r(d, "capex", "unspecified", fy, pt=150 * M)                   # "~$150M" (same in prior)
r(d, "free_cash_flow", "non-GAAP", fy, pt=1.45 * B)            # "~$1.45B" (prior $1.40B – $1.50B)
r(d, "tax_rate", "non-GAAP", fy, 24.5, 25.0)                   # adjusted, same in prior

# 2. office furniture, 52/53 weeks ending the last Friday of February; next quarter (Q3 FY2026) and FY2026 capex
d = "benchwood-2025-09-17"; q3 = "2025-11-28"; fy = "2026-02-27"
r(d, "revenue", "unspecified", q3, 820 * M, 845 * M)           # "in the range of $820 million to $845 million"
r(d, "revenue_growth", "unspecified", q3, 3, 6)                # over $797.6 million
r(d, "revenue_growth", "non-GAAP", q3, 2, 5)                   # organic, footnote (1)
r(d, "eps", "unspecified", q3, 0.26, 0.30)                     # "26 cents to 30 cents"
r(d, "eps", "non-GAAP", q3, 0.30, 0.34)                        # adjusted, "30 cents to 34 cents"
r(d, "operating_expenses", "unspecified", q3, 236 * M, 241 * M)
r(d, "tax_rate", "unspecified", q3, pt=27)
r(d, "capex", "unspecified", fy, 70 * M, 80 * M)               # "$70 million to $80 million"

# 3. spices and flavors, November 30 month-end; FY2025 reaffirmed
d = "saffrey-2025-06-24"; fy = "2025-11-30"
r(d, "revenue_growth", "unspecified", fy, 0, 2)                # "net sales growth of 0% to 2%"
r(d, "revenue_growth", "non-GAAP", fy, 1, 3)                   # constant currency, footnote (1)
r(d, "eps", "unspecified", fy, 2.78, 2.83)                     # "diluted earnings per share ... $2.78 to $2.83"
r(d, "eps", "non-GAAP", fy, 2.86, 2.91)
r(d, "eps_growth", "non-GAAP", fy, 4, 6)                       # over $2.74; the 2% currency impact is a component
r(d, "tax_rate", "non-GAAP", fy, pt=22.5)                      # adjusted effective income tax rate
r(d, "capex", "unspecified", fy, pt=290 * M)

# 4. tax preparation services, June 30 month-end; FY2026 initiated; Fiscal 2025 Results | Fiscal 2026 Outlook table
d = "filemont-2025-08-14"; fy = "2026-06-30"
r(d, "revenue", "unspecified", fy, 3.31 * B, 3.35 * B)
r(d, "revenue_growth", "unspecified", fy, 3, 4)                # "implies growth of 3% to 4%" over $3,210.4 million
r(d, "ebitda", "non-GAAP", fy, 840 * M, 860 * M)               # EBITDA footnote 2: non-GAAP
r(d, "tax_rate", "unspecified", fy, pt=24)
r(d, "eps", "non-GAAP", fy, 4.05, 4.20)
r(d, "eps_growth", "non-GAAP", fy, -8, -5)                     # "expected to decline 5% to 8% from the $4.41"
r(d, "capex", "unspecified", fy, 115 * M, 125 * M)

# 5. timeshare / vacation ownership, calendar year; FY2025 (raised) and Q3 2025; table plus Low/High reconciliation
d = "shorecrest-2025-07-30"; q3 = "2025-09-30"; fy = "2025-12-31"
r(d, "ebitda", "non-GAAP", fy, 945 * M, 965 * M)               # previously $930 - $955 million
r(d, "eps", "non-GAAP", fy, 6.05, 6.25)                        # previously $5.95 - $6.20
r(d, "free_cash_flow", "non-GAAP", fy, 470 * M, 510 * M)
r(d, "tax_rate", "non-GAAP", fy, pt=26)
r(d, "net_income", "GAAP", fy, 395 * M, 410 * M)               # reconciliation row "Net income (GAAP)"
r(d, "ebitda", "non-GAAP", q3, 255 * M, 265 * M)
r(d, "eps", "non-GAAP", q3, 1.78, 1.88)
r(d, "tax_rate", "non-GAAP", q3, pt=26)
r(d, "net_income", "GAAP", q3, 108 * M, 116 * M)

# 6. satellite communications, calendar year; FY2025 updated; Current | Prior columns, "($ in millions ...)" once
d = "orbitane-2025-10-21"; fy = "2025-12-31"
r(d, "revenue", "unspecified", fy, 880 * M, 895 * M)
r(d, "ebitda", "non-GAAP", fy, 505 * M, 515 * M)               # OEBITDA(1)
r(d, "net_income", "unspecified", fy, 104 * M, 116 * M)
r(d, "eps", "unspecified", fy, 0.95, 1.05)
r(d, "tax_rate", "unspecified", fy, 5, 8)
r(d, "capex", "unspecified", fy, pt=105 * M)                   # "approx. 105"
r(d, "free_cash_flow", "non-GAAP", fy, pt=300 * M)             # "approx. 300"

# 7. funeral homes and cemeteries, calendar year; FY2025 EPS confirmed, cash flow raised
d = "restmere-2025-07-29"; fy = "2025-12-31"
r(d, "eps", "non-GAAP", fy, 2.62, 2.82)                        # excluding special items(1)
r(d, "eps", "GAAP", fy, 2.58, 2.78)                            # "$2.68 plus or minus $0.10"; Low/High table
r(d, "operating_cash_flow", "non-GAAP", fy, 640 * M, 680 * M)  # excluding special items(1); previously $610 - $650
r(d, "capex", "unspecified", fy, pt=245 * M)                   # "Total capital expenditures $245"
r(d, "revenue_growth", "unspecified", fy, 2, 4)
r(d, "tax_rate", "unspecified", fy, pt=25.5)

# 8. RVs and boats, 52/53 weeks ending the last Saturday of August; Q1, first half and FY2026 initiated
d = "roamfield-2025-10-22"; q1 = "2025-11-29"; h1 = "2026-02-28"; fy = "2026-08-29"
r(d, "revenue", "unspecified", fy, 2.80 * B, 3.00 * B)
r(d, "eps", "GAAP", fy, 1.45, 2.05)
r(d, "eps", "non-GAAP", fy, 2.00, 2.60)
r(d, "ebitda", "non-GAAP", fy, 185 * M, 215 * M)
r(d, "capex", "unspecified", fy, 35 * M, 45 * M)
r(d, "tax_rate", "unspecified", fy, pt=24)
r(d, "revenue_growth", "unspecified", h1, -8, -3)              # "first half ... to decline 3% to 8%"
r(d, "revenue", "unspecified", q1, 600 * M, 650 * M)           # "between $600 million and $650 million"
r(d, "eps", "non-GAAP", q1, 0.05, 0.15)                        # "5 cents to 15 cents"

# 9. online travel agency, calendar year; Q3 2025 and FY2025 (revenue raised)
d = "staylark-2025-07-31"; q3 = "2025-09-30"; fy = "2025-12-31"
r(d, "revenue_growth", "unspecified", q3, 7, 9)                # "7% to 9% and 5% to 7% ... respectively"
r(d, "revenue_growth", "non-GAAP", q3, 5, 7)                   # constant currency*
r(d, "ebitda", "non-GAAP", q3, 880 * M, 910 * M)               # "$880-$910 million"
r(d, "revenue_growth", "unspecified", fy, 6.0, 7.0)            # "6.5% plus or minus 50 basis points"
r(d, "capex", "unspecified", fy, pt=430 * M)
r(d, "tax_rate", "non-GAAP", fy, pt=21)

# 10. insurance brokerage, calendar year; FY2025 (organic reaffirmed, EPS raised) and Q3 2025
d = "keelson-2025-07-24"; q3 = "2025-09-30"; fy = "2025-12-31"
r(d, "revenue_growth", "non-GAAP", fy, 5.5, 6.5)               # organic(1)
r(d, "eps", "GAAP", fy, 8.35, 8.65)                            # "GAAP and adjusted ... respectively"
r(d, "eps", "non-GAAP", fy, 10.40, 10.60)
r(d, "tax_rate", "GAAP", fy, 25.5, 26.5)
r(d, "tax_rate", "non-GAAP", fy, 23.0, 24.0)
r(d, "capex", "unspecified", fy, pt=260 * M)
r(d, "revenue_growth", "non-GAAP", q3, pt=5)                   # "third-quarter organic growth of approximately 5%"


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
