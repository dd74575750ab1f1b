"""Helpers the blind release sets' self-checks share (holdout2 ... holdout13 `check.py`).

Each check collects its mismatches in `errors` (through `err`) and exits 1 when any was found.
"""
import datetime as dt
import html
import json
import re

errors = []


def err(msg):
    errors.append(msg)


def load_jsonl(path):
    rows = []
    for i, line in enumerate(path.read_text().splitlines(), 1):
        if not line.strip():
            continue
        try:
            rows.append(json.loads(line))
        except json.JSONDecodeError as e:
            err(f"{path.name}:{i}: {e}")
    return rows


def plain_text(path):
    """A release as text: tags dropped from HTML, dashes, no-break spaces and form feeds plain."""
    raw = path.read_text()
    if path.suffix in (".htm", ".html"):
        raw = re.sub(r"<[^>]+>", " ", raw)
        raw = html.unescape(raw)
    return (raw.replace("\u2013", "-").replace("\u2014", "-").replace("\xa0", " ")
            .replace("\f", "\n"))


def to_float(s):
    """A printed number: "(1,234.5)" and "-1,234.5" are negative."""
    neg = s.startswith("(") or s.startswith("-")
    v = float(s.strip("()-").replace(",", ""))
    return -v if neg else v


def close(a, b):
    return abs(a - b) <= max(0.011, 0.0005 * abs(a))


# Fiscal calendars (shared by the holdout4 and holdout5 checks): cal is ("month",) for month-end
# quarters, ("last", weekday, quarter_weeks) for a 52/53-week year ending on the last such weekday
# of the year-end month, or (kind, weekday, quarter_weeks) for one ending on the weekday nearest it.
def month_end(y, m):
    return dt.date(y + (m == 12), m % 12 + 1, 1) - dt.timedelta(days=1)


def year_end(fye, year, cal):
    m = int(fye[:2])
    anchor = month_end(year, m)
    if cal[0] == "month":
        return anchor
    if cal[0] == "last":
        return anchor - dt.timedelta(days=(anchor.weekday() - cal[1]) % 7)
    for k in range(-3, 4):
        x = anchor + dt.timedelta(days=k)
        if x.weekday() == cal[1]:
            return x
    raise AssertionError


def period_ends(fye, fy_year, cal):
    """Quarter ends Q1..Q4 of the fiscal year that ends in calendar year fy_year (or just after it)."""
    end = year_end(fye, fy_year, cal)
    if cal[0] == "month":
        out = []
        for k in (3, 2, 1, 0):
            y, m = end.year, end.month - 3 * k
            while m <= 0:
                m += 12
                y -= 1
            out.append(month_end(y, m))
        return out
    start = year_end(fye, fy_year - 1, cal)
    weeks = (end - start).days // 7
    q = list(cal[2])
    q[3] += weeks - 52
    out, d = [], start
    for w in q:
        d = d + dt.timedelta(weeks=w)
        out.append(d)
    assert out[-1] == end, (out, end)
    return out


GOLD_KEYS = {"doc", "metric", "basis", "period_end_hint", "low", "high", "point", "unit"}


def record_shape_ok(r, tag, known_docs, seen, metrics, units, bases, pct_metrics, one_sided=False):
    """The checks every gold record of the holdout4/holdout5 format passes: its keys, a known
    doc, names from the vocabulary, the unit its metric takes, no duplicate, a range or a point
    (with `one_sided`, also a lone low or a lone high: "at least X", "up to Y"; added for
    holdout14). Returns False when the record cannot be checked further."""
    if set(r) != GOLD_KEYS:
        err(f"{tag}: keys {sorted(r)}")
        return False
    if r["doc"] not in known_docs:
        err(f"{tag}: unknown doc")
        return False
    if r["metric"] not in metrics or r["unit"] not in units or r["basis"] not in bases:
        err(f"{tag}: bad metric/unit/basis")
    want_unit = "percent" if r["metric"] in pct_metrics else ("USD/share" if r["metric"] == "eps" else "USD")
    if r["unit"] != want_unit:
        err(f"{tag}: unit {r['unit']}, expected {want_unit}")
    key = (r["doc"], r["metric"], r["basis"], r["period_end_hint"])
    if key in seen:
        err(f"{tag}: duplicate (doc, metric, basis, period_end_hint)")
    seen.add(key)
    rng = r["low"] is not None and r["high"] is not None and r["point"] is None
    pt = r["point"] is not None and r["low"] is None and r["high"] is None
    one = one_sided and r["point"] is None and (r["low"] is None) != (r["high"] is None)
    if not (rng or pt or one):
        err(f"{tag}: needs low+high or point" + (" or a lone low or high" if one_sided else ""))
    if rng and r["low"] >= r["high"]:
        err(f"{tag}: low >= high")
    return True


