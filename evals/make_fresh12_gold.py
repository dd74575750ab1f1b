#!/usr/bin/env python3
"""Recompute and check every gold figure in evals/fresh12.jsonl.

    python3 evals/make_fresh12_gold.py [MIRROR] [--questions FILE]

fresh12.jsonl is a thirteenth question set (150 questions, ids f12-001 ... f12-150), written blind
to SayDo's router, with the same schema and `expect` shapes as questions.jsonl and fresh*.jsonl.
It weights what is hardest: derived 24, say_do 22, search 22, segment 20, scorecard 16,
actuals 16, guidance 14, refusal 16. This script imports make_fresh11_gold.py (and through it
make_gold.py and make_fresh_gold.py ... make_fresh10_gold.py; nothing is copied) and subclasses
its checker the way make_fresh11_gold.py subclasses make_fresh10_gold.py, so every check of the
earlier scripts runs on every line: figures recomputed from the SEC mirror and
tests/gold/guidance.jsonl, borderline / caveat flags, accession citations in `note` (for search
and held segment `source`s too), segment `not_value`s against companyfacts, no_guidance /
no_xbrl / not_yet_reported checks, `ratio_difference`, periods named in the question against
the gold's periods (this set's forms first, then fresh11's, fresh10's, ... and every earlier
set's; each of fresh6's ... fresh11's forms used somewhere in this set too), the second-half,
"last two quarters" and "calendar YYYY" conventions, the company named, held documents filed by
the question's company, made-up names of all three kinds and new to this set, one question per
template, ids, the split, the mix fresh7 asks for (held and refused segments, every refusal
reason, growth year over year and sequential, ratio, difference, free cash flow), and no text,
template or run of make_fresh6_gold.NGRAM words shared with an earlier set (fresh11.jsonl
included here).

How fresh11's set-specific checks read this set's values. make_fresh11_gold's checks read its
module constants at run time: SEED and COUNTS (check_counts: this set's counts and its split
targets, one third of the set in test shared out by make_fresh7_gold.split_targets and
make_fresh7_gold.assign_splits_total), ID_PREFIX (template names), RELATIVE (every relative
template used), EXTRA_CIK (a refusal-only issuer new to the set), PATTERNS (each new period form
used, and matched by no question of an earlier set) and WRITTEN (not_yet_reported periods end
after the day of writing; "the December quarter last year"). Rather than copy those checks
again, Fresh12Checker.run() lets fresh11's code run with those module names bound to the
checker's class attributes (seed, counts, id_prefix, relative, new_issuers, new_forms, written)
and restores them afterwards (fresh11_reads_this_set). A later set that subclasses
Fresh12Checker and sets its own class attributes gets the same checks with its own values.
fresh11's own period forms keep their "used by some question" check here, and the older
"... is not new" checks of fresh10's forms are still filtered by make_fresh11_gold itself.

This set changes or adds:
- seed 20261212, prefix f12, written 2026-12-01, counts above. round(n/3) per category gives 49
  test questions (8 + 7 + 7 + 7 + 5 + 5 + 5 + 5); make_fresh7_gold.split_targets shares out 50:
  the floors (47), segment's and guidance's .67, and one of the five categories whose third ends
  in .33, picked by the seeded shuffle (refusal), whose extra test template is the next in
  make_gold.assign_splits' seeded order (make_fresh7_gold.assign_splits_total);
- period forms, mapped onto each company's fiscal calendar and read before make_fresh11_gold's,
  each used at least once and each new (no question of an earlier set matches it):
    "Q3 FY2024 ... the previous quarter" (both quarters: the named one and the one before it),
    "two quarters before Q4 FY2024" / "three quarters after Q1 FY24" (the quarter n away),
    "year-to-date through Q3 FY25" / "YTD thru 2Q25" (Q1, H1, 9M or the fiscal year),
    "the first quarter of the fiscal year that began on January 30, 2023" / "the fiscal year
      that began on October 1, 2023" (the fiscal year whose previous one ended the day
      before; a date that starts no fiscal year names no gold period),
    "9M FY24" / "6M FY25" / "12M FY23" (nine months, first half, fiscal year),
    "the quarter through late January 2023" (the quarter holding that part of the month),
    "the 3 months to Apr 2024" (the quarter ending in that month; no day, no "end"),
    "fiscal '24's opening quarter" (Q1),
    "the penultimate quarter of FY2024" / "second-to-last quarter of fiscal 2024" (Q3; a bare
      year only for calendar-year companies),
    "the twelve-month stretch ending January 2025" / "12-month period ending December 2026" (a
      fiscal year: the month must end one),
    "CQ4'23" (a calendar quarter with an apostrophe year: the fiscal quarter holding its last
      month),
    "the front half of fiscal 2025" (H1; a bare year only for calendar-year companies),
    "the year before fiscal 2024" (FY2023),
    "the 13-week period ended July 31, 2022" (a quarter);
- the company check over this set's aliases, with typos no earlier set uses ("invidia",
  "aplpe", "tessla", "snowlfake") checked present here and absent from every earlier set's
  questions, as are the metric typos in TYPOS; refusal-only issuers Marvell Technology and
  CrowdStrike (in the ticker file, named by no earlier set), with their CIKs, each checked to
  have neither companyfacts nor submissions in the mirror and asked only as a no_xbrl refusal;
- every period a search question names is one its source document reports (source_periods: a
  release's quarter and the next, a 10-Q's quarter and year to date with the prior-year
  comparatives, a 10-K's three fiscal years);
- every held segment figure read from its row and column of the source document
  (SEGMENT_CELLS: anchors found in turn in the text, then the n-th cell), not only found
  somewhere in it as make_gold checks;
- relative templates (RELATIVE): Snowflake's operating expenses two quarters before its latest
  quarter, NVIDIA's sequential revenue growth into its latest quarter, TSMC's R&D as a share
  of revenue in its latest fiscal year, recomputed from companyfacts.
Exit status 1 on any mismatch, 0 when every line agrees.
"""
import os
import re
import sys
from contextlib import contextmanager
from datetime import date, timedelta

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import make_fresh2_gold as mf2  # noqa: E402
import make_fresh3_gold as mf3  # noqa: E402
import make_fresh4_gold as mf4  # noqa: E402
import make_fresh6_gold as mf6  # noqa: E402
import make_fresh8_gold as mf8  # noqa: E402
import make_fresh11_gold as mf11  # noqa: E402
from make_gold import COMPANIES, close, doc_text, fiscal_of, num  # noqa: E402
from make_fresh_gold import MON  # noqa: E402

