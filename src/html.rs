//! HTML and iXBRL filings to clean text: scripts, styles and hidden iXBRL headers dropped,
//! entities decoded, table rows kept as "Revenue | $18,120 | $5,931", headings kept as
//! section markers. Offsets are in characters of the clean text.

use ego_tree::iter::Edge;
use scraper::{Html, Node};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BlockKind {
    Heading,
    Para,
    Row,
}

#[derive(Debug, Clone)]
pub struct Block {
    pub kind: BlockKind,
    /// The section this block sits in (the latest heading's canonical name).
    pub section: String,
    /// Character offsets into `CleanDoc::text`.
    pub start: usize,
    pub end: usize,
    /// Byte offsets into `CleanDoc::text`, for slicing.
    pub byte_start: usize,
    pub byte_end: usize,
    /// For a table row: the column heading above each of its value cells, in order ("" when
    /// a cell has none), e.g. ["Q2 FY24 Guidance", "Full Year FY24 Guidance"].
    pub columns: Vec<String>,
    /// For a table row: what the table says above its label column ("Q1 2023",
    /// "($ in Billions, except EPS)"), and any caption line right above the table.
    pub title: String,
}

#[derive(Debug, Clone, Default)]
pub struct CleanDoc {
    pub text: String,
    pub blocks: Vec<Block>,
}

impl CleanDoc {
    pub fn block_text(&self, b: &Block) -> &str {
        &self.text[b.byte_start..b.byte_end]
    }
}

/// What a cell spanned by the one before it holds while a row is read: no text of its own.
const SPANNED: &str = "\u{1}";

const SKIP: &[&str] = &["script", "style", "head", "title", "noscript", "ix:header", "template", "svg"];
const BLOCKS: &[&str] = &[
    "p", "div", "br", "li", "ul", "ol", "table", "h1", "h2", "h3", "h4", "h5", "h6", "section", "article", "blockquote",
    "center", "hr", "body", "html", "tbody", "thead", "dl", "dt", "dd", "pre", "form",
];

/// Canonical names for the sections SayDo cares about; other headings keep their text.
pub fn canonical_section(heading: &str) -> String {
    let h = heading.to_lowercase();
    let h = h.trim().trim_end_matches(':');
    let has = |w: &str| h.contains(w);
    if has("reconciliation") {
        "Reconciliation".into()
    } else if has("outlook") || has("guidance") || h == "targets" || has("financial targets") || has("expectations") || has("forecast") || has("looking ahead") || has("looking forward") {
        "Outlook".into()
    } else if has("cfo commentary") || has("commentary") && has("cfo") {
        "CFO Commentary".into()
    } else if has("management's discussion") || has("management\u{2019}s discussion") {
        "MD&A".into()
    } else if has("risk factors") {
        "Risk Factors".into()
    } else if has("forward-looking") || has("forward looking") {
        "Forward-Looking Statements".into()
    } else if has("highlights") {
        "Highlights".into()
    } else {
        heading.trim().trim_end_matches(':').to_owned()
    }
}

fn is_boldish(el: &scraper::node::Element) -> bool {
    matches!(el.name(), "b" | "strong" | "h1" | "h2" | "h3" | "h4" | "h5" | "h6")
        || el.attr("style").is_some_and(|s| {
            let s = s.to_ascii_lowercase().replace(' ', "");
            s.contains("font-weight:bold") || s.contains("font-weight:700") || s.contains("font-weight:600") || s.contains("font-weight:800")
        })
}

fn hidden(el: &scraper::node::Element) -> bool {
    el.attr("style").is_some_and(|s| s.to_ascii_lowercase().replace(' ', "").contains("display:none"))
}

struct Builder {
    doc: CleanDoc,
    chars: usize,
    section: String,
    buf: String,
    bold_chars: usize,
    total_chars: usize,
    heading_tag: bool,
    cells: Option<Vec<String>>,
    cell: Option<String>,
    /// Heading rows of the current `<table>` (rows without figures), for the rows below them.
    table_heads: Vec<(Vec<(usize, String)>, usize)>,
    /// The colspan of the cell being read.
    cell_span: usize,
    /// The rowspan of the cell being read.
    cell_rows: usize,
    /// Cells of rows above that span down into the rows below ("Fiscal 2026" over the four
    /// rows of its group): (position, text, rows still to fill).
    carried: Vec<(usize, String, usize)>,
    /// Set for the next Row block emitted.
    row_context: Option<(Vec<String>, String)>,
}

fn push_text(dst: &mut String, t: &str) -> usize {
    let mut n = 0;
    for c in t.chars() {
        let c = if c.is_whitespace() || c == '\u{a0}' || c.is_control() { ' ' } else { c };
        if c == ' ' && (dst.is_empty() || dst.ends_with(' ')) {
            continue;
        }
        dst.push(c);
        if c != ' ' {
            n += 1;
        }
    }
    n
}

impl Builder {
    fn new() -> Builder {
        Builder {
        doc: CleanDoc::default(),
        chars: 0,
        section: String::new(),
        buf: String::new(),
        bold_chars: 0,
        total_chars: 0,
        heading_tag: false,
        cells: None,
        cell: None,
        table_heads: Vec::new(),
        cell_span: 1,
        cell_rows: 1,
        carried: Vec::new(),
        row_context: None,
    }
    }

    /// Fills the positions of the current row that a cell above spans down into, from the
    /// row's next position on.
    fn fill_carried(&mut self) {
        let Some(cells) = self.cells.as_mut() else { return };
        while let Some(c) = self.carried.iter_mut().find(|c| c.0 == cells.len() && c.2 > 0) {
            cells.push(c.1.clone());
            c.2 -= 1;
        }
        self.carried.retain(|c| c.2 > 0);
    }

    fn emit(&mut self, kind: BlockKind, text: &str) {
        let text = text.trim();
        if text.is_empty() {
            return;
        }
        if !self.doc.text.is_empty() {
            self.doc.text.push('\n');
            self.chars += 1;
        }
        let byte_start = self.doc.text.len();
        let start = self.chars;
        self.doc.text.push_str(text);
        self.chars += text.chars().count();
        if kind == BlockKind::Heading {
            self.section = canonical_section(text);
        }
        let (columns, title) = if kind == BlockKind::Row { self.row_context.take().unwrap_or_default() } else { Default::default() };
        self.doc.blocks.push(Block {
            kind,
            section: self.section.clone(),
            start,
            end: self.chars,
            byte_start,
            byte_end: self.doc.text.len(),
            columns,
            title,
        });
    }

