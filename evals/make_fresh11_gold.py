#!/usr/bin/env python3
"""Recompute and check every gold figure in evals/fresh11.jsonl.

    python3 evals/make_fresh11_gold.py [MIRROR] [--questions FILE]

fresh11.jsonl is a twelfth question set (150 questions, ids f11-001 ... f11-150), written blind
to SayDo's router, with the same schema and `expect` shapes as questions.jsonl and fresh*.jsonl.
It weights actuals 22, search 22, guidance 20, say_do 20, derived 20, segment 18, scorecard 14,
refusal 14. This script imports make_fresh10_gold.py (and through it make_gold.py and
make_fresh_gold.py ... make_fresh9_gold.py; nothing is copied) and subclasses its checker the way
make_fresh10_gold.py subclasses make_fresh9_gold.py, so every check of the earlier scripts runs on
every line: figures recomputed from the SEC mirror and tests/gold/guidance.jsonl, borderline /
caveat flags, accession citations in `note` (for search and held segment `source`s too),
segment `not_value`s against companyfacts, no_guidance / no_xbrl / not_yet_reported checks,
`ratio_difference`, periods named in the question against the gold's periods (this set's forms
first, then fresh10's, fresh9's, fresh8's, fresh7's, fresh6's and every earlier set's; each of
fresh6's ... fresh10's forms used somewhere in this set too), the second-half and "calendar
YYYY" conventions of fresh9, the company named, held documents filed by the question's company,
made-up names of all three kinds and new to this set, one question per template, ids, the
split, the mix fresh7 asks for (held and refused segments, every refusal reason, growth year
over year and sequential, ratio, difference, free cash flow), and no text, template or run of
make_fresh6_gold.NGRAM words shared with an earlier set (fresh10.jsonl included here). This set
changes or adds:
- its own seed (SEED), id prefix (ID_PREFIX, also for template names), written date (WRITTEN)
  and relative templates (RELATIVE: TSMC's operating profit in its latest full year on file and
  Apple's revenue growth from the quarter before its latest to its latest quarter on file,
  recomputed from companyfacts). fresh10's checks that read make_fresh10_gold.ID_PREFIX /
  RELATIVE / COUNTS / SEED / PATTERNS / EXTRA_CIK ("template ... does not start with f10",
  "relative template f10... is not used", "period form ... is not new" for fresh10's own forms,
  which fresh10.jsonl of course uses, "no refusal-only issuer new to this set" against fresh10's
  issuers, its counts and split targets) are replaced by the same checks against this set's
  values;
- its own category counts (COUNTS) and split targets: one third of the whole set (50) in test,
  shared out by make_fresh7_gold.split_targets (largest remainder) with this set's seed. With
  these counts round(n/3) per category gives 51 (7 + 7 + 7 + 7 + 7 + 6 + 5 + 5): the five
  categories whose third ends in .67 (guidance, say_do, derived, scorecard, refusal) share four
  extra places, so one of them (picked by the seeded shuffle: guidance) keeps its floor of 6 and
  its test templates are the first that fit in make_gold.assign_splits' seeded order
  (make_fresh7_gold.assign_splits_total);
- period forms, mapped onto each company's fiscal calendar before make_fresh10_gold's forms are
  read, each one used at least once, and each new: no question of an earlier set matches it:
    "fiscal year two thousand twenty-three" / "the first quarter of fiscal two thousand and
      twenty-five" (the year spoken in full, with "thousand"),
    "the October-ending quarter of 2022" / "the July-ending qtr in 2025" (the fiscal quarter
      that ends in that month),
    "the trailing year to January 2025" (a fiscal year: the month must end one),
    "the December quarter last year" / "the December quarter this year" (the quarter ending in
      that month of the calendar year before / of the day the set was written, WRITTEN),
    "the last two quarters of fiscal 2024" / "the final six months of fiscal 2025" (the second
      half: both periods of the difference that gives it, the fiscal year and its first half;
      gold is a derived `difference` FY - H1 of one concept, checked below; a bare year only
      for calendar-year companies),
    "the first calendar quarter of 2025" (the fiscal quarter ending in the calendar quarter's
      last month: Apple's Q2 FY2025),
    "2022's second quarter" (a calendar year's possessive with an ordinal quarter; for
      calendar-year companies only, and never after "fiscal" or "FY", which fresh6 reads),
    "the second quarter in fiscal 2023" / "first quarter during FY25" (an ordinal quarter
      "in" / "during" / "for" a fiscal year),
    "the quarter ended 30-Apr-2023" / "year ended 31-Dec-2023" (day-month-year with hyphens
      and a month name: a quarter, or a fiscal year for "year" / "twelve months"),
    "Q1-Q3 2022 combined" / "Q1–Q2 FY2025" (a cumulative span of quarters with a hyphen or
      dash: Q1-Q2 = H1, Q1-Q3 = 9M, Q1-Q4 = the fiscal year),
    "Q1 FY25 ... the year-earlier quarter" / "... the prior-year quarter" (both quarters),
    "the fiscal year that wrapped up in January 2024" (a fiscal year: the month must end one),
    "the three months ended in October 2023" (the quarter ending in that month, with no
      early / mid / late, which fresh9 reads);
- the company check over this set's aliases (typos new to the sets: "nivida", "aaple",
  "snwoflake", "tscm") and its refusal-only issuers (Rivian Automotive and Super
  Micro Computer: in the ticker file, no companyfacts or submissions in the mirror, named by no
  earlier set), with their CIKs; at least one refusal-only issuer that no earlier set names;
- a check that every question using the "last two quarters" form is a derived FY - H1
  difference of one concept over one fiscal year (as fresh9 checks its second-half form);
- template names that start with this set's prefix, and every RELATIVE template used.
Exit status 1 on any mismatch, 0 when every line agrees.
"""
import os
import re
import sys
from collections import Counter
from datetime import date

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import make_fresh2_gold as mf2  # noqa: E402
import make_fresh3_gold as mf3  # noqa: E402
import make_fresh4_gold as mf4  # noqa: E402
import make_fresh6_gold as mf6  # noqa: E402
import make_fresh7_gold as mf7  # noqa: E402
import make_fresh8_gold as mf8  # noqa: E402
import make_fresh9_gold as mf9  # noqa: E402
import make_fresh10_gold as mf10  # noqa: E402
from make_gold import COMPANIES, fiscal_of, parse_period  # noqa: E402
from make_fresh_gold import MON  # noqa: E402

