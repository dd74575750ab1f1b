//! A local BERT sentence embedder with candle: tokenizer.json, config.json, model.safetensors
//! and 1_Pooling/config.json (which decides CLS or mean pooling) from one folder. Batched with
//! padding to the longest text in the batch, L2-normalised.

use std::path::Path;

use candle_core::{DType, Device, IndexOp, Tensor};
use candle_nn::VarBuilder;
use candle_transformers::models::bert::{BertModel, Config as BertConfig};
use futures::future::BoxFuture;
use std::sync::Arc;
use tokenizers::{PaddingParams, PaddingStrategy, Tokenizer, TruncationParams};

use super::{Embedder, Pooling, Space};
use crate::error::{Error, Result};

const BATCH: usize = 32;
const MAX_TOKENS: usize = 256;

pub struct LocalBert {
    inner: Arc<Inner>,
    space: Space,
}

struct Inner {
    model: BertModel,
    tokenizer: Tokenizer,
    pooling: Pooling,
}

fn err(what: &str, e: impl std::fmt::Display) -> Error {
    Error::Embedding(format!("{what}: {e}"))
}

impl LocalBert {
    /// Loads a model folder; `pooling` overrides its 1_Pooling/config.json (the pooling check
    /// uses CLS, as the remote bge model is asked to).
    pub fn load(dir: &Path, pooling: Option<Pooling>) -> Result<LocalBert> {
        let cfg: BertConfig = serde_json::from_str(&std::fs::read_to_string(dir.join("config.json")).map_err(|e| err("config.json", e))?)
            .map_err(|e| err("config.json", e))?;
        let declared = match std::fs::read_to_string(dir.join("1_Pooling/config.json")) {
            Ok(s) => {
                let v: serde_json::Value = serde_json::from_str(&s).map_err(|e| err("1_Pooling/config.json", e))?;
                if v["pooling_mode_cls_token"].as_bool() == Some(true) { Pooling::Cls } else { Pooling::Mean }
            }
            Err(_) => Pooling::Cls,
        };
        let pooling = pooling.unwrap_or(declared);
        let mut tokenizer = Tokenizer::from_file(dir.join("tokenizer.json")).map_err(|e| err("tokenizer.json", e))?;
        tokenizer.with_padding(Some(PaddingParams { strategy: PaddingStrategy::BatchLongest, ..Default::default() }));
        tokenizer
            .with_truncation(Some(TruncationParams { max_length: MAX_TOKENS, ..Default::default() }))
            .map_err(|e| err("tokenizer", e))?;
        let vb = unsafe { VarBuilder::from_mmaped_safetensors(&[dir.join("model.safetensors")], DType::F32, &Device::Cpu) }
            .map_err(|e| err("model.safetensors", e))?;
        let model = BertModel::load(vb, &cfg).map_err(|e| err("model", e))?;
        let space = Space { model: super::model_name(dir), pooling, dims: cfg.hidden_size };
        Ok(LocalBert { inner: Arc::new(Inner { model, tokenizer, pooling }), space })
    }

    pub fn embed_blocking(&self, texts: &[String]) -> Result<Vec<Vec<f32>>> {
        self.inner.embed(texts)
    }
}

impl Inner {
    /// candle keeps one core busy for much of a forward pass; two halves on two threads use both.
    fn embed(&self, texts: &[String]) -> Result<Vec<Vec<f32>>> {
        let threads = std::thread::available_parallelism().map(|n| n.get()).unwrap_or(1).min(2);
        if threads < 2 || texts.len() < 2 {
            return self.embed_one_thread(texts);
        }
        let (a, b) = texts.split_at(texts.len() / 2);
        let (ra, rb) = std::thread::scope(|s| {
            let ha = s.spawn(|| self.embed_one_thread(a));
            let rb = self.embed_one_thread(b);
            (ha.join().unwrap_or_else(|_| Err(err("embedding thread", "panicked"))), rb)
        });
        let mut out = ra?;
        out.extend(rb?);
        Ok(out)
    }

    fn embed_one_thread(&self, texts: &[String]) -> Result<Vec<Vec<f32>>> {
        let mut out = Vec::with_capacity(texts.len());
        for batch in texts.chunks(BATCH) {
            let enc = self.tokenizer.encode_batch(batch.to_vec(), true).map_err(|e| err("tokenize", e))?;
            let n = enc.len();
            let len = enc.first().map(|e| e.get_ids().len()).unwrap_or(0);
            let ids: Vec<u32> = enc.iter().flat_map(|e| e.get_ids().to_vec()).collect();
            let mask: Vec<u32> = enc.iter().flat_map(|e| e.get_attention_mask().to_vec()).collect();
            let dev = Device::Cpu;
            let ids = Tensor::from_vec(ids, (n, len), &dev).map_err(|e| err("tensor", e))?;
            let mask = Tensor::from_vec(mask, (n, len), &dev).map_err(|e| err("tensor", e))?;
            let types = ids.zeros_like().map_err(|e| err("tensor", e))?;
            let hidden = self.model.forward(&ids, &types, Some(&mask)).map_err(|e| err("forward", e))?;
            let pooled = match self.pooling {
                Pooling::Cls => hidden.i((.., 0, ..)).map_err(|e| err("pool", e))?,
                Pooling::Mean => {
                    let m = mask.to_dtype(DType::F32).and_then(|m| m.unsqueeze(2)).map_err(|e| err("pool", e))?;
                    let sum = hidden.broadcast_mul(&m).and_then(|x| x.sum(1)).map_err(|e| err("pool", e))?;
                    let count = m.sum(1).map_err(|e| err("pool", e))?;
                    sum.broadcast_div(&count).map_err(|e| err("pool", e))?
                }
            };
            let norm = pooled.sqr().and_then(|x| x.sum_keepdim(1)).and_then(|x| x.sqrt()).map_err(|e| err("normalise", e))?;
            let unit = pooled.broadcast_div(&norm).map_err(|e| err("normalise", e))?;
            out.extend(unit.to_vec2::<f32>().map_err(|e| err("to_vec", e))?);
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
