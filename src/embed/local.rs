//! A local BERT sentence embedder: tokenizer.json, config.json, model.safetensors and
//! 1_Pooling/config.json (which decides CLS or mean pooling) from one folder. Texts are run
//! unpadded (src/embed/bert.rs) in passes of a bounded token count, then pooled and L2-normalised.

use std::path::Path;
use std::sync::Arc;

use futures::future::BoxFuture;
use tokenizers::{Tokenizer, TruncationParams};

use super::bert::Bert;
use super::{Embedder, Pooling, Space};
use crate::error::{Error, Result};

/// Texts longer than this are cut, as sentence-transformers' max_seq_length does.
const MAX_TOKENS: usize = 256;
/// Tokens per forward pass: bounds the buffers (about 15 KB a token) to ~30 MB on a small VM.
const TOKENS_PER_PASS: usize = 2048;

pub struct LocalBert {
    inner: Arc<Inner>,
    space: Space,
}

struct Inner {
    model: Bert,
    tokenizer: Tokenizer,
    pooling: Pooling,
}

fn err(what: &str, e: impl std::fmt::Display) -> Error {
    Error::Embed(crate::embed::EmbedError::Model(format!("{what}: {e}")))
}

impl LocalBert {
    /// Loads a model folder; `pooling` overrides its 1_Pooling/config.json (the pooling check
    /// uses CLS, as the remote bge model is asked to).
    pub fn load(dir: &Path, pooling: Option<Pooling>) -> Result<LocalBert> {
        let model = Bert::load(dir)?;
        let declared = match std::fs::read_to_string(dir.join("1_Pooling/config.json")) {
            Ok(s) => {
                let v: serde_json::Value = serde_json::from_str(&s).map_err(|e| err("1_Pooling/config.json", e))?;
                if v["pooling_mode_cls_token"].as_bool() == Some(true) { Pooling::Cls } else { Pooling::Mean }
            }
            Err(_) => Pooling::Cls,
        };
        let pooling = pooling.unwrap_or(declared);
        let mut tokenizer = Tokenizer::from_file(dir.join("tokenizer.json")).map_err(|e| err("tokenizer.json", e))?;
        // No padding: the forward pass runs each text at its own length.
        tokenizer.with_padding(None);
        let max = MAX_TOKENS.min(model.dims.max_position_embeddings);
        tokenizer.with_truncation(Some(TruncationParams { max_length: max, ..Default::default() })).map_err(|e| err("tokenizer", e))?;
        let space = Space { model: super::model_name(dir), pooling, dims: model.dims.hidden_size };
        Ok(LocalBert { inner: Arc::new(Inner { model, tokenizer, pooling }), space })
    }

    pub fn embed_blocking(&self, texts: &[String]) -> Result<Vec<Vec<f32>>> {
        self.inner.embed(texts)
    }
}

impl Inner {
    fn embed(&self, texts: &[String]) -> Result<Vec<Vec<f32>>> {
        let enc = self.tokenizer.encode_batch(texts.to_vec(), true).map_err(|e| err("tokenize", e))?;
        let ids: Vec<&[u32]> = enc.iter().map(|e| e.get_ids()).collect();
        let h = self.model.dims.hidden_size;
        let mut out = Vec::with_capacity(texts.len());
        let mut rest = &ids[..];
        while !rest.is_empty() {
            // As many texts as fit the token budget (always at least one).
            let mut n = 0;
            let mut tokens = 0;
            while n < rest.len() && (n == 0 || tokens + rest[n].len() <= TOKENS_PER_PASS) {
                tokens += rest[n].len();
                n += 1;
            }
            let (pass, next) = rest.split_at(n);
            let hidden = self.model.forward(pass)?;
            let mut row = 0;
            for t in pass {
                let rows = &hidden[row * h..(row + t.len()) * h];
                let mut v = match self.pooling {
                    Pooling::Cls => rows[..h].to_vec(),
                    Pooling::Mean => {
                        let mut sum = vec![0.0f32; h];
                        for r in rows.chunks(h) {
                            sum.iter_mut().zip(r).for_each(|(s, x)| *s += x);
                        }
                        sum.iter_mut().for_each(|s| *s /= t.len() as f32);
                        sum
                    }
                };
                let norm = v.iter().map(|x| x * x).sum::<f32>().sqrt();
                if norm > 0.0 {
                    v.iter_mut().for_each(|x| *x /= norm);
                }
                out.push(v);
                row += t.len();
            }
            rest = next;
        }
        Ok(out)
    }
}

impl Embedder for LocalBert {
    fn space(&self) -> &Space {
        &self.space
    }
    fn embed<'a>(&'a self, texts: &'a [String]) -> BoxFuture<'a, Result<Vec<Vec<f32>>>> {
        let inner = self.inner.clone();
        let texts = texts.to_vec();
        Box::pin(async move {
            tokio::task::spawn_blocking(move || inner.embed(&texts)).await.map_err(|e| err("embedding task", e))?
        })
    }
}
