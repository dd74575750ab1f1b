#!/usr/bin/env python3
"""Self-check for the holdout9 gold set (no extractor involved).

Follows holdout8/check.py and uses goldcheck.read_docs and goldcheck.check_set. It checks that:
- docs.jsonl and gold.jsonl parse, every doc file exists, there are 10 docs (5 .htm and 5 .txt, each
  .txt with a form feed followed by a running page header), each release prints its own date,
  filings fall on weekdays, the split alternates tune/test in the order the releases were written,
  and the record counts per doc and per split are the ones stated in NOTES.md;
- every record has the holdout keys, a valid metric, basis and unit, a range or a point, and no two
  records of one doc share (metric, basis, period_end_hint) (goldcheck.record_shape_ok); the records
  per basis in each doc are the counts NOTES.md lists;
- every gold value is printed in its release (to rounding noise, stricter than the scorer):
  directly, scaled (thousand/million/billion) or in cents. The two bounds of Lidomar's "29.4%, plus
  or minus 20 basis points" are the only values not printed as such: they are accepted only after a
  regex finds that sentence and the gold equals 29.4 -/+ 0.2;
- every negative value is printed as "(x)%" or next to a word of decline or loss, and the negative
  values are exactly the nine listed in NOTES.md;
- no gold value of a doc is one of the trap values listed in TRAPS for that doc (prior outlooks,
  results, prior-year bases, assumptions, impacts, one-sided bounds, long-term targets, segment
  figures, reconciliation items, dividends, buybacks); every trap is printed;
- the outlook tables are read cell by cell (Gemrowe and Furrowell HTML tables, Sudsbury layout
  table) and the gold equals the current/guidance columns, while every prior-column cell that
  differs from the current one is a trap;
- the reconciliation tables add up (Ambercoach, Tarnbrook, Palladine) and their totals and GAAP rows
  equal the gold; per-share figures equal the guided amounts over the printed share counts
  (Ambercoach, Tarnbrook, Sudsbury);
- growth rates agree with the gold ranges and the base each release prints (Tailwise, Furrowell,
  Tarnbrook, Heartloom), and Furrowell's organic range is its reported range plus the ~1 point
  currency headwind;
- the special forms are printed as NOTES.md describes them: "... respectively" pairs (Ambercoach net
  income, Ridgefrost EPS), cents (Ridgefrost), "(x)% – y%" (Gemrowe), "a 1% decline to a 1% increase"
  and "decline 1% to 3%" (Lidomar), "net loss ... of $92 million to $100 million" and "EBITDA loss of
  $62 million to $68 million" (Tarnbrook);
- every period_end_hint is after the filing date, within 15 months of it, and is the last day of a
  fiscal quarter on the issuer's calendar (month-end calendars; 52/53-week calendars ending on the
  Saturday nearest Jan 31, the Saturday nearest Sep 30 and the last Sunday of May);
- the calendar facts quoted in NOTES.md are re-derived, with their weekdays, and the period-end
  dates a release states are printed in it.

goldcheck.check_set expects the 4 .htm / 6 .txt mix of the earlier sets; this set has 5 and 5 by
design (as holdout8), so that one message is replaced by a check for 5 .htm and 5 .txt.

Run: python3 tests/gold/holdout9/check.py     (exits 1 on any mismatch)
"""
import datetime as dt
import html
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
import goldcheck  # noqa: E402
from goldcheck import errors, err, load_jsonl, year_end, period_ends, value_printed  # noqa: E402

ORDER = ["gemrowe-2025-09-04", "ambercoach-2025-08-07", "tailwise-2025-07-31", "furrowell-2026-02-04",
         "tarnbrook-2025-09-25", "ridgefrost-2025-10-01", "sudsbury-2025-07-29", "heartloom-2025-08-05",
         "palladine-2025-11-06", "lidomar-2025-07-23"]
EXPECTED_COUNTS = {"gemrowe-2025-09-04": 10, "ambercoach-2025-08-07": 7, "tailwise-2025-07-31": 8,
                   "furrowell-2026-02-04": 12, "tarnbrook-2025-09-25": 8, "ridgefrost-2025-10-01": 9,
                   "sudsbury-2025-07-29": 7, "heartloom-2025-08-05": 9, "palladine-2025-11-06": 7,
                   "lidomar-2025-07-23": 8}
EXPECTED_SPLIT_COUNTS = {"tune": 40, "test": 45}
# Records per basis in each doc, (GAAP, non-GAAP, unspecified), as NOTES.md lists them: a text-only
# check cannot tell a basis from the words around a number, so a flipped basis is caught here.
BASIS_COUNTS = {"gemrowe-2025-09-04": (0, 4, 6), "ambercoach-2025-08-07": (1, 4, 2), "tailwise-2025-07-31": (1, 3, 4),
                "furrowell-2026-02-04": (1, 7, 4), "tarnbrook-2025-09-25": (0, 2, 6), "ridgefrost-2025-10-01": (0, 5, 4),
                "sudsbury-2025-07-29": (0, 3, 4), "heartloom-2025-08-05": (1, 4, 4), "palladine-2025-11-06": (1, 2, 4),
                "lidomar-2025-07-23": (0, 1, 7)}

