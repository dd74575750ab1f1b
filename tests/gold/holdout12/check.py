#!/usr/bin/env python3
"""Self-check for the holdout12 gold set (no extractor involved).

Uses goldcheck.read_docs and goldcheck.check_set, and takes holdout11's HTML table readers
(`html_rows`, `cell_vals`) from tests/gold/holdout11/check.py: that file runs its checks when it
is imported, so only those two function definitions are compiled out of it (with `ast`) and run
here. It checks that:
- docs.jsonl and gold.jsonl parse, the 10 releases exist (5 .htm, 5 .txt; each .txt has form
  feeds, each followed by a running page header), each prints its own date, filings are weekdays,
  the split alternates tune/test in writing order, each split has HTML and text, a December and a
  non-December year and a negative value, at least four years are non-December, and the record
  counts per doc, per split, in total and per basis per doc are the ones in NOTES.md;
- every record has the holdout keys, a valid metric/basis/unit and a range or a point, with no
  repeated (doc, metric, basis, period_end_hint) (goldcheck.record_shape_ok);
- every gold value is printed in its release (to rounding noise). Wellbury's "25.5%, plus or minus
  50 basis points" gives the only two values not printed as such; they are accepted only after a
  regex finds that bullet and the gold equals 25.5 -/+ 0.5;
- negative values are printed as negatives and are exactly the ones listed in EXPECTED_NEGATIVE;
- no gold value equals a listed trap of its doc and unit, and every trap is printed;
- every outlook table is read cell by cell (HTML: Skeinwick periods-as-rows, Plugstead heading rows
  over Low | High | Prior-year actual, Adquarry GAAP | Non-GAAP with colspan and N/A cells, Trelford
  rowspan period groups, Inkbarrow Low | High | Midpoint | Actual; layout text: Cressway, Oxbury,
  Siltmoor, Corbridge, with wrapped labels): current cells equal the gold, prior/actual/midpoint
  cells and rows outside the vocabulary are traps, N/A, dash and one-sided cells give no record;
- the builds and reconciliations add up, footnotes that restate ranges agree with the tables, and
  the prose sentences (raised guidance with prior ranges, quarter guides, "about"/"roughly" points,
  past-quarter ranges, consensus, long-term targets) match the gold or the traps;
- every period_end_hint is after filing, within 15 months, and a quarter end on the issuer's
  calendar (month-end; Saturday nearest Jan 31; Friday nearest Sep 30, 53-week FY2025); the
  calendar facts in NOTES.md are re-derived with their weekdays.

goldcheck.check_set expects 4 .htm / 6 .txt; this set has 5 and 5 by design, so that one message
is replaced by a 5/5 check (as holdout11 does).

Run: python3 tests/gold/holdout12/check.py            (exits 1 on any mismatch)
     python3 tests/gold/holdout12/check.py DIR        (a copy of the set in DIR, e.g. a mutant)
     python3 tests/gold/holdout12/check.py [DIR] --gold FILE --docs FILE
"""
import ast
import datetime as dt
import html
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
import goldcheck  # noqa: E402
from goldcheck import errors, err, load_jsonl, year_end, period_ends  # noqa: E402


def _import_functions(path, names):
    """The named top-level functions of a script that runs on import, without running it."""
    tree = ast.parse(path.read_text())
    body = [n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name in names]
    if {n.name for n in body} != set(names):
        raise SystemExit(f"{path}: functions {names} not found")
    ns = {"re": re, "html": html, "goldcheck": goldcheck, "err": err}
    exec(compile(ast.Module(body=body, type_ignores=[]), str(path), "exec"), ns)
    return [ns[n] for n in names]


html_rows, cell_vals = _import_functions(HERE.parent / "holdout11" / "check.py", ["html_rows", "cell_vals"])

DATA, GOLD_PATH, DOCS_PATH = goldcheck.set_paths(HERE, __doc__)

SW, CR, OX, PL, AQ = ("skeinwick-2025-06-05", "cressway-2026-02-25", "oxbury-2025-11-18", "plugstead-2025-09-03",
                      "adquarry-2025-08-07")
SM, WB, TR, IB, CB = ("siltmoor-2025-08-27", "wellbury-2025-07-30", "trelford-2025-07-31", "inkbarrow-2025-07-17",
                      "corbridge-2025-10-21")
ORDER = [SW, CR, OX, PL, AQ, SM, WB, TR, IB, CB]
EXPECTED_COUNTS = {SW: 11, CR: 9, OX: 8, PL: 10, AQ: 10, SM: 10, WB: 8, TR: 9, IB: 9, CB: 9}
EXPECTED_SPLIT_COUNTS = {"tune": 46, "test": 47}
BASIS_COUNTS = {SW: (2, 3, 6), CR: (1, 4, 4), OX: (1, 6, 1), PL: (2, 6, 2), AQ: (3, 3, 4), SM: (2, 3, 5),
                WB: (1, 2, 5), TR: (2, 4, 3), IB: (0, 4, 5), CB: (0, 2, 7)}
EXPECTED_FYE = {SW: "0131", CR: "1231", OX: "0930", PL: "0630", AQ: "1231", SM: "0731", WB: "1231", TR: "1231",
                IB: "0531", CB: "1231"}
FRI, SAT = 4, 5
Q13 = (13, 13, 13, 13)
CALENDARS = {SW: ("nearest", SAT, Q13), OX: ("nearest", FRI, Q13)}

METRICS = {"revenue", "revenue_growth", "eps", "eps_growth", "gross_margin", "operating_margin",
           "operating_expenses", "other_income", "tax_rate", "capex", "free_cash_flow",
           "operating_cash_flow", "net_income", "ebitda"}
UNITS = {"USD", "USD/share", "percent"}
PCT_METRICS = {"revenue_growth", "eps_growth", "gross_margin", "operating_margin", "tax_rate"}
BASES = {"GAAP", "non-GAAP", "unspecified"}
UNIT_KEY = {"USD": "M", "USD/share": "S", "percent": "P"}