NUM = r"\(?-?\d[\d,]*(?:\.\d+)?\)?"


def printed_values(text, skip_years=False, flat_is_zero=False):
    """Numbers printed in a release ("52 cents" as 0.52). `skip_years` leaves out bare years
    ("2025", unless after a "$"); `flat_is_zero` counts a printed "flat" as 0."""
    vals = set()
    for m in re.finditer(NUM, text):
        if skip_years and re.fullmatch(r"20[12]\d", m.group()) and not text[max(0, m.start() - 2):m.start()].strip().endswith("$"):
            continue
        try:
            vals.add(round(abs(to_float(m.group())), 6))
        except ValueError:
            pass
    for m in re.finditer(r"(\d+)\s*cents", text):
        vals.add(round(int(m.group(1)) / 100, 6))
    if flat_is_zero and re.search(r"\bflat\b", text, re.I):
        vals.add(0.0)
    return vals


def scaled(v, unit):
    """A gold value as a release may print it: USD also in thousands, millions, billions."""
    c = {abs(v)}
    if unit == "USD" and abs(v) >= 1_000_000:
        c |= {abs(v) / 1e6, abs(v) / 1e9, abs(v) / 1e3}
    return c


def printed_close(a, b):
    """Stricter than the scorer's tolerance: a printed number must match to rounding noise."""
    return abs(a - b) <= 1e-9 + 1e-6 * abs(a)


def value_printed(v, unit, vals):
    return any(any(printed_close(c, p) for p in vals) for c in scaled(v, unit))


NEG_WORDS = r"(declin|decreas|down|lower|expense|loss|reduc)"


def sign_ok(v, unit, text):
    """Whether a negative gold value is printed as one: "(3)%", "$(195)", "($0.80)", "-1%",
    or near a word of decline. A bare "(1)" is a footnote marker, not a negative."""
    for c in scaled(v, unit):
        s = f"{c:g}"
        e = re.escape(s)
        if re.search(r"\(\s*" + e + r"\s*\)\s*%|\$\s*\(\s*" + e + r"\s*\)|\(\s*\$" + e + r"\s*\)", text):
            return True
        if re.search(r"(?<![\w.$])-" + e + r"\s*%", text):
            return True
        for m in re.finditer(r"(?<![\d.,])\$?" + re.escape(s) + r"(?![\d,]|\.\d)", text):
            a = text.rfind("\n", 0, text.rfind("\n", 0, m.start()))
            b = text.find("\n", m.end())
            window = text[max(0, a):b if b >= 0 else len(text)]
            if re.search(NEG_WORDS, window, re.I):
                return True
    return False


