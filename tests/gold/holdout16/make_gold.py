#!/usr/bin/env python3
"""Writes docs.jsonl and gold.jsonl for holdout16 (the gold is typed in here, by hand).

Written blind: no extractor code, tests or output was looked at. See NOTES.md.
MAINTAINERS: this file lists the test half's records and comments on them; reading it (or
gold.jsonl, or check.py) tells you about the test releases. NOTES.md does not.

Record format as holdout14/holdout15. One-sided guides (a floor: "at least", "more than",
"in excess of" -> low only; a ceiling: "up to", "no more than" -> high only) are records with
the other bound null and point null.
"""
import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
B, M = 1e9, 1e6
DOCS = [  # writing order; the split alternates tune/test and was fixed before anything ran
    ("bastionway-2025-08-06", "htm", "1231"),
    ("slagford-2026-02-17", "txt", "1231"),
    ("slabhouse-2025-08-27", "txt", "0630"),
    ("deckpool-2026-01-29", "htm", "0930"),
    ("gridtally-2025-07-31", "htm", "1231"),
    ("dotwarden-2025-07-24", "txt", "1231"),
    ("lingwell-2026-01-14", "txt", "1130"),
    ("emberguard-2026-02-25", "htm", "1231"),
    ("briefmoor-2025-09-23", "htm", "0228"),
    ("docketline-2025-08-05", "txt", "0331"),
]
PCT = {"revenue_growth", "eps_growth", "gross_margin", "operating_margin", "tax_rate"}
G = []


def r(doc, metric, basis, end, lo=None, hi=None, pt=None):
    unit = "percent" if metric in PCT else ("USD/share" if metric == "eps" else "USD")
    G.append({"doc": doc, "metric": metric, "basis": basis, "period_end_hint": end,
              "low": lo, "high": hi, "point": pt, "unit": unit})


# 1. cash-in-transit and ATM services, calendar year (tune); HTML table 2024 actual | outlook of
#    Feb 20 | outlook of Aug 6 (the last column is current); Q3 in prose; "more than" cash flow
d = "bastionway-2025-08-06"; q3 = "2025-09-30"; fy = "2025-12-31"
r(d, "revenue", "unspecified", fy, 5100 * M, 5175 * M)
r(d, "revenue_growth", "non-GAAP", fy, 7, 9)                          # organic growth (a)
r(d, "operating_margin", "GAAP", fy, 9.2, 9.6)
r(d, "ebitda", "non-GAAP", fy, 970 * M, 1010 * M)
r(d, "eps", "GAAP", fy, 4.20, 4.50)                                   # EPS from continuing operations (GAAP)
r(d, "eps", "non-GAAP", fy, 7.15, 7.45)
r(d, "tax_rate", "non-GAAP", fy, 32, 33)                              # reaffirmed
r(d, "capex", "unspecified", fy, pt=200 * M)                          # "~$200", reaffirmed
r(d, "free_cash_flow", "non-GAAP", fy, 430 * M, 480 * M)              # before dividends (a)
r(d, "operating_cash_flow", "unspecified", fy, lo=640 * M)            # "more than $640 million" (low only)
r(d, "revenue", "unspecified", q3, 1.27 * B, 1.31 * B)
r(d, "ebitda", "non-GAAP", q3, 236 * M, 249 * M)

# 2. welding equipment, 52/53 weeks ending the last Saturday of December (test)
d = "slagford-2026-02-17"; q1 = "2026-03-28"; fy = "2026-12-26"
r(d, "revenue", "unspecified", fy, 4.38 * B, 4.52 * B)
r(d, "revenue_growth", "non-GAAP", fy, 1, 4)                          # organic (1)
r(d, "operating_margin", "non-GAAP", fy, 17.2, 17.8)
r(d, "tax_rate", "non-GAAP", fy, pt=23.5)
r(d, "eps", "non-GAAP", fy, 9.60, 10.20)
r(d, "capex", "unspecified", fy, 110 * M, 130 * M)
r(d, "revenue_growth", "unspecified", fy, 3, 6)                       # reported
r(d, "eps", "GAAP", fy, 9.05, 9.65)
r(d, "free_cash_flow", "non-GAAP", fy, lo=560 * M)                    # "at least" (low only)
r(d, "revenue", "unspecified", q1, 1.04 * B, 1.08 * B)
r(d, "eps", "non-GAAP", q1, 2.22, 2.42)

