#!/usr/bin/env python3
"""Writes docs.jsonl and gold.jsonl for holdout5 (the gold is typed in here, by hand)."""
import json
from pathlib import Path
HERE = Path(__file__).resolve().parent
B, M = 1e9, 1e6
DOCS = [  # writing order; split alternates tune/test
    ("wexford-2026-01-22", "txt", "1231"),
    ("silverpine-2025-07-30", "htm", "1231"),
    ("pipervale-2025-07-23", "txt", "1231"),
    ("barkwell-2024-08-28", "htm", "0131"),
    ("ellisford-2024-06-20", "txt", "0430"),
    ("hollisfield-2025-05-28", "htm", "1031"),
    ("everpeak-2024-08-06", "txt", "1231"),
    ("beaconridge-2025-10-22", "htm", "1231"),
    ("zipway-2026-02-11", "txt", "1231"),
    ("dunmore-2025-07-17", "txt", "0531"),
]
U = {"eps": "USD/share", "revenue_growth": "percent", "gross_margin": "percent", "operating_margin": "percent",
     "tax_rate": "percent", "eps_growth": "percent"}
G = []
def r(doc, metric, basis, end, lo=None, hi=None, pt=None):
    G.append({"doc": doc, "metric": metric, "basis": basis, "period_end_hint": end,
              "low": lo, "high": hi, "point": pt, "unit": U.get(metric, "USD")})

# 1. railroad, calendar year; FY2026 only
d = "wexford-2026-01-22"; fy = "2026-12-31"
r(d, "revenue_growth", "unspecified", fy, -1, 2)          # "-1% to +2% versus 2025"
r(d, "eps", "GAAP", fy, 7.95, 8.35)
r(d, "eps", "non-GAAP", fy, 8.25, 8.55)
r(d, "eps_growth", "non-GAAP", fy, 7, 11)                  # adjusted EPS growth
r(d, "tax_rate", "unspecified", fy, pt=24)
r(d, "operating_cash_flow", "unspecified", fy, 5.4 * B, 5.7 * B)
r(d, "capex", "unspecified", fy, pt=2.9 * B)
r(d, "free_cash_flow", "non-GAAP", fy, 2.5 * B, 2.8 * B)

# 2. data-center REIT, calendar year; Q3 2025 and FY2025
d = "silverpine-2025-07-30"; q3 = "2025-09-30"; fy = "2025-12-31"
r(d, "revenue", "unspecified", q3, 1238 * M, 1258 * M)
r(d, "ebitda", "non-GAAP", q3, 576 * M, 596 * M)
r(d, "revenue", "GAAP", fy, 4905 * M, 4945 * M)            # under "GAAP financial measures"
r(d, "revenue_growth", "GAAP", fy, 5, 6)                   # "as reported", GAAP block
r(d, "revenue_growth", "non-GAAP", fy, 7, 8)               # normalized and constant currency
r(d, "net_income", "GAAP", fy, 378 * M, 397 * M)
r(d, "eps", "GAAP", fy, 4.05, 4.25)
r(d, "ebitda", "non-GAAP", fy, 2335 * M, 2365 * M)
r(d, "capex", "unspecified", fy, 3300 * M, 3700 * M)

# 3. toy maker, calendar year; FY2025 (lowered)
d = "pipervale-2025-07-23"; fy = "2025-12-31"
r(d, "revenue_growth", "non-GAAP", fy, -1, 2)              # constant currency "(1)% to +2%"
r(d, "revenue_growth", "unspecified", fy, pt=0)            # as reported "Approx. flat"
r(d, "gross_margin", "non-GAAP", fy, pt=49.5)
r(d, "ebitda", "non-GAAP", fy, 720 * M, 770 * M)
r(d, "tax_rate", "non-GAAP", fy, 22, 23)
r(d, "eps", "non-GAAP", fy, 1.32, 1.44)
r(d, "eps", "GAAP", fy, 1.18, 1.30)
r(d, "capex", "unspecified", fy, 170 * M, 190 * M)
r(d, "free_cash_flow", "non-GAAP", fy, pt=400 * M)

# 4. pet e-commerce, Sunday nearest Jan 31 (53-week FY2024 ends 2025-02-02); Q3 and FY2024
d = "barkwell-2024-08-28"; q3 = "2024-10-27"; fy = "2025-02-02"
r(d, "revenue", "unspecified", q3, 2.86 * B, 2.88 * B)
r(d, "revenue_growth", "unspecified", q3, 4, 5)
r(d, "ebitda", "non-GAAP", q3, 130 * M, 138 * M)
r(d, "eps", "non-GAAP", q3, 0.21, 0.24)
r(d, "revenue", "unspecified", fy, 11.70 * B, 11.80 * B)
r(d, "revenue_growth", "unspecified", fy, 5, 6)
r(d, "gross_margin", "unspecified", fy, 29.1, 29.4)
r(d, "eps", "non-GAAP", fy, 1.03, 1.08)
r(d, "capex", "unspecified", fy, 190 * M, 210 * M)

