#!/usr/bin/env python3
"""Writes docs.jsonl and gold.jsonl for holdout9 (the gold is typed in here, by hand)."""
import json
from pathlib import Path
HERE = Path(__file__).resolve().parent
B, M = 1e9, 1e6
DOCS = [  # writing order; split alternates tune/test
    ("gemrowe-2025-09-04", "htm", "0131"),
    ("ambercoach-2025-08-07", "txt", "0930"),
    ("tailwise-2025-07-31", "txt", "1231"),
    ("furrowell-2026-02-04", "htm", "1231"),
    ("tarnbrook-2025-09-25", "htm", "0731"),
    ("ridgefrost-2025-10-01", "txt", "0531"),
    ("sudsbury-2025-07-29", "txt", "1231"),
    ("heartloom-2025-08-05", "htm", "1231"),
    ("palladine-2025-11-06", "htm", "1231"),
    ("lidomar-2025-07-23", "txt", "1231"),
]
U = {"eps": "USD/share", "revenue_growth": "percent", "gross_margin": "percent", "operating_margin": "percent",
     "tax_rate": "percent", "eps_growth": "percent"}
G = []
def r(doc, metric, basis, end, lo=None, hi=None, pt=None):
    G.append({"doc": doc, "metric": metric, "basis": basis, "period_end_hint": end,
              "low": lo, "high": hi, "point": pt, "unit": U.get(metric, "USD")})

# 1. jewelry retailer, 52/53 weeks ending the Saturday nearest Jan 31; Q3 FY2026 and FY2026 (raised);
#    HTML table Third Quarter | Fiscal 2026 Current | Fiscal 2026 Prior, "(in millions, except ...)" once
d = "gemrowe-2025-09-04"; q3 = "2025-11-01"; fy = "2026-01-31"
r(d, "revenue", "unspecified", q3, 1060 * M, 1095 * M)        # "$1,060 – $1,095"
r(d, "revenue_growth", "unspecified", q3, -1.5, 1.0)           # same store sales "(1.5)% – 1.0%"
r(d, "ebitda", "non-GAAP", q3, 50 * M, 66 * M)                 # Adjusted EBITDA(1) "$50 – $66"
r(d, "eps", "non-GAAP", q3, 0.15, 0.45)                        # Adjusted diluted EPS(1)
r(d, "revenue", "unspecified", fy, 5480 * M, 5600 * M)        # prior $5,400 – $5,580
r(d, "revenue_growth", "unspecified", fy, -0.75, 1.5)          # "(0.75)% – 1.5%" (prior (2.0)% – 1.25%)
r(d, "ebitda", "non-GAAP", fy, 540 * M, 595 * M)               # prior $525 – $590
r(d, "eps", "non-GAAP", fy, 6.90, 8.05)                        # prior $6.55 – $7.95
r(d, "capex", "unspecified", fy, 135 * M, 150 * M)             # same in prior column
r(d, "tax_rate", "unspecified", fy, 23, 25)                    # "Annual effective tax rate(2)", same in prior

# 2. school-bus maker, 52/53 weeks ending the Saturday nearest Sep 30; FY2025 raised / reaffirmed
d = "ambercoach-2025-08-07"; fy = "2025-09-27"
r(d, "revenue", "unspecified", fy, pt=1.33 * B)                # "approximately $1.33 billion (unchanged)"
r(d, "ebitda", "non-GAAP", fy, 186 * M, 196 * M)               # raised from $170 – $182 million
r(d, "free_cash_flow", "non-GAAP", fy, 80 * M, 100 * M)        # Adjusted Free Cash Flow, raised from $70 – $90
r(d, "net_income", "GAAP", fy, 104 * M, 112 * M)               # "GAAP Net Income and Adjusted Net Income ... respectively"
r(d, "net_income", "non-GAAP", fy, 114 * M, 122 * M)
r(d, "eps", "non-GAAP", fy, 3.45, 3.70)                        # Adjusted Diluted EPS(1)
r(d, "capex", "unspecified", fy, pt=38 * M)                    # "approximately $38 million"

