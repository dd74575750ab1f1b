#!/usr/bin/env python3
"""Self-check for the holdout13 gold set (no extractor involved).

Everything generic comes from tests/gold/goldcheck.py: read_docs, check_set (file mix, split,
counts, record shape, values printed, signs, traps, calendars), GoldIndex (with its record of
which gold keys a printed figure confirmed), and the table readers html_matrix, cell_vals and
layout_row that were added to goldcheck.py for this set. Nothing is taken from another set's
check.py. This script checks that:
- docs.jsonl and gold.jsonl parse, the 10 releases exist (5 .htm, 5 .txt; each .txt has form
  feeds, each followed by a running page header with "Page"), each prints its own date and the
  period-end dates it states, filings are weekdays, the split alternates tune/test in writing
  order, each split has HTML and text, a December and a non-December year and a negative value;
  at least five years are non-December, two are 52/53-week years, and two releases guide a half
  year; the record counts per doc, per split, in total and per basis per doc are NOTES.md's;
- every record has the holdout keys, a valid metric/basis/unit, a range or a point, no repeated
  (doc, metric, basis, period_end_hint) (goldcheck.record_shape_ok);
- every gold value is printed in its release (to rounding noise). The only exceptions are the
  two "plus or minus" guides (Cadenmoor revenue "$3.15 billion, plus or minus 2%", Kindlewood 2026
  capex "$160 million, plus or minus $20 million"), accepted only after a regex finds the sentence
  and the gold equals the computed bounds;
- negative values are printed as negatives and are exactly EXPECTED_NEGATIVE;
- no gold value equals a listed trap of its doc and unit, and every trap is printed;
- every outlook table is read cell by cell (HTML: Thistlegate outlook | change | actual,
  Renvale GAAP | adjustments | adjusted, Wavelune period colspans over Low | High, Ravelstone
  periods as rows with a prior row, Fernhallow EPS bridge and two-column table; layout text:
  Cadenmoor periods as rows with wrapped labels, Larkhollow Q1 | FY | actual, Brenmark guidance |
  actual, Copperpot Q1 | 1H | FY, Kindlewood segments): current cells equal the gold, actual,
  prior, component and out-of-vocabulary cells are traps, dash cells give no record;
- the prose sentences (headlines, "respectively", "approximately", "down X% to up Y%", "a decline
  of", "flat to up", basis points, first-half and quarter guides, prior outlooks, consensus,
  long-term targets) match the gold or the traps, and builds and reconciliations add up;
- every gold record was matched to at least one table cell or sentence (GoldIndex.all_confirmed);
- every period_end_hint is after filing, within 15 months, and a period end on the issuer's
  calendar; the calendar facts in NOTES.md are re-derived with their weekdays.

Run: python3 tests/gold/holdout13/check.py            (exits 1 on any mismatch)
     python3 tests/gold/holdout13/check.py DIR        (a copy of the set in DIR, e.g. a mutant)
     python3 tests/gold/holdout13/check.py [DIR] --gold FILE --docs FILE
"""
import datetime as dt
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
import goldcheck  # noqa: E402
from goldcheck import (errors, err, load_jsonl, year_end, period_ends, html_matrix, cell_vals,  # noqa: E402
                       layout_row, to_float)

DATA, GOLD_PATH, DOCS_PATH = goldcheck.set_paths(HERE, __doc__)

TL, CM, LH, RV, WL = ("thistlegate-2025-07-30", "cadenmoor-2025-11-20", "larkhollow-2026-03-19", "renvale-2025-08-05",
                      "wavelune-2025-11-12")
BM, CP, RS, FH, KW = ("brenmark-2026-02-19", "copperpot-2026-04-22", "ravelstone-2025-08-07", "fernhallow-2025-08-20",
                      "kindlewood-2025-10-29")
ORDER = [TL, CM, LH, RV, WL, BM, CP, RS, FH, KW]
EXPECTED_COUNTS = {TL: 11, CM: 10, LH: 12, RV: 10, WL: 10, BM: 7, CP: 10, RS: 12, FH: 9, KW: 8}
EXPECTED_SPLIT_COUNTS = {"tune": 52, "test": 47}
BASIS_COUNTS = {TL: (2, 5, 4), CM: (0, 5, 5), LH: (3, 3, 6), RV: (2, 4, 4), WL: (3, 4, 3), BM: (0, 3, 4),
                CP: (1, 4, 5), RS: (0, 4, 8), FH: (1, 5, 3), KW: (2, 1, 5)}
EXPECTED_FYE = {TL: "1231", CM: "0930", LH: "0131", RV: "1231", WL: "0930", BM: "1231", CP: "0228", RS: "1231",
                FH: "0630", KW: "1231"}
SAT = 5
Q13 = (13, 13, 13, 13)
CALENDARS = {LH: ("nearest", SAT, Q13), WL: ("nearest", SAT, Q13)}

METRICS = {"revenue", "revenue_growth", "eps", "eps_growth", "gross_margin", "operating_margin",
           "operating_expenses", "other_income", "tax_rate", "capex", "free_cash_flow",
           "operating_cash_flow", "net_income", "ebitda"}
UNITS = {"USD", "USD/share", "percent"}
PCT_METRICS = {"revenue_growth", "eps_growth", "gross_margin", "operating_margin", "tax_rate"}
BASES = {"GAAP", "non-GAAP", "unspecified"}
UNIT_KEY = {"USD": "M", "USD/share": "S", "percent": "P"}

# Printed values that must NOT be gold in their doc: "M" USD millions (or millions of shares),
# "S" per share, "P" percent / points / basis points, "X" counts, ounces, $/oz, multiples (never gold).
TRAPS = {
    TL: {"M": [1184.6, 1078.9, 147.6, 133.9, 281.3, 248.6, 214.5, 75.0, 1.3, 9, 4073.7, 951.2, 598.4, 57.9, 4370,
               4450, 1025, 1055, 359, 1112.8, 49.2, 44.1, 9.4, 10.2, 66.0, 57.8, 4.6, 1.9, 4.5],
         "S": [0.41, 0.37, 0.44, 0.39, 1.36, 1.46, 1.58, 1.65, 1.63, 0.17],
         "P": [9.8, 6.9, 23.7, 70, 7.1, 23.3, 23.5, 23.8, 20, 50, 9.3, 12.0, 2.5, 25, 7, 8, 23.0]},
    CM: {"M": [3012.4, 711.6, 690, 705, 497.3, 774.9, 171.2, 801.7, 169.5, 3150, 12, 40, 150, 400, 118.6, 4.1,
               66.2, 58.9, 295.0, 262.7, 23.0, 20.1, 104.8, 93.9, 37.4, 38.0, 148.3, 151.2, 36.1, 33.4, 139.5,
               128.8, 6.0, 11.3, 14.2, 22.5, 2.5, 2.2, 9.8, 8.6, 163.9, 667.7],
         "S": [1.29, 0.98, 0.22, 0.31, 0.34, 1.45, 0.30, 0.03, 0.19],
         "P": [6.1, 6.8, 8.9, 9.4, 23.6, 7, 6, 8, 2, 24.8, 120, 27]},
    LH: {"M": [812.4, 846.0, 2703.5, 88.6, 611.8, 40.2, 41.5],
         "S": [1.02, 0.90, 0.98, 0.88, 2.31, 1.93, 0.05, 0.08, 2.46, 0.25, 0.36, 0.31, 0.13, 0.09],
         "P": [3.1, 1.8, 39.4, 4.6, 5.5, 0.6, 80, 8],
         "X": [212, 4, 3, 5, 14]},
    RV: {"M": [3412, 532, 548, 402, 231, 412, 2.9, 14, 1655, 1765, 45, 1700, 1810, 240, 1720, 1870, 3327, 541, 550,
               596, 171, 158, 438, 9, 2],
         "S": [2.44, 2.71, 0.45, 9.40, 10.40, 9.75, 2.62, 2.52, 2.59, 0.27, 0.07],
         "P": [0.5, 2.5, 3.5, 1, 12, 15]},
    WL: {"M": [318.4, 300, 330, 21.6, 4.9, 2.4, 30.0, 170, 1548.3, 37.9, 131.5, 14, 16, 58, 64, 538.6, 551, 25, 45,
               13.8, 14.9, 3.1, 4.0, 54.2, 61.3, 11.8, 3.6, 62.1],
         "P": [310, 42.1, 43.3, 100, 150]},
    BM: {"M": [862.4, 1855.0, 1063.9, 362.1, 150.0, 318.4, 402.6, 360, 400, 290, 340, 371, 262, 633, 95, 110, 88.4,
               75, 72.6, 560, 600, 548.1, 141.2, 394.8, 151.3, 10.1, 41.7, 2.4, 8.0, 623.4, 582.9, 1696.9, 180.3],
         "S": [3.98, 4.05, 1.47, 1.52, 0.25, 0.10],
         "P": [31.4, 46, 0.5],
         "X": [1046, 1000, 1080, 1598, 3180, 284, 1571, 1020, 1100, 430, 460, 330, 260, 280, 441, 352, 253, 1180,
               1260, 1560, 1660, 1214, 3400, 100, 1050, 1130, 1.2, 360]},
    CP: {"M": [455.2, 468.9, 1843.6, 241.7, 131.0, 45.3, 871.4, 412.9, 35, 25],
         "S": [4.38, 4.25, 4.50, 0.52, 1.06, 2.71, 0.95, 0.45, 0.55, 4.79, 0.24, 0.96, 0.21, 0.15, 0.41, 0.06, 0.22],
         "P": [2.4, 10.8, 20, 70, 190, 13],
         "X": [2.4]},
    RS: {"M": [636.8, 29.9, 117.3, 1.6, 33.9, 400, 170.4, 310, 2540, 228, 240, 440, 460, 95, 152, 1450, 29.906,
               117.3, 115.842],
         "S": [0.21, 0.23, 1.62, 1.70, 0.75, 0.83, 0.79],
         "X": [2.5, 3.0]},
    FH: {"M": [1248.7, 203.5, 118.2, 318.0, 41.8, 1.1, 60.0, 88.9, 91.4, 28.6, 29.9, 19.7, 22.3, 51.2, 49.0, 15.1,
               4.6, 197.2],
         "S": [1.84, 2.41, 2.30, 2.42, 0.38, 0.63, 0.12, 0.20, 0.05, 0.09, 0.18, 0.10, 0.06, 0.08, 0.61, 2.52, 0.23],
         "P": [3.1, 0.6, 20]},
    KW: {"M": [912.6, 948.1, 21.4, 38.7, 32, 45, 876.3, 28, 31, 20, 5, 8, 37, 38, 16, 4.2, 12.6, 44.9, 14.6, 22,
               240, 212.4, 650, 160, 6.8, 6.9, 2.3, 9.8, 10.4, 52.6, 49.9, 4.6, 69.4],
         "S": [0.28, 0.22],
         "P": [6, 10, 2, 5, 3, 35.2],
         "X": [742, 468, 10]},
}
TRAP_OVERLAP_OK = set()

