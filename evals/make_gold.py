#!/usr/bin/env python3
"""Recompute and check every gold figure in evals/questions.jsonl.

    python3 evals/make_gold.py [MIRROR] [--questions FILE]

MIRROR defaults to ../shared/data/sec-mirror relative to the repository root. The script reads
SEC companyfacts from the mirror, the hand-typed guidance in tests/gold/guidance.jsonl and, for
non-GAAP actuals and segment figures, the documents in the mirror; it recomputes every
`actual`, derived `value`, `position`, scorecard count, actuals `value` and guidance figure,
checks segment figures against the text of their source document, checks the split, and prints
every mismatch. Exit status 1 on any mismatch, 0 when every line agrees.

Rules (also in evals/README.md):
- A fact's fiscal period comes from its own start/end dates on the company's fiscal calendar,
  never from companyfacts' fy/fp (which describe the filing that carried it).
- Q4 has no three-month fact (for most companies): Q4 = full year - nine months, same start.
- When a period has more than one distinct value (split restatements, rounding), the gold names
  the vintage it uses ("first" = as first filed, "latest" = most recent filing); default latest.
- say_do: a range guide is met when low <= actual <= high. A point guide ("approximately
  $2.95 billion") is met within +/-0.5% of the point; above/below outside that band.
  GAAP / unspecified guides are held against the XBRL actual as first reported; non-GAAP guides
  against the non-GAAP row of the earnings release that reported the quarter.
"""
import argparse
import html
import json
import math
import os
import random
import re
import sys
from collections import defaultdict
from datetime import date, timedelta

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(HERE)

COMPANIES = {
    # name: (cik, fiscal-year-end month, taxonomy, money unit)
    "NVIDIA": (1045810, 1, "us-gaap", "USD"),
    "Apple": (320193, 9, "us-gaap", "USD"),
    "Tesla": (1318605, 12, "us-gaap", "USD"),
    "Snowflake": (1640147, 1, "us-gaap", "USD"),
    "TSMC": (1046179, 12, "ifrs-full", "TWD"),
    "LPA": (1997711, 12, "ifrs-full", "USD"),
}
BY_CIK = {v[0]: k for k, v in COMPANIES.items()}

# The guided metrics and how their GAAP actual is computed from XBRL.
GUIDED = {
    "revenue": ("money", "Revenues"),
    "gross_margin": ("ratio", ("GrossProfit", "Revenues")),
    "operating_expenses": ("money", "OperatingExpenses"),
    "other_income": ("money", "NonoperatingIncomeExpense"),
    "tax_rate": ("ratio", ("IncomeTaxExpenseBenefit", "IncomeLossFromContinuingOperationsBeforeIncomeTaxesExtraordinaryItemsNoncontrollingInterest")),
}
# Non-GAAP actuals: the row of the release's reconciliation table (first column = the quarter).
NON_GAAP_ROWS = {
    "gross_margin": ("Non-GAAP gross margin", 1.0),
    "operating_expenses": ("Non-GAAP operating expenses", 1e6),
    "other_income": ("Non-GAAP other income (expense), net", 1e6),
}
POINT_TOLERANCE = 0.005

CATEGORY_MIN = {"say_do": 85, "scorecard": 28, "segment": 32, "derived": 32, "refusal": 45,
                "actuals": 55, "guidance": 30, "search": 15}
REFUSAL_REASONS = {"no_company", "no_period_before", "not_yet_reported", "not_held", "off_topic",
                   "no_guidance", "no_xbrl"}
ROUTES = {"actuals", "guidance", "say_do", "scorecard", "derived", "search", "refuse"}


# ---------------------------------------------------------------- fiscal calendar

def fiscal_of(end, fye_month):
    """(fiscal year, quarter of the fiscal year that ends on/near `end`)."""
    d = end - timedelta(days=10)  # a 52/53-week period can end a few days into the next month
    fy = d.year if d.month <= fye_month else d.year + 1
    start_month = fye_month % 12 + 1
    q = ((d.month - start_month) % 12) // 3 + 1
    return fy, q


