#!/usr/bin/env python3
"""Recompute and check every gold figure in evals/fresh7.jsonl.

    python3 evals/make_fresh7_gold.py [MIRROR] [--questions FILE]

fresh7.jsonl is an eighth question set (150 questions, ids f7-001 ... f7-150), written blind to
SayDo's router, with the same schema and `expect` shapes as questions.jsonl and fresh*.jsonl.
It weights the categories where SayDo is weakest (say_do 30, scorecard 16, segment 22,
derived 22, search 14, refusal 22, actuals 12, guidance 12). This script imports
make_fresh6_gold.py (and through it make_gold.py and make_fresh_gold.py ... make_fresh5_gold.py;
nothing is copied) and subclasses its checker, so every check of the earlier scripts runs on
every line: figures recomputed from the SEC mirror and tests/gold/guidance.jsonl, borderline /
caveat flags, accession citations in `note`, segment `not_value`s against companyfacts,
no_guidance / no_xbrl / not_yet_reported checks, `ratio_difference`, periods named in the
question against the gold's periods (fresh6's forms and every earlier set's, each of fresh6's
forms used somewhere in this set too), the company named, held documents filed by the
question's company, made-up names of all three kinds, one question per template, ids, the
split, and no text, template or run of make_fresh6_gold.NGRAM words shared with an earlier set
(fresh6.jsonl included here). This set changes or adds:
- its own seed (SEED), id prefix, written date (WRITTEN) and relative template (RELATIVE);
- its own category counts (COUNTS; the earlier sets' fixed counts are replaced, nothing else);
- its own split targets: one third of the whole set in test (50 of 150), shared out over the
  categories by largest remainder (split_targets). make_gold's per-category round(n/3) alone
  gives 49 with these counts, so one category whose third ends in .33 (picked by a seeded
  shuffle) takes one more template, the next in make_gold.assign_splits' seeded order
  (assign_splits_total); every other category is split by make_gold.assign_splits itself;
- period forms, mapped onto each company's fiscal calendar before make_fresh6_gold's forms are
  read, each one used at least once: "Q2FY23" (no space), "Q1-FY25" / "Q2-2021", "FY-24",
  "fiscal yr 2023", "six months ended March 29, 2025" (H1) / "nine months ended ..." (9M),
  "first three quarters of fiscal 2025" (9M), "first half of 2022" / "H1 2021" (H1, calendar-year
  companies), "the quarter Nvidia reported on February 22, 2023" (the quarter that ended before
  the release), "the 2025 Christmas quarter" (the fiscal quarter holding mid-December),
  "FY ending Jan '23", "CY2024" / "CY19" / "calendar year 2021" (calendar-year companies),
  "qtr ended 1/29/23" / "q/e 10/29/23", "third trimester of fiscal year 2023" (a quarter, as
  Spanish, Portuguese and French speakers write it), "3rd quarter of fiscal 2024" / "4th qtr FY23",
  "YTD through the June 2025 quarter" (Q1 / H1 / 9M / FY by the quarter named) and "the second
  quarter of 2022";
- the company check over this set's aliases and refusal-only issuers (Microsoft: submissions but
  no companyfacts; Palantir, Coca-Cola: neither), with their CIKs;
- set-level checks for what this set must hold: held and refused segment questions, every
  refusal reason, growth (year over year and sequential), ratio, difference and free-cash-flow
  derived questions, and template names that start with the set's prefix.
Exit status 1 on any mismatch, 0 when every line agrees.
"""
import os
import random
import re
import sys
from collections import Counter, defaultdict
from datetime import date

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import make_fresh2_gold as mf2  # noqa: E402
import make_fresh3_gold as mf3  # noqa: E402
import make_fresh4_gold as mf4  # noqa: E402
import make_fresh6_gold as mf6  # noqa: E402
import make_gold as mg  # noqa: E402
from make_gold import COMPANIES, REFUSAL_REASONS, fiscal_of, parse_period  # noqa: E402
from make_fresh_gold import MON, MONTHS  # noqa: E402