def check_set(here, docs, gold, by_doc, *, order, expected_counts, expected_split_counts, total_range, traps, trap_overlap_ok,
              expected_negative, unit_key, calendars, metrics, units, bases, pct_metrics, file_types=None,
              one_sided=False):
    """The checks every held-out set of ten releases makes: its traps are printed, its files
    alternate tune/test in writing order (`file_types`, by default 4 .htm and 6 .txt; each .txt
    with form feeds), its record counts
    match NOTES.md, and every gold value is printed, signed as NOTES.md says, no trap, and
    dated on the issuer's fiscal calendar within 15 months of the release. `by_doc` maps a
    doc to (its docs.jsonl line, its text, its printed values). `one_sided` lets a record carry a
    lone low or a lone high (holdout14). Returns the records per split."""
    from collections import Counter
    from pathlib import Path
    for doc, trap_units in traps.items():
        if doc not in by_doc:
            err(f"TRAPS lists unknown doc {doc}")
            continue
        for uk, ts in trap_units.items():
            for t in ts:
                if not value_printed(t * 1e6 if uk == "M" else t, "USD" if uk == "M" else "x", by_doc[doc][2]):
                    err(f"{doc}: trap value {t} ({uk}) is not printed in the release")

    if [d["doc"] for d in docs] != order:
        err("docs.jsonl is not in the writing order")
    if [d["split"] for d in docs] != ["tune", "test"] * 5:
        err(f"split does not alternate tune/test: {[d['split'] for d in docs]}")
    exts = Counter(Path(d["file"]).suffix for d in docs)
    want_types = Counter(file_types or {".htm": 4, ".txt": 6})
    if exts != want_types:
        err(f"file types are {dict(exts)}, expected " + " and ".join(f"{n} {k}" for k, n in want_types.items()))
    for d in docs:
        if d["file"].endswith(".txt") and "\f" not in (here / d["file"]).read_text():
            err(f"{d['doc']}: layout text without a form feed")

    per_doc = Counter(r.get("doc") for r in gold)
    for doc, n in expected_counts.items():
        if per_doc.get(doc, 0) != n:
            err(f"{doc}: {per_doc.get(doc, 0)} records, NOTES.md says {n}")
        if not 6 <= per_doc.get(doc, 0) <= 15:
            err(f"{doc}: {per_doc.get(doc, 0)} records, outside 6-15")
    split_of = {d["doc"]: d["split"] for d in docs}
    per_split = Counter(split_of.get(r.get("doc")) for r in gold)
    if dict(per_split) != expected_split_counts:
        err(f"records per split {dict(per_split)} != {expected_split_counts}")
    lo, hi = total_range
    if not lo <= len(gold) <= hi:
        err(f"{len(gold)} gold records, outside {lo}-{hi}")

    seen = set()
    for i, r in enumerate(gold, 1):
        tag = f"gold.jsonl:{i} {r.get('doc')} {r.get('metric')} {r.get('basis')} {r.get('period_end_hint')}"
        if not record_shape_ok(r, tag, by_doc, seen, metrics, units, bases, pct_metrics, one_sided):
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
            if (v < 0) != ((r["doc"], r["metric"], r["basis"], r["period_end_hint"], k) in expected_negative):
                err(f"{tag}: {k}={v} has the wrong sign (NOTES.md lists the negative values)")
            uk = unit_key[r["unit"]]
            mine = abs(v) / 1e6 if uk == "M" else abs(v)
            for t in traps.get(r["doc"], {}).get(uk, []):
                if abs(mine - t) < 1e-6 and (r["doc"], uk, t) not in trap_overlap_ok:
                    err(f"{tag}: {k}={v} equals trap value {t} ({uk})")
        try:
            end = dt.date.fromisoformat(r["period_end_hint"])
        except (TypeError, ValueError):
            err(f"{tag}: bad period_end_hint {r['period_end_hint']}")
            continue
        filed = dt.date.fromisoformat(doc["filed"])
        if not (filed < end <= filed + dt.timedelta(days=460)):
            err(f"{tag}: period ends {end}, not within 15 months after filing {filed}")
        cal = calendars.get(r["doc"], ("month",))
        if not any(end in period_ends(doc["fye"], y, cal) for y in (end.year - 1, end.year, end.year + 1)):
            err(f"{tag}: {end} ({end:%A}) is not a fiscal quarter end for fye {doc['fye']} {cal}")
    return per_split