SEED = 20261211
ID_PREFIX = "f11"
WRITTEN = date(2026, 12, 1)
OTHER_SETS = mf10.OTHER_SETS + ("fresh10.jsonl",)
COUNTS = {"actuals": 22, "search": 22, "guidance": 20, "say_do": 20, "derived": 20,
          "segment": 18, "scorecard": 14, "refusal": 14}
# The mirror's issuers (with the typos this set uses) and its refusal-only issuers.
ALIASES = {
    "NVIDIA": ("nvidia", "nvda", "nivida"),
    "Apple": ("apple", "aapl", "aaple"),
    "Tesla": ("tesla", "tsla"),
    "Snowflake": ("snowflake", "snow", "snwoflake"),
    "TSMC": ("tsmc", "taiwan semiconductor", "tscm"),
    "LPA": ("lpa", "logistic properties"),
    "Rivian": ("rivian", "rivn"),
    "Super Micro": ("super micro", "supermicro", "smci"),
}
EXTRA_CIK = {"Rivian": 1874178, "Super Micro": 1375365}
# Relative periods: template -> (concept, 'quarter' | 'fy', [offset of each gold period from the latest]).
RELATIVE = {
    "f11ac_tsmc_op_profit_latest_year_on_file_rel": ("Revenue", "fy", [0]),
    "f11dv_aapl_seq_growth_latest_on_file_rel": ("RevenueFromContractWithCustomerExcludingAssessedTax", "quarter", [0, -1]),
}

ORD = {"first": 1, "second": 2, "third": 3, "fourth": 4, "1st": 1, "2nd": 2, "3rd": 3, "4th": 4}
SPOKEN = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9}
YR = mf6.YR
MONRAW = mf6.MONRAW
FISCAL = r"(?:fiscal\s+(?:year\s+)?|FY\s?)"
QFORM = mf8.QFORM


def fy_if_year_end(d, fye, what):
    """The fiscal year that ends in the month of `d`; a label matching no gold period when the
    month does not end a fiscal year."""
    fy, qn = fiscal_of(d, fye)
    return f"FY{fy}" if qn == 4 else f"{what}? Q{qn} FY{fy}"


