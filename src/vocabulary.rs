//! The one metric vocabulary: every metric SayDo knows, once. Its name (the snake_case the
//! contracts use), how it is displayed, what kind of figure it is, the XBRL concepts that
//! report it (in fallback order), its unit, and the words releases and people use for it.
//! The router, the tools and the guidance extractor all read this table; adding a metric is
//! one entry here plus its test.
//!
//! A leaf module: it imports nothing of SayDo's.

use std::sync::LazyLock;

use regex::Regex;
use serde::Serialize;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Kind {
    /// Reported as a money amount.
    Money,
    /// Reported per share.
    PerShare,
    /// A count of shares.
    Shares,
    /// A ratio SayDo computes: numerator / denominator × 100.
    Ratio { num: &'static str, den: &'static str },
    /// A difference SayDo computes: a − b.
    Difference { a: &'static str, b: &'static str },
    /// Growth of another metric over the prior-year period, in percent.
    Growth { of: &'static str },
}

#[derive(Debug, Clone, Copy, Serialize)]
pub struct Metric {
    pub name: &'static str,
    pub label: &'static str,
    pub kind: Kind,
    /// (taxonomy, concept) in fallback order.
    #[serde(skip)]
    pub concepts: &'static [(&'static str, &'static str)],
    /// "USD", "USD/share", "percent" or "shares".
    pub unit: &'static str,
    /// What releases and people call it (lower case). Longer phrases beat shorter ones
    /// wherever both match ("gross margin" over "margin", "comparable sales" over "sales").
    #[serde(skip)]
    pub words: &'static [&'static str],
    /// Whether releases give outlooks for it (the extractor reads only these).
    pub guided: bool,
    /// Whether the tools read its actual values (the router offers only these). Metrics that
    /// so far exist only as guidance (growth rates, share counts) are false.
    pub actuals: bool,
}