EXPECTED_NEGATIVE = {
    (LH, "revenue_growth", "unspecified", "2026-05-02", "low"), (LH, "revenue_growth", "unspecified", "2026-05-02", "high"),
    (LH, "eps", "GAAP", "2026-05-02", "low"), (LH, "eps", "GAAP", "2026-05-02", "high"),
    (LH, "eps", "non-GAAP", "2026-05-02", "low"),
    (LH, "revenue_growth", "unspecified", "2027-01-30", "low"), (LH, "revenue_growth", "unspecified", "2027-01-30", "high"),
    (WL, "revenue_growth", "unspecified", "2025-12-27", "low"),
    (WL, "net_income", "GAAP", "2026-10-03", "low"), (WL, "net_income", "GAAP", "2026-10-03", "high"),
    (CP, "revenue_growth", "unspecified", "2026-08-31", "low"), (CP, "revenue_growth", "unspecified", "2026-08-31", "high"),
    (FH, "eps_growth", "non-GAAP", "2025-09-30", "low"), (FH, "eps_growth", "non-GAAP", "2025-09-30", "high"),
    (KW, "revenue_growth", "unspecified", "2025-12-31", "low"), (KW, "revenue_growth", "unspecified", "2025-12-31", "high"),
    (KW, "ebitda", "non-GAAP", "2025-12-31", "low"),
    (KW, "net_income", "GAAP", "2025-12-31", "low"), (KW, "net_income", "GAAP", "2025-12-31", "high"),
    (KW, "eps", "GAAP", "2025-12-31", "low"), (KW, "eps", "GAAP", "2025-12-31", "high"),
}

DATES_PRINTED = {
    TL: ["June 30, 2025", "April 23, 2025"],
    CM: ["September 30, 2025", "December 31, 2025", "September 30, 2026"],
    LH: ["January 31, 2026", "May 2, 2026", "January 30, 2027"],
    RV: ["June 30, 2025", "May 13, 2025"],
    WL: ["September 27, 2025", "December 27, 2025", "October 3, 2026"],
    BM: ["December 31, 2025"],
    CP: ["February 28, 2026", "February 28, 2027", "August 31, 2026", "May 31, 2026"],
    RS: ["June 30, 2025", "May 7, 2025"],
    FH: ["June 30, 2025", "June 30, 2026", "September 30, 2025"],
    KW: ["September 30, 2025"],
}


def printed_values(text):
    return goldcheck.printed_values(text, skip_years=True, flat_is_zero=True)


docs = load_jsonl(DOCS_PATH)
gold = load_jsonl(GOLD_PATH)
by_doc = goldcheck.read_docs(DATA, docs, printed_values, dates_printed=DATES_PRINTED)
flat_text = {doc: re.sub(r"\s+", " ", v[1]) for doc, v in by_doc.items()}
raw = {d["doc"]: (DATA / d["file"]).read_text() for d in docs if (DATA / d["file"]).exists()}
idx = {(r.get("doc"), r.get("metric"), r.get("basis"), r.get("period_end_hint")): r for r in gold}
gi = goldcheck.GoldIndex(idx, BASES)
want_range, want_point, want_none, want_none_any, no_gold_for = (gi.want_range, gi.want_point, gi.want_none,
                                                                 gi.want_none_any, gi.no_gold_for)


def text_of(doc):
    return raw.get(doc, "")


def flat(doc):
    return flat_text.get(doc, "")


def sentence(doc, pat, what):
    """The numbers a regex captures in a release's flattened text (tags dropped, dashes plain)."""
    m = re.search(pat, flat(doc))
    if not m:
        err(f"{doc}: {what} not found")
        return None
    return [to_float(x.replace("$", "")) if x is not None else None for x in m.groups()]


def fields(doc, metric, basis, end):
    g = idx.get((doc, metric, basis, end)) or {}
    return {k: g.get(k) for k in ("low", "high", "point") if g.get(k) is not None}


def lohi(doc, metric, basis, end):
    """The gold (low, high) of a record, or None (with an error) when it is not a range."""
    f = fields(doc, metric, basis, end)
    if "low" not in f or "high" not in f:
        err(f"{doc}: {metric} {basis} {end} is not a gold range")
        return None
    return f["low"], f["high"]


def is_trap(doc, uk, v):
    return any(abs(abs(v) - t) < 1e-6 for t in TRAPS[doc].get(uk, []))


def need_traps(doc, uk, vals, what):
    for v in vals:
        if v is not None and not is_trap(doc, uk, v):
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


def lrow(doc, label, after=None, n=None):
    c = layout_row(text_of(doc), label, after)
    if c is not None and n is not None and len(c) != n:
        err(f"{doc}: layout row {label!r} has {len(c)} cells {c}, expected {n}")
        return None
    return c


def adds_up(doc, parts, total, what, tol=0.051):
    if abs(sum(parts) - total) > tol:
        err(f"{doc}: {what} does not add up ({sum(parts):.3f} vs {total})")


def matrix_rows(doc, marker):
    return {r_[0]: r_ for r_ in html_matrix(text_of(doc), marker) if r_ and r_[0]}


N = r"(\d[\d,]*(?:\.\d+)?)"

# ---------------------------------------------------------------- the two "plus or minus" guides
m = re.search(r"total revenue of approximately \$(\d+\.\d+) billion, plus or minus (\d+)%", flat(CM))
g = idx.get((CM, "revenue", "unspecified", "2026-09-30"))
if not m or not g or g["low"] is None:
    err("cadenmoor: the 'plus or minus 2%' revenue sentence or its gold range is missing")
else:
    mid, p = float(m.group(1)) * 1e9, int(m.group(2)) / 100
    lo, hi = round(mid * (1 - p)), round(mid * (1 + p))
    want_range(CM, "revenue", "unspecified", "2026-09-30", lo, hi, "'$3.15 billion, plus or minus 2%'")
    if CM in by_doc:
        by_doc[CM][2].update({round(lo / 1e9, 6), round(hi / 1e9, 6)})
    if "(2) Approximately $3.15 billion, plus or minus 2%." not in flat(CM):
        err("cadenmoor: footnote (2) does not restate the plus-or-minus revenue guide")
m = re.search(r"preliminary capital budget is \$(\d+) million, plus or minus \$(\d+) million", flat(KW))
g = idx.get((KW, "capex", "unspecified", "2026-12-31"))
if not m or not g or g["low"] is None:
    err("kindlewood: the 'plus or minus $20 million' capex sentence or its gold range is missing")
else:
    mid, half = int(m.group(1)), int(m.group(2))
    want_range(KW, "capex", "unspecified", "2026-12-31", (mid - half) * 1e6, (mid + half) * 1e6, "'$160 million, plus or minus'")
    if KW in by_doc:
        by_doc[KW][2].update({float(mid - half), float(mid + half)})

per_split = goldcheck.check_set(
    DATA, docs, gold, by_doc, order=ORDER, expected_counts=EXPECTED_COUNTS, expected_split_counts=EXPECTED_SPLIT_COUNTS,
    total_range=(90, 100), traps=TRAPS, trap_overlap_ok=TRAP_OVERLAP_OK, expected_negative=EXPECTED_NEGATIVE,
    unit_key=UNIT_KEY, calendars=CALENDARS, metrics=METRICS, units=UNITS, bases=BASES, pct_metrics=PCT_METRICS,
    file_types={".htm": 5, ".txt": 5},
)
for d in docs:
    if EXPECTED_FYE.get(d["doc"]) != d.get("fye"):
        err(f"{d['doc']}: fye {d.get('fye')}, NOTES.md says {EXPECTED_FYE.get(d['doc'])}")
for doc, want in BASIS_COUNTS.items():
    c = Counter(r.get("basis") for r in gold if r.get("doc") == doc)
    if (c["GAAP"], c["non-GAAP"], c["unspecified"]) != want:
        err(f"{doc}: (GAAP, non-GAAP, unspecified) records {(c['GAAP'], c['non-GAAP'], c['unspecified'])}, NOTES.md says {want}")
if len(EXPECTED_NEGATIVE) != 21:
    err("NOTES.md lists twenty-one negative values")
split_of = {d["doc"]: d["split"] for d in docs}
for sp in ("tune", "test"):
    mine = [d for d in docs if d["split"] == sp]
    if {Path(d["file"]).suffix for d in mine} != {".htm", ".txt"}:
        err(f"{sp}: lacks HTML or text")
    if not any(d["fye"] == "1231" for d in mine) or not any(d["fye"] != "1231" for d in mine):
        err(f"{sp}: lacks a December or a non-December fiscal year")
    if not any(split_of.get(k[0]) == sp for k in EXPECTED_NEGATIVE):
        err(f"{sp}: has no negative gold value")
    if not any(r.get("low") is not None and r["low"] < 0 and split_of.get(r.get("doc")) == sp for r in gold):
        err(f"{sp}: no negative value in gold.jsonl")
if sum(1 for d in docs if d["fye"] != "1231") < 5:
    err("fewer than five non-December fiscal years")
if len([d for d in docs if d["doc"] in CALENDARS]) < 2:
    err("fewer than two 52/53-week calendars")
for doc, end, words in [(BM, "2026-06-30", "First-half capital expenditures"), (CP, "2026-08-31", "For the first half of fiscal 2027")]:
    if not any(k[0] == doc and k[3] == end for k in idx) or words not in flat(doc):
        err(f"{doc}: the half-year guide ({end}) is missing from the gold or the release")
