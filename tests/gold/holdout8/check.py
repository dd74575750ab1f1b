#!/usr/bin/env python3
"""Self-check for the holdout8 gold set (no extractor involved).

Follows holdout7/check.py and uses goldcheck.read_docs and goldcheck.check_set. It checks that:
- docs.jsonl and gold.jsonl parse, every doc file exists, there are 10 docs (5 .htm and 5 .txt, each
  .txt with a form feed), each release prints its own date, filings fall on weekdays, the split
  alternates tune/test in the order the releases were written, and the record counts per doc and
  per split are the ones stated in NOTES.md;
- every record has the holdout keys, a valid metric, basis and unit, a range or a point, and no two
  records of one doc share (metric, basis, period_end_hint) (goldcheck.record_shape_ok);
- every gold value is printed in its release (to rounding noise, stricter than the scorer):
  directly, scaled (thousand/million/billion) or in cents. The two bounds of Staylark's "6.5% plus
  or minus 50 basis points" are the only values not printed as such: they are accepted only after a
  regex finds that sentence and the gold equals 6.5 -/+ 0.5;
- every negative value is printed next to a word of decline, and the negative values are exactly
  the four listed in NOTES.md;
- no gold value of a doc is one of the trap values listed in TRAPS for that doc (prior outlooks,
  results, prior-year bases, midpoints, assumptions, impacts, one-sided floors, long-term targets,
  segment figures, history and footnote percentages, dividends, buybacks); every trap is printed;
- growth rates agree with the gold ranges and the base each release prints (Liftmoor, Benchwood
  reported and organic, Saffrey, Filemont revenue and EPS);
- the special forms are printed as NOTES.md describes them: cents ranges (Benchwood, Roamfield),
  "$X plus or minus $d" (Restmere), "X% plus or minus N basis points" (Staylark), "GAAP and adjusted
  ... respectively" (Keelson), "decline N% to M%" (Filemont, Roamfield);
- every period_end_hint is after the filing date, within 15 months of it, and is the last day of a
  fiscal quarter on the issuer's calendar (month-end calendars; 52/53-week calendars ending on the
  last Friday of February and the last Saturday of August);
- the calendar facts quoted in NOTES.md are re-derived, with their weekdays, and the period-end
  dates a release states are printed in it.

goldcheck.check_set expects the 4 .htm / 6 .txt mix of the earlier sets; this set has 5 and 5 by
design, so that one message is replaced by a check for 5 .htm and 5 .txt (see NOTES.md).

Run: python3 tests/gold/holdout8/check.py     (exits 1 on any mismatch)
"""
import datetime as dt
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
import goldcheck  # noqa: E402
from goldcheck import errors, err, load_jsonl, year_end, period_ends, value_printed  # noqa: E402

ORDER = ["liftmoor-2025-10-23", "benchwood-2025-09-17", "saffrey-2025-06-24", "filemont-2025-08-14",
         "shorecrest-2025-07-30", "orbitane-2025-10-21", "restmere-2025-07-29", "roamfield-2025-10-22",
         "staylark-2025-07-31", "keelson-2025-07-24"]
EXPECTED_COUNTS = {"liftmoor-2025-10-23": 9, "benchwood-2025-09-17": 8, "saffrey-2025-06-24": 7,
                   "filemont-2025-08-14": 7, "shorecrest-2025-07-30": 9, "orbitane-2025-10-21": 7,
                   "restmere-2025-07-29": 6, "roamfield-2025-10-22": 9, "staylark-2025-07-31": 6,
                   "keelson-2025-07-24": 7}
EXPECTED_SPLIT_COUNTS = {"tune": 37, "test": 38}

FRI, SAT = 4, 5
# ("month",): quarter ends are month-ends.
# ("last", weekday, quarter_weeks): 52/53-week year ending on the last such weekday of the fiscal month.
CALENDARS = {"benchwood-2025-09-17": ("last", FRI, (13, 13, 13, 13)),
             "roamfield-2025-10-22": ("last", SAT, (13, 13, 13, 13))}

