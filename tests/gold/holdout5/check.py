#!/usr/bin/env python3
"""Self-check for the holdout5 gold set (no extractor involved).

Follows holdout4/check.py. It checks that:
- docs.jsonl and gold.jsonl parse, every doc file exists, there are 10 docs (4 .htm, 6 .txt, each
  .txt with a form feed), each release prints its own date, filings fall on weekdays, the split
  alternates tune/test in the order the releases were written, and the record counts per doc and
  per split are the ones stated in NOTES.md;
- every record has the holdout keys, a valid metric (the vocabulary of holdout4's gold plus
  eps_growth from the shared README), basis and unit, a range or a point, and no two records of one
  doc share (metric, basis, period_end_hint);
- every gold value is printed in its release (to rounding noise, stricter than the scorer): directly, scaled (thousand/million/billion), in cents
  ("32 cents" = 0.32), or "flat" for 0;
- every negative value is printed as "(1)%", "$(10)", "-1%" or on a line (or the line after one)
  with a word for a decline, and the negative values are exactly the three listed in NOTES.md;
- no gold value of a doc is one of the trap values listed in TRAPS for that doc (prior outlooks,
  results, assumptions, impacts, one-sided bounds, long-term targets, consensus figures); every
  listed trap value is printed in its release;
- Beaconridge's headline midpoints are the midpoints of the gold ranges (and are not gold themselves);
- every period_end_hint is after the filing date, within 15 months of it, and is the last day of a
  fiscal quarter on the issuer's calendar (month-end calendars; 52/53-week calendars ending on the
  Sunday nearest Jan 31 or on the last Saturday of April, 13-week quarters, the extra week in Q4);
- the calendar facts quoted in NOTES.md are re-derived.

Run: python3 tests/gold/holdout5/check.py     (exits 1 on any mismatch)
"""
import datetime as dt
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
import goldcheck  # noqa: E402
from goldcheck import errors, err, load_jsonl, close, year_end, period_ends, value_printed  # noqa: E402

ORDER = ["wexford-2026-01-22", "silverpine-2025-07-30", "pipervale-2025-07-23", "barkwell-2024-08-28",
         "ellisford-2024-06-20", "hollisfield-2025-05-28", "everpeak-2024-08-06", "beaconridge-2025-10-22",
         "zipway-2026-02-11", "dunmore-2025-07-17"]
EXPECTED_COUNTS = {"wexford-2026-01-22": 8, "silverpine-2025-07-30": 9, "pipervale-2025-07-23": 9,
                   "barkwell-2024-08-28": 9, "ellisford-2024-06-20": 9, "hollisfield-2025-05-28": 12,
                   "everpeak-2024-08-06": 6, "beaconridge-2025-10-22": 10, "zipway-2026-02-11": 8,
                   "dunmore-2025-07-17": 9}
EXPECTED_SPLIT_COUNTS = {"tune": 40, "test": 49}

SAT, SUN = 5, 6
# ("month",): quarter ends are month-ends.
# ("nearest", weekday, quarter_weeks): 52/53-week year ending on the weekday nearest the fiscal month-end.
# ("last", weekday, quarter_weeks): 52/53-week year ending on the last such weekday of the fiscal month.
# quarter_weeks lists the weeks of Q1..Q4 in a 52-week year; a 53rd week is added to Q4.
CALENDARS = {"barkwell-2024-08-28": ("nearest", SUN, (13, 13, 13, 13)),
             "ellisford-2024-06-20": ("last", SAT, (13, 13, 13, 13))}

METRICS = {"revenue", "revenue_growth", "eps", "eps_growth", "gross_margin", "operating_margin",
           "operating_expenses", "other_income", "tax_rate", "capex", "free_cash_flow",
           "operating_cash_flow", "net_income", "ebitda"}
UNITS = {"USD", "USD/share", "percent"}
PCT_METRICS = {"revenue_growth", "eps_growth", "gross_margin", "operating_margin", "tax_rate"}
BASES = {"GAAP", "non-GAAP", "unspecified"}