for d in docs:
    if d["file"].endswith(".txt") and d["doc"] in raw:
        parts = raw[d["doc"]].split("\f")
        if len(parts) < 2:
            err(f"{d['doc']}: no form feed")
        for part in parts[1:]:
            first = part.split("\n", 1)[0]
            if len(first.strip()) < 20 or "  " not in first or "Page" not in first:
                err(f"{d['doc']}: no running page header after a form feed ({first[:40]!r})")
        for part in parts:
            if not re.search(r"\n[ ]{40,}\d\n*$", part):
                err(f"{d['doc']}: a page does not end with a page number")
        if len(re.findall(r"(?m)^[ ]{40,}\d+[ ]*$", raw[d["doc"]])) != len(parts):
            err(f"{d['doc']}: {len(parts)} pages between form feeds but a different number of page numbers")
        header = parts[1].split("\n", 1)[0] if len(parts) > 1 else None
        if header:
            stem = header.split("Page")[0].rstrip()
            for mm in re.finditer(r"(?m)^" + re.escape(stem) + r"[ ]+Page \d+$", raw[d["doc"]]):
                if mm.start() == 0 or raw[d["doc"]][mm.start() - 1] != "\f":
                    err(f"{d['doc']}: a running page header is not preceded by a form feed")
    if d["file"].endswith(".htm") and d["doc"] in raw and len(goldcheck.html_tables(raw[d["doc"]])) < 2:
        err(f"{d['doc']}: fewer than two <table>s")

# ---------------------------------------------------------------- 1. Thistlegate (HTML outlook | change | actual)
TLQ, TLY = "2025-09-30", "2025-12-31"
spec = {"Revenue": (("revenue", "unspecified", 1e6, "M"), ("revenue_growth", "unspecified")),
        "Organic revenue growth": (("revenue_growth", "non-GAAP", 1, "P"), None),
        "Adjusted EBITDA": (("ebitda", "non-GAAP", 1e6, "M"), "trap"),
        "Adjusted EBITDA margin": ("trap", "trap"),
        "GAAP diluted EPS": (("eps", "GAAP", 1, "S"), ("eps_growth", "GAAP")),
        "Adjusted diluted EPS": (("eps", "non-GAAP", 1, "S"), ("eps_growth", "non-GAAP")),
        "Free cash flow": (("free_cash_flow", "non-GAAP", 1e6, "M"), None),
        "Capital expenditures": (("capex", "unspecified", 1e6, "M"), None)}
rows = matrix_rows(TL, "Change vs. 2024")
if rows.get("($ in millions, except per share data)") != ["($ in millions, except per share data)", "2025 Outlook",
                                                          "Change vs. 2024", "2024 Actual"]:
    err(f"thistlegate: outlook header {rows.get('($ in millions, except per share data)')}")
if set(rows) - {"($ in millions, except per share data)"} != set(spec):
    err(f"thistlegate: outlook rows read {sorted(rows)}")
for label, (main, change) in spec.items():
    row = rows.get(label)
    if not row or len(row) != 4:
        err(f"thistlegate: row {label!r} is {row}")
        continue
    _, out, chg, act = row
    uk = main[3] if main != "trap" else "P"
    need_traps(TL, uk, cell_vals(act), f"2024 actual {label}")
    if main == "trap":
        need_traps(TL, "P", cell_vals(out) + cell_vals(chg), f"{label} (outside the vocabulary)")
        want_none_any(TL, "operating_margin", TLY, "an EBITDA margin")
        continue
    metric, basis, scale, uk = main
    v = read_cell(TL, metric, basis, TLY, out, scale, f"outlook {label}")
    if change is None:
        if cell_vals(chg):
            err(f"thistlegate: {label} change cell {chg!r} is not a dash")
        continue
    c = cell_vals(chg)
    if change == "trap":
        need_traps(TL, "P", c, f"{label} change (EBITDA growth, outside the vocabulary)")
    else:
        read_cell(TL, change[0], change[1], TLY, chg, 1, f"change vs. 2024 of {label}")
    a = cell_vals(act)
    if len(v) == 2 and len(c) == 2 and a:
        for x, g_ in zip(v, c):
            if abs((x / a[0] - 1) * 100 - g_) > 0.051:
                err(f"thistlegate: {label} change {g_} does not follow from {x} over {a[0]}")
v = sentence(TL, r"Raises Full-Year Adjusted EPS Outlook to \$(\d\.\d+)-\$(\d\.\d+)", "EPS headline")
if v:
    want_range(TL, "eps", "non-GAAP", TLY, v[0], v[1], "headline 'Raises ... to'")
v = sentence(TL, r"Revenue Outlook Now \$(\d\.\d+) Billion to \$(\d\.\d+) Billion", "revenue headline")
if v:
    want_range(TL, "revenue", "unspecified", TLY, v[0] * 1e9, v[1] * 1e9, "revenue headline")
v = sentence(TL, r"For the third quarter of 2025, Thistlegate expects revenue of \$" + N + r" million to \$" + N + r" million, "
             r"compared with \$" + N + r" million in the third quarter of 2024, and an adjusted EBITDA margin of about (\d+)%",
             "Q3 sentence")
if v:
    want_range(TL, "revenue", "unspecified", TLQ, v[0] * 1e6, v[1] * 1e6, "Q3 revenue")
    need_traps(TL, "M", [v[2]], "prior-year Q3")
    need_traps(TL, "P", [v[3]], "Q3 EBITDA margin (other)")
    for mt in ("operating_margin", "ebitda"):
        want_none_any(TL, mt, TLQ, "an 'about 25%' EBITDA margin")
v = sentence(TL, r"issued on April 23, 2025, which called for revenue of \$" + N + r" million to \$" + N + r" million, adjusted "
             r"EBITDA of \$" + N + r" million to \$" + N + r" million and adjusted diluted EPS of \$(\d\.\d+) to \$(\d\.\d+)\. The "
             r"midpoint of the new adjusted EPS range compares with a FactSet consensus estimate of \$(\d\.\d+)", "prior outlook")
if v:
    need_traps(TL, "M", v[:4], "April outlook")
    need_traps(TL, "S", v[4:], "April EPS and consensus")
v = sentence(TL, r"2028 framework of organic revenue growth of (\d+)% to (\d+)% a year and an adjusted EBITDA margin of (\d+)% or more",
             "2028 framework")
if v:
    need_traps(TL, "P", v, "2028 framework")
v = sentence(TL, r"acquisitions are expected to add approximately (\d\.\d) points", "acquisition contribution")
if v:
    need_traps(TL, "P", v, "acquisition contribution")
v = sentence(TL, r"dividend of \$(\d\.\d+) per share", "dividend")
if v:
    need_traps(TL, "S", v, "dividend")
want_none_any(TL, "revenue_growth", TLQ, "a 'high-single-digit' segment growth")
no_gold_for(TL, "2025-06-30", "the reported second quarter")
rec = matrix_rows(TL, "Acquisition-related costs")
try:
    for i in (1, 2):
        adds_up(TL, [cell_vals(rec[k][i])[0] for k in ["Net income", "Provision for income taxes", "Interest expense, net",
                                                        "Depreciation and amortization", "Acquisition-related costs",
                                                        "Restructuring and other"]],
                cell_vals(rec["Adjusted EBITDA"][i])[0], f"EBITDA reconciliation column {i}", 1e-6)
        if abs(cell_vals(rec["Adjusted EBITDA"][i])[0] / cell_vals(rec["Revenue"][i])[0] * 100
               - cell_vals(rec["Adjusted EBITDA margin"][i])[0]) > 0.05:
            err(f"thistlegate: reconciliation margin column {i} is wrong")
except (KeyError, IndexError):
    err(f"thistlegate: reconciliation rows read {sorted(rec)}")

# ---------------------------------------------------------------- 2. Cadenmoor (layout: periods as rows, metrics as columns)
CMQ, CMY = "2025-12-31", "2026-09-30"
cols = [("revenue", "unspecified", 1e6, "M"), ("ebitda", "non-GAAP", 1e6, "M"), ("eps", "non-GAAP", 1, "S"),
        ("free_cash_flow", "non-GAAP", 1e6, "M")]
c = lrow(CM, "First quarter fiscal 2026\n(three months ending\nDecember 31, 2025)", "FISCAL 2026 OUTLOOK", 4)
if c:
    for (metric, basis, scale, _), cell in zip(cols, c):
        read_cell(CM, metric, basis, CMQ, cell, scale, f"Q1 {metric}")
c = lrow(CM, "Fiscal 2026 (year ending\nSeptember 30, 2026)", "FISCAL 2026 OUTLOOK", 4)
if c:
    if c[0] != "(2)":
        err(f"cadenmoor: fiscal 2026 revenue cell {c[0]!r} is not the footnote reference (2)")
    for (metric, basis, scale, _), cell in list(zip(cols, c))[1:]:
        read_cell(CM, metric, basis, CMY, cell, scale, f"FY {metric}")
for label in ["Fiscal 2025 actual", "First quarter fiscal 2025\nactual"]:
    c = lrow(CM, label, "FISCAL 2026 OUTLOOK", 4)
    if c:
        for (_, _, _, uk), cell in zip(cols, c):
            need_traps(CM, uk, cell_vals(cell), f"actual row {label!r}")
v = sentence(CM, r"expects fiscal 2026 diluted EPS and adjusted diluted EPS of \$(\d\.\d+) to \$(\d\.\d+) and \$(\d\.\d+) to "
             r"\$(\d\.\d+), respectively\. The difference between the two consists mainly of the amortization of acquired "
             r"catalogs, about \$(\d\.\d+) per share, and restructuring charges of about \$(\d\.\d+) per share", "'respectively' sentence")
if v:
    want_range(CM, "eps", "unspecified", CMY, v[0], v[1], "unlabelled diluted EPS ('respectively')")
    want_range(CM, "eps", "non-GAAP", CMY, v[2], v[3], "adjusted diluted EPS ('respectively')")
    want_none(CM, "eps", "GAAP", CMY, "an unlabelled 'diluted EPS'")
    need_traps(CM, "S", v[4:], "EPS adjustments")
    for i in (0, 1):
        adds_up(CM, [v[i], v[4], v[5]], v[2 + i], "adjusted EPS = diluted EPS + adjustments", 1e-6)