const fn money(name: &'static str, label: &'static str, concepts: &'static [(&'static str, &'static str)], words: &'static [&'static str]) -> Metric {
    Metric { name, label, kind: Kind::Money, concepts, unit: "USD", words, guided: true, actuals: true }
}

pub const METRICS: &[Metric] = &[
    money(
        "revenue",
        "revenue",
        &[
            ("us-gaap", "Revenues"),
            ("us-gaap", "RevenueFromContractWithCustomerExcludingAssessedTax"),
            ("us-gaap", "SalesRevenueNet"),
            ("us-gaap", "RevenueFromContractWithCustomerIncludingAssessedTax"),
            ("ifrs-full", "Revenue"),
        ],
        &[
            "revenue", "revenues", "total revenue", "total revenues", "net revenue", "net revenues", "net sales", "sales", "total net sales",
            "top line", "operational sales", "reported sales", "estimated reported sales", "rev", "turnover",
        ],
    ),
    money(
        "net_income",
        "net income",
        &[("us-gaap", "NetIncomeLoss"), ("us-gaap", "ProfitLoss"), ("ifrs-full", "ProfitLoss")],
        &["net income", "net earnings", "profit", "net profit", "ni"],
    ),
    Metric {
        name: "eps",
        label: "diluted earnings per share",
        kind: Kind::PerShare,
        concepts: &[("us-gaap", "EarningsPerShareDiluted"), ("ifrs-full", "DilutedEarningsLossPerShare")],
        unit: "USD/share",
        words: &[
            "diluted earnings per share", "earnings per share", "earnings (loss) per share", "loss per share", "net income per share",
            "diluted eps", "eps", "core eps", "earnings per diluted share", "diluted net income per share", "(loss) per share",
            "net loss per share", "loss per diluted share", "earnings per common share", "net earnings per common share",
            "diluted net earnings per share", "net earnings per share", "net earnings per diluted share", "earnings per diluted common share",
            "net income per diluted share", "net income per common share", "diluted earnings per common share",
        ],
        guided: true,
        actuals: true,
    },
    money(
        "operating_income",
        "operating income",
        &[("us-gaap", "OperatingIncomeLoss"), ("ifrs-full", "ProfitLossFromOperatingActivities")],
        &["operating income", "income from operations", "operating profit", "operating income (loss)"],
    ),
    money(
        "operating_expenses",
        "operating expenses",
        &[("us-gaap", "OperatingExpenses")],
        &["operating expenses", "operating expense", "opex", "total operating expenses"],
    ),
    money(
        "research_and_development",
        "research and development expense",
        &[("us-gaap", "ResearchAndDevelopmentExpense"), ("ifrs-full", "ResearchAndDevelopmentExpense")],
        &["research and development", "r&d", "research spending", "spend on research", "spent on research", "spending on research", "research budget"],
    ),
    Metric {
        guided: false,
        ..money(
            "cost_of_revenue",
            "cost of revenue",
            &[("us-gaap", "CostOfRevenue"), ("us-gaap", "CostOfGoodsAndServicesSold"), ("ifrs-full", "CostOfSales")],
            &["cost of revenue", "cost of revenues", "cost of sales", "cost of goods sold"],
        )
    },
    money("gross_profit", "gross profit", &[("us-gaap", "GrossProfit"), ("ifrs-full", "GrossProfit")], &["gross profit"]),
    Metric {
        name: "gross_margin",
        label: "gross margin",
        kind: Kind::Ratio { num: "gross_profit", den: "revenue" },
        concepts: &[],
        unit: "percent",
        words: &["gross margin", "gross margins", "gross margin percentage", "gross profit rate", "gross profit margin", "gm"],
        guided: true,
        actuals: true,
    },
    Metric {
        name: "operating_margin",
        label: "operating margin",
        kind: Kind::Ratio { num: "operating_income", den: "revenue" },
        concepts: &[],
        unit: "percent",
        words: &["operating margin", "operating margins", "operating income rate", "operating profit margin"],
        guided: true,
        actuals: true,
    },
    // Income tax and pre-tax income are read from XBRL to compute the tax rate; releases
    // guide the rate, and "income tax effects" rows of a reconciliation are no outlook.
    Metric {
        guided: false,
        ..money(
        "tax_expense",
        "income tax expense",
        &[("us-gaap", "IncomeTaxExpenseBenefit"), ("ifrs-full", "IncomeTaxExpenseContinuingOperations")],
        &["income tax", "income tax expense"],
    )
    },
    Metric {
        guided: false,
        ..money(
        "pretax_income",
        "income before income taxes",
        &[
            ("us-gaap", "IncomeLossFromContinuingOperationsBeforeIncomeTaxesExtraordinaryItemsNoncontrollingInterest"),
            ("us-gaap", "IncomeLossFromContinuingOperationsBeforeIncomeTaxesMinorityInterestAndIncomeLossFromEquityMethodInvestments"),
            ("ifrs-full", "ProfitLossBeforeTax"),
        ],
        &["pretax income", "pre-tax income", "income before income taxes"],
    )
    },
    Metric {
        name: "tax_rate",
        label: "effective tax rate",
        kind: Kind::Ratio { num: "tax_expense", den: "pretax_income" },
        concepts: &[],
        unit: "percent",
        words: &[
            "effective tax rate", "tax rate", "tax rates", "effective income tax rate", "income tax rate", "tax provision",
            "annual effective tax rate", "tax range", "tax guidance", "tax guide", "tax outlook",
        ],
        guided: true,
        actuals: true,
    },
    money(
        "capex",
        "capital expenditures",
        &[
            ("us-gaap", "PaymentsToAcquirePropertyPlantAndEquipment"),
            ("us-gaap", "PaymentsToAcquireProductiveAssets"),
            ("ifrs-full", "PurchaseOfPropertyPlantAndEquipmentClassifiedAsInvestingActivities"),
        ],
        &[
            "capital expenditures", "capital expenditure", "capex", "capital spending", "gross capital expenditures",
            "purchases of property and equipment", "purchases of property, plant and equipment", "purchase of property, plant and equipment",
            "acquiring property, plant and equipment", "acquisition of property, plant and equipment", "payments for property, plant and equipment",
            "payments to acquire property, plant and equipment", "spending on property, plant and equipment", "capital plan",
            "capital program", "capital budget", "pay for property, plant and equipment", "paid for property, plant and equipment",
            "spend on property, plant and equipment", "spent on property, plant and equipment", "pp&e purchases", "purchases of pp&e",
            // "what it paid for property, equipment and intangible assets": the cash verb makes
            // it spending, not the balance sheet's property and equipment.
            "paid for property, equipment", "paid for property and equipment", "spent on property, equipment", "spent on property and equipment",
            "purchases related to property and equipment", "purchases of property, equipment",
        ],
    ),
    money(
        "operating_cash_flow",
        "operating cash flow",
        &[
            ("us-gaap", "NetCashProvidedByUsedInOperatingActivities"),
            ("ifrs-full", "CashFlowsFromUsedInOperatingActivities"),
        ],
        &[
            "operating cash flow", "cash from operations", "cash flow from operations", "cash from operating activities", "cash flow from operating activities",
            "cash generated from operations", "cash generated by operations", "cash provided by operating activities", "cash provided by operations",
            "cash flows from operating activities", "cash flows from operations", "cash flow provided by operating activities",
            "cash flows provided by operating activities", "net cash from operating activities", "cash generated from operating activities",
            "operating cash", "ocf",
        ],
    ),
    money(
        "selling_and_marketing",
        "sales and marketing expense",
        &[("us-gaap", "SellingAndMarketingExpense")],
        &["sales and marketing", "sales & marketing", "selling and marketing", "s&m"],
    ),
    Metric {
        guided: false,
        ..money(
            "stock_compensation",
            "stock-based compensation",
            &[("us-gaap", "ShareBasedCompensation"), ("us-gaap", "AllocatedShareBasedCompensationExpense")],
            &["stock-based compensation", "stock based compensation", "share-based compensation", "share based compensation", "stock comp", "sbc"],
        )
    },
    money(
        "sga",
        "selling, general and administrative expense",
        &[("us-gaap", "SellingGeneralAndAdministrativeExpense"), ("ifrs-full", "SellingGeneralAndAdministrativeExpense")],
        &[
            "sg&a", "sga", "selling, general and administrative", "selling, general & administrative", "sales, general and administrative",
            "sales, general & admin", "sales, general and admin", "selling general and administrative",
        ],
    ),
    Metric {
        guided: false,
        ..money(
            "share_repurchases",
            "share repurchases",
            &[("us-gaap", "PaymentsForRepurchaseOfCommonStock"), ("us-gaap", "PaymentsForRepurchaseOfEquity")],
            &[
                "share repurchases", "stock repurchases", "share buybacks", "buybacks", "buyback", "buying back", "bought back", "buy back",
                "repurchases of common stock", "repurchased", "repurchase stock", "repurchase shares", "repurchase its stock", "repurchases",
                // The verb in every form people ask with: "cash spent repurchasing its own stock".
                "repurchasing", "repurchase", "buying back stock", "buying back shares",
            ],
        )
    },
    Metric {
        guided: false,
        ..money(
            "dividends_paid",
            "dividends paid",
            &[("us-gaap", "PaymentsOfDividends"), ("us-gaap", "PaymentsOfDividendsCommonStock")],
            &["dividends paid", "paid in dividends", "dividend payments", "dividends"],
        )
    },
    Metric {
        name: "dividends_per_share",
        label: "dividends declared per share",
        kind: Kind::PerShare,
        concepts: &[("us-gaap", "CommonStockDividendsPerShareDeclared"), ("us-gaap", "CommonStockDividendsPerShareCashPaid")],
        unit: "USD/share",
        words: &["dividends per share", "dividend per share", "dividends declared per share", "dividend per common share", "dividends per common share"],
        guided: false,
        actuals: true,
    },
    // IFRS issuers file profit before and after non-controlling interests; a question that
    // says "attributable to owners of the parent" asks for the second, which US GAAP's net
    // income already is.
    Metric {
        name: "net_income_to_parent",
        label: "net income attributable to the parent's owners",
        kind: Kind::Money,
        concepts: &[("us-gaap", "NetIncomeLoss"), ("ifrs-full", "ProfitLossAttributableToOwnersOfParent")],
        unit: "USD",
        // Chosen by the router over net income when a question says whose it is: releases
        // write "net income attributable to common shareholders" for net income itself.
        words: &[],
        guided: false,
        actuals: true,
    },
    // Landlords' and lessors' revenue from leases, reported as its own line.
    Metric {
        name: "rental_income",
        label: "rental income",
        kind: Kind::Money,
        concepts: &[("us-gaap", "OperatingLeaseLeaseIncome"), ("us-gaap", "OperatingLeasesIncomeStatementLeaseRevenue"), ("ifrs-full", "RentalIncome")],
        unit: "USD",
        words: &["rental income", "rental revenue", "rental revenues", "lease income", "rent revenue"],
        guided: false,
        actuals: true,
    },
    Metric {
        name: "net_margin",
        label: "net margin",
        kind: Kind::Ratio { num: "net_income", den: "revenue" },
        concepts: &[],
        unit: "percent",
        words: &["net margin", "net profit margin", "net income margin", "profit margin"],
        guided: false,
        actuals: true,
    },
    Metric {
        name: "free_cash_flow",
        label: "free cash flow",
        kind: Kind::Difference { a: "operating_cash_flow", b: "capex" },
        concepts: &[],
        unit: "USD",
        words: &["free cash flow", "adjusted free cash flow", "fcf"],
        guided: true,
        actuals: true,
    },
    money(
        "other_income",
        "other income and expense",
        &[("us-gaap", "NonoperatingIncomeExpense"), ("us-gaap", "OtherNonoperatingIncomeExpense")],
        // "Non-operating income (expense), net": not operating income, whose words it holds.
        &[
            "other income", "other income and expense", "other income (expense)", "other income (expense), net", "non-operating income",
            "non-operating income (expense)", "non-operating income (expense), net", "non-operating income, net", "nonoperating income",
            "non-operating expense", "non-operating expenses", "non-operating expense, net", "other expense", "other expenses",
            "other expense, net", "other expenses, net",
        ],
    ),
    // Reported, seldom guided on its own (guidance folds it into other income and expense).
    Metric {
        name: "interest_expense",
        label: "interest expense",
        kind: Kind::Money,
        // IFRS's income-statement line first: facts are looked up by concept name, and an
        // IFRS filer's "InterestExpense" is only a part of its finance costs.
        concepts: &[
            ("ifrs-full", "FinanceCosts"),
            ("us-gaap", "InterestExpense"),
            ("us-gaap", "InterestExpenseNonoperating"),
            ("us-gaap", "InterestExpenseDebt"),
        ],
        unit: "USD",
        words: &["interest expense", "interest expenses", "finance costs", "finance cost", "financing costs"],
        guided: false,
        actuals: true,
    },
    Metric {
        name: "share_count",
        label: "diluted share count",
        kind: Kind::Shares,
        concepts: &[("us-gaap", "WeightedAverageNumberOfDilutedSharesOutstanding")],
        unit: "shares",
        words: &["share count", "diluted share count", "diluted shares", "diluted shares outstanding", "weighted average diluted shares"],
        guided: true,
        actuals: false,
    },
    Metric {
        name: "revenue_growth",
        label: "revenue growth",
        kind: Kind::Growth { of: "revenue" },
        concepts: &[],
        unit: "percent",
        words: &[
            "revenue growth", "sales growth", "net sales growth", "organic revenue growth", "organic revenue", "organic sales growth",
            "organic sales", "comparable sales", "comparable store sales", "same-store sales",
            "constant currency revenue growth", "net revenue growth",
        ],
        guided: true,
        actuals: false,
    },
    Metric {
        name: "eps_growth",
        label: "EPS growth",
        kind: Kind::Growth { of: "eps" },
        concepts: &[],
        unit: "percent",
        words: &[
            "eps growth", "earnings per share growth", "core constant currency eps", "core constant currency eps growth",
            "constant currency eps growth", "core constant currency earnings per share growth", "adjusted eps growth",
        ],
        guided: true,
        actuals: false,
    },
    // Earnings before interest, taxes, depreciation and amortization: a measure companies
    // define for themselves, so guided but never in XBRL.
    Metric {
        name: "ebitda",
        label: "EBITDA",
        kind: Kind::Money,
        concepts: &[],
        unit: "USD",
        // EBITDAR (before rent too) and EBITDAre (a REIT's) are measures of their own.
        words: &["ebitda", "adjusted ebitda", "consolidated adjusted ebitda", "adj. ebitda"],
        guided: true,
        actuals: false,
    },
    // Its margin is named so that "adjusted EBITDA margin of 31%" is not read as EBITDA; no
    // metric SayDo holds measures it.
    Metric {
        name: "ebitda_margin",
        label: "EBITDA margin",
        kind: Kind::Ratio { num: "ebitda", den: "revenue" },
        concepts: &[],
        unit: "percent",
        words: &["ebitda margin", "adjusted ebitda margin", "ebitda margins", "adjusted ebitda margins"],
        guided: false,
        actuals: false,
    },
    Metric {
        name: "other",
        label: "other guided figure",
        kind: Kind::Money,
        concepts: &[],
        unit: "USD",
        // Named by no word: the extractor gives it to guided money figures of a part of the
        // business (a segment's revenue, ARR) that no metric above measures.
        words: &[],
        guided: true,
        actuals: false,
    },
];

/// A metric by name, any of the vocabulary.
pub fn metric(name: &str) -> Option<&'static Metric> {
    METRICS.iter().find(|m| m.name == name)
}