SEED = 20261212
ID_PREFIX = "f12"
WRITTEN = date(2026, 12, 1)
OTHER_SETS = mf11.OTHER_SETS + ("fresh11.jsonl",)
COUNTS = {"derived": 24, "say_do": 22, "search": 22, "segment": 20, "scorecard": 16,
          "actuals": 16, "guidance": 14, "refusal": 16}
# The mirror's issuers (with the typos this set uses) and its refusal-only issuers.
ALIASES = {
    "NVIDIA": ("nvidia", "nvda", "invidia"),
    "Apple": ("apple", "aapl", "aplpe"),
    "Tesla": ("tesla", "tsla", "tessla"),
    "Snowflake": ("snowflake", "snow", "snowlfake"),
    "TSMC": ("tsmc", "taiwan semiconductor"),
    "LPA": ("lpa", "logistic properties"),
    "Marvell": ("marvell", "mrvl"),
    "CrowdStrike": ("crowdstrike", "crwd"),
}
EXTRA_CIK = {"Marvell": 1835632, "CrowdStrike": 1535527}
# Misspellings this set uses that no earlier set's question contains (company names and metric words).
TYPOS = ("invidia", "aplpe", "tessla", "snowlfake", "guidnace", "opreating", "quartr", "revneue")
# Relative periods: template -> (concept, 'quarter' | 'fy', [offset of each gold period from the latest]).
RELATIVE = {
    "f12ac_snow_opex_two_back_rel": ("RevenueFromContractWithCustomerExcludingAssessedTax", "quarter", [-2]),
    "f12dv_nvda_seq_into_latest_rel": ("Revenues", "quarter", [0, -1]),
    "f12dv_tsmc_rd_share_latest_year_rel": ("Revenue", "fy", [0, 0]),
}