v = sentence(CM, r"Adjusted EBITDA margin of about (\d+\.\d)%, up roughly (\d+) basis points", "EBITDA margin sentence")
if v:
    need_traps(CM, "P", v, "EBITDA margin (other)")
    want_none_any(CM, "operating_margin", CMY, "an EBITDA margin")
v = sentence(CM, r"capital expenditures of \$(\d+) million to \$(\d+) million, including approximately \$(\d+) million for the new "
             r"royalty-processing platform; an effective tax rate of (\d+)% to (\d+)%; and interest expense of approximately "
             r"\$(\d+) million\. Cadenmoor also expects to invest approximately \$(\d+) million in catalog acquisitions",
             "other items paragraph")
if v:
    want_range(CM, "capex", "unspecified", CMY, v[0] * 1e6, v[1] * 1e6, "capex")
    want_range(CM, "tax_rate", "unspecified", CMY, v[3], v[4], "tax rate")
    need_traps(CM, "M", [v[2], v[5], v[6]], "platform capex, interest, catalog acquisitions")
v = sentence(CM, r"streaming growth of about (\d+)% and Music Publishing revenue growth of (\d+)% to (\d+)%, partly offset by "
             r"physical revenue, which is expected to decline at a low-to-mid single-digit rate", "segment growth sentence")
if v:
    need_traps(CM, "P", v, "segment growth")
want_none_any(CM, "revenue_growth", CMY, "segment growth and a 'low-to-mid single-digit' decline")
v = sentence(CM, r"above the \$(\d+) million to \$(\d+) million range the Company gave in May", "past fiscal 2025 range")
if v:
    need_traps(CM, "M", v, "past fiscal 2025 range")
v = sentence(CM, r"average analyst estimate of \$(\d\.\d+), according to LSEG", "consensus")
if v:
    need_traps(CM, "S", v, "consensus")
v = sentence(CM, r"target an Adjusted EBITDA margin of (\d+)% by fiscal 2028", "long-term target")
if v:
    need_traps(CM, "P", v, "long-term target")
v = sentence(CM, r"quarterly cash dividend of \$(\d\.\d+) per share", "dividend")
if v:
    need_traps(CM, "S", v, "dividend")
no_gold_for(CM, "2025-09-30", "the reported fourth quarter and fiscal 2025")
rec = {}
for label in ["Net income", "Income tax expense", "Interest expense, net", "Depreciation and amortization", "Restructuring costs",
              "Stock-based compensation", "Adjusted EBITDA"]:
    c = lrow(CM, label, "RECONCILIATION OF NET INCOME TO ADJUSTED EBITDA", 4)
    if c:
        rec[label] = [cell_vals(x)[0] for x in c]
if len(rec) == 7:
    for i in range(4):
        adds_up(CM, [rec[k][i] for k in list(rec)[:6]], rec["Adjusted EBITDA"][i], f"reconciliation column {i}", 1e-6)
    need_traps(CM, "M", [x for k in rec for x in rec[k]], "reconciliation")
    if rec["Adjusted EBITDA"][2] != 711.6:
        err("cadenmoor: reconciliation FY2025 Adjusted EBITDA differs from the outlook table's actual")

# ---------------------------------------------------------------- 3. Larkhollow (layout Q1 | FY | actual; negatives)
LHQ, LHY = "2026-05-02", "2027-01-30"
AFTER = "is summarized below."
spec = [("Net sales ($ millions)", "revenue", "unspecified", 1e6, "M"), ("Comparable sales", "revenue_growth", "unspecified", 1, "P"),
        ("Gross margin", "gross_margin", "unspecified", 1, "P"), ("Operating margin (GAAP)", "operating_margin", "GAAP", 1, "P"),
        ("Adjusted operating margin(1)", "operating_margin", "non-GAAP", 1, "P"), ("Diluted EPS (GAAP)", "eps", "GAAP", 1, "S"),
        ("Adjusted diluted EPS(1)", "eps", "non-GAAP", 1, "S"), ("Capital expenditures\n($ millions)", "capex", "unspecified", 1e6, "M")]
lh = {}
for label, metric, basis, scale, uk in spec:
    c = lrow(LH, label, AFTER, 3)
    if not c:
        continue
    lh[label] = [cell_vals(x) for x in c]
    read_cell(LH, metric, basis, LHQ, c[0], scale, f"Q1 {label!r}")
    read_cell(LH, metric, basis, LHY, c[1], scale, f"FY {label!r}")
    need_traps(LH, uk, cell_vals(c[2]), f"fiscal 2025 actual {label!r}")
c = lrow(LH, "Net new showrooms", AFTER, 3)
if c:
    need_traps(LH, "X", [x for cc in c for x in cell_vals(cc)], "showrooms")
if "Net sales ($ millions)" in lh:
    act = lh["Net sales ($ millions)"][2][0]
    if not all(-6 < (x / act - 1) * 100 < -1.9 for x in lh["Net sales ($ millions)"][1]):
        err("larkhollow: fiscal 2026 net sales range is not a decline of about 2% to 6% from fiscal 2025")
v = sentence(LH, r"net sales of \$(\d\.\d+) billion to \$(\d\.\d+) billion, with comparable sales expected to decline (\d+)% to (\d+)%",
             "net sales and comparable sales bullet")
if v:
    want_range(LH, "revenue", "unspecified", LHY, v[0] * 1e9, v[1] * 1e9, "bullet net sales")
    want_range(LH, "revenue_growth", "unspecified", LHY, -v[3], -v[2], "bullet 'decline 2% to 4%'")
v = sentence(LH, r"Fiscal 2026 adjusted EPS\(1\) outlook of \$(\d\.\d+) to \$(\d\.\d+), compared with \$(\d\.\d+) in fiscal 2025",
             "EPS bullet")
if v:
    want_range(LH, "eps", "non-GAAP", LHY, v[0], v[1], "EPS bullet")
    need_traps(LH, "S", [v[2]], "fiscal 2025 EPS")
v = sentence(LH, r"adjusted EPS\(1\) of \$(\d\.\d+) exceeded the high end of the December outlook of \$(\d\.\d+) to \$(\d\.\d+)",
             "past Q4 outlook")
if v:
    need_traps(LH, "S", v, "Q4 result and December outlook")
v = sentence(LH, r"In the first quarter of fiscal 2025, net sales were \$([\d.]+) million, comparable sales increased ([\d.]+)%, and "
             r"diluted EPS and adjusted diluted EPS were \$\((\d\.\d+)\) and \$(\d\.\d+), respectively", "prior-year Q1")
if v:
    need_traps(LH, "M", [v[0]], "prior-year Q1 sales")
    need_traps(LH, "P", [v[1]], "prior-year Q1 comps")
    need_traps(LH, "S", v[2:], "prior-year Q1 EPS")
v = sentence(LH, r"includes approximately (\d+) basis points of pressure from tariffs", "tariff effect")
if v:
    need_traps(LH, "P", v, "tariff effect")
v = sentence(LH, r"FactSet consensus estimate of \$(\d\.\d+)\. The outlook assumes approximately ([\d.]+) million", "consensus and shares")
if v:
    need_traps(LH, "S", [v[0]], "consensus")
    need_traps(LH, "M", [v[1]], "share count")
if "a return to an adjusted operating margin of 8% by fiscal 2028" not in flat(LH):
    err("larkhollow: long-term target not found")
v = sentence(LH, r"declared a quarterly dividend of \$(\d\.\d+) per share", "dividend")
if v:
    need_traps(LH, "S", v, "dividend")
no_gold_for(LH, "2026-01-31", "the reported fourth quarter and fiscal 2025")
rec = {}
for label in ["Diluted EPS (GAAP)", "Showroom closure and impairment\ncosts", "Amortization of acquired intangible assets",
              "Tax effect of adjustments", "Adjusted diluted EPS (non-GAAP)"]:
    c = lrow(LH, label, "ADJUSTED DILUTED EPS OUTLOOK (NON-GAAP)", 2)
    if c:
        rec[label] = [cell_vals(x)[0] for x in c]
if len(rec) == 5:
    ks = list(rec)
    for i, k in enumerate(("low", "high")):
        adds_up(LH, [rec[x][i] for x in ks[:4]], rec[ks[4]][i], f"EPS reconciliation {k}", 1e-6)
        if abs(fields(LH, "eps", "GAAP", LHY).get(k, -99) - rec[ks[0]][i]) > 1e-9 or \
                abs(fields(LH, "eps", "non-GAAP", LHY).get(k, -99) - rec[ks[4]][i]) > 1e-9:
            err(f"larkhollow: reconciliation {k} differs from the gold")
    need_traps(LH, "S", [x for k in ks[1:4] for x in rec[k]], "reconciliation items")
else:
    err(f"larkhollow: reconciliation rows read {sorted(rec)}")

# ---------------------------------------------------------------- 4. Renvale (HTML GAAP | adjustments | adjusted)
RVQ, RVY = "2025-09-30", "2025-12-31"
rows = matrix_rows(RV, "Adjustments")
if rows.get("Full year 2025") != ["Full year 2025", "GAAP outlook", "Adjustments", "Adjusted outlook"]:
    err(f"renvale: header {rows.get('Full year 2025')}")
spec = {"Operating income ($ millions)": (None, "M"), "Diluted EPS from continuing operations": ("eps", "S"),
        "Effective tax rate attributable to Renvale": ("tax_rate", "P")}
for label, (metric, uk) in spec.items():
    row = rows.get(label)
    if not row or len(row) != 4:
        err(f"renvale: row {label!r} is {row}")
        continue
    g_, a_, j_ = cell_vals(row[1]), cell_vals(row[2]), cell_vals(row[3])
    if len(g_) != 2 or len(a_) != 1 or len(j_) != 2 or any(abs(g_[i] + a_[0] - j_[i]) > 1e-6 for i in (0, 1)):
        err(f"renvale: {label} GAAP + adjustment != adjusted ({g_}, {a_}, {j_})")
    need_traps(RV, uk, a_, f"{label} adjustment")
    if metric is None:
        need_traps(RV, uk, g_ + j_, "operating income (outside the vocabulary)")
        continue
    scale = 1
    read_cell(RV, metric, "GAAP", RVY, row[1], scale, f"GAAP outlook {label}")
    read_cell(RV, metric, "non-GAAP", RVY, row[3], scale, f"adjusted outlook {label}")
    want_none(RV, metric, "unspecified", RVY, "GAAP and adjusted columns")
