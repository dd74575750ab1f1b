//! The router's fallback where its rules are unsure and no model key is set: the nearest
//! labelled example questions (examples.tsv, compiled in), embedded once at start-up with the
//! embedder SayDo already runs, vote for a tool. It only chooses among tools: a refusal is
//! always the rules' (a reason must be stated, and a vote has none).

use super::Tool;
use crate::embed::Embedder;
use crate::error::Result;

const EXAMPLES: &str = include_str!("examples.tsv");
/// Nearest examples of each tool that make its score.
const PER_TOOL: usize = 3;
/// Softmax temperature over the tools' scores (cosine similarities of a small model crowd
/// together: a few hundredths apart is a clear difference).
const TEMPERATURE: f32 = 0.02;
/// A vote below this share leaves the rules' choice. On held-out questions
/// (tests/it/classifier.rs) a small model's wrong votes came with shares up to 0.83 and its
/// right ones mostly above 0.9: the fallback acts only when it is nearly sure.
pub const MIN_SHARE: f32 = 0.9;

/// The labelled examples: (tool, question).
pub fn examples() -> Vec<(Tool, &'static str)> {
    EXAMPLES
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let (tool, q) = l.split_once('\t').unwrap_or_else(|| panic!("examples.tsv: no tab in {l:?}"));
            (Tool::parse(tool).unwrap_or_else(|| panic!("examples.tsv: unknown route {tool:?}")), q)
        })
        .collect()
}

/// The examples' vectors, in one embedding space.
pub struct Classifier {
    space: String,
    examples: Vec<(Tool, Vec<f32>)>,
}

/// The nearest examples' vote.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Vote {
    pub tool: Tool,
    /// The winner's share of the neighbours' similarity weight.
    pub share: f32,
    /// Cosine similarity of the nearest example.
    pub nearest: f32,
}

impl Classifier {
    pub async fn load(embedder: &dyn Embedder) -> Result<Classifier> {
        let ex = examples();
        let texts: Vec<String> = ex.iter().map(|(_, q)| q.to_string()).collect();
        let mut vectors = Vec::with_capacity(texts.len());
        for batch in texts.chunks(32) {
            vectors.extend(embedder.embed(batch).await?);
        }
        Ok(Classifier { space: embedder.space().id(), examples: ex.into_iter().map(|(t, _)| t).zip(vectors).collect() })
    }

    /// The space its vectors are in: a question's vector must be of the same one.
    pub fn space(&self) -> &str {
        &self.space
    }

    /// Each tool's score is the mean similarity of its three nearest examples (vectors are
    /// L2-normalised, so a dot product is the cosine): one stray neighbour cannot carry a vote,
    /// as it can in a plain k-nearest count. The share is a softmax over the tools' scores.
    pub fn vote(&self, question: &[f32]) -> Option<Vote> {
        let sims: Vec<(Tool, f32)> = self.examples.iter().map(|(t, v)| (*t, v.iter().zip(question).map(|(a, b)| a * b).sum::<f32>())).collect();
        let nearest = sims.iter().map(|s| s.1).fold(f32::MIN, f32::max);
        let scores: Vec<(Tool, f32)> = Tool::ALL
            .iter()
            .filter_map(|t| {
                let mut mine: Vec<f32> = sims.iter().filter(|s| s.0 == *t).map(|s| s.1).collect();
                mine.sort_by(|a, b| b.total_cmp(a));
                mine.truncate(PER_TOOL);
                (!mine.is_empty()).then(|| (*t, mine.iter().sum::<f32>() / mine.len() as f32))
            })
            .collect();
        let top = scores.iter().map(|s| s.1).fold(f32::MIN, f32::max);
        let total: f32 = scores.iter().map(|s| ((s.1 - top) / TEMPERATURE).exp()).sum();
        let (tool, score) = *scores.iter().max_by(|a, b| a.1.total_cmp(&b.1))?;
        Some(Vote { tool, share: ((score - top) / TEMPERATURE).exp() / total, nearest })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_example_names_a_tool_and_every_tool_has_examples() {
        let ex = examples();
        for t in Tool::ALL {
            assert!(ex.iter().filter(|(x, _)| *x == t).count() >= 15, "{t}: too few examples");
        }
    }
}
