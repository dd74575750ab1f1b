#!/usr/bin/env python3
"""Writes docs.jsonl and gold.jsonl for holdout4 (the gold is typed in here, by hand)."""
import json
from pathlib import Path
HERE = Path(__file__).resolve().parent
B, M = 1e9, 1e6
DOCS = [  # writing order; split alternates tune/test
    ("cordovan-2025-04-09", "txt", "0228"),
    ("trellis-2025-07-23", "htm", "1231"),
    ("marisol-2025-07-29", "txt", "1231"),
    ("brightmoor-2025-07-30", "htm", "0331"),
    ("corliss-2025-04-24", "txt", "1231"),
    ("verelle-2025-08-20", "txt", "0630"),
    ("kelderman-2025-10-24", "htm", "1231"),
    ("ostrander-2025-09-23", "txt", "0831"),
    ("ferrobel-2025-02-13", "htm", "1231"),
    ("alderbrook-2025-04-23", "txt", "1231"),
]
U = {"eps": "USD/share", "revenue_growth": "percent", "gross_margin": "percent", "operating_margin": "percent",
     "tax_rate": "percent", "eps_growth": "percent"}
G = []
def r(doc, metric, basis, end, lo=None, hi=None, pt=None):
    G.append({"doc": doc, "metric": metric, "basis": basis, "period_end_hint": end,
              "low": lo, "high": hi, "point": pt, "unit": U.get(metric, "USD")})

d = "cordovan-2025-04-09"; fy = "2026-02-28"
r(d, "eps", "GAAP", fy, 9.40, 9.70)
r(d, "eps", "non-GAAP", fy, 11.10, 11.40)
r(d, "revenue_growth", "unspecified", fy, -2, 0)
r(d, "revenue_growth", "non-GAAP", fy, 1, 3)
r(d, "tax_rate", "unspecified", fy, pt=17)
r(d, "tax_rate", "non-GAAP", fy, pt=18)
r(d, "operating_cash_flow", "unspecified", fy, 2.9 * B, 3.1 * B)
r(d, "capex", "unspecified", fy, pt=1.3 * B)
r(d, "free_cash_flow", "non-GAAP", fy, 1.6 * B, 1.8 * B)

d = "trellis-2025-07-23"; q3 = "2025-09-28"; fy = "2025-12-28"
r(d, "revenue_growth", "unspecified", q3, -7, -3)
r(d, "revenue_growth", "non-GAAP", q3, -8, -4)
r(d, "gross_margin", "unspecified", q3, 17.0, 17.2)
r(d, "tax_rate", "unspecified", q3, pt=31.5)
r(d, "operating_margin", "GAAP", q3, 2.1, 2.3)
r(d, "operating_margin", "non-GAAP", q3, 2.3, 2.5)
r(d, "eps", "GAAP", q3, 0.62, 0.72)
r(d, "eps", "non-GAAP", q3, 0.68, 0.78)
r(d, "tax_rate", "unspecified", fy, 30, 32)
r(d, "capex", "unspecified", fy, pt=70 * M)

d = "marisol-2025-07-29"; q3 = "2025-09-30"; fy = "2025-12-31"
r(d, "ebitda", "non-GAAP", q3, 2.55 * B, 2.60 * B)
r(d, "ebitda", "non-GAAP", fy, 7.05 * B, 7.15 * B)
r(d, "eps", "GAAP", q3, 4.78, 4.88)
r(d, "eps", "GAAP", fy, 13.05, 13.25)
r(d, "eps", "non-GAAP", q3, 4.85, 4.95)
r(d, "eps", "non-GAAP", fy, 13.35, 13.55)
r(d, "capex", "unspecified", fy, pt=3.4 * B)

d = "brightmoor-2025-07-30"; q2 = "2025-09-30"; fy = "2026-03-31"
r(d, "revenue", "GAAP", q2, 1720 * M, 1800 * M)
r(d, "revenue", "GAAP", fy, 7050 * M, 7450 * M)
r(d, "operating_expenses", "GAAP", q2, 1100 * M, 1120 * M)
r(d, "operating_expenses", "GAAP", fy, 4420 * M, 4480 * M)
r(d, "net_income", "GAAP", q2, 125 * M, 170 * M)
r(d, "net_income", "GAAP", fy, 790 * M, 920 * M)
r(d, "eps", "GAAP", q2, 0.48, 0.66)
r(d, "eps", "GAAP", fy, 3.05, 3.55)
r(d, "operating_cash_flow", "GAAP", fy, 2150 * M, 2250 * M)
r(d, "capex", "unspecified", fy, pt=215 * M)

