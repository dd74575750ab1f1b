#!/usr/bin/env python3
"""Writes docs.jsonl and gold.jsonl for holdout10 (the gold is typed in here, by hand)."""
import json
from pathlib import Path
HERE = Path(__file__).resolve().parent
B, M = 1e9, 1e6
DOCS = [  # writing order; split alternates tune/test
    ("kittredge-2025-05-29", "htm", "0131"),
    ("brannock-2025-11-10", "txt", "0930"),
    ("raywick-2025-07-29", "txt", "1231"),
    ("alleyport-2025-09-10", "htm", "0630"),
    ("granmere-2025-08-06", "htm", "1231"),
    ("wardcrest-2025-10-30", "txt", "1231"),
    ("bidlane-2025-08-12", "txt", "1231"),
    ("teemark-2026-02-19", "htm", "1231"),
    ("haltway-2025-09-08", "htm", "0430"),
    ("nestlow-2025-07-31", "txt", "1231"),
]
U = {"eps": "USD/share", "revenue_growth": "percent", "gross_margin": "percent", "operating_margin": "percent",
     "tax_rate": "percent", "eps_growth": "percent"}
G = []
def r(doc, metric, basis, end, lo=None, hi=None, pt=None):
    G.append({"doc": doc, "metric": metric, "basis": basis, "period_end_hint": end,
              "low": lo, "high": hi, "point": pt, "unit": U.get(metric, "USD")})

# 1. sporting-goods retailer, 52/53 weeks ending the Saturday nearest Jan 31 ("fiscal 2025" ends 2026-01-31);
#    HTML table Current Outlook Low | High vs Previous Outlook (March 11, 2025) Low | High; Q2 in prose
d = "kittredge-2025-05-29"; q2 = "2025-08-02"; fy = "2026-01-31"
r(d, "revenue_growth", "unspecified", q2, 0, 2.0)              # comparable sales "flat to up 2.0%"
r(d, "eps", "unspecified", q2, 2.05, 2.20)                     # vs $2.14 prior-year Q2 (trap)
r(d, "revenue", "unspecified", fy, 8950 * M, 9150 * M)        # previous $8,900 | $9,100
r(d, "revenue_growth", "unspecified", fy, 1.5, 3.0)            # comparable sales growth (previous 0.5% | 2.5%)
r(d, "operating_margin", "unspecified", fy, 7.4, 7.8)          # Operating margin(A) (previous 7.3% | 7.8%)
r(d, "eps", "unspecified", fy, 6.10, 6.60)                     # reaffirmed, same in both columns
r(d, "tax_rate", "unspecified", fy, pt=24.5)                   # "approximately 24.5%"
r(d, "capex", "unspecified", fy, 640 * M, 680 * M)             # Gross capital expenditures
r(d, "capex", "non-GAAP", fy, 520 * M, 560 * M)                # Net capital expenditures(B), non-GAAP by note (B)

# 2. chicken/beef/pork processor, 52/53 weeks ending the Saturday nearest Sep 30; FY2026 is 53 weeks to 2026-10-03
d = "brannock-2025-11-10"; q1 = "2025-12-27"; fy = "2026-10-03"
r(d, "revenue", "unspecified", fy, 54.5 * B, 55.5 * B)         # "sales between $54.5 billion and $55.5 billion"
r(d, "revenue_growth", "unspecified", fy, 1, 3)                # "an increase of 1% to 3%" over $53,882 million
r(d, "eps", "GAAP", fy, 2.95, 3.50)                            # "GAAP EPS and adjusted EPS between ... respectively"
r(d, "eps", "non-GAAP", fy, 3.55, 4.10)
r(d, "capex", "unspecified", fy, 1.1 * B, 1.3 * B)
r(d, "tax_rate", "non-GAAP", fy, 24, 25)                       # "adjusted effective tax rate of 24% to 25%"
r(d, "free_cash_flow", "non-GAAP", fy, 1.2 * B, 1.6 * B)
r(d, "eps", "non-GAAP", q1, 0.80, 0.95)                        # Q1 adjusted EPS (vs $0.88 prior-year Q1, trap)