METRICS = {"revenue", "revenue_growth", "eps", "eps_growth", "gross_margin", "operating_margin",
           "operating_expenses", "other_income", "tax_rate", "capex", "free_cash_flow",
           "operating_cash_flow", "net_income", "ebitda"}
UNITS = {"USD", "USD/share", "percent"}
PCT_METRICS = {"revenue_growth", "eps_growth", "gross_margin", "operating_margin", "tax_rate"}
BASES = {"GAAP", "non-GAAP", "unspecified"}

# Values printed in each release that must NOT be gold there. "M" = USD millions (or millions of
# shares), "S" = USD per share, "P" = percent or basis points. A gold value of the same unit must
# differ (compared in absolute value). Other guided items (NOTES.md) are mostly not listed; a few
# are (interest, D&A, share counts, one-sided floors) where a vocabulary metric could take their value.
TRAPS = {
    "liftmoor-2025-10-23": {
        "S": [0.84, 0.95, 1.07, 0.99, 2.41, 2.65, 3.05, 2.90, 3.98, 3.82, 0.45, 0.04],
        "P": [3, 60, 12, 8, 3.8, 21, 17, 4, 14.7, 16.8, 210, 17.2, 16.7, 50, 17.1, 15.9, 120, 40, 10, 9, 0,
              6, 19, 11, 24.6, 5.1, 140, 25.1],
        "M": [3718, 3612, 10741, 10694, 548, 606, 1577, 1702, 641, 603, 1842, 1781, 301, 288, 802, 731,
              294, 276, 790, 712, 650, 14000, 1400, 1500, 800, 220, 1310, 2410, 3720, 58, 38]},
    "benchwood-2025-09-17": {
        "S": [0.33, 0.37, 0.27, 0.31, 0.24, 0.29, 0.04, 0.51, 0.39, 0.105],
        "P": [4, 7, 70, 7.4, 9, 6.7, 34.1, 80],
        "M": [861.3, 828.2, 38.4, 31.9, 56.8, 47.0, 63.7, 55.5, 234.6, 227.4, 7.2, 702, 797.6, 8, 150,
              703.4, 4.8, 8.9, 3.1, 1647.9, 1598.4]},
    "saffrey-2025-06-24": {
        "S": [0.58, 0.55, 0.62, 0.60, 2.69, 2.74, 0.08, 1.07, 1.01, 0.04, 0.05],
        "P": [8, 38.4, 22.1, 21.6, 22.0, 7, 9, 8.1, 3.4, 2.2, 1.7, 0.5, 1.2, 37.9],
        "M": [1641, 1625, 212, 201, 226, 209, 850, 3214, 3196]},
    "filemont-2025-08-14": {
        "S": [4.41, 4.04, 4.27, 3.82, 2.31, 2.37, 0.44, 58.82, 2.09],
        "P": [13.9, 21.5, 9.2, 11.8, 7.2, 2.2, 7.1, 4.8, 10, 6, 9],
        "M": [3210.4, 3057.5, 602.1, 615.8, 518.3, 483.4, 812, 788.6, 486, 300, 186, 1200, 152.9, 1060,
              104, 138, 150, 95, 2530]},
    "shorecrest-2025-07-30": {
        "S": [1.49, 1.66, 5.95, 6.20, 0.56, 2.42, 2.02, 2.79, 2.44, 1.21, 1.43],
        "P": [6, 4, 8, 7, 5, 3, 3.4, 3.0, 3.5],
        "M": [98, 1020, 246, 842, 930, 955, 118, 37, 81, 3600, 2100, 1016, 979, 611, 580, 211, 196, 171,
              182, 64, 69, 66, 124, 240, 44, 138, 146, 63, 31, 39, 42, 11, 6]},
    "orbitane-2025-10-21": {
        "S": [0.29, 0.23, 0.88, 1.03, 0.15, 0.69, 0.57],
        "P": [73, 7, 10, 21, 2],
        "M": [31.4, 26.0, 131.6, 124.9, 229.8, 168.3, 61.5, 875, 900, 500, 98, 114, 110, 290, 212, 612.4,
              487.3, 10, 24.6, 1.3, 1580, 91.2, 30.1, 264.0, 13.9, 27.0, 33.7]},
    "restmere-2025-07-29": {
        "S": [0.61, 0.57, 0.64, 0.58, 1.27, 1.21, 2.68, 0.10, 0.02, 0.03],
        "P": [2.8, 3.4, 2.6, 6.1, 10, 8, 12, 0.8, 70, 60.4],
        "M": [19.6, 118.4, 131.7, 41.0, 95, 150, 70, 25, 610, 650, 180, 720.8, 701.2, 62.8, 58.7]},
    "roamfield-2025-10-22": {
        "S": [0.52, 0.74, 0.61, 0.86, 0.98, 0.49, 1.71, 0.40, 0.60, 0.35],
        "P": [2.3, 13.6, 60, 6.2, 12.9, 5.2, 8.3, 4.9, 7.5, 9.9, 13.4],
        "M": [741.9, 759.3, 100.9, 14.8, 17.5, 44.1, 2764.1, 2946.9, 28.2, 14.6, 146.3, 1348.7, 2760,
              31.8, 121.4, 181.7, 606.0, 15.0]},
    "staylark-2025-07-31": {
        "S": [2.41, 2.03, 2.88, 2.42, 3.30, 2.72],
        "P": [8, 10, 17, 180, 29.5, 19, 14, 1, 6.5, 8.5, 4.5, 5.5, 11],
        "M": [8640, 1920, 318, 270, 566, 386, 515, 535, 802, 1500, 310, 128, 41.2]},
    "keelson-2025-07-24": {
        "S": [2.02, 1.93, 2.57, 2.29, 8.10, 8.50, 10.20, 10.50, 0.10, 4.83, 4.60],
        "P": [11, 10, 6.1, 21.1, 21.7, 60, 33.8, 32.9, 90, 14, 12, 25.9, 23.6, 6.4, 4.4, 0.6, 10.4, 4.3],
        "M": [2312, 2083, 487, 452, 781, 685, 289, 276, 368, 328, 1970, 342, 1050, 545, 150]},
}
TRAP_OVERLAP_OK = set()
UNIT_KEY = {"USD": "M", "USD/share": "S", "percent": "P"}