if set(rows) != set(spec) | {"Full year 2025"}:
    err(f"renvale: outlook rows read {sorted(rows)}")
v = sentence(RV, r"consolidated revenues to grow (\d+)% to (\d+)% over 2024; operating cash flow of \$(\d\.\d+) billion to "
             r"\$(\d\.\d+) billion and free cash flow \(1\) of \$" + N + r" million to \$" + N + r" million; capital expenditures "
             r"of approximately \$(\d+) million, of which about \$(\d+) million relates to new centers", "full-year bullets")
if v:
    want_range(RV, "revenue_growth", "unspecified", RVY, v[0], v[1], "revenue growth bullet")
    want_range(RV, "operating_cash_flow", "unspecified", RVY, v[2] * 1e9, v[3] * 1e9, "operating cash flow bullet")
    want_range(RV, "free_cash_flow", "non-GAAP", RVY, v[4] * 1e6, v[5] * 1e6, "free cash flow bullet")
    want_point(RV, "capex", "unspecified", RVY, v[6] * 1e6, "'approximately' capex")
    need_traps(RV, "M", [v[7]], "new-center capex (part)")
v = sentence(RV, r"treatment volume to be flat to down (\d+)%; and patient care costs per treatment to rise (\d\.\d)% to (\d\.\d)%",
             "volume and cost bullets")
if v:
    need_traps(RV, "P", v, "volume and cost per treatment")
v = sentence(RV, r"called for adjusted operating income of \$" + N + r" million to \$" + N + r" million and adjusted diluted EPS from "
             r"continuing operations of \$(\d+\.\d+) to \$(\d+\.\d+)\. The midpoint of the new adjusted EPS range compares with an "
             r"analysts. consensus estimate of \$(\d\.\d+)", "May outlook and consensus")
if v:
    need_traps(RV, "M", v[:2], "May operating income")
    need_traps(RV, "S", v[2:], "May EPS and consensus")
v = sentence(RV, r"For the third quarter of 2025, Renvale expects adjusted diluted EPS from continuing operations of \$(\d\.\d+) to "
             r"\$(\d\.\d+) and consolidated revenues of about \$(\d\.\d+) billion, compared with adjusted diluted EPS of \$(\d\.\d+) "
             r"and revenues of \$(\d\.\d+) billion", "Q3 sentence")
if v:
    want_range(RV, "eps", "non-GAAP", RVQ, v[0], v[1], "Q3 adjusted EPS")
    want_point(RV, "revenue", "unspecified", RVQ, v[2] * 1e9, "'about' Q3 revenues")
    need_traps(RV, "S", [v[3]], "prior-year Q3 EPS")
    need_traps(RV, "M", [v[4] * 1e3], "prior-year Q3 revenues")
v = sentence(RV, r"adjusted EPS growth of (\d+)% to (\d+)% a year through 2027", "long-term target")
if v:
    need_traps(RV, "P", v, "long-term target")
    want_none_any(RV, "eps_growth", RVY, "a long-term target")
no_gold_for(RV, "2025-06-30", "the reported second quarter")
rec = matrix_rows(RV, "Network security incident costs")
try:
    for i in (1, 2):
        val = lambda k: (cell_vals(rec[k][i]) or (0.0,))[0]  # noqa: E731
        adds_up(RV, [val("Operating income"), val("Network security incident costs"), val("Restructuring charges")],
                val("Adjusted operating income"), f"operating income reconciliation column {i}", 1e-6)
        adds_up(RV, [val("Diluted EPS from continuing operations"), val("Adjustments, net of tax")],
                val("Adjusted diluted EPS from continuing operations"), f"EPS reconciliation column {i}", 1e-6)
        adds_up(RV, [val("Operating cash flow"), val("Capital expenditures")], val("Free cash flow"), f"FCF column {i}", 1e-6)
except (KeyError, IndexError):
    err(f"renvale: reconciliation rows read {sorted(rec)}")

# ---------------------------------------------------------------- 5. Wavelune (HTML period colspans over Low | High)
WLQ, WLY = "2025-12-27", "2026-10-03"
mx = html_matrix(text_of(WL), "53 weeks ending October 3, 2026")
if len(mx) < 3 or len(mx[0]) != 5 or len(mx[1]) != 5 or "December 27, 2025" not in mx[0][1] or mx[0][1] != mx[0][2] or "October 3, 2026" not in mx[0][3] \
        or mx[0][3] != mx[0][4] or mx[1][1:] != ["Low", "High", "Low", "High"] or mx[1][0] != mx[0][0]:
    err(f"wavelune: guidance header read {mx[:2]}")
spec = {"Revenue": ("revenue", "unspecified", 1e6, "M"), "GAAP gross margin": ("gross_margin", "GAAP", 1, "P"),
        "Non-GAAP gross margin": ("gross_margin", "non-GAAP", 1, "P"), "Adjusted EBITDA": ("ebitda", "non-GAAP", 1e6, "M"),
        "GAAP net income (loss)": ("net_income", "GAAP", 1e6, "M"), "Stock-based compensation": (None, None, 1, "M")}
seen = set()
for row in mx[2:]:
    if len(row) != 5 or row[0] not in spec:
        err(f"wavelune: unexpected guidance row {row}")
        continue
    metric, basis, scale, uk = spec[row[0]]
    seen.add(row[0])
    vals = [cell_vals(x) for x in row[1:]]
    if metric is None:
        need_traps(WL, uk, [x for v_ in vals for x in v_], "stock-based compensation (other)")
        continue
    for end, (lo, hi) in ((WLQ, vals[0:2]), (WLY, vals[2:4])):
        if not lo and not hi:
            want_none(WL, metric, basis, end, f"dash cells ({row[0]})")
        elif len(lo) != 1 or len(hi) != 1:
            err(f"wavelune: {row[0]} {end} cells {lo} {hi}")
        else:
            want_range(WL, metric, basis, end, lo[0] * scale, hi[0] * scale, f"{row[0]} Low | High")
if seen != set(spec):
    err(f"wavelune: guidance rows read {sorted(seen)}")
v = sentence(WL, r"first-quarter revenue range represents a change of down (\d\.\d)% to up (\d\.\d)% from revenue of \$([\d.]+) "
             r"million in the first quarter of fiscal 2025; analysts on average had expected first-quarter revenue of \$(\d+) million",
             "'down X% to up Y%' sentence")
if v:
    want_range(WL, "revenue_growth", "unspecified", WLQ, -v[0], v[1], "'down 3.5% to up 4.0%'")
    need_traps(WL, "M", v[2:], "prior-year Q1 and consensus")
    q = lohi(WL, "revenue", "unspecified", WLQ)
    if q and (abs((q[0] / 1e6 / v[2] - 1) * 100 + v[0]) > 0.05 or abs((q[1] / 1e6 / v[2] - 1) * 100 - v[1]) > 0.05):
        err("wavelune: Q1 growth range does not follow from the revenue range")
v = sentence(WL, r"The 53rd week is expected to add approximately \$(\d+) million of revenue", "53rd week")
if v:
    need_traps(WL, "M", v, "53rd week")
v = sentence(WL, r"about (\d+) basis points above GAAP gross margin, and the guidance includes an estimated (\d+) basis points",
             "gross margin spread and tariffs")
if v:
    need_traps(WL, "P", v, "gross margin spread and tariffs")
v = sentence(WL, r"Capital expenditures for fiscal 2026 are expected to be up to \$(\d+) million", "one-sided capex")
if v:
    need_traps(WL, "M", v, "one-sided capex")
    want_none_any(WL, "capex", WLY, "'up to' (one-sided)")
v = sentence(WL, r"Revenue of \$([\d.]+) million, at the high end of the \$(\d+) million to \$(\d+) million guidance range",
             "past Q4 guidance")
if v:
    need_traps(WL, "M", v, "Q4 result and past range")
if "return to the mid-teens" not in flat(WL):
    err("wavelune: vague long-term margin not found")
no_gold_for(WL, "2025-09-27", "the reported fourth quarter and fiscal 2025")
rec = matrix_rows(WL, "Restructuring and related charges")
try:
    for i in (1, 2):
        adds_up(WL, [cell_vals(rec[k][i])[0] for k in ["Net loss", "Depreciation and amortization", "Stock-based compensation expense",
                                                        "Interest income and other, net",
                                                        "Provision for (benefit from) income taxes",
                                                        "Restructuring and related charges"]],
                cell_vals(rec["Adjusted EBITDA"][i])[0], f"reconciliation column {i}", 1e-6)
except (KeyError, IndexError):
    err(f"wavelune: reconciliation rows read {sorted(rec)}")

# ---------------------------------------------------------------- 6. Brenmark (layout guidance | actual; first half)
BMH, BMY = "2026-06-30", "2026-12-31"
AFTER = "2026 Guidance\n"
bm = {}
for label, uk in [("Attributable gold production (koz)", "X"), ("Harrow Creek (Nevada)", "X"), ("Tamsin (Ontario)", "X"),
                  ("Cerro Alba (Sonora, Mexico)", "X"), ("Costs applicable to sales ($/oz)(1)", "X"),
                  ("All-in sustaining costs ($/oz)(2)", "X"), ("Sustaining capital", "M"), ("Development capital", "M"),
                  ("Exploration and advanced projects\nexpense ($ millions)", "M"),
                  ("General and administrative expense\n($ millions)", "M"),
                  ("Depreciation, depletion and\namortization ($ millions)", "M"), ("Total capital expenditures", None),
                  ("Effective tax rate(3)", None)]:
    c = lrow(BM, label, AFTER, 2)
    if not c:
        continue
    bm[label] = [cell_vals(x) for x in c]
    if uk:
        need_traps(BM, uk, bm[label][0] + bm[label][1], f"row {label!r} (outside the vocabulary or a part)")
for label, metric in [("Total capital expenditures", "capex"), ("Effective tax rate(3)", "tax_rate")]:
    if label in bm:
        c = lrow(BM, label, AFTER, 2)
        read_cell(BM, metric, "unspecified", BMY, c[0], 1e6 if metric == "capex" else 1, f"guidance {label!r}")
        need_traps(BM, "M" if metric == "capex" else "P", bm[label][1], f"2025 actual {label!r}")
