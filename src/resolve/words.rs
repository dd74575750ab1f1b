//! Word lists the resolver uses to tell a company from ordinary English.

/// Upper-case tokens that are finance or everyday acronyms far more often than tickers
/// ("AI" is C3.ai's ticker; "Did NVIDIA say anything about AI" is not about C3.ai).
pub const ACRONYMS: &[&str] = &[
    "A", "AI", "ALL", "AND", "API", "AR", "ARE", "ARR", "ASP", "AT", "B", "BE", "BN", "BY", "CAPEX", "CEO", "CFO", "CO",
    "COO", "CPU", "CTO", "D", "DC", "DCF", "DID", "DO", "EBIT", "EBITDA", "ESG", "EU", "EV", "EVS", "FCF", "FOR", "FY",
    "GAAP", "GPU", "H1", "H2", "HIT", "I", "II", "III", "IN", "INC", "IPO", "IS", "IT", "ITS", "IV", "K", "LLC", "LTD",
    "M", "MM", "NA", "NO", "NON", "NOW", "OF", "OK", "ON", "ONE", "OPEX", "OR", "OUT", "PC", "PLC", "Q", "Q1", "Q2", "Q3",
    "Q4", "QOQ", "R", "ROE", "ROI", "ROIC", "SAAS", "SEC", "SO", "THE", "TO", "TTM", "TV", "UK", "UP", "US", "USA", "USD",
    "VR", "WAS", "WE", "WHAT", "YOY", "YTD", "EPS", "FQ", "CY", "MD", "MDA", "RD", "SGA", "OI", "NI", "GM", "ARPU",
];

/// Abbreviations of people's roles and of office shorthand that are also tickers ("PM" is
/// Philip Morris): a company only when nothing else in the question names one.
pub const ROLES: &[&str] = &["PM", "AM", "IR", "PR", "HR", "VP", "EVP", "SVP", "CIO", "CMO", "CAO", "MBA", "CFA", "CPA", "FYI", "FAQ", "ASAP", "TLDR", "PS"];

/// Common English and finance words: a lower-case token that is one of these is never read
/// as a ticker, and a one-word company name that is one of these must be capitalised.
pub const COMMON: &[&str] = &[
    "a", "about", "above", "after", "again", "against", "all", "also", "am", "an", "and", "any", "are", "as", "at", "be",
    "beyond", "across", "despite", "amid", "amidst", "besides", "except", "outside", "inside", "toward", "towards", "via",
    "within", "without", "onto", "upon", "throughout", "unlike", "regarding", "following", "since",
    "beat", "because", "been", "before", "being", "below", "between", "both", "but", "by", "can", "could", "did", "do",
    "does", "doing", "down", "during", "each", "few", "for", "from", "further", "had", "has", "have", "having", "he",
    "her", "here", "hers", "him", "his", "how", "i", "if", "in", "into", "is", "it", "its", "itself", "just", "me", "more",
    "most", "my", "no", "nor", "not", "now", "of", "off", "on", "once", "only", "or", "other", "our", "out", "over", "own",
    "same", "she", "should", "so", "some", "such", "than", "that", "the", "their", "them", "then", "there", "these",
    "they", "this", "those", "through", "to", "too", "under", "until", "up", "very", "was", "we", "were", "what", "when",
    "where", "which", "while", "who", "whom", "why", "will", "with", "would", "you", "your", "hit", "miss", "missed",
    "meet", "met", "deliver", "delivered", "guide", "guided", "guidance", "outlook", "expect", "expected", "forecast",
    "revenue", "revenues", "sales", "net", "income", "margin", "margins", "gross", "operating", "expenses", "expense",
    "profit", "earnings", "share", "shares", "per", "cash", "flow", "free", "tax", "rate", "quarter", "quarterly",
    "year", "years", "annual", "fiscal", "first", "second", "third", "fourth", "last", "next", "latest", "recent",
    "report", "reported", "actual", "actuals", "results", "result", "total", "growth", "target", "targets", "range",
    "high", "low", "mid", "point", "billion", "million", "thousand", "percent", "dollars", "say", "said", "says", "tell",
    "show", "give", "gave", "compare", "versus", "vs", "demand", "supply", "data", "center", "gaming", "auto", "cost",
    "costs", "fast", "well", "good", "best", "real", "open", "life", "team", "main", "key", "big", "new", "old", "one",
    "two", "three", "four", "plus", "minus", "about", "around", "near", "nearly", "approximately", "company", "companies",
    "management", "ceo", "cfo", "call", "calls", "capital", "spending", "capex", "opex", "research", "development",
    "diluted", "basic", "non", "gaap", "adjusted", "segment", "segments", "product", "products", "service", "services",
    "cloud", "ai", "chips", "chip", "market", "markets", "stock", "price", "dividend", "dividends", "buyback", "debt",
    "trend", "trends", "outlook", "ended", "ending", "end", "q1", "q2", "q3", "q4", "fy", "h1", "h2", "ytd", "much",
    "many", "was", "guide", "ahead", "behind", "short", "fell", "rose", "grew", "up", "down", "did", "does", "made",
    "make", "earn", "earned", "spend", "spent", "general", "american", "united", "national", "global", "international",
    "first", "bank", "energy", "health", "power", "home", "world", "group", "trust", "capital", "financial", "solar",
    "way", "care", "live", "love", "play", "run", "safe", "save", "sure", "true", "value", "wing", "work", "zone", "hope",
    "post", "pay", "peak", "plan", "prime", "pure", "rare", "rock", "rent", "site", "star", "sun", "tech", "trip", "turn",
    "user", "users", "view", "vision", "vital", "wave", "wide", "wise", "win", "yield", "yes", "lot", "any", "anything",
    "apply", "week", "weeks", "month", "months", "day", "days", "today", "term", "long", "full", "half", "calendar",
    "please", "thanks", "explain", "summarize", "summary", "vs.", "per-share", "expectations", "expectation", "estimate",
    "estimates", "consensus", "surprise", "scorecard", "history", "track", "record", "commentary", "comment", "comments",
];

