#!/usr/bin/env python3
"""Self-check for the holdout3 gold set (no extractor involved).

Checks that:
- docs.jsonl and gold.jsonl parse, every doc file exists, there are 10 docs (4 .htm, 6 .txt), the
  split is 5 tune / 5 test and alternates in the order the releases were written, and the record
  counts per doc and per split are the ones stated in NOTES.md;
- every record has the holdout keys and a valid metric, basis and unit, a range or a point, and no
  two records of one doc share (metric, basis, period_end_hint);
- every gold value is printed in its release: directly, scaled to thousands/millions/billions, as a
  bound of an "X +/- Y" / "X, plus or minus Y" expression, "flat" for 0, or through one of the few
  derivations listed in DERIVED (each of which is re-checked against the printed numbers);
- every negative value is printed in parentheses or next to a word for a decline or an expense;
- every period_end_hint is after the filing date, within 15 months of it, and is the last day of a
  fiscal quarter on the issuer's own calendar (month-end calendars, a 52/53-week Friday-nearest-
  June-30 calendar with the extra week in Q1, and a 52/53-week last-Sunday-of-October calendar).

Run: python3 tests/gold/holdout3/check.py     (exits 1 on any mismatch)
"""
import datetime as dt
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from goldcheck import errors, err, load_jsonl, plain_text, to_float, close  # noqa: E402

ORDER = ["brookhollow-2025-06-17", "quillmark-2025-03-20", "tessaline-2025-05-01",
         "vantorix-2025-02-20", "meridane-2025-07-29", "cinderpath-2025-07-31",
         "halcyra-2025-08-05", "larchmont-2025-06-26", "stormhaven-2025-07-24",
         "prairieline-2025-05-15"]
EXPECTED_COUNTS = {"brookhollow-2025-06-17": 10, "quillmark-2025-03-20": 14,
                   "tessaline-2025-05-01": 10, "vantorix-2025-02-20": 12,
                   "meridane-2025-07-29": 8, "cinderpath-2025-07-31": 10,
                   "halcyra-2025-08-05": 7, "larchmont-2025-06-26": 12,
                   "stormhaven-2025-07-24": 10, "prairieline-2025-05-15": 6}
EXPECTED_SPLIT_COUNTS = {"tune": 45, "test": 54}

# Fiscal calendars. ("month",): quarters end on month-ends, the year on the fye month-end.
# ("nearest", weekday, extra_q): 52/53 weeks ending on the weekday nearest the fye month-end; in a
# 53-week year the extra week falls in quarter extra_q. ("last", weekday, extra_q): 52/53 weeks
# ending on the last such weekday of the fye month.
FRI, SUN = 4, 6
CALENDARS = {"meridane-2025-07-29": ("nearest", FRI, 1),
             "prairieline-2025-05-15": ("last", SUN, 4)}

METRICS = {"revenue", "revenue_growth", "eps", "eps_growth", "gross_margin", "operating_margin",
           "operating_expenses", "operating_income", "other_income", "tax_rate", "capex",
           "free_cash_flow", "operating_cash_flow", "net_income", "ebitda"}
UNITS = {"USD", "USD/share", "percent"}
PCT_METRICS = {"revenue_growth", "eps_growth", "gross_margin", "operating_margin", "tax_rate"}
BASES = {"GAAP", "non-GAAP", "unspecified"}

# Values that are not printed as such; each is base -/+ delta with base and delta printed in the
# named doc. (doc, gold value) -> (base, delta, sign)
DERIVED = {
    # "GAAP and non-GAAP diluted EPS of $1.90 and $2.20, respectively, each plus or minus $0.20"
    ("meridane-2025-07-29", 1.70): (1.90, 0.20, -1),
    ("meridane-2025-07-29", 2.10): (1.90, 0.20, +1),
    ("meridane-2025-07-29", 2.00): (2.20, 0.20, -1),
    ("meridane-2025-07-29", 2.40): (2.20, 0.20, +1),
}

NUM = r"\(?-?\d[\d,]*(?:\.\d+)?\)?"
SCALE = {None: 1.0, "": 1.0, "million": 1.0, "billion": 1000.0}