# Printed values that must NOT be gold in their doc: "M" USD millions (or millions of shares),
# "S" per share, "P" percent / points / basis points, "X" multiples and tons (never gold).
TRAPS = {
    SW: {"M": [1287.4, 1301.9, 1270, 1300, 25.0, 38.2, 47.6, 35, 5650, 5780, 1331.0, 18, 6, 133],
         "S": [0.11, 0.15, 0.19, 0.23, 1.55, 1.75, 1.90, 0.08, 0.33, 0.27, 0.34, 2.04, 0.05, 0.04, 0.06, 0.02],
         "P": [2.1, 6.4, 39.6, 70, 3.8, 40.3, 60, 40, 40.8, 10, 1.0]},
    CR: {"M": [1402, 3081, 2950, 3050, 812.6, 371.9, 3100, 3300, 2044, 1112, 168, 1280, 1198, 1467, 472, 56,
               1240, 1310, 1510, 1580, 460, 520, 60, 2080, 2260, 880, 980, 170, 190, 95, 800, 605, 741.3, 15,
               336.4, 744.2, 591.7, 534.8],
         "S": [2.31, 2.46, 0.61, 0.66, 0.3275, 0.3120],
         "P": [5.5, 5, 7],
         "X": [1.5, 3.0, 3.5, 3.6]},
    OX: {"M": [1566, 1174, 127, 24700, 3412],
         "S": [6.21, 4.97, 7.05, 1.78, 1.39, 1.46, 6.05, 6.15, 0.11, 0.92, 0.28, 0.18],
         "P": [9.4, 14.6, 14.9, 14.3, 24.9, 12, 13, 15, 16, 100, 2],
         "X": [1.1]},
    PL: {"M": [131.4, 120, 128, 38.7, 86.5, 54.9, 58.2, 9.6, 21.3, 471.5, 268.4, 61.0, 548, 104.2, 58.6, 27.4,
               79.3, 221.7, 15, 11.8, 14, 69.9, 9.8, 9.1, 38.3, 14.7, 17.2, 63.5, 21.4, 19.8, 97.1, 2.7, 2.5,
               8.5, 180, 400],
         "P": [22, 25.9, 27.6, 25, 24.8, 26.1, 12]},
    AQ: {"M": [612.8, 506.4, 71.4, 55.9, 231.5, 187.0, 2.6, 3.1, 600, 573.2, 671, 497, 96, 38, 300, 1200, 36.2,
               31.8, 94.1, 80.6, 4.8, 6.2, 30.9, 24.1, 3.7],
         "P": [21, 38, 37, 45, 15, 18, 40]},
    SM: {"M": [3702.6, 402.1, 972.4, 22, 24, 25.8, 18.4, 96.3, 901.7],
         "S": [3.52, 3.78, 1.06, 0.11, 0.86, 0.29, 0.03],
         "P": [1.4, 14.1, 15.7, 88, 1.5, 2, 4, 1.8, 3, 7, 4.9, 3.3, 24.3, 90, 100, 18, 1.6]},
    WB: {"M": [861.3, 835, 850, 104.7, 515.8, 478.0, 270.4, 241.1, 75.1, 69.6, 788.7, 131.6, 117.9, 3360, 3440,
               1130, 1150, 390, 405, 29.5, 791.6],
         "S": [1.21, 1.49, 5.45, 5.70, 0.62, 0.33, 0.28],
         "P": [9.2, 14.6, 11.8, 5.7, 7.9, 12.2, 11.6, 25.5, 50, 6.4, 2.6]},
    TR: {"M": [4412, 41, 92, 288, 175, 90, 18400, 18900, 1100, 300, 400, 1300, 1400, 210, 4820, 2604, 2815, 1187,
               1212, 621, 640, 174, 231, 52, 47, 62, 71, 4667, 349],
         "S": [0.31, 0.19, 1.35, 1.65, 1.42, 0.37],
         "P": [6.2, 11.4, 3.0, 4, 6, 3, 5, 10]},
    IB: {"M": [402.7, 1588.4, 146.8, 41.3, 88.6, 1640, 157, 60, 77, 200, 84.6, 48.5, 30.9, 37.2, 11.6, 13.8, 9.4,
               6.1, 71.3, 68.9, 23.6, 27.5, 153.5],
         "S": [1.08, 1.62, 1.50, 1.90, 0.40, 0.20],
         "P": [1.6, 3.25, 3, 5, 4, 10]},
    CB: {"M": [318.6, 702.4, 24, 1500, 2700, 3000, 310, 148, 561.3, 603.8, 447.9, 38.2, 41.6, 29.4, 121.7, 128.9,
               144.2, 35.6, 31.2, 12.7, 68.9, 70.4, 61.0, 616.7, 672.7, 547.8],
         "S": [2.10, 2.05, 2.15, 0.12, 1.26, 1.52, 0.50],
         "X": [3.1, 2.8, 2.9, 12.1]},
}
TRAP_OVERLAP_OK = set()

EXPECTED_NEGATIVE = {
    (SW, "revenue_growth", "unspecified", "2025-08-02", "low"),
    (AQ, "other_income", "unspecified", "2025-09-30", "point"),
    (IB, "ebitda", "non-GAAP", "2025-08-31", "low"), (IB, "ebitda", "non-GAAP", "2025-08-31", "high"),
    (PL, "ebitda", "non-GAAP", "2025-09-30", "low"), (PL, "ebitda", "non-GAAP", "2025-09-30", "high"),
    (PL, "net_income", "GAAP", "2025-09-30", "low"), (PL, "net_income", "GAAP", "2025-09-30", "high"),
    (PL, "ebitda", "non-GAAP", "2026-06-30", "low"),
    (PL, "net_income", "GAAP", "2026-06-30", "low"), (PL, "net_income", "GAAP", "2026-06-30", "high"),
    (TR, "eps", "GAAP", "2025-12-31", "low"), (TR, "eps", "GAAP", "2025-12-31", "high"),
}

DATES_PRINTED = {
    SW: ["May 3, 2025", "May 4, 2024", "August 2, 2025", "January 31, 2026", "March 12, 2025"],
    CR: ["November 4, 2025", "December 31, 2025"],
    OX: ["October 3, 2025", "September 27, 2024", "October 2, 2026", "January 2, 2026"],
    PL: ["June 30, 2025", "September 30, 2025", "June 30, 2026"],
    AQ: ["June 30, 2025", "September 30, 2025"],
    SM: ["July 31, 2025", "July 31, 2026", "October 31, 2025"],
    WB: ["June 30, 2025"],
    TR: ["July 31, 2025"],
    IB: ["May 31, 2025", "May 31, 2026", "August 31, 2025"],
    CB: ["September 16, 2025"],
}


def printed_values(text):
    return goldcheck.printed_values(text, skip_years=True, flat_is_zero=True)


docs = load_jsonl(DOCS_PATH)
gold = load_jsonl(GOLD_PATH)
by_doc = goldcheck.read_docs(DATA, docs, printed_values, dates_printed=DATES_PRINTED)
flat_text = {doc: re.sub(r"\s+", " ", v[1]) for doc, v in by_doc.items()}
raw = {d["doc"]: (DATA / d["file"]).read_text() for d in docs if (DATA / d["file"]).exists()}
idx = {(r.get("doc"), r.get("metric"), r.get("basis"), r.get("period_end_hint")): r for r in gold}


def text_of(doc):
    return raw.get(doc, "")


def flat(doc):
    return flat_text.get(doc, "")


# Wellbury's "25.5%, plus or minus 50 basis points": accepted as 25.0-26.0 only after the bullet is found.
m = re.search(r"An effective tax rate of (\d+\.\d)%, plus or minus (\d+) basis points;", flat(WB))
g = idx.get((WB, "tax_rate", "unspecified", "2025-12-31"))
if not m or g is None or g["low"] is None or g["high"] is None:
    err("wellbury: the 'plus or minus' tax-rate bullet or its gold range is missing")
elif WB in by_doc:
    mid, half = float(m.group(1)), int(m.group(2)) / 100
    if abs(g["low"] - (mid - half)) > 1e-9 or abs(g["high"] - (mid + half)) > 1e-9:
        err(f"wellbury: tax-rate gold {g['low']}-{g['high']} is not {mid} -/+ {half}")
    by_doc[WB][2].update({round(mid - half, 6), round(mid + half, 6)})

per_split = goldcheck.check_set(
    DATA, docs, gold, by_doc, order=ORDER, expected_counts=EXPECTED_COUNTS, expected_split_counts=EXPECTED_SPLIT_COUNTS,
    total_range=(80, 95), traps=TRAPS, trap_overlap_ok=TRAP_OVERLAP_OK, expected_negative=EXPECTED_NEGATIVE,
    unit_key=UNIT_KEY, calendars=CALENDARS, metrics=METRICS, units=UNITS, bases=BASES, pct_metrics=PCT_METRICS,
)
errors[:] = [e for e in errors if not e.startswith("file types are ")]
if Counter(Path(d["file"]).suffix for d in docs) != Counter({".htm": 5, ".txt": 5}):
    err("file types are not 5 .htm and 5 .txt")
for d in docs:
    if EXPECTED_FYE.get(d["doc"]) != d.get("fye"):
        err(f"{d['doc']}: fye {d.get('fye')}, NOTES.md says {EXPECTED_FYE.get(d['doc'])}")
for doc, want in BASIS_COUNTS.items():
    c = Counter(r.get("basis") for r in gold if r.get("doc") == doc)
    if (c["GAAP"], c["non-GAAP"], c["unspecified"]) != want:
        err(f"{doc}: (GAAP, non-GAAP, unspecified) records {(c['GAAP'], c['non-GAAP'], c['unspecified'])}, NOTES.md says {want}")
if len(EXPECTED_NEGATIVE) != 13:
    err("NOTES.md lists thirteen negative values")
split_of = {d["doc"]: d["split"] for d in docs}
for sp in ("tune", "test"):
    mine = [d for d in docs if d["split"] == sp]
    if {Path(d["file"]).suffix for d in mine} != {".htm", ".txt"}:
        err(f"{sp}: lacks HTML or text")
    if not any(d["fye"] == "1231" for d in mine) or not any(d["fye"] != "1231" for d in mine):
        err(f"{sp}: lacks a December or a non-December fiscal year")
    if not any(split_of.get(k[0]) == sp for k in EXPECTED_NEGATIVE):
        err(f"{sp}: has no negative gold value")