def span_of(days):
    if 80 <= days <= 100:
        return "Q"
    if 170 <= days <= 200:
        return "H1"
    if 260 <= days <= 290:
        return "9M"
    if 350 <= days <= 380:
        return "FY"
    return None


def parse_period(p):
    """'Q3 FY2024' -> ('Q3', 2024); 'FY2024' -> ('FY', 2024); '9M FY2024' -> ('9M', 2024)."""
    m = re.fullmatch(r"(?:(Q[1-4]|9M|H1) )?FY(\d{4})", p)
    if not m:
        raise ValueError(f"bad period {p!r}")
    return (m.group(1) or "FY"), int(m.group(2))


# ---------------------------------------------------------------- companyfacts

class Facts:
    def __init__(self, mirror, company):
        self.company = company
        cik, self.fye, self.tax, self.money = COMPANIES[company]
        path = os.path.join(mirror, "data.sec.gov/api/xbrl/companyfacts", f"CIK{cik:010d}.json")
        with open(path) as f:
            self.raw = json.load(f)["facts"]
        self.index = {}  # (concept, unit) -> {(span, fy[, q]) -> {(start,end) -> [facts]}}

    def _table(self, concept, unit):
        key = (concept, unit)
        if key in self.index:
            return self.index[key]
        facts = None
        for tax in (self.tax, "us-gaap", "ifrs-full"):
            facts = self.raw.get(tax, {}).get(concept, {}).get("units", {}).get(unit)
            if facts:
                break
        table = defaultdict(lambda: defaultdict(list))
        for f in facts or []:
            if "start" not in f:
                continue
            s, e = date.fromisoformat(f["start"]), date.fromisoformat(f["end"])
            sp = span_of((e - s).days)
            if sp is None:
                continue
            fy, q = fiscal_of(e, self.fye)
            label = f"Q{q}" if sp == "Q" else sp
            if sp == "9M" and q != 3 or sp == "H1" and q != 2 or sp == "FY" and q != 4:
                continue
            table[(label, fy)][(f["start"], f["end"])].append(f)
        self.index[key] = table
        return table

    def unit_for(self, concept):
        if concept.startswith("EarningsPerShare") or "EarningsLossPerShare" in concept:
            return f"{self.money}/shares"
        if concept.startswith("EffectiveIncomeTaxRate"):
            return "pure"
        return self.money

    def reported(self, concept, label, fy, vintage="latest"):
        """(value, [facts]) of a directly reported fact for the period, or None."""
        table = self._table(concept, self.unit_for(concept))
        groups = table.get((label, fy))
        if not groups:
            return None
        if len(groups) > 1:  # same period reported with different start/end: keep the longest-standing one
            pass
        (_, facts), = sorted(groups.items(), key=lambda kv: -len(kv[1]))[:1]
        facts = sorted(facts, key=lambda f: (f["filed"], f["accn"]))
        chosen = facts[-1] if vintage == "latest" else facts[0]
        return chosen["val"], [chosen], sorted({f["val"] for f in facts})

    def value(self, concept, period, vintage="latest"):
        """Value for 'Q3 FY2024' / 'FY2024' etc.; Q4 derived as FY - 9M when no 3-month fact.
        Returns (value, how, distinct_values)."""
        label, fy = parse_period(period)
        r = self.reported(concept, label, fy, vintage)
        if r is not None:
            return r[0], "reported", r[2]
        if label == "Q4":
            a = self.reported(concept, "FY", fy, vintage)
            b = self.reported(concept, "9M", fy, vintage)
            if a and b and a[1][0]["start"] == b[1][0]["start"]:
                distinct = sorted({x - y for x in a[2] for y in b[2]})
                return a[0] - b[0], "derived FY-9M", distinct
        return None, None, []

    def periods(self, concept):
        table = self._table(concept, self.unit_for(concept))
        return sorted(table.keys(), key=lambda k: (k[1], k[0]))

    def latest_end(self, concept):
        table = self._table(concept, self.unit_for(concept))
        return max(e for groups in table.values() for (_, e) in groups)

    def earliest_start(self, concept):
        table = self._table(concept, self.unit_for(concept))
        return min(s for groups in table.values() for (s, _) in groups)