# The only negative gold values, (doc, metric, basis, end, field): every other value must be >= 0.
EXPECTED_NEGATIVE = {
    ("filemont-2025-08-14", "eps_growth", "non-GAAP", "2026-06-30", "low"),
    ("filemont-2025-08-14", "eps_growth", "non-GAAP", "2026-06-30", "high"),
    ("roamfield-2025-10-22", "revenue_growth", "unspecified", "2026-02-28", "low"),
    ("roamfield-2025-10-22", "revenue_growth", "unspecified", "2026-02-28", "high"),
}

# Growth rates in the gold against the gold ranges they restate and the base each release prints:
# (doc, growth metric, growth basis, amount metric, amount basis, end, base, decimals printed).
GROWTH_CHECKS = [
    ("liftmoor-2025-10-23", "eps_growth", "non-GAAP", "eps", "non-GAAP", "2025-12-31", 3.82, 0),
    ("benchwood-2025-09-17", "revenue_growth", "unspecified", "revenue", "unspecified", "2025-11-28", 797.6e6, 0),
    ("saffrey-2025-06-24", "eps_growth", "non-GAAP", "eps", "non-GAAP", "2025-11-30", 2.74, 0),
    ("filemont-2025-08-14", "revenue_growth", "unspecified", "revenue", "unspecified", "2026-06-30", 3210.4e6, 0),
    ("filemont-2025-08-14", "eps_growth", "non-GAAP", "eps", "non-GAAP", "2026-06-30", 4.41, 0),
]