if sum(1 for d in docs if d["fye"] != "1231") < 4:
    err("fewer than four non-December fiscal years")
for d in docs:
    if d["file"].endswith(".txt") and d["doc"] in raw:
        parts = raw[d["doc"]].split("\f")
        for part in parts[1:]:
            first = part.split("\n", 1)[0]
            if len(first.strip()) < 20 or "  " not in first or "Page" not in first:
                err(f"{d['doc']}: no running page header after a form feed ({first[:40]!r})")


# ---------------------------------------------------------------- helpers
gold_index = goldcheck.GoldIndex(idx, BASES)
want_range = gold_index.want_range
want_point = gold_index.want_point
want_none = gold_index.want_none
want_none_any = gold_index.want_none_any
no_gold_for = gold_index.no_gold_for


def is_trap(doc, uk, v):
    return any(abs(abs(v) - t) < 1e-6 for t in TRAPS[doc].get(uk, []))


def need_traps(doc, uk, vals, what):
    for v in vals:
        if not is_trap(doc, uk, v):
            err(f"{doc}: {what} value {v} ({uk}) is not listed as a trap")


def read_cell(doc, metric, basis, end, cell, scale, what):
    v = cell_vals(cell)
    if not v:
        want_none(doc, metric, basis, end, f"{cell!r} ({what})")
    elif len(v) == 1:
        want_point(doc, metric, basis, end, v[0] * scale, what)
    else:
        want_range(doc, metric, basis, end, v[0] * scale, v[1] * scale, what)
    return v


def lrow(doc, label, after=None):
    """The value cells of a layout-text table row whose label (lines joined by newlines) starts a
    line, first found after the text `after`; cells are separated by two or more spaces."""
    pat = r"^[ ]*" + r"[ ]*\n[ ]*".join(re.escape(p) for p in label.split("\n")) + r"(?P<rest>(?:[ ]{2,}[^\n]*)?)$"
    t = text_of(doc)
    m = re.compile(pat, re.M).search(t, t.find(after) if after and after in t else 0)
    if not m:
        err(f"{doc}: table row {label!r} not found")
        return None
    rest = re.sub(r"\$\s+", "$", m.group("rest").strip())
    return [c for c in re.split(r"\s{2,}", rest) if c]


def lvals(doc, label, after=None):
    cells = lrow(doc, label, after)
    return [cell_vals(c) for c in cells] if cells is not None else None


def sentence(doc, pat, what):
    m = re.search(pat, flat(doc))
    if not m:
        err(f"{doc}: {what} not found")
        return None
    return [goldcheck.to_float(x.replace("$", "")) if x is not None else None for x in m.groups()]


def fields(doc, metric, basis, end):
    g = idx.get((doc, metric, basis, end)) or {}
    return {k: g.get(k) for k in ("low", "high", "point") if g.get(k) is not None}


N = r"(\(?\d[\d,]*(?:\.\d+)?\)?)"

# ---------------------------------------------------------------- 1. Skeinwick (HTML, periods as rows)
cols = [("revenue", "unspecified", 1e6, "M"), ("revenue_growth", "unspecified", 1, "P"), ("eps", "GAAP", 1, "S"),
        ("eps", "non-GAAP", 1, "S")]
rows = {}
for row in html_rows(text_of(SW), "Fiscal 2025 &#8211; previous"):
    if len(row) == 5 and row[0] != "Period":
        rows[row[0].split(" (")[0]] = row
if set(rows) != {"Second quarter fiscal 2025", "Fiscal 2025 – updated", "Fiscal 2025 – previous"}:
    err(f"skeinwick: outlook rows read {sorted(rows)}")
else:
    if "August 2, 2025" not in rows["Second quarter fiscal 2025"][0] or "January 31, 2026" not in rows["Fiscal 2025 – updated"][0]:
        err("skeinwick: period rows do not state their end dates")
    for i, (metric, basis, scale, uk) in enumerate(cols, 1):
        read_cell(SW, metric, basis, "2025-08-02", rows["Second quarter fiscal 2025"][i], scale, f"Q2 {metric} {basis}")
        cur = read_cell(SW, metric, basis, "2026-01-31", rows["Fiscal 2025 – updated"][i], scale, f"FY {metric} {basis}")
        prev = cell_vals(rows["Fiscal 2025 – previous"][i])
        if len(prev) != 2:
            err(f"skeinwick: previous cell {rows['Fiscal 2025 – previous'][i]!r} is not a range")
        for c, p in zip(cur, prev):
            if c != p and not is_trap(SW, uk, p):
                err(f"skeinwick: previous {metric} {basis} {p} differs from updated {c} but is not a trap")
other = {r_[0]: r_[1] for r_ in html_rows(text_of(SW), "Weighted average diluted shares (millions)") if len(r_) == 2}
for label, metric, basis, scale in [("Adjusted gross margin", "gross_margin", "non-GAAP", 1),
                                    ("Effective tax rate", "tax_rate", "unspecified", 1),
                                    ("Capital expenditures ($ millions)", "capex", "unspecified", 1e6)]:
    if label not in other:
        err(f"skeinwick: assumption row {label} missing")
    else:
        read_cell(SW, metric, basis, "2026-01-31", other[label], scale, f"assumption {label}")
need_traps(SW, "M", cell_vals(other.get("Weighted average diluted shares (millions)", "")), "share count")
v = sentence(SW, r"net sales outlook of \$(\d+\.\d+) billion to \$(\d+\.\d+) billion", "footnote (2) restating net sales")
if v:
    want_range(SW, "revenue", "unspecified", "2026-01-31", v[0] * 1e9, v[1] * 1e9, "footnote (2)")
v = sentence(SW, r"approximately \$(\d\.\d+) per diluted share in the second quarter and \$(\d\.\d+) per diluted share for fiscal 2025",
             "footnote (1) adjustments")
if v:
    for end, adj in (("2025-08-02", v[0]), ("2026-01-31", v[1])):
        a, b = fields(SW, "eps", "non-GAAP", end), fields(SW, "eps", "GAAP", end)
        if not a or not b or any(abs(a[k] - b[k] - adj) > 1e-9 for k in ("low", "high")):
            err(f"skeinwick: adjusted less GAAP EPS for {end} is not the footnoted {adj}")
v = sentence(SW, r"Comparable sales in the second quarter are expected to be between " + N + r"% and " + N + r"%",
             "second-quarter comparable sales sentence")
if v:
    want_range(SW, "revenue_growth", "unspecified", "2025-08-02", v[0], v[1], "'between' sentence")
v = sentence(SW, r"midpoint of the \$([\d,]+) million to \$([\d,]+) million outlook the Company provided in March",
             "past first-quarter outlook")
if v:
    need_traps(SW, "M", v, "past first-quarter outlook")
no_gold_for(SW, "2025-05-03", "the reported first quarter")
v = sentence(SW, r"FactSet consensus estimate of \$(\d\.\d+)", "consensus")
if v:
    need_traps(SW, "S", v, "consensus")
if "target an adjusted operating margin of 10% by fiscal 2027" not in flat(SW):
    err("skeinwick: long-term target not found")

# ---------------------------------------------------------------- 2. Cressway (layout Low | High | Actual)
CRY = "2026-12-31"
spec = [("Net income attributable to Cressway", "net_income", "unspecified", 1e6, "M"),
        ("Diluted earnings per share (GAAP)", "eps", "GAAP", 1, "S"),
        ("Adjusted earnings per share(1)", "eps", "non-GAAP", 1, "S"),
        ("Total Adjusted EBITDA", "ebitda", "non-GAAP", 1e6, "M"),
        ("Total capital expenditures", "capex", "unspecified", 1e6, "M")]
cr = {}
for label, metric, basis, scale, uk in spec:
    c = lvals(CR, label)
    if c is None or len(c) != 3:
        err(f"cressway: row {label} has cells {c}")
        continue
    want_range(CR, metric, basis, CRY, c[0][0] * scale, c[1][0] * scale, f"guidance row {label}")
    need_traps(CR, uk, c[2], f"2025 actual {label}")
    cr[label] = c