SAT, SUN = 5, 6
# ("month",): quarter ends are month-ends.
# ("last", weekday, quarter_weeks): 52/53-week year ending on the last such weekday of the fiscal month.
# ("nearest", weekday, quarter_weeks): 52/53-week year ending on the such weekday nearest the month-end.
CALENDARS = {"gemrowe-2025-09-04": ("nearest", SAT, (13, 13, 13, 13)),
             "ambercoach-2025-08-07": ("nearest", SAT, (13, 13, 13, 13)),
             "ridgefrost-2025-10-01": ("last", SUN, (13, 13, 13, 13))}

METRICS = {"revenue", "revenue_growth", "eps", "eps_growth", "gross_margin", "operating_margin",
           "operating_expenses", "other_income", "tax_rate", "capex", "free_cash_flow",
           "operating_cash_flow", "net_income", "ebitda"}
UNITS = {"USD", "USD/share", "percent"}
PCT_METRICS = {"revenue_growth", "eps_growth", "gross_margin", "operating_margin", "tax_rate"}
BASES = {"GAAP", "non-GAAP", "unspecified"}

# Values printed in each release that must NOT be gold there. "M" = USD millions (or millions of
# shares), "S" = USD per share (or per patron/payer), "P" = percent, points or basis points. A gold
# value of the same unit must differ (compared in absolute value). Printed values that happen to
# equal a gold value of the same unit (e.g. Heartloom's 21% Emberly growth and its 21%-23% GAAP tax
# rate) cannot be listed; NOTES.md names the main ones.
TRAPS = {
    "gemrowe-2025-09-04": {
        "S": [0.14, 1.96, 0.92, 1.14, 1.12, 0.89, 2.07, 1.71, 1.49, 6.55, 7.95, 0.34],
        "P": [1.8, 3.1, 1.9, 3.6, 2.6, 38.3, 37.6, 70, 37.9, 37.3, 60, 21.5, 17.7, 6.5, 25.8, 21.1, 2.0,
              1.25, 4, 33.7, 5.3, 21.3, 3, 6, 30],
        "M": [1182.4, 1151.9, 2361.5, 2327.0, 452.9, 433.1, 895.7, 869.0, 21.6, 84.3, 63.9, 41.5, 62.8,
              51.7, 118.2, 100.4, 104.5, 95.0, 201.6, 189.3, 398.7, 64.3, 251.3, 219.6, 1710, 36.2, 118.4,
              412.0, 30.5, 5400, 5580, 350, 415, 525, 590, 365, 420, 8, 24, 40.5]},
    "ambercoach-2025-08-07": {
        "S": [0.97, 0.22, 2.42, 0.31, 1.04, 2.67, 0.32, 0.75, 2.11],
        "P": [14.2, 16.6, 17.4, 6.1, 58, 19.0, 18.2, 13.5, 70, 14.4, 15, 14, 24],
        "M": [362.4, 51.7, 978.6, 64.9, 31.8, 7.2, 79.4, 9.8, 51.3, 9.3, 138.2, 12.6, 33.9, 7.0, 87.6,
              10.1, 310.7, 339.8, 22.6, 68.9, 56.4, 24.6, 42.0, 545, 151.2, 16.1, 75, 170, 182, 70, 90,
              1800, 1600, 33.0, 8, 33, 36, 13, 10, 18, 17, 15]},
    "tailwise-2025-07-31": {
        "S": [0.14, 0.10, 0.21, 0.16],
        "P": [98.3, 71.2, 72.6, 13.8, 11.3, 250, 15, 5, 14, 70.5, 71.5, 9.6, 5.5, 1],
        "M": [1250, 1275, 1138.5, 318.6, 214.9, 103.7, 6.2, 4.1, 22.2, 13.6, 29.7, 14.9, 10.4, 862, 870,
              112, 120, 219.5, 221.5, 29, 31, 286.0]},
    "furrowell-2026-02-04": {
        "S": [0.32, 0.09, 0.21, 2.18, 1.64, 3.02, 2.51, 0.19],
        "P": [200, 22.2, 22.4, 26, 70, 5, 12, 20, 32, 33, 6, 25],
        "M": [2214, 2297, 142, 238, 2230, 9486, 9204, 963, 729, 9570, 2104, 1862, 5402, 4084, 1512, 712,
              120, 1805, 395, 1410, 1220, 900, 320, 196, 90, 60, 5498, 750, 2800, 3000, 4500, 440.1]},
    "tarnbrook-2025-09-25": {
        "S": [3.79, 3.38, 2.64, 2.43, 1.48, 143],
        "P": [2, 1.2, 2.4, 5.1, 17.9, 2.9, 2.5],
        "M": [142.6, 128.3, 468.9, 455.2, 11.4, 9, 60, 2612.4, 2581.0, 2331.6, 280.8, 441.7, 27.2,
              98.4, 91.7, 71.2, 66.9, 1100, 151.3, 128, 134, 22, 94.1, 64.8, 434, 466, 28, 32, 10, 40, 50,
              114, 170, 4, 37.5]},
    "ridgefrost-2025-10-01": {
        "S": [0.37, 0.71, 0.58, 0.63, 0.38, 0.66],
        "P": [1, 21, 48, 2, 9, 8, 5, 6, 21.8, 25.8],
        "M": [1188.6, 1176.2, 118.3, 149.7, 52.7, 101.8, 163.9, 160.4, 82.6, 90.5, 221.4, 218.0, 12.4,
              23.7, 262.1, 259.4, 39.8, 248.1, 61.7, 212.6, 54.1, 12.5, 4730, 812, 140, 131, 285, 268, 642,
              1205.3, 208.9, 150, 60, 80, 15, 142.5, 66.8]},
    "sudsbury-2025-07-29": {
        "S": [0.08, 0.07, 0.11, 0.16, 0.12, 0.43, 0.47],
        "P": [5, 1.6, 40, 74, 71, 6, 32.1, 33.0, 1.9, 1.0, 3.0, 32.4],
        "M": [158.7, 151.1, 14.2, 11.0, 19.6, 18.4, 50.9, 49.8, 311.5, 100.1, 618, 634, 198, 208, 74, 81,
              172, 170, 185, 55, 70]},
    "heartloom-2025-08-05": {
        "S": [0.46, 0.39, 0.78, 0.72, 19.49, 18.54, 31.15, 0.19],
        "P": [5, 4, 36, 38, 37, 40, 100],
        "M": [441.3, 432.6, 433.9, 425.5, 7.4, 7.1, 118, 251, 96.5, 101.3, 158.7, 162.4, 61.2, 55.4, 231,
              214, 190, 25, 447.6, 560, 600, 35, 180]},
    "palladine-2025-11-06": {
        "S": [0.31, 0.74, 0.78, 0.08, 9.45, 6.92],
        "P": [7.4, 9.5, 4.1, 3.1, 20.3, 23.0, 2, 5],
        "M": [612.8, 661.5, 38.1, 91.0, 124.6, 152.3, 125.0, 392.4, 1842.7, 338.9, 24.8, 480, 510, 165, 180,
              145, 175, 176, 88, 8700, 2200, 2400, 38, 42, 35, 96.0, 1770.1, 122.9]},
    "lidomar-2025-07-23": {
        "S": [3.21, 3.12, 4.07, 4.39, 0.09, 0.08, 0.01, 3.98, 4.31, 9.60, 10.20, 3.27, 1.25, 3.20, 3.11],
        "P": [0.5, 29.8, 14.9, 24.2, 4, 29.4, 20, 2, 90, 110, 6, 8, 40, 15.0, 29.1, 11.8, 12.8],
        "M": [1132.6, 1121.4, 337.5, 169.1, 168.4, 118.7, 116.4, 1820.6, 1844.7, 104.2, 142.0, 3481.0, 46,
              48, 1024.5, 300, 1130]},
}
TRAP_OVERLAP_OK = set()
UNIT_KEY = {"USD": "M", "USD/share": "S", "percent": "P"}