try:
    for i in range(2):
        for j in range(len(bm["Sustaining capital"][i])):
            adds_up(BM, [bm["Sustaining capital"][i][j], bm["Development capital"][i][j]], bm["Total capital expenditures"][i][j],
                    "sustaining + development capital", 1e-6)
            adds_up(BM, [bm[k][i][j] for k in ["Harrow Creek (Nevada)", "Tamsin (Ontario)", "Cerro Alba (Sonora, Mexico)"]],
                    bm["Attributable gold production (koz)"][i][j], "mine production", 1e-6)
except (KeyError, IndexError):
    err(f"brenmark: guidance rows read {sorted(bm)}")
v = sentence(BM, r"At an assumed gold price of \$([\d,]+) per ounce, Brenmark expects 2026 net cash provided by operating activities of "
             r"approximately \$(\d\.\d) billion, Adjusted EBITDA of \$(\d\.\d) billion to \$(\d\.\d) billion and free cash flow of "
             r"\$(\d\.\d) billion to \$(\d\.\d) billion\. Each \$(\d+) per ounce change in the gold price would change operating cash "
             r"flow by about \$(\d+) million", "cash flow paragraph")
if v:
    want_point(BM, "operating_cash_flow", "unspecified", BMY, v[1] * 1e9, "'approximately' operating cash flow")
    want_range(BM, "ebitda", "non-GAAP", BMY, v[2] * 1e9, v[3] * 1e9, "Adjusted EBITDA")
    want_range(BM, "free_cash_flow", "non-GAAP", BMY, v[4] * 1e9, v[5] * 1e9, "free cash flow")
    need_traps(BM, "X", [v[0], v[6]], "gold price assumption")
    need_traps(BM, "M", [v[7]], "price sensitivity")
    cap = lohi(BM, "capex", "unspecified", BMY)
    if cap and not (v[4] * 1e3 <= v[1] * 1e3 - cap[1] / 1e6 and v[1] * 1e3 - cap[0] / 1e6 <= v[5] * 1e3):
        err("brenmark: operating cash flow less capex is outside the free cash flow range")
v = sentence(BM, r"weighted approximately (\d+)% to the first half of 2026 .* First-half capital expenditures are expected to be "
             r"\$(\d+) million to \$(\d+) million, and first-half free cash flow is expected to be approximately \$(\d+) million",
             "first-half paragraph")
if v:
    need_traps(BM, "P", [v[0]], "first-half production weighting")
    want_range(BM, "capex", "unspecified", BMH, v[1] * 1e6, v[2] * 1e6, "first-half capex")
    want_point(BM, "free_cash_flow", "non-GAAP", BMH, v[3] * 1e6, "'approximately' first-half free cash flow")
v = sentence(BM, r"\(3\) Assumes a gold price of \$([\d,]+) per ounce; each \$(\d+) per ounce change in the gold price changes "
             r"the effective tax rate by approximately (\d\.\d) percentage points", "footnote (3)")
if v:
    need_traps(BM, "X", v[0:2], "footnote (3) assumption")
    need_traps(BM, "P", [v[2]], "footnote (3) sensitivity")
v = sentence(BM, r"preliminary outlook of ([\d,]+) to ([\d,]+) thousand ounces the Company gave in July 2025", "July outlook")
if v:
    need_traps(BM, "X", v, "July production outlook")
v = sentence(BM, r"within the original guidance range of ([\d,]+) to ([\d,]+) thousand ounces", "past 2025 guidance")
if v:
    need_traps(BM, "X", v, "past 2025 production guidance")
if "reach about 1.2 million ounces in 2029" not in flat(BM):
    err("brenmark: long-term production target not found")
no_gold_for(BM, "2025-12-31", "the reported fourth quarter and 2025")
rec = {}
for label in ["Net income", "Income tax expense", "Depreciation, depletion and amortization", "Interest expense, net", "Other, net",
              "Adjusted EBITDA", "Net cash provided by operating activities", "Capital expenditures", "Free cash flow"]:
    c = lrow(BM, label, "RECONCILIATION OF NET INCOME", 2)
    if c:
        rec[label] = [cell_vals(x)[0] for x in c]
if len(rec) == 9:
    for i in range(2):
        adds_up(BM, [rec[k][i] for k in list(rec)[:5]], rec["Adjusted EBITDA"][i], f"EBITDA reconciliation column {i}", 1e-6)
        adds_up(BM, [rec["Net cash provided by operating activities"][i], rec["Capital expenditures"][i]], rec["Free cash flow"][i],
                f"free cash flow column {i}", 1e-6)
    if abs(rec["Capital expenditures"][1]) != bm.get("Total capital expenditures", [[0], [0]])[1][0]:
        err("brenmark: 2025 capex in the reconciliation differs from the guidance table's actual")
else:
    err(f"brenmark: reconciliation rows read {sorted(rec)}")

# ---------------------------------------------------------------- 7. Copperpot (prose; layout Q1 | 1H | FY)
CPQ, CPH, CPY = "2026-05-31", "2026-08-31", "2027-02-28"
v = sentence(CP, r"Copperpot expects net sales of \$([\d,]+) million to \$([\d,]+) million, approximately flat to up (\d+)% from "
             r"fiscal 2026\. The Company expects GAAP diluted EPS and adjusted diluted EPS of \$(\d\.\d+) to \$(\d\.\d+) and "
             r"\$(\d\.\d+) to \$(\d\.\d+), respectively\. The difference reflects the amortization of acquired intangible assets of "
             r"approximately \$(\d\.\d+) per share and restructuring charges under Project Ember of \$(\d\.\d+) to \$(\d\.\d+) per share",
             "fiscal 2027 paragraph")
if v:
    want_range(CP, "revenue", "unspecified", CPY, v[0] * 1e6, v[1] * 1e6, "FY net sales")
    want_range(CP, "revenue_growth", "unspecified", CPY, 0, v[2], "'approximately flat to up 3%'")
    want_range(CP, "eps", "GAAP", CPY, v[3], v[4], "GAAP EPS ('respectively')")
    want_range(CP, "eps", "non-GAAP", CPY, v[5], v[6], "adjusted EPS ('respectively')")
    need_traps(CP, "S", v[7:], "EPS adjustments")
    adds_up(CP, [v[3], v[7], v[9]], v[5], "low adjusted EPS = GAAP + amortization + high restructuring", 1e-6)
    adds_up(CP, [v[4], v[7], v[8]], v[6], "high adjusted EPS = GAAP + amortization + low restructuring", 1e-6)
v = sentence(CP, r"adjusted operating margin of (\d+\.\d)% to (\d+\.\d)%, an expansion of (\d+) to (\d+) basis points, Adjusted EBITDA "
             r"of \$(\d+) million to \$(\d+) million, and free cash flow of \$(\d+) million to \$(\d+) million\. The adjusted "
             r"effective tax rate is expected to be in the high teens", "margin paragraph")
if v:
    want_range(CP, "operating_margin", "non-GAAP", CPY, v[0], v[1], "adjusted operating margin")
    need_traps(CP, "P", v[2:4], "basis points of expansion")
    if abs(v[0] - 10.8 - v[2] / 100) > 1e-6 or abs(v[1] - 10.8 - v[3] / 100) > 1e-6:
        err("copperpot: the basis points of expansion do not follow from 10.8%")
    want_range(CP, "ebitda", "non-GAAP", CPY, v[4] * 1e6, v[5] * 1e6, "Adjusted EBITDA")
    want_range(CP, "free_cash_flow", "non-GAAP", CPY, v[6] * 1e6, v[7] * 1e6, "free cash flow")
    want_none_any(CP, "tax_rate", CPY, "'in the high teens' (vague)")
v = sentence(CP, r"the Company expects net sales to decline (\d+)% to (\d+)% compared with the first half of fiscal 2026, when net "
             r"sales were \$([\d.]+) million\. For the first quarter, ending May 31, 2026, net sales are expected to be \$(\d+) "
             r"million to \$(\d+) million, compared with \$([\d.]+) million a year ago", "first-half and Q1 paragraph")
if v:
    want_range(CP, "revenue_growth", "unspecified", CPH, -v[1], -v[0], "first-half 'decline 3% to 5%'")
    need_traps(CP, "M", [v[2], v[5]], "prior-year first half and Q1")
    want_range(CP, "revenue", "unspecified", CPQ, v[3] * 1e6, v[4] * 1e6, "Q1 net sales")
    h = lohi(CP, "revenue", "unspecified", CPH)
    if h and (abs(h[0] / 1e6 - v[2] * (1 - v[1] / 100)) > 1 or abs(h[1] / 1e6 - v[2] * (1 - v[0] / 100)) > 1):
        err("copperpot: first-half net sales range does not follow from the decline and the prior first half")
v = sentence(CP, r"Fiscal 2027 Outlook: Net Sales of \$(\d\.\d+) Billion to \$(\d\.\d+) Billion; GAAP Diluted EPS of \$(\d\.\d+) to "
             r"\$(\d\.\d+); Adjusted Diluted EPS\(1\) of \$(\d\.\d+) to \$(\d\.\d+)", "headline")
if v:
    want_range(CP, "revenue", "unspecified", CPY, v[0] * 1e9, v[1] * 1e9, "headline net sales")
    want_range(CP, "eps", "GAAP", CPY, v[2], v[3], "headline GAAP EPS")
    want_range(CP, "eps", "non-GAAP", CPY, v[4], v[5], "headline adjusted EPS")
ends = [CPQ, CPH, CPY]
for label, metric, basis, scale in [("Net sales ($ millions)", "revenue", "unspecified", 1e6),
                                    ("Net sales growth", "revenue_growth", "unspecified", 1),
                                    ("GAAP diluted EPS", "eps", "GAAP", 1), ("Adjusted diluted EPS(1)", "eps", "non-GAAP", 1),
                                    ("Adjusted operating margin(1)", "operating_margin", "non-GAAP", 1),
                                    ("Adjusted EBITDA(1)\n($ millions)", "ebitda", "non-GAAP", 1e6),
                                    ("Free cash flow(1)\n($ millions)", "free_cash_flow", "non-GAAP", 1e6)]:
    c = lrow(CP, label, "FISCAL 2027 OUTLOOK SUMMARY", 3)
    if c:
        for end, cell in zip(ends, c):
            read_cell(CP, metric, basis, end, cell, scale, f"summary {label!r} {end}")