for label in ["Gathering & Processing", "Interstate Pipelines", "NGL Logistics", "Corporate and other",
              "Distributable cash flow(1)", "Growth capital expenditures(2)", "Maintenance capital\nexpenditures"]:
    c = lvals(CR, label)
    if c is None or len(c) != 3:
        err(f"cressway: row {label!r} has cells {c}")
        continue
    cr[label] = c
    need_traps(CR, "M", [x[0] for x in c], f"component row {label!r}")
try:
    for i in range(3):
        seg = sum(cr[k][i][0] for k in ["Gathering & Processing", "Interstate Pipelines", "NGL Logistics", "Corporate and other"])
        if abs(seg - cr["Total Adjusted EBITDA"][i][0]) > 1e-6:
            err(f"cressway: segment EBITDA column {i} does not add up")
        if abs(cr["Growth capital expenditures(2)"][i][0] + cr["Maintenance capital\nexpenditures"][i][0]
               - cr["Total capital expenditures"][i][0]) > 1e-6:
            err(f"cressway: capex column {i} does not add up")
    for i in range(2):
        if abs(cr["Net income attributable to Cressway"][i][0] / cr["Diluted earnings per share (GAAP)"][i][0] - 605) > 12:
            err("cressway: net income over GAAP EPS is not about 605 million shares")
except KeyError:
    pass
v = sentence(CR, r"Cressway expects an effective tax rate of (\d+)% to (\d+)% and net cash provided by operating activities of "
             r"\$(\d+\.\d+) billion to \$(\d+\.\d+) billion in 2026\. Free cash flow, defined as distributable cash flow less "
             r"growth capital expenditures, is expected to be approximately \$(\d+\.\d+) billion", "other 2026 items")
if v:
    want_range(CR, "tax_rate", "unspecified", CRY, v[0], v[1], "tax rate")
    want_range(CR, "operating_cash_flow", "unspecified", CRY, v[2] * 1e9, v[3] * 1e9, "operating cash flow")
    want_point(CR, "free_cash_flow", "non-GAAP", CRY, v[4] * 1e9, "free cash flow")
    if "Distributable cash flow(1)" in cr and "Growth capital expenditures(2)" in cr:
        lo = cr["Distributable cash flow(1)"][0][0] - cr["Growth capital expenditures(2)"][1][0]
        hi = cr["Distributable cash flow(1)"][1][0] - cr["Growth capital expenditures(2)"][0][0]
        if not lo <= v[4] * 1e3 <= hi:
            err("cressway: free cash flow point is outside DCF less growth capex")
if "free cash flow are\nnon-GAAP measures" not in text_of(CR) and "free cash flow are non-GAAP measures" not in flat(CR):
    err("cressway: free cash flow is not called non-GAAP")
v = sentence(CR, r"For the first quarter of 2026, Cressway expects Adjusted EBITDA of approximately \$(\d+) million, compared with "
             r"\$([\d.]+) million in the first quarter of 2025\. The estimate includes roughly \$(\d+) million", "Q1 sentence")
if v:
    want_point(CR, "ebitda", "non-GAAP", "2026-03-31", v[0] * 1e6, "Q1 Adjusted EBITDA")
    need_traps(CR, "M", v[1:], "prior-year Q1 and storm effect")
v = sentence(CR, r"preliminary 2026 outlook given on November 4, 2025, which called for Adjusted EBITDA of \$(\d+\.\d+) billion to "
             r"\$(\d+\.\d+) billion", "superseded November outlook")
if v:
    need_traps(CR, "M", [x * 1e3 for x in v], "superseded November outlook")
v = sentence(CR, r"original 2025 guidance range of \$(\d+\.\d+) billion to \$(\d+\.\d+) billion", "past 2025 guidance")
if v:
    need_traps(CR, "M", [x * 1e3 for x in v], "past 2025 guidance")
v = sentence(CR, r"target Adjusted EBITDA growth of (\d+)% to (\d+)% annually through 2028", "long-term target")
if v:
    need_traps(CR, "P", v, "long-term target")
rec = {}
for label in ["Net income attributable to Cressway", "Interest expense, net", "Income tax expense", "Depreciation and amortization",
              "Adjusted EBITDA", "Current income taxes", "Maintenance capital expenditures", "Other, net", "Distributable cash flow"]:
    for mm in re.finditer(r"^[ ]*" + re.escape(label) + r"((?:[ ]+\$?[ ]*\(?[\d,]+\.\d\)?){4})[ ]*$", text_of(CR), re.M):
        rec.setdefault(label, []).append([goldcheck.to_float(x) for x in re.findall(r"\(?[\d,]+\.\d\)?", mm.group(1))])
try:
    for i in range(4):
        e = sum(rec[k][0][i] for k in ["Net income attributable to Cressway", "Interest expense, net", "Income tax expense",
                                       "Depreciation and amortization"])
        if abs(e - rec["Adjusted EBITDA"][0][i]) > 1e-6:
            err(f"cressway: EBITDA reconciliation column {i} does not add up")
        dcf = rec["Adjusted EBITDA"][0][i] + rec["Interest expense, net"][1][i] + sum(
            rec[k][0][i] for k in ["Current income taxes", "Maintenance capital expenditures", "Other, net"])
        if abs(dcf - rec["Distributable cash flow"][0][i]) > 1e-6:
            err(f"cressway: DCF reconciliation column {i} does not add up")
except (KeyError, IndexError):
    err(f"cressway: reconciliation rows read {sorted(rec)}")

# ---------------------------------------------------------------- 3. Oxbury (layout Outlook | Actual, 53-week year)
OXY, OXQ = "2026-10-02", "2026-01-02"
for label, metric, basis, scale, uk in [
        ("Adjusted net revenue growth, 52-week\ncomparable basis(b)", "revenue_growth", "non-GAAP", 1, "P"),
        ("Adjusted EBITDA(b) ($ millions)", "ebitda", "non-GAAP", 1e6, "M"),
        ("Adjusted diluted EPS(b)", "eps", "non-GAAP", 1, "S"),
        ("Diluted EPS (GAAP)", "eps", "GAAP", 1, "S"),
        ("Adjusted effective tax rate(b)", "tax_rate", "non-GAAP", 1, "P"),
        ("Free cash flow(b) ($ millions)", "free_cash_flow", "non-GAAP", 1e6, "M"),
        ("Capital expenditures ($ millions)", "capex", "unspecified", 1e6, "M")]:
    c = lrow(OX, label)
    if c is None or len(c) != 2:
        err(f"oxbury: row {label!r} has cells {c}")
        continue
    read_cell(OX, metric, basis, OXY, c[0], scale, f"outlook {label!r}")
    need_traps(OX, uk, cell_vals(c[1]), f"fiscal 2025 actual {label!r}")
c = lrow(OX, "Adjusted EBITDA margin(b)")
if c:
    need_traps(OX, "P", cell_vals(c[0]) + cell_vals(c[1]), "Adjusted EBITDA margin (outside the vocabulary)")
    want_none_any(OX, "operating_margin", OXY, "an EBITDA margin")
rec = {}
for label in ["Diluted EPS (GAAP)", "Amortization of acquired intangible assets",
              "Restructuring, integration and other charges,\nnet of tax", "Adjusted diluted EPS (non-GAAP)"]:
    c = lvals(OX, label, after="RECONCILIATION OF FISCAL 2026 DILUTED EPS OUTLOOK")
    if c and len(c) == 2:
        rec[label] = [x[0] for x in c]
if len(rec) == 4:
    for i, k in enumerate(("low", "high")):
        if abs(sum(list(rec.values())[j][i] for j in range(3)) - rec["Adjusted diluted EPS (non-GAAP)"][i]) > 1e-9:
            err(f"oxbury: EPS reconciliation {k} does not add up")
        for label, basis in (("Diluted EPS (GAAP)", "GAAP"), ("Adjusted diluted EPS (non-GAAP)", "non-GAAP")):
            if abs(fields(OX, "eps", basis, OXY).get(k, -99) - rec[label][i]) > 1e-9:
                err(f"oxbury: reconciliation {label} {k} is not the gold")
    need_traps(OX, "S", rec["Amortization of acquired intangible assets"] + rec["Restructuring, integration and other charges,\nnet of tax"],
               "reconciliation items")
else:
    err(f"oxbury: reconciliation rows read {sorted(rec)}")