# 3. collectibles grading, 52/53 weeks ending the Saturday nearest June 30 (tune); layout table
#    with periods as rows and metrics as columns, a prior-year actual row; prose for the rest
d = "slabhouse-2025-08-27"; q1 = "2025-09-27"; fy = "2026-06-27"
r(d, "revenue", "unspecified", q1, 188 * M, 196 * M)
r(d, "ebitda", "non-GAAP", q1, 52 * M, 56 * M)
r(d, "eps", "GAAP", q1, 0.71, 0.79)
r(d, "eps", "non-GAAP", q1, 0.88, 0.96)
r(d, "revenue", "unspecified", fy, 790 * M, 830 * M)
r(d, "ebitda", "non-GAAP", fy, 226 * M, 242 * M)
r(d, "eps", "GAAP", fy, 3.30, 3.60)
r(d, "eps", "non-GAAP", fy, 4.05, 4.35)
r(d, "revenue_growth", "unspecified", fy, 6, 12)                      # "represents growth of 6% to 12%"
r(d, "eps_growth", "non-GAAP", fy, 9, 17)                             # "the adjusted diluted EPS range growth of 9% to 17%"
r(d, "net_income", "GAAP", fy, 104 * M, 114 * M)
r(d, "capex", "unspecified", fy, 24 * M, 28 * M)
r(d, "tax_rate", "unspecified", fy, pt=25.5)

# 4. pallet pooling, fiscal year ends Sep 30 (test)
d = "deckpool-2026-01-29"; q2 = "2026-03-31"; fy = "2026-09-30"
r(d, "revenue", "unspecified", q2, 865 * M, 885 * M)
r(d, "revenue_growth", "non-GAAP", q2, 3, 5)
r(d, "ebitda", "non-GAAP", q2, 228 * M, 236 * M)
r(d, "eps", "unspecified", q2, 0.61, 0.67)                            # "Diluted EPS", no GAAP label
r(d, "eps", "non-GAAP", q2, 0.74, 0.80)
r(d, "revenue", "unspecified", fy, 3570 * M, 3630 * M)
r(d, "revenue_growth", "non-GAAP", fy, 5, 7)
r(d, "revenue_growth", "unspecified", fy, 6, 8)                       # reported, prose
r(d, "ebitda", "non-GAAP", fy, 950 * M, 975 * M)
r(d, "eps", "unspecified", fy, 2.61, 2.76)
r(d, "eps", "non-GAAP", fy, 3.15, 3.30)
r(d, "capex", "unspecified", fy, 560 * M, 600 * M)
r(d, "free_cash_flow", "non-GAAP", fy, 400 * M, 450 * M)
r(d, "tax_rate", "unspecified", fy, 26, 27)

# 5. smart meters, calendar year (tune); HTML with each value split over $ | number | % cells
#    (EDGAR style) under Q3 / FY colspans of Low | High; "(4" and ")" in separate cells;
#    a descending range in prose
d = "gridtally-2025-07-31"; q3 = "2025-09-30"; fy = "2025-12-31"
r(d, "revenue", "unspecified", q3, 560 * M, 575 * M)
r(d, "gross_margin", "non-GAAP", q3, 36.0, 37.0)
r(d, "operating_expenses", "non-GAAP", q3, 124 * M, 128 * M)
r(d, "other_income", "unspecified", q3, -4 * M, -2 * M)               # "$ (4 )" to "$ (2 )"
r(d, "eps", "GAAP", q3, 1.18, 1.28)
r(d, "eps", "non-GAAP", q3, 1.45, 1.55)
r(d, "operating_expenses", "GAAP", q3, 147 * M, 152 * M)              # "between $152 million and $147 million"
r(d, "revenue", "unspecified", fy, 2330 * M, 2370 * M)
r(d, "gross_margin", "non-GAAP", fy, 35.5, 36.5)
r(d, "operating_expenses", "non-GAAP", fy, 498 * M, 508 * M)
r(d, "other_income", "unspecified", fy, -14 * M, -10 * M)
r(d, "eps", "GAAP", fy, 5.05, 5.30)
r(d, "eps", "non-GAAP", fy, 6.10, 6.35)
r(d, "free_cash_flow", "non-GAAP", fy, 210 * M, 240 * M)

# 6. internet domain registry, calendar year (test)
d = "dotwarden-2025-07-24"; q3 = "2025-09-30"; fy = "2025-12-31"
r(d, "revenue", "unspecified", fy, 612 * M, 620 * M)
r(d, "revenue_growth", "unspecified", fy, 5.8, 7.2)
r(d, "operating_expenses", "non-GAAP", fy, 226 * M, 234 * M)
r(d, "operating_margin", "GAAP", fy, 58.5, 60.0)
r(d, "other_income", "unspecified", fy, -38 * M, -34 * M)             # "$(38) - $(34) million"
r(d, "tax_rate", "unspecified", fy, 21, 23)
r(d, "capex", "unspecified", fy, 14 * M, 18 * M)
r(d, "eps", "GAAP", fy, 6.05, 6.35)
r(d, "free_cash_flow", "non-GAAP", fy, lo=290 * M)                    # "in excess of" (low only)
r(d, "revenue", "unspecified", q3, 156 * M, 159 * M)
r(d, "revenue_growth", "unspecified", q3, 5.5, 7.5)
r(d, "operating_expenses", "non-GAAP", q3, 57 * M, 59 * M)
r(d, "eps", "GAAP", q3, 1.55, 1.63)

