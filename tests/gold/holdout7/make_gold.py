#!/usr/bin/env python3
"""Writes docs.jsonl and gold.jsonl for holdout7 (the gold is typed in here, by hand)."""
import json
from pathlib import Path
HERE = Path(__file__).resolve().parent
B, M = 1e9, 1e6
DOCS = [  # writing order; split alternates tune/test
    ("tollgarth-2025-09-24", "txt", "0531"),
    ("wagerly-2025-08-07", "htm", "1231"),
    ("lyndale-2025-10-23", "htm", "1231"),
    ("hearthmark-2025-08-19", "txt", "0131"),
    ("tallyrock-2025-07-22", "htm", "1231"),
    ("pantrywell-2026-01-27", "txt", "0630"),
    ("anvilcrest-2025-10-30", "txt", "1231"),
    ("quellcor-2025-07-23", "htm", "1231"),
    ("orrinwood-2025-07-24", "txt", "1231"),
    ("farrowdale-2025-06-20", "txt", "0131"),
]
U = {"eps": "USD/share", "revenue_growth": "percent", "gross_margin": "percent", "operating_margin": "percent",
     "tax_rate": "percent", "eps_growth": "percent"}
G = []
def r(doc, metric, basis, end, lo=None, hi=None, pt=None):
    G.append({"doc": doc, "metric": metric, "basis": basis, "period_end_hint": end,
              "low": lo, "high": hi, "point": pt, "unit": U.get(metric, "USD")})

# 1. payroll and HR services, May 31 month-end; FY2026 (EPS growth raised) and Q2 FY2026; growth-rate outlook table
d = "tollgarth-2025-09-24"; q2 = "2025-11-30"; fy = "2026-05-31"
r(d, "revenue_growth", "unspecified", fy, 16.5, 18.5)        # "Total revenue growth 16.5% - 18.5%"
r(d, "operating_margin", "unspecified", fy, 38, 39)          # "Operating income as a percentage of total revenue"
r(d, "operating_margin", "non-GAAP", fy, 43, 44)             # adjusted, footnote (1)
r(d, "other_income", "unspecified", fy, -85 * M, -75 * M)    # "Other expense, net ($ millions) $75 - $85"
r(d, "tax_rate", "unspecified", fy, 23.5, 24.5)
r(d, "eps_growth", "unspecified", fy, 4, 6)                  # "Diluted earnings per share growth" (prior 3% - 5%)
r(d, "eps_growth", "non-GAAP", fy, 9, 11)                    # prior 8.5% - 10.5%
r(d, "revenue_growth", "unspecified", q2, pt=18)             # "approximately 18%"
r(d, "operating_margin", "non-GAAP", q2, pt=41)
r(d, "eps_growth", "non-GAAP", q2, pt=11)

# 2. online sports betting and iGaming, calendar year; FY2025 (revenue raised, EBITDA reaffirmed) and Q3 2025
d = "wagerly-2025-08-07"; q3 = "2025-09-30"; fy = "2025-12-31"
r(d, "revenue", "unspecified", fy, 3.15 * B, 3.35 * B)       # headline prints only the midpoint $3.25 billion
r(d, "revenue_growth", "unspecified", fy, 27, 35)            # "the range implies growth of approximately 27% to 35%"
r(d, "ebitda", "non-GAAP", fy, 420 * M, 520 * M)             # reaffirmed
r(d, "net_income", "GAAP", fy, -140 * M, -40 * M)            # "net loss of $40 million to $140 million"; "Net loss (GAAP) $(140) $(40)"
r(d, "capex", "unspecified", fy, pt=135 * M)
r(d, "revenue", "unspecified", q3, 690 * M, 740 * M)
r(d, "ebitda", "non-GAAP", q3, 15 * M, 55 * M)

# 3. wireless carrier, calendar year; FY2025 (raised); Prior | Updated | Change at midpoint table
d = "lyndale-2025-10-23"; fy = "2025-12-31"
r(d, "revenue", "unspecified", fy, 81.2 * B, 81.8 * B)
r(d, "ebitda", "non-GAAP", fy, 19.35 * B, 19.55 * B)         # Core Adjusted EBITDA
r(d, "operating_cash_flow", "unspecified", fy, 17.6 * B, 17.9 * B)
r(d, "capex", "unspecified", fy, pt=6.5 * B)                 # "~$6.5B", unchanged
r(d, "free_cash_flow", "non-GAAP", fy, 11.2 * B, 11.5 * B)   # Adjusted Free Cash Flow
r(d, "tax_rate", "unspecified", fy, 24, 26)                  # unchanged

# 4. home-improvement retailer, 52/53 weeks ending the Sunday nearest Jan 31; FY2025 (reaffirmed), all points
d = "hearthmark-2025-08-19"; fy = "2026-02-01"
r(d, "revenue_growth", "unspecified", fy, pt=3.1)            # total sales growth
r(d, "gross_margin", "unspecified", fy, pt=33.6)
r(d, "operating_margin", "unspecified", fy, pt=12.8)
r(d, "operating_margin", "non-GAAP", fy, pt=13.2)            # "Adjusted(1) operating margin"
r(d, "tax_rate", "unspecified", fy, pt=24.3)
r(d, "eps_growth", "unspecified", fy, pt=-3)                 # "to decline approximately 3% from $14.73"
r(d, "eps_growth", "non-GAAP", fy, pt=-2)                    # "to decline approximately 2% from $15.06"