# Held segment figures recomputed from their documents: template -> (anchors, column). The anchors
# are found in turn in the document's text (make_gold.doc_text), each after the one before; the
# figure is the column-th cell (0-based) after the last anchor, in millions as printed (or the
# percentage itself for a percent figure). make_gold only checks that the figure occurs somewhere
# in the document; this reads it from its row and column.
SEGMENT_CELLS = {
    "f12sg_nvda_dc_october_quarter_fiscal": (("Revenue: Data Center",), 0),
    "f12sg_nvda_taiwan_ordinal_of_fy": (("invoicing address by geographic regions", "Taiwan"), 0),
    "f12sg_nvda_proviz_closing_on_dmy": (("Revenue: Data Center", "Professional Visualization"), 0),
    "f12sg_nvda_gaming_half_year_ended": (("Revenue: Data Center", "Gaming"), 2),
    "f12sg_nvda_cn_oi_first_nine_months": (("Nine Months Ended October 30, 2022 Revenue", "Operating income (loss)"), 0),
    "f12sg_nvda_auto_fy_ending_abbrev": (("revenue by each of the specialized markets we serve", "Automotive"), 0),
    "f12sg_aapl_ipad_52_weeks": (("net sales by category for 2024, 2023 and 2022", "iPad"), 0),
    "f12sg_aapl_greater_china_q_of_yyyy_fy": (("net sales by reportable segment for the three- and nine-month periods", "Greater China"), 0),
    "f12sg_aapl_services_fy_ending_in": (("net sales by category for 2024, 2023 and 2022", "Services (1)"), 2),
    "f12sg_aapl_americas_oi_fy_began": (("information by reportable segment for 2024, 2023 and 2022", "Americas:", "Operating income"), 0),
    "f12sg_aapl_wearables_ended_on_nocomma": (("net sales by category for the three- and nine-month periods", "Wearables, Home and Accessories"), 1),
    "f12sg_aapl_products_gm_pct_ending_month_of": (("Gross margin percentage: Products",), 0),
    "f12sg_tsla_energy_calendar_year": (("Energy generation and storage segment revenue",), 0),
    "f12sg_tsla_china_months_through": (("geographic area based on the sales location of our products", "China"), 2),
    "f12sg_tsla_energy_gp_yyyy_possessive": (("Gross profit energy generation and storage segment",), 0),
}
CELL = re.compile(r"\(\s*[\d,]+(?:\.\d+)?\s*\)|\d[\d,]*(?:\.\d+)?|—")

YR = mf6.YR
DATE = mf6.DATE
QFORM = mf8.QFORM
FISCAL = r"(?:fiscal\s+(?:year\s+)?|FY\s?)"
ORD = {"first": 1, "second": 2, "third": 3, "fourth": 4}
COUNT = {"two": 2, "three": 3, "four": 4, "2": 2, "3": 3, "4": 4}


def bare_or_fiscal(fiscal, y, label, fye):
    """A period of fiscal year y; a bare year names it only for calendar-year companies."""
    if fiscal or fye == 12:
        return f"{label} FY{y}" if label != "FY" else f"FY{y}"
    return f"{label} CY{y}"


def n_quarters_from(m, fye):
    """'two quarters before Q3 FY2024' -> Q1 FY2024; 'three quarters after Q1 FY24' -> Q4 FY2024."""
    n = COUNT[m.group(1).lower()]
    back = not re.match(r"(?:after|following|later)", m.group(2), re.I)
    return mf8.shift(mf8.qform(m, 3), -n if back else n)


def ytd_through_q(m, fye):
    """'year-to-date through Q3 FY2024' -> 9M FY2024 (Q1 -> Q1, Q2 -> H1, Q4 -> the fiscal year)."""
    label, y = parse(mf8.qform(m, 1))
    return {"Q1": f"Q1 FY{y}", "Q2": f"H1 FY{y}", "Q3": f"9M FY{y}", "Q4": f"FY{y}"}[label]


def parse(period):
    m = re.fullmatch(r"(Q[1-4]) FY(\d{4})", period)
    return m.group(1), int(m.group(2))


