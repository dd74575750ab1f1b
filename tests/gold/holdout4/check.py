#!/usr/bin/env python3
"""Self-check for the holdout4 gold set (no extractor involved).

holdout3/check.py runs its checks at import time, so it cannot be imported; this file follows its
structure. It checks that:
- docs.jsonl and gold.jsonl parse, every doc file exists, there are 10 docs (4 .htm, 6 .txt), the
  split alternates tune/test in the order the releases were written, and the record counts per doc
  and per split are the ones stated in NOTES.md;
- every record has the holdout keys, a valid metric, basis and unit, a range or a point, and no two
  records of one doc share (metric, basis, period_end_hint);
- every gold value is printed in its release: directly, scaled (thousand/million/billion), in cents
  ("74 cents" = 0.74), or "flat" for 0;
- every negative value is printed as "(2)%", "$(0.80)" or on a line (or the line after one) with a
  word for a decline;
- no gold value of a doc is one of the trap values listed in TRAPS for that doc (prior outlooks,
  results, assumptions, one-sided bounds, long-term targets), unless the same number is also gold
  for another reason (listed in TRAP_OVERLAP_OK);
- every period_end_hint is after the filing date, within 15 months of it, and is the last day of a
  fiscal quarter or half on the issuer's calendar (month-end calendars; 52/53-week calendars ending
  on the Sunday or Saturday nearest the fiscal month-end, with 13-week quarters or a 12/12/12/16
  layout, the extra week in the fourth quarter);
- the calendar facts quoted in NOTES.md are re-derived.

Run: python3 tests/gold/holdout4/check.py     (exits 1 on any mismatch)
"""
import datetime as dt
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from goldcheck import errors, err, load_jsonl, plain_text, to_float, close, month_end, year_end, period_ends, record_shape_ok  # noqa: E402

ORDER = ["cordovan-2025-04-09", "trellis-2025-07-23", "marisol-2025-07-29", "brightmoor-2025-07-30",
         "corliss-2025-04-24", "verelle-2025-08-20", "kelderman-2025-10-24", "ostrander-2025-09-23",
         "ferrobel-2025-02-13", "alderbrook-2025-04-23"]
EXPECTED_COUNTS = {"cordovan-2025-04-09": 9, "trellis-2025-07-23": 10, "marisol-2025-07-29": 7,
                   "brightmoor-2025-07-30": 10, "corliss-2025-04-24": 8, "verelle-2025-08-20": 11,
                   "kelderman-2025-10-24": 8, "ostrander-2025-09-23": 11, "ferrobel-2025-02-13": 12,
                   "alderbrook-2025-04-23": 9}
EXPECTED_SPLIT_COUNTS = {"tune": 44, "test": 51}

SAT, SUN = 5, 6
# ("month",): quarter ends are month-ends. ("nearest", weekday, quarter_weeks): 52/53-week year ending
# on the weekday nearest the fiscal month-end; quarter_weeks lists the weeks of Q1..Q4 in a 52-week
# year, and a 53rd week is added to Q4.
CALENDARS = {"trellis-2025-07-23": ("nearest", SUN, (13, 13, 13, 13)),
             "ferrobel-2025-02-13": ("nearest", SAT, (13, 13, 13, 13)),
             "ostrander-2025-09-23": ("nearest", SAT, (12, 12, 12, 16))}

METRICS = {"revenue", "revenue_growth", "eps", "eps_growth", "gross_margin", "operating_margin",
           "operating_expenses", "operating_income", "other_income", "tax_rate", "capex",
           "free_cash_flow", "operating_cash_flow", "net_income", "ebitda"}
UNITS = {"USD", "USD/share", "percent"}
PCT_METRICS = {"revenue_growth", "eps_growth", "gross_margin", "operating_margin", "tax_rate"}
BASES = {"GAAP", "non-GAAP", "unspecified"}