# The only negative gold values, (doc, metric, basis, end, field): every other value must be >= 0.
EXPECTED_NEGATIVE = {
    ("gemrowe-2025-09-04", "revenue_growth", "unspecified", "2025-11-01", "low"),
    ("gemrowe-2025-09-04", "revenue_growth", "unspecified", "2026-01-31", "low"),
    ("tarnbrook-2025-09-25", "net_income", "unspecified", "2025-10-31", "low"),
    ("tarnbrook-2025-09-25", "net_income", "unspecified", "2025-10-31", "high"),
    ("tarnbrook-2025-09-25", "ebitda", "non-GAAP", "2025-10-31", "low"),
    ("tarnbrook-2025-09-25", "ebitda", "non-GAAP", "2025-10-31", "high"),
    ("lidomar-2025-07-23", "revenue_growth", "unspecified", "2025-12-31", "low"),
    ("lidomar-2025-07-23", "revenue_growth", "unspecified", "2025-09-30", "low"),
    ("lidomar-2025-07-23", "revenue_growth", "unspecified", "2025-09-30", "high"),
}

# Growth rates in the gold against the gold ranges they restate and the base each release prints:
# (doc, growth metric, growth basis, amount metric, amount basis, end, base).
GROWTH_CHECKS = [
    ("tailwise-2025-07-31", "revenue_growth", "unspecified", "revenue", "unspecified", "2025-12-31", 1138.5e6),
    ("furrowell-2026-02-04", "revenue_growth", "unspecified", "revenue", "unspecified", "2026-12-31", 9486e6),
    ("furrowell-2026-02-04", "eps_growth", "non-GAAP", "eps", "non-GAAP", "2026-12-31", 3.02),
    ("tarnbrook-2025-09-25", "revenue_growth", "unspecified", "revenue", "unspecified", "2026-07-31", 2612.4e6),
    ("heartloom-2025-08-05", "revenue_growth", "unspecified", "revenue", "unspecified", "2025-09-30", 447.6e6),
]