SEED = 20261207
ID_PREFIX = "f7"
WRITTEN = date(2026, 12, 1)
OTHER_SETS = mf6.OTHER_SETS + ("fresh6.jsonl",)
COUNTS = {"say_do": 30, "scorecard": 16, "segment": 22, "derived": 22, "refusal": 22,
          "actuals": 12, "guidance": 12, "search": 14}
# The mirror's issuers (with the typos this set uses) and this set's refusal-only issuers.
ALIASES = {
    "NVIDIA": ("nvidia", "nvda", "nvidai"),
    "Apple": ("apple", "aapl", "appel"),
    "Tesla": ("tesla", "tsla"),
    "Snowflake": ("snowflake", "snow"),
    "TSMC": ("tsmc", "taiwan semi", "$tsm"),
    "LPA": ("lpa", "logistic properties of the americas"),
    "Microsoft": ("microsoft", "msft"),
    "Palantir": ("palantir", "pltr"),
    "Coca-Cola": ("coca-cola", "coca cola"),
}
EXTRA_CIK = {"Microsoft": 789019, "Palantir": 1321655, "Coca-Cola": 21344}
# Relative periods: template -> (concept, 'quarter' | 'fy', [offset of each gold period from the latest]).
RELATIVE = {
    "f7dv_snow_latest_qoq_rel": ("RevenueFromContractWithCustomerExcludingAssessedTax", "quarter", [0, -1]),
}

ORD = {"first": 1, "second": 2, "third": 3, "fourth": 4, "1st": 1, "2nd": 2, "3rd": 3, "4th": 4}
YR = mf6.YR
DATE = mf6.DATE
CALENDAR_YEAR = {c for c, v in COMPANIES.items() if v[1] == 12}


def q_of(d, fye):
    return mf2.q_of_date(d, fye)


def prev_quarter(period):
    label, y = parse_period(period)
    k = y * 4 + int(label[1]) - 1 - 1
    return f"Q{k % 4 + 1} FY{k // 4}"


def calendar_year(y, fye):
    """A calendar year names the fiscal year only for calendar-year companies; otherwise a label
    that matches no gold period, so a question using it for them fails."""
    return f"FY{y}" if fye == 12 else f"CY{y}"


def months_span(m, fye):
    """'six months ended <date>' -> H1 of that fiscal year, 'nine months ended <date>' -> 9M;
    the date must end the fiscal second / third quarter."""
    d = mf6.parse_date(m.group(2))
    fy, qn = fiscal_of(d, fye)
    label, want = ("H1", 2) if m.group(1).lower() in ("six", "6") else ("9M", 3)
    return f"{label} FY{fy}" if qn == want else f"{label}? Q{qn} FY{fy}"


def ytd_span(m, fye):
    """'YTD through the June 2025 quarter': the fiscal year to the end of that quarter."""
    q = q_of(mf6.month_day(m.group(2), m.group(1)), fye)
    label, fy = parse_period(q)
    return {"Q1": q, "Q2": f"H1 FY{fy}", "Q3": f"9M FY{fy}", "Q4": f"FY{fy}"}[label]


def christmas(m, fye):
    return q_of(date(int(m.group(1) or m.group(2)), 12, 15), fye)