def fy_began(m, fye):
    """'the first quarter of the fiscal year that began on January 30, 2023': the fiscal year that
    starts the day after the date's eve closed a fiscal year (a date that starts no fiscal year
    names no gold period)."""
    n = int(m.group(1)) if m.group(1) else (ORD[m.group(2).lower()] if m.group(2) else None)
    fy, qn = fiscal_of(mf6.parse_date(m.group(3)) - timedelta(days=1), fye)
    if qn != 4:
        return f"?began {m.group(3)}"
    return f"Q{n} FY{fy + 1}" if n else f"FY{fy + 1}"


def nm_shorthand(m, fye):
    """'9M FY24' -> 9M FY2024, '6M FY25' -> H1 FY2025, '12M FY23' -> FY2023."""
    y = mf2.year(m.group(2))
    return {"6": f"H1 FY{y}", "9": f"9M FY{y}", "12": f"FY{y}"}[m.group(1)]


def source_periods(src, fye):
    """The periods a document reports: an earnings release (q3fy24pr.htm) its quarter and the
    outlook's next one; a 10-Q (…-20231029.htm) its quarter and year to date, this year and the
    year before; a 10-K its fiscal year, the two before it and their quarters and halves."""
    m = re.search(r"q([1-4])fy(\d{2})pr\.htm$", src)
    if m:
        q = f"Q{m.group(1)} FY{2000 + int(m.group(2))}"
        return {q, mf8.shift(q, 1)}
    m = re.search(r"-(\d{4})(\d{2})(\d{2})\.htm$", src)
    fy, qn = fiscal_of(date(int(m.group(1)), int(m.group(2)), int(m.group(3))), fye)
    if qn == 4:
        return {f"{lab}FY{y}" for y in (fy, fy - 1, fy - 2) for lab in ("", "Q1 ", "Q2 ", "Q3 ", "Q4 ", "H1 ", "9M ")}
    ytd = {1: "Q1", 2: "H1", 3: "9M"}[qn]
    return {f"{lab} FY{y}" for y in (fy, fy - 1) for lab in (f"Q{qn}", ytd)}


