"""Peer for `make bench`: sentence-transformers (PyTorch) embedding the same chunks with the
same model folder, batch 32, normalised. Prints {"chunks", "seconds", "chunks_per_s", "threads"}."""
import json, sys, time

import torch
from sentence_transformers import SentenceTransformer

model_dir, texts_path = sys.argv[1], sys.argv[2]
texts = json.load(open(texts_path))
model = SentenceTransformer(model_dir, device="cpu")
model.max_seq_length = 256
model.encode(texts[:32], batch_size=32, normalize_embeddings=True)  # warm up
t = time.perf_counter()
model.encode(texts, batch_size=32, normalize_embeddings=True)
s = time.perf_counter() - t
print(json.dumps({"chunks": len(texts), "seconds": s, "chunks_per_s": len(texts) / s, "threads": torch.get_num_threads()}))