# Period ends and outlook dates that the releases state in words; each must be printed in its release.
DATES_PRINTED = {
    "liftmoor-2025-10-23": ["July 23, 2025", "October 23, 2025"],
    "benchwood-2025-09-17": ["August 29, 2025", "August 23, 2024", "November 28, 2025", "February 27, 2026",
                             "February 28, 2025"],
    "saffrey-2025-06-24": ["May 31, 2025", "November 30, 2025"],
    "filemont-2025-08-14": ["June 30, 2025", "June 30, 2026"],
    "shorecrest-2025-07-30": ["June 30, 2025"],
    "orbitane-2025-10-21": ["October 21, 2025", "July 22, 2025", "June 30, 2025"],
    "restmere-2025-07-29": ["July 30, 2025"],
    "roamfield-2025-10-22": ["August 30, 2025", "August 31, 2024", "November 29, 2025", "August 29, 2026",
                             "March 1, 2025"],
    "staylark-2025-07-31": ["June 30, 2025"],
    "keelson-2025-07-24": ["June 30, 2025"],
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

# Staylark's "X% plus or minus N basis points": its bounds are not printed as numbers. They are added
# to that release's printed values only when the sentence is found and the gold equals X -/+ N/100.
SL = "staylark-2025-07-31"
m = re.search(r"Revenue growth of (\d+\.\d)% plus or minus (\d+) basis points", flat_text.get(SL, ""))
g = idx.get((SL, "revenue_growth", "unspecified", "2025-12-31"))
if not m or g is None or g["low"] is None or g["high"] is None:
    err("staylark: the 'plus or minus ... basis points' sentence or its gold range is missing")
else:
    mid, half = float(m.group(1)), int(m.group(2)) / 100
    if abs(g["low"] - (mid - half)) > 1e-9 or abs(g["high"] - (mid + half)) > 1e-9:
        err(f"staylark: FY revenue growth gold {g['low']}-{g['high']} is not {mid} -/+ {half}")
    by_doc[SL][2].update({round(mid - half, 6), round(mid + half, 6)})

per_split = goldcheck.check_set(
    HERE, docs, gold, by_doc, order=ORDER, expected_counts=EXPECTED_COUNTS, expected_split_counts=EXPECTED_SPLIT_COUNTS,
    total_range=(70, 90), traps=TRAPS, trap_overlap_ok=TRAP_OVERLAP_OK, expected_negative=EXPECTED_NEGATIVE, unit_key=UNIT_KEY,
    calendars=CALENDARS, metrics=METRICS, units=UNITS, bases=BASES, pct_metrics=PCT_METRICS,
)
# check_set asks for the 4 .htm / 6 .txt mix of holdout4-7; this set has 5 and 5 by design.
errors[:] = [e for e in errors if not e.startswith("file types are ")]
exts = Counter(Path(d["file"]).suffix for d in docs)
if exts != Counter({".htm": 5, ".txt": 5}):
    err(f"file types are {dict(exts)}, expected 5 .htm and 5 .txt")
if len(EXPECTED_NEGATIVE) != 4:
    err("NOTES.md lists four negative values")

# Growth rates restate the ranges against the printed base.
for doc, gm, gb, am, ab, end, base, dec in GROWTH_CHECKS:
    g, a = idx.get((doc, gm, gb, end)), idx.get((doc, am, ab, end))
    if g is None or a is None or g["low"] is None or a["low"] is None:
        err(f"{doc}: growth check {gm}/{am} {end} lacks a range")
        continue
    if not value_printed(base, a["unit"] if a["unit"] == "USD" else "x", by_doc[doc][2]):
        err(f"{doc}: growth base {base} is not printed")
    tol = 0.5 if dec == 0 else 0.051
    for k in ("low", "high"):
        implied = (a[k] / base - 1) * 100
        if abs(implied - g[k]) > tol:
            err(f"{doc}: {gm} {k} {g[k]} but {am} {a[k]} over base {base} gives {implied:.2f}")
# Benchwood's organic growth: the revenue range less the printed $8 million currency effect.
BW = "benchwood-2025-09-17"
g, a = idx.get((BW, "revenue_growth", "non-GAAP", "2025-11-28")), idx.get((BW, "revenue", "unspecified", "2025-11-28"))
if g is None or a is None or "estimated $8 million of favorable currency" not in flat_text.get(BW, ""):
    err("benchwood: organic growth check lacks its records or the printed currency effect")
else:
    for k in ("low", "high"):
        implied = ((a[k] - 8e6) / 797.6e6 - 1) * 100
        if abs(implied - g[k]) > 0.5:
            err(f"benchwood: organic growth {k} {g[k]} but ({a[k]} - 8M) / 797.6M gives {implied:.2f}")

# Special forms.
def want_range(doc, metric, basis, end, lo, hi, what):
    g = idx.get((doc, metric, basis, end))
    if g is None or g["low"] is None or g["high"] is None or abs(g["low"] - lo) > 1e-9 or abs(g["high"] - hi) > 1e-9:
        err(f"{doc}: {metric} {basis} {end} is not the printed {what} ({lo} - {hi})")

for doc, pattern, metric, basis, end in [
        (BW, r"earnings per share of (\d+) cents to (\d+) cents", "eps", "unspecified", "2025-11-28"),
        (BW, r"adjusted earnings per share of (\d+) cents to (\d+) cents", "eps", "non-GAAP", "2025-11-28"),
        ("roamfield-2025-10-22", r"adjusted diluted earnings per share of (\d+) cents to (\d+) cents", "eps",
         "non-GAAP", "2025-11-29")]:
    m = re.search(pattern, flat_text.get(doc, ""))  # the first match is the unadjusted range in Benchwood
    if not m:
        err(f"{doc}: cents range for {metric} {basis} not found")
    else:
        want_range(doc, metric, basis, end, int(m.group(1)) / 100, int(m.group(2)) / 100, "cents range")

RM = "restmere-2025-07-29"
m = re.search(r"diluted earnings per share from continuing operations of \$(\d+\.\d+) plus or minus \$(\d+\.\d+)",
              flat_text.get(RM, ""))
if not m:
    err("restmere: '$X plus or minus $d' GAAP EPS sentence not found")
else:
    x, d_ = float(m.group(1)), float(m.group(2))
    want_range(RM, "eps", "GAAP", "2025-12-31", round(x - d_, 2), round(x + d_, 2), "'$X plus or minus $d'")

KS = "keelson-2025-07-24"
m = re.search(r"GAAP and adjusted diluted EPS of \$(\d+\.\d+) to \$(\d+\.\d+) and \$(\d+\.\d+) to \$(\d+\.\d+), "
              r"respectively", flat_text.get(KS, ""))
if not m:
    err("keelson: 'GAAP and adjusted diluted EPS ... respectively' sentence not found")
else:
    v = [float(x) for x in m.groups()]
    want_range(KS, "eps", "GAAP", "2025-12-31", v[0], v[1], "first ('GAAP') pair")
    want_range(KS, "eps", "non-GAAP", "2025-12-31", v[2], v[3], "second ('adjusted') pair")
m = re.search(r"GAAP and adjusted effective tax rates of (\d+\.\d)% to (\d+\.\d)% and (\d+\.\d)% to (\d+\.\d)%, "
              r"respectively", flat_text.get(KS, ""))
if not m:
    err("keelson: 'GAAP and adjusted effective tax rates ... respectively' sentence not found")
else:
    v = [float(x) for x in m.groups()]
    want_range(KS, "tax_rate", "GAAP", "2025-12-31", v[0], v[1], "first ('GAAP') pair")
    want_range(KS, "tax_rate", "non-GAAP", "2025-12-31", v[2], v[3], "second ('adjusted') pair")

for doc, pattern, metric, basis, end in [
        ("filemont-2025-08-14", r"expected to decline (\d+)% to (\d+)%", "eps_growth", "non-GAAP", "2026-06-30"),
        ("roamfield-2025-10-22", r"first half of fiscal 2026 to decline (\d+)% to (\d+)%", "revenue_growth",
         "unspecified", "2026-02-28")]:
    m = re.search(pattern, flat_text.get(doc, ""))
    if not m:
        err(f"{doc}: decline sentence for {metric} not found")
    else:
        want_range(doc, metric, basis, end, -float(m.group(2)), -float(m.group(1)), "decline")

# Calendar facts stated in NOTES.md, re-derived here.
BWC, RFC = CALENDARS[BW], CALENDARS["roamfield-2025-10-22"]
MO = ("month",)
facts = [
    (year_end("0228", 2024, BWC), dt.date(2024, 2, 23)),
    (year_end("0228", 2025, BWC), dt.date(2025, 2, 28)),
    (year_end("0228", 2026, BWC), dt.date(2026, 2, 27)),
    ((year_end("0228", 2025, BWC) - year_end("0228", 2024, BWC)).days // 7, 53),
    ((year_end("0228", 2026, BWC) - year_end("0228", 2025, BWC)).days // 7, 52),
    (period_ends("0228", 2025, BWC)[1], dt.date(2024, 8, 23)),
    (period_ends("0228", 2026, BWC), [dt.date(2025, 5, 30), dt.date(2025, 8, 29), dt.date(2025, 11, 28),
                                      dt.date(2026, 2, 27)]),
    (year_end("0831", 2023, RFC), dt.date(2023, 8, 26)),
    (year_end("0831", 2024, RFC), dt.date(2024, 8, 31)),
    (year_end("0831", 2025, RFC), dt.date(2025, 8, 30)),
    (year_end("0831", 2026, RFC), dt.date(2026, 8, 29)),
    ((year_end("0831", 2024, RFC) - year_end("0831", 2023, RFC)).days // 7, 53),
    ((year_end("0831", 2025, RFC) - year_end("0831", 2024, RFC)).days // 7, 52),
    ((year_end("0831", 2026, RFC) - year_end("0831", 2025, RFC)).days // 7, 52),
    (period_ends("0831", 2025, RFC)[1], dt.date(2025, 3, 1)),
    (period_ends("0831", 2026, RFC), [dt.date(2025, 11, 29), dt.date(2026, 2, 28), dt.date(2026, 5, 30),
                                      dt.date(2026, 8, 29)]),
    (period_ends("1130", 2025, MO), [dt.date(2025, 2, 28), dt.date(2025, 5, 31), dt.date(2025, 8, 31),
                                     dt.date(2025, 11, 30)]),
    (period_ends("0630", 2026, MO), [dt.date(2025, 9, 30), dt.date(2025, 12, 31), dt.date(2026, 3, 31),
                                     dt.date(2026, 6, 30)]),
]
for got, want in facts:
    if got != want:
        err(f"calendar fact: computed {got}, NOTES.md says {want}")
for day, name in [(dt.date(2024, 2, 23), "Friday"), (dt.date(2025, 2, 28), "Friday"), (dt.date(2026, 2, 27), "Friday"),
                  (dt.date(2025, 8, 29), "Friday"), (dt.date(2024, 8, 23), "Friday"), (dt.date(2025, 11, 28), "Friday"),
                  (dt.date(2024, 8, 31), "Saturday"), (dt.date(2025, 8, 30), "Saturday"),
                  (dt.date(2025, 11, 29), "Saturday"), (dt.date(2026, 2, 28), "Saturday"),
                  (dt.date(2026, 8, 29), "Saturday"), (dt.date(2025, 3, 1), "Saturday")]:
    if day.strftime("%A") != name:
        err(f"calendar fact: {day} is a {day:%A}, NOTES.md says {name}")
for d in docs:
    if d["fye"] not in ("0228", "0630", "0831", "1130", "1231"):
        err(f"{d['doc']}: unexpected fye {d['fye']}")

print(f"{len(docs)} docs, {len(gold)} gold records, per split {dict(per_split)}")
for e in errors:
    print("ERROR", e)
sys.exit(1 if errors else 0)
