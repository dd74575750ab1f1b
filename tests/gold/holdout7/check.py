#!/usr/bin/env python3
"""Self-check for the holdout7 gold set (no extractor involved).

Follows holdout6/check.py. It checks that:
- docs.jsonl and gold.jsonl parse, every doc file exists, there are 10 docs (4 .htm, 6 .txt, each
  .txt with a form feed), each release prints its own date, filings fall on weekdays, the split
  alternates tune/test in the order the releases were written, and the record counts per doc and
  per split are the ones stated in NOTES.md;
- every record has the holdout keys, a valid metric, basis and unit, a range or a point, and no two
  records of one doc share (metric, basis, period_end_hint) (goldcheck.record_shape_ok);
- every gold value is printed in its release (to rounding noise, stricter than the scorer):
  directly, scaled (thousand/million/billion) or in cents;
- every negative value is printed as "$(140)" or on a line (or the line after one) with a word for
  a decline, loss or expense, and the negative values are exactly the eight listed in NOTES.md;
- no gold value of a doc is one of the trap values listed in TRAPS for that doc (prior outlooks,
  results, prior-year bases, midpoints, consensus, assumptions, what-if variants, one-sided bounds,
  long-term targets, segment figures, dividends, buybacks); every listed trap value is printed;
- the growth rates in the gold agree with the gold ranges and the prior-year base each release
  prints (Wagerly, Tallyrock, Pantrywell, Quellcor, Orrinwood);
- the "X ± d" range of Anvilcrest and the point-only declines of Hearthmark are printed as such;
- every period_end_hint is after the filing date, within 15 months of it, and is the last day of a
  fiscal quarter on the issuer's calendar (month-end calendars; 52/53-week calendars ending on the
  Sunday nearest Jan 31, the Saturday nearest Jun 30, the Saturday nearest Dec 31 and the Saturday
  nearest Jan 31 with a 16-12-12-12-week year);
- the calendar facts quoted in NOTES.md are re-derived, with their weekdays, and the period-end
  dates a release states are printed in it.

Run: python3 tests/gold/holdout7/check.py     (exits 1 on any mismatch)
"""
import datetime as dt
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
import goldcheck  # noqa: E402
from goldcheck import errors, err, load_jsonl, year_end, period_ends, value_printed  # noqa: E402

ORDER = ["tollgarth-2025-09-24", "wagerly-2025-08-07", "lyndale-2025-10-23", "hearthmark-2025-08-19",
         "tallyrock-2025-07-22", "pantrywell-2026-01-27", "anvilcrest-2025-10-30", "quellcor-2025-07-23",
         "orrinwood-2025-07-24", "farrowdale-2025-06-20"]
EXPECTED_COUNTS = {"tollgarth-2025-09-24": 10, "wagerly-2025-08-07": 7, "lyndale-2025-10-23": 6,
                   "hearthmark-2025-08-19": 7, "tallyrock-2025-07-22": 13, "pantrywell-2026-01-27": 7,
                   "anvilcrest-2025-10-30": 8, "quellcor-2025-07-23": 9, "orrinwood-2025-07-24": 9,
                   "farrowdale-2025-06-20": 6}
EXPECTED_SPLIT_COUNTS = {"tune": 46, "test": 36}

SAT, SUN = 5, 6
# ("month",): quarter ends are month-ends.
# ("nearest", weekday, quarter_weeks): 52/53-week year ending on the weekday nearest the fiscal month-end.
CALENDARS = {"hearthmark-2025-08-19": ("nearest", SUN, (13, 13, 13, 13)),
             "pantrywell-2026-01-27": ("nearest", SAT, (13, 13, 13, 13)),
             "anvilcrest-2025-10-30": ("nearest", SAT, (13, 13, 13, 13)),
             "farrowdale-2025-06-20": ("nearest", SAT, (16, 12, 12, 12))}

METRICS = {"revenue", "revenue_growth", "eps", "eps_growth", "gross_margin", "operating_margin",
           "operating_expenses", "other_income", "tax_rate", "capex", "free_cash_flow",
           "operating_cash_flow", "net_income", "ebitda"}
UNITS = {"USD", "USD/share", "percent"}
PCT_METRICS = {"revenue_growth", "eps_growth", "gross_margin", "operating_margin", "tax_rate"}
BASES = {"GAAP", "non-GAAP", "unspecified"}