# Period ends and outlook dates that the releases state in words; each must be printed in its release.
DATES_PRINTED = {
    "gemrowe-2025-09-04": ["August 2, 2025", "August 3, 2024", "June 10, 2025"],
    "ambercoach-2025-08-07": ["June 28, 2025", "June 29, 2024", "September 27, 2025"],
    "tailwise-2025-07-31": ["June 30, 2025"],
    "furrowell-2026-02-04": ["December 31, 2025"],
    "tarnbrook-2025-09-25": ["July 31, 2025", "July 31, 2026", "October 31, 2025", "September 19, 2025",
                             "September 20, 2024"],
    "ridgefrost-2025-10-01": ["August 24, 2025", "August 25, 2024", "May 31, 2026", "November 23, 2025"],
    "sudsbury-2025-07-29": ["June 30, 2025", "December 31, 2025", "April 29, 2025"],
    "heartloom-2025-08-05": ["June 30, 2025"],
    "palladine-2025-11-06": ["September 30, 2025"],
    "lidomar-2025-07-23": ["June 30, 2025"],
}


def printed_values(text):
    """Numbers printed in a release, without bare years ("2025", unless it follows a "$")."""
    return goldcheck.printed_values(text, skip_years=True)


docs = load_jsonl(HERE / "docs.jsonl")
gold = load_jsonl(HERE / "gold.jsonl")

by_doc = goldcheck.read_docs(HERE, docs, printed_values, dates_printed=DATES_PRINTED,
                             date_formats=("%B %-d, %Y", "%b. %-d, %Y"))
flat_text = {doc: re.sub(r"\s+", " ", v[1]) for doc, v in by_doc.items()}
idx = {(r.get("doc"), r.get("metric"), r.get("basis"), r.get("period_end_hint")): r for r in gold}

# Lidomar's "X%, plus or minus N basis points": its bounds are not printed as numbers. They are added
# to that release's printed values only when the sentence is found and the gold equals X -/+ N/100.
LD = "lidomar-2025-07-23"
m = re.search(r"gross margin of (\d+\.\d)%, plus or minus (\d+) basis points", flat_text.get(LD, ""))
g = idx.get((LD, "gross_margin", "unspecified", "2025-12-31"))
if not m or g is None or g["low"] is None or g["high"] is None:
    err("lidomar: the 'plus or minus ... basis points' sentence or its gold range is missing")
else:
    mid, half = float(m.group(1)), int(m.group(2)) / 100
    if abs(g["low"] - (mid - half)) > 1e-9 or abs(g["high"] - (mid + half)) > 1e-9:
        err(f"lidomar: FY gross margin gold {g['low']}-{g['high']} is not {mid} -/+ {half}")
    by_doc[LD][2].update({round(mid - half, 6), round(mid + half, 6)})

per_split = goldcheck.check_set(
    HERE, docs, gold, by_doc, order=ORDER, expected_counts=EXPECTED_COUNTS, expected_split_counts=EXPECTED_SPLIT_COUNTS,
    total_range=(70, 85), traps=TRAPS, trap_overlap_ok=TRAP_OVERLAP_OK, expected_negative=EXPECTED_NEGATIVE, unit_key=UNIT_KEY,
    calendars=CALENDARS, metrics=METRICS, units=UNITS, bases=BASES, pct_metrics=PCT_METRICS,
)
# check_set asks for the 4 .htm / 6 .txt mix of holdout4-7; this set has 5 and 5 by design.
errors[:] = [e for e in errors if not e.startswith("file types are ")]
exts = Counter(Path(d["file"]).suffix for d in docs)
if exts != Counter({".htm": 5, ".txt": 5}):
    err(f"file types are {dict(exts)}, expected 5 .htm and 5 .txt")
for doc, want in BASIS_COUNTS.items():
    c = Counter(r.get("basis") for r in gold if r.get("doc") == doc)
    got_ = (c["GAAP"], c["non-GAAP"], c["unspecified"])
    if got_ != want:
        err(f"{doc}: (GAAP, non-GAAP, unspecified) records {got_}, NOTES.md says {want}")
if len(EXPECTED_NEGATIVE) != 9:
    err("NOTES.md lists nine negative values")
# Each layout text has a running page header right after every form feed.
for d in docs:
    if d["file"].endswith(".txt"):
        raw = (HERE / d["file"]).read_text()
        for part in raw.split("\f")[1:]:
            first = part.split("\n", 1)[0]
            if len(first.strip()) < 20 or "  " not in first:
                err(f"{d['doc']}: no running page header after a form feed ({first[:40]!r})")