# This set's own forms, read before make_fresh11_gold's (each match blanks its span), in this order.
# A reader returns one period or a list of them.
PATTERNS = [
    # "Q1 FY2025 ... the previous quarter": the named quarter and the one before it
    ("named_vs_prior_quarter", re.compile(r"\b" + QFORM + r"[^.?;]{0,60}?\b(?:the|its|their)\s+(?:immediately\s+)?(?:previous|preceding)\s+"
                                          r"(?:quarter|qtr)\b", re.I),
     lambda m, fye: [mf8.qform(m, 1), mf8.shift(mf8.qform(m, 1), -1)]),
    # "two quarters before Q3 FY2024", "three quarters after Q1 FY24"
    ("n_quarters_from_named", re.compile(r"\b(two|three|four|[2-4])\s+quarters\s+(before|prior\s+to|ahead\s+of|earlier\s+than|after|following|later\s+than)\s+"
                                         r"(?:the\s+)?" + QFORM, re.I),
     n_quarters_from),
    # "year-to-date through Q3 FY2024", "YTD thru 2Q25"
    ("ytd_through_q", re.compile(r"\b(?:YTD|year[- ]to[- ]date)\s+(?:through|thru|to|as\s+of)\s+(?:the\s+end\s+of\s+)?(?:fiscal\s+)?" + QFORM, re.I),
     ytd_through_q),
    # "the first quarter of the fiscal year that began on January 30, 2023", "the fiscal year that started on September 29, 2024"
    ("fy_that_began", re.compile(r"\b(?:(?:Q([1-4])|(first|second|third|fourth)\s+quarter)\s+of\s+)?the\s+fiscal\s+year\s+that\s+"
                                 r"(?:began|started|kicked\s+off|opened)\s+(?:on\s+)?" + DATE, re.I),
     fy_began),
    # "9M FY24" (nine months), "6M FY25" (first half), "12M FY23" (the fiscal year)
    ("nm_shorthand", re.compile(r"\b(6|9|12)M\s?(?:FY\s?|fiscal\s+)" + YR, re.I),
     nm_shorthand),
    # "the quarter through late October 2023", "qtr thru mid-April 2024"
    ("quarter_through_part_month", re.compile(r"\b(?:quarter|qtr)\s+(?:running\s+)?(?:through|thru)\s+(early|mid|late)[- ]" + MON + r",?\s+(\d{4})\b", re.I),
     lambda m, fye: mf6.q(mf6.month_day(m.group(3), m.group(2), m.group(1)), fye)),
    # "the 3 months to Jan 2024"
    ("three_months_to_month", re.compile(r"\b(?:three|3)\s+months\s+to\s+" + MON + r",?\s+(\d{4})\b", re.I),
     lambda m, fye: mf6.q(mf6.month_day(m.group(2), m.group(1)), fye)),
    # "fiscal '24's opening quarter", "FY25's lead-off quarter"
    ("fy_opening_quarter", re.compile(r"\b" + FISCAL + YR + r"['’]s\s+(?:opening|lead-?off|kick-?off)\s+(?:quarter|qtr)\b", re.I),
     lambda m, fye: f"Q1 FY{mf2.year(m.group(1))}"),
    # "the penultimate quarter of FY2023", "second-to-last quarter of fiscal 2024"
    ("penultimate_quarter", re.compile(r"\b(?:penultimate|second[- ]to[- ]last|next[- ]to[- ]last)\s+(?:quarter|qtr)\s+(?:of|in)\s+(?:the\s+)?"
                                       r"(fiscal\s+(?:year\s+)?|FY\s?)?" + YR, re.I),
     lambda m, fye: bare_or_fiscal(m.group(1), mf2.year(m.group(2)), "Q3", fye)),
    # "the twelve-month stretch ending January 2024", "12-month period through September 2024"
    ("twelve_month_stretch", re.compile(r"\b(?:twelve|12)-month\s+(?:stretch|period|span|run|window)\s+(?:that\s+)?(?:ending|ended|ends|through|thru|to)\s+"
                                        r"(?:in\s+)?" + MON + r",?\s+(\d{4})\b", re.I),
     lambda m, fye: mf11.fy_if_year_end(mf6.month_day(m.group(2), m.group(1)), fye, "FY")),
    # "CQ4'23"
    ("cq_apostrophe", re.compile(r"\bCQ([1-4])\s?['’](\d{2})\b", re.I),
     lambda m, fye: mf4._calendar_quarter(int(m.group(1)), 2000 + int(m.group(2)), fye)),
    # "the front half of fiscal 2025", "opening half of FY24"
    ("front_half", re.compile(r"\b(?:front|opening)[- ]half\s+of\s+(?:the\s+)?(fiscal\s+(?:year\s+)?|FY\s?)?" + YR, re.I),
     lambda m, fye: bare_or_fiscal(m.group(1), mf2.year(m.group(2)), "H1", fye)),
    # "the year before fiscal 2024", "the fiscal year preceding FY25"
    ("year_before_fy", re.compile(r"\b(?:fiscal\s+)?year\s+(?:right\s+|just\s+)?(?:before|preceding|prior\s+to)\s+" + FISCAL + YR, re.I),
     lambda m, fye: f"FY{mf2.year(m.group(1)) - 1}"),
    # "the 13-week period ended April 28, 2024"
    ("thirteen_week_hyphen", re.compile(r"\b(?:13|thirteen)-week\s+(?:period|quarter|stretch|span)\s+(?:that\s+)?(?:ended|ending|to|through|thru)\s+"
                                        r"(?:on\s+)?" + DATE, re.I),
     lambda m, fye: mf6.q(mf6.parse_date(m.group(1)), fye)),
]

# This set's forms first, then make_fresh11_gold.periods_named on what is left.
periods_named = mf8.read_forms([(rx, fn) for _, rx, fn in PATTERNS], mf11.periods_named)
FORM = {name: rx for name, rx, _ in PATTERNS}
# fresh11's own forms: make_fresh11_gold checks whatever its PATTERNS name holds, so they are
# kept here to check that each is still used.
F11_PATTERNS = list(mf11.PATTERNS)
# The names in make_fresh11_gold that its checks read at run time -> the class attribute that holds
# this set's value.
F11_READS = {"SEED": "seed", "COUNTS": "counts", "ID_PREFIX": "id_prefix", "RELATIVE": "relative",
             "EXTRA_CIK": "new_issuers", "PATTERNS": "new_forms", "WRITTEN": "written"}