# 5. dental / animal-health distribution, last Saturday of April; FY2025 and Q1 FY2025
d = "ellisford-2024-06-20"; q1 = "2024-07-27"; fy = "2025-04-26"
r(d, "eps", "GAAP", fy, 2.08, 2.18)
r(d, "eps", "non-GAAP", fy, 2.41, 2.51)
r(d, "revenue", "unspecified", fy, 6.60 * B, 6.80 * B)
r(d, "revenue_growth", "non-GAAP", fy, 2, 4)               # internal sales growth
r(d, "tax_rate", "unspecified", fy, 24.5, 25.0)
r(d, "capex", "unspecified", fy, pt=80 * M)
r(d, "free_cash_flow", "non-GAAP", fy, pt=200 * M)
r(d, "eps", "GAAP", q1, 0.32, 0.36)                        # "32 cents to 36 cents"
r(d, "eps", "non-GAAP", q1, 0.40, 0.44)                    # "40 cents to 44 cents"

# 6. life-science tools, Oct 31 month-end; Q3 FY25 and FY25
d = "hollisfield-2025-05-28"; q3 = "2025-07-31"; fy = "2025-10-31"
r(d, "revenue", "unspecified", q3, 1.66 * B, 1.69 * B)
r(d, "revenue_growth", "unspecified", q3, 3.4, 5.3)        # reported growth
r(d, "revenue_growth", "non-GAAP", q3, 2.5, 4.3)           # core growth
r(d, "eps", "non-GAAP", q3, 1.31, 1.34)
r(d, "revenue", "unspecified", fy, 6.68 * B, 6.76 * B)
r(d, "revenue_growth", "unspecified", fy, 3.4, 4.6)
r(d, "revenue_growth", "non-GAAP", fy, 2.8, 4.0)
r(d, "eps", "non-GAAP", fy, 5.52, 5.60)
r(d, "operating_margin", "non-GAAP", fy, pt=27.0)
r(d, "tax_rate", "non-GAAP", fy, pt=13)
r(d, "operating_cash_flow", "unspecified", fy, pt=1.55 * B)
r(d, "capex", "unspecified", fy, pt=420 * M)

# 7. fitness-club franchisor, calendar year; FY2024 and Q3 2024
d = "everpeak-2024-08-06"; q3 = "2024-09-30"; fy = "2024-12-31"
r(d, "revenue_growth", "unspecified", fy, 7, 8)
r(d, "eps_growth", "non-GAAP", fy, 10, 11)                 # adjusted net income per share, diluted
r(d, "capex", "unspecified", fy, pt=140 * M)               # "~ $140 million"
r(d, "tax_rate", "unspecified", fy, pt=25.5)
r(d, "operating_cash_flow", "unspecified", fy, 330 * M, 350 * M)
r(d, "revenue_growth", "unspecified", q3, pt=5)

# 8. tower REIT, calendar year; FY2025 (raised) and FY2026 (initial)
d = "beaconridge-2025-10-22"; fy25 = "2025-12-31"; fy26 = "2026-12-31"
r(d, "revenue", "unspecified", fy25, 4415 * M, 4465 * M)
r(d, "net_income", "unspecified", fy25, 1010 * M, 1090 * M)
r(d, "eps", "unspecified", fy25, 2.31, 2.49)
r(d, "ebitda", "non-GAAP", fy25, 3060 * M, 3110 * M)
r(d, "capex", "unspecified", fy25, 1150 * M, 1250 * M)
r(d, "revenue", "unspecified", fy26, 4560 * M, 4630 * M)
r(d, "net_income", "unspecified", fy26, 1090 * M, 1190 * M)
r(d, "eps", "unspecified", fy26, 2.50, 2.73)
r(d, "ebitda", "non-GAAP", fy26, 3180 * M, 3240 * M)
r(d, "capex", "unspecified", fy26, 1050 * M, 1150 * M)

# 9. ride-hailing marketplace, calendar year; Q1 2026 and FY2026
d = "zipway-2026-02-11"; q1 = "2026-03-31"; fy = "2026-12-31"
r(d, "revenue", "unspecified", q1, 1.71 * B, 1.76 * B)
r(d, "revenue_growth", "unspecified", q1, 10, 13)
r(d, "ebitda", "non-GAAP", q1, 128 * M, 134 * M)
r(d, "net_income", "GAAP", q1, -10 * M, 5 * M)             # "$(10) million to $5 million"
r(d, "revenue", "unspecified", fy, 7.20 * B, 7.38 * B)
r(d, "revenue_growth", "unspecified", fy, 12, 15)
r(d, "ebitda", "non-GAAP", fy, 620 * M, 660 * M)
r(d, "capex", "unspecified", fy, pt=95 * M)

# 10. uniform rental, May 31 month-end; FY2026 and Q1 FY2026
d = "dunmore-2025-07-17"; q1 = "2025-08-31"; fy = "2026-05-31"
r(d, "revenue", "unspecified", fy, 4360 * M, 4420 * M)
r(d, "revenue_growth", "unspecified", fy, 6.3, 7.8)
r(d, "revenue_growth", "non-GAAP", fy, 6.0, 7.5)           # organic, footnote (1)
r(d, "operating_margin", "unspecified", fy, 22.6, 23.0)
r(d, "eps", "unspecified", fy, 3.41, 3.51)
r(d, "eps_growth", "unspecified", fy, 7.2, 10.4)
r(d, "gross_margin", "unspecified", fy, pt=50.0)
r(d, "capex", "unspecified", fy, 175 * M, 195 * M)
r(d, "eps", "unspecified", q1, 0.84, 0.87)


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