/// A metric the tools read actuals for, by name (what the router and the model may ask for).
pub fn by_name(name: &str) -> Option<&'static Metric> {
    metric(name).filter(|m| m.actuals)
}

/// The names the tools accept: every metric reported or guided (a guided growth is computed
/// from the reported metric it measures).
pub fn names() -> Vec<&'static str> {
    METRICS.iter().filter(|m| m.actuals || m.guided).map(|m| m.name).collect()
}

/// Growth that leaves out part of what reported growth counts (acquisitions, exchange rates,
/// stores opened or closed). XBRL reports none of it, so it is never computed from facts.
const COMPARABLE_STORE: &[&str] = &["comparable", "same-store", "same store", "comp sales", "like-for-like"];
const ADJUSTED_GROWTH: &[&str] = &["organic", "constant currency", "constant-currency", "currency-neutral"];

/// Whether an adjusted-growth word is one of comparable-store sales.
pub fn comparable_store(word: &str) -> bool {
    COMPARABLE_STORE.contains(&word)
}

/// The words in `text` that make a growth an adjusted one ("organic"), if any.
pub fn adjusted_growth(text: &str) -> Option<&'static str> {
    let t = text.to_lowercase();
    COMPARABLE_STORE.iter().chain(ADJUSTED_GROWTH).copied().find(|w| t.contains(w))
}