# Values printed in each release that must NOT be gold there. "M" = USD millions, "S" = USD per
# share, "P" = percent. A gold value of the same unit must differ (compared in absolute value).
TRAPS = {
    "tollgarth-2025-09-24": {
        "S": [1.06, 1.08, 1.33, 1.21, 4.98, 0.16, 0.08, 0.03, 0.01, 0.11],
        "P": [17, 3, 2, 10, 16, 22, 20, 5, 7, 12, 40.2, 40.4, 21.4, 25.1, 8.5, 10.5, 45],
        "M": [1538.2, 1314.7, 505.4, 522.8, 617.9, 531.6, 1085.6, 361.9, 90.7, 5571.4, 350, 365, 80,
              389.4, 82.7, 400, 19.8, 1.6]},
    "wagerly-2025-08-07": {
        "S": [0.04, 0.14, 0.07, 0.39],
        "P": [31, 14, 15, 11.0, 25, 47, 13],
        "M": [742, 566, 176, 18.4, 63.5, 121, 38, 3000, 3300, 3250, 2481.6, 286.4, 95, 300, 3210, 75,
              1000, 1200, 88, 250, 10]},
    "lyndale-2025-10-23": {
        "S": [2.04, 1.79, 0.98],
        "P": [0.89, 6.0, 4.0, 10.7, 14.0, 8.2, 19.4, 6.9],
        "M": [16870, 20410, 2310, 4830, 4120, 2610, 1510, 80900, 81700, 19150, 19450, 17300, 17800,
              11000, 11400, 200, 150, 3400, 900, 350, 14000, 5200, 2400, 1300, 1100, 500, 600]},
    "hearthmark-2025-08-19": {
        "S": [4.71, 4.70, 4.81, 4.78, 14.73, 15.06, 0.15, 0.12, 8.16, 8.05],
        "P": [4.6, 1.2, 1.5, 30, 40, 2.5, 33.3, 13.7, 24.2, 14.0, 14.2, 14.4],
        "M": [45900, 2000, 4400, 4300, 6300, 2500, 2100, 1100, 45918, 43902]},
    "tallyrock-2025-07-22": {
        "S": [1.55, 1.34, 2.01, 1.84, 5.85, 6.05, 1.13, 1.85, 0.47, 1.52, 0.20, 0.50],
        "P": [7.4, 8.1, 8, 9, 17, 5, 7, 16, 32.4, 0.8, 12, 15, 32.5],
        "M": [1541.2, 1435.0, 664.3, 520.7, 356.2, 199, 130, 3000, 26, 40, 45, 5990, 6110, 1438.0,
              5681.1, 590, 900]},
    "pantrywell-2026-01-27": {
        "S": [0.92, 0.93, 1.01, 0.96, 4.34, 0.15, 0.09, 0.04, 0.08, 0.07],
        "P": [3.1, 1.1, 3.6, 18.3, 1.8, 3.4, 5.2, 6, 8, 4, 2, 2.6, 4.9, 3.7, 9],
        "M": [20900, 3800, 712, 826, 81370, 690, 1000, 1128, 701, 427, 519, 500, 100, 125, 3100]},
    "anvilcrest-2025-10-30": {
        "S": [0.41, 1.27, 0.60, 1.22, 2.65, 0.10, 4.45, 4.75, 2.03, 1.83, 0.62, 0.83, 2.13, 2.11],
        "P": [30.9, 31.2, 140, 90, 4, 7, 1, 12.6, 21.1, 20.4, 35],
        "M": [3700, 240, 172, 3198, 514, 110, 1900, 2000, 300, 750, 3712.4, 3748.9, 68]},
    "quellcor-2025-07-23": {
        "S": [0.66, 0.64, 0.33, 0.37, 0.43, 1.59, 0.165],
        "P": [49, 48, 33, 100, 73, 24.8, 25.3, 10, 21.1, 21.4, 25.0],
        "M": [4418, 4310, 1082, 871, 205, 4418.3, 2965.2, 3212.4, 12054.7, 1100]},
    "orrinwood-2025-07-24": {
        "S": [1.96, 2.91, 2.76, 1.80],
        "P": [5.1, 3.8, 4.6, 6.9, 1.0, 4.4, 5.0, 130, 80, 85],
        "M": [1587, 108, 372, 1210, 13600, 3200, 1510, 1012, 478, 97, 160, 684, 5140, 310, 6300, 6450,
              6121.5]},
    "farrowdale-2025-06-20": {
        "S": [1.21, 1.29, 1.41, 1.36, 0.41, 0.37, 0.16, 0.35],
        "P": [3.0, 0.7, 22.9, 22.1, 14, 3.4, 2.0],
        "M": [1201, 1178, 1427, 1398, 44200, 44600, 812, 38, 41, 95, 5000, 160, 4600, 4800]},
}
TRAP_OVERLAP_OK = set()
UNIT_KEY = {"USD": "M", "USD/share": "S", "percent": "P"}

