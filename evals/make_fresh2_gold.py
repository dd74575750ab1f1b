#!/usr/bin/env python3
"""Recompute and check every gold figure in evals/fresh2.jsonl.

    python3 evals/make_fresh2_gold.py [MIRROR] [--questions FILE]

fresh2.jsonl is a third question set (150 questions, ids f2-001 ... f2-150), written blind to
SayDo's router, with the same schema and `expect` shapes as questions.jsonl and fresh.jsonl. This
script imports make_gold.py and make_fresh_gold.py (nothing is copied): make_gold's Gold class,
fiscal calendar and per-category checks recompute every figure from the SEC mirror and
tests/gold/guidance.jsonl, and make_fresh_gold's FreshChecker adds the borderline / caveat flags,
accession citations in `note`, segment `not_value`s against companyfacts and the no_guidance
checks. On top of those this script checks:
- every period the question names, in any of the forms the set uses ("3Q24", "Q3 of FY'24",
  "FQ2'24", "fiscal third quarter 2024", "the third fiscal quarter of 2023", "fourth-quarter
  fiscal 2023", "the quarter ending late October 2023", "the period ended 10/29/2023",
  "the November 2023 release", "fiscal 2024", "FY26", bare years for calendar-year companies),
  is a period of the gold; and a question whose gold names a period names it somewhere, unless
  the period is relative ("most recent quarter", "the quarter before its most recent one"),
  in which case it is recomputed from companyfacts;
- the question names the company the gold is about;
- no question text or template name is shared with questions.jsonl, dev.jsonl or fresh.jsonl;
- the counts per category, ids f2-001 ... in order, and the split: whole templates, seeded as in
  make_gold.assign_splits with seed SEED, one third of each category in test.
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
from make_gold import COMPANIES, REPO, Gold, assign_splits, fiscal_of, parse_period  # noqa: E402
from make_fresh_gold import COUNTS, DATE_PATTERNS, MON, MONTHS, FreshChecker  # noqa: E402

SEED = 20261130
ID_PREFIX = "f2"
OTHER_SETS = ("questions.jsonl", "dev.jsonl", "fresh.jsonl")
CALENDAR_YEAR = {c for c, v in COMPANIES.items() if v[1] == 12}
ALIASES = {
    "NVIDIA": ("nvidia", "nvda", "nvidai", "nvidea", "nvdia"),
    "Apple": ("apple", "aapl"),
    "Tesla": ("tesla", "tsla"),
    "Snowflake": ("snowflake", "snow"),
    "TSMC": ("tsmc", "taiwan semi", "$tsm"),
    "LPA": ("lpa", "logistic properties of the americas"),
}
# Questions whose period is relative to the latest one in companyfacts: template ->
# (concept, 'quarter' | 'fy', offset from the latest; -1 = the one before it).
RELATIVE = {
    "ac2_quarter_before_latest": ("RevenueFromContractWithCustomerExcludingAssessedTax", "quarter", -1),
}

ORD = {"first": 1, "second": 2, "third": 3, "fourth": 4}
YR = r"('?\d{2}|\d{4})"
PART = {"early": 5, "mid": 15, "late": None}  # day in the month; None = last day


def year(s):
    y = int(s.lstrip("'"))
    return y + 2000 if y < 100 else y


def q_of_date(d, fye):
    fy, q = fiscal_of(d, fye)
    return f"Q{q} FY{fy}"


def last_day(y, m):
    return calendar.monthrange(y, m)[1]


def _d_date(m, fye):  # base DATE_PATTERNS: (MON, [DD,] YYYY)
    mon = MONTHS[m.group(1).lower()]
    y = int(m.groups()[-1])
    day = int(m.group(2)) if len(m.groups()) == 3 and m.group(2) else last_day(y, mon)
    return date(y, mon, day)


# (regex, kind, function(match, fye) -> period); applied in this order, each match consuming its span.
PATTERNS = []
for rx, kind in DATE_PATTERNS:
    PATTERNS.append((rx, (lambda k: (lambda m, fye: q_of_date(_d_date(m, fye), fye) if k == "Q"
                                     else f"FY{fiscal_of(_d_date(m, fye), fye)[0]}"))(kind)))
PATTERNS += [
    # "the quarter ending late October 2023"
    (re.compile(r"quarter (?:that )?end(?:ed|ing)(?: in| on)? (early|mid|late)[- ]" + MON + r",? (\d{4})", re.I),
     lambda m, fye: q_of_date(date(int(m.group(3)), MONTHS[m.group(2).lower()],
                                   PART[m.group(1).lower()] or last_day(int(m.group(3)), MONTHS[m.group(2).lower()])), fye)),
    # "the period ended 10/29/2023", "quarter ended 07/27/2025"
    (re.compile(r"(?:period|quarter|three months) (?:that )?ended (\d{1,2})/(\d{1,2})/(\d{2,4})", re.I),
     lambda m, fye: q_of_date(date(year(m.group(3)), int(m.group(1)), int(m.group(2))), fye)),
    # "the November 2023 release": the outlook in it is for the quarter in progress
    (re.compile(MON + r" (\d{4}) (?:earnings )?release", re.I),
     lambda m, fye: q_of_date(date(int(m.group(2)), MONTHS[m.group(1).lower()], 15) + timedelta(days=10), fye)),
    # "fiscal Q2 2024"
    (re.compile(r"\bfiscal Q([1-4]) " + YR + r"\b", re.I), lambda m, fye: f"Q{m.group(1)} FY{year(m.group(2))}"),
    # "Q3 FY2024", "Q3 of FY'24", "Q4 fiscal '24", "Q1 of fiscal 2024", "Q2 2025"
    (re.compile(r"\bQ([1-4]) (?:of )?(?:fiscal (?:year )?|FY ?)?" + YR + r"\b", re.I),
     lambda m, fye: f"Q{m.group(1)} FY{year(m.group(2))}"),
    # "FQ2'24", "FQ1 2025"
    (re.compile(r"\bFQ([1-4]) ?" + YR + r"\b", re.I), lambda m, fye: f"Q{m.group(1)} FY{year(m.group(2))}"),
    # "3Q24", "2Q FY23", "4Q23"
    (re.compile(r"\b([1-4])Q ?(?:FY ?)?" + YR + r"\b", re.I), lambda m, fye: f"Q{m.group(1)} FY{year(m.group(2))}"),
    # "fiscal fourth quarter of 2024", "fiscal third quarter 2021"
    (re.compile(r"\bfiscal (first|second|third|fourth) quarter (?:of )?(\d{4})", re.I),
     lambda m, fye: f"Q{ORD[m.group(1).lower()]} FY{m.group(2)}"),
    # "the third fiscal quarter of 2023"
    (re.compile(r"\b(first|second|third|fourth) fiscal quarter (?:of )?(\d{4})", re.I),
     lambda m, fye: f"Q{ORD[m.group(1).lower()]} FY{m.group(2)}"),
    # "fourth-quarter fiscal 2023", "the second quarter of fiscal 2023"
    (re.compile(r"\b(first|second|third|fourth)[- ]quarter (?:of )?fiscal (?:year )?" + YR + r"\b", re.I),
     lambda m, fye: f"Q{ORD[m.group(1).lower()]} FY{year(m.group(2))}"),
    # "fiscal 2024", "fiscal year 2023", "FY24", "FY2024"
    (re.compile(r"\b(?:fiscal (?:year )?|FY ?)" + YR + r"\b", re.I), lambda m, fye: f"FY{year(m.group(1))}"),
]
BARE_YEAR = re.compile(r"\b(19\d{2}|20\d{2})\b")


def periods_named(question, company):
    """Every period the question names, as 'Q3 FY2024' / 'FY2024', on the company's calendar."""
    fye = COMPANIES[company][1]
    text = question
    found = []
    for rx, fn in PATTERNS:
        for m in rx.finditer(text):
            found.append((m.group(0), fn(m, fye)))
        text = rx.sub(lambda m: " " * len(m.group(0)), text)
    if company in CALENDAR_YEAR:
        for m in BARE_YEAR.finditer(text):
            found.append((m.group(0), f"FY{m.group(1)}"))
    return found