v = sentence(CP, r"Adjusted Diluted EPS\(1\) of \$(\d\.\d+), Within the January Outlook of \$(\d\.\d+) to \$(\d\.\d+)", "past outlook")
if v:
    need_traps(CP, "S", v, "fiscal 2026 result and January outlook")
v = sentence(CP, r"net tariff cost of approximately \$(\d+) million, or about (\d+) basis points of gross margin, and Project Ember "
             r"savings of about \$(\d+) million\. It compares with a FactSet consensus estimate for fiscal 2027 adjusted diluted EPS "
             r"of \$(\d\.\d+)\. The Company continues to target an adjusted operating margin of (\d+)% in fiscal 2029", "effects, consensus, target")
if v:
    need_traps(CP, "M", [v[0], v[2]], "tariff cost and savings")
    need_traps(CP, "P", [v[1], v[4]], "tariff basis points and fiscal 2029 target")
    need_traps(CP, "S", [v[3]], "consensus")
no_gold_for(CP, "2026-02-28", "the reported fourth quarter and fiscal 2026")
rec = {}
for label in ["Diluted EPS (GAAP)", "Amortization of acquired intangible assets", "Restructuring charges (Project Ember)",
              "Asset impairment charges", "Tax effect of adjustments", "Adjusted diluted EPS (non-GAAP)"]:
    c = lrow(CP, label, "RECONCILIATION OF FISCAL 2026", 2)
    if c:
        rec[label] = [cell_vals(x)[0] for x in c]
if len(rec) == 6:
    for i in range(2):
        adds_up(CP, [rec[k][i] for k in list(rec)[:5]], rec["Adjusted diluted EPS (non-GAAP)"][i], f"EPS reconciliation column {i}", 1e-6)
    need_traps(CP, "S", [x for k in rec for x in rec[k]], "reconciliation")
else:
    err(f"copperpot: reconciliation rows read {sorted(rec)}")

# ---------------------------------------------------------------- 8. Ravelstone (HTML periods as rows, metrics as columns)
RSQ, RSY = "2025-09-30", "2025-12-31"
cols = [("revenue", "unspecified", 1e6, "M"), ("net_income", "unspecified", 1e6, "M"), ("eps", "unspecified", 1, "S"),
        ("eps", "non-GAAP", 1, "S"), ("ebitda", "non-GAAP", 1e6, "M")]
rows = matrix_rows(RS, "Adjusted net income per diluted share")
hdr = rows.get("Period")
if hdr != ["Period", "Revenues ($ millions)", "Net income attributable to Ravelstone ($ millions)", "Diluted EPS",
           "Adjusted net income per diluted share", "Adjusted EBITDA ($ millions)"]:
    err(f"ravelstone: header {hdr}")
PRIOR = "Full year 2025 \u2013 prior guidance (May 7, 2025)"
if set(rows) != {"Period", "Third quarter 2025", "Full year 2025", PRIOR}:
    err(f"ravelstone: rows read {sorted(rows)}")
got = {}
for label, end in (("Third quarter 2025", RSQ), ("Full year 2025", RSY)):
    row = rows.get(label)
    if not row or len(row) != 6:
        err(f"ravelstone: row {label!r} is {row}")
        continue
    got[end] = [read_cell(RS, m_, b_, end, cell, s_, f"{label} {m_} {b_}") for (m_, b_, s_, _), cell in zip(cols, row[1:])]
    for b_ in ("GAAP",):
        want_none(RS, "eps", b_, end, "an unlabelled 'Diluted EPS' column")
    ni, eps_ = got[end][1], got[end][2]
    if len(ni) == 2 and len(eps_) == 2 and any(abs(ni[i] / eps_[i] - 140.5) > 3.5 for i in (0, 1)):
        err(f"ravelstone: {label} net income over EPS is not about 140 million shares")
row = rows.get(PRIOR)
if row and len(row) == 6:
    for (m_, b_, s_, uk), cell, cur in zip(cols, row[1:], got.get(RSY, [()] * 5)):
        p = cell_vals(cell)
        need_traps(RS, uk, p, f"prior guidance {m_} {b_}")
        if p == cur:
            err(f"ravelstone: prior {m_} {b_} equals the current guidance")
else:
    err("ravelstone: prior-guidance row missing")
v = sentence(RS, r"capital expenditures of \$(\d+) million to \$(\d+) million, including approximately \$(\d+) million of growth capital "
             r"for contract activations, and an effective tax rate of approximately (\d+)%\. Net interest expense is expected to be "
             r"approximately \$(\d+) million, and total debt, net, is expected to be about \$(\d\.\d+) billion at year end\. Analysts "
             r"on average had expected full-year adjusted net income of \$(\d\.\d+) per diluted share", "other guidance paragraph")
if v:
    want_range(RS, "capex", "unspecified", RSY, v[0] * 1e6, v[1] * 1e6, "capex")
    need_traps(RS, "M", [v[2], v[4], v[5] * 1e3], "growth capex, interest, debt")
    want_point(RS, "tax_rate", "unspecified", RSY, v[3], "'approximately 27%' tax rate")
    need_traps(RS, "S", [v[6]], "consensus")
v = sentence(RS, r"net income attributable to Ravelstone was \$([\d.]+) million, which includes a first-quarter gain .* approximately "
             r"\$(\d+) million in annualized revenues", "six-month results and contracts")
if v:
    need_traps(RS, "M", v, "six-month net income and annualized contract revenue")
v = sentence(RS, r"net leverage of (\d\.\d) times to (\d\.\d) times Adjusted EBITDA by the end of 2027", "leverage target")
if v:
    need_traps(RS, "X", v, "leverage target")
no_gold_for(RS, "2025-06-30", "the reported second quarter")
rec = matrix_rows(RS, "Start-up and close-out expenses")
try:
    for i in (1, 2):
        adds_up(RS, [cell_vals(rec[k][i])[0] for k in ["Net income attributable to Ravelstone", "Income tax provision",
                                                        "Interest expense, net", "Depreciation and amortization",
                                                        "Stock-based compensation", "Start-up and close-out expenses"]],
                cell_vals(rec["Adjusted EBITDA"][i])[0], f"reconciliation column {i}", 1e-6)
    if cell_vals(rec["Adjusted EBITDA"][1])[0] / 1e3 != 117.3:
        err("ravelstone: reconciliation Q2 Adjusted EBITDA differs from the highlights")
except (KeyError, IndexError):
    err(f"ravelstone: reconciliation rows read {sorted(rec)}")

# ---------------------------------------------------------------- 9. Fernhallow (HTML EPS bridge; two-column table)
FHQ, FHY = "2025-09-30", "2026-06-30"
bridge = [r_ for r_ in html_matrix(text_of(FH), "Adjusted diluted EPS bridge") if r_]
labels = [r_[0] for r_ in bridge]
if labels != ["Adjusted diluted EPS bridge", "Fiscal 2025 adjusted diluted EPS", "Volume and mix", "Pricing, net of promotions",
              "Tariffs and input costs", "Operating expense investment", "Lower share count",
              "Fiscal 2026 adjusted diluted EPS outlook"]:
    err(f"fernhallow: bridge rows read {labels}")
else:
    start = cell_vals(bridge[1][1])
    parts = [cell_vals(r_[1]) for r_ in bridge[2:7]]
    final = read_cell(FH, "eps", "non-GAAP", FHY, bridge[7][1], 1, "bridge total")
    need_traps(FH, "S", list(start) + [x for p in parts for x in p], "bridge start and components")
    if len(start) != 1 or any(len(p) != 2 for p in parts) or len(final) != 2:
        err("fernhallow: bridge cells are not a start value, five ranges and a total range")
    else:
        for i in (0, 1):
            adds_up(FH, [start[0]] + [p[i] for p in parts], final[i], f"bridge {('low', 'high')[i]}", 1e-6)
        if not any(x < 0 for p in parts for x in p):
            err("fernhallow: the bridge has no negative component")
rows = matrix_rows(FH, "Net sales growth, constant currency")
spec = {"Net sales": ("revenue", "unspecified", 1e6), "Net sales growth, constant currency": ("revenue_growth", "non-GAAP", 1),
        "GAAP diluted EPS": ("eps", "GAAP", 1), "Adjusted EBITDA": ("ebitda", "non-GAAP", 1e6),
        "Capital expenditures": ("capex", "unspecified", 1e6), "Effective tax rate": ("tax_rate", "unspecified", 1)}
if set(rows) != set(spec):
    err(f"fernhallow: outlook rows read {sorted(rows)}")
for label, (metric, basis, scale) in spec.items():
    if label in rows and len(rows[label]) == 2:
        read_cell(FH, metric, basis, FHY, rows[label][1], scale, f"outlook {label}")
want_none(FH, "revenue_growth", "unspecified", FHY, "a constant-currency (non-GAAP) growth row")
v = sentence(FH, r"restructuring charges, together approximately \$(\d\.\d+) per share in fiscal 2026, .* expected currency headwind of "
             r"approximately (\d\.\d) percentage points", "footnote (1)")
if v:
    need_traps(FH, "S", [v[0]], "EPS adjustments")
    need_traps(FH, "P", [v[1]], "currency headwind")
    a, b = lohi(FH, "eps", "non-GAAP", FHY), lohi(FH, "eps", "GAAP", FHY)
    if not a or not b or any(abs(a[i] - b[i] - v[0]) > 1e-9 for i in (0, 1)):
        err("fernhallow: adjusted less GAAP EPS is not the footnoted adjustment")
    rv, gr = lohi(FH, "revenue", "unspecified", FHY), lohi(FH, "revenue_growth", "non-GAAP", FHY)
    if rv and gr and any(abs((rv[i] / 1248.7e6 - 1) * 100 - (gr[i] - v[1])) > 0.15 for i in (0, 1)):
        err("fernhallow: reported growth from the net sales range is not constant-currency growth less the currency headwind")
