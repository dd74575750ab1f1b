#!/usr/bin/env python3
"""Self-check for the holdout6 gold set (no extractor involved).

Follows holdout5/check.py. It checks that:
- docs.jsonl and gold.jsonl parse, every doc file exists, there are 10 docs (4 .htm, 6 .txt, each
  .txt with a form feed), each release prints its own date, filings fall on weekdays, the split
  alternates tune/test in the order the releases were written, and the record counts per doc and
  per split are the ones stated in NOTES.md;
- every record has the holdout keys, a valid metric, basis and unit, a range or a point, and no two
  records of one doc share (metric, basis, period_end_hint) (goldcheck.record_shape_ok);
- every gold value is printed in its release (to rounding noise, stricter than the scorer):
  directly, scaled (thousand/million/billion) or in cents ("72 cents" = 0.72);
- every negative value is printed as "(3)%", "$(195)", "$(1.05)" or on a line (or the line after
  one) with a word for a decline, and the negative values are exactly the ten listed in NOTES.md;
- no gold value of a doc is one of the trap values listed in TRAPS for that doc (prior outlooks,
  results, assumptions, impacts, one-sided bounds, long-term targets, dividends, buybacks); every
  listed trap value is printed in its release;
- the growth rates in the gold agree with the gold ranges and the prior-year base each release
  prints (Arclinx, Kessington, Wyncote, Hoistline, Culvera);
- every period_end_hint is after the filing date, within 15 months of it, and is the last day of a
  fiscal quarter on the issuer's calendar (month-end calendars; 52/53-week calendars ending on the
  last Saturday of July or on the Friday nearest Jan 31, 13-week quarters, an extra week in Q4);
- the calendar facts quoted in NOTES.md are re-derived, with their weekdays, and the period-end
  dates a release states are printed in it.

Run: python3 tests/gold/holdout6/check.py     (exits 1 on any mismatch)
"""
import datetime as dt
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
import goldcheck  # noqa: E402
from goldcheck import errors, err, load_jsonl, year_end, period_ends, value_printed  # noqa: E402

ORDER = ["arclinx-2025-08-13", "kessington-2024-07-23", "reelhaven-2025-07-17", "nickelby-2025-08-28",
         "castleport-2026-02-05", "wyncote-2026-01-27", "greensward-2024-11-06", "stanwick-2025-07-29",
         "hoistline-2025-10-23", "culvera-2025-11-06"]
EXPECTED_COUNTS = {"arclinx-2025-08-13": 14, "kessington-2024-07-23": 9, "reelhaven-2025-07-17": 9,
                   "nickelby-2025-08-28": 8, "castleport-2026-02-05": 9, "wyncote-2026-01-27": 9,
                   "greensward-2024-11-06": 9, "stanwick-2025-07-29": 7, "hoistline-2025-10-23": 8,
                   "culvera-2025-11-06": 8}
EXPECTED_SPLIT_COUNTS = {"tune": 49, "test": 41}

FRI, SAT = 4, 5
# ("month",): quarter ends are month-ends.
# ("nearest", weekday, quarter_weeks): 52/53-week year ending on the weekday nearest the fiscal month-end.
# ("last", weekday, quarter_weeks): 52/53-week year ending on the last such weekday of the fiscal month.
CALENDARS = {"arclinx-2025-08-13": ("last", SAT, (13, 13, 13, 13)),
             "nickelby-2025-08-28": ("nearest", FRI, (13, 13, 13, 13))}

METRICS = {"revenue", "revenue_growth", "eps", "eps_growth", "gross_margin", "operating_margin",
           "operating_expenses", "other_income", "tax_rate", "capex", "free_cash_flow",
           "operating_cash_flow", "net_income", "ebitda"}
UNITS = {"USD", "USD/share", "percent"}
PCT_METRICS = {"revenue_growth", "eps_growth", "gross_margin", "operating_margin", "tax_rate"}
BASES = {"GAAP", "non-GAAP", "unspecified"}