    fn flush(&mut self) {
        let text = std::mem::take(&mut self.buf);
        let t = text.trim();
        if !t.is_empty() {
            let words = t.split_whitespace().count();
            let short = t.chars().count() <= 80 && words <= 10 && !t.ends_with('.') && !t.ends_with(',');
            let all_bold = self.total_chars > 0 && self.bold_chars * 10 >= self.total_chars * 9;
            let known = {
                let c = canonical_section(t);
                c != t.trim_end_matches(':')
            };
            // A known section in a title's shape is a heading even unstyled: "Third Quarter of
            // Fiscal Year 2026 Outlook" in a plain <p> over the outlook table.
            let heading = short && t.chars().any(|c| c.is_alphabetic()) && (self.heading_tag || all_bold || known && (words <= 4 || title_like(t)));
            self.emit(if heading { BlockKind::Heading } else { BlockKind::Para }, t);
        }
        self.bold_chars = 0;
        self.total_chars = 0;
        self.heading_tag = false;
    }

    fn end_row(&mut self) {
        self.fill_carried();
        let Some(cells) = self.cells.take() else { return };
        let width = cells.len();
        // "$" | "18,120" and "72.5" | "%" are one figure split across cells. Each merged cell
        // keeps the position of the cell its text comes from, for the headings above it.
        let mut merged: Vec<String> = Vec::new();
        let mut positions: Vec<usize> = Vec::new();
        // The last position each merged cell covers (a colspan reaches past its own).
        let mut reach: Vec<usize> = Vec::new();
        let mut prefix = String::new();
        for (pos, c) in cells.into_iter().enumerate() {
            if c == SPANNED {
                if let Some(r) = reach.last_mut().filter(|r| **r + 1 == pos) {
                    *r = pos;
                }
                continue;
            }
            let c = c.trim().to_owned();
            if c.is_empty() {
                continue;
            }
            if matches!(c.as_str(), "$" | "(" | "($" | "$(") {
                prefix.push_str(&c);
                continue;
            }
            if matches!(c.as_str(), "%" | ")" | ")%" | "%)" | "pts" | "bps") && !merged.is_empty() && prefix.is_empty() {
                merged.last_mut().unwrap().push_str(&c);
                continue;
            }
            merged.push(format!("{}{}", std::mem::take(&mut prefix), c));
            positions.push(pos);
            reach.push(pos);
        }
        if !prefix.is_empty() {
            merged.push(prefix);
            positions.push(width.saturating_sub(1));
            reach.push(width.saturating_sub(1));
        }
        let row = merged.join(" | ");
        if !row.is_empty() {
            // A one-cell row that looks like a heading is one (tables are often used for layout).
            let t = row.trim();
            let known = canonical_section(t) != t.trim_end_matches(':');
            if merged.len() == 1 && known && t.split_whitespace().count() <= 4 {
                self.emit(BlockKind::Heading, &row);
            } else {
                let values = merged.iter().skip(1).filter(|c| is_value_cell(c)).count();
                if values == 0 && !merged.iter().any(|c| is_value_cell(c)) {
                    // A heading row of the table ("Q3 FY24 | Full Year FY24"): it names the columns below.
                    // A label alone over rows ("Diluted EPS" over "GAAP" | "Non-GAAP") replaces the
                    // one before it: each names its own group of rows.
                    let group = |h: &(Vec<(usize, String)>, usize)| h.0.len() == 1 && h.0[0].0 == 0 && !states_units(&h.0[0].1);
                    if merged.len() == 1 && positions.first() == Some(&0) {
                        self.table_heads.retain(|h| !group(h));
                    }
                    self.table_heads.push((positions.into_iter().zip(merged.iter().cloned()).collect(), width));
                } else {
                    let from = 1.min(positions.len());
                    self.row_context = Some(html_columns(&self.table_heads, &positions[from..], &reach[from..], width));
                }
                self.emit(BlockKind::Row, &row);
            }
        }
    }
}

/// Converts an HTML (or iXBRL) document to clean text with blocks and sections.
pub fn to_text(html: &str) -> CleanDoc {
    let dom = Html::parse_document(html);
    let mut b = Builder::new();
    let mut skip_depth = 0usize;
    let mut bold_depth = 0usize;
    // Per open element: (skipping, bold) so that Close undoes exactly what Open did.
    let mut stack: Vec<(bool, bool)> = Vec::with_capacity(64);
    for edge in dom.tree.root().traverse() {
        match edge {
            Edge::Open(node) => match node.value() {
                Node::Element(el) => {
                    let name = el.name();
                    let skip = SKIP.contains(&name) || hidden(el);
                    if skip {
                        skip_depth += 1;
                    }
                    let bold = !skip && is_boldish(el);
                    if bold {
                        bold_depth += 1;
                    }
                    stack.push((skip, bold));
                    if skip_depth > 0 {
                        continue;
                    }
                    match name {
                        "tr" => {
                            b.flush();
                            b.end_row();
                            b.cells = Some(Vec::new());
                        }
                        "table" if b.cell.is_none() => {
                            b.flush();
                            b.table_heads.clear();
                            b.carried.clear();
                        }
                        "td" | "th" => {
                            if b.cells.is_none() {
                                b.flush();
                                b.cells = Some(Vec::new());
                            }
                            b.cell = Some(String::new());
                            // A cell spanning columns holds their places (bounded: hostile input).
                            b.cell_span = el.attr("colspan").and_then(|c| c.trim().parse::<usize>().ok()).unwrap_or(1).clamp(1, 64);
                            b.cell_rows = el.attr("rowspan").and_then(|c| c.trim().parse::<usize>().ok()).unwrap_or(1).clamp(1, 64);
                        }
                        "br" if b.cell.is_some() => b.cell.as_mut().unwrap().push(' '),
                        n if BLOCKS.contains(&n) && b.cell.is_none() => {
                            b.flush();
                            if n.len() == 2 && n.starts_with('h') {
                                b.heading_tag = true;
                            }
                        }
                        _ => {}
                    }
                }
                Node::Text(t) if skip_depth == 0 => {
                    if let Some(cell) = b.cell.as_mut() {
                        push_text(cell, t);
                    } else {
                        if !b.buf.is_empty() && !b.buf.ends_with(' ') && t.starts_with(char::is_whitespace) {
                            b.buf.push(' ');
                        }
                        let n = push_text(&mut b.buf, t);
                        b.total_chars += n;
                        if bold_depth > 0 {
                            b.bold_chars += n;
                        }
                    }
                }
                _ => {}
            },
            Edge::Close(node) => {
                if let Node::Element(el) = node.value() {
                    let (skip, bold) = stack.pop().unwrap_or((false, false));
                    if bold {
                        bold_depth -= 1;
                    }
                    if skip {
                        skip_depth -= 1;
                        continue;
                    }
                    if skip_depth > 0 {
                        continue;
                    }
                    match el.name() {
                        "td" | "th" => {
                            b.fill_carried();
                            if let (Some(cell), Some(cells)) = (b.cell.take(), b.cells.as_mut()) {
                                let at = cells.len();
                                if b.cell_rows > 1 {
                                    b.carried.push((at, cell.clone(), b.cell_rows - 1));
                                    b.carried.extend((1..b.cell_span).map(|i| (at + i, SPANNED.to_owned(), b.cell_rows - 1)));
                                }
                                cells.push(cell);
                                for _ in 1..b.cell_span {
                                    cells.push(SPANNED.to_owned());
                                }
                                b.cell_span = 1;
                                b.cell_rows = 1;
                            }
                        }
                        "tr" => b.end_row(),
                        "table" if b.cell.is_none() => {
                            b.end_row();
                            b.flush();
                            b.table_heads.clear();
                            b.carried.clear();
                        }
                        n if BLOCKS.contains(&n) && b.cell.is_none() => b.flush(),
                        _ => {}
                    }
                }
            }
        }
    }
    b.end_row();
    b.flush();
    b.doc
}

