#!/usr/bin/env python3
"""Self-check for the holdout2 gold set (no extractor involved).

Checks that docs.jsonl and gold.jsonl parse, that every doc file exists, that the split is 5/5, that
every gold value appears in its release in some printed form (directly, scaled to millions or
billions, parenthesised when negative, or as the bound of an "X +/- Y" / "X plus or minus Y"
expression), and that every period_end_hint is a real date that ends a fiscal quarter or year on the
issuer's calendar and lies after the filing date.

Run: python3 tests/gold/holdout2/check.py
"""
import datetime as dt
import html
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from goldcheck import errors, err, load_jsonl, to_float  # noqa: E402
# Issuers on a 52/53-week year ending on the Saturday nearest the fye month-day.
WEEK_52_53 = {"vellamo-2025-03-06", "ashgrove-2025-05-01"}
METRICS = {"revenue", "revenue_growth", "eps", "eps_growth", "gross_margin", "operating_margin",
           "operating_expenses", "operating_income", "other_income", "tax_rate", "capex",
           "free_cash_flow", "operating_cash_flow", "net_income", "ebitda", "other"}
UNITS = {"USD", "USD/share", "percent"}
BASES = {"GAAP", "non-GAAP", "unspecified"}

def plain_text(path):
    raw = path.read_text()
    if path.suffix in (".htm", ".html"):
        raw = re.sub(r"<[^>]+>", " ", raw)
        raw = html.unescape(raw)
    return raw.replace("\u2013", "-").replace("\u2014", "-").replace("\xa0", " ")


NUM = r"\(?-?\d[\d,]*(?:\.\d+)?\)?"


def printed_values(text):
    """Every number printed in the text, plus the bounds of +/- expressions."""
    vals = set()
    for m in re.finditer(NUM, text):
        try:
            vals.add(round(abs(to_float(m.group())), 6))
        except ValueError:
            pass
    pm = re.compile(r"\$?(" + NUM + r")\s*(?:million|billion)?\s*(?:\+/-|plus or minus)\s*\$?(" + NUM
                    + r")\s*(%|basis points|bps)?")
    for m in pm.finditer(text):
        x, y, u = to_float(m.group(1)), to_float(m.group(2)), m.group(3)
        if u == "%" and "%" not in text[m.start(1):m.end(1) + 1]:
            lo, hi = x * (1 - y / 100), x * (1 + y / 100)      # amount +/- percent
        elif u in ("basis points", "bps"):
            lo, hi = x - y / 100, x + y / 100
        else:
            lo, hi = x - y, x + y
        vals.update({round(abs(lo), 6), round(abs(hi), 6)})
    if re.search(r"\bflat\b", text, re.I):
        vals.add(0.0)                                           # "flat to up 1%"
    return vals


def value_printed(v, unit, vals):
    cands = {abs(v)}
    if unit == "USD" and abs(v) >= 1_000_000:
        cands |= {abs(v) / 1e6, abs(v) / 1e9, abs(v) / 1e3}
    return any(any(abs(c - p) <= max(0.011, 0.0005 * c) for p in vals) for c in cands)


def fiscal_year_end(fye, year, week_52_53):
    m, d = int(fye[:2]), int(fye[2:])
    if m == 2 and d == 29:
        d = 28
    anchor = dt.date(year, m, d)
    if not week_52_53:
        return anchor
    for k in range(-3, 4):
        x = anchor + dt.timedelta(days=k)
        if x.weekday() == 5:
            return x
    raise AssertionError


def quarter_ends(fye, fy_year, week_52_53):
    end = fiscal_year_end(fye, fy_year, week_52_53)
    start = fiscal_year_end(fye, fy_year - 1, week_52_53)
    if week_52_53:
        return [start + dt.timedelta(weeks=13 * k) for k in (1, 2, 3)] + [end]
    out = []
    for k in (3, 2, 1, 0):
        y, m = end.year, end.month - 3 * k
        while m <= 0:
            m += 12
            y -= 1
        nxt = dt.date(y + (m == 12), m % 12 + 1, 1)
        out.append(nxt - dt.timedelta(days=1))
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
    by_doc[d["doc"]] = (d, printed_values(plain_text(p)))
splits = [d["split"] for d in docs]
if splits.count("tune") != 5 or splits.count("test") != 5:
    err(f"split is not 5/5: {splits}")

for i, r in enumerate(gold, 1):
    tag = f"gold.jsonl:{i} {r.get('doc')} {r.get('metric')}"
    if set(r) != {"doc", "metric", "basis", "period_end_hint", "low", "high", "point", "unit"}:
        err(f"{tag}: keys {sorted(r)}")
    if r["doc"] not in by_doc:
        err(f"{tag}: unknown doc")
        continue
    if r["metric"] not in METRICS or r["unit"] not in UNITS or r["basis"] not in BASES:
        err(f"{tag}: bad metric/unit/basis")
    rng = r["low"] is not None and r["high"] is not None and r["point"] is None
    pt = r["point"] is not None and r["low"] is None and r["high"] is None
    if not (rng or pt):
        err(f"{tag}: needs low+high or point")
    if rng and r["low"] > r["high"]:
        err(f"{tag}: low > high")
    doc, vals = by_doc[r["doc"]]
    for k in ("low", "high", "point"):
        if r[k] is not None and not value_printed(r[k], r["unit"], vals):
            err(f"{tag}: {k}={r[k]} not printed in the release")
    try:
        end = dt.date.fromisoformat(r["period_end_hint"])
    except (TypeError, ValueError):
        err(f"{tag}: bad period_end_hint {r['period_end_hint']}")
        continue
    filed = dt.date.fromisoformat(doc["filed"])
    if end <= filed:
        err(f"{tag}: period ends {end}, not after filing {filed}")
    w = r["doc"] in WEEK_52_53
    ok = any(end in quarter_ends(doc["fye"], y, w) for y in (end.year, end.year + 1))
    if not ok:
        err(f"{tag}: {end} ({end:%A}) is not a fiscal quarter/year end for fye {doc['fye']}")

print(f"{len(docs)} docs, {len(gold)} gold records")
for e in errors:
    print("ERROR", e)
sys.exit(1 if errors else 0)