# Values printed in each release that must NOT be gold there (traps): prior outlooks, results,
# assumptions, impacts, one-sided bounds, long-term targets, dividends and buybacks. Keyed by unit:
# "M" = USD millions, "S" = USD per share, "P" = percent. A gold value of the same unit must differ.
TRAPS = {
    "cordovan-2025-04-09": {"S": [8.66, 10.92, 0.25, 1.05], "P": [5, 6, 8, 39, 40, 2.5, 30, 16.1, 17.6],
                            "M": [410, 690, 1290, 2840, 1550]},
    "trellis-2025-07-23": {"S": [0.71, 0.79, 0.55, 0.65, 0.70, 0.03, 0.74], "P": [40, 60, 2, 6, 10, 4.0],
                           "M": [27, 81]},
    "marisol-2025-07-29": {"S": [3.71, 3.84, 3.45, 12.90, 13.30, 12.55, 12.95, 4.37, 5.02, 0.11, 0.60],
                           "P": [2.5, 2.0, 4.5, 5.1, 4.8, 20],
                           "M": [4800, 3900, 1790, 1810, 985, 995, 455, 465, 6900, 1070, 268]},
    "brightmoor-2025-07-30": {"S": [0.87, 0.19], "P": [19],
                              "M": [1460, 1500, 7600, 8000, 1900, 370, 380, 550, 250]},
    "corliss-2025-04-24": {"S": [8.00, 8.25, 9.40, 9.65, 0.95, 0.47, 2.02, 2.38, 0.08, 0.80],
                           "P": [6.3, 15.2, 15.5, 3.0, 3.5, 23.5, 5.5, 4, 5, 7, 9],
                           "M": [10300, 1400, 920, 20, 66]},
    "verelle-2025-08-20": {"S": [1.52, 2.51, 0.14, 0.35, 0.62, 0.69],
                           "P": [1, 15, 10, 8.0, 10.2, 4.0], "M": [100, 800, 1000, 1120]},
    "kelderman-2025-10-24": {"S": [25.95, 27.45, 6.91, 0.72],
                             "P": [3, 4, 7.4],
                             "M": [74000, 76000, 6200, 6650, 14700, 15300, 11000, 11800, 5200, 150,
                                   70750, 1710]},
    "ostrander-2025-09-23": {"S": [2.86, 0.69, 0.77, 0.05], "P": [3.0, 5, 21, 51.4, 19.3, 22.2],
                             "M": [2110, 2440, 17460, 2780, 1070, 1710]},
    "ferrobel-2025-02-13": {"S": [0.71, 3.17, 0.05, 0.26, 0.04], "P": [20, 8],
                            "M": [110, 688, 1490, 240, 101]},
    "alderbrook-2025-04-23": {"S": [24.00, 7.40, 6.12, 6.58],
                              "P": [88.6, 6.9, 6.8, 2.3, 4.5, 12, 15, 90.1, 89.4, 78.0],
                              "M": [46500, 52000, 285]},
}
# Trap numbers that coincide with a gold value of the same doc and unit for an unrelated reason:
# (doc, unit, value).
TRAP_OVERLAP_OK = {
    ("trellis-2025-07-23", "P", 4.0),   # "Down 4% to 8%" (gold, constant currency) vs the 4% cycle target
    ("verelle-2025-08-20", "P", 4.0),   # Q1 organic "2% and 4%" (gold) vs capex "4.0% of net sales"
    ("verelle-2025-08-20", "P", 1),     # FY net sales "decrease of 1%" (gold) vs the ~1 point currency effect
}
UNIT_KEY = {"USD": "M", "USD/share": "S", "percent": "P"}

NUM = r"\(?-?\d[\d,]*(?:\.\d+)?\)?"


def printed_values(text):
    vals = set()
    for m in re.finditer(NUM, text):
        try:
            vals.add(round(abs(to_float(m.group())), 6))
        except ValueError:
            pass
    for m in re.finditer(r"(\d+)\s*cents", text):
        vals.add(round(int(m.group(1)) / 100, 6))
    if re.search(r"\bflat\b", text, re.I):
        vals.add(0.0)
    return vals