/// Whether a table cell holds a figure (or says there is none: "N/A"), as opposed to a label
/// or a column heading. Years alone ("2023", "FY24") are headings, not figures.
pub fn is_value_cell(cell: &str) -> bool {
    let c = cell.trim();
    let lower = c.to_lowercase();
    if matches!(lower.as_str(), "n/a" | "na" | "nm" | "n.m." | "—" | "–" | "-") {
        return true;
    }
    if !c.chars().any(|ch| ch.is_ascii_digit()) {
        return false;
    }
    let words = c.split_whitespace().filter(|w| w.chars().filter(|ch| ch.is_alphabetic()).count() >= 3).count();
    // A negative in parentheses, "(0.80)"; a date in them ("Prior (Feb. 4)") is no figure, nor
    // a footnote marker on a word ("2025 Guidance Ranges(1)").
    let negative = c.match_indices('(').any(|(i, _)| {
        let rest = &c[i + 1..];
        let on_word = c[..i].ends_with(|ch: char| ch.is_alphabetic());
        !on_word && rest.split(')').next().is_some_and(|inner| !inner.is_empty() && rest.contains(')') && inner.chars().all(|ch| ch.is_ascii_digit() || matches!(ch, '.' | ',' | ' ')))
    });
    let figure = c.contains('$') || c.contains('%') || negative || c.starts_with('~');
    // A figure leads its cell ("$10.5-11.5 billion", "~10%", "approximately 16%", "GAAP: $2.65"),
    // where a label with a footnote ("EPS (Diluted)3,4") leads with words.
    let lead = lower.trim_start_matches(|ch: char| ch == '~' || ch == '≈' || ch.is_whitespace());
    let leads = lead.starts_with(|ch: char| ch.is_ascii_digit() || matches!(ch, '$' | '(' | '-' | '–' | '−' | '+' | '.'))
        || ["approximately", "approx", "about", "around", "up ", "down ", "flat", "gaap:", "non-gaap:", "us$", "usd", "between ", "from ", "in the range of "]
            .iter()
            .any(|w| lead.starts_with(w));
    if figure {
        return leads && words <= 4;
    }
    // A bare number that is not a year or a period name.
    let year_or_period = c.split_whitespace().all(|w| {
        let w = w.trim_matches(|ch: char| !ch.is_alphanumeric());
        w.len() == 4 && w.starts_with("20") || w.chars().any(|ch| ch.is_alphabetic())
    });
    !year_or_period && words == 0
}

/// Column headings of an HTML table row whose value cells sit at `positions` of a row
/// `width` cells wide. A heading row as wide as the row places each heading over the cells
/// from its position to the next heading's ("GAAP" over "Low | High"); one of another width
/// is aligned on the right (labels sit on the left and often have no heading cell). Headings
/// over the label column make the title. A value cell spanning columns (`reaches`: the last
/// position each covers) sits under every heading it spans: "$668 million to $684 million"
/// across "GAAP" and "Non-GAAP" is stated for both.
fn html_columns(heads: &[(Vec<(usize, String)>, usize)], positions: &[usize], reaches: &[usize], width: usize) -> (Vec<String>, String) {
    let n = positions.len();
    let mut columns = vec![String::new(); n];
    let mut title = String::new();
    let first_value = positions.first().copied().unwrap_or(usize::MAX);
    let add = |s: &mut String, t: &str| {
        if !s.is_empty() {
            s.push(' ');
        }
        s.push_str(t);
    };
    for (head, head_width) in heads {
        if *head_width == width {
            for (k, (hp, text)) in head.iter().enumerate() {
                let next = head.get(k + 1).map(|h| h.0).unwrap_or(width);
                // Over the label column, or one cell across the whole table (a caption).
                if *hp < first_value && (next <= first_value || head.len() == 1) {
                    add(&mut title, text);
                    continue;
                }
                for (i, (vp, reach)) in positions.iter().zip(reaches).enumerate() {
                    if *hp <= *reach && *vp < next {
                        add(&mut columns[i], text);
                    }
                }
            }
            continue;
        }
        let k = head.len();
        for (i, (_, cell)) in head.iter().enumerate() {
            // Position of this heading cell counted from the right.
            let from_right = k - 1 - i;
            if from_right < n {
                add(&mut columns[n - 1 - from_right], cell);
            } else {
                add(&mut title, cell);
            }
        }
    }
    (columns, title)
}

