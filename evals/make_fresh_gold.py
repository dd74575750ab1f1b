#!/usr/bin/env python3
"""Recompute and check every gold figure in evals/fresh.jsonl.

    python3 evals/make_fresh_gold.py [MIRROR] [--questions FILE]

fresh.jsonl is a second question set (150 questions), written blind to SayDo's router, with the
same schema and `expect` shapes as questions.jsonl. This script reuses make_gold.py (imported, not
copied): its Gold class, fiscal calendar and per-category checks recompute every figure from the
SEC mirror and tests/gold/guidance.jsonl. On top of those checks it verifies what make_gold.py does
not:
- say_do `borderline` and `caveat` flags are exactly the ones the rules give;
- every XBRL fact behind an actual / derived / say_do figure is cited in `note` by its accession;
- segment `not_value`s equal the companyfacts total where companyfacts hold the period;
- dates typed in a question ("the quarter that ended in October 2023", "the April 2024 quarter",
  "quarter ended June 28, 2025") fall in the fiscal period the gold names;
- no_guidance refusals about NVIDIA name a period with no guide in the guidance file;
- no question text or template name is shared with questions.jsonl or dev.jsonl;
- the counts per category, and the split: whole templates, seeded as in make_gold.assign_splits
  (seed SEED), about one third of each category in test.
Exit status 1 on any mismatch, 0 when every line agrees.
"""
import argparse
import calendar
import json
import os
import re
import sys
from collections import defaultdict
from datetime import date

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import make_gold as mg  # noqa: E402
from make_gold import (COMPANIES, GUIDED, REPO, Checker, Gold, assign_splits, close,  # noqa: E402
                       fiscal_of, parse_period, position)

SEED = 20251130
COUNTS = {"say_do": 35, "scorecard": 12, "segment": 15, "derived": 18, "refusal": 25,
          "actuals": 20, "guidance": 15, "search": 10}
OI_CAVEAT = "the guide excludes gains and losses from non-affiliated investments; the XBRL actual (NonoperatingIncomeExpense) includes them"
TX_CAVEAT = "the guide excludes discrete items; the actual is the reported effective rate (IncomeTaxExpenseBenefit / pre-tax income), discrete items included"
REVENUE = {"NVIDIA": "Revenues", "Apple": "RevenueFromContractWithCustomerExcludingAssessedTax", "Tesla": "Revenues",
           "Snowflake": "RevenueFromContractWithCustomerExcludingAssessedTax", "TSMC": "Revenue", "LPA": "Revenue"}

MONTHS = {m.lower(): i for i, m in enumerate(calendar.month_name) if m}
MONTHS.update({m.lower(): i for i, m in enumerate(calendar.month_abbr) if m})
MON = r"(" + "|".join(sorted(MONTHS, key=len, reverse=True)) + r")\.?"
DATE_PATTERNS = [  # (regex, what the date names)
    (re.compile(r"quarter (?:that )?end(?:ed|ing)(?: in| on)? " + MON + r"(?: (\d{1,2}))?,? (\d{4})", re.I), "Q"),
    (re.compile(MON + r"[ -](\d{4}) quarter", re.I), "Q"),
    (re.compile(r"three months (?:ended|to) " + MON + r" (\d{1,2}),? (\d{4})", re.I), "Q"),
    (re.compile(r"fiscal year ended " + MON + r" (\d{1,2}),? (\d{4})", re.I), "FY"),
]


def facts_used(F, concept, period, vintage="latest"):
    """The companyfacts entries make_gold.Facts.value() reads for this period."""
    label, fy = parse_period(period)
    r = F.reported(concept, label, fy, vintage)
    if r is not None:
        return r[1]
    if label == "Q4":
        a = F.reported(concept, "FY", fy, vintage)
        b = F.reported(concept, "9M", fy, vintage)
        if a and b:
            return a[1] + b[1]
    return []