/// Words that name a kind of business, a place or a legal form rather than one company.
/// Alone they never resolve to a company ("Acme Quantum Holdings" is not QUANTUM CORP);
/// a name made only of them must be written as a name ("General Dynamics", "Quantum Corp").
pub const GENERIC: &[&str] = &[
    "acquisition", "acquisitions", "advanced", "aerospace", "agriculture", "airlines", "alliance", "analytics",
    "applied", "asset", "assets", "associates", "automotive", "aviation", "bancorp", "bancshares", "bankshares",
    "bio", "biosciences", "biotech", "biotherapeutics", "brands", "business", "chemical", "chemicals", "clean",
    "communications", "computer", "computing", "consolidated", "consulting", "consumer", "control", "controls",
    "corporate", "creative", "credit", "devices", "diagnostics", "digital", "direct", "discovery", "dynamic",
    "dynamics", "education", "electric", "electronics", "engineering", "enterprise", "enterprises", "entertainment",
    "environmental", "equity", "equities", "export", "exports", "finance", "food", "foods", "fund", "funds",
    "genetics", "genomics", "goods", "healthcare", "hospitality", "import", "imports", "income", "industrial",
    "industries", "infrastructure", "innovation", "innovations", "instruments", "insurance", "interactive",
    "interstellar", "investment", "investments", "investors", "labs", "laboratories", "logistics", "machines",
    "manufacturing", "materials", "media", "medical", "metals", "mining", "mobile", "motors", "municipal", "network",
    "networks", "oil", "gas", "opportunities", "opportunity", "partners", "pharma", "pharmaceuticals", "precision",
    "properties", "quantum", "realty", "renewable", "renewables", "resources", "retail", "robotics", "royalty",
    "sciences", "security", "semiconductor", "semiconductors", "software", "solutions", "space", "strategic",
    "strategies", "systems", "technologies", "technology", "telecom", "therapeutics", "transport", "transportation",
    "ventures", "widget", "widgets", "wireless", "holdings", "holding", "corp", "corporation", "inc", "incorporated",
    "limited", "ltd", "plc", "llc", "partnership", "industries", "worldwide", "north", "south", "east", "west",
    "western", "eastern", "northern", "southern", "pacific", "atlantic", "america", "americas", "china", "asia",
    "europe", "european", "canada", "canadian", "texas", "california", "new", "york", "city", "street", "green",
    "blue", "red", "gold", "silver", "star", "sun", "united", "standard", "premier", "summit", "pioneer", "liberty",
    "heritage", "frontier", "horizon", "horizons", "apex", "alpha", "beta", "omega", "delta", "sigma", "nova", "next",
    "smart", "intelligent", "intelligence", "labs", "studio", "studios", "networks", "platforms", "platform",
    "import", "trading", "imaging", "devices", "pharmaceutical", "biopharma", "biologics", "medicine", "medicines",
];

/// Words that end a company's name and never a product line or a segment: written right
/// after a known company's whole name they make another company's name ("Snowflake
/// Dynamics", "Nvidia Biologics", "Pacific Apple Semiconductor"), one SEC does not list.
pub const NAME_ENDINGS: &[&str] = &[
    "bancorp", "bancshares", "biologics", "biosciences", "biotherapeutics", "dynamics", "enterprises", "holding",
    "holdings", "industries", "laboratories", "labs", "partners", "pharma", "pharmaceuticals", "semiconductor",
    "semiconductors", "technologies", "therapeutics", "ventures", "aerospace", "airlines", "airways", "biotech", "chemicals",
    "foods", "hotels", "insurance", "minerals", "mining", "petroleum", "realty", "resorts", "restaurants", "robotics",
    "farms", "biometrics", "genomics", "diagnostics", "logistics", "shipping", "apparel", "outfitters", "brewing", "beverages",
    "cosmetics",
];
