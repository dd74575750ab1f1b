#!/usr/bin/env python3
"""Writes docs.jsonl and gold.jsonl for holdout12 (the gold is typed in here, by hand).

Written blind: no extractor code, tests or output was looked at. See NOTES.md.
"""
import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
B, M = 1e9, 1e6
DOCS = [  # writing order; the split alternates tune/test and was fixed before anything ran
    ("skeinwick-2025-06-05", "htm", "0131"),
    ("cressway-2026-02-25", "txt", "1231"),
    ("oxbury-2025-11-18", "txt", "0930"),
    ("plugstead-2025-09-03", "htm", "0630"),
    ("adquarry-2025-08-07", "htm", "1231"),
    ("siltmoor-2025-08-27", "txt", "0731"),
    ("wellbury-2025-07-30", "txt", "1231"),
    ("trelford-2025-07-31", "htm", "1231"),
    ("inkbarrow-2025-07-17", "htm", "0531"),
    ("corbridge-2025-10-21", "txt", "1231"),
]
PCT = {"revenue_growth", "eps_growth", "gross_margin", "operating_margin", "tax_rate"}
G = []


def r(doc, metric, basis, end, lo=None, hi=None, pt=None):
    unit = "percent" if metric in PCT else ("USD/share" if metric == "eps" else "USD")
    G.append({"doc": doc, "metric": metric, "basis": basis, "period_end_hint": end,
              "low": lo, "high": hi, "point": pt, "unit": unit})


# 1. arts-and-crafts retailer, 52/53 weeks ending the Saturday nearest Jan 31 ("fiscal 2025" ends
#    2026-01-31); HTML table with periods as rows (Q2 | FY updated | FY previous) and metrics as columns
d = "skeinwick-2025-06-05"; q2 = "2025-08-02"; fy = "2026-01-31"
r(d, "revenue", "unspecified", q2, 1318 * M, 1346 * M)
r(d, "revenue_growth", "unspecified", q2, -1.5, 0.5)            # comparable sales "(1.5)% – 0.5%"
r(d, "eps", "GAAP", q2, 0.18, 0.24)                              # "Diluted EPS (GAAP)" column
r(d, "eps", "non-GAAP", q2, 0.26, 0.32)                          # "Adjusted diluted EPS(1)" column
r(d, "revenue", "unspecified", fy, 5720 * M, 5810 * M)          # previous $5,650 – $5,780 (trap)
r(d, "revenue_growth", "unspecified", fy, 0, 1.5)               # "flat – 1.5%"
r(d, "eps", "GAAP", fy, 1.62, 1.77)
r(d, "eps", "non-GAAP", fy, 1.95, 2.10)                          # previous high also $2.10
r(d, "gross_margin", "non-GAAP", fy, 40.2, 40.6)                 # adjusted gross margin (1)
r(d, "tax_rate", "unspecified", fy, pt=24.5)
r(d, "capex", "unspecified", fy, 120 * M, 135 * M)

# 2. natural-gas midstream C-corp, calendar year; layout Low | High | 2025 Actual table with segment rows
d = "cressway-2026-02-25"; q1 = "2026-03-31"; fy = "2026-12-31"
r(d, "net_income", "unspecified", fy, 1380 * M, 1560 * M)       # "Net income attributable to Cressway"
r(d, "eps", "GAAP", fy, 2.28, 2.58)
r(d, "eps", "non-GAAP", fy, 2.40, 2.70)
r(d, "ebitda", "non-GAAP", fy, 3150 * M, 3350 * M)              # total only; segments and Nov. outlook are traps
r(d, "capex", "unspecified", fy, 1050 * M, 1170 * M)            # total; growth and maintenance are parts
r(d, "tax_rate", "unspecified", fy, 22, 24)
r(d, "operating_cash_flow", "unspecified", fy, 2.55 * B, 2.75 * B)
r(d, "free_cash_flow", "non-GAAP", fy, pt=1.2 * B)               # "approximately $1.2 billion"
r(d, "ebitda", "non-GAAP", q1, pt=790 * M)

