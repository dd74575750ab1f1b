#!/usr/bin/env python3
"""Recompute and check every gold figure in evals/fresh3.jsonl.

    python3 evals/make_fresh3_gold.py [MIRROR] [--questions FILE]

fresh3.jsonl is a fourth question set (150 questions, ids f3-001 ... f3-150), written blind to
SayDo's router, with the same schema and `expect` shapes as questions.jsonl, fresh.jsonl and
fresh2.jsonl. This script imports make_gold.py, make_fresh_gold.py and make_fresh2_gold.py
(nothing is copied): make_gold's Gold class, fiscal calendar and per-category checks recompute
every figure from the SEC mirror and tests/gold/guidance.jsonl; make_fresh_gold adds the
borderline / caveat flags, accession citations in `note`, segment `not_value`s against
companyfacts and the no_guidance checks; make_fresh2_gold adds the check that every period a
question names is a period of the gold (and that the gold's period is named, unless relative),
and that the question names its company. On top of those this script:
- spreads the company check over the companies this set uses (typos such as "nvidea", "appl",
  "telsa" included) and the three refusal-only issuers (Microsoft, Best Buy, PepsiCo);
- reads two more period forms: "the outlook it gave in November 2022" (the quarter in progress
  after that release, like "the November 2022 release") and "FQ1 2025";
- recomputes one more derived formula, `ratio_difference` (a margin change in percentage points:
  first / second x 100 - third / fourth x 100), with the same citation check as the others;
- recomputes relative periods ("most recent quarter", for derived inputs too) from companyfacts;
- checks that a not_yet_reported period ends after the day the set was written (WRITTEN), not
  only after the latest fact in the mirror, and that no_xbrl issuers have no submissions file
  when the note says so;
- checks no question text or template name is shared with questions.jsonl, dev.jsonl,
  fresh.jsonl or fresh2.jsonl (the files are read here; their text is never printed);
- checks the counts per category, ids f3-001 ... in order, and the split: whole templates,
  seeded as in make_gold.assign_splits with seed SEED, one third of each category in test.
Exit status 1 on any mismatch, 0 when every line agrees.
"""
import argparse
import calendar
import json
import os
import re
import sys
from collections import defaultdict
from datetime import date, timedelta

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import make_gold as mg  # noqa: E402
import make_fresh2_gold as mf2  # noqa: E402
from make_gold import COMPANIES, REPO, Gold, close, parse_period  # noqa: E402
from make_fresh_gold import COUNTS, MON, MONTHS  # noqa: E402

SEED = 20261201
ID_PREFIX = "f3"
WRITTEN = date(2026, 11, 30)
OTHER_SETS = ("questions.jsonl", "dev.jsonl", "fresh.jsonl", "fresh2.jsonl")
ALIASES = {
    "NVIDIA": ("nvidia", "nvda", "nvidea"),
    "Apple": ("apple", "aapl", "appl"),
    "Tesla": ("tesla", "tsla", "telsa"),
    "Snowflake": ("snowflake",),
    "TSMC": ("tsmc", "taiwan semi"),
    "LPA": ("lpa", "logistic properties of the americas"),
    "Microsoft": ("microsoft", "msft"),
    "Best Buy": ("best buy", "bby"),
    "PepsiCo": ("pepsico",),
}
EXTRA_CIK = {"Microsoft": 789019, "Best Buy": 764478, "PepsiCo": 77476}
# Relative periods: template -> (concept, 'quarter' | 'fy', [offset of each gold period from the
# latest one in companyfacts]); for actuals / segment the gold's `period`, for derived its inputs.
RELATIVE = {
    "dv3_latest_yoy": ("Revenues", "quarter", [0, -4]),
}

PATTERNS = [
    # "the outlook it gave in November 2022": the quarter in progress after that release
    (re.compile(r"(?:outlook|guidance|guide|forecast)s? (?:\w+ )?(?:gave|issued|provided|put out|published) in "
                + MON + r",? (\d{4})", re.I),
     lambda m, fye: mf2.q_of_date(date(int(m.group(2)), MONTHS[m.group(1).lower()], 15) + timedelta(days=10), fye)),
] + mf2.PATTERNS


def periods_named(question, company):
    """make_fresh2_gold.periods_named with this set's extra forms first."""
    fye = COMPANIES[company][1]
    text = question
    found = []
    for rx, fn in PATTERNS:
        for m in rx.finditer(text):
            found.append((m.group(0), fn(m, fye)))
        text = rx.sub(lambda m: " " * len(m.group(0)), text)
    if company in mf2.CALENDAR_YEAR:
        for m in mf2.BARE_YEAR.finditer(text):
            found.append((m.group(0), f"FY{m.group(1)}"))
    return found


def period_end(period, fye_month):
    """Approximate last day of a fiscal period (calendar month end; 52/53-week ends fall within days)."""
    label, fy = parse_period(period)
    q = 4 if label == "FY" else int(label[1])
    start_year = fy - 1 if fye_month != 12 else fy
    start_month = fye_month % 12 + 1
    months = start_year * 12 + (start_month - 1) + 3 * q - 1
    y, m = divmod(months, 12)
    return date(y, m + 1, calendar.monthrange(y, m + 1)[1])


