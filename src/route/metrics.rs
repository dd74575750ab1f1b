//! The metric vocabulary: what people call a figure, the XBRL concepts that report it (in
//! fallback order), and the metrics SayDo derives in code from others.

use serde::Serialize;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Kind {
    /// Reported as a money amount.
    Money,
    /// Reported per share.
    PerShare,
    /// A ratio SayDo computes: numerator / denominator × 100.
    Ratio { num: &'static str, den: &'static str },
    /// A difference SayDo computes: a − b.
    Difference { a: &'static str, b: &'static str },
}

#[derive(Debug, Clone, Copy, Serialize)]
pub struct Metric {
    pub name: &'static str,
    pub label: &'static str,
    pub kind: Kind,
    /// (taxonomy, concept) in fallback order.
    #[serde(skip)]
    pub concepts: &'static [(&'static str, &'static str)],
}

pub const METRICS: &[Metric] = &[
    Metric {
        name: "revenue",
        label: "revenue",
        kind: Kind::Money,
        concepts: &[
            ("us-gaap", "Revenues"),
            ("us-gaap", "RevenueFromContractWithCustomerExcludingAssessedTax"),
            ("us-gaap", "SalesRevenueNet"),
            ("us-gaap", "RevenueFromContractWithCustomerIncludingAssessedTax"),
            ("ifrs-full", "Revenue"),
        ],
    },
    Metric {
        name: "net_income",
        label: "net income",
        kind: Kind::Money,
        concepts: &[("us-gaap", "NetIncomeLoss"), ("us-gaap", "ProfitLoss"), ("ifrs-full", "ProfitLoss")],
    },
    Metric {
        name: "eps",
        label: "diluted earnings per share",
        kind: Kind::PerShare,
        concepts: &[("us-gaap", "EarningsPerShareDiluted"), ("ifrs-full", "DilutedEarningsLossPerShare")],
    },
    Metric {
        name: "operating_income",
        label: "operating income",
        kind: Kind::Money,
        concepts: &[("us-gaap", "OperatingIncomeLoss"), ("ifrs-full", "ProfitLossFromOperatingActivities")],
    },
    Metric {
        name: "operating_expenses",
        label: "operating expenses",
        kind: Kind::Money,
        concepts: &[("us-gaap", "OperatingExpenses")],
    },
    Metric {
        name: "research_and_development",
        label: "research and development expense",
        kind: Kind::Money,
        concepts: &[("us-gaap", "ResearchAndDevelopmentExpense"), ("ifrs-full", "ResearchAndDevelopmentExpense")],
    },
    Metric {
        name: "gross_profit",
        label: "gross profit",
        kind: Kind::Money,
        concepts: &[("us-gaap", "GrossProfit"), ("ifrs-full", "GrossProfit")],
    },
    Metric {
        name: "gross_margin",
        label: "gross margin",
        kind: Kind::Ratio { num: "gross_profit", den: "revenue" },
        concepts: &[],
    },
    Metric {
        name: "operating_margin",
        label: "operating margin",
        kind: Kind::Ratio { num: "operating_income", den: "revenue" },
        concepts: &[],
    },
    Metric {
        name: "tax_expense",
        label: "income tax expense",
        kind: Kind::Money,
        concepts: &[("us-gaap", "IncomeTaxExpenseBenefit"), ("ifrs-full", "IncomeTaxExpenseContinuingOperations")],
    },
    Metric {
        name: "pretax_income",
        label: "income before income taxes",
        kind: Kind::Money,
        concepts: &[
            ("us-gaap", "IncomeLossFromContinuingOperationsBeforeIncomeTaxesExtraordinaryItemsNoncontrollingInterest"),
            ("us-gaap", "IncomeLossFromContinuingOperationsBeforeIncomeTaxesMinorityInterestAndIncomeLossFromEquityMethodInvestments"),
            ("ifrs-full", "ProfitLossBeforeTax"),
        ],
    },
    Metric {
        name: "tax_rate",
        label: "effective tax rate",
        kind: Kind::Ratio { num: "tax_expense", den: "pretax_income" },
        concepts: &[],
    },
    Metric {
        name: "capex",
        label: "capital expenditures",
        kind: Kind::Money,
        concepts: &[
            ("us-gaap", "PaymentsToAcquirePropertyPlantAndEquipment"),
            ("us-gaap", "PaymentsToAcquireProductiveAssets"),
            ("ifrs-full", "PurchaseOfPropertyPlantAndEquipmentClassifiedAsInvestingActivities"),
        ],
    },
    Metric {
        name: "operating_cash_flow",
        label: "operating cash flow",
        kind: Kind::Money,
        concepts: &[
            ("us-gaap", "NetCashProvidedByUsedInOperatingActivities"),
            ("ifrs-full", "CashFlowsFromUsedInOperatingActivities"),
        ],
    },
    Metric {
        name: "free_cash_flow",
        label: "free cash flow",
        kind: Kind::Difference { a: "operating_cash_flow", b: "capex" },
        concepts: &[],
    },
    Metric {
        name: "other_income",
        label: "other income and expense",
        kind: Kind::Money,
        concepts: &[("us-gaap", "NonoperatingIncomeExpense"), ("us-gaap", "OtherNonoperatingIncomeExpense")],
    },
];