/// The metric a growth metric measures ("revenue" for revenue growth), when it is one.
pub fn measured_by(m: &Metric) -> Option<&'static Metric> {
    match m.kind {
        Kind::Growth { of } => metric(of),
        _ => None,
    }
}

fn is_word_char(b: u8) -> bool {
    b.is_ascii_alphanumeric()
}

/// Every (start, end, metric) where one of the metric's words stands as whole words in `lower`.
/// Words people use in questions for a metric that releases use for other things ("how much
/// did Apple make", "what did Snowflake lose"): the router reads them, the extractor does not.
const ASKED: &[(&str, &str)] = &[
    ("net loss", "net_income"),
    ("bottom line", "net_income"),
    ("operating loss", "operating_income"),
    ("top-line", "revenue"),
    ("net inc", "net_income"),
    // Analysts' shorthand: "op margin", "op income", "op inc".
    ("op margin", "operating_margin"),
    ("op margins", "operating_margin"),
    ("op income", "operating_income"),
    ("op inc", "operating_income"),
    ("op profit", "operating_income"),
    // "How much did it earn per share": a per-share figure asked with a verb.
    ("earn per share", "eps"),
    ("earned per share", "eps"),
    ("make per share", "eps"),
    ("made per share", "eps"),
    ("lose per share", "eps"),
    ("lost per share", "eps"),
    ("per diluted share", "eps"),
];