v = sentence(OX, r"For the first quarter of fiscal 2026, the 13 weeks ending January 2, 2026, Oxbury expects adjusted diluted EPS of "
             r"\$(\d\.\d+) to \$(\d\.\d+), compared with \$(\d\.\d+) in the first quarter of fiscal 2025, and adjusted net revenue "
             r"growth in the mid-single digits", "Q1 sentence")
if v:
    want_range(OX, "eps", "non-GAAP", OXQ, v[0], v[1], "Q1 adjusted EPS")
    need_traps(OX, "S", [v[2]], "prior-year Q1")
    want_none_any(OX, "revenue_growth", OXQ, "'mid-single digits' (vague)")
v = sentence(OX, r"below the framework of at least (\d+)% growth .* LSEG consensus estimate of \$(\d\.\d+)", "framework and consensus")
if v:
    need_traps(OX, "P", [v[0]], "one-sided framework")
    need_traps(OX, "S", [v[1]], "consensus")
    want_none_any(OX, "eps_growth", OXY, "a one-sided framework")
v = sentence(OX, r"above the \$(\d\.\d+) to \$(\d\.\d+) range the Company set in August", "past fiscal 2025 guidance")
if v:
    need_traps(OX, "S", v, "past fiscal 2025 guidance")
v = sentence(OX, r"adjusted EPS growth of (\d+)% to (\d+)% a year, an adjusted EBITDA margin above (\d+)%", "fiscal 2029 targets")
if v:
    need_traps(OX, "P", v, "fiscal 2029 targets")

# ---------------------------------------------------------------- 4. Plugstead (HTML heading rows, Low | High | Actual)
spec = {"Revenue": ("revenue", "unspecified", 1e6, "M"), "Non-GAAP gross margin": ("gross_margin", "non-GAAP", 1, "P"),
        "Non-GAAP operating expenses": ("operating_expenses", "non-GAAP", 1e6, "M"),
        "Adjusted EBITDA": ("ebitda", "non-GAAP", 1e6, "M"), "GAAP net loss": ("net_income", "GAAP", 1e6, "M")}
period, seen = None, Counter()
for row in html_rows(text_of(PL), "Prior-year actual", spans=True):
    if len(row) == 1 and row[0][1] == 4:
        period = {"First quarter fiscal 2026": "2025-09-30", "Fiscal year 2026": "2026-06-30"}.get(row[0][0])
        if period is None:
            err(f"plugstead: unknown heading row {row[0][0]!r}")
        continue
    if len(row) != 4 or row[0][0] == "($ in millions)":
        continue
    label, lo, hi, act = (c for c, _ in row)
    if label in spec and period:
        metric, basis, scale, uk = spec[label]
        seen[label] += 1
        a, b = cell_vals(lo), cell_vals(hi)
        want_range(PL, metric, basis, period, a[0] * scale, b[0] * scale, f"{period} {label}")
        need_traps(PL, uk, cell_vals(act), f"prior-year actual {label}")
    elif label == "Capital expenditures":
        if cell_vals(lo) or not hi.startswith("up to"):
            err("plugstead: capex row is not one-sided")
        want_none_any(PL, "capex", "2026-06-30", "'up to' (one-sided)")
        need_traps(PL, "M", cell_vals(hi) + cell_vals(act), "capex")
    else:
        err(f"plugstead: unexpected row {label!r}")
if seen != Counter({k: 2 for k in spec}):
    err(f"plugstead: guidance rows read {dict(seen)}")
v = sentence(PL, r"Fourth quarter revenue was \$([\d.]+) million, above the \$(\d+) million to \$(\d+) million range the Company "
             r"guided to in May", "past fourth-quarter range")
if v:
    need_traps(PL, "M", v, "past fourth-quarter range")
no_gold_for(PL, "2025-06-30", "the reported fourth quarter and fiscal 2025")
v = sentence(PL, r"analyst average of \$(\d+) million", "consensus")
if v:
    need_traps(PL, "M", v, "consensus")
rec = {r_[0]: [cell_vals(c)[0] for c in r_[1:]] for r_ in html_rows(text_of(PL), "Interest income and other, net")
       if len(r_) == 4 and r_[0]}
try:
    for i in range(3):
        s_ = sum(rec[k][i] for k in ["GAAP net loss", "Depreciation and amortization", "Stock-based compensation",
                                      "Restructuring costs", "Interest income and other, net"])
        if abs(s_ - rec["Adjusted EBITDA"][i]) > 1e-6:
            err(f"plugstead: reconciliation column {i} does not add up")
except (KeyError, IndexError):
    err(f"plugstead: reconciliation rows read {sorted(rec)}")

# ---------------------------------------------------------------- 5. Adquarry (HTML GAAP | Non-GAAP, colspan, N/A)
spec = {"Revenue": ("revenue", 1e6), "Gross margin": ("gross_margin", 1), "Operating expenses": ("operating_expenses", 1e6),
        "Other income (expense), net": ("other_income", 1e6), "Net income": ("net_income", 1e6), "Adjusted EBITDA": ("ebitda", 1e6)}
AQQ, AQY = "2025-09-30", "2025-12-31"
seen = set()
for row in html_rows(text_of(AQ), "Third Quarter 2025 Outlook", spans=True):
    label = row[0][0]
    if label == "Third Quarter 2025 Outlook":
        continue
    if label == "Weighted average diluted shares":
        need_traps(AQ, "M", cell_vals(row[1][0]), "share count")
        continue
    if label not in spec:
        err(f"adquarry: unexpected row {label!r}")
        continue
    metric, scale = spec[label]
    seen.add(label)
    if len(row) == 2 and row[1][1] == 2:
        read_cell(AQ, metric, "unspecified", AQQ, row[1][0], scale, f"{label} (colspan)")
        want_none(AQ, metric, "GAAP", AQQ, "a colspan cell")
        want_none(AQ, metric, "non-GAAP", AQQ, "a colspan cell")
    elif len(row) == 3:
        read_cell(AQ, metric, "GAAP", AQQ, row[1][0], scale, f"GAAP {label}")
        read_cell(AQ, metric, "non-GAAP", AQQ, row[2][0], scale, f"Non-GAAP {label}")
        want_none(AQ, metric, "unspecified", AQQ, "GAAP and Non-GAAP columns")
    else:
        err(f"adquarry: row {label!r} has {len(row)} cells")
if seen != set(spec):
    err(f"adquarry: outlook rows read {sorted(seen)}")
v = sentence(AQ, r"Third-quarter revenue of \$(\d+) million to \$(\d+) million compares with revenue of \$([\d.]+) million in the "
             r"third quarter of 2024 and with a consensus estimate of \$(\d+) million", "Q3 revenue sentence")
if v:
    want_range(AQ, "revenue", "unspecified", AQQ, v[0] * 1e6, v[1] * 1e6, "Q3 revenue sentence")
    need_traps(AQ, "M", v[2:], "prior-year Q3 and consensus")
v = sentence(AQ, r"now expects full-year 2025 revenue growth of (\d+)% to (\d+)%, up from the (\d+)% to (\d+)% it expected in May, "
             r"and an Adjusted EBITDA margin of at least (\d+)%\. Capital expenditures are expected to be in the range of \$(\d+) "
             r"million to \$(\d+) million", "full-year paragraph")
if v:
    want_range(AQ, "revenue_growth", "unspecified", AQY, v[0], v[1], "FY growth")
    need_traps(AQ, "P", v[2:5], "previous growth and one-sided margin")
    want_range(AQ, "capex", "unspecified", AQY, v[5] * 1e6, v[6] * 1e6, "'in the range of' capex")
    for mt in ("operating_margin", "ebitda"):
        want_none_any(AQ, mt, AQY, "a one-sided EBITDA margin")
v = sentence(AQ, r"exceeded the Company.s outlook of at least \$(\d+) million", "past Q2 outlook")
if v:
    need_traps(AQ, "M", v, "past Q2 outlook")
no_gold_for(AQ, "2025-06-30", "the reported second quarter")
rec = {r_[0]: [cell_vals(c)[0] for c in r_[1:]] for r_ in html_rows(text_of(AQ), "Acquisition-related costs")
       if len(r_) == 3 and r_[0]}
