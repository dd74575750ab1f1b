//! Cleaned text cut into chunks of about 180 words on block and sentence boundaries, never
//! across sections, each with its character offsets (its provenance in the document).

use serde::Serialize;

use crate::html::{BlockKind, CleanDoc};

/// A chunk of a few hundred tokens with provenance.
#[derive(Debug, Clone, Serialize)]
pub struct Chunk {
    pub section: String,
    pub start_char: usize,
    pub end_char: usize,
    pub text: String,
}

/// Chunks on block and sentence boundaries, never across sections; ~180 words each.
pub fn chunk(doc: &CleanDoc) -> Vec<Chunk> {
    const TARGET_WORDS: usize = 180;
    let mut out = vec![];
    let mut cur: Option<Chunk> = None;
    let mut words = 0;
    // Whether the chunk being built holds more than headings.
    let mut has_body = false;
    let flush = |cur: &mut Option<Chunk>, out: &mut Vec<Chunk>| {
        if let Some(c) = cur.take() {
            if c.text.split_whitespace().count() >= 5 {
                out.push(c);
            }
        }
    };
    for b in &doc.blocks {
        let t = doc.block_text(b);
        let w = t.split_whitespace().count();
        let heading = b.kind == BlockKind::Heading;
        // A heading straight over another ("Note 10 – Shareholders' Equity" over "Share
        // Repurchase Program") heads the text under both: it goes into that chunk, which is
        // then found by either heading's words, and no chunk is a heading alone.
        if heading && !has_body {
            if let Some(c) = cur.as_mut() {
                c.text.push('\n');
                c.text.push_str(t);
                c.end_char = b.end;
                c.section = b.section.clone();
                words += w;
                continue;
            }
        }
        let same_section = cur.as_ref().is_some_and(|c| c.section == b.section);
        // (Headings alone are never flushed before their text: they open its chunk.)
        if !same_section || words + w > TARGET_WORDS && words > 0 && has_body || heading {
            flush(&mut cur, &mut out);
            words = 0;
            has_body = false;
        }
        if w > TARGET_WORDS * 2 {
            // Headings over a very long paragraph open its first piece.
            let mut lead = cur.take().filter(|_| !has_body);
            words = 0;
            // A very long paragraph: split it on sentence ends near the target.
            let chars: Vec<(usize, char)> = t.char_indices().collect();
            let mut s = 0usize;
            let mut count = 0;
            for (i, (bi, ch)) in chars.iter().enumerate() {
                if ch.is_whitespace() {
                    count += 1;
                }
                let end = i + 1 == chars.len();
                let boundary = *ch == '.' && chars.get(i + 1).is_some_and(|n| n.1 == ' ') && count >= TARGET_WORDS;
                if boundary || end {
                    let e = bi + ch.len_utf8();
                    let sc = b.start + t[..s].chars().count();
                    let piece = Chunk { section: b.section.clone(), start_char: sc, end_char: sc + t[s..e].chars().count(), text: t[s..e].trim().to_owned() };
                    out.push(match lead.take() {
                        Some(h) => Chunk { start_char: h.start_char, text: format!("{}\n{}", h.text, piece.text), ..piece },
                        None => piece,
                    });
                    s = e;
                    count = 0;
                }
            }
            continue;
        }
        match cur.as_mut() {
            Some(c) => {
                c.text.push('\n');
                c.text.push_str(t);
                c.end_char = b.end;
            }
            None => cur = Some(Chunk { section: b.section.clone(), start_char: b.start, end_char: b.end, text: t.to_owned() }),
        }
        words += w;
        has_body |= !heading;
    }
    flush(&mut cur, &mut out);
    out
}

#[cfg(test)]
mod tests {
    use super::chunk;

    /// A heading straight over another goes into the chunk of the text under both; no chunk
    /// is a heading alone, and a chunk's offsets span what it holds.
    #[test]
    fn headings_over_headings_open_the_text_under_them() {
        let doc = crate::html::to_text(
            "<h2>Note 10 – Shareholders’ Equity of the Company</h2><h3>Share Repurchase Program</h3><p>During 2024, the Company repurchased 499 million shares of its common stock for $95.0 billion.</p><h3>Shares of Common Stock</h3><p>The following table shows the changes in shares of common stock for 2024.</p>",
        );
        let chunks = chunk(&doc);
        assert_eq!(chunks.len(), 2, "{chunks:?}");
        assert!(chunks[0].text.starts_with("Note 10 – Shareholders’ Equity of the Company\nShare Repurchase Program\nDuring 2024"), "{:?}", chunks[0].text);
        assert_eq!(chunks[0].section, "Share Repurchase Program");
        let held: String = doc.text.chars().skip(chunks[0].start_char).take(chunks[0].end_char - chunks[0].start_char).collect();
        assert_eq!(held, chunks[0].text);
        assert!(chunks[1].text.starts_with("Shares of Common Stock\nThe following table"));
        // Over a paragraph too long for one chunk, the heading opens its first piece.
        let long = format!("<h2>Risk Factors in Full Detail Here</h2><p>{}</p>", "Our business faces many risks of many kinds. ".repeat(60));
        let chunks = chunk(&crate::html::to_text(&long));
        assert!(chunks.len() >= 2 && chunks[0].text.starts_with("Risk Factors in Full Detail Here\nOur business"), "{:?}", chunks.first());
        assert!(chunks.iter().all(|c| c.text.split_whitespace().count() > 8));
    }
}