/// A line of layout text split into cells at runs of two or more spaces, with each cell's
/// start and end column (in characters).
fn layout_cells(line: &str) -> Vec<(usize, usize, String)> {
    // Tabs and page breaks (form feeds start pages in pdftotext output) are spaces.
    let chars: Vec<char> = line.chars().map(|c| if c.is_control() || c == '\u{a0}' { ' ' } else { c }).collect();
    let mut cells = vec![];
    let mut i = 0;
    while i < chars.len() {
        if chars[i] == ' ' {
            i += 1;
            continue;
        }
        let start = i;
        let mut end = i;
        while i < chars.len() {
            if chars[i] == ' ' && (i + 1 >= chars.len() || chars[i + 1] == ' ') {
                break;
            }
            i += 1;
            end = i;
        }
        cells.push((start, end, chars[start..end].iter().collect::<String>()));
    }
    // "$" and "(0.80)" set apart in a column are one figure.
    let mut merged: Vec<(usize, usize, String)> = vec![];
    for c in cells {
        if let Some(last) = merged.last_mut() {
            if matches!(last.2.as_str(), "$" | "($" | "$(") && c.2.chars().next().is_some_and(|ch| ch.is_ascii_digit() || ch == '(') {
                last.2.push_str(&c.2);
                last.1 = c.1;
                continue;
            }
        }
        merged.push(c);
    }
    merged
}

/// Units written in parentheses after a label: "($M)", "($ in millions)", "($000s)".
static UNITS_IN_PARENS: std::sync::LazyLock<regex::Regex> =
    std::sync::LazyLock::new(|| regex::Regex::new(r"(?i)\(\s*\$\s*(?:in\s+)?(?:b|bn|m|mm|mn|k|000s?|billions?|millions?|thousands?)\s*\)").unwrap());

const BULLETS: &[char] = &['•', '●', '▪', '◦', '○', '■', '□', '►', '➢', '✓', '⁃', '\u{f0b7}', '\u{f0a7}', '\u{f0d8}', '\u{2023}', '\u{25aa}', '\u{25cf}'];

#[derive(Debug, PartialEq)]
enum LineKind {
    Blank,
    /// A label and figures in columns.
    Row,
    /// Figures in columns with no label (the label sits on a line above).
    Values,
    /// Column headings: short cells without figures, in columns or set far right.
    Head,
    /// Running text.
    Text,
}

fn classify_line(line: &str, cells: &[(usize, usize, String)]) -> LineKind {
    if cells.is_empty() {
        return LineKind::Blank;
    }
    // "Gross margin %" is a label; "38%" or "38 %" is a figure.
    let percent_figure = |c: &str| c.match_indices('%').any(|(i, _)| c[..i].trim_end().ends_with(|ch: char| ch.is_ascii_digit()));
    // "Q4 2025 Revenue ($M)": units in parentheses are part of a label.
    let label_like = |c: &str| {
        let c = UNITS_IN_PARENS.replace_all(c, " ");
        c.chars().any(|ch| ch.is_alphabetic()) && !is_value_cell(&c) && !c.contains('$') && !percent_figure(&c)
    };
    // A bare year over a column ("2024   2025") heads it; it is no figure.
    let year = |c: &str| c.len() == 4 && (c.starts_with("19") || c.starts_with("20")) && c.bytes().all(|b| b.is_ascii_digit());
    let values = cells.iter().filter(|c| is_value_cell(&c.2) && !year(c.2.trim())).count();
    // "($ millions)   --   $95 - $110": the units of a label wrapped from the line above.
    let units_only = |c: &str| UNITS_IN_PARENS.is_match(c) && UNITS_IN_PARENS.replace_all(c, "").trim().is_empty();
    if cells.len() >= 2 && (label_like(&cells[0].2) || units_only(&cells[0].2)) && values >= 1 && cells[0].2.split_whitespace().count() <= 14 {
        return LineKind::Row;
    }
    if values >= 1 && values == cells.len() && cells[0].0 >= 20 {
        return LineKind::Values;
    }
    // The units may sit in the label column of a heading line ("(in millions, except per share
    // amounts)   2024 Actual   2025 Outlook"): the other cells say whether it heads columns.
    let short = cells.iter().enumerate().all(|(i, c)| c.2.split_whitespace().count() <= 7 || i == 0 && cells.len() >= 2 && states_units(&c.2));
    if values == 0 && short && (cells.len() >= 2 || cells[0].0 >= 20) && !line.trim_end().ends_with('.') {
        return LineKind::Head;
    }
    LineKind::Text
}