pub fn by_name(name: &str) -> Option<&'static Metric> {
    METRICS.iter().find(|m| m.name == name)
}

pub fn names() -> Vec<&'static str> {
    METRICS.iter().map(|m| m.name).collect()
}

/// Words people use for each metric, longest first so "gross margin" beats "margin".
const WORDS: &[(&str, &str)] = &[
    ("diluted earnings per share", "eps"),
    ("earnings per share", "eps"),
    ("eps", "eps"),
    ("free cash flow", "free_cash_flow"),
    ("operating cash flow", "operating_cash_flow"),
    ("cash from operations", "operating_cash_flow"),
    ("gross margins", "gross_margin"),
    ("gross margin", "gross_margin"),
    ("operating margin", "operating_margin"),
    ("gross profit", "gross_profit"),
    ("operating expenses", "operating_expenses"),
    ("operating expense", "operating_expenses"),
    ("opex", "operating_expenses"),
    ("operating income", "operating_income"),
    ("income from operations", "operating_income"),
    ("research and development", "research_and_development"),
    ("r&d", "research_and_development"),
    ("other income", "other_income"),
    ("effective tax rate", "tax_rate"),
    ("tax rate", "tax_rate"),
    ("income tax", "tax_expense"),
    ("capital expenditures", "capex"),
    ("capital expenditure", "capex"),
    ("capex", "capex"),
    ("net income", "net_income"),
    ("net loss", "net_income"),
    ("bottom line", "net_income"),
    ("earn", "net_income"),
    ("earned", "net_income"),
    ("lose", "net_income"),
    ("lost", "net_income"),
    ("operating profit", "operating_income"),
    ("operating loss", "operating_income"),
    ("net earnings", "net_income"),
    ("profit", "net_income"),
    ("net sales", "revenue"),
    ("total revenue", "revenue"),
    ("revenues", "revenue"),
    ("revenue", "revenue"),
    ("sales", "revenue"),
    ("top line", "revenue"),
    ("top-line", "revenue"),
    ("bring in", "revenue"),
    ("brought in", "revenue"),
    ("make", "revenue"),
    ("made", "revenue"),
];

/// The metric a question names, with where it was found.
pub fn find(question: &str) -> Option<(&'static Metric, usize)> {
    let q = question.to_lowercase();
    let mut best: Option<(usize, usize, &str)> = None;
    for (w, name) in WORDS {
        if let Some(i) = q.find(w) {
            let ok_before = i == 0 || !q.as_bytes()[i - 1].is_ascii_alphanumeric();
            let e = i + w.len();
            let ok_after = e >= q.len() || !q.as_bytes()[e].is_ascii_alphanumeric();
            // The longest phrase wins, then the earliest.
            if ok_before && ok_after && best.is_none_or(|(bi, bl, _)| w.len() > bl || w.len() == bl && i < bi) {
                best = Some((i, w.len(), name));
            }
        }
    }
    best.and_then(|(i, _, n)| by_name(n).map(|m| (m, i)))
}