# The only negative gold values, (doc, metric, basis, end, field): every other value must be >= 0.
EXPECTED_NEGATIVE = {
    ("tollgarth-2025-09-24", "other_income", "unspecified", "2026-05-31", "low"),
    ("tollgarth-2025-09-24", "other_income", "unspecified", "2026-05-31", "high"),
    ("wagerly-2025-08-07", "net_income", "GAAP", "2025-12-31", "low"),
    ("wagerly-2025-08-07", "net_income", "GAAP", "2025-12-31", "high"),
    ("hearthmark-2025-08-19", "eps_growth", "unspecified", "2026-02-01", "point"),
    ("hearthmark-2025-08-19", "eps_growth", "non-GAAP", "2026-02-01", "point"),
    ("anvilcrest-2025-10-30", "revenue_growth", "non-GAAP", "2026-01-03", "low"),
    ("anvilcrest-2025-10-30", "revenue_growth", "non-GAAP", "2026-01-03", "high"),
}

# Growth rates in the gold against the gold ranges they restate and the base each release prints:
# (doc, growth metric, growth basis, amount metric, amount basis, end, base, decimals printed).
GROWTH_CHECKS = [
    ("wagerly-2025-08-07", "revenue_growth", "unspecified", "revenue", "unspecified", "2025-12-31", 2481.6e6, 0),
    ("tallyrock-2025-07-22", "revenue_growth", "GAAP", "revenue", "GAAP", "2025-09-30", 1438.0e6, 1),
    ("tallyrock-2025-07-22", "revenue_growth", "GAAP", "revenue", "GAAP", "2025-12-31", 5681.1e6, 1),
    ("pantrywell-2026-01-27", "revenue_growth", "unspecified", "revenue", "unspecified", "2026-06-27", 81.37e9, 0),
    ("pantrywell-2026-01-27", "eps_growth", "non-GAAP", "eps", "non-GAAP", "2026-06-27", 4.34, 0),
    ("quellcor-2025-07-23", "revenue_growth", "unspecified", "revenue", "unspecified", "2025-09-30", 3212.4e6, 0),
    ("quellcor-2025-07-23", "revenue_growth", "unspecified", "revenue", "unspecified", "2025-12-31", 12054.7e6, 0),
    ("quellcor-2025-07-23", "eps_growth", "non-GAAP", "eps", "non-GAAP", "2025-09-30", 0.43, 0),
    ("quellcor-2025-07-23", "eps_growth", "non-GAAP", "eps", "non-GAAP", "2025-12-31", 1.59, 0),
    ("orrinwood-2025-07-24", "revenue_growth", "unspecified", "revenue", "unspecified", "2025-12-31", 6121.5e6, 1),
]

# Period ends that the releases state in words; each must be printed in its release.
DATES_PRINTED = {
    "tollgarth-2025-09-24": ["August 31, 2025", "November 30, 2025", "May 31, 2026"],
    "wagerly-2025-08-07": ["June 30, 2025"],
    "tallyrock-2025-07-22": ["June 30, 2025"],
    "hearthmark-2025-08-19": ["August 3, 2025", "February 1, 2026", "February 2, 2025"],
    "pantrywell-2026-01-27": ["December 27, 2025", "June 27, 2026"],
    "anvilcrest-2025-10-30": ["September 27, 2025", "January 3, 2026", "December 28, 2024"],
    "orrinwood-2025-07-24": ["June 30, 2025"],
    "farrowdale-2025-06-20": ["May 24, 2025", "January 31, 2026", "May 25, 2024"],
}


def printed_values(text):
    """Numbers printed in a release, without bare years ("2025", unless it follows a "$")."""
    return goldcheck.printed_values(text, skip_years=True)


docs = load_jsonl(HERE / "docs.jsonl")
gold = load_jsonl(HERE / "gold.jsonl")

by_doc = goldcheck.read_docs(HERE, docs, printed_values, dates_printed=DATES_PRINTED,
                             date_formats=("%B %-d, %Y", "%b. %-d, %Y", "%b. %d, %Y"))

per_split = goldcheck.check_set(
    HERE, docs, gold, by_doc, order=ORDER, expected_counts=EXPECTED_COUNTS, expected_split_counts=EXPECTED_SPLIT_COUNTS,
    total_range=(80, 100), traps=TRAPS, trap_overlap_ok=TRAP_OVERLAP_OK, expected_negative=EXPECTED_NEGATIVE, unit_key=UNIT_KEY,
    calendars=CALENDARS, metrics=METRICS, units=UNITS, bases=BASES, pct_metrics=PCT_METRICS,
)
if len(EXPECTED_NEGATIVE) != 8:
    err("NOTES.md lists eight negative values")

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