# This set's own forms, read before make_fresh6_gold's (each match blanks its span), in this order.
PATTERNS = [
    # "Q2FY23", "q3fy26"
    ("q_fy_nospace", re.compile(r"\bQ([1-4])FY'?(\d{4}|\d{2})\b", re.I),
     lambda m, fye: f"Q{m.group(1)} FY{mf2.year(m.group(2))}"),
    # "Q1-FY25", "Q3-FY24", "Q2-2021"
    ("q_hyphen_fy", re.compile(r"\bQ([1-4])\s?[-–]\s?(?:FY\s?)?'?(\d{4}|\d{2})\b", re.I),
     lambda m, fye: f"Q{m.group(1)} FY{mf2.year(m.group(2))}"),
    # "FY-24", "FY-2022"
    ("fy_hyphen", re.compile(r"\bFY\s?[-–]\s?'?(\d{4}|\d{2})\b", re.I),
     lambda m, fye: f"FY{mf2.year(m.group(1))}"),
    # "fiscal yr 2023", "fiscal yr. '24"
    ("fiscal_yr", re.compile(r"\bfiscal\s+yr\.?\s+'?(\d{4}|\d{2})\b", re.I),
     lambda m, fye: f"FY{mf2.year(m.group(1))}"),
    # "six months ended March 29, 2025" (H1), "nine months ended October 29, 2023" (9M)
    ("months_dated", re.compile(r"\b(six|6|nine|9)\s+months\s+(?:that\s+)?(?:ended|ending|to|through|thru)\s+(?:on\s+)?" + DATE, re.I),
     months_span),
    # "first three quarters of fiscal 2025" (9M)
    ("first_three_quarters", re.compile(r"\bfirst\s+(?:three|3)\s+quarters\s+of\s+(?:fiscal\s+(?:year\s+)?|FY\s?)?" + YR, re.I),
     lambda m, fye: f"9M FY{mf2.year(m.group(1))}"),
    # "first half of 2022", "H1 2021" (calendar-year companies; fresh5/fresh6 read the fiscal forms)
    ("first_half_year", re.compile(r"\b(?:first\s+half|first\s+six\s+months|1H|H1)\s+(?:of\s+)?(?:calendar\s+)?(\d{4})\b", re.I),
     lambda m, fye: f"H1 FY{m.group(1)}" if fye == 12 else f"H1 CY{m.group(1)}"),
    # "the quarter Nvidia reported on February 22, 2023", "results released on ...": the quarter
    # that ended before that day
    ("reported_on", re.compile(r"\b(?:quarter|results|numbers|print)\s+(?:\w+\s+){0,2}?(?:reported|released|announced|published|put out)"
                               r"\s+(?:on\s+)?" + DATE, re.I),
     lambda m, fye: prev_quarter(q_of(mf6.parse_date(m.group(1)), fye))),
    # "the 2025 Christmas quarter", "the Christmas quarter of 2024"
    ("christmas_quarter", re.compile(r"\b(?:(\d{4})\s+christmas\s+quarter|christmas\s+quarter\s+(?:of\s+)?(\d{4}))", re.I),
     christmas),
    # "FY ending Jan '23", "FY ended Sept 2025"
    ("fy_ending_abbrev", re.compile(r"\bFY\s+(?:ending|ended|end)\s+(?:in\s+)?" + MON + r"\s+'?(\d{4}|\d{2})\b", re.I),
     lambda m, fye: mf6.fy(mf6.month_day(mf2.year(m.group(2)), m.group(1)), fye)),
    # "CY2024", "CY19", "calendar year 2021"
    ("cy_year", re.compile(r"\b(?:CY\s?'?(\d{4}|\d{2})|calendar\s+year\s+(\d{4}))\b", re.I),
     lambda m, fye: calendar_year(mf2.year(m.group(1) or m.group(2)), fye)),
    # "qtr ended 1/29/23", "q/e 10/29/23"
    ("qtr_slash_date", re.compile(r"(?:\bqtr\s+(?:that\s+)?(?:ended|ending|end)|\bq/e)\s+(\d{1,2})/(\d{1,2})/(\d{2,4})\b", re.I),
     lambda m, fye: q_of(date(mf2.year(m.group(3)), int(m.group(1)), int(m.group(2))), fye)),
    # "third trimester of fiscal year 2023" (trimestre = quarter)
    ("trimester", re.compile(r"\b(first|second|third|fourth|1st|2nd|3rd|4th)\s+trimester\s+(?:of\s+)?(?:the\s+)?"
                             r"(?:fiscal\s+(?:year\s+)?|FY\s?)?" + YR, re.I),
     lambda m, fye: f"Q{ORD[m.group(1).lower()]} FY{mf2.year(m.group(2))}"),
    # "3rd quarter of fiscal 2024", "4th qtr FY23", "1st qtr of fiscal 2024"
    ("digit_ordinal_q", re.compile(r"\b(1st|2nd|3rd|4th)\s+(?:fiscal\s+)?(?:quarter|qtr)\s+(?:of\s+)?(?:the\s+)?"
                                   r"(?:fiscal\s+(?:year\s+)?|FY\s?)?" + YR, re.I),
     lambda m, fye: f"Q{ORD[m.group(1).lower()]} FY{mf2.year(m.group(2))}"),
    # "YTD through the June 2025 quarter", "year-to-date through the March 2025 qtr"
    ("ytd_through", re.compile(r"\b(?:YTD|year[- ]to[- ]date)\s+(?:through|thru|to|as of)\s+(?:the\s+)?" + MON + r"\s+(\d{4})\s+(?:quarter|qtr)", re.I),
     ytd_span),
    # "the second quarter of 2022" (read as fiscal, like "Q2 2022"; used for calendar-year companies)
    ("ordinal_quarter_year", re.compile(r"\b(first|second|third|fourth)\s+quarter\s+(?:of\s+)?(\d{4})\b", re.I),
     lambda m, fye: f"Q{ORD[m.group(1).lower()]} FY{m.group(2)}"),
]