# 3. engineering and infrastructure consulting, 52/53 weeks ending the Friday nearest Sep 30
#    (FY2025 had 53 weeks and ended 2025-10-03; FY2026 ends 2026-10-02; Q1 ends 2026-01-02)
d = "oxbury-2025-11-18"; q1 = "2026-01-02"; fy = "2026-10-02"
r(d, "revenue_growth", "non-GAAP", fy, 7, 10)                    # adjusted net revenue growth (b)
r(d, "ebitda", "non-GAAP", fy, 1720 * M, 1800 * M)
r(d, "eps", "non-GAAP", fy, 6.80, 7.20)
r(d, "eps", "GAAP", fy, 5.60, 6.10)
r(d, "tax_rate", "non-GAAP", fy, pt=24.5)                        # "~24.5%"
r(d, "free_cash_flow", "non-GAAP", fy, 1250 * M, 1350 * M)
r(d, "capex", "unspecified", fy, pt=110 * M)                     # "~$110"
r(d, "eps", "non-GAAP", q1, 1.55, 1.65)                          # Q1 growth "mid-single digits" is vague

# 4. EV charging, fiscal year ends Jun 30 (month-end); HTML Low | High | Prior-year actual table
#    with a heading row per period
d = "plugstead-2025-09-03"; q1 = "2025-09-30"; fy = "2026-06-30"
r(d, "revenue", "unspecified", q1, 118 * M, 126 * M)
r(d, "gross_margin", "non-GAAP", q1, 27, 29)
r(d, "operating_expenses", "non-GAAP", q1, 50 * M, 53 * M)
r(d, "ebitda", "non-GAAP", q1, -18 * M, -10 * M)
r(d, "net_income", "GAAP", q1, -62 * M, -54 * M)
r(d, "revenue", "unspecified", fy, 520 * M, 560 * M)
r(d, "gross_margin", "non-GAAP", fy, 28, 31)
r(d, "operating_expenses", "non-GAAP", fy, 190 * M, 200 * M)
r(d, "ebitda", "non-GAAP", fy, -20 * M, 5 * M)
r(d, "net_income", "GAAP", fy, -215 * M, -185 * M)              # capex "up to $15" is one-sided

# 5. demand-side ad platform, calendar year; HTML GAAP | Non-GAAP columns with colspan and N/A cells
d = "adquarry-2025-08-07"; q3 = "2025-09-30"; fy = "2025-12-31"
r(d, "revenue", "unspecified", q3, 668 * M, 684 * M)            # colspan cell
r(d, "gross_margin", "GAAP", q3, 78, 79)
r(d, "gross_margin", "non-GAAP", q3, 80, 81)
r(d, "operating_expenses", "GAAP", q3, 420 * M, 430 * M)
r(d, "operating_expenses", "non-GAAP", q3, 318 * M, 326 * M)
r(d, "net_income", "GAAP", q3, 88 * M, 98 * M)                  # non-GAAP cell N/A
r(d, "ebitda", "non-GAAP", q3, 255 * M, 265 * M)                # GAAP cell N/A
r(d, "other_income", "unspecified", q3, pt=-4 * M)              # colspan "approximately $(4) million"
r(d, "revenue_growth", "unspecified", fy, 17, 19)               # up from 15% to 18% (trap)
r(d, "capex", "unspecified", fy, 80 * M, 90 * M)                # EBITDA margin "at least 38%" is one-sided

# 6. filtration products, fiscal year ends Jul 31 (month-end); layout Outlook | Actual table with segment
#    rows and wrapped labels; Q1 in prose with "about" and "roughly"
d = "siltmoor-2025-08-27"; q1 = "2025-10-31"; fy = "2026-07-31"
r(d, "revenue_growth", "unspecified", fy, 1, 5)                  # total sales growth; segments are traps
r(d, "operating_margin", "GAAP", fy, 15.6, 16.2)
r(d, "operating_margin", "non-GAAP", fy, 16.0, 16.6)
r(d, "eps", "GAAP", fy, 3.84, 4.00)
r(d, "eps", "non-GAAP", fy, 3.95, 4.11)
r(d, "tax_rate", "unspecified", fy, 23.5, 25.5)
r(d, "other_income", "unspecified", fy, 12 * M, 16 * M)         # "Other income, net ($ millions)" (wrapped)
r(d, "capex", "unspecified", fy, 70 * M, 90 * M)
r(d, "revenue", "unspecified", q1, pt=920 * M)                   # "about $920 million"
r(d, "eps", "non-GAAP", q1, pt=0.93)                             # "roughly $0.93"