/// Plain text (a PDF's text layer, a .txt release) as blocks: paragraphs split on blank
/// lines, short title-like lines as headings, and tables (columns set apart by runs of
/// spaces, as `pdftotext -layout` writes them) as Row blocks "label | cell | cell" that carry
/// the column headings found a few lines above.
pub fn plain_to_text(text: &str) -> CleanDoc {
    let mut b = Builder::new();
    let mut para = String::new();
    // Heading lines of the table being read, with their cells' columns.
    let mut heads: Vec<Vec<(usize, usize, String)>> = vec![];
    let mut heads_closed = false;
    // A label standing alone on its line, waiting for its figures on the next line.
    let mut pending_label: Option<String> = None;
    let mut pending_at = 0usize;
    // A label standing alone over indented rows ("Net Sales Growth" over "As Reported - GAAP",
    // "Organic, Non-GAAP"): it names what each of them measures.
    let mut group: Option<(usize, String)> = None;
    let mut lines_since_table = usize::MAX;

    fn flush_para(b: &mut Builder, para: &mut String) {
        let p = std::mem::take(para);
        let lines: Vec<&str> = p.split('\n').collect();
        // A known section title on the first line of a paragraph is a heading of its own.
        let first = lines[0].trim();
        // ("Third Quarter of Fiscal Year 2026 Outlook" over "(in millions, except per share data)")
        let titled = (first.split_whitespace().count() <= 6 || title_like(first)) && canonical_section(first) != first.trim_end_matches(':');
        let parts = if lines.len() > 1 && titled {
            vec![lines[0].to_owned(), lines[1..].join(" ")]
        } else {
            vec![lines.join(" ")]
        };
        for part in parts {
            push_text(&mut b.buf, &part);
            let t = b.buf.trim();
            // A line alone: a title ("Domestic Segment Results") or a known section ("Outlook").
            let known = t.split_whitespace().count() <= 6
                && ["Reconciliation", "Outlook", "CFO Commentary", "MD&A", "Risk Factors", "Forward-Looking Statements", "Highlights"].contains(&canonical_section(t).as_str());
            if title_like(t) || known {
                b.heading_tag = true;
            }
            b.flush();
        }
    }
    // A row is held for one line: the next may finish its figures ("Billion | Billion").
    type Held = (String, Vec<(usize, usize, String)>, Vec<String>, String);
    let mut held: Option<Held> = None;
    let emit_row = |b: &mut Builder, held: &mut Option<Held>| {
        if let Some((label, cells, columns, title)) = held.take() {
            b.row_context = Some((columns, title));
            let mut t = label.trim().to_owned();
            for c in &cells {
                t.push_str(" | ");
                t.push_str(c.2.trim());
            }
            b.emit(BlockKind::Row, &t);
        }
    };
    let hold = |label: String, cells: Vec<(usize, usize, String)>, heads: &[Vec<(usize, usize, String)>]| -> Held {
        let (columns, title) = layout_columns(heads, &cells);
        (label, cells, columns, title)
    };

    let mut broken = false;
    let lines: Vec<&str> = text.lines().collect();
    for (at_line, raw) in lines.iter().copied().enumerate() {
        let trimmed = raw.trim_start();
        // A dash or star and a space opening a line is a list item in text ("  -  Revenue of …"),
        // as the bullet characters are; "-5%" or "--" is not.
        // A lower-case "o" set apart by spaces is a hollow bullet as pdftotext writes it.
        let dash = ["- ", "* ", "\u{2013} ", "\u{2014} ", "o  ", "o\t"].iter().find(|d| trimmed.starts_with(**d));
        let bullet = trimmed.starts_with(BULLETS) || dash.is_some();
        let line: String = match dash {
            Some(d) => trimmed[d.len()..].trim_start().to_owned(),
            None if bullet => trimmed.trim_start_matches(BULLETS).trim_start().to_owned(),
            None => raw.to_owned(),
        };
        let cells = layout_cells(&line);
        let kind = if bullet { LineKind::Text } else { classify_line(&line, &cells) };
        // "Billion | Billion" under a row's figures finishes them.
        let units = kind == LineKind::Head
            && cells.iter().all(|c| matches!(c.2.trim().to_lowercase().as_str(), "billion" | "million" | "thousand" | "%"));
        if units {
            if let Some(h) = held.as_mut() {
                finish_cells(&mut h.1, &cells, |_| true);
                continue;
            }
        }
        // A range wrapped in its cells ("Between $10.45 billion and" / "$10.60 billion"): figures
        // under cells that end on a joining word finish them.
        if kind == LineKind::Values {
            if let Some(h) = held.as_mut().filter(|h| h.1.iter().any(|c| ends_open(&c.2))) {
                finish_cells(&mut h.1, &cells, ends_open);
                continue;
            }
        }
        emit_row(&mut b, &mut held);
        lines_since_table = lines_since_table.saturating_add(1);
        if broken && kind != LineKind::Blank {
            broken = false;
            let continues = kind == LineKind::Text && !bullet && line.trim_start().starts_with(|c: char| c.is_lowercase());
            if !continues {
                flush_para(&mut b, &mut para);
            }
        }
        match kind {
            LineKind::Blank => {
                // A sentence broken by a blank line (pdftotext leaves them inside footnotes)
                // goes on if the next line continues it in lower case.
                let open = para.trim_end().chars().next_back().is_some_and(|c| c.is_alphanumeric() || c == ',');
                if open {
                    broken = true;
                } else {
                    flush_para(&mut b, &mut para);
                }
            }
            LineKind::Row => {
                flush_para(&mut b, &mut para);
                // A label wrapped onto a second line ("Diluted earnings per share, excluding" /
                // "   land and inventory charges  $2.40  $2.60"): the row's label goes on in
                // lower case.
                // So does a lower-case aside: "Weighted average shares, diluted" / "(for non-GAAP
                // net income)  ~176".
                // So do the units of the label above: "Capital expenditures" / "  ($ millions)  $95 - $110".
                let goes_on = |t: &str| {
                    let t = t.trim_start();
                    t.starts_with(|c: char| c.is_lowercase()) || t.strip_prefix('(').is_some_and(|r| r.starts_with(|c: char| c.is_lowercase() || c == '$'))
                };
                // A group's heading ("Adjusted EBITDAR:" over "  Nevada", "  Midwest") heads
                // several indented rows; a label over one indented row alone, without a colon,
                // is wrapped ("Adjusted Comparable Store Sales" / "  Growth(1)  4.0% - 5.5%").
                // The wrapped line ends the label's noun phrase: the head noun of a measure.
                const HEAD_NOUNS: &[&str] = &["growth", "margin", "margins", "rate", "expenditures", "flow", "income", "sales", "revenue", "revenues", "expense", "expenses", "share", "eps", "earnings", "ratio", "profit", "loss", "costs", "ebitda"];
                let wrapped_words: Vec<&str> = cells[0].2.split_whitespace().collect();
                let tail_noun = wrapped_words.len() == 1 && HEAD_NOUNS.contains(&wrapped_words[0].trim_end_matches(|c: char| !c.is_alphabetic()).to_lowercase().as_str());
                let one_row_under = |first: &str| {
                    tail_noun
                        && !first.trim_end().ends_with(':')
                        && lines[at_line + 1..].iter().find(|l| !l.trim().is_empty()).is_none_or(|next| layout_cells(next).first().is_none_or(|c| c.0 <= pending_at))
                };
                let label = match pending_label.take() {
                    Some(first) if goes_on(&cells[0].2) => format!("{} {}", first.trim(), cells[0].2.trim()),
                    Some(first) if cells[0].0 > pending_at && one_row_under(&first) => format!("{} {}", first.trim(), cells[0].2.trim()),
                    Some(first) if cells[0].0 > pending_at => {
                        group = Some((pending_at, first.trim().to_owned()));
                        cells[0].2.clone()
                    }
                    _ => cells[0].2.clone(),
                };
                let mut row = hold(label, cells[1..].to_vec(), &heads);
                match &group {
                    // The group's label joins the row's title, as a caption over it would.
                    Some((at, name)) if cells[0].0 > *at => row.3 = format!("{} {name}", row.3).trim().to_owned(),
                    _ => group = None,
                }
                held = Some(row);
                pending_label = None;
                heads_closed = true;
                lines_since_table = 0;
            }
            LineKind::Values => {
                flush_para(&mut b, &mut para);
                let label = pending_label.take().unwrap_or_default();
                held = Some(hold(label, cells, &heads));
                heads_closed = true;
                lines_since_table = 0;
            }
            // A section's name centred over a table ("OUTLOOK", "Business Outlook") heads
            // the section, not a column.
            LineKind::Head if cells.len() == 1 && {
                let t = cells[0].2.trim();
                // A column's heading names its period ("Full Year FY24 Guidance"); a section's
                // does not, unless it is set in capitals as titles are ("2025 FINANCIAL OUTLOOK").
                let capitals = t.chars().any(|c| c.is_alphabetic()) && !t.chars().any(|c| c.is_lowercase());
                t.split_whitespace().count() <= 4
                    && canonical_section(t) != t.trim_end_matches(':')
                    && (capitals || (heads.is_empty() || heads_closed) && crate::period::find(t).is_empty())
            } =>
            {
                flush_para(&mut b, &mut para);
                heads.clear();
                heads_closed = false;
                pending_label = None;
                para.push_str(cells[0].2.trim());
                flush_para(&mut b, &mut para);
            }
            LineKind::Head => {
                flush_para(&mut b, &mut para);
                if heads_closed {
                    heads.clear();
                    heads_closed = false;
                }
                heads.push(cells);
            }
            LineKind::Text => {
                // A short label alone on its line inside a table ("Adjusted Operational Sales1,2,5").
                let t = line.trim();
                let in_table = !heads.is_empty() || lines_since_table <= 2;
                let known = canonical_section(t) != t.trim_end_matches(':') && t.split_whitespace().count() <= 5;
                // "(in millions, except per share amounts)" over a table is its units: it titles
                // that table (and no other).
                if !heads.is_empty() && !heads_closed && states_units(t) && t.split_whitespace().count() <= 12 {
                    flush_para(&mut b, &mut para);
                    heads.push(vec![(0, 0, t.to_owned())]);
                    continue;
                }
                // "Non-GAAP Financial Measures" between a table's rows: the rows below are of
                // that basis, so it joins the table's title.
                if !bullet && in_table && cells.len() == 1 && names_only_a_basis(t) {
                    flush_para(&mut b, &mut para);
                    pending_label = None;
                    heads.push(vec![(0, 0, t.to_owned())]);
                    continue;
                }
                if !bullet && !known && in_table && cells.len() == 1 && cells[0].0 < 20 && t.split_whitespace().count() <= 8 && !t.ends_with('.') {
                    flush_para(&mut b, &mut para);
                    pending_label = Some(t.to_owned());
                    pending_at = cells[0].0;
                    group = None;
                    continue;
                }
                // "Guidance assumptions:", "Other items:" between a table's rows head the rows
                // below it in the same table: its column headings go on.
                if !bullet && in_table && heads_closed && !heads.is_empty() && t.ends_with(':') && t.split_whitespace().count() <= 6 {
                    flush_para(&mut b, &mut para);
                    continue;
                }
                // A section title closing a paragraph's lines ("Forward Looking Guidance") or
                // a bullet starts a block of its own.
                if bullet || known {
                    heads.clear();
                    heads_closed = false;
                    pending_label = None;
                    flush_para(&mut b, &mut para);
                }
                // Running text ends a table and its headings.
                if t.split_whitespace().count() > 8 {
                    heads.clear();
                    heads_closed = false;
                    pending_label = None;
                }
                if !para.is_empty() {
                    para.push('\n');
                }
                para.push_str(t);
            }
        }
    }
    emit_row(&mut b, &mut held);
    flush_para(&mut b, &mut para);
    b.doc
}