def spoken_thousand(m, fye):
    """'fiscal year two thousand twenty-three' -> FY2023; 'first quarter of fiscal two thousand
    and twenty-five' -> Q1 FY2025."""
    y = 2020 + SPOKEN[m.group(2).lower()]
    return f"Q{ORD[m.group(1).lower()]} FY{y}" if m.group(1) else f"FY{y}"


def month_relative_year(m, fye):
    """'the December quarter last year': the quarter ending in that month of the calendar year
    before the one the set was written in ('this year': the same year)."""
    y = WRITTEN.year - (1 if m.group(2).lower() == "last" else 0)
    return mf6.q(mf6.month_day(y, m.group(1)), fye)


def last_two_quarters(m, fye):
    """'the last two quarters of fiscal 2024' / 'final six months of 2021': the fiscal year and
    its first half (gold: FY - H1); a bare year only for calendar-year companies."""
    fiscal, y = m.group(1), mf2.year(m.group(2))
    if fiscal or fye == 12:
        return [f"FY{y}", f"H1 FY{y}"]
    return f"H2 CY{y}"


def yyyy_possessive_q(m, fye):
    """'2022's second quarter': calendar-year companies only."""
    n = ORD[m.group(2).lower()]
    return f"Q{n} FY{m.group(1)}" if fye == 12 else f"Q{n} CY{m.group(1)}"


def dmy_hyphen(m, fye):
    """'quarter ended 30-Apr-2023' -> that quarter; 'year ended 31-Dec-2023' -> that fiscal year."""
    d = date(mf2.year(m.group(4)), mf6.MONTHS[m.group(3).lower()], int(m.group(2)))
    if re.match(r"(?:year|twelve|12)", m.group(1), re.I):
        return fy_if_year_end(d, fye, "FY")
    return mf6.q(d, fye)


def q_range(m, fye):
    """'Q1-Q3 2022 combined' -> 9M FY2022; Q1-Q2 -> H1; Q1-Q4 -> the fiscal year."""
    y = mf2.year(m.group(2))
    return {"2": f"H1 FY{y}", "3": f"9M FY{y}", "4": f"FY{y}"}[m.group(1)]