def want_range(doc, metric, basis, end, lo, hi, what):
    g = idx.get((doc, metric, basis, end))
    if g is None or g["low"] is None or g["high"] is None or abs(g["low"] - lo) > 1e-9 or abs(g["high"] - hi) > 1e-9:
        err(f"{doc}: {metric} {basis} {end} is not the printed {what} ({lo} - {hi})")


def want_point(doc, metric, basis, end, pt, what):
    g = idx.get((doc, metric, basis, end))
    if g is None or g["point"] is None or abs(g["point"] - pt) > 1e-9:
        err(f"{doc}: {metric} {basis} {end} is not the printed {what} ({pt})")


def is_trap(doc, unit_key, v):
    return any(abs(abs(v) - t) < 1e-6 for t in TRAPS[doc].get(unit_key, []))


# Growth rates restate the ranges against the printed base.
for doc, gm, gb, am, ab, end, base in GROWTH_CHECKS:
    g, a = idx.get((doc, gm, gb, end)), idx.get((doc, am, ab, end))
    if g is None or a is None or g["low"] is None or a["low"] is None:
        err(f"{doc}: growth check {gm}/{am} {end} lacks a range")
        continue
    if not value_printed(base, a["unit"] if a["unit"] == "USD" else "x", by_doc[doc][2]):
        err(f"{doc}: growth base {base} is not printed")
    for k in ("low", "high"):
        implied = (a[k] / base - 1) * 100
        if abs(implied - g[k]) > 0.5:
            err(f"{doc}: {gm} {k} {g[k]} but {am} {a[k]} over base {base} gives {implied:.2f}")
# Furrowell: organic growth = reported growth + the ~1 point currency headwind it prints.
FW = "furrowell-2026-02-04"
g, a = idx.get((FW, "revenue_growth", "non-GAAP", "2026-12-31")), idx.get((FW, "revenue", "unspecified", "2026-12-31"))
if g is None or a is None or "currency headwind of approximately 1 point" not in flat_text.get(FW, ""):
    err("furrowell: organic growth check lacks its records or the printed currency headwind")
else:
    for k in ("low", "high"):
        implied = (a[k] / 9486e6 - 1) * 100 + 1
        if abs(implied - g[k]) > 0.5:
            err(f"furrowell: organic growth {k} {g[k]} but reported growth + 1 point gives {implied:.2f}")

# Per-share guidance = guided amount / printed share count.
for doc, nm_basis, eps_basis, end, shares, phrase in [
        ("ambercoach-2025-08-07", "non-GAAP", "non-GAAP", "2025-09-27", 33.0, "approximately 33.0 million diluted shares"),
        ("tarnbrook-2025-09-25", "unspecified", "unspecified", "2026-07-31", 37.5, "approximately 37.5 million diluted shares"),
        ("sudsbury-2025-07-29", "non-GAAP", "non-GAAP", "2025-12-31", 172, "~172")]:
    n, e = idx.get((doc, "net_income", nm_basis, end)), idx.get((doc, "eps", eps_basis, end))
    if n is None or e is None or phrase not in flat_text.get(doc, ""):
        err(f"{doc}: per-share check lacks its records or the share count")
        continue
    for k in ("low", "high"):
        if abs(n[k] / (shares * 1e6) - e[k]) > 0.006:
            err(f"{doc}: eps {k} {e[k]} but net income {n[k]} / {shares}M shares = {n[k] / shares / 1e6:.3f}")


# Outlook tables read cell by cell.
def html_rows(text, marker):
    """Rows (lists of cell texts) of the first <table> that contains `marker`."""
    for t in re.findall(r"<table.*?</table>", text, re.S):
        if marker in t:
            rows = []
            for tr in re.findall(r"<tr.*?</tr>", t, re.S):
                cells = [html.unescape(re.sub(r"<[^>]+>", " ", c)).replace("\xa0", " ")
                         for c in re.findall(r"<td.*?</td>", tr, re.S)]
                rows.append([re.sub(r"\s+", " ", c).strip() for c in cells])
            return rows
    return []


def cell_range(c):
    """'$1,060 – $1,095' -> (1060, 1095); '(1.5)% – 1.0%' -> (-1.5, 1.0); '~$420M' -> (420,); 'N/A' -> ()."""
    nums = re.findall(r"\(?\d[\d,]*(?:\.\d+)?\)?", c)
    return tuple(goldcheck.to_float(x) for x in nums)


GM = "gemrowe-2025-09-04"
rows = html_rows((HERE / f"{GM}.htm").read_text(), "Fiscal 2026 Prior")
spec = {"Total sales": ("revenue", "unspecified", 1e6), "Same store sales": ("revenue_growth", "unspecified", 1),
        "Adjusted EBITDA": ("ebitda", "non-GAAP", 1e6), "Adjusted diluted EPS": ("eps", "non-GAAP", 1),
        "Capital expenditures": ("capex", "unspecified", 1e6), "Annual effective tax rate": ("tax_rate", "unspecified", 1)}