/// Whether a line only names a basis: "Non-GAAP Financial Measures", "GAAP:", "Non-GAAP results".
fn names_only_a_basis(t: &str) -> bool {
    let l = t.to_lowercase();
    let rest: Vec<&str> = l
        .split(|c: char| !(c.is_alphanumeric() || c == '-'))
        .filter(|w| !w.is_empty() && !["gaap", "non-gaap", "non", "financial", "measures", "measure", "results", "basis", "outlook", "guidance"].contains(w))
        .collect();
    l.contains("gaap") && rest.is_empty()
}

/// Appends each cell of a line to the held row's cell it sits under, if `open` accepts that
/// cell's text: "Billion" under "$2.40 - $2.41", "$10.60 billion" under "Between $10.45 billion and".
fn finish_cells(held: &mut [(usize, usize, String)], below: &[(usize, usize, String)], open: impl Fn(&str) -> bool) {
    for u in below {
        if let Some(c) = held.iter_mut().find(|c| c.0 < u.1 && u.0 < c.1 && open(&c.2)) {
            c.2.push(' ');
            c.2.push_str(u.2.trim());
        }
    }
}

/// Whether a cell breaks off inside a range ("Between $10.45 billion and", "$1.05 to"), its
/// other end on the line below.
fn ends_open(cell: &str) -> bool {
    let last = cell.split_whitespace().next_back().unwrap_or("").to_lowercase();
    matches!(last.as_str(), "and" | "to" | "through" | "-" | "–" | "—")
}

/// Whether text states a table's units: "(in millions, except per share amounts)", "($ thousands)".
fn states_units(t: &str) -> bool {
    let l = t.to_lowercase();
    ["in millions", "in thousands", "in billions", "$ millions", "$ thousands"].iter().any(|w| l.contains(w))
}