# Values printed in each release that must NOT be gold there. "M" = USD millions, "S" = USD per
# share, "P" = percent. A gold value of the same unit must differ (compared in absolute value).
TRAPS = {
    "arclinx-2025-08-13": {
        "S": [0.58, 0.81, 1.96, 2.97, 0.49, 0.74, 1.58, 2.79, 0.21, 0.12, 0.11, 0.10, 0.04, 0.02, 0.50,
              0.48, 0.41, 0.40, 0.07, 0.06],
        "P": [9, 6, 12, 11, 63.9, 66.8, 21.4, 31.6, 18, 24, 15, 7, 4, 2, 33, 34, 0.7, 2.3, 4.6, 3.9, 1.5,
              16.8],
        "M": [3420, 3140, 12860, 12130, 596, 504, 2020, 1630, 832, 761, 3060, 2880, 1382, 611, 496, 344,
              588, 2830, 590, 720, 205, 8000, 11600, 1120, 3610, 5900, 14200]},
    "kessington-2024-07-23": {
        "S": [1.48, 1.42, 1.59, 1.45, 0.09, 5.78, 5.93, 6.27, 6.42, 5.91, 0.28, 0.31, 0.07, 1.67, 6.66,
              6.78, 0.19, 0.21, 0.06, 0.05, 0.03, 1.30, 5.20, 1.68],
        "P": [6.9, 7.8, 4.2, 9.7, 14.2, 1.9, 5, 7, 9, 11, 15.9, 0.6, 8.6],
        "M": [9472, 8861, 402, 289, 80, 3612, 3815, 2303, 2207, 9500]},
    "reelhaven-2025-07-17": {
        "S": [2.10, 2.35, 1.81, 2.79, 3.10],
        "P": [11.8, 12.4, 13.5, 13.1, 15.0, 26.0, 27.6, 20.9, 30.5, 32.0, 31.4, 28.0, 16, 10],
        "M": [4655, 4770, 5010, 5120, 5352, 5310, 1210, 1318, 1045, 1562, 1712, 935, 1044, 802, 1231,
              1366, 1180, 1420, 1050, 2010, 1490, 1110, 1330, 930, 1930, 1410, 20900, 21500, 350, 5000,
              15000, 1300, 9800, 14400, 7200, 10000, 3500, 3340]},
    "nickelby-2025-08-28": {
        "S": [1.21, 1.09, 3.70, 4.10, 0.70, 0.48, 0.47, 2.36, 2.11],
        "P": [4.6, 2.6, 1.4, 1.2, 30.1, 29.25, 85, 24.3, 23.6, 70, 7.4, 23.4, 22.6, 11.0, 4.8, 7.1, 2.2,
              40, 60, 2, 6],
        "M": [6380, 6100, 12552.3, 24900, 25300, 370.1, 251.9, 402, 1400, 45, 5620, 800]},
    "castleport-2026-02-05": {
        "S": [1.38, 1.19, 1.56, 1.37, 5.41, 6.13, 0.52, 0.48, 4.78, 5.58, 0.45, 1.92, 1.80],
        "P": [9, 8, 54.8, 61.5, 13.9, 5, 7, 6, 60, 10, 11, 2, 62.0, 59.8, 60.8],
        "M": [1620, 1486, 732, 705, 624, 597, 6340, 5871, 2860, 2410, 2390, 2440, 3120, 2740, 196, 171,
              2000, 1100, 3000, 465, 40, 176, 48, 958, 412, 250]},
    "wyncote-2026-01-27": {
        "S": [2.31, 1.98, 2.52, 2.05, 7.50, 7.80, 4.22, 3.29],
        "P": [11.8, 22.9, 6.1, 30.9, 29.1, 6.4, 3.2, 19.7, 12.4, 5.2, 30, 5, 6, 15.9, 16.7, 22.1, 18.7],
        "M": [512.6, 458.5, 88.1, 96.1, 158.4, 133.4, 1801.4, 1940, 1980, 535, 555, 52.0, 500, 201.7,
              209.3, 101.6, 985.3]},
    "greensward-2024-11-06": {
        "S": [1.42, 1.70, 1.18, 1.39, 1.65, 2.71, 1.92, 2.12, 0.66, 1.22],
        "P": [2, 4, 28.3, 25.1, 29.6, 8, 31, 25, 16.2, 10.1],
        "M": [402.3, 436.9, 3412.6, 3355.0, 2860, 572, 511, 262, 150, 81.5, 94.9, 340, 78]},
    "stanwick-2025-07-29": {
        "S": [1.47, 2.21, 2.02, 2.79, 0.74, 0.77, 7.40, 8.65, 8.60, 10.10, 0.15, 0.55, 0.58],
        "P": [2.3, 37.3, 29.7, 3.6, 5.5, 6.6, 9.1, 33.5, 27.6, 25.7, 40.0, 30, 0, 2],
        "M": [39812, 40748, 1418, 2261, 2614, 3717, 5106, 6874, 2352, 3918, 900, 3000, 3800, 2500, 3200,
              7200, 8400, 10000, 12000, 7000, 1500, 4400]},
    "hoistline-2025-10-23": {
        "S": [3.82, 4.21, 3.69, 4.02, 12.85, 13.60, 14.10, 14.90, 1.79, 9.52, 8.98, 0.09, 0.40, 0.41,
              0.10],
        "P": [4.1, 5.0, 15.3, 47.1, 1.8, 45.5, 2.2, 5.4, 25.5, 4, 48.3],
        "M": [1712, 1486, 262, 806, 1812, 742, 1214, 6400, 6600, 2900, 3000, 1400, 1550, 800, 950, 2300,
              2500, 1100, 1300, 395, 128, 500, 6260, 1645, 794]},
    "culvera-2025-11-06": {
        "S": [1.89, 1.61, 1.96, 1.70, 0.18, 0.13, 0.12, 0.04, 0.02, 0.10, 0.05],
        "P": [7.9, 18.4, 17.4, 16.0, 15.3, 33.6, 31.2, 1.9, 31, 1.6, 12.4, 22.0, 2.1, 2, 4, 32, 34, 13],
        "M": [812.4, 752.9, 148.2, 272.6, 234.9, 1598.7, 486.1, 381.5, 104.6, 2850, 3000, 880, 950,
              2792.0, 861.3, 420, 61.8, 938.2, 1000]},
}
TRAP_OVERLAP_OK = set()
UNIT_KEY = {"USD": "M", "USD/share": "S", "percent": "P"}