# This set's own forms, read before make_fresh10_gold's (each match blanks its span), in this order.
# A reader returns one period or a list of them.
PATTERNS = [
    # "Q1 FY25 ... the year-earlier quarter", "Q2 2022 against the prior-year quarter": both quarters
    ("year_earlier_quarter", re.compile(r"\b" + QFORM + r"[^.?;]{0,60}?\b(?:the\s+|its\s+|their\s+)?(?:year[- ]earlier|prior[- ]year)\s+"
                                        r"(?:quarter|qtr|period)\b", re.I),
     lambda m, fye: [mf8.qform(m, 1), mf8.shift(mf8.qform(m, 1), -4)]),
    # "Q1-Q3 2022 combined", "Q1–Q2 FY2025" (a hyphen or dash; "Q1 through Q3" is fresh's scorecard wording)
    ("q_range_cumulative", re.compile(r"\bQ1\s?[-–]\s?Q([2-4])\s+(?:of\s+)?(?:fiscal\s+(?:year\s+)?|FY\s?)?" + YR, re.I),
     q_range),
    # "fiscal year two thousand twenty-three", "the first quarter of fiscal two thousand and twenty-five"
    ("spoken_thousand_year", re.compile(r"\b(?:(first|second|third|fourth)\s+quarter\s+(?:of\s+)?)?(?:fiscal|fy)\s+(?:year\s+)?two\s+thousand\s+"
                                        r"(?:and\s+)?twenty[- ](one|two|three|four|five|six|seven|eight|nine)\b", re.I),
     spoken_thousand),
    # "the October-ending quarter of 2022", "the July-ending qtr in 2025"
    ("month_ending_quarter", re.compile(r"\b" + MON + r"[- ]ending\s+(?:quarter|qtr)\s+(?:of|in)\s+(\d{4})\b", re.I),
     lambda m, fye: mf6.q(mf6.month_day(m.group(2), m.group(1)), fye)),
    # "the trailing year to January 2025", "trailing year through September 2024"
    ("trailing_year_to", re.compile(r"\btrailing\s+year\s+(?:to|through|thru|ended|ending)\s+(?:the\s+end\s+of\s+)?" + MON + r",?\s+(\d{4})\b", re.I),
     lambda m, fye: fy_if_year_end(mf6.month_day(m.group(2), m.group(1)), fye, "TTM")),
    # "the December quarter last year", "the December qtr this year" (relative to WRITTEN)
    ("month_quarter_rel_year", re.compile(r"\b" + MON + r"\s+(?:quarter|qtr)\s+(?:of\s+)?(last|this)\s+year\b", re.I),
     month_relative_year),
    # "the last two quarters of fiscal 2024", "the final six months of fiscal 2025"
    ("last_two_quarters", re.compile(r"\b(?:(?:last|final|closing|back)\s+(?:two|2)\s+quarters|(?:last|final|closing)\s+(?:six|6)\s+months)\s+of\s+"
                                     r"(?:the\s+)?(fiscal\s+(?:year\s+)?|FY\s?)?" + YR, re.I),
     last_two_quarters),
    # "the first calendar quarter of 2025"
    ("calendar_quarter_ordinal", re.compile(r"\b(first|second|third|fourth|1st|2nd|3rd|4th)\s+calendar\s+quarter\s+(?:of\s+|in\s+)?(\d{4})\b", re.I),
     lambda m, fye: mf4._calendar_quarter(ORD[m.group(1).lower()], int(m.group(2)), fye)),
    # "2022's second quarter" (not after "fiscal" / "FY": fresh6 and fresh8 read those)
    ("yyyy_possessive_q", re.compile(r"(?<!fiscal )(?<!fiscal year )(?<!FY )(?<!FY)\b(\d{4})['’]s\s+(first|second|third|fourth)\s+(?:quarter|qtr)\b", re.I),
     yyyy_possessive_q),
    # "the second quarter in fiscal 2023", "first quarter during FY25"
    ("ordinal_q_in_fiscal", re.compile(r"\b(first|second|third|fourth)\s+quarter\s+(?:in|during|for)\s+(?:the\s+)?" + FISCAL + YR, re.I),
     lambda m, fye: f"Q{ORD[m.group(1).lower()]} FY{mf2.year(m.group(2))}"),
    # "the quarter ended 30-Apr-2023", "year ended 31-Dec-2023"
    ("dmy_hyphen_date", re.compile(r"\b(quarter|qtr|three\s+months|year|twelve\s+months|12\s+months)\s+(?:that\s+)?(?:ended|ending|to|through)\s+"
                                   r"(?:on\s+)?(\d{1,2})-(" + MONRAW + r")-(\d{4}|\d{2})\b", re.I),
     dmy_hyphen),
    # "the fiscal year that wrapped up in January 2024"
    ("fy_wrapped_up_in", re.compile(r"\byear\s+that\s+(?:wrapped\s+up|closed|finished|came\s+to\s+an\s+end)\s+in\s+(?:(?:early|mid|late)[- ])?" + MON
                                    + r",?\s+(\d{4})\b", re.I),
     lambda m, fye: fy_if_year_end(mf6.month_day(m.group(2), m.group(1)), fye, "FY")),
    # "the three months ended in October 2023"
    ("three_months_ended_in_month", re.compile(r"\b(?:three|3)\s+months\s+(?:that\s+)?(?:ended|ending|closed)\s+in\s+" + MON + r",?\s+(\d{4})\b", re.I),
     lambda m, fye: mf6.q(mf6.month_day(m.group(2), m.group(1)), fye)),
]

# This set's forms first, then make_fresh10_gold.periods_named on what is left.
periods_named = mf8.read_forms([(rx, fn) for _, rx, fn in PATTERNS], mf10.periods_named)
FORM = {name: rx for name, rx, _ in PATTERNS}

# Messages of fresh10's checks that this set replaces with its own.
F10_PREFIX_MSG = re.compile(r"^\S+: template \S+ does not start with " + re.escape(mf10.ID_PREFIX) + r"$")
F10_RELATIVE_MSG = re.compile(r"^relative template " + re.escape(mf10.ID_PREFIX) + r"\S* is not used$")
F10_NOT_NEW_MSG = re.compile(r"^period form (" + "|".join(re.escape(n) for n, _, _ in mf10.PATTERNS)
                             + r") is not new: \d+ question\(s\) of an earlier set use it$")
F10_ISSUER_MSG = re.compile(r"^no refusal-only issuer new to this set$")