/// A short line in title case ("Domestic Segment Q2 FY24 Results", "FULL-YEAR 2023 GUIDANCE:"):
/// a heading in plain text, where nothing else marks one.
fn title_like(t: &str) -> bool {
    // "Reconciliation of Net Loss to Non-GAAP Net Income (in thousands)": the units after a
    // title are no part of it.
    static UNITS_AFTER: std::sync::LazyLock<regex::Regex> = std::sync::LazyLock::new(|| regex::Regex::new(r"(?i)\s*\((?:in|dollars\s+in|\$\s+in)\s+(?:thousands|millions|billions)[^()]*\)\s*$|\s*\(unaudited\)\s*$").unwrap());
    let t = if t.ends_with(')') { UNITS_AFTER.replace(t, "") } else { std::borrow::Cow::Borrowed(t) };
    let t = t.as_ref();
    let words: Vec<&str> = t.split_whitespace().collect();
    if words.len() < 2 || words.len() > 8 || t.chars().count() > 80 || t.ends_with('.') || t.ends_with(',') || t.contains('$') || t.contains('%') {
        return false;
    }
    const SMALL: &[&str] = &["of", "and", "the", "for", "to", "in", "on", "a", "an", "vs.", "&", "per", "by", "with"];
    let first_alpha = |w: &str| w.chars().find(|c| c.is_alphabetic());
    words.iter().all(|w| SMALL.contains(&w.to_lowercase().as_str()) || first_alpha(w).is_none_or(|c| c.is_uppercase()))
        && words.iter().any(|w| w.chars().filter(|c| c.is_alphabetic()).count() >= 3)
}

/// The column headings over each value cell of a layout-text row: heading cells that overlap
/// the cell's columns, read top to bottom ("Q2 FY24" over "Guidance"). Heading cells over the
/// label column (left of every value) make the title.
fn layout_columns(heads: &[Vec<(usize, usize, String)>], cells: &[(usize, usize, String)]) -> (Vec<String>, String) {
    let first_value = cells.first().map(|c| c.0).unwrap_or(0);
    let mut columns = vec![String::new(); cells.len()];
    let mut title = String::new();
    let over_of = |h: &(usize, usize, String)| (0..cells.len()).filter(|&i| h.0 < cells[i].1 && cells[i].0 < h.1).collect::<Vec<usize>>();
    for line in heads {
        // Figures with a heading of this line straight above them.
        let headed: Vec<usize> = line.iter().filter_map(|h| Some(over_of(h)).filter(|o| o.len() == 1).map(|o| o[0])).collect();
        for h in line {
            let over = over_of(h);
            // A title centred over the whole table ("2025 Third Quarter Outlook" over
            // "GAAP | Non-GAAP") reaches into the first column only by its width.
            let over_the_table = line.len() == 1 && h.0 + 4 < first_value && (h.0 + h.1) / 2 < first_value;
            let target = if over_the_table {
                None
            } else if over.len() == 1 {
                Some(over[0])
            } else if over.is_empty() && h.1 > first_value {
                // Not straight above any figure: the nearest column by centre, of those that
                // have no heading of their own on this line. A row that fills only the first
                // of "Q3 FY2026 | Full Year FY26" has no cell under the second.
                let centre = (h.0 + h.1) / 2;
                match (0..cells.len()).filter(|i| !headed.contains(i)).min_by_key(|&i| ((cells[i].0 + cells[i].1) / 2).abs_diff(centre)) {
                    Some(i) => Some(i),
                    None => continue,
                }
            } else {
                None
            };
            match target {
                Some(i) => {
                    if !columns[i].is_empty() {
                        columns[i].push(' ');
                    }
                    columns[i].push_str(h.2.trim());
                }
                // Spanning several columns ("GAAP" over "Low | High", "Fiscal 2024" over
                // "Q2 | FY24"): it heads each of them.
                None if over.len() > 1 && !over_the_table => {
                    for i in over {
                        if !columns[i].is_empty() {
                            columns[i].push(' ');
                        }
                        columns[i].push_str(h.2.trim());
                    }
                }
                // Over the label column: it describes the whole table.
                None => {
                    if !title.is_empty() {
                        title.push(' ');
                    }
                    title.push_str(h.2.trim());
                }
            }
        }
    }
    (columns, title)
}