# ---------------------------------------------------------------- documents

def release_rows(path):
    t = open(path, encoding="utf-8", errors="replace").read()
    out = []
    for tr in re.findall(r"(?is)<tr[^>]*>(.*?)</tr>", t):
        cells = []
        for c in re.findall(r"(?is)<t[dh][^>]*>(.*?)</t[dh]>", tr):
            c = re.sub(r"<[^>]+>", " ", c)
            c = re.sub(r"\s+", " ", html.unescape(c).replace("\xa0", " ")).strip()
            if c and c not in ("$", "%", ")"):
                cells.append(c)
        if cells:
            out.append(cells)
    return out


def doc_text(path):
    t = open(path, encoding="utf-8", errors="replace").read()
    t = re.sub(r"(?is)<(script|style)[^>]*>.*?</\1>", " ", t)
    t = re.sub(r"(?is)<ix:header>.*?</ix:header>", " ", t)
    t = re.sub(r"<[^>]+>", " ", t)
    return re.sub(r"\s+", " ", html.unescape(t).replace("\xa0", " "))


def num(cell):
    c = cell.replace(",", "").replace("%", "").replace("$", "").strip()
    neg = c.startswith("(")
    c = c.strip("()").strip()
    v = float(c)
    return -v if neg else v


# ---------------------------------------------------------------- comparisons

def position(guide, actual):
    if "low" in guide and "high" in guide:
        lo, hi = min(guide["low"], guide["high"]), max(guide["low"], guide["high"])
    else:
        p = guide["point"]
        tol = abs(p) * POINT_TOLERANCE
        lo, hi = p - tol, p + tol
    if actual > hi:
        return "above"
    if actual < lo:
        return "below"
    return "within"


def close(a, b, rel=1e-9, abs_=1e-6):
    return a is not None and b is not None and abs(a - b) <= max(abs_, rel * max(abs(a), abs(b)))


class Gold:
    def __init__(self, mirror):
        self.mirror = mirror
        self.facts = {c: Facts(mirror, c) for c in COMPANIES}
        self.guides = []
        with open(os.path.join(REPO, "tests/gold/guidance.jsonl")) as f:
            for line in f:
                if line.strip():
                    self.guides.append(json.loads(line))

    # guidance ------------------------------------------------------
    def guide(self, metric, basis, period, file_prefix="1045810/"):
        label, fy = parse_period(period)
        hits = [g for g in self.guides if g["file"].startswith(file_prefix) and g["metric"] == metric
                and g["basis"] == basis and g["fiscal_year"] == fy and g["fiscal_period"] == label]
        if not hits:
            return None
        g = hits[0]
        out = {}
        if g["low"] is not None and g["high"] is not None:
            out = {"low": float(g["low"]), "high": float(g["high"])}
        if g["point"] is not None:
            out["point"] = float(g["point"])
        out["_file"] = g["file"]
        out["_unit"] = g["unit"]
        return out

    def guided_periods(self, metric, basis):
        ps = set()
        for g in self.guides:
            if g["file"].startswith("1045810/") and g["metric"] == metric and g["basis"] == basis:
                ps.add((g["fiscal_year"], g["fiscal_period"]))
        return [f"{p} FY{y}" for (y, p) in sorted(ps)]

    # actuals for guided metrics -------------------------------------
    def gaap_actual(self, metric, period, company="NVIDIA"):
        kind, c = GUIDED[metric]
        F = self.facts[company]
        if kind == "money":
            v, _, _ = F.value(c, period, "first")
            return v
        n, _, _ = F.value(c[0], period, "first")
        d, _, _ = F.value(c[1], period, "first")
        if n is None or d is None:
            return None
        return n / d * 100

    def release_for(self, period):
        """The NVIDIA release that reported `period` (its own quarter), if in the mirror."""
        label, fy = parse_period(period)
        name = f"q{label[1]}fy{fy % 100:02d}pr.htm"
        base = os.path.join(self.mirror, "www.sec.gov/Archives/edgar/data/1045810")
        for acc in sorted(os.listdir(base)):
            p = os.path.join(base, acc, name)
            if os.path.exists(p):
                return p
        return None

    def non_gaap_actual(self, metric, period):
        if metric not in NON_GAAP_ROWS:
            return None
        path = self.release_for(period)
        if not path:
            return None
        row, scale = NON_GAAP_ROWS[metric]
        for cells in release_rows(path):
            if cells[0] == row and len(cells) > 1:
                return num(cells[1]) * scale
        return None

    def actual(self, metric, basis, period):
        if basis == "non_gaap":
            return self.non_gaap_actual(metric, period)
        return self.gaap_actual(metric, period)