def read_docs(here, docs, printed_values, *, dates_printed=None, date_formats=("%B %-d, %Y", "%b. %-d, %Y"), flatten=True):
    """Reads each release of docs.jsonl and checks its line: the fields, the file and its name,
    the filing date (in the name, in 2024-2026, a weekday, printed in the release in one of
    `date_formats`) and the period-end dates the release states (`dates_printed`). `flatten`
    reads dates across line breaks. Returns {doc: (line, text, printed values)}."""
    by_doc = {}
    for d in docs:
        for k in ("doc", "file", "filed", "fye", "split"):
            if k not in d:
                err(f"docs.jsonl: {d.get('doc')} lacks {k}")
        p = here / d["file"]
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
        if not dt.date(2024, 1, 1) <= filed <= dt.date(2026, 12, 31):
            err(f"{d['doc']}: filed outside 2024-2026")
        if filed.weekday() >= 5:
            err(f"{d['doc']}: filed on a weekend")
        flat = re.sub(r"\s+", " ", text) if flatten else text
        if not any(filed.strftime(f) in flat for f in date_formats):
            err(f"{d['doc']}: release does not print its own date")
        for day in (dates_printed or {}).get(d["doc"], []):
            if day not in flat:
                err(f"{d['doc']}: stated date {day} is not printed")
    return by_doc


class GoldIndex:
    """A set's gold records keyed (doc, metric, basis, period_end_hint), and the checks a
    `check.py` makes of a figure printed in a release against them."""

    def __init__(self, idx, bases):
        self.idx = idx
        self.bases = bases
        self.confirmed = set()  # gold keys some printed figure was found equal to

    def want_range(self, doc, metric, basis, end, lo, hi, what):
        g = self.idx.get((doc, metric, basis, end))
        tol = 1e-6 * max(1.0, abs(lo), abs(hi))
        if g is None or g["low"] is None or g["high"] is None or abs(g["low"] - lo) > tol or abs(g["high"] - hi) > tol:
            err(f"{doc}: {metric} {basis} {end} is not the printed {what} ({lo} - {hi})")
        else:
            self.confirmed.add((doc, metric, basis, end))

    def want_point(self, doc, metric, basis, end, pt, what):
        g = self.idx.get((doc, metric, basis, end))
        if g is None or g["point"] is None or abs(g["point"] - pt) > 1e-6 * max(1.0, abs(pt)):
            err(f"{doc}: {metric} {basis} {end} is not the printed {what} ({pt})")
        else:
            self.confirmed.add((doc, metric, basis, end))

    def want_bound(self, doc, metric, basis, end, lo, hi, what):
        """A one-sided guide (added for holdout14): exactly one of `lo` ("at least") and `hi`
        ("up to") is given, and the gold record has that bound, the other one null and no point."""
        g = self.idx.get((doc, metric, basis, end))
        ok = g is not None and g["point"] is None
        for want, have in ((lo, g and g["low"]), (hi, g and g["high"])):
            if want is None:
                ok = ok and have is None
            else:
                ok = ok and have is not None and abs(have - want) <= 1e-6 * max(1.0, abs(want))
        if not ok or (lo is None) == (hi is None):
            err(f"{doc}: {metric} {basis} {end} is not the printed one-sided {what} (low {lo}, high {hi})")
        else:
            self.confirmed.add((doc, metric, basis, end))

    def all_confirmed(self):
        """Every gold record must have been matched to a table cell or sentence of its release."""
        for k in sorted(set(self.idx) - self.confirmed, key=str):
            err(f"{k[0]}: gold {k[1]} {k[2]} {k[3]} was not matched to any table cell or sentence")

    def want_none(self, doc, metric, basis, end, what):
        if self.idx.get((doc, metric, basis, end)) is not None:
            err(f"{doc}: {metric} {basis} {end} has gold but the release prints {what}")

    def want_none_any(self, doc, metric, end, what):
        for b in self.bases:
            self.want_none(doc, metric, b, end, what)

    def no_gold_for(self, doc, end, what):
        if any(k[0] == doc and k[3] == end for k in self.idx):
            err(f"{doc}: gold ends {end}, but that period is {what}")


# ---------------------------------------------------------------- table readers (added for holdout13)
def html_tables(text):
    return re.findall(r"<table\b.*?</table>", text, re.S | re.I)