seen_rows = set()
for row in rows:
    label = re.sub(r"\d+$", "", row[0]).strip() if row else ""
    if label not in spec or len(row) != 4:
        continue
    seen_rows.add(label)
    metric, basis, scale = spec[label]
    for col, end in ((1, "2025-11-01"), (2, "2026-01-31")):
        v = cell_range(row[col])
        if not v:
            if idx.get((GM, metric, basis, end)):
                err(f"gemrowe: {label} has gold for {end} but the cell is {row[col]!r}")
            continue
        want_range(GM, metric, basis, end, v[0] * scale, v[1] * scale, f"table cell {label}")
    cur, prior = cell_range(row[2]), cell_range(row[3])
    for c, p in zip(cur, prior):
        if c != p and not is_trap(GM, "S" if metric == "eps" else ("P" if scale == 1 else "M"), p):
            err(f"gemrowe: prior cell {label} {p} differs from current {c} but is not a trap")
if seen_rows != set(spec):
    err(f"gemrowe: outlook table rows read {sorted(seen_rows)}")

rows = html_rows((HERE / f"{FW}.htm").read_text(), "Full Year 2025 Actual")
spec = {"Net sales": ("revenue", "unspecified", 1e9), "Organic sales growth": ("revenue_growth", "non-GAAP", 1),
        "Operating EBITDA": ("ebitda", "non-GAAP", 1e9), "Operating EPS": ("eps", "non-GAAP", 1),
        "GAAP EPS from continuing operations": ("eps", "GAAP", 1), "Free cash flow": ("free_cash_flow", "non-GAAP", 1e9),
        "Capital expenditures": ("capex", "unspecified", 1e6), "Base income tax rate": ("tax_rate", "non-GAAP", 1)}
seen_rows = set()
for row in rows:
    label = re.sub(r"\d+$", "", row[0]).strip() if row else ""
    if label not in spec or len(row) != 4:
        continue
    seen_rows.add(label)
    metric, basis, scale = spec[label]
    for col, end in ((1, "2026-06-30"), (2, "2026-12-31")):
        v = cell_range(row[col])
        if not v:
            if idx.get((FW, metric, basis, end)):
                err(f"furrowell: {label} has gold for {end} but the cell is {row[col]!r}")
            continue
        if len(v) == 1:
            want_point(FW, metric, basis, end, v[0] * scale, f"table cell {label}")
        else:
            want_range(FW, metric, basis, end, v[0] * scale, v[1] * scale, f"table cell {label}")
if seen_rows != set(spec):
    err(f"furrowell: guidance table rows read {sorted(seen_rows)}")

SB = "sudsbury-2025-07-29"
sb_text = (HERE / f"{SB}.txt").read_text()
sb_rows = {"Net revenues": ("revenue", "unspecified", 1e6),
           "Comparable store sales growth": ("revenue_growth", "unspecified", 1),
           "Adjusted EBITDA(2)": ("ebitda", "non-GAAP", 1e6), "Adjusted net income(2)": ("net_income", "non-GAAP", 1e6),
           "share(2)": ("eps", "non-GAAP", 1), "Effective tax rate": ("tax_rate", "unspecified", 1),
           "Capital expenditures, gross(3)": ("capex", "unspecified", 1e6)}
for label, (metric, basis, scale) in sb_rows.items():
    m = re.search(r"^\s*" + re.escape(label) + r"\s+\$?([\d.]+)%?\s+-\s+\$?([\d.]+)%?\s+\$?([\d.]+)%?\s+-\s+\$?([\d.]+)%?\s*$",
                  sb_text, re.M)
    if not m:
        err(f"sudsbury: outlook row {label!r} not found")
        continue
    c_lo, c_hi, p_lo, p_hi = (float(x) for x in m.groups())
    want_range(SB, metric, basis, "2025-12-31", c_lo * scale, c_hi * scale, f"Current Outlook {label}")
    uk = "S" if metric == "eps" else ("P" if scale == 1 else "M")
    for c, p in ((c_lo, p_lo), (c_hi, p_hi)):
        if c != p and not is_trap(SB, uk, p):
            err(f"sudsbury: prior cell {label} {p} differs from current {c} but is not a trap")
if "Adjusted net income per diluted\n  share(2)" not in sb_text:
    err("sudsbury: the wrapped 'Adjusted net income per diluted / share' label is missing")