d = "corliss-2025-04-24"; fy = "2025-12-31"
r(d, "revenue", "unspecified", fy, 10.45 * B, 10.60 * B)
r(d, "revenue_growth", "unspecified", fy, 7.9, 9.4)
r(d, "eps", "GAAP", fy, 8.06, 8.31)
r(d, "eps", "non-GAAP", fy, 9.48, 9.73)
r(d, "operating_margin", "non-GAAP", fy, 15.3, 15.6)
r(d, "operating_cash_flow", "unspecified", fy, pt=1.45 * B)
r(d, "capex", "unspecified", fy, pt=480 * M)
r(d, "free_cash_flow", "non-GAAP", fy, pt=970 * M)

d = "verelle-2025-08-20"; q1 = "2025-09-30"; fy = "2026-06-30"
r(d, "revenue_growth", "GAAP", fy, -1, 2)
r(d, "revenue_growth", "non-GAAP", fy, 0, 3)
r(d, "operating_margin", "GAAP", fy, 7.8, 8.4)
r(d, "operating_margin", "non-GAAP", fy, 9.6, 10.1)
r(d, "tax_rate", "unspecified", fy, pt=33)
r(d, "eps", "GAAP", fy, 1.05, 1.25)
r(d, "eps", "non-GAAP", fy, 1.90, 2.10)
r(d, "operating_cash_flow", "unspecified", fy, 1.30 * B, 1.50 * B)
r(d, "revenue_growth", "unspecified", q1, -5, -3)
r(d, "revenue_growth", "non-GAAP", q1, -4, -2)
r(d, "eps", "non-GAAP", q1, 0.12, 0.20)

d = "kelderman-2025-10-24"; fy = "2025-12-31"
r(d, "revenue", "unspecified", fy, 75.0 * B, 76.5 * B)
r(d, "revenue_growth", "unspecified", fy, 6.0, 8.1)
r(d, "net_income", "unspecified", fy, 6.45 * B, 6.75 * B)
r(d, "ebitda", "non-GAAP", fy, 15.1 * B, 15.5 * B)
r(d, "eps", "unspecified", fy, 27.20, 28.40)
r(d, "tax_rate", "unspecified", fy, 22.0, 23.0)
r(d, "operating_cash_flow", "unspecified", fy, 11.5 * B, 12.0 * B)
r(d, "capex", "unspecified", fy, pt=5.0 * B)

d = "ostrander-2025-09-23"; q1 = "2025-11-22"; fy = "2026-08-29"
r(d, "revenue_growth", "unspecified", fy, 2.0, 4.0)
r(d, "revenue", "unspecified", fy, 18.2 * B, 18.5 * B)
r(d, "gross_margin", "unspecified", fy, 51.3, 51.8)
r(d, "operating_margin", "unspecified", fy, 19.2, 19.7)
r(d, "tax_rate", "unspecified", fy, pt=22.5)
r(d, "eps", "unspecified", fy, 3.00, 3.10)
r(d, "operating_cash_flow", "unspecified", fy, 2.85 * B, 3.05 * B)
r(d, "capex", "unspecified", fy, 1.2 * B, 1.3 * B)
r(d, "free_cash_flow", "non-GAAP", fy, 1.6 * B, 1.8 * B)
r(d, "revenue_growth", "unspecified", q1, 1.5, 2.5)
r(d, "eps", "unspecified", q1, 0.74, 0.78)

d = "ferrobel-2025-02-13"; q1 = "2025-03-29"; h1 = "2025-06-28"; fy = "2026-01-03"
r(d, "revenue", "unspecified", q1, 2050 * M, 2150 * M)
r(d, "revenue", "unspecified", fy, 8600 * M, 8900 * M)
r(d, "eps", "GAAP", q1, 0.58, 0.64)
r(d, "eps", "GAAP", fy, 2.70, 3.00)
r(d, "eps", "non-GAAP", q1, 0.70, 0.76)
r(d, "eps", "non-GAAP", fy, 3.25, 3.55)
r(d, "eps", "non-GAAP", h1, 1.45, 1.55)
r(d, "ebitda", "non-GAAP", fy, 1520 * M, 1620 * M)
r(d, "free_cash_flow", "non-GAAP", fy, 650 * M, 750 * M)
r(d, "capex", "unspecified", fy, pt=600 * M)
r(d, "tax_rate", "unspecified", q1, pt=24.5)
r(d, "tax_rate", "unspecified", fy, 24, 25)

d = "alderbrook-2025-04-23"; q2 = "2025-06-30"; fy = "2025-12-31"
r(d, "revenue", "unspecified", fy, pt=49.0 * B)
r(d, "net_income", "GAAP", fy, pt=1150 * M)
r(d, "net_income", "non-GAAP", fy, pt=1290 * M)
r(d, "eps", "GAAP", fy, 21.10, 21.60)
r(d, "tax_rate", "unspecified", fy, pt=24.8)
r(d, "operating_cash_flow", "unspecified", fy, pt=1.6 * B)
r(d, "capex", "unspecified", fy, pt=240 * M)
r(d, "eps", "GAAP", q2, pt=5.95)
r(d, "eps", "non-GAAP", q2, pt=6.40)

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