/// Verbs that only ask ("how much did it make", "what did it bring in"): they name a metric
/// only when the question names none.
const ASKING_VERBS: &[(&str, &str)] = &[
    ("earn", "net_income"),
    ("net", "net_income"),
    ("netted", "net_income"),
    ("earned", "net_income"),
    ("lose", "net_income"),
    ("lost", "net_income"),
    ("bring in", "revenue"),
    ("booked", "revenue"),
    ("brought in", "revenue"),
    ("make", "revenue"),
    ("made", "revenue"),
    ("generate", "revenue"),
    ("generated", "revenue"),
    ("take in", "revenue"),
    ("took in", "revenue"),
    ("rake in", "revenue"),
    ("raked in", "revenue"),
    ("pull in", "revenue"),
    ("pulled in", "revenue"),
    ("sell", "revenue"),
    ("sold", "revenue"),
];

fn asked_occurrences<'a>(lower: &'a str, words: &'static [(&'static str, &'static str)]) -> impl Iterator<Item = (usize, usize, &'static Metric)> + 'a {
    words.iter().filter_map(|(w, name)| metric(name).map(|m| (*w, m))).flat_map(move |(w, m)| {
        let mut hits = vec![];
        let mut from = 0;
        while let Some(i) = lower[from..].find(w) {
            let (s, e) = (from + i, from + i + w.len());
            // "make up", "made up of": what a thing consists of, not what it earned.
            let made_up = matches!(w, "make" | "made") && lower[e..].trim_start().starts_with("up");
            if (s == 0 || !is_word_char(lower.as_bytes()[s - 1])) && (e == lower.len() || !is_word_char(lower.as_bytes()[e])) && !made_up {
                hits.push((s, e, m));
            }
            from = e;
        }
        hits
    })
}