# Reconciliation tables add up, and their totals and GAAP rows are the gold.
AC = "ambercoach-2025-08-07"
TB = "tarnbrook-2025-09-25"
PL = "palladine-2025-11-06"
for doc, rows_, total, gaap, scale, end, gaap_key in [
        (AC, [("Net income", 104, 112), ("Interest expense, net", 8, 8), ("Income tax expense", 33, 36),
              ("Depreciation, amortization and disposals", 13, 13), ("Share-based compensation", 10, 10),
              ("Other (a)", 18, 17)], ("Adjusted EBITDA", 186, 196), "Net income", 1e6, "2025-09-27",
         ("net_income", "GAAP")),
        (TB, [("Net income attributable to Tarnbrook Mountain Resorts, Inc.", 124000, 150000),
              ("Net income attributable to noncontrolling interests", 10000, 10000),
              ("Provision for income taxes", 40000, 50000), ("Interest expense, net", 114000, 114000),
              ("Depreciation and amortization", 170000, 170000), ("Other (a)", 4000, 4000)],
         ("Total Adjusted EBITDA (1)", 462000, 498000), "Net income attributable to Tarnbrook Mountain Resorts, Inc.",
         1e3, "2026-07-31", ("net_income", "unspecified")),
        (PL, [("Net income (GAAP)", 118, 129), ("Income tax expense", 38, 42), ("Interest expense, net", 88, 88),
              ("Depreciation and amortization", 176, 176),
              ("Share-based compensation and other non-cash items", 35, 35)],
         ("Adjusted EBITDA (non-GAAP)", 455, 470), "Net income (GAAP)", 1e6, "2025-12-31", ("net_income", "GAAP"))]:
    text = flat_text.get(doc, "")
    for label, lo, hi in rows_ + [total]:
        pat = re.escape(label) + r"\s+\$?\s*" + f"{lo:,}" + r"\s+\$?\s*" + f"{hi:,}" + r"(?!\d)"
        if not re.search(pat, text):
            err(f"{doc}: reconciliation row {label!r} {lo} {hi} not printed")
    for k, i in (("low", 1), ("high", 2)):
        if sum(r_[i] for r_ in rows_) != total[i]:
            err(f"{doc}: reconciliation {k} column does not add up to {total[i]}")
    want_range(doc, "ebitda", "non-GAAP", end, total[1] * scale, total[2] * scale, "reconciliation total")
    gr = [r_ for r_ in rows_ if r_[0] == gaap][0]
    want_range(doc, gaap_key[0], gaap_key[1], end, gr[1] * scale, gr[2] * scale, "reconciliation first row")

# Special forms.
AC_T = flat_text.get(AC, "")
m = re.search(r"GAAP Net Income and Adjusted Net Income\(1\) of \$(\d+) million to \$(\d+) million and \$(\d+) "
              r"million to \$(\d+) million, respectively", AC_T)
if not m:
    err("ambercoach: 'GAAP Net Income and Adjusted Net Income ... respectively' sentence not found")
else:
    v = [float(x) * 1e6 for x in m.groups()]
    want_range(AC, "net_income", "GAAP", "2025-09-27", v[0], v[1], "first ('GAAP') pair")
    want_range(AC, "net_income", "non-GAAP", "2025-09-27", v[2], v[3], "second ('Adjusted') pair")

RF = "ridgefrost-2025-10-01"
RF_T = flat_text.get(RF, "")
m = re.search(r"diluted EPS and adjusted diluted EPS\(1\) of \$(\d+\.\d+) to \$(\d+\.\d+) and \$(\d+\.\d+) to "
              r"\$(\d+\.\d+), respectively", RF_T)
if not m:
    err("ridgefrost: 'diluted EPS and adjusted diluted EPS ... respectively' sentence not found")
else:
    v = [float(x) for x in m.groups()]
    want_range(RF, "eps", "unspecified", "2026-05-31", v[0], v[1], "first (unlabelled) pair")
    want_range(RF, "eps", "non-GAAP", "2026-05-31", v[2], v[3], "second ('adjusted') pair")
m = re.search(r"adjusted diluted EPS of (\d+) cents to (\d+) cents", RF_T)
if not m:
    err("ridgefrost: cents range not found")
else:
    want_range(RF, "eps", "non-GAAP", "2025-11-23", int(m.group(1)) / 100, int(m.group(2)) / 100, "cents range")

GM_T = flat_text.get(GM, "").replace("\u2013", "-")
for pat, end in [(r"Same store sales \(1\.5\)% - 1\.0% \(0\.75\)% - 1\.5%", None)]:
    if not re.search(pat, GM_T):
        err("gemrowe: '(1.5)% - 1.0%' / '(0.75)% - 1.5%' same store sales cells not found")

LD_T = flat_text.get(LD, "")
m = re.search(r"net sales in a range of a (\d+)% decline to a (\d+)% increase", LD_T)
if not m:
    err("lidomar: 'a 1% decline to a 1% increase' sentence not found")
else:
    want_range(LD, "revenue_growth", "unspecified", "2025-12-31", -float(m.group(1)), float(m.group(2)), "decline/increase")
m = re.search(r"expects net sales to decline (\d+)% to (\d+)%", LD_T)
if not m:
    err("lidomar: third-quarter decline sentence not found")
else:
    want_range(LD, "revenue_growth", "unspecified", "2025-09-30", -float(m.group(2)), -float(m.group(1)), "decline")

TB_T = flat_text.get(TB, "")
m = re.search(r"expects a net loss attributable to Tarnbrook Mountain Resorts, Inc\. of \$(\d+) million to \$(\d+) "
              r"million and a Total Adjusted EBITDA loss of \$(\d+) million to \$(\d+) million", TB_T)