# 3. pet health insurance, calendar year; FY2025 revenue raised, Q3 2025 initiated; prose bullets
d = "tailwise-2025-07-31"; q3 = "2025-09-30"; fy = "2025-12-31"
r(d, "revenue", "unspecified", fy, 1.268 * B, 1.282 * B)       # previously $1.250 – $1.275 billion
r(d, "revenue_growth", "unspecified", fy, 11, 13)              # over $1.1385 billion in 2024
r(d, "ebitda", "non-GAAP", fy, 86 * M, 94 * M)
r(d, "net_income", "GAAP", fy, 14 * M, 19 * M)                 # "GAAP net income"
r(d, "free_cash_flow", "non-GAAP", fy, 40 * M, 48 * M)
r(d, "capex", "unspecified", fy, pt=12 * M)                    # "after capital expenditures of approximately $12 million"
r(d, "revenue", "unspecified", q3, 322.0 * M, 326.0 * M)
r(d, "ebitda", "non-GAAP", q3, 21 * M, 24 * M)

# 4. seeds and crop protection, calendar year; FY2026 and first half 2026 initiated;
#    HTML table First Half 2026 | Full Year 2026 | Full Year 2025 Actual (metrics as rows)
d = "furrowell-2026-02-04"; h1 = "2026-06-30"; fy = "2026-12-31"
r(d, "revenue", "unspecified", h1, 5.55 * B, 5.75 * B)
r(d, "ebitda", "non-GAAP", h1, 1.55 * B, 1.65 * B)             # Operating EBITDA(1)
r(d, "revenue", "unspecified", fy, 9.55 * B, 9.80 * B)
r(d, "revenue_growth", "unspecified", fy, 1, 3)                # "Net sales are expected to increase 1% to 3%"
r(d, "revenue_growth", "non-GAAP", fy, 2, 4)                   # organic(1)
r(d, "ebitda", "non-GAAP", fy, 2.20 * B, 2.35 * B)
r(d, "eps", "non-GAAP", fy, 3.15, 3.40)                        # Operating EPS(1)
r(d, "eps", "GAAP", fy, 2.45, 2.75)                            # "GAAP EPS from continuing operations"
r(d, "eps_growth", "non-GAAP", fy, 4, 13)                      # "operating EPS is expected to grow 4% to 13%" over $3.02
r(d, "free_cash_flow", "non-GAAP", fy, 1.30 * B, 1.50 * B)
r(d, "capex", "unspecified", fy, pt=420 * M)                   # "~$420M"
r(d, "tax_rate", "non-GAAP", fy, 21, 23)                       # Base income tax rate(1)

# 5. ski resorts, July 31 month-end; FY2026 and Q1 FY2026 initiated; Low End | High End table "(In thousands)"
d = "tarnbrook-2025-09-25"; q1 = "2025-10-31"; fy = "2026-07-31"
r(d, "revenue", "unspecified", fy, 2.63 * B, 2.70 * B)
r(d, "revenue_growth", "unspecified", fy, 1, 3)
r(d, "net_income", "unspecified", fy, 124 * M, 150 * M)        # net income attributable to Tarnbrook (no GAAP label)
r(d, "eps", "unspecified", fy, 3.31, 4.00)                     # "or $3.31 to $4.00 per diluted share"
r(d, "ebitda", "non-GAAP", fy, 462 * M, 498 * M)               # Total Adjusted EBITDA(1)
r(d, "tax_rate", "unspecified", fy, pt=23.5)
r(d, "net_income", "unspecified", q1, -100 * M, -92 * M)       # "net loss ... of $92 million to $100 million"
r(d, "ebitda", "non-GAAP", q1, -68 * M, -62 * M)               # "Total Adjusted EBITDA loss of $62 million to $68 million"

# 6. frozen potato products, 52/53 weeks ending the last Sunday of May (53-week FY2026); FY2026 reaffirmed, Q2
d = "ridgefrost-2025-10-01"; q2 = "2025-11-23"; fy = "2026-05-31"
r(d, "revenue", "non-GAAP", fy, 4.65 * B, 4.85 * B)            # "Net sales at constant currency(1)"
r(d, "ebitda", "non-GAAP", fy, 760 * M, 840 * M)
r(d, "eps", "unspecified", fy, 1.95, 2.35)                     # "diluted EPS and adjusted diluted EPS(1) ... respectively"
r(d, "eps", "non-GAAP", fy, 2.30, 2.70)
r(d, "tax_rate", "unspecified", fy, 26, 27)
r(d, "capex", "unspecified", fy, pt=380 * M)                   # "approx. $380 million"
r(d, "revenue", "unspecified", q2, 1.22 * B, 1.27 * B)
r(d, "ebitda", "non-GAAP", q2, 195 * M, 215 * M)
r(d, "eps", "non-GAAP", q2, 0.52, 0.64)                        # "52 cents to 64 cents"

