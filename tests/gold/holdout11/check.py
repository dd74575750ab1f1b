#!/usr/bin/env python3
"""Self-check for the holdout11 gold set (no extractor involved).

Follows holdout10/check.py and uses goldcheck.read_docs and goldcheck.check_set. It checks that:
- docs.jsonl and gold.jsonl parse, every doc file exists, there are 10 docs (5 .htm and 5 .txt, each
  .txt with form feeds, each followed by a running page header), each release prints its own date,
  filings fall on weekdays, the split alternates tune/test in the order the releases were written,
  and the record counts per doc, per split and per basis per doc are the ones stated in NOTES.md;
- every record has the holdout keys, a valid metric, basis and unit, a range or a point, and no two
  records of one doc share (metric, basis, period_end_hint) (goldcheck.record_shape_ok);
- every gold value is printed in its release (to rounding noise): directly, scaled (thousand /
  million / billion), in cents, or as "flat" (0). Splitline's "$2.90 billion, plus or minus $50
  million" gives the only two values not printed as such; they are accepted only after a regex
  finds that sentence and the gold equals 2,900 -/+ 50 million;
- every negative value is printed as "(x)%", "$(x)" or next to a word of decline or loss, and the
  negative values are exactly the eight listed in NOTES.md;
- no gold value of a doc is one of the trap values listed in TRAPS for that doc (prior outlooks,
  results, prior-year bases, midpoints, assumptions, impacts, one-sided bounds, segment figures,
  reconciliation items, long-term targets, dividends, buybacks); every trap is printed;
- every outlook table is read cell by cell: Harlowe (Third Quarter | Current | Prior, "(2)% - flat"),
  Tallowmere (one "2026 Guidance" column, segment rows, "N/A" and "At least" cells), Boxhaven
  (Low | High with GAAP / non-GAAP / assumption groups), Northgale (GAAP | Adjusted columns with
  colspan cells and N/A cells) and Skerrow (Q4 Low | High and FY2026 Low | High, dash cells) in HTML;
  Stillbrook, Kelvora, Splitline, Pellmore and Clearwell (wrapped labels) in layout text. Current
  cells equal the gold; prior cells that differ from current ones, and all cells of rows outside
  the vocabulary, are traps; N/A, dash, one-sided and vague cells give no record;
- the reconciliations and builds add up (Boxhaven per-share Low | High to Core FFO, Skerrow Q4 and
  FY2026 Low | High and its Q3 results, Tallowmere's EBITDAR segments to Adjusted EBITDA, Kelvora's
  core-to-GAAP adjustments, Pellmore and Northgale EPS, Clearwell Adjusted Operating Income,
  Northgale free cash flow = operating cash flow - capex), and their GAAP first rows and totals
  equal the gold;
- the "... respectively" sentences (Kelvora FY EPS points, Pellmore FY EPS ranges) give one record
  per pair member with the basis of its words; Tallowmere's "respectively" pair is prior-year
  results and gives none;
- growth rates agree with the gold amounts and the printed bases (Tallowmere, Kelvora, Splitline,
  Stillbrook EPS, Pellmore adjusted EPS), within half a point;
- every period_end_hint is after the filing date, within 15 months of it, and is the last day of a
  fiscal quarter on the issuer's calendar (month-end; Saturday nearest Jan 31; Sunday nearest
  Sep 30; last Saturday of December); the calendar facts quoted in NOTES.md are re-derived with
  their weekdays, and the period-end dates a release states are printed in it.

goldcheck.check_set expects the 4 .htm / 6 .txt mix of the earlier sets; this set has 5 and 5 by
design (as holdout8-10), so that one message is replaced by a check for 5 .htm and 5 .txt.

Run: python3 tests/gold/holdout11/check.py            (exits 1 on any mismatch)
     python3 tests/gold/holdout11/check.py DIR        (a copy of the set in DIR, e.g. a mutant)
     python3 tests/gold/holdout11/check.py [DIR] --gold FILE --docs FILE   (override either file)
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

DATA, GOLD_PATH, DOCS_PATH = goldcheck.set_paths(HERE, __doc__)

HF, SB, TM, KV, BX = ("harlowe-2025-08-27", "stillbrook-2026-02-18", "tallowmere-2026-02-12", "kelvora-2025-09-23",
                      "boxhaven-2025-07-29")
SL, PM, NG, CW, SK = ("splitline-2025-08-28", "pellmore-2025-11-13", "northgale-2025-07-24", "clearwell-2025-08-07",
                      "skerrow-2025-10-29")
ORDER = [HF, SB, TM, KV, BX, SL, PM, NG, CW, SK]
EXPECTED_COUNTS = {HF: 12, SB: 7, TM: 9, KV: 9, BX: 7, SL: 8, PM: 9, NG: 10, CW: 9, SK: 8}
EXPECTED_SPLIT_COUNTS = {"tune": 46, "test": 42}
# Records per basis in each doc, (GAAP, non-GAAP, unspecified), as NOTES.md lists them.
BASIS_COUNTS = {HF: (0, 0, 12), SB: (2, 0, 5), TM: (0, 2, 7), KV: (2, 4, 3), BX: (3, 0, 4),
                SL: (3, 2, 3), PM: (1, 5, 3), NG: (4, 4, 2), CW: (1, 4, 4), SK: (2, 2, 4)}
EXPECTED_FYE = {HF: "0131", SB: "1231", TM: "1231", KV: "0831", BX: "1231", SL: "0630", PM: "0930", NG: "1231",
                CW: "1231", SK: "1231"}

SAT, SUN = 5, 6
Q13 = (13, 13, 13, 13)
CALENDARS = {HF: ("nearest", SAT, Q13), PM: ("nearest", SUN, Q13), CW: ("last", SAT, Q13)}

METRICS = {"revenue", "revenue_growth", "eps", "eps_growth", "gross_margin", "operating_margin",
           "operating_expenses", "other_income", "tax_rate", "capex", "free_cash_flow",
           "operating_cash_flow", "net_income", "ebitda"}
UNITS = {"USD", "USD/share", "percent"}
PCT_METRICS = {"revenue_growth", "eps_growth", "gross_margin", "operating_margin", "tax_rate"}
BASES = {"GAAP", "non-GAAP", "unspecified"}

# Values printed in each release that must NOT be gold there. "M" = USD millions (or millions of
# shares), "S" = USD per share, "P" = percent, points or basis points. A gold value of the same unit
# must differ (compared in absolute value). Printed values equal to a gold value of the same unit
# cannot be listed.
TRAPS = {
    HF: {"S": [0.71, 0.64, 1.02, 0.98, 2.10, 2.30, 0.61, 0.125],
         "P": [0.8, 1.5, 4, 7, 39.1, 40, 8.1, 2.2, 0.2, 38.7, 0.5, 0.6, 6.9, 10.9, 3.5, 38.2, 38.8, 5.5, 26.0, 90,
               10],
         "M": [1141.6, 1150.8, 446.4, 445.4, 353.7, 352.1, 92.7, 93.3, 66.8, 62.5, 94.1, 97.7, 2187.3, 2203.9,
               318.4, 500, 702.5, 48.2, 60.0, 412.0, 2.6, 4990, 5110, 225, 245, 93.5, 94.0, 95.0, 15, 45, 1176.4]},
    SB: {"S": [3.20, 2.97, 0.71, 0.66, 3.14, 0.06, 0.465, 0.431],
         "P": [7.7, 7.9, 6, 8, 9, 21.4, 4.0],
         "M": [1720, 612.4, 574.9, 2486.7, 2301.5, 188.1, 179.6, 741.3, 712.8, 96.4, 88.2, 372.9, 341.6, 41.7, 39.8,
               170.2, 161.0, 286.2, 267.3, 1202.3, 1086.1, 136.0, 124.5, 611.8, 560.2, 191.5, 188.7, 191.2, 188.6,
               185.2, 131, 41, 760, 780, 192, 150, 300, 9600, 10200, 800, 4.1]},
    TM: {"S": [1.93, 0.40, 0.20, 0.38, 1.74],
         "P": [3.4, 34.1, 1.5],
         "M": [2431.2, 118.6, 851.7, 547.9, 96, 141.3, 608.3, 589.0, 24.1, 207.5, 48.5, 1.1, 168.2, 161.9, 252.6,
               248.1, 187.5, 179.0, 98.1, 94.0, 82.4, 80.9, 47.3, 45.2, 20.3, 19.6, 200.5, 75.0, 74.2, 132.5, 126.3,
               284.6, 2020, 61.8, 246.7, 12, 400, 410, 330, 345, 205, 215, 82, 78, 853, 892, 300, 230, 165, 170,
               61, 125, 145, 95, 115, 200, 588.4, 131.2, 2351.1, 109.344]},
    KV: {"S": [1.61, 5.48, 2.58, 8.47, 0.14, 0.52, 0.37, 0.55, 1.96, 1.29, 2.07, 0.08],
         "P": [1.5, 2.0, 15, 8, 5.9, 5.5],
         "M": [268, 405, 24900, 952, 1338, 1040, 194, 274, 330, 390, 16, 58, 42, 62, 6041, 25500, 26000, 11430,
               11200, 9480, 10900, 3990, 4300, 615, 3.2, 1000, 221, 17, 19, 61, 54, 59, 38, 332, 6912, 6034, 1100,
               6900]},
    BX: {"S": [0.44, 0.47, 0.66, 0.21, 0.20, 0.01, 0.05, 0.63, 0.65, 0.02, 0.71, 1.58, 1.72, 2.58, 2.55, 2.64,
               0.86, 0.03, 2.47, 0.11, 0.09, 0.67],
         "P": [1.5, 0.3, 1.4, 92.8, 92.1, 0.7, 3.8, 3.5, 4.5, 2.0, 0.25, 4.6],
         "M": [84.6, 19.3, 268.3, 259.1, 221.6, 612, 72.0, 74.0, 168.0, 172.0, 250.0, 181.0, 181.5, 38, 57]},
    SL: {"S": [0.05, 0.16, 0.14, 1.03],
         "P": [36, 19, 23, 29, 31, 3.7, 3.4, 24.8, 34, 1.6, 17.9, 22.3, 4.0, 18],
         "M": [8100, 21.6, 632.7, 301.4, 21.5, 47.3, 18.9, 28600, 2361.5, 52.4, 7400, 7650, 33000, 330, 345, 325,
               335, 352, 410, 2900, 50, 490.488, 1802.567]},
    PM: {"S": [0.92, 0.83, 3.87, 3.71, 0.09, 0.06, 0.28, 0.19, 0.30, 0.15, 0.27, 0.02, 0.03, 0.12, 0.05, 1.08,
               1.01, 4.33, 4.12, 1.17, 0.715],
         "P": [3.8, 4.4, 6.9, 4.1, 4.6, 5.1, 1, 0.5, 50, 70, 2.5, 3.5, 7, 9],
         "M": [1497.3, 189.2, 5612.4, 795.4, 95, 40, 6500, 85, 250]},
    NG: {"S": [7.28, 7.61, 6.49, 6.79, 0.21, 0.17, 0.12, 0.13, 1.30, 21.00, 22.50, 22.00, 23.50, 1.35],
         "P": [4, 3, 130, 24.5, 12, 6, 9, 11, 2, 8, 22, 24],
         "M": [1612.4, 361.2, 1108.7, 272.4, 503.7, 121.9, 33.1, 241.5, 188.0, 200, 400, 600, 60, 150, 35.5, 7000,
               1076.4, 475.2, 1551.6, 249.9, 109.8, 394.3, 359.7, 31.8, 327.9]},
    CW: {"S": [0.07, 0.14, 0.09, 0.03, 0.05, 0.48, 0.62, 0.16],
         "P": [6.9, 5.6, 5.2, 2.1, 2.5, 4.5, 4.1],
         "M": [392.6, 367.3, 25.3, 20.4, 14.9, 5.5, 2.4, 801.9, 1490, 1530, 75, 85, 66, 79, 71, 73, 72, 74, 13, 15,
               14, 16, 86, 94, 4, 34]},
    SK: {"S": [0.31, 0.36, 0.16],
         "P": [96.8, 30.1, 78],
         "M": [355, 370, 1390, 1460, 38, 42, 150, 160, 20, 25, 85, 95, 45, 170, 128, 505, 12, 80, 240, 412, 3600,
               618.7, 574.2, 22.6, 38.4, 186.5, 96.0, 52.3, 250, 21.3, 392.5, 401.6, 39.7, 597.4, 154.6, 165.9,
               126.9, 46.1]},
}
TRAP_OVERLAP_OK = set()
UNIT_KEY = {"USD": "M", "USD/share": "S", "percent": "P"}

# The only negative gold values, (doc, metric, basis, end, field): every other value must be >= 0.
EXPECTED_NEGATIVE = {
    (HF, "revenue_growth", "unspecified", "2025-11-01", "low"),
    (HF, "revenue_growth", "unspecified", "2026-01-31", "low"),
    (BX, "revenue_growth", "unspecified", "2025-12-31", "low"),
    (SL, "operating_margin", "GAAP", "2025-09-30", "low"),
    (SL, "net_income", "GAAP", "2025-09-30", "low"),
    (SK, "net_income", "GAAP", "2025-12-31", "low"), (SK, "net_income", "GAAP", "2025-12-31", "high"),
    (SK, "net_income", "GAAP", "2026-12-31", "low"),
}

# Period ends and outlook dates that the releases state in words; each must be printed in its release.
DATES_PRINTED = {
    HF: ["August 2, 2025", "August 3, 2024", "January 31, 2026", "November 1, 2025", "May 29, 2025",
         "November 2, 2024"],
    SB: ["December 31, 2025"],
    TM: ["December 31, 2025"],
    KV: ["August 31, 2025", "November 30, 2025", "August 31, 2026"],
    BX: ["June 30, 2025"],
    SL: ["June 30, 2025", "September 30, 2025", "June 30, 2026"],
    PM: ["September 28, 2025", "September 29, 2024", "September 27, 2026", "December 28, 2025"],
    NG: ["July 24, 2025"],
    CW: ["June 28, 2025", "June 29, 2024", "December 27, 2025", "September 27, 2025"],
    SK: ["September 30, 2025", "October 27, 2025"],
}


def printed_values(text):
    """Numbers printed in a release, without bare years; a printed "flat" counts as 0."""
    return goldcheck.printed_values(text, skip_years=True, flat_is_zero=True)


docs = load_jsonl(DOCS_PATH)
gold = load_jsonl(GOLD_PATH)
by_doc = goldcheck.read_docs(DATA, docs, printed_values, dates_printed=DATES_PRINTED,
                             date_formats=("%B %-d, %Y", "%b. %-d, %Y"))
flat_text = {doc: re.sub(r"\s+", " ", v[1]) for doc, v in by_doc.items()}
raw = {d["doc"]: (DATA / d["file"]).read_text() for d in docs if (DATA / d["file"]).exists()}
idx = {(r.get("doc"), r.get("metric"), r.get("basis"), r.get("period_end_hint")): r for r in gold}

# Splitline's "$2.90 billion, plus or minus $50 million": the bounds are not printed as numbers. They
# are added to that release's printed values only when the sentence is found and the gold equals
# 2,900 -/+ 50 million.
m = re.search(r"For fiscal 2026, Splitline expects revenue of \$(\d+\.\d+) billion, plus or minus \$(\d+) million",
              flat_text.get(SL, ""))
g = idx.get((SL, "revenue", "unspecified", "2026-06-30"))
if not m or g is None or g["low"] is None or g["high"] is None:
    err("splitline: the 'plus or minus' revenue sentence or its gold range is missing")
elif SL in by_doc:
    mid, half = float(m.group(1)) * 1e9, float(m.group(2)) * 1e6
    if abs(g["low"] - (mid - half)) > 1e-3 or abs(g["high"] - (mid + half)) > 1e-3:
        err(f"splitline: FY revenue gold {g['low']}-{g['high']} is not {mid} -/+ {half}")
    by_doc[SL][2].update({round((mid - half) / 1e9, 6), round((mid + half) / 1e9, 6)})

per_split = goldcheck.check_set(
    DATA, docs, gold, by_doc, order=ORDER, expected_counts=EXPECTED_COUNTS, expected_split_counts=EXPECTED_SPLIT_COUNTS,
    total_range=(80, 95), traps=TRAPS, trap_overlap_ok=TRAP_OVERLAP_OK, expected_negative=EXPECTED_NEGATIVE,
    unit_key=UNIT_KEY, calendars=CALENDARS, metrics=METRICS, units=UNITS, bases=BASES, pct_metrics=PCT_METRICS,
)
# check_set asks for the 4 .htm / 6 .txt mix of holdout4-7; this set has 5 and 5 by design.
errors[:] = [e for e in errors if not e.startswith("file types are ")]
exts = Counter(Path(d["file"]).suffix for d in docs)
if exts != Counter({".htm": 5, ".txt": 5}):
    err(f"file types are {dict(exts)}, expected 5 .htm and 5 .txt")
for d in docs:
    if EXPECTED_FYE.get(d["doc"]) != d.get("fye"):
        err(f"{d['doc']}: fye {d.get('fye')}, NOTES.md says {EXPECTED_FYE.get(d['doc'])}")
for doc, want in BASIS_COUNTS.items():
    c = Counter(r.get("basis") for r in gold if r.get("doc") == doc)
    got_ = (c["GAAP"], c["non-GAAP"], c["unspecified"])
    if got_ != want:
        err(f"{doc}: (GAAP, non-GAAP, unspecified) records {got_}, NOTES.md says {want}")
if len(EXPECTED_NEGATIVE) != 8:
    err("NOTES.md lists eight negative values")
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
if sum(1 for d in docs if d["fye"] != "1231") < 4:
    err("fewer than four non-December fiscal years")
# Each layout text has a running page header right after every form feed.
for d in docs:
    if d["file"].endswith(".txt") and d["doc"] in raw:
        parts = raw[d["doc"]].split("\f")
        if len(parts) < 2:
            err(f"{d['doc']}: no form feed")
        for part in parts[1:]:
            first = part.split("\n", 1)[0]
            if len(first.strip()) < 20 or "  " not in first:
                err(f"{d['doc']}: no running page header after a form feed ({first[:40]!r})")


gold_index = goldcheck.GoldIndex(idx, BASES)
want_range = gold_index.want_range
want_point = gold_index.want_point
want_none = gold_index.want_none
want_none_any = gold_index.want_none_any


def is_trap(doc, unit_key, v):
    return any(abs(abs(v) - t) < 1e-6 for t in TRAPS[doc].get(unit_key, []))


def need_traps(doc, unit_key, vals, what):
    for v in vals:
        if not is_trap(doc, unit_key, v):
            err(f"{doc}: {what} value {v} ({unit_key}) is not listed as a trap")


def uk_of(metric, scale):
    return "S" if metric == "eps" else ("P" if scale == 1 else "M")


def num(s):
    return goldcheck.to_float(s.replace("$", "").strip())


def growth_ok(doc, gmetric, gbasis, end, amounts, base, what):
    """Growth rates (low/high or point) against amounts (same fields) over a printed base."""
    g = idx.get((doc, gmetric, gbasis, end))
    if g is None:
        err(f"{doc}: growth check {what}: no {gmetric} {gbasis} {end}")
        return
    for k in ("low", "high", "point"):
        if g[k] is None:
            continue
        a = amounts.get(k)
        if a is None:
            err(f"{doc}: growth check {what}: no amount for {k}")
            continue
        implied = (a / base - 1) * 100
        if abs(implied - g[k]) > 0.5:
            err(f"{doc}: {what} {k} {g[k]} but {a} over {base} gives {implied:.2f}")


def fields(doc, metric, basis, end):
    g = idx.get((doc, metric, basis, end)) or {}
    return {k: g.get(k) for k in ("low", "high", "point") if g.get(k) is not None}


# ---------------------------------------------------------------- HTML tables
def html_rows(text, marker, spans=False):
    """Rows (lists of cell texts, or (text, colspan) pairs) of the first <table> containing `marker`.
    Footnote markers in <sup> are dropped."""
    for t in re.findall(r"<table.*?</table>", text, re.S):
        if marker in t:
            rows = []
            for tr in re.findall(r"<tr.*?</tr>", t, re.S):
                cells = []
                for attrs, c in re.findall(r"<td([^>]*)>(.*?)</td>", tr, re.S):
                    c = re.sub(r"<sup>.*?</sup>", "", c)
                    c = html.unescape(re.sub(r"<[^>]+>", " ", c)).replace("\xa0", " ")
                    c = re.sub(r"\s+", " ", c).strip()
                    sp = re.search(r'colspan="(\d+)"', attrs)
                    cells.append((c, int(sp.group(1)) if sp else 1) if spans else c)
                rows.append(cells)
            return rows
    err(f"no table with {marker!r}")
    return []


def cell_vals(c):
    """'$1,195 – $1,220' -> (1195, 1220); '(2)% – flat' -> (-2, 0); '~$(300)' -> (-300,); 'N/A', '—' -> ()."""
    out = []
    for x in re.findall(r"\(\d[\d,]*(?:\.\d+)?\)|\d[\d,]*(?:\.\d+)?|\bflat\b", c):
        out.append(0.0 if x == "flat" else goldcheck.to_float(x))
    return tuple(out)


def read_cell(doc, metric, basis, end, cell, scale, what):
    v = cell_vals(cell)
    if not v:
        want_none(doc, metric, basis, end, f"{cell!r} ({what})")
    elif len(v) == 1:
        want_point(doc, metric, basis, end, v[0] * scale, what)
    else:
        want_range(doc, metric, basis, end, v[0] * scale, v[1] * scale, what)
    return v


def text_of(doc):
    return raw.get(doc, "")


# Harlowe: Third Quarter Fiscal 2025 | Fiscal 2025 Current Outlook | Fiscal 2025 Prior Outlook.
spec = {"Net sales": ("revenue", "unspecified", 1e6), "Comparable sales": ("revenue_growth", "unspecified", 1),
        "Gross margin": ("gross_margin", "unspecified", 1), "Operating margin": ("operating_margin", "unspecified", 1),
        "Diluted earnings per share": ("eps", "unspecified", 1), "Effective tax rate": ("tax_rate", "unspecified", 1),
        "Capital expenditures": ("capex", "unspecified", 1e6)}
others = {"Weighted average diluted shares", "Net new stores"}
seen = set()
for row in html_rows(text_of(HF), "Prior Outlook"):
    if len(row) != 4 or row[0] not in spec | dict.fromkeys(others):
        continue
    label = row[0]
    seen.add(label)
    if label in others:
        for c in row[1:]:
            need_traps(HF, "M", cell_vals(c), f"other guided row {label}")
        continue
    metric, basis, scale = spec[label]
    read_cell(HF, metric, basis, "2025-11-01", row[1], scale, f"Third Quarter {label}")
    cur = read_cell(HF, metric, basis, "2026-01-31", row[2], scale, f"Current Outlook {label}")
    prior = cell_vals(row[3])
    if len(prior) != len(cur):
        err(f"harlowe: {label} prior cell {row[3]!r} does not match the current cell")
    for c, p in zip(cur, prior):
        if c != p and not is_trap(HF, uk_of(metric, scale), p):
            err(f"harlowe: prior cell {label} {p} differs from current {c} but is not a trap")
if seen != set(spec) | others:
    err(f"harlowe: outlook rows read {sorted(seen)}")
HF_T = flat_text.get(HF, "")
m = re.search(r"the Company expects comparable sales down (\d+)% to flat and diluted earnings per share of \$(\d+\.\d+) to "
              r"\$(\d+\.\d+), compared with diluted earnings per share of \$(\d+\.\d+)", HF_T)
if not m:
    err("harlowe: third-quarter 'down 2% to flat' sentence not found")
else:
    want_range(HF, "revenue_growth", "unspecified", "2025-11-01", -float(m.group(1)), 0, "'down 2% to flat'")
    want_range(HF, "eps", "unspecified", "2025-11-01", float(m.group(2)), float(m.group(3)), "third-quarter EPS")
    need_traps(HF, "S", [float(m.group(4))], "prior-year third-quarter EPS")
m = re.search(r"now expects net sales of \$(\d+\.\d+) billion to \$(\d+\.\d+) billion and diluted earnings per share of "
              r"\$(\d+\.\d+) to \$(\d+\.\d+), up from \$(\d+\.\d+) billion to \$(\d+\.\d+) billion and \$(\d+\.\d+) to "
              r"\$(\d+\.\d+) previously", HF_T)
if not m:
    err("harlowe: 'Raises fiscal 2025 outlook' bullet not found")
else:
    v = [float(x) for x in m.groups()]
    want_range(HF, "revenue", "unspecified", "2026-01-31", v[0] * 1e9, v[1] * 1e9, "bullet net sales")
    want_range(HF, "eps", "unspecified", "2026-01-31", v[2], v[3], "bullet EPS")
    need_traps(HF, "M", [v[4] * 1e3, v[5] * 1e3], "previous net sales")
    need_traps(HF, "S", v[6:], "previous EPS")
if "long-term target of a 10% operating margin by fiscal 2028" not in HF_T:
    err("harlowe: long-term target sentence not found")

# Tallowmere: one "2026 Guidance" column.
spec = {"Net revenues": ("revenue", "unspecified", 1e6), "Adjusted EBITDA": ("ebitda", "non-GAAP", 1e6),
        "Net income": ("net_income", "unspecified", 1e6), "Diluted EPS": ("eps", "unspecified", 1),
        "Effective tax rate": ("tax_rate", "unspecified", 1), "Total capital expenditures": ("capex", "unspecified", 1e6)}
vals, seen = {}, set()
for row in html_rows(text_of(TM), "2026 Guidance"):
    if len(row) != 2:
        continue
    label, cell = row
    if label.startswith("("):
        continue
    vals[label] = cell_vals(cell)
    if label in spec:
        seen.add(label)
        metric, basis, scale = spec[label]
        read_cell(TM, metric, basis, "2026-12-31", cell, scale, f"2026 Guidance {label}")
    elif label == "Adjusted EPS":
        if cell_vals(cell):
            err(f"tallowmere: Adjusted EPS cell {cell!r} is not N/A")
        want_none(TM, "eps", "non-GAAP", "2026-12-31", "N/A")
    elif label == "Free cash flow":
        if not cell.startswith("At least"):
            err(f"tallowmere: free cash flow cell {cell!r} is not one-sided")
        want_none_any(TM, "free_cash_flow", "2026-12-31", "a one-sided bound")
        need_traps(TM, "M", cell_vals(cell), "one-sided free cash flow")
    elif cell_vals(cell):
        need_traps(TM, "M", cell_vals(cell), f"other guided row {label}")
if seen != set(spec):
    err(f"tallowmere: guidance rows read {sorted(seen)}")
try:
    seg = [vals[k] for k in ("Nevada", "Midwest", "South", "Corporate expense")]
    for i in (0, 1):
        if abs(sum(s[i] for s in seg) - vals["Total Adjusted EBITDAR"][i]) > 1e-9:
            err("tallowmere: EBITDAR segments do not add up to the total")
        if abs(vals["Total Adjusted EBITDAR"][i] + vals["Cash rent payments to REIT landlords"][0]
               - vals["Adjusted EBITDA"][i]) > 1e-9:
            err("tallowmere: total EBITDAR less rent is not Adjusted EBITDA")
    if abs(vals["Maintenance capital expenditures"][0] + vals["Project capital expenditures"][0]
           - vals["Total capital expenditures"][0]) > 1e-9 or abs(
            vals["Maintenance capital expenditures"][1] + vals["Project capital expenditures"][1]
            - vals["Total capital expenditures"][1]) > 1e-9:
        err("tallowmere: capital expenditure parts do not add up")
except (KeyError, IndexError):
    err(f"tallowmere: guidance rows missing: {sorted(vals)}")
TM_T = flat_text.get(TM, "")
m = re.search(r"The net revenue range represents growth of (\d+)% to (\d+)% over 2025 net revenues of \$([\d,.]+) million", TM_T)
if not m:
    err("tallowmere: growth sentence not found")
else:
    want_range(TM, "revenue_growth", "unspecified", "2026-12-31", float(m.group(1)), float(m.group(2)), "growth")
    f_ = fields(TM, "revenue", "unspecified", "2026-12-31")
    growth_ok(TM, "revenue_growth", "unspecified", "2026-12-31", f_, num(m.group(3)) * 1e6, "net revenue growth")
m = re.search(r"For the first quarter of 2026, the Company expects net revenues of \$(\d+) million to \$(\d+) million and "
              r"Adjusted EBITDA of \$(\d+) million to \$(\d+) million, compared with \$(\d+(?:\.\d+)?) million and \$(\d+(?:\.\d+)?) "
              r"million, respectively, in the first quarter of 2025", TM_T)
if not m:
    err("tallowmere: first-quarter sentence not found")
else:
    v = [float(x) for x in m.groups()]
    want_range(TM, "revenue", "unspecified", "2026-03-31", v[0] * 1e6, v[1] * 1e6, "Q1 net revenues")
    want_range(TM, "ebitda", "non-GAAP", "2026-03-31", v[2] * 1e6, v[3] * 1e6, "Q1 Adjusted EBITDA")
    need_traps(TM, "M", v[4:], "prior-year first quarter ('respectively')")
for metric in ("revenue", "ebitda"):
    if idx.get((TM, metric, "unspecified" if metric == "revenue" else "non-GAAP", "2025-03-31")):
        err("tallowmere: the first quarter of 2025 is a result")

# Boxhaven: Low | High with GAAP / non-GAAP / operating-assumption groups.
spec = {"Diluted EPS attributable to common shareholders": ("eps", "GAAP", 1, "GAAP measures"),
        "Net income attributable to common shareholders ($ in millions)": ("net_income", "GAAP", 1e6, "GAAP measures"),
        "Total revenues ($ in millions)": ("revenue", "unspecified", 1e6, "Operating assumptions"),
        "Same-store revenue growth": ("revenue_growth", "unspecified", 1, "Operating assumptions"),
        "Capital expenditures ($ in millions)": ("capex", "unspecified", 1e6, "Operating assumptions")}
group, seen, bx = None, set(), {}
for row in html_rows(text_of(BX), "Ranges for 2025 Annual Outlook"):
    if len(row) != 3:
        continue
    label = row[0]
    if not row[1] and not row[2]:
        group = label
        continue
    lo, hi = cell_vals(row[1]), cell_vals(row[2])
    bx[label] = (lo, hi)
    if label in spec:
        metric, basis, scale, want_group = spec[label]
        seen.add(label)
        if group != want_group:
            err(f"boxhaven: row {label} sits under {group!r}, not {want_group!r}")
        want_range(BX, metric, basis, "2025-12-31", lo[0] * scale, hi[0] * scale, f"outlook {label}")
    elif label == "Core FFO per diluted share":
        if group != "Non-GAAP measures":
            err("boxhaven: Core FFO row is not under 'Non-GAAP measures'")
        need_traps(BX, "S", lo + hi, "Core FFO")
        want_none(BX, "eps", "non-GAAP", "2025-12-31", "Core FFO per share (not EPS)")
    elif label == "Acquisitions ($ in millions)":
        if lo or "up to" not in row[2]:
            err("boxhaven: acquisitions row is not 'up to'")
        need_traps(BX, "M", hi, "one-sided acquisitions")
    else:
        need_traps(BX, "P" if "growth" in label else "M", lo + hi, f"other guided row {label}")
if seen != set(spec):
    err(f"boxhaven: outlook rows read {sorted(seen)}")
try:
    eps_, ni_, sh_ = (bx["Diluted EPS attributable to common shareholders"],
                      bx["Net income attributable to common shareholders ($ in millions)"],
                      bx["Weighted average diluted shares (millions)"])
    for i in (0, 1):
        if abs(eps_[i][0] * sh_[i][0] - ni_[i][0]) > 0.5:
            err("boxhaven: net income is not EPS times shares")
except KeyError:
    err("boxhaven: EPS, net income or share rows missing")
rec = [r_ for r_ in html_rows(text_of(BX), "Reconciliation of 2025 Outlook") if len(r_) == 3 and cell_vals(r_[1])]
body = {r_[0]: (cell_vals(r_[1])[0], cell_vals(r_[2])[0]) for r_ in rec}
try:
    for i in (0, 1):
        ffo = sum(body[k][i] for k in ("Net income attributable to common shareholders", "Real estate depreciation and amortization",
                                       "Unconsolidated joint venture depreciation", "Gain on sale of real estate"))
        if abs(ffo - body["FFO"][i]) > 1e-9 or abs(ffo + body["Acquisition, integration and other non-core costs"][i]
                                                     - body["Core FFO"][i]) > 1e-9:
            err("boxhaven: per-share reconciliation does not add up")
        if abs(body["Core FFO"][i] - bx["Core FFO per diluted share"][i][0]) > 1e-9:
            err("boxhaven: reconciliation Core FFO differs from the outlook table")
    want_range(BX, "eps", "GAAP", "2025-12-31", body["Net income attributable to common shareholders"][0],
               body["Net income attributable to common shareholders"][1], "reconciliation first row")
    for k, v in body.items():
        if k != "Net income attributable to common shareholders":
            need_traps(BX, "S", v, f"reconciliation {k}")
except KeyError:
    err(f"boxhaven: reconciliation rows read {sorted(body)}")
BX_T = flat_text.get(BX, "")
m = re.search(r"For the third quarter of 2025, the Trust expects total revenues of \$(\d+) million to \$(\d+) million, GAAP net "
              r"income attributable to common shareholders of \$(\d+\.\d+) to \$(\d+\.\d+) per diluted share, and Core FFO of "
              r"\$(\d+\.\d+) to \$(\d+\.\d+) per diluted share", BX_T)
if not m:
    err("boxhaven: third-quarter sentence not found")
else:
    v = [float(x) for x in m.groups()]
    want_range(BX, "revenue", "unspecified", "2025-09-30", v[0] * 1e6, v[1] * 1e6, "Q3 revenues")
    want_range(BX, "eps", "GAAP", "2025-09-30", v[2], v[3], "Q3 GAAP EPS")
    need_traps(BX, "S", v[4:], "Q3 Core FFO")
m = re.search(r"to \$(\d+\.\d+) to \$(\d+\.\d+) per diluted share, from \$(\d+\.\d+) to \$(\d+\.\d+), and raised the low end of "
              r"its Core FFO estimate to \$(\d+\.\d+), from \$(\d+\.\d+)", BX_T)
if not m:
    err("boxhaven: narrowed-outlook sentence not found")
else:
    v = [float(x) for x in m.groups()]
    want_range(BX, "eps", "GAAP", "2025-12-31", v[0], v[1], "narrowed EPS")
    need_traps(BX, "S", v[2:], "previous EPS and Core FFO")

# Northgale: GAAP | Adjusted (non-GAAP) columns; colspan cells have no basis.
spec = {"Revenue growth": ("revenue_growth", 1), "Diluted EPS": ("eps", 1), "Operating margin": ("operating_margin", 1),
        "Effective tax rate": ("tax_rate", 1), "Net cash provided by operating activities": ("operating_cash_flow", 1e6),
        "Free cash flow": ("free_cash_flow", 1e6), "Capital expenditures": ("capex", 1e6)}
seen, ng = set(), {}
for row in html_rows(text_of(NG), "Adjusted (non-GAAP)", spans=True):
    if len(row) < 2 or row[0][0].startswith("Full-Year"):
        continue
    label = row[0][0]
    scale_txt = " million" in " ".join(c for c, _ in row[1:])
    if label not in spec:
        need_traps(NG, "M", [v for c, _ in row[1:] for v in cell_vals(c)], f"other guided row {label}")
        continue
    metric, scale = spec[label]
    seen.add(label)
    end = "2025-12-31"
    if len(row) == 2 and row[1][1] == 2:
        read_cell(NG, metric, "unspecified", end, row[1][0], scale, f"{label} (colspan)")
        want_none(NG, metric, "GAAP", end, "a colspan cell")
        want_none(NG, metric, "non-GAAP", end, "a colspan cell")
        ng[(label, "unspecified")] = cell_vals(row[1][0])
    elif len(row) == 3:
        ng[(label, "GAAP")] = read_cell(NG, metric, "GAAP", end, row[1][0], scale, f"GAAP {label}")
        ng[(label, "non-GAAP")] = read_cell(NG, metric, "non-GAAP", end, row[2][0], scale, f"Adjusted {label}")
        want_none(NG, metric, "unspecified", end, "GAAP and Adjusted columns")
    else:
        err(f"northgale: row {label} has {len(row)} cells")
if seen != set(spec):
    err(f"northgale: guidance rows read {sorted(seen)}")
try:
    ocf, cap, fcf = (ng[("Net cash provided by operating activities", "GAAP")], ng[("Capital expenditures", "unspecified")],
                     ng[("Free cash flow", "non-GAAP")])
    if any(abs(ocf[i] - cap[0] - fcf[i]) > 1e-9 for i in (0, 1)):
        err("northgale: free cash flow is not operating cash flow less capex")
    ge, ae = ng[("Diluted EPS", "GAAP")], ng[("Diluted EPS", "non-GAAP")]
    if "approximately $1.35 per share" not in flat_text.get(NG, "") or any(abs(ae[i] - ge[i] - 1.35) > 1e-9 for i in (0, 1)):
        err("northgale: adjusted EPS is not GAAP EPS plus the printed $1.35")
except KeyError:
    err("northgale: cells for the cross-checks are missing")
NG_T = flat_text.get(NG, "")
m = re.search(r"Previously, the Company expected revenue growth of (\d+)% to (\d+)%, GAAP EPS of \$(\d+(?:\.\d+)?) to \$(\d+(?:\.\d+)?), "
              r"adjusted EPS of \$(\d+(?:\.\d+)?) to \$(\d+(?:\.\d+)?) and free cash flow of \$(\d+) million to \$(\d+) million", NG_T)
if not m:
    err("northgale: previous-guidance sentence not found")
else:
    v = [float(x) for x in m.groups()]
    need_traps(NG, "P", v[0:2], "previous revenue growth")
    cur = [(v[2], fields(NG, "eps", "GAAP", "2025-12-31").get("low"), "S"), (v[3], fields(NG, "eps", "GAAP", "2025-12-31").get("high"), "S"),
           (v[4], fields(NG, "eps", "non-GAAP", "2025-12-31").get("low"), "S"),
           (v[5], fields(NG, "eps", "non-GAAP", "2025-12-31").get("high"), "S"),
           (v[6] * 1e6, fields(NG, "free_cash_flow", "non-GAAP", "2025-12-31").get("low"), "M"),
           (v[7] * 1e6, fields(NG, "free_cash_flow", "non-GAAP", "2025-12-31").get("high"), "M")]
    for p, c, uk in cur:
        if c is None or abs(p - c) > 1e-6:
            if not is_trap(NG, uk, p / 1e6 if uk == "M" else p):
                err(f"northgale: previous value {p} differs from current {c} but is not a trap")
if "2028 targets it set out at its investor day: revenue of approximately $7 billion and segment margin of 22% to 24%" not in NG_T:
    err("northgale: 2028 targets sentence not found")
rows = {r_[0]: (cell_vals(r_[1]), cell_vals(r_[2])) for r_ in html_rows(text_of(NG), "Acquisition-related amortization")
        if len(r_) == 3 and cell_vals(r_[1])}
try:
    for i in (0, 1):
        if abs(rows["Diluted EPS (GAAP)"][i][0] + rows["Acquisition-related amortization"][i][0]
               + rows["Restructuring charges"][i][0] - rows["Adjusted diluted EPS (non-GAAP)"][i][0]) > 1e-9:
            err("northgale: EPS reconciliation does not add up")
except (KeyError, IndexError):
    err(f"northgale: EPS reconciliation rows read {sorted(rows)}")

# Skerrow: Q4 2025 Low | High and FY2026 Low | High; FY2025 capex in prose.
spec = {"Contract drilling revenues": ("revenue", "unspecified", 1e6), "Adjusted EBITDA": ("ebitda", "non-GAAP", 1e6),
        "Net income (loss) (GAAP)": ("net_income", "GAAP", 1e6), "Capital expenditures": ("capex", "unspecified", 1e6)}
seen = set()
for row in html_rows(text_of(SK), "Full Year 2026 (preliminary)"):
    if len(row) != 5 or row[0] == "(in millions)":
        continue
    label = row[0]
    q4, fy = cell_vals(row[1]) + cell_vals(row[2]), cell_vals(row[3]) + cell_vals(row[4])
    if label in spec:
        seen.add(label)
        metric, basis, scale = spec[label]
        if label == "Capital expenditures":
            if q4:
                err("skerrow: fourth-quarter capex cells are not dashes")
        else:
            want_range(SK, metric, basis, "2025-12-31", q4[0] * scale, q4[1] * scale, f"Q4 {label}")
        want_range(SK, metric, basis, "2026-12-31", fy[0] * scale, fy[1] * scale, f"FY2026 {label}")
    else:
        need_traps(SK, "M", q4 + fy, f"other guided row {label}")
        if label == "Cash taxes" and fy:
            err("skerrow: FY2026 cash taxes are not N/A")
if seen != set(spec):
    err(f"skerrow: guidance rows read {sorted(seen)}")
SK_T = flat_text.get(SK, "")
m = re.search(r"expects full-year 2025 capital expenditures of approximately \$(\d+) million, compared with its previous "
              r"estimate of \$(\d+) million", SK_T)
if not m:
    err("skerrow: full-year 2025 capex sentence not found")
else:
    want_point(SK, "capex", "unspecified", "2025-12-31", float(m.group(1)) * 1e6, "full-year 2025 capex")
    need_traps(SK, "M", [float(m.group(2))], "previous 2025 capex")
m = re.search(r"free cash flow of at least \$(\d+) million in 2026", SK_T)
if not m:
    err("skerrow: one-sided free cash flow sentence not found")
else:
    want_none_any(SK, "free_cash_flow", "2026-12-31", "a one-sided bound")
    need_traps(SK, "M", [float(m.group(1))], "one-sided free cash flow")
rec = {}
for t in re.findall(r"<table.*?</table>", text_of(SK), re.S):
    if "Income tax expense" in t and "Full Year 2026" in t:
        for tr in re.findall(r"<tr.*?</tr>", t, re.S):
            cells = [html.unescape(re.sub(r"<[^>]+>", " ", c)).replace("\xa0", " ") for c in re.findall(r"<td.*?</td>", tr, re.S)]
            cells = [re.sub(r"\s+", " ", c).strip() for c in cells]
            if len(cells) == 5 and cell_vals(cells[1]):
                rec[cells[0]] = [cell_vals(c)[0] for c in cells[1:]]
keys = ["Net income (loss) (GAAP)", "Income tax expense", "Interest expense, net", "Depreciation and amortization",
        "Loss (gain) on disposal of assets and other, net", "Adjusted EBITDA (non-GAAP)"]
if list(rec) != keys:
    err(f"skerrow: reconciliation rows read {list(rec)}")
else:
    for i, (end, k) in enumerate([("2025-12-31", "low"), ("2025-12-31", "high"), ("2026-12-31", "low"), ("2026-12-31", "high")]):
        if abs(sum(rec[x][i] for x in keys[:-1]) - rec[keys[-1]][i]) > 1e-9:
            err(f"skerrow: reconciliation column {i} does not add up")
        for label, metric, basis in [(keys[0], "net_income", "GAAP"), (keys[-1], "ebitda", "non-GAAP")]:
            g = idx.get((SK, metric, basis, end))
            if g is None or g[k] is None or abs(g[k] - rec[label][i] * 1e6) > 1e-3:
                err(f"skerrow: reconciliation {label} {end} {k} {rec[label][i]} is not the gold")
    for x in keys[1:-1]:
        need_traps(SK, "M", rec[x], f"reconciliation item {x}")
q3 = {r_[0]: [cell_vals(c)[0] if cell_vals(c) else 0.0 for c in r_[1:]]
      for r_ in html_rows(text_of(SK), "Q3 2024") if len(r_) == 4 and r_[0]}
try:
    for i in range(3):
        s_ = sum(q3[k][i] for k in ("Net loss", "Interest expense, net", "Income tax expense", "Depreciation and amortization",
                                   "Loss on retirement of assets", "Other income, net"))
        if abs(s_ - q3["Adjusted EBITDA"][i]) > 1e-6:
            err(f"skerrow: results reconciliation column {i} does not add up")
except KeyError:
    err(f"skerrow: results reconciliation rows read {sorted(q3)}")


# ---------------------------------------------------------------- layout text
def rx(doc, pat, what, flags=re.M):
    m = re.search(pat, text_of(doc), flags)
    if not m:
        err(f"{doc}: {what} not found")
    return m


# Stillbrook: wrapped labels in the 2026 guidance table; GAAP EPS sentence with growth over $3.20.
for pat, metric, basis, scale in [
        (r"^  Operating revenues \(in millions\)\s+\$([\d,]+) - \$([\d,]+)$", "revenue", "unspecified", 1e6),
        (r"^  Net income attributable to common\n    shareholders \(in millions\)\s+\$(\d+) - \$(\d+)$", "net_income",
         "unspecified", 1e6),
        (r"^  Diluted EPS \(GAAP\)\s+\$(\d+(?:\.\d+)?) - \$(\d+(?:\.\d+)?)$", "eps", "GAAP", 1),
        (r"^  Effective income tax rate\s+(\d+)% - (\d+)%$", "tax_rate", "unspecified", 1)]:
    m = rx(SB, pat, f"guidance row {metric}")
    if m:
        want_range(SB, metric, basis, "2026-12-31", num(m.group(1)) * scale, num(m.group(2)) * scale, f"2026 Guidance {metric}")
for pat, metric in [(r"^  Capital expenditures\(1\)\s+approximately \$(\d+(?:\.\d+)?) billion$", "capex"),
                    (r"^  Net cash provided by operating\n    activities\s+approximately \$(\d+(?:\.\d+)?) billion$", "operating_cash_flow")]:
    m = rx(SB, pat, f"guidance row {metric}")
    if m:
        want_point(SB, metric, "unspecified", "2026-12-31", float(m.group(1)) * 1e9, f"2026 Guidance {metric}")
m = rx(SB, r"^  Operation and maintenance expense \(in\n    millions\)\s+\$(\d+) - \$(\d+)$", "O&M row")
if m:
    need_traps(SB, "M", [float(m.group(1)), float(m.group(2))], "O&M expense (a line item)")
    want_none_any(SB, "operating_expenses", "2026-12-31", "O&M expense (a line item)")
m = rx(SB, r"^  Weighted average diluted shares\s+approximately (\d+) million$", "share row")
if m:
    need_traps(SB, "M", [float(m.group(1))], "share count")
m = re.search(r"Stillbrook expects 2026 GAAP EPS in the range of \$(\d+(?:\.\d+)?) to \$(\d+(?:\.\d+)?) per diluted share\. This range "
              r"represents growth of (\d+)% to (\d+)% over 2025 GAAP EPS of \$(\d+(?:\.\d+)?)", flat_text.get(SB, ""))
if not m:
    err("stillbrook: GAAP EPS sentence not found")
else:
    v = [float(x) for x in m.groups()]
    want_range(SB, "eps", "GAAP", "2026-12-31", v[0], v[1], "GAAP EPS sentence")
    want_range(SB, "eps_growth", "GAAP", "2026-12-31", v[2], v[3], "EPS growth over 2025 GAAP EPS")
    growth_ok(SB, "eps_growth", "GAAP", "2026-12-31", fields(SB, "eps", "GAAP", "2026-12-31"), v[4], "EPS growth")
    n_, e_ = fields(SB, "net_income", "unspecified", "2026-12-31"), fields(SB, "eps", "GAAP", "2026-12-31")
    for k in ("low", "high"):
        if k in n_ and k in e_ and abs(n_[k] / 192e6 - e_[k]) > 0.02:
            err(f"stillbrook: net income {k} over 192 million shares is not the EPS")
m = re.search(r"affirmed its long-term targets of (\d+)% to (\d+)% annual growth in EPS and in the dividend through 2030",
              flat_text.get(SB, ""))
if not m:
    err("stillbrook: long-term target sentence not found")
else:
    need_traps(SB, "P", [float(m.group(1)), float(m.group(2))], "long-term EPS growth target")
if "up to $300 million of common equity" not in flat_text.get(SB, ""):
    err("stillbrook: 'up to' equity sentence not found")

# Kelvora: Q1 Low | High table with a wrapped label; footnote adjustments; FY prose with "respectively".
for pat, metric, basis in [(r"^Net revenue\s+\$([\d,]+)\s+\$([\d,]+)$", "revenue", "unspecified"),
                           (r"^U\.S\. GAAP diluted earnings per share\s+\$(\d+(?:\.\d+)?)\s+\$(\d+(?:\.\d+)?)$", "eps", "GAAP"),
                           (r"^Core diluted earnings per share\n  \(Non-GAAP\)\(1\)\s+\$(\d+(?:\.\d+)?)\s+\$(\d+(?:\.\d+)?)$", "eps", "non-GAAP")]:
    m = rx(KV, pat, f"Q1 row {metric} {basis}")
    if m:
        scale = 1e6 if metric == "revenue" else 1
        want_range(KV, metric, basis, "2025-11-30", num(m.group(1)) * scale, num(m.group(2)) * scale, f"Q1 {metric} {basis}")
op = {}
for pat, key in [(r"^U\.S\. GAAP operating income\s+\$(\d+)\s+\$(\d+)$", "gaap"),
                 (r"^Core operating income \(Non-GAAP\)\(1\)\s+\$(\d+)\s+\$(\d+)$", "core")]:
    m = rx(KV, pat, f"Q1 {key} operating income row")
    if m:
        op[key] = (float(m.group(1)), float(m.group(2)))
        need_traps(KV, "M", op[key], f"Q1 {key} operating income (outside the vocabulary)")
KV_T = flat_text.get(KV, "")
m = re.search(r"exclude anticipated adjustments of \$(\d+) million for amortization of intangibles \(or \$(\d+(?:\.\d+)?) per diluted "
              r"share\), \$(\d+) million for stock-based compensation expense and related charges \(or \$(\d+(?:\.\d+)?) per diluted "
              r"share\) and \$(\d+) million to \$(\d+) million for restructuring, severance and related charges \(or "
              r"\$(\d+(?:\.\d+)?) to \$(\d+(?:\.\d+)?) per diluted share\)", KV_T)
if not m:
    err("kelvora: footnote (1) adjustments not found")
else:
    a, ae, b, be, c1, c2, ce1, ce2 = [float(x) for x in m.groups()]
    ge, ce = fields(KV, "eps", "GAAP", "2025-11-30"), fields(KV, "eps", "non-GAAP", "2025-11-30")
    if ge and ce and (abs(ce["low"] - ae - be - ce2 - ge["low"]) > 1e-9 or abs(ce["high"] - ae - be - ce1 - ge["high"]) > 1e-9):
        err("kelvora: Q1 GAAP EPS is not core EPS less the footnoted adjustments")
    if len(op) == 2 and (abs(op["core"][0] - a - b - c2 - op["gaap"][0]) > 1e-9 or abs(op["core"][1] - a - b - c1 - op["gaap"][1]) > 1e-9):
        err("kelvora: Q1 GAAP operating income is not core less the footnoted adjustments")
    need_traps(KV, "S", [ae, be, ce1, ce2], "footnoted per-share adjustments")
    need_traps(KV, "M", [a, b, c1, c2], "footnoted adjustments")
m = re.search(r"expects net revenue of approximately \$(\d+(?:\.\d+)?) billion, an increase of approximately (\d+)% from fiscal 2025, "
              r"and core operating margin in the range of (\d+(?:\.\d+)?)% to (\d+(?:\.\d+)?)%\. The Company expects U\.S\. GAAP diluted "
              r"earnings per share and core diluted earnings per share of approximately \$(\d+(?:\.\d+)?) and \$(\d+(?:\.\d+)?), "
              r"respectively, a core effective tax rate of (\d+)% to (\d+)%, and adjusted free cash flow in excess of "
              r"\$(\d+(?:\.\d+)?) billion\. Net capital expenditures are expected to be (\d+(?:\.\d+)?)% to (\d+(?:\.\d+)?)% of net revenue", KV_T)
if not m:
    err("kelvora: fiscal 2026 outlook paragraph not found")
else:
    v = [float(x) for x in m.groups()]
    fy = "2026-08-31"
    want_point(KV, "revenue", "unspecified", fy, v[0] * 1e9, "FY net revenue")
    want_point(KV, "revenue_growth", "unspecified", fy, v[1], "FY growth")
    want_range(KV, "operating_margin", "non-GAAP", fy, v[2], v[3], "core operating margin")
    want_point(KV, "eps", "GAAP", fy, v[4], "first ('U.S. GAAP') member of 'respectively'")
    want_point(KV, "eps", "non-GAAP", fy, v[5], "second ('core') member of 'respectively'")
    want_range(KV, "tax_rate", "non-GAAP", fy, v[6], v[7], "core effective tax rate")
    want_none_any(KV, "free_cash_flow", fy, "a one-sided bound ('in excess of')")
    want_none_any(KV, "capex", fy, "capex as a percent of revenue")
    need_traps(KV, "M", [v[8] * 1e3], "one-sided free cash flow")
    need_traps(KV, "P", v[9:11], "capex as a percent of revenue")
m = re.search(r"above the fiscal 2026 framework of \$(\d+(?:\.\d+)?) billion to \$(\d+(?:\.\d+)?) billion of net revenue", KV_T)
if not m:
    err("kelvora: June framework sentence not found")
else:
    need_traps(KV, "M", [float(m.group(1)) * 1e3, float(m.group(2)) * 1e3], "superseded June framework")
seg = {}
for name, pat in [("reg", r"^Regulated Industries\s+\$(\d+(?:\.\d+)?)\s+\$(\d+(?:\.\d+)?)\s+(down|up) (\d+)%$"),
                  ("inf", r"^Intelligent Infrastructure\s+\$(\d+(?:\.\d+)?)\s+\$(\d+(?:\.\d+)?)\s+(down|up) (\d+)%$"),
                  ("cl", r"^Connected Living & Digital\n  Commerce\s+\$(\d+(?:\.\d+)?)\s+\$(\d+(?:\.\d+)?)\s+(down|up) (\d+)%$"),
                  ("tot", r"^Total\s+\$(\d+(?:\.\d+)?)\s+\$(\d+(?:\.\d+)?)\s+(down|up) (\d+)%$")]:
    m = rx(KV, pat, f"segment row {name}")
    if m:
        seg[name] = (float(m.group(1)), float(m.group(2)), float(m.group(4)) * (-1 if m.group(3) == "down" else 1))
if len(seg) == 4:
    for i in (0, 1):
        if abs(seg["reg"][i] + seg["inf"][i] + seg["cl"][i] - seg["tot"][i]) > 1e-6:
            err("kelvora: segment revenues do not add up to the total")
    for k in ("reg", "inf", "cl"):
        need_traps(KV, "M", [seg[k][0] * 1e3, seg[k][1] * 1e3], f"segment {k}")
        need_traps(KV, "P", [abs(seg[k][2])], f"segment {k} change")
        if abs((seg[k][1] / seg[k][0] - 1) * 100 - seg[k][2]) > 0.5:
            err(f"kelvora: segment {k} change does not match its amounts")
    want_point(KV, "revenue", "unspecified", "2026-08-31", seg["tot"][1] * 1e9, "segment table total")
    want_point(KV, "revenue_growth", "unspecified", "2026-08-31", seg["tot"][2], "segment table total change")
    growth_ok(KV, "revenue_growth", "unspecified", "2026-08-31", fields(KV, "revenue", "unspecified", "2026-08-31"),
              seg["tot"][0] * 1e9, "FY net revenue growth")

# Splitline: Fiscal Q1'26 | Fiscal Year '26 layout table.
SLQ, SLY = "2025-09-30", "2026-06-30"
m = rx(SL, r"^Revenue\s+\$(\d+) - \$(\d+) million\s+\$(\d+(?:\.\d+)?) billion \+/- \$(\d+)\n\s+million$", "revenue row")
if m:
    want_range(SL, "revenue", "unspecified", SLQ, float(m.group(1)) * 1e6, float(m.group(2)) * 1e6, "Q1 revenue")
    want_range(SL, "revenue", "unspecified", SLY, float(m.group(3)) * 1e9 - float(m.group(4)) * 1e6,
               float(m.group(3)) * 1e9 + float(m.group(4)) * 1e6, "FY revenue '+/-' cell")
m = rx(SL, r"^GAAP operating margin\s+\((\d+)\)% - (\d+)%\s+Positive$", "GAAP operating margin row")
if m:
    want_range(SL, "operating_margin", "GAAP", SLQ, -float(m.group(1)), float(m.group(2)), "Q1 GAAP operating margin")
m = rx(SL, r"^Adjusted operating margin\(1\)\s+(\d+)% - (\d+)%\s+(\d+)% - (\d+)%$", "adjusted operating margin row")
if m:
    want_range(SL, "operating_margin", "non-GAAP", SLQ, float(m.group(1)), float(m.group(2)), "Q1 adjusted operating margin")
    want_range(SL, "operating_margin", "non-GAAP", SLY, float(m.group(3)), float(m.group(4)), "FY adjusted operating margin")
want_none(SL, "operating_margin", "GAAP", SLY, "'Positive' (vague)")
want_none(SL, "operating_margin", "unspecified", SLY, "'Positive' (vague)")
m = rx(SL, r"^GAAP net income \(loss\)\s+\$\((\d+)\) - \$(\d+) million\s+\$(\d+) - \$(\d+) million$", "GAAP net income row")
if m:
    want_range(SL, "net_income", "GAAP", SLQ, -float(m.group(1)) * 1e6, float(m.group(2)) * 1e6, "Q1 GAAP net income (loss)")
    want_range(SL, "net_income", "GAAP", SLY, float(m.group(3)) * 1e6, float(m.group(4)) * 1e6, "FY GAAP net income")
sl = {}
for pat, key in [(r"^GMV\s+\$(\d+(?:\.\d+)?) - \$(\d+(?:\.\d+)?) billion\s+More than \$(\d+(?:\.\d+)?) billion$", "gmv"),
                 (r"^Transaction costs\s+\$(\d+) - \$(\d+) million\s+N/A$", "tc"),
                 (r"^Revenue less transaction costs\(1\)\s+\$(\d+) - \$(\d+) million\s+Approximately (\d+(?:\.\d+)?)% of GMV$", "rltc"),
                 (r"^Weighted average shares\n  outstanding \(diluted\)\s+~(\d+) million\s+~(\d+) million$", "sh")]:
    m = rx(SL, pat, f"{key} row")
    if m:
        sl[key] = [float(x) for x in m.groups()]
if len(sl) == 4:
    need_traps(SL, "M", [sl["gmv"][0] * 1e3, sl["gmv"][1] * 1e3, sl["gmv"][2] * 1e3], "GMV")
    need_traps(SL, "M", sl["tc"] + sl["rltc"][:2] + sl["sh"], "transaction costs, RLTC, shares")
    need_traps(SL, "P", sl["rltc"][2:], "RLTC as a percent of GMV")
    q = fields(SL, "revenue", "unspecified", SLQ)
    if q and (abs(q["low"] / 1e6 - sl["tc"][0] - sl["rltc"][0]) > 1e-6 or abs(q["high"] / 1e6 - sl["tc"][1] - sl["rltc"][1]) > 1e-6):
        err("splitline: Q1 revenue less transaction costs is not RLTC")
m = re.search(r"representing growth of approximately (\d+)% to (\d+)% from fiscal 2025 revenue of \$([\d,.]+) million, and GMV "
              r"of more than \$(\d+(?:\.\d+)?) billion", flat_text.get(SL, ""))
if not m:
    err("splitline: fiscal 2026 growth sentence not found")
else:
    want_range(SL, "revenue_growth", "unspecified", SLY, float(m.group(1)), float(m.group(2)), "FY growth")
    growth_ok(SL, "revenue_growth", "unspecified", SLY, fields(SL, "revenue", "unspecified", SLY), num(m.group(3)) * 1e6,
              "FY revenue growth")
if "preliminary framework of revenue growth of at least 18%" not in flat_text.get(SL, ""):
    err("splitline: superseded framework sentence not found")

# Pellmore: "respectively" sentence, layout table, "The Company also expects" bullets, Q1 "flat to up".
PMY, PMQ = "2026-09-27", "2025-12-28"
PM_T = flat_text.get(PM, "")
m = re.search(r"expects reported EPS-diluted and adjusted EPS-diluted of \$(\d+(?:\.\d+)?) to \$(\d+(?:\.\d+)?) and \$(\d+(?:\.\d+)?) to \$(\d+(?:\.\d+)?), "
              r"respectively, with adjusted EPS-diluted growth of (\d+)% to (\d+)% over fiscal 2025 adjusted EPS-diluted of "
              r"\$(\d+\.\d+)", PM_T)
if not m:
    err("pellmore: 'reported ... and adjusted ... respectively' sentence not found")
else:
    v = [float(x) for x in m.groups()]
    want_range(PM, "eps", "GAAP", PMY, v[0], v[1], "first ('reported', GAAP by note (4)) member")
    want_range(PM, "eps", "non-GAAP", PMY, v[2], v[3], "second ('adjusted') member")
    want_range(PM, "eps_growth", "non-GAAP", PMY, v[4], v[5], "adjusted EPS growth")
    growth_ok(PM, "eps_growth", "non-GAAP", PMY, fields(PM, "eps", "non-GAAP", PMY), v[6], "adjusted EPS growth")
if "(4) Reported measures are presented in accordance with U.S. generally accepted accounting principles (GAAP)" not in PM_T:
    err("pellmore: note (4) defining 'reported' as GAAP not found")
for pat, metric, basis in [(r"^  Net sales growth\(2\)\s+(\d+)% - (\d+)%$", "revenue_growth", "unspecified"),
                           (r"^  Organic, constant currency net sales growth\(3\)\s+(\d+)% - (\d+)%$", "revenue_growth", "non-GAAP"),
                           (r"^  Reported EPS-diluted\(4\)\s+\$(\d+(?:\.\d+)?) - \$(\d+(?:\.\d+)?)$", "eps", "GAAP"),
                           (r"^  Adjusted EPS-diluted\(3\)\s+\$(\d+(?:\.\d+)?) - \$(\d+(?:\.\d+)?)$", "eps", "non-GAAP"),
                           (r"^  Adjusted EPS-diluted growth\(3\)\s+(\d+)% - (\d+)%$", "eps_growth", "non-GAAP")]:
    m = rx(PM, pat, f"table row {metric} {basis}")
    if m:
        want_range(PM, metric, basis, PMY, float(m.group(1)), float(m.group(2)), f"table {metric} {basis}")
m = re.search(r"An adjusted effective tax rate of approximately (\d+)% to (\d+)%; • Capital expenditures of \$(\d+) million to "
              r"\$(\d+) million; • Interest expense of approximately \$(\d+) million; • Other expense of up to \$(\d+) million",
              PM_T)
if not m:
    err("pellmore: 'also expects' bullets not found")
else:
    v = [float(x) for x in m.groups()]
    want_range(PM, "tax_rate", "non-GAAP", PMY, v[0], v[1], "adjusted effective tax rate")
    want_range(PM, "capex", "unspecified", PMY, v[2] * 1e6, v[3] * 1e6, "capital expenditures")
    need_traps(PM, "M", v[4:], "interest expense and one-sided other expense")
    want_none_any(PM, "other_income", PMY, "'up to' (one-sided)")
m = re.search(r"expects net sales to be flat to up (\d+)% versus the prior-year quarter, reflecting the timing of holiday "
              r"shipments, and adjusted EPS-diluted of \$(\d+(?:\.\d+)?) to \$(\d+(?:\.\d+)?), compared with \$(\d+(?:\.\d+)?)", PM_T)
if not m:
    err("pellmore: first-quarter 'flat to up' sentence not found")
else:
    want_range(PM, "revenue_growth", "unspecified", PMQ, 0, float(m.group(1)), "'flat to up'")
    want_range(PM, "eps", "non-GAAP", PMQ, float(m.group(2)), float(m.group(3)), "Q1 adjusted EPS")
    need_traps(PM, "S", [float(m.group(4))], "prior-year Q1 adjusted EPS")
m = re.search(r"long-term net sales growth of (\d+(?:\.\d+)?)% to (\d+(?:\.\d+)?)% and adjusted EPS-diluted growth of (\d+)% to (\d+)% "
              r"annually through fiscal 2028", PM_T)
if not m:
    err("pellmore: long-term target sentence not found")
else:
    need_traps(PM, "P", [float(x) for x in m.groups()], "long-term targets")
rec = {}
for label, pat in [("rep", r"^Reported EPS-diluted\s+\$ (\d+(?:\.\d+)?)\s+\$ (\d+(?:\.\d+)?)\s+\$ (\d+(?:\.\d+)?)\s+\$ (\d+(?:\.\d+)?)$"),
                   ("mtm", r"^  losses on commodities\s+(\d+(?:\.\d+)?)\s+(\d+(?:\.\d+)?)\s+(\d+(?:\.\d+)?)\s+(\d+(?:\.\d+)?)$"),
                   ("bri", r"^  acquisition integration costs\s+(\d+(?:\.\d+)?)\s+(\d+(?:\.\d+)?)\s+(\d+(?:\.\d+)?)\s+(\d+(?:\.\d+)?)$"),
                   ("tax", r"^Tax effect of adjustments\s+\((\d+(?:\.\d+)?)\)\s+\((\d+(?:\.\d+)?)\)\s+\((\d+(?:\.\d+)?)\)\s+\((\d+(?:\.\d+)?)\)$"),
                   ("adj", r"^Adjusted EPS-diluted\s+\$ (\d+(?:\.\d+)?)\s+\$ (\d+(?:\.\d+)?)\s+\$ (\d+(?:\.\d+)?)\s+\$ (\d+(?:\.\d+)?)$")]:
    m = rx(PM, pat, f"reconciliation row {label}")
    if m:
        rec[label] = [float(x) for x in m.groups()]
if len(rec) == 5:
    for i in range(4):
        if abs(rec["rep"][i] + rec["mtm"][i] + rec["bri"][i] - rec["tax"][i] - rec["adj"][i]) > 1e-9:
            err(f"pellmore: EPS reconciliation column {i} does not add up")
    for v in rec.values():
        need_traps(PM, "S", v, "EPS reconciliation")

# Clearwell: Updated | Previous layout table with wrapped labels.
CWY, CWQ = "2025-12-27", "2025-09-27"
rows = [(r"^Adjusted Comparable Store Sales\n  Growth\(1\)\s+(\d+(?:\.\d+)?)% - (\d+(?:\.\d+)?)%\s+(\d+(?:\.\d+)?)% - (\d+(?:\.\d+)?)%$",
         "revenue_growth", "non-GAAP", 1, "P"),
        (r"^Net revenue\s+\$([\d,]+) - \$([\d,]+)\s+\$([\d,]+) - \$([\d,]+)$", "revenue", "unspecified", 1e6, "M"),
        (r"^Adjusted Diluted EPS\(1\)\s+\$(\d+(?:\.\d+)?) - \$(\d+(?:\.\d+)?)\s+\$(\d+(?:\.\d+)?) - \$(\d+(?:\.\d+)?)$", "eps", "non-GAAP", 1, "S"),
        (r"^Capital expenditures\s+\$(\d+) - \$(\d+)\s+\$(\d+) - \$(\d+)$", "capex", "unspecified", 1e6, "M")]
for pat, metric, basis, scale, uk in rows:
    m = rx(CW, pat, f"outlook row {metric} {basis}")
    if m:
        v = [num(x) for x in m.groups()]
        want_range(CW, metric, basis, CWY, v[0] * scale, v[1] * scale, f"Updated {metric}")
        for c, p in zip(v[:2], v[2:]):
            if c != p and not is_trap(CW, uk, p):
                err(f"clearwell: previous {metric} {p} differs from updated {c} but is not a trap")
for pat, what in [(r"^Adjusted Operating Income\(1\)\s+\$(\d+) - \$(\d+)\s+\$(\d+) - \$(\d+)$", "adjusted operating income"),
                  (r"^Depreciation and\n  amortization\(2\)\s+\$(\d+) - \$(\d+)\s+\$(\d+) - \$(\d+)$", "D&A"),
                  (r"^Interest\s+\$(\d+) - \$(\d+)\s+\$(\d+) - \$(\d+)$", "interest"),
                  (r"^New stores\s+~(\d+)\s+~(\d+)$", "new stores")]:
    m = rx(CW, pat, f"{what} row")
    if m:
        need_traps(CW, "M", [float(x) for x in m.groups()], what)
m = rx(CW, r"^Tax rate\(3\)\s+(\d+)%\s+(\d+)%$", "tax rate row")
if m:
    want_point(CW, "tax_rate", "unspecified", CWY, float(m.group(1)), "tax rate")
CW_T = flat_text.get(CW, "")
m = re.search(r"corresponds to total comparable store sales growth of (\d+(?:\.\d+)?)% to (\d+(?:\.\d+)?)%", CW_T)
if not m:
    err("clearwell: 'corresponds to total comparable store sales growth' not found")
else:
    want_range(CW, "revenue_growth", "unspecified", CWY, float(m.group(1)), float(m.group(2)), "total comparable store sales")
m = re.search(r"On a GAAP basis, the Company expects diluted EPS of \$(\d+(?:\.\d+)?) to \$(\d+(?:\.\d+)?) for fiscal 2025, reflecting "
              r"approximately \$(\d+(?:\.\d+)?) per share", CW_T)
if not m:
    err("clearwell: GAAP EPS sentence not found")
else:
    v = [float(x) for x in m.groups()]
    want_range(CW, "eps", "GAAP", CWY, v[0], v[1], "GAAP diluted EPS")
    a = fields(CW, "eps", "non-GAAP", CWY)
    if a and (abs(a["low"] - v[2] - v[0]) > 1e-9 or abs(a["high"] - v[2] - v[1]) > 1e-9):
        err("clearwell: GAAP EPS is not adjusted EPS less the printed $0.16")
m = re.search(r"For the third quarter of fiscal 2025, ending September 27, 2025, the Company expects Adjusted Comparable Store "
              r"Sales Growth of (\d+(?:\.\d+)?)% to (\d+(?:\.\d+)?)% and Adjusted Diluted EPS of \$(\d+(?:\.\d+)?) to \$(\d+(?:\.\d+)?), compared to Adjusted "
              r"Diluted EPS of \$(\d+(?:\.\d+)?)", CW_T)
if not m:
    err("clearwell: third-quarter sentence not found")
else:
    v = [float(x) for x in m.groups()]
    want_range(CW, "revenue_growth", "non-GAAP", CWQ, v[0], v[1], "Q3 adjusted comparable store sales growth")
    want_range(CW, "eps", "non-GAAP", CWQ, v[2], v[3], "Q3 adjusted diluted EPS")
    need_traps(CW, "S", [v[4]], "prior-year Q3 adjusted EPS")
items = []
for label in ["Net income", "Interest expense, net", "Income tax provision", "Stock-based compensation expense",
              "Asset impairment", "Litigation settlement", "Amortization of acquisition intangibles", "Adjusted Operating Income"]:
    m = rx(CW, r"^" + re.escape(label) + r"\s+\$?\s*([\d,]+|--)\s+\$?\s*([\d,]+|--)$", f"reconciliation row {label}")
    if m:
        items.append([0.0 if x == "--" else num(x) for x in m.groups()])
if len(items) == 8:
    for i in (0, 1):
        if abs(sum(x[i] for x in items[:-1]) - items[-1][i]) > 1e-9:
            err(f"clearwell: reconciliation column {i} does not add up")

# Calendar facts stated in NOTES.md, re-derived here.
HC, PC, CC = CALENDARS[HF], CALENDARS[PM], CALENDARS[CW]
MO = ("month",)
D = dt.date
facts = [
    (year_end("0131", 2025, HC), D(2025, 2, 1)),
    (year_end("0131", 2026, HC), D(2026, 1, 31)),
    ((year_end("0131", 2026, HC) - year_end("0131", 2025, HC)).days // 7, 52),
    (period_ends("0131", 2026, HC), [D(2025, 5, 3), D(2025, 8, 2), D(2025, 11, 1), D(2026, 1, 31)]),
    (period_ends("0131", 2025, HC)[1:3], [D(2024, 8, 3), D(2024, 11, 2)]),
    (year_end("0930", 2024, PC), D(2024, 9, 29)),
    (year_end("0930", 2025, PC), D(2025, 9, 28)),
    (year_end("0930", 2026, PC), D(2026, 9, 27)),
    ((year_end("0930", 2026, PC) - year_end("0930", 2025, PC)).days // 7, 52),
    (period_ends("0930", 2026, PC), [D(2025, 12, 28), D(2026, 3, 29), D(2026, 6, 28), D(2026, 9, 27)]),
    (year_end("1231", 2024, CC), D(2024, 12, 28)),
    (year_end("1231", 2025, CC), D(2025, 12, 27)),
    ((year_end("1231", 2025, CC) - year_end("1231", 2024, CC)).days // 7, 52),
    (period_ends("1231", 2025, CC), [D(2025, 3, 29), D(2025, 6, 28), D(2025, 9, 27), D(2025, 12, 27)]),
    (period_ends("1231", 2024, CC)[1], D(2024, 6, 29)),
    (year_end("1231", 2025, ("nearest", SAT, Q13)), D(2026, 1, 3)),   # the calendar Clearwell does NOT use
    (period_ends("0831", 2026, MO), [D(2025, 11, 30), D(2026, 2, 28), D(2026, 5, 31), D(2026, 8, 31)]),
    (period_ends("0630", 2026, MO), [D(2025, 9, 30), D(2025, 12, 31), D(2026, 3, 31), D(2026, 6, 30)]),
]
for got_, want in facts:
    if got_ != want:
        err(f"calendar fact: computed {got_}, NOTES.md says {want}")
for day, name in [(D(2025, 2, 1), "Saturday"), (D(2026, 1, 31), "Saturday"), (D(2025, 8, 2), "Saturday"),
                  (D(2024, 8, 3), "Saturday"), (D(2025, 11, 1), "Saturday"), (D(2024, 11, 2), "Saturday"),
                  (D(2024, 9, 29), "Sunday"), (D(2025, 9, 28), "Sunday"), (D(2026, 9, 27), "Sunday"),
                  (D(2025, 12, 28), "Sunday"),
                  (D(2024, 12, 28), "Saturday"), (D(2025, 12, 27), "Saturday"), (D(2025, 6, 28), "Saturday"),
                  (D(2024, 6, 29), "Saturday"), (D(2025, 9, 27), "Saturday"), (D(2026, 1, 3), "Saturday")]:
    if day.strftime("%A") != name:
        err(f"calendar fact: {day} is a {day:%A}, NOTES.md says {name}")

print(f"{len(docs)} docs, {len(gold)} gold records, per split {dict(per_split)}")
for e in errors:
    print("ERROR", e)
sys.exit(1 if errors else 0)