class Fresh2Checker(FreshChecker):
    # A later set's checker sets its own.
    seed = SEED
    id_prefix = ID_PREFIX
    # The set's own period patterns and relative templates, read by check_dates.
    relative = RELATIVE
    periods_named = staticmethod(periods_named)

    def run(self):
        super().run()
        for q in self.qs:
            self.check_company_named(q)
            self.check_relative(q)

    def gold_periods(self, q):
        e = q["expect"]
        if q["category"] == "scorecard":
            ps = e.get("periods") or []
            return set(ps) | {f"FY{parse_period(p)[1]}" for p in ps}
        if e.get("period"):
            return {e["period"]}
        return {i["period"] for i in e.get("inputs", [])}

    # -- periods named in the question (replaces make_fresh_gold's narrower date check)
    def check_dates(self, q):
        c = q.get("company")
        if c not in COMPANIES or q["category"] == "search":
            return
        allowed = self.gold_periods(q)
        if not allowed and q["category"] != "scorecard":
            return  # e.g. a no_guidance refusal whose reason is not about the period
        named = self.periods_named(q["question"], c)
        for text, p in named:
            if p not in allowed:
                self.err(q, f"question names {text!r} = {p}, gold has {sorted(allowed)}")
        relative = q["template"] in self.relative or q["expect"].get("latest")
        if allowed and not named and not relative and q["category"] != "scorecard":
            self.err(q, f"gold period {sorted(allowed)} is not named in the question (and is not relative)")
        if relative and named:
            self.err(q, f"relative question also names {named}")

    def check_relative(self, q):
        rel = RELATIVE.get(q["template"])
        if not rel:
            return
        concept, kind, offset = rel
        F = self.g.facts[q["company"]]
        ps = F.periods(concept)
        if kind == "quarter":
            qnum = {"Q1": 1, "Q2": 2, "Q3": 3, "Q4": 4, "FY": 4}
            y, n = max((y, qnum[p]) for (p, y) in ps if p in qnum)
            k = y * 4 + (n - 1) + offset
            want = f"Q{k % 4 + 1} FY{k // 4}"
        else:
            want = f"FY{max(y for (p, y) in ps if p == 'FY') + offset}"
        if q["expect"].get("period") != want:
            self.err(q, f"relative period is {want}, gold says {q['expect'].get('period')}")

    def check_company_named(self, q):
        c = q.get("company")
        if c in ALIASES and not any(a in q["question"].lower() for a in ALIASES[c]):
            self.err(q, f"question does not name {c}")
        if c and c not in ALIASES and c.lower() not in q["question"].lower():
            self.err(q, f"question does not name {c}")

    # -- counts, ids, split (seed SEED)
    def check_counts(self):
        by = defaultdict(list)
        for q in self.qs:
            by[q["category"]].append(q)
        for c, n in COUNTS.items():
            if len(by[c]) != n:
                self.errors.append(f"category {c}: {len(by[c])} questions, want {n}")
        for c, qs in by.items():
            want = assign_splits(qs, seed=self.seed)
            for q in qs:
                if want[q["id"]] != q["split"]:
                    self.errors.append(f"{q['id']}: split {q['split']} but the seeded assignment says {want[q['id']]}")
            tune_t = {q["template"] for q in qs if q["split"] == "tune"}
            test_t = {q["template"] for q in qs if q["split"] == "test"}
            if tune_t & test_t:
                self.errors.append(f"category {c}: templates in both splits: {sorted(tune_t & test_t)}")
            if not tune_t or not test_t:
                self.errors.append(f"category {c}: both splits needed")
            if sum(q["split"] == "test" for q in qs) != round(len(qs) / 3):
                self.errors.append(f"category {c}: test is not one third")
        ids = [q["id"] for q in self.qs]
        if ids != [f"{self.id_prefix}-{i:03d}" for i in range(1, len(self.qs) + 1)]:
            self.errors.append(f"ids are not {self.id_prefix}-001 ... in order")

    # -- no overlap with the earlier sets
    def check_dev_overlap(self):
        texts = {q["question"].strip().lower() for q in self.old}
        templates = {q.get("template") for q in self.old if q.get("template")}
        for q in self.qs:
            if q["question"].strip().lower() in texts:
                self.err(q, "question text also in an earlier set")
            if q["template"] in templates:
                self.err(q, f"template {q['template']} is already used in an earlier set")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("mirror", nargs="?", default=os.path.normpath(os.path.join(REPO, "../shared/data/sec-mirror")))
    ap.add_argument("--questions", default=os.path.join(HERE, "fresh2.jsonl"))
    args = ap.parse_args()
    qs = [json.loads(l) for l in open(args.questions) if l.strip()]
    old = []
    for name in OTHER_SETS:
        p = os.path.join(HERE, name)
        if os.path.exists(p):
            old += [json.loads(l) for l in open(p) if l.strip()]
        else:
            print(f"warning: {name} not found; overlap with it not checked")
    c = Fresh2Checker(Gold(args.mirror), qs, old)
    c.run()
    counts = defaultdict(lambda: defaultdict(int))
    for q in qs:
        counts[q["category"]][q["split"]] += 1
    print(f"{'category':10s}  tune  test")
    for cat in COUNTS:
        print(f"{cat:10s}  {counts[cat]['tune']:4d}  {counts[cat]['test']:4d}")
    print(f"{len(qs)} questions: {sum(q['split'] == 'tune' for q in qs)} tune, {sum(q['split'] == 'test' for q in qs)} test")
    mg.report(c.errors)


if __name__ == "__main__":
    main()
