#!/usr/bin/env python3
"""Writes docs.jsonl and gold.jsonl for holdout13 (the gold is typed in here, by hand).

Written blind: no extractor code, tests or output was looked at. See NOTES.md.
"""
import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
B, M = 1e9, 1e6
DOCS = [  # writing order; the split alternates tune/test and was fixed before anything ran
    ("thistlegate-2025-07-30", "htm", "1231"),
    ("cadenmoor-2025-11-20", "txt", "0930"),
    ("larkhollow-2026-03-19", "txt", "0131"),
    ("renvale-2025-08-05", "htm", "1231"),
    ("wavelune-2025-11-12", "htm", "0930"),
    ("brenmark-2026-02-19", "txt", "1231"),
    ("copperpot-2026-04-22", "txt", "0228"),
    ("ravelstone-2025-08-07", "htm", "1231"),
    ("fernhallow-2025-08-20", "htm", "0630"),
    ("kindlewood-2025-10-29", "txt", "1231"),
]
PCT = {"revenue_growth", "eps_growth", "gross_margin", "operating_margin", "tax_rate"}
G = []


def r(doc, metric, basis, end, lo=None, hi=None, pt=None):
    unit = "percent" if metric in PCT else ("USD/share" if metric == "eps" else "USD")
    G.append({"doc": doc, "metric": metric, "basis": basis, "period_end_hint": end,
              "low": lo, "high": hi, "point": pt, "unit": unit})


# 1. pest control services, calendar year; HTML "2025 Outlook | Change vs. 2024 | 2024 Actual" table
#    whose change column is guided growth for revenue and EPS (EBITDA growth is outside the vocabulary)
d = "thistlegate-2025-07-30"; q3 = "2025-09-30"; fy = "2025-12-31"
r(d, "revenue", "unspecified", fy, 4420 * M, 4480 * M)
r(d, "revenue_growth", "unspecified", fy, 8.5, 10.0)            # Revenue row, "Change vs. 2024" cell
r(d, "revenue_growth", "non-GAAP", fy, 6.5, 7.5)                # "Organic revenue growth(1)"
r(d, "ebitda", "non-GAAP", fy, 1040 * M, 1065 * M)
r(d, "eps", "GAAP", fy, 1.50, 1.56)
r(d, "eps", "non-GAAP", fy, 1.62, 1.67)                          # also the headline "Raises ... to $1.62-$1.67"
r(d, "eps_growth", "GAAP", fy, 10.3, 14.7)
r(d, "eps_growth", "non-GAAP", fy, 11.0, 14.4)
r(d, "free_cash_flow", "non-GAAP", fy, 640 * M, 670 * M)
r(d, "capex", "unspecified", fy, pt=62 * M)                      # "~$62"
r(d, "revenue", "unspecified", q3, 1205 * M, 1225 * M)          # Q3 sentence; "about 25%" EBITDA margin is other

# 2. recorded music and publishing, fiscal year ends Sep 30 (month-end); layout table with periods as rows
#    and metrics as columns; revenue "approximately $3.15 billion, plus or minus 2%"
d = "cadenmoor-2025-11-20"; q1 = "2025-12-31"; fy = "2026-09-30"
r(d, "revenue", "unspecified", q1, 820 * M, 850 * M)
r(d, "ebitda", "non-GAAP", q1, 178 * M, 188 * M)
r(d, "eps", "non-GAAP", q1, 0.36, 0.40)
r(d, "revenue", "unspecified", fy, 3.15 * 0.98 * B, 3.15 * 1.02 * B)   # 3.087-3.213 B (not printed as such)
r(d, "ebitda", "non-GAAP", fy, 760 * M, 800 * M)
r(d, "eps", "non-GAAP", fy, 1.38, 1.48)
r(d, "eps", "unspecified", fy, 1.05, 1.15)                      # "diluted EPS and adjusted diluted EPS ... respectively"
r(d, "free_cash_flow", "non-GAAP", fy, 520 * M, 580 * M)
r(d, "capex", "unspecified", fy, 95 * M, 105 * M)
r(d, "tax_rate", "unspecified", fy, 26, 28)