def html_cell_text(c):
    """A cell's text: footnote markers in <sup> dropped, tags removed, entities and spaces plain."""
    c = re.sub(r"<sup>.*?</sup>", "", c, flags=re.S | re.I)
    c = html.unescape(re.sub(r"<[^>]+>", " ", c)).replace("\xa0", " ").replace("\u2212", "-")
    return re.sub(r"\s+", " ", c).strip()


def html_grid(text, marker):
    """The first <table> whose source contains `marker`, as a list of rows of (text, colspan,
    rowspan) cells, <td> and <th> alike; None (and an error) when there is no such table."""
    for t in html_tables(text):
        if marker in t:
            rows = []
            for tr in re.findall(r"<tr\b.*?</tr>", t, re.S | re.I):
                cells = []
                for attrs, c in re.findall(r"<t[dh]\b([^>]*)>(.*?)</t[dh]>", tr, re.S | re.I):
                    cs = re.search(r'colspan="(\d+)"', attrs)
                    rs = re.search(r'rowspan="(\d+)"', attrs)
                    cells.append((html_cell_text(c), int(cs.group(1)) if cs else 1, int(rs.group(1)) if rs else 1))
                rows.append(cells)
            return rows
    err(f"no table containing {marker!r}")
    return None


def html_matrix(text, marker):
    """The table as a rectangular list of rows of cell texts: a cell spanning k columns or rows
    fills all k places (so a rowspan period label repeats down its group)."""
    grid = html_grid(text, marker)
    if grid is None:
        return []
    out, pending = [], {}
    for row in grid:
        line, col, cells = [], 0, list(row)
        while cells or pending.get(col):
            if pending.get(col):
                txt, left = pending[col]
                line.append(txt)
                pending[col] = (txt, left - 1) if left > 1 else None
                col += 1
                continue
            txt, cs, rs = cells.pop(0)
            for _ in range(cs):
                line.append(txt)
                if rs > 1:
                    pending[col] = (txt, rs - 1)
                col += 1
        out.append(line)
    return out


CELL_NUM = r"\(\s*\$?\s*\d[\d,]*(?:\.\d+)?\s*\)|-?\d[\d,]*(?:\.\d+)?|\bflat\b"


def cell_vals(c):
    """The numbers of a table cell: "$1,195 - $1,220" -> (1195, 1220); "(2)% - flat" -> (-2, 0);
    "$(0.18) - $(0.12)" -> (-0.18, -0.12); "-3.5%" -> (-3.5,); "N/A", "--", "—" -> (). A hyphen
    between two numbers is a range dash, not a sign; footnote markers must be removed first."""
    out = []
    c = c.replace("\u2013", " - ").replace("\u2014", " -- ").replace("\u2212", "-")
    for m in re.finditer(CELL_NUM, c):
        x = m.group()
        if x == "flat":
            out.append(0.0)
            continue
        if x.startswith("-") and re.search(r"\d\S*\s*$", c[:m.start()]):
            x = x[1:]  # "5 -10" style range dash glued to the number
        if x.startswith("-") and re.search(r"[\d%)]\s*$", c[:m.start()]):
            x = x[1:]
        out.append(to_float(re.sub(r"[\s$]", "", x)))
    return tuple(out)


def layout_row(text, label, after=None):
    """The value cells of a `pdftotext -layout` table row whose label (its lines joined by
    newlines, for a wrapped label) starts a line, first found after the text `after`. The value
    cells sit on the label's last line, separated by two or more spaces; "$ 1,234" is one cell.
    Returns None (and an error) when the row is not found."""
    pat = r"^[ ]*" + r"[ ]*\n[ ]*".join(re.escape(p) for p in label.split("\n")) + r"(?P<rest>(?:[ ]{2,}[^\n]*)?)$"
    start = text.find(after) if after else 0
    m = re.compile(pat, re.M).search(text, max(start, 0))
    if not m or (after and start < 0):
        err(f"layout row {label!r} not found" + (f" after {after!r}" if after else ""))
        return None
    rest = re.sub(r"\$\s+", "$", m.group("rest").strip())
    return [c for c in re.split(r"\s{2,}", rest) if c]