# Forms this set adds: "X ± d" per-share ranges and point-only declines against a printed base.
flat_text = {doc: re.sub(r"\s+", " ", v[1]) for doc, v in by_doc.items()}
ac = idx.get(("anvilcrest-2025-10-30", "eps", "GAAP", "2026-01-03"))
m = re.search(r"GAAP EPS is now expected to be \$(\d+\.\d+) ± \$(\d+\.\d+)", flat_text.get("anvilcrest-2025-10-30", ""))
if not m or ac is None or abs(float(m.group(1)) - float(m.group(2)) - ac["low"]) > 1e-9 \
        or abs(float(m.group(1)) + float(m.group(2)) - ac["high"]) > 1e-9:
    err("anvilcrest: GAAP EPS gold is not the printed '$X ± $d' range")
for basis, pct, base in (("unspecified", 3, "14.73"), ("non-GAAP", 2, "15.06")):
    g = idx.get(("hearthmark-2025-08-19", "eps_growth", basis, "2026-02-01"))
    if g is None or g["point"] != -pct or \
            f"decline approximately {pct}% from ${base}" not in flat_text.get("hearthmark-2025-08-19", ""):
        err(f"hearthmark: eps_growth {basis} is not the printed decline of {pct}% from ${base}")

# Calendar facts stated in NOTES.md, re-derived here.
HM, PW, AC, FD = (CALENDARS[k] for k in ("hearthmark-2025-08-19", "pantrywell-2026-01-27",
                                          "anvilcrest-2025-10-30", "farrowdale-2025-06-20"))
MO = ("month",)
facts = [
    (year_end("0131", 2024, HM), dt.date(2024, 1, 28)),
    (year_end("0131", 2025, HM), dt.date(2025, 2, 2)),
    (year_end("0131", 2026, HM), dt.date(2026, 2, 1)),
    ((year_end("0131", 2025, HM) - year_end("0131", 2024, HM)).days // 7, 53),
    ((year_end("0131", 2026, HM) - year_end("0131", 2025, HM)).days // 7, 52),
    (period_ends("0131", 2026, HM), [dt.date(2025, 5, 4), dt.date(2025, 8, 3), dt.date(2025, 11, 2),
                                     dt.date(2026, 2, 1)]),
    (year_end("0630", 2025, PW), dt.date(2025, 6, 28)),
    (year_end("0630", 2026, PW), dt.date(2026, 6, 27)),
    (period_ends("0630", 2026, PW), [dt.date(2025, 9, 27), dt.date(2025, 12, 27), dt.date(2026, 3, 28),
                                     dt.date(2026, 6, 27)]),
    (year_end("1231", 2024, AC), dt.date(2024, 12, 28)),
    (year_end("1231", 2025, AC), dt.date(2026, 1, 3)),
    ((year_end("1231", 2025, AC) - year_end("1231", 2024, AC)).days // 7, 53),
    (period_ends("1231", 2025, AC), [dt.date(2025, 3, 29), dt.date(2025, 6, 28), dt.date(2025, 9, 27),
                                     dt.date(2026, 1, 3)]),
    (year_end("0131", 2024, FD), dt.date(2024, 2, 3)),
    (year_end("0131", 2025, FD), dt.date(2025, 2, 1)),
    (year_end("0131", 2026, FD), dt.date(2026, 1, 31)),
    (period_ends("0131", 2025, FD)[0], dt.date(2024, 5, 25)),
    (period_ends("0131", 2026, FD), [dt.date(2025, 5, 24), dt.date(2025, 8, 16), dt.date(2025, 11, 8),
                                     dt.date(2026, 1, 31)]),
    (period_ends("0531", 2026, MO), [dt.date(2025, 8, 31), dt.date(2025, 11, 30), dt.date(2026, 2, 28),
                                     dt.date(2026, 5, 31)]),
]
for got, want in facts:
    if got != want:
        err(f"calendar fact: computed {got}, NOTES.md says {want}")
for day, name in [(dt.date(2025, 8, 3), "Sunday"), (dt.date(2026, 2, 1), "Sunday"), (dt.date(2025, 2, 2), "Sunday"),
                  (dt.date(2025, 12, 27), "Saturday"), (dt.date(2026, 6, 27), "Saturday"),
                  (dt.date(2025, 9, 27), "Saturday"), (dt.date(2026, 1, 3), "Saturday"),
                  (dt.date(2025, 5, 24), "Saturday"), (dt.date(2026, 1, 31), "Saturday")]:
    if day.strftime("%A") != name:
        err(f"calendar fact: {day} is a {day:%A}, NOTES.md says {name}")
for d in docs:
    if d["fye"] not in ("0131", "0531", "0630", "1231"):
        err(f"{d['doc']}: unexpected fye {d['fye']}")

print(f"{len(docs)} docs, {len(gold)} gold records, per split {dict(per_split)}")
for e in errors:
    print("ERROR", e)
sys.exit(1 if errors else 0)