# 3. home furnishings retailer, 52/53 weeks ending the Saturday nearest Jan 31 (FY2026 = 52 weeks ending
#    2027-01-30; Q1 ends 2026-05-02); layout Q1 | FY | FY2025 Actual table with (x)% cells and -- cells
d = "larkhollow-2026-03-19"; q1 = "2026-05-02"; fy = "2027-01-30"
r(d, "revenue", "unspecified", q1, 560 * M, 585 * M)
r(d, "revenue_growth", "unspecified", q1, -6, -3)                # comparable sales "(6)% - (3)%"
r(d, "eps", "GAAP", q1, -0.28, -0.16)
r(d, "eps", "non-GAAP", q1, -0.12, 0.02)
r(d, "revenue", "unspecified", fy, 2550 * M, 2650 * M)
r(d, "revenue_growth", "unspecified", fy, -4, -2)                # "(4)% - (2)%"; bullet "decline 2% to 4%"
r(d, "gross_margin", "unspecified", fy, 39.0, 39.6)
r(d, "operating_margin", "GAAP", fy, 4.2, 5.0)
r(d, "operating_margin", "non-GAAP", fy, 5.0, 5.8)
r(d, "eps", "GAAP", fy, 1.70, 2.05)
r(d, "eps", "non-GAAP", fy, 2.10, 2.40)
r(d, "capex", "unspecified", fy, 95 * M, 110 * M)               # wrapped label "Capital expenditures / ($ millions)"

# 4. dialysis services, calendar year; HTML GAAP outlook | Adjustments | Adjusted outlook table
d = "renvale-2025-08-05"; q3 = "2025-09-30"; fy = "2025-12-31"
r(d, "eps", "GAAP", fy, 8.65, 9.55)
r(d, "eps", "non-GAAP", fy, 9.10, 10.00)
r(d, "tax_rate", "GAAP", fy, 23.0, 24.0)
r(d, "tax_rate", "non-GAAP", fy, 23.5, 24.5)
r(d, "revenue_growth", "unspecified", fy, 3, 4)
r(d, "operating_cash_flow", "unspecified", fy, 1.55 * B, 1.75 * B)
r(d, "free_cash_flow", "non-GAAP", fy, 900 * M, 1100 * M)
r(d, "capex", "unspecified", fy, pt=650 * M)                     # of which ~$240 M new centers (part)
r(d, "eps", "non-GAAP", q3, 2.35, 2.65)
r(d, "revenue", "unspecified", q3, pt=3.45 * B)                  # "about $3.45 billion"

# 5. wireless home audio, 52/53 weeks ending the Saturday nearest Sep 30 (FY2026 = 53 weeks ending
#    2026-10-03; Q1 ends 2025-12-27); HTML two-level header: period colspans over Low | High
d = "wavelune-2025-11-12"; q1 = "2025-12-27"; fy = "2026-10-03"
r(d, "revenue", "unspecified", q1, 520 * M, 560 * M)
r(d, "revenue_growth", "unspecified", q1, -3.5, 4.0)             # "down 3.5% to up 4.0%"
r(d, "gross_margin", "GAAP", q1, 43.0, 45.0)
r(d, "gross_margin", "non-GAAP", q1, 44.0, 46.0)
r(d, "ebitda", "non-GAAP", q1, 90 * M, 110 * M)                  # Q1 net income cells are dashes
r(d, "revenue", "unspecified", fy, 1520 * M, 1620 * M)
r(d, "gross_margin", "GAAP", fy, 43.5, 45.5)
r(d, "gross_margin", "non-GAAP", fy, 44.5, 46.5)
r(d, "ebitda", "non-GAAP", fy, 120 * M, 160 * M)
r(d, "net_income", "GAAP", fy, -42 * M, -8 * M)                  # "GAAP net income (loss)" $(42) | $(8)

# 6. gold miner, calendar year; layout 2026 Guidance | 2025 Actual table (mostly outside the vocabulary),
#    cash flow at an assumed gold price, a first-half outlook
d = "brenmark-2026-02-19"; h1 = "2026-06-30"; fy = "2026-12-31"
r(d, "capex", "unspecified", fy, 650 * M, 740 * M)               # "Total capital expenditures"; parts are traps
r(d, "tax_rate", "unspecified", fy, 29, 33)
r(d, "operating_cash_flow", "unspecified", fy, pt=1.6 * B)
r(d, "ebitda", "non-GAAP", fy, 2.0 * B, 2.2 * B)
r(d, "free_cash_flow", "non-GAAP", fy, 0.8 * B, 1.0 * B)
r(d, "capex", "unspecified", h1, 300 * M, 330 * M)               # first half 2026
r(d, "free_cash_flow", "non-GAAP", h1, pt=420 * M)               # first half 2026