try:
    for i in range(2):
        s_ = sum(rec[k][i] for k in ["Net income", "Depreciation and amortization", "Stock-based compensation",
                                      "Interest income, net", "Provision for income taxes", "Acquisition-related costs"])
        if abs(s_ - rec["Adjusted EBITDA"][i]) > 1e-6:
            err(f"adquarry: reconciliation column {i} does not add up")
except (KeyError, IndexError):
    err(f"adquarry: reconciliation rows read {sorted(rec)}")

# ---------------------------------------------------------------- 6. Siltmoor (layout Outlook | Actual, segments)
SMY, SMQ = "2026-07-31", "2025-10-31"
for label, metric, basis, scale, uk in [
        ("Total sales growth", "revenue_growth", "unspecified", 1, "P"),
        ("Operating margin (GAAP)", "operating_margin", "GAAP", 1, "P"),
        ("Adjusted operating margin(1)", "operating_margin", "non-GAAP", 1, "P"),
        ("Diluted EPS (GAAP)", "eps", "GAAP", 1, "S"),
        ("Adjusted diluted EPS(1)", "eps", "non-GAAP", 1, "S"),
        ("Effective tax rate", "tax_rate", "unspecified", 1, "P"),
        ("Other income, net\n($ millions)", "other_income", "unspecified", 1e6, "M"),
        ("Capital expenditures ($ millions)", "capex", "unspecified", 1e6, "M")]:
    c = lrow(SM, label)
    if c is None or len(c) != 2:
        err(f"siltmoor: row {label!r} has cells {c}")
        continue
    read_cell(SM, metric, basis, SMY, c[0], scale, f"outlook {label!r}")
    need_traps(SM, uk, cell_vals(c[1]), f"fiscal 2025 actual {label!r}")
for label, uk in [("Mobile Solutions", "P"), ("Industrial Solutions", "P"), ("Life Sciences", "P"),
                  ("Interest expense ($ millions)", "M"), ("Free cash flow\nconversion(1)", "P")]:
    c = lvals(SM, label)
    if c is None or len(c) != 2:
        err(f"siltmoor: row {label!r} has cells {c}")
        continue
    need_traps(SM, uk, [x for x in c[0] + c[1] if x != 0], f"row {label!r}")
if lvals(SM, "Life Sciences") and lvals(SM, "Life Sciences")[0][0] >= 0:
    err("siltmoor: Life Sciences range does not start with a decline")
v = sentence(SM, r"expects sales of about \$(\d+) million and adjusted diluted EPS of roughly \$(\d\.\d+), compared with sales of "
             r"\$([\d.]+) million and adjusted diluted EPS of \$(\d\.\d+) in the first quarter of fiscal 2025", "Q1 sentence")
if v:
    want_point(SM, "revenue", "unspecified", SMQ, v[0] * 1e6, "'about' Q1 sales")
    want_point(SM, "eps", "non-GAAP", SMQ, v[1], "'roughly' Q1 adjusted EPS")
    need_traps(SM, "M", [v[2]], "prior-year Q1 sales")
    need_traps(SM, "S", [v[3]], "prior-year Q1 EPS")
v = sentence(SM, r"Total sales are expected to increase between (\d+)% and (\d+)% from fiscal 2025, including a benefit of "
             r"approximately ([\d.]+) points from currency translation and about (\d+) points from pricing", "sales growth sentence")
if v:
    want_range(SM, "revenue_growth", "unspecified", SMY, v[0], v[1], "'between' sales growth")
    need_traps(SM, "P", v[2:], "currency and pricing effects")
v = sentence(SM, r"restructuring and other charges, which the Company expects to total approximately \$(\d\.\d+) per diluted share",
             "footnote (1)")
if v:
    a, b = fields(SM, "eps", "non-GAAP", SMY), fields(SM, "eps", "GAAP", SMY)
    if not a or not b or any(abs(a[k] - b[k] - v[0]) > 1e-9 for k in ("low", "high")):
        err("siltmoor: adjusted less GAAP EPS is not the footnoted adjustment")
if "target an adjusted operating margin of 18% by fiscal 2028" not in flat(SM):
    err("siltmoor: long-term target not found")
rec = {k: lvals(SM, k) for k in ["As reported (GAAP)", "Restructuring and other charges", "Tax effect of adjustments",
                                 "Adjusted (non-GAAP)"]}
if all(rec.values()):
    if abs(rec["As reported (GAAP)"][0][0] + rec["Restructuring and other charges"][0][0] - rec["Adjusted (non-GAAP)"][0][0]) > 1e-9:
        err("siltmoor: operating-margin reconciliation does not add up")
    if abs(rec["As reported (GAAP)"][1][0] + rec["Restructuring and other charges"][1][0] + rec["Tax effect of adjustments"][1][0]
           - rec["Adjusted (non-GAAP)"][1][0]) > 1e-9:
        err("siltmoor: EPS reconciliation does not add up")

# ---------------------------------------------------------------- 7. Wellbury (raised bullets, previously, +/-)
WBY, WBQ = "2025-12-31", "2025-09-30"
v = sentence(WB, r"Net service revenue of \$(\d\.\d+) billion to \$(\d\.\d+) billion \(previously \$(\d\.\d+) billion to \$(\d\.\d+) "
             r"billion\), including hospice segment revenue of \$(\d\.\d+) billion to \$(\d\.\d+) billion", "revenue bullet")
if v:
    want_range(WB, "revenue", "unspecified", WBY, v[0] * 1e9, v[1] * 1e9, "revenue bullet")
    need_traps(WB, "M", [x * 1e3 for x in v[2:]], "previous revenue and hospice segment")
v = sentence(WB, r"Adjusted EBITDA\(1\) of \$(\d+) million to \$(\d+) million \(previously \$(\d+) million to \$(\d+) million\)",
             "EBITDA bullet")
if v:
    want_range(WB, "ebitda", "non-GAAP", WBY, v[0] * 1e6, v[1] * 1e6, "EBITDA bullet")
    need_traps(WB, "M", v[2:], "previous EBITDA")
v = sentence(WB, r"Adjusted diluted EPS\(1\) of \$(\d\.\d+) to \$(\d\.\d+) \(previously \$(\d\.\d+) to \$(\d\.\d+)\), and diluted "
             r"EPS of \$(\d\.\d+) to \$(\d\.\d+) on a GAAP basis", "EPS bullet")
if v:
    want_range(WB, "eps", "non-GAAP", WBY, v[0], v[1], "adjusted EPS bullet")
    need_traps(WB, "S", v[2:4], "previous adjusted EPS")
    want_range(WB, "eps", "GAAP", WBY, v[4], v[5], "'on a GAAP basis'")
v = sentence(WB, r"Capital expenditures of \$(\d+) million to \$(\d+) million; and • Net cash provided by operating activities of "
             r"approximately \$(\d+) million", "capex and cash-flow bullets")
if v:
    want_range(WB, "capex", "unspecified", WBY, v[0] * 1e6, v[1] * 1e6, "capex bullet")
    want_point(WB, "operating_cash_flow", "unspecified", WBY, v[2] * 1e6, "operating cash flow bullet")
v = sentence(WB, r"expects net service revenue between \$(\d+) million and \$(\d+) million, compared with \$([\d.]+) million in the "
             r"third quarter of 2024", "Q3 sentence")
if v:
    want_range(WB, "revenue", "unspecified", WBQ, v[0] * 1e6, v[1] * 1e6, "Q3 'between'")
    need_traps(WB, "M", [v[2]], "prior-year Q3")
v = sentence(WB, r"above the top of the \$(\d+) million to \$(\d+) million range the Company provided in April", "past Q2 range")
if v:
    need_traps(WB, "M", v, "past Q2 range")
no_gold_for(WB, "2025-06-30", "the reported second quarter")
want_none_any(WB, "revenue_growth", WBY, "'mid-single digits' admissions growth (vague)")
rec = {}
for k in ["Diluted EPS (GAAP)", "Amortization of intangible assets", "Acquisition, integration and transaction\ncosts, net of tax",
          "Adjusted diluted EPS (non-GAAP)"]:
    c = lvals(WB, k)
    if c and len(c) == 2:
        rec[k] = [x[0] for x in c]