def set_paths(here, doc):
    """The command line every set's check.py takes: `check.py [DIR] [--gold FILE] [--docs FILE]`
    (DIR a copy of the set, e.g. a mutant; default the set's own folder). Returns (DATA,
    GOLD_PATH, DOCS_PATH)."""
    import argparse
    from pathlib import Path
    ap = argparse.ArgumentParser(description=doc.split("\n")[0])
    ap.add_argument("dir", nargs="?", help="directory with docs.jsonl, gold.jsonl and the releases (default: this one)")
    ap.add_argument("--gold", help="gold.jsonl to check instead of DIR/gold.jsonl")
    ap.add_argument("--docs", help="docs.jsonl to check instead of DIR/docs.jsonl")
    args = ap.parse_args()
    data = Path(args.dir).resolve() if args.dir else here
    return data, Path(args.gold) if args.gold else data / "gold.jsonl", Path(args.docs) if args.docs else data / "docs.jsonl"


# ---------------------------------------------------------------- numbers in release text
# Shared by holdout14 and holdout15: the numbers of a snippet or table cell, signed and scaled.

MONTHS = ("January|February|March|April|May|June|July|August|September|October|November|December|"
          r"Jan\.|Feb\.|Mar\.|Apr\.|Aug\.|Sept?\.|Oct\.|Nov\.|Dec\.")
FOOTNOTE = r"(?<![\$\d])\s*\(\d\)(?!\s*%|\d)"
SCALE = {"billion": 1e9, "million": 1e6, "thousand": 1e3, "cents": 0.01}
TOKEN = re.compile(r"(?P<num>\(\s*\$?\s*\d[\d,]*(?:\.\d+)?\s*\)|-?\$?-?\d[\d,]*(?:\.\d+)?|\bflat\b)"
                   r"(?:\s*%)?(?:\s+(?P<scale>billion|million|thousand|cents)\b)?", re.I)


def strip_furniture(s):
    """Dates, bare years, fiscal-period labels, ordinals, week counts and footnote markers out."""
    s = s.replace("\u2013", "-").replace("\u2014", "-").replace("\u2212", "-").replace("\xa0", " ")
    s = re.sub(FOOTNOTE, " ", s)
    s = re.sub(rf"\b(?:{MONTHS})\s+\d{{1,2}}(?:,\s*\d{{4}})?", " ", s)
    s = re.sub(r"\b\d+(?:st|nd|rd|th)\b", " ", s)
    s = re.sub(r"\b(?:Q[1-4]|[12]H|H[12]|FY\s?\d{2,4})\b", " ", s)
    s = re.sub(r"(?<![\$\d.,])\b20[2-3]\d\b(?!\d|[,.]\d|\s*%|\s+(?:million|billion))", " ", s)
    s = re.sub(r"\b[Pp]age \d+\b", " ", s)
    s = re.sub(r"\b(?:13|52|53)[ -]weeks?\b", " ", s)
    return s


def numbers(s):
    """The numbers of a snippet or cell, in order, signed ("(12)", "$(0.06)" negative; a hyphen
    after a number is a range dash) and scaled by a following billion/million/thousand/cents."""
    s = strip_furniture(s)
    out = []
    for m in TOKEN.finditer(s):
        x = m.group("num")
        if x.lower() == "flat":
            out.append(0.0)
            continue
        neg = x.startswith("(")
        if x.lstrip("$").startswith("-") and not re.search(r"[\d%)]\s*$", s[:m.start()]):
            neg = True
        v = float(re.sub(r"[()$,\s-]", "", x))
        sc = SCALE.get((m.group("scale") or "").lower(), 1.0)
        out.append(round((-v if neg else v) * sc, 9))
    return out


def norm(s):
    """Text for matching sentences: plain dashes and quotes, footnote markers out, spaces collapsed."""
    s = s.replace("\u2013", "-").replace("\u2014", "-").replace("\u2019", "'").replace("\u201c", '"').replace("\u201d", '"')
    s = re.sub(FOOTNOTE, "", s)
    return re.sub(r"\s+", " ", s).strip()