# The only negative gold values, (doc, metric, basis, end, field): every other value must be >= 0.
EXPECTED_NEGATIVE = {
    ("castleport-2026-02-05", "other_income", "unspecified", "2026-12-31", "low"),
    ("castleport-2026-02-05", "other_income", "unspecified", "2026-12-31", "high"),
    ("castleport-2026-02-05", "other_income", "unspecified", "2026-03-31", "low"),
    ("castleport-2026-02-05", "other_income", "unspecified", "2026-03-31", "high"),
    ("greensward-2024-11-06", "revenue_growth", "unspecified", "2025-03-31", "low"),
    ("greensward-2024-11-06", "revenue_growth", "unspecified", "2025-03-31", "high"),
    ("greensward-2024-11-06", "eps", "non-GAAP", "2024-12-31", "low"),
    ("greensward-2024-11-06", "eps", "non-GAAP", "2024-12-31", "high"),
    ("stanwick-2025-07-29", "revenue_growth", "unspecified", "2025-12-31", "low"),
    ("stanwick-2025-07-29", "revenue_growth", "unspecified", "2025-12-31", "high"),
}

# Growth rates in the gold against the gold ranges they restate and the base each release prints:
# (doc, growth metric, growth basis, amount metric, amount basis, end, base, decimals printed).
GROWTH_CHECKS = [
    ("arclinx-2025-08-13", "revenue_growth", "unspecified", "revenue", "unspecified", "2025-10-25", 3.06e9, 0),
    ("arclinx-2025-08-13", "revenue_growth", "unspecified", "revenue", "unspecified", "2026-07-25", 12.86e9, 0),
    ("kessington-2024-07-23", "eps_growth", "non-GAAP", "eps", "non-GAAP", "2024-12-31", 5.91, 1),
    ("wyncote-2026-01-27", "revenue_growth", "unspecified", "revenue", "unspecified", "2026-06-30", 1801.4e6, 0),
    ("hoistline-2025-10-23", "revenue_growth", "unspecified", "revenue", "unspecified", "2025-12-31", 6260e6, 1),
    ("culvera-2025-11-06", "revenue_growth", "unspecified", "revenue", "unspecified", "2026-03-31", 2792.0e6, 1),
]