if len(rec) == 4:
    ks = list(rec)
    for i, k in enumerate(("low", "high")):
        if abs(rec[ks[0]][i] + rec[ks[1]][i] + rec[ks[2]][i] - rec[ks[3]][i]) > 1e-9:
            err(f"wellbury: EPS reconciliation {k} does not add up")
        if abs(fields(WB, "eps", "GAAP", WBY).get(k, -99) - rec[ks[0]][i]) > 1e-9 or \
                abs(fields(WB, "eps", "non-GAAP", WBY).get(k, -99) - rec[ks[3]][i]) > 1e-9:
            err(f"wellbury: reconciliation {k} differs from the gold")
else:
    err(f"wellbury: reconciliation rows read {sorted(rec)}")
seg = {k: lvals(WB, k) for k in ["Home Health net service revenue", "Hospice net service revenue",
                                 "Personal Care net service revenue", "Total net service revenue"]}
if all(seg.values()):
    for i in range(2):
        if abs(sum(seg[k][i][0] for k in list(seg)[:3]) - seg["Total net service revenue"][i][0]) > 1e-6:
            err(f"wellbury: segment revenue column {i} does not add up")

# ---------------------------------------------------------------- 8. Trelford (HTML rowspan period groups)
spec = {"Net sales": ("revenue", "unspecified", None), "Diluted EPS (GAAP)": ("eps", "GAAP", 1),
        "Adjusted EPS": ("eps", "non-GAAP", 1), "Adjusted effective tax rate": ("tax_rate", "non-GAAP", 1),
        "Capital expenditures": ("capex", "unspecified", None), "Free cash flow": ("free_cash_flow", "non-GAAP", None)}
period, seen = None, Counter()
for row in html_rows(text_of(TR), "Outlook (July 31, 2025)"):
    if row[0] == "Period":
        continue
    if len(row) == 3:
        period = {"Third quarter 2025": "2025-09-30", "Full year 2025": "2025-12-31"}.get(row[0])
        row = row[1:]
    if period is None or len(row) != 2:
        err(f"trelford: row {row} outside a period group")
        continue
    label, cell = row
    if label in spec:
        metric, basis, scale = spec[label]
        if scale is None:
            scale = 1e9 if "billion" in cell else 1e6
        seen[(label, period)] += 1
        read_cell(TR, metric, basis, period, cell, scale, f"{period} {label}")
    else:
        scale = 1e9 if "billion" in cell else (1e6 if "million" in cell else 1)
        need_traps(TR, "M" if scale > 1 else "P", [x * scale / 1e6 if scale > 1 else x for x in cell_vals(cell)],
                   f"other guided row {label}")
if set(seen) != {("Net sales", "2025-09-30"), ("Diluted EPS (GAAP)", "2025-09-30"), ("Adjusted EPS", "2025-09-30"),
                 ("Net sales", "2025-12-31"), ("Diluted EPS (GAAP)", "2025-12-31"), ("Adjusted EPS", "2025-12-31"),
                 ("Adjusted effective tax rate", "2025-12-31"), ("Capital expenditures", "2025-12-31"),
                 ("Free cash flow", "2025-12-31")}:
    err(f"trelford: guidance rows read {sorted(seen)}")
want_none_any(TR, "revenue_growth", "2025-12-31", "tire unit volume (not sales)")
v = sentence(TR, r"had expected 2025 net sales of \$(\d+\.\d) billion to \$(\d+\.\d) billion, adjusted EPS of \$(\d\.\d+) to "
             r"\$(\d\.\d+), capital expenditures of about \$(\d\.\d) billion and free cash flow of \$(\d+) million to \$(\d+) million\. "
             r"The adjusted EPS range compares with a consensus estimate of \$(\d\.\d+)", "April outlook and consensus")
if v:
    need_traps(TR, "M", [v[0] * 1e3, v[1] * 1e3, v[4] * 1e3, v[5], v[6]], "April outlook")
    need_traps(TR, "S", [v[2], v[3], v[7]], "April EPS and consensus")
v = sentence(TR, r"third quarter 2024 net sales were \$([\d,]+) million and adjusted EPS was \$(\d\.\d+)", "prior-year Q3")
if v:
    need_traps(TR, "M", [v[0]], "prior-year Q3 sales")
    need_traps(TR, "S", [v[1]], "prior-year Q3 EPS")
seg = {r_[0]: [cell_vals(c)[0] for c in r_[1:]] for r_ in html_rows(text_of(TR), "Europe, Middle East and Africa") if len(r_) == 5 and r_[0]}
try:
    for i in range(4):
        if abs(seg["Americas"][i] + seg["Europe, Middle East and Africa"][i] + seg["Asia Pacific"][i] - seg["Total"][i]) > 1e-6:
            err(f"trelford: segment column {i} does not add up")
except (KeyError, IndexError):
    err(f"trelford: segment rows read {sorted(seg)}")

# ---------------------------------------------------------------- 9. Inkbarrow (HTML Low | High | Midpoint | Actual)
IBY, IBQ = "2026-05-31", "2025-08-31"
spec = {"Revenue ($ millions)": ("revenue", "unspecified", 1e6, "M"), "Revenue growth": ("revenue_growth", "unspecified", 1, "P"),
        "Adjusted EBITDA ($ millions)": ("ebitda", "non-GAAP", 1e6, "M"), "Diluted EPS": ("eps", "unspecified", 1, "S"),
        "Adjusted diluted EPS": ("eps", "non-GAAP", 1, "S"), "Free cash flow ($ millions)": ("free_cash_flow", "non-GAAP", 1e6, "M"),
        "Capital expenditures ($ millions)": ("capex", "unspecified", 1e6, "M")}
seen, ib = set(), {}
for row in html_rows(text_of(IB), "Midpoint"):
    if len(row) != 5 or row[0] == "":
        continue
    label = re.sub(r"\s+", " ", row[0])
    if label not in spec:
        err(f"inkbarrow: unexpected row {label!r}")
        continue
    metric, basis, scale, uk = spec[label]
    seen.add(label)
    lo, hi, mid, act = (cell_vals(c)[0] for c in row[1:])
    ib[label] = (lo, hi, mid, act)
    want_range(IB, metric, basis, IBY, lo * scale, hi * scale, f"outlook {label}")
    if abs((lo + hi) / 2 - mid) > 1e-9:
        err(f"inkbarrow: midpoint of {label} is not the middle of the range")
    need_traps(IB, uk, [mid, act], f"midpoint and actual {label}")
if seen != set(spec):
    err(f"inkbarrow: outlook rows read {sorted(seen)}")
want_none(IB, "eps", "GAAP", IBY, "an unlabelled 'Diluted EPS' row")
if "Revenue ($ millions)" in ib and "Revenue growth" in ib:
    base = ib["Revenue ($ millions)"][3]
    for i in (0, 1):
        if abs((ib["Revenue ($ millions)"][i] / base - 1) * 100 - ib["Revenue growth"][i]) > 0.05:
            err("inkbarrow: revenue growth does not follow from the revenue range and fiscal 2025 revenue")
if "Diluted EPS" in ib and "Adjusted diluted EPS" in ib:
    v = sentence(IB, r"expected to reduce diluted EPS by approximately \$(\d\.\d+) in fiscal 2026", "footnote (1)")
    if v and any(abs(ib["Adjusted diluted EPS"][i] - ib["Diluted EPS"][i] - v[0]) > 1e-9 for i in (0, 1)):
        err("inkbarrow: adjusted less diluted EPS is not the footnoted amount")
v = sentence(IB, r"expects revenue of \$(\d+) million to \$(\d+) million and an Adjusted EBITDA loss of \$\((\d+)\) million to "
             r"\$\((\d+)\) million, compared with an Adjusted EBITDA loss of \$\(([\d.]+)\) million", "Q1 sentence")
if v:
    want_range(IB, "revenue", "unspecified", IBQ, v[0] * 1e6, v[1] * 1e6, "Q1 revenue")
    want_range(IB, "ebitda", "non-GAAP", IBQ, -v[2] * 1e6, -v[3] * 1e6, "Q1 Adjusted EBITDA loss")
    need_traps(IB, "M", [v[4]], "prior-year Q1 loss")
v = sentence(IB, r"Publishing and Distribution revenue to grow (\d+)% to (\d+)%, Education Solutions revenue to be flat to down (\d+)%",
             "segment outlook")
if v:
    need_traps(IB, "P", v, "segment outlook")