# This set's forms first, then make_fresh6_gold.periods_named on what is left.
periods_named = mf4.read_forms([(rx, fn) for _, rx, fn in PATTERNS], mf6.periods_named)

COUNT_MSG = re.compile(r"^category \w+: \d+ questions, want \d+$")
SPLIT_MSG = re.compile(r"^(?:(\S+): split \w+ but the seeded assignment says \w+|category (\w+): test is not one third)$")


def split_targets(qs, seed=SEED):
    """Test questions per category: one third of the whole set (round(n/3) = 50 of 150), shared
    out by largest remainder of each category's third; ties go by a seeded shuffle of the
    category names. With this set's counts every category gets round(n/3) except one of the
    four whose third ends in .33, which gets one more (make_gold's per-category rounding alone
    would give 49)."""
    by = Counter(q["category"] for q in qs)
    exact = {c: n / 3 for c, n in by.items()}
    target = {c: int(x) for c, x in exact.items()}
    order = sorted(by)
    random.Random(f"{seed}:targets").shuffle(order)
    rank = {c: i for i, c in enumerate(order)}
    short = round(len(qs) / 3) - sum(target.values())
    for c in sorted(by, key=lambda c: (-round(exact[c] - target[c], 9), rank[c]))[:short]:
        target[c] += 1
    return target


def assign_splits_total(qs, seed=SEED):
    """make_gold.assign_splits for every category whose target is round(n/3); for the category
    that takes one more, the same seeded template order taken one template further."""
    by = defaultdict(list)
    for q in qs:
        by[q["category"]].append(q)
    targets = split_targets(qs, seed)
    out = {}
    for c, cqs in by.items():
        if targets[c] == round(len(cqs) / 3):
            out.update(mg.assign_splits(cqs, seed=seed))
            continue
        groups = defaultdict(list)
        for q in cqs:
            groups[q["template"]].append(q["id"])
        names = sorted(groups)
        random.Random(f"{seed}:{c}").shuffle(names)
        test, n = set(), 0
        for t in names:
            if n + len(groups[t]) <= targets[c]:
                test.add(t)
                n += len(groups[t])
        if n != targets[c]:
            raise SystemExit(f"cannot split category {c} exactly: {n} of {targets[c]}")
        out.update({i: ("test" if t in test else "tune") for t in names for i in groups[t]})
    return out