class Fresh12Checker(mf11.Fresh11Checker):
    seed = SEED
    counts = COUNTS
    id_prefix = ID_PREFIX
    written = WRITTEN
    relative = RELATIVE
    aliases = ALIASES
    new_issuers = EXTRA_CIK
    new_forms = PATTERNS
    typos = TYPOS
    segment_cells = SEGMENT_CELLS
    periods_named = staticmethod(periods_named)
    extra_cik = {**mf11.Fresh11Checker.extra_cik, **EXTRA_CIK}

    @contextmanager
    def fresh11_reads_this_set(self):
        """Bind make_fresh11_gold's run-time constants to this checker's values, then restore them."""
        saved = {name: getattr(mf11, name) for name in F11_READS}
        try:
            for name, attr in F11_READS.items():
                setattr(mf11, name, getattr(self, attr))
            yield
        finally:
            for name, value in saved.items():
                setattr(mf11, name, value)

    def run(self):
        with self.fresh11_reads_this_set():
            super().run()
        held = [q for q in self.qs if q.get("company") in COMPANIES]
        # fresh11's forms (and this set's, once a later set brings its own) are still used
        older = F11_PATTERNS + [p for p in PATTERNS if p not in self.new_forms]
        for name, rx, _ in older:
            if not any(rx.search(q["question"]) for q in held):
                self.errors.append(f"period form {name} is not used by any question")
        # misspellings new to the sets
        for t in self.typos:
            word = re.compile(r"(?<![a-z])" + re.escape(t) + r"(?![a-z])", re.I)
            if not any(word.search(q["question"]) for q in self.qs):
                self.errors.append(f"typo {t!r} is not used by any question")
            old = sum(bool(word.search(o["question"])) for o in self.old)
            if old:
                self.errors.append(f"typo {t!r} is not new: {old} question(s) of an earlier set use it")
        for q in self.qs:
            self.check_new_issuer(q)
            self.check_segment_cell(q)
            self.check_search_periods(q)

    # -- a search question names only periods its source document reports (make_fresh2_gold's
    # check_dates skips search questions)
    def check_search_periods(self, q):
        c, src = q.get("company"), q["expect"].get("source")
        if q["category"] != "search" or c not in COMPANIES or not src:
            return
        allowed = source_periods(src, COMPANIES[c][1])
        for text, p in self.periods_named(q["question"], c):
            if p not in allowed:
                self.err(q, f"question names {text!r} = {p}, which {os.path.basename(src)} does not report")

    # -- a held segment figure, read from its row and column of the source document
    def check_segment_cell(self, q):
        e = q["expect"]
        if q["category"] != "segment" or e.get("refused"):
            return
        if q["template"] not in self.segment_cells:
            self.err(q, "held segment figure with no cell in SEGMENT_CELLS")
            return
        anchors, col = self.segment_cells[q["template"]]
        text = doc_text(os.path.join(self.g.mirror, e["source"]))
        pos = 0
        for a in anchors:
            i = text.find(a, pos)
            if i < 0:
                self.err(q, f"{a!r} not found in {e['source']}")
                return
            pos = i + len(a)
        cells = CELL.findall(text[pos:pos + 400])
        if len(cells) <= col:
            self.err(q, f"no cell {col} after {anchors[-1]!r} in {e['source']}")
            return
        v = 0.0 if cells[col] == "—" else num(cells[col])
        if e.get("unit") != "percent":
            v *= 1e6
        if not close(v, e["value"]):
            self.err(q, f"value {e['value']} != {v:.0f} read from {anchors[-1]!r}, cell {col}, of {e['source']}")

    # -- this set's refusal-only issuers: no companyfacts and no submissions in the mirror
    def check_new_issuer(self, q):
        c = q.get("company")
        if c not in self.new_issuers:
            return
        cik = self.new_issuers[c]
        for path in (f"data.sec.gov/api/xbrl/companyfacts/CIK{cik:010d}.json", f"data.sec.gov/submissions/CIK{cik:010d}.json"):
            if os.path.exists(os.path.join(self.g.mirror, path)):
                self.err(q, f"{c} has {path} in the mirror")
        if q["expect"].get("reason") != "no_xbrl":
            self.err(q, f"{c} questions are no_xbrl refusals")


def main():
    mf3.main(Fresh12Checker, "fresh12.jsonl", OTHER_SETS, __doc__)


if __name__ == "__main__":
    main()