/// "E.P.S." written with stops is EPS. Rewritten in place, padded to the same length, so
/// the offsets found point into the text as written.
fn undotted(lower: String) -> String {
    if lower.contains("e.p.s") { lower.replace("e.p.s.", "eps   ").replace("e.p.s", "eps  ") } else { lower }
}

fn occurrences<'a>(lower: &'a str, only_answered: bool) -> impl Iterator<Item = (usize, usize, &'static Metric)> + 'a {
    METRICS.iter().filter(move |m| !only_answered || m.actuals || matches!(m.kind, Kind::Growth { .. })).flat_map(move |m| {
        // "research & development": a name's "and" is as often written "&".
        m.words.iter().flat_map(|w| std::iter::once(w.to_string()).chain(w.contains(" and ").then(|| w.replace(" and ", " & ")))).flat_map(move |w| {
            let mut hits = vec![];
            let mut from = 0;
            while let Some(i) = lower[from..].find(w.as_str()) {
                let s = from + i;
                let e = s + w.len();
                let ok_before = s == 0 || !is_word_char(lower.as_bytes()[s - 1]);
                let ok_after = e == lower.len() || !is_word_char(lower.as_bytes()[e]);
                if ok_before && ok_after {
                    hits.push((s, e, m));
                }
                from = e;
            }
            hits
        })
    })
}

/// The metric a question names, with where it was found: the longest phrase wins, then the
/// earliest. Only metrics the tools can answer are offered: reported ones, and growth (computed
/// from what it measures, or said to be adjusted growth XBRL does not state).
pub fn find(question: &str) -> Option<(&'static Metric, usize)> {
    let q = undotted(question.to_lowercase());
    // The first metric named, of the longest phrases: "gross margin" over the "margin" inside
    // it, and "free cash flow (operating cash flow minus capex)" is free cash flow, explained.
    // Words that only ask ("how much did it make") count when no metric is named.
    let mut all: Vec<(usize, usize, &'static Metric)> = occurrences(&q, true).chain(asked_occurrences(&q, ASKED)).collect();
    if all.is_empty() {
        // "How much cash did it generate from operations": cash asked with a verb is the cash
        // from operations, not revenue.
        let cash = q.split(|c: char| !c.is_ascii_alphanumeric()).any(|w| w == "cash");
        all = asked_occurrences(&q, ASKING_VERBS).map(|(s, e, m)| if cash { (s, e, metric("operating_cash_flow").unwrap_or(m)) } else { (s, e, m) }).collect();
    }
    let inside_longer = |&(s, e, _): &(usize, usize, &'static Metric)| all.iter().any(|&(s2, e2, _)| s2 <= s && e <= e2 && e2 - s2 > e - s);
    let mut named: Vec<(usize, usize, &'static Metric)> = all.iter().copied().filter(|o| !inside_longer(o)).collect();
    named.sort_by_key(|(s, e, _)| (*s, std::cmp::Reverse(e - s)));
    // "R&D plus SG&A, i.e. GAAP opex": a sum or difference restated as one metric asks for
    // that metric ("free cash flow, i.e. operating cash flow minus capex" names it first).
    if let (Some(first), Some(ie)) = (named.first(), RESTATED.find(&q)) {
        if first.0 < ie.start() && SUM_OR_DIFFERENCE.is_match(&q[first.1..ie.start()]) {
            if let Some(after) = named.iter().find(|o| o.0 >= ie.end()) {
                return Some((after.2, after.0));
            }
        }
    }
    // "gross marjin for 2022, i.e. gross profit over revenue": the metric misspelt before a
    // restatement is the one asked, not the first the restatement names outright.
    if let (Some(first), Some(ie)) = (named.first(), RESTATED.find(&q)) {
        if first.0 >= ie.end() {
            if let Some(m) = misspelt(&q[..ie.start()]) {
                return Some(m);
            }
        }
    }
    named.first().map(|&(s, _, m)| (m, s)).or_else(|| {
        // "What tax-rate range did it guide": a metric's words joined by a hyphen, as an
        // adjective before a noun; the same length, so positions hold.
        let spaced = q.replace('-', " ");
        if spaced == q {
            return None;
        }
        occurrences(&spaced, true).min_by_key(|(s, e, _)| (*s, std::cmp::Reverse(e - s))).map(|(s, _, m)| (m, s))
    }).or_else(|| misspelt(&q))
}

/// "i.e.", "that is", "namely": what follows restates what came before.
static RESTATED: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"\b(?:i\.?e\.?|that\s+is|namely|in\s+other\s+words|aka|a\.k\.a\.?)[,:]?\s").unwrap());
static SUM_OR_DIFFERENCE: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"(?:\bplus\b|\bminus\b|\band\b|\bless\b|\+|\s-\s)").unwrap());