# 7. home health and hospice, calendar year; raised guidance in bullets with "(previously ...)";
#    tax rate "25.5%, plus or minus 50 basis points"
d = "wellbury-2025-07-30"; q3 = "2025-09-30"; fy = "2025-12-31"
r(d, "revenue", "unspecified", fy, 3.42 * B, 3.48 * B)
r(d, "ebitda", "non-GAAP", fy, 402 * M, 412 * M)
r(d, "eps", "non-GAAP", fy, 5.65, 5.85)
r(d, "eps", "GAAP", fy, 4.70, 4.95)                              # "on a GAAP basis"
r(d, "tax_rate", "unspecified", fy, 25.0, 26.0)                  # 25.5% +/- 50 bp
r(d, "capex", "unspecified", fy, 45 * M, 50 * M)
r(d, "operating_cash_flow", "unspecified", fy, pt=260 * M)
r(d, "revenue", "unspecified", q3, 855 * M, 875 * M)

# 8. tire maker, calendar year; HTML Period (rowspan) | Measure | Outlook table
d = "trelford-2025-07-31"; q3 = "2025-09-30"; fy = "2025-12-31"
r(d, "revenue", "unspecified", q3, 4.45 * B, 4.65 * B)
r(d, "eps", "GAAP", q3, 0.05, 0.20)
r(d, "eps", "non-GAAP", q3, 0.25, 0.35)
r(d, "revenue", "unspecified", fy, 18.2 * B, 18.5 * B)
r(d, "eps", "GAAP", fy, -0.45, -0.25)                            # "$(0.45) – $(0.25)"
r(d, "eps", "non-GAAP", fy, 1.10, 1.30)
r(d, "tax_rate", "non-GAAP", fy, 28, 30)                         # adjusted effective tax rate (1)
r(d, "capex", "unspecified", fy, pt=1.0 * B)
r(d, "free_cash_flow", "non-GAAP", fy, 150 * M, 250 * M)

# 9. children's book publisher, fiscal year ends May 31 (month-end); HTML Low | High | Midpoint |
#    Actual table (midpoints are traps); Q1 (seasonal loss quarter) in prose
d = "inkbarrow-2025-07-17"; q1 = "2025-08-31"; fy = "2026-05-31"
r(d, "revenue", "unspecified", fy, 1620 * M, 1660 * M)
r(d, "revenue_growth", "unspecified", fy, 2.0, 4.5)
r(d, "ebitda", "non-GAAP", fy, 152 * M, 162 * M)
r(d, "eps", "unspecified", fy, 1.35, 1.65)                       # "Diluted EPS" row has no GAAP label
r(d, "eps", "non-GAAP", fy, 1.75, 2.05)
r(d, "free_cash_flow", "non-GAAP", fy, 50 * M, 70 * M)
r(d, "capex", "unspecified", fy, 72 * M, 82 * M)
r(d, "revenue", "unspecified", q1, 232 * M, 247 * M)
r(d, "ebitda", "non-GAAP", q1, -78 * M, -70 * M)                # "Adjusted EBITDA loss of $(78) million to $(70) million"

# 10. steel minimill, calendar year; Q4 guidance in prose and a Q4 | FY2025 | FY2026 layout summary
d = "corbridge-2025-10-21"; q4 = "2025-12-31"; fy26 = "2026-12-31"
r(d, "eps", "unspecified", q4, 1.35, 1.45)
r(d, "eps", "non-GAAP", q4, 1.47, 1.57)                          # excluding Ridgeway startup costs
r(d, "net_income", "unspecified", q4, 200 * M, 215 * M)
r(d, "ebitda", "non-GAAP", q4, 520 * M, 560 * M)
r(d, "tax_rate", "unspecified", q4, 22, 23)
r(d, "capex", "unspecified", q4, pt=1.4 * B)                     # full-year 2025 (ends on the Q4 end)
r(d, "operating_cash_flow", "unspecified", q4, pt=2.3 * B)       # full-year 2025
r(d, "capex", "unspecified", fy26, 1.0 * B, 1.2 * B)
r(d, "tax_rate", "unspecified", fy26, 23, 24)


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