if not m:
    err("tarnbrook: first-quarter loss sentence not found")
else:
    v = [float(x) * 1e6 for x in m.groups()]
    want_range(TB, "net_income", "unspecified", "2025-10-31", -v[1], -v[0], "net loss")
    want_range(TB, "ebitda", "non-GAAP", "2025-10-31", -v[3], -v[2], "EBITDA loss")

HL = "heartloom-2025-08-05"
rows = html_rows((HERE / f"{HL}.htm").read_text(), "Q3 2025 Outlook")
got = {re.sub(r"\(\d\)$", "", r_[0]).strip(): r_[1] for r_ in rows if len(r_) == 2}
for label, metric, basis, scale in [("Total Revenue", "revenue", "unspecified", 1e6),
                                    ("Y/Y Change", "revenue_growth", "unspecified", 1),
                                    ("Y/Y Change, FXN", "revenue_growth", "non-GAAP", 1),
                                    ("Adjusted EBITDA", "ebitda", "non-GAAP", 1e6)]:
    v = cell_range(got.get(label, ""))
    if len(v) != 2:
        err(f"heartloom: Q3 outlook row {label!r} not read")
    else:
        want_range(HL, metric, basis, "2025-09-30", v[0] * scale, v[1] * scale, f"Q3 table {label}")

# Calendar facts stated in NOTES.md, re-derived here.
GMC, ACC, RFC = CALENDARS[GM], CALENDARS[AC], CALENDARS[RF]
MO = ("month",)
facts = [
    (year_end("0131", 2025, GMC), dt.date(2025, 2, 1)),
    (year_end("0131", 2026, GMC), dt.date(2026, 1, 31)),
    ((year_end("0131", 2026, GMC) - year_end("0131", 2025, GMC)).days // 7, 52),
    (period_ends("0131", 2026, GMC), [dt.date(2025, 5, 3), dt.date(2025, 8, 2), dt.date(2025, 11, 1),
                                      dt.date(2026, 1, 31)]),
    (period_ends("0131", 2025, GMC)[1], dt.date(2024, 8, 3)),
    (year_end("0930", 2024, ACC), dt.date(2024, 9, 28)),
    (year_end("0930", 2025, ACC), dt.date(2025, 9, 27)),
    ((year_end("0930", 2025, ACC) - year_end("0930", 2024, ACC)).days // 7, 52),
    (period_ends("0930", 2025, ACC), [dt.date(2024, 12, 28), dt.date(2025, 3, 29), dt.date(2025, 6, 28),
                                      dt.date(2025, 9, 27)]),
    (period_ends("0930", 2024, ACC)[2], dt.date(2024, 6, 29)),
    (year_end("0531", 2025, RFC), dt.date(2025, 5, 25)),
    (year_end("0531", 2026, RFC), dt.date(2026, 5, 31)),
    ((year_end("0531", 2026, RFC) - year_end("0531", 2025, RFC)).days // 7, 53),
    (period_ends("0531", 2026, RFC), [dt.date(2025, 8, 24), dt.date(2025, 11, 23), dt.date(2026, 2, 22),
                                      dt.date(2026, 5, 31)]),
    (period_ends("0531", 2025, RFC)[0], dt.date(2024, 8, 25)),
    (period_ends("0731", 2026, MO), [dt.date(2025, 10, 31), dt.date(2026, 1, 31), dt.date(2026, 4, 30),
                                     dt.date(2026, 7, 31)]),
    (period_ends("1231", 2026, MO)[1], dt.date(2026, 6, 30)),
]
for got_, want in facts:
    if got_ != want:
        err(f"calendar fact: computed {got_}, NOTES.md says {want}")
for day, name in [(dt.date(2025, 2, 1), "Saturday"), (dt.date(2025, 8, 2), "Saturday"), (dt.date(2024, 8, 3), "Saturday"),
                  (dt.date(2025, 11, 1), "Saturday"), (dt.date(2026, 1, 31), "Saturday"),
                  (dt.date(2024, 9, 28), "Saturday"), (dt.date(2025, 6, 28), "Saturday"), (dt.date(2024, 6, 29), "Saturday"),
                  (dt.date(2025, 9, 27), "Saturday"),
                  (dt.date(2025, 5, 25), "Sunday"), (dt.date(2025, 8, 24), "Sunday"), (dt.date(2024, 8, 25), "Sunday"),
                  (dt.date(2025, 11, 23), "Sunday"), (dt.date(2026, 5, 31), "Sunday")]:
    if day.strftime("%A") != name:
        err(f"calendar fact: {day} is a {day:%A}, NOTES.md says {name}")
for d in docs:
    if d["fye"] not in ("0131", "0531", "0731", "0930", "1231"):
        err(f"{d['doc']}: unexpected fye {d['fye']}")

print(f"{len(docs)} docs, {len(gold)} gold records, per split {dict(per_split)}")
for e in errors:
    print("ERROR", e)
sys.exit(1 if errors else 0)