# 5. consumer credit bureau, calendar year; Q3 2025 and FY2025 (revenue raised); GAAP | Adjusted columns
d = "tallyrock-2025-07-22"; q3 = "2025-09-30"; fy = "2025-12-31"
r(d, "revenue", "GAAP", q3, 1520 * M, 1550 * M)              # in the GAAP column
r(d, "revenue_growth", "GAAP", q3, 5.7, 7.8)                 # reported, GAAP column
r(d, "revenue_growth", "non-GAAP", q3, 6.5, 8.5)             # local currency, Adjusted column
r(d, "eps", "GAAP", q3, 1.40, 1.50)
r(d, "eps", "non-GAAP", q3, 1.87, 1.97)
r(d, "revenue", "GAAP", fy, 6030 * M, 6150 * M)
r(d, "revenue_growth", "GAAP", fy, 6.1, 8.3)
r(d, "revenue_growth", "non-GAAP", fy, 6.9, 9.1)
r(d, "eps", "GAAP", fy, 5.88, 6.08)
r(d, "eps", "non-GAAP", fy, 7.60, 7.80)                      # unchanged
r(d, "tax_rate", "GAAP", fy, pt=24.5)                        # "~24.5%"
r(d, "tax_rate", "non-GAAP", fy, pt=24.0)                    # "~24.0%"
r(d, "capex", "unspecified", fy, pt=480 * M)

# 6. foodservice distributor, 52/53 weeks ending the Saturday nearest June 30; FY2026 (reaffirmed) in prose
d = "pantrywell-2026-01-27"; fy = "2026-06-27"
r(d, "revenue", "unspecified", fy, 83.8 * B, 85.4 * B)       # "to approximately $83.8 billion to $85.4 billion"
r(d, "revenue_growth", "unspecified", fy, 3, 5)
r(d, "eps", "non-GAAP", fy, 4.38, 4.48)                      # range kept although "at the high end" is said
r(d, "eps_growth", "non-GAAP", fy, 1, 3)                     # not the "excluding this headwind" 6% - 8%
r(d, "tax_rate", "non-GAAP", fy, pt=24)
r(d, "capex", "unspecified", fy, pt=880 * M)
r(d, "free_cash_flow", "non-GAAP", fy, 2.2 * B, 2.4 * B)

# 7. tools and outdoor products, 52/53 weeks ending the Saturday nearest Dec 31 (FY2025: 53 weeks to Jan 3, 2026)
d = "anvilcrest-2025-10-30"; fy = "2026-01-03"
r(d, "eps", "GAAP", fy, 1.95, 2.15)                          # "$2.05 ± $0.10"
r(d, "eps", "non-GAAP", fy, pt=4.60)                         # "approximately $4.60"
r(d, "free_cash_flow", "non-GAAP", fy, pt=650 * M)
r(d, "operating_cash_flow", "unspecified", fy, pt=1.0 * B)
r(d, "capex", "unspecified", fy, pt=350 * M)
r(d, "revenue_growth", "non-GAAP", fy, -3, -2)               # organic revenue "down approximately 2% to 3%"
r(d, "gross_margin", "non-GAAP", fy, pt=30.5)
r(d, "tax_rate", "non-GAAP", fy, pt=19)                      # unchanged

# 8. interconnect components, calendar year; Q3 2025 and FY2025 with growth restatements
d = "quellcor-2025-07-23"; q3 = "2025-09-30"; fy = "2025-12-31"
r(d, "revenue", "unspecified", q3, 4.150 * B, 4.230 * B)
r(d, "revenue_growth", "unspecified", q3, 29, 32)
r(d, "eps", "non-GAAP", q3, 0.61, 0.63)
r(d, "eps_growth", "non-GAAP", q3, 42, 47)
r(d, "revenue", "unspecified", fy, 15.700 * B, 15.900 * B)
r(d, "revenue_growth", "unspecified", fy, 30, 32)            # "increases of 30% to 32% and 45% to 47%, respectively"
r(d, "eps", "non-GAAP", fy, 2.30, 2.34)
r(d, "eps_growth", "non-GAAP", fy, 45, 47)
r(d, "tax_rate", "non-GAAP", fy, pt=25.5)                    # Adjusted Effective Tax Rate

# 9. contract research organization, calendar year; FY2025 (revenue raised) and Q3 2025
d = "orrinwood-2025-07-24"; q3 = "2025-09-30"; fy = "2025-12-31"
r(d, "revenue", "unspecified", fy, 6420 * M, 6520 * M)
r(d, "ebitda", "non-GAAP", fy, 1505 * M, 1535 * M)           # reaffirmed
r(d, "eps", "non-GAAP", fy, 11.90, 12.10)                    # reaffirmed
r(d, "revenue_growth", "unspecified", fy, 4.9, 6.5)          # reported growth
r(d, "revenue_growth", "non-GAAP", fy, 3.6, 5.2)             # constant currency, footnote (1)
r(d, "capex", "unspecified", fy, pt=250 * M)
r(d, "revenue", "unspecified", q3, 1610 * M, 1640 * M)
r(d, "ebitda", "non-GAAP", q3, 375 * M, 385 * M)
r(d, "eps", "non-GAAP", q3, 2.95, 3.02)

# 10. supermarket chain, 52/53 weeks ending the Saturday nearest Jan 31, 16-12-12-12-week quarters; FY2025
d = "farrowdale-2025-06-20"; fy = "2026-01-31"
r(d, "revenue_growth", "unspecified", fy, 2.50, 3.25)        # identical sales without fuel (raised)
r(d, "eps", "non-GAAP", fy, 4.55, 4.75)
r(d, "eps", "GAAP", fy, 3.98, 4.22)                          # only in the guidance reconciliation (Table 6)
r(d, "free_cash_flow", "non-GAAP", fy, 2.7 * B, 2.9 * B)     # Adjusted Free Cash Flow
r(d, "capex", "unspecified", fy, 3.5 * B, 3.7 * B)
r(d, "tax_rate", "unspecified", fy, pt=23)                   # "23%"


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