# Values printed in each release that must NOT be gold there. "M" = USD millions, "S" = USD per
# share, "P" = percent. A gold value of the same unit must differ.
TRAPS = {
    "wexford-2026-01-22": {"S": [7.48, 7.71, 7.06, 7.14, 1.84, 1.90, 1.78, 8.49, 0.30, 0.20, 0.14,
                                 0.06, 0.17, 0.08, 3.55],
                           "P": [61.4, 60.4, 61.8, 60.8, 59.3, 60.0, 9, 12, 57, 58, 45, 8, 6],
                           "M": [2460, 5270, 2810, 8600, 9000, 45, 300, 14620, 2710, 1620]},
    "silverpine-2025-07-30": {"S": [1.02, 4.68, 4.12, 3.93, 4.17, 18.35, 18.78, 18.71, 0.95, 0.88],
                              "P": [4, 9, 11, 47.3],
                              "M": [1214, 571, 436, 4880, 4940, 365, 389, 2310, 2340, 3000, 3400, 118,
                                    1540, 14]},
    "pipervale-2025-07-23": {"S": [1.55, 1.67, 1.48, 0.08, 0.12, 0.24, 1.58],
                             "P": [3, 5, 2.5, 4.5, 51, 20, 21, 50.6, 20.4, 4, 47.2, 47.6, 30, 10],
                             "M": [640, 690, 800, 850, 618, 779, 200, 220, 183, 475, 452, 240, 60, 350,
                                   812]},
    "barkwell-2024-08-28": {"S": [0.10, 0.22, 0.20],
                            "P": [3.1, 29.6, 4.9, 4.3, 1.5, 10, 79],
                            "M": [2790, 137, 41.2, 2740, 11500, 170, 330, 400, 2850, 2200]},
    "ellisford-2024-06-20": {"S": [0.71, 0.80, 0.04, 1.99, 2.31, 2.30, 2.35, 0.33, 0.38, 0.26, 0.72,
                                   2.05],
                             "P": [1.2, 1.8, 0.9, 2.5, 4.5, 1.5, 3.5, 7, 9],
                             "M": [6520, 6460, 183, 175, 30.4, 1680]},
    "hollisfield-2025-05-28": {"S": [1.11, 1.29, 0.10, 5.44, 5.54, 0.25, 0.98],
                               "P": [5.9, 5.1, 21.8, 26.1, 2.2, 3.7, 2.4, 3.8, 0.9, 0.6, 5, 7, 30],
                               "M": [1632, 6600, 6700, 1500, 450, 1605, 6460]},
    "everpeak-2024-08-06": {"S": [0.55, 0.52, 0.71, 2.55],
                            "P": [4.1, 6.0, 4, 9, 12, 15],
                            "M": [301.5, 49.8, 62.0, 129.4, 119.8, 280]},
    "beaconridge-2025-10-22": {"S": [2.20, 2.43, 2.16, 0.62, 1.28, 1.0625, 4.25, 4.83],
                               "P": [3, 5, 4.0],
                               "M": [4380, 4450, 960, 1060, 3035, 3095, 1300, 2150, 2210, 4262, 942,
                                     2951, 2098, 190, 1064, 1121, 268, 778, 556, 291]},
    "zipway-2026-02-11": {"S": [0.14, 0.05, 0.44],
                          "P": [16, 14, 4, 90, 3.0],
                          "M": [4710, 1680, 61.4, 141.2, 212, 17900, 6420, 188, 532, 968, 1046, 412,
                                750, 1000, 30, 75, 4790]},
    "dunmore-2025-07-17": {"S": [0.83, 0.74, 3.18, 2.79, 0.78, 0.39],
                           "P": [7.6, 7.3, 7.4, 7.1, 49.8, 22.3, 14.0, 19.6, 21.0, 0.4, 6.5, 10, 25,
                                 4.2],
                           "M": [1060, 4100, 914, 71, 68]},
}
# Trap numbers that coincide with a gold value of the same doc and unit for an unrelated reason.
TRAP_OVERLAP_OK = set()
UNIT_KEY = {"USD": "M", "USD/share": "S", "percent": "P"}

# The only negative gold values, (doc, metric, basis, end, field): every other value must be >= 0.
EXPECTED_NEGATIVE = {("wexford-2026-01-22", "revenue_growth", "unspecified", "2026-12-31", "low"),
                     ("pipervale-2025-07-23", "revenue_growth", "non-GAAP", "2025-12-31", "low"),
                     ("zipway-2026-02-11", "net_income", "GAAP", "2026-03-31", "low")}