/// A metric word misspelt ("reveune", "gross margn"): one edit from a one-word metric word of
/// six letters or more (two from one of nine or more), when nothing was named outright.
fn misspelt(lower: &str) -> Option<(&'static Metric, usize)> {
    let mut at = 0;
    for token in lower.split(|c: char| !c.is_ascii_alphabetic()) {
        let here = at;
        at += token.len() + 1;
        if token.len() < 5 {
            continue;
        }
        for m in METRICS.iter().filter(|m| m.actuals || matches!(m.kind, Kind::Growth { .. })) {
            for w in m.words.iter().flat_map(|w| w.split(' ')).filter(|w| w.len() >= 6) {
                let max = if w.len() >= 9 { 2 } else { 1 };
                if crate::resolve::edit_distance(token, w, max).is_some_and(|d| d > 0) {
                    // "margn" alone is not enough for "gross margin": the other words must be there.
                    let phrase = m.words.iter().find(|p| p.split(' ').any(|x| x == w)).copied().unwrap_or(w);
                    let rest_present = phrase.split(' ').filter(|x| *x != w).all(|x| lower.contains(x));
                    if rest_present {
                        return Some((m, here));
                    }
                }
            }
        }
    }
    None
}

/// The first metric named in a release's text, as a byte range of `text`: the earliest
/// phrase wins, and of phrases starting there the longest ("comparable sales" over "sales").
pub fn first_in(text: &str) -> Option<(usize, usize, &'static Metric)> {
    all_in(text).into_iter().next()
}