def printed_values(text):
    """Every number printed in the text, plus the bounds of +/- expressions."""
    vals = set()
    for m in re.finditer(NUM, text):
        try:
            vals.add(round(abs(to_float(m.group())), 6))
        except ValueError:
            pass
    pm = re.compile(r"\$?(" + NUM + r")\s*(%|million|billion)?,?\s*(?:\+/-|plus or minus)\s*\$?("
                    + NUM + r")\s*(%|million|billion|basis points|bps)?")
    for m in pm.finditer(text):
        x, ux, y, uy = to_float(m.group(1)), m.group(2), to_float(m.group(3)), m.group(4)
        if uy in ("basis points", "bps"):
            lo, hi = x - y / 100, x + y / 100
        elif uy == "%" and ux != "%":
            lo, hi = x * (1 - y / 100), x * (1 + y / 100)     # amount +/- percent
        else:
            y = y * SCALE.get(uy if uy != "%" else None, 1.0) / SCALE.get(ux if ux != "%" else None, 1.0)
            lo, hi = x - y, x + y
        vals.update({round(abs(lo), 6), round(abs(hi), 6)})
    if re.search(r"\bflat\b", text, re.I):
        vals.add(0.0)
    return vals


def value_printed(v, unit, vals):
    cands = {abs(v)}
    if unit == "USD" and abs(v) >= 1_000_000:
        cands |= {abs(v) / 1e6, abs(v) / 1e9, abs(v) / 1e3}
    return any(any(close(c, p) for p in vals) for c in cands)


NEG_WORDS = r"(declin|decreas|down|lower|expense|loss|reduc)"


def sign_ok(v, unit, text):
    """A negative gold value must be printed in parentheses or near a word for a decline."""
    cands = [abs(v)] + ([abs(v) / 1e6, abs(v) / 1e9] if unit == "USD" and abs(v) >= 1e6 else [])
    for c in cands:
        s = f"{c:g}"
        for m in re.finditer(r"\(\s*\$?" + re.escape(s) + r"\s*\)", text):
            return True
        for m in re.finditer(r"(?<![\d.])\$?" + re.escape(s) + r"(?![\d])", text):
            window = text[max(0, m.start() - 120):m.end() + 40]
            if re.search(NEG_WORDS, window, re.I):
                return True
    return False


def last_weekday_of_month(y, m, wd):
    d = (dt.date(y + (m == 12), m % 12 + 1, 1) - dt.timedelta(days=1))
    while d.weekday() != wd:
        d -= dt.timedelta(days=1)
    return d


def year_end(fye, year, cal):
    m, d = int(fye[:2]), int(fye[2:])
    if cal[0] == "month":
        return dt.date(year + (m == 12), m % 12 + 1, 1) - dt.timedelta(days=1)
    if cal[0] == "last":
        return last_weekday_of_month(year, m, cal[1])
    anchor = dt.date(year, m, d)
    for k in range(-3, 4):
        x = anchor + dt.timedelta(days=k)
        if x.weekday() == cal[1]:
            return x
    raise AssertionError


def quarter_ends(fye, fy_year, cal):
    end = year_end(fye, fy_year, cal)
    if cal[0] == "month":
        out = []
        for k in (3, 2, 1, 0):
            y, m = end.year, end.month - 3 * k
            while m <= 0:
                m += 12
                y -= 1
            out.append(dt.date(y + (m == 12), m % 12 + 1, 1) - dt.timedelta(days=1))
        return out
    start = year_end(fye, fy_year - 1, cal)
    weeks = (end - start).days // 7
    q = [13, 13, 13, 13]
    if weeks == 53:
        q[cal[2] - 1] = 14
    out, d = [], start
    for w in q:
        d = d + dt.timedelta(weeks=w)
        out.append(d)
    assert out[-1] == end
    return out


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
    text = plain_text(p)
    by_doc[d["doc"]] = (d, text, printed_values(text))
    if dt.date.fromisoformat(d["filed"]).isoformat() != d["doc"][-10:]:
        err(f"{d['doc']}: filed date differs from the name")
    if dt.date.fromisoformat(d["filed"]).weekday() >= 5:
        err(f"{d['doc']}: filed on a weekend")

if [d["doc"] for d in docs] != ORDER:
    err("docs.jsonl is not in the writing order")
if [d["split"] for d in docs] != ["tune", "test"] * 5:
    err(f"split does not alternate tune/test: {[d['split'] for d in docs]}")
exts = Counter(Path(d["file"]).suffix for d in docs)
if exts != Counter({".htm": 4, ".txt": 6}):
    err(f"file types are {dict(exts)}, expected 4 .htm and 6 .txt")

per_doc = Counter(r.get("doc") for r in gold)
for doc, n in EXPECTED_COUNTS.items():
    if per_doc.get(doc, 0) != n:
        err(f"{doc}: {per_doc.get(doc, 0)} records, NOTES.md says {n}")