# Beaconridge prints midpoints of its outlook in the headline table: (metric, end, midpoint).
BEACON_MIDPOINTS = [("revenue", "2025-12-31", 4440e6), ("revenue", "2026-12-31", 4595e6),
                    ("net_income", "2025-12-31", 1050e6), ("net_income", "2026-12-31", 1140e6),
                    ("eps", "2025-12-31", 2.40), ("eps", "2026-12-31", 2.62),
                    ("ebitda", "2025-12-31", 3085e6), ("ebitda", "2026-12-31", 3210e6)]



def printed_values(text):
    return goldcheck.printed_values(text, flat_is_zero=True)


docs = load_jsonl(HERE / "docs.jsonl")
gold = load_jsonl(HERE / "gold.jsonl")

by_doc = goldcheck.read_docs(HERE, docs, printed_values, flatten=False)

per_split = goldcheck.check_set(
    HERE, docs, gold, by_doc, order=ORDER, expected_counts=EXPECTED_COUNTS, expected_split_counts=EXPECTED_SPLIT_COUNTS,
    total_range=(85, 110), traps=TRAPS, trap_overlap_ok=TRAP_OVERLAP_OK, expected_negative=EXPECTED_NEGATIVE, unit_key=UNIT_KEY,
    calendars=CALENDARS, metrics=METRICS, units=UNITS, bases=BASES, pct_metrics=PCT_METRICS,
)

# Beaconridge: each headline midpoint is the midpoint of the gold range, and no gold point equals it.
bc = {(r["metric"], r["period_end_hint"]): r for r in gold if r["doc"] == "beaconridge-2025-10-22"}
for metric, end, mid in BEACON_MIDPOINTS:
    g = bc.get((metric, end))
    if g is None or g["low"] is None:
        err(f"beaconridge: no gold range for {metric} {end}")
        continue
    if not close((g["low"] + g["high"]) / 2, mid) or not value_printed(mid, g["unit"], by_doc["beaconridge-2025-10-22"][2]):
        err(f"beaconridge: midpoint {mid} of {metric} {end} does not match the gold range or is not printed")

# Calendar facts stated in NOTES.md, re-derived here.
BK, EL = CALENDARS["barkwell-2024-08-28"], CALENDARS["ellisford-2024-06-20"]
MO = ("month",)
facts = [
    (year_end("0131", 2024, BK), dt.date(2024, 1, 28)),
    (year_end("0131", 2025, BK), dt.date(2025, 2, 2)),
    ((year_end("0131", 2025, BK) - year_end("0131", 2024, BK)).days // 7, 53),
    (period_ends("0131", 2025, BK)[1], dt.date(2024, 7, 28)),
    (period_ends("0131", 2025, BK)[2], dt.date(2024, 10, 27)),
    (period_ends("0131", 2025, BK)[3] - period_ends("0131", 2025, BK)[2], dt.timedelta(weeks=14)),
    (year_end("0430", 2023, EL), dt.date(2023, 4, 29)),
    (year_end("0430", 2024, EL), dt.date(2024, 4, 27)),
    (year_end("0430", 2025, EL), dt.date(2025, 4, 26)),
    ((year_end("0430", 2025, EL) - year_end("0430", 2024, EL)).days // 7, 52),
    (period_ends("0430", 2025, EL)[0], dt.date(2024, 7, 27)),
    (period_ends("1031", 2025, MO)[1], dt.date(2025, 4, 30)),
    (period_ends("1031", 2025, MO)[2], dt.date(2025, 7, 31)),
    (period_ends("0531", 2026, MO)[0], dt.date(2025, 8, 31)),
    (year_end("0531", 2026, MO), dt.date(2026, 5, 31)),
]
for got, want in facts:
    if got != want:
        err(f"calendar fact: computed {got}, NOTES.md says {want}")
for day, name in [(dt.date(2024, 10, 27), "Sunday"), (dt.date(2025, 2, 2), "Sunday"),
                  (dt.date(2024, 7, 27), "Saturday"), (dt.date(2025, 4, 26), "Saturday")]:
    if day.strftime("%A") != name:
        err(f"calendar fact: {day} is a {day:%A}, NOTES.md says {name}")

print(f"{len(docs)} docs, {len(gold)} gold records, per split {dict(per_split)}")
for e in errors:
    print("ERROR", e)
sys.exit(1 if errors else 0)