class Fresh7Checker(mf6.Fresh6Checker):
    seed = SEED
    id_prefix = ID_PREFIX
    relative = RELATIVE
    aliases = ALIASES
    periods_named = staticmethod(periods_named)
    extra_cik = {**mf6.Fresh6Checker.extra_cik, **EXTRA_CIK}

    def run(self):
        super().run()
        # every period form this set adds is used by some question about a held company
        for name, rx, _ in PATTERNS:
            if not any(rx.search(q["question"]) for q in self.qs if q.get("company") in COMPANIES):
                self.errors.append(f"period form {name} is not used by any question")
        for q in self.qs:
            if not q["template"].startswith(ID_PREFIX):
                self.err(q, f"template {q['template']} does not start with {ID_PREFIX}")
        self.check_mix()

    # -- what this set must hold
    def check_mix(self):
        seg = [q for q in self.qs if q["category"] == "segment"]
        if not any(q["expect"].get("refused") for q in seg) or all(q["expect"].get("refused") for q in seg):
            self.errors.append("segment questions must include held and refused ones")
        if any(not q["expect"].get("refused") and q["expect"].get("not_value") is None for q in seg):
            self.errors.append("every held segment question needs the company total as not_value")
        reasons = Counter(q["expect"].get("reason") for q in self.qs if q["category"] == "refusal")
        if set(reasons) != REFUSAL_REASONS:
            self.errors.append(f"refusal reasons {sorted(reasons)} do not cover {sorted(REFUSAL_REASONS)}")
        kinds = set()
        for q in self.qs:
            if q["category"] != "derived":
                continue
            e = q["expect"]
            kinds.add(e["formula"])
            ins = e["inputs"]
            if e["formula"] == "growth" and len(ins) == 2 and ins[0]["concept"] == ins[1]["concept"]:
                a, b = parse_period(ins[0]["period"]), parse_period(ins[1]["period"])
                if a[0] == b[0] and a[1] == b[1] + 1:
                    kinds.add("growth_yoy")
                elif a[0].startswith("Q") and b[0].startswith("Q"):
                    if (a[1] * 4 + int(a[0][1])) - (b[1] * 4 + int(b[0][1])) == 1:
                        kinds.add("growth_sequential")
            if e["formula"] == "difference" and ins[0]["concept"] in (
                    "NetCashProvidedByUsedInOperatingActivities", "CashFlowsFromUsedInOperatingActivities"):
                kinds.add("free_cash_flow")
        for k in ("growth_yoy", "growth_sequential", "ratio", "difference", "free_cash_flow"):
            if k not in kinds:
                self.errors.append(f"derived questions hold no {k}")

    # -- this set's counts and split targets replace the earlier sets' fixed counts and
    # per-category rounding (for the one category that takes an extra test question); the rest
    # of the check (whole templates, both splits, ids) is theirs
    def check_counts(self):
        n = len(self.errors)
        super().check_counts()
        targets = split_targets(self.qs)
        by_cat = Counter(q["category"] for q in self.qs)
        bumped = {c for c, t in targets.items() if t != round(by_cat[c] / 3)}
        cat_of = {q["id"]: q["category"] for q in self.qs}

        def replaced(e):
            if COUNT_MSG.match(e):
                return True
            m = SPLIT_MSG.match(e)
            return bool(m) and (cat_of.get(m.group(1)) in bumped or m.group(2) in bumped)
        self.errors[n:] = [e for e in self.errors[n:] if not replaced(e)]
        want = assign_splits_total(self.qs)
        for q in self.qs:
            if cat_of[q["id"]] in bumped and want[q["id"]] != q["split"]:
                self.errors.append(f"{q['id']}: split {q['split']} but the seeded assignment says {want[q['id']]}")
        for c, t in targets.items():
            got = sum(q["split"] == "test" for q in self.qs if q["category"] == c)
            if got != t:
                self.errors.append(f"category {c}: {got} test, want {t}")
        if sum(q["split"] == "test" for q in self.qs) != round(len(self.qs) / 3):
            self.errors.append(f"test does not hold one third of the set ({round(len(self.qs) / 3)})")
        by = Counter(q["category"] for q in self.qs)
        for c, want in COUNTS.items():
            if by[c] != want:
                self.errors.append(f"category {c}: {by[c]} questions, want {want}")
        if len(self.qs) != sum(COUNTS.values()):
            self.errors.append(f"{len(self.qs)} questions, want {sum(COUNTS.values())}")

    # -- refusals: future on the day this set was written
    def check_refusal(self, q):
        super().check_refusal(q)
        e = q["expect"]
        c = q.get("company")
        if e.get("reason") == "not_yet_reported" and c in COMPANIES:
            end = mf3.period_end(e["period"], COMPANIES[c][1])
            if end <= WRITTEN:
                self.err(q, f"{e['period']} ends about {end}, not after {WRITTEN}")


def main():
    mf3.main(Fresh7Checker, "fresh7.jsonl", OTHER_SETS, __doc__)


if __name__ == "__main__":
    main()