split_of = {d["doc"]: d["split"] for d in docs}
per_split = Counter(split_of.get(r.get("doc")) for r in gold)
if dict(per_split) != EXPECTED_SPLIT_COUNTS:
    err(f"records per split {dict(per_split)} != {EXPECTED_SPLIT_COUNTS}")

seen = set()
for i, r in enumerate(gold, 1):
    tag = f"gold.jsonl:{i} {r.get('doc')} {r.get('metric')} {r.get('basis')} {r.get('period_end_hint')}"
    if set(r) != {"doc", "metric", "basis", "period_end_hint", "low", "high", "point", "unit"}:
        err(f"{tag}: keys {sorted(r)}")
        continue
    if r["doc"] not in by_doc:
        err(f"{tag}: unknown doc")
        continue
    if r["metric"] not in METRICS or r["unit"] not in UNITS or r["basis"] not in BASES:
        err(f"{tag}: bad metric/unit/basis")
    want_unit = "percent" if r["metric"] in PCT_METRICS else ("USD/share" if r["metric"] == "eps" else "USD")
    if r["unit"] != want_unit:
        err(f"{tag}: unit {r['unit']}, expected {want_unit}")
    key = (r["doc"], r["metric"], r["basis"], r["period_end_hint"])
    if key in seen:
        err(f"{tag}: duplicate (doc, metric, basis, period_end_hint)")
    seen.add(key)
    rng = r["low"] is not None and r["high"] is not None and r["point"] is None
    pt = r["point"] is not None and r["low"] is None and r["high"] is None
    if not (rng or pt):
        err(f"{tag}: needs low+high or point")
    if rng and r["low"] > r["high"]:
        err(f"{tag}: low > high")
    doc, text, vals = by_doc[r["doc"]]
    for k in ("low", "high", "point"):
        v = r[k]
        if v is None:
            continue
        if (r["doc"], v) in DERIVED:
            base, delta, sign = DERIVED[(r["doc"], v)]
            if not (value_printed(base, r["unit"], vals) and value_printed(delta, r["unit"], vals)
                    and close(base + sign * delta, v)):
                err(f"{tag}: derived {k}={v} does not follow from printed {base} and {delta}")
        elif not value_printed(v, r["unit"], vals):
            err(f"{tag}: {k}={v} not printed in the release")
        if v < 0 and not sign_ok(v, r["unit"], text):
            err(f"{tag}: {k}={v} is negative but not printed as a decline")
    try:
        end = dt.date.fromisoformat(r["period_end_hint"])
    except (TypeError, ValueError):
        err(f"{tag}: bad period_end_hint {r['period_end_hint']}")
        continue
    filed = dt.date.fromisoformat(doc["filed"])
    if not (filed < end <= filed + dt.timedelta(days=460)):
        err(f"{tag}: period ends {end}, not within 15 months after filing {filed}")
    cal = CALENDARS.get(r["doc"], ("month",))
    if not any(end in quarter_ends(doc["fye"], y, cal) for y in (end.year, end.year + 1)):
        err(f"{tag}: {end} ({end:%A}) is not a fiscal quarter end for fye {doc['fye']} {cal}")

# Calendar facts stated in NOTES.md, re-derived here.
facts = [
    (year_end("0630", 2025, CALENDARS["meridane-2025-07-29"]), dt.date(2025, 6, 27)),
    (year_end("0630", 2026, CALENDARS["meridane-2025-07-29"]), dt.date(2026, 7, 3)),
    (quarter_ends("0630", 2026, CALENDARS["meridane-2025-07-29"])[0], dt.date(2025, 10, 3)),
    (year_end("1031", 2024, CALENDARS["prairieline-2025-05-15"]), dt.date(2024, 10, 27)),
    (year_end("1031", 2025, CALENDARS["prairieline-2025-05-15"]), dt.date(2025, 10, 26)),
    (quarter_ends("1031", 2025, CALENDARS["prairieline-2025-05-15"])[1], dt.date(2025, 4, 27)),
    (quarter_ends("1031", 2025, CALENDARS["prairieline-2025-05-15"])[2], dt.date(2025, 7, 27)),
]
for got, want in facts:
    if got != want:
        err(f"calendar fact: computed {got}, NOTES.md says {want}")

print(f"{len(docs)} docs, {len(gold)} gold records, per split {dict(per_split)}")
for e in errors:
    print("ERROR", e)
sys.exit(1 if errors else 0)