def scaled(v, unit):
    c = {abs(v)}
    if unit == "USD" and abs(v) >= 1_000_000:
        c |= {abs(v) / 1e6, abs(v) / 1e9, abs(v) / 1e3}
    return c


def value_printed(v, unit, vals):
    return any(any(close(c, p) for p in vals) for c in scaled(v, unit))


NEG_WORDS = r"(declin|decreas|down|lower|expense|loss|reduc)"


def sign_ok(v, unit, text):
    for c in scaled(v, unit):
        s = f"{c:g}"
        e = re.escape(s)
        # "(2)%", "$(0.80)" or "($0.80)"; a bare "(1)" is a footnote marker, not a negative
        if re.search(r"\(\s*" + e + r"\s*\)\s*%|\$\s*\(\s*" + e + r"\s*\)|\(\s*\$" + e + r"\s*\)", text):
            return True
        for m in re.finditer(r"(?<![\d.,])\$?" + re.escape(s) + r"(?![\d,]|\.\d)", text):
            # the number's own line and the line before it
            a = text.rfind("\n", 0, text.rfind("\n", 0, m.start()))
            b = text.find("\n", m.end())
            window = text[max(0, a):b if b >= 0 else len(text)]
            if re.search(NEG_WORDS, window, re.I):
                return True
    return False


docs = load_jsonl(HERE / "docs.jsonl")
gold = load_jsonl(HERE / "gold.jsonl")

by_doc = {}
for d in docs:
    for k in ("doc", "file", "filed", "fye", "split"):
        if k not in d:
            err(f"docs.jsonl: {d.get('doc')} lacks {k}")
    p = HERE / d["file"]
    if not p.exists():
        err(f"missing file {p}")
        continue
    if not p.name.startswith(d["doc"] + "."):
        err(f"{d['doc']}: file name {p.name} does not match the doc")
    text = plain_text(p)
    by_doc[d["doc"]] = (d, text, printed_values(text))
    filed = dt.date.fromisoformat(d["filed"])
    if filed.isoformat() != d["doc"][-10:]:
        err(f"{d['doc']}: filed date differs from the name")
    if filed.weekday() >= 5:
        err(f"{d['doc']}: filed on a weekend")
    if d["doc"][-10:] not in text and filed.strftime("%B %-d, %Y") not in text \
            and filed.strftime("%b. %-d, %Y") not in text:
        err(f"{d['doc']}: release does not print its own date")

for doc, units in TRAPS.items():
    if doc not in by_doc:
        continue
    for uk, ts in units.items():
        for t in ts:
            if not value_printed(t * 1e6 if uk == "M" else t, "USD" if uk == "M" else "x", by_doc[doc][2]):
                err(f"{doc}: trap value {t} ({uk}) is not printed in the release")

if [d["doc"] for d in docs] != ORDER:
    err("docs.jsonl is not in the writing order")
if [d["split"] for d in docs] != ["tune", "test"] * 5:
    err(f"split does not alternate tune/test: {[d['split'] for d in docs]}")
exts = Counter(Path(d["file"]).suffix for d in docs)
if exts != Counter({".htm": 4, ".txt": 6}):
    err(f"file types are {dict(exts)}, expected 4 .htm and 6 .txt")
for d in docs:
    if d["file"].endswith(".txt") and "\f" not in (HERE / d["file"]).read_text():
        err(f"{d['doc']}: layout text without a form feed")

per_doc = Counter(r.get("doc") for r in gold)
for doc, n in EXPECTED_COUNTS.items():
    if per_doc.get(doc, 0) != n:
        err(f"{doc}: {per_doc.get(doc, 0)} records, NOTES.md says {n}")
    if not 6 <= per_doc.get(doc, 0) <= 15:
        err(f"{doc}: {per_doc.get(doc, 0)} records, outside 6-15")