# ---------------------------------------------------------------- checks

class Checker:
    def __init__(self, gold, questions):
        self.g = gold
        self.qs = questions
        self.errors = []

    def err(self, q, msg):
        self.errors.append(f"{q.get('id', '?')}: {msg}")

    def run(self):
        ids = set()
        texts = set()
        for q in self.qs:
            for k in ("id", "split", "category", "question", "route", "expect", "note"):
                if k not in q:
                    self.err(q, f"missing {k}")
            if q["id"] in ids:
                self.err(q, "duplicate id")
            ids.add(q["id"])
            t = q["question"].strip().lower()
            if t in texts:
                self.err(q, "duplicate question text")
            texts.add(t)
            if q["route"] not in ROUTES:
                self.err(q, f"unknown route {q['route']}")
            if q["split"] not in ("tune", "test"):
                self.err(q, "bad split")
            getattr(self, "check_" + q["category"], lambda q: self.err(q, "unknown category"))(q)
        self.check_counts()
        self.check_dev_overlap()

    # -- say_do
    def check_say_do(self, q):
        e = q["expect"]
        if q["route"] != "say_do":
            self.err(q, "say_do route expected")
        guide = self.g.guide(e["metric"], e["basis"], e["period"])
        if guide is None:
            self.err(q, f"no guide in tests/gold/guidance.jsonl for {e['metric']} {e['basis']} {e['period']}")
            return
        want_guide = {k: v for k, v in guide.items() if not k.startswith("_")}
        if "low" in want_guide and "point" in want_guide:
            want_guide.pop("point")
        if e.get("not_comparable"):
            a = self.g.actual(e["metric"], e["basis"], e["period"])
            if a is not None:
                self.err(q, f"marked not_comparable but an actual exists: {a}")
            if e.get("position") is not None:
                self.err(q, "not_comparable must have position null")
            return
        for k, v in want_guide.items():
            if not close(e["guide"].get(k), v):
                self.err(q, f"guide {k}: gold {e['guide'].get(k)} != guidance file {v}")
        if set(e["guide"]) != set(want_guide):
            self.err(q, f"guide keys {sorted(e['guide'])} != {sorted(want_guide)}")
        if e["unit"] != guide["_unit"]:
            self.err(q, f"unit {e['unit']} != guide unit {guide['_unit']}")
        a = self.g.actual(e["metric"], e["basis"], e["period"])
        if a is None:
            self.err(q, "no actual")
            return
        tol = 0.005 if e["unit"] == "percent" else 0.5
        if abs(a - e["actual"]) > tol:
            self.err(q, f"actual: gold {e['actual']} != computed {a}")
        pos = position(e["guide"], a)
        if pos != e["position"]:
            self.err(q, f"position: gold {e['position']} != computed {pos} (actual {a})")

    # -- scorecard
    def check_scorecard(self, q):
        e = q["expect"]
        if q["route"] != "scorecard":
            self.err(q, "scorecard route expected")
        periods = e.get("periods") or self.g.guided_periods(e["metric"], e["basis"])
        counts = {"above": 0, "within": 0, "below": 0}
        n = 0
        for p in periods:
            guide = self.g.guide(e["metric"], e["basis"], p)
            a = self.g.actual(e["metric"], e["basis"], p)
            if guide is None or a is None:
                continue
            n += 1
            counts[position(guide, a)] += 1
        got = {"quarters": n, **counts}
        for k, v in got.items():
            if e.get(k) != v:
                self.err(q, f"scorecard {k}: gold {e.get(k)} != computed {v}")

    # -- actuals
    def check_actuals(self, q):
        e = q["expect"]
        if q["route"] != "actuals":
            self.err(q, "actuals route expected")
        F = self.g.facts[q["company"]]
        v, how, distinct = F.value(e["concept"], e["period"], e.get("vintage", "latest"))
        if v is None:
            self.err(q, f"no fact {e['concept']} {e['period']}")
            return
        if len(distinct) > 1 and "vintage" not in e:
            self.err(q, f"{e['concept']} {e['period']} has several values {distinct}; name a vintage")
        if not close(v, e["value"], rel=1e-9):
            self.err(q, f"value: gold {e['value']} != computed {v} ({how})")
        want_unit = F.unit_for(e["concept"]).replace("/shares", "/share")
        if e["unit"] != want_unit:
            self.err(q, f"unit {e['unit']} != {want_unit}")
        if e.get("latest"):
            self.check_latest(q, F, e)

    def check_latest(self, q, F, e):
        ps = F.periods(e["concept"])
        if e["latest"] == "quarter":
            qnum = {"Q1": 1, "Q2": 2, "Q3": 3, "Q4": 4, "FY": 4}
            y, n = max((y, qnum[p]) for (p, y) in ps if p in qnum)
            latest = f"Q{n} FY{y}"
        else:
            latest = f"FY{max(y for (p, y) in ps if p == 'FY')}"
        if latest != e["period"]:
            self.err(q, f"latest {e['latest']} is {latest}, gold says {e['period']}")

    # -- derived
    def check_derived(self, q):
        e = q["expect"]
        if q["route"] != "derived":
            self.err(q, "derived route expected")
        F = self.g.facts[q["company"]]
        vals = []
        for inp in e["inputs"]:
            v, how, distinct = F.value(inp["concept"], inp["period"], inp.get("vintage", "latest"))
            if v is None:
                self.err(q, f"no fact for input {inp}")
                return
            if len(distinct) > 1 and "vintage" not in inp:
                self.err(q, f"input {inp['concept']} {inp['period']} has several values {distinct}")
            if not close(v, inp["value"]):
                self.err(q, f"input {inp['concept']} {inp['period']}: gold {inp['value']} != {v}")
            vals.append(v)
        f = e["formula"]
        if f == "growth":
            v = (vals[0] - vals[1]) / abs(vals[1]) * 100
        elif f == "ratio":
            v = vals[0] / vals[1] * 100
        elif f == "difference":
            v = vals[0] - vals[1]
        else:
            self.err(q, f"unknown formula {f}")
            return
        # The gold is stored exactly (money) or to 4 decimals (percent); check to that precision.
        if abs(v - e["value"]) > (0.00051 if e["unit"] == "percent" else 0.5):
            self.err(q, f"value: gold {e['value']} != computed {v}")
        want_unit = "percent" if f in ("growth", "ratio") else F.money
        if e["unit"] != want_unit:
            self.err(q, f"unit {e['unit']} != {want_unit}")

    # -- guidance
    def check_guidance(self, q):
        e = q["expect"]
        if q["route"] != "guidance":
            self.err(q, "guidance route expected")
        guide = self.g.guide(e["metric"], e["basis"], e["period"])
        if guide is None:
            self.err(q, f"no guide for {e['metric']} {e['basis']} {e['period']}")
            return
        mid = guide.get("point")
        if mid is None:
            mid = (guide["low"] + guide["high"]) / 2
        if not close(e["value"], mid):
            self.err(q, f"value {e['value']} != guide {mid}")
        for k in ("low", "high"):
            if (e.get(k) is None) != (guide.get(k) is None) or e.get(k) is not None and not close(e[k], guide[k]):
                self.err(q, f"{k}: gold {e.get(k)} != guide {guide.get(k)}")
        if e["unit"] != guide["_unit"]:
            self.err(q, f"unit {e['unit']} != {guide['_unit']}")

    # -- segment
    def check_segment(self, q):
        e = q["expect"]
        if e.get("refused"):
            if e.get("reason") not in REFUSAL_REASONS:
                self.err(q, f"bad refusal reason {e.get('reason')}")
            return
        if q["route"] != "search":
            self.err(q, "segment questions route to search")
        path = os.path.join(self.g.mirror, e["source"])
        if not os.path.exists(path):
            self.err(q, f"source {e['source']} not in the mirror")
            return
        text = doc_text(path)
        # The figure as the document prints it: in millions with thousands separators, or as
        # "$X.X billion" (the note gives the quoted form); `stated` overrides.
        stated = e.get("stated") or f"{e['value'] / 1e6:,.0f}"
        if e.get("stated"):
            m = re.search(r"([\d,.]+)\s*(billion|million)?", e["stated"])
            sv = float(m.group(1).replace(",", "")) * {"billion": 1e9, "million": 1e6, None: 1}[m.group(2)]
            if abs(sv - e["value"]) > abs(e["value"]) * e.get("tolerance", 1e-9):
                self.err(q, f"stated {e['stated']!r} does not match value {e['value']}")
        if stated not in text:
            self.err(q, f"{stated!r} not found in {e['source']}")
        if e.get("not_value") is not None:
            if close(e["not_value"], e["value"]):
                self.err(q, "not_value equals value")
            nv = f"{e['not_value'] / 1e6:,.0f}"
            if e.get("not_value_stated", nv) not in text:
                self.err(q, f"total {nv} not found in {e['source']}")

    # -- refusal
    def check_refusal(self, q):
        e = q["expect"]
        if e.get("refused") is not True:
            self.err(q, "refusal must have refused: true")
        if e.get("reason") not in REFUSAL_REASONS:
            self.err(q, f"bad reason {e.get('reason')}")
        c = q.get("company")
        if e.get("reason") == "not_yet_reported" and c in COMPANIES:
            F = self.g.facts[c]
            label, fy = parse_period(e["period"])
            latest = F.latest_end(e.get("concept", "NetIncomeLoss" if F.tax == "us-gaap" else "ProfitLoss"))
            lfy, lq = fiscal_of(date.fromisoformat(latest), F.fye)
            want_q = 4 if label == "FY" else int(label[1])
            if (fy, want_q) <= (lfy, lq):
                self.err(q, f"{e['period']} is already reported (latest {latest})")
        if e.get("reason") == "no_period_before" and c in COMPANIES:
            F = self.g.facts[c]
            first = F.earliest_start("NetIncomeLoss" if F.tax == "us-gaap" else "ProfitLoss")
            label, fy = parse_period(e["period"])
            if fy >= int(first[:4]):
                self.err(q, f"{e['period']} is not before the first fact ({first})")
        if e.get("reason") == "no_xbrl":
            cik = q.get("cik")
            p = os.path.join(self.g.mirror, "data.sec.gov/api/xbrl/companyfacts", f"CIK{int(cik):010d}.json")
            if os.path.exists(p):
                self.err(q, "no_xbrl but companyfacts exist")
            tickers = json.load(open(os.path.join(self.g.mirror, "www.sec.gov/files/company_tickers.json")))
            if not any(int(r["cik_str"]) == int(cik) for r in tickers.values()):
                self.err(q, "no_xbrl company not in the ticker file")
        if e.get("reason") == "no_company":
            tickers = json.load(open(os.path.join(self.g.mirror, "www.sec.gov/files/company_tickers.json")))
            names = {r["title"].lower() for r in tickers.values()}
            syms = {r["ticker"].lower() for r in tickers.values()}
            for w in q.get("fake_names", []):
                if w.lower() in names or w.lower().lstrip("$") in syms:
                    self.err(q, f"{w} is a real company/ticker")

    # -- search
    def check_search(self, q):
        e = q["expect"]
        if q["route"] != "search":
            self.err(q, "search route expected")
        if e.get("refused") is not False or not e.get("contains_any"):
            self.err(q, "search expects refused false and contains_any")
        src = e.get("source")
        if src:
            text = doc_text(os.path.join(self.g.mirror, src)).lower()
            if not any(w.lower() in text for w in e["contains_any"]):
                self.err(q, f"none of {e['contains_any']} occurs in {src}")

    # -- counts and split
    def check_counts(self):
        by = defaultdict(list)
        for q in self.qs:
            by[q["category"]].append(q)
        for c, n in CATEGORY_MIN.items():
            if len(by[c]) < n:
                self.errors.append(f"category {c}: {len(by[c])} < {n}")
        for c, qs in by.items():
            test = sum(q["split"] == "test" for q in qs)
            if test != round(len(qs) / 3):
                self.errors.append(f"category {c}: {test} test of {len(qs)}, not one third")
            want = assign_splits(qs)
            for q in qs:
                if want[q["id"]] != q["split"]:
                    self.errors.append(f"{q['id']}: split {q['split']} but the seeded assignment says {want[q['id']]}")
            tune_t = {q["template"] for q in qs if q["split"] == "tune"}
            test_t = {q["template"] for q in qs if q["split"] == "test"}
            if tune_t & test_t:
                self.errors.append(f"category {c}: templates in both splits: {sorted(tune_t & test_t)}")
        if len(self.qs) < 330:
            self.errors.append(f"only {len(self.qs)} questions")

    def check_dev_overlap(self):
        p = os.path.join(HERE, "dev.jsonl")
        if not os.path.exists(p):
            return
        dev = {json.loads(l)["question"].strip().lower() for l in open(p) if l.strip()}
        for q in self.qs:
            if q["question"].strip().lower() in dev:
                self.err(q, "duplicates a dev.jsonl question")