# 7. car wash chain, calendar year; FY2025 narrowed; layout Current Outlook | Prior Outlook(1) table
d = "sudsbury-2025-07-29"; fy = "2025-12-31"
r(d, "revenue", "unspecified", fy, 622 * M, 630 * M)           # prior $618 - $634
r(d, "revenue_growth", "unspecified", fy, 1.5, 2.5)            # comparable store sales growth (prior 1.0% - 3.0%)
r(d, "ebitda", "non-GAAP", fy, 201 * M, 205 * M)               # prior $198 - $208
r(d, "net_income", "non-GAAP", fy, 76 * M, 79 * M)             # Adjusted net income(2)
r(d, "eps", "non-GAAP", fy, 0.44, 0.46)                        # wrapped label "Adjusted net income per diluted / share(2)"
r(d, "tax_rate", "unspecified", fy, 24, 26)                    # same in prior column
r(d, "capex", "unspecified", fy, 150 * M, 165 * M)             # "Capital expenditures, gross(3)" (prior $170 - $185)

# 8. dating apps, calendar year; Q3 2025 table, FY2025 reaffirmed in prose
d = "heartloom-2025-08-05"; q3 = "2025-09-30"; fy = "2025-12-31"
r(d, "revenue", "unspecified", q3, 452 * M, 462 * M)
r(d, "revenue_growth", "unspecified", q3, 1, 3)                # "Y/Y Change 1% – 3%"
r(d, "revenue_growth", "non-GAAP", q3, 0, 2)                   # "Y/Y Change, FXN(2) 0% – 2%"
r(d, "ebitda", "non-GAAP", q3, 168 * M, 173 * M)
r(d, "revenue", "unspecified", fy, 1.76 * B, 1.82 * B)
r(d, "ebitda", "non-GAAP", fy, 650 * M, 675 * M)
r(d, "free_cash_flow", "non-GAAP", fy, pt=585 * M)             # "approximately $585 million" (prior $560 – $600 million)
r(d, "capex", "unspecified", fy, pt=45 * M)
r(d, "tax_rate", "GAAP", fy, 21, 23)                           # "a GAAP effective tax rate of 21% to 23%"

# 9. cinema chain, calendar year; FY2025 lowered (prose + Low/High reconciliation), FY2026 capex
d = "palladine-2025-11-06"; fy = "2025-12-31"; fy26 = "2026-12-31"
r(d, "revenue", "unspecified", fy, 2.46 * B, 2.50 * B)
r(d, "ebitda", "non-GAAP", fy, 455 * M, 470 * M)               # previously $480 – $510 million
r(d, "net_income", "GAAP", fy, 118 * M, 129 * M)               # reconciliation row "Net income (GAAP)"
r(d, "capex", "unspecified", fy, 150 * M, 160 * M)             # previously $165 – $180 million
r(d, "free_cash_flow", "non-GAAP", fy, 120 * M, 140 * M)       # previously $145 – $175 million
r(d, "tax_rate", "unspecified", fy, 24, 26)
r(d, "capex", "unspecified", fy26, 210 * M, 230 * M)           # "For 2026, ... capital expenditures of $210 million to $230 million"

# 10. pool supplies distributor, calendar year; FY2025 EPS range lowered at the top, Q3 2025 in prose
d = "lidomar-2025-07-23"; q3 = "2025-09-30"; fy = "2025-12-31"
r(d, "eps", "unspecified", fy, 9.45, 9.95)                     # previously $9.60 – $10.20; includes $0.09 ASU benefit
r(d, "eps", "non-GAAP", fy, 9.36, 9.86)                        # adjusted diluted EPS(1), excludes the ASU benefit
r(d, "revenue_growth", "unspecified", fy, -1, 1)               # "a 1% decline to a 1% increase"
r(d, "gross_margin", "unspecified", fy, 29.2, 29.6)            # "29.4%, plus or minus 20 basis points"
r(d, "tax_rate", "unspecified", fy, pt=25.3)
r(d, "capex", "unspecified", fy, 55 * M, 65 * M)
r(d, "revenue_growth", "unspecified", q3, -3, -1)              # "net sales to decline 1% to 3%"
r(d, "eps", "unspecified", q3, 2.95, 3.15)


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