# 7. small kitchen appliances, fiscal year ends Feb 28 (month-end; fiscal 2027 ends 2027-02-28); prose
#    with "respectively", "flat to up 3%", basis points, a first-half decline; layout Q1 | 1H | FY summary
d = "copperpot-2026-04-22"; q1 = "2026-05-31"; h1 = "2026-08-31"; fy = "2027-02-28"
r(d, "revenue", "unspecified", q1, 395 * M, 415 * M)
r(d, "revenue", "unspecified", h1, 828 * M, 845 * M)
r(d, "revenue_growth", "unspecified", h1, -5, -3)                # "decline 3% to 5%"
r(d, "revenue", "unspecified", fy, 1840 * M, 1900 * M)
r(d, "revenue_growth", "unspecified", fy, 0, 3)                  # "approximately flat to up 3%"
r(d, "eps", "GAAP", fy, 3.10, 3.45)
r(d, "eps", "non-GAAP", fy, 4.60, 4.85)
r(d, "operating_margin", "non-GAAP", fy, 11.0, 11.5)
r(d, "ebitda", "non-GAAP", fy, 255 * M, 270 * M)
r(d, "free_cash_flow", "non-GAAP", fy, 140 * M, 160 * M)         # tax rate "in the high teens" is vague

# 8. secure detention and reentry services, calendar year; HTML table with periods as rows and metrics as
#    columns ("$X to $Y" cells), a greyed prior-guidance row
d = "ravelstone-2025-08-07"; q3 = "2025-09-30"; fy = "2025-12-31"
r(d, "revenue", "unspecified", q3, 640 * M, 655 * M)
r(d, "net_income", "unspecified", q3, 31 * M, 35 * M)            # "Net income attributable to Ravelstone"
r(d, "eps", "unspecified", q3, 0.22, 0.25)                       # unlabelled "Diluted EPS" column
r(d, "eps", "non-GAAP", q3, 0.24, 0.28)
r(d, "ebitda", "non-GAAP", q3, 110 * M, 118 * M)
r(d, "revenue", "unspecified", fy, pt=2560 * M)                  # "approximately $2,560"
r(d, "net_income", "unspecified", fy, 245 * M, 251 * M)
r(d, "eps", "unspecified", fy, 1.74, 1.78)
r(d, "eps", "non-GAAP", fy, 0.80, 0.84)
r(d, "ebitda", "non-GAAP", fy, 452 * M, 462 * M)
r(d, "capex", "unspecified", fy, 175 * M, 185 * M)
r(d, "tax_rate", "unspecified", fy, pt=27)

# 9. nutritional supplements, fiscal year ends Jun 30 (month-end); HTML adjusted-EPS bridge table (only the
#    final row is gold) and a two-column outlook table; Q1 EPS decline in prose
d = "fernhallow-2025-08-20"; q1 = "2025-09-30"; fy = "2026-06-30"
r(d, "revenue", "unspecified", fy, 1265 * M, 1305 * M)
r(d, "revenue_growth", "non-GAAP", fy, 2, 5)                     # constant currency (1)
r(d, "eps", "GAAP", fy, 1.98, 2.22)
r(d, "eps", "non-GAAP", fy, 2.36, 2.60)                          # bridge total
r(d, "ebitda", "non-GAAP", fy, 212 * M, 226 * M)
r(d, "capex", "unspecified", fy, 38 * M, 44 * M)
r(d, "tax_rate", "unspecified", fy, pt=24)
r(d, "eps", "non-GAAP", q1, 0.50, 0.56)
r(d, "eps_growth", "non-GAAP", q1, -18, -8)                      # "a decline of 8% to 18%"

# 10. lumber and panels, calendar year; Q4 outlook in prose, a layout segment table whose Total row is
#     the EBITDA guide; 2026 capex "$160 million, plus or minus $15 million"
d = "kindlewood-2025-10-29"; q4 = "2025-12-31"; fy26 = "2026-12-31"
r(d, "revenue", "unspecified", q4, 780 * M, 840 * M)
r(d, "revenue_growth", "unspecified", q4, -11, -4)               # "a decline of 4% to 11%"
r(d, "ebitda", "non-GAAP", q4, -15 * M, 10 * M)
r(d, "net_income", "GAAP", q4, -48 * M, -30 * M)                 # "a net loss on a GAAP basis"
r(d, "eps", "GAAP", q4, -0.62, -0.39)
r(d, "capex", "unspecified", q4, pt=210 * M)                     # full-year 2025 (ends on the Q4 end)
r(d, "capex", "unspecified", fy26, 140 * M, 180 * M)             # $160 M +/- $20 M (not printed as such)
r(d, "tax_rate", "unspecified", fy26, 25, 27)


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