class Fresh11Checker(mf10.Fresh10Checker):
    seed = SEED
    id_prefix = ID_PREFIX
    relative = RELATIVE
    aliases = ALIASES
    periods_named = staticmethod(periods_named)
    extra_cik = {**mf10.Fresh10Checker.extra_cik, **EXTRA_CIK}

    def run(self):
        n = len(self.errors)
        super().run()
        self.errors[n:] = [e for e in self.errors[n:] if not (F10_PREFIX_MSG.match(e) or F10_RELATIVE_MSG.match(e)
                                                              or F10_NOT_NEW_MSG.match(e) or F10_ISSUER_MSG.match(e))]
        for q in self.qs:
            if not q["template"].startswith(ID_PREFIX):
                self.err(q, f"template {q['template']} does not start with {ID_PREFIX}")
        # every period form this set adds is used by some question about a held company, and
        # no question of an earlier set uses it
        for name, rx, _ in PATTERNS:
            if not any(rx.search(q["question"]) for q in self.qs if q.get("company") in COMPANIES):
                self.errors.append(f"period form {name} is not used by any question")
            old = sum(bool(rx.search(o["question"])) for o in self.old)
            if old:
                self.errors.append(f"period form {name} is not new: {old} question(s) of an earlier set use it")
        used = {q["template"] for q in self.qs}
        for t in RELATIVE:
            if t not in used:
                self.errors.append(f"relative template {t} is not used")
        # a refusal-only issuer that no earlier set names
        old_companies = {o.get("company") for o in self.old}
        if not any(q.get("company") in EXTRA_CIK and q["company"] not in old_companies for q in self.qs):
            self.errors.append("no refusal-only issuer new to this set")
        for q in self.qs:
            self.check_last_two_quarters(q)

    # -- "last two quarters": a derived FY - H1 difference of one concept in one fiscal year
    def check_last_two_quarters(self, q):
        if q.get("company") not in COMPANIES or not FORM["last_two_quarters"].search(q["question"]):
            return
        e = q["expect"]
        ins = e.get("inputs") or []
        ok = (q["category"] == "derived" and e.get("formula") == "difference" and len(ins) == 2
              and ins[0]["concept"] == ins[1]["concept"])
        if ok:
            a, b = parse_period(ins[0]["period"]), parse_period(ins[1]["period"])
            ok = a[0] == "FY" and b[0] == "H1" and a[1] == b[1]
        if not ok:
            self.err(q, "a last-two-quarters question must be a derived difference FY - H1 of one concept")

    # -- fresh10's check_counts with this set's counts and seed in place of fresh10's
    def check_counts(self):
        n = len(self.errors)
        super().check_counts()
        cat_of = {q["id"]: q["category"] for q in self.qs}
        redo = (mf8.bumped(self.qs, SEED) | mf8.bumped(self.qs, mf10.SEED) | mf8.bumped(self.qs, mf9.SEED)
                | mf8.bumped(self.qs, mf8.SEED) | mf8.bumped(self.qs, mf7.SEED))

        def replaced(e):
            if mf7.COUNT_MSG.match(e) or mf8.F7_TARGET_MSG.match(e):
                return True
            m = mf7.SPLIT_MSG.match(e)
            return bool(m) and (cat_of.get(m.group(1)) in redo or m.group(2) in redo)
        self.errors[n:] = [e for e in self.errors[n:] if not replaced(e)]
        targets = mf7.split_targets(self.qs, SEED)
        want = mf7.assign_splits_total(self.qs, SEED)
        for q in self.qs:
            if cat_of[q["id"]] in redo and want[q["id"]] != q["split"]:
                self.errors.append(f"{q['id']}: split {q['split']} but the seeded assignment says {want[q['id']]}")
        for c, t in targets.items():
            got = sum(q["split"] == "test" for q in self.qs if q["category"] == c)
            if got != t:
                self.errors.append(f"category {c}: {got} test, want {t}")
        if sum(q["split"] == "test" for q in self.qs) != round(len(self.qs) / 3):
            self.errors.append(f"test does not hold one third of the set ({round(len(self.qs) / 3)})")
        by = Counter(q["category"] for q in self.qs)
        for c, k in COUNTS.items():
            if by[c] != k:
                self.errors.append(f"category {c}: {by[c]} questions, want {k}")
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
    mf3.main(Fresh11Checker, "fresh11.jsonl", OTHER_SETS, __doc__)


if __name__ == "__main__":
    main()