split_of = {d["doc"]: d["split"] for d in docs}
per_split = Counter(split_of.get(r.get("doc")) for r in gold)
if dict(per_split) != EXPECTED_SPLIT_COUNTS:
    err(f"records per split {dict(per_split)} != {EXPECTED_SPLIT_COUNTS}")

seen = set()
for i, r in enumerate(gold, 1):
    tag = f"gold.jsonl:{i} {r.get('doc')} {r.get('metric')} {r.get('basis')} {r.get('period_end_hint')}"
    if not record_shape_ok(r, tag, by_doc, seen, METRICS, UNITS, BASES, PCT_METRICS):
        continue
    doc, text, vals = by_doc[r["doc"]]
    for k in ("low", "high", "point"):
        v = r[k]
        if v is None:
            continue
        if not value_printed(v, r["unit"], vals):
            err(f"{tag}: {k}={v} not printed in the release")
        if v < 0 and not sign_ok(v, r["unit"], text):
            err(f"{tag}: {k}={v} is negative but not printed as a decline")
        uk = UNIT_KEY[r["unit"]]
        mine = abs(v) / 1e6 if uk == "M" else abs(v)
        for t in TRAPS.get(r["doc"], {}).get(uk, []):
            if abs(mine - t) < 1e-6 and (r["doc"], uk, t) not in TRAP_OVERLAP_OK:
                err(f"{tag}: {k}={v} equals trap value {t} ({uk})")
    try:
        end = dt.date.fromisoformat(r["period_end_hint"])
    except (TypeError, ValueError):
        err(f"{tag}: bad period_end_hint {r['period_end_hint']}")
        continue
    filed = dt.date.fromisoformat(doc["filed"])
    if not (filed < end <= filed + dt.timedelta(days=460)):
        err(f"{tag}: period ends {end}, not within 15 months after filing {filed}")
    cal = CALENDARS.get(r["doc"], ("month",))
    if not any(end in period_ends(doc["fye"], y, cal) for y in (end.year - 1, end.year, end.year + 1)):
        err(f"{tag}: {end} ({end:%A}) is not a fiscal quarter end for fye {doc['fye']} {cal}")

# Calendar facts stated in NOTES.md, re-derived here.
T, F, O = (CALENDARS[k] for k in ("trellis-2025-07-23", "ferrobel-2025-02-13", "ostrander-2025-09-23"))
facts = [
    (year_end("1231", 2024, T), dt.date(2024, 12, 29)),
    (year_end("1231", 2025, T), dt.date(2025, 12, 28)),
    (period_ends("1231", 2025, T)[1], dt.date(2025, 6, 29)),
    (period_ends("1231", 2025, T)[2], dt.date(2025, 9, 28)),
    (year_end("1231", 2024, F), dt.date(2024, 12, 28)),
    (year_end("1231", 2025, F), dt.date(2026, 1, 3)),
    ((year_end("1231", 2025, F) - year_end("1231", 2024, F)).days // 7, 53),
    (period_ends("1231", 2025, F)[0], dt.date(2025, 3, 29)),
    (period_ends("1231", 2025, F)[1], dt.date(2025, 6, 28)),
    (period_ends("1231", 2025, F)[3] - period_ends("1231", 2025, F)[2], dt.timedelta(weeks=14)),
    (year_end("0831", 2024, O), dt.date(2024, 8, 31)),
    (year_end("0831", 2025, O), dt.date(2025, 8, 30)),
    (year_end("0831", 2026, O), dt.date(2026, 8, 29)),
    (period_ends("0831", 2026, O)[0], dt.date(2025, 11, 22)),
    (year_end("0228", 2026, ("month",)), dt.date(2026, 2, 28)),
]
for got, want in facts:
    if got != want:
        err(f"calendar fact: computed {got}, NOTES.md says {want}")

print(f"{len(docs)} docs, {len(gold)} gold records, per split {dict(per_split)}")
for e in errors:
    print("ERROR", e)
sys.exit(1 if errors else 0)
