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
        let same_section = cur.as_ref().is_some_and(|c| c.section == b.section);
        if !same_section || words + w > TARGET_WORDS && words > 0 || b.kind == BlockKind::Heading {
            flush(&mut cur, &mut out);
            words = 0;
        }
        if w > TARGET_WORDS * 2 {
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
                    out.push(Chunk { section: b.section.clone(), start_char: sc, end_char: sc + t[s..e].chars().count(), text: t[s..e].trim().to_owned() });
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
    }
    flush(&mut cur, &mut out);
    out
}