v = sentence(FH, r"Fernhallow expects adjusted diluted EPS of \$(\d\.\d+) to \$(\d\.\d+), a decline of (\d+)% to (\d+)% from \$(\d\.\d+) in "
             r"the first quarter of fiscal 2025", "Q1 sentence")
if v:
    want_range(FH, "eps", "non-GAAP", FHQ, v[0], v[1], "Q1 adjusted EPS")
    want_range(FH, "eps_growth", "non-GAAP", FHQ, -v[3], -v[2], "Q1 'a decline of 8% to 18%'")
    need_traps(FH, "S", [v[4]], "prior-year Q1 EPS")
    if abs(v[4] * (1 - v[3] / 100) - v[0]) > 0.006 or abs(v[4] * (1 - v[2] / 100) - v[1]) > 0.006:
        err("fernhallow: Q1 EPS range does not follow from the decline")
v = sentence(FH, r"compares with a consensus estimate of \$(\d\.\d+)", "consensus")
if v:
    need_traps(FH, "S", v, "consensus")
v = sentence(FH, r"at the top of the \$(\d\.\d+) to \$(\d\.\d+) range the Company gave in February", "past fiscal 2025 range")
if v:
    need_traps(FH, "S", v, "past fiscal 2025 range")
if "an adjusted EBITDA margin of 20% by fiscal 2028" not in flat(FH):
    err("fernhallow: long-term target not found")
no_gold_for(FH, "2025-06-30", "the reported fourth quarter and fiscal 2025")
rec = matrix_rows(FH, "Restructuring and other charges")
try:
    for i in (1, 2):
        adds_up(FH, [cell_vals(rec[k][i])[0] for k in ["Net income", "Provision for income taxes", "Interest expense, net",
                                                        "Depreciation and amortization", "Restructuring and other charges"]],
                cell_vals(rec["Adjusted EBITDA"][i])[0], f"reconciliation column {i}", 1e-6)
except (KeyError, IndexError):
    err(f"fernhallow: reconciliation rows read {sorted(rec)}")

# ---------------------------------------------------------------- 10. Kindlewood (prose Q4 guide; layout segment table)
KWQ, KWY = "2025-12-31", "2026-12-31"
v = sentence(KW, r"Kindlewood expects fourth-quarter net sales of \$(\d+) million to \$(\d+) million, a decline of (\d+)% to (\d+)% from "
             r"the fourth quarter of 2024, when net sales were \$([\d.]+) million\. The Company expects Adjusted EBITDA of "
             r"\$\((\d+)\) million to \$(\d+) million and a net loss on a GAAP basis of \$\((\d+)\) million to \$\((\d+)\) million, "
             r"or \$\((\d\.\d+)\) to \$\((\d\.\d+)\) per diluted share", "Q4 outlook paragraph")
if v:
    want_range(KW, "revenue", "unspecified", KWQ, v[0] * 1e6, v[1] * 1e6, "Q4 net sales")
    want_range(KW, "revenue_growth", "unspecified", KWQ, -v[3], -v[2], "Q4 'a decline of 4% to 11%'")
    need_traps(KW, "M", [v[4]], "prior-year Q4 net sales")
    if abs((v[0] / v[4] - 1) * 100 + v[3]) > 0.5 or abs((v[1] / v[4] - 1) * 100 + v[2]) > 0.5:
        err("kindlewood: the decline does not follow from the net sales range")
    want_range(KW, "ebitda", "non-GAAP", KWQ, -v[5] * 1e6, v[6] * 1e6, "Q4 Adjusted EBITDA")
    want_range(KW, "net_income", "GAAP", KWQ, -v[7] * 1e6, -v[8] * 1e6, "'net loss on a GAAP basis'")
    want_range(KW, "eps", "GAAP", KWQ, -v[9], -v[10], "GAAP loss per share")
    if any(abs(v[7 + i] / v[9 + i] - 77.2) > 1.5 for i in (0, 1)):
        err("kindlewood: net loss over loss per share is not about 77 million shares")
seg = {}
for label in ["Lumber", "Oriented strand board", "Engineered wood products", "Corporate and other", "Total"]:
    c = lrow(KW, label, "FOURTH QUARTER 2025 OUTLOOK BY SEGMENT", 3)
    if c:
        seg[label] = c
if len(seg) == 5:
    read_cell(KW, "ebitda", "non-GAAP", KWQ, seg["Total"][1], 1e6, "segment table Total")
    if cell_vals(seg["Total"][0]):
        err("kindlewood: Total shipments cell is not a dash")
    outs = {k: cell_vals(seg[k][1]) for k in seg}
    outs["Corporate and other"] = outs["Corporate and other"] * 2
    for i in (0, 1):
        adds_up(KW, [outs[k][i] for k in list(seg)[:4]], outs["Total"][i], f"segment EBITDA outlook {('low', 'high')[i]}", 1e-6)
    adds_up(KW, [cell_vals(seg[k][2])[0] for k in list(seg)[:4]], cell_vals(seg["Total"][2])[0], "Q3 segment EBITDA", 1e-6)
    for k in list(seg)[:4]:
        need_traps(KW, "M", cell_vals(seg[k][1]) + cell_vals(seg[k][2]), f"segment {k}")
        need_traps(KW, "P", [x for x in cell_vals(seg[k][0]) if x != 0], f"segment {k} shipments")
    need_traps(KW, "M", cell_vals(seg["Total"][2]), "Q3 total")
    if seg["Engineered wood products"][0] != "flat - down 3%":
        err("kindlewood: the 'flat - down 3%' shipments cell changed")
v = sentence(KW, r"Kindlewood now expects 2025 capital expenditures of approximately \$(\d+) million, down from its prior estimate of "
             r"\$(\d+) million\. .* and it expects an effective tax rate of (\d+)% to (\d+)% for 2026", "capital expenditures paragraph")
if v:
    want_point(KW, "capex", "unspecified", KWQ, v[0] * 1e6, "'approximately' 2025 capex")
    need_traps(KW, "M", [v[1]], "prior 2025 capex estimate")
    want_range(KW, "tax_rate", "unspecified", KWY, v[2], v[3], "2026 tax rate")
v = sentence(KW, r"within the \$(\d+) million to \$(\d+) million range the Company provided in July", "past Q3 range")
if v:
    need_traps(KW, "M", v, "past Q3 range")
v = sentence(KW, r"each \$(\d+) per thousand board feet change in lumber prices changes annual Adjusted EBITDA by approximately "
             r"\$(\d+) million", "price sensitivity")
if v:
    need_traps(KW, "X", [v[0]], "price step")
    need_traps(KW, "M", [v[1]], "price sensitivity")
v = sentence(KW, r"duty expense of about \$(\d+) million at the combined countervailing and anti-dumping duty rate of ([\d.]+)%",
             "duty effect")
if v:
    need_traps(KW, "M", [v[0]], "duty expense")
    need_traps(KW, "P", [v[1]], "duty rate")
if "mid-cycle Adjusted EBITDA of $650 million by 2028" not in flat(KW):
    err("kindlewood: long-term target not found")
no_gold_for(KW, "2025-09-30", "the reported third quarter")
rec = {}
for label in ["Net income (loss)", "Income tax expense (benefit)", "Interest expense, net", "Depreciation and amortization",
              "Mill closure and curtailment costs", "Adjusted EBITDA"]:
    c = lrow(KW, label, "RECONCILIATION OF NET INCOME (LOSS)", 2)
    if c:
        rec[label] = [(cell_vals(x) or (0.0,))[0] for x in c]
if len(rec) == 6:
    for i in range(2):
        adds_up(KW, [rec[k][i] for k in list(rec)[:5]], rec["Adjusted EBITDA"][i], f"reconciliation column {i}", 1e-6)
else:
    err(f"kindlewood: reconciliation rows read {sorted(rec)}")

# ---------------------------------------------------------------- every gold record was read somewhere
gi.all_confirmed()

# ---------------------------------------------------------------- calendars
D = dt.date
LC, WC = CALENDARS[LH], CALENDARS[WL]
facts = [
    (year_end("0131", 2026, LC), D(2026, 1, 31)),
    (year_end("0131", 2027, LC), D(2027, 1, 30)),
    ((year_end("0131", 2027, LC) - year_end("0131", 2026, LC)).days // 7, 52),
    (period_ends("0131", 2027, LC), [D(2026, 5, 2), D(2026, 8, 1), D(2026, 10, 31), D(2027, 1, 30)]),
    (year_end("0930", 2024, WC), D(2024, 9, 28)),
    (year_end("0930", 2025, WC), D(2025, 9, 27)),
    (year_end("0930", 2026, WC), D(2026, 10, 3)),
    ((year_end("0930", 2025, WC) - year_end("0930", 2024, WC)).days // 7, 52),
    ((year_end("0930", 2026, WC) - year_end("0930", 2025, WC)).days // 7, 53),
    (period_ends("0930", 2026, WC), [D(2025, 12, 27), D(2026, 3, 28), D(2026, 6, 27), D(2026, 10, 3)]),
    (period_ends("0228", 2027, ("month",)), [D(2026, 5, 31), D(2026, 8, 31), D(2026, 11, 30), D(2027, 2, 28)]),
    (period_ends("0930", 2026, ("month",))[0], D(2025, 12, 31)),
    (period_ends("0630", 2026, ("month",))[0], D(2025, 9, 30)),
    (period_ends("1231", 2026, ("month",))[1], D(2026, 6, 30)),
]
for got_, want in facts:
    if got_ != want:
        err(f"calendar fact: computed {got_}, NOTES.md says {want}")
for day, name in [(D(2026, 1, 31), "Saturday"), (D(2027, 1, 30), "Saturday"), (D(2026, 5, 2), "Saturday"),
                  (D(2025, 9, 27), "Saturday"), (D(2026, 10, 3), "Saturday"), (D(2025, 12, 27), "Saturday"),
                  (D(2024, 9, 28), "Saturday"), (D(2027, 2, 28), "Sunday")]:
    if day.strftime("%A") != name:
        err(f"calendar fact: {day} is a {day:%A}, NOTES.md says {name}")

print(f"{len(docs)} docs, {len(gold)} gold records, per split {dict(per_split)}")
for e in errors:
    print("ERROR", e)
sys.exit(1 if errors else 0)
