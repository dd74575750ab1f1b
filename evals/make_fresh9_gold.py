#!/usr/bin/env python3
"""Recompute and check every gold figure in evals/fresh9.jsonl.

    python3 evals/make_fresh9_gold.py [MIRROR] [--questions FILE]

fresh9.jsonl is a tenth question set (150 questions, ids f9-001 ... f9-150), written blind to
SayDo's router, with the same schema and `expect` shapes as questions.jsonl and fresh*.jsonl.
It weights say_do 24, actuals 22, segment 22, derived 20, search 20, scorecard 16, refusal 14,
guidance 12. This script imports make_fresh8_gold.py (and through it make_gold.py and
make_fresh_gold.py ... make_fresh7_gold.py; nothing is copied) and subclasses its checker the way
make_fresh8_gold.py subclasses make_fresh7_gold.py, so every check of the earlier scripts runs on
every line: figures recomputed from the SEC mirror and tests/gold/guidance.jsonl, borderline /
caveat flags, accession citations in `note`, segment `not_value`s against companyfacts,
no_guidance / no_xbrl / not_yet_reported checks, `ratio_difference`, periods named in the
question against the gold's periods (this set's forms first, then fresh8's, fresh7's, fresh6's
and every earlier set's; each of fresh6's, fresh7's and fresh8's forms used somewhere in this set
too), the company named, held documents filed by the question's company, made-up names of all
three kinds and new to this set, one question per template, ids, the split, the mix fresh7 asks
for (held and refused segments, every refusal reason, growth year over year and sequential,
ratio, difference, free cash flow), and no text, template or run of make_fresh6_gold.NGRAM words
shared with an earlier set (fresh8.jsonl included here). This set changes or adds:
- its own seed (SEED), id prefix (ID_PREFIX, also for template names), written date (WRITTEN)
  and relative templates (RELATIVE: Apple's latest quarter against the same quarter a year
  earlier, Snowflake's operating expenses as a share of revenue in its most recent full year,
  NVIDIA's capital spending in the quarter before its latest, recomputed from companyfacts).
  fresh8's checks that read make_fresh8_gold.ID_PREFIX / RELATIVE / COUNTS / SEED ("template ...
  does not start with f8", "relative template f8... is not used", its counts and split targets)
  are replaced by the same checks against this set's values;
- its own category counts (COUNTS) and split targets: one third of the whole set in test,
  shared out by make_fresh7_gold.split_targets (largest remainder) with this set's seed; with
  these counts every category gets round(n/3) (8 + 7 + 7 + 7 + 7 + 5 + 5 + 4 = 50), so the split
  is make_gold.assign_splits with SEED in every category;
- period forms, mapped onto each company's fiscal calendar before make_fresh8_gold's forms are
  read, each one used at least once (a form may name two periods):
    "calendar 2023" (CALENDAR CONVENTION: a calendar-year company's fiscal year; for a company
      whose fiscal year ends in January, the fiscal year that starts in late January / February
      of that calendar year and so covers eleven of its months: NVIDIA calendar 2023 = FY2024;
      for any other fiscal calendar a label that matches no gold period, so such a question
      fails),
    "the second half of fiscal 2024" / "H2 FY24" / "back half of fiscal 2024" (both periods of
      the difference that gives it: the fiscal year and its first half; gold is a derived
      `difference` FY - H1, checked below),
    "fiscal 2023's first half" (H1) / "FY25's first nine months" (9M),
    "the quarter ended January 28th, 2024" (a date with an ordinal suffix),
    "the second fiscal quarter of FY2023" / "... of fiscal 2024",
    "FY24 4Q" (fiscal year first, then nQ),
    "quarter three of fiscal 2024" (the number after the word),
    "3Q of fiscal 2024" / "1Q fiscal 2025",
    "the 12 months to December 2024" / "twelve months to end-January 2025" (a fiscal year),
    "Q1 (ended April 30, 2023)" (a quarter with its end date; the two must agree),
    "the three months ending in late July 2023",
    "Q3 2022 ... the same quarter a year earlier" / "... the same quarter the year before" (both
      quarters),
    "fiscal 2024 compared with the year before" / "... the prior year" (both fiscal years),
    "the holiday quarter of fiscal 2023" (the quarter of that fiscal year holding mid-December:
      NVIDIA Q4, Apple Q1);
- the company check over this set's aliases (typos "nvida", "appple", "snowflke") and its
  refusal-only issuers (Lululemon: in the ticker file, no companyfacts or submissions in the
  mirror; Microsoft: submissions but no companyfacts, CIK from make_fresh3_gold), with their CIKs;
- a check that every question using the second-half form is a derived FY - H1 difference of one
  concept over one fiscal year, and that every question using "calendar YYYY" is about a company
  whose calendar the convention covers;
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
import make_fresh6_gold as mf6  # noqa: E402
import make_fresh7_gold as mf7  # noqa: E402
import make_fresh8_gold as mf8  # noqa: E402
from make_gold import COMPANIES, fiscal_of, parse_period  # noqa: E402
from make_fresh_gold import MON  # noqa: E402

SEED = 20261209
ID_PREFIX = "f9"
WRITTEN = date(2026, 12, 1)
OTHER_SETS = mf8.OTHER_SETS + ("fresh8.jsonl",)
COUNTS = {"say_do": 24, "scorecard": 16, "segment": 22, "derived": 20, "refusal": 14,
          "actuals": 22, "guidance": 12, "search": 20}
# The mirror's issuers (with the typos this set uses) and this set's refusal-only issuer.
ALIASES = {
    "NVIDIA": ("nvidia", "nvda", "nvida"),
    "Apple": ("apple", "aapl", "appple"),
    "Tesla": ("tesla", "tsla"),
    "Snowflake": ("snowflake", "snow", "snowflke"),
    "TSMC": ("tsmc", "taiwan semiconductor"),
    "LPA": ("lpa", "logistic properties of the americas"),
    "Lululemon": ("lululemon", "lulu"),
    "Microsoft": ("microsoft", "msft"),
}
EXTRA_CIK = {"Lululemon": 1397187}
# Relative periods: template -> (concept, 'quarter' | 'fy', [offset of each gold period from the latest]).
RELATIVE = {
    "f9dv_aapl_latest_vs_year_earlier_rel": ("RevenueFromContractWithCustomerExcludingAssessedTax", "quarter", [0, -4]),
    "f9dv_snow_opex_share_latest_full_year_rel": ("RevenueFromContractWithCustomerExcludingAssessedTax", "fy", [0, 0]),
    "f9ac_nvda_capex_quarter_before_latest_rel": ("PaymentsToAcquireProductiveAssets", "quarter", [-1]),
}

ORD = {"first": 1, "second": 2, "third": 3, "fourth": 4, "1st": 1, "2nd": 2, "3rd": 3, "4th": 4}
WORDNUM = {"one": 1, "two": 2, "three": 3, "four": 4, "1": 1, "2": 2, "3": 3, "4": 4}
YR = mf6.YR
DATE = mf6.DATE
MONRAW = mf6.MONRAW
QFORM = mf8.QFORM
FISCAL = r"(?:fiscal\s+(?:year\s+)?|FY\s?)"


def calendar_offcal(m, fye):
    """'calendar 2023': a calendar-year company's fiscal year; for a January fiscal year end the
    fiscal year that starts in that calendar year (NVIDIA calendar 2023 = FY2024); otherwise no
    gold period."""
    y = int(m.group(1))
    if fye == 12:
        return f"FY{y}"
    if fye == 1:
        return f"FY{y + 1}"
    return f"CY{y}"


def second_half(m, fye):
    """'second half of fiscal 2024': the fiscal year and its first half (gold: FY - H1)."""
    fiscal, y = m.group(1), mf2.year(m.group(2))
    if fiscal or fye == 12:
        return [f"FY{y}", f"H1 FY{y}"]
    return f"H2 CY{y}"


def possessive_half(m, fye):
    y, what = mf2.year(m.group(1)), m.group(2).lower()
    return f"H1 FY{y}" if ("half" in what or "h1" in what or "1h" in what) else f"9M FY{y}"


def suffix_date(m, fye):
    """'January 28th, 2024' or '28th January 2024'."""
    if m.group(1):
        mon, day, y = m.group(1), m.group(2), m.group(3)
    else:
        day, mon, y = m.group(4), m.group(5), m.group(6)
    return mf6.q(date(int(y), mf6.MONTHS[mon.lower().rstrip(".")], int(day)), fye)


def q_ended_date(m, fye):
    """'Q1 (ended April 30, 2023)': the quarter of the date, which must be the Q named."""
    fy, qn = fiscal_of(mf6.parse_date(m.group(2)), fye)
    return f"Q{qn} FY{fy}" if qn == int(m.group(1)) else f"Q{m.group(1)}? Q{qn} FY{fy}"


def holiday_of_fiscal(m, fye):
    """'the holiday quarter of fiscal 2023': the quarter of that fiscal year holding December 15."""
    fy = mf2.year(m.group(1))
    for y in (fy - 1, fy):
        got, qn = fiscal_of(date(y, 12, 15), fye)
        if got == fy:
            return f"Q{qn} FY{fy}"
    return f"?holiday FY{fy}"


# This set's own forms, read before make_fresh8_gold's (each match blanks its span), in this order.
# A reader returns one period or a list of them.
PATTERNS = [
    # "Q3 2022 ... the same quarter a year earlier": the named quarter and the one four quarters before it
    ("same_quarter_year_before", re.compile(r"\b" + QFORM + r"[^.?;]{0,60}?\bthe\s+same\s+(?:quarter|qtr|period)\s+(?:a\s+year\s+(?:earlier|before)|"
                                            r"one\s+year\s+(?:earlier|before)|the\s+year\s+before|last\s+year|"
                                            r"(?:of\s+|in\s+)?the\s+(?:prior|previous)\s+(?:fiscal\s+)?year)", re.I),
     lambda m, fye: [mf8.qform(m, 1), mf8.shift(mf8.qform(m, 1), -4)]),
    # "fiscal 2024 compared with the year before", "FY2025 versus the prior year": both fiscal years
    ("fy_vs_year_before", re.compile(r"\b" + FISCAL + YR + r"[^.?;]{0,60}?\bthe\s+(?:(?:fiscal\s+)?year\s+before|prior\s+(?:fiscal\s+)?year|"
                                     r"previous\s+(?:fiscal\s+)?year)\b", re.I),
     lambda m, fye: [f"FY{mf2.year(m.group(1))}", f"FY{mf2.year(m.group(1)) - 1}"]),
    # "Q1 (ended April 30, 2023)", "Q3, ended October 27, 2024"
    ("q_ended_date", re.compile(r"\bQ([1-4])\b\s*[,(]?\s*(?:which\s+|that\s+)?(?:ended|ending)\s+(?:on\s+)?" + DATE, re.I),
     q_ended_date),
    # "the quarter ended January 28th, 2024", "three months ending 27th July 2025"
    ("ordinal_suffix_date", re.compile(r"\b(?:quarter|qtr|three\s+months|3\s+months|period)\s+(?:that\s+)?(?:ended|ending|closed|closing|to|through)\s+(?:on\s+)?"
                                       r"(?:(" + MONRAW + r")\.?\s+(\d{1,2})(?:st|nd|rd|th),?\s+(\d{4})|(\d{1,2})(?:st|nd|rd|th)\s+(?:of\s+)?(" + MONRAW
                                       + r")\.?,?\s+(\d{4}))", re.I),
     suffix_date),
    # "the three months ending in late July 2023"
    ("months_ending_part", re.compile(r"\b(?:three|3)\s+months\s+(?:that\s+)?(?:ending|ended)\s+in\s+(early|mid|late)[- ]" + MON + r",?\s+(\d{4})", re.I),
     lambda m, fye: mf6.q(mf6.month_day(m.group(3), m.group(2), m.group(1)), fye)),
    # "the 12 months to December 2024", "twelve months to end-January 2025"
    ("twelve_months_to_month", re.compile(r"\b(?:twelve|12)\s+months\s+(?:to|through|thru|ending|ended)\s+(?:(?:the\s+)?end[- ](?:of\s+)?)?" + MON
                                          + r",?\s+(\d{4})\b", re.I),
     lambda m, fye: mf6.fy(mf6.month_day(m.group(2), m.group(1)), fye)),
    # "the second half of fiscal 2024", "H2 FY24", "back half of fiscal 2024"
    ("second_half", re.compile(r"\b(?:second[- ]half|back[- ]half|2nd[- ]half|H2|2H)\s+(?:of\s+)?(?:the\s+)?(fiscal\s+(?:year\s+)?|FY\s?)?" + YR, re.I),
     second_half),
    # "fiscal 2023's first half", "FY25's first nine months"
    ("possessive_half", re.compile(r"\b" + FISCAL + YR + r"['’]s\s+(first\s+half|H1|1H|first\s+nine\s+months|9M|first\s+three\s+quarters)", re.I),
     possessive_half),
    # "the second fiscal quarter of FY2023", "third fiscal quarter of fiscal 2024"
    ("fiscal_quarter_of_fy", re.compile(r"\b(first|second|third|fourth|1st|2nd|3rd|4th)\s+fiscal\s+quarter\s+of\s+(?:the\s+)?" + FISCAL + YR, re.I),
     lambda m, fye: f"Q{ORD[m.group(1).lower()]} FY{mf2.year(m.group(2))}"),
    # "FY24 4Q"
    ("fy_then_nq", re.compile(r"\bFY\s?'?(\d{4}|\d{2})\s+([1-4])Q\b", re.I),
     lambda m, fye: f"Q{m.group(2)} FY{mf2.year(m.group(1))}"),
    # "quarter three of fiscal 2024"
    ("quarter_word_number", re.compile(r"\bquarter\s+(one|two|three|four|[1-4])\s+(?:of\s+)?(?:the\s+)?" + FISCAL + YR, re.I),
     lambda m, fye: f"Q{WORDNUM[m.group(1).lower()]} FY{mf2.year(m.group(2))}"),
    # "3Q of fiscal 2024", "1Q fiscal 2025"
    ("nq_of_fiscal", re.compile(r"\b([1-4])Q\s+(?:of\s+(?:the\s+)?" + FISCAL + r"|fiscal\s+(?:year\s+)?)" + YR, re.I),
     lambda m, fye: f"Q{m.group(1)} FY{mf2.year(m.group(2))}"),
    # "the holiday quarter of fiscal 2023"
    ("holiday_of_fiscal", re.compile(r"\bholiday\s+quarter\s+(?:of|in|for)\s+(?:the\s+)?" + FISCAL + YR, re.I),
     holiday_of_fiscal),
    # "calendar 2023" (see calendar_offcal; "calendar year 2021" is make_fresh7_gold's form)
    ("calendar_offcal", re.compile(r"\bcalendar\s+(\d{4})\b", re.I), calendar_offcal),
]

# This set's forms first, then make_fresh8_gold.periods_named on what is left.
periods_named = mf8.read_forms([(rx, fn) for _, rx, fn in PATTERNS], mf8.periods_named)
FORM = {name: rx for name, rx, _ in PATTERNS}

# Messages of fresh8's checks that this set replaces with its own.
F8_PREFIX_MSG = re.compile(r"^\S+: template \S+ does not start with " + re.escape(mf8.ID_PREFIX) + r"$")
F8_RELATIVE_MSG = re.compile(r"^relative template " + re.escape(mf8.ID_PREFIX) + r"\S* is not used$")


class Fresh9Checker(mf8.Fresh8Checker):
    seed = SEED
    id_prefix = ID_PREFIX
    relative = RELATIVE
    aliases = ALIASES
    periods_named = staticmethod(periods_named)
    extra_cik = {**mf8.Fresh8Checker.extra_cik, **EXTRA_CIK}

    def run(self):
        n = len(self.errors)
        super().run()
        self.errors[n:] = [e for e in self.errors[n:] if not (F8_PREFIX_MSG.match(e) or F8_RELATIVE_MSG.match(e))]
        for q in self.qs:
            if not q["template"].startswith(ID_PREFIX):
                self.err(q, f"template {q['template']} does not start with {ID_PREFIX}")
        # every period form this set adds is used by some question about a held company
        for name, rx, _ in PATTERNS:
            if not any(rx.search(q["question"]) for q in self.qs if q.get("company") in COMPANIES):
                self.errors.append(f"period form {name} is not used by any question")
        used = {q["template"] for q in self.qs}
        for t in RELATIVE:
            if t not in used:
                self.errors.append(f"relative template {t} is not used")
        for q in self.qs:
            self.check_second_half(q)
            self.check_calendar(q)

    # -- "second half": a derived FY - H1 difference of one concept in one fiscal year
    def check_second_half(self, q):
        if q.get("company") not in COMPANIES or not FORM["second_half"].search(q["question"]):
            return
        e = q["expect"]
        ins = e.get("inputs") or []
        ok = (q["category"] == "derived" and e.get("formula") == "difference" and len(ins) == 2
              and ins[0]["concept"] == ins[1]["concept"])
        if ok:
            a, b = parse_period(ins[0]["period"]), parse_period(ins[1]["period"])
            ok = a[0] == "FY" and b[0] == "H1" and a[1] == b[1]
        if not ok:
            self.err(q, "a second-half question must be a derived difference FY - H1 of one concept")

    # -- "calendar YYYY": only for companies whose calendar the convention covers
    def check_calendar(self, q):
        c = q.get("company")
        if c in COMPANIES and FORM["calendar_offcal"].search(q["question"]) and COMPANIES[c][1] not in (1, 12):
            self.err(q, f"'calendar YYYY' is not defined for {c}'s fiscal calendar")

    # -- fresh8's check_counts with this set's counts and seed in place of fresh8's
    def check_counts(self):
        n = len(self.errors)
        super().check_counts()
        cat_of = {q["id"]: q["category"] for q in self.qs}
        redo = mf8.bumped(self.qs, SEED) | mf8.bumped(self.qs, mf8.SEED) | mf8.bumped(self.qs, mf7.SEED)

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
    mf3.main(Fresh9Checker, "fresh9.jsonl", OTHER_SETS, __doc__)


if __name__ == "__main__":
    main()