if "fiscal 2028 target of $200 million of Adjusted EBITDA" not in flat(IB):
    err("inkbarrow: long-term target not found")
rec = {r_[0]: [cell_vals(c)[0] for c in r_[1:]] for r_ in html_rows(text_of(IB), "Severance and asset impairments") if len(r_) == 3 and r_[0]}
try:
    for i in range(2):
        if abs(sum(rec[k][i] for k in ["Net income", "Provision for income taxes", "Interest expense, net",
                                       "Depreciation and amortization", "Severance and asset impairments"]) - rec["Adjusted EBITDA"][i]) > 1e-6:
            err(f"inkbarrow: reconciliation column {i} does not add up")
    if abs(rec["Adjusted EBITDA"][0] - ib["Adjusted EBITDA ($ millions)"][3]) > 1e-9:
        err("inkbarrow: reconciliation FY2025 Adjusted EBITDA differs from the outlook table's actual")
except (KeyError, IndexError):
    err(f"inkbarrow: reconciliation rows read {sorted(rec)}")

# ---------------------------------------------------------------- 10. Corbridge (layout Q4 | FY2025 | FY2026, dashes)
CBQ, CBY = "2025-12-31", "2026-12-31"
ends = [CBQ, CBQ, CBY]
for label, metric, basis, scales in [
        ("Earnings per diluted share", "eps", "unspecified", (1, None, None)),
        ("Adjusted earnings per\ndiluted share(1)", "eps", "non-GAAP", (1, None, None)),
        ("Net income ($ millions)", "net_income", "unspecified", (1e6, None, None)),
        ("Adjusted EBITDA(1)\n($ millions)", "ebitda", "non-GAAP", (1e6, None, None)),
        ("Effective tax rate", "tax_rate", "unspecified", (1, None, 1)),
        ("Capital expenditures\n($ billions)", "capex", "unspecified", (None, 1e9, 1e9)),
        ("Net cash provided by operating\nactivities ($ billions)", "operating_cash_flow", "unspecified", (None, 1e9, None))]:
    c = lrow(CB, label)
    if c is None or len(c) != 3:
        err(f"corbridge: row {label!r} has cells {c}")
        continue
    for col, (cell, scale) in enumerate(zip(c, scales)):
        if scale is None:
            if cell != "--":
                err(f"corbridge: row {label!r} column {col} is {cell!r}, expected a dash")
            continue
        read_cell(CB, metric, basis, ends[col], cell, scale, f"summary {label!r} column {col}")
c = lvals(CB, "Steel shipments (million\ntons)")
if c:
    need_traps(CB, "X", [x for cc in c for x in cc], "shipments")
v = sentence(CB, r"expects fourth quarter 2025 earnings in the range of \$(\d\.\d+) to \$(\d\.\d+) per diluted share, or net income of "
             r"\$(\d+) million to \$(\d+) million\. Excluding startup costs of approximately \$(\d+) million, or \$(\d\.\d+) per diluted "
             r"share, .* expects fourth quarter adjusted earnings of \$(\d\.\d+) to \$(\d\.\d+) per diluted share", "Q4 guidance")
if v:
    want_range(CB, "eps", "unspecified", CBQ, v[0], v[1], "Q4 'in the range of'")
    want_range(CB, "net_income", "unspecified", CBQ, v[2] * 1e6, v[3] * 1e6, "Q4 net income")
    want_range(CB, "eps", "non-GAAP", CBQ, v[6], v[7], "Q4 adjusted")
    need_traps(CB, "M", [v[4]], "startup costs")
    need_traps(CB, "S", [v[5]], "startup costs per share")
    if any(abs(v[6 + i] - v[i] - v[5]) > 1e-9 for i in (0, 1)):
        err("corbridge: adjusted less reported EPS is not the startup cost per share")
    for i in (0, 1):
        if abs(v[2 + i] / v[i] - 148) > 2:
            err("corbridge: net income over EPS is not about 148 million shares")
v = sentence(CB, r"within the company.s guidance range of \$(\d\.\d+) to \$(\d\.\d+) per diluted share provided on September 16, 2025",
             "past Q3 guidance range")
if v:
    need_traps(CB, "S", v, "past Q3 guidance range")
no_gold_for(CB, "2025-09-30", "the reported third quarter")
v = sentence(CB, r"full-year 2025 capital expenditures of approximately \$(\d\.\d) billion, below its previous estimate of \$(\d\.\d) billion, as some Ridgeway payments moved into 2026\. "
             r"For 2026 the company expects capital expenditures of \$(\d\.\d) billion to \$(\d\.\d) billion, and an effective tax "
             r"rate of (\d+)% to (\d+)%\. Net cash provided by operating activities for 2025 is expected to be about \$(\d\.\d) billion",
             "capital investments paragraph")
if v:
    want_point(CB, "capex", "unspecified", CBQ, v[0] * 1e9, "2025 capex")
    need_traps(CB, "M", [v[1] * 1e3], "previous 2025 capex")
    want_range(CB, "capex", "unspecified", CBY, v[2] * 1e9, v[3] * 1e9, "2026 capex")
    want_range(CB, "tax_rate", "unspecified", CBY, v[4], v[5], "2026 tax rate")
    want_point(CB, "operating_cash_flow", "unspecified", CBQ, v[6] * 1e9, "'about' 2025 operating cash flow")
v = sentence(CB, r"consensus estimate of \$(\d\.\d+)", "consensus")
if v:
    need_traps(CB, "S", v, "consensus")
seg = {}
for k in ["Steel operations", "Metals recycling operations", "Steel fabrication operations", "Aluminum operations (startup)",
          "Corporate and eliminations", "Operating income"]:
    c = lvals(CB, k)
    if c and len(c) == 3:
        seg[k] = [x[0] for x in c]
if len(seg) == 6:
    for i in range(3):
        if abs(sum(seg[k][i] for k in list(seg)[:5]) - seg["Operating income"][i]) > 1e-6:
            err(f"corbridge: segment column {i} does not add up")
else:
    err(f"corbridge: segment rows read {sorted(seg)}")

# ---------------------------------------------------------------- calendars
D = dt.date
SC, OC = CALENDARS[SW], CALENDARS[OX]
facts = [
    (year_end("0131", 2025, SC), D(2025, 2, 1)),
    (year_end("0131", 2026, SC), D(2026, 1, 31)),
    (period_ends("0131", 2026, SC), [D(2025, 5, 3), D(2025, 8, 2), D(2025, 11, 1), D(2026, 1, 31)]),
    (period_ends("0131", 2025, SC)[0], D(2024, 5, 4)),
    (year_end("0930", 2024, OC), D(2024, 9, 27)),
    (year_end("0930", 2025, OC), D(2025, 10, 3)),
    (year_end("0930", 2026, OC), D(2026, 10, 2)),
    ((year_end("0930", 2025, OC) - year_end("0930", 2024, OC)).days // 7, 53),
    ((year_end("0930", 2026, OC) - year_end("0930", 2025, OC)).days // 7, 52),
    (period_ends("0930", 2026, OC), [D(2026, 1, 2), D(2026, 4, 3), D(2026, 7, 3), D(2026, 10, 2)]),
    (period_ends("0630", 2026, ("month",))[0], D(2025, 9, 30)),
    (period_ends("0731", 2026, ("month",))[0], D(2025, 10, 31)),
    (period_ends("0531", 2026, ("month",))[0], D(2025, 8, 31)),
]
for got_, want in facts:
    if got_ != want:
        err(f"calendar fact: computed {got_}, NOTES.md says {want}")
for day, name in [(D(2025, 5, 3), "Saturday"), (D(2024, 5, 4), "Saturday"), (D(2025, 8, 2), "Saturday"),
                  (D(2026, 1, 31), "Saturday"), (D(2025, 10, 3), "Friday"), (D(2024, 9, 27), "Friday"),
                  (D(2026, 10, 2), "Friday"), (D(2026, 1, 2), "Friday")]:
    if day.strftime("%A") != name:
        err(f"calendar fact: {day} is a {day:%A}, NOTES.md says {name}")

print(f"{len(docs)} docs, {len(gold)} gold records, per split {dict(per_split)}")
for e in errors:
    print("ERROR", e)
sys.exit(1 if errors else 0)