# 3. solar microinverters and batteries, calendar year; Q3 2025 bullets, FY2025 tax rates and capex
d = "raywick-2025-07-29"; q3 = "2025-09-30"; fy = "2025-12-31"
r(d, "revenue", "unspecified", q3, 255 * M, 285 * M)           # "$270.0 million, plus or minus $15.0 million"
r(d, "gross_margin", "GAAP", q3, 38.0, 41.0)                   # "GAAP and non-GAAP gross margin ... respectively"
r(d, "gross_margin", "non-GAAP", q3, 40.0, 43.0)
r(d, "operating_expenses", "GAAP", q3, 96 * M, 100 * M)
r(d, "operating_expenses", "non-GAAP", q3, 58 * M, 62 * M)
r(d, "other_income", "unspecified", q3, pt=7.5 * M)            # "Other income, net, of approximately $7.5 million"
r(d, "tax_rate", "GAAP", fy, 19.0, 21.0)
r(d, "tax_rate", "non-GAAP", fy, 16.0, 18.0)
r(d, "capex", "unspecified", fy, pt=32 * M)

# 4. bowling and family entertainment centers, 52/53 weeks ending the Sunday nearest Jun 30;
#    HTML table Low | Midpoint | High with FY2026 and first-half groups; Low | High net loss reconciliation
d = "alleyport-2025-09-10"; h1 = "2025-12-28"; fy = "2026-06-28"
r(d, "revenue", "unspecified", fy, 1205 * M, 1255 * M)
r(d, "revenue_growth", "unspecified", fy, 1.0, 5.0)            # same-store revenue growth
r(d, "ebitda", "non-GAAP", fy, 355 * M, 395 * M)
r(d, "capex", "unspecified", fy, 150 * M, 180 * M)
r(d, "net_income", "GAAP", fy, -24 * M, -6 * M)                # reconciliation row "Net loss (GAAP) $(24) $(6)"
r(d, "revenue", "unspecified", h1, 585 * M, 605 * M)
r(d, "revenue_growth", "unspecified", h1, -1.5, 1.0)           # "(1.5)% | (0.25)% | 1.0%"
r(d, "ebitda", "non-GAAP", h1, 160 * M, 175 * M)

# 5. construction aggregates, calendar year; HTML table Current | Prior(1) | Change; Q3 in prose
d = "granmere-2025-08-06"; q3 = "2025-09-30"; fy = "2025-12-31"
r(d, "revenue", "unspecified", fy, 7450 * M, 7750 * M)        # prior $7,500 – $7,800
r(d, "net_income", "unspecified", fy, 1060 * M, 1180 * M)     # "Net earnings attributable to Granmere" (prior low $1,020)
r(d, "ebitda", "non-GAAP", fy, 2350 * M, 2500 * M)            # prior $2,300 – $2,500
r(d, "tax_rate", "unspecified", fy, 22, 23)
r(d, "operating_cash_flow", "unspecified", fy, 1650 * M, 1750 * M)  # new row, prior "N/A"
r(d, "capex", "unspecified", fy, 700 * M, 740 * M)             # prior $750 – $800
r(d, "revenue", "unspecified", q3, 2.18 * B, 2.26 * B)
r(d, "ebitda", "non-GAAP", q3, 720 * M, 760 * M)

# 6. home security monitoring, calendar year; layout table with "Change vs. Prior" and the prior guidance
#    in footnote (a) (trap)
d = "wardcrest-2025-10-30"; fy = "2025-12-31"
r(d, "revenue", "unspecified", fy, 5100 * M, 5200 * M)
r(d, "ebitda", "non-GAAP", fy, 2660 * M, 2720 * M)
r(d, "eps", "non-GAAP", fy, 0.82, 0.88)                        # Adjusted EPS(1)
r(d, "eps", "GAAP", fy, 0.66, 0.72)                            # wrapped label "GAAP income from continuing operations per / diluted share"
r(d, "free_cash_flow", "non-GAAP", fy, 840 * M, 900 * M)       # "Adjusted Free Cash Flow (including interest / rate swaps)(1)"
r(d, "capex", "unspecified", fy, pt=215 * M)
r(d, "tax_rate", "unspecified", fy, pt=26)