def latest_period(F, concept, kind, offset):
    ps = F.periods(concept)
    if kind == "quarter":
        qnum = {"Q1": 1, "Q2": 2, "Q3": 3, "Q4": 4, "FY": 4}
        y, n = max((y, qnum[p]) for (p, y) in ps if p in qnum)
        k = y * 4 + (n - 1) + offset
        return f"Q{k % 4 + 1} FY{k // 4}"
    return f"FY{max(y for (p, y) in ps if p == 'FY') + offset}"


class Fresh3Checker(mf2.Fresh2Checker):
    # Counts, ids, the seeded split and no overlap with earlier sets: checked as for fresh2.
    seed = SEED
    id_prefix = ID_PREFIX
    relative = RELATIVE
    aliases = ALIASES
    periods_named = staticmethod(periods_named)

    def run(self):
        super().run()  # includes check_company_named / check_relative, overridden below
        for q in self.qs:
            c = q.get("company")
            if c in EXTRA_CIK and q.get("cik") != EXTRA_CIK[c]:
                self.err(q, f"cik {q.get('cik')} != {EXTRA_CIK[c]} for {c}")

    # -- periods named in the question: fresh2's check_dates, with this set's patterns and
    # relative templates (the class attributes above)

    def check_relative(self, q):
        rel = self.relative.get(q["template"])
        if not rel:
            return
        concept, kind, offsets = rel
        F = self.g.facts[q["company"]]
        want = [latest_period(F, concept, kind, o) for o in offsets]
        e = q["expect"]
        got = [i["period"] for i in e["inputs"]] if "inputs" in e else [e.get("period")]
        if got != want:
            self.err(q, f"relative periods are {want}, gold says {got}")

    def check_company_named(self, q):
        c = q.get("company")
        if c is None:
            return
        if c not in self.aliases:
            self.err(q, f"no aliases known for {c}")
        elif not any(a in q["question"].lower() for a in self.aliases[c]):
            self.err(q, f"question does not name {c}")

    # -- derived: one more formula
    def check_derived(self, q):
        e = q["expect"]
        if e.get("formula") != "ratio_difference":
            return super().check_derived(q)
        if q["route"] != "derived":
            self.err(q, "derived route expected")
        F = self.g.facts[q["company"]]
        if len(e["inputs"]) != 4:
            self.err(q, "ratio_difference needs four inputs")
            return
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
            self.cite(q, F, inp["concept"], inp["period"], inp.get("vintage", "latest"))
        v = vals[0] / vals[1] * 100 - vals[2] / vals[3] * 100
        if abs(v - e["value"]) > 0.00051:
            self.err(q, f"value: gold {e['value']} != computed {v}")
        if e["unit"] != "percent":
            self.err(q, f"unit {e['unit']} != percent")

    # -- refusals: future periods are future on the day of writing too
    def check_refusal(self, q):
        super().check_refusal(q)
        e = q["expect"]
        c = q.get("company")
        if e.get("reason") == "not_yet_reported" and c in COMPANIES:
            end = period_end(e["period"], COMPANIES[c][1])
            if end <= WRITTEN:
                self.err(q, f"{e['period']} ends about {end}, not after {WRITTEN}")
        if e.get("reason") == "no_xbrl" and "no companyfacts or submissions" in q["note"]:
            p = os.path.join(self.g.mirror, "data.sec.gov/submissions", f"CIK{int(q['cik']):010d}.json")
            if os.path.exists(p):
                self.err(q, "note says no submissions, but the mirror has them")
        if e.get("reason") == "no_company" and q.get("company") is not None:
            self.err(q, "no_company refusal names a company")


def main(checker=None, questions="fresh3.jsonl", other_sets=OTHER_SETS, doc=__doc__):
    """Checks a question set; later sets call this with their own checker, file and other sets."""
    checker = checker or Fresh3Checker
    ap = argparse.ArgumentParser(description=doc.split("\n")[0])
    ap.add_argument("mirror", nargs="?", default=os.path.normpath(os.path.join(REPO, "../shared/data/sec-mirror")))
    ap.add_argument("--questions", default=os.path.join(HERE, questions))
    args = ap.parse_args()
    qs = [json.loads(l) for l in open(args.questions) if l.strip()]
    old = []
    for name in other_sets:
        p = os.path.join(HERE, name)
        if os.path.exists(p):
            old += [json.loads(l) for l in open(p) if l.strip()]
        else:
            print(f"warning: {name} not found; overlap with it not checked")
    c = checker(Gold(args.mirror), qs, old)
    c.run()
    counts = defaultdict(lambda: defaultdict(int))
    tmpl = defaultdict(lambda: defaultdict(set))
    for q in qs:
        counts[q["category"]][q["split"]] += 1
        tmpl[q["category"]][q["split"]].add(q["template"])
    print(f"{'category':10s}  tune  test  (templates tune/test)")
    for cat in COUNTS:
        print(f"{cat:10s}  {counts[cat]['tune']:4d}  {counts[cat]['test']:4d}  "
              f"({len(tmpl[cat]['tune'])}/{len(tmpl[cat]['test'])})")
    print(f"{len(qs)} questions: {sum(q['split'] == 'tune' for q in qs)} tune, {sum(q['split'] == 'test' for q in qs)} test")
    mg.report(c.errors)


if __name__ == "__main__":
    main()