# Period ends that the releases state in words; each must be printed in its release.
DATES_PRINTED = {
    "arclinx-2025-08-13": ["July 26, 2025", "October 25, 2025", "July 25, 2026"],
    "nickelby-2025-08-28": ["August 1, 2025", "October 31, 2025", "January 30, 2026"],
    "wyncote-2026-01-27": ["December 31, 2025", "March 31, 2026"],
    "greensward-2024-11-06": ["September 30, 2024", "December 31, 2024", "September 30, 2025"],
    "culvera-2025-11-06": ["September 30, 2025"],
}



def printed_values(text):
    """Numbers printed in a release, without bare years ("2025", unless it follows a "$")."""
    return goldcheck.printed_values(text, skip_years=True)


docs = load_jsonl(HERE / "docs.jsonl")
gold = load_jsonl(HERE / "gold.jsonl")

by_doc = goldcheck.read_docs(HERE, docs, printed_values, dates_printed=DATES_PRINTED)

per_split = goldcheck.check_set(
    HERE, docs, gold, by_doc, order=ORDER, expected_counts=EXPECTED_COUNTS, expected_split_counts=EXPECTED_SPLIT_COUNTS,
    total_range=(80, 100), traps=TRAPS, trap_overlap_ok=TRAP_OVERLAP_OK, expected_negative=EXPECTED_NEGATIVE, unit_key=UNIT_KEY,
    calendars=CALENDARS, metrics=METRICS, units=UNITS, bases=BASES, pct_metrics=PCT_METRICS,
)
if len(EXPECTED_NEGATIVE) != 10:
    err("NOTES.md lists ten negative values")

# Growth rates restate the ranges against the printed base.
idx = {(r["doc"], r["metric"], r["basis"], r["period_end_hint"]): r for r in gold}
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

# Calendar facts stated in NOTES.md, re-derived here.
AR, NK = CALENDARS["arclinx-2025-08-13"], CALENDARS["nickelby-2025-08-28"]
MO = ("month",)
facts = [
    (year_end("0731", 2024, AR), dt.date(2024, 7, 27)),
    (year_end("0731", 2025, AR), dt.date(2025, 7, 26)),
    (year_end("0731", 2026, AR), dt.date(2026, 7, 25)),
    ((year_end("0731", 2026, AR) - year_end("0731", 2025, AR)).days // 7, 52),
    (period_ends("0731", 2026, AR)[0], dt.date(2025, 10, 25)),
    (year_end("0131", 2024, NK), dt.date(2024, 2, 2)),
    (year_end("0131", 2025, NK), dt.date(2025, 1, 31)),
    (year_end("0131", 2026, NK), dt.date(2026, 1, 30)),
    ((year_end("0131", 2026, NK) - year_end("0131", 2025, NK)).days // 7, 52),
    (period_ends("0131", 2026, NK), [dt.date(2025, 5, 2), dt.date(2025, 8, 1), dt.date(2025, 10, 31),
                                     dt.date(2026, 1, 30)]),
    (period_ends("0630", 2026, MO)[1:], [dt.date(2025, 12, 31), dt.date(2026, 3, 31), dt.date(2026, 6, 30)]),
    (period_ends("0930", 2025, MO), [dt.date(2024, 12, 31), dt.date(2025, 3, 31), dt.date(2025, 6, 30),
                                     dt.date(2025, 9, 30)]),
    (period_ends("0331", 2026, MO)[1:], [dt.date(2025, 9, 30), dt.date(2025, 12, 31), dt.date(2026, 3, 31)]),
]
for got, want in facts:
    if got != want:
        err(f"calendar fact: computed {got}, NOTES.md says {want}")
for day, name in [(dt.date(2025, 7, 26), "Saturday"), (dt.date(2025, 10, 25), "Saturday"),
                  (dt.date(2026, 7, 25), "Saturday"), (dt.date(2025, 8, 1), "Friday"),
                  (dt.date(2025, 10, 31), "Friday"), (dt.date(2026, 1, 30), "Friday")]:
    if day.strftime("%A") != name:
        err(f"calendar fact: {day} is a {day:%A}, NOTES.md says {name}")
for d in docs:
    if d["fye"] not in ("0131", "0331", "0630", "0731", "0930", "1231"):
        err(f"{d['doc']}: unexpected fye {d['fye']}")

print(f"{len(docs)} docs, {len(gold)} gold records, per split {dict(per_split)}")
for e in errors:
    print("ERROR", e)
sys.exit(1 if errors else 0)