def assign_splits(qs, seed=20240928):
    """Whole templates go to one split: templates shuffled with a fixed seed, then taken into
    test while they fit, until test holds exactly round(n/3) questions."""
    groups = defaultdict(list)
    for q in qs:
        groups[q["template"]].append(q["id"])
    names = sorted(groups)
    random.Random(f"{seed}:{qs[0]['category']}").shuffle(names)
    target = round(len(qs) / 3)
    test = set()
    n = 0
    for t in names:
        if n + len(groups[t]) <= target:
            test.add(t)
            n += len(groups[t])
    if n != target:
        raise SystemExit(f"cannot split category {qs[0]['category']} exactly: {n} of {target}")
    return {i: ("test" if t in test else "tune") for t in names for i in groups[t]}


def report(errors):
    """Prints every mismatch and exits non-zero when there is one (every checker's last word)."""
    for e in errors:
        print("MISMATCH", e)
    if errors:
        print(f"{len(errors)} mismatches")
        sys.exit(1)
    print("all gold figures agree")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("mirror", nargs="?", default=os.path.normpath(os.path.join(REPO, "../shared/data/sec-mirror")))
    ap.add_argument("--questions", default=os.path.join(HERE, "questions.jsonl"))
    args = ap.parse_args()
    qs = [json.loads(l) for l in open(args.questions) if l.strip()]
    c = Checker(Gold(args.mirror), qs)
    c.run()
    counts = defaultdict(lambda: defaultdict(int))
    for q in qs:
        counts[q["category"]][q["split"]] += 1
    for cat in sorted(counts):
        print(f"{cat:10s} tune {counts[cat]['tune']:3d}  test {counts[cat]['test']:3d}")
    print(f"{len(qs)} questions")
    report(c.errors)


if __name__ == "__main__":
    main()