/// The EX-99.1 document inside a complete submission text file (`<DOCUMENT>` blocks).
pub fn exhibit_from_submission_text(full: &str, doc_type: &str) -> Option<String> {
    for doc in full.split("<DOCUMENT>").skip(1) {
        let t = doc.lines().find_map(|l| l.trim().strip_prefix("<TYPE>"))?;
        if t.trim().eq_ignore_ascii_case(doc_type) {
            let start = doc.find("<TEXT>")? + "<TEXT>".len();
            let end = doc.find("</TEXT>").unwrap_or(doc.len());
            return Some(doc[start..end].to_owned());
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_headings_and_hidden_headers() {
        let html = r#"<html><head><style>p{}</style><script>x()</script></head><body>
          <div style="display:none"><ix:header><ix:hidden>secret 123</ix:hidden></ix:header></div>
          <p><b>Outlook</b></p>
          <p>Revenue is expected to be $16.00&nbsp;billion, plus or minus 2%.</p>
          <table><tr><td>Revenue</td><td>$</td><td>18,120</td><td></td><td>$</td><td>5,931</td></tr>
          <tr><td>Gross margin</td><td>74.0</td><td>%</td></tr></table>
          <h2>Risk Factors</h2><p>Things &amp; more.</p></body></html>"#;
        let d = to_text(html);
        assert!(!d.text.contains("secret"));
        assert!(!d.text.contains("x()"));
        assert!(d.text.contains("Revenue | $18,120 | $5,931"), "{}", d.text);
        assert!(d.text.contains("Gross margin | 74.0%"), "{}", d.text);
        assert!(d.text.contains("$16.00 billion"));
        let outlook = d.blocks.iter().find(|b| d.block_text(b).starts_with("Revenue is")).unwrap();
        assert_eq!(outlook.section, "Outlook");
        let risk = d.blocks.iter().find(|b| d.block_text(b) == "Things & more.").unwrap();
        assert_eq!(risk.section, "Risk Factors");
        // Character offsets address the clean text.
        let chars: Vec<char> = d.text.chars().collect();
        let s: String = chars[outlook.start..outlook.end].iter().collect();
        assert_eq!(s, d.block_text(outlook));
    }

    /// Dashes and stars opening a line are list items, each a block; a minus before a figure is not.
    #[test]
    fn dash_lists_in_text_are_items() {
        let doc = plain_to_text("The Company expects:\n   -  Revenue of $1.2 billion, plus or minus $50 million.\n   *  Gross margin of 41%.\n\n-5% was the change in\nunits last year.\n");
        let paras: Vec<&str> = doc.blocks.iter().map(|b| doc.block_text(b)).collect();
        assert_eq!(paras, ["The Company expects:", "Revenue of $1.2 billion, plus or minus $50 million.", "Gross margin of 41%.", "-5% was the change in units last year."], "{paras:?}");
    }

    #[test]
    fn value_cells_against_headings_with_footnote_markers() {
        for v in ["$(0.07) - $0.31", "(1)% to +2%", "(0.80)", "2,800 to 3,000", "~49%", "N/A"] {
            assert!(is_value_cell(v), "{v}");
        }
        for h in ["2025 Guidance Ranges(1)", "2024 Actual", "Prior (Feb. 4)", "EPS (Diluted)3,4", "Gross margin %"] {
            assert!(!is_value_cell(h), "{h}");
        }
    }

    #[test]
    fn layout_cells_with_words_wrapped_ranges_and_basis_subheadings() {
        let text = r#"Full Year 2025 Outlook

                                    Current Outlook              Previous Outlook
   Net revenues                     Between $10.45 billion and   Between $10.30 billion and
                                    $10.60 billion               $10.45 billion
   Cash provided by operations      Approximately $1.45 billion  Approximately $1.40 billion
   Non-GAAP Financial Measures
   Adjusted operating margin        Between 15.3% and 15.6%      Between 15.2% and 15.5%
"#;
        let d = plain_to_text(text);
        let rows: Vec<_> = d.blocks.iter().filter(|b| b.kind == BlockKind::Row).collect();
        assert_eq!(rows.len(), 3, "{:?}", d.blocks.iter().map(|b| d.block_text(b)).collect::<Vec<_>>());
        assert_eq!(d.block_text(rows[0]), "Net revenues | Between $10.45 billion and $10.60 billion | Between $10.30 billion and $10.45 billion");
        assert_eq!(rows[0].columns, vec!["Current Outlook".to_owned(), "Previous Outlook".to_owned()]);
        assert_eq!(d.block_text(rows[1]), "Cash provided by operations | Approximately $1.45 billion | Approximately $1.40 billion");
        assert!(rows[2].title.contains("Non-GAAP"), "{:?}", rows[2].title);
        assert!(!rows[1].title.contains("Non-GAAP"));
    }

    #[test]
    fn layout_text_tables_carry_their_column_headings() {
        let text = r#"Outlook

                                         Q3 FY25            Full Year FY25
                                         Guidance              Guidance
Total revenue                         $612 - $615          $2.40 - $2.41
                                         Million              Billion
    Y/Y growth                              ~14%                 ~15%
GAAP Earnings per Share(2)                  N/A              $1.10 - $1.12

Revenue of $1.2 billion was up 9% in the quarter, and the outlook above is unchanged.
"#;
        let d = plain_to_text(text);
        let rows: Vec<_> = d.blocks.iter().filter(|b| b.kind == BlockKind::Row).collect();
        assert_eq!(rows.len(), 3, "{:?}", d.blocks.iter().map(|b| d.block_text(b)).collect::<Vec<_>>());
        assert_eq!(d.block_text(rows[0]), "Total revenue | $612 - $615 Million | $2.40 - $2.41 Billion");
        assert_eq!(rows[0].columns, vec!["Q3 FY25 Guidance".to_owned(), "Full Year FY25 Guidance".to_owned()]);
        assert_eq!(rows[0].section, "Outlook");
        assert_eq!(d.block_text(rows[2]), "GAAP Earnings per Share(2) | N/A | $1.10 - $1.12");
        // Running text after the table is a paragraph.
        assert_eq!(d.blocks.last().map(|b| b.kind), Some(BlockKind::Para));
    }

    #[test]
    fn html_heading_rows_span_their_columns() {
        let html = "<table><tr><td>($ millions)</td><td colspan=2>GAAP</td><td colspan=2>Non-GAAP</td></tr>\
            <tr><td></td><td>Low</td><td>High</td><td>Low</td><td>High</td></tr>\
            <tr><td>Revenue</td><td>$630</td><td>$660</td><td>$630</td><td>$660</td></tr></table>";
        let d = to_text(html);
        let row = d.blocks.iter().find(|b| d.block_text(b).starts_with("Revenue")).unwrap();
        assert_eq!(row.columns, vec!["GAAP Low", "GAAP High", "Non-GAAP Low", "Non-GAAP High"]);
        assert_eq!(row.title, "($ millions)");
    }

    /// A cell that spans rows (rowspan) stands in each row it spans, at its own position.
    #[test]
    fn html_cells_span_their_rows() {
        let html = "<table><tr><td rowspan=3>Fiscal 2026</td><td>Revenue</td><td>$1.2B</td></tr>\
            <tr><td>EPS</td><td>$2.10</td></tr><tr><td>Tax rate</td><td>24%</td></tr>\
            <tr><td>Fiscal 2027</td><td>Revenue</td><td>$1.4B</td></tr></table><table><tr><td>Capex</td><td>$80M</td></tr></table>";
        let d = to_text(html);
        let rows: Vec<String> = d.blocks.iter().filter(|b| b.kind == BlockKind::Row).map(|b| d.block_text(b).to_owned()).collect();
        assert_eq!(
            rows,
            ["Fiscal 2026 | Revenue | $1.2B", "Fiscal 2026 | EPS | $2.10", "Fiscal 2026 | Tax rate | 24%", "Fiscal 2027 | Revenue | $1.4B", "Capex | $80M"]
        );
    }

    #[test]
    fn submission_text_exhibit() {
        let full = "<SEC-DOCUMENT>\n<DOCUMENT>\n<TYPE>8-K\n<TEXT>a</TEXT>\n</DOCUMENT>\n<DOCUMENT>\n<TYPE>EX-99.1\n<SEQUENCE>2\n<TEXT>\n<html>release</html>\n</TEXT>\n</DOCUMENT>";
        assert_eq!(exhibit_from_submission_text(full, "EX-99.1").unwrap().trim(), "<html>release</html>");
    }
}