# 7. translation and localization, fiscal year ends Nov 30 (tune); layout text guidance bullets and
#    "Key assumptions supporting the guidance" bullets; Q1 loss-to-earnings range; first half
d = "lingwell-2026-01-14"; q1 = "2026-02-28"; h1 = "2026-05-31"; fy = "2026-11-30"
r(d, "revenue", "unspecified", fy, 1.21 * B, 1.26 * B)
r(d, "ebitda", "non-GAAP", fy, 168 * M, 180 * M)
r(d, "eps", "non-GAAP", fy, 1.05, 1.20)
r(d, "eps", "unspecified", fy, 0.52, 0.70)                            # "Diluted EPS", no GAAP label
r(d, "revenue_growth", "unspecified", fy, 4, 8)
r(d, "revenue_growth", "non-GAAP", fy, 3, 7)                          # constant currency (1)
r(d, "gross_margin", "unspecified", fy, 38.5, 39.5)                   # key assumption
r(d, "tax_rate", "non-GAAP", fy, 24.0, 26.0)                          # key assumption, adjusted (1)
r(d, "capex", "unspecified", fy, 38 * M, 42 * M)                      # key assumption
r(d, "revenue", "unspecified", q1, 288 * M, 298 * M)
r(d, "eps", "unspecified", q1, -0.06, 0.02)                           # "between a loss of $0.06 per share and earnings of $0.02"
r(d, "eps", "non-GAAP", q1, 0.14, 0.20)
r(d, "revenue", "unspecified", h1, 595 * M, 615 * M)

# 8. fire protection services, calendar year (test)
d = "emberguard-2026-02-25"; q1 = "2026-03-31"; h1 = "2026-06-30"; fy = "2026-12-31"
r(d, "revenue", "unspecified", fy, 8.00 * B, 8.20 * B)
r(d, "revenue_growth", "non-GAAP", fy, 5, 7)
r(d, "ebitda", "non-GAAP", fy, 1075 * M, 1125 * M)
r(d, "eps", "non-GAAP", fy, 1.78, 1.90)
r(d, "eps_growth", "non-GAAP", fy, 10, 17)
r(d, "capex", "unspecified", fy, hi=120 * M)                          # "up to" (high only)
r(d, "net_income", "GAAP", fy, 520 * M, 570 * M)
r(d, "tax_rate", "non-GAAP", fy, pt=24)
r(d, "revenue", "unspecified", h1, 3.85 * B, 3.95 * B)
r(d, "revenue", "unspecified", q1, 1.84 * B, 1.89 * B)
r(d, "ebitda", "non-GAAP", q1, 235 * M, 245 * M)

# 9. research and advisory, fiscal year ends Feb 28 (tune); HTML Updated | Prior (June 24) table with
#    "At least" cells, segment revenue rows that add up to the total; Q3 in prose
d = "briefmoor-2025-09-23"; q3 = "2025-11-30"; fy = "2026-02-28"
r(d, "revenue", "unspecified", fy, lo=2380 * M)                       # "At least $2,380" (low only)
r(d, "ebitda", "non-GAAP", fy, lo=640 * M)                            # "At least $640" (low only)
r(d, "net_income", "GAAP", fy, 355 * M, 372 * M)
r(d, "eps", "GAAP", fy, 4.30, 4.50)
r(d, "eps", "non-GAAP", fy, lo=5.60)                                  # "At least $5.60" (low only)
r(d, "free_cash_flow", "non-GAAP", fy, 540 * M, 580 * M)
r(d, "tax_rate", "non-GAAP", fy, pt=25)
r(d, "capex", "unspecified", fy, pt=95 * M)
r(d, "revenue", "unspecified", q3, 575 * M, 590 * M)
r(d, "eps", "non-GAAP", q3, 1.28, 1.36)

# 10. e-discovery software and services, fiscal year ends Mar 31 (test)
d = "docketline-2025-08-05"; q2 = "2025-09-30"; fy = "2026-03-31"
r(d, "revenue", "unspecified", q2, 39.5 * M, 41.5 * M)
r(d, "net_income", "GAAP", q2, -10.4 * M, -7.4 * M)
r(d, "ebitda", "non-GAAP", q2, -2.0 * M, 1.0 * M)
r(d, "eps", "GAAP", q2, -0.17, -0.12)
r(d, "eps", "non-GAAP", q2, -0.03, 0.02)
r(d, "revenue", "unspecified", fy, 161 * M, 167 * M)
r(d, "net_income", "GAAP", fy, -36.5 * M, -30.5 * M)
r(d, "ebitda", "non-GAAP", fy, 4.0 * M, 10.0 * M)
r(d, "eps", "GAAP", fy, -0.59, -0.49)
r(d, "eps", "non-GAAP", fy, 0.06, 0.16)
r(d, "gross_margin", "non-GAAP", fy, 71, 73)
r(d, "capex", "unspecified", fy, 9 * M, 11 * M)


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