# 7. online wholesale vehicle auctions, calendar year; layout table Q3 2025 | Full Year 2025 with GAAP net losses
d = "bidlane-2025-08-12"; q3 = "2025-09-30"; fy = "2025-12-31"
r(d, "revenue", "unspecified", q3, 188 * M, 193 * M)
r(d, "net_income", "GAAP", q3, -9 * M, -6 * M)                 # "($9) - ($6)"
r(d, "net_income", "non-GAAP", q3, 9 * M, 11 * M)
r(d, "ebitda", "non-GAAP", q3, 15 * M, 17 * M)
r(d, "revenue", "unspecified", fy, 730 * M, 740 * M)           # previously $735 – $750 million
r(d, "revenue_growth", "unspecified", fy, 19, 21)              # over 2024 revenue of $613.5 million
r(d, "net_income", "GAAP", fy, -42 * M, -36 * M)               # "($42) - ($36)"
r(d, "net_income", "non-GAAP", fy, 40 * M, 44 * M)
r(d, "ebitda", "non-GAAP", fy, 62 * M, 66 * M)

# 8. golf equipment, calendar year; HTML table 2025 Actual | 2026 Outlook | Reported change | Constant currency change
d = "teemark-2026-02-19"; q1 = "2026-03-31"; fy = "2026-12-31"
r(d, "revenue", "unspecified", fy, 2600 * M, 2650 * M)
r(d, "revenue_growth", "unspecified", fy, 2.0, 4.0)            # Reported change
r(d, "revenue_growth", "non-GAAP", fy, 1.0, 3.0)               # Constant currency change(1)
r(d, "ebitda", "non-GAAP", fy, 425 * M, 445 * M)
r(d, "capex", "unspecified", fy, pt=90 * M)
r(d, "tax_rate", "unspecified", fy, 23, 24)
r(d, "revenue", "unspecified", q1, 740 * M, 760 * M)
r(d, "ebitda", "non-GAAP", q1, 170 * M, 180 * M)

# 9. convenience stores with fuel, April 30 month-end; HTML table Second Quarter Fiscal 2026 | Fiscal 2026
d = "haltway-2025-09-08"; q2 = "2025-10-31"; fy = "2026-04-30"
r(d, "revenue", "unspecified", q2, 4.35 * B, 4.55 * B)
r(d, "ebitda", "non-GAAP", q2, 395 * M, 415 * M)               # EBITDA(1), non-GAAP by note (1)
r(d, "revenue", "unspecified", fy, 16.4 * B, 17.0 * B)
r(d, "operating_expenses", "unspecified", fy, 2820 * M, 2880 * M)
r(d, "ebitda", "non-GAAP", fy, 1440 * M, 1480 * M)             # raised from $1,410 – $1,470 million
r(d, "tax_rate", "unspecified", fy, 24, 26)
r(d, "eps", "unspecified", fy, 17.50, 18.40)
r(d, "capex", "unspecified", fy, pt=610 * M)                   # "Purchases of property and equipment"

# 10. smart beds, 52/53 weeks ending the Saturday nearest Dec 31; FY2025 is 53 weeks to 2026-01-03; losses
d = "nestlow-2025-07-31"; q3 = "2025-09-27"; fy = "2026-01-03"
r(d, "revenue", "unspecified", fy, 1.39 * B, 1.43 * B)
r(d, "revenue_growth", "unspecified", fy, -16, -13)            # "a decline of 13% to 16%"
r(d, "gross_margin", "unspecified", fy, pt=60)
r(d, "operating_expenses", "non-GAAP", fy, pt=815 * M)         # excluding restructuring ...(1)
r(d, "eps", "unspecified", fy, -1.64, -1.24)                   # "net loss per diluted share and adjusted ... respectively"
r(d, "eps", "non-GAAP", fy, -0.68, -0.28)
r(d, "net_income", "unspecified", fy, -37 * M, -28 * M)        # "a net loss of $28 million to $37 million"
r(d, "ebitda", "non-GAAP", fy, 70 * M, 80 * M)
r(d, "capex", "unspecified", fy, pt=25 * M)
r(d, "revenue", "unspecified", q3, 335 * M, 350 * M)
r(d, "ebitda", "non-GAAP", q3, 10 * M, 15 * M)


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