/// Every metric named in `text`, left to right, none overlapping: at each place the longest
/// phrase wins ("comparable sales" over "sales"). Byte offsets of `text` (the vocabulary's
/// words are ASCII, so lower-casing keeps them).
pub fn all_in(text: &str) -> Vec<(usize, usize, &'static Metric)> {
    let lower = undotted(text.to_ascii_lowercase());
    let mut hits: Vec<(usize, usize, &'static Metric)> = occurrences(&lower, false).collect();
    hits.sort_by(|a, b| a.0.cmp(&b.0).then(b.1.cmp(&a.1)));
    let mut out: Vec<(usize, usize, &'static Metric)> = vec![];
    for h in hits {
        if out.last().is_none_or(|l| h.0 >= l.1) {
            out.push(h);
        }
    }
    out
}

/// Whether a metric exists only outside GAAP (EBITDA): its guidance is non-GAAP whatever the
/// words beside it say.
pub fn non_gaap_by_definition(name: &str) -> bool {
    name == "ebitda"
}

/// The growth metric of a metric ("revenue" → "revenue_growth"), when the vocabulary has one.
pub fn growth_of(name: &str) -> Option<&'static Metric> {
    METRICS.iter().find(|m| matches!(m.kind, Kind::Growth { of } if of == name))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_metric_once_with_words_and_a_unit() {
        let mut names: Vec<&str> = METRICS.iter().map(|m| m.name).collect();
        names.sort();
        let n = names.len();
        names.dedup();
        assert_eq!(n, names.len(), "a metric is listed twice");
        for m in METRICS {
            assert!(!m.words.is_empty() || m.name == "other" || m.name == "net_income_to_parent", "{} has no words", m.name);
            assert!(["USD", "USD/share", "percent", "shares"].contains(&m.unit), "{}", m.name);
            for w in m.words {
                assert_eq!(*w, w.to_lowercase(), "words are lower case: {w}");
            }
            // Computed kinds name metrics that exist.
            match m.kind {
                Kind::Ratio { num: a, den: b } | Kind::Difference { a, b } => assert!(metric(a).is_some() && metric(b).is_some()),
                Kind::Growth { of } => assert!(metric(of).is_some()),
                _ => {}
            }
            if matches!(m.kind, Kind::Money | Kind::PerShare) && m.actuals {
                // (only metrics the tools read need a concept)
                assert!(!m.concepts.is_empty(), "{} is read from XBRL but names no concept", m.name);
            }
        }
        // A word names one metric only.
        let mut words: Vec<&str> = METRICS.iter().flat_map(|m| m.words.iter().copied()).collect();
        words.sort();
        let n = words.len();
        words.dedup();
        assert_eq!(n, words.len(), "a word names two metrics");
    }

    #[test]
    fn router_reads_the_longest_phrase_and_only_what_the_tools_answer() {
        assert_eq!(find("What was NVIDIA's gross margin in Q3?").map(|(m, _)| m.name), Some("gross_margin"));
        assert_eq!(find("free cash flow last year").map(|(m, _)| m.name), Some("free_cash_flow"));
        assert_eq!(find("net sales of Costco").map(|(m, _)| m.name), Some("revenue"));
        assert_eq!(find("did nvidia's reveune beat").map(|(m, _)| m.name), Some("revenue"));
        assert_eq!(find("apple gross margn in fy24").map(|(m, _)| m.name), Some("gross_margin"));
        assert_eq!(find("cost of sales in fiscal 2022").map(|(m, _)| m.name), Some("cost_of_revenue"));
        assert_eq!(find("spend on sales & marketing").map(|(m, _)| m.name), Some("selling_and_marketing"));
        // A per-share dividend is never the cash paid in dividends.
        assert_eq!(find("Apple's dividends per share in fiscal 2024").map(|(m, _)| m.name), Some("dividends_per_share"));
        assert_eq!(find("dividends paid in fiscal 2024").map(|(m, _)| m.name), Some("dividends_paid"));
        // Comparable sales is growth of a kind XBRL does not state: never read as revenue.
        assert_eq!(find("comparable sales at Best Buy").map(|(m, _)| m.name), Some("revenue_growth"));
        assert_eq!(adjusted_growth("comparable sales at Best Buy"), Some("comparable"));
        assert_eq!(find("sales growth at Best Buy").map(|(m, _)| m.name), Some("revenue_growth"));
        assert_eq!(measured_by(metric("revenue_growth").unwrap()).map(|m| m.name), Some("revenue"));
        assert!(by_name("revenue_growth").is_none());
        // The tools take guided metrics too.
        assert!(names().contains(&"capex") && names().contains(&"eps_growth") && names().contains(&"share_count"));
    }

    #[test]
    fn releases_words_name_metrics() {
        let name = |t: &str| first_in(t).map(|(_, _, m)| m.name);
        assert_eq!(name("Comparable sales decline of 3.0% to 6.0%"), Some("revenue_growth"));
        assert_eq!(name("Enterprise non-GAAP operating income rate of 3.7% to 4.1%"), Some("operating_margin"));
        assert_eq!(name("A 6 percent increase in organic revenue"), Some("revenue_growth"));
        assert_eq!(name("An 8 percent increase in core constant currency EPS"), Some("eps_growth"));
        assert_eq!(name("A core annual effective tax rate of 20 percent"), Some("tax_rate"));
        assert_eq!(name("The GAAP tax provision is expected to be approximately 30%"), Some("tax_rate"));
        assert_eq!(name("Capital expenditures of approximately $850 million"), Some("capex"));
        // A money metric's word: a percentage given for it is read as its growth by the extractor.
        assert_eq!(name("Adjusted Operational Sales"), Some("revenue"));
        assert_eq!(name("Net sales are expected to be"), Some("revenue"));
        assert_eq!(name("Core EPS of $7.20"), Some("eps"));
        assert_eq!(name("Diluted share count of 64 million"), Some("share_count"));
        assert_eq!(name("Non-operating income (expense), net, of $(40) million"), Some("other_income"));
        assert_eq!(name("Non-operating expense of about $40 million"), Some("other_income"));
        assert_eq!(name("nothing here"), None);
    }
}