class FreshChecker(Checker):
    def __init__(self, gold, questions, old_questions):
        super().__init__(gold, questions)
        self.old = old_questions

    def run(self):
        super().run()
        for q in self.qs:
            c = q.get("company")
            if c in COMPANIES and q.get("cik") != COMPANIES[c][0]:
                self.err(q, f"cik {q.get('cik')} != {COMPANIES[c][0]} for {c}")
            if not q.get("template"):
                self.err(q, "missing template")
            self.check_dates(q)

    def cite(self, q, F, concept, period, vintage="latest"):
        for f in facts_used(F, concept, period, vintage):
            if f["accn"] not in q["note"]:
                self.err(q, f"note does not cite {concept} {period} accession {f['accn']}")

    # -- say_do: make_gold's check, plus borderline / caveat flags and citations
    def check_say_do(self, q):
        super().check_say_do(q)
        e = q["expect"]
        if e.get("not_comparable"):
            return
        gd = self.g.guide(e["metric"], e["basis"], e["period"])
        a = self.g.actual(e["metric"], e["basis"], e["period"])
        if gd is None or a is None:
            return
        guide = {k: v for k, v in gd.items() if not k.startswith("_")}
        if "low" in guide:
            guide.pop("point", None)
            border = gd["_unit"] == "percent" and min(abs(a - guide["low"]), abs(a - guide["high"])) <= 0.05
        else:
            border = position(guide, a) == "within" and a != guide["point"]
        if bool(e.get("borderline")) != border:
            self.err(q, f"borderline: gold {e.get('borderline')} but the rule gives {border} (actual {a})")
        want_caveat = {("other_income", "gaap"): OI_CAVEAT, ("tax_rate", "gaap"): TX_CAVEAT}.get((e["metric"], e["basis"]))
        if e.get("caveat") != want_caveat:
            self.err(q, f"caveat: gold {e.get('caveat')!r} != {want_caveat!r}")
        if os.path.basename(gd["_file"]) not in q["note"]:
            self.err(q, "note does not name the release the guide came from")
        if e["basis"] == "non_gaap":
            if os.path.basename(self.g.release_for(e["period"])) not in q["note"]:
                self.err(q, "note does not name the release the non-GAAP actual came from")
        else:
            kind, c = GUIDED[e["metric"]]
            for concept in ([c] if kind == "money" else list(c)):
                self.cite(q, self.g.facts["NVIDIA"], concept, e["period"], "first")

    # -- scorecard: make_gold's counts, plus caveat
    def check_scorecard(self, q):
        super().check_scorecard(q)
        e = q["expect"]
        want_caveat = {("other_income", "gaap"): OI_CAVEAT, ("tax_rate", "gaap"): TX_CAVEAT}.get((e["metric"], e["basis"]))
        if e.get("caveat") != want_caveat:
            self.err(q, f"caveat: gold {e.get('caveat')!r} != {want_caveat!r}")
        for p in e.get("periods", []):
            if self.g.guide(e["metric"], e["basis"], p) is None:
                self.err(q, f"window period {p} has no guide")

    def check_actuals(self, q):
        super().check_actuals(q)
        e = q["expect"]
        self.cite(q, self.g.facts[q["company"]], e["concept"], e["period"], e.get("vintage", "latest"))

    def check_derived(self, q):
        super().check_derived(q)
        for inp in q["expect"]["inputs"]:
            self.cite(q, self.g.facts[q["company"]], inp["concept"], inp["period"], inp.get("vintage", "latest"))

    def check_guidance(self, q):
        super().check_guidance(q)
        gd = self.g.guide(q["expect"]["metric"], q["expect"]["basis"], q["expect"]["period"])
        if gd and os.path.basename(gd["_file"]) not in q["note"]:
            self.err(q, "note does not name the release the guide came from")

    # -- segment: make_gold's text check, plus not_value against companyfacts where held
    def check_segment(self, q):
        super().check_segment(q)
        e = q["expect"]
        if q["route"] != "search":
            self.err(q, "segment questions route to search")
        F = self.g.facts.get(q["company"])
        if F is None or e.get("not_value") is None:
            return
        if e.get("unit") == "percent":
            gp, _, _ = F.value("GrossProfit", e["period"])
            rv, _, _ = F.value(REVENUE[q["company"]], e["period"])
            if gp is not None and rv is not None and round(gp / rv * 100, 1) != e["not_value"]:
                self.err(q, f"not_value {e['not_value']} != total gross margin {gp / rv * 100:.2f}")
            return
        totals = {}
        for concept in (REVENUE[q["company"]], "OperatingIncomeLoss"):
            v, _, _ = F.value(concept, e["period"])
            if v is not None:
                totals[concept] = v
        if e.get("refused") and REVENUE[q["company"]] not in totals:
            self.err(q, "refused segment question without a companyfacts total")
        if totals and not any(close(v, e["not_value"]) for v in totals.values()):
            self.err(q, f"not_value {e['not_value']} matches no companyfacts total {totals}")
        for concept, v in totals.items():
            if close(v, e["not_value"]):
                self.cite(q, F, concept, e["period"])

    def check_refusal(self, q):
        super().check_refusal(q)
        e = q["expect"]
        if e.get("reason") == "no_company" and not q.get("fake_names"):
            self.err(q, "no_company refusal without fake_names")
        if e.get("reason") == "no_guidance" and q.get("company") == "NVIDIA":
            label, fy = parse_period(e["period"])
            if any(g["file"].startswith("1045810/") and g["fiscal_year"] == fy and g["fiscal_period"] == label
                   for g in self.g.guides):
                self.err(q, f"guidance.jsonl does hold an NVIDIA guide for {e['period']}")
        if e.get("reason") in ("no_guidance", "no_xbrl") and q.get("company") in COMPANIES and q["company"] != "NVIDIA":
            if any(g["file"].startswith(f"{COMPANIES[q['company']][0]}/") for g in self.g.guides):
                self.err(q, f"guidance.jsonl holds guides for {q['company']}")

    # -- dates typed in the question must fall in the gold's fiscal period
    def check_dates(self, q):
        c = q.get("company")
        if c not in COMPANIES:
            return
        e = q["expect"]
        periods = [e["period"]] if e.get("period") else [i["period"] for i in e.get("inputs", [])]
        if not periods:
            return
        fye = COMPANIES[c][1]
        for rx, kind in DATE_PATTERNS:
            for m in rx.finditer(q["question"]):
                mon = MONTHS[m.group(1).lower()]
                year = int(m.groups()[-1])
                day = int(m.group(2)) if len(m.groups()) == 3 and m.group(2) else calendar.monthrange(year, mon)[1]
                fy, qn = fiscal_of(date(year, mon, day), fye)
                named = f"Q{qn} FY{fy}" if kind == "Q" else f"FY{fy}"
                if named not in periods:
                    self.err(q, f"question date {m.group(0)!r} is {named}, gold names {periods}")

    # -- counts, split, overlap with the other sets
    def check_counts(self):
        by = defaultdict(list)
        for q in self.qs:
            by[q["category"]].append(q)
        for c, n in COUNTS.items():
            if len(by[c]) != n:
                self.errors.append(f"category {c}: {len(by[c])} questions, want {n}")
        for c, qs in by.items():
            want = assign_splits(qs, seed=SEED)
            for q in qs:
                if want[q["id"]] != q["split"]:
                    self.errors.append(f"{q['id']}: split {q['split']} but the seeded assignment says {want[q['id']]}")
            tune_t = {q["template"] for q in qs if q["split"] == "tune"}
            test_t = {q["template"] for q in qs if q["split"] == "test"}
            if tune_t & test_t:
                self.errors.append(f"category {c}: templates in both splits: {sorted(tune_t & test_t)}")
            if not tune_t or not test_t:
                self.errors.append(f"category {c}: both splits needed")
        ids = [q["id"] for q in self.qs]
        if ids != [f"fr-{i:03d}" for i in range(1, len(self.qs) + 1)]:
            self.errors.append("ids are not fr-001 ... in order")

    def check_dev_overlap(self):
        texts = {q["question"].strip().lower() for q in self.old}
        templates = {q.get("template") for q in self.old if q.get("template")}
        for q in self.qs:
            if q["question"].strip().lower() in texts:
                self.err(q, "question text also in questions.jsonl / dev.jsonl")
            if q["template"] in templates:
                self.err(q, f"template {q['template']} is already used in questions.jsonl")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("mirror", nargs="?", default=os.path.normpath(os.path.join(REPO, "../shared/data/sec-mirror")))
    ap.add_argument("--questions", default=os.path.join(HERE, "fresh.jsonl"))
    args = ap.parse_args()
    qs = [json.loads(l) for l in open(args.questions) if l.strip()]
    old = []
    for name in ("questions.jsonl", "dev.jsonl"):
        p = os.path.join(HERE, name)
        if os.path.exists(p):
            old += [json.loads(l) for l in open(p) if l.strip()]
    c = FreshChecker(Gold(args.mirror), qs, old)
    c.run()
    counts = defaultdict(lambda: defaultdict(int))
    tmpl = defaultdict(lambda: defaultdict(set))
    for q in qs:
        counts[q["category"]][q["split"]] += 1
        tmpl[q["category"]][q["split"]].add(q["template"])
    print(f"{'category':10s}  tune  test  (templates tune/test)")
    for cat in COUNTS:
        print(f"{cat:10s}  {counts[cat]['tune']:4d}  {counts[cat]['test']:4d}  ({len(tmpl[cat]['tune'])}/{len(tmpl[cat]['test'])})")
    print(f"{len(qs)} questions: {sum(q['split'] == 'tune' for q in qs)} tune, {sum(q['split'] == 'test' for q in qs)} test")
    mg.report(c.errors)


if __name__ == "__main__":
    main()
