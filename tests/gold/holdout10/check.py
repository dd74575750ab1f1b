#!/usr/bin/env python3
"""Self-check for the holdout10 gold set (no extractor involved).

Follows holdout9/check.py and uses goldcheck.read_docs and goldcheck.check_set. It checks that:
- docs.jsonl and gold.jsonl parse, every doc file exists, there are 10 docs (5 .htm and 5 .txt, each
  .txt with form feeds, each followed by a running page header), each release prints its own date,
  filings fall on weekdays, the split alternates tune/test in the order the releases were written,
  and the record counts per doc, per split and per basis per doc are the ones stated in NOTES.md;
- every record has the holdout keys, a valid metric, basis and unit, a range or a point, and no two
  records of one doc share (metric, basis, period_end_hint) (goldcheck.record_shape_ok);
- every gold value is printed in its release (to rounding noise, stricter than the scorer):
  directly, scaled (thousand/million/billion), in cents, or as "flat" (0). The two bounds of
  Raywick's "Revenue of $270.0 million, plus or minus $15.0 million" are the only values not printed
  as such: they are accepted only after a regex finds that sentence and the gold equals 270 -/+ 15;
- every negative value is printed as "(x)", "$(x)", "($x)" or next to a word of decline or loss, and
  the negative values are exactly the fifteen listed in NOTES.md;
- no gold value of a doc is one of the trap values listed in TRAPS for that doc (prior outlooks,
  results, prior-year bases, midpoints, assumptions, impacts, one-sided bounds, segment figures,
  reconciliation items, dividends, buybacks); every trap is printed;
- the outlook tables are read cell by cell: Kittredge (Current Low | High vs Previous Low | High),
  Alleyport (Low | Midpoint | High, two period groups, N/A cells), Granmere (Current | Prior | Change),
  Teemark (2025 Actual | 2026 Outlook | Reported change | Constant currency change) and Haltway
  (Second Quarter | Fiscal 2026, dash cells) in HTML; Wardcrest (current column, prior guidance in
  footnote (a)) and Bidlane (Q3 | Full Year) in layout text. Current cells equal the gold; prior
  cells that differ from the current ones, midpoints and actual columns are traps;
- the reconciliations add up (Alleyport Low | High, Bidlane Q3 and FY Low | High) and their first
  rows and totals equal the net_income and ebitda gold;
- the "... respectively" sentences (Raywick gross margin, Brannock EPS with "between", Nestlow loss
  per share) give one record per pair member, with the basis of its words; Kittredge's "flat to up
  2.0%", Nestlow's "a decline of 13% to 16%" and "a net loss of $28 million to $37 million" are
  printed as NOTES.md says, and Nestlow's loss per share is the net loss over its printed share count;
- growth rates agree with the gold ranges and the printed base (Brannock, Bidlane, Teemark, Nestlow),
  and Teemark's constant-currency range is its reported range less the printed ~1 point of currency;
- every period_end_hint is after the filing date, within 15 months of it, and is the last day of a
  fiscal quarter on the issuer's calendar (month-end calendars; 52/53-week calendars ending on the
  Saturday nearest Jan 31, the Saturday nearest Sep 30, the Sunday nearest Jun 30 and the Saturday
  nearest Dec 31); the calendar facts quoted in NOTES.md are re-derived, with their weekdays, and the
  period-end dates a release states are printed in it.

goldcheck.check_set expects the 4 .htm / 6 .txt mix of the earlier sets; this set has 5 and 5 by
design (as holdout8 and holdout9), so that one message is replaced by a check for 5 .htm and 5 .txt.

Run: python3 tests/gold/holdout10/check.py     (exits 1 on any mismatch)
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

KT, BR, RW, AP, GN = ("kittredge-2025-05-29", "brannock-2025-11-10", "raywick-2025-07-29", "alleyport-2025-09-10",
                      "granmere-2025-08-06")
WC, BL, TM, HW, NL = ("wardcrest-2025-10-30", "bidlane-2025-08-12", "teemark-2026-02-19", "haltway-2025-09-08",
                      "nestlow-2025-07-31")
ORDER = [KT, BR, RW, AP, GN, WC, BL, TM, HW, NL]
EXPECTED_COUNTS = {KT: 9, BR: 8, RW: 9, AP: 8, GN: 8, WC: 7, BL: 9, TM: 8, HW: 8, NL: 11}
EXPECTED_SPLIT_COUNTS = {"tune": 43, "test": 42}
# Records per basis in each doc, (GAAP, non-GAAP, unspecified), as NOTES.md lists them: a text-only
# check cannot tell a basis from the words around a number, so a flipped basis is caught here.
BASIS_COUNTS = {KT: (0, 1, 8), BR: (1, 4, 3), RW: (3, 3, 3), AP: (1, 2, 5), GN: (0, 2, 6),
                WC: (1, 3, 3), BL: (2, 4, 3), TM: (0, 3, 5), HW: (0, 2, 6), NL: (0, 4, 7)}

SAT, SUN = 5, 6
# ("month",): quarter ends are month-ends. ("nearest", weekday, quarter_weeks): 52/53-week year
# ending on the such weekday nearest the month-end of the fiscal year-end month.
Q13 = (13, 13, 13, 13)
CALENDARS = {KT: ("nearest", SAT, Q13), BR: ("nearest", SAT, Q13), AP: ("nearest", SUN, Q13),
             NL: ("nearest", SAT, Q13)}

METRICS = {"revenue", "revenue_growth", "eps", "eps_growth", "gross_margin", "operating_margin",
           "operating_expenses", "other_income", "tax_rate", "capex", "free_cash_flow",
           "operating_cash_flow", "net_income", "ebitda"}
UNITS = {"USD", "USD/share", "percent"}
PCT_METRICS = {"revenue_growth", "eps_growth", "gross_margin", "operating_margin", "tax_rate"}
BASES = {"GAAP", "non-GAAP", "unspecified"}

# Values printed in each release that must NOT be gold there. "M" = USD millions (or millions of
# shares/tons), "S" = USD per share (or per ton), "P" = percent, points or basis points. A gold value
# of the same unit must differ (compared in absolute value). Printed values that equal a gold value
# of the same unit (e.g. Bidlane's Q2 growth "19%", Alleyport's fiscal 2025 D&A $150.0 million)
# cannot be listed; NOTES.md names the main ones.
TRAPS = {
    KT: {"S": [1.84, 1.86, 1.93, 0.09, 0.55, 2.14],
         "P": [3.8, 2.9, 4.2, 35.2, 35.0, 20, 8.94, 9.41, 48, 24.6, 23.1, 150, 2.6, 1.2, 25.9, 46, 0.5, 2.5,
               7.3, 2.4, 9, 8.42],
         "M": [2184.6, 2097.3, 87.3, 147.2, 151.8, 195.2, 197.4, 712.4, 2318.9, 96.4, 44.0, 151.7, 128.3,
               8900, 9100, 8812.5, 9.5, 7.2, 80.0, 79, 81.6, 204.7, 154.4, 565.7, 184.0, 769.0, 1415.6]},
    BR: {"S": [0.68, 1.02, 2.71, 2.42, 0.97, 1.09, 3.77, 3.21, 0.88, 0.51, 0.60],
         "P": [1.1, 8, 11, 12, 17, 2.8, 23, 33, 3.4, 2.1, 0.7, 5.0, 2],
         "M": [13942, 13565, 53882, 53309, 412, 538, 596, 617, 1652, 1805, 2161, 1948, 354, 2431, 1384, 1047,
               3900, 612, 338, 152, 188, 141, 1296, 1138, 1002, 843, 450, 250, 150, 225, 1150, 1350, 950, 1050,
               2000, 2400, 1000, 45, 390, 118, 964, 969, 2257, 1264, 993]},
    RW: {"S": [0.16, 0.11, 0.07, 0.42, 0.38, 0.31, 0.41, 0.37, 0.30],
         "P": [42.3, 43.4, 44.8, 44.1, 45.2, 46.5, 33.2, 2, 3, 5, 7, 23, 4, 9, 29.0, 32.0],
         "M": [281.6, 262.3, 229.8, 99.8, 101.3, 97.5, 60.7, 61.9, 57.4, 19.3, 12.5, 5.5, 63.5, 56.7, 49.5,
               21.4, 15.2, 9.8, 55.3, 50.1, 41.2, 12.8, 1060, 21.9, 9.1, 11.6, 270.0, 15.0, 24.0, 27.0, 38.0,
               131.5, 412, 162.5, 119.1, 124.2, 29.6, 5.4, 8.4, 133.6]},
    AP: {"S": [0.06, 0.39, 0.08],
         "P": [5.5, 1.8, 3.2, 3.7, 3.0, 0.25],
         "M": [294.7, 279.3, 58.3, 49.6, 41.5, 86.1, 81.4, 1160.4, 1118.7, 12.6, 71.9, 352.9, 348.1, 184.6,
               1230, 375, 165, 595, 167.5, 561.8, 158.2, 60, 162, 174, 30, 18, 33, 41.2, 3.4, 701.3, 142.4,
               45.6, 22.5, 43.5, 142.1, 16.1, 3.5, 31.2, 7.9, 16.4, 183.4, 38.1, 39.6, 24.3, 40.1, 64.4, 6.1,
               521.6, 356.2, 282.6, 121.3, 92.1, 81.3]},
    GN: {"S": [2.36, 2.19, 3.30, 3.00, 7.72, 7.25, 2.41, 2.22, 3.38, 3.07, 7.90, 7.22, 22.48, 21.07, 12.06,
               11.02, 0.49],
         "P": [6.8, 6.7, 7.6, 7.5, 7.4, 31.7, 30.0, 29.0, 26.4, 30.8, 28.5, 9, 8, 2, 2.6, 5, 7, 6],
         "M": [2041, 1962, 3612, 3488, 7402, 7318, 612, 571, 968, 871, 2036, 1912, 139, 131, 276, 262, 552,
               541, 312, 291, 436, 398, 1021, 962, 648, 589, 1046, 921, 2279, 2084, 431, 58, 33, 158, 136, 64,
               72, 7500, 7800, 1020, 2300, 560, 570, 200, 205, 650, 750, 800, 2425, 2400, 2081, 664, 1429,
               1391, 468, 435, 423, 391, 108, 97, 315, 294, 163, 152, 57.2, 58.6, 103.5, 105.9, 214.4, 219.8,
               212, 220]},
    WC: {"S": [0.18, 0.15, 0.22, 0.79, 0.87, 0.63, 0.71, 0.055],
         "P": [5, 2, 12.9, 2.4, 24, 4, 3.0],
         "M": [1302, 1240, 371, 152, 137, 189, 15, 11, 681, 512, 231, 34, 112, 571, 67, 5050, 5250, 2640,
               2740, 800, 1350, 600, 3853, 2014, 1098, 1071, 204, 169, 262, 246, 401, 389, 302, 298, 19, 323,
               288, 118, 101, 209, 180, 57, 43, 845, 905, 16, 29, 652]},
    BL: {"S": [],
         "P": [12, 11, 20, 9.2],
         "M": [182.4, 153.3, 6.2, 15.9, 10.8, 2.9, 16.7, 6.8, 165.9, 24.6, 318.7, 13, 52, 176, 175, 735, 750,
               613.5, 159.4, 7, 28, 3, 12, 1, 10, 2500]},
    TM: {"S": [0.27],
         "P": [4.6, 4.1, 6.8, 5.9, 2.8, 3.5, 6.1, 5.2, 3.8, 1.9, 48.1, 60, 110, 8, 1.5, 6.3, 24.1, 16.4],
         "M": [2548.3, 452.7, 231.4, 11.2, 418.6, 41.8, 812.4, 902.3, 318.7, 498.1, 28, 40, 196.5, 58.4, 200,
               2.9, 78.4, 689.7, 151.2]},
    HW: {"S": [5.39, 4.61, 16.02, 0.60],
         "P": [3.9, 41.6, 5.2, 1.2, 40.8, 12.6, 11.2, 15.5, 17, 13.1, 14.8, 30, 8, 10, 2.5, 2.0, 4.0, 41, 40.5,
               41.5, 1.0],
         "M": [4486.2, 4032.7, 201.6, 172.4, 402.7, 348.8, 681.4, 605.2, 702.4, 381.7, 102.4, 1300, 141.8,
               30.2, 1410, 1470, 455, 108, 3952.1, 351.4, 15940.6, 1338.2, 3402.1, 3078.7, 112.5, 97.3, 26.5,
               24.0, 263.7, 227.5, 62.1, 55.1]},
    NL: {"S": [0.97, 0.19],
         "P": [18.4, 58.6, 58.3, 30, 11.9, 12, 17, 2, 61.2, 61, 4.52, 4.75],
         "M": [312.0, 382.4, 191.0, 25.7, 21.8, 4.3, 21.4, 24.3, 7.9, 3.1, 6.4, 3.3, 1652.0, 20, 1500, 850,
               417.1, 27.9, 22, 22.6, 26, 14, 612]},
}
TRAP_OVERLAP_OK = set()
UNIT_KEY = {"USD": "M", "USD/share": "S", "percent": "P"}

# The only negative gold values, (doc, metric, basis, end, field): every other value must be >= 0.
EXPECTED_NEGATIVE = {
    (AP, "net_income", "GAAP", "2026-06-28", "low"), (AP, "net_income", "GAAP", "2026-06-28", "high"),
    (AP, "revenue_growth", "unspecified", "2025-12-28", "low"),
    (BL, "net_income", "GAAP", "2025-09-30", "low"), (BL, "net_income", "GAAP", "2025-09-30", "high"),
    (BL, "net_income", "GAAP", "2025-12-31", "low"), (BL, "net_income", "GAAP", "2025-12-31", "high"),
    (NL, "revenue_growth", "unspecified", "2026-01-03", "low"), (NL, "revenue_growth", "unspecified", "2026-01-03", "high"),
    (NL, "eps", "unspecified", "2026-01-03", "low"), (NL, "eps", "unspecified", "2026-01-03", "high"),
    (NL, "eps", "non-GAAP", "2026-01-03", "low"), (NL, "eps", "non-GAAP", "2026-01-03", "high"),
    (NL, "net_income", "unspecified", "2026-01-03", "low"), (NL, "net_income", "unspecified", "2026-01-03", "high"),
}

# Growth rates in the gold against the gold ranges they restate and the base each release prints:
# (doc, growth metric, growth basis, amount metric, amount basis, end, base).
GROWTH_CHECKS = [
    (BR, "revenue_growth", "unspecified", "revenue", "unspecified", "2026-10-03", 53882e6),
    (BL, "revenue_growth", "unspecified", "revenue", "unspecified", "2025-12-31", 613.5e6),
    (TM, "revenue_growth", "unspecified", "revenue", "unspecified", "2026-12-31", 2548.3e6),
    (NL, "revenue_growth", "unspecified", "revenue", "unspecified", "2026-01-03", 1652.0e6),
]

# Period ends and outlook dates that the releases state in words; each must be printed in its release.
DATES_PRINTED = {
    KT: ["May 3, 2025", "May 4, 2024", "January 31, 2026", "August 2, 2025", "March 11, 2025"],
    BR: ["September 27, 2025", "September 28, 2024", "October 3, 2026", "December 27, 2025"],
    RW: ["June 30, 2025"],
    AP: ["June 29, 2025", "June 28, 2026", "December 28, 2025"],
    GN: ["June 30, 2025", "April 30, 2025"],
    WC: ["September 30, 2025", "July 24, 2025"],
    BL: ["June 30, 2025", "May 6, 2025"],
    TM: ["December 31, 2025", "December 31, 2026"],
    HW: ["July 31, 2025", "April 30, 2026", "October 31, 2025"],
    NL: ["June 28, 2025", "June 29, 2024", "January 3, 2026", "September 27, 2025", "May 6, 2025"],
}


def printed_values(text):
    """Numbers printed in a release, without bare years ("2025", unless it follows a "$"); a printed
    "flat" counts as 0 (Kittredge's "flat to up 2.0%")."""
    return goldcheck.printed_values(text, skip_years=True, flat_is_zero=True)


docs = load_jsonl(HERE / "docs.jsonl")
gold = load_jsonl(HERE / "gold.jsonl")

by_doc = goldcheck.read_docs(HERE, docs, printed_values, dates_printed=DATES_PRINTED,
                             date_formats=("%B %-d, %Y", "%b. %-d, %Y"))
flat_text = {doc: re.sub(r"\s+", " ", v[1]) for doc, v in by_doc.items()}
idx = {(r.get("doc"), r.get("metric"), r.get("basis"), r.get("period_end_hint")): r for r in gold}

# Raywick's "Revenue of $X million, plus or minus $Y million": its bounds are not printed as numbers.
# They are added to that release's printed values only when the sentence is found and the gold
# equals X -/+ Y.
m = re.search(r"Revenue of \$(\d+\.\d) million, plus or minus \$(\d+\.\d) million", flat_text.get(RW, ""))
g = idx.get((RW, "revenue", "unspecified", "2025-09-30"))
if not m or g is None or g["low"] is None or g["high"] is None:
    err("raywick: the 'plus or minus' revenue sentence or its gold range is missing")
else:
    mid, half = float(m.group(1)) * 1e6, float(m.group(2)) * 1e6
    if abs(g["low"] - (mid - half)) > 1e-3 or abs(g["high"] - (mid + half)) > 1e-3:
        err(f"raywick: Q3 revenue gold {g['low']}-{g['high']} is not {mid} -/+ {half}")
    by_doc[RW][2].update({round((mid - half) / 1e6, 6), round((mid + half) / 1e6, 6)})

per_split = goldcheck.check_set(
    HERE, docs, gold, by_doc, order=ORDER, expected_counts=EXPECTED_COUNTS, expected_split_counts=EXPECTED_SPLIT_COUNTS,
    total_range=(80, 90), traps=TRAPS, trap_overlap_ok=TRAP_OVERLAP_OK, expected_negative=EXPECTED_NEGATIVE,
    unit_key=UNIT_KEY, calendars=CALENDARS, metrics=METRICS, units=UNITS, bases=BASES, pct_metrics=PCT_METRICS,
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
if len(EXPECTED_NEGATIVE) != 15:
    err("NOTES.md lists fifteen negative values")
# Each split has HTML and text, December and non-December years, and negative values.
split_of = {d["doc"]: d["split"] for d in docs}
for sp in ("tune", "test"):
    mine = [d for d in docs if d["split"] == sp]
    if {Path(d["file"]).suffix for d in mine} != {".htm", ".txt"}:
        err(f"{sp}: lacks HTML or text")
    if not any(d["fye"] == "1231" for d in mine) or not any(d["fye"] != "1231" for d in mine):
        err(f"{sp}: lacks a December or a non-December fiscal year")
    if not any(split_of.get(k[0]) == sp for k in EXPECTED_NEGATIVE):
        err(f"{sp}: has no negative gold value")
# Each layout text has a running page header right after every form feed.
for d in docs:
    if d["file"].endswith(".txt"):
        raw = (HERE / d["file"]).read_text()
        for part in raw.split("\f")[1:]:
            first = part.split("\n", 1)[0]
            if len(first.strip()) < 20 or "  " not in first:
                err(f"{d['doc']}: no running page header after a form feed ({first[:40]!r})")


gold_index = goldcheck.GoldIndex(idx, BASES)
want_range = gold_index.want_range
want_point = gold_index.want_point
want_none = gold_index.want_none


def is_trap(doc, unit_key, v):
    return any(abs(abs(v) - t) < 1e-6 for t in TRAPS[doc].get(unit_key, []))


def uk_of(metric, scale):
    return "S" if metric == "eps" else ("P" if scale == 1 else "M")


# Growth rates restate the ranges against the printed base.
for doc, gm, gb, am, ab, end, base in GROWTH_CHECKS:
    g, a = idx.get((doc, gm, gb, end)), idx.get((doc, am, ab, end))
    if g is None or a is None or g["low"] is None or a["low"] is None:
        err(f"{doc}: growth check {gm}/{am} {end} lacks a range")
        continue
    if not value_printed(base, a["unit"], by_doc[doc][2]):
        err(f"{doc}: growth base {base} is not printed")
    for k in ("low", "high"):
        implied = (a[k] / base - 1) * 100
        if abs(implied - g[k]) > 0.5:
            err(f"{doc}: {gm} {k} {g[k]} but {am} {a[k]} over base {base} gives {implied:.2f}")
# Teemark: constant-currency growth = reported growth less the printed ~1 point of currency.
g, a = idx.get((TM, "revenue_growth", "non-GAAP", "2026-12-31")), idx.get((TM, "revenue_growth", "unspecified", "2026-12-31"))
if g is None or a is None or "add approximately 1 percentage point to reported net sales growth" not in flat_text.get(TM, ""):
    err("teemark: constant-currency check lacks its records or the printed currency effect")
else:
    for k in ("low", "high"):
        if abs(a[k] - 1 - g[k]) > 1e-9:
            err(f"teemark: constant-currency growth {k} {g[k]} is not reported {a[k]} less 1 point")


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
    err(f"no table with {marker!r}")
    return []


def cell_nums(c):
    """'$1,060 – $1,095' -> (1060, 1095); '(1.5)%' -> (-1.5,); '~$200' -> (200,); 'N/A' or '—' -> ()."""
    return tuple(goldcheck.to_float(x) for x in re.findall(r"\(?\d[\d,]*(?:\.\d+)?\)?", c))


def label_of(cell):
    return re.sub(r"\s*\(([A-Za-z0-9])\)$", "", cell).strip()


def read_cell(doc, metric, basis, end, cell, scale, what):
    v = cell_nums(cell)
    if not v:
        want_none(doc, metric, basis, end, f"{cell!r} ({what})")
    elif len(v) == 1:
        want_point(doc, metric, basis, end, v[0] * scale, what)
    else:
        want_range(doc, metric, basis, end, v[0] * scale, v[1] * scale, what)
    return v


# Kittredge: Fiscal 2025 | Current Outlook Low | High | Previous Outlook Low | High.
spec = {"Net sales": ("revenue", "unspecified", 1e6), "Comparable sales growth": ("revenue_growth", "unspecified", 1),
        "Operating margin": ("operating_margin", "unspecified", 1), "Earnings per diluted share": ("eps", "unspecified", 1),
        "Effective tax rate": ("tax_rate", "unspecified", 1),
        "Gross capital expenditures": ("capex", "unspecified", 1e6), "Net capital expenditures": ("capex", "non-GAAP", 1e6)}
seen = set()
for row in html_rows((HERE / f"{KT}.htm").read_text(), "Previous Outlook"):
    label = label_of(row[0]) if row else ""
    if label not in spec:
        continue
    seen.add(label)
    metric, basis, scale = spec[label]
    if len(row) == 5:
        cur = (cell_nums(row[1]) + cell_nums(row[2]))
        prior = (cell_nums(row[3]) + cell_nums(row[4]))
        want_range(KT, metric, basis, "2026-01-31", cur[0] * scale, cur[1] * scale, f"Current Outlook {label}")
    elif len(row) == 3:
        cur, prior = cell_nums(row[1]), cell_nums(row[2])
        want_point(KT, metric, basis, "2026-01-31", cur[0] * scale, f"Current Outlook {label}")
    else:
        err(f"kittredge: row {label!r} has {len(row)} cells")
        continue
    for c, p in zip(cur, prior):
        if c != p and not is_trap(KT, uk_of(metric, scale), p):
            err(f"kittredge: previous cell {label} {p} differs from current {c} but is not a trap")
if seen != set(spec):
    err(f"kittredge: outlook table rows read {sorted(seen)}")
m = re.search(r"expects comparable sales to be flat to up (\d+\.\d)% and earnings per diluted share of \$(\d+\.\d+) to "
              r"\$(\d+\.\d+)", flat_text.get(KT, ""))
if not m:
    err("kittredge: second-quarter 'flat to up' sentence not found")
else:
    want_range(KT, "revenue_growth", "unspecified", "2025-08-02", 0, float(m.group(1)), "'flat to up' comparable sales")
    want_range(KT, "eps", "unspecified", "2025-08-02", float(m.group(2)), float(m.group(3)), "second-quarter EPS")

# Alleyport: Low | Midpoint | High with a fiscal-year group and a first-half group.
spec = {"Total revenue": ("revenue", "unspecified", 1e6), "Same-store revenue growth": ("revenue_growth", "unspecified", 1),
        "Adjusted EBITDA": ("ebitda", "non-GAAP", 1e6), "Capital expenditures": ("capex", "unspecified", 1e6)}
end, seen = None, []
for row in html_rows((HERE / f"{AP}.htm").read_text(), "Midpoint"):
    if len(row) == 1:
        end = "2026-06-28" if row[0].startswith("Fiscal Year 2026") else ("2025-12-28" if row[0].startswith("First Half") else None)
        continue
    label = label_of(row[0])
    if label not in spec or len(row) != 4 or end is None:
        continue
    seen.append((label, end))
    metric, basis, scale = spec[label]
    lo, mid, hi = cell_nums(row[1]), cell_nums(row[2]), cell_nums(row[3])
    if not lo:
        want_none(AP, metric, basis, end, "N/A")
        continue
    want_range(AP, metric, basis, end, lo[0] * scale, hi[0] * scale, f"{end} {label}")
    if abs(mid[0] - (lo[0] + hi[0]) / 2) > 1e-9 or not is_trap(AP, uk_of(metric, scale), mid[0]):
        err(f"alleyport: midpoint {mid[0]} of {label} {end} is not the listed trap half-way between low and high")
if len(seen) != 8:
    err(f"alleyport: guidance rows read {seen}")
rows = [r_ for r_ in html_rows((HERE / f"{AP}.htm").read_text(), "Reconciliation of Fiscal 2026 Net Loss") if len(r_) == 3]
body = [(label_of(r_[0]), cell_nums(r_[1])[0], cell_nums(r_[2])[0]) for r_ in rows if cell_nums(r_[1])]
if len(body) != 7 or body[0][0] != "Net loss (GAAP)" or body[-1][0] != "Adjusted EBITDA (non-GAAP)":
    err(f"alleyport: reconciliation rows read {body}")
else:
    for i in (1, 2):
        if abs(sum(b[i] for b in body[:-1]) - body[-1][i]) > 1e-9:
            err("alleyport: reconciliation column does not add up")
    want_range(AP, "net_income", "GAAP", "2026-06-28", body[0][1] * 1e6, body[0][2] * 1e6, "reconciliation 'Net loss (GAAP)'")
    want_range(AP, "ebitda", "non-GAAP", "2026-06-28", body[-1][1] * 1e6, body[-1][2] * 1e6, "reconciliation total")
    for b in body[1:-1]:
        for v in b[1:]:
            if not is_trap(AP, "M", v) and v not in (-5, 2):
                err(f"alleyport: reconciliation item {b[0]} {v} is not a trap")

# Granmere: Current | Prior(1) | Change.
spec = {"Total revenues": ("revenue", "unspecified", 1e6),
        "Net earnings attributable to Granmere": ("net_income", "unspecified", 1e6),
        "Adjusted EBITDA": ("ebitda", "non-GAAP", 1e6),
        "Effective tax rate, excluding discrete items": ("tax_rate", "unspecified", 1),
        "Net cash provided by operating activities": ("operating_cash_flow", "unspecified", 1e6),
        "Capital expenditures": ("capex", "unspecified", 1e6)}
seen = set()
for row in html_rows((HERE / f"{GN}.htm").read_text(), "2025 Guidance"):
    if len(row) != 4:
        continue
    label = label_of(row[0])
    cur, prior = cell_nums(row[1]), cell_nums(row[2])
    if label in spec:
        seen.add(label)
        metric, basis, scale = spec[label]
        read_cell(GN, metric, basis, "2025-12-31", row[1], scale, f"Current {label}")
    elif label.startswith("("):
        continue
    else:  # other guided items (shipments, price, SAG, interest, DD&A): every current value is a trap
        for v in cur:
            if not is_trap(GN, "M" if "%" not in row[1] else "P", v):
                err(f"granmere: other guided item {label} {v} is not listed as a trap")
        metric, scale = None, 1e6 if "%" not in row[1] else 1
    for c, p in zip(cur, prior):
        if c != p and not is_trap(GN, "P" if "%" in row[2] else "M", p):
            err(f"granmere: prior cell {label} {p} differs from current {c} but is not a trap")
if seen != set(spec):
    err(f"granmere: guidance rows read {sorted(seen)}")
m = re.search(r"expects total revenues of \$(\d+\.\d+) billion to \$(\d+\.\d+) billion and Adjusted EBITDA of \$(\d+) "
              r"million to \$(\d+) million", flat_text.get(GN, ""))
if not m:
    err("granmere: third-quarter sentence not found")
else:
    want_range(GN, "revenue", "unspecified", "2025-09-30", float(m.group(1)) * 1e9, float(m.group(2)) * 1e9, "Q3 revenue")
    want_range(GN, "ebitda", "non-GAAP", "2025-09-30", float(m.group(3)) * 1e6, float(m.group(4)) * 1e6, "Q3 EBITDA")

# Teemark: 2025 Actual | 2026 Outlook | Reported change | Constant currency change(1).
seen = set()
for row in html_rows((HERE / f"{TM}.htm").read_text(), "Constant currency change"):
    if len(row) != 5:
        continue
    label = label_of(row[0])
    actual = cell_nums(row[1])
    if label == "Consolidated net sales":
        read_cell(TM, "revenue", "unspecified", "2026-12-31", row[2], 1e6, "2026 Outlook net sales")
        read_cell(TM, "revenue_growth", "unspecified", "2026-12-31", row[3], 1, "Reported change")
        read_cell(TM, "revenue_growth", "non-GAAP", "2026-12-31", row[4], 1, "Constant currency change")
    elif label == "Adjusted EBITDA":
        read_cell(TM, "ebitda", "non-GAAP", "2026-12-31", row[2], 1e6, "2026 Outlook Adjusted EBITDA")
        for v in cell_nums(row[3]):
            if not is_trap(TM, "P", v):
                err(f"teemark: EBITDA growth {v} is not listed as a trap")
    elif label == "Capital expenditures":
        read_cell(TM, "capex", "unspecified", "2026-12-31", row[2], 1e6, "2026 Outlook capex")
    elif label == "Effective tax rate":
        read_cell(TM, "tax_rate", "unspecified", "2026-12-31", row[2], 1, "2026 Outlook tax rate")
    else:
        continue
    seen.add(label)
    for v in actual:
        if not is_trap(TM, "P" if "%" in row[1] else "M", v):
            err(f"teemark: 2025 Actual cell {label} {v} is not a trap")
if len(seen) != 4:
    err(f"teemark: outlook rows read {sorted(seen)}")
m = re.search(r"expects net sales of \$(\d+) million to \$(\d+) million and Adjusted EBITDA of \$(\d+) million to \$(\d+) "
              r"million, compared with", flat_text.get(TM, ""))
if not m:
    err("teemark: first-quarter sentence not found")
else:
    want_range(TM, "revenue", "unspecified", "2026-03-31", float(m.group(1)) * 1e6, float(m.group(2)) * 1e6, "Q1 net sales")
    want_range(TM, "ebitda", "non-GAAP", "2026-03-31", float(m.group(3)) * 1e6, float(m.group(4)) * 1e6, "Q1 EBITDA")

# Haltway: Second Quarter Fiscal 2026 | Fiscal 2026 (dash cells give no record).
spec = {"Total revenue": ("revenue", "unspecified", 1e9), "Operating expenses": ("operating_expenses", "unspecified", 1e6),
        "EBITDA": ("ebitda", "non-GAAP", 1e6), "Effective tax rate": ("tax_rate", "unspecified", 1),
        "Diluted EPS": ("eps", "unspecified", 1), "Purchases of property and equipment": ("capex", "unspecified", 1e6)}
seen = set()
for row in html_rows((HERE / f"{HW}.htm").read_text(), "Second Quarter Fiscal 2026"):
    if len(row) != 3 or label_of(row[0]) not in spec:
        continue
    label = label_of(row[0])
    seen.add(label)
    metric, basis, scale = spec[label]
    read_cell(HW, metric, basis, "2025-10-31", row[1], scale, f"Second Quarter {label}")
    read_cell(HW, metric, basis, "2026-04-30", row[2], scale, f"Fiscal 2026 {label}")
if seen != set(spec):
    err(f"haltway: outlook rows read {sorted(seen)}")

# Wardcrest (layout): the current column, wrapped labels, and the prior guidance in footnote (a).
WC_RAW = (HERE / f"{WC}.txt").read_text()
for pat, metric, basis, scale in [
        (r"^Total Revenue\s+\$([\d,]+) - \$([\d,]+) million\s+Narrowed\(a\)$", "revenue", "unspecified", 1e6),
        (r"^Adjusted EBITDA\(1\)\s+\$([\d,]+) - \$([\d,]+) million\s+Narrowed\(a\)$", "ebitda", "non-GAAP", 1e6),
        (r"^Adjusted EPS\(1\)\s+\$([\d.]+) - \$([\d.]+)\s+Raised\(a\)$", "eps", "non-GAAP", 1),
        (r"^GAAP income from continuing operations per\n  diluted share\s+\$([\d.]+) - \$([\d.]+)\s+Raised\(a\)$",
         "eps", "GAAP", 1),
        (r"^Adjusted Free Cash Flow \(including interest\n  rate swaps\)\(1\)\s+\$([\d,]+) - \$([\d,]+) million\s+Raised low end\(a\)$",
         "free_cash_flow", "non-GAAP", 1e6)]:
    m = re.search(pat, WC_RAW, re.M)
    if not m:
        err(f"wardcrest: guidance row {pat[:40]!r} not found")
        continue
    want_range(WC, metric, basis, "2025-12-31", goldcheck.to_float(m.group(1)) * scale, goldcheck.to_float(m.group(2)) * scale,
               f"2025 Guidance {metric}")
for pat, metric, pt in [(r"^Capital expenditures\s+approximately \$(\d+) million\s+Unchanged$", "capex", 1e6),
                        (r"^Effective tax rate\s+approximately (\d+)%\s+Unchanged$", "tax_rate", 1)]:
    m = re.search(pat, WC_RAW, re.M)
    if not m:
        err(f"wardcrest: guidance row {metric} not found")
    else:
        want_point(WC, metric, "unspecified", "2025-12-31", float(m.group(1)) * pt, f"2025 Guidance {metric}")
m = re.search(r"\(a\) Prior guidance, provided on July 24, 2025: (.*?)\(1\) Non-GAAP", flat_text.get(WC, ""))
if not m:
    err("wardcrest: prior guidance footnote not found")
else:
    prior = [goldcheck.to_float(x) for x in re.findall(r"\d[\d,]*(?:\.\d+)?", m.group(1)) if x not in ("24", "2025")]
    if len(prior) != 10:
        err(f"wardcrest: prior guidance footnote reads {prior}")
    cur = [5100, 5200, 2660, 2720, 0.82, 0.88, 0.66, 0.72, 840, 900]
    for c, p in zip(cur, prior):
        if c != p and not is_trap(WC, "S" if p < 1 else "M", p):
            err(f"wardcrest: prior value {p} differs from current {c} but is not a trap")

# Bidlane (layout): Q3 2025 | Full Year 2025 table and the Low | High reconciliation.
BL_RAW = (HERE / f"{BL}.txt").read_text()
N = r"\(?\$?\(?(\d+)\)?"
for label, metric, basis in [("Revenue", "revenue", "unspecified"), (r"GAAP Net Income \(Loss\)", "net_income", "GAAP"),
                             (r"Non-GAAP Net Income\(1\)", "net_income", "non-GAAP"), (r"Adjusted EBITDA\(1\)", "ebitda", "non-GAAP")]:
    m = re.search(r"^" + label + r"\s+(\S+) - (\S+)\s+(\S+) - (\S+)\s*$", BL_RAW, re.M)
    if not m:
        err(f"bidlane: outlook row {label!r} not found")
        continue
    v = [goldcheck.to_float(x.replace("$", "").replace("(", "(").strip()) if not x.startswith("(") else
         -float(x.strip("($)")) for x in m.groups()]
    want_range(BL, metric, basis, "2025-09-30", v[0] * 1e6, v[1] * 1e6, f"Q3 2025 {label}")
    want_range(BL, metric, basis, "2025-12-31", v[2] * 1e6, v[3] * 1e6, f"Full Year 2025 {label}")
rec = {}
for label in ["GAAP net income (loss)", "Depreciation and amortization", "Stock-based compensation", "Interest expense",
              "Other (a)", "Adjusted EBITDA"]:
    m = re.search(r"^" + re.escape(label) + r"\s+(\S+)\s+(\S+)\s+(\S+)\s+(\S+)\s*$", BL_RAW, re.M)
    if not m:
        err(f"bidlane: reconciliation row {label!r} not found")
        continue
    rec[label] = [-float(x.strip("($)")) if x.startswith("(") else float(x.strip("$")) for x in m.groups()]
if len(rec) == 6:
    for i in range(4):
        if abs(sum(v[i] for k, v in rec.items() if k != "Adjusted EBITDA") - rec["Adjusted EBITDA"][i]) > 1e-9:
            err(f"bidlane: reconciliation column {i} does not add up")
    for i, (end, k) in enumerate([("2025-09-30", "low"), ("2025-09-30", "high"), ("2025-12-31", "low"), ("2025-12-31", "high")]):
        for label, metric, basis in [("GAAP net income (loss)", "net_income", "GAAP"), ("Adjusted EBITDA", "ebitda", "non-GAAP")]:
            g = idx.get((BL, metric, basis, end))
            if g is None or g[k] is None or abs(g[k] - rec[label][i] * 1e6) > 1e-3:
                err(f"bidlane: reconciliation {label} {end} {k} {rec[label][i]} is not the gold")
m = re.search(r"guidance represents growth of (\d+)% to (\d+)% compared with 2024 revenue", flat_text.get(BL, ""))
if not m:
    err("bidlane: full-year growth sentence not found")
else:
    want_range(BL, "revenue_growth", "unspecified", "2025-12-31", float(m.group(1)), float(m.group(2)), "full-year growth")

# "... respectively" sentences.
m = re.search(r"GAAP and non-GAAP gross margin to be within a range of (\d+\.\d)% to (\d+\.\d)% and (\d+\.\d)% to "
              r"(\d+\.\d)%, respectively", flat_text.get(RW, ""))
if not m:
    err("raywick: 'GAAP and non-GAAP gross margin ... respectively' not found")
else:
    v = [float(x) for x in m.groups()]
    want_range(RW, "gross_margin", "GAAP", "2025-09-30", v[0], v[1], "first ('GAAP') pair")
    want_range(RW, "gross_margin", "non-GAAP", "2025-09-30", v[2], v[3], "second ('non-GAAP') pair")
for pat, basis, end in [(r"GAAP operating expenses to be within a range of \$(\d+\.\d) million to \$(\d+\.\d) million", "GAAP", "2025-09-30"),
                        (r"Non-GAAP operating expenses to be within a range of \$(\d+\.\d) million to \$(\d+\.\d) million", "non-GAAP", "2025-09-30")]:
    m = re.search(pat, flat_text.get(RW, ""))
    if not m:
        err(f"raywick: {basis} operating expenses bullet not found")
    else:
        want_range(RW, "operating_expenses", basis, end, float(m.group(1)) * 1e6, float(m.group(2)) * 1e6, f"{basis} opex")
for pat, basis in [(r"GAAP annualized effective tax rate, excluding discrete items, to be within a range of (\d+\.\d)% to (\d+\.\d)%", "GAAP"),
                   (r"Non-GAAP annualized effective tax rate, excluding discrete items, to be within a range of (\d+\.\d)% to (\d+\.\d)%", "non-GAAP")]:
    m = re.search(pat, flat_text.get(RW, ""))
    if not m:
        err(f"raywick: {basis} tax-rate bullet not found")
    else:
        want_range(RW, "tax_rate", basis, "2025-12-31", float(m.group(1)), float(m.group(2)), f"{basis} tax rate")
m = re.search(r"We expect GAAP EPS and adjusted EPS between \$(\d+\.\d+) and \$(\d+\.\d+) and between \$(\d+\.\d+) and "
              r"\$(\d+\.\d+), respectively, for fiscal 2026", flat_text.get(BR, ""))
if not m:
    err("brannock: 'GAAP EPS and adjusted EPS between ... respectively' not found")
else:
    v = [float(x) for x in m.groups()]
    want_range(BR, "eps", "GAAP", "2026-10-03", v[0], v[1], "first ('GAAP') pair")
    want_range(BR, "eps", "non-GAAP", "2026-10-03", v[2], v[3], "second ('adjusted') pair")
m = re.search(r"we expect adjusted EPS of \$(\d+\.\d+) to \$(\d+\.\d+), compared with adjusted EPS of \$0\.88", flat_text.get(BR, ""))
if not m:
    err("brannock: first-quarter EPS sentence not found")
else:
    want_range(BR, "eps", "non-GAAP", "2025-12-27", float(m.group(1)), float(m.group(2)), "Q1 adjusted EPS")
NL_T = flat_text.get(NL, "")
m = re.search(r"Net loss per diluted share and adjusted net loss per diluted share\(1\) of \$\((\d+\.\d+)\) to \$\((\d+\.\d+)\) "
              r"and \$\((\d+\.\d+)\) to \$\((\d+\.\d+)\), respectively, based on approximately (\d+\.\d) million", NL_T)
if not m:
    err("nestlow: 'net loss per diluted share and adjusted ... respectively' not found")
else:
    v = [float(x) for x in m.groups()]
    want_range(NL, "eps", "unspecified", "2026-01-03", -v[0], -v[1], "first (unlabelled) pair")
    want_range(NL, "eps", "non-GAAP", "2026-01-03", -v[2], -v[3], "second ('adjusted') pair")
    n = idx.get((NL, "net_income", "unspecified", "2026-01-03"))
    e = idx.get((NL, "eps", "unspecified", "2026-01-03"))
    if n and e and n["low"] is not None and e["low"] is not None:
        for k in ("low", "high"):
            if abs(n[k] / (v[4] * 1e6) - e[k]) > 0.006:
                err(f"nestlow: eps {k} {e[k]} but net income {n[k]} / {v[4]}M shares = {n[k] / v[4] / 1e6:.3f}")
m = re.search(r"a decline of (\d+)% to (\d+)% from net sales of \$1,652\.0 million", NL_T)
if not m:
    err("nestlow: 'a decline of 13% to 16%' not found")
else:
    want_range(NL, "revenue_growth", "unspecified", "2026-01-03", -float(m.group(2)), -float(m.group(1)), "decline")
m = re.search(r"corresponds to a net loss of \$(\d+) million to \$(\d+) million", NL_T)
if not m:
    err("nestlow: net loss sentence not found")
else:
    want_range(NL, "net_income", "unspecified", "2026-01-03", -float(m.group(2)) * 1e6, -float(m.group(1)) * 1e6, "net loss")

# Calendar facts stated in NOTES.md, re-derived here.
KC, BC, AC, NC = CALENDARS[KT], CALENDARS[BR], CALENDARS[AP], CALENDARS[NL]
MO = ("month",)
D = dt.date
facts = [
    (year_end("0131", 2025, KC), D(2025, 2, 1)),
    (year_end("0131", 2026, KC), D(2026, 1, 31)),
    ((year_end("0131", 2026, KC) - year_end("0131", 2025, KC)).days // 7, 52),
    (period_ends("0131", 2026, KC), [D(2025, 5, 3), D(2025, 8, 2), D(2025, 11, 1), D(2026, 1, 31)]),
    (period_ends("0131", 2025, KC)[0], D(2024, 5, 4)),
    (year_end("0930", 2024, BC), D(2024, 9, 28)),
    (year_end("0930", 2025, BC), D(2025, 9, 27)),
    (year_end("0930", 2026, BC), D(2026, 10, 3)),
    ((year_end("0930", 2026, BC) - year_end("0930", 2025, BC)).days // 7, 53),
    (period_ends("0930", 2026, BC), [D(2025, 12, 27), D(2026, 3, 28), D(2026, 6, 27), D(2026, 10, 3)]),
    (year_end("0630", 2024, AC), D(2024, 6, 30)),
    (year_end("0630", 2025, AC), D(2025, 6, 29)),
    (year_end("0630", 2026, AC), D(2026, 6, 28)),
    ((year_end("0630", 2026, AC) - year_end("0630", 2025, AC)).days // 7, 52),
    (period_ends("0630", 2026, AC), [D(2025, 9, 28), D(2025, 12, 28), D(2026, 3, 29), D(2026, 6, 28)]),
    (year_end("1231", 2024, NC), D(2024, 12, 28)),
    (year_end("1231", 2025, NC), D(2026, 1, 3)),
    ((year_end("1231", 2025, NC) - year_end("1231", 2024, NC)).days // 7, 53),
    (period_ends("1231", 2025, NC), [D(2025, 3, 29), D(2025, 6, 28), D(2025, 9, 27), D(2026, 1, 3)]),
    (period_ends("1231", 2024, NC)[1], D(2024, 6, 29)),
    (period_ends("0430", 2026, MO), [D(2025, 7, 31), D(2025, 10, 31), D(2026, 1, 31), D(2026, 4, 30)]),
]
for got_, want in facts:
    if got_ != want:
        err(f"calendar fact: computed {got_}, NOTES.md says {want}")
for day, name in [(D(2025, 2, 1), "Saturday"), (D(2026, 1, 31), "Saturday"), (D(2025, 5, 3), "Saturday"),
                  (D(2024, 5, 4), "Saturday"), (D(2025, 8, 2), "Saturday"),
                  (D(2024, 9, 28), "Saturday"), (D(2025, 9, 27), "Saturday"), (D(2026, 10, 3), "Saturday"),
                  (D(2025, 12, 27), "Saturday"),
                  (D(2024, 6, 30), "Sunday"), (D(2025, 6, 29), "Sunday"), (D(2026, 6, 28), "Sunday"), (D(2025, 12, 28), "Sunday"),
                  (D(2024, 12, 28), "Saturday"), (D(2026, 1, 3), "Saturday"), (D(2025, 6, 28), "Saturday"),
                  (D(2024, 6, 29), "Saturday")]:
    if day.strftime("%A") != name:
        err(f"calendar fact: {day} is a {day:%A}, NOTES.md says {name}")
for d in docs:
    if d["fye"] not in ("0131", "0430", "0630", "0930", "1231"):
        err(f"{d['doc']}: unexpected fye {d['fye']}")

print(f"{len(docs)} docs, {len(gold)} gold records, per split {dict(per_split)}")
for e in errors:
    print("ERROR", e)
sys.exit(1 if errors else 0)
