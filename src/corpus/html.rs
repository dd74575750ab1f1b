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
    } else if has("outlook") || has("guidance") || h == "targets" || has("financial targets") || has("business outlook") {
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
    }
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
        self.doc.blocks.push(Block {
            kind,
            section: self.section.clone(),
            start,
            end: self.chars,
            byte_start,
            byte_end: self.doc.text.len(),
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
            let heading = short && t.chars().any(|c| c.is_alphabetic()) && (self.heading_tag || all_bold || known && words <= 4);
            self.emit(if heading { BlockKind::Heading } else { BlockKind::Para }, t);
        }
        self.bold_chars = 0;
        self.total_chars = 0;
        self.heading_tag = false;
    }

    fn end_row(&mut self) {
        let Some(cells) = self.cells.take() else { return };
        // "$" | "18,120" and "72.5" | "%" are one figure split across cells.
        let mut merged: Vec<String> = Vec::new();
        let mut prefix = String::new();
        for c in cells {
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
        }
        if !prefix.is_empty() {
            merged.push(prefix);
        }
        let row = merged.join(" | ");
        if !row.is_empty() {
            // A one-cell row that looks like a heading is one (tables are often used for layout).
            let t = row.trim();
            let known = canonical_section(t) != t.trim_end_matches(':');
            if merged.len() == 1 && known && t.split_whitespace().count() <= 4 {
                self.emit(BlockKind::Heading, &row);
            } else {
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
                        "td" | "th" => {
                            if b.cells.is_none() {
                                b.flush();
                                b.cells = Some(Vec::new());
                            }
                            b.cell = Some(String::new());
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
                            if let (Some(cell), Some(cells)) = (b.cell.take(), b.cells.as_mut()) {
                                cells.push(cell);
                            }
                        }
                        "tr" => b.end_row(),
                        "table" => {
                            b.end_row();
                            b.flush();
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

/// Plain text (a PDF's text layer, a .txt release) as blocks: paragraphs split on blank
/// lines, short title-like lines as headings.
pub fn plain_to_text(text: &str) -> CleanDoc {
    let mut b = Builder::new();
    for para in text.split("\n\n").flat_map(|p| {
        // A short line on its own inside a paragraph is still a heading candidate.
        let lines: Vec<&str> = p.lines().collect();
        if lines.len() > 1 && canonical_section(lines[0].trim()) != lines[0].trim().trim_end_matches(':') {
            vec![lines[0].to_owned(), lines[1..].join(" ")]
        } else {
            vec![p.replace('\n', " ")]
        }
    }) {
        push_text(&mut b.buf, &para);
        b.flush();
    }
    b.doc
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

    #[test]
    fn submission_text_exhibit() {
        let full = "<SEC-DOCUMENT>\n<DOCUMENT>\n<TYPE>8-K\n<TEXT>a</TEXT>\n</DOCUMENT>\n<DOCUMENT>\n<TYPE>EX-99.1\n<SEQUENCE>2\n<TEXT>\n<html>release</html>\n</TEXT>\n</DOCUMENT>";
        assert_eq!(exhibit_from_submission_text(full, "EX-99.1").unwrap().trim(), "<html>release</html>");
    }
}
